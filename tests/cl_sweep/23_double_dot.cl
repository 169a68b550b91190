// sweep: kernel=ddot grid=512 block=128
// arg: out double 4
// arg: in double 512
// arg: in double 512
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ddot(__global double* out, __global const double* a, __global const double* b) {
  __local double s[128];
  uint l = get_local_id(0);
  s[l] = a[get_global_id(0)] * b[get_global_id(0)];
  for (uint h = 64; h > 0; h /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < h) s[l] += s[l + h];
  }
  if (l == 0) out[get_group_id(0)] = s[0];
}
