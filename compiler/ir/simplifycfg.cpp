// simplifycfg: control-flow clean-up, repeated until nothing changes:
//   * condbr on a constant becomes br (the other successor's phis lose this edge);
//   * condbr to one block twice becomes br when the phis there agree on both edges;
//   * blocks unreachable from the entry go;
//   * a block whose single predecessor has it as its single successor merges into it;
//   * an empty block that only branches on (a forwarding block) goes, its predecessors
//     branching straight to its successor, unless a phi there would need two different
//     values from one predecessor.
#include <algorithm>

#include "ir/passes.h"
#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

// The value a phi takes on (the first) edge from `pred`.
ValueId incomingFrom(const Inst& phi, BlockId pred) {
  for (size_t i = 0; i < phi.targets.size(); ++i)
    if (phi.targets[i] == pred) return phi.operands[i];
  return kNoValue;
}

bool foldBranches(Function& f) {
  bool changed = false;
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    Inst& term = f[f.blocks[b].insts.back()];
    if (term.op != Op::CondBr) continue;
    BlockId t = term.targets[0], e = term.targets[1];
    ValueId c = term.operands[0];
    if (t == e) {
      // Both edges into one block: fine as a br when every phi agrees on them.
      bool agree = true;
      for (ValueId v : f.blocks[t].insts) {
        const Inst& phi = f[v];
        if (phi.op != Op::Phi) break;
        ValueId first = kNoValue;
        for (size_t i = 0; i < phi.targets.size(); ++i) {
          if (phi.targets[i] != b) continue;
          if (first == kNoValue) first = phi.operands[i];
          else if (phi.operands[i] != first) agree = false;
        }
      }
      if (!agree) continue;
      removePhiEntry(f, t, b);
    } else if (f.isConst(c)) {
      BlockId dropped = f[c].imm ? e : t;
      removePhiEntry(f, dropped, b);
      t = f[c].imm ? t : e;
    } else {
      continue;
    }
    Inst& br = f[f.blocks[b].insts.back()];
    br.op = Op::Br;
    br.operands.clear();
    br.targets = {t};
    changed = true;
  }
  return changed;
}

// Merges one block into its predecessor; false when none qualifies.
bool mergeOne(Function& f) {
  auto preds = f.predecessors();
  for (BlockId b = 1; b < f.blocks.size(); ++b) {
    if (preds[b].size() != 1) continue;
    BlockId p = preds[b][0];
    if (p == b || f.successors(p).size() != 1) continue;
    // b's phis have the one entry from p.
    std::vector<ValueId> list = f.blocks[b].insts;
    size_t body = 0;
    for (; body < list.size() && f[list[body]].op == Op::Phi; ++body) {
      replaceAllUses(f, list[body], f[list[body]].operands[0]);
      eraseInst(f, list[body]);
    }
    eraseInst(f, f.blocks[p].insts.back());  // p's br
    for (size_t i = body; i < list.size(); ++i) {
      f.blocks[p].insts.push_back(list[i]);
      f[list[i]].block = p;
    }
    f.blocks[b].insts.clear();
    for (BlockId s : f.successors(p)) renamePhiBlock(f, s, b, p);
    std::vector<bool> keep(f.blocks.size(), true);
    keep[b] = false;
    deleteBlocks(f, keep);
    return true;
  }
  return false;
}

// Removes one forwarding block; false when none qualifies.
bool forwardOne(Function& f) {
  auto preds = f.predecessors();
  for (BlockId b = 1; b < f.blocks.size(); ++b) {
    const auto& list = f.blocks[b].insts;
    if (list.size() != 1 || f[list[0]].op != Op::Br) continue;
    BlockId s = f[list[0]].targets[0];
    if (s == b || preds[b].empty()) continue;
    // A predecessor of b that already reaches s must see the same phi values both ways.
    bool conflict = false;
    for (ValueId v : f.blocks[s].insts) {
      if (f[v].op != Op::Phi) break;
      ValueId viaB = incomingFrom(f[v], b);
      for (BlockId p : preds[b]) {
        ValueId direct = incomingFrom(f[v], p);
        if (direct != kNoValue && direct != viaB) conflict = true;
      }
    }
    if (conflict) continue;
    // s's phis: the entry from b becomes one entry per edge into b.
    for (ValueId v : f.blocks[s].insts) {
      if (f[v].op != Op::Phi) break;
      ValueId viaB = incomingFrom(f[v], b);
      Inst& phi = f[v];
      for (size_t i = 0; i < phi.targets.size(); ++i)
        if (phi.targets[i] == b) {
          phi.targets.erase(phi.targets.begin() + static_cast<std::ptrdiff_t>(i));
          phi.operands.erase(phi.operands.begin() + static_cast<std::ptrdiff_t>(i));
          break;
        }
      for (BlockId p : preds[b]) {
        phi.operands.push_back(viaB);
        phi.targets.push_back(p);
      }
    }
    for (BlockId p : preds[b])
      for (BlockId& t : f[f.blocks[p].insts.back()].targets)
        if (t == b) t = s;
    std::vector<bool> keep(f.blocks.size(), true);
    keep[b] = false;
    deleteBlocks(f, keep);
    return true;
  }
  return false;
}

}  // namespace

bool simplifyCfg(Function& f) {
  if (f.blocks.empty()) return false;
  bool any = false;
  for (bool changed = true; changed;) {
    changed = foldBranches(f);
    changed |= removeUnreachableBlocks(f);
    while (mergeOne(f)) changed = true;
    while (forwardOne(f)) changed = true;
    any |= changed;
  }
  return any;
}

}  // namespace gfxsim::ir
