// The wait counters of a generation, as its ISA description declares them (`counter`,
// `waitcnt` and `counts` lines; README.md beside this file, "Wait counters"). Code indexes
// counters by their position in Description::counters and never by name: the timing model's
// queues and stall reasons, the compiler's waitcnt pass, the memory-model lowering and the
// litmus lowering all read them from here, so a generation with other counters (GFX12's
// loadcnt, storecnt, dscnt, kmcnt, ...) is a change to its description only.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace gfxsim::isa {

struct Field;
struct Inst;
class Description;

// What the wait counters count (`counts EVENT COUNTER ORDER` lines): an event increments
// COUNTER when issued and decrements it when done, in issue order or in any order.
enum class CountedEvent : uint8_t { VmemLoad, VmemStore, VmemAtomicRet, VmemAtomic, Flat, Lds, Smem, Gds, SendMsg, Export };
struct CountRule {
  CountedEvent event;
  unsigned counter;  // index into Description::counters
  bool inOrder;
};

// The most counters a generation may declare (GFX12 has seven).
inline constexpr unsigned kMaxCounters = 8;
// A set of counters: bit k stands for Description::counters[k].
using CounterMask = uint8_t;
// A count per counter, indexed like Description::counters.
using CounterCounts = std::array<uint32_t, kMaxCounters>;

// One counter (`counter NAME [MAX]`, in the order reports list them).
struct WaitCounter {
  std::string name;               // vmcnt, lgkmcnt, vscnt, expcnt
  uint32_t max = 0;               // the largest count a wait can name: its field all ones, or MAX
  const Field* field = nullptr;   // its bits in s_waitcnt's immediate (`waitcnt NAME BITS`); null: none
  const Inst* waitOne = nullptr;  // the row that waits on it alone (op=waitcnt_one waits=NAME); null: none
};

// The counters an event increments, and those of them that report it in any order.
CounterMask countersOf(const Description& d, CountedEvent e);
CounterMask anyOrderCountersOf(const Description& d, CountedEvent e);
// The counters that some event reports in any order (lgkmcnt, for SMEM): a wait on them can
// only count down to zero safely, or to the count of events that all report in order.
CounterMask anyOrderCounters(const Description& d);

// One instruction of a wait, in assembler syntax.
struct WaitInstruction {
  std::string mnemonic;
  std::string operands;
  CounterMask counters = 0;  // the counters it waits on
};

// The instructions that wait until every counter k of `mask` has at most counts[k] events
// outstanding (each capped at the counter's max; all zero when `counts` is null): one
// s_waitcnt for the counters its immediate names, in counter order, then each other
// counter's own wait instruction. Throws Error when a counter of `mask` has neither.
std::vector<WaitInstruction> waitInstructions(const Description& d, CounterMask mask, const CounterCounts* counts = nullptr);

}  // namespace gfxsim::isa
