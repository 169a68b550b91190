// The LLVM 19 golden code objects of tests/golden/<dir>: running one of their kernels (one
// work-group of 64 work-items) in the functional simulator or the timing model, and the live
// tier that rebuilds them with their build.sh. Shared by test_func_mfma.cpp,
// test_func_lds_dma.cpp and test_func_atomic_pk_add.cpp.
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

inline void checkGoldenLive(const std::string& dir, std::initializer_list<std::string> names) {
  for (const char* tool : {"clang-19", "llc-19", "llvm-link-19", "ld.lld-19", "llvm-objcopy-19", "llvm-objdump-19"})
    if (!haveTool(tool)) {
      MESSAGE(tool << " not installed: live tier skipped");
      return;
    }
  std::string tmp = tempPath(dir + "_golden");
  std::string log;
  int rc = runCommand("rm -rf " + tmp + " && OUT_DIR=" + tmp + " bash " + sourcePath("tests/golden/" + dir + "/build.sh") + " 2>&1", &log);
  REQUIRE_MESSAGE(rc == 0, log);
  auto text = [&](const std::string& obj) {
    std::string out;
    std::string bin = tmp + "/text.bin";
    REQUIRE(runCommand("llvm-objcopy-19 -O binary --only-section=.text " + obj + " " + bin, &out) == 0);
    return readText(bin);
  };
  for (const std::string& name : names) {
    std::string fresh = text(tmp + "/" + name + ".hsaco");
    std::string golden = text(sourcePath("tests/golden/" + dir + "/" + name + ".hsaco"));
    CHECK(!fresh.empty());
    CHECK_MESSAGE(fresh == golden, "tests/golden/" << dir << "/" << name << ".hsaco differs from the LLVM 19 build: rerun its build.sh");
    CHECK(readText(tmp + "/" + name + ".s") == readText(sourcePath("tests/golden/" + dir + "/" + name + ".s")));
  }
}

}  // namespace gfxsim::test
