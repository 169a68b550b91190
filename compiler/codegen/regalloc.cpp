// Register allocation over the linearised machine code.
//
// The machine executes the blocks in their linear order (plus the skip and loop branches),
// so liveness is computed on exactly that CFG. A register's def kills it unless the def is
// partial (a half of a pair, a phi copy under one edge's lanes, a lane-mask merge): those
// keep the register live, and a KILL pseudo (emitted by isel at the start of such a range)
// is the killing def. Why VGPRs may be shared across EXEC-masked code: a VALU write only
// touches active lanes, and lanes parked elsewhere (waiting in a block mask, or gone out of
// a loop) are never active in the code between, so the value they hold survives.
//
// Each virtual register gets one interval (the hull of the points where it is live) and a
// linear scan assigns the lowest free aligned tuple: SGPR pairs even, SGPR quads 4-aligned,
// VGPR tuples even on gfx90a. When a class runs out, the interval ending last is spilled and
// allocation runs again: every use reloads it into a fresh short-lived register, every def
// stores it back.
//  - VGPRs go to a scratch slot (buffer_load/store_dword* with the private segment buffer
//    s[0:3]). Reloads and stores are EXEC-masked like the code around them, so the slot
//    holds each lane's value exactly as the register would.
//  - SGPRs go to lanes of a VGPR reserved for the purpose (v_writelane_b32 /
//    v_readlane_b32, which ignore EXEC), as LLVM's SGPR-to-VGPR spilling does; a new
//    reserved VGPR is taken every wave-size dwords.
#include "codegen/regalloc.h"

#include <algorithm>
#include <functional>
#include <map>

#include "support/error.h"

namespace gfxsim::codegen {

std::vector<std::vector<size_t>> machineSuccessors(const MFunction& mf, const Subtarget& st) {
  std::map<uint32_t, size_t> byLabel;
  for (size_t i = 0; i < mf.blocks.size(); ++i) byLabel[mf.blocks[i].label] = i;
  std::vector<std::vector<size_t>> succ(mf.blocks.size());
  for (size_t i = 0; i < mf.blocks.size(); ++i) {
    const auto& insts = mf.blocks[i].insts;
    bool falls = true;
    for (const MInst& m : insts) {
      if (m.branch)
        for (const MOp& o : m.ops)
          if (o.kind == MOp::Kind::Label) succ[i].push_back(byLabel.at(o.reg));
      const isa::InstProps* p = st.props(m.op);
      if ((p && p->op == isa::InstOp::EndPgm) || (m.branch && !m.conditional)) falls = false;
    }
    if (falls && i + 1 < mf.blocks.size()) succ[i].push_back(i + 1);
  }
  return succ;
}

namespace {

struct Interval {
  uint32_t vreg;
  size_t start = SIZE_MAX, end = 0;
};

// Liveness + intervals. Returns intervals indexed by vreg (start == SIZE_MAX: unused).
std::vector<Interval> computeIntervals(const MFunction& mf, const Subtarget& st) {
  size_t nv = mf.vregs.size(), nb = mf.blocks.size();
  auto succ = machineSuccessors(mf, st);
  std::vector<std::vector<size_t>> pred(nb);
  for (size_t b = 0; b < nb; ++b)
    for (size_t t : succ[b]) pred[t].push_back(b);
  // Per register, the blocks that read it before writing it whole (gen) and those that write
  // it whole (kill); a block appears once in each list.
  std::vector<std::vector<size_t>> genIn(nv), killIn(nv);
  std::vector<size_t> killedAt(nv, SIZE_MAX);
  std::vector<size_t> first(nb), last(nb);
  size_t idx = 0;
  std::vector<Interval> iv(nv);
  for (uint32_t v = 0; v < nv; ++v) iv[v].vreg = v;
  auto touch = [&](uint32_t v, size_t at) {
    iv[v].start = std::min(iv[v].start, at);
    iv[v].end = std::max(iv[v].end, at);
  };
  for (size_t b = 0; b < nb; ++b) {
    first[b] = idx;
    for (const MInst& m : mf.blocks[b].insts) {
      for (const MOp& o : m.ops) {
        if (o.kind != MOp::Kind::VReg) continue;
        touch(o.reg, idx);
        bool reads = o.use || (o.def && o.partial);
        if (reads && killedAt[o.reg] != b && (genIn[o.reg].empty() || genIn[o.reg].back() != b)) genIn[o.reg].push_back(b);
      }
      for (const MOp& o : m.ops)
        if (o.kind == MOp::Kind::VReg && o.def && !o.partial && !o.use && killedAt[o.reg] != b) {
          killedAt[o.reg] = b;
          killIn[o.reg].push_back(b);
        }
      ++idx;
    }
    last[b] = idx == first[b] ? idx : idx - 1;
    if (idx == first[b]) ++idx;  // an empty block still occupies a point
  }
  // live-in(b) = gen(b) + (live-out(b) - kill(b)), live-out(b) = the union of its successors'
  // live-ins: solved one register at a time, from the blocks that read it up through their
  // predecessors, so the work is the size of the live ranges, not blocks x registers x rounds
  // (a 2,000-case switch made that cubic). Stamps (register + 1) mark the sets of the
  // register being solved.
  std::vector<uint32_t> killed(nb, 0), in(nb, 0), out(nb, 0);
  std::vector<size_t> work;
  for (uint32_t v = 0; v < nv; ++v) {
    if (genIn[v].empty()) continue;
    const uint32_t stamp = v + 1;
    for (size_t b : killIn[v]) killed[b] = stamp;
    work.clear();
    for (size_t b : genIn[v]) {
      in[b] = stamp;
      touch(v, first[b]);
      work.push_back(b);
    }
    while (!work.empty()) {
      size_t b = work.back();
      work.pop_back();
      for (size_t p : pred[b]) {
        if (out[p] == stamp) continue;
        out[p] = stamp;
        touch(v, last[p]);
        if (killed[p] != stamp && in[p] != stamp) {
          in[p] = stamp;
          touch(v, first[p]);
          work.push_back(p);
        }
      }
    }
  }
  return iv;
}

unsigned alignment(const Subtarget& st, RegClass c, unsigned size) {
  if (size < 2) return 1;
  if (c == RegClass::SGPR) return size >= 4 ? 4 : 2;
  return st.gfx90a ? 2 : 1;
}

// One linear-scan pass. Returns the vregs to spill (empty: success, `assign` filled).
std::vector<uint32_t> linearScan(const MFunction& mf, const Subtarget& st, const RegBudget& budget,
                                 const std::vector<Interval>& iv, const std::vector<bool>& unspillable,
                                 std::vector<int>& assign) {
  std::vector<const Interval*> order;
  for (const Interval& i : iv)
    if (i.start != SIZE_MAX) order.push_back(&i);
  std::sort(order.begin(), order.end(), [](const Interval* a, const Interval* b) {
    return a->start != b->start ? a->start < b->start : a->vreg < b->vreg;
  });
  assign.assign(mf.vregs.size(), -1);
  unsigned limit[2] = {budget.sgprs, budget.vgprs};
  unsigned fixed[2] = {mf.inputs.fixedSgprs, mf.inputs.fixedVgprs};
  std::vector<std::vector<const Interval*>> owner(2);
  owner[0].assign(limit[0], nullptr);
  owner[1].assign(limit[1], nullptr);
  std::vector<uint32_t> spills;
  for (const Interval* cur : order) {
    const VRegInfo& info = mf.vregs[cur->vreg];
    int c = info.cls == RegClass::SGPR ? 0 : 1;
    auto& own = owner[c];
    // expire
    for (auto& o : own)
      if (o && o->end < cur->start) o = nullptr;
    unsigned al = alignment(st, info.cls, info.size);
    // The lowest free aligned tuple above the fixed input registers (or in the padding user
    // SGPRs), or -1.
    auto usable = [&](unsigned r) {
      return r >= fixed[c] || (c == 0 && r >= mf.inputs.paddingBegin && r < mf.inputs.paddingEnd);
    };
    auto freeTuple = [&]() {
      for (unsigned base = 0; base + info.size <= limit[c]; base += al) {
        bool ok = true;
        for (unsigned k = 0; k < info.size; ++k)
          if (own[base + k] || !usable(base + k)) ok = false;
        if (ok) return static_cast<int>(base);
      }
      return -1;
    };
    int found = freeTuple();
    if (found < 0) {
      // Spill the interval of this class (active or current) that ends last.
      const Interval* victim = unspillable[cur->vreg] ? nullptr : cur;
      for (const Interval* o : own)
        if (o && !unspillable[o->vreg] && (!victim || o->end > victim->end)) victim = o;
      if (!victim)
        throw Error(mf.name + ": error: unsupported: " + (c == 0 ? "SGPR" : "VGPR") +
                    " budget too small for one instruction's operands");
      spills.push_back(victim->vreg);
      if (victim == cur) continue;
      for (auto& o : own)
        if (o == victim) o = nullptr;
      assign[victim->vreg] = -1;
      found = freeTuple();  // retry the current interval
      if (found < 0) continue;  // the next round allocates it, after the spill code exists
    }
    assign[cur->vreg] = found;
    for (unsigned k = 0; k < info.size; ++k) own[static_cast<size_t>(found) + k] = cur;
  }
  return spills;
}

// The KILL pseudo that opens a register's live range (its dwords are then written one by one).
MInst killInst(uint32_t t) {
  MInst k;
  k.op = "KILL";
  k.pseudo = true;
  k.ops = {MOp::vreg(t, true)};
  return k;
}

// A register being spilled this round: the code that reloads its temporary t before an
// instruction and stores t after it.
struct SpillCode {
  uint32_t v;
  std::function<std::vector<MInst>(uint32_t t)> reload, store;
};

// Rewrites the code so that no spilled register lives in a register across instructions:
// every instruction touching one gets a fresh temporary of its class and size instead, the
// reload before it when it reads the register (or writes only part of it), the store after
// it when it writes it. All of a round's spills in one pass over the code (one pass per
// spill made a 2,000-case switch with 959 spills quadratic), with the result of rewriting
// them one after another in `spills` order: the temporaries numbered register by register,
// the reloads in spill order before the instruction and the stores in reverse order after it.
void rewriteSpilled(MFunction& mf, const std::vector<SpillCode>& spills) {
  std::vector<int> which(mf.vregs.size(), -1);
  for (size_t k = 0; k < spills.size(); ++k) which[spills[k].v] = static_cast<int>(k);
  auto touched = [&](const MInst& m, std::vector<int>& ks) {
    ks.clear();
    for (const MOp& o : m.ops)
      if (o.kind == MOp::Kind::VReg && o.reg < which.size() && which[o.reg] >= 0) ks.push_back(which[o.reg]);
    std::sort(ks.begin(), ks.end());
    ks.erase(std::unique(ks.begin(), ks.end()), ks.end());
  };
  // Temporaries: as many per register as instructions touch it (a KILL of it is dropped).
  std::vector<uint32_t> count(spills.size(), 0), next(spills.size());
  std::vector<int> ks;
  for (const MBlock& b : mf.blocks)
    for (const MInst& m : b.insts) {
      if (m.pseudo) continue;
      touched(m, ks);
      for (int k : ks) ++count[static_cast<size_t>(k)];
    }
  for (size_t k = 0; k < spills.size(); ++k) {
    next[k] = static_cast<uint32_t>(mf.vregs.size());
    for (uint32_t i = 0; i < count[k]; ++i) mf.newVReg(mf.vregs[spills[k].v].cls, mf.vregs[spills[k].v].size);
  }
  std::vector<uint32_t> temp(spills.size());
  std::vector<bool> defs(spills.size());
  for (MBlock& b : mf.blocks) {
    std::vector<MInst> out;
    out.reserve(b.insts.size());
    for (MInst& m : b.insts) {
      touched(m, ks);
      if (ks.empty()) {
        out.push_back(std::move(m));
        continue;
      }
      if (m.pseudo) continue;  // a KILL of a spilled register
      for (int k : ks) {
        auto kk = static_cast<size_t>(k);
        bool uses = false;
        defs[kk] = false;
        for (const MOp& o : m.ops)
          if (o.kind == MOp::Kind::VReg && o.reg == spills[kk].v) {
            if (o.use || o.partial) uses = true;
            if (o.def) defs[kk] = true;
          }
        uint32_t t = temp[kk] = next[kk]++;
        if (uses) {
          for (MInst& r : spills[kk].reload(t)) out.push_back(std::move(r));
        } else if (mf.vregs[t].size > 1) {
          out.push_back(killInst(t));
        }
      }
      for (MOp& o : m.ops)
        if (o.kind == MOp::Kind::VReg && o.reg < which.size() && which[o.reg] >= 0) o.reg = temp[static_cast<size_t>(which[o.reg])];
      out.push_back(std::move(m));
      for (auto k = ks.rbegin(); k != ks.rend(); ++k)
        if (defs[static_cast<size_t>(*k)])
          for (MInst& w : spills[static_cast<size_t>(*k)].store(temp[static_cast<size_t>(*k)])) out.push_back(std::move(w));
    }
    b.insts = std::move(out);
  }
}

// VGPR spill: `v` lives in a scratch slot at byte offset `slot` of each lane's private
// segment (buffer_load/store_dword through the private segment buffer s[0:3], one dword at a
// time: the buffer is swizzled with 4-byte elements, so a tuple is not contiguous per lane;
// GFX11: scratch_load/store_dword with no VGPR address, the SGPR base the prolog sets to 0
// and the slot as the offset, as clang addresses its frame with s33).
SpillCode spillVgpr(const MFunction& mf, const Subtarget& st, uint32_t v, uint32_t slot) {
  unsigned size = mf.vregs[v].size;
  // Both offsets are limited to 12 bits (MUBUF unsigned, GFX11 scratch 13 bits signed).
  if (slot + 4 * size > 4096) throw Error(mf.name + ": error: unsupported: spill slots beyond 4 KiB per lane");
  const bool arch = st.archFlatScratch();
  const int spillBase = mf.inputs.spillBaseSgpr;
  auto access = [arch, spillBase, size, slot](bool load, uint32_t t) {
    std::vector<MInst> out;
    if (load && size > 1) out.push_back(killInst(t));  // reloaded dword by dword: open its range
    for (unsigned k = 0; k < size; ++k) {
      MInst m;
      MOp part = MOp::vreg(t, load, static_cast<uint8_t>(k), size > 1 ? 1 : 0);
      MOp offset = MOp::raw("offset:" + std::to_string(slot + 4 * k));
      if (arch) {
        MOp base = MOp::physGpr(RegClass::SGPR, static_cast<unsigned>(spillBase), 1);
        m.op = load ? "scratch_load_dword" : "scratch_store_dword";
        if (load) m.ops = {part, MOp::raw("off"), base, offset};
        else m.ops = {MOp::raw("off"), part, base, offset};
      } else {
        m.op = load ? "buffer_load_dword" : "buffer_store_dword";
        m.ops = {part, MOp::raw("off"), MOp::physGpr(RegClass::SGPR, 0, 4), MOp::immediate(0), offset};
      }
      m.event = load ? MemEvent::VmemLoad : MemEvent::VmemStore;
      m.spill = true;
      out.push_back(m);
    }
    return out;
  };
  return {v, [access](uint32_t t) { return access(true, t); }, [access](uint32_t t) { return access(false, t); }};
}

// SGPR spill: dword k of `v` lives in lane `lane + k` of the reserved VGPR `laneVgpr`.
// v_writelane_b32 / v_readlane_b32 ignore EXEC, so the slot is written and read whatever
// lanes the surrounding EXEC-masked code has enabled, and the reserved VGPR is written by
// nothing else. Neither instruction touches SCC.
SpillCode spillSgpr(const MFunction& mf, uint32_t v, unsigned laneVgpr, unsigned lane) {
  unsigned size = mf.vregs[v].size;
  MOp vs = MOp::physGpr(RegClass::VGPR, laneVgpr, 1);
  auto lanes = [vs, size, lane](uint32_t t, bool load) {
    std::vector<MInst> out;
    if (load && size > 1) out.push_back(killInst(t));  // reloaded dword by dword: open its range
    for (unsigned k = 0; k < size; ++k) {
      MInst m;
      MOp part = MOp::vreg(t, load, static_cast<uint8_t>(k), size > 1 ? 1 : 0);
      MOp slotLane = MOp::immediate(lane + k);
      if (load) {
        m.op = "v_readlane_b32";
        m.ops = {part, vs, slotLane};
      } else {
        m.op = "v_writelane_b32";
        MOp dst = vs;
        dst.def = true;
        dst.use = true;  // the other lanes keep their slots
        dst.partial = true;
        m.ops = {dst, part, slotLane};
      }
      m.spill = true;
      out.push_back(m);
    }
    return out;
  };
  return {v, [lanes](uint32_t t) { return lanes(t, true); }, [lanes](uint32_t t) { return lanes(t, false); }};
}

}  // namespace

void coalesceCopies(MFunction& mf) {
  std::vector<unsigned> defs(mf.vregs.size(), 0), uses(mf.vregs.size(), 0);
  for (const MBlock& b : mf.blocks)
    for (const MInst& m : b.insts)
      for (const MOp& o : m.ops)
        if (o.kind == MOp::Kind::VReg) {
          if (o.def) ++defs[o.reg];
          if (o.use || o.partial) ++uses[o.reg];
        }
  auto whole = [](const MOp& o) { return o.kind == MOp::Kind::VReg && o.count == 0 && !o.partial; };
  auto touches = [](const MInst& m, uint32_t r) {
    for (const MOp& o : m.ops)
      if (o.kind == MOp::Kind::VReg && o.reg == r) return true;
    return false;
  };
  auto writesExec = [](const MInst& m) {
    for (const MOp& o : m.ops)
      if (o.def && o.kind == MOp::Kind::Phys && o.physCount == 0 && o.text.rfind("exec", 0) == 0) return true;
    return false;
  };
  for (MBlock& b : mf.blocks) {
    auto& insts = b.insts;
    for (size_t i = 0; i < insts.size(); ++i) {
      MInst& copy = insts[i];
      bool smov = copy.op == "s_mov_b32" || copy.op == "s_mov_b64", vmov = copy.op == "v_mov_b32_e32";
      if ((!smov && !vmov) || copy.ops.size() != 2 || copy.pseudo || copy.spill) continue;
      const MOp &dst = copy.ops[0], &src = copy.ops[1];
      if (!whole(dst) || !dst.def || dst.use || !whole(src) || src.def) continue;
      uint32_t m = dst.reg, t = src.reg;
      RegClass cls = smov ? RegClass::SGPR : RegClass::VGPR;
      unsigned size = copy.op == "s_mov_b64" ? 2 : 1;
      if (m == t || mf.vregs[m].cls != cls || mf.vregs[t].cls != cls || mf.vregs[m].size != size || mf.vregs[t].size != size)
        continue;
      if (defs[t] != 1 || uses[t] != 1) continue;
      // t's definition: earlier in this block, with m untouched from there to the copy.
      size_t j = i;
      bool ok = false;
      while (j-- > 0) {
        const MInst& p = insts[j];
        bool definesT = false;
        for (const MOp& o : p.ops)
          if (o.kind == MOp::Kind::VReg && o.reg == t && o.def) definesT = whole(o) && !o.use;
        if (touches(p, m) || (vmov && writesExec(p)) || p.pseudo) break;
        if (definesT) {
          ok = true;
          break;
        }
        if (touches(p, t)) break;
      }
      if (!ok) continue;
      for (MOp& o : insts[j].ops)
        if (o.kind == MOp::Kind::VReg && o.reg == t) o.reg = m;
      insts.erase(insts.begin() + static_cast<std::ptrdiff_t>(i));
      --i;
      defs[t] = uses[t] = 0;
    }
  }
}

void allocateRegisters(MFunction& mf, const Subtarget& st, const RegBudget& budget) {
  std::vector<int> assign;
  std::vector<bool> spilled(mf.vregs.size(), false), unspillable(mf.vregs.size(), false);
  // SGPR spill slots: lanes of VGPRs reserved above the fixed inputs, one per wave lane.
  std::vector<unsigned> laneVgprs;
  unsigned lanesUsed = 0, waveLanes = st.wave64 ? 64 : 32;
  for (int round = 0;; ++round) {
    auto iv = computeIntervals(mf, st);
    unspillable.resize(mf.vregs.size(), false);
    auto spills = linearScan(mf, st, budget, iv, unspillable, assign);
    if (spills.empty()) break;
    if (round > 64) throw Error(mf.name + ": error: unsupported: register allocation did not converge");
    std::sort(spills.begin(), spills.end());
    spills.erase(std::unique(spills.begin(), spills.end()), spills.end());
    std::vector<SpillCode> code;
    for (uint32_t v : spills) {
      if (v < spilled.size() && spilled[v])
        throw Error(mf.name + ": error: unsupported: register budget too small for one instruction's operands");
      unsigned size = mf.vregs[v].size;
      if (mf.vregs[v].cls == RegClass::VGPR) {
        if (st.archFlatScratch() && mf.inputs.spillBaseSgpr < 0) {
          // A padding user SGPR when there is one, else one more fixed SGPR.
          KernelInputs& in = mf.inputs;
          in.spillBaseSgpr = static_cast<int>(in.paddingEnd > in.paddingBegin ? --in.paddingEnd : in.fixedSgprs++);
        }
        uint32_t slot = mf.privateBytes;
        mf.privateBytes += 4 * size;
        ++mf.vgprSpills;
        code.push_back(spillVgpr(mf, st, v, slot));
        mf.inputs.scratch = true;
      } else {
        if (laneVgprs.empty() || lanesUsed + size > waveLanes) {
          if (mf.inputs.fixedVgprs + 1 >= budget.vgprs)
            throw Error(mf.name + ": error: unsupported: no VGPR left to hold spilled SGPRs");
          laneVgprs.push_back(mf.inputs.fixedVgprs++);
          lanesUsed = 0;
        }
        ++mf.sgprSpills;
        code.push_back(spillSgpr(mf, v, laneVgprs.back(), lanesUsed));
        lanesUsed += size;
      }
      spilled.resize(std::max<size_t>(spilled.size(), v + 1), false);
      spilled[v] = true;
    }
    size_t before = mf.vregs.size();
    rewriteSpilled(mf, code);
    // Spill temporaries live for one instruction and are never spilled themselves.
    unspillable.resize(mf.vregs.size(), false);
    for (size_t t = before; t < mf.vregs.size(); ++t) unspillable[t] = true;
    spilled.resize(mf.vregs.size(), false);
  }
  // Rewrite operands to physical registers; drop KILLs.
  unsigned maxS = mf.inputs.fixedSgprs, maxV = mf.inputs.fixedVgprs;
  for (MBlock& b : mf.blocks) {
    std::vector<MInst> out;
    for (MInst& m : b.insts) {
      if (m.pseudo) continue;
      for (MOp& o : m.ops) {
        if (o.kind != MOp::Kind::VReg) continue;
        const VRegInfo& info = mf.vregs[o.reg];
        if (assign[o.reg] < 0) throw Error(mf.name + ": error: internal: unallocated register");
        unsigned base = static_cast<unsigned>(assign[o.reg]) + o.sub;
        unsigned count = o.count ? o.count : info.size;
        MOp p = MOp::physGpr(info.cls, base, count, o.def);
        p.use = o.use;
        p.partial = o.partial;
        p.neg = o.neg;
        o = p;
        if (o.neg) o.text = "-" + o.text;
        if (info.cls == RegClass::SGPR) maxS = std::max(maxS, base + count);
        else maxV = std::max(maxV, base + count);
      }
      out.push_back(std::move(m));
    }
    b.insts = std::move(out);
  }
  mf.numSgprs = maxS;
  mf.numVgprs = maxV;
}

}  // namespace gfxsim::codegen
