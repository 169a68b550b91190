// strength: multiplication and division by powers of two become shifts and masks.
//
//   mul x, 2^k   ->  shl x, k
//   udiv x, 2^k  ->  lshr x, k
//   urem x, 2^k  ->  and x, 2^k - 1
//   sdiv x, 2^k  ->  ashr (x + bias), k              bias = lshr (ashr x, n-1), n-k
//   srem x, 2^k  ->  x - ((x + bias) & -2^k)         (rounds toward zero, as sdiv does)
// (1 <= k; for the signed forms k <= n-2, as 2^(n-1) is negative.) Multiplication by other
// small constants is left to the back end.
#include <string>

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

}  // namespace

bool strengthReduce(Function& f) {
  bool changed = false;
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
