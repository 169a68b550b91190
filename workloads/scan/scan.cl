// scan: work-group exclusive prefix sum of uint (Blelloch up-sweep / down-sweep in LDS).
// A group of 128 work-items scans a block of 256 elements, two per work-item; out holds the
// exclusive scan within each block and block_sums[g] the total of block g.
#define SCAN_WG 128
#define SCAN_BLOCK (2 * SCAN_WG)

__kernel __attribute__((reqd_work_group_size(SCAN_WG, 1, 1)))
void scan(__global const uint* in, __global uint* out, __global uint* block_sums) {
  __local uint t[SCAN_BLOCK];
  uint lid = get_local_id(0);
  size_t base = get_group_id(0) * SCAN_BLOCK;
  t[2 * lid] = in[base + 2 * lid];
  t[2 * lid + 1] = in[base + 2 * lid + 1];
  uint offset = 1;
  for (uint active = SCAN_BLOCK / 2; active > 0; active >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < active) {
      uint left = offset * (2 * lid + 1) - 1;
      uint right = offset * (2 * lid + 2) - 1;
      t[right] += t[left];
    }
    offset <<= 1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    block_sums[get_group_id(0)] = t[SCAN_BLOCK - 1];
    t[SCAN_BLOCK - 1] = 0;
  }
  for (uint active = 1; active < SCAN_BLOCK; active <<= 1) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < active) {
      uint left = offset * (2 * lid + 1) - 1;
      uint right = offset * (2 * lid + 2) - 1;
      uint carried = t[left];
      t[left] = t[right];
      t[right] += carried;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * lid] = t[2 * lid];
  out[base + 2 * lid + 1] = t[2 * lid + 1];
}
