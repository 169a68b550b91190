// The LDS: an instruction's lanes go through in groups as wide as the bank count; in each
// group, distinct dwords in one bank serialise (the same dword is broadcast). Each half of an
// RDNA WGP's LDS (and a GCN CU's LDS) serves one instruction at a time. With stress
// (ldsJitter) the LDS request queue is modelled too: an instruction reads its operands at issue
// and is performed up to ldsJitter cycles after the LDS takes it, in order with its wave's
// earlier LDS instructions only.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "func/decoded.h"
#include "timing/compute_unit.h"
#include "timing/config.h"
#include "timing/context.h"

namespace gfxsim::timing {

class Partition;

// What one lane of an LDS instruction touches: its row's access properties and its offsets.
struct LdsAccessShape {
  unsigned bytes = 4;      // per element
  unsigned elems = 1;      // 2 for the two-address forms (ds_read2_*, ds_write2st64_*, ...)
  uint32_t offset = 0;     // one-address forms
  uint32_t stride = 1;     // two-address forms: offset0/offset1 count elements (64 of them for st64)
  uint32_t offset0 = 0, offset1 = 0;
};

inline LdsAccessShape ldsShape(const func::DecodedInst& d) {
  const isa::InstProps& p = d.row->props;
  LdsAccessShape s;
  s.bytes = p.accessBytes;
  s.elems = p.addresses;
  s.stride = p.offsetScale;
  s.offset = static_cast<uint32_t>(d.offset);
  s.offset0 = d.offset0;
  s.offset1 = d.offset1;
  return s;
}

// Cycles (in LDS passes: multiply by lds_cycles_per_access) the bank conflicts of one
// instruction take: per group of `banks` lanes, the largest number of distinct dwords that fall
// in one bank (at least 1). vaddr: each lane's address VGPR.
inline Cycle ldsBankPasses(const TimingConfig& c, const LdsAccessShape& s, const uint32_t* vaddr, uint64_t exec, unsigned lanes) {
  const unsigned banks = c.ldsBanks, bankBytes = c.ldsBankBytes;
  Cycle total = 0;
  for (unsigned g = 0; g < lanes; g += banks) {
    uint32_t dwordsIn[128];
    uint8_t count[128] = {};
    unsigned n = 0;
    unsigned worst = 0;
    for (unsigned l = g; l < std::min(lanes, g + banks); ++l) {
      if (!((exec >> l) & 1)) continue;
      for (unsigned e = 0; e < s.elems; ++e) {
        uint32_t base = vaddr[l] + s.offset;
        if (s.elems == 2) base = vaddr[l] + (e ? s.offset1 : s.offset0) * s.bytes * s.stride;
        for (unsigned k = 0; k < s.bytes; k += bankBytes) {
          uint32_t dw = (base + k) / bankBytes;
          bool seen = false;
          for (unsigned i = 0; i < n; ++i)
            if (dwordsIn[i] == dw) seen = true;
          if (seen || n >= 128) continue;
          dwordsIn[n++] = dw;
          unsigned bank = dw % banks;
          worst = std::max<unsigned>(worst, ++count[bank]);
        }
      }
    }
    total += std::max(1u, worst);
  }
  return total;
}

// An LDS instruction in the LDS request queue (ldsJitter): performed at `at`, with the VGPR
// operands and EXEC it read at issue.
struct QueuedLds {
  static constexpr unsigned kMaxRegs = 10;  // address + two data operands of up to 4 dwords (+1 spare)
  Cycle at = 0;
  uint64_t seq = 0;
  uint32_t wave = 0, generation = 0;
  const func::DecodedInst* d = nullptr;
  uint64_t pc = 0, exec = 0;
  unsigned nregs = 0;
  uint16_t reg[kMaxRegs] = {};  // register file index (AGPRs after the VGPRs)
  std::array<uint32_t, kMaxRegs * func::kMaxLanes> val{};
};

// The LDS of a partition's CUs: timing, statistics, and the request queue's entries.
class Lds {
 public:
  explicit Lds(const TimingCtx& ctx) : ctx_(ctx), cfg_(*ctx.cfg) {}

  // The cycles the LDS is busy with instruction d of wave w.
  Cycle busyCycles(const WaveState& w, const func::DecodedInst& d) const {
    const func::Opnd* a = d.byRole(func::Role::Addr);
    uint64_t exec = w.arch.exec();
    if (!a || a->kind != func::OpnKind::Vgpr || !exec) return cfg_.ldsCyclesPerAccess;
    return ldsBankPasses(cfg_, ldsShape(d), w.arch.vgpr(a->reg), exec, w.arch.size) * cfg_.ldsCyclesPerAccess;
  }

  // Issues LDS instruction d of wave slot wi at cycle t: takes the LDS port of the wave's half
  // and returns when its result is back (its lgkmcnt event completes).
  Cycle issue(ComputeUnit& cu, uint32_t wi, const func::DecodedInst& d, Cycle t) {
    const TimingConfig& c = cfg_;
    WaveState& w = cu.waves[wi];
    Cycle busy = busyCycles(w, d);
    ++accesses;
    Cycle start = std::max(t, cu.ldsFree[w.cuInWgp]);
    Cycle conflictFree = c.ldsCyclesPerAccess * ((w.arch.size + c.ldsBanks - 1) / c.ldsBanks);
    conflictCycles += busy > conflictFree ? busy - conflictFree : 0;
    cu.ldsFree[w.cuInWgp] = start + busy;
    if (!ctx_.ldsJitter) return start + busy + c.ldsLatency;
    // The request queue: performed up to ldsJitter cycles later, after this wave's earlier LDS
    // instructions; the result returns after it.
    Cycle at = std::max(start + stressHash(ctx_.stressSeed ^ 0x4c445351u, cu.index, cu.ldsSeq) % (ctx_.ldsJitter + 1), w.ldsLast);
    queue(cu, wi, d, at);
    return at + busy + c.ldsLatency;
  }

  // Performs the queued instructions of cu that are due at cycle t.
  void performDue(ComputeUnit& cu, Cycle t, Partition& p);

  uint64_t accesses = 0, conflictCycles = 0;

 private:
  void queue(ComputeUnit& cu, uint32_t wi, const func::DecodedInst& d, Cycle at);

  const TimingCtx& ctx_;
  const TimingConfig& cfg_;
  std::vector<QueuedLds> ops_;
  std::vector<uint32_t> freeOps_;
  std::vector<uint32_t> saved_ = std::vector<uint32_t>(QueuedLds::kMaxRegs * func::kMaxLanes);
};

}  // namespace gfxsim::timing
