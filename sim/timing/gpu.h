// The cycle-approximate timing model of a whole GPU (design: sim/timing/README.md).
//
// The machine is cut into partitions, the largest units that share nothing below the L2:
// a group of CUs sharing a scalar and an instruction cache (GCN/CDNA), or a shader array
// with its GL1 and WGPs (RDNA). Time advances in epochs of Q cycles (Q <= the L2 hit
// latency). Within an epoch every partition runs its cycles on its own (oneTBB, one task
// per partition): its waves issue, execute their instructions functionally at issue, and hit
// or miss in the caches it owns. What crosses partitions -- requests to the L2, stores and
// atomics reaching memory, work-group dispatch -- is queued and handled between epochs by
// one thread in a fixed order (cycle, partition, issue order). Every answer from the L2 is
// at least Q cycles away, so no partition needs one within the epoch that asked. The
// result is the same at any thread count.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "func/executor.h"
#include "timing/cache.h"
#include "timing/classify.h"
#include "timing/config.h"

namespace gfxsim::timing {

// Why a wave did not issue. A wave held by a wait counter stalls on kStallWaitcnt + the
// counter's index in the ISA description (one reason per counter the generation has).
enum Stall : uint8_t {
  kStallDependency, kStallWaitcnt, kStallBarrier = kStallWaitcnt + isa::kMaxCounters, kStallPort,
  kStallFetch, kStallAtomic, kStallSleep, kStallInvalidate, kStallCount
};
inline uint8_t waitcntStall(unsigned counter) { return static_cast<uint8_t>(kStallWaitcnt + counter); }
// A stall reason's name ("waitcnt " + the counter's for a counter), or "" for a counter the
// generation (`desc`, null: none) does not have, which reports leave out.
std::string stallName(unsigned s, const isa::Description* desc);

struct LevelStats {
  std::string name;
  unsigned instances = 0;
  CacheCounters c;
  double hitRate() const { return c.hits + c.misses ? static_cast<double>(c.hits) / static_cast<double>(c.hits + c.misses) : 0; }
};

struct TimingStats {
  std::string config, gpu, target;
  double coreMhz = 0;
  Cycle cycles = 0;
  Cycle firstIssue = 0, lastIssue = 0;  // the first and last instruction issued (the kernel's active window)
  double microseconds() const { return static_cast<double>(cycles) / coreMhz; }
  uint64_t waveInstructions = 0, valuInstructions = 0, waves = 0, workgroups = 0;
  double ipc = 0;        // wave-instructions per cycle, whole GPU
  double ipcPerCu = 0;
  double occupancy = 0;  // resident waves / wave slots, averaged over the kernel
  bool rdna = false;  // WGP or CU mode applies
  bool wgpMode = false;
  unsigned waveSize = 64;
  uint64_t stalls[kStallCount] = {};
  const isa::Description* isa = nullptr;  // the target's: names the counter stalls
  std::vector<LevelStats> levels;  // instruction, scalar, L1/L0, GL1, L2, LLC
  uint64_t ldsAccesses = 0, ldsConflictCycles = 0;
  uint64_t dramBytesRead = 0, dramBytesWritten = 0;
  uint64_t dramRowHits = 0, dramRowMisses = 0;  // transfers finding their bank's row open, or not
  uint64_t l2WrittenBack = 0;                   // bytes the end of the kernel wrote back from the L2
  double dramGBs = 0;    // achieved, over the kernel's time
  double hostSeconds = 0;
  unsigned threads = 1, partitions = 1;
  uint64_t epochs = 0;
};

// The timing model's default budgets per dispatch, each under ten seconds of host time on
// one core (README.md, "Limits"): a GPU full of waves runs about 3 million wave
// instructions per host second, a wave alone about 5 million cycles. The longest workload
// (private_sort -O0 on gfx900: 4.5 million wave instructions, 13.5 million cycles) needs a
// quarter and a third of them.
inline constexpr uint64_t kTimingMaxInstructions = 20'000'000;
inline constexpr uint64_t kTimingMaxCycles = 40'000'000;

struct TimingOptions {
  unsigned threads = 0;      // 0: oneTBB's default
  std::string tracePath;     // Chrome/Perfetto trace JSON ("" = none)
  uint64_t watchdogInstructions = 200'000'000;  // per wave
  uint64_t hangCycles = 20'000'000;  // no instruction issued anywhere for this long: a hang
  // The dispatch's budgets: the kernel is reported as hung, naming the wave that executed the
  // most instructions, once all waves together executed more than maxInstructions, or the
  // dispatch ran past maxCycles. Checked between epochs, so the report is the same at any
  // thread count. A wave spinning alone executes few instructions per cycle and many waves
  // execute many, hence both (README.md, "Limits").
  uint64_t maxInstructions = kTimingMaxInstructions;
  uint64_t maxCycles = kTimingMaxCycles;
  // Stress (litmus testing): seeded, reproducible random delays that vary the interleavings.
  // Each wave starts up to startJitter cycles late; each request to the L2 is answered, and
  // performed, up to memJitter cycles late (never overtaking an earlier request of its CU to
  // the same line, so one CU's accesses to one address stay in order).
  // ldsJitter: the LDS request queues. Each LDS instruction is performed up to ldsJitter
  // cycles after the LDS takes it (its operands are read at issue): one wave's LDS
  // instructions stay in order, but the waves of a work-group are reordered against each
  // other, and against their own later global accesses. 0: performed when the LDS takes it.
  // memTail: a heavy tail on the L2 delays: one request in 32 (chosen by the seed) may be up
  // to memTail * memJitter cycles late (a request stuck behind a queue), so one access can
  // stay unperformed while a chain of several others completes. 0 or 1: no tail.
  // invJitter: an invalidate of the L1/L0 or GL1 may take up to invJitter cycles more than
  // the config's invalidate_cycles (the cache busy), widening the window in which other waves
  // refill it.
  uint64_t stressSeed = 0;
  uint32_t startJitter = 0, memJitter = 0, ldsJitter = 0, memTail = 0, invJitter = 0;
  func::ProgressSink* progress = nullptr;  // told after each epoch; null: none
};

// A 64-bit mix of a seed and values (splitmix64 steps): the stress delays are functions of
// (seed, what is delayed), never of the order in which host threads get to them.
uint64_t stressHash(uint64_t seed, uint64_t a, uint64_t b = 0);

class TimingEngine : public func::KernelExecutor {
 public:
  TimingEngine(const GpuConfig& cfg, TimingOptions opt = {});
  ~TimingEngine() override;
  func::DispatchResult run(const isa::TargetId& target, rt::Memory& mem, const launch::DispatchState& ds) override;
  const TimingStats& stats() const { return stats_; }

 private:
  GpuConfig cfg_;
  TimingOptions opt_;
  TimingStats stats_;
};

// The statistics as a table (for people) and as JSON (for tools).
std::string statsTable(const TimingStats& s);
std::string statsJson(const TimingStats& s);

}  // namespace gfxsim::timing
