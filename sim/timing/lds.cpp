#include "timing/lds.h"

#include "support/error.h"
#include "timing/partition.h"

namespace gfxsim::timing {

using func::OpnKind;

void Lds::queue(ComputeUnit& cu, uint32_t wi, const func::DecodedInst& d, Cycle at) {
  WaveState& w = cu.waves[wi];
  uint32_t i = takeSlot(ops_, freeOps_);
  QueuedLds& q = ops_[i];
  q.at = at;
  q.seq = cu.ldsSeq++;
  q.wave = wi;
  q.generation = w.generation;
  q.d = &d;
  q.pc = d.pc;
  q.exec = w.arch.exec();
  q.nregs = 0;
  // The VGPR/AGPR operands the instruction reads (its destination excluded).
  for (unsigned k = 0; k < d.nops; ++k) {
    const func::Opnd& o = d.op[k];
    if (d.dst[0] == static_cast<int8_t>(k) || d.dst[1] == static_cast<int8_t>(k)) continue;
    if (o.kind != OpnKind::Vgpr && o.kind != OpnKind::Agpr) continue;
    for (unsigned j = 0; j < o.dwords; ++j) {
      uint16_t r = static_cast<uint16_t>((o.kind == OpnKind::Agpr ? w.arch.numV : 0) + o.reg + j);
      if (std::find(q.reg, q.reg + q.nregs, r) != q.reg + q.nregs) continue;  // (read by two operands: kept once)
      if (q.nregs == QueuedLds::kMaxRegs) throw Error("timing: " + d.mnemonic() + " reads more VGPRs than the LDS queue keeps");
      uint32_t* src = o.kind == OpnKind::Agpr ? w.arch.agpr(o.reg + j) : w.arch.vgpr(o.reg + j);
      q.reg[q.nregs] = r;
      std::copy_n(src, func::kMaxLanes, &q.val[q.nregs * func::kMaxLanes]);
      ++q.nregs;
    }
  }
  ++w.ldsQueued;
  w.ldsLast = at;
  cu.ldsQueue.emplace(at, q.seq, i);
  cu.nextEvent = std::min(cu.nextEvent, at);
}

void Lds::performDue(ComputeUnit& cu, Cycle t, Partition& p) {
  while (!cu.ldsQueue.empty() && std::get<0>(cu.ldsQueue.top()) <= t) {
    uint32_t i = std::get<2>(cu.ldsQueue.top());
    cu.ldsQueue.pop();
    freeOps_.push_back(i);
    QueuedLds& q = ops_[i];
    WaveState& w = cu.waves[q.wave];
    if (w.generation != q.generation || !cu.sched[q.wave].alive()) continue;  // (s_endpgm waits for them)
    --w.ldsQueued;
    func::Exec x{w.arch, cu.groups[w.group].wg, p.engine(), p.memory()};
    x.port = &p;
    auto reg = [&](unsigned r) { return r >= w.arch.numV ? w.arch.agpr(r - w.arch.numV) : w.arch.vgpr(r); };
    // Put back what the instruction read at issue; afterwards restore what the wave has
    // written since, except where the instruction wrote its result.
    for (unsigned k = 0; k < q.nregs; ++k) {
      std::copy_n(reg(q.reg[k]), func::kMaxLanes, &saved_[k * func::kMaxLanes]);
      std::copy_n(&q.val[k * func::kMaxLanes], func::kMaxLanes, reg(q.reg[k]));
    }
    uint64_t exec = w.arch.pair(w.arch.regs->execLo), pc = w.arch.instPc;
    w.arch.setExec(q.exec);
    w.arch.instPc = q.pc;
    bool failed = false;
    try {
      p.engine().perform(x, *q.d);
    } catch (const func::FaultException& e) {
      p.fail(cu, q.wave, e.what(), t);
      failed = true;
    }
    w.arch.setPair(w.arch.regs->execLo, exec);
    w.arch.instPc = pc;
    if (failed) continue;
    const func::DecodedInst& d = *q.d;
    for (unsigned k = 0; k < q.nregs; ++k) {
      bool result = false;
      for (int j = 0; j < 2; ++j) {
        if (d.dst[j] < 0) continue;
        const func::Opnd& o = d.op[static_cast<size_t>(d.dst[j])];
        unsigned base = (o.kind == OpnKind::Agpr ? w.arch.numV : 0) + o.reg;
        result |= (o.kind == OpnKind::Vgpr || o.kind == OpnKind::Agpr) && q.reg[k] >= base && q.reg[k] < base + o.dwords;
      }
      uint32_t* r = reg(q.reg[k]);
      for (unsigned l = 0; l < func::kMaxLanes; ++l)
        if (!result || !(q.exec >> l & 1)) r[l] = saved_[k * func::kMaxLanes + l];
    }
  }
}

}  // namespace gfxsim::timing
