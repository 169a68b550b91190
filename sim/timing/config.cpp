#include "timing/config.h"

#include <bit>

#include "support/error.h"
#include "support/fileio.h"
#include "support/ini.h"

namespace gfxsim::timing {

namespace {

const char* const kCacheKeys[] = {"size_kib", "assoc", "line_bytes", "hit_latency", "bytes_per_cycle", "mshrs", "write_policy", "invalidate_cycles"};

// The meaning of a vector load's cache-policy bits per generation (CachePolicy). Sources: LLVM's
// AMDGPUUsage, sections "Memory Model GFX6-GFX9" and "Memory Model GFX10-GFX11" with their
// code-sequence tables (an agent-scope atomic load carries glc=1 on GFX9, glc=1 dlc=1 on GFX10,
// and "If GFX11, omit dlc=1"); LLVM's SIMemoryLegalizer, where SIGfx10CacheControl bypasses the
// L0 with GLC and the GL1 with DLC and SIGfx11CacheControl sets GLC alone for both; LLVM review
// D127405 (GFX11 repurposes DLC to the memory-attached last-level cache's no-allocate, and GLC
// bypasses the GL1 as well as the L0); the RDNA 1/2 ISA reference guides, section 8.1.10, and
// the RDNA3 ISA reference guide, section 4.1.1, on the GLC/SLC/DLC bits. DLC's no-allocate in
// the Infinity Cache is not modelled; SLC's streaming hint changes no hit or miss here.
CachePolicy cachePolicyOf(isa::Gen gen, const std::string& file) {
  switch (gen) {
    case isa::Gen::GFX9: return {kGlc, 0};      // no GL1
    case isa::Gen::GFX10: return {kGlc, kDlc};
    case isa::Gen::GFX11: return {kGlc, kGlc};
    case isa::Gen::GFX12: break;                // scope and temporal hints instead of these bits
  }
  throw Error(file + ": error: the timing model has no cache policy for this target's generation");
}

}  // namespace

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
      {"dram_bandwidth_gbs", "DRAM bandwidth, GB/s"},
      {"launch_overhead_us", "empty-kernel launch overhead, microseconds"},
      {"valu_lanes_per_cycle", "FP32 VALU lane operations per clock per CU"},
      {"trans_lanes_per_cycle", "transcendental lane operations per clock per CU"},
      {"salu_per_cycle", "scalar ALU instructions per clock per CU"},
  };
  return keys;
}

const std::vector<std::string>& timingConfigKeys() {
  static const std::vector<std::string> keys = [] {
    std::vector<std::string> k = {"clock.core_mhz"};
    for (const char* c : {"simd_width", "valu_latency", "trans_rate", "f64_rate", "int_mul_rate", "salu_latency", "branch_latency",
                          "smem_issue_cycles", "barrier_latency", "wave_launch_cycles", "workgroup_launch_cycles",
                          "kernel_launch_cycles", "kernel_end_cycles", "shader_arrays", "sleep_unit_cycles", "vgprs_per_simd",
                          "sgprs_per_simd", "barriers"})
      k.push_back(std::string("compute.") + c);
    for (const char* c : {"size_kib", "assoc", "line_bytes", "hit_latency", "miss_latency", "fetch_bytes", "cus_sharing"})
      k.push_back(std::string("icache.") + c);
    for (const char* c : {"size_kib", "assoc", "line_bytes", "hit_latency", "cus_sharing"}) k.push_back(std::string("scalar_cache.") + c);
    for (const char* c : {"size_kib", "banks", "bank_bytes", "latency", "cycles_per_access"}) k.push_back(std::string("lds.") + c);
    for (const char* sec : {"l1", "gl1", "l2"})
      for (const char* c : kCacheKeys) k.push_back(std::string(sec) + "." + c);
    k.push_back("l2.channels");
    k.push_back("l2.interleave_bytes");
    for (const char* c : {"size_mib", "assoc", "line_bytes", "hit_latency", "bytes_per_cycle", "write_policy"}) k.push_back(std::string("llc.") + c);
    for (const char* c : {"channels", "interleave_bytes", "latency", "bandwidth_gbs"}) k.push_back(std::string("dram.") + c);
    for (const auto& p : publishedKeys()) k.push_back(std::string("published.") + p.key);
    return k;
  }();
  return keys;
}

namespace {

uint32_t u32(const IniFile& ini, const std::string& key, uint64_t lo, uint64_t hi) {
  return static_cast<uint32_t>(ini.integer(key, lo, hi));
}

uint32_t pow2(const IniFile& ini, const std::string& key, uint64_t lo, uint64_t hi) {
  uint32_t v = u32(ini, key, lo, hi);
  if (!std::has_single_bit(v)) ini.fail(key, std::to_string(v) + " is not a power of two");
  return v;
}

CacheParams cache(const IniFile& ini, const std::string& sec, bool sizeInMib = false) {
  CacheParams c;
  c.present = true;
  c.sizeBytes = sizeInMib ? ini.integer(sec + ".size_mib", 1, 4096) << 20 : ini.integer(sec + ".size_kib", 1, 1 << 20) << 10;
  c.assoc = u32(ini, sec + ".assoc", 1, 256);
  c.lineBytes = pow2(ini, sec + ".line_bytes", 16, 1024);
  c.hitLatency = u32(ini, sec + ".hit_latency", 1, 100000);
  if (ini.has(sec + ".bytes_per_cycle")) c.bytesPerCycle = u32(ini, sec + ".bytes_per_cycle", 1, 1 << 20);
  if (ini.has(sec + ".mshrs")) c.mshrs = u32(ini, sec + ".mshrs", 1, 4096);
  if (ini.has(sec + ".invalidate_cycles")) {
    if (sec != "l1" && sec != "gl1") ini.fail(sec + ".invalidate_cycles", "only the L1/L0 and the GL1 are invalidated by a wave");
    c.invalidateCycles = u32(ini, sec + ".invalidate_cycles", 1, 100000);
  }
  if (ini.has(sec + ".write_policy")) {
    // The first-level vector caches are write-through on every generation modelled (their
    // coherence, and the memory model's sequences, depend on it); the L2 may be either.
    bool firstLevel = sec == "l1" || sec == "gl1";
    std::string v = firstLevel ? ini.choice(sec + ".write_policy", {"write-through"})
                               : ini.choice(sec + ".write_policy", {"write-back", "write-through"});
    c.writeBack = v == "write-back";
  } else {
    c.writeBack = sec == "l2" || sec == "llc";
  }
  std::string sizeKey = sec + (sizeInMib ? ".size_mib" : ".size_kib");
  if (c.sizeBytes % (static_cast<uint64_t>(c.lineBytes) * c.assoc) || !std::has_single_bit(c.sets()))
    ini.fail(sizeKey, "the size is not a power-of-two number of sets of " + std::to_string(c.assoc) + " lines of " +
                          std::to_string(c.lineBytes) + " bytes");
  return c;
}

}  // namespace

TimingConfig timingFromIni(const IniFile& ini, const rt::AgentConfig& agent) {
  TimingConfig t;
  t.file = ini.file();
  t.rdna = agent.target.info->gen == isa::Gen::GFX10 || agent.target.info->gen == isa::Gen::GFX11;
  t.cachePolicy = cachePolicyOf(agent.target.info->gen, agent.file);
  t.coreMhz = ini.real("clock.core_mhz", 1, 100000);
  t.simdWidth = u32(ini, "compute.simd_width", 16, 32);
  if (t.simdWidth != (t.rdna ? 32u : 16u))
    ini.fail("compute.simd_width", std::string(t.rdna ? "RDNA SIMDs are 32 lanes wide" : "GCN/CDNA SIMDs are 16 lanes wide"));
  t.valuLatency = u32(ini, "compute.valu_latency", 1, 64);
  t.transRate = u32(ini, "compute.trans_rate", 1, 64);
  t.f64Rate = u32(ini, "compute.f64_rate", 1, 64);
  t.intMulRate = u32(ini, "compute.int_mul_rate", 1, 64);
  t.saluLatency = u32(ini, "compute.salu_latency", 1, 64);
  t.branchLatency = u32(ini, "compute.branch_latency", 0, 64);
  t.smemIssueCycles = u32(ini, "compute.smem_issue_cycles", 1, 64);
  t.barrierLatency = u32(ini, "compute.barrier_latency", 0, 1000);
  t.waveLaunchCycles = u32(ini, "compute.wave_launch_cycles", 0, 10000);
  t.workgroupLaunchCycles = u32(ini, "compute.workgroup_launch_cycles", 0, 100000);
  t.kernelLaunchCycles = u32(ini, "compute.kernel_launch_cycles", 0, 10000000);
  t.kernelEndCycles = u32(ini, "compute.kernel_end_cycles", 0, 10000000);
  t.shaderArrays = u32(ini, "compute.shader_arrays", 1, 256);
  t.sleepUnitCycles = u32(ini, "compute.sleep_unit_cycles", 1, 1024);
  t.vgprsPerSimd = u32(ini, "compute.vgprs_per_simd", 32, 4096);
  t.sgprsPerSimd = static_cast<uint32_t>(ini.integer("compute.sgprs_per_simd", 0, 100000, 0));
  t.barriersPerBlock = u32(ini, "compute.barriers", 1, 64);
  t.ldsBytesPerBlock = static_cast<uint32_t>(ini.integer("lds.size_kib", 1, 1024) << 10);
  if (t.ldsBytesPerBlock < agent.ldsBytesPerWorkgroup)
    ini.fail("lds.size_kib", "smaller than agent.lds_bytes_per_workgroup");
  uint32_t blocks = t.rdna ? agent.computeUnits / 2 : agent.computeUnits;
  if (t.rdna && agent.computeUnits % 2) throw Error(agent.file + ": error: key 'agent.compute_units': RDNA has two CUs per WGP; give an even number");
  if (blocks % t.shaderArrays)
    ini.fail("compute.shader_arrays", std::to_string(blocks) + (t.rdna ? " WGPs" : " CUs") + " do not divide into " +
                                          std::to_string(t.shaderArrays) + " shader arrays");
  t.icache = cache(ini, "icache");
  t.icacheMissLatency = u32(ini, "icache.miss_latency", 1, 100000);
  t.fetchBytes = pow2(ini, "icache.fetch_bytes", 4, 256);
  t.icacheCusSharing = u32(ini, "icache.cus_sharing", 1, 16);
  t.scache = cache(ini, "scalar_cache");
  t.scacheCusSharing = u32(ini, "scalar_cache.cus_sharing", 1, 16);
  t.ldsBanks = pow2(ini, "lds.banks", 1, 128);
  t.ldsBankBytes = pow2(ini, "lds.bank_bytes", 4, 16);
  t.ldsLatency = u32(ini, "lds.latency", 1, 10000);
  t.ldsCyclesPerAccess = u32(ini, "lds.cycles_per_access", 1, 64);
  t.l1 = cache(ini, "l1");
  if (t.rdna) t.gl1 = cache(ini, "gl1");
  else if (ini.hasSection("gl1")) throw Error(ini.where("gl1.size_kib") + ": error: section [gl1]: GCN/CDNA targets have no GL1");
  t.l2 = cache(ini, "l2");
  t.l2Channels = pow2(ini, "l2.channels", 1, 256);
  t.l2InterleaveBytes = pow2(ini, "l2.interleave_bytes", 64, 1 << 20);
  if (t.l2.sizeBytes % t.l2Channels || !std::has_single_bit(t.l2.sets() / t.l2Channels) || t.l2.sets() < t.l2Channels)
    ini.fail("l2.channels", "the L2 does not split into " + std::to_string(t.l2Channels) + " channels of whole sets");
  if (t.l2InterleaveBytes < t.l2.lineBytes) ini.fail("l2.interleave_bytes", "smaller than the L2 line");
  if (ini.hasSection("llc")) t.llc = cache(ini, "llc", true);
  t.dramChannels = pow2(ini, "dram.channels", 1, 256);
  t.dramInterleaveBytes = pow2(ini, "dram.interleave_bytes", 64, 1 << 20);
  t.dramLatency = u32(ini, "dram.latency", 1, 100000);
  t.dramBandwidthGBs = ini.real("dram.bandwidth_gbs", 0.1, 1e6);
  if (t.llc.present && t.dramInterleaveBytes < t.llc.lineBytes) ini.fail("dram.interleave_bytes", "smaller than the LLC line");
  for (const auto& k : ini.keysOf("published")) t.published[k.substr(10)] = ini.real(k, 0, 1e9);
  // Lines must be able to move between levels.
  if (t.l1.lineBytes > t.l2.lineBytes) ini.fail("l1.line_bytes", "larger than the L2 line");
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
