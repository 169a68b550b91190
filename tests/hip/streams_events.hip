// Streams, hipMemcpyAsync and events: two streams each copy their half of the data in from pinned
// memory, run a kernel and copy the result back; a third stream waits on both through events;
// hipEventQuery, hipStreamQuery and a stream callback. One kernel (timedKernel, dispatched once,
// between two events on its own stream) is timed with hipEventElapsedTime: the program prints
// "elapsed_ms timedKernel VALUE" and the test driver compares VALUE with the simulated time of
// that dispatch in gfxsim exec's report (timing mode).
#include "hip_check.h"

__global__ void square(int* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = v[i] * v[i];
}

__global__ void addHalves(const int* a, const int* b, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a[i] + b[i];
}

// Enough work that its simulated time is well above the event resolution.
__global__ void timedKernel(float* v, int n, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = v[i];
  for (int r = 0; r < rounds; ++r) x = x * 0.5f + 1.0f;
  v[i] = x;
}

struct CallbackData {
  int calls = 0;
  hipError_t status = hipErrorUnknown;
};

static void onStreamDone(hipStream_t, hipError_t status, void* data) {
  auto* d = static_cast<CallbackData*>(data);
  d->status = status;
  ++d->calls;
}

int main() {
  const int n = 4096, half = n / 2;
  int *host, *result;
  HIP_CHECK(hipHostMalloc(&host, n * sizeof(int)));
  HIP_CHECK(hipHostMalloc(&result, half * sizeof(int)));
  for (int i = 0; i < n; ++i) host[i] = i % 1000 - 300;
  int *dev, *sum;
  HIP_CHECK(hipMalloc(&dev, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&sum, half * sizeof(int)));

  hipStream_t s[3];
  for (auto& st : s) HIP_CHECK(hipStreamCreate(&st));
  hipEvent_t done[2];
  for (auto& e : done) HIP_CHECK(hipEventCreate(&e));
  for (int k = 0; k < 2; ++k) {
    int* d = dev + k * half;
    HIP_CHECK(hipMemcpyAsync(d, host + k * half, half * sizeof(int), hipMemcpyHostToDevice, s[k]));
    hipLaunchKernelGGL(square, dim3(half / 256), dim3(256), 0, s[k], d, half);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipEventRecord(done[k], s[k]));
  }
  // Stream 2 adds the halves once both are squared.
  HIP_CHECK(hipStreamWaitEvent(s[2], done[0], 0));
  HIP_CHECK(hipStreamWaitEvent(s[2], done[1], 0));
  hipLaunchKernelGGL(addHalves, dim3(half / 128), dim3(128), 0, s[2], dev, dev + half, sum, half);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpyAsync(result, sum, half * sizeof(int), hipMemcpyDeviceToHost, s[2]));
  CallbackData cb;
  HIP_CHECK(hipStreamAddCallback(s[2], onStreamDone, &cb, 0));
  HIP_CHECK(hipStreamSynchronize(s[2]));
  std::vector<int> want(half);
  for (int i = 0; i < half; ++i) want[i] = host[i] * host[i] + host[i + half] * host[i + half];
  expectArray("streams: squares added across streams", result, want.data(), half);
  expectValue("stream callback ran once", cb.calls, 1);
  expect("stream callback status", cb.status == hipSuccess);
  expect("hipEventQuery after the stream finished", hipEventQuery(done[0]) == hipSuccess && hipEventQuery(done[1]) == hipSuccess);
  expect("hipStreamQuery after hipStreamSynchronize", hipStreamQuery(s[2]) == hipSuccess);

  // The timed kernel.
  const int m = 2048, rounds = 64;
  std::vector<float> v(m), wantV(m);
  for (int i = 0; i < m; ++i) {
    v[i] = static_cast<float>(i % 17);
    float x = v[i];
    for (int r = 0; r < rounds; ++r) x = x * 0.5f + 1.0f;
    wantV[i] = x;
  }
  float* dv;
  HIP_CHECK(hipMalloc(&dv, m * sizeof(float)));
  HIP_CHECK(hipMemcpyAsync(dv, v.data(), m * sizeof(float), hipMemcpyHostToDevice, s[0]));
  hipEvent_t start, stop;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  HIP_CHECK(hipEventRecord(start, s[0]));
  hipLaunchKernelGGL(timedKernel, dim3(m / 64), dim3(64), 0, s[0], dv, m, rounds);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipEventRecord(stop, s[0]));
  HIP_CHECK(hipEventSynchronize(stop));
  float ms = -1;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  expect("hipEventElapsedTime is positive", ms > 0);
  std::printf("elapsed_ms timedKernel %.6f\n", ms);
  HIP_CHECK(hipMemcpy(v.data(), dv, m * sizeof(float), hipMemcpyDeviceToHost));
  expectArray("timedKernel", v.data(), wantV.data(), m);

  for (auto e : {done[0], done[1], start, stop}) HIP_CHECK(hipEventDestroy(e));
  for (auto st : s) HIP_CHECK(hipStreamDestroy(st));
  HIP_CHECK(hipFree(dv));
  HIP_CHECK(hipFree(dev));
  HIP_CHECK(hipFree(sum));
  HIP_CHECK(hipHostFree(host));
  HIP_CHECK(hipHostFree(result));
  return finish();
}
