#include "timing/gpu.h"

#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <bit>
#include <chrono>

#include "codeobject/kernel_descriptor.h"
#include "func/engine.h"
#include "runtime/memory.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/calendar_queue.h"
#include "timing/memside.h"
#include "timing/partition.h"
#include "timing/trace.h"


namespace gfxsim::timing {

uint64_t stressHash(uint64_t seed, uint64_t a, uint64_t b) {
  auto mix = [](uint64_t z) {
    z += 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  };
  return mix(mix(mix(seed) ^ a) ^ b);
}

std::string stallName(unsigned s, const isa::Description* desc) {
  if (s >= kStallWaitcnt && s < kStallBarrier) {
    unsigned k = s - kStallWaitcnt;
    return desc && k < desc->counters.size() ? "waitcnt " + desc->counters[k].name : "";
  }
  static const char* const names[] = {"dependency", "barrier", "issue port", "fetch", "atomic", "sleep/nop", "cache invalidate"};
  return s == kStallDependency ? names[0] : s < kStallCount ? names[s - kStallBarrier + 1] : "?";
}

namespace {

using Partitions = std::vector<std::unique_ptr<Partition>>;

// The dispatch's parameters every partition shares.
TimingCtx makeContext(const GpuConfig& cfg, const TimingOptions& opt, const isa::TargetId& target, const launch::DispatchState& ds) {
  const TimingConfig& c = cfg.timing;
  TimingCtx ctx;
  ctx.cfg = &c;
  ctx.agent = &cfg.agent;
  ctx.ds = &ds;
  ctx.desc = &isa::description(target.info->isaFile);
  ctx.waitcnt = waitcntLayout(*ctx.desc);
  isa::CounterMask lds = isa::countersOf(*ctx.desc, isa::CountedEvent::Lds);
  ctx.ldsStall = lds ? waitcntStall(static_cast<unsigned>(std::countr_zero(lds))) : uint8_t{kStallDependency};
  ctx.waveSize = codeobj::isWave32(ds.kd, target) ? 32 : 64;
  ctx.wgpMode = c.rdna && ds.kd.get(codeobj::KdField::WgpMode) != 0;
  ctx.simds = c.rdna ? 4 : cfg.agent.simdsPerCu;
  unsigned vgprs = codeobj::allocatedVgprs(ds.kd, target);
  ctx.vgprsPerWave = c.rdna && ctx.waveSize == 64 ? 2 * vgprs : vgprs;  // a wave64 takes two passes' registers
  ctx.sgprsPerWave = codeobj::allocatedSgprs(ds.kd, target);
  ctx.occupancy.emplace(c, cfg.agent.wavesPerSimd, ctx.simds, ctx.wgpMode, ctx.vgprsPerWave, ctx.sgprsPerWave);
  ctx.stressSeed = opt.stressSeed;
  ctx.watchdogInstructions = opt.watchdogInstructions;
  ctx.startJitter = opt.startJitter;
  ctx.ldsJitter = opt.ldsJitter;
  ctx.invJitter = opt.invJitter;
  ctx.epochCycles = std::clamp<uint32_t>(c.l2.hitLatency, 8, 128);
  return ctx;
}

// The serial phase between epochs: the L2 serves the epoch's requests in (cycle, partition,
// issue) order, and what it performs (stores, atomics, the lines of deferred loads) takes
// effect in (cycle, order) order.
class SerialPhase {
 public:
  SerialPhase(Partitions& parts, MemorySide& side, L2Data* data, Cycle epochCycles)
      : parts_(parts), side_(side), data_(data), landings_(epochCycles) {}

  void serveRequests() {
    reqs_.clear();
    for (auto& p : parts_)
      for (auto& r : p->outbound()) reqs_.emplace_back(p.get(), &r);
    std::stable_sort(reqs_.begin(), reqs_.end(), [](const auto& a, const auto& b) { return a.second->t < b.second->t; });
    for (auto& [p, r] : reqs_) {
      unsigned cu = p->cu(r->cu).index;
      if (r->op == MemOp::WbL2 || r->op == MemOp::InvL2) {  // the wave waits until it is performed
        Cycle at = side_.maintain(r->t, cu * 2 + r->cuInWgp);
        landings_.push(Landing{at, seq_++, p, nullptr, r->cu, r->wave, ~0u, 0, r->op});
        continue;
      }
      Cycle performed = 0;
      Cycle done = side_.access(r->t, r->addr, r->bytes, r->op, cu * 2 + r->cuInWgp, &performed);
      if (r->event != ~0u) p->answer(r->event, done);
      if (r->deferred != ~0u) landings_.push(Landing{performed, seq_++, p, nullptr, r->cu, ~0u, r->deferred, r->addr});
      if (r->op == MemOp::Write && r->store) landings_.push(Landing{performed, seq_++, p, r->store, r->cu, ~0u});
      if (r->op == MemOp::Atomic) {
        WaveState& w = p->cu(r->cu).waves[r->wave];
        w.atomicPerformed = std::max(w.atomicPerformed, performed);
        if (--w.atomicLinesLeft == 0) landings_.push(Landing{w.atomicPerformed, seq_++, p, nullptr, r->cu, r->wave});
      }
    }
  }

  // Performs what the L2 performed before `until`; atomics resume their waves at cycle `at`.
  void perform(Cycle until, Cycle at) {
    landings_.popBefore(until, [&](const Landing& l) {
      if (l.op == MemOp::WbL2 || l.op == MemOp::InvL2) {
        if (l.op == MemOp::WbL2) data_->writeBack(l.part->l2Instance());
        else data_->invalidate(l.part->l2Instance());
        l.part->resumeWave(l.cu, l.wave, l.t);
      } else if (l.store) l.part->applyStore(l.store, l.cu);
      else if (l.deferred != ~0u) l.part->captureDeferred(l.deferred, l.line);
      else l.part->performAtomic(l.cu, l.wave, at);
    });
  }

  bool empty() const { return landings_.empty(); }

 private:
  // A store, atomic or deferred load's line performed at the L2 at cycle t.
  struct Landing {
    Cycle t;
    uint64_t seq;
    Partition* part;
    PendingStore* store;
    uint32_t cu, wave;
    uint32_t deferred = ~0u;
    uint64_t line = 0;  // deferred loads: which line
    MemOp op = MemOp::Read;  // WbL2, InvL2: L2 maintenance
  };
  Partitions& parts_;
  MemorySide& side_;
  L2Data* data_;  // null: one L2 (maintenance is then never sent)
  std::vector<std::pair<Partition*, L2Request*>> reqs_;
  CalendarQueue<Landing> landings_;
  uint64_t seq_ = 0;
};

// The dispatch past one of its budgets (TimingOptions::maxInstructions, maxCycles) at the end
// of the epoch ending at cycle t: a fault naming the live wave that executed the most.
std::optional<func::Fault> overBudget(const Partitions& parts, Cycle t, const TimingOptions& opt) {
  uint64_t executed = 0;
  for (const auto& p : parts) executed += p->engine().stats().waveInstructions;
  if (executed <= opt.maxInstructions && t <= opt.maxCycles) return std::nullopt;
  Partition* where = nullptr;
  Partition::Busiest busiest;
  for (const auto& p : parts) {
    Partition::Busiest b = p->busiestWave();
    if (b.wave && (!busiest.wave || b.wave->arch.executed > busiest.wave->arch.executed)) {
      busiest = b;
      where = p.get();
    }
  }
  std::string budget = executed > opt.maxInstructions
                           ? "the waves executed " + std::to_string(executed) + " instructions together, more than " +
                                 std::to_string(opt.maxInstructions) + " (--max-instructions)"
                           : "the kernel still ran at cycle " + std::to_string(t) + ", past " + std::to_string(opt.maxCycles) +
                                 " (--max-cycles)";
  if (!where) {
    func::Fault f;
    f.instruction = "?";
    f.reason = "dispatch budget: " + budget + ", and no wave is alive";
    return f;
  }
  return where->faultAt(busiest, "dispatch budget: " + budget + "; this wave executed " +
                                     std::to_string(busiest.wave->arch.executed) + " instructions, the most of any wave (hang?)");
}

// No instruction issued anywhere for hangCycles: a fault naming the first wave still alive.
func::Fault hangFault(const Partitions& parts, Cycle t, uint64_t hangCycles) {
  for (auto& p : parts)
    if (auto f = p->stuckWave(t)) {
      f->reason += " (no instruction issued anywhere for " + std::to_string(hangCycles) + " cycles)";
      return *f;
    }
  func::Fault f;
  f.reason = "hang: no instruction issued for " + std::to_string(hangCycles) + " cycles, and no wave is alive";
  f.instruction = "?";
  return f;
}

// Faults of the epoch: the earliest (cycle, partition) wins, so the report does not depend on
// the thread count.
std::optional<func::Fault> earliestFault(const Partitions& parts) {
  std::optional<std::pair<Cycle, func::Fault>> fault;
  for (auto& p : parts)
    if (p->fault && (!fault || p->fault->first < fault->first)) fault = p->fault;
  if (!fault) return std::nullopt;
  return fault->second;
}

// The statistics of the dispatch into *out, and the functional core's.
func::DispatchStats collectStats(const GpuConfig& cfg, const TimingOptions& opt, const isa::TargetId& target, const TimingCtx& ctx,
                                 const Partitions& parts, const MemorySide& side, uint64_t epochs, unsigned cusTotal,
                                 TimingStats* out) {
  const TimingConfig& c = cfg.timing;
  TimingStats s;
  s.config = c.file;
  s.gpu = cfg.agent.name;
  s.target = target.str();
  s.isa = ctx.desc;
  s.rdna = c.rdna;
  s.coreMhz = c.coreMhz;
  Cycle end = 0, first = kNever;
  for (auto& p : parts) {
    end = std::max(end, p->lastActivity);
    first = std::min(first, p->firstIssue);
  }
  s.firstIssue = first == kNever ? 0 : first;
  s.lastIssue = end;
  end = std::max(end, side.lastDramBusy);
  s.cycles = end + c.kernelEndCycles;
  s.epochs = epochs;
  s.partitions = static_cast<unsigned>(parts.size());
  s.threads = opt.threads ? opt.threads : static_cast<unsigned>(tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism));
  s.wgpMode = ctx.wgpMode;
  s.waveSize = ctx.waveSize;
  func::DispatchStats fs;
  uint64_t waveCycles = 0;
  CacheCounters ic, sc, l1, gl1;
  for (auto& p : parts) {
    const func::DispatchStats& e = p->engine().stats();
    fs.waveInstructions += e.waveInstructions;
    fs.valuInstructions += e.valuInstructions;
    fs.laneOps += e.laneOps;
    fs.waves += p->wavesDone;
    fs.workgroups += p->groupsDone;
    for (unsigned k = 0; k < kStallCount; ++k) s.stalls[k] += p->stalls[k];
    waveCycles += p->waveCycles;
    s.ldsAccesses += p->lds().accesses;
    s.ldsConflictCycles += p->lds().conflictCycles;
    p->collectCaches(ic, sc, l1, gl1);
  }
  s.waveInstructions = fs.waveInstructions;
  s.valuInstructions = fs.valuInstructions;
  s.waves = fs.waves;
  s.workgroups = fs.workgroups;
  Cycle busy = s.cycles > c.kernelLaunchCycles ? s.cycles - c.kernelLaunchCycles : 1;
  s.ipc = static_cast<double>(s.waveInstructions) / static_cast<double>(busy);
  s.ipcPerCu = s.ipc / cfg.agent.computeUnits;
  s.occupancy = static_cast<double>(waveCycles) / (static_cast<double>(busy) * cusTotal * ctx.simds * cfg.agent.wavesPerSimd);
  unsigned cus = cusTotal * (c.rdna ? 2 : 1);
  s.levels.push_back({"instruction cache", (cus + c.icacheCusSharing - 1) / c.icacheCusSharing, ic});
  s.levels.push_back({"scalar cache", (cus + c.scacheCusSharing - 1) / c.scacheCusSharing, sc});
  s.levels.push_back({c.rdna ? "L0 (vector)" : "L1 (vector)", cus, l1});
  if (c.rdna) s.levels.push_back({"GL1", static_cast<unsigned>(parts.size()), gl1});
  CacheCounters l2 = side.l2Counters();
  l2.bytesWritten = side.dramBytesWritten;
  s.levels.push_back({"L2", c.l2Channels * c.l2Instances, l2});
  if (c.llc.present) s.levels.push_back({"LLC", c.dramChannels, side.llcCounters()});
  s.dramBytesRead = side.dramBytesRead;
  s.dramBytesWritten = side.dramBytesWritten;
  s.dramRowHits = side.dramRowHits;
  s.dramRowMisses = side.dramRowMisses;
  s.l2WrittenBack = side.l2WrittenBack;
  s.dramGBs = static_cast<double>(s.dramBytesRead + s.dramBytesWritten) / (static_cast<double>(busy) / c.coreMhz) / 1e3;
  *out = s;
  return fs;
}

}  // namespace

TimingEngine::TimingEngine(const GpuConfig& cfg, TimingOptions opt) : cfg_(cfg), opt_(std::move(opt)) {}
TimingEngine::~TimingEngine() = default;

func::DispatchResult TimingEngine::run(const isa::TargetId& target, rt::Memory& mem, const launch::DispatchState& ds) {
  auto hostStart = std::chrono::steady_clock::now();
  const TimingConfig& c = cfg_.timing;
  if (target.info != cfg_.agent.target.info)
    throw Error(c.file + ": error: the config is for " + cfg_.agent.target.str() + ", the code object for " + target.str());
  std::optional<tbb::global_control> threads;
  if (opt_.threads) threads.emplace(tbb::global_control::max_allowed_parallelism, opt_.threads);
  TimingCtx ctx = makeContext(cfg_, opt_, target, ds);
  // Partitions: shader arrays on RDNA, CUs sharing a scalar cache on GCN/CDNA.
  unsigned cusTotal = c.rdna ? cfg_.agent.computeUnits / 2 : cfg_.agent.computeUnits;  // WGPs on RDNA
  unsigned perPart = c.rdna ? cusTotal / c.shaderArrays : std::max(1u, c.scacheCusSharing);
  Partitions parts;
  for (unsigned first = 0, p = 0; first < cusTotal; first += perPart, ++p)
    parts.push_back(std::make_unique<Partition>(ctx, p, first, std::min(perPart, cusTotal - first), mem, target));
  Trace trace(opt_.tracePath, c.coreMhz);
  for (auto& p : parts) {
    p->keepSpans = trace.enabled();
    if (trace.enabled())
      for (unsigned i = 0; i < p->cuCount(); ++i)
        trace.nameComputeUnit(p->cu(i).index, std::string(c.rdna ? "WGP " : "CU ") + std::to_string(p->cu(i).index) + " (tracks: wave slots)");
  }
  MemorySide side(c, cusTotal);
  side.setStress(opt_.stressSeed, opt_.memJitter, opt_.memTail);
  // Several L2 instances (XCDs) hold data and are not coherent with each other.
  std::optional<L2Data> l2Data;
  if (c.l2Instances > 1) {
    l2Data.emplace(c, mem);
    for (auto& p : parts) p->attachL2Data(&*l2Data, side.instanceOfCu(p->cu(0).index));
  }
  WorkGroupDispatcher dispatcher(c, ds, ctx.waveSize, parts, cusTotal, perPart);
  SerialPhase serial(parts, side, l2Data ? &*l2Data : nullptr, ctx.epochCycles);

  func::DispatchResult result;
  Cycle epochStart = c.kernelLaunchCycles;
  Cycle lastProgress = epochStart;
  uint64_t lastIssued = 0;
  uint64_t epochs = 0;
  for (;;) {
    dispatcher.dispatch(epochStart);
    Cycle epochEnd = epochStart + ctx.epochCycles;
    tbb::parallel_for(size_t{0}, parts.size(), [&](size_t i) { parts[i]->runEpoch(epochStart, epochEnd); });
    ++epochs;
    if (auto f = earliestFault(parts)) {
      result.fault = *f;
      break;
    }
    serial.serveRequests();
    if (trace.enabled()) {
      trace.memorySample(epochEnd, side, side.channels());
      for (auto& p : parts) p->sampleQueues(trace, epochEnd);
    }
    // Everything performed before the next epoch ends becomes visible when it starts: no
    // later than the L2 performs it (a CU that has its acknowledgement can rely on every other
    // CU seeing it), and never before it was issued (it was issued at least one L2 latency,
    // which is at least Q, earlier). Every such request was issued by the end of this epoch.
    serial.perform(epochEnd + ctx.epochCycles, epochEnd);
    for (auto& p : parts) {
      for (uint32_t s : p->freedScratchSlots()) dispatcher.freeScratchSlot(s);
      p->freedScratchSlots().clear();
    }
    if (opt_.progress) [[unlikely]] {
      func::ProgressSink::Status st;
      st.timing = true;
      st.cycles = epochEnd;
      st.groupsTotal = ds.geometry.totalGroups();
      for (auto& p : parts) {
        st.groupsDone += p->groupsDone;
        st.waveInstructions += p->engine().stats().waveInstructions;
      }
      opt_.progress->update(st);
    }
    uint64_t issuedNow = 0;
    for (auto& p : parts) issuedNow += p->issued;
    if (issuedNow != lastIssued) {
      lastIssued = issuedNow;
      lastProgress = epochEnd;
    }
    bool allIdle = dispatcher.allPlaced() && serial.empty();
    for (auto& p : parts) allIdle = allIdle && p->idle();
    epochStart = epochEnd;
    if (allIdle) break;
    if (auto f = overBudget(parts, epochStart, opt_)) {
      result.fault = *f;
      break;
    }
    if (epochStart - lastProgress > opt_.hangCycles) {
      result.fault = hangFault(parts, epochStart, opt_.hangCycles);
      break;
    }
  }
  // The end of the kernel writes every L2's dirty lines back (what the host then reads): the
  // bytes where the L2s hold data, the time on the memory side's tags (which also count them).
  if (l2Data) l2Data->writeBackAll(opt_.memJitter > 0, opt_.stressSeed);
  if (!result.fault && c.cachePolicy.endWritesBackL2) {
    Cycle last = 0;
    for (auto& p : parts) last = std::max(last, p->lastActivity);
    side.writeBackDirty(last);
  }
  result.stats = collectStats(cfg_, opt_, target, ctx, parts, side, epochs, cusTotal, &stats_);
  result.stats.hostSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - hostStart).count();
  stats_.hostSeconds = result.stats.hostSeconds;
  result.simulatedMicroseconds = stats_.microseconds();
  if (trace.enabled()) {
    for (auto& p : parts) trace.waves(p->spans);
    trace.write(stats_);
  }
  return result;
}

}  // namespace gfxsim::timing
