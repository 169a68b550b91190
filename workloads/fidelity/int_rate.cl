// 32-bit integer multiply-add rate after clpeak's "integer_compute" test: each work-item runs
// two dependent chains, x = y * x + y and y = x * y + x, 16 multiply-adds per iteration, and
// writes y; each multiply-add counts as two operations, as clpeak counts them. Wrapping unsigned
// arithmetic, so the host repeats it exactly.
__kernel void int_mad(__global uint* out, uint a, uint iters) {
  uint x = a, y = (uint)get_local_id(0);
  for (uint i = 0; i < iters; ++i) {
    x = y * x + y; y = x * y + x;
    x = y * x + y; y = x * y + x;
    x = y * x + y; y = x * y + x;
    x = y * x + y; y = x * y + x;
    x = y * x + y; y = x * y + x;
    x = y * x + y; y = x * y + x;
    x = y * x + y; y = x * y + x;
    x = y * x + y; y = x * y + x;
  }
  out[get_global_id(0)] = y;
}

// Kernel launch latency: a kernel that does nothing, timed from dispatch to completion.
__kernel void empty(void) {}
