#include "program_env.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>

#include <fmt/format.h>

#include "support/error.h"

namespace gfxsim::dropin {

std::string envOr(const char* name, const char* fallback) {
  const char* v = std::getenv(name);
  return v && *v ? v : fallback;
}

namespace {
uint64_t countFromEnv(const char* name, uint64_t fallback) {
  const char* w = std::getenv(name);
  if (!w) return fallback;
  char* end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(w, &end, 10);
  if (!*w || *end || v == 0 || w[0] == '-' || errno == ERANGE)
    throw Error(fmt::format("{} '{}': expected a count from 1 to 2^64-1", name, w));
  return v;
}
}  // namespace

ProgramSettings ProgramSettings::fromEnvironment() {
  ProgramSettings s;
  std::string mode = envOr("GFXSIM_MODE", "functional");
  if (mode != "functional" && mode != "timing") throw Error(fmt::format("GFXSIM_MODE '{}': expected functional or timing", mode));
  s.timingMode = mode == "timing";
  // A whole program's kernels run far longer than the command line's defaults allow one
  // dispatch, so the drop-ins' defaults are those of a long kernel.
  s.watchdog = countFromEnv("GFXSIM_WATCHDOG", func::EngineOptions{}.watchdogInstructions);
  s.maxInstructions = countFromEnv("GFXSIM_MAX_INSTRUCTIONS", s.timingMode ? kProgramMaxTimingInstructions : kProgramMaxInstructions);
  s.maxCycles = countFromEnv("GFXSIM_MAX_CYCLES", kProgramMaxCycles);
  return s;
}

func::EngineOptions ProgramSettings::engineOptions() const {
  func::EngineOptions eo;
  eo.watchdogInstructions = watchdog;
  eo.maxInstructions = maxInstructions;
  return eo;
}

timing::TimingOptions ProgramSettings::timingOptions() const {
  timing::TimingOptions to;
  to.watchdogInstructions = watchdog;
  to.maxInstructions = maxInstructions;
  to.maxCycles = maxCycles;
  return to;
}

bool appendDispatchRecord(const DispatchRecord& r) {
  const char* path = std::getenv("GFXSIM_EXEC_RECORD");
  if (!path || !*path) return true;
  std::string line = fmt::format("{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.6f}\t{}\t{:.6f}\t{}\t{}\t{}\n", r.kernel, r.grid[0], r.grid[1],
                                 r.grid[2], r.block[0], r.block[1], r.block[2], r.cycles, r.microseconds, r.waveInstructions,
                                 r.hostSeconds, r.start, r.end, r.faulted ? 1 : 0);
  std::FILE* f = std::fopen(path, "a");
  bool ok = f && std::fwrite(line.data(), 1, line.size(), f) == line.size();
  if (f && std::fclose(f) != 0) ok = false;
  return ok;
}

}  // namespace gfxsim::dropin
