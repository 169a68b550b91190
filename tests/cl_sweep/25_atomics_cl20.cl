// sweep: kernel=count grid=1024 block=256
// arg: out int 3
// arg: in int 1024 -1000 1000
__kernel void count(__global atomic_int* stats, __global const int* in) {
  int v = in[get_global_id(0)];
  if (v > 0) atomic_fetch_add_explicit(&stats[0], 1, memory_order_relaxed, memory_scope_device);
  atomic_fetch_max_explicit(&stats[1], v, memory_order_relaxed, memory_scope_device);
  atomic_fetch_min(&stats[2], v);
}
