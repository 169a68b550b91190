#include "timing/memside.h"

#include "timing/gpu.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#include "runtime/memory.h"

namespace gfxsim::timing {

void readMemory(const rt::Memory& mem, uint64_t addr, uint32_t bytes, uint8_t* out) {
  std::memset(out, 0, bytes);
  if (const rt::Allocation* al = mem.find(addr)) {
    uint64_t lo = std::max(addr, al->base), hi = std::min(addr + bytes, al->end());
    if (hi > lo && !al->freed) std::memcpy(out + (lo - addr), mem.translate(lo, hi - lo), hi - lo);
  }
}

void writeMemory(rt::Memory& mem, uint64_t addr, uint32_t bytes, const uint8_t* data, const uint64_t* mask) {
  auto set = [&](unsigned o) { return (mask[o / 64] >> (o % 64)) & 1; };
  for (unsigned o = 0; o < bytes;) {  // runs of set bytes
    if (!set(o)) {
      ++o;
      continue;
    }
    unsigned e = o;
    while (e < bytes && set(e)) ++e;
    std::memcpy(mem.translate(addr + o, e - o, rt::Access::Write), data + o, e - o);
    o = e;
  }
}

L2Data::L2Data(const TimingConfig& cfg, rt::Memory& mem)
    : mem_(mem), lineBytes_(cfg.l2.lineBytes), words_((cfg.l2.lineBytes + 63) / 64), fillBuffer_(cfg.l2.lineBytes) {
  for (uint32_t x = 0; x < cfg.l2Instances; ++x) {
    caches_.emplace_back(cfg.l2, true);
    dirty_.emplace_back(caches_.back().slots() * words_);
  }
}

bool L2Data::anyDirty(unsigned x, size_t slot) {
  const uint64_t* m = dirty(x, slot);
  for (size_t i = 0; i < words_; ++i)
    if (m[i]) return true;
  return false;
}

void L2Data::writeBackSlot(unsigned x, size_t slot) {
  uint64_t* m = dirty(x, slot);
  if (!anyDirty(x, slot)) return;
  Cache& c = caches_[x];
  writeMemory(mem_, c.lineAtSlot(slot) * lineBytes_, lineBytes_, c.dataAtSlot(slot), m);
  for (size_t i = 0; i < words_; ++i) {
    bytesWrittenBack += static_cast<uint64_t>(std::popcount(m[i]));
    m[i] = 0;
  }
}

int L2Data::lineFor(unsigned x, uint64_t line) {
  Cache& c = caches_[x];
  int w = c.find(line);
  if (w >= 0) return w;
  int v = c.victimWay(line);
  if (c.lineAt(line, v) != Cache::kNoLine) writeBackSlot(x, c.slotOf(line, v));  // an evicted dirty line goes to memory
  std::vector<uint8_t>& buf = fillBuffer_;
  readMemory(mem_, line * lineBytes_, lineBytes_, buf.data());
  w = c.fill(line, buf.data());
  std::fill_n(dirty(x, c.slotOf(line, w)), words_, 0);
  return w;
}

void L2Data::read(unsigned x, uint64_t addr, uint32_t bytes, uint8_t* out, bool coherent) {
  Cache& c = caches_[x];
  uint64_t line = c.lineOf(addr);
  int w = lineFor(x, line);
  size_t s = c.slotOf(line, w);
  uint8_t* d = c.dataAtSlot(s);
  if (coherent) {  // memory's bytes, where this instance has not written newer ones
    std::vector<uint8_t>& buf = fillBuffer_;
    readMemory(mem_, line * lineBytes_, lineBytes_, buf.data());
    const uint64_t* m = dirty(x, s);
    for (uint32_t o = 0; o < lineBytes_; ++o)
      if (!((m[o / 64] >> (o % 64)) & 1)) d[o] = buf[o];
  }
  std::memcpy(out, d + (addr - line * lineBytes_), bytes);
}

void L2Data::write(unsigned x, uint64_t addr, uint32_t bytes, const uint8_t* data, const uint64_t* mask, bool through) {
  Cache& c = caches_[x];
  uint64_t line = c.lineOf(addr);
  int w = lineFor(x, line);
  size_t s = c.slotOf(line, w);
  uint8_t* d = c.dataAtSlot(s) + (addr - line * lineBytes_);
  uint64_t* m = dirty(x, s);
  unsigned base = static_cast<unsigned>(addr - line * lineBytes_);
  for (uint32_t o = 0; o < bytes; ++o) {
    if (!((mask[o / 64] >> (o % 64)) & 1)) continue;
    d[o] = data[o];
    unsigned b = base + o;
    if (through) m[b / 64] &= ~(uint64_t{1} << (b % 64));
    else m[b / 64] |= uint64_t{1} << (b % 64);
  }
  if (through) writeMemory(mem_, addr, bytes, data, mask);
}

void L2Data::writeBack(unsigned x) {
  for (size_t s = 0; s < caches_[x].slots(); ++s)
    if (caches_[x].lineAtSlot(s) != Cache::kNoLine) writeBackSlot(x, s);
}

void L2Data::invalidate(unsigned x) {
  Cache& c = caches_[x];
  std::vector<uint8_t>& buf = fillBuffer_;
  for (size_t s = 0; s < c.slots(); ++s) {
    uint64_t line = c.lineAtSlot(s);
    if (line == Cache::kNoLine) continue;
    if (!anyDirty(x, s)) {
      c.invalidateSlot(s);
      continue;
    }
    readMemory(mem_, line * lineBytes_, lineBytes_, buf.data());
    const uint64_t* m = dirty(x, s);
    uint8_t* d = c.dataAtSlot(s);
    for (uint32_t o = 0; o < lineBytes_; ++o)
      if (!((m[o / 64] >> (o % 64)) & 1)) d[o] = buf[o];
  }
}

void L2Data::release(unsigned x, uint64_t addr) {
  Cache& c = caches_[x];
  uint64_t line = c.lineOf(addr);
  int w = c.find(line);
  if (w < 0) return;
  size_t s = c.slotOf(line, w);
  writeBackSlot(x, s);
  c.invalidateSlot(s);
}

void L2Data::writeBackAll(bool shuffled, uint64_t seed) {
  if (!shuffled) {
    for (unsigned x = 0; x < instances(); ++x) writeBack(x);
    return;
  }
  struct Dirty {
    uint64_t line, key;
    unsigned x;
    size_t slot;
  };
  std::vector<Dirty> all;
  for (unsigned x = 0; x < instances(); ++x)
    for (size_t s = 0; s < caches_[x].slots(); ++s)
      if (uint64_t line = caches_[x].lineAtSlot(s); line != Cache::kNoLine && anyDirty(x, s))
        all.push_back({line, stressHash(seed ^ 0x57424b41u, line, x), x, s});
  std::sort(all.begin(), all.end(), [](const Dirty& a, const Dirty& b) { return a.line != b.line ? a.line < b.line : a.key < b.key; });
  for (const Dirty& d : all) writeBackSlot(d.x, d.slot);
}

namespace {

// XOR of x's groups of `bits` bits.
uint64_t foldBits(uint64_t x, unsigned bits) {
  uint64_t h = 0;
  for (; x; x >>= bits) h ^= x;
  return h;
}

}  // namespace

unsigned hashedChannel(uint64_t chunk, unsigned n) {
  if (n == 1) return 0;
  return static_cast<unsigned>(foldBits(chunk, static_cast<unsigned>(std::countr_zero(n))) & (n - 1));
}

uint64_t chunkOfChannel(uint64_t local, unsigned c, unsigned n) {
  if (n == 1) return local;
  unsigned bits = static_cast<unsigned>(std::countr_zero(n));
  return local << bits | ((c ^ foldBits(local, bits)) & (n - 1));
}

MemorySide::MemorySide(const TimingConfig& cfg, unsigned computeUnits) : cfg_(cfg) {
  uint32_t setsPerChannel = cfg.l2.sets() / cfg.l2Channels;
  for (uint32_t c = 0; c < cfg.l2Channels * cfg.l2Instances; ++c) l2_.emplace_back(cfg.l2, false, setsPerChannel);
  channelFree_.assign(l2_.size(), 0);
  cusPerInstance_ = std::max(1u, computeUnits / cfg.l2Instances);
  lastWrite_.assign(computeUnits * 2, 0);
  if (cfg.llc.present) {
    uint32_t sets = std::max<uint32_t>(1, cfg.llc.sets() / cfg.dramChannels);
    for (uint32_t c = 0; c < cfg.dramChannels; ++c) llc_.emplace_back(cfg.llc, false, sets);
    llcFree_.assign(cfg.dramChannels, 0);
  }
  dramFree_.assign(cfg.dramChannels, 0);
  dramCyclesPerByte_ = cfg.dramChannels / cfg.dramBytesPerCycle();
  dramBanks_.assign(static_cast<size_t>(cfg.dramChannels) * cfg.dramBanks, DramBank{});
  dramGaps_.assign(cfg.dramChannels, {});
  rowCycle_ = cfg.nsToCycles(cfg.dramRowCycleNs);
  turnaround_ = cfg.nsToCycles(cfg.dramTurnaroundNs);
  refresh_ = cfg.nsToCycles(cfg.dramRefreshNs);
  refreshInterval_ = cfg.nsToCycles(cfg.dramRefreshIntervalNs);
  mshr_.assign(computeUnits * 2, std::vector<Cycle>(cfg.l1.mshrs, 0));
  mshrHead_.assign(computeUnits * 2, 0);
}

// One transfer on DRAM channel d. What keeps a channel below its peak (the bus moving `bytes`
// at the interface's rate):
//  * Rows: consecutive chunks of a channel fill one row of a bank, then go to the next bank
//    (the bank index XORed with the row's low bits: permutation-based interleaving, so that
//    streams whose bases are a multiple of a row group apart do not conflict in every bank).
//    A bank moves one transfer at a time, and a bank changing rows (precharge, then activate)
//    cannot move data until row_cycle after its last transfer. An unloaded access is not
//    delayed (dram.latency, a pointer chase's figure, already includes opening a row).
//  * The controller does not leave the bus idle while a bank opens a row: a request that
//    arrives later takes the idle time if its own bank is ready (the gaps left behind the bus's
//    last transfer are kept, a scheduler window of kDramGaps of them), as a first-ready
//    scheduler serves row hits and other banks first.
//  * Writes are buffered and drained in batches of write_batch, the bus turning twice per
//    batch: each write carries 2 x turnaround / write_batch.
//  * Refresh, bank by bank: every refresh_interval a bank stops for `refresh`, the banks
//    staggered over the interval; the others go on.
double MemorySide::dramTransfer(unsigned d, uint64_t local, uint32_t bytes, bool write, double t) {
  const TimingConfig& c = cfg_;
  uint64_t chunksPerRow = std::max<uint64_t>(1, c.dramRowBytes / c.dramInterleaveBytes);
  uint64_t group = local / chunksPerRow;
  uint64_t row = group / c.dramBanks;
  size_t bi = static_cast<size_t>(d) * c.dramBanks + ((group ^ row) & (c.dramBanks - 1));
  DramBank& bank = dramBanks_[bi];
  double earliest = std::max(t, bank.done);
  if (bank.row != row) {
    earliest = std::max(earliest, bank.done + rowCycle_);
    bank.row = row;
    ++dramRowMisses;
  } else {
    ++dramRowHits;
  }
  // Not while the bank refreshes (the banks staggered over the interval).
  if (refresh_ > 0) {
    double phase = std::fmod(earliest + refreshInterval_ * static_cast<double>(bi) / static_cast<double>(dramBanks_.size()), refreshInterval_);
    if (phase < refresh_) earliest += refresh_ - phase;
  }
  double len = bytes * dramCyclesPerByte_ + (write ? 2 * turnaround_ / c.dramWriteBatch : 0);
  auto& gaps = dramGaps_[d];
  double start = -1;
  for (size_t i = 0; i < gaps.size(); ++i) {
    auto [from, to] = gaps[i];
    double at = std::max(from, earliest);
    if (at + len > to) continue;
    gaps.erase(gaps.begin() + static_cast<std::ptrdiff_t>(i));
    if (at - from > 0.5) gaps.emplace_back(from, at);
    if (to - (at + len) > 0.5) gaps.emplace_back(at + len, to);
    start = at;
    break;
  }
  if (start < 0) {
    start = std::max(earliest, dramFree_[d]);
    if (start - dramFree_[d] > 0.5) {
      if (gaps.size() == kDramGaps) gaps.erase(gaps.begin());
      gaps.emplace_back(dramFree_[d], start);
    }
    dramFree_[d] = start + len;
  }
  // Gaps already in the past are of no use to later requests.
  std::erase_if(gaps, [&](const std::pair<double, double>& g) { return g.second <= t; });
  bank.done = start + len;
  lastDramBusy = std::max(lastDramBusy, static_cast<Cycle>(std::ceil(dramFree_[d])));
  return start;
}

Cycle MemorySide::dram(Cycle t, uint64_t addr, uint32_t bytes, bool write) {
  uint64_t chunk = addr / cfg_.dramInterleaveBytes;
  unsigned d = hashedChannel(chunk, cfg_.dramChannels);
  uint64_t local = chunk / cfg_.dramChannels;
  Cycle beyondL2 = cfg_.dramLatency - cfg_.l2.hitLatency;
  if (cfg_.llc.present) {
    // The memory-attached LLC: write-back, allocating on reads and writes; what it evicts
    // dirty is written to DRAM. It is on the memory side, so nothing flushes it.
    Cache& c = llc_[d];
    uint32_t lb = c.lineBytes(), perChunk = cfg_.dramInterleaveBytes / lb;
    uint64_t line = local * perChunk + (addr % cfg_.dramInterleaveBytes) / lb;
    Cycle start = std::max(t, llcFree_[d]);
    llcFree_[d] = start + std::max<Cycle>(1, lb / cfg_.llc.bytesPerCycle);
    int w = c.find(line);
    if (w >= 0) {
      ++llcCounters_.hits;
      if (write) {
        c.setDirty(line, w, true);
        return start;
      }
      return std::max(start + cfg_.llc.hitLatency - cfg_.l2.hitLatency, c.ready(line, w));
    }
    ++llcCounters_.misses;
    bool victimDirty = false;
    uint64_t victim = Cache::kNoLine;
    w = c.fill(line, nullptr, &victimDirty, &victim);
    if (victimDirty) {
      dramTransfer(d, victim / perChunk, lb, true, static_cast<double>(start));
      dramBytesWritten += lb;
      llcCounters_.bytesWritten += lb;
    }
    if (write) {  // a whole line: nothing to fetch
      c.setDirty(line, w, true);
      return start;
    }
    llcCounters_.bytesRead += lb;
    double ds = dramTransfer(d, local, lb, false, static_cast<double>(start));
    dramBytesRead += lb;
    Cycle done = static_cast<Cycle>(std::ceil(ds)) + beyondL2;
    c.ready(line, w) = done;
    return done;
  }
  double ds = dramTransfer(d, local, bytes, write, static_cast<double>(t));
  (write ? dramBytesWritten : dramBytesRead) += bytes;
  return static_cast<Cycle>(std::ceil(ds)) + beyondL2;
}

uint64_t MemorySide::l2LineAddress(unsigned c, uint64_t line, uint32_t lineBytes) const {
  uint64_t perChunk = cfg_.l2InterleaveBytes / lineBytes;
  uint64_t chunk = chunkOfChannel(line / perChunk, c % cfg_.l2Channels, cfg_.l2Channels);
  return chunk * cfg_.l2InterleaveBytes + (line % perChunk) * lineBytes;
}

// Installs an L2 line; a dirty victim is written back (its bandwidth is used).
int MemorySide::allocate(Cache& l2, unsigned channel, uint64_t line, Cycle t) {
  bool victimDirty = false;
  uint64_t victim = Cache::kNoLine;
  int w = l2.fill(line, nullptr, &victimDirty, &victim);
  if (victimDirty) {
    dram(t, l2LineAddress(channel, victim, l2.lineBytes()), l2.lineBytes(), true);
    l2.counters.bytesWritten += l2.lineBytes();
  }
  return w;
}

Cycle MemorySide::writeBackDirty(Cycle t) {
  Cycle done = t;
  for (unsigned c = 0; c < l2_.size(); ++c) {
    Cache& l2 = l2_[c];
    uint32_t lb = l2.lineBytes();
    for (size_t s = 0; s < l2.slots(); ++s) {
      if (!l2.dirtyAtSlot(s)) continue;
      // The channel reads the line out, then it goes to memory.
      double s0 = std::max(static_cast<double>(t), channelFree_[c]);
      channelFree_[c] = s0 + static_cast<double>(lb) / cfg_.l2.bytesPerCycle;
      dram(static_cast<Cycle>(std::ceil(channelFree_[c])), l2LineAddress(c, l2.lineAtSlot(s), lb), lb, true);
      l2.cleanSlot(s);
      l2.counters.bytesWritten += lb;
      l2WrittenBack += lb;
      done = std::max(done, static_cast<Cycle>(std::ceil(channelFree_[c])));
    }
  }
  return std::max(done, lastDramBusy);
}

Cycle MemorySide::access(Cycle t, uint64_t addr, uint32_t bytes, MemOp op, unsigned l1, Cycle* performed) {
  ++requests;
  // A read of a line this CU's L1 is already waiting for merges with that miss (its MSHR):
  // no new MSHR, no channel time; it is answered with it (the data is read then too).
  uint64_t key = (addr / cfg_.l1.lineBytes) << 12 | l1;
  if (op == MemOp::Read) {
    auto it = inflight_.find(key);
    if (it != inflight_.end() && it->second > t) {
      ++merged;
      Cycle done = it->second;
      if (jitter_) {
        Cycle& last = lastPerformed_[key];
        done = std::max(done, last + 1);
        last = done;
      }
      if (performed) *performed = done;
      return done;
    }
  }
  // The CU's miss-handling registers: at most `mshrs` misses in flight. A request that
  // finds them all busy leaves the CU when the oldest is answered; it is still served by
  // the channels in arrival order (a server fed out of order would sit idle while holding
  // its future slots), and is answered no earlier than its unloaded latency after leaving.
  auto& ring = mshr_[l1];
  unsigned& head = mshrHead_[l1];
  // (Writes do not hold an MSHR: they go through to the L2 without waiting for data.)
  Cycle leaves = op == MemOp::Write ? t : std::max(t, ring[head]);
  Cycle start0 = t;
  unsigned c = instanceOfCu(l1 / 2) * cfg_.l2Channels + channelOf(addr);
  Cache& l2 = l2_[c];
  // Sets are indexed by the address bits above the channel-select bits (a channel's lines
  // would otherwise use a fraction of its sets).
  uint64_t chunk = addr / cfg_.l2InterleaveBytes;
  uint64_t line = (chunk / cfg_.l2Channels) * (cfg_.l2InterleaveBytes / l2.lineBytes()) + (addr % cfg_.l2InterleaveBytes) / l2.lineBytes();
  double s0 = std::max(static_cast<double>(start0), channelFree_[c]);
  channelFree_[c] = s0 + static_cast<double>(bytes) / cfg_.l2.bytesPerCycle;
  Cycle start = static_cast<Cycle>(std::ceil(s0));
  Cycle lat = cfg_.l2.hitLatency;
  Cycle unloaded = lat;
  Cycle done;
  int w = l2.find(line);
  if (op == MemOp::Write && !cfg_.l2.writeBack) {
    // Write-through, no allocate: the bytes go on to DRAM; a line present stays valid.
    (w < 0 ? l2.counters.misses : l2.counters.hits)++;
    dram(start, addr, bytes, true);
    l2.counters.bytesWritten += bytes;
    done = start + lat;
  } else if (op == MemOp::Write) {
    if (w < 0) {
      ++l2.counters.misses;
      w = allocate(l2, c, line, start);
    } else {
      ++l2.counters.hits;
    }
    l2.setDirty(line, w, true);
    done = std::max(start + lat, l2.ready(line, w));
  } else {
    if (w >= 0) {
      ++l2.counters.hits;
      done = std::max(start + lat, l2.ready(line, w));
    } else {
      ++l2.counters.misses;
      w = allocate(l2, c, line, start);
      l2.counters.bytesRead += l2.lineBytes();
      done = dram(start, addr, l2.lineBytes()) + lat;
      l2.ready(line, w) = done;
      unloaded = cfg_.dramLatency;
    }
    if (op == MemOp::Atomic) l2.setDirty(line, w, true);
  }
  if (leaves > t) done = std::max(done, leaves + unloaded);
  if (jitter_) {
    uint64_t h = stressHash(stressSeed_, requests, addr);
    Cycle late = h % (jitter_ + 1);
    if (tail_ > 1 && ((h >> 48) & 31) == 0) late *= tail_;  // the tail: one request in 32
    done += late;
    Cycle& last = lastPerformed_[(addr / cfg_.l1.lineBytes) << 12 | l1];
    done = std::max(done, last + 1);  // strictly after: a later request never lands in the same cycle
    last = done;
  }
  if (performed) *performed = done;
  if (op == MemOp::Read) inflight_[key] = done;
  if (op == MemOp::Write) lastWrite_[l1] = std::max(lastWrite_[l1], done);
  if (op != MemOp::Write) {
    ring[head] = done;
    head = (head + 1) % static_cast<unsigned>(ring.size());
  }
  return done;
}

CacheCounters MemorySide::l2Counters() const {
  CacheCounters s;
  for (const auto& c : l2_) s += c.counters;
  return s;
}

}  // namespace gfxsim::timing
