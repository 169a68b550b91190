#include "cli/bench_large.h"

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <fstream>
#include <functional>
#include <limits>
#include <optional>
#include <span>

#include "cli/common.h"
#include "cli/fidelity_programs.h"
#include "cli/host_args.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/catalog.h"
#include "timing/gpu.h"

#ifndef GFXSIM_SOURCE_DIR
#define GFXSIM_SOURCE_DIR "."
#endif

namespace gfxsim::cli {

namespace {

constexpr uint64_t kStreamElements = uint64_t{1} << 24;  // saxpy, STREAM triad
constexpr uint64_t kBabelElements = uint64_t{1} << 25;   // BabelStream: 3 arrays of 256 MiB
constexpr uint32_t kBlock = 256;
constexpr uint32_t kDotGroups = 256;  // dot's grid, as BabelStream's OpenCL version fixes it
constexpr double kScalar = 0.4;       // BabelStream's startScalar
constexpr float kSaxpyA = 1.73205080757f;  // the saxpy workload's: fused and unfused differ

// The process's peak resident memory: VmHWM, reset before each case through clear_refs (Linux
// 4.0 and later) so that a row shows its own peak; getrusage's lifetime peak where that fails.
bool resetPeakRss() {
  std::ofstream f("/proc/self/clear_refs");
  f << "5";
  f.flush();
  return static_cast<bool>(f);
}
uint64_t peakRssBytes() {
  std::ifstream f("/proc/self/status");
  std::string line;
  while (std::getline(f, line))
    if (line.starts_with("VmHWM:")) return std::stoull(line.substr(6)) * 1024;  // "VmHWM:  1234 kB"
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  return static_cast<uint64_t>(ru.ru_maxrss) * 1024;
}

// Where a case runs: a code object, and the shipped GPU in timing mode (none: functional).
struct Setup {
  std::vector<uint8_t> code;
  std::string file;
  std::optional<timing::GpuConfig> gpu;
  std::string where;  // target or GPU name
  unsigned threads = 1;
  ProgressMode progress = ProgressMode::Auto;
};

struct Row {
  std::string name, where, mode;
  uint64_t elements = 0, bufferBytes = 0, waveInstructions = 0, cycles = 0, peakRss = 0;
  double simSeconds = 0, nativeSeconds = 0;
  unsigned threads = 1;
  bool ok = false;
  std::string detail;
};

// A case's row, its peak memory counted from here.
Row startRow(std::string name, const Setup& s, uint64_t n) {
  Row row;
  row.name = std::move(name);
  row.where = s.where;
  row.elements = n;
  resetPeakRss();
  return row;
}

// One dispatch of `kernel` over `items` work-items; the row gets its figures.
device::LaunchResult dispatch(const Setup& s, const std::string& kernel, uint64_t items, std::vector<device::HostArg> args, Row& row) {
  device::LaunchRequest req;
  req.kernel = kernel;
  uint64_t grid = (items + kBlock - 1) / kBlock * kBlock;
  if (grid > std::numeric_limits<uint32_t>::max()) throw Error(fmt::format("gfxsim bench: error: {} work-items do not fit a grid", grid));
  req.geometry.grid = rt::Dim3{static_cast<uint32_t>(grid), 1, 1};
  req.geometry.group = rt::Dim3{kBlock, 1, 1};
  req.args = std::move(args);
  // These kernels end by construction and the large ones run past the default budgets, which
  // are there to report a hang within seconds; the per-wave watchdog still applies.
  req.engine.maxInstructions = std::numeric_limits<uint64_t>::max();
  std::optional<ProgressLine> line;
  if (progressShown(s.progress)) line.emplace(fmt::format("{} on {}", row.name, s.where));
  if (line) req.engine.progress = &*line;
  std::optional<timing::TimingEngine> engine;
  if (s.gpu) {
    timing::TimingOptions to;
    to.threads = s.threads;
    to.maxInstructions = to.maxCycles = std::numeric_limits<uint64_t>::max();
    if (line) to.progress = &*line;
    engine.emplace(*s.gpu, to);
    req.runtime = s.gpu->agent.runtimeConfig();
    req.processor = &*engine;
  }
  for (const auto& a : req.args) row.bufferBytes += a.isBuffer ? std::max<uint64_t>(a.size, a.contents().size()) : 0;
  device::LaunchResult r = device::launchKernel(s.code, s.file, req);
  if (line) line->finish();
  row.waveInstructions = r.dispatch.stats.waveInstructions;
  row.simSeconds = r.dispatch.stats.hostSeconds;
  row.cycles = engine ? engine->stats().cycles : 0;
  row.threads = engine ? s.threads : 1;
  row.mode = engine ? "timing" : "functional";
  if (r.dispatch.fault) {
    row.ok = false;
    row.detail = "kernel fault: " + r.dispatch.fault->str();
  }
  return r;
}

// Times `loop` the way the simulator's dispatch is timed (steady clock around it).
template <class F>
double timed(F&& loop) {
  auto t0 = std::chrono::steady_clock::now();
  loop();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Every element bit-equal to want[i].
template <class T>
void checkExact(Row& row, const std::vector<uint8_t>& got, const std::vector<T>& want, const char* array) {
  if (!row.detail.empty()) return;  // a fault
  row.detail = firstDifference(got, want, array);
  row.ok = row.detail.empty();
  if (row.ok) row.detail = fmt::format("{}: {} values exact", array, want.size());
}

// got[i] = s * x[i] + y[i], bit-equal to the fused or to the separately rounded result (OpenCL
// lets a compiler contract it; nothing else is right). `separate` is the native loop's result.
template <class T>
void checkMulAdd(Row& row, const std::vector<uint8_t>& got, T s, const std::vector<T>& x, const std::vector<T>& y,
                 const std::vector<T>& separate, const char* array) {
  if (!row.detail.empty()) return;
  if (got.size() != x.size() * sizeof(T)) {
    row.detail = fmt::format("{}: {} bytes read back, expected {}", array, got.size(), x.size() * sizeof(T));
    return;
  }
  uint64_t fused = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    T g = at<T>(got, i), f = std::fma(s, x[i], y[i]);
    bool isSeparate = std::memcmp(&g, &separate[i], sizeof(T)) == 0, isFused = std::memcmp(&g, &f, sizeof(T)) == 0;
    if (!isSeparate && !isFused) {
      row.detail = fmt::format("{}[{}] = {}, expected {} (fma) or {} (mul+add)", array, i, g, f, separate[i]);
      return;
    }
    fused += isFused && !isSeparate;
  }
  row.ok = true;
  row.detail = fmt::format("{}: {} values exact ({} only as fused)", array, x.size(), fused);
}

// gfxsim cc's -O2 build of workloads/stream/stream.cl (bench measures the simulator on it).
std::vector<uint8_t> compileStream(const isa::TargetId& target) { return fidelityObject("stream", target, FidelityCompiler::Gfxsim).code; }

// saxpy (the workload's kernel, clang-19's -O2 build for the target) at 2^24 floats.
Row saxpyCase(Setup& s, uint64_t n) {
  Row row = startRow("saxpy", s, n);
  std::vector<float> x = filled<float>(n, 1, -4.0f, 4.0f), y = filled<float>(n, 2, -4.0f, 4.0f), out(n);
  row.nativeSeconds = timed([&] {
    for (size_t i = 0; i < n; ++i) out[i] = kSaxpyA * x[i] + y[i];
  });
  std::vector<device::HostArg> args;
  args.push_back(value(kSaxpyA));
  args.push_back(input(x, "x"));
  args.push_back(input(y, "y"));
  args.push_back(output(n * sizeof(float), "out"));
  args.push_back(value(static_cast<uint32_t>(n)));
  device::LaunchResult r = dispatch(s, "saxpy", n, std::move(args), row);
  checkMulAdd(row, r.buffers[3], kSaxpyA, x, y, out, "out");
  row.peakRss = peakRssBytes();
  return row;
}

// The STREAM triad a = b + scalar * c at 2^24 doubles.
Row triadCase(Setup& s, uint64_t n) {
  Row row = startRow("triad", s, n);
  std::vector<double> b = filled<double>(n, 3, 0.1, 0.2), c = filled<double>(n, 4, 0.0, 0.1), a(n);
  row.nativeSeconds = timed([&] {
    for (size_t i = 0; i < n; ++i) a[i] = b[i] + kScalar * c[i];
  });
  std::vector<device::HostArg> args;
  args.push_back(output(n * sizeof(double), "a"));
  args.push_back(input(b, "b"));
  args.push_back(input(c, "c"));
  args.push_back(value(kScalar));
  args.push_back(value(static_cast<uint32_t>(n)));
  device::LaunchResult r = dispatch(s, "triad", n, std::move(args), row);
  checkMulAdd(row, r.buffers[0], kScalar, c, b, a, "a");
  row.peakRss = peakRssBytes();
  return row;
}

// BabelStream's sequence on one GPU: copy, mul, add, triad, dot, each kernel a dispatch whose
// output is checked against the native loop's, which also gives the next kernel its inputs.
// `add` gets each kernel's row as soon as it is done.
void babelStreamCase(Setup& s, uint64_t n, const std::function<void(const Row&)>& add) {
  std::vector<double> a = filled<double>(n, 5, 0.1, 0.2), b = filled<double>(n, 6, 0.2, 0.3), c(n);
  const uint64_t arrayBytes = n * sizeof(double);
  // One kernel: its dispatch over `items` work-items, then the native loop, then the check
  // of the dispatch's buffers against the loop's result.
  auto kernel = [&](const char* name, uint64_t items, std::vector<device::HostArg> args, auto&& native, auto&& check) {
    Row row = startRow(std::string("babel-") + name, s, n);
    device::LaunchResult r = dispatch(s, name, items, std::move(args), row);
    row.nativeSeconds = timed(native);
    check(row, r.buffers);
    row.peakRss = peakRssBytes();
    add(row);
  };
  auto count = [&] { return value(static_cast<uint32_t>(n)); };
  using Buffers = std::vector<std::vector<uint8_t>>;
  kernel("copy", n, {input(a, "a"), output(arrayBytes, "c"), count()},
         [&] { for (size_t i = 0; i < n; ++i) c[i] = a[i]; },
         [&](Row& row, const Buffers& got) { checkExact(row, got[1], c, "c"); });
  kernel("mul", n, {output(arrayBytes, "b"), input(c, "c"), value(kScalar), count()},
         [&] { for (size_t i = 0; i < n; ++i) b[i] = kScalar * c[i]; },
         [&](Row& row, const Buffers& got) { checkExact(row, got[0], b, "b"); });
  kernel("add", n, {input(a, "a"), input(b, "b"), output(arrayBytes, "c"), count()},
         [&] { for (size_t i = 0; i < n; ++i) c[i] = a[i] + b[i]; },
         [&](Row& row, const Buffers& got) { checkExact(row, got[2], c, "c"); });
  kernel("triad", n, {output(arrayBytes, "a"), input(b, "b"), input(c, "c"), value(kScalar), count()},
         [&] { for (size_t i = 0; i < n; ++i) a[i] = b[i] + kScalar * c[i]; },
         [&](Row& row, const Buffers& got) { checkMulAdd(row, got[0], kScalar, c, b, a, "a"); });
  double native = 0;
  kernel("dot", uint64_t{kDotGroups} * kBlock, {input(a, "a"), input(b, "b"), output(kDotGroups * sizeof(double), "sums"), count()},
         [&] { for (size_t i = 0; i < n; ++i) native += a[i] * b[i]; },
         [&](Row& row, const Buffers& got) {
           // The kernel's own order: work-item g sums elements g, g + grid, ... with fma, then
           // each group halves its 256 sums. (A work-item's elements ascend, so one pass over
           // the arrays does it.)
           const uint64_t items = uint64_t{kDotGroups} * kBlock;
           std::vector<double> partial(items, 0.0), sums(kDotGroups);
           for (size_t i = 0; i < n; ++i) partial[i % items] = std::fma(a[i], b[i], partial[i % items]);
           for (uint32_t g = 0; g < kDotGroups; ++g) {
             double* w = partial.data() + uint64_t{g} * kBlock;
             for (uint32_t offset = kBlock / 2; offset > 0; offset /= 2)
               for (uint32_t li = 0; li < offset; ++li) w[li] += w[li + offset];
             sums[g] = w[0];
           }
           checkExact(row, got[2], sums, "sums");
           double total = 0;
           for (double v : sums) total += v;
           if (row.ok) row.detail += fmt::format("; dot {:.17g} (native loop {:.17g})", total, native);
         });
}

std::string mib(uint64_t bytes) { return fmt::format("{:.1f}", static_cast<double>(bytes) / (1 << 20)); }

void printRow(const Row& r) {
  double perThread = r.simSeconds > 0 ? static_cast<double>(r.waveInstructions) / r.simSeconds / r.threads : 0;
  double ratio = r.nativeSeconds > 0 ? r.simSeconds / r.nativeSeconds : 0;
  fmt::print("{:<13} {:<9} {:<10} {:>9} {:>11} {:>10} {:>8.3f} {:>12.3g} {:>8} {:>8} {:>9.4f} {:>9.0f}x  {}\n", r.name, r.where,
             r.mode, r.elements, r.waveInstructions, r.cycles ? std::to_string(r.cycles) : "-", r.simSeconds, perThread,
             mib(r.peakRss), mib(r.bufferBytes), r.nativeSeconds, ratio, r.ok ? "ok" : "FAILED");
  if (!r.ok) fmt::print("  {}\n", r.detail.substr(0, 300));
}

std::string rowJson(const Row& r) {
  return fmt::format(
      "{{\"case\": \"{}\", \"where\": \"{}\", \"mode\": \"{}\", \"elements\": {}, \"wave_instructions\": {}, \"cycles\": {}, "
      "\"host_seconds\": {:.6f}, \"threads\": {}, \"wave_instructions_per_s_per_thread\": {:.6g}, \"peak_rss_bytes\": {}, "
      "\"buffer_bytes\": {}, \"native_seconds\": {:.6f}, \"native_ratio\": {:.6g}, \"check\": {}}}",
      r.name, r.where, r.mode, r.elements, r.waveInstructions, r.cycles, r.simSeconds, r.threads,
      r.simSeconds > 0 ? static_cast<double>(r.waveInstructions) / r.simSeconds / r.threads : 0, r.peakRss, r.bufferBytes,
      r.nativeSeconds, r.nativeSeconds > 0 ? r.simSeconds / r.nativeSeconds : 0, r.ok ? "true" : "false");
}

}  // namespace

const std::vector<std::string>& largeCaseNames() {
  static const std::vector<std::string> names{"saxpy", "triad", "babelstream"};
  return names;
}

namespace {

// BabelStream's setup on one shipped GPU: `code` (stream.cl built for its target), timing mode.
Setup babelSetup(const timing::GpuConfig& gpu, const std::string& where, unsigned threads, ProgressMode progress, std::vector<uint8_t> code,
                 std::string file) {
  Setup s;
  s.gpu = gpu;
  s.where = where;
  s.threads = threads;
  s.progress = progress;
  s.file = std::move(file);
  s.code = std::move(code);
  return s;
}

}  // namespace

std::vector<BabelStreamKernel> babelStreamKernels(const timing::GpuConfig& gpu, const std::string& where, uint64_t n,
                                                  unsigned threads, ProgressMode progress, const std::vector<uint8_t>& code,
                                                  const std::string& file) {
  Setup s = babelSetup(gpu, where, threads, progress, code, file);
  std::vector<BabelStreamKernel> out;
  babelStreamCase(s, n, [&](const Row& r) { out.push_back({r.name.substr(6), r.cycles, r.ok, r.detail}); });  // "babel-copy"
  return out;
}

int benchLarge(const BenchLargeOptions& opt) {
  std::vector<std::string> cases = opt.cases.empty() ? largeCaseNames() : opt.cases;
  for (const auto& c : cases)
    if (std::find(largeCaseNames().begin(), largeCaseNames().end(), c) == largeCaseNames().end())
      throw Error(fmt::format("gfxsim bench: error: --case '{}': expected saxpy, triad or babelstream", c));
  fmt::print("large cases: host seconds of the dispatch, and its ratio to a native C++ loop over the same arrays in this\n"
             "process; peak = this process's resident memory at its highest during the case (VmHWM), buffers = the\n"
             "dispatch's buffer arguments\n");
  fmt::print("{:<13} {:<9} {:<10} {:>9} {:>11} {:>10} {:>8} {:>12} {:>8} {:>8} {:>9} {:>10}  {}\n", "case", "where", "mode",
             "elements", "wave-insts", "cycles", "host s", "w-i/s/thread", "peak MiB", "buf MiB", "native s", "sim/native",
             "check");
  std::vector<Row> rows;
  std::function<void(const Row&)> add = [&](const Row& r) {
    printRow(r);
    std::fflush(stdout);
    rows.push_back(r);
  };
  std::vector<std::string> targets = opt.targets.empty() ? std::vector<std::string>{"gfx900", "gfx1030"} : opt.targets;
  for (const auto& c : cases) {
    if (c == "babelstream") {
      std::vector<std::string> gpus = opt.targets;
      if (gpus.empty())
        for (const auto& e : timing::gpuCatalog()) gpus.emplace_back(e.name);
      for (const auto& g : gpus) {
        timing::GpuConfig gpu = timing::findGpu(g);
        Setup s = babelSetup(gpu, g, opt.threads, opt.progress, compileStream(resolveTarget(gpu.agent.target.str(), false, "bench")), "stream.cl");
        babelStreamCase(s, opt.elements ? opt.elements : kBabelElements, add);
      }
      continue;
    }
    for (const auto& t : targets) {
      Setup s;
      s.where = t;
      s.threads = opt.threads;
      s.progress = opt.progress;
      if (opt.timing) s.gpu = timing::findGpu(t);
      isa::TargetId id = resolveTarget(s.gpu ? s.gpu->agent.target.str() : t, false, "bench");
      uint64_t n = opt.elements ? opt.elements : kStreamElements;
      if (c == "saxpy") {
        s.file = std::string(GFXSIM_SOURCE_DIR) + "/tests/golden/clang19/" + std::string(id.info->name) + "/saxpy-O2.hsaco";
        s.code = readFileBytes(s.file);
        add(saxpyCase(s, n));
      } else {
        s.file = "stream.cl";
        s.code = compileStream(id);
        add(triadCase(s, n));
      }
    }
  }
  bool ok = std::all_of(rows.begin(), rows.end(), [](const Row& r) { return r.ok; });
  if (!opt.json.empty()) {
    std::string out = "{\"mode\": \"large\", \"results\": [";
    for (size_t i = 0; i < rows.size(); ++i) out += (i ? ", " : "") + rowJson(rows[i]);
    writeFileAtomic(opt.json, out + "]}\n");
  }
  return ok ? 0 : 1;
}

}  // namespace gfxsim::cli
