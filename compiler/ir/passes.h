// The optimisation passes over the IR, and the pipeline that runs them.
//
// Each pass takes one function, returns whether it changed anything and leaves the function
// valid for the verifier (verifier.h). Passes erase instructions by marking them Op::Nop, so
// ValueIds of surviving values stay the same.
#pragma once
#include "ir/ir.h"

namespace gfxsim::ir {

// Promotes private allocas to SSA values (mem2reg.cpp). An alloca qualifies when every use
// is a non-volatile, non-atomic Load or Store (as the address), directly or through PtrAdds
// with constant offsets, and the accessed (offset, type) slots do not partly overlap; each
// slot becomes its own SSA variable (so scalarised vectors and small structs promote).
// Phis go on the iterated dominance frontier of the stores, pruned to where the slot is live.
// Arrays indexed dynamically, and allocas whose address escapes, stay in memory.
bool mem2reg(Function& f);

// Address-space inference (addrspace.cpp): an addrspacecast of a segment pointer to generic
// whose every use, through PtrAdds, is a non-atomic load or store at it (or a cast back to
// the segment) is replaced by the segment pointer, the PtrAdds retyped (their offsets
// truncated to 32 bits for local and private). OpenCL 2.0 code taking &private_var as a
// generic pointer then uses private memory directly, and mem2reg can promote the variable.
bool inferAddressSpaces(Function& f);

// Constant folding (bit-exact with the IR's semantics; never folding division by zero,
// INT_MIN / -1, NaN-producing or NaN-consuming float ops, or float ops that meet a denormal
// the kernel's FloatMode flushes), algebraic identities (x+0, x*1, x*0, x&0, x|~0, x^x,
// shifts by 0, selects with a constant or repeated arm, icmp x,x, double negation, ...) and
// phis whose incoming values are all the same (simplify.cpp).
bool simplify(Function& f);

// Dominator-scoped common subexpression elimination of pure instructions (transform.h
// isPure), work-item ids and segment pointers, and invariant loads from the constant address
// space (cse.cpp).
bool cse(Function& f);

// Removes unreachable blocks and instructions whose results are unused and that have no side
// effect (stores, atomics, fences, barriers, volatile and atomic loads stay), dead phi cycles
// included (dce.cpp).
bool dce(Function& f);

// Loop-invariant code motion: hoists pure, non-trapping instructions with operands defined
// outside the loop, and safe invariant loads from the kernarg segment, implicit arguments or
// dispatch packet, into the loop's preheader (made when the header has no single outside
// predecessor that branches only to it) (licm.cpp).
bool licm(Function& f);

// Strength reduction: multiplication by 2^k becomes a shift, unsigned division and remainder
// by 2^k a shift and a mask, signed division and remainder by 2^k the bias-and-shift
// sequence; i64 arithmetic on extended i32 values whose result is only truncated back to
// i32 is done in i32 (strength.cpp).
bool strengthReduce(Function& f);

// CFG clean-up: folds condbr on a constant or to one block twice, removes unreachable blocks
// and empty forwarding blocks, merges a block into its single predecessor when that
// predecessor has it as its single successor (simplifycfg.cpp).
bool simplifyCfg(Function& f);

// If-conversion: a branch whose arms (a diamond's two, a triangle's one) are short and free
// of side effects, loads and traps becomes straight-line code with a select (or, for i1
// with a constant side, and/or) per phi of the join; the cost rule is in ifconvert.cpp.
bool ifConvert(Function& f);

// The pipeline. Level 0 runs nothing; level 1 runs mem2reg, inferAddressSpaces (then
// mem2reg again when it changed anything), simplify, dce, simplifycfg and if-conversion;
// level 2 (and above) runs mem2reg, then simplify/cse/dce/simplifycfg/if-conversion to a
// fixed point (at most 8 rounds), licm, strength reduction, and simplify/cse/dce again. With `verifyEach`,
// the verifier runs after every pass and throws gfxsim::Error naming the pass that broke
// the function (for debugging; the passes keep functions valid).
void optimize(Function& f, int level, bool verifyEach = false);
void optimize(Module& m, int level, bool verifyEach = false);

}  // namespace gfxsim::ir
