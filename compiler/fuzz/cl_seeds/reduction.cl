#define GROUP_SIZE 256
#define READ_AND_MAP(i) (x[i] * y[i])
#define REDUCE(a, b) (a + b)
typedef double out_type;

__kernel void reduce_stage1(__global out_type *out__base, long out__offset,
                            __global const float *x, __global const float *y,
                            long start, long step, long stop, unsigned int seq_count, long n)
{
  __global out_type *out = (__global out_type *) ((__global char *) out__base + out__offset);
  __local out_type ldata[GROUP_SIZE];
  unsigned int lid = get_local_id(0);
  const long base_idx = get_group_id(0) * GROUP_SIZE * seq_count + lid;
  long i = start + base_idx * step;
  out_type acc = 0;
  for (unsigned s = 0; s < seq_count; ++s) {
    if (i >= stop) break;
    acc = REDUCE(acc, READ_AND_MAP(i));
    i += GROUP_SIZE * step;
  }
  ldata[lid] = acc;
  #pragma unroll 1
  for (unsigned int h = GROUP_SIZE / 2; h > 0; h >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < h) ldata[lid] = REDUCE(ldata[lid], ldata[lid + h]);
  }
  if (lid == 0) out[get_group_id(0)] = ldata[0];
}
