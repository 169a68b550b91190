#include "frontend/builtin_lowering.h"

#include <cmath>

#include "frontend/builtins.h"

namespace gfxsim::cl {

using ir::FCmpPred;
using ir::ICmpPred;
using ir::Op;
using ir::TypeKind;
using ir::ValueId;

namespace {

uint64_t widthMask(unsigned bits) { return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1; }

}  // namespace

ir::Type BuiltinLowering::bitsType(ir::Type t) {
  if (t.kind == TypeKind::F16) return ir::Type::i16();
  if (t.kind == TypeKind::F32) return ir::Type::i32();
  if (t.kind == TypeKind::F64) return ir::Type::i64();
  return t;
}

ValueId BuiltinLowering::bitsOf(ValueId x) {
  ir::Type t = f_.typeOf(x);
  return t.isFloat() ? b_.cast(Op::Bitcast, x, bitsType(t)) : x;
}

ValueId BuiltinLowering::fconst(ir::Type t, double v) { return f_.constFloat(t, v); }

// ---- integers ----

ValueId BuiltinLowering::popcount32or64(ValueId x) {
  // SWAR: pairs, nibbles, bytes, then the byte sums gathered in the top byte by a multiply.
  bool wide = f_.typeOf(x).bits() == 64;
  auto k = [&](uint64_t pattern32) { return c(x, wide ? pattern32 | (pattern32 << 32) : pattern32); };
  ValueId pairs = bin(Op::Sub, x, bin(Op::And, bin(Op::LShr, x, c(x, 1)), k(0x55555555u)));
  ValueId nibbles = bin(Op::Add, bin(Op::And, pairs, k(0x33333333u)),
                        bin(Op::And, bin(Op::LShr, pairs, c(x, 2)), k(0x33333333u)));
  ValueId bytes = bin(Op::And, bin(Op::Add, nibbles, bin(Op::LShr, nibbles, c(x, 4))), k(0x0f0f0f0fu));
  return bin(Op::LShr, bin(Op::Mul, bytes, k(0x01010101u)), c(x, wide ? 56 : 24));
}

ValueId BuiltinLowering::popcount(ValueId x) {
  ir::Type t = f_.typeOf(x);
  if (t.bits() >= 32) return popcount32or64(x);
  ValueId r = popcount32or64(b_.cast(Op::ZExt, x, ir::Type::i32()));
  return b_.cast(Op::Trunc, r, t);
}

ValueId BuiltinLowering::clz(ValueId x) {
  ir::Type t = f_.typeOf(x);
  if (t.bits() < 32) {
    // Counted in 32 bits, less the 32 - w zeros the extension added.
    ValueId r = clz(b_.cast(Op::ZExt, x, ir::Type::i32()));
    r = bin(Op::Sub, r, f_.constI32(32 - t.bits()));
    return b_.cast(Op::Trunc, r, t);
  }
  // Smear the leading one into every lower bit; the zeros left are the leading zeros.
  ValueId s = x;
  for (unsigned sh = 1; sh < t.bits(); sh *= 2) s = bin(Op::Or, s, bin(Op::LShr, s, c(x, sh)));
  return popcount32or64(bin(Op::Xor, s, c(x, widthMask(t.bits()))));
}

ValueId BuiltinLowering::ctz(ValueId x) {
  ir::Type t = f_.typeOf(x);
  if (t.bits() < 32) {
    // A one just above the value's width bounds the count at w (ctz(0) = w).
    ValueId w = bin(Op::Or, b_.cast(Op::ZExt, x, ir::Type::i32()), f_.constI32(1u << t.bits()));
    return b_.cast(Op::Trunc, ctz(w), t);
  }
  // The trailing zeros become ones, everything else zero: ~x & (x - 1) (all ones for 0).
  ValueId below = bin(Op::And, bin(Op::Xor, x, c(x, widthMask(t.bits()))), bin(Op::Sub, x, c(x, 1)));
  return popcount32or64(below);
}

ValueId BuiltinLowering::mulHi(ValueId a, ValueId b, bool isSigned) {
  ir::Type t = f_.typeOf(a);
  if (t.bits() >= 32) return bin(isSigned ? Op::MulHiS : Op::MulHiU, a, b);
  // 8/16 bits: the full product fits in 32 bits.
  Op ext = isSigned ? Op::SExt : Op::ZExt;
  ValueId p = bin(Op::Mul, b_.cast(ext, a, ir::Type::i32()), b_.cast(ext, b, ir::Type::i32()));
  return b_.cast(Op::Trunc, bin(Op::LShr, p, f_.constI32(t.bits())), t);
}

ValueId BuiltinLowering::rotate(ValueId v, ValueId n) {
  unsigned w = f_.typeOf(v).bits();
  ValueId s = bin(Op::And, n, c(v, w - 1));
  ValueId back = bin(Op::And, bin(Op::Sub, c(v, 0), s), c(v, w - 1));  // (w - s) mod w
  return bin(Op::Or, bin(Op::Shl, v, s), bin(Op::LShr, v, back));
}

ValueId BuiltinLowering::absDiff(ValueId a, ValueId b, bool isSigned) {
  // max - min never overflows the unsigned range of the same width.
  ValueId hi = bin(isSigned ? Op::SMax : Op::UMax, a, b);
  ValueId lo = bin(isSigned ? Op::SMin : Op::UMin, a, b);
  return bin(Op::Sub, hi, lo);
}

ValueId BuiltinLowering::addSat(ValueId a, ValueId b, bool isSigned) {
  unsigned w = f_.typeOf(a).bits();
  ValueId r = bin(Op::Add, a, b);
  if (!isSigned) return b_.select(b_.icmp(ICmpPred::Ult, r, a), c(a, widthMask(w)), r);
  // Overflow: both operands have the sign the result lacks (Hacker's Delight 2-13).
  ValueId ovf = msbSet(bin(Op::And, bin(Op::Xor, a, r), bin(Op::Xor, b, r)));
  ValueId limit = b_.select(msbSet(a), c(a, uint64_t{1} << (w - 1)), c(a, widthMask(w - 1)));
  return b_.select(ovf, limit, r);
}

ValueId BuiltinLowering::subSat(ValueId a, ValueId b, bool isSigned) {
  unsigned w = f_.typeOf(a).bits();
  ValueId r = bin(Op::Sub, a, b);
  if (!isSigned) return b_.select(b_.icmp(ICmpPred::Ult, a, b), c(a, 0), r);
  // Overflow: the operands' signs differ and the result's differs from a's.
  ValueId ovf = msbSet(bin(Op::And, bin(Op::Xor, a, b), bin(Op::Xor, a, r)));
  ValueId limit = b_.select(msbSet(a), c(a, uint64_t{1} << (w - 1)), c(a, widthMask(w - 1)));
  return b_.select(ovf, limit, r);
}

ValueId BuiltinLowering::halvingAdd(ValueId a, ValueId b, bool isSigned, bool round) {
  Op sh = isSigned ? Op::AShr : Op::LShr;
  ValueId halves = bin(Op::Add, bin(sh, a, c(a, 1)), bin(sh, b, c(b, 1)));
  ValueId carry = bin(Op::And, bin(round ? Op::Or : Op::And, a, b), c(a, 1));
  return bin(Op::Add, halves, carry);
}

ValueId BuiltinLowering::mul24(ValueId a, ValueId b, bool isSigned) {
  auto low24 = [&](ValueId x) {
    if (!isSigned) return bin(Op::And, x, f_.constI32(0xffffff));
    return bin(Op::AShr, bin(Op::Shl, x, f_.constI32(8)), f_.constI32(8));
  };
  return bin(Op::Mul, low24(a), low24(b));
}

ValueId BuiltinLowering::upsample(ValueId hi, ValueId lo, bool isSigned, ir::Type wide) {
  (void)isSigned;  // the extension bits of hi land above the wide type and drop out
  unsigned w = f_.typeOf(hi).bits();
  ValueId h = bin(Op::Shl, b_.cast(Op::ZExt, hi, wide), f_.constant(wide, w));
  return bin(Op::Or, h, b_.cast(Op::ZExt, lo, wide));
}

ValueId BuiltinLowering::msbSet(ValueId x) { return b_.icmp(ICmpPred::Slt, x, c(x, 0)); }

ValueId BuiltinLowering::clampInt(ValueId x, uint64_t lo, uint64_t hi, bool isSigned) {
  ValueId r = bin(isSigned ? Op::SMax : Op::UMax, x, c(x, lo));
  return bin(isSigned ? Op::SMin : Op::UMin, r, c(x, hi));
}

ValueId BuiltinLowering::bitselect(ValueId a, ValueId b, ValueId sel) {
  ir::Type t = f_.typeOf(a);
  ValueId ia = bitsOf(a), ib = bitsOf(b), ic = bitsOf(sel);
  ValueId notC = bin(Op::Xor, ic, c(ic, widthMask(f_.typeOf(ic).bits())));
  ValueId r = bin(Op::Or, bin(Op::And, ia, notC), bin(Op::And, ib, ic));
  return t.isFloat() ? b_.cast(Op::Bitcast, r, t) : r;
}

// ---- floats ----

ValueId BuiltinLowering::magnitude(ValueId x) {
  ValueId bits = bitsOf(x);
  return bin(Op::And, bits, c(bits, widthMask(f_.typeOf(bits).bits() - 1)));
}

ValueId BuiltinLowering::copysign(ValueId x, ValueId y) {
  ir::Type t = f_.typeOf(x);
  ValueId by = bitsOf(y);
  ValueId signY = bin(Op::And, by, c(by, uint64_t{1} << (t.bits() - 1)));
  return b_.cast(Op::Bitcast, bin(Op::Or, magnitude(x), signY), t);
}

ValueId BuiltinLowering::sign(ValueId x) {
  ir::Type t = f_.typeOf(x);
  ValueId r = b_.select(b_.fcmp(FCmpPred::Ogt, x, fconst(t, 0)), fconst(t, 1), x);  // +-0 stay
  r = b_.select(b_.fcmp(FCmpPred::Olt, x, fconst(t, 0)), fconst(t, -1), r);
  return b_.select(isNan(x), fconst(t, 0), r);
}

ValueId BuiltinLowering::round(ValueId x) {
  // x - trunc(x) is exact; a fraction of at least one half steps away from zero.
  ir::Type t = f_.typeOf(x);
  ValueId tr = b_.unary(Op::FTrunc, x);
  ValueId frac = b_.unary(Op::FAbs, bin(Op::FSub, x, tr));
  ValueId away = bin(Op::FAdd, tr, copysign(fconst(t, 1), x));
  return b_.select(b_.fcmp(FCmpPred::Oge, frac, fconst(t, 0.5)), away, tr);
}

ValueId BuiltinLowering::fdim(ValueId x, ValueId y) {
  ir::Type t = f_.typeOf(x);
  ValueId r = b_.select(b_.fcmp(FCmpPred::Ogt, x, y), bin(Op::FSub, x, y), fconst(t, 0));
  return b_.select(b_.fcmp(FCmpPred::Uno, x, y), bin(Op::FAdd, x, y), r);  // a NaN operand: NaN
}

ValueId BuiltinLowering::isNan(ValueId x) { return b_.fcmp(FCmpPred::Uno, x, x); }

ValueId BuiltinLowering::isInf(ValueId x) {
  return b_.fcmp(FCmpPred::Oeq, b_.unary(Op::FAbs, x), fconst(f_.typeOf(x), HUGE_VAL));
}

ValueId BuiltinLowering::isFinite(ValueId x) {
  return b_.fcmp(FCmpPred::Olt, b_.unary(Op::FAbs, x), fconst(f_.typeOf(x), HUGE_VAL));
}

ValueId BuiltinLowering::isNormal(ValueId x) {
  // On the bits: the exponent field neither all zeros (zero, denormal) nor all ones.
  ir::Type t = f_.typeOf(x);
  unsigned m = mantissaBits(t);
  ValueId mag = magnitude(x);
  ValueId minNormal = c(mag, uint64_t{1} << m);
  ValueId inf = c(mag, widthMask(t.bits() - 1 - m) << m);
  return bin(Op::And, b_.icmp(ICmpPred::Uge, mag, minNormal), b_.icmp(ICmpPred::Ult, mag, inf));
}

ValueId BuiltinLowering::signBit(ValueId x) { return msbSet(bitsOf(x)); }

// ---- conversions ----

ValueId BuiltinLowering::nextFloat(ValueId x, bool up) {
  // On sign-magnitude bits: away from zero is +1, toward zero -1.
  ir::Type t = f_.typeOf(x);
  ValueId bits = bitsOf(x);
  ValueId neg = msbSet(bits);
  ValueId inc = bin(Op::Add, bits, c(bits, 1)), dec = bin(Op::Sub, bits, c(bits, 1));
  ValueId r = up ? b_.select(neg, dec, inc) : b_.select(neg, inc, dec);
  return b_.cast(Op::Bitcast, r, t);
}

ValueId BuiltinLowering::directedRound(ValueId r, ValueId exact, bool exactSigned, unsigned mode) {
  ir::Type ft = f_.typeOf(r);
  ValueId tooBig, tooSmall;  // r above / below the exact value
  if (f_.typeOf(exact).isFloat()) {
    ValueId back = b_.cast(Op::FPExt, r, f_.typeOf(exact));
    tooBig = b_.fcmp(FCmpPred::Ogt, back, exact);
    tooSmall = b_.fcmp(FCmpPred::Olt, back, exact);
  } else {
    // r is integral; back in 64-bit integers it compares exactly, except where r reached
    // 2^63 (signed) or 2^64 (unsigned), above every value of the source.
    ValueId x = exact;
    if (f_.typeOf(x).bits() < 64) x = b_.cast(exactSigned ? Op::SExt : Op::ZExt, x, ir::Type::i64());
    ValueId over = b_.fcmp(FCmpPred::Oge, r, fconst(ft, std::ldexp(1.0, exactSigned ? 63 : 64)));
    ValueId back = b_.cast(exactSigned ? Op::FPToSI : Op::FPToUI, r, ir::Type::i64());
    ValueId gt = b_.icmp(exactSigned ? ICmpPred::Sgt : ICmpPred::Ugt, back, x);
    ValueId lt = b_.icmp(exactSigned ? ICmpPred::Slt : ICmpPred::Ult, back, x);
    tooBig = bin(Op::Or, over, gt);
    tooSmall = bin(Op::And, bin(Op::Xor, over, f_.constBool(true)), lt);
  }
  switch (mode) {
    case RoundRtz: {
      ValueId fix = b_.select(signBit(r), tooSmall, tooBig);
      ValueId towardZero = b_.cast(Op::Bitcast, bin(Op::Sub, bitsOf(r), c(bitsType(ft), 1)), ft);
      return b_.select(fix, towardZero, r);
    }
    case RoundRtp: return b_.select(tooSmall, nextFloat(r, true), r);
    case RoundRtn: return b_.select(tooBig, nextFloat(r, false), r);
    default: return r;
  }
}

}  // namespace gfxsim::cl
