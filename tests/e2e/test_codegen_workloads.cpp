// End to end: every workloads/*/*.cl through gfxsim's whole compiler
// (driver::compileOpenCL: front end, IR passes, target expansions, AMDGPU back end,
// assembler) at -O0 and -O2, run in the functional simulator against the workload's host
// reference, on every target the back end supports.
#include <doctest/doctest.h>

#include <chrono>
#include <cstring>
#include <string>

#include "cli/workload_runner.h"
#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "support/fileio.h"
#include "support/shipped_configs.h"
#include "support/test_util.h"
#include "timing/gpu.h"
#include "support/codegen_util.h"

using namespace gfxsim;

TEST_CASE("codegen: every workload x target x {-O0,-O2} matches its host reference") {
  size_t ok = 0, total = 0;
  std::string failures;
  auto t0 = std::chrono::steady_clock::now();
  for (const test::CgTarget& t : test::codegenTargets()) {
    for (int opt : {0, 2}) {
      for (const auto& w : workloads::allWorkloads()) {
        ++total;
        std::string path = test::sourcePath("workloads/" + w.name + "/" + w.name + ".cl");
        std::string name = t.label() + " -O" + std::to_string(opt) + " " + w.name;
        std::string status;
        try {
          driver::CompileOptions co;
          co.target = t.id();
          co.optLevel = opt;
          auto out = driver::compileOpenCL(readFileText(path), path, co);
          auto run = cli::runWorkload(w, out.object, w.name + ".hsaco");
          if (run.check.ok) status = "ok";
          else if (!run.fault.empty()) status = "fault: " + run.fault.substr(0, 160);
          else status = "mismatch: " + run.check.detail.substr(0, 160);
        } catch (const std::exception& e) {
          status = std::string("error: ") + std::string(e.what()).substr(0, 200);
        }
        if (status == "ok") ++ok;
        else failures += name + ": " + status + "\n";
      }
    }
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  MESSAGE(ok << "/" << total << " workload builds match their host references (" << secs << " s)");
  CHECK_MESSAGE(ok == total, failures);
}

// gfxsim's own code in the timing model: every workload build gives the functional run's outputs
// byte for byte there. The functional engine completes a load before the next instruction, so
// only the timing model sees a missing s_waitcnt; PyOpenCL's segmented scan found one (a wait
// placed after an s_cbranch_execz inside a block did not cover the path the branch skips to).
TEST_CASE("codegen: every workload x target x {-O0,-O2} gives the functional outputs in the timing model") {
  size_t ok = 0, total = 0;
  std::string failures;
  for (const test::WorkloadBuild& b : test::kWorkloadBuilds) {
    timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath(b.config));
    rt::RuntimeConfig rc = gpu.agent.runtimeConfig();
    isa::TargetId target = gpu.agent.target;
    target.wave64 = std::string(b.golden).ends_with("-w64") || !target.info->wave32Default;
    for (int opt : {0, 2}) {
      for (const auto& w : workloads::allWorkloads()) {
        ++total;
        std::string path = test::sourcePath("workloads/" + w.name + "/" + w.name + ".cl");
        std::string name = std::string(b.golden) + " -O" + std::to_string(opt) + " " + w.name;
        try {
          driver::CompileOptions co;
          co.target = target;
          co.optLevel = opt;
          auto out = driver::compileOpenCL(readFileText(path), path, co);
          cli::WorkloadRunOptions fo;
          fo.runtime = &rc;
          cli::WorkloadRun f = cli::runWorkload(w, out.object, w.name + ".hsaco", fo);
          timing::TimingEngine t(gpu);
          cli::WorkloadRunOptions to = fo;
          to.processor = &t;
          cli::WorkloadRun r = cli::runWorkload(w, out.object, w.name + ".hsaco", to);
          bool orderDependent = w.name == "atomics_cas";  // its outputs depend on the atomics' order
          if (!r.check.ok) failures += name + ": " + (r.fault.empty() ? r.check.detail : r.fault).substr(0, 200) + "\n";
          else if (!orderDependent && r.buffers != f.buffers) failures += name + ": timing and functional outputs differ\n";
          else ++ok;
        } catch (const std::exception& e) {
          failures += name + ": " + std::string(e.what()).substr(0, 200) + "\n";
        }
      }
    }
  }
  MESSAGE(ok << "/" << total << " gfxsim cc builds give the functional outputs in the timing model");
  CHECK_MESSAGE(ok == total, failures);
}

// A load whose result both arms of a conditional use, in a loop (the final pass of PyOpenCL's
// segmented scan): isel puts an s_cbranch_execz at the top of each arm (skip it when no lane
// runs it), so a wave whose lanes all take the second arm jumps over the first arm's
// s_waitcnt. The second arm must wait itself, and so must the next instruction that reuses the
// load's destination register: in the timing model a load that misses lands later and would
// overwrite it.
TEST_CASE("codegen: a load used after an arm that a wave skips is waited for on the skipping path") {
  const char* src =
      "__kernel void k(__global const int* partial, __global int* out, __global const int* firstSeg, int n, int carry) {\n"
      "  int seg_end = min(firstSeg[0], n);\n"
      "  for (int i = get_local_id(0); i < n; i += get_local_size(0)) {\n"
      "    int p = partial[i];\n"
      "    out[i] = (i >= seg_end) ? p : carry + p;\n"
      "  }\n"
      "}\n";
  const int32_t n = 4096, segEnd = 5, carry = 3;
  std::vector<uint8_t> partial(n * 4), first(4);
  for (int32_t i = 0; i < n; ++i) {
    int32_t v = static_cast<int32_t>(static_cast<uint32_t>(i) * 2654435761u >> 8);
    std::memcpy(&partial[i * 4], &v, 4);
  }
  std::memcpy(first.data(), &segEnd, 4);
  auto scalar = [](int32_t v) {
    device::HostArg h;
    h.bytes.resize(4);
    std::memcpy(h.bytes.data(), &v, 4);
    return h;
  };
  for (const test::WorkloadBuild& b : test::kWorkloadBuilds) {
    timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath(b.config));
    isa::TargetId target = gpu.agent.target;
    target.wave64 = std::string(b.golden).ends_with("-w64") || !target.info->wave32Default;
    driver::CompileOptions co;
    co.target = target;
    auto obj = driver::compileOpenCL(src, "segscan.cl", co).object;
    device::LaunchRequest req;
    req.kernel = "k";
    req.geometry.grid = rt::Dim3{256, 1, 1};
    req.geometry.group = rt::Dim3{256, 1, 1};
    req.runtime = gpu.agent.runtimeConfig();
    device::HostArg in, out, fs;
    in.isBuffer = out.isBuffer = fs.isBuffer = true;
    in.bytes = partial;
    out.size = n * 4;
    fs.bytes = first;
    req.args = {in, out, fs, scalar(n), scalar(carry)};
    timing::TimingEngine engine(gpu);
    req.processor = &engine;
    auto r = device::launchKernel(obj, "segscan.hsaco", req);
    REQUIRE_MESSAGE(!r.dispatch.fault, b.golden << ": " << r.dispatch.fault->str());
    size_t wrong = 0;
    for (int32_t i = 0; i < n; ++i) {
      int32_t v, got;
      std::memcpy(&v, &partial[i * 4], 4);
      std::memcpy(&got, &r.buffers[1][i * 4], 4);
      wrong += got != (i >= segEnd ? v : carry + v);
    }
    CHECK_MESSAGE(wrong == 0, b.golden << ": " << wrong << " of " << n << " wrong");
  }
}
