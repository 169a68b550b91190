#include "frontend/parser.h"

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdlib>
#include <set>

#include "func/fp_core.h"

namespace gfxsim::cl {

namespace {

// `#pragma OPENCL EXTENSION <name> : enable|disable` for cl_khr_fp16 (or `all`): the new state,
// or -1 for any other pragma.
int fp16Pragma(const std::string& text) {
  std::vector<std::string> words;
  std::string w;
  for (char c : text + " ") {
    if (c == ' ' || c == '\t' || c == ':') {
      if (!w.empty()) words.push_back(w);
      w.clear();
    } else {
      w += c;
    }
  }
  if (words.size() != 4 || words[0] != "OPENCL" || words[1] != "EXTENSION") return -1;
  if (words[2] != "cl_khr_fp16" && words[2] != "all") return -1;
  if (words[3] == "enable") return 1;
  if (words[3] == "disable") return 0;
  return -1;
}

// The value of a half literal, rounded once from its digits (clang rounds the spelling
// directly): the nearest double of the digits may sit on a half-way point between two halves
// that the digits are not on. strtod rounding down and up brackets the digits between two
// adjacent doubles; where those round to different halves, the half-way point between the
// halves is one of the two doubles, and the digits round away from it.
double halfLiteralValue(const Token& t) {
  using func::F16;
  std::string digits = t.text.substr(0, t.text.size() - 1);  // without the h suffix
  int old = std::fegetround();
  std::fesetround(FE_DOWNWARD);
  double lo = std::strtod(digits.c_str(), nullptr);
  std::fesetround(FE_UPWARD);
  double hi = std::strtod(digits.c_str(), nullptr);
  std::fesetround(old);
  uint16_t a = func::fromDouble<F16>(lo, 0, true), b = func::fromDouble<F16>(hi, 0, true);
  auto value = [](uint16_t h) { return func::toDouble<F16>(h); };
  if (a == b) return value(a);
  // Infinity counts as 2^16 for the half-way point (65520 rounds to it).
  auto finite = [&](uint16_t h) { return F16::isInf(h) ? std::copysign(65536.0, value(h)) : value(h); };
  double mid = finite(a) / 2 + finite(b) / 2;
  return value(lo == mid ? b : a);
}

}  // namespace

Parser::Parser(std::vector<Token> tokens, Sema& sema) : s_(sema) {
  // #pragma lines change nothing the front end does but OPENCL EXTENSION cl_khr_fp16, which
  // takes effect from the next token on (syncPragmas).
  for (Token& t : tokens) {
    if (t.kind != TokKind::Pragma) {
      toks_.push_back(std::move(t));
      continue;
    }
    int on = fp16Pragma(t.text);
    if (on >= 0) fp16Switches_.emplace_back(toks_.size(), on == 1);
  }
  if (toks_.empty() || toks_.back().kind != TokKind::EndOfFile) {
    Token eof;
    eof.kind = TokKind::EndOfFile;
    if (!toks_.empty()) eof.loc = toks_.back().loc;
    toks_.push_back(eof);
  }
  syncPragmas();
}

void Parser::syncPragmas() {
  while (nextSwitch_ < fp16Switches_.size() && fp16Switches_[nextSwitch_].first <= pos_)
    s_.fp16 = fp16Switches_[nextSwitch_++].second;
}

Parser::DepthGuard::DepthGuard(Parser& parser, const Token& at) : p(parser) {
  if (++p.depth_ > kMaxParseDepth) {
    --p.depth_;
    p.fail(at, "nesting is too deep (more than " + std::to_string(kMaxParseDepth) + " levels)");
  }
}

// ---- tokens ----

const Token& Parser::peek(size_t ahead) const {
  size_t i = std::min(pos_ + ahead, toks_.size() - 1);
  return toks_[i];
}

const Token& Parser::next() {
  const Token& t = toks_[pos_];
  if (pos_ + 1 < toks_.size()) ++pos_;
  syncPragmas();
  return t;
}

bool Parser::accept(Punct p) {
  if (peek().is(p)) {
    next();
    return true;
  }
  return false;
}

std::string Parser::describe(const Token& t) const {
  if (t.kind == TokKind::EndOfFile) return "end of file";
  return "'" + t.text + "'";
}

void Parser::fail(const Token& t, const std::string& msg) const { throw Error(t.loc, msg); }

void Parser::expect(Punct p, const char* context) {
  if (accept(p)) return;
  std::string msg = std::string("expected '") + punctSpelling(p) + "'" +
                    (context && *context ? std::string(" ") + context : "") + ", found " + describe(peek());
  // As clang: a missing closing delimiter is reported at the token found instead, any other
  // missing punctuator just after the previous token (where it should be inserted).
  bool closing = p == Punct::RParen || p == Punct::RBracket || p == Punct::RBrace;
  if (closing || pos_ == 0 || toks_[pos_ - 1].fromMacro) fail(peek(), msg);
  const Token& prev = toks_[pos_ - 1];
  SourceLoc at = prev.loc;
  if (at.col != 0) at.col += static_cast<unsigned>(prev.text.size());
  throw Error(at, msg);
}

// ---- declarations ----

bool Parser::startsDeclaration(const Token& t) const {
  if (t.kind == TokKind::Keyword) {
    switch (t.kw) {
      case Kw::Auto: case Kw::Char: case Kw::Const: case Kw::Double: case Kw::Enum: case Kw::Extern:
      case Kw::Float: case Kw::Inline: case Kw::Int: case Kw::Long: case Kw::Register: case Kw::Restrict:
      case Kw::Short: case Kw::Signed: case Kw::Static: case Kw::Struct: case Kw::Typedef: case Kw::Union:
      case Kw::Unsigned: case Kw::Void: case Kw::Volatile: case Kw::Bool_: case Kw::Complex: case Kw::Imaginary:
      case Kw::Bool: case Kw::Half: case Kw::Kernel: case Kw::Global: case Kw::Local: case Kw::Constant:
      case Kw::Private: case Kw::Generic: case Kw::ReadOnly: case Kw::WriteOnly: case Kw::ReadWrite:
      case Kw::Pipe: case Kw::Attribute:
        return true;
      default: return false;
    }
  }
  if (t.kind == TokKind::Identifier) return s_.typeNamed(t.text, t.loc).has_value();
  return false;
}

void Parser::applyQualifier(const Token& t, uint8_t& quals, AS& as) {
  auto setAs = [&](AS a) {
    if (as != AS::None && as != a) fail(t, "multiple address spaces specified for type");
    as = a;
  };
  switch (t.kw) {
    case Kw::Const: quals |= QConst; break;
    case Kw::Volatile: quals |= QVolatile; break;
    case Kw::Restrict: quals |= QRestrict; break;
    case Kw::Global: setAs(AS::Global); break;
    case Kw::Local: setAs(AS::Local); break;
    case Kw::Constant: setAs(AS::Constant); quals |= QConst; break;
    case Kw::Private: setAs(AS::Private); break;
    case Kw::Generic: setAs(AS::Generic); break;
    default: break;
  }
}

Parser::DeclSpec Parser::parseDeclSpec() {
  DeclSpec spec;
  spec.loc = peek().loc;
  int nVoid = 0, nBool = 0, nChar = 0, nShort = 0, nInt = 0, nLong = 0, nHalf = 0, nFloat = 0, nDouble = 0;
  int nSigned = 0, nUnsigned = 0;
  const Type* named = nullptr;
  uint8_t quals = 0;
  AS as = AS::None;
  for (;;) {
    const Token& t = peek();
    if (t.kind == TokKind::Identifier) {
      bool anySpec = named || nVoid || nBool || nChar || nShort || nInt || nLong || nHalf || nFloat || nDouble || nSigned ||
                     nUnsigned;
      if (anySpec) break;
      auto q = s_.typeNamed(t.text, t.loc);
      if (!q) break;
      next();
      named = q->t;
      spec.typeNameSpelled = t.text;
      spec.typedefAlign = s_.typedefAlign(t.text);
      quals |= q->quals;
      if (q->as != AS::None) as = q->as;
      continue;
    }
    if (t.kind != TokKind::Keyword) break;
    switch (t.kw) {
      case Kw::Typedef: spec.isTypedef = true; break;
      case Kw::Static: spec.isStatic = true; break;
      case Kw::Extern: spec.isExtern = true; break;
      case Kw::Inline: spec.isInline = true; break;
      case Kw::Auto: case Kw::Register: break;
      case Kw::Kernel: spec.isKernel = true; break;
      case Kw::Const: case Kw::Volatile: case Kw::Restrict: case Kw::Global: case Kw::Local:
      case Kw::Constant: case Kw::Private: case Kw::Generic:
        applyQualifier(t, quals, as);
        break;
      case Kw::Void: ++nVoid; break;
      case Kw::Bool: case Kw::Bool_: ++nBool; break;
      case Kw::Char: ++nChar; break;
      case Kw::Short: ++nShort; break;
      case Kw::Int: ++nInt; break;
      case Kw::Long: ++nLong; break;
      case Kw::Float: ++nFloat; break;
      case Kw::Double: ++nDouble; break;
      case Kw::Signed: ++nSigned; break;
      case Kw::Unsigned: ++nUnsigned; break;
      case Kw::Half: ++nHalf; break;
      case Kw::Complex: case Kw::Imaginary: s_.unsupported(t.loc, "complex types");
      case Kw::ReadOnly: case Kw::WriteOnly: case Kw::ReadWrite: s_.unsupported(t.loc, "image access qualifiers");
      case Kw::Pipe: s_.unsupported(t.loc, "pipes");
      case Kw::Attribute: parseAttributes(spec.attrs); continue;
      case Kw::Struct: case Kw::Union: {
        if (named) fail(t, "cannot combine with previous type specifier");
        named = parseStructOrUnion().t;
        continue;
      }
      case Kw::Enum: {
        if (named) fail(t, "cannot combine with previous type specifier");
        named = parseEnum().t;
        continue;
      }
      default: goto done;
    }
    next();
  }
done:
  TypeTable& tt = s_.types();
  int basic = nVoid + nBool + nChar + nHalf + nFloat + nDouble;
  bool any = named || basic || nShort || nInt || nLong || nSigned || nUnsigned;
  if (!any) fail(peek(), "expected a type specifier, found " + describe(peek()));
  spec.sawType = true;
  auto conflict = [&]() { fail(peek(), "invalid combination of type specifiers"); };
  const Type* base = nullptr;
  if (named) {
    if (basic || nShort || nInt || nLong || nSigned || nUnsigned) conflict();
    base = named;
  } else {
    if (basic > 1 || nSigned + nUnsigned > 1 || nInt > 1 || nShort > 1 || (nShort && nLong)) conflict();
    if (nLong > 1) s_.unsupported(spec.loc, "'long long' (reserved in OpenCL C)");
    bool uns = nUnsigned > 0;
    if (nVoid || nBool || nHalf || nFloat) {
      if (nShort || nInt || nLong || nSigned || nUnsigned) conflict();
      base = nVoid ? tt.voidTy() : nBool ? tt.boolTy() : nHalf ? tt.halfTy() : tt.floatTy();
    } else if (nDouble) {
      if (nLong) s_.unsupported(spec.loc, "'long double'");
      if (nShort || nInt || nSigned || nUnsigned) conflict();
      base = tt.doubleTy();
    } else if (nChar) {
      if (nShort || nInt || nLong) conflict();
      base = tt.scalar(uns ? TK::UChar : TK::Char);
    } else if (nShort) {
      base = tt.scalar(uns ? TK::UShort : TK::Short);
    } else if (nLong) {
      base = tt.scalar(uns ? TK::ULong : TK::Long);
    } else {
      base = tt.scalar(uns ? TK::UInt : TK::Int);
    }
  }
  spec.base = QualType{base, quals, as};
  return spec;
}

void Parser::parseAttributes(Attributes& attrs) {
  while (peek().is(Kw::Attribute)) {
    next();
    expect(Punct::LParen, "after '__attribute__'");
    expect(Punct::LParen, "after '__attribute__('");
    parseAttributeList(attrs);
    expect(Punct::RParen, "to close the attribute list");
    expect(Punct::RParen, "to close '__attribute__'");
  }
}

void Parser::parseAttributeList(Attributes& attrs) {
  static const std::set<std::string> harmless = {
      "work_group_size_hint", "vec_type_hint", "always_inline", "noinline", "unused", "used",
      "opencl_unroll_hint", "nosvm", "const", "pure", "overloadable", "maybe_unused", "flatten"};
  while (!peek().is(Punct::RParen)) {
    const Token& nt = next();
    if (!nt.isName()) fail(nt, "expected an attribute name, found " + describe(nt));
    std::string n = nt.text;
    if (n.size() > 4 && n.rfind("__", 0) == 0 && n.compare(n.size() - 2, 2, "__") == 0) n = n.substr(2, n.size() - 4);
    if (n == "reqd_work_group_size") {
      expect(Punct::LParen, "after 'reqd_work_group_size'");
      for (int i = 0; i < 3; ++i) {
        if (i) expect(Punct::Comma, "in 'reqd_work_group_size'");
        Expr* e = parseAssign();
        int64_t v = s_.constInt(e, "'reqd_work_group_size' argument");
        if (v <= 0 || v > 1024) s_.error(e->loc, "'reqd_work_group_size' argument must be in 1..1024");
        attrs.reqd[i] = static_cast<uint32_t>(v);
      }
      expect(Punct::RParen, "after 'reqd_work_group_size' arguments");
      attrs.hasReqd = true;
      attrs.reqdLoc = nt.loc;
    } else if (n == "aligned") {
      // OpenCL C 6.11.1 and GCC: aligned(N), N a power of two; without an argument, the
      // largest alignment of the target.
      uint32_t a = kDefaultAlignAttr;
      if (accept(Punct::LParen)) {
        Expr* e = parseAssign();
        int64_t v = s_.constInt(e, "'aligned' attribute argument");
        if (v <= 0 || (v & (v - 1)) != 0) s_.error(e->loc, "requested alignment is not a power of 2");
        if (v > kMaxAlignAttr) s_.unsupported(e->loc, "alignment above " + std::to_string(kMaxAlignAttr) + " bytes");
        a = static_cast<uint32_t>(v);
        expect(Punct::RParen, "after the 'aligned' argument");
      }
      attrs.aligned = std::max(attrs.aligned, a);
    } else if (n == "packed") {
      attrs.packed = true;
    } else if (n == "ext_vector_type") {
      // clang's vector extension (typedef float float32_t __attribute__((ext_vector_type(32)))):
      // a vector of N lanes of the typedef's scalar type, N any count clang allows.
      expect(Punct::LParen, "after 'ext_vector_type'");
      Expr* e = parseAssign();
      int64_t v = s_.constInt(e, "'ext_vector_type' attribute argument");
      if (v <= 0 || v > 1024) s_.error(e->loc, "invalid vector element count " + std::to_string(v));
      attrs.extVector = static_cast<uint32_t>(v);
      attrs.extVectorLoc = nt.loc;
      expect(Punct::RParen, "after the 'ext_vector_type' argument");
    } else if (harmless.count(n)) {
      if (accept(Punct::LParen)) {
        // Skip the balanced arguments (vec_type_hint takes a type).
        int level = 1;
        while (level > 0) {
          const Token& t = next();
          if (t.kind == TokKind::EndOfFile) fail(t, "unterminated attribute arguments");
          if (t.is(Punct::LParen)) ++level;
          if (t.is(Punct::RParen)) --level;
        }
      }
    } else {
      s_.unsupported(nt.loc, "attribute '" + n + "'");
    }
    if (!accept(Punct::Comma)) break;
  }
}

QualType Parser::parseStructOrUnion() {
  const Token& kw = next();
  bool isUnion = kw.is(Kw::Union);
  Attributes recAttrs;  // on the record: before the tag and after the closing brace
  parseAttributes(recAttrs);
  std::string tag;
  SourceLoc loc = kw.loc;
  if (peek().kind == TokKind::Identifier) {
    tag = peek().text;
    loc = peek().loc;
    next();
  }
  if (!peek().is(Punct::LBrace)) {
    if (tag.empty()) fail(peek(), "expected '{' or a tag name after 'struct'");
    return QualType{s_.types().structType(s_.structTag(tag, isUnion, false, loc)), 0, AS::None}; 
  }
  DepthGuard g(*this, peek());
  next();  // {
  StructDecl* d = s_.structTag(tag, isUnion, true, loc);
  std::vector<Field> fields;
  while (!accept(Punct::RBrace)) {
    if (peek().kind == TokKind::EndOfFile) fail(peek(), "expected '}' at the end of the struct");
    DeclSpec spec = parseDeclSpec();
    if (spec.isTypedef || spec.isKernel || spec.isStatic || spec.isExtern)
      fail(peek(), "storage class specifiers are not allowed on struct members");
    if (spec.base.as != AS::None) fail(peek(), "struct members cannot have an address space qualifier");
    if (peek().is(Punct::Semi)) {
      // A struct or union without a tag and without a declarator is an anonymous member
      // (C11 6.7.2.1p13). Anything else declares no member (clang warns "declaration does
      // not declare anything"): a tagged struct only declares its tag.
      const Token& semi = next();
      const Type* bt = spec.base.t;
      if (bt->isStruct() && bt->record->name.empty() && spec.typeNameSpelled.empty()) {
        Field f;
        f.type = QualType{bt, spec.base.quals, AS::None};
        f.loc = semi.loc;
        f.alignAttr = spec.attrs.aligned;
        f.packed = spec.attrs.packed;
        fields.push_back(f);
      }
      continue;
    }
    for (;;) {
      Declarator dc = parseDeclarator(spec.base, false);
      if (dc.isFunction) fail(peek(), "a struct member cannot be a function");
      if (peek().is(Punct::Colon)) s_.unsupported(peek().loc, "bit-fields");
      Attributes fa;
      parseAttributes(fa);
      if (dc.type->isArray() && dc.type->count == 0) s_.unsupported(dc.loc, "flexible array members");
      Field f;
      f.name = dc.name;
      f.type = s_.resolveObjectType(dc.type, AS::None);
      f.type.as = AS::None;
      f.loc = dc.loc;
      f.alignAttr = declaredAlign(spec, fa, dc.type, dc.loc);
      f.packed = spec.attrs.packed || fa.packed;
      if (f.type->isStruct() && f.type->record == d) s_.error(dc.loc, "field has incomplete type '" + typeName(f.type.t) + "'");
      fields.push_back(f);
      if (!accept(Punct::Comma)) break;
    }
    expect(Punct::Semi, "after struct member");
  }
  parseAttributes(recAttrs);
  d->packed = recAttrs.packed;
  d->alignAttr = recAttrs.aligned;
  s_.completeStruct(d, std::move(fields), loc);
  return QualType{s_.types().structType(d), 0, AS::None};
}

QualType Parser::parseEnum() {
  next();  // enum
  if (peek().kind == TokKind::Identifier) next();
  if (accept(Punct::LBrace)) {
    int64_t value = 0;
    while (!accept(Punct::RBrace)) {
      const Token& n = next();
      if (n.kind != TokKind::Identifier) fail(n, "expected an enumerator name, found " + describe(n));
      if (accept(Punct::Assign)) {
        Expr* e = parseConditional();
        value = s_.constInt(e, "enumerator value");
      }
      if (value < INT32_MIN || value > INT32_MAX) s_.error(n.loc, "enumerator value is not representable in 'int'");
      s_.declareEnumConst(n.text, value, n.loc);
      ++value;
      if (!accept(Punct::Comma)) {
        expect(Punct::RBrace, "at the end of the enum");
        break;
      }
    }
  }
  return QualType{s_.types().intTy(), 0, AS::None};
}

Parser::Declarator Parser::parseDeclarator(QualType base, bool abstractOk) {
  Declarator d;
  d.loc = peek().loc;
  d.type = parseDeclaratorInto(base, d, abstractOk);
  return d;
}

QualType Parser::parseDeclaratorInto(QualType base, Declarator& d, bool abstractOk) {
  DepthGuard g(*this, peek());
  int derivations = 0;
  while (peek().is(Punct::Star)) {
    if (++derivations > kMaxDerivations) fail(peek(), "too many pointer levels in one declarator");
    next();
    uint8_t quals = 0;
    AS as = AS::None;
    while (peek().kind == TokKind::Keyword &&
           (peek().is(Kw::Const) || peek().is(Kw::Volatile) || peek().is(Kw::Restrict) || peek().is(Kw::Global) ||
            peek().is(Kw::Local) || peek().is(Kw::Constant) || peek().is(Kw::Private) || peek().is(Kw::Generic))) {
      applyQualifier(next(), quals, as);
    }
    if (base->depth >= kMaxTypeDepth) fail(peek(), "type is nested too deeply");
    base = QualType{s_.types().pointer(base), quals, as};
    Attributes ignored;
    parseAttributes(ignored);
  }
  if (peek().is(Punct::LParen) && peek(1).is(Punct::Star)) {
    // A parenthesised declarator: apply the suffixes after ')' first.
    size_t open = pos_;
    int level = 0;
    do {
      const Token& t = next();
      if (t.kind == TokKind::EndOfFile) fail(t, "expected ')' in declarator");
      if (t.is(Punct::LParen)) ++level;
      if (t.is(Punct::RParen)) --level;
    } while (level > 0);
    if (peek().is(Punct::LParen)) s_.unsupported(peek().loc, "function pointers");
    Declarator outer;
    QualType t = parseSuffixes(base, outer, false);
    size_t end = pos_;
    pos_ = open + 1;
    t = parseDeclaratorInto(t, d, abstractOk);
    expect(Punct::RParen, "in declarator");
    pos_ = end;
    return t;
  }
  bool nameSeen = false;
  if (peek().kind == TokKind::Identifier) {
    d.name = peek().text;
    d.loc = peek().loc;
    next();
    nameSeen = true;
  } else if (!abstractOk) {
    fail(peek(), "expected an identifier, found " + describe(peek()));
  }
  return parseSuffixes(base, d, nameSeen);
}

QualType Parser::parseSuffixes(QualType base, Declarator& d, bool nameSeen) {
  std::vector<uint32_t> dims;
  std::vector<SourceLoc> dimLocs;
  for (;;) {
    if (peek().is(Punct::LBracket)) {
      if (dims.size() >= static_cast<size_t>(kMaxDerivations)) fail(peek(), "too many array dimensions in one declarator");
      const Token& lb = next();
      if (accept(Punct::RBracket)) {
        if (!dims.empty()) fail(lb, "only the first array dimension may be omitted");
        dims.push_back(0);
      } else {
        Expr* e = parseAssign();
        int64_t n = s_.constInt(e, "array size");
        if (n <= 0) s_.error(e->loc, "array size must be positive");
        if (static_cast<uint64_t>(n) > kMaxObjectSize) s_.error(e->loc, "array is too large");
        dims.push_back(static_cast<uint32_t>(n));
        expect(Punct::RBracket, "after the array size");
      }
      dimLocs.push_back(lb.loc);
    } else if (peek().is(Punct::LParen)) {
      if (!nameSeen || d.isFunction || !dims.empty()) s_.unsupported(peek().loc, "function types other than plain function declarations");
      next();
      d.isFunction = true;
      d.params = parseParams();
    } else {
      break;
    }
  }
  for (size_t i = dims.size(); i-- > 0;) {
    if (base->isVoid()) s_.error(dimLocs[i], "array has incomplete element type 'void'");
    if (base->isStruct() && !base->record->complete) s_.error(dimLocs[i], "array has incomplete element type '" + typeName(base.t) + "'");
    if (base->isArray() && base->count == 0) s_.error(dimLocs[i], "array has incomplete element type");
    if (base->depth >= kMaxTypeDepth) s_.error(dimLocs[i], "type is nested too deeply");
    uint64_t total = sizeOf(base.t) * dims[i];
    if (total > kMaxObjectSize) s_.error(dimLocs[i], "array is too large");
    base = QualType{s_.types().array(QualType{base.t, base.quals, AS::None}, dims[i]), base.quals, base.as};
  }
  return base;
}

std::vector<VarDecl*> Parser::parseParams() {
  std::vector<VarDecl*> params;
  if (peek().is(Kw::Void) && peek(1).is(Punct::RParen)) {
    next();
    next();
    return params;
  }
  if (accept(Punct::RParen)) return params;
  for (;;) {
    if (peek().is(Punct::Ellipsis)) s_.unsupported(peek().loc, "variadic functions");
    SourceLoc loc = peek().loc;
    DeclSpec spec = parseDeclSpec();
    if (spec.isTypedef || spec.isStatic || spec.isExtern || spec.isKernel)
      fail(peek(), "invalid storage class for a parameter");
    Declarator d = parseDeclarator(spec.base, true);
    if (d.isFunction) s_.unsupported(d.loc, "function pointers");
    parseAttributes(spec.attrs);
    QualType t = d.type;
    if (t->isVoid()) s_.error(d.name.empty() ? loc : d.loc, "parameter has incomplete type 'void'");
    if (t->isArray()) {
      // Adjusted to a pointer to the element (C99 6.7.5.3p7).
      QualType elem = t->pointee;
      elem.quals |= t.quals;
      elem.as = t.as;
      t = QualType{s_.types().pointer(elem), 0, AS::None};
    }
    if (t.as != AS::None && t.as != AS::Private)
      s_.error(d.name.empty() ? loc : d.loc, "parameter may not be qualified with an address space");
    if (t->isStruct()) s_.requireComplete(t, d.loc, "parameter");
    params.push_back(s_.newParam(d.name, t, d.name.empty() ? loc : d.loc));
    params.back()->argTypeName = spelledArgType(spec, t);
    if (accept(Punct::Comma)) continue;
    expect(Punct::RParen, "after the parameters");
    break;
  }
  return params;
}

// clang writes a kernel argument's .type_name as the source spelled the type (a pointer: its
// pointee's spelling and "*"), address space and qualifiers dropped: a typedef or built-in
// type name stays ("size_t*", "u32"). "" when the spelling is not a name the declaration
// specifiers used (then argTypeName(type) is clang's spelling).
std::string Parser::spelledArgType(const DeclSpec& spec, QualType t) const {
  if (spec.typeNameSpelled.empty()) return "";
  if (t.t == spec.base.t && !t->isPointer()) return spec.typeNameSpelled;
  if (t->isPointer() && t->pointee.t == spec.base.t) return spec.typeNameSpelled + "*";
  return "";
}

uint32_t Parser::declaredAlign(const DeclSpec& spec, const Attributes& attrs, QualType t, const SourceLoc& loc) const {
  uint32_t a = std::max(spec.attrs.aligned, attrs.aligned);
  if (!spec.typedefAlign) return a;
  const Type* elem = t.t;
  while (elem->isArray()) elem = elem->pointee.t;
  if (elem != spec.base.t) return a;  // a pointer to the typedef's type: not the object's alignment
  if (spec.typedefAlign < alignOf(elem))
    s_.unsupported(loc, "a typedef whose 'aligned' attribute lowers its type's alignment");
  if (t->isArray() && sizeOf(elem) % spec.typedefAlign != 0)
    s_.error(loc, "size of array element of type '" + spec.typeNameSpelled + "' (" + std::to_string(sizeOf(elem)) +
                      " bytes) isn't a multiple of its alignment (" + std::to_string(spec.typedefAlign) + " bytes)");
  return std::max(a, spec.typedefAlign);
}

QualType Parser::extVectorType(const DeclSpec& spec, const Attributes& attrs, QualType t) {
  uint32_t n = attrs.extVector ? attrs.extVector : spec.attrs.extVector;
  if (!n) return t;
  const SourceLoc& loc = attrs.extVector ? attrs.extVectorLoc : spec.attrs.extVectorLoc;
  if (!t->isArithmetic() || t->kind == TK::Bool)
    s_.error(loc, "invalid vector element type '" + typeName(t.t) + "'");
  t.t = s_.types().vector(t.t, n);
  return t;
}

QualType Parser::parseTypeName() {
  DeclSpec spec = parseDeclSpec();
  if (spec.isTypedef || spec.isStatic || spec.isExtern || spec.isKernel) fail(peek(), "unexpected storage class in a type name");
  Declarator d = parseDeclarator(spec.base, true);
  if (!d.name.empty()) fail(peek(), "unexpected identifier '" + d.name + "' in a type name");
  if (d.isFunction) s_.unsupported(d.loc, "function types");
  return d.type;
}

void Parser::parseUnit() {
  while (peek().kind != TokKind::EndOfFile) {
    if (accept(Punct::Semi)) continue;
    parseExternalDeclaration();
  }
  s_.finishUnit();
}

void Parser::parseExternalDeclaration() {
  if (!startsDeclaration(peek())) {
    if (peek().kind == TokKind::Identifier)
      fail(peek(), "unknown type name '" + peek().text + "'");
    fail(peek(), "expected a declaration, found " + describe(peek()));
  }
  DeclSpec spec = parseDeclSpec();
  if (accept(Punct::Semi)) return;  // struct/enum declaration
  bool first = true;
  for (;;) {
    Declarator d = parseDeclarator(spec.base, false);
    Attributes da;  // this declarator's: aligned/packed apply to it alone
    parseAttributes(da);
    if (da.hasReqd) {
      spec.attrs.hasReqd = true;
      std::copy(da.reqd, da.reqd + 3, spec.attrs.reqd);
      spec.attrs.reqdLoc = da.reqdLoc;
    }
    if (spec.isTypedef) {
      if (d.isFunction) s_.unsupported(d.loc, "function typedefs");
      d.type = extVectorType(spec, da, d.type);
      s_.declareTypedef(d.name, d.type, d.loc, declaredAlign(spec, da, d.type, d.loc));
    } else if (d.isFunction) {
      if (spec.isExtern && peek().is(Punct::LBrace)) fail(peek(), "extern function definitions are not supported");
      FuncDecl* f = s_.declareFunc(d.name, d.type, d.params, spec.isKernel, d.loc);
      if (spec.attrs.hasReqd) {
        if (!spec.isKernel) s_.error(spec.attrs.reqdLoc, "'reqd_work_group_size' attribute only applies to kernel functions");
        std::copy(spec.attrs.reqd, spec.attrs.reqd + 3, f->reqdWorkGroupSize);
      }
      if (first && peek().is(Punct::LBrace)) {
        s_.beginFunctionBody(f);
        if (spec.isKernel) {
          s_.endFunctionBody(f, parseCompound(false));
          return;
        }
        // A helper's unsupported construct is an error only if a kernel calls the helper
        // (Sema::abandonFunctionBody): headers such as PyOpenCL's define many helpers
        // a kernel never uses.
        size_t open = pos_;
        try {
          s_.endFunctionBody(f, parseCompound(false));
        } catch (const UnsupportedError& e) {
          size_t close = open;
          for (int level = 0; close < toks_.size() && toks_[close].kind != TokKind::EndOfFile; ++close) {
            if (toks_[close].is(Punct::LBrace)) ++level;
            if (toks_[close].is(Punct::RBrace) && --level == 0) break;
          }
          if (close >= toks_.size() || !toks_[close].is(Punct::RBrace)) throw;
          pos_ = close + 1;
          syncPragmas();
          s_.abandonFunctionBody(f, e);
        }
        return;
      }
    } else {
      if (spec.isKernel) s_.error(d.loc, "'__kernel' can only be applied to functions");
      if (spec.isExtern) s_.unsupported(d.loc, "extern program-scope variables");
      Sema::InitTree init;
      bool hasInit = accept(Punct::Assign);
      if (hasInit) parseInitializer(init);
      VarDecl* v = s_.declareProgramVar(d.name, d.type, d.loc, hasInit ? &init : nullptr, spec.isStatic);
      v->alignAttr = declaredAlign(spec, da, v->type, d.loc);
    }
    first = false;
    if (accept(Punct::Comma)) continue;
    expect(Punct::Semi, "after the declaration");
    break;
  }
}

void Parser::parseInitializer(Sema::InitTree& out) {
  DepthGuard g(*this, peek());
  out.loc = peek().loc;
  if (accept(Punct::LBrace)) {
    while (!accept(Punct::RBrace)) {
      if (peek().is(Punct::Dot) || peek().is(Punct::LBracket)) s_.unsupported(peek().loc, "designated initializers");
      out.list.emplace_back();
      parseInitializer(out.list.back());
      if (!accept(Punct::Comma)) {
        expect(Punct::RBrace, "at the end of the initializer list");
        break;
      }
    }
    if (out.list.empty()) s_.error(out.loc, "empty initializer lists are not allowed in OpenCL C");
    return;
  }
  out.expr = parseAssign();
}

// ---- statements ----

Stmt* Parser::newStmt(SK k, const SourceLoc& loc) {
  s_.tu().stmts.emplace_back();
  Stmt* st = &s_.tu().stmts.back();
  st->kind = k;
  st->loc = loc;
  return st;
}

Stmt* Parser::parseCompound(bool newScope) {
  DepthGuard g(*this, peek());
  const Token& lb = peek();
  expect(Punct::LBrace, "");
  Stmt* st = newStmt(SK::Compound, lb.loc);
  if (newScope) s_.pushScope();
  while (!accept(Punct::RBrace)) {
    if (peek().kind == TokKind::EndOfFile) fail(peek(), "expected '}' at the end of the block");
    st->kids.push_back(parseStatement());
  }
  if (newScope) s_.popScope();
  return st;
}

Stmt* Parser::parseLocalDeclaration() {
  SourceLoc loc = peek().loc;
  DeclSpec spec = parseDeclSpec();
  if (spec.isKernel) s_.error(loc, "'__kernel' can only be applied to functions");
  if (spec.isExtern) s_.unsupported(loc, "extern variables in functions");
  Stmt* st = newStmt(SK::Decl, loc);
  if (accept(Punct::Semi)) return st;
  for (;;) {
    Declarator d = parseDeclarator(spec.base, false);
    Attributes attrs;
    parseAttributes(attrs);
    if (d.isFunction) s_.unsupported(d.loc, "function declarations inside functions");
    if (spec.isTypedef) {
      d.type = extVectorType(spec, attrs, d.type);
      s_.declareTypedef(d.name, d.type, d.loc, declaredAlign(spec, attrs, d.type, d.loc));
    } else if (spec.isStatic || d.type.as == AS::Constant) {
      // A static variable, or one in the constant address space (OpenCL C 2.0, 6.5.1 and
      // 6.5.3): an object of program scope, visible in this block only.
      if (spec.isStatic && d.type.as != AS::Constant && d.type.as != AS::Global)
        s_.error(d.loc, "static local variable must reside in global or constant address space");
      Sema::InitTree init;
      bool hasInit = accept(Punct::Assign);
      if (hasInit) parseInitializer(init);
      VarDecl* v = s_.declareProgramVar(d.name, d.type, d.loc, hasInit ? &init : nullptr, true, true);
      v->alignAttr = declaredAlign(spec, attrs, v->type, d.loc);
    } else {
      bool unsized = d.type->isArray() && d.type->count == 0;
      if (unsized && !peek().is(Punct::Assign)) s_.error(d.loc, "definition of variable with array type needs an explicit size or an initializer");
      if (unsized) {
        // Declared after the initializer gives the size; the name is not in scope in it.
        if (!accept(Punct::Assign)) fail(peek(), "expected '='");
        Sema::InitTree init;
        parseInitializer(init);
        VarDecl* v = s_.declareVar(d.name, d.type, d.loc, Storage::Auto);  // sized by initialize()
        v->alignAttr = declaredAlign(spec, attrs, d.type, d.loc);
        s_.initialize(v, init);
        st->decls.push_back(v);
      } else {
        VarDecl* v = s_.declareVar(d.name, d.type, d.loc, Storage::Auto);
        v->alignAttr = declaredAlign(spec, attrs, d.type, d.loc);
        if (accept(Punct::Assign)) {
          Sema::InitTree init;
          parseInitializer(init);
          s_.initialize(v, init);
        }
        st->decls.push_back(v);
      }
    }
    if (accept(Punct::Comma)) continue;
    expect(Punct::Semi, "after the declaration");
    break;
  }
  return st;
}

Stmt* Parser::parseFor() {
  const Token& kw = next();
  Stmt* st = newStmt(SK::For, kw.loc);
  expect(Punct::LParen, "after 'for'");
  s_.pushScope();
  if (!accept(Punct::Semi)) {
    if (startsDeclaration(peek())) {
      st->init = parseLocalDeclaration();
    } else {
      Stmt* e = newStmt(SK::Expr, peek().loc);
      e->expr = parseExpr();
      st->init = e;
      expect(Punct::Semi, "in 'for'");
    }
  }
  if (!peek().is(Punct::Semi)) st->expr = s_.condition(parseExpr(), "condition of 'for'", kw.loc);
  expect(Punct::Semi, "in 'for'");
  if (!peek().is(Punct::RParen)) st->inc = parseExpr();
  expect(Punct::RParen, "after the 'for' clauses");
  ++s_.loopDepth;
  st->body = parseStatement();
  --s_.loopDepth;
  s_.popScope();
  return st;
}

Stmt* Parser::parseSwitch() {
  const Token& kw = next();
  Stmt* st = newStmt(SK::Switch, kw.loc);
  expect(Punct::LParen, "after 'switch'");
  Expr* c = parseExpr();
  expect(Punct::RParen, "after the switch condition");
  c = s_.rvalue(c);
  if (!c->type->isInteger()) s_.error(kw.loc, "statement requires expression of integer type ('" + typeName(c->type.t) + "' invalid)");
  st->expr = s_.promote(c);
  s_.switches.push_back(st);
  st->body = parseStatement();
  s_.switches.pop_back();
  return st;
}

Stmt* Parser::parseStatement() {
  DepthGuard g(*this, peek());
  const Token& t = peek();
  if (t.is(Kw::Attribute)) {
    Attributes ignored;
    parseAttributes(ignored);
    return parseStatement();
  }
  if (startsDeclaration(t)) return parseLocalDeclaration();
  if (t.is(Punct::LBrace)) return parseCompound(true);
  if (t.is(Punct::Semi)) {
    next();
    return newStmt(SK::Null, t.loc);
  }
  if (t.kind == TokKind::Identifier && peek(1).is(Punct::Colon)) s_.unsupported(t.loc, "labels and goto");
  if (t.kind == TokKind::Keyword) {
    switch (t.kw) {
      case Kw::If: {
        next();
        Stmt* st = newStmt(SK::If, t.loc);
        expect(Punct::LParen, "after 'if'");
        st->expr = s_.condition(parseExpr(), "condition of 'if'", t.loc);
        expect(Punct::RParen, "after the condition");
        s_.pushScope();
        st->body = parseStatement();
        s_.popScope();
        if (peek().is(Kw::Else)) {
          next();
          s_.pushScope();
          st->other = parseStatement();
          s_.popScope();
        }
        return st;
      }
      case Kw::While: {
        next();
        Stmt* st = newStmt(SK::While, t.loc);
        expect(Punct::LParen, "after 'while'");
        st->expr = s_.condition(parseExpr(), "condition of 'while'", t.loc);
        expect(Punct::RParen, "after the condition");
        ++s_.loopDepth;
        s_.pushScope();
        st->body = parseStatement();
        s_.popScope();
        --s_.loopDepth;
        return st;
      }
      case Kw::Do: {
        next();
        Stmt* st = newStmt(SK::Do, t.loc);
        ++s_.loopDepth;
        s_.pushScope();
        st->body = parseStatement();
        s_.popScope();
        --s_.loopDepth;
        if (!peek().is(Kw::While)) fail(peek(), "expected 'while' in do/while loop, found " + describe(peek()));
        next();
        expect(Punct::LParen, "after 'while'");
        st->expr = s_.condition(parseExpr(), "condition of 'do'", t.loc);
        expect(Punct::RParen, "after the condition");
        expect(Punct::Semi, "after do/while statement");
        return st;
      }
      case Kw::For: return parseFor();
      case Kw::Switch: return parseSwitch();
      case Kw::Case: {
        next();
        if (s_.switches.empty()) s_.error(t.loc, "'case' statement not in switch statement");
        Stmt* st = newStmt(SK::Case, t.loc);
        Expr* e = parseConditional();
        int64_t v = s_.constInt(e, "case value");
        expect(Punct::Colon, "after 'case'");
        Stmt* sw = s_.switches.back();
        const Type* ct = sw->expr->type.t;
        uint64_t bits = static_cast<uint64_t>(v);
        if (intBits(ct) < 64) bits &= (uint64_t{1} << intBits(ct)) - 1;
        for (Stmt* c : sw->cases)
          if (c->kind == SK::Case && c->caseValue == bits) s_.error(e->loc, "duplicate case value '" + std::to_string(v) + "'");
        st->caseValue = bits;
        sw->cases.push_back(st);
        st->body = parseStatement();
        return st;
      }
      case Kw::Default: {
        next();
        if (s_.switches.empty()) s_.error(t.loc, "'default' statement not in switch statement");
        expect(Punct::Colon, "after 'default'");
        Stmt* sw = s_.switches.back();
        for (Stmt* c : sw->cases)
          if (c->kind == SK::Default) s_.error(t.loc, "multiple default labels in one switch");
        Stmt* st = newStmt(SK::Default, t.loc);
        sw->cases.push_back(st);
        st->body = parseStatement();
        return st;
      }
      case Kw::Break: {
        next();
        if (s_.loopDepth == 0 && s_.switches.empty()) s_.error(t.loc, "'break' statement not in loop or switch statement");
        expect(Punct::Semi, "after 'break'");
        return newStmt(SK::Break, t.loc);
      }
      case Kw::Continue: {
        next();
        if (s_.loopDepth == 0) s_.error(t.loc, "'continue' statement not in loop statement");
        expect(Punct::Semi, "after 'continue'");
        return newStmt(SK::Continue, t.loc);
      }
      case Kw::Return: {
        next();
        Stmt* st = newStmt(SK::Return, t.loc);
        FuncDecl* f = s_.currentFunction();
        if (!peek().is(Punct::Semi)) {
          Expr* e = parseExpr();
          if (f->ret->isVoid()) {
            if (!e->type->isVoid()) s_.error(t.loc, "void function '" + f->name + "' should not return a value");
            st->expr = e;  // `return f();` with a void f: evaluated for its effects
          } else {
            st->expr = s_.convertForAssign(e, f->ret, e->begin, "returning");
          }
        } else if (!f->ret->isVoid()) {
          s_.error(t.loc, "non-void function '" + f->name + "' should return a value");
        }
        expect(Punct::Semi, "after the return statement");
        return st;
      }
      case Kw::Goto: s_.unsupported(t.loc, "goto");
      default: break;
    }
  }
  Stmt* st = newStmt(SK::Expr, t.loc);
  st->expr = parseExpr();
  expect(Punct::Semi, "after the expression");
  return st;
}

// ---- expressions ----

Expr* Parser::parseExpr() {
  Expr* e = parseAssign();
  while (peek().is(Punct::Comma)) {
    const Token& c = next();
    Expr* r = parseAssign();
    e = s_.comma(e, r, c.loc);
  }
  return e;
}

static bool assignOp(Punct p, BinOp& op) {
  switch (p) {
    case Punct::StarAssign: op = BinOp::Mul; return true;
    case Punct::SlashAssign: op = BinOp::Div; return true;
    case Punct::PercentAssign: op = BinOp::Rem; return true;
    case Punct::PlusAssign: op = BinOp::Add; return true;
    case Punct::MinusAssign: op = BinOp::Sub; return true;
    case Punct::ShlAssign: op = BinOp::Shl; return true;
    case Punct::ShrAssign: op = BinOp::Shr; return true;
    case Punct::AmpAssign: op = BinOp::And; return true;
    case Punct::CaretAssign: op = BinOp::Xor; return true;
    case Punct::PipeAssign: op = BinOp::Or; return true;
    default: return false;
  }
}

Expr* Parser::parseAssign() {
  DepthGuard g(*this, peek());
  Expr* lhs = parseConditional();
  const Token& t = peek();
  if (t.kind != TokKind::Punct) return lhs;
  if (t.punct == Punct::Assign) {
    next();
    Expr* rhs = parseAssign();
    return s_.assign(lhs, rhs, t.loc);
  }
  BinOp op;
  if (assignOp(t.punct, op)) {
    next();
    Expr* rhs = parseAssign();
    return s_.compoundAssign(op, lhs, rhs, t.loc);
  }
  return lhs;
}

Expr* Parser::parseConditional() {
  Expr* c = parseBinary(1);
  if (!peek().is(Punct::Question)) return c;
  DepthGuard g(*this, peek());
  const Token& q = next();
  Expr* a = parseExpr();
  expect(Punct::Colon, "in the conditional expression");
  Expr* b = parseConditional();
  return s_.conditional(c, a, b, q.loc);
}

static int binaryPrec(const Token& t, BinOp& op) {
  if (t.kind != TokKind::Punct) return 0;
  switch (t.punct) {
    case Punct::PipePipe: op = BinOp::LOr; return 1;
    case Punct::AmpAmp: op = BinOp::LAnd; return 2;
    case Punct::Pipe: op = BinOp::Or; return 3;
    case Punct::Caret: op = BinOp::Xor; return 4;
    case Punct::Amp: op = BinOp::And; return 5;
    case Punct::EqEq: op = BinOp::Eq; return 6;
    case Punct::Ne: op = BinOp::Ne; return 6;
    case Punct::Lt: op = BinOp::Lt; return 7;
    case Punct::Gt: op = BinOp::Gt; return 7;
    case Punct::Le: op = BinOp::Le; return 7;
    case Punct::Ge: op = BinOp::Ge; return 7;
    case Punct::Shl: op = BinOp::Shl; return 8;
    case Punct::Shr: op = BinOp::Shr; return 8;
    case Punct::Plus: op = BinOp::Add; return 9;
    case Punct::Minus: op = BinOp::Sub; return 9;
    case Punct::Star: op = BinOp::Mul; return 10;
    case Punct::Slash: op = BinOp::Div; return 10;
    case Punct::Percent: op = BinOp::Rem; return 10;
    default: return 0;
  }
}

Expr* Parser::parseBinary(int minPrec) {
  Expr* lhs = parseUnary();
  for (;;) {
    BinOp op;
    int prec = binaryPrec(peek(), op);
    if (prec == 0 || prec < minPrec) return lhs;
    const Token& t = next();
    Expr* rhs = parseBinary(prec + 1);
    lhs = s_.binary(op, lhs, rhs, t.loc);
  }
}

Expr* Parser::parseUnary() {
  DepthGuard g(*this, peek());
  const Token& t = peek();
  if (t.kind == TokKind::Punct) {
    switch (t.punct) {
      case Punct::PlusPlus:
      case Punct::MinusMinus: {
        next();
        Expr* e = parseUnary();
        return s_.incDec(e, t.punct == Punct::PlusPlus, true, t.loc);
      }
      case Punct::Amp: next(); return s_.addrOf(parseUnary(), t.loc);
      case Punct::Star: next(); return s_.deref(parseUnary(), t.loc);
      case Punct::Plus: next(); return s_.unary(UnOp::Plus, parseUnary(), t.loc);
      case Punct::Minus: next(); return s_.unary(UnOp::Neg, parseUnary(), t.loc);
      case Punct::Tilde: next(); return s_.unary(UnOp::BitNot, parseUnary(), t.loc);
      case Punct::Excl: next(); return s_.unary(UnOp::LNot, parseUnary(), t.loc);
      case Punct::LParen: {
        if (!startsDeclaration(peek(1))) break;
        next();
        QualType ty = parseTypeName();
        expect(Punct::RParen, "after the type name");
        if (peek().is(Punct::LBrace)) s_.unsupported(peek().loc, "compound literals");
        if (ty->isVector() && peek().is(Punct::LParen)) {
          SourceLoc listLoc = next().loc;
          std::vector<Expr*> parts;
          for (;;) {
            parts.push_back(parseAssign());
            if (accept(Punct::Comma)) continue;
            expect(Punct::RParen, "after the vector literal");
            break;
          }
          Expr* lit = s_.vectorLiteral(ty.t, std::move(parts), listLoc);  // clang's loc for its errors
          if (lit->kind == EK::VecLit) lit->begin = t.loc;
          return parsePostfix(lit);
        }
        Expr* e = parseUnary();
        return s_.explicitCast(ty, e, t.loc);
      }
      default: break;
    }
  }
  if (t.is(Kw::Sizeof) || t.isName("vec_step")) {
    bool isSizeof = t.is(Kw::Sizeof);
    next();
    QualType ty;
    if (peek().is(Punct::LParen) && startsDeclaration(peek(1))) {
      next();
      ty = parseTypeName();
      expect(Punct::RParen, "after the type name");
    } else {
      Expr* e = parseUnary();
      ty = e->type;
    }
    return isSizeof ? s_.sizeOfType(ty, t.loc) : s_.vecStep(ty, t.loc);
  }
  return parsePostfix(parsePrimary());
}

Expr* Parser::parsePostfix(Expr* e) {
  for (;;) {
    const Token& t = peek();
    if (t.is(Punct::LBracket)) {
      next();
      Expr* i = parseExpr();
      expect(Punct::RBracket, "after the subscript");
      e = s_.index(e, i, t.loc);
    } else if (t.is(Punct::Dot) || t.is(Punct::Arrow)) {
      next();
      const Token& n = next();
      if (n.kind != TokKind::Identifier) fail(n, "expected a member name, found " + describe(n));
      e = s_.member(e, n.text, t.is(Punct::Arrow), t.loc, n.loc);
    } else if (t.is(Punct::PlusPlus) || t.is(Punct::MinusMinus)) {
      next();
      e = s_.incDec(e, t.is(Punct::PlusPlus), false, t.loc);
    } else if (t.is(Punct::LParen)) {
      s_.error(t.loc, "called object type '" + typeName(e->type.t) + "' is not a function");
    } else {
      return e;
    }
  }
}

Expr* Parser::parseNumber(const Token& t) {
  TypeTable& tt = s_.types();
  if (t.kind == TokKind::FloatLiteral) {
    if (t.floatSuffix == 'h') {
      if (!s_.fp16) s_.error(t.loc, "half precision constant requires cl_khr_fp16");
      return s_.floatLit(halfLiteralValue(t), tt.halfTy(), t.loc);
    }
    return s_.floatLit(t.floatValue, t.floatSuffix == 'f' ? tt.floatTy() : tt.doubleTy(), t.loc);
  }
  uint64_t v = t.intValue;
  bool decimal = t.radix == 10;
  const Type* ty = nullptr;
  if (t.intLong == 2) s_.unsupported(t.loc, "'long long' literals (reserved in OpenCL C)");
  // A decimal literal above LONG_MAX has no type in C99 6.4.4.1; clang gives it the unsigned
  // type (a warning, -Wimplicitly-unsigned-literal), so PyOpenCL's -9223372036854775808 (the
  // neutral element of max over long) is LONG_MIN.
  if (t.intUnsigned) {
    ty = (t.intLong == 0 && v <= UINT32_MAX) ? tt.uintTy() : tt.ulongTy();
  } else if (t.intLong) {
    ty = v <= INT64_MAX ? tt.longTy() : tt.ulongTy();
  } else if (v <= INT32_MAX) {
    ty = tt.intTy();
  } else if (!decimal && v <= UINT32_MAX) {
    ty = tt.uintTy();
  } else if (v <= INT64_MAX) {
    ty = tt.longTy();
  } else {
    ty = tt.ulongTy();
  }
  return s_.intLit(v, ty, t.loc);
}

// __builtin_amdgcn_fence's scope: a string literal, the one place gfxsim reads one (there are
// no string values). It becomes an integer constant of type `const __constant char *`, the
// scope's code (amdgcnSyncScope), which the built-in's check takes apart again.
Expr* Parser::syncScopeArgument(const Token& str) {
  int code = amdgcnSyncScope(str.value);
  if (code < 0) s_.error(str.loc, "unsupported atomic synchronization scope '" + str.value + "'");
  TypeTable& tt = s_.types();
  Expr* e = s_.intLit(static_cast<uint64_t>(code), tt.intTy(), str.loc);
  e->type = QualType{tt.pointer(QualType{tt.scalar(TK::Char), QConst, AS::Constant}), 0, AS::None};
  return e;
}

Expr* Parser::parsePrimary() {
  const Token& t = peek();
  switch (t.kind) {
    case TokKind::Identifier: {
      next();
      if (t.text == "__builtin_astype" && peek().is(Punct::LParen) && !s_.lookup(t.text)) {
        // clang's OpenCL __builtin_astype(value, type): as_<type>(value) for any type name.
        next();
        Expr* v = parseAssign();
        expect(Punct::Comma, "after the value of '__builtin_astype'");
        QualType to = parseTypeName();
        expect(Punct::RParen, "after the type of '__builtin_astype'");
        return s_.asType(v, to, t.loc);
      }
      if (peek().is(Punct::LParen)) {
        const Sema::Symbol* sym = s_.lookup(t.text);
        if (!sym || sym->kind == Sema::Symbol::Func) {
          next();
          std::vector<Expr*> args;
          if (!peek().is(Punct::RParen)) {
            for (;;) {
              if (peek().kind == TokKind::StringLiteral && t.text == "__builtin_amdgcn_fence") {
                args.push_back(syncScopeArgument(next()));
                if (accept(Punct::Comma)) continue;
                break;
              }
              args.push_back(parseAssign());
              if (accept(Punct::Comma)) continue;
              break;
            }
          }
          SourceLoc rparen = peek().loc;
          expect(Punct::RParen, "after the call arguments");
          return s_.call(t.text, t.loc, std::move(args), rparen);
        }
      }
      return s_.name(t.text, t.loc);
    }
    case TokKind::IntLiteral:
    case TokKind::FloatLiteral:
      next();
      return parseNumber(t);
    case TokKind::CharLiteral:
      next();
      return s_.intLit(t.intValue, s_.types().intTy(), t.loc);
    case TokKind::StringLiteral: {
      // Adjacent literals are one (C99 5.1.1.2, translation phase 6).
      std::string bytes;
      while (peek().kind == TokKind::StringLiteral) bytes += next().value;
      return s_.stringLiteral(bytes, t.loc);
    }
    case TokKind::Keyword:
      if (t.is(Kw::True) || t.is(Kw::False)) {
        next();
        return s_.intLit(t.is(Kw::True) ? 1 : 0, s_.types().intTy(), t.loc);
      }
      break;
    case TokKind::Punct:
      if (t.is(Punct::LParen)) {
        DepthGuard g(*this, t);
        next();
        Expr* e = parseExpr();
        expect(Punct::RParen, "to match this '('");
        return e;
      }
      break;
    default: break;
  }
  fail(t, "expected an expression, found " + describe(t));
}

}  // namespace gfxsim::cl
