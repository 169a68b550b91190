// gfxsim validate (sim/cli/validate*.cpp) on tiny sizes: every fidelity case's output is checked
// against the host, and each figure is the count of the published method over the simulated
// time from the reported cycles and the config's clock. The command itself runs one case and
// writes its JSON and plots. The full run (published sizes) is the ctest `fidelity_validate`
// (label fidelity, long).
#include <doctest/doctest.h>

#include "cli/validate_cases.h"
#include "support/checks.h"
#include "support/fileio.h"
#include "support/test_util.h"
#include "timing/catalog.h"

using namespace gfxsim;
using namespace gfxsim::cli;

TEST_CASE("validate: every fidelity case passes its host check on a tiny size with either compiler, figures from cycles and clock") {
  timing::GpuConfig gpu = timing::findGpu("mi210");
  std::vector<std::string> names;
  for (const auto& c : fidelityCases())
    if (c.name.find("mixbench") == std::string::npos || c.name.ends_with("-k2") || c.name == "mixbench-sp-k64") names.push_back(c.name);
  for (FidelityCompiler compiler : {FidelityCompiler::Clang19, FidelityCompiler::Gfxsim}) {
    CAPTURE(compilerName(compiler));
    CaseOptions o;
    o.shrink = 1024;
    o.progress = ProgressMode::Off;
    o.compiler = compiler;
    auto results = runCases(gpu, "mi210", names, o);
    REQUIRE(results.size() == names.size());
    double seconds = 0;
    for (const auto& r : results) {
      INFO(r.c.name << ": " << r.detail);
      CHECK(r.ok);
      CHECK(r.cycles > 0);
      seconds = static_cast<double>(r.cycles) / (gpu.timing.coreMhz * 1e6);
      if (r.c.unit == "us") CHECK(r.simulated == doctest::Approx(seconds * 1e6));
      else if (r.c.unit == "MLUPs/s") CHECK(r.simulated == doctest::Approx(r.work / seconds / 1e6));
      else CHECK(r.simulated == doctest::Approx(r.work / seconds / 1e9));
      // The work as the published benchmark counts it.
      if (r.c.name == "clpeak-bw-float4") CHECK(r.work == doctest::Approx(4.0 * r.elements));  // bytes of the input read
      if (r.c.name == "babelstream-triad") CHECK(r.work == doctest::Approx(3.0 * 8 * r.elements));  // three arrays of doubles
      if (r.c.name == "mixbench-dp-k2") CHECK(r.work == doctest::Approx(2.0 * 5 * r.elements));  // 5 fused multiply-adds per element
      if (r.c.name.starts_with("lbm-")) CHECK(r.work == doctest::Approx(1.0 * r.elements));  // cells x one step
    }
  }
}

TEST_CASE("validate: the LBM lattice is the largest within the memory budget and exceeds every GPU's last-level cache") {
  // FP32: 160^3 cells, 311 MB per DDF buffer; 16-bit: 192^3, 269 MB; the MI300X's Infinity Cache is 256 MiB.
  CHECK(lbmSide(4, 0, 1) == 160);
  CHECK(lbmSide(2, 0, 1) == 192);
  for (const auto& e : timing::gpuCatalog()) {
    timing::GpuConfig gpu = timing::findGpu(std::string(e.name));
    uint64_t llc = gpu.timing.llc.present ? gpu.timing.llc.sizeBytes : gpu.timing.l2.sizeBytes;
    CHECK_NOTHROW(lbmSide(4, llc, 1));
    CHECK_NOTHROW(lbmSide(2, llc, 1));
  }
  CHECK_THROWS_WITH(lbmSide(2, uint64_t{512} << 20, 1),
                    "gfxsim validate: error: lbm: 192^3 cells (256 MiB per buffer, the most that 640 MiB allow) do not exceed the last-level "
                    "cache (512 MiB)");
}

TEST_CASE("validate: the command runs a case, prints the published figure and writes JSON and plots") {
  std::string dir = test::tempPath("validate_plots"), json = test::tempPath("validate.json"), out;
  int rc = test::runCommand(std::string(GFXSIM_BINARY) + " validate --gpu gfx90a --case mixbench-sp-k2 --shrink 1024 --progress off --plots " + dir +
                                " --json " + json,
                            &out);
  INFO(out);
  CHECK(rc == 0);
  CHECK(test::contains(out, "kernels built by clang-19"));
  CHECK(test::contains(out, "mixbench-sp-k2"));
  CHECK(test::contains(out, "1753"));  // the published figure (mixbench-hip README, MI210)
  CHECK(test::contains(out, "held-out: 1 points"));
  std::string j = readFileText(json);
  CHECK(test::contains(j, "\"case\": \"mixbench-sp-k2\""));
  CHECK(test::contains(j, "\"published\": 1753.49"));
  std::string svg = readFileText(dir + "/roofline-mi210.svg");
  CHECK(svg.starts_with("<svg"));
  CHECK(test::contains(readFileText(dir + "/ratios.svg"), "mi210 (1)"));
  CHECK(test::contains(j, "\"compiler\": \"clang-19\""));
  // The latency plot: the chase's curves and the MI210 config's cited latencies (scalar 37.5 ns,
  // vector L1 85 ns), which the test's shortened sweep still reaches.
  std::string lat = readFileText(dir + "/latency-mi210.svg");
  CHECK(lat.starts_with("<svg"));
  CHECK(test::contains(lat, "vector path, simulated"));
  CHECK(test::contains(lat, "scalar path, published"));
  CHECK(test::contains(lat, "l1_latency_ns = 85 (config [published])"));
  CHECK(test::contains(lat, "scalar_latency_ns = 37.5 (config [published])"));
}

TEST_CASE("validate: --compiler gfxsim compiles the kernels with gfxsim cc and says so, and a bad --compiler is refused") {
  std::string out;
  int rc = test::runCommand(std::string(GFXSIM_BINARY) + " validate --gpu gfx90a --case lbm-fp16s --compiler gfxsim --shrink 1024 --progress off --markdown",
                            &out);
  INFO(out);
  CHECK(rc == 0);
  CHECK(test::contains(out, "kernels built by gfxsim cc"));
  CHECK(test::contains(out, "kernels built by gfxsim)"));  // the Markdown heading
  CHECK(test::contains(out, "9547"));  // FluidX3D's MI210 FP32/FP16S figure
  rc = test::runCommand(std::string(GFXSIM_BINARY) + " validate --gpu gfx90a --compiler icc 2>&1", &out);
  CHECK(rc == 1);
  CHECK(test::contains(out, "--compiler 'icc': expected clang-19 or gfxsim"));
}

TEST_CASE("validate: a malformed published file is refused naming the line and field") {
  std::string bad = test::tempPath("bad_published.tsv"), out;
  writeFileAtomic(bad, "gpu\tcase\tunit\tvalue\tsource\tnote\nmi210\tmixbench-sp-k2\tGFLOPS\tlots\tsomewhere long\t\n");
  int rc = test::runCommand(std::string(GFXSIM_BINARY) + " validate --published " + bad + " 2>&1", &out);
  CHECK(rc == 1);
  CHECK(test::contains(out, "bad_published.tsv:2: field 'value': 'lots'"));
}
