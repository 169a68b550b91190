// The code object module_launch loads at run time (built with hipcc --genco): extern "C"
// kernels, so their names are plain, and a __device__ variable the host finds by name.
#include <hip/hip_runtime.h>

__device__ int moduleBias;

extern "C" __global__ void axpb(float* y, const float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + static_cast<float>(moduleBias);
}

extern "C" __global__ void iota(int* out, int start, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = start + i;
}
