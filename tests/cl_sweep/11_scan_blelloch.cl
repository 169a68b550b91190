// sweep: kernel=scan grid=512 block=128
// arg: out int 512
// arg: in int 512 -20 20
__kernel void scan(__global int* out, __global const int* in) {
  __local int t[128];
  int lid = get_local_id(0), n = get_local_size(0);
  t[lid] = in[get_global_id(0)];
  for (int d = 1; d < n; d <<= 1) {  // up-sweep
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = (lid + 1) * 2 * d - 1;
    if (i < n) t[i] += t[i - d];
  }
  if (lid == 0) t[n - 1] = 0;
  for (int d = n / 2; d >= 1; d >>= 1) {  // down-sweep
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = (lid + 1) * 2 * d - 1;
    if (i < n) {
      int x = t[i - d];
      t[i - d] = t[i];
      t[i] += x;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = t[lid];
}
