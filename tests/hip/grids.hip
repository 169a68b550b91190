// 2D and 3D grids: a matrix transpose over a 2D grid of 16x16 blocks on a size that is not a
// multiple of the block, and a 3D grid whose every work-item records its blockIdx, threadIdx,
// blockDim and gridDim in all three dimensions (checked against the host's enumeration).
#include "hip_check.h"

__global__ void transpose(const float* in, float* out, int rows, int cols) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;  // column
  int y = blockIdx.y * blockDim.y + threadIdx.y;  // row
  if (x < cols && y < rows) out[x * rows + y] = in[y * cols + x];
}

__global__ void where3d(unsigned* out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz) return;
  unsigned* o = out + 4 * ((z * ny + y) * nx + x);
  o[0] = blockIdx.x | blockIdx.y << 8 | blockIdx.z << 16;
  o[1] = threadIdx.x | threadIdx.y << 8 | threadIdx.z << 16;
  o[2] = blockDim.x | blockDim.y << 8 | blockDim.z << 16;
  o[3] = gridDim.x | gridDim.y << 8 | gridDim.z << 16;
}

int main() {
  const int rows = 70, cols = 100;
  std::vector<float> in(rows * cols), out(rows * cols), want(rows * cols);
  for (int i = 0; i < rows * cols; ++i) in[i] = static_cast<float>(i) * 0.5f;
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < cols; ++x) want[x * rows + y] = in[y * cols + x];
  float *din, *dout;
  HIP_CHECK(hipMalloc(&din, in.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&dout, out.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(din, in.data(), in.size() * sizeof(float), hipMemcpyHostToDevice));
  dim3 block(16, 16), grid((cols + 15) / 16, (rows + 15) / 16);
  hipLaunchKernelGGL(transpose, grid, block, 0, 0, din, dout, rows, cols);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(float), hipMemcpyDeviceToHost));
  expectArray("2D grid transpose", out.data(), want.data(), out.size());

  const int nx = 20, ny = 12, nz = 9;
  dim3 b3(8, 4, 2), g3((nx + 7) / 8, (ny + 3) / 4, (nz + 1) / 2);
  const size_t items = static_cast<size_t>(nx) * ny * nz;
  unsigned* d3;
  HIP_CHECK(hipMalloc(&d3, items * 4 * sizeof(unsigned)));
  HIP_CHECK(hipMemset(d3, 0xff, items * 4 * sizeof(unsigned)));
  hipLaunchKernelGGL(where3d, g3, b3, 0, 0, d3, nx, ny, nz);
  HIP_CHECK(hipGetLastError());
  std::vector<unsigned> got(items * 4), want3(items * 4);
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        unsigned* o = &want3[4 * ((z * ny + y) * nx + x)];
        o[0] = x / b3.x | (y / b3.y) << 8 | (z / b3.z) << 16;
        o[1] = x % b3.x | (y % b3.y) << 8 | (z % b3.z) << 16;
        o[2] = b3.x | b3.y << 8 | b3.z << 16;
        o[3] = g3.x | g3.y << 8 | g3.z << 16;
      }
  HIP_CHECK(hipMemcpy(got.data(), d3, got.size() * sizeof(unsigned), hipMemcpyDeviceToHost));
  expectArray("3D grid indices", got.data(), want3.data(), got.size());
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
  HIP_CHECK(hipFree(d3));
  return finish();
}
