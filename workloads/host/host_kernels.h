// The workload kernels compiled for the host (host_kernels.cpp), looked up by workload name.
#pragma once

#include <string_view>

#include "../workload.h"

namespace gfxsim::workloads::host {

// Calls one work-item's kernel body with `args` unpacked into the kernel's parameter types.
using HostKernel = void (*)(Arguments& args);

// nullptr if there is no host kernel of that name.
HostKernel find_host_kernel(std::string_view workload_name);

}  // namespace gfxsim::workloads::host
