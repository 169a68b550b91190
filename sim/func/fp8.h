// The 8-bit floating-point formats of gfx942 (CDNA3), in one place for the fp8/bf8 matrix
// instructions (ops_mfma.cpp) and the conversions v_cvt_*fp8*/v_cvt_*bf8* (ops_vfloat.cpp).
//
// AMD Instinct MI300 ISA reference guide, the FP8/BF8 data-format description; LLVM's APFloat
// names the same encodings Float8E4M3FNUZ and Float8E5M2FNUZ:
//   FP8 = E4M3: sign, 4 exponent bits (bias 8), 3 mantissa bits; largest finite 240.
//   BF8 = E5M2: sign, 5 exponent bits (bias 16), 2 mantissa bits; largest finite 57344.
// Both: an exponent field of 0 is subnormal (no hidden bit, exponent 1 - bias); there are no
// infinities and no negative zero; 0x80 (the "negative zero" pattern) is the only NaN.
// Every value of either format is exact as a binary32 normal.
//
// Encoding from binary32 (the conversions): round to nearest even, or stochastically (the
// discarded part of the significand plus random bits carries into the kept part). NaN and
// infinity inputs, and finite results beyond the largest finite value after rounding, give
// the NaN 0x80 (the instructions take no clamp on gfx942: a model, sim/isa/QUIRKS.md). A
// result that rounds to zero is +0 (0x00) whatever its sign.
#pragma once
#include <bit>
#include <cstdint>

namespace gfxsim::func::fp8 {

struct Format {
  unsigned expBits, manBits;
  int bias;
};
inline constexpr Format kFp8{4, 3, 8};
inline constexpr Format kBf8{5, 2, 16};
inline constexpr uint8_t kNan = 0x80;

// The value of an encoding, as binary32 bits (NaN: the default quiet NaN).
constexpr uint32_t decodeBits(Format f, uint8_t v) {
  if (v == kNan) return 0x7fc00000u;
  uint32_t sign = static_cast<uint32_t>(v >> 7) << 31;
  unsigned e = (v >> f.manBits) & ((1u << f.expBits) - 1);
  uint32_t m = v & ((1u << f.manBits) - 1);
  if (e == 0 && m == 0) return sign;
  int exp = static_cast<int>(e) - f.bias;  // unbiased exponent of a normal value
  if (e == 0) {                              // subnormal: normalise (binary32 keeps it normal)
    exp = 1 - f.bias;
    while (!(m >> f.manBits)) {
      m <<= 1;
      --exp;
    }
    m &= (1u << f.manBits) - 1;
  }
  return sign | (static_cast<uint32_t>(exp + 127) << 23) | (m << (23 - f.manBits));
}
inline float decode(Format f, uint8_t v) { return std::bit_cast<float>(decodeBits(f, v)); }

// Binary32 bits to the format. `stochastic`: round up when the discarded bits plus the low
// bits of `rnd` (as many as are discarded, at most 32, aligned to the discarded part's top)
// reach the next unit; otherwise round to nearest even.
constexpr uint8_t encodeBits(Format f, uint32_t x, bool stochastic = false, uint32_t rnd = 0) {
  uint32_t ef = (x >> 23) & 0xff, frac = x & 0x7fffff;
  if (ef == 0xff) return kNan;  // NaN or infinity
  uint8_t sign = static_cast<uint8_t>((x >> 31) << 7);
  if (ef == 0 && frac == 0) return 0;
  int e = ef == 0 ? -126 : static_cast<int>(ef) - 127;
  uint64_t sig = ef == 0 ? frac : (frac | 0x800000u);  // value = sig * 2^(e - 23)
  const int minExp = 1 - f.bias;
  int te = e < minExp ? minExp : e;                       // the result's exponent (before rounding)
  int s = te - static_cast<int>(f.manBits) - (e - 23);    // significand bits discarded (> 0)
  uint64_t kept = s >= 64 ? 0 : sig >> s;
  uint64_t rem = s >= 64 ? sig : sig & ((uint64_t{1} << s) - 1);
  bool up;
  if (stochastic) {
    uint64_t r = s >= 64 ? 0 : s <= 32 ? (rnd & ((uint64_t{1} << s) - 1)) : (static_cast<uint64_t>(rnd) << (s - 32));
    up = s < 64 && rem + r >= (uint64_t{1} << s);
  } else {
    uint64_t half = s >= 65 ? ~uint64_t{0} : uint64_t{1} << (s - 1);
    up = s <= 64 && (rem > half || (rem == half && (kept & 1)));
  }
  kept += up ? 1 : 0;
  if (kept == 0) return 0;
  if (kept >> (f.manBits + 1)) {  // rounding carried into a new binade
    kept >>= 1;
    ++te;
  }
  uint32_t field = (kept >> f.manBits) ? static_cast<uint32_t>(te + f.bias) : 0u;
  if (field >= (1u << f.expBits)) return kNan;  // beyond the largest finite value
  return static_cast<uint8_t>(sign | (field << f.manBits) | (kept & ((1u << f.manBits) - 1)));
}
inline uint8_t encode(Format f, float x, bool stochastic = false, uint32_t rnd = 0) {
  return encodeBits(f, std::bit_cast<uint32_t>(x), stochastic, rnd);
}

}  // namespace gfxsim::func::fp8
