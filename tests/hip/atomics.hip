// Global and shared atomics: a histogram built with shared-memory atomicAdd and merged with
// global atomicAdd; global atomicSub/Min/Max/And/Or/Xor/Exch/Inc on 32 bits, 64-bit atomicAdd,
// float atomicAdd; and atomicCAS loops: a double-precision add in global memory and a float
// maximum in shared memory, each built from compare-and-swap. Values are chosen so every order
// of the atomic operations gives the same result (integer-valued floating point).
#include "hip_check.h"

constexpr int kBins = 64;

__global__ void histogram(const unsigned* in, int n, unsigned* bins) {
  __shared__ unsigned local[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) local[b] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&local[in[i] % kBins], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    if (local[b]) atomicAdd(&bins[b], local[b]);
}

struct Scalars {
  int sub, min, max;
  unsigned andv, orv, xorv, inc;
  int exch;
  unsigned long long add64;
  float addf;
  double casAdd;
  float casMax;
};

__device__ double casAddDouble(double* p, double v) {
  unsigned long long* w = reinterpret_cast<unsigned long long*>(p);
  unsigned long long old = *w, assumed;
  do {
    assumed = old;
    old = atomicCAS(w, assumed, __double_as_longlong(__longlong_as_double(assumed) + v));
  } while (old != assumed);
  return __longlong_as_double(old);
}

__device__ float casMaxFloat(float* p, float v) {
  int* w = reinterpret_cast<int*>(p);
  int old = *w, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v) break;
    old = atomicCAS(w, assumed, __float_as_int(v));
  } while (old != assumed);
  return __int_as_float(old);
}

__global__ void scalars(const unsigned* in, int n, Scalars* s) {
  __shared__ float blockMax;
  if (threadIdx.x == 0) blockMax = -1e30f;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned v = in[i];
    int sv = static_cast<int>(v % 2001) - 1000;
    atomicSub(&s->sub, sv);
    atomicMin(&s->min, sv);
    atomicMax(&s->max, sv);
    atomicAnd(&s->andv, v | 0x80000001u);
    atomicOr(&s->orv, v & 0x00f0f0f0u);
    atomicXor(&s->xorv, v);
    atomicInc(&s->inc, 999u);  // wraps to 0 after 999
    atomicExch(&s->exch, i);
    atomicAdd(&s->add64, static_cast<unsigned long long>(v) << 8);
    atomicAdd(&s->addf, static_cast<float>(v % 100));
    casAddDouble(&s->casAdd, static_cast<double>(v % 1000) * 0.25);
    casMaxFloat(&blockMax, static_cast<float>(v % 100000));
  }
  __syncthreads();
  if (threadIdx.x == 0) casMaxFloat(&s->casMax, blockMax);
}

int main() {
  const int n = 6000;
  std::vector<unsigned> in(n);
  for (int i = 0; i < n; ++i) in[i] = static_cast<unsigned>(i) * 2246822519u + 374761393u;
  unsigned *din, *dbins;
  Scalars* ds;
  HIP_CHECK(hipMalloc(&din, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&dbins, kBins * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&ds, sizeof(Scalars)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemset(dbins, 0, kBins * sizeof(unsigned)));
  Scalars init = {};
  init.sub = 12345;
  init.min = 1 << 30;
  init.max = -(1 << 30);
  init.andv = 0xffffffffu;
  init.exch = -1;
  init.casMax = -1e30f;
  HIP_CHECK(hipMemcpy(ds, &init, sizeof init, hipMemcpyHostToDevice));
  hipLaunchKernelGGL(histogram, dim3((n + 127) / 128), dim3(128), 0, 0, din, n, dbins);
  HIP_CHECK(hipGetLastError());
  hipLaunchKernelGGL(scalars, dim3((n + 255) / 256), dim3(256), 0, 0, din, n, ds);
  HIP_CHECK(hipGetLastError());

  std::vector<unsigned> bins(kBins), wantBins(kBins, 0);
  Scalars got, want = init;
  for (int i = 0; i < n; ++i) {
    unsigned v = in[i];
    int sv = static_cast<int>(v % 2001) - 1000;
    ++wantBins[v % kBins];
    want.sub -= sv;
    want.min = std::min(want.min, sv);
    want.max = std::max(want.max, sv);
    want.andv &= v | 0x80000001u;
    want.orv |= v & 0x00f0f0f0u;
    want.xorv ^= v;
    want.inc = want.inc >= 999u ? 0 : want.inc + 1;
    want.add64 += static_cast<unsigned long long>(v) << 8;
    want.addf += static_cast<float>(v % 100);
    want.casAdd += static_cast<double>(v % 1000) * 0.25;
    want.casMax = std::max(want.casMax, static_cast<float>(v % 100000));
  }
  HIP_CHECK(hipMemcpy(bins.data(), dbins, kBins * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&got, ds, sizeof got, hipMemcpyDeviceToHost));
  expectArray("histogram (shared and global atomicAdd)", bins.data(), wantBins.data(), kBins);
  expectValue("atomicSub", got.sub, want.sub);
  expectValue("atomicMin", got.min, want.min);
  expectValue("atomicMax", got.max, want.max);
  expectValue("atomicAnd", got.andv, want.andv);
  expectValue("atomicOr", got.orv, want.orv);
  expectValue("atomicXor", got.xorv, want.xorv);
  expectValue("atomicInc with wrap", got.inc, want.inc);
  expect("atomicExch left one work-item's index", got.exch >= 0 && got.exch < n);
  expectValue("64-bit atomicAdd", got.add64, want.add64);
  expectValue("float atomicAdd", got.addf, want.addf);
  expectValue("double add by an atomicCAS loop", got.casAdd, want.casAdd);
  expectValue("float max by atomicCAS loops (shared, then global)", got.casMax, want.casMax);
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dbins));
  HIP_CHECK(hipFree(ds));
  return finish();
}
