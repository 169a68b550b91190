// Wave issue and scheduling (issue.h). The per-instruction path of the timing model: fetch
// (fetch.h), the wait counters (waitcnt.h), the scoreboard (issue.h) and the LDS's timing
// (lds.h) are inline so that issuing an instruction calls out of this file only to execute it.
#include "timing/issue.h"

#include <bit>

#include "timing/partition.h"

namespace gfxsim::timing {

using func::DecodedInst;

// The epoch's cycles: each CU runs the cycles at which something may happen on it (its
// nextEvent), all CUs at one cycle before the next. First the waves that wait for an L2
// answer look again (the serial phase before this epoch answered what it could); here rather
// than in the serial phase, because each partition does it on its own thread.
void Partition::runEpoch(Cycle from, Cycle to) {
  wakeAll(from);
  outbox_.requests().clear();
  Cycle t = from;
  while (t < to) {
    Cycle next = kNever;
    for (ComputeUnit& cu : cus_) {
      if (cu.nextEvent <= t) cycle(cu, t);
      next = std::min(next, cu.nextEvent);
    }
    if (fault) return;
    t = std::max(t + 1, next);
  }
}

void Partition::cycle(ComputeUnit& cu, Cycle t) {
  if (!cu.ldsQueue.empty()) lds_.performDue(cu, t, *this);
  // Work-groups whose launch time has come.
  while (!cu.pending.empty() && cu.pending.front().launchAt <= t) {
    launchGroup(cu, cu.pending.front(), t);
    cu.pending.pop_front();
  }
  Cycle next = cu.pending.empty() ? kNever : cu.pending.front().launchAt;
  // A scheduler whose SIMD has no wave due would do nothing: it is skipped.
  if (cfg_.rdna) {
    for (unsigned s = 0; s < ctx_.simds; ++s)  // a scheduler per SIMD
      if (cu.simdNext[s] <= t) scanSimd(cu, s, t);
    for (unsigned s = 0; s < ctx_.simds; ++s) next = std::min(next, cu.simdNext[s]);
  } else {
    // One SIMD (round robin) per cycle: the others get their turn on the following cycles, so
    // each SIMD's next chance is its first turn at or after its bound.
    unsigned n = ctx_.simds, turn = static_cast<unsigned>(t % n);
    if (cu.simdNext[turn] <= t) scanSimd(cu, turn, t);
    for (unsigned s = 0; s < n; ++s) {
      if (cu.simdNext[s] == kNever) continue;
      Cycle from = std::max(cu.simdNext[s], t + 1);
      next = std::min(next, from + (s + n - from % n) % n);
    }
  }
  if (!cu.ldsQueue.empty()) next = std::min(next, std::get<0>(cu.ldsQueue.top()));
  cu.nextEvent = std::max(next, t + 1);
}

// One scheduler's cycle: oldest wave first, waves with a raised priority before the others.
// It issues at most one instruction of each unit, from different waves (a wave issues at most
// one per cycle). Then the SIMD's bound is recomputed: the earliest cycle one of its waves
// may issue.
//
// The rule is a scan of the SIMD's list, position by position, trying each wave that is ready
// when the scan reaches it (scanFrom). Trying a wave changes only that wave's WaveSched, unless
// it wakes another wave (ComputeUnit::wake: a barrier released) or ends (finishWave takes it
// out of the list, and the scan then steps over the wave behind it). So the waves the scan will
// try are known in advance, as bit masks by list position, until one of those happens
// (cu.schedChanges); from there on the position-by-position scan goes on.
void Partition::scanSimd(ComputeUnit& cu, unsigned simd, Cycle t) {
  uint32_t units = 0;
  const auto& list = cu.bySimd[simd];
  auto scanFrom = [&](int pass, size_t from) {
    for (size_t i = from; i < list.size(); ++i) {
      uint32_t wi = list[i];
      const WaveSched& s = cu.sched[wi];
      if ((s.prio > 0) != (pass == 1) || s.state != IssueState::Ready || s.readyAt > t) continue;
      tryIssue(cu, wi, t, units);
    }
  };
  if (list.size() > 64) {
    scanFrom(1, 0);
    scanFrom(0, 0);
  } else {
    uint64_t due[2] = {0, 0};  // [1]: raised priority, tried first
    for (size_t i = 0; i < list.size(); ++i) {
      const WaveSched& s = cu.sched[list[i]];
      due[s.prio > 0] |= static_cast<uint64_t>(s.state == IssueState::Ready && s.readyAt <= t) << i;
    }
    for (int pass = 1; pass >= 0; --pass)
      for (uint64_t m = due[pass]; m; m &= m - 1) {
        unsigned p = static_cast<unsigned>(std::countr_zero(m));
        uint64_t changes = cu.schedChanges;
        tryIssue(cu, list[p], t, units);
        if (cu.schedChanges != changes) {
          scanFrom(pass, p + 1);
          if (pass == 1) scanFrom(0, 0);
          pass = -1;
          break;
        }
      }
  }
  Cycle bound = kNever;
  for (uint32_t wi : list) {
    const WaveSched& s = cu.sched[wi];
    bound = std::min(bound, s.state == IssueState::Ready ? s.readyAt : kNever);
  }
  cu.simdNext[simd] = bound;
}

// Tries to issue the next instruction of wave wi at cycle t. unitsUsed: issue units already
// taken this cycle by this scheduler. Returns whether it issued.
bool Partition::tryIssue(ComputeUnit& cu, uint32_t wi, Cycle t, uint32_t& unitsUsed) {
  WaveState& w = cu.waves[wi];
  WaveSched& s = cu.sched[wi];
  if (s.state != IssueState::Ready || s.readyAt > t) return false;
  const DecodedInst* dp;
  try {
    dp = &engine_.peek(w.arch);
  } catch (const func::FaultException& e) {
    fail(cu, wi, e.what(), t);
    return false;
  }
  const DecodedInst& d = *dp;
  TimingClass tc = classify(*ctx_.desc, d);
  Cycle fetched = fetch_.ready(cu.instructionCache, w.fetch, d.pc, d.size, t);
  if (fetched > t) {
    s.readyAt = fetched;
    w.stallReason = kStallFetch;
    return false;
  }
  counters_.retire(w.counters, t);
  if (waitcntHolds(w, s, d, tc, t)) return false;
  if (tc.kind == Kind::EndPgm && w.ldsQueued) {  // the wave's LDS instructions are performed first
    w.stallReason = ctx_.ldsStall;
    s.readyAt = w.ldsLast + 1;
    return false;
  }
  if (tc.unit != Unit::Internal) {
    if (unitHolds(cu, w, s, d, tc, t, unitsUsed)) return false;
    unitsUsed |= 1u << static_cast<unsigned>(tc.unit);
  }
  bool running = false;
  if (!execute(cu, wi, d, tc, t, &running)) return true;  // faulted
  if (ic_.atomicPutOff) {  // performed at the L2 between epochs; the wave waits for that
    s.state = IssueState::WaitingAtomic;
    w.stallReason = kStallAtomic;
    s.readyAt = kNever;
    return true;
  }
  s.readyAt = t + 1;
  applyIssueTiming(cu, wi, d, tc, t);
  if (!running) stopped(cu, wi, t);
  return true;
}

// s_waitcnt (and s_waitcnt_vscnt and its kin): whether the counters are still above the
// instruction's thresholds at cycle t; then the wave waits until they are not.
bool Partition::waitcntHolds(WaveState& w, WaveSched& s, const DecodedInst& d, const TimingClass& tc, Cycle t) {
  if (tc.kind != Kind::Waitcnt && tc.kind != Kind::WaitcntOne) return false;
  isa::CounterCounts need;
  need.fill(~0u);
  if (tc.kind == Kind::Waitcnt) {
    uint32_t simm = static_cast<uint32_t>(d.op[0].imm);
    for (const auto& [k, field] : ctx_.waitcnt.fields) need[k] = static_cast<uint32_t>(field->extract(simm));
  } else {
    // s_waitcnt_vscnt sdst, simm16 and its kin: the count of the row's `waits` counter is
    // SGPR (null = 0) + imm.
    uint32_t v = 0;
    for (unsigned i = 0; i < d.nops; ++i) {
      if (d.op[i].kind == func::OpnKind::Imm) v += static_cast<uint32_t>(d.op[i].imm);
      else if (d.op[i].kind == func::OpnKind::Sgpr && d.op[i].reg != w.arch.regs->null) v += w.arch.s[d.op[i].reg];
    }
    need[tc.waits] = v;
  }
  uint8_t which = 0;
  Cycle ready = counters_.readyAt(w.counters, need, &which);
  if (ready <= t) return false;
  w.stallReason = waitcntStall(which);
  s.readyAt = ready;  // kNever: looked at again when the L2 answers (next epoch)
  return true;
}

// Whether an instruction that needs an issue unit must wait: the unit is taken this cycle, the
// SIMD's VALU is busy, a register it reads is not written yet, or a counter it counts in is
// at its maximum.
bool Partition::unitHolds(ComputeUnit& cu, WaveState& w, WaveSched& s, const DecodedInst& d, const TimingClass& tc, Cycle t, uint32_t unitsUsed) {
  if (unitsUsed & (1u << static_cast<unsigned>(tc.unit))) {
    w.stallReason = kStallPort;
    s.readyAt = t + 1;
    return true;
  }
  if (tc.unit == Unit::Valu && cu.valuBusy[w.simd] > t) {
    w.stallReason = kStallPort;
    s.readyAt = cu.valuBusy[w.simd];
    return true;
  }
  if (tc.kind == Kind::Matrix && cu.matrixBusy[w.simd] > t) {
    w.stallReason = kStallPort;
    s.readyAt = cu.matrixBusy[w.simd];
    return true;
  }
  Cycle dep = operandsReadyAt(w, d, tc);
  if (dep > t) {
    w.stallReason = kStallDependency;
    s.readyAt = dep;
    return true;
  }
  for (unsigned k = 0; k < ctx_.waitcnt.counters; ++k)
    if (((tc.counters >> k) & 1) && w.counters[k].size >= std::min<uint32_t>(kMaxCounterEvents, ctx_.waitcnt.counterMax[k] + 1)) {
      w.stallReason = waitcntStall(k);
      s.readyAt = t + 1;
      return true;
    }
  return false;
}

// Stall accounting: the cycles since the wave last issued, beyond the issue cadence (a GCN
// SIMD's turn comes every fourth cycle), count against the reason it was waiting.
void Partition::countIssueGap(WaveState& w, Cycle at) {
  Cycle cadence = cfg_.rdna ? 0 : 3;
  Cycle gap = at > w.idleFrom ? at - w.idleFrom : 0;
  if (gap > cadence) stalls[w.stallReason] += gap - cadence;
  w.idleFrom = at + 1;
}

// Issues instruction d of wave wi at cycle t: executes it functionally (its memory accesses go
// through this partition's port) and records its counter event. Returns false when it
// faulted (the wave is done); *running: the wave goes on (not ended, not at a barrier).
bool Partition::execute(ComputeUnit& cu, uint32_t wi, const DecodedInst& d, const TimingClass& tc, Cycle t, bool* running) {
  WaveState& w = cu.waves[wi];
  countIssueGap(w, t);
  ++issued;
  ic_.now = t;
  ic_.cu = &cu;
  ic_.wave = wi;
  ic_.event = ~0u;
  ic_.memDone = t;
  Cycle ldsDone = 0;
  if (tc.counters) ic_.event = counters_.newEvent(t);
  bool queuedLds = tc.kind == Kind::Lds && ctx_.ldsJitter;
  if (tc.kind == Kind::Lds) ldsDone = lds_.issue(cu, wi, d, t);
  ic_.atomicPutOff = false;
  func::Exec x{w.arch, cu.groups[w.group].wg, engine_, mem_};
  x.port = this;
  try {
    if (queuedLds) {  // performed when the LDS queue gets to it
      engine_.issue(x, d);
      *running = true;
    } else {
      *running = engine_.execute(x, d);
    }
  } catch (const func::FaultException& e) {
    fail(cu, wi, e.what(), t);
    if (ic_.event != ~0u) {
      counters_.event(ic_.event).unanswered = 0;
      counters_.push(w.counters, ic_.event, 0);
    }
    cu.sched[wi].state = IssueState::Done;
    return false;
  }
  lastActivity = std::max(lastActivity, t);
  firstIssue = std::min(firstIssue, t);
  if (ic_.event != ~0u) {
    CounterEvent& e = counters_.event(ic_.event);
    e.done = std::max({e.done, ic_.memDone, ldsDone});
    if (tc.kind == Kind::MemTime) e.done = t + cfg_.scache.hitLatency;
    if (tc.kind == Kind::VmemStore && e.unanswered == 0) e.done = std::max(e.done, t + cfg_.l1.hitLatency);
    counters_.push(w.counters, ic_.event, tc.counters);
  }
  return true;
}

// What an issued instruction does to the timing of its wave and unit: how long it holds the
// SIMD, when its results are ready, how long the wave sleeps or waits.
void Partition::applyIssueTiming(ComputeUnit& cu, uint32_t wi, const DecodedInst& d, const TimingClass& tc, Cycle t) {
  const TimingConfig& c = cfg_;
  WaveState& w = cu.waves[wi];
  WaveSched& s = cu.sched[wi];
  switch (tc.kind) {
    case Kind::Valu: {
      // One pass of the wave through the SIMD, by the rate class; a row's `cycles` (WMMA, the
      // f64 MFMAs) replaces that.
      Cycle pass = std::max(1u, w.arch.size / c.simdWidth);
      unsigned rate = tc.trans ? c.transRate : tc.f64 ? c.f64Rate : tc.imul ? c.intMulRate : tc.imul64 ? c.intMul64Rate : 1;
      Cycle busy = tc.cycles ? tc.cycles : pass * rate;
      cu.valuBusy[w.simd] = t + busy;
      markResults(w, d, t + c.valuLatency + busy - 1, true);
      // GCN: the wave's next instruction waits for its turn; a long-running matrix operation
      // (tc.cycles) holds the VALU, not the wave's scalar and memory instructions.
      if (!c.rdna) s.readyAt = t + (tc.cycles ? pass : busy);
      break;
    }
    case Kind::Matrix: {
      // Issued through the VALU's port, which it holds one pass (the co-execution delay: 4
      // cycles on CDNA2, the AMD Matrix Instruction Calculator); the matrix core then works
      // its `cycles` while the VALU takes other instructions.
      Cycle pass = std::max(1u, w.arch.size / c.simdWidth);
      Cycle done = t + tc.cycles, ready = done + c.valuLatency - 1;
      cu.valuBusy[w.simd] = t + pass;
      cu.matrixBusy[w.simd] = done;
      markResults(w, d, ready, true);
      if (d.dst[0] >= 0) {
        const func::Opnd& o = d.op[static_cast<size_t>(d.dst[0])];
        w.chainBase = o.kind == func::OpnKind::Agpr ? w.arch.numV + o.reg : o.reg;
        w.chainDwords = o.dwords;
        w.chainDone = done;
        w.chainReady = ready;
      }
      if (!c.rdna) s.readyAt = t + pass;
      break;
    }
    case Kind::Salu:
    case Kind::SendMsg:
      markResults(w, d, t + c.saluLatency, false);
      break;
    case Kind::Branch:
      if (w.arch.pc != d.pc + d.size) s.readyAt = t + 1 + c.branchLatency;
      break;
    case Kind::Smem:
    case Kind::MemTime:
      s.readyAt = t + c.smemIssueCycles;
      break;
    case Kind::Nop:
      s.readyAt = t + 1 + (d.op[0].imm & 0xf);
      w.stallReason = kStallSleep;
      break;
    case Kind::Sleep:
      s.readyAt = t + 1 + (d.op[0].imm & 0x7f) * c.sleepUnitCycles;
      w.stallReason = kStallSleep;
      break;
    case Kind::SetPrio:
      s.prio = static_cast<uint8_t>(d.op[0].imm & 3);
      break;
    // An invalidate empties the cache at once, and the wave's next instruction waits until
    // it has walked the cache. Other waves' loads in the meantime refill it from the level
    // below (what makes the order of buffer_gl1_inv and buffer_gl0_inv matter).
    // (Stress: the walk may take up to invJitter cycles more, the cache being busy.)
    case Kind::InvL1:
    case Kind::InvGl1: {
      bool gl1 = tc.kind == Kind::InvGl1;
      if (gl1 && !c.rdna) break;
      if (gl1) vmem_.invalidateGl1();
      else vmem_.invalidateL1(cu, w.cuInWgp);
      s.readyAt = t + (gl1 ? c.gl1 : c.l1).invalidateCycles;
      if (ctx_.invJitter) s.readyAt += stressHash(ctx_.stressSeed ^ 0x494e56u, cu.index * 64 + wi, t) % (ctx_.invJitter + 1);
      w.stallReason = kStallInvalidate;
      // gfx942's buffer_inv sc1 also drops the L2's lines, where the L2s hold data.
      if (!gl1 && d.sccBit) vmem_.maintainL2(cu, wi, MemOp::InvL2, t);
      break;
    }
    case Kind::WbL2:  // buffer_wbl2 (sc1 on gfx942): writes the L2's dirty lines back, where the L2s hold data
      vmem_.maintainL2(cu, wi, MemOp::WbL2, t);
      break;
    case Kind::InvScalar:
      smem_.invalidate(cu.scalarCache);
      break;
    default:
      break;
  }
}

// The functional core stopped the wave: it ended, or it arrived at a barrier.
void Partition::stopped(ComputeUnit& cu, uint32_t wi, Cycle t) {
  WaveState& w = cu.waves[wi];
  if (w.arch.status == func::WaveStatus::Done) {
    finishWave(cu, wi, t);
  } else if (w.arch.status == func::WaveStatus::Barrier) {
    w.arch.status = func::WaveStatus::Running;
    arriveAtBarrier(cu, wi, t);
  }
}

// s_barrier: the last wave of the work-group to arrive releases the others.
void Partition::arriveAtBarrier(ComputeUnit& cu, uint32_t wi, Cycle t) {
  WaveState& w = cu.waves[wi];
  WaveSched& s = cu.sched[wi];
  WorkGroupState& g = cu.groups[w.group];
  uint32_t alive = g.waves - g.done;
  if (alive <= 1) {
    s.readyAt = t + 1;
  } else if (++g.atBarrier == alive) {
    g.atBarrier = 0;
    for (uint32_t o : g.waveIdx)
      if (cu.sched[o].state == IssueState::AtBarrier || o == wi) cu.wake(o, t + 1 + cfg_.barrierLatency);
  } else {
    s.state = IssueState::AtBarrier;
    w.stallReason = kStallBarrier;
    s.readyAt = kNever;
  }
}

}  // namespace gfxsim::timing
