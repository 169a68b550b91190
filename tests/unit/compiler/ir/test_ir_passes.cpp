// The optimisation passes (passes.h), each on small functions in the text form: the printed
// result against a golden text worked out by hand, and the verifier on the result.
#include <doctest/doctest.h>

#include <string>

#include "ir/parser.h"
#include "ir/passes.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "support/ir_util.h"

using namespace gfxsim::ir;
using gfxsim::ir::test::parseOne;

namespace {

using Pass = bool (*)(Function&);

struct Outcome {
  bool changed = false;
  std::string text;
};

// Parses one function, runs the pass, verifies the result and prints it.
Outcome runPass(Pass pass, const std::string& text) {
  Function f = parseOne(text, "pass.ir");
  auto before = verify(f);
  INFO("input problems: " << (before.empty() ? "" : before[0]));
  REQUIRE(before.empty());
  Outcome out;
  out.changed = pass(f);
  auto after = verify(f);
  INFO("result:\n" << print(f));
  INFO("problem: " << (after.empty() ? "" : after[0]));
  CHECK(after.empty());
  out.text = print(f);
  // A second run finds nothing left to do (the passes reach their fixed point in one call).
  CHECK_FALSE(pass(f));
  return out;
}

}  // namespace

// ---------------------------------------------------------------- mem2reg

TEST_CASE("ir mem2reg: a variable assigned on both arms of a diamond becomes a phi") {
  Outcome r = runPass(mem2reg, R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  %v = alloca ptr.private 4 align 4
  store i32 0, %v align 4
  condbr %c, then, join
then:
  %x2 = mul i32 %x, i32 3
  store %x2, %v align 4
  br join
join:
  %r = load i32 %v align 4
  store %r, %out align 4
  ret
}
)");
  CHECK(r.changed);
  CHECK(r.text == R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  condbr %c, then, join
then:
  %x2 = mul i32 %x, i32 3
  br join
join:
  %v = phi i32 [i32 0, entry], [%x2, then]
  store %v, %out align 4
  ret
}
)");
}

TEST_CASE("ir mem2reg: a loop counter becomes a header phi - a dead store adds no phi") {
  Outcome r = runPass(mem2reg, R"(kernel @k(i32 %n, ptr.global %out) {
entry:
  %i = alloca ptr.private 4 align 4
  %s = alloca ptr.private 4 align 4
  %t = alloca ptr.private 4 align 4
  store i32 0, %i align 4
  store i32 0, %s align 4
  br head
head:
  %iv = load i32 %i align 4
  %more = icmp.slt i1 %iv, %n
  condbr %more, body, exit
body:
  %sv = load i32 %s align 4
  %sum = add i32 %sv, %iv
  store %sum, %s align 4
  store %sum, %t align 4
  %inc = add i32 %iv, i32 1
  store %inc, %i align 4
  br head
exit:
  %res = load i32 %s align 4
  store %res, %out align 4
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i32 %n, ptr.global %out) {
entry:
  br head
head:
  %i = phi i32 [i32 0, entry], [%inc, body]
  %s = phi i32 [i32 0, entry], [%sum, body]
  %more = icmp.slt i1 %i, %n
  condbr %more, body, exit
body:
  %sum = add i32 %s, %i
  %inc = add i32 %i, i32 1
  br head
exit:
  store %s, %out align 4
  ret
}
)");
}

TEST_CASE("ir mem2reg: a scalarised vector splits into one value per lane (SROA-lite)") {
  Outcome r = runPass(mem2reg, R"(kernel @k(f32 %a, f32 %b, ptr.global %out) {
entry:
  %v = alloca ptr.private 8 align 8
  %v.y = ptradd ptr.private %v, i32 4
  store %a, %v align 8
  store %b, %v.y align 4
  %y = load f32 %v.y align 4
  %x = load f32 %v align 8
  %s = fadd f32 %x, %y
  store %s, %out align 4
  ret
}
)");
  CHECK(r.text == R"(kernel @k(f32 %a, f32 %b, ptr.global %out) {
entry:
  %s = fadd f32 %a, %b
  store %s, %out align 4
  ret
}
)");
}

TEST_CASE("ir mem2reg: a read before any write is undef") {
  Outcome r = runPass(mem2reg, R"(kernel @k(ptr.global %out) {
entry:
  %v = alloca ptr.private 4 align 4
  %r = load i32 %v align 4
  store %r, %out align 4
  ret
}
)");
  CHECK(r.text == "kernel @k(ptr.global %out) {\nentry:\n  store i32 undef, %out align 4\n  ret\n}\n");
}

TEST_CASE("ir mem2reg: what stays in memory") {
  const char* kept[] = {
      // indexed dynamically
      R"(kernel @k(i32 %i, ptr.global %out) {
entry:
  %a = alloca ptr.private 16 align 4
  %p = ptradd ptr.private %a, %i
  store i32 1, %p align 4
  %r = load i32 %a align 4
  store %r, %out align 4
  ret
}
)",
      // volatile
      R"(kernel @k(ptr.global %out) {
entry:
  %a = alloca ptr.private 4 align 4
  store i32 1, %a align 4 volatile
  %r = load i32 %a align 4
  store %r, %out align 4
  ret
}
)",
      // the address escapes into memory
      R"(kernel @k(ptr.global %out) {
entry:
  %a = alloca ptr.private 4 align 4
  store %a, %out align 4
  ret
}
)",
      // type punning: an f32 store read back as i32
      R"(kernel @k(f32 %x, ptr.global %out) {
entry:
  %a = alloca ptr.private 4 align 4
  store %x, %a align 4
  %r = load i32 %a align 4
  store %r, %out align 4
  ret
}
)",
      // a partial overlap: i64 store, i32 load of its high half
      R"(kernel @k(i64 %x, ptr.global %out) {
entry:
  %a = alloca ptr.private 8 align 8
  store %x, %a align 8
  %hi = ptradd ptr.private %a, i32 4
  %r = load i32 %hi align 4
  store %r, %out align 4
  ret
}
)",
      // out of bounds
      R"(kernel @k(ptr.global %out) {
entry:
  %a = alloca ptr.private 4 align 4
  %p = ptradd ptr.private %a, i32 4
  store i32 1, %p align 4
  ret
}
)",
  };
  for (const char* text : kept) {
    Outcome r = runPass(mem2reg, text);
    CHECK_FALSE(r.changed);
    CHECK(r.text == text);
  }
}

// ---------------------------------------------------------------- simplify

TEST_CASE("ir simplify: integer constant folding, bit-exact") {
  Outcome r = runPass(simplify, R"(kernel @k(ptr.global %out) {
entry:
  %a = add i32 i32 2147483647, i32 1
  %b = mul i8 i8 100, i8 3
  %c = sdiv i32 i32 -7, i32 2
  %d = srem i32 i32 -7, i32 2
  %e = udiv i32 i32 -7, i32 2
  %f = ashr i16 i16 -32768, i16 17
  %g = lshr i32 i32 -1, i32 36
  %h = shl i64 i64 1, i64 63
  %i = mulhiu i32 i32 -1, i32 -1
  %j = mulhis i32 i32 -2, i32 3
  %k = smin i8 i8 -1, i8 1
  %l = umin i8 i8 -1, i8 1
  %m = icmp.slt i1 i32 -1, i32 0
  %n = icmp.ult i1 i32 -1, i32 0
  %o = sext i64 i16 -2
  %p = zext i64 i16 -2
  %q = trunc i8 i32 511
  %r = mulhiu i64 i64 -1, i64 2
  store %a, %out align 4
  store %b, %out align 1
  store %c, %out align 4
  store %d, %out align 4
  store %e, %out align 4
  store %f, %out align 2
  store %g, %out align 4
  store %h, %out align 8
  store %i, %out align 4
  store %j, %out align 4
  store %k, %out align 1
  store %l, %out align 1
  store %m, %out align 1
  store %n, %out align 1
  store %o, %out align 8
  store %p, %out align 8
  store %q, %out align 1
  store %r, %out align 8
  ret
}
)");
  CHECK(r.text == R"(kernel @k(ptr.global %out) {
entry:
  store i32 -2147483648, %out align 4
  store i8 44, %out align 1
  store i32 -3, %out align 4
  store i32 -1, %out align 4
  store i32 2147483644, %out align 4
  store i16 -16384, %out align 2
  store i32 268435455, %out align 4
  store i64 -9223372036854775808, %out align 8
  store i32 -2, %out align 4
  store i32 -1, %out align 4
  store i8 -1, %out align 1
  store i8 1, %out align 1
  store i1 true, %out align 1
  store i1 false, %out align 1
  store i64 -2, %out align 8
  store i64 65534, %out align 8
  store i8 -1, %out align 1
  store i64 1, %out align 8
  ret
}
)");
}

TEST_CASE("ir simplify: undefined or target-dependent operations are not folded") {
  const char* text = R"(kernel @k(ptr.global %out) {
  float_mode f32 flush f64 ieee
entry:
  %a = udiv i32 i32 1, i32 0
  %b = sdiv i32 i32 -2147483648, i32 -1
  %c = srem i32 i32 -2147483648, i32 -1
  %d = fdiv f32 f32 0.0, f32 0.0
  %e = fadd f32 f32 0x7fc00000, f32 1.0
  %f = fmul f32 f32 1e-20, f32 1e-20
  %g = fadd f32 f32 1e-40, f32 0.0
  %h = fptosi i32 f32 3e+09
  %i = fptoui i32 f32 -1.0
  %j = fptrunc f32 f64 1e-40
  store %a, %out align 4
  store %b, %out align 4
  store %c, %out align 4
  store %d, %out align 4
  store %e, %out align 4
  store %f, %out align 4
  store %g, %out align 4
  store %h, %out align 4
  store %i, %out align 4
  store %j, %out align 4
  ret
}
)";
  Outcome r = runPass(simplify, text);
  CHECK_FALSE(r.changed);
  CHECK(r.text == text);
}

TEST_CASE("ir simplify: float folding is IEEE round-to-nearest-even - denormals only where kept") {
  Outcome flush = runPass(simplify, R"(kernel @k(ptr.global %out) {
  float_mode f32 flush f64 ieee
entry:
  %a = fadd f32 f32 1.0, f32 1e-08
  %b = fdiv f32 f32 1.0, f32 3.0
  %c = fma f32 f32 0.1, f32 10.0, f32 -1.0
  %d = fmul f32 f32 0.1, f32 10.0
  %e = sqrt f64 f64 2.0
  %f = rint f32 f32 2.5
  %g = floor f32 f32 -0.5
  %h = fneg f32 f32 0x7fc00000
  %i = fcmp.uno i1 f32 0x7fc00000, f32 1.0
  %j = fcmp.olt i1 f32 1.0, f32 2.0
  %k = sitofp f32 i32 16777217
  %l = uitofp f64 i32 -1
  %m = fptosi i8 f32 -128.9
  %n = fptrunc f32 f64 0.1
  %o = fpext f64 f32 0.1
  %p = fmul f64 f64 1e-300, f64 1e-10
  %q = bitcast i32 f32 -0.0
  store %a, %out align 4
  store %b, %out align 4
  store %c, %out align 4
  store %d, %out align 4
  store %e, %out align 8
  store %f, %out align 4
  store %g, %out align 4
  store %h, %out align 4
  store %i, %out align 1
  store %j, %out align 1
  store %k, %out align 4
  store %l, %out align 8
  store %m, %out align 1
  store %n, %out align 4
  store %o, %out align 8
  store %p, %out align 8
  store %q, %out align 4
  ret
}
)");
  CHECK(flush.text == R"(kernel @k(ptr.global %out) {
  float_mode f32 flush f64 ieee
entry:
  store f32 1.0, %out align 4
  store f32 0.33333334, %out align 4
  store f32 1.4901161e-08, %out align 4
  store f32 1.0, %out align 4
  store f64 1.4142135623730951, %out align 8
  store f32 2.0, %out align 4
  store f32 -1.0, %out align 4
  store f32 0xffc00000, %out align 4
  store i1 true, %out align 1
  store i1 true, %out align 1
  store f32 16777216.0, %out align 4
  store f64 4294967295.0, %out align 8
  store i8 -128, %out align 1
  store f32 0.1, %out align 4
  store f64 0.10000000149011612, %out align 8
  store f64 1e-310, %out align 8
  store i32 -2147483648, %out align 4
  ret
}
)");
  // With f32 denormals kept (the default), a denormal result folds.
  Outcome keep = runPass(simplify, R"(kernel @k(ptr.global %out) {
  float_mode f32 ieee f64 ieee
entry:
  %f = fmul f32 f32 1e-20, f32 1e-20
  store %f, %out align 4
  ret
}
)");
  CHECK(keep.text == "kernel @k(ptr.global %out) {\nentry:\n  store f32 1e-40, %out align 4\n  ret\n}\n");
}

TEST_CASE("ir simplify: f16 folding rounds once to half - denormals only where kept") {
  // f16 constants print as their bits: 0x3c00 = 1, 0x1000 = 2^-11, 0x4200 = 3.
  const std::string body = R"(entry:
  %a = fadd f16 f16 0x3c00, f16 0x1000
  %b = fdiv f16 f16 0x3c00, f16 0x4200
  %c = fma f16 f16 0x3c01, f16 0x3bff, f16 0xbc00
  %d = sqrt f16 f16 0x4000
  %e = fptrunc f16 f32 0.1
  %f = fptrunc f16 f64 65520.0
  %g = fpext f32 f16 0x3555
  %h = sitofp f16 i32 2049
  %i = fptosi i32 f16 0xc0e0
  %j = fcmp.olt i1 f16 0x0001, f16 0x0002
  %k = fmul f16 f16 0x0400, f16 0x3800
  store %a, %out align 2
  store %b, %out align 2
  store %c, %out align 2
  store %d, %out align 2
  store %e, %out align 2
  store %f, %out align 2
  store %g, %out align 4
  store %h, %out align 2
  store %i, %out align 4
  store %j, %out align 1
  store %k, %out align 2
  ret
}
)";
  Outcome keep = runPass(simplify, "kernel @k(ptr.global %out) {\n" + body);
  // 1 + 2^-11 is a tie (to the even 1.0); fma rounds once (2^-11 - 2^-21); 2049 ties to 2048;
  // 65520 rounds to infinity; 2^-14 * 0.5 is the denormal 2^-15.
  CHECK(keep.text == R"(kernel @k(ptr.global %out) {
entry:
  store f16 0x3c00, %out align 2
  store f16 0x3555, %out align 2
  store f16 0xffe, %out align 2
  store f16 0x3da8, %out align 2
  store f16 0x2e66, %out align 2
  store f16 0x7c00, %out align 2
  store f32 0.33325195, %out align 4
  store f16 0x6800, %out align 2
  store i32 -2, %out align 4
  store i1 true, %out align 1
  store f16 0x200, %out align 2
  ret
}
)");
  // With f16 (the f64 control) flushed, nothing that meets a denormal folds.
  Outcome flush = runPass(simplify, R"(kernel @k(ptr.global %out) {
  float_mode f32 ieee f64 flush
entry:
  %k = fmul f16 f16 0x0400, f16 0x3800
  %j = fcmp.olt i1 f16 0x0001, f16 0x0002
  store %k, %out align 2
  store %j, %out align 1
  ret
}
)");
  CHECK(flush.text == R"(kernel @k(ptr.global %out) {
  float_mode f32 ieee f64 flush
entry:
  %k = fmul f16 f16 0x400, f16 0x3800
  %j = fcmp.olt i1 f16 0x1, f16 0x2
  store %k, %out align 2
  store %j, %out align 1
  ret
}
)");
}

TEST_CASE("ir simplify: algebraic identities") {
  Outcome r = runPass(simplify, R"(kernel @k(i32 %x, i32 %y, i1 %c, f32 %f, ptr.global %out) {
entry:
  %a = add i32 i32 0, %x
  %b = mul i32 %a, i32 1
  %z = mul i32 %x, i32 0
  %n = and i32 %x, i32 0
  %o = or i32 %y, i32 -1
  %s = sub i32 %y, %y
  %x0 = xor i32 %b, %b
  %sh = shl i32 %x, i32 32
  %nn = xor i32 %x, i32 -1
  %nnn = xor i32 %nn, i32 -1
  %neg = sub i32 i32 0, %y
  %negneg = sub i32 i32 0, %neg
  %e = icmp.sle i1 %x, %x
  %sel = select i32 %c, %y, %y
  %selc = select i32 i1 false, %x, %y
  %bool = select i1 %c, i1 true, i1 false
  %fn = fneg f32 %f
  %fnn = fneg f32 %fn
  %w = zext i64 %x
  %t = trunc i32 %w
  %u = urem i32 %x, i32 1
  %cz = zext i32 %c
  %cne = icmp.ne i1 %cz, i32 0
  %ceq = icmp.eq i1 %cz, i32 1
  %cnot = icmp.eq i1 %cz, i32 0
  store %b, %out align 4
  store %z, %out align 4
  store %n, %out align 4
  store %o, %out align 4
  store %s, %out align 4
  store %x0, %out align 4
  store %sh, %out align 4
  store %nnn, %out align 4
  store %negneg, %out align 4
  store %e, %out align 1
  store %sel, %out align 4
  store %selc, %out align 4
  store %bool, %out align 1
  store %fnn, %out align 4
  store %t, %out align 4
  store %u, %out align 4
  store %cne, %out align 1
  store %ceq, %out align 1
  store %cnot, %out align 1
  ret
}
)");
  // (What became unused stays for dce; (zext c) == 0 would need a new instruction, so stays.)
  CHECK(r.text == R"(kernel @k(i32 %x, i32 %y, i1 %c, f32 %f, ptr.global %out) {
entry:
  %nn = xor i32 %x, i32 -1
  %neg = sub i32 i32 0, %y
  %fn = fneg f32 %f
  %w = zext i64 %x
  %cz = zext i32 %c
  %cnot = icmp.eq i1 %cz, i32 0
  store %x, %out align 4
  store i32 0, %out align 4
  store i32 0, %out align 4
  store i32 -1, %out align 4
  store i32 0, %out align 4
  store i32 0, %out align 4
  store %x, %out align 4
  store %x, %out align 4
  store %y, %out align 4
  store i1 true, %out align 1
  store %y, %out align 4
  store %y, %out align 4
  store %c, %out align 1
  store %f, %out align 4
  store %x, %out align 4
  store i32 0, %out align 4
  store %c, %out align 1
  store %c, %out align 1
  store %cnot, %out align 1
  ret
}
)");
}

TEST_CASE("ir simplify: phis with one incoming value") {
  Outcome r = runPass(simplify, R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  br head
head:
  %p = phi i32 [%x, entry], [%p, body]
  %q = phi i32 [i32 undef, entry], [%x, body]
  condbr %c, body, exit
body:
  br head
exit:
  store %p, %out align 4
  store %q, %out align 4
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  br head
head:
  condbr %c, body, exit
body:
  br head
exit:
  store %x, %out align 4
  store %x, %out align 4
  ret
}
)");
}

// ---------------------------------------------------------------- cse

TEST_CASE("ir cse: dominating duplicates go, siblings keep their own") {
  Outcome r = runPass(cse, R"(kernel @k(i1 %c, i32 %x, i32 %y, ptr.global %g, ptr.global %out) {
entry:
  %a = add i32 %x, %y
  %b = add i32 %y, %x
  %s = sub i32 %y, %x
  %id = intrinsic.workitem.id i32 imm 0
  %id2 = intrinsic.workitem.id i32 imm 0
  %id3 = intrinsic.workitem.id i32 imm 1
  %kp = intrinsic.kernarg.segment.ptr ptr.constant
  %kp8 = ptradd ptr.constant %kp, i64 8
  %k1 = load i32 %kp8 align 4
  %l1 = load i32 %g align 4
  condbr %c, l, r
l:
  %a2 = add i32 %x, %y
  %kp2 = intrinsic.kernarg.segment.ptr ptr.constant
  %kp82 = ptradd ptr.constant %kp2, i64 8
  %k2 = load i32 %kp82 align 4
  %l2 = load i32 %g align 4
  %m = mul i32 %s, %id
  br join
r:
  %m2 = mul i32 %s, %id
  br join
join:
  %m3 = mul i32 %s, %id2
  store %a, %out align 4
  store %b, %out align 4
  store %id3, %out align 4
  store %k1, %out align 4
  store %l1, %out align 4
  store %m3, %out align 4
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i1 %c, i32 %x, i32 %y, ptr.global %g, ptr.global %out) {
entry:
  %a = add i32 %x, %y
  %s = sub i32 %y, %x
  %id = intrinsic.workitem.id i32 imm 0
  %id3 = intrinsic.workitem.id i32 imm 1
  %kp = intrinsic.kernarg.segment.ptr ptr.constant
  %kp8 = ptradd ptr.constant %kp, i64 8
  %k1 = load i32 %kp8 align 4
  %l1 = load i32 %g align 4
  condbr %c, l, r
l:
  %l2 = load i32 %g align 4
  %m = mul i32 %s, %id
  br join
r:
  %m2 = mul i32 %s, %id
  br join
join:
  %m3 = mul i32 %s, %id
  store %a, %out align 4
  store %a, %out align 4
  store %id3, %out align 4
  store %k1, %out align 4
  store %l1, %out align 4
  store %m3, %out align 4
  ret
}
)");
}

// ---------------------------------------------------------------- dce

TEST_CASE("ir dce: unused pure values, dead phi cycles and unreachable blocks go") {
  Outcome r = runPass(dce, R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  %dead = mul i32 %x, %x
  %dead2 = add i32 %dead, i32 1
  %ld = load i32 %out align 4
  %vl = load i32 %out align 4 volatile
  %al = load i32 %out align 4 acquire agent
  %old = atomicrmw.add i32 %out, i32 1 align 4 monotonic agent
  br head
head:
  %p = phi i32 [i32 0, entry], [%pn, head]
  %pn = add i32 %p, i32 1
  condbr %c, head, exit
never:
  store i32 7, %out align 4
  br exit
exit:
  %q = phi i32 [i32 1, head], [i32 2, never]
  fence release agent spaces(global)
  intrinsic.barrier
  store %x, %out align 4
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  %vl = load i32 %out align 4 volatile
  %al = load i32 %out align 4 acquire agent
  %old = atomicrmw.add i32 %out, i32 1 align 4 monotonic agent
  br head
head:
  condbr %c, head, exit
exit:
  fence release agent spaces(global)
  intrinsic.barrier
  store %x, %out align 4
  ret
}
)");
}

// ---------------------------------------------------------------- licm

TEST_CASE("ir licm: invariant values move to a new preheader - trapping and memory ops stay") {
  Outcome r = runPass(licm, R"(kernel @k(i1 %c, i32 %n, i32 %d, ptr.global %g) {
entry:
  condbr %c, a, b
a:
  br head
b:
  br head
head:
  %i = phi i32 [i32 0, a], [i32 5, b], [%inc, head]
  %kp = intrinsic.kernarg.segment.ptr ptr.constant
  %kp4 = ptradd ptr.constant %kp, i64 4
  %kv = load i32 %kp4 align 4
  %m = mul i32 %n, %kv
  %q = udiv i32 %n, %d
  %q4 = udiv i32 %n, i32 4
  %lg = load i32 %g align 4
  %s = add i32 %m, %i
  %t = add i32 %s, %q
  %u = add i32 %t, %lg
  %v = add i32 %u, %q4
  store %v, %g align 4
  %inc = add i32 %i, i32 1
  %more = icmp.slt i1 %inc, %n
  condbr %more, head, exit
exit:
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i1 %c, i32 %n, i32 %d, ptr.global %g) {
entry:
  condbr %c, a, b
a:
  br head.preheader
b:
  br head.preheader
head.preheader:
  %i.ph = phi i32 [i32 0, a], [i32 5, b]
  %kp = intrinsic.kernarg.segment.ptr ptr.constant
  %kp4 = ptradd ptr.constant %kp, i64 4
  %kv = load i32 %kp4 align 4
  %m = mul i32 %n, %kv
  %q4 = udiv i32 %n, i32 4
  br head
head:
  %i = phi i32 [%inc, head], [%i.ph, head.preheader]
  %q = udiv i32 %n, %d
  %lg = load i32 %g align 4
  %s = add i32 %m, %i
  %t = add i32 %s, %q
  %u = add i32 %t, %lg
  %v = add i32 %u, %q4
  store %v, %g align 4
  %inc = add i32 %i, i32 1
  %more = icmp.slt i1 %inc, %n
  condbr %more, head, exit
exit:
  ret
}
)");
}

TEST_CASE("ir licm: nested loops hoist to the outermost level they are invariant in") {
  Outcome r = runPass(licm, R"(kernel @k(i32 %n, ptr.global %g) {
entry:
  br outer
outer:
  %i = phi i32 [i32 0, entry], [%i1, olatch]
  %in = mul i32 %n, i32 3
  br inner
inner:
  %j = phi i32 [i32 0, outer], [%j1, inner]
  %a = add i32 %in, i32 7
  %b = add i32 %i, %in
  %c = add i32 %j, %b
  store %c, %g align 4
  %j1 = add i32 %j, i32 1
  %jm = icmp.slt i1 %j1, %n
  condbr %jm, inner, olatch
olatch:
  %i1 = add i32 %i, %a
  %im = icmp.slt i1 %i1, %n
  condbr %im, outer, exit
exit:
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i32 %n, ptr.global %g) {
entry:
  %in = mul i32 %n, i32 3
  %a = add i32 %in, i32 7
  br outer
outer:
  %i = phi i32 [i32 0, entry], [%i1, olatch]
  %b = add i32 %i, %in
  br inner
inner:
  %j = phi i32 [i32 0, outer], [%j1, inner]
  %c = add i32 %j, %b
  store %c, %g align 4
  %j1 = add i32 %j, i32 1
  %jm = icmp.slt i1 %j1, %n
  condbr %jm, inner, olatch
olatch:
  %i1 = add i32 %i, %a
  %im = icmp.slt i1 %i1, %n
  condbr %im, outer, exit
exit:
  ret
}
)");
}

// ---------------------------------------------------------------- strength reduction

TEST_CASE("ir strength: powers of two become shifts and masks") {
  Outcome r = runPass(strengthReduce, R"(kernel @k(i32 %x, i64 %y, ptr.global %out) {
entry:
  %a = mul i32 %x, i32 8
  %b = mul i64 i64 4, %y
  %c = mul i32 %x, i32 6
  %d = udiv i32 %x, i32 16
  %e = urem i32 %x, i32 16
  %f = sdiv i32 %x, i32 4
  %g = srem i32 %x, i32 2
  %h = sdiv i32 %x, i32 -4
  store %a, %out align 4
  store %b, %out align 8
  store %c, %out align 4
  store %d, %out align 4
  store %e, %out align 4
  store %f, %out align 4
  store %g, %out align 4
  store %h, %out align 4
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i32 %x, i64 %y, ptr.global %out) {
entry:
  %a = shl i32 %x, i32 3
  %b = shl i64 %y, i64 2
  %c = mul i32 %x, i32 6
  %d = lshr i32 %x, i32 4
  %e = and i32 %x, i32 15
  %f.sign = ashr i32 %x, i32 31
  %f.bias = lshr i32 %f.sign, i32 30
  %f.biased = add i32 %x, %f.bias
  %f = ashr i32 %f.biased, i32 2
  %g.bias = lshr i32 %x, i32 31
  %g.biased = add i32 %x, %g.bias
  %g.rounded = and i32 %g.biased, i32 -2
  %g = sub i32 %x, %g.rounded
  %h = sdiv i32 %x, i32 -4
  store %a, %out align 4
  store %b, %out align 8
  store %c, %out align 4
  store %d, %out align 4
  store %e, %out align 4
  store %f, %out align 4
  store %g, %out align 4
  store %h, %out align 4
  ret
}
)");
}

TEST_CASE("ir strength: i64 arithmetic that is only truncated back is done in i32") {
  Outcome r = runPass(strengthReduce, R"(kernel @k(i32 %x, i32 %y, ptr.global %out) {
entry:
  %wx = sext i64 %x
  %wy = zext i64 %y
  %p = mul i64 %wx, %wy
  %q = add i64 %wx, i64 4294967297
  %kept = add i64 %wx, %wy
  %s4 = shl i64 %wx, i64 4
  %sum = add i64 %s4, %wy
  %big = shl i64 %wx, i64 32
  %bigsum = add i64 %big, %wy
  %ts = trunc i32 %sum
  %tb = trunc i32 %bigsum
  store %ts, %out align 4
  store %tb, %out align 4
  %t = trunc i32 %p
  %t2 = trunc i32 %p
  %u = trunc i32 %q
  %v = trunc i16 %kept
  store %t, %out align 4
  store %t2, %out align 4
  store %u, %out align 4
  store %v, %out align 2
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i32 %x, i32 %y, ptr.global %out) {
entry:
  %wx = sext i64 %x
  %wy = zext i64 %y
  %p = mul i64 %wx, %wy
  %p.i32 = mul i32 %x, %y
  %q = add i64 %wx, i64 4294967297
  %q.i32 = add i32 %x, i32 1
  %kept = add i64 %wx, %wy
  %s4 = shl i64 %wx, i64 4
  %sum = add i64 %s4, %wy
  %s4.i32 = shl i32 %x, i32 4
  %sum.i32 = add i32 %s4.i32, %y
  %big = shl i64 %wx, i64 32
  %bigsum = add i64 %big, %wy
  %tb = trunc i32 %bigsum
  store %sum.i32, %out align 4
  store %tb, %out align 4
  %v = trunc i16 %kept
  store %p.i32, %out align 4
  store %p.i32, %out align 4
  store %q.i32, %out align 4
  store %v, %out align 2
  ret
}
)");
}

// ---------------------------------------------------------------- simplifycfg

TEST_CASE("ir simplifycfg: constant branches fold, chains merge, forwarding blocks go") {
  Outcome r = runPass(simplifyCfg, R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  condbr i1 true, a, b
a:
  %y = add i32 %x, i32 1
  br a2
a2:
  condbr %c, fwd, join
fwd:
  br join
b:
  br join
join:
  %p = phi i32 [%y, fwd], [%x, b], [i32 3, a2]
  store %p, %out align 4
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  %y = add i32 %x, i32 1
  condbr %c, fwd, join
fwd:
  br join
join:
  %p = phi i32 [%y, fwd], [i32 3, entry]
  store %p, %out align 4
  ret
}
)");
}

TEST_CASE("ir simplifycfg: a forwarding block goes when the phis allow it - condbr to one block") {
  Outcome r = runPass(simplifyCfg, R"(kernel @k(i1 %c, i1 %d, i32 %x, ptr.global %out) {
entry:
  condbr %c, fwd, join
fwd:
  br join
join:
  %p = phi i32 [%x, fwd], [%x, entry]
  condbr %d, last, last
last:
  %q = phi i32 [%p, join], [%p, join]
  store %q, %out align 4
  ret
}
)");
  // fwd goes (both ways into join carry %x), entry's condbr then has one target twice with
  // agreeing phis and becomes a br, and join, last merge into entry.
  CHECK(r.text == R"(kernel @k(i1 %c, i1 %d, i32 %x, ptr.global %out) {
entry:
  store %x, %out align 4
  ret
}
)");
}

// ---------------------------------------------------------------- ifconvert

TEST_CASE("ir ifconvert: a diamond and a triangle become selects - 64-bit and float values too") {
  Outcome r = runPass(ifConvert, R"(kernel @k(i1 %c, i1 %d, i32 %x, i64 %w, f32 %f, ptr.global %out) {
entry:
  condbr %c, t, e
t:
  %a = mul i32 %x, i32 5
  %w1 = add i64 %w, i64 1
  br join
e:
  %b = sub i32 %x, i32 7
  br join
join:
  %p = phi i32 [%a, t], [%b, e]
  %q = phi i64 [%w1, t], [%w, e]
  condbr %d, join2, tri
tri:
  %g = fmul f32 %f, f32 2.0
  br join2
join2:
  %h = phi f32 [%f, join], [%g, tri]
  store %p, %out align 4
  store %q, %out align 8
  store %h, %out align 4
  ret
}
)");
  CHECK(r.changed);
  // join merges into entry once its phis are selects, so the triangle below it converts in the
  // same run (its branch now ends entry), and join2 merges too. The triangle's true edge goes
  // straight to join2: %d selects %f.
  CHECK(r.text == R"(kernel @k(i1 %c, i1 %d, i32 %x, i64 %w, f32 %f, ptr.global %out) {
entry:
  %a = mul i32 %x, i32 5
  %w1 = add i64 %w, i64 1
  %b = sub i32 %x, i32 7
  %p.sel = select i32 %c, %a, %b
  %q.sel = select i64 %c, %w1, %w
  %g = fmul f32 %f, f32 2.0
  %h.sel = select f32 %d, %f, %g
  store %p.sel, %out align 4
  store %q.sel, %out align 8
  store %h.sel, %out align 4
  ret
}
)");
}

TEST_CASE("ir ifconvert: short-circuit i1 phis become and - or - nested diamonds go in one run") {
  Outcome r = runPass(ifConvert, R"(kernel @k(i32 %x, i32 %y, i32 %z, ptr.global %out) {
entry:
  %c1 = icmp.slt i1 %x, i32 4
  condbr %c1, rhs, end
rhs:
  %c2 = icmp.sgt i1 %y, i32 9
  br end
end:
  %and = phi i1 [i1 false, entry], [%c2, rhs]
  condbr %and, end2, rhs2
rhs2:
  %c3 = icmp.eq i1 %z, i32 0
  br end2
end2:
  %or = phi i1 [i1 true, end], [%c3, rhs2]
  condbr %or, outer.t, outer.e
outer.t:
  %c4 = icmp.ult i1 %x, %y
  condbr %c4, in.t, in.e
in.t:
  %i1 = add i32 %x, i32 1
  br in.end
in.e:
  %i2 = add i32 %y, i32 2
  br in.end
in.end:
  %in = phi i32 [%i1, in.t], [%i2, in.e]
  br outer.end
outer.e:
  br outer.end
outer.end:
  %r = phi i32 [%in, in.end], [%z, outer.e]
  store %r, %out align 4
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i32 %x, i32 %y, i32 %z, ptr.global %out) {
entry:
  %c1 = icmp.slt i1 %x, i32 4
  %c2 = icmp.sgt i1 %y, i32 9
  %and.sel = and i1 %c1, %c2
  %c3 = icmp.eq i1 %z, i32 0
  %or.sel = or i1 %and.sel, %c3
  %c4 = icmp.ult i1 %x, %y
  %i1 = add i32 %x, i32 1
  %i2 = add i32 %y, i32 2
  %in.sel = select i32 %c4, %i1, %i2
  %r.sel = select i32 %or.sel, %in.sel, %z
  store %r.sel, %out align 4
  ret
}
)");
}

TEST_CASE("ir ifconvert: arms with side effects, loads that may fault, traps or too much work stay branches") {
  // Each branch below has one reason to stay: a store, a global load, a division by a
  // variable, a barrier, and an arm past the budget (nine additions).
  const std::string text = R"(kernel @k(i1 %c, i32 %x, ptr.global %g, ptr.global %out) {
entry:
  condbr %c, st, j1
st:
  store %x, %out align 4
  br j1
j1:
  condbr %c, ld, j2
ld:
  %l = load i32 %g align 4
  br j2
j2:
  %p2 = phi i32 [%x, j1], [%l, ld]
  condbr %c, dv, j3
dv:
  %d = udiv i32 %p2, %x
  br j3
j3:
  %p3 = phi i32 [%p2, j2], [%d, dv]
  condbr %c, bar, j4
bar:
  intrinsic.barrier
  br j4
j4:
  condbr %c, big, j5
big:
  %b1 = add i32 %p3, i32 1
  %b2 = add i32 %b1, i32 2
  %b3 = add i32 %b2, i32 3
  %b4 = add i32 %b3, i32 4
  %b5 = add i32 %b4, i32 5
  %b6 = add i32 %b5, i32 6
  %b7 = add i32 %b6, i32 7
  %b8 = add i32 %b7, i32 8
  %b9 = add i32 %b8, i32 9
  br j5
j5:
  %p5 = phi i32 [%p3, j4], [%b9, big]
  store %p5, %out align 4
  ret
}
)";
  Outcome r = runPass(ifConvert, text);
  CHECK_FALSE(r.changed);
  CHECK(r.text == text);
}

TEST_CASE("ir ifconvert: a kernarg load may be speculated - a loop's latch arm is left alone") {
  Outcome r = runPass(ifConvert, R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  condbr %c, t, join
t:
  %kp = intrinsic.kernarg.segment.ptr ptr.constant
  %kp8 = ptradd ptr.constant %kp, i64 8
  %k = load i32 %kp8 align 4
  br join
join:
  %p = phi i32 [%k, t], [%x, entry]
  br head
head:
  %i = phi i32 [i32 0, join], [%i2, latch]
  %i2 = add i32 %i, i32 1
  %more = icmp.ult i1 %i2, %p
  condbr %more, latch, exit
latch:
  br head
exit:
  store %i2, %out align 4
  ret
}
)");
  CHECK(r.text == R"(kernel @k(i1 %c, i32 %x, ptr.global %out) {
entry:
  %kp = intrinsic.kernarg.segment.ptr ptr.constant
  %kp8 = ptradd ptr.constant %kp, i64 8
  %k = load i32 %kp8 align 4
  %p.sel = select i32 %c, %k, %x
  br head
head:
  %i = phi i32 [i32 0, entry], [%i2, latch]
  %i2 = add i32 %i, i32 1
  %more = icmp.ult i1 %i2, %p.sel
  condbr %more, latch, exit
latch:
  br head
exit:
  store %i2, %out align 4
  ret
}
)");
}

// ---------------------------------------------------------------- the pipeline

TEST_CASE("ir optimize: level 2 on a kernel as the front end writes it") {
  Module m = parseModule(R"(kernel @sum(ptr.global %in, ptr.global %out, i32 %n) {
entry:
  %i = alloca ptr.private 4 align 4
  %acc = alloca ptr.private 8 align 4
  %acc.hi = ptradd ptr.private %acc, i32 4
  store i32 0, %i align 4
  store f32 0.0, %acc align 4
  store f32 0.0, %acc.hi align 4
  br cond
cond:
  %iv = load i32 %i align 4
  %lt = icmp.slt i1 %iv, %n
  condbr %lt, body, done
body:
  %iv2 = load i32 %i align 4
  %w = sext i64 %iv2
  %off = mul i64 %w, i64 4
  %p = ptradd ptr.global %in, %off
  %v = load f32 %p align 4
  %lo = load f32 %acc align 4
  %lo2 = fadd f32 %lo, %v
  store %lo2, %acc align 4
  %hi = load f32 %acc.hi align 4
  %sq = fmul f32 %v, %v
  %hi2 = fadd f32 %hi, %sq
  store %hi2, %acc.hi align 4
  br inc
inc:
  %iv3 = load i32 %i align 4
  %next = add i32 %iv3, i32 1
  store %next, %i align 4
  br cond
done:
  %rlo = load f32 %acc align 4
  %rhi = load f32 %acc.hi align 4
  %z = mul i32 %n, i32 0
  %isz = icmp.eq i1 %z, i32 0
  condbr %isz, write, skip
write:
  store %rlo, %out align 4
  %out4 = ptradd ptr.global %out, i64 4
  store %rhi, %out4 align 4
  br skip
skip:
  ret
}
)", "sum.ir");
  optimize(m, 2);
  verifyOrThrow(m, "after optimize");
  CHECK(print(m) == R"(kernel @sum(ptr.global %in, ptr.global %out, i32 %n) {
entry:
  br cond
cond:
  %i = phi i32 [i32 0, entry], [%next, body]
  %acc = phi f32 [f32 0.0, entry], [%lo2, body]
  %acc.4 = phi f32 [f32 0.0, entry], [%hi2, body]
  %lt = icmp.slt i1 %i, %n
  condbr %lt, body, done
body:
  %w = sext i64 %i
  %off = shl i64 %w, i64 2
  %p = ptradd ptr.global %in, %off
  %v = load f32 %p align 4
  %lo2 = fadd f32 %acc, %v
  %sq = fmul f32 %v, %v
  %hi2 = fadd f32 %acc.4, %sq
  %next = add i32 %i, i32 1
  br cond
done:
  store %acc, %out align 4
  %out4 = ptradd ptr.global %out, i64 4
  store %acc.4, %out4 align 4
  ret
}
)");
}

// ---------------------------------------------------------------- inferAddressSpaces

TEST_CASE("ir inferAddressSpaces: loads and stores through a generic cast of a private pointer use it directly") {
  // &private_var passed to a generic parameter (OpenCL C 2.0), the call inlined: the PtrAdds
  // become private ones, their i64 offsets truncated; a cast back is the pointer itself.
  Outcome r = runPass(inferAddressSpaces, R"(kernel @k(i64 %i, ptr.global %out) {
entry:
  %a = alloca ptr.private 16 align 4
  %g = addrspacecast ptr %a
  store i32 1, %g align 4
  %g4 = ptradd ptr %g, i64 4
  store i32 2, %g4 align 4
  %gi = ptradd ptr %g, %i
  %v = load i32 %gi align 4
  %back = addrspacecast ptr.private %g4
  %w = load i32 %back align 4
  %s = add i32 %v, %w
  store %s, %out align 4
  ret
}
)");
  CHECK(r.changed);
  CHECK(r.text == R"(kernel @k(i64 %i, ptr.global %out) {
entry:
  %a = alloca ptr.private 16 align 4
  store i32 1, %a align 4
  %g4 = ptradd ptr.private %a, i32 4
  store i32 2, %g4 align 4
  %gi.off = trunc i32 %i
  %gi = ptradd ptr.private %a, %gi.off
  %v = load i32 %gi align 4
  %w = load i32 %g4 align 4
  %s = add i32 %v, %w
  store %s, %out align 4
  ret
}
)");
}

TEST_CASE("ir inferAddressSpaces: a generic pointer that escapes or is compared stays generic") {
  const char* const src = R"(kernel @k(ptr.global %out, ptr.global %slot) {
entry:
  %a = alloca ptr.private 4 align 4
  %g = addrspacecast ptr %a
  store i32 1, %g align 4
  store %g, %slot align 8
  ret
}
)";
  Function f = gfxsim::ir::test::parseOne(src, "pass.ir");
  CHECK_FALSE(inferAddressSpaces(f));
  CHECK(print(f) == src);
}
