// sweep: kernel=blur grid=32x32 block=8x8 unsupported="type 'sampler_t'"
// arg: out float 1024
__constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
__kernel void blur(__global float* out, __read_only image2d_t img) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  out[p.y * 32 + p.x] = read_imagef(img, smp, p).x;
}
