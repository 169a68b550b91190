// sweep: kernel=conv grid=40x24 block=8x8
// arg: out float 960
// arg: in float 960
// arg: in float 9
__kernel void conv(__global float* out, __global const float* img, __constant float* w) {
  int x = get_global_id(0), y = get_global_id(1), W = get_global_size(0), H = get_global_size(1);
  float s = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int xx = clamp(x + dx, 0, W - 1), yy = clamp(y + dy, 0, H - 1);
      s += w[(dy + 1) * 3 + dx + 1] * img[yy * W + xx];
    }
  out[y * W + x] = s;
}
