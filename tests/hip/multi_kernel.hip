// Several kernels in one program, each consuming the last one's output: init, a stencil, an
// in-block inclusive scan (Hillis-Steele in shared memory), a block-offset add, and a
// gather; launched with hipLaunchKernelGGL, the triple-chevron syntax and hipLaunchKernel.
#include "hip_check.h"

constexpr int kScanBlock = 256;

__global__ void init(int* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = (i * 13) % 17 - 8;
}

__global__ void stencil(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int l = i > 0 ? in[i - 1] : 0, r = i + 1 < n ? in[i + 1] : 0;
  out[i] = l + 2 * in[i] + r;
}

// Inclusive scan of each block's kScanBlock elements; the block's total goes to sums.
__global__ void scanBlocks(const int* in, int* out, int* sums, int n) {
  __shared__ int s[kScanBlock];
  int t = threadIdx.x, i = blockIdx.x * kScanBlock + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int d = 1; d < kScanBlock; d *= 2) {
    int v = t >= d ? s[t - d] : 0;
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  if (i < n) out[i] = s[t];
  if (t == kScanBlock - 1) sums[blockIdx.x] = s[t];
}

// Adds the totals of all earlier blocks (few blocks: a serial loop per thread is fine).
__global__ void addOffsets(int* v, const int* sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int off = 0;
  for (int b = 0; b < i / kScanBlock; ++b) off += sums[b];
  v[i] += off;
}

__global__ void gather(const int* v, const int* idx, long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = static_cast<long long>(v[idx[i]]) * (i + 1);
}

int main() {
  const int n = 3000, blocks = (n + kScanBlock - 1) / kScanBlock;
  int *a, *b, *c, *sums, *idx;
  long long* out;
  HIP_CHECK(hipMalloc(&a, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&b, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&c, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&sums, blocks * sizeof(int)));
  HIP_CHECK(hipMalloc(&idx, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&out, n * sizeof(long long)));
  std::vector<int> hidx(n);
  for (int i = 0; i < n; ++i) hidx[i] = (i * 577) % n;
  HIP_CHECK(hipMemcpy(idx, hidx.data(), n * sizeof(int), hipMemcpyHostToDevice));

  hipLaunchKernelGGL(init, dim3((n + 63) / 64), dim3(64), 0, 0, a, n);
  stencil<<<(n + 127) / 128, 128>>>(a, b, n);
  scanBlocks<<<blocks, kScanBlock>>>(b, c, sums, n);
  hipLaunchKernelGGL(addOffsets, dim3((n + 255) / 256), dim3(256), 0, 0, c, sums, n);
  int count = n;
  void* args[] = {&c, &idx, &out, &count};
  HIP_CHECK(hipLaunchKernel(reinterpret_cast<const void*>(gather), dim3((n + 255) / 256), dim3(256), args, 0, nullptr));
  HIP_CHECK(hipGetLastError());

  std::vector<int> ha(n), hb(n), hc(n);
  std::vector<long long> hout(n), want(n);
  for (int i = 0; i < n; ++i) ha[i] = (i * 13) % 17 - 8;
  for (int i = 0; i < n; ++i) hb[i] = (i > 0 ? ha[i - 1] : 0) + 2 * ha[i] + (i + 1 < n ? ha[i + 1] : 0);
  for (int i = 0, run = 0; i < n; ++i) hc[i] = run += hb[i];
  for (int i = 0; i < n; ++i) want[i] = static_cast<long long>(hc[hidx[i]]) * (i + 1);
  std::vector<int> got(n);
  HIP_CHECK(hipMemcpy(got.data(), b, n * sizeof(int), hipMemcpyDeviceToHost));
  expectArray("init then stencil", got.data(), hb.data(), n);
  HIP_CHECK(hipMemcpy(got.data(), c, n * sizeof(int), hipMemcpyDeviceToHost));
  expectArray("scan over blocks", got.data(), hc.data(), n);
  HIP_CHECK(hipMemcpy(hout.data(), out, n * sizeof(long long), hipMemcpyDeviceToHost));
  expectArray("gather", hout.data(), want.data(), n);
  for (void* p : {static_cast<void*>(a), static_cast<void*>(b), static_cast<void*>(c), static_cast<void*>(sums),
                  static_cast<void*>(idx), static_cast<void*>(out)})
    HIP_CHECK(hipFree(p));
  return finish();
}
