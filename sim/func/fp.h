// Floating-point helpers: half conversion, the MODE register's denormal and rounding
// controls, output modifiers.
#pragma once
#include <bit>
#include <cfenv>
#include <cmath>
#include <cstdint>

#include "func/exec.h"
#include "isa/constants.h"

namespace gfxsim::func {

inline float halfToFloat(uint16_t h) {
  uint32_t sign = (h & 0x8000u) << 16, exp = (h >> 10) & 0x1f, mant = h & 0x3ffu;
  uint32_t bits;
  if (exp == 0) {
    if (mant == 0) bits = sign;
    else {
      int e = -1;
      do { ++e; mant <<= 1; } while (!(mant & 0x400u));
      bits = sign | (static_cast<uint32_t>(127 - 15 - e) << 23) | ((mant & 0x3ffu) << 13);
    }
  } else if (exp == 31) {
    bits = sign | 0x7f800000u | (mant << 13) | (mant ? 0x400000u : 0);
  } else {
    bits = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  }
  return std::bit_cast<float>(bits);
}
inline uint16_t floatToHalf(float f) { return isa::floatToHalf(f); }

// MODE: FP_ROUND [1:0] f32, [3:2] f64/f16; FP_DENORM [5:4] f32, [7:6] f64/f16 (bit 0: keep
// input denormals, bit 1: keep output denormals); DX10_CLAMP [8]; IEEE [9].
struct FpMode {
  bool keepIn32, keepOut32, keepIn64, keepOut64, dx10Clamp, ieee;
  unsigned round32, round64;
  explicit FpMode(uint32_t m)
      : keepIn32((m >> 4) & 1), keepOut32((m >> 5) & 1), keepIn64((m >> 6) & 1), keepOut64((m >> 7) & 1),
        dx10Clamp((m >> 8) & 1), ieee((m >> 9) & 1), round32(m & 3), round64((m >> 2) & 3) {}
};

inline float flush(float v, bool keep) { return (!keep && std::fpclassify(v) == FP_SUBNORMAL) ? std::copysign(0.0f, v) : v; }
inline double flush(double v, bool keep) { return (!keep && std::fpclassify(v) == FP_SUBNORMAL) ? std::copysign(0.0, v) : v; }

// Output modifiers and clamp (omod 1: *2, 2: *4, 3: /2; clamp to [0, 1], NaN to 0 in DX10 mode).
template <class T>
inline T outMods(T v, const DecodedInst& d, const FpMode& mode) {
  if (d.omod == 1) v *= 2;
  else if (d.omod == 2) v *= 4;
  else if (d.omod == 3) v *= static_cast<T>(0.5);
  if (d.clamp) {
    if (std::isnan(v)) v = mode.dx10Clamp ? 0 : v;
    else v = v < 0 ? 0 : v > 1 ? 1 : v;
  }
  return v;
}

// Sets the host rounding mode for the instruction's precision when MODE asks for another
// than round-to-nearest-even (MODE encoding: 0 nearest, 1 +inf, 2 -inf, 3 zero).
class RoundingScope {
 public:
  explicit RoundingScope(unsigned mode) : active_(mode != 0) {
    if (!active_) return;
    saved_ = std::fegetround();
    std::fesetround(mode == 1 ? FE_UPWARD : mode == 2 ? FE_DOWNWARD : FE_TOWARDZERO);
  }
  ~RoundingScope() {
    if (active_) std::fesetround(saved_);
  }
  RoundingScope(const RoundingScope&) = delete;
  RoundingScope& operator=(const RoundingScope&) = delete;

 private:
  bool active_;
  int saved_ = FE_TONEAREST;
};

}  // namespace gfxsim::func
