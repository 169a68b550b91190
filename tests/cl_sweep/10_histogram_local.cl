// sweep: kernel=hist_local grid=2048 block=128
// arg: out uint 256
// arg: in uchar 2048
__kernel void hist_local(__global uint* bins, __global const uchar* data) {
  __local uint local_bins[256];
  for (uint b = get_local_id(0); b < 256; b += get_local_size(0)) local_bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&local_bins[data[get_global_id(0)]], 1u);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = get_local_id(0); b < 256; b += get_local_size(0))
    if (local_bins[b]) atomic_add(&bins[b], local_bins[b]);
}
