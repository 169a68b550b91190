#include "cli/bench_large.h"

#include <sys/resource.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <fstream>
#include <functional>
#include <limits>
#include <memory>
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
// The heap the previous case freed is handed back first (glibc keeps it, and a timing
// dispatch frees hundreds of MiB of small nodes), so the peak is this case's own.
bool resetPeakRss() {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
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

// The bytes of a case's host arrays that are alive, and their most since the row began.
struct HostTally {
  uint64_t live = 0, peak = 0;
};

// A case's array, the only copy of it: calloc'd (a large one comes from fresh zero pages, so an
// output array costs only the pages the kernel writes) and handed to the device in place
// (HostArg::inPlace), so the same bytes are the device's buffer, what the check reads and what
// the native loop works on.
template <class T>
class HostArray {
 public:
  HostArray(uint64_t n, HostTally& tally) : n_(n), tally_(tally) {
    data_.reset(static_cast<T*>(std::calloc(std::max<uint64_t>(n, 1), sizeof(T))));
    if (!data_) throw Error(fmt::format("gfxsim bench: error: out of host memory for {} bytes", bytes()));
    tally_.live += bytes();
    tally_.peak = std::max(tally_.peak, tally_.live);
  }
  HostArray(const HostArray&) = delete;
  HostArray& operator=(const HostArray&) = delete;
  ~HostArray() { tally_.live -= bytes(); }
  T* data() { return data_.get(); }
  uint64_t bytes() const { return n_ * sizeof(T); }
  std::span<T> span() { return {data_.get(), n_}; }
  device::HostArg arg(const char* name) { return inPlace(span(), name); }

 private:
  struct Free {
    void operator()(T* p) const noexcept { std::free(p); }
  };
  uint64_t n_;
  HostTally& tally_;
  std::unique_ptr<T, Free> data_;
};

// Where a case runs: a code object, and the shipped GPU in timing mode (none: functional).
struct Setup {
  std::vector<uint8_t> code;
  std::string file;
  std::optional<timing::GpuConfig> gpu;
  std::string where;  // target or GPU name
  unsigned threads = 1;
  ProgressMode progress = ProgressMode::Auto;
  HostTally tally;
};

struct Row {
  std::string name, where, mode;
  uint64_t elements = 0, bufferBytes = 0, waveInstructions = 0, cycles = 0, peakRss = 0;
  uint64_t hostBytes = 0;         // the case's host arrays at their most during the row
  uint64_t deviceOwnedBytes = 0;  // device memory the runtime held storage for (not the arrays)
  double simSeconds = 0, nativeSeconds = 0;
  unsigned threads = 1;
  bool ok = false;
  std::string detail;
};

// A case's row, its peak memory counted from here.
Row startRow(std::string name, Setup& s, uint64_t n) {
  Row row;
  row.name = std::move(name);
  row.where = s.where;
  row.elements = n;
  s.tally.peak = s.tally.live;
  resetPeakRss();
  return row;
}
// The row's memory figures, at its end.
void finishRow(Row& row, const Setup& s) {
  row.peakRss = peakRssBytes();
  row.hostBytes = s.tally.peak;
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
  for (const auto& a : req.args) row.bufferBytes += a.isBuffer ? a.bufferBytes() : 0;
  device::LaunchResult r = device::launchKernel(s.code, s.file, req);
  if (line) line->finish();
  row.deviceOwnedBytes = r.deviceBytes - r.deviceAdoptedBytes;
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

// Every element of `got` bit-equal to want(i) (the inputs recomputed, not kept).
template <class T, class F>
void checkExact(Row& row, std::span<const T> got, F&& want, const char* array) {
  if (!row.detail.empty()) return;  // a fault
  for (size_t i = 0; i < got.size(); ++i) {
    T w = want(i);
    if (std::memcmp(&got[i], &w, sizeof(T)) != 0) {
      row.detail = fmt::format("{}[{}] = {}, expected {}", array, i, got[i], w);
      return;
    }
  }
  row.ok = true;
  row.detail = fmt::format("{}: {} values exact", array, got.size());
}

// got[i] = s * x(i) + y(i), bit-equal to the fused or to the separately rounded result (OpenCL
// lets a compiler contract it; nothing else is right). The separate result is the native
// loop's expression.
template <class T, class X, class Y>
void checkMulAdd(Row& row, std::span<const T> got, T s, X&& x, Y&& y, const char* array) {
  if (!row.detail.empty()) return;
  uint64_t fused = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    T xi = x(i), yi = y(i), g = got[i], f = std::fma(s, xi, yi), separate = s * xi + yi;
    bool isSeparate = std::memcmp(&g, &separate, sizeof(T)) == 0, isFused = std::memcmp(&g, &f, sizeof(T)) == 0;
    if (!isSeparate && !isFused) {
      row.detail = fmt::format("{}[{}] = {}, expected {} (fma) or {} (mul+add)", array, i, g, f, separate);
      return;
    }
    fused += isFused && !isSeparate;
  }
  row.ok = true;
  row.detail = fmt::format("{}: {} values exact ({} only as fused)", array, got.size(), fused);
}

// gfxsim cc's -O2 build of workloads/stream/stream.cl (bench measures the simulator on it).
std::vector<uint8_t> compileStream(const isa::TargetId& target) { return fidelityObject("stream", target, FidelityCompiler::Gfxsim).code; }

// saxpy (the workload's kernel, clang-19's -O2 build for the target) at 2^24 floats. The
// arrays are the device's buffers; the check recomputes x and y, then the native loop runs
// over the same arrays (it rewrites out with the values just checked, or the correctly rounded
// ones where the kernel fused).
Row saxpyCase(Setup& s, uint64_t n) {
  Row row = startRow("saxpy", s, n);
  auto x = [](uint64_t i) { return streamElement<float>(1, i, -4.0f, 4.0f); };
  auto y = [](uint64_t i) { return streamElement<float>(2, i, -4.0f, 4.0f); };
  HostArray<float> xs(n, s.tally), ys(n, s.tally), out(n, s.tally);
  fill(xs.span(), 1, -4.0f, 4.0f);
  fill(ys.span(), 2, -4.0f, 4.0f);
  dispatch(s, "saxpy", n, {value(kSaxpyA), xs.arg("x"), ys.arg("y"), out.arg("out"), value(static_cast<uint32_t>(n))}, row);
  checkMulAdd<float>(row, out.span(), kSaxpyA, x, y, "out");
  row.nativeSeconds = timed([&, xp = xs.data(), yp = ys.data(), op = out.data()] {
    for (size_t i = 0; i < n; ++i) op[i] = kSaxpyA * xp[i] + yp[i];
  });
  finishRow(row, s);
  return row;
}

// The STREAM triad a = b + scalar * c at 2^24 doubles, the same way.
Row triadCase(Setup& s, uint64_t n) {
  Row row = startRow("triad", s, n);
  auto b = [](uint64_t i) { return streamElement<double>(3, i, 0.1, 0.2); };
  auto c = [](uint64_t i) { return streamElement<double>(4, i, 0.0, 0.1); };
  HostArray<double> as(n, s.tally), bs(n, s.tally), cs(n, s.tally);
  fill(bs.span(), 3, 0.1, 0.2);
  fill(cs.span(), 4, 0.0, 0.1);
  dispatch(s, "triad", n, {as.arg("a"), bs.arg("b"), cs.arg("c"), value(kScalar), value(static_cast<uint32_t>(n))}, row);
  checkMulAdd<double>(row, as.span(), kScalar, c, b, "a");
  row.nativeSeconds = timed([&, ap = as.data(), bp = bs.data(), cp = cs.data()] {
    for (size_t i = 0; i < n; ++i) ap[i] = bp[i] + kScalar * cp[i];
  });
  finishRow(row, s);
  return row;
}

// BabelStream's sequence on one GPU: copy, mul, add, triad, dot, each kernel a dispatch whose
// output is checked, then the native loop over the same arrays, whose result is the next
// kernel's input. The arrays are the device's buffers (one fresh device per kernel, with the
// addresses a copy would have had) and a row holds only its kernel's: an array no kernel reads
// again is released, `a` (read by copy and add) is regenerated from its seed, an output starts
// as fresh zero pages. The checks recompute each element from the seed by BabelStream's
// recurrence (a0; c = a0; b = s*c; c = a + b; a = b + s*c) instead of keeping host copies.
// `add` gets each kernel's row as soon as it is done.
void babelStreamCase(Setup& s, uint64_t n, const std::function<void(const Row&)>& add) {
  auto a0 = [](uint64_t i) { return streamElement<double>(5, i, 0.1, 0.2); };
  auto b1 = [&](uint64_t i) { return kScalar * a0(i); };
  auto c2 = [&](uint64_t i) { return a0(i) + b1(i); };
  auto a3 = [&](uint64_t i) { return b1(i) + kScalar * c2(i); };
  using Array = std::unique_ptr<HostArray<double>>;
  Array a, b, c;
  auto fresh = [&](Array& v) {
    v.reset();
    v = std::make_unique<HostArray<double>>(n, s.tally);
  };
  // One kernel: its arrays prepared, its dispatch over `items` work-items, the check of its
  // arrays, then the native loop over them.
  auto kernel = [&](const char* name, uint64_t items, auto&& prepare, auto&& args, auto&& check, auto&& native) {
    Row row = startRow(std::string("babel-") + name, s, n);
    prepare();
    dispatch(s, name, items, args(), row);
    check(row);
    row.nativeSeconds = timed(native);
    finishRow(row, s);
    return row;
  };
  using Args = std::vector<device::HostArg>;
  auto count = [&] { return value(static_cast<uint32_t>(n)); };
  auto regenerateA = [&] {
    fresh(a);
    fill(a->span(), 5, 0.1, 0.2);
  };
  add(kernel(
      "copy", n,
      [&] {
        regenerateA();
        fresh(c);
      },
      [&] { return Args{a->arg("a"), c->arg("c"), count()}; },
      [&](Row& row) { checkExact<double>(row, c->span(), a0, "c"); },
      [&] {
        const double* x = a->data();
        double* y = c->data();
        for (size_t i = 0; i < n; ++i) y[i] = x[i];
      }));
  a.reset();  // add reads it again: regenerated there
  add(kernel(
      "mul", n, [&] { fresh(b); }, [&] { return Args{b->arg("b"), c->arg("c"), value(kScalar), count()}; },
      [&](Row& row) { checkExact<double>(row, b->span(), b1, "b"); },
      [&] {
        double *x = b->data(), *y = c->data();
        for (size_t i = 0; i < n; ++i) x[i] = kScalar * y[i];
      }));
  c.reset();  // add's output
  add(kernel(
      "add", n,
      [&] {
        regenerateA();
        fresh(c);
      },
      [&] { return Args{a->arg("a"), b->arg("b"), c->arg("c"), count()}; },
      [&](Row& row) { checkExact<double>(row, c->span(), c2, "c"); },
      [&] {
        double *x = a->data(), *y = b->data(), *z = c->data();
        for (size_t i = 0; i < n; ++i) z[i] = x[i] + y[i];
      }));
  a.reset();  // triad's output
  add(kernel(
      "triad", n, [&] { fresh(a); }, [&] { return Args{a->arg("a"), b->arg("b"), c->arg("c"), value(kScalar), count()}; },
      [&](Row& row) { checkMulAdd<double>(row, a->span(), kScalar, c2, b1, "a"); },
      [&] {
        double *x = a->data(), *y = b->data(), *z = c->data();
        for (size_t i = 0; i < n; ++i) x[i] = y[i] + kScalar * z[i];
      }));
  c.reset();  // no kernel reads it again
  double native = 0;
  Array sums;
  double total = 0;
  Row dot = kernel(
      "dot", uint64_t{kDotGroups} * kBlock, [&] { sums = std::make_unique<HostArray<double>>(kDotGroups, s.tally); },
      [&] { return Args{a->arg("a"), b->arg("b"), sums->arg("sums"), count()}; },
      [&](Row& row) {
        // The kernel's own order: work-item g sums elements g, g + grid, ... with fma, then
        // each group halves its 256 sums. (A work-item's elements ascend, so one pass over
        // the arrays does it.) a and b are the native triad's and mul's results.
        const uint64_t items = uint64_t{kDotGroups} * kBlock;
        std::vector<double> partial(items, 0.0), want(kDotGroups);
        for (size_t i = 0; i < n; ++i) partial[i % items] = std::fma(a3(i), b1(i), partial[i % items]);
        for (uint32_t g = 0; g < kDotGroups; ++g) {
          double* w = partial.data() + uint64_t{g} * kBlock;
          for (uint32_t offset = kBlock / 2; offset > 0; offset /= 2)
            for (uint32_t li = 0; li < offset; ++li) w[li] += w[li + offset];
          want[g] = w[0];
        }
        checkExact<double>(row, sums->span(), [&](uint64_t g) { return want[g]; }, "sums");
        for (double v : want) total += v;
      },
      [&] {
        const double *x = a->data(), *y = b->data();
        for (size_t i = 0; i < n; ++i) native += x[i] * y[i];
      });
  if (dot.ok) dot.detail += fmt::format("; dot {:.17g} (native loop {:.17g})", total, native);
  add(dot);
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
      "\"buffer_bytes\": {}, \"host_array_bytes\": {}, \"device_owned_bytes\": {}, \"native_seconds\": {:.6f}, "
      "\"native_ratio\": {:.6g}, \"check\": {}}}",
      r.name, r.where, r.mode, r.elements, r.waveInstructions, r.cycles, r.simSeconds, r.threads,
      r.simSeconds > 0 ? static_cast<double>(r.waveInstructions) / r.simSeconds / r.threads : 0, r.peakRss, r.bufferBytes,
      r.hostBytes, r.deviceOwnedBytes,
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
