// gfxsim litmus FILE... --target GFX [--mode cu|wgp|tgsplit] [--wave64] [--iterations N] [--seed S]
//               [--show-code] [--show-kernel] [--mutate] [--config FILE] [--threads N] [--start-jitter C]
//               [--mem-jitter C] [--no-preload] [--no-stress-wave]
// Runs OpenCL litmus tests on the timing model: each test lowered through the memory-model
// table, run N times, reported as litmus7 does; --mutate repeats it once per mutation of the
// lowered sequences and says which mutants make the condition observable.
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdio>
#include <fmt/format.h>
#include <iostream>
#include <optional>

#include <tbb/global_control.h>

#include "cli/cli.h"
#include "cli/common.h"
#include "litmus/parser.h"
#include "memmodel/memmodel.h"
#include "litmus/runner.h"
#include "support/error.h"
#include "timing/catalog.h"
#include "timing/config.h"

#ifndef GFXSIM_SOURCE_DIR
#define GFXSIM_SOURCE_DIR "."
#endif

namespace gfxsim::cli {

namespace po = boost::program_options;

int cmdLitmus(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim litmus FILE... --target GFX [options]");
  std::vector<std::string> files;
  std::string target, config;
  litmus::RunOptions ro;
  bool showCode = false, showKernel = false, mutate = false, noPreload = false, noSync = false, noStressWave = false, oneEnv = false;
  unsigned threads = 0;
  opts.add_options()("help,h", "show this help")("input", po::value(&files)->composing(), "litmus test files")(
      "target", po::value(&target), "gfx900, gfx90a, gfx942, gfx1030 or gfx1100 (a target a shipped GPU config has)")(
      "mode", po::value(&ro.mode), "gfx1030/gfx1100: cu or wgp (default: wgp); gfx90a: tgsplit")(
      "wave64", po::bool_switch(&ro.wave64), "gfx1030/gfx1100: run the test's threads as wave64")(
      "iterations", checkedValue(&ro.instances, "--iterations", uint64_t{1}, litmus::kMaxInstances),
      fmt::format("instances to run (default 100000, at most {})", litmus::kMaxInstances).c_str())(
      "seed", checkedValue(&ro.seed, "--seed", uint64_t{0}, ~uint64_t{0}), "stress seed (default 1)")(
      "show-code", po::bool_switch(&showCode), "print each thread's lowered machine code")(
      "show-kernel", po::bool_switch(&showKernel), "print the whole kernel the test runs as (harness, stress wave, threads)")(
      "mutate", po::bool_switch(&mutate), "run once per mutant of the lowered sequences and report which are killed")(
      "config", po::value(&config), "GPU config (default: configs/<target>.ini)")(
      "threads", checkedValue(&threads, "--threads", 1u, kMaxHostThreads), "host threads (default: all cores); results do not depend on it")(
      "start-jitter", checkedValue(&ro.startJitter, "--start-jitter", 0u, litmus::kMaxJitter), "stress: cycles a wave may start late (default 400)")(
      "mem-jitter", checkedValue(&ro.memJitter, "--mem-jitter", 0u, litmus::kMaxJitter), "stress: cycles an L2 answer may be late (default 200)")(
      "lds-jitter", checkedValue(&ro.ldsJitter, "--lds-jitter", 0u, litmus::kMaxJitter),
      "stress: cycles an LDS instruction may wait in the LDS request queue (default 200)")(
      "inv-jitter", checkedValue(&ro.invJitter, "--inv-jitter", 0u, litmus::kMaxJitter),
      "stress: cycles a cache invalidate may take longer than the config says (default 400)")(
      "no-preload", po::bool_switch(&noPreload), "stress: do not let threads read their locations first")(
      "no-sync", po::bool_switch(&noSync), "stress: do not make an instance's threads wait for each other before the test")(
      "no-stress-wave", po::bool_switch(&noStressWave), "stress: no extra wave per work-group re-reading the locations")(
      "stride", checkedValue(&ro.stride, "--stride", 4u, 256u), "bytes between instances' copies of a location (default 16; 64 gives each its own line)")(
      "one-environment", po::bool_switch(&oneEnv), "run every dispatch with the stress given (default: four environments in turn)")(
      "same-cu", po::bool_switch(&ro.sameCu), "place an instance's work-groups on one CU (default: on different CUs)");
  po::variables_map vm;
  if (!parseCommandLine(args, opts, "input", vm)) return 0;
  if (files.empty()) throw Error("gfxsim litmus: error: no litmus file given");
  // The targets the timing model has a shipped GPU for (the catalog: configs/*.ini).
  std::string targets;
  bool known = false;
  for (const timing::CatalogEntry& e : timing::gpuCatalog()) {
    targets += (targets.empty() ? "" : ", ") + std::string(e.target);
    known |= e.target == target;
  }
  if (target.empty()) throw Error("gfxsim litmus: error: --target is required (" + targets + ")");
  if (!known) throw Error("gfxsim litmus: error: --target '" + target + "': the timing model has configs for " + targets);
  const isa::TargetInfo* info = isa::findTarget(target);
  const bool rdna = info && info->rdna;  // WGP/CU modes, wave32 by default
  if (!ro.mode.empty()) {
    // The modes the target's memory-model table distinguishes (cu/wgp; notgsplit/tgsplit).
    const memmodel::Table* table = memmodel::tableFor(target);
    bool ok = table && std::find(table->modes().begin(), table->modes().end(), ro.mode) != table->modes().end();
    if (!ok) throw Error("gfxsim litmus: error: --mode '" + ro.mode + "' does not apply to " + target);
  }
  if (ro.wave64 && !rdna) throw Error("gfxsim litmus: error: --wave64 applies to gfx1030 and gfx1100 only");
  ro.target = target;
  ro.preload = !noPreload;
  ro.sync = !noSync;
  ro.stressWave = !noStressWave;
  ro.environments = !oneEnv;
  if (config.empty()) config = target;
  timing::GpuConfig gpu = timing::findGpu(config);
  if (gpu.agent.target.info->name != target) throw Error("gfxsim litmus: error: " + config + " is for " + gpu.agent.target.str() + ", not " + target);
  std::optional<tbb::global_control> gc;
  if (threads) gc.emplace(tbb::global_control::max_allowed_parallelism, threads);
  int rc = 0;
  for (const auto& f : files) {
    litmus::Test t = litmus::parseFile(f);
    litmus::RunResult r = litmus::run(t, ro, gpu);
    std::cout << litmus::report(r, ro);
    if (showCode && r.supported)
      for (const auto& [tid, code] : r.lowered.threadCode) std::cout << "Code of P" << tid << ":\n" << code;
    if (showKernel && r.supported) std::cout << "Kernel:\n" << r.lowered.assembly;
    if (mutate && r.supported) {
      unsigned total = 0, killed = 0, equivalent = 0;
      for (unsigned k = 1; k < r.lowered.sites.size(); ++k)
        for (unsigned s = 0; s < r.lowered.sites[k]; ++s) {
          litmus::RunOptions mo = ro;
          mo.mutation.kind = static_cast<litmus::Mutation::Kind>(k);
          mo.mutation.site = s;
          litmus::RunResult m = litmus::run(t, mo, gpu);
          // A change that leaves the code as it was, or removes only waits with nothing
          // outstanding (they do nothing), cannot be weaker.
          if (m.lowered.assembly == r.lowered.assembly || m.lowered.effective == r.lowered.effective) {
            std::printf("Mutant %s #%u: %s: equivalent (%s)\n", litmus::name(mo.mutation.kind), s, m.lowered.mutationApplied.c_str(),
                        m.lowered.assembly == r.lowered.assembly ? "the same machine code"
                                                                 : "the same machine code, apart from waits with nothing outstanding");
            ++equivalent;
            continue;
          }
          ++total;
          bool kill = m.positive > 0;
          killed += kill;
          std::printf("Mutant %s #%u: %s: %s (%llu of %llu)\n", litmus::name(mo.mutation.kind), s, m.lowered.mutationApplied.c_str(),
                      kill ? "killed" : "survived", static_cast<unsigned long long>(m.positive),
                      static_cast<unsigned long long>(m.positive + m.negative));
          if (showCode)  // the threads whose code the mutation changed
            for (size_t i = 0; i < m.lowered.threadCode.size() && i < r.lowered.threadCode.size(); ++i)
              if (m.lowered.threadCode[i].second != r.lowered.threadCode[i].second)
                std::printf("Mutant code of P%u:\n%s", m.lowered.threadCode[i].first, m.lowered.threadCode[i].second.c_str());
        }
      std::printf("Mutants %s: %u of %u killed (%u equivalent ones not counted)\n", r.name.c_str(), killed, total, equivalent);
    }
    std::cout << "\n";
    if (!r.supported) rc = rc ? rc : 2;
  }
  return rc;
}

}  // namespace gfxsim::cli
