// Work-item, barrier and atomic functions of OpenCL C 2.0 for clang-19 without device libraries.
//
// Force-included only when the workloads are compiled with clang (`clang-19 -include
// clang_prelude.h`, see ../build_clang.sh). Without the ROCm device libraries (ockl/ocml) clang
// declares get_global_id(), barrier(), atomic_fetch_add_explicit() and friends but nothing defines
// them, and ld.lld fails with "undefined hidden symbol". This header maps them onto compiler
// builtins. gfxsim's own compiler implements the same functions natively and never sees this file.
//
// Everything is a macro or an always_inline function, so that -O0 code does not turn each
// get_global_id() into a call. A dimension given as a literal (all our kernels do) is folded by
// clang's IR generator even at -O0 (a `?:` with a constant condition emits one arm), so a 1D
// kernel reads only the X work-item ID and its kernel descriptor enables no Y/Z IDs.
//
// Where the values come from (code object v5, the clang-19 default), mirroring what the ROCm
// device library does for COV5, so the runtime must fill these fields:
//   work-item ID            v0 (v0/v1/v2, or packed 10:10:10 on gfx90a)  __builtin_amdgcn_workitem_id_*
//   work-group ID           the workgroup-ID SGPRs                        __builtin_amdgcn_workgroup_id_*
//   enqueued group size     hidden_group_size_{x,y,z}  (u16 at implicit-kernarg offset 12/14/16)
//   full groups per dim     hidden_block_count_{x,y,z} (u32 at offset 0/4/8)  = floor(grid / group)
//   partial group size      hidden_remainder_{x,y,z}   (u16 at offset 18/20/22) = grid % group
//   global offset           hidden_global_offset_{x,y,z} (u64 at offset 40/48/56); HSA has no
//                           offset in the dispatch packet, an OpenCL runtime passes it here.
//                           gfxsim launches with offset 0; get_global_id() still adds it.
//   grid size (work-items)  hsa_kernel_dispatch_packet_t.grid_size_{x,y,z} (u32 at packet offset
//                           12/16/20)                  __builtin_amdgcn_grid_size_*
//   work dimensions         hidden_grid_dims (u16 at offset 64)
// With a partial last group (grid not a multiple of the group size, OpenCL 2.0 non-uniform
// work-groups) get_local_size() is the remainder in the last group and get_num_groups() counts
// the partial group: num_groups = block_count + (remainder != 0) = ceil(grid / group).
#ifndef GFXSIM_WORKLOADS_CLANG_PRELUDE_H
#define GFXSIM_WORKLOADS_CLANG_PRELUDE_H

#define GFXSIM_CL_INLINE static inline __attribute__((always_inline))

GFXSIM_CL_INLINE __constant uchar* gfxsim_cl_implicit_args(void) {
  return (__constant uchar*)__builtin_amdgcn_implicitarg_ptr();
}
GFXSIM_CL_INLINE uint gfxsim_cl_block_count(uint dim) {
  return ((__constant uint*)gfxsim_cl_implicit_args())[dim];
}
GFXSIM_CL_INLINE uint gfxsim_cl_remainder(uint dim) {
  return ((__constant ushort*)(gfxsim_cl_implicit_args() + 18))[dim];
}
GFXSIM_CL_INLINE ulong gfxsim_cl_global_offset(uint dim) {
  return ((__constant ulong*)(gfxsim_cl_implicit_args() + 40))[dim];
}

// `d` is evaluated more than once; every kernel passes a literal.
#define GFXSIM_CL_BY_DIM(d, x, y, z, other) ((d) == 0 ? (x) : (d) == 1 ? (y) : (d) == 2 ? (z) : (other))

#define get_local_id(d)                                                                       \
  ((size_t)GFXSIM_CL_BY_DIM(d, __builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(), \
                            __builtin_amdgcn_workitem_id_z(), 0u))
#define get_group_id(d)                                                                         \
  ((size_t)GFXSIM_CL_BY_DIM(d, __builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(), \
                            __builtin_amdgcn_workgroup_id_z(), 0u))
#define get_enqueued_local_size(d)                                                   \
  ((size_t)GFXSIM_CL_BY_DIM(d, __builtin_amdgcn_workgroup_size_x(),                  \
                            __builtin_amdgcn_workgroup_size_y(),                     \
                            __builtin_amdgcn_workgroup_size_z(), 1u))
#define get_global_size(d)                                                            \
  ((size_t)GFXSIM_CL_BY_DIM(d, __builtin_amdgcn_grid_size_x(), __builtin_amdgcn_grid_size_y(), \
                            __builtin_amdgcn_grid_size_z(), 1u))
#define get_global_offset(d) ((size_t)GFXSIM_CL_BY_DIM(d, gfxsim_cl_global_offset(0), \
    gfxsim_cl_global_offset(1), gfxsim_cl_global_offset(2), 0ul))
#define get_global_id(d) \
  (get_group_id(d) * get_enqueued_local_size(d) + get_local_id(d) + get_global_offset(d))
#define get_local_size(d)                                                   \
  ((size_t)GFXSIM_CL_BY_DIM(d,                                              \
      (__builtin_amdgcn_workgroup_id_x() < gfxsim_cl_block_count(0)         \
           ? __builtin_amdgcn_workgroup_size_x() : gfxsim_cl_remainder(0)), \
      (__builtin_amdgcn_workgroup_id_y() < gfxsim_cl_block_count(1)         \
           ? __builtin_amdgcn_workgroup_size_y() : gfxsim_cl_remainder(1)), \
      (__builtin_amdgcn_workgroup_id_z() < gfxsim_cl_block_count(2)         \
           ? __builtin_amdgcn_workgroup_size_z() : gfxsim_cl_remainder(2)), 1u))
#define get_num_groups(d)                                                                \
  ((size_t)GFXSIM_CL_BY_DIM(d, gfxsim_cl_block_count(0) + (gfxsim_cl_remainder(0) != 0u), \
                            gfxsim_cl_block_count(1) + (gfxsim_cl_remainder(1) != 0u),   \
                            gfxsim_cl_block_count(2) + (gfxsim_cl_remainder(2) != 0u), 1u))
#define get_work_dim() ((uint)*(__constant ushort*)(gfxsim_cl_implicit_args() + 64))
#define get_local_linear_id()                                                           \
  ((get_local_id(2) * get_local_size(1) + get_local_id(1)) * get_local_size(0) + get_local_id(0))

// barrier(): release fence, s_barrier, acquire fence, as the device library does. The fences
// have work-group scope whatever the flags (CLK_GLOBAL_MEM_FENCE, CLK_LOCAL_MEM_FENCE): at
// work-group scope one fence orders both LDS and global memory, which is what either flag asks.
GFXSIM_CL_INLINE void gfxsim_cl_barrier(cl_mem_fence_flags flags) {
  if (flags) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  } else {
    __builtin_amdgcn_s_barrier();
  }
}
#define barrier(flags) gfxsim_cl_barrier(flags)
#define work_group_barrier(flags, ...) gfxsim_cl_barrier(flags)

// OpenCL 2.0 atomics on atomic_int/atomic_uint/atomic_long/atomic_ulong (and atomic_float for
// load/store/exchange/compare-exchange). memory_order and memory_scope are clang's enums from
// opencl-c-base.h; __opencl_atomic_* take them as they are. The forms without _explicit are
// seq_cst with device scope; the _explicit forms without a scope default to device scope
// (OpenCL C 2.0, 6.13.11.1).
#define GFXSIM_CL_PICK6(_1, _2, _3, _4, _5, _6, name, ...) name
#define GFXSIM_CL_RMW3(fn, obj, val, order) fn(obj, val, order, memory_scope_device)
#define GFXSIM_CL_RMW4(fn, obj, val, order, scope) fn(obj, val, order, scope)
#define GFXSIM_CL_RMW_EXPLICIT(fn, ...) \
  GFXSIM_CL_PICK6(__VA_ARGS__, _, _, GFXSIM_CL_RMW4, GFXSIM_CL_RMW3, _, _)(fn, __VA_ARGS__)

#define atomic_fetch_add_explicit(...) GFXSIM_CL_RMW_EXPLICIT(__opencl_atomic_fetch_add, __VA_ARGS__)
#define atomic_fetch_sub_explicit(...) GFXSIM_CL_RMW_EXPLICIT(__opencl_atomic_fetch_sub, __VA_ARGS__)
#define atomic_fetch_or_explicit(...) GFXSIM_CL_RMW_EXPLICIT(__opencl_atomic_fetch_or, __VA_ARGS__)
#define atomic_fetch_xor_explicit(...) GFXSIM_CL_RMW_EXPLICIT(__opencl_atomic_fetch_xor, __VA_ARGS__)
#define atomic_fetch_and_explicit(...) GFXSIM_CL_RMW_EXPLICIT(__opencl_atomic_fetch_and, __VA_ARGS__)
#define atomic_fetch_min_explicit(...) GFXSIM_CL_RMW_EXPLICIT(__opencl_atomic_fetch_min, __VA_ARGS__)
#define atomic_fetch_max_explicit(...) GFXSIM_CL_RMW_EXPLICIT(__opencl_atomic_fetch_max, __VA_ARGS__)
#define atomic_exchange_explicit(...) GFXSIM_CL_RMW_EXPLICIT(__opencl_atomic_exchange, __VA_ARGS__)

#define atomic_fetch_add(obj, val) \
  __opencl_atomic_fetch_add(obj, val, memory_order_seq_cst, memory_scope_device)
#define atomic_fetch_sub(obj, val) \
  __opencl_atomic_fetch_sub(obj, val, memory_order_seq_cst, memory_scope_device)
#define atomic_fetch_or(obj, val) \
  __opencl_atomic_fetch_or(obj, val, memory_order_seq_cst, memory_scope_device)
#define atomic_fetch_xor(obj, val) \
  __opencl_atomic_fetch_xor(obj, val, memory_order_seq_cst, memory_scope_device)
#define atomic_fetch_and(obj, val) \
  __opencl_atomic_fetch_and(obj, val, memory_order_seq_cst, memory_scope_device)
#define atomic_fetch_min(obj, val) \
  __opencl_atomic_fetch_min(obj, val, memory_order_seq_cst, memory_scope_device)
#define atomic_fetch_max(obj, val) \
  __opencl_atomic_fetch_max(obj, val, memory_order_seq_cst, memory_scope_device)
#define atomic_exchange(obj, val) \
  __opencl_atomic_exchange(obj, val, memory_order_seq_cst, memory_scope_device)

#define GFXSIM_CL_LOAD2(obj, order) __opencl_atomic_load(obj, order, memory_scope_device)
#define GFXSIM_CL_LOAD3(obj, order, scope) __opencl_atomic_load(obj, order, scope)
#define atomic_load_explicit(...) \
  GFXSIM_CL_PICK6(__VA_ARGS__, _, _, _, GFXSIM_CL_LOAD3, GFXSIM_CL_LOAD2, _)(__VA_ARGS__)
#define atomic_load(obj) __opencl_atomic_load(obj, memory_order_seq_cst, memory_scope_device)
#define atomic_store_explicit(...) GFXSIM_CL_RMW_EXPLICIT(__opencl_atomic_store, __VA_ARGS__)
#define atomic_store(obj, val) \
  __opencl_atomic_store(obj, val, memory_order_seq_cst, memory_scope_device)
#define atomic_init(obj, val) __opencl_atomic_init(obj, val)

#define GFXSIM_CL_CAS5(fn, obj, expected, desired, success, failure) \
  fn(obj, expected, desired, success, failure, memory_scope_device)
#define GFXSIM_CL_CAS6(fn, obj, expected, desired, success, failure, scope) \
  fn(obj, expected, desired, success, failure, scope)
#define GFXSIM_CL_PICK7(_1, _2, _3, _4, _5, _6, _7, name, ...) name
#define atomic_compare_exchange_strong_explicit(...)                                       \
  GFXSIM_CL_PICK7(__VA_ARGS__, _, GFXSIM_CL_CAS6, GFXSIM_CL_CAS5, _, _, _, _)(             \
      __opencl_atomic_compare_exchange_strong, __VA_ARGS__)
#define atomic_compare_exchange_weak_explicit(...)                                         \
  GFXSIM_CL_PICK7(__VA_ARGS__, _, GFXSIM_CL_CAS6, GFXSIM_CL_CAS5, _, _, _, _)(             \
      __opencl_atomic_compare_exchange_weak, __VA_ARGS__)
#define atomic_compare_exchange_strong(obj, expected, desired)                            \
  __opencl_atomic_compare_exchange_strong(obj, expected, desired, memory_order_seq_cst, \
                                          memory_order_seq_cst, memory_scope_device)

// atomic_work_item_fence(flags, order, scope). __builtin_amdgcn_fence needs a literal scope
// string, hence the switch; it folds away when the scope is a constant (always, here) at -O2.
// Relaxed fences are no-ops (OpenCL C 2.0, 6.13.11.3), and the builtin rejects them.
GFXSIM_CL_INLINE void gfxsim_cl_fence_seq_cst(memory_scope scope) {
  switch (scope) {
    case memory_scope_work_item: break;
    case memory_scope_work_group: __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup"); break;
    case memory_scope_device: __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent"); break;
    default: __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, ""); break;
  }
}
GFXSIM_CL_INLINE void gfxsim_cl_fence_acq_rel(memory_scope scope) {
  switch (scope) {
    case memory_scope_work_item: break;
    case memory_scope_work_group: __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, "workgroup"); break;
    case memory_scope_device: __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, "agent"); break;
    default: __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, ""); break;
  }
}
GFXSIM_CL_INLINE void gfxsim_cl_fence_acquire(memory_scope scope) {
  switch (scope) {
    case memory_scope_work_item: break;
    case memory_scope_work_group: __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); break;
    case memory_scope_device: __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent"); break;
    default: __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, ""); break;
  }
}
GFXSIM_CL_INLINE void gfxsim_cl_fence_release(memory_scope scope) {
  switch (scope) {
    case memory_scope_work_item: break;
    case memory_scope_work_group: __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); break;
    case memory_scope_device: __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent"); break;
    default: __builtin_amdgcn_fence(__ATOMIC_RELEASE, ""); break;
  }
}
GFXSIM_CL_INLINE void gfxsim_cl_fence(memory_order order, memory_scope scope) {
  switch (order) {
    case memory_order_relaxed: break;
    case memory_order_acquire: gfxsim_cl_fence_acquire(scope); break;
    case memory_order_release: gfxsim_cl_fence_release(scope); break;
    case memory_order_acq_rel: gfxsim_cl_fence_acq_rel(scope); break;
    default: gfxsim_cl_fence_seq_cst(scope); break;
  }
}
#define atomic_work_item_fence(flags, order, scope) gfxsim_cl_fence(order, scope)

// OpenCL 1.x atomics on (volatile) int/uint pointers: relaxed, device scope (for a __local
// pointer the backend narrows it to the work-group, the only scope LDS has).
#define GFXSIM_CL_ATOMIC1X(fn, p, v) fn(p, v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE)
#define atomic_add(p, v) GFXSIM_CL_ATOMIC1X(__scoped_atomic_fetch_add, p, v)
#define atomic_sub(p, v) GFXSIM_CL_ATOMIC1X(__scoped_atomic_fetch_sub, p, v)
#define atomic_inc(p) GFXSIM_CL_ATOMIC1X(__scoped_atomic_fetch_add, p, 1)
#define atomic_dec(p) GFXSIM_CL_ATOMIC1X(__scoped_atomic_fetch_sub, p, 1)
#define atomic_min(p, v) GFXSIM_CL_ATOMIC1X(__scoped_atomic_fetch_min, p, v)
#define atomic_max(p, v) GFXSIM_CL_ATOMIC1X(__scoped_atomic_fetch_max, p, v)
#define atomic_and(p, v) GFXSIM_CL_ATOMIC1X(__scoped_atomic_fetch_and, p, v)
#define atomic_or(p, v) GFXSIM_CL_ATOMIC1X(__scoped_atomic_fetch_or, p, v)
#define atomic_xor(p, v) GFXSIM_CL_ATOMIC1X(__scoped_atomic_fetch_xor, p, v)
#define atomic_xchg(p, v) GFXSIM_CL_ATOMIC1X(__scoped_atomic_exchange_n, p, v)

#endif  // GFXSIM_WORKLOADS_CLANG_PRELUDE_H
