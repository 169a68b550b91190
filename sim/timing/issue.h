// Wave issue and scheduling (issue.cpp: Partition::cycle, tryIssue and its steps): each cycle a
// CU's schedulers pick, oldest wave first, at most one instruction of each issue unit; a wave
// issues when its instruction is fetched, its s_waitcnt is satisfied (waitcnt.h), its unit is
// free, the registers it reads are written (the scoreboard below) and the counters it counts
// in have room. The instruction then executes functionally at once.
#pragma once
#include <algorithm>
#include <cstdint>

#include "func/decoded.h"
#include "timing/classify.h"
#include "timing/compute_unit.h"
#include "timing/gpu.h"

namespace gfxsim::timing {

// Whether the wave's last matrix result is still in its registers (nothing wrote them since).
inline bool chainIntact(const WaveState& w) {
  for (unsigned k = 0; k < w.chainDwords; ++k)
    if (w.chainBase + k >= w.vready.size() || w.vready[w.chainBase + k] != w.chainReady) return false;
  return true;
}

// The register scoreboard: when the registers instruction d reads have been written by
// earlier ALU instructions of wave w. A store reads its data operand (listed as a
// destination); VALU and branch instructions read EXEC and VCC.
[[gnu::always_inline]] inline Cycle operandsReadyAt(const WaveState& w, const func::DecodedInst& d, const TimingClass& tc) {
  Cycle dep = 0;
  for (unsigned i = 0; i < d.nops; ++i) {
    const func::Opnd& o = d.op[i];
    bool isDst = (d.dst[0] == static_cast<int8_t>(i)) || (d.dst[1] == static_cast<int8_t>(i));
    if (isDst && tc.kind != Kind::VmemStore) continue;
    if (o.kind == func::OpnKind::Vgpr || o.kind == func::OpnKind::Agpr) {
      unsigned base = o.kind == func::OpnKind::Agpr ? w.arch.numV + o.reg : o.reg;
      if (tc.kind == Kind::Matrix && base == w.chainBase && o.dwords == w.chainDwords && chainIntact(w)) {
        dep = std::max(dep, w.chainDone);  // the accumulator, straight from the matrix core
        continue;
      }
      for (unsigned k = 0; k < o.dwords && base + k < w.vready.size(); ++k) dep = std::max(dep, w.vready[base + k]);
    } else if (o.kind == func::OpnKind::Sgpr) {
      for (unsigned k = 0; k < o.dwords && o.reg + k < 128; ++k) dep = std::max(dep, w.sready[o.reg + k]);
    }
  }
  if (tc.kind == Kind::Branch || tc.unit == Unit::Valu) dep = std::max({dep, w.sready[w.arch.regs->execLo], w.sready[w.arch.regs->vccLo]});
  return dep;
}

// Records that instruction d's results are written at cycle `ready`: its scalar destinations,
// and with `vector` its VGPR/AGPR destinations too.
[[gnu::always_inline]] inline void markResults(WaveState& w, const func::DecodedInst& d, Cycle ready, bool vector) {
  for (int k = 0; k < 2; ++k) {
    if (d.dst[k] < 0) continue;
    const func::Opnd& o = d.op[static_cast<size_t>(d.dst[k])];
    if (vector && (o.kind == func::OpnKind::Vgpr || o.kind == func::OpnKind::Agpr)) {
      unsigned base = o.kind == func::OpnKind::Agpr ? w.arch.numV + o.reg : o.reg;
      for (unsigned j = 0; j < o.dwords && base + j < w.vready.size(); ++j) w.vready[base + j] = ready;
    } else if (o.kind == func::OpnKind::Sgpr) {
      for (unsigned j = 0; j < o.dwords && o.reg + j < 128; ++j) w.sready[o.reg + j] = ready;
    }
  }
}

}  // namespace gfxsim::timing
