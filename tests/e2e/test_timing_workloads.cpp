// Timing runs compute what functional runs compute, and the cycle counts
// do not depend on the host: every clang-19 workload build runs in timing mode on each
// shipped config, matches its host reference and the functional run's outputs byte for
// byte, and gives the same cycles in two runs at different thread counts.
#include <doctest/doctest.h>

#include "cli/workload_runner.h"
#include "support/fileio.h"
#include "support/shipped_configs.h"
#include "support/test_util.h"
#include "timing/gpu.h"

using namespace gfxsim;

namespace {

// Workloads whose outputs depend on the order of their atomics (the check accepts any order).
bool orderDependent(const std::string& name) { return name == "atomics_cas"; }

// One build in timing mode at 1 and 2 threads against its functional run: the host reference,
// the same cycles and outputs at both thread counts, and the functional run's outputs byte for
// byte. Returns whether the outputs were identical (false for order-dependent workloads).
bool matchesFunctional(const timing::GpuConfig& gpu, const rt::RuntimeConfig& rc, const workloads::Workload& w, const std::string& path,
                       const std::string& what) {
  std::vector<uint8_t> code = readFileBytes(path);
  cli::WorkloadRunOptions fo;
  fo.runtime = &rc;
  cli::WorkloadRun f = cli::runWorkload(w, code, path, fo);
  auto runAt = [&](unsigned threads) {
    timing::TimingOptions to;
    to.threads = threads;
    timing::TimingEngine t(gpu, to);
    cli::WorkloadRunOptions o = fo;
    o.processor = &t;
    cli::WorkloadRun r = cli::runWorkload(w, code, path, o);
    return std::pair{std::move(r), t.stats()};
  };
  auto [r1, s1] = runAt(1);
  auto [r2, s2] = runAt(2);
  CHECK_MESSAGE(r1.check.ok, what << ": " << r1.check.detail);
  CHECK_MESSAGE(s1.cycles == s2.cycles, what << ": " << s1.cycles << " vs " << s2.cycles);
  CHECK_MESSAGE(r1.buffers == r2.buffers, what);
  if (orderDependent(w.name)) return false;  // (compare-exchange loops retry as often as the interleaving makes them)
  CHECK_MESSAGE(s1.waveInstructions == f.stats.waveInstructions, what);
  CHECK_MESSAGE(r1.buffers == f.buffers, what << ": timing and functional outputs differ");
  return r1.buffers == f.buffers;
}

// Every build of one folder of tests/golden/clang19.
void everyBuildMatchesFunctional(const std::string& build) {
  size_t identical = 0, total = 0;
  test::forEachWorkloadBuild(
      {"O0", "O2"},
      [&](const timing::GpuConfig& gpu, const rt::RuntimeConfig& rc, const workloads::Workload& w, const std::string& path,
          const std::string& what) {
        ++total;
        if (matchesFunctional(gpu, rc, w, path, what)) ++identical;
      },
      build);
  MESSAGE(build << ": " << identical << " of " << total << " timing runs give the functional run's outputs byte for byte");
}

}  // namespace

// A test case per build (test::kWorkloadBuilds), so that ctest -j spreads them.
TEST_CASE("timing runs match functional runs and are deterministic across thread counts: gfx900") { everyBuildMatchesFunctional("gfx900"); }
TEST_CASE("timing runs match functional runs and are deterministic across thread counts: gfx90a") { everyBuildMatchesFunctional("gfx90a"); }
TEST_CASE("timing runs match functional runs and are deterministic across thread counts: gfx1030") { everyBuildMatchesFunctional("gfx1030"); }
TEST_CASE("timing runs match functional runs and are deterministic across thread counts: gfx1030-w64") {
  everyBuildMatchesFunctional("gfx1030-w64");
}
TEST_CASE("timing runs match functional runs and are deterministic across thread counts: gfx1100") { everyBuildMatchesFunctional("gfx1100"); }
TEST_CASE("timing runs match functional runs and are deterministic across thread counts: gfx1100-w64") {
  everyBuildMatchesFunctional("gfx1100-w64");
}

// gfx942 on MI300X's model (configs/gfx942.ini: eight XCDs whose L2s hold data and are not
// coherent with each other): the clang-19 builds that run functionally (tests/golden/clang19/
// gfx942) give the same outputs in timing mode -- the dirty L2 lines are written back at the
// end of the kernel -- and the same cycles at any thread count.
TEST_CASE("timing runs of the clang-19 gfx942 builds on eight XCDs match functional runs at any thread count") {
  timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath("configs/gfx942.ini"));
  rt::RuntimeConfig rc = gpu.agent.runtimeConfig();
  size_t identical = 0, total = 0;
  for (const auto& w : workloads::allWorkloads())
    for (const char* opt : {"O0", "O2"}) {
      ++total;
      std::string path = test::sourcePath(std::string("tests/golden/clang19/gfx942/") + w.name + "-" + opt + ".hsaco");
      if (matchesFunctional(gpu, rc, w, path, "gfx942 " + w.name + " -" + opt)) ++identical;
    }
  MESSAGE(identical << " of " << total << " gfx942 timing runs give the functional run's outputs byte for byte");
}

// The stress that makes litmus tests weak (late L2 answers, late wave starts, LDS
// instructions held in the LDS request queue) must not change what a race-free kernel
// computes: every workload still matches the functional run, and the cycles stay the same
// at any thread count.
TEST_CASE("stress (L2 with a heavy tail, start and LDS-queue jitter) leaves race-free workloads' results as they were") {
  test::forEachWorkloadBuild({"O2"}, [&](const timing::GpuConfig& gpu, const rt::RuntimeConfig& rc, const workloads::Workload& w,
                                       const std::string& path, const std::string& label) {
    std::vector<uint8_t> code = readFileBytes(path);
    std::string what = label + " under stress";
    cli::WorkloadRunOptions fo;
    fo.runtime = &rc;
    cli::WorkloadRun f = cli::runWorkload(w, code, path, fo);
    uint64_t cycles[2] = {0, 0};
    for (unsigned threads : {1u, 2u}) {
      timing::TimingOptions to;
      to.threads = threads;
      to.stressSeed = 7;
      to.startJitter = 400;
      to.memJitter = 1500;
      to.memTail = 8;
      to.ldsJitter = 1000;
      timing::TimingEngine t(gpu, to);
      cli::WorkloadRunOptions o = fo;
      o.processor = &t;
      cli::WorkloadRun r = cli::runWorkload(w, code, path, o);
      cycles[threads - 1] = t.stats().cycles;
      CHECK_MESSAGE(r.check.ok, what << ": " << r.check.detail);
      if (!orderDependent(w.name)) CHECK_MESSAGE(r.buffers == f.buffers, what << ": stressed timing and functional outputs differ");
    }
    CHECK_MESSAGE(cycles[0] == cycles[1], what << ": " << cycles[0] << " vs " << cycles[1]);
  });
}
