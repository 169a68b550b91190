// The D3Q19 lattice-Boltzmann step of the fidelity suite (workloads/fidelity/lbm_d3q19.cl) on a
// simulated GPU: compiled by gfxsim cc for the GPU's target, dispatched once per step in the
// functional simulator or the GPU's timing model, each step checked against the host reference
// (workloads/fidelity/lbm_d3q19.h), and the timing figures as FluidX3D reports them (MLUPs/s).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "cli/fidelity_programs.h"
#include "fidelity/lbm_d3q19.h"

namespace gfxsim::cli {

struct LbmRunOptions {
  std::string gpu = "mi210";  // a shipped GPU by name or target, or a config file (timing::findGpu)
  workloads::lbm::Storage storage = workloads::lbm::Storage::FP32;
  workloads::lbm::Grid grid{16, 16, 16};
  unsigned steps = 1;
  bool timing = false;        // else the functional simulator (with the GPU's agent)
  unsigned threads = 1;       // timing: host threads
  float omega = workloads::lbm::kDefaultOmega;
  uint64_t seed = 1;
  unsigned solidEvery = 0;    // initialState's: about one cell in this many skipped (0: none)
  bool check = true;          // check every step against the host reference
  FidelityCompiler compiler = FidelityCompiler::Gfxsim;  // who builds the kernel (fidelity_programs.h)
  // Instead: this OpenCL C file with the same kernel, compiled by gfxsim cc -O2, or a code object
  // built elsewhere (clang-19's, say), used as it is.
  std::string source;
  std::vector<uint8_t> codeObject;
};

struct LbmStep {
  uint64_t cycles = 0;            // timing mode: the dispatch's simulated cycles
  uint64_t waveInstructions = 0;
  uint64_t dramBytes = 0;         // timing mode: bytes read from and written to DRAM
  double hostSeconds = 0;         // the dispatch's host time
  workloads::lbm::CheckResult check;  // ok with detail "not checked" when LbmRunOptions::check is off
};

struct LbmRun {
  std::string gpuName, target;
  double coreMhz = 0;
  std::vector<LbmStep> steps;
  workloads::lbm::State state;    // after the last step
  uint64_t cycles = 0;            // all steps
  double hostSeconds = 0;
  double mlups = 0;               // timing mode: cells * steps / (cycles / clock)
  bool ok = false;                // no fault, and every checked step passed
  std::string detail;             // the first failure, or ""
};

// The kernel variant of a storage format (fidelity_programs.h): "lbm_d3q19-fp32" ...
std::string lbmVariant(workloads::lbm::Storage storage);

// Runs opt.steps steps from initialState(grid, storage, seed, solidEvery), alternating the two
// buffers, with the kernel built by opt.compiler. Each step is a dispatch on a fresh device (and a fresh timing model: caches start
// cold). Throws gfxsim::Error for a bad GPU, a missing object or a compile failure.
LbmRun runLbm(const LbmRunOptions& opt);

}  // namespace gfxsim::cli
