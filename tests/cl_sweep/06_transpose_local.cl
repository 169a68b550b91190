// sweep: kernel=transpose grid=48x32 block=16x16
// arg: out int 1536
// arg: in int 1536
// arg: int 48
// arg: int 32
__kernel void transpose(__global int* out, __global const int* in, int width, int height) {
  __local int tile[16][17];  // one column of padding: no bank conflicts on the transposed read
  int x = get_global_id(0), y = get_global_id(1);
  tile[get_local_id(1)][get_local_id(0)] = in[y * width + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = get_group_id(1) * 16 + get_local_id(0), oy = get_group_id(0) * 16 + get_local_id(1);
  out[oy * height + ox] = tile[get_local_id(0)][get_local_id(1)];
}
