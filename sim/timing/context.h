// What the components of a partition share: the dispatch's parameters (TimingCtx), the
// instruction being executed as its memory accesses see it (IssueContext), and the queue of
// requests to the L2 the partition hands to the memory side between epochs (L2Outbox).
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "launch/initial_state.h"
#include "runtime/agent_config.h"
#include "timing/compute_unit.h"
#include "timing/dispatcher.h"
#include "timing/gpu.h"
#include "timing/memside.h"
#include "timing/waitcnt.h"

namespace gfxsim::timing {

// The instruction's cache-policy bits, for the generation's CachePolicy.
inline uint8_t cacheBits(const func::DecodedInst& d) {
  return static_cast<uint8_t>((d.glc ? kGlc : 0) | (d.slc ? kSlc : 0) | (d.dlc ? kDlc : 0) | (d.sccBit ? kScc : 0));
}

// An entry of a pool: a freed one if there is one, else a new one at the end (the pool keeps
// its entries' capacity: no allocation per instruction once warm).
template <class Pool>
uint32_t takeSlot(Pool& pool, std::vector<uint32_t>& freed) {
  if (!freed.empty()) {
    uint32_t i = freed.back();
    freed.pop_back();
    return i;
  }
  pool.emplace_back();
  return static_cast<uint32_t>(pool.size() - 1);
}

// The dispatch's parameters, the same for every partition.
struct TimingCtx {
  const TimingConfig* cfg = nullptr;
  const rt::AgentConfig* agent = nullptr;
  const launch::DispatchState* ds = nullptr;
  const isa::Description* desc = nullptr;
  WaitcntLayout waitcnt;
  uint8_t ldsStall = 0;  // the stall reason of a wave that ends behind its LDS instructions (their counter's)
  std::optional<Occupancy> occupancy;
  bool wgpMode = false;
  unsigned waveSize = 64;
  unsigned simds = 4;
  unsigned vgprsPerWave = 0, sgprsPerWave = 0;  // allocation, in the SIMD's units
  uint32_t epochCycles = 64;                    // Q: no L2 answer comes sooner
  uint64_t stressSeed = 0;
  uint32_t startJitter = 0, ldsJitter = 0, invJitter = 0;
  uint64_t watchdogInstructions = 200'000'000;
};

// The instruction being executed, for the memory port's callbacks.
struct IssueContext {
  ComputeUnit* cu = nullptr;
  uint32_t wave = 0;              // slot in cu->waves
  uint32_t event = ~0u;           // its counter event (~0u: it counts nothing)
  uint32_t deferredLoad = ~0u;    // the deferred load its L2 reads land (~0u: none)
  Cycle now = 0;
  Cycle memDone = 0;              // completion of what it does within the partition
  bool performingAtomic = false;  // executing an atomic in the serial phase
  bool atomicPutOff = false;      // it was an atomic, put off to the serial phase
  WaveState& waveState() const { return cu->waves[wave]; }
};

struct L2Request {
  Cycle t = 0;
  uint64_t addr = 0;
  MemOp op = MemOp::Read;
  uint32_t event = ~0u;      // counter event to complete (~0u: none)
  PendingStore* store = nullptr;
  uint32_t wave = ~0u;       // atomics: the wave (CU-local slot) to resume
  uint32_t deferred = ~0u;   // loads: the deferred load the answer lands
  uint16_t cu = 0;           // partition-local
  uint8_t cuInWgp = 0;
  uint32_t bytes = 64;
};

// The partition's requests to the L2 of the current epoch, in issue order.
class L2Outbox {
 public:
  L2Outbox(const IssueContext& ic, WaitCounters& counters) : ic_(ic), counters_(counters) {}
  // A request of the instruction being executed; its counter event then waits for the answer.
  void send(Cycle t, uint64_t addr, MemOp op, uint32_t bytes, PendingStore* ps, uint32_t wave) {
    L2Request r;
    r.t = t;
    r.addr = addr;
    r.op = op;
    r.event = ic_.event;
    r.store = ps;
    r.wave = wave;
    r.deferred = op == MemOp::Read ? ic_.deferredLoad : ~0u;
    r.cu = static_cast<uint16_t>(ic_.cu->local);
    r.cuInWgp = ic_.waveState().cuInWgp;
    r.bytes = bytes;
    if (ic_.event != ~0u) ++counters_.event(ic_.event).unanswered;
    requests_.push_back(r);
  }
  std::vector<L2Request>& requests() { return requests_; }

 private:
  const IssueContext& ic_;
  WaitCounters& counters_;
  std::vector<L2Request> requests_;
};

}  // namespace gfxsim::timing
