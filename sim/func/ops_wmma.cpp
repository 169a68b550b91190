// gfx11 (RDNA3) wave matrix multiply-accumulate: v_wmma_* compute D = A x B + C on 16x16
// matrices (K = 16) held across the lanes of one wave, wave32 and wave64.
//
// Register layout (AMD "RDNA3 Instruction Set Architecture" reference guide, section 7.9
// "Wave Matrix Multiply Accumulate"; AMD GPUOpen, "How to accelerate AI applications on
// RDNA 3 using WMMA"; the AMD Matrix Instruction Calculator's gfx11 tables):
// - A[i][k] is in lane i of the A registers, B[k][j] in lane j of the B registers, element
//   k of the lane in register k*bits/32 at bit (k*bits)%32 (16-bit: two per register, iu8:
//   four, iu4: eight). Lanes 16-31 (and 32-47, 48-63 in wave64) must hold copies of lanes
//   0-15. The simulator reads row i of A and column j of B for an output in rows i = g mod G
//   (G = wave size / 16 lane groups) from the lanes of group g, i.e. each 16-lane group
//   multiplies its own copy: identical to any other reading when the copies agree, as the
//   ISA requires (what the hardware does when they differ is not documented).
// - C and D: element [i][j] in register i / G, lane 16*(i mod G) + j (wave32: 8 registers,
//   rows 2r and 2r+1 in lanes 0-15 and 16-31; wave64: 4 registers, rows 4r..4r+3). The
//   16-bit outputs use one half of each register, op_sel[2] choosing which (for C and D); the
//   other half of the destination keeps its value (LLVM ties the destination to C for these
//   forms so that the other half is C's).
// - Modifiers (RDNA3 ISA section 7.9): float forms negate the A/B elements in the low / high
//   16 bits of each register with neg_lo[0] / neg_hi[0] (A) and neg_lo[1] / neg_hi[1] (B);
//   {neg_hi[2], neg_lo[2]} are {ABS, NEG} on C. The integer forms read neg_lo[0] / neg_lo[1]
//   as "A / B elements are signed" (the IU types); neg_lo[2] and neg_hi must be zero (the
//   simulator faults otherwise). op_sel[1:0] are unused. C may be an inline constant: every
//   element takes its value (a 16-bit form replicates the 16-bit constant in both halves).
// - EXEC: the instruction works on the whole wave and writes every lane whatever EXEC holds
//   (the ISA pseudo-code sets EXEC to all ones around the operation).
//
// Numerics. The integer forms are exact: the 16 products plus C are summed exactly (the
// products of 16 elements need at most 21 bits) and the sum wraps to 32 bits, or with CLAMP
// saturates to the signed i32 range as v_dot4_i32_iu8 does (LLVM's builtins expose the
// clamp bit for the integer forms only; the ISA ignores it for the float forms).
// The ISA does not specify the internal order or precision of the float accumulation, and
// no published measurement of RDNA3 WMMA numerics is known to us, so the float forms use a
// stated model: per output, starting from C (f32, or the 16-bit C widened exactly), the 16
// products are added in k order, each as a fused multiply-add rounded once to f32 with
// round-to-nearest-even (the ISA: WMMA rounds to nearest even only); the 16-bit outputs
// round that f32 sum once more into f16/bf16. Denormals follow MODE: f16 inputs the f16
// input control, bf16 inputs and C the f32 input control, the f32 steps the f32 output
// control, the final f16 result the f16 output control. WMMA raises no exceptions.
#include <algorithm>
#include <cstring>

#include "func/fp.h"
#include "func/ops_helpers.h"
#include "func/semantics.h"

namespace gfxsim::func {

namespace {

enum class In : uint8_t { F16, BF16, IU8, IU4 };
enum class Out : uint8_t { F32, F16, BF16, I32 };

constexpr unsigned elementBits(In t) { return t == In::IU8 ? 8 : t == In::IU4 ? 4 : 16; }
constexpr bool isFloat(In t) { return t == In::F16 || t == In::BF16; }

// The first register of a VGPR operand spanning `n` registers.
uint32_t* matrixRegs(Exec& x, const Opnd& o, unsigned n, const char* what) {
  if (o.kind != OpnKind::Vgpr) fault(std::string("unsupported: the WMMA ") + what + " matrix must be in VGPRs");
  if (o.reg + n > x.w.numV) fault(std::string("WMMA ") + what + " registers beyond the wave's allocation");
  return x.w.vgpr(o.reg);
}

// Element k of a lane of an A/B operand (its registers start at `r`), as raw bits.
template <In T>
inline uint32_t element(const uint32_t* r, unsigned lane, unsigned k) {
  constexpr unsigned b = elementBits(T);
  uint32_t v = r[(k * b / 32) * kMaxLanes + lane];
  return (v >> ((k * b) % 32)) & ((1u << b) - 1);
}

// An A/B element as an f32 (float forms: negated by neg_lo / neg_hi for the low / high
// half, input denormals flushed per MODE) or as a 32-bit integer (integer forms: signed
// when neg_lo is set).
template <In T>
inline uint32_t prepare(uint32_t e, unsigned k, bool negLo, bool negHi, const FpMode& m) {
  if constexpr (T == In::F16) {
    if ((k & 1) ? negHi : negLo) e ^= F16::sign;
    return convert<F32, F16>(F16::flush(static_cast<uint16_t>(e), m.keepIn16()), 0, true);
  } else if constexpr (T == In::BF16) {
    if ((k & 1) ? negHi : negLo) e ^= BF16::sign;
    return F32::flush(e << 16, m.keepIn32);
  } else {
    constexpr unsigned b = elementBits(T);
    if (negLo && (e >> (b - 1))) e |= ~((1u << b) - 1);
    return e;
  }
}

// The value every element of C takes from an inline constant. The decoder gives the
// constant of a 256-bit operand as a 64-bit value: an integer constant sign-extended, a
// float constant as f64 bits.
template <Out O>
uint32_t inlineC(uint64_t imm) {
  int64_t s = static_cast<int64_t>(imm);
  bool integer = s >= -16 && s <= 64;
  if constexpr (O == Out::F16 || O == Out::BF16) {
    uint32_t h = integer ? static_cast<uint16_t>(s) : O == Out::F16 ? convert<F16, F64>(imm, 0, true) : convert<BF16, F64>(imm, 0, true);
    return h | (h << 16);
  } else {
    return integer ? static_cast<uint32_t>(s) : convert<F32, F64>(imm, 0, true);
  }
}

template <In T, Out O>
void wmma(Exec& x, const DecodedInst& d) {
  constexpr unsigned abRegs = 16 * elementBits(T) / 32;
  constexpr bool out16 = O == Out::F16 || O == Out::BF16;
  const unsigned groups = x.w.size / 16, cdRegs = 16 / groups;
  const bool hiHalf = out16 && ((d.opsel >> 2) & 1);
  if constexpr (!isFloat(T))
    if ((d.negLo & 4) || d.negHi) fault("unsupported: " + d.mnemonic() + " with neg_lo[2] or neg_hi set");
  const uint32_t* ra = matrixRegs(x, d.srcOp(0), abRegs, "A");
  const uint32_t* rb = matrixRegs(x, d.srcOp(1), abRegs, "B");
  const Opnd& oc = d.srcOp(2);
  const Opnd& od = d.dstOp(0);
  const uint32_t* rc = oc.kind == OpnKind::Imm ? nullptr : matrixRegs(x, oc, cdRegs, "C");
  uint32_t* rd = matrixRegs(x, od, cdRegs, "D");
  FpMode m(x.w.mode);
  const bool sa = d.negLo & 1, sb = (d.negLo >> 1) & 1;  // integer forms: A / B signed

  // A by rows (row i from lane group i mod G), B by columns for each lane group.
  uint32_t a[16][16], b[4][16][16];
  for (unsigned i = 0; i < 16; ++i) {
    unsigned lane = 16 * (i % groups) + i;
    for (unsigned k = 0; k < 16; ++k)
      a[i][k] = prepare<T>(element<T>(ra, lane, k), k, sa, d.negHi & 1, m);
  }
  for (unsigned g = 0; g < groups; ++g)
    for (unsigned j = 0; j < 16; ++j)
      for (unsigned k = 0; k < 16; ++k)
        b[g][k][j] = prepare<T>(element<T>(rb, 16 * g + j, k), k, sb, (d.negHi >> 1) & 1, m);

  const uint32_t immC = oc.kind == OpnKind::Imm ? inlineC<O>(oc.imm) : 0;
  uint32_t result[8][kMaxLanes];
  for (unsigned i = 0; i < 16; ++i) {
    const unsigned g = i % groups, reg = i / groups;
    for (unsigned j = 0; j < 16; ++j) {
      const unsigned lane = 16 * g + j;
      uint32_t c = rc ? rc[reg * kMaxLanes + lane] : immC;
      if (out16) c = (c >> (hiHalf ? 16 : 0)) & 0xffffu;
      uint32_t r;
      if constexpr (isFloat(T)) {
        // C in f32 (input denormals flushed per MODE), with {ABS, NEG} = {neg_hi[2], neg_lo[2]}.
        uint32_t acc;
        if constexpr (O == Out::F16) acc = convert<F32, F16>(F16::flush(static_cast<uint16_t>(c), m.keepIn16()), 0, true);
        else acc = F32::flush(O == Out::BF16 ? c << 16 : c, m.keepIn32);
        if (d.negHi & 4) acc &= ~F32::sign;
        if (d.negLo & 4) acc ^= F32::sign;
        for (unsigned k = 0; k < 16; ++k) acc = fmaRound<F32>(a[i][k], b[g][k][j], acc, 0, m.keepOut32);
        if constexpr (O == Out::F16) r = convert<F16, F32>(acc, 0, m.keepOut16());
        else if constexpr (O == Out::BF16) r = convert<BF16, F32>(acc, 0, m.keepOut32);
        else r = acc;
      } else {
        int64_t sum = static_cast<int32_t>(c);
        for (unsigned k = 0; k < 16; ++k) {
          int64_t ea = sa ? int64_t{static_cast<int32_t>(a[i][k])} : int64_t{a[i][k]};
          int64_t eb = sb ? int64_t{static_cast<int32_t>(b[g][k][j])} : int64_t{b[g][k][j]};
          sum += ea * eb;
        }
        if (d.clamp) sum = std::clamp<int64_t>(sum, INT32_MIN, INT32_MAX);
        r = static_cast<uint32_t>(sum);
      }
      result[reg][lane] = r;
    }
  }
  // Written after every source is read (D may overlap C, A or B), on every lane.
  for (unsigned reg = 0; reg < cdRegs; ++reg) {
    uint32_t* dst = rd + reg * kMaxLanes;
    forLanes(x.w.laneMask, [&](unsigned l) {
      uint32_t v = result[reg][l];
      if (out16) v = hiHalf ? (dst[l] & 0xffffu) | (v << 16) : (dst[l] & 0xffff0000u) | v;
      dst[l] = v;
    });
  }
}

}  // namespace

void registerWmmaOps() {
  registerSemantics({
      {"v_wmma_f32_16x16x16_f16", wmma<In::F16, Out::F32>},
      {"v_wmma_f32_16x16x16_bf16", wmma<In::BF16, Out::F32>},
      {"v_wmma_f16_16x16x16_f16", wmma<In::F16, Out::F16>},
      {"v_wmma_bf16_16x16x16_bf16", wmma<In::BF16, Out::BF16>},
      {"v_wmma_i32_16x16x16_iu8", wmma<In::IU8, Out::I32>},
      {"v_wmma_i32_16x16x16_iu4", wmma<In::IU4, Out::I32>},
  });
}

}  // namespace gfxsim::func
