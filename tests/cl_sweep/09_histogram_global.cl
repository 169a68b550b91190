// sweep: kernel=hist grid=2048 block=256
// arg: out uint 64
// arg: in uint 2048 0 63
__kernel void hist(__global uint* bins, __global const uint* data) {
  atomic_inc(&bins[data[get_global_id(0)]]);
}
