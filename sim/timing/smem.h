// The scalar memory path: the scalar (constant) caches a partition's CUs share
// (scache_cus_sharing CUs each). They hold data; a miss reads the line as the L2 has it, with
// the CU's own stores still on their way merged in, and goes to the L2 for its timing.
#pragma once
#include <cstdint>
#include <vector>

#include "timing/cache.h"
#include "timing/compute_unit.h"
#include "timing/context.h"
#include "timing/vmem.h"

namespace gfxsim::timing {

class ScalarMemory {
 public:
  ScalarMemory(const TimingConfig& cfg, unsigned caches, IssueContext& ic, L2Outbox& out, VectorMemory& vmem)
      : cfg_(cfg), caches_(caches), ic_(ic), out_(out), vmem_(vmem) {}

  // A cache is built when the first CU that uses it gets a work-group.
  void build(unsigned cache) {
    if (!caches_[cache].built()) caches_[cache] = Cache(cfg_.scache, true);
  }
  // A scalar load of the instruction being executed: `bytes` at addr into out.
  void load(uint64_t addr, uint32_t bytes, void* out);
  // s_dcache_inv.
  void invalidate(unsigned cache) { caches_[cache].invalidateAll(); }

  const Cache& cache(unsigned i) const { return caches_[i]; }
  unsigned caches() const { return static_cast<unsigned>(caches_.size()); }

 private:
  const TimingConfig& cfg_;
  std::vector<Cache> caches_;
  IssueContext& ic_;
  L2Outbox& out_;
  VectorMemory& vmem_;
};

}  // namespace gfxsim::timing
