// c[i] = a[i] + b[i] for i < n: the OpenCL C twin of workloads/asm/vadd_gfx900.s, compiled by
// gfxsim cc for the HSA C test (tests/hsa/hsa_vadd.c), which dispatches it in groups of 64.
__kernel void vadd(__global const float* a, __global const float* b, __global float* c, uint n) {
  uint i = get_global_id(0);
  if (i < n) c[i] = a[i] + b[i];
}
