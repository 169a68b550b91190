// Cross-lane and register-file moves: v_readlane/v_writelane/v_readfirstlane, AGPR moves
// (gfx90a), v_pk_mov_b32, M0-relative VGPR moves (v_movrel*, v_swaprel_b32), v_swap_b32 and
// the gfx10 row permutes v_permlane16_b32 / v_permlanex16_b32 and gfx11's v_permlane64_b32.
#include <bit>
#include <string>
#include <utility>

#include "func/ops_helpers.h"
#include "func/semantics.h"

namespace gfxsim::func {

namespace {

// v_readfirstlane_b32 sdst, vsrc: the first active lane (lane 0 when EXEC is 0).
void v_readfirstlane_b32(Exec& x, const DecodedInst& d) {
  uint32_t t[kMaxLanes];
  const uint32_t* a = vsrc32(x, d, 0, t);
  uint64_t e = x.w.exec();
  unsigned lane = e ? static_cast<unsigned>(std::countr_zero(e)) : 0;
  sset32(x, d.dstOp(0), a[lane]);
}

// v_readlane_b32 sdst, vsrc, ssrc(lane): any lane, EXEC ignored.
void v_readlane_b32(Exec& x, const DecodedInst& d) {
  const Opnd& src = d.srcOp(0);
  if (src.kind != OpnKind::Vgpr) fault("v_readlane source must be a VGPR");
  unsigned lane = sget32(x, d.srcOp(1)) % x.w.size;
  sset32(x, d.dstOp(0), x.w.vgpr(src.reg)[lane]);
}

// v_writelane_b32 vdst, ssrc(value), ssrc(lane): one lane, EXEC ignored.
void v_writelane_b32(Exec& x, const DecodedInst& d) {
  uint32_t v = sget32(x, d.srcOp(0));
  unsigned lane = sget32(x, d.srcOp(1)) % x.w.size;
  const Opnd& dst = d.dstOp(0);
  if (dst.kind != OpnKind::Vgpr || dst.reg >= x.w.numV) fault("v_writelane destination must be an allocated VGPR");
  x.w.vgpr(dst.reg)[lane] = v;
}

// AGPR <-> VGPR moves are plain moves; the operand kinds say which file.
void accMove(Exec& x, const DecodedInst& d) {
  valu1(x, d, [](uint32_t a) { return a; });
}

// v_pk_mov_b32 (gfx90a): D.lo = op_sel[0] ? S0.hi : S0.lo, D.hi = op_sel[1] ? S1.hi : S1.lo,
// over 64-bit register pairs.
void v_pk_mov_b32(Exec& x, const DecodedInst& d) {
  uint64_t a[kMaxLanes], b[kMaxLanes], r[kMaxLanes];
  vsrc64(x, d, 0, a);
  vsrc64(x, d, 1, b);
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) {
    uint64_t lo = (d.opsel & 1) ? a[l] >> 32 : a[l] & 0xffffffffull;
    uint64_t hi = (d.opsel & 2) ? b[l] >> 32 : b[l] & 0xffffffffull;
    r[l] = lo | (hi << 32);
  });
  vwrite64(x, d, 0, r, m);
}

// M0-relative VGPR indexing: the offset a v_movrel* operand adds to its register number.
// Whole M0 for v_movreld/movrels/movrelsd; M0[9:0] for the source and M0[25:16] for the
// destination of v_movrelsd_2_b32 and v_swaprel_b32 (gfx10).
enum class Rel : uint8_t { None, M0, M0Lo, M0Hi };

uint32_t* relVgpr(Exec& x, const Opnd& o, Rel rel) {
  if (o.kind != OpnKind::Vgpr) fault("VGPR operand expected");
  uint32_t m0 = x.w.s[x.w.regs->m0];
  uint64_t off = rel == Rel::M0 ? m0 : rel == Rel::M0Lo ? (m0 & 0x3ffu) : rel == Rel::M0Hi ? ((m0 >> 16) & 0x3ffu) : 0u;
  uint64_t r = o.reg + off;
  if (r >= x.w.numV) fault("relative VGPR v" + std::to_string(r) + " beyond the wave's allocation");
  return x.w.vgpr(static_cast<unsigned>(r));
}

// VGPR[dst + off] = VGPR[src + off] (Swap: and the other way round) for the active lanes.
template <Rel Src, Rel Dst, bool Swap>
void relMove(Exec& x, const DecodedInst& d) {
  uint64_t m = activeLanes(x) & x.w.laneMask;
  uint32_t* dst = relVgpr(x, d.dstOp(0), Dst);
  if (!Swap && Src == Rel::None && Dst != Rel::None) {
    // v_movreld_b32: any source operand (constants, SGPRs, DPP/SDWA VGPRs).
    uint32_t t[kMaxLanes];
    const uint32_t* a = vsrc32(x, d, 0, t);
    m &= x.writeMask;
    forLanes(m, [&](unsigned l) { dst[l] = a[l]; });
    return;
  }
  if (d.form != Form::Plain) fault(d.mnemonic() + ": DPP/SDWA forms are not supported");
  uint32_t* src = relVgpr(x, d.srcOp(0), Src);
  if (Swap) forLanes(m, [&](unsigned l) { std::swap(dst[l], src[l]); });
  else forLanes(m, [&](unsigned l) { dst[l] = src[l]; });
}

// v_permlane16_b32 / v_permlanex16_b32 vdst, vsrc, lanesel_lo, lanesel_hi: lane l reads
// lane (its row, or for X the other row of its 32-lane half) + nibble (l % 16) of the
// 64-bit select. op_sel[0] = FI (inactive source lanes read too), op_sel[1] = BOUND_CTRL
// (an inactive source lane gives 0); otherwise such a lane keeps its destination.
template <bool Cross>
void permlane(Exec& x, const DecodedInst& d) {
  const Opnd& so = d.srcOp(0);
  if (so.kind != OpnKind::Vgpr || so.reg >= x.w.numV) fault("v_permlane source must be an allocated VGPR");
  const uint32_t* src = x.w.vgpr(so.reg);
  uint64_t sel = sget32(x, d.srcOp(1)) | (static_cast<uint64_t>(sget32(x, d.srcOp(2))) << 32);
  bool fi = d.opsel & 1, boundCtrl = (d.opsel >> 1) & 1;
  uint64_t exec = x.w.exec(), write = 0;
  uint32_t r[kMaxLanes];
  forLanes(activeLanes(x), [&](unsigned l) {
    unsigned row = (l & ~15u) ^ (Cross ? 16u : 0u);
    unsigned from = row + static_cast<unsigned>((sel >> (4 * (l & 15u))) & 15u);
    if (fi || ((exec >> from) & 1)) r[l] = src[from];
    else if (boundCtrl) r[l] = 0;
    else return;
    write |= 1ull << l;
  });
  vwrite32(x, d, 0, r, write);
}

// v_permlane64_b32 vdst, vsrc (gfx11): in wave64 lane l reads lane l ^ 32 of the source
// (the two 32-lane halves swap), whether that lane is active or not; active lanes are
// written. The RDNA3 ISA makes it a no-operation in wave32 (LLVM folds the intrinsic to its
// operand there and never emits the instruction).
void v_permlane64_b32(Exec& x, const DecodedInst& d) {
  if (x.w.size != 64) return;
  const Opnd& so = d.srcOp(0);
  if (so.kind != OpnKind::Vgpr || so.reg >= x.w.numV) fault("v_permlane64 source must be an allocated VGPR");
  const uint32_t* src = x.w.vgpr(so.reg);
  uint32_t r[kMaxLanes];
  uint64_t m = activeLanes(x);
  forLanes(m, [&](unsigned l) { r[l] = src[l ^ 32u]; });
  vwrite32(x, d, 0, r, m);
}

}  // namespace

void registerLaneOps() {
  registerSemantics({
      {"v_readfirstlane_b32", v_readfirstlane_b32}, {"v_readlane_b32", v_readlane_b32},
      {"v_writelane_b32", v_writelane_b32}, {"v_accvgpr_read_b32", accMove}, {"v_accvgpr_write_b32", accMove},
      {"v_accvgpr_mov_b32", accMove}, {"v_pk_mov_b32", v_pk_mov_b32},
      {"v_movreld_b32", relMove<Rel::None, Rel::M0, false>}, {"v_movrels_b32", relMove<Rel::M0, Rel::None, false>},
      {"v_movrelsd_b32", relMove<Rel::M0, Rel::M0, false>}, {"v_movrelsd_2_b32", relMove<Rel::M0Lo, Rel::M0Hi, false>},
      {"v_swap_b32", relMove<Rel::None, Rel::None, true>}, {"v_swaprel_b32", relMove<Rel::M0Lo, Rel::M0Hi, true>},
      {"v_permlane16_b32", permlane<false>}, {"v_permlanex16_b32", permlane<true>},
      {"v_permlane64_b32", v_permlane64_b32},
  });
}

}  // namespace gfxsim::func
