// gfxsim cc's selects: `?:`, if/else diamonds and triangles, and && / || on 32- and 64-bit
// integers and floats, under divergent and uniform conditions, nested, compiled from OpenCL C
// by driver::compileOpenCL for every target at -O0 (branches, as clang -O0 keeps them) and -O2
// (if-converted: compiler/ir/ifconvert.cpp), run in the functional simulator and compared with
// the same expressions computed on the host. The disassembler (compiler/disasm) shows that a
// short `?:` leaves no conditional branch in the kernel at -O2.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "disasm/object_printer.h"
#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "support/codegen_util.h"

using namespace gfxsim;

namespace {

std::vector<uint8_t> compile(const std::string& src, const test::CgTarget& t, int opt) {
  driver::CompileOptions co;
  co.target = t.id();
  co.optLevel = opt;
  return driver::compileOpenCL(src, "select.cl", co).object;
}

// The instructions of kernel `name` as the disassembler prints them (its label to the next).
std::vector<std::string> kernelInstructions(const std::vector<uint8_t>& obj, const std::string& name) {
  std::istringstream text(disasm::printCodeObject(obj, "select.hsaco"));
  std::vector<std::string> out;
  bool in = false;
  for (std::string line; std::getline(text, line);) {
    if (line.find(">:") != std::string::npos) {
      in = line.find("<" + name + ">:") != std::string::npos;
      continue;
    }
    if (in && !line.empty() && line[0] == '\t') out.push_back(line.substr(1, line.find_first_of(" \t", 1) - 1));
  }
  return out;
}

bool hasConditionalBranch(const std::vector<std::string>& insts) {
  for (const std::string& m : insts)
    if (m.rfind("s_cbranch", 0) == 0) return true;
  return false;
}

constexpr unsigned kWords = 20;  // output words per work-item
constexpr uint32_t kGrid = 256;

const char* kSelects = R"(
__kernel void k(__global uint* out, __global const uint* in, uint u) {
  uint i = get_global_id(0);
  __global uint* o = out + i * 20u;
  int x = (int)in[i];
  long lx = (long)x * 1000003L - 7L;
  float f = (float)x * 0.25f;
  double d = (double)x * 1.5;
  // Divergent conditions: per work-item values.
  o[0] = (uint)(x > 3 ? x * 5 : x - 7);
  o[1] = (uint)x < 10u ? (uint)x << 2 : (uint)x ^ 0xffu;
  long l = (x & 1) ? lx + 3L : lx * -2L;
  o[2] = (uint)l; o[3] = (uint)(l >> 32);
  o[4] = as_uint(f < 1.0f ? f * 2.0f : f - 0.5f);
  double dd = x % 3 == 0 ? d + 1.0 : -d;
  o[5] = (uint)as_ulong(dd); o[6] = (uint)(as_ulong(dd) >> 32);
  o[7] = (uint)(x < 0 ? -1 : x == 0 ? 0 : x < 10 ? 1 : x < 100 ? 2 : 3);
  int y;
  if (x & 2) y = x * 3; else y = x + 11;
  o[8] = (uint)y;
  int z = x;
  if (x > 5) z = z - 5;
  o[9] = (uint)z;
  o[10] = (uint)((x > 2 && x < 9) || x == 13);
  o[11] = (uint)(x < -3 || (x > 40 && (x & 1)));
  // Uniform conditions: the kernel argument and the work-group id.
  uint g = get_group_id(0);
  o[12] = (uint)(u > 5u ? x + 1 : x - 1);
  o[13] = (g & 1u) ? u * 3u : u + 4u;
  long ul = u > 2u ? (long)u << 33 : (long)u - 9L;
  o[14] = (uint)ul; o[15] = (uint)(ul >> 32);
  o[16] = as_uint((u & 1u) ? (float)u * 0.5f : (float)g);
  double ud = g == 2u ? (double)u * 0.125 : (double)g;
  o[17] = (uint)as_ulong(ud); o[18] = (uint)(as_ulong(ud) >> 32);
  uint acc = 0u;
  if (g > 1u) acc = u + g; else acc = u * g;
  o[19] = acc;
}
)";

template <class T>
uint64_t bitsOf(T v) {
  uint64_t b = 0;
  std::memcpy(&b, &v, sizeof v);
  return b;
}

// The kernel's outputs computed on the host, in C++ with the same types.
std::vector<uint32_t> hostSelects(const std::vector<uint32_t>& in, uint32_t u) {
  std::vector<uint32_t> want(kGrid * kWords);
  for (uint32_t i = 0; i < kGrid; ++i) {
    uint32_t* o = &want[i * kWords];
    int32_t x = static_cast<int32_t>(in[i]);
    int64_t lx = static_cast<int64_t>(x) * 1000003 - 7;
    float f = static_cast<float>(x) * 0.25f;
    double d = static_cast<double>(x) * 1.5;
    o[0] = static_cast<uint32_t>(x > 3 ? x * 5 : x - 7);
    o[1] = static_cast<uint32_t>(x) < 10u ? static_cast<uint32_t>(x) << 2 : static_cast<uint32_t>(x) ^ 0xffu;
    int64_t l = (x & 1) ? lx + 3 : lx * -2;
    o[2] = static_cast<uint32_t>(l);
    o[3] = static_cast<uint32_t>(static_cast<uint64_t>(l) >> 32);
    o[4] = static_cast<uint32_t>(bitsOf(f < 1.0f ? f * 2.0f : f - 0.5f));
    double dd = x % 3 == 0 ? d + 1.0 : -d;
    o[5] = static_cast<uint32_t>(bitsOf(dd));
    o[6] = static_cast<uint32_t>(bitsOf(dd) >> 32);
    o[7] = static_cast<uint32_t>(x < 0 ? -1 : x == 0 ? 0 : x < 10 ? 1 : x < 100 ? 2 : 3);
    o[8] = static_cast<uint32_t>((x & 2) ? x * 3 : x + 11);
    o[9] = static_cast<uint32_t>(x > 5 ? x - 5 : x);
    o[10] = (x > 2 && x < 9) || x == 13;
    o[11] = x < -3 || (x > 40 && (x & 1));
    uint32_t g = i / 64;
    o[12] = static_cast<uint32_t>(u > 5u ? x + 1 : x - 1);
    o[13] = (g & 1u) ? u * 3u : u + 4u;
    int64_t ul = u > 2u ? static_cast<int64_t>(u) << 33 : static_cast<int64_t>(u) - 9;
    o[14] = static_cast<uint32_t>(ul);
    o[15] = static_cast<uint32_t>(static_cast<uint64_t>(ul) >> 32);
    o[16] = static_cast<uint32_t>(bitsOf((u & 1u) ? static_cast<float>(u) * 0.5f : static_cast<float>(g)));
    double ud = g == 2u ? static_cast<double>(u) * 0.125 : static_cast<double>(g);
    o[17] = static_cast<uint32_t>(bitsOf(ud));
    o[18] = static_cast<uint32_t>(bitsOf(ud) >> 32);
    o[19] = g > 1u ? u + g : u * g;
  }
  return want;
}

}  // namespace

TEST_CASE("cc select: ?: - if/else and && / || on int, long, float and double match the host at -O0 and -O2") {
  std::vector<uint32_t> in(kGrid);
  for (uint32_t i = 0; i < kGrid; ++i) in[i] = static_cast<uint32_t>(static_cast<int32_t>(i * 37 % 211) - 60);
  for (const auto& t : test::codegenTargets())
    for (int opt : {0, 2}) {
      std::vector<uint8_t> obj = compile(kSelects, t, opt);
      for (uint32_t u : {1u, 8u}) {
        INFO(t.label() << " -O" << opt << " u=" << u);
        device::LaunchRequest req = test::outInLaunch(kGrid * kWords * 4, in.data(), in.size() * 4, kGrid);
        device::HostArg scalar;
        scalar.bytes.resize(4);
        std::memcpy(scalar.bytes.data(), &u, 4);
        req.args.push_back(scalar);
        auto r = device::launchKernel(obj, "select.hsaco", req);
        REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
        std::vector<uint32_t> got(kGrid * kWords);
        std::memcpy(got.data(), r.buffers[0].data(), got.size() * 4);
        std::vector<uint32_t> want = hostSelects(in, u);
        for (size_t w = 0; w < got.size(); ++w) {
          INFO("work-item " << w / kWords << " word " << w % kWords);
          REQUIRE(got[w] == want[w]);
        }
      }
    }
}

TEST_CASE("cc select: a short ?: compiles without a branch at -O2 - divergent and uniform") {
  // -O0 keeps the branch, as clang -O0 does; -O2 selects (v_cndmask for the per-lane condition,
  // s_cselect for the uniform one), so the kernel has no conditional branch at all.
  const std::string src = R"(
__kernel void k(__global int* out, __global const int* in, int n) {
  uint i = get_global_id(0);
  int x = in[i];
  out[i] = x > 3 ? x * 5 : x - 7;
  out[i + 256u] = n > 3 ? n * 5 : n - 7;
  out[i + 512u] = (x > n && x < 2 * n) ? as_int((float)x * 0.5f) : x;
})";
  for (const auto& t : test::codegenTargets()) {
    INFO(t.label());
    CHECK(hasConditionalBranch(kernelInstructions(compile(src, t, 0), "k")));
    std::vector<std::string> o2 = kernelInstructions(compile(src, t, 2), "k");
    CHECK(!o2.empty());
    CHECK_FALSE(hasConditionalBranch(o2));
  }
}
