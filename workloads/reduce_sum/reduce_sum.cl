// reduce_sum: per-work-group tree reduction in LDS (sum and minimum of int), with barriers
// between levels; work-item 0 of each group writes the group's sum and folds it into global
// totals with atomic_fetch_add_explicit / atomic_fetch_min_explicit (device scope). Every
// work-item also does an unsigned atomic max of its value's bit pattern on one global word
// (a highly contended global atomic).
#define REDUCE_WG 256

__kernel __attribute__((reqd_work_group_size(REDUCE_WG, 1, 1)))
void reduce_sum(__global const int* in, __global int* partial, __global atomic_int* total,
                __global atomic_int* global_min, __global atomic_uint* global_umax) {
  __local int sums[REDUCE_WG];
  __local int mins[REDUCE_WG];
  uint lid = get_local_id(0);
  int v = in[get_global_id(0)];
  sums[lid] = v;
  mins[lid] = v;
  atomic_fetch_max_explicit(global_umax, (uint)v, memory_order_relaxed, memory_scope_device);
  for (uint stride = REDUCE_WG / 2; stride > 0; stride >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < stride) {
      sums[lid] += sums[lid + stride];
      int other = mins[lid + stride];
      if (other < mins[lid]) {
        mins[lid] = other;
      }
    }
  }
  if (lid == 0) {
    partial[get_group_id(0)] = sums[0];
    atomic_fetch_add_explicit(total, sums[0], memory_order_relaxed, memory_scope_device);
    atomic_fetch_min_explicit(global_min, mins[0], memory_order_relaxed, memory_scope_device);
  }
}
