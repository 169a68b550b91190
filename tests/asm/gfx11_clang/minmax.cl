// Two-step min/max chains that clang-19 -O2 selects as gfx11's v_maxmin_* / v_minmax_*
// (see README.md). One work-group; lane i reads in[3i..3i+2] and writes out[2i], out[2i+1].
__kernel void minmax_f32(__global float* out, __global const float* in) {
  uint i = __builtin_amdgcn_workitem_id_x();
  float a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
  out[2 * i] = __builtin_fminf(__builtin_fmaxf(a, b), c);
  out[2 * i + 1] = __builtin_fmaxf(__builtin_fminf(a, b), c);
}

static int smin(int a, int b) { return a < b ? a : b; }
static int smax(int a, int b) { return a > b ? a : b; }
static uint umin(uint a, uint b) { return a < b ? a : b; }
static uint umax(uint a, uint b) { return a > b ? a : b; }

__kernel void minmax_i32(__global int* out, __global const int* in) {
  uint i = __builtin_amdgcn_workitem_id_x();
  int a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
  out[2 * i] = smin(smax(a, b), c);
  out[2 * i + 1] = smax(smin(a, b), c);
}

__kernel void minmax_u32(__global uint* out, __global const uint* in) {
  uint i = __builtin_amdgcn_workitem_id_x();
  uint a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
  out[2 * i] = umin(umax(a, b), c);
  out[2 * i + 1] = umax(umin(a, b), c);
}
