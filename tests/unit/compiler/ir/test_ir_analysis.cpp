// The IR analyses (analysis.h): reverse post-order, dominators, post-dominators, dominance
// frontiers, natural loops and users, on CFGs written in the text form. The expected trees
// are worked out by hand from the CFG drawn next to each case.
#include <doctest/doctest.h>

#include <string>

#include "ir/analysis.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "support/ir_util.h"

using namespace gfxsim::ir;
using gfxsim::ir::test::parseOne;

namespace {

// Block names of a list of ids, space separated ("-" for kNoBlock).
std::string names(const Function& f, const std::vector<BlockId>& ids) {
  std::string out;
  for (BlockId b : ids) out += (out.empty() ? "" : " ") + (b == kNoBlock ? std::string("-") : f.blocks[b].name);
  return out;
}

// Each block's immediate dominator, "block:idom" pairs.
std::string idoms(const Function& f, const DomTree& t) {
  std::string out;
  for (BlockId b = 0; b < f.blocks.size(); ++b)
    out += (out.empty() ? "" : " ") + f.blocks[b].name + ":" + (t.idom[b] == kNoBlock ? "-" : f.blocks[t.idom[b]].name);
  return out;
}

//   entry -> a | b ; a -> join ; b -> join ; join -> ret
const char* kDiamond = R"(kernel @diamond(i1 %c, i32 %x) {
entry:
  condbr %c, a, b
a:
  %y = add i32 %x, i32 1
  br join
b:
  %z = add i32 %x, i32 2
  br join
join:
  %p = phi i32 [%y, a], [%z, b]
  %q = add i32 %p, %p
  ret
}
)";

//   entry -> outer ; outer -> inner | exit ; inner -> inner.body ; inner.body -> inner | latch ;
//   latch -> outer ; exit: ret
const char* kNested = R"(kernel @nested(i1 %c, i1 %d) {
entry:
  br outer
outer:
  condbr %c, inner, exit
inner:
  br inner.body
inner.body:
  condbr %d, inner, latch
latch:
  br outer
exit:
  ret
}
)";

//   entry -> x | y ; x -> y ; y -> x | out : the cycle x <-> y has two entries (irreducible)
const char* kIrreducible = R"(kernel @irr(i1 %c, i1 %d) {
entry:
  condbr %c, x, y
x:
  br y
y:
  condbr %d, x, out
out:
  ret
}
)";

}  // namespace

TEST_CASE("ir analysis: diamond") {
  Function f = parseOne(kDiamond);
  REQUIRE(verify(f).empty());
  CHECK(names(f, reversePostOrder(f)) == "entry b a join");
  DomTree dom = dominators(f);
  CHECK(idoms(f, dom) == "entry:- a:entry b:entry join:entry");
  CHECK(dom.dominates(0, 3));
  CHECK_FALSE(dom.dominates(1, 3));
  CHECK(dom.dominates(3, 3));
  CHECK_FALSE(dom.strictlyDominates(3, 3));
  CHECK(names(f, dom.children[0]) == "a b join");
  CHECK(names(f, dom.preorder()) == "entry a b join");
  DomTree post = postDominators(f);
  CHECK(idoms(f, post) == "entry:join a:join b:join join:-");
  CHECK(names(f, post.roots) == "join");
  CHECK(post.dominates(3, 0));
  auto df = dominanceFrontiers(f, dom);
  CHECK(names(f, df[1]) == "join");
  CHECK(names(f, df[2]) == "join");
  CHECK(df[0].empty());
  CHECK(findLoops(f, dom).loops.empty());
  // users: %x is used by %y and %z; %p by %q once (although twice as an operand).
  auto u = users(f);
  ValueId x = f.params[1];
  REQUIRE(u[x].size() == 2);
  CHECK(f[u[x][0]].name == "y");
  CHECK(f[u[x][1]].name == "z");
  ValueId p = f.blocks[3].insts[0];
  REQUIRE(u[p].size() == 1);
  CHECK(f[u[p][0]].name == "q");
}

TEST_CASE("ir analysis: nested loops") {
  Function f = parseOne(kNested);
  REQUIRE(verify(f).empty());
  DomTree dom = dominators(f);
  CHECK(idoms(f, dom) == "entry:- outer:entry inner:outer inner.body:inner latch:inner.body exit:outer");
  LoopInfo li = findLoops(f, dom);
  REQUIRE(li.loops.size() == 2);
  const Loop& outer = li.loops[0];
  const Loop& inner = li.loops[1];
  CHECK(names(f, {outer.header}) == "outer");
  CHECK(names(f, outer.blocks) == "outer inner inner.body latch");
  CHECK(names(f, outer.latches) == "latch");
  CHECK(names(f, outer.exits) == "exit");
  CHECK(outer.parent == -1);
  CHECK(outer.depth == 1);
  CHECK(names(f, {inner.header}) == "inner");
  CHECK(names(f, inner.blocks) == "inner inner.body");
  CHECK(names(f, inner.latches) == "inner.body");
  CHECK(names(f, inner.exits) == "latch");
  CHECK(inner.parent == 0);
  CHECK(inner.depth == 2);
  CHECK(li.loopOf == std::vector<int>{-1, 0, 1, 1, 0, -1});
  DomTree post = postDominators(f);
  CHECK(idoms(f, post) == "entry:outer outer:exit inner:inner.body inner.body:latch latch:outer exit:-");
  auto df = dominanceFrontiers(f, dom);
  CHECK(names(f, df[4]) == "outer");   // latch
  CHECK(names(f, df[3]) == "outer inner");  // inner.body
}

TEST_CASE("ir analysis: an irreducible cycle is not a loop") {
  Function f = parseOne(kIrreducible);
  REQUIRE(verify(f).empty());
  DomTree dom = dominators(f);
  CHECK(idoms(f, dom) == "entry:- x:entry y:entry out:y");
  LoopInfo li = findLoops(f, dom);
  CHECK(li.loops.empty());
  CHECK(li.loopOf == std::vector<int>{-1, -1, -1, -1});
}

TEST_CASE("ir analysis: unreachable blocks and endless loops") {
  Function f = parseOne(R"(kernel @u(i1 %c) {
entry:
  condbr %c, spin, done
spin:
  br spin
dead:
  br done
done:
  ret
}
)");
  REQUIRE(verify(f).empty());
  CHECK(names(f, reversePostOrder(f)) == "entry done spin");
  DomTree dom = dominators(f);
  CHECK_FALSE(dom.inTree[2]);
  CHECK_FALSE(dom.dominates(0, 2));
  CHECK(idoms(f, dom) == "entry:- spin:entry dead:- done:entry");
  // spin never reaches an exit: outside the post-dominator tree.
  DomTree post = postDominators(f);
  CHECK_FALSE(post.inTree[1]);
  CHECK(post.inTree[2]);
  CHECK(names(f, post.roots) == "done");
  LoopInfo li = findLoops(f, dom);
  REQUIRE(li.loops.size() == 1);
  CHECK(names(f, li.loops[0].blocks) == "spin");
  CHECK(li.loops[0].exits.empty());
  CHECK(li.loopOf == std::vector<int>{-1, 0, -1, -1});
}

TEST_CASE("ir analysis: a loop with two latches and a multi-exit body") {
  //   entry -> h ; h -> a | x ; a -> h | b ; b -> h | y ; x, y: ret
  Function f = parseOne(R"(kernel @two(i1 %c) {
entry:
  br h
h:
  condbr %c, a, x
a:
  condbr %c, h, b
b:
  condbr %c, h, y
x:
  ret
y:
  ret
}
)");
  REQUIRE(verify(f).empty());
  DomTree dom = dominators(f);
  LoopInfo li = findLoops(f, dom);
  REQUIRE(li.loops.size() == 1);
  CHECK(names(f, li.loops[0].latches) == "a b");
  CHECK(names(f, li.loops[0].exits) == "x y");
  DomTree post = postDominators(f);
  // h, a and b each reach both exits: only the virtual exit post-dominates them.
  CHECK(names(f, post.roots) == "h a b x y");
  CHECK(post.idom[0] == 1);
}
