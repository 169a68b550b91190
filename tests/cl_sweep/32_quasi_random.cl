// sweep: kernel=sobol grid=512 block=128
// arg: out float 512
// arg: in uint 32
// A one-dimensional Sobol-style sequence: the XOR of the direction numbers of the index's
// set bits (Gray-code free form).
__kernel void sobol(__global float* out, __constant uint* dirs) {
  uint i = get_global_id(0), x = 0;
  for (int b = 0; b < 32 && (i >> b); ++b)
    if ((i >> b) & 1) x ^= dirs[b];
  out[i] = (float)x * 0x1p-32f;
}
