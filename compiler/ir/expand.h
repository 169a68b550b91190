// Target expansions: rewrites the IR ops AMDGPU has no instruction for into sequences of ops
// the back end selects directly, as LLVM's AMDGPU back end does (sequences checked against
// tests/golden/clang19/*/intdiv-O2.s, int64_math-O2.s, poly_double-O2.s). Every sequence is
// exact; tests/unit/compiler/ir/test_ir_expand.cpp runs expanded against unexpanded IR in the reference
// interpreter (interp.h) over edge cases and random inputs.
//
// What goes:
//   * UDiv/SDiv/URem/SRem, every integer width:
//       i32 by a non-constant: the f32 reciprocal estimate (UIToFP, Rcp, FMul by 0x4f7ffffe,
//         FPToUI), one Newton step in integers (Mul, MulHiU), the quotient by MulHiU and two
//         corrections (ICmp Uge, Select); signed through absolute values and the signs.
//       i64 by a non-constant: the 64-bit reciprocal from two f32 halves (UIToFP, FMA, Rcp,
//         FMul, FTrunc, FPToUI), two Newton steps in i64 (Mul, MulHiU i64), MulHiU for the
//         quotient and two corrections; loop- and branch-free (LLVM's i32 fast path for small
//         operands is not taken: the full sequence is exact for them too).
//       by a constant (i32, i64): shifts for powers of two, a compare for divisors with the
//         top bit set, otherwise multiply-high by a magic number (Granlund-Montgomery; the
//         "add" form when the magic needs W+1 bits); signed per Hacker's Delight 10-1.
//       I1/I8/I16: extended to i32, divided, truncated.
//       Division by zero (and INT_MIN / -1) stays undefined: the sequences return some
//       value and never trap.
//   * FDiv f32: v_div_scale/v_rcp/FMA Newton/v_div_fmas/v_div_fixup, correctly rounded
//     (LLVM's sequence with denormals on). With f32 denormals flushed, a numerator below
//     2^-64 first scales both operands by 2^64, so that no residual of the Newton steps is
//     a (flushed) denormal, which LLVM avoids by switching the denormal mode instead.
//   * FDiv f64: v_div_scale/v_rcp_f64/two Newton steps/v_div_fmas/v_div_fixup (clang's
//     poly_double-O2.s sequence), correctly rounded; flushed f64 denormals scale like f32.
//     A divisor that is a power of two whose reciprocal is normal becomes an FMul.
//   * Sqrt f32: v_sqrt_f32 (NativeSqrt) on an input scaled by 2^32 below 2^-96, then the
//     neighbours of the result tested with FMA (LLVM's correctly rounded sequence): correctly
//     rounded, better than OpenCL's 3 ulp. With f32 denormals flushed the scaling starts
//     below 2^-64 (by 2^64), so that the FMA residuals are never flushed denormals.
//   * Sqrt f64: v_rsq_f64 (Rsq), Goldschmidt/Newton steps in FMA, Ldexp scaling below
//     2^-767 (LLVM's sequence), correctly rounded.
//   * FDiv f16: FPExt of both operands, the correctly rounded f32 division above, FPTrunc
//     (correctly rounded: f32 has at least 2*11+2 bits, so rounding the correctly rounded f32
//     result of + - * / or sqrt of halves again to f16 gives the correctly rounded half; the
//     others have f16 instructions). FMA f16 is not done this way: the f32 sum of an exact
//     22-bit product and an addend up to 2^40 away rounds, and rounding that again can miss;
//     it stays one op (v_fma_f16 rounds the exact a*b+c once).
//   * FPExt f16 -> f64: through f32 (both exact). FPTrunc f64 -> f16: to f32 rounded to odd
//     (the nearest-even FPTrunc stepped toward zero where it overshot, the last bit set where
//     inexact), then FPTrunc to f16: correctly rounded.
//   * SIToFP/UIToFP to f16: to f32 as below, then FPTrunc (exact below 2^24, infinity above
//     either way). FPToSI/FPToUI from f16: FPExt to f32 first.
//   * SIToFP/UIToFP from I1/I8/I16: SExt/ZExt to i32 first. From I64: to f64 as
//     hi * 2^32 + lo (exact halves, one FMA rounding); to f32 by normalising the value so
//     its top bit is bit 63 (bit length from FrexpExp of the f64 of the high half), rounding
//     the high word with a sticky bit in UIToFP i32, and Ldexp back: correctly rounded.
//   * FPToSI/FPToUI to I64: FTrunc, Floor of t * 2^-32 and an FMA give exact 32-bit halves,
//     with the interpreter's saturation (NaN -> 0) made explicit by selects; f32 sources go
//     through FPExt to f64 first. To I1/I8/I16: FPToSI to i32, then Trunc.
//
// What remains (the back end's contract): integer ops on every width except the divisions
// (MulHiU/MulHiS and Mul on i64 included: the back end expands i64 arithmetic); f16/f32/f64
// FAdd FSub FMul FMA FMin FMax FNeg FAbs Floor Ceil FTrunc Rint FCmp, f16 Sqrt; SIToFP/UIToFP
// from i32 to f32/f64 only, FPToSI/FPToUI from f32/f64 to i32 only, FPExt f16 -> f32 and
// f32 -> f64, FPTrunc f32 -> f16 and f64 -> f32; FRem (not expanded: the back end
// reports "unsupported: frem"); and the intrinsics Rcp, Rsq, NativeSqrt, Ldexp, FrexpExp,
// DivScale, DivScaleFlag, DivFmas, DivFixup the sequences use, besides every other op and
// intrinsic of ir.h unchanged.
#pragma once
#include "ir/ir.h"
#include "isa/target.h"

namespace gfxsim::ir {

// Rewrites `f` in place (ValueIds of untouched values stay; expanded instructions become
// Nop and their uses take the sequence's result). The sequences are the same for every
// GFX9-GFX11 target gfxsim knows; `target` is where a future target-specific choice goes.
void expandForTarget(Function& f, const isa::TargetInfo& target);

// Whether expandForTarget rewrites this instruction.
bool needsExpansion(const Function& f, const Inst& inst);

}  // namespace gfxsim::ir
