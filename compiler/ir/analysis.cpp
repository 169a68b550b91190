#include "ir/analysis.h"

#include <algorithm>

namespace gfxsim::ir {

namespace {

using Graph = std::vector<std::vector<BlockId>>;

// Reverse post-order of the nodes reachable from `root` in `succs` (iterative DFS, so deep
// CFGs cannot overflow the stack).
std::vector<BlockId> rpoOf(const Graph& succs, BlockId root) {
  std::vector<BlockId> post;
  std::vector<uint8_t> seen(succs.size(), 0);
  std::vector<std::pair<BlockId, size_t>> stack{{root, 0}};
  seen[root] = 1;
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    if (next < succs[node].size()) {
      BlockId s = succs[node][next++];
      if (s < succs.size() && !seen[s]) {
        seen[s] = 1;
        stack.push_back({s, 0});
      }
    } else {
      post.push_back(node);
      stack.pop_back();
    }
  }
  std::reverse(post.begin(), post.end());
  return post;
}

// Immediate dominators by the Cooper-Harvey-Kennedy iteration ("A Simple, Fast Dominance
// Algorithm"): idom[root] = root, kNoBlock for nodes not reachable from root.
std::vector<BlockId> idomsOf(const Graph& succs, const Graph& preds, BlockId root) {
  std::vector<BlockId> order = rpoOf(succs, root);
  std::vector<unsigned> index(succs.size(), ~0u);
  for (unsigned i = 0; i < order.size(); ++i) index[order[i]] = i;
  std::vector<BlockId> idom(succs.size(), kNoBlock);
  idom[root] = root;
  auto intersect = [&](BlockId a, BlockId b) {
    while (a != b) {
      while (index[a] > index[b]) a = idom[a];
      while (index[b] > index[a]) b = idom[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 1; i < order.size(); ++i) {
      BlockId b = order[i];
      BlockId best = kNoBlock;
      for (BlockId p : preds[b]) {
        if (p >= idom.size() || idom[p] == kNoBlock) continue;
        best = best == kNoBlock ? p : intersect(p, best);
      }
      if (best != idom[b]) {
        idom[b] = best;
        changed = true;
      }
    }
  }
  return idom;
}

// Builds the tree and its DFS numbering from idoms over nodes [0, n) (the virtual root, if
// any, is node n and is dropped: its children become the roots).
DomTree treeOf(const std::vector<BlockId>& rawIdom, size_t n, BlockId root) {
  DomTree t;
  t.idom.assign(n, kNoBlock);
  t.children.assign(n, {});
  t.inTree.assign(n, false);
  for (BlockId b = 0; b < n; ++b) {
    if (rawIdom[b] == kNoBlock) continue;
    t.inTree[b] = true;
    if (b == root) continue;
    if (rawIdom[b] == root && root >= n) {
      t.roots.push_back(b);
    } else {
      t.idom[b] = rawIdom[b];
      t.children[rawIdom[b]].push_back(b);
    }
  }
  if (root < n) t.roots.push_back(root);
  t.dfsIn.assign(n, 0);
  t.dfsOut.assign(n, 0);
  unsigned clock = 0;
  for (BlockId r : t.roots) {
    std::vector<std::pair<BlockId, size_t>> stack{{r, 0}};
    t.dfsIn[r] = clock++;
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      if (next < t.children[node].size()) {
        BlockId c = t.children[node][next++];
        t.dfsIn[c] = clock++;
        stack.push_back({c, 0});
      } else {
        t.dfsOut[node] = clock++;
        stack.pop_back();
      }
    }
  }
  return t;
}

Graph successorGraph(const Function& f) {
  Graph g(f.blocks.size());
  for (BlockId b = 0; b < f.blocks.size(); ++b) g[b] = f.successors(b);
  return g;
}

}  // namespace

std::vector<BlockId> reversePostOrder(const Function& f) {
  if (f.blocks.empty()) return {};
  return rpoOf(successorGraph(f), 0);
}

bool DomTree::dominates(BlockId a, BlockId b) const {
  if (a >= inTree.size() || b >= inTree.size() || !inTree[a] || !inTree[b]) return false;
  return dfsIn[a] <= dfsIn[b] && dfsOut[b] <= dfsOut[a];
}

std::vector<BlockId> DomTree::preorder() const {
  std::vector<BlockId> out;
  std::vector<BlockId> stack(roots.rbegin(), roots.rend());
  while (!stack.empty()) {
    BlockId b = stack.back();
    stack.pop_back();
    out.push_back(b);
    for (auto it = children[b].rbegin(); it != children[b].rend(); ++it) stack.push_back(*it);
  }
  return out;
}

DomTree dominators(const Function& f) {
  size_t n = f.blocks.size();
  if (n == 0) return treeOf({}, 0, 0);
  Graph succs = successorGraph(f);
  return treeOf(idomsOf(succs, f.predecessors(), 0), n, 0);
}

DomTree postDominators(const Function& f) {
  // Reverse graph with node n as the virtual exit: its "successors" (in the reversed graph)
  // are the exit blocks.
  size_t n = f.blocks.size();
  Graph rsuccs(n + 1), rpreds(n + 1);
  for (BlockId b = 0; b < n; ++b) {
    for (BlockId s : f.successors(b)) {
      if (s >= n) continue;
      rsuccs[s].push_back(b);
      rpreds[b].push_back(s);
    }
    const Block& blk = f.blocks[b];
    if (!blk.insts.empty()) {
      Op op = f[blk.insts.back()].op;
      if (op == Op::Ret || op == Op::Unreachable) {
        rsuccs[n].push_back(b);
        rpreds[b].push_back(static_cast<BlockId>(n));
      }
    }
  }
  return treeOf(idomsOf(rsuccs, rpreds, static_cast<BlockId>(n)), n, static_cast<BlockId>(n));
}

std::vector<std::vector<BlockId>> dominanceFrontiers(const Function& f, const DomTree& dom) {
  std::vector<std::vector<BlockId>> df(f.blocks.size());
  auto preds = f.predecessors();
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    if (!dom.inTree[b] || preds[b].size() < 2) continue;
    for (BlockId p : preds[b]) {
      if (!dom.inTree[p]) continue;
      // Walk up from p until the immediate dominator of b: b is in the frontier of each.
      for (BlockId runner = p; runner != kNoBlock && runner != dom.idom[b]; runner = dom.idom[runner])
        df[runner].push_back(b);
    }
  }
  for (auto& list : df) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  return df;
}

bool Loop::contains(BlockId b) const {
  return std::find(blocks.begin(), blocks.end(), b) != blocks.end();
}

LoopInfo findLoops(const Function& f, const DomTree& dom) {
  LoopInfo info;
  size_t n = f.blocks.size();
  info.loopOf.assign(n, -1);
  std::vector<BlockId> order = reversePostOrder(f);
  std::vector<unsigned> rpoIndex(n, ~0u);
  for (unsigned i = 0; i < order.size(); ++i) rpoIndex[order[i]] = i;
  auto preds = f.predecessors();

  // Headers in reverse post-order: outer loops' headers dominate (so precede) inner ones.
  for (BlockId h : order) {
    std::vector<BlockId> latches;
    for (BlockId p : preds[h])
      if (rpoIndex[p] != ~0u && dom.dominates(h, p) &&
          std::find(latches.begin(), latches.end(), p) == latches.end())
        latches.push_back(p);
    if (latches.empty()) continue;
    // The body: everything that reaches a latch without passing through the header.
    std::vector<uint8_t> in(n, 0);
    in[h] = 1;
    std::vector<BlockId> work;
    for (BlockId l : latches)
      if (!in[l]) { in[l] = 1; work.push_back(l); }
    while (!work.empty()) {
      BlockId b = work.back();
      work.pop_back();
      for (BlockId p : preds[b])
        if (rpoIndex[p] != ~0u && !in[p]) { in[p] = 1; work.push_back(p); }
    }
    Loop loop;
    loop.header = h;
    std::sort(latches.begin(), latches.end());
    loop.latches = latches;
    for (BlockId b : order)
      if (in[b]) loop.blocks.push_back(b);
    std::vector<BlockId> exits;
    for (BlockId b : loop.blocks)
      for (BlockId s : f.successors(b))
        if (s < n && !in[s]) exits.push_back(s);
    std::sort(exits.begin(), exits.end());
    exits.erase(std::unique(exits.begin(), exits.end()), exits.end());
    loop.exits = exits;
    // The enclosing loop is the innermost earlier loop holding the header (loops found so
    // far are all outer or disjoint, and loopOf already names the innermost of them).
    loop.parent = info.loopOf[h];
    if (loop.parent >= 0) loop.depth = info.loops[loop.parent].depth + 1;
    int index = static_cast<int>(info.loops.size());
    for (BlockId b : loop.blocks) info.loopOf[b] = index;
    info.loops.push_back(std::move(loop));
  }
  return info;
}

std::vector<std::vector<ValueId>> users(const Function& f) {
  std::vector<std::vector<ValueId>> out(f.values.size());
  for (const Block& blk : f.blocks)
    for (ValueId v : blk.insts)
      for (ValueId o : f[v].operands)
        if (o < out.size() && (out[o].empty() || out[o].back() != v)) out[o].push_back(v);
  return out;
}

}  // namespace gfxsim::ir
