// The program generator of the differential test. See generator.h for the interface.
//
// How the generated kernels stay well defined (any two correct compilers agree bit for bit):
//
// * Integer arithmetic. Expressions are generated in six domains (uint, int, ulong, long,
//   float, double) plus bool; a variable of a narrower type (char, uchar, short, ushort, bool,
//   a vector lane) is read with an explicit cast into the domain and assigned back with an
//   explicit cast (a narrowing conversion wraps: implementation-defined in C, two's
//   complement on AMDGPU for every compiler). Signed +, -, * and << are done in the
//   unsigned type and converted back, so nothing overflows. Signed >> is arithmetic
//   (implementation-defined in C, the same on every AMDGPU compiler).
// * Division and remainder: unsigned divisors are non-zero constants, `(e | 1u)`,
//   `((e & 0xffu) + 1u)` or a variable guarded against 0; signed ones are non-zero constants
//   other than -1, or a variable guarded against 0 and against (MIN, -1).
// * Shift amounts are masked to the width (& 31u, & 63u).
// * Indices are masked into range: in[e & (n - 1u)] (n is a power of two), private arrays
//   of power-of-two length, __local slots (e % lsz) that were written before the barrier.
// * Floating point: every expression carries a bound on its magnitude. Multiplications and
//   conversions are only generated where the bound stays finite (far below FLT_MAX);
//   divisors are |x| + 1 or constants; sqrt takes |x|; float->int conversions only of
//   values whose bound is inside the integer range; variables are clamped into
//   [-1e6, 1e6] (float) or [-1e9, 1e9] (double) when an assignment could leave it. So there
//   are no NaNs, no infinities and no out-of-range conversions. No fmin/fmax (their
//   treatment of -0.0/+0.0 is unspecified); min/max are integer only.
// * Memory: every variable is initialised where it is declared; __local arrays follow
//   write own slot -> barrier -> read any slot of the group -> barrier, at the top level of
//   the kernel (uniform control flow) and before any early return; reads of __local memory
//   elsewhere only come after the last barrier. Atomics are relaxed read-modify-writes whose
//   return value is unused, and all operations on one group of words are of one commutative
//   kind per kernel (add/sub, or, xor, and, min or max), so the final memory contents do not
//   depend on the order: device scope on acc[0..15], work-group scope only on the acc words
//   and __local words that one work-group owns; __local atomic words are read after the last
//   barrier, when no atomic operation can follow.
// * Unsigned division dividends get an opaque zero xor-ed in (see genInt, DIVREM): not for
//   well-definedness, but to steer clear of a clang-19 miscompilation (README.md).
// * Everything computed is observed: block locals are folded into an outer variable when
//   their block ends; at the end (and at every early return) the integer variables are
//   hashed into out[record + 0] and the float/double variables are stored bit for bit in
//   the record's later words; the hash is also xor-ed into acc.
#include "generator.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <stdexcept>

namespace gfxsim::difftest {

namespace {

// SplitMix64: small, fast, and fully specified, so a seed means the same kernel everywhere.
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed) {}
  uint64_t next() {
    uint64_t z = (s_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  uint32_t below(uint32_t n) { return static_cast<uint32_t>(((next() >> 32) * n) >> 32); }
  int range(int lo, int hi) { return lo + static_cast<int>(below(static_cast<uint32_t>(hi - lo + 1))); }
  bool chance(unsigned percent) { return below(100) < percent; }
  // An index into `weights`, chosen with probability proportional to its weight (a weight
  // of 0 is never chosen; at least one must be positive).
  size_t weighted(std::initializer_list<int> weights) {
    int total = 0;
    for (int w : weights) total += std::max(w, 0);
    int x = static_cast<int>(below(static_cast<uint32_t>(total)));
    size_t i = 0;
    for (int w : weights) {
      if (w > 0 && x < w) return i;
      x -= std::max(w, 0);
      ++i;
    }
    return weights.size() - 1;
  }

 private:
  uint64_t s_;
};

// Expression domains: the C type an expression has.
enum class Dom : uint8_t { U32, S32, U64, S64, F32, F64, Bool };

// Variable types.
enum class Ty : uint8_t { Char, UChar, Short, UShort, Int, UInt, Long, ULong, Bool, Float, Double, Int2, Int4, Float4, GPtr };

struct TyInfo {
  const char* name;
  Dom dom;         // the domain of the type (of a lane for vectors)
  unsigned lanes;  // 1 for scalars
};

const TyInfo& info(Ty t) {
  static const TyInfo table[] = {
      {"char", Dom::S32, 1},   {"uchar", Dom::U32, 1}, {"short", Dom::S32, 1}, {"ushort", Dom::U32, 1},
      {"int", Dom::S32, 1},    {"uint", Dom::U32, 1},  {"long", Dom::S64, 1},  {"ulong", Dom::U64, 1},
      {"bool", Dom::Bool, 1},  {"float", Dom::F32, 1}, {"double", Dom::F64, 1}, {"int2", Dom::S32, 2},
      {"int4", Dom::S32, 4},   {"float4", Dom::F32, 4}, {"__global const uint*", Dom::U32, 1}};
  return table[static_cast<size_t>(t)];
}

bool isVectorTy(Ty t) { return t == Ty::Int2 || t == Ty::Int4 || t == Ty::Float4; }
bool isFloatDom(Dom d) { return d == Dom::F32 || d == Dom::F64; }

// The integer domains' spellings.
struct IntDom {
  const char* type;    // "uint"
  const char* utype;   // the unsigned type of the same width
  const char* suffix;  // literal suffix of the unsigned type: "u" / "ul"
  const char* mask;    // shift-amount mask
  const char* minLit;  // the most negative value (signed domains)
  bool sign;
  bool wide;
};

const IntDom& intDom(Dom d) {
  static const IntDom u32{"uint", "uint", "u", "31u", "", false, false};
  static const IntDom s32{"int", "uint", "u", "31u", "(-2147483647 - 1)", true, false};
  static const IntDom u64{"ulong", "ulong", "ul", "63u", "", false, true};
  static const IntDom s64{"long", "ulong", "ul", "63u", "(-9223372036854775807l - 1l)", true, true};
  switch (d) {
    case Dom::U32: return u32;
    case Dom::S32: return s32;
    case Dom::U64: return u64;
    case Dom::S64: return s64;
    default: throw std::logic_error("difftest generator: not an integer domain");
  }
}

// Magnitude limits of the floating-point values (see the top of the file).
constexpr double kFloatClamp = 1e6;
constexpr double kDoubleClamp = 1e9;
constexpr double kMaxBound = 1e30;           // no expression may exceed this magnitude
constexpr double kS32Bound = 2.0e9;          // a float below this converts to int
constexpr double kS64Bound = 9.0e18;         // and below this to long
constexpr uint32_t kMaxLoopWork = 120;       // product of the trip-count bounds of nested loops
constexpr unsigned kMaxDepth = 3;            // block nesting
constexpr unsigned kLaccWords = 4;           // __local atomic_uint words
constexpr const char* kFnvPrime = "16777619u";

struct Ex {
  std::string s;
  double bound = 0;      // floats: |value| <= bound
  bool boolish = false;  // an integer holding a comparison result (0/1)
};

struct Var {
  std::string name;
  Ty ty;
  bool assignable = true;
  bool hashed = true;   // folded into the hash / record (false for gid, lid, ...)
  int slot = -1;        // top-level float/double/float4 of the kernel: its first record word
};

struct PrivArray {
  std::string name;
  Ty elem;  // UInt or ULong
  unsigned len;  // a power of two
};

struct Helper {
  std::string name;
  std::vector<Ty> params;
};

std::string hex32(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08xu", v);
  return buf;
}

std::string hex64(uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%016llxul", static_cast<unsigned long long>(v));
  return buf;
}

// k / 2^m, written exactly ("12.375f", "(-0.5f)").
std::string floatLiteral(int k, int m, bool isFloat) {
  double v = std::ldexp(static_cast<double>(k), -m);
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*f", m == 0 ? 1 : m, std::fabs(v));
  std::string s = std::string(buf) + (isFloat ? "f" : "");
  return v < 0 ? "(-" + s + ")" : s;
}

// A condition for if/while: without the outer parentheses of a comparison, which clang
// reports as -Wparentheses-equality ("if ((a == b))").
std::string cond(const std::string& e) {
  if (e.size() < 2 || e.front() != '(' || e.back() != ')') return e;
  int level = 0;
  for (size_t i = 0; i + 1 < e.size(); ++i) {
    level += e[i] == '(' ? 1 : e[i] == ')' ? -1 : 0;
    if (level == 0) return e;  // the first '(' closes before the end: "(a) && (b)"
  }
  return e.substr(1, e.size() - 2);
}

// Whether an expression reads anything but literals (a variable, memory, a call).
bool namesVariable(const std::string& e) {
  static const char* types[] = {"uint", "int", "ulong", "long", "float", "double", "bool", "char", "uchar",
                                "short", "ushort", "const", "__global"};
  for (size_t i = 0; i < e.size();) {
    char c = e[i];
    if ((c >= '0' && c <= '9') || c == '.') {  // a number with its suffix
      while (i < e.size() && (std::isalnum(static_cast<unsigned char>(e[i])) || e[i] == '.')) ++i;
      continue;
    }
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t j = i;
      while (j < e.size() && (std::isalnum(static_cast<unsigned char>(e[j])) || e[j] == '_')) ++j;
      std::string id = e.substr(i, j - i);
      if (id.rfind("DT_", 0) != 0 && std::find(std::begin(types), std::end(types), id) == std::end(types)) return true;
      i = j;
      continue;
    }
    ++i;
  }
  return false;
}

// Whether "(a & b)" / "(a | b)" is the outermost operation of e.
bool hasTopLevelBitwise(const std::string& e) {
  int level = 0;
  for (size_t i = 0; i + 2 < e.size(); ++i) {
    level += e[i] == '(' ? 1 : e[i] == ')' ? -1 : 0;
    if (level == 1 && e[i] == ' ' && (e[i + 1] == '&' || e[i + 1] == '|') && e[i + 2] == ' ') return true;
  }
  return false;
}

// Whether e is "(x <op> c)", a comparison with a constant right side; *x = the left side.
bool comparesWithConstant(const std::string& e, std::string* x) {
  if (e.size() < 2 || e.front() != '(' || e.back() != ')') return false;
  int level = 0;
  for (size_t i = 1; i + 1 < e.size(); ++i) {
    level += e[i] == '(' ? 1 : e[i] == ')' ? -1 : 0;
    if (level != 0 || e[i] != ' ') continue;
    size_t j = e.find(' ', i + 1);
    if (j == std::string::npos) return false;
    std::string op = e.substr(i + 1, j - i - 1);
    if (op != "<" && op != "<=" && op != ">" && op != ">=" && op != "==" && op != "!=") continue;
    std::string rhs = e.substr(j + 1, e.size() - j - 2);
    if (namesVariable(rhs)) return false;
    *x = e.substr(1, i - 1);
    return true;
  }
  return false;
}

// Whether `text` mentions identifier `name` (not as part of a longer identifier).
bool mentions(const std::string& text, const std::string& name) {
  auto isId = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; };
  for (size_t p = text.find(name); p != std::string::npos; p = text.find(name, p + 1)) {
    bool before = p > 0 && isId(text[p - 1]);
    bool after = p + name.size() < text.size() && isId(text[p + name.size()]);
    if (!before && !after) return true;
  }
  return false;
}

class Generator {
 public:
  explicit Generator(uint64_t seed) : rng_(seed), seed_(seed) {}

  GeneratedKernel run();

 private:
  // --- expressions -------------------------------------------------------------------
  Ex gen(Dom d, int depth);
  Ex genInt(Dom d, int depth);
  Ex genFloat(Dom d, int depth);
  Ex genBool(int depth);
  Ex convertInto(Dom d, int depth);
  Ex fromFloat(const char* cast, double limit, unsigned f32Percent, const char* otherCast, Dom other, int depth);
  Ex leaf(Dom d, int depth);
  Ex constant(Dom d);
  Ex nonBoolish(Dom d, int depth);
  std::string rhs(const std::string& var, Dom d, int depth);
  // A side-effect-free read that is cheap to repeat (a variable, possibly cast, or a
  // constant): for the guards that name an operand twice.
  std::string simpleLeaf(Dom d, bool* isConstant = nullptr);
  std::string readVar(const Var& v, Dom d, double* bound);
  std::string varLeaf(Dom d);  // a variable when one is in scope (kernels and helpers always have a uint)
  std::vector<const Var*> readable(Dom d);
  std::string index(const std::string& maskExpr, int depth);

  // --- statements --------------------------------------------------------------------
  void genBlock(int maxStmts);
  void genStmt();
  void stmtAssign();
  void stmtAssignVector(Var& v);
  void stmtDecl();
  void stmtIf();
  void stmtFor();
  void stmtWhile();
  void stmtSwitch();
  void stmtArrayStore();
  void stmtGlobalAtomic();
  void stmtLocalAtomic();
  void stmtEarlyReturn();
  void stmtCall();
  void syncBlock(bool last);
  void emitClamp(const std::string& lvalue, Dom d);
  std::string assignFloat(const std::string& lvalue, Dom d, double clamp);

  void line(const std::string& s) { body_ += std::string(2 * indent_, ' ') + s + "\n"; }
  void open(const std::string& head) { line(head + " {"); ++indent_; scopes_.emplace_back(); }
  void close(const std::string& tail = "}");
  Var& declare(Ty t, const std::string& init, bool assignable = true);
  std::string fresh(const char* prefix) { return prefix + std::to_string(nextId_++); }
  std::string foldTerm(const Var& v, unsigned lane = 0) const;
  void foldInto(const std::string& sink, const Var& v);
  void emitRecord();  // hash + record stores + acc (the end, and early returns)
  Var* sinkVar();
  Var* pickAssignable();

  // --- program parts -----------------------------------------------------------------
  std::string genHelper(unsigned index);
  std::string kernelText();
  void prologue();

  Rng rng_;
  uint64_t seed_;
  KernelSpec spec_;
  std::string body_;
  unsigned indent_ = 1;
  std::vector<std::vector<Var>> scopes_;
  std::vector<PrivArray> arrays_;
  std::vector<Helper> helpers_;
  unsigned nextId_ = 0;
  int budget_ = 0;
  unsigned statements_ = 0;
  unsigned depth_ = 0;
  unsigned loopDepth_ = 0;
  uint32_t loopWork_ = 1;
  bool inHelper_ = false;
  bool phaseB_ = false;         // after the last barrier: early returns allowed
  bool ldsReadable_ = false;    // reads of the __local arrays are race-free here
  bool useLdsF_ = false, useLdsL_ = false, useLacc_ = false;
  bool ldsWrittenU_ = false, ldsWrittenF_ = false, ldsWrittenL_ = false;
  unsigned nextSlot_ = 2;       // record words 0 and 1 are the hash and the snapshot
  unsigned deviceOp_ = 0, groupOp_ = 0, localOp_ = 0;  // atomic families (atomicOp)
};

// ---------------------------------------------------------------------------------------
// Expressions

std::vector<const Var*> Generator::readable(Dom d) {
  std::vector<const Var*> out;
  for (const auto& scope : scopes_)
    for (const auto& v : scope) {
      Dom vd = info(v.ty).dom;
      if (v.ty == Ty::GPtr) continue;
      bool ok = false;
      switch (d) {
        case Dom::U32: case Dom::S32: case Dom::U64: case Dom::S64:
          ok = !isFloatDom(vd) && vd != Dom::Bool;  // bools enter integers through FROMBOOL
          break;
        case Dom::F32: ok = vd == Dom::F32; break;
        case Dom::F64: ok = vd == Dom::F64; break;
        case Dom::Bool: ok = vd == Dom::Bool; break;
      }
      if (ok) out.push_back(&v);
    }
  return out;
}

std::string Generator::readVar(const Var& v, Dom d, double* bound) {
  std::string s = v.name;
  if (isVectorTy(v.ty)) {
    static const char* lanes = "xyzw";
    s += std::string(".") + lanes[rng_.below(info(v.ty).lanes)];
  }
  if (bound) *bound = info(v.ty).dom == Dom::F64 ? kDoubleClamp : kFloatClamp;
  Dom vd = info(v.ty).dom;
  bool exact = vd == d && (isVectorTy(v.ty) || v.ty == Ty::Int || v.ty == Ty::UInt || v.ty == Ty::Long ||
                           v.ty == Ty::ULong || v.ty == Ty::Bool || v.ty == Ty::Float || v.ty == Ty::Double);
  if (exact) return s;
  static const char* names[] = {"uint", "int", "ulong", "long", "float", "double", "bool"};
  return "(" + std::string(names[static_cast<size_t>(d)]) + ")" + s;
}

std::string Generator::simpleLeaf(Dom d, bool* isConstant) {
  auto vars = readable(d);
  if (isConstant) *isConstant = false;
  if (!vars.empty() && rng_.chance(85)) return readVar(*vars[rng_.below(static_cast<uint32_t>(vars.size()))], d, nullptr);
  if (isConstant) *isConstant = true;
  return constant(d).s;
}

std::string Generator::varLeaf(Dom d) {
  auto vars = readable(d);
  if (vars.empty()) return constant(d).s;
  return readVar(*vars[rng_.below(static_cast<uint32_t>(vars.size()))], d, nullptr);
}

Ex Generator::constant(Dom d) {
  switch (d) {
    case Dom::U32: {
      static const uint32_t special[] = {0u, 1u, 2u, 3u, 7u, 8u, 15u, 16u, 31u, 32u, 255u, 256u, 0x7fffffffu,
                                         0x80000000u, 0xffffffffu, 0x55555555u, 0xfffffffeu, 65535u, 65536u};
      if (rng_.chance(50)) return {hex32(special[rng_.below(std::size(special))])};
      if (rng_.chance(50)) return {std::to_string(rng_.below(1000)) + "u"};
      return {hex32(static_cast<uint32_t>(rng_.next()))};
    }
    case Dom::S32: {
      static const char* special[] = {"0", "1", "(-1)", "2", "(-2)", "7", "(-7)", "100", "(-100)", "2147483647",
                                      "(-2147483647 - 1)", "65535", "(-65536)", "255", "(-128)"};
      if (rng_.chance(60)) return {special[rng_.below(std::size(special))]};
      int v = static_cast<int>(rng_.below(2000)) - 1000;
      return {v < 0 ? "(" + std::to_string(v) + ")" : std::to_string(v)};
    }
    case Dom::U64: {
      static const uint64_t special[] = {0ull, 1ull, 3ull, 0xffffffffull, 0x100000000ull, 0xffffffffffffffffull,
                                         0x8000000000000000ull, 0x7fffffffffffffffull, 0x123456789abcdefull};
      if (rng_.chance(50)) return {hex64(special[rng_.below(std::size(special))])};
      if (rng_.chance(50)) return {std::to_string(rng_.below(100000)) + "ul"};
      return {hex64(rng_.next())};
    }
    case Dom::S64: {
      static const char* special[] = {"0l", "1l", "(-1l)", "(-7l)", "1000000007l", "(-4294967296l)", "4294967295l",
                                      "9223372036854775807l", "(-9223372036854775807l - 1l)"};
      if (rng_.chance(60)) return {special[rng_.below(std::size(special))]};
      long long v = static_cast<long long>(rng_.below(200000)) - 100000;
      return {v < 0 ? "(" + std::to_string(v) + "l)" : std::to_string(v) + "l"};
    }
    case Dom::F32: case Dom::F64: {
      int k = rng_.range(-4096, 4096);
      int m = rng_.range(0, 6);
      return {floatLiteral(k, m, d == Dom::F32), std::ldexp(std::fabs(static_cast<double>(k)), -m)};
    }
    case Dom::Bool: break;  // genBool makes conditions
  }
  throw std::logic_error("difftest generator: no constants of this domain");
}

// in[] (and the other global loads) take an index masked by `maskExpr`.
std::string Generator::index(const std::string& maskExpr, int depth) {
  return "(" + gen(Dom::U32, depth).s + " & " + maskExpr + ")";
}

Ex Generator::leaf(Dom d, int depth) {
  int sub = std::max(depth - 1, 0);
  bool kernel = !inHelper_;
  if (d == Dom::Bool) return genBool(0);
  std::vector<const Var*> vars = readable(d);
  // Candidate leaves, by weight.
  enum { VAR, CONST, GLOBAL, NARROW, PRIV, LDS, PTR, WIDE, SPECIAL, CALL };
  bool ints = d == Dom::U32 || d == Dom::S32;
  bool hasPriv = false;
  for (const auto& a : arrays_) hasPriv |= (a.elem == Ty::UInt && ints) || (a.elem == Ty::ULong && d == Dom::U64);
  bool lds = kernel && ldsReadable_ &&
             ((ints && ldsWrittenU_) || (d == Dom::F32 && ldsWrittenF_) || (d == Dom::U64 && ldsWrittenL_));
  bool hasPtr = false;
  for (const auto& s : scopes_)
    for (const auto& v : s) hasPtr |= v.ty == Ty::GPtr;
  size_t k = rng_.weighted({vars.empty() ? 0 : 55, 10, kernel && ints && depth > 0 ? 10 : 0,
                            kernel && ints && depth > 0 ? 4 : 0, hasPriv && depth > 0 ? 6 : 0, lds && depth > 0 ? 8 : 0,
                            kernel && hasPtr && d == Dom::U32 && depth > 0 ? 4 : 0,
                            kernel && d == Dom::U64 && depth > 0 ? 4 : 0, kernel && d == Dom::U32 ? 5 : 0,
                            kernel && !helpers_.empty() && d == Dom::U32 && depth > 0 ? 2 : 0});
  switch (k) {
    case VAR: {
      Ex e;
      e.s = readVar(*vars[rng_.below(static_cast<uint32_t>(vars.size()))], d, &e.bound);
      return e;
    }
    case GLOBAL: {
      std::string s = "in[" + index("(n - 1u)", sub) + "]";
      return {d == Dom::U32 ? s : "(int)" + s};
    }
    case NARROW: {  // sub-dword loads from in[]
      static const char* types[] = {"uchar", "char", "ushort", "short"};
      size_t t = rng_.below(4);
      std::string mask = t < 2 ? "((n << 2) - 1u)" : "((n << 1) - 1u)";
      std::string s = "((__global const " + std::string(types[t]) + "*)in)[" + index(mask, sub) + "]";
      return {(d == Dom::U32 ? "(uint)" : "(int)") + s};
    }
    case PRIV: {
      std::vector<const PrivArray*> fit;
      for (const auto& a : arrays_)
        if ((a.elem == Ty::UInt && ints) || (a.elem == Ty::ULong && d == Dom::U64)) fit.push_back(&a);
      const PrivArray& a = *fit[rng_.below(static_cast<uint32_t>(fit.size()))];
      std::string s = a.name + "[" + index(std::to_string(a.len - 1) + "u", sub) + "]";
      return {d == Dom::S32 ? "(int)" + s : s};
    }
    case LDS: {
      std::string idx = "((" + gen(Dom::U32, sub).s + " & 0xffffu) % lsz)";
      if (d == Dom::F32) return {"dt_lf[" + idx + "]", kFloatClamp};
      if (d == Dom::U64) return {"dt_ll[" + idx + "]"};
      return {(d == Dom::S32 ? "(int)dt_lu[" : "dt_lu[") + idx + "]"};
    }
    case PTR: {
      std::vector<const Var*> ptrs;
      for (const auto& s : scopes_)
        for (const auto& v : s)
          if (v.ty == Ty::GPtr) ptrs.push_back(&v);
      const Var& p = *ptrs[rng_.below(static_cast<uint32_t>(ptrs.size()))];
      return {p.name + "[" + index("((n >> 1) - 1u)", sub) + "]"};
    }
    case WIDE: return {"((__global const ulong*)in)[" + index("((n >> 1) - 1u)", sub) + "]"};
    case SPECIAL: {
      static const char* names[] = {"gid", "lid", "lsz", "grp"};
      return {names[rng_.below(4)]};
    }
    case CALL: {
      const Helper& h = helpers_[rng_.below(static_cast<uint32_t>(helpers_.size()))];
      std::string s = h.name + "(";
      for (size_t i = 0; i < h.params.size(); ++i) {
        if (i) s += ", ";
        Dom pd = info(h.params[i]).dom;
        // Float arguments must be inside the helper's clamp range: a variable or a constant.
        s += isFloatDom(pd) ? simpleLeaf(pd) : gen(pd, 1).s;
      }
      return {s + ")"};
    }
    default: return constant(d);
  }
}

Ex Generator::gen(Dom d, int depth) {
  if (d == Dom::Bool) return genBool(depth);
  if (depth <= 0 || rng_.chance(12)) return leaf(d, depth);
  return isFloatDom(d) ? genFloat(d, depth) : genInt(d, depth);
}

Ex Generator::nonBoolish(Dom d, int depth) {
  for (int tries = 0; tries < 4; ++tries) {
    Ex e = gen(d, depth);
    if (!e.boolish) return e;
  }
  return constant(d);
}

// The right-hand side of `var = ...`: never `var` itself (-Wself-assign).
std::string Generator::rhs(const std::string& var, Dom d, int depth) {
  Ex e = gen(d, depth);
  return e.s == var ? "(" + var + " ^ " + constant(d).s + ")" : e.s;
}

// `cast(<float or double expression>)` when the expression's bound is below `limit` (the
// conversion is defined), else `otherCast(<an expression of domain other>)`.
Ex Generator::fromFloat(const char* cast, double limit, unsigned f32Percent, const char* otherCast, Dom other, int depth) {
  Ex e = gen(rng_.chance(f32Percent) ? Dom::F32 : Dom::F64, depth);
  if (e.bound < limit) return {cast + ("(" + e.s + ")")};
  return {otherCast + ("(" + gen(other, depth).s + ")")};
}

// An expression of domain d made from another domain.
Ex Generator::convertInto(Dom d, int depth) {
  switch (d) {
    case Dom::U32: {
      switch (rng_.below(5)) {
        case 0: return {"(uint)(" + gen(Dom::S32, depth).s + ")"};
        case 1: return {"(uint)(" + gen(Dom::U64, depth).s + ")"};
        case 2: return {"(uint)(" + gen(Dom::U64, depth).s + " >> 32)"};
        case 3: return {"(uint)(" + gen(Dom::S64, depth).s + ")"};
        default: return fromFloat("(uint)(int)", kS32Bound, 75, "(uint)", Dom::S32, depth);
      }
    }
    case Dom::S32: {
      switch (rng_.below(4)) {
        case 0: return {"(int)(" + gen(Dom::U32, depth).s + ")"};
        case 1: return {"(int)(" + gen(Dom::S64, depth).s + ")"};
        default: return fromFloat("(int)", kS32Bound, 75, "(int)", Dom::U32, depth);
      }
    }
    case Dom::U64: {
      switch (rng_.below(5)) {
        case 0: return {"(ulong)(" + gen(Dom::U32, depth).s + ")"};
        case 1: return {"(ulong)(" + gen(Dom::S32, depth).s + ")"};  // sign-extends
        case 2: return {"(ulong)(" + gen(Dom::S64, depth).s + ")"};
        case 3: return {"(((ulong)(" + gen(Dom::U32, depth).s + ") << 32) | (ulong)(" + gen(Dom::U32, depth).s + "))"};
        default: return {"((ulong)(" + gen(Dom::U32, depth).s + ") * (ulong)(" + gen(Dom::U32, depth).s + "))"};
      }
    }
    case Dom::S64: {
      switch (rng_.below(3)) {
        case 0: return {"(long)(" + gen(Dom::S32, depth).s + ")"};
        case 1: return {"(long)(" + gen(Dom::U64, depth).s + ")"};
        default: return fromFloat("(long)", kS64Bound, 50, "(long)", Dom::U32, depth);
      }
    }
    case Dom::F32: case Dom::F64: {
      const char* t = d == Dom::F32 ? "(float)" : "(double)";
      switch (rng_.below(5)) {
        case 0: return {t + std::string("(") + gen(Dom::S32, depth).s + ")", 2.2e9};
        case 1: return {t + std::string("(") + gen(Dom::U32, depth).s + ")", 4.3e9};
        case 2: return {t + std::string("(") + gen(Dom::U64, depth).s + ")", 1.9e19};
        case 3: return {t + std::string("(") + gen(Dom::S64, depth).s + ")", 9.3e18};
        default: {
          Ex e = gen(d == Dom::F32 ? Dom::F64 : Dom::F32, depth);
          return {t + std::string("(") + e.s + ")", e.bound * 1.01};
        }
      }
    }
    case Dom::Bool: break;
  }
  return constant(d);
}

Ex Generator::genInt(Dom d, int depth) {
  const IntDom& I = intDom(d);
  const std::string T = I.type, U = I.utype, suf = I.suffix;
  enum { ARITH, BITWISE, SHIFT, DIVREM, UNARY, TERNARY, MINMAX, ROTATE, MULHI, CONVERT, FROMBOOL, LEAF };
  size_t k = rng_.weighted({28, 14, 10, 8, 5, 6, 4, I.sign ? 0 : 2, d == Dom::U32 ? 2 : 0, 10, d == Dom::U32 || d == Dom::S32 ? 3 : 0, 8});
  int sub = depth - 1;
  switch (k) {
    case ARITH: {
      static const char* ops[] = {"+", "-", "*"};
      std::string op = ops[rng_.below(3)];
      Ex a = gen(d, sub), b = gen(d, sub);
      if (!I.sign) return {"(" + a.s + " " + op + " " + b.s + ")"};
      return {"((" + T + ")((" + U + ")(" + a.s + ") " + op + " (" + U + ")(" + b.s + ")))"};
    }
    case BITWISE: {
      static const char* ops[] = {"&", "|", "^"};
      return {"(" + gen(d, sub).s + " " + ops[rng_.below(3)] + " " + gen(d, sub).s + ")"};
    }
    case SHIFT: {
      std::string amount = "(" + gen(Dom::U32, sub).s + " & " + I.mask + ")";
      Ex a = gen(d, sub);
      if (rng_.chance(50)) return {"(" + a.s + " >> " + amount + ")"};
      if (!I.sign) return {"(" + a.s + " << " + amount + ")"};
      return {"((" + T + ")((" + U + ")(" + a.s + ") << " + amount + "))"};
    }
    case DIVREM: {
      std::string op = rng_.chance(50) ? " / " : " % ";
      if (!I.sign) {
        Ex a = gen(d, sub);
        std::string divisor;
        // Helpers have no opaque zero (below): their divisors are constants, and they have
        // no 64-bit unsigned division at all.
        if (inHelper_ && I.wide) return {"(" + gen(d, sub).s + " ^ " + gen(d, sub).s + ")"};
        switch (inHelper_ ? 0 : rng_.below(4)) {
          case 0: {  // a constant (the compilers strength-reduce these)
            static const char* c32[] = {"1u", "2u", "3u", "7u", "10u", "16u", "255u", "1000u", "0x80000000u", "0xffffffffu", "0x12345u"};
            static const char* c64[] = {"1ul", "2ul", "3ul", "7ul", "10ul", "4096ul", "0x100000000ul", "0xfffffffffffful", "0xfffffffffffffffful", "1000000007ul"};
            divisor = I.wide ? c64[rng_.below(std::size(c64))] : c32[rng_.below(std::size(c32))];
            break;
          }
          case 1: divisor = "(" + gen(d, sub).s + " | 1" + suf + ")"; break;
          case 2: divisor = "((" + gen(d, sub).s + " & 0xff" + suf + ") + 1" + suf + ")"; break;
          default: {
            bool c = false;
            std::string x = simpleLeaf(d, &c);
            divisor = c ? "(" + x + " | 1" + suf + ")" : "((" + x + " != 0" + suf + ") ? " + x + " : 3" + suf + ")";
          }
        }
        if (divisor[0] != '(' && !I.wide) return {"(" + a.s + op + divisor + ")"};
        // clang-19 bug (see README.md): for an unsigned division, LLVM 19's
        // AMDGPUCodeGenPrepare counts *sign* bits to pick its 24-bit expansion (32-bit
        // division by a variable) and its 64->32-bit shrinking (64-bit division, constant
        // divisors included), so a dividend such as (uint)(short)x = 0xffff8000 or
        // (ulong)(int)x gets a wrong quotient at -O2. Xor-ing in an opaque zero (the top bit
        // of n, which the compiler cannot know is 0) hides the sign bits from that analysis,
        // even when the dividend's top bit is known.
        return {"((" + a.s + " ^ " + (I.wide ? "dt_zl" : "dt_z") + ")" + op + divisor + ")"};
      }
      // Signed: both operands are repeated in the guard, so they are simple leaves.
      bool ca = false, cb = false;
      std::string a = simpleLeaf(d, &ca);
      std::string b = simpleLeaf(d, &cb);
      std::string zero = I.wide ? "0l" : "0", one = I.wide ? "1l" : "1", minus1 = I.wide ? "(-1l)" : "(-1)";
      // clang-19 again (README.md): a 64-bit signed division whose operands have 33+ sign bits
      // is shrunk to a 32-bit sdiv (wrong for MIN32 / -1), and InstCombine narrows one of
      // known non-negative operands to a 32-bit urem, which then meets the unsigned bug above.
      // The opaque zero hides the dividend's high bits (kernels only: helpers have none).
      auto dividend = [&](const std::string& x) { return I.wide && !inHelper_ ? "(" + x + " ^ (long)dt_zl)" : x; };
      if (cb || ca) {
        // A constant operand: a non-zero divisor other than -1, or a dividend that is not
        // MIN with a divisor guarded against 0.
        if (cb) {
          static const char* c32[] = {"3", "(-3)", "7", "(-16)", "2", "1000", "(-2147483647 - 1)", "2147483647"};
          static const char* c64[] = {"3l", "(-3l)", "7l", "(-16l)", "1000000007l", "(-9223372036854775807l - 1l)"};
          std::string c = I.wide ? c64[rng_.below(std::size(c64))] : c32[rng_.below(std::size(c32))];
          return {"(" + dividend(gen(d, sub).s) + op + c + ")"};
        }
        return {"(" + dividend(gen(d, sub).s) + op + "((" + b + " == " + zero + ") ? " + one + " : (" + b + " == " + minus1 + " ? " + one +
                " : " + b + ")))"};
      }
      return {"(" + dividend(a) + op + "(((" + b + " == " + zero + ") || ((" + a + " == " + I.minLit + ") && (" + b + " == " + minus1 +
              "))) ? " + one + " : " + b + "))"};
    }
    case UNARY: {
      Ex a = gen(d, sub);
      if (rng_.chance(50)) return {"(~" + a.s + ")"};
      if (!I.sign) return {"(0" + suf + " - " + a.s + ")"};
      return {"((" + T + ")(0" + suf + " - (" + U + ")(" + a.s + ")))"};
    }
    case TERNARY: return {"(" + genBool(sub).s + " ? " + gen(d, sub).s + " : " + gen(d, sub).s + ")"};
    case MINMAX:
      return {std::string(rng_.chance(50) ? "DT_MIN(" : "DT_MAX(") + gen(d, sub).s + ", " + gen(d, sub).s + ")"};
    case ROTATE: {
      std::string x = simpleLeaf(d);
      std::string s = "(" + simpleLeaf(Dom::U32) + " & " + I.mask + ")";
      std::string width = I.wide ? "64u" : "32u";
      return {"((" + x + " << " + s + ") | (" + x + " >> ((" + width + " - " + s + ") & " + I.mask + ")))"};
    }
    case MULHI:
      return {"((uint)(((ulong)(" + gen(Dom::U32, sub).s + ") * (ulong)(" + gen(Dom::U32, sub).s + ")) >> 32))"};
    case CONVERT: return convertInto(d, sub);
    case FROMBOOL: return {"((" + T + ")(" + genBool(sub).s + "))", 0, true};
    default: return leaf(d, depth);
  }
}

Ex Generator::genFloat(Dom d, int depth) {
  const bool f32 = d == Dom::F32;
  const std::string one = f32 ? "1.0f" : "1.0";
  enum { ADDSUB, MUL, DIV, DIVC, SQRT, FABS, ROUND, FMA, NEG, TERNARY, CONVERT, LEAF };
  size_t k = rng_.weighted({24, 14, 8, 4, 5, 3, 5, 3, 3, 5, 10, 8});
  int sub = depth - 1;
  switch (k) {
    case ADDSUB: {
      Ex a = gen(d, sub), b = gen(d, sub);
      if (a.bound + b.bound > kMaxBound) return a;
      return {"(" + a.s + (rng_.chance(50) ? " + " : " - ") + b.s + ")", a.bound + b.bound};
    }
    case MUL: {
      Ex a = gen(d, sub), b = gen(d, sub);
      if (a.bound * b.bound > kMaxBound) return a.bound < b.bound ? a : b;
      return {"(" + a.s + " * " + b.s + ")", a.bound * b.bound};
    }
    case DIV: {  // |divisor| >= 1
      Ex a = gen(d, sub), b = gen(d, sub);
      if (b.bound + 1 > kMaxBound) return a;
      std::string div = "(DT_FABS(" + b.s + ") + " + one + ")";
      if (rng_.chance(30)) div = "(-" + div + ")";
      return {"(" + a.s + " / " + div + ")", a.bound};
    }
    case DIVC: {
      Ex a = gen(d, sub);
      Ex c = constant(d);
      if (c.bound < 1.0 / 64) c = {f32 ? "3.0f" : "3.0", 3.0};
      if (a.bound / c.bound > kMaxBound) return a;
      return {"(" + a.s + " / " + c.s + ")", a.bound / c.bound};
    }
    case SQRT: {
      Ex a = gen(d, sub);
      return {"DT_SQRT(DT_FABS(" + a.s + "))", std::sqrt(a.bound) + 1};
    }
    case FABS: {
      Ex a = gen(d, sub);
      return {"DT_FABS(" + a.s + ")", a.bound};
    }
    case ROUND: {
      static const char* fns[] = {"DT_FLOOR(", "DT_CEIL(", "DT_TRUNC(", "DT_RINT("};
      Ex a = gen(d, sub);
      return {fns[rng_.below(4)] + a.s + ")", a.bound + 1};
    }
    case FMA: {  // exact fused multiply-add: both compilers must produce the same single rounding
      Ex a = gen(d, sub), b = gen(d, sub), c = gen(d, sub);
      if (a.bound * b.bound + c.bound > kMaxBound) return c;
      return {"DT_FMA(" + a.s + ", " + b.s + ", " + c.s + ")", a.bound * b.bound + c.bound};
    }
    case NEG: {
      Ex a = gen(d, sub);
      return {"(-" + a.s + ")", a.bound};
    }
    case TERNARY: {
      Ex a = gen(d, sub), b = gen(d, sub);
      return {"(" + genBool(sub).s + " ? " + a.s + " : " + b.s + ")", std::max(a.bound, b.bound)};
    }
    case CONVERT: return convertInto(d, sub);
    default: return leaf(d, depth);
  }
}

Ex Generator::genBool(int depth) {
  auto vars = readable(Dom::Bool);
  enum { CMP, ANDOR, NOT, VAR, BITTEST };
  size_t k = depth <= 0 ? size_t{vars.empty() || rng_.chance(60) ? CMP : VAR}
                        : rng_.weighted({45, 15, 6, vars.empty() ? 0 : 12, 10});
  int sub = std::max(depth - 1, 0);
  switch (k) {
    case ANDOR: {
      // Two comparisons of one operand with constants, "(x == 2u) && (x <= 0u)", are decided
      // by clang from the text (-Wtautological-overlap-compare): the right side then tests a bit.
      std::string l = genBool(sub).s, r = genBool(sub).s;
      std::string lx, rx;
      if (comparesWithConstant(l, &lx) && comparesWithConstant(r, &rx) && lx == rx)
        r = "((" + gen(Dom::U32, 0).s + " & " + hex32(1u << rng_.below(32)) + ") != 0u)";
      return {"(" + l + (rng_.chance(50) ? " && " : " || ") + r + ")"};
    }
    case NOT: return {"(!" + genBool(sub).s + ")"};
    case VAR: return {vars[rng_.below(static_cast<uint32_t>(vars.size()))]->name};
    case BITTEST: return {"((" + gen(Dom::U32, sub).s + " & " + hex32(1u << rng_.below(32)) + ") != 0u)"};
    default: {
      static const Dom doms[] = {Dom::U32, Dom::S32, Dom::U64, Dom::S64, Dom::F32, Dom::F64};
      Dom d = doms[rng_.weighted({30, 25, 10, 10, 15, 5})];
      static const char* ops[] = {"<", "<=", ">", ">=", "==", "!="};
      Ex a = nonBoolish(d, sub), b = nonBoolish(d, sub);
      // clang warns about comparisons it can decide from the text: constant operands
      // (-Wtautological-constant-compare) and (x & C1) == C2 (-Wtautological-bitwise-compare).
      // The left side names a variable; a constant right side only faces an arithmetic left.
      if (!isFloatDom(d)) {
        if (!namesVariable(a.s)) a.s = varLeaf(d);
        if (!namesVariable(b.s) && hasTopLevelBitwise(a.s)) b.s = varLeaf(d);
      }
      if (a.s == b.s) b = constant(d);  // no self-comparisons (-Wtautological-compare)
      if (a.s == b.s) return {"((" + gen(Dom::U32, 0).s + " & 1u) != 0u)"};
      return {"(" + a.s + " " + ops[rng_.below(6)] + " " + b.s + ")"};
    }
  }
}

// ---------------------------------------------------------------------------------------
// Statements

Var& Generator::declare(Ty t, const std::string& init, bool assignable) {
  Var v;
  v.name = fresh("v");
  v.ty = t;
  v.assignable = assignable;
  // The kernel's top-level float variables are stored bit for bit in the record.
  if (!inHelper_ && depth_ == 0 && (t == Ty::Float || t == Ty::Double || t == Ty::Float4)) {
    if (t == Ty::Double) nextSlot_ = (nextSlot_ + 1) & ~1u;  // 8-byte aligned (records are even)
    v.slot = static_cast<int>(nextSlot_);
    nextSlot_ += t == Ty::Double ? 2 : t == Ty::Float4 ? 4 : 1;
  }
  line(std::string(info(t).name) + " " + v.name + " = " + init + ";");
  scopes_.back().push_back(v);
  return scopes_.back().back();
}

void Generator::close(const std::string& tail) {
  // Fold the block's locals into a variable that outlives it, so that nothing computed in
  // the block is dead.
  std::vector<Var> locals = std::move(scopes_.back());
  scopes_.pop_back();
  if (Var* sink = sinkVar()) {
    std::string name = sink->name;
    scopes_.emplace_back(std::move(locals));
    for (const Var& v : scopes_.back()) foldInto(name, v);
    scopes_.pop_back();
  }
  --indent_;
  line(tail);
}

Var* Generator::sinkVar() {
  for (auto& scope : scopes_)
    for (auto& v : scope)
      if (v.ty == Ty::UInt && v.assignable) return &v;
  return nullptr;
}

// The uint that represents lane `lane` of v in the hash (floats: a fixed-point image; they
// are bounded by the clamp, so the conversion is in range).
std::string Generator::foldTerm(const Var& v, unsigned lane) const {
  static const char* lanes = "xyzw";
  std::string s = isVectorTy(v.ty) ? v.name + "." + lanes[lane] : v.name;
  switch (v.ty) {
    case Ty::Float: case Ty::Float4: return "(uint)(int)(" + s + " * 256.0f)";
    case Ty::Double: return "(uint)(long)(" + s + " * 256.0)";
    case Ty::GPtr: return v.name + "[0]";
    case Ty::UInt: return s;
    default: return "(uint)" + s;
  }
}

void Generator::foldInto(const std::string& sink, const Var& v) {
  if (!v.hashed) return;
  unsigned lanes = isVectorTy(v.ty) ? info(v.ty).lanes : 1;
  for (unsigned l = 0; l < lanes; ++l) line(sink + " = (" + sink + " ^ " + foldTerm(v, l) + ") * " + kFnvPrime + ";");
  if (v.ty == Ty::Long || v.ty == Ty::ULong)
    line(sink + " = (" + sink + " ^ (uint)(" + v.name + " >> 32)) * " + kFnvPrime + ";");
}

Var* Generator::pickAssignable() {
  std::vector<Var*> vars;
  for (auto& s : scopes_)
    for (auto& v : s)
      if (v.assignable) vars.push_back(&v);
  if (vars.empty()) return nullptr;
  return vars[rng_.below(static_cast<uint32_t>(vars.size()))];
}

void Generator::emitClamp(const std::string& lv, Dom d) {
  std::string c = d == Dom::F32 ? "1.0e6f" : "1.0e9";
  line(lv + " = (" + lv + " < -" + c + ") ? -" + c + " : ((" + lv + " > " + c + ") ? " + c + " : " + lv + ");");
}

// `lvalue = <float expression>;` followed by a clamp when the value could leave the range.
std::string Generator::assignFloat(const std::string& lv, Dom d, double clamp) {
  Ex e = gen(d, rng_.range(1, 3));
  if (e.s == lv) e.s = "(-" + lv + ")";  // no self-assignment
  if (rng_.chance(25) && e.bound + clamp <= kMaxBound) {
    line(lv + (rng_.chance(50) ? " += " : " -= ") + e.s + ";");
    e.bound += clamp;
  } else {
    line(lv + " = " + e.s + ";");
  }
  if (e.bound > clamp) emitClamp(lv, d);
  return lv;
}

void Generator::stmtAssignVector(Var& v) {
  const std::string& n = v.name;
  const bool i4 = v.ty == Ty::Int4, i2 = v.ty == Ty::Int2;
  if (i4 || i2) {
    std::string T = i4 ? "int4" : "int2";
    auto lanesOf = [&](Dom d) {
      std::string s = "(" + T + ")(" + gen(d, 1).s;
      for (unsigned l = 1; l < info(v.ty).lanes; ++l) s += ", " + gen(d, 1).s;
      return s + ")";
    };
    std::vector<const Var*> same;
    for (auto& sc : scopes_)
      for (auto& o : sc)
        if (o.ty == v.ty) same.push_back(&o);
    const std::string w = same[rng_.below(static_cast<uint32_t>(same.size()))]->name;
    switch (rng_.below(6)) {
      case 0: line(n + " = " + n + " ^ " + lanesOf(Dom::S32) + ";"); break;
      case 1: line(n + " = (" + n + " & (" + T + ")(0x3fffffff)) + (" + w + " & (" + T + ")(0x3fffffff));"); break;
      case 2: line(n + " = (" + n + " & (" + T + ")(0x7fff)) * (" + w + " & (" + T + ")(0xffff));"); break;
      case 3: line(n + " = " + n + " >> (" + T + ")(" + std::to_string(rng_.below(32)) + ");"); break;
      case 4: line(n + " = " + n + (i4 ? ".wzyx;" : ".yx;")); break;
      default: line(n + "." + "xyzw"[rng_.below(i4 ? 4 : 2)] + " = " + gen(Dom::S32, 2).s + ";"); break;
    }
    return;
  }
  // float4: every operation keeps the lanes inside the clamp range.
  std::vector<const Var*> same;
  for (auto& sc : scopes_)
    for (auto& o : sc)
      if (o.ty == Ty::Float4) same.push_back(&o);
  const std::string w = same[rng_.below(static_cast<uint32_t>(same.size()))]->name;
  static const char* scales[] = {"0.5f", "0.25f", "(-0.75f)", "0.125f", "(-1.0f)"};
  switch (rng_.below(5)) {
    case 0: line(n + " = (" + n + " + " + w + ") * (float4)(0.5f);"); break;
    case 1: line(n + " = (" + n + " - " + w + ") * (float4)(0.5f);"); break;
    case 2: line(n + " = " + n + " * (float4)(" + scales[rng_.below(5)] + ");"); break;
    case 3: line(n + " = " + n + ".wzyx;"); break;
    default: assignFloat(n + "." + "xyzw"[rng_.below(4)], Dom::F32, kFloatClamp); break;
  }
}

void Generator::stmtAssign() {
  Var* vp = pickAssignable();
  if (!vp) return;
  Var& v = *vp;
  const std::string n = v.name;
  if (isVectorTy(v.ty)) return stmtAssignVector(v);
  int depth = rng_.range(1, 3);
  switch (v.ty) {
    case Ty::Float: assignFloat(n, Dom::F32, kFloatClamp); return;
    case Ty::Double: assignFloat(n, Dom::F64, kDoubleClamp); return;
    case Ty::Bool:
      if (rng_.chance(20)) {
        line(n + " = !" + n + ";");
      } else {
        std::string b = genBool(depth).s;
        line(n + " = " + (b == n ? "!" + n : b) + ";");
      }
      return;
    case Ty::UInt: case Ty::ULong: {
      Dom d = info(v.ty).dom;
      static const char* ops[] = {"+=", "-=", "*=", "^=", "|=", "&="};
      switch (rng_.weighted({45, 35, 8, 6, 6})) {
        case 0: line(n + " = " + rhs(n, d, depth) + ";"); return;
        case 1: line(n + " " + ops[rng_.below(6)] + " " + rhs(n, d, depth) + ";"); return;
        case 2: line(n + (rng_.chance(50) ? " <<= (" : " >>= (") + gen(Dom::U32, 1).s + " & " + intDom(d).mask + ");"); return;
        case 3: line(rng_.chance(50) ? "++" + n + ";" : n + "--;"); return;
        default: {  // through a helper call
          if (helpers_.empty()) line(n + " ^= " + gen(d, depth).s + ";");
          else stmtCall();
          return;
        }
      }
    }
    case Ty::Int: case Ty::Long: {
      Dom d = info(v.ty).dom;
      static const char* ops[] = {"^=", "|=", "&="};
      switch (rng_.below(4)) {
        case 0: line(n + " " + ops[rng_.below(3)] + " " + rhs(n, d, depth) + ";"); return;
        case 1: line(n + " >>= (" + gen(Dom::U32, 1).s + " & " + intDom(d).mask + ");"); return;
        default: line(n + " = " + rhs(n, d, depth) + ";"); return;
      }
    }
    default: {  // char, uchar, short, ushort: assigned through an explicit narrowing cast
      Dom d = rng_.chance(50) ? Dom::U32 : Dom::S32;
      line(n + " = (" + info(v.ty).name + ")(" + gen(d, depth).s + ");");
      return;
    }
  }
}

void Generator::stmtDecl() {
  static const Ty scalars[] = {Ty::Char, Ty::UChar, Ty::Short, Ty::UShort, Ty::Int, Ty::UInt, Ty::Long,
                               Ty::ULong, Ty::Bool, Ty::Float, Ty::Double, Ty::Int2, Ty::Int4, Ty::Float4};
  Ty t = scalars[rng_.weighted({4, 4, 4, 4, 14, 22, 6, 8, 6, 12, 3, 2, 2, 2})];
  Dom d = info(t).dom;
  if (t == Ty::Int2 || t == Ty::Int4) {
    std::string s = "(" + std::string(info(t).name) + ")(" + gen(Dom::S32, 1).s;
    for (unsigned l = 1; l < info(t).lanes; ++l) s += ", " + gen(Dom::S32, 1).s;
    declare(t, s + ")");
    return;
  }
  if (t == Ty::Float4) {
    std::string s = "(float4)(";
    for (unsigned l = 0; l < 4; ++l) s += (l ? ", " : "") + simpleLeaf(Dom::F32);
    declare(t, s + ")");
    return;
  }
  if (isFloatDom(d)) {
    Ex e = gen(d, rng_.range(1, 3));
    double clamp = d == Dom::F32 ? kFloatClamp : kDoubleClamp;
    Var& v = declare(t, e.s);
    if (e.bound > clamp) emitClamp(v.name, d);
    return;
  }
  if (t == Ty::Bool) {
    declare(t, genBool(2).s);
    return;
  }
  Ex e = gen(d, rng_.range(1, 3));
  bool exact = t == Ty::Int || t == Ty::UInt || t == Ty::Long || t == Ty::ULong;
  declare(t, exact ? e.s : "(" + std::string(info(t).name) + ")(" + e.s + ")");
}

void Generator::genBlock(int maxStmts) {
  for (int i = 0; i < maxStmts && budget_ > 0; ++i) genStmt();
}

void Generator::stmtIf() {
  int n = std::min(budget_, rng_.range(1, 5));
  open("if (" + cond(genBool(rng_.range(1, 3)).s) + ")");
  ++depth_;
  genBlock(n);
  --depth_;
  if (rng_.chance(50) && budget_ > 0) {
    close("} else {");
    ++indent_;
    scopes_.emplace_back();
    ++depth_;
    genBlock(std::min(budget_, rng_.range(1, 4)));
    --depth_;
  }
  close();
}

void Generator::stmtFor() {
  static const uint32_t masks[] = {3, 7};
  uint32_t mask = masks[rng_.below(2)];
  if (loopWork_ * mask > kMaxLoopWork) mask = 1;
  std::string i = fresh("i");
  open("for (uint " + i + " = 0u; " + i + " < (" + gen(Dom::U32, 2).s + " & " + std::to_string(mask) + "u); ++" + i + ")");
  scopes_.back().push_back(Var{i, Ty::UInt, false, true, -1});
  ++depth_, ++loopDepth_;
  loopWork_ *= mask;
  genBlock(std::min(budget_, rng_.range(1, 5)));
  loopWork_ /= mask;
  --depth_, --loopDepth_;
  scopes_.back().erase(scopes_.back().begin());  // the counter is not folded (it is the bound)
  close();
}

void Generator::stmtWhile() {
  uint32_t mask = loopWork_ * 15 > kMaxLoopWork ? (loopWork_ * 3 > kMaxLoopWork ? 1 : 3) : 15;
  Var& w = declare(Ty::UInt, "(" + gen(Dom::U32, 2).s + " & " + std::to_string(mask) + "u)", false);
  std::string name = w.name;
  bool doWhile = rng_.chance(30);
  open(doWhile ? "do" : "while (" + name + " != 0u)");
  // Counting down first keeps `continue` from skipping the step. A do-while runs once more.
  if (doWhile) line("if (" + name + " != 0u) " + name + " -= 1u;");
  else line(name + " -= 1u;");
  ++depth_, ++loopDepth_;
  loopWork_ *= mask + 1;
  genBlock(std::min(budget_, rng_.range(1, 5)));
  loopWork_ /= mask + 1;
  --depth_, --loopDepth_;
  close(doWhile ? "} while (" + name + " != 0u);" : "}");
}

void Generator::stmtSwitch() {
  line("switch (" + gen(Dom::U32, 2).s + " & 3u) {");
  unsigned cases = rng_.range(1, 3);
  for (unsigned c = 0; c <= cases; ++c) {
    std::string label = c == cases ? "default:" : "case " + std::to_string(c) + "u:";
    ++indent_;
    open(label);
    ++depth_;
    genBlock(std::min(budget_, rng_.range(1, 3)));
    --depth_;
    close("}");
    line("break;");
    --indent_;
  }
  line("}");
}

void Generator::stmtArrayStore() {
  const PrivArray& a = arrays_[rng_.below(static_cast<uint32_t>(arrays_.size()))];
  Dom d = a.elem == Ty::UInt ? Dom::U32 : Dom::U64;
  line(a.name + "[" + index(std::to_string(a.len - 1) + "u", 2) + "] = " + gen(d, rng_.range(1, 3)).s + ";");
}

// Atomic read-modify-writes of different kinds on one word do not commute ((x & a) | b is
// not (x | b) & a), so every group of atomic words has one kind per kernel: `family` 0 is
// add/sub (both additions modulo 2^32), then or, xor, and, min, max.
constexpr unsigned kAtomicFamilies = 6;
static const char* atomicOp(Rng& r, unsigned family) {
  static const char* ops[] = {"add", "or", "xor", "and", "min", "max"};
  if (family == 0) return r.chance(50) ? "add" : "sub";
  return ops[family];
}

void Generator::stmtGlobalAtomic() {
  if (rng_.chance(70))
    line("atomic_fetch_" + std::string(atomicOp(rng_, deviceOp_)) + "_explicit(&acc[" +
         index(std::to_string(kDeviceOpWords - 1) + "u", 1) + "], " + gen(Dom::U32, 2).s +
         ", memory_order_relaxed, memory_scope_device);");
  else
    line("atomic_fetch_" + std::string(atomicOp(rng_, groupOp_)) + "_explicit(&acc[" + std::to_string(kDeviceAccWords) + "u + grp * " +
         std::to_string(kGroupAccWords) + "u + " + index(std::to_string(kGroupAccWords - 1) + "u", 1) + "], " +
         gen(Dom::U32, 2).s + ", memory_order_relaxed, memory_scope_work_group);");
}

void Generator::stmtLocalAtomic() {
  line("atomic_fetch_" + std::string(atomicOp(rng_, localOp_)) + "_explicit(&dt_la[" + index(std::to_string(kLaccWords - 1) + "u", 1) +
       "], " + gen(Dom::U32, 2).s + ", memory_order_relaxed, memory_scope_work_group);");
}

void Generator::stmtCall() {
  Var* v = nullptr;
  for (int tries = 0; tries < 4 && (!v || isVectorTy(v->ty) || isFloatDom(info(v->ty).dom) || v->ty == Ty::Bool); ++tries)
    v = pickAssignable();
  if (!v || isVectorTy(v->ty) || isFloatDom(info(v->ty).dom) || v->ty == Ty::Bool) return;
  const Helper& h = helpers_[rng_.below(static_cast<uint32_t>(helpers_.size()))];
  std::string call = h.name + "(";
  for (size_t i = 0; i < h.params.size(); ++i) {
    Dom pd = info(h.params[i]).dom;
    call += (i ? ", " : "") + (isFloatDom(pd) ? simpleLeaf(pd) : gen(pd, 2).s);
  }
  call += ")";
  std::string T = info(v->ty).name;
  line(v->name + " = " + (v->ty == Ty::UInt ? call : "(" + T + ")" + call) + ";");
}

void Generator::stmtEarlyReturn() {
  open("if (" + cond(genBool(2).s) + ")");
  emitRecord();
  line("return;");
  // No locals to fold: the block declared none.
  scopes_.pop_back();
  --indent_;
  line("}");
}

void Generator::genStmt() {
  --budget_;
  ++statements_;
  bool kernel = !inHelper_;
  bool nest = depth_ < kMaxDepth;
  enum { ASSIGN, DECL, IF, FOR, WHILE, SWITCH, BREAK, ARRAY, GATOMIC, LATOMIC, SNAPSHOT, CALL, RETURN };
  size_t k = rng_.weighted({40, 10, nest ? 12 : 0, nest && loopWork_ * 3 <= kMaxLoopWork ? 7 : 0,
                            nest && loopWork_ * 4 <= kMaxLoopWork ? 4 : 0, nest ? 3 : 0, loopDepth_ > 0 ? 4 : 0,
                            arrays_.empty() ? 0 : 5, kernel ? 5 : 0, kernel && useLacc_ && !phaseB_ ? 4 : 0,
                            kernel ? 3 : 0, kernel && !helpers_.empty() ? 4 : 0, kernel && phaseB_ ? 2 : 0});
  switch (k) {
    case ASSIGN: stmtAssign(); break;
    case DECL: stmtDecl(); break;
    case IF: stmtIf(); break;
    case FOR: stmtFor(); break;
    case WHILE: stmtWhile(); break;
    case SWITCH: stmtSwitch(); break;
    case BREAK: line("if (" + cond(genBool(2).s) + ") " + (rng_.chance(50) ? "break;" : "continue;")); break;
    case ARRAY: stmtArrayStore(); break;
    case GATOMIC: stmtGlobalAtomic(); break;
    case LATOMIC: stmtLocalAtomic(); break;
    case SNAPSHOT: line("out[rec + " + std::to_string(kRecordSnapshotWord) + "u] = " + gen(Dom::U32, 3).s + ";"); break;
    case CALL: stmtCall(); break;
    case RETURN: stmtEarlyReturn(); break;
  }
}

// The work-group exchange: each work-item writes its own __local slot, barrier, reads slots
// of others, barrier (so that the next writes cannot race with these reads). Top level only.
void Generator::syncBlock(bool last) {
  line("// work-group exchange");
  line("dt_lu[lid] = " + gen(Dom::U32, 2).s + ";");
  ldsWrittenU_ = true;
  std::vector<const Var*> floats = readable(Dom::F32);
  if (useLdsF_) {
    line("dt_lf[lid] = " + (floats.empty() ? constant(Dom::F32).s : readVar(*floats[rng_.below(static_cast<uint32_t>(floats.size()))], Dom::F32, nullptr)) + ";");
    ldsWrittenF_ = true;
  }
  if (useLdsL_) {
    line("dt_ll[lid] = " + gen(Dom::U64, 2).s + ";");
    ldsWrittenL_ = true;
  }
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  ldsReadable_ = true;
  Var* sink = sinkVar();
  static const char* idx[] = {"((lid + 1u) % lsz)", "(lsz - 1u - lid)", "((lid ^ 1u) % lsz)", "((lid + 31u) % lsz)", "(lid >> 1)"};
  for (int r = rng_.range(1, 3); r > 0; --r) {
    std::string i = rng_.chance(70) ? idx[rng_.below(std::size(idx))] : "((" + gen(Dom::U32, 2).s + " & 0xffffu) % lsz)";
    line(sink->name + " = (" + sink->name + " ^ dt_lu[" + i + "]) * " + kFnvPrime + ";");
  }
  // A few ordinary statements that may read the exchanged values (no atomics on dt_la).
  bool saveLacc = useLacc_;
  useLacc_ = false;
  genBlock(rng_.range(0, 2));
  useLacc_ = saveLacc;
  if (last && useLacc_)
    for (unsigned w = 0; w < kLaccWords; ++w)
      line(sink->name + " = (" + sink->name + " ^ atomic_load_explicit(&dt_la[" + std::to_string(w) +
           "u], memory_order_relaxed, memory_scope_work_group)) * " + kFnvPrime + ";");
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  ldsReadable_ = false;
}

// The end of a work-item (also at early returns): the integer hash to out[rec], float
// variables with a record slot bit for bit, the rest folded into the hash.
void Generator::emitRecord() {
  line("uint dt_h = 2166136261u;");
  std::vector<std::string> stores;
  for (const auto& scope : scopes_)
    for (const auto& v : scope) {
      if (!v.hashed) continue;
      if (v.slot >= 0) {
        std::string at = "rec + " + std::to_string(v.slot) + "u";
        if (v.ty == Ty::Double) stores.push_back("*((__global double*)(out + " + at + ")) = " + v.name + ";");
        else if (v.ty == Ty::Float) stores.push_back("((__global float*)out)[" + at + "] = " + v.name + ";");
        else
          for (unsigned l = 0; l < 4; ++l)
            stores.push_back("((__global float*)out)[rec + " + std::to_string(v.slot + l) + "u] = " + v.name + "." + "xyzw"[l] + ";");
        continue;
      }
      foldInto("dt_h", v);
    }
  for (const auto& a : arrays_) {
    std::string i = fresh("i");
    line("for (uint " + i + " = 0u; " + i + " < " + std::to_string(a.len) + "u; ++" + i + ") {");
    line("  dt_h = (dt_h ^ (uint)" + a.name + "[" + i + "]) * " + kFnvPrime + ";");
    if (a.elem == Ty::ULong) line("  dt_h = (dt_h ^ (uint)(" + a.name + "[" + i + "] >> 32)) * " + kFnvPrime + ";");
    line("}");
  }
  line("out[rec] = dt_h;");
  for (const auto& s : stores) line(s);
  line("atomic_fetch_xor_explicit(&acc[" + std::to_string(kDeviceOpWords) + "u + (gid & " +
       std::to_string(kDeviceAccWords - kDeviceOpWords - 1) + "u)], dt_h, memory_order_relaxed, memory_scope_device);");
}

// ---------------------------------------------------------------------------------------
// Program parts

std::string Generator::genHelper(unsigned index) {
  Helper h;
  h.name = spec_.name + "_f" + std::to_string(index);
  static const Ty params[] = {Ty::UInt, Ty::Int, Ty::ULong, Ty::Float};
  h.params.push_back(Ty::UInt);  // the first is the fold target
  for (int i = rng_.range(1, 3); i > 0; --i) h.params.push_back(params[rng_.weighted({4, 3, 2, 2})]);
  inHelper_ = true;
  body_.clear();
  indent_ = 1;
  scopes_.assign(1, {});
  std::string sig = "uint " + h.name + "(";
  for (size_t i = 0; i < h.params.size(); ++i) {
    Var v{"a" + std::to_string(i), h.params[i], true, true, -1};
    sig += (i ? ", " : "") + std::string(info(v.ty).name) + " " + v.name;
    scopes_.back().push_back(v);
  }
  sig += ")";
  budget_ = rng_.range(3, 10);
  genBlock(budget_);
  for (size_t i = 1; i < scopes_.back().size(); ++i) foldInto("a0", scopes_.back()[i]);
  line("return a0;");
  inHelper_ = false;
  helpers_.push_back(h);
  return sig + " {\n" + body_ + "}\n";
}

void Generator::prologue() {
  // The top-level variables, read from in[] at per-item positions.
  auto load = [&]() {
    return "in[(gid * " + std::to_string(rng_.range(1, 64) | 1) + "u + " + std::to_string(rng_.below(1024)) + "u) & (n - 1u)]";
  };
  declare(Ty::UInt, load());
  declare(Ty::UInt, load() + " ^ gid");
  static const Ty kinds[] = {Ty::UInt, Ty::Int, Ty::Char, Ty::UChar, Ty::Short, Ty::UShort, Ty::Long,
                             Ty::ULong, Ty::Bool, Ty::Float, Ty::Double, Ty::Int2, Ty::Int4, Ty::Float4};
  auto floatInit = [&](const char* suffix) {
    return "(" + std::string(suffix[0] == 'f' ? "float" : "double") + ")((int)(" + load() + " & 0x3fffffu) - 0x200000) * 0.125" + suffix;
  };
  for (int i = rng_.range(2, 7); i > 0; --i) {
    Ty t = kinds[rng_.weighted({10, 10, 3, 3, 3, 3, 5, 6, 4, 10, 3, 2, 2, 2})];
    switch (t) {
      case Ty::Long: declare(t, "(long)(((ulong)" + load() + " << 32) | (ulong)" + load() + ")"); break;
      case Ty::ULong: declare(t, "((ulong)" + load() + " << 32) | (ulong)" + load()); break;
      case Ty::Bool: declare(t, "(" + load() + " & 1u) != 0u"); break;
      case Ty::Float: declare(t, floatInit("f")); break;
      case Ty::Double: declare(t, floatInit("")); break;
      case Ty::Int2: declare(t, "(int2)((int)" + load() + ", (int)" + load() + ")"); break;
      case Ty::Int4: declare(t, "(int4)((int)" + load() + ", (int)" + load() + ", (int)" + load() + ", (int)" + load() + ")"); break;
      case Ty::Float4: declare(t, "(float4)(" + floatInit("f") + ", " + floatInit("f") + ", 1.5f, " + floatInit("f") + ")"); break;
      default: declare(t, "(" + std::string(info(t).name) + ")" + load()); break;
    }
  }
  // A pointer into in[] (the upper bound keeps p[i & (n/2 - 1)] inside in[]).
  if (rng_.chance(25)) {
    Var p{fresh("p"), Ty::GPtr, false, true, -1};
    line("__global const uint* " + p.name + " = in + (" + gen(Dom::U32, 1).s + " & ((n >> 1) - 1u));");
    scopes_.back().push_back(p);
  }
  // Private arrays, fully initialised.
  for (int i = rng_.chance(35) ? rng_.range(1, 2) : 0; i > 0; --i) {
    static const unsigned lens[] = {4, 8, 16, 32};
    PrivArray a{fresh("pa"), rng_.chance(75) ? Ty::UInt : Ty::ULong, lens[rng_.below(4)]};
    std::string j = fresh("i");
    line(std::string(a.elem == Ty::UInt ? "uint " : "ulong ") + a.name + "[" + std::to_string(a.len) + "];");
    line("for (uint " + j + " = 0u; " + j + " < " + std::to_string(a.len) + "u; ++" + j + ") {");
    line("  " + a.name + "[" + j + "] = in[(gid + " + j + " * " + std::to_string(rng_.range(1, 100)) + "u) & (n - 1u)] ^ (" + j +
         " * 0x9e3779b9u);");
    line("}");
    arrays_.push_back(a);
  }
}

std::string Generator::kernelText() {
  // Launch geometry and features first: they shape what the body may do.
  static const uint32_t groupSizes[] = {64, 128, 256, 96, 192, 160};
  spec_.groupSize = groupSizes[rng_.weighted({30, 25, 15, 10, 10, 10})];
  uint32_t groups = rng_.range(2, 4);
  spec_.gridSize = groups * spec_.groupSize;
  if (rng_.chance(30)) spec_.gridSize -= rng_.range(1, static_cast<int>(spec_.groupSize) - 1);  // partial last group
  spec_.inWords = rng_.chance(50) ? 1024 : 256;

  std::string helpers;
  if (rng_.chance(35))
    for (int i = rng_.range(1, 2), k = 0; k < i; ++k) helpers += genHelper(k) + "\n";

  deviceOp_ = rng_.below(kAtomicFamilies);
  groupOp_ = rng_.below(kAtomicFamilies);
  localOp_ = rng_.below(kAtomicFamilies);
  int syncs = static_cast<int>(rng_.weighted({25, 35, 25, 15}));
  useLacc_ = syncs > 0 && rng_.chance(40);
  useLdsF_ = syncs > 0 && rng_.chance(30);
  useLdsL_ = syncs > 0 && rng_.chance(20);

  body_.clear();
  indent_ = 1;
  scopes_.assign(1, {});
  depth_ = 0;
  prologue();
  if (useLacc_) {
    // A loop: a partial last group may have fewer work-items than words.
    line("for (uint dt_k = lid; dt_k < " + std::to_string(kLaccWords) + "u; dt_k += lsz) {");
    line("  atomic_store_explicit(&dt_la[dt_k], " + hex32(static_cast<uint32_t>(rng_.next())) +
         " ^ dt_k, memory_order_relaxed, memory_scope_work_group);");
    line("}");
    line("barrier(CLK_LOCAL_MEM_FENCE);");
  }
  int total = rng_.range(20, 80);
  for (int s = 0; s <= syncs; ++s) {
    phaseB_ = s == syncs;
    ldsReadable_ = phaseB_;  // after the last barrier the __local arrays no longer change
    budget_ = total / (syncs + 1);
    genBlock(budget_);
    if (s < syncs) syncBlock(s + 1 == syncs);
  }
  emitRecord();

  spec_.recordWords = std::max<uint32_t>(2, (nextSlot_ + 1) & ~1u);
  // The work-item constants, declared only when used (clang's -Wunused-variable).
  std::string head = "  const uint gid = (uint)get_global_id(0);\n";
  if (mentions(body_, "lid")) head += "  const uint lid = (uint)get_local_id(0);\n";
  if (mentions(body_, "lsz")) head += "  const uint lsz = (uint)get_local_size(0);\n";
  if (mentions(body_, "grp")) head += "  const uint grp = (uint)get_group_id(0);\n";
  // Opaque zeros: the top bit of n (a power of two far below 2^31), see genInt's DIVREM.
  if (mentions(body_, "dt_z") || mentions(body_, "dt_zl")) head += "  const uint dt_z = n & 0x80000000u;\n";
  if (mentions(body_, "dt_zl")) head += "  const ulong dt_zl = (ulong)dt_z << 32;\n";
  head += "  const uint rec = gid * " + std::to_string(spec_.recordWords) + "u;\n";
  if (mentions(body_, "dt_lu")) head += "  __local uint dt_lu[" + std::to_string(kMaxGroupSize) + "];\n";
  if (mentions(body_, "dt_lf")) head += "  __local float dt_lf[" + std::to_string(kMaxGroupSize) + "];\n";
  if (mentions(body_, "dt_ll")) head += "  __local ulong dt_ll[" + std::to_string(kMaxGroupSize) + "];\n";
  if (useLacc_) head += "  __local atomic_uint dt_la[" + std::to_string(kLaccWords) + "];\n";

  char comment[160];
  std::snprintf(comment, sizeof comment, "// seed %llu: %u work-items in groups of %u, in[%u], %u-word records\n",
                static_cast<unsigned long long>(seed_), spec_.gridSize, spec_.groupSize, spec_.inWords, spec_.recordWords);
  return comment + helpers + "__kernel void " + spec_.name +
         "(__global const uint* in, __global uint* out, __global atomic_uint* acc, uint n) {\n" + head + body_ + "}\n";
}

GeneratedKernel Generator::run() {
  spec_.name = kernelName(seed_);
  spec_.seed = seed_;
  GeneratedKernel k;
  k.source = kernelText();
  k.spec = spec_;
  k.statements = statements_;
  return k;
}

}  // namespace

uint32_t KernelSpec::accWords() const { return kDeviceAccWords + kGroupAccWords * groups(); }

std::string kernelName(uint64_t seed) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "dt_%016llx", static_cast<unsigned long long>(seed));
  return buf;
}

GeneratedKernel generateKernel(uint64_t seed) { return Generator(seed).run(); }

const std::string& preamble() {
  static const std::string text =
      "// gfxsim generated-program differential test (tests/difftest). Each kernel is well defined\n"
      "// under OpenCL C 2.0: two correct compilers give bit-identical results.\n"
      "//\n"
      "// Math built-ins under one name for both compilers. gfxsim cc (__GFXSIM_CL__) implements\n"
      "// OpenCL's sqrt, fabs, floor ... itself; clang-19 without the ROCm device libraries only\n"
      "// declares them (at -O0 they stay calls to undefined functions), so it gets its\n"
      "// element-wise built-ins, which are the same correctly rounded / exact operations.\n"
      "#ifdef __GFXSIM_CL__\n"
      "#define DT_SQRT(x) sqrt(x)\n"
      "#define DT_FABS(x) fabs(x)\n"
      "#define DT_FLOOR(x) floor(x)\n"
      "#define DT_CEIL(x) ceil(x)\n"
      "#define DT_TRUNC(x) trunc(x)\n"
      "#define DT_RINT(x) rint(x)\n"
      "#define DT_FMA(a, b, c) fma(a, b, c)\n"
      "#define DT_MIN(a, b) min(a, b)\n"
      "#define DT_MAX(a, b) max(a, b)\n"
      "#else\n"
      "#define DT_SQRT(x) __builtin_elementwise_sqrt(x)\n"
      "#define DT_FABS(x) __builtin_elementwise_abs(x)\n"
      "#define DT_FLOOR(x) __builtin_elementwise_floor(x)\n"
      "#define DT_CEIL(x) __builtin_elementwise_ceil(x)\n"
      "#define DT_TRUNC(x) __builtin_elementwise_trunc(x)\n"
      "#define DT_RINT(x) __builtin_elementwise_rint(x)\n"
      "#define DT_FMA(a, b, c) __builtin_elementwise_fma(a, b, c)\n"
      "#define DT_MIN(a, b) __builtin_elementwise_min(a, b)\n"
      "#define DT_MAX(a, b) __builtin_elementwise_max(a, b)\n"
      "#endif\n\n";
  return text;
}

std::string batchSource(const std::vector<const GeneratedKernel*>& kernels) {
  std::string s = preamble();
  for (const auto* k : kernels) s += k->source + "\n";
  return s;
}

std::vector<uint32_t> inputWords(const KernelSpec& spec) {
  Rng r(spec.seed ^ 0x696e707574ull);  // "input"
  std::vector<uint32_t> w(spec.inWords);
  static const uint32_t special[] = {0u, 1u, 0xffffffffu, 0x80000000u, 0x7fffffffu, 2u, 0xfffffffeu, 0x80000001u};
  for (auto& x : w) {
    switch (r.weighted({50, 20, 10, 10, 10})) {
      case 0: x = static_cast<uint32_t>(r.next()); break;
      case 1: x = r.below(256); break;
      case 2: x = special[r.below(std::size(special))]; break;
      case 3: x = 0u - 1u - r.below(256); break;
      default: x = 1u << r.below(32); break;
    }
  }
  return w;
}

std::vector<uint32_t> initialAcc(const KernelSpec& spec) {
  Rng r(spec.seed ^ 0x616363ull);  // "acc"
  std::vector<uint32_t> w(spec.accWords());
  for (auto& x : w) x = static_cast<uint32_t>(r.next());
  return w;
}

}  // namespace gfxsim::difftest
