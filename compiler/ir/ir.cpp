#include "ir/ir.h"

#include <bit>
#include <cstring>
#include <stdexcept>

#include "func/fp_core.h"

namespace gfxsim::ir {

unsigned Type::bits() const {
  switch (kind) {
    case TypeKind::Void: return 0;
    case TypeKind::I1: return 1;
    case TypeKind::I8: return 8;
    case TypeKind::I16: case TypeKind::F16: return 16;
    case TypeKind::I32: case TypeKind::F32: return 32;
    case TypeKind::I64: case TypeKind::F64: return 64;
    case TypeKind::Ptr: return (space == AddrSpace::Local || space == AddrSpace::Private) ? 32 : 64;
  }
  return 0;
}

uint64_t truncateBits(Type t, uint64_t bits) {
  unsigned n = t.bits();
  if (n == 0) return 0;
  if (n >= 64) return bits;
  return bits & ((uint64_t{1} << n) - 1);
}

ValueId Function::constant(Type t, uint64_t bits) {
  bits = truncateBits(t, bits);
  auto key = std::make_tuple(static_cast<uint8_t>(t.kind), static_cast<uint8_t>(t.space), bits);
  auto it = constIndex.find(key);
  if (it != constIndex.end()) return it->second;
  Inst c;
  c.op = Op::Const;
  c.type = t;
  c.imm = bits;
  values.push_back(std::move(c));
  ValueId id = static_cast<ValueId>(values.size() - 1);
  constIndex.emplace(key, id);
  return id;
}

ValueId Function::constF32(float f) { return constant(Type::f32(), std::bit_cast<uint32_t>(f)); }
ValueId Function::constF64(double d) { return constant(Type::f64(), std::bit_cast<uint64_t>(d)); }

ValueId Function::constFloat(Type t, double v) {
  switch (t.kind) {
    case TypeKind::F16: return constant(t, func::fromDouble<func::F16>(v, 0, true));
    case TypeKind::F32: return constF32(static_cast<float>(v));
    default: return constF64(v);
  }
}

ValueId Function::undef(Type t) {
  auto key = std::make_pair(static_cast<uint8_t>(t.kind), static_cast<uint8_t>(t.space));
  auto it = undefIndex.find(key);
  if (it != undefIndex.end()) return it->second;
  Inst u;
  u.op = Op::Undef;
  u.type = t;
  values.push_back(std::move(u));
  ValueId id = static_cast<ValueId>(values.size() - 1);
  undefIndex.emplace(key, id);
  return id;
}

BlockId Function::addBlock(std::string n) {
  blocks.push_back(Block{std::move(n), {}});
  return static_cast<BlockId>(blocks.size() - 1);
}

std::vector<BlockId> Function::successors(BlockId b) const {
  const Block& blk = blocks[b];
  if (blk.insts.empty()) return {};
  const Inst& t = values[blk.insts.back()];
  if (t.op == Op::Br || t.op == Op::CondBr) return t.targets;
  return {};
}

std::vector<std::vector<BlockId>> Function::predecessors() const {
  std::vector<std::vector<BlockId>> preds(blocks.size());
  for (BlockId b = 0; b < blocks.size(); ++b)
    for (BlockId s : successors(b))
      if (s < blocks.size()) preds[s].push_back(b);
  return preds;
}

// ---- Builder ----

ValueId Builder::insert(Inst inst) {
  inst.block = block_;
  f_.values.push_back(std::move(inst));
  ValueId id = static_cast<ValueId>(f_.values.size() - 1);
  auto& list = f_.blocks.at(block_).insts;
  if (pos_ == SIZE_MAX || pos_ >= list.size()) {
    list.push_back(id);
  } else {
    list.insert(list.begin() + static_cast<std::ptrdiff_t>(pos_), id);
    ++pos_;
  }
  return id;
}

ValueId Builder::param(Type t, uint32_t index, std::string name) {
  Inst p;
  p.op = Op::Param;
  p.type = t;
  p.imm = index;
  p.name = std::move(name);
  f_.values.push_back(std::move(p));
  ValueId id = static_cast<ValueId>(f_.values.size() - 1);
  f_.params.push_back(id);
  return id;
}

static Inst make(Op op, Type t, std::vector<ValueId> ops, std::string name) {
  Inst i;
  i.op = op;
  i.type = t;
  i.operands = std::move(ops);
  i.name = std::move(name);
  return i;
}

ValueId Builder::binary(Op op, ValueId a, ValueId b, std::string name) {
  return insert(make(op, f_.typeOf(a), {a, b}, std::move(name)));
}
ValueId Builder::unary(Op op, ValueId a, std::string name) {
  return insert(make(op, f_.typeOf(a), {a}, std::move(name)));
}
ValueId Builder::fma(ValueId a, ValueId b, ValueId c, std::string name) {
  return insert(make(Op::FMA, f_.typeOf(a), {a, b, c}, std::move(name)));
}
ValueId Builder::icmp(ICmpPred p, ValueId a, ValueId b, std::string name) {
  Inst i = make(Op::ICmp, Type::i1(), {a, b}, std::move(name));
  i.sub = static_cast<uint8_t>(p);
  return insert(std::move(i));
}
ValueId Builder::fcmp(FCmpPred p, ValueId a, ValueId b, std::string name) {
  Inst i = make(Op::FCmp, Type::i1(), {a, b}, std::move(name));
  i.sub = static_cast<uint8_t>(p);
  return insert(std::move(i));
}
ValueId Builder::select(ValueId c, ValueId a, ValueId b, std::string name) {
  return insert(make(Op::Select, f_.typeOf(a), {c, a, b}, std::move(name)));
}
ValueId Builder::cast(Op op, ValueId v, Type to, std::string name) {
  return insert(make(op, to, {v}, std::move(name)));
}
ValueId Builder::alloca_(uint32_t size, uint32_t align, std::string name) {
  Inst i = make(Op::Alloca, Type::ptr(AddrSpace::Private), {}, std::move(name));
  i.imm = size;
  i.mem.align = align;
  return insert(std::move(i));
}
ValueId Builder::localAddr(uint32_t index, std::string name) {
  Inst i = make(Op::LocalAddr, Type::ptr(AddrSpace::Local), {}, std::move(name));
  i.imm = index;
  return insert(std::move(i));
}
ValueId Builder::ptrAdd(ValueId ptr, ValueId offset, std::string name) {
  return insert(make(Op::PtrAdd, f_.typeOf(ptr), {ptr, offset}, std::move(name)));
}
ValueId Builder::load(Type t, ValueId ptr, MemInfo mem, std::string name) {
  Inst i = make(Op::Load, t, {ptr}, std::move(name));
  i.mem = mem;
  return insert(std::move(i));
}
void Builder::store(ValueId value, ValueId ptr, MemInfo mem) {
  Inst i = make(Op::Store, Type::voidTy(), {value, ptr}, {});
  i.mem = mem;
  insert(std::move(i));
}
ValueId Builder::atomicRmw(AtomicOp op, ValueId ptr, ValueId value, MemInfo mem, std::string name) {
  Inst i = make(Op::AtomicRMW, f_.typeOf(value), {ptr, value}, std::move(name));
  i.sub = static_cast<uint8_t>(op);
  i.mem = mem;
  return insert(std::move(i));
}
ValueId Builder::cmpXchg(ValueId ptr, ValueId expected, ValueId desired, MemInfo mem, std::string name) {
  Inst i = make(Op::CmpXchg, f_.typeOf(expected), {ptr, expected, desired}, std::move(name));
  i.mem = mem;
  return insert(std::move(i));
}
void Builder::fence(MemInfo mem) {
  Inst i = make(Op::Fence, Type::voidTy(), {}, {});
  i.mem = mem;
  insert(std::move(i));
}
ValueId Builder::phi(Type t, std::string name) {
  // Phis go first in their block: after any phis already there.
  Inst i = make(Op::Phi, t, {}, std::move(name));
  auto& list = f_.blocks.at(block_).insts;
  size_t at = 0;
  while (at < list.size() && f_.values[list[at]].op == Op::Phi) ++at;
  size_t savedPos = pos_;
  pos_ = at;
  ValueId id = insert(std::move(i));
  if (savedPos != SIZE_MAX && savedPos >= at) pos_ = savedPos + 1;
  else pos_ = savedPos;
  return id;
}
void Builder::addIncoming(ValueId phi, ValueId value, BlockId from) {
  f_.values.at(phi).operands.push_back(value);
  f_.values.at(phi).targets.push_back(from);
}
void Builder::br(BlockId to) {
  Inst i = make(Op::Br, Type::voidTy(), {}, {});
  i.targets = {to};
  insert(std::move(i));
}
void Builder::condBr(ValueId cond, BlockId ifTrue, BlockId ifFalse) {
  Inst i = make(Op::CondBr, Type::voidTy(), {cond}, {});
  i.targets = {ifTrue, ifFalse};
  insert(std::move(i));
}
void Builder::ret() { insert(make(Op::Ret, Type::voidTy(), {}, {})); }
void Builder::unreachable() { insert(make(Op::Unreachable, Type::voidTy(), {}, {})); }
ValueId Builder::intrinsic(Intrinsic id, Type result, std::vector<ValueId> operands, uint64_t imm,
                           std::string name) {
  Inst i = make(Op::Intrinsic, result, std::move(operands), std::move(name));
  i.sub = static_cast<uint8_t>(id);
  i.imm = imm;
  return insert(std::move(i));
}

// ---- names ----

const char* opName(Op op) {
  switch (op) {
    case Op::Nop: return "nop";
    case Op::Param: return "param";
    case Op::Const: return "const";
    case Op::Undef: return "undef";
    case Op::Add: return "add";
    case Op::Sub: return "sub";
    case Op::Mul: return "mul";
    case Op::MulHiU: return "mulhiu";
    case Op::MulHiS: return "mulhis";
    case Op::UDiv: return "udiv";
    case Op::SDiv: return "sdiv";
    case Op::URem: return "urem";
    case Op::SRem: return "srem";
    case Op::And: return "and";
    case Op::Or: return "or";
    case Op::Xor: return "xor";
    case Op::Shl: return "shl";
    case Op::LShr: return "lshr";
    case Op::AShr: return "ashr";
    case Op::SMin: return "smin";
    case Op::SMax: return "smax";
    case Op::UMin: return "umin";
    case Op::UMax: return "umax";
    case Op::FAdd: return "fadd";
    case Op::FSub: return "fsub";
    case Op::FMul: return "fmul";
    case Op::FDiv: return "fdiv";
    case Op::FRem: return "frem";
    case Op::FMA: return "fma";
    case Op::FMin: return "fmin";
    case Op::FMax: return "fmax";
    case Op::FNeg: return "fneg";
    case Op::FAbs: return "fabs";
    case Op::Sqrt: return "sqrt";
    case Op::Floor: return "floor";
    case Op::Ceil: return "ceil";
    case Op::FTrunc: return "ftrunc";
    case Op::Rint: return "rint";
    case Op::ICmp: return "icmp";
    case Op::FCmp: return "fcmp";
    case Op::Select: return "select";
    case Op::ZExt: return "zext";
    case Op::SExt: return "sext";
    case Op::Trunc: return "trunc";
    case Op::FPToSI: return "fptosi";
    case Op::FPToUI: return "fptoui";
    case Op::SIToFP: return "sitofp";
    case Op::UIToFP: return "uitofp";
    case Op::FPExt: return "fpext";
    case Op::FPTrunc: return "fptrunc";
    case Op::Bitcast: return "bitcast";
    case Op::PtrToInt: return "ptrtoint";
    case Op::IntToPtr: return "inttoptr";
    case Op::AddrSpaceCast: return "addrspacecast";
    case Op::Alloca: return "alloca";
    case Op::LocalAddr: return "localaddr";
    case Op::PtrAdd: return "ptradd";
    case Op::Load: return "load";
    case Op::Store: return "store";
    case Op::AtomicRMW: return "atomicrmw";
    case Op::CmpXchg: return "cmpxchg";
    case Op::Fence: return "fence";
    case Op::Phi: return "phi";
    case Op::Br: return "br";
    case Op::CondBr: return "condbr";
    case Op::Ret: return "ret";
    case Op::Unreachable: return "unreachable";
    case Op::Intrinsic: return "intrinsic";
  }
  return "?";
}

const char* intrinsicName(Intrinsic id) {
  switch (id) {
    case Intrinsic::WorkitemId: return "workitem.id";
    case Intrinsic::WorkgroupId: return "workgroup.id";
    case Intrinsic::KernargSegmentPtr: return "kernarg.segment.ptr";
    case Intrinsic::ImplicitArgPtr: return "implicitarg.ptr";
    case Intrinsic::DispatchPtr: return "dispatch.ptr";
    case Intrinsic::GlobalAddr: return "global.addr";
    case Intrinsic::Barrier: return "barrier";
    case Intrinsic::MbcntLo: return "mbcnt.lo";
    case Intrinsic::MbcntHi: return "mbcnt.hi";
    case Intrinsic::DsBpermute: return "ds.bpermute";
    case Intrinsic::Rcp: return "rcp";
    case Intrinsic::Rsq: return "rsq";
    case Intrinsic::NativeSqrt: return "native.sqrt";
    case Intrinsic::NativeExp2: return "native.exp2";
    case Intrinsic::NativeLog2: return "native.log2";
    case Intrinsic::NativeSin: return "native.sin";
    case Intrinsic::NativeCos: return "native.cos";
    case Intrinsic::Ldexp: return "ldexp";
    case Intrinsic::FrexpMant: return "frexp.mant";
    case Intrinsic::FrexpExp: return "frexp.exp";
    case Intrinsic::DivScale: return "div.scale";
    case Intrinsic::DivScaleFlag: return "div.scale.flag";
    case Intrinsic::DivFmas: return "div.fmas";
    case Intrinsic::DivFixup: return "div.fixup";
    case Intrinsic::WaveSize: return "wave.size";
    case Intrinsic::ReadFirstLane: return "readfirstlane";
    case Intrinsic::ReadLane: return "readlane";
    case Intrinsic::Ballot: return "ballot";
    case Intrinsic::WaveReduce: return "wave.reduce";
    case Intrinsic::WaveScan: return "wave.scan";
    case Intrinsic::DsSwizzle: return "ds.swizzle";
    case Intrinsic::DsPermute: return "ds.permute";
    case Intrinsic::UpdateDpp: return "update.dpp";
    case Intrinsic::MemTime: return "memtime";
    case Intrinsic::MemRealTime: return "memrealtime";
    case Intrinsic::Sleep: return "sleep";
    case Intrinsic::GetPc: return "getpc";
    case Intrinsic::Bfe: return "bfe";
    case Intrinsic::Perm: return "perm";
    case Intrinsic::Fmed3: return "fmed3";
    case Intrinsic::Matrix: return "matrix";
    case Intrinsic::MatrixPart: return "matrix.part";
    case Intrinsic::Count: break;
  }
  return "?";
}

uint64_t waveIdentity(WaveOp op, unsigned bits) {
  const uint64_t m = bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
  const bool f32 = bits == 32;
  switch (op) {
    case WaveOp::Add: case WaveOp::Or: case WaveOp::Xor: case WaveOp::UMax: return 0;
    case WaveOp::Mul: return 1;
    case WaveOp::And: case WaveOp::UMin: return m;
    case WaveOp::SMin: return m >> 1;
    case WaveOp::SMax: return (m >> 1) + 1;
    case WaveOp::FAdd: return 0;
    case WaveOp::FMul: return f32 ? 0x3f800000u : 0x3ff0000000000000u;
    case WaveOp::FMin: return f32 ? 0x7f800000u : 0x7ff0000000000000u;
    case WaveOp::FMax: return f32 ? 0xff800000u : 0xfff0000000000000u;
    case WaveOp::Count: break;
  }
  return 0;
}

const char* waveOpName(WaveOp op) {
  switch (op) {
    case WaveOp::Add: return "add";
    case WaveOp::Mul: return "mul";
    case WaveOp::SMin: return "smin";
    case WaveOp::UMin: return "umin";
    case WaveOp::SMax: return "smax";
    case WaveOp::UMax: return "umax";
    case WaveOp::And: return "and";
    case WaveOp::Or: return "or";
    case WaveOp::Xor: return "xor";
    case WaveOp::FAdd: return "fadd";
    case WaveOp::FMul: return "fmul";
    case WaveOp::FMin: return "fmin";
    case WaveOp::FMax: return "fmax";
    case WaveOp::Count: break;
  }
  return "?";
}

const char* typeName(Type t) {
  switch (t.kind) {
    case TypeKind::Void: return "void";
    case TypeKind::I1: return "i1";
    case TypeKind::I8: return "i8";
    case TypeKind::I16: return "i16";
    case TypeKind::I32: return "i32";
    case TypeKind::I64: return "i64";
    case TypeKind::F16: return "f16";
    case TypeKind::F32: return "f32";
    case TypeKind::F64: return "f64";
    case TypeKind::Ptr:
      switch (t.space) {
        case AddrSpace::Generic: return "ptr";
        case AddrSpace::Global: return "ptr.global";
        case AddrSpace::Local: return "ptr.local";
        case AddrSpace::Constant: return "ptr.constant";
        case AddrSpace::Private: return "ptr.private";
      }
  }
  return "?";
}

}  // namespace gfxsim::ir
