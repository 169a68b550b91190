// gfx11 WMMA (v_wmma_*) in the functional simulator. Two tiers:
// - clang-19's own gfx1100 builds (tests/golden/wmma, wave32 and wave64) of kernels that load
//   A, B and C in the documented register layout, call the WMMA builtins and store D; D is
//   compared with a GEMM of the logical matrices computed here on the host.
// - gfxsim-assembled bodies (support/func_kernel.h, wave64) for what clang does not emit:
//   neg_lo/neg_hi on the float forms, ABS/NEG on C, an inline-constant C, EXEC, MODE's
//   denormal controls and the float accumulation model.
// The host GEMMs are written from the layout and the model described in sim/func/ops_wmma.cpp
// and sim/isa/QUIRKS.md: the integer forms are exact (wrap or, with clamp, saturate to i32);
// the float forms are the stated model (per output, C then 16 fused multiply-adds in k order,
// each rounded to f32 nearest even; 16-bit outputs rounded once more), which the host
// computes with std::fmaf.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "support/codeobject_util.h"
#include "support/func_kernel.h"
#include "support/test_util.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

#include "support/wmma_model.h"

using namespace gfxsim::test::wmma;

namespace {

// ---------------------------------------------------------------------------------------
// The clang-19 kernels.
std::vector<uint8_t> goldenObject(bool w64) {
  return cotest::readBytes(test::sourcePath(std::string("tests/golden/wmma/wmma-gfx1100-") + (w64 ? "w64" : "w32") + ".hsaco"));
}

WmmaObjects goldenObjects() { return {goldenObject(false), goldenObject(true)}; }

}  // namespace

TEST_CASE("func wmma: clang-19's f32 += f16/bf16 kernels match a host GEMM (wave32, wave64)") { checkF32Kernels(goldenObjects()); }

TEST_CASE("func wmma: clang-19's f16/bf16-output kernels (op_sel 0 and 1) match a host GEMM, the other half is C's") {
  checkF16Kernels(goldenObjects());
}

TEST_CASE("func wmma: clang-19's iu8/iu4 kernels are exact: signedness flags, i32 wraparound and clamp") { checkIntKernels(goldenObjects()); }


TEST_CASE("func wmma: the golden kernels use every WMMA row and modifier they are meant to") {
  for (const char* w : {"w32", "w64"}) {
    std::string s = test::readText(test::sourcePath(std::string("tests/golden/wmma/wmma-gfx1100-") + w + ".s"));
    for (const char* inst :
         {"v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_bf16", "v_wmma_f16_16x16x16_f16", "v_wmma_bf16_16x16x16_bf16",
          "v_wmma_i32_16x16x16_iu8", "v_wmma_i32_16x16x16_iu4", "op_sel:[0,0,1]", "neg_lo:[1,0,0] clamp", "neg_lo:[0,1,0] clamp",
          "neg_lo:[1,1,0]"})
      CHECK_MESSAGE(s.find(inst) != std::string::npos, w << ": clang-19 no longer emits " << inst);
  }
}

TEST_CASE("func wmma: a rebuild of the golden kernels with clang-19 gives the same code (live)") {
  if (!test::haveTool("clang-19") || !test::haveTool("ld.lld-19") || !test::haveTool("llvm-objcopy-19")) {
    MESSAGE("clang-19, ld.lld-19 or llvm-objcopy-19 not installed: live tier skipped");
    return;
  }
  std::string dir = test::sourcePath("tests/golden/wmma");
  std::string out = test::tempPath("wmma_rebuild");
  std::string log;
  int rc = test::runCommand("sh " + dir + "/build.sh " + out + " 2>&1", &log);
  REQUIRE_MESSAGE(rc == 0, log);
  for (const char* w : {"w32", "w64"}) {
    std::string base = std::string("wmma-gfx1100-") + w;
    auto text = [&](const std::string& obj, const std::string& to) {
      std::string l;
      REQUIRE(test::runCommand("llvm-objcopy-19 --dump-section .text=" + to + " " + obj + " " + to + ".elf 2>&1", &l) == 0);
      return test::readText(to);
    };
    CHECK_MESSAGE(text(dir + "/" + base + ".hsaco", out + "/golden-" + w + ".text") == text(out + "/" + base + ".hsaco", out + "/new-" + w + ".text"),
                  base << ".hsaco: the .text section differs from clang-19's rebuild");
    CHECK_MESSAGE(test::readText(dir + "/" + base + ".s") == test::readText(out + "/" + base + ".s"), base << ".s differs from clang-19's output");
  }
}

TEST_CASE("func wmma: gfxsim disasm prints the golden objects as llvm-objdump-19 does (live, wave64 C/D are 4 registers)") {
  // The wave size comes from the kernel descriptor for gfxsim, from --mattr for llvm-objdump.
  if (!test::haveTool("llvm-objdump-19")) {
    MESSAGE("llvm-objdump-19 not installed: live tier skipped");
    return;
  }
  for (const char* w : {"w32", "w64"}) {
    CAPTURE(w);
    std::string obj = test::sourcePath(std::string("tests/golden/wmma/wmma-gfx1100-") + w + ".hsaco");
    std::string ref;  // llvm-objdump decodes gfx11 code as wave32 unless told the wave size
    std::string attr = std::string(w) == "w64" ? " --mattr=+wavefrontsize64" : "";
    REQUIRE(test::runCommand("llvm-objdump-19" + attr + " -d " + obj + " 2>&1", &ref) == 0);
    test::CliOutcome ours = test::runGfxsim("disasm " + obj);
    REQUIRE_MESSAGE(ours.rc == 0, ours.out);
    auto want = test::objdumpTextLines(ref), got = test::objdumpTextLines(ours.out);
    unsigned wmma = 0;
    for (const auto& l : want) wmma += l.find("v_wmma_") != std::string::npos;
    CHECK(wmma == 15);
    REQUIRE(got.size() == want.size());
    for (size_t i = 0; i < want.size(); ++i) CHECK_MESSAGE(got[i] == want[i], "line " << i << ": gfxsim `" << got[i] << "`, llvm-objdump `" << want[i] << "`");
  }
}

// ---------------------------------------------------------------------------------------
// Assembled bodies, wave64: A in v[2:9], B in v[10:17] (lanes 16-63 copy lanes 0-15), D in
// v[20:23]; C is v[20:23] as the harness starts it (a copy of v[14:17], i.e. B's registers
// 4-7) or an inline constant.
namespace {

struct AsmCase {
  std::vector<LaneIn> in;
  Mat a{}, b{};  // logical matrices (f16 values)
  std::array<std::array<uint32_t, 16>, 16> c{};  // C as the harness leaves it in v[20:23]
};

// f16 A and B from `pick(row or column, k)`, packed in the WMMA layout.
AsmCase makeCase(const std::function<uint16_t(unsigned, unsigned, bool)>& pick) {
  AsmCase t;
  t.in.assign(kLanes, LaneIn{});
  uint16_t ab[2][16][16];  // [matrix][row of A / column of B][k]
  for (unsigned m = 0; m < 2; ++m)
    for (unsigned r = 0; r < 16; ++r)
      for (unsigned k = 0; k < 16; ++k) ab[m][r][k] = pick(r, k, m == 1);
  for (unsigned l = 0; l < kLanes; ++l)
    for (unsigned v = 0; v < 8; ++v) {
      t.in[l][v] = ab[0][l % 16][2 * v] | (static_cast<uint32_t>(ab[0][l % 16][2 * v + 1]) << 16);
      t.in[l][8 + v] = ab[1][l % 16][2 * v] | (static_cast<uint32_t>(ab[1][l % 16][2 * v + 1]) << 16);
    }
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned k = 0; k < 16; ++k) {
      t.a[i][k] = h2f(ab[0][i][k]);
      t.b[k][i] = h2f(ab[1][i][k]);
    }
  // C[i][j]: register i/4 of D (v20+i/4, started as v14+i/4 = input dword 12+i/4), lane 16*(i%4)+j.
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) t.c[i][j] = t.in[16 * (i % 4) + j][12 + i / 4];
  return t;
}

// D[i][j] of an f32-output run: v(20 + i/4), lane 16*(i%4)+j.
uint32_t dOf(const std::vector<LaneOut>& out, unsigned i, unsigned j) { return out[16 * (i % 4) + j][i / 4]; }

Mat cAsF32(const AsmCase& t) {
  Mat m{};
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) m[i][j] = bf(t.c[i][j]);
  return m;
}

void checkF32(const std::vector<LaneOut>& out, const Mat& want, const std::string& what) {
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) expectF32(dOf(out, i, j), want[i][j], what + " D[" + std::to_string(i) + "][" + std::to_string(j) + "]");
}

}  // namespace

TEST_CASE("func wmma: neg_lo / neg_hi negate the A and B halves, {neg_hi[2], neg_lo[2]} are {ABS, NEG} on C") {
  std::mt19937 rng(74);
  std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
  // Random values with some infinities and a NaN among them.
  auto t = makeCase([&](unsigned r, unsigned k, bool isB) {
    if (!isB && r == 3 && k == 5) return uint16_t{0x7c00};
    if (isB && r == 7 && k == 2) return uint16_t{0xfc00};
    if (isB && r == 11 && k == 9) return uint16_t{0x7e00};
    return f2h(dist(rng));
  });
  Mat c = cAsF32(t);
  struct Mod {
    const char* text;
    bool aLo, aHi, bLo, bHi, cAbs, cNeg;
  };
  const Mod mods[] = {{"", false, false, false, false, false, false},
                      {"neg_lo:[1,0,0]", true, false, false, false, false, false},
                      {"neg_hi:[1,0,0]", false, true, false, false, false, false},
                      {"neg_lo:[0,1,0] neg_hi:[0,1,0]", false, false, true, true, false, false},
                      {"neg_lo:[0,0,1]", false, false, false, false, false, true},
                      {"neg_hi:[0,0,1]", false, false, false, false, true, false},
                      {"neg_lo:[1,1,1] neg_hi:[0,1,1]", true, false, true, true, true, true}};
  for (const Mod& m : mods) {
    CAPTURE(m.text);
    auto out = run(kGfx1100W64, std::string("v_wmma_f32_16x16x16_f16 v[20:23], v[2:9], v[10:17], v[20:23] ") + m.text, t.in);
    Mat a = t.a, b = t.b, cc = c;
    for (unsigned i = 0; i < 16; ++i)
      for (unsigned k = 0; k < 16; ++k) {
        if ((k % 2 == 0 && m.aLo) || (k % 2 == 1 && m.aHi)) a[i][k] = -a[i][k];
        if ((k % 2 == 0 && m.bLo) || (k % 2 == 1 && m.bHi)) b[k][i] = -b[k][i];
        if (m.cAbs) cc[i][k] = std::fabs(cc[i][k]);
        if (m.cNeg) cc[i][k] = -cc[i][k];
      }
    checkF32(out, hostGemm(a, b, cc), m.text);
  }
}

TEST_CASE("func wmma: inline-constant C, EXEC ignored, f16 op_sel keeps the other half (wave64 assembly)") {
  std::mt19937 rng(75);
  std::uniform_int_distribution<int> small(-8, 8);
  auto t = makeCase([&](unsigned, unsigned, bool) { return f2h(small(rng) / 2.0f); });
  Mat ones{}, zeros{};
  for (auto& r : ones) r.fill(1.0f);
  // C = 1.0 (inline constant) and C = 0, with EXEC = 1 while the WMMA runs: every lane is written.
  auto out = run(kGfx1100W64,
                 "s_mov_b64 exec, 1\nv_wmma_f32_16x16x16_f16 v[20:23], v[2:9], v[10:17], 1.0\ns_mov_b64 exec, -1", t.in);
  checkF32(out, hostGemm(t.a, t.b, ones), "C = 1.0, EXEC = 1");
  out = run(kGfx1100W64, "v_wmma_f32_16x16x16_f16 v[20:23], v[2:9], v[10:17], 0", t.in);
  checkF32(out, hostGemm(t.a, t.b, zeros), "C = 0");
  // f16 output: op_sel[2] reads C from and writes D to the high halves; the low halves stay.
  for (bool hi : {false, true}) {
    CAPTURE(hi);
    auto o = run(kGfx1100W64,
                 std::string("v_wmma_f16_16x16x16_f16 v[20:23], v[2:9], v[10:17], v[20:23]") + (hi ? " op_sel:[0,0,1]" : ""), t.in);
    Mat c16{};
    for (unsigned i = 0; i < 16; ++i)
      for (unsigned j = 0; j < 16; ++j) c16[i][j] = h2f(static_cast<uint16_t>(t.c[i][j] >> (hi ? 16 : 0)));
    Mat want = hostGemm(t.a, t.b, c16);
    for (unsigned i = 0; i < 16; ++i)
      for (unsigned j = 0; j < 16; ++j) {
        uint32_t got = dOf(o, i, j), old = t.c[i][j];
        uint16_t res = static_cast<uint16_t>(got >> (hi ? 16 : 0)), kept = static_cast<uint16_t>(got >> (hi ? 0 : 16));
        CHECK_MESSAGE(res == f2h(want[i][j]), "f16 D[" << i << "][" << j << "]: got " << hex(res) << " want " << hex(f2h(want[i][j])));
        CHECK(kept == static_cast<uint16_t>(old >> (hi ? 0 : 16)));
      }
  }
}

TEST_CASE("func wmma: the float model adds the products one at a time in f32 (not an exact sum rounded once)") {
  // C = 1.0 and every product 2^-12 * 2^-13 = 2^-25: each step 1 + 2^-25 is a tie that rounds
  // to even, back to 1.0, so D = 1.0; an exact 16-term sum would give 1 + 2^-21 (0x3f800004).
  auto t = makeCase([](unsigned, unsigned, bool isB) { return isB ? f2h(std::ldexp(1.0f, -13)) : f2h(std::ldexp(1.0f, -12)); });
  auto out = run(kGfx1100W64, "v_wmma_f32_16x16x16_f16 v[20:23], v[2:9], v[10:17], 1.0", t.in);
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) CHECK(dOf(out, i, j) == fb(1.0f));
  // In the other order (C = 0): the products add exactly, 16 * 2^-25 = 2^-21.
  out = run(kGfx1100W64, "v_wmma_f32_16x16x16_f16 v[20:23], v[2:9], v[10:17], 0", t.in);
  CHECK(dOf(out, 5, 9) == fb(std::ldexp(1.0f, -21)));
}

TEST_CASE("func wmma: MODE's denormal controls apply to f16 inputs and to the f32 steps") {
  // A = the smallest f16 denormal (2^-24), B = 1: D = 16 * 2^-24 = 2^-20 with f16 denormals
  // kept, 0 when MODE flushes f16 input denormals.
  auto t = makeCase([](unsigned, unsigned, bool isB) { return isB ? uint16_t{0x3c00} : uint16_t{0x0001}; });
  auto keep = run(kGfx1100W64, "v_wmma_f32_16x16x16_f16 v[20:23], v[2:9], v[10:17], 0", t.in, kModeKeep);
  auto flush = run(kGfx1100W64, "v_wmma_f32_16x16x16_f16 v[20:23], v[2:9], v[10:17], 0", t.in, kModeFlush);
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) {
      CHECK(dOf(keep, i, j) == fb(std::ldexp(1.0f, -20)));
      CHECK(dOf(flush, i, j) == 0u);
    }
  // bf16 2^-70 * 2^-70 = 2^-140, an f32 denormal: kept, 16 * 2^-140 = 2^-136; flushed, 0.
  auto tb = makeCase([](unsigned, unsigned, bool) { return f2bf(std::ldexp(1.0f, -70)); });
  keep = run(kGfx1100W64, "v_wmma_f32_16x16x16_bf16 v[20:23], v[2:9], v[10:17], 0", tb.in, kModeKeep);
  flush = run(kGfx1100W64, "v_wmma_f32_16x16x16_bf16 v[20:23], v[2:9], v[10:17], 0", tb.in, kModeFlush);
  CHECK(dOf(keep, 0, 0) == fb(std::ldexp(1.0f, -136)));
  CHECK(dOf(flush, 0, 0) == 0u);
}
