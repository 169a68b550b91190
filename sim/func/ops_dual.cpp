// VOPD (gfx11 dual issue): one instruction word holding two VALU operations, X and Y. The
// hardware reads every source of both before it writes either destination, so a pair like
// `v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v1, v0` swaps. Each half is an ordinary decoded
// instruction run by its own semantic function (the `sem=` of its row); this file only
// orders them.
#include <algorithm>

#include "func/semantics.h"

namespace gfxsim::func {

namespace {

// Whether `h` reads VGPR `reg` through one of its sources.
bool readsVgpr(const DecodedInst& h, unsigned reg) {
  for (int8_t i : h.src)
    if (i >= 0 && h.op[static_cast<size_t>(i)].kind == OpnKind::Vgpr && h.op[static_cast<size_t>(i)].reg == reg) return true;
  return false;
}

}  // namespace

void execDual(Exec& x, const DecodedInst& d) {
  const DecodedInst& a = *d.dualX;
  const DecodedInst& b = *d.dualY;
  const Opnd& ad = a.dstOp(0);
  if (ad.kind != OpnKind::Vgpr || ad.reg >= x.w.numV || !readsVgpr(b, ad.reg)) {
    a.fn(x, a);
    b.fn(x, b);
    return;
  }
  // Y reads X's destination: Y must see the value from before the instruction. (The
  // destinations differ: the encoding gives them opposite parity.)
  uint32_t before[kMaxLanes], after[kMaxLanes];
  uint32_t* r = x.w.vgpr(ad.reg);
  std::copy(r, r + kMaxLanes, before);
  a.fn(x, a);
  std::copy(r, r + kMaxLanes, after);
  std::copy(before, before + kMaxLanes, r);
  b.fn(x, b);
  std::copy(after, after + kMaxLanes, r);
}

}  // namespace gfxsim::func
