#include "cli/workload_runner.h"

#include <cstring>

namespace gfxsim::cli {

WorkloadRun runWorkload(const workloads::Workload& w, const std::vector<uint8_t>& codeObject, const std::string& fileName,
                        uint64_t seed) {
  WorkloadRunOptions o;
  o.seed = seed;
  return runWorkload(w, codeObject, fileName, o);
}

WorkloadRun runWorkload(const workloads::Workload& w, const std::vector<uint8_t>& codeObject, const std::string& fileName,
                        const WorkloadRunOptions& opt) {
  workloads::Arguments args = w.make_arguments(opt.seed);
  device::LaunchRequest req;
  if (opt.runtime) req.runtime = *opt.runtime;
  req.processor = opt.processor;
  req.kernel = w.kernel;
  req.geometry.grid = rt::Dim3{w.grid.x, w.grid.y, w.grid.z};
  req.geometry.group = rt::Dim3{w.block.x, w.block.y, w.block.z};
  for (const auto& a : args) {
    device::HostArg h;
    h.name = a.name;
    if (a.is_buffer()) {
      h.isBuffer = true;
      h.bytes = a.buffer().bytes;
    } else {
      const auto& s = a.scalar();
      h.bytes.resize(workloads::size_of(s.kind));
      std::memcpy(h.bytes.data(), &s.bits, h.bytes.size());
    }
    req.args.push_back(std::move(h));
  }
  device::LaunchResult r = device::launchKernel(codeObject, fileName, req);
  WorkloadRun out;
  out.stats = r.dispatch.stats;
  out.target = r.target;
  out.waveSize = r.waveSize;
  out.buffers = r.buffers;
  if (r.dispatch.fault) {
    out.fault = r.dispatch.fault->str();
    out.check = {false, "kernel fault: " + out.fault};
    return out;
  }
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].is_buffer()) args[i].buffer().bytes = r.buffers[i];
  out.check = w.check(args);
  return out;
}

}  // namespace gfxsim::cli
