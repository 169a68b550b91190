// The matrix fused multiply-add instructions (MFMA, gfx90a `MAI` rows) as data: each row's
// shape (M x N x K per block, number of blocks, element types) and the lane layout of the
// gfx9 matrix cores, which places A, B, C and D in the wave's registers by formula. The
// semantics (ops_mfma.cpp) read and write the registers through these formulas only, so a
// new generation's rows (more shapes, new element types) are new table entries.
//
// Layout (AMD Matrix Instruction Calculator, the CDNA1/CDNA2 register layout; the GPUOpen lab
// note "AMD matrix cores"):
//   A[i][k] of block b and B[k][j] of block b, wave64: the K values of one row i (column j)
//   are split into kGroups = 64 / (rows * blocks) groups of kPerLane = K / kGroups values;
//   group g lives in lane  b * rows + g * rows * blocks + i  (rows = M for A, N for B), and
//   inside the lane's source operand (one or two dwords) value k % kPerLane sits at bit
//   (k % kPerLane) * elementBits.
//   C[i][j] and D[i][j] of block b: 32-bit results fill a register with 64 / N "row groups"
//   of rowsPerGroup = 4 rows (64-bit results: 1 row, a register pair per row group):
//   element (i, j) is in result register  b * (M * N / 64) + (i / (rowsPerGroup * 64 / N)) *
//   rowsPerGroup + i % rowsPerGroup, lane  (b % blocksPerReg) * N + ((i / rowsPerGroup) %
//   (64 / N)) * blocksPerReg * N + j, where blocksPerReg = ceil(64 * rowsPerGroup / (M * N)).
// Modifiers (same sources): CBSZ/ABID make block b use the A values of block
//   (b / 2^CBSZ) * 2^CBSZ + ABID (one block broadcast to a group of 2^CBSZ blocks); BLGP makes
//   every lane read B from another lane: 1 lanes 0-31 broadcast, 2 lanes 32-63 broadcast,
//   3 rotate down by 16, 4..7 broadcast lanes 16 * (BLGP - 4) .. +15.
#pragma once
#include <algorithm>
#include <cstdint>
#include <span>
#include <string_view>

namespace gfxsim::func::mfma {

// FP8/BF8: the gfx942 8-bit float formats (fp8.h). XF32: an f32 register value the matrix
// unit reads at reduced precision (sim/isa/QUIRKS.md).
enum class Elem : uint8_t { F32, F16, BF16, I8, I32, F64, FP8, BF8, XF32 };

constexpr unsigned elemBits(Elem e) {
  switch (e) {
    case Elem::F16: case Elem::BF16: return 16;
    case Elem::I8: case Elem::FP8: case Elem::BF8: return 8;
    case Elem::F64: return 64;
    default: return 32;
  }
}

struct Shape {
  const char* mnemonic;
  uint8_t m, n, k, blocks;
  Elem in, inB, out;  // A's and B's element types (they differ in the mixed fp8/bf8 rows)
  bool modifiers;  // CBSZ/ABID/BLGP apply (the calculator lists them off for gfx90a's f64 rows)
  // SMFMAC (gfx942): A is 4:2 structured-sparse along K. Each lane holds half of its K values
  // (kPerLane() / 2, packed like a dense operand); src2 is a VGPR of 2-bit indices, one per
  // held value, giving its position inside its group of 4 K values. The index VGPR holds
  // 32 / kPerLane() sets of kPerLane() bits; with CBSZ = 0, ABID selects the set, otherwise
  // set 0 is used (no broadcast, no BLGP). AMD Instinct MI300 ISA reference guide, the
  // sparse matrix (SMFMAC) section; the same layout in LLVM's AMDGPU dialect documentation of
  // amdgpu.sparse_mfma and in Composable Kernel's compress_a (ck_tile warp_gemm_smfmac_impl).
  bool sparse = false;

  constexpr unsigned kGroups(unsigned rows) const { return 64u / (rows * blocks); }
  constexpr unsigned kPerLane() const { return k / kGroups(m); }  // B's K values per lane (A's when dense)
  constexpr unsigned aPerLane() const { return sparse ? kPerLane() / 2 : kPerLane(); }
  constexpr unsigned aDwords() const { return (aPerLane() * elemBits(in) + 31) / 32; }
  constexpr unsigned bDwords() const { return (kPerLane() * elemBits(inB) + 31) / 32; }
  constexpr unsigned indexSets() const { return 32u / kPerLane(); }
  constexpr unsigned outWords() const { return elemBits(out) / 32; }                  // dwords per result
  constexpr unsigned outDwords() const { return m * n * blocks * outWords() / 64; }  // C and D tuples
  constexpr unsigned rowsPerGroup() const { return elemBits(out) == 64 ? 1u : 4u; }
  constexpr unsigned blocksPerReg() const { return (64u * rowsPerGroup() + m * n - 1) / (m * n); }

  // A (rows = m) or B (rows = n) element (r, kk) of block b: its lane and its slot in the
  // lane's source operand.
  constexpr unsigned inLane(unsigned rows, unsigned r, unsigned kk, unsigned b) const {
    return b * rows + (kk / kPerLane()) * rows * blocks + r;
  }
  constexpr unsigned inSlot(unsigned kk) const { return kk % kPerLane(); }
  // C/D element (i, j) of block b: its result index (register outWords() * index) and lane.
  constexpr unsigned outIndex(unsigned i, unsigned j, unsigned b) const {
    (void)j;
    unsigned rg = rowsPerGroup(), groups = 64u / n;
    return b * (m * n / 64u) + (i / (rg * groups)) * rg + i % rg;
  }
  constexpr unsigned outLane(unsigned i, unsigned j, unsigned b) const {
    unsigned rg = rowsPerGroup(), groups = 64u / n, bpr = blocksPerReg();
    return (b % bpr) * n + ((i / rg) % groups) * bpr * n + j;
  }
  // The block whose A values block b uses under CBSZ/ABID. For ABID beyond the group (2^CBSZ
  // blocks, at most the instruction's blocks) the calculator's formula names a block of
  // another group or none; gfxsim wraps ABID inside the group (a model, sim/isa/QUIRKS.md).
  constexpr unsigned aBlock(unsigned b, unsigned cbsz, unsigned abid) const {
    if (!modifiers || blocks == 1) return b;
    unsigned group = std::min<unsigned>(1u << (cbsz & 7u), blocks);
    return (b / group) * group + abid % group;
  }
};

// The lane a lane reads B from under BLGP.
constexpr unsigned blgpLane(unsigned lane, unsigned blgp) {
  switch (blgp & 7u) {
    case 1: return lane % 32u;
    case 2: return 32u + lane % 32u;
    case 3: return (lane + 16u) % 64u;
    case 4: case 5: case 6: case 7: return 16u * ((blgp & 7u) - 4u) + lane % 16u;
    default: return lane;
  }
}

// Every MFMA shape the simulator executes: gfx90a's 27 rows (gfx942's renamed rows name them
// with `sem=`) and gfx942's new xf32, fp8/bf8, i8 and SMFMAC rows.
std::span<const Shape> shapes();
const Shape* findShape(std::string_view mnemonic);

}  // namespace gfxsim::func::mfma
