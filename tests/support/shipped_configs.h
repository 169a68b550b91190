// The shipped configs as the timing and litmus tests run them: the clang-19 workload builds
// (tests/golden/clang19/<build>/) with the config of their target, and the litmus targets and
// modes with their configs.
#pragma once
#include <string>

#include "litmus/runner.h"

namespace gfxsim::test {

struct WorkloadBuild {
  const char* golden;  // folder of tests/golden/clang19
  const char* config;  // configs/*.ini
};
inline constexpr WorkloadBuild kWorkloadBuilds[] = {{"gfx900", "configs/gfx900.ini"},   {"gfx90a", "configs/gfx90a.ini"},
                                                    {"gfx1030", "configs/gfx1030.ini"}, {"gfx1030-w64", "configs/gfx1030.ini"},
                                                    {"gfx1100", "configs/gfx1100.ini"}, {"gfx1100-w64", "configs/gfx1100.ini"}};

struct LitmusConfig {
  const char* target;
  const char* mode;
  const char* file;
  bool wave64 = false;

  std::string name() const { return std::string(target) + (*mode ? std::string("-") + mode : "") + (wave64 ? "-w64" : ""); }
  litmus::RunOptions options(uint64_t instances) const {
    litmus::RunOptions ro;
    ro.target = target;
    ro.mode = mode;
    ro.wave64 = wave64;
    ro.instances = instances;
    return ro;
  }
};
// Each target in its default mode, and RDNA in CU and WGP mode.
inline constexpr LitmusConfig kLitmusConfigs[] = {{"gfx900", "", "configs/gfx900.ini"},     {"gfx90a", "", "configs/gfx90a.ini"},
                                                  {"gfx1030", "cu", "configs/gfx1030.ini"}, {"gfx1030", "wgp", "configs/gfx1030.ini"},
                                                  {"gfx1100", "cu", "configs/gfx1100.ini"}, {"gfx1100", "wgp", "configs/gfx1100.ini"}};
// The other modes litmus tests run in: gfx90a's tgsplit and RDNA in wave64.
inline constexpr LitmusConfig kLitmusOtherModes[] = {{"gfx90a", "tgsplit", "configs/gfx90a.ini"},
                                                     {"gfx1030", "cu", "configs/gfx1030.ini", true},
                                                     {"gfx1030", "wgp", "configs/gfx1030.ini", true},
                                                     {"gfx1100", "cu", "configs/gfx1100.ini", true},
                                                     {"gfx1100", "wgp", "configs/gfx1100.ini", true}};

}  // namespace gfxsim::test
