// System, agents, ISAs and extension tables (HSA Runtime Programmer's Reference Manual 1.2,
// sections 2.1-2.4; AMD extensions as declared in ROCr's hsa_ext_amd.h).
#include <cstring>

#include <fmt/format.h>

#include "api_util.h"

using namespace gfxsim::hsa;

namespace {

// The AMD loader extension table (hsa_ven_amd_loader.h): HIP asks for it at start-up.
hsa_status_t queryHostAddress(const void* device, const void** host) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!device || !host) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  // Device addresses are host addresses: the loaded image is where the host can read it.
  if (!st->executableAt(reinterpret_cast<uint64_t>(device))) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *host = device;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t querySegmentDescriptors(hsa_ven_amd_loader_segment_descriptor_t* out, size_t* count) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!count) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  auto objects = st->loadedObjects();
  if (!out) {
    *count = objects.size();
    return HSA_STATUS_SUCCESS;
  }
  if (*count < objects.size()) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (size_t i = 0; i < objects.size(); ++i) {
    const LoadedObject& o = *objects[i];
    out[i].agent.handle = reinterpret_cast<uint64_t>(&st->gpuAgent());
    out[i].executable.handle = reinterpret_cast<uint64_t>(st->executableAt(o.image.base));
    out[i].code_object_storage_type = HSA_VEN_AMD_LOADER_CODE_OBJECT_STORAGE_TYPE_MEMORY;
    out[i].code_object_storage_base = o.co.bytes.data();
    out[i].code_object_storage_size = o.co.bytes.size();
    out[i].code_object_storage_offset = 0;
    out[i].segment_base = reinterpret_cast<void*>(o.image.base);
    out[i].segment_size = o.image.size;
  }
  *count = objects.size();
  return HSA_STATUS_SUCCESS;
}

hsa_status_t queryExecutable(const void* device, hsa_executable_t* exe) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!device || !exe) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  Executable* e = st->executableAt(reinterpret_cast<uint64_t>(device));
  if (!e) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  exe->handle = reinterpret_cast<uint64_t>(e);
  return HSA_STATUS_SUCCESS;
}

// Words the HDP flush "registers" point at: HIP writes them after copies.
uint32_t gHdpMemFlush = 0, gHdpRegFlush = 0;

}  // namespace

extern "C" {

hsa_status_t hsa_init() { return State::init(); }
hsa_status_t hsa_shut_down() { return State::shutDown(); }

hsa_status_t hsa_status_string(hsa_status_t status, const char** out) {
  if (!out) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  const char* s = statusText(status);
  if (!s) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *out = s;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_system_get_info(hsa_system_info_t attribute, void* value) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (static_cast<uint32_t>(attribute)) {
    case HSA_SYSTEM_INFO_VERSION_MAJOR: return put<uint16_t>(value, 1);
    case HSA_SYSTEM_INFO_VERSION_MINOR: return put<uint16_t>(value, 1);
    case HSA_SYSTEM_INFO_TIMESTAMP: return put<uint64_t>(value, st->timestamp());
    case HSA_SYSTEM_INFO_TIMESTAMP_FREQUENCY: return put<uint64_t>(value, kTicksPerSecond);
    case HSA_SYSTEM_INFO_SIGNAL_MAX_WAIT: return put<uint64_t>(value, UINT64_MAX);
    case HSA_SYSTEM_INFO_ENDIANNESS: return put<uint32_t>(value, HSA_ENDIANNESS_LITTLE);
    case HSA_SYSTEM_INFO_MACHINE_MODEL: return put<uint32_t>(value, HSA_MACHINE_MODEL_LARGE);
    case HSA_SYSTEM_INFO_EXTENSIONS: {
      auto* bits = static_cast<uint8_t*>(value);
      std::memset(bits, 0, 128);
      bits[HSA_EXTENSION_AMD_LOADER / 8] |= 1u << (HSA_EXTENSION_AMD_LOADER % 8);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_AMD_SYSTEM_INFO_BUILD_VERSION: {
      static const char build[] = "gfxsim drop-in HSA runtime";
      return put<const char*>(value, build);
    }
    case HSA_AMD_SYSTEM_INFO_SVM_SUPPORTED: return put<bool>(value, false);
    case HSA_AMD_SYSTEM_INFO_SVM_ACCESSIBLE_BY_DEFAULT: return put<bool>(value, false);
    default: return unsupportedAttribute("hsa_system_get_info", attribute);
  }
}

hsa_status_t hsa_system_extension_supported(uint16_t extension, uint16_t major, uint16_t minor, bool* result) {
  if (!State::get()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!result) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = extension == HSA_EXTENSION_AMD_LOADER && major == 1 && minor <= 1;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_system_get_major_extension_table(uint16_t extension, uint16_t major, size_t size, void* table) {
  if (!State::get()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!table) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (extension != HSA_EXTENSION_AMD_LOADER || major != 1) {
    gfxsim::hsa::logLine(fmt::format("hsa_system_get_major_extension_table: extension {:#x} version {} is not provided",
                                     extension, major));
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  hsa_ven_amd_loader_1_00_pfn_t t{};
  t.hsa_ven_amd_loader_query_host_address = queryHostAddress;
  t.hsa_ven_amd_loader_query_segment_descriptors = querySegmentDescriptors;
  t.hsa_ven_amd_loader_query_executable = queryExecutable;
  std::memcpy(table, &t, std::min(size, sizeof t));
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_system_major_extension_supported(uint16_t extension, uint16_t major, uint16_t* minor, bool* result) {
  if (!State::get()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!minor || !result) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = extension == HSA_EXTENSION_AMD_LOADER && major == 1;
  *minor = 0;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_agent_major_extension_supported(uint16_t extension, hsa_agent_t agent, uint16_t major, uint16_t* minor, bool* result) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  return hsa_system_major_extension_supported(extension, major, minor, result);
}

hsa_status_t hsa_iterate_agents(hsa_status_t (*callback)(hsa_agent_t, void*), void* data) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (Agent* a : {&st->cpu(), &st->gpuAgent()}) {
    hsa_status_t s = callback(hsa_agent_t{reinterpret_cast<uint64_t>(a)}, data);
    if (s != HSA_STATUS_SUCCESS) return s;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_agent_get_info(hsa_agent_t handle, hsa_agent_info_t attribute, void* value) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Agent* a = st->agent(handle);
  if (!a) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  const auto& gpu = st->gpu();
  const auto& ac = gpu.agent;
  const auto& tc = gpu.timing;
  const bool g = a->gpu;
  const unsigned waveSize = ac.target.info->wave32Default ? 32 : 64;
  const unsigned engines = tc.rdna ? std::max(1u, tc.shaderArrays / 2) : tc.shaderArrays;
  switch (static_cast<uint32_t>(attribute)) {
    case HSA_AGENT_INFO_NAME: return putString(value, 64, g ? std::string(ac.target.info->name) : "CPU");
    case HSA_AGENT_INFO_VENDOR_NAME: return putString(value, 64, g ? "AMD" : "CPU");
    case HSA_AGENT_INFO_FEATURE: return put<uint32_t>(value, g ? HSA_AGENT_FEATURE_KERNEL_DISPATCH : HSA_AGENT_FEATURE_AGENT_DISPATCH);
    case HSA_AGENT_INFO_MACHINE_MODEL: return put<uint32_t>(value, HSA_MACHINE_MODEL_LARGE);
    case HSA_AGENT_INFO_PROFILE: return put<uint32_t>(value, HSA_PROFILE_BASE);
    case HSA_AGENT_INFO_DEFAULT_FLOAT_ROUNDING_MODE: return put<uint32_t>(value, HSA_DEFAULT_FLOAT_ROUNDING_MODE_NEAR);
    case HSA_AGENT_INFO_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES: return put<uint32_t>(value, HSA_DEFAULT_FLOAT_ROUNDING_MODE_NEAR);
    case HSA_AGENT_INFO_FAST_F16_OPERATION: return put<bool>(value, g);
    case HSA_AGENT_INFO_WAVEFRONT_SIZE: return put<uint32_t>(value, g ? waveSize : 0);
    case HSA_AGENT_INFO_WORKGROUP_MAX_DIM: {
      uint16_t d[3] = {uint16_t(g ? 1024 : 0), uint16_t(g ? 1024 : 0), uint16_t(g ? 1024 : 0)};
      std::memcpy(value, d, sizeof d);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_AGENT_INFO_WORKGROUP_MAX_SIZE: return put<uint32_t>(value, g ? 1024 : 0);
    case HSA_AGENT_INFO_GRID_MAX_DIM: return put<hsa_dim3_t>(value, g ? hsa_dim3_t{UINT32_MAX, UINT32_MAX, UINT32_MAX} : hsa_dim3_t{0, 0, 0});
    case HSA_AGENT_INFO_GRID_MAX_SIZE: return put<uint32_t>(value, g ? UINT32_MAX : 0);
    case HSA_AGENT_INFO_FBARRIER_MAX_SIZE: return put<uint32_t>(value, g ? 32 : 0);
    case HSA_AGENT_INFO_QUEUES_MAX: return put<uint32_t>(value, g ? 128 : 0);
    case HSA_AGENT_INFO_QUEUE_MIN_SIZE: return put<uint32_t>(value, g ? 64 : 0);
    case HSA_AGENT_INFO_QUEUE_MAX_SIZE: return put<uint32_t>(value, g ? 131072 : 0);
    case HSA_AGENT_INFO_QUEUE_TYPE: return put<uint32_t>(value, HSA_QUEUE_TYPE_MULTI);
    case HSA_AGENT_INFO_NODE: return put<uint32_t>(value, a->node);
    case HSA_AGENT_INFO_DEVICE: return put<uint32_t>(value, g ? HSA_DEVICE_TYPE_GPU : HSA_DEVICE_TYPE_CPU);
    case HSA_AGENT_INFO_CACHE_SIZE: {
      uint32_t c[4] = {0, 0, 0, 0};
      if (g) {
        c[0] = static_cast<uint32_t>(tc.l1.sizeBytes);
        c[1] = static_cast<uint32_t>(tc.l2.sizeBytes);
        c[2] = tc.llc.present ? static_cast<uint32_t>(std::min<uint64_t>(tc.llc.sizeBytes, UINT32_MAX)) : 0;
      }
      std::memcpy(value, c, sizeof c);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_AGENT_INFO_ISA: return put<uint64_t>(value, g ? reinterpret_cast<uint64_t>(&st->isa()) : 0);
    case HSA_AGENT_INFO_EXTENSIONS: {
      auto* bits = static_cast<uint8_t*>(value);
      std::memset(bits, 0, 128);
      if (g) bits[HSA_EXTENSION_AMD_LOADER / 8] |= 1u << (HSA_EXTENSION_AMD_LOADER % 8);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_AGENT_INFO_VERSION_MAJOR: return put<uint16_t>(value, 1);
    case HSA_AGENT_INFO_VERSION_MINOR: return put<uint16_t>(value, 1);
    case HSA_AMD_AGENT_INFO_CHIP_ID: return put<uint32_t>(value, g ? ac.pciDeviceId : 0);
    case HSA_AMD_AGENT_INFO_CACHELINE_SIZE: return put<uint32_t>(value, g ? tc.l2.lineBytes : 64);
    case HSA_AMD_AGENT_INFO_COMPUTE_UNIT_COUNT: return put<uint32_t>(value, g ? ac.computeUnits : 1);
    case HSA_AMD_AGENT_INFO_MAX_CLOCK_FREQUENCY: return put<uint32_t>(value, g ? static_cast<uint32_t>(tc.coreMhz) : 0);
    case HSA_AMD_AGENT_INFO_DRIVER_NODE_ID: return put<uint32_t>(value, a->node);
    case HSA_AMD_AGENT_INFO_MAX_ADDRESS_WATCH_POINTS: return put<uint32_t>(value, g ? 4 : 0);
    case HSA_AMD_AGENT_INFO_BDFID: return put<uint32_t>(value, g ? 0x0300 : 0);  // bus 3, device 0, function 0
    case HSA_AMD_AGENT_INFO_MEMORY_WIDTH: return put<uint32_t>(value, g ? ac.memoryBusBits : 0);
    case HSA_AMD_AGENT_INFO_MEMORY_MAX_FREQUENCY: {
      // Programs take peak bandwidth as 2 x clock x width (a double-data-rate clock), so the
      // clock is what makes that product the config's DRAM bandwidth (0 without a width).
      double mhz = g && ac.memoryBusBits ? tc.dramBandwidthGBs * 1e3 * 8 / (2.0 * ac.memoryBusBits) : 0;
      return put<uint32_t>(value, static_cast<uint32_t>(mhz + 0.5));
    }
    case HSA_AMD_AGENT_INFO_PRODUCT_NAME: return putString(value, 64, g ? ac.name : "gfxsim host CPU");
    case HSA_AMD_AGENT_INFO_MAX_WAVES_PER_CU: return put<uint32_t>(value, g ? ac.simdsPerCu * ac.wavesPerSimd : 0);
    case HSA_AMD_AGENT_INFO_NUM_SIMDS_PER_CU: return put<uint32_t>(value, g ? ac.simdsPerCu : 0);
    case HSA_AMD_AGENT_INFO_NUM_SHADER_ENGINES: return put<uint32_t>(value, g ? engines : 0);
    case HSA_AMD_AGENT_INFO_NUM_SHADER_ARRAYS_PER_SE: return put<uint32_t>(value, g ? std::max(1u, tc.shaderArrays / engines) : 0);
    case HSA_AMD_AGENT_INFO_HDP_FLUSH: {
      if (!g) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
      hsa_amd_hdp_flush_t h{&gHdpMemFlush, &gHdpRegFlush};
      return put<hsa_amd_hdp_flush_t>(value, h);
    }
    case HSA_AMD_AGENT_INFO_DOMAIN: return put<uint32_t>(value, 0);
    case HSA_AMD_AGENT_INFO_COOPERATIVE_QUEUES: return put<bool>(value, false);
    case HSA_AMD_AGENT_INFO_UUID:
      return putString(value, 21, g ? fmt::format("GPU-gfxsim{:08x}", ac.pciDeviceId) : "CPU-XX");
    case HSA_AMD_AGENT_INFO_ASIC_REVISION: return put<uint32_t>(value, 0);
    case HSA_AMD_AGENT_INFO_SVM_DIRECT_HOST_ACCESS: return put<bool>(value, false);
    case HSA_AMD_AGENT_INFO_COOPERATIVE_COMPUTE_UNIT_COUNT: return put<uint32_t>(value, g ? ac.computeUnits : 0);
    default: return unsupportedAttribute("hsa_agent_get_info", attribute);
  }
}

hsa_status_t hsa_agent_extension_supported(uint16_t extension, hsa_agent_t agent, uint16_t major, uint16_t minor, bool* result) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!result) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = extension == HSA_EXTENSION_AMD_LOADER && major == 1 && minor <= 1;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_agent_iterate_isas(hsa_agent_t agent, hsa_status_t (*callback)(hsa_isa_t, void*), void* data) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Agent* a = st->agent(agent);
  if (!a) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (!a->gpu) return HSA_STATUS_SUCCESS;
  return callback(hsa_isa_t{reinterpret_cast<uint64_t>(&st->isa())}, data);
}

hsa_status_t hsa_isa_get_info_alt(hsa_isa_t isa, hsa_isa_info_t attribute, void* value) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->isIsa(isa)) return HSA_STATUS_ERROR_INVALID_ISA;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  const std::string& name = st->isa().name;
  const auto& ac = st->gpu().agent;
  switch (attribute) {
    case HSA_ISA_INFO_NAME_LENGTH: return put<uint32_t>(value, static_cast<uint32_t>(name.size() + 1));
    case HSA_ISA_INFO_NAME: std::memcpy(value, name.c_str(), name.size() + 1); return HSA_STATUS_SUCCESS;
    case HSA_ISA_INFO_CALL_CONVENTION_COUNT: return put<uint32_t>(value, 1);
    case HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONT_SIZE: return put<uint32_t>(value, ac.target.info->wave32Default ? 32 : 64);
    case HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONTS_PER_COMPUTE_UNIT: return put<uint32_t>(value, ac.simdsPerCu * ac.wavesPerSimd);
    case HSA_ISA_INFO_MACHINE_MODELS: {
      bool m[2] = {false, true};
      std::memcpy(value, m, sizeof m);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_ISA_INFO_PROFILES: {
      bool p[2] = {true, false};
      std::memcpy(value, p, sizeof p);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_ISA_INFO_DEFAULT_FLOAT_ROUNDING_MODES:
    case HSA_ISA_INFO_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES: {
      bool r[3] = {false, false, true};
      std::memcpy(value, r, sizeof r);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_ISA_INFO_FAST_F16_OPERATION: return put<bool>(value, true);
    case HSA_ISA_INFO_WORKGROUP_MAX_DIM: {
      uint16_t d[3] = {1024, 1024, 1024};
      std::memcpy(value, d, sizeof d);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_ISA_INFO_WORKGROUP_MAX_SIZE: return put<uint32_t>(value, 1024);
    case HSA_ISA_INFO_GRID_MAX_DIM: return put<hsa_dim3_t>(value, hsa_dim3_t{UINT32_MAX, UINT32_MAX, UINT32_MAX});
    case HSA_ISA_INFO_GRID_MAX_SIZE: return put<uint64_t>(value, UINT64_MAX);
    case HSA_ISA_INFO_FBARRIER_MAX_SIZE: return put<uint32_t>(value, 32);
    default: return unsupportedAttribute("hsa_isa_get_info_alt", attribute);
  }
}

hsa_status_t hsa_isa_from_name(const char* name, hsa_isa_t* isa) {
  State* st = State::get();
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!name || !isa) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (st->isa().name != name) return HSA_STATUS_ERROR_INVALID_ISA_NAME;
  isa->handle = reinterpret_cast<uint64_t>(&st->isa());
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_isa_get_info(hsa_isa_t isa, hsa_isa_info_t attribute, uint32_t index, void* value) {
  if (index != 0) return HSA_STATUS_ERROR_INVALID_INDEX;
  return hsa_isa_get_info_alt(isa, attribute, value);
}

}  // extern "C"
