// The litmus-test parser (sim/litmus) against the peer suite in ../shared/litmus: every file
// parses, a few are checked structure by structure, malformed inputs give one-line
// file:line:col errors, and truncated or corrupted files never crash the parser.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <set>

#include "litmus/parser.h"
#include "support/error.h"
#include "support/test_util.h"

namespace fs = std::filesystem;
using namespace gfxsim;
using namespace gfxsim::litmus;

namespace {

std::string litmusRoot() { return test::sourcePath("../shared/litmus"); }

// Every .litmus file of the peer suite, relative to litmusRoot(), sorted; empty when absent.
std::vector<std::string> suiteFiles() {
  std::vector<std::string> out;
  fs::path root = litmusRoot();
  if (!fs::is_directory(root)) return out;
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file() && e.path().extension() == ".litmus") out.push_back(fs::relative(e.path(), root).string());
  std::sort(out.begin(), out.end());
  return out;
}

const std::string kDat3m = "dat3m-opencl/litmus/OPENCL/";
const std::string kHerd = "herd-legacy-opencl/herdtools/herd/testsuite/";

Test load(const std::string& rel) { return parseFile(litmusRoot() + "/" + rel); }

// Statements of a block, flattened through if/else/while/block, in order.
void walk(const Block& b, const std::function<void(const Stmt&)>& f) {
  for (const auto& s : b) {
    f(*s);
    walk(s->body, f);
    walk(s->elseBody, f);
  }
}
void walkExpr(const ExprPtr& e, const std::function<void(const Expr&)>& f) {
  if (!e) return;
  f(*e);
  walkExpr(e->lhs, f);
  walkExpr(e->rhs, f);
  if (e->atomic) {
    walkExpr(e->atomic->ptr, f);
    walkExpr(e->atomic->value, f);
    walkExpr(e->atomic->expected, f);
  }
}
// The atomic operations of a thread, in source order.
std::vector<AtomicOp> atomics(const Thread& t) {
  std::vector<AtomicOp> out;
  walk(t.body, [&](const Stmt& s) {
    for (const auto& e : {s.cond, s.lhs, s.rhs})
      walkExpr(e, [&](const Expr& x) {
        if (x.kind == ExprKind::Atomic) out.push_back(*x.atomic);
      });
  });
  return out;
}
std::vector<const Stmt*> stmtsOf(const Thread& t, StmtKind k) {
  std::vector<const Stmt*> out;
  walk(t.body, [&](const Stmt& s) {
    if (s.kind == k) out.push_back(&s);
  });
  return out;
}
std::vector<CondAtom> condAtoms(const PropPtr& p) {
  std::vector<CondAtom> out;
  std::function<void(const PropPtr&)> rec = [&](const PropPtr& q) {
    if (!q) return;
    if (q->kind == PropKind::Atom) out.push_back(q->atom);
    rec(q->lhs);
    rec(q->rhs);
  };
  rec(p);
  return out;
}

std::string errorOf(const std::string& text) {
  try {
    parse(text, "t.litmus");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("litmus: every file of the peer suite parses") {
  auto files = suiteFiles();
  if (files.empty()) {
    MESSAGE("skipped: " << litmusRoot() << " is absent");
    return;
  }
  // Files the parser rejects on purpose, with the reason. None at present.
  const std::set<std::string> rejected = {};
  size_t dat3m = 0, herd = 0;
  for (const auto& f : files) {
    bool isDat3m = f.rfind(kDat3m, 0) == 0;
    std::string err;
    try {
      Test t = load(f);
      CHECK_MESSAGE(!t.threads.empty(), f);
      for (const auto& th : t.threads)
        CHECK_MESSAGE(th.placement != PlacementSource::None, f << ": P" << th.id << " has no placement");
      CHECK_MESSAGE(t.condition.prop != nullptr, f);
      if (isDat3m) {
        CHECK_MESSAGE(t.arch == "OPENCL", f);
        CHECK_MESSAGE(!t.scopeTree.has_value(), f);
      } else {
        CHECK_MESSAGE(t.scopeTree.has_value(), f);
      }
      (isDat3m ? dat3m : herd)++;
    } catch (const Error& e) {
      err = e.what();
    }
    if (rejected.count(f))
      CHECK_MESSAGE(!err.empty(), f << " is listed as rejected but parses");
    else
      CHECK_MESSAGE(err.empty(), err);
  }
  CHECK(dat3m == 178);
  CHECK(herd == 24);
  MESSAGE("parsed " << dat3m << " Dat3M and " << herd << " herd-legacy files");
}

TEST_CASE("litmus: MP_ra_wg, structure (README example 1)") {
  if (suiteFiles().empty()) return;
  Test t = load(kDat3m + "overhauling/MP_ra_wg.litmus");
  REQUIRE(t.threads.size() == 2);
  CHECK(t.init.size() == 2);
  const Thread& p0 = t.threads[0];
  const Thread& p1 = t.threads[1];
  CHECK(p0.id == 0);
  CHECK(p0.placement == PlacementSource::Annotation);
  CHECK((*p0.wg == 0 && *p0.dev == 0 && *p1.wg == 1 && *p1.dev == 0));
  REQUIRE(p0.params.size() == 2);
  CHECK(p0.params[0].name == "x");
  CHECK(p0.params[0].space == AddrSpace::Global);
  CHECK(!p0.params[0].atomic);
  CHECK(p0.params[1].name == "y");
  CHECK(p0.params[1].atomic);
  // P0: *x = 1; atomic_store_explicit(y, 1, release, work_group)
  REQUIRE(p0.body.size() == 2);
  CHECK(p0.body[0]->kind == StmtKind::Assign);
  CHECK(p0.body[0]->lhs->kind == ExprKind::Deref);
  auto a0 = atomics(p0);
  REQUIRE(a0.size() == 1);
  CHECK(a0[0].kind == AtomicKind::Store);
  CHECK(a0[0].order == MemOrder::Release);
  CHECK(a0[0].scope == MemScope::WorkGroup);
  CHECK(a0[0].explicitScope);
  auto a1 = atomics(p1);
  REQUIRE(a1.size() == 1);
  CHECK(a1[0].kind == AtomicKind::Load);
  CHECK(a1[0].order == MemOrder::Acquire);
  CHECK(a1[0].scope == MemScope::WorkGroup);
  CHECK(stmtsOf(p1, StmtKind::If).size() == 1);
  CHECK(stmtsOf(p1, StmtKind::Decl).size() == 2);
  CHECK(t.condition.quantifier == Quantifier::Exists);
  auto atoms = condAtoms(t.condition.prop);
  REQUIRE(atoms.size() == 2);
  CHECK((atoms[0].isRegister && atoms[0].thread == 1 && atoms[0].name == "r0" && atoms[0].value == 1));
  CHECK((atoms[1].isRegister && atoms[1].thread == 1 && atoms[1].name == "r1" && atoms[1].value == 0));
  CHECK(t.condition.prop->kind == PropKind::And);
}

TEST_CASE("litmus: example6, fences on both regions and a local flag (README example 2)") {
  if (suiteFiles().empty()) return;
  Test t = load(kDat3m + "overhauling/example6.litmus");
  REQUIRE(t.threads.size() == 2);
  CHECK((*t.threads[0].wg == 0 && *t.threads[1].wg == 0));
  CHECK(t.threads[0].params[1].space == AddrSpace::Local);
  auto f0 = stmtsOf(t.threads[0], StmtKind::Fence);
  auto f1 = stmtsOf(t.threads[1], StmtKind::Fence);
  REQUIRE((f0.size() == 1 && f1.size() == 1));
  CHECK((f0[0]->globalFlag && f0[0]->localFlag));
  CHECK(f0[0]->order == MemOrder::Release);
  CHECK(f1[0]->order == MemOrder::Acquire);
  CHECK(f1[0]->scope == MemScope::WorkGroup);
  // The fence of P1 sits inside the if whose condition is the atomic load.
  auto ifs = stmtsOf(t.threads[1], StmtKind::If);
  REQUIRE(ifs.size() == 1);
  CHECK(ifs[0]->cond->kind == ExprKind::Binary);
  CHECK(ifs[0]->cond->lhs->kind == ExprKind::Atomic);
  auto atoms = condAtoms(t.condition.prop);
  REQUIRE(atoms.size() == 1);
  CHECK((atoms[0].thread == 1 && atoms[0].name == "r" && atoms[0].value == 0));
}

TEST_CASE("litmus: defaults, devices, arrays, loops and barriers") {
  if (suiteFiles().empty()) return;
  // Two devices.
  Test b = load(kDat3m + "overhauling/MP_ra_dev_broken.litmus");
  REQUIRE(b.threads.size() == 2);
  CHECK((*b.threads[0].dev == 0 && *b.threads[1].dev == 1));
  // Implicit seq_cst and device scope (herd/2+2W uses atomic_store(x, v)).
  Test w = load(kDat3m + "herd/2+2W.litmus");
  for (const auto& th : w.threads)
    for (const auto& a : atomics(th)) {
      CHECK(a.order == MemOrder::SeqCst);
      CHECK(a.scope == MemScope::Device);
      CHECK(!a.explicitOrder);
      CHECK(!a.explicitScope);
    }
  // imm-E3.5: array declaration and pointer arithmetic.
  Test e = load(kDat3m + "portedFromC11/manual/imm-E3.5.litmus");
  REQUIRE(e.init.size() == 1);
  CHECK((e.init[0].isArray && e.init[0].arraySize == 2 && e.init[0].values.size() == 2));
  CHECK(e.init[0].type == "atomic_int");
  auto ea = atomics(e.threads[0]);
  REQUIRE(ea.size() == 3);
  CHECK(ea[1].ptr->kind == ExprKind::Binary);
  CHECK(ea[0].scope == MemScope::Device);  // relaxed, no scope given
  CHECK(ea[0].order == MemOrder::Relaxed);
  // TSan: while loops around a CAS; CAS orders.
  Test ts = load(kDat3m + "portedFromC11/manual/TSan.litmus");
  REQUIRE(ts.threads.size() == 3);
  auto loops = stmtsOf(ts.threads[1], StmtKind::While);
  REQUIRE(loops.size() == 1);
  CHECK(loops[0]->cond->lhs->atomic->kind == AtomicKind::CompareExchangeStrong);
  CHECK(loops[0]->cond->lhs->atomic->failOrder == MemOrder::Relaxed);
  // global_barrier_mo: labelled barriers, 6 threads in 3 work-groups.
  Test g = load(kDat3m + "herd/global_barrier_mo.litmus");
  REQUIRE(g.threads.size() == 6);
  CHECK(g.name == "global_barrier");
  CHECK((*g.threads[4].wg == 2 && *g.threads[5].wg == 2));
  auto bars = stmtsOf(g.threads[0], StmtKind::Barrier);
  REQUIRE(bars.size() == 2);
  CHECK(bars[0]->label == "B1");
  CHECK(bars[1]->label == "B3");
  CHECK(bars[0]->globalFlag);
  CHECK(bars[0]->scope == MemScope::WorkGroup);
  CHECK(condAtoms(g.condition.prop).size() == 4);
}

TEST_CASE("litmus: herd scopeTree and column layout") {
  if (suiteFiles().empty()) return;
  // 3.2W: scopeTree (device (work_group P0) (work_group P1 P2)); memory atoms [x]=2 ...
  Test t = load(kHerd + "OpenCLTests/3.2W/3.2W_xaG_yaG_zaG_sc--sc_rel[wg]-LFsc-rel_rel-GFrel[dev]-acq[wg]_0||1|2.litmus");
  REQUIRE(t.threads.size() == 3);
  CHECK(t.arch == "OpenCL");
  REQUIRE(t.scopeTree);
  CHECK(t.scopeTree->devices.size() == 1);
  CHECK((*t.threads[0].wg == 0 && *t.threads[1].wg == 1 && *t.threads[2].wg == 1));
  CHECK(t.threads[1].placement == PlacementSource::ScopeTree);
  auto f1 = stmtsOf(t.threads[1], StmtKind::Fence);
  REQUIRE(f1.size() == 1);
  CHECK((f1[0]->localFlag && !f1[0]->globalFlag && f1[0]->order == MemOrder::SeqCst));
  auto a1 = atomics(t.threads[1]);
  REQUIRE(a1.size() == 2);
  CHECK(a1[1].scope == MemScope::Device);  // release without a scope
  CHECK(!a1[1].explicitScope);
  auto atoms = condAtoms(t.condition.prop);
  REQUIRE(atoms.size() == 3);
  for (const auto& a : atoms) CHECK((!a.isRegister && a.bracketed && a.value == 2));
  // 3LB: an extra pair of parentheses around the tree.
  Test l = load(kHerd + "OpenCLTests/3LB/3LB_xaG_yaG_zaG_sc--sc_na--sc_sc--sc_0|1||2.litmus");
  CHECK((*l.threads[1].wg == 0 && *l.threads[2].wg == 1));
  // Old column layout with a memory map and a diy line.
  Test m = load(kHerd + "oldOpenCLTests/MP_relseq.litmus");
  CHECK(m.layout == Layout::Column);
  CHECK(m.headerExtras.size() == 1);
  REQUIRE(m.threads.size() == 2);
  CHECK(m.threads[0].body.size() == 3);
  CHECK(m.threads[1].body.size() == 2);
  CHECK(m.threads[0].body[0]->kind == StmtKind::Assign);
  CHECK(m.threads[0].body[0]->lhs->kind == ExprKind::Deref);  // x = 1 is a plain store
  auto ma = atomics(m.threads[0]);
  REQUIRE(ma.size() == 2);
  CHECK((ma[0].kind == AtomicKind::Store && ma[0].order == MemOrder::Release && ma[0].scope == MemScope::WorkGroup));
  CHECK(ma[1].order == MemOrder::Relaxed);
  REQUIRE(m.memoryMap.size() == 2);
  CHECK((m.memoryMap[0].first == "x" && m.memoryMap[0].second == AddrSpace::Local));
  CHECK(m.threads[1].body[1]->rhs->kind == ExprKind::Deref);  // r2 = x is a plain load
  // global_barrier: diy lines, __global parameters, herd fence(...).
  Test gb = load(kHerd + "OpenCLTests/global_barrier.litmus");
  CHECK(gb.headerExtras.size() == 4);
  CHECK(gb.threads[0].params[0].space == AddrSpace::Global);
  CHECK(stmtsOf(gb.threads[0], StmtKind::Fence).at(0)->function == "fence");
}

TEST_CASE("litmus: quantifiers, operators and optional clauses") {
  const std::string head = "OPENCL t\n{ x = 0; }\nP0@wg 0, dev 0 (global atomic_int* x) { int r = atomic_load(x); }\n";
  Test a = parse(head + "~exists (0:r != 1 \\/ ~(x >= 2) /\\ [x] < -3)");
  CHECK(a.condition.quantifier == Quantifier::NotExists);
  CHECK(a.condition.prop->kind == PropKind::Or);
  auto at = condAtoms(a.condition.prop);
  REQUIRE(at.size() == 3);
  CHECK(at[0].op == CmpOp::Ne);
  CHECK(at[1].op == CmpOp::Ge);
  CHECK((at[2].op == CmpOp::Lt && at[2].value == -3));
  Test f = parse(head + "locations [0:r; x;]\nfilter (0:r = 0)\nforall (0:r <= 1)");
  CHECK(f.condition.quantifier == Quantifier::Forall);
  CHECK(f.locations.size() == 2);
  CHECK(f.filter != nullptr);
  CHECK(condAtoms(f.condition.prop).at(0).op == CmpOp::Le);
}

TEST_CASE("litmus: malformed inputs give one-line errors with line and column") {
  const std::string body = "OPENCL t\n{ x = 0; }\nP0@wg 0, dev 0 (global atomic_int* x) {\n  int r = atomic_load(x);\n}\n";
  const std::string ok = body + "exists (0:r = 0)\n";
  struct Case {
    std::string text;
    std::string where;  // "t.litmus:L:C"
    std::string what;   // part of the message
  };
  const std::vector<Case> cases = {
      {"", "t.litmus:1:1", "expected the header"},
      {"C t\n{}", "t.litmus:1:1", "expected the header 'OPENCL <name>'"},
      {"OPENCL t\nP0 () {}", "t.litmus:2:1", "expected '{' to begin the initial state"},
      {"OPENCL t\n{ x = ; }", "t.litmus:2:7", "expected an initial value"},
      {"OPENCL t\n{ x = 0; }\nexists (x = 0)", "t.litmus:3:1", "expected a thread 'P0'"},
      {"OPENCL t\n{}\nP0@wg 0 dev 0 (global int* x) {}\nexists (x=0)", "t.litmus:3:9", "expected ','"},
      {"OPENCL t\n{}\nP0@wg 0, dev 0 (global x) {}\nexists (x=0)", "t.litmus:3:24", "expected a parameter type"},
      {"OPENCL t\n{}\nP0@wg 0, dev 0 (global int x) {}\nexists (x=0)", "t.litmus:3:28", "expected '*'"},
      {"OPENCL t\n{}\nP0@wg 0, dev 0 (global atomic_int* x) {\n  atomic_load_explicit(x, memory_order_bogus);\n}\nexists (x=0)",
       "t.litmus:4:27", "expected a memory order"},
      {"OPENCL t\n{}\nP0@wg 0, dev 0 (global atomic_int* x) {\n  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_galaxy);\n}\nexists (x=0)",
       "t.litmus:4:53", "expected a memory scope"},
      {"OPENCL t\n{}\nP0@wg 0, dev 0 (global atomic_int* x) {\n  atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_release);\n}\nexists (x=0)",
       "t.litmus:4:26", "expected CLK_GLOBAL_MEM_FENCE or CLK_LOCAL_MEM_FENCE"},
      {"OPENCL t\n{}\nP0@wg 0, dev 0 (global atomic_int* x) {\n  B1: atomic_load(x);\n}\nexists (x=0)", "t.litmus:4:7",
       "expected 'barrier' after the label"},
      {"OPENCL t\n{}\nP0@wg 0, dev 0 (global atomic_int* x) {\n  int r = atomic_load(x)\n}\nexists (x=0)", "t.litmus:5:1",
       "expected ';' after the declaration"},
      {"OPENCL t\n{}\nP0@wg 0, dev 0 (global atomic_int* x) {\n  frobnicate(x);\n}\nexists (x=0)", "t.litmus:4:3",
       "expected an atomic operation"},
      {"OPENCL t\n{}\nP0@wg 0, dev 0 (global atomic_int* x) {\n  int r = 1;\n", "t.litmus:5:1", "expected '}' to close the block"},
      {body + "exists (0:r = )\n", "t.litmus:6:15", "expected a value after the comparison"},
      {body + "exists (0:r 0)\n", "t.litmus:6:13", "expected a comparison"},
      {body + "exists (0:r = 0 /\\ )\n", "t.litmus:6:20", "expected a condition atom"},
      {body + "exists (0:r = 0) junk\n", "t.litmus:6:18", "expected end of file"},
      {body + "maybe (0:r = 0)\n", "t.litmus:6:1", "the final condition"},
      {"OPENCL t\n(* unterminated\n{}", "t.litmus:2:1", "unterminated comment"},
      {"OPENCL t\n{ x = 0; }\nP0 (global int* x) { *x = 1; }\nscopeTree (device (work_group P0 P1))\nexists (x=1)",
       "t.litmus:4:1", "scopeTree names P1"},
      {"OPENCL t\n{ x = 0; }\nP0 (global int* x) { *x = 1; }\nscopeTree (device (warp P0))\nexists (x=1)", "t.litmus:4:20",
       "expected 'work_group'"},
      {"OPENCL t\n{ x = 0 $ }", "t.litmus:2:9", "unexpected character '$'"},
  };
  REQUIRE(errorOf(ok).empty());
  for (const auto& c : cases) {
    std::string err = errorOf(c.text);
    CAPTURE(c.text);
    CHECK_MESSAGE(err.rfind(c.where + ": error: ", 0) == 0, err);
    CHECK_MESSAGE(err.find(c.what) != std::string::npos, err);
    CHECK_MESSAGE(err.find('\n') == std::string::npos, err);
  }
}

TEST_CASE("litmus: truncated and corrupted files throw gfxsim::Error or parse, never crash") {
  auto files = suiteFiles();
  if (files.empty()) return;
  size_t runs = 0, threw = 0;
  const std::string junk[] = {"(", ")", "{", "}", "\\/", ";", "~", "@", "P0", "(*", "\xff", "999999999999999999999"};
  for (const auto& f : files) {
    std::string text = test::readText(litmusRoot() + "/" + f);
    for (int k = 1; k <= 7; ++k) {
      size_t at = text.size() * static_cast<size_t>(k) / 8;
      std::vector<std::string> variants = {text.substr(0, at), text.substr(0, at) + junk[(k + runs) % 12] + text.substr(at),
                                           text.substr(0, at) + text.substr(std::min(text.size(), at + 3))};
      for (const auto& v : variants) {
        ++runs;
        try {
          parse(v, f);
        } catch (const Error& e) {
          ++threw;
          std::string m = e.what();
          CHECK_MESSAGE(m.find(": error: ") != std::string::npos, m);
        }
      }
    }
  }
  CHECK(threw > 0);
  MESSAGE(runs << " mutated inputs, " << threw << " rejected with gfxsim::Error");
}
