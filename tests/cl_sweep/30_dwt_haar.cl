// sweep: kernel=haar grid=256 block=64
// arg: out float 512
// arg: in float 512
__kernel void haar(__global float* out, __global const float* in) {
  __local float l[128];
  size_t g = get_global_id(0), lid = get_local_id(0), n = get_global_size(0);
  l[2 * lid] = in[2 * g];
  l[2 * lid + 1] = in[2 * g + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  float a = l[2 * lid], b = l[2 * lid + 1];
  out[g] = (a + b) * M_SQRT1_2_F;
  out[n + g] = (a - b) * M_SQRT1_2_F;
}
