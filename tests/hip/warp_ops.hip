// Cross-lane operations within a warp (64 lanes on GCN/CDNA, 32 on RDNA; the program asks the
// device): __shfl from a computed lane, __shfl_up, __shfl_down and __shfl_xor (a butterfly sum),
// with widths below the warp size; __ballot, __any, __all and __popcll over a ballot, and a
// ballot in a divergent branch (lanes outside it count as false). Shuffles read whole warps.
#include "hip_check.h"

struct LaneResult {
  int rotated;     // __shfl(v, lane + 3) within the warp
  int up;          // __shfl_up(v, 2) within groups of 16
  int down;        // __shfl_down(v, 5)
  int butterfly;   // sum over the warp by __shfl_xor
  int width8;      // __shfl_xor(v, 1, 8)
  unsigned long long ballot;  // lanes with an odd value
  int any;         // any lane's value > 1000
  int all;         // every lane's value >= 0
  int count;       // __popcll(ballot)
  unsigned long long divergent;  // __ballot(v & 2) by the lanes with lane % 3 != 0
};

__global__ void warpOps(const int* in, LaneResult* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;  // the last warp runs partly
  int v = in[i];
  int lane = threadIdx.x % warpSize;
  LaneResult r;
  r.rotated = __shfl(v, (lane + 3) % warpSize);
  r.up = __shfl_up(v, 2, 16);
  r.down = __shfl_down(v, 5);
  int s = v;
  for (int m = warpSize / 2; m > 0; m /= 2) s += __shfl_xor(s, m);
  r.butterfly = s;
  r.width8 = __shfl_xor(v, 1, 8);
  r.ballot = __ballot(v & 1);
  r.any = __any(v > 1000);
  r.all = __all(v >= 0);
  r.count = __popcll(__ballot(v & 1));
  r.divergent = 0;
  if (lane % 3 != 0) r.divergent = __ballot(v & 2);
  out[i] = r;
}

int main() {
  int warp = 0;
  HIP_CHECK(hipDeviceGetAttribute(&warp, hipDeviceAttributeWarpSize, 0));
  std::printf("warp size %d\n", warp);
  // Full blocks only so every warp is whole (shuffles from inactive lanes are undefined).
  const int block = 128, n = 20 * block;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 7919) % 997 + (i % 300 == 299 ? 5000 : 0) - (i % 500 == 7 ? 2000 : 0);
  int* din;
  LaneResult* dout;
  HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout, n * sizeof(LaneResult)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipLaunchKernelGGL(warpOps, dim3(n / block), dim3(block), 0, 0, din, dout, n);
  HIP_CHECK(hipGetLastError());
  std::vector<LaneResult> got(n);
  HIP_CHECK(hipMemcpy(got.data(), dout, n * sizeof(LaneResult), hipMemcpyDeviceToHost));

  std::vector<int> rot(n), up(n), down(n), bfly(n), w8(n), any(n), all(n), count(n);
  std::vector<int> wantRot(n), wantUp(n), wantDown(n), wantBfly(n), wantW8(n), wantAny(n), wantAll(n), wantCount(n);
  std::vector<unsigned long long> ballot(n), wantBallot(n), divergent(n), wantDivergent(n);
  for (int i = 0; i < n; ++i) {
    int lane = i % block % warp, w0 = i - lane;  // first work-item of the warp
    wantRot[i] = in[w0 + (lane + 3) % warp];
    int g16 = lane % 16;
    wantUp[i] = g16 >= 2 ? in[i - 2] : in[i];
    wantDown[i] = lane + 5 < warp ? in[i + 5] : in[i];
    int sum = 0;
    unsigned long long b = 0, d = 0;
    bool anyBig = false, allPos = true;
    for (int l = 0; l < warp; ++l) {
      sum += in[w0 + l];
      if (in[w0 + l] & 1) b |= 1ull << l;
      if (l % 3 != 0 && (in[w0 + l] & 2)) d |= 1ull << l;
      anyBig |= in[w0 + l] > 1000;
      allPos &= in[w0 + l] >= 0;
    }
    wantBfly[i] = sum;
    wantW8[i] = in[w0 + (lane ^ 1)];
    wantBallot[i] = b;
    wantAny[i] = anyBig;
    wantAll[i] = allPos;
    wantCount[i] = __builtin_popcountll(b);
    wantDivergent[i] = lane % 3 != 0 ? d : 0;
    divergent[i] = got[i].divergent;
    rot[i] = got[i].rotated, up[i] = got[i].up, down[i] = got[i].down, bfly[i] = got[i].butterfly;
    w8[i] = got[i].width8, ballot[i] = got[i].ballot, count[i] = got[i].count;
    any[i] = got[i].any != 0, all[i] = got[i].all != 0;
  }
  expectArray("__shfl from lane+3", rot.data(), wantRot.data(), n);
  expectArray("__shfl_up by 2, width 16", up.data(), wantUp.data(), n);
  expectArray("__shfl_down by 5", down.data(), wantDown.data(), n);
  expectArray("__shfl_xor butterfly sum", bfly.data(), wantBfly.data(), n);
  expectArray("__shfl_xor width 8", w8.data(), wantW8.data(), n);
  expectArray("__ballot", ballot.data(), wantBallot.data(), n);
  expectArray("__any", any.data(), wantAny.data(), n);
  expectArray("__all", all.data(), wantAll.data(), n);
  expectArray("__popcll(__ballot)", count.data(), wantCount.data(), n);
  expectArray("__ballot in a divergent branch", divergent.data(), wantDivergent.data(), n);
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
  return finish();
}
