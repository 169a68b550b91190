// gfx942's 8-bit float formats (sim/func/fp8.h) and the conversion instructions that use them
// (v_cvt_f32_fp8, v_cvt_pk_f32_bf8, v_cvt_pk_fp8_f32, v_cvt_sr_bf8_f32, ...), against a host
// model written from the formats' definition (AMD Instinct MI300 ISA reference guide: E4M3 with
// bias 8 and E5M2 with bias 16, "FNUZ": no infinities, no negative zero, 0x80 the NaN): values
// from sign, exponent and mantissa; nearest-even rounding by searching every encoding;
// stochastic rounding from the two neighbours of the value.
#include <doctest/doctest.h>

#include <cmath>
#include <random>
#include <vector>

#include "func/fp8.h"
#include "support/func_kernel.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

namespace {

struct Fmt {
  const char* name;
  unsigned man;
  int bias;
  bool bf8;
};
constexpr Fmt kE4M3{"fp8", 3, 8, false}, kE5M2{"bf8", 2, 16, true};
const Fmt kFmts[] = {kE4M3, kE5M2};

double value(const Fmt& f, unsigned v) {
  if (v == 0x80) return NAN;
  int e = static_cast<int>((v & 0x7f) >> f.man), m = static_cast<int>(v & ((1u << f.man) - 1));
  double mag = e == 0 ? std::ldexp(m, 1 - f.bias - static_cast<int>(f.man)) : std::ldexp((1 << f.man) + m, e - f.bias - static_cast<int>(f.man));
  return (v & 0x80) ? -mag : mag;
}
double maxFinite(const Fmt& f) { return value(f, 0x7f); }
double ulpAtMax(const Fmt& f) { return value(f, 0x7f) - value(f, 0x7e); }

// Round to nearest, ties to the even encoding; a value past the largest finite one by half an
// ulp or more is out of range (NaN, the encoding model of gfx942's conversions).
unsigned nearestEven(const Fmt& f, double x) {
  if (std::isnan(x) || std::isinf(x)) return 0x80;
  double a = std::fabs(x);
  double overflow = maxFinite(f) + ulpAtMax(f);
  unsigned best = 0;
  double bestD = a;
  for (unsigned v = 1; v <= 0x7f; ++v) {
    double d = std::fabs(value(f, v) - a);
    if (d < bestD || (d == bestD && !(v & 1) && (best & 1))) {
      best = v;
      bestD = d;
    }
  }
  double dOver = overflow - a;
  if (dOver < bestD || dOver == bestD) return 0x80;  // the virtual next value is "even"
  if (best == 0) return 0;
  return best | (x < 0 ? 0x80u : 0u);
}

// Stochastic rounding of a binary32 value whose discarded part is at most 32 bits: up when
// the discarded bits plus the low bits of rnd (as many) carry.
unsigned stochastic(const Fmt& f, float x, uint32_t rnd) {
  double a = std::fabs(static_cast<double>(x));
  unsigned lo = 0;
  for (unsigned v = 1; v <= 0x7f; ++v)
    if (value(f, v) <= a) lo = v;
  if (value(f, lo) == a) return lo == 0 ? 0 : lo | (x < 0 ? 0x80u : 0u);
  double step = lo == 0x7f ? ulpAtMax(f) : value(f, lo + 1) - value(f, lo);
  int e;
  std::frexp(x, &e);
  double f32ulp = std::ldexp(1.0, e - 24);
  int s = static_cast<int>(std::lround(std::log2(step / f32ulp)));
  REQUIRE(s <= 32);
  uint64_t rem = static_cast<uint64_t>((a - value(f, lo)) / f32ulp);
  uint64_t r = s == 32 ? rnd : (rnd & ((1ull << s) - 1));
  bool up = rem + r >= (1ull << s);
  unsigned v = lo + (up ? 1 : 0);
  if (v > 0x7f) return 0x80;
  if (v == 0) return 0;
  return v | (x < 0 ? 0x80u : 0u);
}

// Random binary32 values over (and a little beyond) the format's range.
float randomValue(const Fmt& f, std::mt19937& rng, int loExp) {
  int hiExp = f.bf8 ? 16 : 8;
  int e = loExp + static_cast<int>(rng() % static_cast<unsigned>(hiExp - loExp + 1));
  float v = std::ldexp(1.0f + static_cast<float>(rng() & 0x7fffff) / 8388608.0f, e);
  return (rng() & 1) ? -v : v;
}

void expectF32(uint32_t got, double want, const std::string& what) {
  if (std::isnan(want)) CHECK_MESSAGE(std::isnan(bf(got)), what << ": got " << hex(got) << ", want NaN");
  else CHECK_MESSAGE(got == fb(static_cast<float>(want)), what << ": got " << hex(got) << " want " << want);
}

}  // namespace

TEST_CASE("func fp8: every fp8/bf8 encoding decodes to its value, nearest-even and stochastic encoding match the host model") {
  for (const Fmt& f : kFmts) {
    CAPTURE(f.name);
    func::fp8::Format ff = f.bf8 ? func::fp8::kBf8 : func::fp8::kFp8;
    for (unsigned v = 0; v < 256; ++v) {
      CAPTURE(v);
      expectF32(func::fp8::decodeBits(ff, static_cast<uint8_t>(v)), value(f, v), "decode");
      // Each finite value encodes back to itself (negative zero to +0).
      if (v != 0x80) CHECK(func::fp8::encodeBits(ff, fb(static_cast<float>(value(f, v)))) == (v == 0 ? 0u : v));
    }
    std::mt19937 rng(f.bf8 ? 11 : 12);
    std::vector<float> xs = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1e-30f, -1e-30f};
    for (unsigned v = 0; v < 0x7f; ++v) {  // midpoints (ties), and values just around them
      float mid = static_cast<float>((value(f, v) + value(f, v + 1)) / 2);
      xs.insert(xs.end(), {mid, -mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY)});
    }
    float over = static_cast<float>(maxFinite(f) + ulpAtMax(f) / 2);
    xs.insert(xs.end(), {over, std::nextafter(over, 0.0f), -over});
    for (int n = 0; n < 4000; ++n) xs.push_back(randomValue(f, rng, f.bf8 ? -26 : -14));
    for (float x : xs) {
      CAPTURE(x);
      CHECK(func::fp8::encodeBits(ff, fb(x)) == nearestEven(f, x));
    }
    for (int n = 0; n < 4000; ++n) {
      float x = randomValue(f, rng, f.bf8 ? -26 : -19);
      uint32_t rnd = static_cast<uint32_t>(rng());
      CAPTURE(x);
      CAPTURE(rnd);
      CHECK(func::fp8::encodeBits(ff, fb(x), true, rnd) == stochastic(f, x, rnd));
    }
  }
}

TEST_CASE("func fp8: v_cvt_f32_fp8/bf8 and v_cvt_pk_f32_fp8/bf8 decode the selected bytes (e32, SDWA, e64 clamp)") {
  std::vector<LaneIn> in(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) in[l][0] = l | ((l + 64) << 8) | ((l + 128) << 16) | ((l + 192) << 24);
  for (const Fmt& f : kFmts) {
    CAPTURE(f.name);
    std::string n = f.name;
    auto out = run(kGfx942, "v_cvt_f32_" + n + "_e32 v20, v2", in);
    for (unsigned l = 0; l < kLanes; ++l) expectF32(out[l][0], value(f, l), "e32 byte 0");
    for (unsigned byte = 1; byte < 4; ++byte) {
      out = run(kGfx942, "v_cvt_f32_" + n + "_sdwa v20, v2 src0_sel:BYTE_" + std::to_string(byte), in);
      for (unsigned l = 0; l < kLanes; ++l) expectF32(out[l][0], value(f, l + 64 * byte), "sdwa byte " + std::to_string(byte));
    }
    out = run(kGfx942, "v_cvt_f32_" + n + "_e64 v20, v2 clamp", in);
    for (unsigned l = 0; l < kLanes; ++l) {
      double v = value(f, l);
      expectF32(out[l][0], v > 1 ? 1.0 : v, "e64 clamp");
    }
    out = run(kGfx942, "v_cvt_pk_f32_" + n + "_e32 v[20:21], v2", in);
    for (unsigned l = 0; l < kLanes; ++l) {
      expectF32(out[l][0], value(f, l), "pk byte 0");
      expectF32(out[l][1], value(f, l + 64), "pk byte 1");
    }
    out = run(kGfx942, "v_cvt_pk_f32_" + n + "_sdwa v[20:21], v2 src0_sel:WORD_1", in);
    for (unsigned l = 0; l < kLanes; ++l) {
      expectF32(out[l][0], value(f, l + 128), "pk word 1 byte 0");
      expectF32(out[l][1], value(f, l + 192), "pk word 1 byte 1");
    }
  }
}

TEST_CASE("func fp8: v_cvt_pk_fp8/bf8_f32 and v_cvt_sr_fp8/bf8_f32 round into the op_sel word or byte and keep the rest") {
  std::mt19937 rng(5);
  for (const Fmt& f : kFmts) {
    CAPTURE(f.name);
    std::string n = f.name;
    std::vector<LaneIn> in(kLanes);
    for (auto& l : in) {
      l[0] = fb(randomValue(f, rng, f.bf8 ? -26 : -19));  // v2
      l[1] = (rng() % 8 == 0) ? fb(static_cast<float>(maxFinite(f)) * 1.25f) : fb(randomValue(f, rng, -12));  // v3
      l[12] = static_cast<uint32_t>(rng());  // v14: v20's previous value
    }
    for (unsigned hiWord = 0; hiWord < 2; ++hiWord) {
      auto out = run(kGfx942, "v_cvt_pk_" + n + "_f32 v20, v2, v3" + (hiWord ? " op_sel:[0,0,1]" : ""), in);
      for (unsigned l = 0; l < kLanes; ++l) {
        uint32_t word = nearestEven(f, bf(in[l][0])) | (nearestEven(f, bf(in[l][1])) << 8);
        uint32_t want = hiWord ? (in[l][12] & 0xffffu) | (word << 16) : (in[l][12] & 0xffff0000u) | word;
        CHECK_MESSAGE(out[l][0] == want, "pk lane " << l << ": got " << hex(out[l][0]) << " want " << hex(want));
      }
    }
    auto out = run(kGfx942, "v_cvt_pk_" + n + "_f32 v20, -v2, |v3|", in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t word = nearestEven(f, -bf(in[l][0])) | (nearestEven(f, std::fabs(bf(in[l][1]))) << 8);
      CHECK(out[l][0] == ((in[l][12] & 0xffff0000u) | word));
    }
    for (unsigned byte = 0; byte < 4; ++byte) {
      // v_cvt_sr_<f>_f32 v20, v2, v14 op_sel:[0,0,b0,b1] (v14: the random bits too).
      out = run(kGfx942, "v_cvt_sr_" + n + "_f32 v20, v2, v14 op_sel:[0,0," + std::to_string(byte & 1) + "," + std::to_string(byte >> 1) + "]", in);
      for (unsigned l = 0; l < kLanes; ++l) {
        uint32_t b = stochastic(f, bf(in[l][0]), in[l][12]);
        uint32_t want = (in[l][12] & ~(0xffu << (8 * byte))) | (b << (8 * byte));
        CHECK_MESSAGE(out[l][0] == want, "sr byte " << byte << " lane " << l << ": got " << hex(out[l][0]) << " want " << hex(want));
      }
    }
  }
}
