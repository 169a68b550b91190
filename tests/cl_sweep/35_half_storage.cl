// sweep: kernel=h grid=64 block=64
// arg: out float 64
// arg: in ushort 64
__kernel void h(__global float* out, __global const half* in) {
  size_t i = get_global_id(0);
  out[i] = vload_half(i, in) * 2.0f;
}
