// One time step of the D3Q19 lattice-Boltzmann method with the BGK (single-relaxation-time)
// collision, one work-item per cell, written for the fidelity suite from the method (Krüger et
// al., "The Lattice Boltzmann Method", 2017, ch. 3 and 13) and from the storage formats of
// Lehmann et al., "Accuracy and performance of the lattice Boltzmann method with 64-bit,
// 32-bit, and customized 16-bit number formats", Phys. Rev. E 106, 015308 (2022).
//
// Streaming is a two-buffer pull ("A-B pull"): a cell gathers f_i from its neighbour at
// x - c_i in `src`, collides, and writes its own 19 values into `dst`; periodic in x, y and z.
// FluidX3D streams in place ("Esoteric Pull"), but its bandwidth count is the same for both:
// per cell and step 19 values are read and 19 written, and one flag byte is read, so
// 2 * 19 * 4 + 1 = 153 bytes in FP32 and 2 * 19 * 2 + 1 = 77 bytes in the 16-bit formats (the
// FluidX3D README's single-GPU benchmark section). Only the memory footprint differs (two copies
// of the DDFs here, one there), which a single step's traffic does not see.
//
// The DDFs are stored shifted (f_i - w_i, Lehmann et al. sec. II): the numbers kept are small
// around zero, which is what makes 16-bit storage usable. Arithmetic is FP32 in every variant.
// Storage, chosen by one macro:
//   LBM_FP32   float
//   LBM_FP16S  IEEE-754 binary16 through vload_half / vstore_half (round to nearest even)
//   LBM_FP16C  Lehmann et al.'s custom 16-bit float: 1 sign, 4 exponent, 11 mantissa bits,
//              exponent bias 15, no infinities or NaN (every exponent code is a number), so the
//              largest magnitude is 2 - 2^-11, the smallest normal 2^-14 and the smallest
//              subnormal 2^-25; one more mantissa bit than binary16 in the range |f| < 2 the
//              shifted DDFs occupy. Conversion is integer code here (fp16c_load/fp16c_store).
//
// Layout: structure of arrays, value i of cell n at index i * N + n (N cells; n = x + nx * (y +
// ny * z)), so a wave's loads of one direction are contiguous. Launch a 3-D grid of exactly
// nx x ny x nz work-items. flags: one byte per cell; a cell with bit 0 set (solid) is skipped
// and its values in dst are left as they were.
//
// Directions (c_x, c_y, c_z), opposite pairs adjacent; weights w0 = 1/3, w1..6 = 1/18,
// w7..18 = 1/36:
//   0 ( 0, 0, 0)
//   1 (+1, 0, 0)  2 (-1, 0, 0)  3 ( 0,+1, 0)  4 ( 0,-1, 0)  5 ( 0, 0,+1)  6 ( 0, 0,-1)
//   7 (+1,+1, 0)  8 (-1,-1, 0)  9 (+1, 0,+1) 10 (-1, 0,-1) 11 ( 0,+1,+1) 12 ( 0,-1,-1)
//  13 (+1,-1, 0) 14 (-1,+1, 0) 15 (+1, 0,-1) 16 (-1, 0,+1) 17 ( 0,+1,-1) 18 ( 0,-1,+1)

#if defined(LBM_FP32) + defined(LBM_FP16S) + defined(LBM_FP16C) != 1
#error "define exactly one of LBM_FP32, LBM_FP16S, LBM_FP16C"
#endif

#define LBM_SOLID 1u

#if defined(LBM_FP32)
typedef float store_t;
#define LOAD(p, i) ((p)[i])
#define STORE(p, i, v) ((p)[i] = (v))
#elif defined(LBM_FP16S)
typedef half store_t;
#define LOAD(p, i) vload_half((i), (p))
#define STORE(p, i, v) vstore_half((v), (i), (p))
#else
typedef ushort store_t;
#define LOAD(p, i) fp16c_load((p)[i])
#define STORE(p, i, v) ((p)[i] = fp16c_store(v))

// Exact: every value of the format is a float.
float fp16c_load(ushort h) {
  uint e = (h >> 11) & 0xfu;
  uint m = h & 0x7ffu;
  // Normal: rebias the exponent (15 -> 127) and widen the mantissa; subnormal: m * 2^-25,
  // a normal float. select() throughout, from when gfxsim cc made each ?: a branch; with its
  // if-conversion the ?: form (lbm_d3q19_ternary.cl) compiles to no more instructions.
  float mag = select((float)m * 0x1p-25f, as_float(((e + 112u) << 23) | (m << 12)), e != 0u);
  return as_float(((uint)(h & 0x8000u) << 16) | as_uint(mag));
}

// Round to nearest, ties to even; magnitudes past the largest value saturate to it (the
// format has no infinity; shifted DDFs stay far below 2).
ushort fp16c_store(float x) {
  uint b = as_uint(x);
  uint sign = (b >> 16) & 0x8000u;
  uint a = b & 0x7fffffffu;
  // |x| < 2^-14: a subnormal, m * 2^-25 with m = round(|x| * 2^25) (the product is exact);
  // m = 2^11 is the encoding of 2^-14, the smallest normal, so the carry needs no case.
  uint sub = convert_uint_rte(as_float(a) * 0x1p25f);
  // Otherwise drop 12 of the 23 mantissa bits, rounding to even (a carry moves into the
  // exponent), and rebias the exponent (127 -> 15). Below 2^-14 this wraps and is not used.
  uint nrm = min(((a + 0x7ffu + ((a >> 12) & 1u)) >> 12) - (112u << 11), 0x7fffu);
  return (ushort)(sign | select(nrm, sub, a < 0x38800000u));
}
#endif

// The shifted equilibrium f_i^eq - w_i = w_i rho (3 c.u + 4.5 (c.u)^2 - 1.5 u.u) + w_i (rho - 1),
// relaxed towards with rate omega = 1 / tau.
float bgk(float f, float w, float rho, float cu, float usq15, float omega) {
  float feq = w * rho * (cu * (3.0f + 4.5f * cu) - usq15) + w * (rho - 1.0f);
  return f + omega * (feq - f);
}

__kernel void lbm_d3q19(__global const store_t* src, __global store_t* dst, __global const uchar* flags, uint nx, uint ny,
                        uint nz, float omega) {
  uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  if (x >= nx || y >= ny || z >= nz) return;
  uint sx = 1u, sy = nx, sz = nx * ny, N = sz * nz;
  uint n = x * sx + y * sy + z * sz;
  if (flags[n] & LBM_SOLID) return;
  // Offsets of the periodic neighbours at -1 and +1 along each axis.
  uint xm = select(0u - sx, (nx - 1u) * sx, x == 0u), xp = select(sx, 0u - (nx - 1u) * sx, x == nx - 1u);
  uint ym = select(0u - sy, (ny - 1u) * sy, y == 0u), yp = select(sy, 0u - (ny - 1u) * sy, y == ny - 1u);
  uint zm = select(0u - sz, (nz - 1u) * sz, z == 0u), zp = select(sz, 0u - (nz - 1u) * sz, z == nz - 1u);
  // Pull: f_i comes from x - c_i (unsigned wrap-around adds the negative offsets).
  float f0 = LOAD(src, n);
  float f1 = LOAD(src, 1u * N + n + xm);
  float f2 = LOAD(src, 2u * N + n + xp);
  float f3 = LOAD(src, 3u * N + n + ym);
  float f4 = LOAD(src, 4u * N + n + yp);
  float f5 = LOAD(src, 5u * N + n + zm);
  float f6 = LOAD(src, 6u * N + n + zp);
  float f7 = LOAD(src, 7u * N + n + xm + ym);
  float f8 = LOAD(src, 8u * N + n + xp + yp);
  float f9 = LOAD(src, 9u * N + n + xm + zm);
  float f10 = LOAD(src, 10u * N + n + xp + zp);
  float f11 = LOAD(src, 11u * N + n + ym + zm);
  float f12 = LOAD(src, 12u * N + n + yp + zp);
  float f13 = LOAD(src, 13u * N + n + xm + yp);
  float f14 = LOAD(src, 14u * N + n + xp + ym);
  float f15 = LOAD(src, 15u * N + n + xm + zp);
  float f16 = LOAD(src, 16u * N + n + xp + zm);
  float f17 = LOAD(src, 17u * N + n + ym + zp);
  float f18 = LOAD(src, 18u * N + n + yp + zm);

  // Moments: the shifted values sum to rho - 1.
  float rho = 1.0f + (f0 + (f1 + f2) + (f3 + f4) + (f5 + f6) + (f7 + f8) + (f9 + f10) + (f11 + f12) + (f13 + f14) +
                      (f15 + f16) + (f17 + f18));
  float inv = 1.0f / rho;
  float ux = ((f1 - f2) + (f7 - f8) + (f9 - f10) + (f13 - f14) + (f15 - f16)) * inv;
  float uy = ((f3 - f4) + (f7 - f8) + (f11 - f12) + (f14 - f13) + (f17 - f18)) * inv;
  float uz = ((f5 - f6) + (f9 - f10) + (f11 - f12) + (f16 - f15) + (f18 - f17)) * inv;
  float usq15 = 1.5f * (ux * ux + uy * uy + uz * uz);

  const float w0 = 1.0f / 3.0f, ws = 1.0f / 18.0f, we = 1.0f / 36.0f;
  STORE(dst, n, bgk(f0, w0, rho, 0.0f, usq15, omega));
  STORE(dst, 1u * N + n, bgk(f1, ws, rho, ux, usq15, omega));
  STORE(dst, 2u * N + n, bgk(f2, ws, rho, -ux, usq15, omega));
  STORE(dst, 3u * N + n, bgk(f3, ws, rho, uy, usq15, omega));
  STORE(dst, 4u * N + n, bgk(f4, ws, rho, -uy, usq15, omega));
  STORE(dst, 5u * N + n, bgk(f5, ws, rho, uz, usq15, omega));
  STORE(dst, 6u * N + n, bgk(f6, ws, rho, -uz, usq15, omega));
  STORE(dst, 7u * N + n, bgk(f7, we, rho, ux + uy, usq15, omega));
  STORE(dst, 8u * N + n, bgk(f8, we, rho, -(ux + uy), usq15, omega));
  STORE(dst, 9u * N + n, bgk(f9, we, rho, ux + uz, usq15, omega));
  STORE(dst, 10u * N + n, bgk(f10, we, rho, -(ux + uz), usq15, omega));
  STORE(dst, 11u * N + n, bgk(f11, we, rho, uy + uz, usq15, omega));
  STORE(dst, 12u * N + n, bgk(f12, we, rho, -(uy + uz), usq15, omega));
  STORE(dst, 13u * N + n, bgk(f13, we, rho, ux - uy, usq15, omega));
  STORE(dst, 14u * N + n, bgk(f14, we, rho, uy - ux, usq15, omega));
  STORE(dst, 15u * N + n, bgk(f15, we, rho, ux - uz, usq15, omega));
  STORE(dst, 16u * N + n, bgk(f16, we, rho, uz - ux, usq15, omega));
  STORE(dst, 17u * N + n, bgk(f17, we, rho, uy - uz, usq15, omega));
  STORE(dst, 18u * N + n, bgk(f18, we, rho, uz - uy, usq15, omega));
}
