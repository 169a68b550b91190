// sweep: kernel=mandel grid=64x48 block=16x8
// arg: out uint 3072
__kernel void mandel(__global uint* out) {
  int px = get_global_id(0), py = get_global_id(1);
  float cx = -2.0f + px * (3.0f / 64), cy = -1.2f + py * (2.4f / 48);
  float x = 0.0f, y = 0.0f;
  uint it = 0;
  while (x * x + y * y <= 4.0f && it < 200) {
    float xt = x * x - y * y + cx;
    y = 2.0f * x * y + cy;
    x = xt;
    ++it;
  }
  out[py * 64 + px] = it;
}
