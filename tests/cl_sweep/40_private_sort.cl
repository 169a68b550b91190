// sweep: kernel=isort grid=128 block=64
// arg: out int 2048
// arg: in int 2048 -500 500
__kernel void isort(__global int* out, __global const int* in) {
  int a[16];
  size_t g = get_global_id(0);
  for (int i = 0; i < 16; ++i) a[i] = in[g * 16 + i];
  for (int i = 1; i < 16; ++i) {
    int x = a[i], j = i - 1;
    while (j >= 0 && a[j] > x) {
      a[j + 1] = a[j];
      --j;
    }
    a[j + 1] = x;
  }
  for (int i = 0; i < 16; ++i) out[g * 16 + i] = a[i];
}
