// intdiv: 32-bit integer division and remainder, signed and unsigned, by per-element divisors
// of every sign and magnitude, by a kernel-argument divisor and by the constant 10.
// Per element, sres gets {a/b, a%b, a/k, a%k} and ures gets {ua/ub, ua%ub, ua/10, ua%10}.
// The host never passes b == 0, k == 0, or a == INT_MIN with b == -1 (or k == -1).
__kernel void intdiv(__global const int* a, __global const int* b, __global int* sres,
                     __global uint* ures, int k, uint n) {
  size_t i = get_global_id(0);
  if (i >= n) {
    return;
  }
  int x = a[i];
  int y = b[i];
  sres[4 * i + 0] = x / y;
  sres[4 * i + 1] = x % y;
  sres[4 * i + 2] = x / k;
  sres[4 * i + 3] = x % k;
  uint ux = (uint)x;
  uint uy = (uint)y;
  ures[4 * i + 0] = ux / uy;
  ures[4 * i + 1] = ux % uy;
  ures[4 * i + 2] = ux / 10u;
  ures[4 * i + 3] = ux % 10u;
}
