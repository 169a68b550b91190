// Memory pools and regions, allocation, access, locking and copies (HSA 1.2 section 2.8; the
// AMD memory-pool extension of ROCr's hsa_ext_amd.h). Every pool hands out host pages whose
// address is also their device address (see runtime/memory.h, hostAddresses).
#include <cstring>
#include <tuple>

#include <fmt/format.h>

#include "api_util.h"

using namespace gfxsim::hsa;

namespace {

hsa_status_t poolInfo(const Pool& p, uint32_t attribute, void* value, const char* fn) {
  switch (attribute) {
    case HSA_AMD_MEMORY_POOL_INFO_SEGMENT: return put<uint32_t>(value, p.segment());
    case HSA_AMD_MEMORY_POOL_INFO_GLOBAL_FLAGS: return put<uint32_t>(value, p.globalFlags());
    case HSA_AMD_MEMORY_POOL_INFO_SIZE: return put<size_t>(value, p.size);
    case HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_ALLOWED: return put<bool>(value, p.allocAllowed());
    case HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_GRANULE: return put<size_t>(value, p.allocAllowed() ? 4096 : 0);
    case HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_ALIGNMENT: return put<size_t>(value, p.allocAllowed() ? 4096 : 0);
    case HSA_AMD_MEMORY_POOL_INFO_ACCESSIBLE_BY_ALL: return put<bool>(value, p.kind == Pool::Kind::SystemFine);
    case HSA_AMD_MEMORY_POOL_INFO_ALLOC_MAX_SIZE: return put<size_t>(value, p.allocAllowed() ? p.size : 0);
    default: return unsupportedAttribute(fn, attribute);
  }
}

// Who may touch a pool's memory: the CPU reaches device memory only through copies (as over a
// PCIe BAR that is not large), the GPU reaches system memory once allowed.
uint32_t access(const Agent& a, const Pool& p) {
  if (p.owner == &a) return HSA_AMD_MEMORY_POOL_ACCESS_ALLOWED_BY_DEFAULT;
  if (p.kind == Pool::Kind::DeviceGroup) return HSA_AMD_MEMORY_POOL_ACCESS_NEVER_ALLOWED;
  if (p.kind == Pool::Kind::SystemFine) return HSA_AMD_MEMORY_POOL_ACCESS_ALLOWED_BY_DEFAULT;
  return HSA_AMD_MEMORY_POOL_ACCESS_DISALLOWED_BY_DEFAULT;
}

}  // namespace

extern "C" {

hsa_status_t hsa_amd_agent_iterate_memory_pools(hsa_agent_t agent, hsa_status_t (*callback)(hsa_amd_memory_pool_t, void*),
                                                 void* data) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Agent* a = st->agent(agent);
  if (!a) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (Pool* p : a->pools) {
    hsa_status_t s = callback(hsa_amd_memory_pool_t{reinterpret_cast<uint64_t>(p)}, data);
    if (s != HSA_STATUS_SUCCESS) return s;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_memory_pool_get_info(hsa_amd_memory_pool_t pool, hsa_amd_memory_pool_info_t attribute, void* value) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Pool* p = st->pool(pool.handle);
  if (!p) return static_cast<hsa_status_t>(HSA_STATUS_ERROR_INVALID_MEMORY_POOL);
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return poolInfo(*p, attribute, value, __func__);
}

hsa_status_t hsa_amd_agent_memory_pool_get_info(hsa_agent_t agent, hsa_amd_memory_pool_t pool,
                                                 hsa_amd_agent_memory_pool_info_t attribute, void* value) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Agent* a = st->agent(agent);
  if (!a) return HSA_STATUS_ERROR_INVALID_AGENT;
  Pool* p = st->pool(pool.handle);
  if (!p) return static_cast<hsa_status_t>(HSA_STATUS_ERROR_INVALID_MEMORY_POOL);
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (attribute) {
    case HSA_AMD_AGENT_MEMORY_POOL_INFO_ACCESS: return put<uint32_t>(value, access(*a, *p));
    case HSA_AMD_AGENT_MEMORY_POOL_INFO_NUM_LINK_HOPS: return put<uint32_t>(value, p->owner == a ? 0 : 1);
    case HSA_AMD_AGENT_MEMORY_POOL_INFO_LINK_INFO: {
      if (p->owner == a) return HSA_STATUS_SUCCESS;  // no hops, nothing to describe
      hsa_amd_memory_pool_link_info_t link{};
      link.link_type = HSA_AMD_LINK_INFO_TYPE_PCIE;
      link.numa_distance = 20;
      return put(value, link);
    }
    default: return unsupportedAttribute(__func__, attribute);
  }
}

hsa_status_t hsa_amd_memory_pool_allocate(hsa_amd_memory_pool_t pool, size_t size, uint32_t, void** ptr) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Pool* p = st->pool(pool.handle);
  if (!p) return static_cast<hsa_status_t>(HSA_STATUS_ERROR_INVALID_MEMORY_POOL);
  return poolAllocate(*p, size, ptr);
}

hsa_status_t hsa_amd_memory_pool_free(void* ptr) {
  if (!stateFor(__func__)) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!ptr) return HSA_STATUS_SUCCESS;
  return poolFree(ptr);
}

hsa_status_t hsa_amd_agents_allow_access(uint32_t num_agents, const hsa_agent_t* agents, const uint32_t*, const void* ptr) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!agents || !num_agents || !ptr) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (uint32_t i = 0; i < num_agents; ++i)
    if (!st->agent(agents[i])) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!st->memory().findLive(reinterpret_cast<uint64_t>(ptr))) {
    logLine(fmt::format("hsa_amd_agents_allow_access: {} is not memory of this runtime", ptr));
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  return HSA_STATUS_SUCCESS;  // every agent of the simulator sees every allocation
}

hsa_status_t hsa_amd_memory_lock(void* host, size_t size, hsa_agent_t*, int, void** agent_ptr) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return st->lock(host, size, agent_ptr);
}

hsa_status_t hsa_amd_memory_lock_to_pool(void* host, size_t size, hsa_agent_t*, int, hsa_amd_memory_pool_t pool, uint32_t,
                                         void** agent_ptr) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->pool(pool.handle)) return static_cast<hsa_status_t>(HSA_STATUS_ERROR_INVALID_MEMORY_POOL);
  return st->lock(host, size, agent_ptr);
}

hsa_status_t hsa_amd_memory_unlock(void* host) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return st->unlock(host);
}

hsa_status_t hsa_memory_copy(void* dst, const void* src, size_t size) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if ((!dst || !src) && size) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  // Runtime memory is reached through its host bytes (a locked range's device alias is not
  // host-accessible); anything else is the program's own memory.
  void* d = st->hostBytes(reinterpret_cast<uintptr_t>(dst), size);
  const void* s = st->hostBytes(reinterpret_cast<uintptr_t>(src), size);
  if (size) std::memmove(d ? d : dst, s ? s : src, size);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_memory_register(void* ptr, size_t size) {
  if (!stateFor(__func__)) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!ptr && size) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return HSA_STATUS_SUCCESS;  // a hint only (HSA 1.2 section 2.8.2)
}

hsa_status_t hsa_memory_deregister(void* ptr, size_t size) {
  if (!stateFor(__func__)) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!ptr && size) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_memory_async_copy(void* dst, hsa_agent_t dst_agent, const void* src, hsa_agent_t src_agent, size_t size,
                                       uint32_t num_dep_signals, const hsa_signal_t* dep_signals, hsa_signal_t completion) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->agent(dst_agent) || !st->agent(src_agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!dst || !src || (num_dep_signals && !dep_signals)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  // Both ends must be memory the runtime knows (allocated or locked), as with a real DMA engine.
  AsyncCopy c;
  c.size = size;
  for (auto [p, what, out] : {std::tuple{static_cast<const void*>(dst), "destination", &c.dst},
                              std::tuple{src, "source", const_cast<void**>(&c.src)}}) {
    *out = size ? st->hostBytes(reinterpret_cast<uintptr_t>(p), size) : const_cast<void*>(p);
    if (!*out) {
      logLine(fmt::format("hsa_amd_memory_async_copy: the {} [{}, +{}) is not memory of this runtime", what, p, size));
      return HSA_STATUS_ERROR_INVALID_ARGUMENT;
    }
  }
  for (uint32_t i = 0; i < num_dep_signals; ++i) {
    if (!st->signalValue(dep_signals[i], __func__)) return HSA_STATUS_ERROR_INVALID_SIGNAL;
    c.deps.push_back(dep_signals[i]);
  }
  if (completion.handle && !st->signalValue(completion, __func__)) return HSA_STATUS_ERROR_INVALID_SIGNAL;
  c.completion = completion;
  return st->enqueueCopy(std::move(c));
}

hsa_status_t hsa_amd_memory_fill(void* ptr, uint32_t value, size_t count) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!ptr || reinterpret_cast<uintptr_t>(ptr) % 4 || count > SIZE_MAX / 4) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  void* bytes = count ? st->hostBytes(reinterpret_cast<uintptr_t>(ptr), count * 4) : ptr;
  if (!bytes) {
    logLine(fmt::format("hsa_amd_memory_fill: [{}, +{}) is not memory of this runtime", ptr, count * 4));
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  auto* p = static_cast<uint32_t*>(bytes);
  std::fill(p, p + count, value);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_amd_pointer_info(const void* ptr, hsa_amd_pointer_info_t* info, void* (*alloc)(size_t),
                                  uint32_t* num_agents_accessible, hsa_agent_t** accessible) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!info || info->size < offsetof(hsa_amd_pointer_info_t, userData)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  uint32_t size = std::min<uint32_t>(info->size, sizeof(hsa_amd_pointer_info_t));
  hsa_amd_pointer_info_t out{};
  out.size = size;
  out.type = HSA_EXT_POINTER_TYPE_UNKNOWN;
  const gfxsim::rt::Allocation* a = st->memory().findLive(reinterpret_cast<uint64_t>(ptr));
  Pool* pool = a ? st->ownerOf(a->base) : nullptr;
  uintptr_t hostBase = 0, alias = 0;
  size_t lockedSize = 0;
  if (a && pool) {
    out.type = HSA_EXT_POINTER_TYPE_HSA;
    out.agentBaseAddress = reinterpret_cast<void*>(a->base);
    out.hostBaseAddress = reinterpret_cast<void*>(a->base);
    out.sizeInBytes = a->size;
    out.agentOwner.handle = reinterpret_cast<uint64_t>(pool->owner);
    out.global_flags = pool->globalFlags();
  } else if (st->lockedInfo(reinterpret_cast<uintptr_t>(ptr), &hostBase, &alias, &lockedSize)) {
    out.type = HSA_EXT_POINTER_TYPE_LOCKED;
    out.agentBaseAddress = reinterpret_cast<void*>(alias);
    out.hostBaseAddress = reinterpret_cast<void*>(hostBase);
    out.sizeInBytes = lockedSize;
    out.agentOwner.handle = reinterpret_cast<uint64_t>(&st->cpu());
    out.global_flags = HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_COARSE_GRAINED;
  }
  std::memcpy(info, &out, size);
  if (num_agents_accessible && accessible && alloc) {
    bool known = out.type != HSA_EXT_POINTER_TYPE_UNKNOWN;
    *num_agents_accessible = known ? 2 : 0;
    *accessible = known ? static_cast<hsa_agent_t*>(alloc(2 * sizeof(hsa_agent_t))) : nullptr;
    if (known && *accessible) {
      (*accessible)[0].handle = reinterpret_cast<uint64_t>(&st->cpu());
      (*accessible)[1].handle = reinterpret_cast<uint64_t>(&st->gpuAgent());
    }
  }
  return HSA_STATUS_SUCCESS;
}

// Regions: the HSA 1.0 view of the same pools (what plain HSA programs iterate).
hsa_status_t hsa_agent_iterate_regions(hsa_agent_t agent, hsa_status_t (*callback)(hsa_region_t, void*), void* data) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Agent* a = st->agent(agent);
  if (!a) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  // The system pools are visible from both agents, as ROCr lists them.
  for (Agent* owner : {&st->cpu(), &st->gpuAgent()}) {
    if (a->gpu && owner == a) continue;
    for (Pool* p : owner->pools) {
      if (owner != a && p->kind != Pool::Kind::SystemFine) continue;
      hsa_status_t s = callback(hsa_region_t{reinterpret_cast<uint64_t>(p)}, data);
      if (s != HSA_STATUS_SUCCESS) return s;
    }
  }
  if (a->gpu)
    for (Pool* p : a->pools) {
      hsa_status_t s = callback(hsa_region_t{reinterpret_cast<uint64_t>(p)}, data);
      if (s != HSA_STATUS_SUCCESS) return s;
    }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_region_get_info(hsa_region_t region, hsa_region_info_t attribute, void* value) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Pool* p = st->pool(region.handle);
  if (!p) return HSA_STATUS_ERROR_INVALID_REGION;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (attribute) {
    case HSA_REGION_INFO_SEGMENT: return put<uint32_t>(value, p->segment());
    case HSA_REGION_INFO_GLOBAL_FLAGS: {
      uint32_t f = 0;
      if (p->kind == Pool::Kind::SystemFine) f = HSA_REGION_GLOBAL_FLAG_KERNARG | HSA_REGION_GLOBAL_FLAG_FINE_GRAINED;
      else if (p->kind != Pool::Kind::DeviceGroup) f = HSA_REGION_GLOBAL_FLAG_COARSE_GRAINED;
      return put<uint32_t>(value, f);
    }
    case HSA_REGION_INFO_SIZE: return put<size_t>(value, p->size);
    case HSA_REGION_INFO_ALLOC_MAX_SIZE: return put<size_t>(value, p->allocAllowed() ? p->size : 0);
    case HSA_REGION_INFO_ALLOC_MAX_PRIVATE_WORKGROUP_SIZE: return put<uint32_t>(value, 0);
    case HSA_REGION_INFO_RUNTIME_ALLOC_ALLOWED: return put<bool>(value, p->allocAllowed());
    case HSA_REGION_INFO_RUNTIME_ALLOC_GRANULE: return put<size_t>(value, p->allocAllowed() ? 4096 : 0);
    case HSA_REGION_INFO_RUNTIME_ALLOC_ALIGNMENT: return put<size_t>(value, p->allocAllowed() ? 4096 : 0);
    default: return poolInfo(*p, attribute, value, __func__);
  }
}

hsa_status_t hsa_memory_allocate(hsa_region_t region, size_t size, void** ptr) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Pool* p = st->pool(region.handle);
  if (!p) return HSA_STATUS_ERROR_INVALID_REGION;
  return poolAllocate(*p, size, ptr);
}

hsa_status_t hsa_memory_free(void* ptr) {
  if (!stateFor(__func__)) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!ptr) return HSA_STATUS_SUCCESS;
  return poolFree(ptr);
}

hsa_status_t hsa_memory_assign_agent(void* ptr, hsa_agent_t agent, hsa_access_permission_t) {
  State* st = stateFor(__func__);
  if (!st) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!st->agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!ptr) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return HSA_STATUS_SUCCESS;
}

}  // extern "C"
