// Branch relaxation. A SOPP branch (s_branch, s_cbranch_*) holds a signed 16-bit offset in
// dwords from the next instruction (the ISA guides' SOPP "SIMM16"), so a kernel whose code
// between a branch and its target exceeds about 128 KiB (a -O0 build of a long generator,
// a fully unrolled loop) cannot reach it. Such a branch becomes a long branch, as LLVM's
// BranchRelaxation pass does for AMDGPU (SIInstrInfo::insertIndirectBranch):
//
//       s_cbranch_<inverse> .Lskip        ; only for a conditional branch
//       s_getpc_b64 s[p:p+1]              ; the address of the next instruction, .Lpc
//   .Lpc:
//       s_add_u32 sp, sp, (.Ltarget-.Lpc)&4294967295
//       s_addc_u32 sp+1, sp+1, (.Ltarget-.Lpc)>>32
//       s_setpc_b64 s[p:p+1]
//   .Lskip:
//
// The pair p is the first even SGPR above the allocated ones; the long branch writes SCC,
// which gfxsim's selector never keeps live into a branch target (it sets SCC right before
// the s_cbranch_scc1 that reads it). Sizes are upper bounds from the ISA description (the
// largest encoding a mnemonic has, plus a literal dword for any operand that may need one),
// so a branch that is relaxed may in fact have fitted, never the reverse. The pass runs
// after waitcnt and hazard insertion: the scalar instructions it adds need neither.
#include "codegen/branch_relax.h"

#include <algorithm>
#include <unordered_map>

#include "support/error.h"

namespace gfxsim::codegen {

namespace {

// The SOPP branch reach in bytes from the end of the branch: a signed 16-bit dword count.
constexpr int64_t kReachBytes = 32767 * 4;

// Whether an operand may need a 32-bit literal after the instruction.
bool mayBeLiteral(const MOp& o) {
  if (o.kind == MOp::Kind::Imm) return o.hex || o.imm < -16 || o.imm > 64;
  return o.kind == MOp::Kind::PcRelative;
}

class SizeBound {
 public:
  explicit SizeBound(const Subtarget& st) : st_(st) {}

  unsigned operator()(const MInst& m) {
    if (m.pseudo) return 0;
    // The s_getpc_b64 bundle of a global's address (mir.h): s_getpc_b64, then s_add_u32 and
    // s_addc_u32 with a 32-bit literal each.
    if (!m.pcrel.empty()) return 4 + 8 + 8;
    unsigned size = encodingBytes(m.op);
    if (std::any_of(m.ops.begin(), m.ops.end(), mayBeLiteral)) size += 4;
    return size;
  }

 private:
  const Subtarget& st_;
  std::unordered_map<std::string, unsigned> cache_;

  // The largest encoding of the mnemonic (a VOP2 row also has its VOP3 form); 12 bytes for
  // a name the description does not know, the longest non-image encoding with a literal.
  unsigned encodingBytes(const std::string& op) {
    auto it = cache_.find(op);
    if (it != cache_.end()) return it->second;
    unsigned size = 12;
    if (const isa::Inst* row = st_.desc->rowOf(op)) {
      size = 0;
      for (const isa::Inst* r : st_.desc->byMnemonic(row->mnemonic))
        size = std::max(size, r->format->size + (r->format->extension ? 4u : 0u));
    }
    return cache_[op] = size;
  }
};

const char* inverseBranch(const std::string& op) {
  static const std::pair<const char*, const char*> kInverse[] = {
      {"s_cbranch_scc0", "s_cbranch_scc1"}, {"s_cbranch_vccz", "s_cbranch_vccnz"},
      {"s_cbranch_execz", "s_cbranch_execnz"}};
  for (const auto& [a, b] : kInverse) {
    if (op == a) return b;
    if (op == b) return a;
  }
  return nullptr;
}

// Byte offsets (upper bounds) of every block start and of the end of every branch.
struct Layout {
  std::unordered_map<uint32_t, int64_t> blockStart;           // by label
  std::vector<std::vector<int64_t>> instEnd;                   // [block][inst]
};

Layout layout(const MFunction& mf, SizeBound& size) {
  Layout l;
  int64_t at = 0;
  l.instEnd.resize(mf.blocks.size());
  for (size_t b = 0; b < mf.blocks.size(); ++b) {
    l.blockStart[mf.blocks[b].label] = at;
    for (const MInst& m : mf.blocks[b].insts) {
      at += size(m);
      l.instEnd[b].push_back(at);
    }
  }
  return l;
}

const MOp* targetOf(const MInst& m) {
  if (!m.branch) return nullptr;
  for (const MOp& o : m.ops)
    if (o.kind == MOp::Kind::Label) return &o;
  return nullptr;
}

}  // namespace

void relaxBranches(MFunction& mf, const Subtarget& st, unsigned sgprLimit) {
  SizeBound size(st);
  int pair = -1;
  // Each rewrite lengthens the code, which may push another branch out of reach: repeat
  // until every branch fits (each round relaxes at least one branch, so this ends).
  for (;;) {
    Layout l = layout(mf, size);
    size_t block = 0, inst = 0;
    bool found = false;
    for (size_t b = 0; b < mf.blocks.size() && !found; ++b)
      for (size_t i = 0; i < mf.blocks[b].insts.size() && !found; ++i) {
        const MOp* t = targetOf(mf.blocks[b].insts[i]);
        if (!t) continue;
        // Sizes are upper bounds, so the true distance is at most this far either way.
        int64_t delta = l.blockStart.at(t->reg) - l.instEnd[b][i];
        if (delta > kReachBytes || -delta > kReachBytes) {
          block = b;
          inst = i;
          found = true;
        }
      }
    if (!found) return;
    if (pair < 0) {
      unsigned p = (mf.numSgprs + 1) / 2 * 2;
      if (p + 2 > sgprLimit)
        throw Error("codegen: error: kernel '" + mf.name +
                    "' is too large: a branch reaches beyond 128 KiB and no SGPR pair is left for a long branch");
      pair = static_cast<int>(p);
      mf.numSgprs = p + 2;
    }
    auto sgpr = [&](unsigned i, bool def = false) { return MOp::physGpr(RegClass::SGPR, i, 1, def); };
    const unsigned p = static_cast<unsigned>(pair);
    MBlock& b = mf.blocks[block];
    MInst br = b.insts[inst];
    uint32_t target = targetOf(br)->reg;
    uint32_t pcLabel = mf.nextLabel++;
    std::vector<MInst> head(b.insts.begin(), b.insts.begin() + static_cast<std::ptrdiff_t>(inst));
    std::vector<MInst> tail(b.insts.begin() + static_cast<std::ptrdiff_t>(inst) + 1, b.insts.end());
    MBlock skip;
    bool conditional = br.conditional;
    if (conditional) {
      const char* inv = inverseBranch(br.op);
      if (!inv) throw Error("codegen: error: internal: no inverse of " + br.op + " for a long branch");
      skip.label = mf.nextLabel++;
      MInst j = makeInst(inv, {MOp::label(skip.label)});
      j.branch = j.conditional = true;
      head.push_back(std::move(j));
    }
    head.push_back(makeInst("s_getpc_b64", {MOp::physGpr(RegClass::SGPR, p, 2, true)}));
    MBlock pc;
    pc.label = pcLabel;
    pc.insts.push_back(makeInst("s_add_u32", {sgpr(p, true), sgpr(p), MOp::pcRelative(target, pcLabel, false)}));
    pc.insts.push_back(makeInst("s_addc_u32", {sgpr(p + 1, true), sgpr(p + 1), MOp::pcRelative(target, pcLabel, true)}));
    pc.insts.push_back(makeInst("s_setpc_b64", {MOp::physGpr(RegClass::SGPR, p, 2)}));
    b.insts = std::move(head);
    std::vector<MBlock> added{std::move(pc)};
    if (conditional) {
      skip.insts = std::move(tail);
      added.push_back(std::move(skip));
    } else {
      // An unconditional branch ends its block; anything after it is unreachable.
      added.back().insts.insert(added.back().insts.end(), tail.begin(), tail.end());
    }
    mf.blocks.insert(mf.blocks.begin() + static_cast<std::ptrdiff_t>(block) + 1, std::make_move_iterator(added.begin()),
                     std::make_move_iterator(added.end()));
  }
}

}  // namespace gfxsim::codegen
