// Control-flow preparation for EXEC-masked code: critical-edge splitting (so phi copies run
// under exactly one edge's lanes), the analyses the back end needs, and the linear block
// order: a reverse post-order in which every loop's blocks are contiguous with the header
// first. Every forward CFG edge goes forward in this order; only loop back edges go back.
#pragma once
#include <vector>

#include "ir/analysis.h"
#include "ir/ir.h"

namespace gfxsim::codegen {

struct Layout {
  std::vector<ir::BlockId> order;      // linear order of the reachable blocks
  std::vector<int> position;           // block -> index in order (-1: unreachable)
  std::vector<std::vector<ir::BlockId>> preds;
  ir::DomTree dom, pdom;
  ir::LoopInfo loops;
  // Innermost loop index of a block (-1 when in none).
  int loopOf(ir::BlockId b) const { return loops.loopOf[b]; }
  // Last block (in the linear order) of each loop.
  std::vector<ir::BlockId> loopLast;
};

// Inserts an empty block on every edge from a block with several successors to a block
// with several predecessors. Keeps ValueIds; phis are retargeted to the new blocks.
void splitCriticalEdges(ir::Function& f);

Layout computeLayout(const ir::Function& f);

}  // namespace gfxsim::codegen
