// What gfxsim's drop-in runtimes (the HSA runtime for HIP programs, the OpenCL platform) read
// from the environment of the program that loaded them, and the record of each dispatch they
// leave for `gfxsim exec`.
//
// Environment: GFXSIM_GPU (a catalog name or config path; the OpenCL platform takes a
// comma-separated list), GFXSIM_MODE (functional|timing, default functional), GFXSIM_WATCHDOG
// (instructions a wave may execute), GFXSIM_MAX_INSTRUCTIONS and GFXSIM_MAX_CYCLES (a
// dispatch's budgets), GFXSIM_EXEC_RECORD (the file each dispatch's record is appended to).
#pragma once
#include <cstdint>
#include <string>

#include "func/engine.h"
#include "timing/gpu.h"

namespace gfxsim::dropin {

// A dispatch's budgets in a drop-in unless the environment says otherwise, so that real
// programs' kernels run and a hang still ends: at the simulator's speeds (README.md, "Limits")
// about an hour of host time in functional mode, ten minutes in timing mode.
inline constexpr uint64_t kProgramMaxInstructions = 200'000'000'000;
inline constexpr uint64_t kProgramMaxTimingInstructions = 2'000'000'000;
inline constexpr uint64_t kProgramMaxCycles = 2'000'000'000;

struct ProgramSettings {
  bool timingMode = false;
  uint64_t watchdog = 0, maxInstructions = 0, maxCycles = 0;

  // Reads GFXSIM_MODE and the budgets; throws Error naming the variable for a bad value.
  static ProgramSettings fromEnvironment();
  func::EngineOptions engineOptions() const;
  timing::TimingOptions timingOptions() const;
};

// The value of an environment variable, or `fallback` when it is unset or empty.
std::string envOr(const char* name, const char* fallback);

// One dispatch, as gfxsim exec reports it.
struct DispatchRecord {
  std::string kernel;
  uint64_t grid[3] = {1, 1, 1};
  uint32_t block[3] = {1, 1, 1};
  uint64_t cycles = 0;         // timing mode
  double microseconds = 0;     // simulated (timing mode)
  uint64_t waveInstructions = 0;
  double hostSeconds = 0;
  uint64_t start = 0, end = 0;  // device clock (ns)
  bool faulted = false;
};

// Appends one tab-separated line to GFXSIM_EXEC_RECORD (nothing when unset) as soon as the
// dispatch completes: a program may abort, as HIP does after a kernel fault, without running
// any exit handler. Returns false when the line could not be written.
bool appendDispatchRecord(const DispatchRecord& r);

}  // namespace gfxsim::dropin
