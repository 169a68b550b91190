// Register spilling in the back end: workloads compiled with tiny register budgets
// (CodegenOptions::maxVgprs / maxSgprs) spill VGPRs to scratch and SGPRs to VGPR lanes, and
// must still match their host references on every target.
#include <doctest/doctest.h>

#include "cli/workload_runner.h"
#include "codegen/codegen.h"
#include "codeobject/elf_reader.h"
#include "codeobject/metadata.h"
#include "driver/driver.h"
#include "support/checks.h"
#include "support/fileio.h"
#include "support/test_util.h"
#include "support/codegen_util.h"

using namespace gfxsim;

namespace {

struct SpillRun {
  bool ok = false;
  std::string status;
  uint64_t vgprSpills = 0, sgprSpills = 0, vgprs = 0, sgprs = 0;
};

// The workload through the driver's IR pipeline at -O2, then the back end with the budgets.
SpillRun runWithBudget(const std::string& workload, const test::CgTarget& t, unsigned maxVgprs, unsigned maxSgprs) {
  const workloads::Workload* w = nullptr;
  for (const auto& x : workloads::allWorkloads())
    if (x.name == workload) w = &x;
  REQUIRE(w);
  std::string path = test::sourcePath("workloads/" + workload + "/" + workload + ".cl");
  driver::CompileOptions co;
  co.target = t.id();
  co.wantObject = false;
  ir::Module m = driver::compileOpenCL(readFileText(path), path, co).ir;
  codegen::CodegenOptions o;
  o.target = t.id();
  o.sourceName = workload;
  o.maxVgprs = maxVgprs;
  o.maxSgprs = maxSgprs;
  SpillRun r;
  auto obj = codegen::emitCodeObject(m, o);
  auto md = codeobj::parseMetadata(codeobj::readCodeObject(obj, workload + ".hsaco").metadataMsgpack, workload);
  r.vgprSpills = md.kernels.at(0).vgprSpillCount;
  r.sgprSpills = md.kernels.at(0).sgprSpillCount;
  r.vgprs = md.kernels.at(0).vgprCount;
  r.sgprs = md.kernels.at(0).sgprCount;
  auto run = cli::runWorkload(*w, obj, workload + ".hsaco");
  r.ok = run.check.ok;
  r.status = run.check.ok ? "ok" : !run.fault.empty() ? "fault: " + run.fault : "mismatch: " + run.check.detail;
  return r;
}

// An SGPR budget with about `n` - 8 registers left to allocate: gfx1100 initialises 16 input
// SGPRs (UserSGPRInit16Bug) but its padding user SGPRs are free, so it gets fewer; gfx942's
// architected flat scratch leaves out the 4 private segment buffer SGPRs gfx900 and gfx90a take.
unsigned sgprBudget(const test::CgTarget& t, unsigned n) {
  return std::string(t.name) == "gfx1100" || std::string(t.name) == "gfx942" ? n - 4 : n;
}

}  // namespace

TEST_CASE("codegen spill: VGPRs spilled to scratch keep workloads correct") {
  // Budgets just above what one instruction needs: most values live in scratch slots.
  for (const test::CgTarget& t : test::codegenTargets())
    for (auto [w, budget] : {std::pair{"matmul_tiled", 8u}, {"private_sort", 8u}, {"scan", 8u}, {"poly_double", 12u}}) {
      const std::string what = t.label() + " " + w;
      INFO(what);
      SpillRun r = runWithBudget(w, t, budget, 0);
      CHECK_MESSAGE(r.ok, r.status);
      CHECK(r.vgprSpills > 0);
      CHECK(r.vgprs <= budget);
    }
}

TEST_CASE("codegen spill: SGPRs spilled to VGPR lanes keep workloads correct") {
  for (const test::CgTarget& t : test::codegenTargets())
    for (const char* w : {"matmul_tiled", "histogram", "collatz", "grid3d", "reduce_sum"}) {
      const std::string what = t.label() + " " + w;
      INFO(what);
      SpillRun r = runWithBudget(w, t, 0, sgprBudget(t, 20));
      CHECK_MESSAGE(r.ok, r.status);
      CHECK(r.sgprSpills > 0);
    }
}

TEST_CASE("codegen spill: both classes at once, and a budget too small is an error, not wrong code") {
  for (const test::CgTarget& t : test::codegenTargets()) {
    INFO(t.label());
    SpillRun r = runWithBudget("matmul_tiled", t, 10, sgprBudget(t, 24));
    CHECK_MESSAGE(r.ok, r.status);
    CHECK(r.vgprSpills > 0);
    CHECK(r.sgprSpills > 0);
  }
  std::string err = test::errorOf([] { runWithBudget("saxpy", test::codegenTargets()[0], 0, 8); });
  CHECK(test::contains(err, "unsupported"));
}

TEST_CASE("codegen: gfx942 (architected flat scratch on a GFX9 part) runs workloads from scratch and spills there") {
  // Workloads compiled with the gfx90a code path must match their host references on gfx942;
  // private_sort keeps its array in scratch, reached through the FLAT_SCRATCH the hardware sets
  // (scratch_* instructions, no private segment buffer), and spills there too. (Every workload,
  // atomics included, runs on gfx942 in tests/e2e/test_codegen_workloads.cpp.)
  const test::CgTarget t{"gfx942", true};
  for (const char* w : {"collatz", "grid3d", "int64_math", "intdiv", "matmul_naive", "private_sort", "saxpy", "wave_reduce"}) {
    INFO(w);
    SpillRun r = runWithBudget(w, t, 0, 0);
    CHECK_MESSAGE(r.ok, r.status);
  }
  SpillRun r = runWithBudget("private_sort", t, 8, 0);
  CHECK_MESSAGE(r.ok, r.status);
  CHECK(r.vgprSpills > 0);
  CHECK(r.vgprs <= 8);
}
