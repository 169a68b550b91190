// The harness of the generated-program differential test: compiles a batch of generated
// kernels into one code object per build (clang-19 at -O0/-O2, and gfxsim's own compiler
// when the driver library is part of the build), runs every kernel of every build in the
// functional simulator with the same inputs, and compares all output words with the first
// build's. A compile error, a fault (illegal instruction, bad address, watchdog) or a
// different word is a failure, reported with the kernel's seed.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "generator.h"
#include "isa/target.h"

namespace gfxsim::difftest {

enum class Compiler { Clang, Gfxsim };

struct Build {
  Compiler compiler = Compiler::Clang;
  int optLevel = 2;
  std::string label() const;  // "clang-O2", "gfxsim-O0"
};

// A target as the test names it: gfx900, gfx90a, gfx1030, gfx1030 wave64, gfx1100 ...
struct TargetSpec {
  isa::TargetId id;  // id.wave64 set for RDNA wave64
  std::string label() const;  // "gfx1030-w64"
};

// Throws gfxsim::Error for an unknown target or --wave64 on a GFX9 target (always wave64).
TargetSpec parseTarget(const std::string& name, bool wave64);

// Whether gfxsim's own compiler (library gfxsim_driver) is linked in.
bool haveGfxsimCompiler();
// The builds compared when none are named: clang -O0 and -O2, plus gfxsim -O0 and -O2 when
// the driver exists. The first is the reference.
std::vector<Build> defaultBuilds();
// Parses "clang-O2,gfxsim-O0" (throws gfxsim::Error).
std::vector<Build> parseBuilds(const std::string& list);

struct HarnessOptions {
  TargetSpec target;
  std::vector<Build> builds;     // builds[0] is the reference
  std::string keepFailuresDir;   // where failing kernels' .cl files go (empty: nowhere)
  std::string sourceDir;         // the gfxsim checkout (for workloads/include/clang_prelude.h)
  std::string clang = "clang-19";
  std::string lld = "ld.lld-19";
  uint64_t watchdogInstructions = 20'000'000;  // per wave; generated kernels run far fewer
  // Follow one work-item through every build: its lane trace (func::LaneTrace) is written
  // to laneTraceDir as KERNEL-BUILD.trace.
  std::optional<uint32_t> laneTraceItem;
  std::string laneTraceDir = ".";
};

struct Failure {
  uint64_t seed = 0;
  std::string kernel;
  std::string what;  // which build faulted, or which word differs and both values
};

struct BatchResult {
  unsigned programs = 0;
  unsigned passed = 0;
  std::vector<Failure> failures;
  // The reference build alone differs: with three builds or more, every other build ran
  // and all of them agree. Not counted as passed or failed; reported on their own (with
  // clang-O2 as the reference these have been LLVM 19 miscompiles, see README.md, but an
  // instruction only clang-O2's code uses could also be simulated wrongly: each is looked at).
  std::vector<Failure> outliers;
};

// Compiles and runs `kernels` (one .cl file per build), compares. Never throws for a
// failing kernel; throws gfxsim::Error when the harness itself cannot work (no temporary
// directory, clang-19 missing).
BatchResult runBatch(const HarnessOptions& opt, const std::vector<GeneratedKernel>& kernels);

// The command line that reproduces one kernel.
std::string reproduceCommand(const HarnessOptions& opt, uint64_t seed);

}  // namespace gfxsim::difftest
