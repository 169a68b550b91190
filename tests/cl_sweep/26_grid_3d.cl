// sweep: kernel=vol grid=16x8x6 block=4x4x2
// arg: out int 768
__kernel void vol(__global int* out) {
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  size_t i = (z * get_global_size(1) + y) * get_global_size(0) + x;
  out[i] = (int)(x * 10000 + y * 100 + z) ^ (int)(get_group_id(2) << 20) ^ (int)get_local_id(1);
}
