// Values derived from a key and kept for the few keys a process uses again and again (the
// macro tables of a compiler's option set, the key table of a config reader): building them
// each time cost more than the work they serve. Thread-safe; the values are immutable and
// shared, so a caller may keep one after it has been dropped from the list.
#pragma once
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <utility>

namespace gfxsim {

template <class Key, class Value, size_t Kept = 4>
class RecentValues {
 public:
  // The value kept for `key`, or nullptr.
  std::shared_ptr<const Value> find(const Key& key) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (const auto& [k, v] : kept_)
      if (k == key) return v;
    return nullptr;
  }
  // Keeps `value` for `key` as the most recent, dropping the oldest beyond Kept.
  void keep(Key key, std::shared_ptr<const Value> value) {
    std::lock_guard<std::mutex> lock(mutex_);
    kept_.emplace_front(std::move(key), std::move(value));
    if (kept_.size() > Kept) kept_.pop_back();
  }

 private:
  std::mutex mutex_;
  std::deque<std::pair<Key, std::shared_ptr<const Value>>> kept_;  // most recent first
};

}  // namespace gfxsim
