// The memory legalizer emits exactly the shared table's sequence (compiler/memmodel) for
// every legal atomic and fence combination on every target: its waits and maintenance
// instructions, rendered, equal memmodel::render's lines other than the access itself, in
// order, and the access carries the table's cache bits.
#include <doctest/doctest.h>

#include <map>
#include <sstream>

#include "codegen/memlegalizer.h"
#include "memmodel/memmodel.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {
std::string text(const codegen::MInst& m) {
  std::string s = m.op;
  bool first = true;
  for (const auto& o : m.ops) {
    // Modifiers (glc, sc1) follow after a space, as the assembly printer writes them.
    bool modifier = o.kind == codegen::MOp::Kind::Text && o.text != "off" && o.text != "null";
    s += first || modifier ? " " : ", ";
    first = false;
    if (o.kind == codegen::MOp::Kind::Imm) {
      char b[16];
      std::snprintf(b, sizeof b, o.hex ? "0x%llx" : "%lld", static_cast<long long>(o.imm));
      s += b;
    } else {
      s += o.text;
    }
  }
  return s;
}
}  // namespace

TEST_CASE("codegen: memory legalizer sequences equal the memory-model table for every combination") {
  using memmodel::Op;
  unsigned checked = 0;
  for (const char* tname : {"gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100"}) {
    std::string why;
    codegen::Subtarget st(*isa::parseTargetId(tname, &why));
    for (Op op : {Op::Load, Op::Store, Op::Rmw, Op::Cmpxchg, Op::Fence})
      for (ir::Order o : {ir::Order::Monotonic, ir::Order::Acquire, ir::Order::Release, ir::Order::AcqRel, ir::Order::SeqCst})
        for (ir::Scope sc : {ir::Scope::SingleThread, ir::Scope::Wavefront, ir::Scope::Workgroup, ir::Scope::Agent, ir::Scope::System})
          for (memmodel::Space sp : {memmodel::Space::Global, memmodel::Space::Local, memmodel::Space::Generic})
          for (bool oneAs : {false, true}) {
            if (op == Op::Fence && sp != memmodel::Space::Global) continue;
            memmodel::Query q;
            q.target = tname;
            q.op = op;
            q.order = static_cast<memmodel::Order>(static_cast<int>(o) - 1);
            q.scope = static_cast<memmodel::Scope>(sc);
            q.space = op == Op::Fence ? memmodel::Space::None : sp;
            q.returns = true;
            q.oneAs = oneAs;
            if (!memmodel::legal(op, q.order) || (op == Op::Fence && q.order == memmodel::Order::Monotonic)) continue;
            auto seq = memmodel::lookup(q);
            REQUIRE(seq);
            ir::MemInfo mem;
            mem.order = o;
            mem.scope = sc;
            mem.oneAs = oneAs;
            auto plan = codegen::planOrdering(st, op, mem, q.space, true);
            std::vector<std::string> want, got;
            std::string bits;
            for (const auto& line : memmodel::render(*seq, q)) {
              bool access = line.find("load") != std::string::npos || line.find("store") != std::string::npos ||
                            line.find("atomic") != std::string::npos || line.rfind("ds_", 0) == 0;
              if (!access || line.rfind("buffer_", 0) == 0) want.push_back(line);
            }
            for (const auto& m : plan.before) got.push_back(text(m));
            for (const auto& m : plan.after) got.push_back(text(m));
            INFO(tname << " " << memmodel::name(op) << " " << memmodel::name(q.order) << " " << memmodel::name(q.scope) << " "
                       << memmodel::name(sp) << (oneAs ? " one-as" : ""));
            CHECK(got == want);
            for (const auto& st2 : seq->steps)
              if (st2.kind == memmodel::Step::Kind::Access) {
                std::string planBits;
                for (const auto& b : plan.bits) planBits += " " + b;
                CHECK(planBits == memmodel::bitsText(st2.bits));
              }
            ++checked;
          }
  }
  CHECK(checked > 1000);
}

TEST_CASE("codegen: a cmpxchg is lowered with its success and failure orderings merged, as LLVM merges them") {
  std::string why;
  for (const char* tname : {"gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100"}) {
    codegen::Subtarget st(*isa::parseTargetId(tname, &why));
    auto plan = [&](ir::Order success, ir::Order failure) {
      ir::MemInfo m;
      m.order = success;
      m.failOrder = failure;
      m.scope = ir::Scope::Agent;
      auto p = codegen::planOrdering(st, memmodel::Op::Cmpxchg, m, memmodel::Space::Global, true);
      return p.row;
    };
    INFO(tname);
    // release + acquire = acq_rel; monotonic + acquire = acquire; a weaker failure changes nothing.
    CHECK(plan(ir::Order::Release, ir::Order::Acquire) == plan(ir::Order::AcqRel, ir::Order::Monotonic));
    CHECK(plan(ir::Order::Monotonic, ir::Order::Acquire) == plan(ir::Order::Acquire, ir::Order::Monotonic));
    CHECK(plan(ir::Order::Release, ir::Order::Monotonic) != plan(ir::Order::AcqRel, ir::Order::Monotonic));
    CHECK(plan(ir::Order::Acquire, ir::Order::SeqCst) == plan(ir::Order::SeqCst, ir::Order::SeqCst));
  }
}

TEST_CASE("codegen: gfx942 atomics and fences get llc-19's gfx942 waits and scope-bit maintenance") {
  // The reference is llc-19 -mcpu=gfx942's output recorded in tests/golden/memmodel/gfx942.txt
  // (gen_goldens.py): for these combinations (none a listed deviation), the instructions around
  // the access are the legalizer's, in order, and the access carries llc's scope bits apart from
  // the return bit, which selection adds (sc0 on gfx942, the FLAT format's name for glc).
  std::string why;
  codegen::Subtarget st(*isa::parseTargetId("gfx942", &why));
  CHECK(st.returnBit == "sc0");
  CHECK(codegen::Subtarget(*isa::parseTargetId("gfx90a", &why)).returnBit == "glc");
  std::map<std::string, std::string> golden;
  std::istringstream in(test::readText(test::sourcePath("tests/golden/memmodel/gfx942.txt")));
  for (std::string l; std::getline(in, l);)
    if (!l.empty() && l[0] != '#') golden[l.substr(0, l.find(':'))] = l.substr(l.find(':') + 1);
  struct Case { memmodel::Op op; ir::Order order; ir::Scope scope; memmodel::Space space; const char* key; };
  const Case cases[] = {
      {memmodel::Op::Rmw, ir::Order::SeqCst, ir::Scope::Agent, memmodel::Space::Global, "rmw seq_cst agent global"},
      {memmodel::Op::Rmw, ir::Order::AcqRel, ir::Scope::System, memmodel::Space::Global, "rmw acq_rel system global"},
      {memmodel::Op::Load, ir::Order::Acquire, ir::Scope::System, memmodel::Space::Global, "load acquire system global"},
      {memmodel::Op::Store, ir::Order::Release, ir::Scope::Agent, memmodel::Space::Global, "store release agent global"},
      {memmodel::Op::Load, ir::Order::Monotonic, ir::Scope::Workgroup, memmodel::Space::Generic, "load monotonic workgroup generic"},
      {memmodel::Op::Fence, ir::Order::AcqRel, ir::Scope::Agent, memmodel::Space::None, "fence acq_rel agent -"},
      {memmodel::Op::Fence, ir::Order::SeqCst, ir::Scope::System, memmodel::Space::None, "fence seq_cst system -"},
  };
  for (const Case& c : cases) {
    INFO(c.key);
    REQUIRE(golden.count(c.key));
    std::vector<std::string> llc;  // without register operands: mnemonic and modifiers
    std::string accessBits;
    std::istringstream seq(golden[c.key]);
    for (std::string inst; std::getline(seq, inst, ';');) {
      std::istringstream w(inst);
      std::string m, x, mods;
      w >> m;
      if (m.empty()) continue;
      while (w >> x)
        if (x == "sc0" || x == "sc1" || x == "nt") mods += " " + x;
      bool access = m.rfind("global_", 0) == 0 || m.rfind("flat_", 0) == 0;
      if (access) accessBits = mods;
      else llc.push_back(m.rfind("s_waitcnt", 0) == 0 ? test::normalizeSpace(inst) : m + mods);
    }
    ir::MemInfo mem;
    mem.order = c.order;
    mem.scope = c.scope;
    auto plan = codegen::planOrdering(st, c.op, mem, c.space, true);
    std::vector<std::string> got;
    for (const auto& m : plan.before) got.push_back(text(m));
    for (const auto& m : plan.after) got.push_back(text(m));
    CHECK(got == llc);
    std::string bits = (c.op == memmodel::Op::Rmw) ? " sc0" : "";
    for (const auto& b : plan.bits) bits += " " + b;
    CHECK(bits == accessBits);
  }
}
