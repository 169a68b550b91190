// Control-flow and def-use analyses over one ir::Function: reverse post-order, dominator
// and post-dominator trees, dominance frontiers, natural loops and value users.
//
// All of them read the CFG from the terminators (Function::successors) and are recomputed on
// demand: a pass that changes the CFG asks again. Blocks unreachable from the entry are left
// out of every result (their idom is kNoBlock, they belong to no loop).
#pragma once
#include <vector>

#include "ir/ir.h"

namespace gfxsim::ir {

// The blocks reachable from the entry, in reverse post-order of a depth-first walk that
// visits successors in terminator order (so the entry comes first, and every block comes
// before its successors except along back edges).
std::vector<BlockId> reversePostOrder(const Function& f);

// A dominator (or post-dominator) tree.
struct DomTree {
  // Immediate dominator per block. kNoBlock for the root(s) and for blocks outside the tree
  // (unreachable from the entry; for post-dominators: unable to reach an exit, or the
  // blocks whose immediate post-dominator is the virtual exit - see `roots`).
  std::vector<BlockId> idom;
  std::vector<std::vector<BlockId>> children;  // the tree, children in block order
  // Tree roots: {entry} for dominators; for post-dominators the blocks immediately
  // post-dominated by the virtual exit (the Ret/Unreachable blocks and, with several exits,
  // possibly others).
  std::vector<BlockId> roots;
  std::vector<bool> inTree;  // reachable (dominators) / reaches an exit (post-dominators)

  // Whether a dominates b (reflexive). False when either is outside the tree.
  bool dominates(BlockId a, BlockId b) const;
  bool strictlyDominates(BlockId a, BlockId b) const { return a != b && dominates(a, b); }
  // Blocks of the tree in pre-order (parents before children), starting at the roots.
  std::vector<BlockId> preorder() const;

  // Depth-first numbering used by dominates() (filled by the constructors below).
  std::vector<unsigned> dfsIn, dfsOut;
};

DomTree dominators(const Function& f);
// Post-dominators with a virtual exit joining every block that ends in Ret or Unreachable:
// idom == kNoBlock for a block in the tree means the virtual exit. Blocks that cannot reach
// an exit (an endless loop) are outside the tree.
DomTree postDominators(const Function& f);

// Dominance frontier of every block (Cytron et al.), for SSA construction. Each list is
// sorted and duplicate-free.
std::vector<std::vector<BlockId>> dominanceFrontiers(const Function& f, const DomTree& dom);

struct Loop {
  BlockId header = kNoBlock;
  std::vector<BlockId> blocks;   // the header first, then the rest in reverse post-order
  std::vector<BlockId> latches;  // blocks inside with a back edge to the header
  std::vector<BlockId> exits;    // blocks outside with a predecessor inside (sorted)
  int parent = -1;               // index of the enclosing loop in LoopInfo::loops, or -1
  unsigned depth = 1;            // 1 for an outermost loop
  bool contains(BlockId b) const;
};

struct LoopInfo {
  // Outer loops come before the loops nested in them (ordered by the header's position in
  // reverse post-order).
  std::vector<Loop> loops;
  std::vector<int> loopOf;  // the innermost loop holding each block, or -1
};

// Natural loops: one per header, the union of the loops of all its back edges (edges to a
// block that dominates their source). A cycle entered at several blocks (irreducible control
// flow) has no such back edge and is not reported as a loop.
LoopInfo findLoops(const Function& f, const DomTree& dom);

// Per value, the instructions (in blocks) that use it as an operand, in block order and each
// instruction once even when it uses the value twice.
std::vector<std::vector<ValueId>> users(const Function& f);

}  // namespace gfxsim::ir
