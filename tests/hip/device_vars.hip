// __device__ and __constant__ variables: hipMemcpyToSymbol and hipMemcpyFromSymbol (whole and
// at an offset, synchronous and on a stream), hipGetSymbolAddress and hipGetSymbolSize, kernels
// that read and update them.
#include "hip_check.h"

__device__ int counter;
__device__ float table[256];
__constant__ int coeffs[8];
__device__ unsigned long long total;

__global__ void useVariables(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = in[i];
  int acc = 0;
  for (int k = 0; k < 8; ++k) acc = acc * x + coeffs[k];  // Horner: a polynomial from constant memory
  out[i] = acc + static_cast<int>(table[i & 255]);
  atomicAdd(&counter, 1);
  atomicAdd(&total, static_cast<unsigned long long>(x & 0xff));
}

__global__ void scaleTable(float s) { table[threadIdx.x] *= s; }

int main() {
  const int n = 2500;
  int c[8] = {1, -2, 3, 0, -1, 2, 0, 5};
  std::vector<float> t(256);
  for (int i = 0; i < 256; ++i) t[i] = static_cast<float>(i * 3 - 100);
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coeffs), c, sizeof c));
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(table), t.data(), 256 * sizeof(float)));
  int zero = 0;
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(counter), &zero, sizeof zero));
  unsigned long long zero64 = 0;
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(total), &zero64, sizeof zero64));

  size_t size = 0;
  HIP_CHECK(hipGetSymbolSize(&size, HIP_SYMBOL(table)));
  expectValue("hipGetSymbolSize(table)", size, 256 * sizeof(float));
  void* addr = nullptr;
  HIP_CHECK(hipGetSymbolAddress(&addr, HIP_SYMBOL(counter)));
  expect("hipGetSymbolAddress(counter)", addr != nullptr);

  std::vector<int> in(n), out(n), want(n);
  unsigned long long wantTotal = 0;
  for (int i = 0; i < n; ++i) {
    in[i] = (i * 37) % 23 - 11;
    int acc = 0;
    for (int k = 0; k < 8; ++k) acc = acc * in[i] + c[k];
    want[i] = acc + static_cast<int>(t[i & 255]);
    wantTotal += static_cast<unsigned long long>(in[i] & 0xff);
  }
  int *din, *dout;
  HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipLaunchKernelGGL(useVariables, dim3((n + 255) / 256), dim3(256), 0, 0, din, dout, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(int), hipMemcpyDeviceToHost));
  expectArray("kernel reading __constant__ and __device__ arrays", out.data(), want.data(), n);
  int count = 0;
  HIP_CHECK(hipMemcpyFromSymbol(&count, HIP_SYMBOL(counter), sizeof count));
  expectValue("__device__ counter after atomicAdd", count, n);
  unsigned long long gotTotal = 0;
  HIP_CHECK(hipMemcpyFromSymbol(&gotTotal, HIP_SYMBOL(total), sizeof gotTotal));
  expectValue("__device__ 64-bit total after atomicAdd", gotTotal, wantTotal);
  // The counter through the address hipGetSymbolAddress gave.
  int viaAddr = 0;
  HIP_CHECK(hipMemcpy(&viaAddr, addr, sizeof viaAddr, hipMemcpyDeviceToHost));
  expectValue("counter read through hipGetSymbolAddress", viaAddr, n);

  // A kernel updates the table; read back part of it at an offset, on a stream.
  hipLaunchKernelGGL(scaleTable, dim3(1), dim3(256), 0, 0, 0.5f);
  hipStream_t s;
  HIP_CHECK(hipStreamCreate(&s));
  std::vector<float> part(64), wantPart(64);
  HIP_CHECK(hipMemcpyFromSymbolAsync(part.data(), HIP_SYMBOL(table), 64 * sizeof(float), 100 * sizeof(float),
                                     hipMemcpyDeviceToHost, s));
  HIP_CHECK(hipStreamSynchronize(s));
  for (int i = 0; i < 64; ++i) wantPart[i] = t[100 + i] * 0.5f;
  expectArray("hipMemcpyFromSymbolAsync at an offset", part.data(), wantPart.data(), 64);
  // Write part of the table at an offset, then read it all.
  float patch[4] = {1.5f, 2.5f, 3.5f, 4.5f};
  HIP_CHECK(hipMemcpyToSymbolAsync(HIP_SYMBOL(table), patch, sizeof patch, 10 * sizeof(float), hipMemcpyHostToDevice, s));
  HIP_CHECK(hipStreamSynchronize(s));
  std::vector<float> all(256), wantAll(256);
  for (int i = 0; i < 256; ++i) wantAll[i] = t[i] * 0.5f;
  for (int i = 0; i < 4; ++i) wantAll[10 + i] = patch[i];
  HIP_CHECK(hipMemcpyFromSymbol(all.data(), HIP_SYMBOL(table), 256 * sizeof(float)));
  expectArray("hipMemcpyToSymbolAsync at an offset", all.data(), wantAll.data(), 256);

  HIP_CHECK(hipStreamDestroy(s));
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
  return finish();
}
