// gfxsim cc on large generated kernels. A 2,000-case switch (cubic before:
// the register allocator's liveness was blocks x registers x rounds and every spill rewrote
// the whole function) and 20,000 straight-line statements (the IR verifier searched a block
// per operand, erasing instructions one by one rescanned the block, the assembler held every
// token of the file) compile in time proportional to their size, and run correctly. The
// bounds here are loose (a regression to quadratic time passes them by minutes); the figures
// are a benchmark, in the README.
#include <doctest/doctest.h>

#include <ctime>
#include <cstring>

#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "isa/target.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

// The bound below guards against super-linear passes (a quadratic one takes many minutes here),
// not a speed goal; it is host CPU time, which the machine's other work does not inflate.
constexpr double kBoundSeconds = 60;

struct Built {
  std::vector<uint8_t> object;
  double seconds;  // CPU time of the compilation
};

Built compile(const std::string& src, int opt) {
  driver::CompileOptions o;
  std::string why;
  o.target = *isa::parseTargetId("gfx900", &why);
  o.target.wave64 = true;
  o.optLevel = opt;
  std::clock_t start = std::clock();
  Built b{driver::compileOpenCL(src, "big.cl", o).object, 0};
  b.seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  return b;
}

// Runs k(p, x) on one work-item and returns p afterwards.
std::vector<uint32_t> run(const std::vector<uint8_t>& object, std::vector<uint32_t> p, uint32_t x) {
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{1, 1, 1};
  req.geometry.group = rt::Dim3{1, 1, 1};
  device::HostArg buf;
  buf.isBuffer = true;
  buf.bytes.resize(p.size() * 4);
  std::memcpy(buf.bytes.data(), p.data(), buf.bytes.size());
  device::HostArg val;
  val.bytes.resize(4);
  std::memcpy(val.bytes.data(), &x, 4);
  req.args = {buf, val};
  auto r = device::launchKernel(object, "big.hsaco", req);
  REQUIRE(!r.dispatch.fault.has_value());
  std::memcpy(p.data(), r.buffers[0].data(), p.size() * 4);
  return p;
}

}  // namespace

TEST_CASE("cc scaling: a switch of 2,000 cases") {
  const uint32_t n = 2000;
  std::string src = "__kernel void k(__global uint* p, uint x) {\n  uint r = 7;\n  switch (x) {\n";
  for (uint32_t i = 0; i < n; ++i)
    src += "    case " + std::to_string(i) + ": r = p[" + std::to_string(i % 97) + "] + " + std::to_string(i) + "; break;\n";
  src += "  }\n  p[0] = r;\n}\n";
  std::vector<uint32_t> p(97);
  for (uint32_t i = 0; i < p.size(); ++i) p[i] = 1000 * i + 1;
  for (int opt : {0, 2}) {
    Built b = compile(src, opt);
    MESSAGE("2,000-case switch at -O" << opt << ": " << b.seconds << " s of CPU time");
    CHECK(b.seconds < kBoundSeconds * test::kSlowdown);
    for (uint32_t x : {0u, 1u, 96u, 97u, 1234u, 1999u, 2000u, 123456u}) {
      INFO("-O" << opt << " x = " << x);
      CHECK(run(b.object, p, x)[0] == (x < n ? p[x % 97] + x : 7u));
    }
  }
}

TEST_CASE("cc scaling: 20,000 straight-line statements") {
  const uint32_t n = 20000;
  std::string src = "__kernel void k(__global uint* p, uint x) {\n  uint a = p[0] + x;\n";
  for (uint32_t i = 0; i < n; ++i) src += "  a = a * 3u + p[" + std::to_string(i % 61) + "];\n";
  src += "  p[1] = a;\n}\n";
  std::vector<uint32_t> p(61);
  for (uint32_t i = 0; i < p.size(); ++i) p[i] = 7 * i + 3;
  uint32_t a = p[0] + 5;
  for (uint32_t i = 0; i < n; ++i) a = a * 3u + p[i % 61];
  for (int opt : {0, 2}) {
    Built b = compile(src, opt);
    MESSAGE("20,000 statements at -O" << opt << ": " << b.seconds << " s of CPU time");
    CHECK(b.seconds < kBoundSeconds * test::kSlowdown);
    CHECK(run(b.object, p, 5)[1] == a);
  }
}
