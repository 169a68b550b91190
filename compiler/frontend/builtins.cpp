// Built-in names, types and the checking of built-in calls (the lowering is in irgen.cpp).
#include "frontend/builtins.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>

#include "frontend/sema.h"
#include "isa/target.h"
#include "support/printf_format.h"
#include "ir/ir.h"
#include "ir/matrix.h"

namespace gfxsim::cl {

namespace {

struct BuiltinName {
  Builtin id;
  bool isExplicit;
};

const std::unordered_map<std::string, BuiltinName>& builtinTable() {
  static const std::unordered_map<std::string, BuiltinName> table = [] {
    std::unordered_map<std::string, BuiltinName> m;
    auto add = [&](const char* n, Builtin b) { m[n] = {b, false}; };
    add("get_global_id", Builtin::GetGlobalId);
    add("get_local_id", Builtin::GetLocalId);
    add("get_group_id", Builtin::GetGroupId);
    add("get_global_size", Builtin::GetGlobalSize);
    add("get_local_size", Builtin::GetLocalSize);
    add("get_num_groups", Builtin::GetNumGroups);
    add("get_enqueued_local_size", Builtin::GetEnqueuedLocalSize);
    add("get_global_offset", Builtin::GetGlobalOffset);
    add("get_work_dim", Builtin::GetWorkDim);
    add("barrier", Builtin::Barrier);
    add("work_group_barrier", Builtin::Barrier);
    add("sqrt", Builtin::Sqrt);
    add("fabs", Builtin::Fabs);
    add("fma", Builtin::Fma);
    add("mad", Builtin::Mad);
    add("min", Builtin::Min);
    add("max", Builtin::Max);
    add("clamp", Builtin::Clamp);
    add("floor", Builtin::Floor);
    add("ceil", Builtin::Ceil);
    add("trunc", Builtin::Trunc);
    add("rint", Builtin::Rint);
    add("fmin", Builtin::Fmin);
    add("fmax", Builtin::Fmax);
    add("abs", Builtin::Abs);
    add("native_sqrt", Builtin::NativeSqrt);
    add("native_recip", Builtin::NativeRecip);
    add("native_rsqrt", Builtin::NativeRsqrt);
    add("native_exp2", Builtin::NativeExp2);
    add("native_log2", Builtin::NativeLog2);
    add("native_sin", Builtin::NativeSin);
    add("native_cos", Builtin::NativeCos);
    add("native_divide", Builtin::NativeDivide);
    const std::pair<const char*, Builtin> more[] = {
        {"fmod", Builtin::Fmod}, {"copysign", Builtin::Copysign}, {"sign", Builtin::Sign},
        {"step", Builtin::Step}, {"smoothstep", Builtin::Smoothstep}, {"mix", Builtin::Mix},
        {"degrees", Builtin::Degrees}, {"radians", Builtin::Radians}, {"rsqrt", Builtin::Rsqrt},
        {"round", Builtin::Round}, {"fdim", Builtin::Fdim},
        {"dot", Builtin::Dot}, {"length", Builtin::Length}, {"distance", Builtin::Distance},
        {"normalize", Builtin::Normalize}, {"cross", Builtin::Cross},
        {"isnan", Builtin::IsNan}, {"isinf", Builtin::IsInf}, {"isfinite", Builtin::IsFinite},
        {"isnormal", Builtin::IsNormal}, {"signbit", Builtin::SignBit}, {"isequal", Builtin::IsEqual},
        {"isnotequal", Builtin::IsNotEqual}, {"isgreater", Builtin::IsGreater},
        {"isgreaterequal", Builtin::IsGreaterEqual}, {"isless", Builtin::IsLess},
        {"islessequal", Builtin::IsLessEqual}, {"islessgreater", Builtin::IsLessGreater},
        {"isordered", Builtin::IsOrdered}, {"isunordered", Builtin::IsUnordered},
        {"any", Builtin::Any}, {"all", Builtin::All}, {"select", Builtin::Select},
        {"bitselect", Builtin::Bitselect},
        {"popcount", Builtin::Popcount}, {"clz", Builtin::Clz}, {"ctz", Builtin::Ctz},
        {"mul_hi", Builtin::MulHi}, {"mad_hi", Builtin::MadHi}, {"rotate", Builtin::Rotate},
        {"abs_diff", Builtin::AbsDiff}, {"add_sat", Builtin::AddSat}, {"sub_sat", Builtin::SubSat},
        {"hadd", Builtin::Hadd}, {"rhadd", Builtin::Rhadd}, {"mul24", Builtin::Mul24},
        {"mad24", Builtin::Mad24}, {"upsample", Builtin::Upsample},
    };
    for (const auto& [n, b] : more) add(n, b);
    for (const char* n : {"2", "3", "4", "8", "16"}) {
      add((std::string("vload") + n).c_str(), Builtin::VLoad);
      add((std::string("vstore") + n).c_str(), Builtin::VStore);
    }
    add("atomic_init", Builtin::AtomicInit);
    add("atomic_work_item_fence", Builtin::AtomicWorkItemFence);
    const std::pair<const char*, Builtin> atomics[] = {
        {"atomic_load", Builtin::AtomicLoad},
        {"atomic_store", Builtin::AtomicStore},
        {"atomic_exchange", Builtin::AtomicExchange},
        {"atomic_compare_exchange_strong", Builtin::AtomicCasStrong},
        {"atomic_compare_exchange_weak", Builtin::AtomicCasWeak},
        {"atomic_fetch_add", Builtin::AtomicFetchAdd},
        {"atomic_fetch_sub", Builtin::AtomicFetchSub},
        {"atomic_fetch_and", Builtin::AtomicFetchAnd},
        {"atomic_fetch_or", Builtin::AtomicFetchOr},
        {"atomic_fetch_xor", Builtin::AtomicFetchXor},
        {"atomic_fetch_min", Builtin::AtomicFetchMin},
        {"atomic_fetch_max", Builtin::AtomicFetchMax},
    };
    for (const auto& [n, b] : atomics) {
      m[n] = {b, false};
      m[std::string(n) + "_explicit"] = {b, true};
    }
    add("atomic_add", Builtin::Atom1Add);
    add("atomic_sub", Builtin::Atom1Sub);
    add("atomic_xchg", Builtin::Atom1Xchg);
    add("atomic_min", Builtin::Atom1Min);
    add("atomic_max", Builtin::Atom1Max);
    add("atomic_and", Builtin::Atom1And);
    add("atomic_or", Builtin::Atom1Or);
    add("atomic_xor", Builtin::Atom1Xor);
    add("atomic_inc", Builtin::Atom1Inc);
    add("atomic_dec", Builtin::Atom1Dec);
    add("atomic_cmpxchg", Builtin::Atom1Cmpxchg);
    // The OpenCL 1.0 extension names (cl_khr_{global,local}_int32_*_atomics and, on long and
    // ulong, cl_khr_int64_*_atomics: OpenCL 1.2 "Extensions", 9.5-9.7) are the same functions.
    for (const char* op : {"add", "sub", "xchg", "min", "max", "and", "or", "xor", "inc", "dec", "cmpxchg"})
      m[std::string("atom_") + op] = m.at(std::string("atomic_") + op);
    add("__builtin_amdgcn_mbcnt_lo", Builtin::MbcntLo);
    add("__builtin_amdgcn_mbcnt_hi", Builtin::MbcntHi);
    add("__builtin_amdgcn_ds_bpermute", Builtin::DsBpermute);
    for (const char* d : {"x", "y", "z"}) {
      add((std::string("__builtin_amdgcn_workitem_id_") + d).c_str(), Builtin::AmdgcnWorkitemId);
      add((std::string("__builtin_amdgcn_workgroup_id_") + d).c_str(), Builtin::AmdgcnWorkgroupId);
    }
    add("__builtin_amdgcn_dispatch_ptr", Builtin::AmdgcnDispatchPtr);
    add("__builtin_amdgcn_implicitarg_ptr", Builtin::AmdgcnImplicitArgPtr);
    add("__builtin_amdgcn_kernarg_segment_ptr", Builtin::AmdgcnKernargSegmentPtr);
    add("__builtin_amdgcn_s_barrier", Builtin::AmdgcnSBarrier);
    add("printf", Builtin::Printf);
    add("get_local_linear_id", Builtin::GetLocalLinearId);
    add("mem_fence", Builtin::MemFence);
    add("read_mem_fence", Builtin::MemFence);
    add("write_mem_fence", Builtin::MemFence);
    add("get_global_linear_id", Builtin::GetGlobalLinearId);
    const std::pair<const char*, Builtin> subGroups[] = {
        {"get_sub_group_size", Builtin::GetSubGroupSize}, {"get_max_sub_group_size", Builtin::GetMaxSubGroupSize},
        {"get_num_sub_groups", Builtin::GetNumSubGroups}, {"get_enqueued_num_sub_groups", Builtin::GetEnqueuedNumSubGroups},
        {"get_sub_group_id", Builtin::GetSubGroupId}, {"get_sub_group_local_id", Builtin::GetSubGroupLocalId},
        {"sub_group_barrier", Builtin::SubGroupBarrier}, {"sub_group_all", Builtin::SubGroupAll},
        {"sub_group_any", Builtin::SubGroupAny}, {"sub_group_broadcast", Builtin::SubGroupBroadcast},
    };
    for (const auto& [n, b] : subGroups) add(n, b);
    for (const char* op : {"add", "min", "max"}) {
      add((std::string("sub_group_reduce_") + op).c_str(), Builtin::SubGroupReduce);
      add((std::string("sub_group_scan_inclusive_") + op).c_str(), Builtin::SubGroupScanInclusive);
      add((std::string("sub_group_scan_exclusive_") + op).c_str(), Builtin::SubGroupScanExclusive);
    }
    const std::pair<const char*, Builtin> amdgcn[] = {
        {"wavefrontsize", Builtin::AmdgcnWavefrontSize}, {"readfirstlane", Builtin::AmdgcnReadFirstLane},
        {"readlane", Builtin::AmdgcnReadLane}, {"ds_permute", Builtin::AmdgcnDsPermute},
        {"ds_swizzle", Builtin::AmdgcnDsSwizzle}, {"mov_dpp", Builtin::AmdgcnMovDpp},
        {"update_dpp", Builtin::AmdgcnUpdateDpp}, {"fence", Builtin::AmdgcnFence},
        {"s_memtime", Builtin::AmdgcnMemTime}, {"s_memrealtime", Builtin::AmdgcnMemRealTime},
        {"s_sleep", Builtin::AmdgcnSleep}, {"s_getpc", Builtin::AmdgcnGetPc},
        {"ballot_w32", Builtin::AmdgcnBallot}, {"ballot_w64", Builtin::AmdgcnBallot},
        {"read_exec", Builtin::AmdgcnReadExec}, {"read_exec_lo", Builtin::AmdgcnReadExec},
        {"read_exec_hi", Builtin::AmdgcnReadExec}, {"uicmp", Builtin::AmdgcnICmp}, {"uicmpl", Builtin::AmdgcnICmp},
        {"sicmp", Builtin::AmdgcnICmp}, {"sicmpl", Builtin::AmdgcnICmp}, {"fcmp", Builtin::AmdgcnFCmp},
        {"fcmpf", Builtin::AmdgcnFCmp}, {"wave_barrier", Builtin::AmdgcnWaveBarrier},
        {"fmed3f", Builtin::AmdgcnFmed3}, {"rcpf", Builtin::AmdgcnRcp}, {"rcp", Builtin::AmdgcnRcp},
        {"sqrtf", Builtin::AmdgcnSqrt}, {"sqrt", Builtin::AmdgcnSqrt}, {"rsqf", Builtin::AmdgcnRsq},
        {"rsq", Builtin::AmdgcnRsq}, {"ldexpf", Builtin::AmdgcnLdexp}, {"ldexp", Builtin::AmdgcnLdexp},
        {"frexp_mantf", Builtin::AmdgcnFrexpMant}, {"frexp_mant", Builtin::AmdgcnFrexpMant},
        {"frexp_expf", Builtin::AmdgcnFrexpExp}, {"frexp_exp", Builtin::AmdgcnFrexpExp},
        {"div_scalef", Builtin::AmdgcnDivScale}, {"div_scale", Builtin::AmdgcnDivScale},
        {"div_fmasf", Builtin::AmdgcnDivFmas}, {"div_fmas", Builtin::AmdgcnDivFmas},
        {"div_fixupf", Builtin::AmdgcnDivFixup}, {"div_fixup", Builtin::AmdgcnDivFixup},
        {"ubfe", Builtin::AmdgcnUbfe}, {"sbfe", Builtin::AmdgcnSbfe}, {"alignbit", Builtin::AmdgcnAlignBit},
        {"alignbyte", Builtin::AmdgcnAlignByte}, {"lerp", Builtin::AmdgcnLerp}, {"perm", Builtin::AmdgcnPerm},
    };
    for (const auto& [n, b] : amdgcn) add((std::string("__builtin_amdgcn_") + n).c_str(), b);
    for (const char* d : {"x", "y", "z"}) {
      add((std::string("__builtin_amdgcn_workgroup_size_") + d).c_str(), Builtin::AmdgcnWorkgroupSize);
      add((std::string("__builtin_amdgcn_grid_size_") + d).c_str(), Builtin::AmdgcnGridSize);
    }
    return m;
  }();
  return table;
}

TK scalarKindNamed(const std::string& n) {
  static const std::pair<const char*, TK> names[] = {
      {"char", TK::Char}, {"uchar", TK::UChar}, {"short", TK::Short}, {"ushort", TK::UShort},
      {"int", TK::Int},   {"uint", TK::UInt},   {"long", TK::Long},   {"ulong", TK::ULong},
      {"half", TK::Half}, {"float", TK::Float}, {"double", TK::Double}};
  for (const auto& [s, k] : names)
    if (n == s) return k;
  return TK::Void;
}

// "int", "uchar4", "half8": the scalar kind and lanes (1 for a scalar) of an OpenCL
// arithmetic type name; false for anything else (bool, typedefs).
bool arithmeticTypeNamed(const std::string& n, TK& kind, uint32_t& lanes) {
  size_t d = n.find_first_of("0123456789");
  kind = scalarKindNamed(n.substr(0, d));
  if (kind == TK::Void) return false;
  if (d == std::string::npos) {
    lanes = 1;
    return true;
  }
  std::string num = n.substr(d);
  if (num != "2" && num != "3" && num != "4" && num != "8" && num != "16") return false;
  lanes = static_cast<uint32_t>(std::stoi(num));
  return true;
}

// The parts of "convert_<type>[_sat][_rte|_rtz|_rtp|_rtn]".
struct ConvertName {
  TK kind = TK::Void;
  uint32_t lanes = 1;
  uint64_t flags = 0;
};

bool parseConvertName(const std::string& name, ConvertName& out) {
  static const std::string prefix = "convert_";
  if (name.rfind(prefix, 0) != 0) return false;
  std::string rest = name.substr(prefix.size());
  size_t us = rest.find('_');
  std::string type = rest.substr(0, us), mods = us == std::string::npos ? "" : rest.substr(us);
  if (!arithmeticTypeNamed(type, out.kind, out.lanes)) return false;
  if (mods.rfind("_sat", 0) == 0) {
    out.flags |= kConvertSat;
    mods = mods.substr(4);
  }
  static const std::pair<const char*, ConvertRounding> modes[] = {
      {"", RoundDefault}, {"_rte", RoundRte}, {"_rtz", RoundRtz}, {"_rtp", RoundRtp}, {"_rtn", RoundRtn}};
  for (const auto& [m, r] : modes)
    if (mods == m) {
      out.flags |= r;
      return true;
    }
  return false;
}

// The parts of "vload_half<N>", "vloada_half<N>", "vstore_half<N>[_<rounding>]" and
// "vstorea_half<N>[_<rounding>]" (N empty or 2, 3, 4, 8, 16).
struct HalfAccessName {
  bool store = false;
  uint64_t ival = 0;
};

bool parseHalfAccessName(const std::string& name, HalfAccessName& out) {
  static const std::pair<const char*, bool> prefixes[] = {
      {"vloada_half", false}, {"vload_half", false}, {"vstorea_half", true}, {"vstore_half", true}};
  for (const auto& [p, store] : prefixes) {
    std::string prefix = p;
    if (name.rfind(prefix, 0) != 0) continue;
    std::string rest = name.substr(prefix.size());
    size_t us = rest.find('_');
    std::string num = rest.substr(0, us), mods = us == std::string::npos ? "" : rest.substr(us);
    unsigned lanes = 1;
    if (!num.empty()) {
      if (num != "2" && num != "3" && num != "4" && num != "8" && num != "16") return false;
      lanes = static_cast<unsigned>(std::stoul(num));
    }
    unsigned rounding = RoundDefault;
    static const std::pair<const char*, ConvertRounding> modes[] = {
        {"_rte", RoundRte}, {"_rtz", RoundRtz}, {"_rtp", RoundRtp}, {"_rtn", RoundRtn}};
    if (!mods.empty()) {
      if (!store) return false;
      bool known = false;
      for (const auto& [m, r] : modes)
        if (mods == m) {
          rounding = r;
          known = true;
        }
      if (!known) return false;
    }
    out.store = store;
    out.ival = packHalfAccess(lanes, prefix.find("a_half") != std::string::npos, rounding);
    return true;
  }
  return false;
}

}  // namespace

Builtin findBuiltin(const std::string& name, bool* isExplicit) {
  if (isExplicit) *isExplicit = false;
  if (ir::isMatrixBuiltinName(name)) return Builtin::AmdgcnMatrix;
  ConvertName cv;
  if (parseConvertName(name, cv)) return Builtin::Convert;
  HalfAccessName ha;
  if (parseHalfAccessName(name, ha)) return ha.store ? Builtin::VStoreHalf : Builtin::VLoadHalf;
  TK kind;
  uint32_t lanes;
  if (name.rfind("as_", 0) == 0 && arithmeticTypeNamed(name.substr(3), kind, lanes)) return Builtin::As;
  if (isMathLibraryName(name))
    return name == "sincos" || name == "remquo" || name == "lgamma_r" || name == "fract" || name == "modf" ||
                   name == "frexp"
               ? Builtin::MathLibOut
               : Builtin::MathLib;
  const auto& t = builtinTable();
  auto it = t.find(name);
  if (it == t.end()) return Builtin::None;
  if (isExplicit) *isExplicit = it->second.isExplicit;
  return it->second.id;
}

const Type* builtinTypeNamed(TypeTable& types, const std::string& n, const SourceLoc& loc) {
  static const std::pair<const char*, TK> scalars[] = {
      {"uchar", TK::UChar}, {"ushort", TK::UShort}, {"uint", TK::UInt}, {"ulong", TK::ULong},
      {"size_t", TK::ULong}, {"ptrdiff_t", TK::Long}, {"intptr_t", TK::Long}, {"uintptr_t", TK::ULong},
      {"memory_order", TK::Int}, {"memory_scope", TK::Int}, {"cl_mem_fence_flags", TK::UInt}};
  for (const auto& [s, k] : scalars)
    if (n == s) return types.scalar(k);
  static const std::pair<const char*, TK> atomics[] = {
      {"atomic_int", TK::Int},          {"atomic_uint", TK::UInt},        {"atomic_long", TK::Long},
      {"atomic_ulong", TK::ULong},      {"atomic_float", TK::Float},      {"atomic_double", TK::Double},
      {"atomic_intptr_t", TK::Long},    {"atomic_uintptr_t", TK::ULong},  {"atomic_size_t", TK::ULong},
      {"atomic_ptrdiff_t", TK::Long}};
  for (const auto& [s, k] : atomics)
    if (n == s) return types.atomic(types.scalar(k));
  // Vector types: <scalar><N>.
  size_t d = n.find_first_of("0123456789");
  if (d != std::string::npos && d > 0) {
    std::string base = n.substr(0, d), num = n.substr(d);
    TK k = scalarKindNamed(base);
    if (k != TK::Void && (num == "2" || num == "3" || num == "4" || num == "8" || num == "16"))
      return types.vector(types.scalar(k), static_cast<uint32_t>(std::stoi(num)));
  }
  static const char* const unsupportedTypes[] = {
      "image1d_t", "image1d_array_t", "image1d_buffer_t", "image2d_t", "image2d_array_t",
      "image2d_depth_t", "image2d_array_depth_t", "image3d_t", "sampler_t", "event_t", "queue_t",
      "clk_event_t", "ndrange_t", "reserve_id_t", "atomic_flag", "atomic_half", "image2d_msaa_t"};
  for (const char* s : unsupportedTypes)
    if (n == s) throw Error(loc, "unsupported: type '" + n + "'");
  return nullptr;
}

namespace {

// Full-precision math: OpenCL C 7.4 gives them ulp bounds that need real implementations
// (range reduction, polynomials); the math library (mathlib.cl) defines each in OpenCL C.
const char* const kFullPrecision[] = {
    "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "logb", "pow", "pown", "powr", "rootn",
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
    "sinpi", "cospi", "tanpi", "asinpi", "acospi", "atanpi", "atan2pi", "sincos", "cbrt", "hypot",
    "remainder", "remquo", "erf", "erfc", "tgamma", "lgamma", "lgamma_r", "fract", "modf", "frexp", "ldexp"};

}  // namespace

bool isMathLibraryName(const std::string& n) {
  return std::any_of(std::begin(kFullPrecision), std::end(kFullPrecision), [&](const char* s) { return n == s; });
}

std::string mathLibraryFunction(const std::string& name, bool isDouble) {
  return "__gfxsim_" + name + (isDouble ? "_f64" : "_f32");
}

int amdgcnSyncScope(const std::string& name) {
  bool oneAs = name.size() >= 7 && name.compare(name.size() - 7, 7, "-one-as") == 0;
  std::string base = oneAs ? name.substr(0, name.size() - 7) : name;
  int scope = base == "singlethread" ? ScopeWorkItem
              : base == "wavefront"  ? ScopeSubGroup
              : base == "workgroup"  ? ScopeWorkGroup
              : base == "agent"      ? ScopeDevice
              : base.empty()         ? ScopeAllSvmDevices
                                     : -1;
  if (scope < 0 || (oneAs && base.empty())) return -1;
  return scope | (oneAs ? 0x100 : 0);
}

std::string unsupportedBuiltin(const std::string& n) {
  const std::string what = "built-in function '" + n + "'";
  if (n.rfind("half_", 0) == 0) return what + " (half precision)";  // half_sin ...: the 10-bit math functions
  if (n.rfind("convert_", 0) == 0) return what + " (not a conversion to a supported type)";
  if (n.rfind("as_", 0) == 0) return what + " (not a reinterpretation as a supported type)";
  static const char* const prefixes[] = {
      "vload", "vstore", "read_image", "write_image", "get_image", "sub_group_", "work_group_",
      "async_work_group", "native_", "atom_", "atomic_flag", "get_sub_group", "get_kernel_", "enqueue_",
      "get_pipe", "read_pipe", "write_pipe", "__builtin_"};
  for (const char* p : prefixes)
    if (n.rfind(p, 0) == 0) return what;
  static const char* const names[] = {
      "ilogb", "nan", "nextafter", "fast_length", "fast_distance",
      "fast_normalize", "shuffle", "shuffle2", "mad_sat",
      "wait_group_events", "prefetch", "to_global", "to_local",
      "to_private", "get_fence", "maxmag", "minmag"};
  for (const char* s : names)
    if (n == s) return what;
  return "";
}

unsigned effectiveWaveSize(const std::string& target, unsigned waveSize) {
  if (waveSize) return waveSize;
  const isa::TargetInfo* ti = isa::findTarget(target);
  return ti && ti->rdna ? 32 : 64;
}

void checkReinterpret(Sema& s, Expr* call, Expr* arg, const Type* to) {
  const Type* from = arg->type.t;
  if (!(from->isArithmetic() || from->isVector()) || from->scalar()->kind == TK::Bool)
    s.error(call->loc, "invalid reinterpretation of a value of type '" + typeName(from) + "' as '" + typeName(to) + "'");
  if (sizeOf(from) != sizeOf(to))
    s.error(call->loc, "invalid reinterpretation: sizes of '" + typeName(to) + "' and '" + typeName(from) + "' must match");
  call->type = QualType{to, 0, AS::None};
}

namespace {

struct Checker {
  Sema& s;
  Expr* call;
  const std::string& name;
  std::vector<Expr*>& args;
  TypeTable& tt;

  [[noreturn]] void fail(const std::string& msg) const { s.error(call->loc, msg); }
  // clang's check of a target built-in's required feature (BuiltinsAMDGPU.def); an unknown
  // target accepts every built-in.
  void needFeature(const char* feature, bool has) const {
    if (!s.tu().target.empty() && !has) fail("'" + name + "' needs target feature " + feature);
  }
  // The target table's row of the unit's target (null: none given or unknown).
  const isa::TargetInfo* targetInfo() const { return isa::findTarget(s.tu().target); }
  bool gen10Plus() const { return targetInfo() && targetInfo()->rdna; }
  bool gen11() const { return targetInfo() && targetInfo()->gen == isa::Gen::GFX11; }
  // The value argument of a sub-group function: int, uint, long, ulong, float or double
  // (char, short and bool promote to int, as overload resolution picks the int function).
  const Type* subGroupValue(size_t i) const {
    const Type* t = args[i]->type.t;
    if (t->isInteger() && intRank(t) < 2) {
      args[i] = convert(args[i], tt.intTy(), i);
      t = tt.intTy();
    }
    bool ok = t->kind == TK::Int || t->kind == TK::UInt || t->kind == TK::Long || t->kind == TK::ULong ||
              t->kind == TK::Float || t->kind == TK::Double;
    if (!ok) s.error(args[i]->loc, "no matching built-in '" + name + "' for an argument of type '" + typeName(t) + "'");
    return t;
  }
  // A constant argument of a target built-in (clang: "argument to '...' must be a constant integer").
  int64_t targetConstant(size_t i) const {
    auto v = args[i]->type->isInteger() ? s.evaluate(args[i]) : std::nullopt;
    if (!v || v->isFloat) s.error(args[i]->loc, "argument to '" + name + "' must be a constant integer");
    unsigned shift = 64 - intBits(args[i]->type.t);
    return args[i]->type->isSigned() ? static_cast<int64_t>(v->i << shift) >> shift : static_cast<int64_t>(v->i);
  }
  // Checks a dpp_ctrl value for the target as LLVM's AMDGPU back end does (clang-19 reports
  // these from the back end, without a location; gfxsim points at the argument).
  void checkDppCtrl(size_t i, int64_t c) const {
    auto bad = [&](const std::string& why) {
      s.error(args[i]->loc, "invalid dpp_ctrl value " + std::to_string(c) + " for '" + name + "'" + why);
    };
    const std::string& t = s.tu().target;
    bool gfx90a = t == "gfx90a";
    bool valid = (c >= 0 && c <= 0xff) || (c >= 0x101 && c <= 0x10f) || (c >= 0x111 && c <= 0x11f) ||
                 (c >= 0x121 && c <= 0x12f) || c == 0x130 || c == 0x134 || c == 0x138 || c == 0x13c ||
                 (c >= 0x140 && c <= 0x143) || (c >= 0x150 && c <= 0x16f);
    if (!valid) bad("");
    if (t.empty()) return;
    if (gen10Plus() && c >= 0x130 && c <= 0x13c) bad(": wavefront shifts are not supported on GFX10+");
    if (gen10Plus() && (c == 0x142 || c == 0x143)) bad(": broadcasts are not supported on GFX10+");
    if (!gen10Plus() && !gfx90a && c >= 0x150 && c <= 0x15f) bad(": row_newbroadcast/row_share is not supported before GFX90A/GFX10");
    if (!gen10Plus() && c >= 0x160) bad(": row_share and row_xmask are not supported before GFX10");
  }
  void count(size_t lo, size_t hi) const {
    if (args.size() < lo || args.size() > hi) {
      std::string expected = lo == hi ? std::to_string(lo) : std::to_string(lo) + " to " + std::to_string(hi);
      fail(std::string(args.size() < lo ? "too few" : "too many") + " arguments to '" + name +
           "', expected " + expected + ", have " + std::to_string(args.size()));
    }
  }
  Expr* convert(Expr* e, const Type* t, size_t i) const {
    return s.convertForAssign(e, QualType{t, 0, AS::None}, e->loc,
                              "passing argument " + std::to_string(i + 1) + " of '" + name + "' of type");
  }
  // The common type of the arguments of a gentype function; all args converted to it.
  // Arguments of one type keep it (rotate(char, char) is a char function: no integer
  // promotion); mixed ones take the usual arithmetic conversions (a scalar widens to a
  // vector: step(float, float4)).
  const Type* genType(bool allowInt, bool allowFloat, bool floatOnly32 = false) const {
    const Type* t = nullptr;
    bool same = true;
    for (Expr* a : args) {
      const Type* at = a->type.t;
      if (!at->isArithmetic() && !at->isVector())
        s.error(a->loc, "no matching built-in '" + name + "' for an argument of type '" + typeName(at) + "'");
      same = same && (!t || t == at);
      t = !t ? at : same ? t : s.usualArithmetic(t, at, a->loc);
    }
    const Type* e = t->scalar();
    if (floatOnly32 && e->isHalf()) {
      // The float-only functions (native_*) have no half overload: clang converts half
      // arguments to float, and the result is float.
      t = withElem(t, tt.floatTy());
      e = t->scalar();
    }
    if (e->kind == TK::Bool || (e->isInteger() && !allowInt) || (e->isFloat() && !allowFloat) ||
        (floatOnly32 && e->kind != TK::Float))
      fail("no matching built-in '" + name + "' for arguments of type '" + typeName(t) + "'");
    if (e->isInteger() && intRank(e) < 2) fail("no matching built-in '" + name + "' for type '" + typeName(t) + "'");
    for (size_t i = 0; i < args.size(); ++i) args[i] = s.castTo(args[i], t);
    return t;
  }
  // t with its element replaced by `e` (a scalar stays a scalar).
  const Type* withElem(const Type* t, const Type* e) const { return t->isVector() ? tt.vector(e, t->count) : e; }
  // The unsigned integer type of the same width.
  const Type* unsignedOf(const Type* t) const {
    const Type* e = t->scalar();
    return e->isSigned() ? withElem(t, tt.scalar(static_cast<TK>(static_cast<int>(e->kind) + 1))) : t;
  }
  // The signed integer type of `bytes` bytes.
  const Type* signedOfSize(uint64_t bytes) const {
    switch (bytes) {
      case 1: return tt.scalar(TK::Char);
      case 2: return tt.scalar(TK::Short);
      case 4: return tt.intTy();
      default: return tt.longTy();
    }
  }
  // A relational test's result for float type t: int for a scalar, the signed vector of the
  // element's width for a vector.
  const Type* relationalResult(const Type* t) const {
    return t->isVector() ? tt.vector(signedOfSize(sizeOf(t->elem)), t->count) : tt.intTy();
  }
  // A geometric function's argument: a float/double scalar or vector of at most 4 lanes.
  const Type* geometricType() const {
    const Type* t = genType(false, true);
    if (t->lanes() > 4) fail("no matching built-in '" + name + "' for arguments of type '" + typeName(t) + "'");
    return t;
  }
  int64_t constant(size_t i, const char* what) const { return s.constInt(args[i], what); }
  unsigned order(size_t i) const {
    int64_t v = constant(i, "memory order argument");
    if (v != OrderRelaxed && v != OrderAcquire && v != OrderRelease && v != OrderAcqRel && v != OrderSeqCst)
      s.error(args[i]->loc, "memory order argument to atomic operation is invalid");
    return static_cast<unsigned>(v);
  }
  unsigned scope(size_t i) const {
    int64_t v = constant(i, "memory scope argument");
    if (v < ScopeWorkItem || v > ScopeSubGroup) s.error(args[i]->loc, "memory scope argument to atomic operation is invalid");
    return static_cast<unsigned>(v);
  }
  // args[0] as a pointer to an atomic type; returns the value type.
  const Type* atomicObject() const {
    const Type* pt = args[0]->type.t;
    if (!pt->isPointer() || !pt->pointee->isAtomic())
      s.error(args[0]->loc, "address argument to atomic operation must be a pointer to an atomic type ('" +
                                typeName(pt) + "' invalid)");
    AS a = pt->pointee.as;
    if (a == AS::Constant || a == AS::Private)
      s.error(args[0]->loc, "address argument to atomic operation must point to global or local memory");
    return pt->pointee->elem;
  }
  // args[0] as an OpenCL 1.x atomic pointer (int/uint/long/ulong, float for xchg).
  const Type* legacyObject(bool allowFloat) const {
    const Type* pt = args[0]->type.t;
    const Type* v = pt->isPointer() ? pt->pointee.t : nullptr;
    bool ok = v && (v->kind == TK::Int || v->kind == TK::UInt || v->kind == TK::Long || v->kind == TK::ULong ||
                    (allowFloat && v->kind == TK::Float));
    if (!ok) s.error(args[0]->loc, "no matching built-in '" + name + "' for a pointer of type '" + typeName(pt) + "'");
    AS a = pt->pointee.as;
    if (a == AS::Constant || a == AS::Private)
      s.error(args[0]->loc, "address argument to atomic operation must point to global or local memory");
    if (pt->pointee.isConst()) s.error(args[0]->loc, "address argument to atomic operation must not point to const");
    return v;
  }
};

// The matrix built-ins (ir/matrix.h): the target's table gives the operand types, and
// clang-19's signatures (BuiltinsAMDGPU.def) the constant arguments: MFMA (A, B, C, cbsz,
// abid, blgp); SMFMAC (A, B, C, int index, cbsz, abid: the index is a run-time value); WMMA
// with f32 results (A, B, C), with 16-bit results (A, B, C, bool op_sel), with integer results
// (bool A signed, A, bool B signed, B, C, bool clamp).
void checkMatrix(Checker& c) {
  Sema& s = c.s;
  const std::string& target = s.tu().target;
  const isa::TargetInfo* ti = c.targetInfo();
  unsigned wave = effectiveWaveSize(target, s.tu().waveSize);
  int idx = ti ? ir::findMatrixOp(target, wave, c.name) : -1;
  if (idx < 0) {
    if (ti && ir::findMatrixOp(target, wave == 64 ? 32 : 64, c.name) >= 0)
      c.fail("'" + c.name + "' needs target feature wavefrontsize" + (wave == 64 ? "32" : "64") + " (this compile is wave" +
             std::to_string(wave) + ")");
    c.fail("'" + c.name + "' is not available on target " + (target.empty() ? std::string("(none given)") : target));
  }
  const ir::MatrixOp& op = ir::matrixOps(target, wave)[static_cast<size_t>(idx)];
  auto typeOf = [&](const ir::MatrixArg& a) {
    static const std::pair<ir::MatrixElem, TK> kinds[] = {
        {ir::MatrixElem::F16, TK::Half}, {ir::MatrixElem::BF16, TK::Short}, {ir::MatrixElem::F32, TK::Float},
        {ir::MatrixElem::F64, TK::Double}, {ir::MatrixElem::I32, TK::Int}, {ir::MatrixElem::I64, TK::Long}};
    TK k = TK::Int;
    for (const auto& [e, t] : kinds)
      if (e == a.elem) k = t;
    return a.lanes == 1 ? c.tt.scalar(k) : c.tt.vector(c.tt.scalar(k), a.lanes);
  };
  // The signature: A, B, C the matrices, the others named constants (bool ones '?').
  struct Param {
    char what;         // 'A', 'B', 'C', 'i' (SMFMAC's index, an int) or 'k' (a constant)
    const char* name;  // the constant's name
    unsigned limit;    // its largest value
  };
  std::vector<Param> sig;
  if (op.sparse) {
    sig = {{'A', "", 0}, {'B', "", 0}, {'C', "", 0}, {'i', "", 0}, {'k', "cbsz", 7}, {'k', "abid", 15}};
  } else if (op.kind == ir::MatrixKind::Mfma) {
    sig = {{'A', "", 0}, {'B', "", 0}, {'C', "", 0}, {'k', "cbsz", 7}, {'k', "abid", 15}, {'k', "blgp", 7}};
  } else if (op.cd.elem == ir::MatrixElem::F32) {
    sig = {{'A', "", 0}, {'B', "", 0}, {'C', "", 0}};
  } else if (op.cd.elem == ir::MatrixElem::I32) {
    sig = {{'k', "A signed", 1}, {'A', "", 0}, {'k', "B signed", 1}, {'B', "", 0}, {'C', "", 0}, {'k', "clamp", 1}};
  } else {
    sig = {{'A', "", 0}, {'B', "", 0}, {'C', "", 0}, {'k', "op_sel", 1}};
  }
  c.count(sig.size(), sig.size());
  ir::MatrixMods mods;
  for (size_t i = 0; i < sig.size(); ++i) {
    const Param& p = sig[i];
    if (p.what != 'k') {
      const Type* want = p.what == 'i' ? c.tt.scalar(TK::Int) : typeOf(p.what == 'A' ? op.a : p.what == 'B' ? op.b : op.cd);
      // A vector parameter takes only its own vector type (clang-19: no conversion, no
      // scalar widening); a scalar one converts as an argument does.
      if (want->isVector() && c.args[i]->type.t != want)
        s.error(c.args[i]->loc, "passing '" + typeName(c.args[i]->type.t) + "' to parameter of incompatible type '" + typeName(want) +
                                    "' (argument " + std::to_string(i + 1) + " of '" + c.name + "')");
      c.args[i] = c.convert(c.args[i], want, i);
      continue;
    }
    std::string which = "argument " + std::to_string(i + 1) + " ('" + p.name + "') of '" + c.name + "'";
    auto v = c.args[i]->type->isInteger() ? s.evaluate(c.args[i]) : std::nullopt;
    if (!v || v->isFloat) s.error(c.args[i]->loc, which + " must be a constant integer");
    unsigned shift = 64 - intBits(c.args[i]->type.t);
    int64_t x = c.args[i]->type->isSigned() ? static_cast<int64_t>(v->i << shift) >> shift : static_cast<int64_t>(v->i);
    if (p.limit == 1) x = x != 0;  // bool parameters
    if (x < 0 || x > static_cast<int64_t>(p.limit))
      s.error(c.args[i]->loc, which + " must be in 0.." + std::to_string(p.limit) + ", is " + std::to_string(x));
    auto u = static_cast<unsigned>(x);
    std::string n = p.name;
    if (n == "cbsz") mods.cbsz = u;
    else if (n == "abid") mods.abid = u;
    else if (n == "blgp") mods.blgp = u;
    else if (n == "A signed") mods.signA = u;
    else if (n == "B signed") mods.signB = u;
    else if (n == "clamp") mods.clamp = u;
    else mods.opselHi = u;
  }
  c.call->ival = ir::packMatrix(static_cast<unsigned>(idx), mods);
  c.call->type = QualType{typeOf(op.cd), 0, AS::None};
}

}  // namespace

const VarDecl* printfString(const Expr* a) {
  if (a->kind == EK::Cast && a->a->kind == EK::Var && a->a->var->isString) return a->a->var;
  return nullptr;
}

namespace {

// printf's checks (OpenCL C 3.0, 6.15.14.2): the format a string literal with valid
// conversions, a data argument for each, of the kind the conversion prints; the arguments
// promoted as C's default argument promotions do (OpenCL keeps vectors as they are).
void checkPrintf(Sema& s, Checker& c, std::vector<Expr*>& args) {
  TypeTable& tt = s.types();
  if (args.empty()) c.fail("too few arguments to function call, expected at least 1, have 0");
  const VarDecl* fv = printfString(args[0]);
  if (!fv) s.unsupported(args[0]->begin, "printf with a format that is not a string literal");
  std::string format(fv->image.begin(), fv->image.end() - 1);
  printf_format::Parsed p = printf_format::parse(format);
  if (!p.error.empty())
    s.error(args[0]->begin, "invalid printf format: " + p.error + " (the conversion at byte " + std::to_string(p.errorOffset) + ")");
  if (p.conversions > args.size() - 1)
    s.error(args[0]->begin, "more '%' conversions than data arguments (" + std::to_string(p.conversions) + " conversions, " +
                                std::to_string(args.size() - 1) + " arguments)");
  size_t k = 1;
  for (const printf_format::Piece& piece : p.pieces) {
    if (!piece.isSpec) continue;
    const printf_format::Spec& sp = piece.spec;
    Expr* a = args[k];
    const Type* t = a->type.t;
    std::string what = "format '" + sp.text() + "' expects ";
    if (sp.isString()) {
      if (!printfString(a)) s.unsupported(a->begin, "a printf %s argument that is not a string literal");
    } else if (sp.isPointer()) {
      if (!t->isPointer()) s.error(a->begin, what + "a pointer, the argument has type '" + typeName(t) + "'");
    } else if (sp.vector) {
      if (!t->isVector() || t->count != sp.vector)
        s.error(a->begin, what + "a vector of " + std::to_string(sp.vector) + " elements, the argument has type '" + typeName(t) + "'");
      if (sp.isFloat() != t->elem->isFloat())
        s.error(a->begin, what + (sp.isFloat() ? "floating-point" : "integer") + " elements, the argument has type '" +
                              typeName(t) + "'");
    } else if (!t->isArithmetic()) {
      s.error(a->begin, what + "a scalar, the argument has type '" + typeName(t) + "'");
    }
    ++k;
  }
  // Default argument promotions (C99 6.5.2.2p6), for every data argument.
  for (size_t i = 1; i < args.size(); ++i) {
    const Type* t = args[i]->type.t;
    if (t->kind == TK::Float) args[i] = c.convert(args[i], tt.doubleTy(), i);
    else if (t->isInteger() && intRank(t) < intRank(tt.intTy())) args[i] = c.convert(args[i], tt.intTy(), i);
    else if (t->isStruct() || t->isArray() || t->isVoid())
      s.error(args[i]->begin, "passing an argument of type '" + typeName(t) + "' to printf");
  }
}

}  // namespace

void checkBuiltinCall(Sema& s, Expr* call, const std::string& name, bool isExplicit, std::vector<Expr*> args) {
  TypeTable& tt = s.types();
  Checker c{s, call, name, args, tt};
  auto setType = [&](const Type* t) { call->type = QualType{t, 0, AS::None}; };
  Builtin b = call->builtin;
  switch (b) {
    case Builtin::Printf:
      checkPrintf(s, c, args);
      setType(tt.intTy());
      break;
    case Builtin::GetWorkDim:
      c.count(0, 0);
      setType(tt.uintTy());
      break;
    case Builtin::GetGlobalId: case Builtin::GetLocalId: case Builtin::GetGroupId:
    case Builtin::GetGlobalSize: case Builtin::GetLocalSize: case Builtin::GetNumGroups:
    case Builtin::GetEnqueuedLocalSize: case Builtin::GetGlobalOffset: {
      c.count(1, 1);
      args[0] = c.convert(args[0], tt.uintTy(), 0);
      auto v = s.evaluate(args[0]);
      if (v && !v->isFloat) call->ival = std::min<uint64_t>(v->i, 3) + 1;
      setType(tt.ulongTy());
      break;
    }
    case Builtin::Barrier: {
      c.count(1, name == "barrier" ? 1 : 2);
      args[0] = c.convert(args[0], tt.uintTy(), 0);
      call->ival = static_cast<uint64_t>(c.constant(0, "barrier flags")) & 0xffffffffu;
      if (args.size() == 2) c.scope(1);
      setType(tt.voidTy());
      break;
    }
    case Builtin::Sqrt: case Builtin::Fabs: case Builtin::Floor: case Builtin::Ceil:
    case Builtin::Trunc: case Builtin::Rint:
      c.count(1, 1);
      setType(c.genType(false, true));
      break;
    case Builtin::NativeSqrt: case Builtin::NativeRecip: case Builtin::NativeRsqrt:
    case Builtin::NativeExp2: case Builtin::NativeLog2: case Builtin::NativeSin: case Builtin::NativeCos:
      c.count(1, 1);
      setType(c.genType(false, true, true));
      break;
    case Builtin::NativeDivide:
      c.count(2, 2);
      setType(c.genType(false, true, true));
      break;
    case Builtin::Fmin: case Builtin::Fmax:
      c.count(2, 2);
      setType(c.genType(false, true));
      break;
    case Builtin::Fma: case Builtin::Mad:
      c.count(3, 3);
      setType(c.genType(false, true));
      break;
    case Builtin::Min: case Builtin::Max:
      c.count(2, 2);
      setType(c.genType(true, true));
      break;
    case Builtin::Clamp:
      c.count(3, 3);
      setType(c.genType(true, true));
      break;
    case Builtin::Abs: {
      c.count(1, 1);
      const Type* t = c.genType(true, false);
      // abs returns the unsigned type of the same width.
      auto uns = [&](const Type* e) { return e->isSigned() ? tt.scalar(static_cast<TK>(static_cast<int>(e->kind) + 1)) : e; };
      setType(t->isVector() ? tt.vector(uns(t->elem), t->count) : uns(t));
      break;
    }
    case Builtin::Sign: case Builtin::Degrees: case Builtin::Radians: case Builtin::Rsqrt: case Builtin::Round:
      c.count(1, 1);
      setType(c.genType(false, true));
      break;
    case Builtin::Fmod: case Builtin::Copysign: case Builtin::Step: case Builtin::Fdim:
      c.count(2, 2);
      setType(c.genType(false, true));
      break;
    case Builtin::Smoothstep: case Builtin::Mix:
      c.count(3, 3);
      setType(c.genType(false, true));
      break;
    case Builtin::Dot: case Builtin::Distance:
      c.count(2, 2);
      setType(c.geometricType()->scalar());
      break;
    case Builtin::Length:
      c.count(1, 1);
      setType(c.geometricType()->scalar());
      break;
    case Builtin::Normalize:
      c.count(1, 1);
      setType(c.geometricType());
      break;
    case Builtin::Cross: {
      c.count(2, 2);
      const Type* t = c.genType(false, true);
      if (t->lanes() != 3 && t->lanes() != 4)
        c.fail("no matching built-in 'cross' for arguments of type '" + typeName(t) + "' (needs 3 or 4 lanes)");
      setType(t);
      break;
    }
    case Builtin::IsNan: case Builtin::IsInf: case Builtin::IsFinite: case Builtin::IsNormal: case Builtin::SignBit:
      c.count(1, 1);
      setType(c.relationalResult(c.genType(false, true)));
      break;
    case Builtin::IsEqual: case Builtin::IsNotEqual: case Builtin::IsGreater: case Builtin::IsGreaterEqual:
    case Builtin::IsLess: case Builtin::IsLessEqual: case Builtin::IsLessGreater: case Builtin::IsOrdered:
    case Builtin::IsUnordered:
      c.count(2, 2);
      setType(c.relationalResult(c.genType(false, true)));
      break;
    case Builtin::Any: case Builtin::All:
      c.count(1, 1);
      c.genType(true, false);
      setType(tt.intTy());
      break;
    case Builtin::Select: {
      c.count(3, 3);
      Expr* cond = args[2];
      args.pop_back();
      const Type* t = c.genType(true, true);
      const Type* ct = cond->type.t;
      bool ok = (ct->isArithmetic() || ct->isVector()) && ct->scalar()->isInteger() && ct->scalar()->kind != TK::Bool &&
                ct->lanes() == t->lanes() &&
                (!t->isVector() || sizeOf(ct->elem) == sizeOf(t->elem));
      if (!ok)
        c.fail("no matching built-in 'select' for a condition of type '" + typeName(ct) +
                               "' with operands of type '" + typeName(t) + "'");
      args.push_back(cond);
      setType(t);
      break;
    }
    case Builtin::Bitselect:
      c.count(3, 3);
      setType(c.genType(true, true));
      break;
    case Builtin::Popcount: case Builtin::Clz: case Builtin::Ctz:
      c.count(1, 1);
      setType(c.genType(true, false));
      break;
    case Builtin::MulHi: case Builtin::Rotate: case Builtin::AddSat: case Builtin::SubSat: case Builtin::Hadd:
    case Builtin::Rhadd:
      c.count(2, 2);
      setType(c.genType(true, false));
      break;
    case Builtin::MadHi:
      c.count(3, 3);
      setType(c.genType(true, false));
      break;
    case Builtin::AbsDiff:
      c.count(2, 2);
      setType(c.unsignedOf(c.genType(true, false)));
      break;
    case Builtin::Mul24: case Builtin::Mad24: {
      c.count(b == Builtin::Mul24 ? 2 : 3, b == Builtin::Mul24 ? 2 : 3);
      const Type* t = c.genType(true, false);
      if (t->scalar()->kind != TK::Int && t->scalar()->kind != TK::UInt)
        c.fail("no matching built-in '" + name + "' for arguments of type '" + typeName(t) + "' (int or uint only)");
      setType(t);
      break;
    }
    case Builtin::Upsample: {
      c.count(2, 2);
      const Type* ht = args[0]->type.t;
      const Type* he = ht->scalar();
      if (!(ht->isArithmetic() || ht->isVector()) || !he->isInteger() || intBits(he) < 8 || intBits(he) > 32)
        c.fail("no matching built-in 'upsample' for a first argument of type '" + typeName(ht) + "'");
      args[1] = c.convert(args[1], c.unsignedOf(ht), 1);
      TK wide = static_cast<TK>(static_cast<int>(he->kind) + 2);  // char -> short, uint -> ulong
      setType(c.withElem(ht, tt.scalar(wide)));
      break;
    }
    case Builtin::Convert: {
      c.count(1, 1);
      ConvertName cv;
      parseConvertName(name, cv);
      const Type* to = cv.lanes == 1 ? tt.scalar(cv.kind) : tt.vector(tt.scalar(cv.kind), cv.lanes);
      const Type* from = args[0]->type.t;
      if (!(from->isArithmetic() || from->isVector()) || from->lanes() != to->lanes())
        c.fail("no matching built-in '" + name + "' for an argument of type '" + typeName(from) + "'");
      if (convertSaturates(cv.flags) && !to->scalar()->isInteger())
        c.fail("'" + name + "': saturation applies only to conversions to integer types");
      call->ival = cv.flags;
      setType(to);
      break;
    }
    case Builtin::As: {
      c.count(1, 1);
      TK kind;
      uint32_t lanes;
      arithmeticTypeNamed(name.substr(3), kind, lanes);
      checkReinterpret(s, call, args[0], lanes == 1 ? tt.scalar(kind) : tt.vector(tt.scalar(kind), lanes));
      break;
    }
    case Builtin::AmdgcnMatrix: checkMatrix(c); break;
    case Builtin::VLoad: case Builtin::VStore: {
      bool store = b == Builtin::VStore;
      c.count(store ? 3 : 2, store ? 3 : 2);
      uint32_t n = static_cast<uint32_t>(std::stoul(name.substr(store ? 6 : 5)));
      size_t pi = store ? 2 : 1, oi = store ? 1 : 0;
      const Type* pt = args[pi]->type.t;
      const Type* et = pt->isPointer() ? pt->pointee.t : nullptr;
      if (!et || !et->isArithmetic() || et->kind == TK::Bool)
        c.fail("no matching built-in '" + name + "' for a pointer of type '" + typeName(pt) + "'");
      if (store && pt->pointee.isConst())
        c.fail("'" + name + "' cannot store through a pointer to const ('" + typeName(pt) + "')");
      if (store && pt->pointee.as == AS::Constant)
        c.fail("'" + name + "' cannot store to the __constant address space");
      args[oi] = c.convert(args[oi], tt.ulongTy(), oi);
      const Type* vt = tt.vector(et, n);
      if (store) {
        const Type* dt = args[0]->type.t;
        if (!dt->isVector() || dt->count != n || dt->elem != et)
          c.fail("no matching built-in '" + name + "' for data of type '" + typeName(dt) +
                                    "' (expected '" + typeName(vt) + "')");
      }
      setType(store ? tt.voidTy() : vt);
      break;
    }
    case Builtin::VLoadHalf: case Builtin::VStoreHalf: {
      bool store = b == Builtin::VStoreHalf;
      c.count(store ? 3 : 2, store ? 3 : 2);
      HalfAccessName ha;
      parseHalfAccessName(name, ha);
      unsigned n = halfAccessLanes(ha.ival);
      size_t pi = store ? 2 : 1, oi = store ? 1 : 0;
      const Type* pt = args[pi]->type.t;
      if (!pt->isPointer() || !pt->pointee->isHalf())
        c.fail("no matching built-in '" + name + "' for a pointer of type '" + typeName(pt) + "' (expected a pointer to half)");
      if (store && pt->pointee.isConst())
        c.fail("'" + name + "' cannot store through a pointer to const ('" + typeName(pt) + "')");
      if (store && pt->pointee.as == AS::Constant) c.fail("'" + name + "' cannot store to the __constant address space");
      args[oi] = c.convert(args[oi], tt.ulongTy(), oi);
      if (store) {
        // float or double data of N lanes (the overloads; other types would be ambiguous).
        const Type* dt = args[0]->type.t;
        TK dk = dt->scalar()->kind;
        if (dt->lanes() != n || (n > 1) != dt->isVector() || (dk != TK::Float && dk != TK::Double)) {
          std::string want = n == 1 ? std::string("float' or 'double") : "float" + std::to_string(n) + "' or 'double" + std::to_string(n);
          c.fail("no matching built-in '" + name + "' for data of type '" + typeName(dt) + "' (expected '" + want + "')");
        }
      }
      call->ival = ha.ival;
      setType(store ? tt.voidTy() : n == 1 ? tt.floatTy() : tt.vector(tt.floatTy(), n));
      break;
    }
    case Builtin::AtomicInit: {
      c.count(2, 2);
      const Type* v = c.atomicObject();
      args[1] = c.convert(args[1], v, 1);
      setType(tt.voidTy());
      break;
    }
    case Builtin::AtomicLoad: {
      isExplicit ? c.count(2, 3) : c.count(1, 1);
      const Type* v = c.atomicObject();
      unsigned o = args.size() > 1 ? c.order(1) : unsigned{OrderSeqCst};
      unsigned sc = args.size() > 2 ? c.scope(2) : unsigned{ScopeDevice};
      if (o == OrderRelease || o == OrderAcqRel) s.error(args[1]->loc, "memory order argument to atomic operation is invalid");
      call->ival = packAtomic(o, 0, sc);
      args.resize(1);
      setType(v);
      break;
    }
    case Builtin::AtomicStore: case Builtin::AtomicExchange: case Builtin::AtomicFetchAdd:
    case Builtin::AtomicFetchSub: case Builtin::AtomicFetchAnd: case Builtin::AtomicFetchOr:
    case Builtin::AtomicFetchXor: case Builtin::AtomicFetchMin: case Builtin::AtomicFetchMax: {
      isExplicit ? c.count(3, 4) : c.count(2, 2);
      const Type* v = c.atomicObject();
      bool bitwise = b == Builtin::AtomicFetchAnd || b == Builtin::AtomicFetchOr || b == Builtin::AtomicFetchXor ||
                     b == Builtin::AtomicFetchMin || b == Builtin::AtomicFetchMax;
      if (v->isFloat() && bitwise) c.fail("no matching built-in '" + name + "' for '" + typeName(args[0]->type.t) + "'");
      args[1] = c.convert(args[1], v, 1);
      unsigned o = args.size() > 2 ? c.order(2) : unsigned{OrderSeqCst};
      unsigned sc = args.size() > 3 ? c.scope(3) : unsigned{ScopeDevice};
      if (b == Builtin::AtomicStore && (o == OrderAcquire || o == OrderAcqRel))
        s.error(args[2]->loc, "memory order argument to atomic operation is invalid");
      call->ival = packAtomic(o, 0, sc);
      args.resize(2);
      setType(b == Builtin::AtomicStore ? tt.voidTy() : v);
      break;
    }
    case Builtin::AtomicCasStrong: case Builtin::AtomicCasWeak: {
      isExplicit ? c.count(5, 6) : c.count(3, 3);
      const Type* v = c.atomicObject();
      const Type* et = args[1]->type.t;
      if (!et->isPointer() || et->pointee.t != v || et->pointee.as == AS::Constant)
        s.error(args[1]->loc, "expected argument of '" + name + "' must be a pointer to '" + typeName(v) + "' (have '" +
                                  typeName(et) + "')");
      args[2] = c.convert(args[2], v, 2);
      unsigned o = args.size() > 3 ? c.order(3) : unsigned{OrderSeqCst};
      unsigned f = args.size() > 4 ? c.order(4) : unsigned{OrderSeqCst};
      unsigned sc = args.size() > 5 ? c.scope(5) : unsigned{ScopeDevice};
      if (f == OrderRelease || f == OrderAcqRel) s.error(args[4]->loc, "failure memory order argument to atomic operation is invalid");
      call->ival = packAtomic(o, f, sc);
      args.resize(3);
      setType(tt.boolTy());
      break;
    }
    case Builtin::AtomicWorkItemFence: {
      c.count(3, 3);
      unsigned flags = static_cast<unsigned>(c.constant(0, "fence flags")) & 0xff;
      unsigned o = c.order(1);
      unsigned sc = c.scope(2);
      call->ival = packAtomic(o, 0, sc, flags);
      args.clear();
      setType(tt.voidTy());
      break;
    }
    case Builtin::Atom1Inc: case Builtin::Atom1Dec: {
      c.count(1, 1);
      setType(c.legacyObject(false));
      break;
    }
    case Builtin::Atom1Cmpxchg: {
      c.count(3, 3);
      const Type* v = c.legacyObject(false);
      args[1] = c.convert(args[1], v, 1);
      args[2] = c.convert(args[2], v, 2);
      setType(v);
      break;
    }
    case Builtin::Atom1Add: case Builtin::Atom1Sub: case Builtin::Atom1Xchg: case Builtin::Atom1Min:
    case Builtin::Atom1Max: case Builtin::Atom1And: case Builtin::Atom1Or: case Builtin::Atom1Xor: {
      c.count(2, 2);
      const Type* v = c.legacyObject(b == Builtin::Atom1Xchg);
      args[1] = c.convert(args[1], v, 1);
      setType(v);
      break;
    }
    case Builtin::MbcntLo: case Builtin::MbcntHi:
      c.count(2, 2);
      args[0] = c.convert(args[0], tt.uintTy(), 0);
      args[1] = c.convert(args[1], tt.uintTy(), 1);
      setType(tt.uintTy());
      break;
    case Builtin::DsBpermute:
      c.count(2, 2);
      args[0] = c.convert(args[0], tt.intTy(), 0);
      args[1] = c.convert(args[1], tt.intTy(), 1);
      setType(tt.intTy());
      break;
    case Builtin::MathLib: case Builtin::MathLibOut: {
      bool intExponent = name == "pown" || name == "rootn" || name == "ldexp";
      bool binary = intExponent || name == "atan2" || name == "atan2pi" || name == "pow" || name == "powr" ||
                    name == "hypot" || name == "remainder" || name == "remquo";
      size_t n = (binary ? 2 : 1) + (b == Builtin::MathLibOut ? 1 : 0);
      c.count(n, n);
      // The int exponent or the output pointer is checked apart from the gentype operands.
      Expr* last = intExponent || b == Builtin::MathLibOut ? args.back() : nullptr;
      if (last) args.pop_back();
      const Type* t = c.genType(false, true);
      // The library defines every name of kFullPrecision for float and double (test_cl_math).
      std::string libName = mathLibraryFunction(name, t->scalar()->kind == TK::Double);
      const Sema::Symbol* lib = s.lookup(libName);
      if (!lib || lib->kind != Sema::Symbol::Func || !lib->func->body)
        c.fail("internal: the math library does not define '" + libName + "'");
      call->func = lib->func;
      if (intExponent) {
        args.push_back(c.convert(last, c.withElem(t, tt.intTy()), 1));
      } else if (last) {
        const Type* want = name == "sincos" || name == "fract" || name == "modf" ? t : c.withElem(t, tt.intTy());
        const Type* pt = last->type.t;
        if (!pt->isPointer() || pt->pointee.t != want || pt->pointee.isConst() || pt->pointee.as == AS::Constant)
          s.error(last->loc, "no matching built-in '" + name + "' for a pointer of type '" + typeName(pt) +
                                 "' (expected a pointer to '" + typeName(want) + "')");
        args.push_back(last);
      }
      setType(t);
      break;
    }
    case Builtin::AmdgcnWorkitemId: case Builtin::AmdgcnWorkgroupId:
      c.count(0, 0);
      call->ival = static_cast<uint64_t>(name.back() - 'x');  // the _x/_y/_z suffix
      setType(tt.uintTy());
      break;
    case Builtin::AmdgcnDispatchPtr: case Builtin::AmdgcnImplicitArgPtr: case Builtin::AmdgcnKernargSegmentPtr:
      // clang: void __attribute__((address_space(4))) *, which OpenCL C spells __constant.
      c.count(0, 0);
      setType(tt.pointer(QualType{tt.voidTy(), QConst, AS::Constant}));
      break;
    case Builtin::AmdgcnSBarrier: case Builtin::AmdgcnWaveBarrier:
      c.count(0, 0);
      setType(tt.voidTy());
      break;
    case Builtin::MemFence: {
      // OpenCL 1.x fences, as ROCm's library defines them: atomic_work_item_fence(flags,
      // acq_rel / acquire (read_) / release (write_), work_group scope).
      c.count(1, 1);
      args[0] = c.convert(args[0], tt.uintTy(), 0);
      unsigned flags = static_cast<unsigned>(c.constant(0, "fence flags")) & 0xff;
      unsigned order = name[0] == 'r' ? OrderAcquire : name[0] == 'w' ? OrderRelease : OrderAcqRel;
      call->ival = packAtomic(order, 0, ScopeWorkGroup, flags);
      args.clear();
      setType(tt.voidTy());
      break;
    }
    case Builtin::GetLocalLinearId: case Builtin::GetGlobalLinearId:
      c.count(0, 0);
      setType(tt.ulongTy());
      break;
    case Builtin::GetSubGroupSize: case Builtin::GetMaxSubGroupSize: case Builtin::GetNumSubGroups:
    case Builtin::GetEnqueuedNumSubGroups: case Builtin::GetSubGroupId: case Builtin::GetSubGroupLocalId:
      c.count(0, 0);
      setType(tt.uintTy());
      break;
    case Builtin::SubGroupBarrier: {
      // As ROCm's device library: a fence of the flags' spaces at sub-group scope (or the
      // scope given), acq_rel, around a wave barrier that itself needs nothing.
      c.count(1, 2);
      args[0] = c.convert(args[0], tt.uintTy(), 0);
      unsigned flags = static_cast<unsigned>(c.constant(0, "barrier flags")) & 0xff;
      unsigned sc = args.size() == 2 ? c.scope(1) : unsigned{ScopeSubGroup};
      call->ival = packAtomic(OrderAcqRel, 0, sc, flags);
      args.clear();
      setType(tt.voidTy());
      break;
    }
    case Builtin::SubGroupAll: case Builtin::SubGroupAny:
      c.count(1, 1);
      args[0] = c.convert(args[0], tt.intTy(), 0);
      setType(tt.intTy());
      break;
    case Builtin::SubGroupBroadcast: {
      c.count(2, 2);
      const Type* t = c.subGroupValue(0);
      args[1] = c.convert(args[1], tt.uintTy(), 1);
      setType(t);
      break;
    }
    case Builtin::SubGroupReduce: case Builtin::SubGroupScanInclusive: case Builtin::SubGroupScanExclusive: {
      c.count(1, 1);
      const Type* t = c.subGroupValue(0);
      std::string op = name.substr(name.rfind('_') + 1);
      ir::WaveOp w;
      if (op == "add") w = t->isFloat() ? ir::WaveOp::FAdd : ir::WaveOp::Add;
      else if (op == "min") w = t->isFloat() ? ir::WaveOp::FMin : t->isSigned() ? ir::WaveOp::SMin : ir::WaveOp::UMin;
      else w = t->isFloat() ? ir::WaveOp::FMax : t->isSigned() ? ir::WaveOp::SMax : ir::WaveOp::UMax;
      call->ival = static_cast<uint64_t>(w);
      setType(t);
      break;
    }
    case Builtin::AmdgcnWavefrontSize:
      c.count(0, 0);
      setType(tt.uintTy());
      break;
    case Builtin::AmdgcnReadFirstLane:
      c.count(1, 1);
      args[0] = c.convert(args[0], tt.intTy(), 0);
      setType(tt.intTy());
      break;
    case Builtin::AmdgcnReadLane: case Builtin::AmdgcnDsPermute:
      c.count(2, 2);
      args[0] = c.convert(args[0], tt.intTy(), 0);
      args[1] = c.convert(args[1], tt.intTy(), 1);
      setType(tt.intTy());
      break;
    case Builtin::AmdgcnDsSwizzle: {
      c.count(2, 2);
      args[0] = c.convert(args[0], tt.intTy(), 0);
      args[1] = c.convert(args[1], tt.intTy(), 1);
      int64_t pattern = c.targetConstant(1) & 0xffff;
      if (pattern >= 0xc000)
        s.unsupported(args[1]->loc, "'" + name + "' pattern " + std::to_string(pattern) +
                                        " (the rotate and FFT modes, offsets 0xc000 and up)");
      call->ival = static_cast<uint64_t>(pattern);
      args.pop_back();
      setType(tt.intTy());
      break;
    }
    case Builtin::AmdgcnMovDpp: case Builtin::AmdgcnUpdateDpp: {
      // mov_dpp(src, ctrl, row_mask, bank_mask, bound_ctrl); update_dpp(old, src, ...).
      bool upd = b == Builtin::AmdgcnUpdateDpp;
      size_t k = upd ? 2 : 1;
      c.count(k + 4, k + 4);
      for (size_t i = 0; i < k; ++i) args[i] = c.convert(args[i], tt.intTy(), i);
      for (size_t i = k; i < k + 3; ++i) args[i] = c.convert(args[i], tt.intTy(), i);
      args[k + 3] = c.convert(args[k + 3], tt.boolTy(), k + 3);
      int64_t ctrl = c.targetConstant(k), rowMask = c.targetConstant(k + 1), bankMask = c.targetConstant(k + 2);
      int64_t bound = c.targetConstant(k + 3);
      c.checkDppCtrl(k, ctrl);
      call->ival = ir::packDpp(static_cast<unsigned>(ctrl), static_cast<unsigned>(rowMask), static_cast<unsigned>(bankMask),
                               bound != 0);
      args.resize(k);
      setType(tt.intTy());
      break;
    }
    case Builtin::AmdgcnFence: {
      c.count(2, 2);
      args[0] = c.convert(args[0], tt.uintTy(), 0);
      int64_t order = c.targetConstant(0);
      // The C11 orders of __ATOMIC_*: acquire 2, release 3, acq_rel 4, seq_cst 5 (consume 1 and
      // relaxed 0 are invalid for a fence; clang-19 crashes on them, gfxsim refuses them).
      if (order < 2 || order > 5) s.error(args[0]->loc, "memory order argument to atomic operation is invalid");
      const Type* st = args[1]->type.t;
      if (!st->isPointer()) {
        s.error(args[1]->loc, "incompatible integer to pointer conversion passing '" + typeName(st) +
                                  "' to parameter of type 'const char *'");
      }
      if (args[1]->kind != EK::IntLit)
        s.unsupported(args[1]->loc, "the scope of '" + name + "' must be a string literal");
      unsigned code = static_cast<unsigned>(args[1]->ival);
      static const unsigned orders[] = {0, 0, OrderAcquire, OrderRelease, OrderAcqRel, OrderSeqCst};
      call->ival = packAtomic(orders[order], 0, code & 0xff, (code >> 8) & 1);
      args.clear();
      setType(tt.voidTy());
      break;
    }
    case Builtin::AmdgcnMemTime: case Builtin::AmdgcnMemRealTime:
      c.count(0, 0);
      if (b == Builtin::AmdgcnMemTime) c.needFeature("s-memtime-inst", !c.gen11());
      else c.needFeature("s-memrealtime", !c.gen11());
      setType(tt.ulongTy());
      break;
    case Builtin::AmdgcnSleep:
      c.count(1, 1);
      args[0] = c.convert(args[0], tt.intTy(), 0);
      call->ival = static_cast<uint64_t>(c.targetConstant(0)) & 0xffff;
      args.clear();
      setType(tt.voidTy());
      break;
    case Builtin::AmdgcnGetPc:
      c.count(0, 0);
      setType(tt.ulongTy());
      break;
    case Builtin::AmdgcnWorkgroupSize: case Builtin::AmdgcnGridSize:
      c.count(0, 0);
      call->ival = static_cast<uint64_t>(name.back() - 'x');
      setType(b == Builtin::AmdgcnWorkgroupSize ? tt.scalar(TK::UShort) : tt.uintTy());
      break;
    case Builtin::AmdgcnBallot: {
      c.count(1, 1);
      bool w32 = name.back() == '2';
      unsigned wave = s.tu().waveSize;
      // clang-19: ballot_w32 needs wavefrontsize32; ballot_w64 is accepted in wave32 too (its
      // high half is then 0).
      if (w32) c.needFeature("wavefrontsize32", wave != 64);
      args[0] = c.convert(args[0], tt.boolTy(), 0);
      call->ival = w32 ? 32 : 64;
      setType(w32 ? tt.uintTy() : tt.ulongTy());
      break;
    }
    case Builtin::AmdgcnReadExec:
      c.count(0, 0);
      call->ival = name.back() == 'o' ? 1 : name.back() == 'i' ? 2 : 0;  // _lo, _hi, whole
      setType(call->ival ? tt.uintTy() : tt.ulongTy());
      break;
    case Builtin::AmdgcnICmp: case Builtin::AmdgcnFCmp: {
      // uicmp/sicmp(int), uicmpl/sicmpl(long), fcmpf(float), fcmp(double), then LLVM's
      // CmpInst predicate: integer 32-41 (eq, ne, ugt, uge, ult, ule, sgt, sge, slt, sle),
      // float 0-15 (false, oeq, ogt, oge, olt, ole, one, ord, uno, ueq, ugt, uge, ult, ule,
      // une, true). Result: the ballot of the compare (ulong).
      c.count(3, 3);
      bool fl = b == Builtin::AmdgcnFCmp;
      bool wide = name.back() == 'l' || name == "__builtin_amdgcn_fcmp";
      bool sgn = name.find("_sicmp") != std::string::npos;
      const Type* ot = fl ? (wide ? tt.scalar(TK::Double) : tt.scalar(TK::Float))
                          : wide ? (sgn ? tt.longTy() : tt.ulongTy()) : (sgn ? tt.intTy() : tt.uintTy());
      args[0] = c.convert(args[0], ot, 0);
      args[1] = c.convert(args[1], ot, 1);
      args[2] = c.convert(args[2], tt.intTy(), 2);
      int64_t pred = c.targetConstant(2);
      if (fl ? (pred < 0 || pred > 15) : (pred < 32 || pred > 41))
        s.error(args[2]->loc, "invalid comparison predicate " + std::to_string(pred) + " for '" + name + "'");
      call->ival = static_cast<uint64_t>(pred);
      args.pop_back();
      setType(tt.ulongTy());
      break;
    }
    case Builtin::AmdgcnFmed3:
      c.count(3, 3);
      for (size_t i = 0; i < 3; ++i) args[i] = c.convert(args[i], tt.scalar(TK::Float), i);
      setType(tt.scalar(TK::Float));
      break;
    case Builtin::AmdgcnRcp: case Builtin::AmdgcnSqrt: case Builtin::AmdgcnRsq: case Builtin::AmdgcnFrexpMant:
    case Builtin::AmdgcnFrexpExp: case Builtin::AmdgcnLdexp: case Builtin::AmdgcnDivFixup: case Builtin::AmdgcnDivFmas:
    case Builtin::AmdgcnDivScale: {
      // The f suffix: float, else double.
      const Type* ft = tt.scalar(name.back() == 'f' ? TK::Float : TK::Double);
      size_t n = b == Builtin::AmdgcnLdexp ? 2 : b == Builtin::AmdgcnDivFixup ? 3 : b == Builtin::AmdgcnDivFmas ? 4
                 : b == Builtin::AmdgcnDivScale ? 4 : 1;
      c.count(n, n);
      size_t floats = b == Builtin::AmdgcnLdexp ? 1 : b == Builtin::AmdgcnDivFmas ? 3 : b == Builtin::AmdgcnDivScale ? 2 : n;
      for (size_t i = 0; i < floats; ++i) args[i] = c.convert(args[i], ft, i);
      if (b == Builtin::AmdgcnLdexp) args[1] = c.convert(args[1], tt.intTy(), 1);
      if (b == Builtin::AmdgcnDivFmas) args[3] = c.convert(args[3], tt.boolTy(), 3);
      if (b == Builtin::AmdgcnDivScale) {
        // div_scale(a, b, bool selectNumerator (constant), bool *flag)
        args[2] = c.convert(args[2], tt.boolTy(), 2);
        call->ival = static_cast<uint64_t>(c.targetConstant(2) != 0);
        const Type* pt = args[3]->type.t;
        if (!pt->isPointer() || pt->pointee.t != tt.boolTy() || pt->pointee.isConst())
          s.error(args[3]->loc, "passing '" + typeName(pt) + "' to parameter of type 'bool *'");
      }
      setType(b == Builtin::AmdgcnFrexpExp ? tt.intTy() : ft);
      break;
    }
    case Builtin::AmdgcnUbfe: case Builtin::AmdgcnSbfe: {
      c.count(3, 3);
      bool sgn = b == Builtin::AmdgcnSbfe;
      args[0] = c.convert(args[0], sgn ? tt.intTy() : tt.uintTy(), 0);
      args[1] = c.convert(args[1], tt.uintTy(), 1);
      args[2] = c.convert(args[2], tt.uintTy(), 2);
      setType(sgn ? tt.intTy() : tt.uintTy());
      break;
    }
    case Builtin::AmdgcnAlignBit: case Builtin::AmdgcnAlignByte: case Builtin::AmdgcnLerp: case Builtin::AmdgcnPerm:
      c.count(3, 3);
      for (size_t i = 0; i < 3; ++i) args[i] = c.convert(args[i], tt.uintTy(), i);
      setType(tt.uintTy());
      break;
    case Builtin::None: c.fail("not a built-in function");
  }
  call->args = std::move(args);
}

std::vector<std::string> builtinMacros(const std::string& target, unsigned waveSize) {
  std::vector<std::string> m = {
      "CLK_LOCAL_MEM_FENCE=1", "CLK_GLOBAL_MEM_FENCE=2", "CLK_IMAGE_MEM_FENCE=4",
      "memory_order_relaxed=0", "memory_order_acquire=2", "memory_order_release=3",
      "memory_order_acq_rel=4", "memory_order_seq_cst=5",
      "memory_scope_work_item=0", "memory_scope_work_group=1", "memory_scope_device=2",
      "memory_scope_all_svm_devices=3", "memory_scope_all_devices=3", "memory_scope_sub_group=4",
      "CHAR_BIT=8", "SCHAR_MAX=127", "SCHAR_MIN=(-127-1)", "CHAR_MAX=127", "CHAR_MIN=(-127-1)",
      "UCHAR_MAX=255", "SHRT_MAX=32767", "SHRT_MIN=(-32767-1)", "USHRT_MAX=65535",
      "INT_MAX=2147483647", "INT_MIN=(-2147483647-1)", "UINT_MAX=0xffffffffU",
      "LONG_MAX=0x7fffffffffffffffL", "LONG_MIN=(-0x7fffffffffffffffL-1)", "ULONG_MAX=0xffffffffffffffffUL",
      "FLT_DIG=6", "FLT_MANT_DIG=24", "FLT_MAX_10_EXP=38", "FLT_MAX_EXP=128", "FLT_MIN_10_EXP=-37",
      "FLT_MIN_EXP=-125", "FLT_RADIX=2", "FLT_MAX=0x1.fffffep127f", "FLT_MIN=0x1.0p-126f",
      "FLT_EPSILON=0x1.0p-23f", "MAXFLOAT=0x1.fffffep127f", "HUGE_VALF=(1.0f/0.0f)", "INFINITY=(1.0f/0.0f)",
      "NAN=(0.0f/0.0f)", "HUGE_VAL=(1.0/0.0)",
      "DBL_DIG=15", "DBL_MANT_DIG=53", "DBL_MAX_10_EXP=308", "DBL_MAX_EXP=1024", "DBL_MIN_10_EXP=-307",
      "DBL_MIN_EXP=-1021", "DBL_MAX=0x1.fffffffffffffp1023", "DBL_MIN=0x1.0p-1022", "DBL_EPSILON=0x1.0p-52",
      "M_E_F=2.71828175f", "M_LOG2E_F=1.44269502f", "M_LOG10E_F=0.434294492f", "M_LN2_F=0.693147182f",
      "M_LN10_F=2.30258512f", "M_PI_F=3.14159274f", "M_PI_2_F=1.57079637f", "M_PI_4_F=0.785398185f",
      "M_1_PI_F=0.318309873f", "M_2_PI_F=0.636619747f", "M_2_SQRTPI_F=1.12837923f", "M_SQRT2_F=1.41421354f",
      "M_SQRT1_2_F=0.707106769f",
      "M_E=2.718281828459045", "M_LOG2E=1.4426950408889634", "M_LOG10E=0.4342944819032518",
      "M_LN2=0.6931471805599453", "M_LN10=2.302585092994046", "M_PI=3.141592653589793",
      "M_PI_2=1.5707963267948966", "M_PI_4=0.7853981633974483", "M_1_PI=0.3183098861837907",
      "M_2_PI=0.6366197723675814", "M_2_SQRTPI=1.1283791670955126", "M_SQRT2=1.4142135623730951",
      "M_SQRT1_2=0.7071067811865476",
      // cl_khr_fp16 (its types and functions; the pragma enables half variables, literals and
      // casts) with the constants of OpenCL C 6.15.16 for half, as clang's opencl-c-base.h.
      "cl_khr_fp16=1", "HALF_DIG=3", "HALF_MANT_DIG=11", "HALF_MAX_10_EXP=+4", "HALF_MAX_EXP=+16",
      "HALF_MIN_10_EXP=-4", "HALF_MIN_EXP=-13", "HALF_RADIX=2", "HALF_MAX=((0x1.ffcp15h))",
      "HALF_MIN=((0x1.0p-14h))", "HALF_EPSILON=((0x1.0p-10h))",
      "M_E_H=2.71828182845904523536028747135266250h", "M_LOG2E_H=1.44269504088896340735992468100189214h",
      "M_LOG10E_H=0.434294481903251827651128918916605082h", "M_LN2_H=0.693147180559945309417232121458176568h",
      "M_LN10_H=2.30258509299404568401799145468436421h", "M_PI_H=3.14159265358979323846264338327950288h",
      "M_PI_2_H=1.57079632679489661923132169163975144h", "M_PI_4_H=0.785398163397448309615660845819875721h",
      "M_1_PI_H=0.318309886183790671537767526745028724h", "M_2_PI_H=0.636619772367581343075535053490057448h",
      "M_2_SQRTPI_H=1.12837916709551257389615890312154517h", "M_SQRT2_H=1.41421356237309504880168872420969808h",
      "M_SQRT1_2_H=0.707106781186547524400844362104849039h",
      "cl_khr_fp64=1", "cl_khr_int64_base_atomics=1",
      "cl_khr_int64_extended_atomics=1", "cl_khr_global_int32_base_atomics=1",
      "cl_khr_global_int32_extended_atomics=1", "cl_khr_local_int32_base_atomics=1",
      "cl_khr_local_int32_extended_atomics=1", "cl_khr_subgroups=1", "__GFXSIM_CL__=1",
      // clang's AMDGPU target macros (__AMDGCN__ and __AMDGPU__ are the preprocessor's own).
      "__HAS_FMAF__=1", "__HAS_FP64__=1",
      // clang's predefined atomic orders and scopes (__builtin_amdgcn_fence takes them).
      "__ATOMIC_RELAXED=0", "__ATOMIC_CONSUME=1", "__ATOMIC_ACQUIRE=2", "__ATOMIC_RELEASE=3",
      "__ATOMIC_ACQ_REL=4", "__ATOMIC_SEQ_CST=5", "__MEMORY_SCOPE_SYSTEM=0", "__MEMORY_SCOPE_DEVICE=1",
      "__MEMORY_SCOPE_WRKGRP=2", "__MEMORY_SCOPE_WVFRNT=3", "__MEMORY_SCOPE_SINGLE=4",
      "__OPENCL_MEMORY_SCOPE_WORK_ITEM=0", "__OPENCL_MEMORY_SCOPE_WORK_GROUP=1", "__OPENCL_MEMORY_SCOPE_DEVICE=2",
      "__OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES=3", "__OPENCL_MEMORY_SCOPE_SUB_GROUP=4"};
  bool validTarget = !target.empty() && std::all_of(target.begin(), target.end(), [](char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_';
  });
  if (validTarget) {
    m.push_back("__" + target + "__=1");
    // __GFX9__, __GFX10__, __GFX11__; CU mode is the default on GCN/CDNA only (WGP mode on RDNA).
    if (const isa::TargetInfo* info = isa::findTarget(target)) {
      m.push_back("__GFX" + std::to_string(info->major) + "__=1");
      m.push_back(std::string("__AMDGCN_CUMODE__=") + (info->rdna ? "0" : "1"));
    }
  }
  if (waveSize) {
    m.push_back("__AMDGCN_WAVEFRONT_SIZE=" + std::to_string(waveSize));
    m.push_back("__AMDGCN_WAVEFRONT_SIZE__=" + std::to_string(waveSize));
  }
  return m;
}

}  // namespace gfxsim::cl
