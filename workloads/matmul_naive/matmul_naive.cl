// matmul_naive: c = a * b in f32, one work-item per element of c on a 2D grid
// (x = column, y = row). a is m x k, b is k x n, c is m x n, all row-major.
__kernel void matmul_naive(__global const float* a, __global const float* b, __global float* c,
                           uint m, uint n, uint k) {
  uint col = get_global_id(0);
  uint row = get_global_id(1);
  if (row >= m || col >= n) {
    return;
  }
  float acc = 0.0f;
  for (uint i = 0; i < k; ++i) {
    acc += a[row * k + i] * b[i * n + col];
  }
  c[row * n + col] = acc;
}
