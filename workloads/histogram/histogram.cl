// histogram: 256-bin histogram of bytes. Each work-group counts its 1024 bytes into an LDS
// histogram with work-group-scope atomic_fetch_add_explicit on __local atomic_uint, then adds
// the non-zero bins to the global histogram with OpenCL 1.x atomic_add (relaxed, device scope).
#define HIST_WG 256
#define HIST_BINS 256
#define HIST_PER_ITEM 4

__kernel __attribute__((reqd_work_group_size(HIST_WG, 1, 1)))
void histogram(__global const uchar* data, __global uint* hist) {
  __local atomic_uint bins[HIST_BINS];
  uint lid = get_local_id(0);
  atomic_store_explicit(&bins[lid], 0u, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t base = get_group_id(0) * (HIST_WG * HIST_PER_ITEM);
  for (uint k = 0; k < HIST_PER_ITEM; ++k) {
    uchar b = data[base + k * HIST_WG + lid];
    atomic_fetch_add_explicit(&bins[b], 1u, memory_order_relaxed, memory_scope_work_group);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  uint count = atomic_load_explicit(&bins[lid], memory_order_relaxed, memory_scope_work_group);
  if (count != 0u) {
    atomic_add(&hist[lid], count);
  }
}
