// Matrix fused multiply-add (gfx90a and gfx942 v_mfma_*, gfx942 v_smfmac_*): D = A * B + C
// for every block of the instruction, the whole wave at once. Operands and their lane layout come from the shape
// table (mfma.h); A and B are read from VGPRs or AGPRs, C (a register tuple or an inline
// constant) and D live in AGPRs or VGPRs (acc_cd), as the decoder resolved them.
//
// EXEC: the result of an MFMA mixes the values of every lane, so there is no per-lane
// meaning to a masked lane; gfxsim reads and writes the whole wave whatever EXEC holds
// (compilers issue MFMA with EXEC all ones; a model choice, see sim/isa/QUIRKS.md).
//
// Numerics (sim/isa/QUIRKS.md, "gfx90a matrix instructions"):
// - i8 -> i32: each product is exact, the sum with C is taken modulo 2^32 (two's complement
//   wraparound, no saturation). Integer addition is associative, so this is bit-exact
//   whatever order the hardware adds in.
// - f64: D = C, then for k = 0..K-1 D = fma(A[i][k], B[k][j], D), each step one IEEE
//   binary64 fused multiply-add rounded to nearest even; denormals kept.
// - f32, f16, bf16 -> f32: AMD documents neither the order nor the precision of the adds.
//   gfxsim's model is the same step-by-step chain in binary32 (fma, round to nearest even,
//   C first, k ascending). For f16 and bf16 inputs every product is exact in binary32, so
//   only the K additions round. MIOpen's "MI200 matrix fused multiply-add (MFMA) behavior
//   specifics" states that MFMA_F16, MFMA_BF16 and MFMA_BF16_1K flush subnormal input and
//   output data to zero: the model flushes subnormal A and B values, C, every partial sum
//   and D to a zero of the same sign for those rows; the f32 rows keep subnormals. MODE's
//   rounding and denormal controls are not consulted (the matrix unit is outside the VALU
//   MODE path in the model). A NaN result is the format's default NaN.
// - gfx942 (sim/isa/QUIRKS.md, "gfx942 matrix instructions"): fp8/bf8 inputs are decoded
//   exactly (fp8.h) and xf32 inputs keep the top 10 of their 23 fraction bits; every product
//   is then exact in binary32 and the same fma chain accumulates, keeping subnormals. The
//   f64 rows take NEG (in the BLGP bits): bit 0 negates A, bit 1 B, bit 2 C. SMFMAC sums the
//   products of A's held values, in slot order, with the B values their indices select.
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "func/fp8.h"
#include "func/fp_core.h"
#include "func/mfma.h"
#include "func/semantics.h"

namespace gfxsim::func {

namespace mfma {

namespace {

using E = Elem;
constexpr Shape kShapes[] = {
    {"v_mfma_f32_32x32x1f32", 32, 32, 1, 2, E::F32, E::F32, E::F32, true},
    {"v_mfma_f32_16x16x1f32", 16, 16, 1, 4, E::F32, E::F32, E::F32, true},
    {"v_mfma_f32_4x4x1f32", 4, 4, 1, 16, E::F32, E::F32, E::F32, true},
    {"v_mfma_f32_32x32x2f32", 32, 32, 2, 1, E::F32, E::F32, E::F32, true},
    {"v_mfma_f32_16x16x4f32", 16, 16, 4, 1, E::F32, E::F32, E::F32, true},
    {"v_mfma_f32_32x32x4f16", 32, 32, 4, 2, E::F16, E::F16, E::F32, true},
    {"v_mfma_f32_16x16x4f16", 16, 16, 4, 4, E::F16, E::F16, E::F32, true},
    {"v_mfma_f32_4x4x4f16", 4, 4, 4, 16, E::F16, E::F16, E::F32, true},
    {"v_mfma_f32_32x32x8f16", 32, 32, 8, 1, E::F16, E::F16, E::F32, true},
    {"v_mfma_f32_16x16x16f16", 16, 16, 16, 1, E::F16, E::F16, E::F32, true},
    {"v_mfma_i32_32x32x4i8", 32, 32, 4, 2, E::I8, E::I8, E::I32, true},
    {"v_mfma_i32_16x16x4i8", 16, 16, 4, 4, E::I8, E::I8, E::I32, true},
    {"v_mfma_i32_4x4x4i8", 4, 4, 4, 16, E::I8, E::I8, E::I32, true},
    {"v_mfma_i32_32x32x8i8", 32, 32, 8, 1, E::I8, E::I8, E::I32, true},
    {"v_mfma_i32_16x16x16i8", 16, 16, 16, 1, E::I8, E::I8, E::I32, true},
    {"v_mfma_f32_32x32x4bf16_1k", 32, 32, 4, 2, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f32_16x16x4bf16_1k", 16, 16, 4, 4, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f32_4x4x4bf16_1k", 4, 4, 4, 16, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f32_32x32x8bf16_1k", 32, 32, 8, 1, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f32_16x16x16bf16_1k", 16, 16, 16, 1, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f32_32x32x2bf16", 32, 32, 2, 2, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f32_16x16x2bf16", 16, 16, 2, 4, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f32_4x4x2bf16", 4, 4, 2, 16, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f32_32x32x4bf16", 32, 32, 4, 1, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f32_16x16x8bf16", 16, 16, 8, 1, E::BF16, E::BF16, E::F32, true},
    {"v_mfma_f64_16x16x4f64", 16, 16, 4, 1, E::F64, E::F64, E::F64, false},
    {"v_mfma_f64_4x4x4f64", 4, 4, 4, 4, E::F64, E::F64, E::F64, false},
    // gfx942 (CDNA3) rows that are new, not renamed gfx90a ones.
    {"v_mfma_f32_16x16x8_xf32", 16, 16, 8, 1, E::XF32, E::XF32, E::F32, true},
    {"v_mfma_f32_32x32x4_xf32", 32, 32, 4, 1, E::XF32, E::XF32, E::F32, true},
    {"v_mfma_i32_32x32x16_i8", 32, 32, 16, 1, E::I8, E::I8, E::I32, true},
    {"v_mfma_i32_16x16x32_i8", 16, 16, 32, 1, E::I8, E::I8, E::I32, true},
    {"v_mfma_f32_16x16x32_bf8_bf8", 16, 16, 32, 1, E::BF8, E::BF8, E::F32, true},
    {"v_mfma_f32_16x16x32_bf8_fp8", 16, 16, 32, 1, E::BF8, E::FP8, E::F32, true},
    {"v_mfma_f32_16x16x32_fp8_bf8", 16, 16, 32, 1, E::FP8, E::BF8, E::F32, true},
    {"v_mfma_f32_16x16x32_fp8_fp8", 16, 16, 32, 1, E::FP8, E::FP8, E::F32, true},
    {"v_mfma_f32_32x32x16_bf8_bf8", 32, 32, 16, 1, E::BF8, E::BF8, E::F32, true},
    {"v_mfma_f32_32x32x16_bf8_fp8", 32, 32, 16, 1, E::BF8, E::FP8, E::F32, true},
    {"v_mfma_f32_32x32x16_fp8_bf8", 32, 32, 16, 1, E::FP8, E::BF8, E::F32, true},
    {"v_mfma_f32_32x32x16_fp8_fp8", 32, 32, 16, 1, E::FP8, E::FP8, E::F32, true},
    {"v_smfmac_f32_16x16x32_f16", 16, 16, 32, 1, E::F16, E::F16, E::F32, false, true},
    {"v_smfmac_f32_32x32x16_f16", 32, 32, 16, 1, E::F16, E::F16, E::F32, false, true},
    {"v_smfmac_f32_16x16x32_bf16", 16, 16, 32, 1, E::BF16, E::BF16, E::F32, false, true},
    {"v_smfmac_f32_32x32x16_bf16", 32, 32, 16, 1, E::BF16, E::BF16, E::F32, false, true},
    {"v_smfmac_i32_16x16x64_i8", 16, 16, 64, 1, E::I8, E::I8, E::I32, false, true},
    {"v_smfmac_i32_32x32x32_i8", 32, 32, 32, 1, E::I8, E::I8, E::I32, false, true},
    {"v_smfmac_f32_16x16x64_bf8_bf8", 16, 16, 64, 1, E::BF8, E::BF8, E::F32, false, true},
    {"v_smfmac_f32_16x16x64_bf8_fp8", 16, 16, 64, 1, E::BF8, E::FP8, E::F32, false, true},
    {"v_smfmac_f32_16x16x64_fp8_bf8", 16, 16, 64, 1, E::FP8, E::BF8, E::F32, false, true},
    {"v_smfmac_f32_16x16x64_fp8_fp8", 16, 16, 64, 1, E::FP8, E::FP8, E::F32, false, true},
    {"v_smfmac_f32_32x32x32_bf8_bf8", 32, 32, 32, 1, E::BF8, E::BF8, E::F32, false, true},
    {"v_smfmac_f32_32x32x32_bf8_fp8", 32, 32, 32, 1, E::BF8, E::FP8, E::F32, false, true},
    {"v_smfmac_f32_32x32x32_fp8_bf8", 32, 32, 32, 1, E::FP8, E::BF8, E::F32, false, true},
    {"v_smfmac_f32_32x32x32_fp8_fp8", 32, 32, 32, 1, E::FP8, E::FP8, E::F32, false, true},
};

}  // namespace

std::span<const Shape> shapes() { return kShapes; }

const Shape* findShape(std::string_view mnemonic) {
  for (const Shape& s : kShapes)
    if (mnemonic == s.mnemonic) return &s;
  return nullptr;
}

}  // namespace mfma

namespace {

using mfma::Elem;
using mfma::Shape;

constexpr unsigned kMaxPerLane = 16;  // K values one lane holds (gfx942 SMFMAC i8/fp8 B: 16)
constexpr unsigned kMaxOutDwords = 32;

// The first register's lanes of a register tuple of `dwords` registers (consecutive
// kMaxLanes-lane arrays), checked against the wave's allocation.
uint32_t* tuple(Exec& x, const Opnd& o, unsigned dwords, const char* what) {
  if (o.kind != OpnKind::Vgpr && o.kind != OpnKind::Agpr) fault(std::string("MFMA ") + what + ": register operand expected");
  bool a = o.kind == OpnKind::Agpr;
  if (o.reg + dwords > (a ? x.w.numA : x.w.numV))
    fault(std::string("MFMA ") + what + ": " + (a ? "AGPR a" : "VGPR v") + std::to_string(o.reg) + " tuple of " +
          std::to_string(dwords) + " beyond the wave's allocation");
  return a ? x.w.agpr(o.reg) : x.w.vgpr(o.reg);
}

// Element e (of `bits` bits) of a lane's source operand: values are packed from bit 0 of the
// first register up, 64-bit values spanning a register pair.
inline uint64_t elemRaw(const uint32_t* base, unsigned bits, unsigned lane, unsigned e) {
  unsigned bit = e * bits, reg = bit / 32;
  if (bits == 64) return base[reg * kMaxLanes + lane] | (static_cast<uint64_t>(base[(reg + 1) * kMaxLanes + lane]) << 32);
  uint32_t v = base[reg * kMaxLanes + lane];
  return bits == 32 ? v : (v >> (bit % 32)) & ((1u << bits) - 1u);
}

inline float flush32(float v) { return std::fpclassify(v) == FP_SUBNORMAL ? std::copysign(0.0f, v) : v; }

// One input element as the accumulator's arithmetic type.
template <class T>
inline T inputValue(Elem e, uint64_t raw) {
  switch (e) {
    case Elem::F32: return static_cast<T>(f32(static_cast<uint32_t>(raw)));
    case Elem::F16: return static_cast<T>(halfToFloat(F16::flush(static_cast<uint16_t>(raw), false)));
    case Elem::BF16: return static_cast<T>(flush32(f32(static_cast<uint32_t>(raw & 0xffffu) << 16)));
    case Elem::I8: return static_cast<T>(static_cast<int8_t>(raw));
    case Elem::I32: return static_cast<T>(static_cast<int32_t>(raw));
    case Elem::F64: return static_cast<T>(f64(raw));
    case Elem::FP8: return static_cast<T>(fp8::decode(fp8::kFp8, static_cast<uint8_t>(raw)));
    case Elem::BF8: return static_cast<T>(fp8::decode(fp8::kBf8, static_cast<uint8_t>(raw)));
    case Elem::XF32: {
      uint32_t v = static_cast<uint32_t>(raw);
      // NaN stays NaN (its payload may sit in the dropped bits only).
      return static_cast<T>(std::isnan(f32(v)) ? f32(F32::defaultNan) : f32(v & 0xffffe000u));
    }
  }
  return T{};
}

// The accumulator of one result element, per output type.
struct AccF32 {
  using T = float;
  bool flushes;
  T load(uint64_t raw) const { return step(f32(static_cast<uint32_t>(raw))); }
  T step(T v) const { return flushes ? flush32(v) : v; }
  T mac(T a, T b, T c) const { return step(std::fma(a, b, c)); }
  uint64_t store(T v) const { return std::isnan(v) ? F32::defaultNan : bits(v); }
};
struct AccF64 {
  using T = double;
  T load(uint64_t raw) const { return f64(raw); }
  T mac(T a, T b, T c) const { return std::fma(a, b, c); }
  uint64_t store(T v) const { return std::isnan(v) ? F64::defaultNan : bits(v); }
};
struct AccI32 {
  using T = int64_t;  // inputs (i8) sign-extended; the sum wraps at 32 bits on store and per step
  T load(uint64_t raw) const { return static_cast<int32_t>(raw); }
  T mac(T a, T b, T c) const { return static_cast<int32_t>(static_cast<uint32_t>(a * b + c)); }
  uint64_t store(T v) const { return static_cast<uint32_t>(v); }
};

// The dense product of one block in the model's order: D[i][j] starts from C[i][j] and adds
// A[i][k] * B[k][j] for k ascending, one rounded step each (Acc::mac). The loops run i, k, j so
// that each element keeps that order while a whole row of j goes at once: with N known at
// compile time and the fma instructions (the clone below) the compiler turns the j loop into
// vector fused multiply-adds, which round exactly as std::fma does. An MFMA is thousands of
// multiply-adds, so this loop is the simulator's cost of a matrix kernel.
// a: m x kk, b: kk x N, d: m x N, all row-major.
template <unsigned N, class Acc, class T = typename Acc::T>
inline void chainRows(const Acc& acc, const T* __restrict a, const T* __restrict b, T* __restrict d, unsigned m, unsigned kk) {
  for (unsigned i = 0; i < m; ++i) {
    T* __restrict row = d + i * N;
    for (unsigned k = 0; k < kk; ++k) {
      const T x = a[i * kk + k];
      const T* __restrict y = b + k * N;
      for (unsigned j = 0; j < N; ++j) row[j] = acc.mac(x, y[j], row[j]);
    }
  }
}

template <class Acc, class T = typename Acc::T>
inline void chainBlock(const Acc& acc, const T* a, const T* b, T* d, unsigned m, unsigned n, unsigned kk) {
  switch (n) {
    case 4: chainRows<4>(acc, a, b, d, m, kk); return;
    case 16: chainRows<16>(acc, a, b, d, m, kk); return;
    default: chainRows<32>(acc, a, b, d, m, kk); return;  // the shapes' N: 4, 16 or 32
  }
}

// x86-64: a second copy of the chains built for the FMA instruction set, chosen once at load
// time when the host has it (the rounding is the same: one correctly rounded fma per step).
#if defined(__x86_64__) && defined(__ELF__)
#define GFXSIM_FMA_CLONES __attribute__((target_clones("fma", "default"), flatten))
#else
#define GFXSIM_FMA_CLONES
#endif

// The flush is written as a compare and select, which vectorises (flush32 classifies).
struct AccF32Flush {
  using T = float;
  T mac(T a, T b, T c) const {
    T v = std::fma(a, b, c);
    return std::fabs(v) < std::numeric_limits<float>::min() ? std::copysign(0.0f, v) : v;
  }
};
struct AccF32Keep {
  using T = float;
  T mac(T a, T b, T c) const { return std::fma(a, b, c); }
};
struct AccU32 {  // i8 x i8 + i32 wrapping at 32 bits: the same in unsigned arithmetic
  using T = uint32_t;
  T mac(T a, T b, T c) const { return a * b + c; }
};

GFXSIM_FMA_CLONES void chainF32(const float* a, const float* b, float* d, unsigned m, unsigned n, unsigned kk, bool flushes) {
  if (flushes)
    chainBlock(AccF32Flush{}, a, b, d, m, n, kk);
  else
    chainBlock(AccF32Keep{}, a, b, d, m, n, kk);
}
GFXSIM_FMA_CLONES void chainF64(const double* a, const double* b, double* d, unsigned m, unsigned n, unsigned kk) {
  chainBlock(AccF64{}, a, b, d, m, n, kk);
}
void chainI32(const uint32_t* a, const uint32_t* b, uint32_t* d, unsigned m, unsigned n, unsigned kk) {
  chainBlock(AccU32{}, a, b, d, m, n, kk);
}

// The dense block product for each accumulator: the flushing f32 path flushes partial sums as
// AccF32::mac does; the integer path works on the 32-bit images of the sign-extended values.
void denseBlock(const AccF32& acc, const float* a, const float* b, float* d, unsigned m, unsigned n, unsigned kk) {
  chainF32(a, b, d, m, n, kk, acc.flushes);
}
void denseBlock(const AccF64&, const double* a, const double* b, double* d, unsigned m, unsigned n, unsigned kk) {
  chainF64(a, b, d, m, n, kk);
}
void denseBlock(const AccI32&, const int64_t* a, const int64_t* b, int64_t* d, unsigned m, unsigned n, unsigned kk) {
  std::array<uint32_t, 32 * 32> ua, ub, ud;
  for (unsigned q = 0; q < m * kk; ++q) ua[q] = static_cast<uint32_t>(a[q]);
  for (unsigned q = 0; q < kk * n; ++q) ub[q] = static_cast<uint32_t>(b[q]);
  for (unsigned q = 0; q < m * n; ++q) ud[q] = static_cast<uint32_t>(d[q]);
  chainI32(ua.data(), ub.data(), ud.data(), m, n, kk);
  for (unsigned q = 0; q < m * n; ++q) d[q] = static_cast<int32_t>(ud[q]);
}

// Where each element of one shape lives, computed once per row from the shape's formulas (the
// divisions in them would otherwise run for every element of every MFMA): for block b, A[i][k]
// and B[k][j] as lane * kMaxPerLane + slot in the unpacked operands (B without BLGP), and
// C/D[i][j] as its index in the result tuple's dwords.
struct Layout {
  std::vector<uint16_t> a, b, out;
  explicit Layout(const Shape& s) {
    const unsigned bl = s.blocks, m = s.m, n = s.n, k = s.k;
    a.resize(bl * m * k);
    b.resize(bl * k * n);
    out.resize(bl * m * n);
    for (unsigned blk = 0; blk < bl; ++blk) {
      for (unsigned i = 0; i < m; ++i)
        for (unsigned kk = 0; kk < k; ++kk) a[(blk * m + i) * k + kk] = static_cast<uint16_t>(s.inLane(m, i, kk, blk) * kMaxPerLane + s.inSlot(kk));
      for (unsigned kk = 0; kk < k; ++kk)
        for (unsigned j = 0; j < n; ++j) b[(blk * k + kk) * n + j] = static_cast<uint16_t>(s.inLane(n, j, kk, blk) * kMaxPerLane + s.inSlot(kk));
      for (unsigned i = 0; i < m; ++i)
        for (unsigned j = 0; j < n; ++j)
          out[(blk * m + i) * n + j] = static_cast<uint16_t>(s.outIndex(i, j, blk) * s.outWords() * kMaxLanes + s.outLane(i, j, blk));
    }
  }
};

// `neg`: the f64 rows' NEG bits on gfx942 (bit 0 A, bit 1 B, bit 2 C); 0 elsewhere.
template <class Acc>
void mfmaCompute(Exec& x, const DecodedInst& d, const Shape& s, const Layout& lay, const Acc& acc, unsigned neg) {
  using T = typename Acc::T;
  if (x.w.size != kMaxLanes) fault("MFMA needs a wave64 wave");
  const unsigned kpl = s.kPerLane(), apl = s.aPerLane(), outW = s.outWords(), outDw = s.outDwords();
  const unsigned aBits = mfma::elemBits(s.in), bBits = mfma::elemBits(s.inB);

  // A and B, unpacked per lane (all lanes: MFMA reads the whole wave). For SMFMAC, aK holds
  // the lane-relative K position (0 .. kpl-1) of each held A value.
  std::array<std::array<T, kMaxPerLane>, kMaxLanes> av, bv;
  std::array<std::array<uint8_t, kMaxPerLane>, kMaxLanes> aK;
  const uint32_t* aBase = tuple(x, d.srcOp(0), s.aDwords(), "src0");
  const uint32_t* bBase = tuple(x, d.srcOp(1), s.bDwords(), "src1");
  const uint32_t* idx = s.sparse ? tuple(x, d.srcOp(2), 1, "src2 (sparsity index)") : nullptr;
  const unsigned idxShift = s.sparse ? (d.cbsz ? 0u : (d.abid % s.indexSets()) * kpl) : 0u;
  const T aSign = (neg & 1) ? T(-1) : T(1), bSign = (neg & 2) ? T(-1) : T(1);
  for (unsigned l = 0; l < kMaxLanes; ++l) {
    for (unsigned e = 0; e < apl; ++e) {
      av[l][e] = aSign * inputValue<T>(s.in, elemRaw(aBase, aBits, l, e));
      aK[l][e] = static_cast<uint8_t>(s.sparse ? (e / 2) * 4 + ((idx[l] >> (idxShift + 2 * e)) & 3u) : e);
    }
    for (unsigned e = 0; e < kpl; ++e) bv[l][e] = bSign * inputValue<T>(s.inB, elemRaw(bBase, bBits, l, e));
  }

  // C, read whole before D is written (C and D may be the same tuple; SMFMAC's C is D's tuple).
  std::array<uint32_t, kMaxOutDwords * kMaxLanes> out;
  const Opnd& c = s.sparse ? d.dstOp(0) : d.srcOp(2);
  if (c.kind == OpnKind::Imm) {
    for (unsigned r = 0; r < outDw; r += outW)
      for (unsigned l = 0; l < kMaxLanes; ++l) {
        out[r * kMaxLanes + l] = static_cast<uint32_t>(c.imm);
        if (outW == 2) out[(r + 1) * kMaxLanes + l] = static_cast<uint32_t>(c.imm >> 32);
      }
  } else {
    std::memcpy(out.data(), tuple(x, c, outDw, s.sparse ? "vdst (C)" : "src2"), sizeof(uint32_t) * outDw * kMaxLanes);
  }

  const bool mods = s.modifiers;
  const unsigned blgp = mods ? d.blgp : 0u;
  const unsigned groups = s.kGroups(s.m);
  // One block's A (m x k), B (k x n) and C/D (m x n), row-major, for the dense rows.
  std::array<T, 32 * 32> am, bm, dm;
  for (unsigned b = 0; b < s.blocks; ++b) {
    const unsigned ab = s.aBlock(b, d.cbsz, d.abid);
    const uint16_t* slots = lay.out.data() + b * s.m * s.n;
    for (unsigned i = 0; i < s.m; ++i)
      for (unsigned j = 0; j < s.n; ++j) {
        unsigned slot = slots[i * s.n + j];
        uint64_t craw = out[slot];
        if (outW == 2) craw |= static_cast<uint64_t>(out[slot + kMaxLanes]) << 32;
        T sum = acc.load(craw);
        if (neg & 4) sum = -sum;
        if (s.sparse) {
          for (unsigned g = 0; g < groups; ++g) {
            const auto& al = av[s.inLane(s.m, i, g * kpl, 0)];
            const auto& ak = aK[s.inLane(s.m, i, g * kpl, 0)];
            const auto& bl = bv[s.inLane(s.n, j, g * kpl, 0)];
            for (unsigned e = 0; e < apl; ++e) sum = acc.mac(al[e], bl[ak[e]], sum);
          }
        }
        dm[i * s.n + j] = sum;
      }
    if (!s.sparse) {
      const T* avFlat = av[0].data();
      const uint16_t* aAt = lay.a.data() + ab * s.m * s.k;
      for (unsigned q = 0; q < s.m * s.k; ++q) am[q] = avFlat[aAt[q]];
      if (blgp == 0) {
        const T* bvFlat = bv[0].data();
        const uint16_t* bAt = lay.b.data() + b * s.k * s.n;
        for (unsigned q = 0; q < s.k * s.n; ++q) bm[q] = bvFlat[bAt[q]];
      } else {
        for (unsigned k = 0; k < s.k; ++k)
          for (unsigned j = 0; j < s.n; ++j) bm[k * s.n + j] = bv[mfma::blgpLane(s.inLane(s.n, j, k, b), blgp)][s.inSlot(k)];
      }
      denseBlock(acc, am.data(), bm.data(), dm.data(), s.m, s.n, s.k);
    }
    for (unsigned i = 0; i < s.m; ++i)
      for (unsigned j = 0; j < s.n; ++j) {
        unsigned slot = slots[i * s.n + j];
        uint64_t r = acc.store(dm[i * s.n + j]);
        out[slot] = static_cast<uint32_t>(r);
        if (outW == 2) out[slot + kMaxLanes] = static_cast<uint32_t>(r >> 32);
      }
  }
  std::memcpy(tuple(x, d.dstOp(0), outDw, "vdst"), out.data(), sizeof(uint32_t) * outDw * kMaxLanes);
}

void execShape(Exec& x, const DecodedInst& d, const Shape& s, const Layout& lay) {
  switch (s.out) {
    case Elem::F64: mfmaCompute(x, d, s, lay, AccF64{}, d.acceptsNeg ? d.blgp & 7u : 0u); return;
    case Elem::I32: mfmaCompute(x, d, s, lay, AccI32{}, 0); return;
    default: mfmaCompute(x, d, s, lay, AccF32{s.in == Elem::F16 || s.in == Elem::BF16}, 0); return;
  }
}

// One semantic function per table row (semantic functions are plain function pointers).
template <size_t I>
void mfmaRow(Exec& x, const DecodedInst& d) {
  static const Layout layout(mfma::kShapes[I]);
  execShape(x, d, mfma::kShapes[I], layout);
}

template <size_t... I>
void registerRows(std::index_sequence<I...>) {
  (registerSemantic(mfma::kShapes[I].mnemonic, &mfmaRow<I>), ...);
}

}  // namespace

void registerMfmaOps() { registerRows(std::make_index_sequence<std::size(mfma::kShapes)>{}); }

}  // namespace gfxsim::func
