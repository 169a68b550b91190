// Target expansions (expand.h): the driver, integer division and remainder, float division
// and square root, and the conversions without a single instruction.
#include "ir/expand.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

__extension__ typedef unsigned __int128 u128;

uint64_t maskOf(unsigned bits) { return bits >= 64 ? ~uint64_t{0} : ((uint64_t{1} << bits) - 1); }

bool isDivRem(Op op) { return op == Op::UDiv || op == Op::SDiv || op == Op::URem || op == Op::SRem; }

// Emits instructions before a position of a block.
class Emitter {
 public:
  Emitter(Function& f, BlockId block, size_t pos) : f_(f), b_(f) { b_.setInsertPoint(block, pos); }

  Function& f() { return f_; }
  ValueId k(Type t, uint64_t bits) { return f_.constant(t, bits); }
  ValueId kf32(float v) { return f_.constF32(v); }
  ValueId kf64(double v) { return f_.constF64(v); }
  ValueId kf(Type t, double v) { return f_.constFloat(t, v); }
  ValueId bin(Op op, ValueId a, ValueId b) { return b_.binary(op, a, b); }
  ValueId add(ValueId a, ValueId b) { return bin(Op::Add, a, b); }
  ValueId sub(ValueId a, ValueId b) { return bin(Op::Sub, a, b); }
  ValueId mul(ValueId a, ValueId b) { return bin(Op::Mul, a, b); }
  ValueId un(Op op, ValueId a) { return b_.unary(op, a); }
  ValueId fma(ValueId a, ValueId b, ValueId c) { return b_.fma(a, b, c); }
  ValueId icmp(ICmpPred p, ValueId a, ValueId b) { return b_.icmp(p, a, b); }
  ValueId fcmp(FCmpPred p, ValueId a, ValueId b) { return b_.fcmp(p, a, b); }
  ValueId select(ValueId c, ValueId a, ValueId b) { return b_.select(c, a, b); }
  ValueId cast(Op op, ValueId v, Type t) { return b_.cast(op, v, t); }
  ValueId intr(Intrinsic id, Type t, std::vector<ValueId> ops) { return b_.intrinsic(id, t, std::move(ops)); }
  Type type(ValueId v) const { return f_.typeOf(v); }

 private:
  Function& f_;
  Builder b_;
};

// ---------------------------------------------------------------------------------------
// Integer division.

struct DivRem {
  ValueId q = kNoValue, r = kNoValue;
};

// The quotient estimate q of x / y is at most two below the quotient: two corrections, and
// the remainder.
DivRem correctQuotient(Emitter& e, ValueId x, ValueId y, ValueId q) {
  ValueId one = e.k(e.type(x), 1);
  ValueId r = e.sub(x, e.mul(q, y));
  for (int step = 0; step < 2; ++step) {
    ValueId big = e.icmp(ICmpPred::Uge, r, y);
    q = e.select(big, e.add(q, one), q);
    r = e.select(big, e.sub(r, y), r);
  }
  return {q, r};
}

// Unsigned i32 x / y, x % y: LLVM's AMDGPUTargetLowering::expandDivRem32 sequence.
DivRem udivrem32(Emitter& e, ValueId x, ValueId y) {
  Type i32 = Type::i32(), f32 = Type::f32();
  ValueId fy = e.cast(Op::UIToFP, y, f32);
  ValueId rcp = e.intr(Intrinsic::Rcp, f32, {fy});                  // v_rcp_iflag_f32
  ValueId scaled = e.bin(Op::FMul, rcp, e.kf32(std::bit_cast<float>(0x4f7ffffeu)));  // 2^32 - 512
  ValueId z = e.cast(Op::FPToUI, scaled, i32);                     // ~2^32 / y
  // One Newton-Raphson step in integers: z += mulhi(z, -y * z).
  ValueId negY = e.sub(e.k(i32, 0), y);
  z = e.add(z, e.bin(Op::MulHiU, z, e.mul(negY, z)));
  return correctQuotient(e, x, y, e.bin(Op::MulHiU, x, z));
}

// Unsigned i64 x / y, x % y: LLVM's LowerUDIVREM64 full-width sequence (a 64-bit reciprocal
// from an f32 estimate, two Newton steps, the quotient by mulhi, two corrections).
DivRem udivrem64(Emitter& e, ValueId x, ValueId y) {
  Type i32 = Type::i32(), i64 = Type::i64(), f32 = Type::f32();
  ValueId c32 = e.k(i64, 32);
  ValueId lo = e.cast(Op::Trunc, y, i32);
  ValueId hi = e.cast(Op::Trunc, e.bin(Op::LShr, y, c32), i32);
  ValueId fy = e.fma(e.cast(Op::UIToFP, hi, f32), e.kf32(0x1p32f), e.cast(Op::UIToFP, lo, f32));
  ValueId rcp = e.intr(Intrinsic::Rcp, f32, {fy});
  ValueId mul1 = e.bin(Op::FMul, rcp, e.kf32(std::bit_cast<float>(0x5f7ffffcu)));  // just below 2^64
  ValueId mul2 = e.bin(Op::FMul, mul1, e.kf32(0x1p-32f));
  ValueId rcpHiF = e.un(Op::FTrunc, mul2);
  ValueId rcpLoF = e.fma(rcpHiF, e.kf32(-0x1p32f), mul1);
  ValueId rcpLo = e.cast(Op::ZExt, e.cast(Op::FPToUI, rcpLoF, i32), i64);
  ValueId rcpHi = e.cast(Op::ZExt, e.cast(Op::FPToUI, rcpHiF, i32), i64);
  ValueId z = e.bin(Op::Or, e.bin(Op::Shl, rcpHi, c32), rcpLo);
  ValueId negY = e.sub(e.k(i64, 0), y);
  for (int step = 0; step < 2; ++step) z = e.add(z, e.bin(Op::MulHiU, z, e.mul(negY, z)));
  return correctQuotient(e, x, y, e.bin(Op::MulHiU, x, z));
}

DivRem udivremVar(Emitter& e, ValueId x, ValueId y) {
  return e.type(x).kind == TypeKind::I64 ? udivrem64(e, x, y) : udivrem32(e, x, y);
}

// Signed division through the magnitudes: q = (|x| / |y|) with the sign of x ^ y, r with
// the sign of x.
DivRem sdivremVar(Emitter& e, ValueId x, ValueId y) {
  Type t = e.type(x);
  ValueId top = e.k(t, t.bits() - 1);
  ValueId sx = e.bin(Op::AShr, x, top), sy = e.bin(Op::AShr, y, top);
  ValueId ax = e.sub(e.bin(Op::Xor, x, sx), sx), ay = e.sub(e.bin(Op::Xor, y, sy), sy);
  DivRem u = udivremVar(e, ax, ay);
  ValueId sq = e.bin(Op::Xor, sx, sy);
  return {e.sub(e.bin(Op::Xor, u.q, sq), sq), e.sub(e.bin(Op::Xor, u.r, sx), sx)};
}

// Unsigned division by a constant d (1 < d < 2^W, not handled by the caller's special cases).
ValueId udivConst(Emitter& e, ValueId x, uint64_t d) {
  Type t = e.type(x);
  unsigned W = t.bits();
  if ((d & (d - 1)) == 0) return e.bin(Op::LShr, x, e.k(t, static_cast<uint64_t>(std::countr_zero(d))));
  if (d >> (W - 1)) return e.cast(Op::ZExt, e.icmp(ICmpPred::Uge, x, e.k(t, d)), t);  // quotient 0 or 1
  unsigned l = static_cast<unsigned>(64 - std::countl_zero(d - 1));  // ceil(log2 d), 2..W-1
  // The smallest shift s with a W-bit magic m = ceil(2^(W+s) / d) whose error m*d - 2^(W+s)
  // is at most 2^s: then floor(m * x / 2^(W+s)) = floor(x / d) for every W-bit x.
  for (unsigned s = 0; s <= l; ++s) {
    u128 p = static_cast<u128>(1) << (W + s);
    u128 m = (p + d - 1) / d;
    if (m >> W) continue;
    if (m * d - p > (static_cast<u128>(1) << s)) continue;
    ValueId hi = e.bin(Op::MulHiU, x, e.k(t, static_cast<uint64_t>(m)));
    return s ? e.bin(Op::LShr, hi, e.k(t, s)) : hi;
  }
  // The W+1-bit magic 2^W + m': q = (t1 + ((x - t1) >> 1)) >> (l - 1), t1 = mulhi(m', x)
  // (Granlund-Montgomery, figure 4.1).
  u128 mp = ((static_cast<u128>(1) << W) * ((static_cast<u128>(1) << l) - d)) / d + 1;
  ValueId t1 = e.bin(Op::MulHiU, x, e.k(t, static_cast<uint64_t>(mp)));
  ValueId half = e.bin(Op::LShr, e.sub(x, t1), e.k(t, 1));
  return e.bin(Op::LShr, e.add(t1, half), e.k(t, l - 1));
}

// Signed division by a constant d (|d| > 1, not a power of two): Hacker's Delight 10-1.
ValueId sdivConst(Emitter& e, ValueId x, int64_t d) {
  Type t = e.type(x);
  unsigned W = t.bits();
  uint64_t mask = maskOf(W), two = uint64_t{1} << (W - 1);
  uint64_t ad = (d < 0 ? 0 - static_cast<uint64_t>(d) : static_cast<uint64_t>(d)) & mask;
  uint64_t tt = two + (d < 0 ? 1 : 0);
  uint64_t anc = tt - 1 - tt % ad;
  unsigned p = W - 1;
  uint64_t q1 = two / anc, r1 = two - q1 * anc, q2 = two / ad, r2 = two - q2 * ad, delta;
  do {
    ++p;
    q1 = (2 * q1) & mask;
    r1 = (2 * r1) & mask;
    if (r1 >= anc) {
      q1 = (q1 + 1) & mask;
      r1 = (r1 - anc) & mask;
    }
    q2 = (2 * q2) & mask;
    r2 = (2 * r2) & mask;
    if (r2 >= ad) {
      q2 = (q2 + 1) & mask;
      r2 = (r2 - ad) & mask;
    }
    delta = ad - r2;
  } while (q1 < delta || (q1 == delta && r1 == 0));
  uint64_t m = (q2 + 1) & mask;
  if (d < 0) m = (0 - m) & mask;
  unsigned s = p - W;
  bool mNeg = (m >> (W - 1)) & 1;
  ValueId q = e.bin(Op::MulHiS, x, e.k(t, m));
  if (d > 0 && mNeg) q = e.add(q, x);
  if (d < 0 && !mNeg) q = e.sub(q, x);
  if (s) q = e.bin(Op::AShr, q, e.k(t, s));
  return e.add(q, e.bin(Op::LShr, q, e.k(t, W - 1)));
}

// x / d or x % d for a constant d; kNoValue when d is 0 (left to the variable sequence).
ValueId divRemConst(Emitter& e, Op op, ValueId x, uint64_t dBits) {
  Type t = e.type(x);
  unsigned W = t.bits();
  bool isSigned = op == Op::SDiv || op == Op::SRem, rem = op == Op::URem || op == Op::SRem;
  if (dBits == 0) return kNoValue;
  ValueId q;
  if (!isSigned) {
    if (dBits == 1) return rem ? e.k(t, 0) : x;
    if (rem && (dBits & (dBits - 1)) == 0) return e.bin(Op::And, x, e.k(t, dBits - 1));
    q = udivConst(e, x, dBits);
  } else {
    int64_t d = static_cast<int64_t>(dBits << (64 - W)) >> (64 - W);
    if (d == 1) return rem ? e.k(t, 0) : x;
    if (d == -1) return rem ? e.k(t, 0) : e.sub(e.k(t, 0), x);
    uint64_t ad = (d < 0 ? 0 - static_cast<uint64_t>(d) : static_cast<uint64_t>(d)) & maskOf(W);
    if ((ad & (ad - 1)) == 0) {
      // Round toward zero: add |d| - 1 to negative x before the arithmetic shift.
      unsigned sh = static_cast<unsigned>(std::countr_zero(ad));
      ValueId sign = e.bin(Op::AShr, x, e.k(t, W - 1));
      ValueId bias = e.bin(Op::LShr, sign, e.k(t, W - sh));
      q = e.bin(Op::AShr, e.add(x, bias), e.k(t, sh));
      if (d < 0) q = e.sub(e.k(t, 0), q);
    } else {
      q = sdivConst(e, x, d);
    }
  }
  if (!rem) return q;
  return e.sub(x, e.mul(q, e.k(t, dBits)));
}

ValueId expandDivRem(Emitter& e, const Inst& in, ValueId x, ValueId y) {
  Type t = in.type;
  bool isSigned = in.op == Op::SDiv || in.op == Op::SRem, rem = in.op == Op::URem || in.op == Op::SRem;
  if (t.bits() < 32) {  // through i32
    Op ext = isSigned ? Op::SExt : Op::ZExt;
    Inst wide = in;
    wide.type = Type::i32();
    ValueId r = expandDivRem(e, wide, e.cast(ext, x, Type::i32()), e.cast(ext, y, Type::i32()));
    return e.cast(Op::Trunc, r, t);
  }
  if (e.f().isConst(y)) {
    ValueId r = divRemConst(e, in.op, x, e.f()[y].imm);
    if (r != kNoValue) return r;
  }
  DivRem d = isSigned ? sdivremVar(e, x, y) : udivremVar(e, x, y);
  return rem ? d.r : d.q;
}

// ---------------------------------------------------------------------------------------
// Float division and square root.

// Operands of a division scaled by 2^k together (the quotient is unchanged) when the
// numerator is below `threshold`, for flushed denormals (expand.h).
void prescale(Emitter& e, ValueId& num, ValueId& den, double threshold, double scale) {
  Type t = e.type(num);
  ValueId small = e.fcmp(FCmpPred::Olt, e.un(Op::FAbs, num), e.kf(t, threshold));
  ValueId s = e.select(small, e.kf(t, scale), e.kf(t, 1.0));
  num = e.bin(Op::FMul, num, s);
  den = e.bin(Op::FMul, den, s);
}

ValueId expandFDiv(Emitter& e, const Inst& in, ValueId num, ValueId den) {
  Type t = in.type;
  if (t.kind == TypeKind::F16) {
    // The correctly rounded f32 quotient of the widened (exact) operands, rounded to f16:
    // f32 has 24 >= 2*11+2 bits, so the second rounding is correct too (a quotient of halves
    // that is a tie of f16, possible among denormal results, is exact in f32). f32 is never
    // denormal here (|quotient| >= 2^-40). clang-19's f16 sequence (v_rcp_f32, a multiply,
    // v_div_fixup_f16) is not correctly rounded for some denormal results.
    Inst wide = in;
    wide.type = Type::f32();
    ValueId q = expandFDiv(e, wide, e.cast(Op::FPExt, num, Type::f32()), e.cast(Op::FPExt, den, Type::f32()));
    return e.cast(Op::FPTrunc, q, t);
  }
  bool f32 = t.kind == TypeKind::F32;
  const Function& f = e.f();
  // A power-of-two divisor with a normal reciprocal: x / 2^k = x * 2^-k, both correctly rounded.
  if (f.isConst(den)) {
    uint64_t bits = f[den].imm;
    int frac = f32 ? 23 : 52, bias = f32 ? 127 : 1023;
    uint64_t fracMask = (uint64_t{1} << frac) - 1;
    int exp = static_cast<int>((bits >> frac) & (f32 ? 0xffu : 0x7ffu)) - bias;
    if ((bits & fracMask) == 0 && exp > -bias && exp < bias - 1) {
      double recip = std::ldexp(((bits >> (f32 ? 31 : 63)) & 1) ? -1.0 : 1.0, -exp);
      return e.bin(Op::FMul, num, e.kf(t, recip));
    }
  }
  if (f32 && !f.floatMode.f32Denormals) prescale(e, num, den, 0x1p-64, 0x1p64);
  if (!f32 && !f.floatMode.f64Denormals) prescale(e, num, den, 0x1p-800, 0x1p256);
  ValueId one = e.kf(t, 1.0);
  ValueId yes = e.f().constBool(true), no = e.f().constBool(false);
  ValueId denS = e.intr(Intrinsic::DivScale, t, {num, den, no});
  ValueId numS = e.intr(Intrinsic::DivScale, t, {num, den, yes});
  ValueId flag = e.intr(Intrinsic::DivScaleFlag, Type::i1(), {num, den, yes});
  ValueId negDen = e.un(Op::FNeg, denS);
  ValueId r = e.intr(Intrinsic::Rcp, t, {denS});
  ValueId q, resid;
  if (f32) {  // LLVM's LowerFDIV32
    ValueId err = e.fma(negDen, r, one);
    r = e.fma(err, r, r);
    ValueId q0 = e.bin(Op::FMul, numS, r);
    ValueId res0 = e.fma(negDen, q0, numS);
    q = e.fma(res0, r, q0);
    resid = e.fma(negDen, q, numS);
  } else {  // LLVM's LowerFDIV64 (clang's poly_double-O2.s)
    for (int step = 0; step < 2; ++step) r = e.fma(r, e.fma(negDen, r, one), r);
    q = e.bin(Op::FMul, numS, r);
    resid = e.fma(negDen, q, numS);
  }
  ValueId fmas = e.intr(Intrinsic::DivFmas, t, {resid, r, q, flag});
  return e.intr(Intrinsic::DivFixup, t, {fmas, den, num});
}

// x itself where x is +-0 or +inf (the sequences' estimates are not), else `v`.
ValueId zeroOrInfPassThrough(Emitter& e, ValueId x, ValueId v) {
  Type t = e.type(x);
  ValueId zero = e.fcmp(FCmpPred::Oeq, x, e.kf(t, 0.0));
  ValueId inf = e.fcmp(FCmpPred::Oeq, x, e.kf(t, INFINITY));
  return e.select(e.bin(Op::Or, zero, inf), x, v);
}

ValueId expandSqrt(Emitter& e, const Inst& in, ValueId x) {
  Type t = in.type;
  if (t.kind == TypeKind::F32) {  // LLVM's lowerFSQRTF32, correctly rounded form
    Type i32 = Type::i32();
    // Small inputs are scaled up so that v_sqrt sees no denormal; with f32 denormals flushed,
    // further (below 2^-64, by 2^64), so that the residuals x - s * s' below stay normal
    // (they can be ~2^-48 x) and their signs survive.
    bool keep = e.f().floatMode.f32Denormals;
    float threshold = keep ? 0x1p-96f : 0x1p-64f, scale = keep ? 0x1p32f : 0x1p64f, unscale = keep ? 0x1p-16f : 0x1p-32f;
    ValueId needScale = e.fcmp(FCmpPred::Olt, x, e.kf32(threshold));
    ValueId sx = e.select(needScale, e.bin(Op::FMul, x, e.kf32(scale)), x);
    ValueId s = e.intr(Intrinsic::NativeSqrt, t, {sx});
    ValueId si = e.cast(Op::Bitcast, s, i32);
    ValueId down = e.cast(Op::Bitcast, e.add(si, e.k(i32, 0xffffffffu)), t);
    ValueId up = e.cast(Op::Bitcast, e.add(si, e.k(i32, 1)), t);
    ValueId vDown = e.fma(e.un(Op::FNeg, down), s, sx);  // x - down * s
    ValueId vUp = e.fma(e.un(Op::FNeg, up), s, sx);      // x - up * s
    s = e.select(e.fcmp(FCmpPred::Ole, vDown, e.kf32(0.0f)), down, s);
    s = e.select(e.fcmp(FCmpPred::Ogt, vUp, e.kf32(0.0f)), up, s);
    s = e.select(needScale, e.bin(Op::FMul, s, e.kf32(unscale)), s);
    return zeroOrInfPassThrough(e, sx, s);
  }
  // f64: LLVM's lowerFSQRTF64.
  Type i32 = Type::i32();
  ValueId scaleUp = e.fcmp(FCmpPred::Olt, x, e.kf64(0x1p-767));
  ValueId sx = e.intr(Intrinsic::Ldexp, t, {x, e.select(scaleUp, e.k(i32, 256), e.k(i32, 0))});
  ValueId y = e.intr(Intrinsic::Rsq, t, {sx});
  ValueId half = e.kf64(0.5);
  ValueId s0 = e.bin(Op::FMul, sx, y);
  ValueId h0 = e.bin(Op::FMul, y, half);
  ValueId r0 = e.fma(e.un(Op::FNeg, h0), s0, half);
  ValueId h1 = e.fma(h0, r0, h0);
  ValueId s1 = e.fma(s0, r0, s0);
  ValueId d0 = e.fma(e.un(Op::FNeg, s1), s1, sx);
  ValueId s2 = e.fma(d0, h1, s1);
  ValueId d1 = e.fma(e.un(Op::FNeg, s2), s2, sx);
  ValueId s3 = e.fma(d1, h1, s2);
  ValueId s = e.intr(Intrinsic::Ldexp, t, {s3, e.select(scaleUp, e.k(i32, static_cast<uint32_t>(-128)), e.k(i32, 0))});
  return zeroOrInfPassThrough(e, sx, s);
}

// ---------------------------------------------------------------------------------------
// Conversions.

// u64 -> f32, correctly rounded (expand.h).
ValueId u64ToF32(Emitter& e, ValueId x) {
  Type i32 = Type::i32(), i64 = Type::i64();
  ValueId hi = e.cast(Op::Trunc, e.bin(Op::LShr, x, e.k(i64, 32)), i32);
  ValueId len = e.intr(Intrinsic::FrexpExp, i32, {e.cast(Op::UIToFP, hi, Type::f64())});  // bit length of hi
  ValueId shift = e.cast(Op::ZExt, e.sub(e.k(i32, 32), len), i64);                         // 0..32
  ValueId norm = e.bin(Op::Shl, x, shift);
  ValueId normHi = e.cast(Op::Trunc, e.bin(Op::LShr, norm, e.k(i64, 32)), i32);
  ValueId sticky = e.cast(Op::ZExt, e.icmp(ICmpPred::Ne, e.cast(Op::Trunc, norm, i32), e.k(i32, 0)), i32);
  ValueId v = e.cast(Op::UIToFP, e.bin(Op::Or, normHi, sticky), Type::f32());
  return e.intr(Intrinsic::Ldexp, Type::f32(), {v, len});
}

ValueId intToFp(Emitter& e, const Inst& in, ValueId x) {
  Type from = e.type(x), to = in.type;
  bool isSigned = in.op == Op::SIToFP;
  if (to.kind == TypeKind::F16) {
    // Through f32: exact below 2^24, and from 2^24 on both roundings overflow f16 (to
    // infinity), so the result is the correctly rounded f16.
    Inst wide = in;
    wide.type = Type::f32();
    ValueId f = from.bits() == 32 ? e.cast(in.op, x, Type::f32()) : intToFp(e, wide, x);
    return e.cast(Op::FPTrunc, f, to);
  }
  if (from.bits() < 32) return e.cast(in.op, e.cast(isSigned ? Op::SExt : Op::ZExt, x, Type::i32()), to);
  Type i32 = Type::i32(), i64 = Type::i64();
  if (to.kind == TypeKind::F64) {  // hi * 2^32 + lo: both halves exact, one rounding
    ValueId hi = e.cast(Op::Trunc, e.bin(isSigned ? Op::AShr : Op::LShr, x, e.k(i64, 32)), i32);
    ValueId lo = e.cast(Op::UIToFP, e.cast(Op::Trunc, x, i32), to);
    return e.fma(e.cast(in.op, hi, to), e.kf64(0x1p32), lo);
  }
  if (!isSigned) return u64ToF32(e, x);
  ValueId neg = e.icmp(ICmpPred::Slt, x, e.k(i64, 0));
  ValueId mag = e.select(neg, e.sub(e.k(i64, 0), x), x);
  ValueId v = u64ToF32(e, mag);
  return e.select(neg, e.un(Op::FNeg, v), v);
}

// f64 t (an integer value, >= 0 and < 2^64 where the result matters) -> u64 from exact
// 32-bit halves.
ValueId f64IntegerToU64(Emitter& e, ValueId t) {
  Type i32 = Type::i32(), i64 = Type::i64();
  ValueId hiF = e.un(Op::Floor, e.bin(Op::FMul, t, e.kf64(0x1p-32)));
  ValueId loF = e.fma(hiF, e.kf64(-0x1p32), t);
  ValueId hi = e.cast(Op::ZExt, e.cast(Op::FPToUI, hiF, i32), i64);
  ValueId lo = e.cast(Op::ZExt, e.cast(Op::FPToUI, loF, i32), i64);
  return e.bin(Op::Or, e.bin(Op::Shl, hi, e.k(i64, 32)), lo);
}

ValueId fpToInt(Emitter& e, const Inst& in, ValueId x) {
  Type to = in.type;
  if (e.type(x).kind == TypeKind::F16) {  // widened exactly to f32 first
    x = e.cast(Op::FPExt, x, Type::f32());
    if (to.bits() == 32) return e.cast(in.op, x, to);
  }
  if (to.bits() < 32) return e.cast(Op::Trunc, e.cast(Op::FPToSI, x, Type::i32()), to);
  Type i64 = Type::i64();
  if (e.type(x).kind == TypeKind::F32) x = e.cast(Op::FPExt, x, Type::f64());
  ValueId t = e.un(Op::FTrunc, x);
  if (in.op == Op::FPToUI) {
    ValueId r = f64IntegerToU64(e, t);
    r = e.select(e.fcmp(FCmpPred::Oge, x, e.kf64(0x1p64)), e.k(i64, ~uint64_t{0}), r);
    return e.select(e.fcmp(FCmpPred::Olt, t, e.kf64(0.0)), e.k(i64, 0), r);
  }
  ValueId mag = f64IntegerToU64(e, e.un(Op::FAbs, t));
  ValueId r = e.select(e.fcmp(FCmpPred::Olt, t, e.kf64(0.0)), e.sub(e.k(i64, 0), mag), mag);
  r = e.select(e.fcmp(FCmpPred::Oge, x, e.kf64(0x1p63)), e.k(i64, (uint64_t{1} << 63) - 1), r);
  return e.select(e.fcmp(FCmpPred::Olt, x, e.kf64(-0x1p63)), e.k(i64, uint64_t{1} << 63), r);
}

// f64 -> f16: the f64 rounded to f32 *to odd* (truncated, with the last bit set when
// inexact), then to f16 to nearest even: with 24 >= 11 + 2 bits the double rounding gives
// the correctly rounded f16 (Boldo and Melquiond, "When double rounding is odd", 2005).
// The f32 truncation is the nearest-even result stepped toward zero where it overshot.
// NaNs compare unordered: they pass through the two conversions (quieted, payload's top).
ValueId f64ToF16(Emitter& e, ValueId x) {
  Type f32 = Type::f32(), i32 = Type::i32();
  ValueId r = e.cast(Op::FPTrunc, x, f32);
  ValueId back = e.cast(Op::FPExt, r, Type::f64());
  ValueId over = e.fcmp(FCmpPred::Ogt, e.un(Op::FAbs, back), e.un(Op::FAbs, x));
  ValueId inexact = e.fcmp(FCmpPred::One, back, x);
  ValueId bits = e.cast(Op::Bitcast, r, i32);
  bits = e.select(over, e.sub(bits, e.k(i32, 1)), bits);
  bits = e.select(inexact, e.bin(Op::Or, bits, e.k(i32, 1)), bits);
  return e.cast(Op::FPTrunc, e.cast(Op::Bitcast, bits, f32), Type::f16());
}

ValueId expandFloatConvert(Emitter& e, const Inst& in, ValueId x) {
  if (in.op == Op::FPExt)  // f16 -> f64 through f32, both exact
    return e.cast(Op::FPExt, e.cast(Op::FPExt, x, Type::f32()), in.type);
  return f64ToF16(e, x);
}

ValueId expand(Emitter& e, const Inst& in, const std::vector<ValueId>& ops) {
  switch (in.op) {
    case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem: return expandDivRem(e, in, ops[0], ops[1]);
    case Op::FDiv: return expandFDiv(e, in, ops[0], ops[1]);
    case Op::Sqrt: return expandSqrt(e, in, ops[0]);
    case Op::SIToFP: case Op::UIToFP: return intToFp(e, in, ops[0]);
    case Op::FPToSI: case Op::FPToUI: return fpToInt(e, in, ops[0]);
    case Op::FPExt: case Op::FPTrunc: return expandFloatConvert(e, in, ops[0]);
    default: return kNoValue;
  }
}

}  // namespace

bool needsExpansion(const Function& f, const Inst& in) {
  if (isDivRem(in.op)) return in.type.isInt();
  if (in.op == Op::FDiv) return in.type.isFloat();
  if (in.op == Op::Sqrt) return in.type == Type::f32() || in.type == Type::f64();  // f16: v_sqrt_f16
  if (in.operands.empty() || in.operands[0] >= f.values.size()) return false;
  Type from = f.typeOf(in.operands[0]);
  if (in.op == Op::SIToFP || in.op == Op::UIToFP)
    return from.isInt() && (from.bits() != 32 || in.type == Type::f16());
  if (in.op == Op::FPToSI || in.op == Op::FPToUI)
    return in.type.isInt() && (in.type.bits() != 32 || from == Type::f16());
  if (in.op == Op::FPExt) return from == Type::f16() && in.type == Type::f64();
  if (in.op == Op::FPTrunc) return from == Type::f64() && in.type == Type::f16();
  return false;
}

void expandForTarget(Function& f, const isa::TargetInfo& target) {
  (void)target;  // the same sequences for every target (expand.h)
  std::vector<ValueId> repl(f.values.size(), kNoValue);
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    std::vector<ValueId> original = f.blocks[b].insts;
    for (ValueId v : original) {
      if (!needsExpansion(f, f[v])) continue;
      Inst in = f[v];  // a copy: emitting grows f.values
      std::vector<ValueId> ops;
      for (ValueId o : in.operands) ops.push_back(resolve(repl, o));
      const auto& list = f.blocks[b].insts;
      size_t pos = static_cast<size_t>(std::find(list.begin(), list.end(), v) - list.begin());
      Emitter e(f, b, pos);
      ValueId r = expand(e, in, ops);
      if (r == kNoValue) continue;
      repl.resize(f.values.size(), kNoValue);
      repl[v] = r;
      eraseInst(f, v);
    }
  }
  repl.resize(f.values.size(), kNoValue);
  applyReplacements(f, repl);
}

}  // namespace gfxsim::ir
