// The matrix built-ins (clang's __builtin_amdgcn_mfma_* and __builtin_amdgcn_smfmac_* of CDNA
// and __builtin_amdgcn_wmma_* of RDNA3): one table per target and wave size, read from the ISA
// description's rows (the MAI rows `v_mfma_*` and `v_smfmac_*`, the `v_wmma_*` rows) so that no
// instruction is named twice. The front end
// checks a call against its entry (argument types, the constant modifiers) and lowers it to
// the Matrix intrinsic; the back end selects the entry's mnemonic and sizes its register
// tuples from it.
//
// The builtin's name is the row's `sem=` name (the instruction's gfx90a-era spelling, which
// clang-19 keeps on gfx942: __builtin_amdgcn_mfma_f32_32x32x8f16 is v_mfma_f32_32x32x8_f16
// there) without `v_`; WMMA names end in `_w32` or `_w64` (BuiltinsAMDGPU.def). The operand
// types come from the row (register widths) and the name's element token (what an element is
// in the source: f16 a half, bf16 a short holding the bits, i8/fp8/bf8 packed in an integer:
// a long for a dense MFMA's 64-bit operand, ints for SMFMAC and WMMA).
// SMFMAC (gfx942's sparse MFMAs) take A (half of its K values), B, C and the sparsity index
// (an int: the row's src2), then cbsz and abid; C is D's tuple (the row's vdst, read and
// written).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gfxsim::ir {

enum class MatrixKind : uint8_t { Mfma, Wmma };

// What one element of an operand is in OpenCL C.
enum class MatrixElem : uint8_t { F16, BF16 /* short, the bf16 bits */, F32, F64, I32, I64 };
unsigned matrixElemBits(MatrixElem e);

struct MatrixArg {
  MatrixElem elem = MatrixElem::F32;
  unsigned lanes = 1;   // 1: a scalar
  unsigned dwords = 1;  // the register tuple
};

struct MatrixOp {
  std::string builtin;   // "__builtin_amdgcn_mfma_f32_32x32x8f16"
  std::string mnemonic;  // the row: "v_mfma_f32_32x32x8f16" (gfx942: "v_mfma_f32_32x32x8_f16")
  MatrixKind kind = MatrixKind::Mfma;
  MatrixArg a, b, cd;    // sources A and B; C and the result D share a type
  unsigned m = 0, n = 0, k = 0;  // the shape of the name (MxNxK)
  // The row accepts blgp (gfx942's f64 rows take `neg` in its place).
  bool blgp = true;
  // SMFMAC: the fourth operand is the index VGPR (src2), and D accumulates in place.
  bool sparse = false;
  // MFMA timing for the hazard rules: passes of 4 cycles, from the row's `cycles` property
  // (gfx90a: 4x4 2, 16x16 8, 32x32 16, the f64 ones 4 and 8; gfx942's faster shapes 4 and 8),
  // and double precision (DGEMM).
  unsigned passes = 0;
  bool dgemm = false;
};

// The matrix built-ins of a target ("gfx90a") in a wave size (32 or 64). Empty for targets
// without any. The list is built once per (target, wave size).
const std::vector<MatrixOp>& matrixOps(const std::string& target, unsigned waveSize);
// The entry for a builtin name (index into matrixOps), or -1.
int findMatrixOp(const std::string& target, unsigned waveSize, const std::string& builtin);
// Whether a name is one of clang's matrix built-ins on some target (the prefixes).
bool isMatrixBuiltinName(const std::string& name);

// The Matrix intrinsic's imm: the entry's index and the constant modifiers.
//   MFMA: cbsz (3 bits), abid (4), blgp (3); SMFMAC: cbsz, abid.
//   WMMA: A signed, B signed (neg_lo bits 0 and 1 of the integer forms), clamp, op_sel[2]
//   (the 16-bit results: which half of each register holds them).
struct MatrixMods {
  unsigned cbsz = 0, abid = 0, blgp = 0;
  bool signA = false, signB = false, clamp = false, opselHi = false;
};
uint64_t packMatrix(unsigned index, const MatrixMods& m);
unsigned matrixIndex(uint64_t imm);
MatrixMods matrixMods(uint64_t imm);

}  // namespace gfxsim::ir
