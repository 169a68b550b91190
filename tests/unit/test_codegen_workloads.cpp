// End to end: every workloads/*/*.cl through gfxsim's whole compiler
// (driver::compileOpenCL: front end, IR passes, target expansions, AMDGPU back end,
// assembler) at -O0 and -O2, run in the functional simulator against the workload's host
// reference, on every target the back end supports.
#include <doctest/doctest.h>

#include <chrono>
#include <string>

#include "cli/workload_runner.h"
#include "driver/driver.h"
#include "support/error.h"
#include "support/fileio.h"
#include "support/test_util.h"
#include "test_codegen_util.h"

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
