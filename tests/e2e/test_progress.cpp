// The progress line of gfxsim run (sim/cli/progress.h): drawn on standard error when forced
// with --progress on, absent with --progress off and by default when standard error is not a
// terminal (as here: the tests redirect it), and never a change to what a run writes: its
// standard output (less the timing table's host-seconds line) and its dumped buffers are the
// same with and without it, in functional and in timing mode at one and two host threads.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "support/checks.h"
#include "support/fileio.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

struct Run {
  int rc = 0;
  std::string out, err, dump;
};

// saxpy (clang-19's gfx900 build) over 4096 floats in 16 work-groups; x[i] = i, y[i] = 1.
Run runSaxpy(const std::string& extra, const std::string& tag) {
  std::string x = test::tempPath("progress_x.bin"), y = test::tempPath("progress_y.bin");
  {
    std::ofstream fx(x, std::ios::binary), fy(y, std::ios::binary);
    for (int i = 0; i < 4096; ++i) {
      float a = static_cast<float>(i), b = 1.0f;
      fx.write(reinterpret_cast<const char*>(&a), 4);
      fy.write(reinterpret_cast<const char*>(&b), 4);
    }
  }
  std::string dump = test::tempPath("progress_out_" + tag + ".bin"), err = test::tempPath("progress_err_" + tag + ".txt");
  Run r;
  r.rc = test::runCommand(std::string(GFXSIM_BINARY) + " run " + test::sourcePath("tests/golden/clang19/gfx900/saxpy-O2.hsaco") +
                              " --kernel saxpy --grid 4096 --block 256 --arg f32:2 --arg file:" + x + " --arg file:" + y +
                              " --arg zero:16384 --arg u32:4096 --dump 3=" + dump + " " + extra + " 2>" + err,
                          &r.out);
  r.err = readFileText(err);
  r.dump = readFileText(dump);
  return r;
}

// The output less the timing table's "host" line (host seconds differ from run to run).
std::string withoutHostLine(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line))
    if (line.find("  host ") != 0) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("gfxsim run --progress on draws the progress line, off and a redirected stderr do not, and outputs are the same") {
  Run on = runSaxpy("--progress on", "f_on"), off = runSaxpy("--progress off", "f_off"), dflt = runSaxpy("", "f_default");
  INFO(on.out << on.err);
  REQUIRE(on.rc == 0);
  REQUIRE(off.rc == 0);
  REQUIRE(dflt.rc == 0);
  // The line is rewritten in place (\r, erase to end of line) and erased at the end; the last
  // work-group is always drawn.
  CHECK(test::contains(on.err, "\rkernel saxpy: work-groups 16/16 (100.0%), "));
  CHECK(test::contains(on.err, " wave-instructions/s\x1b[K"));
  CHECK(on.err.ends_with("\r\x1b[K"));
  CHECK_FALSE(test::contains(on.err, "cycle"));  // functional: no simulated time
  CHECK(off.err.empty());
  CHECK(dflt.err.empty());
  CHECK(on.out == off.out);
  CHECK(on.out == dflt.out);
  REQUIRE(on.dump.size() == 16384);
  CHECK(on.dump == off.dump);
  CHECK(on.dump == dflt.dump);
}

TEST_CASE("gfxsim run --mode timing --progress on shows simulated cycles and leaves the results as they are at any thread count") {
  Run on1 = runSaxpy("--mode timing --gpu vega64 --threads 1 --progress on", "t_on1");
  Run on2 = runSaxpy("--mode timing --gpu vega64 --threads 2 --progress on", "t_on2");
  Run off = runSaxpy("--mode timing --gpu vega64 --threads 2", "t_off");
  INFO(on1.out << on1.err);
  REQUIRE(on1.rc == 0);
  REQUIRE(on2.rc == 0);
  REQUIRE(off.rc == 0);
  CHECK(test::contains(on1.err, "\rkernel saxpy: work-groups 16/16 (100.0%), cycle "));
  CHECK(test::contains(on2.err, "\rkernel saxpy: work-groups 16/16 (100.0%), cycle "));
  CHECK(off.err.empty());
  CHECK(test::contains(off.out, "cycles"));
  CHECK(withoutHostLine(on1.out) == withoutHostLine(off.out));
  CHECK(withoutHostLine(on2.out) == withoutHostLine(off.out));
  CHECK(on1.dump == off.dump);
  CHECK(on2.dump == off.dump);
}

TEST_CASE("gfxsim run --progress takes auto, on or off") {
  test::CliOutcome o = test::runGfxsim("run x.hsaco --kernel k --grid 1 --block 1 --progress sometimes");
  CHECK(o.rc == 1);
  CHECK(test::contains(o.out, "--progress 'sometimes': expected auto, on or off"));
}
