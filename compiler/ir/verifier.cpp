#include "ir/verifier.h"

#include <algorithm>
#include <optional>

#include "ir/analysis.h"
#include "ir/printer.h"
#include "support/error.h"

namespace gfxsim::ir {

namespace {

bool isPowerOfTwo(uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

class Verifier {
 public:
  explicit Verifier(const Function& f) : f_(f) {}

  std::vector<std::string> run() {
    checkParams();
    if (f_.blocks.empty()) {
      problem("the function has no blocks");
      return problems_;
    }
    if (!checkPlacement()) return problems_;  // the rest assumes sane block lists
    for (BlockId b = 0; b < f_.blocks.size(); ++b) {
      const auto& list = f_.blocks[b].insts;
      for (size_t i = 0; i < list.size(); ++i) checkInst(b, i, list[i]);
    }
    if (!problems_.empty()) return problems_;  // dominance needs valid operands and targets
    checkCfg();
    checkDominance();
    return problems_;
  }

 private:
  void problem(const std::string& msg) { problems_.push_back(msg); }
  void instProblem(ValueId v, const std::string& msg) {
    const Inst& in = f_[v];
    std::string where = in.block < f_.blocks.size() ? "block " + names().blocks[in.block] + ": " : "";
    problem(where + "'" + printInst(f_, v, names()) + "': " + msg);
  }
  std::string typeText(ValueId v) const { return typeName(f_.typeOf(v)); }

  void checkParams() {
    for (size_t i = 0; i < f_.params.size(); ++i) {
      ValueId p = f_.params[i];
      if (p >= f_.values.size() || f_[p].op != Op::Param) {
        problem("params[" + std::to_string(i) + "] is not a Param value");
        continue;
      }
      if (f_[p].imm != i) problem("parameter " + names().values[p] + " has index " + std::to_string(f_[p].imm) + " at position " + std::to_string(i));
      if (f_[p].type.kind == TypeKind::Void) problem("parameter " + names().values[p] + " is void");
    }
    for (const ArgInfo& a : f_.args)
      if (a.param != kNoValue && (a.param >= f_.values.size() || f_[a.param].op != Op::Param))
        problem("argument '" + a.name + "' names a value that is not a parameter");
  }

  // Each instruction listed once, in the block it says; terminators and phis in place.
  bool checkPlacement() {
    size_t before = problems_.size();
    std::vector<BlockId>& seenIn = listedIn_;
    seenIn.assign(f_.values.size(), kNoBlock);
    for (BlockId b = 0; b < f_.blocks.size(); ++b) {
      const auto& list = f_.blocks[b].insts;
      const std::string& label = names().blocks[b];
      if (list.empty()) {
        problem("block " + label + " is empty (it needs a terminator)");
        continue;
      }
      bool bodyStarted = false;
      for (size_t i = 0; i < list.size(); ++i) {
        ValueId v = list[i];
        if (v >= f_.values.size()) {
          problem("block " + label + " lists value " + std::to_string(v) + ", out of range");
          continue;
        }
        if (seenIn[v] != kNoBlock) {
          problem("block " + label + ": '" + printInst(f_, v, names()) + "' is listed more than once (also in block " + names().blocks[seenIn[v]] + ")");
          continue;
        }
        seenIn[v] = b;
        const Inst& in = f_[v];
        if (in.op == Op::Nop || in.op == Op::Param || in.op == Op::Const || in.op == Op::Undef) {
          problem("block " + label + " lists a " + opName(in.op) + " value (" + std::to_string(v) + ")");
          continue;
        }
        if (in.block != b) instProblem(v, "its block field says " + (in.block < f_.blocks.size() ? names().blocks[in.block] : std::to_string(in.block)) + " but it is listed in " + label);
        if (in.op == Op::Phi && bodyStarted) instProblem(v, "a phi after the block's first non-phi instruction");
        if (in.op != Op::Phi) bodyStarted = true;
        bool last = i + 1 == list.size();
        if (in.isTerminator() && !last) instProblem(v, "a terminator in the middle of the block");
        if (!in.isTerminator() && last) problem("block " + label + " does not end with a terminator (last: '" + printInst(f_, v, names()) + "')");
      }
    }
    return problems_.size() == before;
  }

  bool expectOperands(ValueId v, size_t n) {
    if (f_[v].operands.size() == n) return true;
    instProblem(v, "expected " + std::to_string(n) + " operand(s), found " + std::to_string(f_[v].operands.size()));
    return false;
  }
  void expectType(ValueId v, size_t opIndex, Type t) {
    ValueId o = f_[v].operands[opIndex];
    if (f_.typeOf(o) != t)
      instProblem(v, "operand " + std::to_string(opIndex + 1) + " has type " + typeText(o) + ", expected " + typeName(t));
  }
  void expectAllOfResultType(ValueId v) {
    for (size_t i = 0; i < f_[v].operands.size(); ++i) expectType(v, i, f_[v].type);
  }
  void expectResult(ValueId v, bool ok, const char* what) {
    if (!ok) instProblem(v, std::string("result type ") + typeName(f_[v].type) + " is not " + what);
  }

  void checkInst(BlockId b, size_t index, ValueId v) {
    (void)b;
    (void)index;
    const Inst& in = f_[v];
    // Operands: in range, live, typed.
    for (size_t i = 0; i < in.operands.size(); ++i) {
      ValueId o = in.operands[i];
      if (o >= f_.values.size()) {
        instProblem(v, "operand " + std::to_string(i + 1) + " is value " + std::to_string(o) + ", out of range");
        return;
      }
      const Inst& oi = f_[o];
      if (oi.op == Op::Nop) {
        instProblem(v, "operand " + std::to_string(i + 1) + " is a removed (nop) value " + std::to_string(o));
        return;
      }
      if (oi.type.kind == TypeKind::Void) {
        instProblem(v, "operand " + std::to_string(i + 1) + " (" + printOperand(f_, o, names()) + ") has no value (void)");
        return;
      }
      // (listedIn_, from checkPlacement, instead of a search of the block: that made a block
      // of n instructions cost n * n.)
      bool inBlock = oi.op == Op::Param || oi.op == Op::Const || oi.op == Op::Undef ||
                     (oi.block < f_.blocks.size() && listedIn_[o] == oi.block);
      if (!inBlock) {
        instProblem(v, "operand " + std::to_string(i + 1) + " (" + names().values[o] + ") is an instruction in no block");
        return;
      }
    }
    for (BlockId t : in.targets)
      if (t >= f_.blocks.size()) {
        instProblem(v, "target block " + std::to_string(t) + " out of range");
        return;
      }
    bool branchy = in.op == Op::Phi || in.op == Op::Br || in.op == Op::CondBr;
    if (!branchy && !in.targets.empty()) instProblem(v, "only phis and branches have block targets");
    checkTypes(v);
  }

  void checkTypes(ValueId v) {
    const Inst& in = f_[v];
    Type t = in.type;
    const auto& ops = in.operands;
    auto opType = [&](size_t i) { return f_.typeOf(ops[i]); };
    switch (in.op) {
      case Op::Add: case Op::Sub: case Op::Mul: case Op::MulHiU: case Op::MulHiS: case Op::UDiv:
      case Op::SDiv: case Op::URem: case Op::SRem: case Op::And: case Op::Or: case Op::Xor:
      case Op::Shl: case Op::LShr: case Op::AShr: case Op::SMin: case Op::SMax: case Op::UMin:
      case Op::UMax:
        expectResult(v, t.isInt(), "an integer");
        if (expectOperands(v, 2)) expectAllOfResultType(v);
        break;
      case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FDiv: case Op::FRem: case Op::FMin:
      case Op::FMax:
        expectResult(v, t.isFloat(), "a float");
        if (expectOperands(v, 2)) expectAllOfResultType(v);
        break;
      case Op::FMA:
        expectResult(v, t.isFloat(), "a float");
        if (expectOperands(v, 3)) expectAllOfResultType(v);
        break;
      case Op::FNeg: case Op::FAbs: case Op::Sqrt: case Op::Floor: case Op::Ceil: case Op::FTrunc:
      case Op::Rint:
        expectResult(v, t.isFloat(), "a float");
        if (expectOperands(v, 1)) expectAllOfResultType(v);
        break;
      case Op::ICmp:
        expectResult(v, t == Type::i1(), "i1");
        if (in.sub > static_cast<uint8_t>(ICmpPred::Sge)) instProblem(v, "bad icmp predicate " + std::to_string(in.sub));
        if (expectOperands(v, 2)) {
          if (!opType(0).isInt() && !opType(0).isPtr()) instProblem(v, "icmp compares integers or pointers, not " + typeText(ops[0]));
          else expectType(v, 1, opType(0));
        }
        break;
      case Op::FCmp:
        expectResult(v, t == Type::i1(), "i1");
        if (in.sub > static_cast<uint8_t>(FCmpPred::Uno)) instProblem(v, "bad fcmp predicate " + std::to_string(in.sub));
        if (expectOperands(v, 2)) {
          if (!opType(0).isFloat()) instProblem(v, "fcmp compares floats, not " + typeText(ops[0]));
          else expectType(v, 1, opType(0));
        }
        break;
      case Op::Select:
        expectResult(v, t.kind != TypeKind::Void, "a value");
        if (expectOperands(v, 3)) {
          expectType(v, 0, Type::i1());
          expectType(v, 1, t);
          expectType(v, 2, t);
        }
        break;
      case Op::ZExt: case Op::SExt: case Op::Trunc:
        if (expectOperands(v, 1)) {
          Type from = opType(0);
          bool widen = in.op != Op::Trunc;
          if (!from.isInt() || !t.isInt() || (widen ? t.bits() <= from.bits() : t.bits() >= from.bits()))
            instProblem(v, std::string(opName(in.op)) + " from " + typeName(from) + " to " + typeName(t) +
                               (widen ? " (needs a wider integer)" : " (needs a narrower integer)"));
        }
        break;
      case Op::FPToSI: case Op::FPToUI:
        if (expectOperands(v, 1) && (!opType(0).isFloat() || !t.isInt()))
          instProblem(v, std::string(opName(in.op)) + " converts a float to an integer");
        break;
      case Op::SIToFP: case Op::UIToFP:
        if (expectOperands(v, 1) && (!opType(0).isInt() || !t.isFloat()))
          instProblem(v, std::string(opName(in.op)) + " converts an integer to a float");
        break;
      case Op::FPExt:
        if (expectOperands(v, 1) && (!opType(0).isFloat() || !t.isFloat() || t.bits() <= opType(0).bits()))
          instProblem(v, "fpext converts a float to a wider float (f16 to f32 or f64, f32 to f64)");
        break;
      case Op::FPTrunc:
        if (expectOperands(v, 1) && (!opType(0).isFloat() || !t.isFloat() || t.bits() >= opType(0).bits()))
          instProblem(v, "fptrunc converts a float to a narrower float (f64 to f32 or f16, f32 to f16)");
        break;
      case Op::Bitcast:
        if (expectOperands(v, 1)) {
          Type from = opType(0);
          bool numeric = (from.isInt() || from.isFloat()) && (t.isInt() || t.isFloat()) && from.kind != TypeKind::I1 &&
                         t.kind != TypeKind::I1 && from.bits() == t.bits();
          if (!numeric && from != t)
            instProblem(v, std::string("bitcast from ") + typeName(from) + " to " + typeName(t) + " (needs integer/float types of one width)");
        }
        break;
      case Op::PtrToInt:
        if (expectOperands(v, 1) && (!opType(0).isPtr() || !t.isInt())) instProblem(v, "ptrtoint converts a pointer to an integer");
        break;
      case Op::IntToPtr:
        if (expectOperands(v, 1) && (!opType(0).isInt() || !t.isPtr())) instProblem(v, "inttoptr converts an integer to a pointer");
        break;
      case Op::AddrSpaceCast:
        if (expectOperands(v, 1) && (!opType(0).isPtr() || !t.isPtr())) instProblem(v, "addrspacecast converts a pointer to a pointer");
        break;
      case Op::Alloca:
        expectOperands(v, 0);
        expectResult(v, t == Type::ptr(AddrSpace::Private), "ptr.private");
        if (in.imm == 0) instProblem(v, "an alloca of 0 bytes");
        if (!isPowerOfTwo(in.mem.align)) instProblem(v, "alignment " + std::to_string(in.mem.align) + " is not a power of two");
        break;
      case Op::LocalAddr:
        expectOperands(v, 0);
        expectResult(v, t == Type::ptr(AddrSpace::Local), "ptr.local");
        if (in.imm >= f_.locals.size()) instProblem(v, "local index " + std::to_string(in.imm) + " out of range");
        break;
      case Op::PtrAdd:
        expectResult(v, t.isPtr(), "a pointer");
        if (expectOperands(v, 2) && t.isPtr()) {
          expectType(v, 0, t);
          expectType(v, 1, t.bits() == 64 ? Type::i64() : Type::i32());
        }
        break;
      case Op::Load:
        expectResult(v, t.kind != TypeKind::Void, "a value");
        if (expectOperands(v, 1)) expectPointer(v, 0);
        if (in.mem.order == Order::Release || in.mem.order == Order::AcqRel) instProblem(v, "a load cannot be release");
        checkAlign(v);
        break;
      case Op::Store:
        expectResult(v, t.kind == TypeKind::Void, "void");
        if (expectOperands(v, 2)) expectPointer(v, 1);
        if (in.mem.order == Order::Acquire || in.mem.order == Order::AcqRel) instProblem(v, "a store cannot be acquire");
        checkAlign(v);
        break;
      case Op::AtomicRMW: {
        if (in.sub > static_cast<uint8_t>(AtomicOp::FAdd)) instProblem(v, "bad atomic op " + std::to_string(in.sub));
        bool isInt = t == Type::i32() || t == Type::i64();
        bool isWideFloat = t == Type::f32() || t == Type::f64();  // no f16 atomics
        if (in.atomic() == AtomicOp::FAdd) expectResult(v, isWideFloat, "f32 or f64");
        else if (in.atomic() == AtomicOp::Xchg) expectResult(v, isInt || isWideFloat, "i32, i64, f32 or f64");
        else expectResult(v, isInt, "i32 or i64");
        if (expectOperands(v, 2)) {
          expectPointer(v, 0);
          expectType(v, 1, t);
        }
        if (in.mem.order == Order::NotAtomic) instProblem(v, "an atomic needs an ordering");
        checkAlign(v);
        break;
      }
      case Op::CmpXchg:
        expectResult(v, t == Type::i32() || t == Type::i64(), "i32 or i64");
        if (expectOperands(v, 3)) {
          expectPointer(v, 0);
          expectType(v, 1, t);
          expectType(v, 2, t);
        }
        if (in.mem.order == Order::NotAtomic) instProblem(v, "an atomic needs an ordering");
        if (in.mem.failOrder != Order::Monotonic && in.mem.failOrder != Order::Acquire && in.mem.failOrder != Order::SeqCst)
          instProblem(v, "the failure ordering must be monotonic, acquire or seq_cst");
        checkAlign(v);
        break;
      case Op::Fence:
        expectOperands(v, 0);
        expectResult(v, t.kind == TypeKind::Void, "void");
        if (in.mem.order == Order::NotAtomic || in.mem.order == Order::Monotonic)
          instProblem(v, "a fence needs acquire, release, acq_rel or seq_cst");
        break;
      case Op::Phi:
        expectResult(v, t.kind != TypeKind::Void, "a value");
        if (in.targets.size() != ops.size()) instProblem(v, "a phi needs one block per incoming value");
        expectAllOfResultType(v);
        break;
      case Op::Br:
        expectOperands(v, 0);
        if (in.targets.size() != 1) instProblem(v, "br needs one target");
        break;
      case Op::CondBr:
        if (expectOperands(v, 1)) expectType(v, 0, Type::i1());
        if (in.targets.size() != 2) instProblem(v, "condbr needs two targets");
        break;
      case Op::Ret:
      case Op::Unreachable:
        expectOperands(v, 0);
        if (!in.targets.empty()) instProblem(v, "no targets expected");
        break;
      case Op::Intrinsic: checkIntrinsic(v); break;
      case Op::Nop: case Op::Param: case Op::Const: case Op::Undef: break;  // reported already
    }
  }

  void expectPointer(ValueId v, size_t i) {
    ValueId o = f_[v].operands[i];
    if (!f_.typeOf(o).isPtr()) instProblem(v, "operand " + std::to_string(i + 1) + " is " + typeText(o) + ", not a pointer");
  }
  void checkAlign(ValueId v) {
    if (!isPowerOfTwo(f_[v].mem.align)) instProblem(v, "alignment " + std::to_string(f_[v].mem.align) + " is not a power of two");
  }

  void checkIntrinsic(ValueId v) {
    const Inst& in = f_[v];
    if (in.sub >= static_cast<uint8_t>(Intrinsic::Count)) {
      instProblem(v, "unknown intrinsic " + std::to_string(in.sub));
      return;
    }
    Type t = in.type;
    // The float helpers are f32/f64 instructions (the front end computes half's in f32).
    auto wide = [](Type x) { return x == Type::f32() || x == Type::f64(); };
    auto sameFloat = [&](size_t n) {
      expectResult(v, wide(t), "f32 or f64");
      if (expectOperands(v, n)) expectAllOfResultType(v);
    };
    switch (in.intrinsic()) {
      case Intrinsic::WorkitemId:
      case Intrinsic::WorkgroupId:
        expectOperands(v, 0);
        expectResult(v, t == Type::i32(), "i32");
        if (in.imm > 2) instProblem(v, "dimension " + std::to_string(in.imm) + " (0..2)");
        break;
      case Intrinsic::KernargSegmentPtr:
      case Intrinsic::ImplicitArgPtr:
      case Intrinsic::DispatchPtr:
        expectOperands(v, 0);
        expectResult(v, t == Type::ptr(AddrSpace::Constant), "ptr.constant");
        break;
      case Intrinsic::GlobalAddr:
        expectOperands(v, 0);
        expectResult(v, t == Type::ptr(AddrSpace::Constant) || t == Type::ptr(AddrSpace::Global),
                     "ptr.constant or ptr.global");
        break;
      case Intrinsic::Barrier:
        expectOperands(v, 0);
        expectResult(v, t.kind == TypeKind::Void, "void");
        break;
      case Intrinsic::MbcntLo:
      case Intrinsic::MbcntHi:
      case Intrinsic::DsBpermute:
        expectResult(v, t == Type::i32(), "i32");
        if (expectOperands(v, 2)) expectAllOfResultType(v);
        break;
      case Intrinsic::Rcp: case Intrinsic::Rsq: case Intrinsic::NativeSqrt: case Intrinsic::NativeExp2:
      case Intrinsic::NativeLog2: case Intrinsic::NativeSin: case Intrinsic::NativeCos:
      case Intrinsic::FrexpMant:
        sameFloat(1);
        break;
      case Intrinsic::Ldexp:
        expectResult(v, wide(t), "f32 or f64");
        if (expectOperands(v, 2)) {
          expectType(v, 0, t);
          expectType(v, 1, Type::i32());
        }
        break;
      case Intrinsic::FrexpExp:
        expectResult(v, t == Type::i32(), "i32");
        if (expectOperands(v, 1) && !wide(f_.typeOf(in.operands[0]))) instProblem(v, "frexp.exp takes f32 or f64");
        break;
      case Intrinsic::DivScale:
      case Intrinsic::DivScaleFlag: {
        bool flag = in.intrinsic() == Intrinsic::DivScaleFlag;
        if (flag) expectResult(v, t == Type::i1(), "i1");
        else expectResult(v, wide(t), "f32 or f64");
        if (expectOperands(v, 3)) {
          Type ft = f_.typeOf(in.operands[0]);
          if (!wide(ft)) instProblem(v, "operand 1 is not f32 or f64");
          if (!flag) expectType(v, 0, t);
          expectType(v, 1, ft);
          expectType(v, 2, Type::i1());
        }
        break;
      }
      case Intrinsic::DivFmas:
        expectResult(v, wide(t), "f32 or f64");
        if (expectOperands(v, 4)) {
          for (size_t i = 0; i < 3; ++i) expectType(v, i, t);
          expectType(v, 3, Type::i1());
        }
        break;
      case Intrinsic::DivFixup: sameFloat(3); break;
      case Intrinsic::WaveSize:
        expectOperands(v, 0);
        expectResult(v, t == Type::i32(), "i32");
        break;
      case Intrinsic::ReadFirstLane:
      case Intrinsic::ReadLane:
      case Intrinsic::WaveReduce:
      case Intrinsic::WaveScan: {
        bool lane = in.intrinsic() == Intrinsic::ReadLane;
        expectResult(v, t == Type::i32() || t == Type::i64() || t == Type::f32() || t == Type::f64(),
                     "i32, i64, f32 or f64");
        if (expectOperands(v, lane ? 2 : 1)) {
          expectType(v, 0, t);
          if (lane) expectType(v, 1, Type::i32());
        }
        if (in.intrinsic() == Intrinsic::WaveReduce || in.intrinsic() == Intrinsic::WaveScan) {
          uint64_t flags = in.intrinsic() == Intrinsic::WaveScan ? kWaveScanInclusive : 0;
          WaveOp op = waveOp(in.imm);
          bool floatOp = op == WaveOp::FAdd || op == WaveOp::FMul || op == WaveOp::FMin || op == WaveOp::FMax;
          if ((in.imm & ~(0xffull | flags)) != 0 || op >= WaveOp::Count)
            instProblem(v, "bad wave operation " + std::to_string(in.imm));
          else if (floatOp != t.isFloat())
            instProblem(v, std::string("wave operation ") + waveOpName(op) + " on " + typeName(t));
        }
        break;
      }
      case Intrinsic::Ballot:
        expectResult(v, t == Type::i64(), "i64");
        if (expectOperands(v, 1)) expectType(v, 0, Type::i1());
        break;
      case Intrinsic::DsSwizzle:
        expectResult(v, t == Type::i32(), "i32");
        if (expectOperands(v, 1)) expectAllOfResultType(v);
        if (in.imm >= 0xc000) instProblem(v, "ds.swizzle pattern " + std::to_string(in.imm) + " (below 0xc000)");
        break;
      case Intrinsic::DsPermute:
      case Intrinsic::UpdateDpp:
        expectResult(v, t == Type::i32(), "i32");
        if (expectOperands(v, 2)) expectAllOfResultType(v);
        break;
      case Intrinsic::MemTime:
      case Intrinsic::MemRealTime:
      case Intrinsic::GetPc:
        expectOperands(v, 0);
        expectResult(v, t == Type::i64(), "i64");
        break;
      case Intrinsic::Sleep:
        expectOperands(v, 0);
        expectResult(v, t.kind == TypeKind::Void, "void");
        break;
      case Intrinsic::Bfe:
      case Intrinsic::Perm:
        expectResult(v, t == Type::i32(), "i32");
        if (expectOperands(v, 3)) expectAllOfResultType(v);
        if (in.intrinsic() == Intrinsic::Bfe && in.imm > 1) instProblem(v, "bfe signedness " + std::to_string(in.imm));
        break;
      case Intrinsic::Fmed3:
        expectResult(v, t == Type::f32(), "f32");
        if (expectOperands(v, 3)) expectAllOfResultType(v);
        break;
      case Intrinsic::Matrix:
        expectResult(v, t == Type::i32(), "i32");
        if (in.operands.empty()) instProblem(v, "matrix without operands");
        expectAllOfResultType(v);
        break;
      case Intrinsic::MatrixPart:
        expectResult(v, t == Type::i32(), "i32");
        if (expectOperands(v, 1) && (f_[in.operands[0]].op != Op::Intrinsic || f_[in.operands[0]].intrinsic() != Intrinsic::Matrix))
          instProblem(v, "matrix.part of a value that is not a matrix");
        break;
      case Intrinsic::Count: break;
    }
  }

  void checkCfg() {
    auto preds = f_.predecessors();
    if (!preds[0].empty()) problem("the entry block " + names().blocks[0] + " has predecessors");
    for (BlockId b = 0; b < f_.blocks.size(); ++b) {
      std::vector<BlockId> expected = preds[b];
      std::sort(expected.begin(), expected.end());
      for (ValueId v : f_.blocks[b].insts) {
        const Inst& in = f_[v];
        if (in.op != Op::Phi) break;
        std::vector<BlockId> incoming = in.targets;
        std::sort(incoming.begin(), incoming.end());
        if (incoming == expected) continue;
        std::string want;
        for (BlockId p : expected) want += (want.empty() ? "" : ", ") + names().blocks[p];
        instProblem(v, "incoming blocks do not match the predecessors (" + (want.empty() ? std::string("none") : want) + ")");
      }
    }
  }

  void checkDominance() {
    DomTree dom = dominators(f_);
    std::vector<size_t> position(f_.values.size(), 0);
    for (const Block& blk : f_.blocks)
      for (size_t i = 0; i < blk.insts.size(); ++i) position[blk.insts[i]] = i;
    auto definedIn = [&](ValueId o) -> BlockId {
      Op op = f_[o].op;
      return (op == Op::Param || op == Op::Const || op == Op::Undef) ? kNoBlock : f_[o].block;
    };
    for (BlockId b = 0; b < f_.blocks.size(); ++b) {
      if (!dom.inTree[b]) continue;  // unreachable code is not checked
      for (ValueId v : f_.blocks[b].insts) {
        const Inst& in = f_[v];
        for (size_t i = 0; i < in.operands.size(); ++i) {
          ValueId o = in.operands[i];
          BlockId d = definedIn(o);
          if (d == kNoBlock) continue;
          bool ok;
          std::string where;
          if (in.op == Op::Phi) {
            BlockId from = in.targets[i];
            if (!dom.inTree[from]) continue;
            ok = dom.dominates(d, from);
            where = " at the end of incoming block " + names().blocks[from];
          } else {
            ok = d == b ? position[o] < position[v] : dom.dominates(d, b);
          }
          if (!ok) instProblem(v, "operand " + names().values[o] + " (defined in block " + names().blocks[d] + ") does not dominate this use" + where);
        }
      }
    }
  }

  // The printed names, made only when there is a problem to report: naming every value
  // costs more than checking it, and the IR is verified after every pass.
  const NameTable& names() {
    if (!names_) names_ = nameTable(f_);
    return *names_;
  }

  const Function& f_;
  std::optional<NameTable> names_;
  std::vector<std::string> problems_;
  std::vector<BlockId> listedIn_;  // the block whose list holds each value (kNoBlock: none)
};

}  // namespace

std::vector<std::string> verify(const Function& f) { return Verifier(f).run(); }

void verifyOrThrow(const Function& f, const std::string& what) {
  auto problems = verify(f);
  if (problems.empty()) return;
  std::string msg = what + ": invalid IR in function @" + f.name + ":";
  for (const auto& p : problems) msg += "\n  " + p;
  msg += "\n" + print(f);
  throw Error(msg);
}

void verifyOrThrow(const Module& m, const std::string& what) {
  for (const Function& f : m.functions) verifyOrThrow(f, what);
}

}  // namespace gfxsim::ir
