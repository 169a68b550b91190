// sweep: kernel=reduce grid=1024 block=256
// arg: out float 4
// arg: in float 1024
// arg: local 1024
__kernel void reduce(__global float* partial, __global const float* in, __local float* scratch) {
  uint lid = get_local_id(0);
  scratch[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s) scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[get_group_id(0)] = scratch[0];
}
