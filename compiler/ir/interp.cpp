// The IR reference interpreter (semantics in interp.h).
//
// Structure: `Program` turns the Function into a flat array of decoded instructions once
// (a switch key per (op, float class) or intrinsic, operand ids, widths, static offsets) and
// the phi copies of every control-flow edge; `Machine` runs work-groups: one register file
// per work-item (indexed by ValueId, constants and parameters preset), a scheduler that runs
// each work-item until it blocks (barrier, cross-lane exchange) or returns, and the memory
// model. Per step it does one switch on the decoded key.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

#include "func/fp_special.h"
#include "isa/swizzle.h"
#include "ir/fold.h"
#include "ir/interp.h"
#include "ir/printer.h"
#include "ir/transform.h"
#include "support/error.h"

namespace gfxsim::ir {

namespace {

using func::F16;
using func::F32;
using func::F64;

__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

// ---------------------------------------------------------------------------------------
// Decoded program.

// The operand slot that always reads 0 and is never undef (unused operands point there).
constexpr unsigned kMaxOperands = 4;

enum FClass : uint8_t { kIntClass = 0, kF32Class = 1, kF64Class = 2, kF16Class = 3 };

constexpr uint16_t key(Op op, unsigned cls) { return static_cast<uint16_t>(static_cast<unsigned>(op) * 4 + cls); }
constexpr uint16_t ikey(Intrinsic id, unsigned cls) {
  return static_cast<uint16_t>(1024 + static_cast<unsigned>(id) * 4 + cls);
}

unsigned floatClass(Type t) {
  switch (t.kind) {
    case TypeKind::F16: return kF16Class;
    case TypeKind::F32: return kF32Class;
    case TypeKind::F64: return kF64Class;
    default: return kIntClass;
  }
}

struct XInst {
  uint16_t key = 0;
  uint8_t sub = 0;       // predicate, atomic op
  uint8_t bits = 0;      // result width (memory ops: the access width)
  uint8_t srcBits = 0;   // width of operand 0 (casts, compares)
  uint8_t space = 0;     // AddrSpace of the pointer operand (memory ops, casts)
  uint8_t srcSpace = 0;  // AddrSpaceCast: the source space
  uint32_t dst = 0;
  uint32_t op[kMaxOperands] = {};
  uint64_t imm = 0;      // static offsets, edge ids (Br: imm; CondBr: imm true, imm2 false)
  uint64_t imm2 = 0;
  ValueId id = 0;        // the IR instruction, for messages
};

struct Edge {
  uint32_t targetPc = 0;
  std::vector<std::pair<uint32_t, uint32_t>> moves;  // (phi, incoming value)
};

uint64_t maskOf(unsigned bits) { return bits >= 64 ? ~uint64_t{0} : ((uint64_t{1} << bits) - 1); }
int64_t sext(uint64_t v, unsigned bits) {
  unsigned s = 64 - bits;
  return static_cast<int64_t>(v << s) >> s;
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

// ---- instruction text for messages (the text form, printer.h) ----

std::string valueRef(const Function& f, ValueId v) {
  if (v >= f.values.size()) return "%<bad " + std::to_string(v) + ">";
  return printOperand(f, v, nameTable(f));
}

std::string instText(const Function& f, ValueId v) { return printInst(f, v, nameTable(f)); }

std::string blockText(const Function& f, BlockId b) {
  if (b >= f.blocks.size()) return "?";
  return f.blocks[b].name.empty() ? std::to_string(b) : f.blocks[b].name;
}

// A malformed-IR or launch problem found before running.
struct PrepareError {
  BlockId block;
  ValueId inst;
  std::string reason;
};

class Program {
 public:
  explicit Program(const Function& f) : f_(f) {}
  void build();

  const Function& f_;
  std::vector<XInst> code;
  std::vector<Edge> edges;
  std::vector<uint32_t> blockPc;
  std::vector<uint32_t> pcBlock;     // block of every pc (for messages)
  std::vector<uint32_t> localOffset; // per Function::locals entry
  uint32_t staticLds = 0;
  uint32_t privateSize = 0;
  uint32_t zeroSlot = 0;             // = values.size()

 private:
  [[noreturn]] void fail(BlockId b, ValueId v, std::string why) { throw PrepareError{b, v, std::move(why)}; }
  uint32_t edgeTo(BlockId from, BlockId to, ValueId term);
  XInst decode(BlockId b, ValueId v, std::vector<uint32_t>& allocaOffset);
};

uint32_t Program::edgeTo(BlockId from, BlockId to, ValueId term) {
  if (to >= f_.blocks.size()) fail(from, term, "branch to block " + std::to_string(to) + ", which does not exist");
  Edge e;
  e.targetPc = to;  // patched to the block's pc once every block has one
  for (ValueId p : f_.blocks[to].insts) {
    const Inst& phi = f_.values[p];
    if (phi.op != Op::Phi) break;
    size_t k = 0;
    while (k < phi.targets.size() && phi.targets[k] != from) ++k;
    if (k == phi.targets.size() || k >= phi.operands.size())
      fail(to, p, "no incoming value for the edge from block " + blockText(f_, from));
    if (phi.operands[k] >= f_.values.size()) fail(to, p, "operand out of range");
    e.moves.emplace_back(p, phi.operands[k]);
  }
  edges.push_back(std::move(e));
  return static_cast<uint32_t>(edges.size() - 1);
}

// Operands each op needs (at least).
unsigned operandCount(const Inst& i) {
  switch (i.op) {
    case Op::Select: case Op::FMA: case Op::CmpXchg: return 3;
    case Op::FNeg: case Op::FAbs: case Op::Sqrt: case Op::Floor: case Op::Ceil: case Op::FTrunc: case Op::Rint:
    case Op::ZExt: case Op::SExt: case Op::Trunc: case Op::FPToSI: case Op::FPToUI: case Op::SIToFP: case Op::UIToFP:
    case Op::FPExt: case Op::FPTrunc: case Op::Bitcast: case Op::PtrToInt: case Op::IntToPtr: case Op::AddrSpaceCast:
    case Op::Load: case Op::CondBr:
      return 1;
    case Op::Alloca: case Op::LocalAddr: case Op::Fence: case Op::Br: case Op::Ret: case Op::Unreachable: case Op::Phi:
      return 0;
    case Op::Intrinsic:
      switch (i.intrinsic()) {
        case Intrinsic::MbcntLo: case Intrinsic::MbcntHi: case Intrinsic::DsBpermute: case Intrinsic::Ldexp:
        case Intrinsic::ReadLane: case Intrinsic::DsPermute: case Intrinsic::UpdateDpp:
          return 2;
        case Intrinsic::DivScale: case Intrinsic::DivScaleFlag: case Intrinsic::DivFixup: case Intrinsic::Bfe:
        case Intrinsic::Perm: case Intrinsic::Fmed3:
          return 3;
        case Intrinsic::DivFmas: return 4;
        case Intrinsic::Rcp: case Intrinsic::Rsq: case Intrinsic::NativeSqrt: case Intrinsic::NativeExp2:
        case Intrinsic::NativeLog2: case Intrinsic::NativeSin: case Intrinsic::NativeCos: case Intrinsic::FrexpMant:
        case Intrinsic::FrexpExp: case Intrinsic::ReadFirstLane: case Intrinsic::Ballot: case Intrinsic::WaveReduce:
        case Intrinsic::WaveScan: case Intrinsic::DsSwizzle:
          return 1;
        default: return 0;
      }
    default: return 2;  // binary ops, ICmp/FCmp, PtrAdd, Store, AtomicRMW
  }
}

XInst Program::decode(BlockId b, ValueId v, std::vector<uint32_t>& allocaOffset) {
  const Inst& i = f_.values[v];
  XInst x;
  x.id = v;
  x.dst = v;
  x.sub = i.sub;
  x.bits = static_cast<uint8_t>(i.type.bits());
  for (unsigned k = 0; k < kMaxOperands; ++k) x.op[k] = zeroSlot;
  unsigned need = operandCount(i);
  if (i.operands.size() < need || i.operands.size() > kMaxOperands)
    fail(b, v, "expects " + std::to_string(need) + " operands, has " + std::to_string(i.operands.size()));
  for (size_t k = 0; k < i.operands.size(); ++k) {
    ValueId o = i.operands[k];
    if (o >= f_.values.size() || f_.values[o].op == Op::Nop) fail(b, v, "operand " + std::to_string(k) + " is not a value");
    if (f_.values[o].type.kind == TypeKind::Void) fail(b, v, "operand " + std::to_string(k) + " has no value");
    x.op[k] = o;
  }
  Type t0 = need ? f_.values[i.operands[0]].type : Type::voidTy();
  x.srcBits = static_cast<uint8_t>(t0.bits());
  unsigned cls = floatClass(i.type);
  auto requireFloat = [&](Type t) {
    if (!t.isFloat()) fail(b, v, std::string("unsupported: ") + opName(i.op) + " on " + typeName(t));
  };
  auto requireInt = [&](Type t) {
    if (!t.isInt()) fail(b, v, std::string("unsupported: ") + opName(i.op) + " on " + typeName(t));
  };
  switch (i.op) {
    case Op::Add: case Op::Sub: case Op::Mul: case Op::MulHiU: case Op::MulHiS: case Op::UDiv: case Op::SDiv:
    case Op::URem: case Op::SRem: case Op::And: case Op::Or: case Op::Xor: case Op::Shl: case Op::LShr: case Op::AShr:
    case Op::SMin: case Op::SMax: case Op::UMin: case Op::UMax:
      requireInt(i.type);
      x.key = key(i.op, kIntClass);
      break;
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FDiv: case Op::FRem: case Op::FMA: case Op::FMin:
    case Op::FMax: case Op::FNeg: case Op::FAbs: case Op::Sqrt: case Op::Floor: case Op::Ceil: case Op::FTrunc:
    case Op::Rint:
      requireFloat(i.type);
      x.key = key(i.op, cls);
      break;
    case Op::ICmp:
      x.key = key(i.op, kIntClass);
      if (i.icmp() > ICmpPred::Sge) fail(b, v, "bad predicate");
      break;
    case Op::FCmp:
      requireFloat(t0);
      if (i.fcmp() > FCmpPred::Uno) fail(b, v, "bad predicate");
      x.key = key(i.op, floatClass(t0));
      break;
    case Op::FPToSI: case Op::FPToUI:
      requireFloat(t0);
      x.key = key(i.op, floatClass(t0));
      break;
    case Op::FPTrunc:
      // f64 -> f32 or f16, f32 -> f16 (x.bits tells which).
      if (!t0.isFloat() || !i.type.isFloat() || i.type.bits() >= t0.bits())
        fail(b, v, "unsupported: fptrunc from " + std::string(typeName(t0)) + " to " + typeName(i.type));
      x.key = key(i.op, floatClass(t0));
      break;
    case Op::SIToFP: case Op::UIToFP:
      requireFloat(i.type);
      requireInt(t0);
      x.key = key(i.op, cls);
      break;
    case Op::FPExt:
      // f32 -> f64, f16 -> f32 or f64 (x.bits tells which).
      if (!t0.isFloat() || !i.type.isFloat() || i.type.bits() <= t0.bits())
        fail(b, v, "unsupported: fpext from " + std::string(typeName(t0)) + " to " + typeName(i.type));
      x.key = key(i.op, floatClass(t0));
      break;
    case Op::AddrSpaceCast:
      if (!t0.isPtr() || !i.type.isPtr()) fail(b, v, "addrspacecast needs pointers");
      x.key = key(i.op, kIntClass);
      x.srcSpace = static_cast<uint8_t>(t0.space);
      x.space = static_cast<uint8_t>(i.type.space);
      break;
    case Op::Alloca:
      x.key = key(i.op, kIntClass);
      x.imm = allocaOffset[v];
      break;
    case Op::LocalAddr:
      if (i.imm >= localOffset.size()) fail(b, v, "no local variable " + std::to_string(i.imm));
      x.key = key(i.op, kIntClass);
      x.imm = localOffset[i.imm];
      break;
    case Op::Load: case Op::Store: case Op::AtomicRMW: case Op::CmpXchg: {
      ValueId ptr = i.op == Op::Store ? i.operands[1] : i.operands[0];
      Type pt = f_.values[ptr].type;
      if (!pt.isPtr()) fail(b, v, "the address is not a pointer");
      x.space = static_cast<uint8_t>(pt.space);
      Type vt = i.op == Op::Store ? t0 : i.type;
      if (vt.kind == TypeKind::Void) fail(b, v, "no value type");
      x.bits = static_cast<uint8_t>(vt.bits());
      x.imm = vt.bytes();
      if (i.op == Op::AtomicRMW) {
        if (i.atomic() > AtomicOp::FAdd) fail(b, v, "bad atomic op");
        if (i.atomic() == AtomicOp::FAdd) requireFloat(vt);
        else if (vt.bits() < 32 || (vt.isFloat() && i.atomic() != AtomicOp::Xchg))
          fail(b, v, std::string("unsupported: atomic on ") + typeName(vt));
        x.key = key(i.op, floatClass(vt));
      } else if (i.op == Op::CmpXchg) {
        if (vt.bits() < 32) fail(b, v, std::string("unsupported: cmpxchg on ") + typeName(vt));
        x.key = key(i.op, kIntClass);
      } else {
        x.key = key(i.op, kIntClass);
      }
      break;
    }
    case Op::Br:
      if (i.targets.size() != 1) fail(b, v, "br needs one target");
      x.key = key(i.op, kIntClass);
      x.imm = edgeTo(b, i.targets[0], v);
      break;
    case Op::CondBr:
      if (i.targets.size() != 2) fail(b, v, "condbr needs two targets");
      x.key = key(i.op, kIntClass);
      x.imm = edgeTo(b, i.targets[0], v);
      x.imm2 = edgeTo(b, i.targets[1], v);
      break;
    case Op::Intrinsic: {
      Intrinsic id = i.intrinsic();
      if (id >= Intrinsic::Count) fail(b, v, "bad intrinsic");
      unsigned c = kIntClass;
      switch (id) {
        case Intrinsic::WorkitemId: case Intrinsic::WorkgroupId:
          if (i.imm > 2) fail(b, v, "dimension " + std::to_string(i.imm) + " is not 0, 1 or 2");
          x.imm = i.imm;
          break;
        case Intrinsic::Rcp: case Intrinsic::Rsq: case Intrinsic::NativeSqrt: case Intrinsic::Ldexp:
        case Intrinsic::FrexpMant: case Intrinsic::DivScale: case Intrinsic::DivFmas: case Intrinsic::DivFixup:
          requireFloat(i.type);
          if (i.type.kind == TypeKind::F16) fail(b, v, std::string("unsupported: ") + intrinsicName(id) + " on f16");
          c = cls;
          break;
        case Intrinsic::NativeExp2: case Intrinsic::NativeLog2: case Intrinsic::NativeSin: case Intrinsic::NativeCos:
          if (i.type.kind != TypeKind::F32) fail(b, v, std::string("unsupported: ") + intrinsicName(id) + " on " + typeName(i.type));
          c = kF32Class;
          break;
        case Intrinsic::FrexpExp: case Intrinsic::DivScaleFlag:
          requireFloat(t0);
          if (t0.kind == TypeKind::F16) fail(b, v, std::string("unsupported: ") + intrinsicName(id) + " on f16");
          c = floatClass(t0);
          break;
        case Intrinsic::WaveReduce: case Intrinsic::WaveScan: case Intrinsic::DsSwizzle: case Intrinsic::UpdateDpp:
        case Intrinsic::Bfe: case Intrinsic::Sleep:
          x.imm = i.imm;
          break;
        case Intrinsic::Matrix: case Intrinsic::MatrixPart:
          fail(b, v, "unsupported: matrix instructions in the interpreter");
        case Intrinsic::Fmed3:
          if (i.type.kind != TypeKind::F32) fail(b, v, std::string("unsupported: fmed3 on ") + typeName(i.type));
          c = kF32Class;
          break;
        default: break;
      }
      x.key = ikey(id, c);
      break;
    }
    case Op::Phi: case Op::Nop: case Op::Param: case Op::Const: case Op::Undef:
      fail(b, v, std::string(opName(i.op)) + " cannot appear here");
    default:
      x.key = key(i.op, kIntClass);
      break;
  }
  return x;
}

void Program::build() {
  const Function& f = f_;
  zeroSlot = static_cast<uint32_t>(f.values.size());
  if (f.blocks.empty()) fail(kNoBlock, kNoValue, "the function has no blocks");
  // Local variables, each at its alignment.
  uint64_t lds = 0;
  for (const LocalVar& l : f.locals) {
    uint64_t a = l.align ? l.align : 1;
    if (a & (a - 1)) fail(kNoBlock, kNoValue, "local '" + l.name + "' has alignment " + std::to_string(a));
    lds = (lds + a - 1) & ~(a - 1);
    localOffset.push_back(static_cast<uint32_t>(lds));
    lds += l.size;
    if (lds > (uint64_t{1} << 20)) fail(kNoBlock, kNoValue, "local variables exceed 1 MiB");
  }
  staticLds = static_cast<uint32_t>(lds);
  // Allocas: a fixed offset each, in value order.
  std::vector<uint32_t> allocaOffset(f.values.size(), 0);
  uint64_t priv = 0;
  for (ValueId v = 0; v < f.values.size(); ++v) {
    const Inst& i = f.values[v];
    if (i.op != Op::Alloca || i.block == kNoBlock) continue;
    uint64_t a = i.mem.align ? i.mem.align : 1;
    if (a & (a - 1)) fail(i.block, v, "alignment " + std::to_string(a) + " is not a power of two");
    priv = (priv + a - 1) & ~(a - 1);
    allocaOffset[v] = static_cast<uint32_t>(priv);
    priv += i.imm;
    if (priv > (uint64_t{1} << 20)) fail(i.block, v, "private memory exceeds 1 MiB per work-item");
  }
  privateSize = static_cast<uint32_t>(priv);
  // Blocks: phis first, the terminator last.
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    blockPc.push_back(static_cast<uint32_t>(code.size()));
    const Block& blk = f.blocks[b];
    if (blk.insts.empty()) fail(b, kNoValue, "empty block");
    bool body = false;
    for (size_t k = 0; k < blk.insts.size(); ++k) {
      ValueId v = blk.insts[k];
      if (v >= f.values.size()) fail(b, kNoValue, "instruction id " + std::to_string(v) + " out of range");
      const Inst& i = f.values[v];
      if (i.op == Op::Phi) {
        if (body) fail(b, v, "phi after the first non-phi instruction");
        continue;
      }
      body = true;
      if (i.isTerminator() != (k + 1 == blk.insts.size()))
        fail(b, v, i.isTerminator() ? "terminator before the end of the block" : "the block does not end with a terminator");
      code.push_back(decode(b, v, allocaOffset));
      pcBlock.push_back(b);
    }
    if (!body) fail(b, kNoValue, "the block has only phis");
  }
  for (Edge& e : edges) e.targetPc = blockPc[e.targetPc];
}

// ---------------------------------------------------------------------------------------
// Execution.

// A fault while running an instruction (becomes the InterpResult's error).
struct Fault {
  std::string reason;
};
[[noreturn]] void fault(std::string why) { throw Fault{std::move(why)}; }

// AtExchange: at an instruction that reads other lanes (transform.h readsOtherLanes), waiting
// for the rest of its wave.
enum class State : uint8_t { Running, AtBarrier, AtExchange, Done };

struct Item {
  uint32_t lid[3] = {0, 0, 0};
  uint32_t linear = 0;
  uint32_t pc = 0;
  State state = State::Running;
  uint64_t* regs = nullptr;
  uint8_t* undef = nullptr;
  uint8_t* priv = nullptr;
};

// Float helpers: flushing per the kernel's mode, NaN results as the hardware gives them.
struct Fp {
  bool keep32, keep64;
  float in32(uint64_t v) const { return func::f32(F32::flush(static_cast<uint32_t>(v), keep32)); }
  double in64(uint64_t v) const { return func::f64(F64::flush(v, keep64)); }
  uint32_t b32(uint64_t v) const { return F32::flush(static_cast<uint32_t>(v), keep32); }
  uint64_t b64(uint64_t v) const { return F64::flush(v, keep64); }
  uint64_t out32(float r, uint64_t a, uint64_t b = 0, uint64_t c = 0) const {
    return F32::flush(func::res32(r, {b32(a), b32(b), b32(c)}), keep32);
  }
  uint64_t out64(double r, uint64_t a, uint64_t b = 0, uint64_t c = 0) const {
    return F64::flush(func::res64(r, {b64(a), b64(b), b64(c)}), keep64);
  }
  // f16 follows the f64 denormal control (one MODE field). A half widens to a double exactly,
  // and the double result of + - * of halves is exact; of / and sqrt it is rounded once to
  // 53 bits, which is at least 2*11+2, so rounding that again to f16 is still correct.
  uint16_t b16(uint64_t v) const { return F16::flush(static_cast<uint16_t>(v), keep64); }
  double in16(uint64_t v) const { return func::toDouble<F16>(b16(v)); }
  uint64_t out16(double r, uint64_t a, uint64_t b = 0, uint64_t c = 0) const {
    if (std::isnan(r)) return func::propagateNan<F16>({b16(a), b16(b), b16(c)});
    return func::fromDouble<F16>(r, 0, keep64);
  }
};

// IEEE minNum/maxNum with -0 below +0 (a NaN operand yields the other; two NaNs a quiet NaN).
template <class F>
typename F::Bits minMaxNum(typename F::Bits a, typename F::Bits b, bool isMax) {
  if (F::isNan(a)) return F::isNan(b) ? F::quieten(a) : b;
  if (F::isNan(b)) return a;
  auto key = [](typename F::Bits v) {
    return (v & F::sign) ? static_cast<typename F::Bits>(~v) : static_cast<typename F::Bits>(v | F::sign);
  };
  bool aLess = key(a) < key(b);
  return aLess != isMax ? a : b;
}

// Float to integer, truncating and saturating (NaN: 0); `bits` < 64 goes through the signed
// i32 conversion for I1/I8/I16 results (interp.h).
uint64_t fpToInt(double v, unsigned bits, bool isSigned) {
  if (bits == 64) {
    if (std::isnan(v)) return 0;
    double t = std::trunc(v);
    if (isSigned) {
      if (t <= -0x1p63) return uint64_t{1} << 63;
      if (t >= 0x1p63) return (uint64_t{1} << 63) - 1;
      return static_cast<uint64_t>(static_cast<int64_t>(t));
    }
    if (t <= 0) return 0;
    if (t >= 0x1p64) return ~uint64_t{0};
    return static_cast<uint64_t>(t);
  }
  if (bits == 32 && !isSigned) return func::toInt<uint32_t>(v);
  return func::toInt<int32_t>(v) & maskOf(bits);
}

template <class T>
T loadAs(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

class Machine {
 public:
  Machine(const Program& p, InterpMemory& mem, const InterpLaunch& launch)
      : p_(p), f_(p.f_), mem_(mem), L_(launch), fp_{f_.floatMode.f32Denormals, f_.floatMode.f64Denormals} {}

  InterpResult run();

 private:
  // Launch set-up.
  void setUp();
  void runGroup(const uint32_t gid[3]);
  void runItem(Item& it);
  void resolveExchange(size_t waveBegin, size_t waveEnd);
  uint64_t combine(WaveOp op, unsigned bits, uint64_t a, uint64_t b) const;
  uint8_t* address(Item& it, uint64_t addr, unsigned space, uint64_t size, bool write);
  uint64_t atomic(const XInst& x, uint8_t* p, uint64_t v);
  std::string where(const Item& it, uint32_t pc) const;

  const Program& p_;
  const Function& f_;
  InterpMemory& mem_;
  const InterpLaunch& L_;
  Fp fp_;
  uint64_t steps_ = 0;
  unsigned dims_ = 1;
  uint32_t groups_[3] = {1, 1, 1};
  uint64_t kernarg_ = 0, implicitArgs_ = 0, packet_ = 0;
  uint32_t ldsSize_ = 0;
  std::vector<uint64_t> regTemplate_;
  std::vector<uint8_t> undefTemplate_;
  std::vector<uint32_t> dynLdsOffset_;  // per argument (DynamicSharedPointer)
  // The current group.
  uint32_t gid_[3] = {0, 0, 0};
  std::vector<Item> items_;
  std::vector<uint64_t> regs_;
  std::vector<uint8_t> undef_, lds_, priv_;
  std::vector<std::pair<uint32_t, uint64_t>> phiTmp_;
  std::vector<uint8_t> phiUndefTmp_;
};

std::string Machine::where(const Item& it, uint32_t pc) const {
  char buf[160];
  std::snprintf(buf, sizeof buf, "work-item (%u,%u,%u) group (%u,%u,%u): ", it.lid[0], it.lid[1], it.lid[2], gid_[0],
                gid_[1], gid_[2]);
  std::string s = buf;
  if (pc < p_.code.size()) s += "block " + blockText(f_, p_.pcBlock[pc]) + ": " + instText(f_, p_.code[pc].id);
  return s;
}

void Machine::setUp() {
  for (unsigned d = 0; d < 3; ++d) {
    if (L_.group[d] == 0) throw Fault{"work-group size " + std::to_string(d) + " is 0"};
    groups_[d] = static_cast<uint32_t>((uint64_t{L_.grid[d]} + L_.group[d] - 1) / L_.group[d]);
  }
  uint64_t groupItems = uint64_t{L_.group[0]} * L_.group[1] * L_.group[2];
  if (groupItems > 1024) throw Fault{"work-group of " + std::to_string(groupItems) + " work-items exceeds 1024"};
  if (L_.waveSize != 32 && L_.waveSize != 64) throw Fault{"wave size " + std::to_string(L_.waveSize) + " is not 32 or 64"};
  dims_ = L_.dims ? L_.dims : (L_.grid[2] > 1 ? 3 : L_.grid[1] > 1 ? 2 : 1);
  if (dims_ > 3) throw Fault{"dims " + std::to_string(dims_) + " is not 1, 2 or 3"};
  if (L_.args.size() != f_.args.size() && L_.argBytes.size() != f_.args.size())
    throw Fault{"the kernel takes " + std::to_string(f_.args.size()) + " arguments, the launch gives " +
                std::to_string(L_.args.size())};
  // LDS: the static locals, then the dynamic LDS of local-pointer arguments.
  uint64_t lds = p_.staticLds;
  dynLdsOffset_.assign(f_.args.size(), 0);
  for (size_t a = 0; a < f_.args.size(); ++a) {
    if (f_.args[a].kind != ArgKind::DynamicSharedPointer) continue;
    uint64_t align = std::max<uint32_t>(f_.args[a].align, 4);
    if (align & (align - 1)) align = 16;
    lds = (lds + align - 1) & ~(align - 1);
    dynLdsOffset_[a] = static_cast<uint32_t>(lds);
    lds += a < L_.args.size() ? L_.args[a] : 0;
  }
  if (lds > 65536) throw Fault{"LDS of " + std::to_string(lds) + " bytes exceeds 64 KiB"};
  ldsSize_ = static_cast<uint32_t>(lds);

  // The kernarg segment: explicit arguments, then the hidden ones.
  KernargLayout k = kernargLayout(f_);
  std::vector<uint8_t> seg(k.size, 0);
  auto put = [&](uint64_t off, uint64_t v, unsigned bytes) { std::memcpy(seg.data() + off, &v, bytes); };
  std::vector<uint64_t> raw(f_.args.size(), 0);
  for (size_t a = 0; a < f_.args.size(); ++a) {
    const ArgInfo& ai = f_.args[a];
    uint32_t size = (a + 1 < k.offsets.size() ? k.offsets[a + 1] : k.explicitSize) - k.offsets[a];
    size = ai.size ? ai.size : std::min<uint32_t>(size, 8);
    if (a < L_.argBytes.size() && !L_.argBytes[a].empty()) {
      const auto& bytes = L_.argBytes[a];
      if (bytes.size() != size)
        throw Fault{"argument " + std::to_string(a) + " '" + ai.name + "' takes " + std::to_string(size) +
                    " bytes, the launch gives " + std::to_string(bytes.size())};
      std::memcpy(seg.data() + k.offsets[a], bytes.data(), size);
      std::memcpy(&raw[a], bytes.data(), std::min<size_t>(size, 8));
      continue;
    }
    if (a >= L_.args.size()) throw Fault{"argument " + std::to_string(a) + " '" + ai.name + "' has no value"};
    raw[a] = ai.kind == ArgKind::DynamicSharedPointer ? dynLdsOffset_[a] : L_.args[a];
    if (size > 8)
      throw Fault{"argument " + std::to_string(a) + " '" + ai.name + "' is " + std::to_string(size) +
                  " bytes: give them in InterpLaunch::argBytes"};
    put(k.offsets[a], raw[a], size);
  }
  uint64_t h = k.hiddenOffset;
  for (unsigned d = 0; d < 3; ++d) {
    put(h + hidden::kBlockCount + 4 * d, L_.grid[d] / L_.group[d], 4);
    put(h + hidden::kGroupSize + 2 * d, L_.group[d], 2);
    put(h + hidden::kRemainder + 2 * d, L_.grid[d] % L_.group[d], 2);
    put(h + hidden::kGlobalOffset + 8 * d, 0, 8);
  }
  put(h + hidden::kGridDims, dims_, 2);
  put(h + hidden::kPrintfBuffer, L_.printfBuffer, 8);
  put(h + hidden::kDynamicLdsSize, ldsSize_ - p_.staticLds, 4);
  put(h + hidden::kPrivateBase, kPrivateApertureBase >> 32, 4);
  put(h + hidden::kSharedBase, kSharedApertureBase >> 32, 4);
  kernarg_ = mem_.allocate(seg.size(), 64, f_.name + ".kernarg", true);
  mem_.write(kernarg_, seg.data(), seg.size());
  implicitArgs_ = kernarg_ + k.hiddenOffset;

  // The AQL dispatch packet (runtime/aql.h layout).
  uint8_t pkt[packet::kSize] = {};
  auto pput = [&](unsigned off, uint64_t v, unsigned bytes) { std::memcpy(pkt + off, &v, bytes); };
  pput(packet::kHeader, 2, 2);  // KERNEL_DISPATCH
  pput(packet::kSetup, dims_, 2);
  for (unsigned d = 0; d < 3; ++d) {
    pput(packet::kWorkgroupSize + 2 * d, L_.group[d], 2);
    pput(packet::kGridSize + 4 * d, L_.grid[d], 4);
  }
  pput(packet::kPrivateSegmentSize, p_.privateSize, 4);
  pput(packet::kGroupSegmentSize, ldsSize_, 4);
  pput(packet::kKernargAddress, kernarg_, 8);
  packet_ = mem_.allocate(packet::kSize, 64, f_.name + ".dispatch_packet", true);
  mem_.write(packet_, pkt, sizeof pkt);

  // Register template: constants, parameters; everything else undef until written.
  size_t n = f_.values.size() + 1;
  regTemplate_.assign(n, 0);
  undefTemplate_.assign(n, 1);
  regTemplate_[p_.zeroSlot] = 0;
  undefTemplate_[p_.zeroSlot] = 0;
  for (ValueId v = 0; v < f_.values.size(); ++v)
    if (f_.values[v].op == Op::Const) {
      regTemplate_[v] = truncateBits(f_.values[v].type, f_.values[v].imm);
      undefTemplate_[v] = 0;
    }
  std::vector<bool> bound(f_.values.size(), false);
  for (size_t a = 0; a < f_.args.size(); ++a) {
    ValueId pv = f_.args[a].param;
    if (pv == kNoValue) continue;
    if (pv >= f_.values.size() || f_.values[pv].op != Op::Param)
      throw Fault{"argument " + std::to_string(a) + " '" + f_.args[a].name + "' names no parameter"};
    regTemplate_[pv] = truncateBits(f_.values[pv].type, raw[a]);
    undefTemplate_[pv] = 0;
    bound[pv] = true;
  }
  for (ValueId pv : f_.params) {
    if (pv >= f_.values.size() || bound[pv]) continue;
    uint64_t idx = f_.values[pv].imm;
    if (idx >= raw.size()) throw Fault{"parameter " + valueRef(f_, pv) + " is bound to no argument"};
    regTemplate_[pv] = truncateBits(f_.values[pv].type, raw[idx]);
    undefTemplate_[pv] = 0;
  }
}

uint8_t* Machine::address(Item& it, uint64_t addr, unsigned space, uint64_t size, bool write) {
  const char* what = write ? "write" : "read";
  auto segment = [&](uint8_t* base, uint64_t segSize, uint64_t off, const char* name) -> uint8_t* {
    if (off > segSize || size > segSize - off)
      fault(std::string(off == kSegmentNull ? "null-pointer " : "out-of-bounds ") + name + " " + what + " of " +
            std::to_string(size) + " bytes at offset " + hex(off) + " (the segment is " + std::to_string(segSize) + " bytes)");
    return base + off;
  };
  switch (static_cast<AddrSpace>(space)) {
    case AddrSpace::Local: return segment(lds_.data(), ldsSize_, addr, "local");
    case AddrSpace::Private: return segment(it.priv, p_.privateSize, addr, "private");
    case AddrSpace::Generic:
      if ((addr >> 32) == (kSharedApertureBase >> 32)) return segment(lds_.data(), ldsSize_, addr & 0xffffffffu, "local");
      if ((addr >> 32) == (kPrivateApertureBase >> 32)) return segment(it.priv, p_.privateSize, addr & 0xffffffffu, "private");
      [[fallthrough]];
    default: {
      std::string why;
      uint8_t* p = mem_.find(addr, size, write, &why);
      if (!p) fault(why);
      return p;
    }
  }
}

uint64_t Machine::atomic(const XInst& x, uint8_t* p, uint64_t v) {
  unsigned bits = x.bits;
  uint64_t old = bits == 64 ? loadAs<uint64_t>(p) : loadAs<uint32_t>(p);
  uint64_t m = maskOf(bits), r = old;
  switch (static_cast<AtomicOp>(x.sub)) {
    case AtomicOp::Xchg: r = v; break;
    case AtomicOp::Add: r = (old + v) & m; break;
    case AtomicOp::Sub: r = (old - v) & m; break;
    case AtomicOp::And: r = old & v; break;
    case AtomicOp::Or: r = old | v; break;
    case AtomicOp::Xor: r = old ^ v; break;
    case AtomicOp::SMin: r = sext(old, bits) < sext(v, bits) ? old : v; break;
    case AtomicOp::SMax: r = sext(old, bits) > sext(v, bits) ? old : v; break;
    case AtomicOp::UMin: r = std::min(old, v); break;
    case AtomicOp::UMax: r = std::max(old, v); break;
    case AtomicOp::FAdd:
      r = bits == 32 ? fp_.out32(fp_.in32(old) + fp_.in32(v), old, v) : fp_.out64(fp_.in64(old) + fp_.in64(v), old, v);
      break;
  }
  if (bits == 64) std::memcpy(p, &r, 8);
  else {
    uint32_t r32 = static_cast<uint32_t>(r);
    std::memcpy(p, &r32, 4);
  }
  return old;
}

// Runs one work-item until it blocks or returns.
void Machine::runItem(Item& it) {
  uint64_t* R = it.regs;
  uint8_t* U = it.undef;
  const XInst* code = p_.code.data();
  const uint64_t maxSteps = L_.maxSteps;
  const Fp fp = fp_;
  auto needDefined = [&](const XInst& x, unsigned k, const char* what) {
    if (U[x.op[k]]) fault(std::string(what) + " " + valueRef(f_, x.op[k]) + " is undef");
  };
  auto takeEdge = [&](uint64_t e) {
    const Edge& edge = p_.edges[e];
    size_t n = edge.moves.size();
    if (n == 1) {
      R[edge.moves[0].first] = R[edge.moves[0].second];
      U[edge.moves[0].first] = U[edge.moves[0].second];
    } else if (n) {
      phiTmp_.resize(n);
      phiUndefTmp_.resize(n);
      for (size_t k = 0; k < n; ++k) {
        phiTmp_[k] = {edge.moves[k].first, R[edge.moves[k].second]};
        phiUndefTmp_[k] = U[edge.moves[k].second];
      }
      for (size_t k = 0; k < n; ++k) {
        R[phiTmp_[k].first] = phiTmp_[k].second;
        U[phiTmp_[k].first] = phiUndefTmp_[k];
      }
    }
    it.pc = edge.targetPc;
  };
  try {
    for (;;) {
      const XInst& x = code[it.pc];
      if (++steps_ > maxSteps) fault("watchdog: more than " + std::to_string(maxSteps) + " steps");
      const uint64_t a = R[x.op[0]], b = R[x.op[1]], c = R[x.op[2]];
      const unsigned bits = x.bits;
      const uint64_t m = maskOf(bits);
      uint64_t r = 0;
      // Pure ops: the result is undef when an operand is (ops that check set this again).
      uint8_t u = U[x.op[0]] | U[x.op[1]] | U[x.op[2]] | U[x.op[3]];
      switch (x.key) {
        // ---- integers ----
        case key(Op::Add, 0): r = (a + b) & m; break;
        case key(Op::Sub, 0): r = (a - b) & m; break;
        case key(Op::Mul, 0): r = (a * b) & m; break;
        case key(Op::MulHiU, 0):
          r = bits == 64 ? static_cast<uint64_t>((static_cast<u128>(a) * b) >> 64) : ((a * b) >> bits) & m;
          break;
        case key(Op::MulHiS, 0):
          r = bits == 64 ? static_cast<uint64_t>((static_cast<i128>(static_cast<int64_t>(a)) * static_cast<int64_t>(b)) >> 64)
                         : static_cast<uint64_t>((sext(a, bits) * sext(b, bits)) >> bits) & m;
          break;
        case key(Op::UDiv, 0): case key(Op::URem, 0):
          needDefined(x, 1, "divisor");
          if (b == 0) fault("division by zero");
          r = x.key == key(Op::UDiv, 0) ? a / b : a % b;
          break;
        case key(Op::SDiv, 0): case key(Op::SRem, 0): {
          needDefined(x, 1, "divisor");
          if (b == 0) fault("division by zero");
          int64_t sa = sext(a, bits), sb = sext(b, bits);
          if (sb == -1 && sa == sext(uint64_t{1} << (bits - 1), bits)) fault("signed division overflow (INT_MIN / -1)");
          r = static_cast<uint64_t>(x.key == key(Op::SDiv, 0) ? sa / sb : sa % sb) & m;
          break;
        }
        case key(Op::And, 0): r = a & b; break;
        case key(Op::Or, 0): r = a | b; break;
        case key(Op::Xor, 0): r = a ^ b; break;
        case key(Op::Shl, 0): r = (a << (b % bits)) & m; break;
        case key(Op::LShr, 0): r = a >> (b % bits); break;
        case key(Op::AShr, 0): r = static_cast<uint64_t>(sext(a, bits) >> (b % bits)) & m; break;
        case key(Op::SMin, 0): r = sext(a, bits) < sext(b, bits) ? a : b; break;
        case key(Op::SMax, 0): r = sext(a, bits) > sext(b, bits) ? a : b; break;
        case key(Op::UMin, 0): r = std::min(a, b); break;
        case key(Op::UMax, 0): r = std::max(a, b); break;
        case key(Op::ICmp, 0): r = evalICmp(static_cast<ICmpPred>(x.sub), x.srcBits, a, b); break;
        case key(Op::Select, 0):
          r = (a & 1) ? b : c;
          u = U[x.op[0]] | U[(a & 1) ? x.op[1] : x.op[2]];
          break;
        // ---- f32 ----
        case key(Op::FAdd, 1): r = fp.out32(fp.in32(a) + fp.in32(b), a, b); break;
        case key(Op::FSub, 1): r = fp.out32(fp.in32(a) - fp.in32(b), a, b); break;
        case key(Op::FMul, 1): r = fp.out32(fp.in32(a) * fp.in32(b), a, b); break;
        case key(Op::FDiv, 1): r = fp.out32(fp.in32(a) / fp.in32(b), a, b); break;
        case key(Op::FRem, 1): r = fp.out32(std::fmod(fp.in32(a), fp.in32(b)), a, b); break;
        case key(Op::FMA, 1): r = fp.out32(std::fma(fp.in32(a), fp.in32(b), fp.in32(c)), a, b, c); break;
        case key(Op::FMin, 1): r = F32::flush(minMaxNum<F32>(fp.b32(a), fp.b32(b), false), fp.keep32); break;
        case key(Op::FMax, 1): r = F32::flush(minMaxNum<F32>(fp.b32(a), fp.b32(b), true), fp.keep32); break;
        case key(Op::FNeg, 1): r = a ^ F32::sign; break;
        case key(Op::FAbs, 1): r = a & ~uint64_t{F32::sign}; break;
        case key(Op::Sqrt, 1): r = fp.out32(std::sqrt(fp.in32(a)), a); break;
        case key(Op::Floor, 1): r = fp.out32(std::floor(fp.in32(a)), a); break;
        case key(Op::Ceil, 1): r = fp.out32(std::ceil(fp.in32(a)), a); break;
        case key(Op::FTrunc, 1): r = fp.out32(std::trunc(fp.in32(a)), a); break;
        case key(Op::Rint, 1): r = fp.out32(std::nearbyint(fp.in32(a)), a); break;
        case key(Op::FCmp, 1): r = evalFCmp(static_cast<FCmpPred>(x.sub), fp.in32(a), fp.in32(b)); break;
        case key(Op::FPToSI, 1): r = fpToInt(fp.in32(a), bits, true); break;
        case key(Op::FPToUI, 1): r = fpToInt(fp.in32(a), bits, false); break;
        case key(Op::SIToFP, 1): r = fp.out32(static_cast<float>(sext(a, x.srcBits)), 0); break;
        case key(Op::UIToFP, 1): r = fp.out32(static_cast<float>(a), 0); break;
        case key(Op::FPExt, 1): r = func::convert<F64, F32>(fp.b32(a), 0, fp.keep64); break;
        case key(Op::FPTrunc, 1): r = func::convert<F16, F32>(fp.b32(a), 0, fp.keep64); break;
        // ---- f16 ----
        case key(Op::FAdd, 3): r = fp.out16(fp.in16(a) + fp.in16(b), a, b); break;
        case key(Op::FSub, 3): r = fp.out16(fp.in16(a) - fp.in16(b), a, b); break;
        case key(Op::FMul, 3): r = fp.out16(fp.in16(a) * fp.in16(b), a, b); break;
        case key(Op::FDiv, 3): r = fp.out16(fp.in16(a) / fp.in16(b), a, b); break;
        case key(Op::FRem, 3): r = fp.out16(std::fmod(fp.in16(a), fp.in16(b)), a, b); break;
        case key(Op::FMA, 3): r = func::fmaRound<F16>(fp.b16(a), fp.b16(b), fp.b16(c), 0, fp.keep64); break;
        case key(Op::FMin, 3): r = F16::flush(minMaxNum<F16>(fp.b16(a), fp.b16(b), false), fp.keep64); break;
        case key(Op::FMax, 3): r = F16::flush(minMaxNum<F16>(fp.b16(a), fp.b16(b), true), fp.keep64); break;
        case key(Op::FNeg, 3): r = a ^ F16::sign; break;
        case key(Op::FAbs, 3): r = a & ~uint64_t{F16::sign}; break;
        case key(Op::Sqrt, 3): r = fp.out16(std::sqrt(fp.in16(a)), a); break;
        case key(Op::Floor, 3): r = fp.out16(std::floor(fp.in16(a)), a); break;
        case key(Op::Ceil, 3): r = fp.out16(std::ceil(fp.in16(a)), a); break;
        case key(Op::FTrunc, 3): r = fp.out16(std::trunc(fp.in16(a)), a); break;
        case key(Op::Rint, 3): r = fp.out16(std::nearbyint(fp.in16(a)), a); break;
        case key(Op::FCmp, 3): r = evalFCmp(static_cast<FCmpPred>(x.sub), fp.in16(a), fp.in16(b)); break;
        case key(Op::FPToSI, 3): r = fpToInt(fp.in16(a), bits, true); break;
        case key(Op::FPToUI, 3): r = fpToInt(fp.in16(a), bits, false); break;
        // Integers of more than 53 bits round to a double first: all of them are beyond
        // f16's range either way.
        case key(Op::SIToFP, 3): r = fp.out16(static_cast<double>(sext(a, x.srcBits)), 0); break;
        case key(Op::UIToFP, 3): r = fp.out16(static_cast<double>(a), 0); break;
        case key(Op::FPExt, 3):
          r = bits == 32 ? uint64_t{func::convert<F32, F16>(fp.b16(a), 0, true)} : func::convert<F64, F16>(fp.b16(a), 0, true);
          break;
        // ---- f64 ----
        case key(Op::FAdd, 2): r = fp.out64(fp.in64(a) + fp.in64(b), a, b); break;
        case key(Op::FSub, 2): r = fp.out64(fp.in64(a) - fp.in64(b), a, b); break;
        case key(Op::FMul, 2): r = fp.out64(fp.in64(a) * fp.in64(b), a, b); break;
        case key(Op::FDiv, 2): r = fp.out64(fp.in64(a) / fp.in64(b), a, b); break;
        case key(Op::FRem, 2): r = fp.out64(std::fmod(fp.in64(a), fp.in64(b)), a, b); break;
        case key(Op::FMA, 2): r = fp.out64(std::fma(fp.in64(a), fp.in64(b), fp.in64(c)), a, b, c); break;
        case key(Op::FMin, 2): r = F64::flush(minMaxNum<F64>(fp.b64(a), fp.b64(b), false), fp.keep64); break;
        case key(Op::FMax, 2): r = F64::flush(minMaxNum<F64>(fp.b64(a), fp.b64(b), true), fp.keep64); break;
        case key(Op::FNeg, 2): r = a ^ F64::sign; break;
        case key(Op::FAbs, 2): r = a & ~F64::sign; break;
        case key(Op::Sqrt, 2): r = fp.out64(std::sqrt(fp.in64(a)), a); break;
        case key(Op::Floor, 2): r = fp.out64(std::floor(fp.in64(a)), a); break;
        case key(Op::Ceil, 2): r = fp.out64(std::ceil(fp.in64(a)), a); break;
        case key(Op::FTrunc, 2): r = fp.out64(std::trunc(fp.in64(a)), a); break;
        case key(Op::Rint, 2): r = fp.out64(std::nearbyint(fp.in64(a)), a); break;
        case key(Op::FCmp, 2): r = evalFCmp(static_cast<FCmpPred>(x.sub), fp.in64(a), fp.in64(b)); break;
        case key(Op::FPToSI, 2): r = fpToInt(fp.in64(a), bits, true); break;
        case key(Op::FPToUI, 2): r = fpToInt(fp.in64(a), bits, false); break;
        case key(Op::SIToFP, 2): r = fp.out64(static_cast<double>(sext(a, x.srcBits)), 0); break;
        case key(Op::UIToFP, 2): r = fp.out64(static_cast<double>(a), 0); break;
        case key(Op::FPTrunc, 2):
          r = bits == 16 ? uint64_t{func::convert<F16, F64>(fp.b64(a), 0, fp.keep64)}
                         : F32::flush(func::convert<F32, F64>(fp.b64(a), 0, fp.keep32), fp.keep32);
          break;
        // ---- casts ----
        case key(Op::ZExt, 0): r = a; break;
        case key(Op::SExt, 0): r = static_cast<uint64_t>(sext(a, x.srcBits)) & m; break;
        case key(Op::Trunc, 0): case key(Op::Bitcast, 0): case key(Op::PtrToInt, 0): case key(Op::IntToPtr, 0):
          r = a & m;
          break;
        case key(Op::AddrSpaceCast, 0): {
          auto src = static_cast<AddrSpace>(x.srcSpace), dst = static_cast<AddrSpace>(x.space);
          bool srcSeg = src == AddrSpace::Local || src == AddrSpace::Private;
          bool dstSeg = dst == AddrSpace::Local || dst == AddrSpace::Private;
          if (srcSeg && !dstSeg)
            r = a == kSegmentNull ? 0 : ((src == AddrSpace::Local ? kSharedApertureBase : kPrivateApertureBase) | a);
          else if (!srcSeg && dstSeg) r = a == 0 ? kSegmentNull : (a & 0xffffffffu);
          else r = a & m;
          break;
        }
        // ---- memory ----
        case key(Op::Alloca, 0): case key(Op::LocalAddr, 0): r = x.imm; u = 0; break;
        case key(Op::PtrAdd, 0): r = (a + b) & m; break;
        case key(Op::Load, 0): {
          needDefined(x, 0, "address");
          const uint8_t* p = address(it, a, x.space, x.imm, false);
          switch (x.imm) {
            case 1: r = *p; break;
            case 2: r = loadAs<uint16_t>(p); break;
            case 4: r = loadAs<uint32_t>(p); break;
            default: r = loadAs<uint64_t>(p); break;
          }
          r &= m;
          u = 0;
          break;
        }
        case key(Op::Store, 0): {
          needDefined(x, 1, "address");
          needDefined(x, 0, "stored value");
          uint8_t* p = address(it, b, x.space, x.imm, true);
          std::memcpy(p, &a, x.imm);
          ++it.pc;
          continue;
        }
        case key(Op::AtomicRMW, 0): case key(Op::AtomicRMW, 1): case key(Op::AtomicRMW, 2): {
          needDefined(x, 0, "address");
          needDefined(x, 1, "atomic operand");
          if (a % x.imm) fault("misaligned atomic: address " + hex(a) + " is not a multiple of " + std::to_string(x.imm));
          r = atomic(x, address(it, a, x.space, x.imm, true), b);
          u = 0;
          break;
        }
        case key(Op::CmpXchg, 0): {
          needDefined(x, 0, "address");
          needDefined(x, 1, "expected value");
          needDefined(x, 2, "new value");
          if (a % x.imm) fault("misaligned atomic: address " + hex(a) + " is not a multiple of " + std::to_string(x.imm));
          uint8_t* p = address(it, a, x.space, x.imm, true);
          r = x.imm == 8 ? loadAs<uint64_t>(p) : loadAs<uint32_t>(p);
          if (r == b) std::memcpy(p, &c, x.imm);
          u = 0;
          break;
        }
        case key(Op::Fence, 0): ++it.pc; continue;
        // ---- control flow ----
        case key(Op::Br, 0): takeEdge(x.imm); continue;
        case key(Op::CondBr, 0):
          needDefined(x, 0, "branch condition");
          takeEdge((a & 1) ? x.imm : x.imm2);
          continue;
        case key(Op::Ret, 0): it.state = State::Done; return;
        case key(Op::Unreachable, 0): fault("reached unreachable");
        // ---- intrinsics ----
        case ikey(Intrinsic::WorkitemId, 0): r = it.lid[x.imm]; u = 0; break;
        case ikey(Intrinsic::WorkgroupId, 0): r = gid_[x.imm]; u = 0; break;
        case ikey(Intrinsic::KernargSegmentPtr, 0): r = kernarg_; u = 0; break;
        case ikey(Intrinsic::ImplicitArgPtr, 0): r = implicitArgs_; u = 0; break;
        case ikey(Intrinsic::DispatchPtr, 0): r = packet_; u = 0; break;
        case ikey(Intrinsic::GlobalAddr, 0):
          if (x.imm >= L_.globals.size()) fault("no address for global " + std::to_string(x.imm) + " (InterpLaunch::globals)");
          r = L_.globals[x.imm];
          u = 0;
          break;
        case ikey(Intrinsic::Barrier, 0):
          ++it.pc;
          it.state = State::AtBarrier;
          return;
        case ikey(Intrinsic::MbcntLo, 0): case ikey(Intrinsic::MbcntHi, 0): {
          unsigned lane = it.linear % L_.waveSize;
          bool hi = x.key == ikey(Intrinsic::MbcntHi, 0);
          unsigned below = hi ? (lane > 32 ? lane - 32 : 0) : std::min(lane, 32u);
          uint64_t sel = below >= 32 ? a : (a & ((uint64_t{1} << below) - 1));
          if (hi && lane < 32) sel = 0;
          r = (static_cast<uint64_t>(std::popcount(sel & 0xffffffffu)) + b) & 0xffffffffu;
          break;
        }
        case ikey(Intrinsic::DsBpermute, 0): case ikey(Intrinsic::DsPermute, 0):
          needDefined(x, 0, "permute address");
          it.state = State::AtExchange;
          return;
        case ikey(Intrinsic::ReadLane, 0): case ikey(Intrinsic::ReadFirstLane, 0): case ikey(Intrinsic::Ballot, 0):
        case ikey(Intrinsic::WaveReduce, 0): case ikey(Intrinsic::WaveScan, 0): case ikey(Intrinsic::DsSwizzle, 0):
        case ikey(Intrinsic::UpdateDpp, 0):
          if (x.key == ikey(Intrinsic::ReadLane, 0)) needDefined(x, 1, "readlane lane");
          if (x.key == ikey(Intrinsic::Ballot, 0)) needDefined(x, 0, "ballot condition");
          it.state = State::AtExchange;
          return;
        case ikey(Intrinsic::WaveSize, 0): r = L_.waveSize; u = 0; break;
        // No clock here: the timers count the work-item's steps (monotonic, like the hardware's).
        case ikey(Intrinsic::MemTime, 0): case ikey(Intrinsic::MemRealTime, 0): r = steps_; u = 0; break;
        // Not the simulator's PC: an address that differs per instruction.
        case ikey(Intrinsic::GetPc, 0): r = 0x1000 + 4 * (uint64_t{it.pc} + 1); u = 0; break;
        case ikey(Intrinsic::Sleep, 0): break;
        case ikey(Intrinsic::Bfe, 0): {
          unsigned off = b & 31, w = c & 31;
          uint32_t v = w ? static_cast<uint32_t>((a & 0xffffffffu) >> off) & ((1u << w) - 1) : 0u;
          if (x.imm && w && ((v >> (w - 1)) & 1)) v |= ~((1u << w) - 1);
          r = v;
          break;
        }
        case ikey(Intrinsic::Perm, 0): {
          // v_perm_b32: bytes of {a, b} (a high), selectors 8-11 replicate a sign bit,
          // 12 gives 0x00, 13 and up 0xff.
          uint64_t v = (a << 32) | (b & 0xffffffffu);
          uint32_t out = 0;
          for (unsigned k = 0; k < 4; ++k) {
            uint32_t sel = static_cast<uint32_t>(c >> (8 * k)) & 0xff, byte;
            if (sel < 8) byte = static_cast<uint32_t>(v >> (8 * sel)) & 0xff;
            else if (sel < 12) byte = ((v >> (16 * (sel - 8) + 15)) & 1) ? 0xff : 0;
            else byte = sel == 12 ? 0 : 0xff;
            out |= byte << (8 * k);
          }
          r = out;
          break;
        }
        case ikey(Intrinsic::Fmed3, 1):
          r = F32::flush(func::med3<F32>(fp.b32(a), fp.b32(b), fp.b32(c), true), fp.keep32);
          break;
        // f32 target intrinsics: the hardware's instruction (sim/func/fp_special.h), with MODE
        // = the kernel's FloatMode and round to nearest even.
        case ikey(Intrinsic::Rcp, 1): r = F32::flush(func::rcpF32(fp.b32(a)), fp.keep32); break;
        case ikey(Intrinsic::Rsq, 1): r = F32::flush(func::rsqF32(fp.b32(a), 0), fp.keep32); break;
        case ikey(Intrinsic::NativeSqrt, 1): r = F32::flush(func::sqrtF32(fp.b32(a)), fp.keep32); break;
        case ikey(Intrinsic::NativeExp2, 1): r = F32::flush(func::exp2F32(fp.b32(a)), fp.keep32); break;
        case ikey(Intrinsic::NativeLog2, 1): r = F32::flush(func::log2F32(fp.b32(a)), fp.keep32); break;
        case ikey(Intrinsic::NativeSin, 1): r = F32::flush(func::sinF32(fp.b32(a)), fp.keep32); break;
        case ikey(Intrinsic::NativeCos, 1): r = F32::flush(func::cosF32(fp.b32(a)), fp.keep32); break;
        case ikey(Intrinsic::Ldexp, 1):
          r = F32::flush(func::ldexpBits<F32>(fp.b32(a), static_cast<int32_t>(b), 0, fp.keep32), fp.keep32);
          break;
        case ikey(Intrinsic::FrexpMant, 1): r = F32::flush(func::frexpMant<F32>(fp.b32(a)), fp.keep32); break;
        case ikey(Intrinsic::FrexpExp, 1): r = static_cast<uint32_t>(func::frexpExp<F32>(fp.b32(a))); break;
        case ikey(Intrinsic::DivScale, 1): case ikey(Intrinsic::DivScaleFlag, 1): {
          bool vcc = false;
          r = func::divScale<F32>(static_cast<uint32_t>((c & 1) ? a : b), static_cast<uint32_t>(b),
                                  static_cast<uint32_t>(a), 0, fp.keep32, fp.keep32, vcc);
          if (x.key == ikey(Intrinsic::DivScaleFlag, 1)) r = vcc;
          break;
        }
        case ikey(Intrinsic::DivFmas, 1):
          r = func::divFmas<F32>(static_cast<uint32_t>(a), static_cast<uint32_t>(b), static_cast<uint32_t>(c),
                                 R[x.op[3]] & 1, 0, fp.keep32);
          break;
        case ikey(Intrinsic::DivFixup, 1):
          r = func::divFixup<F32>(static_cast<uint32_t>(a), static_cast<uint32_t>(b), static_cast<uint32_t>(c), 0,
                                  fp.keep32, fp.keep32, true);
          break;
        // f64 target intrinsics.
        case ikey(Intrinsic::Rcp, 2): r = fp.b64(func::rcpF64(fp.b64(a))); break;
        case ikey(Intrinsic::Rsq, 2): r = fp.b64(func::rsqBits<F64>(fp.b64(a), 0)); break;
        case ikey(Intrinsic::NativeSqrt, 2): r = fp.b64(func::sqrtF64(fp.b64(a))); break;
        case ikey(Intrinsic::Ldexp, 2): r = fp.b64(func::ldexpBits<F64>(fp.b64(a), static_cast<int32_t>(b), 0, fp.keep64)); break;
        case ikey(Intrinsic::FrexpMant, 2): r = fp.b64(func::frexpMant<F64>(fp.b64(a))); break;
        case ikey(Intrinsic::FrexpExp, 2): r = static_cast<uint32_t>(func::frexpExp<F64>(fp.b64(a))); break;
        case ikey(Intrinsic::DivScale, 2): case ikey(Intrinsic::DivScaleFlag, 2): {
          bool vcc = false;
          r = func::divScale<F64>((c & 1) ? a : b, b, a, 0, fp.keep64, fp.keep64, vcc);
          if (x.key == ikey(Intrinsic::DivScaleFlag, 2)) r = vcc;
          break;
        }
        case ikey(Intrinsic::DivFmas, 2): r = func::divFmas<F64>(a, b, c, R[x.op[3]] & 1, 0, fp.keep64); break;
        case ikey(Intrinsic::DivFixup, 2): r = func::divFixup<F64>(a, b, c, 0, fp.keep64, fp.keep64, true); break;
        default: fault("unsupported operation");
      }
      R[x.dst] = r;
      U[x.dst] = u;
      ++it.pc;
    }
  } catch (Fault& e) {
    e.reason = where(it, it.pc) + ": " + e.reason;
    throw;
  }
}

uint64_t Machine::combine(WaveOp op, unsigned bits, uint64_t a, uint64_t b) const {
  const uint64_t m = maskOf(bits);
  const Fp& fp = fp_;
  bool f32 = bits == 32;
  switch (op) {
    case WaveOp::Add: return (a + b) & m;
    case WaveOp::Mul: return (a * b) & m;
    case WaveOp::SMin: return sext(a, bits) < sext(b, bits) ? a : b;
    case WaveOp::SMax: return sext(a, bits) > sext(b, bits) ? a : b;
    case WaveOp::UMin: return std::min(a, b);
    case WaveOp::UMax: return std::max(a, b);
    case WaveOp::And: return a & b;
    case WaveOp::Or: return a | b;
    case WaveOp::Xor: return a ^ b;
    case WaveOp::FAdd: return f32 ? fp.out32(fp.in32(a) + fp.in32(b), a, b) : fp.out64(fp.in64(a) + fp.in64(b), a, b);
    case WaveOp::FMul: return f32 ? fp.out32(fp.in32(a) * fp.in32(b), a, b) : fp.out64(fp.in64(a) * fp.in64(b), a, b);
    case WaveOp::FMin: case WaveOp::FMax: {
      bool isMax = op == WaveOp::FMax;
      return f32 ? F32::flush(minMaxNum<F32>(fp.b32(a), fp.b32(b), isMax), fp.keep32)
                 : F64::flush(minMaxNum<F64>(fp.b64(a), fp.b64(b), isMax), fp.keep64);
    }
    case WaveOp::Count: break;
  }
  return 0;
}

// The source lane of a DPP control (the dpp_ctrl encoding; row_share and gfx90a's
// row_newbcast share 0x150-0x15f and mean the same), or -1 when it has none.
int dppSourceLane(unsigned ctrl, unsigned lane, unsigned waveSize) {
  unsigned row = lane & ~15u, inRow = lane & 15u, n = ctrl & 15u;
  if (ctrl <= 0xff) return static_cast<int>((lane & ~3u) | ((ctrl >> (2 * (lane & 3))) & 3u));
  if (ctrl >= 0x101 && ctrl <= 0x10f) return inRow + n < 16 ? static_cast<int>(lane + n) : -1;
  if (ctrl >= 0x111 && ctrl <= 0x11f) return inRow >= n ? static_cast<int>(lane - n) : -1;
  if (ctrl >= 0x121 && ctrl <= 0x12f) return static_cast<int>(row + ((inRow + 16 - n) & 15u));
  switch (ctrl) {
    case 0x130: return lane + 1 < waveSize ? static_cast<int>(lane + 1) : -1;
    case 0x134: return static_cast<int>((lane + 1) % waveSize);
    case 0x138: return lane >= 1 ? static_cast<int>(lane - 1) : -1;
    case 0x13c: return static_cast<int>((lane + waveSize - 1) % waveSize);
    case 0x140: return static_cast<int>(row + 15 - inRow);
    case 0x141: return static_cast<int>((lane & ~7u) + 7 - (lane & 7u));
    case 0x142: return row >= 16 ? static_cast<int>(row - 1) : -1;
    case 0x143: return row >= 32 ? 31 : -1;
    default: break;
  }
  if (ctrl >= 0x150 && ctrl <= 0x15f) return static_cast<int>(row + n);
  if (ctrl >= 0x160 && ctrl <= 0x16f) return static_cast<int>(row + (inRow ^ n));
  return -1;
}

// Every work-item of the wave [begin, end) is blocked. Those at the cross-lane instruction
// earliest in the program take it together: the active lanes are exactly the work-items
// waiting there. Work-items waiting at a later one (ahead: past a branch or a loop the others
// are still in) wait on while the others catch up, as lanes that left a divergent region wait
// for its end under EXEC masking; the block order is a topological order of the forward edges
// (irgen emits the source's order), so the earliest pc is never after a point the others
// still have to pass.
void Machine::resolveExchange(size_t begin, size_t end) {
  const unsigned w = L_.waveSize;
  const unsigned width = L_.permuteWidth ? std::min(L_.permuteWidth, w) : w;
  size_t i = end;
  for (size_t j = begin; j < end; ++j)
    if (items_[j].state == State::AtExchange && (i == end || items_[j].pc < items_[i].pc)) i = j;
  if (i != end) {
    const uint32_t pc = items_[i].pc;
    const XInst& x = p_.code[pc];
    uint64_t v0[64] = {}, v1[64] = {}, out[64] = {};
    uint8_t u0[64] = {}, u1[64] = {}, uo[64] = {};
    uint8_t active[64] = {};
    std::vector<unsigned> lanes;
    for (size_t j = begin; j < end; ++j) {
      const Item& o = items_[j];
      if (o.state != State::AtExchange || o.pc != pc) continue;
      unsigned lane = static_cast<unsigned>(j - begin);
      v0[lane] = o.regs[x.op[0]];
      u0[lane] = o.undef[x.op[0]];
      v1[lane] = o.regs[x.op[1]];
      u1[lane] = o.undef[x.op[1]];
      active[lane] = 1;
      lanes.push_back(lane);
    }
    const unsigned first = lanes.front();
    const unsigned bits = x.bits;
    const auto id = static_cast<Intrinsic>(x.sub);
    switch (id) {
      case Intrinsic::DsBpermute:
        for (unsigned l : lanes) {
          unsigned src = static_cast<unsigned>((v0[l] & 0xffffffffu) / 4) % width + (l & ~(width - 1));
          out[l] = active[src] ? v1[src] & 0xffffffffu : 0;
          uo[l] = active[src] ? u1[src] : 0;
        }
        break;
      case Intrinsic::DsPermute: {
        uint64_t got[64] = {};
        uint8_t gotU[64] = {};
        for (unsigned l : lanes) {
          unsigned dst = static_cast<unsigned>((v0[l] & 0xffffffffu) / 4) % width + (l & ~(width - 1));
          got[dst] = v1[l] & 0xffffffffu;
          gotU[dst] = u1[l];
        }
        for (unsigned l : lanes) {
          out[l] = got[l];
          uo[l] = gotU[l];
        }
        break;
      }
      case Intrinsic::ReadFirstLane:
        for (unsigned l : lanes) {
          out[l] = v0[first];
          uo[l] = u0[first];
        }
        break;
      case Intrinsic::ReadLane: {
        unsigned src = static_cast<unsigned>(v1[first] & 0xffffffffu) % w;
        for (unsigned l : lanes) {
          out[l] = v0[src];
          uo[l] = active[src] ? u0[src] : 1;  // an inactive lane's register: undefined
        }
        break;
      }
      case Intrinsic::Ballot: {
        uint64_t mask = 0;
        for (unsigned l : lanes)
          if (v0[l] & 1) mask |= uint64_t{1} << l;
        for (unsigned l : lanes) out[l] = mask;
        break;
      }
      case Intrinsic::WaveReduce: case Intrinsic::WaveScan: {
        WaveOp op = waveOp(x.imm);
        bool scan = id == Intrinsic::WaveScan, inclusive = (x.imm & kWaveScanInclusive) != 0;
        uint64_t acc = waveIdentity(op, bits);
        uint8_t accU = 0;
        for (unsigned l : lanes) {
          if (scan && !inclusive) {
            out[l] = acc;
            uo[l] = accU;
          }
          acc = combine(op, bits, acc, v0[l]);
          accU |= u0[l];
          if (scan && inclusive) {
            out[l] = acc;
            uo[l] = accU;
          }
        }
        if (!scan)
          for (unsigned l : lanes) {
            out[l] = acc;
            uo[l] = accU;
          }
        break;
      }
      case Intrinsic::DsSwizzle: {
        isa::SwizzlePattern sp = isa::decodeSwizzle(static_cast<uint16_t>(x.imm));
        for (unsigned l : lanes) {
          unsigned src = isa::swizzleSourceLane(sp, l);
          out[l] = active[src] ? v0[src] & 0xffffffffu : 0;
          uo[l] = active[src] ? u0[src] : 0;
        }
        break;
      }
      case Intrinsic::UpdateDpp: {
        unsigned ctrl = dppCtrl(x.imm);
        for (unsigned l : lanes) {
          bool written = ((dppRowMask(x.imm) >> (l / 16)) & 1) && ((dppBankMask(x.imm) >> ((l & 15u) / 4)) & 1);
          int src = dppSourceLane(ctrl, l, w);
          bool valid = src >= 0 && static_cast<unsigned>(src) < w && active[src];
          if (written && valid) {
            out[l] = v1[src] & 0xffffffffu;
            uo[l] = u1[src];
          } else if (written && dppBoundCtrl(x.imm)) {
            out[l] = 0;
          } else {
            out[l] = v0[l];
            uo[l] = u0[l];
          }
        }
        break;
      }
      default: throw Fault{where(items_[i], pc) + ": not a cross-lane instruction"};
    }
    for (size_t j = begin; j < end; ++j) {
      Item& o = items_[j];
      if (o.state != State::AtExchange || o.pc != pc) continue;
      unsigned lane = static_cast<unsigned>(j - begin);
      o.regs[x.dst] = out[lane];
      o.undef[x.dst] = uo[lane];
      o.state = State::Running;
      ++o.pc;
    }
  }
}

void Machine::runGroup(const uint32_t gid[3]) {
  uint32_t size[3];
  for (unsigned d = 0; d < 3; ++d) {
    gid_[d] = gid[d];
    size[d] = std::min<uint32_t>(L_.group[d], L_.grid[d] - gid[d] * L_.group[d]);
  }
  size_t n = size_t{size[0]} * size[1] * size[2];
  size_t nv = regTemplate_.size();
  items_.assign(n, Item{});
  regs_.resize(n * nv);
  undef_.resize(n * nv);
  priv_.assign(n * size_t{p_.privateSize}, 0);
  lds_.assign(ldsSize_, 0);
  for (size_t i = 0; i < n; ++i) {
    Item& it = items_[i];
    it.linear = static_cast<uint32_t>(i);
    it.lid[0] = static_cast<uint32_t>(i % size[0]);
    it.lid[1] = static_cast<uint32_t>(i / size[0] % size[1]);
    it.lid[2] = static_cast<uint32_t>(i / (size_t{size[0]} * size[1]));
    it.regs = regs_.data() + i * nv;
    it.undef = undef_.data() + i * nv;
    it.priv = priv_.data() + i * p_.privateSize;
    std::memcpy(it.regs, regTemplate_.data(), nv * sizeof(uint64_t));
    std::memcpy(it.undef, undefTemplate_.data(), nv);
  }
  for (;;) {
    for (Item& it : items_)
      if (it.state == State::Running) runItem(it);
    bool exchanged = false;
    for (size_t w = 0; w < n; w += L_.waveSize) {
      size_t end = std::min(n, w + L_.waveSize);
      for (size_t i = w; i < end; ++i)
        if (items_[i].state == State::AtExchange) {
          resolveExchange(w, end);
          exchanged = true;
          break;
        }
    }
    if (exchanged) continue;
    const Item* waiting = nullptr;
    const Item* returned = nullptr;
    for (const Item& it : items_) {
      if (it.state == State::AtBarrier && !waiting) waiting = &it;
      if (it.state == State::Done && !returned) returned = &it;
    }
    if (!waiting) return;
    if (returned) {
      char buf[96];
      std::snprintf(buf, sizeof buf, "divergent barrier: work-item (%u,%u,%u) returned without reaching it",
                    returned->lid[0], returned->lid[1], returned->lid[2]);
      throw Fault{where(*waiting, waiting->pc - 1) + ": " + buf};
    }
    for (Item& it : items_) it.state = State::Running;
  }
}

InterpResult Machine::run() {
  InterpResult res;
  struct Release {  // the kernarg segment and packet go when the launch ends
    InterpMemory& mem;
    uint64_t& a;
    uint64_t& b;
    ~Release() {
      if (a) mem.free(a);
      if (b) mem.free(b);
    }
  } release{mem_, kernarg_, packet_};
  try {
    setUp();
    uint32_t gid[3];
    for (gid[2] = 0; gid[2] < groups_[2]; ++gid[2])
      for (gid[1] = 0; gid[1] < groups_[1]; ++gid[1])
        for (gid[0] = 0; gid[0] < groups_[0]; ++gid[0]) runGroup(gid);
    res.ok = true;
  } catch (const Fault& e) {
    res.error = "kernel " + f_.name + ": " + e.reason;
  } catch (const Error& e) {
    res.error = "kernel " + f_.name + ": " + e.what();
  }
  res.steps = steps_;
  return res;
}

}  // namespace

InterpResult interpret(const Function& kernel, InterpMemory& mem, const InterpLaunch& launch) {
  Program prog(kernel);
  try {
    prog.build();
  } catch (const PrepareError& e) {
    InterpResult r;
    r.error = "kernel " + kernel.name + ": ";
    if (e.block != kNoBlock) r.error += "block " + blockText(kernel, e.block) + ": ";
    if (e.inst != kNoValue && e.inst < kernel.values.size()) r.error += instText(kernel, e.inst) + ": ";
    r.error += e.reason;
    return r;
  }
  Machine m(prog, mem, launch);
  return m.run();
}

}  // namespace gfxsim::ir
