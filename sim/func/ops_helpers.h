// Lane-loop templates shared by the vector semantic files: fetch the sources once for
// the whole wave, compute the active lanes, write the destination.
#pragma once
#include <bit>
#include "func/exec.h"

namespace gfxsim::func {

// s_flbit_i32 / v_ffbh_i32: the number of leading bits equal to the sign bit, the sign bit
// included (the position, counted from the MSB, of the first bit that differs from it);
// ~0 when every bit equals it. LLVM's i64 -> f32 lowering relies on this count (it
// subtracts one to get the shift that normalises the value).
inline uint32_t flbitSigned(uint32_t a) {
  if (a == 0 || a == ~0u) return ~0u;
  return static_cast<uint32_t>(std::countl_zero((a >> 31) ? ~a : a));
}

// Writes destination 0 of a 32-bit lane loop: the whole dword, or (Half) a 16-bit result
// under vwrite16's rule for the destination's high half (exec.h).
template <bool Half>
inline void writeDst0(Exec& x, const DecodedInst& d, uint32_t* r, uint64_t m) {
  if constexpr (Half) vwrite16(x, d, r, m);
  else vwrite32(x, d, 0, r, m);
}

template <bool Half = false, class F>
inline void valu1(Exec& x, const DecodedInst& d, F f) {
  uint32_t t0[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) { r[l] = f(a[l]); });
  writeDst0<Half>(x, d, r, m);
}

template <bool Half = false, class F>
inline void valu2(Exec& x, const DecodedInst& d, F f) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) { r[l] = f(a[l], b[l]); });
  writeDst0<Half>(x, d, r, m);
}

template <bool Half = false, class F>
inline void valu3(Exec& x, const DecodedInst& d, F f) {
  uint32_t t0[kMaxLanes], t1[kMaxLanes], t2[kMaxLanes], r[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t0);
  const uint32_t* b = vsrc32(x, d, 1, t1);
  const uint32_t* c = vsrc32(x, d, 2, t2);
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) { r[l] = f(a[l], b[l], c[l]); });
  writeDst0<Half>(x, d, r, m);
}

// 16-bit results (integer and float alike).
template <class F>
inline void valu16_1(Exec& x, const DecodedInst& d, F f) { valu1<true>(x, d, f); }
template <class F>
inline void valu16_2(Exec& x, const DecodedInst& d, F f) { valu2<true>(x, d, f); }
template <class F>
inline void valu16_3(Exec& x, const DecodedInst& d, F f) { valu3<true>(x, d, f); }

// 64-bit sources/result (f64 and 64-bit integer ops). Sources whose operand is 32 bits wide
// (shift amounts) are read with vsrc64 too and then use their low half.
template <class F>
inline void valu64_2(Exec& x, const DecodedInst& d, F f) {
  uint64_t a[kMaxLanes], b[kMaxLanes], r[kMaxLanes];
  vsrc64(x, d, 0, a);
  vsrc64(x, d, 1, b);
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) { r[l] = f(a[l], b[l]); });
  vwrite64(x, d, 0, r, m);
}

template <class F>
inline void valu64_3(Exec& x, const DecodedInst& d, F f) {
  uint64_t a[kMaxLanes], b[kMaxLanes], c[kMaxLanes], r[kMaxLanes];
  vsrc64(x, d, 0, a);
  vsrc64(x, d, 1, b);
  vsrc64(x, d, 2, c);
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) { r[l] = f(a[l], b[l], c[l]); });
  vwrite64(x, d, 0, r, m);
}

// A lane mask written to destination `k` (VOPC result, carry-out), in wave-size bits.
inline void writeLaneMask(Exec& x, const DecodedInst& d, unsigned k, uint64_t bits) {
  setMask(x, d.dstOp(k), bits & x.w.laneMask);
}

}  // namespace gfxsim::func
