#include "codeobject/elf_reader.h"

#include <algorithm>
#include <cstring>

#include "support/error.h"
#include "support/fileio.h"

namespace gfxsim::codeobj {

using namespace elf;

namespace {

std::string hex(uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

class Reader {
 public:
  Reader(std::span<const uint8_t> b, const std::string& file) : b_(b), file_(file) {}

  [[noreturn]] void fail(const std::string& m) const { throw Error(file_ + ": " + m); }

  bool fits(uint64_t off, uint64_t size) const { return off <= b_.size() && size <= b_.size() - off; }
  uint8_t u8(uint64_t o) const { return b_[o]; }
  uint16_t u16(uint64_t o) const { return uint16_t(b_[o] | b_[o + 1] << 8); }
  uint32_t u32(uint64_t o) const { return uint32_t(u16(o)) | uint32_t(u16(o + 2)) << 16; }
  uint64_t u64(uint64_t o) const { return uint64_t(u32(o)) | uint64_t(u32(o + 4)) << 32; }

  CodeObject read();

 private:
  std::span<const uint8_t> b_;
  std::string file_;
  CodeObject co_;

  void header();
  void sectionHeaders();
  void programHeaders();
  std::vector<ElfSymbol> symbolTable(uint32_t index);
  void symbolTables();
  void relocations();
  void notes();
  void target();
  void kernels();
  std::string sectionLabel(uint32_t i) const {
    return "section [" + std::to_string(i) + "] '" + (i < co_.sections.size() ? co_.sections[i].name : "?") + "'";
  }
  std::string cstring(const ElfSection& strtab, uint64_t off, const std::string& what) const {
    if (strtab.type == SHT_NOBITS || off >= strtab.size)
      fail(what + ": string offset " + std::to_string(off) + " is outside the string table (" +
           std::to_string(strtab.size) + " bytes)");
    const uint8_t* p = b_.data() + strtab.offset + off;
    const void* z = std::memchr(p, 0, strtab.size - off);
    if (!z) fail(what + ": string at offset " + std::to_string(off) + " is not NUL-terminated");
    return std::string(reinterpret_cast<const char*>(p), static_cast<const uint8_t*>(z) - p);
  }
  const std::vector<ElfSymbol>& tableLinkedBy(uint32_t linkIndex) const {
    return co_.sections[linkIndex].type == SHT_DYNSYM ? co_.dynamicSymbols : co_.symbols;
  }
};

void Reader::header() {
  if (b_.size() < kEhdrSize)
    fail("truncated file: " + std::to_string(b_.size()) + " bytes, an ELF header needs 64");
  if (!(b_[0] == 0x7f && b_[1] == 'E' && b_[2] == 'L' && b_[3] == 'F')) fail("not an ELF file (bad magic)");
  if (b_[4] != kElfClass64) fail("ELF class " + std::to_string(b_[4]) + " is not ELFCLASS64");
  if (b_[5] != kElfData2Lsb) fail("ELF data encoding " + std::to_string(b_[5]) + " is not little-endian");
  if (b_[6] != kEvCurrent) fail("ELF ident version " + std::to_string(b_[6]) + " is not 1");
  uint16_t machine = u16(18);
  if (machine != kEmAmdgpu) fail("e_machine " + std::to_string(machine) + " is not EM_AMDGPU (224)");
  if (b_[7] != kOsAbiAmdgpuHsa)
    fail("EI_OSABI " + std::to_string(b_[7]) + " is not ELFOSABI_AMDGPU_HSA (64)");
  co_.abiVersion = b_[8];
  if (co_.abiVersion == 0) fail("EI_ABIVERSION 0: code object V2 is not supported");
  if (co_.abiVersion > 4) fail("EI_ABIVERSION " + std::to_string(co_.abiVersion) + " is unknown (1..4 = code object V3..V6)");
  co_.codeObjectVersion = covForAbiVersion(co_.abiVersion);
  co_.type = u16(16);
  if (co_.type != ET_REL && co_.type != ET_DYN)
    fail("e_type " + std::to_string(co_.type) + " is neither ET_REL (1) nor ET_DYN (3)");
  if (u32(20) != 1) fail("e_version " + std::to_string(u32(20)) + " is not 1");
  if (u16(52) != kEhdrSize) fail("e_ehsize " + std::to_string(u16(52)) + " is not 64");
  co_.eFlags = u32(48);
}

void Reader::target() {
  uint32_t f = co_.eFlags;
  uint32_t mach = f & EF_AMDGPU_MACH;
  const isa::TargetInfo* info = nullptr;
  for (const auto& t : isa::allTargets())
    if (t.elfMach == mach) info = &t;
  if (!info) fail("e_flags " + hex(f) + ": EF_AMDGPU_MACH " + hex(mach) + " is not a processor gfxsim supports");
  isa::TargetId t;
  t.info = info;
  t.xnack = info->supportsXnack ? isa::FeatureSetting::Any : isa::FeatureSetting::Unsupported;
  t.sramecc = info->supportsSramecc ? isa::FeatureSetting::Any : isa::FeatureSetting::Unsupported;
  auto feature = [&](uint32_t field, uint32_t anyV, uint32_t offV, uint32_t onV, bool supported, const char* name,
                     isa::FeatureSetting& out) {
    if (!supported) {
      if (field) fail("e_flags " + hex(f) + ": " + name + " set for " + std::string(info->name) + ", which has no " + name);
      return;
    }
    if (field == anyV) out = isa::FeatureSetting::Any;
    else if (field == offV) out = isa::FeatureSetting::Off;
    else if (field == onV) out = isa::FeatureSetting::On;
    else fail("e_flags " + hex(f) + ": " + name + " setting 'unsupported' for " + std::string(info->name) + ", which supports it");
  };
  if (co_.codeObjectVersion == 3) {
    if (f & ~uint32_t(0x3ff)) fail("e_flags " + hex(f) + ": unknown bits set");
    if (info->supportsXnack) t.xnack = (f & EF_AMDGPU_FEATURE_XNACK_V3) ? isa::FeatureSetting::On : isa::FeatureSetting::Off;
    else if (f & EF_AMDGPU_FEATURE_XNACK_V3) fail("e_flags " + hex(f) + ": xnack set for " + std::string(info->name));
    if (info->supportsSramecc) t.sramecc = (f & EF_AMDGPU_FEATURE_SRAMECC_V3) ? isa::FeatureSetting::On : isa::FeatureSetting::Off;
    else if (f & EF_AMDGPU_FEATURE_SRAMECC_V3) fail("e_flags " + hex(f) + ": sramecc set for " + std::string(info->name));
  } else {
    if (f & ~uint32_t(0xfff))
      fail("e_flags " + hex(f) + ": unknown bits set (generic targets and their versions are not supported)");
    feature(f & EF_AMDGPU_FEATURE_XNACK_V4, 0x100, 0x200, 0x300, info->supportsXnack, "xnack", t.xnack);
    feature(f & EF_AMDGPU_FEATURE_SRAMECC_V4, 0x400, 0x800, 0xc00, info->supportsSramecc, "sramecc", t.sramecc);
  }
  co_.target = t;
}

void Reader::sectionHeaders() {
  uint64_t shoff = u64(40);
  uint16_t shnum = u16(60), shentsize = u16(58), shstrndx = u16(62);
  if (shnum == 0) {
    if (shoff) fail("extended section numbering (e_shnum 0, e_shoff " + hex(shoff) + ") is not supported");
    fail("no section headers");
  }
  if (shentsize != kShdrSize) fail("e_shentsize " + std::to_string(shentsize) + " is not 64");
  if (!fits(shoff, uint64_t(shnum) * kShdrSize))
    fail("section header table at " + hex(shoff) + " (" + std::to_string(shnum) + " entries) lies outside the file (" +
         std::to_string(b_.size()) + " bytes)");
  if (shstrndx == SHN_XINDEX) fail("extended section name table index is not supported");
  if (shstrndx >= shnum) fail("e_shstrndx " + std::to_string(shstrndx) + " is not below e_shnum " + std::to_string(shnum));
  co_.sections.resize(shnum);
  for (uint32_t i = 0; i < shnum; ++i) {
    uint64_t o = shoff + uint64_t(i) * kShdrSize;
    ElfSection& s = co_.sections[i];
    s.type = u32(o + 4);
    s.flags = u64(o + 8);
    s.addr = u64(o + 16);
    s.offset = u64(o + 24);
    s.size = u64(o + 32);
    s.link = u32(o + 40);
    s.info = u32(o + 44);
    s.align = u64(o + 48);
    s.entsize = u64(o + 56);
    if (i == 0) continue;
    if (s.type != SHT_NOBITS && !fits(s.offset, s.size))
      fail("section [" + std::to_string(i) + "] contents [" + hex(s.offset) + ", +" + hex(s.size) +
           ") lie outside the file (" + std::to_string(b_.size()) + " bytes)");
    if (s.align & (s.align - 1)) fail("section [" + std::to_string(i) + "] alignment " + std::to_string(s.align) + " is not a power of two");
    if ((s.flags & SHF_ALLOC) && s.addr > UINT64_MAX - s.size)
      fail("section [" + std::to_string(i) + "] address range overflows");
  }
  // Contents of different sections must not overlap (keeps every copy of section data
  // proportional to the file).
  std::vector<std::pair<uint64_t, uint32_t>> starts;
  for (uint32_t i = 1; i < shnum; ++i) {
    const ElfSection& s = co_.sections[i];
    if (s.type != SHT_NOBITS && s.size) starts.emplace_back(s.offset, i);
  }
  std::sort(starts.begin(), starts.end());
  for (size_t k = 1; k < starts.size(); ++k) {
    const ElfSection& prev = co_.sections[starts[k - 1].second];
    if (starts[k].first < prev.offset + prev.size)
      fail("section [" + std::to_string(starts[k].second) + "] contents overlap section [" +
           std::to_string(starts[k - 1].second) + "]");
  }
  const ElfSection& names = co_.sections[shstrndx];
  if (names.type != SHT_STRTAB) fail("section name table [" + std::to_string(shstrndx) + "] is not SHT_STRTAB");
  for (uint32_t i = 1; i < shnum; ++i) {
    uint32_t nameOff = u32(shoff + uint64_t(i) * kShdrSize);
    co_.sections[i].name = cstring(names, nameOff, "section [" + std::to_string(i) + "] name");
  }
}

void Reader::programHeaders() {
  uint64_t phoff = u64(32);
  uint16_t phnum = u16(56), phentsize = u16(54);
  if (phnum == 0) {
    if (co_.type == ET_DYN) fail("ET_DYN object without program headers");
    return;
  }
  if (phentsize != kPhdrSize) fail("e_phentsize " + std::to_string(phentsize) + " is not 56");
  if (!fits(phoff, uint64_t(phnum) * kPhdrSize))
    fail("program header table at " + hex(phoff) + " (" + std::to_string(phnum) + " entries) lies outside the file");
  bool load = false;
  for (uint32_t i = 0; i < phnum; ++i) {
    uint64_t o = phoff + uint64_t(i) * kPhdrSize;
    ElfSegment s;
    s.type = u32(o);
    s.flags = u32(o + 4);
    s.offset = u64(o + 8);
    s.vaddr = u64(o + 16);
    s.filesz = u64(o + 32);
    s.memsz = u64(o + 40);
    s.align = u64(o + 48);
    if (s.type == PT_LOAD) {
      load = true;
      std::string what = "program header [" + std::to_string(i) + "] (PT_LOAD)";
      if (!fits(s.offset, s.filesz)) fail(what + " file range [" + hex(s.offset) + ", +" + hex(s.filesz) + ") lies outside the file");
      if (s.filesz > s.memsz) fail(what + " p_filesz " + hex(s.filesz) + " exceeds p_memsz " + hex(s.memsz));
      if (s.vaddr > UINT64_MAX - s.memsz) fail(what + " address range overflows");
      if (s.align > 1 && (s.align & (s.align - 1))) fail(what + " alignment is not a power of two");
      if (s.align > 1 && (s.vaddr % s.align) != (s.offset % s.align))
        fail(what + " p_vaddr and p_offset are not congruent modulo p_align");
    }
    co_.segments.push_back(s);
  }
  if (co_.type == ET_DYN && !load) fail("ET_DYN object without a PT_LOAD segment");
  // Loadable segments may not share an address: a loader would copy one over the other.
  std::vector<size_t> loads;
  for (size_t i = 0; i < co_.segments.size(); ++i)
    if (co_.segments[i].type == PT_LOAD && co_.segments[i].memsz) loads.push_back(i);
  std::sort(loads.begin(), loads.end(), [&](size_t a, size_t b) { return co_.segments[a].vaddr < co_.segments[b].vaddr; });
  for (size_t k = 1; k < loads.size(); ++k) {
    const ElfSegment &prev = co_.segments[loads[k - 1]], &next = co_.segments[loads[k]];
    if (next.vaddr < prev.vaddr + prev.memsz)
      fail("program headers [" + std::to_string(std::min(loads[k - 1], loads[k])) + "] and [" +
           std::to_string(std::max(loads[k - 1], loads[k])) + "] (PT_LOAD) overlap");
  }
}

std::vector<ElfSymbol> Reader::symbolTable(uint32_t index) {
  const ElfSection& s = co_.sections[index];
  std::string what = sectionLabel(index);
  if (s.entsize != kSymSize) fail(what + ": sh_entsize " + std::to_string(s.entsize) + " is not 24");
  if (s.size % kSymSize) fail(what + ": size " + std::to_string(s.size) + " is not a multiple of 24");
  if (s.link == 0 || s.link >= co_.sections.size() || co_.sections[s.link].type != SHT_STRTAB)
    fail(what + ": sh_link " + std::to_string(s.link) + " is not a string table");
  const ElfSection& strtab = co_.sections[s.link];
  uint64_t n = s.size / kSymSize;
  std::vector<ElfSymbol> out;
  out.reserve(static_cast<size_t>(n));
  for (uint64_t k = 0; k < n; ++k) {
    uint64_t o = s.offset + k * kSymSize;
    ElfSymbol sym;
    uint32_t nameOff = u32(o);
    uint8_t info = u8(o + 4);
    sym.type = info & 0xf;
    sym.bind = info >> 4;
    sym.visibility = u8(o + 5) & 3;
    sym.shndx = u16(o + 6);
    sym.value = u64(o + 8);
    sym.size = u64(o + 16);
    std::string swhat = what + " symbol " + std::to_string(k);
    sym.name = cstring(strtab, nameOff, swhat);
    if (sym.shndx == SHN_XINDEX) fail(swhat + " '" + sym.name + "': extended section indices are not supported");
    if (sym.shndx == SHN_UNDEF) {
      sym.sectionName = "";
    } else if (sym.shndx == SHN_ABS) {
      sym.sectionName = "*ABS*";
      sym.address = sym.value;
    } else if (sym.shndx == SHN_COMMON) {
      sym.sectionName = "*COMMON*";
    } else if (sym.shndx == SHN_AMDGPU_LDS) {
      sym.sectionName = "*AMDGPU_LDS*";
    } else if (sym.shndx >= co_.sections.size()) {
      fail(swhat + " '" + sym.name + "': section index " + std::to_string(sym.shndx) + " is out of range (" +
           std::to_string(co_.sections.size()) + " sections)");
    } else {
      const ElfSection& sec = co_.sections[sym.shndx];
      sym.sectionName = sec.name;
      if (sym.type == STT_SECTION && sym.name.empty()) sym.name = sec.name;
      if (co_.type == ET_REL) {
        sym.sectionOffset = sym.value;
        sym.address = sym.value;
      } else {
        sym.address = sym.value;
        sym.sectionOffset = sym.value - sec.addr;  // checked where it matters (kernels)
      }
    }
    out.push_back(std::move(sym));
  }
  return out;
}

void Reader::symbolTables() {
  bool haveSym = false, haveDyn = false;
  for (uint32_t i = 1; i < co_.sections.size(); ++i) {
    const ElfSection& s = co_.sections[i];
    if (s.type == SHT_SYMTAB) {
      if (haveSym) fail("more than one SHT_SYMTAB section");
      haveSym = true;
      co_.symbols = symbolTable(i);
    } else if (s.type == SHT_DYNSYM) {
      if (haveDyn) fail("more than one SHT_DYNSYM section");
      haveDyn = true;
      co_.dynamicSymbols = symbolTable(i);
    }
  }
  if (co_.symbols.empty() && co_.dynamicSymbols.empty()) fail("no symbol table");
}

void Reader::relocations() {
  for (uint32_t i = 1; i < co_.sections.size(); ++i) {
    const ElfSection& s = co_.sections[i];
    if (s.type == SHT_REL) fail(sectionLabel(i) + ": SHT_REL relocations are not used by AMDGPU (expected SHT_RELA)");
    if (s.type != SHT_RELA) continue;
    std::string what = sectionLabel(i);
    if (s.entsize != kRelaSize) fail(what + ": sh_entsize " + std::to_string(s.entsize) + " is not 24");
    if (s.size % kRelaSize) fail(what + ": size " + std::to_string(s.size) + " is not a multiple of 24");
    if (s.link >= co_.sections.size() ||
        (co_.sections[s.link].type != SHT_SYMTAB && co_.sections[s.link].type != SHT_DYNSYM))
      fail(what + ": sh_link " + std::to_string(s.link) + " is not a symbol table");
    const std::vector<ElfSymbol>& syms = tableLinkedBy(s.link);
    bool dynamic = s.flags & SHF_ALLOC;
    const ElfSection* target = nullptr;
    if (!dynamic) {
      if (s.info == 0 || s.info >= co_.sections.size())
        fail(what + ": sh_info " + std::to_string(s.info) + " is not a section index");
      target = &co_.sections[s.info];
      if (target->type == SHT_NOBITS) fail(what + ": relocates SHT_NOBITS " + sectionLabel(s.info));
    }
    for (uint64_t k = 0; k < s.size / kRelaSize; ++k) {
      uint64_t o = s.offset + k * kRelaSize;
      ElfReloc r;
      r.offset = u64(o);
      uint64_t info = u64(o + 8);
      r.type = static_cast<uint32_t>(info);
      r.symbol = static_cast<uint32_t>(info >> 32);
      r.addend = static_cast<int64_t>(u64(o + 16));
      r.dynamic = dynamic;
      r.section = dynamic ? 0 : s.info;
      std::string rwhat = what + " entry " + std::to_string(k);
      if (!relocName(r.type)) fail(rwhat + ": unknown relocation type " + std::to_string(r.type));
      if (r.symbol >= syms.size())
        fail(rwhat + ": symbol index " + std::to_string(r.symbol) + " is out of range (" + std::to_string(syms.size()) + " symbols)");
      r.symbolName = syms[r.symbol].name;
      unsigned w = relocWidth(r.type);
      if (!dynamic) {
        if (r.offset > target->size || w > target->size - r.offset)
          fail(rwhat + ": " + relocName(r.type) + " at offset " + hex(r.offset) + " lies outside " + sectionLabel(s.info) +
               " (" + std::to_string(target->size) + " bytes)");
      } else {
        bool inside = false;
        for (const auto& seg : co_.segments)
          if (seg.type == PT_LOAD && r.offset >= seg.vaddr && r.offset - seg.vaddr <= seg.memsz &&
              w <= seg.memsz - (r.offset - seg.vaddr))
            inside = true;
        if (!inside) fail(rwhat + ": " + relocName(r.type) + " at address " + hex(r.offset) + " is outside every PT_LOAD segment");
      }
      co_.relocs.push_back(std::move(r));
    }
  }
}

void Reader::notes() {
  bool found = false;
  for (uint32_t i = 1; i < co_.sections.size(); ++i) {
    const ElfSection& s = co_.sections[i];
    if (s.type != SHT_NOTE) continue;
    std::string what = sectionLabel(i);
    uint64_t pad = s.align > 4 ? 8 : 4;
    uint64_t pos = 0;
    while (pos < s.size) {
      if (s.size - pos < 12) fail(what + ": truncated note header at offset " + std::to_string(pos));
      uint64_t o = s.offset + pos;
      uint64_t namesz = u32(o), descsz = u32(o + 4);
      uint32_t type = u32(o + 8);
      uint64_t nameAligned = (namesz + pad - 1) / pad * pad;
      uint64_t descAligned = (descsz + pad - 1) / pad * pad;
      uint64_t left = s.size - pos - 12;
      if (nameAligned > left || descsz > left - nameAligned)
        fail(what + ": note at offset " + std::to_string(pos) + " (name " + std::to_string(namesz) + " bytes, desc " +
             std::to_string(descsz) + " bytes) runs past the section end");
      std::string name(reinterpret_cast<const char*>(b_.data() + o + 12), static_cast<size_t>(namesz));
      if (!name.empty() && name.back() == '\0') name.pop_back();
      std::span<const uint8_t> desc(b_.data() + o + 12 + nameAligned, static_cast<size_t>(descsz));
      if (name == "AMD" && type == NT_AMD_HSA_METADATA_V2)
        fail(what + ": code object V2 metadata note (owner AMD, type 10) is not supported");
      if (name == "AMDGPU" && type == NT_AMDGPU_METADATA) {
        if (found) fail(what + ": more than one NT_AMDGPU_METADATA note");
        found = true;
        co_.metadataMsgpack.assign(desc.begin(), desc.end());
      }
      pos += 12 + nameAligned + std::min(descAligned, left - nameAligned);
    }
  }
  // An object without the note is legal (llvm-mc writes one for a source without
  // .amdgpu_metadata; code-only objects have none). Its kernels are found through their
  // NAME.kd symbols and carry no metadata; running them needs metadata (the runtime says so).
  if (!found) return;
  co_.metadata = parseMetadata(decodeMsgpack(co_.metadataMsgpack, file_ + ": metadata note"), file_);
  const auto& md = co_.metadata;
  if (md.versionMajor != 1)
    fail("metadata: amdhsa.version [" + std::to_string(md.versionMajor) + ", " + std::to_string(md.versionMinor) +
         "] is not a V3+ version ([1, x])");
  if (!md.target.empty()) {
    std::string why;
    auto t = isa::parseTargetId(md.target, &why);
    if (!t) fail("metadata: amdhsa.target '" + md.target + "': " + why);
    if (t->info != co_.target.info || t->xnack != co_.target.xnack || t->sramecc != co_.target.sramecc)
      fail("metadata: amdhsa.target '" + md.target + "' does not match e_flags (" + co_.target.str() + ")");
  }
}

void Reader::kernels() {
  const auto& md = co_.metadata;
  auto lookup = [&](const std::string& name) -> const ElfSymbol* {
    for (const auto* table : {&co_.symbols, &co_.dynamicSymbols})
      for (const auto& s : *table)
        if (s.name == name && s.defined() && s.type != STT_SECTION) return &s;
    return nullptr;
  };
  std::vector<std::string> kdNames;
  const bool hasMetadata = !co_.metadataMsgpack.empty();
  std::vector<KernelMetadata> fromSymbols;  // kernels named by their .kd symbols alone
  if (!hasMetadata)
    for (const auto* table : {&co_.symbols, &co_.dynamicSymbols})
      for (const auto& s : *table)
        if (s.type == STT_OBJECT && s.defined() && s.name.size() > 3 && s.name.ends_with(".kd") &&
            std::none_of(fromSymbols.begin(), fromSymbols.end(), [&](const KernelMetadata& m) { return m.symbol == s.name; })) {
          KernelMetadata m;
          m.name = s.name.substr(0, s.name.size() - 3);
          m.symbol = s.name;
          fromSymbols.push_back(std::move(m));
        }
  for (const auto& km : hasMetadata ? md.kernels : fromSymbols) {
    std::string what = "kernel '" + km.name + "'";
    for (const auto& k : co_.kernels)
      if (k.name == km.name) fail(what + " appears twice in the metadata");
    const ElfSymbol* kd = lookup(km.symbol);
    if (!kd) fail(what + ": kernel descriptor symbol '" + km.symbol + "' is missing or undefined");
    if (kd->type != STT_OBJECT) fail(what + ": '" + km.symbol + "' is not an STT_OBJECT symbol");
    if (kd->shndx == SHN_ABS || kd->shndx >= co_.sections.size() || kd->shndx == 0)
      fail(what + ": '" + km.symbol + "' is not defined in a section");
    const ElfSection& sec = co_.sections[kd->shndx];
    if (!sec.alloc() || sec.type == SHT_NOBITS || sec.type == SHT_NULL)
      fail(what + ": '" + km.symbol + "' lies in " + sectionLabel(kd->shndx) + ", which holds no loadable data");
    if (co_.type == ET_DYN && kd->value < sec.addr)
      fail(what + ": '" + km.symbol + "' address " + hex(kd->value) + " is below its section");
    uint64_t off = kd->sectionOffset;
    if (off > sec.size || kKernelDescriptorSize > sec.size - off)
      fail(what + ": the 64-byte descriptor at " + hex(kd->address) + " does not fit in " + sectionLabel(kd->shndx));
    if (kd->address % 64) fail(what + ": descriptor address " + hex(kd->address) + " is not 64-byte aligned");
    if (kd->size != 0 && kd->size != kKernelDescriptorSize)
      fail(what + ": '" + km.symbol + "' has size " + std::to_string(kd->size) + ", a descriptor is 64 bytes");
    KernelCode k;
    k.name = km.name;
    k.descriptorSymbol = km.symbol;
    k.descriptorSection = kd->shndx;
    k.descriptorAddress = kd->address;
    try {
      k.descriptor = KernelDescriptor::decode(b_.subspan(static_cast<size_t>(sec.offset + off), kKernelDescriptorSize));
    } catch (const Error& e) {
      fail(what + ": " + e.what());
    }
    auto problems = validateForTarget(k.descriptor, co_.target);
    if (!problems.empty()) fail(what + ": kernel descriptor: " + problems.front());

    // Entry point.
    if (co_.type == ET_DYN) {
      int64_t rel = k.descriptor.kernelCodeEntryByteOffset;
      uint64_t entry = k.descriptorAddress + static_cast<uint64_t>(rel);
      bool overflow = rel >= 0 ? entry < k.descriptorAddress : entry > k.descriptorAddress;
      if (overflow) fail(what + ": KERNEL_CODE_ENTRY_BYTE_OFFSET " + std::to_string(rel) + " overflows the address space");
      uint32_t found = 0;
      for (uint32_t i = 1; i < co_.sections.size(); ++i) {
        const ElfSection& s = co_.sections[i];
        if (s.exec() && s.alloc() && s.type != SHT_NOBITS && s.type != SHT_NULL && entry >= s.addr &&
            entry - s.addr < s.size)
          found = i;
      }
      if (!found)
        fail(what + ": KERNEL_CODE_ENTRY_BYTE_OFFSET " + std::to_string(rel) + " points to " + hex(entry) +
             ", outside every executable section");
      k.entrySection = found;
      k.entryAddress = entry;
    } else {
      const ElfReloc* rel = nullptr;
      for (const auto& r : co_.relocs)
        if (!r.dynamic && r.section == kd->shndx && r.offset == off + kKdEntryOffsetPos) rel = &r;
      if (!rel) fail(what + ": no relocation for KERNEL_CODE_ENTRY_BYTE_OFFSET (expected R_AMDGPU_REL64 at " +
                     sectionLabel(kd->shndx) + "+" + hex(off + kKdEntryOffsetPos) + ")");
      if (rel->type != R_AMDGPU_REL64)
        fail(what + ": KERNEL_CODE_ENTRY_BYTE_OFFSET is relocated by " + relocName(rel->type) + ", expected R_AMDGPU_REL64");
      // The relocation table was validated against its symbol table; find that symbol.
      const ElfSymbol* target = nullptr;
      for (uint32_t i = 1; i < co_.sections.size(); ++i)
        if (co_.sections[i].type == SHT_RELA && co_.sections[i].info == kd->shndx && !(co_.sections[i].flags & SHF_ALLOC)) {
          const auto& syms = tableLinkedBy(co_.sections[i].link);
          if (rel->symbol < syms.size()) target = &syms[rel->symbol];
        }
      if (!target || !target->defined() || target->shndx >= co_.sections.size() || target->shndx == 0)
        fail(what + ": the entry relocation's symbol '" + rel->symbolName + "' is undefined");
      const ElfSection& code = co_.sections[target->shndx];
      if (!code.exec() || code.type == SHT_NOBITS || code.type == SHT_NULL) fail(what + ": entry symbol '" + target->name + "' is not in an executable section");
      uint64_t v = target->value + static_cast<uint64_t>(rel->addend) - kKdEntryOffsetPos;
      if (v >= code.size) fail(what + ": entry point " + sectionLabel(target->shndx) + "+" + hex(v) + " lies outside the section");
      k.entrySection = target->shndx;
      k.entryAddress = code.addr + v;
    }
    if (k.entryAddress % 256) fail(what + ": entry point " + hex(k.entryAddress) + " is not 256-byte aligned");
    if (const ElfSymbol* fn = lookup(km.name); fn && fn->type == STT_FUNC) {
      if (fn->shndx != k.entrySection || fn->address != k.entryAddress)
        fail(what + ": code symbol '" + km.name + "' is at " + hex(fn->address) + " but the descriptor's entry is " +
             hex(k.entryAddress));
      k.codeSize = fn->size;
    }

    kdNames.push_back(km.symbol);
    if (!hasMetadata) {
      co_.kernels.push_back(std::move(k));
      continue;
    }
    // Descriptor vs metadata.
    const KernelDescriptor& d = k.descriptor;
    auto mismatch = [&](const std::string& kdField, uint64_t kv, const std::string& mdField, uint64_t mv) {
      fail(what + ": descriptor " + kdField + " " + std::to_string(kv) + " does not match metadata " + mdField + " " +
           std::to_string(mv));
    };
    if (d.groupSegmentFixedSize != km.groupSegmentFixedSize)
      mismatch("GROUP_SEGMENT_FIXED_SIZE", d.groupSegmentFixedSize, ".group_segment_fixed_size", km.groupSegmentFixedSize);
    if (d.privateSegmentFixedSize != km.privateSegmentFixedSize)
      mismatch("PRIVATE_SEGMENT_FIXED_SIZE", d.privateSegmentFixedSize, ".private_segment_fixed_size", km.privateSegmentFixedSize);
    if (d.kernargSize != 0 && d.kernargSize != km.kernargSegmentSize)
      mismatch("KERNARG_SIZE", d.kernargSize, ".kernarg_segment_size", km.kernargSegmentSize);
    unsigned wave = isWave32(d, co_.target) ? 32 : 64;
    if (wave != km.wavefrontSize) mismatch("wavefront size", wave, ".wavefront_size", km.wavefrontSize);
    co_.kernels.push_back(std::move(k));
  }
  for (const auto* table : {&co_.symbols, &co_.dynamicSymbols})
    for (const auto& s : *table)
      if (s.type == STT_OBJECT && s.defined() && s.name.size() > 3 && s.name.compare(s.name.size() - 3, 3, ".kd") == 0 &&
          std::find(kdNames.begin(), kdNames.end(), s.name) == kdNames.end())
        fail("kernel descriptor symbol '" + s.name + "' has no entry in the metadata (amdhsa.kernels)");
  if (hasMetadata)
    for (auto& k : co_.kernels) k.metadata = md.findKernel(k.name);
}

CodeObject Reader::read() {
  co_.fileName = file_;
  header();
  target();
  sectionHeaders();
  programHeaders();
  symbolTables();
  relocations();
  notes();
  kernels();
  co_.bytes.assign(b_.begin(), b_.end());
  // metadata pointers stay valid: kernels point into co_.metadata, which moves with co_
  // (vector storage is moved, not copied).
  return std::move(co_);
}

}  // namespace

std::span<const uint8_t> CodeObject::sectionData(const ElfSection& s) const {
  if (s.type == SHT_NOBITS || s.type == SHT_NULL) return {};
  return std::span<const uint8_t>(bytes).subspan(static_cast<size_t>(s.offset), static_cast<size_t>(s.size));
}

const ElfSection* CodeObject::findSection(std::string_view name) const {
  for (const auto& s : sections)
    if (s.name == name) return &s;
  return nullptr;
}

const ElfSymbol* CodeObject::findSymbol(std::string_view name) const {
  for (const auto* table : {&symbols, &dynamicSymbols})
    for (const auto& s : *table)
      if (s.name == name && s.type != STT_SECTION) return &s;
  return nullptr;
}

const KernelCode* CodeObject::findKernel(std::string_view name) const {
  for (const auto& k : kernels)
    if (k.name == name) return &k;
  return nullptr;
}

CodeObject readCodeObject(std::span<const uint8_t> bytes, const std::string& fileNameForErrors) {
  Reader r(bytes, fileNameForErrors);
  return r.read();
}

CodeObject readCodeObjectFile(const std::string& path) {
  std::vector<uint8_t> b = readFileBytes(path);
  return readCodeObject(b, path);
}

ObjectImage toObjectImage(const CodeObject& co) {
  if (co.type != ET_REL) throw Error(co.fileName + ": toObjectImage needs a relocatable (ET_REL) object");
  ObjectImage img;
  img.target = co.target;
  img.codeObjectVersion = co.codeObjectVersion;
  img.metadataMsgpack = co.metadataMsgpack;
  bool noteTaken = false;
  for (size_t i = 1; i < co.sections.size(); ++i) {
    const ElfSection& s = co.sections[i];
    if (s.type == SHT_NULL || s.type == SHT_SYMTAB || s.type == SHT_STRTAB || s.type == SHT_RELA ||
        s.type == SHT_LLVM_ADDRSIG)
      continue;
    if (s.type == SHT_NOTE && s.name == ".note" && !noteTaken) {
      noteTaken = true;  // regenerated from metadataMsgpack
      continue;
    }
    Section out;
    out.name = s.name;
    out.type = s.type;
    out.flags = s.flags;
    out.align = s.align;
    out.entsize = s.entsize;
    if (s.type == SHT_NOBITS) out.nobitsSize = s.size;
    else {
      auto d = co.sectionData(s);
      out.bytes.assign(d.begin(), d.end());
    }
    img.sections.push_back(std::move(out));
  }
  for (size_t i = 1; i < co.symbols.size(); ++i) {
    const ElfSymbol& s = co.symbols[i];
    Symbol out;
    out.name = s.name;
    out.section = s.sectionName;
    out.value = s.value;
    out.size = s.size;
    out.type = s.type;
    out.bind = s.bind;
    out.visibility = s.visibility;
    img.symbols.push_back(std::move(out));
  }
  for (const auto& r : co.relocs) {
    if (r.dynamic) continue;
    img.relocs.push_back(Reloc{co.sections[r.section].name, r.offset, r.type, r.symbolName, r.addend});
  }
  return img;
}

}  // namespace gfxsim::codeobj
