// sweep: kernel=binomial grid=128 block=64
// arg: out float 128
// arg: in float 128 20 60
#define STEPS 48
__kernel void binomial(__global float* price, __global const float* strike) {
  float v[STEPS + 1];
  const float S = 40.0f, u = 1.02f, d = 1.0f / 1.02f, p = 0.51f, disc = 0.999f;
  float K = strike[get_global_id(0)];
  for (int i = 0; i <= STEPS; ++i) v[i] = fmax(S * pown(u, i) * pown(d, STEPS - i) - K, 0.0f);
  for (int n = STEPS; n > 0; --n)
    for (int i = 0; i < n; ++i) v[i] = disc * (p * v[i + 1] + (1.0f - p) * v[i]);
  price[get_global_id(0)] = v[0];
}
