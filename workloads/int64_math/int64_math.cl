// int64_math: 64-bit integer arithmetic per element, eight ulong results each: wrapping
// multiply, variable shifts, unsigned and signed division and remainder (divisors of every
// magnitude, so both the full 64-bit expansion and its 32-bit fast path run), arithmetic
// right shift of long, and a rotate.
__kernel void int64_math(__global const ulong* a, __global const ulong* b,
                         __global const uint* shifts, __global ulong* out, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) {
    return;
  }
  ulong x = a[i];
  ulong y = b[i];
  uint s = shifts[i] & 63u;
  ulong d = y | 1ul;
  long sx = (long)x;
  // |sd| >= 2 and sd != LONG_MIN, so sx / sd never overflows.
  long sd = (long)((y >> 1) | 2ul);
  if (s & 1u) {
    sd = -sd;
  }
  __global ulong* o = out + i * 8;
  o[0] = x * y;
  o[1] = (x << s) ^ (y >> (63u - s));
  o[2] = x / d;
  o[3] = x % d;
  o[4] = (ulong)(sx / sd);
  o[5] = (ulong)(sx % sd);
  o[6] = (ulong)(sx >> s);
  o[7] = (x >> s) | (x << ((64u - s) & 63u));
}
