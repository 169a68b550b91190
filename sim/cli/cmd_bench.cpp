// gfxsim bench: simulator throughput on the workloads, in wave instructions and lane
// operations per host second (one host thread unless --threads), in the functional or the
// timing mode (--mode timing runs each target on its configs/<target>.ini GPU); --mode cc
// measures the code quality of gfxsim's own compiler: simulated cycles of every workload
// built by gfxsim cc -O2 against clang-19 -O2's golden build, both in timing mode. --large
// (or --case) runs the large cases of bench_large.h instead.
#include <boost/program_options.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fmt/format.h>
#include <iostream>
#include <optional>

#include "cli/bench_large.h"
#include "cli/cli.h"
#include "cli/common.h"
#include "cli/workload_runner.h"
#include "driver/driver.h"
#include "support/cpu_time.h"
#include "support/error.h"
#include "timing/catalog.h"
#include "support/fileio.h"
#include "timing/gpu.h"
#include "litmus/parser.h"
#include "litmus/runner.h"
#include <tbb/global_control.h>

#ifndef GFXSIM_SOURCE_DIR
#define GFXSIM_SOURCE_DIR "."
#endif

namespace gfxsim::cli {

namespace po = boost::program_options;

namespace {

// One workload's code object run once in timing mode on `gpu` (one host thread: the cycle
// count does not depend on it) and checked against the host reference.
struct TimedRun {
  bool ok = false;
  std::string status;  // "ok", "mismatch", "fault: ...", "error: ..."
  uint64_t cycles = 0, waveInstructions = 0;
};

TimedRun timedRun(const workloads::Workload& w, const std::vector<uint8_t>& code, const std::string& file,
                  const timing::GpuConfig& gpu) {
  rt::RuntimeConfig rc = gpu.agent.runtimeConfig();
  timing::TimingOptions to;
  to.threads = 1;
  timing::TimingEngine engine(gpu, to);
  WorkloadRunOptions o;
  o.runtime = &rc;
  o.processor = &engine;
  WorkloadRun r = runWorkload(w, code, file, o);
  TimedRun t;
  t.ok = r.check.ok;
  t.status = r.check.ok ? "ok" : !r.fault.empty() ? "fault: " + r.fault : "mismatch";
  t.cycles = engine.stats().cycles;
  t.waveInstructions = engine.stats().waveInstructions;
  return t;
}

}  // namespace


// --mode cc: per target, each workload compiled by gfxsim cc -O2 and clang-19's golden -O2
// build (tests/golden/clang19/<target>/<workload>-O2.hsaco) run the same way in timing mode
// on configs/<target>.ini; the table gives both cycle counts, their ratio and both checks,
// then the geometric mean of the ratios (the code-quality goal: at most 1.5).
// A build that fails to compile or to pass its check is left out of the mean and reported.
// Targets are "gfx900", "gfx1030" (wave32) or "gfx1030-w64"; --wave64 turns an RDNA target
// into its wave64 form.
int benchCompiler(std::vector<std::string> targets, bool wave64, const std::string& filter, const std::string& json) {
  if (targets.empty()) targets = {"gfx900", "gfx90a", "gfx1030", "gfx1030-w64", "gfx1100", "gfx1100-w64"};
  std::printf("code quality: simulated cycles in timing mode, gfxsim cc -O2 vs clang-19 -O2 (configs/<target>.ini)\n");
  std::string out = "{\"mode\": \"cc\", \"targets\": [";
  bool allOk = true;
  for (size_t ti = 0; ti < targets.size(); ++ti) {
    std::string name = targets[ti].substr(0, targets[ti].find('-'));
    std::string why;
    auto id = isa::parseTargetId(name, &why);
    if (!id) throw Error("gfxsim bench: error: --target '" + targets[ti] + "': " + why);
    bool gcn = !id->info->rdna;  // wave64 only
    id->wave64 = gcn || wave64 || targets[ti].find("-w64") != std::string::npos;
    std::string label = name + (id->wave64 && !gcn ? "-w64" : "");
    timing::GpuConfig gpu = timing::findGpu(name);
    std::printf("\n%s\n%-16s %12s %12s %8s  %-10s %-10s\n", label.c_str(), "workload", "cycles cc", "cycles clang",
                "ratio", "check cc", "check clang");
    double logSum = 0;
    unsigned counted = 0;
    std::string rows;
    for (const auto& w : workloads::allWorkloads()) {
      if (!filter.empty() && !containsAnyOf(w.name, filter)) continue;
      std::string src = std::string(GFXSIM_SOURCE_DIR) + "/workloads/" + w.name + "/" + w.name + ".cl";
      std::string golden = std::string(GFXSIM_SOURCE_DIR) + "/tests/golden/clang19/" + label + "/" + w.name + "-O2.hsaco";
      TimedRun cc, clang;
      try {
        driver::CompileOptions co;
        co.target = *id;
        co.optLevel = 2;
        cc = timedRun(w, driver::compileOpenCL(readFileText(src), src, co).object, w.name + ".hsaco", gpu);
      } catch (const std::exception& e) {
        cc.status = std::string("error: ") + e.what();
      }
      clang = timedRun(w, readFileBytes(golden), golden, gpu);
      bool both = cc.ok && clang.ok && cc.cycles && clang.cycles;
      double ratio = both ? static_cast<double>(cc.cycles) / static_cast<double>(clang.cycles) : 0;
      if (both) {
        logSum += std::log(ratio);
        ++counted;
      }
      allOk = allOk && both;
      char ratioText[32] = "-";
      if (both) std::snprintf(ratioText, sizeof ratioText, "%.3f", ratio);
      std::printf("%-16s %12llu %12llu %8s  %-10s %-10s\n", w.name.c_str(), static_cast<unsigned long long>(cc.cycles),
                  static_cast<unsigned long long>(clang.cycles), ratioText, cc.ok ? "ok" : "FAILED", clang.ok ? "ok" : "FAILED");
      if (!cc.ok) std::printf("  gfxsim cc: %s\n", cc.status.substr(0, 300).c_str());
      if (!clang.ok) std::printf("  clang-19: %s\n", clang.status.substr(0, 300).c_str());
      char buf[512];
      std::snprintf(buf, sizeof buf,
                    "%s{\"workload\": \"%s\", \"cycles_cc\": %llu, \"cycles_clang\": %llu, \"ratio\": %.6g, "
                    "\"wave_instructions_cc\": %llu, \"wave_instructions_clang\": %llu, \"check_cc\": %s, \"check_clang\": %s}",
                    rows.empty() ? "" : ", ", w.name.c_str(), static_cast<unsigned long long>(cc.cycles),
                    static_cast<unsigned long long>(clang.cycles), ratio, static_cast<unsigned long long>(cc.waveInstructions),
                    static_cast<unsigned long long>(clang.waveInstructions), cc.ok ? "true" : "false",
                    clang.ok ? "true" : "false");
      rows += buf;
    }
    double geomean = counted ? std::exp(logSum / counted) : 0;
    std::printf("%-16s %34.3f  (geometric mean of %u ratios)\n", "geomean", geomean, counted);
    char buf[160];
    std::snprintf(buf, sizeof buf, "%s{\"target\": \"%s\", \"geomean\": %.6g, \"counted\": %u, \"results\": [", ti ? ", " : "",
                  label.c_str(), geomean, counted);
    out += buf + rows + "]}";
  }
  out += "]}\n";
  if (!json.empty()) writeFileAtomic(json, out);
  return allOk ? 0 : 1;
}

int cmdBench(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim bench [options]");
  double seconds = 0.5;
  std::string filter, json;
  std::vector<std::string> targets{"gfx900", "gfx1030"};
  std::string mode = "functional";
  unsigned threads = 1;
  bool wave64 = false, large = false;
  std::string cases, progress = "auto";
  uint64_t elements = 0;
  opts.add_options()("help,h", "show this help")("mode", po::value(&mode),
                                                 "functional (default), timing, litmus (litmus instances per second) or cc "
                                                 "(cycles of gfxsim cc -O2 builds against clang-19 -O2's, timing mode)")(
      "wave64", po::bool_switch(&wave64), "cc: RDNA targets in wave64")(
      "threads", checkedValue(&threads, "--threads", 1u, kMaxHostThreads), "timing: host threads (default 1: the figure per core); litmus: default all")("seconds", po::value(&seconds), "minimum time per workload")(
      "filter", po::value(&filter), "only workloads whose name contains this (cc: any of a comma-separated list)")(
      "target", po::value(&targets)->composing(), "targets (default gfx900 and gfx1030)")(
      "json", po::value(&json), "also write the figures as JSON")(
      "large", po::bool_switch(&large), "the large cases instead: saxpy and the STREAM triad at 2^24 elements (in --mode), "
      "BabelStream's copy/mul/add/triad/dot at 2^25 doubles (timing, every shipped GPU); checked, against a native loop")(
      "case", po::value(&cases), "the large cases to run, a comma-separated list of saxpy, triad, babelstream (implies --large)")(
      "elements", checkedValue(&elements, "--elements", uint64_t{1}, uint64_t{1} << 28),
      "large cases: elements per array instead of each case's own (1 to 2^28)")(
      "progress", po::value(&progress), kProgressHelp);
  po::variables_map vm;
  if (!parseCommandLine(args, opts, nullptr, vm)) return 0;
  if (!(seconds > 0 && seconds <= 3600))  // (NaN fails both)
    throw Error(fmt::format("gfxsim bench: error: --seconds {}: expected a time from 0 to 3600 seconds", seconds));
  if (vm.count("target")) targets = vm["target"].as<std::vector<std::string>>();
  if (mode != "functional" && mode != "timing" && mode != "litmus" && mode != "cc")
    throw Error("gfxsim bench: error: --mode '" + mode + "': expected functional, timing, litmus or cc");
  ProgressMode progressMode = parseProgressMode(progress, "bench");
  if (large || !cases.empty() || vm.count("elements")) {
    if (mode != "functional" && mode != "timing")
      throw Error("gfxsim bench: error: --large: --mode '" + mode + "': the large cases run in functional or timing mode");
    BenchLargeOptions lo;
    for (size_t from = 0; from < cases.size();) {
      size_t comma = std::min(cases.find(',', from), cases.size());
      if (comma > from) lo.cases.push_back(cases.substr(from, comma - from));
      from = comma + 1;
    }
    lo.timing = mode == "timing";
    if (vm.count("target")) lo.targets = targets;
    lo.threads = threads;
    lo.elements = elements;
    lo.json = json;
    lo.progress = progressMode;
    return benchLarge(lo);
  }
  if (mode == "cc") return benchCompiler(vm.count("target") ? targets : std::vector<std::string>{}, wave64, filter, json);
  if (mode == "litmus") {
    // Litmus throughput: a two-thread test (MP, relaxed, across work-groups), 200,000
    // instances per target, on all host threads unless --threads.
    std::optional<tbb::global_control> gc;
    if (vm.count("threads")) gc.emplace(tbb::global_control::max_allowed_parallelism, threads);
    std::printf("litmus throughput: tests/litmus/MP_rlx_dev.litmus, 200,000 instances per target\n");
    std::printf("%-10s %-6s %12s %10s %14s %s\n", "target", "mode", "instances", "seconds", "instances/s", "observation");
    std::string out = "{\"mode\": \"litmus\", \"results\": [";
    bool first = true;
    for (const auto& t : targets) {
      std::string tgt = t.substr(0, t.find('-'));
      timing::GpuConfig gpu = timing::findGpu(tgt);
      litmus::RunOptions ro;
      ro.target = tgt;
      ro.instances = 200000;
      litmus::Test test = litmus::parseFile(std::string(GFXSIM_SOURCE_DIR) + "/tests/litmus/MP_rlx_dev.litmus");
      litmus::RunResult r = litmus::run(test, ro, gpu);
      double rate = static_cast<double>(ro.instances) / r.seconds;
      std::printf("%-10s %-6s %12llu %10.3f %14.4g %s %llu\n", tgt.c_str(), tgt == "gfx1030" ? "wgp" : "-",
                  static_cast<unsigned long long>(ro.instances), r.seconds, rate, r.observation().c_str(),
                  static_cast<unsigned long long>(r.positive));
      char buf[256];
      std::snprintf(buf, sizeof buf, "%s{\"target\": \"%s\", \"instances\": %llu, \"seconds\": %.6f, \"instances_per_s\": %.6g}",
                    first ? "" : ", ", tgt.c_str(), static_cast<unsigned long long>(ro.instances), r.seconds, rate);
      out += buf;
      first = false;
    }
    out += "]}\n";
    if (!json.empty()) writeFileAtomic(json, out);
    return 0;
  }
  bool timingMode = mode == "timing";
  if (timingMode)
    std::printf("timing simulator throughput (clang-19 -O2 builds, %u host thread%s; simulated wave instructions per host second)\n", threads,
                threads == 1 ? "" : "s");
  else
    std::printf("functional simulator throughput (clang-19 -O2 builds, one host thread; per second of its CPU time)\n");
  std::printf("%-16s %-8s %12s %14s %14s %14s%s\n", "workload", "target", "wave-insts", "wave-insts/s", "lane-ops/s", "end-to-end/s",
              timingMode ? "     cycles" : "");
  std::string out = "{\"mode\": \"" + mode + "\", \"threads\": " + std::to_string(timingMode ? threads : 1) + ", \"results\": [";
  uint64_t totalInst = 0;
  double totalTime = 0;
  bool first = true;
  for (const auto& t : targets) {
    for (const auto& w : workloads::allWorkloads()) {
      if (!filter.empty() && w.name.find(filter) == std::string::npos) continue;
      std::string path = std::string(GFXSIM_SOURCE_DIR) + "/tests/golden/clang19/" + t + "/" + w.name + "-O2.hsaco";
      auto code = readFileBytes(path);
      std::optional<timing::GpuConfig> gpu;
      if (timingMode) gpu = timing::findGpu(t.substr(0, t.find('-')));
      rt::RuntimeConfig rc;
      if (gpu) rc = gpu->agent.runtimeConfig();
      uint64_t cycles = 0;
      uint64_t inst = 0, lanes = 0, runs = 0;
      double elapsed = 0, simulated = 0, endToEnd = 0;
      bool ok = true;
      while (elapsed < seconds || runs == 0) {
        auto t0 = std::chrono::steady_clock::now();
        const double cpu0 = threadCpuSeconds();
        WorkloadRunOptions o;
        std::optional<timing::TimingEngine> engine;
        if (gpu) {
          timing::TimingOptions to;
          to.threads = threads;
          engine.emplace(*gpu, to);
          o.runtime = &rc;
          o.processor = &*engine;
        }
        WorkloadRun r = runWorkload(w, code, path, o);
        elapsed += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        // Functional runs are on this one thread: its CPU time, which other processes on a
        // shared host do not inflate. The timing model may use several threads: wall time.
        endToEnd += engine ? std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()
                           : threadCpuSeconds() - cpu0;
        inst += r.stats.waveInstructions;
        simulated += engine ? engine->stats().hostSeconds : r.stats.cpuSeconds;
        if (engine) cycles = engine->stats().cycles;
        lanes += r.stats.laneOps;
        ok = ok && r.check.ok;
        ++runs;
      }
      std::printf("%-16s %-8s %12llu %14.3g %14.3g %14.3g%s%s\n", w.name.c_str(), t.c_str(),
                  static_cast<unsigned long long>(inst / runs), inst / simulated, lanes / simulated, inst / endToEnd,
                  timingMode ? (" " + std::string(10 - std::min<size_t>(10, std::to_string(cycles).size()), ' ') + std::to_string(cycles)).c_str() : "",
                  ok ? "" : "  (check FAILED)");
      totalInst += inst;
      totalTime += simulated;
      char buf[256];
      std::snprintf(buf, sizeof buf, "%s{\"workload\": \"%s\", \"target\": \"%s\", \"wave_instructions\": %llu, \"wave_instructions_per_s\": %.6g, \"lane_ops_per_s\": %.6g, \"end_to_end_wave_instructions_per_s\": %.6g, \"check\": %s}",
                    first ? "" : ", ", w.name.c_str(), t.c_str(), static_cast<unsigned long long>(inst / runs), inst / simulated,
                    lanes / simulated, inst / endToEnd, ok ? "true" : "false");
      out += buf;
      first = false;
    }
  }
  std::printf("overall: %.3g wave instructions per host second of simulation (%s)\n", totalInst / totalTime,
              timingMode && threads != 1 ? (std::to_string(threads) + " host threads").c_str() : "one core");
  out += "]}\n";
  if (!json.empty()) writeFileAtomic(json, out);
  return 0;
}

}  // namespace gfxsim::cli
