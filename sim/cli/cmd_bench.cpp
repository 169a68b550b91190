// gfxsim bench: simulator throughput on the workloads, in wave instructions and lane
// operations per host second (one host thread unless --threads), in the functional or the
// timing mode (--mode timing runs each target on its configs/<target>.ini GPU).
#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>

#include "cli/cli.h"
#include "cli/common.h"
#include "cli/workload_runner.h"
#include "support/error.h"
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

int cmdBench(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim bench [options]");
  double seconds = 0.5;
  std::string filter, json;
  std::vector<std::string> targets{"gfx900", "gfx1030"};
  std::string mode = "functional";
  unsigned threads = 1;
  opts.add_options()("help,h", "show this help")("mode", po::value(&mode), "functional (default), timing, or litmus (litmus instances per second)")(
      "threads", po::value(&threads), "timing: host threads (default 1: the figure per core); litmus: default all")("seconds", po::value(&seconds), "minimum time per workload")(
      "filter", po::value(&filter), "only workloads whose name contains this")(
      "target", po::value(&targets)->composing(), "targets (default gfx900 and gfx1030)")(
      "json", po::value(&json), "also write the figures as JSON");
  po::variables_map vm;
  if (!parseCommandLine(args, opts, nullptr, vm)) return 0;
  if (vm.count("target")) targets = vm["target"].as<std::vector<std::string>>();
  if (mode != "functional" && mode != "timing" && mode != "litmus")
    throw Error("gfxsim bench: error: --mode '" + mode + "': expected functional, timing or litmus");
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
      timing::GpuConfig gpu = timing::loadGpuConfig(std::string(GFXSIM_SOURCE_DIR) + "/configs/" + tgt + ".ini");
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
    std::printf("functional simulator throughput (clang-19 -O2 builds, one host thread)\n");
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
      if (timingMode) gpu = timing::loadGpuConfig(std::string(GFXSIM_SOURCE_DIR) + "/configs/" + t.substr(0, t.find('-')) + ".ini");
      rt::RuntimeConfig rc;
      if (gpu) rc = gpu->agent.runtimeConfig();
      uint64_t cycles = 0;
      uint64_t inst = 0, lanes = 0, runs = 0;
      double elapsed = 0, simulated = 0;
      bool ok = true;
      while (elapsed < seconds || runs == 0) {
        auto t0 = std::chrono::steady_clock::now();
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
        inst += r.stats.waveInstructions;
        simulated += engine ? engine->stats().hostSeconds : r.stats.hostSeconds;
        if (engine) cycles = engine->stats().cycles;
        lanes += r.stats.laneOps;
        ok = ok && r.check.ok;
        ++runs;
      }
      std::printf("%-16s %-8s %12llu %14.3g %14.3g %14.3g%s%s\n", w.name.c_str(), t.c_str(),
                  static_cast<unsigned long long>(inst / runs), inst / simulated, lanes / simulated, inst / elapsed,
                  timingMode ? (" " + std::string(10 - std::min<size_t>(10, std::to_string(cycles).size()), ' ') + std::to_string(cycles)).c_str() : "",
                  ok ? "" : "  (check FAILED)");
      totalInst += inst;
      totalTime += simulated;
      char buf[256];
      std::snprintf(buf, sizeof buf, "%s{\"workload\": \"%s\", \"target\": \"%s\", \"wave_instructions\": %llu, \"wave_instructions_per_s\": %.6g, \"lane_ops_per_s\": %.6g, \"end_to_end_wave_instructions_per_s\": %.6g, \"check\": %s}",
                    first ? "" : ", ", w.name.c_str(), t.c_str(), static_cast<unsigned long long>(inst / runs), inst / simulated,
                    lanes / simulated, inst / elapsed, ok ? "true" : "false");
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
