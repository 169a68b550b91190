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

namespace {

// ---------------------------------------------------------------------------------------
// Host number formats (the host's _Float16 conversions round to nearest even).
float h2f(uint16_t h) { return static_cast<float>(std::bit_cast<_Float16>(h)); }
uint16_t f2h(float f) { return std::bit_cast<uint16_t>(static_cast<_Float16>(f)); }
float bf2f(uint16_t h) { return bf(static_cast<uint32_t>(h) << 16); }
uint16_t f2bf(float f) {  // round to nearest even; NaNs stay NaNs
  uint32_t u = fb(f);
  if (std::isnan(f)) return static_cast<uint16_t>((u >> 16) | 0x40);
  return static_cast<uint16_t>((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
bool nan16(uint16_t v, bool bf16) { return bf16 ? (v & 0x7fff) > 0x7f80 : (v & 0x7fff) > 0x7c00; }

using Mat = std::array<std::array<float, 16>, 16>;

// The float model: D[i][j] = C[i][j], then += A[i][k] * B[k][j] for k = 0..15, each step one
// fused multiply-add rounded to f32.
Mat hostGemm(const Mat& a, const Mat& b, const Mat& c) {
  Mat d{};
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) {
      float acc = c[i][j];
      for (unsigned k = 0; k < 16; ++k) acc = std::fmaf(a[i][k], b[k][j], acc);
      d[i][j] = acc;
    }
  return d;
}

void expectF32(uint32_t got, float want, const std::string& what) {
  if (std::isnan(want)) CHECK_MESSAGE(std::isnan(bf(got)), what << ": got " << hex(got) << ", want a NaN");
  else CHECK_MESSAGE(got == fb(want), what << ": got " << hex(got) << " (" << bf(got) << ") want " << hex(fb(want)) << " (" << want << ")");
}

// ---------------------------------------------------------------------------------------
// The clang-19 kernels.
std::vector<uint8_t> goldenObject(bool w64) {
  return cotest::readBytes(test::sourcePath(std::string("tests/golden/wmma/wmma-gfx1100-") + (w64 ? "w64" : "w32") + ".hsaco"));
}

template <class T>
device::HostArg arg(const std::vector<T>& v) {
  return bufferArg(v.data(), v.size() * sizeof(T));
}

// Runs kernel `k` as one wave and returns its D buffer (argument 0) as elements of type D.
template <class D, class A, class C>
std::vector<D> runGolden(bool w64, const std::string& k, size_t dElems, const std::vector<A>& a, const std::vector<A>& b,
                         const std::vector<C>& c) {
  static const std::vector<uint8_t> objs[2] = {goldenObject(false), goldenObject(true)};
  device::LaunchRequest req;
  req.kernel = k;
  unsigned n = w64 ? 64 : 32;
  req.geometry.grid = rt::Dim3{n, 1, 1};
  req.geometry.group = rt::Dim3{n, 1, 1};
  req.args = {bufferArg(nullptr, dElems * sizeof(D)), arg(a), arg(b), arg(c)};
  device::LaunchResult r = device::launchKernel(objs[w64], k, req);
  INFO(k << (w64 ? " wave64" : " wave32"));
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  REQUIRE(r.waveSize == n);
  std::vector<D> out(dElems);
  std::memcpy(out.data(), r.buffers[0].data(), dElems * sizeof(D));
  return out;
}

// Random 16-bit float matrices: `exact` draws small multiples of 1/4 (every product and sum
// is exact, so D does not depend on the accumulation model), otherwise values across
// several binades.
std::vector<uint16_t> randomHalves(std::mt19937& rng, size_t n, bool bf16, bool exact) {
  std::uniform_int_distribution<int> small(-12, 12);
  std::uniform_real_distribution<float> wide(-3.0f, 3.0f);
  std::uniform_int_distribution<int> scale(-6, 6);
  std::vector<uint16_t> v(n);
  for (auto& e : v) {
    float f = exact ? small(rng) / 4.0f : std::ldexp(wide(rng), scale(rng));
    e = bf16 ? f2bf(f) : f2h(f);
  }
  return v;
}

Mat matOf(const std::vector<uint16_t>& v, size_t base, bool bf16) {
  Mat m{};
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) m[i][j] = bf16 ? bf2f(v[base + 16 * i + j]) : h2f(v[base + 16 * i + j]);
  return m;
}

}  // namespace

TEST_CASE("func wmma: clang-19's f32 += f16/bf16 kernels match a host GEMM (wave32, wave64)") {
  std::mt19937 rng(71);
  for (bool w64 : {false, true})
    for (bool exact : {true, false}) {
      CAPTURE(w64);
      CAPTURE(exact);
      for (bool bf16 : {false, true}) {
        auto a = randomHalves(rng, 512, bf16, exact), b = randomHalves(rng, 512, bf16, exact);
        std::vector<float> c(256);
        std::uniform_real_distribution<float> cd(-8.0f, 8.0f);
        for (auto& e : c) e = exact ? std::round(cd(rng) * 4) / 4 : cd(rng);
        Mat cm{};
        for (unsigned i = 0; i < 256; ++i) cm[i / 16][i % 16] = c[i];
        Mat want = hostGemm(matOf(a, 0, bf16), matOf(b, 0, bf16), cm);
        auto d = runGolden<uint32_t>(w64, bf16 ? "f32_bf16" : "f32_f16", 256, a, b, c);
        for (unsigned i = 0; i < 256; ++i)
          expectF32(d[i], want[i / 16][i % 16], std::string(bf16 ? "f32_bf16" : "f32_f16") + " D[" + std::to_string(i / 16) + "][" +
                                                   std::to_string(i % 16) + "]");
        if (bf16) continue;
        // Two WMMAs chained through D (the second reads the first's result as C).
        Mat want2 = hostGemm(matOf(a, 256, false), matOf(b, 256, false), want);
        auto d2 = runGolden<uint32_t>(w64, "f32_f16_k32", 256, a, b, c);
        for (unsigned i = 0; i < 256; ++i)
          expectF32(d2[i], want2[i / 16][i % 16], "f32_f16_k32 D[" + std::to_string(i / 16) + "][" + std::to_string(i % 16) + "]");
      }
    }
}

TEST_CASE("func wmma: clang-19's f16/bf16-output kernels (op_sel 0 and 1) match a host GEMM, the other half is C's") {
  std::mt19937 rng(72);
  for (bool w64 : {false, true})
    for (bool exact : {true, false})
      for (bool bf16 : {false, true})
        for (bool hi : {false, true}) {
          std::string k = std::string(bf16 ? "bf16_bf16" : "f16_f16") + (hi ? "_hi" : "");
          CAPTURE(k);
          CAPTURE(w64);
          CAPTURE(exact);
          auto a = randomHalves(rng, 256, bf16, exact), b = randomHalves(rng, 256, bf16, exact);
          auto c = randomHalves(rng, 512, bf16, exact);  // C, then the other halves
          Mat want = hostGemm(matOf(a, 0, bf16), matOf(b, 0, bf16), matOf(c, 0, bf16));
          auto d = runGolden<uint16_t>(w64, k, 512, a, b, c);
          for (unsigned i = 0; i < 256; ++i) {
            float w = want[i / 16][i % 16];
            uint16_t wb = bf16 ? f2bf(w) : f2h(w);
            std::string what = k + " D[" + std::to_string(i / 16) + "][" + std::to_string(i % 16) + "]";
            if (nan16(wb, bf16)) CHECK_MESSAGE(nan16(d[i], bf16), what << ": got " << hex(d[i]) << ", want a NaN");
            else CHECK_MESSAGE(d[i] == wb, what << ": got " << hex(d[i]) << " want " << hex(wb));
            CHECK_MESSAGE(d[256 + i] == c[256 + i], k << ": the other half of D's register at " << i << " is not C's");
          }
        }
}

TEST_CASE("func wmma: clang-19's iu8/iu4 kernels are exact: signedness flags, i32 wraparound and clamp") {
  std::mt19937 rng(73);
  struct K {
    const char* name;
    unsigned bits;
    bool sa, sb, clamp;
  };
  const K kernels[] = {{"iu8_uu", 8, false, false, false},      {"iu8_ss", 8, true, true, false},
                       {"iu8_su_clamp", 8, true, false, true},  {"iu8_us_clamp", 8, false, true, true},
                       {"iu4_uu", 4, false, false, false},      {"iu4_su", 4, true, false, false},
                       {"iu4_ss_clamp", 4, true, true, true}};
  for (bool w64 : {false, true})
    for (const K& k : kernels) {
      CAPTURE(std::string(k.name));
      CAPTURE(w64);
      std::vector<uint8_t> a(256), b(256);
      for (auto& e : a) e = static_cast<uint8_t>(rng());
      for (auto& e : b) e = static_cast<uint8_t>(rng());
      // C: rows 0-3 near INT32_MAX, rows 4-7 near INT32_MIN (so that the sums wrap or
      // saturate), the rest anywhere.
      std::vector<int32_t> c(256);
      for (unsigned i = 0; i < 256; ++i) {
        int32_t off = static_cast<int32_t>(rng() % 64);
        c[i] = i < 64 ? INT32_MAX - off : i < 128 ? INT32_MIN + off : static_cast<int32_t>(rng());
      }
      auto d = runGolden<int32_t>(w64, k.name, 256, a, b, c);
      auto elem = [&](uint8_t v, bool s) -> int64_t {
        unsigned m = (1u << k.bits) - 1;
        int64_t e = v & m;
        return s && e > static_cast<int64_t>(m >> 1) ? e - (m + 1) : e;
      };
      unsigned outside = 0;
      for (unsigned i = 0; i < 16; ++i)
        for (unsigned j = 0; j < 16; ++j) {
          int64_t sum = c[16 * i + j];
          for (unsigned kk = 0; kk < 16; ++kk) sum += elem(a[16 * i + kk], k.sa) * elem(b[16 * kk + j], k.sb);
          outside += sum > INT32_MAX || sum < INT32_MIN;
          int32_t want = k.clamp ? static_cast<int32_t>(std::clamp<int64_t>(sum, INT32_MIN, INT32_MAX))
                                 : static_cast<int32_t>(static_cast<uint32_t>(sum));
          CHECK_MESSAGE(d[16 * i + j] == want, k.name << " D[" << i << "][" << j << "]: got " << d[16 * i + j] << " want " << want);
        }
      CHECK_MESSAGE(outside > 0, k.name << ": no sum left the i32 range (the data does not test wrap/clamp)");
    }
}

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
