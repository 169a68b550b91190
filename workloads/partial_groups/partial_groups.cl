// partial_groups: 1D launch of n = 1000 work-items in groups of 64, so the last group has
// only 40 (OpenCL 2.0 non-uniform work-groups). Each group stages 2*in+1 in LDS and writes it
// back reversed within the group, using the group's actual size from get_local_size(), which
// is the remainder in the last group. Work-item 0 of each group records
// {get_local_size, get_num_groups, get_global_size, get_enqueued_local_size} in group_info.
// Groups must be at most 64 work-items (the LDS array size).
#define PARTIAL_MAX_WG 64

__kernel void partial_groups(__global const float* in, __global float* out,
                             __global uint* group_info, uint n) {
  __local float staged[PARTIAL_MAX_WG];
  size_t gid = get_global_id(0);
  uint lid = get_local_id(0);
  uint size = get_local_size(0);
  if (gid < n) {
    staged[lid] = in[gid] * 2.0f + 1.0f;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (gid < n) {
    out[gid] = staged[size - 1 - lid];
  }
  if (lid == 0) {
    size_t g = get_group_id(0);
    group_info[4 * g + 0] = size;
    group_info[4 * g + 1] = get_num_groups(0);
    group_info[4 * g + 2] = get_global_size(0);
    group_info[4 * g + 3] = get_enqueued_local_size(0);
  }
}
