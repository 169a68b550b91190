// Vector compares (VOPC, and their VOP3 forms): v_cmp_*, v_cmpx_* (also write EXEC) and
// v_cmp_class_*. Generated from the condition and type tables below.
#include <cmath>
#include <string>

#include "func/fp.h"
#include "func/ops_helpers.h"
#include "func/semantics.h"

namespace gfxsim::func {

namespace {

enum class Cond : uint8_t { F, Lt, Eq, Le, Gt, Lg, Ge, O, U, Nge, Nlg, Ngt, Nle, Neq, Nlt, Tru, Ne, T };
enum class Ty : uint8_t { F16, F32, F64, I16, U16, I32, U32, I64, U64 };

template <class V>
bool compare(Cond c, V a, V b) {
  if constexpr (std::is_floating_point_v<V>) {
    bool un = std::isnan(a) || std::isnan(b);
    switch (c) {
      case Cond::F: return false;
      case Cond::Lt: return a < b;
      case Cond::Eq: return a == b;
      case Cond::Le: return a <= b;
      case Cond::Gt: return a > b;
      case Cond::Lg: return !un && a != b;
      case Cond::Ge: return a >= b;
      case Cond::O: return !un;
      case Cond::U: return un;
      case Cond::Nge: return !(a >= b);
      case Cond::Nlg: return un || a == b;
      case Cond::Ngt: return !(a > b);
      case Cond::Nle: return !(a <= b);
      case Cond::Neq: return !(a == b);
      case Cond::Nlt: return !(a < b);
      case Cond::Tru: return true;
      default: return false;
    }
  } else {
    switch (c) {
      case Cond::F: return false;
      case Cond::Lt: return a < b;
      case Cond::Eq: return a == b;
      case Cond::Le: return a <= b;
      case Cond::Gt: return a > b;
      case Cond::Ne: return a != b;
      case Cond::Ge: return a >= b;
      case Cond::T: return true;
      default: return false;
    }
  }
}

template <Ty T>
auto laneValue(uint64_t raw) {
  if constexpr (T == Ty::F16) return halfToFloat(static_cast<uint16_t>(raw));
  else if constexpr (T == Ty::F32) return std::bit_cast<float>(static_cast<uint32_t>(raw));
  else if constexpr (T == Ty::F64) return std::bit_cast<double>(raw);
  else if constexpr (T == Ty::I16) return static_cast<int16_t>(raw);
  else if constexpr (T == Ty::U16) return static_cast<uint16_t>(raw);
  else if constexpr (T == Ty::I32) return static_cast<int32_t>(raw);
  else if constexpr (T == Ty::U32) return static_cast<uint32_t>(raw);
  else if constexpr (T == Ty::I64) return static_cast<int64_t>(raw);
  else return raw;
}

// Result for the active lanes (0 elsewhere) to the destination lane mask; v_cmpx also
// writes EXEC. GFX10+ v_cmpx has no other destination, in either encoding (AMD "RDNA 2"
// ISA Reference Guide, VOPC instructions: the CMPX forms write EXEC only): its VOP3 rows
// have no vdst operand, and whatever the unused field holds (llvm-mc-19 writes exec_lo's
// number, clang-15 0; `vdst?=126` in gfx10.isa) is not a destination.
void finish(Exec& x, const DecodedInst& d, uint64_t bits, bool writesExec) {
  bits &= x.w.laneMask;
  if (d.dst[0] >= 0) writeLaneMask(x, d, 0, bits);
  if (writesExec) {
    if (x.w.size == 64) x.w.setExec(bits);
    else x.w.s[x.w.regs->execLo] = static_cast<uint32_t>(bits);
  }
}

template <Ty T, Cond C, bool X>
void vcmp(Exec& x, const DecodedInst& d) {
  uint64_t bits = 0;
  if constexpr (T == Ty::F64 || T == Ty::I64 || T == Ty::U64) {
    uint64_t a[kMaxLanes], b[kMaxLanes];
    vsrc64(x, d, 0, a);
    vsrc64(x, d, 1, b);
    uint64_t m = activeLanes(x);
    forLanes(m, [&](unsigned l) {
      if (compare(C, laneValue<T>(a[l]), laneValue<T>(b[l]))) bits |= 1ull << l;
    });
  } else {
    uint32_t t0[kMaxLanes], t1[kMaxLanes];
    const uint32_t* a = vsrc32(x, d, 0, t0);
    const uint32_t* b = vsrc32(x, d, 1, t1);
    uint64_t m = activeLanes(x);
    forLanes(m, [&](unsigned l) {
      if (compare(C, laneValue<T>(a[l]), laneValue<T>(b[l]))) bits |= 1ull << l;
    });
  }
  finish(x, d, bits, X);
}

// v_cmp_class: bit i of the mask (source 1) selects a class: 0 signaling NaN, 1 quiet NaN,
// 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
template <class V>
unsigned fpClass(V v, bool quietBit) {
  bool neg = std::signbit(v);
  switch (std::fpclassify(v)) {
    case FP_NAN: return quietBit ? 1 : 0;
    case FP_INFINITE: return neg ? 2 : 9;
    case FP_NORMAL: return neg ? 3 : 8;
    case FP_SUBNORMAL: return neg ? 4 : 7;
    default: return neg ? 5 : 6;
  }
}

template <Ty T, bool X>
void vcmpClass(Exec& x, const DecodedInst& d) {
  uint32_t t1[kMaxLanes];
  const uint32_t* mask = vsrc32(x, d, 1, t1);
  uint64_t bits = 0;
  if constexpr (T == Ty::F64) {
    uint64_t a[kMaxLanes];
    vsrc64(x, d, 0, a);
    uint64_t m = activeLanes(x);
    forLanes(m, [&](unsigned l) {
      unsigned c = fpClass(std::bit_cast<double>(a[l]), (a[l] >> 51) & 1);
      if ((mask[l] >> c) & 1) bits |= 1ull << l;
    });
  } else {
    uint32_t t0[kMaxLanes];
    const uint32_t* a = vsrc32(x, d, 0, t0);
    uint64_t m = activeLanes(x);
    forLanes(m, [&](unsigned l) {
      unsigned c = T == Ty::F16 ? fpClass(halfToFloat(static_cast<uint16_t>(a[l])), (a[l] >> 9) & 1)
                                : fpClass(std::bit_cast<float>(a[l]), (a[l] >> 22) & 1);
      if ((mask[l] >> c) & 1) bits |= 1ull << l;
    });
  }
  finish(x, d, bits, X);
}

template <Ty T, bool X>
void registerConds(const char* ty) {
  auto add = [&](const char* c, ExecFn f) {
    registerSemantic(std::string(X ? "v_cmpx_" : "v_cmp_") + c + "_" + ty, f);
  };
  if constexpr (T == Ty::F16 || T == Ty::F32 || T == Ty::F64) {
    add("f", vcmp<T, Cond::F, X>); add("lt", vcmp<T, Cond::Lt, X>); add("eq", vcmp<T, Cond::Eq, X>);
    add("le", vcmp<T, Cond::Le, X>); add("gt", vcmp<T, Cond::Gt, X>); add("lg", vcmp<T, Cond::Lg, X>);
    add("ge", vcmp<T, Cond::Ge, X>); add("o", vcmp<T, Cond::O, X>); add("u", vcmp<T, Cond::U, X>);
    add("nge", vcmp<T, Cond::Nge, X>); add("nlg", vcmp<T, Cond::Nlg, X>); add("ngt", vcmp<T, Cond::Ngt, X>);
    add("nle", vcmp<T, Cond::Nle, X>); add("neq", vcmp<T, Cond::Neq, X>); add("nlt", vcmp<T, Cond::Nlt, X>);
    add("tru", vcmp<T, Cond::Tru, X>);
    add("class", vcmpClass<T, X>);
  } else {
    add("f", vcmp<T, Cond::F, X>); add("lt", vcmp<T, Cond::Lt, X>); add("eq", vcmp<T, Cond::Eq, X>);
    add("le", vcmp<T, Cond::Le, X>); add("gt", vcmp<T, Cond::Gt, X>); add("ne", vcmp<T, Cond::Ne, X>);
    add("ge", vcmp<T, Cond::Ge, X>); add("t", vcmp<T, Cond::T, X>);
  }
}

}  // namespace

void registerVectorCompareOps() {
  registerConds<Ty::F16, false>("f16"); registerConds<Ty::F16, true>("f16");
  registerConds<Ty::F32, false>("f32"); registerConds<Ty::F32, true>("f32");
  registerConds<Ty::F64, false>("f64"); registerConds<Ty::F64, true>("f64");
  registerConds<Ty::I16, false>("i16"); registerConds<Ty::I16, true>("i16");
  registerConds<Ty::U16, false>("u16"); registerConds<Ty::U16, true>("u16");
  registerConds<Ty::I32, false>("i32"); registerConds<Ty::I32, true>("i32");
  registerConds<Ty::U32, false>("u32"); registerConds<Ty::U32, true>("u32");
  registerConds<Ty::I64, false>("i64"); registerConds<Ty::I64, true>("i64");
  registerConds<Ty::U64, false>("u64"); registerConds<Ty::U64, true>("u64");
}

}  // namespace gfxsim::func
