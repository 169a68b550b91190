// Wave issue (sim/timing/issue.h, waitcnt.h): the wait counters' order rules, the counters'
// maxima from the ISA's s_waitcnt fields, and the register scoreboard.
#include <doctest/doctest.h>

#include "isa/description.h"
#include "support/timing_kernel.h"
#include "timing/issue.h"
#include "timing/waitcnt.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

func::Opnd operand(func::OpnKind kind, uint16_t reg, uint8_t dwords = 1) {
  func::Opnd o;
  o.kind = kind;
  o.reg = reg;
  o.dwords = dwords;
  return o;
}

struct Needs {
  Needs() { n.fill(~0u); }
  isa::CounterCounts n;
};

// The counters of GFX10 (the ISA description's `counter` lines) and their layout.
const isa::Description& gfx10() { return isa::description("gfx10"); }
const timing::WaitcntLayout& gfx10Layout() {
  static const timing::WaitcntLayout l = timing::waitcntLayout(gfx10());
  return l;
}
unsigned counter(const char* name) { return static_cast<unsigned>(gfx10().counterIndex(name)); }

}  // namespace

TEST_CASE("issue: vmcnt reports its events in issue order, lgkmcnt in any order") {
  timing::WaitCounters wc(gfx10Layout());
  timing::CounterQueue q[isa::kMaxCounters];
  // Two events counted in both: the older done at 500, the younger at 100.
  uint32_t older = wc.newEvent(500), younger = wc.newEvent(100);
  wc.push(q, older, (1u << counter("vmcnt")) | (1u << counter("lgkmcnt")));
  wc.push(q, younger, (1u << counter("vmcnt")) | (1u << counter("lgkmcnt")));
  uint8_t which = 9;
  Needs vm1;
  vm1.n[counter("vmcnt")] = 1;  // s_waitcnt vmcnt(1): the older must be done, and it is last
  CHECK(wc.readyAt(q, vm1.n, &which) == 500);
  CHECK(which == counter("vmcnt"));
  Needs lgkm1;
  lgkm1.n[counter("lgkmcnt")] = 1;  // lgkmcnt(1): any one of them, the younger first
  CHECK(wc.readyAt(q, lgkm1.n, &which) == 100);
  CHECK(which == counter("lgkmcnt"));
  Needs lgkm0;
  lgkm0.n[counter("lgkmcnt")] = 0;
  CHECK(wc.readyAt(q, lgkm0.n, &which) == 500);
  Needs none;
  CHECK(wc.readyAt(q, none.n, &which) == 0);
  // Retiring drops done events from the front: at 200 the older (500) still holds both.
  wc.retire(q, 200);
  CHECK(q[counter("vmcnt")].size == 2);
  wc.retire(q, 500);
  CHECK(q[counter("vmcnt")].size == 0);
  CHECK(q[counter("lgkmcnt")].size == 0);
}

TEST_CASE("issue: an event with a request at the L2 has no completion until the L2 answers") {
  timing::WaitCounters wc(gfx10Layout());
  timing::CounterQueue q[isa::kMaxCounters];
  uint32_t e = wc.newEvent(10);
  ++wc.event(e).unanswered;  // what L2Outbox::send does
  wc.push(q, e, 1u << counter("vmcnt"));
  Needs vm0;
  vm0.n[counter("vmcnt")] = 0;
  uint8_t which = 9;
  CHECK(wc.readyAt(q, vm0.n, &which) == timing::kNever);
  CHECK(wc.unanswered(q[counter("vmcnt")]) == 1);
  wc.answer(e, 700);
  CHECK(wc.readyAt(q, vm0.n, &which) == 700);
  // The event's entry is reused only when no queue holds it.
  wc.retire(q, 700);
  CHECK(wc.newEvent(0) == e);
}

TEST_CASE("issue: each counter's maximum is what its s_waitcnt field holds") {
  // GFX9: vmcnt 6 bits, lgkmcnt 4, expcnt 3; GFX10.3: lgkmcnt 6 bits (the ISA manuals).
  timing::GpuConfig g9 = config("gfx900.ini");
  timing::WaitcntLayout l9 = timing::waitcntLayout(isa::description(g9.agent.target.info->isaFile));
  const isa::Description& d9 = isa::description(g9.agent.target.info->isaFile);
  CHECK(l9.counterMax[static_cast<size_t>(d9.counterIndex("vmcnt"))] == 63);
  CHECK(l9.counterMax[static_cast<size_t>(d9.counterIndex("lgkmcnt"))] == 15);
  CHECK(l9.counterMax[static_cast<size_t>(d9.counterIndex("expcnt"))] == 7);
  timing::GpuConfig g10 = config("gfx1030.ini");
  timing::WaitcntLayout l10 = timing::waitcntLayout(isa::description(g10.agent.target.info->isaFile));
  CHECK(l10.counterMax[counter("vmcnt")] == 63);
  CHECK(l10.counterMax[counter("lgkmcnt")] == 63);
  CHECK(l10.counterMax[static_cast<size_t>(gfx10().counterIndex("vscnt"))] == 63);
}

TEST_CASE("issue: the scoreboard waits for the registers an instruction reads, not those it writes") {
  timing::WaveState w;
  w.vready.assign(16, 0);
  // s_add_u32 s3, s1, s2
  func::DecodedInst d;
  d.nops = 3;
  d.op[0] = operand(func::OpnKind::Sgpr, 3);
  d.op[1] = operand(func::OpnKind::Sgpr, 1);
  d.op[2] = operand(func::OpnKind::Sgpr, 2);
  d.dst[0] = 0;
  timing::TimingClass salu;
  salu.kind = timing::Kind::Salu;
  salu.unit = timing::Unit::Salu;
  w.sready[1] = 50;
  w.sready[2] = 70;
  w.sready[3] = 999;  // written later by something else: a write does not wait for it
  CHECK(timing::operandsReadyAt(w, d, salu) == 70);
  timing::markResults(w, d, 123, false);
  CHECK(w.sready[3] == 123);
  // global_store_dwordx2 v1, v[4:5], s[8:9]: the data operand is listed as a destination, and
  // a store reads it.
  func::DecodedInst st;
  st.nops = 3;
  st.op[0] = operand(func::OpnKind::Vgpr, 4, 2);
  st.op[1] = operand(func::OpnKind::Vgpr, 1);
  st.op[2] = operand(func::OpnKind::Sgpr, 8, 2);
  st.dst[0] = 0;
  timing::TimingClass store;
  store.kind = timing::Kind::VmemStore;
  store.unit = timing::Unit::Vmem;
  w.vready[5] = 80;
  CHECK(timing::operandsReadyAt(w, st, store) == 80);
  w.sready[9] = 90;
  CHECK(timing::operandsReadyAt(w, st, store) == 90);
  // A VGPR destination is marked only for a vector result.
  timing::markResults(w, st, 200, false);
  CHECK(w.vready[4] == 0);
  timing::markResults(w, st, 200, true);
  CHECK(w.vready[4] == 200);
  CHECK(w.vready[5] == 200);
}
