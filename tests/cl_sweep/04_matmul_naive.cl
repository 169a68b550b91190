// sweep: kernel=matmul grid=32x32 block=8x8
// arg: out float 1024
// arg: in float 1024
// arg: in float 1024
// arg: int 32
__kernel void matmul(__global float* C, __global const float* A, __global const float* B, int n) {
  int row = get_global_id(1), col = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) acc += A[row * n + k] * B[k * n + col];
  C[row * n + col] = acc;
}
