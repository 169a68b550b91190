// gfxsim demo: what gfxsim does today, end to end.
//  1. Runs every workload kernel, as built by clang-19 for each target at -O0 and -O2, in
//     the functional simulator and checks the outputs against the host references.
//  2. Runs the -O2 builds again on the timing model of each shipped GPU config (cycles, time,
//     IPC, the largest stall reason, L2 hit rate), and the calibration of one config.
//  3. Builds every workload with gfxsim's own compiler (gfxsim cc -O2) for gfx900 and gfx1030
//     and times it beside clang-19's build (`gfxsim bench --mode cc` for all targets).
//  4. Assembles the sample kernels in workloads/asm/, writes their code objects, reads them
//     back and disassembles the first lines.
#include <boost/program_options.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "cli/calibrate.h"
#include "cli/cli.h"
#include "cli/common.h"
#include "cli/workload_runner.h"
#include "disasm/object_printer.h"
#include "support/error.h"
#include "timing/catalog.h"
#include "support/fileio.h"
#include "timing/gpu.h"

#ifndef GFXSIM_SOURCE_DIR
#define GFXSIM_SOURCE_DIR "."
#endif

namespace gfxsim::cli {

namespace po = boost::program_options;

namespace {

int workloadTable(const std::string& goldens, const std::vector<std::string>& targets) {
  std::printf("== workloads: clang-19 builds run in the functional simulator, checked against host references\n");
  std::printf("%-15s %-12s %-4s %-6s %11s %7s  %s\n", "workload", "target", "opt", "check", "wave-insts", "waves", "detail");
  unsigned ok = 0, total = 0;
  for (const auto& t : targets) {
    for (const auto& w : workloads::allWorkloads()) {
      for (const char* opt : {"O0", "O2"}) {
        std::string path = goldens + "/" + t + "/" + w.name + "-" + opt + ".hsaco";
        if (!std::filesystem::exists(path)) continue;
        WorkloadRun r = runWorkload(w, readFileBytes(path), path);
        ++total;
        ok += r.check.ok;
        std::string detail = r.check.detail.size() > 60 ? r.check.detail.substr(0, 57) + "..." : r.check.detail;
        std::printf("%-15s %-12s %-4s %-6s %11llu %7llu  %s\n", w.name.c_str(), t.c_str(), opt, r.check.ok ? "ok" : "FAIL",
                    static_cast<unsigned long long>(r.stats.waveInstructions), static_cast<unsigned long long>(r.stats.waves),
                    detail.c_str());
      }
    }
  }
  std::printf("%u of %u workload builds match their host references\n", ok, total);
  return ok == total ? 0 : 1;
}

int timingTable(const std::string& root) {
  std::printf("\n== timing model: -O2 builds on the GPUs of configs/ (outputs checked again)\n");
  std::printf("%-15s %-28s %10s %10s %7s %6s  %-18s\n", "workload", "GPU", "cycles", "us", "IPC", "L2 hit", "largest stall");
  int bad = 0;
  const char* const gpus[] = {"gfx900", "gfx90a", "gfx1030"};
  for (const auto& w : workloads::allWorkloads()) {
    for (const char* golden : gpus) {
      timing::GpuConfig g = timing::findGpu(golden);
      rt::RuntimeConfig rc = g.agent.runtimeConfig();
      timing::TimingEngine e(g, {});
      WorkloadRunOptions o;
      o.runtime = &rc;
      o.processor = &e;
      std::string path = root + "/tests/golden/clang19/" + golden + "/" + w.name + "-O2.hsaco";
      WorkloadRun r = runWorkload(w, readFileBytes(path), path, o);
      const timing::TimingStats& s = e.stats();
      unsigned worst = 0;
      for (unsigned k = 1; k < timing::kStallCount; ++k)
        if (s.stalls[k] > s.stalls[worst]) worst = k;
      double l2 = 0;
      for (const auto& l : s.levels)
        if (l.name == "L2") l2 = l.hitRate();
      std::printf("%-15s %-28s %10llu %10.2f %7.2f %5.0f%%  %-18s%s\n", w.name.c_str(), g.agent.name.c_str(),
                  static_cast<unsigned long long>(s.cycles), s.microseconds(), s.ipc, 100 * l2, timing::stallName(worst, s.isa).c_str(),
                  r.check.ok ? "" : "  (check FAILED)");
      bad += r.check.ok ? 0 : 1;
    }
  }
  timing::GpuConfig g = timing::findGpu("gfx1030");
  std::printf("\n");
  std::fputs(calibrationTable(g, calibrate(g)).c_str(), stdout);
  return bad ? 1 : 0;
}

void assemblerRoundTrip(const std::string& srcDir, const std::string& outDir) {
  namespace fs = std::filesystem;
  std::vector<fs::path> samples;
  for (const auto& e : fs::directory_iterator(srcDir))
    if (e.path().extension() == ".s") samples.push_back(e.path());
  std::sort(samples.begin(), samples.end());
  fs::create_directories(outDir);
  std::printf("\n== assembler: sample kernels -> code objects -> disassembly\n");
  for (const auto& s : samples) {
    std::string source = readFileText(s.string());
    as::AsmOptions ao;
    ao.target = resolveTarget(targetFromSource(source), false, "demo");
    as::AsmResult res = as::assemble(source, s.string(), ao);
    auto bytes = as::buildCodeObject(res, false);
    std::string out = (fs::path(outDir) / (s.stem().string() + ".hsaco")).string();
    writeFileAtomic(out, bytes);
    std::printf("%s (%s): %zu instructions, %zu-byte code object %s\n", s.filename().string().c_str(), ao.target.str().c_str(),
                res.listing.size(), bytes.size(), out.c_str());
    std::istringstream text(disasm::printCodeObject(readFileBytes(out), out));
    std::string line;
    int shown = 0;
    while (std::getline(text, line) && shown < 6)
      if (line.starts_with("\t")) {
        std::printf("  %s\n", line.substr(1, line.find("//") == std::string::npos ? std::string::npos : line.find("//") - 1).c_str());
        ++shown;
      }
  }
}

}  // namespace

int cmdDemo(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim demo [options]");
  std::string outDir = "gfxsim-demo", root = GFXSIM_SOURCE_DIR;
  std::vector<std::string> targets{"gfx900", "gfx90a", "gfx1030", "gfx1030-w64"};
  opts.add_options()("help,h", "show this help")("out", po::value(&outDir), "where to write the sample code objects")(
      "source-dir", po::value(&root), "gfxsim source tree (workloads and goldens)")(
      "target", po::value(&targets)->composing(), "golden sets to run (default gfx900 gfx90a gfx1030 gfx1030-w64)");
  po::variables_map vm;
  if (!parseCommandLine(args, opts, nullptr, vm)) return 0;
  if (vm.count("target")) targets = vm["target"].as<std::vector<std::string>>();
  int rc = workloadTable(root + "/tests/golden/clang19", targets);
  rc |= timingTable(root);
  std::printf("\n== gfxsim cc: the workloads built by gfxsim's own OpenCL C compiler, checked and timed beside clang-19\n");
  rc |= benchCompiler({"gfx900", "gfx1030"}, false, "", "");
  assemblerRoundTrip(root + "/workloads/asm", outDir);
  return rc;
}

}  // namespace gfxsim::cli
