#include "timing/cache.h"

#include <bit>
#include <cstring>

namespace gfxsim::timing {

Cache::Cache(const CacheParams& p, bool holdsData, uint32_t sets) {
  uint32_t n = sets ? sets : p.sets();
  assoc_ = p.assoc;
  lineBytes_ = p.lineBytes;
  lineShift_ = static_cast<uint32_t>(std::countr_zero(p.lineBytes));
  setMask_ = n - 1;
  size_t lines = static_cast<size_t>(n) * assoc_;
  tags_ = ZeroedArray<uint64_t>(lines);
  lru_ = ZeroedArray<uint64_t>(lines);
  ready_ = ZeroedArray<Cycle>(lines);
  dirty_ = ZeroedArray<uint8_t>(lines);
  if (holdsData) data_ = ZeroedArray<uint8_t>(lines * lineBytes_);
}

int Cache::find(uint64_t line) {
  size_t base = static_cast<size_t>(line & setMask_) * assoc_;
  for (uint32_t w = 0; w < assoc_; ++w)
    if (tags_[base + w] == line + 1) {
      lru_[base + w] = ++tick_;
      return static_cast<int>(w);
    }
  return -1;
}

int Cache::victimWay(uint64_t line) const {
  size_t base = static_cast<size_t>(line & setMask_) * assoc_;
  uint32_t victim = 0;
  for (uint32_t w = 0; w < assoc_; ++w) {
    if (tags_[base + w] == 0) return static_cast<int>(w);
    if (lru_[base + w] < lru_[base + victim]) victim = w;
  }
  return static_cast<int>(victim);
}

int Cache::fill(uint64_t line, const uint8_t* bytes, bool* victimDirty, uint64_t* victimLine) {
  uint32_t victim = static_cast<uint32_t>(victimWay(line));
  size_t s = static_cast<size_t>(line & setMask_) * assoc_ + victim;
  if (victimDirty) *victimDirty = tags_[s] != 0 && dirty_[s];
  if (victimLine) *victimLine = tags_[s] - 1;
  tags_[s] = line + 1;
  lru_[s] = ++tick_;
  ready_[s] = 0;
  dirty_[s] = 0;
  if (!data_.empty() && bytes) std::memcpy(data_.data() + (s << lineShift_), bytes, lineBytes_);
  return static_cast<int>(victim);
}

void Cache::invalidate(uint64_t line) {
  size_t base = static_cast<size_t>(line & setMask_) * assoc_;
  for (uint32_t w = 0; w < assoc_; ++w)
    if (tags_[base + w] == line + 1) {
      tags_[base + w] = 0;
      ++counters.invalidations;
    }
}

void Cache::invalidateAll() {
  std::fill(tags_.begin(), tags_.end(), 0);
  ++counters.invalidations;
}

}  // namespace gfxsim::timing
