// An agent (one GPU) described by a config file, configs/*.ini. Parsing is strict: an unknown
// section or key, a repeated key, a missing required key or a value out of range is an error
// that names the file, the line and the key.
//
//   [agent]
//   name = AMD Radeon RX Vega 64        # free text, shown in reports
//   target = gfx900  # processor (target id features allowed)
//   compute_units = 64  # queue max_cu_id + 1, scratch slots
//   simds_per_cu = 4
//   waves_per_simd = 10  # wave slots = compute_units * simds_per_cu * waves_per_simd
//   lds_bytes_per_workgroup = 65536  # at most the target's limit
//   memory_mib = 8192  # device memory the runtime may allocate
//   pci_device_id = 0x687f  # optional: what the drop-in HSA runtime reports as the chip id
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

// The [agent] keys ("agent.name", ...).
const std::vector<std::string>& agentConfigKeys();
// The agent of a parsed config file.
AgentConfig agentFromIni(const IniFile& ini);
// Parses the text of a config file; fileName is used in messages; `otherKeys` are the keys
// other readers of the file know (they are accepted and ignored here). Throws gfxsim::Error.
AgentConfig parseAgentConfig(const std::string& text, const std::string& fileName, const std::vector<std::string>& otherKeys = {});
// Reads and parses a config file.
AgentConfig loadAgentConfig(const std::string& path, const std::vector<std::string>& otherKeys = {});

}  // namespace gfxsim::rt
