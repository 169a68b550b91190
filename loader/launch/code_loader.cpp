#include "launch/code_loader.h"

#include <algorithm>

#include "support/error.h"

namespace gfxsim::launch {

const LoadedKernel* LoadedCodeObject::find(std::string_view name) const {
  for (const auto& k : kernels)
    if (k.code && k.code->name == name) return &k;
  return nullptr;
}

LoadedCodeObject loadCodeObject(rt::Memory& mem, const codeobj::CodeObject& co, uint64_t freeBytes) {
  const std::string what = co.fileName.empty() ? std::string("code object") : co.fileName;
  if (co.type != codeobj::elf::ET_DYN)
    throw Error(what + ": only shared objects (ET_DYN, e.g. from ld.lld -shared) can be loaded; this one is relocatable");
  uint64_t span = 0, align = 256;
  bool writable = false;
  for (const auto& s : co.segments) {
    if (s.type != codeobj::elf::PT_LOAD) continue;
    if (s.filesz > s.memsz) throw Error(what + ": a PT_LOAD segment has p_filesz > p_memsz");
    if (s.offset > co.bytes.size() || s.filesz > co.bytes.size() - s.offset)
      throw Error(what + ": a PT_LOAD segment lies outside the file");
    if (s.vaddr + s.memsz < s.vaddr || s.vaddr + s.memsz > (uint64_t{1} << 40))
      throw Error(what + ": a PT_LOAD segment's addresses are out of range");
    span = std::max(span, s.vaddr + s.memsz);
    if (s.align > 1 && (s.align & (s.align - 1)) == 0) align = std::max(align, s.align);
  }
  // Writable segments make the image writable, unless PT_GNU_RELRO covers them (ld.lld puts
  // .dynamic there): after relocation those bytes are read-only too.
  constexpr uint32_t kPtGnuRelro = 0x6474e552;
  for (const auto& s : co.segments) {
    if (s.type != codeobj::elf::PT_LOAD || !(s.flags & 2) || s.memsz == 0) continue;  // PF_W
    bool covered = false;
    for (const auto& r : co.segments)
      if (r.type == kPtGnuRelro && r.vaddr <= s.vaddr && r.vaddr + r.memsz >= s.vaddr + s.memsz) covered = true;
    if (!covered) writable = true;
  }
  if (span == 0) throw Error(what + ": no PT_LOAD segment to load");
  if (span > freeBytes)
    throw Error(what + ": its PT_LOAD segments span " + std::to_string(span) + " bytes, more than the " +
                std::to_string(freeBytes) + " bytes of device memory free");

  LoadedCodeObject out;
  out.size = span;
  out.base = mem.allocate(span, align, what, rt::AllocKind::Code, false);
  for (const auto& s : co.segments) {
    if (s.type != codeobj::elf::PT_LOAD) continue;
    if (s.flags & 1 && s.memsz) out.code.emplace_back(out.base + s.vaddr, out.base + s.vaddr + s.memsz);  // PF_X
    if (s.filesz == 0) continue;
    mem.write(out.base + s.vaddr, std::span<const uint8_t>(co.bytes.data() + s.offset, s.filesz));
  }
  for (const auto& r : co.relocs) {
    if (!r.dynamic) continue;
    if (r.type == codeobj::elf::R_AMDGPU_NONE) continue;
    if (r.offset > span || 8 > span - r.offset)
      throw Error(what + ": dynamic relocation at " + rt::hexString(r.offset) + " lies outside the image");
    uint64_t value = 0;
    if (r.type == codeobj::elf::R_AMDGPU_RELATIVE64) {
      value = out.base + static_cast<uint64_t>(r.addend);
    } else if (r.type == codeobj::elf::R_AMDGPU_ABS64) {
      const codeobj::ElfSymbol* sym = nullptr;
      if (r.symbol < co.dynamicSymbols.size()) sym = &co.dynamicSymbols[r.symbol];
      if (!sym || !sym->defined())
        throw Error(what + ": R_AMDGPU_ABS64 at " + rt::hexString(r.offset) + " refers to undefined symbol '" +
                    r.symbolName + "' (nothing to link it against)");
      value = out.base + sym->value + static_cast<uint64_t>(r.addend);
    } else {
      const char* n = codeobj::elf::relocName(r.type);
      throw Error(what + ": dynamic relocation " + (n ? std::string(n) : "type " + std::to_string(r.type)) + " at " +
                  rt::hexString(r.offset) + " is not supported by the loader");
    }
    mem.store<uint64_t>(out.base + r.offset, value);
  }
  if (!writable) mem.setReadOnly(out.base, true);
  for (const auto& k : co.kernels) {
    LoadedKernel lk;
    lk.code = &k;
    lk.descriptorAddress = out.base + k.descriptorAddress;
    lk.entryAddress = out.base + k.entryAddress;
    out.kernels.push_back(lk);
  }
  return out;
}

}  // namespace gfxsim::launch
