// sweep: kernel=mh grid=256 block=64
// arg: out float 1024
// arg: in float 256 -50 50
__kernel void mh(__global float* out, __global const float* in) {
  size_t i = get_global_id(0);
  float x = in[i], ip;
  out[4 * i] = fract(x, &ip);
  out[4 * i + 1] = ip;
  out[4 * i + 2] = ldexp(x, (int)i % 9 - 4);
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  out[4 * i + 3] = hypot(x, 3.0f) + cbrt(x) + exp2(x * 0.1f);
}
