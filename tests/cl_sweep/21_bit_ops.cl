// sweep: kernel=bits grid=256 block=64
// arg: out uint 2048
// arg: in uint 256
__kernel void bits(__global uint* out, __global const uint* in) {
  size_t i = get_global_id(0);
  uint x = in[i], y = in[(i + 1) % 256];
  __global uint* o = out + i * 8;
  o[0] = popcount(x);
  o[1] = clz(x);
  o[2] = ctz(x | 0x80000000u);
  o[3] = rotate(x, y & 31);
  o[4] = mul_hi(x, y);
  o[5] = mad24(x & 0xffffff, y & 0xffffff, 7u);
  o[6] = (uint)(upsample((ushort)x, (ushort)y) >> 8);
  o[7] = abs_diff((int)x, (int)y) ^ add_sat(x, y);
}
