// The timing model's behaviour, frozen: the simulated cycles and statistics of every workload
// (clang-19 builds at -O0 and -O2) on every shipped config, and the outcome histograms of the
// own litmus suite at a fixed seed on every target and mode. Restructuring the model must
// leave both exactly as committed in tests/golden/timing/. A change meant to alter the model's
// timing regenerates them, and the diff shows what moved:
//   GFXSIM_UPDATE_GOLDENS=1 build/tests/gfxsim_e2e_tests -tc="timing baseline*"
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>

#include "cli/workload_runner.h"
#include "litmus/parser.h"
#include "litmus/runner.h"
#include "support/fileio.h"
#include "support/shipped_configs.h"
#include "support/test_util.h"
#include "timing/gpu.h"

using namespace gfxsim;

namespace {

// "key rest-of-line" lines, keyed by everything before the first tab.
std::map<std::string, std::string> keyedLines(const std::string& text) {
  std::map<std::string, std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (auto tab = line.find('\t'); tab != std::string::npos) out[line.substr(0, tab)] = line.substr(tab + 1);
  return out;
}

// Compares the lines computed now with the committed file, or rewrites the file when asked.
void compareWithGolden(const std::string& rel, const std::vector<std::pair<std::string, std::string>>& now) {
  const std::string path = test::sourcePath(rel);
  if (const char* u = std::getenv("GFXSIM_UPDATE_GOLDENS"); u && *u == '1') {
    std::string text;
    for (const auto& [k, v] : now) text += k + "\t" + v + "\n";
    writeFileAtomic(path, text);
    MESSAGE("rewrote " << rel << " (" << now.size() << " lines)");
    return;
  }
  REQUIRE_MESSAGE(std::filesystem::exists(path), rel << " is missing");
  std::map<std::string, std::string> golden = keyedLines(readFileText(path));
  unsigned differ = 0;
  for (const auto& [k, v] : now) {
    auto it = golden.find(k);
    if (it == golden.end()) {
      ++differ;
      MESSAGE(k << ": not in " << rel);
    } else if (it->second != v) {
      if (++differ <= 5) MESSAGE(k << ":\n  committed " << it->second << "\n  now       " << v);
    }
  }
  CHECK_MESSAGE(differ == 0, differ << " of " << now.size() << " lines differ from " << rel);
  CHECK(golden.size() == now.size());
}

// The statistics as one line: statsJson without what depends on the host (its time and
// threads) or on where the config file was found.
std::string statsLine(const timing::TimingStats& s) {
  std::istringstream in(timing::statsJson(s));
  std::string out;
  for (std::string line; std::getline(in, line);) {
    size_t b = line.find_first_not_of(' ');
    if (b == std::string::npos || line.compare(b, 7, "\"host\":") == 0 || line.compare(b, 9, "\"config\":") == 0) continue;
    out += line.substr(b);
  }
  return out;
}

}  // namespace

TEST_CASE("timing baseline: every workload on every config at -O0 and -O2 takes the committed cycles and statistics") {
  std::vector<std::pair<std::string, std::string>> lines;
  test::forEachWorkloadBuild({"O0", "O2"}, [&](const timing::GpuConfig& gpu, const rt::RuntimeConfig& rc, const workloads::Workload& w,
                                 const std::string& path, const std::string& key) {
    timing::TimingEngine engine(gpu, timing::TimingOptions{});
    cli::WorkloadRunOptions o;
    o.runtime = &rc;
    o.processor = &engine;
    cli::WorkloadRun r = cli::runWorkload(w, readFileBytes(path), path, o);
    CHECK_MESSAGE(r.check.ok, key << ": " << r.check.detail);
    lines.emplace_back(key, statsLine(engine.stats()));
  });
  compareWithGolden("tests/golden/timing/workloads.tsv", lines);
}

TEST_CASE("timing baseline: the own litmus suite gives the committed histograms at seed 1 on every target and mode") {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(test::sourcePath("tests/litmus")))
    if (e.path().extension() == ".litmus") files.push_back(e.path().filename().string());
  std::sort(files.begin(), files.end());
  std::vector<std::pair<std::string, std::string>> lines;
  std::vector<test::LitmusConfig> configs(std::begin(test::kLitmusConfigs), std::end(test::kLitmusConfigs));
  configs.insert(configs.end(), std::begin(test::kLitmusOtherModes), std::end(test::kLitmusOtherModes));
  for (const test::LitmusConfig& c : configs) {
    timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath(c.file));
    litmus::RunOptions ro = c.options(1024);
    ro.seed = 1;
    std::string cfg = c.name();
    for (const std::string& f : files) {
      litmus::RunResult r = litmus::run(litmus::parseFile(test::sourcePath("tests/litmus/" + f)), ro, gpu);
      std::string hist;
      if (!r.supported) hist = "unsupported";
      for (const auto& [state, count] : r.histogram) hist += (hist.empty() ? "" : " | ") + state + " : " + std::to_string(count.first);
      lines.emplace_back(cfg + " " + f, hist);
    }
  }
  compareWithGolden("tests/golden/timing/litmus.tsv", lines);
}
