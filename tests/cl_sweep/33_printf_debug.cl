// sweep: kernel=dbg grid=64 block=64 noclang
// arg: out int 64
__kernel void dbg(__global int* out) {
  int i = get_global_id(0);
  if (i == 0) printf("hello from %d\n", i);
  out[i] = i * 2;
}
