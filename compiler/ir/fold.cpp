#include "ir/fold.h"

#include <algorithm>
#include <cmath>

#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

__extension__ typedef unsigned __int128 U128;
__extension__ typedef __int128 I128;

uint64_t maskOf(unsigned bits) { return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1; }

}  // namespace

std::optional<uint64_t> evalIntBinary(Op op, unsigned n, uint64_t a, uint64_t b) {
  int64_t sa = signExtend(a, n), sb = signExtend(b, n);
  unsigned amount = n ? static_cast<unsigned>(b % n) : 0;
  uint64_t r;
  switch (op) {
    case Op::Add: r = a + b; break;
    case Op::Sub: r = a - b; break;
    case Op::Mul: r = a * b; break;
    case Op::MulHiU: r = static_cast<uint64_t>((static_cast<U128>(a) * b) >> n); break;
    case Op::MulHiS: r = static_cast<uint64_t>((static_cast<I128>(sa) * sb) >> n); break;
    case Op::UDiv: if (b == 0) return std::nullopt; r = a / b; break;
    case Op::URem: if (b == 0) return std::nullopt; r = a % b; break;
    case Op::SDiv:
    case Op::SRem:
      if (sb == 0 || (sb == -1 && sa == signExtend(uint64_t{1} << (n - 1), n))) return std::nullopt;
      r = static_cast<uint64_t>(op == Op::SDiv ? sa / sb : sa % sb);
      break;
    case Op::And: r = a & b; break;
    case Op::Or: r = a | b; break;
    case Op::Xor: r = a ^ b; break;
    case Op::Shl: r = a << amount; break;
    case Op::LShr: r = a >> amount; break;
    case Op::AShr: r = static_cast<uint64_t>(sa >> amount); break;
    case Op::SMin: r = static_cast<uint64_t>(std::min(sa, sb)); break;
    case Op::SMax: r = static_cast<uint64_t>(std::max(sa, sb)); break;
    case Op::UMin: r = std::min(a, b); break;
    case Op::UMax: r = std::max(a, b); break;
    default: return std::nullopt;
  }
  return r & maskOf(n);
}

bool evalICmp(ICmpPred p, unsigned n, uint64_t a, uint64_t b) {
  int64_t sa = signExtend(a, n), sb = signExtend(b, n);
  switch (p) {
    case ICmpPred::Eq: return a == b;
    case ICmpPred::Ne: return a != b;
    case ICmpPred::Ult: return a < b;
    case ICmpPred::Ule: return a <= b;
    case ICmpPred::Ugt: return a > b;
    case ICmpPred::Uge: return a >= b;
    case ICmpPred::Slt: return sa < sb;
    case ICmpPred::Sle: return sa <= sb;
    case ICmpPred::Sgt: return sa > sb;
    case ICmpPred::Sge: return sa >= sb;
  }
  return false;
}

bool evalFCmp(FCmpPred p, double a, double b) {
  bool ord = !std::isnan(a) && !std::isnan(b);
  switch (p) {
    case FCmpPred::Oeq: return ord && a == b;
    case FCmpPred::One: return ord && a != b;
    case FCmpPred::Olt: return ord && a < b;
    case FCmpPred::Ole: return ord && a <= b;
    case FCmpPred::Ogt: return ord && a > b;
    case FCmpPred::Oge: return ord && a >= b;
    case FCmpPred::Ord: return ord;
    case FCmpPred::Ueq: return !ord || a == b;
    case FCmpPred::Une: return !ord || a != b;
    case FCmpPred::Ult: return !ord || a < b;
    case FCmpPred::Ule: return !ord || a <= b;
    case FCmpPred::Ugt: return !ord || a > b;
    case FCmpPred::Uge: return !ord || a >= b;
    case FCmpPred::Uno: return !ord;
  }
  return false;
}

}  // namespace gfxsim::ir
