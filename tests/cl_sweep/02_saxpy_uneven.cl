// sweep: kernel=saxpy grid=1000 block=64
// arg: inout float 1000
// arg: in float 1000
// arg: float 2.5
// arg: int 990
__kernel void saxpy(__global float* y, __global const float* x, float a, int n) {
  int i = get_global_id(0);
  if (i < n) y[i] = a * x[i] + y[i];
}
