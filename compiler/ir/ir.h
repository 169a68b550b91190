// gfxsim's compiler IR: a small typed SSA form between the OpenCL C front end and the AMDGPU
// back ends.
//
// Shape:
//   * A Module holds Functions; after irgen every Function is a kernel (helper functions are
//     inlined by the front end, as OpenCL C has no recursion).
//   * A Function owns one table of values (`values`): parameters, constants, undef and
//     instructions all live there and are named by a ValueId (an index). Blocks list the
//     instructions they hold, in order; block 0 is the entry. Removing an instruction means
//     taking it out of its block's list (and marking it dead with Op::Nop), so ValueIds stay
//     stable; `compact()` (ir.cpp) renumbers when a pass wants dense ids.
//   * Types are scalars and pointers only. The front end scalarises OpenCL vectors (int4 is
//     four values) and keeps structs and arrays in memory (Alloca / function-level LDS
//     variables, addressed with PtrAdd byte offsets).
//   * Booleans are I1. Comparisons produce I1; Select, CondBr take I1.
//   * Address spaces use LLVM's AMDGPU numbering, so the metadata and the memory-model table
//     see the same values clang gives them.
//
// Integer ops are two's complement and wrap; division by zero and INT_MIN / -1 are undefined
// (the front end never relies on them); shifts take the amount modulo the bit width (OpenCL C
// 6.3.j), which the front end makes explicit with an And.
//
// Float ops follow IEEE-754 round-to-nearest-even, with denormals kept (FloatMode: clang-19's
// OpenCL default on every gfx9+ target, .amdhsa_float_denorm_mode_32/16_64 = 3). FMA is
// fused. FMin/FMax are IEEE minNum/maxNum (a NaN operand yields the other). F16 is IEEE
// binary16 (OpenCL's half); it shares the f64 denormal control, as the hardware's MODE.FP_DENORM
// field for "16/64" does.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "support/error.h"

namespace gfxsim::ir {

using ValueId = uint32_t;
using BlockId = uint32_t;
inline constexpr ValueId kNoValue = ~0u;
inline constexpr BlockId kNoBlock = ~0u;

enum class AddrSpace : uint8_t { Generic = 0, Global = 1, Local = 3, Constant = 4, Private = 5 };

enum class TypeKind : uint8_t { Void, I1, I8, I16, I32, I64, F16, F32, F64, Ptr };

struct Type {
  TypeKind kind = TypeKind::Void;
  AddrSpace space = AddrSpace::Generic;  // Ptr only

  static constexpr Type voidTy() { return {TypeKind::Void, AddrSpace::Generic}; }
  static constexpr Type i1() { return {TypeKind::I1, AddrSpace::Generic}; }
  static constexpr Type i8() { return {TypeKind::I8, AddrSpace::Generic}; }
  static constexpr Type i16() { return {TypeKind::I16, AddrSpace::Generic}; }
  static constexpr Type i32() { return {TypeKind::I32, AddrSpace::Generic}; }
  static constexpr Type i64() { return {TypeKind::I64, AddrSpace::Generic}; }
  static constexpr Type f16() { return {TypeKind::F16, AddrSpace::Generic}; }
  static constexpr Type f32() { return {TypeKind::F32, AddrSpace::Generic}; }
  static constexpr Type f64() { return {TypeKind::F64, AddrSpace::Generic}; }
  static constexpr Type ptr(AddrSpace s) { return {TypeKind::Ptr, s}; }

  bool isInt() const { return kind >= TypeKind::I1 && kind <= TypeKind::I64; }
  bool isFloat() const { return kind == TypeKind::F16 || kind == TypeKind::F32 || kind == TypeKind::F64; }
  bool isPtr() const { return kind == TypeKind::Ptr; }
  // Bits of the value: I1 1, I8 8, I16 and F16 16 ... F64 64; pointers 64, except Local and
  // Private (32).
  unsigned bits() const;
  unsigned bytes() const { return bits() <= 8 ? 1 : bits() / 8; }
  bool operator==(const Type&) const = default;
};

enum class Op : uint8_t {
  Nop,  // a removed instruction (never in a block)
  // Values that live in no block.
  Param,  // imm = parameter index
  Const,  // imm = the bits (integers zero-extended from their width; floats as IEEE bits,
          // F16 in the low 16 bits, F32 in the low 32 bits); pointers: the address (0 = null)
  Undef,
  // Integer arithmetic (operands and result of one integer type).
  Add, Sub, Mul, MulHiU, MulHiS, UDiv, SDiv, URem, SRem,
  And, Or, Xor, Shl, LShr, AShr, SMin, SMax, UMin, UMax,
  // Float arithmetic (one float type).
  FAdd, FSub, FMul, FDiv, FRem, FMA /* a*b+c, fused */, FMin, FMax, FNeg, FAbs,
  Sqrt, Floor, Ceil, FTrunc, Rint,
  // Comparison and selection. pred = ICmp/FCmp predicate.
  ICmp, FCmp, Select /* cond, a, b */,
  // Conversions (the result type is the target type).
  ZExt, SExt, Trunc, FPToSI, FPToUI, SIToFP, UIToFP, FPExt, FPTrunc, Bitcast,
  PtrToInt, IntToPtr, AddrSpaceCast,
  // Memory. PtrAdd: ptr + i64 byte offset (i32 offset for Local/Private pointers), result of
  // the pointer's type.
  Alloca,    // imm = size in bytes, align = alignment; result Ptr(Private)
  LocalAddr, // imm = index into Function::locals; result Ptr(Local)
  PtrAdd,
  Load,      // ptr; result type = the loaded type; mem describes it
  Store,     // value, ptr
  AtomicRMW, // ptr, value; sub = AtomicOp; mem.order/scope
  CmpXchg,   // ptr, expected, desired; result = the old value; mem.order (success),
             // mem.failOrder, mem.scope. (Success is old == expected.)
  Fence,     // mem.order/scope; mem.fenceSpaces says which address spaces it orders
  // SSA and control flow (terminators end every block, and only end it).
  Phi,       // operands[i] comes from block targets[i]
  Br,        // targets[0]
  CondBr,    // operands[0] (I1); targets[0] if true, targets[1] if false
  Ret,       // kernels return void
  Unreachable,
  // Target and OpenCL intrinsics: sub = Intrinsic, operands as documented there.
  Intrinsic,
};

enum class ICmpPred : uint8_t { Eq, Ne, Ult, Ule, Ugt, Uge, Slt, Sle, Sgt, Sge };
// Ordered (O*) predicates are false when either operand is NaN, unordered (U*) true.
enum class FCmpPred : uint8_t { Oeq, One, Olt, Ole, Ogt, Oge, Ord, Ueq, Une, Ult, Ule, Ugt, Uge, Uno };

enum class AtomicOp : uint8_t {
  Xchg, Add, Sub, And, Or, Xor, SMin, SMax, UMin, UMax, FAdd,
};

// Memory orderings and scopes, as in LLVM (and compiler/memmodel).
enum class Order : uint8_t { NotAtomic, Monotonic, Acquire, Release, AcqRel, SeqCst };
enum class Scope : uint8_t { SingleThread, Wavefront, Workgroup, Agent, System };

enum class Intrinsic : uint8_t {
  // Work-item state (result I32; imm = dimension 0..2).
  WorkitemId,          // local id in the group
  WorkgroupId,         // group id
  // Segment pointers (result Ptr(Constant)).
  KernargSegmentPtr,   // the kernarg segment (explicit arguments at offset 0)
  ImplicitArgPtr,      // the hidden arguments (code object V5 layout), after the explicit ones
  DispatchPtr,         // the AQL dispatch packet
  // Synchronisation.
  Barrier,             // s_barrier only; the front end puts the fences of barrier() around it
  // Cross-lane (all I32).
  MbcntLo,             // (mask, addend): addend + popcount(mask & lanes below, bits 0..31)
  MbcntHi,             // (mask, addend): addend + popcount(mask & lanes below, bits 32..63)
  DsBpermute,          // (byte address, value): value of lane (address / 4) mod the permute
                       // width (the wave size; 32 on GFX10+ in wave64: each half on its own)
  // Float helpers (one float type) that expansions and native_* built-ins use.
  Rcp,                 // approximate 1/x (v_rcp)
  Rsq,                 // approximate 1/sqrt(x) (v_rsq)
  NativeSqrt,          // approximate sqrt (v_sqrt)
  NativeExp2, NativeLog2, NativeSin, NativeCos,  // v_exp/v_log/v_sin/v_cos semantics
  Ldexp,               // (x, i32 exp)
  FrexpMant,           // mantissa in [0.5,1) (v_frexp_mant)
  FrexpExp,            // (x) -> i32 exponent (v_frexp_exp_i32)
  DivScale,            // (num, den, selectNumerator i1 const) -> float; v_div_scale result.
                       // Its VCC output is the separate DivScaleFlag intrinsic on the same
                       // operands (the back end pairs them).
  DivScaleFlag,        // (num, den, selectNumerator) -> I1
  DivFmas,             // (a, b, c, I1 flag) -> float
  DivFixup,            // (quotient, den, num) -> float
  // Program-scope data.
  GlobalAddr,          // the address of Module::globals[imm] (result Ptr(Global or Constant))
  // Sub-groups (waves) and clang's AMDGPU cross-lane built-ins. The active lanes are the
  // work-items of the wave executing the instruction (EXEC); inactive ones take no part. These
  // read other lanes, so they are not pure and never move across control flow.
  WaveSize,            // () -> I32: lanes per wave (32 or 64); the front end folds it when it
                       // knows the target's wave size
  ReadFirstLane,       // (x) -> x of the lowest active lane (I32, I64, F32, F64)
  ReadLane,            // (x, I32 lane) -> x of lane `lane` mod wave size (the lowest active
                       // lane's `lane`); an inactive lane's value is undefined
  Ballot,              // (I1) -> I64: bit l set for each active lane l where it is true
  WaveReduce,          // (x) -> the WaveOp imm over the active lanes' x (I32, I64, F32, F64)
  WaveScan,            // (x) -> over the active lanes below this one (exclusive) or up to it
                       // (inclusive: imm & kWaveScanInclusive); exclusive gives the identity
                       // to the lowest active lane
  DsSwizzle,           // (I32) -> I32: ds_swizzle_b32 with pattern imm (below 0xc000); an
                       // inactive source lane gives 0
  DsPermute,           // (byte address, value) -> I32: the value of the highest active lane
                       // whose address / 4 (mod the permute width) names this lane, else 0
  UpdateDpp,           // (old, src) I32 -> I32: a DPP move, imm = packDpp(); lanes whose
                       // source is out of range or inactive get 0 (bound_ctrl) or old
  // Timers and hints.
  MemTime,             // () -> I64: s_memtime (a counter of the shader clock)
  MemRealTime,         // () -> I64: s_memrealtime (the constant-rate real-time counter)
  Sleep,               // s_sleep imm (about 64 * imm clocks)
  GetPc,               // () -> I64: s_getpc_b64, the address of the instruction after it
  // I32 bit helpers with the hardware instruction's semantics.
  Bfe,                 // (x, offset, width): v_bfe_u32, or v_bfe_i32 when imm = 1 (offset and
                       // width taken modulo 32; width 0 gives 0)
  Perm,                // (a, b, selector): v_perm_b32 byte permute of {a, b}
  Fmed3,               // (a, b, c) float: v_med3_f32 (the median; with a NaN the minimum)
  // Matrix instructions (ir/matrix.h): the operands are the I32 dwords of A, B and C in
  // register order (as many as the table entry's tuples have), then SMFMAC's index; imm = packMatrix(entry,
  // modifiers). The result stands for the whole D tuple (I32, used only by MatrixPart). The
  // wave's lanes exchange operands, so it reads other lanes.
  Matrix,
  MatrixPart,          // (matrix) -> I32: dword imm of its D tuple
  Count,
};

// Reductions and scans (WaveReduce, WaveScan imm).
enum class WaveOp : uint8_t { Add, Mul, SMin, UMin, SMax, UMax, And, Or, Xor, FAdd, FMul, FMin, FMax, Count };
inline constexpr uint64_t kWaveScanInclusive = 0x100;
inline WaveOp waveOp(uint64_t imm) { return static_cast<WaveOp>(imm & 0xff); }
const char* waveOpName(WaveOp op);
// The identity of a wave operation on `bits`-wide values: what inactive lanes contribute and
// what an exclusive scan gives the first lane. 0 for add, or, xor and umax, 1 for mul, all
// ones for and and umin, the type's largest / smallest value for smin / smax, infinities for
// fmin / fmax, and +0.0 for fadd (OpenCL's identity "0", as ROCm's library gives the first
// lane of an exclusive scan; -0.0 in every active lane then sums to +0.0, as there).
uint64_t waveIdentity(WaveOp op, unsigned bits);

// UpdateDpp's imm: the DPP control (dpp_ctrl, as the encoding's 9-bit field), the row and bank
// masks and bound_ctrl.
inline uint64_t packDpp(unsigned ctrl, unsigned rowMask, unsigned bankMask, bool boundCtrl) {
  return (ctrl & 0x1ff) | ((rowMask & 15u) << 16) | ((bankMask & 15u) << 20) | (uint64_t{boundCtrl} << 24);
}
inline unsigned dppCtrl(uint64_t imm) { return imm & 0x1ff; }
inline unsigned dppRowMask(uint64_t imm) { return (imm >> 16) & 15; }
inline unsigned dppBankMask(uint64_t imm) { return (imm >> 20) & 15; }
inline bool dppBoundCtrl(uint64_t imm) { return (imm >> 24) & 1; }

// Rounding/denormal modes the kernel runs with (the kernel descriptor's FLOAT_MODE).
struct FloatMode {
  bool f32Denormals = true;   // clang-19's OpenCL default on gfx9+: denormals kept (mode 3);
                              // false = flushed (-cl-denorms-are-zero)
  bool f64Denormals = true;   // also f16's (one MODE field, .amdhsa_float_denorm_mode_16_64)
};

struct MemInfo {
  uint32_t align = 1;                 // bytes
  bool isVolatile = false;
  Order order = Order::NotAtomic;     // Load/Store: NotAtomic or atomic order
  Order failOrder = Order::NotAtomic; // CmpXchg only
  Scope scope = Scope::System;
  bool oneAs = false;                 // syncscope("<scope>-one-as"): orders only its own address
                                      // space (a fence: global memory only)
  uint8_t fenceSpaces = 0;            // Fence: bit (1 << AddrSpace) per ordered address space
};

struct Inst {
  Op op = Op::Nop;
  Type type;                       // the result type (Void when none)
  uint8_t sub = 0;                 // ICmpPred, FCmpPred, AtomicOp or Intrinsic
  MemInfo mem;
  uint64_t imm = 0;                // Param index, Const bits, Alloca size, LocalAddr index,
                                   // intrinsic dimension
  std::vector<ValueId> operands;
  std::vector<BlockId> targets;    // Br/CondBr successors; Phi incoming blocks
  BlockId block = kNoBlock;        // the block holding it (kNoBlock: Param/Const/Undef/Nop)
  std::string name;                // optional, for the text form ("x", "i.next")

  ICmpPred icmp() const { return static_cast<ICmpPred>(sub); }
  FCmpPred fcmp() const { return static_cast<FCmpPred>(sub); }
  AtomicOp atomic() const { return static_cast<AtomicOp>(sub); }
  Intrinsic intrinsic() const { return static_cast<Intrinsic>(sub); }
  bool isTerminator() const {
    return op == Op::Br || op == Op::CondBr || op == Op::Ret || op == Op::Unreachable;
  }
};

struct Block {
  std::string name;
  std::vector<ValueId> insts;  // phis first, then the body, the terminator last
};

// What the metadata says about a kernel argument (AMDGPUUsage, "Code Object V3 Metadata",
// .value_kind).
enum class ArgKind : uint8_t { ByValue, GlobalBuffer, DynamicSharedPointer };

struct ArgInfo {
  std::string name;
  std::string typeName;        // ".type_name", e.g. "float*", "uint"
  ArgKind kind = ArgKind::ByValue;
  AddrSpace space = AddrSpace::Global;  // pointers: where they point
  uint32_t size = 0, align = 0;         // bytes in the kernarg segment
  bool isConst = false, isRestrict = false, isVolatile = false;  // pointee qualifiers
  uint32_t pointeeAlign = 1;   // DynamicSharedPointer: the pointee type's alignment, where
                               // the runtime places the argument's LDS (.pointee_align)
  ValueId param = kNoValue;    // its Param value; a ByValue argument the front end split
                               // (a vector, a struct) is loaded from the kernarg segment and
                               // has none
};

// A __local variable of the kernel (a fixed-size LDS allocation).
struct LocalVar {
  std::string name;
  uint32_t size = 0, align = 4;
};

struct Function {
  std::string name;
  SourceLoc loc;                  // the kernel's name in the source (resource-limit errors); may be empty
  bool isKernel = true;
  std::vector<ArgInfo> args;      // explicit kernel arguments in order
  std::vector<ValueId> params;    // Param values, in order
  std::vector<LocalVar> locals;
  uint32_t reqdWorkGroupSize[3] = {0, 0, 0};  // 0 = not given
  FloatMode floatMode;
  std::vector<Inst> values;
  std::vector<Block> blocks;      // blocks[0] is the entry

  const Inst& operator[](ValueId v) const { return values[v]; }
  Inst& operator[](ValueId v) { return values[v]; }
  const Type& typeOf(ValueId v) const { return values[v].type; }

  // Interned constants and undef (one value per (type, bits)).
  ValueId constant(Type t, uint64_t bits);
  ValueId constI32(uint32_t v) { return constant(Type::i32(), v); }
  ValueId constI64(uint64_t v) { return constant(Type::i64(), v); }
  ValueId constBool(bool b) { return constant(Type::i1(), b ? 1 : 0); }
  ValueId constF32(float f);
  ValueId constF64(double d);
  ValueId constF16(uint16_t bits) { return constant(Type::f16(), bits); }
  // v rounded to nearest even into float type t (f16, f32 or f64).
  ValueId constFloat(Type t, double v);
  ValueId undef(Type t);
  bool isConst(ValueId v) const { return values[v].op == Op::Const; }

  BlockId addBlock(std::string name);
  // Predecessors of every block, from the terminators (in block order, duplicates kept for
  // a CondBr whose two targets agree).
  std::vector<std::vector<BlockId>> predecessors() const;
  std::vector<BlockId> successors(BlockId b) const;

  // (kind, space, bits) -> the interned Const/Undef value (bits = ~0 and Undef op for undef
  // is keyed separately by the second map).
  std::map<std::tuple<uint8_t, uint8_t, uint64_t>, ValueId> constIndex;
  std::map<std::pair<uint8_t, uint8_t>, ValueId> undefIndex;
};

// A program-scope object in the code object's data: a program-scope variable (OpenCL C 3.0,
// 6.7.1: __constant, or __global from OpenCL 2.0 on) or a string literal. Kernels take its
// address with the GlobalAddr intrinsic; the back end emits it as clang does (.rodata for
// __constant, .data or .bss for __global, addressed PC-relative).
struct Global {
  std::string name;          // the symbol (".str.N" for string literals)
  AddrSpace space = AddrSpace::Constant;  // Constant or Global
  bool constant = true;      // never written: __constant, or a const-qualified __global object
  uint64_t size = 0;         // bytes
  uint32_t align = 1;
  std::vector<uint8_t> bytes;  // the initial contents (size bytes), or empty: all zero
  bool exported = true;        // a visible symbol (false: static variables, string literals)
  // 8-byte pointers in the initial contents: at `offset`, the address of globals[target] plus
  // `addend` (the loader applies them: R_AMDGPU_ABS64 -> R_AMDGPU_RELATIVE64).
  struct Reloc {
    uint64_t offset = 0;
    uint32_t target = 0;
    int64_t addend = 0;
  };
  std::vector<Reloc> relocs;
};

struct Module {
  std::vector<Function> functions;
  std::vector<Global> globals;
  // The printf format strings, as AMDGPUUsage's amdhsa.printf lists them
  // ("<id>:<count>:<size>:...:<format>"); the id of entry i is i + 1.
  std::vector<std::string> printfFormats;
};

// Masks a constant's bits to its type's width (I1 to 0/1).
uint64_t truncateBits(Type t, uint64_t bits);

// Builds instructions at the end of a block (or before its terminator with insertBefore).
class Builder {
 public:
  explicit Builder(Function& f) : f_(f) {}
  Function& function() { return f_; }
  void setBlock(BlockId b) { block_ = b; pos_ = SIZE_MAX; }
  // Subsequent instructions go before position `index` of the block's list.
  void setInsertPoint(BlockId b, size_t index) { block_ = b; pos_ = index; }
  BlockId block() const { return block_; }

  ValueId param(Type t, uint32_t index, std::string name = {});
  ValueId binary(Op op, ValueId a, ValueId b, std::string name = {});
  ValueId unary(Op op, ValueId a, std::string name = {});  // FNeg FAbs Sqrt Floor Ceil FTrunc Rint
  ValueId fma(ValueId a, ValueId b, ValueId c, std::string name = {});
  ValueId icmp(ICmpPred p, ValueId a, ValueId b, std::string name = {});
  ValueId fcmp(FCmpPred p, ValueId a, ValueId b, std::string name = {});
  ValueId select(ValueId c, ValueId a, ValueId b, std::string name = {});
  ValueId cast(Op op, ValueId v, Type to, std::string name = {});
  ValueId alloca_(uint32_t size, uint32_t align, std::string name = {});
  ValueId localAddr(uint32_t index, std::string name = {});
  ValueId ptrAdd(ValueId ptr, ValueId offset, std::string name = {});
  ValueId load(Type t, ValueId ptr, MemInfo mem, std::string name = {});
  void store(ValueId value, ValueId ptr, MemInfo mem);
  ValueId atomicRmw(AtomicOp op, ValueId ptr, ValueId value, MemInfo mem, std::string name = {});
  ValueId cmpXchg(ValueId ptr, ValueId expected, ValueId desired, MemInfo mem, std::string name = {});
  void fence(MemInfo mem);
  ValueId phi(Type t, std::string name = {});  // add incoming with addIncoming
  void addIncoming(ValueId phi, ValueId value, BlockId from);
  void br(BlockId to);
  void condBr(ValueId cond, BlockId ifTrue, BlockId ifFalse);
  void ret();
  void unreachable();
  ValueId intrinsic(Intrinsic id, Type result, std::vector<ValueId> operands, uint64_t imm = 0,
                    std::string name = {});

  // Appends (or inserts) a fully formed instruction and returns its id.
  ValueId insert(Inst inst);

 private:
  Function& f_;
  BlockId block_ = 0;
  size_t pos_ = SIZE_MAX;
};

const char* opName(Op op);                 // "add", "fadd", "load", ...
const char* intrinsicName(Intrinsic id);   // "workitem.id", "ds.bpermute", ...
const char* typeName(Type t);              // "i32", "ptr.global", ...

}  // namespace gfxsim::ir
