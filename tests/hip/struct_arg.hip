// Structs passed to kernels by value: a small mixed-type struct (char, double, pointer, array
// member, alignment padding), a nested struct, and a 512-byte struct that makes the kernel
// argument segment large.
#include "hip_check.h"

struct Params {
  char tag;          // padded before `scale`
  double scale;
  int offset;
  short small[3];    // padded before `out`
  long long* out;
  float weights[4];
};

struct Inner {
  unsigned char a;
  int b;
};
struct Outer {
  Inner first;
  double mid;
  Inner second;
};

struct Big {
  int values[128];
};

__global__ void useParams(Params p, const int* in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double w = p.weights[i % 4];
  p.out[i] = static_cast<long long>(in[i] * p.scale + w) + p.offset + p.small[i % 3] + p.tag;
}

__global__ void useNested(Outer o, double* out) {
  int t = threadIdx.x;
  out[t] = o.first.a * 1000.0 + o.first.b + o.mid * t + o.second.a - o.second.b;
}

__global__ void useBig(Big b, int* out) {
  int t = threadIdx.x;
  out[t] = b.values[t] * 2 + b.values[127 - t];
}

int main() {
  const int n = 2048;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = i % 97 - 40;
  int* din;
  long long* dout;
  HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout, n * sizeof(long long)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  Params p;
  std::memset(&p, 0, sizeof p);
  p.tag = 'x';
  p.scale = 2.5;
  p.offset = -77;
  p.small[0] = 1000, p.small[1] = -2000, p.small[2] = 3;
  p.out = dout;
  p.weights[0] = 0.25f, p.weights[1] = 0.5f, p.weights[2] = 1.75f, p.weights[3] = -3.0f;
  hipLaunchKernelGGL(useParams, dim3(n / 256), dim3(256), 0, 0, p, din, n);
  HIP_CHECK(hipGetLastError());
  std::vector<long long> got(n), want(n);
  for (int i = 0; i < n; ++i)
    want[i] = static_cast<long long>(in[i] * p.scale + static_cast<double>(p.weights[i % 4])) + p.offset + p.small[i % 3] + p.tag;
  HIP_CHECK(hipMemcpy(got.data(), dout, n * sizeof(long long), hipMemcpyDeviceToHost));
  expectArray("struct with padding, a pointer and arrays", got.data(), want.data(), n);

  Outer o = {{7, -123456}, 0.125, {200, 99}};
  double* dd;
  HIP_CHECK(hipMalloc(&dd, 64 * sizeof(double)));
  hipLaunchKernelGGL(useNested, dim3(1), dim3(64), 0, 0, o, dd);
  HIP_CHECK(hipGetLastError());
  std::vector<double> gotD(64), wantD(64);
  for (int t = 0; t < 64; ++t) wantD[t] = o.first.a * 1000.0 + o.first.b + o.mid * t + o.second.a - o.second.b;
  HIP_CHECK(hipMemcpy(gotD.data(), dd, 64 * sizeof(double), hipMemcpyDeviceToHost));
  expectArray("nested struct", gotD.data(), wantD.data(), 64);

  Big b;
  for (int k = 0; k < 128; ++k) b.values[k] = k * k - 500;
  int* di;
  HIP_CHECK(hipMalloc(&di, 128 * sizeof(int)));
  hipLaunchKernelGGL(useBig, dim3(1), dim3(128), 0, 0, b, di);
  HIP_CHECK(hipGetLastError());
  std::vector<int> gotI(128), wantI(128);
  for (int t = 0; t < 128; ++t) wantI[t] = b.values[t] * 2 + b.values[127 - t];
  HIP_CHECK(hipMemcpy(gotI.data(), di, 128 * sizeof(int), hipMemcpyDeviceToHost));
  expectArray("512-byte struct", gotI.data(), wantI.data(), 128);

  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
  HIP_CHECK(hipFree(dd));
  HIP_CHECK(hipFree(di));
  return finish();
}
