// Dynamic shared memory (extern __shared__), sized at launch: each block reverses its segment
// through shared memory; a second kernel carves two arrays of different types out of one
// dynamic allocation; a third uses static and dynamic shared memory together, with a size
// (40 KiB) that only fits because it is asked for at launch.
#include "hip_check.h"

__global__ void reverseBlocks(const int* in, int* out, int n) {
  extern __shared__ int buf[];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  if (base + t < n) buf[t] = in[base + t];
  __syncthreads();
  int src = blockDim.x - 1 - t;
  if (base + t < n && base + src < n) out[base + t] = buf[src];
}

// Dynamic shared memory holds blockDim.x ints followed by blockDim.x floats.
__global__ void twoArrays(const int* in, float* out, int n) {
  extern __shared__ unsigned char raw[];
  int* ints = reinterpret_cast<int*>(raw);
  float* floats = reinterpret_cast<float*>(raw + blockDim.x * sizeof(int));
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  ints[t] = i < n ? in[i] : 0;
  floats[t] = 0.5f * static_cast<float>(t);
  __syncthreads();
  int nb = (t + 1) % blockDim.x;
  if (i < n) out[i] = static_cast<float>(ints[nb]) + floats[blockDim.x - 1 - t];
}

__global__ void staticAndDynamic(int* out, int words) {
  __shared__ int fixed[64];
  extern __shared__ int big[];
  int t = threadIdx.x;
  for (int k = t; k < words; k += blockDim.x) big[k] = k * 3 + static_cast<int>(blockIdx.x);
  if (t < 64) fixed[t] = t;
  __syncthreads();
  int acc = 0;
  for (int k = t; k < words; k += blockDim.x) acc += big[words - 1 - k];
  out[blockIdx.x * blockDim.x + t] = acc + fixed[t % 64];
}

int main() {
  const int n = 4000, block = 128;
  std::vector<int> in(n), out(n, -1), want(n, -1);
  for (int i = 0; i < n; ++i) in[i] = i * 7 - 3000;
  for (int b = 0; b * block < n; ++b)
    for (int t = 0; t < block; ++t) {
      int src = block - 1 - t;
      if (b * block + t < n && b * block + src < n) want[b * block + t] = in[b * block + src];
    }
  int *din, *dout;
  float* dfl;
  HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dfl, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dout, out.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipLaunchKernelGGL(reverseBlocks, dim3((n + block - 1) / block), dim3(block), block * sizeof(int), 0, din, dout, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(int), hipMemcpyDeviceToHost));
  expectArray("reverse through dynamic shared memory", out.data(), want.data(), n);

  const int b2 = 64;
  hipLaunchKernelGGL(twoArrays, dim3((n + b2 - 1) / b2), dim3(b2), b2 * (sizeof(int) + sizeof(float)), 0, din, dfl, n);
  HIP_CHECK(hipGetLastError());
  std::vector<float> fl(n), wantFl(n);
  for (int i = 0; i < n; ++i) {
    int t = i % b2, base = i - t, nb = (t + 1) % b2;
    int v = base + nb < n ? in[base + nb] : 0;
    wantFl[i] = static_cast<float>(v) + 0.5f * static_cast<float>(b2 - 1 - t);
  }
  HIP_CHECK(hipMemcpy(fl.data(), dfl, n * sizeof(float), hipMemcpyDeviceToHost));
  expectArray("two arrays in one dynamic allocation", fl.data(), wantFl.data(), n);

  const int words = 10240, b3 = 256, groups = 3;  // 40 KiB dynamic + 256 bytes static
  int* d3;
  HIP_CHECK(hipMalloc(&d3, groups * b3 * sizeof(int)));
  hipLaunchKernelGGL(staticAndDynamic, dim3(groups), dim3(b3), words * sizeof(int), 0, d3, words);
  HIP_CHECK(hipGetLastError());
  std::vector<int> got3(groups * b3), want3(groups * b3);
  for (int g = 0; g < groups; ++g)
    for (int t = 0; t < b3; ++t) {
      int acc = 0;
      for (int k = t; k < words; k += b3) acc += (words - 1 - k) * 3 + g;
      want3[g * b3 + t] = acc + t % 64;
    }
  HIP_CHECK(hipMemcpy(got3.data(), d3, got3.size() * sizeof(int), hipMemcpyDeviceToHost));
  expectArray("40 KiB of dynamic beside static shared memory", got3.data(), want3.data(), got3.size());

  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
  HIP_CHECK(hipFree(dfl));
  HIP_CHECK(hipFree(d3));
  return finish();
}
