#include "litmus/lower.h"

#include <algorithm>
#include <bit>
#include <map>
#include <set>

#include "isa/description.h"
#include "isa/target.h"
#include "memmodel/memmodel.h"
#include "support/error.h"

namespace gfxsim::litmus {

uint64_t offsetOf(unsigned location, uint64_t instance, uint64_t instances, uint32_t stride) {
  // 17 lines more per location: an instance's locations fall in different L2/DRAM channels
  // (a bare multiple of the instance count would put them all in one channel, whose FIFO
  // would keep their accesses in order).
  return static_cast<uint64_t>(location) * (instances * stride + 17 * 64) + instance * stride;
}

const char* name(Mutation::Kind k) {
  switch (k) {
    case Mutation::Kind::None: return "none";
    case Mutation::Kind::DropWait: return "drop-wait";
    case Mutation::Kind::DropCounter: return "drop-counter";
    case Mutation::Kind::DropBit: return "drop-bit";
    case Mutation::Kind::DropMaintenance: return "drop-maintenance";
    case Mutation::Kind::NarrowScope: return "narrow-scope";
    case Mutation::Kind::SwapMaintenance: return "swap-maintenance";
  }
  return "?";
}

namespace {

namespace mm = memmodel;

mm::Scope scopeOf(MemScope s) {
  switch (s) {
    case MemScope::WorkItem: return mm::Scope::SingleThread;
    case MemScope::WorkGroup: return mm::Scope::Workgroup;
    case MemScope::Device: return mm::Scope::Agent;
    case MemScope::AllSvmDevices: return mm::Scope::System;
  }
  return mm::Scope::System;
}

mm::Order orderOf(MemOrder o) {
  switch (o) {
    case MemOrder::Relaxed: return mm::Order::Monotonic;
    case MemOrder::Acquire: return mm::Order::Acquire;
    case MemOrder::Release: return mm::Order::Release;
    case MemOrder::AcqRel: return mm::Order::AcqRel;
    case MemOrder::SeqCst: return mm::Order::SeqCst;
  }
  return mm::Order::SeqCst;
}

mm::Space spaceOf(AddrSpace a) {
  switch (a) {
    case AddrSpace::Global: return mm::Space::Global;
    case AddrSpace::Local: return mm::Space::Local;
    case AddrSpace::Generic: return mm::Space::Generic;
  }
  return mm::Space::Global;
}

class Lowerer {
 public:
  Lowerer(const Test& t, const LowerOptions& o) : test_(t), opt_(o) {
    const isa::TargetInfo* info = isa::findTarget(o.target);
    if (!info) throw Error("litmus: unknown target '" + o.target + "'");
    gfx10_ = info->rdna;
    gfx11_ = info->gen == isa::Gen::GFX11;
    wave64_ = gfx10_ ? o.wave64 : true;
    W_ = wave64_ ? 64 : 32;
    desc_ = &isa::description(info->isaFile);
    // FLAT's counters too: a FLAT access to LDS and one to global memory complete in either order.
    anyOrder_ = static_cast<isa::CounterMask>(isa::anyOrderCounters(*desc_) | counters(isa::CountedEvent::Flat));
  }

  Lowered run();
  void checkCodeSize(const std::string& text) const;

 private:
  // --- target syntax
  std::string vcc() const { return wave64_ ? "vcc" : "vcc_lo"; }
  std::string execReg() const { return wave64_ ? "exec" : "exec_lo"; }
  std::string sb() const { return wave64_ ? "b64" : "b32"; }
  std::string add() const { return gfx10_ ? "v_add_nc_u32_e32" : "v_add_u32_e32"; }
  std::string sub() const { return gfx10_ ? "v_sub_nc_u32_e32" : "v_sub_u32_e32"; }
  std::string v(unsigned r) const { return "v" + std::to_string(r); }
  std::string vpair(unsigned r) const { return "v[" + std::to_string(r) + ":" + std::to_string(r + 1) + "]"; }
  std::string sPair(unsigned r) const {
    return wave64_ ? "s[" + std::to_string(r) + ":" + std::to_string(r + 1) + "]" : "s" + std::to_string(r);
  }
  std::string dw(const char* gfx9, const char* g11) const { return gfx11_ ? g11 : gfx9; }
  // The cache bits of a system-scope atomic load, as the table gives them: a load that reads
  // past every cache (glc; glc dlc on GFX10; sc0 sc1 on gfx942).
  std::string systemLoadBits() const {
    mm::Query q{opt_.target, opt_.mode, mm::Op::Load, mm::Order::Monotonic, mm::Scope::System, false, mm::Space::Global};
    std::string err;
    auto seq = mm::lookup(q, &err);
    if (!seq) throw Unsupported("the start synchronisation's load: " + err);
    for (const mm::Step& st : seq->steps)
      if (st.kind == mm::Step::Kind::Access) return mm::bitsText(st.bits);
    return "";
  }

  // Every instruction goes to the body; the effective body (what the mutants are compared on)
  // leaves out the memory-model waits that have nothing outstanding to wait for.
  void emit(const std::string& s) {
    body_ += "  " + s + "\n";
    effective_ += "  " + s + "\n";
  }
  void emitNoOp(const std::string& s) { body_ += "  " + s + "\n"; }

  // The start synchronisation's wait: spin, lanes still waiting in EXEC, until every thread
  // of the instance has counted itself on the sync line (v[off] holds its offset).
  std::string startSpin(unsigned off, unsigned seen, const std::string& label) const {
    std::string s = "  s_mov_" + sb() + " " + sPair(16) + ", " + execReg() + "\n" + label + ":\n";
    s += "  global_load_dword " + v(seen) + ", " + v(off) + ", s[4:5]" + systemLoadBits() + "\n";
    for (const std::string& w : waitText(counters(isa::CountedEvent::VmemLoad))) s += "  " + w + "\n";
    s += "  v_cmp_gt_u32_e32 " + vcc() + ", " + std::to_string(test_.threads.size()) + ", " + v(seen) + "\n";
    s += "  s_and_" + sb() + " " + execReg() + ", " + execReg() + ", " + vcc() + "\n";
    s += "  s_cbranch_execnz " + label + "\n";
    s += "  s_mov_" + sb() + " " + execReg() + ", " + sPair(16) + "\n";
    return s;
  }

  // --- registers
  unsigned newTemp(unsigned n = 1) {
    unsigned r = nextV_;
    if (n == 2 && (r & 1)) r = ++nextV_;  // 64-bit tuples even-aligned (gfx90a requires it)
    nextV_ = r + n;
    // v0-v255 is all a wave can name, and .amdhsa_next_free_vgpr is one past the highest used.
    if (nextV_ + 1 > kMaxVgprs) {
      std::string who = inThread_ ? "thread P" + std::to_string(curThread_) + "'s registers and temporaries"
                                  : "the test's " + std::to_string(locs_.size()) + " locations";
      throw Error(test_.file + ": error: litmus: " + who + " need more than the " + std::to_string(kMaxVgprs) +
                  " VGPRs a wave has (v0-v255); the lowering keeps every register and location address in its own VGPR");
    }
    maxV_ = std::max(maxV_, nextV_);
    return r;
  }
  unsigned regOf(const std::string& name, Pos p) {
    auto it = regs_.find(name);
    if (it != regs_.end()) return it->second;
    (void)p;
    unsigned r = newTemp();
    regs_[name] = r;
    regOrder_.push_back(name);
    return r;
  }

  // --- wait counters (the target's ISA description: `counter` and `counts` lines)
  isa::CounterMask counters(isa::CountedEvent e) const { return isa::countersOf(*desc_, e); }
  // The counters an access counts in (a generic one as FLAT too).
  isa::CounterMask countersOf(mm::Op op, AddrSpace space, bool returns) const {
    if (space == AddrSpace::Local) return counters(isa::CountedEvent::Lds);
    using E = isa::CountedEvent;
    E e = op == mm::Op::Load ? E::VmemLoad : op == mm::Op::Store ? E::VmemStore : returns ? E::VmemAtomicRet : E::VmemAtomic;
    return static_cast<isa::CounterMask>(counters(e) | (space == AddrSpace::Generic ? counters(E::Flat) : 0));
  }
  // The instructions that wait for the counters of `mask` to reach `counts` (zero: null).
  std::vector<std::string> waitText(isa::CounterMask mask, const isa::CounterCounts* counts = nullptr) const {
    std::vector<std::string> out;
    for (const isa::WaitInstruction& w : isa::waitInstructions(*desc_, mask, counts)) out.push_back(w.mnemonic + " " + w.operands);
    return out;
  }
  void emitWait(isa::CounterMask mask, const isa::CounterCounts* counts = nullptr) {
    for (const std::string& w : waitText(mask, counts)) emit(w);
  }

  // --- pending loads (lazy waits, as a compiler's waitcnt pass would place them)
  struct Pending {
    unsigned reg;
    isa::CounterMask counters;
  };
  std::vector<Pending> pending_;
  // Events outstanding per wait counter since the last wait on it: a wait (or one counter of
  // it) with nothing outstanding is a no-op, and dropping it no mutation.
  isa::CounterCounts out_{};
  void clearOutstanding() { out_.fill(0); }
  isa::CounterMask outstandingMask() const {
    isa::CounterMask m = 0;
    for (unsigned c = 0; c < desc_->counters.size(); ++c)
      if (out_[c]) m = static_cast<isa::CounterMask>(m | (1u << c));
    return m;
  }
  // Waits for the load into `reg`: each counter the loads up to it count in goes down to the
  // loads after it. A counter that reports some events in any order (lgkmcnt: SMEM, FLAT) goes
  // down that far only when the awaited load counts in it alone (an LDS load); otherwise to 0.
  void waitFor(unsigned reg) {
    for (size_t i = 0; i < pending_.size(); ++i) {
      if (pending_[i].reg != reg) continue;
      isa::CounterMask involved = 0;
      isa::CounterCounts later{};
      for (size_t j = 0; j <= i; ++j) involved = static_cast<isa::CounterMask>(involved | pending_[j].counters);
      for (size_t j = i + 1; j < pending_.size(); ++j)
        for (unsigned c = 0; c < desc_->counters.size(); ++c) later[c] += (pending_[j].counters >> c) & 1;
      isa::CounterCounts counts{};
      for (unsigned c = 0; c < desc_->counters.size(); ++c) {
        if (!((involved >> c) & 1)) continue;
        bool alone = pending_[i].counters == (1u << c);
        counts[c] = ((anyOrder_ >> c) & 1) && !alone ? 0 : std::min(later[c], desc_->counters[c].max);
        out_[c] = std::min(out_[c], counts[c]);
      }
      emitWait(involved, &counts);
      pending_.erase(pending_.begin(), pending_.begin() + static_cast<long>(i) + 1);
      return;
    }
  }
  void waitAll() {
    isa::CounterMask all = 0;
    for (const auto& p : pending_) all = static_cast<isa::CounterMask>(all | p.counters);
    emitWait(all);
    for (unsigned c = 0; c < desc_->counters.size(); ++c)
      if ((all >> c) & 1) out_[c] = 0;
    pending_.clear();
  }
  void waited(isa::CounterMask counters) {  // a memory-model wait drained these counters
    std::vector<Pending> keep;
    for (const auto& p : pending_)
      if (!(p.counters & counters)) keep.push_back(p);
    pending_ = keep;
  }

  // --- locations
  const Location& locationOf(const ExprPtr& e) {
    if (e && e->kind == ExprKind::Var) {
      for (const auto& l : locs_)
        if (l.name == e->name) return l;
    }
    throw Unsupported("line " + std::to_string(e ? e->pos.line : 0) + ": only a thread parameter (a location) can be dereferenced or passed to an atomic");
  }

  // --- code generation
  // `into`: a register to load into directly (a load straight into its variable, so that two
  // loads in a row are both in flight, as compiled code has them); ~0u: a new temporary.
  unsigned expr(const ExprPtr& e, unsigned into = ~0u);
  unsigned atomic(const AtomicOp& a, bool used, Pos pos, unsigned into = ~0u);
  void access(mm::Op op, const Location& l, unsigned dst, unsigned data, unsigned cmp, AtomicKind kind, uint8_t bits, bool returns);
  void sequence(const mm::Query& q, const Location* l, unsigned dst, unsigned data, unsigned cmp, AtomicKind kind, const std::string& what);
  void fence(mm::Order o, mm::Scope s, bool oneAs, const std::string& what);
  void stmt(const StmtPtr& s);
  void block(const Block& b) {
    for (const auto& s : b) stmt(s);
  }
  bool mutate(Mutation::Kind k) {
    unsigned n = sites_[static_cast<size_t>(k)]++;
    return opt_.mutation.kind == k && opt_.mutation.site == n;
  }

  const Test& test_;
  const LowerOptions& opt_;
  bool gfx10_ = false, gfx11_ = false, wave64_ = true;
  const isa::Description* desc_ = nullptr;
  isa::CounterMask anyOrder_ = 0;  // counters that report some events in any order, FLAT's included
  unsigned W_ = 64;
  std::vector<Location> locs_;
  std::map<std::string, unsigned> locOffset_;  // location -> VGPR with its byte offset (global), LDS address (local) or address pair (generic)
  std::map<std::string, unsigned> regs_;
  std::vector<std::string> regOrder_;
  unsigned nextV_ = 0, maxV_ = 0;
  unsigned execSave_ = 20;  // next SGPR (pair) for saved exec masks
  std::string body_, effective_;
  std::vector<unsigned> sites_ = std::vector<unsigned>(7, 0);
  std::string applied_;
  unsigned curThread_ = 0;
  bool inThread_ = false;  // lowering a thread's body (curThread_), not the shared prologue
  static constexpr unsigned kMaxVgprs = 256;
  unsigned labels_ = 0;
  unsigned lineOff = 0;  // VGPR: this instance's index * the instance stride
};

void Lowerer::access(mm::Op op, const Location& l, unsigned dst, unsigned data, unsigned cmp, AtomicKind kind, uint8_t bits,
                     bool returns) {
  bool atomicOp = op == mm::Op::Rmw || op == mm::Op::Cmpxchg;
  if (atomicOp && returns && l.space != AddrSpace::Local) bits |= mm::returnBit(opt_.target);  // the returning form
  std::string mods = mm::bitsText(bits);
  unsigned off = locOffset_.at(l.name);
  // The counters this access counts in (the target's `counts` rules).
  isa::CounterMask counted = countersOf(op, l.space, returns);
  for (unsigned c = 0; c < desc_->counters.size(); ++c) out_[c] += (counted >> c) & 1;
  auto rmwName = [&](bool lds) -> std::string {
    switch (kind) {
      case AtomicKind::Exchange: return lds ? "wrxchg" : "swap";
      case AtomicKind::FetchAdd: return "add";
      case AtomicKind::FetchSub: return "sub";
      case AtomicKind::FetchOr: return "or";
      case AtomicKind::FetchAnd: return "and";
      case AtomicKind::FetchXor: return "xor";
      case AtomicKind::FetchMin: return lds ? "min" : "smin";
      case AtomicKind::FetchMax: return lds ? "max" : "smax";
      default: return "add";
    }
  };
  if (l.space == AddrSpace::Local) {
    switch (op) {
      case mm::Op::Load: emit(dw("ds_read_b32 ", "ds_load_b32 ") + v(dst) + ", " + v(off)); break;
      case mm::Op::Store: emit(dw("ds_write_b32 ", "ds_store_b32 ") + v(off) + ", " + v(data)); break;
      case mm::Op::Rmw: {
        std::string n = rmwName(true), ty = (n == "min" || n == "max") ? "_i32" : (n == "add" || n == "sub") ? "_u32" : "_b32";
        if (returns) emit("ds_" + n + "_rtn" + ty + " " + v(dst) + ", " + v(off) + ", " + v(data));
        else if (n == "wrxchg") emit("ds_wrxchg_rtn_b32 " + v(newTemp()) + ", " + v(off) + ", " + v(data));
        else emit("ds_" + n + ty + " " + v(off) + ", " + v(data));
        break;
      }
      default:
        // gfx9/gfx10 ds_cmpst: data0 the compare value, data1 the new value. gfx11 renamed it
        // ds_cmpstore and swapped them: data0 the new value, data1 the compare value (what
        // clang-19 emits: tests/asm/gfx11_clang/cmpstore-gfx1100-w32.s).
        if (gfx11_) emit("ds_cmpstore_rtn_b32 " + v(dst) + ", " + v(off) + ", " + v(data) + ", " + v(cmp));
        else emit("ds_cmpst_rtn_b32 " + v(dst) + ", " + v(off) + ", " + v(cmp) + ", " + v(data));
        break;
    }
    return;
  }
  bool flat = l.space == AddrSpace::Generic;
  std::string pre = flat ? "flat_" : "global_";
  std::string addr = flat ? vpair(off) : v(off);
  std::string base = flat ? "" : ", s[4:5]";
  switch (op) {
    case mm::Op::Load: emit(pre + dw("load_dword ", "load_b32 ") + v(dst) + ", " + addr + base + mods); break;
    case mm::Op::Store: emit(pre + dw("store_dword ", "store_b32 ") + addr + ", " + v(data) + base + mods); break;
    case mm::Op::Rmw:
      if (returns) emit(pre + "atomic_" + rmwName(false) + " " + v(dst) + ", " + addr + ", " + v(data) + base + mods);
      else emit(pre + "atomic_" + rmwName(false) + " " + addr + ", " + v(data) + base + mods);
      break;
    default: {
      unsigned pair = newTemp(2);  // {new, compare}
      emit("v_mov_b32_e32 " + v(pair) + ", " + v(data));
      emit("v_mov_b32_e32 " + v(pair + 1) + ", " + v(cmp));
      emit(pre + "atomic_cmpswap" + (gfx11_ ? "_b32 " : " ") + v(dst) + ", " + addr + ", " + vpair(pair) + base + mods);
      break;
    }
  }
}

// The table's sequence for one access or fence, with the mutation applied if its site is here.
void Lowerer::sequence(const mm::Query& q0, const Location* l, unsigned dst, unsigned data, unsigned cmp, AtomicKind kind,
                       const std::string& what) {
  mm::Query q = q0;
  if (q.scope != mm::Scope::SingleThread && mutate(Mutation::Kind::NarrowScope)) {
    mm::Scope narrower = static_cast<mm::Scope>(static_cast<int>(q.scope) - 1);
    applied_ = "thread " + std::to_string(curThread_) + ": " + what + ": scope " + std::string(mm::name(q.scope)) + " narrowed to " +
               std::string(mm::name(narrower));
    q.scope = narrower;
  }
  std::string err;
  auto seq = mm::lookup(q, &err);
  if (!seq) throw Unsupported(what + ": " + err);
  std::vector<mm::Step> steps = seq->steps;
  size_t accessAt = steps.size();  // the access's own step (none in a fence)
  for (size_t i = 0; i < steps.size(); ++i)
    if (steps[i].kind == mm::Step::Kind::Access) accessAt = i;
  // Mutations on the steps.
  for (size_t i = 0; i < steps.size(); ++i) {
    mm::Step& st = steps[i];
    const char* side = accessAt == steps.size() ? "" : i < accessAt ? " before the access" : " after the access";
    auto where = [&](const std::string& change) {
      applied_ = "thread " + std::to_string(curThread_) + ": " + what + " (table row " + seq->row + "): " + change;
    };
    if (st.kind == mm::Step::Kind::Wait) {
      // Only counters with events outstanding make the wait do anything.
      isa::CounterMask live = st.counters & outstandingMask();
      if (std::popcount(live) > 1)
        for (unsigned c = 0; c < desc_->counters.size(); ++c)
          if (((live >> c) & 1) && mutate(Mutation::Kind::DropCounter)) {
            st.counters = static_cast<isa::CounterMask>(st.counters & ~(1u << c));
            where("drop " + desc_->counters[c].name + " from the wait" + side);
          }
      if (live && mutate(Mutation::Kind::DropWait)) {
        st.counters = 0;
        where(std::string("drop the wait") + side);
      }
    } else if (st.kind == mm::Step::Kind::Access) {
      for (unsigned b = 0; b < 6; ++b)
        if ((st.bits >> b & 1) && mutate(Mutation::Kind::DropBit)) {
          st.bits &= static_cast<uint8_t>(~(1u << b));
          where("drop the " + std::string(mm::bitName(b)) + " bit");
        }
    } else {
      if (mutate(Mutation::Kind::DropMaintenance)) {
        where("drop " + mm::maintText(st));
        steps.erase(steps.begin() + static_cast<long>(i));
        --i;
        continue;
      }
      if (i + 1 < steps.size() && steps[i + 1].kind == mm::Step::Kind::Maintenance && mutate(Mutation::Kind::SwapMaintenance)) {
        where("swap " + mm::maintText(st) + " and " + mm::maintText(steps[i + 1]));
        std::swap(steps[i], steps[i + 1]);
      }
    }
  }
  for (const mm::Step& st : steps) {
    switch (st.kind) {
      case mm::Step::Kind::Wait: {
        // The whole wait goes into the body; the effective body keeps the counters it waits on
        // that have events outstanding.
        for (const std::string& w : waitText(st.counters)) emitNoOp(w);
        for (const std::string& w : waitText(st.counters & outstandingMask())) effective_ += "  " + w + "\n";
        waited(st.counters);
        for (unsigned c = 0; c < desc_->counters.size(); ++c)
          if ((st.counters >> c) & 1) out_[c] = 0;
        break;
      }
      case mm::Step::Kind::Maintenance: emit(mm::maintText(st)); break;
      case mm::Step::Kind::Access: access(q.op, *l, dst, data, cmp, kind, st.bits, q.returns); break;
    }
  }
}

void Lowerer::fence(mm::Order o, mm::Scope s, bool oneAs, const std::string& what) {
  mm::Query q;
  q.target = opt_.target;
  q.mode = opt_.mode;
  q.op = mm::Op::Fence;
  q.order = o;
  q.scope = s;
  q.oneAs = oneAs;
  q.space = mm::Space::None;
  sequence(q, nullptr, 0, 0, 0, AtomicKind::Load, what);
}

unsigned Lowerer::atomic(const AtomicOp& a, bool used, Pos pos, unsigned into) {
  const Location& l = locationOf(a.ptr);
  mm::Query q;
  q.target = opt_.target;
  q.mode = opt_.mode;
  q.scope = scopeOf(a.scope);
  q.space = spaceOf(l.space);
  q.returns = used;
  mm::Order ord = orderOf(a.order);
  unsigned data = 0, cmp = 0, dst = 0;
  const Location* expectedLoc = nullptr;
  std::string what = "line " + std::to_string(pos.line) + " " + a.function + "(" + l.name + ")";
  AtomicKind k = a.kind;
  if (k == AtomicKind::Load) {
    q.op = mm::Op::Load;
  } else if (k == AtomicKind::Store) {
    q.op = mm::Op::Store;
    data = expr(a.value);
  } else if (k == AtomicKind::CompareExchangeStrong || k == AtomicKind::CompareExchangeWeak) {
    q.op = mm::Op::Cmpxchg;
    ord = mm::mergedCmpxchgOrder(ord, orderOf(a.failOrder));
    data = expr(a.value);
    // expected: &r (a register), or a location (a pointer parameter) read and, on failure, written.
    if (a.expected && a.expected->kind == ExprKind::AddrOf && a.expected->lhs && a.expected->lhs->kind == ExprKind::Var) {
      cmp = regOf(a.expected->lhs->name, pos);
    } else if (a.expected && a.expected->kind == ExprKind::Var) {
      expectedLoc = &locationOf(a.expected);
      cmp = newTemp();
      access(mm::Op::Load, *expectedLoc, cmp, 0, 0, AtomicKind::Load, 0, true);
      pending_.push_back({cmp, countersOf(mm::Op::Load, expectedLoc->space, true)});
    } else {
      throw Unsupported(what + ": the expected value must be &register or a location");
    }
    waitFor(cmp);
    q.returns = true;
  } else {
    q.op = mm::Op::Rmw;
    data = expr(a.value);
  }
  q.order = ord;
  q.oneAs = mm::openclOneAs(q.op, ord == mm::Order::SeqCst);  // clang's AMDGPU scopes: "-one-as" unless seq_cst
  if (!mm::legal(q.op, q.order)) throw Unsupported(what + ": order " + std::string(mm::name(q.order)) + " is not legal here");
  bool returns = q.op == mm::Op::Load || q.returns;
  if (returns) dst = (into != ~0u && q.op != mm::Op::Cmpxchg) ? into : newTemp();
  sequence(q, &l, dst, data, cmp, k, what);
  // Pending until a wait: unless the sequence's own waits after the access already drained
  // the counters it counts in.
  isa::CounterMask counted = countersOf(q.op, l.space, true);
  if (returns && (counted & outstandingMask())) pending_.push_back({dst, counted});
  if (q.op == mm::Op::Cmpxchg) {
    // Success flag; on failure the expected register takes the value seen.
    waitFor(dst);
    unsigned ok = newTemp();
    emit("v_cmp_eq_u32_e64 " + (wave64_ ? std::string("s[14:15]") : std::string("s14")) + ", " + v(dst) + ", " + v(cmp));
    emit("v_cndmask_b32_e64 " + v(ok) + ", 0, 1, " + (wave64_ ? std::string("s[14:15]") : std::string("s14")));
    if (expectedLoc) {  // on failure, *expected = the value seen
      unsigned save = execSave_;
      execSave_ += 2;
      emit("v_cmp_eq_u32_e32 " + vcc() + ", 0, " + v(ok));
      emit("s_and_saveexec_" + sb() + " " + sPair(save) + ", " + vcc());
      access(mm::Op::Store, *expectedLoc, 0, dst, 0, AtomicKind::Store, 0, false);
      emit("s_mov_" + sb() + " " + execReg() + ", " + sPair(save));
      execSave_ -= 2;
    } else {
      emit("v_mov_b32_e32 " + v(cmp) + ", " + v(dst));
    }
    return ok;
  }
  return dst;
}

unsigned Lowerer::expr(const ExprPtr& e, unsigned into) {
  if (!e) throw Unsupported("missing expression");
  switch (e->kind) {
    case ExprKind::Int: {
      unsigned r = newTemp();
      emit("v_mov_b32_e32 " + v(r) + ", " + std::to_string(static_cast<int32_t>(e->value)));
      return r;
    }
    case ExprKind::Var: {
      for (const auto& l : locs_)
        if (l.name == e->name) throw Unsupported("line " + std::to_string(e->pos.line) + ": a location's address used as a value");
      unsigned r = regOf(e->name, e->pos);
      waitFor(r);
      return r;
    }
    case ExprKind::Deref: {  // a plain load
      const Location& l = locationOf(e->lhs);
      unsigned r = into != ~0u ? into : newTemp();
      access(mm::Op::Load, l, r, 0, 0, AtomicKind::Load, 0, true);
      pending_.push_back({r, countersOf(mm::Op::Load, l.space, true)});
      return r;
    }
    case ExprKind::Atomic: return atomic(*e->atomic, true, e->pos, into);
    case ExprKind::Unary: {
      unsigned a = expr(e->lhs), r = newTemp();
      if (e->op == "-") emit(sub() + " " + v(r) + ", 0, " + v(a));
      else if (e->op == "~") emit("v_not_b32_e32 " + v(r) + ", " + v(a));
      else if (e->op == "+") emit("v_mov_b32_e32 " + v(r) + ", " + v(a));
      else if (e->op == "!") {
        emit("v_cmp_eq_u32_e32 " + vcc() + ", 0, " + v(a));
        emit("v_cndmask_b32_e64 " + v(r) + ", 0, 1, " + vcc());
      } else {
        throw Unsupported("line " + std::to_string(e->pos.line) + ": unary '" + e->op + "'");
      }
      return r;
    }
    case ExprKind::Binary: {
      unsigned a = expr(e->lhs), b = expr(e->rhs), r = newTemp();
      const std::string& op = e->op;
      auto cmp = [&](const char* c) {
        emit(std::string("v_cmp_") + c + "_e32 " + vcc() + ", " + v(a) + ", " + v(b));
        emit("v_cndmask_b32_e64 " + v(r) + ", 0, 1, " + vcc());
      };
      auto boolOf = [&](unsigned x) {
        unsigned t = newTemp();
        emit("v_cmp_ne_u32_e32 " + vcc() + ", 0, " + v(x));
        emit("v_cndmask_b32_e64 " + v(t) + ", 0, 1, " + vcc());
        return t;
      };
      if (op == "+") emit(add() + " " + v(r) + ", " + v(a) + ", " + v(b));
      else if (op == "-") emit(sub() + " " + v(r) + ", " + v(a) + ", " + v(b));
      else if (op == "*") emit("v_mul_lo_u32 " + v(r) + ", " + v(a) + ", " + v(b));
      else if (op == "&") emit("v_and_b32_e32 " + v(r) + ", " + v(a) + ", " + v(b));
      else if (op == "|") emit("v_or_b32_e32 " + v(r) + ", " + v(a) + ", " + v(b));
      else if (op == "^") emit("v_xor_b32_e32 " + v(r) + ", " + v(a) + ", " + v(b));
      else if (op == "<<") emit("v_lshlrev_b32_e32 " + v(r) + ", " + v(b) + ", " + v(a));
      else if (op == ">>") emit("v_ashrrev_i32_e32 " + v(r) + ", " + v(b) + ", " + v(a));
      else if (op == "==") cmp("eq_u32");
      else if (op == "!=") cmp("ne_u32");
      else if (op == "<") cmp("lt_i32");
      else if (op == ">") cmp("gt_i32");
      else if (op == "<=") cmp("le_i32");
      else if (op == ">=") cmp("ge_i32");
      else if (op == "&&") emit("v_and_b32_e32 " + v(r) + ", " + v(boolOf(a)) + ", " + v(boolOf(b)));
      else if (op == "||") emit("v_or_b32_e32 " + v(r) + ", " + v(boolOf(a)) + ", " + v(boolOf(b)));
      else throw Unsupported("line " + std::to_string(e->pos.line) + ": operator '" + op + "'");
      return r;
    }
    case ExprKind::AddrOf: throw Unsupported("line " + std::to_string(e->pos.line) + ": '&' outside a compare-exchange");
  }
  return 0;
}

void Lowerer::stmt(const StmtPtr& s) {
  switch (s->kind) {
    case StmtKind::Empty: return;
    case StmtKind::Block: block(s->body); return;
    case StmtKind::Decl: {
      unsigned r = regOf(s->name, s->pos);
      if (s->rhs) {
        unsigned x = expr(s->rhs, r);
        if (x != r) {
          waitFor(x);
          emit("v_mov_b32_e32 " + v(r) + ", " + v(x));
        }
      }
      return;
    }
    case StmtKind::Assign: {
      if (s->lhs->kind == ExprKind::Var) {
        unsigned r = regOf(s->lhs->name, s->pos);
        waitFor(r);  // a load still on its way to r must not land after this write
        unsigned x = expr(s->rhs, r);
        if (x != r) {
          waitFor(x);
          emit("v_mov_b32_e32 " + v(r) + ", " + v(x));
        }
        return;
      }
      if (s->lhs->kind == ExprKind::Deref) {  // a plain store
        const Location& l = locationOf(s->lhs->lhs);
        unsigned x = expr(s->rhs);
        waitFor(x);
        access(mm::Op::Store, l, 0, x, 0, AtomicKind::Store, 0, false);
        return;
      }
      throw Unsupported("line " + std::to_string(s->pos.line) + ": assignment to something other than a register or *location");
    }
    case StmtKind::Expr:
      if (s->rhs && s->rhs->kind == ExprKind::Atomic) {
        unsigned r = atomic(*s->rhs->atomic, false, s->rhs->pos);
        (void)r;
      } else {
        expr(s->rhs);
      }
      return;
    case StmtKind::Fence: {
      mm::Order o = orderOf(s->order);
      if (o == mm::Order::Monotonic) return;  // a relaxed fence orders nothing (clang emits none)
      // "-one-as" scopes order one address space (global); a fence that names local memory
      // orders LDS too, so it takes the full sequence.
      fence(o, scopeOf(s->scope), mm::openclOneAs(mm::Op::Fence, o == mm::Order::SeqCst, s->localFlag), "line " + std::to_string(s->pos.line) + " " + s->function);
      return;
    }
    case StmtKind::Barrier: {
      // OpenCL barrier(flags): a work-group release fence, the barrier, an acquire fence, as the
      // ROCm device library (and workloads/include/clang_prelude.h) emit it: fences of the
      // plain "workgroup" scope, not "-one-as", whatever the flags, so they order LDS and global
      // accesses both (the -one-as fence leaves out the LDS wait, and the LDS request queue
      // then lets a write before the barrier land after a read behind it).
      std::string what = "line " + std::to_string(s->pos.line) + " barrier";
      fence(mm::Order::Release, mm::Scope::Workgroup, false, what + " (release fence)");
      waitAll();
      emit("s_barrier");
      fence(mm::Order::Acquire, mm::Scope::Workgroup, false, what + " (acquire fence)");
      return;
    }
    case StmtKind::If: {
      unsigned c = expr(s->cond);
      waitFor(c);
      waitAll();  // (a branch join waits for every load still in flight)
      unsigned save = execSave_;
      execSave_ += 2;
      if (execSave_ > 76) throw Unsupported("if statements nested too deeply");
      emit("v_cmp_ne_u32_e32 " + vcc() + ", 0, " + v(c));
      emit("s_and_saveexec_" + sb() + " " + sPair(save) + ", " + vcc());
      block(s->body);
      waitAll();
      if (s->hasElse) {
        emit("s_andn2_" + sb() + " " + execReg() + ", " + sPair(save) + ", " + execReg());
        block(s->elseBody);
        waitAll();
      }
      emit("s_mov_" + sb() + " " + execReg() + ", " + sPair(save));
      execSave_ -= 2;
      return;
    }
    case StmtKind::While: throw Unsupported("line " + std::to_string(s->pos.line) + ": while loops are not supported by the litmus runner");
  }
}

// The kernel's branches (s_branch, s_cbranch_*: a signed 16-bit offset in dwords) must reach
// from the dispatch at its start to the last thread's code. An instruction takes at most 12
// bytes (a 64-bit encoding and a 32-bit literal), so a kernel of at most 131,068 / 12 = 10,922
// instructions has every branch in range, whatever its instructions are: counted here from the
// text, before the assembler sees it.
void Lowerer::checkCodeSize(const std::string& text) const {
  constexpr uint64_t kReach = 32767 * 4, kLongest = 12, kMax = kReach / kLongest;
  uint64_t n = 0;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    std::string_view ln(text.data() + at, end - at);
    if (ln.size() > 2 && ln.starts_with("  ") && ln[2] != '.' && ln[2] != ' ') ++n;  // not a label or a directive
    at = end + 1;
  }
  if (n > kMax)
    throw Error(test_.file + ": error: litmus: the lowered kernel has " + std::to_string(n) + " instructions for " +
                std::to_string(test_.threads.size()) + " threads; at most " + std::to_string(kMax) +
                " fit in the reach of a branch (a 16-bit dword offset, 128 KiB, at up to " + std::to_string(kLongest) +
                " bytes an instruction): the test has too many threads or too much code");
}

Lowered Lowerer::run() {
  Lowered out;
  out.waveSize = W_;
  out.groupsPerRole = opt_.groupsPerRole;
  if (!std::has_single_bit(opt_.groupsPerRole)) throw Error("litmus: groups per role must be a power of two");
  if (test_.layout == Layout::Column) throw Unsupported("the herd column layout is not supported (use the C layout)");
  // Placement: the work-group of each thread (device 0 only).
  std::map<unsigned, std::vector<unsigned>> byGroup;  // wg -> threads in file order
  for (const Thread& t : test_.threads) {
    unsigned wg = t.wg.value_or(0), dev = t.dev.value_or(0);
    if (test_.scopeTree) {
      bool found = false;
      for (size_t d = 0; d < test_.scopeTree->devices.size(); ++d)
        for (size_t g = 0; g < test_.scopeTree->devices[d].size(); ++g)
          for (unsigned id : test_.scopeTree->devices[d][g])
            if (id == t.id) {
              found = true;
              dev = static_cast<unsigned>(d);
              wg = static_cast<unsigned>(g);
            }
      if (!found) throw Unsupported("thread P" + std::to_string(t.id) + " is not in the scope tree");
    }
    if (dev != 0) throw Unsupported("thread P" + std::to_string(t.id) + " is on device " + std::to_string(dev) + " (one GPU is simulated)");
    byGroup[wg].push_back(t.id);
  }
  std::vector<std::vector<unsigned>> roles;
  for (auto& [wg, ts] : byGroup) roles.push_back(ts);
  out.roles = static_cast<unsigned>(roles.size());
  for (const auto& r : roles) out.wavesPerGroup = std::max<unsigned>(out.wavesPerGroup, static_cast<unsigned>(r.size()));
  // Stress: one more wave per work-group that keeps reading the group's global locations
  // (when bit 30 of the group's stress word says so), refilling its CU's caches with whatever
  // the L2 holds at the time, as litmus harnesses' stressing threads do.
  if (opt_.stressWave) ++out.wavesPerGroup;
  if (out.wavesPerGroup * W_ > 1024) throw Unsupported("more than " + std::to_string(1024 / W_) + " threads in one work-group");
  // Locations: from the parameters (address space, atomicity) and the initial state.
  auto roleOf = [&](unsigned tid) {
    for (size_t r = 0; r < roles.size(); ++r)
      if (std::find(roles[r].begin(), roles[r].end(), tid) != roles[r].end()) return static_cast<unsigned>(r);
    return 0u;
  };
  std::map<std::string, unsigned> localRole;
  for (const Thread& t : test_.threads)
    for (const Param& p : t.params) {
      auto it = std::find_if(locs_.begin(), locs_.end(), [&](const Location& l) { return l.name == p.name; });
      if (it == locs_.end()) {
        Location l;
        l.name = p.name;
        l.space = p.space;
        locs_.push_back(l);
        it = locs_.end() - 1;
      } else if (it->space != p.space) {
        throw Unsupported("location '" + p.name + "' is declared in two address spaces");
      }
      // OpenCL local memory belongs to a work-group: threads of different work-groups naming
      // one local location each have their own. The verdicts of such tests assume one shared
      // location, which no GPU has, so the runner reports them as unsupported.
      if (p.space == AddrSpace::Local) {
        unsigned r = roleOf(t.id);
        if (localRole.count(p.name) && localRole[p.name] != r)
          throw Unsupported("local location '" + p.name + "' is used by threads of different work-groups (each work-group has its own local memory)");
        localRole[p.name] = r;
      }
    }
  for (const InitDecl& d : test_.init) {
    if (d.isArray) throw Unsupported("line " + std::to_string(d.pos.line) + ": array locations are not supported");
    auto it = std::find_if(locs_.begin(), locs_.end(), [&](const Location& l) { return l.name == d.name; });
    if (it == locs_.end()) {  // a location no thread takes: it only appears in the condition
      Location l;
      l.name = d.name;
      l.space = AddrSpace::Global;
      locs_.push_back(l);
      it = locs_.end() - 1;
    }
    it->init = d.values.empty() ? 0 : d.values[0];
  }
  unsigned nGlobal = 0, nLocal = 0;
  for (Location& l : locs_) l.index = l.space == AddrSpace::Local ? nLocal++ : nGlobal++;
  // Stress: a counter per instance that every thread increments and then waits for, so the
  // instance's threads start their tests together (as litmus harnesses synchronise them).
  const unsigned syncIndex = nGlobal;
  out.syncLine = opt_.sync ? static_cast<int>(syncIndex) : -1;
  const unsigned I = opt_.groupsPerRole * W_;

  std::string text;
  auto line = [&](const std::string& s) { text += s + "\n"; };
  line("  .amdgcn_target \"amdgcn-amd-amdhsa--" + opt_.target + "\"");
  line("  .amdhsa_code_object_version 5");
  line("  .text");
  line("  .protected litmus");
  line("  .globl litmus");
  line("  .p2align 8");
  line("  .type litmus,@function");
  line("litmus:");
  // Prologue: kernargs, role, copy, wave, lane, instance, location offsets.
  line("  s_load_dwordx4 s[4:7], s[0:1], 0x0");
  line("  s_load_dwordx2 s[12:13], s[0:1], 0x10");
  line("  s_lshl_b32 s3, s2, 2");
  auto waitLines = [&](isa::CounterMask m) {
    for (const std::string& w : waitText(m)) line("  " + w);
  };
  waitLines(counters(isa::CountedEvent::Smem));
  line("  s_load_dword s12, s[12:13], s3");  // this group's preload mask
  waitLines(counters(isa::CountedEvent::Smem));
  unsigned m = static_cast<unsigned>(std::countr_zero(opt_.groupsPerRole));
  unsigned wl = static_cast<unsigned>(std::countr_zero(W_));
  // Work-group g: role and copy. Spread (default): g = copy * R' + role, so the work-groups
  // of one instance are dispatched one after another, to different CUs; same-CU: g = role * G
  // + copy, so copy c of every role lands on the same CU (the dispatcher deals groups out in
  // order, one per CU per round). R' = the role count rounded up to a power of two.
  const unsigned rp = std::bit_ceil(std::max(out.roles, 1u));
  const unsigned rl = static_cast<unsigned>(std::countr_zero(rp));
  out.rolesPadded = rp;
  if (opt_.sameCu) {
    line("  s_lshr_b32 s8, s2, " + std::to_string(m));
    line("  s_and_b32 s9, s2, " + std::to_string(opt_.groupsPerRole - 1));
  } else {
    line("  s_and_b32 s8, s2, " + std::to_string(rp - 1));
    line("  s_lshr_b32 s9, s2, " + std::to_string(rl));
  }
  line("  v_readfirstlane_b32 s10, v0");
  line("  s_lshr_b32 s10, s10, " + std::to_string(wl));
  line("  v_and_b32_e32 v1, " + std::to_string(W_ - 1) + ", v0");
  line("  s_lshl_b32 s11, s9, " + std::to_string(wl));
  line("  " + add() + " v2, s11, v1");  // instance k
  nextV_ = 3;
  lineOff = newTemp();
  if (!std::has_single_bit(opt_.stride) || opt_.stride < 4 || opt_.stride > 256) throw Error("litmus: the instance stride must be a power of two from 4 to 256 bytes");
  out.stride = opt_.stride;
  line("  v_lshlrev_b32_e32 v" + std::to_string(lineOff) + ", " + std::to_string(std::countr_zero(opt_.stride)) + ", v2");
  for (const Location& l : locs_) {
    if (l.space == AddrSpace::Local) {
      unsigned r = newTemp();
      line("  v_lshlrev_b32_e32 v" + std::to_string(r) + ", 2, v1");
      line("  " + add() + " v" + std::to_string(r) + ", " + std::to_string(l.index * W_ * 4) + ", v" + std::to_string(r));
      locOffset_[l.name] = r;
    } else if (l.space == AddrSpace::Global) {
      unsigned r = newTemp();
      line("  " + add() + " v" + std::to_string(r) + ", " + std::to_string(offsetOf(l.index, 0, I, opt_.stride)) + ", v" + std::to_string(lineOff));
      locOffset_[l.name] = r;
    } else {  // generic: a 64-bit flat address
      unsigned r = newTemp(2);
      line("  " + add() + " v" + std::to_string(r) + ", " + std::to_string(offsetOf(l.index, 0, I, opt_.stride)) + ", v" + std::to_string(lineOff));
      line("  v_mov_b32_e32 v" + std::to_string(r + 1) + ", s5");
      if (gfx10_) {
        line("  v_add_co_u32 v" + std::to_string(r) + ", " + vcc() + ", s4, v" + std::to_string(r));
        line("  v_add_co_ci_u32_e32 v" + std::to_string(r + 1) + ", " + vcc() + ", 0, v" + std::to_string(r + 1) + ", " + vcc());
      } else {
        line("  v_add_co_u32_e32 v" + std::to_string(r) + ", vcc, s4, v" + std::to_string(r));
        line("  v_addc_co_u32_e32 v" + std::to_string(r + 1) + ", vcc, 0, v" + std::to_string(r + 1) + ", vcc");
      }
      locOffset_[l.name] = r;
    }
  }
  // Local locations start at their initial values; every wave of the group writes them for
  // its lanes, then the group synchronises once before the test.
  if (nLocal) {
    unsigned t = newTemp();
    for (const Location& l : locs_)
      if (l.space == AddrSpace::Local) {
        line("  v_mov_b32_e32 v" + std::to_string(t) + ", " + std::to_string(static_cast<int32_t>(l.init)));
        line(std::string("  ") + dw("ds_write_b32 v", "ds_store_b32 v") + std::to_string(locOffset_[l.name]) + ", v" + std::to_string(t));
      }
    waitLines(counters(isa::CountedEvent::Lds));
    line("  s_barrier");
  }
  const unsigned firstFree = nextV_;
  // Dispatch to the thread's code; the group's last wave is the stress wave.
  if (opt_.stressWave) {
    line("  s_cmp_eq_u32 s10, " + std::to_string(out.wavesPerGroup - 1));
    line("  s_cbranch_scc1 .Lstress");
  }
  for (size_t r = 0; r < roles.size(); ++r) {
    line("  s_cmp_eq_u32 s8, " + std::to_string(r));
    line("  s_cbranch_scc0 .Lrole" + std::to_string(r) + "_next");
    // Which wave runs which thread rotates from group to group (bits 22-23 of the group's
    // stress word): in WGP mode the waves alternate between the two CUs, so every pair of the
    // group's threads shares a CU in some groups and not in others.
    const size_t n = roles[r].size();
    std::string waveReg = "s10";
    if (n > 1) {
      // A group whose role has fewer threads than the widest group has waves: the extra ones
      // run no thread (rotating them in would run a thread twice).
      if (n + (opt_.stressWave ? 1 : 0) < out.wavesPerGroup) {
        line("  s_cmp_ge_u32 s10, " + std::to_string(n));
        line("  s_cbranch_scc1 .Lrole" + std::to_string(r) + "_idle");
      }
      line("  s_bfe_u32 s13, s12, 0x20016");
      line("  s_add_u32 s13, s13, s10");
      for (int k = 0; k < (n == 2 ? 2 : 1); ++k) {  // (rotation + wave) mod n
        line("  s_cmp_ge_u32 s13, " + std::to_string(n));
        line("  s_cselect_b32 s14, " + std::to_string(n) + ", 0");
        line("  s_sub_u32 s13, s13, s14");
      }
      waveReg = "s13";
    }
    for (size_t t = 0; t < n; ++t) {
      line("  s_cmp_eq_u32 " + waveReg + ", " + std::to_string(t));
      line("  s_cbranch_scc1 .Lthread" + std::to_string(roles[r][t]));
    }
    if (n > 1 && n + (opt_.stressWave ? 1 : 0) < out.wavesPerGroup) line(".Lrole" + std::to_string(r) + "_idle:");
    line(opt_.stressWave ? "  s_branch .Lstress" : "  s_endpgm");
    line(".Lrole" + std::to_string(r) + "_next:");
  }
  line("  s_endpgm");
  if (opt_.stressWave) {
    // The stress wave: 24 rounds, each reading every global location of its lanes' instances
    // (plain loads: they fill the L1/L0 and GL1), then a short sleep.
    nextV_ = firstFree;
    unsigned t = newTemp();
    bool flat = false;
    line(".Lstress:");
    line("  s_bitcmp1_b32 s12, 30");
    line("  s_cbranch_scc0 .Lstress_end");
    if (opt_.sync) {  // it starts with the instance's threads (when they synchronise)
      unsigned off = newTemp(), seen = newTemp();
      line("  s_bitcmp1_b32 s12, 31");
      line("  s_cbranch_scc1 .Lstress_go");
      line("  " + add() + " " + v(off) + ", " + std::to_string(offsetOf(syncIndex, 0, I, opt_.stride)) + ", " + v(lineOff));
      text += startSpin(off, seen, ".Lstress_sync");
      line(".Lstress_go:");
    }
    line("  s_mov_b32 s13, 24");
    line(".Lstress_loop:");
    for (const Location& l : locs_) {
      if (l.space == AddrSpace::Local) continue;
      if (l.space == AddrSpace::Generic) {
        line(std::string("  flat_") + dw("load_dword ", "load_b32 ") + v(t) + ", " + vpair(locOffset_.at(l.name)));
        flat = true;
      } else {
        line(std::string("  global_") + dw("load_dword ", "load_b32 ") + v(t) + ", " + v(locOffset_.at(l.name)) + ", s[4:5]");
      }
    }
    waitLines(static_cast<isa::CounterMask>(counters(isa::CountedEvent::VmemLoad) | (flat ? counters(isa::CountedEvent::Flat) : 0)));
    line("  s_sleep 1");
    line("  s_sub_u32 s13, s13, 1");
    line("  s_cmp_eq_u32 s13, 0");
    line("  s_cbranch_scc0 .Lstress_loop");
    line(".Lstress_end:");
    line("  s_endpgm");
  }
  // Thread bodies.
  std::vector<unsigned> regSlotBase;
  for (const Thread& th : test_.threads) {
    curThread_ = th.id;
    inThread_ = true;
    regs_.clear();
    regOrder_.clear();
    pending_.clear();
    body_.clear();
    nextV_ = firstFree;
    clearOutstanding();
    // Registers start at 0: collect the declared names first (so they are zeroed).
    std::string pre;
    if (opt_.preload) {
      // Stress: read some of the instance's global locations first (the values are discarded),
      // so that this thread's caches may hold stale values. Which ones: bit j of the work-group's
      // word in the preload table (kernarg 16), drawn from the stress seed by the runner.
      // Generic locations are global memory too: read through FLAT, as the test reaches them.
      unsigned t = newTemp();
      bool flat = false;
      for (const Param& p : th.params) {
        if (p.space == AddrSpace::Local) continue;
        const Location& l = *std::find_if(locs_.begin(), locs_.end(), [&](const Location& x) { return x.name == p.name; });
        if (l.space == AddrSpace::Local) continue;
        std::string skip = ".Lpre" + std::to_string(labels_++);
        emit("s_bitcmp1_b32 s12, " + std::to_string(l.index % 16));
        emit("s_cbranch_scc0 " + skip);
        if (l.space == AddrSpace::Generic) {
          emit(std::string("flat_") + dw("load_dword ", "load_b32 ") + v(t) + ", " + vpair(locOffset_.at(p.name)));
          flat = true;
        } else {
          emit(std::string("global_") + dw("load_dword ", "load_b32 ") + v(t) + ", " + v(locOffset_.at(p.name)) + ", s[4:5]");
        }
        body_ += skip + ":\n";
      }
      emitWait(static_cast<isa::CounterMask>(counters(isa::CountedEvent::VmemLoad) | (flat ? counters(isa::CountedEvent::Flat) : 0)));
    }
    if (opt_.sync) {
      unsigned one = newTemp(), off = newTemp(), seen = newTemp();
      std::string spin = ".Lsync" + std::to_string(labels_++), nosync = ".Lnosync" + std::to_string(labels_++);
      emit("s_bitcmp1_b32 s12, 31");  // bit 31 of the group's word: this environment does not synchronise
      emit("s_cbranch_scc1 " + nosync);
      emit("v_mov_b32_e32 " + v(one) + ", 1");
      emit(add() + " " + v(off) + ", " + std::to_string(offsetOf(syncIndex, 0, I, opt_.stride)) + ", " + v(lineOff));
      emit("global_atomic_add " + v(off) + ", " + v(one) + ", s[4:5]");
      std::string wait = startSpin(off, seen, spin);
      body_ += wait;
      effective_ += wait;
      // The add (no return) counts where the spin's load does not on GFX10+ (vscnt): waited
      // for here, so that the test's own waits find nothing of the harness outstanding.
      emitWait(static_cast<isa::CounterMask>(counters(isa::CountedEvent::VmemAtomic) & ~counters(isa::CountedEvent::VmemLoad)));
      body_ += nosync + ":\n";
      // Then a random delay per wave: 0 to 63 turns of a scalar loop (bits 16-21 of the group's word).
      std::string delay = ".Ldelay" + std::to_string(labels_++), done = ".Ldone" + std::to_string(labels_++);
      emit("s_bfe_u32 s13, s12, 0x60010");
      body_ += delay + ":\n";
      emit("s_cmp_eq_u32 s13, 0");
      emit("s_cbranch_scc1 " + done);
      emit("s_sub_u32 s13, s13, 1");
      emit("s_branch " + delay);
      body_ += done + ":\n";
    }
    std::string preload = body_;
    body_.clear();
    effective_.clear();
    clearOutstanding();  // (the preload and the start synchronisation end with waits)
    block(th.body);
    waitAll();
    std::string code = body_;
    out.effective += ".Lthread" + std::to_string(th.id) + ":\n" + effective_;
    // Registers: zero them first, store them at the end.
    std::string zero, stores;
    for (const auto& name : regOrder_) zero += "  v_mov_b32_e32 v" + std::to_string(regs_[name]) + ", 0\n";
    unsigned off = newTemp();
    for (const auto& name : regOrder_) {
      unsigned slot = static_cast<unsigned>(out.registers.size());
      out.registers.push_back({th.id, name});
      stores += "  v_lshlrev_b32_e32 v" + std::to_string(off) + ", 2, v2\n";
      stores += "  " + add() + " v" + std::to_string(off) + ", " + std::to_string(static_cast<uint64_t>(slot) * I * 4) + ", v" +
                std::to_string(off) + "\n";
      stores += "  global_store_dword v" + std::to_string(off) + ", v" + std::to_string(regs_[name]) + ", s[6:7]\n";
    }
    text += ".Lthread" + std::to_string(th.id) + ":\n" + zero + preload + code + stores + "  s_endpgm\n";
    out.threadCode.emplace_back(th.id, code);
  }
  inThread_ = false;
  checkCodeSize(text);
  unsigned vgprs = std::max<unsigned>(maxV_ + 1, 4);
  line(".Llitmus_end:");
  line("  .size litmus, .Llitmus_end-litmus");
  line("  .rodata");
  line("  .p2align 6");
  line("  .amdhsa_kernel litmus");
  line("    .amdhsa_user_sgpr_kernarg_segment_ptr 1");
  line("    .amdhsa_system_sgpr_workgroup_id_x 1");
  line("    .amdhsa_next_free_vgpr " + std::to_string(vgprs));
  line("    .amdhsa_next_free_sgpr 80");
  line("    .amdhsa_group_segment_fixed_size " + std::to_string(std::max(nLocal, 1u) * W_ * 4));
  if (gfx10_) {
    if (!wave64_) line("    .amdhsa_wavefront_size32 1");
    line(std::string("    .amdhsa_workgroup_processor_mode ") + (opt_.mode == "cu" ? "0" : "1"));
  }
  if (isa::findTarget(opt_.target)->hasArchVgprSplit) {  // gfx90a, gfx942: the unified VGPR/AGPR file
    line("    .amdhsa_accum_offset " + std::to_string((vgprs + 3) / 4 * 4));
    if (opt_.mode == "tgsplit") line("    .amdhsa_tg_split 1");
  }
  line("  .end_amdhsa_kernel");
  line("  .amdgpu_metadata");
  line("---");
  line("amdhsa.kernels:");
  line("  - .args:");
  line("      - { .name: locations, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }");
  line("      - { .name: registers, .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }");
  line("      - { .name: preload, .address_space: global, .offset: 16, .size: 8, .value_kind: global_buffer }");
  line("    .group_segment_fixed_size: " + std::to_string(std::max(nLocal, 1u) * W_ * 4));
  line("    .kernarg_segment_align: 8");
  line("    .kernarg_segment_size: 24");
  line("    .max_flat_workgroup_size: 1024");
  line("    .name: litmus");
  line("    .private_segment_fixed_size: 0");
  line("    .sgpr_count: 80");
  line("    .symbol: litmus.kd");
  line("    .vgpr_count: " + std::to_string(vgprs));
  line("    .wavefront_size: " + std::to_string(W_));
  line("amdhsa.target: amdgcn-amd-amdhsa--" + opt_.target);
  line("amdhsa.version: [ 1, 2 ]");
  line("...");
  line("  .end_amdgpu_metadata");
  out.assembly = text;
  out.locations = locs_;
  out.sites = sites_;
  out.mutationApplied = applied_;
  return out;
}

}  // namespace

Lowered lower(const Test& test, const LowerOptions& opt) { return Lowerer(test, opt).run(); }

}  // namespace gfxsim::litmus
