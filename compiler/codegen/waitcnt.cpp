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

enum Ctr { kVmC = 0, kLgkmC = 1, kVsC = 2, kNumC = 3 };

struct CounterRules {
  // per MemEvent: counters it increments (bit mask of Ctr) and out-of-order ones.
  std::array<uint8_t, 8> counters{}, outOfOrder{};
  unsigned maxCount[kNumC] = {63, 15, 63};
  const Subtarget* st = nullptr;  // for the properties of the instructions
};

int ctrIndex(const std::string& name) {
  if (name == "vmcnt") return kVmC;
  if (name == "lgkmcnt") return kLgkmC;
  if (name == "vscnt") return kVsC;
  return -1;  // expcnt: exports/GDS are never emitted by the back end
}

CounterRules rulesFor(const Subtarget& st) {
  const isa::Description& d = isa::description(st.isaFile);
  CounterRules r;
  r.st = &st;
  auto add = [&](MemEvent e, isa::CountedEvent ce) {
    for (const auto& c : d.counts)
      if (c.event == ce) {
        int k = ctrIndex(c.counter);
        if (k < 0) continue;
        r.counters[static_cast<size_t>(e)] |= static_cast<uint8_t>(1u << k);
        if (!c.inOrder) r.outOfOrder[static_cast<size_t>(e)] |= static_cast<uint8_t>(1u << k);
      }
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
  for (const auto& w : d.waitcnts) {
    int k = ctrIndex(w.first);
    if (k >= 0 && w.second) r.maxCount[k] = static_cast<unsigned>(w.second->maxValue());
  }
  return r;
}

struct State {
  unsigned ub[kNumC] = {0, 0, 0}, lb[kNumC] = {0, 0, 0};
  bool outOfOrder[kNumC] = {false, false, false};
  // scores per physical register: [0, 128) SGPRs, [128, 384) VGPRs
  std::vector<std::array<unsigned, kNumC>> score = std::vector<std::array<unsigned, kNumC>>(384, {0, 0, 0});
  bool pending(int c) const { return ub[c] > lb[c]; }
};

// A block-boundary state: per counter the events pending and, per register, how many events
// were issued after the one that writes it (-1: nothing pending for the register).
struct Boundary {
  bool reached = false;
  unsigned pendingCount[kNumC] = {0, 0, 0};
  bool outOfOrder[kNumC] = {false, false, false};
  std::vector<int> after = std::vector<int>(384 * kNumC, -1);  // [register * kNumC + counter]
  int& at(size_t r, int c) { return after[r * kNumC + static_cast<size_t>(c)]; }
  int at(size_t r, int c) const { return after[r * kNumC + static_cast<size_t>(c)]; }
  size_t score() const { return after.size() / kNumC; }  // registers tracked
  bool operator==(const Boundary& o) const {
    for (int c = 0; c < kNumC; ++c)
      if (pendingCount[c] != o.pendingCount[c] || outOfOrder[c] != o.outOfOrder[c]) return false;
    return reached == o.reached && after == o.after;
  }
};

Boundary normalise(const State& s, const CounterRules& rules) {
  Boundary b;
  b.reached = true;
  for (int c = 0; c < kNumC; ++c) {
    b.pendingCount[c] = std::min(s.ub[c] - s.lb[c], rules.maxCount[c]);
    b.outOfOrder[c] = s.outOfOrder[c] && s.pending(c);
    for (size_t r = 0; r < s.score.size(); ++r)
      if (s.score[r][c] > s.lb[c]) b.at(r, c) = static_cast<int>(std::min(s.ub[c] - s.score[r][c], rules.maxCount[c]));
  }
  return b;
}

void mergeInto(Boundary& into, const Boundary& from) {
  if (!from.reached) return;
  if (!into.reached) {
    into = from;
    return;
  }
  for (int c = 0; c < kNumC; ++c) {
    into.pendingCount[c] = std::max(into.pendingCount[c], from.pendingCount[c]);
    into.outOfOrder[c] = into.outOfOrder[c] || from.outOfOrder[c];
    for (size_t r = 0; r < into.score(); ++r) {
      int a = into.at(r, c), f = from.at(r, c);
      into.at(r, c) = a < 0 ? f : f < 0 ? a : std::min(a, f);
    }
  }
}

// The within-block state a boundary stands for (lower bound 0, events numbered from 1).
State expand(const Boundary& b) {
  State s;
  for (int c = 0; c < kNumC; ++c) {
    // Room above every register's distance: pending >= distance + 1.
    unsigned p = b.pendingCount[c];
    for (size_t r = 0; r < b.score(); ++r)
      if (b.at(r, c) >= 0) p = std::max(p, static_cast<unsigned>(b.at(r, c)) + 1);
    s.lb[c] = 0;
    s.ub[c] = p;
    s.outOfOrder[c] = b.outOfOrder[c];
    for (size_t r = 0; r < b.score(); ++r)
      if (b.at(r, c) >= 0) s.score[r][c] = p - static_cast<unsigned>(b.at(r, c));
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
    // Needed counts per counter (-1: none).
    int need[kNumC] = {-1, -1, -1};
    auto require = [&](int c, unsigned count) {
      if (need[c] < 0 || static_cast<int>(count) < need[c]) need[c] = static_cast<int>(count);
    };
    for (const MOp& o : m.ops) {
      if (o.kind != MOp::Kind::Phys || o.physCount == 0) continue;
      for (unsigned k = 0; k < o.physCount; ++k) {
        unsigned r = slot(o, k);
        if (r >= s.score.size()) continue;
        for (int c = 0; c < kNumC; ++c)
          if (s.score[r][c] > s.lb[c]) require(c, s.outOfOrder[c] ? 0 : s.ub[c] - s.score[r][c]);
      }
    }
    std::string w;
    for (int c = 0; c < 2; ++c)
      if (need[c] >= 0) {
        unsigned n = std::min<unsigned>(static_cast<unsigned>(need[c]), rules.maxCount[c]);
        w += std::string(w.empty() ? "" : " ") + (c == kVmC ? "vmcnt(" : "lgkmcnt(") + std::to_string(n) + ")";
        s.lb[c] = std::max(s.lb[c], s.ub[c] - n);
        if (n == 0) s.outOfOrder[c] = false;
      }
    if (!w.empty() && out) {
      MInst wi;
      wi.op = "s_waitcnt";
      wi.ops.push_back(MOp::raw(w));
      out->push_back(wi);
    }
    if (need[kVsC] >= 0) {
      unsigned n = std::min<unsigned>(static_cast<unsigned>(need[kVsC]), rules.maxCount[kVsC]);
      if (out) {
        MInst wi;
        wi.op = "s_waitcnt_vscnt";
        wi.ops = {MOp::raw("null"), MOp::immediate(n, true)};
        out->push_back(wi);
      }
      s.lb[kVsC] = std::max(s.lb[kVsC], s.ub[kVsC] - n);
      if (n == 0) s.outOfOrder[kVsC] = false;
    }
    if (m.branch)
      for (const MOp& o : m.ops)
        if (o.kind == MOp::Kind::Label) onBranch(o.reg, s);
    // Explicit waits from the memory legalizer.
    if (m.waits) {
      if (m.waits & memmodel::kVm) s.lb[kVmC] = s.ub[kVmC], s.outOfOrder[kVmC] = false;
      if (m.waits & memmodel::kLgkm) s.lb[kLgkmC] = s.ub[kLgkmC], s.outOfOrder[kLgkmC] = false;
      if (m.waits & memmodel::kVs) s.lb[kVsC] = s.ub[kVsC], s.outOfOrder[kVsC] = false;
    }
    // The instruction's own event.
    if (m.event != MemEvent::None) {
      MemEvent e = m.event;
      uint8_t ctrs = rules.counters[static_cast<size_t>(e)];
      uint8_t ooo = rules.outOfOrder[static_cast<size_t>(e)];
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
      for (int c = 0; c < kNumC; ++c) {
        if (!(ctrs >> c & 1)) continue;
        ++s.ub[c];
        if (ooo >> c & 1) s.outOfOrder[c] = true;
        for (const MOp& o : m.ops)
          if (o.kind == MOp::Kind::Phys && o.def && o.physCount)
            for (unsigned k = 0; k < o.physCount; ++k)
              if (slot(o, k) < s.score.size()) s.score[slot(o, k)][c] = s.ub[c];
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
      State s = expand(entry[b]);
      runBlock(mf.blocks[b], s, rules, nullptr, [&](uint32_t label, const State& at) { flow(byLabel.at(label), at); });
      if (falls[b] && b + 1 < n) flow(b + 1, s);
    }
  }
  for (size_t b = 0; b < n; ++b) {
    State s = expand(entry[b]);
    std::vector<MInst> out;
    runBlock(mf.blocks[b], s, rules, &out, [](uint32_t, const State&) {});
    mf.blocks[b].insts = std::move(out);
  }
}

}  // namespace gfxsim::codegen
