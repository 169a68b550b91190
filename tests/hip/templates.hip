// Templated kernels: one kernel template over the element type and an unroll factor,
// instantiated for int, float, double and unsigned char, and a kernel taking a functor type.
#include "hip_check.h"

template <typename T, int Unroll>
__global__ void axpyUnrolled(T a, const T* x, T* y, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * Unroll;
#pragma unroll
  for (int k = 0; k < Unroll; ++k)
    if (base + k < n) y[base + k] = a * x[base + k] + y[base + k];
}

struct Clamp {
  int lo, hi;
  __device__ __host__ int operator()(int v) const { return v < lo ? lo : v > hi ? hi : v; }
};

struct Square {
  __device__ __host__ int operator()(int v) const { return v * v; }
};

template <typename F>
__global__ void transform(F f, const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(in[i]);
}

template <typename T, int Unroll>
void runAxpy(const char* name, int n) {
  std::vector<T> x(n), y(n), want(n);
  const T a = static_cast<T>(3);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<T>(i % 11);
    y[i] = static_cast<T>(i % 5);
    want[i] = static_cast<T>(a * x[i] + y[i]);
  }
  T *dx, *dy;
  HIP_CHECK(hipMalloc(&dx, n * sizeof(T)));
  HIP_CHECK(hipMalloc(&dy, n * sizeof(T)));
  HIP_CHECK(hipMemcpy(dx, x.data(), n * sizeof(T), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dy, y.data(), n * sizeof(T), hipMemcpyHostToDevice));
  const int block = 64, items = (n + Unroll - 1) / Unroll;
  hipLaunchKernelGGL((axpyUnrolled<T, Unroll>), dim3((items + block - 1) / block), dim3(block), 0, 0, a, dx, dy, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(y.data(), dy, n * sizeof(T), hipMemcpyDeviceToHost));
  expectArray(name, y.data(), want.data(), n);
  HIP_CHECK(hipFree(dx));
  HIP_CHECK(hipFree(dy));
}

template <typename F>
void runTransform(const char* name, F f, const std::vector<int>& in, int* din, int* dout) {
  int n = static_cast<int>(in.size());
  hipLaunchKernelGGL(transform<F>, dim3((n + 127) / 128), dim3(128), 0, 0, f, din, dout, n);
  HIP_CHECK(hipGetLastError());
  std::vector<int> got(n), want(n);
  for (int i = 0; i < n; ++i) want[i] = f(in[i]);
  HIP_CHECK(hipMemcpy(got.data(), dout, n * sizeof(int), hipMemcpyDeviceToHost));
  expectArray(name, got.data(), want.data(), n);
}

int main() {
  runAxpy<int, 1>("axpy<int, 1>", 3001);
  runAxpy<float, 4>("axpy<float, 4>", 3001);
  runAxpy<double, 2>("axpy<double, 2>", 2999);
  runAxpy<unsigned char, 8>("axpy<unsigned char, 8>", 4097);

  const int n = 2000;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = i % 301 - 150;
  int *din, *dout;
  HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  runTransform("transform<Clamp>", Clamp{-40, 90}, in, din, dout);
  runTransform("transform<Square>", Square{}, in, din, dout);
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
  return finish();
}
