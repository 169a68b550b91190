// The state of one compute unit (a GCN/CDNA CU, or an RDNA WGP: two CUs sharing an LDS) and
// of the waves and work-groups on it. Each component keeps its per-CU part here; the logic is
// in the component's files (issue, fetch, lds, vmem, smem, dispatcher).
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <queue>
#include <tuple>
#include <vector>

#include "func/exec.h"
#include "runtime/geometry.h"
#include "timing/cache.h"
#include "timing/dispatcher.h"
#include "timing/fetch.h"
#include "timing/waitcnt.h"

namespace gfxsim::timing {

// Where a wave slot is in its life.
enum class IssueState : uint8_t {
  Free,           // no wave
  Ready,          // may issue from readyAt on
  AtBarrier,      // waits for the rest of its work-group
  WaitingAtomic,  // its atomic is performed at the L2 between epochs
  Done,           // ended (or faulted); freed by finishWave
};

// One wave slot's timing state, around the functional core's state of its wave.
struct WaveState {
  func::WaveState arch;  // registers, pc, exec: what the functional core executes
  uint32_t group = 0;  // index into ComputeUnit::groups
  uint8_t simd = 0;
  uint8_t cuInWgp = 0;  // RDNA: the CU of the WGP the wave's SIMD belongs to (its L0, its half of the LDS); 0 on GCN
  uint32_t scratchSlot = 0;
  uint64_t age = 0;     // issue priority: older waves first
  Cycle idleFrom = 0;   // since when it has not issued (stall accounting)
  Cycle start = 0;
  uint8_t stallReason = 0;  // a Stall: why it is not issuing now
  FetchBuffer fetch;
  std::vector<Cycle> vready;     // per VGPR (then AGPR): when an earlier ALU result is written
  std::array<Cycle, 128> sready{};  // per scalar operand
  CounterQueue counters[isa::kMaxCounters];  // indexed like the description's counters
  uint32_t atomicLinesLeft = 0;  // L2 requests of the wave's atomic not performed yet
  Cycle atomicPerformed = 0;     // when the last of them was performed
  uint32_t generation = 0;       // launches into this slot (deferred loads and queued LDS instructions check it)
  uint32_t ldsQueued = 0;        // LDS instructions issued, not performed yet (ldsJitter)
  Cycle ldsLast = 0;             // when the last of them is performed
  // The wave's last matrix-core result (Kind::Matrix): its registers (index into vready, and
  // count), when the matrix core finishes it and when other readers see it (vready). A later
  // MFMA whose accumulator is exactly those registers takes them from the core as soon as it
  // is done (AMD's MFMA dependency tables: "SrcC exactly the same as the previous vDst", no
  // wait states).
  uint32_t chainBase = ~0u;
  uint32_t chainDwords = 0;
  Cycle chainDone = 0, chainReady = 0;
};

// What the schedulers read of a wave slot every cycle, kept apart from its WaveState: a
// WaveState is about 4 KiB, so a scan over a CU's 40 to 64 of them missed the host's caches
// at every slot (22% of a memory-bound run's time on the RX 6900 XT); these are 16 bytes a slot.
struct WaveSched {
  Cycle readyAt = 0;  // the earliest cycle the wave may issue
  IssueState state = IssueState::Free;
  uint8_t prio = 0;  // s_setprio
  bool alive() const { return state != IssueState::Free && state != IssueState::Done; }
};

struct WorkGroupState {
  bool live = false;
  func::Workgroup wg;
  uint32_t waves = 0, done = 0, atBarrier = 0;
  uint32_t ldsBytes = 0;
  uint8_t place = 0;  // where its waves went (Occupancy::simdOf)
  std::vector<uint32_t> waveIdx;  // its waves' slots
  std::vector<uint32_t> scratchSlots;
};

// A work-group the dispatcher placed on a CU, not launched yet.
struct PendingGroup {
  rt::Dim3 id;
  uint32_t flat = 0;
  Cycle launchAt = 0;
  std::vector<uint32_t> scratchSlots;
  uint8_t place = 0;  // Occupancy::fits
};

// A store on its way to the L2, kept by its CU until it is performed there, so the CU's own
// later loads that miss see it (same-address order within a CU).
struct PendingStore {
  uint64_t line = 0;  // address of the L1 line
  uint64_t mask[2] = {0, 0};
  uint8_t data[128];
  bool applied = false;
  uint64_t seq = 0;     // issue order within its CU (a later load may see it, an earlier may not)
  uint8_t cuInWgp = 0;  // the CU of an RDNA WGP that issued it (only that CU's loads see it early)
  bool through = false;  // sc1 (gfx942 agent/system scope): written through a data-holding L2 to memory
};

// A CU's stores not applied yet, counted per line in a fixed table indexed by a hash of the
// line: a load that misses merges its CU's pending stores (vmem.cpp) and scans them only where
// the count is not zero. Lines sharing an entry cost only that scan, which finds no store of
// theirs. (An unordered_map here allocated a node per store.)
class PendingStoreFilter {
 public:
  void add(uint64_t line) { ++count_[slot(line)]; }
  void remove(uint64_t line) { --count_[slot(line)]; }
  bool mayHold(uint64_t line) const { return count_[slot(line)] != 0; }

 private:
  static constexpr unsigned kBits = 12;
  static size_t slot(uint64_t line) { return static_cast<size_t>((line * 0x9e3779b97f4a7c15ull) >> (64 - kBits)); }
  std::array<uint32_t, size_t{1} << kBits> count_{};
};

inline constexpr unsigned kMaxSimds = 4;

// The LDS request queue of a CU (ldsJitter): (perform cycle, sequence, entry in the partition's Lds pool).
using LdsQueueEntry = std::tuple<Cycle, uint64_t, uint32_t>;

struct ComputeUnit {
  uint32_t index = 0;  // in the GPU
  uint32_t local = 0;  // in its partition
  uint32_t scalarCache = 0, instructionCache = 0;  // which of the partition's shared caches it uses
  std::vector<WaveState> waves;  // simds * wavesPerSimd slots
  std::vector<WaveSched> sched;  // the same slots' scheduling state
  std::vector<uint32_t> bySimd[kMaxSimds];  // active waves of each SIMD, oldest first
  std::vector<WorkGroupState> groups;
  std::deque<PendingGroup> pending;
  CuResources resources;  // in use by resident and pending work-groups
  Cycle valuBusy[kMaxSimds] = {};
  Cycle matrixBusy[kMaxSimds] = {};  // each SIMD's matrix core (MFMA)
  Cycle nextEvent = 0;  // the next cycle anything may happen on this CU
  // Per SIMD: no wave of it may issue before this cycle (a lower bound; the scheduler skips a
  // SIMD until then and recomputes it after each scan). Whatever makes a wave ready earlier
  // than its SIMD's bound goes through wake().
  Cycle simdNext[kMaxSimds] = {};
  uint64_t schedChanges = 0;  // wake() calls and waves taken out of bySimd (a scan in progress checks it)
  // Vector memory (vmem.h): per CU of a WGP, the L1/L0 and when its port is free.
  Cache l1[2];
  Cycle l1Free[2] = {0, 0};
  std::deque<PendingStore> stores;
  uint64_t storeSeq = 0;
  PendingStoreFilter storesPerLine;  // which lines may have pending stores not applied yet
  // LDS (lds.h): when each half's port is free, and the request queue.
  Cycle ldsFree[2] = {0, 0};
  std::priority_queue<LdsQueueEntry, std::vector<LdsQueueEntry>, std::greater<>> ldsQueue;
  uint64_t ldsSeq = 0;

  // Wave slot wi may issue from cycle `at` on (launched, released from a barrier, its atomic
  // or L2 maintenance performed, woken after the L2 answered).
  void wake(uint32_t wi, Cycle at) {
    sched[wi].state = IssueState::Ready;
    sched[wi].readyAt = at;
    Cycle& bound = simdNext[waves[wi].simd];
    bound = std::min(bound, at);
    nextEvent = std::min(nextEvent, at);
    ++schedChanges;
  }
};

}  // namespace gfxsim::timing
