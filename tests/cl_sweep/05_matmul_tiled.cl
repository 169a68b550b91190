// sweep: kernel=matmul_tiled grid=64x64 block=16x16
// arg: out float 4096
// arg: in float 4096
// arg: in float 4096
// arg: int 64
#define TILE 16
__kernel void matmul_tiled(__global float* C, __global const float* A, __global const float* B, int n) {
  __local float As[TILE][TILE];
  __local float Bs[TILE][TILE];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_global_id(1), col = get_global_id(0);
  float acc = 0.0f;
  for (int t = 0; t < n / TILE; ++t) {
    As[ty][tx] = A[row * n + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k) acc = mad(As[ty][k], Bs[k][tx], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
