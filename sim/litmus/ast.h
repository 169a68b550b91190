// The syntax tree of one OpenCL litmus test (Dat3M's C litmus format, see parser.cpp). It keeps
// what the file says, defaults made explicit (missing order = seq_cst, missing scope = device)
// with a flag recording whether the file spelled them, and keeps constructs a runner may not
// support (while loops, pointer arithmetic, generic memory, column layout) instead of
// dropping them. Nothing here executes a test.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gfxsim::litmus {

struct Pos {
  unsigned line = 0;  // 1-based
  unsigned col = 0;
};

enum class AddrSpace { Generic, Global, Local };
enum class MemOrder { Relaxed, Acquire, Release, AcqRel, SeqCst };
enum class MemScope { WorkItem, WorkGroup, Device, AllSvmDevices };

const char* name(AddrSpace a);
const char* name(MemOrder o);
const char* name(MemScope s);

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

enum class AtomicKind { Load, Store, Exchange, FetchAdd, FetchSub, FetchOr, FetchAnd, FetchXor, FetchMin, FetchMax,
                        CompareExchangeStrong, CompareExchangeWeak };

// An atomic operation, either an OpenCL C call (atomic_load_explicit(p, mo, scope)) or a
// herd-legacy method call (y.load(mo, scope)).
struct AtomicOp {
  AtomicKind kind = AtomicKind::Load;
  std::string function;            // as spelled: "atomic_load_explicit", "load"
  ExprPtr ptr;                     // the location pointer (usually a parameter name)
  ExprPtr value;                   // store / exchange / fetch_* operand; desired value of CAS
  ExprPtr expected;                // CAS only: pointer to the expected value
  MemOrder order = MemOrder::SeqCst;      // success order for CAS
  MemOrder failOrder = MemOrder::SeqCst;  // CAS only
  MemScope scope = MemScope::Device;
  bool explicitOrder = false;      // the file named the order(s)
  bool explicitScope = false;      // the file named the scope
};

enum class ExprKind { Int, Var, Deref, AddrOf, Unary, Binary, Atomic };

struct Expr {
  ExprKind kind = ExprKind::Int;
  Pos pos;
  int64_t value = 0;     // Int
  std::string name;      // Var
  std::string op;        // Unary: "-", "!", "~", "+"; Binary: "+", "-", "*", "/", "%", "==", "!=",
                         // "<", ">", "<=", ">=", "&&", "||", "&", "|", "^", "<<", ">>"
  ExprPtr lhs, rhs;      // Deref/AddrOf/Unary operand in lhs
  std::shared_ptr<const AtomicOp> atomic;  // Atomic
};

struct Stmt;
using StmtPtr = std::shared_ptr<const Stmt>;
using Block = std::vector<StmtPtr>;

enum class StmtKind {
  Decl,     // int r = e;  (type, name, init optional)
  Assign,   // lhs = e;  lhs is a Var (register) or a Deref (plain store *p = e)
  Expr,     // e;  (typically an atomic call used for its effect)
  Fence,    // atomic_work_item_fence(FLAGS, mo, scope) or herd fence(...)
  Barrier,  // [B<n>:] barrier(FLAGS)
  If,       // if (cond) then [else els]
  While,    // while (cond) body
  Block,    // { ... }
  Empty     // ;
};

struct Stmt {
  StmtKind kind = StmtKind::Empty;
  Pos pos;
  // Decl
  std::string type;  // "int", "atomic_int"
  std::string name;
  // Decl (init, may be null), Assign (lhs, rhs), Expr (rhs), If/While (cond)
  ExprPtr lhs, rhs, cond;
  // Fence and Barrier
  bool globalFlag = false, localFlag = false;  // CLK_GLOBAL_MEM_FENCE / CLK_LOCAL_MEM_FENCE
  MemOrder order = MemOrder::SeqCst;
  MemScope scope = MemScope::Device;  // barrier: always work-group
  bool explicitScope = false;
  std::string function;  // "atomic_work_item_fence", "fence", "barrier"
  std::string label;     // barrier id, e.g. "B1"; empty when unlabelled
  // If / While / Block
  Block body, elseBody;
  bool hasElse = false;
};

struct Param {
  std::string name;  // the location; also a register holding its address
  AddrSpace space = AddrSpace::Generic;
  bool atomic = false;    // atomic_int versus int
  bool isVolatile = false;
  std::string spelledType;  // e.g. "volatile global atomic_int*"
  Pos pos;
};

enum class PlacementSource { None, Annotation, ScopeTree };

struct Thread {
  unsigned id = 0;           // N of P<N>
  Pos pos;
  std::optional<unsigned> wg, dev;  // work-group and device
  PlacementSource placement = PlacementSource::None;
  std::vector<Param> params;  // empty for the herd column layout
  Block body;
};

struct InitDecl {
  std::string name;
  std::string type;        // "" for [x] = v / x = v; "atomic_int" etc. for typed declarations
  bool bracketed = false;  // [x] = v
  bool isArray = false;
  unsigned arraySize = 0;
  std::vector<int64_t> values;  // one for a scalar
  Pos pos;
};

enum class CmpOp { Eq, Ne, Lt, Gt, Le, Ge };
const char* name(CmpOp c);

struct CondAtom {
  bool isRegister = false;  // N:r   (otherwise a final memory value x / [x])
  unsigned thread = 0;
  std::string name;
  bool bracketed = false;
  CmpOp op = CmpOp::Eq;
  int64_t value = 0;
  std::string valueName;  // non-empty when the right-hand side is a name, not a number
  Pos pos;
};

struct Prop;
using PropPtr = std::shared_ptr<const Prop>;
enum class PropKind { Atom, Not, And, Or, True, False };
struct Prop {
  PropKind kind = PropKind::True;
  CondAtom atom;
  PropPtr lhs, rhs;  // Not uses lhs
};

enum class Quantifier { Exists, NotExists, Forall };

struct Condition {
  Quantifier quantifier = Quantifier::Exists;
  PropPtr prop;
  Pos pos;
};

// herd scopeTree: devices, their work-groups, the threads of each work-group.
struct ScopeTree {
  std::vector<std::vector<std::vector<unsigned>>> devices;
};

enum class Layout { C, Column };

struct Test {
  std::string file;
  std::string arch;  // "OPENCL" or "OpenCL"
  std::string name;  // header name (often differs from the file name)
  std::vector<std::string> headerExtras;  // herd diy lines: "PodWW Rfe", Prefetch=..., Com=..., Orig=...
  std::vector<InitDecl> init;
  Layout layout = Layout::C;
  std::vector<Thread> threads;
  std::optional<ScopeTree> scopeTree;
  std::vector<std::pair<std::string, AddrSpace>> memoryMap;  // herd "x:global, y:local"
  std::vector<std::string> locations;  // "locations [...]" items, as written
  PropPtr filter;                      // "filter (...)", may be null
  Condition condition;

  const Thread* thread(unsigned id) const;
};

}  // namespace gfxsim::litmus
