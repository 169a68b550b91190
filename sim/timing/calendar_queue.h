// A priority queue for events that come due epoch by epoch (the serial phase's landings, gpu.cpp).
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <vector>

#include "timing/cache.h"

namespace gfxsim::timing {

// Elements with a cycle `t` and a sequence number `seq`, taken in (t, seq) order: a calendar of
// buckets one epoch wide, each sorted when its time comes. The landings in flight behind a long
// DRAM queue number hundreds of thousands; in a binary heap each pop missed the host's cache at
// every level (a seventh of a memory-bound run on Vega 64), while a bucket is sorted in one go.
// Used by the serial phase (gpu.cpp) for what the L2 performs.
template <class T>
class CalendarQueue {
 public:
  explicit CalendarQueue(Cycle width) : width_(width) {}

  void push(const T& x) {
    uint64_t b = x.t / width_;
    if (buckets_.empty()) first_ = b;
    for (; b < first_; --first_) buckets_.push_front(takeSpare());
    while (b >= first_ + buckets_.size()) buckets_.push_back(takeSpare());
    buckets_[b - first_].push_back(x);
    ++size_;
  }

  // Calls f on each element with t < until, in (t, seq) order, and removes them.
  template <class F>
  void popBefore(Cycle until, F f) {
    while (!buckets_.empty() && first_ * width_ < until) {
      std::vector<T>& v = buckets_.front();
      std::sort(v.begin(), v.end(), [](const T& a, const T& b) { return a.t != b.t ? a.t < b.t : a.seq < b.seq; });
      size_t i = 0;
      for (; i < v.size() && v[i].t < until; ++i) f(v[i]);
      size_ -= i;
      if (i < v.size()) {  // the rest lands at or after `until`
        v.erase(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(i));
        return;
      }
      v.clear();
      spare_.push_back(std::move(v));
      buckets_.pop_front();
      ++first_;
    }
  }

  bool empty() const { return size_ == 0; }

 private:
  // An empty bucket; a bucket keeps its capacity, so no allocation per epoch once warm.
  std::vector<T> takeSpare() {
    std::vector<T> v;
    if (!spare_.empty()) {
      v.swap(spare_.back());
      spare_.pop_back();
    }
    return v;
  }

  Cycle width_;
  uint64_t first_ = 0;  // the bucket index (t / width) of buckets_.front()
  std::deque<std::vector<T>> buckets_;
  std::vector<std::vector<T>> spare_;
  size_t size_ = 0;
};

}  // namespace gfxsim::timing
