// Entry points HIP imports for features gfxsim does not simulate: images and samplers (no T#/S#
// descriptors or MIMG instructions), graphics interop, inter-process memory, shared virtual
// memory attributes, rectangular copies and coherency changes. Each answers an error status and
// says so on one line, so the program sees a clean failure.
#include <fmt/format.h>
#include <hsa/hsa_ext_image.h>

#include "api_util.h"

using namespace gfxsim::hsa;

namespace gfxsim::hsa {

const char* statusText(hsa_status_t s) {
  switch (static_cast<uint32_t>(s)) {
    case HSA_STATUS_SUCCESS: return "HSA_STATUS_SUCCESS: The function has been executed successfully.";
    case HSA_STATUS_INFO_BREAK: return "HSA_STATUS_INFO_BREAK: A traversal over a list of elements has been interrupted.";
    case HSA_STATUS_ERROR: return "HSA_STATUS_ERROR: A generic error has occurred.";
    case HSA_STATUS_ERROR_INVALID_ARGUMENT: return "HSA_STATUS_ERROR_INVALID_ARGUMENT: One of the actual arguments does not meet a precondition.";
    case HSA_STATUS_ERROR_INVALID_QUEUE_CREATION: return "HSA_STATUS_ERROR_INVALID_QUEUE_CREATION: The requested queue creation is not valid.";
    case HSA_STATUS_ERROR_INVALID_ALLOCATION: return "HSA_STATUS_ERROR_INVALID_ALLOCATION: The requested allocation is not valid.";
    case HSA_STATUS_ERROR_INVALID_AGENT: return "HSA_STATUS_ERROR_INVALID_AGENT: The agent is invalid.";
    case HSA_STATUS_ERROR_INVALID_REGION: return "HSA_STATUS_ERROR_INVALID_REGION: The memory region is invalid.";
    case HSA_STATUS_ERROR_INVALID_SIGNAL: return "HSA_STATUS_ERROR_INVALID_SIGNAL: The signal is invalid.";
    case HSA_STATUS_ERROR_INVALID_QUEUE: return "HSA_STATUS_ERROR_INVALID_QUEUE: The queue is invalid.";
    case HSA_STATUS_ERROR_OUT_OF_RESOURCES: return "HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources.";
    case HSA_STATUS_ERROR_INVALID_PACKET_FORMAT: return "HSA_STATUS_ERROR_INVALID_PACKET_FORMAT: The AQL packet is malformed.";
    case HSA_STATUS_ERROR_RESOURCE_FREE: return "HSA_STATUS_ERROR_RESOURCE_FREE: An error has been detected while releasing a resource.";
    case HSA_STATUS_ERROR_NOT_INITIALIZED: return "HSA_STATUS_ERROR_NOT_INITIALIZED: An API other than hsa_init has been invoked while the reference count of the HSA runtime is zero.";
    case HSA_STATUS_ERROR_REFCOUNT_OVERFLOW: return "HSA_STATUS_ERROR_REFCOUNT_OVERFLOW: The maximum reference count for the object has been reached.";
    case HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS: return "HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS: The arguments passed to a function are not compatible.";
    case HSA_STATUS_ERROR_INVALID_INDEX: return "HSA_STATUS_ERROR_INVALID_INDEX: The index is invalid.";
    case HSA_STATUS_ERROR_INVALID_ISA: return "HSA_STATUS_ERROR_INVALID_ISA: The instruction set architecture is invalid.";
    case HSA_STATUS_ERROR_INVALID_ISA_NAME: return "HSA_STATUS_ERROR_INVALID_ISA_NAME: The instruction set architecture name is invalid.";
    case HSA_STATUS_ERROR_INVALID_CODE_OBJECT: return "HSA_STATUS_ERROR_INVALID_CODE_OBJECT: The code object is invalid.";
    case HSA_STATUS_ERROR_INVALID_EXECUTABLE: return "HSA_STATUS_ERROR_INVALID_EXECUTABLE: The executable is invalid.";
    case HSA_STATUS_ERROR_FROZEN_EXECUTABLE: return "HSA_STATUS_ERROR_FROZEN_EXECUTABLE: The executable is frozen.";
    case HSA_STATUS_ERROR_INVALID_SYMBOL_NAME: return "HSA_STATUS_ERROR_INVALID_SYMBOL_NAME: There is no symbol with the given name.";
    case HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED: return "HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED: The variable is already defined.";
    case HSA_STATUS_ERROR_VARIABLE_UNDEFINED: return "HSA_STATUS_ERROR_VARIABLE_UNDEFINED: The variable is undefined.";
    case HSA_STATUS_ERROR_EXCEPTION: return "HSA_STATUS_ERROR_EXCEPTION: An HSAIL operation resulted in a hardware exception.";
    case HSA_STATUS_ERROR_INVALID_CODE_SYMBOL: return "HSA_STATUS_ERROR_INVALID_CODE_SYMBOL: The code object symbol is invalid.";
    case HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL: return "HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL: The executable symbol is invalid.";
    case HSA_STATUS_ERROR_INVALID_FILE: return "HSA_STATUS_ERROR_INVALID_FILE: The file descriptor is invalid.";
    case HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER: return "HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER: The code object reader is invalid.";
    case HSA_STATUS_ERROR_INVALID_CACHE: return "HSA_STATUS_ERROR_INVALID_CACHE: The cache is invalid.";
    case HSA_STATUS_ERROR_INVALID_WAVEFRONT: return "HSA_STATUS_ERROR_INVALID_WAVEFRONT: The wavefront is invalid.";
    case HSA_STATUS_ERROR_INVALID_SIGNAL_GROUP: return "HSA_STATUS_ERROR_INVALID_SIGNAL_GROUP: The signal group is invalid.";
    case HSA_STATUS_ERROR_INVALID_RUNTIME_STATE: return "HSA_STATUS_ERROR_INVALID_RUNTIME_STATE: The HSA runtime is not in the configuration state.";
    case HSA_STATUS_ERROR_FATAL: return "HSA_STATUS_ERROR_FATAL: The queue received an error that may require process termination.";
    case HSA_STATUS_ERROR_INVALID_MEMORY_POOL: return "HSA_STATUS_ERROR_INVALID_MEMORY_POOL: The memory pool is invalid.";
    case HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: return "HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address.";
    default: return nullptr;
  }
}

State* stateFor(const char* fn) {
  State* st = State::get();
  if (!st) logLine(fmt::format("{}: called before hsa_init", fn));
  return st;
}

}  // namespace gfxsim::hsa

namespace {
hsa_status_t refuse(const char* fn, const char* what) {
  logLine(fmt::format("{}: {} are not supported by gfxsim", fn, what));
  return State::get() ? HSA_STATUS_ERROR_INVALID_ARGUMENT : HSA_STATUS_ERROR_NOT_INITIALIZED;
}
constexpr const char* kImages = "images and samplers";
}  // namespace

extern "C" {

hsa_status_t hsa_amd_interop_map_buffer(uint32_t, hsa_agent_t*, int, uint32_t, size_t*, void**, size_t*, const void**) {
  return refuse(__func__, "graphics interop buffers");
}
hsa_status_t hsa_amd_interop_unmap_buffer(void*) { return refuse(__func__, "graphics interop buffers"); }
hsa_status_t hsa_amd_image_create(hsa_agent_t, const hsa_ext_image_descriptor_t*, const hsa_amd_image_descriptor_t*, const void*,
                                  hsa_access_permission_t, hsa_ext_image_t*) {
  return refuse(__func__, kImages);
}
hsa_status_t hsa_ext_image_create(hsa_agent_t, const hsa_ext_image_descriptor_t*, const void*, hsa_access_permission_t,
                                  hsa_ext_image_t*) {
  return refuse(__func__, kImages);
}
hsa_status_t hsa_ext_image_create_with_layout(hsa_agent_t, const hsa_ext_image_descriptor_t*, const void*, hsa_access_permission_t,
                                              hsa_ext_image_data_layout_t, size_t, size_t, hsa_ext_image_t*) {
  return refuse(__func__, kImages);
}
hsa_status_t hsa_ext_image_data_get_info(hsa_agent_t, const hsa_ext_image_descriptor_t*, hsa_access_permission_t,
                                         hsa_ext_image_data_info_t*) {
  return refuse(__func__, kImages);
}
hsa_status_t hsa_ext_image_destroy(hsa_agent_t, hsa_ext_image_t) { return refuse(__func__, kImages); }
hsa_status_t hsa_ext_image_export(hsa_agent_t, hsa_ext_image_t, void*, size_t, size_t, const hsa_ext_image_region_t*) {
  return refuse(__func__, kImages);
}
hsa_status_t hsa_ext_image_import(hsa_agent_t, const void*, size_t, size_t, hsa_ext_image_t, const hsa_ext_image_region_t*) {
  return refuse(__func__, kImages);
}
hsa_status_t hsa_ext_sampler_create(hsa_agent_t, const hsa_ext_sampler_descriptor_t*, hsa_ext_sampler_t*) {
  return refuse(__func__, kImages);
}
hsa_status_t hsa_ext_sampler_destroy(hsa_agent_t, hsa_ext_sampler_t) { return refuse(__func__, kImages); }
hsa_status_t hsa_amd_ipc_memory_create(void*, size_t, hsa_amd_ipc_memory_t*) { return refuse(__func__, "inter-process memory handles"); }
hsa_status_t hsa_amd_ipc_memory_attach(const hsa_amd_ipc_memory_t*, size_t, uint32_t, const hsa_agent_t*, void**) {
  return refuse(__func__, "inter-process memory handles");
}
hsa_status_t hsa_amd_ipc_memory_detach(void*) { return refuse(__func__, "inter-process memory handles"); }
hsa_status_t hsa_amd_svm_attributes_set(void*, size_t, hsa_amd_svm_attribute_pair_t*, size_t) {
  return refuse(__func__, "shared virtual memory attributes");
}
hsa_status_t hsa_amd_svm_attributes_get(void*, size_t, hsa_amd_svm_attribute_pair_t*, size_t) {
  return refuse(__func__, "shared virtual memory attributes");
}
hsa_status_t hsa_amd_svm_prefetch_async(void*, size_t, hsa_agent_t, uint32_t, const hsa_signal_t*, hsa_signal_t) {
  return refuse(__func__, "shared virtual memory prefetches");
}
hsa_status_t hsa_amd_memory_async_copy_rect(const hsa_pitched_ptr_t*, const hsa_dim3_t*, const hsa_pitched_ptr_t*, const hsa_dim3_t*,
                                            const hsa_dim3_t*, hsa_agent_t, hsa_amd_copy_direction_t, uint32_t, const hsa_signal_t*,
                                            hsa_signal_t) {
  return refuse(__func__, "rectangular asynchronous copies");
}
hsa_status_t hsa_amd_coherency_set_type(hsa_agent_t, hsa_amd_coherency_type_t) { return refuse(__func__, "coherency changes"); }

}  // extern "C"
