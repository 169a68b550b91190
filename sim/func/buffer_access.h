// The raw side of the typed buffer instructions (ops_buffer_format.cpp), implemented beside
// the untyped buffer accesses in ops_memory.cpp so both address, bounds-check and route their
// lanes (functional memory or the timing model's port) the same way.
#pragma once
#include <cstdint>

#include "func/exec.h"

namespace gfxsim::func {

// Reads `bytes` (at most 16) at each active lane's buffer address into data[lane]. Lanes out
// of the V#'s range are set in `oob` and not read (the untyped loads return 0 for them). In
// timing mode the port serves the global lanes, and their data lands at issue.
void bufferReadElements(Exec& x, const DecodedInst& d, uint32_t bytes, uint8_t (*data)[16], uint64_t& oob);
// Writes data[lane][0, bytes) at each active lane's buffer address; out-of-range lanes write
// nothing.
void bufferWriteElements(Exec& x, const DecodedInst& d, uint32_t bytes, const uint8_t (*data)[16]);
// Register i of a memory instruction's data operand (VGPR or AGPR), checked against the
// wave's allocation.
uint32_t* memDataRegister(Exec& x, const Opnd& o, unsigned i);

}  // namespace gfxsim::func
