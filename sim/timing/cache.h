// A set-associative cache with LRU replacement. Caches that hold data (vector L1/L0, GL1,
// scalar cache) keep a copy of each line, so a line that was not invalidated really returns
// what it held when it was filled. Timing-only caches (instruction cache, L2 tags, LLC)
// keep tags, a per-line ready cycle (a fill in flight) and a dirty bit.
#pragma once
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <string>
#include <type_traits>
#include <vector>

#include "timing/config.h"

namespace gfxsim::timing {

using Cycle = uint64_t;
inline constexpr Cycle kNever = ~Cycle{0};

struct CacheCounters {
  uint64_t hits = 0, misses = 0;
  uint64_t bytesRead = 0, bytesWritten = 0;  // moved between this level and the one below
  uint64_t invalidations = 0;
  CacheCounters& operator+=(const CacheCounters& o) {
    hits += o.hits;
    misses += o.misses;
    bytesRead += o.bytesRead;
    bytesWritten += o.bytesWritten;
    invalidations += o.invalidations;
    return *this;
  }
};

// Zero-filled storage from calloc. The arrays of a large cache (an 8 MiB L2 has 64 Ki lines)
// then come from fresh pages the kernel zero-fills when first touched, so a dispatch that
// touches a few lines does not pay for writing every entry of every cache it builds.
template <class T>
class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  ZeroedArray() = default;
  explicit ZeroedArray(size_t n) : p_(static_cast<T*>(std::calloc(n ? n : 1, sizeof(T)))), n_(n) {
    if (!p_) throw std::bad_alloc();
  }
  T& operator[](size_t i) { return p_.get()[i]; }
  const T& operator[](size_t i) const { return p_.get()[i]; }
  T* data() { return p_.get(); }
  size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  T* begin() { return p_.get(); }
  T* end() { return p_.get() + n_; }

 private:
  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T, Free> p_;
  size_t n_ = 0;
};

class Cache {
 public:
  Cache() = default;
  // `sets` overrides the parameter's set count (an L2 channel holds a slice of the sets).
  Cache(const CacheParams& p, bool holdsData, uint32_t sets = 0);

  bool built() const { return !tags_.empty(); }  // not default-constructed
  uint32_t lineBytes() const { return lineBytes_; }
  uint64_t lineOf(uint64_t addr) const { return addr >> lineShift_; }

  // The way holding `line`, or -1; a hit updates LRU.
  int find(uint64_t line);
  // Installs `line` (evicting the LRU way) and returns its way; `data` (lineBytes) is
  // copied when the cache holds data. `victimDirty` reports a dirty line evicted, and
  // `victimLine` which line it was (kNoLine: the way was empty).
  int fill(uint64_t line, const uint8_t* data, bool* victimDirty = nullptr, uint64_t* victimLine = nullptr);
  uint8_t* data(uint64_t line, int way) { return data_.data() + (slot(line, way) << lineShift_); }
  Cycle& ready(uint64_t line, int way) { return ready_[slot(line, way)]; }
  void setDirty(uint64_t line, int way, bool d) { dirty_[slot(line, way)] = d; }
  bool dirtyAtSlot(size_t s) const { return tags_[s] != 0 && dirty_[s]; }
  void cleanSlot(size_t s) { dirty_[s] = 0; }
  void invalidate(uint64_t line);
  void invalidateAll();

  // The way fill(line) would take (an empty one, else the LRU one), and the line that way
  // holds (kNoLine: none): a data cache writes a dirty victim back before filling.
  static constexpr uint64_t kNoLine = ~uint64_t{0};
  int victimWay(uint64_t line) const;
  uint64_t lineAt(uint64_t line, int way) const { return tags_[slot(line, way)] - 1; }
  // Every line, by slot (0 .. slots()-1): its line (kNoLine: empty), and the slot of a line.
  size_t slots() const { return tags_.size(); }
  uint64_t lineAtSlot(size_t s) const { return tags_[s] - 1; }
  uint8_t* dataAtSlot(size_t s) { return data_.data() + (s << lineShift_); }
  void invalidateSlot(size_t s) { tags_[s] = 0; }
  size_t slotOf(uint64_t line, int way) const { return slot(line, way); }

  CacheCounters counters;

 private:
  size_t slot(uint64_t line, int way) const { return (static_cast<size_t>(line & setMask_) * assoc_) + static_cast<size_t>(way); }
  uint32_t assoc_ = 1, lineBytes_ = 64, lineShift_ = 6;
  uint64_t setMask_ = 0;
  uint64_t tick_ = 0;
  ZeroedArray<uint64_t> tags_;  // line + 1 (0 = invalid)
  ZeroedArray<uint64_t> lru_;
  ZeroedArray<Cycle> ready_;
  ZeroedArray<uint8_t> dirty_;
  ZeroedArray<uint8_t> data_;
};

}  // namespace gfxsim::timing
