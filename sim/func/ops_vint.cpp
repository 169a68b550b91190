// Vector integer and bit operations (VOP1/VOP2/VOP3 forms alike).
#include <algorithm>
#include <bit>

#include "func/ops_helpers.h"
#include "func/semantics.h"

namespace gfxsim::func {

namespace {

inline int32_t si(uint32_t v) { return static_cast<int32_t>(v); }
inline uint32_t u24(uint32_t v) { return v & 0xffffffu; }
inline int32_t i24(uint32_t v) { return static_cast<int32_t>(v << 8) >> 8; }
inline int32_t s16(uint32_t v) { return static_cast<int16_t>(static_cast<uint16_t>(v)); }
template <class T>
inline T med3(T a, T b, T c) { return std::max(std::min(a, b), std::min(std::max(a, b), c)); }

// Integer results of VOP3 `clamp`: saturated to the result type's range, else wrapped.
inline uint32_t satU(int64_t v, unsigned bits, bool clamp) {
  int64_t hi = (int64_t{1} << bits) - 1;
  if (clamp) v = std::clamp<int64_t>(v, 0, hi);
  return static_cast<uint32_t>(v & hi);
}
inline uint32_t satS(int64_t v, unsigned bits, bool clamp) {
  int64_t hi = (int64_t{1} << (bits - 1)) - 1;
  if (clamp) v = std::clamp<int64_t>(v, -hi - 1, hi);
  return static_cast<uint32_t>(v) & static_cast<uint32_t>((int64_t{1} << bits) - 1);
}

#define V1(NAME, EXPR) void NAME(Exec& x, const DecodedInst& d) { valu1(x, d, [&](uint32_t a) -> uint32_t { return (EXPR); }); }
#define V2(NAME, EXPR) void NAME(Exec& x, const DecodedInst& d) { valu2(x, d, [&](uint32_t a, uint32_t b) -> uint32_t { return (EXPR); }); }
#define V3(NAME, EXPR) \
  void NAME(Exec& x, const DecodedInst& d) { valu3(x, d, [&](uint32_t a, uint32_t b, uint32_t c) -> uint32_t { return (EXPR); }); }
#define V16_1(NAME, EXPR) void NAME(Exec& x, const DecodedInst& d) { valu16_1(x, d, [&](uint32_t a) -> uint32_t { return (EXPR); }); }
#define V16_2(NAME, EXPR) \
  void NAME(Exec& x, const DecodedInst& d) { valu16_2(x, d, [&](uint32_t a, uint32_t b) -> uint32_t { return (EXPR); }); }
#define V16_3(NAME, EXPR) \
  void NAME(Exec& x, const DecodedInst& d) { valu16_3(x, d, [&](uint32_t a, uint32_t b, uint32_t c) -> uint32_t { return (EXPR); }); }

V1(v_mov_b32, a)
V1(v_not_b32, ~a)
uint32_t brev32(uint32_t a) {
  uint32_t o = 0;
  for (int i = 0; i < 32; ++i) {
    o = (o << 1) | (a & 1);
    a >>= 1;
  }
  return o;
}
uint32_t bfeU(uint32_t a, uint32_t b, uint32_t c) {
  unsigned off = b & 31, w = c & 31;
  return w ? (a >> off) & ((1u << w) - 1) : 0u;
}
uint32_t bfeI(uint32_t a, uint32_t b, uint32_t c) {
  unsigned off = b & 31, w = c & 31;
  if (!w) return 0u;
  uint32_t v = (a >> off) & ((1u << w) - 1);
  if ((v >> (w - 1)) & 1) v |= ~((1u << w) - 1);
  return v;
}
// Byte select from the 64-bit {a, b}: selectors 0-7 pick bytes, 8-11 sign-replicate,
// 12 = 0x00, 13+ = 0xff.
uint32_t perm(uint32_t a, uint32_t b, uint32_t c) {
  uint64_t v = (static_cast<uint64_t>(a) << 32) | b;
  uint32_t out = 0;
  for (int i = 0; i < 4; ++i) {
    uint32_t s = (c >> (8 * i)) & 0xff, byte;
    if (s < 8) byte = static_cast<uint32_t>((v >> (8 * s)) & 0xff);
    else if (s < 12) byte = ((v >> (16 * (s - 8) + 15)) & 1) ? 0xff : 0;
    else if (s == 12) byte = 0;
    else byte = 0xff;
    out |= byte << (8 * i);
  }
  return out;
}
V1(v_bfrev_b32, brev32(a))
V1(v_ffbh_u32, a ? static_cast<uint32_t>(std::countl_zero(a)) : ~0u)
V1(v_ffbl_b32, a ? static_cast<uint32_t>(std::countr_zero(a)) : ~0u)
V1(v_ffbh_i32, flbitSigned(a))
V1(v_cvt_u32_u16, a & 0xffff)
V1(v_cvt_i32_i16, static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(a))))

V2(v_and_b32, a & b)
V2(v_or_b32, a | b)
V2(v_xor_b32, a ^ b)
V2(v_xnor_b32, ~(a ^ b))
V2(v_lshlrev_b32, b << (a & 31))
V2(v_lshrrev_b32, b >> (a & 31))
V2(v_ashrrev_i32, static_cast<uint32_t>(si(b) >> (a & 31)))
V2(v_lshl_b32, a << (b & 31))
V2(v_lshr_b32, a >> (b & 31))
V2(v_ashr_i32, static_cast<uint32_t>(si(a) >> (b & 31)))
V2(v_min_i32, static_cast<uint32_t>(std::min(si(a), si(b))))
V2(v_max_i32, static_cast<uint32_t>(std::max(si(a), si(b))))
V2(v_min_u32, std::min(a, b))
V2(v_max_u32, std::max(a, b))
V2(v_mul_u32_u24, u24(a) * u24(b))
V2(v_mul_hi_u32_u24, static_cast<uint32_t>((uint64_t{u24(a)} * u24(b)) >> 32))
V2(v_mul_i32_i24, static_cast<uint32_t>(int64_t{i24(a)} * i24(b)))  // the low 32 bits of the 48-bit product
V2(v_mul_hi_i32_i24, static_cast<uint32_t>((int64_t{i24(a)} * i24(b)) >> 32))
V2(v_mul_lo_u32, a * b)
V2(v_mul_hi_u32, static_cast<uint32_t>((uint64_t{a} * b) >> 32))
V2(v_mul_lo_i32, a * b)
V2(v_mul_hi_i32, static_cast<uint32_t>((int64_t{si(a)} * si(b)) >> 32))
V2(v_bfm_b32, ((1u << (a & 31)) - 1) << (b & 31))
V2(v_bcnt_u32_b32, static_cast<uint32_t>(std::popcount(a)) + b)
// 16-bit logic (gfx11; VOP3 with op_sel halves).
V16_1(v_not_b16, ~a & 0xffff)
V16_2(v_and_b16, a & b & 0xffff)
V16_2(v_or_b16, (a | b) & 0xffff)
V16_2(v_xor_b16, (a ^ b) & 0xffff)
V16_2(v_lshlrev_b16, (b & 0xffff) << (a & 15))
V16_2(v_lshrrev_b16, (b & 0xffff) >> (a & 15))
V16_2(v_ashrrev_i16, static_cast<uint32_t>(s16(b) >> (a & 15)))
V16_2(v_mul_lo_u16, a * b)
V16_2(v_max_u16, std::max(a & 0xffff, b & 0xffff))
V16_2(v_min_u16, std::min(a & 0xffff, b & 0xffff))
V16_2(v_max_i16, static_cast<uint32_t>(std::max(s16(a), s16(b))))
V16_2(v_min_i16, static_cast<uint32_t>(std::min(s16(a), s16(b))))
V16_3(v_min3_i16, static_cast<uint32_t>(std::min({s16(a), s16(b), s16(c)})))
V16_3(v_max3_i16, static_cast<uint32_t>(std::max({s16(a), s16(b), s16(c)})))
V16_3(v_med3_i16, static_cast<uint32_t>(med3(s16(a), s16(b), s16(c))))
V16_3(v_min3_u16, std::min({a & 0xffff, b & 0xffff, c & 0xffff}))
V16_3(v_max3_u16, std::max({a & 0xffff, b & 0xffff, c & 0xffff}))
V16_3(v_med3_u16, med3(a & 0xffff, b & 0xffff, c & 0xffff))

V3(v_add3_u32, a + b + c)
V3(v_add_lshl_u32, (a + b) << (c & 31))
V3(v_lshl_add_u32, (a << (b & 31)) + c)
V3(v_lshl_or_b32, (a << (b & 31)) | c)
V3(v_and_or_b32, (a & b) | c)
V3(v_or3_b32, a | b | c)
V3(v_xor3_b32, a ^ b ^ c)
V3(v_xad_u32, (a ^ b) + c)
V3(v_mad_u32_u24, u24(a) * u24(b) + c)
V3(v_mad_i32_i24, static_cast<uint32_t>(int64_t{i24(a)} * i24(b)) + c)
V3(v_mad_u32_u16, (a & 0xffff) * (b & 0xffff) + c)
V3(v_bfi_b32, (a & b) | (~a & c))
V3(v_bfe_u32, bfeU(a, b, c))
V3(v_bfe_i32, bfeI(a, b, c))
V3(v_alignbit_b32, static_cast<uint32_t>(((static_cast<uint64_t>(a) << 32) | b) >> (c & 31)))
V3(v_alignbyte_b32, static_cast<uint32_t>(((static_cast<uint64_t>(a) << 32) | b) >> (8 * (c & 3))))
V3(v_min3_i32, static_cast<uint32_t>(std::min({si(a), si(b), si(c)})))
V3(v_max3_i32, static_cast<uint32_t>(std::max({si(a), si(b), si(c)})))
V3(v_min3_u32, std::min({a, b, c}))
// gfx11 two-step min/max: V_MAXMIN_* D = min(max(S0, S1), S2), V_MINMAX_* D = max(min(S0, S1), S2).
V3(v_maxmin_u32, std::min(std::max(a, b), c))
V3(v_minmax_u32, std::max(std::min(a, b), c))
V3(v_maxmin_i32, static_cast<uint32_t>(std::min(std::max(si(a), si(b)), si(c))))
V3(v_minmax_i32, static_cast<uint32_t>(std::max(std::min(si(a), si(b)), si(c))))
V3(v_max3_u32, std::max({a, b, c}))
V3(v_med3_i32, static_cast<uint32_t>(med3(si(a), si(b), si(c))))
V3(v_med3_u32, med3(a, b, c))
V3(v_perm_b32, perm(a, b, c))

// 16-bit and signed 32-bit adds and subtracts without carry-out (v_add_u16, v_add_i32,
// v_add_nc_i16, ...): VOP3 `clamp` saturates to the result type.
template <unsigned Bits, bool Signed, bool Sub, bool Rev>
void addSat(Exec& x, const DecodedInst& d) {
  bool clamp = d.clamp;
  auto f = [&](uint32_t a, uint32_t b) -> uint32_t {
    if (Rev) std::swap(a, b);
    auto widen = [](uint32_t v) -> int64_t {
      if (Signed) return Bits == 16 ? int64_t{s16(v)} : int64_t{si(v)};
      return Bits == 16 ? int64_t{v & 0xffff} : int64_t{v};
    };
    int64_t p = widen(a), q = widen(b);
    int64_t r = Sub ? p - q : p + q;
    return Signed ? satS(r, Bits, clamp) : satU(r, Bits, clamp);
  };
  if constexpr (Bits == 16) valu16_2(x, d, f);
  else valu2(x, d, f);
}

// v_mad_u16 / v_mad_i16 (and the gfx9 legacy forms): a * b + c in the 16-bit domain.
template <bool Signed>
void mad16(Exec& x, const DecodedInst& d) {
  bool clamp = d.clamp;
  valu16_3(x, d, [&](uint32_t a, uint32_t b, uint32_t c) -> uint32_t {
    if (Signed) return satS(int64_t{s16(a)} * s16(b) + s16(c), 16, clamp);
    return satU(int64_t{a & 0xffff} * (b & 0xffff) + (c & 0xffff), 16, clamp);
  });
}

// v_mad_i32_i16: sext(a.i16) * sext(b.i16) + c.i32.
void v_mad_i32_i16(Exec& x, const DecodedInst& d) {
  bool clamp = d.clamp;
  valu3(x, d, [&](uint32_t a, uint32_t b, uint32_t c) -> uint32_t {
    return satS(int64_t{s16(a)} * s16(b) + si(c), 32, clamp);
  });
}

// Sums of absolute differences. Masked forms skip the bytes whose reference (b) is 0.
inline uint32_t absDiff(uint32_t a, uint32_t b) { return a > b ? a - b : b - a; }
template <bool Masked>
inline uint32_t sadBytes(uint32_t a, uint32_t b) {
  uint32_t sum = 0;
  for (unsigned i = 0; i < 32; i += 8) {
    uint32_t ea = (a >> i) & 0xff, eb = (b >> i) & 0xff;
    if (!Masked || eb != 0) sum += absDiff(ea, eb);
  }
  return sum;
}
// The 32-bit SAD results wrap ("overflow into the upper bits is allowed"); clamp saturates.
template <class F>
void sad32(Exec& x, const DecodedInst& d, F f) {
  bool clamp = d.clamp;
  valu3(x, d, [&](uint32_t a, uint32_t b, uint32_t c) { return satU(int64_t{f(a, b)} + c, 32, clamp); });
}
void v_sad_u8(Exec& x, const DecodedInst& d) { sad32(x, d, sadBytes<false>); }
void v_msad_u8(Exec& x, const DecodedInst& d) { sad32(x, d, sadBytes<true>); }
void v_sad_hi_u8(Exec& x, const DecodedInst& d) {
  sad32(x, d, [](uint32_t a, uint32_t b) { return sadBytes<false>(a, b) << 16; });
}
void v_sad_u16(Exec& x, const DecodedInst& d) {
  sad32(x, d, [](uint32_t a, uint32_t b) { return absDiff(a & 0xffff, b & 0xffff); });
}
void v_sad_u32(Exec& x, const DecodedInst& d) { sad32(x, d, absDiff); }

// v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8: four SADs of the reference b against the byte
// windows a[8i+31:8i] of the 64-bit a, each added to the 16-bit accumulator i of c.
template <bool Masked>
void qsadPk(Exec& x, const DecodedInst& d) {
  uint64_t a[kMaxLanes], c[kMaxLanes], r[kMaxLanes];
  uint32_t t1[kMaxLanes];
  vsrc64(x, d, 0, a);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  vsrc64(x, d, 2, c);
  bool clamp = d.clamp;
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) {
    uint64_t out = 0;
    for (unsigned i = 0; i < 4; ++i) {
      uint32_t sum = sadBytes<Masked>(static_cast<uint32_t>(a[l] >> (8 * i)), b[l]) + ((c[l] >> (16 * i)) & 0xffff);
      out |= uint64_t{satU(sum, 16, clamp)} << (16 * i);
    }
    r[l] = out;
  });
  vwrite64(x, d, 0, r, m);
}

// v_mqsad_u32_u8: the same four windows, masked, with 32-bit accumulators in a VGPR quad.
void v_mqsad_u32_u8(Exec& x, const DecodedInst& d) {
  uint64_t a[kMaxLanes];
  uint32_t t1[kMaxLanes];
  vsrc64(x, d, 0, a);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  const Opnd& cs = d.srcOp(2);
  const Opnd& ds = d.dstOp(0);
  if (cs.kind != OpnKind::Vgpr || ds.kind != OpnKind::Vgpr || cs.reg + 4u > x.w.numV || ds.reg + 4u > x.w.numV)
    fault("v_mqsad_u32_u8 register quad beyond the wave's allocation");
  uint32_t r[4][kMaxLanes];
  bool clamp = d.clamp;
  uint64_t m = activeLanes(x) & x.w.laneMask;
  forLanes(m, [&](unsigned l) {
    for (unsigned i = 0; i < 4; ++i)
      r[i][l] = satU(int64_t{sadBytes<true>(static_cast<uint32_t>(a[l] >> (8 * i)), b[l])} + x.w.vgpr(cs.reg + i)[l], 32, clamp);
  });
  for (unsigned i = 0; i < 4; ++i) {
    uint32_t* dst = x.w.vgpr(ds.reg + i);
    forLanes(m, [&](unsigned l) { dst[l] = r[i][l]; });
  }
}

// v_lerp_u8: per byte (a + b + round) >> 1, the rounding bit the byte's LSB in c.
uint32_t lerpU8(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t out = 0;
  for (unsigned i = 0; i < 32; i += 8)
    out |= ((((a >> i) & 0xff) + ((b >> i) & 0xff) + ((c >> i) & 1)) >> 1) << i;
  return out;
}
V3(v_lerp_u8, lerpU8(a, b, c))

// v_screen_partition_4se_b32 (gfx9): D = TABLE[S0[7:0]], the 4-SE screen-partition lookup
// table as listed in CLRX's GcnInstrsVop1.md (after the Vega ISA manual).
constexpr uint8_t kScreenPartition4se[256] = {
    0x1, 0x3, 0x7, 0xf, 0x5, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf,
    0xf, 0x2, 0x6, 0xe, 0xf, 0xa, 0xf, 0xf, 0xf, 0xb, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf,
    0xd, 0xf, 0x4, 0xc, 0xf, 0xf, 0x5, 0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0xf,
    0x9, 0xb, 0xf, 0x8, 0xf, 0xf, 0xf, 0xa, 0xf, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf,
    0xf, 0xf, 0xf, 0xf, 0x4, 0xc, 0xd, 0xf, 0x6, 0xf, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf,
    0xf, 0xf, 0xf, 0xf, 0xf, 0x8, 0x9, 0xb, 0xf, 0x9, 0x9, 0xf, 0xf, 0xd, 0xf, 0xf,
    0xf, 0xf, 0xf, 0xf, 0x7, 0xf, 0x1, 0x3, 0xf, 0xf, 0x9, 0xf, 0xf, 0xf, 0xb, 0xf,
    0xf, 0xf, 0xf, 0xf, 0x6, 0xe, 0xf, 0x2, 0x6, 0xf, 0xf, 0x6, 0xf, 0xf, 0xf, 0x7,
    0xb, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x2, 0x3, 0xb, 0xf, 0xa, 0xf, 0xf, 0xf,
    0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x1, 0x9, 0xd, 0xf, 0x5, 0xf, 0xf,
    0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf, 0xf, 0xe, 0xf, 0x8, 0xc, 0xf, 0xf, 0xa, 0xf,
    0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0x6, 0x7, 0xf, 0x4, 0xf, 0xf, 0xf, 0x5,
    0x9, 0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x8, 0xc, 0xe, 0xf,
    0xf, 0x6, 0x6, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x4, 0x6, 0x7,
    0xf, 0xf, 0x6, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xb, 0xf, 0x2, 0x3,
    0x9, 0xf, 0xf, 0x9, 0xf, 0xf, 0xf, 0xb, 0xf, 0xf, 0xf, 0xf, 0x9, 0xd, 0xf, 0x1,
};
V1(v_screen_partition_4se_b32, kScreenPartition4se[a & 0xff])

// No architectural effect here: v_nop, v_pipeflush. v_clrexcp clears the wave's
// exception status (TRAPSTS.EXCP, bits 8:0).
void noEffect(Exec&, const DecodedInst&) {}
void v_clrexcp(Exec& x, const DecodedInst&) { x.w.trapsts &= ~0x1ffu; }

// Adds and subtracts without carry-out; VOP3 `clamp` saturates.
template <bool Sub, bool Rev>
void addNoCarry(Exec& x, const DecodedInst& d) {
  bool clamp = d.clamp;
  valu2(x, d, [&](uint32_t a, uint32_t b) -> uint32_t {
    if (Rev) std::swap(a, b);
    uint64_t r = Sub ? uint64_t{a} - b : uint64_t{a} + b;
    if (clamp) {
      if (Sub && b > a) return 0;
      if (!Sub && (r >> 32)) return ~0u;
    }
    return static_cast<uint32_t>(r);
  });
}

// Carry-out forms: dst 0 the sum, dst 1 the carry/borrow lane mask. CarryIn reads source 2.
template <bool Sub, bool Rev, bool CarryIn>
void addCarry(Exec& x, const DecodedInst& d) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  uint64_t cin = CarryIn ? getMask(x, d.srcOp(2)) : 0;
  uint64_t m = activeLanes(x), cout = 0;
  forLanes(m, [&](unsigned l) {
    uint64_t p = Rev ? b[l] : a[l], q = Rev ? a[l] : b[l], c = (cin >> l) & 1;
    uint64_t v = Sub ? p - q - c : p + q + c;
    bool carry = Sub ? (q + c > p) : (v >> 32) != 0;
    r[l] = static_cast<uint32_t>(v);
    if (carry) cout |= 1ull << l;
  });
  if (d.clamp)
    forLanes(m, [&](unsigned l) {
      if ((cout >> l) & 1) r[l] = Sub ? 0u : ~0u;
    });
  vwrite32(x, d, 0, r, m);
  writeLaneMask(x, d, 1, cout);
}

void v_cndmask_b32(Exec& x, const DecodedInst& d) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  uint64_t sel = getMask(x, d.srcOp(2));
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) { r[l] = ((sel >> l) & 1) ? b[l] : a[l]; });
  vwrite32(x, d, 0, r, m);
}
// v_cndmask_b16 (gfx11 VOP3): the 16-bit form; neg/abs act on the f16 sign bit of src0/src1.
void v_cndmask_b16(Exec& x, const DecodedInst& d) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  uint64_t sel = getMask(x, d.srcOp(2));
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) { r[l] = (((sel >> l) & 1) ? b[l] : a[l]) & 0xffffu; });
  vwrite16(x, d, r, m);
}

// 64-bit shifts: the shift amount is source 0 (32 bits), the value source 1 (64 bits).
template <int Kind>
void shift64(Exec& x, const DecodedInst& d) {
  uint32_t t0[kMaxLanes];
  const uint32_t* s = vsrc32(x, d, 0, t0);
  uint64_t v[kMaxLanes], r[kMaxLanes];
  vsrc64(x, d, 1, v);
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) {
    unsigned n = s[l] & 63;
    r[l] = Kind == 0 ? v[l] << n : Kind == 1 ? v[l] >> n : static_cast<uint64_t>(static_cast<int64_t>(v[l]) >> n);
  });
  vwrite64(x, d, 0, r, m);
}

// gfx942's 64-bit moves and address arithmetic, which clang-19 emits there (AMD Instinct MI300
// ISA reference guide, VOP1 V_MOV_B64 and VOP3 V_LSHL_ADD_U64: D = (S0 << S1[2:0]) + S2, all
// 64-bit; shifts above 4 are not supported by the hardware).
void v_mov_b64(Exec& x, const DecodedInst& d) {
  uint64_t v[kMaxLanes];
  vsrc64(x, d, 0, v);
  vwrite64(x, d, 0, v, activeLanes(x));
}
void v_lshl_add_u64(Exec& x, const DecodedInst& d) {
  uint32_t t1[kMaxLanes];
  uint64_t a[kMaxLanes], c[kMaxLanes], r[kMaxLanes];
  vsrc64(x, d, 0, a);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  vsrc64(x, d, 2, c);
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) { r[l] = (a[l] << (b[l] & 7)) + c[l]; });
  vwrite64(x, d, 0, r, m);
}

// v_mad_u64_u32 / v_mad_i64_i32: dst 0 = a * b + c (64-bit), dst 1 = carry lane mask.
template <bool Signed>
void mad64(Exec& x, const DecodedInst& d) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  uint64_t c[kMaxLanes], r[kMaxLanes];
  vsrc64(x, d, 2, c);
  uint64_t m = activeLanes(x), cout = 0;
  forLanes(m, [&](unsigned l) {
    if (Signed) {
      // |a * b| < 2^62, so the product is exact in 64 bits; the flag is signed overflow.
      int64_t p = static_cast<int64_t>(si(a[l])) * si(b[l]);
      uint64_t sum = static_cast<uint64_t>(p) + c[l];
      r[l] = sum;
      if ((((static_cast<uint64_t>(p) ^ sum) & (c[l] ^ sum)) >> 63) & 1) cout |= 1ull << l;
    } else {
      uint64_t p = uint64_t{a[l]} * b[l];
      r[l] = p + c[l];
      if (r[l] < p) cout |= 1ull << l;
    }
  });
  vwrite64(x, d, 0, r, m);
  if (d.dst[1] >= 0) writeLaneMask(x, d, 1, cout);
}

// v_mbcnt_lo/hi: count the bits of a mask below the lane's position, plus an addend.
template <bool Hi>
void mbcnt(Exec& x, const DecodedInst& d) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) {
    unsigned below = Hi ? (l > 32 ? l - 32 : 0) : std::min(l, 32u);
    uint32_t bits = below >= 32 ? a[l] : (a[l] & ((1u << below) - 1));
    if (Hi && l < 32) bits = 0;
    r[l] = static_cast<uint32_t>(std::popcount(bits)) + b[l];
  });
  vwrite32(x, d, 0, r, m);
}

}  // namespace

void registerVectorIntOps() {
  registerSemantics({
      {"v_mov_b32", v_mov_b32}, {"v_not_b32", v_not_b32}, {"v_bfrev_b32", v_bfrev_b32}, {"v_ffbh_u32", v_ffbh_u32},
      {"v_ffbl_b32", v_ffbl_b32}, {"v_ffbh_i32", v_ffbh_i32}, {"v_cvt_u32_u16", v_cvt_u32_u16},
      {"v_cvt_i32_i16", v_cvt_i32_i16}, {"v_and_b32", v_and_b32}, {"v_or_b32", v_or_b32}, {"v_xor_b32", v_xor_b32},
      {"v_xnor_b32", v_xnor_b32}, {"v_lshlrev_b32", v_lshlrev_b32}, {"v_lshrrev_b32", v_lshrrev_b32},
      {"v_ashrrev_i32", v_ashrrev_i32}, {"v_lshl_b32", v_lshl_b32}, {"v_lshr_b32", v_lshr_b32},
      {"v_ashr_i32", v_ashr_i32}, {"v_min_i32", v_min_i32}, {"v_max_i32", v_max_i32}, {"v_min_u32", v_min_u32},
      {"v_max_u32", v_max_u32}, {"v_mul_u32_u24", v_mul_u32_u24}, {"v_mul_hi_u32_u24", v_mul_hi_u32_u24},
      {"v_mul_i32_i24", v_mul_i32_i24}, {"v_mul_hi_i32_i24", v_mul_hi_i32_i24}, {"v_mul_lo_u32", v_mul_lo_u32},
      {"v_mul_hi_u32", v_mul_hi_u32}, {"v_mul_lo_i32", v_mul_lo_i32}, {"v_mul_hi_i32", v_mul_hi_i32},
      {"v_bfm_b32", v_bfm_b32}, {"v_bcnt_u32_b32", v_bcnt_u32_b32}, {"v_lshlrev_b16", v_lshlrev_b16},
      {"v_lshrrev_b16", v_lshrrev_b16}, {"v_ashrrev_i16", v_ashrrev_i16}, {"v_mul_lo_u16", v_mul_lo_u16}, {"v_max_u16", v_max_u16},
      {"v_min_u16", v_min_u16}, {"v_max_i16", v_max_i16}, {"v_min_i16", v_min_i16},
      {"v_add3_u32", v_add3_u32}, {"v_add_lshl_u32", v_add_lshl_u32}, {"v_lshl_add_u32", v_lshl_add_u32},
      {"v_lshl_or_b32", v_lshl_or_b32}, {"v_and_or_b32", v_and_or_b32}, {"v_or3_b32", v_or3_b32},
      {"v_xor3_b32", v_xor3_b32}, {"v_xad_u32", v_xad_u32}, {"v_mad_u32_u24", v_mad_u32_u24},
      {"v_mad_i32_i24", v_mad_i32_i24}, {"v_mad_u32_u16", v_mad_u32_u16}, {"v_bfi_b32", v_bfi_b32},
      {"v_bfe_u32", v_bfe_u32}, {"v_bfe_i32", v_bfe_i32}, {"v_alignbit_b32", v_alignbit_b32},
      {"v_alignbyte_b32", v_alignbyte_b32}, {"v_min3_i32", v_min3_i32}, {"v_max3_i32", v_max3_i32},
      {"v_min3_u32", v_min3_u32}, {"v_max3_u32", v_max3_u32}, {"v_med3_i32", v_med3_i32}, {"v_med3_u32", v_med3_u32},
      {"v_perm_b32", v_perm_b32}, {"v_min3_i16", v_min3_i16}, {"v_max3_i16", v_max3_i16},
      {"v_med3_i16", v_med3_i16}, {"v_min3_u16", v_min3_u16}, {"v_max3_u16", v_max3_u16}, {"v_med3_u16", v_med3_u16},
      {"v_add_u16", addSat<16, false, false, false>}, {"v_sub_u16", addSat<16, false, true, false>},
      {"v_subrev_u16", addSat<16, false, true, true>}, {"v_add_nc_u16", addSat<16, false, false, false>},
      {"v_sub_nc_u16", addSat<16, false, true, false>}, {"v_add_i16", addSat<16, true, false, false>},
      {"v_sub_i16", addSat<16, true, true, false>}, {"v_add_nc_i16", addSat<16, true, false, false>},
      {"v_sub_nc_i16", addSat<16, true, true, false>}, {"v_add_i32", addSat<32, true, false, false>},
      {"v_sub_i32", addSat<32, true, true, false>}, {"v_add_nc_i32", addSat<32, true, false, false>},
      {"v_sub_nc_i32", addSat<32, true, true, false>}, {"v_mad_u16", mad16<false>}, {"v_mad_i16", mad16<true>},
      {"v_mad_legacy_u16", mad16<false>}, {"v_mad_legacy_i16", mad16<true>}, {"v_mad_i32_i16", v_mad_i32_i16},
      {"v_sad_u8", v_sad_u8}, {"v_sad_hi_u8", v_sad_hi_u8}, {"v_sad_u16", v_sad_u16}, {"v_sad_u32", v_sad_u32},
      {"v_msad_u8", v_msad_u8}, {"v_qsad_pk_u16_u8", qsadPk<false>}, {"v_mqsad_pk_u16_u8", qsadPk<true>},
      {"v_mqsad_u32_u8", v_mqsad_u32_u8}, {"v_lerp_u8", v_lerp_u8},
      {"v_screen_partition_4se_b32", v_screen_partition_4se_b32}, {"v_nop", noEffect}, {"v_pipeflush", noEffect},
      {"v_clrexcp", v_clrexcp},
      {"v_add_u32", addNoCarry<false, false>}, {"v_sub_u32", addNoCarry<true, false>},
      {"v_subrev_u32", addNoCarry<true, true>}, {"v_add_nc_u32", addNoCarry<false, false>},
      {"v_sub_nc_u32", addNoCarry<true, false>}, {"v_subrev_nc_u32", addNoCarry<true, true>},
      {"v_add_co_u32", addCarry<false, false, false>}, {"v_sub_co_u32", addCarry<true, false, false>},
      {"v_subrev_co_u32", addCarry<true, true, false>}, {"v_addc_co_u32", addCarry<false, false, true>},
      {"v_subb_co_u32", addCarry<true, false, true>}, {"v_subbrev_co_u32", addCarry<true, true, true>},
      {"v_add_co_ci_u32", addCarry<false, false, true>}, {"v_sub_co_ci_u32", addCarry<true, false, true>},
      {"v_subrev_co_ci_u32", addCarry<true, true, true>}, {"v_cndmask_b32", v_cndmask_b32},
      {"v_cndmask_b16", v_cndmask_b16}, {"v_maxmin_u32", v_maxmin_u32}, {"v_minmax_u32", v_minmax_u32},
      {"v_maxmin_i32", v_maxmin_i32}, {"v_minmax_i32", v_minmax_i32}, {"v_not_b16", v_not_b16},
      {"v_and_b16", v_and_b16}, {"v_or_b16", v_or_b16}, {"v_xor_b16", v_xor_b16},
      {"v_lshlrev_b64", shift64<0>}, {"v_lshrrev_b64", shift64<1>}, {"v_ashrrev_i64", shift64<2>},
      {"v_mad_u64_u32", mad64<false>}, {"v_mad_i64_i32", mad64<true>},
      {"v_mov_b64", v_mov_b64}, {"v_lshl_add_u64", v_lshl_add_u64},
      {"v_mbcnt_lo_u32_b32", mbcnt<false>}, {"v_mbcnt_hi_u32_b32", mbcnt<true>},
  });
}

}  // namespace gfxsim::func
