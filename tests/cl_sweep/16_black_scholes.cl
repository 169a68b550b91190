// sweep: kernel=bs grid=256 block=64
// arg: out float 256
// arg: out float 256
// arg: in float 256 10 100
// arg: in float 256 10 100
// arg: in float 256 0.2 2
float cnd(float d) { return 0.5f * erfc(-d * M_SQRT1_2_F); }
__kernel void bs(__global float* call, __global float* put, __global const float* S, __global const float* K,
                 __global const float* T) {
  int i = get_global_id(0);
  const float r = 0.02f, v = 0.3f;
  float s = S[i], k = K[i], t = T[i];
  float sq = v * sqrt(t);
  float d1 = (log(s / k) + (r + 0.5f * v * v) * t) / sq, d2 = d1 - sq;
  float e = exp(-r * t);
  call[i] = s * cnd(d1) - k * e * cnd(d2);
  put[i] = k * e * cnd(-d2) - s * cnd(-d1);
}
