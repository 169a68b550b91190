// Runs a workload (workloads/): its arguments for a seed, a code object of its kernel, the
// functional simulator, and the host reference check of the outputs.
#pragma once
#include <cstdint>
#include <string>

#include "runtime/device/launch.h"
#include "workload.h"

namespace gfxsim::cli {

struct WorkloadRun {
  workloads::CheckResult check;
  func::DispatchStats stats;
  std::string fault;  // empty when the kernel completed
  isa::TargetId target;
  unsigned waveSize = 64;
  std::vector<std::vector<uint8_t>> buffers;  // every argument's buffer after the run (empty for scalars)
};

// Where and how to run: the functional engine on the default agent unless given.
struct WorkloadRunOptions {
  uint64_t seed = 1;
  const rt::RuntimeConfig* runtime = nullptr;
  func::KernelExecutor* processor = nullptr;
};

WorkloadRun runWorkload(const workloads::Workload& w, const std::vector<uint8_t>& codeObject, const std::string& fileName,
                        uint64_t seed = 1);
WorkloadRun runWorkload(const workloads::Workload& w, const std::vector<uint8_t>& codeObject, const std::string& fileName,
                        const WorkloadRunOptions& opt);

}  // namespace gfxsim::cli
