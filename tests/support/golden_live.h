// The LLVM 19 golden code objects of tests/golden/<dir>: running one of their kernels (one
// work-group of 64 work-items) in the functional simulator or the timing model, and the live
// tier that rebuilds them with their build.sh. Shared by test_func_mfma.cpp,
// test_func_lds_dma.cpp, test_func_atomic_pk_add.cpp, test_timing_gemm.cpp and (the fidelity
// kernels' clang-19 builds) test_fidelity_programs.cpp.
#pragma once
#include <doctest/doctest.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "runtime/device/launch.h"
#include "support/test_util.h"
#include "timing/gpu.h"

namespace gfxsim::test {

// Runs `kernel` of tests/golden/<path> with `args` on one work-group of 64 work-items: in the
// functional simulator, or (config: a file under configs/) in that GPU's timing model. Requires
// that it does not fault.
inline device::LaunchResult runGoldenKernel(const std::string& path, const std::string& kernel, std::vector<device::HostArg> args,
                                            const std::string& config = "") {
  std::string text = readText(sourcePath("tests/golden/" + path));
  std::vector<uint8_t> obj(text.begin(), text.end());
  device::LaunchRequest req;
  req.kernel = kernel;
  req.geometry.grid = rt::Dim3{64, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  req.args = std::move(args);
  std::optional<timing::GpuConfig> gpu;
  std::optional<timing::TimingEngine> engine;
  if (!config.empty()) {
    gpu = timing::loadGpuConfig(sourcePath("configs/" + config));
    req.runtime = gpu->agent.runtimeConfig();
    engine.emplace(*gpu);
    req.processor = &*engine;
  }
  device::LaunchResult r = device::launchKernel(obj, path, req);
  REQUIRE_MESSAGE(!r.dispatch.fault, kernel << ": " << (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  return r;
}

// The live tier: reruns `script` (a build.sh, relative to the source tree) into a temporary
// OUT_DIR and compares each name's .text and .s with the committed ones in `committedDir`.
// Skipped (with a message) without the LLVM 19 tools.
inline void checkBuildLive(const std::string& script, const std::string& committedDir, const std::vector<std::string>& names) {
  for (const char* tool : {"clang-19", "llc-19", "llvm-link-19", "ld.lld-19", "llvm-objcopy-19", "llvm-objdump-19"})
    if (!haveTool(tool)) {
      MESSAGE(tool << " not installed: live tier skipped");
      return;
    }
  std::string tmp = tempPath(committedDir.substr(committedDir.rfind('/') + 1) + "_live");
  std::string log;
  int rc = runCommand("rm -rf " + tmp + " && OUT_DIR=" + tmp + " bash " + sourcePath(script) + " 2>&1", &log);
  REQUIRE_MESSAGE(rc == 0, log);
  auto text = [&](const std::string& obj) {
    std::string out;
    std::string bin = tmp + "/text.bin";
    REQUIRE(runCommand("llvm-objcopy-19 -O binary --only-section=.text " + obj + " " + bin, &out) == 0);
    return readText(bin);
  };
  for (const std::string& name : names) {
    std::string fresh = text(tmp + "/" + name + ".hsaco");
    std::string golden = text(sourcePath(committedDir + "/" + name + ".hsaco"));
    CHECK(!fresh.empty());
    CHECK_MESSAGE(fresh == golden, committedDir << "/" << name << ".hsaco differs from the LLVM 19 build: rerun " << script);
    CHECK(readText(tmp + "/" + name + ".s") == readText(sourcePath(committedDir + "/" + name + ".s")));
  }
}

inline void checkGoldenLive(const std::string& dir, std::initializer_list<std::string> names) {
  checkBuildLive("tests/golden/" + dir + "/build.sh", "tests/golden/" + dir, std::vector<std::string>(names));
}

}  // namespace gfxsim::test
