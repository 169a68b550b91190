// sweep: kernel=vadd grid=1024 block=128
// arg: out float 1024
// arg: in float 1024
// arg: in float 1024
__kernel void vadd(__global float* c, __global const float* a, __global const float* b) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
