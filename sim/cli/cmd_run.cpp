// gfxsim run CODE_OBJECT|FILE.s|FILE.cl --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]] [--arg SPEC]...
//            [--dump INDEX=FILE]... [--target GFX] [--config FILE] [--launch FILE.ini]
//            [--mode functional|timing] [--stats FILE.json] [--trace FILE.json] [--threads N]
//            [--lane-trace X[,Y[,Z]]=FILE] [--watchdog N] [--max-instructions N] [--max-cycles N]
//            [--progress auto|on|off]
#include <algorithm>
#include <boost/program_options.hpp>
#include <charconv>
#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <filesystem>
#include <iostream>
#include <optional>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "cli/cli.h"
#include "cli/common.h"
#include "cli/progress.h"
#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "launch_ini.h"
#include "runtime/agent_config.h"
#include "support/error.h"
#include "timing/catalog.h"
#include "support/fileio.h"
#include "timing/config.h"
#include "timing/gpu.h"

namespace gfxsim::cli {

namespace po = boost::program_options;

namespace {

// Sizes (X[,Y[,Z]], each at least 1, missing ones 1) or, with `coordinate`, a position
// (each at least 0, missing ones 0).
rt::Dim3 parseDims(const std::string& text, const char* what, bool coordinate = false) {
  rt::Dim3 d = coordinate ? rt::Dim3{0, 0, 0} : rt::Dim3{1, 1, 1};
  size_t pos = 0;
  for (unsigned i = 0; i < 3; ++i) {
    size_t comma = text.find(',', pos);
    std::string part = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    uint64_t v = 0;
    auto [p, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
    if (part.empty() || ec != std::errc() || p != part.data() + part.size() || (v == 0 && !coordinate) ||
        v > 0xffffffffull)
      throw Error(std::string("gfxsim run: error: --") + what + " '" + text + "': expected 1 to 3 " +
                  (coordinate ? "non-negative" : "positive") + " integers X[,Y[,Z]]");
    d[i] = static_cast<uint32_t>(v);
    if (comma == std::string::npos) return d;
    pos = comma + 1;
  }
  throw Error(std::string("gfxsim run: error: --") + what + " '" + text + "': at most 3 dimensions");
}

template <class T>
std::vector<uint8_t> bytesOf(T v) {
  std::vector<uint8_t> b(sizeof(T));
  std::memcpy(b.data(), &v, sizeof(T));
  return b;
}

// i32:V u32:V i64:V u64:V f32:V f64:V file:PATH zero:BYTES local:BYTES
device::HostArg parseArg(const std::string& spec, size_t index, const std::string& baseDir) {
  auto colon = spec.find(':');
  std::string where = "gfxsim run: error: --arg " + std::to_string(index) + " '" + spec + "': ";
  if (colon == std::string::npos) throw Error(where + "expected KIND:VALUE (i32, u32, i64, u64, f32, f64, file, zero, local)");
  std::string kind = spec.substr(0, colon), val = spec.substr(colon + 1);
  device::HostArg a;
  auto integer = [&](bool isSigned, unsigned bits) -> uint64_t {
    const char* b = val.data();
    const char* e = b + val.size();
    int base = 10;
    bool neg = false;
    if (isSigned && b < e && *b == '-') { neg = true; ++b; }
    if (e - b > 2 && b[0] == '0' && (b[1] == 'x' || b[1] == 'X')) { base = 16; b += 2; }
    uint64_t v = 0;
    auto [p, ec] = std::from_chars(b, e, v, base);
    if (b == e || ec != std::errc() || p != e) throw Error(where + "not an integer");
    uint64_t limit = bits == 64 ? ~0ull : (1ull << bits) - 1;
    if (isSigned) {
      uint64_t maxMag = (1ull << (bits - 1)) - (neg ? 0 : 1);
      if (v > maxMag) throw Error(where + "out of range for " + kind);
      return (neg ? 0 - v : v) & limit;
    }
    if (v > limit) throw Error(where + "out of range for " + kind);
    return v;
  };
  auto real = [&]() {
    char* end = nullptr;
    double v = std::strtod(val.c_str(), &end);
    if (val.empty() || *end) throw Error(where + "not a number");
    return v;
  };
  if (kind == "i32") a.bytes = bytesOf(static_cast<uint32_t>(integer(true, 32)));
  else if (kind == "u32") a.bytes = bytesOf(static_cast<uint32_t>(integer(false, 32)));
  else if (kind == "i64") a.bytes = bytesOf(integer(true, 64));
  else if (kind == "u64") a.bytes = bytesOf(integer(false, 64));
  else if (kind == "f32") a.bytes = bytesOf(static_cast<float>(real()));
  else if (kind == "f64") a.bytes = bytesOf(real());
  else if (kind == "file") {
    a.isBuffer = true;
    std::filesystem::path p(val);
    if (p.is_relative() && !baseDir.empty()) p = std::filesystem::path(baseDir) / p;
    a.bytes = readFileBytes(p.string());
    a.name = val;
  } else if (kind == "zero") {
    a.isBuffer = true;
    uint64_t n = integer(false, 64);
    if (n > (uint64_t{1} << 34)) throw Error(where + "buffer larger than 16 GiB");
    a.size = n;  // zero-filled in place by the device memory: no host copy
    a.name = "zero:" + val;
  } else if (kind == "local") {
    a.isLocal = true;
    a.localBytes = static_cast<uint32_t>(integer(false, 32));
    a.name = "local:" + val;
  } else {
    throw Error(where + "unknown kind '" + kind + "' (i32, u32, i64, u64, f32, f64, file, zero, local)");
  }
  return a;
}

}  // namespace

int cmdRun(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim run CODE_OBJECT --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]] [options]");
  std::string input, kernel, grid, block, target, launchFile, configFile;
  std::vector<std::string> argSpecs, dumps;
  std::string laneTrace;
  uint64_t watchdog = 0, maxInstructions = 0, maxCycles = 0;
  constexpr uint64_t kAny = ~uint64_t{0};
  std::string mode = "functional", statsFile, traceFile, progress = "auto";
  unsigned threads = 0;
  int optLevel = 2;
  opts.add_options()
      ("help,h", "show this help")
      ("input", po::value(&input), "code object (.hsaco), assembly (.s) assembled on the fly, or OpenCL C (.cl) compiled on the fly by gfxsim cc")
      ("opt,O", po::value(&optLevel), ".cl sources: optimisation level, -O0 or -O2 (default 2)")
      ("wave64", ".cl and .s sources on RDNA targets: compile for wave64 (default wave32)")
      ("kernel", po::value(&kernel), "kernel to run")
      ("grid", po::value(&grid), "grid size in work-items, X[,Y[,Z]] (HSA style)")
      ("block", po::value(&block), "work-group size, X[,Y[,Z]]")
      ("arg", po::value(&argSpecs)->composing(), "kernel argument in order: i32:V u32:V i64:V u64:V f32:V f64:V file:PATH zero:BYTES local:BYTES (a __local pointer)")
      ("dump", po::value(&dumps)->composing(), "INDEX=FILE: write buffer argument INDEX (0-based over all arguments) after the run")
      ("target", po::value(&target), "expected target (the code object names its own)")
      ("config", po::value(&configFile), "the GPU: a shipped one by name (vega64, mi210, rx6900xt, rx7900xtx, or its target) or a config file: compute units, wave slots, LDS, memory")
      ("gpu", po::value(&configFile), "the same as --config")
      ("launch", po::value(&launchFile), "launch description (.ini with kernel, grid, block and arg lines)")
      ("lane-trace", po::value(&laneTrace), "X[,Y[,Z]]=FILE: functional mode: write to FILE each instruction the wave of work-item X,Y,Z executes, with the registers it changed (the wave's scalar registers, the work-item's vector registers)")
      ("watchdog", checkedValue(&watchdog, "--watchdog", uint64_t{1}, kAny),
       fmt::format("instructions one wave may execute before it is reported as hung (default {})",
                   func::EngineOptions{}.watchdogInstructions).c_str())
      ("max-instructions", checkedValue(&maxInstructions, "--max-instructions", uint64_t{1}, kAny),
       fmt::format("instructions all waves of the dispatch may execute together before it is reported as hung "
                   "(default {}; timing: {})", func::kDefaultMaxInstructions, timing::kTimingMaxInstructions).c_str())
      ("max-cycles", checkedValue(&maxCycles, "--max-cycles", uint64_t{1}, kAny),
       fmt::format("timing: cycles the dispatch may run before it is reported as hung (default {})", timing::kTimingMaxCycles).c_str())
      ("mode", po::value(&mode), "functional (default) or timing (cycle-approximate; needs --config)")
      ("stats", po::value(&statsFile), "timing: write the statistics as JSON to FILE")
      ("trace", po::value(&traceFile), "timing: write a Chrome/Perfetto trace (JSON) to FILE")
      ("threads", checkedValue(&threads, "--threads", 1u, kMaxHostThreads), "timing: host threads (default: all cores); results do not depend on it")
      ("progress", po::value(&progress), kProgressHelp);
  po::variables_map vm;
  if (!parseCommandLine(args, opts, "input", vm)) return 0;
  if (input.empty()) throw Error("gfxsim run: error: no code object given");

  device::LaunchRequest req;
  std::string baseDir;
  if (!launchFile.empty()) {
    workloads::LaunchSpec spec = workloads::parse_launch_ini(readFileText(launchFile));
    baseDir = std::filesystem::path(launchFile).parent_path().string();
    if (kernel.empty()) kernel = spec.kernel;
    if (grid.empty()) grid = std::to_string(spec.grid.x) + "," + std::to_string(spec.grid.y) + "," + std::to_string(spec.grid.z);
    if (block.empty()) block = std::to_string(spec.block.x) + "," + std::to_string(spec.block.y) + "," + std::to_string(spec.block.z);
    if (argSpecs.empty()) argSpecs = spec.args;
  }
  if (kernel.empty()) throw Error("gfxsim run: error: --kernel is required");
  if (grid.empty() || block.empty()) throw Error("gfxsim run: error: --grid and --block are required");
  req.kernel = kernel;
  req.geometry.grid = parseDims(grid, "grid");
  req.geometry.group = parseDims(block, "block");
  for (size_t i = 0; i < argSpecs.size(); ++i) req.args.push_back(parseArg(argSpecs[i], i, baseDir));
  if (!target.empty()) req.target = resolveTarget(target, false, "run");
  std::optional<ProgressLine> progressLine;
  if (progressShown(parseProgressMode(progress, "run"))) progressLine.emplace("kernel " + kernel);
  if (mode != "functional" && mode != "timing")
    throw Error("gfxsim run: error: --mode '" + mode + "': expected functional or timing");
  bool timingMode = mode == "timing";
  if (timingMode && configFile.empty())
    throw Error("gfxsim run: error: --mode timing needs --gpu (or --config): " + timing::gpuCatalogSummary() + ", or a config file");
  if (!timingMode && (!statsFile.empty() || !traceFile.empty()))
    throw Error("gfxsim run: error: --stats and --trace need --mode timing");
  std::string agentName;
  std::optional<timing::GpuConfig> gpu;
  if (!configFile.empty()) {
    gpu = timing::findGpu(configFile);
    rt::AgentConfig agent = gpu->agent;
    if (req.target && req.target->info != agent.target.info)
      throw Error("gfxsim run: error: --target " + target + " disagrees with " + configFile + " (" + agent.target.str() + ")");
    req.target = agent.target;
    req.runtime = agent.runtimeConfig();
    agentName = agent.name;
  }
  if (vm.count("watchdog")) req.engine.watchdogInstructions = watchdog;
  if (vm.count("max-instructions")) req.engine.maxInstructions = maxInstructions;
  if (vm.count("max-cycles") && !timingMode) throw Error("gfxsim run: error: --max-cycles needs --mode timing");
  std::vector<std::pair<size_t, std::string>> dumpTo;
  for (const auto& d : dumps) {
    auto eq = d.find('=');
    size_t idx = 0;
    auto [p, ec] = std::from_chars(d.data(), d.data() + (eq == std::string::npos ? 0 : eq), idx);
    if (eq == std::string::npos || eq == 0 || ec != std::errc() || p != d.data() + eq || eq + 1 >= d.size())
      throw Error("gfxsim run: error: --dump '" + d + "': expected INDEX=FILE");
    if (idx >= req.args.size() || !req.args[idx].isBuffer)
      throw Error("gfxsim run: error: --dump " + std::to_string(idx) + ": argument " + std::to_string(idx) + " is not a buffer");
    dumpTo.emplace_back(idx, d.substr(eq + 1));
  }
  // Only the buffers written out are read back from the device.
  for (size_t i = 0; i < req.args.size(); ++i)
    req.args[i].readBack = std::any_of(dumpTo.begin(), dumpTo.end(), [&](const auto& d) { return d.first == i; });

  std::string laneTraceFile;
  if (!laneTrace.empty()) {
    auto eq = laneTrace.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 >= laneTrace.size())
      throw Error("gfxsim run: error: --lane-trace '" + laneTrace + "': expected X[,Y[,Z]]=FILE");
    if (timingMode) throw Error("gfxsim run: error: --lane-trace needs --mode functional");
    req.engine.laneTrace = std::make_shared<func::LaneTrace>();
    req.engine.laneTrace->item = parseDims(laneTrace.substr(0, eq), "lane-trace", true);
    const rt::Dim3& it = req.engine.laneTrace->item;
    if (it.x >= req.geometry.grid.x || it.y >= req.geometry.grid.y || it.z >= req.geometry.grid.z)
      throw Error("gfxsim run: error: --lane-trace '" + laneTrace + "': work-item outside the grid " + grid);
    laneTraceFile = laneTrace.substr(eq + 1);
  }

  // A .s source is assembled first, a .cl source compiled by gfxsim's own compiler.
  bool wave64 = vm.count("wave64") > 0;
  std::vector<uint8_t> code;
  if (input.size() > 2 && input.ends_with(".s")) {
    std::string source = readFileText(input);
    std::string t = target.empty() ? targetFromSource(source) : target;
    if (t.empty()) throw Error(input + ": error: no --target and no .amdgcn_target");
    as::AsmOptions ao;
    ao.target = resolveTarget(t, wave64, "run");
    code = as::buildCodeObject(as::assemble(source, input, ao), false);
  } else if (input.size() > 3 && input.ends_with(".cl")) {
    if (!req.target) throw Error("gfxsim run: error: " + input + ": a .cl source needs --target or --config to say what to compile for");
    if (optLevel < 0 || optLevel > 3) throw Error("gfxsim run: error: -O" + std::to_string(optLevel) + ": expected -O0 to -O3");
    driver::CompileOptions co;
    co.target = resolveTarget(req.target->str(), wave64, "run");
    co.optLevel = optLevel;
    code = driver::compileOpenCL(readFileText(input), input, co).object;
  } else {
    code = readFileBytes(input);
  }
  std::optional<timing::TimingEngine> timingEngine;
  if (timingMode) {
    timing::TimingOptions to;
    to.threads = threads;
    to.tracePath = traceFile;
    if (vm.count("watchdog")) to.watchdogInstructions = watchdog;
    if (vm.count("max-instructions")) to.maxInstructions = maxInstructions;
    if (vm.count("max-cycles")) to.maxCycles = maxCycles;
    if (progressLine) to.progress = &*progressLine;
    timingEngine.emplace(*gpu, to);
    req.processor = &*timingEngine;
  }
  if (progressLine) req.engine.progress = &*progressLine;
  device::LaunchResult r = device::launchKernel(code, input, req);
  if (progressLine) progressLine->finish();
  // The kernel's printf output, as a runtime prints it when the dispatch completes.
  std::cout << r.printfText << std::flush;
  if (!r.printfWarning.empty()) std::cerr << "gfxsim run: warning: " << r.printfWarning << "\n";
  for (const auto& [idx, file] : dumpTo) writeFileAtomic(file, r.buffers[idx]);
  if (!laneTraceFile.empty()) writeFileAtomic(laneTraceFile, req.engine.laneTrace->text);
  const auto& s = r.dispatch.stats;
  if (timingEngine) {
    std::cout << timing::statsTable(timingEngine->stats());
    if (!statsFile.empty()) writeFileAtomic(statsFile, timing::statsJson(timingEngine->stats()));
  }
  std::cout << "kernel " << kernel << " on " << r.target.str() << (agentName.empty() ? "" : " [" + agentName + "]") << " (wave"
            << r.waveSize << "): " << s.workgroups
            << " work-groups, " << s.waves << " waves, " << s.waveInstructions << " wave instructions, " << s.laneOps
            << " lane operations\n";
  if (r.dispatch.fault) {
    std::cerr << "gfxsim run: kernel fault: " << r.dispatch.fault->str() << "\n";
    if (!dumpTo.empty()) std::cerr << "gfxsim run: buffers were dumped as the kernel left them\n";
    return 1;
  }
  return 0;
}

}  // namespace gfxsim::cli
