#include "cli/validate_cases.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <limits>
#include <map>
#include <optional>

#include "cli/bench_large.h"
#include "cli/common.h"
#include "cli/fidelity_programs.h"
#include "cli/host_args.h"
#include "cli/lbm_run.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/gpu.h"

namespace gfxsim::cli {

namespace {

// Published problem sizes (each benchmark's own default), before CaseOptions::shrink.
constexpr uint64_t kBabelElements = uint64_t{1} << 25;  // BabelStream: 2^25 doubles per array
constexpr uint64_t kClpeakFloats = uint64_t{1} << 27;   // clpeak: 512 MiB of floats (its cap)
constexpr uint64_t kMixElements = uint64_t{1} << 24;    // mixbench: 2^24 elements (its "256MB" buffer)
constexpr uint32_t kClpeakFetch = 16;                    // clpeak: vectors each work-item reads
constexpr uint32_t kGroup = 256;
const unsigned kMixIters[] = {0, 1, 2, 4, 8, 16, 32, 64};
const std::pair<const char*, unsigned> kWidths[] = {{"float", 1}, {"float2", 2}, {"float4", 4}, {"float8", 8}, {"float16", 16}};
constexpr unsigned kIntItersShort = 16, kIntItersLong = 32;  // clpeak-int: the two dispatches
constexpr float kMixSeedF = -1.25f;
constexpr double kMixSeedD = -1.25;
constexpr uint32_t kMixSeedI = 0x9e3779b9u;

// mixbench's elements at compute iterations k: the published 2^24 up to k = 8; beyond, fewer
// (a power of two) so that no point costs more than k = 8 at full size, about 17 * 2^24
// multiply-adds: the kernel still runs far longer than its launch overhead.
uint64_t mixElements(unsigned k) {
  uint64_t e = kMixElements;
  while (e > 1 && static_cast<double>(e) * (2 * k + 1) > 17.0 * kMixElements) e /= 2;
  return e;
}

// Simulated seconds of `cycles` at the config's clock.
double seconds(const timing::GpuConfig& gpu, uint64_t cycles) { return static_cast<double>(cycles) / (gpu.timing.coreMhz * 1e6); }

struct Dispatched {
  uint64_t cycles = 0;
  std::vector<std::vector<uint8_t>> buffers;
  std::string fault;
};

// One dispatch in timing mode over `items` work-items (rounded up to whole groups).
Dispatched dispatch(const timing::GpuConfig& gpu, const std::vector<uint8_t>& code, const std::string& file, const std::string& kernel,
                    uint64_t items, uint32_t block, std::vector<device::HostArg> args, const CaseOptions& opt, const std::string& label) {
  device::LaunchRequest req;
  req.kernel = kernel;
  uint64_t grid = (items + block - 1) / block * block;
  if (grid > std::numeric_limits<uint32_t>::max()) throw Error(fmt::format("gfxsim validate: error: {}: {} work-items do not fit a grid", label, grid));
  req.geometry.grid = rt::Dim3{static_cast<uint32_t>(grid), 1, 1};
  req.geometry.group = rt::Dim3{block, 1, 1};
  req.args = std::move(args);
  // These kernels end by construction; the largest run past the default budgets, which are
  // there to report a hang within seconds (the per-wave watchdog still applies).
  req.engine.maxInstructions = std::numeric_limits<uint64_t>::max();
  std::optional<ProgressLine> line;
  if (progressShown(opt.progress)) line.emplace(label);
  if (line) req.engine.progress = &*line;
  timing::TimingOptions to;
  to.threads = opt.threads;
  to.maxInstructions = to.maxCycles = std::numeric_limits<uint64_t>::max();
  if (line) to.progress = &*line;
  timing::TimingEngine engine(gpu, to);
  req.runtime = gpu.agent.runtimeConfig();
  req.processor = &engine;
  device::LaunchResult r = device::launchKernel(code, file, req);
  if (line) line->finish();
  Dispatched d;
  d.cycles = engine.stats().cycles;
  d.buffers = std::move(r.buffers);
  if (r.dispatch.fault) d.fault = "kernel fault: " + r.dispatch.fault->str();
  return d;
}

// The code objects of one GPU, each variant built or read once.
class Programs {
 public:
  Programs(const timing::GpuConfig& gpu, FidelityCompiler compiler)
      : target_(resolveTarget(gpu.agent.target.str(), false, "validate")), compiler_(compiler) {}
  const FidelityObject& get(const std::string& variant) {
    auto [it, fresh] = code_.try_emplace(variant);
    if (fresh) it->second = fidelityObject(variant, target_, compiler_);
    return it->second;
  }

 private:
  isa::TargetId target_;
  FidelityCompiler compiler_;
  std::map<std::string, FidelityObject> code_;
};

struct Runner {
  const timing::GpuConfig& gpu;
  std::string where;
  const CaseOptions& opt;
  Programs programs;

  // Bytes over the simulated time of `cycles`, in GB/s (10^9 bytes per second).
  double gbs(double bytes, uint64_t cycles) const { return bytes / seconds(gpu, cycles) / 1e9; }

  void babelStream(const std::vector<const FidelityCase*>& wanted, std::vector<CaseResult>& out) {
    uint64_t n = std::max<uint64_t>(kBabelElements / opt.shrink, 1024);
    // BabelStream counts each kernel's arrays moved once: copy and mul 2, add and triad 3, dot 2.
    const std::map<std::string, unsigned> arrays{{"copy", 2}, {"mul", 2}, {"add", 3}, {"triad", 3}, {"dot", 2}};
    const FidelityObject& stream = programs.get("stream");
    for (const auto& k : babelStreamKernels(gpu, where, n, opt.threads, opt.progress, stream.code, stream.file)) {
      for (const FidelityCase* c : wanted) {
        if (c->name != "babelstream-" + k.kernel) continue;
        CaseResult r;
        r.c = *c;
        r.ok = k.ok;
        r.cycles = k.cycles;
        r.elements = n;
        r.work = static_cast<double>(arrays.at(k.kernel)) * static_cast<double>(n) * sizeof(double);
        r.simulated = k.ok ? gbs(r.work, k.cycles) : 0;
        r.method = fmt::format("{} arrays x {} doubles / dispatch time", arrays.at(k.kernel), n);
        r.detail = k.detail;
        out.push_back(r);
      }
    }
  }

  CaseResult clpeakBandwidth(const FidelityCase& c) {
    unsigned w = 0;
    for (const auto& [name, width] : kWidths)
      if (c.name == std::string("clpeak-bw-") + name) w = width;
    uint64_t n = std::max<uint64_t>(kClpeakFloats / opt.shrink, uint64_t{kGroup} * kClpeakFetch * 16);
    // Small integers as floats: every sum is exact, in any order of addition.
    std::vector<float> in(n);
    for (uint64_t i = 0; i < n; ++i) in[i] = static_cast<float>((i ^ (i >> 11)) % 251);
    uint64_t items = n / w / kClpeakFetch;
    std::vector<float> want(items);
    for (uint64_t item = 0; item < items; ++item) {
      uint64_t group = item / kGroup, local = item % kGroup;
      float sum = 0;
      for (uint32_t f = 0; f < kClpeakFetch; ++f) {
        uint64_t v = group * kGroup * kClpeakFetch + local + f * kGroup;
        for (unsigned e = 0; e < w; ++e) sum += in[v * w + e];
      }
      want[item] = sum;
    }
    std::string kernel = fmt::format("bandwidth_v{}", w);
    const FidelityObject& prog = programs.get("clpeak_bandwidth");
    Dispatched d = dispatch(gpu, prog.code, prog.file, kernel, items, kGroup,
                            {input(in, "in"), output(items * sizeof(float), "out")}, opt, fmt::format("{} on {}", c.name, where));
    CaseResult r;
    r.c = c;
    r.cycles = d.cycles;
    r.elements = n;
    r.work = static_cast<double>(n) * sizeof(float);
    r.method = fmt::format("{} floats read ({} MiB) / dispatch time", n, n * 4 >> 20);
    r.detail = !d.fault.empty() ? d.fault : firstDifference(d.buffers[1], want, "out");
    r.ok = r.detail.empty();
    if (r.ok) r.detail = fmt::format("out: {} sums exact", items);
    r.simulated = r.ok ? gbs(r.work, d.cycles) : 0;
    return r;
  }

  template <class T>
  CaseResult mixbench(const FidelityCase& c, const char* kernel, T seed, std::vector<T> data) {
    uint64_t e = data.size();
    std::vector<T> want = data;
    unsigned steps = 2 * c.iters + 1;
    for (auto& t : want)
      for (unsigned s = 0; s < steps; ++s) {
        if constexpr (std::is_floating_point_v<T>)
          t = std::fma(t, t, seed);
        else
          t = static_cast<T>(t * t + seed);
      }
    device::HostArg inOut = input(data, "data");
    inOut.readBack = true;  // the kernel works in place
    const FidelityObject& prog = programs.get(fmt::format("mixbench-k{}", c.iters));
    Dispatched d = dispatch(gpu, prog.code, prog.file, kernel, e / 8, kGroup, {inOut, value(seed)}, opt,
                            fmt::format("{} on {}", c.name, where));
    CaseResult r;
    r.c = c;
    r.cycles = d.cycles;
    r.elements = e;
    r.work = 2.0 * steps * static_cast<double>(e);
    r.method = fmt::format("2 x {} multiply-adds x {} elements / dispatch time", steps, e);
    if (e != kMixElements) r.sizeNote = fmt::format("{} elements (mixbench: {})", e, kMixElements);
    r.detail = !d.fault.empty() ? d.fault : firstDifference(d.buffers[0], want, "data");
    r.ok = r.detail.empty();
    if (r.ok) r.detail = fmt::format("data: {} values exact", e);
    r.simulated = r.ok ? r.work / seconds(gpu, d.cycles) / 1e9 : 0;
    return r;
  }

  CaseResult mixbenchCase(const FidelityCase& c) {
    uint64_t e = std::max<uint64_t>(mixElements(c.iters) / opt.shrink, 8 * kGroup);
    if (c.family == "mixbench-sp") return mixbench<float>(c, "mix_sp", kMixSeedF, filled<float>(e, 11, -1.0f, 1.0f));
    if (c.family == "mixbench-dp") return mixbench<double>(c, "mix_dp", kMixSeedD, filled<double>(e, 12, -1.0, 1.0));
    std::vector<uint32_t> v(e);
    for (uint64_t i = 0; i < e; ++i) v[i] = static_cast<uint32_t>(i * 0x2545f491u + 7);
    return mixbench<uint32_t>(c, "mix_int", kMixSeedI, std::move(v));
  }

  // clpeak's integer rate, timed as the difference of two dispatches (16 and 32 iterations of
  // 16 multiply-adds per work-item): clpeak's own kernels run for milliseconds, so its figure is
  // the steady rate; the difference removes the launch overhead that a dispatch short enough to
  // simulate would add.
  CaseResult clpeakInt(const FidelityCase& c) {
    uint64_t items = std::max<uint64_t>(uint64_t{gpu.agent.computeUnits} * 1024 / opt.shrink / kGroup, 1) * kGroup;  // whole groups
    const uint32_t a = 0x12345679u;
    CaseResult r;
    r.c = c;
    r.elements = items;
    uint64_t cycles[2] = {};
    const unsigned iters[2] = {kIntItersShort, kIntItersLong};
    for (int run = 0; run < 2; ++run) {
      std::vector<uint32_t> want(items);
      for (uint64_t i = 0; i < items; ++i) {
        uint32_t x = a, y = static_cast<uint32_t>(i % kGroup);
        for (unsigned k = 0; k < iters[run] * 8; ++k) {
          x = y * x + y;
          y = x * y + x;
        }
        want[i] = y;
      }
      const FidelityObject& prog = programs.get("int_rate");
      Dispatched d = dispatch(gpu, prog.code, prog.file, "int_mad", items, kGroup,
                              {output(items * 4, "out"), value(a), value(static_cast<uint32_t>(iters[run]))}, opt,
                              fmt::format("{} ({} iterations) on {}", c.name, iters[run], where));
      r.detail = !d.fault.empty() ? d.fault : firstDifference(d.buffers[0], want, "out");
      if (!r.detail.empty()) return r;
      cycles[run] = d.cycles;
    }
    r.ok = cycles[1] > cycles[0];
    r.cycles = cycles[1] - cycles[0];
    r.work = 2.0 * 16 * (kIntItersLong - kIntItersShort) * static_cast<double>(items);
    r.method = fmt::format("2 x 16 x {} multiply-adds x {} work-items / (time at {} - time at {} iterations)", kIntItersLong - kIntItersShort,
                           items, kIntItersLong, kIntItersShort);
    r.detail = r.ok ? fmt::format("out: {} values exact, both dispatches", items) : "the longer dispatch was not slower";
    r.simulated = r.ok ? r.work / seconds(gpu, r.cycles) / 1e9 : 0;
    return r;
  }

  // FluidX3D's benchmark: one D3Q19 step of the whole lattice, MLUPs/s = cells x steps / time.
  // The runner starts each step on a fresh device (cold caches); one step over buffers larger
  // than the last-level cache reads every DDF from DRAM, as FluidX3D's steady state does.
  CaseResult lbmCase(const FidelityCase& c) {
    namespace lbm = workloads::lbm;
    lbm::Storage storage = lbm::Storage::FP32;
    for (lbm::Storage s : lbm::kAllStorages)
      if ("lbm_d3q19-" + c.name.substr(4) == lbmVariant(s)) storage = s;  // "lbm-fp16s"
    uint64_t llc = gpu.timing.llc.present ? gpu.timing.llc.sizeBytes : gpu.timing.l2.sizeBytes;
    uint32_t n = lbmSide(lbm::bytesPerValue(storage), opt.shrink == 1 ? llc : 0, opt.shrink);
    LbmRunOptions lo;
    lo.gpu = where;
    lo.storage = storage;
    lo.grid = {n, n, n};
    lo.steps = 1;
    lo.timing = true;
    lo.threads = opt.threads;
    lo.compiler = opt.compiler;
    std::optional<ProgressLine> line;
    if (progressShown(opt.progress)) line.emplace(fmt::format("{} on {} ({}^3 cells)", c.name, where, n));
    LbmRun run = runLbm(lo);
    if (line) line->finish();
    CaseResult r;
    r.c = c;
    r.ok = run.ok;
    r.cycles = run.cycles;
    r.elements = lo.grid.cells();
    r.work = static_cast<double>(r.elements);  // cells x steps
    r.method = fmt::format("{}^3 cells x 1 step / dispatch time (FluidX3D: 256^3, steady state; here one step from cold caches, "
                           "{} MiB per DDF buffer)",
                           n, r.elements * lbm::kQ * lbm::bytesPerValue(storage) >> 20);
    r.detail = run.ok ? run.steps.back().check.detail : run.detail;
    r.sizeNote = fmt::format("{}^3 cells, one step from cold caches (FluidX3D: typically 256^3, steady state)", n);
    r.simulated = run.ok ? run.mlups : 0;
    return r;
  }

  CaseResult launch(const FidelityCase& c) {
    uint32_t wave = gpu.timing.rdna ? 32 : 64;
    const FidelityObject& prog = programs.get("int_rate");
    Dispatched d = dispatch(gpu, prog.code, prog.file, "empty", wave, wave, {}, opt, fmt::format("{} on {}", c.name, where));
    CaseResult r;
    r.c = c;
    r.cycles = d.cycles;
    r.elements = wave;
    r.ok = d.fault.empty();
    r.detail = r.ok ? "no output" : d.fault;
    r.work = 1;
    r.method = "one wave of an empty kernel, dispatch to completion";
    r.simulated = seconds(gpu, d.cycles) * 1e6;
    return r;
  }
};

}  // namespace

uint32_t lbmSide(unsigned bytesPerValue, uint64_t lastLevelCacheBytes, uint64_t shrink) {
  auto buffer = [&](uint64_t n) { return n * n * n * workloads::lbm::kQ * bytesPerValue; };
  uint64_t n = 32;
  while (2 * buffer(n + 32) <= kLbmBudgetBytes) n += 32;
  if (buffer(n) <= lastLevelCacheBytes)
    throw Error(fmt::format("gfxsim validate: error: lbm: {}^3 cells ({} MiB per buffer, the most that {} MiB allow) do not exceed the "
                            "last-level cache ({} MiB)",
                            n, buffer(n) >> 20, kLbmBudgetBytes >> 20, lastLevelCacheBytes >> 20));
  // Tests: the cells divided by shrink, the side kept a multiple of 8 (at least 16).
  while (shrink >= 8 && n > 16) {
    n = std::max<uint64_t>(16, n / 2 / 8 * 8);
    shrink /= 8;
  }
  return static_cast<uint32_t>(n);
}

const std::vector<FidelityCase>& fidelityCases() {
  static const std::vector<FidelityCase> cases = [] {
    std::vector<FidelityCase> v;
    for (const char* k : {"copy", "mul", "add", "triad", "dot"})
      v.push_back({std::string("babelstream-") + k, "babelstream", "GB/s", "dram_bandwidth_gbs", 0, 0});
    for (const auto& [name, width] : kWidths)
      v.push_back({std::string("clpeak-bw-") + name, "clpeak-bw", "GB/s", "dram_bandwidth_gbs", 0, 0});
    // mixbench's operations per byte: (4k + 2) operations per element over a load and a store.
    for (const auto& [family, bytes] : {std::pair{"sp", 4}, std::pair{"dp", 8}, std::pair{"int", 4}})
      for (unsigned k : kMixIters)
        v.push_back({fmt::format("mixbench-{}-k{}", family, k), std::string("mixbench-") + family, family == std::string("int") ? "GIOPS" : "GFLOPS", "",
                     (4.0 * k + 2) / (2.0 * bytes), k});
    v.push_back({"clpeak-int", "clpeak-int", "GIOPS", "", 0, 0});
    for (const char* s : {"fp32", "fp16s", "fp16c"}) v.push_back({std::string("lbm-") + s, "lbm", "MLUPs/s", "", 0, 0});
    v.push_back({"launch-empty", "launch", "us", "launch_overhead_us", 0, 0});
    return v;
  }();
  return cases;
}

std::vector<CaseResult> runCases(const timing::GpuConfig& gpu, const std::string& where, const std::vector<std::string>& names,
                                 const CaseOptions& opt) {
  std::vector<const FidelityCase*> wanted;
  for (const auto& c : fidelityCases())
    if (std::find(names.begin(), names.end(), c.name) != names.end()) wanted.push_back(&c);
  Runner run{gpu, where, opt, Programs(gpu, opt.compiler)};
  std::vector<CaseResult> out;
  if (std::any_of(wanted.begin(), wanted.end(), [](const FidelityCase* c) { return c->family == "babelstream"; }))
    run.babelStream(wanted, out);
  for (const FidelityCase* c : wanted) {
    if (c->family == "clpeak-bw") out.push_back(run.clpeakBandwidth(*c));
    else if (c->family.starts_with("mixbench")) out.push_back(run.mixbenchCase(*c));
    else if (c->family == "clpeak-int") out.push_back(run.clpeakInt(*c));
    else if (c->family == "lbm") out.push_back(run.lbmCase(*c));
    else if (c->family == "launch") out.push_back(run.launch(*c));
  }
  return out;
}

}  // namespace gfxsim::cli
