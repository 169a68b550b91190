// Memory the program allocated itself (std::vector), registered for the GPU with
// hipHostRegister: a kernel reads and writes it through the pointer hipHostGetDevicePointer
// gives, then hipHostUnregister releases it and the memory is registered again.
#include "hip_check.h"

__global__ void scaleInPlace(float* v, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= s;
}

int main() {
  const int n = 3000;
  std::vector<float> plain(n), want(n);
  for (int i = 0; i < n; ++i) {
    plain[i] = static_cast<float>(i % 50);
    want[i] = plain[i] * 4.0f;
  }
  HIP_CHECK(hipHostRegister(plain.data(), n * sizeof(float), hipHostRegisterDefault));
  float* pd = nullptr;
  HIP_CHECK(hipHostGetDevicePointer(reinterpret_cast<void**>(&pd), plain.data(), 0));
  hipLaunchKernelGGL(scaleInPlace, dim3((n + 255) / 256), dim3(256), 0, 0, pd, n, 4.0f);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  expectArray("hipHostRegister'ed memory written by a kernel", plain.data(), want.data(), n);
  HIP_CHECK(hipHostUnregister(plain.data()));

  // Registered again (the runtime forgot the first registration), and copied to asynchronously.
  HIP_CHECK(hipHostRegister(plain.data(), n * sizeof(float), hipHostRegisterDefault));
  float* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(float)));
  hipStream_t s;
  HIP_CHECK(hipStreamCreate(&s));
  HIP_CHECK(hipMemcpyAsync(d, plain.data(), n * sizeof(float), hipMemcpyHostToDevice, s));
  hipLaunchKernelGGL(scaleInPlace, dim3((n + 255) / 256), dim3(256), 0, s, d, n, 0.5f);
  HIP_CHECK(hipMemcpyAsync(plain.data(), d, n * sizeof(float), hipMemcpyDeviceToHost, s));
  HIP_CHECK(hipStreamSynchronize(s));
  for (int i = 0; i < n; ++i) want[i] *= 0.5f;
  expectArray("hipMemcpyAsync to and from registered memory", plain.data(), want.data(), n);
  HIP_CHECK(hipHostUnregister(plain.data()));
  HIP_CHECK(hipStreamDestroy(s));
  HIP_CHECK(hipFree(d));
  return finish();
}
