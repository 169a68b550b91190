#include "cli/calibrate.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "runtime/device/launch.h"
#include "micro/micro.h"
#include "support/error.h"
#include "timing/gpu.h"
#include "timing/memside.h"

namespace gfxsim::cli {

std::optional<double> CalibrationRow::error() const {
  if (!published || *published == 0) return std::nullopt;
  return std::fabs(simulated - *published) / *published;
}

namespace {

struct Micro {
  const timing::GpuConfig& gpu;
  unsigned waveSize;

  explicit Micro(const timing::GpuConfig& g) : gpu(g), waveSize(g.timing.rdna ? 32 : 64) {}

  std::vector<uint8_t> build(const std::string& kernel) const {
    std::string isa(gpu.agent.target.info->name == std::string_view("gfx90a") ? "gfx90a" : gpu.agent.target.info->isaFile);
    std::string_view src = micro::source(kernel, isa);
    if (src.empty()) throw Error("calibrate: no microbenchmark '" + kernel + "' for " + isa);
    as::AsmOptions ao;
    ao.target = gpu.agent.target;
    ao.target.wave64 = !gpu.timing.rdna;  // the gfx10 sources are wave32
    std::string name = "workloads/micro/" + kernel + "_" + isa + ".s";
    return as::buildCodeObject(as::assemble(std::string(src), name, ao), false);
  }

  struct Run {
    timing::TimingStats stats;
    std::vector<std::vector<uint8_t>> buffers;
  };

  Run run(const std::string& file, const std::string& kernel, uint32_t grid, uint32_t block, std::vector<device::HostArg> args) const {
    device::LaunchRequest req;
    req.kernel = kernel;
    req.geometry.grid = rt::Dim3{grid, 1, 1};
    req.geometry.group = rt::Dim3{block, 1, 1};
    req.args = std::move(args);
    req.runtime = gpu.agent.runtimeConfig();
    timing::TimingOptions to;
    to.threads = 1;
    // The microbenchmarks end by construction, after as long as their arguments say (a sweep's
    // chase visits every line of up to twice the L2, tens of millions of cycles): no dispatch
    // budget. The per-wave watchdog and the hang detection still apply.
    to.maxInstructions = to.maxCycles = ~uint64_t{0};
    timing::TimingEngine engine(gpu, to);
    req.processor = &engine;
    device::LaunchResult r = device::launchKernel(build(file), "workloads/micro/" + file, req);
    if (r.dispatch.fault) throw Error("calibrate: " + kernel + ": kernel fault: " + r.dispatch.fault->str());
    return Run{engine.stats(), r.buffers};
  }

  static device::HostArg u32(uint32_t v) {
    device::HostArg a;
    a.bytes.resize(4);
    std::memcpy(a.bytes.data(), &v, 4);
    return a;
  }
  static device::HostArg out(uint64_t bytes) {
    device::HostArg a;
    a.isBuffer = true;
    a.bytes.assign(bytes, 0);
    a.name = "out";
    return a;
  }
  static uint64_t u64At(const std::vector<uint8_t>& b, size_t i) {
    uint64_t v = 0;
    std::memcpy(&v, b.data() + 8 * i, 8);
    return v;
  }
};

// The caches a chase passes through before the level it measures, as (size, ways) pairs:
// a chain of (max ways + 8) lines, `stride` apart, where stride = the largest size/ways
// of those caches, maps every line to one set of each of them and so misses all of them.
// The L2's channels are picked by a hash of the address (memside.h): where the L2 is one of
// those caches, only the multiples of the stride on the first line's channel are taken.
// `offsets`, when given, replaces i * stride.
struct ChainShape {
  uint64_t stride, lines;
  std::vector<uint64_t> offsets = {};
  uint64_t offset(uint64_t i) const { return offsets.empty() ? i * stride : offsets[i]; }
  uint64_t bytes() const { return offsets.empty() ? stride * lines : offsets.back() + stride; }
};

ChainShape conflictChain(const std::vector<timing::CacheParams>& above, uint32_t line, const timing::TimingConfig* l2 = nullptr) {
  uint64_t stride = line;
  uint32_t ways = 0;
  for (const auto& c : above) {
    stride = std::max<uint64_t>(stride, c.sizeBytes / c.assoc);
    ways = std::max(ways, c.assoc);
  }
  ChainShape s{stride, ways + 8u};
  if (l2)
    for (uint64_t j = 0; s.offsets.size() < s.lines; ++j)
      if (timing::hashedChannel(j * stride / l2->l2InterleaveBytes, l2->l2Channels) == 0) s.offsets.push_back(j * stride);
  return s;
}

// A chain whose timed steps all touch lines no earlier step touched: each dispatch starts with
// empty caches, so every one of them goes to DRAM, whatever the caches' sizes and hashing.
ChainShape coldChain(uint32_t iters) { return ChainShape{4096, 2 * uint64_t{iters} + 1}; }

// A chain buffer: `lines` dwords, visited in order, in a sparse buffer.
device::HostArg chain(const ChainShape& s) {
  device::HostArg a;
  a.isBuffer = true;
  a.name = "chain";
  a.size = s.bytes();
  a.readBack = false;
  // Aligned past its own size, the buffer's address adds the same bits to every line's, so
  // lines the hash puts on one channel at these offsets stay on one channel.
  if (!s.offsets.empty()) a.align = std::bit_ceil(s.bytes());
  for (uint64_t i = 0; i < s.lines; ++i)
    a.dwords.emplace_back(s.offset(i), static_cast<uint32_t>(s.offset((i + 1) % s.lines) / 4));
  return a;
}

double chaseCycles(const Micro& m, const ChainShape& shape, bool scalar, uint32_t iters) {
  const char* k = scalar ? "chase_scalar" : "chase_vector";
  auto r = m.run(k, k, m.waveSize, m.waveSize, {chain(shape), Micro::u32(iters), Micro::out(16)});
  return static_cast<double>(Micro::u64At(r.buffers[2], 0)) / iters;
}

}  // namespace

double ldsStrideCycles(const timing::GpuConfig& gpu, uint32_t stride) {
  Micro m(gpu);
  const uint32_t iters = 64;
  auto r = m.run("lds_stride", "lds_stride", m.waveSize, m.waveSize, {Micro::u32(stride), Micro::u32(iters), Micro::out(16)});
  return static_cast<double>(Micro::u64At(r.buffers[2], 0)) / (8.0 * iters);
}

double chaseLatency(const timing::GpuConfig& gpu, uint64_t bytes, bool scalar) {
  Micro m(gpu);
  uint32_t line = scalar ? gpu.timing.scache.lineBytes : gpu.timing.l1.lineBytes;
  ChainShape s{line, std::max<uint64_t>(1, bytes / line)};
  // Every line once to warm the caches (the kernel's untimed pass), then once timed.
  return chaseCycles(m, s, scalar, static_cast<uint32_t>(s.lines));
}

std::vector<std::pair<uint64_t, double>> chaseSweep(const timing::GpuConfig& gpu, uint64_t topBytes, bool scalar,
                                                    const std::function<void(uint64_t, double)>& each) {
  std::vector<std::pair<uint64_t, double>> out;
  for (uint64_t b = 1024; b <= topBytes; b *= 2) {
    out.emplace_back(b, chaseLatency(gpu, b, scalar));
    if (each) each(b, out.back().second);
  }
  return out;
}

uint64_t sweepTopBytes(const timing::GpuConfig& gpu) { return 2 * (gpu.timing.llc.present ? gpu.timing.llc.sizeBytes : gpu.timing.l2.sizeBytes); }

std::vector<PublishedLatency> publishedLatencies(const timing::GpuConfig& gpu) {
  const timing::TimingConfig& c = gpu.timing;
  auto middle = [](uint64_t lo, uint64_t hi) { return static_cast<uint64_t>(std::sqrt(static_cast<double>(lo) * static_cast<double>(hi))); };
  uint64_t first = c.l1.sizeBytes, beforeL2 = c.rdna ? c.gl1.sizeBytes : c.l1.sizeBytes;
  // As calibrate() measures them: RDNA's L2, LLC and DRAM figures with scalar loads.
  const struct {
    const char* key;
    bool scalar;
    uint64_t bytes;
  } levels[] = {
      {"scalar_latency_ns", true, middle(1024, c.scache.sizeBytes)},
      {"l1_latency_ns", false, middle(1024, c.l1.sizeBytes)},
      {"gl1_latency_ns", false, middle(first, c.gl1.sizeBytes)},
      {"l2_latency_ns", c.rdna, middle(c.rdna ? c.scache.sizeBytes : beforeL2, c.l2.sizeBytes)},
      {"llc_latency_ns", c.rdna, middle(c.l2.sizeBytes, c.llc.sizeBytes)},
      {"dram_latency_ns", c.rdna, sweepTopBytes(gpu)},
  };
  std::vector<PublishedLatency> out;
  for (const auto& l : levels)
    if (auto it = c.published.find(l.key); it != c.published.end()) out.push_back({l.key, it->second, l.scalar, l.bytes});
  return out;
}

std::vector<CalibrationRow> calibrate(const timing::GpuConfig& gpu) {
  const timing::TimingConfig& c = gpu.timing;
  Micro m(gpu);
  std::vector<CalibrationRow> rows;
  auto ns = [&](double cycles) { return cycles / c.coreMhz * 1000.0; };
  auto add = [&](const std::string& key, double value, const std::string& unit, const std::string& method) {
    CalibrationRow r;
    r.key = key;
    for (const auto& p : timing::publishedKeys())
      if (key == p.key) r.meaning = p.meaning;
    r.simulated = value;
    r.unit = unit;
    r.method = method;
    if (auto it = c.published.find(key); it != c.published.end()) r.published = it->second;
    rows.push_back(r);
  };
  const uint32_t iters = 400;
  // Latencies by pointer chasing. RDNA's published L2/LLC/DRAM figures were measured with
  // scalar loads (Chips and Cheese, 2021), so that path is used there.
  add("scalar_latency_ns", ns(chaseCycles(m, ChainShape{c.scache.lineBytes, 8}, true, iters)), "ns",
      "chase_scalar, 8 lines (scalar-cache hits)");
  add("l1_latency_ns", ns(chaseCycles(m, ChainShape{c.l1.lineBytes, 8}, false, iters)), "ns",
      "chase_vector, 8 lines (L1/L0 hits)");
  if (c.rdna)
    add("gl1_latency_ns", ns(chaseCycles(m, conflictChain({c.l1}, c.gl1.lineBytes), false, iters)), "ns",
        "chase_vector, lines conflicting in the L0 (GL1 hits)");
  bool scalarPath = c.rdna;
  std::vector<timing::CacheParams> above = scalarPath ? std::vector<timing::CacheParams>{c.scache}
                                                      : std::vector<timing::CacheParams>{c.l1};
  if (!scalarPath && c.rdna) above.push_back(c.gl1);
  const char* path = scalarPath ? "chase_scalar" : "chase_vector";
  add("l2_latency_ns", ns(chaseCycles(m, conflictChain(above, c.l2.lineBytes), scalarPath, iters)), "ns",
      std::string(path) + ", lines conflicting in the first-level caches (L2 hits)");
  above.push_back(c.l2);
  if (c.llc.present) {
    add("llc_latency_ns", ns(chaseCycles(m, conflictChain(above, c.l2.lineBytes, &c), scalarPath, iters)), "ns",
        std::string(path) + ", lines conflicting in every cache above the LLC (LLC hits)");
    above.push_back(c.llc);
  }
  add("dram_latency_ns", ns(chaseCycles(m, coldChain(iters), scalarPath, iters)), "ns",
      std::string(path) + ", lines no earlier step touched (DRAM)");
  {
    auto r = m.run("chase_lds", "chase_lds", m.waveSize, m.waveSize, {Micro::u32(iters), Micro::u32(64), Micro::out(16)});
    add("lds_latency_ns", ns(static_cast<double>(Micro::u64At(r.buffers[2], 0)) / iters), "ns", "chase_lds, 64 words");
  }
  // Bandwidth: every work-item streams 64 B, 64 MiB in all. Read once (cold), every line
  // comes from DRAM whatever the cache sizes; read within a window half the L2's size, all
  // but the first pass over the window hits in the L2.
  auto stream = [&](uint32_t windowMask, uint64_t launched, uint32_t perItem) {
    // One group fewer than launched: the grid stride is then not a multiple of the window,
    // so an item's loads fall on different lines of it.
    uint64_t items = launched - 256;
    device::HostArg in;
    in.isBuffer = true;
    in.name = "in";
    in.size = items * perItem * 16;
    in.readBack = false;
    device::HostArg outBuf;
    outBuf.isBuffer = true;
    outBuf.size = items * 4;
    outBuf.readBack = false;
    auto r = m.run("stream_read", "stream_read", static_cast<uint32_t>(items + 256), 256,
                   {in, Micro::u32(perItem), Micro::u32(static_cast<uint32_t>(items)), Micro::u32(windowMask), outBuf});
    double cycles = static_cast<double>(r.stats.cycles - c.kernelLaunchCycles - c.kernelEndCycles);  // the streaming itself
    return static_cast<double>(items * perItem * 16) / (cycles / c.coreMhz) / 1e3;  // (results go to the L2, not DRAM)
  };
  add("dram_bandwidth_gbs", stream(0xffffffffu, uint64_t{1} << 20, 4), "GB/s", "stream_read, 64 MiB read once (bytes over the dispatch's cycles)");
  uint64_t window = std::bit_floor(c.l2.sizeBytes / 2);
  add("l2_bandwidth_gbs", stream(static_cast<uint32_t>(window - 1), uint64_t{1} << 20, 4), "GB/s",
      "stream_read, 64 MiB read from a " + std::to_string(window >> 10) + " KiB window (L2 hits)");
  {
    // One CU's L1/L0: four groups per CU reading a window a quarter of the L1's size.
    unsigned cus = gpu.agent.computeUnits;
    uint64_t launched = uint64_t{4} * cus * 256;
    uint32_t l1Window = static_cast<uint32_t>(std::bit_floor(c.l1.sizeBytes / 4));
    double gbs = stream(l1Window - 1, launched, 256);  // (long enough that the first, missing pass does not count)
    add("l1_bytes_per_cycle", gbs * 1e3 / c.coreMhz / cus, "B/clk/CU",
        "stream_read, every CU reading a " + std::to_string(l1Window >> 10) + " KiB window (L1/L0 hits)");
  }
  // Launch overhead: an empty kernel of one work-group.
  {
    auto r = m.run("empty", "empty", m.waveSize, m.waveSize, {});
    add("launch_overhead_us", static_cast<double>(r.stats.cycles) / c.coreMhz, "us", "empty kernel, one wave (dispatch to completion)");
  }
  // Issue rates: one work-group of 1,024 work-items, several waves per SIMD (so that one
  // wave's loop overhead overlaps another's work), on one CU (GCN) or one WGP (RDNA, WGP
  // mode: two CUs).
  unsigned cus = c.rdna ? 2 : 1, waves = 1024 / m.waveSize;
  // (Over the whole dispatch: the waves start a few cycles apart, so one wave's own
  // s_memtime interval misses part of the contention.)
  auto rate = [&](const char* kernel, unsigned perIteration) {
    uint32_t n = 256;
    auto r = m.run("issue", kernel, m.waveSize * waves, m.waveSize * waves, {Micro::u32(n), Micro::out(16)});
    double cycles = static_cast<double>(r.stats.cycles - c.kernelLaunchCycles - c.kernelEndCycles);
    return static_cast<double>(perIteration * n * waves) / cycles / cus;
  };
  add("valu_lanes_per_cycle", rate("issue_valu", 16) * m.waveSize, "lanes/clk/CU", "issue_valu, 1,024 work-items on one CU/WGP");
  add("trans_lanes_per_cycle", rate("issue_trans", 16) * m.waveSize, "lanes/clk/CU", "issue_trans (v_rcp_f32), 1,024 work-items");
  // (issue_salu's loop adds s_sub and s_cmp to its 16 s_add: 18 scalar ALU instructions.)
  add("salu_per_cycle", rate("issue_salu", 18), "inst/clk/CU", "issue_salu, 1,024 work-items");
  // Published figures without a microbenchmark here are listed as such.
  for (const auto& [key, value] : c.published)
    if (std::none_of(rows.begin(), rows.end(), [&](const CalibrationRow& r) { return r.key == key; })) {
      CalibrationRow r;
      r.key = key;
      r.published = value;
      r.method = "(no microbenchmark yet)";
      r.simulated = std::nan("");
      rows.push_back(r);
    }
  return rows;
}

std::string calibrationTable(const timing::GpuConfig& gpu, const std::vector<CalibrationRow>& rows) {
  std::string o = "calibration of " + gpu.timing.file + " (" + gpu.agent.name + ", " + gpu.agent.target.str() + ")\n";
  char buf[512];
  std::snprintf(buf, sizeof buf, "  %-22s %12s %12s %8s  %s\n", "figure", "published", "simulated", "error", "method");
  o += buf;
  for (const auto& r : rows) {
    std::string pub = r.published ? (std::snprintf(buf, sizeof buf, "%.4g", *r.published), std::string(buf)) : "-";
    std::string sim = std::isnan(r.simulated) ? "-" : (std::snprintf(buf, sizeof buf, "%.4g", r.simulated), std::string(buf));
    std::string err = r.error() && !std::isnan(r.simulated) ? (std::snprintf(buf, sizeof buf, "%.1f%%", 100 * *r.error()), std::string(buf)) : "";
    std::snprintf(buf, sizeof buf, "  %-22s %12s %12s %8s  %s%s\n", r.key.c_str(), pub.c_str(), sim.c_str(), err.c_str(),
                  r.unit.empty() ? "" : (r.unit + "; ").c_str(), r.method.c_str());
    o += buf;
  }
  return o;
}

std::string calibrationJson(const timing::GpuConfig& gpu, const std::vector<CalibrationRow>& rows) {
  std::string o = "{\"config\": \"" + gpu.timing.file + "\", \"gpu\": \"" + gpu.agent.name + "\", \"rows\": [";
  char buf[640];
  for (size_t i = 0; i < rows.size(); ++i) {
    const auto& r = rows[i];
    auto num = [](double v) {
      char b[64];
      std::snprintf(b, sizeof b, "%.6g", v);
      return std::isnan(v) ? std::string("null") : std::string(b);
    };
    std::snprintf(buf, sizeof buf, "%s\n  {\"figure\": \"%s\", \"unit\": \"%s\", \"published\": %s, \"simulated\": %s, \"method\": \"%s\"}",
                  i ? "," : "", r.key.c_str(), r.unit.c_str(), r.published ? num(*r.published).c_str() : "null",
                  num(r.simulated).c_str(), r.method.c_str());
    o += buf;
  }
  return o + "\n]}\n";
}

}  // namespace gfxsim::cli

namespace gfxsim::cli {

std::string calibrationMarkdown(const timing::GpuConfig& gpu, const std::vector<CalibrationRow>& rows, const std::string& configText) {
  // The source of a published figure: the comment on its line in the config.
  auto sourceOf = [&](const std::string& key) -> std::string {
    size_t p = configText.find("\n" + key + " ");
    if (p == std::string::npos) return "";
    size_t e = configText.find('\n', p + 1);
    std::string line = configText.substr(p + 1, e == std::string::npos ? std::string::npos : e - p - 1);
    size_t h = line.find('#');
    if (h == std::string::npos) return "";
    size_t b = line.find_first_not_of(" #", h);
    return b == std::string::npos ? "" : line.substr(b);
  };
  std::string o = "| figure | unit | published | simulated | error | microbenchmark | source of the published figure |\n|---|---|---|---|---|---|---|\n";
  char buf[64];
  for (const auto& r : rows) {
    std::string pub = r.published ? (std::snprintf(buf, sizeof buf, "%.4g", *r.published), std::string(buf)) : "-";
    std::string sim = std::isnan(r.simulated) ? "-" : (std::snprintf(buf, sizeof buf, "%.4g", r.simulated), std::string(buf));
    std::string err = r.error() && !std::isnan(r.simulated) ? (std::snprintf(buf, sizeof buf, "%.1f%%", 100 * *r.error()), std::string(buf)) : "";
    o += "| `" + r.key + "` | " + r.unit + " | " + pub + " | " + sim + " | " + err + " | " + r.method + " | " +
         (r.published ? sourceOf(r.key) : "not published; the config's estimate") + " |\n";
  }
  (void)gpu;
  return o;
}

}  // namespace gfxsim::cli
