// Floating-point core shared by the functional simulator's vector semantics and the compiler's
// IR interpreter (compiler/ir/interp.cpp): the MODE register's denormal and rounding controls,
// bit-level formats (f16/f32/f64) with one exact rounding routine, a fused multiply-add that
// rounds once (also with the post-scaling v_div_fmas needs), and half conversions. Pure
// functions of bits and mode only (no wave or instruction state: see fp.h for that).
//
// The f32/f64 arithmetic of most instructions runs on the host (IEEE binary32/binary64,
// with the host rounding mode set from MODE); the f16 arithmetic, the conversions into
// narrower formats and the division helpers round here, in integer arithmetic, so that
// their results do not depend on the host's floating-point environment.
#pragma once
#include <bit>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <type_traits>

#include "isa/constants.h"

namespace gfxsim::func {

__extension__ typedef unsigned __int128 u128;

// ---------------------------------------------------------------------------------------
// Half conversions (exact widening; narrowing rounds to nearest even).
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

// ---------------------------------------------------------------------------------------
// MODE: FP_ROUND [1:0] f32, [3:2] f64/f16; FP_DENORM [5:4] f32, [7:6] f64/f16 (bit 0: keep
// input denormals, bit 1: keep output denormals); DX10_CLAMP [8]; IEEE [9]. Half precision
// shares the f64 controls. Rounding encoding: 0 nearest even, 1 +inf, 2 -inf, 3 zero.
struct FpMode {
  bool keepIn32, keepOut32, keepIn64, keepOut64, dx10Clamp, ieee;
  unsigned round32, round64;
  explicit FpMode(uint32_t m)
      : keepIn32((m >> 4) & 1), keepOut32((m >> 5) & 1), keepIn64((m >> 6) & 1), keepOut64((m >> 7) & 1),
        dx10Clamp((m >> 8) & 1), ieee((m >> 9) & 1), round32(m & 3), round64((m >> 2) & 3) {}
  bool keepIn16() const { return keepIn64; }
  bool keepOut16() const { return keepOut64; }
  unsigned round16() const { return round64; }
};

inline float flush(float v, bool keep) { return (!keep && std::fpclassify(v) == FP_SUBNORMAL) ? std::copysign(0.0f, v) : v; }
inline double flush(double v, bool keep) { return (!keep && std::fpclassify(v) == FP_SUBNORMAL) ? std::copysign(0.0, v) : v; }

// Sets the host rounding mode for the instruction's precision when MODE asks for another
// than round-to-nearest-even.
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

// ---------------------------------------------------------------------------------------
// Bit-level formats.
template <class B, int Frac, int Bias>
struct Fmt {
  using Bits = B;
  static constexpr int frac = Frac, bias = Bias, width = static_cast<int>(sizeof(B) * 8);
  static constexpr B sign = static_cast<B>(B(1) << (width - 1));
  static constexpr B inf = static_cast<B>(((B(1) << (width - 1 - Frac)) - 1) << Frac);  // exponent mask
  static constexpr B quiet = static_cast<B>(B(1) << (Frac - 1));
  static constexpr B fracMask = static_cast<B>((B(1) << Frac) - 1);
  static constexpr B maxFinite = static_cast<B>(inf - 1);
  static constexpr B defaultNan = static_cast<B>(sign | inf | quiet);  // the hardware's default NaN
  static constexpr int expField(B b) { return static_cast<int>((b & inf) >> Frac); }
  static constexpr bool isNan(B b) { return static_cast<B>(b & ~sign) > inf; }
  static constexpr bool isInf(B b) { return static_cast<B>(b & ~sign) == inf; }
  static constexpr bool isZero(B b) { return static_cast<B>(b & ~sign) == 0; }
  static constexpr bool isDenorm(B b) { return expField(b) == 0 && (b & fracMask) != 0; }
  static constexpr bool isSignaling(B b) { return isNan(b) && !(b & quiet); }
  static constexpr bool neg(B b) { return (b & sign) != 0; }
  static constexpr B quieten(B b) { return static_cast<B>(b | quiet); }
  static constexpr B flush(B b, bool keep) { return (!keep && expField(b) == 0) ? static_cast<B>(b & sign) : b; }
};
using F16 = Fmt<uint16_t, 10, 15>;
using F32 = Fmt<uint32_t, 23, 127>;
using F64 = Fmt<uint64_t, 52, 1023>;
// bfloat16 (gfx11 dot products): the top half of an f32, so it uses the f32 MODE controls.
using BF16 = Fmt<uint16_t, 7, 127>;

inline float f32(uint32_t v) { return std::bit_cast<float>(v); }
inline uint32_t bits(float v) { return std::bit_cast<uint32_t>(v); }
inline double f64(uint64_t v) { return std::bit_cast<double>(v); }
inline uint64_t bits(double v) { return std::bit_cast<uint64_t>(v); }

inline int topBit(u128 v) {
  uint64_t hi = static_cast<uint64_t>(v >> 64);
  return hi ? 127 - std::countl_zero(hi) : 63 - std::countl_zero(static_cast<uint64_t>(v));
}

inline u128 shiftRightJam(u128 v, int n) {
  if (n <= 0) return v;
  if (n >= 128) return v != 0;
  return (v >> n) | static_cast<u128>((v << (128 - n)) != 0);
}

// The overflow result of rounding mode `rm`: infinity, or the largest finite value when
// the mode rounds toward zero for this sign.
template <class F>
inline typename F::Bits overflowValue(bool negative, unsigned rm) {
  bool toInf = rm == 0 || (rm == 1 && !negative) || (rm == 2 && negative);
  return static_cast<typename F::Bits>((negative ? F::sign : 0) | (toInf ? F::inf : F::maxFinite));
}

// Rounds sig * 2^exp (sig > 0 or == 0) into format F once, with rounding mode rm (MODE
// encoding) and gradual underflow; a subnormal result becomes a signed zero when
// `keepDenorm` is false.
template <class F>
inline typename F::Bits roundPack(bool negative, u128 sig, int exp, unsigned rm, bool keepDenorm) {
  using B = typename F::Bits;
  B sign = negative ? F::sign : B(0);
  if (sig == 0) return sign;
  int top = topBit(sig);
  if (top + exp > F::bias) return overflowValue<F>(negative, rm);
  int normalShift = top - F::frac;                 // keep frac+1 significant bits
  int subShift = (1 - F::bias - F::frac) - exp;    // the subnormal quantum
  int shift = normalShift > subShift ? normalShift : subShift;
  u128 kept;
  bool inexact = false, roundUp = false;
  if (shift <= 0) {
    kept = sig << -shift;
  } else {
    kept = shift >= 128 ? 0 : sig >> shift;
    bool guard = shift <= 128 && ((sig >> (shift - 1)) & 1) != 0;
    bool sticky = shift > 128 ? sig != 0 : shift > 1 && (sig << (129 - shift)) != 0;
    inexact = guard || sticky;
    roundUp = (rm == 0 && guard && (sticky || (kept & 1))) || (rm == 1 && !negative && inexact) ||
              (rm == 2 && negative && inexact);
  }
  if (roundUp) ++kept;
  int e = exp + shift + F::frac;  // exponent of the leading bit when kept has frac+1 bits
  if (kept >> (F::frac + 1)) {
    kept >>= 1;
    ++e;
  }
  if (e > F::bias) return overflowValue<F>(negative, rm);
  if (!(kept >> F::frac)) {  // subnormal (or zero after rounding)
    if (!keepDenorm) return sign;
    return static_cast<B>(sign | static_cast<B>(kept));
  }
  return static_cast<B>(sign | (static_cast<B>(e + F::bias) << F::frac) | (static_cast<B>(kept) & F::fracMask));
}

// Significand and exponent of a finite value: v = sig * 2^exp.
template <class F>
inline void unpack(typename F::Bits b, u128& sig, int& exp) {
  int e = F::expField(b);
  sig = static_cast<u128>(b & F::fracMask) | (e ? (static_cast<u128>(1) << F::frac) : 0);
  exp = (e ? e : 1) - F::bias - F::frac;
}

// Converts between formats with one rounding. NaNs keep the top bits of their payload and
// are quieted.
template <class To, class From>
inline typename To::Bits convert(typename From::Bits b, unsigned rm, bool keepDenormOut) {
  using B = typename To::Bits;
  bool negative = From::neg(b);
  B sign = negative ? To::sign : B(0);
  if (From::isNan(b)) {
    u128 payload = b & From::fracMask;
    payload = To::frac >= From::frac ? payload << (To::frac - From::frac) : payload >> (From::frac - To::frac);
    return static_cast<B>(sign | To::inf | To::quiet | static_cast<B>(payload));
  }
  if (From::isInf(b)) return static_cast<B>(sign | To::inf);
  u128 sig;
  int exp;
  unpack<From>(b, sig, exp);
  return roundPack<To>(negative, sig, exp, rm, keepDenormOut);
}

// A double (any f16/f32/f64 value widens to one exactly) rounded once into F.
template <class F>
inline typename F::Bits fromDouble(double v, unsigned rm, bool keepDenormOut) {
  return convert<F, F64>(bits(v), rm, keepDenormOut);
}
template <class F>
inline double toDouble(typename F::Bits b) {
  return f64(convert<F64, F>(b, 0, true));
}

// a * b + c (operands in format In), rounded once into format Out, scaled by 2^scale
// before that rounding (v_div_fmas). NaN operands: the first of a, b is returned quieted;
// invalid products (0 * inf, inf - inf) give the default NaN before a NaN c is considered.
template <class In, class Out = In>
inline typename Out::Bits fmaRound(typename In::Bits a, typename In::Bits b, typename In::Bits c, unsigned rm,
                                   bool keepDenormOut, int scale = 0) {
  using B = typename In::Bits;
  using OB = typename Out::Bits;
  auto nanOut = [&](B v) { return convert<Out, In>(In::quieten(v), rm, true); };
  B am = static_cast<B>(a & ~In::sign), bm = static_cast<B>(b & ~In::sign), cm = static_cast<B>(c & ~In::sign);
  bool pn = ((a ^ b) & In::sign) != 0, cn = (c & In::sign) != 0;
  if (am > In::inf) return nanOut(a);
  if (bm > In::inf) return nanOut(b);
  if ((am == In::inf && bm == 0) || (bm == In::inf && am == 0) ||
      ((am == In::inf || bm == In::inf) && cm == In::inf && pn != cn))
    return Out::defaultNan;
  if (cm > In::inf) return nanOut(c);
  if (am == In::inf || bm == In::inf) return static_cast<OB>((pn ? Out::sign : 0) | Out::inf);
  if (cm == In::inf) return static_cast<OB>((cn ? Out::sign : 0) | Out::inf);
  u128 as, bs, cs;
  int ae, be, ce;
  unpack<In>(a, as, ae);
  unpack<In>(b, bs, be);
  unpack<In>(c, cs, ce);
  u128 product = as * bs, addend = cs;
  int pe = ae + be, se = ce;
  if (product == 0 && addend == 0) {
    bool negative = pn == cn ? pn : rm == 2;
    return negative ? Out::sign : OB(0);
  }
  if (product == 0) return roundPack<Out>(cn, addend, se + scale, rm, keepDenormOut);
  if (addend == 0) return roundPack<Out>(pn, product, pe + scale, rm, keepDenormOut);
  int pt = topBit(product), ct = topBit(addend);
  int top = pe + pt > se + ct ? pe + pt : se + ct;
  // Both terms normalized to bit 125 of a common scale; the smaller keeps a sticky bit.
  product = shiftRightJam(product << (125 - pt), top - pe - pt);
  addend = shiftRightJam(addend << (125 - ct), top - se - ct);
  bool negative;
  u128 sum;
  if (pn == cn) {
    sum = product + addend;
    negative = pn;
  } else if (product >= addend) {
    sum = product - addend;
    negative = pn;
  } else {
    sum = addend - product;
    negative = cn;
  }
  if (sum == 0) return rm == 2 ? Out::sign : OB(0);
  return roundPack<Out>(negative, sum, top - 125 + scale, rm, keepDenormOut);
}

// The first NaN of the operands, quieted; the default NaN when none is a NaN (an invalid
// operation produced the NaN).
template <class F>
inline typename F::Bits propagateNan(std::initializer_list<typename F::Bits> ops) {
  for (auto o : ops)
    if (F::isNan(o)) return F::quieten(o);
  return F::defaultNan;
}

}  // namespace gfxsim::func
