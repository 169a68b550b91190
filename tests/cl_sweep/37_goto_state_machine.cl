// sweep: kernel=fsm grid=64 block=64 unsupported="labels and goto"
// arg: out int 64
__kernel void fsm(__global int* out) {
  int i = get_global_id(0), n = 0;
again:
  n += i & 3;
  if (n < 10) goto again;
  out[i] = n;
}
