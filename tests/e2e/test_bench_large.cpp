// gfxsim bench --case (sim/cli/bench_large.cpp) at a small size: every large case runs through
// the same machinery as at 2^24/2^25 elements -- saxpy and the STREAM triad in functional mode,
// BabelStream's five kernels in timing mode -- with 3000 elements (not a multiple of the
// work-group, so the last group is partly idle). Each row is checked against the host, has a
// native-loop time and ratio, a peak resident memory and the bytes of its buffers (which the
// JSON gives exactly: the arrays of each kernel), with the bytes of host arrays and of device
// storage behind them (counted by the program, not measured). No timing thresholds: figures
// are reported.
#include <doctest/doctest.h>

#include <regex>

#include "support/checks.h"
#include "support/fileio.h"
#include "support/test_util.h"

using namespace gfxsim;

TEST_CASE("bench --case runs the large cases at a small size, each checked, with native ratio and memory columns") {
  std::string json = test::tempPath("bench_large.json"), err = test::tempPath("bench_large_err.txt"), out;
  int rc = test::runCommand(std::string(GFXSIM_BINARY) + " bench --case saxpy,triad,babelstream --elements 3000 --target gfx900 --json " +
                                json + " --progress on 2>" + err,
                            &out);
  INFO(out);
  CHECK(rc == 0);  // non-zero when an output differs from the host's
  CHECK(test::contains(out, "peak MiB"));
  CHECK(test::contains(out, "sim/native"));
  // A row: case, where, mode, elements, wave-insts, cycles, host s, per thread, peak, buffers,
  // native s, ratio, check.
  std::regex row(R"(([a-z-]+) +gfx900 +(functional|timing) +3000 +(\d+) +(-|\d+) +[0-9.]+ +[0-9.e+]+ +([0-9.]+) +([0-9.]+) +[0-9.]+ +[0-9]+x +ok)");
  std::vector<std::string> names;
  for (auto it = std::sregex_iterator(out.begin(), out.end(), row); it != std::sregex_iterator(); ++it) {
    names.push_back((*it)[1]);
    CHECK(std::stoull((*it)[3]) > 0);                     // wave-instructions
    CHECK(((*it)[2] == "timing") == ((*it)[4] != "-"));  // cycles in timing mode only
    CHECK(std::stod((*it)[5]) > 0);                       // peak resident memory
  }
  CHECK(names == std::vector<std::string>{"saxpy", "triad", "babel-copy", "babel-mul", "babel-add", "babel-triad", "babel-dot"});
  CHECK_FALSE(test::contains(out, "FAILED"));
  // The JSON: exact buffer bytes, a native time and ratio, a true check for each row.
  std::string j = readFileText(json);
  for (const char* want : {"\"case\": \"saxpy\", \"where\": \"gfx900\", \"mode\": \"functional\"",
                           "\"case\": \"babel-dot\", \"where\": \"gfx900\", \"mode\": \"timing\""})
    CHECK(test::contains(j, want));
  std::regex bytes(R"re("case": "([a-z-]+)"[^}]*"buffer_bytes": (\d+), "host_array_bytes": (\d+), "device_owned_bytes": (\d+), "native_seconds": ([0-9.]+), "native_ratio": ([0-9.e+-]+), "check": (true|false))re");
  std::vector<std::pair<std::string, uint64_t>> buffers;
  for (auto it = std::sregex_iterator(j.begin(), j.end(), bytes); it != std::sregex_iterator(); ++it) {
    buffers.emplace_back((*it)[1], std::stoull((*it)[2]));
    CHECK((*it)[7] == "true");
    // Memory in proportion to the work, counted through the API: the host's arrays during a
    // row are exactly the kernel's buffers (no copy kept for the check or the native loop, no
    // array another kernel needs later), and they are the device's memory: the runtime holds
    // storage only for its own allocations (code, kernarg segment, queue, signal).
    INFO((*it)[1]);
    CHECK(std::stoull((*it)[3]) == std::stoull((*it)[2]));
    CHECK(std::stoull((*it)[4]) < 64 * 1024);
  }
  // saxpy: x, y, out of 3000 floats; triad and BabelStream's add: three arrays of doubles;
  // copy and mul two; dot two and its 256 partial sums.
  CHECK(buffers == std::vector<std::pair<std::string, uint64_t>>{{"saxpy", 36000}, {"triad", 72000}, {"babel-copy", 48000},
                                                                 {"babel-mul", 48000}, {"babel-add", 72000},
                                                                 {"babel-triad", 72000}, {"babel-dot", 48000 + 256 * 8}});
  // --progress on: each dispatch drew its line on standard error.
  std::string progress = readFileText(err);
  CHECK(test::contains(progress, "\rsaxpy on gfx900: work-groups 12/12 (100.0%), "));
  CHECK(test::contains(progress, "\rbabel-dot on gfx900: work-groups 256/256 (100.0%), cycle "));
}

// The large cases in timing mode at 2^18 elements (hundreds of work-groups over every CU and
// shader array, thousands of epochs) on one and on two host threads: every output checked
// against the host, and the same wave-instructions and cycles at both thread counts.
TEST_CASE("bench --case in timing mode gives the same checked outputs and cycles at 1 and 2 host threads") {
  std::regex row(R"re("case": "([a-z-]+)", "where": "([a-z0-9() -]+)", "mode": "timing", "elements": 262144, "wave_instructions": (\d+), "cycles": (\d+), [^}]*"check": (true|false))re");
  auto run = [&](unsigned threads) {
    std::string json = test::tempPath("bench_large_threads" + std::to_string(threads) + ".json"), out;
    int rc = test::runCommand(std::string(GFXSIM_BINARY) + " bench --case saxpy,triad --mode timing --elements 262144 --threads " +
                                  std::to_string(threads) + " --progress off --json " + json,
                              &out);
    INFO(out);
    CHECK(rc == 0);
    std::vector<std::string> rows;
    std::string j = readFileText(json);
    for (auto it = std::sregex_iterator(j.begin(), j.end(), row); it != std::sregex_iterator(); ++it) {
      CHECK((*it)[5] == "true");
      CHECK(std::stoull((*it)[4]) > 0);
      rows.push_back((*it)[1].str() + " " + (*it)[2].str() + " " + (*it)[3].str() + " " + (*it)[4].str());
    }
    return rows;
  };
  std::vector<std::string> one = run(1), two = run(2);
  CHECK(one.size() == 4);  // saxpy and triad on gfx900 and gfx1030
  CHECK(one == two);
}

TEST_CASE("bench --case and --elements reject what they do not know") {
  test::CliOutcome o = test::runGfxsim("bench --case stream");
  CHECK(o.rc == 1);
  CHECK(test::contains(o.out, "--case 'stream': expected saxpy, triad or babelstream"));
  o = test::runGfxsim("bench --large --elements 0");
  CHECK(o.rc == 2);  // a bad option value, as for every command
  CHECK(test::contains(o.out, "--elements"));
  o = test::runGfxsim("bench --large --mode litmus");
  CHECK(o.rc == 1);
  CHECK(test::contains(o.out, "--mode 'litmus'"));
}
