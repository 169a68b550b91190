// poly_double: f64 rational function y[i] = P(x[i]) / (1 + x[i]^2), with P of degree 7 from
// `coef` (coef[0] is the constant term) evaluated by Horner's rule, then a tree sum of y over
// each work-group in LDS (64-bit LDS accesses) into partial[group].
#define POLY_WG 64
#define POLY_DEGREE 7

__kernel __attribute__((reqd_work_group_size(POLY_WG, 1, 1)))
void poly_double(__global const double* x, __global const double* coef, __global double* y,
                 __global double* partial) {
  __local double sums[POLY_WG];
  size_t i = get_global_id(0);
  uint lid = get_local_id(0);
  double v = x[i];
  double p = coef[POLY_DEGREE];
  for (int j = POLY_DEGREE - 1; j >= 0; --j) {
    p = p * v + coef[j];
  }
  double r = p / (1.0 + v * v);
  y[i] = r;
  sums[lid] = r;
  for (uint stride = POLY_WG / 2; stride > 0; stride >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < stride) {
      sums[lid] += sums[lid + stride];
    }
  }
  if (lid == 0) {
    partial[get_group_id(0)] = sums[0];
  }
}
