// Uniformity (divergence) analysis over the IR, to a fixed point:
//  * sources: work-item ids, mbcnt, ds_bpermute, loads other than uniform-address loads from
//    the constant address space (global memory may be written by the kernel itself, and a
//    private alloca's contents are per lane), atomics (each lane gets its own old value);
//  * values the scalar unit cannot compute (floating point, 64-bit ordered compares, float
//    helper intrinsics) are placed in VGPRs too: they are treated as divergent, which is
//    always safe (a branch on one becomes an EXEC-masked branch);
//  * data dependence: an instruction with a divergent operand is divergent, except the
//    cross-lane reads whose result is one value for the wave (readlane, readfirstlane,
//    ballot, sub-group reductions: uniformResult);
//  * sync dependence: for a divergent CondBr in block D with immediate post-dominator P, the
//    influence region is every block reachable from D's successors before P. Phis in the
//    region and in P merge lanes that took different paths: divergent. Values defined in the
//    region and used outside it (temporal divergence: a loop with a divergent exit, whose
//    lanes leave in different iterations) are divergent.
#include "codegen/uniformity.h"

#include "ir/analysis.h"

namespace gfxsim::codegen {

using ir::Op;

namespace {

// One value for the whole wave whatever the operands: the cross-lane reads that gather the
// active lanes into a scalar (v_readlane, v_readfirstlane, a ballot, a reduction).
bool uniformResult(const ir::Inst& in) {
  if (in.op != Op::Intrinsic) return false;
  switch (in.intrinsic()) {
    case ir::Intrinsic::ReadFirstLane: case ir::Intrinsic::ReadLane: case ir::Intrinsic::Ballot:
    case ir::Intrinsic::WaveReduce:
      return true;
    default:
      return false;
  }
}

// Results the scalar unit cannot produce: always VGPR-resident.
bool vectorOnly(const ir::Function& f, const ir::Inst& in) {
  switch (in.op) {
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FDiv: case Op::FRem: case Op::FMA:
    case Op::FMin: case Op::FMax: case Op::Sqrt: case Op::Floor: case Op::Ceil: case Op::FTrunc:
    case Op::Rint: case Op::FCmp: case Op::FPToSI: case Op::FPToUI: case Op::SIToFP:
    case Op::UIToFP: case Op::FPExt: case Op::FPTrunc:
      return true;
    case Op::FNeg: case Op::FAbs:
      return false;
    case Op::ICmp: {
      // SALU compares 64-bit values for (in)equality only.
      auto p = in.icmp();
      return f.typeOf(in.operands[0]).bits() == 64 && p != ir::ICmpPred::Eq && p != ir::ICmpPred::Ne;
    }
    case Op::MulHiU: case Op::MulHiS: case Op::SMin: case Op::SMax: case Op::UMin: case Op::UMax:
      return in.type.bits() == 64;
    case Op::Intrinsic:
      switch (in.intrinsic()) {
        case ir::Intrinsic::WorkgroupId: case ir::Intrinsic::KernargSegmentPtr:
        case ir::Intrinsic::ImplicitArgPtr: case ir::Intrinsic::DispatchPtr: case ir::Intrinsic::Barrier:
        case ir::Intrinsic::GlobalAddr:
        case ir::Intrinsic::WaveSize: case ir::Intrinsic::MemTime: case ir::Intrinsic::MemRealTime:
        case ir::Intrinsic::GetPc: case ir::Intrinsic::Sleep:
          return false;
        default:
          return !uniformResult(in);
      }
    default:
      return false;
  }
}

// Whether a sub-dword scalar load from `ptr` can read its containing dword: the kernarg
// segment, the hidden arguments and the dispatch packet are 4-aligned, and a constant offset
// from them is known. Any other constant-space pointer (program-scope data, a __constant
// argument) may be at any byte, so such a load is a vector load (global_load_ubyte).
bool scalarSubDwordOk(const ir::Function& f, ir::ValueId ptr) {
  const ir::Inst* p = &f[ptr];
  if (p->op == Op::PtrAdd) {
    if (!f.isConst(p->operands[1])) return false;
    p = &f[p->operands[0]];
  }
  return p->op == Op::Intrinsic &&
         (p->intrinsic() == ir::Intrinsic::KernargSegmentPtr || p->intrinsic() == ir::Intrinsic::ImplicitArgPtr ||
          p->intrinsic() == ir::Intrinsic::DispatchPtr);
}

bool sourceOfDivergence(const ir::Function& f, const ir::Inst& in, const std::vector<bool>& div) {
  switch (in.op) {
    case Op::Load:
      return f.typeOf(in.operands[0]).space != ir::AddrSpace::Constant || div[in.operands[0]] ||
             in.mem.order != ir::Order::NotAtomic || (in.type.bytes() < 4 && !scalarSubDwordOk(f, in.operands[0]));
    case Op::AtomicRMW: case Op::CmpXchg:
      return true;
    case Op::Intrinsic:
      switch (in.intrinsic()) {
        case ir::Intrinsic::WorkitemId: case ir::Intrinsic::MbcntLo: case ir::Intrinsic::MbcntHi:
        case ir::Intrinsic::DsBpermute: case ir::Intrinsic::Matrix: case ir::Intrinsic::MatrixPart:
          return true;
        default:
          return false;
      }
    default:
      return false;
  }
}

}  // namespace

Uniformity analyzeUniformity(const ir::Function& f, const Layout& layout) {
  Uniformity u;
  u.divergent.assign(f.values.size(), false);
  auto& div = u.divergent;
  std::vector<bool> branchDone(f.blocks.size(), false);
  bool changed = true;
  while (changed) {
    changed = false;
    auto mark = [&](ir::ValueId v) {
      if (!div[v]) {
        div[v] = true;
        changed = true;
      }
    };
    // Data dependence, in linear order (loops iterate through the outer fixed point).
    for (ir::BlockId b : layout.order)
      for (ir::ValueId v : f.blocks[b].insts) {
        const ir::Inst& in = f.values[v];
        if (in.type.kind == ir::TypeKind::Void || div[v]) continue;
        bool d = vectorOnly(f, in) || sourceOfDivergence(f, in, div);
        if (!d && in.op != Op::Load && !uniformResult(in))
          for (ir::ValueId o : in.operands)
            if (div[o]) d = true;
        if (d) mark(v);
      }
    // Sync dependence of each divergent branch.
    for (ir::BlockId d : layout.order) {
      const ir::Inst& t = f.values[f.blocks[d].insts.back()];
      if (t.op != Op::CondBr || !div[t.operands[0]] || branchDone[d]) continue;
      branchDone[d] = true;
      changed = true;
      ir::BlockId p = layout.pdom.inTree[d] ? layout.pdom.idom[d] : ir::kNoBlock;
      std::vector<bool> inRegion(f.blocks.size(), false);
      std::vector<ir::BlockId> work;
      for (ir::BlockId s : t.targets)
        if (s != p && !inRegion[s]) {
          inRegion[s] = true;
          work.push_back(s);
        }
      while (!work.empty()) {
        ir::BlockId b = work.back();
        work.pop_back();
        for (ir::BlockId s : f.successors(b))
          if (s != p && !inRegion[s]) {
            inRegion[s] = true;
            work.push_back(s);
          }
      }
      for (ir::BlockId b = 0; b < f.blocks.size(); ++b) {
        if (!inRegion[b] && b != p) continue;
        for (ir::ValueId v : f.blocks[b].insts)
          if (f.values[v].op == Op::Phi) mark(v);
      }
      // Temporal divergence: region values used outside the region.
      for (ir::BlockId b = 0; b < f.blocks.size(); ++b)
        for (ir::ValueId v : f.blocks[b].insts) {
          const ir::Inst& in = f.values[v];
          bool userOutside = !inRegion[b];
          if (!userOutside) continue;
          for (size_t k = 0; k < in.operands.size(); ++k) {
            ir::ValueId o = in.operands[k];
            const ir::Inst& def = f.values[o];
            if (def.block == ir::kNoBlock || !inRegion[def.block] || div[o]) continue;
            if (def.type.kind == ir::TypeKind::Void) continue;
            mark(o);
          }
        }
    }
  }
  return u;
}

}  // namespace gfxsim::codegen
