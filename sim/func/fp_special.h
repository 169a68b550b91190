// The special floating-point instructions as pure functions of their operand bits: the
// transcendental unit (rcp, rsq, sqrt, exp, log, sin, cos), frexp/ldexp, the float-to-integer
// conversions, the division helpers (div_scale, div_fmas, div_fixup) and the min/max/med3
// ordering.
//
// Shared by the functional simulator's vector semantics (ops_vfloat.cpp wraps them with
// MODE's input flushing, host rounding mode and output modifiers) and the compiler's IR
// interpreter (compiler/ir/interp.cpp runs the Rcp/Rsq/Div*/Ldexp/Frexp*/Native*/Fmed3 intrinsics
// through them), so that the IR's reference semantics are exactly the simulated hardware's.
// Inputs are already flushed per MODE where the caller's instruction does so; results are
// before output-denormal flushing unless a function says otherwise.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <limits>

#include "func/fp_core.h"

namespace gfxsim::func {

// A host result as bits: a NaN becomes the first NaN operand, quieted (or the default NaN).
inline uint32_t res32(float r, std::initializer_list<uint32_t> ops) {
  return std::isnan(r) ? propagateNan<F32>(ops) : bits(r);
}
inline uint64_t res64(double r, std::initializer_list<uint64_t> ops) {
  return std::isnan(r) ? propagateNan<F64>(ops) : bits(r);
}

// ---------------------------------------------------------------------------------------
// Correctly rounded reciprocal square root. The hardware's V_RSQ has an error of up to
// 1 ULP; the simulator returns the correctly rounded value (a candidate from long double,
// then checked exactly against the neighbouring values or midpoints).

// Sign of W^2 * X * 2^k - 1 for W < 2^64, X < 2^64.
inline int signSqMul(u128 w, uint64_t x, int k) {
  u128 w2 = w * w;  // callers keep W below 2^56
  uint64_t lo64 = static_cast<uint64_t>(w2), hi64 = static_cast<uint64_t>(w2 >> 64);
  u128 lo = static_cast<u128>(lo64) * x, hi = static_cast<u128>(hi64) * x;
  // P = hi * 2^64 + lo, as three 64-bit words.
  uint64_t p0 = static_cast<uint64_t>(lo);
  u128 mid = (lo >> 64) + static_cast<uint64_t>(hi);
  uint64_t p1 = static_cast<uint64_t>(mid);
  uint64_t p2 = static_cast<uint64_t>(hi >> 64) + static_cast<uint64_t>(mid >> 64);
  int len = p2 ? 128 + 64 - std::countl_zero(p2) : p1 ? 64 + 64 - std::countl_zero(p1) : p0 ? 64 - std::countl_zero(p0) : 0;
  if (len == 0) return -1;
  int e = len - 1 + k;
  if (e > 0) return 1;
  if (e < 0) return -1;
  int pop = std::popcount(p0) + std::popcount(p1) + std::popcount(p2);
  return pop == 1 ? 0 : 1;
}

// t = x^(-1/2) compared with W * 2^k: sign of (t - W * 2^k).
inline int cmpRsq(uint64_t xs, int xe, u128 w, int k) { return -signSqMul(w, xs, 2 * k + xe); }

template <class F>
typename F::Bits rsqRound(double x, unsigned rm) {
  using B = typename F::Bits;
  u128 xsig;
  int xexp;
  unpack<F64>(bits(x), xsig, xexp);
  auto xs = static_cast<uint64_t>(xsig);
  long double y = 1.0L / std::sqrt(static_cast<long double>(x));
  B r = fromDouble<F>(static_cast<double>(y), 0, true);
  auto cmpValue = [&](B v) {  // sign(t - v)
    u128 s;
    int e;
    unpack<F>(v, s, e);
    return cmpRsq(xs, xexp, s, e);
  };
  auto cmpMid = [&](B lo) {  // sign(t - midpoint(lo, lo + 1 ulp))
    u128 s0, s1;
    int e0, e1;
    unpack<F>(lo, s0, e0);
    unpack<F>(static_cast<B>(lo + 1), s1, e1);
    int e = std::min(e0, e1);
    u128 w = (s0 << (e0 - e)) + (s1 << (e1 - e));
    return cmpRsq(xs, xexp, w, e - 1);
  };
  for (int guard = 0; guard < 8; ++guard) {
    if (rm == 0) {
      int lo = cmpMid(static_cast<B>(r - 1)), hi = cmpMid(r);
      if (lo < 0 || (lo == 0 && (r & 1))) r = static_cast<B>(r - 1);
      else if (hi > 0 || (hi == 0 && (r & 1))) r = static_cast<B>(r + 1);
      else break;
    } else if (rm == 1) {  // smallest value >= t
      if (cmpValue(r) > 0) r = static_cast<B>(r + 1);
      else if (cmpValue(static_cast<B>(r - 1)) <= 0) r = static_cast<B>(r - 1);
      else break;
    } else {  // largest value <= t (the result is positive)
      if (cmpValue(r) < 0) r = static_cast<B>(r - 1);
      else if (cmpValue(static_cast<B>(r + 1)) >= 0) r = static_cast<B>(r + 1);
      else break;
    }
  }
  return r;
}

// x^(-1/2) with the special cases: -0 -> -inf, +0 -> +inf, +inf -> +0, negative -> NaN.
template <class F>
typename F::Bits rsqBits(typename F::Bits a, unsigned rm) {
  if (F::isNan(a)) return F::quieten(a);
  if (F::isZero(a)) return static_cast<typename F::Bits>((a & F::sign) | F::inf);
  if (F::neg(a)) return F::defaultNan;
  if (F::isInf(a)) return 0;
  return rsqRound<F>(toDouble<F>(a), rm);
}

// ---------------------------------------------------------------------------------------
// Sine and cosine of x turns (the hardware's V_SIN/V_COS take revolutions: sin(2*pi*x)).
// Multiples of a quarter turn are exact. The reduction is exact; the host's sin/cos of
// the reduced angle, rounded once into the result format, stands for the hardware's
// approximation (which has up to 1 ULP error).
inline double sinTurns(double x) {
  double r = x - std::round(x);  // exact, in [-0.5, 0.5]
  if (r == 0) return std::copysign(0.0, x);
  double s = r < 0 ? -1.0 : 1.0;
  double a = std::fabs(r);
  double v;
  if (a == 0.25) v = 1.0;
  else if (a == 0.5) return std::copysign(0.0, x);  // sin(k * pi) is a zero of the sign of x
  else if (a < 0.125) v = std::sin(2 * M_PI * a);
  else if (a <= 0.375) v = std::cos(2 * M_PI * (0.25 - a));
  else v = std::sin(2 * M_PI * (0.5 - a));
  return s * v;
}
inline double cosTurns(double x) {
  double a = std::fabs(x - std::round(x));  // in [0, 0.5]
  if (a == 0) return 1.0;
  if (a == 0.25) return 0.0;
  if (a == 0.5) return -1.0;
  if (a < 0.125) return std::cos(2 * M_PI * a);
  if (a <= 0.375) return std::sin(2 * M_PI * (0.25 - a));
  return -std::cos(2 * M_PI * (0.5 - a));
}

// ---------------------------------------------------------------------------------------
// The f32 transcendental unit. The approximate operations (hardware error up to 1 ULP)
// return the correctly rounded value: computed in double and rounded once (double rounding
// is innocuous for division and square root at these precisions, and the host rounds in
// MODE's direction). These f32 instructions neither take nor produce denormals, whatever
// MODE says (LLVM scales around them when f32 denormals matter); the f16 forms do.
inline uint32_t rcpF32(uint32_t A) {
  A = F32::flush(A, false);
  return F32::flush(res32(static_cast<float>(1.0 / static_cast<double>(f32(A))), {A}), false);
}
inline uint32_t sqrtF32(uint32_t A) {
  A = F32::flush(A, false);
  return res32(static_cast<float>(std::sqrt(static_cast<double>(f32(A)))), {A});
}
inline uint32_t rsqF32(uint32_t A, unsigned rm) { return rsqBits<F32>(F32::flush(A, false), rm); }
// 2^x and log2(x): the host's double result rounded once (hardware: up to 1 ULP error).
inline uint32_t exp2F32(uint32_t A) {
  return F32::flush(res32(static_cast<float>(std::exp2(static_cast<double>(f32(A)))), {A}), false);
}
inline uint32_t log2F32(uint32_t A) {
  A = F32::flush(A, false);
  if (F32::isZero(A)) return 0xff800000u;
  return res32(static_cast<float>(std::log2(static_cast<double>(f32(A)))), {A});
}
inline uint32_t sinF32(uint32_t A) {
  if (F32::isInf(A)) return F32::defaultNan;
  return res32(static_cast<float>(sinTurns(f32(A))), {A});
}
inline uint32_t cosF32(uint32_t A) {
  if (F32::isInf(A)) return F32::defaultNan;
  return res32(static_cast<float>(cosTurns(f32(A))), {A});
}
// f64: approximate in hardware (up to 1 ULP); the correctly rounded value here.
inline uint64_t rcpF64(uint64_t A) { return res64(1.0 / f64(A), {A}); }
inline uint64_t sqrtF64(uint64_t A) { return res64(std::sqrt(f64(A)), {A}); }

// ---------------------------------------------------------------------------------------
// Binary significand and exponent (f32, f64): 0, inf and NaN pass through (NaN quieted);
// the exponent of those is 0.
template <class F>
typename F::Bits frexpMant(typename F::Bits A) {
  if (F::isNan(A)) return F::quieten(A);
  if (F::isInf(A) || F::isZero(A)) return A;
  int e;
  if constexpr (F::width == 32) return bits(std::frexp(f32(A), &e));
  else return bits(std::frexp(f64(A), &e));
}
template <class F>
int32_t frexpExp(typename F::Bits A) {
  if (F::isNan(A) || F::isInf(A) || F::isZero(A)) return 0;
  int e;
  if constexpr (F::width == 32) std::frexp(f32(A), &e);
  else std::frexp(f64(A), &e);
  return e;
}
// ldexp: one rounding of a * 2^n (gradual underflow, MODE's rounding).
template <class F>
typename F::Bits ldexpBits(typename F::Bits a, int64_t n, unsigned rm, bool keepOut) {
  if (F::isNan(a)) return F::quieten(a);
  if (F::isInf(a) || F::isZero(a)) return a;
  u128 s;
  int e;
  unpack<F>(a, s, e);
  n = std::clamp<int64_t>(n, -100000, 100000);
  return roundPack<F>(F::neg(a), s, e + static_cast<int>(n), rm, keepOut);
}

// ---------------------------------------------------------------------------------------
// Conversions. Float to integer truncates (or floors, or rounds half up) and saturates;
// NaN converts to 0.
template <class I>
uint32_t toInt(double v) {
  if (std::isnan(v)) return 0;
  double t = std::trunc(v);
  if (t <= static_cast<double>(std::numeric_limits<I>::min())) return static_cast<uint32_t>(std::numeric_limits<I>::min());
  if (t >= static_cast<double>(std::numeric_limits<I>::max())) return static_cast<uint32_t>(std::numeric_limits<I>::max());
  return static_cast<uint32_t>(static_cast<I>(t));
}

// ---------------------------------------------------------------------------------------
// Division helpers (V_DIV_SCALE, V_DIV_FMAS, V_DIV_FIXUP). The compiler's division
// sequence: scale numerator and denominator so that the Newton-Raphson steps see no
// denormals (v_div_scale, which also sets VCC when the quotient needs a post-scale),
// refine, v_div_fmas (the last fma with the post-scale fused into its single rounding),
// then v_div_fixup (special cases and the sign).
//
// The public pseudo-code (Vega/RDNA ISA manuals) is not self-consistent here: its
// V_DIV_FMAS scales by a fixed 2^32 (f32) / 2^64 (f64) while V_DIV_SCALE pre-scales by
// 2^64 / 2^128, and some of V_DIV_SCALE's DENORM predicates would overflow the scaled
// denominator. The rules below are those AMD's rocjitsu model checked on hardware: the
// tests use encoded exponent fields (0 for denormals) against thresholds 96/768, scale
// 2^64/2^128, and V_DIV_FMAS scales by 2^+-64 / 2^+-128, up when src2's exponent field
// exceeds the bias (|src2| >= 2), down otherwise.
template <class F>
struct DivConst {
  static constexpr int threshold = F::width == 32 ? 96 : 768;
  static constexpr int scale = F::width == 32 ? 64 : 128;
  static constexpr int tinyNumerator = F::width == 32 ? 24 : 53;
};

template <class F>
typename F::Bits divScale(typename F::Bits v, typename F::Bits den, typename F::Bits num, unsigned rm, bool keepIn,
                          bool keepOut, bool& vcc) {
  using B = typename F::Bits;
  using C = DivConst<F>;
  v = F::flush(v, keepIn);
  den = F::flush(den, keepIn);
  num = F::flush(num, keepIn);
  B dm = static_cast<B>(den & ~F::sign), nm = static_cast<B>(num & ~F::sign);
  int de = F::expField(den), ne = F::expField(num), delta = ne - de;
  bool isDen = v == den;
  int adjust = 0;
  vcc = false;
  if (delta >= C::threshold) {  // quotient near overflow: scale the denominator up
    adjust = isDen ? C::scale : 0;
    vcc = true;
  } else if (de == 0) {  // denormal denominator: scale both up
    adjust = C::scale;
  } else if (de >= 2 * F::bias - 1) {  // huge denominator: scale it down
    vcc = delta <= -C::threshold;
    adjust = vcc && !isDen ? 0 : -C::scale;
  } else if (delta <= -C::threshold) {  // quotient near underflow: scale the numerator up
    adjust = isDen ? 0 : C::scale;
    vcc = true;
  } else if (ne <= C::tinyNumerator) {  // tiny numerator: scale both up
    adjust = C::scale;
  }
  if (dm == 0 || nm == 0) return F::defaultNan;
  if (F::isNan(v)) return F::quieten(v);
  if (F::isInf(v)) return v;
  u128 s;
  int e;
  unpack<F>(v, s, e);
  return roundPack<F>(F::neg(v), s, e + adjust, rm, keepOut);
}

template <class F>
typename F::Bits divFmas(typename F::Bits a, typename F::Bits b, typename F::Bits c, bool vcc, unsigned rm, bool keepOut) {
  int adjust = vcc ? (F::expField(c) > F::bias ? DivConst<F>::scale : -DivConst<F>::scale) : 0;
  return fmaRound<F>(a, b, c, rm, keepOut, adjust);  // V_DIV_FMAS keeps input denormals
}

template <class F>
typename F::Bits divFixup(typename F::Bits q, typename F::Bits den, typename F::Bits num, unsigned rm, bool keepIn,
                          bool keepOut, bool underflowShortcut) {
  using B = typename F::Bits;
  den = F::flush(den, keepIn);
  num = F::flush(num, keepIn);
  B dm = static_cast<B>(den & ~F::sign), nm = static_cast<B>(num & ~F::sign);
  B sign = static_cast<B>((den ^ num) & F::sign);
  if (nm > F::inf) return F::quieten(num);
  if (dm > F::inf) return F::quieten(den);
  if ((dm == 0 && nm == 0) || (dm == F::inf && nm == F::inf)) return F::defaultNan;
  if (dm == 0 || nm == F::inf) return static_cast<B>(sign | F::inf);
  if (nm == 0 || dm == F::inf) return sign;
  if (underflowShortcut && F::expField(num) - F::expField(den) < -(F::bias + F::frac))
    return roundPack<F>(sign != 0, 1, -2 * F::bias - 2 * F::frac, rm, keepOut);
  if (static_cast<B>(q & ~F::sign) >= F::inf) return overflowValue<F>(sign != 0, rm);
  return static_cast<B>(sign | (q & ~F::sign));
}

// Ordering for min/max: -0 below +0; NaN handling per MODE.IEEE. In IEEE mode a signaling
// NaN operand wins (quieted) and a quiet NaN loses to a number; otherwise any NaN loses.
template <class F>
inline typename F::Bits orderKey(typename F::Bits b) {
  return (b & F::sign) ? static_cast<typename F::Bits>(~b) : static_cast<typename F::Bits>(b | F::sign);
}
template <class F>
inline typename F::Bits minMax(typename F::Bits a, typename F::Bits b, bool isMax, bool ieee) {
  if (F::isNan(a) || F::isNan(b)) {
    if (ieee) {
      if (F::isSignaling(a)) return F::quieten(a);
      if (F::isSignaling(b)) return F::quieten(b);
    }
    if (F::isNan(a)) return F::isNan(b) ? F::quieten(b) : b;
    return a;
  }
  bool aLess = orderKey<F>(a) < orderKey<F>(b);
  return (aLess != isMax) ? a : b;
}
template <class F>
inline typename F::Bits min3(typename F::Bits a, typename F::Bits b, typename F::Bits c, bool ieee) {
  return minMax<F>(minMax<F>(a, b, false, ieee), c, false, ieee);
}
template <class F>
inline typename F::Bits max3(typename F::Bits a, typename F::Bits b, typename F::Bits c, bool ieee) {
  return minMax<F>(minMax<F>(a, b, true, ieee), c, true, ieee);
}
// V_MED3: with a NaN operand the minimum of the three; otherwise the maximum of the two
// operands other than (the first one equal to) the maximum.
template <class F>
inline typename F::Bits med3(typename F::Bits a, typename F::Bits b, typename F::Bits c, bool ieee) {
  if (F::isNan(a) || F::isNan(b) || F::isNan(c)) return min3<F>(a, b, c, ieee);
  auto mx = max3<F>(a, b, c, ieee);
  auto eq = [](typename F::Bits p, typename F::Bits q) { return orderKey<F>(p) == orderKey<F>(q); };
  if (eq(mx, a)) return minMax<F>(b, c, true, ieee);
  if (eq(mx, b)) return minMax<F>(a, c, true, ieee);
  return minMax<F>(a, b, true, ieee);
}


}  // namespace gfxsim::func
