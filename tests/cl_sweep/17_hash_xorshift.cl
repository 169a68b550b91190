// sweep: kernel=hash grid=512 block=128
// arg: out ulong 512
// arg: out uint 512
// arg: in ulong 512
__kernel void hash(__global ulong* rng, __global uint* fnv, __global const ulong* seed) {
  size_t i = get_global_id(0);
  ulong x = seed[i] | 1;
  for (int k = 0; k < 16; ++k) {
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
  }
  rng[i] = x * 0x2545F4914F6CDD1DUL;
  uint h = 2166136261u;
  for (int b = 0; b < 8; ++b) {
    h ^= (uint)((seed[i] >> (8 * b)) & 0xff);
    h *= 16777619u;
  }
  fnv[i] = h;
}
