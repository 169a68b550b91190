// ifconvert: if-conversion of short, side-effect-free diamonds and triangles into selects.
//
// A block B ending in `condbr %c, T, E` where
//   diamond:  T and E each have B as their only predecessor and end in `br M`;
//   triangle: one of them (the arm) has B as its only predecessor and ends in `br M`, and the
//             other target is M itself;
// with M != B, becomes straight-line code: the arms' instructions move to the end of B, each
// phi of M gets one select in B for the edges the branch chose between, and B branches to M.
// The back end then selects v_cndmask_b32 for a divergent condition and s_cselect for a
// uniform one (codegen/isel.cpp), instead of the EXEC-masked or scalar branch, with its mask
// saves, restores and skip branch, that each arm needs.
//
// Which arms qualify: every instruction must be safe to execute where the program would not
// have (transform.h: pure and unable to trap, or a load of the kernarg segment, implicit
// arguments or dispatch packet at constant offsets; never another load, a store, an atomic, a
// fence, a barrier, a phi or an intrinsic that reads other lanes), and the arms together must
// cost at most kBudget (speculationCost below: one unit per 32-bit operation). The rule
// follows LLVM's SimplifyCFG, which folds a two-entry phi when the instructions it speculates
// cost at most `two-entry-phi-node-folding-threshold` (4) units; probing clang-19 -O2 for
// gfx90a gives the same picture (both arms of a diamond together up to 4 IR instructions, a
// triangle's arm up to 6, fold; more stay branches). gfxsim's budget is 8 because its IR is
// finer than LLVM's (no fused multiply-add contraction: a*b+c is two operations) and because a
// GPU branch costs more than the CPU one the threshold was set for: in the EXEC-masked form
// each arm costs about six scalar instructions (saving, masking and restoring EXEC, the skip
// branch) and a copy per phi, while a select costs one VALU instruction per 32 bits. Measured
// with `gfxsim bench --mode cc`: a budget of 4 leaves collatz's 64-bit step and the FP16C
// decoding of the LBM kernel as branches (collatz 19% more cycles on gfx90a than with 8); 16
// converts nothing more in the workloads.
// Divisions, remainders and square roots are never speculated before the target expansion
// (they become 10 to 40 instructions); after it their pieces are counted like the rest.
//
// i1 phis become logic instead of a select when one side is a constant (the short-circuit
// `a && b` / `a || b` of the front end): c ? x : false is c & x, c ? true : x is c | x.
#include <algorithm>
#include <string>

#include "ir/passes.h"
#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

constexpr unsigned kBudget = 8;
constexpr unsigned kNever = 1000;  // a cost past any budget

bool wide(const Function& f, ValueId v) { return f.typeOf(v).bits() == 64; }

// What executing `in` unconditionally costs, in 32-bit VALU operations; kNever when it must
// not be executed where the program would not have.
unsigned speculationCost(const Function& f, const Inst& in) {
  if (isSafeInvariantLoad(f, in)) return 1;
  if (!isPure(in) || mayTrap(f, in)) return kNever;
  bool w = (in.type.kind != TypeKind::Void && in.type.bits() == 64) ||
           std::any_of(in.operands.begin(), in.operands.end(), [&](ValueId o) { return wide(f, o); });
  switch (in.op) {
    // Expanded for the target into long sequences (expand.h).
    case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem: case Op::FDiv: case Op::FRem: case Op::Sqrt:
      return kNever;
    // Register renaming: no instruction, or a sub-register of the operand.
    case Op::Bitcast: case Op::PtrToInt: case Op::IntToPtr: case Op::Trunc:
      return 0;
    case Op::Mul: case Op::MulHiU: case Op::MulHiS:
      return w ? 4 : 1;  // a 64-bit product is three or four 32-bit multiplies and adds
    case Op::Intrinsic:
      switch (in.intrinsic()) {
        case Intrinsic::Rcp: case Intrinsic::Rsq: case Intrinsic::NativeSqrt: case Intrinsic::NativeExp2:
        case Intrinsic::NativeLog2: case Intrinsic::NativeSin: case Intrinsic::NativeCos:
          return 4;  // quarter-rate transcendental unit
        default: return w ? 2 : 1;
      }
    default: return w ? 2 : 1;
  }
}

// The arm's cost, or kNever when it holds anything but speculatable instructions and its br.
unsigned armCost(const Function& f, BlockId arm) {
  const auto& list = f.blocks[arm].insts;
  unsigned cost = 0;
  for (size_t i = 0; i + 1 < list.size(); ++i) {
    cost += speculationCost(f, f[list[i]]);
    if (cost >= kNever) return kNever;
  }
  return cost;
}

// A block B may lose its branch to `arm` into M: B is the arm's only predecessor (once), the
// arm ends in `br M`, and it is neither the entry nor B.
bool isArm(const Function& f, const std::vector<std::vector<BlockId>>& preds, BlockId b, BlockId arm) {
  if (arm == 0 || arm == b || preds[arm].size() != 1 || preds[arm][0] != b) return false;
  const Inst& term = f[f.blocks[arm].insts.back()];
  return term.op == Op::Br;
}

BlockId brTarget(const Function& f, BlockId arm) { return f[f.blocks[arm].insts.back()].targets[0]; }

// The value a phi takes on the edge from `pred` (which has exactly one edge into its block).
ValueId incoming(const Inst& phi, BlockId pred) {
  for (size_t i = 0; i < phi.targets.size(); ++i)
    if (phi.targets[i] == pred) return phi.operands[i];
  return kNoValue;
}

// c ? a : b at the insertion point, named after the phi it replaces; i1 with a constant side
// as logic.
ValueId makeSelect(Function& f, Builder& b, ValueId c, ValueId a, ValueId bv, const std::string& phiName) {
  if (a == bv) return a;
  std::string name = phiName.empty() ? phiName : phiName + ".sel";
  if (f.typeOf(a) == Type::i1()) {
    auto isBool = [&](ValueId v, uint64_t bit) { return f.isConst(v) && f[v].imm == bit; };
    auto notC = [&] { return b.binary(Op::Xor, c, f.constBool(true), name.empty() ? name : name + ".not"); };
    if (isBool(bv, 0)) return b.binary(Op::And, c, a, name);
    if (isBool(a, 1)) return b.binary(Op::Or, c, bv, name);
    if (isBool(a, 0)) return b.binary(Op::And, notC(), bv, name);
    if (isBool(bv, 1)) return b.binary(Op::Or, notC(), a, name);
  }
  return b.select(c, a, bv, name);
}

// One sweep's state: predecessors kept up to date as branches go, and the single-entry phis
// of merged blocks, replaced at the end (ValueIds stay valid meanwhile).
struct Sweep {
  Function& f;
  std::vector<std::vector<BlockId>> preds;
  std::vector<ValueId> repl;
  std::vector<bool> keep;
  explicit Sweep(Function& fn) : f(fn), preds(fn.predecessors()), repl(fn.values.size(), kNoValue), keep(fn.blocks.size(), true) {}
  ValueId value(ValueId v) { return v == kNoValue || v >= repl.size() ? v : resolve(repl, v); }
};

// Converts the branch ending B when it qualifies.
bool convert(Sweep& s, BlockId b) {
  Function& f = s.f;
  ValueId termId = f.blocks[b].insts.back();
  if (f[termId].op != Op::CondBr) return false;
  ValueId c = s.value(f[termId].operands[0]);
  BlockId t = f[termId].targets[0], e = f[termId].targets[1];
  if (t == e || f.isConst(c)) return false;  // simplifycfg's
  bool tArm = isArm(f, s.preds, b, t), eArm = isArm(f, s.preds, b, e);
  BlockId merge;
  if (tArm && eArm && brTarget(f, t) == brTarget(f, e)) merge = brTarget(f, t);  // diamond
  else if (tArm && brTarget(f, t) == e) merge = e, eArm = false;                  // triangle, arm on true
  else if (eArm && brTarget(f, e) == t) merge = t, tArm = false;                  // triangle, arm on false
  else return false;
  if (merge == b) return false;  // the arm is a loop's latch back to B
  unsigned cost = (tArm ? armCost(f, t) : 0);
  if (cost > kBudget) return false;
  cost += eArm ? armCost(f, e) : 0;
  if (cost > kBudget) return false;

  // The arms' bodies move to the end of B, true arm first.
  auto& bl = f.blocks[b].insts;
  bl.pop_back();
  for (BlockId arm : {tArm ? t : kNoBlock, eArm ? e : kNoBlock}) {
    if (arm == kNoBlock) continue;
    auto& al = f.blocks[arm].insts;
    for (size_t i = 0; i + 1 < al.size(); ++i) {
      bl.push_back(al[i]);
      f[al[i]].block = b;
    }
    eraseInst(f, al.back());
    al.clear();
    s.keep[arm] = false;
  }
  bl.push_back(termId);

  // Each phi of M: one entry from B with the value the branch chose.
  BlockId fromT = tArm ? t : b, fromE = eArm ? e : b;
  Builder builder(f);
  std::vector<ValueId> phis;
  for (ValueId p : f.blocks[merge].insts) {
    if (f[p].op != Op::Phi) break;
    phis.push_back(p);
  }
  for (ValueId p : phis) {
    ValueId vt = s.value(incoming(f[p], fromT)), ve = s.value(incoming(f[p], fromE));
    builder.setInsertPoint(b, f.blocks[b].insts.size() - 1);
    ValueId v = makeSelect(f, builder, c, vt, ve, f[p].name);
    Inst& phi = f[p];
    for (size_t k = phi.targets.size(); k-- > 0;)
      if (phi.targets[k] == fromT || phi.targets[k] == fromE) {
        phi.targets.erase(phi.targets.begin() + static_cast<std::ptrdiff_t>(k));
        phi.operands.erase(phi.operands.begin() + static_cast<std::ptrdiff_t>(k));
      }
    phi.operands.push_back(v);
    phi.targets.push_back(b);
  }
  s.repl.resize(f.values.size(), kNoValue);
  {
    Inst& br = f[termId];
    br.op = Op::Br;
    br.operands.clear();
    br.targets = {merge};
  }
  auto& mp = s.preds[merge];
  mp.erase(std::remove_if(mp.begin(), mp.end(), [&](BlockId p) { return p == t || p == e || p == b; }), mp.end());
  mp.push_back(b);

  // When B is now M's only predecessor, M joins B, so that B can be a short arm of an
  // enclosing branch in this same sweep (nested ?: and if/else).
  if (mp.size() == 1 && merge != 0) {
    for (ValueId p : phis) s.repl[p] = s.value(f[p].operands[0]);
    eraseInsts(f, phis);
    eraseInst(f, termId);
    for (ValueId v : f.blocks[merge].insts) {
      f.blocks[b].insts.push_back(v);
      f[v].block = b;
    }
    f.blocks[merge].insts.clear();
    s.keep[merge] = false;
    mp.clear();
    for (BlockId succ : f.successors(b)) {
      renamePhiBlock(f, succ, merge, b);
      for (BlockId& p : s.preds[succ])
        if (p == merge) p = b;
    }
  }
  return true;
}

}  // namespace

bool ifConvert(Function& f) {
  if (f.blocks.empty()) return false;
  Sweep s(f);
  bool any = false;
  // Later blocks first: the front end numbers an inner branch after the one around it, and
  // converting the inner one first makes its block a short arm of the outer one.
  for (BlockId b = static_cast<BlockId>(f.blocks.size()); b-- > 0;)
    if (s.keep[b] && convert(s, b)) any = true;
  if (!any) return false;
  s.repl.resize(f.values.size(), kNoValue);
  applyReplacements(f, s.repl);
  deleteBlocks(f, s.keep);
  return true;
}

}  // namespace gfxsim::ir
