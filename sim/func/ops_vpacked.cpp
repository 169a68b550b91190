// Packed math (VOP3P): v_pk_* on two 16-bit halves (f16 and i16/u16), the gfx90a packed
// f32 operations on register pairs, the mixed-precision v_mad_mix*/v_fma_mix*, and the
// dot products (v_dot*, v_dot*c).
//
// Half selection: the low result reads half op_sel[k] of source k, the high result half
// op_sel_hi[k] (0: low, 1: high); neg_lo[k] / neg_hi[k] negate the float element feeding
// the low / high result. CLAMP limits float results to [0, 1] and saturates the integer
// additions and multiply-adds.
#include <algorithm>
#include <array>
#include <cmath>

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
// Dot products. The f16 form sums the two products and the f32 addend in double precision
// (exact products) and rounds once to f32; the hardware's internal precision is not
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

template <bool Accumulate>
void dot2F32F16(Exec& x, const DecodedInst& d) {
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
      if (neg & 1) ea ^= F16::sign;
      if (neg & 2) eb ^= F16::sign;
      ea = F16::flush(ea, m.keepIn16());
      eb = F16::flush(eb, m.keepIn16());
      if (!nanIn && F16::isNan(ea)) nanIn = ea;
      if (!nanIn && F16::isNan(eb)) nanIn = eb;
      sum += toDouble<F16>(ea) * toDouble<F16>(eb);
    }
    if (nl & 4) c ^= F32::sign;
    c = F32::flush(c, m.keepIn32);
    float res = static_cast<float>(sum + static_cast<double>(f32(c)));
    uint32_t rb;
    if (!std::isnan(res)) rb = bits(res);
    else if (nanIn) rb = convert<F32, F16>(F16::quieten(nanIn), 0, true);
    else rb = F32::isNan(c) ? F32::quieten(c) : F32::defaultNan;
    return outMods<F32>(F32::flush(rb, m.keepOut32), d, m, m.keepOut32, m.round32);
  });
}

template <bool Signed>
inline uint32_t satResult(int64_t v, bool clamp) {
  if (clamp) {
    if (Signed) v = std::clamp<int64_t>(v, INT32_MIN, INT32_MAX);
    else v = std::clamp<int64_t>(v, 0, UINT32_MAX);
  }
  return static_cast<uint32_t>(v);
}
// Sum of the products of the N-bit elements of a and b, plus c.
template <bool Signed, unsigned Bits>
int64_t dotInt(uint32_t a, uint32_t b, uint32_t c) {
  int64_t sum = Signed ? int64_t{static_cast<int32_t>(c)} : int64_t{c};
  constexpr unsigned n = 32 / Bits;
  for (unsigned i = 0; i < n; ++i) {
    uint32_t ea = (a >> (i * Bits)) & ((1u << Bits) - 1), eb = (b >> (i * Bits)) & ((1u << Bits) - 1);
    int64_t va = ea, vb = eb;
    if (Signed) {
      va = static_cast<int64_t>(static_cast<int32_t>(ea << (32 - Bits)) >> (32 - Bits));
      vb = static_cast<int64_t>(static_cast<int32_t>(eb << (32 - Bits)) >> (32 - Bits));
    }
    sum += va * vb;
  }
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
    return satResult<Signed>(dotInt<Signed, Bits>(a, b, c), clamp);
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
      {"v_dot2_f32_f16", dot2F32F16<false>}, {"v_dot2c_f32_f16", dot2F32F16<true>},
      {"v_dot2_i32_i16", dotIntOp<true, 16, false>}, {"v_dot2_u32_u16", dotIntOp<false, 16, false>},
      {"v_dot2c_i32_i16", dotIntOp<true, 16, true>}, {"v_dot4_i32_i8", dotIntOp<true, 8, false>},
      {"v_dot4_u32_u8", dotIntOp<false, 8, false>}, {"v_dot4c_i32_i8", dotIntOp<true, 8, true>},
      {"v_dot8_i32_i4", dotIntOp<true, 4, false>}, {"v_dot8_u32_u4", dotIntOp<false, 4, false>},
      {"v_dot8c_i32_i4", dotIntOp<true, 4, true>},
  });
}

}  // namespace gfxsim::func
