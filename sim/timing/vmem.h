// The vector memory path of a partition: each CU's L1 (GCN/CDNA) or each WGP's two L0s (RDNA),
// the shader array's GL1 (RDNA), loads, stores, atomics and scratch. The caches hold data and
// are write-through without write-allocate. A load's lanes that miss are deferred: their data
// is read where the L2 performs the request (captureDeferred), then landed in the wave's
// registers. A store stays pending in its CU until the L2 performs it (applyStore), and the
// CU's own later loads that miss see it meanwhile.
#pragma once
#include <cstdint>
#include <deque>
#include <vector>

#include "func/exec.h"
#include "runtime/memory.h"
#include "timing/cache.h"
#include "timing/compute_unit.h"
#include "timing/context.h"

namespace gfxsim::timing {

// A load whose lanes missed: their data is read where the L2 performs the request (at the
// start of that epoch), then landed in the wave's registers. A wave must not read those
// registers before its s_waitcnt says the load is done, which is later.
struct DeferredLoad {
  uint32_t cu = 0, wave = 0, generation = 0;
  const func::DecodedInst* inst = nullptr;
  func::LandFn land = nullptr;
  uint64_t landArg = 0;
  uint64_t mask = 0;
  uint64_t addr[64];
  uint32_t bytes = 4;
  uint64_t storeSeq = 0;  // the CU's pending stores issued before it
  uint32_t linesLeft = 0;
  bool live = false;
  bool fillL1 = true, fillGl1 = true;  // allocate in the L1/L0 and GL1 when the line arrives
  bool coherent = false;               // sc1 (gfx942 agent/system scope): read through the L2's clean bytes
  // Each line's data, read when the L2 performs that line's request (one CU's accesses to a
  // line stay in order there, so a store issued after the load is never in it).
  std::vector<uint64_t> lineAddr;
  std::vector<uint8_t> lineData;  // 128 bytes per line
};

class VectorMemory {
 public:
  VectorMemory(const TimingConfig& cfg, rt::Memory& mem, func::Engine& engine, IssueContext& ic, L2Outbox& out,
               std::vector<ComputeUnit>& cus);

  // A CU's caches, built with its first work-group.
  void buildCu(ComputeUnit& cu);

  // The memory port's accesses of the instruction being executed (IssueContext). load returns
  // the lanes it lands later (MemPort::load).
  uint64_t load(func::Exec& x, const func::DecodedInst& d, const func::PortAccess& a, uint8_t (*data)[16]);
  void store(func::Exec& x, const func::DecodedInst& d, const func::PortAccess& a, const uint8_t (*data)[16]);
  bool atomic(func::Exec& x, const func::PortAccess& a);
  // Scratch (and the timing of LDS accesses through FLAT).
  void other(const func::DecodedInst& d, const func::PortAccess& a);

  // Serial phase: the L2 performed a store / one line of a deferred load.
  void applyStore(PendingStore* ps, ComputeUnit& cu);
  void captureDeferred(uint32_t i, uint64_t lineAddr);

  // The L2 instance this partition's CUs use, when the L2s hold data (several instances).
  void attachL2Data(L2Data* data, unsigned instance) {
    l2Data_ = data;
    instance_ = instance;
  }
  L2Data* l2Data() const { return l2Data_; }
  unsigned l2Instance() const { return instance_; }
  // buffer_wbl2 sc1 / buffer_inv sc1 (op WbL2 / InvL2) of wave wi, where the L2s hold data:
  // sent to the L2; the wave waits until it is performed. Returns whether it was sent.
  bool maintainL2(ComputeUnit& cu, uint32_t wi, MemOp op, Cycle t);

  // buffer_wbinvl1 / buffer_gl0_inv, buffer_gl1_inv.
  void invalidateL1(ComputeUnit& cu, unsigned cuInWgp) { cu.l1[cuInWgp].invalidateAll(); }
  void invalidateGl1() { gl1_.invalidateAll(); }

  // A line's bytes as CU cuInWgp of `cu` sees them from the L2: memory (or, where the L2s hold
  // data and `performed` -- the serial phase, at the request's performing -- the bytes of
  // this partition's L2; `coherent`: sc1), plus that CU's stores still on their way (issued
  // before storeSeq). kNoCu: memory only.
  static constexpr unsigned kNoCu = ~0u;
  void readLine(uint64_t lineAddr, uint32_t bytes, uint8_t* out, const ComputeUnit& cu, unsigned cuInWgp,
                uint64_t storeSeq = ~uint64_t{0}, bool performed = false, bool coherent = false);

  const Cache& gl1() const { return gl1_; }
  Cycle gl1Free() const { return gl1Free_; }

 private:
  void mergePending(uint64_t lineAddr, uint32_t bytes, uint8_t* out, const ComputeUnit& cu, unsigned cuInWgp,
                    uint64_t storeSeq = ~uint64_t{0});
  // One L1-line access of a vector load: its data into `out` and the cycle it is back (or
  // kNever when it goes to the L2: *toL2 is set and the caller sends the request).
  Cycle lineAccess(ComputeUnit& cu, unsigned cuInWgp, uint64_t lineAddr, bool bypassL1, bool bypassGl1, Cycle t, uint8_t* out,
                   bool* toL2);
  // The lanes of a load that missed, to be landed when the L2 performs their lines.
  uint32_t deferLoad(ComputeUnit& cu, const func::DecodedInst& d, const func::PortAccess& a, const bool* toL2,
                     unsigned misses, bool bypassL1, bool bypassGl1);
  void landDeferred(DeferredLoad& dl, ComputeUnit& cu, WaveState& w, uint32_t lb);
  // The distinct lines (of lb bytes) the lanes in mask touch with `bytes` at addr[l], in lane
  // order, into lines_.
  unsigned uniqueLines(const uint64_t* addr, uint64_t mask, uint32_t bytes, uint32_t lb);
  unsigned lineIndex(uint64_t la) const {
    unsigned i = 0;
    while (lines_[i] != la) ++i;
    return i;
  }

  const TimingConfig& cfg_;
  rt::Memory& mem_;
  func::Engine& engine_;
  IssueContext& ic_;
  L2Outbox& out_;
  std::vector<ComputeUnit>& cus_;
  Cache gl1_;
  Cycle gl1Free_ = 0;
  L2Data* l2Data_ = nullptr;  // null: one L2, memory is its truth
  unsigned instance_ = 0;
  std::deque<DeferredLoad> deferred_;
  std::vector<uint32_t> freeDeferred_;
  // Scratch buffers (no allocation per instruction).
  std::vector<uint64_t> lines_ = std::vector<uint64_t>(256);
  std::vector<uint8_t> lineData_ = std::vector<uint8_t>(256 * 128);
};

}  // namespace gfxsim::timing
