// A shared-memory tiled matrix multiply (16x16 tiles, 2D grid) of non-square matrices whose
// sizes are not multiples of the tile, on small integers held in floats so the result is exact.
#include "hip_check.h"

constexpr int kTile = 16;

__global__ void matmul(const float* a, const float* b, float* c, int m, int k, int n) {
  __shared__ float ta[kTile][kTile];
  __shared__ float tb[kTile][kTile + 1];  // padded against bank conflicts
  int row = blockIdx.y * kTile + threadIdx.y, col = blockIdx.x * kTile + threadIdx.x;
  float acc = 0;
  for (int t = 0; t < k; t += kTile) {
    ta[threadIdx.y][threadIdx.x] = row < m && t + threadIdx.x < k ? a[row * k + t + threadIdx.x] : 0;
    tb[threadIdx.y][threadIdx.x] = col < n && t + threadIdx.y < k ? b[(t + threadIdx.y) * n + col] : 0;
    __syncthreads();
    for (int q = 0; q < kTile; ++q) acc += ta[threadIdx.y][q] * tb[q][threadIdx.x];
    __syncthreads();
  }
  if (row < m && col < n) c[row * n + col] = acc;
}

int main() {
  const int m = 45, k = 70, n = 38;
  std::vector<float> a(m * k), b(k * n), c(m * n), want(m * n, 0);
  for (int i = 0; i < m * k; ++i) a[i] = static_cast<float>(i % 7 - 3);
  for (int i = 0; i < k * n; ++i) b[i] = static_cast<float>(i % 5 - 2);
  for (int r = 0; r < m; ++r)
    for (int col = 0; col < n; ++col) {
      float s = 0;
      for (int q = 0; q < k; ++q) s += a[r * k + q] * b[q * n + col];
      want[r * n + col] = s;
    }
  float *da, *db, *dc;
  HIP_CHECK(hipMalloc(&da, a.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&db, b.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&dc, c.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(da, a.data(), a.size() * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(db, b.data(), b.size() * sizeof(float), hipMemcpyHostToDevice));
  dim3 block(kTile, kTile), grid((n + kTile - 1) / kTile, (m + kTile - 1) / kTile);
  hipLaunchKernelGGL(matmul, grid, block, 0, 0, da, db, dc, m, k, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(c.data(), dc, c.size() * sizeof(float), hipMemcpyDeviceToHost));
  expectArray("tiled matrix multiply", c.data(), want.data(), c.size());
  HIP_CHECK(hipFree(da));
  HIP_CHECK(hipFree(db));
  HIP_CHECK(hipFree(dc));
  return finish();
}
