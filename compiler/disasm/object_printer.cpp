#include "disasm/object_printer.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <map>

#include "codeobject/elf_reader.h"
#include "codeobject/kernel_descriptor.h"
#include "disasm/disassembler.h"
#include "isa/description.h"

namespace gfxsim::disasm {

namespace {

std::string fmt(const char* f, uint64_t v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

}  // namespace

std::string printCodeObject(std::span<const uint8_t> bytes, const std::string& fileName) {
  codeobj::CodeObject co = codeobj::readCodeObject(bytes, fileName);
  const auto& d = isa::description(co.target.info->isaFile);
  std::string out = "\n" + fileName.substr(fileName.rfind('/') + 1) + ":\tfile format elf64-amdgpu\n";
  for (size_t si = 1; si < co.sections.size(); ++si) {
    const auto& sec = co.sections[si];
    if (!sec.exec() || sec.type == codeobj::elf::SHT_NOBITS) continue;
    out += "\nDisassembly of section " + sec.name + ":\n";
    std::span<const uint8_t> data = std::span<const uint8_t>(co.bytes).subspan(sec.offset, sec.size);
    // Function labels: defined symbols of this section, by address.
    std::map<uint64_t, std::string> labels;
    const auto& syms = co.symbols.empty() ? co.dynamicSymbols : co.symbols;
    for (const auto& s : syms)
      if (s.defined() && s.sectionName == sec.name && (s.type == codeobj::elf::STT_FUNC || s.type == codeobj::elf::STT_NOTYPE) &&
          !s.name.empty() && s.name[0] != '.')
        labels.emplace(s.address, s.name);
    // Each kernel's wave size decides how lane masks print (RDNA wave32/wave64).
    Options opt;
    opt.wave64 = !co.target.info->wave32Default || co.target.wave64;
    std::map<uint64_t, bool> waveAt;  // code address -> wave64
    for (const auto& k : co.kernels)
      if (k.entrySection == si) waveAt[k.entryAddress] = !codeobj::isWave32(k.descriptor, co.target);
    // Code outside the kernels (called functions) runs in the kernels' wave size when they
    // all agree.
    if (!waveAt.empty() && std::all_of(waveAt.begin(), waveAt.end(), [&](const auto& e) { return e.second == waveAt.begin()->second; }))
      opt.wave64 = waveAt.begin()->second;
    auto labelFor = [&](uint64_t addr) -> std::string {
      auto it = labels.upper_bound(addr);
      if (it == labels.begin()) return "";
      --it;
      uint64_t off = addr - it->first;
      return "<" + it->second + (off ? "+" + fmt("0x%" PRIx64, off) : "") + ">";
    };
    uint64_t at = 0;
    while (at < data.size()) {
      uint64_t addr = sec.addr + at;
      if (auto l = labels.find(addr); l != labels.end()) {
        out += "\n" + fmt("%016" PRIx64, addr) + " <" + l->second + ">:\n";
        if (auto w = waveAt.find(addr); w != waveAt.end()) opt.wave64 = w->second;
      }
      // A run of 8 or more zero bytes before the next label (padding between functions)
      // prints as "..." and is skipped in whole dwords, as llvm-objdump does without
      // --disassemble-zeroes.
      auto next = labels.upper_bound(addr);
      uint64_t end = next == labels.end() ? data.size() : std::min<uint64_t>(data.size(), next->first - sec.addr);
      uint64_t zeros = 0;
      while (at + zeros < end && data[at + zeros] == 0) ++zeros;
      if (zeros >= 8) {
        out += "\t\t...\n";
        at += zeros & ~uint64_t{3};
        continue;
      }
      auto dec = disassembleOne(d, data.subspan(at), opt);
      std::string line = "\t" + dec.text;
      if (line.size() < 60) line += std::string(60 - line.size(), ' ');
      else line += ' ';
      line += "// " + fmt("%012" PRIX64, addr) + ":";
      for (unsigned w = 0; w + 4 <= dec.size; w += 4) {
        uint32_t word = static_cast<uint32_t>(data[at + w]) | static_cast<uint32_t>(data[at + w + 1]) << 8 |
                        static_cast<uint32_t>(data[at + w + 2]) << 16 | static_cast<uint32_t>(data[at + w + 3]) << 24;
        line += fmt(" %08" PRIX64, word);
      }
      if (dec.valid) {
        for (const auto& o : dec.row->ops)
          if (o.kind == isa::OpKind::Label) {
            int16_t rel = static_cast<int16_t>(o.field->extract(static_cast<uint64_t>(data[at]) | static_cast<uint64_t>(data[at + 1]) << 8));
            line += " " + labelFor(addr + dec.size + static_cast<int64_t>(rel) * 4);
          }
      }
      out += line + "\n";
      at += dec.size ? dec.size : 4;
    }
  }
  // Kernel descriptors, as llvm-objdump -D --disassemble-symbols=NAME.kd shows them.
  std::string lastSection;
  for (const auto& k : co.kernels) {
    const std::string& secName = co.sections[k.descriptorSection].name;
    if (secName != lastSection) out += "\nDisassembly of section " + secName + ":\n";
    lastSection = secName;
    out += "\n" + fmt("%016" PRIx64, k.descriptorAddress) + " <" + k.descriptorSymbol + ">:\n";
    out += codeobj::printDirectives(k.descriptor, co.target, co.codeObjectVersion, k.name);
  }
  return out;
}

}  // namespace gfxsim::disasm
