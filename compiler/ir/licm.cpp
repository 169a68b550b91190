// licm: loop-invariant code motion into preheaders.
//
// Every loop first gets a preheader: a block outside the loop whose only successor is the
// header and which is the header's only predecessor from outside (made when missing, with
// the header's phis split accordingly). Then, innermost loops first, each instruction of the
// loop (in reverse post-order, so chains move together) whose operands are all defined
// outside the loop moves to the end of the preheader when it is safe to execute there even
// if the loop would not have run it: pure and unable to trap, or a load of the kernarg
// segment, implicit arguments or dispatch packet at a constant offset.
#include <algorithm>

#include "ir/analysis.h"
#include "ir/passes.h"
#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

std::vector<BlockId> outsidePreds(const Loop& loop, const std::vector<BlockId>& preds) {
  std::vector<BlockId> out;
  for (BlockId p : preds)
    if (!loop.contains(p) && std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
  return out;
}

BlockId existingPreheader(const Function& f, const Loop& loop, const std::vector<BlockId>& preds) {
  auto outside = outsidePreds(loop, preds);
  if (outside.size() != 1) return kNoBlock;
  BlockId p = outside[0];
  auto succ = f.successors(p);
  return succ.size() == 1 ? p : kNoBlock;
}

// Makes the preheader (appended to the block list) and returns it.
BlockId makePreheader(Function& f, const Loop& loop, const std::vector<BlockId>& preds) {
  BlockId h = loop.header;
  auto outside = outsidePreds(loop, preds);
  BlockId ph = f.addBlock(f.blocks[h].name.empty() ? std::string() : f.blocks[h].name + ".preheader");
  Builder b(f);
  // The header's phis: the entries from outside move to the preheader (a phi there when
  // they differ).
  for (size_t i = 0; i < f.blocks[h].insts.size(); ++i) {
    ValueId v = f.blocks[h].insts[i];
    if (f[v].op != Op::Phi) break;
    std::vector<ValueId> vals;
    std::vector<BlockId> from;
    Inst& phi = f[v];
    for (size_t k = phi.targets.size(); k-- > 0;) {
      if (loop.contains(phi.targets[k])) continue;
      vals.insert(vals.begin(), phi.operands[k]);
      from.insert(from.begin(), phi.targets[k]);
      phi.operands.erase(phi.operands.begin() + static_cast<std::ptrdiff_t>(k));
      phi.targets.erase(phi.targets.begin() + static_cast<std::ptrdiff_t>(k));
    }
    ValueId incoming = vals.empty() ? f.undef(phi.type) : vals[0];
    if (std::any_of(vals.begin(), vals.end(), [&](ValueId x) { return x != vals[0]; })) {
      b.setBlock(ph);
      Type t = f[v].type;
      std::string name = f[v].name;
      incoming = b.phi(t, name.empty() ? name : name + ".ph");
      for (size_t k = 0; k < vals.size(); ++k) b.addIncoming(incoming, vals[k], from[k]);
    }
    f[v].operands.push_back(incoming);
    f[v].targets.push_back(ph);
  }
  b.setBlock(ph);
  b.br(h);
  for (BlockId p : outside)
    for (BlockId& t : f[f.blocks[p].insts.back()].targets)
      if (t == h) t = ph;
  return ph;
}

bool hoistable(const Function& f, const Inst& in) {
  return (isPure(in) && !mayTrap(f, in)) || isSafeInvariantLoad(f, in);
}

}  // namespace

bool licm(Function& f) {
  if (f.blocks.empty()) return false;
  bool changed = false;
  DomTree dom = dominators(f);
  LoopInfo info = findLoops(f, dom);
  if (info.loops.empty()) return false;
  auto preds = f.predecessors();
  std::vector<BlockId> preheaderOf(f.blocks.size(), kNoBlock);  // by header
  bool made = false;
  for (const Loop& loop : info.loops)
    if (existingPreheader(f, loop, preds[loop.header]) == kNoBlock) {
      preheaderOf[loop.header] = makePreheader(f, loop, preds[loop.header]);
      preds = f.predecessors();
      made = true;
    }
  if (made) {
    // New preheaders go just before their headers in the block order.
    std::vector<BlockId> order;
    for (BlockId b = 0; b < preheaderOf.size(); ++b) {
      if (preheaderOf[b] != kNoBlock) order.push_back(preheaderOf[b]);
      order.push_back(b);
    }
    reorderBlocks(f, order);
    changed = true;
    dom = dominators(f);
    info = findLoops(f, dom);
    preds = f.predecessors();
  }

  for (size_t li = info.loops.size(); li-- > 0;) {
    const Loop& loop = info.loops[li];
    BlockId ph = existingPreheader(f, loop, preds[loop.header]);
    if (ph == kNoBlock) continue;  // cannot happen after the preheaders were made
    std::vector<uint8_t> inLoop(f.blocks.size(), 0);
    for (BlockId b : loop.blocks) inLoop[b] = 1;
    auto definedOutside = [&](ValueId o) {
      BlockId d = f[o].block;
      return d == kNoBlock || !inLoop[d];
    };
    for (BlockId b : loop.blocks) {
      std::vector<ValueId> list = f.blocks[b].insts;
      for (ValueId v : list) {
        const Inst& in = f[v];
        if (!hoistable(f, in)) continue;
        if (!std::all_of(in.operands.begin(), in.operands.end(), definedOutside)) continue;
        auto& from = f.blocks[b].insts;
        from.erase(std::find(from.begin(), from.end(), v));
        auto& to = f.blocks[ph].insts;
        to.insert(to.end() - 1, v);
        f[v].block = ph;
        changed = true;
      }
    }
  }
  return changed;
}

}  // namespace gfxsim::ir
