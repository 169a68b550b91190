// Register allocation: liveness on the linear machine CFG (fall-through + branches), one
// live interval per virtual register, linear scan per class with tuple alignment, VGPR
// spilling to scratch, SGPR spilling to VGPR lanes. Rewrites every virtual register operand to a physical one.
#pragma once
#include "codegen/mir.h"
#include "codegen/subtarget.h"

namespace gfxsim::codegen {

struct RegBudget {
  unsigned sgprs = 96;   // s0 .. s(sgprs-1) (VCC and the trap/xnack registers are separate)
  unsigned vgprs = 128;
};

// Copy coalescing before allocation: `s_mov_b32/b64 m, t` / `v_mov_b32_e32 m, t` where t is
// written once, just before in the same block, and read only by the copy, becomes a write of
// m by t's instruction (m not touched in between; for VGPRs, EXEC not written in between, so
// the same lanes are written).
void coalesceCopies(MFunction& mf);

// Spills VGPRs to scratch and SGPRs to lanes of reserved VGPRs when a budget is exceeded.
// Throws Error("unsupported: ...") when one instruction's operands alone exceed a budget.
void allocateRegisters(MFunction& mf, const Subtarget& st, const RegBudget& budget);

// The linear CFG of a machine function: successors of each block (by index).
std::vector<std::vector<size_t>> machineSuccessors(const MFunction& mf, const Subtarget& st);

}  // namespace gfxsim::codegen
