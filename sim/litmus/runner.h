// Running a litmus test on the timing model: the lowered kernel (litmus/lower.h) is
// dispatched again and again, each dispatch running thousands of instances with its own
// stress seed, until the requested number of instances has run; the outcome of each
// instance (the registers and final memory values the condition names) goes into a
// histogram, reported in the format of litmus7.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "litmus/ast.h"
#include "litmus/lower.h"
#include "timing/config.h"

namespace gfxsim::litmus {

// Bounds on the options (README.md, "Limits"): a billion instances take hours; a jitter
// beyond this is longer than the timing model's hang detection (TimingOptions::hangCycles).
inline constexpr uint64_t kMaxInstances = 1'000'000'000;
inline constexpr uint32_t kMaxJitter = 100'000;

struct RunOptions {
  std::string target = "gfx900";
  std::string mode;            // "" default, "cu"/"wgp" (gfx1030), "tgsplit" (gfx90a)
  bool wave64 = false;         // gfx10: wave64 instead of wave32
  uint64_t instances = 100000;
  uint64_t seed = 1;
  uint32_t startJitter = 400;  // stress: cycles a wave may start late
  uint32_t memJitter = 200;    // stress: cycles an L2 answer may come late
  uint32_t ldsJitter = 200;    // stress: cycles an LDS instruction may wait in the LDS request queue
  uint32_t invJitter = 400;    // stress: cycles a cache invalidate may take longer (environments with the stress wave)
  bool preload = true;         // stress: threads read their locations first
  bool sameCu = false;         // an instance's work-groups on one CU (default: different CUs)
  bool sync = true;            // stress: threads of an instance start together, then a random delay
  bool stressWave = true;      // stress: a wave per work-group re-reading the locations (environments 0 and 3)
  uint32_t stride = 16;        // bytes between instances' copies of a location (64: a line each)
  bool environments = true;    // vary the stress over four environments, dispatch by dispatch
  unsigned groupsPerRole = 64;
  Mutation mutation;
};

struct RunResult {
  std::string file, name;
  bool supported = true;
  std::string unsupported;  // why not, when !supported
  Quantifier quantifier = Quantifier::Exists;
  std::string condition;    // as litmus7 prints it
  std::map<std::string, std::pair<uint64_t, bool>> histogram;  // state -> (count, satisfies the condition)
  uint64_t positive = 0, negative = 0;
  bool validated = false;   // "Condition ... is validated"
  double seconds = 0;
  Lowered lowered;
  std::string observation() const;  // Never / Sometimes / Always
};

// The stress of one dispatch (environment dispatch % 4 when opt.environments).
struct Environment {
  uint32_t startJitter, memJitter, ldsJitter, memTail, invJitter;
  bool preload, sync, stressWave;
};
Environment environment(const RunOptions& opt, uint64_t dispatch);

// Runs `test` on `gpu` (its target must be opt.target's). Never throws for an unsupported
// test: the result says so. Throws Error when the simulation itself fails (a kernel fault).
RunResult run(const Test& test, const RunOptions& opt, const timing::GpuConfig& gpu);

// The litmus7-style report: histogram, Ok/No, witnesses, the condition's verdict and the
// Observation line, plus the target, mode, seed and stress settings.
std::string report(const RunResult& r, const RunOptions& opt);

// The condition as litmus7 prints it: "exists (1:r0=1 /\ 1:r1=0)".
std::string conditionText(const Condition& c);

}  // namespace gfxsim::litmus
