// Every workload, built by clang-19 for gfx900, gfx90a, gfx942, gfx1030 and gfx1100 at
// -O0 and -O2 (gfx1030 and gfx1100 in wave32 and wave64), runs in the functional simulator and matches
// its host reference.
#include <doctest/doctest.h>

#include <filesystem>

#include "cli/workload_runner.h"
#include "support/fileio.h"
#include "support/test_util.h"

using namespace gfxsim;

TEST_CASE("clang-19 workloads run in the functional simulator and match their host references") {
  size_t ok = 0, total = 0;
  for (const char* target : {"gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1030-w64", "gfx1100", "gfx1100-w64"}) {
    for (const auto& w : workloads::allWorkloads()) {
      for (const char* opt : {"O0", "O2"}) {
        std::string path = test::sourcePath(std::string("tests/golden/clang19/") + target + "/" + w.name + "-" + opt + ".hsaco");
        auto run = cli::runWorkload(w, readFileBytes(path), path);
        ++total;
        if (run.check.ok) ++ok;
        else FAIL_CHECK(std::string(target) << " " << w.name << " -" << std::string(opt) << ": " << run.check.detail);
      }
    }
  }
  MESSAGE(ok << "/" << total << " workload builds match their host references");
}
