// Runs a workload's kernel on the host: the .cl source compiled as C++ (see host_shim.h), one
// thread per work-item, work-groups one after another, barriers as std::barrier.
//
// This is a second computation of each workload, written independently of the checks' host
// references: the references are plain loops, this runs the kernels' own algorithms (LDS
// trees, tiles, butterflies, Blelloch sweeps). The unit tests use it to show that the kernels
// compute what the references say, before any simulator exists. It is not a GPU model:
// no wavefront lockstep, no memory model beyond std::atomic and the barrier.
#pragma once

#include <cstdint>

#include "../workload.h"

namespace gfxsim::workloads::host {

struct HostRunOptions {
  // Lanes per wavefront as seen by mbcnt and ds_bpermute: 64 (GCN, CDNA) or 32 (RDNA).
  std::uint32_t wave_size = 64;
};

// True if run_on_host knows the workload's kernel.
bool has_host_kernel(const Workload& w);
// Runs the kernel over the workload's grid with `args` (as make_arguments returned them),
// leaving the outputs in the buffers. Throws std::invalid_argument for an unknown workload or
// a launch the shim cannot run (bad geometry, wave_size not 32 or 64).
void run_on_host(const Workload& w, Arguments& args, const HostRunOptions& options = {});

}  // namespace gfxsim::workloads::host
