// The memory side of the GPU, shared by every CU: the L2 split into channels, the optional
// memory-attached last-level cache, and DRAM channels. It is driven only from the serial
// phase between epochs, in a deterministic order, so it needs no locks.
//
// Each channel is a server: a request starts when the channel is free, occupies it for
// line / bytes_per_cycle cycles, and is answered after the hit latency of the level that
// serves it. Latencies in the config are load-to-use figures (what a pointer chase
// measures), so a request that hits in the L2 returns l2.hit_latency cycles after it was
// issued by the CU plus any queueing; a miss adds the queueing at the DRAM channel and
// returns after dram.latency. A line being filled is in the tags with its ready cycle, so
// later requests for it merge with the fill. The L2 is write-back: a write allocates
// (byte-masked, no fetch) and marks the line dirty; a dirty victim costs DRAM bandwidth.
//
// With several L2 instances (l2.instances: CDNA3's XCDs), each has its own channels and the
// CUs are split evenly among them; the LLC and DRAM stay shared. Their L2s then also hold
// data (L2Data): memory (rt::Memory) is what lies beyond the L2s, a store performed at an
// instance's L2 dirties its line there, and other instances see it only once it is written
// back. The tags above time the requests; the data copies are kept apart from them, updated
// when each request is performed (the serial phase's landings), so the bytes a load returns
// follow the order in which the L2 performs requests.
#pragma once
#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "timing/cache.h"
#include "timing/config.h"

namespace gfxsim::rt {
class Memory;
}

namespace gfxsim::timing {

// WbL2, InvL2: buffer_wbl2 sc1 and buffer_inv sc1 reaching the L2 of the issuing CU.
enum class MemOp : uint8_t { Read, Write, Atomic, WbL2, InvL2 };

// Memory beyond the caches: a line's bytes (zero outside live allocations), and writing the
// bytes whose bit is set in `mask` (one bit per byte).
void readMemory(const rt::Memory& mem, uint64_t addr, uint32_t bytes, uint8_t* out);
void writeMemory(rt::Memory& mem, uint64_t addr, uint32_t bytes, const uint8_t* data, const uint64_t* mask);

// The bytes the L2 instances hold, when there are several (they are not coherent with each
// other). Driven only from the serial phase. Dirty bytes are tracked one bit per byte, so a
// write-back writes only what the instance's CUs wrote: two instances writing different
// bytes of a line do not overwrite each other's.
class L2Data {
 public:
  L2Data(const TimingConfig& cfg, rt::Memory& mem);
  // A line's bytes (addr .. addr + bytes, within one L2 line) as instance x sees them: its copy,
  // filled from memory on a miss. `coherent` (an agent- or system-scope load, sc1): the bytes
  // the instance did not write come from memory.
  void read(unsigned x, uint64_t addr, uint32_t bytes, uint8_t* out, bool coherent);
  // A store performed at instance x: its line takes the masked bytes and they become dirty;
  // `through` (sc1): they are written to memory as well (and stay clean).
  void write(unsigned x, uint64_t addr, uint32_t bytes, const uint8_t* data, const uint64_t* mask, bool through);
  // buffer_wbl2 sc1: every dirty byte of instance x to memory; the lines stay, clean.
  void writeBack(unsigned x);
  // buffer_inv sc1: instance x's clean lines are dropped; a line with dirty bytes keeps them
  // (they are newer than memory) and takes memory's for the rest.
  void invalidate(unsigned x);
  // An atomic is performed at memory: instance x first writes back its dirty bytes of the
  // line and drops it, so it and the atomic's result are read afresh.
  void release(unsigned x, uint64_t addr);
  // The end of the kernel: every instance's dirty bytes to memory, instance by instance; with
  // `shuffled` (stress), the instances holding one line write it back in an order drawn from
  // `seed` and the line: nothing orders two XCDs' write-backs, so either may land last.
  void writeBackAll(bool shuffled = false, uint64_t seed = 0);
  unsigned instances() const { return static_cast<unsigned>(caches_.size()); }
  uint64_t bytesWrittenBack = 0;

 private:
  // The way holding addr's line in instance x, filled from memory if absent (a dirty victim
  // is written back first).
  int lineFor(unsigned x, uint64_t line);
  void writeBackSlot(unsigned x, size_t slot);
  uint64_t* dirty(unsigned x, size_t slot) { return &dirty_[x][slot * words_]; }
  bool anyDirty(unsigned x, size_t slot);

  rt::Memory& mem_;
  uint32_t lineBytes_;
  size_t words_;                                // dirty-mask words per line
  std::vector<Cache> caches_;                   // per instance, its whole L2
  std::vector<ZeroedArray<uint64_t>> dirty_;    // per instance: a bit per byte of each slot
  std::vector<uint8_t> fillBuffer_;  // one line (no allocation per access)
};

// The channel of chunk `chunk` (address / interleave) among n channels (a power of two): the
// chunk's bits above the channel select are folded into it by XOR, as memory controllers hash
// addresses, so that a stride of n chunks (a column of a row-major array, arrays whose bases
// lie a multiple of n x interleave apart) spreads over the channels instead of camping on
// one. Within a channel, chunk / n still tells its chunks apart.
unsigned hashedChannel(uint64_t chunk, unsigned n);
// The chunk that is the `local`-th (chunk / n) of channel c: the inverse of the above.
uint64_t chunkOfChannel(uint64_t local, unsigned c, unsigned n);

class MemorySide {
 public:
  // computeUnits: CUs, or WGPs on RDNA (each with two L0s).
  MemorySide(const TimingConfig& cfg, unsigned computeUnits);

  // The L2 instance of CU / WGP `cu`.
  unsigned instanceOfCu(unsigned cu) const { return cu / cusPerInstance_; }
  // buffer_wbl2 sc1 / buffer_inv sc1 from L1 `l1` at cycle t: the cycle it is performed at
  // its L2, after the CU's earlier writes (the CU's queue to the L2 is in order).
  Cycle maintain(Cycle t, unsigned l1) const { return std::max(t + cfg_.l2.hitLatency, lastWrite_[l1] + 1); }

  // A request for the L2 line holding `addr`, issued by L1/L0 cache `l1` (2 * CU/WGP + the CU
  // of the WGP) at cycle t. Returns the
  // cycle its answer (data or acknowledgement) is back at the CU; `*performed` (writes and
  // atomics) is the cycle it took effect at the L2.
  Cycle access(Cycle t, uint64_t addr, uint32_t bytes, MemOp op, unsigned l1, Cycle* performed = nullptr);

  unsigned channelOf(uint64_t addr) const { return hashedChannel(addr / cfg_.l2InterleaveBytes, cfg_.l2Channels); }
  unsigned channels() const { return static_cast<unsigned>(l2_.size()); }  // of every instance

  // Stress: every answer up to `jitter` cycles late (seeded; see TimingOptions), except that
  // a CU's requests to one line stay in order (coherence).
  void setStress(uint64_t seed, uint32_t jitter, uint32_t tail = 0) {
    stressSeed_ = seed;
    jitter_ = jitter;
    tail_ = tail;
    lastPerformed_.clear();
  }

  CacheCounters l2Counters() const;
  CacheCounters llcCounters() const { return llcCounters_; }
  // The end of the kernel at cycle t: every dirty L2 line is written back (the dispatch's
  // release at system scope, which the host's reads of device memory need); the LLC, memory
  // side, keeps what it takes. Returns the cycle the last write-back is done.
  Cycle writeBackDirty(Cycle t);
  uint64_t dramBytesRead = 0, dramBytesWritten = 0;
  uint64_t dramRowHits = 0, dramRowMisses = 0, l2WrittenBack = 0;
  uint64_t requests = 0;
  uint64_t merged = 0;  // reads merged with a miss of the same CU to the same line in flight
  Cycle lastDramBusy = 0;
  // Requests waiting or in service per channel at a cycle (for the trace's queue tracks).
  // Cycles of work queued ahead of a request arriving at cycle t, per L2 and DRAM channel.
  double channelBacklog(unsigned c, Cycle t) const { return std::max(0.0, channelFree_[c] - static_cast<double>(t)); }
  double dramBacklog(unsigned d, Cycle t) const { return std::max(0.0, dramFree_[d] - static_cast<double>(t)); }
  unsigned dramChannels() const { return static_cast<unsigned>(dramFree_.size()); }

 private:
  // A line read from (write: written to) memory at cycle t, through the LLC where there is
  // one: the cycle the data is back at the L2 less its hit latency (reads).
  Cycle dram(Cycle t, uint64_t addr, uint32_t bytes, bool write = false);
  // DRAM channel d moving `bytes` of its `local`-th chunk at or after cycle t: when the
  // transfer starts on the channel's bus.
  double dramTransfer(unsigned d, uint64_t local, uint32_t bytes, bool write, double t);
  int allocate(Cache& l2, unsigned channel, uint64_t line, Cycle t);
  // The address of local line `line` of L2 channel c (of its instance).
  uint64_t l2LineAddress(unsigned c, uint64_t line, uint32_t lineBytes) const;

  const TimingConfig& cfg_;
  std::vector<Cache> l2_;            // per channel, instance by instance
  unsigned cusPerInstance_ = 1;
  std::vector<Cycle> lastWrite_;     // per L1: when its last write was performed
  std::vector<double> channelFree_;  // fractional: a request takes bytes / bytes_per_cycle
  std::vector<Cache> llc_;           // per DRAM channel (memory-attached)
  std::vector<Cycle> llcFree_;
  CacheCounters llcCounters_;
  std::vector<double> dramFree_;     // fractional: a line may take a non-integer number of cycles
  struct DramBank {
    uint64_t row = ~uint64_t{0};  // the open row (none at first)
    double done = 0;              // the end of its last transfer
  };
  std::vector<DramBank> dramBanks_;       // channel by channel
  // Per channel: idle stretches of its bus before its last transfer (a scheduler window).
  static constexpr size_t kDramGaps = 16;
  std::vector<std::vector<std::pair<double, double>>> dramGaps_;
  double rowCycle_ = 0, turnaround_ = 0, refresh_ = 0, refreshInterval_ = 1;  // cycles
  double dramCyclesPerByte_ = 0;     // per channel
  // Outstanding-miss limit of each CU's L1 (mshrs): the completion cycles of its last misses.
  std::vector<std::vector<Cycle>> mshr_;
  std::vector<unsigned> mshrHead_;
  uint64_t stressSeed_ = 0;
  uint32_t jitter_ = 0, tail_ = 0;
  std::unordered_map<uint64_t, Cycle> lastPerformed_;  // per (CU, line): keeps one CU's requests to a line in order
  std::unordered_map<uint64_t, Cycle> inflight_;       // per (CU, line): when its last read miss is answered
};

}  // namespace gfxsim::timing
