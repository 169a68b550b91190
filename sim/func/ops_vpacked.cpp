// Packed math (VOP3P): v_pk_* on two 16-bit halves (f16 and i16/u16), the gfx90a packed
// f32 operations on register pairs, the mixed-precision v_mad_mix*/v_fma_mix*, and the
// dot products (v_dot*, v_dot*c, and gfx11's bf16 and mixed-signedness forms).
//
// Half selection: the low result reads half op_sel[k] of source k, the high result half
// op_sel_hi[k] (0: low, 1: high); neg_lo[k] / neg_hi[k] negate the float element feeding
// the low / high result. CLAMP limits float results to [0, 1] and saturates the integer
// additions and multiply-adds.
#include <algorithm>
#include <array>
#include <cmath>
#include <type_traits>

#include "func/fp.h"
#include "func/ops_helpers.h"
#include "func/semantics.h"

namespace gfxsim::func {

namespace {

inline uint16_t half(uint32_t v, bool hi) { return static_cast<uint16_t>(hi ? v >> 16 : v); }

// Per-lane sources of a VOP3P instruction (up to three), as raw 32-bit values.
struct PackedSrc {
  uint32_t t[3][kMaxLanes];
  const uint32_t* s[3] = {nullptr, nullptr, nullptr};
  PackedSrc(Exec& x, const DecodedInst& d, unsigned n) {
    for (unsigned k = 0; k < n; ++k) s[k] = vsrc32(x, d, k, t[k]);
  }
};

// The two 16-bit inputs of source k for the low and the high result.
inline uint16_t pick(const DecodedInst& d, uint32_t v, unsigned k, unsigned h) {
  unsigned sel = h == 0 ? d.opsel : d.opselHi;
  return half(v, (sel >> k) & 1);
}

// ---------------------------------------------------------------------------------------
// Packed f16.

template <unsigned N, class Fn>
void pkF16(Exec& x, const DecodedInst& d, Fn f) {
  FpMode m(x.w.mode);
  unsigned nl = d.negLo, nh = d.negHi;
  PackedSrc src(x, d, N);
  uint32_t r[kMaxLanes];
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    uint32_t out = 0;
    for (unsigned h = 0; h < 2; ++h) {
      unsigned neg = h == 0 ? nl : nh;
      uint16_t v[3] = {0, 0, 0};
      for (unsigned k = 0; k < N; ++k) {
        v[k] = pick(d, src.s[k][l], k, h);
        if ((neg >> k) & 1) v[k] ^= F16::sign;
        v[k] = F16::flush(v[k], m.keepIn16());
      }
      uint16_t res = F16::flush(f(v[0], v[1], v[2], m), m.keepOut16());
      out |= static_cast<uint32_t>(outMods<F16>(res, d, m, m.keepOut16(), m.round16())) << (16 * h);
    }
    r[l] = out;
  });
  vwrite32(x, d, 0, r, mask);
}

inline uint16_t fma16(uint16_t a, uint16_t b, uint16_t c, const FpMode& m) {
  return fmaRound<F16>(a, b, c, m.round16(), m.keepOut16());
}
inline uint16_t add16(uint16_t a, uint16_t b, const FpMode& m) {
  if (F16::isNan(a) || F16::isNan(b)) return propagateNan<F16>({a, b});
  return fmaRound<F16>(a, 0x3c00, b, m.round16(), m.keepOut16());
}
inline uint16_t mul16(uint16_t a, uint16_t b, const FpMode& m) {
  if (F16::isNan(a) || F16::isNan(b)) return propagateNan<F16>({a, b});
  if ((F16::isZero(a) || F16::isZero(b)) && !F16::isInf(a) && !F16::isInf(b))
    return static_cast<uint16_t>((a ^ b) & F16::sign);
  return fmaRound<F16>(a, b, F16::sign, m.round16(), m.keepOut16());
}
// IEEE-mode aware min/max (as v_min_f16/v_max_f16).
inline uint16_t minMax16(uint16_t a, uint16_t b, bool isMax, bool ieee) {
  if (F16::isNan(a) || F16::isNan(b)) {
    if (ieee) {
      if (F16::isSignaling(a)) return F16::quieten(a);
      if (F16::isSignaling(b)) return F16::quieten(b);
    }
    if (F16::isNan(a)) return F16::isNan(b) ? F16::quieten(b) : b;
    return a;
  }
  auto key = [](uint16_t v) { return (v & 0x8000) ? static_cast<uint16_t>(~v) : static_cast<uint16_t>(v | 0x8000); };
  bool aLess = key(a) < key(b);
  return (aLess != isMax) ? a : b;
}

void v_pk_add_f16(Exec& x, const DecodedInst& d) {
  pkF16<2>(x, d, [](uint16_t a, uint16_t b, uint16_t, const FpMode& m) { return add16(a, b, m); });
}
void v_pk_mul_f16(Exec& x, const DecodedInst& d) {
  pkF16<2>(x, d, [](uint16_t a, uint16_t b, uint16_t, const FpMode& m) { return mul16(a, b, m); });
}
void v_pk_fma_f16(Exec& x, const DecodedInst& d) {
  pkF16<3>(x, d, [](uint16_t a, uint16_t b, uint16_t c, const FpMode& m) { return fma16(a, b, c, m); });
}
void v_pk_min_f16(Exec& x, const DecodedInst& d) {
  pkF16<2>(x, d, [](uint16_t a, uint16_t b, uint16_t, const FpMode& m) { return minMax16(a, b, false, m.ieee); });
}
void v_pk_max_f16(Exec& x, const DecodedInst& d) {
  pkF16<2>(x, d, [](uint16_t a, uint16_t b, uint16_t, const FpMode& m) { return minMax16(a, b, true, m.ieee); });
}
// v_pk_fmac_f16 (VOP2): both halves of src0 * src1 + the destination.
void v_pk_fmac_f16(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  const uint32_t* c = x.w.vgpr(d.dstOp(0).reg);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    uint32_t out = 0;
    for (unsigned h = 0; h < 2; ++h) {
      bool k = m.keepIn16();
      uint16_t v = fma16(F16::flush(half(a[l], h), k), F16::flush(half(b[l], h), k), F16::flush(half(c[l], h), k), m);
      out |= static_cast<uint32_t>(outMods<F16>(F16::flush(v, m.keepOut16()), d, m, m.keepOut16(), m.round16())) << (16 * h);
    }
    r[l] = out;
  });
  vwrite32(x, d, 0, r, mask);
}

// ---------------------------------------------------------------------------------------
// Packed 16-bit integers.

template <unsigned N, class Fn>
void pkInt(Exec& x, const DecodedInst& d, Fn f) {
  PackedSrc src(x, d, N);
  uint32_t r[kMaxLanes];
  bool clamp = d.clamp;
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    uint32_t out = 0;
    for (unsigned h = 0; h < 2; ++h) {
      uint16_t v[3] = {0, 0, 0};
      for (unsigned k = 0; k < N; ++k) v[k] = pick(d, src.s[k][l], k, h);
      out |= (static_cast<uint32_t>(f(v[0], v[1], v[2], clamp)) & 0xffffu) << (16 * h);
    }
    r[l] = out;
  });
  vwrite32(x, d, 0, r, mask);
}
inline int32_t s16(uint16_t v) { return static_cast<int16_t>(v); }
inline uint16_t satS16(int64_t v, bool clamp) {
  if (clamp) v = std::clamp<int64_t>(v, -32768, 32767);
  return static_cast<uint16_t>(v);
}
inline uint16_t satU16(int64_t v, bool clamp) {
  if (clamp) v = std::clamp<int64_t>(v, 0, 65535);
  return static_cast<uint16_t>(v);
}

#define PK_INT(NAME, N, EXPR)                                                                            \
  void NAME(Exec& x, const DecodedInst& d) {                                                           \
    pkInt<N>(x, d, [](uint16_t a, uint16_t b, uint16_t c, bool clamp) -> uint16_t {                     \
      (void)a; (void)b; (void)c; (void)clamp; return static_cast<uint16_t>(EXPR);                       \
    });                                                                                                \
  }
PK_INT(v_pk_add_u16, 2, satU16(int64_t{a} + b, clamp))
PK_INT(v_pk_sub_u16, 2, satU16(int64_t{a} - b, clamp))
PK_INT(v_pk_add_i16, 2, satS16(int64_t{s16(a)} + s16(b), clamp))
PK_INT(v_pk_sub_i16, 2, satS16(int64_t{s16(a)} - s16(b), clamp))
PK_INT(v_pk_mul_lo_u16, 2, a * b)
PK_INT(v_pk_min_u16, 2, std::min(a, b))
PK_INT(v_pk_max_u16, 2, std::max(a, b))
PK_INT(v_pk_min_i16, 2, std::min(s16(a), s16(b)))
PK_INT(v_pk_max_i16, 2, std::max(s16(a), s16(b)))
PK_INT(v_pk_lshlrev_b16, 2, b << (a & 15))
PK_INT(v_pk_lshrrev_b16, 2, b >> (a & 15))
PK_INT(v_pk_ashrrev_i16, 2, s16(b) >> (a & 15))
PK_INT(v_pk_mad_u16, 3, satU16(int64_t{a} * b + c, clamp))
PK_INT(v_pk_mad_i16, 3, satS16(int64_t{s16(a)} * s16(b) + s16(c), clamp))

// ---------------------------------------------------------------------------------------
// gfx90a packed f32 on register pairs: element op_sel[k] / op_sel_hi[k] of source k.

template <unsigned N, class Fn>
void pkF32(Exec& x, const DecodedInst& d, Fn f) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  unsigned nl = d.negLo, nh = d.negHi;
  std::array<std::array<uint64_t, kMaxLanes>, 3> s{};
  for (unsigned k = 0; k < N; ++k) vsrc64(x, d, k, s[k].data());
  uint64_t r[kMaxLanes];
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    uint64_t out = 0;
    for (unsigned h = 0; h < 2; ++h) {
      unsigned sel = h == 0 ? d.opsel : d.opselHi, neg = h == 0 ? nl : nh;
      uint32_t v[3] = {0, 0, 0};
      for (unsigned k = 0; k < N; ++k) {
        v[k] = static_cast<uint32_t>(((sel >> k) & 1) ? s[k][l] >> 32 : s[k][l]);
        if ((neg >> k) & 1) v[k] ^= F32::sign;
        v[k] = F32::flush(v[k], m.keepIn32);
      }
      float res = f(f32(v[0]), f32(v[1]), f32(v[2]));
      uint32_t rb = std::isnan(res) ? propagateNan<F32>({v[0], v[1], v[2]}) : bits(res);
      rb = outMods<F32>(F32::flush(rb, m.keepOut32), d, m, m.keepOut32, m.round32);
      out |= static_cast<uint64_t>(rb) << (32 * h);
    }
    r[l] = out;
  });
  vwrite64(x, d, 0, r, mask);
}
void v_pk_fma_f32(Exec& x, const DecodedInst& d) { pkF32<3>(x, d, [](float a, float b, float c) { return std::fma(a, b, c); }); }
void v_pk_mul_f32(Exec& x, const DecodedInst& d) { pkF32<2>(x, d, [](float a, float b, float) { return a * b; }); }
void v_pk_add_f32(Exec& x, const DecodedInst& d) { pkF32<2>(x, d, [](float a, float b, float) { return a + b; }); }

// ---------------------------------------------------------------------------------------
// Mixed precision: v_mad_mix* (gfx9) and v_fma_mix* (gfx10, gfx90a) compute
// src0 * src1 + src2 in f32 where each source is an f32 (op_sel_hi[k] = 0) or the f16
// half op_sel[k] of the register (op_sel_hi[k] = 1); neg[k] negates and neg_hi[k] takes
// the absolute value of that element (abs first). *_f32 writes the f32 result; *lo_f16 /
// *hi_f16 round it to f16 into the low / high half and keep the other half. The MAD forms
// round the product first and, like the other MADs, flush denormals; the FMA forms are
// fused and follow MODE.
enum class MixOut { F32, Lo16, Hi16 };

template <bool Fused, MixOut Out>
void mix(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  // The raw register values: the operand access must not apply op_sel or the modifiers.
  DecodedInst raw = d;
  raw.opsel = 0;
  for (auto& o : raw.op) o.neg = o.abs = false;
  PackedSrc src(x, raw, 3);
  bool mods[3][2];  // [k][0] neg, [k][1] abs
  for (unsigned k = 0; k < 3; ++k) {
    mods[k][0] = d.srcOp(k).neg;
    mods[k][1] = d.srcOp(k).abs;
  }
  bool keepIn32 = Fused ? m.keepIn32 : false, keepIn16 = Fused ? m.keepIn16() : false;
  bool keepOut = Out == MixOut::F32 ? (Fused ? m.keepOut32 : false) : (Fused ? m.keepOut16() : false);
  unsigned rm = Out == MixOut::F32 ? m.round32 : m.round16();
  uint32_t r[kMaxLanes];
  const Opnd& dst = d.dstOp(0);
  if (dst.kind != OpnKind::Vgpr || dst.reg >= x.w.numV) fault("vector destination expected");
  const uint32_t* old = x.w.vgpr(dst.reg);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) {
    uint32_t v[3];
    for (unsigned k = 0; k < 3; ++k) {
      uint32_t s = src.s[k][l];
      if ((d.opselHi >> k) & 1) {
        uint16_t h = half(s, (d.opsel >> k) & 1);
        if (mods[k][1]) h &= 0x7fff;
        if (mods[k][0]) h ^= 0x8000;
        v[k] = convert<F32, F16>(F16::flush(h, keepIn16), 0, true);
      } else {
        if (mods[k][1]) s &= 0x7fffffffu;
        if (mods[k][0]) s ^= 0x80000000u;
        v[k] = F32::flush(s, keepIn32);
      }
    }
    // The MAD forms: the product rounded to f32 (no denormals), then the sum rounded once.
    auto madProduct = [&]() -> uint32_t {
      if (F32::isNan(v[0]) || F32::isNan(v[1])) return propagateNan<F32>({v[0], v[1]});
      if ((F32::isZero(v[0]) || F32::isZero(v[1])) && !F32::isInf(v[0]) && !F32::isInf(v[1]))
        return (v[0] ^ v[1]) & F32::sign;
      return fmaRound<F32>(v[0], v[1], F32::sign, m.round32, false);
    };
    if (Out == MixOut::F32) {
      uint32_t res;
      if (Fused) {
        res = fmaRound<F32>(v[0], v[1], v[2], rm, keepOut);
      } else {
        uint32_t p = madProduct();
        res = (F32::isNan(p) || F32::isNan(v[2])) ? propagateNan<F32>({p, v[2]})
                                                  : fmaRound<F32>(p, 0x3f800000u, v[2], rm, false);
      }
      r[l] = outMods<F32>(F32::flush(res, keepOut), d, m, keepOut, rm);
    } else {
      uint16_t h;
      if (Fused) {
        h = fmaRound<F32, F16>(v[0], v[1], v[2], rm, keepOut);  // rounded directly to f16
      } else {
        uint32_t p = madProduct();
        h = (F32::isNan(p) || F32::isNan(v[2])) ? convert<F16, F32>(propagateNan<F32>({p, v[2]}), rm, true)
                                                : fmaRound<F32, F16>(p, 0x3f800000u, v[2], rm, false);
      }
      h = outMods<F16>(F16::flush(h, keepOut), d, m, keepOut, rm);
      r[l] = Out == MixOut::Lo16 ? (old[l] & 0xffff0000u) | h : (old[l] & 0xffffu) | (static_cast<uint32_t>(h) << 16);
    }
  });
  // Write the whole register (the kept half is merged above).
  uint64_t wmask = mask & x.writeMask & x.w.laneMask;
  uint32_t* out = x.w.vgpr(dst.reg);
  forLanes(wmask, [&](unsigned l) { out[l] = r[l]; });
}

// ---------------------------------------------------------------------------------------
// Dot products. The f32 forms sum the two products (exact in double) and the f32 addend in
// double precision and round once to f32; the hardware's internal precision is not
// documented. The integer forms are exact; CLAMP saturates the result.

template <class Fn>
void dotLanes(Exec& x, const DecodedInst& d, bool accumulate, Fn f) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes], t2[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  const uint32_t* c = accumulate ? x.w.vgpr(d.dstOp(0).reg) : vsrc32(x, d, 2, t2);
  uint64_t mask = activeLanes(x);
  forLanes(mask, [&](unsigned l) { r[l] = f(a[l], b[l], c[l]); });
  vwrite32(x, d, 0, r, mask);
}

// Input denormal control of a 16-bit element format: f16 shares the f64 control, bf16 (the
// top half of an f32) the f32 one.
template <class E>
inline bool keepIn(const FpMode& m) {
  return std::is_same_v<E, BF16> ? m.keepIn32 : m.keepIn16();
}

// v_dot2_f32_f16 / v_dot2c_f32_f16 and gfx11's v_dot2_f32_bf16 (E: the element format).
template <class E, bool Accumulate>
void dot2F32(Exec& x, const DecodedInst& d) {
  FpMode m(x.w.mode);
  RoundingScope rs(m.round32);
  bool packed = d.isVop3p;
  unsigned nl = packed ? d.negLo : 0, nh = packed ? d.negHi : 0;
  unsigned sel[2] = {packed ? d.opsel : 0u, packed ? d.opselHi : 3u};
  dotLanes(x, d, Accumulate, [&](uint32_t a, uint32_t b, uint32_t c) {
    double sum = 0;
    uint16_t nanIn = 0;
    for (unsigned h = 0; h < 2; ++h) {
      unsigned neg = h == 0 ? nl : nh;
      uint16_t ea = half(a, (sel[h] >> 0) & 1), eb = half(b, (sel[h] >> 1) & 1);
      if (neg & 1) ea ^= E::sign;
      if (neg & 2) eb ^= E::sign;
      ea = E::flush(ea, keepIn<E>(m));
      eb = E::flush(eb, keepIn<E>(m));
      if (!nanIn && E::isNan(ea)) nanIn = ea;
      if (!nanIn && E::isNan(eb)) nanIn = eb;
      sum += toDouble<E>(ea) * toDouble<E>(eb);
    }
    if (nl & 4) c ^= F32::sign;
    c = F32::flush(c, m.keepIn32);
    float res = static_cast<float>(sum + static_cast<double>(f32(c)));
    uint32_t rb;
    if (!std::isnan(res)) rb = bits(res);
    else if (nanIn) rb = convert<F32, E>(E::quieten(nanIn), 0, true);
    else rb = F32::isNan(c) ? F32::quieten(c) : F32::defaultNan;
    return outMods<F32>(F32::flush(rb, m.keepOut32), d, m, m.keepOut32, m.round32);
  });
}

// a0*b0 + a1*b1 + c over one 16-bit format E, rounded once into E. f16 sums are exact (every
// f16 value is an integer multiple of 2^-24, so the terms are multiples of 2^-48 below 2^81);
// bf16 terms are summed in double (exact products; the sum is exact unless the terms differ
// in magnitude by more than 2^37). NaNs: the first NaN operand quieted; inf * 0 and
// inf - inf give the default NaN.
template <class E>
uint16_t dot2Round(const uint16_t a[2], const uint16_t b[2], uint16_t c, unsigned rm, bool keepOut) {
  const uint16_t ops[5] = {a[0], b[0], a[1], b[1], c};
  for (uint16_t v : ops)
    if (E::isNan(v)) return E::quieten(v);
  int infSign = 0;  // +1 / -1: the sign of the infinite terms so far
  for (unsigned i = 0; i < 3; ++i) {
    bool inf, zero = false, negative;
    if (i < 2) {
      inf = E::isInf(a[i]) || E::isInf(b[i]);
      zero = E::isZero(a[i]) || E::isZero(b[i]);
      negative = E::neg(a[i]) != E::neg(b[i]);
    } else {
      inf = E::isInf(c);
      negative = E::neg(c);
    }
    if (!inf) continue;
    if (zero) return E::defaultNan;
    int s = negative ? -1 : 1;
    if (infSign == -s) return E::defaultNan;
    infSign = s;
  }
  if (infSign) return static_cast<uint16_t>((infSign < 0 ? E::sign : 0) | E::inf);
  if constexpr (std::is_same_v<E, F16>) {
    u128 pos = 0, neg = 0;
    bool allZero = true, allNeg = true;
    auto addTerm = [&](u128 mag, bool negative, bool isZero) {
      (negative ? neg : pos) += mag;
      allZero = allZero && isZero;
      allNeg = allNeg && negative;
    };
    auto units = [](uint16_t v) {  // |v| / 2^-24
      u128 sig;
      int exp;
      unpack<F16>(v, sig, exp);
      return sig << (exp + 24);
    };
    for (unsigned i = 0; i < 2; ++i)
      addTerm(units(a[i]) * units(b[i]), E::neg(a[i]) != E::neg(b[i]), E::isZero(a[i]) || E::isZero(b[i]));
    addTerm(units(c) << 24, E::neg(c), E::isZero(c));
    if (allZero) return (allNeg || rm == 2) ? F16::sign : uint16_t{0};
    bool negative = neg > pos;
    u128 mag = negative ? neg - pos : pos - neg;
    if (mag == 0) return rm == 2 ? F16::sign : uint16_t{0};
    return roundPack<F16>(negative, mag, -48, rm, keepOut);
  } else {
    double sum = toDouble<E>(a[0]) * toDouble<E>(b[0]) + toDouble<E>(a[1]) * toDouble<E>(b[1]) + toDouble<E>(c);
    return convert<E, F64>(bits(sum), rm, keepOut);
  }
}

// gfx11 VOP3 v_dot2_f16_f16 / v_dot2_bf16_bf16: D.e = S0.e[0]*S1.e[0] + S0.e[1]*S1.e[1] + S2.e.
// op_sel[2] picks the half of src2 and op_sel[3] the half of the destination written (the
// other half is kept); neg/abs apply to the src2 element. Source modifiers and op_sel on the
// packed sources src0/src1 have no documented meaning and are rejected.
template <class E>
void dot2Vop3(Exec& x, const DecodedInst& d) {
  if ((d.opsel & 3) || d.srcOp(0).neg || d.srcOp(0).abs || d.srcOp(1).neg || d.srcOp(1).abs)
    fault("unsupported: " + d.mnemonic() + " with op_sel or neg/abs on its packed sources");
  FpMode m(x.w.mode);
  constexpr bool bf = std::is_same_v<E, BF16>;
  unsigned rm = bf ? m.round32 : m.round16();
  bool kIn = keepIn<E>(m), kOut = bf ? m.keepOut32 : m.keepOut16();
  DecodedInst raw = d;  // the raw register values: op_sel and modifiers are applied here
  raw.opsel = 0;
  for (auto& o : raw.op) o.neg = o.abs = false;
  PackedSrc src(x, raw, 3);
  const Opnd& o2 = d.srcOp(2);
  const Opnd& dst = d.dstOp(0);
  if (dst.kind != OpnKind::Vgpr || dst.reg >= x.w.numV) fault("vector destination expected");
  const uint32_t* old = x.w.vgpr(dst.reg);
  bool hiOut = (d.opsel >> 3) & 1;
  uint32_t r[kMaxLanes];
  uint64_t mask = activeLanes(x) & x.writeMask & x.w.laneMask;
  forLanes(mask, [&](unsigned l) {
    uint16_t ea[2], eb[2];
    for (unsigned h = 0; h < 2; ++h) {
      ea[h] = E::flush(half(src.s[0][l], h), kIn);
      eb[h] = E::flush(half(src.s[1][l], h), kIn);
    }
    uint16_t c = half(src.s[2][l], (d.opsel >> 2) & 1);
    if (o2.abs) c &= static_cast<uint16_t>(~E::sign);
    if (o2.neg) c ^= E::sign;
    uint16_t res = E::flush(dot2Round<E>(ea, eb, E::flush(c, kIn), rm, kOut), kOut);
    r[l] = hiOut ? (old[l] & 0xffffu) | (static_cast<uint32_t>(res) << 16) : (old[l] & 0xffff0000u) | res;
  });
  uint32_t* out = x.w.vgpr(dst.reg);
  forLanes(mask, [&](unsigned l) { out[l] = r[l]; });
}

template <bool Signed>
inline uint32_t satResult(int64_t v, bool clamp) {
  if (clamp) {
    if (Signed) v = std::clamp<int64_t>(v, INT32_MIN, INT32_MAX);
    else v = std::clamp<int64_t>(v, 0, UINT32_MAX);
  }
  return static_cast<uint32_t>(v);
}
// Sum of the products of the N-bit elements of a and b (each signed or not), plus c.
template <unsigned Bits>
int64_t dotInt(uint32_t a, uint32_t b, uint32_t c, bool signedA, bool signedB, bool signedC) {
  int64_t sum = signedC ? int64_t{static_cast<int32_t>(c)} : int64_t{c};
  constexpr unsigned n = 32 / Bits;
  auto element = [](uint32_t v, unsigned i, bool s) -> int64_t {
    uint32_t e = (v >> (i * Bits)) & ((1u << Bits) - 1);
    return s ? int64_t{static_cast<int32_t>(e << (32 - Bits)) >> (32 - Bits)} : int64_t{e};
  };
  for (unsigned i = 0; i < n; ++i) sum += element(a, i, signedA) * element(b, i, signedB);
  return sum;
}
template <bool Signed, unsigned Bits, bool Accumulate>
void dotIntOp(Exec& x, const DecodedInst& d) {
  bool clamp = d.clamp;
  bool packed = d.isVop3p && Bits == 16;
  unsigned selLo = packed ? d.opsel : 0u, selHi = packed ? d.opselHi : 3u;
  dotLanes(x, d, Accumulate, [&](uint32_t a, uint32_t b, uint32_t c) {
    if (Bits == 16) {  // op_sel chooses the halves of the two elements
      a = half(a, selLo & 1) | (static_cast<uint32_t>(half(a, selHi & 1)) << 16);
      b = half(b, (selLo >> 1) & 1) | (static_cast<uint32_t>(half(b, (selHi >> 1) & 1)) << 16);
    }
    return satResult<Signed>(dotInt<Bits>(a, b, c, Signed, Signed, Signed), clamp);
  });
}
// gfx11 v_dot4_i32_iu8 / v_dot8_i32_iu4: neg_lo[0] / neg_lo[1] make the elements of src0 /
// src1 signed (LLVM's DotIUVOP3PMods); the i32 addend and result are signed, CLAMP saturates.
template <unsigned Bits>
void dotIU(Exec& x, const DecodedInst& d) {
  bool clamp = d.clamp, sa = d.negLo & 1, sb = (d.negLo >> 1) & 1;
  dotLanes(x, d, false, [&](uint32_t a, uint32_t b, uint32_t c) {
    return satResult<true>(dotInt<Bits>(a, b, c, sa, sb, true), clamp);
  });
}

}  // namespace

void registerVectorPackedOps() {
  registerSemantics({
      {"v_pk_add_f16", v_pk_add_f16}, {"v_pk_mul_f16", v_pk_mul_f16}, {"v_pk_fma_f16", v_pk_fma_f16},
      {"v_pk_min_f16", v_pk_min_f16}, {"v_pk_max_f16", v_pk_max_f16}, {"v_pk_fmac_f16", v_pk_fmac_f16},
      {"v_pk_add_u16", v_pk_add_u16}, {"v_pk_sub_u16", v_pk_sub_u16}, {"v_pk_add_i16", v_pk_add_i16},
      {"v_pk_sub_i16", v_pk_sub_i16}, {"v_pk_mul_lo_u16", v_pk_mul_lo_u16}, {"v_pk_min_u16", v_pk_min_u16},
      {"v_pk_max_u16", v_pk_max_u16}, {"v_pk_min_i16", v_pk_min_i16}, {"v_pk_max_i16", v_pk_max_i16},
      {"v_pk_lshlrev_b16", v_pk_lshlrev_b16}, {"v_pk_lshrrev_b16", v_pk_lshrrev_b16},
      {"v_pk_ashrrev_i16", v_pk_ashrrev_i16}, {"v_pk_mad_u16", v_pk_mad_u16}, {"v_pk_mad_i16", v_pk_mad_i16},
      {"v_pk_fma_f32", v_pk_fma_f32}, {"v_pk_mul_f32", v_pk_mul_f32}, {"v_pk_add_f32", v_pk_add_f32},
      {"v_mad_mix_f32", mix<false, MixOut::F32>}, {"v_mad_mixlo_f16", mix<false, MixOut::Lo16>},
      {"v_mad_mixhi_f16", mix<false, MixOut::Hi16>}, {"v_fma_mix_f32", mix<true, MixOut::F32>},
      {"v_fma_mixlo_f16", mix<true, MixOut::Lo16>}, {"v_fma_mixhi_f16", mix<true, MixOut::Hi16>},
      {"v_dot2_f32_f16", dot2F32<F16, false>}, {"v_dot2c_f32_f16", dot2F32<F16, true>},
      {"v_dot2_f32_bf16", dot2F32<BF16, false>}, {"v_dot2_f16_f16", dot2Vop3<F16>},
      {"v_dot2_bf16_bf16", dot2Vop3<BF16>}, {"v_dot4_i32_iu8", dotIU<8>}, {"v_dot8_i32_iu4", dotIU<4>},
      {"v_dot2_i32_i16", dotIntOp<true, 16, false>}, {"v_dot2_u32_u16", dotIntOp<false, 16, false>},
      {"v_dot2c_i32_i16", dotIntOp<true, 16, true>}, {"v_dot4_i32_i8", dotIntOp<true, 8, false>},
      {"v_dot4_u32_u8", dotIntOp<false, 8, false>}, {"v_dot4c_i32_i8", dotIntOp<true, 8, true>},
      {"v_dot8_i32_i4", dotIntOp<true, 4, false>}, {"v_dot8_u32_u4", dotIntOp<false, 4, false>},
      {"v_dot8c_i32_i4", dotIntOp<true, 4, true>},
  });
}

}  // namespace gfxsim::func
