// The shipped configs as the timing and litmus tests run them: the clang-19 workload builds
// (tests/golden/clang19/<build>/) with the config of their target, and the litmus targets and
// modes with their configs.
#pragma once
#include <initializer_list>
#include <string>

#include "litmus/runner.h"
#include "support/error.h"
#include "support/test_util.h"
#include "timing/config.h"
#include "workload.h"

namespace gfxsim::test {

struct WorkloadBuild {
  const char* golden;  // folder of tests/golden/clang19
  const char* config;  // configs/*.ini
};
inline constexpr WorkloadBuild kWorkloadBuilds[] = {{"gfx900", "configs/gfx900.ini"},   {"gfx90a", "configs/gfx90a.ini"},
                                                    {"gfx1030", "configs/gfx1030.ini"}, {"gfx1030-w64", "configs/gfx1030.ini"},
                                                    {"gfx1100", "configs/gfx1100.ini"}, {"gfx1100-w64", "configs/gfx1100.ini"}};

// Calls fn(gpu, runtime config, workload, path of its build, label "gfx900 saxpy -O2") for every
// workload's clang-19 build at each of `opts` ("O0", "O2"), on the config of the build's target;
// with `only`, for the builds of that folder only (a test case per build, which ctest -j spreads).
template <class Fn>
void forEachWorkloadBuild(std::initializer_list<const char*> opts, Fn fn, const std::string& only = "") {
  bool any = false;
  for (const WorkloadBuild& b : kWorkloadBuilds) {
    if (!only.empty() && only != b.golden) continue;
    any = true;
    timing::GpuConfig gpu = timing::loadGpuConfig(sourcePath(b.config));
    rt::RuntimeConfig rc = gpu.agent.runtimeConfig();
    for (const auto& w : workloads::allWorkloads())
      for (const char* opt : opts)
        fn(gpu, rc, w, sourcePath(std::string("tests/golden/clang19/") + b.golden + "/" + w.name + "-" + opt + ".hsaco"),
           std::string(b.golden) + " " + w.name + " -" + opt);
  }
  if (!any) throw Error("no clang-19 workload builds named " + only);
}

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
                                                  {"gfx942", "", "configs/gfx942.ini"},
                                                  {"gfx1030", "cu", "configs/gfx1030.ini"}, {"gfx1030", "wgp", "configs/gfx1030.ini"},
                                                  {"gfx1100", "cu", "configs/gfx1100.ini"}, {"gfx1100", "wgp", "configs/gfx1100.ini"}};
// The other modes litmus tests run in: gfx90a's and gfx942's tgsplit and RDNA in wave64.
inline constexpr LitmusConfig kLitmusOtherModes[] = {{"gfx90a", "tgsplit", "configs/gfx90a.ini"},
                                                     {"gfx942", "tgsplit", "configs/gfx942.ini"},
                                                     {"gfx1030", "cu", "configs/gfx1030.ini", true},
                                                     {"gfx1030", "wgp", "configs/gfx1030.ini", true},
                                                     {"gfx1100", "cu", "configs/gfx1100.ini", true},
                                                     {"gfx1100", "wgp", "configs/gfx1100.ini", true}};

}  // namespace gfxsim::test
