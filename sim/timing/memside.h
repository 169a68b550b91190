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
#pragma once
#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "timing/cache.h"
#include "timing/config.h"

namespace gfxsim::timing {

enum class MemOp : uint8_t { Read, Write, Atomic };

class MemorySide {
 public:
  // computeUnits: CUs, or WGPs on RDNA (each with two L0s).
  MemorySide(const TimingConfig& cfg, unsigned computeUnits);

  // A request for the L2 line holding `addr`, issued by L1/L0 cache `l1` (2 * CU/WGP + the CU
  // of the WGP) at cycle t. Returns the
  // cycle its answer (data or acknowledgement) is back at the CU; `*performed` (writes and
  // atomics) is the cycle it took effect at the L2.
  Cycle access(Cycle t, uint64_t addr, uint32_t bytes, MemOp op, unsigned l1, Cycle* performed = nullptr);

  unsigned channelOf(uint64_t addr) const { return static_cast<unsigned>((addr / cfg_.l2InterleaveBytes) % cfg_.l2Channels); }

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
  uint64_t dramBytesRead = 0, dramBytesWritten = 0;
  uint64_t requests = 0;
  uint64_t merged = 0;  // reads merged with a miss of the same CU to the same line in flight
  Cycle lastDramBusy = 0;
  // Requests waiting or in service per channel at a cycle (for the trace's queue tracks).
  // Cycles of work queued ahead of a request arriving at cycle t, per L2 and DRAM channel.
  double channelBacklog(unsigned c, Cycle t) const { return std::max(0.0, channelFree_[c] - static_cast<double>(t)); }
  double dramBacklog(unsigned d, Cycle t) const { return std::max(0.0, dramFree_[d] - static_cast<double>(t)); }
  unsigned dramChannels() const { return static_cast<unsigned>(dramFree_.size()); }

 private:
  Cycle dram(Cycle t, uint64_t addr, uint32_t bytes);
  int allocate(Cache& l2, uint64_t line, Cycle t, uint64_t addr);

  const TimingConfig& cfg_;
  std::vector<Cache> l2_;            // per channel
  std::vector<double> channelFree_;  // fractional: a request takes bytes / bytes_per_cycle
  std::vector<Cache> llc_;           // per DRAM channel (memory-attached)
  std::vector<Cycle> llcFree_;
  CacheCounters llcCounters_;
  std::vector<double> dramFree_;     // fractional: a line may take a non-integer number of cycles
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
