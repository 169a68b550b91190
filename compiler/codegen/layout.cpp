// Control-flow preparation: critical edges, reachability and the loop-contiguous linear
// order the EXEC-masking scheme (isel.cpp) walks. See layout.h.
#include "codegen/layout.h"

#include <algorithm>
#include <functional>
#include <queue>

namespace gfxsim::codegen {

using ir::BlockId;

void splitCriticalEdges(ir::Function& f) {
  auto preds = f.predecessors();
  size_t n = f.blocks.size();
  for (BlockId b = 0; b < n; ++b) {
    if (f.blocks[b].insts.empty()) continue;
    ir::ValueId termId = f.blocks[b].insts.back();
    if (f.values[termId].op != ir::Op::CondBr) continue;
    for (size_t k = 0; k < 2; ++k) {
      BlockId s = f.values[termId].targets[k];
      if (preds[s].size() < 2) continue;
      BlockId e = f.addBlock(f.blocks[b].name + ".edge" + std::to_string(k));
      ir::Builder bld(f);
      bld.setBlock(e);
      bld.br(s);
      f.values[termId].targets[k] = e;
      // The phis of s now receive this edge's value from e. A CondBr with both targets s
      // is split twice; each phi entry from b is retargeted once, in order.
      for (ir::ValueId v : f.blocks[s].insts) {
        ir::Inst& phi = f.values[v];
        if (phi.op != ir::Op::Phi) break;
        for (BlockId& from : phi.targets)
          if (from == b) {
            from = e;
            break;
          }
      }
    }
  }
}

Layout computeLayout(const ir::Function& f) {
  Layout L;
  L.preds = f.predecessors();
  L.dom = ir::dominators(f);
  L.pdom = ir::postDominators(f);
  L.loops = ir::findLoops(f, L.dom);
  std::vector<BlockId> rpo = ir::reversePostOrder(f);
  std::vector<int> rpoIndex(f.blocks.size(), -1);
  for (size_t i = 0; i < rpo.size(); ++i) rpoIndex[rpo[i]] = static_cast<int>(i);

  // The item standing for block b inside scope `scope` (a loop index or -1): the block
  // itself, or the header of the outermost loop strictly inside scope that holds it.
  auto itemOf = [&](BlockId b, int scope) -> BlockId {
    int l = L.loops.loopOf[b];
    BlockId item = b;
    while (l != -1 && l != scope) {
      item = L.loops.loops[l].header;
      l = L.loops.loops[l].parent;
    }
    return l == scope ? item : ir::kNoBlock;  // kNoBlock: b is outside scope
  };
  // Orders the items of one scope topologically (back edges to the scope's header left
  // out), ties broken by reverse post-order, then expands the nested loops in place.
  std::function<void(int, const std::vector<BlockId>&)> orderScope = [&](int scope, const std::vector<BlockId>& blocks) {
    std::vector<BlockId> items;
    for (BlockId b : blocks)
      if (itemOf(b, scope) == b) items.push_back(b);
    std::vector<int> indeg(f.blocks.size(), 0);
    std::vector<std::vector<BlockId>> succ(f.blocks.size());
    BlockId header = scope >= 0 ? L.loops.loops[scope].header : ir::kNoBlock;
    for (BlockId b : blocks)
      for (BlockId s : f.successors(b)) {
        BlockId from = itemOf(b, scope), to = itemOf(s, scope);
        if (to == ir::kNoBlock || to == header || from == to) continue;
        succ[from].push_back(to);
        ++indeg[to];
      }
    auto later = [&](BlockId a, BlockId b) { return rpoIndex[a] > rpoIndex[b]; };
    std::priority_queue<BlockId, std::vector<BlockId>, decltype(later)> ready(later);
    for (BlockId it : items)
      if (indeg[it] == 0) ready.push(it);
    while (!ready.empty()) {
      BlockId it = ready.top();
      ready.pop();
      int l = L.loops.loopOf[it];
      if (l != scope && l != -1 && L.loops.loops[l].header == it) {
        // find the loop whose header is `it` directly inside scope
        while (L.loops.loops[l].parent != scope) l = L.loops.loops[l].parent;
        orderScope(l, L.loops.loops[l].blocks);
      } else if (l != scope && l != -1) {
        int k = l;
        while (L.loops.loops[k].parent != scope) k = L.loops.loops[k].parent;
        orderScope(k, L.loops.loops[k].blocks);
      } else {
        L.order.push_back(it);
      }
      for (BlockId s : succ[it])
        if (--indeg[s] == 0) ready.push(s);
    }
  };
  orderScope(-1, rpo);
  L.position.assign(f.blocks.size(), -1);
  for (size_t i = 0; i < L.order.size(); ++i) L.position[L.order[i]] = static_cast<int>(i);
  L.loopLast.assign(L.loops.loops.size(), ir::kNoBlock);
  for (size_t l = 0; l < L.loops.loops.size(); ++l)
    for (BlockId b : L.loops.loops[l].blocks)
      if (L.loopLast[l] == ir::kNoBlock || L.position[b] > L.position[L.loopLast[l]]) L.loopLast[l] = b;
  return L;
}

}  // namespace gfxsim::codegen
