// s_waitcnt insertion. Which counter an instruction's memory event increments, and whether
// that counter retires events in issue order, comes from the ISA description's `counts`
// rules (sim/isa/<family>.isa), the same rules the timing model uses; nothing here is a
// per-mnemonic table. Every physical register written by a pending load (or returning
// atomic) carries the counter value at its issue; an instruction that reads or overwrites
// such a register first waits until at most (issued - score) events of that counter are
// outstanding (0 when the counter has out-of-order events pending: SMEM in lgkmcnt, FLAT in
// both vmcnt and lgkmcnt). The waits the memory legalizer emitted (MInst::waits) count as
// waits to zero.
// Across blocks the state flows along the machine CFG (fall-through, branches, loop back
// edges; a branch's edge leaves from the branch, not the block's end) to a fixed point, as LLVM's SIInsertWaitcnts does: a block starts with the merge of
// its predecessors' exit states, each normalised to "pending events" and, per register, "events
// issued after its own" (the merge keeps the larger pending count and the smaller distance,
// the stricter wait). Distances and pending counts are capped at the counter's largest wait
// value, which only makes a wait stricter, so the iteration ends. No wait is needed before a
// branch: a load stays in flight across it until an instruction uses its result.
#include "codegen/waitcnt.h"

#include <algorithm>
#include <array>
#include <map>

#include "codegen/regalloc.h"
#include "isa/description.h"
#include "memmodel/memmodel.h"

namespace gfxsim::codegen {

namespace {

using isa::CounterMask;

struct CounterRules {
  unsigned n = 0;  // the generation's counters (the description's order)
  // per MemEvent: the counters it increments and those that report it in any order.
  std::array<CounterMask, 8> counters{}, outOfOrder{};
  isa::CounterCounts maxCount{};
  const isa::Description* desc = nullptr;
  const Subtarget* st = nullptr;  // for the properties of the instructions
};

CounterRules rulesFor(const Subtarget& st) {
  const isa::Description& d = isa::description(st.isaFile);
  CounterRules r;
  r.n = static_cast<unsigned>(d.counters.size());
  r.desc = &d;
  r.st = &st;
  auto add = [&](MemEvent e, isa::CountedEvent ce) {
    r.counters[static_cast<size_t>(e)] = isa::countersOf(d, ce);
    r.outOfOrder[static_cast<size_t>(e)] = isa::anyOrderCountersOf(d, ce);
  };
  add(MemEvent::VmemLoad, isa::CountedEvent::VmemLoad);
  add(MemEvent::VmemStore, isa::CountedEvent::VmemStore);
  add(MemEvent::VmemAtomicRet, isa::CountedEvent::VmemAtomicRet);
  add(MemEvent::VmemAtomic, isa::CountedEvent::VmemAtomic);
  add(MemEvent::Lds, isa::CountedEvent::Lds);
  add(MemEvent::Smem, isa::CountedEvent::Smem);
  add(MemEvent::Flat, isa::CountedEvent::Flat);
  // A FLAT access also counts as the vector-memory access it is; it may complete out of
  // order with respect to both counters (LDS or global behind the address).
  r.outOfOrder[static_cast<size_t>(MemEvent::Flat)] = r.counters[static_cast<size_t>(MemEvent::Flat)];
  for (unsigned k = 0; k < r.n; ++k) r.maxCount[k] = d.counters[k].max;
  return r;
}

// Registers tracked: [0, 128) SGPRs, [128, 384) VGPRs.
constexpr size_t kTracked = 384;

struct State {
  explicit State(unsigned counters) : n(counters), score(kTracked * counters, 0) {}
  unsigned n;
  isa::CounterCounts ub{}, lb{};
  std::array<bool, isa::kMaxCounters> outOfOrder{};
  // per physical register and counter: the counter's value when the register's event issued
  std::vector<unsigned> score;
  unsigned& at(size_t r, unsigned c) { return score[r * n + c]; }
  unsigned at(size_t r, unsigned c) const { return score[r * n + c]; }
  bool pending(unsigned c) const { return ub[c] > lb[c]; }
};

// A block-boundary state: per counter the events pending and, per register, how many events
// were issued after the one that writes it (-1: nothing pending for the register).
struct Boundary {
  bool reached = false;
  unsigned n = 0;
  isa::CounterCounts pendingCount{};
  std::array<bool, isa::kMaxCounters> outOfOrder{};
  std::vector<int> after;  // [register * n + counter]
  void setCounters(unsigned counters) {
    n = counters;
    after.assign(kTracked * n, -1);
  }
  int& at(size_t r, unsigned c) { return after[r * n + c]; }
  int at(size_t r, unsigned c) const { return after[r * n + c]; }
  bool operator==(const Boundary& o) const {
    return reached == o.reached && pendingCount == o.pendingCount && outOfOrder == o.outOfOrder && after == o.after;
  }
};

Boundary normalise(const State& s, const CounterRules& rules) {
  Boundary b;
  b.reached = true;
  b.setCounters(rules.n);
  for (unsigned c = 0; c < rules.n; ++c) {
    b.pendingCount[c] = std::min(s.ub[c] - s.lb[c], rules.maxCount[c]);
    b.outOfOrder[c] = s.outOfOrder[c] && s.pending(c);
    for (size_t r = 0; r < kTracked; ++r)
      if (s.at(r, c) > s.lb[c]) b.at(r, c) = static_cast<int>(std::min(s.ub[c] - s.at(r, c), rules.maxCount[c]));
  }
  return b;
}

void mergeInto(Boundary& into, const Boundary& from) {
  if (!from.reached) return;
  if (!into.reached) {
    into = from;
    return;
  }
  for (unsigned c = 0; c < into.n; ++c) {
    into.pendingCount[c] = std::max(into.pendingCount[c], from.pendingCount[c]);
    into.outOfOrder[c] = into.outOfOrder[c] || from.outOfOrder[c];
    for (size_t r = 0; r < kTracked; ++r) {
      int a = into.at(r, c), f = from.at(r, c);
      into.at(r, c) = a < 0 ? f : f < 0 ? a : std::min(a, f);
    }
  }
}

// The within-block state a boundary stands for (lower bound 0, events numbered from 1).
State expand(const Boundary& b, const CounterRules& rules) {
  State s(rules.n);
  if (!b.reached) return s;
  for (unsigned c = 0; c < rules.n; ++c) {
    // Room above every register's distance: pending >= distance + 1.
    unsigned p = b.pendingCount[c];
    for (size_t r = 0; r < kTracked; ++r)
      if (b.at(r, c) >= 0) p = std::max(p, static_cast<unsigned>(b.at(r, c)) + 1);
    s.lb[c] = 0;
    s.ub[c] = p;
    s.outOfOrder[c] = b.outOfOrder[c];
    for (size_t r = 0; r < kTracked; ++r)
      if (b.at(r, c) >= 0) s.at(r, c) = p - static_cast<unsigned>(b.at(r, c));
  }
  return s;
}

unsigned slot(const MOp& o, unsigned k) { return (o.physCls == RegClass::SGPR ? 0 : 128) + o.physIndex + k; }

// Runs one block from state `s`: the instructions with the waits they need (when `out` is
// given) and the state at the block's end. `onBranch` gets each branch's target label and the
// state where the branch leaves: a branch may sit inside a block (isel's s_cbranch_execz that
// skips a block's body when no lane runs it), and the waits after it do not cover the path
// it takes.
template <class OnBranch>
void runBlock(const MBlock& b, State& s, const CounterRules& rules, std::vector<MInst>* out, OnBranch onBranch) {
  for (const MInst& m : b.insts) {
    // Needed counts per counter (only the counters in `needed`).
    isa::CounterCounts need{};
    CounterMask needed = 0;
    auto require = [&](unsigned c, unsigned count) {
      if (!((needed >> c) & 1) || count < need[c]) need[c] = count;
      needed = static_cast<CounterMask>(needed | (1u << c));
    };
    for (const MOp& o : m.ops) {
      if (o.kind != MOp::Kind::Phys || o.physCount == 0) continue;
      for (unsigned k = 0; k < o.physCount; ++k) {
        unsigned r = slot(o, k);
        if (r >= kTracked) continue;
        for (unsigned c = 0; c < rules.n; ++c)
          if (s.at(r, c) > s.lb[c]) require(c, s.outOfOrder[c] ? 0 : s.ub[c] - s.at(r, c));
      }
    }
    if (needed) {
      for (unsigned c = 0; c < rules.n; ++c) {
        if (!((needed >> c) & 1)) continue;
        need[c] = std::min(need[c], rules.maxCount[c]);
        s.lb[c] = std::max(s.lb[c], s.ub[c] - need[c]);
        if (need[c] == 0) s.outOfOrder[c] = false;
      }
      if (out)
        for (const isa::WaitInstruction& w : isa::waitInstructions(*rules.desc, needed, &need)) {
          MInst wi = makeInst(w.mnemonic, {MOp::raw(w.operands)});
          for (unsigned c = 0; c < rules.n; ++c)
            if (((w.counters >> c) & 1) && need[c] == 0) wi.waits = static_cast<CounterMask>(wi.waits | (1u << c));
          out->push_back(std::move(wi));
        }
    }
    if (m.branch)
      for (const MOp& o : m.ops)
        if (o.kind == MOp::Kind::Label) onBranch(o.reg, s);
    // Explicit waits from the memory legalizer.
    for (unsigned c = 0; c < rules.n; ++c)
      if ((m.waits >> c) & 1) s.lb[c] = s.ub[c], s.outOfOrder[c] = false;
    // The instruction's own event.
    if (m.event != MemEvent::None) {
      MemEvent e = m.event;
      CounterMask ctrs = rules.counters[static_cast<size_t>(e)];
      CounterMask ooo = rules.outOfOrder[static_cast<size_t>(e)];
      if (e == MemEvent::Flat) {
        // plus the vector-memory event it stands for
        const isa::InstProps* p = rules.st->props(m.op);
        bool store = p && p->op == isa::InstOp::Store;
        bool atomic = p && p->op == isa::InstOp::Atomic;
        bool hasDef = false;
        for (const MOp& o : m.ops)
          if (o.def) hasDef = true;
        MemEvent base = store ? MemEvent::VmemStore : atomic ? (hasDef ? MemEvent::VmemAtomicRet : MemEvent::VmemAtomic) : MemEvent::VmemLoad;
        ctrs |= rules.counters[static_cast<size_t>(base)];
        ooo |= rules.counters[static_cast<size_t>(base)];
      }
      for (unsigned c = 0; c < rules.n; ++c) {
        if (!((ctrs >> c) & 1)) continue;
        ++s.ub[c];
        if ((ooo >> c) & 1) s.outOfOrder[c] = true;
        for (const MOp& o : m.ops)
          if (o.kind == MOp::Kind::Phys && o.def && o.physCount)
            for (unsigned k = 0; k < o.physCount; ++k)
              if (slot(o, k) < kTracked) s.at(slot(o, k), c) = s.ub[c];
      }
    }
    if (out) out->push_back(m);
  }
}

}  // namespace

void insertWaitcnts(MFunction& mf, const Subtarget& st) {
  CounterRules rules = rulesFor(st);
  size_t n = mf.blocks.size();
  std::map<uint32_t, size_t> byLabel;
  for (size_t i = 0; i < n; ++i) byLabel[mf.blocks[i].label] = i;
  // Whether a block's end falls through to the next block.
  std::vector<bool> falls(n, true);
  for (size_t i = 0; i < n; ++i)
    for (const MInst& m : mf.blocks[i].insts) {
      const isa::InstProps* p = st.props(m.op);
      if ((p && p->op == isa::InstOp::EndPgm) || (m.branch && !m.conditional)) falls[i] = false;
    }
  std::vector<Boundary> entry(n);
  for (Boundary& e : entry) e.setCounters(rules.n);
  if (n) entry[0].reached = true;
  // Fixed point over the CFG, blocks in linear order (most edges go forward): each edge carries
  // the state where it leaves its block (a branch's position, or the end for a fall-through).
  for (bool changed = true; changed;) {
    changed = false;
    auto flow = [&](size_t t, const State& at) {
      Boundary merged = entry[t];
      mergeInto(merged, normalise(at, rules));
      if (!(merged == entry[t])) {
        entry[t] = std::move(merged);
        changed = true;
      }
    };
    for (size_t b = 0; b < n; ++b) {
      if (!entry[b].reached) continue;
      State s = expand(entry[b], rules);
      runBlock(mf.blocks[b], s, rules, nullptr, [&](uint32_t label, const State& at) { flow(byLabel.at(label), at); });
      if (falls[b] && b + 1 < n) flow(b + 1, s);
    }
  }
  for (size_t b = 0; b < n; ++b) {
    State s = expand(entry[b], rules);
    std::vector<MInst> out;
    runBlock(mf.blocks[b], s, rules, &out, [](uint32_t, const State&) {});
    mf.blocks[b].insts = std::move(out);
  }
}

}  // namespace gfxsim::codegen
