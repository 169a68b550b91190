// matmul_tiled: c = a * b in f32 with 16x16 tiles of a and b staged in LDS. Same layout as
// matmul_naive; m, n and k must be multiples of 16 (the launch guarantees it).
#define MATMUL_TILE 16

__kernel __attribute__((reqd_work_group_size(MATMUL_TILE, MATMUL_TILE, 1)))
void matmul_tiled(__global const float* a, __global const float* b, __global float* c,
                  uint m, uint n, uint k) {
  __local float a_tile[MATMUL_TILE][MATMUL_TILE];
  __local float b_tile[MATMUL_TILE][MATMUL_TILE];
  uint lx = get_local_id(0);
  uint ly = get_local_id(1);
  uint col = get_group_id(0) * MATMUL_TILE + lx;
  uint row = get_group_id(1) * MATMUL_TILE + ly;
  float acc = 0.0f;
  for (uint t = 0; t < k; t += MATMUL_TILE) {
    a_tile[ly][lx] = a[row * k + t + lx];
    b_tile[ly][lx] = b[(t + ly) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = 0; i < MATMUL_TILE; ++i) {
      acc += a_tile[ly][i] * b_tile[i][lx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < m) {
    c[row * n + col] = acc;
  }
}
