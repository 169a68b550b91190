// optimize(): the pass pipeline (passes.h).
#include "ir/passes.h"

namespace gfxsim::ir {

void optimize(Function& f, int level) {
  if (level <= 0 || f.blocks.empty()) return;
  mem2reg(f);
  if (level == 1) {
    simplify(f);
    dce(f);
    simplifyCfg(f);
    return;
  }
  // The clean-up passes feed each other (folded branches make blocks unreachable, merged
  // blocks expose phis with one value, ...): run them until none changes anything.
  for (int round = 0; round < 8; ++round) {
    bool changed = simplify(f);
    changed |= cse(f);
    changed |= dce(f);
    changed |= simplifyCfg(f);
    if (!changed) break;
  }
  licm(f);
  strengthReduce(f);
  simplify(f);
  cse(f);
  dce(f);
}

void optimize(Module& m, int level) {
  for (Function& f : m.functions) optimize(f, level);
}

}  // namespace gfxsim::ir
