// The optimiser keeps the meaning of programs: seeded random kernels (integer and float
// arithmetic, compares, selects, diamonds, bounded loops, private variables and a scalarised
// two-float vector in allocas, as the front end writes them) run through the IR interpreter
// (interp.h) before and after optimize(), and must store the same bytes.
#include <doctest/doctest.h>

#include <bit>
#include <cstring>
#include <random>
#include <string>

#include "ir/interp.h"
#include "ir/passes.h"
#include "ir/printer.h"
#include "ir/verifier.h"

using namespace gfxsim::ir;

namespace {

constexpr unsigned kOutWords = 24;

using Pass = bool (*)(Function&);

// Builds one random kernel @rand(ptr.global %out, i32 %a, i32 %b, f32 %x, f32 %y).
class Generator {
 public:
  explicit Generator(uint32_t seed) : rng_(seed), b_(f_) {}

  Function build() {
    f_.name = "rand";
    f_.floatMode.f32Denormals = pick(2) == 0;
    const char* names[] = {"out", "a", "b", "x", "y"};
    Type types[] = {Type::ptr(AddrSpace::Global), Type::i32(), Type::i32(), Type::f32(), Type::f32()};
    for (uint32_t i = 0; i < 5; ++i) {
      ValueId p = b_.param(types[i], i, names[i]);
      ArgInfo a;
      a.name = names[i];
      a.typeName = i == 0 ? "int*" : i < 3 ? "int" : "float";
      a.kind = i == 0 ? ArgKind::GlobalBuffer : ArgKind::ByValue;
      a.size = i == 0 ? 8 : 4;
      a.align = a.size;
      a.param = p;
      f_.args.push_back(a);
    }
    out_ = f_.params[0];
    ints_ = {f_.params[1], f_.params[2]};
    floats_ = {f_.params[3], f_.params[4]};
    b_.setBlock(f_.addBlock("entry"));
    // Private variables: three ints, one float, one float2 (two slots at offsets 0 and 4).
    for (int i = 0; i < 3; ++i) {
      intVars_.push_back(b_.alloca_(4, 4, "iv" + std::to_string(i)));
      b_.store(anyInt(), intVars_.back(), mem(4));
    }
    floatVars_.push_back(b_.alloca_(4, 4, "fv"));
    b_.store(anyFloat(), floatVars_.back(), mem(4));
    ValueId vec = b_.alloca_(8, 8, "vec");
    floatVars_.push_back(vec);
    floatVars_.push_back(b_.ptrAdd(vec, f_.constI32(4), "vec.y"));
    b_.store(anyFloat(), floatVars_[1], mem(8));
    b_.store(anyFloat(), floatVars_[2], mem(4));
    statements(3, 6);
    // Results: the variables and a few values still in scope.
    unsigned slot = 0;
    auto emit = [&](ValueId v) {
      if (slot >= kOutWords) return;
      ValueId addr = b_.ptrAdd(out_, f_.constI64(4 * slot++));
      b_.store(v, addr, mem(4));
    };
    for (ValueId v : intVars_) emit(b_.load(Type::i32(), v, mem(4)));
    for (ValueId v : floatVars_) emit(b_.load(Type::f32(), v, mem(4)));
    for (size_t i = ints_.size(); i-- > 0 && slot < kOutWords - 4;) emit(ints_[i]);
    for (size_t i = floats_.size(); i-- > 0 && slot < kOutWords;) emit(floats_[i]);
    b_.ret();
    return std::move(f_);
  }

 private:
  uint32_t pick(uint32_t n) { return std::uniform_int_distribution<uint32_t>(0, n - 1)(rng_); }
  static MemInfo mem(uint32_t align) {
    MemInfo m;
    m.align = align;
    return m;
  }

  ValueId anyInt() {
    if (pick(4) == 0) {
      static const uint32_t special[] = {0, 1, 2, 3, 4, 8, 16, 31, 0x7fffffff, 0x80000000u, 0xffffffffu, 255, 1000};
      return f_.constI32(special[pick(std::size(special))]);
    }
    return ints_[pick(static_cast<uint32_t>(ints_.size()))];
  }
  ValueId anyFloat() {
    if (pick(4) == 0) {
      static const float special[] = {0.0f, -0.0f, 1.0f, -1.5f, 0.1f, 3e38f, 1e-40f, 2.5f, 1e-20f, 65536.0f};
      return f_.constF32(special[pick(std::size(special))]);
    }
    return floats_[pick(static_cast<uint32_t>(floats_.size()))];
  }
  ValueId anyBool() {
    if (pick(2) == 0) {
      static const ICmpPred preds[] = {ICmpPred::Eq, ICmpPred::Ne, ICmpPred::Ult, ICmpPred::Sle, ICmpPred::Sgt, ICmpPred::Uge};
      return b_.icmp(preds[pick(std::size(preds))], anyInt(), anyInt());
    }
    static const FCmpPred preds[] = {FCmpPred::Olt, FCmpPred::Oge, FCmpPred::Une, FCmpPred::Ueq, FCmpPred::Uno};
    return b_.fcmp(preds[pick(std::size(preds))], anyFloat(), anyFloat());
  }

  // One new value (int or float) into the pools.
  void expression() {
    uint32_t kind = pick(10);
    if (kind < 5) {
      static const Op ops[] = {Op::Add, Op::Sub, Op::Mul, Op::And, Op::Or, Op::Xor, Op::Shl, Op::LShr, Op::AShr,
                               Op::SMin, Op::SMax, Op::UMin, Op::UMax, Op::MulHiU, Op::MulHiS};
      ValueId r;
      if (pick(4) == 0) {
        // Division by a divisor made safe (1..256), or by a power of two for strength reduction.
        static const Op divs[] = {Op::UDiv, Op::SDiv, Op::URem, Op::SRem};
        ValueId d = pick(2) ? f_.constI32(1u << pick(6))
                            : b_.binary(Op::Add, b_.binary(Op::And, anyInt(), f_.constI32(0xff)), f_.constI32(1));
        r = b_.binary(divs[pick(4)], anyInt(), d);
      } else if (pick(6) == 0) {
        r = b_.select(anyBool(), anyInt(), anyInt());
      } else if (pick(8) == 0) {
        r = b_.cast(Op::FPToSI, anyFloat(), Type::i32());
      } else if (pick(8) == 0) {
        ValueId wide = b_.cast(pick(2) ? Op::ZExt : Op::SExt, anyInt(), Type::i64());
        r = b_.cast(Op::Trunc, b_.binary(Op::Mul, wide, f_.constI64(pick(3) ? 4 : 6)), Type::i32());
      } else {
        r = b_.binary(ops[pick(std::size(ops))], anyInt(), anyInt());
      }
      ints_.push_back(r);
      keep(r, intVars_);
    } else {
      ValueId r;
      uint32_t k = pick(9);
      static const Op bin[] = {Op::FAdd, Op::FSub, Op::FMul, Op::FMin, Op::FMax, Op::FDiv};
      static const Op un[] = {Op::FNeg, Op::FAbs, Op::Floor, Op::Ceil, Op::FTrunc, Op::Rint};
      if (k < 4) r = b_.binary(bin[pick(std::size(bin))], anyFloat(), anyFloat());
      else if (k < 6) r = b_.unary(un[pick(std::size(un))], anyFloat());
      else if (k == 6) r = b_.fma(anyFloat(), anyFloat(), anyFloat());
      else if (k == 7) r = b_.cast(pick(2) ? Op::SIToFP : Op::UIToFP, anyInt(), Type::f32());
      else r = b_.select(anyBool(), anyFloat(), anyFloat());
      floats_.push_back(r);
      keep(r, floatVars_);
    }
  }

  // Most new values go to a variable, so they reach the output (through phis, after mem2reg)
  // even when made inside a branch or loop.
  void keep(ValueId v, const std::vector<ValueId>& vars) {
    if (pick(3) != 0) b_.store(v, vars[pick(static_cast<uint32_t>(vars.size()))], mem(4));
  }

  void statements(int depth, int count) {
    for (int i = 0; i < count; ++i) {
      uint32_t k = pick(12);
      if (k < 6) {
        expression();
      } else if (k < 8) {
        // Read or write a variable.
        bool isInt = pick(2);
        auto& vars = isInt ? intVars_ : floatVars_;
        ValueId var = vars[pick(static_cast<uint32_t>(vars.size()))];
        if (pick(2)) b_.store(isInt ? anyInt() : anyFloat(), var, mem(4));
        else (isInt ? ints_ : floats_).push_back(b_.load(isInt ? Type::i32() : Type::f32(), var, mem(4)));
      } else if (k < 10 && depth > 0) {
        diamond(depth - 1);
      } else if (depth > 0) {
        loop(depth - 1);
      } else {
        expression();
      }
    }
  }

  // Values made inside a region are out of scope after it.
  struct Scope {
    size_t ints, floats;
  };
  Scope save() const { return {ints_.size(), floats_.size()}; }
  void restore(Scope s) {
    ints_.resize(s.ints);
    floats_.resize(s.floats);
  }

  void diamond(int depth) {
    ValueId c = anyBool();
    BlockId t = f_.addBlock(""), e = f_.addBlock(""), j = f_.addBlock("");
    bool hasElse = pick(3) != 0;
    b_.condBr(c, t, hasElse ? e : j);
    Scope s = save();
    b_.setBlock(t);
    statements(depth, 1 + static_cast<int>(pick(3)));
    b_.br(j);
    restore(s);
    b_.setBlock(e);
    if (hasElse) statements(depth, 1 + static_cast<int>(pick(3)));
    b_.br(j);  // (unreachable when there is no else: simplifycfg and dce remove it)
    restore(s);
    b_.setBlock(j);
  }

  // for (i = 0; i < bound; ++i) { ... } with a counter in memory, bound 0..5 or (a & 3).
  void loop(int depth) {
    ValueId counter = b_.alloca_(4, 4, "i");
    b_.store(f_.constI32(0), counter, mem(4));
    ValueId bound = pick(2) ? f_.constI32(pick(6)) : b_.binary(Op::And, f_.params[1], f_.constI32(3));
    BlockId head = f_.addBlock("head"), body = f_.addBlock("body"), exit = f_.addBlock("exit");
    b_.br(head);
    b_.setBlock(head);
    ValueId iv = b_.load(Type::i32(), counter, mem(4));
    b_.condBr(b_.icmp(ICmpPred::Slt, iv, bound), body, exit);
    Scope s = save();
    b_.setBlock(body);
    ints_.push_back(b_.load(Type::i32(), counter, mem(4)));
    statements(depth, 1 + static_cast<int>(pick(4)));
    ValueId next = b_.binary(Op::Add, b_.load(Type::i32(), counter, mem(4)), f_.constI32(1));
    b_.store(next, counter, mem(4));
    b_.br(head);
    restore(s);
    b_.setBlock(exit);
  }

  std::mt19937 rng_;
  Function f_;
  Builder b_;
  ValueId out_ = kNoValue;
  std::vector<ValueId> ints_, floats_, intVars_, floatVars_;
};

struct RunResult {
  bool ok = false;
  std::string error;
  std::vector<uint8_t> out;
};

RunResult runKernel(const Function& f, uint32_t a, uint32_t b, float x, float y) {
  InterpMemory mem;
  uint64_t out = mem.allocate(4 * kOutWords);
  InterpLaunch launch;
  launch.args = {out, a, b, std::bit_cast<uint32_t>(x), std::bit_cast<uint32_t>(y)};
  InterpResult r = interpret(f, mem, launch);
  RunResult rr;
  rr.ok = r.ok;
  rr.error = r.error;
  if (r.ok) rr.out = mem.read(out, 4 * kOutWords);
  return rr;
}

size_t instructionCount(const Function& f) {
  size_t n = 0;
  for (const Block& b : f.blocks) n += b.insts.size();
  return n;
}

}  // namespace

TEST_CASE("ir optimize: random kernels compute the same before and after") {
  struct Input {
    uint32_t a, b;
    float x, y;
  };
  const Input inputs[] = {{7, 3, 1.5f, -2.25f}, {0xfffffff0u, 0x80000000u, 1e-39f, 3.0f}, {2, 0, -0.0f, 1e30f}};
  size_t before = 0, after1 = 0, after2 = 0, compared = 0;
  for (uint32_t seed = 1; seed <= 150; ++seed) {
    Function original = Generator(seed).build();
    INFO("seed " << seed << "\n" << print(original));
    auto problems = verify(original);
    REQUIRE_MESSAGE(problems.empty(), problems[0]);
    Function level1 = original, level2 = original;
    optimize(level1, 1, /*verifyEach=*/true);
    optimize(level2, 2, /*verifyEach=*/true);
    verifyOrThrow(level1, "after optimize level 1");
    verifyOrThrow(level2, "after optimize level 2");
    before += instructionCount(original);
    after1 += instructionCount(level1);
    after2 += instructionCount(level2);
    for (const Input& in : inputs) {
      RunResult ref = runKernel(original, in.a, in.b, in.x, in.y);
      REQUIRE_MESSAGE(ref.ok, ref.error);
      RunResult r1 = runKernel(level1, in.a, in.b, in.x, in.y);
      RunResult r2 = runKernel(level2, in.a, in.b, in.x, in.y);
      INFO("optimised:\n" << print(level2));
      CHECK_MESSAGE(r1.ok, r1.error);
      CHECK_MESSAGE(r2.ok, r2.error);
      CHECK(r1.out == ref.out);
      CHECK(r2.out == ref.out);
      ++compared;
    }
  }
  MESSAGE("random kernels: " << compared << " runs compared; instructions " << before << " -> " << after1
                              << " (level 1) -> " << after2 << " (level 2)");
  CHECK(after2 < before * 3 / 5);
}

TEST_CASE("ir optimize: each pass alone keeps random kernels' meaning") {
  const Pass passes[] = {mem2reg, simplify, cse, dce, licm, strengthReduce, simplifyCfg};
  const char* names[] = {"mem2reg", "simplify", "cse", "dce", "licm", "strength", "simplifycfg"};
  for (uint32_t seed = 1000; seed < 1040; ++seed) {
    Function original = Generator(seed).build();
    RunResult ref = runKernel(original, 5, 9, 0.75f, -4.0f);
    REQUIRE_MESSAGE(ref.ok, ref.error);
    // Each pass after mem2reg (most find little before it), and alone on the original.
    Function promoted = original;
    mem2reg(promoted);
    for (size_t p = 0; p < std::size(passes); ++p) {
      for (const Function* start : {&original, &promoted}) {
        Function g = *start;
        passes[p](g);
        INFO("seed " << seed << ", pass " << names[p] << ":\n" << print(g));
        auto problems = verify(g);
        CHECK_MESSAGE(problems.empty(), (problems.empty() ? "" : problems[0]));
        RunResult r = runKernel(g, 5, 9, 0.75f, -4.0f);
        CHECK_MESSAGE(r.ok, r.error);
        CHECK(r.out == ref.out);
      }
    }
  }
}
