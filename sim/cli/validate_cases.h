// gfxsim validate: the fidelity cases. Each runs kernels written for the project
// (workloads/fidelity/*.cl, workloads/stream/stream.cl), built by clang-19 (the committed objects)
// or gfxsim cc (fidelity_programs.h), in timing mode on one GPU, checks every output against a
// host reference (a wrong result fails the case; it never gives a figure) and counts the figure
// the way the published benchmark counts it.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "cli/fidelity_programs.h"
#include "cli/progress.h"
#include "timing/config.h"

namespace gfxsim::cli {

struct FidelityCase {
  std::string name;       // "babelstream-triad", "clpeak-bw-float4", "mixbench-sp-k8", "clpeak-int", "lbm-fp16s", "launch-empty"
  std::string family;     // babelstream, clpeak-bw, mixbench-sp, mixbench-dp, mixbench-int, clpeak-int, lbm, launch
  std::string unit;       // GB/s, GFLOPS, GIOPS, MLUPs/s, us
  std::string configKey;  // the [published] key a config would calibrate with this figure ("" none)
  double intensity = 0;   // mixbench: operations per byte, as mixbench prints them
  unsigned iters = 0;     // mixbench: compute iterations (2 * iters + 1 multiply-adds per element)
};

// Every case, in the order they run.
const std::vector<FidelityCase>& fidelityCases();

struct CaseResult {
  FidelityCase c;
  bool ok = false;
  double simulated = 0;  // the figure, in c.unit
  uint64_t cycles = 0;   // of the dispatch the figure is timed on (the difference of two: clpeak-int)
  double work = 0;       // bytes or operations the figure counts over those cycles
  uint64_t elements = 0; // the problem size (elements of the main array; work-items for clpeak-int; cells for lbm)
  std::string method;    // how the figure is counted, and the size
  std::string detail;    // the check: what was compared, or what differed
  std::string sizeNote;  // how the size differs from the published run's ("" the same)
};

struct CaseOptions {
  unsigned threads = 1;
  ProgressMode progress = ProgressMode::Auto;
  // Tests: every size divided by this (a power of two), so that a case runs in a second.
  uint64_t shrink = 1;
  FidelityCompiler compiler = FidelityCompiler::Clang19;
};

// The lattice of the lbm-* cases for a storage format of `bytesPerValue` bytes: the largest cube
// whose side is a multiple of 32 and whose two DDF buffers fit in kLbmBudgetBytes of simulated
// device memory (the host holds several copies and the reference besides); shrink divides the
// cells (tests). Throws Error when one buffer of it does not exceed `lastLevelCacheBytes`.
inline constexpr uint64_t kLbmBudgetBytes = uint64_t{640} << 20;
uint32_t lbmSide(unsigned bytesPerValue, uint64_t lastLevelCacheBytes, uint64_t shrink);

// Runs the cases named (in fidelityCases() order) on `gpu`; `where` names it in messages.
// Throws Error for a failure that is not the kernel's (a compile error).
std::vector<CaseResult> runCases(const timing::GpuConfig& gpu, const std::string& where, const std::vector<std::string>& names,
                                 const CaseOptions& opt);

}  // namespace gfxsim::cli
