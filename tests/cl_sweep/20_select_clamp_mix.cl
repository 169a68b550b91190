// sweep: kernel=shade grid=256 block=64
// arg: out float 1024
// arg: in float 256 -2 2
__kernel void shade(__global float4* out, __global const float* in) {
  size_t i = get_global_id(0);
  float x = in[i];
  float4 v = (float4)(x, x * 0.5f, -x, x * x);
  float4 c = clamp(v, -1.0f, 1.0f);
  float4 m = mix(c, (float4)(0.25f), 0.3f);
  float4 s = smoothstep(-0.5f, 0.5f, v);
  int4 gt = isgreater(v, (float4)(0.0f));
  out[i] = select(m, s, gt) + step(0.0f, v) + fabs(v) * sign(v);
}
