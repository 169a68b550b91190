#include "asm/expr.h"

#include <algorithm>

namespace gfxsim::as {

std::optional<Value> evaluate(const Expr& e, std::string* why) {
  auto fail = [&](const std::string& m) -> std::optional<Value> {
    if (why && why->empty()) *why = m;
    return std::nullopt;
  };
  switch (e.op) {
    case Expr::Op::Const: return Value{e.value};
    case Expr::Op::Sym: {
      Symbol* s = e.sym;
      if (s->isVariable) {
        if (s->evaluating) return fail("cyclic definition of symbol '" + s->name + "'");
        s->evaluating = true;
        auto v = evaluate(*s->valueExpr, why);
        s->evaluating = false;
        if (v && e.variant != Variant::None) {
          if (v->isConst()) return fail("relocation variant on constant symbol '" + s->name + "'");
          v->variant = e.variant;
        }
        return v;
      }
      if (!s->defined) return fail("undefined symbol '" + s->name + "'");
      return Value{static_cast<int64_t>(s->offset), s, e.variant};
    }
    default: break;
  }
  auto x = evaluate(*e.a, why);
  if (!x) return std::nullopt;
  if (e.op == Expr::Op::Neg || e.op == Expr::Op::Not || e.op == Expr::Op::LNot) {
    if (!x->isConst()) return fail("operator on a relocatable value");
    int64_t v = x->constant;
    return Value{e.op == Expr::Op::Neg ? static_cast<int64_t>(0ull - static_cast<uint64_t>(v))
                 : e.op == Expr::Op::Not ? ~v : static_cast<int64_t>(!v)};
  }
  auto y = evaluate(*e.b, why);
  if (!y) return std::nullopt;
  // Label arithmetic: label +- const, const + label, label - label (same section).
  if (!x->isConst() || !y->isConst()) {
    if (e.op == Expr::Op::Add && x->isConst() != y->isConst()) {
      Value r = x->isConst() ? *y : *x;
      r.constant += x->isConst() ? x->constant : y->constant;
      return r;
    }
    if (e.op == Expr::Op::Sub && !x->isConst() && y->isConst()) {
      Value r = *x;
      r.constant -= y->constant;
      return r;
    }
    if (e.op == Expr::Op::Sub && !x->isConst() && !y->isConst() && x->variant == Variant::None &&
        y->variant == Variant::None) {
      if (x->sym->section != y->sym->section)
        return fail("difference of labels in different sections");
      // Both values already carry their symbol offsets in constant.
      return Value{x->constant - y->constant};
    }
    return fail("invalid operation on a relocatable value");
  }
  uint64_t a = static_cast<uint64_t>(x->constant), b = static_cast<uint64_t>(y->constant);
  int64_t sa = x->constant, sb = y->constant;
  switch (e.op) {
    case Expr::Op::Add: return Value{static_cast<int64_t>(a + b)};
    case Expr::Op::Sub: return Value{static_cast<int64_t>(a - b)};
    case Expr::Op::Mul: return Value{static_cast<int64_t>(a * b)};
    case Expr::Op::Div:
    case Expr::Op::Mod:
      if (sb == 0) return fail("division by zero");
      if (sa == INT64_MIN && sb == -1) return Value{e.op == Expr::Op::Div ? INT64_MIN : 0};
      return Value{e.op == Expr::Op::Div ? sa / sb : sa % sb};
    case Expr::Op::Shl: return Value{b >= 64 ? 0 : static_cast<int64_t>(a << b)};
    case Expr::Op::Shr: return Value{b >= 64 ? (sa < 0 ? -1 : 0) : (sa >> b)};
    case Expr::Op::And: return Value{static_cast<int64_t>(a & b)};
    case Expr::Op::Or: return Value{static_cast<int64_t>(a | b)};
    case Expr::Op::Xor: return Value{static_cast<int64_t>(a ^ b)};
    case Expr::Op::LAnd: return Value{sa && sb};
    case Expr::Op::LOr: return Value{sa || sb};
    case Expr::Op::Eq: return Value{sa == sb};
    case Expr::Op::Ne: return Value{sa != sb};
    case Expr::Op::Lt: return Value{sa < sb};
    case Expr::Op::Le: return Value{sa <= sb};
    case Expr::Op::Gt: return Value{sa > sb};
    case Expr::Op::Ge: return Value{sa >= sb};
    case Expr::Op::Max: return Value{std::max(sa, sb)};
    case Expr::Op::Min: return Value{std::min(sa, sb)};
    default: return fail("bad expression");
  }
}

}  // namespace gfxsim::as
