// Vector floating-point operations: f32, f64 (and conversions). Inputs honour the MODE
// register's denormal control, results its output denormal control, rounding mode, omod
// and clamp.
#include <cmath>

#include "func/fp.h"
#include "func/ops_helpers.h"
#include "func/semantics.h"

namespace gfxsim::func {

namespace {

inline float f32(uint32_t v) { return std::bit_cast<float>(v); }
inline uint32_t bits(float v) { return std::bit_cast<uint32_t>(v); }
inline double f64(uint64_t v) { return std::bit_cast<double>(v); }
inline uint64_t bits(double v) { return std::bit_cast<uint64_t>(v); }

template <class F>
void f32op1(Exec& x, const DecodedInst& d, F f) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  valu1(x, d, [&](uint32_t a) { return bits(flush(outMods(f(flush(f32(a), m.keepIn32)), d, m), m.keepOut32)); });
}
template <class F>
void f32op2(Exec& x, const DecodedInst& d, F f) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  valu2(x, d, [&](uint32_t a, uint32_t b) {
    return bits(flush(outMods(f(flush(f32(a), m.keepIn32), flush(f32(b), m.keepIn32)), d, m), m.keepOut32));
  });
}
template <class F>
void f32op3(Exec& x, const DecodedInst& d, F f) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  valu3(x, d, [&](uint32_t a, uint32_t b, uint32_t c) {
    return bits(flush(outMods(f(flush(f32(a), m.keepIn32), flush(f32(b), m.keepIn32), flush(f32(c), m.keepIn32)), d, m),
                      m.keepOut32));
  });
}
template <class F>
void f64op2(Exec& x, const DecodedInst& d, F f) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round64);
  valu64_2(x, d, [&](uint64_t a, uint64_t b) {
    return bits(flush(outMods(f(flush(f64(a), m.keepIn64), flush(f64(b), m.keepIn64)), d, m), m.keepOut64));
  });
}
template <class F>
void f64op3(Exec& x, const DecodedInst& d, F f) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round64);
  valu64_3(x, d, [&](uint64_t a, uint64_t b, uint64_t c) {
    return bits(flush(outMods(f(flush(f64(a), m.keepIn64), flush(f64(b), m.keepIn64), flush(f64(c), m.keepIn64)), d, m),
                      m.keepOut64));
  });
}

// IEEE-mode min/max: a quiet NaN operand loses to a number (minNum/maxNum).
template <class T> T fmin_(T a, T b) { return std::fmin(a, b); }
template <class T> T fmax_(T a, T b) { return std::fmax(a, b); }

#define F1(NAME, EXPR) void NAME(Exec& x, const DecodedInst& d) { f32op1(x, d, [](float a) { return (EXPR); }); }
#define F2(NAME, EXPR) void NAME(Exec& x, const DecodedInst& d) { f32op2(x, d, [](float a, float b) { return (EXPR); }); }
#define F3(NAME, EXPR) void NAME(Exec& x, const DecodedInst& d) { f32op3(x, d, [](float a, float b, float c) { return (EXPR); }); }
#define D2(NAME, EXPR) void NAME(Exec& x, const DecodedInst& d) { f64op2(x, d, [](double a, double b) { return (EXPR); }); }
#define D3(NAME, EXPR) void NAME(Exec& x, const DecodedInst& d) { f64op3(x, d, [](double a, double b, double c) { return (EXPR); }); }

F2(v_add_f32, a + b)
F2(v_sub_f32, a - b)
F2(v_subrev_f32, b - a)
F2(v_mul_f32, a * b)
F2(v_min_f32, fmin_(a, b))
F2(v_max_f32, fmax_(a, b))
F3(v_fma_f32, std::fma(a, b, c))
// v_mad_f32/v_mac_f32 round the product before adding (not fused).
F3(v_mad_f32, a * b + c)
F1(v_trunc_f32, std::trunc(a))
F1(v_floor_f32, std::floor(a))
F1(v_ceil_f32, std::ceil(a))
F1(v_rndne_f32, std::nearbyint(a))
F1(v_fract_f32, a - std::floor(a))
F1(v_rcp_f32, 1.0f / a)
F1(v_rcp_iflag_f32, 1.0f / a)
F1(v_sqrt_f32, std::sqrt(a))
F1(v_rsq_f32, 1.0f / std::sqrt(a))
F1(v_exp_f32, std::exp2(a))
F1(v_log_f32, std::log2(a))

D2(v_add_f64, a + b)
D2(v_mul_f64, a * b)
D2(v_min_f64, fmin_(a, b))
D2(v_max_f64, fmax_(a, b))
D3(v_fma_f64, std::fma(a, b, c))

// The accumulating forms read their destination as the third source.
void v_mac_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  const uint32_t* c = x.w.vgpr(d.dstOp(0).reg);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    float p = flush(f32(a[l]), m.keepIn32) * flush(f32(b[l]), m.keepIn32);
    r[l] = bits(flush(outMods(p + flush(f32(c[l]), m.keepIn32), d, m), m.keepOut32));
  });
  vwrite32(x, d, 0, r, mask);
}
void v_fmac_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  const uint32_t* c = x.w.vgpr(d.dstOp(0).reg);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    r[l] = bits(flush(outMods(std::fma(flush(f32(a[l]), m.keepIn32), flush(f32(b[l]), m.keepIn32), flush(f32(c[l]), m.keepIn32)), d, m),
                      m.keepOut32));
  });
  vwrite32(x, d, 0, r, mask);
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
    double c = f64(lo[l] | (static_cast<uint64_t>(hi[l]) << 32));
    r[l] = bits(flush(outMods(std::fma(flush(f64(a[l]), m.keepIn64), flush(f64(b[l]), m.keepIn64), flush(c, m.keepIn64)), d, m),
                      m.keepOut64));
  });
  vwrite64(x, d, 0, r, mask);
}
// v_madmk_f32 d, a, K, b = a*K + b; v_madak_f32 d, a, b, K = a*b + K (the literal is an operand).
void v_madmk_f32(Exec& x, const DecodedInst& d) { f32op3(x, d, [](float a, float k, float b) { return a * k + b; }); }
void v_madak_f32(Exec& x, const DecodedInst& d) { f32op3(x, d, [](float a, float b, float k) { return a * b + k; }); }
void v_fmamk_f32(Exec& x, const DecodedInst& d) { f32op3(x, d, [](float a, float k, float b) { return std::fma(a, k, b); }); }
void v_fmaak_f32(Exec& x, const DecodedInst& d) { f32op3(x, d, [](float a, float b, float k) { return std::fma(a, b, k); }); }

// Conversions (round toward zero for float -> int, saturating; NaN -> 0).
template <class I>
uint32_t toInt(double v) {
  if (std::isnan(v)) return 0;
  double t = std::trunc(v);
  if (t <= static_cast<double>(std::numeric_limits<I>::min())) return static_cast<uint32_t>(std::numeric_limits<I>::min());
  if (t >= static_cast<double>(std::numeric_limits<I>::max())) return static_cast<uint32_t>(std::numeric_limits<I>::max());
  return static_cast<uint32_t>(static_cast<I>(t));
}
void v_cvt_f32_u32(Exec& x, const DecodedInst& d) { valu1(x, d, [](uint32_t a) { return bits(static_cast<float>(a)); }); }
void v_cvt_f32_i32(Exec& x, const DecodedInst& d) { valu1(x, d, [](uint32_t a) { return bits(static_cast<float>(static_cast<int32_t>(a))); }); }
void v_cvt_u32_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t a) { return toInt<uint32_t>(flush(f32(a), m.keepIn32)); });
}
void v_cvt_i32_f32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  valu1(x, d, [&](uint32_t a) { return toInt<int32_t>(flush(f32(a), m.keepIn32)); });
}
template <unsigned Byte>
void cvtUbyte(Exec& x, const DecodedInst& d) {
  valu1(x, d, [](uint32_t a) { return bits(static_cast<float>((a >> (8 * Byte)) & 0xff)); });
}

}  // namespace

void registerVectorFloatOps() {
  registerSemantics({
      {"v_add_f32", v_add_f32}, {"v_sub_f32", v_sub_f32}, {"v_subrev_f32", v_subrev_f32}, {"v_mul_f32", v_mul_f32},
      {"v_min_f32", v_min_f32}, {"v_max_f32", v_max_f32}, {"v_fma_f32", v_fma_f32}, {"v_mad_f32", v_mad_f32},
      {"v_mac_f32", v_mac_f32}, {"v_fmac_f32", v_fmac_f32}, {"v_madmk_f32", v_madmk_f32}, {"v_madak_f32", v_madak_f32},
      {"v_fmamk_f32", v_fmamk_f32}, {"v_fmaak_f32", v_fmaak_f32}, {"v_trunc_f32", v_trunc_f32},
      {"v_floor_f32", v_floor_f32}, {"v_ceil_f32", v_ceil_f32}, {"v_rndne_f32", v_rndne_f32},
      {"v_fract_f32", v_fract_f32}, {"v_rcp_f32", v_rcp_f32}, {"v_rcp_iflag_f32", v_rcp_iflag_f32},
      {"v_sqrt_f32", v_sqrt_f32}, {"v_rsq_f32", v_rsq_f32}, {"v_exp_f32", v_exp_f32}, {"v_log_f32", v_log_f32},
      {"v_add_f64", v_add_f64}, {"v_mul_f64", v_mul_f64}, {"v_min_f64", v_min_f64}, {"v_max_f64", v_max_f64},
      {"v_fma_f64", v_fma_f64}, {"v_fmac_f64", v_fmac_f64},
      {"v_cvt_f32_u32", v_cvt_f32_u32}, {"v_cvt_f32_i32", v_cvt_f32_i32}, {"v_cvt_u32_f32", v_cvt_u32_f32},
      {"v_cvt_i32_f32", v_cvt_i32_f32}, {"v_cvt_f32_ubyte0", cvtUbyte<0>}, {"v_cvt_f32_ubyte1", cvtUbyte<1>},
      {"v_cvt_f32_ubyte2", cvtUbyte<2>}, {"v_cvt_f32_ubyte3", cvtUbyte<3>},
  });
}

}  // namespace gfxsim::func
