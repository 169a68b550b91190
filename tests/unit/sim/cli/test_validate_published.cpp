// gfxsim validate's published figures (sim/cli/validate_published.h): the shipped file parses
// and names only shipped GPUs and fidelity cases with their units; malformed lines are refused
// with the file, line and field; and the held-out rule reads a config's [published] section
// (the MI210's cites dram_bandwidth_gbs = 1638.4).
#include <doctest/doctest.h>

#include <map>

#include "cli/validate_cases.h"
#include "cli/validate_published.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/catalog.h"

using namespace gfxsim;
using namespace gfxsim::cli;

namespace {

const std::string kHeader = "gpu\tcase\tunit\tvalue\tsource\tnote\n";

std::string errorOf(const std::string& text) {
  try {
    parsePublished(text, "p.tsv");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("validate published: the shipped file parses and names shipped GPUs and cases") {
  std::string path = std::string(GFXSIM_SOURCE_DIR) + "/workloads/fidelity/published.tsv";
  auto figures = parsePublished(readFileText(path), path);
  CHECK(figures.size() >= 30);
  std::vector<std::string> gpus;
  for (const auto& e : timing::gpuCatalog()) gpus.emplace_back(e.name);
  std::map<std::string, std::string> units;
  for (const auto& c : fidelityCases()) units[c.name] = c.unit;
  CHECK_NOTHROW(checkPublished(figures, gpus, units));
  // mixbench's MI210 run, iteration 0 of single precision (mixbench-hip/README.md).
  bool found = false;
  for (const auto& f : figures)
    if (f.gpu == "mi210" && f.caseName == "mixbench-sp-k0") {
      found = true;
      CHECK(f.value == doctest::Approx(350.12));
      CHECK(f.unit == "GFLOPS");
    }
  CHECK(found);
}

TEST_CASE("validate published: errors name the line and the field") {
  CHECK(errorOf("") == "p.tsv:1: field 'gpu': no header line (gpu, case, unit, value, source, note)");
  CHECK(errorOf("# c\ngpu\tcase\n") == "p.tsv:2: field 'unit': expected 6 tab-separated fields (gpu, case, unit, value, source, note), found 2");
  CHECK(errorOf("gpu\tcase\tunit\tvalue\tsrc\tnote\n") == "p.tsv:1: field 'source': the header line must name field 5 'source'");
  CHECK(errorOf(kHeader + "mi210\tclpeak-int\tGIOPS\t12x\tsomewhere long\t\n") == "p.tsv:2: field 'value': '12x': expected a positive decimal number");
  CHECK(errorOf(kHeader + "mi210\tclpeak-int\tGIOPS\t-3\tsomewhere long\t\n") == "p.tsv:2: field 'value': '-3': expected a positive decimal number");
  CHECK(errorOf(kHeader + "mi210\tclpeak-int\tGIOPS\tnan\tsomewhere long\t\n") == "p.tsv:2: field 'value': 'nan': expected a positive decimal number");
  CHECK(errorOf(kHeader + "mi210\tclpeak-int\tTOPS\t3\tsomewhere long\t\n") == "p.tsv:2: field 'unit': 'TOPS': expected GB/s, GFLOPS, GIOPS, MLUPs/s or us");
  CHECK(errorOf(kHeader + "MI210\tclpeak-int\tGIOPS\t3\tsomewhere long\t\n") ==
        "p.tsv:2: field 'gpu': 'MI210' is not a GPU name (lower-case letters, digits, '-')");
  CHECK(errorOf(kHeader + "mi210\tclpeak-int\tGIOPS\t3\tx\t\n") ==
        "p.tsv:2: field 'source': a source (who published the figure, title, table or section) is required");
  CHECK(errorOf(kHeader + "mi210\tclpeak-int\tGIOPS\t3\tsomewhere long\t\nmi210\tclpeak-int\tGIOPS\t4\tsomewhere long\t\n") ==
        "p.tsv:3: field 'case': 'clpeak-int' on 'mi210' is given twice (line 2 too)");
  CHECK(errorOf(kHeader + "mi210\tclpeak-int\tGIOPS\t3\tsomewhere\x01 long\t\n") == "p.tsv:2: field 'source': only printable ASCII is allowed");
  // The semantic check: a GPU or a case that does not exist, a unit the case does not give.
  auto f = parsePublished(kHeader + "\n# comment\nmi250x\tclpeak-int\tGIOPS\t3\tsomewhere long\t\n", "p.tsv");
  REQUIRE(f.size() == 1);
  CHECK(f[0].line == 4);
  std::string what;
  try {
    checkPublished(f, {"mi210"}, {{"clpeak-int", "GIOPS"}});
  } catch (const Error& e) {
    what = e.what();
  }
  CHECK(what == "p.tsv:4: field 'gpu': 'mi250x' is not a shipped GPU");
  f[0].gpu = "mi210";
  f[0].unit = "GB/s";
  try {
    checkPublished(f, {"mi210"}, {{"clpeak-int", "GIOPS"}});
  } catch (const Error& e) {
    what = e.what();
  }
  CHECK(what == "p.tsv:4: field 'unit': 'GB/s': case 'clpeak-int' gives GIOPS");
}

TEST_CASE("validate published: a figure the config cites in [published] is a calibration point") {
  // The MI210's config cites Chips and Cheese's measured L2 bandwidth; a fidelity figure equal to
  // it (to a rounding) under the same key is a calibration point, any other is held out.
  timing::GpuConfig mi210 = timing::findGpu("mi210");
  const std::string key = "l2_bandwidth_gbs";
  REQUIRE(mi210.timing.published.count(key));
  PublishedFigure f;
  f.gpu = "mi210";
  f.caseName = "clpeak-bw-float4";
  f.unit = "GB/s";
  f.value = mi210.timing.published.at(key);
  CHECK(isCalibrationPoint(f, key, mi210.timing.published));
  f.value *= 1.004;  // a rounding of the cited figure
  CHECK(isCalibrationPoint(f, key, mi210.timing.published));
  f.value = 1400;  // a measurement, not the figure the config cites
  CHECK_FALSE(isCalibrationPoint(f, key, mi210.timing.published));
  CHECK_FALSE(isCalibrationPoint(f, "", mi210.timing.published));
  CHECK_FALSE(isCalibrationPoint(f, "llc_latency_ns", mi210.timing.published));  // not cited by the MI210's config
  CHECK_FALSE(isCalibrationPoint(f, "dram_bandwidth_gbs", mi210.timing.published));  // its spec peak is not a [published] figure
}
