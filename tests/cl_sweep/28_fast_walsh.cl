// sweep: kernel=fwt grid=256 block=64
// arg: inout float 512
// arg: int 8
// One butterfly pass of the fast Walsh-Hadamard transform (the host runs log2 n passes).
__kernel void fwt(__global float* a, int step) {
  int t = get_global_id(0);
  int group = t % step, pair = 2 * step * (t / step) + group;
  float x = a[pair], y = a[pair + step];
  a[pair] = x + y;
  a[pair + step] = x - y;
}
