// dce: removes unreachable blocks, then every instruction that is not needed: a mark phase
// from the instructions with effects (stores, atomics, fences, barriers, volatile and atomic
// loads, terminators) through their operands, and a sweep of the rest, so dead phi cycles
// go too.
#include "ir/passes.h"
#include "ir/transform.h"

namespace gfxsim::ir {

bool dce(Function& f) {
  bool changed = removeUnreachableBlocks(f);
  std::vector<uint8_t> live(f.values.size(), 0);
  std::vector<ValueId> work;
  for (const Block& b : f.blocks)
    for (ValueId v : b.insts)
      if (!isRemovableIfUnused(f[v])) {
        live[v] = 1;
        work.push_back(v);
      }
  while (!work.empty()) {
    ValueId v = work.back();
    work.pop_back();
    for (ValueId o : f[v].operands)
      if (!live[o]) {
        live[o] = 1;
        work.push_back(o);
      }
  }
  std::vector<ValueId> dead;
  for (const Block& b : f.blocks)
    for (ValueId v : b.insts)
      if (!live[v]) dead.push_back(v);
  eraseInsts(f, dead);
  return changed || !dead.empty();
}

}  // namespace gfxsim::ir
