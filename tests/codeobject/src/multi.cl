__global int gcounter = 5;
__global int gzero;
__constant float ctable[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__global int *gptr = &gcounter;

__kernel void k_lds(__global float *out, __local float *dyn) {
  __local float tile[64];
  uint lid = __builtin_amdgcn_workitem_id_x();
  tile[lid & 63] = ctable[lid & 3] + (float)gcounter + (float)gzero;
  dyn[lid] = tile[(lid + 1) & 63];
  __builtin_amdgcn_s_barrier();
  out[lid] = dyn[lid ^ 1] + (float)*gptr;
}

__kernel void k_private(__global int *out, int n) {
  int buf[32];
  uint lid = __builtin_amdgcn_workitem_id_x();
  for (int i = 0; i < 32; ++i) buf[i] = i * n + lid;
  out[lid] = buf[(lid * 7 + n) & 31];
}

__kernel void k_empty(void) {}
