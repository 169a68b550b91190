// A kernel that faults: each work-item writes through a wild pointer, far from any allocation.
// gfxsim reports the fault on stderr ("gfxsim-hsa: kernel fault ..." naming the kernel, wave,
// PC and instruction) and the queue's error callback tells HIP, which (HIP 5.2) aborts the
// program: that is how HIP reports a device fault. The test driver expects a non-zero exit,
// that line, and no crash of anything else. A kernel that ran before the fault is checked, so
// the program is known to have worked up to it.
#include "hip_check.h"

__global__ void fill(int* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 3 * i;
}

__global__ void wildWrite(int* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = i;
}

int main() {
  const int n = 1024;
  int* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
  hipLaunchKernelGGL(fill, dim3(n / 256), dim3(256), 0, 0, d, n);
  std::vector<int> got(n), want(n);
  for (int i = 0; i < n; ++i) want[i] = 3 * i;
  HIP_CHECK(hipMemcpy(got.data(), d, n * sizeof(int), hipMemcpyDeviceToHost));
  expectArray("fill before the fault", got.data(), want.data(), n);
  std::printf("launching wildWrite\n");
  // Far above any allocation (user space ends at 2^47; the GPU's 48-bit addresses do not).
  int* wild = reinterpret_cast<int*>(uintptr_t{0x7ff000000000} + 0x123000);
  hipLaunchKernelGGL(wildWrite, dim3(n / 256), dim3(256), 0, 0, wild, n);
  hipError_t launch = hipGetLastError();
  hipError_t sync = hipDeviceSynchronize();
  // Reached only if HIP returns the error instead of aborting: a fault must not pass silently.
  std::printf("after the faulting kernel: launch %s, synchronize %s\n", hipGetErrorName(launch), hipGetErrorName(sync));
  expect("the fault reached the program as an error", sync != hipSuccess);
  return 1;
}
