// gfxsim bench --mode cc (sim/cli/cmd_bench.cpp): the code-quality table of gfxsim cc -O2
// against clang-19 -O2 in timing mode. Run as the command line does, on two workloads for one
// target: the table has a row per workload with both cycle counts, their ratio and both
// checks, then the geometric mean; the JSON has the same figures, and both builds pass their
// host-reference checks. No timing thresholds: the figures themselves are reported, not tested.
#include <doctest/doctest.h>

#include <cmath>
#include <regex>
#include <sstream>

#include "support/checks.h"
#include "support/fileio.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {
unsigned count(const std::string& text, const std::string& what) {
  unsigned n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}
}  // namespace

TEST_CASE("bench --mode cc: a per-kernel cycles table of gfxsim cc -O2 and clang-19 -O2 with both checks and the geometric mean") {
  std::string json = test::tempPath("bench_cc.json"), out;
  int rc = test::runCommand(std::string(GFXSIM_BINARY) + " bench --mode cc --target gfx900 --filter saxpy,reduce_sum --json " +
                                json + " 2>&1",
                            &out);
  INFO(out);
  CHECK(rc == 0);  // non-zero when a build fails to compile or to match its reference
  // The table: a header, one row per workload (cycles, cycles, ratio, ok, ok), the mean.
  CHECK(test::contains(out, "cycles cc"));
  CHECK(test::contains(out, "cycles clang"));
  std::regex row(R"((saxpy|reduce_sum) +(\d+) +(\d+) +([0-9.]+) +ok +ok)");
  unsigned rows = 0;
  double logSum = 0;
  for (auto it = std::sregex_iterator(out.begin(), out.end(), row); it != std::sregex_iterator(); ++it) {
    uint64_t cc = std::stoull((*it)[2]), clang = std::stoull((*it)[3]);
    double ratio = std::stod((*it)[4]);
    CHECK(cc > 0);
    CHECK(clang > 0);
    CHECK(ratio == doctest::Approx(static_cast<double>(cc) / static_cast<double>(clang)).epsilon(0.01));
    logSum += std::log(static_cast<double>(cc) / static_cast<double>(clang));
    ++rows;
  }
  CHECK(rows == 2);
  std::smatch mean;
  REQUIRE(std::regex_search(out, mean, std::regex(R"(geomean +([0-9.]+) +\(geometric mean of 2 ratios\))")));
  CHECK(std::stod(mean[1]) == doctest::Approx(std::exp(logSum / 2)).epsilon(0.01));
  // The JSON: one target, two results, both checks true.
  std::string j = readFileText(json);
  CHECK(count(j, "\"target\": \"gfx900\"") == 1);
  CHECK(count(j, "\"workload\": ") == 2);
  CHECK(count(j, "\"check_cc\": true") == 2);
  CHECK(count(j, "\"check_clang\": true") == 2);
  CHECK(count(j, "\"geomean\": ") == 1);
}
