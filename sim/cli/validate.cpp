#include "cli/validate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fmt/format.h>
#include <map>

#include "cli/calibrate.h"
#include "cli/common.h"
#include "cli/validate_cases.h"
#include "cli/validate_published.h"
#include "cli/validate_stats.h"
#include "cli/validate_svg.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/catalog.h"

#ifndef GFXSIM_SOURCE_DIR
#define GFXSIM_SOURCE_DIR "."
#endif

namespace gfxsim::cli {

namespace {

struct Row {
  std::string gpu;
  CaseResult r;
  const PublishedFigure* pub = nullptr;
};

std::string num(double v) { return std::fabs(v) >= 100 ? fmt::format("{:.0f}", v) : fmt::format("{:.3g}", v); }

std::string summaryLine(const char* set, const FidelitySummary& s) {
  if (!s.points) return fmt::format("  {}: no points\n", set);
  return fmt::format("  {}: {} points, median |log2(sim/pub)| {:.3f} (goal <= {:.2f}), within 15%: {:.0f}% (goal >= {:.0f}%){}\n", set, s.points,
                     s.medianAbsLog2, kMedianLog2Goal, 100 * s.fractionWithin, 100 * kWithinGoal, s.meetsGoals() ? "" : "  -- goals not met");
}

// The latency-against-working-set figure of one GPU: the calibration pointer chase (vector path,
// and the scalar path where a published figure was measured through it) with the [published]
// latencies the config cites marked where their level hits.
// `shrink` (tests) divides the largest working set.
std::string latencyPlot(const timing::GpuConfig& gpu, const std::string& name, uint64_t shrink) {
  std::vector<PublishedLatency> pub = publishedLatencies(gpu);
  bool scalar = std::any_of(pub.begin(), pub.end(), [](const PublishedLatency& p) { return p.scalar; });
  auto ns = [&](double cycles) { return cycles / gpu.timing.coreMhz * 1000.0; };
  std::vector<PlotSeries> series;
  for (bool path : {false, true}) {
    if (path && !scalar) continue;
    const char* colour = path ? "#D55E00" : "#0072B2";
    const char* pathName = path ? "scalar" : "vector";
    PlotSeries sim{fmt::format("{} path, simulated", pathName), colour, false, true, {}};
    for (const auto& [bytes, cycles] : chaseSweep(gpu, std::max<uint64_t>(sweepTopBytes(gpu) / shrink, 4096), path))
      sim.points.push_back({static_cast<double>(bytes) / 1024, ns(cycles), fmt::format("{} KiB: {:.1f} ns", bytes >> 10, ns(cycles))});
    series.push_back(std::move(sim));
    PlotSeries cited{fmt::format("{} path, published", pathName), colour, true, false, {}};
    for (const auto& p : pub)
      if (p.scalar == path) cited.points.push_back({static_cast<double>(p.bytes) / 1024, p.ns, fmt::format("{} = {} (config [published])", p.key, p.ns)});
    if (!cited.points.empty()) series.push_back(std::move(cited));
  }
  return logLogPlot(fmt::format("Load-to-use latency on {}: pointer chase, published figures at their level", name), "working set (KiB)",
                    "latency (ns)", series);
}

std::string jsonString(const std::string& s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    o += c;
  }
  return o + "\"";
}

}  // namespace

int validate(const ValidateOptions& opt) {
  std::string path = opt.published.empty() ? std::string(GFXSIM_SOURCE_DIR) + "/workloads/fidelity/published.tsv" : opt.published;
  std::vector<PublishedFigure> figures = parsePublished(readFileText(path), path);
  std::vector<std::string> gpuNames;
  for (const auto& e : timing::gpuCatalog()) gpuNames.emplace_back(e.name);
  std::map<std::string, std::string> caseUnits;
  for (const auto& c : fidelityCases()) caseUnits[c.name] = c.unit;
  checkPublished(figures, gpuNames, caseUnits);

  std::vector<std::string> gpus;
  for (const auto& g : opt.gpus.empty() ? gpuNames : opt.gpus) {
    // Targets name their catalog entry.
    auto it = std::find_if(timing::gpuCatalog().begin(), timing::gpuCatalog().end(), [&](const auto& e) { return e.name == g || e.target == g; });
    if (it == timing::gpuCatalog().end()) throw Error(fmt::format("gfxsim validate: error: --gpu '{}': expected one of {}", g, timing::gpuCatalogSummary()));
    gpus.emplace_back(it->name);
  }

  std::vector<Row> rows;
  bool allOk = true;
  std::string text = fmt::format(
      "fidelity: simulated figures (timing mode, each counted as the published benchmark counts it) beside published measurements; "
      "kernels built by {}\n",
      opt.compiler == FidelityCompiler::Clang19 ? "clang-19 -O2 (workloads/fidelity/clang19)" : "gfxsim cc -O2");
  std::string md;
  std::vector<std::pair<std::string, std::vector<PlotPoint>>> ratioColumns;
  std::vector<std::pair<double, double>> allHeld, allCal;
  for (const auto& g : gpus) {
    timing::GpuConfig gpu = timing::findGpu(g);
    std::vector<std::string> names;
    for (const auto& c : fidelityCases()) {
      bool published = std::any_of(figures.begin(), figures.end(), [&](const PublishedFigure& f) { return f.gpu == g && f.caseName == c.name; });
      if (opt.cases.empty() ? published : containsAnyOf(c.name, opt.cases)) names.push_back(c.name);
    }
    std::string head = fmt::format("\n{} ({}, {}, {} MHz)", g, gpu.agent.name, gpu.agent.target.str(), gpu.timing.coreMhz);
    text += head + "\n";
    md += fmt::format("\n**{}** ({}, `{}`; kernels built by {})\n\n| case | unit | published | simulated | ratio | \\|log2\\| | set | source |\n|---|---|---|---|---|---|---|---|\n", g,
                      gpu.agent.name, gpu.agent.target.str(), compilerName(opt.compiler));
    if (names.empty()) {
      text += "  no published figure for this GPU (and no --case)\n";
      md += "| (no published figure) | | | | | | | |\n";
      continue;
    }
    std::fputs(text.c_str(), stdout);
    text.clear();
    std::fflush(stdout);
    CaseOptions co;
    co.threads = opt.threads;
    co.progress = opt.progress;
    co.shrink = opt.shrink;
    co.compiler = opt.compiler;
    std::vector<CaseResult> results = runCases(gpu, g, names, co);
    std::vector<std::pair<double, double>> held, cal;
    std::vector<PlotPoint> ratios;
    std::string block = fmt::format("  {:<18} {:<6} {:>10} {:>10} {:>7} {:>7}  {:<9} {}\n", "case", "unit", "published", "simulated", "ratio",
                                    "|log2|", "set", "source / check");
    for (auto& r : results) {
      Row row{g, r, nullptr};
      for (auto& f : figures)
        if (f.gpu == g && f.caseName == r.c.name) {
          f.calibration = isCalibrationPoint(f, r.c.configKey, gpu.timing.published);
          row.pub = &f;
        }
      allOk = allOk && r.ok;
      std::string pub = row.pub ? num(row.pub->value) : "-", sim = r.ok ? num(r.simulated) : "FAILED", ratio = "-", lg = "-", set = "-";
      if (row.pub && r.ok) {
        double q = r.simulated / row.pub->value;
        ratio = fmt::format("{:.3f}", q);
        lg = fmt::format("{:.3f}", absLog2Ratio(r.simulated, row.pub->value));
        set = row.pub->calibration ? "calibr." : "held-out";
        (row.pub->calibration ? cal : held).emplace_back(r.simulated, row.pub->value);
        if (!row.pub->calibration) ratios.push_back({0, q, fmt::format("{}: {:.3f}", r.c.name, q)});
      }
      block += fmt::format("  {:<18} {:<6} {:>10} {:>10} {:>7} {:>7}  {:<9} {}\n", r.c.name, r.c.unit, pub, sim, ratio, lg, set,
                           row.pub ? row.pub->source : "");
      block += fmt::format("  {:<18} {}; {} cycles; check: {}\n", "", r.method, r.cycles, r.detail.substr(0, 200));
      md += fmt::format("| `{}` | {} | {} | {} | {} | {} | {} | {}{} |\n", r.c.name, r.c.unit, pub, sim, ratio, lg, set,
                        row.pub ? row.pub->source + (row.pub->note.empty() ? "" : " (" + row.pub->note + ")") : "",
                        r.sizeNote.empty() ? "" : "; simulated size: " + r.sizeNote);
      rows.push_back(std::move(row));
    }
    FidelitySummary h = summarize(held), c = summarize(cal);
    block += summaryLine("held-out", h) + summaryLine("calibration", c);
    md += fmt::format("\nheld-out: {}; calibration: {}\n", summaryLine("points", h).substr(2), summaryLine("points", c).substr(2));
    allHeld.insert(allHeld.end(), held.begin(), held.end());
    allCal.insert(allCal.end(), cal.begin(), cal.end());
    if (!ratios.empty()) ratioColumns.emplace_back(g, ratios);
    std::fputs(block.c_str(), stdout);
    std::fflush(stdout);
  }
  FidelitySummary h = summarize(allHeld), c = summarize(allCal);
  std::string total = "\nall GPUs\n" + summaryLine("held-out", h) + summaryLine("calibration", c);
  std::fputs((text + total).c_str(), stdout);
  if (opt.markdown) std::fputs(("\n" + md + "\n**All GPUs**: held-out " + summaryLine("points", h).substr(2)).c_str(), stdout);

  if (!opt.plotsDir.empty()) {
    std::filesystem::create_directories(opt.plotsDir);
    // The mixbench roofline of each GPU with mixbench figures: simulated and published by type.
    for (const auto& g : gpus) {
      std::vector<PlotSeries> series;
      const std::pair<const char*, const char*> kinds[] = {{"sp", "#0072B2"}, {"dp", "#D55E00"}, {"int", "#009E73"}};
      for (const auto& [kind, colour] : kinds) {
        PlotSeries sim{fmt::format("{} simulated", kind), colour, false, true, {}}, pub{fmt::format("{} published", kind), colour, true, true, {}};
        for (const auto& row : rows) {
          if (row.gpu != g || row.r.c.family != std::string("mixbench-") + kind || !row.r.ok) continue;
          sim.points.push_back({row.r.c.intensity, row.r.simulated, fmt::format("{}: {:.0f}", row.r.c.name, row.r.simulated)});
          if (row.pub) pub.points.push_back({row.r.c.intensity, row.pub->value, fmt::format("{} published: {:.0f}", row.r.c.name, row.pub->value)});
        }
        if (!sim.points.empty()) series.push_back(sim);
        if (!pub.points.empty()) series.push_back(pub);
      }
      if (series.empty()) continue;
      writeFileAtomic(opt.plotsDir + "/roofline-" + g + ".svg",
                      logLogPlot(fmt::format("mixbench on {}: simulated over published", g), "operations per byte (mixbench's count)",
                                 "GFLOPS / GIOPS", series));
    }
    for (const auto& g : gpus) writeFileAtomic(opt.plotsDir + "/latency-" + g + ".svg", latencyPlot(timing::findGpu(g), g, opt.shrink));
    if (!ratioColumns.empty())
      writeFileAtomic(opt.plotsDir + "/ratios.svg", ratioPlot("Held-out figures: simulated / published", ratioColumns));
  }

  if (!opt.json.empty()) {
    std::string o = "{\"rows\": [";
    for (size_t i = 0; i < rows.size(); ++i) {
      const Row& r = rows[i];
      o += fmt::format("{}\n  {{\"gpu\": {}, \"case\": {}, \"unit\": {}, \"ok\": {}, \"simulated\": {:.6g}, \"cycles\": {}, \"work\": {:.6g}, "
                       "\"published\": {}, \"calibration\": {}, \"source\": {}}}",
                       i ? "," : "", jsonString(r.gpu), jsonString(r.r.c.name), jsonString(r.r.c.unit), r.r.ok ? "true" : "false", r.r.simulated,
                       r.r.cycles, r.r.work, r.pub ? fmt::format("{:.6g}", r.pub->value) : "null",
                       r.pub && r.pub->calibration ? "true" : "false", jsonString(r.pub ? r.pub->source : ""));
    }
    o += fmt::format("\n], \"compiler\": {}, \"held_out\": {{\"points\": {}, \"median_abs_log2\": {:.6g}, \"within_15\": {:.6g}}}, "
                     "\"calibration\": {{\"points\": {}, \"median_abs_log2\": {:.6g}, \"within_15\": {:.6g}}}}}\n",
                     jsonString(compilerName(opt.compiler)), h.points, h.medianAbsLog2, h.fractionWithin, c.points, c.medianAbsLog2, c.fractionWithin);
    writeFileAtomic(opt.json, o);
  }
  return allOk ? 0 : 1;
}

}  // namespace gfxsim::cli
