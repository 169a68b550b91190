// Cross-lane and register-file moves: v_readlane/v_writelane/v_readfirstlane, AGPR moves
// (gfx90a), v_pk_mov_b32.
#include <bit>

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

}  // namespace

void registerLaneOps() {
  registerSemantics({
      {"v_readfirstlane_b32", v_readfirstlane_b32}, {"v_readlane_b32", v_readlane_b32},
      {"v_writelane_b32", v_writelane_b32}, {"v_accvgpr_read_b32", accMove}, {"v_accvgpr_write_b32", accMove},
      {"v_accvgpr_mov_b32", accMove}, {"v_pk_mov_b32", v_pk_mov_b32},
  });
}

}  // namespace gfxsim::func
