// sweep: kernel=wg grid=256 block=64 unsupported="built-in function 'work_group_reduce_add'"
// arg: out int 256
// arg: in int 256
__kernel void wg(__global int* out, __global const int* in) {
  out[get_global_id(0)] = work_group_reduce_add(in[get_global_id(0)]);
}
