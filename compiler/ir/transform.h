// Shared helpers for the optimisation passes (passes.h): classifying instructions and the
// small edits every pass makes (replacing uses, erasing instructions, fixing phis when edges
// change, dropping blocks).
#pragma once
#include <vector>

#include "ir/ir.h"

namespace gfxsim::ir {

// ---- classification ----

// No side effect: removable when unused (arithmetic, casts, address arithmetic, Alloca,
// non-volatile non-atomic loads, phis, the value intrinsics). Stores, atomics, fences,
// Barrier, volatile or atomic loads and terminators are not.
bool isRemovableIfUnused(const Inst& in);

// The result depends only on the operands (and on per-thread state that does not change
// during the kernel: work-item ids, segment pointers), so two equal instructions compute the
// same value and one may be computed early: candidates for CSE and LICM. Loads, Alloca (a new
// object each), phis, s_getpc and the lane-exchanging intrinsics (readsOtherLanes: their
// result depends on which lanes are active) are not.
bool isPure(const Inst& in);

// The intrinsics that read other lanes of the wave (ds_bpermute, readlane, ballot, the
// sub-group reductions and scans, DPP...): their result depends on the active lanes, so they
// must run exactly where the program has them, under the same control flow.
bool readsOtherLanes(Intrinsic id);

// A pure instruction that may fault or is undefined for some operands if executed where the
// program would not have executed it: integer division and remainder unless the divisor is a
// non-zero constant (and, for signed, not -1).
bool mayTrap(const Function& f, const Inst& in);

// A non-volatile, non-atomic load from the constant address space: memory the kernel cannot
// write, so its value is the same wherever it is read.
bool isInvariantLoad(const Function& f, const Inst& in);

// An invariant load whose address is a segment pointer (kernarg, implicit args, dispatch
// packet) plus constant offsets: always readable, so it may also be executed speculatively.
bool isSafeInvariantLoad(const Function& f, const Inst& in);

bool isCommutative(Op op);

// ---- constants ----

bool isConstValue(const Function& f, ValueId v, uint64_t bits);  // a Const with these bits
bool isAllOnes(const Function& f, ValueId v);                     // integer constant ~0
// Sign-extends a value of `bits` width to 64 bits.
int64_t signExtend(uint64_t value, unsigned bits);

// ---- edits ----

// Removes the instruction from its block and marks it dead (Op::Nop, no operands).
void eraseInst(Function& f, ValueId v);
// eraseInst for many at once: each block's list is compacted once, so erasing n instructions
// of one block costs its length, not n times it (n calls of eraseInst are quadratic).
void eraseInsts(Function& f, const std::vector<ValueId>& vs);

// Replaces every use of `from` (in block instructions and ArgInfo) with `to`.
void replaceAllUses(Function& f, ValueId from, ValueId to);

// Applies a substitution (repl[v] != kNoValue: v becomes repl[v], followed transitively) to
// every operand in the function.
void applyReplacements(Function& f, std::vector<ValueId>& repl);
// The final value of v under the substitution (with path compression).
ValueId resolve(std::vector<ValueId>& repl, ValueId v);

// Phis of `block`: drop the incoming entry for one edge from `pred` (the first such entry).
void removePhiEntry(Function& f, BlockId block, BlockId pred);
// Phis of `block`: entries from `from` now come from `to`.
void renamePhiBlock(Function& f, BlockId block, BlockId from, BlockId to);

// Deletes the blocks unreachable from the entry (their instructions become Nop; the phis of
// reachable blocks lose their entries) and renumbers the rest. Returns whether any went.
bool removeUnreachableBlocks(Function& f);

// Deletes the blocks with keep[b] == false (which must have no edges into kept blocks, and be
// no phi's incoming block there), renumbering the others in order. Block 0 must be kept.
void deleteBlocks(Function& f, const std::vector<bool>& keep);

// Puts the blocks in a new order: order[i] is the old id of block i (order[0] must be 0;
// each block at most once). Blocks left out are deleted as deleteBlocks does.
void reorderBlocks(Function& f, const std::vector<BlockId>& order);

// The index of the first non-phi instruction of a block.
size_t firstNonPhi(const Function& f, BlockId b);

}  // namespace gfxsim::ir
