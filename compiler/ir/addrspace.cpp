// inferAddressSpaces (passes.h): generic pointers that are casts of segment pointers become
// the segment pointers again, as LLVM's InferAddressSpaces pass does for clang's output.
//
// OpenCL C 2.0 code passes &private_variable to functions taking generic pointers (PyOpenCL's
// Random123 generators: gen_bits(&key, &ctr)). Once the calls are inlined and the parameter
// slots promoted, the accesses go through `addrspacecast ptr.private -> ptr.generic`; a
// generic access would need FLAT instructions reaching private memory through the aperture
// (AMDGPUUsage, "Address Spaces"), and it would keep the allocas out of mem2reg.
#include <algorithm>
#include <vector>

#include "ir/passes.h"
#include "ir/transform.h"

namespace gfxsim::ir {

namespace {

// Every transitive use of v (through PtrAdd) is an access at it or a cast back to `space`:
// then the whole tree may live in `space`. `tree` collects the PtrAdds, `uses` maps values
// to their users.
bool rewritable(const Function& f, ValueId v, AddrSpace space, const std::vector<std::vector<ValueId>>& uses,
                std::vector<ValueId>& tree, size_t budget) {
  for (ValueId u : uses[v]) {
    const Inst& in = f[u];
    switch (in.op) {
      case Op::Load:
        if (in.mem.order != Order::NotAtomic) return false;
        break;
      case Op::Store:
        // The address only: a stored pointer escapes in its own space.
        if (in.operands[0] == v || in.mem.order != Order::NotAtomic) return false;
        break;
      case Op::PtrAdd:
        if (in.operands[0] != v || tree.size() >= budget) return false;
        tree.push_back(u);
        if (!rewritable(f, u, space, uses, tree, budget)) return false;
        break;
      case Op::AddrSpaceCast:
        if (in.type.space != space) return false;
        break;
      default: return false;
    }
  }
  return true;
}

}  // namespace

bool inferAddressSpaces(Function& f) {
  std::vector<std::vector<ValueId>> uses(f.values.size());
  for (const Block& b : f.blocks)
    for (ValueId v : b.insts)
      for (ValueId o : f[v].operands) uses[o].push_back(v);
  bool changed = false;
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    for (size_t pos = 0; pos < f.blocks[b].insts.size(); ++pos) {
      ValueId cast = f.blocks[b].insts[pos];
      const Inst& ci = f[cast];
      if (ci.op != Op::AddrSpaceCast || ci.type.space != AddrSpace::Generic) continue;
      ValueId src = ci.operands[0];
      AddrSpace space = f.typeOf(src).space;
      if (space == AddrSpace::Generic) continue;
      std::vector<ValueId> tree;
      if (!rewritable(f, cast, space, uses, tree, 4096)) continue;
      Type segPtr = f.typeOf(src);
      // PtrAdds in tree order (each after its base): retype them, the offsets narrowed to
      // the segment pointer's width.
      for (ValueId p : tree) {
        Inst& in = f[p];
        ValueId off = in.operands[1];
        if (segPtr.bits() == 32 && f.typeOf(off).bits() == 64) {
          if (f.isConst(off)) {
            off = f.constI32(static_cast<uint32_t>(f[off].imm));
          } else {
            Inst t;
            t.op = Op::Trunc;
            t.type = Type::i32();
            t.operands = {off};
            t.block = f[p].block;
            if (!f[p].name.empty()) t.name = f[p].name + ".off";
            f.values.push_back(t);
            ValueId tv = static_cast<ValueId>(f.values.size() - 1);
            uses.emplace_back();
            std::vector<ValueId>& insts = f.blocks[f[p].block].insts;
            insts.insert(std::find(insts.begin(), insts.end(), p), tv);
            off = tv;
          }
        }
        Inst& pi = f[p];
        pi.operands[1] = off;
        pi.type = segPtr;
      }
      // Casts back to the segment are the segment pointers themselves.
      std::vector<ValueId> all = tree;
      all.push_back(cast);
      for (ValueId v : all)
        for (ValueId u : std::vector<ValueId>(uses[v]))
          if (f[u].op == Op::AddrSpaceCast) {
            replaceAllUses(f, u, v == cast ? src : v);
            eraseInst(f, u);
          }
      replaceAllUses(f, cast, src);
      eraseInst(f, cast);
      --pos;  // the cast left the block (a Trunc may have been inserted before a later PtrAdd only)
      changed = true;
    }
  }
  return changed;
}

}  // namespace gfxsim::ir
