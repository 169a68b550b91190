#include "timing/vmem.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "timing/partition.h"

namespace gfxsim::timing {

using func::DecodedInst;

namespace {

// Calls f(lane, offset in the lane's data, address, line address, bytes) for each piece of
// each lane's access that lies in one line of lb bytes, lanes in order.
template <class F>
void forPieces(const func::PortAccess& a, uint32_t lb, F f) {
  uint64_t m = a.mask;
  while (m) {
    unsigned l = static_cast<unsigned>(std::countr_zero(m));
    m &= m - 1;
    for (uint32_t k = 0; k < a.bytes;) {
      uint64_t addr = a.addr[l] + k;
      uint64_t la = addr & ~uint64_t{lb - 1};
      uint32_t take = std::min<uint32_t>(a.bytes - k, static_cast<uint32_t>(la + lb - addr));
      f(l, k, addr, la, take);
      k += take;
    }
  }
}

// Faults (through func::fault) unless every lane's bytes are accessible.
void checkAccess(rt::Memory& mem, const func::Exec& x, const func::PortAccess& a, rt::Access how) {
  uint8_t* host[64];
  if (auto f = mem.translateLanes(std::span<const uint64_t>(a.addr, x.w.size), a.mask, a.bytes, how, std::span<uint8_t*>(host, x.w.size)))
    func::fault(f->message());
}

// A store's effect on the line a cache holds (CachePolicy): a write-through cache takes the
// store's bytes, a write-evict one drops the line.
void storeAction(Cache& c, const PendingStore& ps, LineAction act) {
  if (act == LineAction::Keep) return;
  uint64_t line = c.lineOf(ps.line);
  if (act == LineAction::Drop) {
    c.invalidate(line);
    return;
  }
  int way = c.find(line);
  if (way < 0) return;
  uint8_t* p = c.data(line, way) + (ps.line - line * c.lineBytes());
  for (unsigned o = 0; o < 128; ++o)
    if ((ps.mask[o / 64] >> (o % 64)) & 1) p[o] = ps.data[o];
}

}  // namespace

VectorMemory::VectorMemory(const TimingConfig& cfg, rt::Memory& mem, func::Engine& engine, IssueContext& ic, L2Outbox& out,
                           std::vector<ComputeUnit>& cus)
    : cfg_(cfg), mem_(mem), engine_(engine), ic_(ic), out_(out), cus_(cus) {
  if (cfg.rdna) gl1_ = Cache(cfg.gl1, true);
}

void VectorMemory::buildCu(ComputeUnit& cu) {
  for (unsigned h = 0; h < (cfg_.rdna ? 2u : 1u); ++h) cu.l1[h] = Cache(cfg_.l1, true);
}

unsigned VectorMemory::uniqueLines(const uint64_t* addr, uint64_t mask, uint32_t bytes, uint32_t lb) {
  unsigned n = 0;
  while (mask) {
    unsigned l = static_cast<unsigned>(std::countr_zero(mask));
    mask &= mask - 1;
    for (uint64_t la = addr[l] & ~uint64_t{lb - 1}; la < addr[l] + bytes; la += lb) {
      bool seen = false;
      for (unsigned i = n; i-- > 0 && !seen;) seen = lines_[i] == la;
      if (!seen && n < lines_.size()) lines_[n++] = la;
    }
  }
  return n;
}

void VectorMemory::readLine(uint64_t lineAddr, uint32_t bytes, uint8_t* out, const ComputeUnit& cu, unsigned cuInWgp,
                            uint64_t storeSeq, bool performed, bool coherent) {
  if (l2Data_ && performed) l2Data_->read(instance_, lineAddr, bytes, out, coherent);
  else readMemory(mem_, lineAddr, bytes, out);
  if (cuInWgp != kNoCu) mergePending(lineAddr, bytes, out, cu, cuInWgp, storeSeq);
}

// This CU's own stores still on their way to the L2.
void VectorMemory::mergePending(uint64_t lineAddr, uint32_t bytes, uint8_t* out, const ComputeUnit& cu, unsigned cuInWgp,
                                uint64_t storeSeq) {
  if (!cu.storesPerLine.mayHold(lineAddr)) return;
  for (const PendingStore& ps : cu.stores) {
    if (ps.applied || ps.line != lineAddr || ps.seq >= storeSeq || ps.cuInWgp != cuInWgp) continue;
    for (unsigned i = 0; i < bytes && i < 128; ++i)
      if ((ps.mask[i / 64] >> (i % 64)) & 1) out[i] = ps.data[i];
  }
}

Cycle VectorMemory::lineAccess(ComputeUnit& cu, unsigned cuInWgp, uint64_t lineAddr, bool bypassL1, bool bypassGl1, Cycle t,
                               uint8_t* out, bool* toL2) {
  Cache& l1 = cu.l1[cuInWgp];
  uint64_t line = l1.lineOf(lineAddr);
  uint32_t lb = l1.lineBytes();
  *toL2 = false;
  int w = bypassL1 ? -1 : l1.find(line);
  if (w >= 0) {
    ++l1.counters.hits;
    std::memcpy(out, l1.data(line, w), lb);
    return t + cfg_.l1.hitLatency;
  }
  ++l1.counters.misses;
  l1.counters.bytesRead += lb;
  if (cfg_.rdna) {
    uint64_t gline = gl1_.lineOf(lineAddr);
    uint32_t gb = gl1_.lineBytes();
    uint64_t gaddr = gline * gb;
    int gw = bypassGl1 ? -1 : gl1_.find(gline);
    Cycle start = std::max(t, gl1Free_);
    gl1Free_ = start + std::max<Cycle>(1, lb / cfg_.gl1.bytesPerCycle);
    // The GL1 is shared by the shader array: it holds what the L2 gave, and this CU's own
    // stores still on their way are merged into what this CU reads (they are ahead of the load).
    if (gw >= 0) {
      ++gl1_.counters.hits;
      std::memcpy(out, gl1_.data(gline, gw) + (lineAddr - gaddr), lb);
      mergePending(lineAddr, lb, out, cu, cuInWgp);
      if (!bypassL1) l1.fill(line, out);
      return start + cfg_.gl1.hitLatency;
    }
    ++gl1_.counters.misses;
    gl1_.counters.bytesRead += gb;
  }
  // To the L2. The data is read where the L2 performs the request (captureDeferred), and only
  // then do the caches take the line: a load behind this one misses too rather than hitting
  // a line that is not there yet. `out` is the memory now, for a caller that cannot wait.
  readLine(lineAddr, lb, out, cu, cuInWgp);
  *toL2 = true;
  return kNever;
}

uint64_t VectorMemory::load(func::Exec& x, const DecodedInst& d, const func::PortAccess& a, uint8_t (*data)[16]) {
  checkAccess(mem_, x, a, rt::Access::Read);
  ComputeUnit& cu = *ic_.cu;
  unsigned side = ic_.waveState().cuInWgp;
  uint32_t lb = cu.l1[side].lineBytes();
  unsigned n = uniqueLines(a.addr, a.mask, a.bytes, lb);
  uint8_t bits = cacheBits(d);
  bool bypassL1 = bits & cfg_.cachePolicy.loadMissL1, bypassGl1 = bits & cfg_.cachePolicy.loadMissGl1;
  Cycle t = std::max(ic_.now, cu.l1Free[side]);
  Cycle lineCycles = std::max<Cycle>(1, lb / cfg_.l1.bytesPerCycle);
  bool toL2[256];
  unsigned misses = 0;
  for (unsigned i = 0; i < n; ++i) {
    Cycle done = lineAccess(cu, side, lines_[i], bypassL1, bypassGl1, t, &lineData_[i * 128], &toL2[i]);
    if (toL2[i]) ++misses;
    else ic_.memDone = std::max(ic_.memDone, done);
    t += lineCycles;
  }
  // Lanes whose data comes from the L2 are landed again when it answers.
  ic_.deferredLoad = misses && a.land ? deferLoad(cu, d, a, toL2, misses, bypassL1, bypassGl1) : ~0u;
  uint64_t later = ic_.deferredLoad != ~0u ? deferred_[ic_.deferredLoad].mask : 0;
  t = std::max(ic_.now, cu.l1Free[side]);
  for (unsigned i = 0; i < n; ++i) {
    if (toL2[i]) out_.send(t, lines_[i], MemOp::Read, lb, nullptr, ~0u);
    t += lineCycles;
  }
  ic_.deferredLoad = ~0u;
  cu.l1Free[side] = t;
  // Lanes from the lines.
  forPieces(a, lb, [&](unsigned l, uint32_t k, uint64_t addr, uint64_t la, uint32_t take) {
    std::memcpy(&data[l][k], &lineData_[lineIndex(la) * 128 + (addr - la)], take);
  });
  return later;
}

uint32_t VectorMemory::deferLoad(ComputeUnit& cu, const DecodedInst& d, const func::PortAccess& a, const bool* toL2,
                                 unsigned misses, bool bypassL1, bool bypassGl1) {
  uint32_t lb = cu.l1[ic_.waveState().cuInWgp].lineBytes();
  uint32_t di = takeSlot(deferred_, freeDeferred_);
  DeferredLoad& dl = deferred_[di];
  dl.lineAddr.clear();  // (the vectors keep their capacity: no allocation per load)
  dl.mask = 0;
  dl.cu = cu.local;
  dl.wave = ic_.wave;
  dl.generation = ic_.waveState().generation;
  dl.inst = &d;
  dl.land = a.land;
  dl.landArg = a.landArg;
  dl.bytes = a.bytes;
  dl.storeSeq = cu.storeSeq;
  dl.linesLeft = misses;
  dl.fillL1 = !bypassL1;
  dl.fillGl1 = !bypassGl1;
  dl.coherent = d.sccBit;
  dl.live = true;
  forPieces(a, lb, [&](unsigned l, uint32_t, uint64_t, uint64_t la, uint32_t) {
    if (toL2[lineIndex(la)]) {
      dl.mask |= 1ull << l;
      dl.addr[l] = a.addr[l];
    }
  });
  // A deferred lane is landed whole, but an unaligned access may straddle a line that hit:
  // keep that line's data as read now, or those bytes would land as zeros.
  forPieces(a, lb, [&](unsigned l, uint32_t, uint64_t, uint64_t la, uint32_t) {
    unsigned i = lineIndex(la);
    if (toL2[i] || !((dl.mask >> l) & 1) || std::find(dl.lineAddr.begin(), dl.lineAddr.end(), la) != dl.lineAddr.end()) return;
    dl.lineAddr.push_back(la);
    dl.lineData.resize(dl.lineAddr.size() * 128);
    std::memcpy(&dl.lineData[(dl.lineAddr.size() - 1) * 128], &lineData_[i * 128], lb);
  });
  return di;
}

void VectorMemory::store(func::Exec& x, const DecodedInst& d, const func::PortAccess& a, const uint8_t (*data)[16]) {
  checkAccess(mem_, x, a, rt::Access::Write);
  ComputeUnit& cu = *ic_.cu;
  unsigned side = ic_.waveState().cuInWgp;
  Cache& l1 = cu.l1[side];
  uint32_t lb = l1.lineBytes();
  Cycle t = std::max(ic_.now, cu.l1Free[side]);
  Cycle lineCycles = std::max<Cycle>(1, lb / cfg_.l1.bytesPerCycle);
  // Gather per line: one pending store per line, lanes in order (a later lane wins).
  unsigned first = static_cast<unsigned>(cu.stores.size());
  forPieces(a, lb, [&](unsigned l, uint32_t k, uint64_t addr, uint64_t la, uint32_t take) {
    PendingStore* ps = nullptr;
    for (size_t i = first; i < cu.stores.size(); ++i)
      if (cu.stores[i].line == la) ps = &cu.stores[i];
    if (!ps) {
      cu.stores.emplace_back();
      ps = &cu.stores.back();
      ps->line = la;
      ps->seq = cu.storeSeq++;
      ps->cuInWgp = static_cast<uint8_t>(side);
      ps->through = d.sccBit;
      cu.storesPerLine.add(la);
    }
    for (uint32_t j = 0; j < take; ++j) {
      unsigned o = static_cast<unsigned>(addr - la) + j;
      ps->data[o] = data[l][k + j];
      ps->mask[o / 64] |= 1ull << (o % 64);
    }
  });
  for (size_t i = first; i < cu.stores.size(); ++i) {
    PendingStore& ps = cu.stores[i];
    // Written through to the L2; the caches on the way do what the generation's policy says.
    storeAction(l1, ps, cfg_.cachePolicy.storeL1);
    storeAction(gl1_, ps, cfg_.cachePolicy.storeGl1);
    l1.counters.bytesWritten += static_cast<uint64_t>(std::popcount(ps.mask[0]) + std::popcount(ps.mask[1]));
    out_.send(t, ps.line, MemOp::Write, lb, &ps, ~0u);
    t += lineCycles;
  }
  cu.l1Free[side] = t;
}

bool VectorMemory::atomic(func::Exec& x, const func::PortAccess& a) {
  if (!a.mask) return true;
  ComputeUnit& cu = *ic_.cu;
  WaveState& w = ic_.waveState();
  Cache& l1 = cu.l1[w.cuInWgp];
  uint32_t lb = l1.lineBytes();
  if (ic_.performingAtomic) {  // in the serial phase: memory is current; drop stale copies
    uint64_t m = a.mask;
    while (m) {
      unsigned l = static_cast<unsigned>(std::countr_zero(m));
      m &= m - 1;
      if (cfg_.cachePolicy.atomicL1 == LineAction::Drop) l1.invalidate(l1.lineOf(a.addr[l]));
      if (cfg_.cachePolicy.atomicGl1 == LineAction::Drop) gl1_.invalidate(gl1_.lineOf(a.addr[l]));
      // Where the L2s hold data the atomic is performed at memory (an agent-scope atomic
      // carries sc1, which the L2 sends on; a narrower one is performed here too, seen a
      // little earlier by other instances than it would be): this L2's copy of the line goes
      // first, its dirty bytes written back.
      if (l2Data_) {
        l2Data_->release(instance_, a.addr[l]);
        l2Data_->release(instance_, a.addr[l] + a.bytes - 1);
      }
    }
    return true;
  }
  checkAccess(mem_, x, a, rt::Access::Atomic);
  unsigned n = uniqueLines(a.addr, a.mask, a.bytes, lb);
  Cycle t = std::max(ic_.now, cu.l1Free[w.cuInWgp]);
  for (unsigned i = 0; i < n; ++i) out_.send(t + i, lines_[i], MemOp::Atomic, lb, nullptr, ic_.wave);
  cu.l1Free[w.cuInWgp] = t + n;
  w.atomicLinesLeft = n;
  w.atomicPerformed = 0;
  x.deferred = true;
  ic_.atomicPutOff = true;
  return false;
}

void VectorMemory::other(const DecodedInst& d, const func::PortAccess& a) {
  ComputeUnit& cu = *ic_.cu;
  WaveState& w = ic_.waveState();
  if (a.ldsMask) ic_.memDone = std::max(ic_.memDone, ic_.now + cfg_.ldsLatency);
  if (!a.privateMask) return;
  // Scratch: through the L1 like global memory (the data itself is private to the lane).
  Cache& l1 = cu.l1[w.cuInWgp];
  uint32_t lb = l1.lineBytes();
  unsigned n = uniqueLines(a.privAddr, a.privateMask, 4, lb);
  Cycle t = std::max(ic_.now, cu.l1Free[w.cuInWgp]);
  bool write = a.op != func::PortOp::Load;
  for (unsigned i = 0; i < n; ++i) {
    uint64_t line = l1.lineOf(lines_[i]);
    int wy = l1.find(line);
    if (write) {
      (void)wy;  // write-through: a line present stays (the lane's bytes are in memory already)
      out_.send(t + i, lines_[i], MemOp::Write, lb, nullptr, ~0u);
    } else if (wy >= 0 && !(cacheBits(d) & cfg_.cachePolicy.loadMissL1)) {
      ++l1.counters.hits;
      ic_.memDone = std::max(ic_.memDone, t + i + cfg_.l1.hitLatency);
    } else {
      ++l1.counters.misses;
      l1.counters.bytesRead += lb;
      l1.fill(line, nullptr);
      out_.send(t + i, lines_[i], MemOp::Read, lb, nullptr, ~0u);
    }
  }
  cu.l1Free[w.cuInWgp] = t + n;
}

void VectorMemory::applyStore(PendingStore* ps, ComputeUnit& cu) {
  // Performed at the L2: in memory, or in the L2 of this partition where the L2s hold data.
  if (l2Data_) l2Data_->write(instance_, ps->line, cfg_.l1.lineBytes, ps->data, ps->mask, ps->through);
  else writeMemory(mem_, ps->line, 128, ps->data, ps->mask);
  ps->applied = true;
  // The store passed through this shader array's GL1 (write-evict); a refill that raced
  // ahead of it to the L2 may have brought the old line back: drop it now that the L2 has
  // the store, or this CU would read older data than its own store. (GL1s of other shader
  // arrays keep stale lines: that is what buffer_gl1_inv is for.)
  if (cfg_.cachePolicy.storeGl1 == LineAction::Drop) gl1_.invalidate(gl1_.lineOf(ps->line));
  cu.storesPerLine.remove(ps->line);
  while (!cu.stores.empty() && cu.stores.front().applied) cu.stores.pop_front();
}

void VectorMemory::captureDeferred(uint32_t i, uint64_t la) {
  DeferredLoad& dl = deferred_[i];
  ComputeUnit& cu = cus_[dl.cu];
  WaveState& w = cu.waves[dl.wave];
  Cache& l1 = cu.l1[w.cuInWgp];
  uint32_t lb = l1.lineBytes();
  // The line arrives: the L1 (and GL1) keep what the L2 gave, with this CU's stores issued
  // since (they went through the L1 after the request did); the load sees only the stores
  // issued before it.
  uint8_t cached[1024];
  if (cfg_.rdna) {  // the shared GL1 keeps what the L2 gave
    uint64_t gl = gl1_.lineOf(la);
    uint32_t gb = gl1_.lineBytes();
    readLine(gl * gb, gb, cached, cu, kNoCu, ~uint64_t{0}, true, dl.coherent);
    int gw = gl1_.find(gl);
    if (gw >= 0) std::memcpy(gl1_.data(gl, gw), cached, gb);
    else if (dl.fillGl1) gl1_.fill(gl, cached);
  }
  readLine(la, lb, cached, cu, w.cuInWgp, ~uint64_t{0}, true, dl.coherent);
  uint64_t ln = l1.lineOf(la);
  int wy = l1.find(ln);
  if (wy >= 0) std::memcpy(l1.data(ln, wy), cached, lb);
  else if (dl.fillL1) l1.fill(ln, cached);
  size_t slot = 0;
  while (slot < dl.lineAddr.size() && dl.lineAddr[slot] != la) ++slot;
  if (slot == dl.lineAddr.size()) {
    dl.lineAddr.push_back(la);
    dl.lineData.resize(dl.lineAddr.size() * 128);
  }
  readLine(la, lb, &dl.lineData[slot * 128], cu, w.cuInWgp, dl.storeSeq, true, dl.coherent);
  if (--dl.linesLeft) return;
  if (w.generation == dl.generation && cu.sched[dl.wave].alive()) landDeferred(dl, cu, w, lb);
  dl.live = false;
  dl.lineAddr.clear();
  freeDeferred_.push_back(i);
}

// Every line of the load is in: its deferred lanes land in the wave's registers.
void VectorMemory::landDeferred(DeferredLoad& dl, ComputeUnit& cu, WaveState& w, uint32_t lb) {
  func::Exec x{w.arch, cu.groups[w.group].wg, engine_, mem_};
  uint64_t m = dl.mask;
  while (m) {
    unsigned l = static_cast<unsigned>(std::countr_zero(m));
    m &= m - 1;
    uint8_t buf[16] = {};
    for (uint32_t k = 0; k < dl.bytes;) {
      uint64_t addr = dl.addr[l] + k;
      uint64_t a = addr & ~uint64_t{lb - 1};
      size_t s2 = 0;
      while (s2 < dl.lineAddr.size() && dl.lineAddr[s2] != a) ++s2;
      uint32_t take = std::min<uint32_t>(dl.bytes - k, static_cast<uint32_t>(a + lb - addr));
      if (s2 < dl.lineAddr.size()) std::memcpy(buf + k, &dl.lineData[s2 * 128 + (addr - a)], take);
      k += take;
    }
    dl.land(x, *dl.inst, l, buf, dl.landArg);
  }
}

bool VectorMemory::maintainL2(ComputeUnit& cu, uint32_t wi, MemOp op, Cycle t) {
  if (!l2Data_) return false;  // one L2: the coherence point, nothing to write back or drop
  out_.send(t, 0, op, 0, nullptr, wi);
  cu.sched[wi].state = IssueState::WaitingAtomic;
  cu.sched[wi].readyAt = kNever;
  cu.waves[wi].stallReason = kStallInvalidate;
  return true;
}

// A wave whose buffer_wbl2 / buffer_inv the L2 performed at cycle t goes on.
void Partition::resumeWave(uint32_t cuLocal, uint32_t wi, Cycle t) {
  cus_[cuLocal].wake(wi, t);
}

// The memory port of the partition's functional engine: vector accesses.
uint64_t Partition::load(func::Exec& x, const DecodedInst& d, const func::PortAccess& a, uint8_t (*data)[16]) {
  return vmem_.load(x, d, a, data);
}
void Partition::store(func::Exec& x, const DecodedInst& d, const func::PortAccess& a, const uint8_t (*data)[16]) {
  vmem_.store(x, d, a, data);
}
bool Partition::atomic(func::Exec& x, const DecodedInst&, const func::PortAccess& a) { return vmem_.atomic(x, a); }
void Partition::other(func::Exec&, const DecodedInst& d, const func::PortAccess& a) { vmem_.other(d, a); }

// An atomic put off at issue is performed now, in the serial phase, where memory is current.
void Partition::performAtomic(uint32_t cuLocal, uint32_t wi, Cycle now) {
  ComputeUnit& cu = cus_[cuLocal];
  WaveState& w = cu.waves[wi];
  func::Exec x{w.arch, cu.groups[w.group].wg, engine_, mem_};
  x.port = this;
  ic_.cu = &cu;
  ic_.wave = wi;
  ic_.event = ~0u;
  ic_.now = now;
  ic_.performingAtomic = true;
  try {
    const DecodedInst& d = engine_.peek(w.arch);
    engine_.execute(x, d);
  } catch (const func::FaultException& e) {
    fail(cu, wi, e.what(), now);
  }
  ic_.performingAtomic = false;
  cu.wake(wi, now);
}

}  // namespace gfxsim::timing
