// Platform, devices and contexts. What a device reports comes from its config (configs/*.ini):
// compute units, clock, memory, LDS, caches; the OpenCL facts are those of an OpenCL 3.0 device
// whose optional features are the ones gfxsim's compiler and runtime implement (OpenCL 3.0,
// "Device queries", and the feature macros of OpenCL C 3.0).
#include <algorithm>
#include <cstdio>

#include <fmt/format.h>

#include "api_tables.h"
#include "objects.h"
#include "runtime/printf.h"

namespace gfxsim::ocl {
namespace {

const char* kPlatformVersion = "OpenCL 3.0 gfxsim " GFXSIM_VERSION;
const char* kExtensions =
    "cl_khr_byte_addressable_store cl_khr_fp16 cl_khr_fp64 cl_khr_global_int32_base_atomics cl_khr_global_int32_extended_atomics "
    "cl_khr_local_int32_base_atomics cl_khr_local_int32_extended_atomics cl_khr_int64_base_atomics "
    "cl_khr_int64_extended_atomics cl_khr_subgroups cl_khr_icd";
// The OpenCL C 3.0 optional features the compiler implements.
const char* kFeatures[] = {"__opencl_c_generic_address_space", "__opencl_c_atomic_order_acq_rel",
                           "__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device", "__opencl_c_fp64",
                           "__opencl_c_int64", "__opencl_c_program_scope_global_variables",
                           "__opencl_c_subgroups"};

std::vector<cl_name_version> nameVersions(const std::string& spaceSeparated, cl_version v) {
  std::vector<cl_name_version> out;
  size_t i = 0;
  while (i < spaceSeparated.size()) {
    size_t j = spaceSeparated.find(' ', i);
    if (j == std::string::npos) j = spaceSeparated.size();
    cl_name_version nv{};
    nv.version = v;
    std::snprintf(nv.name, sizeof nv.name, "%s", spaceSeparated.substr(i, j - i).c_str());
    out.push_back(nv);
    i = j + 1;
  }
  return out;
}

cl_int CL_API_CALL getPlatformIDs(cl_uint n, cl_platform_id* out, cl_uint* count) {
  if ((n == 0 && out) || (!out && !count)) return CL_INVALID_VALUE;
  cl_platform_id p = platform();
  if (count) *count = p ? 1 : 0;
  if (!p) return CL_PLATFORM_NOT_FOUND_KHR;
  if (out) out[0] = p;
  return CL_SUCCESS;
}

cl_int CL_API_CALL getPlatformInfo(cl_platform_id p, cl_platform_info param, size_t size, void* value, size_t* sizeRet) {
  if (!p) p = platform();
  if (!liveObject(p, Kind::Platform)) return CL_INVALID_PLATFORM;
  switch (param) {
    case CL_PLATFORM_PROFILE: return infoString(size, value, sizeRet, "FULL_PROFILE");
    case CL_PLATFORM_VERSION: return infoString(size, value, sizeRet, kPlatformVersion);
    case CL_PLATFORM_NAME:
      return infoString(size, value, sizeRet, p->timingMode ? "gfxsim (timing)" : "gfxsim (functional)");
    case CL_PLATFORM_VENDOR: return infoString(size, value, sizeRet, "gfxsim");
    case CL_PLATFORM_EXTENSIONS: return infoString(size, value, sizeRet, "cl_khr_icd");
    case CL_PLATFORM_ICD_SUFFIX_KHR: return infoString(size, value, sizeRet, "gfxsim");
    case CL_PLATFORM_HOST_TIMER_RESOLUTION: return info(size, value, sizeRet, cl_ulong{0});
    case CL_PLATFORM_NUMERIC_VERSION: return info(size, value, sizeRet, cl_version{CL_MAKE_VERSION(3, 0, 0)});
    case CL_PLATFORM_EXTENSIONS_WITH_VERSION:
      return infoVector(size, value, sizeRet, nameVersions("cl_khr_icd", CL_MAKE_VERSION(1, 0, 0)));
    default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL getDeviceIDs(cl_platform_id p, cl_device_type type, cl_uint n, cl_device_id* out, cl_uint* count) {
  if (!p) p = platform();
  if (!liveObject(p, Kind::Platform)) return CL_INVALID_PLATFORM;
  constexpr cl_device_type known =
      CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CUSTOM;
  if (type != CL_DEVICE_TYPE_ALL && (type & ~known)) return CL_INVALID_DEVICE_TYPE;
  if ((n == 0 && out) || (!out && !count)) return CL_INVALID_VALUE;
  std::vector<cl_device_id> match;
  if (type == CL_DEVICE_TYPE_ALL || (type & CL_DEVICE_TYPE_GPU)) match = p->devices;
  else if (type & CL_DEVICE_TYPE_DEFAULT) match = {p->devices.front()};
  if (count) *count = static_cast<cl_uint>(match.size());
  if (match.empty()) return CL_DEVICE_NOT_FOUND;
  for (cl_uint i = 0; out && i < n && i < match.size(); ++i) out[i] = match[i];
  return CL_SUCCESS;
}

cl_int CL_API_CALL getDeviceInfo(cl_device_id d, cl_device_info param, size_t size, void* value, size_t* sizeRet) {
  if (!liveObject(d, Kind::Device)) return CL_INVALID_DEVICE;
  const rt::AgentConfig& a = d->gpu.agent;
  const timing::TimingConfig& t = d->gpu.timing;
  const bool wave32 = a.target.info->wave32Default;
  const cl_ulong maxAlloc = a.memoryBytes / 4 * 3;
  auto u = [&](cl_uint v) { return info(size, value, sizeRet, v); };
  auto ul = [&](cl_ulong v) { return info(size, value, sizeRet, v); };
  auto sz = [&](size_t v) { return info(size, value, sizeRet, v); };
  auto b = [&](bool v) { return info(size, value, sizeRet, static_cast<cl_bool>(v ? CL_TRUE : CL_FALSE)); };
  auto s = [&](const std::string& v) { return infoString(size, value, sizeRet, v); };
  switch (param) {
    case CL_DEVICE_TYPE: return info(size, value, sizeRet, cl_device_type{CL_DEVICE_TYPE_GPU});
    case CL_DEVICE_VENDOR_ID: return u(0x1002);
    case CL_DEVICE_MAX_COMPUTE_UNITS: return u(a.computeUnits);
    case CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS: return u(3);
    case CL_DEVICE_MAX_WORK_ITEM_SIZES: return infoVector(size, value, sizeRet, std::vector<size_t>{1024, 1024, 1024});
    // Kernels are compiled for at most 256 work-items per group unless reqd_work_group_size
    // says otherwise (AMDGPUUsage, "amdgpu-flat-work-group-size", as clang does for OpenCL);
    // ROCm's OpenCL reports the same default.
    case CL_DEVICE_MAX_WORK_GROUP_SIZE: return sz(256);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR: return u(4);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT: return u(2);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_INT:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE: return u(1);
    // cl_khr_fp16: one half a VALU instruction (gfxsim's compiler emits no packed v_pk_* math).
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF: return u(1);
    case CL_DEVICE_MAX_CLOCK_FREQUENCY: return u(static_cast<cl_uint>(t.coreMhz));
    case CL_DEVICE_ADDRESS_BITS: return u(64);
    case CL_DEVICE_MAX_MEM_ALLOC_SIZE: return ul(maxAlloc);
    case CL_DEVICE_IMAGE_SUPPORT: return b(false);
    case CL_DEVICE_MAX_READ_IMAGE_ARGS:
    case CL_DEVICE_MAX_WRITE_IMAGE_ARGS:
    case CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS:
    case CL_DEVICE_MAX_SAMPLERS:
    case CL_DEVICE_IMAGE_PITCH_ALIGNMENT:
    case CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT: return u(0);
    case CL_DEVICE_IMAGE2D_MAX_WIDTH:
    case CL_DEVICE_IMAGE2D_MAX_HEIGHT:
    case CL_DEVICE_IMAGE3D_MAX_WIDTH:
    case CL_DEVICE_IMAGE3D_MAX_HEIGHT:
    case CL_DEVICE_IMAGE3D_MAX_DEPTH:
    case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE:
    case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE: return sz(0);
    case CL_DEVICE_MAX_PARAMETER_SIZE: return sz(1024);
    case CL_DEVICE_MEM_BASE_ADDR_ALIGN: return u(1024);  // bits: buffers start 128-byte aligned
    case CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE: return u(128);
    case CL_DEVICE_SINGLE_FP_CONFIG:
      return info(size, value, sizeRet, cl_device_fp_config{CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_FMA});
    case CL_DEVICE_DOUBLE_FP_CONFIG:
      return info(size, value, sizeRet, cl_device_fp_config{CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_FMA});
    // Kernels run with f16 denormals kept and round to nearest even; fma is v_fma_f16, fused.
    case CL_DEVICE_HALF_FP_CONFIG:
      return info(size, value, sizeRet, cl_device_fp_config{CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_FMA});
    case CL_DEVICE_GLOBAL_MEM_CACHE_TYPE: return info(size, value, sizeRet, cl_device_mem_cache_type{CL_READ_WRITE_CACHE});
    case CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE: return u(t.l2.lineBytes);
    case CL_DEVICE_GLOBAL_MEM_CACHE_SIZE: return ul(t.l2.sizeBytes);
    case CL_DEVICE_GLOBAL_MEM_SIZE: return ul(a.memoryBytes);
    case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE: return ul(maxAlloc);
    case CL_DEVICE_MAX_CONSTANT_ARGS: return u(8);
    case CL_DEVICE_LOCAL_MEM_TYPE: return info(size, value, sizeRet, cl_device_local_mem_type{CL_LOCAL});
    case CL_DEVICE_LOCAL_MEM_SIZE: return ul(a.ldsBytesPerWorkgroup);
    case CL_DEVICE_ERROR_CORRECTION_SUPPORT: return b(a.target.info->supportsSramecc);
    case CL_DEVICE_HOST_UNIFIED_MEMORY: return b(false);  // a discrete GPU's memory
    case CL_DEVICE_PROFILING_TIMER_RESOLUTION: return sz(1);
    case CL_DEVICE_ENDIAN_LITTLE:
    case CL_DEVICE_AVAILABLE:
    case CL_DEVICE_COMPILER_AVAILABLE:
    case CL_DEVICE_LINKER_AVAILABLE:
    case CL_DEVICE_PREFERRED_INTEROP_USER_SYNC:
    case CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT:
    case CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT: return b(true);
    case CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT:
    case CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS:
    case CL_DEVICE_PIPE_SUPPORT: return b(false);
    case CL_DEVICE_EXECUTION_CAPABILITIES: return info(size, value, sizeRet, cl_device_exec_capabilities{CL_EXEC_KERNEL});
    case CL_DEVICE_QUEUE_ON_HOST_PROPERTIES:
      return info(size, value, sizeRet,
                  cl_command_queue_properties{CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE});
    case CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES: return info(size, value, sizeRet, cl_command_queue_properties{0});
    case CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE:
    case CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE:
    case CL_DEVICE_MAX_ON_DEVICE_QUEUES:
    case CL_DEVICE_MAX_ON_DEVICE_EVENTS:
    case CL_DEVICE_MAX_PIPE_ARGS:
    case CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS:
    case CL_DEVICE_PIPE_MAX_PACKET_SIZE:
    case CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT:
    case CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT:
    case CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT:
    // A sub-group is a wave (the compile's wave size: wave32 on RDNA, as the device's
    // kernels are built): so many of them make the largest work-group.
    case CL_DEVICE_MAX_NUM_SUB_GROUPS: return u(256 / (wave32 ? 32 : 64));
    case CL_DEVICE_PARTITION_MAX_SUB_DEVICES:
    case CL_DEVICE_REFERENCE_COUNT: return u(param == CL_DEVICE_REFERENCE_COUNT ? 1 : 0);
    // gfxsim cc's largest initialized program-scope variable (the OpenCL 3.0 minimum, 64 KB).
    case CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE:
    case CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE: return sz(65536);
    case CL_DEVICE_SVM_CAPABILITIES: return info(size, value, sizeRet, cl_device_svm_capabilities{0});
    case CL_DEVICE_PLATFORM: return info(size, value, sizeRet, platform());
    case CL_DEVICE_PARENT_DEVICE: return info(size, value, sizeRet, cl_device_id{nullptr});
    case CL_DEVICE_PARTITION_PROPERTIES: return info(size, value, sizeRet, cl_device_partition_property{0});
    case CL_DEVICE_PARTITION_AFFINITY_DOMAIN: return info(size, value, sizeRet, cl_device_affinity_domain{0});
    case CL_DEVICE_PARTITION_TYPE: return infoBytes(size, value, sizeRet, nullptr, 0);
    case CL_DEVICE_NAME: return s(a.name);
    case CL_DEVICE_VENDOR: return s("Advanced Micro Devices, Inc. (simulated by gfxsim)");
    case CL_DRIVER_VERSION: return s(GFXSIM_VERSION);
    case CL_DEVICE_PROFILE: return s("FULL_PROFILE");
    case CL_DEVICE_VERSION: return s(fmt::format("OpenCL 3.0 gfxsim {} {}", GFXSIM_VERSION, a.target.str()));
    case CL_DEVICE_OPENCL_C_VERSION: return s("OpenCL C 1.2 ");
    case CL_DEVICE_EXTENSIONS: return s(kExtensions);
    case CL_DEVICE_BUILT_IN_KERNELS:
    case CL_DEVICE_IL_VERSION: return s("");
    case CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED: return s("v0000-00-00-00");  // never submitted to Khronos
    case CL_DEVICE_PRINTF_BUFFER_SIZE: return sz(gfxsim::rt::kPrintfBufferBytes);
    case CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE: return sz(wave32 ? 32 : 64);
    case CL_DEVICE_NUMERIC_VERSION: return info(size, value, sizeRet, cl_version{CL_MAKE_VERSION(3, 0, 0)});
    case CL_DEVICE_EXTENSIONS_WITH_VERSION: return infoVector(size, value, sizeRet, nameVersions(kExtensions, CL_MAKE_VERSION(1, 0, 0)));
    case CL_DEVICE_ILS_WITH_VERSION:
    case CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION: return infoBytes(size, value, sizeRet, nullptr, 0);
    case CL_DEVICE_OPENCL_C_ALL_VERSIONS: {
      std::vector<cl_name_version> v;
      for (cl_version ver : {CL_MAKE_VERSION(1, 0, 0), CL_MAKE_VERSION(1, 1, 0), CL_MAKE_VERSION(1, 2, 0), CL_MAKE_VERSION(3, 0, 0)}) {
        cl_name_version nv{};
        nv.version = ver;
        std::snprintf(nv.name, sizeof nv.name, "OpenCL C");
        v.push_back(nv);
      }
      return infoVector(size, value, sizeRet, v);
    }
    case CL_DEVICE_OPENCL_C_FEATURES: {
      std::string all;
      for (const char* f : kFeatures) all += (all.empty() ? "" : " ") + std::string(f);
      return infoVector(size, value, sizeRet, nameVersions(all, CL_MAKE_VERSION(3, 0, 0)));
    }
    case CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES:
    case CL_DEVICE_ATOMIC_FENCE_CAPABILITIES:
      return info(size, value, sizeRet,
                  cl_device_atomic_capabilities{CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
                                                CL_DEVICE_ATOMIC_ORDER_SEQ_CST | CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM |
                                                CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP | CL_DEVICE_ATOMIC_SCOPE_DEVICE});
    case CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES: return info(size, value, sizeRet, cl_device_device_enqueue_capabilities{0});
    default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL retainDevice(cl_device_id d) { return liveObject(d, Kind::Device) ? CL_SUCCESS : CL_INVALID_DEVICE; }

cl_int CL_API_CALL createSubDevices(cl_device_id d, const cl_device_partition_property*, cl_uint, cl_device_id*, cl_uint*) {
  // CL_DEVICE_PARTITION_PROPERTIES lists no partition type.
  return liveObject(d, Kind::Device) ? CL_INVALID_VALUE : CL_INVALID_DEVICE;
}

// --- contexts ------------------------------------------------------------------------------------

cl_int checkContextProperties(const cl_context_properties* props, std::vector<cl_context_properties>& out) {
  if (!props) return CL_SUCCESS;
  bool seenPlatform = false, seenSync = false;
  for (size_t i = 0; props[i] != 0; i += 2) {
    if (i > 64) return CL_INVALID_PROPERTY;
    cl_context_properties k = props[i], v = props[i + 1];
    if (k == CL_CONTEXT_PLATFORM) {
      if (seenPlatform) return CL_INVALID_PROPERTY;
      seenPlatform = true;
      if (reinterpret_cast<cl_platform_id>(v) != platform()) return CL_INVALID_PLATFORM;
    } else if (k == CL_CONTEXT_INTEROP_USER_SYNC) {
      if (seenSync) return CL_INVALID_PROPERTY;
      seenSync = true;
    } else {
      return CL_INVALID_PROPERTY;
    }
    out.push_back(k);
    out.push_back(v);
  }
  out.push_back(0);
  return CL_SUCCESS;
}

cl_context makeContext(const cl_context_properties* props, std::vector<cl_device_id> devices,
                       void(CL_CALLBACK* notify)(const char*, const void*, size_t, void*), void* data, cl_int* err) {
  std::vector<cl_context_properties> kept;
  if (cl_int e = checkContextProperties(props, kept); e != CL_SUCCESS) return withError(err, e, cl_context{nullptr});
  auto* c = new _cl_context();
  c->devices = std::move(devices);
  c->properties = std::move(kept);
  c->notify = notify;
  c->notifyData = data;
  track(c);
  return withError(err, CL_SUCCESS, c);
}

cl_context CL_API_CALL createContext(const cl_context_properties* props, cl_uint n, const cl_device_id* devices,
                                     void(CL_CALLBACK* notify)(const char*, const void*, size_t, void*), void* data,
                                     cl_int* err) {
  if (!platform()) return withError(err, CL_INVALID_PLATFORM, cl_context{nullptr});
  if (n == 0 || !devices || (!notify && data)) return withError(err, CL_INVALID_VALUE, cl_context{nullptr});
  std::vector<cl_device_id> list;
  for (cl_uint i = 0; i < n; ++i) {
    if (!liveObject(devices[i], Kind::Device)) return withError(err, CL_INVALID_DEVICE, cl_context{nullptr});
    if (std::find(list.begin(), list.end(), devices[i]) == list.end()) list.push_back(devices[i]);
  }
  return makeContext(props, std::move(list), notify, data, err);
}

cl_context CL_API_CALL createContextFromType(const cl_context_properties* props, cl_device_type type,
                                             void(CL_CALLBACK* notify)(const char*, const void*, size_t, void*), void* data,
                                             cl_int* err) {
  cl_platform_id p = platform();
  if (!p) return withError(err, CL_INVALID_PLATFORM, cl_context{nullptr});
  if (!notify && data) return withError(err, CL_INVALID_VALUE, cl_context{nullptr});
  cl_uint count = 0;
  cl_int e = getDeviceIDs(p, type, 0, nullptr, &count);
  if (e != CL_SUCCESS) return withError(err, e, cl_context{nullptr});
  std::vector<cl_device_id> list(count);
  getDeviceIDs(p, type, count, list.data(), nullptr);
  return makeContext(props, std::move(list), notify, data, err);
}

cl_int CL_API_CALL getContextInfo(cl_context c, cl_context_info param, size_t size, void* value, size_t* sizeRet) {
  if (!liveObject(c, Kind::Context)) return CL_INVALID_CONTEXT;
  switch (param) {
    case CL_CONTEXT_REFERENCE_COUNT: return info(size, value, sizeRet, cl_uint{c->refs.load()});
    case CL_CONTEXT_NUM_DEVICES: return info(size, value, sizeRet, static_cast<cl_uint>(c->devices.size()));
    case CL_CONTEXT_DEVICES: return infoVector(size, value, sizeRet, c->devices);
    case CL_CONTEXT_PROPERTIES:
      return c->properties.empty() ? infoBytes(size, value, sizeRet, nullptr, 0) : infoVector(size, value, sizeRet, c->properties);
    default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL setContextDestructorCallback(cl_context c, void(CL_CALLBACK* fn)(cl_context, void*), void* data) {
  if (!liveObject(c, Kind::Context)) return CL_INVALID_CONTEXT;
  if (!fn) return CL_INVALID_VALUE;
  c->destructors.emplace_back(fn, data);
  return CL_SUCCESS;
}

}  // namespace

void fillPlatformEntries(cl_icd_dispatch& t) {
  t.clGetPlatformIDs = getPlatformIDs;
  t.clGetPlatformInfo = getPlatformInfo;
  t.clGetDeviceIDs = getDeviceIDs;
  t.clGetDeviceInfo = getDeviceInfo;
  t.clCreateSubDevices = createSubDevices;
  t.clRetainDevice = retainDevice;
  t.clReleaseDevice = retainDevice;  // root devices: no reference count to change
  t.clCreateContext = createContext;
  t.clCreateContextFromType = createContextFromType;
  t.clRetainContext = retainHandle<cl_context, Kind::Context, CL_INVALID_CONTEXT>;
  t.clReleaseContext = releaseHandle<cl_context, Kind::Context, CL_INVALID_CONTEXT>;
  t.clGetContextInfo = getContextInfo;
  t.clSetContextDestructorCallback = setContextDestructorCallback;
}

cl_int platformIDs(cl_uint n, cl_platform_id* out, cl_uint* count) { return getPlatformIDs(n, out, count); }
cl_int platformInfo(cl_platform_id p, cl_platform_info param, size_t size, void* value, size_t* sizeRet) {
  return getPlatformInfo(p, param, size, value, sizeRet);
}

}  // namespace gfxsim::ocl
