// The drop-in runtime's speed (a benchmark, not a test): the round trip of an empty kernel
// (hipLaunchKernel to hipDeviceSynchronize) and the time of one vector add of N floats, which
// README compares with gfxsim run on the same kernel.
//   gfxsim exec --gpu mi210 -- build/tests/hip/bench_launch [ROUND_TRIPS [N]]
#include <hip/hip_runtime.h>
#include <chrono>
#include <cstdio>
#include <vector>
__global__ void empty() {}
__global__ void vadd(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}
int main(int argc, char** argv) {
  int iters = argc > 1 ? atoi(argv[1]) : 1000;
  int n = argc > 2 ? atoi(argv[2]) : (1 << 24);
  hipLaunchKernelGGL(empty, dim3(1), dim3(64), 0, 0);
  hipDeviceSynchronize();
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) { hipLaunchKernelGGL(empty, dim3(1), dim3(64), 0, 0); hipDeviceSynchronize(); }
  auto t1 = std::chrono::steady_clock::now();
  printf("empty kernel round trip: %.1f us\n", std::chrono::duration<double, std::micro>(t1 - t0).count() / iters);
  float *a, *b, *c;
  hipMalloc(&a, n * 4); hipMalloc(&b, n * 4); hipMalloc(&c, n * 4);
  std::vector<float> h(n, 1.0f);
  hipMemcpy(a, h.data(), n * 4, hipMemcpyHostToDevice);
  hipMemcpy(b, h.data(), n * 4, hipMemcpyHostToDevice);
  auto t2 = std::chrono::steady_clock::now();
  hipLaunchKernelGGL(vadd, dim3((n + 255) / 256), dim3(256), 0, 0, a, b, c, n);
  hipDeviceSynchronize();
  auto t3 = std::chrono::steady_clock::now();
  hipMemcpy(h.data(), c, n * 4, hipMemcpyDeviceToHost);
  int bad = 0; for (int i = 0; i < n; ++i) bad += h[i] != 2.0f;
  printf("vadd of %d floats: %.3f s (%s)\n", n, std::chrono::duration<double>(t3 - t2).count(), bad ? "FAIL" : "PASS");
  return bad != 0;
}
