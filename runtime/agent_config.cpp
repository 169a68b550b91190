#include "runtime/agent_config.h"

#include <map>
#include <sstream>

#include "support/error.h"
#include "support/fileio.h"
#include "support/config_keys.h"
#include "support/ini.h"

namespace gfxsim::rt {

RuntimeConfig AgentConfig::runtimeConfig() const {
  RuntimeConfig c;
  c.queue.computeUnits = computeUnits;
  c.queue.wavesPerCu = simdsPerCu * wavesPerSimd;
  c.memory.globalLimit = c.memory.globalBase + memoryBytes;
  c.ldsBytesPerWorkgroup = ldsBytesPerWorkgroup;
  return c;
}

namespace {

using K = ConfigKey::Kind;

const std::vector<ConfigKeyRow<AgentConfig>>& agentRows() {
  static const std::vector<ConfigKeyRow<AgentConfig>> rows = {
      {{"agent.name", K::Text, 0, 0, "", {}, false, {}, 1, "the GPU's name, shown in reports and as the HSA agent's product name"},
       storeInto(&AgentConfig::name)},
      {{"agent.target", K::Text, 0, 0, "", {}, false, {}, 1, "the processor, with target-id features allowed (`gfx90a:sramecc+:xnack-`)"},
       [](AgentConfig& a, const ConfigValue& v, const IniFile& ini) {
         std::string why, t = std::get<std::string>(v);
         auto id = isa::parseTargetId(t, &why);
         if (!id) ini.fail("agent.target", "'" + t + "': " + why);
         a.target = *id;
       }},
      {{"agent.compute_units", K::Integer, 1, 1024, "", {}, false, {}, 1, "compute units (RDNA: two per WGP)"},
       storeInto(&AgentConfig::computeUnits)},
      {{"agent.simds_per_cu", K::Integer, 1, 8, "", {}, false, {}, 1, "SIMDs per compute unit"}, storeInto(&AgentConfig::simdsPerCu)},
      {{"agent.waves_per_simd", K::Integer, 1, 32, "", {}, false, {}, 1, "wave slots per SIMD"}, storeInto(&AgentConfig::wavesPerSimd)},
      // The upper limit is the target's, checked below.
      {{"agent.lds_bytes_per_workgroup", K::Integer, 512, 1 << 20, "bytes", {}, false, {}, 1,
        "LDS one work-group may allocate, a multiple of 512, at most the target's limit"},
       storeInto(&AgentConfig::ldsBytesPerWorkgroup)},
      {{"agent.memory_mib", K::Integer, 1, uint64_t{1} << 26, "MiB", {}, false, {}, uint64_t{1} << 20,
        "device memory the runtime may allocate"},
       storeInto(&AgentConfig::memoryBytes)},
      {{"agent.pci_device_id", K::Hex, 1, 0xffff, "", {}, true, {}, 1,
        "the product's PCI device id (vendor 1002), which the HSA runtime reports as its chip id"},
       storeInto(&AgentConfig::pciDeviceId)},
      {{"agent.memory_bus_bits", K::Integer, 16, 16384, "bits", {}, true, {}, 1,
        "the DRAM interface's width, which the HSA runtime reports (with a clock derived from the DRAM bandwidth)"},
       storeInto(&AgentConfig::memoryBusBits)},
  };
  return rows;
}

}  // namespace

const std::vector<std::string>& agentConfigKeys() {
  static const std::vector<std::string> keys = configKeyNames(agentRows());
  return keys;
}

std::vector<ConfigKey> agentConfigKeyTable() { return configKeysOf(agentRows()); }

AgentConfig agentFromIni(const IniFile& ini) {
  AgentConfig a;
  a.file = ini.file();
  readConfigKeys(ini, agentRows(), a);
  uint32_t ldsMax = a.target.info->ldsBytesPerWorkgroup;
  if (a.ldsBytesPerWorkgroup > ldsMax)
    ini.fail("agent.lds_bytes_per_workgroup", "'" + std::to_string(a.ldsBytesPerWorkgroup) + "' is not an integer in [512, " +
                                                  std::to_string(ldsMax) + "]");
  if (a.ldsBytesPerWorkgroup % 512)
    ini.fail("agent.lds_bytes_per_workgroup", "must be a multiple of the 512-byte LDS allocation granule");
  return a;
}

AgentConfig parseAgentConfig(const std::string& text, const std::string& fileName, const std::vector<std::string>& otherKeys) {
  std::vector<std::string> keys = agentConfigKeys();
  keys.insert(keys.end(), otherKeys.begin(), otherKeys.end());
  return agentFromIni(IniFile(text, fileName, keys));
}

AgentConfig loadAgentConfig(const std::string& path, const std::vector<std::string>& otherKeys) {
  return parseAgentConfig(readFileText(path), path, otherKeys);
}

}  // namespace gfxsim::rt
