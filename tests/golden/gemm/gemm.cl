// A tiled f16 GEMM with f32 accumulation on the CDNA matrix cores, for the timing model's
// throughput test (tests/unit/sim/timing/test_timing_gemm.cpp), built by clang-19 for gfx90a
// and gfx942 with build.sh.
//
//   C[M][N] = A[M][K] * B[K][N], A row-major (M x K), B given transposed (Bt: N x K row-major)
//   so that both operands' tiles are rows of contiguous K; rows of A and Bt are `ld` halves
//   apart (ld >= K). A leading dimension whose byte stride is a large power of two sends every
//   row of a tile to the same few memory channels (channel conflicts: AMD's OpenCL programming
//   guide, "Channel Conflicts"); callers pad it, as GEMM libraries advise.
//
// A work-group of 512 work-items (8 waves) computes a 256 x 128 tile of C; wave w computes the
// 64 x 64 sub-tile at rows 64 * (w / 2), columns 64 * (w % 2) with four 32x32x8 f16 MFMAs per
// step of 8 in K, holding 4 x 16 accumulators per lane. The K loop goes in tiles of KT = 32
// through two LDS buffers, one barrier per tile; the work-group's global loads run up to four
// tiles ahead (below). Each lane reads 8 consecutive K values of a
// row (ds_read_b128) and feeds the first 4 to one MFMA step and the last 4 to the next, so MFMA
// step s of a 16-wide K slice covers K offsets {4s .. 4s+3} in lanes 0-31 and {8+4s .. 8+4s+3}
// in lanes 32-63: a permutation of K that A and B share, which leaves the product unchanged.
//
// Requirements (the host checks them): M % 256 == 0, N % 128 == 0, K % 128 == 0, K >= 128,
// ld % 8 == 0, ld >= K.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef float floatx16 __attribute__((ext_vector_type(16)));
typedef half halfx4 __attribute__((ext_vector_type(4)));
typedef half halfx8 __attribute__((ext_vector_type(8)));

#define TM 256       // rows of C per work-group
#define TN 128       // columns of C per work-group
#define KT 32        // K per LDS tile
#define LDR (KT + 8) // halves per LDS row: 80 bytes, so a ds_read_b128 of 32 rows spreads over the banks

// Row of the 32-bit result in register r of lane l of a 32x32 MFMA (one block): four
// consecutive rows per register group of four, lanes 32-63 four rows further.
static inline int out_row(int r, int l) { return (r / 4) * 8 + 4 * (l / 32) + r % 4; }

static inline void store_tile(global float* C, int N, int row0, int col0, int l, floatx16 acc) {
  for (int r = 0; r < 16; ++r) C[(size_t)(row0 + out_row(r, l)) * N + col0 + l % 32] = acc[r];
}

// The wave's four fragments of one 16-wide K slice (two A blocks, two Bt blocks).
typedef struct {
  halfx8 a0, a1, b0, b1;
} frags;

static inline frags read_frags(local const half* L, int fa, int fb, int kk) {
  frags f;
  f.a0 = *(local const halfx8*)(L + fa + kk);
  f.a1 = *(local const halfx8*)(L + fa + 32 * LDR + kk);
  f.b0 = *(local const halfx8*)(L + fb + kk);
  f.b1 = *(local const halfx8*)(L + fb + 32 * LDR + kk);
  return f;
}

// The eight MFMAs of one slice: the low four K values of each lane's 8, then the high four.
#define MULTIPLY(f)                                                          \
  do {                                                                       \
    c00 = __builtin_amdgcn_mfma_f32_32x32x8f16(f.a0.lo, f.b0.lo, c00, 0, 0, 0); \
    c01 = __builtin_amdgcn_mfma_f32_32x32x8f16(f.a0.lo, f.b1.lo, c01, 0, 0, 0); \
    c10 = __builtin_amdgcn_mfma_f32_32x32x8f16(f.a1.lo, f.b0.lo, c10, 0, 0, 0); \
    c11 = __builtin_amdgcn_mfma_f32_32x32x8f16(f.a1.lo, f.b1.lo, c11, 0, 0, 0); \
    c00 = __builtin_amdgcn_mfma_f32_32x32x8f16(f.a0.hi, f.b0.hi, c00, 0, 0, 0); \
    c01 = __builtin_amdgcn_mfma_f32_32x32x8f16(f.a0.hi, f.b1.hi, c01, 0, 0, 0); \
    c10 = __builtin_amdgcn_mfma_f32_32x32x8f16(f.a1.hi, f.b0.hi, c10, 0, 0, 0); \
    c11 = __builtin_amdgcn_mfma_f32_32x32x8f16(f.a1.hi, f.b1.hi, c11, 0, 0, 0); \
  } while (0)

kernel __attribute__((reqd_work_group_size(512, 1, 1)))
void gemm_f16_nt(global const half* A, global const half* Bt, global float* C, int M, int N, int K, int ld, int xcds) {
  local half lds[2][(TM + TN) * LDR];
  const int t = (int)__builtin_amdgcn_workitem_id_x();
  const int wave = t / 64, l = t % 64;
  // The GPU deals consecutive work-groups to its XCDs in turn (MI300X: 8 XCDs, each with its own
  // L2); `xcds` > 1 renumbers the tiles so that each XCD's work-groups take neighbouring tiles
  // and share their rows of A and Bt in that XCD's L2 (the remapping CK and hipBLASLt do on
  // MI300). Requires the work-group count to be a multiple of xcds.
  const int groups = (int)__builtin_amdgcn_grid_size_x() / 512;
  const int g0 = (int)__builtin_amdgcn_workgroup_id_x();
  const int g = xcds > 1 ? (g0 % xcds) * (groups / xcds) + g0 / xcds : g0;
  const int tilesN = N / TN;
  const int m0 = (g / tilesN) * TM, n0 = (g % tilesN) * TN;
  if (m0 >= M) return;  // a grid larger than the matrix: whole work-groups leave

  // The global loads go two K tiles (a pair) at a time: 64 K values, 128 bytes of a row, one
  // whole cache line when the row is aligned. Work-item t takes rows t / 4 and t / 4 + 128 of
  // A and row t / 4 of Bt, and in each the 16-byte chunk t % 4 of both tiles: six loads per
  // pair, the first tile's three before the second's. Two loads of one line follow each other
  // and share one miss.
  const int pr = t / 4, pk = (t % 4) * 8;
  global const uint4* ga = (global const uint4*)(A + (size_t)(m0 + pr) * ld + pk);
  global const uint4* gb = (global const uint4*)(Bt + (size_t)(n0 + pr) * ld + pk);
  const size_t rows128 = (size_t)128 * ld / 8;  // 128 rows, in uint4
  const int sa = pr * LDR + pk, sb = (TM + pr) * LDR + pk;
  const int tiles = K / KT, lastPair = tiles / 2 - 1;

  // The wave's fragments: A rows 64 * (wave / 2) + l % 32 (+ 32 for the second block), Bt rows
  // TM + 64 * (wave % 2) + l % 32 (+ 32), at K offset 8 * (l / 32) within each 16-wide slice.
  const int fa = (64 * (wave / 2) + l % 32) * LDR + 8 * (l / 32);
  const int fb = (TM + 64 * (wave % 2) + l % 32) * LDR + 8 * (l / 32);
  floatx16 c00 = 0.0f, c01 = 0.0f, c10 = 0.0f, c11 = 0.0f;

  // Two pairs in flight, in register sets X (even pairs) and Y (odd pairs); in each, tile 0 and
  // tile 1 of the pair for A's two rows and Bt's row. A pair past the end reloads the last one
  // (the loop has no branch for it; the extra loads are never stored where they are read).
  uint4 X0a0, X0a1, X0b0, X1a0, X1a1, X1b0, Y0a0, Y0a1, Y0b0, Y1a0, Y1a1, Y1b0;
#define LOAD_PAIR(R, pair)                                       \
  do {                                                           \
    size_t o = (size_t)((pair) < lastPair ? (pair) : lastPair) * (2 * KT / 8); \
    R##0a0 = ga[o];                                              \
    R##0a1 = ga[o + rows128];                                    \
    R##0b0 = gb[o];                                              \
    R##1a0 = ga[o + KT / 8];                                     \
    R##1a1 = ga[o + rows128 + KT / 8];                           \
    R##1b0 = gb[o + KT / 8];                                     \
  } while (0)
  // Tile j (the pair's tile h in set R) into LDS buffer j % 2.
#define STORE_TILE(R, h, j)                                      \
  do {                                                           \
    local half* S = lds[(j) & 1];                                \
    *(local uint4*)&S[sa] = R##h##a0;                            \
    *(local uint4*)&S[sa + 128 * LDR] = R##h##a1;                \
    *(local uint4*)&S[sb] = R##h##b0;                            \
  } while (0)

  // Software pipeline. Tile 0 is in LDS buffer 0 and its first slice in registers (F). Step kt
  // reads the second slice (H) while the first slice's MFMAs run, stores tile kt + 1 from its
  // pair's registers into the other buffer, meets the barrier, loads pair kt / 2 + 2 into the
  // registers this store emptied (after a pair's second tile), reads tile kt + 1's first slice
  // and runs the second slice's MFMAs meanwhile. A global load has three to four steps (3 x 16
  // MFMAs per wave or more) to arrive, and the barrier falls between two groups of MFMAs. The
  // loop goes four steps at a time with no branch inside (K % 128 == 0), so the compiler's
  // memory counter waits name exactly the loads a store needs.
  //
  // The order of each half step is given to clang's scheduler (scheduling groups,
  // `__builtin_amdgcn_sched_group_barrier`; masks 0x8 MFMA, 0x20 global read, 0x100 LDS read,
  // 0x200 LDS write). Before the barrier: one MFMA, the slice's four LDS reads, then the three
  // LDS writes one after each MFMA, then the rest, so that the barrier's wait for the LDS
  // (lgkmcnt(0)) finds them done. After it: the next slice's LDS reads one after each MFMA, then
  // the global loads. Left to itself, clang put the LDS accesses in a burst after most of the
  // wave's MFMAs (a wave issues an MFMA only when the matrix core takes it), and the LDS work
  // that the barrier then waited for idled the matrix cores: 76% of the MI300X model's peak in
  // the steady state instead of 95%.
  //
  // An empty asm that "changes" a slice's fragments after the barrier: the MFMAs that use them
  // cannot move above it. (The MFMA built-ins have no memory effects, and clang's IR passes
  // hoisted the first one of the half step above the barrier.)
#define PIN(fr) __asm__ volatile("" : "+v"(fr.a0), "+v"(fr.a1), "+v"(fr.b0), "+v"(fr.b1))
#define MFMA_THEN(mask, n)                                       \
  do {                                                           \
    __builtin_amdgcn_sched_group_barrier(0x008, 1, 0);           \
    __builtin_amdgcn_sched_group_barrier(mask, n, 0);            \
  } while (0)
#define STEP(kt, R, h, load)                                     \
  do {                                                           \
    frags hs = read_frags(lds[(kt) & 1], fa, fb, 16);            \
    STORE_TILE(R, h, (kt) + 1);                                  \
    MULTIPLY(f);                                                 \
    MFMA_THEN(0x100, 4);                                         \
    MFMA_THEN(0x200, 1);                                         \
    MFMA_THEN(0x200, 1);                                         \
    MFMA_THEN(0x200, 1);                                         \
    __builtin_amdgcn_sched_group_barrier(0x008, 4, 0);           \
    __builtin_amdgcn_sched_barrier(0);                           \
    barrier(CLK_LOCAL_MEM_FENCE);                                \
    PIN(hs);                                                     \
    if (load) LOAD_PAIR(R, (kt) / 2 + 2);                        \
    f = read_frags(lds[((kt) + 1) & 1], fa, fb, 0);              \
    MULTIPLY(hs);                                                \
    if (load) {                                                  \
      MFMA_THEN(0x100, 1);                                       \
      MFMA_THEN(0x100, 1);                                       \
      MFMA_THEN(0x100, 1);                                       \
      MFMA_THEN(0x100, 1);                                       \
      MFMA_THEN(0x020, 2);                                       \
      MFMA_THEN(0x020, 2);                                       \
      MFMA_THEN(0x020, 2);                                       \
    } else {                                                     \
      MFMA_THEN(0x100, 1);                                       \
      MFMA_THEN(0x100, 1);                                       \
      MFMA_THEN(0x100, 1);                                       \
      MFMA_THEN(0x100, 1);                                       \
    }                                                            \
    __builtin_amdgcn_sched_barrier(0);                           \
  } while (0)

  LOAD_PAIR(X, 0);
  LOAD_PAIR(Y, 1);
  STORE_TILE(X, 0, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  frags f = read_frags(lds[0], fa, fb, 0);
  for (int kt = 0; kt < tiles; kt += 4) {
    STEP(kt, X, 1, true);       // tile kt + 1: pair kt / 2, second tile; X takes pair kt / 2 + 2
    STEP(kt + 1, Y, 0, false);  // tile kt + 2: pair kt / 2 + 1, first tile
    STEP(kt + 2, Y, 1, true);   // tile kt + 3: its second tile; Y takes pair kt / 2 + 3
    STEP(kt + 3, X, 0, false);  // tile kt + 4 (past the end on the last round: never read)
  }
#undef STEP
#undef MFMA_THEN
#undef PIN
#undef LOAD_PAIR
#undef STORE_TILE

  const int row0 = m0 + 64 * (wave / 2), col0 = n0 + 64 * (wave % 2);
  store_tile(C, N, row0, col0, l, c00);
  store_tile(C, N, row0, col0 + 32, l, c01);
  store_tile(C, N, row0 + 32, col0, l, c10);
  store_tile(C, N, row0 + 32, col0 + 32, l, c11);
}
