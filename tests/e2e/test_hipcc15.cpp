// What Debian's ROCm 5.2.3 hipcc (clang-15) emits, decoded, printed and run by gfxsim. The
// references are LLVM 15's own outputs, committed in tests/golden/hipcc15 (see its README), and
// host computations:
//  * gfxsim disasm prints llvm-objdump-15's text for hipcc's gfx900, gfx90a and gfx1030 code
//    objects (live: those files are what llvm-objdump-15 prints today);
//  * every gfx10 v_cmpx_*_e64 row as llvm-mc-15 encodes it (vdst 0, where llvm-mc-19 writes
//    exec_lo's number) disassembles to llvm-mc-15's text, and gfxsim assembles that text to
//    llvm-mc-19's bytes (live: both assemblers are asked);
//  * such a v_cmpx writes EXEC and nothing else, in wave32 and wave64;
//  * the hipcc kernels run in the functional simulator and match host references.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <fstream>
#include <random>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "disasm/disassembler.h"
#include "disasm/object_printer.h"
#include "isa/description.h"
#include "support/fileio.h"
#include "support/func_kernel.h"
#include "support/test_util.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

namespace {

const char* kHipTargets[] = {"gfx900", "gfx90a", "gfx1030"};

std::string goldenPath(const std::string& rel) { return test::sourcePath("tests/golden/hipcc15/" + rel); }

std::vector<uint8_t> hipObject(const std::string& target) { return readFileBytes(goldenPath(target + "/kernels-O2.hsaco")); }

// The v_cmpx lines of cmpx-gfx1030.mc15: llvm-mc-15's text and encoding.
std::vector<test::McLine> cmpxGolden() {
  auto lines = test::parseMcOutput(test::readText(goldenPath("cmpx-gfx1030.mc15")));
  REQUIRE(lines.size() >= 400);
  return lines;
}

std::vector<uint8_t> bytesOf(const test::McLine& l) {
  std::vector<uint8_t> b;
  for (int x : l.bytes) b.push_back(static_cast<uint8_t>(x));
  return b;
}

as::AsmOptions gfx1030(bool wave64) {
  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId("gfx1030", &why);
  o.target.wave64 = wave64;
  o.targetGiven = true;
  return o;
}

// Assembles one instruction with gfxsim.
std::vector<uint8_t> assembleOne(const std::string& text) {
  auto res = as::assemble(text + "\n", "cmpx.s", gfx1030(false));
  REQUIRE(res.listing.size() == 1);
  return res.listing[0].bytes;
}

// The VOP3 vdst field of a gfx10 word (from the description, not written here).
const isa::Field& vop3Vdst() {
  const isa::Field* f = isa::description("gfx10").format("VOP3")->field("vdst");
  REQUIRE(f);
  return *f;
}

uint64_t word64(std::span<const uint8_t> b) {
  uint64_t w = 0;
  for (size_t i = 0; i < 8 && i < b.size(); ++i) w |= static_cast<uint64_t>(b[i]) << (8 * i);
  return w;
}

}  // namespace

TEST_CASE("hipcc-15 kernels: gfxsim disasm prints llvm-objdump-15's instruction text") {
  size_t lines = 0, cmpxE64 = 0;
  for (const char* t : kHipTargets) {
    std::string path = goldenPath(std::string(t) + "/kernels-O2.hsaco");
    auto bytes = hipObject(t);
    auto ours = test::objdumpTextLines(disasm::printCodeObject(bytes, path));
    auto ref = test::objdumpTextLines(test::readText(goldenPath(std::string(t) + "/kernels-O2.objdump")));
    CHECK_MESSAGE(ours.size() == ref.size(), t << ": " << ours.size() << " lines vs llvm-objdump-15's " << ref.size());
    for (size_t i = 0; i < std::min(ours.size(), ref.size()); ++i) {
      if (ours[i] != ref[i]) {
        FAIL_CHECK(t << " line " << i << ":\n  llvm-objdump-15: " << ref[i] << "\n  gfxsim:          " << ours[i]);
        break;
      }
      if (ours[i].find("v_cmpx_") != std::string::npos && ours[i].find("_e64") != std::string::npos) ++cmpxE64;
    }
    lines += ref.size();
  }
  MESSAGE(lines << " lines of 3 code objects compared, " << cmpxE64 << " v_cmpx_*_e64");
  CHECK(lines > 1500);
  CHECK(cmpxE64 >= 4);  // clang-15's gfx1030 bounds checks
}

TEST_CASE("hipcc-15 kernels: the committed disassembly is llvm-objdump-15's (live)") {
  if (!test::haveTool("llvm-objdump-15")) {
    MESSAGE("llvm-objdump-15 not installed: live tier skipped");
    return;
  }
  for (const char* t : kHipTargets) {
    std::string out;
    REQUIRE(test::runCommand("llvm-objdump-15 -d " + goldenPath(std::string(t) + "/kernels-O2.hsaco"), &out) == 0);
    CHECK_MESSAGE(test::objdumpTextLines(out) == test::objdumpTextLines(test::readText(goldenPath(std::string(t) + "/kernels-O2.objdump"))),
                  t << ": llvm-objdump-15 prints something else now");
  }
}

TEST_CASE("gfx1030 v_cmpx_*_e64 as llvm-mc-15 encodes them (vdst 0) decode to llvm-mc-15's text") {
  const auto& d = isa::description("gfx10");
  const isa::Field& vdst = vop3Vdst();
  std::set<std::string> rows;
  auto golden = cmpxGolden();
  for (const auto& l : golden) {
    auto bytes = bytesOf(l);
    INFO(l.text);
    REQUIRE(bytes.size() >= 8);
    REQUIRE(vdst.extract(word64(bytes)) == 0);  // the encoding this test is about
    disasm::Options o;
    o.wave64 = false;
    auto dec = disasm::disassembleOne(d, bytes, o);
    CHECK(dec.valid);
    CHECK(dec.size == bytes.size());
    CHECK(test::normalizeSpace(dec.text) == l.text);
    // gfxsim's assembler writes llvm-mc-19's encoding: the same word with vdst = exec_lo.
    auto ours = assembleOne(l.text);
    REQUIRE(ours.size() == bytes.size());
    uint64_t want = vdst.insert(word64(bytes), *d.regNumber("exec_lo"));
    CHECK(word64(ours) == want);
    CHECK(std::equal(ours.begin() + 8, ours.end(), bytes.begin() + 8));  // the literal, if any
    rows.insert(l.text.substr(0, l.text.find(' ')));
  }
  MESSAGE(golden.size() << " llvm-mc-15 encodings of " << rows.size() << " v_cmpx_*_e64 rows decoded");
  CHECK(rows.size() == 95);  // every gfx10 v_cmpx VOP3 row
}

TEST_CASE("gfx1030 v_cmpx_*_e64: llvm-mc-15 still gives the committed bytes, llvm-mc-19 gives gfxsim's (live)") {
  if (!test::haveTool("llvm-mc-15") || !test::haveTool("llvm-mc-19")) {
    MESSAGE("llvm-mc-15/llvm-mc-19 not installed: live tier skipped");
    return;
  }
  auto golden = cmpxGolden();
  std::string src;
  for (const auto& l : golden) src += "\t" + l.text + "\n";
  std::string path = test::tempPath("cmpx-gfx1030.s");
  { std::ofstream(path) << src; }
  std::string out15, out19;
  REQUIRE(test::runCommand("llvm-mc-15 -arch=amdgcn -mcpu=gfx1030 -show-encoding " + path + " 2>&1", &out15) == 0);
  REQUIRE(test::runCommand("llvm-mc-19 -arch=amdgcn -mcpu=gfx1030 -show-encoding " + path + " 2>&1", &out19) == 0);
  auto mc15 = test::parseMcOutput(out15), mc19 = test::parseMcOutput(out19);
  REQUIRE(mc15.size() == golden.size());
  REQUIRE(mc19.size() == golden.size());
  for (size_t i = 0; i < golden.size(); ++i) {
    INFO(golden[i].text);
    CHECK(mc15[i].bytes == golden[i].bytes);
    CHECK(mc15[i].text == golden[i].text);
    CHECK(bytesOf(mc19[i]) == assembleOne(golden[i].text));
  }
}

TEST_CASE("gfx1030 v_cmpx_*_e64 with vdst 0 writes EXEC only (no SGPR destination, VCC kept)") {
  // Each compare as clang-15 encodes it (gfxsim's bytes with vdst 0: the previous test checks
  // that those are llvm-mc-15's), on the lane inputs v2.. of the harness.
  struct Case {
    const char* text;
    bool (*pred)(const LaneIn&);
  };
  const Case cases[] = {
      {"v_cmpx_gt_i32_e64 v2, v3", [](const LaneIn& l) { return static_cast<int32_t>(l[0]) > static_cast<int32_t>(l[1]); }},
      {"v_cmpx_le_u32_e64 v2, 0x8000", [](const LaneIn& l) { return l[0] <= 0x8000u; }},
      {"v_cmpx_lt_f32_e64 -v2, |v3|",
       [](const LaneIn& l) { return -std::bit_cast<float>(l[0]) < std::abs(std::bit_cast<float>(l[1])); }},
      {"v_cmpx_ne_u64_e64 v[4:5], v[6:7]", [](const LaneIn& l) { return pair(l[2], l[3]) != pair(l[4], l[5]); }},
      {"v_cmpx_class_f32_e64 v2, 0x3f0",  // classes 4-9: -denormal, -0, +0, +denormal, +normal, +inf
       [](const LaneIn& l) {
         float f = std::bit_cast<float>(l[0]);
         if (std::isnan(f)) return false;
         bool neg = std::signbit(f);
         int c = std::isinf(f) ? (neg ? 2 : 9) : std::fpclassify(f) == FP_NORMAL ? (neg ? 3 : 8)
               : std::fpclassify(f) == FP_SUBNORMAL                             ? (neg ? 4 : 7)
                                                                                : (neg ? 5 : 6);
         return ((0x3f0 >> c) & 1) != 0;
       }},
  };
  std::mt19937 rng(2024);
  std::vector<LaneIn> in(kLanes);
  for (unsigned lane = 0; lane < kLanes; ++lane) {
    for (auto& v : in[lane]) v = rng();
    if (lane % 3 == 0) in[lane][1] = in[lane][0];                  // equal operands
    if (lane % 4 == 1) in[lane][0] = fb(static_cast<float>(lane) - 30.0f);
    if (lane % 4 == 2) in[lane][0] = lane * 1000;                   // around the literal
    if (lane % 5 == 0) { in[lane][4] = in[lane][2]; in[lane][5] = in[lane][3]; }
    in[lane][11] = lane & 1;  // v13: VCC = odd lanes
    in[lane][12] = 0;         // v14 -> v20 starts at 0
  }
  const isa::Field& vdst = vop3Vdst();
  for (const Case& c : cases) {
    auto bytes = assembleOne(c.text);
    uint64_t w = vdst.insert(word64(bytes), 0);
    std::string words = ".long " + hex(static_cast<uint32_t>(w)) + ", " + hex(static_cast<uint32_t>(w >> 32));
    for (size_t k = 8; k + 4 <= bytes.size(); k += 4) {
      uint32_t lit;
      std::memcpy(&lit, bytes.data() + k, 4);
      words += ", " + hex(lit);
    }
    for (unsigned wave : {32u, 64u}) {
      Tgt t{"gfx1030", wave};
      std::string ex = wave == 64 ? "exec" : "exec_lo", sv = wave == 64 ? "s[10:11]" : "s10", mv = wave == 64 ? "s_mov_b64" : "s_mov_b32";
      std::string body = "  " + mv + " " + sv + ", " + ex + "\n"
                         "  s_mov_b32 s0, 0x5eed1234\n"          // vdst 0 names s0: it must survive
                         "  " + words + "   // " + c.text + "\n"
                         "  s_mov_b32 s12, exec_lo\n  s_mov_b32 s13, exec_hi\n"
                         "  v_mov_b32_e32 v20, 1\n"              // only the lanes left on
                         "  " + mv + " " + ex + ", " + sv + "\n"
                         "  v_mov_b32_e32 v21, s0\n  v_mov_b32_e32 v22, s12\n  v_mov_b32_e32 v23, s13\n";
      auto out = run(t, body, in);
      for (unsigned lane = 0; lane < kLanes; ++lane) {
        INFO(c.text << " wave" << wave << " lane " << lane);
        uint64_t mask = 0;
        unsigned base = lane - lane % wave;
        for (unsigned k = 0; k < wave; ++k)
          if (c.pred(in[base + k])) mask |= uint64_t{1} << k;
        CHECK(out[lane][0] == (c.pred(in[lane]) ? 1u : 0u));
        CHECK(out[lane][1] == 0x5eed1234u);
        CHECK(out[lane][2] == lo(mask));
        if (wave == 64) CHECK(out[lane][3] == hi(mask));
        CHECK(out[lane][4] == (lane & 1));  // VCC as it was
      }
    }
  }
}

namespace {

template <class T>
device::HostArg buffer(const std::vector<T>& v) {
  return bufferArg(v.data(), v.size() * sizeof(T));
}
template <class T>
device::HostArg scalar(T v) {
  device::HostArg a;
  a.bytes.resize(sizeof v);
  std::memcpy(a.bytes.data(), &v, sizeof v);
  return a;
}
template <class T>
std::vector<T> result(const device::LaunchResult& r, size_t arg) {
  std::vector<T> v(r.buffers[arg].size() / sizeof(T));
  std::memcpy(v.data(), r.buffers[arg].data(), v.size() * sizeof(T));
  return v;
}

struct Launch {
  std::string target;
  unsigned wave;
  device::LaunchResult go(const std::string& kernel, rt::Dim3 grid, rt::Dim3 block, std::vector<device::HostArg> args,
                        uint32_t dynLds = 0) const {
    device::LaunchRequest req;
    req.kernel = kernel;
    req.geometry.grid = grid;
    req.geometry.group = block;
    req.args = std::move(args);
    req.dynamicLdsBytes = dynLds;
    device::LaunchResult r = device::launchKernel(hipObject(target), target + "/kernels-O2.hsaco", req);
    REQUIRE_MESSAGE(!r.dispatch.fault, target << " " << kernel << ": " << (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
    CHECK(r.waveSize == wave);
    return r;
  }
};

// HIP 5.2's __shfl* lane selection (width = the wave size): the source lane, or the lane
// itself where the source falls outside the wave.
int32_t laneOf(const std::vector<int32_t>& v, unsigned i, unsigned wave, int src) {
  unsigned base = i - i % wave;
  return src >= 0 && src < static_cast<int>(wave) ? v[base + static_cast<unsigned>(src)] : v[i];
}

}  // namespace

TEST_CASE("hipcc-15 kernels run in the functional simulator and match host references") {
  std::mt19937 rng(15);
  for (const char* target : kHipTargets) {
    Launch L{target, std::string(target) == "gfx1030" ? 32u : 64u};
    INFO(target);
    {  // vadd: bounds check by v_cmpx_gt_i32_e64 on gfx1030
      const int n = 200;
      std::vector<float> a(n), b(n);
      for (int i = 0; i < n; ++i) { a[i] = static_cast<float>(rng() % 2000) / 8.0f - 100; b[i] = static_cast<float>(i) * 0.75f; }
      auto r = L.go("vadd", {256, 1, 1}, {64, 1, 1}, {buffer(a), buffer(b), buffer(std::vector<float>(256, -1.0f)), scalar(n)});
      auto c = result<float>(r, 2);
      for (int i = 0; i < 256; ++i) CHECK_MESSAGE(c[i] == (i < n ? a[i] + b[i] : -1.0f), "vadd " << i);
    }
    {  // clamp2d: 2D indexing, f32 compares
      const int w = 37, h = 19;
      std::vector<float> in(w * h);
      for (auto& v : in) v = static_cast<float>(static_cast<int>(rng() % 64) - 32) / 8.0f;
      auto r = L.go("clamp2d", {48, 20, 1}, {16, 4, 1}, {buffer(in), buffer(std::vector<float>(w * h)), scalar(w), scalar(h), scalar(-1.5f), scalar(2.0f)});
      auto out = result<float>(r, 1);
      for (int i = 0; i < w * h; ++i) CHECK_MESSAGE(out[i] == (in[i] > -1.5f && in[i] < 2.0f ? in[i] * 2 : in[i]), "clamp2d " << i);
    }
    {  // reduce: LDS tree with __syncthreads
      const int n = 1000;
      std::vector<int32_t> in(n);
      for (auto& v : in) v = static_cast<int32_t>(rng() % 20001) - 10000;
      auto r = L.go("reduce", {1024, 1, 1}, {128, 1, 1}, {buffer(in), buffer(std::vector<int32_t>(8)), scalar(n)});
      auto out = result<int32_t>(r, 1);
      for (int g = 0; g < 8; ++g) {
        int32_t s = 0;
        for (int i = g * 128; i < std::min(n, g * 128 + 128); ++i) s += in[i];
        CHECK_MESSAGE(out[g] == s, "reduce group " << g);
      }
    }
    {  // atomics: global add/max, LDS add, an atomicCAS loop
      const int n = 500;
      std::vector<int32_t> in(n);
      for (auto& v : in) v = static_cast<int32_t>(rng() % 100000);
      auto r = L.go("atomics", {512, 1, 1}, {128, 1, 1},
                    {buffer(in), buffer(std::vector<int32_t>(1)), buffer(std::vector<uint32_t>(1)), buffer(std::vector<int32_t>(8)),
                     buffer(std::vector<float>(1)), scalar(n)});
      int32_t sum = 0, mx = 0, fsum = 0;
      std::vector<int32_t> hist(8);
      for (int32_t v : in) { sum += v; mx = std::max(mx, v); ++hist[v & 7]; fsum += v & 15; }
      CHECK(result<int32_t>(r, 1)[0] == sum);
      CHECK(result<uint32_t>(r, 2)[0] == static_cast<uint32_t>(mx));
      CHECK(result<int32_t>(r, 3) == hist);
      CHECK(result<float>(r, 4)[0] == static_cast<float>(fsum));
    }
    {  // shuffles and ballots
      const int n = 150;
      std::vector<int32_t> in(n);
      for (auto& v : in) v = static_cast<int32_t>(rng() % 2001) - 1000;
      auto r = L.go("shuffles", {192, 1, 1}, {64, 1, 1},
                    {buffer(in), buffer(std::vector<int32_t>(2 * n)), buffer(std::vector<uint64_t>(n)), scalar(n)});
      auto out = result<int32_t>(r, 1);
      auto ballots = result<uint64_t>(r, 2);
      std::vector<int32_t> v(192, 0), s;
      std::copy(in.begin(), in.end(), v.begin());
      s = v;
      for (unsigned off = L.wave / 2; off > 0; off /= 2) {
        std::vector<int32_t> t(s.size());
        for (unsigned i = 0; i < s.size(); ++i) t[i] = s[i] + laneOf(s, i, L.wave, static_cast<int>(i % L.wave + off));
        s = t;
      }
      for (unsigned i = 0; i < static_cast<unsigned>(n); ++i) {
        unsigned lane = i % L.wave;
        uint64_t b = 0;
        for (unsigned k = 0; k < L.wave; ++k)
          if (v[i - lane + k] > 10) b |= uint64_t{1} << k;
        CHECK_MESSAGE(out[2 * i] == s[i], "shfl_down sum " << i);
        CHECK_MESSAGE(out[2 * i + 1] == laneOf(v, i, L.wave, static_cast<int>(lane ^ 1)) + laneOf(v, i, L.wave, 2) * 1000, "shfl " << i);
        CHECK_MESSAGE(ballots[i] == b, "ballot " << i);
      }
    }
    {  // divmix<double>: f64 compare and division, 32-bit integer division
      const int n = 128;
      std::vector<double> x(n);
      std::vector<int32_t> dv(n);
      for (int i = 0; i < n; ++i) {
        x[i] = static_cast<double>(static_cast<int>(rng() % 4001) - 2000) / 512.0;
        dv[i] = static_cast<int32_t>(rng() % 199) - 99;
        if (dv[i] == 0) dv[i] = 7;
      }
      auto r = L.go("_Z6divmixIdEvPKT_PKiPS0_Pii", {128, 1, 1}, {64, 1, 1},
                    {buffer(x), buffer(dv), buffer(std::vector<double>(n)), buffer(std::vector<int32_t>(2 * n)), scalar(n)});
      auto out = result<double>(r, 2);
      auto q = result<int32_t>(r, 3);
      for (int i = 0; i < n; ++i) {
        CHECK_MESSAGE(out[i] == (x[i] > 1.5 ? x[i] / 3 : x[i] * x[i]), "divmix " << i);
        CHECK_MESSAGE(q[2 * i] == (i * 7919 - 50000) / dv[i], "idiv " << i);
        CHECK_MESSAGE(static_cast<uint32_t>(q[2 * i + 1]) == static_cast<uint32_t>(i * 7919) % static_cast<uint32_t>(dv[i]), "urem " << i);
      }
    }
    {  // dynlds: dynamic LDS and a generic pointer into LDS or global memory
      const int n = 256;
      std::vector<int32_t> in(n);
      for (auto& v : in) v = static_cast<int32_t>(rng() % 1000);
      auto r = L.go("dynlds", {256, 1, 1}, {64, 1, 1}, {buffer(in), buffer(std::vector<int32_t>(n)), scalar(n)}, 64 * 4);
      auto out = result<int32_t>(r, 1);
      for (int i = 0; i < n; ++i) {
        int t = i % 64;
        int32_t v = (in[i] & 1) ? in[i - t + 63 - t] : 0;
        CHECK_MESSAGE(out[i] == v + 1, "dynlds " << i);
      }
    }
  }
}
