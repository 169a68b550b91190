#include "runtime/agent_config.h"

#include <charconv>
#include <map>
#include <sstream>

#include "support/error.h"
#include "support/fileio.h"
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

const std::vector<std::string>& agentConfigKeys() {
  static const std::vector<std::string> keys = {"agent.name",           "agent.target",         "agent.compute_units",
                                                "agent.simds_per_cu",   "agent.waves_per_simd", "agent.lds_bytes_per_workgroup",
                                                "agent.memory_mib",     "agent.pci_device_id",  "agent.memory_bus_bits"};
  return keys;
}

AgentConfig agentFromIni(const IniFile& ini) {
  const std::string& fileName = ini.file();
  AgentConfig a;
  a.file = fileName;
  a.name = ini.str("agent.name");
  std::string why, t = ini.str("agent.target");
  auto id = isa::parseTargetId(t, &why);
  if (!id) ini.fail("agent.target", "'" + t + "': " + why);
  a.target = *id;
  a.computeUnits = static_cast<uint32_t>(ini.integer("agent.compute_units", 1, 1024));
  a.simdsPerCu = static_cast<uint32_t>(ini.integer("agent.simds_per_cu", 1, 8));
  a.wavesPerSimd = static_cast<uint32_t>(ini.integer("agent.waves_per_simd", 1, 32));
  uint32_t ldsMax = a.target.info->ldsBytesPerWorkgroup;
  a.ldsBytesPerWorkgroup = static_cast<uint32_t>(ini.integer("agent.lds_bytes_per_workgroup", 512, ldsMax));
  if (a.ldsBytesPerWorkgroup % 512)
    ini.fail("agent.lds_bytes_per_workgroup", "must be a multiple of the 512-byte LDS allocation granule");
  a.memoryBytes = ini.integer("agent.memory_mib", 1, uint64_t{1} << 26) << 20;  // up to 64 TiB
  if (ini.has("agent.pci_device_id")) {
    // Written as PCI ids are, in hex: 0x740f.
    std::string v = ini.str("agent.pci_device_id");
    unsigned id = 0;
    auto [p, ec] = v.size() > 2 && v.starts_with("0x") ? std::from_chars(v.data() + 2, v.data() + v.size(), id, 16)
                                                         : std::from_chars_result{v.data(), std::errc::invalid_argument};
    if (ec != std::errc() || p != v.data() + v.size() || id == 0 || id > 0xffff)
      ini.fail("agent.pci_device_id", "'" + v + "' is not a PCI device id (0x0001 to 0xffff)");
    a.pciDeviceId = id;
  }
  if (ini.has("agent.memory_bus_bits")) a.memoryBusBits = static_cast<uint32_t>(ini.integer("agent.memory_bus_bits", 16, 16384));
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
