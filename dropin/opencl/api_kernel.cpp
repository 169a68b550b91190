// Kernels: their arguments checked against the code object's metadata (AMDGPUUsage, "Code
// Object Metadata": each argument's .value_kind, .size, .address_space, .name, .type_name), and
// what clGetKernel*Info reports from it.
#include <fmt/format.h>

#include "api_tables.h"

namespace gfxsim::ocl {
namespace {

// The first device build of the program that holds a kernel named `name`.
const codeobj::KernelMetadata* findKernel(cl_program p, const std::string& name) {
  for (cl_device_id d : p->devices) {
    const ProgramBuild& b = p->builds[d];
    if (b.status != CL_BUILD_SUCCESS || !b.co || b.binaryType == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT ||
        b.binaryType == CL_PROGRAM_BINARY_TYPE_LIBRARY)
      continue;
    for (const auto& k : b.co->kernels)
      if (k.name == name) return k.metadata;
  }
  return nullptr;
}

bool hasExecutable(cl_program p) {
  for (const auto& [d, b] : p->builds)
    if (b.status == CL_BUILD_SUCCESS && b.co && b.binaryType == CL_PROGRAM_BINARY_TYPE_EXECUTABLE) return true;
  return false;
}

cl_kernel newKernel(cl_program p, const std::string& name, const codeobj::KernelMetadata* md) {
  auto* k = new _cl_kernel();
  k->program = p;
  retain(p);
  p->kernels.fetch_add(1);
  k->name = name;
  k->metadata = md;
  for (const auto& a : md->args)
    if (!codeobj::isHidden(a.valueKind)) k->explicitArgs.push_back(&a);
  k->args.resize(k->explicitArgs.size());
  track(k);
  return k;
}

cl_kernel CL_API_CALL createKernel(cl_program p, const char* name, cl_int* err) {
  if (!liveObject(p, Kind::Program)) return withError(err, CL_INVALID_PROGRAM, cl_kernel{nullptr});
  if (!name) return withError(err, CL_INVALID_VALUE, cl_kernel{nullptr});
  std::lock_guard g(p->mu);
  if (!hasExecutable(p)) return withError(err, CL_INVALID_PROGRAM_EXECUTABLE, cl_kernel{nullptr});
  const codeobj::KernelMetadata* md = findKernel(p, name);
  if (!md) return withError(err, CL_INVALID_KERNEL_NAME, cl_kernel{nullptr});
  return withError(err, CL_SUCCESS, newKernel(p, name, md));
}

cl_int CL_API_CALL createKernelsInProgram(cl_program p, cl_uint n, cl_kernel* out, cl_uint* count) {
  if (!liveObject(p, Kind::Program)) return CL_INVALID_PROGRAM;
  std::lock_guard g(p->mu);
  if (!hasExecutable(p)) return CL_INVALID_PROGRAM_EXECUTABLE;
  std::vector<std::string> names = p->kernelNames();
  if (out && n < names.size()) return CL_INVALID_VALUE;
  if (count) *count = static_cast<cl_uint>(names.size());
  if (out)
    for (size_t i = 0; i < names.size(); ++i) out[i] = newKernel(p, names[i], findKernel(p, names[i]));
  return CL_SUCCESS;
}

cl_kernel CL_API_CALL cloneKernel(cl_kernel k, cl_int* err) {
  if (!liveObject(k, Kind::Kernel)) return withError(err, CL_INVALID_KERNEL, cl_kernel{nullptr});
  cl_kernel c = newKernel(k->program, k->name, k->metadata);
  std::lock_guard g(k->mu);
  c->args = k->args;
  return withError(err, CL_SUCCESS, c);
}

cl_int CL_API_CALL setKernelArg(cl_kernel k, cl_uint index, size_t size, const void* value) {
  if (!liveObject(k, Kind::Kernel)) return CL_INVALID_KERNEL;
  if (index >= k->explicitArgs.size()) return CL_INVALID_ARG_INDEX;
  const codeobj::KernelArg& a = *k->explicitArgs[index];
  KernelArgValue v;
  v.set = true;
  switch (a.valueKind) {
    case codeobj::ValueKind::GlobalBuffer: {
      if (size != sizeof(cl_mem)) return CL_INVALID_ARG_SIZE;
      cl_mem m = value ? *static_cast<const cl_mem*>(value) : nullptr;
      if (m && !liveObject(m, Kind::Mem)) return CL_INVALID_MEM_OBJECT;
      if (m && m->context != k->program->context) return CL_INVALID_MEM_OBJECT;
      v.kind = KernelArgValue::Kind::Buffer;
      v.mem = m;
      break;
    }
    case codeobj::ValueKind::DynamicSharedPointer:
      if (value) return CL_INVALID_ARG_VALUE;
      if (size == 0) return CL_INVALID_ARG_SIZE;
      v.kind = KernelArgValue::Kind::Local;
      v.localBytes = size;
      break;
    case codeobj::ValueKind::ByValue:
      if (!value) return CL_INVALID_ARG_VALUE;
      if (size != a.size) return CL_INVALID_ARG_SIZE;
      v.bytes.assign(static_cast<const uint8_t*>(value), static_cast<const uint8_t*>(value) + size);
      break;
    default:
      // Images, samplers, pipes and queues: gfxsim has none of them.
      return CL_INVALID_ARG_VALUE;
  }
  std::lock_guard g(k->mu);
  k->args[index] = std::move(v);
  return CL_SUCCESS;
}

std::string attributes(const codeobj::KernelMetadata& md) {
  std::string s;
  auto dims = [](const std::vector<uint64_t>& v) { return fmt::format("({},{},{})", v[0], v[1], v[2]); };
  if (md.reqdWorkgroupSize.size() == 3) s += "reqd_work_group_size" + dims(md.reqdWorkgroupSize);
  if (md.workgroupSizeHint.size() == 3) s += (s.empty() ? "" : " ") + std::string("work_group_size_hint") + dims(md.workgroupSizeHint);
  if (!md.vecTypeHint.empty()) s += (s.empty() ? "" : " ") + fmt::format("vec_type_hint({})", md.vecTypeHint);
  return s;
}

cl_int CL_API_CALL getKernelInfo(cl_kernel k, cl_kernel_info param, size_t size, void* value, size_t* sizeRet) {
  if (!liveObject(k, Kind::Kernel)) return CL_INVALID_KERNEL;
  switch (param) {
    case CL_KERNEL_FUNCTION_NAME: return infoString(size, value, sizeRet, k->name);
    case CL_KERNEL_NUM_ARGS: return info(size, value, sizeRet, static_cast<cl_uint>(k->explicitArgs.size()));
    case CL_KERNEL_REFERENCE_COUNT: return info(size, value, sizeRet, cl_uint{k->refs.load()});
    case CL_KERNEL_CONTEXT: return info(size, value, sizeRet, k->program->context);
    case CL_KERNEL_PROGRAM: return info(size, value, sizeRet, k->program);
    case CL_KERNEL_ATTRIBUTES: return infoString(size, value, sizeRet, attributes(*k->metadata));
    default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL getKernelArgInfo(cl_kernel k, cl_uint index, cl_kernel_arg_info param, size_t size, void* value,
                                    size_t* sizeRet) {
  if (!liveObject(k, Kind::Kernel)) return CL_INVALID_KERNEL;
  if (index >= k->explicitArgs.size()) return CL_INVALID_ARG_INDEX;
  const codeobj::KernelArg& a = *k->explicitArgs[index];
  if (a.name.empty() && a.typeName.empty()) return CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
  switch (param) {
    case CL_KERNEL_ARG_ADDRESS_QUALIFIER: {
      cl_kernel_arg_address_qualifier q = CL_KERNEL_ARG_ADDRESS_PRIVATE;
      if (a.addressSpace == codeobj::AddressSpace::Global || a.addressSpace == codeobj::AddressSpace::Generic)
        q = CL_KERNEL_ARG_ADDRESS_GLOBAL;
      else if (a.addressSpace == codeobj::AddressSpace::Constant) q = CL_KERNEL_ARG_ADDRESS_CONSTANT;
      else if (a.addressSpace == codeobj::AddressSpace::Local) q = CL_KERNEL_ARG_ADDRESS_LOCAL;
      return info(size, value, sizeRet, q);
    }
    case CL_KERNEL_ARG_ACCESS_QUALIFIER: return info(size, value, sizeRet, cl_kernel_arg_access_qualifier{CL_KERNEL_ARG_ACCESS_NONE});
    case CL_KERNEL_ARG_TYPE_NAME: return infoString(size, value, sizeRet, a.typeName);
    case CL_KERNEL_ARG_TYPE_QUALIFIER: {
      cl_kernel_arg_type_qualifier q = CL_KERNEL_ARG_TYPE_NONE;
      if (a.isConst || a.addressSpace == codeobj::AddressSpace::Constant) q |= CL_KERNEL_ARG_TYPE_CONST;
      if (a.isRestrict) q |= CL_KERNEL_ARG_TYPE_RESTRICT;
      if (a.isVolatile) q |= CL_KERNEL_ARG_TYPE_VOLATILE;
      return info(size, value, sizeRet, q);
    }
    case CL_KERNEL_ARG_NAME: return infoString(size, value, sizeRet, a.name);
    default: return CL_INVALID_VALUE;
  }
}

// The kernel and device of a per-device kernel query: d null is the program's only device.
cl_int checkKernelDevice(cl_kernel k, cl_device_id& d) {
  if (!liveObject(k, Kind::Kernel)) return CL_INVALID_KERNEL;
  if (!d) {
    if (k->program->devices.size() != 1) return CL_INVALID_DEVICE;
    d = k->program->devices.front();
  }
  return liveObject(d, Kind::Device) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

// The kernel's metadata in its program's build for d, or null with *err set. The caller holds
// the program's mutex.
const codeobj::KernelMetadata* kernelMetadata(cl_kernel k, cl_device_id d, cl_int* err) {
  auto it = k->program->builds.find(d);
  *err = CL_INVALID_DEVICE;
  if (it == k->program->builds.end() || !it->second.co) return nullptr;
  const codeobj::KernelMetadata* md = it->second.co->metadata.findKernel(k->name);
  *err = CL_INVALID_KERNEL;
  return md;
}

cl_int CL_API_CALL getKernelWorkGroupInfo(cl_kernel k, cl_device_id d, cl_kernel_work_group_info param, size_t size, void* value,
                                          size_t* sizeRet) {
  if (cl_int e = checkKernelDevice(k, d)) return e;
  std::lock_guard g(k->program->mu);
  cl_int err = CL_SUCCESS;
  const codeobj::KernelMetadata* md = kernelMetadata(k, d, &err);
  if (!md) return err;
  switch (param) {
    case CL_KERNEL_WORK_GROUP_SIZE: return info(size, value, sizeRet, size_t{md->maxFlatWorkgroupSize ? md->maxFlatWorkgroupSize : 256});
    case CL_KERNEL_COMPILE_WORK_GROUP_SIZE: {
      std::vector<size_t> v{0, 0, 0};
      if (md->reqdWorkgroupSize.size() == 3)
        for (int i = 0; i < 3; ++i) v[i] = md->reqdWorkgroupSize[i];
      return infoVector(size, value, sizeRet, v);
    }
    case CL_KERNEL_LOCAL_MEM_SIZE: {
      cl_ulong bytes = md->groupSegmentFixedSize;
      std::lock_guard kg(k->mu);
      for (const auto& a : k->args)
        if (a.set && a.kind == KernelArgValue::Kind::Local) bytes += a.localBytes;
      return info(size, value, sizeRet, bytes);
    }
    case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
      return info(size, value, sizeRet, size_t{md->wavefrontSize ? md->wavefrontSize : 64});
    case CL_KERNEL_PRIVATE_MEM_SIZE: return info(size, value, sizeRet, cl_ulong{md->privateSegmentFixedSize});
    default: return CL_INVALID_VALUE;  // CL_KERNEL_GLOBAL_WORK_SIZE: custom devices and built-in kernels only
  }
}

// clGetKernelSubGroupInfo (OpenCL 2.1) and its cl_khr_subgroups form: a sub-group is a wave
// of the kernel's wave size (its metadata's .wavefront_size), work-items in linear order.
cl_int CL_API_CALL getKernelSubGroupInfo(cl_kernel k, cl_device_id d, cl_kernel_sub_group_info param, size_t inSize,
                                         const void* in, size_t size, void* value, size_t* sizeRet) {
  if (cl_int e = checkKernelDevice(k, d)) return e;
  std::lock_guard g(k->program->mu);
  cl_int err = CL_SUCCESS;
  const codeobj::KernelMetadata* md = kernelMetadata(k, d, &err);
  if (!md) return err;
  const size_t wave = md->wavefrontSize ? md->wavefrontSize : 64;
  const size_t maxItems = md->maxFlatWorkgroupSize ? md->maxFlatWorkgroupSize : 256;
  // The local size of the NDRANGE queries: 1 to 3 size_t values.
  auto localItems = [&](size_t& n) {
    if (!in || inSize == 0 || inSize % sizeof(size_t) || inSize > 3 * sizeof(size_t)) return false;
    n = 1;
    for (size_t i = 0; i < inSize / sizeof(size_t); ++i) n *= static_cast<const size_t*>(in)[i];
    return true;
  };
  switch (param) {
    case CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE: case CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE: {
      size_t n = 0;
      if (!localItems(n)) return CL_INVALID_VALUE;
      size_t r = param == CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE ? std::min(wave, n) : (n + wave - 1) / wave;
      return info(size, value, sizeRet, r);
    }
    case CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT: {
      // The local size (as many dimensions as value has room for) holding that many
      // sub-groups: count waves along x; zeros when no work-group can.
      if (!in || inSize != sizeof(size_t) || (value && (size == 0 || size % sizeof(size_t) || size > 3 * sizeof(size_t))))
        return CL_INVALID_VALUE;
      size_t count = *static_cast<const size_t*>(in);
      std::vector<size_t> local(value ? size / sizeof(size_t) : 1, 1);
      bool fits = count > 0 && count * wave <= maxItems;
      local[0] = fits ? count * wave : 0;
      if (!fits)
        for (size_t& l : local) l = 0;
      return infoVector(size, value, sizeRet, local);
    }
    case CL_KERNEL_MAX_NUM_SUB_GROUPS: return info(size, value, sizeRet, size_t{(maxItems + wave - 1) / wave});
    case CL_KERNEL_COMPILE_NUM_SUB_GROUPS: return info(size, value, sizeRet, size_t{0});  // no attribute sets it
    default: return CL_INVALID_VALUE;
  }
}

}  // namespace

void fillKernelEntries(cl_icd_dispatch& t) {
  t.clCreateKernel = createKernel;
  t.clCreateKernelsInProgram = createKernelsInProgram;
  t.clCloneKernel = cloneKernel;
  t.clRetainKernel = retainHandle<cl_kernel, Kind::Kernel, CL_INVALID_KERNEL>;
  t.clReleaseKernel = releaseHandle<cl_kernel, Kind::Kernel, CL_INVALID_KERNEL>;
  t.clSetKernelArg = setKernelArg;
  t.clGetKernelInfo = getKernelInfo;
  t.clGetKernelArgInfo = getKernelArgInfo;
  t.clGetKernelWorkGroupInfo = getKernelWorkGroupInfo;
  t.clGetKernelSubGroupInfo = getKernelSubGroupInfo;
  t.clGetKernelSubGroupInfoKHR = getKernelSubGroupInfo;
}

}  // namespace gfxsim::ocl
