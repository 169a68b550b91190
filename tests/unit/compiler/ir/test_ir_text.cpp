// The IR's text form (printer.h, parser.h) and verifier (verifier.h).
#include <doctest/doctest.h>

#include <bit>
#include <string>

#include "ir/ir.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "support/ir_util.h"
#include "support/error.h"

using namespace gfxsim;
using namespace gfxsim::ir;
using gfxsim::ir::test::parseOne;

namespace {

// The problems of a function that is expected to be invalid, joined.
std::string problemsOf(const std::string& text) {
  Function f = parseOne(text);
  std::string all;
  for (const auto& p : verify(f)) all += p + "\n";
  return all;
}

std::string parseError(const std::string& text) {
  try {
    parseModule(text, "bad.ir");
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

const char* kSaxpy = R"(kernel @saxpy(ptr.global %x, ptr.global %y, f32 %a, i32 %n) {
  arg "x" "float*" global_buffer global size 8 align 8 const restrict param %x
  arg "y" "float*" global_buffer global size 8 align 8 param %y
  arg "a" "float" by_value global size 4 align 4 param %a
  arg "n" "int" by_value global size 4 align 4 param %n
  arg "s" "struct S" by_value global size 16 align 4 volatile
  local "tile" size 1088 align 4
  local "dup" size 4 align 4
  local "dup" size 8 align 8
  reqd_work_group_size 256 1 1
  float_mode f32 ieee f64 flush
entry:
  %lid = intrinsic.workitem.id i32 imm 0
  %gid = intrinsic.workgroup.id i32 imm 0
  %base = mul i32 %gid, i32 256
  %i = add i32 %base, %lid
  %in = icmp.slt i1 %i, %n
  condbr %in, body, exit
body:
  %i64 = sext i64 %i
  %off = shl i64 %i64, i64 2
  %px = ptradd ptr.global %x, %off
  %py = ptradd ptr.global %y, %off
  %vx = load f32 %px align 4
  %vy = load f32 %py align 4 volatile
  %r = fma f32 %a, %vx, %vy
  store %r, %py align 4
  %t = localaddr ptr.local @tile
  %d1 = localaddr ptr.local @1
  %d2 = localaddr ptr.local @2
  %old = atomicrmw.add i32 %d1, i32 1 align 4 monotonic agent
  %cx = cmpxchg i32 %d2, i32 0, i32 -1 align 4 acq_rel workgroup fail acquire
  fence release workgroup spaces(global, local)
  intrinsic.barrier
  %al = alloca ptr.private 16 align 8
  store f64 -0.0, %al align 8
  store f32 0x7fc00000, %al align 4 seq_cst system
  %h = fmul f64 f64 3.0, f64 1e-300
  br exit
exit:
  %w = phi f64 [f64 0.5, entry], [f64 2.5, body]
  %u = phi i8 [i8 undef, entry], [i8 -128, body]
  ret
}
)";

}  // namespace

TEST_CASE("ir text: a printed function parses back to the same text") {
  Function f = parseOne(kSaxpy);
  std::string once = print(f);
  Function g = parseOne(once);
  CHECK(print(g) == once);
  // The metadata survived.
  REQUIRE(g.args.size() == 5);
  CHECK(g.args[0].isConst);
  CHECK(g.args[0].isRestrict);
  CHECK(g.args[0].kind == ArgKind::GlobalBuffer);
  CHECK(g.args[4].param == kNoValue);
  CHECK(g.args[4].isVolatile);
  CHECK(g.args[4].typeName == "struct S");
  CHECK(g[g.args[2].param].type == Type::f32());
  REQUIRE(g.locals.size() == 3);
  CHECK(g.locals[0].size == 1088);
  CHECK(g.reqdWorkGroupSize[0] == 256);
  CHECK(g.floatMode.f32Denormals);
  CHECK_FALSE(g.floatMode.f64Denormals);
  // Ambiguous local names print as indices.
  CHECK(once.find("localaddr ptr.local @tile") != std::string::npos);
  CHECK(once.find("localaddr ptr.local @2") != std::string::npos);
}

TEST_CASE("ir text: the parse keeps every field") {
  Function f = parseOne(kSaxpy);
  auto find = [&](const std::string& name) {
    for (ValueId v = 0; v < f.values.size(); ++v)
      if (f[v].name == name) return v;
    FAIL("no value " << name);
    return kNoValue;
  };
  const Inst& cx = f[find("cx")];
  CHECK(cx.op == Op::CmpXchg);
  CHECK(cx.mem.order == Order::AcqRel);
  CHECK(cx.mem.failOrder == Order::Acquire);
  CHECK(cx.mem.scope == Scope::Workgroup);
  CHECK(f[cx.operands[2]].imm == 0xffffffffu);
  const Inst& old = f[find("old")];
  CHECK(old.atomic() == AtomicOp::Add);
  CHECK(old.mem.scope == Scope::Agent);
  CHECK(f[find("vy")].mem.isVolatile);
  CHECK(f[find("lid")].intrinsic() == Intrinsic::WorkitemId);
  CHECK(f[find("t")].imm == 0);
  CHECK(f[find("d2")].imm == 2);
  CHECK(f[find("al")].imm == 16);
  CHECK(f[find("al")].mem.align == 8);
  CHECK(f[find("in")].icmp() == ICmpPred::Slt);
  // Float literals are exact: -0.0 keeps its sign, 1e-300 its bits; NaN goes as bits.
  const Inst& h = f[find("h")];
  CHECK(f[h.operands[1]].imm == std::bit_cast<uint64_t>(1e-300));
  bool sawNegZero = false, sawNaN = false;
  for (const Inst& in : f.values) {
    if (in.op != Op::Const) continue;
    if (in.type == Type::f64() && in.imm == 0x8000000000000000ull) sawNegZero = true;
    if (in.type == Type::f32() && in.imm == 0x7fc00000u) sawNaN = true;
  }
  CHECK(sawNegZero);
  CHECK(sawNaN);
  // The fence's spaces and the phi's forward reference.
  for (const Block& b : f.blocks)
    for (ValueId v : b.insts)
      if (f[v].op == Op::Fence)
        CHECK(f[v].mem.fenceSpaces == ((1u << 1) | (1u << 3)));
  CHECK(f.blocks.size() == 3);
  CHECK(verify(f).empty());
}

TEST_CASE("ir text: unnamed values keep their ids, names are made unique") {
  Function f;
  f.name = "k";
  Builder b(f);
  ValueId p = b.param(Type::i32(), 0);
  f.addBlock("");
  b.setBlock(0);
  ValueId a = b.binary(Op::Add, p, f.constI32(1), "x");
  ValueId c = b.binary(Op::Mul, a, a, "x");
  ValueId d = b.binary(Op::Sub, c, p);
  b.binary(Op::Xor, d, f.constI32(3), "bad name!");
  b.ret();
  std::string text = print(f);
  CHECK(text ==
        "kernel @k(i32 %0) {\n"
        "bb0:\n"
        "  %x = add i32 %0, i32 1\n"
        "  %x.1 = mul i32 %x, %x\n"
        "  %" + std::to_string(d) + " = sub i32 %x.1, %0\n"
        "  %bad_name_ = xor i32 %" + std::to_string(d) + ", i32 3\n"
        "  ret\n"
        "}\n");
  Function g = parseOne(text);
  CHECK(print(g) == text);
  CHECK(g[d].op == Op::Sub);  // the numbered value is at its old id
  CHECK(g[p].op == Op::Param);
}

TEST_CASE("ir text: literals of every type") {
  Function f = parseOne(R"(func @lits() {
e:
  %a = add i8 %a0, i8 -128
  %a0 = add i8 i8 255, i8 0x7f
  %b = add i16 i16 -1, i16 65535
  %c = add i64 i64 -9223372036854775808, i64 0xffffffffffffffff
  %d = fadd f32 f32 0x7f800000, f32 1.17549435e-38
  %e = fadd f64 f64 0xfff0000000000000, f64 5e-324
  %p = ptradd ptr.global ptr.global null, i64 0
  %q = ptradd ptr.global ptr.global 0x1000, i64 8
  %s = select i1 i1 true, i1 false, i1 1
  ret
}
)");
  std::string text = print(f);
  CHECK(text.find("%a0 = add i8 i8 -1, i8 127") != std::string::npos);
  CHECK(text.find("%b = add i16 i16 -1, i16 -1") != std::string::npos);
  CHECK(text.find("i64 -9223372036854775808, i64 -1") != std::string::npos);
  CHECK(text.find("f32 0x7f800000, f32 1.1754944e-38") != std::string::npos);
  CHECK(text.find("f64 0xfff0000000000000, f64 5e-324") != std::string::npos);
  CHECK(text.find("ptr.global null") != std::string::npos);
  CHECK(text.find("ptr.global 0x1000") != std::string::npos);
  CHECK(text.find("select i1 i1 true, i1 false, i1 true") != std::string::npos);
  CHECK(print(parseOne(text)) == text);
}

TEST_CASE("ir text: parse errors name the file, line and column") {
  CHECK(parseError("kernel @k() {\nentry:\n  %a = frob i32 %b\n}\n") == "bad.ir:3:8: error: unknown opcode 'frob'");
  CHECK(parseError("kernel @k() {\nentry:\n  %a = add i32 %b, i32 1\n  ret\n}\n") ==
        "bad.ir:3:16: error: use of undefined value '%b'");
  CHECK(parseError("kernel @k() {\nentry:\n  br nowhere\n}\n") == "bad.ir:3:6: error: unknown block label 'nowhere'");
  CHECK(parseError("kernel @k() {\n  ret\n}\n") ==
        "bad.ir:2:3: error: instruction outside a block (a label 'name:' must come first)");
  CHECK(parseError("kernel @k() {\nentry:\n  %a = add i8 i8 300, i8 1\n}\n") == "bad.ir:3:18: error: bad i8 literal '300'");
  CHECK(parseError("kernel @k() {\nentry:\n  %a = add i32 i32 1, i32 1\n  %a = add i32 i32 1, i32 1\n  ret\n}\n") ==
        "bad.ir:4:3: error: redefinition of '%a'");
  CHECK(parseError("kernel @k() {\nentry:\n  ret\n") == "bad.ir:1:1: error: function '@k' has no closing '}'");
  CHECK(parseError("kernel @k() {\nentry:\n  %a = icmp.less i1 i32 1, i32 2\n}\n") ==
        "bad.ir:3:8: error: unknown icmp kind 'less' in 'icmp.less'");
  CHECK(parseError("kernel @k() {\nentry:\n  add i32 i32 1, i32 2\n}\n").find("produces a value") != std::string::npos);
  CHECK(parseError("kernel @k() {\nentry:\n  %x = localaddr ptr.local @nope\n}\n") ==
        "bad.ir:3:28: error: unknown local '@nope'");
  CHECK(parseError("kernel @k() {\nentry:\n  store i32 1, %p align 4 sometimes\n}\n") ==
        "bad.ir:3:27: error: unknown attribute 'sometimes'");
  CHECK(parseError("kernel @k() {\nentry:\n  ret # \n}\n") == "bad.ir:3:7: error: unexpected character '#'");
  CHECK(parseError("kernel @k(i32 %a, i32 %a) {\nentry:\n  ret\n}\n") == "bad.ir:1:19: error: redefinition of '%a'");
}

TEST_CASE("ir text: a module of several functions, comments and quoted names") {
  const char* text = "; leading comment\nkernel @\"two words\"() {\nentry: ; the entry\n  ret\n}\n\nfunc @g() {\nb:\n  unreachable\n}\n";
  Module m = parseModule(text, "m.ir");
  REQUIRE(m.functions.size() == 2);
  CHECK(m.functions[0].name == "two words");
  CHECK_FALSE(m.functions[1].isKernel);
  CHECK(print(m) == "kernel @\"two words\"() {\nentry:\n  ret\n}\n\nfunc @g() {\nb:\n  unreachable\n}\n");
}

// ---- verifier ----

TEST_CASE("ir verifier: a valid function has no problems") {
  CHECK(problemsOf(kSaxpy).empty());
}

TEST_CASE("ir verifier: type rules") {
  auto one = [](const std::string& body) {
    return problemsOf("kernel @k(i32 %a, i64 %b, f32 %f, ptr.global %p, ptr.local %l) {\nentry:\n" + body + "  ret\n}\n");
  };
  CHECK(one("  %x = add i32 %a, %b\n") ==
        "block entry: '%x = add i32 %a, %b': operand 2 has type i64, expected i32\n");
  CHECK(one("  %x = fadd i32 %a, %a\n") == "block entry: '%x = fadd i32 %a, %a': result type i32 is not a float\n");
  CHECK(one("  %x = icmp.eq i32 %a, %a\n") == "block entry: '%x = icmp.eq i32 %a, %a': result type i32 is not i1\n");
  CHECK(one("  %x = fcmp.olt i1 %a, %a\n") == "block entry: '%x = fcmp.olt i1 %a, %a': fcmp compares floats, not i32\n");
  CHECK(one("  %x = zext i32 %b\n") ==
        "block entry: '%x = zext i32 %b': zext from i64 to i32 (needs a wider integer)\n");
  CHECK(one("  %x = trunc i64 %a\n") ==
        "block entry: '%x = trunc i64 %a': trunc from i32 to i64 (needs a narrower integer)\n");
  CHECK(one("  %x = bitcast f32 %b\n") ==
        "block entry: '%x = bitcast f32 %b': bitcast from i64 to f32 (needs integer/float types of one width)\n");
  CHECK(one("  %x = fpext f64 %a\n") ==
        "block entry: '%x = fpext f64 %a': fpext converts a float to a wider float (f16 to f32 or f64, f32 to f64)\n");
  CHECK(one("  %x = load i32 %a align 4\n") == "block entry: '%x = load i32 %a align 4': operand 1 is i32, not a pointer\n");
  CHECK(one("  store %a, %b align 4\n") == "block entry: 'store %a, %b align 4': operand 2 is i64, not a pointer\n");
  CHECK(one("  %x = ptradd ptr.global %p, %a\n") ==
        "block entry: '%x = ptradd ptr.global %p, %a': operand 2 has type i32, expected i64\n");
  CHECK(one("  %x = ptradd ptr.local %l, %b\n") ==
        "block entry: '%x = ptradd ptr.local %l, %b': operand 2 has type i64, expected i32\n");
  CHECK(one("  %x = atomicrmw.add i32 %p, %a align 4\n") ==
        "block entry: '%x = atomicrmw.add i32 %p, %a align 4': an atomic needs an ordering\n");
  CHECK(one("  %x = atomicrmw.add f32 %p, %f align 4 monotonic agent\n") ==
        "block entry: '%x = atomicrmw.add f32 %p, %f align 4 monotonic agent': result type f32 is not i32 or i64\n");
  CHECK(one("  %x = load i32 %p align 3\n") == "block entry: '%x = load i32 %p align 3': alignment 3 is not a power of two\n");
  CHECK(one("  fence monotonic agent\n") ==
        "block entry: 'fence monotonic agent': a fence needs acquire, release, acq_rel or seq_cst\n");
  CHECK(one("  %x = select i32 %a, %a, %a\n") ==
        "block entry: '%x = select i32 %a, %a, %a': operand 1 has type i32, expected i1\n");
  CHECK(one("  %x = intrinsic.workitem.id i32 imm 3\n") ==
        "block entry: '%x = intrinsic.workitem.id i32 imm 3': dimension 3 (0..2)\n");
  CHECK(one("  %x = intrinsic.ldexp f32 %f, %b\n") ==
        "block entry: '%x = intrinsic.ldexp f32 %f, %b': operand 2 has type i64, expected i32\n");
}

TEST_CASE("ir verifier: structure, phis and dominance") {
  // A terminator in the middle, and a block without one.
  CHECK(problemsOf("kernel @k() {\nentry:\n  br b\n  br b\nb:\n  %x = add i32 i32 1, i32 2\n}\n") ==
        "block entry: 'br b': a terminator in the middle of the block\n"
        "block b does not end with a terminator (last: '%x = add i32 i32 1, i32 2')\n");
  // A phi after the body.
  CHECK(problemsOf("kernel @k() {\nentry:\n  br b\nb:\n  %x = add i32 i32 1, i32 2\n  %p = phi i32 [%x, entry]\n  ret\n}\n") ==
        "block b: '%p = phi i32 [%x, entry]': a phi after the block's first non-phi instruction\n");
  // Phi incoming blocks must match the predecessors (as a multiset: condbr to one block twice).
  CHECK(problemsOf("kernel @k(i1 %c) {\nentry:\n  condbr %c, b, b\nb:\n  %p = phi i32 [i32 1, entry]\n  ret\n}\n") ==
        "block b: '%p = phi i32 [i32 1, entry]': incoming blocks do not match the predecessors (entry, entry)\n");
  CHECK(problemsOf("kernel @k(i1 %c) {\nentry:\n  condbr %c, b, b\nb:\n  %p = phi i32 [i32 1, entry], [i32 1, entry]\n  ret\n}\n").empty());
  // Uses not dominated by their definition.
  CHECK(problemsOf("kernel @k(i1 %c) {\nentry:\n  condbr %c, l, r\nl:\n  %x = add i32 i32 1, i32 2\n  br j\nr:\n  br j\nj:\n  %y = add i32 %x, %x\n  ret\n}\n") ==
        "block j: '%y = add i32 %x, %x': operand %x (defined in block l) does not dominate this use\n"
        "block j: '%y = add i32 %x, %x': operand %x (defined in block l) does not dominate this use\n");
  CHECK(problemsOf("kernel @k() {\nentry:\n  %y = add i32 %x, i32 1\n  %x = add i32 i32 1, i32 2\n  ret\n}\n") ==
        "block entry: '%y = add i32 %x, i32 1': operand %x (defined in block entry) does not dominate this use\n");
  // A phi's use is checked at the end of its incoming block.
  CHECK(problemsOf("kernel @k(i1 %c) {\nentry:\n  condbr %c, l, r\nl:\n  %x = add i32 i32 1, i32 2\n  br j\nr:\n  br j\nj:\n  %p = phi i32 [%x, l], [%x, r]\n  ret\n}\n") ==
        "block j: '%p = phi i32 [%x, l], [%x, r]': operand %x (defined in block l) does not dominate this use at the end of incoming block r\n");
  // The entry has no predecessors.
  CHECK(problemsOf("kernel @k() {\nentry:\n  br entry\n}\n") == "the entry block entry has predecessors\n");
  // An empty block.
  CHECK(problemsOf("kernel @k() {\nentry:\n  br b\nb:\n}\n") == "block b is empty (it needs a terminator)\n");
}

TEST_CASE("ir verifier: bookkeeping that only builders can break") {
  Function f = parseOne("kernel @k(i32 %a) {\nentry:\n  %x = add i32 %a, i32 1\n  %y = add i32 %x, i32 1\n  ret\n}\n");
  ValueId x = f.blocks[0].insts[0], y = f.blocks[0].insts[1];
  SUBCASE("operand out of range") {
    f[y].operands[0] = 999;
    CHECK(verify(f) == std::vector<std::string>{"block entry: '%y = add i32 <invalid %999>, i32 1': operand 1 is value 999, out of range"});
  }
  SUBCASE("operand removed") {
    f.blocks[0].insts.erase(f.blocks[0].insts.begin());
    f[x].op = Op::Nop;
    f[x].block = kNoBlock;
    CHECK(verify(f) == std::vector<std::string>{"block entry: '%y = add i32 %x, i32 1': operand 1 is a removed (nop) value " + std::to_string(x)});
  }
  SUBCASE("operand taken out of its block without being erased") {
    f.blocks[0].insts.erase(f.blocks[0].insts.begin());
    CHECK(verify(f) == std::vector<std::string>{"block entry: '%y = add i32 %x, i32 1': operand 1 (%x) is an instruction in no block"});
  }
  SUBCASE("local index out of range") {
    f[x].op = Op::LocalAddr;
    f[x].operands.clear();
    f[x].type = Type::ptr(AddrSpace::Local);
    f[y].operands[0] = f.constI32(0);
    CHECK(verify(f) == std::vector<std::string>{"block entry: '%x = localaddr ptr.local @0': local index 0 out of range"});
  }
  SUBCASE("listed twice") {
    f.blocks[0].insts.insert(f.blocks[0].insts.begin() + 1, x);
    CHECK(verify(f) == std::vector<std::string>{"block entry: '%x = add i32 %a, i32 1' is listed more than once (also in block entry)"});
  }
  SUBCASE("wrong block field") {
    f.addBlock("other");
    f[x].block = 1;
    auto p = verify(f);
    REQUIRE(p.size() >= 1);
    CHECK(p[0] == "block other: '%x = add i32 %a, i32 1': its block field says other but it is listed in entry");
  }
  SUBCASE("branch target out of range") {
    f[f.blocks[0].insts.back()].op = Op::Br;
    f[f.blocks[0].insts.back()].targets = {7};
    CHECK(verify(f) == std::vector<std::string>{"block entry: 'br <invalid block 7>': target block 7 out of range"});
  }
  SUBCASE("param index") {
    f[f.params[0]].imm = 3;
    CHECK(verify(f) == std::vector<std::string>{"parameter %a has index 3 at position 0"});
  }
  SUBCASE("verifyOrThrow lists the problems and the text") {
    f[y].operands[0] = f.params[0];
    f[y].type = Type::i64();
    try {
      verifyOrThrow(f, "after test");
      FAIL("no throw");
    } catch (const Error& e) {
      std::string msg = e.what();
      CHECK(msg.find("after test: invalid IR in function @k:\n  block entry: '%y = add i64 %a, i32 1': operand 1 has type i32, expected i64") == 0);
      CHECK(msg.find("kernel @k(i32 %a) {\nentry:\n") != std::string::npos);
    }
  }
}

TEST_CASE("ir text: the sub-group and cross-lane intrinsics print and parse back with their immediates") {
  Function f = parseOne(R"(kernel @k(ptr.global %p, i32 %x, f64 %d, i1 %c) {
entry:
  %ws = intrinsic.wave.size i32
  %r = intrinsic.wave.reduce i32 %x imm 2
  %s = intrinsic.wave.scan f64 %d imm 268
  %b = intrinsic.ballot i64 %c
  %rl = intrinsic.readlane f64 %d, i32 3
  %rf = intrinsic.readfirstlane i32 %x
  %sw = intrinsic.ds.swizzle i32 %x imm 1055
  %pm = intrinsic.ds.permute i32 %x, %x
  %dp = intrinsic.update.dpp i32 %x, %x imm 16777489
  %t = intrinsic.memtime i64
  %pc = intrinsic.getpc i64
  intrinsic.sleep imm 2
  %e = intrinsic.bfe i32 %x, i32 3, i32 5 imm 1
  %m = intrinsic.perm i32 %x, %x, i32 84281096
  ret
}
)");
  CHECK(verify(f).empty());
  std::string once = print(f);
  CHECK(print(parseOne(once)) == once);
  CHECK(once.find("intrinsic.wave.scan f64 %d imm 268") != std::string::npos);
  CHECK(once.find("intrinsic.update.dpp i32 %x, %x imm 16777489") != std::string::npos);
}
