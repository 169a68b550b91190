// The interpreter's global memory (InterpMemory) and the kernarg segment layout.
#include <algorithm>
#include <cstdio>
#include <cstring>

#include "ir/interp.h"
#include "support/error.h"

namespace gfxsim::ir {

namespace {

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

constexpr uint64_t kGap = uint64_t{64} << 10;  // unmapped bytes after every buffer

uint64_t alignUp(uint64_t v, uint64_t a) { return (v + a - 1) & ~(a - 1); }

}  // namespace

uint64_t InterpMemory::allocate(uint64_t size, uint64_t align, std::string name, bool readOnly) {
  if (align == 0 || (align & (align - 1)) || align > kGap)
    throw Error("interp memory: alignment " + std::to_string(align) + " is not a power of two up to 64 KiB");
  if (size > (uint64_t{1} << 40)) throw Error("interp memory: buffer of " + std::to_string(size) + " bytes is too large");
  uint64_t base = alignUp(next_, align);
  if (base + size + kGap > kSharedApertureBase) throw Error("interp memory: address space exhausted");
  Buffer b;
  b.bytes.assign(size, 0);
  b.name = std::move(name);
  b.readOnly = readOnly;
  buffers_.emplace(base, std::move(b));
  next_ = alignUp(base + size + kGap, kGap);
  return base;
}

void InterpMemory::free(uint64_t address) {
  auto it = buffers_.find(address);
  if (it == buffers_.end()) throw Error("interp memory: no buffer starts at " + hex(address));
  buffers_.erase(it);
}

const InterpMemory::Buffer* InterpMemory::lookup(uint64_t address, uint64_t size, uint64_t* base) const {
  auto it = buffers_.upper_bound(address);
  if (it == buffers_.begin()) return nullptr;
  --it;
  *base = it->first;
  if (address - it->first > it->second.bytes.size()) return nullptr;
  if (size > it->second.bytes.size() - (address - it->first)) return nullptr;
  return &it->second;
}

uint8_t* InterpMemory::find(uint64_t address, uint64_t size, bool write, std::string* why) {
  uint64_t base = 0;
  const Buffer* b = lookup(address, size, &base);
  const char* what = write ? "write" : "read";
  if (!b) {
    std::string msg = std::string(address == 0 ? "null-pointer " : "out-of-bounds ") + what + " of " +
                      std::to_string(size) + " bytes at " + hex(address);
    auto it = buffers_.upper_bound(address);
    if (address != 0 && it != buffers_.begin()) {
      --it;
      msg += ": nearest buffer '" + it->second.name + "' [" + hex(it->first) + ", " +
             hex(it->first + it->second.bytes.size()) + ")";
    } else if (address != 0) {
      msg += ": no buffer there";
    }
    *why = msg;
    return nullptr;
  }
  if (write && b->readOnly) {
    *why = std::string(what) + " of " + std::to_string(size) + " bytes at " + hex(address) + ": buffer '" + b->name +
           "' is read-only";
    return nullptr;
  }
  return const_cast<uint8_t*>(b->bytes.data()) + (address - base);
}

void InterpMemory::write(uint64_t address, const void* src, uint64_t size) {
  uint64_t base = 0;
  const Buffer* b = lookup(address, size, &base);
  if (!b) throw Error("interp memory: host write of " + std::to_string(size) + " bytes at " + hex(address) + " is outside every buffer");
  if (size) std::memcpy(const_cast<uint8_t*>(b->bytes.data()) + (address - base), src, size);
}

void InterpMemory::read(uint64_t address, void* dst, uint64_t size) const {
  uint64_t base = 0;
  const Buffer* b = lookup(address, size, &base);
  if (!b) throw Error("interp memory: host read of " + std::to_string(size) + " bytes at " + hex(address) + " is outside every buffer");
  if (size) std::memcpy(dst, b->bytes.data() + (address - base), size);
}

std::vector<uint8_t> InterpMemory::read(uint64_t address, uint64_t size) const {
  std::vector<uint8_t> out(size);
  read(address, out.data(), size);
  return out;
}

std::vector<uint64_t> loadGlobals(const Module& m, InterpMemory& mem) {
  std::vector<uint64_t> at;
  for (const Global& g : m.globals)
    at.push_back(mem.allocate(std::max<uint64_t>(g.size, 1), std::max<uint32_t>(g.align, 1), g.name,
                              g.constant));
  for (size_t i = 0; i < m.globals.size(); ++i) {
    const Global& g = m.globals[i];
    if (!g.bytes.empty()) mem.write(at[i], g.bytes.data(), g.bytes.size());
    for (const Global::Reloc& r : g.relocs) {
      if (r.target >= at.size()) throw Error("interp memory: global '" + g.name + "' points to no global " + std::to_string(r.target));
      mem.store<uint64_t>(at[i] + r.offset, at[r.target] + static_cast<uint64_t>(r.addend));
    }
  }
  return at;
}

}  // namespace gfxsim::ir
