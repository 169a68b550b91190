#include "timing/gpu.h"

#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstring>
#include <deque>
#include <queue>
#include <set>
#include <unordered_map>

#include "codeobject/kernel_descriptor.h"
#include "func/engine.h"
#include "runtime/memory.h"
#include "support/error.h"
#include "support/fileio.h"
#include "timing/memside.h"
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

const char* stallName(unsigned s) {
  static const char* const names[] = {"dependency", "waitcnt vmcnt", "waitcnt lgkmcnt", "waitcnt vscnt", "waitcnt expcnt",
                                      "barrier",    "issue port",    "fetch",           "atomic",        "sleep/nop",
                                      "cache invalidate"};
  return s < kStallCount ? names[s] : "?";
}

namespace {

using func::DecodedInst;
using func::OpnKind;

// The instruction's cache-policy bits, for the generation's CachePolicy.
uint8_t cacheBits(const DecodedInst& d) {
  return static_cast<uint8_t>((d.glc ? kGlc : 0) | (d.slc ? kSlc : 0) | (d.dlc ? kDlc : 0));
}

constexpr unsigned kMaxSimds = 4;

// Calls f(lane, offset in the lane's data, address, line address, bytes) for each piece of
// each lane's access that lies in one line of lb bytes, lanes in order.
template <class F>
void forPieces(const func::PortAccess& a, uint32_t lb, F f) {
  uint64_t m = a.mask;
  while (m) {
    unsigned l = static_cast<unsigned>(std::countr_zero(m));
    m &= m - 1;
    for (uint32_t k = 0; k < a.bytes;) {
      uint64_t addr = a.addr[l] + k;
      uint64_t la = addr & ~uint64_t{lb - 1};
      uint32_t take = std::min<uint32_t>(a.bytes - k, static_cast<uint32_t>(la + lb - addr));
      f(l, k, addr, la, take);
      k += take;
    }
  }
}
constexpr unsigned kRing = 64;

// A counter event in flight: when it is done (known once `parts` is 0) and how many rings
// still hold it.
struct Entry {
  Cycle done = 0;
  uint16_t parts = 0;
  uint8_t refs = 0;
};

struct Ring {
  uint32_t idx[kRing];
  uint8_t head = 0, size = 0;
  uint32_t at(unsigned i) const { return idx[(head + i) % kRing]; }
};

// A store on its way to the L2, kept by its CU until it is performed there, so the CU's own
// later loads that miss see it (same-address order within a CU).
struct PendingStore {
  uint64_t line = 0;  // address of the L1 line
  uint64_t mask[2] = {0, 0};
  uint8_t data[128];
  bool applied = false;
  uint64_t seq = 0;   // issue order within its block (a later load may see it, an earlier may not)
  uint8_t half = 0;   // the CU of an RDNA WGP that issued it (only that CU's loads see it early)
};

// A load whose lanes missed: their data is read where the L2 performs the request (at the
// start of that epoch), then landed in the wave's registers. A wave must not read those
// registers before its s_waitcnt says the load is done, which is later.
struct DeferredLoad {
  uint32_t block = 0, wave = 0, gen = 0;
  const func::DecodedInst* inst = nullptr;
  func::LandFn land = nullptr;
  uint64_t mask = 0;
  uint64_t addr[64];
  uint32_t bytes = 4;
  uint64_t storeSeq = 0;  // the CU's pending stores issued before it
  uint32_t linesLeft = 0;
  bool live = false;
  bool fillL1 = true, fillGl1 = true;  // allocate in the L1/L0 and GL1 when the line arrives
  // Each line's data, read when the L2 performs that line's request (one CU's accesses to a
  // line stay in order there, so a store issued after the load is never in it).
  std::vector<uint64_t> lineAddr;
  std::vector<uint8_t> lineData;  // 128 bytes per line
};

enum class WaveState : uint8_t { Free, Ready, Barrier, Atomic, Done };

struct TWave {
  func::WaveState st;
  WaveState s = WaveState::Free;
  uint32_t group = 0;
  uint8_t simd = 0, half = 0, prio = 0;
  uint32_t slot = 0;  // scratch slot
  uint64_t age = 0;
  Cycle readyAt = 0, idleFrom = 0, start = 0;
  uint8_t reason = kStallPort;
  // Instruction buffer: [fetchA, fetchB) ready at readyB, [fetchB, fetchC) at readyC.
  uint64_t fetchA = 1, fetchB = 1, fetchC = 1;
  Cycle readyB = 0, readyC = 0;
  std::vector<Cycle> vready;
  std::array<Cycle, 128> sready{};
  Ring ring[kCounters];
  Cycle atomicResume = 0;
  uint32_t atomicLines = 0;
  Cycle atomicPerformed = 0;
  uint32_t gen = 0;  // launches into this slot (deferred loads check it)
  uint32_t ldsQueued = 0;  // LDS instructions issued, not performed yet (ldsJitter)
  Cycle ldsLast = 0;       // when the last of them is performed
};

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

// An LDS instruction in the LDS request queue (ldsJitter): performed at `at`, with the VGPR
// operands and EXEC it read at issue.
struct QueuedLds {
  static constexpr unsigned kMaxRegs = 10;  // address + two data operands of up to 4 dwords (+1 spare)
  Cycle at = 0;
  uint64_t seq = 0;
  uint32_t wave = 0, gen = 0;
  const DecodedInst* d = nullptr;
  uint64_t pc = 0, exec = 0;
  unsigned nregs = 0;
  uint16_t reg[kMaxRegs] = {};  // register file index (AGPRs after the VGPRs)
  std::array<uint32_t, kMaxRegs * func::kMaxLanes> val{};
};

struct TGroup {
  bool live = false;
  func::Workgroup wg;
  uint32_t waves = 0, done = 0, atBarrier = 0;
  uint32_t ldsBytes = 0;
  uint8_t half = 0;  // RDNA CU mode: the CU it runs on
  Cycle lastActivity = 0;
  std::vector<uint32_t> waveIdx;
  std::vector<uint32_t> slots;
};

// A work-group the dispatcher gave a block, not launched yet.
struct PendingGroup {
  rt::Dim3 id;
  uint32_t flat = 0;
  Cycle launchAt = 0;
  std::vector<uint32_t> slots;
  uint8_t half = 0;
};

struct L2Request {
  Cycle t = 0;
  uint64_t addr = 0;
  MemOp op = MemOp::Read;
  uint32_t entry = ~0u;      // counter entry to complete (~0u: none)
  PendingStore* store = nullptr;
  uint32_t wave = ~0u;       // atomics: the wave (block-local index) to resume
  uint32_t deferred = ~0u;   // loads: the deferred load the answer lands
  uint16_t block = 0;        // partition-local
  uint8_t half = 0;
  uint32_t bytes = 64;
};

struct Block {
  std::vector<TWave> waves;  // simds * wavesPerSimd slots
  std::vector<uint32_t> bySimd[kMaxSimds];  // active waves of each SIMD, oldest first
  std::vector<TGroup> groups;
  std::deque<PendingGroup> pending;
  // Resources in use (resident + pending).
  uint32_t simdWaves[kMaxSimds] = {}, simdVgprs[kMaxSimds] = {}, simdSgprs[kMaxSimds] = {};
  uint32_t ldsUsed[2] = {0, 0};
  uint32_t barriers = 0;
  Cycle valuBusy[kMaxSimds] = {};
  Cycle l1Free[2] = {0, 0};
  Cycle ldsFree[2] = {0, 0};
  // The LDS request queue (ldsJitter): (perform time, sequence, entry in Partition::ldsOps_).
  std::priority_queue<std::tuple<Cycle, uint64_t, uint32_t>, std::vector<std::tuple<Cycle, uint64_t, uint32_t>>, std::greater<>> ldsQueue;
  uint64_t ldsSeq = 0;
  Cache l1[2];
  std::deque<PendingStore> stores;
  uint64_t storeSeq = 0;
  std::unordered_map<uint64_t, uint32_t> storeCount;
  uint32_t index = 0;  // global block index
  uint32_t scacheGroup = 0, icacheGroup = 0;
  Cycle nextEvent = 0;
};

struct TimingCtx {
  const TimingConfig* cfg;
  const rt::AgentConfig* agent;
  const launch::DispatchState* ds;
  const isa::Description* desc;
  std::vector<std::pair<unsigned, const isa::Field*>> waitcntFields;  // s_waitcnt's: counter index, bits
  bool wgpMode = false;
  unsigned waveSize = 64;
  unsigned wavesPerGroupMax = 0;
  unsigned simds = 4;
  unsigned vgprsPerWave = 0, sgprsPerWave = 0;  // allocation, in the SIMD's units
  uint32_t waveCounterMax[kCounters] = {63, 15, 63, 7};
  uint32_t Q = 64;
  uint64_t stressSeed = 0;
  uint32_t startJitter = 0, ldsJitter = 0, invJitter = 0;
  uint64_t watchdogInstructions = 200'000'000;
};

// A partition's functional engine: the per-wave watchdog is its own; the dispatch budget
// counts every partition's waves, so TimingEngine::run checks it between epochs.
func::EngineOptions partitionEngineOptions(const TimingCtx& ctx) {
  func::EngineOptions o;
  o.watchdogInstructions = ctx.watchdogInstructions;
  o.maxInstructions = ~uint64_t{0};
  return o;
}

class Partition final : public func::MemPort {
 public:
  Partition(const TimingCtx& ctx, unsigned index, unsigned firstBlock, unsigned blocks, rt::Memory& mem,
            const isa::TargetId& target);

  void runEpoch(Cycle from, Cycle to);
  // Serial phase helpers.
  std::vector<L2Request>& outbound() { return out_; }
  // The L2 answered one part of counter entry e.
  void answer(uint32_t e, Cycle done);
  void performAtomic(uint32_t block, uint32_t wave, Cycle now);
  DeferredLoad& deferred(uint32_t i) { return deferred_[i]; }
  // One line of a deferred load is performed: its data is read now; when it was the last,
  // the load's lanes land in the registers.
  void captureDeferred(uint32_t i, uint64_t lineAddr);
  void applyStore(PendingStore* ps, uint32_t block);
  void wakeAll(Cycle t);
  bool idle() const;
  // A fault report for the first wave still alive (a hang), with what it waits for.
  std::optional<func::Fault> stuckWave(Cycle t);
  // The live wave that executed the most instructions (the first of equals), for a report of
  // the dispatch past its budget; null when no wave is alive.
  struct Busiest {
    Block* block = nullptr;
    TWave* wave = nullptr;
  };
  Busiest busiestWave();
  func::Fault faultAt(const Busiest& at, const std::string& reason) {
    at.wave->st.instPc = at.wave->st.pc;
    return engine_.makeFault(at.wave->st, at.block->groups[at.wave->group].wg, reason);
  }
  Block& block(unsigned i) { return blocks_[i]; }
  unsigned blockCount() const { return static_cast<unsigned>(blocks_.size()); }
  bool fits(const Block& b, uint32_t waves, uint32_t lds, uint8_t* half) const;
  // The SIMD of a group's i-th wave when it may use them all: round robin, and in WGP mode
  // alternating between the two CUs (SIMDs 0, 2, 1, 3), so that a group of two waves already
  // spans both CUs and their L0 caches.
  unsigned simdFor(unsigned i) const {
    unsigned s = i % ctx_.simds;
    return cfg_.rdna ? (s % 2) * 2 + s / 2 : s;
  }
  void reserve(Block& b, uint32_t waves, uint32_t lds, uint8_t half, int sign);
  std::vector<uint32_t>& freedSlots() { return freedSlots_; }
  // The queues this partition owns, for the trace: each L1/L0 port and the GL1 port.
  void sampleQueues(Trace& trace, Cycle t) const {
    auto ahead = [&](Cycle free) { return free > t ? static_cast<double>(free - t) : 0.0; };
    for (const Block& b : blocks_)
      for (unsigned h = 0; h < (cfg_.rdna ? 2u : 1u); ++h)
        trace.counter((cfg_.rdna ? "L0 CU " + std::to_string(2 * b.index + h) : "L1 CU " + std::to_string(b.index)), t, ahead(b.l1Free[h]));
    if (cfg_.rdna) trace.counter("GL1 shader array " + std::to_string(index_), t, ahead(gl1Free_));
  }
  void collectCaches(CacheCounters& ic, CacheCounters& sc, CacheCounters& gl1) const {
    for (const auto& c : icache_) ic += c.counters;
    for (const auto& c : scache_) sc += c.counters;
    gl1 += gl1_.counters;
  }

  // Results.
  std::optional<std::pair<Cycle, func::Fault>> fault;
  uint64_t stalls[kStallCount] = {};
  uint64_t waveCycles = 0;  // sum of wave lifetimes
  uint64_t issued = 0;
  uint64_t ldsAccesses = 0, ldsConflictCycles = 0;
  Cycle lastActivity = 0;
  Cycle firstIssue = kNever;
  uint64_t wavesDone = 0, groupsDone = 0;
  CacheCounters icacheC, scacheC, l1C, gl1C;
  std::vector<WaveSpan> spans;
  bool keepSpans = false;
  func::Engine& engine() { return engine_; }

  // func::MemPort
  void load(func::Exec& x, const DecodedInst& d, const func::PortAccess& a, uint8_t (*data)[16]) override;
  void store(func::Exec& x, const DecodedInst& d, const func::PortAccess& a, const uint8_t (*data)[16]) override;
  bool atomic(func::Exec& x, const DecodedInst& d, const func::PortAccess& a) override;
  void other(func::Exec& x, const DecodedInst& d, const func::PortAccess& a) override;
  void scalarLoad(func::Exec& x, const DecodedInst& d, uint64_t addr, uint32_t bytes, void* out) override;
  uint64_t now() const override { return now_; }

 private:
  void cycle(Block& b, Cycle t);
  bool tryIssue(Block& b, uint32_t wi, Cycle t, uint32_t& unitsUsed);
  void buildBlock(Block& b);
  void launchGroup(Block& b, PendingGroup& pg, Cycle t);
  void finishWave(Block& b, uint32_t wi, Cycle t);
  // The LDS request queue (ldsJitter): queue an LDS instruction at issue; perform those due.
  void queueLds(Block& b, uint32_t wi, const DecodedInst& d, Cycle at);
  void performLds(Block& b, Cycle t);
  std::vector<QueuedLds> ldsOps_;
  std::vector<uint32_t> freeLdsOps_;
  std::vector<uint32_t> ldsSave_ = std::vector<uint32_t>(QueuedLds::kMaxRegs * func::kMaxLanes);
  Cycle waitcntReady(TWave& w, const uint32_t need[kCounters], uint8_t* which);
  void retire(TWave& w, Cycle t);
  uint32_t newEntry(Cycle done);
  void pushEntry(TWave& w, uint32_t e, uint8_t counters);
  void releaseEntry(uint32_t e);
  Cycle fetchReady(Block& b, TWave& w, uint64_t pc, unsigned size, Cycle t);
  Cycle icacheFetch(Block& b, uint64_t addr, Cycle t, Cycle notBefore = 0);
  // A line's bytes as the given CU of block b sees them from the L2: memory, plus that CU's
  // stores still on their way (issued before storeSeq).
  void readLine(uint64_t lineAddr, uint32_t bytes, uint8_t* out, const Block& b, unsigned half, uint64_t storeSeq = ~uint64_t{0});
  void mergePending(uint64_t lineAddr, uint32_t bytes, uint8_t* out, const Block& b, unsigned half, uint64_t storeSeq = ~uint64_t{0});
  static constexpr unsigned kNoCu = ~0u;  // readLine: memory only
  Cycle lineAccess(Block& b, unsigned half, uint64_t lineAddr, bool bypassL1, bool bypassGl1, Cycle t, uint8_t* out, bool* toL2);
  void sendL2(Cycle t, uint64_t addr, MemOp op, uint32_t bytes, PendingStore* ps, uint32_t waveIdx);
  Cycle ldsCycles(const TWave& w, const DecodedInst& d) const;
  // The distinct lines (of lb bytes) the lanes in mask touch with `bytes` at addr[l], in lane order, into lines_.
  unsigned uniqueLines(const uint64_t* addr, uint64_t mask, uint32_t bytes, uint32_t lb);
  void fail(Block& b, uint32_t wi, const std::string& reason, Cycle t);

  const TimingCtx& ctx_;
  const TimingConfig& cfg_;
  unsigned index_;
  rt::Memory& mem_;
  func::Engine engine_;
  std::vector<Block> blocks_;
  std::vector<Cache> scache_, icache_;
  std::vector<Cycle> icacheFree_;
  Cache gl1_;
  Cycle gl1Free_ = 0;
  std::vector<Entry> pool_;
  std::vector<uint32_t> freeEntries_;
  std::vector<L2Request> out_;
  std::deque<DeferredLoad> deferred_;
  std::vector<uint32_t> freeDeferred_;
  uint32_t curDeferred_ = ~0u;
  std::vector<uint32_t> freedSlots_;
  // The instruction being executed (for the port).
  Block* curBlock_ = nullptr;
  uint32_t curWave_ = 0;
  uint32_t curEntry_ = ~0u;
  Cycle now_ = 0;
  Cycle memDone_ = 0;  // the current memory instruction's completion (local part)
  bool performing_ = false;  // executing an atomic in the serial phase
  bool deferredNow_ = false; // the instruction being issued was an atomic, put off
  // Scratch buffers (no allocation per instruction).
  std::vector<uint64_t> lines_;
  std::vector<uint8_t> lineData_;
};

Partition::Partition(const TimingCtx& ctx, unsigned index, unsigned firstBlock, unsigned blocks, rt::Memory& mem,
                     const isa::TargetId& target)
    : ctx_(ctx), cfg_(*ctx.cfg), index_(index), mem_(mem),
      engine_(target, mem, partitionEngineOptions(ctx)) {
  const TimingConfig& c = cfg_;
  blocks_.resize(blocks);
  unsigned cusPerBlock = c.rdna ? 2 : 1;
  for (unsigned i = 0; i < blocks; ++i) {
    Block& b = blocks_[i];
    b.index = firstBlock + i;
    b.scacheGroup = i * cusPerBlock / c.scacheCusSharing;
    b.icacheGroup = i * cusPerBlock / c.icacheCusSharing;
  }
  unsigned cus = blocks * cusPerBlock;
  scache_.resize((cus + c.scacheCusSharing - 1) / c.scacheCusSharing);  // built with their first block
  icache_.resize((cus + c.icacheCusSharing - 1) / c.icacheCusSharing);
  icacheFree_.assign(icache_.size(), 0);
  if (c.rdna) gl1_ = Cache(c.gl1, true);
  lineData_.resize(256 * 128);
  lines_.resize(256);
  engine_.beginDispatch(*ctx.ds);
}

uint32_t Partition::newEntry(Cycle done) {
  uint32_t e;
  if (!freeEntries_.empty()) {
    e = freeEntries_.back();
    freeEntries_.pop_back();
  } else {
    e = static_cast<uint32_t>(pool_.size());
    pool_.emplace_back();
  }
  pool_[e] = Entry{done, 0, 0};
  return e;
}

void Partition::pushEntry(TWave& w, uint32_t e, uint8_t counters) {
  for (unsigned k = 0; k < kCounters; ++k)
    if ((counters >> k) & 1) {
      Ring& r = w.ring[k];
      r.idx[(r.head + r.size) % kRing] = e;
      ++r.size;
      ++pool_[e].refs;
    }
  if (!pool_[e].refs && !pool_[e].parts) freeEntries_.push_back(e);
}

// An entry is reused only when no ring holds it and no L2 answer is still due for it.
void Partition::releaseEntry(uint32_t e) {
  if (--pool_[e].refs == 0 && pool_[e].parts == 0) freeEntries_.push_back(e);
}

void Partition::answer(uint32_t e, Cycle done) {
  Entry& en = pool_[e];
  en.done = std::max(en.done, done);
  if (--en.parts == 0 && en.refs == 0) freeEntries_.push_back(e);
}

// Drops completed events: in-order counters from the front, others anywhere.
void Partition::retire(TWave& w, Cycle t) {
  for (unsigned k = 0; k < kCounters; ++k) {
    Ring& r = w.ring[k];
    while (r.size) {
      const Entry& e = pool_[r.at(0)];
      if (e.parts || e.done > t) break;
      releaseEntry(r.at(0));
      r.head = static_cast<uint8_t>((r.head + 1) % kRing);
      --r.size;
    }
  }
}

// The cycle at which every counter k is at most need[k] (kNever while an event it waits
// for has no known completion yet). In-order counters report their events in issue order,
// so an event counts as done only when every older one is; the others report any order.
Cycle Partition::waitcntReady(TWave& w, const uint32_t need[kCounters], uint8_t* which) {
  Cycle ready = 0;
  for (unsigned k = 0; k < kCounters; ++k) {
    const Ring& r = w.ring[k];
    if (r.size <= need[k]) continue;
    unsigned mustFinish = r.size - need[k];
    Cycle t = 0;
    bool inOrder = k != kLgkm;
    if (inOrder) {
      for (unsigned i = 0; i < mustFinish; ++i) {
        const Entry& e = pool_[r.at(i)];
        if (e.parts) {
          t = kNever;
          break;
        }
        t = std::max(t, e.done);
      }
    } else {
      // lgkmcnt: LDS events in order among themselves, SMEM in any order; the
      // mustFinish-th smallest completion of the whole set is when the count drops enough.
      Cycle times[kRing];
      unsigned n = 0, unknown = 0;
      for (unsigned i = 0; i < r.size; ++i) {
        const Entry& e = pool_[r.at(i)];
        if (e.parts) ++unknown;
        else times[n++] = e.done;
      }
      if (n < mustFinish) t = kNever;
      else {
        std::nth_element(times, times + (mustFinish - 1), times + n);
        t = times[mustFinish - 1];
      }
      (void)unknown;
    }
    if (t > ready) {
      ready = t;
      *which = static_cast<uint8_t>(k);
    }
  }
  return ready;
}

// A fetch requested at cycle t (the port serves requests in the order they are made; a
// prefetch behind a block still arriving is answered no earlier than `notBefore`).
Cycle Partition::icacheFetch(Block& b, uint64_t addr, Cycle t, Cycle notBefore) {
  Cache& ic = icache_[b.icacheGroup];
  Cycle& free = icacheFree_[b.icacheGroup];
  Cycle start = std::max(t, free);
  free = start + 1;
  uint64_t line = ic.lineOf(addr);
  if (ic.find(line) >= 0) {
    ++ic.counters.hits;
    return std::max(start + cfg_.icache.hitLatency, notBefore);
  }
  ++ic.counters.misses;
  ic.counters.bytesRead += ic.lineBytes();
  ic.fill(line, nullptr);
  return std::max(start + cfg_.icacheMissLatency, notBefore);
}

// When the bytes [pc, pc+size) are in the wave's instruction buffer. Straight-line code is
// fetched one block ahead; a jump outside the buffer refills it.
Cycle Partition::fetchReady(Block& b, TWave& w, uint64_t pc, unsigned size, Cycle t) {
  const uint64_t fb = cfg_.fetchBytes;
  uint64_t end = pc + size;
  if (pc < w.fetchA || pc >= w.fetchC) {  // not buffered: fetch from pc's block
    w.fetchA = pc & ~(fb - 1);
    w.fetchB = w.fetchA + fb;
    w.readyB = icacheFetch(b, w.fetchA, t);
    w.fetchC = w.fetchB + fb;
    w.readyC = icacheFetch(b, w.fetchB, t, w.readyB);
  }
  while (end > w.fetchC) {  // straddles beyond the buffer
    w.fetchA = w.fetchB;
    w.fetchB = w.fetchC;
    w.readyB = w.readyC;
    w.fetchC += fb;
    w.readyC = icacheFetch(b, w.fetchB, t, w.readyB);
  }
  if (pc >= w.fetchB) {  // moved into the second block: prefetch the next
    w.fetchA = w.fetchB;
    w.fetchB = w.fetchC;
    w.readyB = w.readyC;
    w.fetchC += fb;
    w.readyC = icacheFetch(b, w.fetchB, t, w.readyB);
  }
  return end <= w.fetchB ? w.readyB : w.readyC;
}

// Cycles the LDS spends on one instruction: lanes go through in groups as wide as the bank
// count; in each group, distinct dwords in one bank serialise (the same dword is broadcast).
Cycle Partition::ldsCycles(const TWave& w, const DecodedInst& d) const {
  const func::Opnd* a = d.byRole(func::Role::Addr);
  uint64_t exec = w.st.exec();
  if (!a || a->kind != OpnKind::Vgpr || !exec) return cfg_.ldsCyclesPerAccess;
  const uint32_t* v = w.st.vgpr(a->reg);
  unsigned banks = cfg_.ldsBanks, bankBytes = cfg_.ldsBankBytes;
  unsigned elems = 1, bytes = 4;
  const std::string& m = d.mnemonic();
  if (m.find("b64") != std::string::npos) bytes = 8;
  if (m.find("b128") != std::string::npos) bytes = 16;
  if (m.find("b96") != std::string::npos) bytes = 12;
  bool two = m.find("2_") != std::string::npos || m.find("2st64") != std::string::npos;
  if (two) elems = 2;
  Cycle total = 0;
  unsigned lanes = w.st.size;
  for (unsigned g = 0; g < lanes; g += banks) {
    uint32_t dwordsIn[128];
    uint8_t count[128] = {};
    unsigned n = 0;
    unsigned worst = 0;
    for (unsigned l = g; l < std::min(lanes, g + banks); ++l) {
      if (!((exec >> l) & 1)) continue;
      for (unsigned e = 0; e < elems; ++e) {
        uint32_t base = v[l] + static_cast<uint32_t>(d.offset);
        if (two) base = v[l] + (e ? d.offset1 : d.offset0) * bytes * (m.find("st64") != std::string::npos ? 64u : 1u);
        for (unsigned k = 0; k < bytes; k += bankBytes) {
          uint32_t dw = (base + k) / bankBytes;
          bool seen = false;
          for (unsigned i = 0; i < n; ++i)
            if (dwordsIn[i] == dw) seen = true;
          if (seen || n >= 128) continue;
          dwordsIn[n++] = dw;
          unsigned bank = dw % banks;
          worst = std::max<unsigned>(worst, ++count[bank]);
        }
      }
    }
    total += std::max(1u, worst);
  }
  return total * cfg_.ldsCyclesPerAccess;
}

unsigned Partition::uniqueLines(const uint64_t* addr, uint64_t mask, uint32_t bytes, uint32_t lb) {
  unsigned n = 0;
  while (mask) {
    unsigned l = static_cast<unsigned>(std::countr_zero(mask));
    mask &= mask - 1;
    for (uint64_t la = addr[l] & ~uint64_t{lb - 1}; la < addr[l] + bytes; la += lb) {
      bool seen = false;
      for (unsigned i = n; i-- > 0 && !seen;) seen = lines_[i] == la;
      if (!seen && n < lines_.size()) lines_[n++] = la;
    }
  }
  return n;
}

void Partition::readLine(uint64_t lineAddr, uint32_t bytes, uint8_t* out, const Block& b, unsigned half, uint64_t storeSeq) {
  std::memset(out, 0, bytes);
  if (const rt::Allocation* al = mem_.find(lineAddr)) {
    uint64_t lo = std::max(lineAddr, al->base), hi = std::min(lineAddr + bytes, al->end());
    if (hi > lo && !al->freed) std::memcpy(out + (lo - lineAddr), mem_.translate(lo, hi - lo), hi - lo);
  }
  if (half != kNoCu) mergePending(lineAddr, bytes, out, b, half, storeSeq);
}

void Partition::mergePending(uint64_t lineAddr, uint32_t bytes, uint8_t* out, const Block& b, unsigned half, uint64_t storeSeq) {
  // This CU's own stores still on their way to the L2.
  auto it = b.storeCount.find(lineAddr);
  if (it == b.storeCount.end() || !it->second) return;
  for (const PendingStore& ps : b.stores) {
    if (ps.applied || ps.line != lineAddr || ps.seq >= storeSeq || ps.half != half) continue;
    for (unsigned i = 0; i < bytes && i < 128; ++i)
      if ((ps.mask[i / 64] >> (i % 64)) & 1) out[i] = ps.data[i];
  }
}

void Partition::sendL2(Cycle t, uint64_t addr, MemOp op, uint32_t bytes, PendingStore* ps, uint32_t waveIdx) {
  L2Request r;
  r.t = t;
  r.addr = addr;
  r.op = op;
  r.entry = curEntry_;
  r.store = ps;
  r.wave = waveIdx;
  r.deferred = op == MemOp::Read ? curDeferred_ : ~0u;
  r.block = static_cast<uint16_t>(curBlock_ - blocks_.data());
  r.half = curBlock_->waves[curWave_].half;
  r.bytes = bytes;
  if (curEntry_ != ~0u) ++pool_[curEntry_].parts;
  out_.push_back(r);
}

// One L1-line access of a vector load: its data into `out` and the cycle it is back (or
// kNever when it went to the L2; *toL2 is set and the caller sends the request).
Cycle Partition::lineAccess(Block& b, unsigned half, uint64_t lineAddr, bool bypassL1, bool bypassGl1, Cycle t,
                            uint8_t* out, bool* toL2) {
  Cache& l1 = b.l1[half];
  uint64_t line = l1.lineOf(lineAddr);
  uint32_t lb = l1.lineBytes();
  *toL2 = false;
  int w = bypassL1 ? -1 : l1.find(line);
  if (w >= 0) {
    ++l1.counters.hits;
    std::memcpy(out, l1.data(line, w), lb);
    return t + cfg_.l1.hitLatency;
  }
  ++l1.counters.misses;
  l1.counters.bytesRead += lb;
  if (cfg_.rdna) {
    uint64_t gline = gl1_.lineOf(lineAddr);
    uint32_t gb = gl1_.lineBytes();
    uint64_t gaddr = gline * gb;
    int gw = bypassGl1 ? -1 : gl1_.find(gline);
    Cycle start = std::max(t, gl1Free_);
    gl1Free_ = start + std::max<Cycle>(1, lb / cfg_.gl1.bytesPerCycle);
    // The GL1 is shared by the shader array: it holds what the L2 gave, and this CU's own
    // stores still on their way are merged into what this CU reads (they are ahead of the load).
    if (gw >= 0) {
      ++gl1_.counters.hits;
      std::memcpy(out, gl1_.data(gline, gw) + (lineAddr - gaddr), lb);
      mergePending(lineAddr, lb, out, b, half);
      if (!bypassL1) l1.fill(line, out);
      return start + cfg_.gl1.hitLatency;
    }
    ++gl1_.counters.misses;
    gl1_.counters.bytesRead += gb;
  }
  // To the L2. The data is read where the L2 performs the request (captureDeferred), and only
  // then do the caches take the line: a load behind this one misses too rather than hitting
  // a line that is not there yet. `out` is the memory now, for a caller that cannot wait.
  readLine(lineAddr, lb, out, b, half);
  *toL2 = true;
  return kNever;
}

void Partition::load(func::Exec& x, const DecodedInst& d, const func::PortAccess& a, uint8_t (*data)[16]) {
  uint8_t* host[64];
  if (auto f = mem_.translateLanes(std::span<const uint64_t>(a.addr, x.w.size), a.mask, a.bytes, rt::Access::Read,
                                   std::span<uint8_t*>(host, x.w.size)))
    func::fault(f->message());
  Block& b = *curBlock_;
  TWave& w = b.waves[curWave_];
  unsigned half = w.half;
  uint32_t lb = b.l1[half].lineBytes();
  unsigned n = uniqueLines(a.addr, a.mask, a.bytes, lb);
  uint8_t bits = cacheBits(d);
  bool bypassL1 = bits & cfg_.cachePolicy.loadMissL1, bypassGl1 = bits & cfg_.cachePolicy.loadMissGl1;
  Cycle t = std::max(now_, b.l1Free[half]);
  Cycle lineCycles = std::max<Cycle>(1, lb / cfg_.l1.bytesPerCycle);
  bool toL2[256];
  unsigned misses = 0;
  for (unsigned i = 0; i < n; ++i) {
    Cycle done = lineAccess(b, half, lines_[i], bypassL1, bypassGl1, t, &lineData_[i * 128], &toL2[i]);
    if (toL2[i]) ++misses;
    else memDone_ = std::max(memDone_, done);
    t += lineCycles;
  }
  // Lanes whose data comes from the L2 are landed again when it answers.
  curDeferred_ = ~0u;
  if (misses && a.land) {
    uint32_t di = takeSlot(deferred_, freeDeferred_);
    DeferredLoad& dl = deferred_[di];
    dl.lineAddr.clear();  // (the vectors keep their capacity: no allocation per load)
    dl.mask = 0;
    dl.block = static_cast<uint32_t>(&b - blocks_.data());
    dl.wave = curWave_;
    dl.gen = w.gen;
    dl.inst = &d;
    dl.land = a.land;
    dl.bytes = a.bytes;
    dl.storeSeq = b.storeSeq;
    dl.linesLeft = misses;
    dl.fillL1 = !bypassL1;
    dl.fillGl1 = !bypassGl1;
    dl.live = true;
    forPieces(a, lb, [&](unsigned l, uint32_t, uint64_t, uint64_t la, uint32_t) {
      unsigned i = 0;
      while (lines_[i] != la) ++i;
      if (toL2[i]) {
        dl.mask |= 1ull << l;
        dl.addr[l] = a.addr[l];
      }
    });
    // A deferred lane is landed whole, but an unaligned access may straddle a line that hit:
    // keep that line's data as read now, or those bytes would land as zeros.
    forPieces(a, lb, [&](unsigned l, uint32_t, uint64_t, uint64_t la, uint32_t) {
      unsigned i = 0;
      while (lines_[i] != la) ++i;
      if (toL2[i] || !((dl.mask >> l) & 1) || std::find(dl.lineAddr.begin(), dl.lineAddr.end(), la) != dl.lineAddr.end())
        return;
      dl.lineAddr.push_back(la);
      dl.lineData.resize(dl.lineAddr.size() * 128);
      std::memcpy(&dl.lineData[(dl.lineAddr.size() - 1) * 128], &lineData_[i * 128], lb);
    });
    curDeferred_ = di;
  }
  t = std::max(now_, b.l1Free[half]);
  for (unsigned i = 0; i < n; ++i) {
    if (toL2[i]) sendL2(t, lines_[i], MemOp::Read, lb, nullptr, ~0u);
    t += lineCycles;
  }
  curDeferred_ = ~0u;
  b.l1Free[half] = t;
  // Lanes from the lines.
  forPieces(a, lb, [&](unsigned l, uint32_t k, uint64_t addr, uint64_t la, uint32_t take) {
    unsigned i = 0;
    while (lines_[i] != la) ++i;
    std::memcpy(&data[l][k], &lineData_[i * 128 + (addr - la)], take);
  });
}

void Partition::store(func::Exec& x, const DecodedInst& d, const func::PortAccess& a, const uint8_t (*data)[16]) {
  uint8_t* host[64];
  if (auto f = mem_.translateLanes(std::span<const uint64_t>(a.addr, x.w.size), a.mask, a.bytes, rt::Access::Write,
                                   std::span<uint8_t*>(host, x.w.size)))
    func::fault(f->message());
  (void)d;
  Block& b = *curBlock_;
  TWave& w = b.waves[curWave_];
  unsigned half = w.half;
  Cache& l1 = b.l1[half];
  uint32_t lb = l1.lineBytes();
  Cycle t = std::max(now_, b.l1Free[half]);
  Cycle lineCycles = std::max<Cycle>(1, lb / cfg_.l1.bytesPerCycle);
  // Gather per line: one pending store per line, lanes in order (a later lane wins).
  unsigned first = static_cast<unsigned>(b.stores.size());
  forPieces(a, lb, [&](unsigned l, uint32_t k, uint64_t addr, uint64_t la, uint32_t take) {
      PendingStore* ps = nullptr;
      for (size_t i = first; i < b.stores.size(); ++i)
        if (b.stores[i].line == la) ps = &b.stores[i];
      if (!ps) {
        b.stores.emplace_back();
        ps = &b.stores.back();
        ps->line = la;
        ps->seq = b.storeSeq++;
        ps->half = static_cast<uint8_t>(half);
        ++b.storeCount[la];
      }
      for (uint32_t j = 0; j < take; ++j) {
        unsigned o = static_cast<unsigned>(addr - la) + j;
        ps->data[o] = data[l][k + j];
        ps->mask[o / 64] |= 1ull << (o % 64);
      }
  });
  for (size_t i = first; i < b.stores.size(); ++i) {
    PendingStore& ps = b.stores[i];
    // Write-through: a line present in this CU's L1 takes the bytes; GL1 drops the line.
    uint64_t line = l1.lineOf(ps.line);
    int wy = l1.find(line);
    if (wy >= 0) {
      uint8_t* p = l1.data(line, wy);
      for (unsigned o = 0; o < lb; ++o)
        if ((ps.mask[o / 64] >> (o % 64)) & 1) p[o] = ps.data[o];
    }
    if (cfg_.rdna) gl1_.invalidate(gl1_.lineOf(ps.line));
    l1.counters.bytesWritten += static_cast<uint64_t>(std::popcount(ps.mask[0]) + std::popcount(ps.mask[1]));
    sendL2(t, ps.line, MemOp::Write, lb, &ps, ~0u);
    t += lineCycles;
  }
  b.l1Free[half] = t;
}

bool Partition::atomic(func::Exec& x, const DecodedInst& d, const func::PortAccess& a) {
  (void)d;
  if (!a.mask) return true;
  Block& b = *curBlock_;
  TWave& w = b.waves[curWave_];
  uint32_t lb = b.l1[w.half].lineBytes();
  if (performing_) {  // in the serial phase: memory is current; drop stale copies
    uint64_t m = a.mask;
    while (m) {
      unsigned l = static_cast<unsigned>(std::countr_zero(m));
      m &= m - 1;
      b.l1[w.half].invalidate(b.l1[w.half].lineOf(a.addr[l]));
      if (cfg_.rdna) gl1_.invalidate(gl1_.lineOf(a.addr[l]));
    }
    return true;
  }
  uint8_t* host[64];
  if (auto f = mem_.translateLanes(std::span<const uint64_t>(a.addr, x.w.size), a.mask, a.bytes, rt::Access::Atomic,
                                   std::span<uint8_t*>(host, x.w.size)))
    func::fault(f->message());
  unsigned n = uniqueLines(a.addr, a.mask, a.bytes, lb);
  Cycle t = std::max(now_, b.l1Free[w.half]);
  for (unsigned i = 0; i < n; ++i) sendL2(t + i, lines_[i], MemOp::Atomic, lb, nullptr, curWave_);
  b.l1Free[w.half] = t + n;
  w.atomicLines = n;
  w.atomicPerformed = 0;
  x.deferred = true;
  deferredNow_ = true;
  return false;
}

void Partition::other(func::Exec& x, const DecodedInst& d, const func::PortAccess& a) {
  (void)x;
  Block& b = *curBlock_;
  TWave& w = b.waves[curWave_];
  if (a.ldsMask) memDone_ = std::max(memDone_, now_ + cfg_.ldsLatency);
  if (!a.privateMask) return;
  // Scratch: through the L1 like global memory (the data itself is private to the lane).
  Cache& l1 = b.l1[w.half];
  uint32_t lb = l1.lineBytes();
  unsigned n = uniqueLines(a.privAddr, a.privateMask, 4, lb);
  Cycle t = std::max(now_, b.l1Free[w.half]);
  bool write = a.op != func::PortOp::Load;
  for (unsigned i = 0; i < n; ++i) {
    uint64_t line = l1.lineOf(lines_[i]);
    int wy = l1.find(line);
    if (write) {
      (void)wy;  // write-through: a line present stays (the lane's bytes are in memory already)
      sendL2(t + i, lines_[i], MemOp::Write, lb, nullptr, ~0u);
    } else if (wy >= 0 && !(cacheBits(d) & cfg_.cachePolicy.loadMissL1)) {
      ++l1.counters.hits;
      memDone_ = std::max(memDone_, t + i + cfg_.l1.hitLatency);
    } else {
      ++l1.counters.misses;
      l1.counters.bytesRead += lb;
      l1.fill(line, nullptr);
      sendL2(t + i, lines_[i], MemOp::Read, lb, nullptr, ~0u);
    }
  }
  b.l1Free[w.half] = t + n;
}

void Partition::scalarLoad(func::Exec& x, const DecodedInst& d, uint64_t addr, uint32_t bytes, void* out) {
  (void)x;
  (void)d;
  Block& b = *curBlock_;
  Cache& k = scache_[b.scacheGroup];
  uint32_t lb = k.lineBytes();
  uint8_t* o = static_cast<uint8_t*>(out);
  for (uint64_t la = addr & ~uint64_t{lb - 1}; la < addr + bytes; la += lb) {
    uint64_t line = k.lineOf(la);
    int w = k.find(line);
    uint8_t buf[1024];
    if (w >= 0) {
      ++k.counters.hits;
      std::memcpy(buf, k.data(line, w), lb);
      memDone_ = std::max(memDone_, now_ + cfg_.scache.hitLatency);
    } else {
      ++k.counters.misses;
      k.counters.bytesRead += lb;
      readLine(la, lb, buf, b, b.waves[curWave_].half);
      k.fill(line, buf);
      sendL2(now_, la, MemOp::Read, lb, nullptr, ~0u);
    }
    uint64_t lo = std::max(la, addr), hi = std::min(la + lb, addr + bytes);
    std::memcpy(o + (lo - addr), buf + (lo - la), hi - lo);
  }
}

void Partition::applyStore(PendingStore* ps, uint32_t bi) {
  Block& b = blocks_[bi];
  uint64_t lo = ps->line;
  for (unsigned o = 0; o < 128;) {
    if (!((ps->mask[o / 64] >> (o % 64)) & 1)) {
      ++o;
      continue;
    }
    unsigned e = o;
    while (e < 128 && ((ps->mask[e / 64] >> (e % 64)) & 1)) ++e;
    std::memcpy(mem_.translate(lo + o, e - o, rt::Access::Write), ps->data + o, e - o);
    o = e;
  }
  ps->applied = true;
  // The store passed through this shader array's GL1 (write-evict); a refill that raced
  // ahead of it to the L2 may have brought the old line back: drop it now that the L2 has
  // the store, or this CU would read older data than its own store. (GL1s of other shader
  // arrays keep stale lines: that is what buffer_gl1_inv is for.)
  if (cfg_.rdna) gl1_.invalidate(gl1_.lineOf(ps->line));
  if (--b.storeCount[ps->line] == 0) b.storeCount.erase(ps->line);
  while (!b.stores.empty() && b.stores.front().applied) b.stores.pop_front();
}

void Partition::captureDeferred(uint32_t i, uint64_t la) {
  DeferredLoad& dl = deferred_[i];
  Block& b = blocks_[dl.block];
  TWave& w = b.waves[dl.wave];
  Cache& l1 = b.l1[w.half];
  uint32_t lb = l1.lineBytes();
  // The line arrives: the L1 (and GL1) keep what the L2 gave, with this CU's stores issued
  // since (they went through the L1 after the request did); the load sees only the stores
  // issued before it.
  uint8_t cached[1024];
  if (cfg_.rdna) {  // the shared GL1 keeps what the L2 gave
    uint64_t gl = gl1_.lineOf(la);
    uint32_t gb = gl1_.lineBytes();
    readLine(gl * gb, gb, cached, b, kNoCu);
    int gw = gl1_.find(gl);
    if (gw >= 0) std::memcpy(gl1_.data(gl, gw), cached, gb);
    else if (dl.fillGl1) gl1_.fill(gl, cached);
  }
  readLine(la, lb, cached, b, w.half);
  uint64_t ln = l1.lineOf(la);
  int wy = l1.find(ln);
  if (wy >= 0) std::memcpy(l1.data(ln, wy), cached, lb);
  else if (dl.fillL1) l1.fill(ln, cached);
  size_t slot = 0;
  while (slot < dl.lineAddr.size() && dl.lineAddr[slot] != la) ++slot;
  if (slot == dl.lineAddr.size()) {
    dl.lineAddr.push_back(la);
    dl.lineData.resize(dl.lineAddr.size() * 128);
  }
  readLine(la, lb, &dl.lineData[slot * 128], b, w.half, dl.storeSeq);
  if (--dl.linesLeft) return;
  if (w.gen == dl.gen && w.s != WaveState::Free && w.s != WaveState::Done) {
    TGroup& g = b.groups[w.group];
    func::Exec x{w.st, g.wg, engine_, mem_};
    uint64_t m = dl.mask;
    while (m) {
      unsigned l = static_cast<unsigned>(std::countr_zero(m));
      m &= m - 1;
      uint8_t buf[16] = {};
      for (uint32_t k = 0; k < dl.bytes;) {
        uint64_t addr = dl.addr[l] + k;
        uint64_t a = addr & ~uint64_t{lb - 1};
        size_t s2 = 0;
        while (s2 < dl.lineAddr.size() && dl.lineAddr[s2] != a) ++s2;
        uint32_t take = std::min<uint32_t>(dl.bytes - k, static_cast<uint32_t>(a + lb - addr));
        if (s2 < dl.lineAddr.size()) std::memcpy(buf + k, &dl.lineData[s2 * 128 + (addr - a)], take);
        k += take;
      }
      dl.land(x, *dl.inst, l, buf);
    }
  }
  dl.live = false;
  dl.lineAddr.clear();
  freeDeferred_.push_back(i);
}

void Partition::fail(Block& b, uint32_t wi, const std::string& reason, Cycle t) {
  TWave& w = b.waves[wi];
  func::Fault f = engine_.makeFault(w.st, b.groups[w.group].wg, reason);
  if (!fault || t < fault->first) fault = std::make_pair(t, f);
}

void Partition::performAtomic(uint32_t bi, uint32_t wi, Cycle now) {
  Block& b = blocks_[bi];
  TWave& w = b.waves[wi];
  TGroup& g = b.groups[w.group];
  func::Exec x{w.st, g.wg, engine_, mem_};
  x.port = this;
  curBlock_ = &b;
  curWave_ = wi;
  curEntry_ = ~0u;
  now_ = now;
  performing_ = true;
  try {
    const DecodedInst& d = engine_.peek(w.st);
    engine_.execute(x, d);
  } catch (const func::FaultException& e) {
    fail(b, wi, e.what(), now);
  }
  performing_ = false;
  w.s = WaveState::Ready;
  w.readyAt = now;
  b.nextEvent = std::min(b.nextEvent, w.readyAt);
}

bool Partition::fits(const Block& b, uint32_t waves, uint32_t lds, uint8_t* half) const {
  unsigned slotsPerSimd = ctx_.agent->wavesPerSimd;
  auto simdOk = [&](unsigned s, unsigned n) {
    return b.simdWaves[s] + n <= slotsPerSimd && b.simdVgprs[s] + n * ctx_.vgprsPerWave <= cfg_.vgprsPerSimd &&
           (!cfg_.sgprsPerSimd || b.simdSgprs[s] + n * ctx_.sgprsPerWave <= cfg_.sgprsPerSimd);
  };
  if (waves > 1 && b.barriers >= cfg_.barriersPerBlock) return false;
  if (!cfg_.rdna || ctx_.wgpMode) {
    unsigned per[kMaxSimds] = {};
    for (unsigned i = 0; i < waves; ++i) ++per[simdFor(i)];
    for (unsigned s = 0; s < ctx_.simds; ++s)
      if (!simdOk(s, per[s])) return false;
    if (b.ldsUsed[0] + lds > cfg_.ldsBytesPerBlock) return false;
    *half = 0;
    return true;
  }
  // RDNA CU mode: one CU (two SIMDs) and its half of the LDS.
  for (unsigned h = 0; h < 2; ++h) {
    unsigned h2 = (b.index + h) % 2;  // alternate the first choice between WGPs
    if (b.ldsUsed[h2] + lds > cfg_.ldsBytesPerBlock / 2) continue;
    unsigned a = (waves + 1) / 2, c = waves / 2;
    if (simdOk(2 * h2, a) && simdOk(2 * h2 + 1, c)) {
      *half = static_cast<uint8_t>(h2);
      return true;
    }
  }
  return false;
}

void Partition::reserve(Block& b, uint32_t waves, uint32_t lds, uint8_t half, int sign) {
  auto add = [&](uint32_t& v, uint32_t n) { v = sign > 0 ? v + n : v - n; };
  bool whole = !cfg_.rdna || ctx_.wgpMode;  // every SIMD of the block, or one RDNA CU's two
  for (unsigned i = 0; i < waves; ++i) {
    unsigned s = whole ? simdFor(i) : 2u * half + i % 2;
    add(b.simdWaves[s], 1);
    add(b.simdVgprs[s], ctx_.vgprsPerWave);
    add(b.simdSgprs[s], ctx_.sgprsPerWave);
  }
  add(b.ldsUsed[whole ? 0 : half], lds);
  if (waves > 1) add(b.barriers, 1);
}

// A block's wave slots and caches are built when its first work-group arrives: a small
// grid on a large GPU then costs what it uses, not the state of every CU (a dispatch of one
// work-group on a 104-CU part spent milliseconds building and freeing it).
void Partition::buildBlock(Block& b) {
  if (!b.waves.empty()) return;
  unsigned slots = ctx_.simds * ctx_.agent->wavesPerSimd;
  b.waves.resize(slots);
  b.groups.resize(slots);
  for (unsigned h = 0; h < (cfg_.rdna ? 2u : 1u); ++h) b.l1[h] = Cache(cfg_.l1, true);
  if (!scache_[b.scacheGroup].built()) scache_[b.scacheGroup] = Cache(cfg_.scache, true);
  if (!icache_[b.icacheGroup].built()) icache_[b.icacheGroup] = Cache(cfg_.icache, false);
}

void Partition::launchGroup(Block& b, PendingGroup& pg, Cycle t) {
  const launch::DispatchState& ds = *ctx_.ds;
  buildBlock(b);
  uint32_t gi = 0;
  while (b.groups[gi].live) ++gi;
  TGroup& g = b.groups[gi];
  g.live = true;
  g.wg.id[0] = pg.id.x;
  g.wg.id[1] = pg.id.y;
  g.wg.id[2] = pg.id.z;
  g.wg.flatIndex = pg.flat;
  g.wg.lds.assign(ds.groupSegmentSize, 0);
  rt::Dim3 size = ds.geometry.groupSizeAt(pg.id);
  g.waves = rt::GridGeometry::wavesFor(size.count(), ctx_.waveSize);
  g.done = g.atBarrier = 0;
  g.half = pg.half;
  g.ldsBytes = (ds.groupSegmentSize + 511) / 512 * 512;
  g.waveIdx.clear();
  g.slots = pg.slots;
  unsigned perSimd = ctx_.agent->wavesPerSimd;
  for (uint32_t i = 0; i < g.waves; ++i) {
    unsigned simd = (!cfg_.rdna || ctx_.wgpMode) ? simdFor(i) : 2u * pg.half + i % 2;
    uint32_t wi = simd * perSimd;
    while (b.waves[wi].s != WaveState::Free) ++wi;
    TWave& w = b.waves[wi];
    launch::WaveLocation loc;
    loc.workgroup = pg.id;
    loc.waveInGroup = i;
    loc.scratchSlot = pg.slots[i];
    engine_.initWave(w.st, loc);
    ++w.gen;
    w.s = WaveState::Ready;
    w.group = gi;
    w.simd = static_cast<uint8_t>(simd);
    w.half = cfg_.rdna ? static_cast<uint8_t>(simd / 2) : 0;
    w.prio = 0;
    w.slot = pg.slots[i];
    w.age = (static_cast<uint64_t>(pg.flat) << 8) | i;
    w.start = t + i * cfg_.waveLaunchCycles;
    if (ctx_.startJitter) w.start += stressHash(ctx_.stressSeed, pg.flat, i) % (ctx_.startJitter + 1);
    w.readyAt = w.idleFrom = w.start;
    w.reason = kStallFetch;
    w.fetchA = w.fetchB = w.fetchC = 1;
    w.vready.assign(w.st.numV + w.st.numA, 0);
    w.ldsQueued = 0;
    w.ldsLast = 0;
    w.sready.fill(0);
    for (auto& r : w.ring) r.head = r.size = 0;
    g.waveIdx.push_back(wi);
    auto& list = b.bySimd[simd];
    list.insert(std::upper_bound(list.begin(), list.end(), wi, [&](uint32_t a, uint32_t c) { return b.waves[a].age < b.waves[c].age; }), wi);
    b.nextEvent = std::min(b.nextEvent, w.readyAt);
  }
}

void Partition::queueLds(Block& b, uint32_t wi, const DecodedInst& d, Cycle at) {
  TWave& w = b.waves[wi];
  uint32_t i = takeSlot(ldsOps_, freeLdsOps_);
  QueuedLds& q = ldsOps_[i];
  q.at = at;
  q.seq = b.ldsSeq++;
  q.wave = wi;
  q.gen = w.gen;
  q.d = &d;
  q.pc = d.pc;
  q.exec = w.st.exec();
  q.nregs = 0;
  // The VGPR/AGPR operands the instruction reads (its destination excluded).
  for (unsigned k = 0; k < d.nops; ++k) {
    const func::Opnd& o = d.op[k];
    if (d.dst[0] == static_cast<int8_t>(k) || d.dst[1] == static_cast<int8_t>(k)) continue;
    if (o.kind != OpnKind::Vgpr && o.kind != OpnKind::Agpr) continue;
    for (unsigned j = 0; j < o.dwords; ++j) {
      uint16_t r = static_cast<uint16_t>((o.kind == OpnKind::Agpr ? w.st.numV : 0) + o.reg + j);
      if (std::find(q.reg, q.reg + q.nregs, r) != q.reg + q.nregs) continue;  // (read by two operands: kept once)
      if (q.nregs == QueuedLds::kMaxRegs) throw Error("timing: " + d.mnemonic() + " reads more VGPRs than the LDS queue keeps");
      uint32_t* src = o.kind == OpnKind::Agpr ? w.st.agpr(o.reg + j) : w.st.vgpr(o.reg + j);
      q.reg[q.nregs] = r;
      std::copy_n(src, func::kMaxLanes, &q.val[q.nregs * func::kMaxLanes]);
      ++q.nregs;
    }
  }
  ++w.ldsQueued;
  w.ldsLast = at;
  b.ldsQueue.emplace(at, q.seq, i);
  b.nextEvent = std::min(b.nextEvent, at);
}

void Partition::performLds(Block& b, Cycle t) {
  while (!b.ldsQueue.empty() && std::get<0>(b.ldsQueue.top()) <= t) {
    uint32_t i = std::get<2>(b.ldsQueue.top());
    b.ldsQueue.pop();
    freeLdsOps_.push_back(i);
    QueuedLds& q = ldsOps_[i];
    TWave& w = b.waves[q.wave];
    if (w.gen != q.gen || w.s == WaveState::Free || w.s == WaveState::Done) continue;  // (s_endpgm waits for them)
    --w.ldsQueued;
    TGroup& g = b.groups[w.group];
    func::Exec x{w.st, g.wg, engine_, mem_};
    x.port = this;
    auto reg = [&](unsigned r) { return r >= w.st.numV ? w.st.agpr(r - w.st.numV) : w.st.vgpr(r); };
    // Put back what the instruction read at issue; afterwards restore what the wave has
    // written since, except where the instruction wrote its result.
    for (unsigned k = 0; k < q.nregs; ++k) {
      std::copy_n(reg(q.reg[k]), func::kMaxLanes, &ldsSave_[k * func::kMaxLanes]);
      std::copy_n(&q.val[k * func::kMaxLanes], func::kMaxLanes, reg(q.reg[k]));
    }
    uint64_t exec = w.st.pair(w.st.regs->execLo), pc = w.st.instPc;
    w.st.setExec(q.exec);
    w.st.instPc = q.pc;
    bool failed = false;
    try {
      engine_.perform(x, *q.d);
    } catch (const func::FaultException& e) {
      fail(b, q.wave, e.what(), t);
      failed = true;
    }
    w.st.setPair(w.st.regs->execLo, exec);
    w.st.instPc = pc;
    if (failed) continue;
    const DecodedInst& d = *q.d;
    for (unsigned k = 0; k < q.nregs; ++k) {
      bool result = false;
      for (int j = 0; j < 2; ++j) {
        if (d.dst[j] < 0) continue;
        const func::Opnd& o = d.op[static_cast<size_t>(d.dst[j])];
        unsigned base = (o.kind == OpnKind::Agpr ? w.st.numV : 0) + o.reg;
        result |= (o.kind == OpnKind::Vgpr || o.kind == OpnKind::Agpr) && q.reg[k] >= base && q.reg[k] < base + o.dwords;
      }
      uint32_t* r = reg(q.reg[k]);
      for (unsigned l = 0; l < func::kMaxLanes; ++l)
        if (!result || !(q.exec >> l & 1)) r[l] = ldsSave_[k * func::kMaxLanes + l];
    }
  }
}

void Partition::finishWave(Block& b, uint32_t wi, Cycle t) {
  TWave& w = b.waves[wi];
  TGroup& g = b.groups[w.group];
  // A wave's resources are released once its stores are acknowledged; the time is
  // charged to the wave only (the group ends when its last wave does).
  w.s = WaveState::Done;
  waveCycles += t - w.start;
  if (keepSpans) spans.push_back(WaveSpan{b.index, wi, w.start, t, g.wg.id[0], g.wg.id[1], g.wg.id[2], w.st.waveInGroup});
  auto& list = b.bySimd[w.simd];
  list.erase(std::find(list.begin(), list.end(), wi));
  ++wavesDone;
  // Outstanding counter events are dropped with the wave (their L2 answers still come).
  for (auto& r : w.ring) {
    for (unsigned i = 0; i < r.size; ++i) releaseEntry(r.at(i));
    r.size = 0;
  }
  w.s = WaveState::Free;
  if (++g.done == g.waves) {
    reserve(b, g.waves, g.ldsBytes, g.half, -1);
    for (uint32_t s : g.slots) freedSlots_.push_back(s);
    g.live = false;
    ++groupsDone;
    // A barrier some waves still wait at cannot happen: every wave ended.
  } else if (g.atBarrier && g.atBarrier == g.waves - g.done) {
    g.atBarrier = 0;
    for (uint32_t o : g.waveIdx)
      if (b.waves[o].s == WaveState::Barrier) {
        b.waves[o].s = WaveState::Ready;
        b.waves[o].readyAt = t + cfg_.barrierLatency;
      }
  }
  lastActivity = std::max(lastActivity, t);
}

// Tries to issue the next instruction of wave wi at cycle t. unitsUsed: issue categories
// already taken this cycle by this scheduler.
bool Partition::tryIssue(Block& b, uint32_t wi, Cycle t, uint32_t& unitsUsed) {
  TWave& w = b.waves[wi];
  if (w.s != WaveState::Ready || w.readyAt > t) return false;
  const TimingConfig& c = cfg_;
  TGroup& g = b.groups[w.group];
  func::Exec x{w.st, g.wg, engine_, mem_};
  x.port = this;
  const DecodedInst* dp;
  try {
    dp = &engine_.peek(w.st);
  } catch (const func::FaultException& e) {
    fail(b, wi, e.what(), t);
    return false;
  }
  const DecodedInst& d = *dp;
  TimingClass tc = classify(*ctx_.desc, d);
  // Fetch.
  Cycle fr = fetchReady(b, w, d.pc, d.size, t);
  if (fr > t) {
    w.readyAt = fr;
    w.reason = kStallFetch;
    return false;
  }
  retire(w, t);
  auto issueGap = [&](Cycle at) {
    Cycle cadence = c.rdna ? 0 : 3;
    Cycle gap = at > w.idleFrom ? at - w.idleFrom : 0;
    if (gap > cadence) stalls[w.reason] += gap - cadence;
    w.idleFrom = at + 1;
  };
  // Internal instructions: handled by the sequencer.
  switch (tc.kind) {
    case Kind::Waitcnt:
    case Kind::WaitcntVscnt: {
      uint32_t need[kCounters];
      for (unsigned k = 0; k < kCounters; ++k) need[k] = ~0u;
      if (tc.kind == Kind::Waitcnt) {
        uint32_t simm = static_cast<uint32_t>(d.op[0].imm);
        for (const auto& [k, field] : ctx_.waitcntFields) need[k] = static_cast<uint32_t>(field->extract(simm));
      } else {
        // s_waitcnt_vscnt sdst, simm16 (and the _vmcnt/_lgkmcnt/_expcnt forms): the count of the
        // row's `waits` counter is SGPR (null = 0) + imm.
        unsigned k = tc.waits;
        uint32_t v = 0;
        for (unsigned i = 0; i < d.nops; ++i) {
          if (d.op[i].kind == OpnKind::Imm) v += static_cast<uint32_t>(d.op[i].imm);
          else if (d.op[i].kind == OpnKind::Sgpr && d.op[i].reg != w.st.regs->null) v += w.st.s[d.op[i].reg];
        }
        if (k < kCounters) need[k] = v;
      }
      uint8_t which = kVm;
      Cycle r = waitcntReady(w, need, &which);
      if (r > t) {
        w.reason = which == kVm ? kStallWaitVm : which == kLgkm ? kStallWaitLgkm : which == kVs ? kStallWaitVs : kStallWaitExp;
        w.readyAt = r;  // kNever: re-examined when the L2 answers (next epoch)
        return false;
      }
      break;
    }
    default:
      break;
  }
  if (tc.kind == Kind::EndPgm && w.ldsQueued) {  // the wave's LDS instructions are performed first
    w.reason = kStallWaitLgkm;
    w.readyAt = w.ldsLast + 1;
    return false;
  }
  if (tc.unit != Unit::Internal) {
    uint32_t bit = 1u << static_cast<unsigned>(tc.unit);
    if (unitsUsed & bit) {
      w.reason = kStallPort;
      w.readyAt = t + 1;
      return false;
    }
    if (tc.unit == Unit::Valu && b.valuBusy[w.simd] > t) {
      w.reason = kStallPort;
      w.readyAt = b.valuBusy[w.simd];
      return false;
    }
    // Register dependencies (results of earlier ALU instructions).
    Cycle dep = 0;
    for (unsigned i = 0; i < d.nops; ++i) {
      const func::Opnd& o = d.op[i];
      bool isDst = (d.dst[0] == static_cast<int8_t>(i)) || (d.dst[1] == static_cast<int8_t>(i));
      if (isDst && tc.kind != Kind::VmemStore) continue;
      if (o.kind == OpnKind::Vgpr || o.kind == OpnKind::Agpr) {
        unsigned base = o.kind == OpnKind::Agpr ? w.st.numV + o.reg : o.reg;
        for (unsigned k = 0; k < o.dwords && base + k < w.vready.size(); ++k) dep = std::max(dep, w.vready[base + k]);
      } else if (o.kind == OpnKind::Sgpr) {
        for (unsigned k = 0; k < o.dwords && o.reg + k < 128; ++k) dep = std::max(dep, w.sready[o.reg + k]);
      }
    }
    if (tc.kind == Kind::Branch || tc.unit == Unit::Valu) dep = std::max({dep, w.sready[w.st.regs->execLo], w.sready[w.st.regs->vccLo]});
    if (dep > t) {
      w.reason = kStallDependency;
      w.readyAt = dep;
      return false;
    }
    // A counter at its maximum cannot count another event.
    for (unsigned k = 0; k < kCounters; ++k)
      if (((tc.counters >> k) & 1) && w.ring[k].size >= std::min<uint32_t>(kRing, ctx_.waveCounterMax[k] + 1)) {
        w.reason = k == kVm ? kStallWaitVm : k == kLgkm ? kStallWaitLgkm : kStallWaitVs;
        w.readyAt = t + 1;
        return false;
      }
    unitsUsed |= bit;
  }
  // Issue: execute the instruction functionally, now.
  issueGap(t);
  ++issued;
  now_ = t;
  curBlock_ = &b;
  curWave_ = wi;
  curEntry_ = ~0u;
  memDone_ = t;
  Cycle ldsLat = 0;
  if (tc.counters) curEntry_ = newEntry(t);
  if (tc.kind == Kind::Lds) {
    Cycle busy = ldsCycles(w, d);
    ++ldsAccesses;
    Cycle start = std::max(t, b.ldsFree[w.half]);
    ldsConflictCycles += busy > c.ldsCyclesPerAccess * ((w.st.size + c.ldsBanks - 1) / c.ldsBanks)
                             ? busy - c.ldsCyclesPerAccess * ((w.st.size + c.ldsBanks - 1) / c.ldsBanks)
                             : 0;
    b.ldsFree[w.half] = start + busy;
    ldsLat = start + busy + c.ldsLatency;
    if (ctx_.ldsJitter) {
      // The LDS request queue: performed up to ldsJitter cycles later, after this wave's
      // earlier LDS instructions; the result returns after it.
      Cycle at = std::max(start + stressHash(ctx_.stressSeed ^ 0x4c445351u, b.index, b.ldsSeq) % (ctx_.ldsJitter + 1), w.ldsLast);
      ldsLat = at + busy + c.ldsLatency;
      queueLds(b, wi, d, at);
    }
  }
  deferredNow_ = false;
  bool running;
  try {
    if (tc.kind == Kind::Lds && ctx_.ldsJitter) {
      engine_.issue(x, d);
      running = true;
    } else {
      running = engine_.execute(x, d);
    }
  } catch (const func::FaultException& e) {
    fail(b, wi, e.what(), t);
    if (curEntry_ != ~0u) {
      pool_[curEntry_].parts = 0;
      pushEntry(w, curEntry_, 0);
    }
    w.s = WaveState::Done;
    return true;
  }
  lastActivity = std::max(lastActivity, t);
  firstIssue = std::min(firstIssue, t);
  // Completion of counted events.
  if (curEntry_ != ~0u) {
    Entry& e = pool_[curEntry_];
    e.done = std::max({e.done, memDone_, ldsLat});
    if (tc.kind == Kind::MemTime) e.done = t + c.scache.hitLatency;
    if (tc.kind == Kind::VmemStore && e.parts == 0) e.done = std::max(e.done, t + c.l1.hitLatency);
    pushEntry(w, curEntry_, tc.counters);
  }
  if (deferredNow_) {  // performed at the L2 between epochs; the wave waits for that
    w.s = WaveState::Atomic;
    w.reason = kStallAtomic;
    w.readyAt = kNever;
    return true;
  }
  w.readyAt = t + 1;
  // Effects on timing.
  unsigned passes = std::max(1u, w.st.size / c.simdWidth);
  switch (tc.kind) {
    case Kind::Valu: {
      unsigned rate = tc.trans ? c.transRate : tc.f64 ? c.f64Rate : tc.imul ? c.intMulRate : 1;
      Cycle busy = static_cast<Cycle>(passes) * rate;
      b.valuBusy[w.simd] = t + busy;
      Cycle ready = t + c.valuLatency + busy - 1;
      for (int k = 0; k < 2; ++k) {
        if (d.dst[k] < 0) continue;
        const func::Opnd& o = d.op[static_cast<size_t>(d.dst[k])];
        if (o.kind == OpnKind::Vgpr || o.kind == OpnKind::Agpr) {
          unsigned base = o.kind == OpnKind::Agpr ? w.st.numV + o.reg : o.reg;
          for (unsigned j = 0; j < o.dwords && base + j < w.vready.size(); ++j) w.vready[base + j] = ready;
        } else if (o.kind == OpnKind::Sgpr) {
          for (unsigned j = 0; j < o.dwords && o.reg + j < 128; ++j) w.sready[o.reg + j] = ready;
        }
      }
      if (!c.rdna) w.readyAt = t + busy;
      break;
    }
    case Kind::Salu:
    case Kind::SendMsg:
      for (int k = 0; k < 2; ++k) {
        if (d.dst[k] < 0) continue;
        const func::Opnd& o = d.op[static_cast<size_t>(d.dst[k])];
        if (o.kind == OpnKind::Sgpr)
          for (unsigned j = 0; j < o.dwords && o.reg + j < 128; ++j) w.sready[o.reg + j] = t + c.saluLatency;
      }
      break;
    case Kind::Branch:
      if (w.st.pc != d.pc + d.size) w.readyAt = t + 1 + c.branchLatency;
      break;
    case Kind::Smem:
    case Kind::MemTime:
      w.readyAt = t + c.smemIssueCycles;
      break;
    case Kind::Nop:
      w.readyAt = t + 1 + (d.op[0].imm & 0xf);
      w.reason = kStallSleep;
      break;
    case Kind::Sleep:
      w.readyAt = t + 1 + (d.op[0].imm & 0x7f) * c.sleepUnitCycles;
      w.reason = kStallSleep;
      break;
    case Kind::SetPrio:
      w.prio = static_cast<uint8_t>(d.op[0].imm & 3);
      break;
    // An invalidate empties the cache at once, and the wave's next instruction waits until
    // it has walked the cache. Other waves' loads in the meantime refill it from the level
    // below (what makes the order of buffer_gl1_inv and buffer_gl0_inv matter).
    // (Stress: the walk may take up to invJitter cycles more, the cache being busy.)
    case Kind::InvL1:
    case Kind::InvGl1: {
      bool gl1 = tc.kind == Kind::InvGl1;
      if (gl1 && !c.rdna) break;
      (gl1 ? gl1_ : b.l1[w.half]).invalidateAll();
      w.readyAt = t + (gl1 ? c.gl1 : c.l1).invalidateCycles;
      if (ctx_.invJitter) w.readyAt += stressHash(ctx_.stressSeed ^ 0x494e56u, b.index * 64 + wi, t) % (ctx_.invJitter + 1);
      w.reason = kStallInvalidate;
      break;
    }
    case Kind::InvScalar:
      scache_[b.scacheGroup].invalidateAll();
      break;
    default:
      break;
  }
  if (!running) {
    if (w.st.status == func::WaveStatus::Done) {
      finishWave(b, wi, t);
    } else if (w.st.status == func::WaveStatus::Barrier) {
      w.st.status = func::WaveStatus::Running;
      uint32_t alive = g.waves - g.done;
      if (alive <= 1) {
        w.readyAt = t + 1;
      } else if (++g.atBarrier == alive) {
        g.atBarrier = 0;
        for (uint32_t o : g.waveIdx)
          if (b.waves[o].s == WaveState::Barrier || o == wi) {
            b.waves[o].s = WaveState::Ready;
            b.waves[o].readyAt = t + 1 + c.barrierLatency;
          }
      } else {
        w.s = WaveState::Barrier;
        w.reason = kStallBarrier;
        w.readyAt = kNever;
      }
    }
  }
  return true;
}

void Partition::cycle(Block& b, Cycle t) {
  if (!b.ldsQueue.empty()) performLds(b, t);
  // Work-groups whose launch time has come.
  while (!b.pending.empty() && b.pending.front().launchAt <= t) {
    launchGroup(b, b.pending.front(), t);
    b.pending.pop_front();
  }
  Cycle next = b.pending.empty() ? kNever : b.pending.front().launchAt;
  auto scan = [&](unsigned simd) {
    uint32_t units = 0;
    const auto& list = b.bySimd[simd];
    // Oldest first; waves with a raised priority go before the others.
    for (int pass = 1; pass >= 0; --pass)
      for (size_t i = 0; i < list.size(); ++i) {
        uint32_t wi = list[i];
        TWave& w = b.waves[wi];
        if ((w.prio > 0) != (pass == 1) || w.s != WaveState::Ready || w.readyAt > t) continue;
        // Each cycle a scheduler issues at most one instruction of each type, from
        // different waves (a wave issues at most one per cycle).
        tryIssue(b, wi, t, units);
      }
  };
  if (cfg_.rdna) {
    for (unsigned s = 0; s < ctx_.simds; ++s) scan(s);
  } else {
    scan(static_cast<unsigned>(t % ctx_.simds));  // the other SIMDs get their turn on the following cycles
  }
  for (unsigned s = 0; s < ctx_.simds; ++s)
    for (uint32_t wi : b.bySimd[s])
      if (b.waves[wi].s == WaveState::Ready) next = std::min(next, b.waves[wi].readyAt);
  if (!b.ldsQueue.empty()) next = std::min(next, std::get<0>(b.ldsQueue.top()));
  b.nextEvent = std::max(next, t + 1);
}

void Partition::runEpoch(Cycle from, Cycle to) {
  out_.clear();
  Cycle t = from;
  while (t < to) {
    Cycle next = kNever;
    for (Block& b : blocks_) {
      if (b.nextEvent <= t) cycle(b, t);
      next = std::min(next, b.nextEvent);
    }
    if (fault) return;
    t = std::max(t + 1, next);
  }
}

void Partition::wakeAll(Cycle t) {
  // After the serial phase answered requests: waves waiting on counters look again.
  for (Block& b : blocks_) {
    for (TWave& w : b.waves)
      if (w.s == WaveState::Ready && w.readyAt == kNever) w.readyAt = t;
    b.nextEvent = std::min(b.nextEvent, t);
  }
}

std::optional<func::Fault> Partition::stuckWave(Cycle t) {
  for (Block& b : blocks_)
    for (uint32_t wi = 0; wi < b.waves.size(); ++wi) {
      TWave& w = b.waves[wi];
      if (w.s == WaveState::Free || w.s == WaveState::Done) continue;
      std::string why = w.s == WaveState::Barrier ? "waits at a barrier"
                        : w.s == WaveState::Atomic ? "waits for an atomic"
                                                   : std::string("stalled on ") + stallName(w.reason);
      for (unsigned k = 0; k < kCounters; ++k)
        if (w.ring[k].size) {
          unsigned unknown = 0;
          for (unsigned i = 0; i < w.ring[k].size; ++i) unknown += pool_[w.ring[k].at(i)].parts ? 1 : 0;
          why += ", " + std::to_string(w.ring[k].size) + " " + counterName(k) + " events outstanding (" +
                 std::to_string(unknown) + " unanswered)";
        }
      w.st.instPc = w.st.pc;
      return engine_.makeFault(w.st, b.groups[w.group].wg, "hang at cycle " + std::to_string(t) + ": the wave " + why);
    }
  return std::nullopt;
}

Partition::Busiest Partition::busiestWave() {
  Busiest best;
  for (Block& b : blocks_)
    for (TWave& w : b.waves)
      if (w.s != WaveState::Free && w.s != WaveState::Done && (!best.wave || w.st.executed > best.wave->st.executed))
        best = Busiest{&b, &w};
  return best;
}

bool Partition::idle() const {
  for (const Block& b : blocks_) {
    if (!b.pending.empty()) return false;
    for (const TGroup& g : b.groups)
      if (g.live) return false;
    if (!b.stores.empty()) return false;
  }
  return true;
}

// The dispatch past one of its budgets (TimingOptions::maxInstructions, maxCycles) at the end
// of the epoch ending at cycle t: a fault naming the live wave that executed the most.
std::optional<func::Fault> overBudget(const std::vector<std::unique_ptr<Partition>>& parts, Cycle t, const TimingOptions& opt) {
  uint64_t executed = 0;
  for (const auto& p : parts) executed += p->engine().stats().waveInstructions;
  if (executed <= opt.maxInstructions && t <= opt.maxCycles) return std::nullopt;
  Partition* where = nullptr;
  Partition::Busiest busiest;
  for (const auto& p : parts) {
    Partition::Busiest b = p->busiestWave();
    if (b.wave && (!busiest.wave || b.wave->st.executed > busiest.wave->st.executed)) {
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
                                     std::to_string(busiest.wave->st.executed) + " instructions, the most of any wave (hang?)");
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
  TimingCtx ctx;
  ctx.cfg = &c;
  ctx.agent = &cfg_.agent;
  ctx.ds = &ds;
  ctx.desc = &isa::description(target.info->isaFile);
  for (const auto& [name, field] : ctx.desc->waitcnts)
    if (unsigned k = counterIndex(name); k < kCounters) ctx.waitcntFields.emplace_back(k, field);
  ctx.waveSize = codeobj::isWave32(ds.kd, target) ? 32 : 64;
  ctx.wgpMode = c.rdna && ds.kd.get(codeobj::KdField::WgpMode) != 0;
  ctx.simds = c.rdna ? 4 : cfg_.agent.simdsPerCu;
  unsigned vgprs = codeobj::allocatedVgprs(ds.kd, target);
  ctx.vgprsPerWave = c.rdna && ctx.waveSize == 64 ? 2 * vgprs : vgprs;
  ctx.sgprsPerWave = codeobj::allocatedSgprs(ds.kd, target);
  for (const auto& [name, field] : ctx.desc->waitcnts) {
    uint64_t maxv = 0;
    for (const auto& part : field->parts) maxv = (maxv << part.width) | ((1ull << part.width) - 1);
    unsigned k = name == "vmcnt" ? kVm : name == "lgkmcnt" ? kLgkm : name == "expcnt" ? kExp : kVs;
    ctx.waveCounterMax[k] = static_cast<uint32_t>(std::min<uint64_t>(maxv, kRing - 1));
  }
  ctx.stressSeed = opt_.stressSeed;
  ctx.watchdogInstructions = opt_.watchdogInstructions;
  ctx.startJitter = opt_.startJitter;
  ctx.ldsJitter = opt_.ldsJitter;
  ctx.invJitter = opt_.invJitter;
  ctx.Q = std::clamp<uint32_t>(c.l2.hitLatency, 8, 128);
  // Partitions.
  unsigned blocksTotal = c.rdna ? cfg_.agent.computeUnits / 2 : cfg_.agent.computeUnits;
  unsigned perPart = c.rdna ? blocksTotal / c.shaderArrays : std::max(1u, c.scacheCusSharing);
  std::vector<std::unique_ptr<Partition>> parts;
  for (unsigned first = 0, p = 0; first < blocksTotal; first += perPart, ++p)
    parts.push_back(std::make_unique<Partition>(ctx, p, first, std::min(perPart, blocksTotal - first), mem, target));
  Trace trace(opt_.tracePath, c.coreMhz);
  for (auto& p : parts) {
    p->keepSpans = trace.enabled();
    if (trace.enabled())
      for (unsigned i = 0; i < p->blockCount(); ++i)
        trace.nameBlock(p->block(i).index, std::string(c.rdna ? "WGP " : "CU ") + std::to_string(p->block(i).index) +
                                               " (tracks: wave slots)");
  }
  MemorySide side(c, blocksTotal);
  side.setStress(opt_.stressSeed, opt_.memJitter, opt_.memTail);

  // Work-groups in dispatch order; scratch slots handed out as groups are placed.
  rt::Dim3 groups = ds.geometry.groupCount();
  uint64_t totalGroups = static_cast<uint64_t>(groups.x) * groups.y * groups.z;
  uint64_t nextGroup = 0;
  std::set<uint32_t> freeSlots;
  for (uint32_t s = 0; s < ds.scratch.slots; ++s) freeSlots.insert(s);
  uint64_t unlimitedSlot = ds.scratch.slots;  // kernels without scratch get any number
  // The order the dispatcher deals work-groups to blocks: one block of each partition (shader
  // array on RDNA, CUs sharing a scalar cache on GCN) in turn, as the workload manager spreads
  // consecutive work-groups over the shader engines and arrays.
  std::vector<unsigned> dealOrder;
  for (unsigned j = 0; j < perPart; ++j)
    for (unsigned p = 0; p < parts.size(); ++p)
      if (p * perPart + j < blocksTotal) dealOrder.push_back(p * perPart + j);
  unsigned rr = 0;  // (a position in dealOrder)
  uint32_t ldsPerGroup = (ds.groupSegmentSize + 511) / 512 * 512;
  auto dispatch = [&](Cycle now) {
    bool placed = true;
    while (placed && nextGroup < totalGroups) {
      placed = false;
      // One pass offers one group to each block in turn, starting after the last one placed.
      const unsigned first = rr;
      for (unsigned k = 0; k < blocksTotal && nextGroup < totalGroups; ++k) {
        unsigned bi = dealOrder[(first + k) % blocksTotal];
        Partition& p = *parts[bi / perPart];
        Block& b = p.block(bi % perPart);
        rt::Dim3 id{static_cast<uint32_t>(nextGroup % groups.x), static_cast<uint32_t>(nextGroup / groups.x % groups.y),
                    static_cast<uint32_t>(nextGroup / groups.x / groups.y)};
        uint32_t waves = rt::GridGeometry::wavesFor(ds.geometry.groupSizeAt(id).count(), ctx.waveSize);
        uint8_t half = 0;
        if (!p.fits(b, waves, ldsPerGroup, &half)) continue;
        bool needScratch = ds.scratch.slots && ds.privateSegmentSize;
        if (needScratch && freeSlots.size() < waves) return;
        PendingGroup pg;
        pg.id = id;
        pg.flat = static_cast<uint32_t>(nextGroup);
        pg.half = half;
        Cycle last = b.pending.empty() ? now : std::max(now, b.pending.back().launchAt);
        pg.launchAt = last + c.workgroupLaunchCycles;
        for (uint32_t i = 0; i < waves; ++i) {
          if (!freeSlots.empty()) {
            pg.slots.push_back(*freeSlots.begin());
            freeSlots.erase(freeSlots.begin());
          } else {
            pg.slots.push_back(static_cast<uint32_t>(unlimitedSlot++ % std::max<uint32_t>(1, ds.scratch.slots ? ds.scratch.slots : 1)));
          }
        }
        p.reserve(b, waves, ldsPerGroup, half, +1);
        b.pending.push_back(std::move(pg));
        b.nextEvent = std::min(b.nextEvent, b.pending.back().launchAt);
        ++nextGroup;
        placed = true;
        rr = (first + k + 1) % blocksTotal;
      }
    }
  };

  // Stores and atomics reaching memory, in (cycle, order) order.
  struct Landing {
    Cycle t;
    uint64_t seq;
    Partition* part;
    PendingStore* store;
    uint32_t block, wave;
    uint32_t deferred = ~0u;
    uint64_t line = 0;  // deferred loads: which line
    bool operator>(const Landing& o) const { return t != o.t ? t > o.t : seq > o.seq; }
  };
  std::priority_queue<Landing, std::vector<Landing>, std::greater<Landing>> landings;
  uint64_t landingSeq = 0;

  func::DispatchResult result;
  Cycle E = c.kernelLaunchCycles;
  Cycle lastProgress = E;
  uint64_t lastIssued = 0;
  uint64_t epochs = 0;
  std::vector<std::pair<Partition*, L2Request*>> reqs;
  for (;;) {
    dispatch(E);
    Cycle to = E + ctx.Q;
    tbb::parallel_for(size_t{0}, parts.size(), [&](size_t i) { parts[i]->runEpoch(E, to); });
    ++epochs;
    // Faults: the earliest (cycle, partition) wins, so the report does not depend on threads.
    std::optional<std::pair<Cycle, func::Fault>> fault;
    for (auto& p : parts)
      if (p->fault && (!fault || p->fault->first < fault->first)) fault = p->fault;
    if (fault) {
      result.fault = fault->second;
      break;
    }
    // The L2: requests of this epoch in (cycle, partition, issue) order.
    reqs.clear();
    for (auto& p : parts)
      for (auto& r : p->outbound()) reqs.emplace_back(p.get(), &r);
    std::stable_sort(reqs.begin(), reqs.end(), [](const auto& a, const auto& b) { return a.second->t < b.second->t; });
    for (auto& [p, r] : reqs) {
      unsigned gblock = p->block(r->block).index;
      Cycle performed = 0;
      Cycle done = side.access(r->t, r->addr, r->bytes, r->op, gblock * 2 + r->half, &performed);
      if (r->entry != ~0u) p->answer(r->entry, done);
      if (r->deferred != ~0u) landings.push(Landing{performed, landingSeq++, p, nullptr, r->block, ~0u, r->deferred, r->addr});
      if (r->op == MemOp::Write && r->store) landings.push(Landing{performed, landingSeq++, p, r->store, r->block, ~0u});
      if (r->op == MemOp::Atomic) {
        TWave& w = p->block(r->block).waves[r->wave];
        w.atomicPerformed = std::max(w.atomicPerformed, performed);
        if (--w.atomicLines == 0) landings.push(Landing{w.atomicPerformed, landingSeq++, p, nullptr, r->block, r->wave});
      }
    }
    if (trace.enabled()) {
      trace.memorySample(to, side, c.l2Channels);
      for (auto& p : parts) p->sampleQueues(trace, to);
    }
    // Everything performed before the next epoch ends becomes visible when it starts: no
    // later than the L2 performs it (a CU that has its acknowledgement can rely on every other
    // CU seeing it), and never before it was issued (it was issued at least one L2 latency,
    // which is at least Q, earlier). Every such request was issued by the end of this epoch.
    while (!landings.empty() && landings.top().t < to + ctx.Q) {
      Landing l = landings.top();
      landings.pop();
      if (l.store) l.part->applyStore(l.store, l.block);
      else if (l.deferred != ~0u) l.part->captureDeferred(l.deferred, l.line);
      else l.part->performAtomic(l.block, l.wave, to);
    }
    for (auto& p : parts) {
      for (uint32_t s : p->freedSlots())
        if (s < ds.scratch.slots) freeSlots.insert(s);
      p->freedSlots().clear();
      p->wakeAll(to);
    }
    uint64_t issuedNow = 0;
    for (auto& p : parts) issuedNow += p->issued;
    if (issuedNow != lastIssued) {
      lastIssued = issuedNow;
      lastProgress = to;
    }
    bool allIdle = nextGroup == totalGroups && landings.empty();
    for (auto& p : parts) allIdle = allIdle && p->idle();
    E = to;
    if (allIdle) break;
    if (auto f = overBudget(parts, E, opt_)) {
      result.fault = *f;
      break;
    }
    if (E - lastProgress > opt_.hangCycles) {
      for (auto& p : parts)
        if (auto f = p->stuckWave(E)) {
          f->reason += " (no instruction issued anywhere for " + std::to_string(opt_.hangCycles) + " cycles)";
          result.fault = *f;
          break;
        }
      if (!result.fault) {
        func::Fault f;
        f.reason = "hang: no instruction issued for " + std::to_string(opt_.hangCycles) + " cycles, and no wave is alive";
        f.instruction = "?";
        result.fault = f;
      }
      break;
    }
  }

  // Statistics.
  TimingStats s;
  s.config = c.file;
  s.gpu = cfg_.agent.name;
  s.target = target.str();
  s.coreMhz = c.coreMhz;
  Cycle end = 0, first = kNever, lastIssue = 0;
  for (auto& p : parts) {
    end = std::max(end, p->lastActivity);
    first = std::min(first, p->firstIssue);
  }
  lastIssue = end;
  end = std::max(end, side.lastDramBusy);
  s.firstIssue = first == kNever ? 0 : first;
  s.lastIssue = lastIssue;
  s.cycles = end + c.kernelEndCycles;
  s.epochs = epochs;
  s.partitions = static_cast<unsigned>(parts.size());
  s.threads = opt_.threads ? opt_.threads : static_cast<unsigned>(tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism));
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
    s.ldsAccesses += p->ldsAccesses;
    s.ldsConflictCycles += p->ldsConflictCycles;
    for (unsigned i = 0; i < p->blockCount(); ++i)
      for (auto& cch : p->block(i).l1) l1 += cch.counters;
    p->collectCaches(ic, sc, gl1);
    if (trace.enabled()) trace.waves(p->spans);
  }
  s.waveInstructions = fs.waveInstructions;
  s.valuInstructions = fs.valuInstructions;
  s.waves = fs.waves;
  s.workgroups = fs.workgroups;
  Cycle busy = s.cycles > c.kernelLaunchCycles ? s.cycles - c.kernelLaunchCycles : 1;
  s.ipc = static_cast<double>(s.waveInstructions) / static_cast<double>(busy);
  s.ipcPerCu = s.ipc / cfg_.agent.computeUnits;
  s.occupancy = static_cast<double>(waveCycles) /
                (static_cast<double>(busy) * blocksTotal * ctx.simds * cfg_.agent.wavesPerSimd);
  unsigned cusPerBlock = c.rdna ? 2 : 1;
  unsigned cus = blocksTotal * cusPerBlock;
  s.levels.push_back({"instruction cache", (cus + c.icacheCusSharing - 1) / c.icacheCusSharing, ic});
  s.levels.push_back({"scalar cache", (cus + c.scacheCusSharing - 1) / c.scacheCusSharing, sc});
  s.levels.push_back({c.rdna ? "L0 (vector)" : "L1 (vector)", cus, l1});
  if (c.rdna) s.levels.push_back({"GL1", static_cast<unsigned>(parts.size()), gl1});
  CacheCounters l2 = side.l2Counters();
  l2.bytesWritten = side.dramBytesWritten;
  s.levels.push_back({"L2", c.l2Channels, l2});
  if (c.llc.present) s.levels.push_back({"LLC", c.dramChannels, side.llcCounters()});
  s.dramBytesRead = side.dramBytesRead;
  s.dramBytesWritten = side.dramBytesWritten;
  s.dramGBs = static_cast<double>(s.dramBytesRead + s.dramBytesWritten) / (static_cast<double>(busy) / c.coreMhz) / 1e3;
  fs.hostSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - hostStart).count();
  s.hostSeconds = fs.hostSeconds;
  stats_ = s;
  result.stats = fs;
  result.simulatedMicroseconds = s.microseconds();
  if (trace.enabled()) trace.write(s);
  return result;
}

}  // namespace gfxsim::timing
