#include "cli/lbm_run.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <limits>
#include <optional>
#include <utility>

#include "cli/common.h"
#include "cli/host_args.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "timing/catalog.h"
#include "timing/gpu.h"

namespace gfxsim::cli {

namespace lbm = workloads::lbm;

namespace {

// FluidX3D's work-group size, 64 cells (WORKGROUP_SIZE in its src/opencl.hpp); here along x, the
// rest along y, so that a wave's cells are consecutive in memory.
rt::Dim3 groupFor(const lbm::Grid& g) {
  uint32_t x = std::min<uint32_t>(g.nx, 64);
  while (64 % x) --x;  // a divisor of 64, so that x * y = 64
  return rt::Dim3{x, std::min<uint32_t>(64 / x, g.ny), 1};
}

}  // namespace

std::string lbmVariant(lbm::Storage storage) {
  std::string v = "lbm_d3q19-";
  for (const char* c = lbm::storageName(storage); *c; ++c) v += static_cast<char>(std::tolower(static_cast<unsigned char>(*c)));
  return v;
}

LbmRun runLbm(const LbmRunOptions& opt) {
  const lbm::Grid& g = opt.grid;
  if (g.nx == 0 || g.ny == 0 || g.nz == 0 || g.cells() * lbm::kQ > std::numeric_limits<uint32_t>::max())
    throw Error(fmt::format("lbm: a grid of {}x{}x{} cells does not fit the kernel's 32-bit indices", g.nx, g.ny, g.nz));
  timing::GpuConfig gpu = timing::findGpu(opt.gpu);
  LbmRun run;
  run.gpuName = gpu.agent.name;
  run.target = gpu.agent.target.str();
  run.coreMhz = gpu.timing.coreMhz;
  FidelityObject prog;
  if (!opt.codeObject.empty()) {
    prog.code = opt.codeObject;
    prog.file = "the code object given";
  } else if (!opt.source.empty()) {
    prog = fidelityObjectFromSource(lbmVariant(opt.storage), opt.source, resolveTarget(run.target, false, "lbm"));
  } else {
    prog = fidelityObject(lbmVariant(opt.storage), resolveTarget(run.target, false, "lbm"), opt.compiler);
  }

  lbm::State a = lbm::initialState(g, opt.storage, opt.seed, opt.solidEvery);
  lbm::State b = a;  // the second buffer: its solid cells keep these values
  lbm::State* src = &a;
  lbm::State* dst = &b;
  run.ok = true;
  for (unsigned s = 0; s < opt.steps; ++s) {
    device::LaunchRequest req;
    req.kernel = "lbm_d3q19";
    req.geometry.grid = rt::Dim3{g.nx, g.ny, g.nz};
    req.geometry.group = groupFor(g);
    req.args.push_back(input(src->ddf, "src"));
    req.args.push_back(input(dst->ddf, "dst"));
    req.args.back().readBack = true;
    req.args.push_back(input(src->flags, "flags"));
    req.args.push_back(value(g.nx));
    req.args.push_back(value(g.ny));
    req.args.push_back(value(g.nz));
    req.args.push_back(value(opt.omega));
    req.runtime = gpu.agent.runtimeConfig();
    // A large grid runs past the default budgets, which are there to report a hang quickly;
    // the kernel has no loops, and the per-wave watchdog still applies.
    req.engine.maxInstructions = std::numeric_limits<uint64_t>::max();
    std::optional<timing::TimingEngine> engine;
    if (opt.timing) {
      timing::TimingOptions to;
      to.threads = opt.threads;
      to.maxInstructions = to.maxCycles = std::numeric_limits<uint64_t>::max();
      engine.emplace(gpu, to);
      req.processor = &*engine;
    }
    device::LaunchResult r = device::launchKernel(prog.code, prog.file, req);
    LbmStep step;
    step.waveInstructions = r.dispatch.stats.waveInstructions;
    step.hostSeconds = r.dispatch.stats.hostSeconds;
    step.cycles = engine ? engine->stats().cycles : 0;
    step.dramBytes = engine ? engine->stats().dramBytesRead + engine->stats().dramBytesWritten : 0;
    if (r.dispatch.fault) {
      run.ok = false;
      run.detail = fmt::format("step {}: kernel fault: {}", s, r.dispatch.fault->str());
      run.steps.push_back(std::move(step));
      break;
    }
    if (opt.check) {
      step.check = lbm::checkStep(*src, *dst, r.buffers[1], opt.omega);
      if (!step.check.ok && run.ok) {
        run.ok = false;
        run.detail = fmt::format("step {}: {}", s, step.check.detail);
      }
    } else {
      step.check.ok = true;
      step.check.detail = "not checked";
    }
    dst->ddf = std::move(r.buffers[1]);
    run.cycles += step.cycles;
    run.hostSeconds += step.hostSeconds;
    run.steps.push_back(std::move(step));
    std::swap(src, dst);
  }
  run.state = std::move(*src);  // the last step's output
  if (opt.timing) run.mlups = lbm::mlups(g.cells(), static_cast<unsigned>(run.steps.size()), run.cycles, run.coreMhz);
  return run;
}

}  // namespace gfxsim::cli
