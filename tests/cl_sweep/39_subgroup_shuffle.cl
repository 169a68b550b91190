// sweep: kernel=sh grid=64 block=64 unsupported="built-in function 'sub_group_shuffle'" noclang
// arg: out int 64
// clang-19 declares no cl_khr_subgroup_shuffle functions for amdgcn either.
__kernel void sh(__global int* out) {
  out[get_global_id(0)] = sub_group_shuffle((int)get_global_id(0), 3u);
}
