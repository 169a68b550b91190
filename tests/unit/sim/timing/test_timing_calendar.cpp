// The calendar queue of the serial phase (calendar_queue.h) against a binary heap: the same
// elements come out in the same (cycle, sequence) order, whatever order they were pushed in.
#include <doctest/doctest.h>

#include <queue>
#include <random>
#include <vector>

#include "timing/calendar_queue.h"

using namespace gfxsim;

namespace {

struct Item {
  timing::Cycle t = 0;
  uint64_t seq = 0;
  bool operator>(const Item& o) const { return t != o.t ? t > o.t : seq > o.seq; }
};

}  // namespace

TEST_CASE("calendar queue: pops what a heap pops, in the same order, for pushes early, late and far ahead") {
  for (uint64_t width : {1ull, 7ull, 64ull, 128ull}) {
    std::mt19937_64 rng(width);
    timing::CalendarQueue<Item> cal(width);
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
    uint64_t seq = 0;
    timing::Cycle until = 0;
    size_t popped = 0;
    for (int round = 0; round < 400; ++round) {
      // Pushes: mostly a little ahead of `until`, some at it or before it (they are due at the
      // next pop), some far ahead (a long DRAM queue), many at the same cycle.
      unsigned n = static_cast<unsigned>(rng() % 40);
      for (unsigned i = 0; i < n; ++i) {
        uint64_t kind = rng() % 10;
        timing::Cycle t = kind == 0   ? until - std::min<timing::Cycle>(until, rng() % 50)
                          : kind == 1 ? until + 2000 + rng() % 5000
                          : kind == 2 ? until + 10
                                      : until + rng() % 300;
        Item x{t, seq++};
        cal.push(x);
        heap.push(x);
      }
      until += 1 + rng() % 150;
      std::vector<Item> got, want;
      cal.popBefore(until, [&](const Item& x) { got.push_back(x); });
      while (!heap.empty() && heap.top().t < until) {
        want.push_back(heap.top());
        heap.pop();
      }
      REQUIRE(got.size() == want.size());
      for (size_t i = 0; i < got.size(); ++i) {
        CHECK(got[i].t == want[i].t);
        CHECK(got[i].seq == want[i].seq);
      }
      popped += got.size();
      CHECK(cal.empty() == heap.empty());
    }
    CHECK(popped > 1000);
  }
}
