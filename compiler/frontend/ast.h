// The checked AST of an OpenCL C translation unit.
//
// The parser builds it through Sema (sema.h), so every node is already typed: implicit
// conversions are explicit Cast nodes, array-to-pointer decay is a Cast to the pointer type,
// a[i] is an Index of a pointer, compound assignments carry their computation type, and
// brace initializers are flattened to (offset, leaf type, value) entries. irgen (irgen.h)
// lowers it to the IR without further checks.
//
// Nodes live in deques owned by the TranslationUnit and point to each other with plain
// pointers.
#pragma once
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "frontend/builtins.h"
#include "frontend/types.h"
#include "support/error.h"

namespace gfxsim::cl {

struct VarDecl;
struct FuncDecl;

enum class EK : uint8_t {
  IntLit,          // ival (the bits, truncated to the type)
  FloatLit,        // fval
  Var,             // var (an lvalue)
  Unary,           // op = UnOp, a
  Binary,          // op = BinOp, a, b (both converted; pointer arithmetic: a ptr, b integer)
  Logical,         // op = LAnd/LOr, a, b: short-circuit (scalars), element-wise (vectors)
  Assign,          // a (lvalue) = b (converted to a's type)
  CompoundAssign,  // a op= b: b converted to compType, the result converted back to a's type
  IncDec,          // a (lvalue); isInc, isPrefix
  Cond,            // a ? b : c
  Comma,           // a, b
  Call,            // func(args), args converted to the parameter types
  Builtin,         // builtin(args); ival = flags (see BuiltinCall in builtins.h)
  Cast,            // a converted to type
  Member,          // a.field (a is a struct lvalue or rvalue)
  Index,           // a[b]: a a pointer, b an integer (an lvalue of the pointee)
  Deref,           // *a
  AddrOf,          // &a
  Swizzle,         // a.xyzw: comps index a's lanes (a is a vector)
  VecLit,          // (float4)(a, b, ...): args are scalars and vectors of the element type
};

enum class UnOp : uint8_t { Neg, Plus, BitNot, LNot };
enum class BinOp : uint8_t {
  Add, Sub, Mul, Div, Rem, Shl, Shr, And, Or, Xor, Lt, Gt, Le, Ge, Eq, Ne, LAnd, LOr,
};

struct Expr {
  EK kind = EK::IntLit;
  QualType type;       // the value's type; for lvalues also the object's space and qualifiers
  SourceLoc loc;        // where clang's getExprLoc is: the operator, the name, the callee
  SourceLoc begin;      // the first token of the expression (clang's getBeginLoc)
  bool lvalue = false;
  uint8_t op = 0;      // UnOp / BinOp
  bool isInc = false, isPrefix = false;
  uint32_t depth = 1;  // height of the tree below (bounded, so recursion over it is bounded)
  uint64_t ival = 0;
  double fval = 0;
  Expr* a = nullptr;
  Expr* b = nullptr;
  Expr* c = nullptr;
  std::vector<Expr*> args;
  VarDecl* var = nullptr;
  FuncDecl* func = nullptr;
  Builtin builtin = Builtin::None;
  const Field* field = nullptr;
  std::vector<uint8_t> comps;  // Swizzle
  QualType compType;           // CompoundAssign: the type the operation is done in
};

// One scalar/vector/struct part of a brace initializer, at a byte offset in the object.
struct InitEntry {
  uint64_t offset = 0;
  QualType type;
  Expr* value = nullptr;  // converted to type
};

// Program: a program-scope variable (__constant, or __global from OpenCL 2.0 on; a `static`
// one, a function-scope __constant or static one) or a string literal: an ir::Global of the
// module, whose initial bytes are `image` (empty: zero-filled). irgen reads a __constant one
// at a place known at compile time as constants.
enum class Storage : uint8_t { Auto, Param, Lds, Program };

// A pointer in a program-scope variable's initial value: `target`'s address plus `addend`.
struct PointerInit {
  uint64_t offset = 0;
  const VarDecl* target = nullptr;
  int64_t addend = 0;
};

struct VarDecl {
  std::string name;
  QualType type;
  SourceLoc loc;
  Storage storage = Storage::Auto;
  Expr* init = nullptr;               // a plain initializer (converted to type)
  bool braceInit = false;             // initialized by {...}: zero-filled, then `entries`
  std::vector<InitEntry> entries;
  std::vector<uint8_t> image;         // Program: the object's bytes, as the initializer folds
  std::vector<PointerInit> pointers;  // Program: the pointers in them
  bool isString = false;              // Program: a string literal (an unnamed char array)
  bool isStatic = false;              // Program: internal linkage (static, or in a function)
  uint32_t alignAttr = 0;             // __attribute__((aligned(N))) on it or its typedef (0: none)
  std::string argTypeName;            // kernel parameters: the .type_name clang writes, with
                                      // the typedef name the source used ("" : from the type)
};

enum class SK : uint8_t {
  Null, Expr, Decl, Compound, If, While, Do, For, Switch, Case, Default, Break, Continue,
  Return,
};

struct Stmt {
  SK kind = SK::Null;
  SourceLoc loc;
  Expr* expr = nullptr;        // Expr, If/While/Do/For/Switch condition, Return value
  Stmt* body = nullptr;        // If then, loop body, Switch body, Case/Default statement
  Stmt* other = nullptr;       // If else
  Stmt* init = nullptr;        // For
  Expr* inc = nullptr;         // For
  std::vector<Stmt*> kids;     // Compound
  std::vector<VarDecl*> decls; // Decl
  std::vector<Stmt*> cases;    // Switch: its Case and Default statements
  uint64_t caseValue = 0;      // Case: the value converted to the switch's promoted type
};

struct FuncDecl {
  std::string name;
  QualType ret;
  std::vector<VarDecl*> params;
  Stmt* body = nullptr;
  bool isKernel = false;
  uint32_t reqdWorkGroupSize[3] = {0, 0, 0};
  SourceLoc loc;
  struct CallSite {
    FuncDecl* callee;
    SourceLoc loc;
  };
  std::vector<CallSite> calls;  // the user functions its body calls
  // A function (not a kernel) whose body uses something unsupported: the error, reported
  // only if a kernel calls it (its body is then empty). gfxsim emits kernels alone, every
  // call inlined, so an uncalled helper never needs its body.
  std::optional<Error> deferredError;
};

struct TranslationUnit {
  // The target ("gfx1030"; empty: unknown) and its wave size (32 or 64; 0: unknown), which
  // the target built-ins check and the sub-group functions use.
  std::string target;
  unsigned waveSize = 0;
  TypeTable types;
  std::deque<Expr> exprs;
  std::deque<Stmt> stmts;
  std::deque<VarDecl> vars;
  std::deque<FuncDecl> funcs;
  std::vector<FuncDecl*> functions;  // defined functions, in source order
};

}  // namespace gfxsim::cl
