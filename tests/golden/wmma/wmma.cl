// Kernels that run each gfx11 WMMA instruction once on 16x16 matrices, built by clang-19 for
// gfx1100 in wave32 and wave64 (build.sh). One wave per dispatch; every lane loads its part of
// A, B and C in the register layout of the RDNA3 ISA guide (section 7.9), runs the builtin
// and stores its part of D, so the test compares D with a host GEMM of the same matrices.
//
// Memory: A and B row-major (A[i][k] at a[16*i + k], B[k][j] at b[16*k + j]); 16-bit
// elements as their bits (ushort), 8-bit and 4-bit elements one per byte (the low nibble for
// 4-bit). C and D row-major; the 16-bit forms also carry the other half of each C/D register
// (C: c[256 + ...], D: d[256 + ...]).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef half v16h __attribute__((ext_vector_type(16)));
typedef half v8h __attribute__((ext_vector_type(8)));
typedef short v16s __attribute__((ext_vector_type(16)));
typedef short v8s __attribute__((ext_vector_type(8)));
typedef float v8f __attribute__((ext_vector_type(8)));
typedef float v4f __attribute__((ext_vector_type(4)));
typedef int v8i __attribute__((ext_vector_type(8)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v2i __attribute__((ext_vector_type(2)));

// G: lane groups of 16 (rows of C/D per register); CD: C/D registers.
#if __AMDGCN_WAVEFRONT_SIZE__ == 64
#define G 4
#define CD 4
typedef v4f cdf;
typedef v4i cdi;
typedef v8h cdh;
typedef v8s cds;
#define WMMA(name) __builtin_amdgcn_wmma_##name##_w64
#else
#define G 2
#define CD 8
typedef v8f cdf;
typedef v8i cdi;
typedef v16h cdh;
typedef v16s cds;
#define WMMA(name) __builtin_amdgcn_wmma_##name##_w32
#endif

#define LANE (__builtin_amdgcn_workitem_id_x())
// The C/D element of register r in this lane: row r*G + lane/16, column lane%16.
#define CD_INDEX(r) (16 * ((r) * G + LANE / 16) + LANE % 16)

// Row lane%16 of A and column lane%16 of B, 16-bit elements.
#define LOAD_AB16                                                    \
  v16s av, bv;                                                       \
  for (int k = 0; k < 16; ++k) {                                     \
    av[k] = (short)a[16 * (LANE % 16) + k];                          \
    bv[k] = (short)b[16 * k + LANE % 16];                            \
  }

kernel void f32_f16(global float* d, global const ushort* a, global const ushort* b, global const float* c) {
  LOAD_AB16
  cdf cv;
  for (int r = 0; r < CD; ++r) cv[r] = c[CD_INDEX(r)];
  cdf dv = WMMA(f32_16x16x16_f16)(__builtin_astype(av, v16h), __builtin_astype(bv, v16h), cv);
  for (int r = 0; r < CD; ++r) d[CD_INDEX(r)] = dv[r];
}

// Two products accumulated: D = A1 x B1 + (A0 x B0 + C), the second WMMA reading the first's D.
kernel void f32_f16_k32(global float* d, global const ushort* a, global const ushort* b, global const float* c) {
  LOAD_AB16
  v16s av1, bv1;
  for (int k = 0; k < 16; ++k) {
    av1[k] = (short)a[256 + 16 * (LANE % 16) + k];
    bv1[k] = (short)b[256 + 16 * k + LANE % 16];
  }
  cdf cv;
  for (int r = 0; r < CD; ++r) cv[r] = c[CD_INDEX(r)];
  cdf t = WMMA(f32_16x16x16_f16)(__builtin_astype(av, v16h), __builtin_astype(bv, v16h), cv);
  cdf dv = WMMA(f32_16x16x16_f16)(__builtin_astype(av1, v16h), __builtin_astype(bv1, v16h), t);
  for (int r = 0; r < CD; ++r) d[CD_INDEX(r)] = dv[r];
}

kernel void f32_bf16(global float* d, global const ushort* a, global const ushort* b, global const float* c) {
  LOAD_AB16
  cdf cv;
  for (int r = 0; r < CD; ++r) cv[r] = c[CD_INDEX(r)];
  cdf dv = WMMA(f32_16x16x16_bf16)(av, bv, cv);
  for (int r = 0; r < CD; ++r) d[CD_INDEX(r)] = dv[r];
}

// 16-bit results: element 2r + HI of the C/D vector is row r*G + lane/16 (op_sel[2] = HI),
// element 2r + !HI the other half of the register.
#define WMMA16(kname, builtin, HI)                                                                   \
  kernel void kname(global ushort* d, global const ushort* a, global const ushort* b,                \
                    global const ushort* c) {                                                        \
    LOAD_AB16                                                                                        \
    cds cv;                                                                                          \
    for (int r = 0; r < CD; ++r) {                                                                   \
      cv[2 * r + HI] = (short)c[CD_INDEX(r)];                                                        \
      cv[2 * r + 1 - HI] = (short)c[256 + CD_INDEX(r)];                                              \
    }                                                                                                \
    cds dv = builtin;                                                                                \
    for (int r = 0; r < CD; ++r) {                                                                   \
      d[CD_INDEX(r)] = (ushort)dv[2 * r + HI];                                                       \
      d[256 + CD_INDEX(r)] = (ushort)dv[2 * r + 1 - HI];                                             \
    }                                                                                                \
  }

#define F16_CALL(HI) \
  __builtin_astype(WMMA(f16_16x16x16_f16)(__builtin_astype(av, v16h), __builtin_astype(bv, v16h), __builtin_astype(cv, cdh), HI), cds)
WMMA16(f16_f16, F16_CALL(0), 0)
WMMA16(f16_f16_hi, F16_CALL(1), 1)
WMMA16(bf16_bf16, WMMA(bf16_16x16x16_bf16)(av, bv, cv, 0), 0)
WMMA16(bf16_bf16_hi, WMMA(bf16_16x16x16_bf16)(av, bv, cv, 1), 1)

// Integer forms: BITS-bit elements packed into NREG dwords of type VT; SA / SB = A / B signed,
// CLAMP = saturate.
#define IU(kname, name, VT, BITS, SA, SB, CLAMP)                                                     \
  kernel void kname(global int* d, global const uchar* a, global const uchar* b, global const int* c) { \
    VT av, bv;                                                                                       \
    for (int w = 0; w < 16 * BITS / 32; ++w) {                                                       \
      uint x = 0, y = 0;                                                                             \
      for (int q = 0; q < 32 / BITS; ++q) {                                                          \
        int k = (32 / BITS) * w + q;                                                                 \
        x |= (uint)(a[16 * (LANE % 16) + k] & ((1u << BITS) - 1)) << (BITS * q);                     \
        y |= (uint)(b[16 * k + LANE % 16] & ((1u << BITS) - 1)) << (BITS * q);                       \
      }                                                                                              \
      av[w] = (int)x;                                                                                \
      bv[w] = (int)y;                                                                                \
    }                                                                                                \
    cdi cv;                                                                                          \
    for (int r = 0; r < CD; ++r) cv[r] = c[CD_INDEX(r)];                                             \
    cdi dv = WMMA(name)(SA, av, SB, bv, cv, CLAMP);                                                  \
    for (int r = 0; r < CD; ++r) d[CD_INDEX(r)] = dv[r];                                             \
  }
#define IU8(kname, SA, SB, CLAMP) IU(kname, i32_16x16x16_iu8, v4i, 8, SA, SB, CLAMP)
#define IU4(kname, SA, SB, CLAMP) IU(kname, i32_16x16x16_iu4, v2i, 4, SA, SB, CLAMP)

IU8(iu8_uu, 0, 0, 0)
IU8(iu8_ss, 1, 1, 0)
IU8(iu8_su_clamp, 1, 0, 1)
IU8(iu8_us_clamp, 0, 1, 1)
IU4(iu4_uu, 0, 0, 0)
IU4(iu4_su, 1, 0, 0)
IU4(iu4_ss_clamp, 1, 1, 1)
