// cse: dominator-scoped value numbering. Walking the dominator tree in pre-order with a
// scoped table, an instruction equal to one in a dominating position (same op, type, sub,
// imm, memory info and operands; integer operands of commutative ops in either order) is
// replaced by it. Only pure instructions (transform.h isPure) and invariant loads from the
// constant address space take part.
#include <algorithm>
#include <map>

#include "ir/analysis.h"
#include "ir/passes.h"
#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

using Key = std::vector<uint64_t>;

Key keyOf(const Function& f, const Inst& in) {
  const MemInfo& m = in.mem;
  Key k{static_cast<uint64_t>(in.op),
        static_cast<uint64_t>(in.type.kind) | static_cast<uint64_t>(in.type.space) << 8 | uint64_t{in.sub} << 16,
        in.imm,
        uint64_t{m.align} | uint64_t{m.isVolatile} << 32 | uint64_t(m.order) << 40 | uint64_t(m.failOrder) << 48,
        uint64_t(m.scope) | uint64_t{m.fenceSpaces} << 8 | uint64_t{m.oneAs} << 16};
  std::vector<ValueId> ops = in.operands;
  if (isCommutative(in.op)) std::sort(ops.begin(), ops.end());
  for (ValueId o : ops) k.push_back(o);
  (void)f;
  return k;
}

}  // namespace

bool cse(Function& f) {
  if (f.blocks.empty()) return false;
  DomTree dom = dominators(f);
  std::map<Key, ValueId> table;
  std::vector<ValueId> repl(f.values.size(), kNoValue);
  std::vector<ValueId> erased;

  // Frames: a block to enter, or (block = kNoBlock) the undo log position to return to once
  // the block's dominator subtree is done.
  std::vector<std::pair<BlockId, size_t>> stack{{0, 0}};
  std::vector<Key> undo;
  while (!stack.empty()) {
    auto [b, mark] = stack.back();
    stack.pop_back();
    if (b == kNoBlock) {
      while (undo.size() > mark) {
        table.erase(undo.back());
        undo.pop_back();
      }
      continue;
    }
    size_t entryMark = undo.size();
    for (ValueId v : f.blocks[b].insts) {
      Inst& in = f[v];
      for (ValueId& o : in.operands) o = resolve(repl, o);
      if (!isPure(in) && !isInvariantLoad(f, in)) continue;
      Key k = keyOf(f, in);
      auto [it, fresh] = table.emplace(k, v);
      if (fresh) {
        undo.push_back(std::move(k));
      } else {
        repl[v] = it->second;
        erased.push_back(v);
      }
    }
    stack.push_back({kNoBlock, entryMark});  // leaving b's subtree forgets b's entries
    for (auto c = dom.children[b].rbegin(); c != dom.children[b].rend(); ++c) stack.push_back({*c, 0});
  }
  if (erased.empty()) return false;
  applyReplacements(f, repl);
  eraseInsts(f, erased);
  return true;
}

}  // namespace gfxsim::ir
