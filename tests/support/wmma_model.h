// The WMMA host model shared by the tests that run WMMA kernels (sim/func/ops_wmma.cpp and
// sim/isa/QUIRKS.md: the integer forms exact, wrapping or, with clamp, saturating; the float
// forms C then 16 fused multiply-adds in k order, each rounded to f32, 16-bit outputs rounded
// once more), and the checks of the kernels of tests/golden/wmma/wmma.cl run from any build of
// that source: clang-19's golden objects (tests/unit/sim/func/test_func_wmma.cpp) or gfxsim
// cc's (tests/unit/compiler/driver/test_cc_matrix.cpp).
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "support/func_kernel.h"
#include "support/test_util.h"

namespace gfxsim::test::wmma {

using namespace gfxsim::test::funck;

// The wave32 and wave64 builds of wmma.cl.
struct WmmaObjects {
  std::vector<uint8_t> w32, w64;
};

// ---------------------------------------------------------------------------------------
// Host number formats (the host's _Float16 conversions round to nearest even).
inline float h2f(uint16_t h) { return static_cast<float>(std::bit_cast<_Float16>(h)); }
inline uint16_t f2h(float f) { return std::bit_cast<uint16_t>(static_cast<_Float16>(f)); }
inline float bf2f(uint16_t h) { return bf(static_cast<uint32_t>(h) << 16); }
inline uint16_t f2bf(float f) {  // round to nearest even; NaNs stay NaNs
  uint32_t u = fb(f);
  if (std::isnan(f)) return static_cast<uint16_t>((u >> 16) | 0x40);
  return static_cast<uint16_t>((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
inline bool nan16(uint16_t v, bool bf16) { return bf16 ? (v & 0x7fff) > 0x7f80 : (v & 0x7fff) > 0x7c00; }

using Mat = std::array<std::array<float, 16>, 16>;

// The float model: D[i][j] = C[i][j], then += A[i][k] * B[k][j] for k = 0..15, each step one
// fused multiply-add rounded to f32.
inline Mat hostGemm(const Mat& a, const Mat& b, const Mat& c) {
  Mat d{};
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) {
      float acc = c[i][j];
      for (unsigned k = 0; k < 16; ++k) acc = std::fmaf(a[i][k], b[k][j], acc);
      d[i][j] = acc;
    }
  return d;
}

inline void expectF32(uint32_t got, float want, const std::string& what) {
  if (std::isnan(want)) CHECK_MESSAGE(std::isnan(bf(got)), what << ": got " << hex(got) << ", want a NaN");
  else CHECK_MESSAGE(got == fb(want), what << ": got " << hex(got) << " (" << bf(got) << ") want " << hex(fb(want)) << " (" << want << ")");
}


template <class T>
device::HostArg arg(const std::vector<T>& v) {
  return bufferArg(v.data(), v.size() * sizeof(T));
}


template <class D, class A, class C>
std::vector<D> runGolden(const WmmaObjects& objs, bool w64, const std::string& k, size_t dElems, const std::vector<A>& a, const std::vector<A>& b,
                         const std::vector<C>& c) {
  device::LaunchRequest req;
  req.kernel = k;
  unsigned n = w64 ? 64 : 32;
  req.geometry.grid = rt::Dim3{n, 1, 1};
  req.geometry.group = rt::Dim3{n, 1, 1};
  req.args = {bufferArg(nullptr, dElems * sizeof(D)), arg(a), arg(b), arg(c)};
  device::LaunchResult r = device::launchKernel(w64 ? objs.w64 : objs.w32, k, req);
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
inline std::vector<uint16_t> randomHalves(std::mt19937& rng, size_t n, bool bf16, bool exact) {
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

inline Mat matOf(const std::vector<uint16_t>& v, size_t base, bool bf16) {
  Mat m{};
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) m[i][j] = bf16 ? bf2f(v[base + 16 * i + j]) : h2f(v[base + 16 * i + j]);
  return m;
}


// The f32-output kernels (f32_f16, f32_bf16, f32_f16_k32: two WMMAs chained through D).
inline void checkF32Kernels(const WmmaObjects& objs) {
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
        auto d = runGolden<uint32_t>(objs, w64, bf16 ? "f32_bf16" : "f32_f16", 256, a, b, c);
        for (unsigned i = 0; i < 256; ++i)
          expectF32(d[i], want[i / 16][i % 16], std::string(bf16 ? "f32_bf16" : "f32_f16") + " D[" + std::to_string(i / 16) + "][" +
                                                   std::to_string(i % 16) + "]");
        if (bf16) continue;
        // Two WMMAs chained through D (the second reads the first's result as C).
        Mat want2 = hostGemm(matOf(a, 256, false), matOf(b, 256, false), want);
        auto d2 = runGolden<uint32_t>(objs, w64, "f32_f16_k32", 256, a, b, c);
        for (unsigned i = 0; i < 256; ++i)
          expectF32(d2[i], want2[i / 16][i % 16], "f32_f16_k32 D[" + std::to_string(i / 16) + "][" + std::to_string(i % 16) + "]");
      }
    }
}

// The 16-bit-output kernels, op_sel 0 and 1: D in one half of each register, C's other half kept.
inline void checkF16Kernels(const WmmaObjects& objs) {
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
          auto d = runGolden<uint16_t>(objs, w64, k, 512, a, b, c);
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

// The iu8/iu4 kernels: signedness flags, i32 wraparound and clamp, exact.
inline void checkIntKernels(const WmmaObjects& objs) {
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
      auto d = runGolden<int32_t>(objs, w64, k.name, 256, a, b, c);
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

}  // namespace gfxsim::test::wmma
