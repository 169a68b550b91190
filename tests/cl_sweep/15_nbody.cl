// sweep: kernel=nbody grid=256 block=64
// arg: out float 1024
// arg: in float 1024 -4 4
// arg: float 0.01
__kernel void nbody(__global float4* acc, __global const float4* pos, float eps) {
  int i = get_global_id(0), n = get_global_size(0);
  float4 p = pos[i], a = (float4)(0.0f);
  for (int j = 0; j < n; ++j) {
    float4 d = pos[j] - p;
    d.w = 0.0f;
    float r2 = dot(d, d) + eps;
    float inv = rsqrt(r2);
    a += d * (pos[j].w * inv * inv * inv);
  }
  acc[i] = a;
}
