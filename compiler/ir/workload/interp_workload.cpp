#include "ir/workload/interp_workload.h"

#include <variant>

#include "support/error.h"

namespace gfxsim::ir {

workloads::CheckResult runWorkloadInterp(const Function& kernel, const workloads::Workload& w,
                                         const InterpWorkloadOptions& options) {
  workloads::CheckResult bad;
  workloads::Arguments args = w.make_arguments(options.seed);
  if (args.size() != kernel.args.size()) {
    bad.detail = w.name + ": the workload has " + std::to_string(args.size()) + " arguments, kernel " + kernel.name +
                 " takes " + std::to_string(kernel.args.size());
    return bad;
  }
  InterpMemory mem;
  InterpLaunch launch;
  launch.grid[0] = w.grid.x;
  launch.grid[1] = w.grid.y;
  launch.grid[2] = w.grid.z;
  launch.group[0] = w.block.x;
  launch.group[1] = w.block.y;
  launch.group[2] = w.block.z;
  launch.dims = w.dims;
  launch.waveSize = options.waveSize;
  launch.maxSteps = options.maxSteps;
  std::vector<uint64_t> addresses(args.size(), 0);
  try {
    for (size_t i = 0; i < args.size(); ++i) {
      const workloads::Argument& a = args[i];
      if (a.is_buffer()) {
        const auto& bytes = a.buffer().bytes;
        addresses[i] = mem.allocate(bytes.size(), 256, a.name);
        mem.write(addresses[i], bytes.data(), bytes.size());
        launch.args.push_back(addresses[i]);
      } else {
        launch.args.push_back(a.scalar().bits);
      }
    }
    InterpResult r = interpret(kernel, mem, launch);
    if (!r.ok) {
      bad.detail = w.name + ": " + r.error;
      return bad;
    }
    for (size_t i = 0; i < args.size(); ++i) {
      if (!args[i].is_buffer() || !args[i].buffer().is_output) continue;
      auto& bytes = args[i].buffer().bytes;
      mem.read(addresses[i], bytes.data(), bytes.size());
    }
  } catch (const Error& e) {
    bad.detail = w.name + ": " + e.what();
    return bad;
  }
  return w.check(args);
}

}  // namespace gfxsim::ir
