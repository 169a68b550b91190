// The IR verifier: structural, type and SSA rules every pass keeps.
//
// Type rules by op (T = the result type):
//   Add..UMax             two operands of integer type T
//   FAdd..FMax, FRem      two operands of float type T; FMA three; FNeg..Rint one
//   ICmp                  two operands of one integer or pointer type; T = I1; sub < 10
//   FCmp                  two operands of one float type; T = I1; sub < 14
//   Select                (I1, T, T)
//   ZExt/SExt/Trunc       integer -> strictly wider (ZExt, SExt) / narrower (Trunc) integer
//   FPToSI/FPToUI         float -> integer;  SIToFP/UIToFP integer -> float
//   FPExt/FPTrunc         F32 -> F64 / F64 -> F32
//   Bitcast               between integer and float types of one width (not I1), or T -> T
//   PtrToInt/IntToPtr     pointer -> integer / integer -> pointer
//   AddrSpaceCast         pointer -> pointer
//   Alloca                no operands; T = ptr.private; imm (size) > 0; align a power of two
//   LocalAddr             no operands; T = ptr.local; imm < number of locals
//   PtrAdd                (pointer of type T, offset): I64 offset for 64-bit pointers, I32 for
//                         the 32-bit ones (local, private)
//   Load                  (pointer) -> non-void T; order NotAtomic/Monotonic/Acquire/SeqCst
//   Store                 (non-void value, pointer), void; order NotAtomic/Monotonic/Release/
//                         SeqCst
//   AtomicRMW             (pointer, T), atomic order; T = I32 or I64 (FAdd: a float; Xchg:
//                         any of them); sub < 11
//   CmpXchg               (pointer, T, T), T = I32 or I64; atomic success order; failure
//                         order Monotonic/Acquire/SeqCst
//   Fence                 no operands, void, order Acquire/Release/AcqRel/SeqCst
//   Phi                   non-void T; operands of type T, one per incoming block
//   Br / CondBr           no operands / one I1; one / two targets; Ret, Unreachable: none
//   Intrinsic             as documented at ir::Intrinsic (work-item ids I32 with imm <= 2,
//                         segment pointers ptr.constant, Barrier void, cross-lane I32, float
//                         helpers on one float type, FrexpExp -> I32, DivScaleFlag -> I1)
//
// Structure: every block is non-empty, ends with its only terminator and starts with its
// phis; a phi has one incoming value per predecessor edge (as a multiset); the entry has no
// predecessors; each instruction is listed in exactly one block, and Inst::block says which;
// branch targets are blocks; Params are Function::params in order (imm = position).
// SSA: every use is dominated by its definition (a phi's use at the end of the incoming
// block); uses in blocks unreachable from the entry are not checked.
#pragma once
#include <string>
#include <vector>

#include "ir/ir.h"

namespace gfxsim::ir {

// Every problem found, one message each (empty: the function is valid).
std::vector<std::string> verify(const Function& f);

// Verifies each function; on problems throws gfxsim::Error naming `what` (e.g. "after
// mem2reg"), listing the problems and the function's printed text.
void verifyOrThrow(const Module& m, const std::string& what);
void verifyOrThrow(const Function& f, const std::string& what);

}  // namespace gfxsim::ir
