// End-to-end regressions of the compiler that the differential tester (tests/difftest) found:
// each kernel is compiled from OpenCL C by driver::compileOpenCL for every target at -O0 and
// -O2, run in the functional simulator, and its output compared with a host computation.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "driver/driver.h"
#include "func/launcher.h"
#include "test_codegen_util.h"

using namespace gfxsim;

namespace {

// Runs kernel `k` of `src` over `grid` work-items (groups of 64) with an output buffer of
// `outWords` words (argument 0) and an input buffer `in` (argument 1); returns the output.
std::vector<uint32_t> runCl(const std::string& src, const test::CgTarget& t, int opt, const std::vector<uint32_t>& in,
                            size_t outWords, uint32_t grid) {
  driver::CompileOptions co;
  co.target = t.id();
  co.optLevel = opt;
  auto obj = driver::compileOpenCL(src, "t.cl", co).object;
  func::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{grid, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  func::HostArg out, input;
  out.isBuffer = input.isBuffer = true;
  out.bytes.assign(outWords * 4, 0);
  input.bytes.resize(in.size() * 4);
  std::memcpy(input.bytes.data(), in.data(), input.bytes.size());
  req.args = {out, input};
  auto r = func::launchKernel(obj, "t.hsaco", req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  std::vector<uint32_t> v(outWords);
  std::memcpy(v.data(), r.buffers[0].data(), outWords * 4);
  return v;
}

// Every target x {-O0, -O2}: the kernel's output equals `want`.
void checkEverywhere(const std::string& src, const std::vector<uint32_t>& in, const std::vector<uint32_t>& want, uint32_t grid) {
  for (const auto& t : test::codegenTargets())
    for (int opt : {0, 2}) {
      INFO(t.label() << " -O" << opt);
      CHECK(runCl(src, t, opt, in, want.size(), grid) == want);
    }
}

std::vector<uint32_t> words(const std::vector<double>& d) {
  std::vector<uint32_t> w(d.size() * 2);
  std::memcpy(w.data(), d.data(), w.size() * 4);
  return w;
}

}  // namespace

TEST_CASE("cc regression: double x - 0.0 keeps the sign of -0.0 (difftest seed 105176)") {
  // v_add_f64 x, 0 (no v_sub_f64; the constant's negation was lost) turned -0.0 into +0.0.
  const std::string src = R"(
__kernel void k(__global double* out, __global const double* in) {
  uint i = get_global_id(0);
  double zero = (double)(get_global_id(0) % 1u);
  out[i] = in[i] - 0.0;
  out[i + 4] = in[i] - zero;
})";
  std::vector<double> in = {-0.0, 0.0, -1.5, 3.25}, want(8);
  volatile double z = 0.0;
  for (size_t i = 0; i < 4; ++i) want[i] = want[i + 4] = in[i] - z;
  checkEverywhere(src, words(in), words(want), 4);
}
