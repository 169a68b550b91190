// collatz: for each start value, iterate x -> x/2 (even) or 3x+1 (odd) until 1, counting steps
// and recording the largest value reached (which needs 64 bits). Trip counts depend on the
// data, so the lanes of a wavefront diverge and leave the loop at different times. The step
// is an ordinary function: at -O0 clang keeps it as a real call.
#define COLLATZ_LIMIT 1000u

ulong collatz_next(ulong x) {
  return (x & 1ul) ? 3ul * x + 1ul : x >> 1;
}

__kernel void collatz(__global const uint* start, __global uint* steps, __global ulong* peak,
                      uint n) {
  size_t i = get_global_id(0);
  if (i >= n) {
    return;
  }
  ulong x = start[i];
  ulong highest = x;
  uint count = 0;
  while (x > 1ul && count < COLLATZ_LIMIT) {
    x = collatz_next(x);
    if (x > highest) {
      highest = x;
    }
    ++count;
  }
  steps[i] = count;
  peak[i] = highest;
}
