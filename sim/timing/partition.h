// A partition of the GPU: the largest unit that shares nothing below the L2 (a group of CUs
// sharing a scalar and an instruction cache on GCN/CDNA; a shader array with its GL1 on RDNA).
// Within an epoch it runs on its own: its waves issue (issue.cpp), fetch (fetch.h), access the
// LDS (lds.h) and the caches it owns (vmem.h, smem.h), and queue what goes to the L2. Between
// epochs the engine (gpu.cpp) hands it the L2's answers, stores and atomics performed.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "func/engine.h"
#include "timing/compute_unit.h"
#include "timing/context.h"
#include "timing/fetch.h"
#include "timing/lds.h"
#include "timing/smem.h"
#include "timing/trace.h"
#include "timing/vmem.h"
#include "timing/waitcnt.h"

namespace gfxsim::timing {

class Partition final : public func::MemPort {
 public:
  Partition(const TimingCtx& ctx, unsigned index, unsigned firstCu, unsigned cus, rt::Memory& mem, const isa::TargetId& target);

  // Runs the cycles [from, to) of every CU.
  void runEpoch(Cycle from, Cycle to);

  // Serial phase.
  std::vector<L2Request>& outbound() { return outbox_.requests(); }
  void answer(uint32_t event, Cycle done) { counters_.answer(event, done); }
  void performAtomic(uint32_t cuLocal, uint32_t wave, Cycle now);
  void resumeWave(uint32_t cuLocal, uint32_t wave, Cycle t);
  void attachL2Data(L2Data* data, unsigned instance) { vmem_.attachL2Data(data, instance); }
  unsigned l2Instance() const { return vmem_.l2Instance(); }
  void captureDeferred(uint32_t i, uint64_t lineAddr) { vmem_.captureDeferred(i, lineAddr); }
  void applyStore(PendingStore* ps, uint32_t cuLocal) { vmem_.applyStore(ps, cus_[cuLocal]); }
  // After the serial phase answered requests: waves waiting on counters look again (at the
  // start of the next epoch, runEpoch).
  void wakeAll(Cycle t);
  bool idle() const;
  // A fault report for the first wave still alive (a hang), with what it waits for.
  std::optional<func::Fault> stuckWave(Cycle t);
  // The live wave that executed the most instructions (the first of equals), for a report of
  // the dispatch past its budget; null when no wave is alive.
  struct Busiest {
    ComputeUnit* cu = nullptr;
    WaveState* wave = nullptr;
  };
  Busiest busiestWave();
  func::Fault faultAt(const Busiest& at, const std::string& reason);

  // Dispatcher (dispatcher.cpp).
  ComputeUnit& cu(unsigned i) { return cus_[i]; }
  unsigned cuCount() const { return static_cast<unsigned>(cus_.size()); }
  const Occupancy& occupancy() const { return *ctx_.occupancy; }
  std::vector<uint32_t>& freedScratchSlots() { return freedSlots_; }

  // Trace and statistics.
  void sampleQueues(Trace& trace, Cycle t) const;
  void collectCaches(CacheCounters& ic, CacheCounters& sc, CacheCounters& l1, CacheCounters& gl1) const;
  func::Engine& engine() { return engine_; }
  rt::Memory& memory() { return mem_; }
  const Lds& lds() const { return lds_; }
  // Records a fault of wave wi at cycle t (the earliest is reported).
  void fail(ComputeUnit& cu, uint32_t wi, const std::string& reason, Cycle t);

  std::optional<std::pair<Cycle, func::Fault>> fault;
  uint64_t stalls[kStallCount] = {};
  uint64_t waveCycles = 0;  // sum of wave lifetimes
  uint64_t issued = 0;
  Cycle lastActivity = 0;
  Cycle firstIssue = kNever;
  uint64_t wavesDone = 0, groupsDone = 0;
  std::vector<WaveSpan> spans;
  bool keepSpans = false;

  // func::MemPort (vmem.cpp, smem.cpp).
  uint64_t load(func::Exec& x, const func::DecodedInst& d, const func::PortAccess& a, uint8_t (*data)[16]) override;
  void store(func::Exec& x, const func::DecodedInst& d, const func::PortAccess& a, const uint8_t (*data)[16]) override;
  bool atomic(func::Exec& x, const func::DecodedInst& d, const func::PortAccess& a) override;
  void other(func::Exec& x, const func::DecodedInst& d, const func::PortAccess& a) override;
  void scalarLoad(func::Exec& x, const func::DecodedInst& d, uint64_t addr, uint32_t bytes, void* out) override;
  uint64_t now() const override { return ic_.now; }

 private:
  // Issue (issue.cpp): one cycle of a CU, and the steps of issuing one instruction. The steps
  // are inlined into tryIssue (always_inline: as members of a class with external linkage they
  // would otherwise stay calls, which costs the per-instruction path several percent).
  void cycle(ComputeUnit& cu, Cycle t);
  [[gnu::always_inline]] inline void scanSimd(ComputeUnit& cu, unsigned simd, Cycle t);
  bool tryIssue(ComputeUnit& cu, uint32_t wi, Cycle t, uint32_t& unitsUsed);
  [[gnu::always_inline]] inline bool waitcntHolds(WaveState& w, WaveSched& s, const func::DecodedInst& d, const TimingClass& tc, Cycle t);
  [[gnu::always_inline]] inline bool unitHolds(ComputeUnit& cu, WaveState& w, WaveSched& s, const func::DecodedInst& d, const TimingClass& tc,
                                               Cycle t, uint32_t unitsUsed);
  [[gnu::always_inline]] inline void countIssueGap(WaveState& w, Cycle at);
  [[gnu::always_inline]] inline bool execute(ComputeUnit& cu, uint32_t wi, const func::DecodedInst& d, const TimingClass& tc, Cycle t,
                                             bool* running);
  [[gnu::always_inline]] inline void applyIssueTiming(ComputeUnit& cu, uint32_t wi, const func::DecodedInst& d,
                                                      const TimingClass& tc, Cycle t);
  void stopped(ComputeUnit& cu, uint32_t wi, Cycle t);
  void arriveAtBarrier(ComputeUnit& cu, uint32_t wi, Cycle t);

  // Work-groups (dispatcher.cpp).
  void buildCu(ComputeUnit& cu);
  void launchGroup(ComputeUnit& cu, PendingGroup& pg, Cycle t);
  void finishWave(ComputeUnit& cu, uint32_t wi, Cycle t);

  const TimingCtx& ctx_;
  const TimingConfig& cfg_;
  unsigned index_;
  rt::Memory& mem_;
  func::Engine engine_;
  std::vector<ComputeUnit> cus_;
  IssueContext ic_;
  WaitCounters counters_;
  L2Outbox outbox_;
  InstructionFetch fetch_;
  VectorMemory vmem_;
  ScalarMemory smem_;
  Lds lds_;
  std::vector<uint32_t> freedSlots_;
};

}  // namespace gfxsim::timing
