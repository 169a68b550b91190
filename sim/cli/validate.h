// gfxsim validate: the fidelity suite. Per shipped GPU, the fidelity cases (validate_cases.h)
// in timing mode beside the published figures (validate_published.h), with the metric of
// validate_stats.h over the held-out points and, separately, over the calibration points.
#pragma once
#include <string>
#include <vector>

#include "cli/fidelity_programs.h"
#include "cli/progress.h"

namespace gfxsim::cli {

struct ValidateOptions {
  std::vector<std::string> gpus;  // catalog names or targets; empty: every shipped GPU
  std::string cases;              // comma-separated substrings; empty: the cases with a published figure
  bool markdown = false;
  std::string plotsDir, json;
  std::string published;          // the figures file; empty: workloads/fidelity/published.tsv
  unsigned threads = 1;
  ProgressMode progress = ProgressMode::Auto;
  uint64_t shrink = 1;            // tests: sizes divided by this
  FidelityCompiler compiler = FidelityCompiler::Clang19;  // who built the kernels
};

// Prints the tables; returns 1 when a case's output differed from the host's, else 0.
int validate(const ValidateOptions& opt);

}  // namespace gfxsim::cli
