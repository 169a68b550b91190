// Wait counters (the ISA description's `counter` lines): each wave keeps, per counter, the events it
// counted that have not been retired, oldest first. An event is shared by every counter the
// instruction counts in, and its completion is known once every part of it that went to the
// L2 has been answered. Part of the issue component (issue.h); kept inline because the
// scheduler consults it for every instruction.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "isa/description.h"
#include "timing/cache.h"
#include "timing/classify.h"

namespace gfxsim::timing {

// The most events one counter of a wave holds (every counter's maximum is below it).
inline constexpr unsigned kMaxCounterEvents = 64;

// A counted event in flight: when it is done (known once `unanswered` is 0) and how many
// counter queues still hold it.
struct CounterEvent {
  Cycle done = 0;
  uint16_t unanswered = 0;  // parts sent to the L2 and not answered yet
  uint8_t holders = 0;
};

// One counter's outstanding events of one wave, in issue order (a ring of event indices).
struct CounterQueue {
  uint32_t event[kMaxCounterEvents];
  uint8_t head = 0, size = 0;
  uint32_t at(unsigned i) const { return event[(head + i) % kMaxCounterEvents]; }
};

// How s_waitcnt is read and how far each counter counts, from the ISA description.
struct WaitcntLayout {
  unsigned counters = 0;                                       // how many the generation has
  std::vector<std::pair<unsigned, const isa::Field*>> fields;  // s_waitcnt's: counter index, bits
  isa::CounterCounts counterMax{};                             // per wave, capped below kMaxCounterEvents
  isa::CounterMask anyOrder = 0;  // counters some event reports in any order (lgkmcnt: SMEM)
};
WaitcntLayout waitcntLayout(const isa::Description& desc);

// The events of one partition's waves (a pool: entries are reused once nothing refers to them).
class WaitCounters {
 public:
  explicit WaitCounters(const WaitcntLayout& layout) : layout_(layout) {}

  CounterEvent& event(uint32_t e) { return pool_[e]; }
  const CounterEvent& event(uint32_t e) const { return pool_[e]; }

  uint32_t newEvent(Cycle done) {
    uint32_t e;
    if (!free_.empty()) {
      e = free_.back();
      free_.pop_back();
    } else {
      e = static_cast<uint32_t>(pool_.size());
      pool_.emplace_back();
    }
    pool_[e] = CounterEvent{done, 0, 0};
    return e;
  }

  // Puts event e in the queues of the counters in the bit set `counters`.
  void push(CounterQueue (&queues)[isa::kMaxCounters], uint32_t e, isa::CounterMask counters) {
    for (unsigned k = 0; k < layout_.counters; ++k)
      if ((counters >> k) & 1) {
        CounterQueue& q = queues[k];
        q.event[(q.head + q.size) % kMaxCounterEvents] = e;
        ++q.size;
        ++pool_[e].holders;
      }
    if (!pool_[e].holders && !pool_[e].unanswered) free_.push_back(e);
  }

  // An event is reused only when no queue holds it and no L2 answer is still due for it.
  void release(uint32_t e) {
    if (--pool_[e].holders == 0 && pool_[e].unanswered == 0) free_.push_back(e);
  }

  // The L2 answered one part of event e.
  void answer(uint32_t e, Cycle done) {
    CounterEvent& en = pool_[e];
    en.done = std::max(en.done, done);
    if (--en.unanswered == 0 && en.holders == 0) free_.push_back(e);
  }

  // Drops completed events from the front of each queue (an event behind one that is not
  // done stays until it is: readyAt counts any-order counters' in any order).
  [[gnu::always_inline]] void retire(CounterQueue (&queues)[isa::kMaxCounters], Cycle t) {
    for (unsigned k = 0; k < layout_.counters; ++k) {
      CounterQueue& q = queues[k];
      while (q.size) {
        const CounterEvent& e = pool_[q.at(0)];
        if (e.unanswered || e.done > t) break;
        release(q.at(0));
        q.head = static_cast<uint8_t>((q.head + 1) % kMaxCounterEvents);
        --q.size;
      }
    }
  }

  // Drops every event of a wave that ends (their L2 answers still come).
  void clear(CounterQueue (&queues)[isa::kMaxCounters]) {
    for (CounterQueue& q : queues) {
      for (unsigned i = 0; i < q.size; ++i) release(q.at(i));
      q.size = 0;
    }
  }

  // The cycle at which every counter k is at most need[k] (kNever while an event it waits
  // for has no known completion yet); *which: the counter that is last. A counter whose
  // events all report in issue order (vmcnt, vscnt, expcnt) counts an event as done only when
  // every older one is; one that has any-order events (lgkmcnt: LDS in order among
  // themselves, SMEM in any order) counts each as it completes.
  [[gnu::always_inline]] Cycle readyAt(const CounterQueue (&queues)[isa::kMaxCounters], const isa::CounterCounts& need,
                                       uint8_t* which) const {
    Cycle ready = 0;
    for (unsigned k = 0; k < layout_.counters; ++k) {
      const CounterQueue& q = queues[k];
      if (q.size <= need[k]) continue;
      unsigned mustFinish = q.size - need[k];
      Cycle t = (layout_.anyOrder >> k) & 1 ? anyOrderReady(q, mustFinish) : inOrderReady(q, mustFinish);
      if (t > ready) {
        ready = t;
        *which = static_cast<uint8_t>(k);
      }
    }
    return ready;
  }

  // The number of events in q whose completion is not known yet (for a hang report).
  unsigned unanswered(const CounterQueue& q) const {
    unsigned n = 0;
    for (unsigned i = 0; i < q.size; ++i) n += pool_[q.at(i)].unanswered ? 1 : 0;
    return n;
  }

 private:
  Cycle inOrderReady(const CounterQueue& q, unsigned mustFinish) const {
    Cycle t = 0;
    for (unsigned i = 0; i < mustFinish; ++i) {
      const CounterEvent& e = pool_[q.at(i)];
      if (e.unanswered) return kNever;
      t = std::max(t, e.done);
    }
    return t;
  }
  // The mustFinish-th smallest completion of the whole queue: when the count drops enough.
  Cycle anyOrderReady(const CounterQueue& q, unsigned mustFinish) const {
    Cycle times[kMaxCounterEvents];
    unsigned n = 0;
    for (unsigned i = 0; i < q.size; ++i) {
      const CounterEvent& e = pool_[q.at(i)];
      if (!e.unanswered) times[n++] = e.done;
    }
    if (n < mustFinish) return kNever;
    std::nth_element(times, times + (mustFinish - 1), times + n);
    return times[mustFinish - 1];
  }

  const WaitcntLayout& layout_;
  std::vector<CounterEvent> pool_;
  std::vector<uint32_t> free_;
};

}  // namespace gfxsim::timing
