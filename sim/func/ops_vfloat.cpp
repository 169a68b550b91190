// Vector floating-point operations: f32, f64 and f16 arithmetic, comparisons by value
// (min/max/med3), the division helpers, transcendental approximations, rounding and
// conversions.
//
// Every operation follows the same steps: source modifiers (applied by the operand
// access), input denormals flushed unless MODE keeps them for the precision (f16 shares
// the f64 control), the operation rounded once in MODE's rounding mode, output denormals
// flushed unless MODE keeps them, then OMOD and CLAMP (fp.h). A NaN result is the first
// NaN operand, quieted, or the default NaN for an invalid operation.
//
// Sources for the semantics: the AMD "Vega" (GFX9) and "RDNA 2" ISA manuals' pseudo-code
// as transcribed by the CLRX project (GcnInstrsVop3.md) and by gem5's Vega model; for the
// division helpers, AMD's hardware-checked rocjitsu model (shared/division.h), which
// documents where the public pseudo-code does not match the hardware (see divScale).
#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>

#include "func/engine.h"
#include "func/fp.h"
#include "func/fp8.h"
#include "func/ops_helpers.h"
#include "func/semantics.h"

namespace gfxsim::func {

namespace {

// ---------------------------------------------------------------------------------------
// Results and output processing.

inline uint32_t fin32(uint32_t r, const DecodedInst& d, const FpMode& m) {
  return outMods<F32>(F32::flush(r, m.keepOut32), d, m, m.keepOut32, m.round32);
}
inline uint64_t fin64(uint64_t r, const DecodedInst& d, const FpMode& m) {
  return outMods<F64>(F64::flush(r, m.keepOut64), d, m, m.keepOut64, m.round64);
}
inline uint32_t fin16(uint16_t r, const DecodedInst& d, const FpMode& m) {
  return outMods<F16>(F16::flush(r, m.keepOut16()), d, m, m.keepOut16(), m.round16());
}

inline uint16_t lo16(uint32_t v) { return static_cast<uint16_t>(v); }
inline int32_t sext16(uint32_t v) { return static_cast<int16_t>(static_cast<uint16_t>(v)); }

template <class Fn>
void accumulate16(Exec& x, const DecodedInst& d, Fn f) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  const uint32_t* c = x.w.vgpr(d.dstOp(0).reg);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) { r[l] = f(a[l], b[l], c[l]); });
  vwrite16(x, d, r, mask);
}

// ---------------------------------------------------------------------------------------
// Lane loops.

template <class Fn>
void valu64_1(Exec& x, const DecodedInst& d, Fn f) {
  uint64_t a[kMaxLanes], r[kMaxLanes];
  vsrc64(x, d, 0, a);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) { r[l] = f(a[l]); });
  vwrite64(x, d, 0, r, mask);
}
// One precision's lane loops, MODE controls and output processing. f16 rounds in integer
// arithmetic (fp.h), so it does not switch the host rounding mode.
struct P32 {
  static constexpr bool kHostRounding = true;
  static unsigned round(const FpMode& m) { return m.round32; }
  static uint32_t in(uint32_t a, const FpMode& m) { return F32::flush(a, m.keepIn32); }
  static uint32_t fin(uint32_t r, const DecodedInst& d, const FpMode& m) { return fin32(r, d, m); }
  template <unsigned N, class F>
  static void lanes(Exec& x, const DecodedInst& d, F f) {
    if constexpr (N == 1) valu1(x, d, f);
    else if constexpr (N == 2) valu2(x, d, f);
    else valu3(x, d, f);
  }
};
struct P64 {
  static constexpr bool kHostRounding = true;
  static unsigned round(const FpMode& m) { return m.round64; }
  static uint64_t in(uint64_t a, const FpMode& m) { return F64::flush(a, m.keepIn64); }
  static uint64_t fin(uint64_t r, const DecodedInst& d, const FpMode& m) { return fin64(r, d, m); }
  template <unsigned N, class F>
  static void lanes(Exec& x, const DecodedInst& d, F f) {
    if constexpr (N == 1) valu64_1(x, d, f);
    else if constexpr (N == 2) valu64_2(x, d, f);
    else valu64_3(x, d, f);
  }
};
struct P16 {  // sources are the low 16 bits of the operand value
  static constexpr bool kHostRounding = false;
  static unsigned round(const FpMode& m) { return m.round16(); }
  static uint16_t in(uint32_t a, const FpMode& m) { return F16::flush(lo16(a), m.keepIn16()); }
  static uint32_t fin(uint16_t r, const DecodedInst& d, const FpMode& m) { return fin16(r, d, m); }
  template <unsigned N, class F>
  static void lanes(Exec& x, const DecodedInst& d, F f) {
    if constexpr (N == 1) valu16_1(x, d, f);
    else if constexpr (N == 2) valu16_2(x, d, f);
    else valu16_3(x, d, f);
  }
};

// Lane loops for 1, 2 or 3 sources: the callback gets the sources with input denormals
// flushed per MODE and returns the result bits before output processing.
template <class P, class Fn>
void fp1(Exec& x, const DecodedInst& d, Fn f) {
  FpMode m(x.w.mode);
  RoundingScope rs(P::kHostRounding ? P::round(m) : 0);
  P::template lanes<1>(x, d, [&](auto a) { return P::fin(f(P::in(a, m), m), d, m); });
}
template <class P, class Fn>
void fp2(Exec& x, const DecodedInst& d, Fn f) {
  FpMode m(x.w.mode);
  RoundingScope rs(P::kHostRounding ? P::round(m) : 0);
  P::template lanes<2>(x, d, [&](auto a, auto b) { return P::fin(f(P::in(a, m), P::in(b, m), m), d, m); });
}
template <class P, class Fn>
void fp3(Exec& x, const DecodedInst& d, Fn f) {
  FpMode m(x.w.mode);
  RoundingScope rs(P::kHostRounding ? P::round(m) : 0);
  P::template lanes<3>(x, d, [&](auto a, auto b, auto c) {
    return P::fin(f(P::in(a, m), P::in(b, m), P::in(c, m), m), d, m);
  });
}

// The accumulating VOP2 forms read their destination as the last source.
template <class Fn>
void accumulate32(Exec& x, const DecodedInst& d, Fn f) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  const uint32_t* c = x.w.vgpr(d.dstOp(0).reg);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) { r[l] = f(a[l], b[l], c[l]); });
  vwrite32(x, d, 0, r, mask);
}

// ---------------------------------------------------------------------------------------
// Half-precision arithmetic, rounded once in integer arithmetic.

inline uint16_t mul16(uint16_t a, uint16_t b, unsigned rm, bool keep) {
  if (F16::isNan(a) || F16::isNan(b)) return propagateNan<F16>({a, b});
  if ((F16::isZero(a) || F16::isZero(b)) && !F16::isInf(a) && !F16::isInf(b))
    return static_cast<uint16_t>((a ^ b) & F16::sign);
  return fmaRound<F16>(a, b, F16::sign, rm, keep);
}
inline uint16_t add16(uint16_t a, uint16_t b, unsigned rm, bool keep) {
  if (F16::isNan(a) || F16::isNan(b)) return propagateNan<F16>({a, b});
  return fmaRound<F16>(a, 0x3c00, b, rm, keep);
}
inline uint16_t fma16(uint16_t a, uint16_t b, uint16_t c, unsigned rm, bool keep) {
  return fmaRound<F16>(a, b, c, rm, keep);
}
// A double known to be exact (or already rounded) into f16 with MODE's half controls.
inline uint16_t toHalf(double v, const FpMode& m) { return fromDouble<F16>(v, m.round16(), m.keepOut16()); }
inline double fromHalf(uint16_t h) { return toDouble<F16>(h); }

// Ordering for min/max, min3/max3/med3: fp_special.h (the IR interpreter runs med3 too).

// ---------------------------------------------------------------------------------------
// Rounding to integral values (exact; RNDNE ties to even whatever MODE says).
template <class T>
T roundEven(T v) {
  if (!std::isfinite(v)) return v;
  T t = std::trunc(v);
  T diff = v - t;
  if (std::fabs(diff) > T(0.5) || (std::fabs(diff) == T(0.5) && std::fmod(t, T(2)) != 0)) t += std::copysign(T(1), v);
  return t == 0 ? std::copysign(T(0), v) : t;
}
// The fractional part, below 1 even where x - floor(x) rounds up to 1 (tiny negatives).
template <class T>
T fractOf(T v, T belowOne) {
  T r = v - std::floor(v);
  return r > belowOne ? belowOne : r;
}

// ---------------------------------------------------------------------------------------
// f32 arithmetic.

#define F32_1(NAME, ...) \
  void NAME(Exec& x, const DecodedInst& d) { fp1<P32>(x, d, [&](uint32_t A, const FpMode& m) -> uint32_t { float a = f32(A); (void)a; (void)m; __VA_ARGS__ }); }
#define F32_2(NAME, ...)                                                                           \
  void NAME(Exec& x, const DecodedInst& d) {                                                       \
    fp2<P32>(x, d, [&](uint32_t A, uint32_t B, const FpMode& m) -> uint32_t {                          \
      float a = f32(A), b = f32(B); (void)a; (void)b; (void)m; __VA_ARGS__                         \
    });                                                                                            \
  }
#define F32_3(NAME, ...)                                                                           \
  void NAME(Exec& x, const DecodedInst& d) {                                                       \
    fp3<P32>(x, d, [&](uint32_t A, uint32_t B, uint32_t C, const FpMode& m) -> uint32_t {              \
      float a = f32(A), b = f32(B), c = f32(C); (void)a; (void)b; (void)c; (void)m; __VA_ARGS__    \
    });                                                                                            \
  }

F32_2(v_add_f32, return res32(a + b, {A, B});)
F32_2(v_sub_f32, return res32(a - b, {A, B});)
F32_2(v_subrev_f32, return res32(b - a, {B, A});)
F32_2(v_mul_f32, return res32(a * b, {A, B});)
F32_2(v_min_f32, return minMax<F32>(A, B, false, m.ieee);)
F32_2(v_max_f32, return minMax<F32>(A, B, true, m.ieee);)
F32_3(v_fma_f32, return res32(std::fma(a, b, c), {A, B, C});)
F32_3(v_min3_f32, return min3<F32>(A, B, C, m.ieee);)
F32_3(v_max3_f32, return max3<F32>(A, B, C, m.ieee);)
F32_3(v_med3_f32, return med3<F32>(A, B, C, m.ieee);)
// gfx11: V_MAXMIN_F32 D = v_min(v_max(S0, S1), S2), V_MINMAX_F32 D = v_max(v_min(S0, S1), S2),
// each step with v_min/v_max's NaN and signed-zero rules (clang-19 selects v_maxmin_f32 for
// fmin(fmax(a, b), c)); modifiers on the sources, OMOD/CLAMP on the final result.
F32_3(v_maxmin_f32, return minMax<F32>(minMax<F32>(A, B, true, m.ieee), C, false, m.ieee);)
F32_3(v_minmax_f32, return minMax<F32>(minMax<F32>(A, B, false, m.ieee), C, true, m.ieee);)
// DX9 multiply: a zero factor (after modifiers and flushing) gives +0, whatever the other.
F32_2(v_mul_legacy_f32, if (F32::isZero(A) || F32::isZero(B)) return 0u; return res32(a * b, {A, B});)
// DX9 fused multiply-add (gfx10): a zero factor selects the addend unchanged.
F32_3(v_fma_legacy_f32, if (F32::isZero(A) || F32::isZero(B)) return F32::isNan(C) ? F32::quieten(C) : C;
      return res32(std::fma(a, b, c), {A, B, C});)

F32_1(v_trunc_f32, return res32(std::trunc(a), {A});)
F32_1(v_floor_f32, return res32(std::floor(a), {A});)
F32_1(v_ceil_f32, return res32(std::ceil(a), {A});)
F32_1(v_rndne_f32, return res32(roundEven(a), {A});)
F32_1(v_fract_f32, return res32(fractOf(a, f32(0x3f7fffffu)), {A});)
// The transcendental unit (fp_special.h: correctly rounded results; the f32 forms neither
// take nor produce denormals).
F32_1(v_rcp_f32, return rcpF32(A);)
F32_1(v_rcp_iflag_f32, return rcpF32(A);)
F32_1(v_sqrt_f32, return sqrtF32(A);)
F32_1(v_rsq_f32, return rsqF32(A, m.round32);)
F32_1(v_exp_f32, return exp2F32(A);)
F32_1(v_log_f32, return log2F32(A);)
// The GFX9 legacy forms compute the same functions (their hardware precision differs).
F32_1(v_exp_legacy_f32, return exp2F32(A);)
F32_1(v_log_legacy_f32, return log2F32(A);)
F32_1(v_sin_f32, return sinF32(A);)
F32_1(v_cos_f32, return cosF32(A);)
F32_1(v_frexp_mant_f32, return frexpMant<F32>(A);)
void v_frexp_exp_i32_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t A) { return static_cast<uint32_t>(frexpExp<F32>(F32::flush(A, m.keepIn32))); });
}
void v_ldexp_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu2(x, d, [&](uint32_t a, uint32_t n) {
    return fin32(ldexpBits<F32>(F32::flush(a, m.keepIn32), static_cast<int32_t>(n), m.round32, m.keepOut32), d, m);
  });
}

// Cube map coordinates (V_CUBEID/SC/TC/MA): the major axis is z when |z| >= |x|, |y|,
// else y when |y| >= |x|, else x.
inline int cubeAxis(float a, float b, float c) {
  if (std::fabs(c) >= std::fabs(a) && std::fabs(c) >= std::fabs(b)) return 2;
  if (std::fabs(b) >= std::fabs(a)) return 1;
  return 0;
}
F32_3(v_cubeid_f32, int ax = cubeAxis(a, b, c); float v = ax == 2 ? (c < 0 ? 5.0f : 4.0f) : ax == 1 ? (b < 0 ? 3.0f : 2.0f) : (a < 0 ? 1.0f : 0.0f);
      return bits(v);)
F32_3(v_cubesc_f32, int ax = cubeAxis(a, b, c); float v = ax == 2 ? (c < 0 ? -a : a) : ax == 1 ? a : (a < 0 ? c : -c);
      return res32(v, {A, B, C});)
F32_3(v_cubetc_f32, int ax = cubeAxis(a, b, c); float v = ax == 1 ? (b < 0 ? -c : c) : -b; return res32(v, {A, B, C});)
F32_3(v_cubema_f32, int ax = cubeAxis(a, b, c); float v = 2.0f * (ax == 2 ? c : ax == 1 ? b : a); return res32(v, {A, B, C});)
// V_MULLIT_F32 (GCN pseudo-code): -MAX_FLOAT unless src2 > 0; then the DX9 product.
F32_3(v_mullit_f32, if (!(c > 0)) return 0xff7fffffu; if (F32::isZero(A) || F32::isZero(B)) return 0u;
      return res32(a * b, {A, B});)

// v_mad_f32, v_mac_f32, v_madak/madmk_f32 and the legacy forms: the product is rounded
// before the addition (not fused), and these instructions never take or produce
// denormals whatever MODE says (LLVM selects them only with f32 denormals flushed).
inline float madNoDenorm(uint32_t A, uint32_t B, uint32_t C, bool legacy, uint32_t& out) {
  A = F32::flush(A, false);
  B = F32::flush(B, false);
  C = F32::flush(C, false);
  float p;
  if (legacy && (F32::isZero(A) || F32::isZero(B))) p = 0.0f;
  else p = flush(f32(A) * f32(B), false);
  float r = flush(p + f32(C), false);
  out = std::isnan(r) ? propagateNan<F32>({A, B, C}) : bits(r);
  return r;
}
template <bool Legacy>
void madF32(Exec& x, const DecodedInst& d, unsigned kA, unsigned kB, unsigned kC) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  uint32_t t[3][kMaxLanes], r[kMaxLanes];
  const uint32_t* s[3] = {vsrc32(x, d, 0, t[0]), vsrc32(x, d, 1, t[1]), vsrc32(x, d, 2, t[2])};
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    uint32_t o;
    madNoDenorm(s[kA][l], s[kB][l], s[kC][l], Legacy, o);
    r[l] = outMods<F32>(o, d, m, false, m.round32);
  });
  vwrite32(x, d, 0, r, mask);
}
void v_mad_f32(Exec& x, const DecodedInst& d) { madF32<false>(x, d, 0, 1, 2); }
void v_mad_legacy_f32(Exec& x, const DecodedInst& d) { madF32<true>(x, d, 0, 1, 2); }
// v_madmk_f32 d, a, K, b = a*K + b; v_madak_f32 d, a, b, K = a*b + K (the literal is an operand).
void v_madmk_f32(Exec& x, const DecodedInst& d) { madF32<false>(x, d, 0, 1, 2); }
void v_madak_f32(Exec& x, const DecodedInst& d) { madF32<false>(x, d, 0, 1, 2); }
void v_mac_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  accumulate32(x, d, [&](uint32_t a, uint32_t b, uint32_t c) {
    uint32_t o;
    madNoDenorm(a, b, c, false, o);
    return outMods<F32>(o, d, m, false, m.round32);
  });
}
void v_fmac_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  accumulate32(x, d, [&](uint32_t A, uint32_t B, uint32_t C) {
    A = F32::flush(A, m.keepIn32);
    B = F32::flush(B, m.keepIn32);
    C = F32::flush(C, m.keepIn32);
    return fin32(res32(std::fma(f32(A), f32(B), f32(C)), {A, B, C}), d, m);
  });
}
// v_fmac_legacy_f32 (gfx10): DX9 zero rule, fused.
void v_fmac_legacy_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  accumulate32(x, d, [&](uint32_t A, uint32_t B, uint32_t C) {
    A = F32::flush(A, m.keepIn32);
    B = F32::flush(B, m.keepIn32);
    C = F32::flush(C, m.keepIn32);
    if (F32::isZero(A) || F32::isZero(B)) return fin32(F32::isNan(C) ? F32::quieten(C) : C, d, m);
    return fin32(res32(std::fma(f32(A), f32(B), f32(C)), {A, B, C}), d, m);
  });
}
F32_3(v_fmamk_f32, return res32(std::fma(a, b, c), {A, B, C});)
F32_3(v_fmaak_f32, return res32(std::fma(a, b, c), {A, B, C});)

// ---------------------------------------------------------------------------------------
// f64 arithmetic.

#define F64_1(NAME, ...) \
  void NAME(Exec& x, const DecodedInst& d) { fp1<P64>(x, d, [&](uint64_t A, const FpMode& m) -> uint64_t { double a = f64(A); (void)a; (void)m; __VA_ARGS__ }); }
#define F64_2(NAME, ...)                                                                           \
  void NAME(Exec& x, const DecodedInst& d) {                                                       \
    fp2<P64>(x, d, [&](uint64_t A, uint64_t B, const FpMode& m) -> uint64_t {                          \
      double a = f64(A), b = f64(B); (void)a; (void)b; (void)m; __VA_ARGS__                        \
    });                                                                                            \
  }
#define F64_3(NAME, ...)                                                                           \
  void NAME(Exec& x, const DecodedInst& d) {                                                       \
    fp3<P64>(x, d, [&](uint64_t A, uint64_t B, uint64_t C, const FpMode& m) -> uint64_t {              \
      double a = f64(A), b = f64(B), c = f64(C); (void)a; (void)b; (void)c; (void)m; __VA_ARGS__   \
    });                                                                                            \
  }

F64_2(v_add_f64, return res64(a + b, {A, B});)
F64_2(v_mul_f64, return res64(a * b, {A, B});)
F64_2(v_min_f64, return minMax<F64>(A, B, false, m.ieee);)
F64_2(v_max_f64, return minMax<F64>(A, B, true, m.ieee);)
F64_3(v_fma_f64, return res64(std::fma(a, b, c), {A, B, C});)
F64_1(v_trunc_f64, return res64(std::trunc(a), {A});)
F64_1(v_floor_f64, return res64(std::floor(a), {A});)
F64_1(v_ceil_f64, return res64(std::ceil(a), {A});)
F64_1(v_rndne_f64, return res64(roundEven(a), {A});)
F64_1(v_fract_f64, return res64(fractOf(a, f64(0x3fefffffffffffffull)), {A});)
// Approximate in hardware (up to 1 ULP); the correctly rounded value here (fp_special.h).
F64_1(v_rcp_f64, return rcpF64(A);)
F64_1(v_sqrt_f64, return sqrtF64(A);)
F64_1(v_rsq_f64, return rsqBits<F64>(A, m.round64);)
F64_1(v_frexp_mant_f64, return frexpMant<F64>(A);)
void v_frexp_exp_i32_f64(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  uint64_t a[kMaxLanes];
  uint32_t r[kMaxLanes];
  vsrc64(x, d, 0, a);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) { r[l] = static_cast<uint32_t>(frexpExp<F64>(F64::flush(a[l], m.keepIn64))); });
  vwrite32(x, d, 0, r, mask);
}
void v_ldexp_f64(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu64_2(x, d, [&](uint64_t a, uint64_t n) {
    return fin64(ldexpBits<F64>(F64::flush(a, m.keepIn64), static_cast<int32_t>(n), m.round64, m.keepOut64), d, m);
  });
}
void v_fmac_f64(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round64);
  uint64_t a[kMaxLanes], b[kMaxLanes], r[kMaxLanes];
  vsrc64(x, d, 0, a);
  vsrc64(x, d, 1, b);
  const Opnd& dst = d.dstOp(0);
  const uint32_t* lo = x.w.vgpr(dst.reg);
  const uint32_t* hi = x.w.vgpr(dst.reg + 1u);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    uint64_t A = F64::flush(a[l], m.keepIn64), B = F64::flush(b[l], m.keepIn64);
    uint64_t C = F64::flush(lo[l] | (static_cast<uint64_t>(hi[l]) << 32), m.keepIn64);
    r[l] = fin64(res64(std::fma(f64(A), f64(B), f64(C)), {A, B, C}), d, m);
  });
  vwrite64(x, d, 0, r, mask);
}

// V_TRIG_PREOP_F64: 53 bits of 2/pi starting at bit (src1 & 31) * 53 (further into the
// fraction for large src0), as a double scaled to their place value.
constexpr uint64_t kTwoOverPi[20] = {
    0xa2f9836e4e441529ull, 0xfc2757d1f534ddc0ull, 0xdb6295993c439041ull, 0xfe5163abdebbc561ull,
    0xb7246e3a424dd2e0ull, 0x06492eea09d1921cull, 0xfe1deb1cb129a73eull, 0xe88235f52ebb4484ull,
    0xe99c7026b45f7e41ull, 0x3991d639835339f4ull, 0x9c845f8bbdf9283bull, 0x1ff897ffde05980full,
    0xef2f118b5a0a6d1full, 0x6d367ecf27cb09b7ull, 0x4f463f669e5fea2dull, 0x7527bac7ebe5f17bull,
    0x3d0739f78a5292eaull, 0x6bfb5fb11f8d5d08ull, 0x56033046fc7b6babull, 0xf0cfbc209af4361dull};
// Bit i of the fraction of 2/pi (i = 0 is the 2^-1 bit); the table is 1201 bits long.
inline unsigned twoOverPiBit(int i) {
  if (i < 0 || i > 1200) return 0;
  return static_cast<unsigned>((kTwoOverPi[i / 64] >> (63 - i % 64)) & 1);
}
void v_trig_preop_f64(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu64_2(x, d, [&](uint64_t a, uint64_t sel) {
    int e = F64::expField(a);
    int shift = static_cast<int>(sel & 31) * 53;
    if (e > 1077) shift += e - 1077;
    uint64_t v = 0;
    for (int i = 0; i < 53; ++i) v = (v << 1) | twoOverPiBit(shift + i);
    int scale = -53 - shift;
    if (e >= 1968) scale += 128;
    return fin64(roundPack<F64>(false, v, scale, m.round64, m.keepOut64), d, m);
  });
}

template <class F>
void divScaleOp(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  bool f32op = F::width == 32;
  unsigned rm = f32op ? m.round32 : m.round64;
  bool kIn = f32op ? m.keepIn32 : m.keepIn64, kOut = f32op ? m.keepOut32 : m.keepOut64;
  uint64_t vcc = 0, mask = activeLanes(x);
  if constexpr (F::width == 32) {
    uint32_t t[3][kMaxLanes], r[kMaxLanes];
    const uint32_t* a = vsrc32(x, d, 0, t[0]);
    const uint32_t* b = vsrc32(x, d, 1, t[1]);
    const uint32_t* c = vsrc32(x, d, 2, t[2]);
    forLanes(mask, [&](unsigned l) {
      bool v;
      r[l] = outMods<F32>(divScale<F32>(a[l], b[l], c[l], rm, kIn, kOut, v), d, m, kOut, rm);
      if (v) vcc |= 1ull << l;
    });
    vwrite32(x, d, 0, r, mask);
  } else {
    uint64_t a[kMaxLanes], b[kMaxLanes], c[kMaxLanes], r[kMaxLanes];
    vsrc64(x, d, 0, a);
    vsrc64(x, d, 1, b);
    vsrc64(x, d, 2, c);
    forLanes(mask, [&](unsigned l) {
      bool v;
      r[l] = outMods<F64>(divScale<F64>(a[l], b[l], c[l], rm, kIn, kOut, v), d, m, kOut, rm);
      if (v) vcc |= 1ull << l;
    });
    vwrite64(x, d, 0, r, mask);
  }
  // The lane mask destination: bits of inactive lanes are written as 0.
  writeLaneMask(x, d, 1, vcc);
}
void v_div_scale_f32(Exec& x, const DecodedInst& d) { divScaleOp<F32>(x, d); }
void v_div_scale_f64(Exec& x, const DecodedInst& d) { divScaleOp<F64>(x, d); }

void v_div_fmas_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  uint64_t vcc = x.w.vcc();
  uint32_t t[3][kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t[0]);
  const uint32_t* b = vsrc32(x, d, 1, t[1]);
  const uint32_t* c = vsrc32(x, d, 2, t[2]);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    r[l] = outMods<F32>(divFmas<F32>(a[l], b[l], c[l], (vcc >> l) & 1, m.round32, m.keepOut32), d, m, m.keepOut32, m.round32);
  });
  vwrite32(x, d, 0, r, mask);
}
void v_div_fmas_f64(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  uint64_t vcc = x.w.vcc();
  uint64_t a[kMaxLanes], b[kMaxLanes], c[kMaxLanes], r[kMaxLanes];
  vsrc64(x, d, 0, a);
  vsrc64(x, d, 1, b);
  vsrc64(x, d, 2, c);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    r[l] = outMods<F64>(divFmas<F64>(a[l], b[l], c[l], (vcc >> l) & 1, m.round64, m.keepOut64), d, m, m.keepOut64, m.round64);
  });
  vwrite64(x, d, 0, r, mask);
}
void v_div_fixup_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu3(x, d, [&](uint32_t q, uint32_t den, uint32_t num) {
    return outMods<F32>(divFixup<F32>(q, den, num, m.round32, m.keepIn32, m.keepOut32, true), d, m, m.keepOut32, m.round32);
  });
}
void v_div_fixup_f64(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu64_3(x, d, [&](uint64_t q, uint64_t den, uint64_t num) {
    return outMods<F64>(divFixup<F64>(q, den, num, m.round64, m.keepIn64, m.keepOut64, true), d, m, m.keepOut64, m.round64);
  });
}
// f16: the same cases without the extreme-exponent underflow shortcut.
void v_div_fixup_f16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu16_3(x, d, [&](uint32_t q, uint32_t den, uint32_t num) {
    uint16_t r = divFixup<F16>(lo16(q), lo16(den), lo16(num), m.round16(), m.keepIn16(), m.keepOut16(), false);
    return outMods<F16>(r, d, m, m.keepOut16(), m.round16());
  });
}

// ---------------------------------------------------------------------------------------
// f16 arithmetic. Results are 16 bits (zero-extended; op_sel and SDWA place them).

#define F16_1(NAME, ...) \
  void NAME(Exec& x, const DecodedInst& d) { fp1<P16>(x, d, [&](uint16_t A, const FpMode& m) -> uint16_t { (void)m; __VA_ARGS__ }); }
#define F16_2(NAME, ...) \
  void NAME(Exec& x, const DecodedInst& d) { fp2<P16>(x, d, [&](uint16_t A, uint16_t B, const FpMode& m) -> uint16_t { (void)m; __VA_ARGS__ }); }
#define F16_3(NAME, ...)                                                                            \
  void NAME(Exec& x, const DecodedInst& d) {                                                        \
    fp3<P16>(x, d, [&](uint16_t A, uint16_t B, uint16_t C, const FpMode& m) -> uint16_t { (void)m; __VA_ARGS__ }); \
  }

F16_2(v_add_f16, return add16(A, B, m.round16(), m.keepOut16());)
F16_2(v_sub_f16, if (F16::isNan(A) || F16::isNan(B)) return propagateNan<F16>({A, B});
      return add16(A, static_cast<uint16_t>(B ^ F16::sign), m.round16(), m.keepOut16());)
F16_2(v_subrev_f16, if (F16::isNan(A) || F16::isNan(B)) return propagateNan<F16>({B, A});
      return add16(B, static_cast<uint16_t>(A ^ F16::sign), m.round16(), m.keepOut16());)
F16_2(v_mul_f16, return mul16(A, B, m.round16(), m.keepOut16());)
F16_2(v_min_f16, return minMax<F16>(A, B, false, m.ieee);)
F16_2(v_max_f16, return minMax<F16>(A, B, true, m.ieee);)
F16_3(v_min3_f16, return min3<F16>(A, B, C, m.ieee);)
F16_3(v_max3_f16, return max3<F16>(A, B, C, m.ieee);)
F16_3(v_med3_f16, return med3<F16>(A, B, C, m.ieee);)
F16_3(v_maxmin_f16, return minMax<F16>(minMax<F16>(A, B, true, m.ieee), C, false, m.ieee);)
F16_3(v_minmax_f16, return minMax<F16>(minMax<F16>(A, B, false, m.ieee), C, true, m.ieee);)
F16_3(v_fma_f16, return fma16(A, B, C, m.round16(), m.keepOut16());)
F16_3(v_fma_legacy_f16, return fma16(A, B, C, m.round16(), m.keepOut16());)
// v_fmamk_f16 d, a, K, b = a*K + b; v_fmaak_f16 d, a, b, K = a*b + K.
F16_3(v_fmamk_f16, return fma16(A, B, C, m.round16(), m.keepOut16());)
F16_3(v_fmaak_f16, return fma16(A, B, C, m.round16(), m.keepOut16());)

// The f16 MAD family (v_mad_f16, v_mac_f16, v_madak/madmk_f16, v_mad_legacy_f16) rounds
// the product first and, like the f32 MADs, takes and produces no denormals.
inline uint16_t mad16(uint16_t a, uint16_t b, uint16_t c, unsigned rm) {
  a = F16::flush(a, false);
  b = F16::flush(b, false);
  c = F16::flush(c, false);
  if (F16::isNan(a) || F16::isNan(b) || F16::isNan(c)) return propagateNan<F16>({a, b, c});
  uint16_t p = mul16(a, b, rm, false);
  return add16(p, c, rm, false);
}
void madF16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu16_3(x, d, [&](uint32_t a, uint32_t b, uint32_t c) {
    return outMods<F16>(mad16(lo16(a), lo16(b), lo16(c), m.round16()), d, m, false, m.round16());
  });
}
void v_mac_f16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  accumulate16(x, d, [&](uint32_t a, uint32_t b, uint32_t c) {
    return outMods<F16>(mad16(lo16(a), lo16(b), lo16(c), m.round16()), d, m, false, m.round16());
  });
}
void v_fmac_f16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  accumulate16(x, d, [&](uint32_t a, uint32_t b, uint32_t c) {
    bool k = m.keepIn16();
    uint16_t r = fma16(F16::flush(lo16(a), k), F16::flush(lo16(b), k), F16::flush(lo16(c), k), m.round16(), m.keepOut16());
    return fin16(r, d, m);
  });
}

F16_1(v_trunc_f16, if (F16::isNan(A)) return F16::quieten(A); return toHalf(std::trunc(fromHalf(A)), m);)
F16_1(v_floor_f16, if (F16::isNan(A)) return F16::quieten(A); return toHalf(std::floor(fromHalf(A)), m);)
F16_1(v_ceil_f16, if (F16::isNan(A)) return F16::quieten(A); return toHalf(std::ceil(fromHalf(A)), m);)
F16_1(v_rndne_f16, if (F16::isNan(A)) return F16::quieten(A); return toHalf(roundEven(fromHalf(A)), m);)
F16_1(v_fract_f16, if (F16::isNan(A)) return F16::quieten(A); if (F16::isInf(A)) return F16::defaultNan;
      return toHalf(fractOf(fromHalf(A), fromHalf(0x3bff)), m);)
// Approximate in hardware (up to 1 ULP): the exact value rounded once to f16.
F16_1(v_rcp_f16, if (F16::isNan(A)) return F16::quieten(A); return toHalf(1.0 / fromHalf(A), m);)
F16_1(v_sqrt_f16, if (F16::isNan(A)) return F16::quieten(A); if (F16::neg(A) && !F16::isZero(A)) return F16::defaultNan;
      return toHalf(std::sqrt(fromHalf(A)), m);)
F16_1(v_rsq_f16, return rsqBits<F16>(A, m.round16());)
F16_1(v_exp_f16, if (F16::isNan(A)) return F16::quieten(A); return toHalf(std::exp2(fromHalf(A)), m);)
F16_1(v_log_f16, if (F16::isNan(A)) return F16::quieten(A); if (F16::isZero(A)) return 0xfc00;
      if (F16::neg(A)) return F16::defaultNan; return toHalf(std::log2(fromHalf(A)), m);)
F16_1(v_sin_f16, if (F16::isNan(A)) return F16::quieten(A); if (F16::isInf(A)) return F16::defaultNan;
      return toHalf(sinTurns(fromHalf(A)), m);)
F16_1(v_cos_f16, if (F16::isNan(A)) return F16::quieten(A); if (F16::isInf(A)) return F16::defaultNan;
      return toHalf(cosTurns(fromHalf(A)), m);)
F16_1(v_frexp_mant_f16, if (F16::isNan(A)) return F16::quieten(A); if (F16::isInf(A) || F16::isZero(A)) return A;
      int e; return toHalf(std::frexp(fromHalf(A), &e), m);)
void v_frexp_exp_i16_f16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu16_1(x, d, [&](uint32_t a) -> uint32_t {
    uint16_t A = F16::flush(lo16(a), m.keepIn16());
    if (F16::isNan(A) || F16::isInf(A) || F16::isZero(A)) return 0;
    int e;
    std::frexp(fromHalf(A), &e);
    return static_cast<uint32_t>(e) & 0xffffu;
  });
}
void v_ldexp_f16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu16_2(x, d, [&](uint32_t a, uint32_t n) {
    uint16_t A = F16::flush(lo16(a), m.keepIn16());
    return fin16(ldexpBits<F16>(A, sext16(n), m.round16(), m.keepOut16()), d, m);
  });
}

// ---------------------------------------------------------------------------------------
// Conversions (float to integer: toInt, fp_special.h).

void v_cvt_f32_u32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  valu1(x, d, [&](uint32_t a) { return fin32(bits(static_cast<float>(a)), d, m); });
}
void v_cvt_f32_i32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  valu1(x, d, [&](uint32_t a) { return fin32(bits(static_cast<float>(static_cast<int32_t>(a))), d, m); });
}
void v_cvt_u32_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t a) { return toInt<uint32_t>(f32(F32::flush(a, m.keepIn32))); });
}
void v_cvt_i32_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t a) { return toInt<int32_t>(f32(F32::flush(a, m.keepIn32))); });
}
// v_cvt_flr_i32_f32 = (int)floor(x); v_cvt_rpi_i32_f32 = (int)floor(x + 0.5) (exact in double).
void v_cvt_flr_i32_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t a) { return toInt<int32_t>(std::floor(static_cast<double>(f32(F32::flush(a, m.keepIn32))))); });
}
void v_cvt_rpi_i32_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t a) {
    return toInt<int32_t>(std::floor(static_cast<double>(f32(F32::flush(a, m.keepIn32))) + 0.5));
  });
}
template <unsigned Byte>
void cvtUbyte(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t a) { return fin32(bits(static_cast<float>((a >> (8 * Byte)) & 0xff)), d, m); });
}
// v_cvt_off_f32_i4: the signed 4-bit value in src0[3:0] divided by 16.
void v_cvt_off_f32_i4(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t a) {
    int v = static_cast<int32_t>(a << 28) >> 28;
    return fin32(bits(static_cast<float>(v) * 0.0625f), d, m);
  });
}

void v_cvt_f64_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  uint32_t t[kMaxLanes];
  uint64_t r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    r[l] = fin64(convert<F64, F32>(F32::flush(a[l], m.keepIn32), m.round64, m.keepOut64), d, m);
  });
  vwrite64(x, d, 0, r, mask);
}
void v_cvt_f32_f64(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  uint64_t a[kMaxLanes];
  uint32_t r[kMaxLanes];
  vsrc64(x, d, 0, a);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    r[l] = fin32(convert<F32, F64>(F64::flush(a[l], m.keepIn64), m.round32, m.keepOut32), d, m);
  });
  vwrite32(x, d, 0, r, mask);
}
template <bool Signed>
void cvtF64Int(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  uint32_t t[kMaxLanes];
  uint64_t r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    double v = Signed ? static_cast<double>(static_cast<int32_t>(a[l])) : static_cast<double>(a[l]);
    r[l] = fin64(bits(v), d, m);
  });
  vwrite64(x, d, 0, r, mask);
}
template <class I>
void cvtIntF64(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  uint64_t a[kMaxLanes];
  uint32_t r[kMaxLanes];
  vsrc64(x, d, 0, a);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) { r[l] = toInt<I>(f64(F64::flush(a[l], m.keepIn64))); });
  vwrite32(x, d, 0, r, mask);
}

void v_cvt_f16_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu16_1(x, d, [&](uint32_t a) { return fin16(convert<F16, F32>(F32::flush(a, m.keepIn32), m.round16(), m.keepOut16()), d, m); });
}
void v_cvt_f32_f16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t a) { return fin32(convert<F32, F16>(F16::flush(lo16(a), m.keepIn16()), m.round32, true), d, m); });
}
// Two f32 values to a pair of f16, rounding toward zero (low half: src0).
void v_cvt_pkrtz_f16_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu2(x, d, [&](uint32_t a, uint32_t b) {
    uint32_t lo = convert<F16, F32>(F32::flush(a, m.keepIn32), 3, m.keepOut16());
    uint32_t hi = convert<F16, F32>(F32::flush(b, m.keepIn32), 3, m.keepOut16());
    return lo | (hi << 16);
  });
}
template <bool Signed>
void cvtF16Int16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu16_1(x, d, [&](uint32_t a) {
    double v = Signed ? static_cast<double>(sext16(a)) : static_cast<double>(a & 0xffff);
    return fin16(toHalf(v, m), d, m);
  });
}
template <class I>
void cvtInt16F16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu16_1(x, d, [&](uint32_t a) { return toInt<I>(fromHalf(F16::flush(lo16(a), m.keepIn16()))) & 0xffffu; });
}
// Normalized conversions: clamp to [-1, 1] (signed) or [0, 1] (unsigned), scale by 32767
// or 65535 and round to nearest even; NaN gives 0.
inline uint32_t snorm16(double v) {
  if (std::isnan(v)) return 0;
  v = std::clamp(v, -1.0, 1.0);
  return static_cast<uint32_t>(static_cast<int32_t>(roundEven(v * 32767.0))) & 0xffffu;
}
inline uint32_t unorm16(double v) {
  if (std::isnan(v)) return 0;
  v = std::clamp(v, 0.0, 1.0);
  return static_cast<uint32_t>(roundEven(v * 65535.0));
}
void v_cvt_norm_i16_f16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu16_1(x, d, [&](uint32_t a) { return snorm16(fromHalf(F16::flush(lo16(a), m.keepIn16()))); });
}
void v_cvt_norm_u16_f16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu16_1(x, d, [&](uint32_t a) { return unorm16(fromHalf(F16::flush(lo16(a), m.keepIn16()))); });
}
template <bool Signed, bool Half>
void cvtPknorm(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu2(x, d, [&](uint32_t a, uint32_t b) {
    auto val = [&](uint32_t v) {
      return Half ? fromHalf(F16::flush(lo16(v), m.keepIn16())) : static_cast<double>(f32(F32::flush(v, m.keepIn32)));
    };
    uint32_t lo = Signed ? snorm16(val(a)) : unorm16(val(a));
    uint32_t hi = Signed ? snorm16(val(b)) : unorm16(val(b));
    return lo | (hi << 16);
  });
}
// v_cvt_pk_u8_f32: src0 rounded (MODE) and saturated to a byte, placed at byte src1[1:0]
// of src2. v_cvt_pkaccum_u8_f32: the same, into the destination's previous value.
inline uint32_t toU8(uint32_t a, const FpMode& m) {
  float v = f32(F32::flush(a, m.keepIn32));
  if (std::isnan(v)) return 0;
  float r = std::nearbyint(v);
  return r <= 0 ? 0u : r >= 255 ? 255u : static_cast<uint32_t>(r);
}
void v_cvt_pk_u8_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  valu3(x, d, [&](uint32_t a, uint32_t sel, uint32_t c) {
    unsigned sh = 8 * (sel & 3);
    return (c & ~(0xffu << sh)) | (toU8(a, m) << sh);
  });
}
void v_cvt_pkaccum_u8_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  accumulate32(x, d, [&](uint32_t a, uint32_t sel, uint32_t c) {
    unsigned sh = 8 * (sel & 3);
    return (c & ~(0xffu << sh)) | (toU8(a, m) << sh);
  });
}
// gfx942 fp8/bf8 conversions (AMD Instinct MI300 ISA reference guide; the formats and their
// rounding are in fp8.h, shared with the fp8 matrix instructions). MODE is not consulted.
// v_cvt_f32_fp8/bf8: the low byte of src0 (SDWA's src0_sel picks another) to f32, then
// CLAMP/OMOD. v_cvt_pk_f32_fp8/bf8: the low two bytes (SDWA: the selected word) to two f32,
// byte 0 to the low register of the pair.
template <bool Bf8>
void cvtF32Fp8(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  constexpr fp8::Format fmt = Bf8 ? fp8::kBf8 : fp8::kFp8;
  valu1(x, d, [&](uint32_t a) { return fin32(fp8::decodeBits(fmt, static_cast<uint8_t>(a)), d, m); });
}
template <bool Bf8>
void cvtPkF32Fp8(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  constexpr fp8::Format fmt = Bf8 ? fp8::kBf8 : fp8::kFp8;
  uint32_t t0[kMaxLanes];
  uint64_t r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    uint64_t lo = fin32(fp8::decodeBits(fmt, static_cast<uint8_t>(a[l])), d, m);
    uint64_t hi = fin32(fp8::decodeBits(fmt, static_cast<uint8_t>(a[l] >> 8)), d, m);
    r[l] = lo | (hi << 32);
  });
  vwrite64(x, d, 0, r, mask);
}
// v_cvt_pk_fp8_f32/bf8: src0 and src1 rounded to nearest even into the word of vdst that
// op_sel[3] selects (src0 in its low byte); the other word keeps its value.
// v_cvt_sr_fp8_f32/bf8: src0 rounded stochastically with the random bits of src1 into the
// byte op_sel[3:2] selects; the other bytes keep their values.
template <bool Bf8>
void cvtPkFp8F32(Exec& x, const DecodedInst& d) {
  constexpr fp8::Format fmt = Bf8 ? fp8::kBf8 : fp8::kFp8;
  const unsigned sh = ((d.opsel >> 3) & 1u) * 16;
  accumulate32(x, d, [&](uint32_t a, uint32_t b, uint32_t old) {
    uint32_t word = fp8::encodeBits(fmt, a) | (static_cast<uint32_t>(fp8::encodeBits(fmt, b)) << 8);
    return (old & ~(0xffffu << sh)) | (word << sh);
  });
}
template <bool Bf8>
void cvtSrFp8F32(Exec& x, const DecodedInst& d) {
  constexpr fp8::Format fmt = Bf8 ? fp8::kBf8 : fp8::kFp8;
  const unsigned sh = ((d.opsel >> 2) & 3u) * 8;
  accumulate32(x, d, [&](uint32_t a, uint32_t rnd, uint32_t old) {
    return (old & ~(0xffu << sh)) | (static_cast<uint32_t>(fp8::encodeBits(fmt, a, true, rnd)) << sh);
  });
}
void v_cvt_pk_i16_i32(Exec& x, const DecodedInst& d) {
  valu2(x, d, [](uint32_t a, uint32_t b) {
    auto s = [](uint32_t v) { return static_cast<uint32_t>(std::clamp(static_cast<int32_t>(v), -32768, 32767)) & 0xffffu; };
    return s(a) | (s(b) << 16);
  });
}
void v_cvt_pk_u16_u32(Exec& x, const DecodedInst& d) {
  valu2(x, d, [](uint32_t a, uint32_t b) { return std::min(a, 0xffffu) | (std::min(b, 0xffffu) << 16); });
}
// v_cvt_pk_i16_f32 / v_cvt_pk_u16_f32 (gfx11): two f32 values truncated toward zero and
// saturated to 16-bit integers (NaN gives 0), src0 in the low half.
template <class I>
void cvtPkInt16F32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu2(x, d, [&](uint32_t a, uint32_t b) {
    auto cvt = [&](uint32_t v) { return toInt<I>(f32(F32::flush(v, m.keepIn32))) & 0xffffu; };
    return cvt(a) | (cvt(b) << 16);
  });
}
// v_sat_pk_u8_i16: the two signed halves saturated to bytes in the low 16 bits.
void v_sat_pk_u8_i16(Exec& x, const DecodedInst& d) {
  valu1(x, d, [](uint32_t a) {
    auto s = [](int32_t v) { return static_cast<uint32_t>(std::clamp(v, 0, 255)); };
    return s(sext16(a)) | (s(sext16(a >> 16)) << 8);
  });
}
// v_pack_b32_f16: the two (modified) f16 sources as the low and high halves.
void v_pack_b32_f16(Exec& x, const DecodedInst& d) {
  valu2(x, d, [](uint32_t a, uint32_t b) { return (a & 0xffffu) | ((b & 0xffffu) << 16); });
}

}  // namespace

void registerVectorFloatOps() {
  registerSemantics({
      // f32
      {"v_add_f32", v_add_f32}, {"v_sub_f32", v_sub_f32}, {"v_subrev_f32", v_subrev_f32}, {"v_mul_f32", v_mul_f32},
      {"v_min_f32", v_min_f32}, {"v_max_f32", v_max_f32}, {"v_fma_f32", v_fma_f32}, {"v_mad_f32", v_mad_f32},
      {"v_mac_f32", v_mac_f32}, {"v_fmac_f32", v_fmac_f32}, {"v_madmk_f32", v_madmk_f32}, {"v_madak_f32", v_madak_f32},
      {"v_fmamk_f32", v_fmamk_f32}, {"v_fmaak_f32", v_fmaak_f32}, {"v_min3_f32", v_min3_f32}, {"v_max3_f32", v_max3_f32},
      {"v_med3_f32", v_med3_f32}, {"v_maxmin_f32", v_maxmin_f32}, {"v_minmax_f32", v_minmax_f32}, {"v_mul_legacy_f32", v_mul_legacy_f32}, {"v_mad_legacy_f32", v_mad_legacy_f32},
      {"v_fma_legacy_f32", v_fma_legacy_f32}, {"v_fmac_legacy_f32", v_fmac_legacy_f32}, {"v_mullit_f32", v_mullit_f32},
      {"v_trunc_f32", v_trunc_f32}, {"v_floor_f32", v_floor_f32}, {"v_ceil_f32", v_ceil_f32}, {"v_rndne_f32", v_rndne_f32},
      {"v_fract_f32", v_fract_f32}, {"v_rcp_f32", v_rcp_f32}, {"v_rcp_iflag_f32", v_rcp_iflag_f32},
      {"v_sqrt_f32", v_sqrt_f32}, {"v_rsq_f32", v_rsq_f32}, {"v_exp_f32", v_exp_f32}, {"v_log_f32", v_log_f32},
      {"v_exp_legacy_f32", v_exp_legacy_f32}, {"v_log_legacy_f32", v_log_legacy_f32}, {"v_sin_f32", v_sin_f32},
      {"v_cos_f32", v_cos_f32}, {"v_frexp_mant_f32", v_frexp_mant_f32}, {"v_frexp_exp_i32_f32", v_frexp_exp_i32_f32},
      {"v_ldexp_f32", v_ldexp_f32}, {"v_cubeid_f32", v_cubeid_f32}, {"v_cubesc_f32", v_cubesc_f32},
      {"v_cubetc_f32", v_cubetc_f32}, {"v_cubema_f32", v_cubema_f32},
      // f64
      {"v_add_f64", v_add_f64}, {"v_mul_f64", v_mul_f64}, {"v_min_f64", v_min_f64}, {"v_max_f64", v_max_f64},
      {"v_fma_f64", v_fma_f64}, {"v_fmac_f64", v_fmac_f64}, {"v_trunc_f64", v_trunc_f64}, {"v_floor_f64", v_floor_f64},
      {"v_ceil_f64", v_ceil_f64}, {"v_rndne_f64", v_rndne_f64}, {"v_fract_f64", v_fract_f64}, {"v_rcp_f64", v_rcp_f64},
      {"v_sqrt_f64", v_sqrt_f64}, {"v_rsq_f64", v_rsq_f64}, {"v_frexp_mant_f64", v_frexp_mant_f64},
      {"v_frexp_exp_i32_f64", v_frexp_exp_i32_f64}, {"v_ldexp_f64", v_ldexp_f64}, {"v_trig_preop_f64", v_trig_preop_f64},
      // division
      {"v_div_scale_f32", v_div_scale_f32}, {"v_div_scale_f64", v_div_scale_f64}, {"v_div_fmas_f32", v_div_fmas_f32},
      {"v_div_fmas_f64", v_div_fmas_f64}, {"v_div_fixup_f32", v_div_fixup_f32}, {"v_div_fixup_f64", v_div_fixup_f64},
      {"v_div_fixup_f16", v_div_fixup_f16}, {"v_div_fixup_legacy_f16", v_div_fixup_f16},
      // f16
      {"v_add_f16", v_add_f16}, {"v_sub_f16", v_sub_f16}, {"v_subrev_f16", v_subrev_f16}, {"v_mul_f16", v_mul_f16},
      {"v_min_f16", v_min_f16}, {"v_max_f16", v_max_f16}, {"v_min3_f16", v_min3_f16}, {"v_max3_f16", v_max3_f16},
      {"v_med3_f16", v_med3_f16}, {"v_maxmin_f16", v_maxmin_f16}, {"v_minmax_f16", v_minmax_f16}, {"v_fma_f16", v_fma_f16}, {"v_fma_legacy_f16", v_fma_legacy_f16},
      {"v_fmac_f16", v_fmac_f16}, {"v_fmamk_f16", v_fmamk_f16}, {"v_fmaak_f16", v_fmaak_f16}, {"v_mad_f16", madF16},
      {"v_mad_legacy_f16", madF16}, {"v_madmk_f16", madF16}, {"v_madak_f16", madF16}, {"v_mac_f16", v_mac_f16},
      {"v_trunc_f16", v_trunc_f16}, {"v_floor_f16", v_floor_f16}, {"v_ceil_f16", v_ceil_f16}, {"v_rndne_f16", v_rndne_f16},
      {"v_fract_f16", v_fract_f16}, {"v_rcp_f16", v_rcp_f16}, {"v_sqrt_f16", v_sqrt_f16}, {"v_rsq_f16", v_rsq_f16},
      {"v_exp_f16", v_exp_f16}, {"v_log_f16", v_log_f16}, {"v_sin_f16", v_sin_f16}, {"v_cos_f16", v_cos_f16},
      {"v_frexp_mant_f16", v_frexp_mant_f16}, {"v_frexp_exp_i16_f16", v_frexp_exp_i16_f16}, {"v_ldexp_f16", v_ldexp_f16},
      // conversions
      {"v_cvt_f32_u32", v_cvt_f32_u32}, {"v_cvt_f32_i32", v_cvt_f32_i32}, {"v_cvt_u32_f32", v_cvt_u32_f32},
      {"v_cvt_i32_f32", v_cvt_i32_f32}, {"v_cvt_flr_i32_f32", v_cvt_flr_i32_f32}, {"v_cvt_rpi_i32_f32", v_cvt_rpi_i32_f32},
      {"v_cvt_f32_ubyte0", cvtUbyte<0>}, {"v_cvt_f32_ubyte1", cvtUbyte<1>}, {"v_cvt_f32_ubyte2", cvtUbyte<2>},
      {"v_cvt_f32_ubyte3", cvtUbyte<3>}, {"v_cvt_off_f32_i4", v_cvt_off_f32_i4}, {"v_cvt_f64_f32", v_cvt_f64_f32},
      {"v_cvt_f32_f64", v_cvt_f32_f64}, {"v_cvt_f64_i32", cvtF64Int<true>}, {"v_cvt_f64_u32", cvtF64Int<false>},
      {"v_cvt_i32_f64", cvtIntF64<int32_t>}, {"v_cvt_u32_f64", cvtIntF64<uint32_t>}, {"v_cvt_f16_f32", v_cvt_f16_f32},
      {"v_cvt_f32_f16", v_cvt_f32_f16}, {"v_cvt_pkrtz_f16_f32", v_cvt_pkrtz_f16_f32}, {"v_cvt_f16_i16", cvtF16Int16<true>},
      {"v_cvt_f16_u16", cvtF16Int16<false>}, {"v_cvt_i16_f16", cvtInt16F16<int16_t>}, {"v_cvt_u16_f16", cvtInt16F16<uint16_t>},
      {"v_cvt_norm_i16_f16", v_cvt_norm_i16_f16}, {"v_cvt_norm_u16_f16", v_cvt_norm_u16_f16},
      {"v_cvt_pknorm_i16_f32", cvtPknorm<true, false>}, {"v_cvt_pknorm_u16_f32", cvtPknorm<false, false>},
      {"v_cvt_pknorm_i16_f16", cvtPknorm<true, true>}, {"v_cvt_pknorm_u16_f16", cvtPknorm<false, true>},
      {"v_cvt_pk_u8_f32", v_cvt_pk_u8_f32}, {"v_cvt_pkaccum_u8_f32", v_cvt_pkaccum_u8_f32},
      {"v_cvt_pk_i16_i32", v_cvt_pk_i16_i32}, {"v_cvt_pk_u16_u32", v_cvt_pk_u16_u32},
      {"v_cvt_pk_i16_f32", cvtPkInt16F32<int16_t>}, {"v_cvt_pk_u16_f32", cvtPkInt16F32<uint16_t>}, {"v_sat_pk_u8_i16", v_sat_pk_u8_i16},
      {"v_pack_b32_f16", v_pack_b32_f16},
      {"v_cvt_f32_fp8", cvtF32Fp8<false>}, {"v_cvt_f32_bf8", cvtF32Fp8<true>}, {"v_cvt_pk_f32_fp8", cvtPkF32Fp8<false>},
      {"v_cvt_pk_f32_bf8", cvtPkF32Fp8<true>}, {"v_cvt_pk_fp8_f32", cvtPkFp8F32<false>}, {"v_cvt_pk_bf8_f32", cvtPkFp8F32<true>},
      {"v_cvt_sr_fp8_f32", cvtSrFp8F32<false>}, {"v_cvt_sr_bf8_f32", cvtSrFp8F32<true>},
  });
}

}  // namespace gfxsim::func
