// Kernels for gfxsim's hipcc (ROCm 5.2.3, clang-15) tests: see README.md beside this file.
#include <hip/hip_runtime.h>

// Bounds check: v_cmpx_gt_i32_e64 on gfx1030 (vdst 0 as llvm-mc-15 encodes it).
extern "C" __global__ void vadd(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

// 2D indexing, float compares (v_cmpx on f32) and a select.
extern "C" __global__ void clamp2d(const float* in, float* out, int w, int h, float lo, float hi) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float v = in[y * w + x];
    if (v > lo && v < hi) v = v * 2.0f;
    out[y * w + x] = v;
  }
}

// Shared-memory tree reduction with __syncthreads.
extern "C" __global__ void reduce(const int* in, int* out, int n) {
  __shared__ int s[128];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

// Global and shared atomics, and an atomicCAS loop (float add).
extern "C" __global__ void atomics(const int* in, int* sum, unsigned* mx, int* hist, float* fsum, int n) {
  __shared__ int lh[8];
  int t = threadIdx.x;
  if (t < 8) lh[t] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + t;
  if (i < n) {
    int v = in[i];
    atomicAdd(sum, v);
    atomicMax(mx, (unsigned)v);
    atomicAdd(&lh[v & 7], 1);
    unsigned* a = (unsigned*)fsum;
    unsigned old = *a, assumed;
    do {
      assumed = old;
      old = atomicCAS(a, assumed, __float_as_uint(__uint_as_float(assumed) + (float)(v & 15)));
    } while (assumed != old);
  }
  __syncthreads();
  if (t < 8) atomicAdd(&hist[t], lh[t]);
}

// Warp shuffles and ballots (the wave size is the target's).
extern "C" __global__ void shuffles(const int* in, int* out, unsigned long long* ballots, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int s = v;
  for (int off = warpSize / 2; off > 0; off >>= 1) s += __shfl_down(s, off);
  int x = __shfl_xor(v, 1) + __shfl(v, 2) * 1000;
  unsigned long long b = __ballot(v > 10);
  if (i < n) {
    out[2 * i] = s;
    out[2 * i + 1] = x;
    ballots[i] = b;
  }
}

// A templated kernel: doubles (f64 compares) and integer division.
template <typename T>
__global__ void divmix(const T* x, const int* d, T* out, int* q, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    T v = x[i];
    out[i] = v > (T)1.5 ? v / (T)3 : v * v;
    q[2 * i] = (int)(i * 7919 - 50000) / d[i];
    q[2 * i + 1] = (unsigned)(i * 7919) % (unsigned)d[i];
  }
}
template __global__ void divmix<double>(const double*, const int*, double*, int*, int);

// Dynamic shared memory and a generic pointer that points to LDS or global memory
// (an address-space cast: the LDS aperture).
extern "C" __global__ void dynlds(const int* in, int* out, int n) {
  extern __shared__ int sm[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  sm[t] = i < n ? in[i] : 0;
  __syncthreads();
  int* p = (in[i % n] & 1) ? &sm[blockDim.x - 1 - t] : &out[i];
  int v = *p;
  __syncthreads();
  if (i < n) out[i] = v + 1;
}
