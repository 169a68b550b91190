// Branch relaxation, the last pass before emission (see branch_relax.cpp).
#pragma once
#include "codegen/mir.h"
#include "codegen/subtarget.h"

namespace gfxsim::codegen {

// Rewrites every branch whose target may lie beyond the SOPP branch's reach (a signed 16-bit
// dword offset: about ±128 KiB) into a long branch through s_getpc_b64/s_setpc_b64, using
// the SGPR pair just above the allocated ones (numSgprs grows by it). `sgprLimit` is the
// number of SGPRs the kernel may use; throws Error naming the kernel when no pair is left.
void relaxBranches(MFunction& mf, const Subtarget& st, unsigned sgprLimit);

}  // namespace gfxsim::codegen
