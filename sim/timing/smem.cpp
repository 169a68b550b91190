#include "timing/smem.h"

#include <algorithm>
#include <cstring>

#include "timing/partition.h"

namespace gfxsim::timing {

void ScalarMemory::load(uint64_t addr, uint32_t bytes, void* out) {
  ComputeUnit& cu = *ic_.cu;
  Cache& k = caches_[cu.scalarCache];
  uint32_t lb = k.lineBytes();
  uint8_t* o = static_cast<uint8_t*>(out);
  for (uint64_t la = addr & ~uint64_t{lb - 1}; la < addr + bytes; la += lb) {
    uint64_t line = k.lineOf(la);
    int w = k.find(line);
    uint8_t buf[1024];
    if (w >= 0) {
      ++k.counters.hits;
      std::memcpy(buf, k.data(line, w), lb);
      ic_.memDone = std::max(ic_.memDone, ic_.now + cfg_.scache.hitLatency);
    } else {
      ++k.counters.misses;
      k.counters.bytesRead += lb;
      vmem_.readLine(la, lb, buf, cu, ic_.waveState().cuInWgp);
      k.fill(line, buf);
      out_.send(ic_.now, la, MemOp::Read, lb, nullptr, ~0u);
    }
    uint64_t lo = std::max(la, addr), hi = std::min(la + lb, addr + bytes);
    std::memcpy(o + (lo - addr), buf + (lo - la), hi - lo);
  }
}

// The memory port of the partition's functional engine: scalar loads.
void Partition::scalarLoad(func::Exec&, const func::DecodedInst&, uint64_t addr, uint32_t bytes, void* out) {
  smem_.load(addr, bytes, out);
}

}  // namespace gfxsim::timing
