// A __shared__ tree reduction with __syncthreads: each block sums its 256 elements and finds
// their maximum in shared memory, a second kernel reduces the per-block results in one block.
#include "hip_check.h"

constexpr int kBlock = 256;

__global__ void blockReduce(const unsigned* in, unsigned* sums, unsigned* maxima, int n) {
  __shared__ unsigned sum[kBlock];
  __shared__ unsigned mx[kBlock];
  int t = threadIdx.x, i = blockIdx.x * kBlock + t;
  unsigned v = i < n ? in[i] : 0;
  sum[t] = v;
  mx[t] = v;
  __syncthreads();
  for (int stride = kBlock / 2; stride > 0; stride /= 2) {
    if (t < stride) {
      sum[t] += sum[t + stride];
      mx[t] = max(mx[t], mx[t + stride]);
    }
    __syncthreads();
  }
  if (t == 0) {
    sums[blockIdx.x] = sum[0];
    maxima[blockIdx.x] = mx[0];
  }
}

// One block of kBlock threads reduces `count` values (count may exceed the block).
__global__ void finalReduce(const unsigned* sums, const unsigned* maxima, int count, unsigned* out) {
  __shared__ unsigned sum[kBlock];
  __shared__ unsigned mx[kBlock];
  int t = threadIdx.x;
  unsigned s = 0, m = 0;
  for (int i = t; i < count; i += kBlock) {
    s += sums[i];
    m = max(m, maxima[i]);
  }
  sum[t] = s;
  mx[t] = m;
  __syncthreads();
  for (int stride = kBlock / 2; stride > 0; stride /= 2) {
    if (t < stride) {
      sum[t] += sum[t + stride];
      mx[t] = max(mx[t], mx[t + stride]);
    }
    __syncthreads();
  }
  if (t == 0) {
    out[0] = sum[0];
    out[1] = mx[0];
  }
}

int main() {
  const int n = 8000, blocks = (n + kBlock - 1) / kBlock;
  std::vector<unsigned> in(n), sums(blocks), maxima(blocks), wantSums(blocks, 0), wantMax(blocks, 0);
  unsigned wantTotal = 0, wantMaxAll = 0;
  for (int i = 0; i < n; ++i) {
    in[i] = (static_cast<unsigned>(i) * 2654435761u) >> 12;
    wantSums[i / kBlock] += in[i];
    wantMax[i / kBlock] = std::max(wantMax[i / kBlock], in[i]);
    wantTotal += in[i];
    wantMaxAll = std::max(wantMaxAll, in[i]);
  }
  unsigned *din, *dsums, *dmax, *dout;
  HIP_CHECK(hipMalloc(&din, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&dsums, blocks * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&dmax, blocks * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&dout, 2 * sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  hipLaunchKernelGGL(blockReduce, dim3(blocks), dim3(kBlock), 0, 0, din, dsums, dmax, n);
  HIP_CHECK(hipGetLastError());
  hipLaunchKernelGGL(finalReduce, dim3(1), dim3(kBlock), 0, 0, dsums, dmax, blocks, dout);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(sums.data(), dsums, blocks * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(maxima.data(), dmax, blocks * sizeof(unsigned), hipMemcpyDeviceToHost));
  unsigned out[2];
  HIP_CHECK(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
  expectArray("per-block sums", sums.data(), wantSums.data(), blocks);
  expectArray("per-block maxima", maxima.data(), wantMax.data(), blocks);
  expectValue("total", out[0], wantTotal);
  expectValue("maximum", out[1], wantMaxAll);
  for (void* p : {static_cast<void*>(din), static_cast<void*>(dsums), static_cast<void*>(dmax), static_cast<void*>(dout)})
    HIP_CHECK(hipFree(p));
  return finish();
}
