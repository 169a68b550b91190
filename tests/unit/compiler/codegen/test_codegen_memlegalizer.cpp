// The memory legalizer emits exactly the shared table's sequence (compiler/memmodel) for
// every legal atomic and fence combination on every target: its waits and maintenance
// instructions, rendered, equal memmodel::render's lines other than the access itself, in
// order, and the access carries the table's cache bits.
#include <doctest/doctest.h>

#include "codegen/memlegalizer.h"
#include "memmodel/memmodel.h"

using namespace gfxsim;

namespace {
std::string text(const codegen::MInst& m) {
  std::string s = m.op;
  bool first = true;
  for (const auto& o : m.ops) {
    s += first ? " " : ", ";
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
  for (const char* tname : {"gfx900", "gfx90a", "gfx1030", "gfx1100"}) {
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
              if (st2.kind == memmodel::Step::Kind::Access)
                for (uint8_t b = 1; b && b <= memmodel::kNt; b = static_cast<uint8_t>(b << 1))
                  if (st2.bits & b) CHECK(!plan.bits.empty());
            ++checked;
          }
  }
  CHECK(checked > 800);
}

TEST_CASE("codegen: a cmpxchg is lowered with its success and failure orderings merged, as LLVM merges them") {
  std::string why;
  for (const char* tname : {"gfx900", "gfx90a", "gfx1030", "gfx1100"}) {
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

TEST_CASE("codegen: gfx942 has no memory-model table, so every atomic and fence is refused, naming it") {
  // The independent reference is the table set itself: compiler/memmodel answers for no gfx942
  // query, and the legalizer must not borrow gfx90a's sequences (gfx942's differ: sc0/sc1
  // scopes, buffer_inv; AMDGPUUsage, "Memory Model GFX942").
  std::string why;
  memmodel::Query q;
  q.target = "gfx942";
  q.op = memmodel::Op::Rmw;
  q.order = memmodel::Order::Monotonic;
  q.scope = memmodel::Scope::Agent;
  q.space = memmodel::Space::Global;
  REQUIRE(!memmodel::lookup(q, &why));
  codegen::Subtarget st(*isa::parseTargetId("gfx942", &why));
  CHECK(st.returnBit == "sc0");
  CHECK(codegen::Subtarget(*isa::parseTargetId("gfx90a", &why)).returnBit == "glc");
  for (memmodel::Op op : {memmodel::Op::Load, memmodel::Op::Store, memmodel::Op::Rmw, memmodel::Op::Cmpxchg, memmodel::Op::Fence}) {
    ir::MemInfo mem;
    mem.order = ir::Order::SeqCst;
    mem.scope = ir::Scope::Workgroup;
    std::string msg;
    try {
      codegen::planOrdering(st, op, mem, op == memmodel::Op::Fence ? memmodel::Space::None : memmodel::Space::Global, true);
    } catch (const std::exception& e) {
      msg = e.what();
    }
    CHECK(msg.find("gfx942") != std::string::npos);
    CHECK(msg.find("no memory-model table") != std::string::npos);
  }
}
