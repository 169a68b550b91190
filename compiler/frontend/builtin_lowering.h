// IR sequences for the OpenCL C built-in functions that no single IR op computes: bit
// counting, wide multiplies, saturating and halving arithmetic, float classification and
// bit manipulation, saturating and directed-rounding conversions.
//
// Each function works on one lane (irgen.cpp scalarises vectors) and is built only from the
// existing IR ops (no new intrinsics, so the back end needs nothing new): popcount is the
// SWAR bit-trick sequence, clz smears the leading one right and counts, ctz counts the
// trailing zeros as popcount(~x & (x - 1)), and so on. Every sequence is exact for every
// input, including the OpenCL edge cases (clz(0) and ctz(0) are the bit width, add_sat
// clamps, sign(NaN) is 0, a directed rounding of an infinity-producing conversion stops at
// the largest finite value).
#pragma once
#include "ir/ir.h"

namespace gfxsim::cl {

class BuiltinLowering {
 public:
  explicit BuiltinLowering(ir::Builder& b) : b_(b), f_(b.function()) {}

  // ---- integers (operands of one integer type; `isSigned` is the OpenCL type's) ----
  ir::ValueId popcount(ir::ValueId x);
  ir::ValueId clz(ir::ValueId x);
  ir::ValueId ctz(ir::ValueId x);
  ir::ValueId mulHi(ir::ValueId a, ir::ValueId b, bool isSigned);
  ir::ValueId rotate(ir::ValueId v, ir::ValueId n);
  ir::ValueId absDiff(ir::ValueId a, ir::ValueId b, bool isSigned);
  ir::ValueId addSat(ir::ValueId a, ir::ValueId b, bool isSigned);
  ir::ValueId subSat(ir::ValueId a, ir::ValueId b, bool isSigned);
  // (a + b) >> 1 without overflow; `round` adds 1 first (rhadd).
  ir::ValueId halvingAdd(ir::ValueId a, ir::ValueId b, bool isSigned, bool round);
  // The low 24 bits of each i32 operand (sign- or zero-extended) multiplied.
  ir::ValueId mul24(ir::ValueId a, ir::ValueId b, bool isSigned);
  // ((wide)hi << bits) | lo, the result `wide` (twice the operands' width).
  ir::ValueId upsample(ir::ValueId hi, ir::ValueId lo, bool isSigned, ir::Type wide);
  // The most significant bit of x as I1.
  ir::ValueId msbSet(ir::ValueId x);
  // x clamped to [lo, hi] (constants of x's type, compared with x's signedness).
  ir::ValueId clampInt(ir::ValueId x, uint64_t lo, uint64_t hi, bool isSigned);

  // ---- bits of any scalar (floats through Bitcast) ----
  // (a & ~c) | (b & c).
  ir::ValueId bitselect(ir::ValueId a, ir::ValueId b, ir::ValueId c);

  // ---- floats ----
  ir::ValueId copysign(ir::ValueId x, ir::ValueId y);
  ir::ValueId sign(ir::ValueId x);        // 1.0, -1.0, +-0.0 or 0.0 for NaN
  ir::ValueId round(ir::ValueId x);       // half-way cases away from zero
  ir::ValueId fdim(ir::ValueId x, ir::ValueId y);  // x - y when x > y, +0 otherwise, NaN kept
  // Classification, as I1.
  ir::ValueId isNan(ir::ValueId x);
  ir::ValueId isInf(ir::ValueId x);
  ir::ValueId isFinite(ir::ValueId x);
  ir::ValueId isNormal(ir::ValueId x);
  ir::ValueId signBit(ir::ValueId x);

  // ---- conversions ----
  // `r`, the round-to-nearest-even conversion of the exact value `exact` (an integer of
  // `exactSigned` signedness, or a wider float) to r's float type, moved to the neighbouring
  // float when the rounding mode `mode` (ConvertRounding: Rtz, Rtp or Rtn) wants the other
  // side of the exact value.
  ir::ValueId directedRound(ir::ValueId r, ir::ValueId exact, bool exactSigned, unsigned mode);

  // The integer type of a float type's width, and x's bits as it.
  static ir::Type bitsType(ir::Type t);
  ir::ValueId bitsOf(ir::ValueId x);

 private:
  ir::ValueId c(ir::Type t, uint64_t v) { return f_.constant(t, v); }
  ir::ValueId c(ir::ValueId like, uint64_t v) { return f_.constant(f_.typeOf(like), v); }
  ir::ValueId fconst(ir::Type t, double v);
  ir::ValueId bin(ir::Op op, ir::ValueId a, ir::ValueId b) { return b_.binary(op, a, b); }
  // The magnitude bits (sign cleared) of a float's bits.
  ir::ValueId magnitude(ir::ValueId x);
  unsigned mantissaBits(ir::Type t) const {
    return t.kind == ir::TypeKind::F16 ? 10 : t.kind == ir::TypeKind::F32 ? 23 : 52;
  }
  // The float one step from x toward +inf (`up`) or -inf, for finite x or an infinity
  // stepping back toward zero.
  ir::ValueId nextFloat(ir::ValueId x, bool up);
  ir::ValueId popcount32or64(ir::ValueId x);

  ir::Builder& b_;
  ir::Function& f_;
};

}  // namespace gfxsim::cl
