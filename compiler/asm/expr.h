// Assembler expressions: integers, symbols, labels and operators, evaluated either at
// once or later (forward references) through fixups.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "asm/lexer.h"

namespace gfxsim::as {

struct Symbol;

// How deeply an expression may nest: parentheses, unary operators, the right operand of a
// binary operator and the arguments of max/min each count one level, and so does every
// variable symbol (.set) the evaluation goes through. A long flat chain like a+b+c+... is not
// nesting (it is parsed, evaluated and destroyed without recursion) and has no limit.
// Deeper input is an error, never a stack overflow; llvm-mc-19 itself crashes at about
// 20,000 parentheses. 1000 matches the OpenCL front end's expression limit.
inline constexpr unsigned kMaxExprDepth = 1000;

// Thrown by evaluate() when the limit is passed; the assembler reports it at the statement or
// fixup being evaluated (evaluate() knows no file).
class ExprDepthError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A relocation variant written after a symbol: sym@rel32@lo, sym@abs32@hi, sym@gotpcrel...
enum class Variant : uint8_t { None, Rel32Lo, Rel32Hi, Abs32Lo, Abs32Hi, GotPcRel32Lo, GotPcRel32Hi, Rel64 };

struct Expr {
  enum class Op : uint8_t { Const, Sym, Neg, Not, LNot, Add, Sub, Mul, Div, Mod, Shl, Shr, And, Or, Xor,
                            LAnd, LOr, Eq, Ne, Lt, Le, Gt, Ge, Max, Min };
  Op op = Op::Const;
  int64_t value = 0;
  Symbol* sym = nullptr;
  Variant variant = Variant::None;
  std::unique_ptr<Expr> a, b;
  unsigned line = 0, col = 0;
  ~Expr();  // iterative: a left-deep tree as long as its sum must not recurse
};
using ExprPtr = std::unique_ptr<Expr>;

// The result of evaluating an expression: a constant, or sym + addend (relocatable).
struct Value {
  int64_t constant = 0;
  Symbol* sym = nullptr;
  Variant variant = Variant::None;
  bool isConst() const { return sym == nullptr; }
};

struct Symbol {
  std::string name;
  int section = -1;            // defined label: section index and offset
  uint64_t offset = 0;
  bool defined = false;
  bool isVariable = false;     // .set / = : value is an expression
  ExprPtr valueExpr;           // for variables
  bool evaluating = false;     // cycle guard
  bool global = false, weak = false, local = false;
  uint8_t type = 0;            // STT_*
  uint8_t visibility = 0;      // STV_*
  ExprPtr sizeExpr;            // .size
  bool used = false;
  unsigned line = 0;           // where it was defined (diagnostics)
};

// Evaluates e. Returns nullopt when it refers to undefined symbols (yet) or combines values
// that cannot be combined (e.g. the product of two labels); `why` names the problem. Throws
// ExprDepthError when e, with its symbols substituted, nests more than kMaxExprDepth levels.
std::optional<Value> evaluate(const Expr& e, std::string* why);

}  // namespace gfxsim::as
