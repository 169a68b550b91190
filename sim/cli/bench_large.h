// gfxsim bench --large / --case: the large cases (saxpy and the STREAM triad at 2^24
// elements, functional or timing; BabelStream's five kernels at 2^25 doubles per array, timing
// on every shipped GPU), each checked against the host and timed against a native C++ loop
// over the same arrays in the same process, with the process's peak resident memory.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "cli/progress.h"
#include "timing/config.h"

namespace gfxsim::cli {

struct BenchLargeOptions {
  std::vector<std::string> cases;    // saxpy, triad, babelstream; empty: all three
  bool timing = false;               // saxpy and triad: timing mode on the target's shipped GPU
  std::vector<std::string> targets;  // empty: gfx900 and gfx1030 (saxpy, triad), every shipped GPU (babelstream)
  unsigned threads = 1;              // timing: host threads
  uint64_t elements = 0;             // 0: each case's own size; else this many per array (tests)
  std::string json;                  // "" or where the figures also go
  ProgressMode progress = ProgressMode::Auto;
};

// The names --case takes.
const std::vector<std::string>& largeCaseNames();
// Prints the table; returns 1 when a case's output differs from the host's, else 0.
int benchLarge(const BenchLargeOptions& opt);

// One BabelStream kernel's dispatch: its simulated cycles and its check against the host.
struct BabelStreamKernel {
  std::string kernel;  // copy, mul, add, triad, dot
  uint64_t cycles = 0;
  bool ok = false;
  std::string detail;
};
// BabelStream's sequence (copy, mul, add, triad, dot over n doubles per array) in timing mode on
// `gpu`, the same dispatches and checks as `bench --large --case babelstream` (gfxsim validate),
// running `code`, a build of workloads/stream/stream.cl for the GPU's target named `file` in messages.
std::vector<BabelStreamKernel> babelStreamKernels(const timing::GpuConfig& gpu, const std::string& where, uint64_t n,
                                                  unsigned threads, ProgressMode progress, const std::vector<uint8_t>& code,
                                                  const std::string& file);

}  // namespace gfxsim::cli
