#include "ir/transform.h"

#include <algorithm>

#include "ir/analysis.h"

namespace gfxsim::ir {

bool isRemovableIfUnused(const Inst& in) {
  switch (in.op) {
    case Op::Store: case Op::AtomicRMW: case Op::CmpXchg: case Op::Fence:
    case Op::Br: case Op::CondBr: case Op::Ret: case Op::Unreachable:
    case Op::Nop: case Op::Param: case Op::Const: case Op::Undef:
      return false;
    case Op::Load: return !in.mem.isVolatile && in.mem.order == Order::NotAtomic;
    case Op::Intrinsic:
      // s_barrier, s_sleep and the timers have effects beyond their value (a timer read
      // unused still happens where the program put it, as clang keeps it).
      switch (in.intrinsic()) {
        case Intrinsic::Barrier: case Intrinsic::Sleep: case Intrinsic::MemTime: case Intrinsic::MemRealTime:
          return false;
        default: return true;
      }
    default: return true;
  }
}

bool readsOtherLanes(Intrinsic id) {
  switch (id) {
    case Intrinsic::DsBpermute: case Intrinsic::ReadFirstLane: case Intrinsic::ReadLane: case Intrinsic::Ballot:
    case Intrinsic::WaveReduce: case Intrinsic::WaveScan: case Intrinsic::DsSwizzle: case Intrinsic::DsPermute:
    case Intrinsic::UpdateDpp: case Intrinsic::Matrix:
      return true;
    default: return false;
  }
}

bool isPure(const Inst& in) {
  switch (in.op) {
    case Op::Load: case Op::Alloca: case Op::Phi:
      return false;
    case Op::Intrinsic:
      // s_getpc's value depends on where it is.
      return isRemovableIfUnused(in) && !readsOtherLanes(in.intrinsic()) && in.intrinsic() != Intrinsic::GetPc &&
             in.intrinsic() != Intrinsic::Count;
    default: return isRemovableIfUnused(in);
  }
}

bool mayTrap(const Function& f, const Inst& in) {
  switch (in.op) {
    case Op::UDiv: case Op::URem: case Op::SDiv: case Op::SRem: {
      ValueId d = in.operands[1];
      if (!f.isConst(d) || f[d].imm == 0) return true;
      bool isSigned = in.op == Op::SDiv || in.op == Op::SRem;
      return isSigned && isAllOnes(f, d);
    }
    default: return false;
  }
}

bool isInvariantLoad(const Function& f, const Inst& in) {
  return in.op == Op::Load && !in.mem.isVolatile && in.mem.order == Order::NotAtomic &&
         f.typeOf(in.operands[0]) == Type::ptr(AddrSpace::Constant);
}

bool isSafeInvariantLoad(const Function& f, const Inst& in) {
  if (!isInvariantLoad(f, in)) return false;
  ValueId p = in.operands[0];
  while (f[p].op == Op::PtrAdd) {
    if (!f.isConst(f[p].operands[1])) return false;
    p = f[p].operands[0];
  }
  const Inst& root = f[p];
  if (root.op != Op::Intrinsic) return false;
  Intrinsic id = root.intrinsic();
  return id == Intrinsic::KernargSegmentPtr || id == Intrinsic::ImplicitArgPtr || id == Intrinsic::DispatchPtr;
}

bool isCommutative(Op op) {
  switch (op) {
    case Op::Add: case Op::Mul: case Op::MulHiU: case Op::MulHiS: case Op::And: case Op::Or:
    case Op::Xor: case Op::SMin: case Op::SMax: case Op::UMin: case Op::UMax:
      return true;
    default: return false;
  }
}

bool isConstValue(const Function& f, ValueId v, uint64_t bits) {
  return f.isConst(v) && f[v].imm == truncateBits(f.typeOf(v), bits);
}

bool isAllOnes(const Function& f, ValueId v) { return f.typeOf(v).isInt() && isConstValue(f, v, ~uint64_t{0}); }

int64_t signExtend(uint64_t value, unsigned bits) {
  if (bits == 0 || bits >= 64) return static_cast<int64_t>(value);
  uint64_t sign = uint64_t{1} << (bits - 1);
  value &= (sign << 1) - 1;
  return static_cast<int64_t>((value ^ sign) - sign);
}

void eraseInst(Function& f, ValueId v) {
  Inst& in = f[v];
  if (in.block < f.blocks.size()) {
    auto& list = f.blocks[in.block].insts;
    list.erase(std::remove(list.begin(), list.end(), v), list.end());
  }
  in.op = Op::Nop;
  in.operands.clear();
  in.targets.clear();
  in.block = kNoBlock;
}

void eraseInsts(Function& f, const std::vector<ValueId>& vs) {
  std::vector<bool> gone(f.values.size(), false);
  std::vector<BlockId> touched;
  for (ValueId v : vs) {
    Inst& in = f[v];
    if (in.block < f.blocks.size()) {
      gone[v] = true;
      touched.push_back(in.block);
    }
    in.op = Op::Nop;
    in.operands.clear();
    in.targets.clear();
    in.block = kNoBlock;
  }
  std::sort(touched.begin(), touched.end());
  touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
  for (BlockId b : touched) {
    auto& list = f.blocks[b].insts;
    list.erase(std::remove_if(list.begin(), list.end(), [&](ValueId x) { return gone[x]; }), list.end());
  }
}

void replaceAllUses(Function& f, ValueId from, ValueId to) {
  for (Block& b : f.blocks)
    for (ValueId v : b.insts)
      for (ValueId& o : f[v].operands)
        if (o == from) o = to;
}

ValueId resolve(std::vector<ValueId>& repl, ValueId v) {
  ValueId root = v;
  while (root < repl.size() && repl[root] != kNoValue) root = repl[root];
  while (v < repl.size() && repl[v] != kNoValue) {
    ValueId next = repl[v];
    repl[v] = root;
    v = next;
  }
  return root;
}

void applyReplacements(Function& f, std::vector<ValueId>& repl) {
  for (Block& b : f.blocks)
    for (ValueId v : b.insts)
      for (ValueId& o : f[v].operands) o = resolve(repl, o);
}

void removePhiEntry(Function& f, BlockId block, BlockId pred) {
  for (ValueId v : f.blocks[block].insts) {
    Inst& in = f[v];
    if (in.op != Op::Phi) break;
    for (size_t i = 0; i < in.targets.size(); ++i) {
      if (in.targets[i] != pred) continue;
      in.targets.erase(in.targets.begin() + static_cast<std::ptrdiff_t>(i));
      in.operands.erase(in.operands.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  }
}

void renamePhiBlock(Function& f, BlockId block, BlockId from, BlockId to) {
  for (ValueId v : f.blocks[block].insts) {
    Inst& in = f[v];
    if (in.op != Op::Phi) break;
    for (BlockId& t : in.targets)
      if (t == from) t = to;
  }
}

void reorderBlocks(Function& f, const std::vector<BlockId>& order) {
  std::vector<BlockId> newId(f.blocks.size(), kNoBlock);
  for (BlockId i = 0; i < order.size(); ++i) newId[order[i]] = i;
  // Blocks left out: their instructions die.
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    if (newId[b] != kNoBlock) continue;
    for (ValueId v : f.blocks[b].insts) {
      Inst& in = f[v];
      in.op = Op::Nop;
      in.operands.clear();
      in.targets.clear();
      in.block = kNoBlock;
    }
  }
  std::vector<Block> blocks;
  blocks.reserve(order.size());
  for (BlockId old : order) blocks.push_back(std::move(f.blocks[old]));
  f.blocks = std::move(blocks);
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    for (ValueId v : f.blocks[b].insts) {
      Inst& in = f[v];
      in.block = b;
      for (BlockId& t : in.targets) t = newId[t];
    }
  }
}

void deleteBlocks(Function& f, const std::vector<bool>& keep) {
  std::vector<BlockId> order;
  for (BlockId b = 0; b < f.blocks.size(); ++b)
    if (keep[b]) order.push_back(b);
  reorderBlocks(f, order);
}

bool removeUnreachableBlocks(Function& f) {
  if (f.blocks.empty()) return false;
  std::vector<bool> keep(f.blocks.size(), false);
  for (BlockId b : reversePostOrder(f)) keep[b] = true;
  if (std::all_of(keep.begin(), keep.end(), [](bool k) { return k; })) return false;
  // Phis of kept blocks lose the entries of deleted predecessors.
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    if (!keep[b]) continue;
    for (ValueId v : f.blocks[b].insts) {
      Inst& in = f[v];
      if (in.op != Op::Phi) break;
      for (size_t i = in.targets.size(); i-- > 0;) {
        if (keep[in.targets[i]]) continue;
        in.targets.erase(in.targets.begin() + static_cast<std::ptrdiff_t>(i));
        in.operands.erase(in.operands.begin() + static_cast<std::ptrdiff_t>(i));
      }
    }
  }
  deleteBlocks(f, keep);
  return true;
}

size_t firstNonPhi(const Function& f, BlockId b) {
  const auto& list = f.blocks[b].insts;
  size_t i = 0;
  while (i < list.size() && f[list[i]].op == Op::Phi) ++i;
  return i;
}

}  // namespace gfxsim::ir
