// sweep: kernel=sizes grid=96x30 block=16x8
// Partial in y only: ROCm 5.2's get_local_linear_id takes the enqueued x size in a group partial
// in x (clang's reference would disagree with the OpenCL definition gfxsim follows there).
// arg: out int 3000
__kernel void sizes(__global int* out) {
  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  out[i] = (int)(get_local_size(0) * 1000 + get_local_size(1) * 100 + get_enqueued_local_size(0) +
                 get_num_groups(0) * 100000 + get_local_linear_id() * 10000000);
}
