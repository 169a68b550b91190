#include "timing/partition.h"

namespace gfxsim::timing {

namespace {

// A partition's functional engine: the per-wave watchdog is its own; the dispatch budget
// counts every partition's waves, so TimingEngine::run checks it between epochs.
func::EngineOptions partitionEngineOptions(const TimingCtx& ctx) {
  func::EngineOptions o;
  o.watchdogInstructions = ctx.watchdogInstructions;
  o.maxInstructions = ~uint64_t{0};
  return o;
}

unsigned sharedCaches(unsigned cus, unsigned cusSharing) { return (cus + cusSharing - 1) / cusSharing; }

}  // namespace

Partition::Partition(const TimingCtx& ctx, unsigned index, unsigned firstCu, unsigned cus, rt::Memory& mem,
                     const isa::TargetId& target)
    : ctx_(ctx), cfg_(*ctx.cfg), index_(index), mem_(mem), engine_(target, mem, partitionEngineOptions(ctx)), cus_(cus),
      counters_(ctx.waitcnt),
      outbox_(ic_, counters_),
      fetch_(cfg_, sharedCaches(cus * (cfg_.rdna ? 2 : 1), cfg_.icacheCusSharing)),
      vmem_(cfg_, mem, engine_, ic_, outbox_, cus_),
      smem_(cfg_, sharedCaches(cus * (cfg_.rdna ? 2 : 1), cfg_.scacheCusSharing), ic_, outbox_, vmem_),
      lds_(ctx) {
  // The shared caches are counted in CUs (an RDNA WGP has two).
  unsigned cusPerUnit = cfg_.rdna ? 2 : 1;
  for (unsigned i = 0; i < cus; ++i) {
    ComputeUnit& cu = cus_[i];
    cu.index = firstCu + i;
    cu.local = i;
    cu.scalarCache = i * cusPerUnit / cfg_.scacheCusSharing;
    cu.instructionCache = i * cusPerUnit / cfg_.icacheCusSharing;
  }
  engine_.beginDispatch(*ctx.ds);
}

void Partition::wakeAll(Cycle t) {
  for (ComputeUnit& cu : cus_) {
    for (uint32_t wi = 0; wi < cu.sched.size(); ++wi)
      if (cu.sched[wi].state == IssueState::Ready && cu.sched[wi].readyAt == kNever) cu.wake(wi, t);
    cu.nextEvent = std::min(cu.nextEvent, t);
  }
}

bool Partition::idle() const {
  for (const ComputeUnit& cu : cus_) {
    if (!cu.pending.empty()) return false;
    for (const WorkGroupState& g : cu.groups)
      if (g.live) return false;
    if (!cu.stores.empty()) return false;
  }
  return true;
}

void Partition::fail(ComputeUnit& cu, uint32_t wi, const std::string& reason, Cycle t) {
  WaveState& w = cu.waves[wi];
  func::Fault f = engine_.makeFault(w.arch, cu.groups[w.group].wg, reason);
  if (!fault || t < fault->first) fault = std::make_pair(t, f);
}

std::optional<func::Fault> Partition::stuckWave(Cycle t) {
  for (ComputeUnit& cu : cus_)
    for (uint32_t wi = 0; wi < cu.waves.size(); ++wi) {
      WaveState& w = cu.waves[wi];
      IssueState state = cu.sched[wi].state;
      if (!cu.sched[wi].alive()) continue;
      std::string why = state == IssueState::AtBarrier       ? "waits at a barrier"
                        : state == IssueState::WaitingAtomic ? "waits for an atomic"
                                                               : "stalled on " + stallName(w.stallReason, ctx_.desc);
      for (unsigned k = 0; k < ctx_.waitcnt.counters; ++k)
        if (w.counters[k].size)
          why += ", " + std::to_string(w.counters[k].size) + " " + ctx_.desc->counters[k].name + " events outstanding (" +
                 std::to_string(counters_.unanswered(w.counters[k])) + " unanswered)";
      w.arch.instPc = w.arch.pc;
      return engine_.makeFault(w.arch, cu.groups[w.group].wg, "hang at cycle " + std::to_string(t) + ": the wave " + why);
    }
  return std::nullopt;
}

Partition::Busiest Partition::busiestWave() {
  Busiest best;
  for (ComputeUnit& cu : cus_)
    for (uint32_t wi = 0; wi < cu.waves.size(); ++wi)
      if (cu.sched[wi].alive() && (!best.wave || cu.waves[wi].arch.executed > best.wave->arch.executed)) best = Busiest{&cu, &cu.waves[wi]};
  return best;
}

func::Fault Partition::faultAt(const Busiest& at, const std::string& reason) {
  at.wave->arch.instPc = at.wave->arch.pc;
  return engine_.makeFault(at.wave->arch, at.cu->groups[at.wave->group].wg, reason);
}

// The queues this partition owns, for the trace: each L1/L0 port and the GL1 port.
void Partition::sampleQueues(Trace& trace, Cycle t) const {
  auto ahead = [&](Cycle free) { return free > t ? static_cast<double>(free - t) : 0.0; };
  for (const ComputeUnit& cu : cus_)
    for (unsigned h = 0; h < (cfg_.rdna ? 2u : 1u); ++h)
      trace.counter((cfg_.rdna ? "L0 CU " + std::to_string(2 * cu.index + h) : "L1 CU " + std::to_string(cu.index)), t,
                    ahead(cu.l1Free[h]));
  if (cfg_.rdna) trace.counter("GL1 shader array " + std::to_string(index_), t, ahead(vmem_.gl1Free()));
}

void Partition::collectCaches(CacheCounters& ic, CacheCounters& sc, CacheCounters& l1, CacheCounters& gl1) const {
  for (unsigned i = 0; i < fetch_.caches(); ++i) ic += fetch_.cache(i).counters;
  for (unsigned i = 0; i < smem_.caches(); ++i) sc += smem_.cache(i).counters;
  for (const ComputeUnit& cu : cus_)
    for (const Cache& c : cu.l1) l1 += c.counters;
  gl1 += vmem_.gl1().counters;
}

}  // namespace gfxsim::timing
