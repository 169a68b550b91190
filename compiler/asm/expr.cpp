#include "asm/expr.h"

#include <algorithm>
#include <vector>

namespace gfxsim::as {

Expr::~Expr() {
  if (!a && !b) return;
  // Children are taken out before each node dies, so no destructor below this one recurses.
  std::vector<ExprPtr> pending;
  if (a) pending.push_back(std::move(a));
  if (b) pending.push_back(std::move(b));
  while (!pending.empty()) {
    ExprPtr e = std::move(pending.back());
    pending.pop_back();
    if (e->a) pending.push_back(std::move(e->a));
    if (e->b) pending.push_back(std::move(e->b));
  }
}

namespace {

bool isBinary(Expr::Op op) { return op >= Expr::Op::Add; }

class Evaluator {
 public:
  explicit Evaluator(std::string* why) : why_(why) {}

  // The left operands of a chain of binary operators (a+b+c+... parses as ((a+b)+c)+...) are
  // walked in a loop; only right operands, unary operands and symbol values recurse, and
  // those count against kMaxExprDepth.
  std::optional<Value> eval(const Expr& e, unsigned depth) {
    if (depth > kMaxExprDepth) throw ExprDepthError(tooDeep());
    if (!isBinary(e.op)) return leaf(e, depth);
    std::vector<const Expr*> spine;
    const Expr* n = &e;
    for (; isBinary(n->op); n = n->a.get()) spine.push_back(n);
    auto x = leaf(*n, depth);
    for (auto it = spine.rbegin(); x && it != spine.rend(); ++it) {
      auto y = eval(*(*it)->b, depth + 1);
      if (!y) return std::nullopt;
      x = combine(**it, *x, *y);
    }
    return x;
  }

 private:
  std::optional<Value> fail(const std::string& m) {
    if (why_ && why_->empty()) *why_ = m;
    return std::nullopt;
  }

  std::string tooDeep() const {
    std::string m = "expression is nested more than " + std::to_string(kMaxExprDepth) + " levels deep";
    if (through_.size() == 1) m += ", counting symbol '" + through_.front()->name + "' it refers to";
    if (through_.size() > 1)
      m += ", counting the " + std::to_string(through_.size()) + " symbols it goes through ('" + through_.front()->name +
           "' ... '" + through_.back()->name + "')";
    return m;
  }

  std::optional<Value> leaf(const Expr& e, unsigned depth) {
    switch (e.op) {
      case Expr::Op::Const: return Value{e.value};
      case Expr::Op::Sym: return symbol(e, depth);
      case Expr::Op::Neg:
      case Expr::Op::Not:
      case Expr::Op::LNot: {
        auto x = eval(*e.a, depth + 1);
        if (!x) return std::nullopt;
        if (!x->isConst()) return fail("operator on a relocatable value");
        int64_t v = x->constant;
        return Value{e.op == Expr::Op::Neg ? static_cast<int64_t>(0ull - static_cast<uint64_t>(v))
                     : e.op == Expr::Op::Not ? ~v : static_cast<int64_t>(!v)};
      }
      default: return fail("bad expression");
    }
  }

  std::optional<Value> symbol(const Expr& e, unsigned depth) {
    Symbol* s = e.sym;
    if (!s->isVariable) {
      if (!s->defined) return fail("undefined symbol '" + s->name + "'");
      return Value{static_cast<int64_t>(s->offset), s, e.variant};
    }
    if (s->evaluating) return fail("cyclic definition of symbol '" + s->name + "'");
    // The guard clears the flag however the evaluation ends (ExprDepthError included).
    struct Guard {
      Evaluator& ev;
      Symbol* s;
      Guard(Evaluator& v, Symbol* sym) : ev(v), s(sym) { s->evaluating = true; ev.through_.push_back(s); }
      ~Guard() { s->evaluating = false; ev.through_.pop_back(); }
    } guard(*this, s);
    auto v = eval(*s->valueExpr, depth + 1);
    if (v && e.variant != Variant::None) {
      if (v->isConst()) return fail("relocation variant on constant symbol '" + s->name + "'");
      v->variant = e.variant;
    }
    return v;
  }

  std::optional<Value> combine(const Expr& e, const Value& x, const Value& y) {
    // Label arithmetic: label +- const, const + label, label - label (same section).
    if (!x.isConst() || !y.isConst()) {
      if (e.op == Expr::Op::Add && x.isConst() != y.isConst()) {
        Value r = x.isConst() ? y : x;
        r.constant += x.isConst() ? x.constant : y.constant;
        return r;
      }
      if (e.op == Expr::Op::Sub && !x.isConst() && y.isConst()) {
        Value r = x;
        r.constant -= y.constant;
        return r;
      }
      if (e.op == Expr::Op::Sub && !x.isConst() && !y.isConst() && x.variant == Variant::None &&
          y.variant == Variant::None) {
        if (x.sym->section != y.sym->section) return fail("difference of labels in different sections");
        // Both values already carry their symbol offsets in constant.
        return Value{x.constant - y.constant};
      }
      return fail("invalid operation on a relocatable value");
    }
    uint64_t a = static_cast<uint64_t>(x.constant), b = static_cast<uint64_t>(y.constant);
    int64_t sa = x.constant, sb = y.constant;
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

  std::string* why_;
  std::vector<const Symbol*> through_;  // the variable symbols being expanded, outermost first
};

}  // namespace

std::optional<Value> evaluate(const Expr& e, std::string* why) { return Evaluator(why).eval(e, 0); }

}  // namespace gfxsim::as
