// An agent (one GPU) described by a config file, configs/*.ini. Parsing is strict: an unknown
// section or key, a repeated key, a missing required key or a value out of range is an error
// that names the file, the line and the key.
//
// The [agent] keys (name, target, compute units, SIMDs, wave slots, LDS per work-group, memory
// size; the PCI device id and DRAM bus width the HSA runtime reports) are declared once, with
// their ranges and meanings, in agent_config.cpp; configs/README.md's key table comes from them.
//
// The timing model's keys (clocks, caches, DRAM) live in their own sections of the same
// file; the simulator parses the file once with both sets of keys (timing/config.h), so a
// key neither knows is an error.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "isa/target.h"
#include "runtime/runtime.h"

namespace gfxsim {
class IniFile;
struct ConfigKey;
}

namespace gfxsim::rt {

struct AgentConfig {
  std::string file;   // where it came from (for messages)
  std::string name;
  isa::TargetId target;
  uint32_t computeUnits = 0;
  uint32_t simdsPerCu = 0;
  uint32_t wavesPerSimd = 0;
  uint32_t ldsBytesPerWorkgroup = 0;
  uint64_t memoryBytes = 0;
  uint32_t pciDeviceId = 0;  // the product's PCI device id (vendor 0x1002), 0 when not given
  uint32_t memoryBusBits = 0;  // the DRAM interface's width, 0 when not given

  // The runtime configuration this agent implies.
  RuntimeConfig runtimeConfig() const;
};

// The [agent] keys ("agent.name", ...), and their declarations (for the documentation).
const std::vector<std::string>& agentConfigKeys();
std::vector<ConfigKey> agentConfigKeyTable();
// The agent of a parsed config file.
AgentConfig agentFromIni(const IniFile& ini);
// Parses the text of a config file; fileName is used in messages; `otherKeys` are the keys
// other readers of the file know (they are accepted and ignored here). Throws gfxsim::Error.
AgentConfig parseAgentConfig(const std::string& text, const std::string& fileName, const std::vector<std::string>& otherKeys = {});
// Reads and parses a config file.
AgentConfig loadAgentConfig(const std::string& path, const std::vector<std::string>& otherKeys = {});

}  // namespace gfxsim::rt
