// sweep: kernel=vec grid=64 block=32
// arg: out float 256
// arg: in float 256
__kernel void vec(__global float* out, __global const float* in) {
  size_t i = get_global_id(0);
  float4 v = vload4(i, in);
  float4 w = v.wzyx * (float4)(1.0f, 2.0f, 3.0f, 4.0f) + v.xxyy;
  w.s13 = w.s31 - 0.5f;
  vstore4(w, i, out);
}
