// The memory legalizer: atomics and fences are lowered to exactly the sequence that
// memmodel::lookup gives for (op, order, scope, space, target, default mode). Waits become
// explicit `s_waitcnt ...(0)` / `s_waitcnt_vscnt null, 0x0` instructions that the waitcnt
// pass (waitcnt.cpp) recognises; cache bits go on the access; maintenance instructions
// (buffer_wbinvl1_vol, buffer_gl0_inv, gfx942's buffer_inv sc1, ...) are emitted as the table
// names them, with their scope bits.
#include "codegen/memlegalizer.h"

#include "isa/description.h"
#include "support/error.h"

namespace gfxsim::codegen {

namespace {

memmodel::Order tableOrder(ir::Order o) {
  switch (o) {
    case ir::Order::Acquire: return memmodel::Order::Acquire;
    case ir::Order::Release: return memmodel::Order::Release;
    case ir::Order::AcqRel: return memmodel::Order::AcqRel;
    case ir::Order::SeqCst: return memmodel::Order::SeqCst;
    default: return memmodel::Order::Monotonic;
  }
}

memmodel::Scope tableScope(ir::Scope s) {
  switch (s) {
    case ir::Scope::SingleThread: return memmodel::Scope::SingleThread;
    case ir::Scope::Wavefront: return memmodel::Scope::Wavefront;
    case ir::Scope::Workgroup: return memmodel::Scope::Workgroup;
    case ir::Scope::Agent: return memmodel::Scope::Agent;
    case ir::Scope::System: return memmodel::Scope::System;
  }
  return memmodel::Scope::System;
}

// The names of a CacheBit mask's bits, as the access or maintenance instruction's modifiers.
std::vector<std::string> bitNames(uint8_t bits) {
  std::vector<std::string> out;
  for (unsigned i = 0; i < 8; ++i)
    if (bits >> i & 1) out.emplace_back(memmodel::bitName(i));
  return out;
}

}  // namespace

memmodel::Space tableSpace(ir::AddrSpace s) {
  switch (s) {
    case ir::AddrSpace::Local: return memmodel::Space::Local;
    case ir::AddrSpace::Generic: return memmodel::Space::Generic;
    default: return memmodel::Space::Global;
  }
}

std::vector<MInst> stepInsts(const Subtarget& st, const memmodel::Step& step) {
  std::vector<MInst> out;
  if (step.kind == memmodel::Step::Kind::Maintenance) {
    MInst m;
    m.op = std::string(memmodel::maintMnemonic(step.maint));
    for (const std::string& b : bitNames(step.bits)) m.ops.push_back(MOp::raw(b));  // gfx942's scope bits: buffer_inv sc1
    out.push_back(m);
    return out;
  }
  if (step.kind != memmodel::Step::Kind::Wait) return out;
  for (const isa::WaitInstruction& w : isa::waitInstructions(isa::description(st.isaFile), step.counters)) {
    MInst m = makeInst(w.mnemonic, {MOp::raw(w.operands)});
    m.waits = w.counters;
    out.push_back(std::move(m));
  }
  return out;
}

OrderingPlan planOrdering(const Subtarget& st, memmodel::Op op, const ir::MemInfo& mem, memmodel::Space space,
                          bool returns) {
  memmodel::Query q;
  q.target = st.name;
  q.op = op;
  q.order = tableOrder(mem.order);
  if (op == memmodel::Op::Cmpxchg && mem.failOrder != ir::Order::NotAtomic)
    q.order = memmodel::mergedCmpxchgOrder(q.order, tableOrder(mem.failOrder));
  q.scope = tableScope(mem.scope);
  q.oneAs = mem.oneAs;
  q.space = op == memmodel::Op::Fence ? memmodel::Space::None : space;
  q.returns = returns;
  std::string why;
  // A target without a table gets no guessed sequence: another generation's would be wrong there.
  if (!memmodel::tableFor(st.name))
    throw Error("unsupported: atomics and fences on " + st.name + ": compiler/memmodel has no memory-model table for " +
                st.name);
  auto seq = memmodel::lookup(q, &why);
  if (!seq) throw Error("unsupported: memory ordering on " + st.name + ": " + why);
  OrderingPlan plan;
  plan.row = seq->row;
  plan.query = q;
  bool seenAccess = false;
  for (const memmodel::Step& s : seq->steps) {
    if (s.kind == memmodel::Step::Kind::Access) {
      seenAccess = true;
      plan.bits = bitNames(s.bits);
      continue;
    }
    auto insts = stepInsts(st, s);
    auto& dst = (seenAccess || op == memmodel::Op::Fence) ? plan.after : plan.before;
    dst.insert(dst.end(), insts.begin(), insts.end());
  }
  return plan;
}

std::string describe(const OrderingPlan& plan) {
  const memmodel::Query& q = plan.query;
  std::string d = std::string(memmodel::name(q.op)) + " " + std::string(memmodel::name(q.order)) + " " +
                  std::string(memmodel::name(q.scope)) + (q.oneAs ? "-one-as" : "");
  if (q.op != memmodel::Op::Fence) d += " " + std::string(memmodel::name(q.space));
  if ((q.op == memmodel::Op::Rmw || q.op == memmodel::Op::Cmpxchg) && q.returns) d += " returning";
  return d + " (row " + plan.row + ")";
}

}  // namespace gfxsim::codegen
