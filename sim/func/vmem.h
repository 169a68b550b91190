// The one path every vector memory load and store takes through its lanes (ops_memory.cpp),
// shared by the untyped loads and stores, the typed buffer instructions
// (ops_buffer_format.cpp) and the loads into LDS (ops_lds_dma.cpp): addressing (FLAT, GLOBAL,
// SCRATCH or MUBUF), buffer range checks, and the route of each lane (device memory at once,
// or the timing model's port).
#pragma once
#include <cstdint>

#include "func/exec.h"

namespace gfxsim::func {

// Reads `bytes` (at most 16) at every active lane's address of the load `d` into data[lane].
// Returns the lanes the caller lands now. Buffer lanes outside the V#'s range read nothing and
// are set in `oob` (they are among the returned lanes: the untyped loads land zeros for them).
// In timing mode the port reads global memory, and a lane whose data arrives later is not
// returned: the port lands it when it arrives, through `land` with `arg` (MemPort::load).
uint64_t vmemReadLanes(Exec& x, const DecodedInst& d, uint32_t bytes, LandFn land, uint64_t arg, uint8_t (*data)[16],
                       uint64_t& oob);

// Writes data[lane][0, bytes) at every active lane's address of the store `d`; buffer lanes
// outside the V#'s range write nothing.
void vmemWriteLanes(Exec& x, const DecodedInst& d, uint32_t bytes, const uint8_t (*data)[16]);

// Register i of a memory instruction's data operand (VGPR or AGPR), checked against the
// wave's allocation.
uint32_t* memDataRegister(Exec& x, const Opnd& o, unsigned i);

// ops_lds_dma.cpp, the LDS side of the loads into LDS: the LDS byte address of lane 0 (M0's
// part + the instruction offset; faults when an active lane's dword would leave the
// work-group's allocation), and the write of lane l's dword there.
uint32_t ldsDmaBase(Exec& x, const DecodedInst& d);
void ldsDmaWrite(Exec& x, uint32_t base, unsigned lane, uint32_t value);

// ops_lds_dma.cpp: a MUBUF load with the `lds` bit (gfx9 `buffer_load_dword ... lds`): the
// `bytes` per lane (sign-extended when `signExtend`) go to the LDS instead of VGPRs.
void bufferLoadToLds(Exec& x, const DecodedInst& d, uint32_t bytes, bool signExtend);

}  // namespace gfxsim::func
