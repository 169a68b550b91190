// Host memory the GPU reads and writes directly: hipHostMalloc (default, mapped and coherent),
// a kernel writing it and the host reading it after hipDeviceSynchronize with no copy, the
// host writing it and a kernel updating it in place, and hipHostGetDevicePointer.
#include "hip_check.h"

__global__ void writeSquares(long long* out, int n, long long offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = static_cast<long long>(i) * i + offset;
}

__global__ void scaleInPlace(float* v, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= s;
}

int main() {
  const int n = 3000;
  std::vector<long long> want(n);

  // Default flags: the kernel writes host memory, the host reads it after synchronising.
  long long* h;
  HIP_CHECK(hipHostMalloc(&h, n * sizeof(long long)));
  for (int i = 0; i < n; ++i) h[i] = -1;
  hipLaunchKernelGGL(writeSquares, dim3((n + 255) / 256), dim3(256), 0, 0, h, n, 5LL);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) want[i] = static_cast<long long>(i) * i + 5;
  expectArray("hipHostMalloc written by a kernel", h, want.data(), n);

  // Mapped and coherent, through the device pointer HIP gives for it.
  long long* m;
  HIP_CHECK(hipHostMalloc(&m, n * sizeof(long long), hipHostMallocMapped | hipHostMallocCoherent));
  long long* md = nullptr;
  HIP_CHECK(hipHostGetDevicePointer(reinterpret_cast<void**>(&md), m, 0));
  expect("hipHostGetDevicePointer", md != nullptr);
  hipLaunchKernelGGL(writeSquares, dim3((n + 127) / 128), dim3(128), 0, 0, md, n, -7LL);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) want[i] = static_cast<long long>(i) * i - 7;
  expectArray("hipHostMallocMapped|Coherent written by a kernel", m, want.data(), n);

  // The host writes, the kernel reads and writes back in place.
  float* f;
  HIP_CHECK(hipHostMalloc(&f, n * sizeof(float)));
  std::vector<float> wantF(n);
  for (int i = 0; i < n; ++i) {
    f[i] = static_cast<float>(i) - 1000.0f;
    wantF[i] = f[i] * -2.5f;
  }
  hipLaunchKernelGGL(scaleInPlace, dim3((n + 255) / 256), dim3(256), 0, 0, f, n, -2.5f);
  HIP_CHECK(hipDeviceSynchronize());
  expectArray("hipHostMalloc read and written in place", f, wantF.data(), n);

  HIP_CHECK(hipHostFree(h));
  HIP_CHECK(hipHostFree(m));
  HIP_CHECK(hipHostFree(f));
  return finish();
}
