// The OpenCL C built-in functions, types and constants the front end provides itself (there
// is no opencl-c.h): the identifiers, the checking of a call (Sema side, builtins.cpp) and the
// macros every translation unit starts with. irgen.cpp lowers the checked calls.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gfxsim {
struct SourceLoc;
}

namespace gfxsim::cl {

class Sema;
class TypeTable;
struct Expr;
struct VarDecl;
struct Type;

enum class Builtin : uint8_t {
  None,
  // Work-item functions (OpenCL C 2.0 6.13.1). The dimension is args[0] (uint); ival =
  // dimension + 1 when it is a constant, 0 otherwise.
  GetGlobalId, GetLocalId, GetGroupId, GetGlobalSize, GetLocalSize, GetNumGroups,
  GetEnqueuedLocalSize, GetGlobalOffset, GetWorkDim,
  // barrier(flags) / work_group_barrier(flags[, scope]); ival = the (constant) flags.
  Barrier,
  // printf(format, ...) (6.15.14): args[0] the format, a string literal (printfString gives
  // it); the data arguments promoted as for a variadic call (integers below int to int, float
  // to double; vectors as they are). Returns int: 0, or -1 when the buffer was full.
  Printf,
  // Math on float/double scalars and vectors (6.13.2) and integer functions (6.13.3);
  // args converted to the call's type.
  Sqrt, Fabs, Fma, Mad, Min, Max, Clamp, Floor, Ceil, Trunc, Rint, Fmin, Fmax, Abs,
  NativeSqrt, NativeRecip, NativeRsqrt, NativeExp2, NativeLog2, NativeSin, NativeCos,
  NativeDivide,
  // More float functions (6.13.2, 6.13.4): element-wise over the call's float type, args
  // converted to it (step/smoothstep/mix take scalar edges or weights widened to it).
  // Fmod is the IR's FRem; Rsqrt is 1/sqrt, Round half away from zero, both exact sequences.
  Fmod, Copysign, Sign, Step, Smoothstep, Mix, Degrees, Radians, Rsqrt, Round, Fdim,
  // Geometric functions (6.13.5) on float/double scalars and 2-, 3-, 4-vectors: Dot, Length
  // and Distance return the scalar; Normalize the vector; Cross takes 3- or 4-vectors.
  Dot, Length, Distance, Normalize, Cross,
  // Relational functions (6.13.6). The Is* tests return int for a scalar and, for a vector,
  // the signed integer vector of the element's width with -1 for true. Any/All return int
  // from the lanes' most significant bits. Select(a, b, c): c ? b : a (scalar c: nonzero;
  // vector c: each lane's most significant bit). Bitselect(a, b, c): c's bits pick b.
  IsNan, IsInf, IsFinite, IsNormal, SignBit, IsEqual, IsNotEqual, IsGreater, IsGreaterEqual,
  IsLess, IsLessEqual, IsLessGreater, IsOrdered, IsUnordered, Any, All, Select, Bitselect,
  // Integer functions (6.13.3) on integer scalars and vectors of one type. AbsDiff returns
  // the unsigned type; Upsample(hi, lo) the type twice as wide with hi's signedness; Mul24
  // and Mad24 use the low 24 bits of their (int/uint) operands, as v_mul_i32_i24 does.
  Popcount, Clz, Ctz, MulHi, MadHi, Rotate, AbsDiff, AddSat, SubSat, Hadd, Rhadd, Mul24, Mad24,
  Upsample,
  // convert_<type>[_sat][_rte|_rtz|_rtp|_rtn] (6.2.3): the call's type is the destination;
  // ival = the ConvertFlags below. as_<type> (6.2.4.2): the bits reinterpreted (equal sizes).
  Convert, As,
  // vloadN(offset, p) / vstoreN(data, offset, p) (6.13.7): N scalars at p + offset * N; N is
  // the lanes of the call's type (vload) or of data (vstore).
  VLoad, VStore,
  // vload_half[N] / vloada_half[N](offset, p): N halves read as floats; vstore_half[N] /
  // vstorea_half[N][_rte|_rtz|_rtp|_rtn](data, offset, p): float or double lanes rounded to
  // half (6.13.7; OpenCL 1.2 core, no cl_khr_fp16 needed). ival: see halfAccess* below.
  VLoadHalf, VStoreHalf,
  // OpenCL 2.0 atomics (6.13.11). args[0] is the object pointer, then the values; the
  // (constant) memory orders and scope are in ival: see atomicOrder()/atomicScope().
  AtomicInit, AtomicLoad, AtomicStore, AtomicExchange, AtomicCasStrong, AtomicCasWeak,
  AtomicFetchAdd, AtomicFetchSub, AtomicFetchAnd, AtomicFetchOr, AtomicFetchXor,
  AtomicFetchMin, AtomicFetchMax, AtomicWorkItemFence,
  // OpenCL 1.x atomics on int/uint/long/ulong pointers: relaxed, device scope.
  Atom1Add, Atom1Sub, Atom1Xchg, Atom1Min, Atom1Max, Atom1And, Atom1Or, Atom1Xor, Atom1Inc,
  Atom1Dec, Atom1Cmpxchg,
  // AMDGPU cross-lane built-ins (uint/int).
  MbcntLo, MbcntHi, DsBpermute,
  // Full-precision math (6.13.2) defined in OpenCL C by the math library (mathlib.cl):
  // `func` is the library's scalar function for the call's element type, applied to each
  // lane; args converted to the call's type (pown/rootn: the exponent to int of its lanes).
  // MathLibOut (sincos, remquo, lgamma_r): `func` returns the lane's result and the value
  // stored through the last argument (cos, the quotient bits, the sign) as a 2-vector of the
  // element type.
  MathLib, MathLibOut,
  // clang's AMDGPU target built-ins (BuiltinsAMDGPU.def): the work-item and work-group ids
  // (ival = dimension), the segment pointers (void __constant *) and s_barrier alone.
  AmdgcnWorkitemId, AmdgcnWorkgroupId, AmdgcnDispatchPtr, AmdgcnImplicitArgPtr,
  AmdgcnKernargSegmentPtr, AmdgcnSBarrier,
  // get_local_linear_id / get_global_linear_id (OpenCL C 2.0 6.13.1): size_t; mem_fence,
  // read_mem_fence, write_mem_fence (flags): ival = packAtomic(order, 0, work_group, flags).
  GetLocalLinearId, GetGlobalLinearId, MemFence,
  // Sub-groups (cl_khr_subgroups; OpenCL C 3.0 6.15.16). A sub-group is a wave. The queries
  // return uint; sub_group_barrier(flags[, scope]): ival = packAtomic(acq_rel, 0, scope,
  // flags); all/any(int) -> int; broadcast(x, uint id) and the reductions and scans take
  // int, uint, long, ulong, float or double (narrower integers promote to int); for
  // reductions and scans ival = the ir::WaveOp (ir/ir.h) for the argument's type.
  GetSubGroupSize, GetMaxSubGroupSize, GetNumSubGroups, GetEnqueuedNumSubGroups, GetSubGroupId,
  GetSubGroupLocalId, SubGroupBarrier, SubGroupAll, SubGroupAny, SubGroupBroadcast, SubGroupReduce,
  SubGroupScanInclusive, SubGroupScanExclusive,
  // More of clang's AMDGPU target built-ins, with clang-19's types (int operands of the
  // cross-lane ones: other arguments convert to int as clang converts them). Constant
  // operands are in ival: the ds_swizzle pattern, the DPP control (ir::packDpp), s_sleep's
  // count, the compare predicate (LLVM's CmpInst numbering), the dimension, the fence's order
  // and scope; see checkBuiltinCall.
  AmdgcnWavefrontSize, AmdgcnReadFirstLane, AmdgcnReadLane, AmdgcnDsPermute, AmdgcnDsSwizzle, AmdgcnMovDpp,
  AmdgcnUpdateDpp, AmdgcnFence, AmdgcnMemTime, AmdgcnMemRealTime, AmdgcnSleep, AmdgcnGetPc,
  AmdgcnWorkgroupSize, AmdgcnGridSize, AmdgcnBallot, AmdgcnReadExec, AmdgcnICmp, AmdgcnFCmp, AmdgcnWaveBarrier,
  AmdgcnFmed3, AmdgcnRcp, AmdgcnSqrt, AmdgcnRsq, AmdgcnLdexp, AmdgcnFrexpMant, AmdgcnFrexpExp, AmdgcnDivScale,
  AmdgcnDivFmas, AmdgcnDivFixup, AmdgcnUbfe, AmdgcnSbfe, AmdgcnAlignBit, AmdgcnAlignByte, AmdgcnLerp, AmdgcnPerm,
  // The matrix built-ins (__builtin_amdgcn_mfma_*, _wmma_*; ir/matrix.h): the target's table
  // entry and the constant modifiers are in ival (ir::packMatrix); args are A, B and C with
  // the entry's types.
  AmdgcnMatrix,
};

// The sync scope of __builtin_amdgcn_fence's string (clang's syncscope names): the ClScope
// value in bits 0-7, bit 8 set for a "-one-as" scope. The parser reads the string literal
// (gfxsim has no string values) and Sema keeps this code as an integer constant argument.
// Returns -1 for a name that is not a scope.
int amdgcnSyncScope(const std::string& name);

// A built-in function's name -> its id, with `isExplicit` for the atomic_*_explicit forms.
// None when the name is not a built-in.
Builtin findBuiltin(const std::string& name, bool* isExplicit);

// The type a built-in type name denotes (uchar, uint4, half8, size_t, atomic_int,
// memory_order...), or null. Names OpenCL has but the front end does not support (image2d_t,
// sampler_t, event_t...) throw an "unsupported" error at loc.
const Type* builtinTypeNamed(TypeTable& types, const std::string& name, const SourceLoc& loc);

// OpenCL built-in functions outside the supported subset (printf, read_imagef, exp...):
// the text of the "unsupported: ..." error for a call of `name` (what and why), or "" when
// the name is not one.
std::string unsupportedBuiltin(const std::string& name);

// The full-precision math functions, which the math library (frontend/mathlib.cl) defines:
// true for "sin", "pow", "sincos"...
bool isMathLibraryName(const std::string& name);

// The math library's scalar definition of `name` for float (or double): "__gfxsim_sin_f32".
std::string mathLibraryFunction(const std::string& name, bool isDouble);

// Checks a call of a built-in (args are rvalues) and completes `call`: its type, args
// converted to what the lowering expects, and ival (see the Builtin comments). Throws a
// located Error for a bad call.
void checkBuiltinCall(Sema& sema, Expr* call, const std::string& name, bool isExplicit,
                      std::vector<Expr*> args);

// The wave size a compile for `target` has: `waveSize` when given, else 32 on RDNA targets
// (the OpenCL platform's default) and 64 elsewhere (the matrix built-ins' table depends on it).
unsigned effectiveWaveSize(const std::string& target, unsigned waveSize);

// __builtin_astype(arg, to) and as_<type>(arg) (OpenCL C 6.2.4.2): checks that arg's bits can
// be read as `to` (equal sizes) and gives the call that type.
void checkReinterpret(Sema& sema, Expr* call, Expr* arg, const Type* to);

// The string literal an argument of printf is (the format, a %s argument): its object, or
// null when the argument is something else.
const VarDecl* printfString(const Expr* arg);

// Expr::ival of a Convert call: the rounding mode and saturation.
enum ConvertRounding : uint8_t { RoundDefault = 0, RoundRte = 1, RoundRtz = 2, RoundRtp = 3, RoundRtn = 4 };
inline constexpr uint64_t kConvertSat = 8;
inline unsigned convertRounding(uint64_t ival) { return ival & 7; }
inline bool convertSaturates(uint64_t ival) { return (ival & kConvertSat) != 0; }

// Expr::ival of a VLoadHalf/VStoreHalf call: the lanes N (1 for the scalar forms), whether it
// is an aligned (vloada/vstorea) form, whose address is p + offset * (N == 3 ? 4 : N), and the
// store's rounding (ConvertRounding; RoundDefault is round to nearest even).
inline constexpr uint64_t kHalfAligned = 32;
inline uint64_t packHalfAccess(unsigned lanes, bool aligned, unsigned rounding) {
  return lanes | (aligned ? kHalfAligned : 0) | (uint64_t{rounding} << 8);
}
inline unsigned halfAccessLanes(uint64_t ival) { return ival & 31; }
inline bool halfAccessAligned(uint64_t ival) { return (ival & kHalfAligned) != 0; }
inline unsigned halfAccessRounding(uint64_t ival) { return (ival >> 8) & 7; }

// OpenCL's memory_order and memory_scope values (clang's opencl-c-base.h numbering).
enum ClOrder : uint8_t { OrderRelaxed = 0, OrderAcquire = 2, OrderRelease = 3, OrderAcqRel = 4, OrderSeqCst = 5 };
enum ClScope : uint8_t { ScopeWorkItem = 0, ScopeWorkGroup = 1, ScopeDevice = 2, ScopeAllSvmDevices = 3, ScopeSubGroup = 4 };
inline constexpr unsigned kClkLocalMemFence = 1, kClkGlobalMemFence = 2, kClkImageMemFence = 4;

// Packing of an atomic call's orders and scope into Expr::ival.
inline uint64_t packAtomic(unsigned order, unsigned failOrder, unsigned scope, unsigned flags = 0) {
  return order | (failOrder << 8) | (scope << 16) | (uint64_t{flags} << 24);
}
inline unsigned atomicOrder(uint64_t ival) { return ival & 0xff; }
inline unsigned atomicFailOrder(uint64_t ival) { return (ival >> 8) & 0xff; }
inline unsigned atomicScope(uint64_t ival) { return (ival >> 16) & 0xff; }
inline unsigned atomicFlags(uint64_t ival) { return (ival >> 24) & 0xff; }

// Object-like macros every translation unit sees ("NAME=VALUE", as -D): the fence flags,
// memory_order_* / memory_scope_*, the <limits.h> and <float.h> constants OpenCL C
// defines, M_PI_F and friends, the extensions, clang's AMDGPU macros (__AMDGCN__,
// __<target>__ for a target name like "gfx900", __GFX9__/__GFX10__/__GFX11__) and, for a
// known wave size, __AMDGCN_WAVEFRONT_SIZE.
std::vector<std::string> builtinMacros(const std::string& target, unsigned waveSize = 0);

}  // namespace gfxsim::cl
