#include "timing/dispatcher.h"

#include <algorithm>

#include "timing/partition.h"

namespace gfxsim::timing {

bool Occupancy::simdFits(const CuResources& r, unsigned s, unsigned n) const {
  return r.simdWaves[s] + n <= wavesPerSimd_ && r.simdVgprs[s] + n * vgprsPerWave_ <= cfg_.vgprsPerSimd &&
         (!cfg_.sgprsPerSimd || r.simdSgprs[s] + n * sgprsPerWave_ <= cfg_.sgprsPerSimd);
}

bool Occupancy::fitsFrom(const CuResources& r, uint32_t waves, uint8_t place) const {
  unsigned per[kMaxSimds] = {};
  for (unsigned i = 0; i < waves; ++i) ++per[simdOf(i, place)];
  for (unsigned s = 0; s < simds_; ++s)
    if (per[s] && !simdFits(r, s, per[s])) return false;
  return true;
}

// Where a group's waves start: on the SIMD that holds the fewest waves now (the lowest
// round-robin position among equals), then round robin. AMD does not document how the
// workload manager picks a SIMD; this is the model's rule. A fixed start (wave i on SIMD i)
// would put every one-wave group of a CU on its first SIMD: a quarter of its VALUs and wave
// slots for kernels of 64-work-item groups (32 on RDNA).
bool Occupancy::fits(const CuResources& r, uint32_t cuIndex, uint32_t waves, uint32_t lds, uint8_t* place) const {
  if (waves > 1 && r.barriers >= cfg_.barriersPerCu) return false;
  auto tryStarts = [&](unsigned positions, uint8_t sideBits) {
    bool tried[kMaxSimds] = {};
    for (unsigned n = 0; n < positions; ++n) {
      unsigned best = positions;
      for (unsigned p = 0; p < positions; ++p)
        if (!tried[p] && (best == positions || r.simdWaves[simdOf(0, sideBits | p)] < r.simdWaves[simdOf(0, sideBits | best)])) best = p;
      tried[best] = true;
      uint8_t pl = static_cast<uint8_t>(sideBits | best);
      if (fitsFrom(r, waves, pl)) {
        *place = pl;
        return true;
      }
    }
    return false;
  };
  if (spansWholeUnit()) {
    if (r.ldsUsed[0] + lds > cfg_.ldsBytesPerCu) return false;
    return tryStarts(simds_, 0);
  }
  // RDNA CU mode: one CU (two SIMDs) and its half of the LDS; the CU with fewer waves first
  // (among equals, alternating the first choice between WGPs).
  unsigned onSide[2] = {r.simdWaves[0] + r.simdWaves[1], r.simdWaves[2] + r.simdWaves[3]};
  unsigned firstSide = onSide[0] != onSide[1] ? (onSide[0] < onSide[1] ? 0u : 1u) : cuIndex % 2;
  for (unsigned h = 0; h < 2; ++h) {
    unsigned side = (firstSide + h) % 2;
    if (r.ldsUsed[side] + lds > cfg_.ldsBytesPerCu / 2) continue;
    if (tryStarts(2, static_cast<uint8_t>(side << 2))) return true;
  }
  return false;
}

void Occupancy::reserve(CuResources& r, uint32_t waves, uint32_t lds, uint8_t place, int sign) const {
  auto add = [&](uint32_t& v, uint32_t n) { v = sign > 0 ? v + n : v - n; };
  for (unsigned i = 0; i < waves; ++i) {
    unsigned s = simdOf(i, place);
    add(r.simdWaves[s], 1);
    add(r.simdVgprs[s], vgprsPerWave_);
    add(r.simdSgprs[s], sgprsPerWave_);
  }
  add(r.ldsUsed[spansWholeUnit() ? 0 : placeSide(place)], lds);
  if (waves > 1) add(r.barriers, 1);
}

WorkGroupDispatcher::WorkGroupDispatcher(const TimingConfig& cfg, const launch::DispatchState& ds, unsigned waveSize,
                                         std::vector<std::unique_ptr<Partition>>& parts, unsigned cus, unsigned cusPerPartition)
    : cfg_(cfg), ds_(ds), waveSize_(waveSize), parts_(parts), cus_(cus), cusPerPartition_(cusPerPartition),
      groups_(ds.geometry.groupCount()), unlimitedSlot_(ds.scratch.slots),
      ldsPerGroup_((ds.groupSegmentSize + 511) / 512 * 512) {
  total_ = static_cast<uint64_t>(groups_.x) * groups_.y * groups_.z;
  for (uint32_t s = 0; s < ds.scratch.slots; ++s) freeSlots_.insert(s);
  // With several L2 instances (XCDs) the partitions are dealt instance by instance in turn,
  // so consecutive work-groups land on different XCDs (MI300-series GPUs schedule work-groups
  // round-robin across the XCDs: ROCm composable_kernel, "Stream-K XCD remapping", which remaps
  // them for locality because of it). One instance: partition by partition, as before.
  unsigned xs = std::max(1u, cfg.l2Instances);
  unsigned perX = static_cast<unsigned>((parts.size() + xs - 1) / xs);
  for (unsigned j = 0; j < cusPerPartition; ++j)
    for (unsigned q = 0; q < perX; ++q)
      for (unsigned x = 0; x < xs; ++x) {
        unsigned p = x * perX + q;
        if (p < parts.size() && p * cusPerPartition + j < cus) dealOrder_.push_back(p * cusPerPartition + j);
      }
}

void WorkGroupDispatcher::dispatch(Cycle now) {
  bool placed = true;
  while (placed && next_ < total_) {
    placed = false;
    // One pass offers one group to each CU in turn, starting after the last one placed.
    const unsigned first = dealPos_;
    for (unsigned k = 0; k < cus_ && next_ < total_; ++k) {
      unsigned ci = dealOrder_[(first + k) % cus_];
      Partition& p = *parts_[ci / cusPerPartition_];
      ComputeUnit& cu = p.cu(ci % cusPerPartition_);
      rt::Dim3 id{static_cast<uint32_t>(next_ % groups_.x), static_cast<uint32_t>(next_ / groups_.x % groups_.y),
                  static_cast<uint32_t>(next_ / groups_.x / groups_.y)};
      uint32_t waves = rt::GridGeometry::wavesFor(ds_.geometry.groupSizeAt(id).count(), waveSize_);
      uint8_t place = 0;
      if (!p.occupancy().fits(cu.resources, cu.index, waves, ldsPerGroup_, &place)) continue;
      bool needScratch = ds_.scratch.slots && ds_.privateSegmentSize;
      if (needScratch && freeSlots_.size() < waves) return;
      PendingGroup pg;
      pg.id = id;
      pg.flat = static_cast<uint32_t>(next_);
      pg.place = place;
      Cycle last = cu.pending.empty() ? now : std::max(now, cu.pending.back().launchAt);
      pg.launchAt = last + cfg_.workgroupLaunchCycles;
      for (uint32_t i = 0; i < waves; ++i) {
        if (!freeSlots_.empty()) {
          pg.scratchSlots.push_back(*freeSlots_.begin());
          freeSlots_.erase(freeSlots_.begin());
        } else {
          pg.scratchSlots.push_back(
              static_cast<uint32_t>(unlimitedSlot_++ % std::max<uint32_t>(1, ds_.scratch.slots ? ds_.scratch.slots : 1)));
        }
      }
      p.occupancy().reserve(cu.resources, waves, ldsPerGroup_, place, +1);
      cu.pending.push_back(std::move(pg));
      cu.nextEvent = std::min(cu.nextEvent, cu.pending.back().launchAt);
      ++next_;
      placed = true;
      dealPos_ = (first + k + 1) % cus_;
    }
  }
}

// A CU's wave slots and caches are built when its first work-group arrives: a small grid on a
// large GPU then costs what it uses, not the state of every CU (a dispatch of one work-group
// on a 104-CU part spent milliseconds building and freeing it).
void Partition::buildCu(ComputeUnit& cu) {
  if (!cu.waves.empty()) return;
  unsigned slots = ctx_.simds * ctx_.agent->wavesPerSimd;
  cu.waves.resize(slots);
  cu.sched.resize(slots);
  cu.groups.resize(slots);
  vmem_.buildCu(cu);
  smem_.build(cu.scalarCache);
  fetch_.build(cu.instructionCache);
}

void Partition::launchGroup(ComputeUnit& cu, PendingGroup& pg, Cycle t) {
  const launch::DispatchState& ds = *ctx_.ds;
  buildCu(cu);
  uint32_t gi = 0;
  while (cu.groups[gi].live) ++gi;
  WorkGroupState& g = cu.groups[gi];
  g.live = true;
  g.wg.id[0] = pg.id.x;
  g.wg.id[1] = pg.id.y;
  g.wg.id[2] = pg.id.z;
  g.wg.flatIndex = pg.flat;
  g.wg.lds.assign(ds.groupSegmentSize, 0);
  rt::Dim3 size = ds.geometry.groupSizeAt(pg.id);
  g.waves = rt::GridGeometry::wavesFor(size.count(), ctx_.waveSize);
  g.done = g.atBarrier = 0;
  g.place = pg.place;
  g.ldsBytes = (ds.groupSegmentSize + 511) / 512 * 512;
  g.waveIdx.clear();
  g.scratchSlots = pg.scratchSlots;
  unsigned perSimd = ctx_.agent->wavesPerSimd;
  for (uint32_t i = 0; i < g.waves; ++i) {
    unsigned simd = occupancy().simdOf(i, pg.place);
    uint32_t wi = simd * perSimd;
    while (cu.sched[wi].state != IssueState::Free) ++wi;
    WaveState& w = cu.waves[wi];
    launch::WaveLocation loc;
    loc.workgroup = pg.id;
    loc.waveInGroup = i;
    loc.scratchSlot = pg.scratchSlots[i];
    engine_.initWave(w.arch, loc);
    ++w.generation;
    w.group = gi;
    w.simd = static_cast<uint8_t>(simd);
    w.cuInWgp = cfg_.rdna ? static_cast<uint8_t>(simd / 2) : 0;
    w.scratchSlot = pg.scratchSlots[i];
    w.age = (static_cast<uint64_t>(pg.flat) << 8) | i;
    w.start = t + i * cfg_.waveLaunchCycles;
    if (ctx_.startJitter) w.start += stressHash(ctx_.stressSeed, pg.flat, i) % (ctx_.startJitter + 1);
    w.idleFrom = w.start;
    w.stallReason = kStallFetch;
    w.fetch = FetchBuffer{};
    w.vready.assign(w.arch.numV + w.arch.numA, 0);
    w.chainBase = ~0u;
    w.ldsQueued = 0;
    w.ldsLast = 0;
    w.sready.fill(0);
    for (auto& q : w.counters) q.head = q.size = 0;
    g.waveIdx.push_back(wi);
    auto& list = cu.bySimd[simd];
    list.insert(std::upper_bound(list.begin(), list.end(), wi, [&](uint32_t a, uint32_t c) { return cu.waves[a].age < cu.waves[c].age; }),
                wi);
    cu.sched[wi].prio = 0;
    cu.wake(wi, w.start);
  }
}

// A wave's resources are released once its stores are acknowledged; the time is charged to
// the wave only (the group ends when its last wave does).
void Partition::finishWave(ComputeUnit& cu, uint32_t wi, Cycle t) {
  WaveState& w = cu.waves[wi];
  WorkGroupState& g = cu.groups[w.group];
  waveCycles += t - w.start;
  if (keepSpans) spans.push_back(WaveSpan{cu.index, wi, w.start, t, g.wg.id[0], g.wg.id[1], g.wg.id[2], w.arch.waveInGroup});
  auto& list = cu.bySimd[w.simd];
  list.erase(std::find(list.begin(), list.end(), wi));
  ++cu.schedChanges;
  ++wavesDone;
  counters_.clear(w.counters);
  cu.sched[wi].state = IssueState::Free;
  if (++g.done == g.waves) {
    occupancy().reserve(cu.resources, g.waves, g.ldsBytes, g.place, -1);
    for (uint32_t s : g.scratchSlots) freedSlots_.push_back(s);
    g.live = false;
    ++groupsDone;
    // A barrier some waves still wait at cannot happen: every wave ended.
  } else if (g.atBarrier && g.atBarrier == g.waves - g.done) {
    g.atBarrier = 0;
    for (uint32_t o : g.waveIdx)
      if (cu.sched[o].state == IssueState::AtBarrier) cu.wake(o, t + cfg_.barrierLatency);
  }
  lastActivity = std::max(lastActivity, t);
}

}  // namespace gfxsim::timing
