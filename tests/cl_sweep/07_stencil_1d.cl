// sweep: kernel=blur grid=500 block=100
// arg: out float 500
// arg: in float 500
__kernel void blur(__global float* out, __global const float* in) {
  int i = get_global_id(0), n = get_global_size(0);
  float l = in[max(i - 1, 0)], c = in[i], r = in[min(i + 1, n - 1)];
  out[i] = 0.25f * l + 0.5f * c + 0.25f * r;
}
