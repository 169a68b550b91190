// End-to-end regressions of the compiler that the differential tester (tests/difftest) found:
// each kernel is compiled from OpenCL C by driver::compileOpenCL for every target at -O0 and
// -O2, run in the functional simulator, and its output compared with a host computation.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "driver/driver.h"
#include "runtime/device/launch.h"
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
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{grid, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  device::HostArg out, input;
  out.isBuffer = input.isBuffer = true;
  out.bytes.assign(outWords * 4, 0);
  input.bytes.resize(in.size() * 4);
  std::memcpy(input.bytes.data(), in.data(), input.bytes.size());
  req.args = {out, input};
  auto r = device::launchKernel(obj, "t.hsaco", req);
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

TEST_CASE("cc regression: a v_div_scale is not reused from another block (difftest seeds 100282, 100929)") {
  // ISel shared the v_div_scale of a DivScale/DivScaleFlag pair with every later one of the
  // same (num, den, sel) in the function, also one in a block that had run under other lanes
  // (two arms of an if) or not dominating (an if-arm before the join): those lanes got inf.
  const std::string src = R"(
__kernel void k(__global float* out, __global const float* in) {
  uint i = get_global_id(0);
  float x = in[i];
  float a = 0.0f, b = 0.0f, c = 0.0f;
  if (i & 1u) a = x / 3.0f; else b = x / 3.0f;
  if (i & 2u) c = x / 5.0f;
  out[i] = a;
  out[i + 8] = b;
  out[i + 16] = c;
  out[i + 24] = x / 5.0f;
})";
  std::vector<float> in = {1.0f, 177.0f, -2.5f, 7.0f, 1e-3f, -1e6f, 0.0f, 3.0f}, want(32, 0.0f);
  volatile float three = 3.0f, five = 5.0f;
  for (size_t i = 0; i < 8; ++i) {
    (i & 1 ? want[i] : want[i + 8]) = in[i] / three;
    if (i & 2) want[i + 16] = in[i] / five;
    want[i + 24] = in[i] / five;
  }
  auto bits = [](const std::vector<float>& f) {
    std::vector<uint32_t> w(f.size());
    std::memcpy(w.data(), f.data(), w.size() * 4);
    return w;
  };
  checkEverywhere(src, bits(in), bits(want), 8);
}

TEST_CASE("cc regression: one constant f64 division in an if and after it (difftest seed 101152, -O0)") {
  const std::string src = R"(
__kernel void k(__global double* out, __global const uint* in) {
  uint i = get_global_id(0);
  double d = 0;
  if (in[i] & 1u) d = 14.234375 / 1246.0;
  d += 14.234375 / 1246.0;
  out[i] = d;
})";
  std::vector<uint32_t> in = {0, 1, 2, 3, 5, 8, 13, 21};
  volatile double num = 14.234375, den = 1246.0;
  std::vector<double> want(8);
  for (size_t i = 0; i < 8; ++i) want[i] = (in[i] & 1 ? num / den : 0.0) + num / den;
  checkEverywhere(src, in, words(want), 8);
}

TEST_CASE("cc regression: a uniform bool phi is a 0/1 value, not a lane mask, in wave32 too (difftest seed 309548)") {
  // A uniform I1 phi (from || on uniform operands) has a lane mask's size in wave32 (one
  // SGPR): it was merged under exec like a mask, so true became exec_lo, and in a partial wave
  // the inactive lanes' bits kept the register's old contents.
  const std::string src = R"(
__kernel void k(__global uint* out, __global const uint* in) {
  uint gid = get_global_id(0);
  uint grp = get_group_id(0);
  uint b = ((grp & 0x40000000u) == 0u) || (2468.0f < -482.0f);
  out[gid] = b;
  uint r = 5u;
  if (((grp & in[0]) != 0u) || (in[1] == 7u)) r = 9u;
  out[gid + 66u] = r;
})";
  std::vector<uint32_t> want(132);
  for (size_t i = 0; i < 66; ++i) {
    want[i] = 1;
    want[i + 66] = 5;
  }
  checkEverywhere(src, {0, 0}, want, 66);
}
