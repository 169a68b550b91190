// gfxsim_difftest: the generated-program differential test (see README.md).
//
//   gfxsim_difftest --target T [--wave64] [--count N] [--seed S] [--batch K] [--jobs J]
//                   [--keep-failures DIR] [--builds LIST] [--emit] [--source FILE] [--lane-trace N]
//
// Kernel i of a run has seed S + i, so a failure is reproduced with --seed <its seed>
// --count 1. Exit status: 0 when no program failed, 1 when one did, 2 for a usage or set-up
// error. A program whose reference build alone differs (REFERENCE-ONLY) is reported and kept,
// but is neither a pass nor a failure (README.md).
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include <unistd.h>

#include "generator.h"
#include "harness.h"
#include "support/error.h"
#include "support/fileio.h"

using namespace gfxsim;
using namespace gfxsim::difftest;

namespace {

const char* kUsage =
    "usage: gfxsim_difftest --target T [--wave64] [--count N] [--seed S] [--batch K] [--jobs J]\n"
    "                       [--keep-failures DIR] [--builds LIST] [--emit] [--source FILE]\n"
    "                       [--lane-trace N]\n"
    "  --target T          gfx900, gfx90a, gfx1030, gfx1100 (RDNA: wave32 unless --wave64)\n"
    "  --count N           programs to generate and run (default 100)\n"
    "  --seed S            seed of the first program; program i has seed S+i (default: from the clock)\n"
    "  --batch K           kernels per .cl file, compiled by one clang invocation (default 50)\n"
    "  --jobs J            batches run in parallel (default: the hardware threads)\n"
    "  --keep-failures DIR write each failing kernel's .cl file into DIR\n"
    "  --builds LIST       builds to compare, the first the reference (default: clang-O2,clang-O0\n"
    "                      and, with gfxsim's compiler linked in, gfxsim-O2,gfxsim-O0)\n"
    "  --emit              print the generated .cl file of the seeds and exit\n"
    "  --lane-trace N      with --count 1: write each build's trace of work-item N (every instruction\n"
    "                      its wave executes, with the registers it changed) as KERNEL-BUILD.trace\n"
    "                      into the --keep-failures DIR, or the current directory\n"
    "  --source FILE       with --count 1: run FILE (e.g. a hand-reduced --emit or --keep-failures\n"
    "                      file) instead of the generated text, with the seed's launch and inputs\n";

uint64_t parseNumber(const std::string& opt, const std::string& text) {
  try {
    size_t used = 0;
    unsigned long long v = std::stoull(text, &used, 0);
    if (used == text.size() && !text.empty() && text[0] != '-') return v;
  } catch (const std::exception&) {
  }
  throw Error(opt + ": '" + text + "' is not a non-negative number");
}

struct Args {
  std::string target;
  bool wave64 = false;
  uint64_t count = 100;
  std::optional<uint64_t> seed;
  uint64_t batch = 50;
  unsigned jobs = 0;
  std::string keep;
  std::string builds;
  bool emit = false;
  std::string source;
  std::optional<uint64_t> laneTrace;
};

Args parseArgs(int argc, char** argv) {
  Args a;
  for (int i = 1; i < argc; ++i) {
    std::string o = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw Error(o + " needs a value");
      return argv[++i];
    };
    if (o == "--target") a.target = value();
    else if (o == "--wave64") a.wave64 = true;
    else if (o == "--count") a.count = parseNumber(o, value());
    else if (o == "--seed") a.seed = parseNumber(o, value());
    else if (o == "--batch") a.batch = parseNumber(o, value());
    else if (o == "--jobs") a.jobs = static_cast<unsigned>(parseNumber(o, value()));
    else if (o == "--keep-failures") a.keep = value();
    else if (o == "--builds") a.builds = value();
    else if (o == "--emit") a.emit = true;
    else if (o == "--source") a.source = value();
    else if (o == "--lane-trace") a.laneTrace = parseNumber(o, value());
    else if (o == "--help" || o == "-h") {
      std::fputs(kUsage, stdout);
      std::exit(0);
    } else throw Error("unknown option '" + o + "'");
  }
  if (a.target.empty()) throw Error("--target is required");
  if (a.batch == 0) throw Error("--batch must be at least 1");
  if (a.count == 0) throw Error("--count must be at least 1");
  if (!a.source.empty() && a.count != 1) throw Error("--source needs --count 1");
  if (a.laneTrace && a.count != 1) throw Error("--lane-trace needs --count 1");
  return a;
}

int run(const Args& a) {
  HarnessOptions opt;
  opt.target = parseTarget(a.target, a.wave64);
  opt.builds = a.builds.empty() ? defaultBuilds() : parseBuilds(a.builds);
  opt.keepFailuresDir = a.keep;
  if (a.laneTrace) {
    if (*a.laneTrace > 0xffffffffull) throw Error("--lane-trace: work-item " + std::to_string(*a.laneTrace) + " is out of range");
    opt.laneTraceItem = static_cast<uint32_t>(*a.laneTrace);
    if (!a.keep.empty()) opt.laneTraceDir = a.keep;
    std::error_code ec;
    std::filesystem::create_directories(opt.laneTraceDir, ec);
    if (ec) throw Error("--lane-trace: cannot create " + opt.laneTraceDir + ": " + ec.message());
  }
  const char* src = std::getenv("GFXSIM_SOURCE_DIR");
  opt.sourceDir = src && *src ? src : GFXSIM_SOURCE_DIR;
  const uint64_t seed0 = a.seed ? *a.seed
                                : static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());

  if (a.emit) {
    std::vector<GeneratedKernel> ks;
    for (uint64_t i = 0; i < a.count; ++i) ks.push_back(generateKernel(seed0 + i));
    std::vector<const GeneratedKernel*> ptrs;
    for (const auto& k : ks) ptrs.push_back(&k);
    std::fputs(batchSource(ptrs).c_str(), stdout);
    return 0;
  }

  const unsigned jobs = a.jobs ? a.jobs : std::max(1u, std::thread::hardware_concurrency());
  const uint64_t batches = (a.count + a.batch - 1) / a.batch;
  std::string builds;
  for (size_t i = 0; i < opt.builds.size(); ++i)
    builds += (i ? ", " : "") + opt.builds[i].label() + (i == 0 ? " (reference)" : "");
  std::printf("gfxsim_difftest: %s, builds %s; seeds %llu..%llu in batches of %llu, %u job%s\n", opt.target.label().c_str(),
              builds.c_str(), static_cast<unsigned long long>(seed0), static_cast<unsigned long long>(seed0 + a.count - 1),
              static_cast<unsigned long long>(a.batch), jobs, jobs == 1 ? "" : "s");
  std::fflush(stdout);

  std::mutex mu;
  BatchResult total;
  std::string setupError;
  uint64_t statements = 0;
  auto start = std::chrono::steady_clock::now();
  const bool progressTty = isatty(fileno(stderr)) != 0;
  unsigned lastTenth = 0;
  auto oneBatch = [&](uint64_t b) {
    std::vector<GeneratedKernel> ks;
    for (uint64_t i = b * a.batch; i < std::min(a.count, (b + 1) * a.batch); ++i) ks.push_back(generateKernel(seed0 + i));
    if (!a.source.empty()) {
      // The file's own text replaces the kernel (its copy of the preamble is dropped).
      std::string text = readFileText(a.source);
      if (text.rfind(preamble(), 0) == 0) text.erase(0, preamble().size());
      ks[0].source = text;
    }
    BatchResult r;
    try {
      r = runBatch(opt, ks);
    } catch (const std::exception& e) {
      std::lock_guard<std::mutex> lock(mu);
      if (setupError.empty()) setupError = e.what();
      return;
    }
    std::lock_guard<std::mutex> lock(mu);
    total.programs += r.programs;
    total.passed += r.passed;
    for (const auto& k : ks) statements += k.statements;
    for (const auto& f : r.failures) {
      std::printf("FAIL %s seed %llu (%s): %s\n  reproduce: %s\n", opt.target.label().c_str(),
                  static_cast<unsigned long long>(f.seed), f.kernel.c_str(), f.what.c_str(),
                  reproduceCommand(opt, f.seed).c_str());
      total.failures.push_back(f);
    }
    // Progress on stderr: a rewritten line on a terminal, else a line per tenth of the run.
    unsigned tenth = static_cast<unsigned>(total.programs * 10 / std::max<uint64_t>(a.count, 1));
    if (progressTty || (tenth > lastTenth && total.programs < a.count)) {
      lastTenth = tenth;
      double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::fprintf(stderr, "%s%s: %u/%llu programs, %zu failed, %zu %s alone differs, %.0f s%s", progressTty ? "\r" : "",
                   opt.target.label().c_str(), total.programs, static_cast<unsigned long long>(a.count), total.failures.size() + r.failures.size(),
                   total.outliers.size() + r.outliers.size(), opt.builds[0].label().c_str(), secs, progressTty ? "" : "\n");
    }
    for (const auto& f : r.outliers) {
      std::printf("REFERENCE-ONLY %s seed %llu (%s): %s\n  reproduce: %s\n", opt.target.label().c_str(),
                  static_cast<unsigned long long>(f.seed), f.kernel.c_str(), f.what.c_str(),
                  reproduceCommand(opt, f.seed).c_str());
      total.outliers.push_back(f);
    }
    std::fflush(stdout);
  };
  if (jobs == 1 || batches == 1) {
    for (uint64_t b = 0; b < batches; ++b) oneBatch(b);
  } else {
    tbb::global_control gc(tbb::global_control::max_allowed_parallelism, jobs);
    tbb::parallel_for(uint64_t{0}, batches, oneBatch);
  }
  if (progressTty) std::fputs("\n", stderr);
  if (!setupError.empty()) throw Error(setupError);
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s: %u programs (%.1f statements on average), %u passed, %zu failed, %zu where %s alone differs in %.1f s "
              "(%.2f programs/s)\n",
              opt.target.label().c_str(), total.programs, total.programs ? double(statements) / total.programs : 0.0,
              total.passed, total.failures.size(), total.outliers.size(), opt.builds[0].label().c_str(), secs,
              secs > 0 ? total.programs / secs : 0.0);
  return total.failures.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(parseArgs(argc, argv));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gfxsim_difftest: error: %s\n", e.what());
    return 2;
  }
}
