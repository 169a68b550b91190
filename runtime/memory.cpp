#include "runtime/memory.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdio>
#include <cstdlib>

#include <sys/mman.h>
#include <unistd.h>

#include "support/error.h"

namespace gfxsim::rt {

std::string hexString(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

namespace {

std::string hex(uint64_t v) { return hexString(v); }

struct FreeDeleter {
  void operator()(uint8_t* p) const noexcept { std::free(p); }
};

}  // namespace

std::string_view accessName(Access a) {
  switch (a) {
    case Access::Read: return "read";
    case Access::Write: return "write";
    case Access::Atomic: return "atomic";
  }
  return "access";
}

std::string_view allocKindName(AllocKind k) {
  switch (k) {
    case AllocKind::Buffer: return "buffer";
    case AllocKind::Kernarg: return "kernarg segment";
    case AllocKind::Queue: return "queue";
    case AllocKind::Ring: return "packet ring";
    case AllocKind::Signal: return "signal";
    case AllocKind::Scratch: return "scratch";
    case AllocKind::Code: return "code";
    case AllocKind::Other: return "other";
  }
  return "allocation";
}

uint32_t Apertures::shMemBases() const {
  const uint64_t low48 = (uint64_t{1} << 48) - 1;
  if ((sharedBase & low48) || (privateBase & low48))
    throw Error("SH_MEM_BASES holds only bits 63:48 of the aperture bases; shared " + hex(sharedBase) +
                " / private " + hex(privateBase) + " have lower bits set");
  return static_cast<uint32_t>((privateBase >> 48) & 0xffff) | static_cast<uint32_t>(((sharedBase >> 48) & 0xffff) << 16);
}

Apertures Apertures::forTarget(const isa::TargetId&) { return Apertures{}; }

std::string Allocation::describe() const {
  std::string s = "#" + std::to_string(id);
  if (!name.empty()) s += " '" + name + "'";
  s += " [" + hex(base) + ", " + hex(end()) + ") (" + std::to_string(size) + " bytes)";
  return s;
}

std::string MemFault::message() const {
  std::string what = std::string(accessName(access)) + " of " + std::to_string(size) + " byte" +
                     (size == 1 ? "" : "s") + " at " + hex(addr);
  if (lane >= 0) what += " (lane " + std::to_string(lane) + ")";
  switch (kind) {
    case Kind::Unmapped: {
      std::string s = "invalid " + what + ": ";
      if (addr == 0) return s + "null address";
      s += "no allocation there";
      if (allocation) {
        s += " (nearest below: allocation " + allocation->describe() + ", which ends " +
             std::to_string(addr - allocation->end()) + " bytes before it" +
             (allocation->freed ? "; freed" : "") + ")";
      }
      return s;
    }
    case Kind::OutOfBounds: {
      std::string s = "out-of-bounds " + what + ": allocation " + allocation->describe();
      if (addr >= allocation->end())
        return s + " ends " + std::to_string(addr - allocation->end()) + " bytes before the access";
      return s + " ends " + std::to_string(allocation->end() - addr) + " bytes into the " +
             std::to_string(size) + "-byte access (overrun by " + std::to_string(addr + size - allocation->end()) +
             " bytes)";
    }
    case Kind::Freed: return "use after free: " + what + " hits allocation " + allocation->describe() + ", which was freed";
    case Kind::ReadOnly: return "invalid " + what + ": allocation " + allocation->describe() + " is read-only";
    case Kind::Aperture: return "invalid " + what + ": the address is in the " + detail + ", not global memory";
    case Kind::Overflow: return "invalid " + what + ": the range wraps around the 64-bit address space";
    case Kind::Misaligned: return "invalid lane-batched " + what + ": " + detail;
  }
  return what;
}

struct Memory::Record {
  Allocation info;
  uint8_t* data = nullptr;                        // the bytes (nullptr for size 0, or freed)
  std::unique_ptr<uint8_t, FreeDeleter> owned;    // bump space: calloc'd storage
  void* mapping = nullptr;                        // host space: the mmap'd region (guard included)
  uint64_t mappingSize = 0;
};

namespace {
// A granule shared by several adopted ranges: the slow lookup (live_) decides.
const uintptr_t kSharedGranule = 1;
}  // namespace

// Two levels: a directory entry per 1 GiB of address space (addresses below 2^49: the 47-bit
// user space of x86-64 and AArch64 hosts, and the bump range), then a chunk of one entry per
// granule (128 KiB for 64 KiB granules). Entries are atomic so writers can map granules while
// kernels read other ones.
//
// Every Runtime has a Memory, and most use a few MiB above the bump range's 4 GiB base, so what
// a Memory clears is kept to that: the directory's first 64 entries (below 64 GiB) are inline,
// and the full directory (4 MiB, which a host-shared space needs: host addresses are near 2^47)
// is allocated only when an address above that is first mapped.
struct Memory::PageTable {
  static constexpr unsigned kChunkBits = 30;  // a chunk maps 1 GiB
  static constexpr unsigned kDirBits = 49 - kChunkBits;
  static constexpr uint64_t kChunkMask = (uint64_t{1} << kChunkBits) - 1;
  static constexpr size_t kLowEntries = 64;
  using Entry = std::atomic<const Record*>;
  unsigned shift = 16;
  std::array<std::atomic<Entry*>, kLowEntries> low{};
  std::atomic<std::atomic<Entry*>*> high{nullptr};
  std::unique_ptr<std::atomic<Entry*>[]> highStorage;  // owned; writers only
  std::vector<std::unique_ptr<Entry[]>> chunks;        // owned; writers only

  explicit PageTable(unsigned granuleShift) : shift(granuleShift) {}
  size_t chunkEntries() const { return size_t{1} << (kChunkBits - shift); }
  const Record* get(Addr a) const noexcept {
    const uint64_t d = a >> kChunkBits;
    Entry* c = nullptr;
    if (d < kLowEntries) {
      c = low[d].load(std::memory_order_acquire);
    } else {
      std::atomic<Entry*>* h = high.load(std::memory_order_acquire);
      if (!h || (d >> kDirBits)) return nullptr;
      c = h[d].load(std::memory_order_acquire);
    }
    return c ? c[(a & kChunkMask) >> shift].load(std::memory_order_relaxed) : nullptr;
  }
  Entry& slot(Addr a) {  // writers: creates the chunk; a must be below 2^49
    const uint64_t d = a >> kChunkBits;
    std::atomic<Entry*>* dir = low.data();
    if (d >= kLowEntries) {
      if (!highStorage) {
        highStorage.reset(new std::atomic<Entry*>[size_t{1} << kDirBits]());
        high.store(highStorage.get(), std::memory_order_release);
      }
      dir = highStorage.get();
    }
    Entry* c = dir[d].load(std::memory_order_relaxed);
    if (!c) {
      chunks.emplace_back(new Entry[chunkEntries()]());
      c = chunks.back().get();
      dir[d].store(c, std::memory_order_release);
    }
    return c[(a & kChunkMask) >> shift];
  }
};

Memory::Memory(MemoryConfig cfg) : cfg_(cfg) {
  if (!std::has_single_bit(cfg_.granule) || cfg_.granule < 4096 || cfg_.granule > (uint64_t{1} << PageTable::kChunkBits))
    throw Error("memory granule must be a power of two from 4096 bytes to 1 GiB, not " + std::to_string(cfg_.granule));
  granuleShift_ = static_cast<unsigned>(std::countr_zero(cfg_.granule));
  if (cfg_.globalBase == 0 || cfg_.globalBase % cfg_.granule)
    throw Error("global memory base " + hex(cfg_.globalBase) + " must be a non-zero multiple of the granule");
  if (cfg_.globalLimit <= cfg_.globalBase) throw Error("global memory limit must be above its base");
  const Apertures& ap = cfg_.apertures;
  for (auto [name, base] : {std::pair{"shared", ap.sharedBase}, std::pair{"private", ap.privateBase}}) {
    if (base % Apertures::kSize)
      throw Error(std::string(name) + " aperture base " + hex(base) + " must be 4 GiB aligned");
    if (base < cfg_.globalLimit && base + Apertures::kSize > cfg_.globalBase)
      throw Error(std::string(name) + " aperture [" + hex(base) + ", " + hex(base + Apertures::kSize) +
                  ") overlaps the global range [" + hex(cfg_.globalBase) + ", " + hex(cfg_.globalLimit) + ")");
  }
  if (ap.sharedBase == ap.privateBase) throw Error("the shared and private apertures must differ");
  if ((cfg_.globalLimit - 1) >> (PageTable::kChunkBits + PageTable::kDirBits))
    throw Error("global memory limit " + hex(cfg_.globalLimit) + " is beyond the 2^49 bytes the page table covers");
  next_ = cfg_.globalBase;
  pages_ = std::make_unique<PageTable>(granuleShift_);
  lock_ = std::make_unique<std::mutex>();
}

Memory::~Memory() {
  for (auto& r : records_)
    if (r->mapping) munmap(r->mapping, r->mappingSize);
}
Memory::Memory(Memory&&) noexcept = default;
Memory& Memory::operator=(Memory&&) noexcept = default;

Memory::Record* Memory::addRecord(std::unique_ptr<Record> rec) {
  if (records_.size() >= 0xfffffffeu) throw Error("too many allocations");
  rec->info.id = static_cast<uint32_t>(records_.size() + 1);
  records_.push_back(std::move(rec));
  return records_.back().get();
}

// Points every granule of the record's range at it. A granule another live allocation also
// occupies (adopted ranges are not granule-aligned) is marked shared.
void Memory::mapRecord(Record* rec) {
  const Addr base = rec->info.base;
  const Addr last = base + std::max<uint64_t>(rec->info.size, 1) - 1;
  const auto shared = reinterpret_cast<const Record*>(kSharedGranule);
  for (Addr g = base >> granuleShift_; g <= last >> granuleShift_; ++g) {
    auto& e = pages_->slot(g << granuleShift_);
    const Record* cur = e.load(std::memory_order_relaxed);
    bool other = cur == shared || (cur && !cur->info.freed && cur != rec);
    e.store(other ? shared : rec, std::memory_order_release);
  }
  live_[base] = rec;
}

// The next range of the bump space for `size` bytes aligned to max(align, granule), followed by
// one unmapped guard granule.
Addr Memory::bump(uint64_t size, uint64_t align, const std::string& name) {
  uint64_t a = std::max(align, cfg_.granule);
  uint64_t granules = (std::max<uint64_t>(size, 1) + cfg_.granule - 1) >> granuleShift_;
  Addr base = (next_ + a - 1) & ~(a - 1);
  if (base < next_ || base >= cfg_.globalLimit || granules > ((cfg_.globalLimit - base) >> granuleShift_))
    throw Error("allocation '" + name + "' of " + std::to_string(size) + " bytes does not fit the global range (" +
                std::to_string(liveBytes_) + " bytes live, next free address " + hex(next_) + ", limit " +
                hex(cfg_.globalLimit) + ")");
  next_ = base + ((granules + 1) << granuleShift_);
  return base;
}

Addr Memory::allocate(uint64_t size, uint64_t align, std::string name, AllocKind kind, bool readOnly) {
  if (align == 0 || !std::has_single_bit(align))
    throw Error("allocation '" + name + "': alignment " + std::to_string(align) + " is not a power of two");
  std::lock_guard guard(*lock_);
  uint64_t a = std::max(align, cfg_.granule);
  uint64_t granules = (std::max<uint64_t>(size, 1) + cfg_.granule - 1) >> granuleShift_;
  auto rec = std::make_unique<Record>();
  Addr base = 0;
  if (cfg_.hostAddresses) {
    // Fresh host pages: the region is over-reserved by the alignment, trimmed to it, and keeps
    // one inaccessible guard granule after the allocation.
    if (granules > (uint64_t{1} << (47 - granuleShift_)))
      throw Error("allocation '" + name + "' of " + std::to_string(size) + " bytes is larger than the address space");
    uint64_t bytes = granules << granuleShift_;
    uint64_t reserve = bytes + cfg_.granule + a;
    void* m = mmap(nullptr, reserve, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED)
      throw Error("allocation '" + name + "': out of host memory for " + std::to_string(size) + " bytes");
    auto start = reinterpret_cast<uintptr_t>(m);
    uintptr_t aligned = (start + a - 1) & ~(uintptr_t{a} - 1);
    if (aligned > start) munmap(m, aligned - start);
    uintptr_t end = aligned + bytes + cfg_.granule;
    if (start + reserve > end) munmap(reinterpret_cast<void*>(end), start + reserve - end);
    if (mprotect(reinterpret_cast<void*>(aligned), bytes, PROT_READ | PROT_WRITE) != 0 || (aligned >> 49)) {
      munmap(reinterpret_cast<void*>(aligned), bytes + cfg_.granule);
      throw Error("allocation '" + name + "': out of host memory for " + std::to_string(size) + " bytes");
    }
    rec->mapping = reinterpret_cast<void*>(aligned);
    rec->mappingSize = bytes + cfg_.granule;
    rec->data = size ? static_cast<uint8_t*>(rec->mapping) : nullptr;
    base = aligned;
  } else {
    const Addr before = next_;
    base = bump(size, align, name);
    // calloc: a large buffer comes from fresh zero pages, so the pages no one writes are never
    // materialised.
    if (size) {
      rec->owned.reset(static_cast<uint8_t*>(std::calloc(size, 1)));
      if (!rec->owned) {
        next_ = before;
        throw Error("allocation '" + name + "': out of host memory for " + std::to_string(size) + " bytes");
      }
      rec->data = rec->owned.get();
    }
  }
  rec->info.base = base;
  rec->info.size = size;
  rec->info.align = align;
  rec->info.kind = kind;
  rec->info.name = std::move(name);
  rec->info.readOnly = readOnly;
  Record* r = addRecord(std::move(rec));
  mapRecord(r);
  liveBytes_ += size;
  return base;
}

Addr Memory::adopt(void* host, uint64_t size, std::string name, AllocKind kind, bool alias) {
  auto base = reinterpret_cast<Addr>(host);
  if (!cfg_.hostAddresses && !alias)
    throw Error("adopting host memory '" + name + "' at its own address needs a host-shared address space (a bump space gives it an alias)");
  if (!host || size == 0) throw Error("adopting host memory '" + name + "': empty range at " + hex(base));
  if (base + size < base || ((base + size - 1) >> 49))
    throw Error("adopting host memory '" + name + "': range at " + hex(base) + " is outside the address space");
  void* reserved = nullptr;
  uint64_t reservedSize = 0;
  std::unique_lock guard(*lock_, std::defer_lock);
  if (!cfg_.hostAddresses) {
    // The bump allocator's next range, as allocate() would give it.
    guard.lock();
    base = bump(size, 256, name);
  } else if (alias) {
    // Addresses nothing else will be given: an inaccessible host reservation (guard included).
    reservedSize = ((size + cfg_.granule - 1) & ~(cfg_.granule - 1)) + cfg_.granule;
    reserved = mmap(nullptr, reservedSize, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (reserved == MAP_FAILED) throw Error("adopting host memory '" + name + "': no address range left for its device alias");
    base = reinterpret_cast<Addr>(reserved);
  }
  if (!guard.owns_lock()) guard.lock();
  auto next = live_.lower_bound(base);
  if (next != live_.end() && next->first < base + size)
    throw Error("adopting host memory '" + name + "' [" + hex(base) + ", " + hex(base + size) +
                "): overlaps allocation " + next->second->info.describe());
  if (next != live_.begin() && std::prev(next)->second->info.end() > base)
    throw Error("adopting host memory '" + name + "' [" + hex(base) + ", " + hex(base + size) +
                "): overlaps allocation " + std::prev(next)->second->info.describe());
  auto rec = std::make_unique<Record>();
  rec->data = static_cast<uint8_t*>(host);
  rec->info.base = base;
  rec->info.size = size;
  rec->info.align = 1;
  rec->info.kind = kind;
  rec->info.name = std::move(name);
  rec->info.adopted = true;
  rec->mapping = reserved;
  rec->mappingSize = reservedSize;
  Record* r = addRecord(std::move(rec));
  mapRecord(r);
  liveBytes_ += size;
  adoptedBytes_ += size;
  return base;
}

void Memory::free(Addr base) {
  std::lock_guard guard(*lock_);
  auto it = live_.find(base);
  if (it == live_.end()) {
    const Record* r = pages_->get(base);
    if (r && reinterpret_cast<uintptr_t>(r) != kSharedGranule && r->info.base == base && r->info.freed)
      throw Error("double free of allocation " + r->info.describe());
    throw Error("free of " + hex(base) + ": not the start of an allocation");
  }
  Record* w = records_[it->second->info.id - 1].get();
  live_.erase(it);
  w->info.freed = true;
  w->data = nullptr;
  w->owned.reset();
  // The pages go back to the host; the page table keeps pointing at the freed record (a late
  // access is a use after free) until the range is allocated again.
  if (w->mapping) munmap(w->mapping, w->mappingSize);
  w->mapping = nullptr;
  liveBytes_ -= w->info.size;
  if (w->info.adopted) adoptedBytes_ -= w->info.size;
}

void Memory::setReadOnly(Addr base, bool readOnly) {
  const Allocation& a = allocation(base);
  records_[a.id - 1]->info.readOnly = readOnly;
}

const Allocation& Memory::allocation(Addr base) const {
  const Record* r = lookup(base);
  if (!r || r->info.base != base || r->info.freed)
    throw Error(hex(base) + " is not the start of a live allocation");
  return r->info;
}

const Memory::Record* Memory::lookup(Addr a) const noexcept {
  const Record* r = pages_->get(a);
  return reinterpret_cast<uintptr_t>(r) == kSharedGranule ? lookupShared(a) : r;
}

// A granule several adopted ranges share: the live allocation at or below `a`, or the nearest
// one above it in the same granule is not ours to report, so nullptr when `a` is in a gap.
const Memory::Record* Memory::lookupShared(Addr a) const noexcept {
  std::lock_guard guard(*lock_);
  auto it = live_.upper_bound(a);
  if (it == live_.begin()) return nullptr;
  const Record* r = std::prev(it)->second;
  return a - r->info.base < std::max<uint64_t>(r->info.size, 1) ? r : nullptr;
}

const Allocation* Memory::find(Addr a) const noexcept {
  const Record* r = lookup(a);
  return r ? &r->info : nullptr;
}

const Allocation* Memory::findLive(Addr a, uint64_t size) const {
  const Record* r = lookup(a);
  if (!r || r->info.freed || a + size < a || a + size - r->info.base > r->info.size) return nullptr;
  return &r->info;
}

std::vector<const Allocation*> Memory::allocations() const {
  std::lock_guard guard(*lock_);
  std::vector<const Allocation*> out;
  for (const auto& [base, r] : live_) out.push_back(&r->info);
  return out;
}

AddressKind Memory::classify(Addr flat) const noexcept {
  uint64_t hi = flat >> 32;
  if (hi == (cfg_.apertures.sharedBase >> 32)) return AddressKind::Shared;
  if (hi == (cfg_.apertures.privateBase >> 32)) return AddressKind::Private;
  return AddressKind::Global;
}

std::optional<MemFault> Memory::check(Addr a, uint64_t size, Access access, bool host,
                                      const Record** out) const noexcept {
  // The common case first, without building a fault: the same tests as below, in one line.
  if (!(size && a + size < a)) {
    const Record* r = lookup(a);
    if (r && !r->info.freed && a - r->info.base + std::max<uint64_t>(size, 1) <= r->info.size &&
        (host || access == Access::Read || !r->info.readOnly)) {
      if (out) *out = r;
      return std::nullopt;
    }
  }
  MemFault f;
  f.access = access;
  f.addr = a;
  f.size = size;
  if (size && a + size < a) {
    f.kind = MemFault::Kind::Overflow;
    return f;
  }
  const Record* r = lookup(a);
  if (!r) {
    AddressKind k = classify(a);
    if (k != AddressKind::Global) {
      f.kind = MemFault::Kind::Aperture;
      f.detail = k == AddressKind::Shared ? "LDS (shared) aperture" : "scratch (private) aperture";
      return f;
    }
    f.kind = MemFault::Kind::Unmapped;
    // Nearest live allocation below (slow path, only on a fault).
    std::lock_guard guard(*lock_);
    auto it = live_.upper_bound(a);
    if (it != live_.begin()) f.allocation = &std::prev(it)->second->info;
    return f;
  }
  f.allocation = &r->info;
  if (r->info.freed) {
    f.kind = MemFault::Kind::Freed;
    return f;
  }
  if (a - r->info.base + std::max<uint64_t>(size, 1) > r->info.size) {
    f.kind = MemFault::Kind::OutOfBounds;
    return f;
  }
  if (!host && access != Access::Read && r->info.readOnly) {
    f.kind = MemFault::Kind::ReadOnly;
    return f;
  }
  if (out) *out = r;
  return std::nullopt;
}

void Memory::fail(const MemFault& f) const { throw Error(f.message()); }

std::optional<MemFault> Memory::probe(Addr a, uint64_t size, Access access) const noexcept {
  return check(a, size, access, false, nullptr);
}

const Allocation& Memory::checkRange(Addr a, uint64_t size, Access access) const {
  const Record* r = nullptr;
  if (auto f = check(a, size, access, false, &r)) fail(*f);
  return r->info;
}

uint8_t* Memory::translate(Addr a, uint64_t size, Access access) {
  const Record* r = nullptr;
  if (auto f = check(a, size, access, false, &r)) fail(*f);
  return r->data + (a - r->info.base);
}

const uint8_t* Memory::translate(Addr a, uint64_t size) const {
  const Record* r = nullptr;
  if (auto f = check(a, size, Access::Read, false, &r)) fail(*f);
  return r->data + (a - r->info.base);
}

uint8_t* Memory::hostRange(Addr a, uint64_t size, Access access) const {
  const Record* r = nullptr;
  if (auto f = check(a, size, access, true, &r)) fail(*f);
  return r->data + (a - r->info.base);
}

std::optional<MemFault> Memory::translateLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane,
                                               Access access, std::span<uint8_t*> out) noexcept {
  auto bad = [&](std::string why) {
    MemFault f;
    f.kind = MemFault::Kind::Misaligned;
    f.access = access;
    f.size = bytesPerLane;
    f.detail = std::move(why);
    return f;
  };
  if (addrs.size() > kMaxLanes) return bad(std::to_string(addrs.size()) + " lanes given, at most 64");
  if (out.size() < addrs.size()) return bad("output span shorter than the address list");
  if (bytesPerLane == 0) return bad("0 bytes per lane");
  if (addrs.size() < kMaxLanes && (exec >> addrs.size()))
    return bad("exec mask has lanes set beyond the " + std::to_string(addrs.size()) + " addresses given");
  if (!exec) return std::nullopt;
  // Usually every lane hits one allocation: check the span of all active lanes once and map
  // them in a branch-free loop.
  {
    Addr lo = ~Addr{0}, hi = 0;
    for (size_t lane = 0; lane < addrs.size(); ++lane) {
      bool on = (exec >> lane) & 1;
      lo = std::min(lo, on ? addrs[lane] : ~Addr{0});
      hi = std::max(hi, on ? addrs[lane] : Addr{0});
    }
    const Record* r = nullptr;
    if (hi - lo <= (uint64_t{1} << 40) && !check(lo, hi - lo + bytesPerLane, access, false, &r)) {
      uint8_t* data = r->data;
      const Addr base = r->info.base;
      for (size_t lane = 0; lane < addrs.size(); ++lane)
        out[lane] = ((exec >> lane) & 1) ? data + (addrs[lane] - base) : nullptr;
      return std::nullopt;
    }
  }
  // Otherwise lane by lane (which also finds the lowest faulting lane). Lanes usually hit the
  // allocation the previous lane hit: check that one first.
  const Record* last = nullptr;
  for (size_t lane = 0; lane < addrs.size(); ++lane) {
    if (!((exec >> lane) & 1)) {
      out[lane] = nullptr;
      continue;
    }
    Addr a = addrs[lane];
    if (last && a >= last->info.base && a - last->info.base <= last->info.size &&
        bytesPerLane <= last->info.size - (a - last->info.base) && !last->info.freed) {
      out[lane] = last->data + (a - last->info.base);
      continue;
    }
    const Record* r = nullptr;
    if (auto f = check(a, bytesPerLane, access, false, &r)) {
      f->lane = static_cast<int>(lane);
      return f;
    }
    last = r;
    out[lane] = r->data + (a - r->info.base);
  }
  return std::nullopt;
}

std::optional<MemFault> Memory::tryReadLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane,
                                             std::span<uint8_t> out) const noexcept {
  uint8_t* ptrs[kMaxLanes];
  if (out.size() < addrs.size() * uint64_t{bytesPerLane}) {
    MemFault f;
    f.kind = MemFault::Kind::Misaligned;
    f.size = bytesPerLane;
    f.detail = "output buffer holds " + std::to_string(out.size()) + " bytes, " +
               std::to_string(addrs.size() * uint64_t{bytesPerLane}) + " needed";
    return f;
  }
  auto f = const_cast<Memory*>(this)->translateLanes(addrs, exec, bytesPerLane, Access::Read,
                                                     std::span<uint8_t*>(ptrs, addrs.size()));
  if (f) return f;
  for (size_t lane = 0; lane < addrs.size(); ++lane)
    if (ptrs[lane]) std::memcpy(out.data() + lane * bytesPerLane, ptrs[lane], bytesPerLane);
  return std::nullopt;
}

std::optional<MemFault> Memory::tryWriteLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane,
                                              std::span<const uint8_t> in) noexcept {
  uint8_t* ptrs[kMaxLanes];
  if (in.size() < addrs.size() * uint64_t{bytesPerLane}) {
    MemFault f;
    f.kind = MemFault::Kind::Misaligned;
    f.access = Access::Write;
    f.size = bytesPerLane;
    f.detail = "input buffer holds " + std::to_string(in.size()) + " bytes, " +
               std::to_string(addrs.size() * uint64_t{bytesPerLane}) + " needed";
    return f;
  }
  auto f = translateLanes(addrs, exec, bytesPerLane, Access::Write, std::span<uint8_t*>(ptrs, addrs.size()));
  if (f) return f;
  for (size_t lane = 0; lane < addrs.size(); ++lane)
    if (ptrs[lane]) std::memmove(ptrs[lane], in.data() + lane * bytesPerLane, bytesPerLane);
  return std::nullopt;
}

void Memory::readLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane, std::span<uint8_t> out) const {
  if (auto f = tryReadLanes(addrs, exec, bytesPerLane, out)) fail(*f);
}

void Memory::writeLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane, std::span<const uint8_t> in) {
  if (auto f = tryWriteLanes(addrs, exec, bytesPerLane, in)) fail(*f);
}

void Memory::write(Addr a, std::span<const uint8_t> bytes) {
  if (bytes.empty()) return;
  std::memcpy(hostRange(a, bytes.size(), Access::Write), bytes.data(), bytes.size());
}

void Memory::read(Addr a, std::span<uint8_t> bytes) const {
  if (bytes.empty()) return;
  std::memcpy(bytes.data(), hostRange(a, bytes.size(), Access::Read), bytes.size());
}

std::vector<uint8_t> Memory::readBytes(Addr a, uint64_t size) const {
  std::vector<uint8_t> v(size);
  read(a, v);
  return v;
}

void Memory::fill(Addr a, uint8_t value, uint64_t size) {
  if (size == 0) return;
  std::memset(hostRange(a, size, Access::Write), value, size);
}

void Memory::copy(Addr dst, Addr src, uint64_t size) {
  if (size == 0) return;
  const uint8_t* s = hostRange(src, size, Access::Read);
  uint8_t* d = hostRange(dst, size, Access::Write);
  std::memmove(d, s, size);
}

}  // namespace gfxsim::rt
