// simplify: constant folding, algebraic identities and trivial phis.
//
// Folding is bit-exact with the IR's semantics (ir.h, interp.h): integers wrap at their width
// and shift by the amount modulo the width; floats are IEEE round-to-nearest-even as the host
// computes them. What the host and the target might disagree on is left alone: division by
// zero and INT_MIN / -1, any float op with a NaN operand or result (NaN payloads differ),
// float-to-integer conversions out of range, and float ops that meet a denormal when the
// kernel's FloatMode flushes that type's denormals.
#include <bit>
#include <cmath>
#include <optional>

#include "func/fp_core.h"
#include "ir/analysis.h"
#include "ir/fold.h"
#include "ir/passes.h"
#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

// A float value of type F out of a Const's bits, and back.
template <typename F>
F floatOf(uint64_t bits) {
  if constexpr (sizeof(F) == 4) return std::bit_cast<float>(static_cast<uint32_t>(bits));
  else return std::bit_cast<double>(bits);
}
template <typename F>
uint64_t bitsOf(F v) {
  if constexpr (sizeof(F) == 4) return std::bit_cast<uint32_t>(v);
  else return std::bit_cast<uint64_t>(v);
}

bool isDenormal(double v) { return std::fpclassify(v) == FP_SUBNORMAL; }
bool isDenormal(float v) { return std::fpclassify(v) == FP_SUBNORMAL; }

class Simplifier {
 public:
  explicit Simplifier(Function& f) : f_(f), dom_(dominators(f)) {}

  bool run() {
    bool any = false;
    std::vector<BlockId> order = reversePostOrder(f_);
    for (int round = 0; round < 8; ++round) {
      bool changed = false;
      repl_.assign(f_.values.size(), kNoValue);
      std::vector<ValueId> erased;
      for (BlockId b : order) {
        for (ValueId v : f_.blocks[b].insts) {
          Inst& in = f_[v];
          for (ValueId& o : in.operands) o = resolve(repl_, o);
          if (canonicalize(in)) changed = true;
          ValueId r = simplify(v);
          if (r == kNoValue || r == v) continue;
          if (r >= repl_.size()) repl_.resize(r + 1, kNoValue);
          repl_[v] = r;
          erased.push_back(v);
          changed = true;
        }
      }
      if (!changed) break;
      repl_.resize(f_.values.size(), kNoValue);
      applyReplacements(f_, repl_);
      eraseInsts(f_, erased);
      any = true;
    }
    return any;
  }

 private:
  bool flushes(Type t) const {
    return t.kind == TypeKind::F32 ? !f_.floatMode.f32Denormals : !f_.floatMode.f64Denormals;  // f16: the f64 control
  }
  // An f16 constant as a double (exact), and a double rounded to f16 (nearest even).
  static double half(uint64_t bits) { return func::toDouble<func::F16>(static_cast<uint16_t>(bits)); }
  static uint64_t toHalf(double v) { return func::fromDouble<func::F16>(v, 0, true); }
  static bool isHalfDenormal(uint64_t bits) { return func::F16::isDenorm(static_cast<uint16_t>(bits)); }
  ValueId constant(Type t, uint64_t bits) { return f_.constant(t, bits); }
  bool isConst(ValueId v) const { return f_.isConst(v); }
  uint64_t bitsOf(ValueId v) const { return f_[v].imm; }
  bool isValue(ValueId v, uint64_t bits) const { return isConstValue(f_, v, bits); }

  // Constants to the right of commutative integer ops, so identities and CSE see one form.
  bool canonicalize(Inst& in) {
    if (!isCommutative(in.op) || in.operands.size() != 2) return false;
    if (isConst(in.operands[0]) && !isConst(in.operands[1])) {
      std::swap(in.operands[0], in.operands[1]);
      return true;
    }
    return false;
  }

  ValueId simplify(ValueId v) {
    // A copy: creating constants may grow the value table under a reference.
    const Inst in = f_[v];
    switch (in.op) {
      case Op::Add: case Op::Sub: case Op::Mul: case Op::MulHiU: case Op::MulHiS: case Op::UDiv:
      case Op::SDiv: case Op::URem: case Op::SRem: case Op::And: case Op::Or: case Op::Xor:
      case Op::Shl: case Op::LShr: case Op::AShr: case Op::SMin: case Op::SMax: case Op::UMin:
      case Op::UMax:
        return intBinary(in);
      case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FDiv: case Op::FRem: case Op::FMin:
      case Op::FMax: case Op::FMA: case Op::Sqrt: case Op::Floor: case Op::Ceil: case Op::FTrunc:
      case Op::Rint:
        if (in.type == Type::f16()) return halfArith(in);
        return in.type == Type::f32() ? floatArith<float>(in) : floatArith<double>(in);
      case Op::FNeg:
      case Op::FAbs: return signOp(in);
      case Op::ICmp: return icmp(in);
      case Op::FCmp: return fcmp(in);
      case Op::Select: return select(in);
      case Op::ZExt: case Op::SExt: case Op::Trunc: return intCast(in);
      case Op::FPToSI: case Op::FPToUI:
        if (f_.typeOf(in.operands[0]) == Type::f16()) return halfToInt(in);
        return f_.typeOf(in.operands[0]) == Type::f32() ? floatToInt<float>(in) : floatToInt<double>(in);
      case Op::SIToFP: case Op::UIToFP: return intToFloat(in);
      case Op::FPExt: case Op::FPTrunc: return floatConvert(in);
      case Op::Bitcast:
        if (f_.typeOf(in.operands[0]) == in.type) return in.operands[0];
        if (isConst(in.operands[0])) return constant(in.type, bitsOf(in.operands[0]));
        return kNoValue;
      case Op::Phi: return phi(v);
      default: return kNoValue;
    }
  }

  ValueId intBinary(const Inst& in) {
    ValueId a = in.operands[0], b = in.operands[1];
    Type t = in.type;
    unsigned n = t.bits();
    if (isConst(a) && isConst(b))
      if (auto r = evalIntBinary(in.op, n, bitsOf(a), bitsOf(b))) return constant(t, *r);
    ValueId zero = constant(t, 0);
    bool bZero = isValue(b, 0), bOne = isValue(b, 1), bOnes = isAllOnes(f_, b);
    switch (in.op) {
      case Op::Add: if (bZero) return a; break;
      case Op::Sub:
        if (bZero) return a;
        if (a == b) return zero;
        // 0 - (0 - x) = x
        if (isValue(a, 0) && f_[b].op == Op::Sub && isValue(f_[b].operands[0], 0)) return f_[b].operands[1];
        break;
      case Op::Mul:
        if (bOne) return a;
        if (bZero) return zero;
        break;
      case Op::UDiv: case Op::SDiv: if (bOne) return a; break;
      case Op::URem: case Op::SRem: if (bOne) return zero; break;
      case Op::And:
        if (bZero) return zero;
        if (bOnes || a == b) return a;
        break;
      case Op::Or:
        if (bZero || a == b) return a;
        if (bOnes) return b;
        break;
      case Op::Xor:
        if (bZero) return a;
        if (a == b) return zero;
        // (x ^ c) ^ c = x (c = -1: double bitwise negation)
        if (isConst(b) && f_[a].op == Op::Xor && f_[a].operands[1] == b) return f_[a].operands[0];
        break;
      case Op::Shl: case Op::LShr: case Op::AShr:
        if (bZero || (isConst(b) && n && bitsOf(b) % n == 0)) return a;
        if (isValue(a, 0)) return zero;
        break;
      case Op::SMin: case Op::SMax: case Op::UMin: case Op::UMax:
        if (a == b) return a;
        break;
      case Op::MulHiU: case Op::MulHiS:
        if (bZero) return zero;
        break;
      default: break;
    }
    return kNoValue;
  }

  template <typename F>
  ValueId floatArith(const Inst& in) {
    for (ValueId o : in.operands)
      if (!isConst(o)) return kNoValue;
    bool flush = flushes(in.type);
    F x[3] = {};
    for (size_t i = 0; i < in.operands.size() && i < 3; ++i) {
      x[i] = floatOf<F>(bitsOf(in.operands[i]));
      if (std::isnan(x[i]) || (flush && isDenormal(x[i]))) return kNoValue;
    }
    F r;
    switch (in.op) {
      case Op::FAdd: r = x[0] + x[1]; break;
      case Op::FSub: r = x[0] - x[1]; break;
      case Op::FMul: r = x[0] * x[1]; break;
      case Op::FDiv: r = x[0] / x[1]; break;
      case Op::FRem: r = std::fmod(x[0], x[1]); break;
      case Op::FMA: r = std::fma(x[0], x[1], x[2]); break;
      case Op::FMin:
      case Op::FMax:
        if (x[0] == 0 && x[1] == 0 && std::signbit(x[0]) != std::signbit(x[1])) return kNoValue;
        r = in.op == Op::FMin ? std::fmin(x[0], x[1]) : std::fmax(x[0], x[1]);
        break;
      case Op::Sqrt: r = std::sqrt(x[0]); break;
      case Op::Floor: r = std::floor(x[0]); break;
      case Op::Ceil: r = std::ceil(x[0]); break;
      case Op::FTrunc: r = std::trunc(x[0]); break;
      case Op::Rint: r = std::nearbyint(x[0]); break;
      default: return kNoValue;
    }
    if (std::isnan(r) || (flush && isDenormal(r))) return kNoValue;
    return constant(in.type, gfxsim::ir::bitsOf(r));
  }

  // f16 through exact doubles: + - * and the roundings are exact in double, / and sqrt are
  // rounded to 53 bits (at least 2*11+2, so rounding again to f16 is correct), fma is done
  // by fp_core's single rounding.
  ValueId halfArith(const Inst& in) {
    for (ValueId o : in.operands)
      if (!isConst(o)) return kNoValue;
    bool flush = flushes(in.type);
    uint64_t b[3] = {};
    double x[3] = {};
    for (size_t i = 0; i < in.operands.size() && i < 3; ++i) {
      b[i] = bitsOf(in.operands[i]);
      x[i] = half(b[i]);
      if (std::isnan(x[i]) || (flush && isHalfDenormal(b[i]))) return kNoValue;
    }
    uint64_t r;
    switch (in.op) {
      case Op::FAdd: r = toHalf(x[0] + x[1]); break;
      case Op::FSub: r = toHalf(x[0] - x[1]); break;
      case Op::FMul: r = toHalf(x[0] * x[1]); break;
      case Op::FDiv: r = toHalf(x[0] / x[1]); break;
      case Op::FRem: r = toHalf(std::fmod(x[0], x[1])); break;
      case Op::FMA:
        r = func::fmaRound<func::F16>(static_cast<uint16_t>(b[0]), static_cast<uint16_t>(b[1]),
                                      static_cast<uint16_t>(b[2]), 0, true);
        break;
      case Op::FMin:
      case Op::FMax:
        if (x[0] == 0 && x[1] == 0 && std::signbit(x[0]) != std::signbit(x[1])) return kNoValue;
        r = toHalf(in.op == Op::FMin ? std::fmin(x[0], x[1]) : std::fmax(x[0], x[1]));
        break;
      case Op::Sqrt: r = toHalf(std::sqrt(x[0])); break;
      case Op::Floor: r = toHalf(std::floor(x[0])); break;
      case Op::Ceil: r = toHalf(std::ceil(x[0])); break;
      case Op::FTrunc: r = toHalf(std::trunc(x[0])); break;
      case Op::Rint: r = toHalf(std::nearbyint(x[0])); break;
      default: return kNoValue;
    }
    if (func::F16::isNan(static_cast<uint16_t>(r)) || (flush && isHalfDenormal(r))) return kNoValue;
    return constant(in.type, r);
  }

  ValueId halfToInt(const Inst& in) {
    ValueId a = in.operands[0];
    if (!isConst(a)) return kNoValue;
    double x = half(bitsOf(a));
    if (std::isnan(x) || (flushes(Type::f16()) && isHalfDenormal(bitsOf(a)))) return kNoValue;
    double t = std::trunc(x);  // |t| <= 65504: in range of every result but the narrow ones
    unsigned n = in.type.bits();
    bool sg = in.op == Op::FPToSI;
    double lo = sg ? -std::ldexp(1.0, static_cast<int>(n) - 1) : 0.0;
    double hi = sg ? std::ldexp(1.0, static_cast<int>(n) - 1) : std::ldexp(1.0, static_cast<int>(n));
    if (!(t >= lo && t < hi)) return kNoValue;
    return constant(in.type, static_cast<uint64_t>(static_cast<int64_t>(t)));
  }

  // FNeg and FAbs move bits (no flushing, NaNs keep their payload).
  ValueId signOp(const Inst& in) {
    ValueId a = in.operands[0];
    uint64_t sign = uint64_t{1} << (in.type.bits() - 1);
    if (isConst(a)) return constant(in.type, in.op == Op::FNeg ? bitsOf(a) ^ sign : bitsOf(a) & ~sign);
    if (in.op == Op::FNeg && f_[a].op == Op::FNeg) return f_[a].operands[0];  // -(-x) = x
    if (in.op == Op::FAbs && f_[a].op == Op::FAbs) return a;                  // |(|x|)| = |x|
    return kNoValue;
  }

  ValueId icmp(const Inst& in) {
    ValueId a = in.operands[0], b = in.operands[1];
    if (isConst(a) && isConst(b))
      return f_.constBool(evalICmp(in.icmp(), f_.typeOf(a).bits(), bitsOf(a), bitsOf(b)));
    if (a == b) {
      switch (in.icmp()) {
        case ICmpPred::Eq: case ICmpPred::Ule: case ICmpPred::Uge: case ICmpPred::Sle: case ICmpPred::Sge:
          return f_.constBool(true);
        default: return f_.constBool(false);
      }
    }
    // A boolean widened and tested again (OpenCL's select(a, b, x != y) compares the int the
    // comparison gave with zero): (zext i1 c) != 0 and (zext i1 c) == 1 are c.
    if (f_[a].op == Op::ZExt && f_.typeOf(f_[a].operands[0]) == Type::i1() &&
        ((in.icmp() == ICmpPred::Ne && isValue(b, 0)) || (in.icmp() == ICmpPred::Eq && isValue(b, 1))))
      return f_[a].operands[0];
    return kNoValue;
  }

  ValueId fcmp(const Inst& in) {
    ValueId a = in.operands[0], b = in.operands[1];
    if (!isConst(a) || !isConst(b)) return kNoValue;
    Type t = f_.typeOf(a);
    if (t == Type::f16()) {
      if (flushes(t) && (isHalfDenormal(bitsOf(a)) || isHalfDenormal(bitsOf(b)))) return kNoValue;
      return f_.constBool(evalFCmp(in.fcmp(), half(bitsOf(a)), half(bitsOf(b))));
    }
    if (t == Type::f32()) {
      float x = floatOf<float>(bitsOf(a)), y = floatOf<float>(bitsOf(b));
      if (flushes(t) && (isDenormal(x) || isDenormal(y))) return kNoValue;
      return f_.constBool(evalFCmp(in.fcmp(), x, y));
    }
    double x = floatOf<double>(bitsOf(a)), y = floatOf<double>(bitsOf(b));
    if (flushes(t) && (isDenormal(x) || isDenormal(y))) return kNoValue;
    return f_.constBool(evalFCmp(in.fcmp(), x, y));
  }

  ValueId select(const Inst& in) {
    ValueId c = in.operands[0], a = in.operands[1], b = in.operands[2];
    if (isConst(c)) return bitsOf(c) ? a : b;
    if (a == b) return a;
    if (in.type == Type::i1() && isValue(a, 1) && isValue(b, 0)) return c;
    return kNoValue;
  }

  ValueId intCast(const Inst& in) {
    ValueId a = in.operands[0];
    Type from = f_.typeOf(a);
    if (isConst(a)) {
      uint64_t bits = bitsOf(a);
      if (in.op == Op::SExt) bits = static_cast<uint64_t>(signExtend(bits, from.bits()));
      return constant(in.type, bits);
    }
    // trunc (zext/sext x) back to x's type is x.
    if (in.op == Op::Trunc && (f_[a].op == Op::ZExt || f_[a].op == Op::SExt) && f_.typeOf(f_[a].operands[0]) == in.type)
      return f_[a].operands[0];
    return kNoValue;
  }

  template <typename F>
  ValueId floatToInt(const Inst& in) {
    ValueId a = in.operands[0];
    if (!isConst(a)) return kNoValue;
    F x = floatOf<F>(bitsOf(a));
    if (std::isnan(x)) return kNoValue;
    F t = std::trunc(x);
    unsigned n = in.type.bits();
    // In range of the result type only (the target saturates; the IR leaves it undefined).
    if (in.op == Op::FPToSI) {
      F lo = -std::ldexp(F(1), static_cast<int>(n) - 1), hi = std::ldexp(F(1), static_cast<int>(n) - 1);
      if (!(t >= lo && t < hi)) return kNoValue;
      return constant(in.type, static_cast<uint64_t>(static_cast<int64_t>(t)));
    }
    F hi = std::ldexp(F(1), static_cast<int>(n));
    if (!(t >= 0 && t < hi)) return kNoValue;
    return constant(in.type, n == 64 && t >= std::ldexp(F(1), 63)
                                 ? static_cast<uint64_t>(static_cast<int64_t>(t - std::ldexp(F(1), 63))) + (uint64_t{1} << 63)
                                 : static_cast<uint64_t>(static_cast<int64_t>(t)));
  }

  ValueId intToFloat(const Inst& in) {
    ValueId a = in.operands[0];
    if (!isConst(a)) return kNoValue;
    unsigned n = f_.typeOf(a).bits();
    uint64_t bits = bitsOf(a);
    bool isSigned = in.op == Op::SIToFP;
    int64_t s = signExtend(bits, n);
    if (in.type == Type::f16()) {
      // Integers beyond 2^53 round to a double first; all of them overflow f16 either way.
      double d = isSigned ? static_cast<double>(s) : static_cast<double>(bits);
      uint64_t r = toHalf(d);
      if (flushes(in.type) && isHalfDenormal(r)) return kNoValue;
      return constant(in.type, r);
    }
    if (in.type == Type::f32()) {
      float r = isSigned ? static_cast<float>(s) : static_cast<float>(bits);
      return constant(in.type, std::bit_cast<uint32_t>(r));
    }
    double r = isSigned ? static_cast<double>(s) : static_cast<double>(bits);
    return constant(in.type, std::bit_cast<uint64_t>(r));
  }

  ValueId floatConvert(const Inst& in) {
    ValueId a = in.operands[0];
    if (!isConst(a)) return kNoValue;
    Type from = f_.typeOf(a);
    if (from == Type::f16() || in.type == Type::f16()) {
      // Through a double: exact from f16, f32 and f64; one rounding to f16 (fp_core).
      uint64_t bits = bitsOf(a);
      double x;
      bool inDenormal;
      if (from == Type::f16()) {
        x = half(bits);
        inDenormal = isHalfDenormal(bits);
      } else if (from == Type::f32()) {
        x = floatOf<float>(bits);
        inDenormal = isDenormal(floatOf<float>(bits));
      } else {
        x = floatOf<double>(bits);
        inDenormal = isDenormal(x);
      }
      if (std::isnan(x) || (flushes(from) && inDenormal)) return kNoValue;
      if (in.type == Type::f16()) {
        uint64_t r = toHalf(x);
        if (flushes(in.type) && isHalfDenormal(r)) return kNoValue;
        return constant(in.type, r);
      }
      // f16 -> f32/f64: exact, and an f16 value is normal in both.
      return in.type == Type::f32() ? constant(in.type, std::bit_cast<uint32_t>(static_cast<float>(x)))
                                    : constant(in.type, std::bit_cast<uint64_t>(x));
    }
    if (in.op == Op::FPExt) {
      float x = floatOf<float>(bitsOf(a));
      if (std::isnan(x) || (flushes(Type::f32()) && isDenormal(x))) return kNoValue;
      return constant(in.type, std::bit_cast<uint64_t>(static_cast<double>(x)));
    }
    double x = floatOf<double>(bitsOf(a));
    if (std::isnan(x) || (flushes(Type::f64()) && isDenormal(x))) return kNoValue;
    float r = static_cast<float>(x);
    if (flushes(Type::f32()) && isDenormal(r)) return kNoValue;
    return constant(in.type, std::bit_cast<uint32_t>(r));
  }

  // A phi whose incoming values are all one value (or the phi itself) is that value. With
  // undef among them, only when the value is known to dominate the phi.
  ValueId phi(ValueId v) {
    const Inst in = f_[v];
    ValueId same = kNoValue;
    bool sawUndef = false;
    for (ValueId o : in.operands) {
      if (o == v) continue;
      if (f_[o].op == Op::Undef) {
        sawUndef = true;
        continue;
      }
      if (same != kNoValue && same != o) return kNoValue;
      same = o;
    }
    if (same == kNoValue) return in.operands.empty() ? kNoValue : f_.undef(in.type);
    if (!sawUndef) return same;
    Op op = f_[same].op;
    if (op == Op::Const || op == Op::Param) return same;
    BlockId d = f_[same].block;
    return d < f_.blocks.size() && dom_.strictlyDominates(d, in.block) ? same : kNoValue;
  }

  Function& f_;
  DomTree dom_;
  std::vector<ValueId> repl_;
};

}  // namespace

bool simplify(Function& f) { return Simplifier(f).run(); }

}  // namespace gfxsim::ir
