// BabelStream's five kernels (Deakin et al.; the shapes of its OpenCL version) on doubles, for
// `gfxsim bench --large`, which compiles this file with gfxsim cc at run time and checks every
// output against the host. `triad` is also the STREAM triad. Unlike BabelStream's, each kernel
// takes the element count and leaves work-items past it idle, so any size can be run.
#define DOT_WG 256

__kernel void copy(__global const double* a, __global double* c, uint n) {
  size_t i = get_global_id(0);
  if (i < n) c[i] = a[i];
}

__kernel void mul(__global double* b, __global const double* c, double scalar, uint n) {
  size_t i = get_global_id(0);
  if (i < n) b[i] = scalar * c[i];
}

__kernel void add(__global const double* a, __global const double* b, __global double* c, uint n) {
  size_t i = get_global_id(0);
  if (i < n) c[i] = a[i] + b[i];
}

__kernel void triad(__global double* a, __global const double* b, __global const double* c, double scalar, uint n) {
  size_t i = get_global_id(0);
  if (i < n) a[i] = b[i] + scalar * c[i];
}

// Each work-item sums a grid-strided slice (fma, so the host can repeat the exact order), then
// the work-group halves its partial sums in LDS; sums[group] gets the group's total.
__kernel __attribute__((reqd_work_group_size(DOT_WG, 1, 1)))
void dot(__global const double* a, __global const double* b, __global double* sums, uint n) {
  __local double wg_sum[DOT_WG];
  size_t i = get_global_id(0);
  uint li = get_local_id(0);
  double s = 0.0;
  for (; i < n; i += get_global_size(0)) s = fma(a[i], b[i], s);
  wg_sum[li] = s;
  for (uint offset = DOT_WG / 2; offset > 0; offset /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (li < offset) wg_sum[li] += wg_sum[li + offset];
  }
  if (li == 0) sums[get_group_id(0)] = wg_sum[0];
}
