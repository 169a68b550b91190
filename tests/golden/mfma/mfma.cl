// MFMA kernels for the functional simulator's tests (tests/unit/sim/func/test_func_mfma.cpp),
// built by clang-19 for gfx90a with build.sh. Each single-MFMA kernel is one wave64: every
// lane gathers its A, B and C operands from the logical matrices in memory, with the lane
// layout AMD documents for CDNA2 (the AMD Matrix Instruction Calculator's equations for
// gfx90a; the GPUOpen "AMD matrix cores" lab note), runs one MFMA builtin and scatters D
// back to the logical matrix. Matrices are row-major per block:
//   A[b][i][k] (blocks x M x K), B[b][k][j] (blocks x K x N), C and D [b][i][j].
// In the calculator's terms an input register of lane l holds row (or column) l % R, block
// (l / R) % blocks and the K values ((l / (R * blocks)) * kPerLane + e) for slot e; a 32-bit
// result register r of lane l holds column l % N and the row given in each kernel.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef float floatx4 __attribute__((ext_vector_type(4)));
typedef float floatx16 __attribute__((ext_vector_type(16)));
typedef int intx16 __attribute__((ext_vector_type(16)));
typedef double doublex4 __attribute__((ext_vector_type(4)));
typedef half halfx4 __attribute__((ext_vector_type(4)));
typedef short shortx4 __attribute__((ext_vector_type(4)));

#define LANE ((int)__builtin_amdgcn_workitem_id_x())

// Row of the 32-bit result in register r of lane l, for the 32x32 and 16x16 shapes: four
// consecutive rows per register group, 64 / N row groups per register.
static inline int out_row(int r, int l, int N) { return (r / 4) * 4 * (64 / N) + 4 * (l / N) + r % 4; }

// v_mfma_f32_32x32x8f16: one block, K = 8, 4 halves per lane.
kernel void mfma_32x32x8f16(global const half* A, global const half* B, global const float* C, global float* D) {
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

// v_mfma_f32_16x16x16f16: one block, K = 16 in four lane groups of 4 halves.
kernel void mfma_16x16x16f16(global const half* A, global const half* B, global const float* C, global float* D) {
  int l = LANE, r0 = l % 16, kg = l / 16;
  halfx4 a, b;
  for (int e = 0; e < 4; ++e) {
    a[e] = A[r0 * 16 + kg * 4 + e];
    b[e] = B[(kg * 4 + e) * 16 + r0];
  }
  floatx4 c;
  for (int r = 0; r < 4; ++r) c[r] = C[out_row(r, l, 16) * 16 + l % 16];
  floatx4 d = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0);
  for (int r = 0; r < 4; ++r) D[out_row(r, l, 16) * 16 + l % 16] = d[r];
}

// v_mfma_f32_4x4x4f16: 16 blocks of 4x4x4; result register r of lane l is row r of block
// l / 4. CBSZ 3 / ABID 5: each group of 8 blocks uses the A of its block 5; BLGP 6: every
// lane reads B from lane 32 + l % 16.
kernel void mfma_4x4x4f16_bcast(global const half* A, global const half* B, global const float* C, global float* D) {
  int l = LANE, r0 = l % 4, blk = l / 4;
  halfx4 a, b;
  for (int e = 0; e < 4; ++e) {
    a[e] = A[blk * 16 + r0 * 4 + e];
    b[e] = B[blk * 16 + e * 4 + r0];
  }
  floatx4 c;
  for (int r = 0; r < 4; ++r) c[r] = C[blk * 16 + r * 4 + r0];
  floatx4 d = __builtin_amdgcn_mfma_f32_4x4x4f16(a, b, c, 3, 5, 6);
  for (int r = 0; r < 4; ++r) D[blk * 16 + r * 4 + r0] = d[r];
}

// v_mfma_f32_32x32x2f32: one block, K = 2 (k = l / 32). BLGP 1: lanes 0-31 broadcast.
kernel void mfma_32x32x2f32_blgp(global const float* A, global const float* B, global const float* C, global float* D) {
  int l = LANE, r0 = l % 32, k = l / 32;
  float a = A[r0 * 2 + k], b = B[k * 32 + r0];
  floatx16 c;
  for (int r = 0; r < 16; ++r) c[r] = C[out_row(r, l, 32) * 32 + l % 32];
  floatx16 d = __builtin_amdgcn_mfma_f32_32x32x2f32(a, b, c, 0, 0, 1);
  for (int r = 0; r < 16; ++r) D[out_row(r, l, 32) * 32 + l % 32] = d[r];
}

// v_mfma_f32_16x16x4bf16_1k: 4 blocks of 16x16x4, 4 bf16 per lane; block b's results are
// registers 4b..4b+3. CBSZ 2 / ABID 1 (every block uses block 1's A), BLGP 3 (B rotated by 16 lanes).
kernel void mfma_16x16x4bf16_1k_bcast(global const ushort* A, global const ushort* B, global const float* C, global float* D) {
  int l = LANE, r0 = l % 16, blk = l / 16;
  shortx4 a, b;
  for (int e = 0; e < 4; ++e) {
    a[e] = (short)A[blk * 64 + r0 * 4 + e];
    b[e] = (short)B[blk * 64 + e * 16 + r0];
  }
  floatx16 c;
  for (int r = 0; r < 16; ++r) c[r] = C[(r / 4) * 256 + (4 * (l / 16) + r % 4) * 16 + l % 16];
  floatx16 d = __builtin_amdgcn_mfma_f32_16x16x4bf16_1k(a, b, c, 2, 1, 3);
  for (int r = 0; r < 16; ++r) D[(r / 4) * 256 + (4 * (l / 16) + r % 4) * 16 + l % 16] = d[r];
}

// v_mfma_i32_32x32x8i8: one block, K = 8 in two lane groups of 4 bytes. BLGP 4: lanes 0-15
// broadcast to every lane group.
kernel void mfma_32x32x8i8_blgp(global const char* A, global const char* B, global const int* C, global int* D) {
  int l = LANE, r0 = l % 32, kg = l / 32;
  uint a = 0, b = 0;
  for (int e = 0; e < 4; ++e) {
    a |= (uint)(uchar)A[r0 * 8 + kg * 4 + e] << (8 * e);
    b |= (uint)(uchar)B[(kg * 4 + e) * 32 + r0] << (8 * e);
  }
  intx16 c;
  for (int r = 0; r < 16; ++r) c[r] = C[out_row(r, l, 32) * 32 + l % 32];
  intx16 d = __builtin_amdgcn_mfma_i32_32x32x8i8((int)a, (int)b, c, 0, 0, 4);
  for (int r = 0; r < 16; ++r) D[out_row(r, l, 32) * 32 + l % 32] = d[r];
}

// v_mfma_f64_16x16x4f64: one block, K = 4 (k = l / 16); result register pair p of lane l is
// row 4p + l / 16.
kernel void mfma_f64_16x16x4f64(global const double* A, global const double* B, global const double* C, global double* D) {
  int l = LANE, r0 = l % 16, k = l / 16;
  double a = A[r0 * 4 + k], b = B[k * 16 + r0];
  doublex4 c;
  for (int p = 0; p < 4; ++p) c[p] = C[(4 * p + l / 16) * 16 + r0];
  doublex4 d = __builtin_amdgcn_mfma_f64_16x16x4f64(a, b, c, 0, 0, 0);
  for (int p = 0; p < 4; ++p) D[(4 * p + l / 16) * 16 + r0] = d[p];
}

// A tiled GEMM D = A * B (A: M x K, B: K x N, f16, row-major; D: M x N, f32) with
// v_mfma_f32_32x32x8f16: a 256-work-item group computes a 64x64 tile of D, each of its four
// waves a 32x32 quarter, K in steps of 8. M and N must be multiples of 64, K of 8.
kernel void gemm_f16_64x64(global const half* A, global const half* B, global float* D, int M, int N, int K) {
  int tid = (int)__builtin_amdgcn_workitem_id_x();
  int wave = tid / 64, l = tid % 64;
  int tilesN = N / 64;
  int g = (int)__builtin_amdgcn_workgroup_id_x();
  int row0 = (g / tilesN) * 64 + (wave / 2) * 32, col0 = (g % tilesN) * 64 + (wave % 2) * 32;
  if (row0 >= M) return;  // a grid larger than the matrix: whole waves leave
  int r0 = l % 32, kg = l / 32;
  floatx16 acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += 8) {
    halfx4 a, b;
    for (int e = 0; e < 4; ++e) {
      a[e] = A[(row0 + r0) * K + k0 + kg * 4 + e];
      b[e] = B[(k0 + kg * 4 + e) * N + col0 + r0];
    }
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, acc, 0, 0, 0);
  }
  for (int r = 0; r < 16; ++r) D[(row0 + out_row(r, l, 32)) * N + col0 + l % 32] = acc[r];
}
