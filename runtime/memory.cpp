#include "runtime/memory.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>

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
  std::unique_ptr<uint8_t, FreeDeleter> data;
};

Memory::Memory(MemoryConfig cfg) : cfg_(cfg) {
  if (!std::has_single_bit(cfg_.granule) || cfg_.granule < 4096)
    throw Error("memory granule must be a power of two of at least 4096 bytes, not " + std::to_string(cfg_.granule));
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
  next_ = cfg_.globalBase;
}

Memory::~Memory() = default;
Memory::Memory(Memory&&) noexcept = default;
Memory& Memory::operator=(Memory&&) noexcept = default;

Addr Memory::allocate(uint64_t size, uint64_t align, std::string name, AllocKind kind, bool readOnly) {
  if (align == 0 || !std::has_single_bit(align))
    throw Error("allocation '" + name + "': alignment " + std::to_string(align) + " is not a power of two");
  uint64_t a = std::max(align, cfg_.granule);
  Addr base = (next_ + a - 1) & ~(a - 1);
  uint64_t granules = (std::max<uint64_t>(size, 1) + cfg_.granule - 1) >> granuleShift_;
  if (base < next_ || base >= cfg_.globalLimit || granules > ((cfg_.globalLimit - base) >> granuleShift_))
    throw Error("allocation '" + name + "' of " + std::to_string(size) + " bytes does not fit the global range (" +
                std::to_string(liveBytes_) + " bytes live, next free address " + hex(next_) + ", limit " +
                hex(cfg_.globalLimit) + ")");
  auto rec = std::make_unique<Record>();
  if (size) {
    rec->data.reset(static_cast<uint8_t*>(std::calloc(size, 1)));
    if (!rec->data) throw Error("allocation '" + name + "': out of host memory for " + std::to_string(size) + " bytes");
  }
  if (records_.size() >= 0xfffffffeu) throw Error("too many allocations");
  rec->info.id = static_cast<uint32_t>(records_.size() + 1);
  rec->info.base = base;
  rec->info.size = size;
  rec->info.align = align;
  rec->info.kind = kind;
  rec->info.name = std::move(name);
  rec->info.readOnly = readOnly;
  uint64_t first = (base - cfg_.globalBase) >> granuleShift_;
  if (pages_.size() < first + granules) pages_.resize(first + granules, 0);
  for (uint64_t g = 0; g < granules; ++g) pages_[first + g] = rec->info.id;
  next_ = base + ((granules + 1) << granuleShift_);  // one unmapped guard granule after it
  liveBytes_ += size;
  records_.push_back(std::move(rec));
  return base;
}

void Memory::free(Addr base) {
  const Record* r = lookup(base);
  if (!r || r->info.base != base)
    throw Error("free of " + hex(base) + ": not the start of an allocation");
  if (r->info.freed) throw Error("double free of allocation " + r->info.describe());
  Record* w = records_[r->info.id - 1].get();
  w->info.freed = true;
  w->data.reset();
  liveBytes_ -= w->info.size;
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
  uint64_t page = (a - cfg_.globalBase) >> granuleShift_;  // a < base wraps to a huge index
  if (a < cfg_.globalBase || page >= pages_.size()) return nullptr;
  uint32_t id = pages_[page];
  return id ? records_[id - 1].get() : nullptr;
}

const Allocation* Memory::find(Addr a) const noexcept {
  const Record* r = lookup(a);
  return r ? &r->info : nullptr;
}

std::vector<const Allocation*> Memory::allocations() const {
  std::vector<const Allocation*> out;
  for (const auto& r : records_)
    if (!r->info.freed) out.push_back(&r->info);
  return out;  // bump allocation: id order is address order
}

AddressKind Memory::classify(Addr flat) const noexcept {
  uint64_t hi = flat >> 32;
  if (hi == (cfg_.apertures.sharedBase >> 32)) return AddressKind::Shared;
  if (hi == (cfg_.apertures.privateBase >> 32)) return AddressKind::Private;
  return AddressKind::Global;
}

std::optional<MemFault> Memory::check(Addr a, uint64_t size, Access access, bool host,
                                      const Record** out) const noexcept {
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
    // Nearest allocation below (slow path, only on a fault): the last granule entry below.
    if (a >= cfg_.globalBase) {
      uint64_t page = std::min<uint64_t>((a - cfg_.globalBase) >> granuleShift_, pages_.size());
      while (page > 0) {
        --page;
        if (pages_[page]) {
          f.allocation = &records_[pages_[page] - 1]->info;
          break;
        }
      }
    }
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
  return r->data.get() + (a - r->info.base);
}

const uint8_t* Memory::translate(Addr a, uint64_t size) const {
  const Record* r = nullptr;
  if (auto f = check(a, size, Access::Read, false, &r)) fail(*f);
  return r->data.get() + (a - r->info.base);
}

uint8_t* Memory::hostRange(Addr a, uint64_t size, Access access) const {
  const Record* r = nullptr;
  if (auto f = check(a, size, access, true, &r)) fail(*f);
  return r->data.get() + (a - r->info.base);
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
      uint8_t* data = r->data.get();
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
      out[lane] = last->data.get() + (a - last->info.base);
      continue;
    }
    const Record* r = nullptr;
    if (auto f = check(a, bytesPerLane, access, false, &r)) {
      f->lane = static_cast<int>(lane);
      return f;
    }
    last = r;
    out[lane] = r->data.get() + (a - r->info.base);
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
