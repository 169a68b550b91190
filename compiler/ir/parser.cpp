// The text form's parser: a line-aware lexer, then one pass that reads each function into
// a list of instructions with symbolic operands, then resolution of value names, labels and
// locals into the Function (so uses may come before definitions, as phis need).
#include "ir/parser.h"

#include <bit>
#include <charconv>
#include <cstring>
#include <map>
#include <optional>

#include "func/fp_core.h"
#include "ir/printer.h"
#include "support/error.h"

namespace gfxsim::ir {

namespace {

// ---- lexer ----

enum class Tok : uint8_t { Word, Value, Global, String, Punct, Newline, End };

struct Token {
  Tok kind = Tok::End;
  std::string text;  // Word/Value/Global (without the sigil)/String (unescaped)/Punct
  unsigned line = 1, col = 1;
};

bool isWordChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '.' || c == '$' || c == '-' || c == '+';
}

class Lexer {
 public:
  Lexer(const std::string& text, const std::string& file) : text_(text), file_(file) {}

  std::vector<Token> run() {
    std::vector<Token> out;
    while (true) {
      skipBlanks();
      Token t;
      t.line = line_;
      t.col = col_;
      if (pos_ >= text_.size()) {
        t.kind = Tok::End;
        out.push_back(t);
        return out;
      }
      char c = text_[pos_];
      if (c == '\n') {
        t.kind = Tok::Newline;
        advance();
      } else if (c == '%' || c == '@') {
        advance();
        t.kind = c == '%' ? Tok::Value : Tok::Global;
        if (c == '@' && pos_ < text_.size() && text_[pos_] == '"') {
          t.text = string(t);
        } else {
          t.text = word();
          if (t.text.empty()) fail(t, std::string("expected a name after '") + c + "'");
        }
      } else if (c == '"') {
        t.kind = Tok::String;
        t.text = string(t);
      } else if (isWordChar(c)) {
        t.kind = Tok::Word;
        t.text = word();
      } else if (std::strchr(",()[]{}=:", c)) {
        t.kind = Tok::Punct;
        t.text = std::string(1, c);
        advance();
      } else {
        fail(t, "unexpected character '" + std::string(1, c) + "'");
      }
      out.push_back(std::move(t));
    }
  }

  [[noreturn]] void fail(const Token& t, const std::string& msg) const {
    throw Error(SourceLoc{file_, t.line, t.col}, msg);
  }

 private:
  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++pos_;
  }
  void skipBlanks() {
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (c == ' ' || c == '\t' || c == '\r') {
        advance();
      } else if (c == ';') {
        while (pos_ < text_.size() && text_[pos_] != '\n') advance();
      } else {
        break;
      }
    }
  }
  std::string word() {
    std::string w;
    while (pos_ < text_.size() && isWordChar(text_[pos_])) {
      w += text_[pos_];
      advance();
    }
    return w;
  }
  std::string string(const Token& at) {
    advance();  // the opening quote
    std::string s;
    while (true) {
      if (pos_ >= text_.size() || text_[pos_] == '\n') fail(at, "unterminated string");
      char c = text_[pos_];
      advance();
      if (c == '"') return s;
      if (c != '\\') {
        s += c;
        continue;
      }
      if (pos_ >= text_.size()) fail(at, "unterminated string");
      char e = text_[pos_];
      if (e == '"' || e == '\\') {
        s += e;
        advance();
        continue;
      }
      auto hexDigit = [&](char h) -> int {
        if (h >= '0' && h <= '9') return h - '0';
        if (h >= 'a' && h <= 'f') return h - 'a' + 10;
        if (h >= 'A' && h <= 'F') return h - 'A' + 10;
        return -1;
      };
      int hi = hexDigit(e), lo = pos_ + 1 < text_.size() ? hexDigit(text_[pos_ + 1]) : -1;
      if (hi < 0 || lo < 0) fail(at, "bad escape in string (use \\\\, \\\" or \\ and two hex digits)");
      s += static_cast<char>(hi * 16 + lo);
      advance();
      advance();
    }
  }

  const std::string& text_;
  const std::string& file_;
  size_t pos_ = 0;
  unsigned line_ = 1, col_ = 1;
};

// ---- parsed (unresolved) function ----

struct Operand {
  enum Kind : uint8_t { Ref, Constant, UndefValue } kind = Ref;
  std::string name;  // Ref
  Type type;         // Constant/UndefValue
  uint64_t bits = 0;
  Token at;
};

struct LabelRef {
  std::string name;
  Token at;
};

struct ParsedInst {
  Inst inst;  // op, type, sub, mem, imm filled; operands/targets/block resolved later
  std::string result;  // "" for void
  Token at;
  std::vector<Operand> operands;
  std::vector<LabelRef> targets;
};

struct ParsedBlock {
  std::string label;
  Token at;
  std::vector<ParsedInst> insts;
};

// Ids up to this bound are taken as ValueIds when a value's token is all digits; larger ones
// are ordinary names (so hostile input cannot make the table huge).
constexpr uint64_t kMaxNumericId = 1u << 18;

std::optional<uint64_t> numericId(const std::string& s) {
  if (s.empty() || s.size() > 7 || (s.size() > 1 && s[0] == '0')) return std::nullopt;
  uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + static_cast<uint64_t>(c - '0');
  }
  if (v >= kMaxNumericId) return std::nullopt;
  return v;
}

std::optional<Type> typeFromName(const std::string& s) {
  static const Type all[] = {Type::voidTy(), Type::i1(), Type::i8(), Type::i16(), Type::i32(), Type::i64(),
                             Type::f16(), Type::f32(), Type::f64(), Type::ptr(AddrSpace::Generic),
                             Type::ptr(AddrSpace::Global), Type::ptr(AddrSpace::Local),
                             Type::ptr(AddrSpace::Constant), Type::ptr(AddrSpace::Private)};
  for (Type t : all)
    if (s == typeName(t)) return t;
  return std::nullopt;
}

template <typename E, typename NameFn>
std::optional<E> enumFromName(const std::string& s, unsigned count, NameFn name) {
  for (unsigned i = 0; i < count; ++i)
    if (s == name(static_cast<E>(i))) return static_cast<E>(i);
  return std::nullopt;
}

std::optional<Order> orderFromName(const std::string& s) { return enumFromName<Order>(s, 6, orderName); }
std::optional<Scope> scopeFromName(const std::string& s) { return enumFromName<Scope>(s, 5, scopeName); }
std::optional<AddrSpace> spaceFromName(const std::string& s) {
  for (AddrSpace a : {AddrSpace::Generic, AddrSpace::Global, AddrSpace::Local, AddrSpace::Constant, AddrSpace::Private})
    if (s == addrSpaceName(a)) return a;
  return std::nullopt;
}

class Parser {
 public:
  Parser(const std::string& text, const std::string& file) : file_(file), lexer_(text, file) {
    toks_ = lexer_.run();
  }

  Module run() {
    Module m;
    skipNewlines();
    while (peek().kind != Tok::End) {
      m.functions.push_back(function());
      skipNewlines();
    }
    return m;
  }

 private:
  // ---- token helpers ----
  const Token& peek(size_t ahead = 0) const { return toks_[std::min(pos_ + ahead, toks_.size() - 1)]; }
  Token next() {
    Token t = peek();
    if (pos_ < toks_.size() - 1) ++pos_;
    return t;
  }
  [[noreturn]] void fail(const Token& t, const std::string& msg) const { lexer_.fail(t, msg); }
  static std::string describe(const Token& t) {
    switch (t.kind) {
      case Tok::Newline: return "end of line";
      case Tok::End: return "end of input";
      case Tok::Value: return "'%" + t.text + "'";
      case Tok::Global: return "'@" + t.text + "'";
      case Tok::String: return "a string";
      default: return "'" + t.text + "'";
    }
  }
  [[noreturn]] void expected(const std::string& what) const { fail(peek(), "expected " + what + ", found " + describe(peek())); }
  bool isPunct(const char* p, size_t ahead = 0) const { return peek(ahead).kind == Tok::Punct && peek(ahead).text == p; }
  bool isWord(const char* w) const { return peek().kind == Tok::Word && peek().text == w; }
  void expectPunct(const char* p) {
    if (!isPunct(p)) expected(std::string("'") + p + "'");
    next();
  }
  void expectWord(const char* w) {
    if (!isWord(w)) expected(std::string("'") + w + "'");
    next();
  }
  bool acceptPunct(const char* p) {
    if (!isPunct(p)) return false;
    next();
    return true;
  }
  bool acceptWord(const char* w) {
    if (!isWord(w)) return false;
    next();
    return true;
  }
  void skipNewlines() {
    while (peek().kind == Tok::Newline) next();
  }
  void endOfLine() {
    if (peek().kind != Tok::Newline && !isPunct("}")) expected("end of line");
    skipNewlines();
  }
  std::string wordText(const char* what) {
    if (peek().kind != Tok::Word) expected(what);
    return next().text;
  }
  uint64_t unsignedInt(const char* what, uint64_t max = UINT64_MAX) {
    Token t = peek();
    std::string s = wordText(what);
    uint64_t v = 0;
    bool hex = s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    const char* b = s.data() + (hex ? 2 : 0);
    auto res = std::from_chars(b, s.data() + s.size(), v, hex ? 16 : 10);
    if (res.ec != std::errc() || res.ptr != s.data() + s.size()) fail(t, std::string("expected ") + what + ", found '" + s + "'");
    if (v > max) fail(t, std::string(what) + " out of range: " + s);
    return v;
  }
  Type type(const char* what = "a type") {
    Token t = peek();
    if (t.kind != Tok::Word) expected(what);
    auto ty = typeFromName(t.text);
    if (!ty) fail(t, "unknown type '" + t.text + "'");
    next();
    return *ty;
  }

  // ---- literals ----
  uint64_t literal(Type ty) {
    Token t = peek();
    if (t.kind != Tok::Word) expected(std::string("a ") + typeName(ty) + " literal");
    next();
    const std::string& s = t.text;
    auto bad = [&]() -> uint64_t { fail(t, std::string("bad ") + typeName(ty) + " literal '" + s + "'"); };
    bool hex = s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    auto parseHex = [&]() {
      uint64_t v = 0;
      auto res = std::from_chars(s.data() + 2, s.data() + s.size(), v, 16);
      if (res.ec != std::errc() || res.ptr != s.data() + s.size()) bad();
      if (ty.bits() < 64 && (v >> ty.bits()) != 0) bad();
      return v;
    };
    switch (ty.kind) {
      case TypeKind::I1:
        if (s == "true" || s == "1") return 1;
        if (s == "false" || s == "0") return 0;
        return bad();
      case TypeKind::Ptr:
        if (s == "null") return 0;
        [[fallthrough]];
      case TypeKind::I8: case TypeKind::I16: case TypeKind::I32: case TypeKind::I64: {
        if (hex) return parseHex();
        unsigned n = ty.bits();
        if (s[0] == '-') {
          int64_t v = 0;
          auto res = std::from_chars(s.data(), s.data() + s.size(), v);
          if (res.ec != std::errc() || res.ptr != s.data() + s.size()) bad();
          if (n < 64 && v < -(int64_t{1} << (n - 1))) bad();
          return truncateBits(ty, static_cast<uint64_t>(v));
        }
        uint64_t v = 0;
        auto res = std::from_chars(s.data(), s.data() + s.size(), v);
        if (res.ec != std::errc() || res.ptr != s.data() + s.size()) bad();
        if (n < 64 && (v >> n) != 0) bad();
        return v;
      }
      case TypeKind::F16: {
        // The printer writes the bits; a decimal is rounded to nearest even.
        if (hex) return parseHex();
        double v = 0;
        auto res = std::from_chars(s.data(), s.data() + s.size(), v);
        if (res.ec != std::errc() || res.ptr != s.data() + s.size()) bad();
        return func::fromDouble<func::F16>(v, 0, true);
      }
      case TypeKind::F32: {
        if (hex) return parseHex();
        float v = 0;
        auto res = std::from_chars(s.data(), s.data() + s.size(), v);
        if (res.ec != std::errc() || res.ptr != s.data() + s.size()) bad();
        return std::bit_cast<uint32_t>(v);
      }
      case TypeKind::F64: {
        if (hex) return parseHex();
        double v = 0;
        auto res = std::from_chars(s.data(), s.data() + s.size(), v);
        if (res.ec != std::errc() || res.ptr != s.data() + s.size()) bad();
        return std::bit_cast<uint64_t>(v);
      }
      case TypeKind::Void: break;
    }
    fail(t, "a void value has no literal");
  }

  bool atOperand() const {
    return peek().kind == Tok::Value || (peek().kind == Tok::Word && typeFromName(peek().text).has_value());
  }

  Operand operand() {
    Operand o;
    o.at = peek();
    if (peek().kind == Tok::Value) {
      o.kind = Operand::Ref;
      o.name = next().text;
      return o;
    }
    if (!atOperand()) expected("an operand (%value, or a type and a literal)");
    o.type = type();
    if (o.type.kind == TypeKind::Void) fail(o.at, "an operand cannot be void");
    if (acceptWord("undef")) {
      o.kind = Operand::UndefValue;
      return o;
    }
    o.kind = Operand::Constant;
    o.bits = literal(o.type);
    return o;
  }

  LabelRef labelRef() {
    LabelRef l;
    l.at = peek();
    l.name = wordText("a block label");
    return l;
  }

  // ---- functions ----
  struct ParsedParam {
    Type type;
    std::string name;
    Token at;
  };
  struct ParsedArg {
    ArgInfo info;
    std::optional<Operand> param;
  };

  Function function() {
    Function f;
    Token start = peek();
    if (acceptWord("kernel")) f.isKernel = true;
    else if (acceptWord("func")) f.isKernel = false;
    else expected("'kernel' or 'func'");
    if (peek().kind != Tok::Global) expected("'@' and the function's name");
    f.name = next().text;
    expectPunct("(");
    std::vector<ParsedParam> params;
    if (!isPunct(")")) {
      do {
        ParsedParam p;
        p.at = peek();
        p.type = type();
        if (p.type.kind == TypeKind::Void) fail(p.at, "a parameter cannot be void");
        if (peek().kind != Tok::Value) expected("the parameter's %name");
        p.name = next().text;
        params.push_back(std::move(p));
      } while (acceptPunct(","));
    }
    expectPunct(")");
    expectPunct("{");
    endOfLine();

    std::vector<ParsedArg> args;
    std::vector<ParsedBlock> blocks;
    while (!isPunct("}")) {
      if (peek().kind == Tok::End) fail(start, "function '@" + f.name + "' has no closing '}'");
      if (peek().kind == Tok::Word && isPunct(":", 1)) {
        Token lt = next();
        blocks.push_back(ParsedBlock{lt.text, lt, {}});
        next();
        endOfLine();
        continue;
      }
      if (blocks.empty() && directive(f, args)) continue;
      if (blocks.empty()) fail(peek(), "instruction outside a block (a label 'name:' must come first)");
      blocks.back().insts.push_back(instruction(f));
    }
    next();  // '}'
    resolve(f, params, args, blocks);
    return f;
  }

  // A directive line before the first block; false when the line is not one.
  bool directive(Function& f, std::vector<ParsedArg>& args) {
    if (acceptWord("arg")) {
      ParsedArg a;
      if (peek().kind != Tok::String) expected("the argument's name as a string");
      a.info.name = next().text;
      if (peek().kind != Tok::String) expected("the argument's type name as a string");
      a.info.typeName = next().text;
      Token kt = peek();
      std::string kind = wordText("an argument kind");
      if (kind == "by_value") a.info.kind = ArgKind::ByValue;
      else if (kind == "global_buffer") a.info.kind = ArgKind::GlobalBuffer;
      else if (kind == "dynamic_shared_pointer") a.info.kind = ArgKind::DynamicSharedPointer;
      else fail(kt, "unknown argument kind '" + kind + "'");
      Token st = peek();
      auto space = spaceFromName(wordText("an address space"));
      if (!space) fail(st, "unknown address space '" + st.text + "'");
      a.info.space = *space;
      expectWord("size");
      a.info.size = static_cast<uint32_t>(unsignedInt("a size", UINT32_MAX));
      expectWord("align");
      a.info.align = static_cast<uint32_t>(unsignedInt("an alignment", UINT32_MAX));
      if (acceptWord("const")) a.info.isConst = true;
      if (acceptWord("restrict")) a.info.isRestrict = true;
      if (acceptWord("volatile")) a.info.isVolatile = true;
      if (acceptWord("param")) {
        if (peek().kind != Tok::Value) expected("the parameter's %name");
        a.param = operand();
      }
      args.push_back(std::move(a));
    } else if (acceptWord("local")) {
      LocalVar l;
      if (peek().kind != Tok::String) expected("the local's name as a string");
      l.name = next().text;
      expectWord("size");
      l.size = static_cast<uint32_t>(unsignedInt("a size", UINT32_MAX));
      expectWord("align");
      l.align = static_cast<uint32_t>(unsignedInt("an alignment", UINT32_MAX));
      f.locals.push_back(std::move(l));
    } else if (acceptWord("reqd_work_group_size")) {
      for (uint32_t& d : f.reqdWorkGroupSize) d = static_cast<uint32_t>(unsignedInt("a work-group size", UINT32_MAX));
    } else if (acceptWord("float_mode")) {
      auto mode = [&](const char* which) {
        expectWord(which);
        if (acceptWord("flush")) return false;
        if (acceptWord("ieee")) return true;
        expected("'flush' or 'ieee'");
      };
      f.floatMode.f32Denormals = mode("f32");
      f.floatMode.f64Denormals = mode("f64");
    } else {
      return false;
    }
    endOfLine();
    return true;
  }

  // The opcode word: "add", "icmp.slt", "atomicrmw.add", "intrinsic.workitem.id".
  void opcode(Inst& in) {
    Token t = peek();
    std::string w = wordText("an opcode");
    size_t dot = w.find('.');
    std::string base = w.substr(0, dot);
    std::string sub = dot == std::string::npos ? "" : w.substr(dot + 1);
    bool found = false;
    for (unsigned i = 0; i <= static_cast<unsigned>(Op::Intrinsic); ++i) {
      if (base == opName(static_cast<Op>(i))) {
        in.op = static_cast<Op>(i);
        found = true;
        break;
      }
    }
    if (!found || in.op == Op::Nop || in.op == Op::Param || in.op == Op::Const || in.op == Op::Undef)
      fail(t, "unknown opcode '" + w + "'");
    std::optional<uint8_t> code;
    switch (in.op) {
      case Op::ICmp:
        if (auto p = enumFromName<ICmpPred>(sub, 10, icmpPredName)) code = static_cast<uint8_t>(*p);
        break;
      case Op::FCmp:
        if (auto p = enumFromName<FCmpPred>(sub, 14, fcmpPredName)) code = static_cast<uint8_t>(*p);
        break;
      case Op::AtomicRMW:
        if (auto p = enumFromName<AtomicOp>(sub, 11, atomicOpName)) code = static_cast<uint8_t>(*p);
        break;
      case Op::Intrinsic:
        if (auto p = enumFromName<Intrinsic>(sub, static_cast<unsigned>(Intrinsic::Count), intrinsicName))
          code = static_cast<uint8_t>(*p);
        break;
      default:
        if (dot != std::string::npos) fail(t, "unknown opcode '" + w + "'");
        return;
    }
    if (!code) fail(t, "unknown " + base + " kind '" + sub + "' in '" + w + "'");
    in.sub = *code;
  }

  ParsedInst instruction(Function& f) {
    ParsedInst p;
    p.at = peek();
    if (peek().kind == Tok::Value) {
      p.result = next().text;
      expectPunct("=");
    }
    Inst& in = p.inst;
    Token opTok = peek();
    opcode(in);
    if (p.result.empty() && producesValue(in))
      fail(opTok, std::string("'") + opName(in.op) + "' produces a value: write '%name = " + opName(in.op) + " <type> ...'");
    if (!p.result.empty()) {
      Token tt = peek();
      in.type = type("the result type");
      if (in.type.kind == TypeKind::Void) fail(tt, "an instruction with a result needs a non-void type");
    }
    switch (in.op) {
      case Op::Phi:
        if (isPunct("[")) {
          do {
            expectPunct("[");
            p.operands.push_back(operand());
            expectPunct(",");
            p.targets.push_back(labelRef());
            expectPunct("]");
          } while (acceptPunct(","));
        }
        break;
      case Op::Br:
        p.targets.push_back(labelRef());
        break;
      case Op::CondBr:
        p.operands.push_back(operand());
        expectPunct(",");
        p.targets.push_back(labelRef());
        expectPunct(",");
        p.targets.push_back(labelRef());
        break;
      case Op::Alloca:
        in.imm = unsignedInt("the alloca's size in bytes");
        break;
      case Op::LocalAddr: {
        Token lt = peek();
        if (lt.kind != Tok::Global) expected("'@' and a local's name or index");
        next();
        in.imm = localIndex(f, lt);
        break;
      }
      default:
        if (atOperand()) {
          do p.operands.push_back(operand());
          while (acceptPunct(","));
        }
        break;
    }
    attributes(in);
    endOfLine();
    return p;
  }

  // Ops that always have a result (the rest may be void: stores, fences, branches and the
  // void intrinsics).
  static bool producesValue(const Inst& in) {
    switch (in.op) {
      case Op::Store: case Op::Fence: case Op::Br: case Op::CondBr: case Op::Ret: case Op::Unreachable:
      case Op::Intrinsic:
        return false;
      default:
        return true;
    }
  }

  uint64_t localIndex(const Function& f, const Token& t) {
    if (auto n = numericId(t.text)) {
      if (*n >= f.locals.size()) fail(t, "no local number " + t.text + " (declare it with 'local')");
      return *n;
    }
    std::optional<uint64_t> found;
    for (size_t i = 0; i < f.locals.size(); ++i) {
      if (f.locals[i].name != t.text) continue;
      if (found) fail(t, "local '@" + t.text + "' is ambiguous: refer to it by index");
      found = i;
    }
    if (!found) fail(t, "unknown local '@" + t.text + "'");
    return *found;
  }

  void attributes(Inst& in) {
    while (peek().kind == Tok::Word) {
      Token t = peek();
      const std::string& w = t.text;
      if (w == "align") {
        next();
        in.mem.align = static_cast<uint32_t>(unsignedInt("an alignment", UINT32_MAX));
      } else if (w == "volatile") {
        next();
        in.mem.isVolatile = true;
      } else if (auto o = orderFromName(w)) {
        next();
        in.mem.order = *o;
      } else if (auto s = scopeFromName(w.ends_with("-one-as") ? w.substr(0, w.size() - 7) : w)) {
        in.mem.oneAs = w.ends_with("-one-as");
        next();
        in.mem.scope = *s;
      } else if (w == "fail") {
        next();
        Token ot = peek();
        auto o = orderFromName(wordText("an ordering"));
        if (!o) fail(ot, "unknown ordering '" + ot.text + "'");
        in.mem.failOrder = *o;
      } else if (w == "spaces") {
        next();
        expectPunct("(");
        do {
          Token st = peek();
          std::string s = wordText("an address space");
          auto space = spaceFromName(s);
          unsigned bit = 0;
          if (space) bit = static_cast<unsigned>(*space);
          else if (s.size() == 1 && s[0] >= '0' && s[0] <= '7') bit = static_cast<unsigned>(s[0] - '0');
          else fail(st, "unknown address space '" + s + "'");
          in.mem.fenceSpaces = static_cast<uint8_t>(in.mem.fenceSpaces | (1u << bit));
        } while (acceptPunct(","));
        expectPunct(")");
      } else if (w == "imm") {
        next();
        Token it = peek();
        bool negative = it.kind == Tok::Word && !it.text.empty() && it.text[0] == '-';
        if (negative) {
          next();
          int64_t v = 0;
          auto res = std::from_chars(it.text.data(), it.text.data() + it.text.size(), v);
          if (res.ec != std::errc() || res.ptr != it.text.data() + it.text.size()) fail(it, "bad immediate '" + it.text + "'");
          in.imm = static_cast<uint64_t>(v);
        } else {
          in.imm = unsignedInt("an immediate");
        }
      } else if (w == "sub") {
        next();
        in.sub = static_cast<uint8_t>(unsignedInt("a sub code", 255));
      } else {
        fail(t, "unknown attribute '" + w + "'");
      }
    }
  }

  // ---- resolution ----
  void resolve(Function& f, std::vector<ParsedParam>& params, std::vector<ParsedArg>& args,
               std::vector<ParsedBlock>& blocks) {
    // Numeric tokens claim their ids first; everything else is appended after them.
    uint64_t top = 0;
    bool anyNumeric = false;
    auto claim = [&](const std::string& n) {
      if (auto id = numericId(n)) {
        top = std::max(top, *id);
        anyNumeric = true;
      }
    };
    for (auto& p : params) claim(p.name);
    for (auto& b : blocks)
      for (auto& i : b.insts) claim(i.result);
    if (anyNumeric) f.values.resize(top + 1);

    std::map<std::string, ValueId> byName;
    auto define = [&](const std::string& n, const Token& at, Inst inst) {
      if (byName.count(n)) fail(at, "redefinition of '%" + n + "'");
      ValueId id;
      if (auto num = numericId(n)) {
        id = static_cast<ValueId>(*num);
        f.values[id] = std::move(inst);
      } else {
        inst.name = n;
        f.values.push_back(std::move(inst));
        id = static_cast<ValueId>(f.values.size() - 1);
      }
      byName[n] = id;
      return id;
    };
    for (size_t i = 0; i < params.size(); ++i) {
      Inst p;
      p.op = Op::Param;
      p.type = params[i].type;
      p.imm = i;
      f.params.push_back(define(params[i].name, params[i].at, std::move(p)));
    }

    std::map<std::string, BlockId> labels;
    for (auto& b : blocks) {
      BlockId id = f.addBlock(b.label);
      if (!labels.emplace(b.label, id).second) fail(b.at, "duplicate label '" + b.label + "'");
    }
    // Place every instruction (so forward references resolve), then fill operands.
    std::vector<std::vector<ValueId>> ids(blocks.size());
    for (BlockId b = 0; b < blocks.size(); ++b) {
      for (auto& p : blocks[b].insts) {
        Inst inst = p.inst;
        inst.block = b;
        ValueId id;
        if (p.result.empty()) {
          f.values.push_back(std::move(inst));
          id = static_cast<ValueId>(f.values.size() - 1);
        } else {
          id = define(p.result, p.at, std::move(inst));
        }
        ids[b].push_back(id);
        f.blocks[b].insts.push_back(id);
      }
    }
    auto value = [&](const Operand& o) -> ValueId {
      switch (o.kind) {
        case Operand::Ref: {
          auto it = byName.find(o.name);
          if (it == byName.end()) fail(o.at, "use of undefined value '%" + o.name + "'");
          return it->second;
        }
        case Operand::Constant: return f.constant(o.type, o.bits);
        case Operand::UndefValue: return f.undef(o.type);
      }
      return kNoValue;
    };
    for (BlockId b = 0; b < blocks.size(); ++b) {
      for (size_t i = 0; i < blocks[b].insts.size(); ++i) {
        ParsedInst& p = blocks[b].insts[i];
        std::vector<ValueId> ops;
        for (const Operand& o : p.operands) ops.push_back(value(o));
        std::vector<BlockId> targets;
        for (const LabelRef& l : p.targets) {
          auto it = labels.find(l.name);
          if (it == labels.end()) fail(l.at, "unknown block label '" + l.name + "'");
          targets.push_back(it->second);
        }
        Inst& in = f.values[ids[b][i]];
        in.operands = std::move(ops);
        in.targets = std::move(targets);
      }
    }
    for (auto& a : args) {
      if (a.param) a.info.param = value(*a.param);
      f.args.push_back(std::move(a.info));
    }
  }

  std::string file_;
  Lexer lexer_;
  std::vector<Token> toks_;
  size_t pos_ = 0;
};

}  // namespace

Module parseModule(const std::string& text, const std::string& fileName) {
  Parser p(text, fileName);
  return p.run();
}

}  // namespace gfxsim::ir
