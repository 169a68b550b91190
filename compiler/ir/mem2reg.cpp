// mem2reg: promotes private allocas to SSA values (Cytron et al.: phis on the iterated
// dominance frontier of the stores, pruned by liveness, then renaming along the dominator
// tree). Each alloca is split into slots, one per (constant byte offset, type) it is
// accessed at, so a scalarised vector or small struct becomes several independent values.
#include <algorithm>
#include <map>

#include "ir/analysis.h"
#include "ir/passes.h"
#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

struct Slot {
  ValueId alloca;
  int64_t offset;
  Type type;
};

struct Access {
  ValueId inst;  // a Load or Store
  int64_t offset;
  Type type;
};

// The loads, stores and address arithmetic of one alloca, or false when it cannot be
// promoted (an escaping address, a volatile or atomic access, a dynamic offset, an access
// out of bounds).
bool collectAccesses(const Function& f, const std::vector<std::vector<ValueId>>& uses, ValueId alloca,
                     std::vector<Access>& accesses, std::vector<ValueId>& addresses) {
  int64_t size = static_cast<int64_t>(f[alloca].imm);
  std::vector<std::pair<ValueId, int64_t>> work{{alloca, 0}};
  while (!work.empty()) {
    auto [ptr, offset] = work.back();
    work.pop_back();
    addresses.push_back(ptr);
    for (ValueId u : uses[ptr]) {
      const Inst& in = f[u];
      bool plain = !in.mem.isVolatile && in.mem.order == Order::NotAtomic;
      if (in.op == Op::PtrAdd && in.operands[0] == ptr && in.operands[1] != ptr && f.isConst(in.operands[1])) {
        ValueId c = in.operands[1];
        work.push_back({u, offset + signExtend(f[c].imm, f.typeOf(c).bits())});
      } else if (in.op == Op::Load && plain) {
        accesses.push_back({u, offset, in.type});
      } else if (in.op == Op::Store && plain && in.operands[1] == ptr && in.operands[0] != ptr) {
        accesses.push_back({u, offset, f.typeOf(in.operands[0])});
      } else {
        return false;
      }
    }
  }
  for (const Access& a : accesses)
    if (a.offset < 0 || a.offset + static_cast<int64_t>(a.type.bytes()) > size) return false;
  return true;
}

// Groups accesses into slots; false when two different slots overlap (type punning or
// partial accesses, which stay in memory).
bool assignSlots(ValueId alloca, const std::vector<Access>& accesses, std::vector<Slot>& slots,
                 std::map<ValueId, uint32_t>& slotOf) {
  std::map<std::tuple<int64_t, uint8_t, uint8_t>, uint32_t> index;
  std::vector<Slot> mine;
  for (const Access& a : accesses) {
    auto key = std::make_tuple(a.offset, static_cast<uint8_t>(a.type.kind), static_cast<uint8_t>(a.type.space));
    if (!index.count(key)) {
      index[key] = static_cast<uint32_t>(mine.size());
      mine.push_back({alloca, a.offset, a.type});
    }
  }
  for (size_t i = 0; i < mine.size(); ++i)
    for (size_t j = i + 1; j < mine.size(); ++j) {
      int64_t ai = mine[i].offset, bi = ai + mine[i].type.bytes();
      int64_t aj = mine[j].offset, bj = aj + mine[j].type.bytes();
      if (ai < bj && aj < bi) return false;
    }
  uint32_t base = static_cast<uint32_t>(slots.size());
  for (const Access& a : accesses) {
    auto key = std::make_tuple(a.offset, static_cast<uint8_t>(a.type.kind), static_cast<uint8_t>(a.type.space));
    slotOf[a.inst] = base + index[key];
  }
  slots.insert(slots.end(), mine.begin(), mine.end());
  return true;
}

}  // namespace

bool mem2reg(Function& f) {
  std::vector<ValueId> allocas;
  for (const Block& b : f.blocks)
    for (ValueId v : b.insts)
      if (f[v].op == Op::Alloca) allocas.push_back(v);
  if (allocas.empty()) return false;
  bool changed = removeUnreachableBlocks(f);

  auto uses = users(f);
  std::vector<Slot> slots;
  std::map<ValueId, uint32_t> slotOf;  // load/store -> slot
  std::vector<ValueId> dead;           // promoted allocas and their address arithmetic
  for (ValueId a : allocas) {
    if (f[a].op != Op::Alloca) continue;  // in a removed block
    std::vector<Access> accesses;
    std::vector<ValueId> addresses;
    if (!collectAccesses(f, uses, a, accesses, addresses)) continue;
    if (!assignSlots(a, accesses, slots, slotOf)) continue;
    dead.insert(dead.end(), addresses.begin(), addresses.end());
  }
  if (dead.empty()) return changed;

  size_t nBlocks = f.blocks.size();
  DomTree dom = dominators(f);
  auto df = dominanceFrontiers(f, dom);
  auto preds = f.predecessors();

  // Per slot: the blocks that store to it, and the blocks where it is live on entry.
  std::vector<std::vector<BlockId>> defBlocks(slots.size());
  std::vector<std::vector<BlockId>> exposed(slots.size());  // a load before any store
  for (BlockId b = 0; b < nBlocks; ++b) {
    std::vector<uint8_t> stored(slots.size(), 0);
    for (ValueId v : f.blocks[b].insts) {
      auto it = slotOf.find(v);
      if (it == slotOf.end()) continue;
      uint32_t s = it->second;
      if (f[v].op == Op::Store) {
        if (!stored[s]) defBlocks[s].push_back(b);
        stored[s] = 1;
      } else if (!stored[s] && (exposed[s].empty() || exposed[s].back() != b)) {
        exposed[s].push_back(b);
      }
    }
  }

  // Place the phis.
  std::map<ValueId, uint32_t> phiSlot;
  for (uint32_t s = 0; s < slots.size(); ++s) {
    std::vector<uint8_t> isDef(nBlocks, 0), liveIn(nBlocks, 0), hasPhi(nBlocks, 0), queued(nBlocks, 0);
    for (BlockId b : defBlocks[s]) isDef[b] = 1;
    std::vector<BlockId> work = exposed[s];
    for (BlockId b : work) liveIn[b] = 1;
    while (!work.empty()) {
      BlockId b = work.back();
      work.pop_back();
      for (BlockId p : preds[b])
        if (!liveIn[p] && !isDef[p]) {
          liveIn[p] = 1;
          work.push_back(p);
        }
    }
    work = defBlocks[s];
    for (BlockId b : work) queued[b] = 1;
    while (!work.empty()) {
      BlockId d = work.back();
      work.pop_back();
      for (BlockId y : df[d]) {
        if (hasPhi[y] || !liveIn[y]) continue;
        hasPhi[y] = 1;
        Inst phi;
        phi.op = Op::Phi;
        phi.type = slots[s].type;
        const std::string& base = f[slots[s].alloca].name;
        if (!base.empty()) phi.name = slots[s].offset == 0 ? base : base + "." + std::to_string(slots[s].offset);
        Builder b(f);
        b.setInsertPoint(y, firstNonPhi(f, y));  // after the phis already there
        phiSlot[b.insert(std::move(phi))] = s;
        if (!queued[y]) {
          queued[y] = 1;
          work.push_back(y);
        }
      }
    }
  }

  // Rename along the dominator tree: each frame carries the slots' values on entry.
  std::vector<ValueId> repl(f.values.size(), kNoValue);
  std::vector<ValueId> initial(slots.size());
  for (uint32_t s = 0; s < slots.size(); ++s) initial[s] = f.undef(slots[s].type);
  repl.resize(f.values.size(), kNoValue);
  std::vector<std::pair<BlockId, std::vector<ValueId>>> stack{{0, initial}};
  while (!stack.empty()) {
    auto [b, cur] = std::move(stack.back());
    stack.pop_back();
    for (ValueId v : f.blocks[b].insts) {
      if (auto it = phiSlot.find(v); it != phiSlot.end()) {
        cur[it->second] = v;
        continue;
      }
      auto it = slotOf.find(v);
      if (it == slotOf.end()) continue;
      if (f[v].op == Op::Load) repl[v] = cur[it->second];
      else cur[it->second] = resolve(repl, f[v].operands[0]);
    }
    for (BlockId s : f.successors(b))
      for (ValueId v : f.blocks[s].insts) {
        if (f[v].op != Op::Phi) break;
        if (auto it = phiSlot.find(v); it != phiSlot.end()) {
          f[v].operands.push_back(cur[it->second]);
          f[v].targets.push_back(b);
        }
      }
    for (BlockId c : dom.children[b]) stack.push_back({c, cur});
  }

  applyReplacements(f, repl);
  for (const auto& [v, s] : slotOf) dead.push_back(v);
  eraseInsts(f, dead);
  return true;
}

}  // namespace gfxsim::ir
