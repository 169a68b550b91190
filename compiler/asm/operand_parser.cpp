#include "asm/operand_parser.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "isa/swizzle.h"
#include "support/error.h"

namespace gfxsim::as {

void TokenCursor::fail(const Token& at, const std::string& msg) const {
  throw Error(SourceLoc{file_, at.line, at.col}, msg);
}

void TokenCursor::expect(std::string_view p, std::string_view what) {
  if (!accept(p)) fail("expected '" + std::string(p) + "' " + std::string(what));
}

const Token& TokenCursor::nextString(std::string_view what) {
  const Token& t = next();
  if (t.kind != Tok::String) fail(t, "expected " + std::string(what));
  checkString(t);
  return t;
}

std::optional<Value> TokenCursor::evaluateAt(const Expr& e, std::string* why, const Token& at) const {
  try {
    return evaluate(e, why);
  } catch (const ExprDepthError& d) {
    fail(at, d.what());
  }
}

TokenCursor::Nesting::Nesting(TokenCursor& cursor, const Token& at) : c(cursor) {
  if (++c.depth_ > kMaxExprDepth) {
    --c.depth_;
    c.fail(at, "expression is nested more than " + std::to_string(kMaxExprDepth) + " levels deep");
  }
}

namespace {

struct BinOp { std::string_view tok; Expr::Op op; int prec; };
// GNU-as-like precedence (higher binds tighter).
constexpr BinOp kBinOps[] = {
    {"||", Expr::Op::LOr, 1}, {"&&", Expr::Op::LAnd, 2},
    {"|", Expr::Op::Or, 3},   {"^", Expr::Op::Xor, 3},  {"&", Expr::Op::And, 3},
    {"==", Expr::Op::Eq, 4},  {"!=", Expr::Op::Ne, 4},  {"<", Expr::Op::Lt, 4},
    {"<=", Expr::Op::Le, 4},  {">", Expr::Op::Gt, 4},   {">=", Expr::Op::Ge, 4},
    {"+", Expr::Op::Add, 5},  {"-", Expr::Op::Sub, 5},
    {"*", Expr::Op::Mul, 6},  {"/", Expr::Op::Div, 6},  {"%", Expr::Op::Mod, 6},
    {"<<", Expr::Op::Shl, 6}, {">>", Expr::Op::Shr, 6},
};

Variant parseVariant(std::string_view v) {
  if (v == "rel32@lo") return Variant::Rel32Lo;
  if (v == "rel32@hi") return Variant::Rel32Hi;
  if (v == "abs32@lo") return Variant::Abs32Lo;
  if (v == "abs32@hi") return Variant::Abs32Hi;
  if (v == "gotpcrel32@lo" || v == "gotpcrel@lo") return Variant::GotPcRel32Lo;
  if (v == "gotpcrel32@hi" || v == "gotpcrel@hi") return Variant::GotPcRel32Hi;
  if (v == "rel64") return Variant::Rel64;
  return Variant::None;
}

}  // namespace

ExprPtr TokenCursor::parseExpr() { return parseBinary(1); }

ExprPtr TokenCursor::parseBinary(int prec) {
  ExprPtr lhs = parseUnary();
  for (;;) {
    const Token& t = peek();
    const BinOp* found = nullptr;
    if (t.kind == Tok::Punct)
      for (const auto& b : kBinOps)
        if (t.text == b.tok && b.prec >= prec && (barIsOperator_ || b.tok != "|")) { found = &b; break; }
    if (!found) return lhs;
    next();
    Nesting level(*this, t);
    ExprPtr rhs = parseBinary(found->prec + 1);
    auto e = std::make_unique<Expr>();
    e->op = found->op;
    e->line = t.line;
    e->col = t.col;
    e->a = std::move(lhs);
    e->b = std::move(rhs);
    lhs = std::move(e);
  }
}

ExprPtr TokenCursor::parseUnary() {
  const Token& t = peek();
  auto e = std::make_unique<Expr>();
  e->line = t.line;
  e->col = t.col;
  if (t.is("-") || t.is("~") || t.is("!") || t.is("+")) {
    next();
    Nesting level(*this, t);
    if (t.text == "+") return parseUnary();
    e->op = t.text == "-" ? Expr::Op::Neg : t.text == "~" ? Expr::Op::Not : Expr::Op::LNot;
    e->a = parseUnary();
    return e;
  }
  if (t.is("(")) {
    next();
    Nesting level(*this, t);
    ExprPtr inner = parseExpr();
    expect(")", "to close the expression");
    return inner;
  }
  if (t.kind == Tok::Int) {
    next();
    if (t.overflow) fail(t, "integer literal does not fit in 64 bits");
    e->op = Expr::Op::Const;
    e->value = static_cast<int64_t>(t.ival);
    return e;
  }
  if (t.kind == Tok::Ident) {
    next();
    if ((t.text == "max" || t.text == "min") && peek().is("(")) {
      next();
      Nesting level(*this, t);
      e->op = t.text == "max" ? Expr::Op::Max : Expr::Op::Min;
      e->a = parseExpr();
      while (accept(",")) {
        auto outer = std::make_unique<Expr>();
        outer->op = e->op;
        outer->a = std::move(e->a);
        outer->b = parseExpr();
        e->a = std::move(outer);
      }
      expect(")", "to close max/min");
      // max(a) alone: fold into a (b missing) by max(a, a).
      if (!e->b) {
        auto only = std::move(e->a);
        return only;
      }
      return e;
    }
    std::string_view name = t.text;
    Variant var = Variant::None;
    if (auto at = name.find('@'); at != std::string_view::npos) {
      var = parseVariant(name.substr(at + 1));
      if (var == Variant::None) fail(t, "unknown relocation variant '" + std::string(name.substr(at)) + "'");
      name = name.substr(0, at);
    }
    e->op = Expr::Op::Sym;
    e->sym = syms_.lookup(std::string(name));
    e->sym->used = true;
    e->variant = var;
    return e;
  }
  fail(t, t.kind == Tok::EndOfStatement || t.kind == Tok::EndOfFile ? "expected an expression"
                                                                     : "unexpected '" + std::string(t.text) + "' in expression");
}

int64_t TokenCursor::parseAbsolute(std::string_view what) {
  const Token& at = peek();
  ExprPtr e = parseExpr();
  std::string why;
  auto v = evaluateAt(*e, &why, at);
  if (!v) fail(at, std::string(what) + ": " + (why.empty() ? "expression is not constant" : why));
  if (!v->isConst()) fail(at, std::string(what) + " must be an absolute expression");
  return v->constant;
}

namespace {

// Register syntax: v5, v[4:7], s[0:1], ttmp[4:7], vcc, exec_lo, m0, a3, null, ...
bool parseRegister(TokenCursor& cur, const isa::Description& d, ParsedOperand& out) {
  const Token& t = cur.peek();
  if (t.kind != Tok::Ident) return false;
  std::string name(t.text);
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
  // Named single registers and pairs (and their aliases).
  if (const isa::NamedReg* r = d.namedReg(name)) {
    cur.next();
    out.kind = ParsedOperand::Kind::Reg;
    out.file = RegFile::Scalar;
    out.number = r->number;
    out.dwords = r->width;
    out.regText = name;
    return true;
  }
  // Register files: prefix followed by a number, or by [lo:hi].
  for (const auto& r : d.regs) {
    if (r.count == 0 || name.compare(0, r.name.size(), r.name) != 0) continue;
    std::string_view rest = std::string_view(name).substr(r.name.size());
    unsigned lo = 0, hi = 0;
    if (rest.empty()) {
      if (!cur.peek(1).is("[")) continue;
      cur.next();
      cur.next();
      const Token& a = cur.next();
      if (a.kind != Tok::Int) cur.fail(a, "expected a register index");
      lo = hi = static_cast<unsigned>(std::min<uint64_t>(a.ival, 1u << 20));
      if (cur.accept(":")) {
        const Token& b = cur.next();
        if (b.kind != Tok::Int) cur.fail(b, "expected a register index");
        hi = static_cast<unsigned>(std::min<uint64_t>(b.ival, 1u << 20));
      }
      cur.expect("]", "to close the register range");
      if (hi < lo) cur.fail(t, "invalid register range " + name + "[" + std::to_string(lo) + ":" + std::to_string(hi) + "]");
    } else {
      if (!std::all_of(rest.begin(), rest.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        continue;
      if (rest.size() > 1 && rest[0] == '0') continue;
      if (rest.size() > 6) cur.fail(t, "register index out of range: " + name);
      lo = hi = static_cast<unsigned>(std::stoul(std::string(rest)));
      cur.next();
    }
    if (hi >= r.count) cur.fail(t, "register index out of range: " + std::string(t.text) + (rest.empty() ? "[...]" : ""));
    out.kind = ParsedOperand::Kind::Reg;
    out.file = r.name == "v" ? RegFile::V : r.name == "a" ? RegFile::A : RegFile::Scalar;
    out.number = out.file == RegFile::Scalar ? r.number + lo : lo;
    out.dwords = hi - lo + 1;
    out.regText = name;
    return true;
  }
  return false;
}

// Modifier names of the syntax itself, plus (isModifierName) those of the description:
// the fields rows list in `mods=` (cbsz, scc, ...) and the DPP controls.
bool isSyntaxModifier(std::string_view n) {
  static const char* names[] = {"offset", "offset0", "offset1", "glc", "slc", "dlc", "gds", "lds", "tfe", "offen",
                                "idxen", "addr64", "clamp", "mul", "div", "op_sel", "op_sel_hi", "neg_lo",
                                "neg_hi", "quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol",
                                "wave_shr", "wave_ror", "row_mirror", "row_half_mirror", "row_bcast", "row_share",
                                "row_xmask", "row_mask", "bank_mask", "bound_ctrl", "fi", "dpp8", "dst_sel",
                                "dst_unused", "src0_sel", "src1_sel", "nv", "sc0", "sc1", "nt", "a16", "d16"};
  for (const char* s : names)
    if (n == s) return true;
  return false;
}

bool isModifierName(const isa::Description& d, std::string_view n) { return isSyntaxModifier(n) || d.isModifier(n); }

// A register name: a named register (`scc`) or a register file with an index (`a16`).
bool isRegisterName(const isa::Description& d, std::string_view n) {
  if (d.namedReg(n)) return true;
  for (const auto& r : d.regs) {
    if (r.count == 0 || !n.starts_with(r.name) || n.size() == r.name.size()) continue;
    std::string_view rest = n.substr(r.name.size());
    if (std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; })) return true;
  }
  return false;
}

// MTBUF `format:[NAME,...]`: gfx9 a data and/or a number format (`bufdfmt`/`bufnfmt`, packed
// as the pseudo-format BUFFMT says; a component not named keeps the default format's), gfx10+
// one unified format (`bufufmt`). Names as llvm-mc-19 spells them (case-sensitive).
int64_t parseBufferFormat(TokenCursor& cur, const isa::Description& d) {
  const isa::Format* bf = d.format("BUFFMT");
  const uint64_t dflt = static_cast<uint64_t>(d.attr("mtbuf_format_default"));
  const isa::Field* df = bf ? bf->field("dfmt") : nullptr;
  const isa::Field* nf = bf ? bf->field("nfmt") : nullptr;
  int64_t dfmt = -1, nfmt = -1, ufmt = -1;
  do {
    const Token& n = cur.peek();
    if (n.kind != Tok::Ident) cur.fail(n, "expected a format name");
    cur.next();
    auto find = [&](const std::vector<isa::NamedValue>& tab) -> int64_t {
      for (const auto& e : tab)
        if (e.name == n.text) return e.value;
      return -1;
    };
    if (int64_t v = find(d.bufDfmts); v >= 0 && df) {
      if (dfmt >= 0) cur.fail(n, "duplicate data format");
      dfmt = v;
    } else if (int64_t v2 = find(d.bufNfmts); v2 >= 0 && nf) {
      if (nfmt >= 0) cur.fail(n, "duplicate numeric format");
      nfmt = v2;
    } else if (int64_t v3 = find(d.bufUfmts); v3 >= 0 && dfmt < 0 && nfmt < 0) {
      ufmt = v3;
      break;  // a unified format stands alone (llvm-mc-19: "expected a closing square bracket")
    } else {
      cur.fail(n, "unsupported format '" + std::string(n.text) + "'");
    }
  } while (cur.accept(","));
  if (!cur.peek().is("]")) cur.fail(cur.peek(), "expected a closing square bracket");
  cur.next();
  if (ufmt >= 0) return ufmt;
  uint64_t v = df->insert(0, dfmt >= 0 ? static_cast<uint64_t>(dfmt) : df->extract(dflt));
  return static_cast<int64_t>(nf->insert(v, nfmt >= 0 ? static_cast<uint64_t>(nfmt) : nf->extract(dflt)));
}

void parseModifier(TokenCursor& cur, ParsedInst& pi, const isa::Description& d) {
  const Token& t = cur.next();
  ParsedMod m;
  m.name = std::string(t.text);
  m.line = t.line;
  m.col = t.col;
  m.opsBefore = pi.ops.size();
  if (m.name == "format" && cur.peek().is(":") && cur.peek(1).is("[")) {
    cur.next();
    cur.next();
    m.hasValue = true;
    m.value = parseBufferFormat(cur, d);
  } else if (cur.accept(":")) {
    m.hasValue = true;
    if (cur.accept("[")) {
      if (!cur.peek().is("]")) {
        do {
          m.list.push_back(cur.parseAbsolute("modifier list element"));
        } while (cur.accept(","));
      }
      cur.expect("]", "to close the modifier list");
    } else if (cur.peek().is("swizzle") && cur.peek(1).is("(")) {
      // offset:swizzle(MODE, ...) of ds_swizzle_b32.
      const Token& st = cur.next();
      cur.next();
      const Token& mode = cur.next();
      std::vector<std::string> args;
      while (cur.accept(",")) {
        const Token& a = cur.peek();
        if (a.kind == Tok::String) {
          cur.checkString(a);
          args.push_back(a.str);
          cur.next();
        } else {
          args.push_back(std::to_string(cur.parseAbsolute("swizzle argument")));
        }
      }
      cur.expect(")", "to close swizzle");
      std::string why;
      auto v = isa::encodeSwizzle(std::string(mode.text), args, &why);
      if (!v) cur.fail(st, "invalid swizzle: " + why);
      m.value = *v;
    } else if (cur.peek().kind == Tok::Ident && !cur.peek(1).is("+") && !cur.peek(1).is("-")) {
      // Symbolic values (dst_sel:BYTE_0).
      m.ident = std::string(cur.next().text);
    } else {
      m.value = cur.parseAbsolute("modifier value '" + m.name + "'");
    }
  }
  for (const auto& other : pi.mods)
    if (other.name == m.name) cur.fail(t, "duplicate modifier '" + m.name + "'");
  pi.mods.push_back(std::move(m));
}

// Special immediate syntaxes, all producing a simm16.
using CounterTable = std::vector<std::pair<std::string, const isa::Field*>>;

// `vmcnt(0) lgkmcnt(1)`, `depctr_va_vdst(0)`: counters in a simm16, each starting at its
// maximum (= no wait), the named ones lowered.
int64_t parseCounters(TokenCursor& cur, const CounterTable& table, const Token& first) {
  uint64_t v = 0;
  for (const auto& [name, f] : table) v = f->insert(v, f->maxValue());
  bool any = false;
  for (;;) {
    const Token& t = cur.peek();
    if (t.kind != Tok::Ident || !cur.peek(1).is("(")) break;
    std::string name(t.text);
    bool sat = false;
    if (name.size() > 4 && name.ends_with("_sat")) { sat = true; name.resize(name.size() - 4); }
    const isa::Field* f = nullptr;
    for (const auto& [n, fl] : table)
      if (n == name) f = fl;
    if (!f) cur.fail(t, "unknown wait counter '" + std::string(t.text) + "'");
    cur.next();
    cur.next();
    int64_t n = cur.parseAbsolute("wait count");
    cur.expect(")", "to close the counter");
    if (n < 0 || static_cast<uint64_t>(n) > f->maxValue()) {
      if (!sat) cur.fail(t, "too large value for " + name);
      n = static_cast<int64_t>(f->maxValue());
    }
    v = f->insert(v, static_cast<uint64_t>(n));
    any = true;
    if (!cur.accept("&")) cur.accept(",");
  }
  if (!any) cur.fail(first, "expected a wait counter");
  return static_cast<int64_t>(v);
}

int64_t lookupNamed(TokenCursor& cur, const std::vector<isa::NamedValue>& table, std::string_view what) {
  const Token& t = cur.peek();
  if (t.kind == Tok::Ident) {
    for (const auto& nv : table)
      if (nv.name == t.text) {
        cur.next();
        return static_cast<int64_t>(nv.value);
      }
    cur.fail(t, "unknown " + std::string(what) + " '" + std::string(t.text) + "'");
  }
  return cur.parseAbsolute(what);
}

// A special immediate assembled from named fields of a description pseudo-format. The fields
// are ORed together, as llvm-mc does: where they overlap (gfx11 SENDMSG: the operation lies
// within the 8-bit message id) the written parts combine.
int64_t packFields(TokenCursor& cur, const isa::Description& d, const char* format,
                   std::initializer_list<std::pair<const char*, int64_t>> values) {
  const isa::Format* f = d.format(format);
  if (!f) cur.fail(std::string("this target has no ") + format + " layout");
  uint64_t v = 0;
  for (const auto& [name, value] : values) {
    const isa::Field* fl = f->field(name);
    if (!fl || value < 0 || static_cast<uint64_t>(value) > fl->maxValue()) return -1;
    v |= fl->insert(0, static_cast<uint64_t>(value));
  }
  return static_cast<int64_t>(v);
}

// s_delay_alu: `instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)`, fields from
// the description's `delayalu` lines, in any order, each at most once.
int64_t parseDelayAlu(TokenCursor& cur, const isa::Description& d) {
  uint64_t v = 0;
  std::vector<std::string> seen;
  do {
    const Token& nt = cur.next();
    const isa::DelayAluField* f = nullptr;
    for (const auto& x : d.delayAlu)
      if (x.name == nt.text) f = &x;
    if (!f) cur.fail(nt, "invalid field name '" + std::string(nt.text) + "'");
    if (std::find(seen.begin(), seen.end(), f->name) != seen.end()) cur.fail(nt, "duplicate field '" + f->name + "'");
    seen.push_back(f->name);
    cur.expect("(", "after " + f->name);
    const Token& vt = cur.next();
    bool found = false;
    for (const auto& [name, value] : f->values)
      if (name == vt.text) {
        v = f->bits->insert(v, value);
        found = true;
      }
    if (!found) cur.fail(vt, "invalid value name '" + std::string(vt.text) + "' for " + f->name);
    cur.expect(")", "to close " + f->name);
  } while (cur.accept("|"));
  return static_cast<int64_t>(v);
}

// hwreg(ID[, offset, size]).
int64_t parseHwreg(TokenCursor& cur, const isa::Description& d) {
  cur.expect("(", "after hwreg");
  const Token& at = cur.peek();
  int64_t id = lookupNamed(cur, d.hwregs, "hardware register");
  int64_t offset = 0, size = 32;
  if (cur.accept(",")) {
    offset = cur.parseAbsolute("hwreg bit offset");
    cur.expect(",", "before the hwreg bitfield size");
    size = cur.parseAbsolute("hwreg bitfield size");
  }
  cur.expect(")", "to close hwreg");
  if (packFields(cur, d, "HWREG", {{"hwreg_id", id}}) < 0) cur.fail(at, "invalid hardware register id " + std::to_string(id));
  if (packFields(cur, d, "HWREG", {{"hwreg_offset", offset}}) < 0) cur.fail(at, "invalid bit offset: only 5-bit values are legal");
  if (size < 1 || packFields(cur, d, "HWREG", {{"hwreg_size", size - 1}}) < 0)
    cur.fail(at, "invalid bitfield width: only values from 1 to 32 are legal");
  return packFields(cur, d, "HWREG", {{"hwreg_id", id}, {"hwreg_offset", offset}, {"hwreg_size", size - 1}});
}

// sendmsg(MSG[, OP[, STREAM]]).
int64_t parseSendmsg(TokenCursor& cur, const isa::Description& d) {
  cur.expect("(", "after sendmsg");
  const Token& mt = cur.peek();
  int64_t msg = lookupNamed(cur, d.sendmsgs, "message");
  int64_t op = 0, stream = 0;
  if (cur.accept(",")) {
    const Token& ot = cur.peek();
    if (ot.kind == Tok::Ident) {
      bool found = false;
      for (const auto& nv : d.sysmsgs)
        if (nv.name == ot.text) {
          op = static_cast<int64_t>(nv.value);
          found = true;
        }
      if (!found) cur.fail(ot, "unknown message operation '" + std::string(ot.text) + "'");
      cur.next();
    } else {
      op = cur.parseAbsolute("message operation");
    }
    if (cur.accept(",")) stream = cur.parseAbsolute("message stream id");
  }
  cur.expect(")", "to close sendmsg");
  int64_t v = packFields(cur, d, "SENDMSG", {{"msg_id", msg}, {"msg_op", op}, {"msg_stream", stream}});
  if (v < 0) cur.fail(mt, "invalid message id, operation or stream id");
  return v;
}

ParsedOperand parseOperand(TokenCursor& cur, const isa::Description& d, const Token& mnem) {
  ParsedOperand op;
  const Token& start = cur.peek();
  op.line = start.line;
  op.col = start.col;
  // Source modifiers: -x, |x|, -|x|, abs(x), neg(x), sext(x).
  bool closeAbs = false, closeParen = false;
  if (cur.peek().is("-") && (cur.peek(1).is("|") || cur.peek(1).kind == Tok::Ident ||
                              (cur.peek(1).is("abs") && cur.peek(2).is("(")))) {
    // "-v1", "-|v1|"; a negative number is parsed as a constant below.
    size_t save = cur.pos();
    (void)save;
    if (cur.peek(1).is("|") || cur.peek(1).kind == Tok::Ident) {
      // Only treat as a modifier when a register (or abs) follows.
      cur.next();
      op.neg = true;
    }
  }
  if (cur.accept("|")) {
    op.abs = true;
    closeAbs = true;
    cur.setBarIsOperator(false);
  } else if ((cur.peek().is("abs") || cur.peek().is("neg") || cur.peek().is("sext")) && cur.peek(1).is("(")) {
    std::string_view which = cur.next().text;
    cur.next();
    if (which == "abs") op.abs = true;
    else if (which == "neg") op.neg = true;
    else op.sext = true;
    closeParen = true;
    if (which != "abs" && (cur.peek().is("|") || ((cur.peek().is("abs")) && cur.peek(1).is("(")))) {
      // neg(|v1|) / sext(abs(v1)) nesting
      ParsedOperand inner = parseOperand(cur, d, mnem);
      inner.neg = inner.neg || op.neg;
      inner.sext = inner.sext || op.sext;
      inner.line = op.line;
      inner.col = op.col;
      cur.expect(")", "to close the modifier");
      return inner;
    }
  }
  if (parseRegister(cur, d, op)) {
    // done
  } else if (cur.peek().is("off")) {
    cur.next();
    op.kind = ParsedOperand::Kind::Off;
  } else if (cur.peek().kind == Tok::Ident && cur.peek(1).is("(") &&
             (d.counterIndex(cur.peek().text) >= 0 || cur.peek().text.ends_with("_sat"))) {
    op.kind = ParsedOperand::Kind::Waitcnt;
    op.ival = parseCounters(cur, d.waitcnts, cur.peek());
  } else if (cur.peek().kind == Tok::Ident && cur.peek(1).is("(") && cur.peek().text.starts_with("depctr_")) {
    op.kind = ParsedOperand::Kind::DepCtr;
    op.ival = parseCounters(cur, d.depctrs, cur.peek());
  } else if (cur.peek().kind == Tok::Ident && cur.peek(1).is("(") && !d.delayAlu.empty() &&
             std::any_of(d.delayAlu.begin(), d.delayAlu.end(), [&](const isa::DelayAluField& f) { return f.name == cur.peek().text; })) {
    op.kind = ParsedOperand::Kind::DelayAlu;
    op.ival = parseDelayAlu(cur, d);
  } else if (cur.peek().is("gpr_idx") && cur.peek(1).is("(")) {
    cur.next();
    cur.next();
    op.kind = ParsedOperand::Kind::GprIdx;
    uint64_t mask = 0;
    if (!cur.peek().is(")")) {
      do {
        const Token& n = cur.next();
        bool found = false;
        for (const auto& g : d.gpridx)
          if (g.name == n.text) {
            if (mask & g.value) cur.fail(n, "duplicate VGPR index mode");
            mask |= g.value;
            found = true;
          }
        if (!found) cur.fail(n, "expected a VGPR index mode");
      } while (cur.accept(","));
    }
    cur.expect(")", "to close gpr_idx");
    op.ival = static_cast<int64_t>(mask);
  } else if (cur.peek().is("hwreg") && cur.peek(1).is("(")) {
    cur.next();
    op.kind = ParsedOperand::Kind::Hwreg;
    op.ival = parseHwreg(cur, d);
  } else if (cur.peek().is("sendmsg") && cur.peek(1).is("(")) {
    cur.next();
    op.kind = ParsedOperand::Kind::Sendmsg;
    op.ival = parseSendmsg(cur, d);
  } else if (cur.peek().kind == Tok::Float || (cur.peek().is("-") && cur.peek(1).kind == Tok::Float)) {
    bool neg = cur.accept("-");
    op.kind = ParsedOperand::Kind::Float;
    op.fval = neg ? -cur.next().fval : cur.next().fval;
  } else {
    const Token& et = cur.peek();
    if (et.kind == Tok::EndOfStatement || et.kind == Tok::EndOfFile || et.is(","))
      cur.fail(et, "expected an operand");
    ExprPtr e = cur.parseExpr();
    std::string why;
    auto v = cur.evaluateAt(*e, &why, et);
    if (v && v->isConst()) {
      op.kind = ParsedOperand::Kind::Int;
      op.ival = v->constant;
    } else {
      op.kind = ParsedOperand::Kind::Expr;
      op.expr = std::move(e);
    }
  }
  if (closeAbs) {
    cur.setBarIsOperator(true);
    cur.expect("|", "to close the absolute value");
  }
  if (closeParen) cur.expect(")", "to close the modifier");
  if (op.neg && !op.abs && !closeParen && op.kind == ParsedOperand::Kind::Int) {
    op.ival = static_cast<int64_t>(0ull - static_cast<uint64_t>(op.ival));
    op.neg = false;
  }
  if ((op.neg || op.abs || op.sext) && op.kind != ParsedOperand::Kind::Reg && op.kind != ParsedOperand::Kind::Int &&
      op.kind != ParsedOperand::Kind::Float)
    cur.fail(start, "source modifier on an operand that cannot take one");
  return op;
}

}  // namespace

ParsedInst parseInstruction(TokenCursor& cur, const Token& mnemonic, const isa::Description& d, bool wave64) {
  ParsedInst pi;
  pi.mnemonic = std::string(mnemonic.text);
  std::transform(pi.mnemonic.begin(), pi.mnemonic.end(), pi.mnemonic.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  pi.line = mnemonic.line;
  pi.col = mnemonic.col;
  bool first = true, afterComma = false;
  while (!cur.atEnd()) {
    const Token& t = cur.peek();
    if (t.is(":") && cur.peek(1).is(":")) {
      // VOPD: `X :: Y` -- the rest of the statement is the second instruction.
      cur.next();
      cur.next();
      const Token& m2 = cur.next();
      if (m2.kind != Tok::Ident) cur.fail(m2, "expected the second instruction of a dual-issue pair after '::'");
      pi.dual = std::make_shared<ParsedInst>(parseInstruction(cur, m2, d, wave64));
      break;
    }
    bool isMod = t.kind == Tok::Ident && isModifierName(d, t.text) &&
                 (cur.peek(1).is(":") || cur.peek(1).kind == Tok::EndOfStatement || cur.peek(1).kind == Tok::EndOfFile ||
                  cur.peek(1).kind == Tok::Ident || cur.peek(1).is(","));
    // A modifier name that is also a register name (gfx90a `scc` and the `scc` register,
    // `a16` and AGPR 16) is an operand where an operand is expected: first, or after a comma.
    if (isMod && (first || afterComma) && isRegisterName(d, t.text) && !cur.peek(1).is(":")) isMod = false;
    afterComma = false;
    // "offset" etc. could also be symbol names used as operands; a modifier is never
    // followed by an operator.
    if (isMod) {
      parseModifier(cur, pi, d);
      cur.accept(",");  // llvm-mc tolerates commas between modifiers
      first = false;
      continue;
    }
    if (!first && !pi.ops.empty()) {
      // operands are comma separated
    }
    pi.ops.push_back(parseOperand(cur, d, mnemonic));
    first = false;
    if (cur.accept(",")) {
      if (cur.atEnd()) cur.fail("expected an operand after ','");
      afterComma = true;
      continue;
    }
    if (cur.atEnd()) break;
    // Waitcnt pieces separated by blanks are consumed by parseWaitcnt; anything else
    // must be a modifier.
    const Token& n = cur.peek();
    if (!(n.kind == Tok::Ident && isModifierName(d, n.text)) && !(n.is(":") && cur.peek(1).is(":")))
      cur.fail(n, "unexpected '" + std::string(n.text) + "' (expected ',' or a modifier)");
  }
  return pi;
}

}  // namespace gfxsim::as
