// s_waitcnt insertion. Which counter an instruction's memory event increments, and whether
// that counter retires events in issue order, comes from the ISA description's `counts`
// rules (sim/isa/<family>.isa), the same rules the timing model uses; nothing here is a
// per-mnemonic table. Within straight-line code every physical register written by a
// pending load (or returning atomic) carries the counter value at its issue; an instruction
// that reads or overwrites such a register first waits until at most (issued - score)
// events of that counter are outstanding (0 when the counter has out-of-order events
// pending: SMEM in lgkmcnt, FLAT in both vmcnt and lgkmcnt). The waits the memory
// legalizer emitted (MInst::waits) count as waits to zero. Joins are handled conservatively:
// before every branch everything outstanding is waited for, so every branch target starts
// with nothing pending and only fall-through edges carry state.
#include "codegen/waitcnt.h"

#include <algorithm>
#include <array>

#include "isa/description.h"
#include "memmodel/memmodel.h"

namespace gfxsim::codegen {

namespace {

enum Ctr { kVmC = 0, kLgkmC = 1, kVsC = 2, kNumC = 3 };

struct CounterRules {
  // per MemEvent: counters it increments (bit mask of Ctr) and out-of-order ones.
  std::array<uint8_t, 8> counters{}, outOfOrder{};
  unsigned maxCount[kNumC] = {63, 15, 63};
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

unsigned slot(const MOp& o, unsigned k) { return (o.physCls == RegClass::SGPR ? 0 : 128) + o.physIndex + k; }

}  // namespace

void insertWaitcnts(MFunction& mf, const Subtarget& st) {
  CounterRules rules = rulesFor(st);
  State s;
  for (MBlock& b : mf.blocks) {
    std::vector<MInst> out;
    for (MInst& m : b.insts) {
      // Needed counts per counter (-1: none).
      int need[kNumC] = {-1, -1, -1};
      auto require = [&](int c, unsigned count) {
        if (need[c] < 0 || static_cast<int>(count) < need[c]) need[c] = static_cast<int>(count);
      };
      if (m.branch) {
        for (int c = 0; c < kNumC; ++c)
          if (s.pending(c)) require(c, 0);
      } else {
        for (const MOp& o : m.ops) {
          if (o.kind != MOp::Kind::Phys || o.physCount == 0) continue;
          for (unsigned k = 0; k < o.physCount; ++k) {
            unsigned r = slot(o, k);
            if (r >= s.score.size()) continue;
            for (int c = 0; c < kNumC; ++c)
              if (s.score[r][c] > s.lb[c]) require(c, s.outOfOrder[c] ? 0 : s.ub[c] - s.score[r][c]);
          }
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
      if (!w.empty()) {
        MInst wi;
        wi.op = "s_waitcnt";
        wi.ops.push_back(MOp::raw(w));
        out.push_back(wi);
      }
      if (need[kVsC] >= 0) {
        unsigned n = std::min<unsigned>(static_cast<unsigned>(need[kVsC]), rules.maxCount[kVsC]);
        MInst wi;
        wi.op = "s_waitcnt_vscnt";
        wi.ops = {MOp::raw("null"), MOp::immediate(n, true)};
        out.push_back(wi);
        s.lb[kVsC] = std::max(s.lb[kVsC], s.ub[kVsC] - n);
        if (n == 0) s.outOfOrder[kVsC] = false;
      }
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
          bool store = m.op.find("_store") != std::string::npos;
          bool atomic = m.op.find("_atomic_") != std::string::npos;
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
      out.push_back(std::move(m));
    }
    b.insts = std::move(out);
  }
}

}  // namespace gfxsim::codegen
