// Wait states the hardware does not enforce itself, inserted as s_nop or the GFX10
// mitigations. The rules, for what the back end emits, with their source: the "Manually
// Inserted Wait States" table of the Vega (GFX9) ISA manual (section 4.5) and the RDNA
// (GFX10) hazards as LLVM's GCNHazardRecognizer implements them (the function named):
//  1. GFX9: a VALU write of an SGPR followed by a VMEM instruction reading that SGPR needs
//     5 wait states (Vega ISA 4.5 "VALU writes SGPR -> VMEM reads that SGPR";
//     checkVMEMHazards). VALU SGPR writers here: v_cmp_*_e64, v_readlane_b32 (SGPR spill
//     reloads), carry-outs, v_div_scale.
//  2. All targets: a VCC write by VALU followed by v_div_fmas_* (which reads VCC) needs 4
//     wait states (Vega ISA 4.5 "VALU writes VCC -> V_DIV_FMAS"; checkDivFMasHazards). The
//     back end writes VCC with s_mov right before; 4 are inserted whenever any write of VCC
//     is closer than 4 wait states.
//  3. GFX9: a VALU write of an SGPR followed by v_readlane/v_writelane using that SGPR as
//     the lane select needs 4 wait states (Vega ISA 4.5 "VALU writes SGPR/VCC -> V_{READ,
//     WRITE}LANE using that SGPR/VCC as the lane select"; checkRWLaneHazards).
//  4. GFX10 (LLVM: GFX10.1; applied to gfx1030 as well, conservatively, not to GFX11): a
//     VMEM/DS/FLAT instruction reading an SGPR followed by an SALU/SMEM write of
//     that SGPR, with no VALU in between, needs `s_waitcnt_depctr 0xffe3`
//     (fixVMEMtoScalarWriteHazards, "VMEMtoScalarWriteHazard").
//  5. GFX10: an SMEM instruction reading an SGPR followed by a VALU write of that SGPR,
//     with no SALU and no `s_waitcnt lgkmcnt(0)` in between, needs an SALU in between:
//     `s_mov_b32 null, 0` (fixSMEMtoVectorWriteHazards, "SMEMtoVectorWriteHazard").
//     Arises with v_cmp / v_readlane writing an SGPR a pending s_load used as its base.
//  6. GFX10: an LDS access and a VMEM access (either order) with a branch between them need
//     `s_waitcnt_vscnt null, 0` before the second one unless one is already between
//     (fixLdsBranchVmemWARHazard, "LdsBranchVmemWARHazard"). Checked over the linear
//     instruction stream, which contains every branch path's predecessor code.
// GFX11 (LLVM GCNHazardRecognizer, GFX11 features of gfx1100 in AMDGPU.td; rules 1 and 3 are
// data-dependency hazards GFX10+ does not have, LLVM's FeatureNoDataDepHazard; rule 2 is kept
// on every target, conservatively):
//  7. a transcendental VALU (v_rcp/rsq/sqrt/exp/log/sin/cos) writes a VGPR that a VALU reads
//     within 5 VALUs / 1 transcendental, with no VMEM/FLAT/DS access between:
//     `s_waitcnt_depctr 0x0fff` (va_vdst(0)) before the reader (fixVALUTransUseHazard,
//     FeatureVALUTransUseHazard of gfx1100).
//  8. wave64: a VALU with two or more VGPR sources, one (Va) written by a VALU before an SALU
//     write of EXEC and one (Vb) after it, within 2 VALUs around the EXEC write and 4 after
//     Vb: `s_waitcnt_depctr 0x0fff` before it (fixVALUPartialForwardingHazard). The
//     EXEC-masking code writes EXEC with SALU at every block start.
//  9. wave64: a VALU reads an SGPR as a lane mask (v_cndmask_b32_e64 src2, the carry-in of
//     v_add_co_ci/v_sub_co_ci_u32_e64, VCC of v_div_fmas), then an SALU writes that SGPR:
//     `s_waitcnt_depctr 0xfffe` (sa_sdst(0)) after the SALU, unless a VALU reading another
//     SGPR or a literal is between (fixVALUMaskWriteHazard).
// Rules 7-9 search backwards over the machine CFG (every path into the instruction, each
// block once), as LLVM's hasHazard does.
// 10. GFX9: a VALU write of a VGPR followed by a DPP instruction reading that VGPR needs 2 wait
//     states (Vega ISA 4.5 "VALU writes VGPR -> VALU DPP reads that VGPR"; checkDPPHazards).
//     The sub-group sequences move with v_mov_b32_dpp right after writing its source. (Their
//     EXEC writes are SALU, so "VALU writes EXEC -> VALU DPP op" does not arise.)
// 11. gfx90a/gfx942 MFMA (LLVM GCNHazardRecognizer, checkMAIHazards90A and
//     checkMAIVALUHazards; the numbers are the table kMfmaWaits below, by the MFMA's passes):
//     a VALU write of a VGPR an MFMA reads (2 wait states); an MFMA result read by a later
//     MFMA as A/B or as an overlapping C, or by a VALU or a memory instruction; a VALU
//     overwriting an MFMA's result (WAW) or, before the MFMA has read it, its C (WAR); on
//     gfx90a, a memory read of a VGPR a VALU wrote with a DGEMM between (2). gfx942's SMFMAC
//     (v_smfmac_*) accumulates in its vdst, which counts as its C, and reads its index VGPR
//     (src2) as it reads A and B: what llc-19's post-RA hazard recognizer inserts for gfx942
//     (an MFMA result as the index: passes + 3; a VALU write of the index or accumulator: 2;
//     a VALU write of the index after the SMFMAC: none).
// 12. GFX11 WMMA: a WMMA reading as A or B the result of the WMMA just before it (no other
//     VALU between) needs a v_nop (LLVM fixWMMAHazards).
// The back end never uses m0, s_setreg or v_cmpx, so their rules do not arise.
// Wait states are counted in instructions (each instruction covers 1, each s_nop N covers
// N+1), over every path of the machine CFG into the instruction (rules 1-3). Rules 4-6
// carry their state across block boundaries in linear order: a branch target is either a
// block's own skip label (jumped to from the block's start, just after the SALU EXEC write)
// or a loop header (starting with its SALU EXEC write), so the linear order sees a superset
// of what precedes it on the other paths; rules 4 and 6 are the GFX10.1 ones applied to
// gfx1030 beyond what LLVM does.
#include "codegen/hazards.h"

#include <functional>
#include <map>

#include "codegen/regalloc.h"
#include "isa/description.h"
#include "ir/matrix.h"

namespace gfxsim::codegen {

namespace {

// What an instruction is, from the ISA description's properties (pseudo-instructions are none).
using isa::InstOp;
bool is(const Subtarget& st, const std::string& op, bool (isa::InstProps::*what)() const) {
  const isa::InstProps* p = st.props(op);
  return p && (p->*what)();
}
bool isValu(const Subtarget& st, const std::string& op) { return is(st, op, &isa::InstProps::isValu); }
bool isSmem(const Subtarget& st, const std::string& op) { return is(st, op, &isa::InstProps::isSmem); }
bool isSalu(const Subtarget& st, const std::string& op) { return is(st, op, &isa::InstProps::isScalarAlu); }
bool isVmem(const Subtarget& st, const std::string& op) { return is(st, op, &isa::InstProps::isVmem); }
bool isDs(const Subtarget& st, const std::string& op) { return is(st, op, &isa::InstProps::isLds); }
bool hasOp(const Subtarget& st, const std::string& op, InstOp what) {
  const isa::InstProps* p = st.props(op);
  return p && p->op == what;
}
bool hasHazardClass(const Subtarget& st, const std::string& op, isa::HazardClass h) {
  const isa::InstProps* p = st.props(op);
  return p && p->has(h);
}

bool overlaps(const MOp& a, const MOp& b) {
  if (a.kind != MOp::Kind::Phys || b.kind != MOp::Kind::Phys) return false;
  if (a.physCount == 0 || b.physCount == 0) return a.physCount == 0 && b.physCount == 0 && a.text == b.text;
  if (a.physCls != b.physCls) return false;
  return a.physIndex < b.physIndex + b.physCount && b.physIndex < a.physIndex + a.physCount;
}

bool isSgprRead(const MOp& o) {
  return o.kind == MOp::Kind::Phys && o.physCls == RegClass::SGPR && o.physCount && (o.use || !o.def);
}

bool writes(const MInst& m, const MOp& reg) {
  for (const MOp& o : m.ops)
    if (o.def && overlaps(o, reg)) return true;
  return false;
}

bool writesAny(const MInst& m, const std::vector<MOp>& regs) {
  for (const MOp& r : regs)
    if (writes(m, r)) return true;
  return false;
}

bool writesVcc(const MInst& m, const Subtarget& st) {
  for (const MOp& o : m.ops)
    if (o.def && o.kind == MOp::Kind::Phys && o.physCount == 0 && o.text == st.vcc()) return true;
  return false;
}

// Whether the written mnemonic is a DPP encoding (the description's encoding suffixes).
bool isDppForm(const Subtarget& st, const std::string& op) {
  std::string_view suffix;
  st.desc->withoutEncodingSuffix(op, &suffix);
  return suffix == "_dpp";
}

MInst nop(unsigned waitStates) {
  MInst n;
  n.op = "s_nop";
  n.ops.push_back(MOp::immediate(waitStates - 1));
  return n;
}

// ---- GFX11 (rules 7-9) ----

enum class Search { Continue, Found, Expired };

bool isTrans(const Subtarget& st, const std::string& op) {
  const isa::InstProps* p = st.props(op);
  return p && p->rate == isa::RateClass::Trans;
}
bool isMemAccess(const Subtarget& st, const std::string& op) { return isVmem(st, op) || isDs(st, op); }
bool isDepctr(const Subtarget& st, const MInst& m, int64_t imm) {
  return hasOp(st, m.op, InstOp::WaitDepctr) && !m.ops.empty() && m.ops[0].kind == MOp::Kind::Imm && m.ops[0].imm == imm;
}
bool isVgpr(const MOp& o) { return o.kind == MOp::Kind::Phys && o.physCount && o.physCls == RegClass::VGPR; }

// The distinct VGPR ranges an instruction reads.
std::vector<MOp> vgprSources(const MInst& m) {
  std::vector<MOp> out;
  for (const MOp& o : m.ops) {
    if (!isVgpr(o) || o.def || o.implicit) continue;
    bool seen = false;
    for (const MOp& x : out) seen = seen || (x.physIndex == o.physIndex && x.physCount == o.physCount);
    if (!seen) out.push_back(o);
  }
  return out;
}

// Backward search from just before instruction `at` of block `b` over every path into it:
// `visit(state, inst)` decides, `update(state, inst)` advances the state past an instruction
// that neither found nor expired the hazard. `code(block)` gives a block's instructions (the
// current block's are those already emitted). Each predecessor block is entered once.
template <typename State>
bool hasHazard(const std::function<const std::vector<MInst>&(size_t)>& code, const std::vector<std::vector<size_t>>& preds,
               size_t b, size_t at, State state, const std::function<Search(State&, const MInst&)>& visit,
               const std::function<void(State&, const MInst&)>& update, std::vector<bool>& visited) {
  const std::vector<MInst>& insts = code(b);
  for (size_t i = at; i-- > 0;) {
    Search r = visit(state, insts[i]);
    if (r == Search::Found) return true;
    if (r == Search::Expired) return false;
    update(state, insts[i]);
  }
  for (size_t p : preds[b]) {
    if (visited[p]) continue;
    visited[p] = true;
    if (hasHazard<State>(code, preds, p, code(p).size(), state, visit, update, visited)) return true;
  }
  return false;
}

// Is this a VALU reading `reg` as its lane mask (rule 9)?
bool readsAsMask(const MInst& m, const MOp& reg, const Subtarget& st) {
  auto maskSrc = [&](size_t i) { return i < m.ops.size() && overlaps(m.ops[i], reg); };
  if (m.op == "v_cndmask_b32_e64") return maskSrc(3);
  if (m.op == st.vAddCi() || m.op == st.vSubCi()) return maskSrc(4);
  if (hasHazardClass(st, m.op, isa::HazardClass::ReadsVccAfterValu))
    return reg.kind == MOp::Kind::Phys && reg.physCount == 0 && reg.text == st.vcc();
  return false;
}

// A VALU that reads an SGPR other than EXEC (or VCC implicitly) or a literal: ends rule 9's window.
bool readsScalarOrLiteral(const MInst& m, const Subtarget& st) {
  for (const MOp& o : m.ops) {
    if (o.def && !o.use) continue;
    if (o.kind == MOp::Kind::Phys) {
      if (o.physCount == 0 && (o.text == st.exec() || o.text == "exec")) continue;
      if (o.physCount == 0 || o.physCls == RegClass::SGPR) return true;
    }
    if (o.kind == MOp::Kind::Imm && (o.hex || o.imm < -16 || o.imm > 64)) return true;
  }
  return false;
}

bool isWmma(const std::string& op) { return op.rfind("v_wmma_", 0) == 0; }

// ---- MFMA (rule 11) ----

// Wait states by the writing MFMA (LLVM GCNHazardRecognizer: checkMAIHazards90A's
// *WritesVGPROverlapped* and checkMAIVALUHazards' *WriteVgprVALU*/*ReadVgprVALUWar* constants;
// gfx942: its GFX940_XDL_N_Pass* functions, applied to every MFMA since the XDL numbers are
// never below the SMFMA ones, with the row's own pass count).
struct MfmaWaits {
  bool gfx942, dgemm;
  unsigned passes;
  int srcAB;     // a later MFMA reads the result as A or B
  int srcC;      // ... as C, overlapping (LLVM: 0 when it is exactly the same tuple)
  int valuRead;  // a VALU reads the result
  int memRead;   // a VMEM/FLAT/DS instruction reads it
  int valuWaw;   // a VALU overwrites it
  int valuWar;   // a VALU overwrites this MFMA's C before it has read it
};
constexpr MfmaWaits kMfmaWaits[] = {
    // gfx90a SMFMA: 4x4, 16x16, 32x32 (srcC: the larger of the SMFMA and DGEMM reader's)
    {false, false, 2, 5, 3, 5, 5, 5, 1},
    {false, false, 8, 11, 9, 11, 11, 11, 7},
    {false, false, 16, 19, 17, 19, 19, 19, 15},
    // DGEMM (v_mfma_f64_*), both targets
    {false, true, 4, 6, 4, 6, 9, 6, 0},
    {false, true, 8, 11, 9, 11, 18, 11, 0},
    // gfx942: passes + 3 (A/B, reads, WAW), passes + 1 (C), the WAR of 2/4/8/16 passes
    {true, false, 2, 5, 3, 5, 5, 5, 1},
    {true, false, 4, 7, 5, 7, 7, 7, 3},
    {true, false, 8, 11, 9, 11, 11, 11, 7},
    {true, false, 16, 19, 17, 19, 19, 19, 15},
};
constexpr int kMfmaMaxWaits = 19;

const MfmaWaits* mfmaWaits(const Subtarget& st, const ir::MatrixOp& op) {
  bool g942 = st.name == "gfx942";
  for (const MfmaWaits& w : kMfmaWaits)
    if (w.dgemm == op.dgemm && w.passes == op.passes && (w.dgemm || w.gfx942 == g942)) return &w;
  return &kMfmaWaits[2];  // unknown: the largest
}

void fixGfx11Hazards(MFunction& mf, const Subtarget& st) {
  std::vector<std::vector<size_t>> preds(mf.blocks.size());
  auto succ = machineSuccessors(mf, st);
  for (size_t b = 0; b < succ.size(); ++b)
    for (size_t s : succ[b]) preds[s].push_back(b);
  for (size_t b = 0; b < mf.blocks.size(); ++b) {
    std::vector<MInst> out;
    auto code = [&](size_t k) -> const std::vector<MInst>& { return k == b ? out : mf.blocks[k].insts; };
    auto search = [&](auto state, auto visit, auto update) {
      using State = decltype(state);
      std::vector<bool> visited(mf.blocks.size(), false);
      return hasHazard<State>(code, preds, b, out.size(), state, visit, update, visited);
    };
    for (MInst& m : mf.blocks[b].insts) {
      bool valu = isValu(st, m.op);
      bool vaVdstWait = false;
      std::vector<MOp> srcs = valu ? vgprSources(m) : std::vector<MOp>{};
      if (valu && !srcs.empty()) {
        // rule 7
        struct TransState { int valus = 0, trans = 0; };
        vaVdstWait = search(
            TransState{},
            [&](TransState& s, const MInst& i) {
              if (s.valus > 5 || s.trans > 1) return Search::Expired;
              if (isMemAccess(st, i.op) || isDepctr(st, i, 0x0fff)) return Search::Expired;
              if (isTrans(st, i.op) && writesAny(i, srcs)) return Search::Found;
              return Search::Continue;
            },
            [&](TransState& s, const MInst& i) {
              if (isValu(st, i.op)) ++s.valus;
              if (isTrans(st, i.op)) ++s.trans;
            });
      }
      if (valu && st.wave64 && srcs.size() >= 2 && !vaVdstWait) {
        // rule 8: Va <- VALU; intv1; EXEC <- SALU; intv2; Vb <- VALU; intv3; m reads Va, Vb
        struct FwdState {
          std::vector<int> defPos;  // per source: VALUs between its writer and m (-1: not found)
          int execPos = -1;         // VALUs between the EXEC write and m
          int valus = 0;
        };
        FwdState init;
        init.defPos.assign(srcs.size(), -1);
        vaVdstWait = search(
            init,
            [&](FwdState& s, const MInst& i) {
              if (s.valus > 8) return Search::Expired;
              if (isMemAccess(st, i.op) || isDepctr(st, i, 0x0fff)) return Search::Expired;
              bool changed = false;
              if (isValu(st, i.op)) {
                for (size_t k = 0; k < srcs.size(); ++k)
                  if (s.defPos[k] < 0 && writes(i, srcs[k])) s.defPos[k] = s.valus, changed = true;
              } else if (isSalu(st, i.op) && s.execPos < 0) {
                bool anyDef = false;
                for (int p : s.defPos) anyDef = anyDef || p >= 0;
                for (const MOp& o : i.ops)
                  if (anyDef && o.def && o.kind == MOp::Kind::Phys && o.physCount == 0 && o.text == st.exec())
                    s.execPos = s.valus, changed = true;
              }
              bool anyDef = false;
              for (int p : s.defPos) anyDef = anyDef || p >= 0;
              if (s.valus > 4 && !anyDef) return Search::Expired;
              if (!changed || s.execPos < 0) return Search::Continue;
              int pre = -1, post = -1;  // nearest writers before / after the EXEC write
              for (int p : s.defPos) {
                if (p < 0) continue;
                if (p >= s.execPos) pre = pre < 0 ? p : std::min(pre, p);
                else post = post < 0 ? p : std::min(post, p);
              }
              if (post < 0) return Search::Continue;
              if (post > 4) return Search::Expired;
              int intv2 = s.execPos - post - 1;
              if (intv2 > 2) return Search::Expired;
              if (pre < 0) return Search::Continue;
              int intv1 = pre - s.execPos;
              if (intv1 > 2 || intv1 + intv2 > 2) return Search::Expired;
              return Search::Found;
            },
            [&](FwdState& s, const MInst& i) {
              if (isValu(st, i.op)) ++s.valus;
            });
      }
      if (vaVdstWait) out.push_back(makeInst("s_waitcnt_depctr", {MOp::immediate(0x0fff, true)}));
      // rule 9: after an SALU write of an SGPR a recent VALU read as a lane mask.
      bool maskWait = false;
      if (st.wave64 && isSalu(st, m.op) && !m.branch) {
        for (const MOp& d : m.ops) {
          if (!d.def || d.kind != MOp::Kind::Phys) continue;
          bool sgpr = d.physCount ? d.physCls == RegClass::SGPR : d.text == st.vcc();
          if (!sgpr || maskWait) continue;
          maskWait = search(
              0,
              [&](int&, const MInst& i) {
                if (isValu(st, i.op) && readsAsMask(i, d, st)) return Search::Found;
                if (hasOp(st, i.op, InstOp::WaitDepctr) && !i.ops.empty() && (i.ops[0].imm & 1) == 0) return Search::Expired;
                if (isValu(st, i.op) && readsScalarOrLiteral(i, st)) return Search::Expired;
                return Search::Continue;
              },
              [](int&, const MInst&) {});
        }
      }
      // rule 12
      if (isWmma(m.op) && m.ops.size() >= 3) {
        bool nop = search(
            0,
            [&](int&, const MInst& i) {
              if (isWmma(i.op) && !i.ops.empty() && (overlaps(i.ops[0], m.ops[1]) || overlaps(i.ops[0], m.ops[2])))
                return Search::Found;
              return isValu(st, i.op) ? Search::Expired : Search::Continue;
            },
            [](int&, const MInst&) {});
        if (nop) out.push_back(makeInst("v_nop", {}));
      }
      out.push_back(std::move(m));
      if (maskWait) out.push_back(makeInst("s_waitcnt_depctr", {MOp::immediate(0xfffe, true)}));
    }
    mf.blocks[b].insts = std::move(out);
  }
}

}  // namespace

// Wait states since the nearest instruction satisfying `pred` on any path into just before
// instruction `at` of block `b` (the machine CFG's predecessors), or `limit` when there is
// none that close. A path never enters a block twice.
int waitStatesSince(const Subtarget& st, const std::function<const std::vector<MInst>&(size_t)>& code,
                    const std::vector<std::vector<size_t>>& preds, size_t b, size_t at,
                    const std::function<bool(const MInst&)>& pred, int limit, int states, std::vector<bool>& onPath) {
  const std::vector<MInst>& insts = code(b);
  for (size_t i = at; i-- > 0;) {
    if (pred(insts[i])) return states;
    states += hasOp(st, insts[i].op, InstOp::Nop) ? static_cast<int>(insts[i].ops[0].imm) + 1 : 1;
    if (states >= limit) return limit;
  }
  int best = limit;
  for (size_t p : preds[b]) {
    if (onPath[p]) continue;
    onPath[p] = true;
    best = std::min(best, waitStatesSince(st, code, preds, p, code(p).size(), pred, limit, states, onPath));
    onPath[p] = false;
  }
  return best;
}

void fixHazards(MFunction& mf, const Subtarget& st) {
  std::vector<std::vector<size_t>> preds(mf.blocks.size());
  auto succ = machineSuccessors(mf, st);
  for (size_t b = 0; b < succ.size(); ++b)
    for (size_t s : succ[b]) preds[s].push_back(b);
  std::vector<MOp> vmemSgprReads;  // rule 4: SGPRs read by VMEM/DS since the last VALU
  std::vector<MOp> smemSgprReads;  // rule 5: SGPRs read by SMEM since the last SALU / lgkmcnt(0)
  // Rule 5 ends at a wait to zero on the counter SMEM counts in (lgkmcnt); rule 6's wait is one
  // to zero on the counter stores count in (vscnt).
  const isa::Description& desc = isa::description(st.isaFile);
  const isa::CounterMask smemCounters = isa::countersOf(desc, isa::CountedEvent::Smem);
  const isa::CounterMask storeCounters = isa::countersOf(desc, isa::CountedEvent::VmemStore);
  // Rule 11: the MFMA mnemonics this target has, with their wait states.
  struct MfmaKind {
    const MfmaWaits* w;
    bool sparse;  // SMFMAC: operand 3 is the index, the accumulator is operand 0
  };
  std::map<std::string, MfmaKind> mfmaOps;
  if (!st.rdna)
    for (const ir::MatrixOp& op : ir::matrixOps(st.name, st.wave64 ? 64 : 32))
      if (op.kind == ir::MatrixKind::Mfma) mfmaOps[op.mnemonic] = {mfmaWaits(st, op), op.sparse};
  // The operand an MFMA accumulates from (C; SMFMAC: its vdst).
  auto accOperand = [](const MInst& p, const MfmaKind& k) -> const MOp* {
    size_t i = k.sparse ? 0 : 3;
    return p.ops.size() > i ? &p.ops[i] : nullptr;
  };
  // Only those the function uses.
  {
    std::map<std::string, MfmaKind> used;
    for (const MBlock& b : mf.blocks)
      for (const MInst& m : b.insts)
        if (auto it = mfmaOps.find(m.op); it != mfmaOps.end()) used.insert(*it);
    mfmaOps = std::move(used);
  }
  enum class Access { None, Lds, Vmem };
  Access lastAccess = Access::None;  // rule 6: the last LDS or VMEM access ...
  bool branchSince = false;          // ... and whether a branch followed it
  for (size_t bi = 0; bi < mf.blocks.size(); ++bi) {
    MBlock& b = mf.blocks[bi];
    std::vector<MInst> out;
    out.reserve(b.insts.size() + 4);
    // Rules 1-3 count wait states back over every path into the instruction.
    auto code = [&](size_t k) -> const std::vector<MInst>& { return k == bi ? out : mf.blocks[k].insts; };
    auto distanceToWrite = [&](const std::function<bool(const MInst&)>& pred) -> int {
      std::vector<bool> onPath(mf.blocks.size(), false);
      onPath[bi] = true;
      return waitStatesSince(st, code, preds, bi, out.size(), pred, 8, 0, onPath);
    };
    auto valuWrites = [&](const MOp& reg) {
      return distanceToWrite([&](const MInst& p) { return isValu(st, p.op) && writes(p, reg); });
    };
    auto push = [&](MInst m) { out.push_back(std::move(m)); };
    for (MInst& m : b.insts) {
      unsigned need = 0;
      auto atLeast = [&](unsigned states, int distance) {
        if (distance < static_cast<int>(states)) need = std::max(need, states - static_cast<unsigned>(distance));
      };
      if (!st.rdna && isVmem(st, m.op))  // rule 1
        for (const MOp& src : m.ops)
          if (isSgprRead(src) && !src.def) atLeast(5, valuWrites(src));
      if (hasHazardClass(st, m.op, isa::HazardClass::ReadsVccAfterValu))  // rule 2
        atLeast(4, distanceToWrite([&](const MInst& p) { return writesVcc(p, st); }));
      if (!st.rdna && hasHazardClass(st, m.op, isa::HazardClass::LaneSelect) && m.ops.size() >= 3)  // rule 3
        if (isSgprRead(m.ops[2])) atLeast(4, valuWrites(m.ops[2]));
      if (!st.rdna && isDppForm(st, m.op))  // rule 10
        for (const MOp& src : m.ops)
          if (isVgpr(src) && !src.def) atLeast(2, valuWrites(src));
      if (!mfmaOps.empty()) {  // rule 11
        auto since = [&](const std::function<bool(const MInst&)>& pred) {
          std::vector<bool> onPath(mf.blocks.size(), false);
          onPath[bi] = true;
          return waitStatesSince(st, code, preds, bi, out.size(), pred, kMfmaMaxWaits + 1, 0, onPath);
        };
        // For each kind of MFMA the function has: the wait states since one wrote `reg`.
        auto afterMfmaWrite = [&](const MOp& reg, int MfmaWaits::*field) {
          for (const auto& [name, k] : mfmaOps)
            atLeast(static_cast<unsigned>(k.w->*field), since([&, n = name](const MInst& p) {
                      return p.op == n && !p.ops.empty() && overlaps(p.ops[0], reg);
                    }));
        };
        auto selfIt = mfmaOps.find(m.op);
        bool self = selfIt != mfmaOps.end(), gfx942 = st.name == "gfx942";
        bool valu = isValu(st, m.op), mem = isVmem(st, m.op) || isDs(st, m.op);
        for (size_t i = 0; i < m.ops.size(); ++i) {
          const MOp& o = m.ops[i];
          if (!isVgpr(o)) continue;
          const bool acc = self && &o == accOperand(m, selfIt->second);
          if (self && (!o.def || acc)) {
            // A source, or SMFMAC's D, which it reads as its C.
            atLeast(2, since([&](const MInst& p) { return isValu(st, p.op) && !mfmaOps.count(p.op) && writes(p, o); }));
            afterMfmaWrite(o, acc ? &MfmaWaits::srcC : &MfmaWaits::srcAB);
          } else if (!self && !o.def && (valu || mem)) {
            afterMfmaWrite(o, valu ? &MfmaWaits::valuRead : &MfmaWaits::memRead);
            if (mem && !gfx942) {
              // gfx90a: a DGEMM between a VALU write and a memory read of the VGPR hides the 2
              // wait states the hardware would otherwise add itself (checkMAIVALUHazards,
              // DMFMABetweenVALUWriteVMEMRead).
              int write = since([&](const MInst& p) { return isValu(st, p.op) && !mfmaOps.count(p.op) && writes(p, o); });
              int dgemm = since([&](const MInst& p) {
                auto it = mfmaOps.find(p.op);
                return it != mfmaOps.end() && it->second.w->dgemm;
              });
              if (dgemm < write) atLeast(2, write);
            }
          } else if (!self && o.def && valu) {
            afterMfmaWrite(o, &MfmaWaits::valuWaw);
            for (const auto& [name, k] : mfmaOps)
              if (k.w->valuWar)
                atLeast(static_cast<unsigned>(k.w->valuWar), since([&, n = name, kind = k](const MInst& p) {
                          const MOp* acc = p.op == n ? accOperand(p, kind) : nullptr;
                          return acc && overlaps(*acc, o);
                        }));
          }
        }
      }
      for (; need > 0; need -= std::min(need, 8u)) push(nop(std::min(need, 8u)));  // s_nop 7 covers at most 8
      if (st.gfx10Hazards()) {
        // rule 4
        if (isValu(st, m.op)) vmemSgprReads.clear();
        if ((isSalu(st, m.op) || isSmem(st, m.op)) && !m.branch) {
          if (writesAny(m, vmemSgprReads)) {
            push(makeInst("s_waitcnt_depctr", {MOp::immediate(0xffe3, true)}));
            vmemSgprReads.clear();
          }
        }
        // rule 5
        if (isValu(st, m.op)) {
          if (writesAny(m, smemSgprReads)) {
            push(makeInst("s_mov_b32", {MOp::phys("null", true), MOp::immediate(0)}));
            smemSgprReads.clear();
          }
        }
        // An SALU ends the window; of the waits only one with lgkmcnt(0) does.
        const isa::InstProps* mp = st.props(m.op);
        bool wait = (mp && (mp->op == InstOp::Waitcnt || mp->op == InstOp::WaitcntOne || mp->op == InstOp::WaitDepctr ||
                            mp->op == InstOp::Nop)) ||
                    m.branch;
        bool lgkmZero = (m.waits & smemCounters) != 0;
        if ((isSalu(st, m.op) && !wait) || lgkmZero) smemSgprReads.clear();
        // rule 6
        Access kind = isDs(st, m.op) ? Access::Lds : isVmem(st, m.op) ? Access::Vmem : Access::None;
        if ((m.waits & storeCounters) == storeCounters) {
          lastAccess = Access::None;
          branchSince = false;
        }
        if (kind != Access::None) {
          if (lastAccess != Access::None && lastAccess != kind && branchSince)
            for (const isa::WaitInstruction& w : isa::waitInstructions(desc, storeCounters)) {
              MInst wi = makeInst(w.mnemonic, {MOp::raw(w.operands)});
              wi.waits = w.counters;
              push(std::move(wi));
            }
          lastAccess = kind;
          branchSince = false;
        }
        if (m.branch) branchSince = true;
      }
      bool vmemOrDs = isVmem(st, m.op) || isDs(st, m.op), smem = isSmem(st, m.op);
      std::vector<MOp> reads;
      for (const MOp& o : m.ops)
        if (isSgprRead(o) && !o.def) reads.push_back(o);
      push(std::move(m));
      if (st.gfx10Hazards() && vmemOrDs) vmemSgprReads.insert(vmemSgprReads.end(), reads.begin(), reads.end());
      if (st.gfx10Hazards() && smem) smemSgprReads.insert(smemSgprReads.end(), reads.begin(), reads.end());
    }
    b.insts = std::move(out);
  }
  if (st.gfx11) fixGfx11Hazards(mf, st);
}

}  // namespace gfxsim::codegen
