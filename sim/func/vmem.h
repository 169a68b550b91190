// What the vector memory semantics (ops_memory.cpp) and the loads into LDS (ops_lds_dma.cpp)
// share.
#pragma once
#include <cstdint>

#include "func/exec.h"

namespace gfxsim::func {

// ops_memory.cpp: reads `bytes` at every active lane's address of the load `d` (FLAT, GLOBAL,
// SCRATCH or MUBUF addressing; a buffer lane out of range reads zeros) and hands each lane's
// bytes to `land` with `arg`. In timing mode the port reads global memory, and a lane whose
// data arrives later is landed then (MemPort::load), not now.
void loadLanes(Exec& x, const DecodedInst& d, uint32_t bytes, LandFn land, uint32_t arg);

// ops_lds_dma.cpp: a MUBUF load with the `lds` bit (gfx9 `buffer_load_dword ... lds`): the
// `bytes` per lane (sign-extended when `signExtend`) go to the LDS instead of VGPRs.
void bufferLoadToLds(Exec& x, const DecodedInst& d, uint32_t bytes, bool signExtend);

}  // namespace gfxsim::func
