// The timing model's description of a GPU: the sections of configs/*.ini beside [agent].
// Parsing is strict (support/ini.h); every figure is in core-clock cycles unless named
// otherwise. The organisation (CU or WGP, L1 or L0 + GL1) follows the target's generation;
// the sizes, latencies and rates come from the file.
//
// Every key is declared once, with its kind, unit, range, default and meaning, in the rows of
// config.cpp; configs/README.md's key table is generated from them.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "runtime/agent_config.h"
#include "timing/cache_policy.h"

namespace gfxsim {
class IniFile;
struct ConfigKey;
}

namespace gfxsim::timing {

struct CacheParams {
  bool present = false;
  uint64_t sizeBytes = 0;
  uint32_t assoc = 1;
  uint32_t lineBytes = 64;
  uint32_t hitLatency = 1;
  uint32_t bytesPerCycle = 64;  // throughput of one instance (L2: of one channel)
  uint32_t mshrs = 64;
  bool writeBack = false;       // write_policy: write-back (allocate, dirty lines) or write-through
  uint32_t invalidateCycles = 1;  // L1/L0, GL1: cycles a wave's invalidate of the cache takes (the
                                  // wave's next instruction waits; other waves go on using the cache)
  uint32_t sets() const { return static_cast<uint32_t>(sizeBytes / lineBytes / assoc); }
};

struct TimingConfig {
  double coreMhz = 1000;
  // compute
  bool rdna = false;           // WGP organisation (GFX10+), else GCN CU
  CachePolicy cachePolicy;     // the target generation's row of cache_policy.cpp
  uint32_t simdWidth = 16;
  uint32_t valuLatency = 4;    // cycles from a VALU issue until a dependent instruction may issue
  uint32_t transRate = 4;      // transcendental: 1/transRate of the VALU rate
  uint32_t f64Rate = 16;       // f64: 1/f64Rate
  uint32_t intMulRate = 4;     // 32-bit integer multiply: 1/intMulRate
  uint32_t intMul64Rate = 8;   // 32 x 32 + 64-bit integer multiply-add: 1/intMul64Rate
  uint32_t saluLatency = 1;
  uint32_t branchLatency = 4;  // a taken branch: cycles until the target can be fetched
  uint32_t smemIssueCycles = 1;
  uint32_t barrierLatency = 4;
  uint32_t waveLaunchCycles = 8;
  uint32_t workgroupLaunchCycles = 32;
  uint32_t kernelLaunchCycles = 1000;
  uint32_t kernelEndCycles = 500;
  uint32_t shaderArrays = 1;
  uint32_t sleepUnitCycles = 64;
  uint32_t vgprsPerSimd = 256;   // per lane, in the wave size's units (RDNA: wave32 registers)
  uint32_t sgprsPerSimd = 0;     // 0: not a limit
  uint32_t barriersPerCu = 16;  // GCN: per CU; RDNA: per WGP
  uint32_t ldsBytesPerCu = 65536;  // GCN: per CU; RDNA: per WGP
  // instruction fetch
  CacheParams icache;
  uint32_t icacheMissLatency = 200;
  uint32_t fetchBytes = 32;
  uint32_t icacheCusSharing = 1;
  CacheParams scache;
  uint32_t scacheCusSharing = 1;
  // LDS
  uint32_t ldsBanks = 32, ldsBankBytes = 4, ldsLatency = 64, ldsCyclesPerAccess = 1;
  // memory hierarchy
  CacheParams l1, gl1, l2, llc;
  uint32_t l2Channels = 16, l2InterleaveBytes = 256;  // per L2 instance
  // L2 instances (CDNA3: one per XCD), each serving an equal share of the CUs with its own
  // channels; more than one: the L2s hold data and are not coherent with each other.
  uint32_t l2Instances = 1;
  uint32_t dramChannels = 16, dramInterleaveBytes = 256, dramLatency = 300;
  double dramBandwidthGBs = 500;  // the interface's peak (pins x data rate)
  // What keeps DRAM below its peak (memside.cpp): banks with an open row each, the time a
  // bank needs to change rows, the bus turning between reads and writes, refresh.
  uint32_t dramBanks = 1, dramRowBytes = 2048, dramWriteBatch = 1;
  double dramRowCycleNs = 0, dramTurnaroundNs = 0, dramRefreshNs = 0, dramRefreshIntervalNs = 3900;
  double nsToCycles(double ns) const { return ns * coreMhz / 1000.0; }
  double dramBytesPerCycle() const { return dramBandwidthGBs * 1e3 / coreMhz; }  // whole device
  // Published figures (name -> value) and their line in the file.
  std::map<std::string, double> published;
  std::string file;
};

// The timing keys ("clock.core_mhz", ...), for the strict parser, and their declarations
// (for the documentation).
const std::vector<std::string>& timingConfigKeys();
std::vector<ConfigKey> timingConfigKeyTable();
// The timing model of a parsed config file for this agent. Throws Error naming the key.
TimingConfig timingFromIni(const IniFile& ini, const rt::AgentConfig& agent);

// A whole GPU config: the agent (runtime) and its timing model, parsed once.
struct GpuConfig {
  rt::AgentConfig agent;
  TimingConfig timing;
};
GpuConfig parseGpuConfig(const std::string& text, const std::string& fileName);
GpuConfig loadGpuConfig(const std::string& path);

// The published figures a config may cite, with what each means.
struct PublishedKey {
  const char* key;
  const char* meaning;
};
const std::vector<PublishedKey>& publishedKeys();

}  // namespace gfxsim::timing
