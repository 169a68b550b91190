__kernel void vadd(__global const float *a, __global const float *b,
                   __global float *c, uint n) {
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint gid = __builtin_amdgcn_workgroup_id_x();
  __constant unsigned short *dp = (__constant unsigned short *)__builtin_amdgcn_dispatch_ptr();
  uint wgs = dp[2];
  uint i = gid * wgs + lid;
  if (i < n) c[i] = a[i] + b[i];
}
