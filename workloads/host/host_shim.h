// Host definitions of the OpenCL C the workload kernels use, so that the same .cl files
// compile as C++ (host_kernels.cpp includes each one inside its own namespace). Covers only
// what the kernels use: address-space qualifiers, the work-item functions, barrier, the 2.0
// and 1.x atomics, and the AMDGPU cross-lane builtins mbcnt and ds_bpermute.
//
// __local arrays become function-local statics: one copy shared by the work-items of the
// running group, which is correct because run_on_host runs one group at a time and every
// kernel initialises its __local data before reading it.
#pragma once

#include <atomic>
#include <barrier>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gfxsim::workloads::host {

struct GroupContext {
  std::barrier<>* barrier = nullptr;
  std::vector<std::int32_t>* lane_values = nullptr;  // ds_bpermute exchange, one per work-item
  std::uint32_t size = 0;                             // work-items in this group
  std::uint32_t wave_size = 64;
};

struct ItemContext {
  std::size_t global_id[3] = {};
  std::size_t local_id[3] = {};
  std::size_t group_id[3] = {};
  std::size_t local_size[3] = {1, 1, 1};
  std::size_t enqueued_local_size[3] = {1, 1, 1};
  std::size_t num_groups[3] = {1, 1, 1};
  std::size_t global_size[3] = {1, 1, 1};
  std::uint32_t work_dim = 1;
  std::uint32_t local_linear = 0;
  GroupContext* group = nullptr;
};

// The running work-item of this thread.
ItemContext& current_item();

std::uint32_t mbcnt_lo(std::uint32_t mask, std::uint32_t add);
std::uint32_t mbcnt_hi(std::uint32_t mask, std::uint32_t add);
std::int32_t ds_bpermute(std::int32_t byte_address, std::int32_t value);

namespace cl {

using uchar = unsigned char;
using ushort = unsigned short;
using uint = std::uint32_t;
using ulong = std::uint64_t;
using atomic_int = std::atomic<std::int32_t>;
using atomic_uint = std::atomic<std::uint32_t>;
using atomic_long = std::atomic<std::int64_t>;
using atomic_ulong = std::atomic<std::uint64_t>;
using atomic_float = std::atomic<float>;
using cl_mem_fence_flags = uint;

inline constexpr cl_mem_fence_flags CLK_LOCAL_MEM_FENCE = 1;
inline constexpr cl_mem_fence_flags CLK_GLOBAL_MEM_FENCE = 2;

// Orders and scopes are accepted and ignored: every host atomic is sequentially consistent.
enum memory_order {
  memory_order_relaxed,
  memory_order_acquire,
  memory_order_release,
  memory_order_acq_rel,
  memory_order_seq_cst
};
enum memory_scope { memory_scope_work_item, memory_scope_work_group, memory_scope_device };

inline std::size_t get_global_id(uint d) { return d < 3 ? current_item().global_id[d] : 0; }
inline std::size_t get_local_id(uint d) { return d < 3 ? current_item().local_id[d] : 0; }
inline std::size_t get_group_id(uint d) { return d < 3 ? current_item().group_id[d] : 0; }
inline std::size_t get_local_size(uint d) { return d < 3 ? current_item().local_size[d] : 1; }
inline std::size_t get_enqueued_local_size(uint d) {
  return d < 3 ? current_item().enqueued_local_size[d] : 1;
}
inline std::size_t get_num_groups(uint d) { return d < 3 ? current_item().num_groups[d] : 1; }
inline std::size_t get_global_size(uint d) { return d < 3 ? current_item().global_size[d] : 1; }
inline std::size_t get_global_offset(uint) { return 0; }
inline uint get_work_dim() { return current_item().work_dim; }

inline void barrier(cl_mem_fence_flags) { current_item().group->barrier->arrive_and_wait(); }

template <class T, class U>
T atomic_fetch_add_explicit(std::atomic<T>* p, U v, memory_order, memory_scope) {
  return p->fetch_add(static_cast<T>(v));
}
template <class T, class U>
T atomic_fetch_xor_explicit(std::atomic<T>* p, U v, memory_order, memory_scope) {
  return p->fetch_xor(static_cast<T>(v));
}
template <class T, class U>
T atomic_fetch_min_explicit(std::atomic<T>* p, U v, memory_order, memory_scope) {
  T old = p->load();
  while (static_cast<T>(v) < old && !p->compare_exchange_weak(old, static_cast<T>(v))) {
  }
  return old;
}
template <class T, class U>
T atomic_fetch_max_explicit(std::atomic<T>* p, U v, memory_order, memory_scope) {
  T old = p->load();
  while (static_cast<T>(v) > old && !p->compare_exchange_weak(old, static_cast<T>(v))) {
  }
  return old;
}
template <class T, class U>
T atomic_exchange_explicit(std::atomic<T>* p, U v, memory_order, memory_scope) {
  return p->exchange(static_cast<T>(v));
}
template <class T>
T atomic_load_explicit(std::atomic<T>* p, memory_order, memory_scope) {
  return p->load();
}
template <class T, class U>
void atomic_store_explicit(std::atomic<T>* p, U v, memory_order, memory_scope) {
  p->store(static_cast<T>(v));
}
template <class T, class U>
bool atomic_compare_exchange_strong_explicit(std::atomic<T>* p, T* expected, U desired,
                                             memory_order, memory_order, memory_scope) {
  return p->compare_exchange_strong(*expected, static_cast<T>(desired));
}

// OpenCL 1.x atomics on plain integers.
template <class T, class U>
T atomic_add(T* p, U v) {
  return __atomic_fetch_add(p, static_cast<T>(v), __ATOMIC_SEQ_CST);
}

}  // namespace cl
}  // namespace gfxsim::workloads::host
