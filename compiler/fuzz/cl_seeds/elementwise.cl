#if __OPENCL_C_VERSION__ < 120
#pragma OPENCL EXTENSION cl_khr_fp64: enable
#endif
#define PYOPENCL_ELWISE_CONTINUE continue
typedef float in_t;
typedef double out_t;

__kernel void axpbyz(long n, __global out_t *z__base, long z__offset, out_t a,
                     __global const in_t *x__base, long x__offset, in_t b,
                     __global const in_t *y__base, long y__offset)
{
  int lid = get_local_id(0);
  int gsize = get_global_size(0);
  int work_group_start = get_local_size(0) * get_group_id(0);
  long i;
  __global out_t *z = (__global out_t *) ((__global char *) z__base + z__offset);
  __global const in_t *x = (__global const in_t *) ((__global const char *) x__base + x__offset);
  __global const in_t *y = (__global const in_t *) ((__global const char *) y__base + y__offset);
  for (i = work_group_start + lid; i < n; i += gsize) {
    if (x[i] != x[i]) PYOPENCL_ELWISE_CONTINUE;
    z[i] = a * (out_t)x[i] + b * y[i];
  }
}
