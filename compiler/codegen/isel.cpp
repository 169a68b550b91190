// Instruction selection: IR -> MIR with virtual registers.
//
// Values: uniform values live in SGPRs (I1: 0 or 1 in one SGPR, tested with s_cmp), divergent
// ones in VGPRs (I1: a lane mask, one SGPR per 32 lanes). 64-bit values are register pairs
// written half by half (a KILL pseudo opens the pair's live range).
//
// Control flow (EXEC masking), over the linear order of layout.cpp. Every block B except the
// entry, and except a block entered only by falling through from its single predecessor's
// unconditional branch, owns a lane mask M[B] of the lanes that want to run it:
//   B:     exec = M[B]            (a loop header also clears M[B] for its back edges)
//          M[S] = 0 for the successors whose mask B writes first (so skipping B leaves
//          them empty)
//          s_cbranch_execz B.skip (nobody wants B: skip its body)
//          body; phi copies for the successor (under exactly that edge's lanes: critical
//          edges are split); for each successor S: M[S] = / |= exec & (lanes taking the edge)
//   B.skip: for each loop whose last block is B, innermost first: if M[header] != 0 jump
//          back to the header
// The first writer of M[S] in the linear order initialises it when it lies in S's loop
// context; writers in deeper loops (loop exits) OR into it, and M[S] is zeroed just before
// the outermost such loop is entered. Uniform branches are the same scheme with all-or-
// nothing edges (s_cselect of exec), so there is one mechanism for every reducible CFG,
// break/continue/early return included. After the last block: s_endpgm.
#include "codegen/isel.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <map>

#include "codegen/memlegalizer.h"
#include "ir/analysis.h"
#include "ir/matrix.h"
#include "support/error.h"

#include <fmt/format.h>

namespace gfxsim::codegen {

using ir::Op;
using ir::TypeKind;
using ir::ValueId;

std::string gprName(RegClass cls, unsigned index, unsigned count) {
  const char* p = cls == RegClass::SGPR ? "s" : "v";
  if (count <= 1) return p + std::to_string(index);
  return std::string(p) + "[" + std::to_string(index) + ":" + std::to_string(index + count - 1) + "]";
}

MOp MOp::physGpr(RegClass cls, unsigned index, unsigned count, bool isDef) {
  MOp o = phys(gprName(cls, index, count), isDef);
  o.physCls = cls;
  o.physIndex = static_cast<uint16_t>(index);
  o.physCount = static_cast<uint16_t>(count);
  return o;
}

KernargLayout layoutKernargs(const ir::Function& f) {
  KernargLayout k;
  static_cast<ir::KernargLayout&>(k) = ir::kernargLayout(f);
  for (const ir::Inst& in : f.values)
    if (in.op == Op::Intrinsic && in.block != ir::kNoBlock &&
        (in.intrinsic() == ir::Intrinsic::ImplicitArgPtr || in.intrinsic() == ir::Intrinsic::DispatchPtr))
      k.hidden = true;
  return k;
}

namespace {

bool isInlineInt(int64_t v) { return v >= -16 && v <= 64; }

bool isSigned(ir::ICmpPred p) {
  return p == ir::ICmpPred::Slt || p == ir::ICmpPred::Sle || p == ir::ICmpPred::Sgt || p == ir::ICmpPred::Sge;
}

// The condition of an integer compare as v_cmp_* / s_cmp_* spell it ("not equal": VALU
// "ne", SALU "lg").
const char* condCode(ir::ICmpPred p, bool scalar) {
  switch (p) {
    case ir::ICmpPred::Eq: return "eq";
    case ir::ICmpPred::Ne: return scalar ? "lg" : "ne";
    case ir::ICmpPred::Ult: case ir::ICmpPred::Slt: return "lt";
    case ir::ICmpPred::Ule: case ir::ICmpPred::Sle: return "le";
    case ir::ICmpPred::Ugt: case ir::ICmpPred::Sgt: return "gt";
    case ir::ICmpPred::Uge: case ir::ICmpPred::Sge: return "ge";
  }
  return "eq";
}

class ISel {
 public:
  ISel(const ir::Function& f, const Subtarget& st, const Layout& L, const Uniformity& U, const KernargLayout& K,
       const std::vector<ir::Global>* globals)
      : f_(f), st_(st), L_(L), U_(U), K_(K), globals_(globals) {}

  MFunction run();

 private:
  const ir::Function& f_;
  const Subtarget& st_;
  const Layout& L_;
  const Uniformity& U_;
  const KernargLayout& K_;
  const std::vector<ir::Global>* globals_;
  MFunction mf_;
  MBlock* cur_ = nullptr;
  std::vector<int64_t> vmap_;
  std::vector<std::vector<ValueId>> users_;
  std::vector<uint32_t> allocaOffset_, localOffset_;
  // A DivScale and its DivScaleFlag share one v_div_scale. Only within one IR block: the
  // same (num, den, sel) in another block (e.g. one division inlined into two arms of an
  // if) ran under other lanes, or not at all; emitBlock clears the map.
  std::map<std::tuple<ValueId, ValueId, ValueId>, std::pair<uint32_t, uint32_t>> divScale_;
  // Control-flow plan.
  std::vector<bool> hasMask_;
  std::vector<uint32_t> mask_, label_;
  std::vector<ir::BlockId> firstWriter_;
  std::vector<std::vector<uint32_t>> loopInits_;  // per block: masks zeroed before it (a loop header)
  std::vector<uint32_t> killAtEntry_;
  std::vector<bool> mergedMask_;  // divergent I1 values defined in a loop and used outside it
  // The VGPRs reserved for whole-wave sequences (sub-group reductions and scans), above the
  // work-item ids: kWwmVgprs of them from wwmBase_, or none (wwmBase_ = 0).
  static constexpr unsigned kWwmVgprs = 6;
  unsigned wwmBase_ = 0;

  [[noreturn]] void unsupported(const std::string& what) const {
    throw Error((f_.name.empty() ? std::string("kernel") : f_.name) + ": error: unsupported: " + what);
  }

  // ---- emission helpers ----
  static bool isLiteral(const MOp& o) {
    return o.kind == MOp::Kind::Imm && !isInlineInt(static_cast<int32_t>(static_cast<uint32_t>(o.imm)));
  }
  MInst& emit(std::string op, std::vector<MOp> ops) {
    // An SALU instruction carries one literal dword: a second, different literal source is
    // moved into an SGPR first (constants the optimiser did not fold, e.g. at -O0).
    const isa::InstProps* p = st_.props(op);
    bool salu = p && p->isScalarAlu() && p->op != isa::InstOp::Waitcnt && p->op != isa::InstOp::WaitcntOne &&
                p->op != isa::InstOp::WaitDepctr;
    if (salu && op != "s_mov_b32") {
      const MOp* first = nullptr;
      for (MOp& o : ops) {
        if (o.def || !isLiteral(o)) continue;
        if (!first || static_cast<uint32_t>(first->imm) == static_cast<uint32_t>(o.imm)) {
          if (!first) first = &o;
          continue;
        }
        uint32_t t = sreg();
        emit("s_mov_b32", {D(t), o});
        o = R(t);
      }
    }
    MInst m;
    m.op = std::move(op);
    m.ops = std::move(ops);
    cur_->insts.push_back(std::move(m));
    return cur_->insts.back();
  }
  void newBlock(uint32_t label) {
    mf_.blocks.push_back(MBlock{label, {}});
    cur_ = &mf_.blocks.back();
  }
  uint32_t vreg(RegClass c, unsigned size) { return mf_.newVReg(c, size); }
  uint32_t sreg(unsigned size = 1) { return vreg(RegClass::SGPR, size); }
  uint32_t vgpr(unsigned size = 1) { return vreg(RegClass::VGPR, size); }
  uint32_t maskReg() { return sreg(st_.maskDwords()); }
  static MOp D(uint32_t r, uint8_t sub = 0, uint8_t count = 0) { return MOp::vreg(r, true, sub, count); }
  static MOp R(uint32_t r, uint8_t sub = 0, uint8_t count = 0) { return MOp::vreg(r, false, sub, count); }
  void kill(uint32_t r) {
    MInst& m = emit("KILL", {D(r)});
    m.pseudo = true;
  }
  MOp exec(bool def = false) const { return MOp::phys(st_.exec(), def); }
  RegClass clsOf(uint32_t r) const { return mf_.vregs[r].cls; }
  unsigned sizeOf(uint32_t r) const { return mf_.vregs[r].size; }

  // ---- values ----
  bool div(ValueId v) const { return U_.isDivergent(v); }
  ir::Type ty(ValueId v) const { return f_.typeOf(v); }
  static unsigned dwords(ir::Type t) { return t.bits() > 32 ? 2 : 1; }
  bool isConst(ValueId v) const { return f_.values[v].op == Op::Const || f_.values[v].op == Op::Undef; }
  uint64_t constBits(ValueId v) const { return f_.values[v].op == Op::Const ? f_.values[v].imm : 0; }
  uint32_t constHalf(ValueId v, unsigned h) const { return static_cast<uint32_t>(constBits(v) >> (32 * h)); }

  // The register of a defined value (allocated at its definition).
  uint32_t defReg(ValueId v) {
    if (vmap_[v] >= 0) return static_cast<uint32_t>(vmap_[v]);
    ir::Type t = ty(v);
    uint32_t r;
    if (t.kind == TypeKind::I1) r = div(v) ? maskReg() : sreg(1);
    else r = vreg(div(v) ? RegClass::VGPR : RegClass::SGPR, dwords(t));
    vmap_[v] = r;
    return r;
  }
  // The register holding a value (constants are materialised into SGPRs here).
  uint32_t reg(ValueId v) {
    if (isConst(v)) {
      ir::Type t = ty(v);
      unsigned n = dwords(t);
      uint32_t r = sreg(n);
      if (n == 2) kill(r);
      for (unsigned h = 0; h < n; ++h) emit("s_mov_b32", {D(r, h, n == 2 ? 1 : 0), lit(constHalf(v, h))});
      return r;
    }
    if (vmap_[v] < 0) unsupported(std::string("value used before its definition (") + ir::opName(f_.values[v].op) + ")");
    return static_cast<uint32_t>(vmap_[v]);
  }
  static MOp lit(uint32_t bits) {
    int64_t s = static_cast<int32_t>(bits);
    return isInlineInt(s) ? MOp::immediate(s) : MOp::immediate(bits, true);
  }
  MOp half(uint32_t r, unsigned h) const { return sizeOf(r) == 1 ? R(r) : R(r, static_cast<uint8_t>(h), 1); }
  MOp dhalf(uint32_t r, unsigned h) const { return sizeOf(r) == 1 ? D(r) : D(r, static_cast<uint8_t>(h), 1); }

  // SALU 32-bit source (literals allowed).
  MOp S(ValueId v, unsigned h = 0) {
    if (isConst(v)) return lit(constHalf(v, h));
    uint32_t r = reg(v);
    if (clsOf(r) != RegClass::SGPR) unsupported("uniform operation on a VGPR value");
    return half(r, h);
  }
  // SALU 64-bit source.
  MOp S64(ValueId v) {
    if (isConst(v) && isInlineInt(static_cast<int64_t>(constBits(v)))) return MOp::immediate(static_cast<int64_t>(constBits(v)));
    uint32_t r = reg(v);
    if (clsOf(r) != RegClass::SGPR) unsupported("uniform operation on a VGPR value");
    return R(r);
  }
  // VALU source, one dword (h) of a value. Integer inline constants stay immediates (each
  // dword of a 64-bit integer on its own); other constants go through an SGPR (float
  // operands never take integer inline constants but 0).
  MOp V(ValueId v, unsigned h = 0) {
    if (isConst(v)) {
      uint32_t bits = constHalf(v, h);
      bool fl = ty(v).isFloat();
      if ((!fl && isInlineInt(static_cast<int32_t>(bits))) || bits == 0)
        return MOp::immediate(static_cast<int32_t>(bits));
      uint32_t r = sreg();
      emit("s_mov_b32", {D(r), lit(bits)});
      return R(r);
    }
    return half(reg(v), h);
  }
  // VALU 64-bit source (whole pair).
  MOp V64(ValueId v) {
    if (isConst(v) && constBits(v) == 0) return MOp::immediate(0);
    return R(reg(v));
  }
  bool isScalarSrc(const MOp& o) const {
    if (o.kind == MOp::Kind::VReg) return clsOf(o.reg) == RegClass::SGPR;
    if (o.kind == MOp::Kind::Phys) return o.physCount == 0 || o.physCls == RegClass::SGPR;
    if (o.kind == MOp::Kind::Imm) return !isInlineInt(o.imm) || o.hex;
    return false;
  }
  // Copies a source operand into a fresh VGPR (tuple).
  MOp toV(const MOp& o, unsigned n = 1) {
    if (o.kind == MOp::Kind::VReg && clsOf(o.reg) == RegClass::VGPR) return o;
    uint32_t r = vgpr(n);
    if (n == 2) kill(r);
    for (unsigned h = 0; h < n; ++h) {
      MOp src = o;
      if (o.kind == MOp::Kind::VReg) {
        src.sub = static_cast<uint8_t>(o.sub + h);
        src.count = 1;
      } else if (o.kind == MOp::Kind::Imm && n == 2) {
        src = h == 0 ? MOp::immediate(o.imm) : MOp::immediate(o.imm < 0 ? -1 : 0);
      }
      emit("v_mov_b32_e32", {n == 2 ? D(r, static_cast<uint8_t>(h), 1) : D(r), src});
    }
    return R(r);
  }
  unsigned opDwords(const MOp& o) const {
    if (o.kind == MOp::Kind::VReg) return o.count ? o.count : sizeOf(o.reg);
    return 1;
  }
  // VOP3 constant-bus rule: at most one SGPR/literal source (gfx9 and the conservative
  // choice on gfx10); the others are copied to VGPRs. `extraScalar`: an implicit or mask
  // source already using the bus.
  void legalize(std::vector<MOp>& srcs, bool extraScalar = false) {
    bool used = extraScalar;
    int firstReg = -1;
    for (size_t i = 0; i < srcs.size(); ++i) {
      if (!isScalarSrc(srcs[i])) continue;
      bool sameAsFirst = firstReg >= 0 && srcs[i].kind == MOp::Kind::VReg && srcs[firstReg].kind == MOp::Kind::VReg &&
                         srcs[i].reg == srcs[firstReg].reg && srcs[i].sub == srcs[firstReg].sub &&
                         srcs[i].count == srcs[firstReg].count;
      if (sameAsFirst) continue;
      if (!used) {
        used = true;
        firstReg = static_cast<int>(i);
        continue;
      }
      srcs[i] = toV(srcs[i], opDwords(srcs[i]));
    }
  }
  // Emits a VALU instruction: dst operands first, then sources (legalised).
  // `tail`: sources after the legalised ones that must stay scalar (a carry or select mask,
  // which then counts against the constant bus).
  MInst& valu(const std::string& op, std::vector<MOp> dsts, std::vector<MOp> srcs, std::vector<MOp> tail = {}) {
    legalize(srcs, !tail.empty());
    std::vector<MOp> ops = std::move(dsts);
    ops.insert(ops.end(), srcs.begin(), srcs.end());
    ops.insert(ops.end(), tail.begin(), tail.end());
    return emit(op, std::move(ops));
  }

  // A memory-model site: numbers it, names it in mf_.sites and marks its table steps.
  uint16_t openSite(OrderingPlan& plan) {
    if (mf_.sites.size() >= 0xffff) unsupported("more than 65535 atomics and fences in one kernel");
    mf_.sites.push_back(describe(plan));
    auto id = static_cast<uint16_t>(mf_.sites.size());
    for (MInst& m : plan.before) m.site = id;
    for (MInst& m : plan.after) m.site = id;
    return id;
  }
  // Marks the memory accesses emitted since `from` (the site's access) as part of `site`.
  void tagAccesses(size_t from, uint16_t site) {
    if (site == 0) return;
    for (size_t i = from; i < cur_->insts.size(); ++i)
      if (cur_->insts[i].event != MemEvent::None) cur_->insts[i].site = site;
  }

  // Uniform bool (0/1 SGPR) -> SCC.
  void toScc(ValueId c) {
    if (isConst(c)) {
      emit("s_cmp_lg_u32", {lit(static_cast<uint32_t>(constBits(c) & 1)), MOp::immediate(0)});
      return;
    }
    emit("s_cmp_lg_u32", {R(reg(c)), MOp::immediate(0)});
  }
  // Any I1 as a lane mask.
  MOp maskOf(ValueId c) {
    if (isConst(c)) return MOp::immediate((constBits(c) & 1) ? -1 : 0);
    uint32_t r = reg(c);
    if (sizeOf(r) == st_.maskDwords() && div(c)) return R(r);
    toScc(c);
    uint32_t m = maskReg();
    emit(st_.maskOp("s_cselect"), {D(m), MOp::immediate(-1), MOp::immediate(0)});
    return R(m);
  }

  // ---- selection of one instruction ----
  void select(ValueId v);
  void selectIntBinary(ValueId v, const ir::Inst& in);
  void selectBoolBinary(ValueId v, const ir::Inst& in);
  void selectMulHi64(uint32_t d, ValueId a, ValueId b, bool sign);
  void selectICmp(ValueId v, const ir::Inst& in);
  void scalarCompare(const ir::Inst& in);
  void selectFCmp(ValueId v, const ir::Inst& in);
  void selectSelect(ValueId v, const ir::Inst& in);
  void selectFloat(ValueId v, const ir::Inst& in);
  void selectCast(ValueId v, const ir::Inst& in);
  void selectApertureCast(ValueId v, const ir::Inst& in, ir::AddrSpace seg, bool toFlat);
  void selectLoad(ValueId v, const ir::Inst& in);
  void selectStore(const ir::Inst& in);
  void selectAtomic(ValueId v, const ir::Inst& in);
  void selectIntrinsic(ValueId v, const ir::Inst& in);
  // Sub-groups: readlane/readfirstlane/ballot, and the whole-wave reductions and scans.
  MOp wwm(unsigned k, unsigned n, bool def = false) const {
    return MOp::physGpr(RegClass::VGPR, wwmBase_ + k, n, def);
  }
  static MOp dword(const MOp& o, unsigned h);
  void setExec(uint64_t lanes);
  void waveCombine(ir::WaveOp op, bool wide, const MOp& d, const MOp& a, const MOp& b);
  uint32_t readLanes(const MOp& v, unsigned n, unsigned lane);
  void selectReadLane(ValueId v, const ir::Inst& in);
  void selectBallot(ValueId v, const ir::Inst& in);
  void selectWaveReduceScan(ValueId v, const ir::Inst& in);
  void selectUpdateDpp(ValueId v, const ir::Inst& in);
  void toResult(ValueId v, uint32_t sgprValue);
  void selectOne(ValueId v);
  void mergeMask(uint32_t dst, const MOp& lanes);
  // Extends a sub-dword integer to 32 bits (signed or not) as a VALU/SALU operand.
  MOp ext32(ValueId v, bool sign, bool vector);
  void copyValue(uint32_t dst, ValueId src, bool merge, bool mask);
  uint32_t vaddr64(ValueId ptr);

  void planControl();
  void emitBlock(ir::BlockId b);
  void writeMask(ir::BlockId from, ir::BlockId to, const MOp& lanes);
  void emitPhiCopies(ir::BlockId from, ir::BlockId to);
};

// ---------------------------------------------------------------------------------------

void ISel::planControl() {
  size_t n = f_.blocks.size();
  hasMask_.assign(n, false);
  mask_.assign(n, 0);
  label_.assign(n, 0);
  firstWriter_.assign(n, ir::kNoBlock);
  loopInits_.assign(n, {});
  for (ir::BlockId b : L_.order) label_[b] = mf_.newLabel();
  for (ir::BlockId b : L_.order) {
    if (b == 0) {
      if (!L_.preds[0].empty()) unsupported("a loop at the entry block");
      continue;
    }
    const auto& preds = L_.preds[b];
    bool fallsIn = preds.size() == 1 && L_.position[preds[0]] + 1 == L_.position[b] &&
                   f_.values[f_.blocks[preds[0]].insts.back()].op == Op::Br;
    if (fallsIn) continue;
    hasMask_[b] = true;
    mask_[b] = maskReg();
    // The loop context of b's forward predecessors.
    int l = L_.loopOf(b);
    int ctx = (l >= 0 && L_.loops.loops[l].header == b) ? L_.loops.loops[l].parent : l;
    ir::BlockId first = ir::kNoBlock;
    for (ir::BlockId p : preds)
      if (L_.position[p] < L_.position[b] && (first == ir::kNoBlock || L_.position[p] < L_.position[first])) first = p;
    if (first == ir::kNoBlock) unsupported("a block reached only by back edges");
    if (L_.loopOf(first) == ctx) {
      firstWriter_[b] = first;
    } else {
      int k = L_.loopOf(first);
      while (L_.loops.loops[k].parent != ctx) k = L_.loops.loops[k].parent;
      loopInits_[L_.loops.loops[k].header].push_back(mask_[b]);
    }
  }
}

void ISel::writeMask(ir::BlockId from, ir::BlockId to, const MOp& lanes) {
  if (!hasMask_[to]) return;  // falls through with exec unchanged
  if (firstWriter_[to] == from) emit(st_.maskOp("s_mov"), {D(mask_[to]), lanes});
  else emit(st_.maskOp("s_or"), {D(mask_[to]), R(mask_[to]), lanes});
}

// Copies src's value into register dst (a phi's register) under the current exec. VGPR
// writes merge by lanes on their own; a lane mask (`mask`: the phi is a divergent I1) is
// merged explicitly. A uniform I1 is a 0/1 SGPR even where it has a lane mask's size (one
// dword in wave32): it is copied, never merged with exec (that leaves the inactive lanes'
// bits of the old register contents in it and makes "true" exec instead of 1).
void ISel::copyValue(uint32_t dst, ValueId src, bool merge, bool mask) {
  if (mask) {
    if (merge) mergeMask(dst, maskOf(src));
    else emit(st_.maskOp("s_mov"), {D(dst), maskOf(src)});
    return;
  }
  unsigned n = sizeOf(dst);
  if (clsOf(dst) == RegClass::VGPR) {
    for (unsigned h = 0; h < n; ++h) {
      MInst& m = emit("v_mov_b32_e32", {n == 2 ? D(dst, static_cast<uint8_t>(h), 1) : D(dst), V(src, h)});
      m.ops[0].partial = true;
    }
  } else {
    for (unsigned h = 0; h < n; ++h) {
      MInst& m = emit("s_mov_b32", {n == 2 ? D(dst, static_cast<uint8_t>(h), 1) : D(dst), S(src, h)});
      m.ops[0].partial = true;
    }
  }
}

void ISel::emitPhiCopies(ir::BlockId from, ir::BlockId to) {
  struct Copy {
    uint32_t dst;
    ValueId src;
    bool mask;  // a divergent I1 phi: a lane mask, merged under exec
  };
  std::vector<Copy> copies;
  for (ValueId p : f_.blocks[to].insts) {
    const ir::Inst& phi = f_.values[p];
    if (phi.op != Op::Phi) break;
    for (size_t i = 0; i < phi.targets.size(); ++i)
      if (phi.targets[i] == from) copies.push_back({defReg(p), phi.operands[i], ty(p).kind == TypeKind::I1 && div(p)});
  }
  if (copies.empty()) return;
  // Parallel-copy semantics: read every source before writing any phi register.
  bool readsPhi = false;
  for (auto& c : copies)
    if (f_.values[c.src].op == Op::Phi && f_.values[c.src].block == to) readsPhi = true;
  if (!readsPhi || copies.size() == 1) {
    for (auto& c : copies) copyValue(c.dst, c.src, true, c.mask);
    return;
  }
  std::vector<uint32_t> temps;
  for (auto& c : copies) {
    uint32_t t = vreg(clsOf(c.dst), sizeOf(c.dst));
    if (sizeOf(t) > 1) kill(t);
    copyValue(t, c.src, false, c.mask);
    temps.push_back(t);
  }
  for (size_t i = 0; i < copies.size(); ++i) {
    uint32_t dst = copies[i].dst, t = temps[i];
    unsigned n = sizeOf(dst);
    if (copies[i].mask) {
      mergeMask(dst, R(t));
      continue;
    }
    for (unsigned h = 0; h < n; ++h) {
      MInst& m = emit(clsOf(dst) == RegClass::VGPR ? "v_mov_b32_e32" : "s_mov_b32",
                      {n == 2 ? D(dst, static_cast<uint8_t>(h), 1) : D(dst), half(t, h)});
      m.ops[0].partial = true;
    }
  }
}

void ISel::emitBlock(ir::BlockId b) {
  divScale_.clear();  // a v_div_scale of another block need not have run for this block's lanes
  if (!loopInits_[b].empty()) {
    newBlock(mf_.newLabel());
    for (uint32_t m : loopInits_[b]) emit(st_.maskOp("s_mov"), {D(m), MOp::immediate(0)});
  }
  newBlock(label_[b]);
  uint32_t skipLabel = mf_.newLabel();
  if (hasMask_[b]) {
    emit(st_.maskOp("s_mov"), {exec(true), R(mask_[b])});
    int l = L_.loopOf(b);
    if (l >= 0 && L_.loops.loops[l].header == b) emit(st_.maskOp("s_mov"), {D(mask_[b]), MOp::immediate(0)});
  }
  bool entry = b == 0;
  // The phis of this block: KILL at the first incoming edge opens their live range; here
  // nothing to do (the copies are in the predecessors).
  // The masks this block writes first start empty, so that skipping the block (no lanes)
  // leaves them empty; set here, before the skip, the hot path takes no extra branch.
  std::vector<uint32_t> skipInits;
  for (ir::BlockId s : f_.successors(b))
    if (!entry && hasMask_[s] && firstWriter_[s] == b &&
        std::find(skipInits.begin(), skipInits.end(), mask_[s]) == skipInits.end())
      skipInits.push_back(mask_[s]);
  for (uint32_t m : skipInits) emit(st_.maskOp("s_mov"), {D(m), MOp::immediate(0)});
  if (!entry) {
    MInst& br = emit("s_cbranch_execz", {MOp::label(skipLabel)});
    br.branch = br.conditional = true;
  }
  if (entry) {
    for (uint32_t r : killAtEntry_) kill(r);
    // Kernel arguments: loaded from the kernarg segment.
    for (size_t i = 0; i < f_.args.size(); ++i) {
      ValueId p = f_.args[i].param;
      if (p == ir::kNoValue || users_[p].empty()) continue;
      uint32_t r = defReg(p);
      uint32_t off = K_.offsets[i];
      MOp base = MOp::physGpr(RegClass::SGPR, mf_.inputs.kernargSgpr, 2);
      unsigned bytes = f_.args[i].size;
      if (sizeOf(r) == 2 && bytes >= 8) {
        MInst& m = emit("s_load_dwordx2", {D(r), base, MOp::immediate(off, true)});
        m.event = MemEvent::Smem;
      } else if (bytes >= 4 && off % 4 == 0) {
        MInst& m = emit("s_load_dword", {D(r), base, MOp::immediate(off, true)});
        m.event = MemEvent::Smem;
      } else {
        uint32_t t = sreg();
        MInst& m = emit("s_load_dword", {D(t), base, MOp::immediate(off & ~3u, true)});
        m.event = MemEvent::Smem;
        emit("s_lshr_b32", {D(r), R(t), MOp::immediate((off & 3) * 8)});
      }
    }
  }
  // A uniform integer compare used only by this block's branch sets SCC right at the branch
  // (no 0/1 value in an SGPR to test again).
  const ir::Inst& t = f_.values[f_.blocks[b].insts.back()];
  ValueId branchCmp = ir::kNoValue;
  if (t.op == Op::CondBr && !isConst(t.operands[0]) && !div(t.operands[0])) {
    const ir::Inst& c = f_.values[t.operands[0]];
    if (c.op == Op::ICmp && c.block == b && users_[t.operands[0]].size() == 1 && ty(c.operands[0]).kind != TypeKind::I1)
      branchCmp = t.operands[0];
  }
  // Phis of blocks entered by fall-through from a single predecessor get their copies in
  // the predecessor too (emitPhiCopies below), so here only the body.
  for (ValueId v : f_.blocks[b].insts) {
    const ir::Inst& in = f_.values[v];
    if (in.op == Op::Phi || v == branchCmp) continue;
    if (in.isTerminator()) break;
    select(v);
  }
  // Phi copies for the successors (critical edges are split: a CondBr's successors with
  // phis have this block as their only predecessor, and run under the edge's lanes only).
  if (t.op == Op::Br) {
    emitPhiCopies(b, t.targets[0]);
    writeMask(b, t.targets[0], exec());
  } else if (t.op == Op::CondBr) {
    ValueId c = t.operands[0];
    MOp tl, fl;
    if (isConst(c)) {
      bool taken = constBits(c) & 1;
      tl = taken ? exec() : MOp::immediate(0);
      fl = taken ? MOp::immediate(0) : exec();
    } else if (div(c)) {
      uint32_t mt = maskReg(), mfl = maskReg();
      MOp m = maskOf(c);
      emit(st_.maskOp("s_and"), {D(mt), exec(), m});
      emit(st_.maskOp("s_andn2"), {D(mfl), exec(), m});
      tl = R(mt);
      fl = R(mfl);
    } else {
      uint32_t mt = maskReg(), mfl = maskReg();
      if (c == branchCmp) scalarCompare(f_.values[c]);
      else toScc(c);
      emit(st_.maskOp("s_cselect"), {D(mt), exec(), MOp::immediate(0)});
      emit(st_.maskOp("s_cselect"), {D(mfl), MOp::immediate(0), exec()});
      tl = R(mt);
      fl = R(mfl);
    }
    for (ir::BlockId s : t.targets)
      for (ValueId pv : f_.blocks[s].insts) {
        if (f_.values[pv].op != Op::Phi) break;
        emitPhiCopies(b, s);
        break;
      }
    writeMask(b, t.targets[0], tl);
    writeMask(b, t.targets[1], fl);
  } else if (t.op != Op::Ret && t.op != Op::Unreachable) {
    unsupported("block without a terminator");
  }
  if (!entry) newBlock(skipLabel);
  // Loop back-jumps for the loops ending here, innermost first.
  std::vector<int> ending;
  for (size_t l = 0; l < L_.loops.loops.size(); ++l)
    if (L_.loopLast[l] == b) ending.push_back(static_cast<int>(l));
  std::sort(ending.begin(), ending.end(), [&](int a, int c) { return L_.loops.loops[a].depth > L_.loops.loops[c].depth; });
  for (int l : ending) {
    ir::BlockId h = L_.loops.loops[l].header;
    emit(st_.wave64 ? "s_cmp_lg_u64" : "s_cmp_lg_u32", {R(mask_[h]), MOp::immediate(0)});
    MInst& j = emit("s_cbranch_scc1", {MOp::label(label_[h])});
    j.branch = j.conditional = true;
    newBlock(mf_.newLabel());
  }
}

MFunction ISel::run() {
  mf_.name = f_.name;
  vmap_.assign(f_.values.size(), -1);
  users_ = ir::users(f_);
  // Kernel inputs: which hardware-initialised registers the prolog enables.
  KernelInputs& in = mf_.inputs;
  for (const ir::Inst& i : f_.values) {
    if (i.block == ir::kNoBlock || i.op == Op::Nop) continue;
    if (i.op == Op::Alloca) in.scratch = true;
    // A private pointer made generic is reached through FLAT_SCRATCH, which a GFX9/GFX10
    // kernel sets up itself from the flat_scratch_init user SGPRs (prolog in codegen.cpp).
    if (i.op == Op::AddrSpaceCast && !st_.archFlatScratch() && i.type.space == ir::AddrSpace::Generic &&
        f_.values[i.operands[0]].type.space == ir::AddrSpace::Private)
      in.flatScratchInit = true;
    if (i.op != Op::Intrinsic) continue;
    if (i.intrinsic() == ir::Intrinsic::DispatchPtr) in.dispatchPtr = true;
    if (i.intrinsic() == ir::Intrinsic::WorkgroupId && i.imm < 3) in.workgroupId[i.imm] = true;
    if (i.intrinsic() == ir::Intrinsic::WorkitemId && i.imm < 3) in.workitemIdDims = std::max<unsigned>(in.workitemIdDims, static_cast<unsigned>(i.imm) + 1);
  }
  if (in.workgroupId[2]) in.workgroupId[1] = true;  // y and z are enabled in order (ids are packed)
  // User SGPRs in the ABI's order: the private segment buffer s[0:3] (not on GFX11:
  // architected flat scratch), the dispatch pointer when read, the kernarg segment pointer,
  // flat_scratch_init when generic pointers reach private memory; then the system SGPRs.
  unsigned s = st_.archFlatScratch() ? 0 : 4;
  if (in.dispatchPtr) {
    in.dispatchSgpr = s;
    s += 2;
  }
  in.kernargSgpr = s;
  s += 2;
  if (in.flatScratchInit) {
    in.flatScratchInitSgpr = s;
    s += 2;
  }
  unsigned groupIds = static_cast<unsigned>(in.workgroupId[0]) + in.workgroupId[1] + in.workgroupId[2];
  if (st_.userSgprInit16Bug() && s + groupIds < 16) {  // padded with unused user SGPRs
    in.paddingBegin = s;
    s = in.paddingEnd = 16 - groupIds;
  }
  in.userSgprs = s;
  for (unsigned d = 0; d < 3; ++d)
    if (in.workgroupId[d]) in.workgroupSgpr[d] = s++;
  // The scratch wave offset (GFX9/10: added to the private segment buffer's base by the
  // prolog; GFX11 reaches scratch through FLAT_SCRATCH and never reads it).
  if (!st_.archFlatScratch()) in.waveOffsetSgpr = s++;
  in.fixedSgprs = s;
  in.fixedVgprs = st_.packedWorkitemIds() ? 1 : in.workitemIdDims;
  // Whole-wave sequences write inactive lanes, so their registers must hold nothing else in
  // any lane: VGPRs of their own (even-aligned for the 64-bit operations of gfx90a), as
  // LLVM's whole wave mode allocates WWM registers apart.
  for (const ir::Inst& i : f_.values)
    if (i.op == Op::Intrinsic && i.block != ir::kNoBlock &&
        (i.intrinsic() == ir::Intrinsic::WaveReduce || i.intrinsic() == ir::Intrinsic::WaveScan)) {
      wwmBase_ = (in.fixedVgprs + 1) & ~1u;
      in.fixedVgprs = wwmBase_ + kWwmVgprs;
      break;
    }
  // Frame: allocas in the private segment, locals in LDS. Summed in 64 bits and checked
  // against the target's limits before they are narrowed (several 1 GiB objects would wrap).
  uint64_t priv = 0;
  allocaOffset_.assign(f_.values.size(), 0);
  for (ir::BlockId b : L_.order)
    for (ValueId v : f_.blocks[b].insts)
      if (f_.values[v].op == Op::Alloca) {
        uint64_t al = std::max<uint32_t>(f_.values[v].mem.align, 4);
        priv = (priv + al - 1) / al * al;
        allocaOffset_[v] = static_cast<uint32_t>(std::min<uint64_t>(priv, UINT32_MAX));
        priv += f_.values[v].imm;
      }
  uint64_t lds = 0;
  for (const ir::LocalVar& lv : f_.locals) {
    uint64_t al = std::max<uint32_t>(lv.align, 1);
    lds = (lds + al - 1) / al * al;
    localOffset_.push_back(static_cast<uint32_t>(std::min<uint64_t>(lds, UINT32_MAX)));
    lds += lv.size;
  }
  priv = (priv + 3) / 4 * 4;
  st_.checkResources(f_, priv, lds);
  mf_.privateBytes = static_cast<uint32_t>(priv);
  mf_.ldsBytes = static_cast<uint32_t>(lds);

  planControl();
  mergedMask_.assign(f_.values.size(), false);
  for (ir::BlockId b : L_.order)
    for (ValueId v : f_.blocks[b].insts) {
      const ir::Inst& in = f_.values[v];
      int l = L_.loopOf(b);
      if (in.op == Op::Phi || in.type.kind != TypeKind::I1 || !div(v) || l < 0) continue;
      for (ValueId u : users_[v])
        if (!L_.loops.loops[l].contains(f_.values[u].block)) mergedMask_[v] = true;
      if (mergedMask_[v]) killAtEntry_.push_back(defReg(v));
    }
  // Phi registers: a KILL at the first incoming edge (in linear order) starts their live
  // range; lane-mask values merged across loop iterations start at the entry.
  std::vector<std::vector<uint32_t>> killsAt(f_.blocks.size());
  for (ir::BlockId b : L_.order)
    for (ValueId v : f_.blocks[b].insts) {
      const ir::Inst& phi = f_.values[v];
      if (phi.op != Op::Phi) break;
      ir::BlockId first = ir::kNoBlock;
      for (ir::BlockId p : phi.targets)
        if (first == ir::kNoBlock || L_.position[p] < L_.position[first]) first = p;
      uint32_t r = defReg(v);
      bool maskPhi = phi.type.kind == TypeKind::I1 && div(v);
      if (maskPhi) killAtEntry_.push_back(r);
      else if (first != ir::kNoBlock) killsAt[first].push_back(r);
    }
  newBlock(mf_.newLabel());  // placeholder for the prolog (filled after register allocation)
  for (ir::BlockId b : L_.order) {
    // KILLs for phis whose first incoming edge is b: at b's start.
    size_t before = mf_.blocks.size();
    emitBlock(b);
    if (!killsAt[b].empty()) {
      // insert into b's labelled block, at its start
      for (size_t i = before; i < mf_.blocks.size(); ++i)
        if (mf_.blocks[i].label == label_[b]) {
          std::vector<MInst> ks;
          for (uint32_t r : killsAt[b]) {
            MInst k;
            k.op = "KILL";
            k.pseudo = true;
            k.ops.push_back(D(r));
            ks.push_back(k);
          }
          auto& insts = mf_.blocks[i].insts;
          insts.insert(insts.begin(), ks.begin(), ks.end());
          break;
        }
    }
  }
  emit("s_endpgm", {});
  return std::move(mf_);
}

// ---------------------------------------------------------------------------------------

MOp ISel::ext32(ValueId v, bool sign, bool vector) {
  unsigned bits = ty(v).bits();
  if (bits >= 32) return vector ? V(v) : S(v);
  if (isConst(v)) {
    uint32_t x = static_cast<uint32_t>(constBits(v));
    if (sign && bits > 1) x = static_cast<uint32_t>(static_cast<int32_t>(x << (32 - bits)) >> (32 - bits));
    if (vector) {
      if (isInlineInt(static_cast<int32_t>(x))) return MOp::immediate(static_cast<int32_t>(x));
      uint32_t r = sreg();
      emit("s_mov_b32", {D(r), lit(x)});
      return R(r);
    }
    return lit(x);
  }
  uint32_t r = reg(v);
  if (bits == 1) {
    if (clsOf(r) == RegClass::SGPR && sizeOf(r) == st_.maskDwords() && div(v)) {
      uint32_t d = vgpr();
      emit("v_cndmask_b32_e64", {D(d), MOp::immediate(0), MOp::immediate(sign ? -1 : 1), R(r)});
      return R(d);
    }
    if (!sign) return R(r);
    uint32_t d = sreg();
    emit("s_sub_i32", {D(d), MOp::immediate(0), R(r)});
    return R(d);
  }
  if (clsOf(r) == RegClass::VGPR || vector) {
    uint32_t d = vgpr();
    valu(sign ? "v_bfe_i32" : "v_bfe_u32", {D(d)}, {R(r), MOp::immediate(0), MOp::immediate(bits)});
    return R(d);
  }
  uint32_t d = sreg();
  if (sign) emit(bits == 8 ? "s_sext_i32_i8" : "s_sext_i32_i16", {D(d), R(r)});
  else emit("s_and_b32", {D(d), R(r), MOp::immediate(bits == 8 ? 0xff : 0xffff, true)});
  return R(d);
}

// dst = (dst & ~exec) | (lanes & exec): a lane-mask write that keeps the inactive lanes.
void ISel::mergeMask(uint32_t dst, const MOp& lanes) {
  uint32_t t1 = maskReg();
  emit(st_.maskOp("s_and"), {D(t1), lanes, exec()});
  MInst& a = emit(st_.maskOp("s_andn2"), {D(dst), R(dst), exec()});
  a.ops[0].partial = true;
  MInst& o = emit(st_.maskOp("s_or"), {D(dst), R(dst), R(t1)});
  o.ops[0].partial = true;
}

void ISel::select(ValueId v) {
  if (!mergedMask_[v]) {
    selectOne(v);
    return;
  }
  // A lane mask defined inside a loop and used after it must keep the lanes that left in
  // earlier iterations: computed into a temporary, then merged under exec.
  uint32_t real = defReg(v);
  vmap_[v] = -1;
  selectOne(v);
  uint32_t tmp = reg(v);
  mergeMask(real, R(tmp));
  vmap_[v] = real;
}

void ISel::selectOne(ValueId v) {
  const ir::Inst& in = f_.values[v];
  switch (in.op) {
    case Op::Add: case Op::Sub: case Op::Mul: case Op::MulHiU: case Op::MulHiS: case Op::And: case Op::Or:
    case Op::Xor: case Op::Shl: case Op::LShr: case Op::AShr: case Op::SMin: case Op::SMax: case Op::UMin:
    case Op::UMax:
      if (in.type.kind == TypeKind::I1) selectBoolBinary(v, in);
      else selectIntBinary(v, in);
      return;
    case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem:
      unsupported(std::string(ir::opName(in.op)) + " (integer division is expanded before the back end)");
    case Op::FDiv:
      unsupported("fdiv (expanded before the back end)");
    case Op::FRem:
      // OpenCL's fmod must be exact; no exact expansion is written yet (the quotient-and-fma
      // shortcut is wrong for large quotients).
      unsupported("fmod: the floating-point remainder is not implemented");
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FMA: case Op::FMin: case Op::FMax: case Op::FNeg:
    case Op::FAbs: case Op::Sqrt: case Op::Floor: case Op::Ceil: case Op::FTrunc: case Op::Rint:
      selectFloat(v, in);
      return;
    case Op::ICmp: selectICmp(v, in); return;
    case Op::FCmp: selectFCmp(v, in); return;
    case Op::Select: selectSelect(v, in); return;
    case Op::ZExt: case Op::SExt: case Op::Trunc: case Op::FPToSI: case Op::FPToUI: case Op::SIToFP:
    case Op::UIToFP: case Op::FPExt: case Op::FPTrunc: case Op::Bitcast: case Op::PtrToInt: case Op::IntToPtr:
    case Op::AddrSpaceCast:
      selectCast(v, in);
      return;
    case Op::Alloca: {
      uint32_t d = defReg(v);
      if (clsOf(d) == RegClass::VGPR) emit("v_mov_b32_e32", {D(d), lit(allocaOffset_[v])});
      else emit("s_mov_b32", {D(d), lit(allocaOffset_[v])});
      return;
    }
    case Op::LocalAddr: {
      if (in.imm >= localOffset_.size()) unsupported("local variable index out of range");
      uint32_t d = defReg(v);
      if (clsOf(d) == RegClass::VGPR) emit("v_mov_b32_e32", {D(d), lit(localOffset_[in.imm])});
      else emit("s_mov_b32", {D(d), lit(localOffset_[in.imm])});
      return;
    }
    case Op::PtrAdd: {
      // pointer + byte offset: a 64-bit or 32-bit integer add.
      ir::Inst add = in;
      add.op = Op::Add;
      selectIntBinary(v, add);
      return;
    }
    case Op::Load: selectLoad(v, in); return;
    case Op::Store: selectStore(in); return;
    case Op::AtomicRMW: case Op::CmpXchg: selectAtomic(v, in); return;
    case Op::Fence: {
      OrderingPlan plan = planOrdering(st_, memmodel::Op::Fence, in.mem, memmodel::Space::None, false);
      openSite(plan);
      for (MInst& m : plan.after) cur_->insts.push_back(m);
      return;
    }
    case Op::Intrinsic: selectIntrinsic(v, in); return;
    default:
      unsupported(std::string("operation ") + ir::opName(in.op));
  }
}

void ISel::selectBoolBinary(ValueId v, const ir::Inst& in) {
  ValueId a = in.operands[0], b = in.operands[1];
  const char* base = in.op == Op::And ? "s_and" : in.op == Op::Or ? "s_or" : in.op == Op::Xor ? "s_xor" : nullptr;
  if (!base) unsupported(std::string("i1 ") + ir::opName(in.op));
  uint32_t d = defReg(v);
  if (!div(v)) {
    emit(std::string(base) + "_b32", {D(d), S(a), S(b)});
    return;
  }
  MOp ma = maskOf(a), mb = maskOf(b);
  emit(st_.maskOp(base), {D(d), ma, mb});
}

void ISel::selectIntBinary(ValueId v, const ir::Inst& in) {
  ValueId a = in.operands[0], b = in.operands[1];
  unsigned bits = in.type.bits();
  uint32_t d = defReg(v);
  bool vec = clsOf(d) == RegClass::VGPR;
  Op op = in.op;
  if (bits <= 32) {
    // Sub-dword values keep undefined high bits; ops that look at them extend first.
    bool needsExt = bits < 32 && (op == Op::LShr || op == Op::AShr || op == Op::SMin || op == Op::SMax ||
                                  op == Op::UMin || op == Op::UMax || op == Op::MulHiU || op == Op::MulHiS);
    if (bits < 32 && (op == Op::MulHiU || op == Op::MulHiS)) unsupported("mulhi on a sub-dword type");
    bool sgn = op == Op::AShr || op == Op::SMin || op == Op::SMax;
    MOp x = needsExt ? ext32(a, sgn, vec) : (vec ? V(a) : S(a));
    MOp y = (needsExt && op != Op::LShr && op != Op::AShr) ? ext32(b, sgn, vec) : (vec ? V(b) : S(b));
    if (!vec) {
      const char* m = nullptr;
      switch (op) {
        case Op::Add: m = "s_add_u32"; break;
        case Op::Sub: m = "s_sub_u32"; break;
        case Op::Mul: m = "s_mul_i32"; break;
        case Op::MulHiU: m = "s_mul_hi_u32"; break;
        case Op::MulHiS: m = "s_mul_hi_i32"; break;
        case Op::And: m = "s_and_b32"; break;
        case Op::Or: m = "s_or_b32"; break;
        case Op::Xor: m = "s_xor_b32"; break;
        case Op::Shl: m = "s_lshl_b32"; break;
        case Op::LShr: m = "s_lshr_b32"; break;
        case Op::AShr: m = "s_ashr_i32"; break;
        case Op::SMin: m = "s_min_i32"; break;
        case Op::SMax: m = "s_max_i32"; break;
        case Op::UMin: m = "s_min_u32"; break;
        case Op::UMax: m = "s_max_u32"; break;
        default: unsupported(ir::opName(op));
      }
      emit(m, {D(d), x, y});
      return;
    }
    const char* m = nullptr;
    bool reversed = false;
    switch (op) {
      case Op::Add: m = st_.vAdd32(); break;
      case Op::Sub: m = st_.vSub32(); break;
      case Op::Mul: m = "v_mul_lo_u32"; break;
      case Op::MulHiU: m = "v_mul_hi_u32"; break;
      case Op::MulHiS: m = "v_mul_hi_i32"; break;
      case Op::And: m = "v_and_b32_e64"; break;
      case Op::Or: m = "v_or_b32_e64"; break;
      case Op::Xor: m = "v_xor_b32_e64"; break;
      case Op::Shl: m = "v_lshlrev_b32_e64"; reversed = true; break;
      case Op::LShr: m = "v_lshrrev_b32_e64"; reversed = true; break;
      case Op::AShr: m = "v_ashrrev_i32_e64"; reversed = true; break;
      case Op::SMin: m = "v_min_i32_e64"; break;
      case Op::SMax: m = "v_max_i32_e64"; break;
      case Op::UMin: m = "v_min_u32_e64"; break;
      case Op::UMax: m = "v_max_u32_e64"; break;
      default: unsupported(ir::opName(op));
    }
    if (reversed) valu(m, {D(d)}, {y, x});
    else valu(m, {D(d)}, {x, y});
    return;
  }
  // 64-bit.
  if (op == Op::MulHiU || op == Op::MulHiS) {
    selectMulHi64(d, a, b, op == Op::MulHiS);
    return;
  }
  kill(d);
  MOp dl = D(d, 0, 1), dh = D(d, 1, 1);
  if (!vec) {
    switch (op) {
      case Op::Add:
        emit("s_add_u32", {dl, S(a, 0), S(b, 0)});
        emit("s_addc_u32", {dh, S(a, 1), S(b, 1)});
        return;
      case Op::Sub:
        emit("s_sub_u32", {dl, S(a, 0), S(b, 0)});
        emit("s_subb_u32", {dh, S(a, 1), S(b, 1)});
        return;
      case Op::And: case Op::Or: case Op::Xor: {
        const char* m = op == Op::And ? "s_and_b64" : op == Op::Or ? "s_or_b64" : "s_xor_b64";
        emit(m, {D(d), S64(a), S64(b)});
        return;
      }
      case Op::Shl: case Op::LShr: case Op::AShr: {
        const char* m = op == Op::Shl ? "s_lshl_b64" : op == Op::LShr ? "s_lshr_b64" : "s_ashr_i64";
        emit(m, {D(d), S64(a), S(b, 0)});
        return;
      }
      case Op::Mul: {
        uint32_t t1 = sreg(), t2 = sreg(), t3 = sreg();
        MOp al = S(a, 0), ah = S(a, 1), bl = S(b, 0), bh = S(b, 1);
        auto regOnly = [&](MOp o) {
          if (o.kind != MOp::Kind::Imm) return o;
          uint32_t t = sreg();
          emit("s_mov_b32", {D(t), o});
          return R(t);
        };
        al = regOnly(al);
        emit("s_mul_hi_u32", {D(t1), al, bl});
        emit("s_mul_i32", {D(t2), al, bh});
        emit("s_mul_i32", {D(t3), ah, bl});
        emit("s_mul_i32", {dl, al, bl});
        emit("s_add_u32", {D(t1), R(t1), R(t2)});
        emit("s_add_u32", {dh, R(t1), R(t3)});
        return;
      }
      default:
        unsupported(std::string("uniform 64-bit ") + ir::opName(op));
    }
  }
  switch (op) {
    case Op::Add: case Op::Sub: {
      uint32_t c1 = maskReg(), c2 = maskReg();
      valu(op == Op::Add ? st_.vAddCo() : st_.vSubCo(), {dl, D(c1)}, {V(a, 0), V(b, 0)});
      valu(op == Op::Add ? st_.vAddCi() : st_.vSubCi(), {dh, D(c2)}, {V(a, 1), V(b, 1)}, {R(c1)});
      return;
    }
    case Op::And: case Op::Or: case Op::Xor: {
      const char* m = op == Op::And ? "v_and_b32_e64" : op == Op::Or ? "v_or_b32_e64" : "v_xor_b32_e64";
      valu(m, {dl}, {V(a, 0), V(b, 0)});
      valu(m, {dh}, {V(a, 1), V(b, 1)});
      return;
    }
    case Op::Shl: case Op::LShr: case Op::AShr: {
      const char* m = op == Op::Shl ? "v_lshlrev_b64" : op == Op::LShr ? "v_lshrrev_b64" : "v_ashrrev_i64";
      valu(m, {D(d)}, {V(b, 0), V64(a)});
      return;
    }
    case Op::Mul: {
      uint32_t t1 = vgpr(), t2 = vgpr(), t3 = vgpr(), t4 = vgpr();
      valu("v_mul_hi_u32", {D(t1)}, {V(a, 0), V(b, 0)});
      valu("v_mul_lo_u32", {D(t2)}, {V(a, 0), V(b, 1)});
      valu("v_mul_lo_u32", {D(t3)}, {V(a, 1), V(b, 0)});
      valu("v_mul_lo_u32", {dl}, {V(a, 0), V(b, 0)});
      valu(st_.vAdd32(), {D(t4)}, {R(t1), R(t2)});
      valu(st_.vAdd32(), {dh}, {R(t4), R(t3)});
      return;
    }
    case Op::SMin: case Op::SMax: case Op::UMin: case Op::UMax: {
      bool sgn = op == Op::SMin || op == Op::SMax;
      bool mn = op == Op::SMin || op == Op::UMin;
      uint32_t m = maskReg();
      valu(std::string("v_cmp_lt_") + (sgn ? "i64" : "u64") + "_e64", {D(m)}, {V64(a), V64(b)});
      // a < b: min picks a, max picks b (v_cndmask: src1 where the mask is set)
      ValueId t = mn ? a : b, e = mn ? b : a;
      for (unsigned h = 0; h < 2; ++h) valu("v_cndmask_b32_e64", {h ? dh : dl}, {V(e, h), V(t, h)}, {R(m)});
      return;
    }
    default:
      unsupported(std::string("64-bit ") + ir::opName(op));
  }
}

// The high 64 bits of a 64 x 64-bit product, from 32-bit partial products on the VALU:
// with a = a1:a0 and b = b1:b0, hi = a1*b1 + hi(a0*b1) + hi(a1*b0) + carries of the middle
// column (hi(a0*b0) + lo(a0*b1) + lo(a1*b0)). Signed: hi -= (a < 0 ? b : 0) + (b < 0 ? a : 0).
// A uniform result is computed the same way and read back with v_readfirstlane_b32.
void ISel::selectMulHi64(uint32_t d, ValueId a, ValueId b, bool sign) {
  auto v32 = [&]() { return vgpr(); };
  auto mul = [&](const char* m, MOp x, MOp y) {
    uint32_t r = v32();
    valu(m, {D(r)}, {x, y});
    return R(r);
  };
  MOp a0 = V(a, 0), a1 = V(a, 1), b0 = V(b, 0), b1 = V(b, 1);
  MOp t0 = mul("v_mul_hi_u32", a0, b0);
  MOp lo01 = mul("v_mul_lo_u32", a0, b1), hi01 = mul("v_mul_hi_u32", a0, b1);
  MOp lo10 = mul("v_mul_lo_u32", a1, b0), hi10 = mul("v_mul_hi_u32", a1, b0);
  MOp lo11 = mul("v_mul_lo_u32", a1, b1), hi11 = mul("v_mul_hi_u32", a1, b1);
  // The middle column's carries (0, 1 or 2) as two carry masks.
  uint32_t m1 = vgpr(), m2 = vgpr(), ka = maskReg(), kb = maskReg();
  valu(st_.vAddCo(), {D(m1), D(ka)}, {t0, lo01});
  valu(st_.vAddCo(), {D(m2), D(kb)}, {R(m1), lo10});
  // (lo, hi) = (lo11, hi11) + hi01 + hi10 + ka + kb, as 64-bit additions.
  uint32_t lo = vgpr(), hi = vgpr();
  emit("v_mov_b32_e32", {D(lo), lo11});
  emit("v_mov_b32_e32", {D(hi), hi11});
  auto add64 = [&](MOp x, const MOp* carryIn) {
    uint32_t nl = vgpr(), nh = vgpr(), c1 = maskReg(), c2 = maskReg();
    if (carryIn) valu(st_.vAddCi(), {D(nl), D(c1)}, {R(lo), x}, {*carryIn});
    else valu(st_.vAddCo(), {D(nl), D(c1)}, {R(lo), x});
    valu(st_.vAddCi(), {D(nh), D(c2)}, {R(hi), MOp::immediate(0)}, {R(c1)});
    lo = nl;
    hi = nh;
  };
  add64(hi01, nullptr);
  add64(hi10, nullptr);
  MOp cka = R(ka), ckb = R(kb);
  add64(MOp::immediate(0), &cka);
  add64(MOp::immediate(0), &ckb);
  if (sign) {
    // Subtract b where a < 0 and a where b < 0 (the 64-bit masks from the sign bits).
    for (int k = 0; k < 2; ++k) {
      MOp sgnSrc = k == 0 ? a1 : b1, x0 = k == 0 ? b0 : a0, x1 = k == 0 ? b1 : a1;
      uint32_t sm = vgpr(), s0 = vgpr(), s1 = vgpr(), nl = vgpr(), nh = vgpr(), c1 = maskReg(), c2 = maskReg();
      valu("v_ashrrev_i32_e64", {D(sm)}, {MOp::immediate(31), sgnSrc});
      valu("v_and_b32_e64", {D(s0)}, {R(sm), x0});
      valu("v_and_b32_e64", {D(s1)}, {R(sm), x1});
      valu(st_.vSubCo(), {D(nl), D(c1)}, {R(lo), R(s0)});
      valu(st_.vSubCi(), {D(nh), D(c2)}, {R(hi), R(s1)}, {R(c1)});
      lo = nl;
      hi = nh;
    }
  }
  kill(d);
  if (clsOf(d) == RegClass::VGPR) {
    emit("v_mov_b32_e32", {D(d, 0, 1), R(lo)});
    emit("v_mov_b32_e32", {D(d, 1, 1), R(hi)});
  } else {
    emit("v_readfirstlane_b32", {D(d, 0, 1), R(lo)});
    emit("v_readfirstlane_b32", {D(d, 1, 1), R(hi)});
  }
}

void ISel::selectICmp(ValueId v, const ir::Inst& in) {
  ValueId a = in.operands[0], b = in.operands[1];
  ir::Type t = ty(a);
  auto p = in.icmp();
  uint32_t d = defReg(v);
  bool sgn = isSigned(p);
  const char* cc = condCode(p, false);
  if (t.kind == TypeKind::I1) {
    if (p != ir::ICmpPred::Eq && p != ir::ICmpPred::Ne) {
      // Compare as 0/1 integers (unsigned) or 0/-1 (signed).
      MOp x = ext32(a, sgn, div(v)), y = ext32(b, sgn, div(v));
      if (!div(v)) {
        emit(std::string("s_cmp_") + cc + (sgn ? "_i32" : "_u32"), {x, y});
        emit("s_cselect_b32", {D(d), MOp::immediate(1), MOp::immediate(0)});
      } else {
        valu(std::string("v_cmp_") + cc + (sgn ? "_i32" : "_u32") + "_e64", {D(d)}, {x, y});
      }
      return;
    }
    if (!div(v)) {
      emit(p == ir::ICmpPred::Eq ? "s_cmp_eq_u32" : "s_cmp_lg_u32", {S(a), S(b)});
      emit("s_cselect_b32", {D(d), MOp::immediate(1), MOp::immediate(0)});
    } else {
      emit(st_.maskOp(p == ir::ICmpPred::Eq ? "s_xnor" : "s_xor"), {D(d), maskOf(a), maskOf(b)});
    }
    return;
  }
  bool wide = t.bits() == 64;
  if (!div(v)) {
    scalarCompare(in);
    emit("s_cselect_b32", {D(d), MOp::immediate(1), MOp::immediate(0)});
    return;
  }
  std::string m = std::string("v_cmp_") + cc + (wide ? (sgn ? "_i64" : "_u64") : (sgn ? "_i32" : "_u32")) + "_e64";
  if (wide) valu(m, {D(d)}, {V64(a), V64(b)});
  else if (t.bits() < 32) valu(m, {D(d)}, {ext32(a, sgn, true), ext32(b, sgn, true)});
  else valu(m, {D(d)}, {V(a), V(b)});
}

// SCC = a uniform integer compare (operands other than i1).
void ISel::scalarCompare(const ir::Inst& in) {
  ValueId a = in.operands[0], b = in.operands[1];
  ir::Type t = ty(a);
  auto p = in.icmp();
  bool sgn = isSigned(p);
  const char* cc = condCode(p, true);
  if (t.bits() == 64) {
    emit(std::string("s_cmp_") + cc + "_u64", {S64(a), S64(b)});
    return;
  }
  MOp x = t.bits() < 32 ? ext32(a, sgn, false) : S(a), y = t.bits() < 32 ? ext32(b, sgn, false) : S(b);
  if (x.kind == MOp::Kind::Imm && y.kind == MOp::Kind::Imm) {
    uint32_t r = sreg();
    emit("s_mov_b32", {D(r), x});
    x = R(r);
  }
  emit(std::string("s_cmp_") + cc + (sgn ? "_i32" : "_u32"), {x, y});
}

void ISel::selectFCmp(ValueId v, const ir::Inst& in) {
  static const char* kCc[] = {"eq", "lg", "lt", "le", "gt", "ge", "o", "nlg", "neq", "nge", "ngt", "nle", "nlt", "u"};
  ValueId a = in.operands[0], b = in.operands[1];
  bool wide = ty(a).kind == TypeKind::F64;
  uint32_t d = defReg(v);
  const char* sfx = wide ? "_f64" : ty(a).kind == TypeKind::F16 ? "_f16" : "_f32";
  std::string m = std::string("v_cmp_") + kCc[in.sub] + sfx + "_e64";
  if (wide) valu(m, {D(d)}, {V64(a), V64(b)});
  else valu(m, {D(d)}, {V(a), V(b)});
}

void ISel::selectSelect(ValueId v, const ir::Inst& in) {
  ValueId c = in.operands[0], a = in.operands[1], b = in.operands[2];
  uint32_t d = defReg(v);
  if (in.type.kind == TypeKind::I1) {
    if (!div(v)) {
      toScc(c);
      emit("s_cselect_b32", {D(d), S(a), S(b)});
      return;
    }
    MOp mc = maskOf(c), ma = maskOf(a), mb = maskOf(b);
    uint32_t t1 = maskReg(), t2 = maskReg();
    emit(st_.maskOp("s_and"), {D(t1), mc, ma});
    emit(st_.maskOp("s_andn2"), {D(t2), mb, mc});
    emit(st_.maskOp("s_or"), {D(d), R(t1), R(t2)});
    return;
  }
  unsigned n = sizeOf(d);
  if (clsOf(d) == RegClass::SGPR) {
    toScc(c);
    if (n == 2) emit("s_cselect_b64", {D(d), S64(a), S64(b)});
    else emit("s_cselect_b32", {D(d), S(a), S(b)});
    return;
  }
  MOp m = maskOf(c);
  if (n == 2) kill(d);
  for (unsigned h = 0; h < n; ++h)
    valu("v_cndmask_b32_e64", {n == 2 ? D(d, static_cast<uint8_t>(h), 1) : D(d)}, {V(b, h), V(a, h)}, {m});
}

void ISel::selectFloat(ValueId v, const ir::Inst& in) {
  bool wide = in.type.kind == TypeKind::F64;
  bool isHalf = in.type.kind == TypeKind::F16;
  uint32_t d = defReg(v);
  const auto& o = in.operands;
  if (in.op == Op::FNeg || in.op == Op::FAbs) {
    // The sign bit of the value (an f16 in the low half; the high half is don't-care).
    uint32_t maskBits = in.op == Op::FNeg ? (isHalf ? 0x8000u : 0x80000000u) : (isHalf ? 0x7fffu : 0x7fffffffu);
    unsigned hi = wide ? 1 : 0;
    if (wide) kill(d);
    if (clsOf(d) == RegClass::SGPR) {
      if (wide) emit("s_mov_b32", {D(d, 0, 1), S(o[0], 0)});
      emit(in.op == Op::FNeg ? "s_xor_b32" : "s_and_b32", {wide ? D(d, 1, 1) : D(d), S(o[0], hi), MOp::immediate(maskBits, true)});
      return;
    }
    if (wide) emit("v_mov_b32_e32", {D(d, 0, 1), V(o[0], 0)});
    MOp src = toV(V(o[0], hi));
    emit(in.op == Op::FNeg ? "v_xor_b32_e32" : "v_and_b32_e32", {wide ? D(d, 1, 1) : D(d), MOp::immediate(maskBits, true), src});
    return;
  }
  auto src = [&](size_t i) { return wide ? V64(o[i]) : V(o[i]); };
  if (isHalf) {
    // The GFX9+ f16 VALU (VOP3 forms): one rounding in the MODE's f16 rounding and denormal
    // controls (.amdhsa_float_*_16_64), which is what the IR's f16 ops mean. v_sqrt_f16 is
    // what clang-19 selects for llvm.sqrt.f16.
    const char* m = nullptr;
    switch (in.op) {
      case Op::FAdd: m = "v_add_f16_e64"; break;
      case Op::FSub: m = "v_sub_f16_e64"; break;
      case Op::FMul: m = "v_mul_f16_e64"; break;
      case Op::FMA: m = "v_fma_f16"; break;
      case Op::FMin: m = "v_min_f16_e64"; break;
      case Op::FMax: m = "v_max_f16_e64"; break;
      case Op::Sqrt: m = "v_sqrt_f16_e64"; break;
      case Op::Floor: m = "v_floor_f16_e64"; break;
      case Op::Ceil: m = "v_ceil_f16_e64"; break;
      case Op::FTrunc: m = "v_trunc_f16_e64"; break;
      case Op::Rint: m = "v_rndne_f16_e64"; break;
      default: unsupported(std::string("f16 ") + ir::opName(in.op));
    }
    std::vector<MOp> srcs;
    for (size_t i = 0; i < o.size(); ++i) srcs.push_back(src(i));
    if (in.op == Op::FMin || in.op == Op::FMax) {
      // IEEE-mode v_min/v_max return a quiet NaN for a signaling NaN operand; the IR's minNum
      // returns the other operand. Quieting both first (v_max_f16 x, x) gives that, as clang
      // does for llvm.minnum.f16.
      for (MOp& x : srcs) {
        uint32_t q = vgpr();
        valu("v_max_f16_e64", {D(q)}, {x, x});
        x = R(q);
      }
    }
    valu(m, {D(d)}, srcs);
    return;
  }
  const char* sfx = wide ? "_f64" : "_f32";
  switch (in.op) {
    case Op::FAdd: valu(wide ? "v_add_f64" : "v_add_f32_e64", {D(d)}, {src(0), src(1)}); return;
    case Op::FSub:
      if (wide) {
        // No v_sub_f64: a + (-b) with the neg modifier. The only immediate V64 gives is +0.0,
        // and a - (+0.0) is max(a, a), a canonicalised (-0.0 stays -0.0; a + 0 would make it +0.0).
        std::vector<MOp> s{src(0), src(1)};
        legalize(s);
        if (s[1].kind == MOp::Kind::Imm) {
          emit("v_max_f64", {D(d), s[0], s[0]});
          return;
        }
        s[1].neg = true;
        emit("v_add_f64", {D(d), s[0], s[1]});
      } else {
        valu("v_sub_f32_e64", {D(d)}, {src(0), src(1)});
      }
      return;
    case Op::FMul: valu(wide ? "v_mul_f64" : "v_mul_f32_e64", {D(d)}, {src(0), src(1)}); return;
    case Op::FMA: valu(std::string("v_fma") + sfx, {D(d)}, {src(0), src(1), src(2)}); return;
    case Op::FMin: valu(wide ? "v_min_f64" : "v_min_f32_e64", {D(d)}, {src(0), src(1)}); return;
    case Op::FMax: valu(wide ? "v_max_f64" : "v_max_f32_e64", {D(d)}, {src(0), src(1)}); return;
    case Op::Sqrt:
      if (wide) unsupported("sqrt f64 (expanded before the back end)");
      valu("v_sqrt_f32_e64", {D(d)}, {src(0)});
      return;
    case Op::Floor: valu(std::string("v_floor") + sfx + "_e64", {D(d)}, {src(0)}); return;
    case Op::Ceil: valu(std::string("v_ceil") + sfx + "_e64", {D(d)}, {src(0)}); return;
    case Op::FTrunc: valu(std::string("v_trunc") + sfx + "_e64", {D(d)}, {src(0)}); return;
    case Op::Rint: valu(std::string("v_rndne") + sfx + "_e64", {D(d)}, {src(0)}); return;
    default: unsupported(ir::opName(in.op));
  }
}

// A segment pointer (32-bit LDS or private offset) to a flat one and back (AMDGPUUsage,
// "Address Spaces"): the flat address is the aperture's base (its high dword, read from
// src_shared_base / src_private_base, as clang does on GFX9+) with the offset as low dword;
// the segment null (0xffffffff) and the flat null (0) map to each other.
void ISel::selectApertureCast(ValueId v, const ir::Inst& in, ir::AddrSpace seg, bool toFlat) {
  ValueId a = in.operands[0];
  uint32_t d = defReg(v);
  bool vec = clsOf(d) == RegClass::VGPR;
  if (!toFlat) {
    if (!vec) {
      emit("s_cmp_lg_u64", {S64(a), MOp::immediate(0)});
      emit("s_cselect_b32", {D(d), S(a, 0), MOp::immediate(-1)});
    } else {
      uint32_t m = maskReg();
      valu("v_cmp_ne_u64_e64", {D(m)}, {MOp::immediate(0), V64(a)});
      valu("v_cndmask_b32_e64", {D(d)}, {MOp::immediate(-1), V(a, 0)}, {R(m)});
    }
    return;
  }
  uint32_t ap = sreg(2);
  kill(ap);
  emit("s_mov_b64", {D(ap), MOp::phys(seg == ir::AddrSpace::Local ? "src_shared_base" : "src_private_base")});
  kill(d);
  if (!vec) {
    emit("s_cmp_lg_u32", {S(a), MOp::immediate(-1)});
    emit("s_cselect_b32", {D(d, 0, 1), S(a), MOp::immediate(0)});
    emit("s_cselect_b32", {D(d, 1, 1), R(ap, 1, 1), MOp::immediate(0)});
    return;
  }
  uint32_t m = maskReg();
  valu("v_cmp_ne_u32_e64", {D(m)}, {MOp::immediate(-1), V(a, 0)});
  valu("v_cndmask_b32_e64", {D(d, 0, 1)}, {MOp::immediate(0), V(a, 0)}, {R(m)});
  valu("v_cndmask_b32_e64", {D(d, 1, 1)}, {MOp::immediate(0), R(ap, 1, 1)}, {R(m)});
}

void ISel::selectCast(ValueId v, const ir::Inst& in) {
  ValueId a = in.operands[0];
  ir::Type from = ty(a), to = in.type;
  uint32_t d = defReg(v);
  bool vec = clsOf(d) == RegClass::VGPR;
  auto copy32 = [&](MOp dst, MOp src) {
    if (vec) emit("v_mov_b32_e32", {dst, src});
    else emit("s_mov_b32", {dst, src});
  };
  switch (in.op) {
    case Op::Bitcast: case Op::PtrToInt: case Op::IntToPtr: case Op::AddrSpaceCast: case Op::ZExt: case Op::SExt:
    case Op::Trunc: {
      if (in.op == Op::AddrSpaceCast) {
        bool fromSeg = from.space == ir::AddrSpace::Local || from.space == ir::AddrSpace::Private;
        bool toSeg = to.space == ir::AddrSpace::Local || to.space == ir::AddrSpace::Private;
        if (fromSeg != toSeg) {
          selectApertureCast(v, in, fromSeg ? from.space : to.space, fromSeg);
          return;
        }
      }
      unsigned fb = from.bits(), tb = to.bits();
      if (to.kind == TypeKind::I1) {
        // trunc to i1: the low bit.
        if (!div(v)) {
          emit("s_and_b32", {D(d), S(a, 0), MOp::immediate(1)});
        } else {
          uint32_t t = vgpr();
          valu("v_and_b32_e64", {D(t)}, {MOp::immediate(1), V(a, 0)});
          valu("v_cmp_ne_u32_e64", {D(d)}, {MOp::immediate(0), R(t)});
        }
        return;
      }
      bool sign = in.op == Op::SExt;
      if (tb <= 32) {
        MOp s = (fb < tb && (in.op == Op::ZExt || in.op == Op::SExt)) ? ext32(a, sign, vec) : (vec ? V(a, 0) : S(a, 0));
        if (s.kind == MOp::Kind::VReg && vec && clsOf(s.reg) == RegClass::VGPR) emit("v_mov_b32_e32", {D(d), s});
        else copy32(D(d), s);
        return;
      }
      // to 64 bits
      kill(d);
      if (fb > 32) {
        copy32(D(d, 0, 1), vec ? V(a, 0) : S(a, 0));
        copy32(D(d, 1, 1), vec ? V(a, 1) : S(a, 1));
        return;
      }
      MOp lo = ext32(a, sign, vec);
      copy32(D(d, 0, 1), lo);
      if (!sign) {
        copy32(D(d, 1, 1), MOp::immediate(0));
      } else if (vec) {
        MOp l = R(d, 0, 1);
        valu("v_ashrrev_i32_e64", {D(d, 1, 1)}, {MOp::immediate(31), l});
      } else {
        emit("s_ashr_i32", {D(d, 1, 1), R(d, 0, 1), MOp::immediate(31)});
      }
      return;
    }
    case Op::FPToSI: case Op::FPToUI: {
      if (to.bits() > 32) unsupported("float to 64-bit integer conversion (expanded before the back end)");
      if (from.kind == TypeKind::F16) unsupported("f16 to integer conversion (expanded before the back end)");
      bool s = in.op == Op::FPToSI;
      if (from.kind == TypeKind::F64) valu(s ? "v_cvt_i32_f64_e64" : "v_cvt_u32_f64_e64", {D(d)}, {V64(a)});
      else valu(s ? "v_cvt_i32_f32_e64" : "v_cvt_u32_f32_e64", {D(d)}, {V(a)});
      return;
    }
    case Op::SIToFP: case Op::UIToFP: {
      if (from.bits() > 32) unsupported("64-bit integer to float conversion (expanded before the back end)");
      if (to.kind == TypeKind::F16) unsupported("integer to f16 conversion (expanded before the back end)");
      bool s = in.op == Op::SIToFP;
      MOp x = ext32(a, s, true);
      if (to.kind == TypeKind::F64) valu(s ? "v_cvt_f64_i32_e64" : "v_cvt_f64_u32_e64", {D(d)}, {x});
      else valu(s ? "v_cvt_f32_i32_e64" : "v_cvt_f32_u32_e64", {D(d)}, {x});
      return;
    }
    case Op::FPExt:
      if (from.kind == TypeKind::F16 && to.kind == TypeKind::F32) valu("v_cvt_f32_f16_e64", {D(d)}, {V(a)});
      else if (from.kind == TypeKind::F32 && to.kind == TypeKind::F64) valu("v_cvt_f64_f32_e64", {D(d)}, {V(a)});
      else unsupported(std::string("fpext from ") + ir::typeName(from) + " to " + ir::typeName(to) + " (expanded before the back end)");
      return;
    case Op::FPTrunc:
      if (from.kind == TypeKind::F32 && to.kind == TypeKind::F16) valu("v_cvt_f16_f32_e64", {D(d)}, {V(a)});
      else if (from.kind == TypeKind::F64 && to.kind == TypeKind::F32) valu("v_cvt_f32_f64_e64", {D(d)}, {V64(a)});
      else unsupported(std::string("fptrunc from ") + ir::typeName(from) + " to " + ir::typeName(to) + " (expanded before the back end)");
      return;
    default: unsupported(ir::opName(in.op));
  }
}

// A VGPR pair holding a 64-bit address.
uint32_t ISel::vaddr64(ValueId ptr) {
  MOp p = V64(ptr);
  if (p.kind == MOp::Kind::VReg && clsOf(p.reg) == RegClass::VGPR) return p.reg;
  return toV(p.kind == MOp::Kind::Imm ? MOp::immediate(0) : p, 2).reg;
}

namespace {
const char* sizeSuffixLoad(unsigned bytes, bool global) {
  (void)global;
  switch (bytes) {
    case 1: return "ubyte";
    case 2: return "ushort";
    case 4: return "dword";
    default: return "dwordx2";
  }
}
const char* sizeSuffixStore(unsigned bytes) {
  switch (bytes) {
    case 1: return "byte";
    case 2: return "short";
    case 4: return "dword";
    default: return "dwordx2";
  }
}
}  // namespace

void ISel::selectLoad(ValueId v, const ir::Inst& in) {
  ValueId ptr = in.operands[0];
  ir::AddrSpace space = ty(ptr).space;
  unsigned bytes = in.type.kind == TypeKind::I1 ? 1 : in.type.bytes();
  uint32_t d = defReg(v);
  bool atomic = in.mem.order != ir::Order::NotAtomic;
  if (!div(v)) {
    // Uniform load from the constant address space: SMEM.
    uint32_t base;
    int64_t off = 0;
    const ir::Inst& pi = f_.values[ptr];
    if (pi.op == Op::PtrAdd && isConst(pi.operands[1]) && static_cast<int64_t>(constBits(pi.operands[1])) >= 0 &&
        constBits(pi.operands[1]) < (1u << 20)) {
      base = reg(pi.operands[0]);
      off = static_cast<int64_t>(constBits(pi.operands[1]));
    } else {
      base = reg(ptr);
    }
    if (bytes >= 4) {
      MInst& m = emit(bytes == 8 ? "s_load_dwordx2" : "s_load_dword", {D(d), R(base), MOp::immediate(off, true)});
      m.event = MemEvent::Smem;
      return;
    }
    // Sub-dword: the containing dword, when the address is a segment pointer (4-aligned) plus
    // constant offsets (a vector or struct argument's member: its place in the kernarg
    // segment, then the member's).
    ValueId root = ptr;
    int64_t total = 0;
    while (f_.values[root].op == Op::PtrAdd && isConst(f_.values[root].operands[1])) {
      int64_t c = static_cast<int64_t>(constBits(f_.values[root].operands[1]));
      if (c < 0 || total + c >= (1 << 20)) break;
      total += c;
      root = f_.values[root].operands[0];
    }
    const ir::Inst& bi = f_.values[root];
    bool alignedBase = bi.op == Op::Intrinsic && (bi.intrinsic() == ir::Intrinsic::KernargSegmentPtr ||
                                                  bi.intrinsic() == ir::Intrinsic::ImplicitArgPtr ||
                                                  bi.intrinsic() == ir::Intrinsic::DispatchPtr);
    if (alignedBase) {
      uint32_t t = sreg();
      MInst& m = emit("s_load_dword", {D(t), R(reg(root)), MOp::immediate(total & ~3ll, true)});
      m.event = MemEvent::Smem;
      if (total & 3) emit("s_lshr_b32", {D(d), R(t), MOp::immediate((total & 3) * 8)});
      else emit("s_mov_b32", {D(d), R(t)});
      return;
    }
    // Elsewhere (through a __constant pointer argument): SMEM has no load narrower than a
    // dword on these targets, and the containing dword may reach past the object's end. As
    // LLVM does, the value comes by VMEM and is read back from the first active lane.
    uint32_t a = vaddr64(ptr);
    uint32_t tv = vgpr();
    MInst& m = emit(std::string("global_load_") + sizeSuffixLoad(bytes, true), {D(tv), R(a), MOp::raw("off")});
    m.event = MemEvent::VmemLoad;
    emit("v_readfirstlane_b32", {D(d), R(tv)});
    return;
  }
  std::string bits;
  std::vector<MInst> after;
  uint16_t site = 0;
  if (atomic) {
    OrderingPlan plan = planOrdering(st_, memmodel::Op::Load, in.mem, tableSpace(space), true);
    site = openSite(plan);
    for (MInst& m : plan.before) cur_->insts.push_back(m);
    for (auto& b : plan.bits) bits += " " + b;
    after = plan.after;
  }
  const size_t accessFrom = cur_->insts.size();
  auto addBits = [&](MInst& m) {
    if (!bits.empty()) m.ops.push_back(MOp::raw(bits.substr(1)));
  };
  uint32_t dst = d;
  if (clsOf(d) != RegClass::VGPR) unsupported("non-uniform load into a scalar register");
  switch (space) {
    case ir::AddrSpace::Global: case ir::AddrSpace::Constant: {
      uint32_t a = vaddr64(ptr);
      MInst& m = emit(std::string("global_load_") + sizeSuffixLoad(bytes, true), {D(dst), R(a), MOp::raw("off")});
      m.event = MemEvent::VmemLoad;
      addBits(m);
      break;
    }
    case ir::AddrSpace::Generic: {
      uint32_t a = vaddr64(ptr);
      MInst& m = emit(std::string("flat_load_") + sizeSuffixLoad(bytes, false), {D(dst), R(a)});
      m.event = MemEvent::Flat;
      addBits(m);
      break;
    }
    case ir::AddrSpace::Local: {
      MOp a = toV(V(ptr));
      const char* mn = bytes == 1 ? "ds_read_u8" : bytes == 2 ? "ds_read_u16" : bytes == 4 ? "ds_read_b32" : "ds_read_b64";
      if (bytes == 8 && in.mem.align < 8) {
        kill(dst);
        MInst& m1 = emit("ds_read_b32", {D(dst, 0, 1), a});
        m1.event = MemEvent::Lds;
        MInst& m2 = emit("ds_read_b32", {D(dst, 1, 1), a, MOp::raw("offset:4")});
        m2.event = MemEvent::Lds;
        break;
      }
      MInst& m = emit(mn, {D(dst), a});
      m.event = MemEvent::Lds;
      break;
    }
    case ir::AddrSpace::Private: {
      // The private segment buffer is swizzled with 4-byte elements (consecutive lanes'
      // dwords are adjacent): a wider access is split into dwords, as LLVM does. GFX11 reads
      // the lane's private address through FLAT_SCRATCH (scratch_load vD, vaddr, off).
      MOp a = toV(V(ptr));
      if (bytes == 8) kill(dst);
      for (unsigned k = 0; k < (bytes == 8 ? 2u : 1u); ++k) {
        MOp part = bytes == 8 ? D(dst, static_cast<uint8_t>(k), 1) : D(dst);
        const char* size = sizeSuffixLoad(std::min(bytes, 4u), false);
        MInst& m = st_.archFlatScratch()
                       ? emit(std::string("scratch_load_") + size, {part, a, MOp::raw("off")})
                       : emit(std::string("buffer_load_") + size, {part, a, MOp::physGpr(RegClass::SGPR, 0, 4),
                                                                   MOp::immediate(0), MOp::raw("offen")});
        if (k) m.ops.push_back(MOp::raw("offset:4"));
        m.event = MemEvent::VmemLoad;
      }
      break;
    }
  }
  tagAccesses(accessFrom, site);
  for (MInst& m : after) cur_->insts.push_back(m);
}

void ISel::selectStore(const ir::Inst& in) {
  ValueId val = in.operands[0], ptr = in.operands[1];
  ir::AddrSpace space = ty(ptr).space;
  ir::Type t = ty(val);
  unsigned bytes = t.kind == TypeKind::I1 ? 1 : t.bytes();
  unsigned n = dwords(t);
  MOp data;
  if (t.kind == TypeKind::I1) data = toV(ext32(val, false, true));
  else data = toV(n == 2 ? V64(val) : V(val), n);
  std::string bits;
  std::vector<MInst> after;
  uint16_t site = 0;
  if (in.mem.order != ir::Order::NotAtomic) {
    OrderingPlan plan = planOrdering(st_, memmodel::Op::Store, in.mem, tableSpace(space), false);
    site = openSite(plan);
    for (MInst& m : plan.before) cur_->insts.push_back(m);
    for (auto& b : plan.bits) bits += " " + b;
    after = plan.after;
  }
  const size_t accessFrom = cur_->insts.size();
  auto addBits = [&](MInst& m) {
    if (!bits.empty()) m.ops.push_back(MOp::raw(bits.substr(1)));
  };
  switch (space) {
    case ir::AddrSpace::Global: case ir::AddrSpace::Constant: {
      uint32_t a = vaddr64(ptr);
      MInst& m = emit(std::string("global_store_") + sizeSuffixStore(bytes), {R(a), data, MOp::raw("off")});
      m.event = MemEvent::VmemStore;
      addBits(m);
      break;
    }
    case ir::AddrSpace::Generic: {
      uint32_t a = vaddr64(ptr);
      MInst& m = emit(std::string("flat_store_") + sizeSuffixStore(bytes), {R(a), data});
      m.event = MemEvent::Flat;
      addBits(m);
      break;
    }
    case ir::AddrSpace::Local: {
      MOp a = toV(V(ptr));
      if (bytes == 8 && in.mem.align < 8) {
        MOp lo = data, hi = data;
        lo.sub = 0; lo.count = 1; hi.sub = 1; hi.count = 1;
        MInst& m1 = emit("ds_write_b32", {a, lo});
        m1.event = MemEvent::Lds;
        MInst& m2 = emit("ds_write_b32", {a, hi, MOp::raw("offset:4")});
        m2.event = MemEvent::Lds;
        break;
      }
      const char* mn = bytes == 1 ? "ds_write_b8" : bytes == 2 ? "ds_write_b16" : bytes == 4 ? "ds_write_b32" : "ds_write_b64";
      MInst& m = emit(mn, {a, data});
      m.event = MemEvent::Lds;
      break;
    }
    case ir::AddrSpace::Private: {
      // Split into dwords like loads (the swizzled private segment buffer).
      MOp a = toV(V(ptr));
      for (unsigned k = 0; k < (bytes == 8 ? 2u : 1u); ++k) {
        MOp part = data;
        if (bytes == 8) {
          part.sub = static_cast<uint8_t>(data.sub + k);
          part.count = 1;
        }
        const char* size = sizeSuffixStore(std::min(bytes, 4u));
        MInst& m = st_.archFlatScratch()
                       ? emit(std::string("scratch_store_") + size, {a, part, MOp::raw("off")})
                       : emit(std::string("buffer_store_") + size, {part, a, MOp::physGpr(RegClass::SGPR, 0, 4),
                                                                    MOp::immediate(0), MOp::raw("offen")});
        if (k) m.ops.push_back(MOp::raw("offset:4"));
        m.event = MemEvent::VmemStore;
      }
      break;
    }
  }
  tagAccesses(accessFrom, site);
  for (MInst& m : after) cur_->insts.push_back(m);
}

void ISel::selectAtomic(ValueId v, const ir::Inst& in) {
  ValueId ptr = in.operands[0];
  ir::AddrSpace space = ty(ptr).space;
  bool cas = in.op == Op::CmpXchg;
  bool wide = in.type.bits() == 64;
  unsigned n = wide ? 2 : 1;
  bool returns = !users_[v].empty();
  uint32_t d = defReg(v);
  if (clsOf(d) != RegClass::VGPR) unsupported("atomic result in a scalar register");
  if (space == ir::AddrSpace::Private) unsupported("atomics on private memory");
  OrderingPlan plan = planOrdering(st_, cas ? memmodel::Op::Cmpxchg : memmodel::Op::Rmw, in.mem, tableSpace(space), returns);
  uint16_t site = openSite(plan);
  for (MInst& m : plan.before) cur_->insts.push_back(m);
  const size_t accessFrom = cur_->insts.size();
  std::string mods;
  for (auto& b : plan.bits) mods += " " + b;
  bool lds = space == ir::AddrSpace::Local;
  if (returns && !lds && mods.find(st_.returnBit) == std::string::npos) mods = " " + st_.returnBit + mods;
  std::string name;
  if (lds) {
    static const char* k32[] = {"wrxchg_rtn_b32", "add_rtn_u32", "sub_rtn_u32", "and_rtn_b32", "or_rtn_b32", "xor_rtn_b32",
                                "min_rtn_i32", "max_rtn_i32", "min_rtn_u32", "max_rtn_u32", "add_rtn_f32"};
    static const char* k64[] = {"wrxchg_rtn_b64", "add_rtn_u64", "sub_rtn_u64", "and_rtn_b64", "or_rtn_b64", "xor_rtn_b64",
                                "min_rtn_i64", "max_rtn_i64", "min_rtn_u64", "max_rtn_u64", nullptr};
    // GFX11 renamed ds_cmpst to ds_cmpstore and swapped its data operands (data0 = the new
    // value, data1 = the compare value; ds_cmpst has data0 = compare).
    const char* cmpst = st_.gfx11 ? (wide ? "cmpstore_rtn_b64" : "cmpstore_rtn_b32") : (wide ? "cmpst_rtn_b64" : "cmpst_rtn_b32");
    const char* k = cas ? cmpst : (wide ? k64 : k32)[in.sub];
    if (!k) unsupported("64-bit LDS float atomic");
    name = std::string("ds_") + k;
    MOp a = toV(V(ptr));
    std::vector<MOp> ops{D(d), a};
    if (cas) {
      MOp cmp = toV(wide ? V64(in.operands[1]) : V(in.operands[1]), n);
      MOp nv = toV(wide ? V64(in.operands[2]) : V(in.operands[2]), n);
      ops.push_back(st_.gfx11 ? nv : cmp);
      ops.push_back(st_.gfx11 ? cmp : nv);
    } else {
      ops.push_back(toV(wide ? V64(in.operands[1]) : V(in.operands[1]), n));
    }
    MInst& m = emit(name, ops);
    m.event = MemEvent::Lds;
  } else {
    static const char* kOps[] = {"swap", "add", "sub", "and", "or", "xor", "smin", "smax", "umin", "umax", "add_f32"};
    std::string op = cas ? "cmpswap" : kOps[in.sub];
    if (!cas && in.atomic() == ir::AtomicOp::FAdd) {
      // global_atomic_add_f32: gfx90a and GFX11 (LLVM FeatureAtomicFaddRtnInsts).
      if (!(st_.gfx90a || st_.gfx11) || wide) unsupported("floating-point atomic add on " + st_.name);
    }
    bool flat = space == ir::AddrSpace::Generic;
    name = std::string(flat ? "flat_atomic_" : "global_atomic_") + op + (wide ? "_x2" : "");
    uint32_t a = vaddr64(ptr);
    MOp data;
    if (cas) {
      // data = {new, compare}: the new value in the low half of the tuple.
      uint32_t t = vgpr(2 * n);
      kill(t);
      for (unsigned h = 0; h < n; ++h) {
        emit("v_mov_b32_e32", {D(t, static_cast<uint8_t>(h), 1), V(in.operands[2], h)});
        emit("v_mov_b32_e32", {D(t, static_cast<uint8_t>(n + h), 1), V(in.operands[1], h)});
      }
      data = R(t);
    } else {
      data = toV(wide ? V64(in.operands[1]) : V(in.operands[1]), n);
    }
    std::vector<MOp> ops;
    if (returns) ops.push_back(D(d));
    ops.push_back(R(a));
    ops.push_back(data);
    if (!flat) ops.push_back(MOp::raw("off"));
    if (!mods.empty()) ops.push_back(MOp::raw(mods.substr(1)));
    MInst& m = emit(name, ops);
    m.event = flat ? MemEvent::Flat : (returns ? MemEvent::VmemAtomicRet : MemEvent::VmemAtomic);
  }
  tagAccesses(accessFrom, site);
  for (MInst& m : plan.after) cur_->insts.push_back(m);
}

void ISel::selectIntrinsic(ValueId v, const ir::Inst& in) {
  using I = ir::Intrinsic;
  const auto& o = in.operands;
  bool wide = in.type.kind == TypeKind::F64;
  switch (in.intrinsic()) {
    case I::WorkitemId: {
      uint32_t d = defReg(v);
      unsigned dim = static_cast<unsigned>(in.imm);
      if (dim > 2) unsupported("work-item id dimension");
      if (clsOf(d) != RegClass::VGPR) unsupported("uniform work-item id");
      if (st_.packedWorkitemIds()) {
        valu("v_bfe_u32", {D(d)}, {MOp::physGpr(RegClass::VGPR, 0, 1), MOp::immediate(10 * dim), MOp::immediate(10)});
      } else {
        emit("v_mov_b32_e32", {D(d), MOp::physGpr(RegClass::VGPR, dim, 1)});
      }
      return;
    }
    case I::WorkgroupId: {
      uint32_t d = defReg(v);
      unsigned dim = static_cast<unsigned>(in.imm);
      MOp src = MOp::physGpr(RegClass::SGPR, mf_.inputs.workgroupSgpr[dim], 1);
      if (clsOf(d) == RegClass::VGPR) emit("v_mov_b32_e32", {D(d), src});
      else emit("s_mov_b32", {D(d), src});
      return;
    }
    case I::KernargSegmentPtr: case I::ImplicitArgPtr: case I::DispatchPtr: {
      uint32_t d = defReg(v);
      bool disp = in.intrinsic() == I::DispatchPtr;
      unsigned base = disp ? mf_.inputs.dispatchSgpr : mf_.inputs.kernargSgpr;
      uint32_t off = in.intrinsic() == I::ImplicitArgPtr ? K_.hiddenOffset : 0;
      bool vec = clsOf(d) == RegClass::VGPR;
      kill(d);
      if (vec) {
        emit("v_mov_b32_e32", {D(d, 0, 1), MOp::physGpr(RegClass::SGPR, base, 1)});
        emit("v_mov_b32_e32", {D(d, 1, 1), MOp::physGpr(RegClass::SGPR, base + 1, 1)});
        if (off) unsupported("divergent implicit-argument pointer");
        return;
      }
      emit("s_add_u32", {D(d, 0, 1), MOp::physGpr(RegClass::SGPR, base, 1), lit(off)});
      emit("s_addc_u32", {D(d, 1, 1), MOp::physGpr(RegClass::SGPR, base + 1, 1), MOp::immediate(0)});
      return;
    }
    case I::GlobalAddr: {
      // PC-relative, as clang addresses program-scope data: s_getpc_b64, then the symbol's
      // R_AMDGPU_REL32_LO/HI offsets from there (one bundle, see MInst::pcrel).
      if (!globals_ || in.imm >= globals_->size()) unsupported("the address of an unknown global");
      uint32_t d = defReg(v);
      uint32_t s = clsOf(d) == RegClass::VGPR ? sreg(2) : d;
      MInst& m = emit("s_getpc_b64", {D(s)});
      m.pcrel = (*globals_)[in.imm].name;
      if (s != d) {
        kill(d);
        emit("v_mov_b32_e32", {D(d, 0, 1), R(s, 0, 1)});
        emit("v_mov_b32_e32", {D(d, 1, 1), R(s, 1, 1)});
      }
      return;
    }
    case I::Barrier:
      emit("s_barrier", {});
      return;
    case I::MbcntLo: case I::MbcntHi: {
      uint32_t d = defReg(v);
      valu(in.intrinsic() == I::MbcntLo ? "v_mbcnt_lo_u32_b32" : "v_mbcnt_hi_u32_b32", {D(d)}, {V(o[0]), V(o[1])});
      return;
    }
    case I::DsBpermute: case I::DsPermute: {
      uint32_t d = defReg(v);
      const char* op = in.intrinsic() == I::DsBpermute ? "ds_bpermute_b32" : "ds_permute_b32";
      MInst& m = emit(op, {D(d), toV(V(o[0])), toV(V(o[1]))});
      m.event = MemEvent::Lds;
      return;
    }
    case I::Rcp: case I::Rsq: case I::NativeSqrt: case I::NativeExp2: case I::NativeLog2: case I::NativeSin:
    case I::NativeCos: case I::FrexpMant: {
      static const std::map<I, const char*> kNames = {
          {I::Rcp, "v_rcp"}, {I::Rsq, "v_rsq"}, {I::NativeSqrt, "v_sqrt"}, {I::NativeExp2, "v_exp"},
          {I::NativeLog2, "v_log"}, {I::NativeSin, "v_sin"}, {I::NativeCos, "v_cos"}, {I::FrexpMant, "v_frexp_mant"}};
      uint32_t d = defReg(v);
      std::string m = std::string(kNames.at(in.intrinsic())) + (wide ? "_f64" : "_f32") + "_e64";
      if (wide && (in.intrinsic() == I::NativeExp2 || in.intrinsic() == I::NativeLog2 || in.intrinsic() == I::NativeSin ||
                   in.intrinsic() == I::NativeCos))
        unsupported(std::string(ir::intrinsicName(in.intrinsic())) + " on f64");
      valu(m, {D(d)}, {wide ? V64(o[0]) : V(o[0])});
      return;
    }
    case I::FrexpExp: {
      uint32_t d = defReg(v);
      bool w = ty(o[0]).kind == TypeKind::F64;
      valu(w ? "v_frexp_exp_i32_f64_e64" : "v_frexp_exp_i32_f32_e64", {D(d)}, {w ? V64(o[0]) : V(o[0])});
      return;
    }
    case I::Ldexp: {
      uint32_t d = defReg(v);
      valu(wide ? "v_ldexp_f64" : "v_ldexp_f32", {D(d)}, {wide ? V64(o[0]) : V(o[0]), V(o[1])});
      return;
    }
    case I::DivScale: case I::DivScaleFlag: {
      auto key = std::make_tuple(o[0], o[1], o[2]);
      auto it = divScale_.find(key);
      if (it == divScale_.end()) {
        bool w = ty(o[0]).kind == TypeKind::F64;
        uint32_t r = vgpr(w ? 2 : 1), m = maskReg();
        bool selNum = isConst(o[2]) && (constBits(o[2]) & 1);
        if (!isConst(o[2])) unsupported("div.scale with a non-constant selector");
        ValueId x = selNum ? o[0] : o[1];
        auto src = [&](ValueId y) { return w ? V64(y) : V(y); };
        valu(w ? "v_div_scale_f64" : "v_div_scale_f32", {D(r), D(m)}, {src(x), src(o[1]), src(o[0])});
        it = divScale_.emplace(key, std::make_pair(r, m)).first;
      }
      vmap_[v] = in.intrinsic() == I::DivScale ? it->second.first : it->second.second;
      return;
    }
    case I::DivFmas: {
      uint32_t d = defReg(v);
      MOp flag = maskOf(o[3]);
      emit(st_.maskOp("s_mov"), {MOp::phys(st_.vcc(), true), flag});
      auto src = [&](ValueId y) { return wide ? V64(y) : V(y); };
      MOp vcc = MOp::phys(st_.vcc());
      vcc.implicit = true;
      valu(wide ? "v_div_fmas_f64" : "v_div_fmas_f32", {D(d)}, {src(o[0]), src(o[1]), src(o[2])}, {vcc});
      return;
    }
    case I::DivFixup: {
      uint32_t d = defReg(v);
      auto src = [&](ValueId y) { return wide ? V64(y) : V(y); };
      valu(wide ? "v_div_fixup_f64" : "v_div_fixup_f32", {D(d)}, {src(o[0]), src(o[1]), src(o[2])});
      return;
    }
    case I::WaveSize: {
      uint32_t d = defReg(v);
      if (clsOf(d) == RegClass::VGPR) emit("v_mov_b32_e32", {D(d), MOp::immediate(st_.wave64 ? 64 : 32)});
      else emit("s_mov_b32", {D(d), MOp::immediate(st_.wave64 ? 64 : 32)});
      return;
    }
    case I::ReadFirstLane: case I::ReadLane: selectReadLane(v, in); return;
    case I::Ballot: selectBallot(v, in); return;
    case I::WaveReduce: case I::WaveScan: selectWaveReduceScan(v, in); return;
    case I::DsSwizzle: {
      uint32_t d = defReg(v);
      MInst& m = emit("ds_swizzle_b32", {D(d), toV(V(o[0])), MOp::raw(fmt::format("offset:{:#x}", in.imm))});
      m.event = MemEvent::Lds;
      return;
    }
    case I::UpdateDpp: selectUpdateDpp(v, in); return;
    case I::MemTime: case I::MemRealTime: case I::GetPc: {
      uint32_t d = defReg(v);
      uint32_t t = clsOf(d) == RegClass::SGPR ? d : sreg(2);
      if (in.intrinsic() == I::GetPc) {
        emit("s_getpc_b64", {D(t)});
      } else {
        MInst& m = emit(in.intrinsic() == I::MemTime ? "s_memtime" : "s_memrealtime", {D(t)});
        m.event = MemEvent::Smem;
      }
      if (t != d) {
        kill(d);
        for (unsigned h = 0; h < 2; ++h) emit("v_mov_b32_e32", {D(d, static_cast<uint8_t>(h), 1), R(t, static_cast<uint8_t>(h), 1)});
      }
      return;
    }
    case I::Sleep:
      emit("s_sleep", {MOp::immediate(static_cast<int64_t>(in.imm & 0xffff))});
      return;
    case I::Bfe: {
      uint32_t d = defReg(v);
      valu(in.imm ? "v_bfe_i32" : "v_bfe_u32", {D(d)}, {V(o[0]), V(o[1]), V(o[2])});
      return;
    }
    case I::Perm: {
      uint32_t d = defReg(v);
      valu("v_perm_b32", {D(d)}, {V(o[0]), V(o[1]), V(o[2])});
      return;
    }
    case I::Fmed3: {
      uint32_t d = defReg(v);
      valu("v_med3_f32", {D(d)}, {V(o[0]), V(o[1]), V(o[2])});
      return;
    }
    case I::Matrix: {
      // A, B and C into fresh VGPR tuples (contiguous; regalloc aligns them on gfx90a, as the
      // MFMA operands must be); MatrixPart reads D's dwords.
      // VGPRs serve as MFMA operands on gfx90a/gfx942 (AGPRs are not needed).
      const ir::MatrixOp& op = ir::matrixOps(st_.name, st_.wave64 ? 64 : 32)[ir::matrixIndex(in.imm)];
      size_t next = 0;
      auto tuple = [&](unsigned n) {
        uint32_t t = vgpr(n);
        if (n > 1) kill(t);
        for (unsigned k = 0; k < n; ++k)
          emit("v_mov_b32_e32", {n > 1 ? D(t, static_cast<uint8_t>(k), 1) : D(t), V(o.at(next++))});
        return t;
      };
      uint32_t a = tuple(op.a.dwords), b = tuple(op.b.dwords), c = tuple(op.cd.dwords);
      uint32_t idx = op.sparse ? tuple(1) : 0;  // SMFMAC's index: a VGPR (src2)
      if (next != o.size()) unsupported("matrix operands that do not match its instruction");
      // D is C's tuple (read and written), as clang ties them: a 16-bit WMMA result fills half
      // of each register and leaves C's other half (wmma.cl's f16 kernels read it), and an
      // MFMA whose D is exactly its C needs no wait for the overlap. SMFMAC has no C operand:
      // its vdst is the accumulator.
      MOp dst = D(c);
      dst.use = true;
      std::vector<MOp> ops = {dst, R(a), R(b), op.sparse ? R(idx) : R(c)};
      ir::MatrixMods mm = ir::matrixMods(in.imm);
      if (op.kind == ir::MatrixKind::Mfma) {
        if (mm.cbsz) ops.push_back(MOp::raw(fmt::format("cbsz:{}", mm.cbsz)));
        if (mm.abid) ops.push_back(MOp::raw(fmt::format("abid:{}", mm.abid)));
        // gfx942's f64 rows read the blgp field as neg (LLVM: the DGEMM forms' neg modifier).
        if (mm.blgp && op.blgp) ops.push_back(MOp::raw(fmt::format("blgp:{}", mm.blgp)));
        if (mm.blgp && !op.blgp)
          ops.push_back(MOp::raw(fmt::format("neg:[{},{},{}]", mm.blgp & 1, (mm.blgp >> 1) & 1, (mm.blgp >> 2) & 1)));
      } else {
        if (mm.opselHi) ops.push_back(MOp::raw("op_sel:[0,0,1]"));
        if (mm.signA || mm.signB) ops.push_back(MOp::raw(fmt::format("neg_lo:[{},{},0]", int{mm.signA}, int{mm.signB})));
        if (mm.clamp) ops.push_back(MOp::raw("clamp"));
      }
      emit(op.mnemonic, std::move(ops));
      vmap_[v] = static_cast<int>(c);
      return;
    }
    case I::MatrixPart: {
      uint32_t d = defReg(v);
      emit("v_mov_b32_e32", {D(d), R(reg(o[0]), static_cast<uint8_t>(in.imm), 1)});
      return;
    }
    case I::Count: break;
  }
  unsupported(std::string("intrinsic ") + ir::intrinsicName(in.intrinsic()));
}

// ---------------------------------------------------------------------------------------
// Sub-groups. A sub-group is the wave and its active lanes are EXEC's.

MOp ISel::dword(const MOp& o, unsigned h) {
  if (o.kind == MOp::Kind::Phys) return MOp::physGpr(o.physCls, o.physIndex + h, 1, o.def);
  MOp r = o;
  r.sub = static_cast<uint8_t>(o.sub + h);
  r.count = 1;
  r.partial = o.def;
  return r;
}

// EXEC = `lanes` (of the wave).
void ISel::setExec(uint64_t lanes) {
  if (!st_.wave64) {
    emit("s_mov_b32", {exec(true), lit(static_cast<uint32_t>(lanes))});
    return;
  }
  if (lanes == ~uint64_t{0}) {
    emit("s_mov_b64", {exec(true), MOp::immediate(-1)});
    return;
  }
  uint32_t m = sreg(2);
  kill(m);
  emit("s_mov_b32", {D(m, 0, 1), lit(static_cast<uint32_t>(lanes))});
  emit("s_mov_b32", {D(m, 1, 1), lit(static_cast<uint32_t>(lanes >> 32))});
  emit("s_mov_b64", {exec(true), R(m)});
}

// d = a op b (1 or 2 dwords): d and a VGPRs (the whole-wave registers), b VGPRs or SGPRs.
// Only whole-wave registers are written as VGPRs (see wwmBase_); SGPR temporaries are
// ordinary virtual registers, which hold no per-lane state.
void ISel::waveCombine(ir::WaveOp op, bool wide, const MOp& d, const MOp& a, const MOp& bIn) {
  using W = ir::WaveOp;
  // A 64-bit add or min/max also reads a lane mask (carry, compare); with an SGPR operand that
  // would be two constant-bus sources, which legalize() would fix with a fresh VGPR: not one
  // to write under a whole-wave EXEC. The SGPR goes to the free whole-wave pair U instead.
  MOp b = bIn;
  bool maskToo = op == W::Add || op == W::SMin || op == W::UMin || op == W::SMax || op == W::UMax;
  if (wide && maskToo && isScalarSrc(bIn)) {
    for (unsigned h = 0; h < 2; ++h) emit("v_mov_b32_e32", {dword(wwm(2, 2, true), h), dword(bIn, h)});
    b = wwm(2, 2);
  }
  auto each = [&](const char* m) {
    for (unsigned h = 0; h < (wide ? 2u : 1u); ++h) valu(m, {dword(d, h)}, {dword(a, h), dword(b, h)});
  };
  switch (op) {
    case W::Add:
      if (!wide) {
        valu(st_.vAdd32(), {d}, {a, b});
      } else {
        uint32_t c1 = maskReg(), c2 = maskReg();
        valu(st_.vAddCo(), {dword(d, 0), D(c1)}, {dword(a, 0), dword(b, 0)});
        valu(st_.vAddCi(), {dword(d, 1), D(c2)}, {dword(a, 1), dword(b, 1)}, {R(c1)});
      }
      return;
    case W::Mul:
      if (!wide) {
        valu("v_mul_lo_u32", {d}, {a, b});
      } else {
        // hi = hi(a0*b0) + a0*b1 + a1*b0 in the third whole-wave pair, then lo = a0*b0 (d may be a).
        MOp w0 = wwm(4, 1, true), w1 = wwm(5, 1, true), r0 = wwm(4, 1), r1 = wwm(5, 1);
        valu("v_mul_hi_u32", {w0}, {dword(a, 0), dword(b, 0)});
        valu("v_mul_lo_u32", {w1}, {dword(a, 0), dword(b, 1)});
        valu(st_.vAdd32(), {w0}, {r0, r1});
        valu("v_mul_lo_u32", {w1}, {dword(a, 1), dword(b, 0)});
        valu(st_.vAdd32(), {w0}, {r0, r1});
        valu("v_mul_lo_u32", {dword(d, 0)}, {dword(a, 0), dword(b, 0)});
        emit("v_mov_b32_e32", {dword(d, 1), r0});
      }
      return;
    case W::And: each("v_and_b32_e64"); return;
    case W::Or: each("v_or_b32_e64"); return;
    case W::Xor: each("v_xor_b32_e64"); return;
    case W::SMin: case W::UMin: case W::SMax: case W::UMax: {
      bool sgn = op == W::SMin || op == W::SMax, mn = op == W::SMin || op == W::UMin;
      if (!wide) {
        valu(fmt::format("v_{}_{}32_e64", mn ? "min" : "max", sgn ? "i" : "u"), {d}, {a, b});
        return;
      }
      uint32_t m = maskReg();
      valu(fmt::format("v_cmp_lt_{}64_e64", sgn ? "i" : "u"), {D(m)}, {a, b});
      // a < b: min keeps a, max takes b (v_cndmask: src1 where the mask is set).
      const MOp& t = mn ? a : b;
      const MOp& e = mn ? b : a;
      for (unsigned h = 0; h < 2; ++h) valu("v_cndmask_b32_e64", {dword(d, h)}, {dword(e, h), dword(t, h)}, {R(m)});
      return;
    }
    case W::FAdd: valu(wide ? "v_add_f64" : "v_add_f32_e64", {d}, {a, b}); return;
    case W::FMul: valu(wide ? "v_mul_f64" : "v_mul_f32_e64", {d}, {a, b}); return;
    case W::FMin: valu(wide ? "v_min_f64" : "v_min_f32_e64", {d}, {a, b}); return;
    case W::FMax: valu(wide ? "v_max_f64" : "v_max_f32_e64", {d}, {a, b}); return;
    case W::Count: break;
  }
  unsupported("wave operation");
}

// A fresh SGPR (tuple) holding lane `lane` of the VGPR (tuple) v.
uint32_t ISel::readLanes(const MOp& v, unsigned n, unsigned lane) {
  uint32_t r = sreg(n);
  if (n == 2) kill(r);
  for (unsigned h = 0; h < n; ++h)
    emit("v_readlane_b32", {n == 2 ? D(r, static_cast<uint8_t>(h), 1) : D(r), dword(v, h), MOp::immediate(lane)});
  return r;
}

// The result of a uniform-valued intrinsic, computed in SGPR `s`, into v's register (a VGPR
// when temporal divergence made v divergent).
void ISel::toResult(ValueId v, uint32_t s) {
  uint32_t d = defReg(v);
  unsigned n = sizeOf(d);
  if (n == 2) kill(d);
  for (unsigned h = 0; h < n; ++h) {
    MOp dst = n == 2 ? D(d, static_cast<uint8_t>(h), 1) : D(d);
    emit(clsOf(d) == RegClass::VGPR ? "v_mov_b32_e32" : "s_mov_b32", {dst, half(s, h)});
  }
}

// readfirstlane(x), readlane(x, lane): v_readfirstlane_b32 / v_readlane_b32 per dword. A
// lane index in a VGPR is made uniform first (the lowest active lane's), as LLVM does for
// llvm.amdgcn.readlane; an SGPR value is already the same in every lane.
void ISel::selectReadLane(ValueId v, const ir::Inst& in) {
  ValueId x = in.operands[0];
  unsigned n = dwords(ty(x));
  if (!isConst(x) && clsOf(reg(x)) == RegClass::SGPR) {
    toResult(v, reg(x));
    return;
  }
  if (isConst(x)) {
    toResult(v, reg(x));
    return;
  }
  uint32_t src = reg(x);
  uint32_t s = sreg(n);
  if (n == 2) kill(s);
  MOp lane;
  if (in.intrinsic() == ir::Intrinsic::ReadLane) {
    ValueId l = in.operands[1];
    if (isConst(l)) {
      lane = MOp::immediate(static_cast<int64_t>(constBits(l) & (st_.wave64 ? 63 : 31)));
    } else if (clsOf(reg(l)) == RegClass::SGPR) {
      lane = R(reg(l));
    } else {
      uint32_t t = sreg();
      emit("v_readfirstlane_b32", {D(t), R(reg(l))});
      lane = R(t);
    }
  }
  for (unsigned h = 0; h < n; ++h) {
    MOp dst = n == 2 ? D(s, static_cast<uint8_t>(h), 1) : D(s);
    if (in.intrinsic() == ir::Intrinsic::ReadLane) emit("v_readlane_b32", {dst, half(src, h), lane});
    else emit("v_readfirstlane_b32", {dst, half(src, h)});
  }
  toResult(v, s);
}

// ballot(c) = c's lane mask & EXEC, zero-extended to 64 bits in wave32.
void ISel::selectBallot(ValueId v, const ir::Inst& in) {
  MOp m = maskOf(in.operands[0]);
  uint32_t s = sreg(2);
  kill(s);
  if (st_.wave64) {
    emit("s_and_b64", {D(s), m, exec()});
  } else {
    emit("s_and_b32", {D(s, 0, 1), m, exec()});
    emit("s_mov_b32", {D(s, 1, 1), MOp::immediate(0)});
  }
  toResult(v, s);
}

// Reductions and scans over the active lanes, in whole wave mode (as LLVM's set_inactive +
// WWM lowering of sub-group operations): x goes to the whole-wave registers T under the
// current EXEC, the inactive lanes get the operation's identity, then with every lane on:
//   reduce: within each row of 16 lanes a butterfly of DPP moves (quad_perm [1,0,3,2] and
//     [2,3,0,1], row_half_mirror, row_mirror) leaves every lane with its row's total; the row
//     totals (lanes 0, 16, 32, 48) are combined through v_readlane into lane 0, read last.
//   scan: (exclusive: the values shift up one lane first, row_shr:1 and v_readlane/
//     v_writelane across the row boundaries, the identity into lane 0) a Hillis-Steele scan
//     within rows (row_shr:1, 2, 4, 8 into U preset to the identity: lanes whose source is
//     outside the row keep it), then each row adds the totals of the rows below it (lane 15,
//     31, 47 read back, added under EXEC masks of the rows above).
// Every DPP control used exists on GFX9, GFX90A, GFX10 and GFX11 (the row_bcast and wave_*
// ones GFX10+ lacks are avoided; v_readlane crosses the rows and halves instead of the
// permutes, which reach only 32 lanes in a GFX10+ wave64).
void ISel::selectWaveReduceScan(ValueId v, const ir::Inst& in) {
  if (!wwmBase_) unsupported("sub-group operation without whole-wave registers");
  ir::WaveOp op = ir::waveOp(in.imm);
  bool scan = in.intrinsic() == ir::Intrinsic::WaveScan;
  bool inclusive = (in.imm & ir::kWaveScanInclusive) != 0;
  ValueId x = in.operands[0];
  unsigned bits = ty(x).bits();
  bool wide = bits == 64;
  unsigned n = wide ? 2 : 1;
  uint64_t id = ir::waveIdentity(op, bits);
  const unsigned lanes = st_.wave64 ? 64 : 32;
  MOp T = wwm(0, n), Td = wwm(0, n, true), U = wwm(2, n), Ud = wwm(2, n, true);
  auto setIdentity = [&](const MOp& dst) {
    for (unsigned h = 0; h < n; ++h) emit("v_mov_b32_e32", {dword(dst, h), lit(static_cast<uint32_t>(id >> (32 * h)))});
  };
  auto dpp = [&](const MOp& dst, const MOp& src, const std::string& ctrl) {
    for (unsigned h = 0; h < n; ++h)
      emit("v_mov_b32_dpp", {dword(dst, h), dword(src, h), MOp::raw(ctrl + " row_mask:0xf bank_mask:0xf")});
  };
  // Enter: T = x in the active lanes, the identity in the others; then every lane on.
  uint32_t save = maskReg();
  emit(st_.maskOp("s_mov"), {D(save), exec()});
  for (unsigned h = 0; h < n; ++h) emit("v_mov_b32_e32", {dword(Td, h), V(x, h)});
  emit(st_.maskOp("s_not"), {exec(true), exec()});
  setIdentity(Td);
  setExec(~uint64_t{0});
  if (!scan) {
    for (const char* ctrl : {"quad_perm:[1,0,3,2]", "quad_perm:[2,3,0,1]", "row_half_mirror", "row_mirror"}) {
      dpp(Ud, T, ctrl);
      waveCombine(op, wide, Td, T, U);
    }
    std::vector<uint32_t> rows;
    for (unsigned r = 16; r < lanes; r += 16) rows.push_back(readLanes(T, n, r));
    for (uint32_t r : rows) waveCombine(op, wide, Td, T, R(r));
    uint32_t result = readLanes(T, n, 0);
    emit(st_.maskOp("s_mov"), {exec(true), R(save)});
    toResult(v, result);
    return;
  }
  if (!inclusive) {
    setIdentity(Ud);
    dpp(Ud, T, "row_shr:1");
    for (unsigned b = 16; b < lanes; b += 16) {
      uint32_t s = readLanes(T, n, b - 1);
      for (unsigned h = 0; h < n; ++h)
        emit("v_writelane_b32", {dword(Ud, h), half(s, h), MOp::immediate(b)});
    }
    for (unsigned h = 0; h < n; ++h) emit("v_mov_b32_e32", {dword(Td, h), dword(U, h)});
  }
  for (unsigned k = 1; k < 16; k *= 2) {
    setIdentity(Ud);
    dpp(Ud, T, fmt::format("row_shr:{}", k));
    waveCombine(op, wide, Td, U, T);
  }
  std::vector<uint32_t> totals;  // of rows 0, 1, (2): lanes 15, 31, (47)
  for (unsigned b = 16; b < lanes; b += 16) totals.push_back(readLanes(T, n, b - 1));
  for (unsigned r = 0; r < totals.size(); ++r) {
    uint64_t above = lanes == 64 ? ~uint64_t{0} << (16 * (r + 1)) : (0xffffffffu << (16 * (r + 1))) & 0xffffffffu;
    setExec(above);
    waveCombine(op, wide, Td, T, R(totals[r]));
  }
  emit(st_.maskOp("s_mov"), {exec(true), R(save)});
  uint32_t d = defReg(v);
  if (n == 2) kill(d);
  for (unsigned h = 0; h < n; ++h)
    emit("v_mov_b32_e32", {n == 2 ? D(d, static_cast<uint8_t>(h), 1) : D(d), dword(T, h)});
}

// update_dpp(old, src): v_mov_b32_dpp into a register holding `old` (lanes it does not write
// keep it). The control is one the front end checked for the target.
void ISel::selectUpdateDpp(ValueId v, const ir::Inst& in) {
  uint32_t d = defReg(v);
  emit("v_mov_b32_e32", {D(d), V(in.operands[0])});
  unsigned c = ir::dppCtrl(in.imm);
  std::string ctrl;
  if (c <= 0xff) ctrl = fmt::format("quad_perm:[{},{},{},{}]", c & 3, (c >> 2) & 3, (c >> 4) & 3, (c >> 6) & 3);
  else if (c >= 0x101 && c <= 0x10f) ctrl = fmt::format("row_shl:{}", c & 15);
  else if (c >= 0x111 && c <= 0x11f) ctrl = fmt::format("row_shr:{}", c & 15);
  else if (c >= 0x121 && c <= 0x12f) ctrl = fmt::format("row_ror:{}", c & 15);
  else if (c == 0x130) ctrl = "wave_shl:1";
  else if (c == 0x134) ctrl = "wave_rol:1";
  else if (c == 0x138) ctrl = "wave_shr:1";
  else if (c == 0x13c) ctrl = "wave_ror:1";
  else if (c == 0x140) ctrl = "row_mirror";
  else if (c == 0x141) ctrl = "row_half_mirror";
  else if (c == 0x142) ctrl = "row_bcast:15";
  else if (c == 0x143) ctrl = "row_bcast:31";
  else if (c >= 0x150 && c <= 0x15f) ctrl = fmt::format("{}:{}", st_.gfx90a ? "row_newbcast" : "row_share", c & 15);
  else if (c >= 0x160 && c <= 0x16f) ctrl = fmt::format("row_xmask:{}", c & 15);
  else unsupported(fmt::format("DPP control {:#x}", c));
  ctrl += fmt::format(" row_mask:{:#x} bank_mask:{:#x}", ir::dppRowMask(in.imm), ir::dppBankMask(in.imm));
  if (ir::dppBoundCtrl(in.imm)) ctrl += " bound_ctrl:1";
  MInst& m = emit("v_mov_b32_dpp", {D(d), toV(V(in.operands[1])), MOp::raw(ctrl)});
  m.ops[0].partial = true;
  m.ops[0].use = true;
}

}  // namespace

MFunction selectInstructions(const ir::Function& f, const Subtarget& st, const Layout& layout, const Uniformity& uni,
                             const KernargLayout& kernargs, const std::vector<ir::Global>* globals) {
  ISel isel(f, st, layout, uni, kernargs, globals);
  return isel.run();
}

}  // namespace gfxsim::codegen
