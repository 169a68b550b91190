// strength: multiplication and division by powers of two become shifts and masks.
//
//   mul x, 2^k   ->  shl x, k
//   udiv x, 2^k  ->  lshr x, k
//   urem x, 2^k  ->  and x, 2^k - 1
//   sdiv x, 2^k  ->  ashr (x + bias), k              bias = lshr (ashr x, n-1), n-k
//   srem x, 2^k  ->  x - ((x + bias) & -2^k)         (rounds toward zero, as sdiv does)
// (1 <= k; for the signed forms k <= n-2, as 2^(n-1) is negative.) Multiplication by other
// small constants is left to the back end.
//
// Narrowing: an i64 expression of add, sub, mul, and, or, xor and shl by a constant below 32
// (whose low 32 bits depend only on their operands' low 32 bits) over i32 values extended
// (zext or sext) and constants, whose root is only ever truncated back to i32, is computed
// in i32. Inner nodes must have the node above as their only user.
#include <string>

#include "ir/analysis.h"
#include "ir/passes.h"
#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

// k when v is the constant 2^k, else -1.
int log2Of(const Function& f, ValueId v) {
  if (!f.isConst(v)) return -1;
  uint64_t c = f[v].imm;
  if (c == 0 || (c & (c - 1)) != 0) return -1;
  int k = 0;
  while ((c >>= 1) != 0) ++k;
  return k;
}

// Narrowing i64 arithmetic to i32 (see the top of the file).
class Narrower {
 public:
  explicit Narrower(Function& f) : f_(f), uses_(users(f)), b_(f) {}

  bool run() {
    bool changed = false;
    for (BlockId blk = 0; blk < f_.blocks.size(); ++blk) {
      for (size_t i = 0; i < f_.blocks[blk].insts.size(); ++i) {
        ValueId v = f_.blocks[blk].insts[i];
        if (!isNode(v) || uses_[v].empty()) continue;
        bool allTrunc = true;
        for (ValueId u : uses_[v]) allTrunc &= f_[u].op == Op::Trunc && f_[u].type == Type::i32();
        if (!allTrunc || !narrowable(v, 0)) continue;
        b_.setInsertPoint(blk, i + 1);
        size_t before = f_.blocks[blk].insts.size();
        ValueId n = build(v, true);
        i += f_.blocks[blk].insts.size() - before;
        for (ValueId u : uses_[v]) {
          replaceAllUses(f_, u, n);
          eraseInst(f_, u);
        }
        changed = true;
      }
    }
    return changed;
  }

 private:
  static constexpr int kMaxDepth = 8;

  // An i64 op whose low 32 bits depend only on its operands' low 32 bits.
  bool isNode(ValueId v) const {
    const Inst& in = f_[v];
    if (in.type != Type::i64() || in.block == kNoBlock) return false;
    switch (in.op) {
      case Op::Add: case Op::Sub: case Op::Mul: case Op::And: case Op::Or: case Op::Xor: return true;
      case Op::Shl: return f_.isConst(in.operands[1]) && f_[in.operands[1]].imm < 32;
      default: return false;
    }
  }
  // An i32 extended to i64, or a constant.
  bool isLeaf(ValueId v) const {
    const Inst& in = f_[v];
    return in.op == Op::Const || ((in.op == Op::ZExt || in.op == Op::SExt) && f_.typeOf(in.operands[0]) == Type::i32());
  }
  // Inner nodes are narrowed only when the node above is their one user (else the i64 value
  // stays needed and the copy would add work).
  bool narrowable(ValueId v, int depth) const {
    if (depth > kMaxDepth) return false;
    for (ValueId o : f_[v].operands) {
      if (isLeaf(o)) continue;
      if (!isNode(o) || uses_[o].size() != 1 || !narrowable(o, depth + 1)) return false;
    }
    return true;
  }
  ValueId build(ValueId v, bool root) {
    const Inst in = f_[v];  // a copy: building grows the value table
    if (!root && isLeaf(v))
      return in.op == Op::Const ? f_.constI32(static_cast<uint32_t>(in.imm)) : in.operands[0];
    Op op = in.op;
    std::string name = in.name.empty() ? in.name : in.name + ".i32";
    ValueId a = build(in.operands[0], false);
    ValueId c = build(in.operands[1], false);
    return b_.binary(op, a, c, name);
  }

  Function& f_;
  std::vector<std::vector<ValueId>> uses_;
  Builder b_;
};

}  // namespace

bool strengthReduce(Function& f) {
  bool changed = Narrower(f).run();
  Builder b(f);
  for (BlockId blk = 0; blk < f.blocks.size(); ++blk) {
    for (size_t i = 0; i < f.blocks[blk].insts.size(); ++i) {
      ValueId v = f.blocks[blk].insts[i];
      Op op = f[v].op;
      Type t = f[v].type;
      if (!t.isInt() || t.kind == TypeKind::I1) continue;
      unsigned n = t.bits();
      if (op == Op::Mul) {
        int k0 = log2Of(f, f[v].operands[0]), k1 = log2Of(f, f[v].operands[1]);
        if (k1 >= 1 || k0 >= 1) {
          ValueId x = k1 >= 1 ? f[v].operands[0] : f[v].operands[1];
          int k = k1 >= 1 ? k1 : k0;
          f[v].op = Op::Shl;
          f[v].operands = {x, f.constant(t, static_cast<uint64_t>(k))};
          changed = true;
        }
        continue;
      }
      if (op != Op::UDiv && op != Op::URem && op != Op::SDiv && op != Op::SRem) continue;
      ValueId x = f[v].operands[0];
      int k = log2Of(f, f[v].operands[1]);
      if (k < 1) continue;
      if (op == Op::UDiv) {
        f[v].op = Op::LShr;
        f[v].operands = {x, f.constant(t, static_cast<uint64_t>(k))};
      } else if (op == Op::URem) {
        f[v].op = Op::And;
        f[v].operands = {x, f.constant(t, (uint64_t{1} << k) - 1)};
      } else {
        if (static_cast<unsigned>(k) > n - 2) continue;
        // bias = 2^k - 1 for negative x, 0 otherwise.
        std::string base = f[v].name;
        auto named = [&](const char* suffix) { return base.empty() ? base : base + suffix; };
        b.setInsertPoint(blk, i);
        ValueId sign = k == 1 ? x : b.binary(Op::AShr, x, f.constant(t, n - 1), named(".sign"));
        ValueId bias = b.binary(Op::LShr, sign, f.constant(t, n - static_cast<unsigned>(k)), named(".bias"));
        ValueId biased = b.binary(Op::Add, x, bias, named(".biased"));
        i += k == 1 ? 2 : 3;
        if (op == Op::SDiv) {
          f[v].op = Op::AShr;
          f[v].operands = {biased, f.constant(t, static_cast<uint64_t>(k))};
        } else {
          b.setInsertPoint(blk, i);
          ValueId rounded = b.binary(Op::And, biased, f.constant(t, ~((uint64_t{1} << k) - 1)), named(".rounded"));
          ++i;
          f[v].op = Op::Sub;
          f[v].operands = {x, rounded};
        }
      }
      changed = true;
    }
  }
  return changed;
}

}  // namespace gfxsim::ir
