// Target expansions (compiler/ir/expand.h): each expanded op runs in the reference
// interpreter over edge cases and random inputs and must match, bit for bit, the host's
// result (integer arithmetic; correctly rounded float results with the kernel's denormal
// mode) and the unexpanded op in the interpreter (NaN bits included).
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <vector>

#include "ir/expand.h"
#include "ir/interp.h"
#include "ir/verifier.h"
#include "isa/target.h"
#include "support/ir_kernel.h"

using namespace gfxsim;
using namespace gfxsim::ir;
using gfxsim::test::IrKernel;

namespace {

const Type I32 = Type::i32(), I64 = Type::i64(), F32T = Type::f32(), F64T = Type::f64(), GPTR = Type::ptr(AddrSpace::Global);

// out[i] = op(a[i], b[i]) (b a constant when given; unary ops and casts ignore b), every
// element in an 8-byte slot.
struct OpKernel {
  Op op;
  Type ta, tr;
  Type tb = Type::voidTy();
  bool constB = false;
  uint64_t bValue = 0;
  FloatMode mode;
};

Function build(const OpKernel& s) {
  IrKernel k("op");
  k.f.floatMode = s.mode;
  ValueId pa = k.arg(GPTR, "a"), pb = k.arg(GPTR, "b"), out = k.arg(GPTR, "out");
  ValueId i = k.gid(0);
  auto slot = [&](ValueId base) { return k.elem(base, i, 8); };
  ValueId x = k.b.load(s.ta, slot(pa), {8});
  ValueId r;
  switch (s.op) {
    case Op::SIToFP: case Op::UIToFP: case Op::FPToSI: case Op::FPToUI: case Op::FPExt: case Op::FPTrunc:
      r = k.b.cast(s.op, x, s.tr);
      break;
    case Op::Sqrt: r = k.b.unary(s.op, x); break;
    default: {
      ValueId y = s.constB ? k.f.constant(s.tb, s.bValue) : k.b.load(s.tb, slot(pb), {8});
      r = k.b.binary(s.op, x, y);
    }
  }
  k.b.store(r, slot(out), {8});
  k.b.ret();
  return std::move(k.f);
}

Function expanded(Function f) {
  expandForTarget(f, *isa::findTarget("gfx900"));
  for (BlockId b = 0; b < f.blocks.size(); ++b)
    for (ValueId v : f.blocks[b].insts) REQUIRE_FALSE(needsExpansion(f, f[v]));
  auto problems = verify(f);
  if (!problems.empty()) FAIL(problems.front());
  return f;
}

// Runs a kernel over the inputs; the outputs, or a failed check with the interpreter's error.
std::vector<uint64_t> run(const Function& f, const std::vector<uint64_t>& a, const std::vector<uint64_t>& b) {
  InterpMemory mem;
  size_t n = a.size();
  uint64_t pa = mem.allocate(8 * n), pb = mem.allocate(8 * n), po = mem.allocate(8 * n);
  mem.write(pa, a.data(), 8 * n);
  if (!b.empty()) mem.write(pb, b.data(), 8 * n);
  InterpLaunch l;
  l.grid[0] = static_cast<uint32_t>(n);
  l.group[0] = 256;
  l.args = {pa, pb, po};
  InterpResult r = interpret(f, mem, l);
  REQUIRE_MESSAGE(r.ok, r.error);
  std::vector<uint64_t> out(n);
  mem.read(po, out.data(), 8 * n);
  return out;
}

// A float result compared by value: NaN only needs to be a NaN (the unexpanded comparison
// checks its bits).
template <class F>
uint64_t canonicalNan(uint64_t bits) {
  if constexpr (sizeof(F) == 4) {
    float v = std::bit_cast<float>(static_cast<uint32_t>(bits));
    return std::isnan(v) ? 0x7fc00000u : bits;
  } else {
    double v = std::bit_cast<double>(bits);
    return std::isnan(v) ? 0x7ff8000000000000ull : bits;
  }
}

// Expanded op against a host reference (and, where `alsoUnexpanded`, the unexpanded op).
void check(const OpKernel& s, const std::vector<uint64_t>& a, const std::vector<uint64_t>& b,
           const std::function<uint64_t(uint64_t, uint64_t)>& ref, bool alsoUnexpanded) {
  Function plain = build(s);
  Function exp = expanded(plain);
  auto got = run(exp, a, b);
  std::vector<uint64_t> base;
  if (alsoUnexpanded) base = run(plain, a, b);
  uint64_t mask = s.tr.bits() >= 64 ? ~uint64_t{0} : (uint64_t{1} << s.tr.bits()) - 1;
  for (size_t i = 0; i < a.size(); ++i) {
    uint64_t bi = s.constB ? s.bValue : b.empty() ? 0 : b[i];
    uint64_t want = ref(a[i], bi) & mask;
    uint64_t value = s.tr.kind == TypeKind::F32 ? canonicalNan<float>(got[i])
                     : s.tr.kind == TypeKind::F64 ? canonicalNan<double>(got[i])
                     : s.tr.kind == TypeKind::F16 && (got[i] & 0x7fff) > 0x7c00 ? 0x7e00 : got[i];
    if (value != want || (alsoUnexpanded && base[i] != got[i])) {
      char buf[200];
      std::snprintf(buf, sizeof buf, "%s: a=0x%llx b=0x%llx: expanded 0x%llx, host 0x%llx, unexpanded 0x%llx", opName(s.op),
                    static_cast<unsigned long long>(a[i]), static_cast<unsigned long long>(bi),
                    static_cast<unsigned long long>(got[i]), static_cast<unsigned long long>(want),
                    static_cast<unsigned long long>(alsoUnexpanded ? base[i] : 0));
      FAIL(buf);
    }
  }
}

// Integers with every bit length, and the edges.
struct IntGen {
  std::mt19937_64 rng{12345};
  unsigned bits;
  explicit IntGen(unsigned b) : bits(b) {}
  uint64_t mask() const { return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1; }
  uint64_t next() {
    unsigned len = static_cast<unsigned>(rng() % (bits + 1));
    uint64_t v = len == 0 ? 0 : (rng() & (len >= 64 ? ~uint64_t{0} : (uint64_t{1} << len) - 1)) | (uint64_t{1} << (len - 1));
    if (rng() & 1) v = ~v;  // negative as signed
    return v & mask();
  }
  std::vector<uint64_t> edges() const {
    std::vector<uint64_t> e = {0, 1, 2, 3, 5, 7, 10, 0x7f, 0xff};
    uint64_t top = uint64_t{1} << (bits - 1);
    for (uint64_t v : {top, top - 1, top + 1, mask(), mask() - 1, mask() - 2, top / 3, mask() / 3, mask() / 10})
      e.push_back(v & mask());
    for (unsigned s = 0; s < bits; s += 7) {
      e.push_back((uint64_t{1} << s) & mask());
      e.push_back(((uint64_t{1} << s) - 1) & mask());
      e.push_back((0 - (uint64_t{1} << s)) & mask());
    }
    return e;
  }
};

int64_t sx(uint64_t v, unsigned bits) { return static_cast<int64_t>(v << (64 - bits)) >> (64 - bits); }

uint64_t hostDiv(Op op, uint64_t a, uint64_t b, unsigned bits) {
  uint64_t m = bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
  switch (op) {
    case Op::UDiv: return a / b;
    case Op::URem: return a % b;
    case Op::SDiv: return static_cast<uint64_t>(sx(a, bits) / sx(b, bits)) & m;
    default: return static_cast<uint64_t>(sx(a, bits) % sx(b, bits)) & m;
  }
}

bool divDefined(Op op, uint64_t a, uint64_t b, unsigned bits) {
  if (b == 0) return false;
  bool isSigned = op == Op::SDiv || op == Op::SRem;
  return !(isSigned && sx(b, bits) == -1 && sx(a, bits) == sx(uint64_t{1} << (bits - 1), bits));
}

void checkDivVariable(Type t, size_t randomPairs) {
  IntGen g(t.bits());
  std::vector<uint64_t> a, b;
  auto edges = g.edges();
  for (uint64_t x : edges)
    for (uint64_t y : edges) {
      a.push_back(x);
      b.push_back(y);
    }
  while (a.size() < edges.size() * edges.size() + randomPairs) {
    a.push_back(g.next());
    b.push_back(g.next());
  }
  for (Op op : {Op::UDiv, Op::URem, Op::SDiv, Op::SRem}) {
    CAPTURE(opName(op));
    std::vector<uint64_t> da, db;
    for (size_t i = 0; i < a.size(); ++i)
      if (divDefined(op, a[i], b[i], t.bits())) {
        da.push_back(a[i]);
        db.push_back(b[i]);
      }
    OpKernel s{op, t, t, t};
    check(s, da, db, [&](uint64_t x, uint64_t y) { return hostDiv(op, x, y, t.bits()); }, true);
    // Undefined divisions run without a fault (their values are unspecified).
    std::vector<uint64_t> ua = {5, 0, uint64_t{1} << (t.bits() - 1)}, ub = {0, 0, g.mask()};
    run(expanded(build(s)), ua, ub);
  }
}

void checkDivConst(Type t, const std::vector<uint64_t>& divisors, size_t randomPerDivisor) {
  IntGen g(t.bits());
  std::vector<uint64_t> a = g.edges();
  while (a.size() < randomPerDivisor) a.push_back(g.next());
  for (uint64_t d : divisors) {
    d &= g.mask();
    for (Op op : {Op::UDiv, Op::URem, Op::SDiv, Op::SRem}) {
      CAPTURE(opName(op));
      CAPTURE(d);
      std::vector<uint64_t> da;
      for (uint64_t x : a)
        if (divDefined(op, x, d, t.bits())) da.push_back(x);
      OpKernel s{op, t, t, t, true, d};
      check(s, da, {}, [&](uint64_t x, uint64_t y) { return hostDiv(op, x, y, t.bits()); }, false);
    }
  }
}

// Random float bit patterns: every exponent (denormals, infinities, NaNs included), plus
// values near each other.
template <class U>
std::vector<uint64_t> floatInputs(size_t n, std::mt19937_64& rng) {
  std::vector<uint64_t> v;
  constexpr unsigned W = sizeof(U) * 8;
  constexpr U sign = U(1) << (W - 1);
  constexpr U inf = W == 32 ? U(0x7f800000u) : U(0x7ff0000000000000ull);
  for (U e : {U(0), U(1), U(2), U(inf - 1), inf, U(inf + 1), U(inf | (inf >> 1) >> 1)}) {
    v.push_back(e);
    v.push_back(U(e | sign));
  }
  double specials[] = {1.0, 2.0, 3.0, 0.1, 10.0, 1e-30, 1e30, 0x1p-64, 0x1p-100, 0x1p-126, 0x1p-149, 0x1p127, 0x1p-1000, 0x1p-1074, 0x1p1000};
  for (double d : specials) {
    U bits = W == 32 ? U(std::bit_cast<uint32_t>(static_cast<float>(d))) : U(std::bit_cast<uint64_t>(d));
    v.push_back(bits);
    v.push_back(U(bits + 1));
    v.push_back(U(bits | sign));
  }
  while (v.size() < n) {
    U r = static_cast<U>(rng());
    if (rng() % 4 == 0) r = static_cast<U>((r & ~(inf | sign)) | ((static_cast<U>(rng() % 64) + (W == 32 ? 100 : 1000)) << (W == 32 ? 23 : 52)));
    v.push_back(r);
  }
  return v;
}

float flush32(float v, bool keep) { return (!keep && std::fpclassify(v) == FP_SUBNORMAL) ? std::copysign(0.0f, v) : v; }
double flush64(double v, bool keep) { return (!keep && std::fpclassify(v) == FP_SUBNORMAL) ? std::copysign(0.0, v) : v; }

}  // namespace

TEST_CASE("ir expand: i32 division and remainder by variables, exhaustive edges and random") {
  checkDivVariable(I32, 200000);
}

TEST_CASE("ir expand: i64 division and remainder by variables") {
  checkDivVariable(I64, 40000);
}

TEST_CASE("ir expand: i8 and i16 division") {
  checkDivVariable(Type::i8(), 2000);
  checkDivVariable(Type::i16(), 5000);
}

TEST_CASE("ir expand: division by constants") {
  std::vector<uint64_t> divisors = {1, 2, 3, 5, 6, 7, 9, 10, 11, 12, 13, 25, 60, 100, 125, 641, 1000, 6700417, 0x10000,
                                    0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff, 0x55555555, 0xcccccccd,
                                    0xfffffff9, 0xfffffffd, 0xfffffff6, 0xffff0000};
  checkDivConst(I32, divisors, 3000);
  std::vector<uint64_t> d64 = {1, 3, 7, 10, 641, 1000000007, 0x100000000ull, 0x7fffffffffffffffull, 0x8000000000000000ull,
                               0xffffffffffffffffull, 0xfffffffffffffff9ull, 0x123456789ull, 0xfffffffffffffc18ull, 274177,
                               6700417, 0x5555555555555555ull};
  checkDivConst(I64, d64, 1500);
  // The constant-divisor sequences use no division and no reciprocal (magic numbers only).
  Function f = expanded(build(OpKernel{Op::UDiv, I32, I32, I32, true, 10}));
  for (const Inst& in : f.values) {
    CHECK(in.op != Op::UDiv);
    CHECK_FALSE((in.op == Op::Intrinsic && in.intrinsic() == Intrinsic::Rcp));
  }
}

TEST_CASE("ir expand: f32 division, correctly rounded, denormals kept and flushed") {
  std::mt19937_64 rng(7);
  auto a = floatInputs<uint32_t>(300, rng), b = floatInputs<uint32_t>(300, rng);
  std::vector<uint64_t> x, y;
  for (uint64_t p : a)
    for (size_t j = 0; j < 100; ++j) {  // every a against a spread of b
      x.push_back(p);
      y.push_back(b[(j * 37 + p) % b.size()]);
    }
  for (int i = 0; i < 30000; ++i) {  // ratios near overflow/underflow and ties
    uint32_t m = static_cast<uint32_t>(rng()) & 0x807fffffu;
    x.push_back(m | static_cast<uint32_t>((rng() % 254 + 1) << 23));
    y.push_back((static_cast<uint32_t>(rng()) & 0x807fffffu) | static_cast<uint32_t>((rng() % 254 + 1) << 23));
  }
  for (bool keep : {true, false}) {
    CAPTURE(keep);
    OpKernel s{Op::FDiv, F32T, F32T, F32T};
    s.mode.f32Denormals = keep;
    check(s, x, y, [&](uint64_t p, uint64_t q) {
      float r = flush32(flush32(std::bit_cast<float>(static_cast<uint32_t>(p)), keep) /
                            flush32(std::bit_cast<float>(static_cast<uint32_t>(q)), keep), keep);
      return canonicalNan<float>(std::bit_cast<uint32_t>(r));
    }, false);
    // NaN bits as the unexpanded op gives them.
    Function plain = build(s), exp = expanded(plain);
    auto g = run(exp, x, y), base = run(plain, x, y);
    for (size_t i = 0; i < x.size(); ++i)
      if (g[i] != base[i]) FAIL("f32 fdiv " << x[i] << " / " << y[i] << ": " << g[i] << " vs " << base[i]);
  }
  // By a power of two: a multiply.
  Function f = expanded(build(OpKernel{Op::FDiv, F32T, F32T, F32T, true, std::bit_cast<uint32_t>(0.25f)}));
  bool hasFixup = false;
  for (const Inst& in : f.values) hasFixup |= in.op == Op::Intrinsic && in.intrinsic() == Intrinsic::DivFixup;
  CHECK_FALSE(hasFixup);
  check(OpKernel{Op::FDiv, F32T, F32T, F32T, true, std::bit_cast<uint32_t>(-0.25f)}, x, {}, [](uint64_t p, uint64_t) {
    return canonicalNan<float>(std::bit_cast<uint32_t>(std::bit_cast<float>(static_cast<uint32_t>(p)) / -0.25f));
  }, false);
}

TEST_CASE("ir expand: f64 division, correctly rounded") {
  std::mt19937_64 rng(11);
  auto a = floatInputs<uint64_t>(200, rng), b = floatInputs<uint64_t>(200, rng);
  std::vector<uint64_t> x, y;
  for (uint64_t p : a)
    for (size_t j = 0; j < 100; ++j) {
      x.push_back(p);
      y.push_back(b[(j * 31 + p) % b.size()]);
    }
  for (bool keep : {true, false}) {
    CAPTURE(keep);
    OpKernel s{Op::FDiv, F64T, F64T, F64T};
    s.mode.f64Denormals = keep;
    check(s, x, y, [&](uint64_t p, uint64_t q) {
      double r = flush64(flush64(std::bit_cast<double>(p), keep) / flush64(std::bit_cast<double>(q), keep), keep);
      return canonicalNan<double>(std::bit_cast<uint64_t>(r));
    }, false);
    Function plain = build(s), exp = expanded(plain);
    auto g = run(exp, x, y), base = run(plain, x, y);
    for (size_t i = 0; i < x.size(); ++i)
      if (g[i] != base[i]) FAIL("f64 fdiv " << x[i] << " / " << y[i] << ": " << g[i] << " vs " << base[i]);
  }
}

TEST_CASE("ir expand: square roots, correctly rounded") {
  std::mt19937_64 rng(3);
  auto a32 = floatInputs<uint32_t>(100000, rng);
  for (bool keep : {true, false}) {
    CAPTURE(keep);
    OpKernel s{Op::Sqrt, F32T, F32T};
    s.mode.f32Denormals = keep;
    check(s, a32, {}, [&](uint64_t p, uint64_t) {
      float r = flush32(std::sqrt(flush32(std::bit_cast<float>(static_cast<uint32_t>(p)), keep)), keep);
      return canonicalNan<float>(std::bit_cast<uint32_t>(r));
    }, false);
  }
  auto a64 = floatInputs<uint64_t>(100000, rng);
  check(OpKernel{Op::Sqrt, F64T, F64T}, a64, {}, [&](uint64_t p, uint64_t) {
    return canonicalNan<double>(std::bit_cast<uint64_t>(std::sqrt(std::bit_cast<double>(p))));
  }, false);
}

TEST_CASE("ir expand: i64 to float conversions, correctly rounded") {
  IntGen g(64);
  std::vector<uint64_t> v = g.edges();
  for (uint64_t base : {uint64_t{1} << 24, uint64_t{1} << 53, uint64_t{1} << 63})  // ties and sticky bits
    for (uint64_t d = 0; d < 64; ++d) v.insert(v.end(), {base + d, base - d, base * 3 + d, 0 - base - d});
  v.push_back(0x20000010000001ull);
  v.push_back(0x8000008000000001ull);
  v.push_back(0xffffff7fffffffffull);
  while (v.size() < 60000) v.push_back(g.next());
  check(OpKernel{Op::UIToFP, I64, F32T}, v, {}, [](uint64_t p, uint64_t) { return uint64_t{std::bit_cast<uint32_t>(static_cast<float>(p))}; }, true);
  check(OpKernel{Op::SIToFP, I64, F32T}, v, {}, [](uint64_t p, uint64_t) {
    return uint64_t{std::bit_cast<uint32_t>(static_cast<float>(static_cast<int64_t>(p)))};
  }, true);
  check(OpKernel{Op::UIToFP, I64, F64T}, v, {}, [](uint64_t p, uint64_t) { return std::bit_cast<uint64_t>(static_cast<double>(p)); }, true);
  check(OpKernel{Op::SIToFP, I64, F64T}, v, {}, [](uint64_t p, uint64_t) {
    return std::bit_cast<uint64_t>(static_cast<double>(static_cast<int64_t>(p)));
  }, true);
  // Narrow sources through i32.
  std::vector<uint64_t> small;
  for (uint64_t i = 0; i < 65536; ++i) small.push_back(i);
  check(OpKernel{Op::SIToFP, Type::i16(), F32T}, small, {}, [](uint64_t p, uint64_t) {
    return uint64_t{std::bit_cast<uint32_t>(static_cast<float>(static_cast<int16_t>(p)))};
  }, true);
  check(OpKernel{Op::UIToFP, Type::i8(), F64T}, small, {}, [](uint64_t p, uint64_t) {
    return std::bit_cast<uint64_t>(static_cast<double>(static_cast<uint8_t>(p)));
  }, true);
}

TEST_CASE("ir expand: float to i64 conversions, saturating") {
  std::mt19937_64 rng(5);
  auto f64s = floatInputs<uint64_t>(60000, rng);
  for (double d : {0x1p63, -0x1p63, 0x1p64, 0x1p64 - 2048, 0x1p63 - 1024, -0x1p63 - 2048, 4294967296.5, -4294967296.5, -0.5, -1.0,
                   1e19, 1.8e19, 123456789012.75})
    f64s.push_back(std::bit_cast<uint64_t>(d));
  auto toS = [](double d) -> uint64_t {
    if (std::isnan(d)) return 0;
    if (d >= 0x1p63) return uint64_t{1} << 63 ^ ~uint64_t{0};
    if (d < -0x1p63) return uint64_t{1} << 63;
    return static_cast<uint64_t>(static_cast<int64_t>(d));
  };
  auto toU = [](double d) -> uint64_t {
    if (std::isnan(d) || d <= -1.0) return 0;
    if (d >= 0x1p64) return ~uint64_t{0};
    return static_cast<uint64_t>(d);
  };
  check(OpKernel{Op::FPToSI, F64T, I64}, f64s, {}, [&](uint64_t p, uint64_t) { return toS(std::bit_cast<double>(p)); }, true);
  check(OpKernel{Op::FPToUI, F64T, I64}, f64s, {}, [&](uint64_t p, uint64_t) { return toU(std::bit_cast<double>(p)); }, true);
  auto f32s = floatInputs<uint32_t>(60000, rng);
  for (float d : {0x1p63f, -0x1p63f, 0x1p64f, -0.75f, 1e19f}) f32s.push_back(std::bit_cast<uint32_t>(d));
  for (bool keep : {true, false}) {
    OpKernel si{Op::FPToSI, F32T, I64}, ui{Op::FPToUI, F32T, I64};
    si.mode.f32Denormals = ui.mode.f32Denormals = keep;
    auto in = [&](uint64_t p) { return static_cast<double>(flush32(std::bit_cast<float>(static_cast<uint32_t>(p)), keep)); };
    check(si, f32s, {}, [&](uint64_t p, uint64_t) { return toS(in(p)); }, true);
    check(ui, f32s, {}, [&](uint64_t p, uint64_t) { return toU(in(p)); }, true);
  }
  // To i8/i16: the signed i32 conversion truncated.
  check(OpKernel{Op::FPToUI, F32T, Type::i8()}, f32s, {}, [&](uint64_t p, uint64_t) {
    float v = std::bit_cast<float>(static_cast<uint32_t>(p));
    int32_t i = std::isnan(v) ? 0 : v >= 0x1p31f ? INT32_MAX : v < -0x1p31f ? INT32_MIN : static_cast<int32_t>(v);
    return static_cast<uint64_t>(static_cast<uint32_t>(i));
  }, true);
}

namespace {

__extension__ typedef _Float16 Half;  // GCC 12 on x86-64: IEEE binary16, libgcc's exact conversions

// A host value rounded once to half (NaN as 0x7e00), f16 denormals flushed (sign kept) when
// `keep` is false.
uint64_t toHalf(Half h, bool keep = true) {
  uint16_t b = std::bit_cast<uint16_t>(h);
  if ((b & 0x7fff) > 0x7c00) return 0x7e00;
  if (!keep && (b & 0x7c00) == 0) b &= 0x8000;
  return b;
}
double fromHalf(uint64_t bits, bool keep = true) {
  uint16_t b = static_cast<uint16_t>(bits);
  if (!keep && (b & 0x7c00) == 0) b &= 0x8000;
  return static_cast<double>(std::bit_cast<Half>(b));
}

}  // namespace

TEST_CASE("ir expand: f16 division and the conversions to and from f16, correctly rounded") {
  const Type F16T = Type::f16();
  std::mt19937_64 rng(16);
  std::vector<uint64_t> all(65536);
  for (uint64_t h = 0; h < 65536; ++h) all[h] = h;
  // Division: the special values against each other, quotients whose correct rounding is a
  // denormal tie-break (f32 estimates miss them), random pairs; denormals kept and flushed.
  std::vector<uint64_t> xs, ys;
  const uint64_t sp[] = {0x0000, 0x8000, 0x3c00, 0xbc00, 0x0001, 0x03ff, 0x0400, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0x3555, 0x4b00};
  for (uint64_t x : sp)
    for (uint64_t y : sp) {
      xs.push_back(x);
      ys.push_back(y);
    }
  for (auto [x, y] : {std::pair<uint64_t, uint64_t>{0x004b, 0x4f80}, {0x005b, 0x4b00}, {0x00b7, 0x57a0}, {0x011f, 0x5520}}) {
    xs.push_back(x);
    ys.push_back(y);
  }
  while (xs.size() < 100000) {
    xs.push_back(rng() & 0xffff);
    ys.push_back(rng() & 0xffff);
  }
  for (bool keep : {true, false}) {
    OpKernel div{Op::FDiv, F16T, F16T, F16T};
    div.mode.f64Denormals = keep;
    check(div, xs, ys, [&](uint64_t a, uint64_t b) {
      return toHalf(static_cast<Half>(fromHalf(a, keep) / fromHalf(b, keep)), keep);  // double rounding innocuous
    }, true);
  }
  // f64 -> f16 around every half-way point (where a nearest-even f32 step would land on it),
  // and random doubles; f16 -> f64 for every half.
  std::vector<uint64_t> ds;
  for (uint64_t h = 0; h < 0x7c00; h += 3) {
    double a = fromHalf(h), b = h == 0x7bff ? 65536.0 : fromHalf(h + 1), mid = (a + b) / 2;
    for (double d : {mid, std::nextafter(mid, 0.0), std::nextafter(mid, 1e9), mid + std::ldexp(mid, -35), mid - std::ldexp(mid, -35), a})
      for (double sgn : {1.0, -1.0}) ds.push_back(std::bit_cast<uint64_t>(sgn * d));
  }
  for (int k = 0; k < 20000; ++k) ds.push_back(rng());
  check(OpKernel{Op::FPTrunc, F64T, F16T}, ds, {}, [](uint64_t p, uint64_t) {
    return toHalf(static_cast<Half>(std::bit_cast<double>(p)));
  }, true);
  check(OpKernel{Op::FPExt, F16T, F64T}, all, {}, [](uint64_t p, uint64_t) {
    return canonicalNan<double>(std::bit_cast<uint64_t>(fromHalf(p)));
  }, true);
  // Integers to f16 (every width), f16 to integers (saturating, NaN 0).
  for (unsigned bits : {8u, 16u, 32u, 64u}) {
    IntGen g(bits);
    std::vector<uint64_t> v = g.edges();
    while (v.size() < 20000) v.push_back(g.next());
    Type it = bits == 8 ? Type::i8() : bits == 16 ? Type::i16() : bits == 32 ? I32 : I64;
    check(OpKernel{Op::SIToFP, it, F16T}, v, {}, [&](uint64_t p, uint64_t) {
      int64_t sv = static_cast<int64_t>(p << (64 - bits)) >> (64 - bits);
      return toHalf(static_cast<Half>(sv));
    }, true);
    check(OpKernel{Op::UIToFP, it, F16T}, v, {}, [&](uint64_t p, uint64_t) {
      return toHalf(static_cast<Half>(bits == 64 ? p : p & g.mask()));
    }, true);
  }
  auto sat = [](double v, double lo, double hi) { return std::isnan(v) ? 0.0 : std::min(std::max(std::trunc(v), lo), hi); };
  check(OpKernel{Op::FPToSI, F16T, I32}, all, {}, [&](uint64_t p, uint64_t) {
    return static_cast<uint64_t>(static_cast<uint32_t>(static_cast<int32_t>(sat(fromHalf(p), INT32_MIN, INT32_MAX))));
  }, true);
  check(OpKernel{Op::FPToUI, F16T, I64}, all, {}, [&](uint64_t p, uint64_t) {
    double v = fromHalf(p);
    return std::isinf(v) && v > 0 ? ~uint64_t{0} : static_cast<uint64_t>(sat(v, 0, 1e30));
  }, true);
  check(OpKernel{Op::FPToSI, F16T, Type::i16()}, all, {}, [&](uint64_t p, uint64_t) {  // the i32 conversion truncated
    return static_cast<uint64_t>(static_cast<uint16_t>(static_cast<int32_t>(sat(fromHalf(p), INT32_MIN, INT32_MAX))));
  }, true);
}
