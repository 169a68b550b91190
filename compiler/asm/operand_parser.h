// Parses one instruction statement (mnemonic, operands, modifiers) into a neutral form
// that the encoder matches against the ISA description's rows.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "asm/expr.h"
#include "asm/lexer.h"
#include "isa/description.h"

namespace gfxsim::as {

enum class RegFile : uint8_t { V, A, Scalar };

struct ParsedOperand {
  enum class Kind : uint8_t { Reg, Int, Float, Expr, Off, Waitcnt, Hwreg, Sendmsg, GprIdx, DepCtr, DelayAlu };
  Kind kind = Kind::Int;
  // Reg: file and first number (VGPR/AGPR index, or scalar operand number), dwords.
  RegFile file = RegFile::Scalar;
  unsigned number = 0;
  unsigned dwords = 1;
  std::string regText;  // as written, for diagnostics
  // Int / Float / special immediates (Waitcnt/Hwreg/Sendmsg hold the final simm16 in ival).
  int64_t ival = 0;
  double fval = 0;
  ExprPtr expr;  // Kind::Expr: value not known yet, or relocatable
  // Source modifiers.
  bool neg = false, abs = false, sext = false;
  unsigned line = 0, col = 0;
};

struct ParsedMod {
  std::string name;
  bool hasValue = false;
  int64_t value = 0;
  std::vector<int64_t> list;  // op_sel:[..], quad_perm:[..], dpp8:[..]
  std::string ident;          // dst_sel:BYTE_0
  unsigned line = 0, col = 0;
  size_t opsBefore = 0;       // operands parsed before it (MTBUF `format:` must follow soffset)
};

struct ParsedInst {
  std::string mnemonic;  // as written, lower-case, with any _e32/_e64/_dpp/_sdwa suffix
  std::vector<ParsedOperand> ops;
  std::vector<ParsedMod> mods;
  unsigned line = 0, col = 0;
  // A dual-issue instruction (`v_dual_X ... :: v_dual_Y ...`, gfx11 VOPD): the second half.
  std::shared_ptr<ParsedInst> dual;
  const ParsedMod* mod(std::string_view name) const {
    for (const auto& m : mods)
      if (m.name == name) return &m;
    return nullptr;
  }
};

// Looks up symbols by name for operand expressions (creating undefined ones).
class SymbolTable {
 public:
  virtual ~SymbolTable() = default;
  virtual Symbol* lookup(const std::string& name) = 0;
};

// Token cursor with expression parsing, shared by the directive and instruction parsers.
class TokenCursor {
 public:
  TokenCursor(const std::vector<Token>& toks, size_t pos, const std::string& file, SymbolTable& syms)
      : t_(toks), pos_(pos), file_(file), syms_(syms) {}
  const Token& peek(size_t ahead = 0) const { return t_[std::min(pos_ + ahead, t_.size() - 1)]; }
  const Token& next() { const Token& t = peek(); if (pos_ < t_.size() - 1) ++pos_; return t; }
  bool atEnd() const { auto k = peek().kind; return k == Tok::EndOfStatement || k == Tok::EndOfFile; }
  bool accept(std::string_view p) { if (peek().is(p)) { next(); return true; } return false; }
  void expect(std::string_view p, std::string_view what);
  [[noreturn]] void fail(const Token& at, const std::string& msg) const;
  [[noreturn]] void fail(const std::string& msg) const { fail(peek(), msg); }
  ExprPtr parseExpr();
  int64_t parseAbsolute(std::string_view what);  // expression that must be a constant now
  // evaluate(), with an expression nested too deeply reported at `at`.
  std::optional<Value> evaluateAt(const Expr& e, std::string* why, const Token& at) const;
  // The next token, which must be a well-formed string (closed, valid escapes).
  const Token& nextString(std::string_view what);
  // Fails at a string token the lexer found malformed (unterminated, a bad escape).
  void checkString(const Token& t) const { if (t.kind == Tok::String && t.strError) fail(t, t.strError); }
  size_t pos() const { return pos_; }
  void restart() { pos_ = 0; }  // after the token vector was refilled with the next statement
  const std::string& file() const { return file_; }
  SymbolTable& symbols() { return syms_; }
  // Inside |x| the bar closes the operand instead of meaning bitwise or.
  void setBarIsOperator(bool on) { barIsOperator_ = on; }

 private:
  ExprPtr parseBinary(int prec);
  ExprPtr parseUnary();
  // One level of expression nesting (kMaxExprDepth) for the lifetime of the guard.
  struct Nesting {
    TokenCursor& c;
    Nesting(TokenCursor& cursor, const Token& at);
    ~Nesting() { --c.depth_; }
  };
  const std::vector<Token>& t_;
  size_t pos_;
  const std::string& file_;
  SymbolTable& syms_;
  bool barIsOperator_ = true;
  unsigned depth_ = 0;
};

// Parses the operands and modifiers of an instruction whose mnemonic has just been read.
ParsedInst parseInstruction(TokenCursor& cur, const Token& mnemonic, const isa::Description& d, bool wave64);

}  // namespace gfxsim::as
