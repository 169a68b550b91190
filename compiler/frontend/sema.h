// Semantic analysis of OpenCL C: scopes and name look-up, the typing of every expression
// (integer promotions, usual arithmetic conversions, OpenCL vector widening, pointer
// arithmetic, address-space rules), implicit conversions as Cast nodes, constant folding
// of integer constant expressions, initializers, and the checks of whole functions (call
// graph recursion).
//
// The parser calls it as it goes ("act on" style): each method returns a checked node or
// throws gfxsim::Error "file:line:col: error: ...".
#pragma once
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "frontend/ast.h"

namespace gfxsim::cl {

// A compile-time value of an arithmetic constant expression.
struct ConstVal {
  bool isFloat = false;
  uint64_t i = 0;  // integers: the bits, truncated to the type
  double f = 0;
};

// The error of an unsupported construct (Sema::unsupported): "unsupported: ...".
class UnsupportedError : public Error {
 public:
  using Error::Error;
};

class Sema {
 public:
  explicit Sema(TranslationUnit& tu);

  TranslationUnit& tu() { return tu_; }
  TypeTable& types() { return tu_.types; }
  [[noreturn]] void error(const SourceLoc& loc, const std::string& msg) const;
  [[noreturn]] void unsupported(const SourceLoc& loc, const std::string& what) const;

  // ---- scopes and names ----
  struct Symbol {
    enum Kind : uint8_t { Var, Func, Typedef, EnumConst } kind = Var;
    VarDecl* var = nullptr;
    FuncDecl* func = nullptr;
    QualType type;  // Typedef
    uint32_t align = 0;  // Typedef: its __attribute__((aligned(N))) (0: none)
    int64_t value = 0;  // EnumConst
  };
  void pushScope();
  void popScope();
  bool atFileScope() const { return scopes_.size() == 1; }
  const Symbol* lookup(const std::string& name) const;
  // The type a name denotes (a typedef or a built-in type name), or null.
  std::optional<QualType> typeNamed(const std::string& name, const SourceLoc& loc) const;
  // align: the typedef's __attribute__((aligned(N))) (0: none).
  void declareTypedef(const std::string& name, QualType t, const SourceLoc& loc, uint32_t align = 0);
  // The __attribute__((aligned(N))) of a typedef name (0: none or not a typedef).
  uint32_t typedefAlign(const std::string& name) const;
  void declareEnumConst(const std::string& name, int64_t value, const SourceLoc& loc);
  StructDecl* structTag(const std::string& name, bool isUnion, bool definition, const SourceLoc& loc);
  // Lays the record out as C and GCC do (OpenCL C 6.11.1): a member's alignment is its
  // type's, 1 when packed (the record's or its own attribute), raised by its aligned(N); the
  // record's is the largest of its members', raised by its own aligned(N); its size is
  // rounded up to it.
  void completeStruct(StructDecl* d, std::vector<Field> fields, const SourceLoc& loc);

  // ---- declarations ----
  // A variable in a function body (or a parameter); t is its full type (AS resolved here).
  VarDecl* declareVar(const std::string& name, QualType t, const SourceLoc& loc, Storage st);
  // A function parameter (entered into scope by beginFunctionBody); t already adjusted.
  VarDecl* newParam(const std::string& name, QualType t, const SourceLoc& loc);
  FuncDecl* declareFunc(const std::string& name, QualType ret, std::vector<VarDecl*> params,
                        bool isKernel, const SourceLoc& loc);
  void beginFunctionBody(FuncDecl* f);
  void endFunctionBody(FuncDecl* f, Stmt* body);
  // The body of f (not a kernel) used something unsupported: the parser skipped the rest of
  // it; f gets an empty body and keeps the error for finishUnit, which reports it if a kernel
  // reaches f.
  void abandonFunctionBody(FuncDecl* f, const UnsupportedError& e);
  FuncDecl* currentFunction() const { return curFunc_; }
  // Initializers: a plain expression, or a brace list already parsed as a tree.
  struct InitTree {
    Expr* expr = nullptr;          // a leaf
    std::vector<InitTree> list;    // a brace list
    SourceLoc loc;
  };
  void initialize(VarDecl* v, InitTree& init);
  // A program-scope variable (or a function-scope __constant or static one: `local`, visible
  // in the current scope, with internal linkage): in the __constant address space, with an
  // initializer, or the __global one (the default), zero-filled without one. Every element of
  // the initializer must be an arithmetic constant expression or an address constant (a
  // string literal, &variable, an array of program scope, plus a constant offset), folded into
  // VarDecl::image and VarDecl::pointers.
  VarDecl* declareProgramVar(const std::string& name, QualType t, const SourceLoc& loc, InitTree* init,
                             bool isStatic = false, bool local = false);
  // A string literal (its bytes, without the terminating NUL): an lvalue of type
  // `__constant char[N + 1]`, one unnamed program-scope object per distinct string.
  Expr* stringLiteral(const std::string& bytes, const SourceLoc& loc);
  // The type of an object declared with `t` (arrays, structs) must be complete and sized.
  void requireComplete(QualType t, const SourceLoc& loc, const char* what);
  // Resolves a declared type: AS::None -> Private for the object, Generic for pointees.
  QualType resolveObjectType(QualType t, AS defaultAs);
  // Checks after the whole unit: every called function defined, no kernel reaching a
  // function with a deferred error, no recursion.
  void finishUnit();

  // ---- expressions ----
  Expr* newExpr(EK k, QualType t, const SourceLoc& loc, std::initializer_list<Expr*> kids = {});
  Expr* intLit(uint64_t v, const Type* t, const SourceLoc& loc);
  Expr* floatLit(double v, const Type* t, const SourceLoc& loc);
  Expr* name(const std::string& n, const SourceLoc& loc);
  Expr* unary(UnOp op, Expr* a, const SourceLoc& loc);
  Expr* binary(BinOp op, Expr* a, Expr* b, const SourceLoc& loc);
  Expr* assign(Expr* a, Expr* b, const SourceLoc& loc);
  Expr* compoundAssign(BinOp op, Expr* a, Expr* b, const SourceLoc& loc);
  Expr* incDec(Expr* a, bool inc, bool prefix, const SourceLoc& loc);
  Expr* conditional(Expr* c, Expr* a, Expr* b, const SourceLoc& loc);
  Expr* comma(Expr* a, Expr* b, const SourceLoc& loc);
  // rparenLoc: the call's ')' (where clang reports a wrong argument count).
  Expr* call(const std::string& callee, const SourceLoc& calleeLoc, std::vector<Expr*> args,
             const SourceLoc& rparenLoc);
  // __builtin_astype(v, to): v's bits as `to` (equal sizes).
  Expr* asType(Expr* v, QualType to, const SourceLoc& loc);
  Expr* member(Expr* a, const std::string& field, bool arrow, const SourceLoc& opLoc, const SourceLoc& nameLoc);
  Expr* index(Expr* a, Expr* i, const SourceLoc& loc);
  Expr* deref(Expr* a, const SourceLoc& loc);
  Expr* addrOf(Expr* a, const SourceLoc& loc);
  Expr* explicitCast(QualType to, Expr* a, const SourceLoc& loc);
  Expr* vectorLiteral(const Type* vt, std::vector<Expr*> parts, const SourceLoc& loc);
  Expr* sizeOfType(QualType t, const SourceLoc& loc);
  Expr* vecStep(QualType t, const SourceLoc& loc);

  // ---- conversions (used by builtins.cpp too) ----
  // The value of an expression: arrays decay to pointers; void, functions are errors.
  Expr* rvalue(Expr* e);
  // An unchecked conversion node (none when the types already agree).
  Expr* castTo(Expr* e, const Type* to);
  // An implicit conversion as in assignment, checked (`what` names the context).
  Expr* convertForAssign(Expr* e, QualType to, const SourceLoc& loc, const std::string& what);
  // Integer promotion of a scalar or vector value.
  Expr* promote(Expr* e);
  const Type* promotedType(const Type* t) const;
  // The common type of two arithmetic operands (scalars or vectors, OpenCL widening).
  const Type* usualArithmetic(const Type* a, const Type* b, const SourceLoc& loc);
  // A condition (if/while/?:/&&): a scalar (arithmetic or pointer). `at` is where clang
  // reports a bad one: the statement's keyword, the '?', '&&', '||' or '!'.
  Expr* condition(Expr* e, const char* what, const SourceLoc& at);

  // Constant folding of an arithmetic constant expression; nullopt when it is not one.
  std::optional<ConstVal> evaluate(const Expr* e) const;
  // An integer constant expression, or an error.
  int64_t constInt(Expr* e, const char* what);

  // cl_khr_fp16 is enabled (`#pragma OPENCL EXTENSION cl_khr_fp16 : enable`; the parser
  // sets this as it passes the pragma). Without it half is a storage format (OpenCL C 1.2
  // 6.1.1.1): pointers to half, halfN vectors and the vload_half/vstore_half functions, but
  // no half variables, parameters, literals, casts, loads or stores, as clang-19 rules them.
  bool fp16 = false;

  // Loop and switch context for break/continue/case.
  int loopDepth = 0;
  std::vector<Stmt*> switches;

 private:
  Expr* arithBinary(BinOp op, Expr* a, Expr* b, const SourceLoc& loc);
  Expr* checkLvalue(Expr* a, const SourceLoc& loc, const char* what);
  bool pointerConvertible(QualType from, QualType to, bool explicitCast) const;
  void flattenInit(VarDecl* v, QualType t, uint64_t offset, InitTree& init, size_t& pos,
                   std::vector<InitTree*>& leaves, bool braced);
  std::optional<ConstVal> evalCast(const ConstVal& v, const Type* from, const Type* to) const;
  // Folds a constant initializer value of type t into image[offset...]; false when it is not
  // a constant.
  bool foldInto(std::vector<uint8_t>& image, uint64_t offset, const Type* t, const Expr* e) const;
  void checkRecursion(FuncDecl* f, std::vector<FuncDecl*>& stack, std::map<FuncDecl*, int>& state);

  TranslationUnit& tu_;
  std::vector<std::unordered_map<std::string, Symbol>> scopes_;
  std::vector<std::unordered_map<std::string, StructDecl*>> tags_;
  std::unordered_map<std::string, FuncDecl*> funcs_;
  std::unordered_map<std::string, VarDecl*> strings_;  // string literals by their bytes
  bool foldAddress(VarDecl* v, uint64_t off, const Expr* e);
  FuncDecl* curFunc_ = nullptr;
  size_t bodyScopeDepth_ = 0;  // scopes_.size() outside the function body being parsed
};

// Limits that keep every input bounded (deeper nesting is an error, never a crash).
inline constexpr uint32_t kMaxExprDepth = 1000;
// The largest initialized program-scope object (its bytes are kept, emitted as data and read
// as constants), and the largest zero-filled one (.bss: no bytes kept).
inline constexpr uint64_t kMaxConstantImage = 64 * 1024;
inline constexpr uint64_t kMaxZeroFilledGlobal = uint64_t{256} << 20;

}  // namespace gfxsim::cl
