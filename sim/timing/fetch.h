// Instruction fetch: each wave has an instruction buffer fed from the instruction cache it
// shares with its neighbours (icache_cus_sharing CUs), one fetch block ahead of the wave; a
// jump outside the buffer refills it. A cache's port serves one request per cycle, in the
// order they are made. Inline: the scheduler asks before every instruction it issues.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

#include "timing/cache.h"
#include "timing/config.h"

namespace gfxsim::timing {

// A wave's instruction buffer: [a, b) is ready at readyB, [b, c) at readyC. Empty (1, 1, 1)
// until the first fetch (no fetch block starts at 1).
struct FetchBuffer {
  uint64_t a = 1, b = 1, c = 1;
  Cycle readyB = 0, readyC = 0;
};

class InstructionFetch {
 public:
  InstructionFetch(const TimingConfig& cfg, unsigned caches) : cfg_(cfg), caches_(caches), portFree_(caches, 0) {}

  // The caches are built when the first CU that uses them gets a work-group.
  void build(unsigned cache) {
    if (!caches_[cache].built()) caches_[cache] = Cache(cfg_.icache, false);
  }

  // A fetch of the block holding addr from instruction cache `cache`, requested at cycle t:
  // when its bytes are back. A prefetch behind a block still arriving is answered no earlier
  // than `notBefore`.
  Cycle fetch(unsigned cache, uint64_t addr, Cycle t, Cycle notBefore = 0) {
    Cache& ic = caches_[cache];
    Cycle& free = portFree_[cache];
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

  // When the bytes [pc, pc+size) are in the buffer, asked at cycle t. Straight-line code is
  // fetched one block ahead; a jump outside the buffer refills it from pc's block.
  [[gnu::always_inline]] Cycle ready(unsigned cache, FetchBuffer& f, uint64_t pc, unsigned size, Cycle t) {
    const uint64_t fb = cfg_.fetchBytes;
    uint64_t end = pc + size;
    if (pc < f.a || pc >= f.c) {  // not buffered
      f.a = pc & ~(fb - 1);
      f.b = f.a + fb;
      f.readyB = fetch(cache, f.a, t);
      f.c = f.b + fb;
      f.readyC = fetch(cache, f.b, t, f.readyB);
    }
    while (end > f.c) advance(cache, f, t);  // the instruction straddles beyond the buffer
    if (pc >= f.b) advance(cache, f, t);     // moved into the second block: prefetch the next
    return end <= f.b ? f.readyB : f.readyC;
  }

  const Cache& cache(unsigned i) const { return caches_[i]; }
  unsigned caches() const { return static_cast<unsigned>(caches_.size()); }

 private:
  // Drops the first block of the buffer and fetches the block after its end.
  void advance(unsigned cache, FetchBuffer& f, Cycle t) {
    f.a = f.b;
    f.b = f.c;
    f.readyB = f.readyC;
    f.c += cfg_.fetchBytes;
    f.readyC = fetch(cache, f.b, t, f.readyB);
  }

  const TimingConfig& cfg_;
  std::vector<Cache> caches_;
  std::vector<Cycle> portFree_;
};

}  // namespace gfxsim::timing
