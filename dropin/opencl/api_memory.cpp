// Buffers and sub-buffers. A buffer's bytes are host memory (the program's own with
// CL_MEM_USE_HOST_PTR, else an anonymous mapping that is zero and costs only the pages
// touched), which each device that uses the buffer registers in its address space at the same
// address (objects.h). No images: CL_DEVICE_IMAGE_SUPPORT is false.
#include <sys/mman.h>

#include "api_tables.h"

namespace gfxsim::ocl {
namespace {

constexpr cl_mem_flags kAccessFlags = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
constexpr cl_mem_flags kHostPtrFlags = CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;
constexpr cl_mem_flags kHostAccessFlags = CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;

int bitCount(cl_mem_flags f) { return __builtin_popcountll(f); }

// The largest buffer any device of the context allows.
cl_ulong maxAllocation(cl_context c) {
  cl_ulong m = ~cl_ulong{0};
  for (cl_device_id d : c->devices) m = std::min<cl_ulong>(m, d->gpu.agent.memoryBytes / 4 * 3);
  return m;
}

cl_mem CL_API_CALL createBufferWithProperties(cl_context c, const cl_mem_properties* props, cl_mem_flags flags, size_t size,
                                              void* hostPtr, cl_int* err) {
  if (!liveObject(c, Kind::Context)) return withError(err, CL_INVALID_CONTEXT, cl_mem{nullptr});
  if (props && props[0] != 0) return withError(err, CL_INVALID_PROPERTY, cl_mem{nullptr});
  if (flags == 0) flags = CL_MEM_READ_WRITE;
  constexpr cl_mem_flags known = kAccessFlags | kHostPtrFlags | kHostAccessFlags | CL_MEM_KERNEL_READ_AND_WRITE;
  if ((flags & ~known) || bitCount(flags & kAccessFlags) > 1 || bitCount(flags & kHostAccessFlags) > 1 ||
      ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR))))
    return withError(err, CL_INVALID_VALUE, cl_mem{nullptr});
  if (size == 0 || size > maxAllocation(c)) return withError(err, CL_INVALID_BUFFER_SIZE, cl_mem{nullptr});
  bool wantsPtr = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  if (wantsPtr != (hostPtr != nullptr)) return withError(err, CL_INVALID_HOST_PTR, cl_mem{nullptr});
  auto* m = new _cl_mem();
  m->flags = flags;
  m->size = size;
  if (flags & CL_MEM_USE_HOST_PTR) {
    m->host = static_cast<uint8_t*>(hostPtr);
    m->userPtr = hostPtr;
  } else {
    size_t bytes = (size + 4095) & ~size_t{4095};
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
      delete m;
      return withError(err, CL_MEM_OBJECT_ALLOCATION_FAILURE, cl_mem{nullptr});
    }
    m->host = static_cast<uint8_t*>(p);
    m->ownsHost = true;
    m->mappedBytes = bytes;
    if (flags & CL_MEM_COPY_HOST_PTR) std::memcpy(m->host, hostPtr, size);
  }
  m->context = c;
  retain(c);
  track(m);
  return withError(err, CL_SUCCESS, m);
}

cl_mem CL_API_CALL createBuffer(cl_context c, cl_mem_flags flags, size_t size, void* hostPtr, cl_int* err) {
  return createBufferWithProperties(c, nullptr, flags, size, hostPtr, err);
}

cl_mem CL_API_CALL createSubBuffer(cl_mem parent, cl_mem_flags flags, cl_buffer_create_type type, const void* typeInfo,
                                   cl_int* err) {
  if (!liveObject(parent, Kind::Mem) || parent->parent) return withError(err, CL_INVALID_MEM_OBJECT, cl_mem{nullptr});
  if (type != CL_BUFFER_CREATE_TYPE_REGION || !typeInfo) return withError(err, CL_INVALID_VALUE, cl_mem{nullptr});
  if (flags & kHostPtrFlags) return withError(err, CL_INVALID_VALUE, cl_mem{nullptr});
  // Unset access flags are inherited; set ones must not widen the parent's.
  cl_mem_flags access = flags & kAccessFlags, hostAccess = flags & kHostAccessFlags;
  cl_mem_flags pAccess = parent->flags & kAccessFlags, pHost = parent->flags & kHostAccessFlags;
  if (bitCount(access) > 1 || bitCount(hostAccess) > 1 || (flags & ~(kAccessFlags | kHostAccessFlags)))
    return withError(err, CL_INVALID_VALUE, cl_mem{nullptr});
  if (access && pAccess != CL_MEM_READ_WRITE && access != pAccess) return withError(err, CL_INVALID_VALUE, cl_mem{nullptr});
  if (hostAccess && pHost && hostAccess != pHost && pHost != 0) return withError(err, CL_INVALID_VALUE, cl_mem{nullptr});
  const auto* region = static_cast<const cl_buffer_region*>(typeInfo);
  if (region->size == 0) return withError(err, CL_INVALID_BUFFER_SIZE, cl_mem{nullptr});
  if (region->origin > parent->size || region->size > parent->size - region->origin)
    return withError(err, CL_INVALID_VALUE, cl_mem{nullptr});
  if (region->origin % 128 != 0) return withError(err, CL_MISALIGNED_SUB_BUFFER_OFFSET, cl_mem{nullptr});
  auto* m = new _cl_mem();
  m->flags = (access ? access : pAccess) | (hostAccess ? hostAccess : pHost) | (parent->flags & kHostPtrFlags);
  m->size = region->size;
  m->origin = region->origin;
  m->host = parent->host + region->origin;
  if (parent->userPtr) m->userPtr = static_cast<uint8_t*>(parent->userPtr) + region->origin;
  m->parent = parent;
  retain(parent);
  m->context = parent->context;
  retain(m->context);
  track(m);
  return withError(err, CL_SUCCESS, m);
}

cl_int CL_API_CALL getMemObjectInfo(cl_mem m, cl_mem_info param, size_t size, void* value, size_t* sizeRet) {
  if (!liveObject(m, Kind::Mem)) return CL_INVALID_MEM_OBJECT;
  switch (param) {
    case CL_MEM_TYPE: return info(size, value, sizeRet, cl_mem_object_type{CL_MEM_OBJECT_BUFFER});
    case CL_MEM_FLAGS: return info(size, value, sizeRet, m->flags);
    case CL_MEM_SIZE: return info(size, value, sizeRet, m->size);
    case CL_MEM_HOST_PTR: return info(size, value, sizeRet, m->userPtr);
    case CL_MEM_MAP_COUNT: return info(size, value, sizeRet, cl_uint{m->mapCount.load()});
    case CL_MEM_REFERENCE_COUNT: return info(size, value, sizeRet, cl_uint{m->refs.load()});
    case CL_MEM_CONTEXT: return info(size, value, sizeRet, m->context);
    case CL_MEM_ASSOCIATED_MEMOBJECT: return info(size, value, sizeRet, m->parent);
    case CL_MEM_OFFSET: return info(size, value, sizeRet, m->origin);
    case CL_MEM_USES_SVM_POINTER: return info(size, value, sizeRet, cl_bool{CL_FALSE});
    case CL_MEM_PROPERTIES: return infoBytes(size, value, sizeRet, nullptr, 0);
    default: return CL_INVALID_VALUE;
  }
}

cl_int CL_API_CALL setMemObjectDestructorCallback(cl_mem m, void(CL_CALLBACK* fn)(cl_mem, void*), void* data) {
  if (!liveObject(m, Kind::Mem)) return CL_INVALID_MEM_OBJECT;
  if (!fn) return CL_INVALID_VALUE;
  m->destructors.emplace_back(fn, data);
  return CL_SUCCESS;
}

}  // namespace

void fillMemoryEntries(cl_icd_dispatch& t) {
  t.clCreateBuffer = createBuffer;
  t.clCreateBufferWithProperties = createBufferWithProperties;
  t.clCreateSubBuffer = createSubBuffer;
  t.clRetainMemObject = retainHandle<cl_mem, Kind::Mem, CL_INVALID_MEM_OBJECT>;
  t.clReleaseMemObject = releaseHandle<cl_mem, Kind::Mem, CL_INVALID_MEM_OBJECT>;
  t.clGetMemObjectInfo = getMemObjectInfo;
  t.clSetMemObjectDestructorCallback = setMemObjectDestructorCallback;
}

}  // namespace gfxsim::ocl
