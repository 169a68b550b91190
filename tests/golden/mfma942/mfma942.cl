// gfx942 (CDNA3) matrix kernels for the functional simulator's tests
// (tests/unit/sim/func/test_func_mfma.cpp), built by clang-19 for gfx942 with build.sh. Each
// kernel is one wave64: every lane gathers its A, B (and SMFMAC index) operands from logical
// matrices in memory with the lane layout of the AMD Matrix Instruction Calculator (CDNA3;
// the same as CDNA2's for one-block shapes), runs one builtin and scatters D back.
// Matrices are row-major: A[i][k] (M x K), B[k][j] (K x N), C and D [i][j]. A lane l of a
// one-block shape holds row (column) l % R and the K values (l / R) * kPerLane + e, e in
// slot order; a 32-bit result register r of lane l holds column l % N of row out_row(r, l, N).
// SMFMAC: A is given compressed, AC[i][t] (M x K/2: the two kept values of every group of
// 4 K values, the lower K first) with AP[i][t], each value's position (0-3) in its group;
// a lane holds AC[i][(l / R) * kPerLane / 2 + e] and the positions in the index set ABID
// selects (2 bits per value).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef float floatx2 __attribute__((ext_vector_type(2)));
typedef float floatx4 __attribute__((ext_vector_type(4)));
typedef float floatx16 __attribute__((ext_vector_type(16)));
typedef int intx2 __attribute__((ext_vector_type(2)));
typedef int intx4 __attribute__((ext_vector_type(4)));
typedef int intx16 __attribute__((ext_vector_type(16)));
typedef half halfx4 __attribute__((ext_vector_type(4)));
typedef half halfx8 __attribute__((ext_vector_type(8)));

#define LANE ((int)__builtin_amdgcn_workitem_id_x())

static inline int out_row(int r, int l, int N) { return (r / 4) * 4 * (64 / N) + 4 * (l / N) + r % 4; }

// 8 bytes of a row-major byte matrix, consecutive K values (A: row r0, K from k0).
static inline long gather_a8(global const uchar* A, int K, int r0, int k0) {
  ulong v = 0;
  for (int e = 0; e < 8; ++e) v |= (ulong)A[r0 * K + k0 + e] << (8 * e);
  return (long)v;
}
// 8 bytes of B, consecutive K values of column c0.
static inline long gather_b8(global const uchar* B, int N, int c0, int k0) {
  ulong v = 0;
  for (int e = 0; e < 8; ++e) v |= (ulong)B[(k0 + e) * N + c0] << (8 * e);
  return (long)v;
}

// v_mfma_f32_16x16x32_fp8_fp8: K = 32 in four lane groups of 8 fp8 values.
kernel void mfma_16x16x32_fp8_fp8(global const uchar* A, global const uchar* B, global const float* C, global float* D) {
  int l = LANE, r0 = l % 16, kg = l / 16;
  floatx4 c;
  for (int r = 0; r < 4; ++r) c[r] = C[out_row(r, l, 16) * 16 + l % 16];
  floatx4 d = __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8(gather_a8(A, 32, r0, kg * 8), gather_b8(B, 16, r0, kg * 8), c, 0, 0, 0);
  for (int r = 0; r < 4; ++r) D[out_row(r, l, 16) * 16 + l % 16] = d[r];
}

// v_mfma_f32_32x32x16_bf8_fp8 (A bf8, B fp8): K = 16 in two lane groups. BLGP 2: every lane
// reads B from lane 32 + l % 32.
kernel void mfma_32x32x16_bf8_fp8_blgp(global const uchar* A, global const uchar* B, global const float* C, global float* D) {
  int l = LANE, r0 = l % 32, kg = l / 32;
  floatx16 c;
  for (int r = 0; r < 16; ++r) c[r] = C[out_row(r, l, 32) * 32 + l % 32];
  floatx16 d = __builtin_amdgcn_mfma_f32_32x32x16_bf8_fp8(gather_a8(A, 16, r0, kg * 8), gather_b8(B, 32, r0, kg * 8), c, 0, 0, 2);
  for (int r = 0; r < 16; ++r) D[out_row(r, l, 32) * 32 + l % 32] = d[r];
}

// v_mfma_f32_16x16x8_xf32: K = 8, two f32 values per lane.
kernel void mfma_16x16x8_xf32(global const float* A, global const float* B, global const float* C, global float* D) {
  int l = LANE, r0 = l % 16, kg = l / 16;
  floatx2 a, b;
  for (int e = 0; e < 2; ++e) {
    a[e] = A[r0 * 8 + kg * 2 + e];
    b[e] = B[(kg * 2 + e) * 16 + r0];
  }
  floatx4 c;
  for (int r = 0; r < 4; ++r) c[r] = C[out_row(r, l, 16) * 16 + l % 16];
  floatx4 d = __builtin_amdgcn_mfma_f32_16x16x8_xf32(a, b, c, 0, 0, 0);
  for (int r = 0; r < 4; ++r) D[out_row(r, l, 16) * 16 + l % 16] = d[r];
}

// v_mfma_i32_32x32x16_i8: K = 16 in two lane groups of 8 bytes.
kernel void mfma_i32_32x32x16_i8(global const uchar* A, global const uchar* B, global const int* C, global int* D) {
  int l = LANE, r0 = l % 32, kg = l / 32;
  intx16 c;
  for (int r = 0; r < 16; ++r) c[r] = C[out_row(r, l, 32) * 32 + l % 32];
  intx16 d = __builtin_amdgcn_mfma_i32_32x32x16_i8(gather_a8(A, 16, r0, kg * 8), gather_b8(B, 32, r0, kg * 8), c, 0, 0, 0);
  for (int r = 0; r < 16; ++r) D[out_row(r, l, 32) * 32 + l % 32] = d[r];
}

// v_smfmac_f32_16x16x32_f16: K = 32 (8 B values per lane, 4 kept A values), index set 2.
kernel void smfmac_16x16x32_f16(global const half* AC, global const uchar* AP, global const half* B, global const float* C,
                                global float* D) {
  int l = LANE, r0 = l % 16, kg = l / 16;
  halfx4 a;
  halfx8 b;
  int idx = 0x5a5a5a5a & ~(0xff << 16);  // the other sets hold noise
  for (int e = 0; e < 4; ++e) {
    a[e] = AC[r0 * 16 + kg * 4 + e];
    idx |= (AP[r0 * 16 + kg * 4 + e] & 3) << (16 + 2 * e);
  }
  for (int e = 0; e < 8; ++e) b[e] = B[(kg * 8 + e) * 16 + r0];
  floatx4 c;
  for (int r = 0; r < 4; ++r) c[r] = C[out_row(r, l, 16) * 16 + l % 16];
  floatx4 d = __builtin_amdgcn_smfmac_f32_16x16x32_f16(a, b, c, idx, 0, 2);
  for (int r = 0; r < 4; ++r) D[out_row(r, l, 16) * 16 + l % 16] = d[r];
}

// 16 bytes of B (consecutive K values of column c0) as four dwords.
static inline intx4 gather_b16(global const uchar* B, int N, int c0, int k0) {
  intx4 v = 0;
  for (int e = 0; e < 16; ++e) v[e / 4] |= (int)B[(k0 + e) * N + c0] << (8 * (e % 4));
  return v;
}
// 8 kept A bytes of row r0 from t0 and their 2-bit positions at bit `shift` of the index.
static inline intx2 gather_ac8(global const uchar* AC, global const uchar* AP, int KC, int r0, int t0, int shift, int* idx) {
  intx2 v = 0;
  for (int e = 0; e < 8; ++e) {
    v[e / 4] |= (int)AC[r0 * KC + t0 + e] << (8 * (e % 4));
    *idx |= (AP[r0 * KC + t0 + e] & 3) << (shift + 2 * e);
  }
  return v;
}

// v_smfmac_i32_32x32x32_i8: K = 32 (16 B values per lane, 8 kept A values), index set 1.
kernel void smfmac_i32_32x32x32_i8(global const uchar* AC, global const uchar* AP, global const uchar* B, global const int* C,
                                   global int* D) {
  int l = LANE, r0 = l % 32, kg = l / 32, idx = 0x1234;
  intx2 a = gather_ac8(AC, AP, 16, r0, kg * 8, 16, &idx);
  intx16 c;
  for (int r = 0; r < 16; ++r) c[r] = C[out_row(r, l, 32) * 32 + l % 32];
  intx16 d = __builtin_amdgcn_smfmac_i32_32x32x32_i8(a, gather_b16(B, 32, r0, kg * 16), c, idx, 0, 1);
  for (int r = 0; r < 16; ++r) D[out_row(r, l, 32) * 32 + l % 32] = d[r];
}

// v_smfmac_f32_16x16x64_fp8_bf8 (A fp8, B bf8): K = 64, index set 0 through CBSZ 1 (ABID 1
// is then ignored).
kernel void smfmac_16x16x64_fp8_bf8(global const uchar* AC, global const uchar* AP, global const uchar* B, global const float* C,
                                    global float* D) {
  int l = LANE, r0 = l % 16, kg = l / 16, idx = (int)0xabcd0000;
  intx2 a = gather_ac8(AC, AP, 32, r0, kg * 8, 0, &idx);
  floatx4 c;
  for (int r = 0; r < 4; ++r) c[r] = C[out_row(r, l, 16) * 16 + l % 16];
  floatx4 d = __builtin_amdgcn_smfmac_f32_16x16x64_fp8_bf8(a, gather_b16(B, 16, r0, kg * 16), c, idx, 1, 1);
  for (int r = 0; r < 4; ++r) D[out_row(r, l, 16) * 16 + l % 16] = d[r];
}

// gfx90a-era rows under their gfx942 names: v_mfma_f32_32x32x8_f16 and
// v_mfma_f32_4x4x4_16b_f16 with CBSZ 2 / ABID 3 / BLGP 5.
kernel void mfma_32x32x8_f16(global const half* A, global const half* B, global const float* C, global float* D) {
  int l = LANE, r0 = l % 32, kg = l / 32;
  halfx4 a, b;
  for (int e = 0; e < 4; ++e) {
    a[e] = A[r0 * 8 + kg * 4 + e];
    b[e] = B[(kg * 4 + e) * 32 + r0];
  }
  floatx16 c;
  for (int r = 0; r < 16; ++r) c[r] = C[out_row(r, l, 32) * 32 + l % 32];
  floatx16 d = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, c, 0, 0, 0);
  for (int r = 0; r < 16; ++r) D[out_row(r, l, 32) * 32 + l % 32] = d[r];
}
kernel void mfma_4x4x4_16b_f16_bcast(global const half* A, global const half* B, global const float* C, global float* D) {
  int l = LANE, r0 = l % 4, blk = l / 4;
  halfx4 a, b;
  for (int e = 0; e < 4; ++e) {
    a[e] = A[blk * 16 + r0 * 4 + e];
    b[e] = B[blk * 16 + e * 4 + r0];
  }
  floatx4 c;
  for (int r = 0; r < 4; ++r) c[r] = C[blk * 16 + r * 4 + r0];
  floatx4 d = __builtin_amdgcn_mfma_f32_4x4x4f16(a, b, c, 2, 3, 5);
  for (int r = 0; r < 4; ++r) D[blk * 16 + r * 4 + r0] = d[r];
}
