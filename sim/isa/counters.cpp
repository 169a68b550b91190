#include "isa/counters.h"

#include <algorithm>

#include <fmt/format.h>

#include "isa/description.h"
#include "support/error.h"

namespace gfxsim::isa {

CounterMask countersOf(const Description& d, CountedEvent e) {
  CounterMask m = 0;
  for (const CountRule& r : d.counts)
    if (r.event == e) m = static_cast<CounterMask>(m | (1u << r.counter));
  return m;
}

CounterMask anyOrderCountersOf(const Description& d, CountedEvent e) {
  CounterMask m = 0;
  for (const CountRule& r : d.counts)
    if (r.event == e && !r.inOrder) m = static_cast<CounterMask>(m | (1u << r.counter));
  return m;
}

CounterMask anyOrderCounters(const Description& d) {
  CounterMask m = 0;
  for (const CountRule& r : d.counts)
    if (!r.inOrder) m = static_cast<CounterMask>(m | (1u << r.counter));
  return m;
}

std::vector<WaitInstruction> waitInstructions(const Description& d, CounterMask mask, const CounterCounts* counts) {
  auto count = [&](unsigned k) { return std::min(counts ? (*counts)[k] : 0u, d.counters[k].max); };
  std::vector<WaitInstruction> out;
  WaitInstruction combined;
  for (unsigned k = 0; k < d.counters.size(); ++k) {
    if (!((mask >> k) & 1) || !d.counters[k].field) continue;
    if (!combined.operands.empty()) combined.operands += ' ';
    combined.operands += fmt::format("{}({})", d.counters[k].name, count(k));
    combined.counters = static_cast<CounterMask>(combined.counters | (1u << k));
  }
  if (combined.counters) {
    if (!d.waitcntRow()) throw Error(fmt::format("{}.isa: counters with an s_waitcnt field, but no row with op=waitcnt", d.gen));
    combined.mnemonic = d.waitcntRow()->mnemonic;
    out.push_back(std::move(combined));
  }
  for (unsigned k = 0; k < d.counters.size(); ++k) {
    const WaitCounter& c = d.counters[k];
    if (!((mask >> k) & 1) || c.field) continue;
    if (!c.waitOne) throw Error(fmt::format("{}.isa: counter '{}' has no s_waitcnt field and no instruction that waits on it", d.gen, c.name));
    // A waitcnt_one row waits for (its SGPR's value + its immediate); `null` reads as zero.
    bool sgpr = !c.waitOne->ops.empty() && c.waitOne->ops.front().kind == OpKind::S;
    out.push_back({c.waitOne->mnemonic, fmt::format("{}{:#x}", sgpr ? "null, " : "", count(k)), static_cast<CounterMask>(1u << k)});
  }
  return out;
}

}  // namespace gfxsim::isa
