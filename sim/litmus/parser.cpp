// Recursive-descent parser for OpenCL litmus tests. Two stages: a lexer that turns the text
// after the header line into tokens (skipping (* *), // and /* */ comments), and a parser
// over that token vector. Grammar: the OpenCL flavour of Dat3M's C litmus format (the files of
// Dat3M's litmus/OPENCL), plus herd's scopeTree and column layout.
#include "litmus/parser.h"

#include <cctype>
#include <set>

#include "support/error.h"
#include "support/fileio.h"

namespace gfxsim::litmus {
namespace {

enum class Tok { Ident, Int, Str, Punct, End };

struct Token {
  Tok kind = Tok::End;
  std::string text;
  int64_t value = 0;
  Pos pos;
  size_t offset = 0;
};

[[noreturn]] void fail(const std::string& file, Pos p, const std::string& msg) {
  throw Error(SourceLoc{file, p.line, p.col}, msg);
}

class Lexer {
 public:
  Lexer(const std::string& text, const std::string& file) : s_(text), file_(file) {}

  // Advances over `n` characters, tracking line and column.
  void advance(size_t n = 1) {
    for (size_t k = 0; k < n && i_ < s_.size(); ++k, ++i_) {
      if (s_[i_] == '\n') {
        ++line_;
        col_ = 1;
      } else {
        ++col_;
      }
    }
  }
  char at(size_t k) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }
  Pos pos() const { return Pos{line_, col_}; }
  size_t offset() const { return i_; }

  // Reads the header "OPENCL <name>": returns {arch, name}, leaves the lexer after the name.
  std::pair<std::string, std::string> header() {
    skipSpaceAndComments();
    Pos p = pos();
    std::string arch = word();
    if (arch.empty()) fail(file_, p, "expected the header 'OPENCL <name>'");
    std::string up;
    for (char c : arch) up += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (up != "OPENCL") fail(file_, p, "expected the header 'OPENCL <name>', found '" + arch + "'");
    while (at(0) == ' ' || at(0) == '\t') advance();
    Pos np = pos();
    std::string nm = word();
    if (nm.empty()) fail(file_, np, "expected a test name after '" + arch + "'");
    return {arch, nm};
  }

  std::vector<Token> tokens() {
    std::vector<Token> out;
    for (;;) {
      skipSpaceAndComments();
      Token t;
      t.pos = pos();
      t.offset = i_;
      char c = at(0);
      if (i_ >= s_.size()) {
        t.kind = Tok::End;
        out.push_back(t);
        return out;
      }
      if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
        t.kind = Tok::Ident;
        while (std::isalnum(static_cast<unsigned char>(at(0))) || at(0) == '_') {
          t.text += at(0);
          advance();
        }
      } else if (std::isdigit(static_cast<unsigned char>(c))) {
        t.kind = Tok::Int;
        while (std::isdigit(static_cast<unsigned char>(at(0)))) {
          t.text += at(0);
          advance();
        }
        if (t.text.size() > 18) fail(file_, t.pos, "integer '" + t.text + "' is too large");
        t.value = std::stoll(t.text);
        if (std::isalpha(static_cast<unsigned char>(at(0))) || at(0) == '_')
          fail(file_, pos(), "expected a separator after the number '" + t.text + "'");
      } else if (c == '"') {
        t.kind = Tok::Str;
        advance();
        while (at(0) != '"') {
          if (i_ >= s_.size() || at(0) == '\n') fail(file_, t.pos, "unterminated string: expected '\"'");
          t.text += at(0);
          advance();
        }
        advance();
      } else {
        static const char* two[] = {"/\\", "\\/", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>", "->"};
        t.kind = Tok::Punct;
        for (const char* p : two)
          if (c == p[0] && at(1) == p[1]) t.text = p;
        if (t.text.empty()) {
          static const std::string singles = "(){}[];,:=*&|^~!+-/%<>.@?";
          if (singles.find(c) == std::string::npos) {
            std::string shown = std::isprint(static_cast<unsigned char>(c)) ? std::string(1, c) : "\\x" + hex(c);
            fail(file_, t.pos, "unexpected character '" + shown + "'");
          }
          t.text = std::string(1, c);
        }
        advance(t.text.size());
      }
      out.push_back(t);
    }
  }

 private:
  static std::string hex(char c) {
    static const char* d = "0123456789abcdef";
    auto u = static_cast<unsigned char>(c);
    return std::string{d[u >> 4], d[u & 15]};
  }
  // A header word: anything up to white space.
  std::string word() {
    std::string w;
    while (i_ < s_.size() && !std::isspace(static_cast<unsigned char>(at(0)))) {
      w += at(0);
      advance();
    }
    return w;
  }
  void skipSpaceAndComments() {
    for (;;) {
      while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(at(0)))) advance();
      if (at(0) == '/' && at(1) == '/') {
        while (i_ < s_.size() && at(0) != '\n') advance();
      } else if (at(0) == '/' && at(1) == '*') {
        skipUntil("*/");
      } else if (at(0) == '(' && at(1) == '*' &&
                 (at(2) == '\0' || at(2) == '*' || at(2) == ')' || std::isspace(static_cast<unsigned char>(at(2))))) {
        // "(*b)" is C; "(* ... *)" with a space or star after the opener is a comment.
        skipUntil("*)");
      } else {
        return;
      }
    }
  }
  void skipUntil(const char* close) {
    Pos p = pos();
    advance(2);
    while (!(at(0) == close[0] && at(1) == close[1])) {
      if (i_ >= s_.size()) fail(file_, p, std::string("unterminated comment: expected '") + close + "'");
      advance();
    }
    advance(2);
  }

  const std::string& s_;
  const std::string& file_;
  size_t i_ = 0;
  unsigned line_ = 1, col_ = 1;
};

bool isThreadName(const std::string& s) {
  if (s.size() < 2 || s[0] != 'P') return false;
  for (size_t k = 1; k < s.size(); ++k)
    if (!std::isdigit(static_cast<unsigned char>(s[k]))) return false;
  return s.size() <= 6;
}

class Parser {
 public:
  Parser(const std::string& text, const std::string& file) : text_(text), file_(file) {}

  Test run() {
    Lexer lx(text_, file_);
    Test t;
    t.file = file_;
    auto [arch, nm] = lx.header();
    t.arch = arch;
    t.name = nm;
    toks_ = lx.tokens();
    headerExtras(t);
    init(t);
    for (const auto& d : t.init) locations_.insert(d.name);
    if (peek().kind == Tok::Ident && isThreadName(peek().text) && (peekIs(1, "|") || peekIs(1, ";")))
      columnThreads(t);
    else
      while (peek().kind == Tok::Ident && isThreadName(peek().text)) t.threads.push_back(thread(t));
    if (t.threads.empty()) fail(peek().pos, "expected a thread 'P0'", peek());
    trailer(t);
    return t;
  }

 private:
  // ---- token helpers ----
  const Token& peek(size_t k = 0) const { return toks_[std::min(i_ + k, toks_.size() - 1)]; }
  bool peekIs(size_t k, const char* s) const {
    const Token& t = peek(k);
    return (t.kind == Tok::Punct || t.kind == Tok::Ident) && t.text == s;
  }
  bool is(const char* s) const { return peekIs(0, s); }
  const Token& next() {
    const Token& t = toks_[std::min(i_, toks_.size() - 1)];
    if (i_ < toks_.size() - 1) ++i_;
    return t;
  }
  static std::string describe(const Token& t) {
    switch (t.kind) {
      case Tok::End: return "end of file";
      case Tok::Str: return "string \"" + t.text + "\"";
      default: return "'" + t.text + "'";
    }
  }
  [[noreturn]] void fail(Pos p, const std::string& what, const Token& found) const {
    litmus::fail(file_, p, what + ", found " + describe(found));
  }
  [[noreturn]] void expected(const std::string& what) const { fail(peek().pos, "expected " + what, peek()); }
  void expect(const char* s, const char* context = nullptr) {
    if (!is(s)) expected(std::string("'") + s + "'" + (context ? std::string(" ") + context : ""));
    next();
  }
  std::string ident(const char* what) {
    if (peek().kind != Tok::Ident) expected(what);
    return next().text;
  }
  int64_t integer(const char* what) {
    bool neg = false;
    if (is("-")) {
      next();
      neg = true;
    }
    if (peek().kind != Tok::Int) expected(what);
    int64_t v = next().value;
    return neg ? -v : v;
  }
  unsigned unsignedInt(const char* what) {
    if (peek().kind != Tok::Int || peek().value > 1000000) expected(what);
    return static_cast<unsigned>(next().value);
  }
  struct DepthGuard {
    Parser& p;
    explicit DepthGuard(Parser& pp) : p(pp) {
      if (++p.depth_ > 200) p.fail(p.peek().pos, "nesting too deep", p.peek());
    }
    ~DepthGuard() { --p.depth_; }
  };

  // ---- header extras and initial state ----
  void headerExtras(Test& t) {
    while (!is("{")) {
      const Token& tk = peek();
      if (tk.kind == Tok::Str) {
        t.headerExtras.push_back("\"" + next().text + "\"");
      } else if (tk.kind == Tok::Ident && peekIs(1, "=")) {
        // diy template line "Key=..." : kept as written, up to the end of its line.
        size_t end = text_.find('\n', tk.offset);
        std::string line = text_.substr(tk.offset, end == std::string::npos ? std::string::npos : end - tk.offset);
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
        t.headerExtras.push_back(line);
        unsigned ln = tk.pos.line;
        while (peek().kind != Tok::End && peek().pos.line == ln) next();
      } else {
        expected("'{' to begin the initial state");
      }
    }
  }

  void init(Test& t) {
    expect("{", "to begin the initial state");
    while (!is("}")) {
      if (is(";")) {
        next();
        continue;
      }
      InitDecl d;
      d.pos = peek().pos;
      static const std::set<std::string> typeWords = {"int", "atomic_int", "volatile", "const", "global", "__global",
                                                      "local", "__local", "unsigned", "long", "uint", "atomic_uint"};
      while (peek().kind == Tok::Ident && typeWords.count(peek().text) && !peekIs(1, "=") && !peekIs(1, ";")) {
        if (!d.type.empty()) d.type += " ";
        d.type += next().text;
      }
      if (is("[")) {
        next();
        d.bracketed = true;
        d.name = ident("a location name");
        expect("]", "after the location name");
      } else {
        d.name = ident("a location declaration ('[x] = 0;' or 'x = 0;') or '}'");
      }
      if (is("[")) {
        next();
        d.isArray = true;
        d.arraySize = unsignedInt("an array size");
        expect("]", "after the array size");
      }
      expect("=", "after the location name");
      if (is("{")) {
        next();
        if (!d.isArray) expected("a value (braces are for arrays only)");
        while (!is("}")) {
          d.values.push_back(integer("an initial value"));
          if (!is("}")) expect(",", "between array values");
        }
        next();
        if (d.values.size() > d.arraySize) litmus::fail(file_, d.pos, "array '" + d.name + "' has more values than its size");
      } else {
        d.values.push_back(integer("an initial value"));
      }
      t.init.push_back(d);
      if (!is("}")) expect(";", "after a declaration");
    }
    next();
  }

  // ---- threads, C layout ----
  Thread thread(const Test& t) {
    Thread th;
    th.pos = peek().pos;
    th.id = static_cast<unsigned>(std::stoul(next().text.substr(1)));
    if (t.thread(th.id)) litmus::fail(file_, th.pos, "thread P" + std::to_string(th.id) + " is defined twice");
    if (is("@")) {
      next();
      if (!is("wg")) expected("'wg' after '@'");
      next();
      th.wg = unsignedInt("a work-group number after '@wg'");
      expect(",", "after the work-group number");
      if (!is("dev")) expected("'dev'");
      next();
      th.dev = unsignedInt("a device number after 'dev'");
      th.placement = PlacementSource::Annotation;
    }
    expect("(", "to begin the thread's parameters");
    while (!is(")")) {
      th.params.push_back(param());
      if (!is(")")) expect(",", "between parameters");
    }
    next();
    expect("{", "to begin the thread body");
    th.body = blockRest();
    return th;
  }

  Param param() {
    Param p;
    p.pos = peek().pos;
    bool typed = false;
    for (;;) {
      if (peek().kind != Tok::Ident) break;
      const std::string& w = peek().text;
      if (w == "volatile") {
        p.isVolatile = true;
      } else if (w == "const") {
      } else if (w == "global" || w == "__global") {
        p.space = AddrSpace::Global;
      } else if (w == "local" || w == "__local") {
        p.space = AddrSpace::Local;
      } else if (w == "generic" || w == "__generic") {
        p.space = AddrSpace::Generic;
      } else if (w == "atomic_int" || w == "atomic_uint") {
        p.atomic = true;
        typed = true;
      } else if (w == "int" || w == "uint" || w == "unsigned") {
        typed = true;
      } else {
        break;
      }
      if (!p.spelledType.empty()) p.spelledType += " ";
      p.spelledType += next().text;
    }
    if (!typed) expected("a parameter type ('global atomic_int* x', 'global int* x')");
    expect("*", "(parameters are pointers)");
    p.spelledType += "*";
    p.name = ident("a parameter name");
    return p;
  }

  Block blockRest() {  // after '{'
    DepthGuard g(*this);
    Block b;
    while (!is("}")) {
      if (peek().kind == Tok::End) expected("'}' to close the block");
      statement(b);
    }
    next();
    return b;
  }

  static StmtPtr make(Stmt s) { return std::make_shared<const Stmt>(std::move(s)); }

  Block body() {  // a statement used as the body of if/else/while
    if (is("{")) {
      next();
      return blockRest();
    }
    Block b;
    statement(b);
    return b;
  }

  bool isTypeWord() const {
    static const std::set<std::string> w = {"int", "atomic_int", "unsigned", "long", "uint", "atomic_uint"};
    return peek().kind == Tok::Ident && w.count(peek().text) > 0;
  }

  void statement(Block& out) {
    DepthGuard g(*this);
    Stmt s;
    s.pos = peek().pos;
    if (is("{")) {
      next();
      s.kind = StmtKind::Block;
      s.body = blockRest();
    } else if (is(";")) {
      next();
      s.kind = StmtKind::Empty;
    } else if (is("if")) {
      next();
      s.kind = StmtKind::If;
      expect("(", "after 'if'");
      s.cond = expr();
      expect(")", "to close the 'if' condition");
      s.body = body();
      if (is("else")) {
        next();
        s.hasElse = true;
        s.elseBody = body();
      }
    } else if (is("while")) {
      next();
      s.kind = StmtKind::While;
      expect("(", "after 'while'");
      s.cond = expr();
      expect(")", "to close the 'while' condition");
      s.body = body();
    } else if (peek().kind == Tok::Ident && peekIs(1, ":")) {
      s.label = next().text;
      next();
      if (!is("barrier")) expected("'barrier' after the label '" + s.label + ":'");
      barrier(s);
      expect(";", "after barrier(...)");
    } else if (is("barrier")) {
      barrier(s);
      expect(";", "after barrier(...)");
    } else if (is("atomic_work_item_fence") || is("fence")) {
      fence(s);
      expect(";", "after the fence");
    } else if (isTypeWord()) {
      std::string type;
      while (isTypeWord()) type += (type.empty() ? "" : " ") + next().text;
      for (;;) {
        Stmt d;
        d.kind = StmtKind::Decl;
        d.pos = peek().pos;
        d.type = type;
        d.name = ident("a variable name");
        if (is("=")) {
          next();
          d.rhs = expr();
        }
        out.push_back(make(d));
        if (!is(",")) break;
        next();
      }
      expect(";", "after the declaration");
      return;
    } else {
      simple(s);
      expect(";", "after the statement");
    }
    out.push_back(make(s));
  }

  // expression statement or assignment, without the terminator
  void simple(Stmt& s) {
    s.pos = peek().pos;
    ExprPtr e = expr();
    if (is("=")) {
      if (e->kind != ExprKind::Var && e->kind != ExprKind::Deref)
        litmus::fail(file_, e->pos, "expected a register or '*p' on the left of '='");
      next();
      s.kind = StmtKind::Assign;
      s.lhs = e;
      s.rhs = expr();
    } else {
      s.kind = StmtKind::Expr;
      s.rhs = e;
    }
  }

  void flags(Stmt& s) {
    for (;;) {
      if (is("CLK_GLOBAL_MEM_FENCE"))
        s.globalFlag = true;
      else if (is("CLK_LOCAL_MEM_FENCE"))
        s.localFlag = true;
      else
        expected("CLK_GLOBAL_MEM_FENCE or CLK_LOCAL_MEM_FENCE");
      next();
      if (!is("|")) return;
      next();
    }
  }

  void barrier(Stmt& s) {
    s.kind = StmtKind::Barrier;
    s.function = next().text;
    s.scope = MemScope::WorkGroup;
    expect("(", "after 'barrier'");
    flags(s);
    expect(")", "to close barrier(...)");
  }

  void fence(Stmt& s) {
    s.kind = StmtKind::Fence;
    s.function = next().text;
    expect("(", ("after '" + s.function + "'").c_str());
    flags(s);
    expect(",", "after the fence flags");
    s.order = order();
    if (is(",")) {
      next();
      s.scope = scope();
      s.explicitScope = true;
    }
    expect(")", "to close the fence");
  }

  MemOrder order() {
    static const std::pair<const char*, MemOrder> m[] = {
        {"memory_order_relaxed", MemOrder::Relaxed}, {"memory_order_acquire", MemOrder::Acquire},
        {"memory_order_release", MemOrder::Release}, {"memory_order_acq_rel", MemOrder::AcqRel},
        {"memory_order_seq_cst", MemOrder::SeqCst}};
    for (const auto& [n, o] : m)
      if (is(n)) {
        next();
        return o;
      }
    expected("a memory order (memory_order_relaxed|acquire|release|acq_rel|seq_cst)");
  }

  MemScope scope() {
    static const std::pair<const char*, MemScope> m[] = {
        {"memory_scope_work_item", MemScope::WorkItem}, {"memory_scope_work_group", MemScope::WorkGroup},
        {"memory_scope_device", MemScope::Device}, {"memory_scope_all_svm_devices", MemScope::AllSvmDevices}};
    for (const auto& [n, sc] : m)
      if (is(n)) {
        next();
        return sc;
      }
    expected("a memory scope (memory_scope_work_item|work_group|device|all_svm_devices)");
  }

  // ---- expressions ----
  static ExprPtr mk(Expr e) { return std::make_shared<const Expr>(std::move(e)); }
  ExprPtr binary(ExprPtr l, const Token& op, ExprPtr r) {
    Expr e;
    e.kind = ExprKind::Binary;
    e.pos = op.pos;
    e.op = op.text;
    e.lhs = std::move(l);
    e.rhs = std::move(r);
    return mk(e);
  }

  ExprPtr expr() { return level(0); }

  ExprPtr level(int n) {
    static const std::vector<std::vector<std::string>> ops = {
        {"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", ">", "<=", ">="}, {"<<", ">>"}, {"+", "-"},
        {"*", "/", "%"}};
    if (n == static_cast<int>(ops.size())) return unary();
    DepthGuard g(*this);
    ExprPtr l = level(n + 1);
    for (;;) {
      bool found = false;
      for (const auto& o : ops[n])
        if (peek().kind == Tok::Punct && peek().text == o) found = true;
      if (column_ && is("|")) found = false;  // the column separator of the herd layout
      if (!found) return l;
      const Token& op = next();
      l = binary(l, op, level(n + 1));
    }
  }

  ExprPtr unary() {
    DepthGuard g(*this);
    if (peek().kind == Tok::Punct && (is("-") || is("!") || is("~") || is("+") || is("*") || is("&"))) {
      const Token& op = next();
      Expr e;
      e.pos = op.pos;
      e.kind = op.text == "*" ? ExprKind::Deref : op.text == "&" ? ExprKind::AddrOf : ExprKind::Unary;
      e.op = op.text;
      e.lhs = unary();
      return mk(e);
    }
    return primary();
  }

  ExprPtr primary() {
    const Token& t = peek();
    Expr e;
    e.pos = t.pos;
    if (t.kind == Tok::Int) {
      e.kind = ExprKind::Int;
      e.value = next().value;
      return mk(e);
    }
    if (is("(")) {
      next();
      ExprPtr inner = expr();
      expect(")", "to close the parenthesis");
      return inner;
    }
    if (t.kind != Tok::Ident) expected("an expression");
    std::string id = next().text;
    if (is("(")) return atomicCall(id, t.pos);
    e.kind = ExprKind::Var;
    e.name = id;
    if (column_) {
      if (is(".")) return method(id, t.pos);
      if (locations_.count(id)) {  // herd column layout: a bare location name is a plain access
        Expr d;
        d.kind = ExprKind::Deref;
        d.pos = t.pos;
        d.op = "*";
        d.lhs = mk(e);
        return mk(d);
      }
    }
    return mk(e);
  }

  static bool kindOf(const std::string& base, AtomicKind& k) {
    static const std::pair<const char*, AtomicKind> m[] = {
        {"load", AtomicKind::Load}, {"store", AtomicKind::Store}, {"exchange", AtomicKind::Exchange},
        {"fetch_add", AtomicKind::FetchAdd}, {"fetch_sub", AtomicKind::FetchSub}, {"fetch_or", AtomicKind::FetchOr},
        {"fetch_and", AtomicKind::FetchAnd}, {"fetch_xor", AtomicKind::FetchXor}, {"fetch_min", AtomicKind::FetchMin},
        {"fetch_max", AtomicKind::FetchMax}, {"compare_exchange_strong", AtomicKind::CompareExchangeStrong},
        {"compare_exchange_weak", AtomicKind::CompareExchangeWeak}};
    for (const auto& [n, kk] : m)
      if (base == n) {
        k = kk;
        return true;
      }
    return false;
  }

  // Reads the optional ", order[, order], scope" tail; `required` orders must be present.
  void orderTail(AtomicOp& a, bool required, bool allowed) {
    bool cas = a.kind == AtomicKind::CompareExchangeStrong || a.kind == AtomicKind::CompareExchangeWeak;
    if (!allowed || (!required && !is(","))) return;
    expect(",", "before the memory order");
    a.order = order();
    a.explicitOrder = true;
    if (cas) {
      expect(",", "before the failure memory order");
      a.failOrder = order();
    } else {
      a.failOrder = a.order;
    }
    if (is(",")) {
      next();
      a.scope = scope();
      a.explicitScope = true;
    }
  }

  ExprPtr atomicCall(const std::string& fn, Pos pos) {
    std::string base = fn;
    bool explicitForm = false;
    AtomicKind k{};
    if (base.rfind("atomic_", 0) == 0) base = base.substr(7);
    if (base.size() > 9 && base.compare(base.size() - 9, 9, "_explicit") == 0) {
      explicitForm = true;
      base = base.substr(0, base.size() - 9);
    }
    if (fn.rfind("atomic_", 0) != 0 || !kindOf(base, k))
      litmus::fail(file_, pos, "expected an atomic operation (atomic_load_explicit, atomic_store, ...), found call to '" + fn + "'");
    auto a = std::make_shared<AtomicOp>();
    a->kind = k;
    a->function = fn;
    next();  // '('
    a->ptr = expr();
    if (k == AtomicKind::CompareExchangeStrong || k == AtomicKind::CompareExchangeWeak) {
      expect(",", "before the expected-value pointer");
      a->expected = expr();
      expect(",", "before the desired value");
      a->value = expr();
    } else if (k != AtomicKind::Load) {
      expect(",", "before the value");
      a->value = expr();
    }
    orderTail(*a, explicitForm, explicitForm);
    expect(")", ("to close " + fn + "(...)").c_str());
    Expr e;
    e.kind = ExprKind::Atomic;
    e.pos = pos;
    e.atomic = a;
    return mk(e);
  }

  // herd column layout: y.load(mo, scope), y.store(v, mo, scope)
  ExprPtr method(const std::string& loc, Pos pos) {
    next();  // '.'
    std::string m = ident("a method name ('load' or 'store')");
    auto a = std::make_shared<AtomicOp>();
    if (!kindOf(m, a->kind)) litmus::fail(file_, pos, "expected an atomic method ('load', 'store', ...), found '" + m + "'");
    a->function = m;
    Expr p;
    p.kind = ExprKind::Var;
    p.pos = pos;
    p.name = loc;
    a->ptr = mk(p);
    expect("(", "after the method name");
    bool first = true;
    if (a->kind == AtomicKind::CompareExchangeStrong || a->kind == AtomicKind::CompareExchangeWeak) {
      a->expected = expr();
      expect(",", "before the desired value");
      a->value = expr();
      first = false;
    } else if (a->kind != AtomicKind::Load) {
      a->value = expr();
      first = false;
    }
    if (!is(")")) {
      if (first) {
        a->order = order();
        a->failOrder = a->order;
        a->explicitOrder = true;
        if (is(",")) {
          next();
          a->scope = scope();
          a->explicitScope = true;
        }
      } else {
        orderTail(*a, false, true);
      }
    }
    expect(")", "to close the method call");
    Expr e;
    e.kind = ExprKind::Atomic;
    e.pos = pos;
    e.atomic = a;
    return mk(e);
  }

  // ---- herd column layout ----
  void columnThreads(Test& t) {
    t.layout = Layout::Column;
    column_ = true;
    for (;;) {
      Thread th;
      th.pos = peek().pos;
      if (peek().kind != Tok::Ident || !isThreadName(peek().text)) expected("a thread name 'P<n>'");
      th.id = static_cast<unsigned>(std::stoul(next().text.substr(1)));
      if (t.thread(th.id)) litmus::fail(file_, th.pos, "thread P" + std::to_string(th.id) + " is defined twice");
      t.threads.push_back(th);
      if (is(";")) break;
      expect("|", "between thread names");
    }
    next();
    while (!isTrailerStart()) {
      for (size_t c = 0; c < t.threads.size(); ++c) {
        if (c > 0) expect("|", "between columns");
        if (is("|") || is(";")) continue;
        Stmt s;
        simple(s);
        t.threads[c].body.push_back(make(s));
      }
      expect(";", "at the end of the row");
    }
    column_ = false;
  }

  bool isTrailerStart() const {
    const Token& t = peek();
    if (t.kind == Tok::End || is("~")) return true;
    if (t.kind != Tok::Ident) return false;
    static const std::set<std::string> kw = {"scopeTree", "exists", "forall", "locations", "filter"};
    return kw.count(t.text) > 0 || peekIs(1, ":");
  }

  // ---- after the threads ----
  void trailer(Test& t) {
    for (;;) {
      if (is("scopeTree")) {
        Pos p = next().pos;
        if (t.scopeTree) litmus::fail(file_, p, "second scopeTree");
        t.scopeTree = scopeTree();
        place(t, p);
      } else if (is("locations")) {
        next();
        expect("[", "after 'locations'");
        std::string item;
        while (!is("]")) {
          if (peek().kind == Tok::End) expected("']' to close the locations list");
          if (is(";")) {
            if (!item.empty()) t.locations.push_back(item);
            item.clear();
          } else {
            item += peek().text;
          }
          next();
        }
        if (!item.empty()) t.locations.push_back(item);
        next();
      } else if (is("filter")) {
        next();
        t.filter = prop();
      } else if (peek().kind == Tok::Ident && peekIs(1, ":")) {
        memoryMap(t);
      } else {
        break;
      }
    }
    t.condition.pos = peek().pos;
    if (is("exists")) {
      t.condition.quantifier = Quantifier::Exists;
    } else if (is("forall")) {
      t.condition.quantifier = Quantifier::Forall;
    } else if (is("~")) {
      next();
      if (!is("exists")) expected("'exists' after '~'");
      t.condition.quantifier = Quantifier::NotExists;
    } else {
      expected(t.scopeTree || t.layout == Layout::Column
                   ? "the final condition ('exists', '~exists' or 'forall')"
                   : "a thread 'P<n>', 'scopeTree' or the final condition ('exists', '~exists' or 'forall')");
    }
    next();
    t.condition.prop = prop();
    if (peek().kind != Tok::End) expected("end of file after the final condition");
  }

  void memoryMap(Test& t) {
    for (;;) {
      std::string loc = ident("a location name");
      expect(":", "after the location name");
      if (is("global"))
        t.memoryMap.emplace_back(loc, AddrSpace::Global);
      else if (is("local"))
        t.memoryMap.emplace_back(loc, AddrSpace::Local);
      else if (is("generic"))
        t.memoryMap.emplace_back(loc, AddrSpace::Generic);
      else
        expected("'global' or 'local'");
      next();
      if (!is(",")) return;
      next();
    }
  }

  ScopeTree scopeTree() {
    unsigned wraps = 0;
    while (is("(") && peekIs(1, "(")) {
      next();
      ++wraps;
    }
    ScopeTree st;
    if (!is("(")) expected("'(' to begin the scope tree");
    while (is("(")) {
      next();
      if (is("work_group")) {  // a work-group without a device around it
        st.devices.emplace_back();
        st.devices.back().push_back(workGroup());
        continue;
      }
      if (!is("device")) expected("'device' or 'work_group'");
      next();
      std::vector<std::vector<unsigned>> dev;
      while (is("(")) {
        next();
        if (!is("work_group")) expected("'work_group'");
        dev.push_back(workGroup());
      }
      if (dev.empty()) expected("'(work_group ...)' inside the device");
      expect(")", "to close the device");
      st.devices.push_back(dev);
    }
    for (unsigned k = 0; k < wraps; ++k) expect(")", "to close the scope tree");
    return st;
  }

  std::vector<unsigned> workGroup() {  // after "(", at "work_group"
    next();
    std::vector<unsigned> ids;
    while (peek().kind == Tok::Ident && isThreadName(peek().text))
      ids.push_back(static_cast<unsigned>(std::stoul(next().text.substr(1))));
    if (ids.empty()) expected("a thread 'P<n>' in the work-group");
    expect(")", "to close the work-group");
    return ids;
  }

  void place(Test& t, Pos p) {
    for (size_t d = 0; d < t.scopeTree->devices.size(); ++d)
      for (size_t w = 0; w < t.scopeTree->devices[d].size(); ++w)
        for (unsigned id : t.scopeTree->devices[d][w]) {
          Thread* th = nullptr;
          for (auto& x : t.threads)
            if (x.id == id) th = &x;
          if (!th) litmus::fail(file_, p, "scopeTree names P" + std::to_string(id) + ", which is not a thread");
          if (th->placement != PlacementSource::None)
            litmus::fail(file_, p, "P" + std::to_string(id) + " is placed twice");
          th->placement = PlacementSource::ScopeTree;
          th->dev = static_cast<unsigned>(d);
          th->wg = static_cast<unsigned>(w);
        }
  }

  // ---- condition ----
  static PropPtr mkp(Prop p) { return std::make_shared<const Prop>(std::move(p)); }

  PropPtr prop() {
    DepthGuard g(*this);
    return chain(PropKind::Or);
  }
  // A chain of conjunctions joined by \/ (Or), or of negations joined by /\ (And).
  PropPtr chain(PropKind k) {
    const char* op = k == PropKind::Or ? "\\/" : "/\\";
    PropPtr l = k == PropKind::Or ? chain(PropKind::And) : neg();
    while (is(op)) {
      next();
      Prop p;
      p.kind = k;
      p.lhs = l;
      p.rhs = k == PropKind::Or ? chain(PropKind::And) : neg();
      l = mkp(p);
    }
    return l;
  }
  PropPtr neg() {
    DepthGuard g(*this);
    Prop p;
    if (is("~")) {
      next();
      p.kind = PropKind::Not;
      p.lhs = neg();
      return mkp(p);
    }
    if (is("(")) {
      next();
      PropPtr inner = prop();
      expect(")", "to close the parenthesis in the condition");
      return inner;
    }
    if ((is("true") || is("false")) && !isCmp(1)) {
      p.kind = next().text == "true" ? PropKind::True : PropKind::False;
      return mkp(p);
    }
    p.kind = PropKind::Atom;
    p.atom = atom();
    return mkp(p);
  }
  bool isCmp(size_t k) const {
    return peekIs(k, "=") || peekIs(k, "==") || peekIs(k, "!=") || peekIs(k, "<") || peekIs(k, ">") ||
           peekIs(k, "<=") || peekIs(k, ">=");
  }
  CondAtom atom() {
    CondAtom a;
    a.pos = peek().pos;
    if (peek().kind == Tok::Int) {
      a.isRegister = true;
      a.thread = unsignedInt("a thread number");
      expect(":", "after the thread number");
      a.name = ident("a register name after 'N:'");
    } else if (is("[")) {
      next();
      a.bracketed = true;
      a.name = ident("a location name");
      expect("]", "after the location name");
    } else if (peek().kind == Tok::Ident) {
      a.name = next().text;
    } else {
      expected("a condition atom ('N:r = v', 'x = v' or '[x] = v')");
    }
    static const std::pair<const char*, CmpOp> m[] = {{"=", CmpOp::Eq}, {"==", CmpOp::Eq}, {"!=", CmpOp::Ne},
                                                      {"<", CmpOp::Lt}, {">", CmpOp::Gt},   {"<=", CmpOp::Le},
                                                      {">=", CmpOp::Ge}};
    bool found = false;
    for (const auto& [s, op] : m)
      if (!found && is(s)) {
        a.op = op;
        found = true;
      }
    if (!found) expected("a comparison ('=', '!=', '<', '>', '<=', '>=')");
    next();
    if (peek().kind == Tok::Ident)
      a.valueName = next().text;
    else
      a.value = integer("a value after the comparison");
    return a;
  }

  const std::string& text_;
  const std::string& file_;
  std::vector<Token> toks_;
  size_t i_ = 0;
  int depth_ = 0;
  bool column_ = false;
  std::set<std::string> locations_;
};

}  // namespace

Test parse(const std::string& text, const std::string& file) { return Parser(text, file).run(); }

Test parseFile(const std::string& path) { return parse(readFileText(path), path); }

}  // namespace gfxsim::litmus
