#include "frontend/preprocess.h"

#include <deque>
#include <limits>
#include <memory>
#include <set>
#include <unordered_map>

#include "frontend/lexer.h"
#include "frontend/source.h"
#include "support/recent_values.h"

namespace gfxsim::cl {

namespace {

const char* const kBuiltinFile = "<built-in>";
const char* const kCommandLineFile = "<command line>";

// Tokens may grow during expansion through # and ##; this bounds the bytes they create.
constexpr size_t kMaxGeneratedBytes = 64u << 20;

// Hide sets (the macros a token may no longer expand, C99 6.10.3.4): hash-consed chains of
// macro-name ids, so a set is one uint32_t; 0 is the empty set.
class HideSets {
 public:
  bool contains(uint32_t hs, uint32_t name) const {
    for (; hs != 0; hs = nodes_[hs].parent)
      if (nodes_[hs].name == name) return true;
    return false;
  }
  size_t size(uint32_t hs) const { return nodes_[hs].size; }

  uint32_t add(uint32_t hs, uint32_t name) {
    if (contains(hs, name)) return hs;
    uint64_t key = (static_cast<uint64_t>(hs) << 32) | name;
    auto [it, fresh] = cons_.emplace(key, 0);
    if (fresh) {
      nodes_.push_back(Node{name, hs, nodes_[hs].size + 1});
      it->second = static_cast<uint32_t>(nodes_.size() - 1);
    }
    return it->second;
  }

  uint32_t unite(uint32_t a, uint32_t b) {
    if (a == 0 || a == b) return b;
    for (; b != 0; b = nodes_[b].parent) a = add(a, nodes_[b].name);
    return a;
  }

  uint32_t intersect(uint32_t a, uint32_t b) {
    if (a == b) return a;
    std::vector<uint32_t> common;
    for (uint32_t n = a; n != 0; n = nodes_[n].parent)
      if (contains(b, nodes_[n].name)) common.push_back(nodes_[n].name);
    uint32_t r = 0;
    for (auto it = common.rbegin(); it != common.rend(); ++it) r = add(r, *it);
    return r;
  }

 private:
  struct Node {
    uint32_t name, parent;
    size_t size;
  };
  std::vector<Node> nodes_{Node{0, 0, 0}};
  std::unordered_map<uint64_t, uint32_t> cons_;
};

enum class Builtin : uint8_t { None, File, Line };

struct Macro {
  std::string name;
  uint32_t id = 0;  // for hide sets
  bool functionLike = false, variadic = false;
  Builtin builtin = Builtin::None;
  std::vector<std::string> params;  // "__VA_ARGS__" last when variadic
  std::vector<Token> body;
  std::vector<int> bodyParam;       // per body token: its parameter index, or -1
  SourceLoc loc;

  bool sameDefinition(const Macro& o) const {
    if (functionLike != o.functionLike || variadic != o.variadic || params != o.params ||
        body.size() != o.body.size())
      return false;
    for (size_t i = 0; i < body.size(); ++i)
      if (body[i].text != o.body[i].text || (i > 0 && body[i].spaceBefore != o.body[i].spaceBefore)) return false;
    return true;
  }
};

struct Conditional {
  SourceLoc loc;          // of its '#'
  std::string directive;  // "#if", "#ifdef", "#ifndef"
  bool active = false;    // the current group is being processed
  bool taken = false;     // some group was active, or the parent is skipped: no other may be
  bool seenElse = false;
  SourceLoc elseLoc;
};

struct FileCtx {
  std::string path;
  std::string dir;
  std::string text;
  std::unique_ptr<Lexer> lexer;  // over text
  std::optional<Token> peeked;
  std::vector<Conditional> conds;
  SourceLoc includedAt;  // the #include that opened it

  Token take() {
    if (peeked) {
      Token t = std::move(*peeked);
      peeked.reset();
      return t;
    }
    return lexer->next();
  }
  const Token& peek() {
    if (!peeked) peeked = lexer->next();
    return *peeked;
  }
  bool skipping() const { return !conds.empty() && !conds.back().active; }
  bool parentActive() const { return conds.size() < 2 || conds[conds.size() - 2].active; }
};

// Where tokens come from during expansion: tokens to rescan first, then (for the main
// stream only) the files.
struct Stream {
  std::deque<Token> pending;
  bool fileBacked = false;
  bool ifMode = false;  // a #if line: 'defined' is an operator
  size_t depth = 0;     // nesting of argument pre-expansion
};

// Spells tokens with one space where the source had whitespace.
std::string joinSpelling(const std::vector<Token>& toks) {
  std::string s;
  for (size_t i = 0; i < toks.size(); ++i) {
    if (i > 0 && toks[i].spaceBefore) s += ' ';
    s += toks[i].text;
  }
  return s;
}

// The one token of a spelling made by the preprocessor (a number, a string), at loc.
Token lexOne(const std::string& spelling, const SourceLoc& loc) {
  Lexer lx(spelling, loc.file);
  Token t = lx.next();
  t.loc = loc;
  return t;
}

std::string quoteString(const std::string& s) {
  std::string q = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') q += '\\';
    q += c;
  }
  return q + '"';
}

std::string quoteName(const std::string& s) { return "'" + s + "'"; }

// The value of a #if expression: intmax_t or uintmax_t (C99 6.10.1p4).
struct PPValue {
  uint64_t v = 0;
  bool isUnsigned = false;
  bool isTrue() const { return v != 0; }
};

// Evaluates a macro-expanded #if line. live is false inside an unevaluated operand, where
// division by zero and bad shifts are no errors.
class CondEvaluator {
 public:
  CondEvaluator(const std::vector<Token>& toks, const SourceLoc& endLoc) : toks_(toks), endLoc_(endLoc) {}

  PPValue evaluate() {
    PPValue v = comma(true);
    if (pos_ < toks_.size()) {
      const Token& t = toks_[pos_];
      throw Error(t.loc, "missing binary operator before " + quoteName(t.text) + " in preprocessor expression");
    }
    return v;
  }

 private:
  static constexpr size_t kMaxDepth = 256;

  struct DepthGuard {
    CondEvaluator& e;
    explicit DepthGuard(CondEvaluator& ev, const SourceLoc& loc) : e(ev) {
      if (++e.depth_ > kMaxDepth)
        throw Error(loc, "preprocessor expression nested more than " + std::to_string(kMaxDepth) + " levels deep");
    }
    ~DepthGuard() { --e.depth_; }
  };

  const Token* peekTok() const { return pos_ < toks_.size() ? &toks_[pos_] : nullptr; }
  bool peekPunct(Punct p) const { return pos_ < toks_.size() && toks_[pos_].is(p); }
  const SourceLoc& hereLoc() const { return pos_ < toks_.size() ? toks_[pos_].loc : endLoc_; }

  PPValue comma(bool live) {
    PPValue v = conditional(live);
    while (peekPunct(Punct::Comma)) {
      ++pos_;
      v = conditional(live);
    }
    return v;
  }

  PPValue conditional(bool live) {
    DepthGuard g(*this, hereLoc());
    PPValue c = binary(1, live);
    if (!peekPunct(Punct::Question)) return c;
    ++pos_;
    PPValue a = comma(live && c.isTrue());
    if (!peekPunct(Punct::Colon))
      throw Error(hereLoc(), "expected ':' in preprocessor expression");
    ++pos_;
    PPValue b = conditional(live && !c.isTrue());
    PPValue r = c.isTrue() ? a : b;
    r.isUnsigned = a.isUnsigned || b.isUnsigned;
    return r;
  }

  static int precedence(const Token* t) {
    if (!t || t->kind != TokKind::Punct) return 0;
    switch (t->punct) {
      case Punct::PipePipe: return 1;
      case Punct::AmpAmp: return 2;
      case Punct::Pipe: return 3;
      case Punct::Caret: return 4;
      case Punct::Amp: return 5;
      case Punct::EqEq: case Punct::Ne: return 6;
      case Punct::Lt: case Punct::Gt: case Punct::Le: case Punct::Ge: return 7;
      case Punct::Shl: case Punct::Shr: return 8;
      case Punct::Plus: case Punct::Minus: return 9;
      case Punct::Star: case Punct::Slash: case Punct::Percent: return 10;
      default: return 0;
    }
  }

  PPValue binary(int minPrec, bool live) {
    PPValue lhs = unary(live);
    for (;;) {
      const Token* op = peekTok();
      int prec = precedence(op);
      if (prec == 0 || prec < minPrec) return lhs;
      ++pos_;
      bool rhsLive = live;
      if (op->punct == Punct::AmpAmp && !lhs.isTrue()) rhsLive = false;
      if (op->punct == Punct::PipePipe && lhs.isTrue()) rhsLive = false;
      PPValue rhs = binary(prec + 1, rhsLive);
      lhs = apply(*op, lhs, rhs, live);
    }
  }

  static PPValue boolean(bool b) { return PPValue{b ? 1u : 0u, false}; }

  PPValue apply(const Token& op, PPValue a, PPValue b, bool live) {
    bool uns = a.isUnsigned || b.isUnsigned;
    auto sa = static_cast<int64_t>(a.v), sb = static_cast<int64_t>(b.v);
    switch (op.punct) {
      case Punct::PipePipe: return boolean(a.isTrue() || b.isTrue());
      case Punct::AmpAmp: return boolean(a.isTrue() && b.isTrue());
      case Punct::Pipe: return PPValue{a.v | b.v, uns};
      case Punct::Caret: return PPValue{a.v ^ b.v, uns};
      case Punct::Amp: return PPValue{a.v & b.v, uns};
      case Punct::EqEq: return boolean(a.v == b.v);
      case Punct::Ne: return boolean(a.v != b.v);
      case Punct::Lt: return boolean(uns ? a.v < b.v : sa < sb);
      case Punct::Gt: return boolean(uns ? a.v > b.v : sa > sb);
      case Punct::Le: return boolean(uns ? a.v <= b.v : sa <= sb);
      case Punct::Ge: return boolean(uns ? a.v >= b.v : sa >= sb);
      case Punct::Plus: return PPValue{a.v + b.v, uns};
      case Punct::Minus: return PPValue{a.v - b.v, uns};
      case Punct::Star: return PPValue{a.v * b.v, uns};
      case Punct::Slash:
      case Punct::Percent: {
        bool div = op.punct == Punct::Slash;
        if (b.v == 0) {
          if (live) throw Error(op.loc, std::string(div ? "division" : "remainder") + " by zero in preprocessor expression");
          return PPValue{0, uns};
        }
        if (uns) return PPValue{div ? a.v / b.v : a.v % b.v, true};
        if (sa == std::numeric_limits<int64_t>::min() && sb == -1) return PPValue{div ? a.v : 0, false};
        return PPValue{static_cast<uint64_t>(div ? sa / sb : sa % sb), false};
      }
      case Punct::Shl:
      case Punct::Shr: {
        bool negative = !b.isUnsigned && sb < 0;
        if (negative || b.v >= 64) {
          if (live)
            throw Error(op.loc, "shift count " + (negative ? std::to_string(sb) : std::to_string(b.v)) +
                                    " is out of range in preprocessor expression");
          return PPValue{0, a.isUnsigned};
        }
        if (op.punct == Punct::Shl) return PPValue{a.v << b.v, a.isUnsigned};
        if (a.isUnsigned) return PPValue{a.v >> b.v, true};
        return PPValue{static_cast<uint64_t>(sa >> b.v), false};
      }
      default: break;
    }
    throw Error(op.loc, "unexpected " + quoteName(op.text) + " in preprocessor expression");
  }

  PPValue unary(bool live) {
    DepthGuard g(*this, hereLoc());
    const Token* t = peekTok();
    if (!t) throw Error(endLoc_, "expected a value in preprocessor expression");
    if (t->kind == TokKind::Punct) {
      ++pos_;
      switch (t->punct) {
        case Punct::Plus: return unary(live);
        case Punct::Minus: {
          PPValue v = unary(live);
          return PPValue{0 - v.v, v.isUnsigned};
        }
        case Punct::Tilde: {
          PPValue v = unary(live);
          return PPValue{~v.v, v.isUnsigned};
        }
        case Punct::Excl: return boolean(!unary(live).isTrue());
        case Punct::LParen: {
          PPValue v = comma(live);
          if (!peekPunct(Punct::RParen))
            throw Error(hereLoc(), "missing ')' in preprocessor expression (the '(' is at " + t->loc.str() + ")");
          ++pos_;
          return v;
        }
        default:
          throw Error(t->loc, "expected a value in preprocessor expression, found " + quoteName(t->text));
      }
    }
    ++pos_;
    switch (t->kind) {
      case TokKind::IntLiteral:
        return PPValue{t->intValue, t->intUnsigned || t->intValue > static_cast<uint64_t>(INT64_MAX)};
      case TokKind::CharLiteral: return PPValue{t->intValue, false};
      case TokKind::Identifier:
      case TokKind::Keyword:
        if (peekPunct(Punct::LParen))
          throw Error(t->loc, "function-like macro " + quoteName(t->text) + " is not defined");
        return PPValue{t->is(Kw::True) ? 1u : 0u, false};
      case TokKind::FloatLiteral:
        throw Error(t->loc, "floating constant " + quoteName(t->text) + " in preprocessor expression");
      case TokKind::Invalid: throw Error(t->loc, t->value);
      default:
        throw Error(t->loc, std::string(tokKindName(t->kind)) + " " + quoteName(t->text) +
                                " is not valid in a preprocessor expression");
    }
  }

  const std::vector<Token>& toks_;
  SourceLoc endLoc_;
  size_t pos_ = 0;
  size_t depth_ = 0;
};

class Preprocessor {
 public:
  explicit Preprocessor(const PreprocessOptions& opt) : opt_(opt) {}

  std::vector<Token> run(const std::string& text, const std::string& file) {
    definePredefined();
    pushFile(file, text, SourceLoc{});
    Stream main;
    main.fileBacked = true;
    Token t;
    while (pull(main, t))
      if (!tryExpand(main, t)) emit(std::move(t));
    // t is the main file's EndOfFile token.
    t.hideSet = 0;
    out_.push_back(std::move(t));
    return std::move(out_);
  }

  // Appends the chain of #includes when the error is in the innermost open file.
  std::string withIncludeContext(const std::string& msg) const {
    if (files_.size() < 2 || msg.rfind(files_.back()->path + ":", 0) != 0) return msg;
    std::string s = msg + " (included from ";
    for (size_t i = files_.size() - 1; i >= 1; --i) {
      s += files_[i]->includedAt.str();
      s += i > 1 ? ", " : ")";
    }
    return s;
  }

 private:
  // ---- macro table ----

  uint32_t nameId(const std::string& name) {
    auto [it, fresh] = nameIds_.emplace(name, static_cast<uint32_t>(nameIds_.size() + 1));
    (void)fresh;
    return it->second;
  }

  // The macros every translation unit starts with: the predefined ones, then -D and -U. A
  // compiler front end passes the same ~100 definitions to every compile, and lexing them
  // again each time cost more than preprocessing a typical kernel, so the resulting tables
  // are kept per process for the last few option sets. Macros are immutable once defined
  // (shared_ptr<const Macro>), so the tables are shared by copying pointers; a definition
  // that fails is not kept and fails the same way on each compile.
  void definePredefined() {
    struct InitialMacros {
      std::unordered_map<std::string, std::shared_ptr<const Macro>> macros;
      std::unordered_map<std::string, uint32_t> nameIds;
    };
    using Options = std::pair<std::vector<std::string>, std::vector<std::string>>;  // -D, -U
    static RecentValues<Options, InitialMacros> kept;
    Options key{opt_.defines, opt_.undefines};
    if (auto k = kept.find(key)) {
      macros_ = k->macros;
      nameIds_ = k->nameIds;
      return;
    }
    defineInitialMacros();
    kept.keep(std::move(key), std::make_shared<InitialMacros>(InitialMacros{macros_, nameIds_}));
  }

  void defineInitialMacros() {
    static const char* const kPredefined[] = {
        "__OPENCL_VERSION__ 200", "__OPENCL_C_VERSION__ 200", "CL_VERSION_1_0 100",
        "CL_VERSION_1_1 110",     "CL_VERSION_1_2 120",       "CL_VERSION_2_0 200",
        "__ENDIAN_LITTLE__ 1",    "__AMDGCN__ 1",             "__AMDGPU__ 1",
    };
    for (const char* d : kPredefined) defineFromText(d, kBuiltinFile);
    for (auto [name, kind] : {std::pair{"__FILE__", Builtin::File}, std::pair{"__LINE__", Builtin::Line}}) {
      auto m = std::make_shared<Macro>();
      m->name = name;
      m->id = nameId(name);
      m->builtin = kind;
      m->loc = SourceLoc{kBuiltinFile, 0, 0};
      macros_[name] = m;
    }
    for (const std::string& d : opt_.defines) {
      size_t eq = d.find('=');
      defineFromText(eq == std::string::npos ? d + " 1" : d.substr(0, eq) + " " + d.substr(eq + 1), kCommandLineFile);
    }
    for (const std::string& u : opt_.undefines) {
      std::vector<Token> line = lexLine(u, kCommandLineFile);
      undefine(line, SourceLoc{kCommandLineFile, 1, 1});
    }
  }

  static std::vector<Token> lexLine(const std::string& text, const std::string& file) {
    std::vector<Token> toks = lexAll(text, file);
    toks.pop_back();  // EndOfFile
    return toks;
  }

  void defineFromText(const std::string& text, const std::string& file) {
    if (text.find('\n') != std::string::npos)
      throw Error(SourceLoc{file, 1, 1}, "macro definition " + quoteName(text) + " contains a newline");
    defineMacro(lexLine(text, file), SourceLoc{file, 1, 1});
  }

  static void checkMacroName(const std::vector<Token>& line, const SourceLoc& where, const char* directive) {
    if (line.empty()) throw Error(where, std::string("macro name missing in ") + directive);
    const Token& name = line[0];
    if (!name.isName()) throw Error(name.loc, "macro name must be an identifier, found " + quoteName(name.text));
    if (name.text == "defined") throw Error(name.loc, "'defined' cannot be used as a macro name");
    if (name.text == "__VA_ARGS__") throw Error(name.loc, "'__VA_ARGS__' cannot be used as a macro name");
  }

  // Parses "( params ) " after the name; returns the index of the first body token.
  static size_t parseParams(const std::vector<Token>& line, Macro& m) {
    size_t i = 2;  // after NAME (
    m.functionLike = true;
    if (i < line.size() && line[i].is(Punct::RParen)) return i + 1;
    for (;;) {
      if (i >= line.size()) throw Error(line.back().loc, "missing ')' in macro parameter list");
      const Token& p = line[i];
      if (p.is(Punct::Ellipsis)) {
        m.variadic = true;
        m.params.push_back("__VA_ARGS__");
        if (i + 1 >= line.size() || !line[i + 1].is(Punct::RParen))
          throw Error(i + 1 < line.size() ? line[i + 1].loc : p.loc, "missing ')' after '...' in macro parameter list");
        return i + 2;
      }
      if (!p.isName()) throw Error(p.loc, "expected a parameter name in macro parameter list, found " + quoteName(p.text));
      if (p.text == "__VA_ARGS__") throw Error(p.loc, "'__VA_ARGS__' cannot be used as a macro parameter name");
      for (const std::string& q : m.params)
        if (q == p.text) throw Error(p.loc, "duplicate macro parameter " + quoteName(p.text));
      m.params.push_back(p.text);
      ++i;
      if (i >= line.size()) throw Error(p.loc, "missing ')' in macro parameter list");
      if (line[i].is(Punct::RParen)) return i + 1;
      if (!line[i].is(Punct::Comma))
        throw Error(line[i].loc, "expected ',' or ')' in macro parameter list, found " + quoteName(line[i].text));
      ++i;
    }
  }

  // line: the tokens after #define.
  void defineMacro(const std::vector<Token>& line, const SourceLoc& where) {
    checkMacroName(line, where, "#define");
    const Token& name = line[0];
    auto m = std::make_shared<Macro>();
    m->name = name.text;
    m->id = nameId(name.text);
    m->loc = name.loc;
    size_t bodyStart = 1;
    if (line.size() > 1 && line[1].is(Punct::LParen) && !line[1].spaceBefore) bodyStart = parseParams(line, *m);
    m->body.assign(line.begin() + static_cast<std::ptrdiff_t>(bodyStart), line.end());
    const auto& body = m->body;
    if (!body.empty() && (body.front().is(Punct::HashHash) || body.back().is(Punct::HashHash))) {
      const Token& at = body.front().is(Punct::HashHash) ? body.front() : body.back();
      throw Error(at.loc, "'##' cannot appear at either end of a macro expansion");
    }
    for (const Token& b : body) {
      int idx = -1;
      for (size_t p = 0; p < m->params.size() && b.isName(); ++p)
        if (m->params[p] == b.text) idx = static_cast<int>(p);
      if (b.isName("__VA_ARGS__") && !m->variadic)
        throw Error(b.loc, "'__VA_ARGS__' can only appear in the expansion of a variadic macro");
      m->bodyParam.push_back(idx);
    }
    if (m->functionLike)
      for (size_t i = 0; i < body.size(); ++i)
        if (body[i].is(Punct::Hash) && (i + 1 >= body.size() || m->bodyParam[i + 1] < 0))
          throw Error(body[i].loc, "'#' is not followed by a macro parameter");
    auto it = macros_.find(m->name);
    if (it != macros_.end()) {
      const Macro& old = *it->second;
      if (old.builtin != Builtin::None) throw Error(name.loc, "cannot redefine builtin macro " + quoteName(m->name));
      // Predefined macros may be replaced (as with -D); others only by the same definition.
      if (old.loc.file != kBuiltinFile && !old.sameDefinition(*m))
        throw Error(name.loc, "macro " + quoteName(m->name) + " redefined differently (previous definition at " +
                                  old.loc.str() + ")");
    }
    macros_[m->name] = std::move(m);
  }

  void undefine(const std::vector<Token>& line, const SourceLoc& where) {
    checkMacroName(line, where, "#undef");
    if (line.size() > 1) throw Error(line[1].loc, "extra tokens at end of #undef directive");
    auto it = macros_.find(line[0].text);
    if (it == macros_.end()) return;
    if (it->second->builtin != Builtin::None)
      throw Error(line[0].loc, "cannot undefine builtin macro " + quoteName(line[0].text));
    macros_.erase(it);
  }

  // ---- files and directives ----

  void pushFile(const std::string& path, std::string text, const SourceLoc& includedAt) {
    inputBytes_ += text.size();
    if (inputBytes_ > opt_.maxInputBytes)
      throw Error(includedAt.file.empty() ? SourceLoc{path, 0, 0} : includedAt,
                  "input exceeds " + std::to_string(opt_.maxInputBytes) + " bytes (all files read, each #include counted)");
    auto f = std::make_unique<FileCtx>();
    f->path = path;
    f->dir = dirName(path);
    f->text = std::move(text);
    f->lexer = std::make_unique<Lexer>(f->text, path);
    f->includedAt = includedAt;
    files_.push_back(std::move(f));
  }

  // The next token of the files that is not part of a directive or a skipped group; false
  // with the EndOfFile token at the end of the main file.
  bool nextFileToken(Token& out) {
    for (;;) {
      FileCtx& f = *files_.back();
      Token t = f.take();
      if (t.kind == TokKind::EndOfFile) {
        if (!f.conds.empty())
          throw Error(f.conds.back().loc, "unterminated " + f.conds.back().directive + " (no matching #endif)");
        if (files_.size() > 1) {
          files_.pop_back();
          continue;
        }
        out = std::move(t);
        return false;
      }
      if (t.atLineStart && t.is(Punct::Hash)) {
        if (std::optional<Token> pragma = directive(f, t)) {
          out = std::move(*pragma);
          return true;
        }
        continue;
      }
      if (f.skipping()) continue;
      out = std::move(t);
      return true;
    }
  }

  // The rest of the current directive line.
  static std::vector<Token> readLine(FileCtx& f) {
    std::vector<Token> line;
    while (!f.peek().atLineStart) line.push_back(f.take());
    return line;
  }

  static void noExtraTokens(const std::vector<Token>& line, const std::string& directive) {
    if (!line.empty()) throw Error(line[0].loc, "extra tokens at end of " + directive + " directive");
  }

  // Handles the directive whose '#' is hash; returns a Pragma token to output, if any.
  std::optional<Token> directive(FileCtx& f, const Token& hash) {
    if (f.peek().atLineStart) return std::nullopt;  // the null directive
    Token name = f.take();
    if (!name.isName()) {
      if (f.skipping()) {
        readLine(f);
        return std::nullopt;
      }
      throw Error(name.loc, "invalid preprocessing directive " + quoteName("#" + name.text));
    }
    const std::string& d = name.text;
    if (d == "if" || d == "ifdef" || d == "ifndef") {
      openConditional(f, hash, name);
      return std::nullopt;
    }
    if (d == "elif" || d == "else" || d == "endif") {
      continueConditional(f, name);
      return std::nullopt;
    }
    if (f.skipping()) {
      readLine(f);
      return std::nullopt;
    }
    if (d == "define") {
      defineMacro(readLine(f), name.loc);
    } else if (d == "undef") {
      undefine(readLine(f), name.loc);
    } else if (d == "include") {
      include(f, hash, name);
    } else if (d == "error") {
      throw Error(hash.loc, "#error " + joinSpelling(readLine(f)));
    } else if (d == "warning") {
      std::string text = joinSpelling(readLine(f));
      if (opt_.warn) opt_.warn(hash.loc.str() + ": warning: #warning " + text);
    } else if (d == "pragma") {
      std::vector<Token> line = readLine(f);
      if (line.size() == 1 && line[0].isName("once")) {
        onceFiles_.insert(f.path);
        return std::nullopt;
      }
      return makePragma(joinSpelling(line), hash);
    } else if (d == "line") {
      throw Error(name.loc, "#line is not supported");
    } else {
      throw Error(name.loc, "unknown preprocessing directive " + quoteName("#" + d));
    }
    return std::nullopt;
  }

  std::optional<Token> makePragma(const std::string& body, const Token& at) {
    if (!opt_.keepPragmas) return std::nullopt;
    Token p;
    p.kind = TokKind::Pragma;
    p.text = body;
    p.loc = at.loc;
    p.atLineStart = true;
    p.spaceBefore = true;
    p.fromMacro = at.fromMacro;
    return p;
  }

  void openConditional(FileCtx& f, const Token& hash, const Token& name) {
    std::vector<Token> line = readLine(f);
    Conditional c;
    c.loc = hash.loc;
    c.directive = "#" + name.text;
    if (f.skipping()) {
      c.taken = true;
    } else if (name.text == "if") {
      c.active = c.taken = evaluate(line, name);
    } else {
      checkMacroName(line, name.loc, c.directive.c_str());
      noExtraTokens(std::vector<Token>(line.begin() + 1, line.end()), c.directive);
      bool defined = macros_.count(line[0].text) != 0;
      c.active = c.taken = (name.text == "ifdef") == defined;
    }
    f.conds.push_back(std::move(c));
  }

  void continueConditional(FileCtx& f, const Token& name) {
    std::vector<Token> line = readLine(f);
    const std::string d = "#" + name.text;
    if (f.conds.empty()) throw Error(name.loc, d + " without #if");
    Conditional& c = f.conds.back();
    bool checkLine = f.parentActive();
    if (d == "#endif") {
      if (checkLine) noExtraTokens(line, d);
      f.conds.pop_back();
      return;
    }
    if (c.seenElse) throw Error(name.loc, d + " after #else (the #else is at " + c.elseLoc.str() + ")");
    if (d == "#else") {
      if (checkLine) noExtraTokens(line, d);
      c.seenElse = true;
      c.elseLoc = name.loc;
      c.active = !c.taken;
      c.taken = true;
      return;
    }
    if (c.taken) {
      c.active = false;
    } else {
      c.active = c.taken = evaluate(line, name);
    }
  }

  bool evaluate(const std::vector<Token>& line, const Token& name) {
    if (line.empty()) throw Error(name.loc, "#" + name.text + " with no expression");
    std::vector<Token> toks = expandList(line, true, 0);
    if (toks.empty()) throw Error(line[0].loc, "#" + name.text + " expression is empty after macro expansion");
    return CondEvaluator(toks, line.back().loc).evaluate().isTrue();
  }

  void include(FileCtx& f, const Token& hash, const Token& name) {
    std::optional<Token> header = f.lexer->headerName();
    std::vector<Token> rest = readLine(f);
    std::string file;
    bool angled = false;
    SourceLoc loc;
    if (header) {
      noExtraTokens(rest, "#include");
      file = header->value;
      angled = header->text[0] == '<';
      loc = header->loc;
    } else {
      // A computed include: macro-expand, then a string literal or < tokens >.
      if (rest.empty()) throw Error(name.loc, "#include expects \"FILENAME\" or <FILENAME>");
      loc = rest[0].loc;
      std::vector<Token> toks = expandList(rest, false, 0);
      if (toks.size() == 1 && toks[0].kind == TokKind::StringLiteral) {
        file = toks[0].text.substr(1, toks[0].text.size() - 2);
      } else if (toks.size() >= 2 && toks.front().is(Punct::Lt) && toks.back().is(Punct::Gt)) {
        file = joinSpelling(std::vector<Token>(toks.begin() + 1, toks.end() - 1));
        angled = true;
      } else {
        throw Error(loc, "#include expects \"FILENAME\" or <FILENAME>");
      }
    }
    if (file.empty()) throw Error(loc, "empty filename in #include");
    if (files_.size() > opt_.maxIncludeDepth)
      throw Error(loc, "#include nested more than " + std::to_string(opt_.maxIncludeDepth) + " levels deep");
    std::vector<std::string> candidates;
    if (!file.empty() && file[0] == '/') {
      candidates.push_back(file);
    } else {
      if (!angled) candidates.push_back(joinPath(f.dir, file));
      for (const std::string& dir : opt_.includeDirs) candidates.push_back(joinPath(dir, file));
    }
    for (const std::string& path : candidates) {
      std::optional<std::string> text = opt_.readFile ? opt_.readFile(path) : readSourceFile(path);
      if (!text) continue;
      if (onceFiles_.count(path)) return;
      pushFile(path, std::move(*text), hash.loc);
      return;
    }
    throw Error(loc, "cannot find include file " + quoteName(file));
  }

  // ---- macro expansion ----

  bool pull(Stream& s, Token& out) {
    if (!s.pending.empty()) {
      out = std::move(s.pending.front());
      s.pending.pop_front();
      return true;
    }
    return s.fileBacked && nextFileToken(out);
  }

  static void pushFront(Stream& s, std::vector<Token>&& toks) {
    for (auto it = toks.rbegin(); it != toks.rend(); ++it) s.pending.push_front(std::move(*it));
  }

  void charge(size_t tokens, const Token& at) {
    expansionTokens_ += tokens;
    if (expansionTokens_ > opt_.maxExpansionTokens)
      throw Error(at.loc, "macro expansion produced more than " + std::to_string(opt_.maxExpansionTokens) +
                              " tokens (runaway expansion at " + quoteName(at.text) + ")");
  }

  void chargeBytes(size_t bytes, const Token& at) {
    generatedBytes_ += bytes;
    if (generatedBytes_ > kMaxGeneratedBytes)
      throw Error(at.loc, "macro expansion created more than " + std::to_string(kMaxGeneratedBytes) +
                              " bytes of tokens with # and ##");
  }

  // Fully expands a token list on its own (a macro argument, a #if or #include line).
  std::vector<Token> expandList(const std::vector<Token>& toks, bool ifMode, size_t depth) {
    Stream s;
    s.pending.assign(toks.begin(), toks.end());
    s.ifMode = ifMode;
    s.depth = depth;
    std::vector<Token> out;
    Token t;
    while (pull(s, t))
      if (!tryExpand(s, t)) out.push_back(std::move(t));
    return out;
  }

  // When t starts a macro invocation (or is an operator the preprocessor handles), replaces
  // it and what it consumed by the result at the front of s and returns true.
  bool tryExpand(Stream& s, const Token& t) {
    if (!t.isName()) return false;
    if (s.ifMode && t.text == "defined") {
      definedOperator(s, t);
      return true;
    }
    if (s.fileBacked && t.text == "_Pragma") {
      pragmaOperator(s, t);
      return true;
    }
    auto it = macros_.find(t.text);
    if (it == macros_.end()) return false;
    std::shared_ptr<const Macro> m = it->second;  // stays valid if a directive in the arguments #undefs it
    if (hideSets_.contains(t.hideSet, m->id)) return false;
    if (m->builtin != Builtin::None) {
      charge(1, t);
      std::string spelling = m->builtin == Builtin::File ? quoteString(t.loc.file) : std::to_string(t.loc.line);
      Token r = lexOne(spelling, t.loc);
      copyPosition(r, t);
      s.pending.push_front(std::move(r));
      return true;
    }
    std::vector<std::vector<Token>> args;
    uint32_t hs;
    if (m->functionLike) {
      Token lp;
      if (!pull(s, lp)) return false;
      if (!lp.is(Punct::LParen)) {
        s.pending.push_front(std::move(lp));
        return false;
      }
      Token rp = collectArgs(s, *m, t, args);
      hs = hideSets_.add(hideSets_.intersect(t.hideSet, rp.hideSet), m->id);
    } else {
      hs = hideSets_.add(t.hideSet, m->id);
    }
    if (hideSets_.size(hs) > opt_.maxMacroNesting)
      throw Error(t.loc, "macro expansion nested more than " + std::to_string(opt_.maxMacroNesting) +
                             " levels deep (at " + quoteName(t.text) + ")");
    std::vector<Token> result = substitute(s, *m, t, args, hs);
    charge(result.size() + 1, t);
    pushFront(s, std::move(result));
    return true;
  }

  // The first token of an expansion takes the place of the macro name.
  static void copyPosition(Token& r, const Token& name) {
    r.loc = name.loc;
    r.atLineStart = name.atLineStart;
    r.spaceBefore = name.spaceBefore;
    r.fromMacro = true;
    r.hideSet = name.hideSet;
  }

  // Reads the arguments after '(' up to the matching ')', which it returns.
  Token collectArgs(Stream& s, const Macro& m, const Token& name, std::vector<std::vector<Token>>& args) {
    std::vector<Token> cur;
    size_t depth = 0, count = 0;
    Token a;
    for (;;) {
      if (!pull(s, a)) throw Error(name.loc, "unterminated argument list invoking macro " + quoteName(m.name));
      if (++count > opt_.maxOutputTokens)
        throw Error(name.loc, "arguments of macro " + quoteName(m.name) + " exceed " +
                                  std::to_string(opt_.maxOutputTokens) + " tokens");
      if (a.is(Punct::LParen)) {
        ++depth;
      } else if (a.is(Punct::RParen)) {
        if (depth == 0) break;
        --depth;
      } else if (a.is(Punct::Comma) && depth == 0 && !(m.variadic && args.size() + 1 >= m.params.size())) {
        args.push_back(std::move(cur));
        cur.clear();
        continue;
      }
      cur.push_back(std::move(a));
    }
    args.push_back(std::move(cur));
    size_t n = m.params.size();
    if (n == 0 && args.size() == 1 && args[0].empty()) args.clear();
    if (m.variadic && args.size() + 1 == n) args.emplace_back();  // no variable arguments at all
    if (args.size() < n)
      throw Error(name.loc, "macro " + quoteName(m.name) + " requires " + std::to_string(n) + " argument" +
                                (n == 1 ? "" : "s") + ", but only " + std::to_string(args.size()) + " given");
    if (args.size() > n)
      throw Error(name.loc, "macro " + quoteName(m.name) + " passed " + std::to_string(args.size()) +
                                " arguments, but takes just " + std::to_string(n));
    return a;
  }

  struct Item {
    Token tok;
    bool placemarker = false;
    bool pasteOp = false;  // a ## of the macro body
  };

  // The replacement list of m with its arguments substituted, # and ## applied, and hide
  // set hs added (C99 6.10.3.1-3).
  std::vector<Token> substitute(const Stream& s, const Macro& m, const Token& name,
                                const std::vector<std::vector<Token>>& args, uint32_t hs) {
    std::vector<std::optional<std::vector<Token>>> expanded(args.size());
    std::vector<Item> items;
    const auto& body = m.body;
    for (size_t i = 0; i < body.size(); ++i) {
      Token b = body[i];
      b.loc = name.loc;
      int p = m.bodyParam[i];
      if (m.functionLike && b.is(Punct::Hash)) {
        Token str = stringize(args[static_cast<size_t>(m.bodyParam[i + 1])], name);
        str.spaceBefore = b.spaceBefore;
        items.push_back(Item{std::move(str)});
        ++i;
        continue;
      }
      if (b.is(Punct::HashHash)) {
        items.push_back(Item{std::move(b), false, true});
        continue;
      }
      if (p < 0) {
        items.push_back(Item{std::move(b)});
        continue;
      }
      bool pasteOperand = (i > 0 && body[i - 1].is(Punct::HashHash)) || (i + 1 < body.size() && body[i + 1].is(Punct::HashHash));
      auto idx = static_cast<size_t>(p);
      if (!pasteOperand && !expanded[idx]) {
        if (s.depth + 1 > opt_.maxMacroNesting)
          throw Error(name.loc, "macro arguments nested more than " + std::to_string(opt_.maxMacroNesting) + " levels deep");
        expanded[idx] = expandList(args[idx], s.ifMode, s.depth + 1);
      }
      const std::vector<Token>& src = pasteOperand ? args[idx] : *expanded[idx];
      if (src.empty() && pasteOperand) items.push_back(Item{Token{}, true});
      for (size_t k = 0; k < src.size(); ++k) {
        items.push_back(Item{src[k]});
        if (k == 0) items.back().tok.spaceBefore = b.spaceBefore;
      }
    }
    // ## left to right; placemarkers vanish.
    std::vector<Item> pasted;
    for (size_t i = 0; i < items.size(); ++i) {
      if (items[i].pasteOp && !pasted.empty() && i + 1 < items.size()) {
        Item& l = pasted.back();
        const Item& r = items[++i];
        if (r.placemarker) continue;
        if (l.placemarker) l = Item{r.tok};
        else l.tok = paste(l.tok, r.tok, name);
        continue;
      }
      pasted.push_back(std::move(items[i]));
    }
    std::vector<Token> out;
    for (Item& it : pasted) {
      if (it.placemarker) continue;
      Token& t = it.tok;
      t.hideSet = hideSets_.unite(t.hideSet, hs);
      t.fromMacro = true;
      t.atLineStart = false;
      out.push_back(std::move(t));
    }
    if (!out.empty()) {
      out[0].atLineStart = name.atLineStart;
      out[0].spaceBefore = name.spaceBefore;
    }
    return out;
  }

  Token stringize(const std::vector<Token>& arg, const Token& name) {
    std::string s = "\"";
    for (size_t i = 0; i < arg.size(); ++i) {
      const Token& a = arg[i];
      if (i > 0 && a.spaceBefore) s += ' ';
      bool literal = a.kind == TokKind::StringLiteral || a.kind == TokKind::CharLiteral ||
                     (a.kind == TokKind::Invalid && !a.text.empty() && (a.text[0] == '"' || a.text[0] == '\''));
      for (char c : a.text) {
        if (literal && (c == '"' || c == '\\')) s += '\\';
        s += c;
      }
    }
    s += '"';
    chargeBytes(s.size(), name);
    return lexOne(s, name.loc);
  }

  Token paste(const Token& l, const Token& r, const Token& name) {
    std::string text = l.text + r.text;
    chargeBytes(text.size(), name);
    std::string why = "pasting " + quoteName(l.text) + " and " + quoteName(r.text) +
                      " does not give a valid preprocessing token";
    Token t;
    try {
      Lexer lx(text, name.loc.file);
      t = lx.next();
      if (t.kind == TokKind::EndOfFile || t.spaceBefore || lx.next().kind != TokKind::EndOfFile) throw Error(name.loc, why);
    } catch (const Error&) {
      throw Error(name.loc, why);
    }
    t.loc = l.loc;
    t.spaceBefore = l.spaceBefore;
    t.hideSet = hideSets_.intersect(l.hideSet, r.hideSet);
    return t;
  }

  // defined X or defined ( X ) on a #if line.
  void definedOperator(Stream& s, const Token& t) {
    Token n;
    if (!pull(s, n)) throw Error(t.loc, "macro name missing after 'defined'");
    bool paren = n.is(Punct::LParen);
    if (paren && !pull(s, n)) throw Error(t.loc, "macro name missing after 'defined('");
    if (!n.isName()) throw Error(n.loc, "macro name must be an identifier after 'defined', found " + quoteName(n.text));
    if (paren) {
      Token rp;
      if (!pull(s, rp) || !rp.is(Punct::RParen)) throw Error(n.loc, "missing ')' after 'defined(" + n.text + "'");
    }
    Token r = lexOne(macros_.count(n.text) ? "1" : "0", t.loc);
    copyPosition(r, t);
    s.pending.push_front(std::move(r));
  }

  // _Pragma ( string-literal ), C99 6.10.9.
  void pragmaOperator(Stream& s, const Token& t) {
    Token lp, str, rp;
    if (!pull(s, lp) || !lp.is(Punct::LParen) || !pull(s, str) || str.kind != TokKind::StringLiteral ||
        !pull(s, rp) || !rp.is(Punct::RParen))
      throw Error(t.loc, "_Pragma takes a parenthesized string literal");
    std::string body;
    const std::string& q = str.text;
    for (size_t i = 1; i + 1 < q.size(); ++i) {
      if (q[i] == '\\' && i + 2 < q.size() && (q[i + 1] == '"' || q[i + 1] == '\\')) ++i;
      body += q[i];
    }
    if (std::optional<Token> p = makePragma(joinSpelling(lexLine(body, t.loc.file)), t)) {
      p->fromMacro = t.fromMacro;
      s.pending.push_front(std::move(*p));
    }
  }

  void emit(Token t) {
    if (t.kind == TokKind::Invalid) throw Error(t.loc, t.value);
    t.hideSet = 0;
    out_.push_back(std::move(t));
    if (out_.size() > opt_.maxOutputTokens)
      throw Error(out_.back().loc, "preprocessed output exceeds " + std::to_string(opt_.maxOutputTokens) + " tokens");
  }

  const PreprocessOptions& opt_;
  std::unordered_map<std::string, std::shared_ptr<const Macro>> macros_;
  std::unordered_map<std::string, uint32_t> nameIds_;
  HideSets hideSets_;
  std::vector<std::unique_ptr<FileCtx>> files_;
  std::set<std::string> onceFiles_;
  std::vector<Token> out_;
  size_t expansionTokens_ = 0;
  size_t generatedBytes_ = 0;
  size_t inputBytes_ = 0;
};

}  // namespace

std::vector<Token> preprocess(const std::string& text, const std::string& file, const PreprocessOptions& opt) {
  Preprocessor pp(opt);
  try {
    return pp.run(text, file);
  } catch (const Error& e) {
    throw Error(pp.withIncludeContext(e.what()));
  }
}

std::string spellTokens(const std::vector<Token>& toks) {
  std::string s;
  for (const Token& t : toks) {
    if (t.kind == TokKind::EndOfFile) break;
    bool newLine = t.kind == TokKind::Pragma || (t.atLineStart && !t.fromMacro);
    if (!s.empty() && s.back() != '\n') s += newLine ? '\n' : ' ';
    if (t.kind == TokKind::Pragma) {
      s += "#pragma " + t.text + "\n";
      continue;
    }
    s += t.text;
  }
  if (!s.empty() && s.back() != '\n') s += '\n';
  return s;
}

}  // namespace gfxsim::cl
