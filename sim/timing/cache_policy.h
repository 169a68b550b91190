// The cache policy of each generation, as data: what the caches above the L2 (the vector
// L1, called L0 on RDNA, and RDNA's GL1) do with a load, a store and an atomic, by the
// instruction's cache-policy bits. One row per generation in cache_policy.cpp; the vector
// memory path (vmem.cpp) reads it. Which cache a maintenance instruction empties is a
// property of its ISA description row (`props ... op=inv_l1|inv_gl1|inv_scalar|wb_l2`).
#pragma once
#include <cstdint>

#include "isa/target.h"

namespace gfxsim::timing {

// The cache-policy bits of a vector memory instruction, as a set.
enum CacheBit : uint8_t { kGlc = 1, kSlc = 2, kDlc = 4, kScc = 8 };  // gfx942: sc0 = glc, nt = slc, sc1 = scc

// What an access does to a line a cache holds.
enum class LineAction : uint8_t {
  Keep,    // nothing (or the generation has no such cache)
  Update,  // write-through: the line takes the bytes; a line the cache lacks is not allocated
  Drop,    // the line is evicted (write-evict; an atomic performed at the L2 makes it stale)
};

struct CachePolicy {
  const char* generation = "";
  // A load carrying any of these bits neither hits nor allocates in that cache.
  uint8_t loadMissL1 = 0, loadMissGl1 = 0;
  // Stores (written through to the L2, whatever their bits) and atomics (performed at the L2).
  LineAction storeL1 = LineAction::Keep, storeGl1 = LineAction::Keep;
  LineAction atomicL1 = LineAction::Keep, atomicGl1 = LineAction::Keep;
  // The end of a kernel (its system-scope release) writes the L2's dirty lines back to memory:
  // where the host's and other agents' accesses to device memory do not see the L2.
  bool endWritesBackL2 = true;
};

// The row of a generation; throws Error naming `file` when the timing model has none.
const CachePolicy& cachePolicyOf(isa::Gen gen, const char* file);
// The row of a target: its own where it has one (gfx90a, gfx942), else its generation's.
const CachePolicy& cachePolicyOf(const isa::TargetInfo& target, const char* file);

}  // namespace gfxsim::timing
