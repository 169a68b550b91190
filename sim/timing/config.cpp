#include "timing/config.h"

#include <bit>

#include "support/config_keys.h"
#include "support/error.h"
#include "support/fileio.h"
#include "support/ini.h"

namespace gfxsim::timing {

const std::vector<PublishedKey>& publishedKeys() {
  static const std::vector<PublishedKey> keys = {
      {"scalar_latency_ns", "scalar cache hit, load to use (pointer chase)"},
      {"l1_latency_ns", "vector L1 (GCN) / L0 (RDNA) hit, load to use"},
      {"gl1_latency_ns", "GL1 hit, load to use"},
      {"l2_latency_ns", "L2 hit, load to use"},
      {"llc_latency_ns", "Infinity Cache hit, load to use"},
      {"dram_latency_ns", "DRAM, load to use"},
      {"lds_latency_ns", "LDS, load to use"},
      {"l1_bytes_per_cycle", "vector L1/L0 bandwidth of one CU, bytes per clock"},
      {"l2_bandwidth_gbs", "L2 bandwidth, whole GPU, GB/s"},
      {"dram_bandwidth_gbs", "DRAM bandwidth a streaming read achieves (not the peak, which is `[dram] bandwidth_gbs`), GB/s"},
      {"launch_overhead_us", "empty-kernel launch overhead, microseconds"},
      {"valu_lanes_per_cycle", "FP32 VALU lane operations per clock per CU"},
      {"trans_lanes_per_cycle", "transcendental lane operations per clock per CU"},
      {"salu_per_cycle", "scalar ALU instructions per clock per CU"},
  };
  return keys;
}

namespace {

using K = ConfigKey::Kind;
using Row = ConfigKeyRow<TimingConfig>;
using Store = std::function<void(TimingConfig&, const ConfigValue&, const IniFile&)>;

Row row(std::string key, K kind, double lo, double hi, const char* unit, std::optional<std::string> def, std::string meaning,
        Store store, uint64_t scale = 1) {
  return Row{ConfigKey{std::move(key), kind, lo, hi, unit, std::move(def), false, {}, scale, std::move(meaning)}, std::move(store)};
}

// Stores into a member of one of the caches.
Store storeCache(CacheParams TimingConfig::*cache, uint32_t CacheParams::*member) {
  return [cache, member](TimingConfig& t, const ConfigValue& v, const IniFile&) {
    (t.*cache).*member = static_cast<uint32_t>(std::get<uint64_t>(v));
  };
}

// The keys every cache section has: size, ways, line, hit latency.
void addCacheGeometry(std::vector<Row>& rows, const std::string& sec, CacheParams TimingConfig::*cache, const std::string& what,
                      bool sizeInMib = false) {
  Store size = [cache](TimingConfig& t, const ConfigValue& v, const IniFile&) { (t.*cache).sizeBytes = std::get<uint64_t>(v); };
  if (sizeInMib)
    rows.push_back(row(sec + ".size_mib", K::Integer, 1, 4096, "MiB", {}, "size of " + what, size, uint64_t{1} << 20));
  else
    rows.push_back(row(sec + ".size_kib", K::Integer, 1, 1 << 20, "KiB", {}, "size of " + what, size, 1024));
  rows.push_back(row(sec + ".assoc", K::Integer, 1, 256, "", {}, "ways", storeCache(cache, &CacheParams::assoc)));
  rows.push_back(row(sec + ".line_bytes", K::PowerOfTwo, 16, 1024, "bytes", {}, "line size", storeCache(cache, &CacheParams::lineBytes)));
  rows.push_back(row(sec + ".hit_latency", K::Integer, 1, 100000, "cycles", {}, "hit latency, load to use",
                     storeCache(cache, &CacheParams::hitLatency)));
}

// The data caches' throughput, misses in flight, write policy and invalidation.
void addCachePolicy(std::vector<Row>& rows, const std::string& sec, CacheParams TimingConfig::*cache, bool firstLevel, bool mshrs,
                    bool invalidated) {
  rows.push_back(row(sec + ".bytes_per_cycle", K::Integer, 1, 1 << 20, "bytes/cycle", "64",
                     sec == "l2" ? "throughput of one channel" : "throughput of one instance",
                     storeCache(cache, &CacheParams::bytesPerCycle)));
  if (mshrs) rows.push_back(row(sec + ".mshrs", K::Integer, 1, 4096, "", "64", "misses in flight", storeCache(cache, &CacheParams::mshrs)));
  // The first-level vector caches are write-through on every generation modelled (their
  // coherence, and the memory model's sequences, depend on it); the L2 may be either.
  Row policy = row(sec + ".write_policy", K::Choice, 0, 0, "", firstLevel ? "write-through" : "write-back", "write policy",
                   [cache](TimingConfig& t, const ConfigValue& v, const IniFile&) {
                     (t.*cache).writeBack = std::get<std::string>(v) == "write-back";
                   });
  policy.key.choices = firstLevel ? std::vector<std::string>{"write-through"} : std::vector<std::string>{"write-back", "write-through"};
  rows.push_back(std::move(policy));
  if (invalidated)
    rows.push_back(row(sec + ".invalidate_cycles", K::Integer, 1, 100000, "cycles", "1",
                       "a wave's invalidate of the cache (the wave waits; the others go on using the cache)",
                       storeCache(cache, &CacheParams::invalidateCycles)));
  else if (sec == "l2")
    rows.push_back(row(sec + ".invalidate_cycles", K::Refused, 0, 0, "", {}, "only the L1/L0 and the GL1 are invalidated by a wave", nullptr));
}

const std::vector<Row>& timingRows() {
  static const std::vector<Row> rows = [] {
    using T = TimingConfig;
    std::vector<Row> r = {
        row("clock.core_mhz", K::Real, 1, 100000, "MHz", {}, "core clock: cycles to time", storeInto(&T::coreMhz)),
        row("compute.simd_width", K::Integer, 16, 32, "lanes", {}, "SIMD width: 16 on GCN/CDNA, 32 on RDNA", storeInto(&T::simdWidth)),
        row("compute.valu_latency", K::Integer, 1, 64, "cycles", {}, "from a VALU issue until a dependent instruction may issue",
            storeInto(&T::valuLatency)),
        row("compute.trans_rate", K::Integer, 1, 64, "", {}, "transcendentals run at 1/N of the VALU rate", storeInto(&T::transRate)),
        row("compute.f64_rate", K::Integer, 1, 64, "", {}, "FP64 runs at 1/N of the VALU rate", storeInto(&T::f64Rate)),
        row("compute.int_mul_rate", K::Integer, 1, 64, "", {}, "32-bit integer multiplies run at 1/N of the VALU rate",
            storeInto(&T::intMulRate)),
        row("compute.int_mul64_rate", K::Integer, 1, 64, "", {},
            "32 x 32 + 64-bit integer multiply-adds (v_mad_u64_u32, v_mad_i64_i32) run at 1/N of the VALU rate",
            storeInto(&T::intMul64Rate)),
        row("compute.salu_latency", K::Integer, 1, 64, "cycles", {}, "scalar ALU latency", storeInto(&T::saluLatency)),
        row("compute.branch_latency", K::Integer, 0, 64, "cycles", {}, "a taken branch: until the target can be fetched",
            storeInto(&T::branchLatency)),
        row("compute.smem_issue_cycles", K::Integer, 1, 64, "cycles", {}, "issue cost of a scalar memory instruction",
            storeInto(&T::smemIssueCycles)),
        row("compute.barrier_latency", K::Integer, 0, 1000, "cycles", {}, "from the last wave's arrival to the release",
            storeInto(&T::barrierLatency)),
        row("compute.wave_launch_cycles", K::Integer, 0, 10000, "cycles", {}, "to launch one wave", storeInto(&T::waveLaunchCycles)),
        row("compute.workgroup_launch_cycles", K::Integer, 0, 100000, "cycles", {}, "to launch one work-group",
            storeInto(&T::workgroupLaunchCycles)),
        row("compute.kernel_launch_cycles", K::Integer, 0, 10000000, "cycles", {}, "from the dispatch to the first wave",
            storeInto(&T::kernelLaunchCycles)),
        row("compute.kernel_end_cycles", K::Integer, 0, 10000000, "cycles", {}, "from the last wave's end to the completion signal",
            storeInto(&T::kernelEndCycles)),
        row("compute.shader_arrays", K::Integer, 1, 256, "", {}, "shader arrays (RDNA: each with a GL1)", storeInto(&T::shaderArrays)),
        row("compute.sleep_unit_cycles", K::Integer, 1, 1024, "cycles", {}, "one unit of `s_sleep`", storeInto(&T::sleepUnitCycles)),
        row("compute.vgprs_per_simd", K::Integer, 32, 4096, "registers", {},
            "VGPRs per lane of one SIMD (RDNA: wave32 registers), a bound on occupancy", storeInto(&T::vgprsPerSimd)),
        row("compute.sgprs_per_simd", K::Integer, 0, 100000, "registers", "0", "SGPRs of one SIMD; 0: not a limit",
            storeInto(&T::sgprsPerSimd)),
        row("compute.barriers", K::Integer, 1, 64, "", {}, "work-group barriers per CU (RDNA: per WGP)", storeInto(&T::barriersPerCu)),
    };
    addCacheGeometry(r, "icache", &T::icache, "the instruction cache");
    r.push_back(row("icache.miss_latency", K::Integer, 1, 100000, "cycles", {}, "instruction cache miss latency",
                    storeInto(&T::icacheMissLatency)));
    r.push_back(row("icache.fetch_bytes", K::PowerOfTwo, 4, 256, "bytes", {}, "bytes one fetch brings", storeInto(&T::fetchBytes)));
    r.push_back(row("icache.cus_sharing", K::Integer, 1, 16, "", {}, "CUs sharing one instruction cache", storeInto(&T::icacheCusSharing)));
    addCacheGeometry(r, "scalar_cache", &T::scache, "the scalar cache");
    r.push_back(row("scalar_cache.cus_sharing", K::Integer, 1, 16, "", {}, "CUs sharing one scalar cache", storeInto(&T::scacheCusSharing)));
    r.push_back(row("lds.size_kib", K::Integer, 1, 1024, "KiB", {}, "LDS per CU (GCN/CDNA) or WGP (RDNA)", storeInto(&T::ldsBytesPerCu),
                    1024));
    r.push_back(row("lds.banks", K::PowerOfTwo, 1, 128, "", {}, "LDS banks", storeInto(&T::ldsBanks)));
    r.push_back(row("lds.bank_bytes", K::PowerOfTwo, 4, 16, "bytes", {}, "width of one bank", storeInto(&T::ldsBankBytes)));
    r.push_back(row("lds.latency", K::Integer, 1, 10000, "cycles", {}, "LDS latency, load to use", storeInto(&T::ldsLatency)));
    r.push_back(row("lds.cycles_per_access", K::Integer, 1, 64, "cycles", {}, "cycles per conflict-free access",
                    storeInto(&T::ldsCyclesPerAccess)));
    addCacheGeometry(r, "l1", &T::l1, "the vector L1 (GCN/CDNA) or L0 (RDNA) of one CU");
    addCachePolicy(r, "l1", &T::l1, true, true, true);
    addCacheGeometry(r, "gl1", &T::gl1, "the GL1 of one shader array (RDNA only)");
    addCachePolicy(r, "gl1", &T::gl1, true, true, true);
    addCacheGeometry(r, "l2", &T::l2, "one L2 instance, all its channels together");
    addCachePolicy(r, "l2", &T::l2, false, true, false);
    r.push_back(row("l2.channels", K::PowerOfTwo, 1, 256, "", {}, "L2 channels, each a slice of whole sets", storeInto(&T::l2Channels)));
    r.push_back(row("l2.instances", K::Integer, 1, 64, "", "1",
                    "L2 instances (CDNA3: one per XCD), each with its own channels, serving an equal share of the CUs; "
                    "more than one: they hold data and are not coherent with each other (buffer_wbl2 sc1, buffer_inv sc1)",
                    storeInto(&T::l2Instances)));
    r.push_back(row("l2.interleave_bytes", K::PowerOfTwo, 64, 1 << 20, "bytes", {}, "address interleave between the L2 channels",
                    storeInto(&T::l2InterleaveBytes)));
    addCacheGeometry(r, "llc", &T::llc, "the memory-attached last-level cache (Infinity Cache; the section is optional)", true);
    addCachePolicy(r, "llc", &T::llc, false, false, false);
    r.push_back(row("dram.channels", K::PowerOfTwo, 1, 256, "", {}, "DRAM channels", storeInto(&T::dramChannels)));
    r.push_back(row("dram.interleave_bytes", K::PowerOfTwo, 64, 1 << 20, "bytes", {}, "address interleave between the DRAM channels",
                    storeInto(&T::dramInterleaveBytes)));
    r.push_back(row("dram.latency", K::Integer, 1, 100000, "cycles", {}, "DRAM latency beyond the L2", storeInto(&T::dramLatency)));
    r.push_back(row("dram.bandwidth_gbs", K::Real, 0.1, 1e6, "GB/s", {}, "DRAM peak bandwidth (bus width x data rate)",
                    storeInto(&T::dramBandwidthGBs)));
    r.push_back(row("dram.banks", K::PowerOfTwo, 1, 256, "", "1", "banks per DRAM channel, each with one open row",
                    storeInto(&T::dramBanks)));
    r.push_back(row("dram.row_bytes", K::PowerOfTwo, 64, 1 << 16, "bytes", "2048", "bytes of one row (page) of a bank of a channel",
                    storeInto(&T::dramRowBytes)));
    r.push_back(row("dram.row_cycle_ns", K::Real, 0, 1000, "ns", "0",
                    "a bank changing rows: from its last transfer on the old row to the first on the new (tRP + tRCD)",
                    storeInto(&T::dramRowCycleNs)));
    r.push_back(row("dram.turnaround_ns", K::Real, 0, 1000, "ns", "0", "the bus of a channel turning between reads and writes",
                    storeInto(&T::dramTurnaroundNs)));
    r.push_back(row("dram.write_batch", K::Integer, 1, 1024, "", "1",
                    "writes the controller buffers and drains together, turning the bus twice per batch",
                    storeInto(&T::dramWriteBatch)));
    r.push_back(row("dram.refresh_ns", K::Real, 0, 10000, "ns", "0", "a bank refreshing (per-bank refresh: tRFCpb, tRFCsb): it moves nothing meanwhile",
                    storeInto(&T::dramRefreshNs)));
    r.push_back(row("dram.refresh_interval_ns", K::Real, 10, 1e6, "ns", "3900", "from one refresh of a bank to its next (tREFI)",
                    storeInto(&T::dramRefreshIntervalNs)));
    for (const auto& p : publishedKeys()) {
      std::string name = p.key;
      Row pub = row("published." + name, K::Real, 0, 1e9, "", {}, std::string("published figure: ") + p.meaning,
                    [name](TimingConfig& t, const ConfigValue& v, const IniFile&) { t.published[name] = std::get<double>(v); });
      pub.key.optional = true;
      r.push_back(std::move(pub));
    }
    return r;
  }();
  return rows;
}

// A cache's size must be a power-of-two number of sets of whole lines.
void checkGeometry(const IniFile& ini, const CacheParams& c, const std::string& sizeKey) {
  if (c.sizeBytes % (static_cast<uint64_t>(c.lineBytes) * c.assoc) || !std::has_single_bit(c.sets()))
    ini.fail(sizeKey, "the size is not a power-of-two number of sets of " + std::to_string(c.assoc) + " lines of " +
                          std::to_string(c.lineBytes) + " bytes");
}

}  // namespace

const std::vector<std::string>& timingConfigKeys() {
  static const std::vector<std::string> keys = configKeyNames(timingRows());
  return keys;
}

std::vector<ConfigKey> timingConfigKeyTable() { return configKeysOf(timingRows()); }

TimingConfig timingFromIni(const IniFile& ini, const rt::AgentConfig& agent) {
  TimingConfig t;
  t.file = ini.file();
  t.rdna = agent.target.info->rdna;
  t.cachePolicy = cachePolicyOf(*agent.target.info, agent.file.c_str());
  if (!t.rdna && ini.hasSection("gl1")) throw Error(ini.where("gl1.size_kib") + ": error: section [gl1]: GCN/CDNA targets have no GL1");
  const bool llc = ini.hasSection("llc");
  for (const Row& r : timingRows()) {
    const std::string& k = r.key.key;
    if ((k.starts_with("gl1.") && !t.rdna) || (k.starts_with("llc.") && !llc)) continue;
    if (auto v = readConfigKey(ini, r.key)) r.store(t, *v, ini);
  }
  if (t.simdWidth != (t.rdna ? 32u : 16u))
    ini.fail("compute.simd_width", std::string(t.rdna ? "RDNA SIMDs are 32 lanes wide" : "GCN/CDNA SIMDs are 16 lanes wide"));
  if (t.ldsBytesPerCu < agent.ldsBytesPerWorkgroup) ini.fail("lds.size_kib", "smaller than agent.lds_bytes_per_workgroup");
  uint32_t units = t.rdna ? agent.computeUnits / 2 : agent.computeUnits;
  if (t.rdna && agent.computeUnits % 2)
    throw Error(agent.file + ": error: key 'agent.compute_units': RDNA has two CUs per WGP; give an even number");
  if (units % t.shaderArrays)
    ini.fail("compute.shader_arrays", std::to_string(units) + (t.rdna ? " WGPs" : " CUs") + " do not divide into " +
                                          std::to_string(t.shaderArrays) + " shader arrays");
  for (auto [cache, sec] : {std::pair{&t.icache, "icache"}, {&t.scache, "scalar_cache"}, {&t.l1, "l1"}, {&t.gl1, "gl1"}, {&t.l2, "l2"}}) {
    if (cache == &t.gl1 && !t.rdna) continue;
    cache->present = true;
    checkGeometry(ini, *cache, std::string(sec) + ".size_kib");
  }
  if (llc) {
    t.llc.present = true;
    checkGeometry(ini, t.llc, "llc.size_mib");
  }
  if (t.l2.sizeBytes % t.l2Channels || !std::has_single_bit(t.l2.sets() / t.l2Channels) || t.l2.sets() < t.l2Channels)
    ini.fail("l2.channels", "the L2 does not split into " + std::to_string(t.l2Channels) + " channels of whole sets");
  if (t.l2InterleaveBytes < t.l2.lineBytes) ini.fail("l2.interleave_bytes", "smaller than the L2 line");
  if (t.llc.present && t.dramInterleaveBytes < t.llc.lineBytes) ini.fail("dram.interleave_bytes", "smaller than the LLC line");
  if (t.dramInterleaveBytes < t.l2.lineBytes) ini.fail("dram.interleave_bytes", "smaller than the L2 line");
  if (t.dramRefreshNs >= t.dramRefreshIntervalNs) ini.fail("dram.refresh_ns", "not shorter than dram.refresh_interval_ns");
  // Several L2 instances split the CUs evenly, and a partition (CUs sharing a scalar cache)
  // never straddles two of them.
  if (t.l2Instances > 1) {
    if (t.rdna) ini.fail("l2.instances", "only GCN/CDNA targets have several L2 instances here");
    if (units % t.l2Instances || (units / t.l2Instances) % t.scacheCusSharing)
      ini.fail("l2.instances", std::to_string(units) + " CUs do not divide into " + std::to_string(t.l2Instances) +
                                   " instances of whole scalar-cache groups (scalar_cache.cus_sharing)");
  }
  // Lines must be able to move between levels.
  if (t.l1.lineBytes > t.l2.lineBytes) ini.fail("l1.line_bytes", "larger than the L2 line");
  // A pending store and a load's line buffers hold one L1/L0 line of at most 128 bytes
  // (compute_unit.h, vmem.h); every GPU modelled has 64- or 128-byte lines.
  if (t.l1.lineBytes > 128) ini.fail("l1.line_bytes", "larger than 128 bytes, the longest line the vector memory path holds");
  return t;
}

GpuConfig parseGpuConfig(const std::string& text, const std::string& fileName) {
  std::vector<std::string> keys = rt::agentConfigKeys();
  const auto& tk = timingConfigKeys();
  keys.insert(keys.end(), tk.begin(), tk.end());
  IniFile ini(text, fileName, keys);
  GpuConfig g;
  g.agent = rt::agentFromIni(ini);
  g.timing = timingFromIni(ini, g.agent);
  return g;
}

GpuConfig loadGpuConfig(const std::string& path) { return parseGpuConfig(readFileText(path), path); }

}  // namespace gfxsim::timing
