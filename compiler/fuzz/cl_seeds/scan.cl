#define WG_SIZE 128
#define SCAN_EXPR(a, b, across_seg_boundary) (across_seg_boundary ? (b) : (a) + (b))
#define IS_SEG_START(i, a) (flags[i] != 0)
typedef int scan_type;
typedef long index_type;

__kernel __attribute__((reqd_work_group_size(WG_SIZE, 1, 1)))
void scan_intervals(__global const scan_type *input, __global const char *flags,
                    __global scan_type *output, __global scan_type *interval_results,
                    const index_type N, const index_type interval_size)
{
  __local scan_type ldata[WG_SIZE];
  __local char lflag[WG_SIZE];
  const index_type lid = get_local_id(0);
  const index_type interval_begin = interval_size * get_group_id(0);
  const index_type interval_end = min(interval_begin + interval_size, N);
  scan_type carry = 0;
  for (index_type unit = interval_begin; unit < interval_end; unit += WG_SIZE) {
    index_type i = unit + lid;
    scan_type v = i < interval_end ? input[i] : 0;
    char f = i < interval_end ? IS_SEG_START(i, v) : 0;
    if (lid == 0) v = SCAN_EXPR(carry, v, f);
    ldata[lid] = v;
    lflag[lid] = f;
    for (index_type d = 1; d < WG_SIZE; d *= 2) {
      barrier(CLK_LOCAL_MEM_FENCE);
      scan_type other = lid >= d ? ldata[lid - d] : 0;
      char of = lid >= d ? lflag[lid - d] : 0;
      barrier(CLK_LOCAL_MEM_FENCE);
      if (lid >= d) { ldata[lid] = SCAN_EXPR(other, ldata[lid], lflag[lid]); lflag[lid] |= of; }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < interval_end) output[i] = ldata[lid];
    carry = ldata[WG_SIZE - 1];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) interval_results[get_group_id(0)] = carry;
}
