// sweep: kernel=bitonic grid=512 block=64
// arg: inout int 512
// arg: int 16
// arg: int 4
__kernel void bitonic(__global int* a, int k, int j) {
  uint i = get_global_id(0), l = i ^ (uint)j;
  if (l > i) {
    int x = a[i], y = a[l];
    bool up = (i & (uint)k) == 0;
    if ((x > y) == up) {
      a[i] = y;
      a[l] = x;
    }
  }
}
