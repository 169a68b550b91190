// sweep: kernel=sgsum grid=1000 block=128
// arg: out int 1
// arg: out int 1000
// arg: in int 1000 -100 100
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__kernel void sgsum(__global int* total, __global int* prefix, __global const int* in) {
  int v = in[get_global_id(0)];
  int s = sub_group_reduce_add(v);
  prefix[get_global_id(0)] = sub_group_scan_exclusive_add(v) + sub_group_broadcast(v, 0) * 1000;
  if (get_sub_group_local_id() == 0) atomic_add(total, s);
}
