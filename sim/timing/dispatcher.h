// The dispatcher: which work-group goes to which CU/WGP, and when. A work-group is placed
// where its waves, registers, LDS and barrier fit (Occupancy), dealt to the CUs in turn so that
// consecutive work-groups spread over the partitions (WorkGroupDispatcher); the partition
// launches it workgroup_launch_cycles later (Partition::launchGroup, dispatcher.cpp) and frees
// its resources when its last wave ends (Partition::finishWave).
#pragma once
#include <cstdint>
#include <memory>
#include <set>
#include <vector>

#include "launch/initial_state.h"
#include "runtime/agent_config.h"
#include "timing/cache.h"
#include "timing/config.h"

namespace gfxsim::timing {

class Partition;

// What the resident and pending work-groups of one CU/WGP use.
struct CuResources {
  uint32_t simdWaves[4] = {}, simdVgprs[4] = {}, simdSgprs[4] = {};
  uint32_t ldsUsed[2] = {0, 0};  // [0] in WGP mode and on GCN; per CU in RDNA CU mode
  uint32_t barriers = 0;         // work-groups of more than one wave
};

// The occupancy rules of one dispatch: how many waves, registers and LDS bytes a CU/WGP holds,
// and on which SIMDs a work-group's waves go.
class Occupancy {
 public:
  // vgprsPerWave, sgprsPerWave: the kernel's allocation, in the SIMD's units.
  Occupancy(const TimingConfig& cfg, unsigned wavesPerSimd, unsigned simds, bool wgpMode, unsigned vgprsPerWave,
            unsigned sgprsPerWave)
      : cfg_(cfg), wavesPerSimd_(wavesPerSimd), simds_(simds), wgpMode_(wgpMode), vgprsPerWave_(vgprsPerWave),
        sgprsPerWave_(sgprsPerWave) {}

  // Whether a work-group of `waves` waves and `lds` bytes fits on CU/WGP number cuIndex now;
  // if so *place says where its waves go (simdOf; placeSide: on RDNA in CU mode, which of the
  // WGP's CUs takes it).
  bool fits(const CuResources& r, uint32_t cuIndex, uint32_t waves, uint32_t lds, uint8_t* place) const;
  // Takes (sign +1) or gives back (-1) what such a work-group uses.
  void reserve(CuResources& r, uint32_t waves, uint32_t lds, uint8_t place, int sign) const;
  // The SIMD of a work-group's i-th wave: round robin over the SIMDs the group may use (in WGP
  // mode alternating between the two CUs, SIMDs 0, 2, 1, 3, so that a group of two waves
  // already spans both CUs and their L0 caches), starting at the one `place` names.
  unsigned simdOf(unsigned i, uint8_t place) const {
    unsigned start = place & 3u;
    if (!spansWholeUnit()) return 2u * placeSide(place) + (start + i) % 2;
    unsigned s = (start + i) % simds_;
    return cfg_.rdna ? (s % 2) * 2 + s / 2 : s;
  }
  // RDNA CU mode: the CU of the WGP a placed group runs on (its L0, its half of the LDS).
  static uint8_t placeSide(uint8_t place) { return static_cast<uint8_t>(place >> 2); }

 private:
  // Whether a work-group may use every SIMD of the unit (GCN, or RDNA in WGP mode) rather than
  // the two of one RDNA CU.
  bool spansWholeUnit() const { return !cfg_.rdna || wgpMode_; }
  // Whether the group fits with its first wave at round-robin position `start` (of the side).
  bool fitsFrom(const CuResources& r, uint32_t waves, uint8_t place) const;
  bool simdFits(const CuResources& r, unsigned s, unsigned waves) const;

  const TimingConfig& cfg_;
  unsigned wavesPerSimd_, simds_;
  bool wgpMode_;
  unsigned vgprsPerWave_, sgprsPerWave_;
};

// Deals the dispatch's work-groups, in dispatch order, to the CUs/WGPs of every partition as
// their resources allow, handing out scratch slots as it goes.
class WorkGroupDispatcher {
 public:
  // cusPerPartition: CUs (WGPs on RDNA) of each partition but perhaps the last.
  WorkGroupDispatcher(const TimingConfig& cfg, const launch::DispatchState& ds, unsigned waveSize,
                      std::vector<std::unique_ptr<Partition>>& parts, unsigned cus, unsigned cusPerPartition);
  // Places what fits at cycle now.
  void dispatch(Cycle now);
  bool allPlaced() const { return next_ == total_; }
  // A finished work-group's scratch slot can be given out again.
  void freeScratchSlot(uint32_t s) {
    if (s < ds_.scratch.slots) freeSlots_.insert(s);
  }

 private:
  const TimingConfig& cfg_;
  const launch::DispatchState& ds_;
  unsigned waveSize_;
  std::vector<std::unique_ptr<Partition>>& parts_;
  unsigned cus_, cusPerPartition_;
  rt::Dim3 groups_;
  uint64_t total_ = 0, next_ = 0;
  std::set<uint32_t> freeSlots_;
  uint64_t unlimitedSlot_;  // kernels without scratch get any number
  // The order the CUs are dealt work-groups: one CU of each partition (shader array on RDNA,
  // CUs sharing a scalar cache on GCN) in turn, as the workload manager spreads consecutive
  // work-groups over the shader engines and arrays (and over the XCDs first, where the L2 has
  // several instances).
  std::vector<unsigned> dealOrder_;
  unsigned dealPos_ = 0;  // where the next pass starts in dealOrder_
  uint32_t ldsPerGroup_;
};

}  // namespace gfxsim::timing
