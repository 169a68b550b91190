#include "frontend/irgen.h"

#include "ir/matrix.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <unordered_map>

#include "frontend/builtin_lowering.h"
#include "ir/kernarg.h"
#include "ir/matrix.h"
#include "ir/transform.h"
#include "memmodel/memmodel.h"
#include "support/printf_format.h"

namespace gfxsim::cl {

namespace {

using ir::Builder;
using ir::ICmpPred;
using ir::FCmpPred;
using ir::MemInfo;
using ir::Op;
using ir::Order;
using ir::Scope;
using ir::ValueId;
using ir::BlockId;
using ir::kNoValue;
using ir::kNoBlock;

// A computed value: the lanes of a scalar (one) or vector, or for a struct the address of
// memory holding it.
struct RV {
  std::vector<ValueId> v;
  ValueId addr = kNoValue;
  uint32_t align = 0;  // a struct's: the alignment addr is known to have (0: its type's)
  ValueId one() const { return v.at(0); }
};

// A place in memory: `addr` holds an object of `type`; comps selects vector lanes (a
// swizzle of the vector at addr).
struct LV {
  ValueId addr = kNoValue;
  const Type* type = nullptr;
  std::vector<uint8_t> comps;
  // A vector's lane chosen at run time (a non-constant subscript, clang's vector extension):
  // the whole vector is read and the lane selected (or every lane rewritten with a select), so
  // the vector's variable stays promotable to registers. kNoValue: none.
  ValueId lane = kNoValue;
  bool isVolatile = false;
  // The alignment addr is known to have, when below the type's: a member of a packed
  // struct (0: the type's alignment).
  uint32_t align = 0;
};

struct Frame {
  const FuncDecl* fn = nullptr;
  std::unordered_map<const VarDecl*, ValueId> vars;
  BlockId retBlock = kNoBlock;  // kNoBlock: the kernel itself (return is ret)
  ValueId retSlot = kNoValue;
};

struct Jump {
  BlockId breakTo = kNoBlock, continueTo = kNoBlock;
};

Order irOrder(unsigned o) {
  switch (o) {
    case OrderRelaxed: return Order::Monotonic;
    case OrderAcquire: return Order::Acquire;
    case OrderRelease: return Order::Release;
    case OrderAcqRel: return Order::AcqRel;
    default: return Order::SeqCst;
  }
}

Scope irScope(unsigned s) {
  switch (s) {
    case ScopeWorkItem: return Scope::SingleThread;
    case ScopeWorkGroup: return Scope::Workgroup;
    case ScopeDevice: return Scope::Agent;
    case ScopeSubGroup: return Scope::Wavefront;
    default: return Scope::System;
  }
}

constexpr uint8_t kAllSpaces = (1u << static_cast<unsigned>(ir::AddrSpace::Global)) |
                               (1u << static_cast<unsigned>(ir::AddrSpace::Local));

// What the kernels of a module share: its globals (one per program-scope variable and string
// literal) and its printf formats.
struct ModuleGen {
  ir::Module& m;
  std::unordered_map<const VarDecl*, uint32_t> globalOf;
  std::unordered_map<std::string, uint32_t> formatId;  // amdhsa.printf entry -> its id
};

class KernelGen {
 public:
  KernelGen(const TranslationUnit& tu, const FuncDecl* k, ir::Function& f, ModuleGen& mod)
      : tu_(tu), k_(k), f_(f), b_(f), entryB_(f), mod_(mod) {}

  void run();

 private:
  [[noreturn]] void unsupported(const SourceLoc& loc, const std::string& what) const {
    throw Error(loc, "unsupported: " + what);
  }

  // ---- blocks ----
  BlockId newBlock(const std::string& name) { return f_.addBlock(name); }
  bool terminated() const {
    const auto& insts = f_.blocks[b_.block()].insts;
    return !insts.empty() && f_[insts.back()].isTerminator();
  }
  void jump(BlockId to) {
    if (!terminated()) b_.br(to);
  }
  void startBlock(BlockId bl) {
    jump(bl);
    b_.setBlock(bl);
  }
  // After a break/continue/return: the following code is unreachable.
  void startDeadBlock() { b_.setBlock(newBlock("dead")); }

  // ---- constants and types ----
  ValueId constOf(const Type* t, uint64_t bits) { return f_.constant(irType(t), bits); }
  // The null pointer of a pointer type: 0, or 0xffffffff for the 32-bit segment pointers
  // (local, private), as on AMDGPU and in the interpreter (ir/interp.h).
  ValueId nullPtr(ir::Type t) { return f_.constant(t, t.bits() == 32 ? 0xffffffffu : 0); }
  ValueId constInt(ir::Type t, uint64_t v) { return f_.constant(t, v); }
  ir::Type offsetType(ValueId ptr) const {
    return f_.typeOf(ptr).bits() == 32 ? ir::Type::i32() : ir::Type::i64();
  }
  ValueId addrAt(ValueId base, uint64_t off) {
    if (off == 0) return base;
    return b_.ptrAdd(base, constInt(offsetType(base), off));
  }
  // align: an alignment the variable's aligned attribute asks for beyond its type's.
  ValueId newSlot(const Type* t, const std::string& name, uint32_t align = 0) {
    uint64_t size = std::max<uint64_t>(sizeOf(t), 1);
    return entryB_.alloca_(static_cast<uint32_t>(size), std::max<uint32_t>({alignOf(t), align, 1}), name);
  }
  // The LV alignment of member e of an object aligned to baseAlign: 0 (its type's) unless a
  // packed layout put it below that.
  static uint32_t memberAlign(uint32_t baseAlign, const Expr* e) {
    uint32_t a = alignAt(baseAlign, e->field->offset);
    return a < alignOf(e->type.t) ? a : 0;
  }
  ValueId implicitArgs() {
    if (implicitArgs_ == kNoValue)
      implicitArgs_ = entryB_.intrinsic(ir::Intrinsic::ImplicitArgPtr, ir::Type::ptr(ir::AddrSpace::Constant), {}, 0, "implicitarg");
    return implicitArgs_;
  }
  ValueId dispatchPtr() {
    if (dispatch_ == kNoValue)
      dispatch_ = entryB_.intrinsic(ir::Intrinsic::DispatchPtr, ir::Type::ptr(ir::AddrSpace::Constant), {}, 0, "dispatch");
    return dispatch_;
  }
  ValueId kernargPtr() {
    if (kernarg_ == kNoValue)
      kernarg_ = entryB_.intrinsic(ir::Intrinsic::KernargSegmentPtr, ir::Type::ptr(ir::AddrSpace::Constant), {}, 0, "kernarg");
    return kernarg_;
  }

  // ---- memory ----
  MemInfo mem(uint32_t align, bool isVolatile = false) {
    MemInfo m;
    m.align = std::max<uint32_t>(align, 1);
    m.isVolatile = isVolatile;
    return m;
  }
  // align: the alignment the address is known to have (0: t's own).
  ValueId loadScalar(const Type* t, ValueId addr, bool isVolatile, uint32_t align = 0) {
    ValueId v = b_.load(irMemType(t), addr, mem(align ? std::min(align, alignOf(t)) : alignOf(t), isVolatile));
    if (t->kind == TK::Bool) v = b_.icmp(ICmpPred::Ne, v, f_.constant(ir::Type::i8(), 0));
    return v;
  }
  void storeScalar(const Type* t, ValueId v, ValueId addr, bool isVolatile, uint32_t align = 0) {
    if (t->kind == TK::Bool) v = b_.cast(Op::ZExt, v, ir::Type::i8());
    b_.store(v, addr, mem(align ? std::min(align, alignOf(t)) : alignOf(t), isVolatile));
  }
  // Calls fn(scalar type, byte offset) for every scalar inside an object of type t.
  void forEachScalar(const Type* t, uint64_t off, const SourceLoc& loc, uint64_t& budget,
                     const std::function<void(const Type*, uint64_t)>& fn) {
    if (t->isStruct()) {
      for (const Field& fl : t->record->fields) forEachScalar(fl.type.t, off + fl.offset, loc, budget, fn);
      return;
    }
    if (t->isArray()) {
      uint64_t es = sizeOf(t->pointee.t);
      for (uint32_t i = 0; i < t->count; ++i) forEachScalar(t->pointee.t, off + i * es, loc, budget, fn);
      return;
    }
    if (t->isVector()) {
      uint64_t es = sizeOf(t->elem);
      for (uint32_t i = 0; i < t->count; ++i) forEachScalar(t->elem, off + i * es, loc, budget, fn);
      return;
    }
    if (budget == 0) unsupported(loc, "copying or initializing an object this large member by member");
    --budget;
    fn(t->isAtomic() ? t->elem : t, off);
  }
  // dstAlign, srcAlign: the alignments the addresses are known to have (0: t's). A scalar
  // inside a packed struct may sit below its own alignment; alignAt gives what it has.
  void copyObject(const Type* t, ValueId dst, ValueId src, const SourceLoc& loc, bool isVolatile = false,
                  uint32_t dstAlign = 0, uint32_t srcAlign = 0) {
    uint64_t budget = kMaxScalarizedAccesses;
    uint32_t da = dstAlign ? dstAlign : alignOf(t), sa = srcAlign ? srcAlign : alignOf(t);
    forEachScalar(t, 0, loc, budget, [&](const Type* st, uint64_t off) {
      ValueId v = loadScalar(st, addrAt(src, off), isVolatile, alignAt(sa, off));
      storeScalar(st, v, addrAt(dst, off), isVolatile, alignAt(da, off));
    });
  }
  void zeroObject(const Type* t, ValueId dst, const SourceLoc& loc) {
    uint64_t budget = kMaxScalarizedAccesses;
    forEachScalar(t, 0, loc, budget, [&](const Type* st, uint64_t off) {
      ValueId z = st->isPointer() ? nullPtr(irType(st)) : f_.constant(irMemType(st), 0);
      if (st->kind == TK::Bool) z = f_.constBool(false);
      storeScalar(st, z, addrAt(dst, off), false, alignAt(alignOf(t), off));
    });
  }
  RV load(const LV& lv) {
    RV r;
    const Type* t = lv.type;
    uint32_t a = lv.align ? lv.align : alignOf(t);
    if (!lv.comps.empty()) {
      uint64_t es = sizeOf(t->elem);
      for (uint8_t c : lv.comps)
        r.v.push_back(loadScalar(t->elem, addrAt(lv.addr, c * es), lv.isVolatile, alignAt(a, c * es)));
      return r;
    }
    if (lv.lane != kNoValue) {
      LV whole = lv;
      whole.lane = kNoValue;
      RV v = load(whole);
      ValueId x = v.v.at(0);
      for (uint32_t k = 1; k < t->count; ++k) x = b_.select(isLane(lv.lane, k), v.v.at(k), x);
      r.v.push_back(x);
      return r;
    }
    if (t->isStruct()) {
      r.addr = lv.addr;
      r.align = lv.align;
      return r;
    }
    if (t->isVector()) {
      uint64_t es = sizeOf(t->elem);
      for (uint32_t i = 0; i < t->count; ++i)
        r.v.push_back(loadScalar(t->elem, addrAt(lv.addr, i * es), lv.isVolatile, alignAt(a, i * es)));
      return r;
    }
    r.v.push_back(loadScalar(t, lv.addr, lv.isVolatile, a));
    return r;
  }
  // Whether the run-time lane `lane` is k.
  ValueId isLane(ValueId lane, uint32_t k) { return b_.icmp(ir::ICmpPred::Eq, lane, f_.constant(f_.typeOf(lane), k)); }
  void store(const LV& lv, const RV& val, const SourceLoc& loc) {
    const Type* t = lv.type;
    uint32_t a = lv.align ? lv.align : alignOf(t);
    if (lv.lane != kNoValue) {
      LV whole = lv;
      whole.lane = kNoValue;
      RV v = load(whole);
      for (uint32_t k = 0; k < t->count; ++k) v.v[k] = b_.select(isLane(lv.lane, k), val.v.at(0), v.v[k]);
      store(whole, v, loc);
      return;
    }
    if (!lv.comps.empty()) {
      uint64_t es = sizeOf(t->elem);
      for (size_t i = 0; i < lv.comps.size(); ++i)
        storeScalar(t->elem, val.v.at(i), addrAt(lv.addr, lv.comps[i] * es), lv.isVolatile, alignAt(a, lv.comps[i] * es));
      return;
    }
    if (t->isStruct()) {
      copyObject(t, lv.addr, val.addr, loc, lv.isVolatile, lv.align, val.align);
      return;
    }
    if (t->isVector()) {
      uint64_t es = sizeOf(t->elem);
      for (uint32_t i = 0; i < t->count; ++i)
        storeScalar(t->elem, val.v.at(i), addrAt(lv.addr, i * es), lv.isVolatile, alignAt(a, i * es));
      return;
    }
    storeScalar(t, val.one(), lv.addr, lv.isVolatile, a);
  }
  // Stores a value of type t at addr (for initializers); align: what addr is known to have
  // (0: t's alignment).
  void storeValue(const Type* t, ValueId addr, const RV& val, const SourceLoc& loc, uint32_t align = 0) {
    LV lv;
    lv.addr = addr;
    lv.type = t;
    lv.align = align && align < alignOf(t) ? align : 0;
    store(lv, val, loc);
  }

  // ---- conversions ----
  ValueId toBool(const Type* t, ValueId v);
  ValueId convertScalar(ValueId v, const Type* from, const Type* to);
  RV convert(const RV& v, const Type* from, const Type* to);

  // ---- expressions ----
  RV gen(const Expr* e);
  LV genLV(const Expr* e);
  ValueId genCond(const Expr* e);
  RV genUnary(const Expr* e);
  RV genBinary(const Expr* e);
  ValueId binaryScalar(BinOp op, const Type* t, ValueId a, ValueId b);
  ValueId compareScalar(BinOp op, const Type* t, ValueId a, ValueId b);
  ValueId pointerArith(BinOp op, const Type* ptrType, ValueId p, const Type* intType, ValueId i);
  RV genLogical(const Expr* e);
  RV genCondExpr(const Expr* e);
  RV genAssign(const Expr* e);
  RV genCompound(const Expr* e);
  RV genIncDec(const Expr* e);
  RV genCall(const Expr* e);
  // The body of `fn` inlined here with `args` (one per parameter, of its type).
  RV inlineCall(const FuncDecl* fn, const std::vector<RV>& args, const SourceLoc& loc);
  RV genBuiltin(const Expr* e);
  // A call of the math library (Builtin::MathLib, MathLibOut).
  RV genMathLib(const Expr* e);
  RV genWorkItem(const Expr* e);
  ValueId workItemDim(Builtin b, unsigned d);
  RV genAtomic(const Expr* e);
  void genFence(uint64_t ival);
  // Sub-groups and clang's AMDGPU target built-ins (null RV.v: not one of them).
  RV genSubGroup(const Expr* e);
  RV genAmdgcn(const Expr* e);
  // A matrix built-in (ir/matrix.h): A, B and C packed into dwords, the Matrix intrinsic, and
  // D's dwords unpacked into the result's lanes.
  RV genMatrix(const Expr* e);
  ValueId waveSize();
  ValueId localLinearId();
  ValueId groupItems(Builtin sizeOf);
  ValueId ballot(ValueId cond);
  RV genMathBuiltin(const Expr* e);
  RV genConvert(const Expr* e);
  ValueId convertLane(ValueId v, const Type* from, const Type* to, uint64_t flags);
  RV genAs(const Expr* e);
  RV genVLoadStore(const Expr* e);
  RV genVLoadStoreHalf(const Expr* e);
  // p + offset * stride for a call with arguments ([data,] offset, p); data gets a store's value.
  ValueId vectorAccessAddress(const Expr* e, bool isStore, uint64_t stride, RV& data);
  RV genGeometric(const Expr* e);
  RV geometric(const Expr* e, const RV& a, const RV& b);  // float or double lanes
  ValueId dot(const std::vector<ValueId>& a, const std::vector<ValueId>& b);
  ValueId length(const std::vector<ValueId>& p);
  // An I1 per lane as a relational result: int 0/1 for a scalar call, 0/-1 lanes for a vector.
  ValueId relational(const Expr* e, ValueId bit);
  RV lanewise(const Expr* e, const std::vector<RV>& args, const std::function<ValueId(const std::vector<ValueId>&)>& fn);

  // ---- statements ----
  void genStmt(const Stmt* s);
  void genDecl(const VarDecl* v);
  void genSwitch(const Stmt* s);
  // A loop or switch body with its break and continue targets.
  void genBody(const Stmt* body, BlockId breakTo, BlockId continueTo) {
    jumps_.push_back(Jump{breakTo, continueTo});
    genStmt(body);
    jumps_.pop_back();
  }

  ValueId varAddr(const VarDecl* v, const SourceLoc& loc);
  // Program-scope __constant objects (no IR globals): a read at a place known at compile
  // time (the variable, constant indices, members, swizzles) becomes constants.
  bool constantPlace(const Expr* e, const VarDecl*& var, uint64_t& off);
  bool readConstant(const Expr* e, RV& out);
  ValueId globalAddr(const VarDecl* v);
  RV genPrintf(const Expr* e);
  void finish();

  const TranslationUnit& tu_;
  const FuncDecl* k_;
  ir::Function& f_;
  Builder b_;       // the code
  Builder entryB_;  // allocas and other entry-block values, before the code of block 0
  std::vector<Frame> frames_;
  std::vector<Jump> jumps_;
  std::unordered_map<const Stmt*, BlockId> caseBlocks_;
  std::unordered_map<const VarDecl*, ValueId> ldsVars_;
  std::unordered_map<const VarDecl*, ValueId> globalVars_;
  ValueId implicitArgs_ = kNoValue, dispatch_ = kNoValue, kernarg_ = kNoValue;
  ModuleGen& mod_;
};

// ---------------------------------------------------------------------------------------
// Conversions

ValueId KernelGen::toBool(const Type* t, ValueId v) {
  ir::Type it = f_.typeOf(v);
  if (it.kind == ir::TypeKind::I1) return v;
  if (it.isFloat()) return b_.fcmp(FCmpPred::Une, v, f_.constant(it, 0));
  if (it.isPtr()) {
    ir::Type pt = it.bits() == 32 ? ir::Type::i32() : ir::Type::i64();
    ValueId i = b_.cast(Op::PtrToInt, v, pt);
    return b_.icmp(ICmpPred::Ne, i, f_.constant(pt, it.bits() == 32 ? 0xffffffffu : 0));
  }
  (void)t;
  return b_.icmp(ICmpPred::Ne, v, f_.constant(it, 0));
}

static ir::Op intResize(unsigned fromBits, unsigned toBits, bool fromSigned) {
  if (toBits < fromBits) return Op::Trunc;
  return fromSigned ? Op::SExt : Op::ZExt;
}

ValueId KernelGen::convertScalar(ValueId v, const Type* from, const Type* to) {
  if (from == to) return v;
  if (to->kind == TK::Bool) return toBool(from, v);
  ir::Type it = irType(to);
  if (from->isPointer() && to->isPointer()) {
    if (irType(from) == it) return v;
    return b_.cast(Op::AddrSpaceCast, v, it);
  }
  if (to->isPointer()) {
    // An integer to a pointer: the null pointer constant, or the bits.
    if (f_.isConst(v) && f_[v].imm == 0) return nullPtr(it);
    ir::Type pi = it.bits() == 32 ? ir::Type::i32() : ir::Type::i64();
    ValueId w = convertScalar(v, from, pi.bits() == 32 ? tu_.types.uintTy() : tu_.types.ulongTy());
    return b_.cast(Op::IntToPtr, w, it);
  }
  if (from->isPointer()) {
    ir::Type pi = irType(from).bits() == 32 ? ir::Type::i32() : ir::Type::i64();
    ValueId i = b_.cast(Op::PtrToInt, v, pi);
    const Type* ft = pi.bits() == 32 ? tu_.types.uintTy() : tu_.types.ulongTy();
    return convertScalar(i, ft, to);
  }
  if (from->isInteger() && to->isInteger()) {
    unsigned fb = intBits(from), tb = intBits(to);
    if (fb == tb) return v;
    if (from->kind == TK::Bool) return b_.cast(Op::ZExt, v, it);
    return b_.cast(intResize(fb, tb, from->isSigned()), v, it);
  }
  if (from->isInteger() && to->isFloat()) {
    if (from->kind == TK::Bool) return b_.cast(Op::UIToFP, v, it);
    return b_.cast(from->isSigned() ? Op::SIToFP : Op::UIToFP, v, it);
  }
  if (from->isFloat() && to->isInteger()) return b_.cast(to->isSigned() ? Op::FPToSI : Op::FPToUI, v, it);
  if (from->isFloat() && to->isFloat()) return b_.cast(sizeOf(to) > sizeOf(from) ? Op::FPExt : Op::FPTrunc, v, it);
  return v;
}

RV KernelGen::convert(const RV& v, const Type* from, const Type* to) {
  if (from == to || to->isVoid()) return to->isVoid() ? RV{} : v;
  RV r;
  if (to->isVector()) {
    if (from->isVector()) {
      for (uint32_t i = 0; i < to->count; ++i) r.v.push_back(convertScalar(v.v.at(i), from->elem, to->elem));
      return r;
    }
    ValueId s = convertScalar(v.one(), from, to->elem);
    r.v.assign(to->count, s);
    return r;
  }
  if (to->isStruct()) return v;
  r.v.push_back(convertScalar(v.one(), from, to));
  return r;
}

// ---------------------------------------------------------------------------------------
// Expressions

bool KernelGen::constantPlace(const Expr* e, const VarDecl*& var, uint64_t& off) {
  switch (e->kind) {
    case EK::Var:
      // Only __constant objects hold their initial bytes for good; their pointers are placed
      // by the loader, so an object holding any is read from memory.
      if (e->var->storage != Storage::Program || e->var->type.as != AS::Constant || !e->var->pointers.empty())
        return false;
      var = e->var;
      off = 0;
      return true;
    case EK::Member:
      if (!e->a->lvalue || !constantPlace(e->a, var, off)) return false;
      off += e->field->offset;
      return true;
    case EK::Index:
    case EK::Deref: {
      // array[literal] or *array, the array decayed to a pointer.
      const Expr* p = e->a;
      if (p->kind != EK::Cast || !p->a->lvalue || !p->a->type->isArray()) return false;
      if (e->kind == EK::Index && e->b->kind != EK::IntLit) return false;
      if (!constantPlace(p->a, var, off)) return false;
      const Type* at = p->a->type.t;
      int64_t i = 0;
      if (e->kind == EK::Index)
        i = e->b->type->isSigned() && intBits(e->b->type.t) < 64
                ? static_cast<int64_t>(e->b->ival << (64 - intBits(e->b->type.t))) >> (64 - intBits(e->b->type.t))
                : static_cast<int64_t>(e->b->ival);
      if (i < 0 || static_cast<uint64_t>(i) >= at->count)
        throw Error(e->loc, "array index " + std::to_string(i) + " is outside the bounds of __constant '" +
                                var->name + "' (" + std::to_string(at->count) + " elements)");
      off += static_cast<uint64_t>(i) * sizeOf(at->pointee.t);
      return true;
    }
    default: return false;
  }
}

bool KernelGen::readConstant(const Expr* e, RV& out) {
  const Expr* place = e->kind == EK::Swizzle ? e->a : e;
  const VarDecl* var = nullptr;
  uint64_t off = 0;
  if (!constantPlace(place, var, off)) return false;
  const Type* t = place->type.t;
  if (t->isArray()) return false;  // decays: its address is needed
  auto scalarAt = [&](const Type* st, uint64_t o) -> ValueId {
    uint64_t bits = 0, size = sizeOf(st);
    for (uint64_t i = 0; i < size; ++i) bits |= uint64_t{var->image.at(o + i)} << (8 * i);
    if (st->kind == TK::Bool) return f_.constBool(bits != 0);
    if (st->isPointer()) return nullPtr(irType(st));  // only null folds into an image
    return f_.constant(irType(st), bits);
  };
  if (e->kind == EK::Swizzle) {
    for (uint8_t c : e->comps) out.v.push_back(scalarAt(t->elem, off + c * sizeOf(t->elem)));
    return true;
  }
  if (t->isStruct()) {
    // Struct values live in memory: a private copy filled with the constants.
    ValueId slot = newSlot(t, var->name + ".copy");
    uint64_t budget = kMaxScalarizedAccesses;
    forEachScalar(t, 0, e->loc, budget, [&](const Type* st, uint64_t o) {
      storeScalar(st, scalarAt(st, off + o), addrAt(slot, o), false);
    });
    out.addr = slot;
    return true;
  }
  if (t->isVector()) {
    for (uint32_t i = 0; i < t->count; ++i) out.v.push_back(scalarAt(t->elem, off + i * sizeOf(t->elem)));
    return true;
  }
  out.v.push_back(scalarAt(t, off));
  return true;
}

ValueId KernelGen::globalAddr(const VarDecl* v) {
  auto it = globalVars_.find(v);
  if (it != globalVars_.end()) return it->second;
  uint32_t index = mod_.globalOf.at(v);
  const ir::Global& g = mod_.m.globals[index];
  ValueId a = entryB_.intrinsic(ir::Intrinsic::GlobalAddr, ir::Type::ptr(g.space), {}, index, v->isString ? "str" : v->name);
  globalVars_[v] = a;
  return a;
}

ValueId KernelGen::varAddr(const VarDecl* v, const SourceLoc& loc) {
  if (v->storage == Storage::Program) return globalAddr(v);
  if (v->storage == Storage::Lds) {
    auto it = ldsVars_.find(v);
    if (it != ldsVars_.end()) return it->second;
    ir::LocalVar lv;
    lv.name = v->name;
    lv.size = static_cast<uint32_t>(sizeOf(v->type.t));
    lv.align = std::max<uint32_t>({alignOf(v->type.t), v->alignAttr, 4});
    f_.locals.push_back(lv);
    ValueId a = entryB_.localAddr(static_cast<uint32_t>(f_.locals.size() - 1), v->name);
    ldsVars_[v] = a;
    return a;
  }
  for (auto it = frames_.rbegin(); it != frames_.rend(); ++it) {
    auto f = it->vars.find(v);
    if (f != it->vars.end()) return f->second;
    break;  // only the innermost frame's variables are visible
  }
  throw Error(loc, "internal: variable '" + v->name + "' has no storage");
}

LV KernelGen::genLV(const Expr* e) {
  LV lv;
  lv.type = e->type.t;
  lv.isVolatile = e->type.isVolatile();
  switch (e->kind) {
    case EK::Var: lv.addr = varAddr(e->var, e->loc); return lv;
    case EK::Index: {
      if (e->a->type->isVector()) {  // v[i], i not a constant (Sema::index)
        LV base = genLV(e->a);
        base.lane = gen(e->b).one();
        return base;
      }
      ValueId p = gen(e->a).one();
      lv.addr = pointerArith(BinOp::Add, e->a->type.t, p, e->b->type.t, gen(e->b).one());
      return lv;
    }
    case EK::Deref: lv.addr = gen(e->a).one(); return lv;
    case EK::Member: {
      uint32_t baseAlign = alignOf(e->a->type.t);
      ValueId base;
      if (e->a->lvalue) {
        LV b = genLV(e->a);
        base = b.addr;
        if (b.align) baseAlign = b.align;
      } else {
        RV b = gen(e->a);
        base = b.addr;
        if (b.align) baseAlign = b.align;
      }
      lv.addr = addrAt(base, e->field->offset);
      lv.align = memberAlign(baseAlign, e);
      return lv;
    }
    case EK::Swizzle: {
      LV base = genLV(e->a);
      lv.addr = base.addr;
      lv.type = e->a->type.t;
      lv.comps = e->comps;
      lv.isVolatile = base.isVolatile;
      return lv;
    }
    default: throw Error(e->loc, "internal: expression is not an lvalue");
  }
}

RV KernelGen::gen(const Expr* e) {
  if (e->lvalue) {
    RV c;
    if (readConstant(e, c)) return c;
    if (e->type->isArray()) {
      // Only an operand of & or a decay reaches here; the value is the address.
      RV r;
      r.v.push_back(genLV(e).addr);
      return r;
    }
    return load(genLV(e));
  }
  RV r;
  const Type* t = e->type.t;
  switch (e->kind) {
    case EK::IntLit: r.v.push_back(constOf(t, e->ival)); return r;
    case EK::FloatLit:
      r.v.push_back(f_.constFloat(irType(t), e->fval));  // fval is already of t's precision
      return r;
    case EK::Unary: return genUnary(e);
    case EK::Binary: return genBinary(e);
    case EK::Logical: return genLogical(e);
    case EK::Assign: return genAssign(e);
    case EK::CompoundAssign: return genCompound(e);
    case EK::IncDec: return genIncDec(e);
    case EK::Cond: return genCondExpr(e);
    case EK::Comma:
      gen(e->a);
      return gen(e->b);
    case EK::Call: return genCall(e);
    case EK::Builtin: return genBuiltin(e);
    case EK::Cast: {
      const Expr* a = e->a;
      if (t->isVoid()) {
        gen(a);
        return r;
      }
      if (a->type->isArray()) {
        r.v.push_back(genLV(a).addr);
        return r;
      }
      return convert(gen(a), a->type.t, t);
    }
    case EK::Member: {
      RV base = gen(e->a);
      LV lv;
      lv.addr = addrAt(base.addr, e->field->offset);
      lv.align = memberAlign(base.align ? base.align : alignOf(e->a->type.t), e);
      lv.type = t;
      if (t->isArray()) {
        r.v.push_back(lv.addr);
        return r;
      }
      return load(lv);
    }
    case EK::AddrOf: {
      r.v.push_back(genLV(e->a).addr);
      return r;
    }
    case EK::Deref: {
      // A void dereference: evaluated for its effects only.
      gen(e->a);
      return r;
    }
    case EK::Swizzle: {
      RV base = gen(e->a);
      const Type* bt = e->a->type.t;
      for (uint8_t c : e->comps) r.v.push_back(c < bt->count ? base.v.at(c) : f_.undef(irType(bt->elem)));
      return r;
    }
    case EK::VecLit: {
      for (const Expr* p : e->args) {
        RV pv = gen(p);
        r.v.insert(r.v.end(), pv.v.begin(), pv.v.end());
      }
      return r;
    }
    default: break;
  }
  throw Error(e->loc, "internal: cannot generate this expression");
}

ValueId KernelGen::genCond(const Expr* e) {
  if (!e->type->isVector()) {
    if (e->kind == EK::Logical) {
      bool isAnd = static_cast<BinOp>(e->op) == BinOp::LAnd;
      ValueId a = genCond(e->a);
      BlockId from = b_.block();
      BlockId rhs = newBlock(isAnd ? "and.rhs" : "or.rhs");
      BlockId merge = newBlock(isAnd ? "and.end" : "or.end");
      if (isAnd) b_.condBr(a, rhs, merge);
      else b_.condBr(a, merge, rhs);
      b_.setBlock(rhs);
      ValueId bv = genCond(e->b);
      BlockId rhsEnd = b_.block();
      b_.br(merge);
      b_.setBlock(merge);
      ValueId phi = b_.phi(ir::Type::i1());
      b_.addIncoming(phi, f_.constBool(!isAnd), from);
      b_.addIncoming(phi, bv, rhsEnd);
      return phi;
    }
    if (e->kind == EK::Binary) {
      BinOp op = static_cast<BinOp>(e->op);
      if (op == BinOp::Lt || op == BinOp::Gt || op == BinOp::Le || op == BinOp::Ge || op == BinOp::Eq || op == BinOp::Ne) {
        ValueId a = gen(e->a).one();
        ValueId b = gen(e->b).one();
        return compareScalar(op, e->a->type.t, a, b);
      }
    }
    if (e->kind == EK::Unary && static_cast<UnOp>(e->op) == UnOp::LNot) {
      ValueId c = genCond(e->a);
      return b_.binary(Op::Xor, c, f_.constBool(true));
    }
  }
  RV v = gen(e);
  return toBool(e->type.t, v.one());
}

RV KernelGen::lanewise(const Expr* e, const std::vector<RV>& args,
                       const std::function<ValueId(const std::vector<ValueId>&)>& fn) {
  RV r;
  unsigned n = e->type->lanes();
  for (unsigned i = 0; i < n; ++i) {
    std::vector<ValueId> lane;
    for (const RV& a : args) lane.push_back(a.v.at(a.v.size() == 1 ? 0 : i));
    r.v.push_back(fn(lane));
  }
  return r;
}

RV KernelGen::genUnary(const Expr* e) {
  UnOp op = static_cast<UnOp>(e->op);
  const Type* t = e->type.t;
  if (op == UnOp::LNot && !t->isVector()) {
    ValueId c = genCond(e->a);
    ValueId n = b_.binary(Op::Xor, c, f_.constBool(true));
    return RV{{b_.cast(Op::ZExt, n, ir::Type::i32())}};
  }
  RV a = gen(e->a);
  const Type* st = e->a->type->scalar();
  return lanewise(e, {a}, [&](const std::vector<ValueId>& x) -> ValueId {
    ir::Type it = f_.typeOf(x[0]);
    switch (op) {
      case UnOp::Neg:
        if (st->isFloat()) return b_.unary(Op::FNeg, x[0]);
        return b_.binary(Op::Sub, f_.constant(it, 0), x[0]);
      case UnOp::BitNot: return b_.binary(Op::Xor, x[0], f_.constant(it, ~uint64_t{0}));
      case UnOp::LNot: {
        ValueId z = st->isFloat() ? b_.fcmp(FCmpPred::Oeq, x[0], f_.constant(it, 0)) : b_.icmp(ICmpPred::Eq, x[0], f_.constant(it, 0));
        return b_.cast(Op::SExt, z, irType(t->elem));
      }
      case UnOp::Plus: return x[0];
    }
    return x[0];
  });
}

ValueId KernelGen::compareScalar(BinOp op, const Type* t, ValueId a, ValueId b) {
  if (t->isPointer()) {
    ir::Type pi = f_.typeOf(a).bits() == 32 ? ir::Type::i32() : ir::Type::i64();
    a = b_.cast(Op::PtrToInt, a, pi);
    b = b_.cast(Op::PtrToInt, b, pi);
    t = pi.bits() == 32 ? tu_.types.uintTy() : tu_.types.ulongTy();
  }
  if (t->isFloat()) {
    FCmpPred p = FCmpPred::Oeq;
    switch (op) {
      case BinOp::Lt: p = FCmpPred::Olt; break;
      case BinOp::Gt: p = FCmpPred::Ogt; break;
      case BinOp::Le: p = FCmpPred::Ole; break;
      case BinOp::Ge: p = FCmpPred::Oge; break;
      case BinOp::Eq: p = FCmpPred::Oeq; break;
      default: p = FCmpPred::Une; break;
    }
    return b_.fcmp(p, a, b);
  }
  bool sg = t->isSigned();
  ICmpPred p = ICmpPred::Eq;
  switch (op) {
    case BinOp::Lt: p = sg ? ICmpPred::Slt : ICmpPred::Ult; break;
    case BinOp::Gt: p = sg ? ICmpPred::Sgt : ICmpPred::Ugt; break;
    case BinOp::Le: p = sg ? ICmpPred::Sle : ICmpPred::Ule; break;
    case BinOp::Ge: p = sg ? ICmpPred::Sge : ICmpPred::Uge; break;
    case BinOp::Eq: p = ICmpPred::Eq; break;
    default: p = ICmpPred::Ne; break;
  }
  return b_.icmp(p, a, b);
}

ValueId KernelGen::binaryScalar(BinOp op, const Type* t, ValueId a, ValueId b) {
  bool fl = t->isFloat();
  bool sg = t->isSigned();
  switch (op) {
    case BinOp::Add: return b_.binary(fl ? Op::FAdd : Op::Add, a, b);
    case BinOp::Sub: return b_.binary(fl ? Op::FSub : Op::Sub, a, b);
    case BinOp::Mul: return b_.binary(fl ? Op::FMul : Op::Mul, a, b);
    case BinOp::Div: return b_.binary(fl ? Op::FDiv : sg ? Op::SDiv : Op::UDiv, a, b);
    case BinOp::Rem: return b_.binary(fl ? Op::FRem : sg ? Op::SRem : Op::URem, a, b);
    case BinOp::And: return b_.binary(Op::And, a, b);
    case BinOp::Or: return b_.binary(Op::Or, a, b);
    case BinOp::Xor: return b_.binary(Op::Xor, a, b);
    case BinOp::Shl:
    case BinOp::Shr: {
      // OpenCL C 6.3.j: the amount is taken modulo the width of the left operand.
      ir::Type it = f_.typeOf(a);
      ValueId amt = b_.binary(Op::And, b, f_.constant(it, it.bits() - 1));
      if (op == BinOp::Shl) return b_.binary(Op::Shl, a, amt);
      return b_.binary(sg ? Op::AShr : Op::LShr, a, amt);
    }
    default: break;
  }
  return a;
}

ValueId KernelGen::pointerArith(BinOp op, const Type* ptrType, ValueId p, const Type* intType, ValueId i) {
  ir::Type ot = offsetType(p);
  const Type* otC = ot.bits() == 32 ? tu_.types.intTy() : tu_.types.longTy();
  ValueId off = convertScalar(i, intType, otC);
  uint64_t size = sizeOf(ptrType->pointee.t);
  if (size != 1) off = b_.binary(Op::Mul, off, f_.constant(ot, size));
  if (op == BinOp::Sub) off = b_.binary(Op::Sub, f_.constant(ot, 0), off);
  return b_.ptrAdd(p, off);
}

RV KernelGen::genBinary(const Expr* e) {
  BinOp op = static_cast<BinOp>(e->op);
  const Type* ta = e->a->type.t;
  const Type* tb = e->b->type.t;
  RV a = gen(e->a);
  RV b = gen(e->b);
  if (ta->isPointer() && (op == BinOp::Add || op == BinOp::Sub) && !tb->isPointer())
    return RV{{pointerArith(op, ta, a.one(), tb, b.one())}};
  if (ta->isPointer() && tb->isPointer() && op == BinOp::Sub) {
    ir::Type pi = f_.typeOf(a.one()).bits() == 32 ? ir::Type::i32() : ir::Type::i64();
    ValueId x = b_.cast(Op::PtrToInt, a.one(), pi);
    ValueId y = b_.cast(Op::PtrToInt, b.one(), pi);
    ValueId d = b_.binary(Op::Sub, x, y);
    uint64_t size = sizeOf(ta->pointee.t);
    if (size != 1) d = b_.binary(Op::SDiv, d, f_.constant(pi, size));
    if (pi.bits() == 32) d = b_.cast(Op::SExt, d, ir::Type::i64());
    return RV{{d}};
  }
  bool cmp = op == BinOp::Lt || op == BinOp::Gt || op == BinOp::Le || op == BinOp::Ge || op == BinOp::Eq || op == BinOp::Ne;
  const Type* st = ta->scalar();
  const Type* rt = e->type.t;
  return lanewise(e, {a, b}, [&](const std::vector<ValueId>& x) -> ValueId {
    if (!cmp) return binaryScalar(op, st, x[0], x[1]);
    ValueId c = compareScalar(op, st, x[0], x[1]);
    if (rt->isVector()) return b_.cast(Op::SExt, c, irType(rt->elem));  // true is -1
    return b_.cast(Op::ZExt, c, ir::Type::i32());
  });
}

RV KernelGen::genLogical(const Expr* e) {
  const Type* t = e->type.t;
  if (!t->isVector()) {
    ValueId c = genCond(e);
    return RV{{b_.cast(Op::ZExt, c, ir::Type::i32())}};
  }
  // Vectors: element-wise, both sides evaluated; true is -1.
  bool isAnd = static_cast<BinOp>(e->op) == BinOp::LAnd;
  RV a = gen(e->a), b = gen(e->b);
  const Type* st = e->a->type->scalar();
  return lanewise(e, {a, b}, [&](const std::vector<ValueId>& x) -> ValueId {
    ValueId ca = toBool(st, x[0]), cb = toBool(st, x[1]);
    ValueId c = b_.binary(isAnd ? Op::And : Op::Or, ca, cb);
    return b_.cast(Op::SExt, c, irType(t->elem));
  });
}

RV KernelGen::genCondExpr(const Expr* e) {
  const Type* t = e->type.t;
  if (e->a->type->isVector()) {
    // select(): per lane, the condition's most significant bit.
    RV c = gen(e->a), x = gen(e->b), y = gen(e->c);
    RV r;
    for (uint32_t i = 0; i < t->count; ++i) {
      ValueId ci = c.v.at(i);
      ValueId neg = b_.icmp(ICmpPred::Slt, ci, f_.constant(f_.typeOf(ci), 0));
      r.v.push_back(b_.select(neg, x.v.at(i), y.v.at(i)));
    }
    return r;
  }
  ValueId c = genCond(e->a);
  BlockId tb = newBlock("cond.true"), fb = newBlock("cond.false"), merge = newBlock("cond.end");
  b_.condBr(c, tb, fb);
  ValueId tmp = kNoValue;
  if (t->isStruct()) tmp = newSlot(t, "cond.tmp");
  auto arm = [&](BlockId bl, const Expr* x, RV& out) -> BlockId {
    b_.setBlock(bl);
    out = gen(x);
    if (t->isStruct()) copyObject(t, tmp, out.addr, x->loc, false, 0, out.align);
    BlockId end = b_.block();
    b_.br(merge);
    return end;
  };
  RV x, y;
  BlockId te = arm(tb, e->b, x);
  BlockId fe = arm(fb, e->c, y);
  b_.setBlock(merge);
  RV r;
  if (t->isVoid()) return r;
  if (t->isStruct()) {
    r.addr = tmp;
    return r;
  }
  for (size_t i = 0; i < x.v.size(); ++i) {
    ValueId phi = b_.phi(f_.typeOf(x.v[i]));
    b_.addIncoming(phi, x.v[i], te);
    b_.addIncoming(phi, y.v.at(i), fe);
    r.v.push_back(phi);
  }
  return r;
}

RV KernelGen::genAssign(const Expr* e) {
  RV v = gen(e->b);
  LV lv = genLV(e->a);
  store(lv, v, e->loc);
  if (e->type->isStruct()) {
    RV r;
    r.addr = lv.addr;
    return r;
  }
  return v;
}

RV KernelGen::genCompound(const Expr* e) {
  BinOp op = static_cast<BinOp>(e->op);
  LV lv = genLV(e->a);
  RV old = load(lv);
  const Type* at = e->a->type.t;
  const Type* ct = e->compType.t;
  RV rhs = gen(e->b);
  RV res;
  if (at->isPointer()) {
    res.v.push_back(pointerArith(op, at, old.one(), e->b->type.t, rhs.one()));
  } else {
    RV x = convert(old, at, ct);
    const Type* st = ct->scalar();
    for (unsigned i = 0; i < ct->lanes(); ++i)
      res.v.push_back(binaryScalar(op, st, x.v.at(i), rhs.v.at(rhs.v.size() == 1 ? 0 : i)));
    res = convert(res, ct, at);
  }
  store(lv, res, e->loc);
  return res;
}

RV KernelGen::genIncDec(const Expr* e) {
  LV lv = genLV(e->a);
  RV old = load(lv);
  const Type* t = e->type.t;
  RV nv;
  if (t->isPointer()) {
    nv.v.push_back(pointerArith(e->isInc ? BinOp::Add : BinOp::Sub, t, old.one(), tu_.types.intTy(), f_.constI32(1)));
  } else {
    const Type* st = t->scalar();
    for (ValueId x : old.v) {
      if (st->kind == TK::Bool) {
        // bool++ is true; bool-- is !old.
        nv.v.push_back(e->isInc ? f_.constBool(true) : b_.binary(Op::Xor, x, f_.constBool(true)));
      } else if (st->isFloat()) {
        ValueId one = f_.constFloat(irType(st), 1.0);
        nv.v.push_back(b_.binary(e->isInc ? Op::FAdd : Op::FSub, x, one));
      } else {
        nv.v.push_back(b_.binary(e->isInc ? Op::Add : Op::Sub, x, f_.constant(irType(st), 1)));
      }
    }
  }
  store(lv, nv, e->loc);
  return e->isPrefix ? nv : old;
}

RV KernelGen::genCall(const Expr* e) {
  std::vector<RV> args;
  for (const Expr* a : e->args) args.push_back(gen(a));
  return inlineCall(e->func, args, e->loc);
}

RV KernelGen::inlineCall(const FuncDecl* fn, const std::vector<RV>& args, const SourceLoc& loc) {
  if (static_cast<int>(frames_.size()) > kMaxInlineDepth)
    throw Error(loc, "calls are nested too deeply to inline (more than " + std::to_string(kMaxInlineDepth) + ")");
  Frame fr;
  fr.fn = fn;
  for (size_t i = 0; i < fn->params.size(); ++i) {
    const VarDecl* p = fn->params[i];
    ValueId slot = newSlot(p->type.t, fn->name + "." + (p->name.empty() ? "arg" : p->name));
    storeValue(p->type.t, slot, args[i], loc);
    fr.vars[p] = slot;
  }
  fr.retBlock = newBlock(fn->name + ".exit");
  if (!fn->ret->isVoid()) fr.retSlot = newSlot(fn->ret.t, fn->name + ".ret");
  std::vector<Jump> savedJumps;
  savedJumps.swap(jumps_);
  frames_.push_back(std::move(fr));
  genStmt(fn->body);
  Frame done = std::move(frames_.back());
  frames_.pop_back();
  jumps_.swap(savedJumps);
  startBlock(done.retBlock);
  RV r;
  if (done.retSlot != kNoValue) {
    LV lv;
    lv.addr = done.retSlot;
    lv.type = fn->ret.t;
    r = load(lv);
  }
  return r;
}

// ---------------------------------------------------------------------------------------
// Built-ins

// One work-item value for a constant dimension d (3 = out of range), as the clang prelude
// computes it from the code object v5 hidden arguments and the dispatch packet.
ValueId KernelGen::workItemDim(Builtin bi, unsigned d) {
  auto u16 = [&](uint64_t off) {
    ValueId v = b_.load(ir::Type::i16(), addrAt(implicitArgs(), off), mem(2));
    return b_.cast(Op::ZExt, v, ir::Type::i32());
  };
  auto u32 = [&](ValueId base, uint64_t off) { return b_.load(ir::Type::i32(), addrAt(base, off), mem(4)); };
  auto z64 = [&](ValueId v) { return b_.cast(Op::ZExt, v, ir::Type::i64()); };
  if (d > 2) {
    bool zero = bi == Builtin::GetLocalId || bi == Builtin::GetGroupId || bi == Builtin::GetGlobalOffset ||
                bi == Builtin::GetGlobalId;
    return f_.constI64(zero ? 0 : 1);
  }
  switch (bi) {
    case Builtin::GetLocalId: return z64(b_.intrinsic(ir::Intrinsic::WorkitemId, ir::Type::i32(), {}, d));
    case Builtin::GetGroupId: return z64(b_.intrinsic(ir::Intrinsic::WorkgroupId, ir::Type::i32(), {}, d));
    case Builtin::GetEnqueuedLocalSize: return z64(u16(ir::hidden::kGroupSize + 2 * d));
    case Builtin::GetGlobalSize: return z64(u32(dispatchPtr(), ir::packet::kGridSize + 4 * d));
    case Builtin::GetGlobalOffset:
      return b_.load(ir::Type::i64(), addrAt(implicitArgs(), ir::hidden::kGlobalOffset + 8 * d), mem(8));
    case Builtin::GetGlobalId: {
      ValueId g = workItemDim(Builtin::GetGroupId, d);
      ValueId s = workItemDim(Builtin::GetEnqueuedLocalSize, d);
      ValueId l = workItemDim(Builtin::GetLocalId, d);
      ValueId o = workItemDim(Builtin::GetGlobalOffset, d);
      return b_.binary(Op::Add, b_.binary(Op::Add, b_.binary(Op::Mul, g, s), l), o);
    }
    case Builtin::GetLocalSize: {
      ValueId g = b_.intrinsic(ir::Intrinsic::WorkgroupId, ir::Type::i32(), {}, d);
      ValueId full = b_.icmp(ICmpPred::Ult, g, u32(implicitArgs(), ir::hidden::kBlockCount + 4 * d));
      ValueId size = u16(ir::hidden::kGroupSize + 2 * d);
      ValueId rem = u16(ir::hidden::kRemainder + 2 * d);
      return z64(b_.select(full, size, rem));
    }
    case Builtin::GetNumGroups: {
      ValueId count = u32(implicitArgs(), ir::hidden::kBlockCount + 4 * d);
      ValueId rem = u16(ir::hidden::kRemainder + 2 * d);
      ValueId partial = b_.cast(Op::ZExt, b_.icmp(ICmpPred::Ne, rem, f_.constI32(0)), ir::Type::i32());
      return z64(b_.binary(Op::Add, count, partial));
    }
    default: break;
  }
  return f_.constI64(0);
}

RV KernelGen::genWorkItem(const Expr* e) {
  Builtin bi = e->builtin;
  if (bi == Builtin::GetWorkDim) {
    ValueId v = b_.load(ir::Type::i16(), addrAt(implicitArgs(), ir::hidden::kGridDims), mem(2));
    return RV{{b_.cast(Op::ZExt, v, ir::Type::i32())}};
  }
  if (e->ival) {
    gen(e->args[0]);  // evaluated for its effects (a constant has none)
    return RV{{workItemDim(bi, static_cast<unsigned>(e->ival - 1))}};
  }
  // A dimension known only at run time: (d == 0 ? x : d == 1 ? y : d == 2 ? z : default).
  ValueId d = gen(e->args[0]).one();
  ValueId r = workItemDim(bi, 3);
  for (unsigned i = 3; i-- > 0;) {
    ValueId v = workItemDim(bi, i);
    r = b_.select(b_.icmp(ICmpPred::Eq, d, f_.constI32(i)), v, r);
  }
  return RV{{r}};
}

// atomic_work_item_fence(flags, order, scope) (also sub_group_barrier's fence): ival as
// packAtomic(order, 0, scope, flags).
void KernelGen::genFence(uint64_t ival) {
  unsigned order = atomicOrder(ival), scope = atomicScope(ival);
  if (order == OrderRelaxed || scope == ScopeWorkItem) return;
  unsigned flags = atomicFlags(ival);
  MemInfo m;
  m.order = irOrder(order);
  m.scope = irScope(scope);
  if (flags & kClkLocalMemFence) m.fenceSpaces |= 1u << static_cast<unsigned>(ir::AddrSpace::Local);
  if (flags & (kClkGlobalMemFence | kClkImageMemFence)) m.fenceSpaces |= 1u << static_cast<unsigned>(ir::AddrSpace::Global);
  if (m.fenceSpaces == 0) m.fenceSpaces = kAllSpaces;
  m.oneAs = memmodel::openclOneAs(memmodel::Op::Fence, m.order == Order::SeqCst,
                                  (m.fenceSpaces & (1u << static_cast<unsigned>(ir::AddrSpace::Local))) != 0);
  b_.fence(m);
}

RV KernelGen::genAtomic(const Expr* e) {
  Builtin bi = e->builtin;
  unsigned order = atomicOrder(e->ival), scope = atomicScope(e->ival);
  if (bi == Builtin::AtomicWorkItemFence) {
    genFence(e->ival);
    return RV{};
  }
  bool legacy = bi >= Builtin::Atom1Add && bi <= Builtin::Atom1Cmpxchg;
  ValueId ptr = gen(e->args[0]).one();
  const Type* objType = e->args[0]->type->pointee.t;
  const Type* vt = objType->isAtomic() ? objType->elem : objType;
  MemInfo m;
  m.align = static_cast<uint32_t>(sizeOf(vt));
  m.isVolatile = e->args[0]->type->pointee.isVolatile();
  if (legacy) {
    // OpenCL 1.x atomics: relaxed, device scope (as the clang prelude defines them).
    m.order = Order::Monotonic;
    m.scope = Scope::Agent;
  } else {
    m.order = irOrder(order);
    m.scope = irScope(scope);
  }
  m.oneAs = memmodel::openclOneAs(memmodel::Op::Rmw, m.order == Order::SeqCst);
  ir::Type it = irType(vt);
  ir::Type bitsTy = it.bits() == 64 ? ir::Type::i64() : ir::Type::i32();
  auto asBits = [&](ValueId v) { return vt->isFloat() ? b_.cast(Op::Bitcast, v, bitsTy) : v; };
  auto fromBits = [&](ValueId v) { return vt->isFloat() ? b_.cast(Op::Bitcast, v, it) : v; };
  auto rmw = [&](ir::AtomicOp op, ValueId v) { return b_.atomicRmw(op, ptr, v, m); };
  bool sg = vt->isSigned();
  switch (bi) {
    case Builtin::AtomicInit: {
      MemInfo plain;
      plain.align = m.align;
      b_.store(gen(e->args[1]).one(), ptr, plain);
      return RV{};
    }
    case Builtin::AtomicLoad: return RV{{b_.load(it, ptr, m)}};
    case Builtin::AtomicStore: b_.store(gen(e->args[1]).one(), ptr, m); return RV{};
    case Builtin::AtomicExchange:
    case Builtin::Atom1Xchg: return RV{{fromBits(rmw(ir::AtomicOp::Xchg, asBits(gen(e->args[1]).one())))}};
    case Builtin::AtomicFetchAdd:
    case Builtin::Atom1Add: {
      ValueId v = gen(e->args[1]).one();
      return RV{{rmw(vt->isFloat() ? ir::AtomicOp::FAdd : ir::AtomicOp::Add, v)}};
    }
    case Builtin::AtomicFetchSub:
    case Builtin::Atom1Sub: {
      ValueId v = gen(e->args[1]).one();
      if (vt->isFloat()) return RV{{rmw(ir::AtomicOp::FAdd, b_.unary(Op::FNeg, v))}};
      return RV{{rmw(ir::AtomicOp::Sub, v)}};
    }
    case Builtin::AtomicFetchAnd: case Builtin::Atom1And: return RV{{rmw(ir::AtomicOp::And, gen(e->args[1]).one())}};
    case Builtin::AtomicFetchOr: case Builtin::Atom1Or: return RV{{rmw(ir::AtomicOp::Or, gen(e->args[1]).one())}};
    case Builtin::AtomicFetchXor: case Builtin::Atom1Xor: return RV{{rmw(ir::AtomicOp::Xor, gen(e->args[1]).one())}};
    case Builtin::AtomicFetchMin:
    case Builtin::Atom1Min: return RV{{rmw(sg ? ir::AtomicOp::SMin : ir::AtomicOp::UMin, gen(e->args[1]).one())}};
    case Builtin::AtomicFetchMax:
    case Builtin::Atom1Max: return RV{{rmw(sg ? ir::AtomicOp::SMax : ir::AtomicOp::UMax, gen(e->args[1]).one())}};
    case Builtin::Atom1Inc: return RV{{rmw(ir::AtomicOp::Add, f_.constant(it, 1))}};
    case Builtin::Atom1Dec: return RV{{rmw(ir::AtomicOp::Sub, f_.constant(it, 1))}};
    case Builtin::Atom1Cmpxchg: {
      ValueId cmp = gen(e->args[1]).one();
      ValueId val = gen(e->args[2]).one();
      m.failOrder = Order::Monotonic;
      return RV{{b_.cmpXchg(ptr, cmp, val, m)}};
    }
    case Builtin::AtomicCasStrong:
    case Builtin::AtomicCasWeak: {
      // OpenCL: on failure the observed value is written back to *expected.
      ValueId expPtr = gen(e->args[1]).one();
      ValueId desired = gen(e->args[2]).one();
      const Type* et = e->args[1]->type->pointee.t;
      ValueId expected = loadScalar(et, expPtr, e->args[1]->type->pointee.isVolatile());
      m.failOrder = irOrder(atomicFailOrder(e->ival));
      ValueId old = b_.cmpXchg(ptr, asBits(expected), asBits(desired), m, "cmpxchg.old");
      ValueId ok = b_.icmp(ICmpPred::Eq, old, asBits(expected), "cmpxchg.success");
      BlockId storeB = newBlock("cmpxchg.store_expected"), cont = newBlock("cmpxchg.continue");
      b_.condBr(ok, cont, storeB);
      b_.setBlock(storeB);
      storeScalar(et, fromBits(old), expPtr, e->args[1]->type->pointee.isVolatile());
      b_.br(cont);
      b_.setBlock(cont);
      return RV{{ok}};
    }
    default: break;
  }
  throw Error(e->loc, "internal: unknown atomic built-in");
}

// ---- sub-groups ----

ValueId KernelGen::waveSize() {
  if (tu_.waveSize) return f_.constI32(tu_.waveSize);
  return b_.intrinsic(ir::Intrinsic::WaveSize, ir::Type::i32(), {});
}

// (z * size_y + y) * size_x + x over the local ids and the actual local sizes (the waves of a
// group are consecutive linear ids, partial groups included).
ValueId KernelGen::localLinearId() {
  auto dim = [&](Builtin b, unsigned d) { return b_.cast(Op::Trunc, workItemDim(b, d), ir::Type::i32()); };
  ValueId id = dim(Builtin::GetLocalId, 2);
  id = b_.binary(Op::Add, b_.binary(Op::Mul, id, dim(Builtin::GetLocalSize, 1)), dim(Builtin::GetLocalId, 1));
  return b_.binary(Op::Add, b_.binary(Op::Mul, id, dim(Builtin::GetLocalSize, 0)), dim(Builtin::GetLocalId, 0));
}

// The work-items of the group (GetLocalSize) or of a full group (GetEnqueuedLocalSize).
ValueId KernelGen::groupItems(Builtin size) {
  auto dim = [&](unsigned d) { return b_.cast(Op::Trunc, workItemDim(size, d), ir::Type::i32()); };
  return b_.binary(Op::Mul, b_.binary(Op::Mul, dim(0), dim(1)), dim(2));
}

ValueId KernelGen::ballot(ValueId cond) { return b_.intrinsic(ir::Intrinsic::Ballot, ir::Type::i64(), {cond}); }

// The sub-group functions as ROCm's device library defines them (ockl/opencl): a sub-group is
// a wave of the work-group's linear ids, so the last one of a group may be partial.
RV KernelGen::genSubGroup(const Expr* e) {
  Builtin bi = e->builtin;
  auto u32 = [&](ValueId v) { return RV{{v}}; };
  switch (bi) {
    case Builtin::GetLocalLinearId: return RV{{b_.cast(Op::ZExt, localLinearId(), ir::Type::i64())}};
    case Builtin::GetGlobalLinearId: {
      // ((z - offset_z) * size_y + (y - offset_y)) * size_x + (x - offset_x), in size_t.
      auto rel = [&](unsigned d) {
        return b_.binary(Op::Sub, workItemDim(Builtin::GetGlobalId, d), workItemDim(Builtin::GetGlobalOffset, d));
      };
      ValueId id = rel(2);
      id = b_.binary(Op::Add, b_.binary(Op::Mul, id, workItemDim(Builtin::GetGlobalSize, 1)), rel(1));
      return RV{{b_.binary(Op::Add, b_.binary(Op::Mul, id, workItemDim(Builtin::GetGlobalSize, 0)), rel(0))}};
    }
    case Builtin::GetSubGroupSize: {
      // min(wave, group items - the first linear id of this wave)
      ValueId w = waveSize();
      ValueId first = b_.binary(Op::And, localLinearId(), b_.binary(Op::Sub, f_.constI32(0), w));
      return u32(b_.binary(Op::UMin, w, b_.binary(Op::Sub, groupItems(Builtin::GetLocalSize), first)));
    }
    case Builtin::GetMaxSubGroupSize: return u32(b_.binary(Op::UMin, waveSize(), groupItems(Builtin::GetEnqueuedLocalSize)));
    case Builtin::GetNumSubGroups: case Builtin::GetEnqueuedNumSubGroups: {
      ValueId n = groupItems(bi == Builtin::GetNumSubGroups ? Builtin::GetLocalSize : Builtin::GetEnqueuedLocalSize);
      ValueId w = waveSize();
      return u32(b_.binary(Op::UDiv, b_.binary(Op::Add, n, b_.binary(Op::Sub, w, f_.constI32(1))), w));
    }
    case Builtin::GetSubGroupId: return u32(b_.binary(Op::UDiv, localLinearId(), waveSize()));
    case Builtin::GetSubGroupLocalId: {
      // The lane: mbcnt over all lanes below (v_mbcnt_hi adds nothing in wave32).
      ValueId lo = b_.intrinsic(ir::Intrinsic::MbcntLo, ir::Type::i32(), {f_.constI32(~0u), f_.constI32(0)});
      if (tu_.waveSize == 32) return u32(lo);
      return u32(b_.intrinsic(ir::Intrinsic::MbcntHi, ir::Type::i32(), {f_.constI32(~0u), lo}));
    }
    case Builtin::SubGroupBarrier:
      // The wave runs in lockstep: only the fence (none when the flags are 0).
      if (atomicFlags(e->ival)) genFence(e->ival);
      return RV{};
    case Builtin::MemFence:
      genFence(e->ival);
      return RV{};
    case Builtin::SubGroupAll: case Builtin::SubGroupAny: {
      ValueId x = gen(e->args[0]).one();
      ValueId yes = ballot(b_.icmp(ICmpPred::Ne, x, f_.constI32(0)));
      ValueId r = bi == Builtin::SubGroupAll ? b_.icmp(ICmpPred::Eq, yes, ballot(f_.constBool(true)))
                                             : b_.icmp(ICmpPred::Ne, yes, f_.constI64(0));
      return u32(b_.cast(Op::ZExt, r, ir::Type::i32()));
    }
    case Builtin::SubGroupBroadcast: {
      ValueId x = gen(e->args[0]).one(), id = gen(e->args[1]).one();
      return RV{{b_.intrinsic(ir::Intrinsic::ReadLane, f_.typeOf(x), {x, id})}};
    }
    case Builtin::SubGroupReduce: {
      ValueId x = gen(e->args[0]).one();
      return RV{{b_.intrinsic(ir::Intrinsic::WaveReduce, f_.typeOf(x), {x}, e->ival)}};
    }
    case Builtin::SubGroupScanInclusive: case Builtin::SubGroupScanExclusive: {
      ValueId x = gen(e->args[0]).one();
      uint64_t imm = e->ival | (bi == Builtin::SubGroupScanInclusive ? ir::kWaveScanInclusive : 0);
      return RV{{b_.intrinsic(ir::Intrinsic::WaveScan, f_.typeOf(x), {x}, imm)}};
    }
    default: break;
  }
  throw Error(e->loc, "internal: unknown sub-group built-in");
}

// clang's AMDGPU target built-ins, as clang-19 lowers them (CGBuiltin.cpp, EmitAMDGPUBuiltinExpr).
RV KernelGen::genAmdgcn(const Expr* e) {
  Builtin bi = e->builtin;
  auto one = [&](ValueId v) { return RV{{v}}; };
  auto arg = [&](size_t i) { return gen(e->args[i]).one(); };
  auto i32 = ir::Type::i32();
  auto intr = [&](ir::Intrinsic id, ir::Type t, std::vector<ValueId> ops, uint64_t imm = 0) {
    return b_.intrinsic(id, t, std::move(ops), imm);
  };
  switch (bi) {
    case Builtin::AmdgcnWavefrontSize: return one(waveSize());
    case Builtin::AmdgcnReadFirstLane: return one(intr(ir::Intrinsic::ReadFirstLane, i32, {arg(0)}));
    case Builtin::AmdgcnReadLane: {
      ValueId x = arg(0), l = arg(1);
      return one(intr(ir::Intrinsic::ReadLane, i32, {x, l}));
    }
    case Builtin::AmdgcnDsPermute: {
      ValueId a = arg(0), x = arg(1);
      return one(intr(ir::Intrinsic::DsPermute, i32, {a, x}));
    }
    case Builtin::AmdgcnDsSwizzle: return one(intr(ir::Intrinsic::DsSwizzle, i32, {arg(0)}, e->ival));
    case Builtin::AmdgcnMovDpp: return one(intr(ir::Intrinsic::UpdateDpp, i32, {f_.undef(i32), arg(0)}, e->ival));
    case Builtin::AmdgcnUpdateDpp: {
      ValueId old = arg(0), src = arg(1);
      return one(intr(ir::Intrinsic::UpdateDpp, i32, {old, src}, e->ival));
    }
    case Builtin::AmdgcnFence: {
      // An LLVM fence: it orders every address space unless the scope is "-one-as".
      unsigned order = atomicOrder(e->ival), scope = atomicScope(e->ival);
      if (scope == ScopeWorkItem) return RV{};
      MemInfo m;
      m.order = irOrder(order);
      m.scope = irScope(scope);
      m.fenceSpaces = kAllSpaces;
      m.oneAs = atomicFlags(e->ival) != 0;
      b_.fence(m);
      return RV{};
    }
    case Builtin::AmdgcnMemTime: return one(intr(ir::Intrinsic::MemTime, ir::Type::i64(), {}));
    case Builtin::AmdgcnMemRealTime: return one(intr(ir::Intrinsic::MemRealTime, ir::Type::i64(), {}));
    case Builtin::AmdgcnSleep: intr(ir::Intrinsic::Sleep, ir::Type::voidTy(), {}, e->ival); return RV{};
    case Builtin::AmdgcnGetPc: return one(intr(ir::Intrinsic::GetPc, ir::Type::i64(), {}));
    case Builtin::AmdgcnWaveBarrier: return RV{};  // the wave is in lockstep; nothing moves across code here
    case Builtin::AmdgcnWorkgroupSize: {
      // clang-19 (code object v5): hidden_group_size_x/y/z, the enqueued size (u16).
      ValueId v = b_.load(ir::Type::i16(), addrAt(implicitArgs(), ir::hidden::kGroupSize + 2 * e->ival), mem(2));
      return one(v);
    }
    case Builtin::AmdgcnGridSize:
      return one(b_.load(i32, addrAt(dispatchPtr(), ir::packet::kGridSize + 4 * e->ival), mem(4)));
    case Builtin::AmdgcnBallot: {
      ValueId m = ballot(arg(0));
      return one(e->ival == 32 ? b_.cast(Op::Trunc, m, i32) : m);
    }
    case Builtin::AmdgcnReadExec: {
      ValueId m = ballot(f_.constBool(true));
      if (e->ival == 0) return one(m);
      if (e->ival == 2) m = b_.binary(Op::LShr, m, f_.constI64(32));
      return one(b_.cast(Op::Trunc, m, i32));
    }
    case Builtin::AmdgcnICmp: case Builtin::AmdgcnFCmp: {
      ValueId a = arg(0), c = arg(1);
      ValueId cond;
      unsigned p = static_cast<unsigned>(e->ival);
      if (bi == Builtin::AmdgcnICmp) {
        static const ICmpPred preds[] = {ICmpPred::Eq, ICmpPred::Ne, ICmpPred::Ugt, ICmpPred::Uge, ICmpPred::Ult,
                                         ICmpPred::Ule, ICmpPred::Sgt, ICmpPred::Sge, ICmpPred::Slt, ICmpPred::Sle};
        cond = b_.icmp(preds[p - 32], a, c);
      } else if (p == 0 || p == 15) {
        cond = f_.constBool(p == 15);
      } else {
        static const FCmpPred preds[] = {FCmpPred::Oeq, FCmpPred::Oeq, FCmpPred::Ogt, FCmpPred::Oge, FCmpPred::Olt,
                                         FCmpPred::Ole, FCmpPred::One, FCmpPred::Ord, FCmpPred::Uno, FCmpPred::Ueq,
                                         FCmpPred::Ugt, FCmpPred::Uge, FCmpPred::Ult, FCmpPred::Ule, FCmpPred::Une};
        cond = b_.fcmp(preds[p], a, c);
      }
      return one(ballot(cond));
    }
    case Builtin::AmdgcnFmed3: {
      ValueId a = arg(0), b = arg(1), c = arg(2);
      return one(intr(ir::Intrinsic::Fmed3, ir::Type::f32(), {a, b, c}));
    }
    case Builtin::AmdgcnRcp: case Builtin::AmdgcnSqrt: case Builtin::AmdgcnRsq: case Builtin::AmdgcnFrexpMant: {
      ValueId x = arg(0);
      ir::Intrinsic id = bi == Builtin::AmdgcnRcp ? ir::Intrinsic::Rcp : bi == Builtin::AmdgcnSqrt ? ir::Intrinsic::NativeSqrt
                         : bi == Builtin::AmdgcnRsq ? ir::Intrinsic::Rsq : ir::Intrinsic::FrexpMant;
      return one(intr(id, f_.typeOf(x), {x}));
    }
    case Builtin::AmdgcnFrexpExp: return one(intr(ir::Intrinsic::FrexpExp, i32, {arg(0)}));
    case Builtin::AmdgcnLdexp: {
      ValueId x = arg(0), n = arg(1);
      return one(intr(ir::Intrinsic::Ldexp, f_.typeOf(x), {x, n}));
    }
    case Builtin::AmdgcnDivScale: {
      // div_scale(a, b, sel, &flag): the scaled operand, and v_div_scale's VCC through flag.
      ValueId a = arg(0), b = arg(1);
      gen(e->args[2]);
      ValueId ptr = arg(3);
      ValueId sel = f_.constBool(e->ival != 0);
      ValueId r = intr(ir::Intrinsic::DivScale, f_.typeOf(a), {a, b, sel});
      ValueId flag = intr(ir::Intrinsic::DivScaleFlag, ir::Type::i1(), {a, b, sel});
      storeScalar(tu_.types.boolTy(), flag, ptr, e->args[3]->type->pointee.isVolatile());
      return one(r);
    }
    case Builtin::AmdgcnDivFmas: {
      ValueId a = arg(0), b = arg(1), c = arg(2), d = arg(3);
      return one(intr(ir::Intrinsic::DivFmas, f_.typeOf(a), {a, b, c, d}));
    }
    case Builtin::AmdgcnDivFixup: {
      ValueId a = arg(0), b = arg(1), c = arg(2);
      return one(intr(ir::Intrinsic::DivFixup, f_.typeOf(a), {a, b, c}));
    }
    case Builtin::AmdgcnUbfe: case Builtin::AmdgcnSbfe: case Builtin::AmdgcnPerm: {
      ValueId a = arg(0), b = arg(1), c = arg(2);
      if (bi == Builtin::AmdgcnPerm) return one(intr(ir::Intrinsic::Perm, i32, {a, b, c}));
      return one(intr(ir::Intrinsic::Bfe, i32, {a, b, c}, bi == Builtin::AmdgcnSbfe ? 1 : 0));
    }
    case Builtin::AmdgcnAlignBit: case Builtin::AmdgcnAlignByte: {
      // ({a, b} >> shift)[31:0], shift = c mod 32 bits or (c mod 4) bytes (v_alignbit_b32 /
      // v_alignbyte_b32; clang-19 makes alignbit a funnel shift right, the same thing).
      ValueId a = arg(0), b = arg(1), c = arg(2);
      auto i64 = ir::Type::i64();
      ValueId both = b_.binary(Op::Or, b_.binary(Op::Shl, b_.cast(Op::ZExt, a, i64), f_.constI64(32)), b_.cast(Op::ZExt, b, i64));
      ValueId sh = bi == Builtin::AmdgcnAlignBit ? b_.binary(Op::And, c, f_.constI32(31))
                                                 : b_.binary(Op::Shl, b_.binary(Op::And, c, f_.constI32(3)), f_.constI32(3));
      return one(b_.cast(Op::Trunc, b_.binary(Op::LShr, both, b_.cast(Op::ZExt, sh, i64)), i32));
    }
    case Builtin::AmdgcnLerp: {
      // v_lerp_u8: each byte (a + b + the low bit of c's byte) >> 1, in 9 bits.
      ValueId a = arg(0), b = arg(1), c = arg(2);
      ValueId r = f_.constI32(0);
      for (unsigned k = 0; k < 4; ++k) {
        auto byte = [&](ValueId v) {
          return b_.binary(Op::And, b_.binary(Op::LShr, v, f_.constI32(8 * k)), f_.constI32(0xff));
        };
        ValueId bit = b_.binary(Op::And, b_.binary(Op::LShr, c, f_.constI32(8 * k)), f_.constI32(1));
        ValueId sum = b_.binary(Op::Add, b_.binary(Op::Add, byte(a), byte(b)), bit);
        ValueId half = b_.binary(Op::LShr, sum, f_.constI32(1));
        r = b_.binary(Op::Or, r, b_.binary(Op::Shl, half, f_.constI32(8 * k)));
      }
      return one(r);
    }
    case Builtin::AmdgcnMatrix: return genMatrix(e);
    default: break;
  }
  throw Error(e->loc, "internal: unknown AMDGPU built-in");
}

RV KernelGen::genMatrix(const Expr* e) {
  const ir::MatrixOp& op = ir::matrixOps(tu_.target, effectiveWaveSize(tu_.target, tu_.waveSize))[ir::matrixIndex(e->ival)];
  const ir::Type i16 = ir::Type::i16(), i32 = ir::Type::i32(), i64 = ir::Type::i64();
  auto bitsAs = [&](ValueId v, ir::Type t) { return f_.typeOf(v) == t ? v : b_.cast(Op::Bitcast, v, t); };
  std::vector<ValueId> ops;
  auto pack = [&](const Expr* a, const ir::MatrixArg& m) {
    RV v = gen(a);
    unsigned bits = ir::matrixElemBits(m.elem);
    for (size_t i = 0; i < v.v.size(); ++i) {
      if (bits == 16) {
        if (i % 2) continue;
        ValueId lo = b_.cast(Op::ZExt, bitsAs(v.v[i], i16), i32);
        ValueId hi = b_.cast(Op::ZExt, bitsAs(v.v[i + 1], i16), i32);
        ops.push_back(b_.binary(Op::Or, lo, b_.binary(Op::Shl, hi, f_.constI32(16))));
      } else if (bits == 32) {
        ops.push_back(bitsAs(v.v[i], i32));
      } else {
        ValueId w = bitsAs(v.v[i], i64);
        ops.push_back(b_.cast(Op::Trunc, w, i32));
        ops.push_back(b_.cast(Op::Trunc, b_.binary(Op::LShr, w, f_.constI64(32)), i32));
      }
    }
  };
  bool intWmma = op.kind == ir::MatrixKind::Wmma && op.cd.elem == ir::MatrixElem::I32;
  pack(e->args[intWmma ? 1 : 0], op.a);
  pack(e->args[intWmma ? 3 : 1], op.b);
  pack(e->args[intWmma ? 4 : 2], op.cd);
  if (op.sparse) ops.push_back(bitsAs(gen(e->args[3]).v.at(0), i32));  // the index, after C
  ValueId mat = b_.intrinsic(ir::Intrinsic::Matrix, i32, std::move(ops), e->ival);
  std::vector<ValueId> d;
  for (unsigned k = 0; k < op.cd.dwords; ++k) d.push_back(b_.intrinsic(ir::Intrinsic::MatrixPart, i32, {mat}, k));
  const Type* et = e->type->scalar();
  ir::Type it = irType(et);
  unsigned bits = ir::matrixElemBits(op.cd.elem);
  RV r;
  for (unsigned k = 0; k < op.cd.dwords; ++k) {
    if (bits == 16) {
      r.v.push_back(bitsAs(b_.cast(Op::Trunc, d[k], i16), it));
      r.v.push_back(bitsAs(b_.cast(Op::Trunc, b_.binary(Op::LShr, d[k], f_.constI32(16)), i16), it));
    } else if (bits == 32) {
      r.v.push_back(bitsAs(d[k], it));
    } else if (k % 2 == 0) {
      ValueId w = b_.binary(Op::Or, b_.cast(Op::ZExt, d[k], i64),
                            b_.binary(Op::Shl, b_.cast(Op::ZExt, d[k + 1], i64), f_.constI64(32)));
      r.v.push_back(bitsAs(w, it));
    }
  }
  return r;
}

RV KernelGen::genBuiltin(const Expr* e) {
  Builtin bi = e->builtin;
  switch (bi) {
    case Builtin::GetGlobalId: case Builtin::GetLocalId: case Builtin::GetGroupId:
    case Builtin::GetGlobalSize: case Builtin::GetLocalSize: case Builtin::GetNumGroups:
    case Builtin::GetEnqueuedLocalSize: case Builtin::GetGlobalOffset: case Builtin::GetWorkDim:
      return genWorkItem(e);
    case Builtin::Barrier: {
      gen(e->args[0]);
      // As the clang prelude: a work-group release fence, s_barrier, an acquire fence (the
      // fences order both LDS and global memory whatever the flags; none when flags are 0).
      bool fences = e->ival != 0;
      if (fences) {
        MemInfo m;
        m.order = Order::Release;
        m.scope = Scope::Workgroup;
        m.fenceSpaces = kAllSpaces;
        b_.fence(m);
      }
      b_.intrinsic(ir::Intrinsic::Barrier, ir::Type::voidTy(), {});
      if (fences) {
        MemInfo m;
        m.order = Order::Acquire;
        m.scope = Scope::Workgroup;
        m.fenceSpaces = kAllSpaces;
        b_.fence(m);
      }
      return RV{};
    }
    case Builtin::MathLib: case Builtin::MathLibOut: return genMathLib(e);
    case Builtin::MbcntLo:
    case Builtin::MbcntHi:
    case Builtin::DsBpermute: {
      ValueId a = gen(e->args[0]).one(), c = gen(e->args[1]).one();
      ir::Intrinsic id = bi == Builtin::MbcntLo ? ir::Intrinsic::MbcntLo
                         : bi == Builtin::MbcntHi ? ir::Intrinsic::MbcntHi
                                                  : ir::Intrinsic::DsBpermute;
      return RV{{b_.intrinsic(id, ir::Type::i32(), {a, c})}};
    }
    case Builtin::AmdgcnWorkitemId:
      return RV{{b_.intrinsic(ir::Intrinsic::WorkitemId, ir::Type::i32(), {}, static_cast<uint32_t>(e->ival))}};
    case Builtin::AmdgcnWorkgroupId:
      return RV{{b_.intrinsic(ir::Intrinsic::WorkgroupId, ir::Type::i32(), {}, static_cast<uint32_t>(e->ival))}};
    case Builtin::AmdgcnDispatchPtr: return RV{{dispatchPtr()}};
    case Builtin::AmdgcnImplicitArgPtr: return RV{{implicitArgs()}};
    case Builtin::AmdgcnKernargSegmentPtr: return RV{{kernargPtr()}};
    case Builtin::AmdgcnSBarrier:
      // s_barrier alone: unlike barrier(), no fences (clang's llvm.amdgcn.s.barrier).
      b_.intrinsic(ir::Intrinsic::Barrier, ir::Type::voidTy(), {});
      return RV{};
    case Builtin::Printf: return genPrintf(e);
    default: break;
  }
  if (bi >= Builtin::GetLocalLinearId && bi <= Builtin::SubGroupScanExclusive) return genSubGroup(e);
  if (bi >= Builtin::AmdgcnWavefrontSize && bi <= Builtin::AmdgcnMatrix) return genAmdgcn(e);
  if (bi >= Builtin::AtomicInit) return genAtomic(e);
  return genMathBuiltin(e);
}

// ---- printf ----

namespace {

// The format as amdhsa.printf carries it: clang-19 (AMDGPUPrintfRuntimeBinding) writes \a \b
// \f \n \r \v as escapes and ':', the field separator, as \72; the runtime undoes both.
std::string escapePrintfFormat(const std::string& f) {
  std::string o;
  for (char c : f) {
    switch (c) {
      case '\a': o += "\\a"; break;
      case '\b': o += "\\b"; break;
      case '\f': o += "\\f"; break;
      case '\n': o += "\\n"; break;
      case '\r': o += "\\r"; break;
      case '\v': o += "\\v"; break;
      case ':': o += "\\72"; break;
      default: o += c;
    }
  }
  return o;
}

}  // namespace

// printf as AMDGPUUsage's OpenCL printf: the call reserves a record in the printf buffer (the
// hidden_printf_buffer argument: a header of the bytes used and the bytes available, then the
// records), writes the format's id in amdhsa.printf and each argument's bytes there, and the
// runtime prints the records after the dispatch. Arguments are laid out as clang-19 lays them
// out: every one a multiple of 4 bytes (narrower vector elements widened to int, sign- or
// zero-extended as the conversion reads them), a float printed with %f as its 4 bytes, a
// string literal's bytes in place, padded to 4. The reservation is one atomic add to the
// bytes used, so a record that does not fit leaves the count past the end: the runtime sees
// that output was lost.
RV KernelGen::genPrintf(const Expr* e) {
  const VarDecl* fv = printfString(e->args[0]);
  std::string format(fv->image.begin(), fv->image.end() - 1);
  printf_format::Parsed parsed = printf_format::parse(format);
  struct Part {
    ValueId v;
    uint32_t size;
  };
  std::vector<Part> parts;
  std::vector<uint32_t> sizes;
  size_t k = 1;
  for (const printf_format::Piece& piece : parsed.pieces) {
    if (!piece.isSpec) continue;
    const printf_format::Spec& sp = piece.spec;
    const Expr* a = e->args.at(k++);
    const Type* t = a->type.t;
    size_t first = parts.size();
    if (sp.isString()) {
      const std::vector<uint8_t>& img = printfString(a)->image;  // with its NUL
      if (img.size() == 1) {
        parts.push_back({f_.constI32(0xffffff00u), 4});  // clang's mark of "" (not a null pointer)
      } else {
        for (size_t i = 0; i < img.size(); i += 4) {
          uint32_t w = 0;
          for (size_t j = 0; j < 4 && i + j < img.size(); ++j) w |= uint32_t{img[i + j]} << (8 * j);
          parts.push_back({f_.constI32(w), 4});
        }
      }
    } else if (sp.conversion == 'f' && a->kind == EK::Cast && a->type->kind == TK::Double && a->a->type->kind == TK::Float) {
      parts.push_back({gen(a->a).one(), 4});  // promoted from float: its exact 4 bytes
    } else if (t->isVector()) {
      RV r = gen(a);
      const Type* el = t->elem;
      uint32_t es = static_cast<uint32_t>(sizeOf(el)), lanes = t->count == 3 ? 4 : t->count;
      bool widen = (es * lanes) % 4 != 0;
      for (uint32_t i = 0; i < lanes; ++i) {
        ValueId v = i < t->count ? r.v.at(i) : f_.constant(irType(el), 0);
        if (widen) {
          v = b_.cast(sp.isUnsigned() ? Op::ZExt : Op::SExt, v, ir::Type::i32());  // as clang: by the conversion
          parts.push_back({v, 4});
        } else {
          parts.push_back({v, es});
        }
      }
    } else {
      ValueId v = gen(a).one();
      ir::Type it = f_.typeOf(v);
      if (it.isPtr()) v = b_.cast(Op::PtrToInt, v, it.bits() == 32 ? ir::Type::i32() : ir::Type::i64());
      parts.push_back({v, f_.typeOf(v).bytes()});
    }
    uint32_t size = 0;
    for (size_t i = first; i < parts.size(); ++i) size += parts[i].size;
    sizes.push_back(size);
  }
  for (; k < e->args.size(); ++k) gen(e->args[k]);  // no conversion prints them: evaluated only

  uint32_t total = 4;
  std::string entry = std::to_string(sizes.size()) + ":";
  for (uint32_t sz : sizes) {
    entry += std::to_string(sz) + ":";
    total += sz;
  }
  entry += escapePrintfFormat(format);
  auto [it, added] = mod_.formatId.try_emplace(entry, static_cast<uint32_t>(mod_.m.printfFormats.size() + 1));
  if (added) mod_.m.printfFormats.push_back(std::to_string(it->second) + ":" + entry);
  uint32_t id = it->second;

  const ir::Type i32 = ir::Type::i32(), i64 = ir::Type::i64();
  ValueId buf = b_.load(ir::Type::ptr(ir::AddrSpace::Global), addrAt(implicitArgs(), ir::hidden::kPrintfBuffer), mem(8), "printf.buffer");
  MemInfo am = mem(4);
  am.order = Order::Monotonic;
  am.scope = Scope::Agent;
  am.oneAs = true;
  ValueId used = b_.atomicRmw(ir::AtomicOp::Add, buf, f_.constI32(total), am, "printf.offset");
  ValueId avail = b_.load(i32, addrAt(buf, 4), mem(4), "printf.size");
  // As the ROCm device library's __printf_alloc: the record fits when header + offset + its
  // bytes stay within the size the header gives.
  ValueId at = b_.binary(Op::Add, b_.cast(Op::ZExt, used, i64), f_.constI64(8));
  ValueId end = b_.binary(Op::Add, at, f_.constI64(total));
  ValueId fits = b_.icmp(ICmpPred::Ule, end, b_.cast(Op::ZExt, avail, i64));
  BlockId from = b_.block(), write = newBlock("printf.write"), done = newBlock("printf.done");
  b_.condBr(fits, write, done);
  b_.setBlock(write);
  ValueId rec = b_.ptrAdd(buf, at);
  b_.store(f_.constI32(id), rec, mem(4));
  uint32_t off = 4;
  for (const Part& p : parts) {
    b_.store(p.v, addrAt(rec, off), mem(std::min<uint32_t>(p.size, 4)));
    off += p.size;
  }
  b_.br(done);
  b_.setBlock(done);
  ValueId r = b_.phi(i32, "printf.result");
  b_.addIncoming(r, f_.constI32(0), write);
  b_.addIncoming(r, f_.constI32(0xffffffffu), from);
  return RV{{r}};
}

// ---- conversions ----

// One lane of convert_<type>[_sat][_<rounding>] (OpenCL C 6.2.3): float to integer rounds as
// asked (toward zero by default) and, saturated, clamps (NaN gives 0); integer to integer
// saturated clamps to the destination's range; to a float rounds to nearest even, and a
// directed mode moves an inexact result to the float on the asked side.
ValueId KernelGen::convertLane(ValueId v, const Type* from, const Type* to, uint64_t flags) {
  BuiltinLowering low(b_);
  unsigned mode = convertRounding(flags);
  bool sat = convertSaturates(flags);
  if (from->isFloat() && to->isInteger()) {
    if (mode == RoundRte) v = b_.unary(Op::Rint, v);
    if (mode == RoundRtp) v = b_.unary(Op::Ceil, v);
    if (mode == RoundRtn) v = b_.unary(Op::Floor, v);
    if (!sat || intBits(to) >= 32) {
      // FPToSI/FPToUI to 32 and 64 bits saturate, NaN giving 0 (ir/interp.h), which is
      // what _sat asks; without _sat an out-of-range value is undefined in OpenCL anyway.
      return convertScalar(v, from, to);
    }
    // 8/16 bits: the saturated i32 conversion, clamped to the destination's range.
    ValueId i = b_.cast(Op::FPToSI, v, ir::Type::i32());
    unsigned db = intBits(to);
    uint64_t lo = to->isSigned() ? (~uint64_t{0} << (db - 1)) & 0xffffffffu : 0;
    uint64_t hi = to->isSigned() ? (uint64_t{1} << (db - 1)) - 1 : (uint64_t{1} << db) - 1;
    return b_.cast(Op::Trunc, low.clampInt(i, lo, hi, true), irType(to));
  }
  if (from->isInteger() && to->isInteger()) {
    if (sat && from->kind != TK::Bool) {
      // Clamp in the source's type to the part of the destination's range it can hold.
      unsigned sb = intBits(from), db = intBits(to);
      uint64_t smask = sb >= 64 ? ~uint64_t{0} : (uint64_t{1} << sb) - 1;
      uint64_t dmax = to->isSigned() ? (uint64_t{1} << (db - 1)) - 1 : db >= 64 ? ~uint64_t{0} : (uint64_t{1} << db) - 1;
      if (from->isSigned()) {
        // Bit patterns of the source's width: its own limits where the destination is wider.
        uint64_t smin = uint64_t{1} << (sb - 1), smax = smin - 1;
        uint64_t dmin = (~uint64_t{0} << (db - 1)) & smask;
        uint64_t lo = !to->isSigned() ? 0 : db >= sb ? smin : dmin;
        uint64_t hi = db >= sb ? smax : dmax;
        v = low.clampInt(v, lo, hi, true);
      } else if (dmax < smask) {
        v = low.clampInt(v, 0, dmax, false);
      }
    }
    return convertScalar(v, from, to);
  }
  ValueId r = convertScalar(v, from, to);
  if (!to->isFloat() || mode == RoundDefault || mode == RoundRte) return r;
  // Directed rounding matters only where the conversion can be inexact.
  unsigned precision = to->kind == TK::Half ? 11 : to->kind == TK::Float ? 24 : 53;
  bool inexact = from->isFloat() ? sizeOf(from) > sizeOf(to) : from->kind != TK::Bool && intBits(from) > precision;
  if (!inexact) return r;
  return low.directedRound(r, v, from->isSigned(), mode);
}

RV KernelGen::genConvert(const Expr* e) {
  RV v = gen(e->args[0]);
  const Type* from = e->args[0]->type->scalar();
  const Type* to = e->type->scalar();
  RV r;
  for (ValueId x : v.v) r.v.push_back(convertLane(x, from, to, e->ival));
  return r;
}

// as_<type>: lane by lane when the shapes agree, else through a private slot.
RV KernelGen::genAs(const Expr* e) {
  RV v = gen(e->args[0]);
  const Type* from = e->args[0]->type.t;
  const Type* to = e->type.t;
  RV r;
  if (from->lanes() == to->lanes() && sizeOf(from->scalar()) == sizeOf(to->scalar())) {
    ir::Type it = irType(to->scalar());
    for (ValueId x : v.v) r.v.push_back(f_.typeOf(x) == it ? x : b_.cast(Op::Bitcast, x, it));
    return r;
  }
  ValueId slot = newSlot(to, "as.tmp");
  if (from->lanes() == 3) zeroObject(to, slot, e->loc);  // the fourth lane's bytes
  storeValue(from, slot, v, e->loc);
  LV lv;
  lv.addr = slot;
  lv.type = to;
  return load(lv);
}

// vloadN(offset, p) / vstoreN(data, offset, p): element by element at p + offset * N.
ValueId KernelGen::vectorAccessAddress(const Expr* e, bool isStore, uint64_t stride, RV& data) {
  const Expr* pe = e->args[isStore ? 2 : 1];
  const Expr* oe = e->args[isStore ? 1 : 0];
  if (isStore) data = gen(e->args[0]);
  ValueId off = gen(oe).one();
  ValueId p = gen(pe).one();
  ValueId idx = stride == 1 ? off : b_.binary(Op::Mul, off, f_.constI64(stride));
  return pointerArith(BinOp::Add, pe->type.t, p, tu_.types.ulongTy(), idx);
}

RV KernelGen::genVLoadStore(const Expr* e) {
  bool isStore = e->builtin == Builtin::VStore;
  const Expr* pe = e->args[isStore ? 2 : 1];
  const Type* vt = isStore ? e->args[0]->type.t : e->type.t;
  RV data;
  LV lv;
  lv.addr = vectorAccessAddress(e, isStore, vt->count, data);
  lv.type = vt;
  lv.isVolatile = pe->type->pointee.isVolatile();
  if (!isStore) return load(lv);
  store(lv, data, e->loc);  // lane by lane, each at the element's alignment (p need not
  return RV{};               // be aligned to the vector)
}

// vload_half[N] / vloada_half[N] / vstore[a]_half[N][_<rounding>] (OpenCL C 6.15.8): lane i is
// the half at p + offset * S + i, where S is N, or 4 for the aligned 3-lane forms. A load
// widens each half to float (exact); a store rounds each float or double lane to half, to
// nearest even unless the suffix asks for another rounding (convertLane, as convert_half).
RV KernelGen::genVLoadStoreHalf(const Expr* e) {
  bool isStore = e->builtin == Builtin::VStoreHalf;
  const Expr* pe = e->args[isStore ? 2 : 1];
  unsigned n = halfAccessLanes(e->ival);
  RV data;
  ValueId base = vectorAccessAddress(e, isStore, halfAccessAligned(e->ival) && n == 3 ? 4 : n, data);
  const Type* half = tu_.types.halfTy();
  bool isVolatile = pe->type->pointee.isVolatile();
  RV r;
  for (unsigned i = 0; i < n; ++i) {
    ValueId addr = addrAt(base, uint64_t{i} * 2);
    if (!isStore) {
      r.v.push_back(b_.cast(Op::FPExt, loadScalar(half, addr, isVolatile), ir::Type::f32()));
      continue;
    }
    ValueId h = convertLane(data.v.at(i), e->args[0]->type->scalar(), half, halfAccessRounding(e->ival));
    storeScalar(half, h, addr, isVolatile);
  }
  return r;
}

// ---- geometric functions ----

ValueId KernelGen::dot(const std::vector<ValueId>& a, const std::vector<ValueId>& b) {
  // Lane 0 first, each product rounded, then added in lane order.
  ValueId acc = b_.binary(Op::FMul, a.at(0), b.at(0));
  for (size_t i = 1; i < a.size(); ++i) acc = b_.binary(Op::FAdd, acc, b_.binary(Op::FMul, a[i], b.at(i)));
  return acc;
}

ValueId KernelGen::length(const std::vector<ValueId>& p) {
  // sqrt(dot(p, p)); where the sum of squares overflows or comes near the denormals, the
  // lanes are first scaled by a power of two that brings the largest to [0.5, 1) (exact),
  // and the length scaled back.
  ir::Type t = f_.typeOf(p.at(0));
  bool f32 = t.kind == ir::TypeKind::F32;
  ValueId sq = dot(p, p);
  ValueId naive = b_.unary(Op::Sqrt, sq);
  ValueId big = b_.unary(Op::FAbs, p[0]);
  for (size_t i = 1; i < p.size(); ++i) big = b_.binary(Op::FMax, big, b_.unary(Op::FAbs, p[i]));
  ValueId ex = b_.intrinsic(ir::Intrinsic::FrexpExp, ir::Type::i32(), {big});
  ValueId negEx = b_.binary(Op::Sub, f_.constI32(0), ex);
  std::vector<ValueId> q;
  for (ValueId x : p) q.push_back(b_.intrinsic(ir::Intrinsic::Ldexp, t, {x, negEx}));
  ValueId scaled = b_.intrinsic(ir::Intrinsic::Ldexp, t, {b_.unary(Op::Sqrt, dot(q, q)), ex});
  double inf = HUGE_VAL, tiny = std::ldexp(1.0, f32 ? -100 : -960);
  auto fc = [&](double d) { return f32 ? f_.constF32(static_cast<float>(d)) : f_.constF64(d); };
  ValueId ok = b_.binary(Op::And, b_.fcmp(FCmpPred::Olt, sq, fc(inf)), b_.fcmp(FCmpPred::Oge, sq, fc(tiny)));
  return b_.select(ok, naive, scaled);
}

RV KernelGen::genGeometric(const Expr* e) {
  RV a = gen(e->args[0]);
  RV b = e->args.size() > 1 ? gen(e->args[1]) : RV{};
  if (e->args[0]->type->scalar()->isHalf()) {
    // half: computed in float (exact widening) and rounded once to half, well within the
    // half bounds of OpenCL C 7.4.
    for (RV* x : {&a, &b})
      for (ValueId& v : x->v) v = b_.cast(Op::FPExt, v, ir::Type::f32());
    RV r = geometric(e, a, b);
    for (ValueId& v : r.v) v = b_.cast(Op::FPTrunc, v, ir::Type::f16());
    return r;
  }
  return geometric(e, a, b);
}

RV KernelGen::geometric(const Expr* e, const RV& a, const RV& b) {
  switch (e->builtin) {
    case Builtin::Dot: return RV{{dot(a.v, b.v)}};
    case Builtin::Length: return RV{{length(a.v)}};
    case Builtin::Distance: {
      std::vector<ValueId> d;
      for (size_t i = 0; i < a.v.size(); ++i) d.push_back(b_.binary(Op::FSub, a.v[i], b.v.at(i)));
      return RV{{length(d)}};
    }
    case Builtin::Normalize: {
      // p / length(p); the zero vector stays zero.
      ValueId len = length(a.v);
      ValueId zero = b_.fcmp(FCmpPred::Oeq, len, f_.constant(f_.typeOf(len), 0));
      RV r;
      for (ValueId x : a.v) r.v.push_back(b_.select(zero, x, b_.binary(Op::FDiv, x, len)));
      return r;
    }
    case Builtin::Cross: {
      auto term = [&](int i, int j) {
        return b_.binary(Op::FSub, b_.binary(Op::FMul, a.v[i], b.v[j]), b_.binary(Op::FMul, a.v[j], b.v[i]));
      };
      RV r{{term(1, 2), term(2, 0), term(0, 1)}};
      if (a.v.size() == 4) r.v.push_back(f_.constant(f_.typeOf(a.v[0]), 0));
      return r;
    }
    default: break;
  }
  throw Error(e->loc, "internal: unknown geometric built-in");
}

ValueId KernelGen::relational(const Expr* e, ValueId bit) {
  if (e->type->isVector()) return b_.cast(Op::SExt, bit, irType(e->type->elem));
  return b_.cast(Op::ZExt, bit, ir::Type::i32());
}

RV KernelGen::genMathLib(const Expr* e) {
  // The library's scalar function inlined once per lane (its body is OpenCL C, so the
  // optimiser sees it like user code; a vector call is the lanes' calls).
  const bool out = e->builtin == Builtin::MathLibOut;
  std::vector<RV> args;
  for (const Expr* a : e->args) args.push_back(gen(a));
  size_t n = args.size() - (out ? 1 : 0);
  const Type* outType = out ? e->args.back()->type->pointee.t : nullptr;
  RV result, second;  // second: what MathLibOut stores through its pointer
  // half: the float function (correctly rounded in all but rare cases), rounded once to half.
  bool isHalf = e->type->scalar()->isHalf();
  auto widen = [&](ValueId v) { return isHalf && f_.typeOf(v).kind == ir::TypeKind::F16 ? b_.cast(Op::FPExt, v, ir::Type::f32()) : v; };
  auto narrow = [&](ValueId v) { return isHalf ? b_.cast(Op::FPTrunc, v, ir::Type::f16()) : v; };
  for (unsigned i = 0; i < e->type->lanes(); ++i) {
    std::vector<RV> lane;
    for (size_t k = 0; k < n; ++k) lane.push_back(RV{{widen(args[k].v.at(args[k].v.size() == 1 ? 0 : i))}});
    RV r = inlineCall(e->func, lane, e->loc);
    result.v.push_back(narrow(r.v.at(0)));
    if (!out) continue;
    ValueId v = r.v.at(1);
    // remquo's quotient bits come back as a float: small integers, converted exactly.
    if (outType->scalar()->isInteger()) v = b_.cast(Op::FPToSI, v, irType(outType->scalar()));
    else v = narrow(v);
    second.v.push_back(v);
  }
  if (out) {
    LV lv;
    lv.addr = args.back().one();
    lv.type = outType;
    store(lv, second, e->loc);
  }
  return result;
}

RV KernelGen::genMathBuiltin(const Expr* e) {
  Builtin bi = e->builtin;
  switch (bi) {
    case Builtin::Convert: return genConvert(e);
    case Builtin::As: return genAs(e);
    case Builtin::VLoad: case Builtin::VStore: return genVLoadStore(e);
    case Builtin::VLoadHalf: case Builtin::VStoreHalf: return genVLoadStoreHalf(e);
    case Builtin::Dot: case Builtin::Length: case Builtin::Distance: case Builtin::Normalize: case Builtin::Cross:
      return genGeometric(e);
    case Builtin::Any: case Builtin::All: {
      BuiltinLowering low(b_);
      RV v = gen(e->args[0]);
      ValueId acc = low.msbSet(v.v.at(0));
      for (size_t i = 1; i < v.v.size(); ++i) acc = b_.binary(bi == Builtin::Any ? Op::Or : Op::And, acc, low.msbSet(v.v[i]));
      return RV{{b_.cast(Op::ZExt, acc, ir::Type::i32())}};
    }
    default: break;
  }
  // Element-wise over the call's type.
  std::vector<RV> args;
  for (const Expr* a : e->args) args.push_back(gen(a));
  const Type* st = e->args.at(0)->type->scalar();
  bool fl = st->isFloat();
  bool sg = st->isSigned();
  ir::Type it = irType(st);
  // half: the functions that are not one exact operation on halves (a rounded constant, a
  // reciprocal of a rounded root, several roundings) are computed in float, exactly widened,
  // and rounded once to half.
  bool widen = st->isHalf() && (bi == Builtin::Rsqrt || bi == Builtin::Degrees || bi == Builtin::Radians ||
                                bi == Builtin::Smoothstep || bi == Builtin::Mix);
  if (widen) {
    it = ir::Type::f32();
    for (RV& a : args)
      for (ValueId& v : a.v) v = b_.cast(Op::FPExt, v, it);
  }
  auto intrinsic1 = [&](ir::Intrinsic id, ValueId x) { return b_.intrinsic(id, it, {x}); };
  auto fc = [&](double d) { return f_.constFloat(it, d); };
  BuiltinLowering low(b_);
  const bool vectorCond = bi == Builtin::Select && e->args[2]->type->isVector();
  RV result = lanewise(e, args, [&](const std::vector<ValueId>& x) -> ValueId {
    switch (bi) {
      case Builtin::Fmod: return b_.binary(Op::FRem, x[0], x[1]);
      case Builtin::Copysign: return low.copysign(x[0], x[1]);
      case Builtin::Sign: return low.sign(x[0]);
      case Builtin::Round: return low.round(x[0]);
      case Builtin::Fdim: return low.fdim(x[0], x[1]);
      case Builtin::Rsqrt: return b_.binary(Op::FDiv, fc(1), b_.unary(Op::Sqrt, x[0]));
      case Builtin::Step: return b_.select(b_.fcmp(FCmpPred::Olt, x[1], x[0]), fc(0), fc(1));
      case Builtin::Smoothstep: {
        // t = clamp((x - edge0) / (edge1 - edge0), 0, 1); t * t * (3 - 2 * t).
        ValueId t = b_.binary(Op::FDiv, b_.binary(Op::FSub, x[2], x[0]), b_.binary(Op::FSub, x[1], x[0]));
        t = b_.binary(Op::FMin, b_.binary(Op::FMax, t, fc(0)), fc(1));
        ValueId poly = b_.binary(Op::FSub, fc(3), b_.binary(Op::FMul, fc(2), t));
        return b_.binary(Op::FMul, b_.binary(Op::FMul, t, t), poly);
      }
      case Builtin::Mix: return b_.binary(Op::FAdd, x[0], b_.binary(Op::FMul, b_.binary(Op::FSub, x[1], x[0]), x[2]));
      case Builtin::Degrees: return b_.binary(Op::FMul, x[0], fc(180.0 / M_PI));
      case Builtin::Radians: return b_.binary(Op::FMul, x[0], fc(M_PI / 180.0));
      case Builtin::IsNan: return relational(e, low.isNan(x[0]));
      case Builtin::IsInf: return relational(e, low.isInf(x[0]));
      case Builtin::IsFinite: return relational(e, low.isFinite(x[0]));
      case Builtin::IsNormal: return relational(e, low.isNormal(x[0]));
      case Builtin::SignBit: return relational(e, low.signBit(x[0]));
      case Builtin::IsEqual: return relational(e, b_.fcmp(FCmpPred::Oeq, x[0], x[1]));
      case Builtin::IsNotEqual: return relational(e, b_.fcmp(FCmpPred::Une, x[0], x[1]));
      case Builtin::IsGreater: return relational(e, b_.fcmp(FCmpPred::Ogt, x[0], x[1]));
      case Builtin::IsGreaterEqual: return relational(e, b_.fcmp(FCmpPred::Oge, x[0], x[1]));
      case Builtin::IsLess: return relational(e, b_.fcmp(FCmpPred::Olt, x[0], x[1]));
      case Builtin::IsLessEqual: return relational(e, b_.fcmp(FCmpPred::Ole, x[0], x[1]));
      case Builtin::IsLessGreater: return relational(e, b_.fcmp(FCmpPred::One, x[0], x[1]));
      case Builtin::IsOrdered: return relational(e, b_.fcmp(FCmpPred::Ord, x[0], x[1]));
      case Builtin::IsUnordered: return relational(e, b_.fcmp(FCmpPred::Uno, x[0], x[1]));
      case Builtin::Select: {
        ValueId take = vectorCond ? low.msbSet(x[2]) : b_.icmp(ICmpPred::Ne, x[2], f_.constant(f_.typeOf(x[2]), 0));
        return b_.select(take, x[1], x[0]);
      }
      case Builtin::Bitselect: return low.bitselect(x[0], x[1], x[2]);
      case Builtin::Popcount: return low.popcount(x[0]);
      case Builtin::Clz: return low.clz(x[0]);
      case Builtin::Ctz: return low.ctz(x[0]);
      case Builtin::MulHi: return low.mulHi(x[0], x[1], sg);
      case Builtin::MadHi: return b_.binary(Op::Add, low.mulHi(x[0], x[1], sg), x[2]);
      case Builtin::Rotate: return low.rotate(x[0], x[1]);
      case Builtin::AbsDiff: return low.absDiff(x[0], x[1], sg);
      case Builtin::AddSat: return low.addSat(x[0], x[1], sg);
      case Builtin::SubSat: return low.subSat(x[0], x[1], sg);
      case Builtin::Hadd: return low.halvingAdd(x[0], x[1], sg, false);
      case Builtin::Rhadd: return low.halvingAdd(x[0], x[1], sg, true);
      case Builtin::Mul24: return low.mul24(x[0], x[1], sg);
      case Builtin::Mad24: return b_.binary(Op::Add, low.mul24(x[0], x[1], sg), x[2]);
      case Builtin::Upsample: return low.upsample(x[0], x[1], sg, irType(e->type->scalar()));
      case Builtin::Sqrt: return b_.unary(Op::Sqrt, x[0]);
      case Builtin::Fabs: return b_.unary(Op::FAbs, x[0]);
      case Builtin::Floor: return b_.unary(Op::Floor, x[0]);
      case Builtin::Ceil: return b_.unary(Op::Ceil, x[0]);
      case Builtin::Trunc: return b_.unary(Op::FTrunc, x[0]);
      case Builtin::Rint: return b_.unary(Op::Rint, x[0]);
      case Builtin::Fma:
      case Builtin::Mad: return b_.fma(x[0], x[1], x[2]);
      case Builtin::Fmin: return b_.binary(Op::FMin, x[0], x[1]);
      case Builtin::Fmax: return b_.binary(Op::FMax, x[0], x[1]);
      case Builtin::Min: return b_.binary(fl ? Op::FMin : sg ? Op::SMin : Op::UMin, x[0], x[1]);
      case Builtin::Max: return b_.binary(fl ? Op::FMax : sg ? Op::SMax : Op::UMax, x[0], x[1]);
      case Builtin::Clamp: {
        ValueId lo = b_.binary(fl ? Op::FMax : sg ? Op::SMax : Op::UMax, x[0], x[1]);
        return b_.binary(fl ? Op::FMin : sg ? Op::SMin : Op::UMin, lo, x[2]);
      }
      case Builtin::Abs: {
        if (!sg) return x[0];
        ValueId neg = b_.icmp(ICmpPred::Slt, x[0], f_.constant(it, 0));
        return b_.select(neg, b_.binary(Op::Sub, f_.constant(it, 0), x[0]), x[0]);
      }
      case Builtin::NativeSqrt: return intrinsic1(ir::Intrinsic::NativeSqrt, x[0]);
      case Builtin::NativeRecip: return intrinsic1(ir::Intrinsic::Rcp, x[0]);
      case Builtin::NativeRsqrt: return intrinsic1(ir::Intrinsic::Rsq, x[0]);
      case Builtin::NativeExp2: return intrinsic1(ir::Intrinsic::NativeExp2, x[0]);
      case Builtin::NativeLog2: return intrinsic1(ir::Intrinsic::NativeLog2, x[0]);
      case Builtin::NativeSin: return intrinsic1(ir::Intrinsic::NativeSin, x[0]);
      case Builtin::NativeCos: return intrinsic1(ir::Intrinsic::NativeCos, x[0]);
      case Builtin::NativeDivide: return b_.binary(Op::FMul, x[0], intrinsic1(ir::Intrinsic::Rcp, x[1]));
      default: break;
    }
    throw Error(e->loc, "internal: unknown built-in");
  });
  if (widen)
    for (ValueId& v : result.v) v = b_.cast(Op::FPTrunc, v, ir::Type::f16());
  return result;
}

// ---------------------------------------------------------------------------------------
// Statements

void KernelGen::genDecl(const VarDecl* v) {
  if (v->storage == Storage::Lds) {
    varAddr(v, v->loc);
    return;
  }
  ValueId slot;
  auto& vars = frames_.back().vars;
  auto it = vars.find(v);
  if (it != vars.end()) {
    slot = it->second;
  } else {
    slot = newSlot(v->type.t, v->name, v->alignAttr);
    vars[v] = slot;
  }
  if (v->init) {
    RV val = gen(v->init);
    storeValue(v->type.t, slot, val, v->loc);
  } else if (v->braceInit) {
    zeroObject(v->type.t, slot, v->loc);
    for (const InitEntry& en : v->entries) {
      RV val = gen(en.value);
      storeValue(en.type.t, addrAt(slot, en.offset), val, en.value->loc, alignAt(alignOf(v->type.t), en.offset));
    }
  }
}

void KernelGen::genSwitch(const Stmt* s) {
  ValueId c = gen(s->expr).one();
  BlockId exit = newBlock("sw.end");
  BlockId def = exit;
  for (const Stmt* cs : s->cases) {
    BlockId bl = newBlock(cs->kind == SK::Case ? "sw.case" : "sw.default");
    caseBlocks_[cs] = bl;
    if (cs->kind == SK::Default) def = bl;
  }
  // A chain of comparisons (the IR has no switch).
  for (const Stmt* cs : s->cases) {
    if (cs->kind != SK::Case) continue;
    ValueId eq = b_.icmp(ICmpPred::Eq, c, f_.constant(f_.typeOf(c), cs->caseValue));
    BlockId nextTest = newBlock("sw.next");
    b_.condBr(eq, caseBlocks_[cs], nextTest);
    b_.setBlock(nextTest);
  }
  b_.br(def);
  startDeadBlock();
  genBody(s->body, exit, kNoBlock);  // continue goes to the enclosing loop
  startBlock(exit);
}

void KernelGen::genStmt(const Stmt* s) {
  switch (s->kind) {
    case SK::Null: return;
    case SK::Expr: gen(s->expr); return;
    case SK::Decl:
      for (const VarDecl* v : s->decls) genDecl(v);
      return;
    case SK::Compound:
      for (const Stmt* k : s->kids) genStmt(k);
      return;
    case SK::If: {
      ValueId c = genCond(s->expr);
      BlockId thenB = newBlock("if.then"), merge = newBlock("if.end");
      BlockId elseB = s->other ? newBlock("if.else") : merge;
      b_.condBr(c, thenB, elseB);
      b_.setBlock(thenB);
      genStmt(s->body);
      jump(merge);
      if (s->other) {
        b_.setBlock(elseB);
        genStmt(s->other);
        jump(merge);
      }
      b_.setBlock(merge);
      return;
    }
    case SK::While: {
      BlockId cond = newBlock("while.cond"), body = newBlock("while.body"), exit = newBlock("while.end");
      startBlock(cond);
      b_.condBr(genCond(s->expr), body, exit);
      b_.setBlock(body);
      genBody(s->body, exit, cond);
      jump(cond);
      b_.setBlock(exit);
      return;
    }
    case SK::Do: {
      BlockId body = newBlock("do.body"), cond = newBlock("do.cond"), exit = newBlock("do.end");
      startBlock(body);
      genBody(s->body, exit, cond);
      startBlock(cond);
      b_.condBr(genCond(s->expr), body, exit);
      b_.setBlock(exit);
      return;
    }
    case SK::For: {
      if (s->init) genStmt(s->init);
      BlockId cond = newBlock("for.cond"), body = newBlock("for.body"), inc = newBlock("for.inc"),
              exit = newBlock("for.end");
      startBlock(cond);
      if (s->expr) b_.condBr(genCond(s->expr), body, exit);
      else b_.br(body);
      b_.setBlock(body);
      genBody(s->body, exit, inc);
      startBlock(inc);
      if (s->inc) gen(s->inc);
      jump(cond);
      b_.setBlock(exit);
      return;
    }
    case SK::Switch: genSwitch(s); return;
    case SK::Case:
    case SK::Default: {
      startBlock(caseBlocks_.at(s));
      genStmt(s->body);
      return;
    }
    case SK::Break:
      jump(jumps_.back().breakTo);
      startDeadBlock();
      return;
    case SK::Continue: {
      BlockId to = kNoBlock;
      for (auto it = jumps_.rbegin(); it != jumps_.rend() && to == kNoBlock; ++it) to = it->continueTo;
      jump(to);
      startDeadBlock();
      return;
    }
    case SK::Return: {
      // The value first: a call in it inlines through frames_, which may reallocate.
      RV v;
      if (s->expr) v = gen(s->expr);
      Frame& fr = frames_.back();
      if (s->expr && fr.retSlot != kNoValue) storeValue(fr.fn->ret.t, fr.retSlot, v, s->loc);
      if (fr.retBlock == kNoBlock) {
        if (!terminated()) b_.ret();
      } else {
        jump(fr.retBlock);
      }
      startDeadBlock();
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------
// The kernel

void KernelGen::run() {
  f_.name = k_->name;
  f_.loc = k_->loc;
  f_.isKernel = true;
  std::copy(k_->reqdWorkGroupSize, k_->reqdWorkGroupSize + 3, f_.reqdWorkGroupSize);
  BlockId entry = f_.addBlock("entry");
  b_.setBlock(entry);
  entryB_.setInsertPoint(entry, 0);
  frames_.emplace_back();
  frames_.back().fn = k_;

  uint32_t kernargEnd = 0;  // where the explicit arguments so far end (ir/kernarg.h places them)
  for (const VarDecl* p : k_->params) {
    const Type* t = p->type.t;
    ir::ArgInfo ai;
    ai.name = p->name;
    ai.typeName = p->argTypeName.empty() ? argTypeName(p->type) : p->argTypeName;
    uint32_t size = static_cast<uint32_t>(sizeOf(t)), align = alignOf(t);
    if (t->isPointer()) {
      QualType pt = t->pointee;
      ai.space = irSpace(pt.as);
      ai.kind = pt.as == AS::Local ? ir::ArgKind::DynamicSharedPointer : ir::ArgKind::GlobalBuffer;
      if (pt.as == AS::Local) ai.pointeeAlign = alignOf(pt.t);  // as clang-19 writes it (void: 1)
      ai.isConst = pt.isConst() && pt.as != AS::Constant;
      ai.isVolatile = pt.isVolatile();
      ai.isRestrict = (p->type.quals & QRestrict) != 0;
    } else {
      ai.kind = ir::ArgKind::ByValue;
    }
    ai.size = size;
    ai.align = align;
    uint32_t kernargAt = ir::kernargOffset(kernargEnd, f_, ai);
    ValueId slot = newSlot(t, p->name.empty() ? "arg" : p->name + ".addr");
    if (t->isScalar()) {
      ValueId pv = b_.param(irType(t), static_cast<uint32_t>(f_.params.size()), p->name);
      ai.param = pv;
      storeScalar(t, pv, slot, false);
    } else {
      // A vector or struct by value: copied from its place in the kernarg segment.
      uint64_t budget = kMaxScalarizedAccesses;
      ValueId base = addrAt(kernargPtr(), kernargAt);
      forEachScalar(t, 0, p->loc, budget, [&](const Type* st, uint64_t off) {
        ValueId v = loadScalar(st, addrAt(base, off), false, alignAt(align, off));
        storeScalar(st, v, addrAt(slot, off), false, alignAt(alignOf(t), off));
      });
    }
    kernargEnd = kernargAt + size;
    frames_.back().vars[p] = slot;
    f_.args.push_back(ai);
  }
  genStmt(k_->body);
  if (!terminated()) b_.ret();
  finish();
}

// Drops the blocks nothing reaches (dead code after break/return, unused merges) and
// renumbers the rest; every remaining block ends in a terminator.
void KernelGen::finish() {
  size_t n = f_.blocks.size();
  for (BlockId bl = 0; bl < n; ++bl) {
    auto& insts = f_.blocks[bl].insts;
    if (insts.empty() || !f_[insts.back()].isTerminator()) {
      b_.setBlock(bl);
      b_.unreachable();
    }
  }
  ir::removeUnreachableBlocks(f_);
}

}  // namespace

ir::Module generateIr(const TranslationUnit& tu) {
  ir::Module m;
  ModuleGen mod{m, {}, {}};
  // The globals, in declaration order. Symbols are unique: a visible variable keeps its name;
  // a static one (a function's, which may repeat another's name) gets a suffix when taken,
  // and string literals are the assembler-local .L.str, .L.str.1, ... as clang names them.
  std::unordered_map<std::string, int> taken;
  for (const FuncDecl* f : tu.functions) taken[f->name] = 1;
  for (const VarDecl& v : tu.vars)
    if (v.storage == Storage::Program && !v.isStatic) taken[v.name] = 1;
  unsigned strings = 0;
  for (const VarDecl& v : tu.vars) {
    if (v.storage != Storage::Program) continue;
    ir::Global g;
    if (v.isString) {
      g.name = strings ? ".L.str." + std::to_string(strings) : std::string(".L.str");
      ++strings;
    } else if (v.isStatic) {
      g.name = v.name;
      for (int n = 1; taken.count(g.name); ++n) g.name = v.name + "." + std::to_string(n);
      taken[g.name] = 1;
    } else {
      g.name = v.name;
    }
    g.exported = !v.isStatic;
    g.space = irSpace(v.type.as);
    g.constant = v.type.as == AS::Constant || v.type.isConst();
    g.size = sizeOf(v.type.t);
    g.align = std::max<uint32_t>({alignOf(v.type.t), v.alignAttr, 1});
    g.bytes = v.image;
    mod.globalOf[&v] = static_cast<uint32_t>(m.globals.size());
    m.globals.push_back(std::move(g));
  }
  for (const VarDecl& v : tu.vars) {
    if (v.storage != Storage::Program) continue;
    for (const PointerInit& p : v.pointers)
      m.globals[mod.globalOf.at(&v)].relocs.push_back({p.offset, mod.globalOf.at(p.target), p.addend});
  }
  for (const FuncDecl* f : tu.functions) {
    if (!f->isKernel || !f->body) continue;
    m.functions.emplace_back();
    KernelGen g(tu, f, m.functions.back(), mod);
    g.run();
  }
  // Objects nothing can reach are dropped, as clang drops them: string literals only printf
  // read (a format lives in the metadata, a %s argument in the record), static variables no
  // kernel uses. Visible variables stay: the program's other kernels may be linked later.
  std::vector<bool> keep(m.globals.size(), false);
  std::vector<uint32_t> work;
  for (size_t i = 0; i < m.globals.size(); ++i)
    if (m.globals[i].exported) work.push_back(static_cast<uint32_t>(i));
  for (const ir::Function& fn : m.functions)
    for (const ir::Inst& in : fn.values)
      if (in.op == Op::Intrinsic && in.intrinsic() == ir::Intrinsic::GlobalAddr && in.block != kNoBlock)
        work.push_back(static_cast<uint32_t>(in.imm));
  while (!work.empty()) {
    uint32_t g = work.back();
    work.pop_back();
    if (keep[g]) continue;
    keep[g] = true;
    for (const ir::Global::Reloc& r : m.globals[g].relocs) work.push_back(r.target);
  }
  std::vector<uint32_t> newIndex(m.globals.size(), 0);
  std::vector<ir::Global> kept;
  for (size_t i = 0; i < m.globals.size(); ++i)
    if (keep[i]) {
      newIndex[i] = static_cast<uint32_t>(kept.size());
      kept.push_back(std::move(m.globals[i]));
    }
  for (ir::Global& g : kept)
    for (ir::Global::Reloc& r : g.relocs) r.target = newIndex[r.target];
  for (ir::Function& fn : m.functions)
    for (ir::Inst& in : fn.values)
      if (in.op == Op::Intrinsic && in.intrinsic() == ir::Intrinsic::GlobalAddr) in.imm = newIndex[in.imm];
  m.globals = std::move(kept);
  return m;
}

}  // namespace gfxsim::cl
