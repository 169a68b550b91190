// Runs a workload (workloads/) through the IR interpreter: its arguments for a seed, buffers
// for them in an InterpMemory, a launch with the workload's grid and group, and its host
// reference check on what the kernel left in the output buffers. The front end's tests run
// every workload's IR this way.
//
// A library of its own (gfxsim_ir_workload) so that the IR library does not depend on the
// workloads.
#pragma once
#include <cstdint>

#include "ir/interp.h"
#include "workload.h"

namespace gfxsim::ir {

struct InterpWorkloadOptions {
  uint64_t seed = 1;              // the arguments' seed (as cli::runWorkload)
  unsigned waveSize = 64;
  uint64_t maxSteps = uint64_t{1} << 32;
};

// ok = false with the interpreter's error, or a mismatch in the arguments, or what the
// check found.
workloads::CheckResult runWorkloadInterp(const Function& kernel, const workloads::Workload& workload,
                                         const InterpWorkloadOptions& options = {});

}  // namespace gfxsim::ir
