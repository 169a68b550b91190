#include "codeobject/elf_writer.h"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>

#include "support/error.h"

namespace gfxsim::codeobj {

using namespace elf;

const char* elf::relocName(uint32_t type) {
  switch (type) {
    case R_AMDGPU_NONE: return "R_AMDGPU_NONE";
    case R_AMDGPU_ABS32_LO: return "R_AMDGPU_ABS32_LO";
    case R_AMDGPU_ABS32_HI: return "R_AMDGPU_ABS32_HI";
    case R_AMDGPU_ABS64: return "R_AMDGPU_ABS64";
    case R_AMDGPU_REL32: return "R_AMDGPU_REL32";
    case R_AMDGPU_REL64: return "R_AMDGPU_REL64";
    case R_AMDGPU_ABS32: return "R_AMDGPU_ABS32";
    case R_AMDGPU_GOTPCREL: return "R_AMDGPU_GOTPCREL";
    case R_AMDGPU_GOTPCREL32_LO: return "R_AMDGPU_GOTPCREL32_LO";
    case R_AMDGPU_GOTPCREL32_HI: return "R_AMDGPU_GOTPCREL32_HI";
    case R_AMDGPU_REL32_LO: return "R_AMDGPU_REL32_LO";
    case R_AMDGPU_REL32_HI: return "R_AMDGPU_REL32_HI";
    case R_AMDGPU_RELATIVE64: return "R_AMDGPU_RELATIVE64";
    case R_AMDGPU_REL16: return "R_AMDGPU_REL16";
    default: return nullptr;
  }
}

unsigned elf::relocWidth(uint32_t type) {
  switch (type) {
    case R_AMDGPU_ABS64: case R_AMDGPU_REL64: case R_AMDGPU_RELATIVE64: return 8;
    case R_AMDGPU_ABS32_LO: case R_AMDGPU_ABS32_HI: case R_AMDGPU_REL32: case R_AMDGPU_ABS32:
    case R_AMDGPU_GOTPCREL: case R_AMDGPU_GOTPCREL32_LO: case R_AMDGPU_GOTPCREL32_HI:
    case R_AMDGPU_REL32_LO: case R_AMDGPU_REL32_HI: return 4;
    case R_AMDGPU_REL16: return 2;
    default: return 0;
  }
}

namespace {

std::string relocText(uint32_t type) {
  const char* n = relocName(type);
  return n ? n : "relocation type " + std::to_string(type);
}

struct Buf {
  std::vector<uint8_t> b;
  uint64_t size() const { return b.size(); }
  void pad(uint64_t to) {
    if (to > b.size()) b.resize(to, 0);
  }
  void put(const void* p, size_t n) {
    auto* c = static_cast<const uint8_t*>(p);
    b.insert(b.end(), c, c + n);
  }
  void put(const std::vector<uint8_t>& v) { b.insert(b.end(), v.begin(), v.end()); }
  void u8(uint8_t v) { b.push_back(v); }
  void u16(uint16_t v) { for (int i = 0; i < 2; ++i) b.push_back(uint8_t(v >> (8 * i))); }
  void u32(uint32_t v) { for (int i = 0; i < 4; ++i) b.push_back(uint8_t(v >> (8 * i))); }
  void u64(uint64_t v) { for (int i = 0; i < 8; ++i) b.push_back(uint8_t(v >> (8 * i))); }
};

void store(std::vector<uint8_t>& b, uint64_t off, uint64_t v, unsigned width) {
  for (unsigned i = 0; i < width; ++i) b[off + i] = uint8_t(v >> (8 * i));
}

uint64_t alignTo(uint64_t v, uint64_t a) { return a <= 1 ? v : (v + a - 1) / a * a; }

bool isPow2OrZero(uint64_t a) { return (a & (a - 1)) == 0; }

// Limits that keep the layout arithmetic far from overflow and the output size bounded.
constexpr uint64_t kMaxSectionAlign = 1u << 16;
constexpr uint64_t kMaxNobitsSize = uint64_t(1) << 32;

// --- string tables ---
// llvm::StringTableBuilder (ELF kind, optimized): strings sorted by their reversed text,
// suffixes merged into longer strings.
struct TailMergedStrtab {
  std::vector<std::string> strings;
  std::map<std::string, uint32_t> offsets;
  std::vector<uint8_t> data;

  void add(const std::string& s) {
    if (!s.empty() && !offsets.count(s)) {
      offsets[s] = 0;
      strings.push_back(s);
    }
  }
  static int tailChar(const std::string& s, size_t pos) {
    return pos >= s.size() ? -1 : static_cast<unsigned char>(s[s.size() - pos - 1]);
  }
  static void multikeySort(std::vector<std::string*>& v, size_t lo, size_t hi, size_t pos) {
    while (hi - lo > 1) {
      int pivot = tailChar(*v[lo], pos);
      size_t i = lo, j = hi;
      for (size_t k = lo + 1; k < j;) {
        int c = tailChar(*v[k], pos);
        if (c > pivot) std::swap(v[i++], v[k++]);
        else if (c < pivot) std::swap(v[--j], v[k]);
        else ++k;
      }
      multikeySort(v, lo, i, pos);
      multikeySort(v, j, hi, pos);
      if (pivot == -1) return;
      lo = i;
      hi = j;
      ++pos;
    }
  }
  void finalize() {
    std::vector<std::string*> v;
    for (auto& s : strings) v.push_back(&s);
    multikeySort(v, 0, v.size(), 0);
    data.assign(1, 0);
    const std::string* prev = nullptr;
    for (std::string* s : v) {
      if (prev && prev->size() >= s->size() && prev->compare(prev->size() - s->size(), s->size(), *s) == 0) {
        offsets[*s] = static_cast<uint32_t>(data.size() - s->size() - 1);
        continue;
      }
      offsets[*s] = static_cast<uint32_t>(data.size());
      data.insert(data.end(), s->begin(), s->end());
      data.push_back(0);
      prev = s;
    }
  }
  uint32_t of(const std::string& s) const { return s.empty() ? 0 : offsets.at(s); }
};

// ld.lld's StringTableSection: insertion order, exact duplicates shared.
struct PlainStrtab {
  std::vector<uint8_t> data{0};
  std::unordered_map<std::string, uint32_t> offsets;
  uint32_t add(const std::string& s) {
    if (s.empty()) return 0;
    auto it = offsets.find(s);
    if (it != offsets.end()) return it->second;
    uint32_t off = static_cast<uint32_t>(data.size());
    data.insert(data.end(), s.begin(), s.end());
    data.push_back(0);
    offsets[s] = off;
    return off;
  }
};

std::vector<uint8_t> noteBytes(const std::vector<uint8_t>& desc) {
  Buf b;
  b.u32(7);  // "AMDGPU\0"
  b.u32(static_cast<uint32_t>(desc.size()));
  b.u32(NT_AMDGPU_METADATA);
  b.put("AMDGPU\0\0", 8);
  b.put(desc);
  b.pad(alignTo(b.size(), 4));
  return b.b;
}

void writeEhdr(Buf& b, const ObjectImage& img, uint16_t type, uint64_t phoff, uint16_t phnum, uint64_t shoff,
               uint16_t shnum, uint16_t shstrndx) {
  const uint8_t ident[16] = {0x7f, 'E', 'L', 'F', kElfClass64, kElfData2Lsb, kEvCurrent, kOsAbiAmdgpuHsa,
                             static_cast<uint8_t>(abiVersionForCov(img.codeObjectVersion))};
  b.put(ident, 16);
  b.u16(type);
  b.u16(kEmAmdgpu);
  b.u32(1);
  b.u64(0);  // e_entry
  b.u64(phoff);
  b.u64(shoff);
  uint32_t flags = img.target.elfFlags();
  if (img.codeObjectVersion == 3) {  // V3: single "on" bits
    flags &= EF_AMDGPU_MACH;
    if (img.target.xnack == isa::FeatureSetting::On) flags |= EF_AMDGPU_FEATURE_XNACK_V3;
    if (img.target.sramecc == isa::FeatureSetting::On) flags |= EF_AMDGPU_FEATURE_SRAMECC_V3;
  }
  b.u32(flags);
  b.u16(static_cast<uint16_t>(kEhdrSize));
  b.u16(phnum ? static_cast<uint16_t>(kPhdrSize) : 0);
  b.u16(phnum);
  b.u16(static_cast<uint16_t>(kShdrSize));
  b.u16(shnum);
  b.u16(shstrndx);
}

struct Shdr {
  uint32_t name = 0, type = 0;
  uint64_t flags = 0, addr = 0, offset = 0, size = 0;
  uint32_t link = 0, info = 0;
  uint64_t align = 0, entsize = 0;
};

void writeShdr(Buf& b, const Shdr& s) {
  b.u32(s.name);
  b.u32(s.type);
  b.u64(s.flags);
  b.u64(s.addr);
  b.u64(s.offset);
  b.u64(s.size);
  b.u32(s.link);
  b.u32(s.info);
  b.u64(s.align);
  b.u64(s.entsize);
}

void writeSym(Buf& b, uint32_t name, uint8_t type, uint8_t bind, uint8_t vis, uint16_t shndx, uint64_t value,
              uint64_t size) {
  b.u32(name);
  b.u8(static_cast<uint8_t>(bind << 4 | (type & 0xf)));
  b.u8(vis & 3);
  b.u16(shndx);
  b.u64(value);
  b.u64(size);
}

uint16_t specialShndx(const std::string& section) {
  if (section.empty()) return SHN_UNDEF;
  if (section == "*ABS*") return SHN_ABS;
  if (section == "*COMMON*") return SHN_COMMON;
  if (section == "*AMDGPU_LDS*") return SHN_AMDGPU_LDS;
  return 0xffff;  // not special
}

// Checks shared by both writers; returns the section list with the metadata note appended.
std::vector<Section> checkedSections(const ObjectImage& img) {
  if (!img.target.info) throw Error("code object writer: no target processor");
  if (img.codeObjectVersion < 3 || img.codeObjectVersion > 6)
    throw Error("code object writer: code object version " + std::to_string(img.codeObjectVersion) +
                " is not supported (3..6)");
  std::vector<Section> secs = img.sections;
  std::set<std::string> names;
  for (const auto& s : secs) {
    if (s.name.empty()) throw Error("code object writer: section without a name");
    if (!names.insert(s.name).second) throw Error("code object writer: duplicate section '" + s.name + "'");
    if (!isPow2OrZero(s.align)) throw Error("code object writer: section '" + s.name + "' alignment " +
                                            std::to_string(s.align) + " is not a power of two");
    if (s.align > kMaxSectionAlign)
      throw Error("code object writer: section '" + s.name + "' alignment " + std::to_string(s.align) +
                  " exceeds the supported maximum " + std::to_string(kMaxSectionAlign));
    if (s.type == SHT_NOBITS && s.nobitsSize > kMaxNobitsSize)
      throw Error("code object writer: SHT_NOBITS section '" + s.name + "' size " + std::to_string(s.nobitsSize) +
                  " exceeds the supported maximum (4 GiB)");
    if (s.type == SHT_NOBITS && !s.bytes.empty())
      throw Error("code object writer: SHT_NOBITS section '" + s.name + "' has contents");
    if (s.type == SHT_SYMTAB || s.type == SHT_STRTAB || s.type == SHT_RELA || s.type == SHT_REL)
      throw Error("code object writer: section '" + s.name + "' is generated by the writer");
    if (s.name == ".note" && !img.metadataMsgpack.empty())
      throw Error("code object writer: both a .note section and metadata given");
    if (s.name == ".strtab" || s.name == ".symtab" || s.name == ".shstrtab" || s.name.rfind(".rela", 0) == 0)
      throw Error("code object writer: section name '" + s.name + "' is reserved for the writer");
  }
  if (!img.metadataMsgpack.empty()) {
    Section n;
    n.name = ".note";
    n.type = SHT_NOTE;
    n.flags = SHF_ALLOC;
    n.align = 4;
    n.bytes = noteBytes(img.metadataMsgpack);
    secs.push_back(std::move(n));
  }
  for (const auto& sym : img.symbols) {
    if (sym.type == STT_SECTION) {
      if (!names.count(sym.name) && sym.name != ".note")
        throw Error("code object writer: section symbol for unknown section '" + sym.name + "'");
      continue;
    }
    if (specialShndx(sym.section) == 0xffff && !names.count(sym.section))
      throw Error("code object writer: symbol '" + sym.name + "' is defined in unknown section '" + sym.section + "'");
    if (sym.bind != STB_LOCAL && sym.bind != STB_GLOBAL && sym.bind != STB_WEAK)
      throw Error("code object writer: symbol '" + sym.name + "' has binding " + std::to_string(sym.bind));
  }
  std::unordered_map<std::string_view, size_t> secByName;  // (hashed: files may have tens of thousands)
  for (size_t i = 0; i < secs.size(); ++i) secByName.emplace(secs[i].name, i);
  for (const auto& r : img.relocs) {
    auto found = secByName.find(r.section);
    if (found == secByName.end()) throw Error("code object writer: relocation in unknown section '" + r.section + "'");
    const Section* it = &secs[found->second];
    if (it->type == SHT_NOBITS) throw Error("code object writer: relocation in SHT_NOBITS section '" + r.section + "'");
    unsigned w = relocWidth(r.type);
    if (!relocName(r.type)) throw Error("code object writer: unknown relocation type " + std::to_string(r.type));
    if (r.offset > it->bytes.size() || w > it->bytes.size() - r.offset)
      throw Error("code object writer: " + relocText(r.type) + " at " + r.section + "+" + std::to_string(r.offset) +
                  " lies outside the section (" + std::to_string(it->bytes.size()) + " bytes)");
  }
  return secs;
}

// The first non-section symbol of each name, for relocations to find theirs in constant time.
std::unordered_map<std::string_view, const Symbol*> symbolsByName(const ObjectImage& img) {
  std::unordered_map<std::string_view, const Symbol*> m;
  for (const auto& s : img.symbols)
    if (s.type != STT_SECTION) m.emplace(s.name, &s);
  return m;
}

// ELF section indices are 16 bits; from SHN_LORESERVE (0xff00) on they need extended numbering
// (SHN_XINDEX and an SHT_SYMTAB_SHNDX section), which these writers do not produce. A count
// that high would wrap e_shnum, so it is refused by name.
void checkSectionCount(size_t headers, const char* writer) {
  if (headers >= SHN_LORESERVE)
    throw Error(std::string(writer) + ": " + std::to_string(headers) + " section headers; at most " +
                std::to_string(SHN_LORESERVE - 1) + " fit without ELF extended section numbering, which is not supported");
}

}  // namespace

// =========================================================================================
// ET_REL
// =========================================================================================
std::vector<uint8_t> writeRelocatable(const ObjectImage& img) {
  std::vector<Section> secs = checkedSections(img);

  // Section header indices: 0 null, 1 .strtab, then each section and its .rela, then .symtab.
  std::vector<std::vector<size_t>> relocsOf(secs.size());
  std::map<std::string, size_t> secIndexByName;
  for (size_t i = 0; i < secs.size(); ++i) secIndexByName[secs[i].name] = i;
  for (size_t i = 0; i < img.relocs.size(); ++i) relocsOf[secIndexByName.at(img.relocs[i].section)].push_back(i);
  std::vector<uint32_t> shIndex(secs.size()), relaIndex(secs.size(), 0);
  uint32_t next = 2;
  for (size_t i = 0; i < secs.size(); ++i) {
    shIndex[i] = next++;
    if (!relocsOf[i].empty()) relaIndex[i] = next++;
  }
  const uint32_t symtabIndex = next++;
  const uint32_t shnum = next;
  checkSectionCount(shnum, "relocatable object writer");
  const auto symbolByName = symbolsByName(img);

  // Relocation targets: locals become section symbol + value (what MC does).
  struct OutReloc {
    uint64_t offset;
    uint32_t type;
    int64_t addend;
    bool sectionSym;
    size_t target;  // section index or symbol index in img.symbols
  };
  std::vector<OutReloc> outRel(img.relocs.size());
  std::set<size_t> usedSectionSyms;
  for (size_t i = 0; i < img.relocs.size(); ++i) {
    const Reloc& r = img.relocs[i];
    OutReloc o{r.offset, r.type, r.addend, false, 0};
    auto named = symbolByName.find(r.symbol);
    const Symbol* s = named == symbolByName.end() ? nullptr : named->second;
    if (s && s->bind == STB_LOCAL && specialShndx(s->section) == 0xffff) {
      o.sectionSym = true;
      o.target = secIndexByName.at(s->section);
      o.addend = static_cast<int64_t>(static_cast<uint64_t>(o.addend) + s->value);
    } else if (s) {
      o.target = static_cast<size_t>(s - img.symbols.data());
    } else if (secIndexByName.count(r.symbol)) {
      o.sectionSym = true;
      o.target = secIndexByName.at(r.symbol);
    } else {
      throw Error("code object writer: relocation " + relocText(r.type) + " at " + r.section + "+" +
                  std::to_string(r.offset) + " refers to unknown symbol '" + r.symbol + "'");
    }
    if (o.sectionSym) usedSectionSyms.insert(o.target);
    outRel[i] = o;
  }

  // Symbol table order: null, locals (given order; section symbols where the image puts
  // them, missing ones first), then the others in given order.
  struct OutSym {
    bool section;
    size_t ref;  // section index or img.symbols index
  };
  std::vector<OutSym> order;
  std::set<size_t> placedSections;
  for (const auto& s : img.symbols)
    if (s.type == STT_SECTION && secIndexByName.count(s.name)) placedSections.insert(secIndexByName.at(s.name));
  for (size_t sec : usedSectionSyms)
    if (!placedSections.count(sec)) order.push_back({true, sec});
  for (size_t i = 0; i < img.symbols.size(); ++i) {
    const Symbol& s = img.symbols[i];
    if (s.type == STT_SECTION) {
      size_t sec = secIndexByName.count(s.name) ? secIndexByName.at(s.name) : SIZE_MAX;
      if (sec != SIZE_MAX && usedSectionSyms.count(sec)) order.push_back({true, sec});
      continue;
    }
    if (s.bind == STB_LOCAL) order.push_back({false, i});
  }
  const size_t numLocals = order.size() + 1;
  for (size_t i = 0; i < img.symbols.size(); ++i)
    if (img.symbols[i].type != STT_SECTION && img.symbols[i].bind != STB_LOCAL) order.push_back({false, i});
  std::map<size_t, uint32_t> symIndexOfSection, symIndexOfSymbol;
  for (size_t k = 0; k < order.size(); ++k) {
    if (order[k].section) symIndexOfSection[order[k].ref] = static_cast<uint32_t>(k + 1);
    else symIndexOfSymbol[order[k].ref] = static_cast<uint32_t>(k + 1);
  }

  TailMergedStrtab strtab;
  for (size_t i = 0; i < secs.size(); ++i) {
    strtab.add(secs[i].name);
    if (!relocsOf[i].empty()) strtab.add(".rela" + secs[i].name);
  }
  strtab.add(".strtab");
  strtab.add(".symtab");
  for (const auto& o : order)
    if (!o.section) strtab.add(img.symbols[o.ref].name);
  strtab.finalize();

  auto shndxOf = [&](const Symbol& s) -> uint16_t {
    uint16_t sp = specialShndx(s.section);
    if (sp != 0xffff) return sp;
    return static_cast<uint16_t>(shIndex[secIndexByName.at(s.section)]);
  };

  // File layout.
  Buf out;
  out.pad(kEhdrSize);
  std::vector<uint64_t> offsets(secs.size());
  for (size_t i = 0; i < secs.size(); ++i) {
    out.pad(alignTo(out.size(), std::max<uint64_t>(1, secs[i].align)));
    offsets[i] = out.size();
    out.put(secs[i].bytes);
  }
  out.pad(alignTo(out.size(), 8));
  const uint64_t symtabOff = out.size();
  writeSym(out, 0, 0, 0, 0, 0, 0, 0);
  for (const auto& o : order) {
    if (o.section) {
      writeSym(out, 0, STT_SECTION, STB_LOCAL, STV_DEFAULT, static_cast<uint16_t>(shIndex[o.ref]), 0, 0);
    } else {
      const Symbol& s = img.symbols[o.ref];
      writeSym(out, strtab.of(s.name), s.type, s.bind, s.visibility, shndxOf(s), s.value, s.size);
    }
  }
  const uint64_t symtabSize = out.size() - symtabOff;
  std::vector<uint64_t> relaOff(secs.size(), 0);
  for (size_t i = 0; i < secs.size(); ++i) {
    if (relocsOf[i].empty()) continue;
    out.pad(alignTo(out.size(), 8));
    relaOff[i] = out.size();
    for (size_t ri : relocsOf[i]) {
      const OutReloc& o = outRel[ri];
      uint64_t symIdx = o.sectionSym ? symIndexOfSection.at(o.target) : symIndexOfSymbol.at(o.target);
      out.u64(o.offset);
      out.u64(symIdx << 32 | o.type);
      out.u64(static_cast<uint64_t>(o.addend));
    }
  }
  const uint64_t strtabOff = out.size();
  out.put(strtab.data);
  out.pad(alignTo(out.size(), 8));
  const uint64_t shoff = out.size();

  writeShdr(out, Shdr{});
  writeShdr(out, Shdr{strtab.of(".strtab"), SHT_STRTAB, 0, 0, strtabOff, strtab.data.size(), 0, 0, 1, 0});
  for (size_t i = 0; i < secs.size(); ++i) {
    const Section& s = secs[i];
    writeShdr(out, Shdr{strtab.of(s.name), s.type, s.flags, 0, offsets[i], s.size(), 0, 0, s.align, s.entsize});
    if (!relocsOf[i].empty())
      writeShdr(out, Shdr{strtab.of(".rela" + s.name), SHT_RELA, SHF_INFO_LINK, 0, relaOff[i],
                          relocsOf[i].size() * kRelaSize, symtabIndex, shIndex[i], 8, kRelaSize});
  }
  writeShdr(out, Shdr{strtab.of(".symtab"), SHT_SYMTAB, 0, 0, symtabOff, symtabSize, 1,
                      static_cast<uint32_t>(numLocals), 8, kSymSize});

  Buf hdr;
  writeEhdr(hdr, img, ET_REL, 0, 0, shoff, static_cast<uint16_t>(shnum), 1);
  std::copy(hdr.b.begin(), hdr.b.end(), out.b.begin());
  return out.b;
}

// =========================================================================================
// ET_DYN (ld.lld-19 -shared)
// =========================================================================================
namespace {

uint32_t hashGnu(const std::string& s) {
  uint32_t h = 5381;
  for (unsigned char c : s) h = h * 33 + c;
  return h;
}

uint32_t hashSysV(const std::string& s) {
  uint32_t h = 0;
  for (unsigned char c : s) {
    h = (h << 4) + c;
    uint32_t g = h & 0xf0000000;
    if (g) h ^= g >> 24;
    h &= ~g;
  }
  return h;
}

uint64_t nextPowerOf2(uint64_t a) {
  uint64_t p = 1;
  while (p <= a) p <<= 1;
  return p;
}

// lld's output section name for an input section (default rules, no linker script).
std::string outputName(const std::string& n) {
  static const char* const prefixes[] = {".text.", ".rodata.", ".data.rel.ro.", ".data.", ".bss.rel.ro.", ".bss."};
  // A section named as an output section stays itself (.data.rel.ro is not a .data.* section).
  for (const char* p : prefixes)
    if (n == std::string_view(p).substr(0, std::strlen(p) - 1)) return n;
  for (const char* p : prefixes) {
    std::string pre(p);
    if (n.rfind(pre, 0) == 0) return pre.substr(0, pre.size() - 1);
  }
  return n;
}

struct OutSec {
  std::string name;
  uint32_t type = SHT_PROGBITS;
  uint64_t flags = 0, align = 1, entsize = 0;
  std::vector<uint8_t> bytes;
  uint64_t nobitsSize = 0;
  uint64_t addr = 0, offset = 0;
  uint32_t link = 0, info = 0;
  uint64_t size() const { return type == SHT_NOBITS ? nobitsSize : bytes.size(); }
};

enum class Rank { Note, RO, RX, Relro, RW, Bss, NonAlloc };

Rank rankOf(const OutSec& s) {
  if (!(s.flags & SHF_ALLOC)) return Rank::NonAlloc;
  if (s.type == SHT_NOTE) return Rank::Note;
  if (s.flags & SHF_EXECINSTR) return Rank::RX;
  if (!(s.flags & SHF_WRITE)) return Rank::RO;
  if (s.name == ".data.rel.ro" || s.name == ".bss.rel.ro") return Rank::Relro;
  return s.type == SHT_NOBITS ? Rank::Bss : Rank::RW;
}

struct DynReloc {
  uint64_t offset;
  uint32_t type;
  uint32_t sym;  // dynsym index (0 for RELATIVE64)
  int64_t addend;
  size_t seq = 0;
};

}  // namespace

std::vector<uint8_t> writeShared(const ObjectImage& img) {
  std::vector<Section> in = checkedSections(img);
  for (const auto& s : in)
    for (const char* reserved : {".dynamic", ".dynsym", ".dynstr", ".hash", ".gnu.hash", ".relro_padding"})
      if (outputName(s.name) == reserved)
        throw Error("shared object writer: section name '" + s.name + "' is reserved for the linker");

  // 1. Output sections from input sections.
  std::vector<OutSec> outs;
  std::unordered_map<std::string, size_t> outByName;
  std::map<std::string, std::pair<size_t, uint64_t>> place;  // input name -> (out index, offset)
  for (const auto& s : in) {
    if (s.name == ".note.GNU-stack" || s.type == SHT_LLVM_ADDRSIG || (s.flags & SHF_EXCLUDE)) continue;
    std::string on = (s.flags & SHF_ALLOC) ? outputName(s.name) : s.name;
    auto [known, fresh] = outByName.emplace(on, outs.size());
    if (fresh) {
      OutSec o;
      o.name = on;
      o.type = s.type;
      o.flags = s.flags;
      o.entsize = s.entsize;
      outs.push_back(o);
    }
    auto it = outs.begin() + static_cast<std::ptrdiff_t>(known->second);
    if (!fresh && it->type != s.type && !(it->type == SHT_NOBITS || s.type == SHT_NOBITS)) {
      throw Error("shared object writer: sections of different types merge into '" + on + "'");
    }
    OutSec& o = *it;
    o.flags |= s.flags;
    o.align = std::max<uint64_t>({o.align, s.align, 1});
    if (s.type == SHT_NOBITS && o.type == SHT_NOBITS) {
      uint64_t off = alignTo(o.nobitsSize, std::max<uint64_t>(1, s.align));
      place[s.name] = {static_cast<size_t>(it - outs.begin()), off};
      o.nobitsSize = off + s.nobitsSize;
    } else if (s.type == SHT_NOBITS || o.type == SHT_NOBITS) {
      throw Error("shared object writer: cannot merge SHT_NOBITS '" + s.name + "' with contents into '" + on + "'");
    } else if (s.name == ".comment" && o.name == ".comment") {
      // SHF_MERGE|SHF_STRINGS: keep each distinct string once
      place[s.name] = {static_cast<size_t>(it - outs.begin()), 0};
      size_t p = 0;
      while (p < s.bytes.size()) {
        size_t e = p;
        while (e < s.bytes.size() && s.bytes[e]) ++e;
        std::string str(s.bytes.begin() + static_cast<long>(p), s.bytes.begin() + static_cast<long>(e));
        bool have = false;
        for (size_t q = 0; q < o.bytes.size();) {
          size_t qe = q;
          while (qe < o.bytes.size() && o.bytes[qe]) ++qe;
          if (std::string(o.bytes.begin() + static_cast<long>(q), o.bytes.begin() + static_cast<long>(qe)) == str) have = true;
          q = qe + 1;
        }
        if (!have) {
          o.bytes.insert(o.bytes.end(), str.begin(), str.end());
          o.bytes.push_back(0);
        }
        p = e + 1;
      }
    } else {
      uint64_t off = alignTo(o.bytes.size(), std::max<uint64_t>(1, s.align));
      o.bytes.resize(off, 0);
      place[s.name] = {static_cast<size_t>(it - outs.begin()), off};
      o.bytes.insert(o.bytes.end(), s.bytes.begin(), s.bytes.end());
    }
  }

  // 2. Symbols.
  struct Resolved {
    const Symbol* sym;
    bool defined;
    bool absolute;
    size_t out;      // output section (defined, not absolute)
    uint64_t value;  // offset in output section, or absolute value
  };
  std::vector<Resolved> res;
  std::map<std::string, size_t> globalByName;
  for (const auto& s : img.symbols) {
    if (s.type == STT_SECTION || s.type == STT_FILE) continue;
    Resolved r{&s, false, false, 0, 0};
    uint16_t sp = specialShndx(s.section);
    if (sp == SHN_ABS) {
      r.defined = r.absolute = true;
      r.value = s.value;
    } else if (sp == SHN_COMMON || sp == SHN_AMDGPU_LDS) {
      throw Error("shared object writer: symbol '" + s.name + "' in " + s.section + " is not supported");
    } else if (sp == 0xffff) {
      auto p = place.find(s.section);
      if (p == place.end()) throw Error("shared object writer: symbol '" + s.name + "' is in a discarded section");
      r.defined = true;
      r.out = p->second.first;
      r.value = p->second.second + s.value;
    }
    if (s.bind != STB_LOCAL) {
      auto g = globalByName.find(s.name);
      if (g != globalByName.end()) {
        if (res[g->second].defined && r.defined) throw Error("shared object writer: duplicate symbol '" + s.name + "'");
        if (r.defined) res[g->second] = r;
        continue;
      }
      globalByName[s.name] = res.size();
    }
    res.push_back(r);
  }
  auto isExported = [](const Resolved& r) {
    return r.sym->bind != STB_LOCAL && r.defined &&
           (r.sym->visibility == STV_DEFAULT || r.sym->visibility == STV_PROTECTED);
  };
  auto isPreemptible = [&](const Resolved& r) { return isExported(r) && r.sym->visibility == STV_DEFAULT; };

  // Dynamic symbols: exported, symtab order; .dynstr in that order; then .gnu.hash order.
  PlainStrtab dynstr;
  struct DynSym {
    size_t res;
    uint32_t name;
    uint32_t hash;
    uint32_t bucket;
  };
  std::vector<DynSym> dyn;
  for (size_t i = 0; i < res.size(); ++i)
    if (isExported(res[i])) dyn.push_back({i, dynstr.add(res[i].sym->name), hashGnu(res[i].sym->name), 0});
  const uint32_t nBuckets = static_cast<uint32_t>(std::max<size_t>(dyn.size() / 4, 1));
  for (auto& d : dyn) d.bucket = d.hash % nBuckets;
  // (std::stable_sort is avoided throughout: clang 19 flags libstdc++ 12's use of the
  // deprecated get_temporary_buffer in it.) Dynamic string offsets are unique, so this is
  // lld's stable order.
  std::sort(dyn.begin(), dyn.end(), [](const DynSym& a, const DynSym& b) {
    return std::tie(a.bucket, a.name) < std::tie(b.bucket, b.name);
  });
  std::map<size_t, uint32_t> dynIndex;
  for (size_t k = 0; k < dyn.size(); ++k) dynIndex[dyn[k].res] = static_cast<uint32_t>(k + 1);
  const uint64_t maskWords = dyn.empty() ? 1 : nextPowerOf2(dyn.size() * 12 / 64);

  // 3. Relocations that need dynamic entries (sizes the .rela.dyn before layout).
  std::unordered_map<std::string_view, size_t> firstResByName;
  for (size_t i = 0; i < res.size(); ++i) firstResByName.emplace(res[i].sym->name, i);
  auto findRes = [&](const Reloc& r) -> std::optional<size_t> {
    // A global of that name wins over locals of the same name.
    if (auto g = globalByName.find(r.symbol); g != globalByName.end()) return g->second;
    if (auto l = firstResByName.find(r.symbol); l != firstResByName.end()) return l->second;
    return std::nullopt;
  };
  struct PendingReloc {
    const Reloc* r;
    std::optional<size_t> res;  // nullopt = section symbol
    size_t out;                 // output section of the place
    uint64_t placeOff;          // offset in that output section
    std::pair<size_t, uint64_t> secSym{0, 0};
  };
  std::vector<PendingReloc> pend;
  size_t numDyn = 0, numRelative = 0;
  for (const auto& r : img.relocs) {
    auto p = place.find(r.section);
    if (p == place.end()) continue;  // relocation in a discarded section
    PendingReloc pr{&r, findRes(r), p->second.first, p->second.second + r.offset};
    if (!pr.res) {
      auto ps = place.find(r.symbol);
      if (ps == place.end())
        throw Error("shared object writer: undefined symbol: " + r.symbol + " (referenced by " + relocText(r.type) +
                    " at " + r.section + "+" + std::to_string(r.offset) + ")");
      pr.secSym = ps->second;
    } else if (!res[*pr.res].defined && r.type != R_AMDGPU_NONE) {
      throw Error("shared object writer: undefined symbol: " + r.symbol + " (referenced by " + relocText(r.type) +
                  " at " + r.section + "+" + std::to_string(r.offset) + ")");
    }
    bool preempt = pr.res && isPreemptible(res[*pr.res]);
    bool absolute = pr.res && res[*pr.res].absolute;
    switch (r.type) {
      case R_AMDGPU_NONE: break;
      case R_AMDGPU_ABS64:
        if (!absolute) {
          if (!(outs[pr.out].flags & SHF_WRITE))
            throw Error("shared object writer: R_AMDGPU_ABS64 against '" + r.symbol + "' in read-only section " +
                        r.section + " needs a dynamic relocation (ld.lld: relocation cannot be used in a read-only segment)");
          ++numDyn;
          if (!preempt) ++numRelative;
        }
        break;
      case R_AMDGPU_REL32: case R_AMDGPU_REL64: case R_AMDGPU_REL32_LO: case R_AMDGPU_REL32_HI: case R_AMDGPU_REL16:
        if (preempt)
          throw Error("shared object writer: " + relocText(r.type) + " cannot be used against preemptible symbol '" +
                      r.symbol + "' (give it protected or hidden visibility)");
        break;
      case R_AMDGPU_ABS32:
        if (!absolute)
          throw Error("shared object writer: R_AMDGPU_ABS32 cannot be used against symbol '" + r.symbol +
                      "' in a shared object (ld.lld: recompile with -fPIC)");
        break;
      case R_AMDGPU_ABS32_LO: case R_AMDGPU_ABS32_HI:
        throw Error("shared object writer: " + relocText(r.type) + " at " + r.section + "+" + std::to_string(r.offset) +
                    " is not supported in shared objects (ld.lld-19: unknown relocation)");
      default:
        throw Error("shared object writer: " + relocText(r.type) + " at " + r.section + "+" + std::to_string(r.offset) +
                    " is not supported");
    }
    pend.push_back(pr);
  }

  // 4. Synthetic sections and final section order.
  const bool hasNote = std::any_of(outs.begin(), outs.end(), [](const OutSec& o) { return o.type == SHT_NOTE && (o.flags & SHF_ALLOC); });
  std::vector<OutSec> order;
  auto take = [&](Rank rk) {
    for (const auto& o : outs)
      if (rankOf(o) == rk) order.push_back(o);
  };
  take(Rank::Note);
  OutSec dynsymS{".dynsym", SHT_DYNSYM, SHF_ALLOC, 8, kSymSize};
  dynsymS.bytes.resize((dyn.size() + 1) * kSymSize);
  OutSec gnuHashS{".gnu.hash", SHT_GNU_HASH, SHF_ALLOC, 8, 0};
  gnuHashS.bytes.resize(16 + 8 * maskWords + 4 * nBuckets + 4 * dyn.size());
  OutSec hashS{".hash", SHT_HASH, SHF_ALLOC, 4, 4};
  hashS.bytes.resize(4 * (2 + 2 * (dyn.size() + 1)));
  OutSec dynstrS{".dynstr", SHT_STRTAB, SHF_ALLOC, 1, 0};
  dynstrS.bytes = dynstr.data;
  OutSec relaDynS{".rela.dyn", SHT_RELA, SHF_ALLOC, 8, kRelaSize};
  relaDynS.bytes.resize(numDyn * kRelaSize);
  order.push_back(dynsymS);
  order.push_back(gnuHashS);
  order.push_back(hashS);
  order.push_back(dynstrS);
  if (numDyn) order.push_back(relaDynS);
  take(Rank::RO);
  take(Rank::RX);
  std::vector<int64_t> dynEntries;  // tag, value pairs (values patched after layout)
  if (numDyn) {
    dynEntries.insert(dynEntries.end(), {DT_RELA, 0, DT_RELASZ, static_cast<int64_t>(numDyn * kRelaSize), DT_RELAENT,
                                         static_cast<int64_t>(kRelaSize)});
    if (numRelative) dynEntries.insert(dynEntries.end(), {DT_RELACOUNT, static_cast<int64_t>(numRelative)});
  }
  dynEntries.insert(dynEntries.end(), {DT_SYMTAB, 0, DT_SYMENT, static_cast<int64_t>(kSymSize), DT_STRTAB, 0, DT_STRSZ,
                                       static_cast<int64_t>(dynstr.data.size()), DT_GNU_HASH, 0, DT_HASH, 0, DT_NULL, 0});
  OutSec dynamicS{".dynamic", SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, 8, 16};
  dynamicS.bytes.resize(dynEntries.size() * 8);
  order.push_back(dynamicS);
  take(Rank::Relro);
  OutSec relroPad{".relro_padding", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, 1, 0};
  order.push_back(relroPad);
  take(Rank::RW);
  take(Rank::Bss);
  take(Rank::NonAlloc);
  OutSec symtabS{".symtab", SHT_SYMTAB, 0, 8, kSymSize};
  OutSec shstrtabS{".shstrtab", SHT_STRTAB, 0, 1, 0};
  OutSec strtabS{".strtab", SHT_STRTAB, 0, 1, 0};
  order.push_back(symtabS);
  order.push_back(shstrtabS);
  order.push_back(strtabS);
  checkSectionCount(order.size() + 1, "shared object writer");
  std::unordered_map<std::string_view, size_t> orderByName;  // the first section of each name
  for (size_t i = 0; i < order.size(); ++i) orderByName.emplace(order[i].name, i);
  auto idx = [&](const std::string& n) -> size_t {
    auto it = orderByName.find(n);
    return it == orderByName.end() ? SIZE_MAX : it->second;
  };
  std::vector<size_t> outToOrder(outs.size());
  for (size_t i = 0; i < outs.size(); ++i) outToOrder[i] = idx(outs[i].name);

  // 5. Program headers and addresses.
  bool hasRX = false, hasData = false;
  for (const auto& o : order) {
    Rank r = rankOf(o);
    if (r == Rank::RX) hasRX = true;
    if ((r == Rank::RW || r == Rank::Bss) && o.name != ".dynamic" && o.name != ".relro_padding") hasData = true;
  }
  const uint64_t nphdr = 1 + 1 + (hasRX ? 1 : 0) + 1 + (hasData ? 1 : 0) + 3 + (hasNote ? 1 : 0);
  uint64_t dot = kEhdrSize + nphdr * kPhdrSize;
  uint64_t fileOff = dot;
  enum Seg { S_R, S_RX, S_RELRO, S_RW, S_NONE };
  auto segOf = [&](const OutSec& o) {
    if (!(o.flags & SHF_ALLOC)) return S_NONE;
    if (o.name == ".dynamic" || o.name == ".relro_padding") return S_RELRO;
    Rank r = rankOf(o);
    if (r == Rank::Note || r == Rank::RO) return S_R;
    if (r == Rank::RX) return S_RX;
    if (r == Rank::Relro) return S_RELRO;
    return S_RW;
  };
  Seg cur = S_R;
  uint64_t relroEnd = 0;  // end of the RELRO contents before padding
  for (auto& o : order) {
    Seg sg = segOf(o);
    if (sg == S_NONE) break;
    uint64_t a = std::max<uint64_t>(1, o.align);
    if (sg != cur) {
      uint64_t base = (sg == S_RW) ? relroEnd : dot;
      dot = alignTo(base, kPageSize) + base % kPageSize;
      cur = sg;
      dot = alignTo(dot, a);
      fileOff = fileOff + ((dot - fileOff) % kPageSize);
    } else {
      uint64_t na = alignTo(dot, a);
      fileOff += na - dot;
      dot = na;
    }
    if (o.name == ".relro_padding") {
      relroEnd = dot;
      o.nobitsSize = alignTo(dot, kPageSize) - dot;
    }
    o.addr = dot;
    o.offset = fileOff;
    dot += o.size();
    if (o.type != SHT_NOBITS) fileOff += o.size();
  }

  // 6. Contents of the synthetic sections and the relocations.
  auto addrOfRes = [&](const Resolved& r) -> uint64_t {
    return r.absolute ? r.value : order[outToOrder[r.out]].addr + r.value;
  };
  std::vector<DynReloc> dynRel;
  for (const auto& pr : pend) {
    const Reloc& r = *pr.r;
    OutSec& os = order[outToOrder[pr.out]];
    uint64_t P = os.addr + pr.placeOff;
    uint64_t S = pr.res ? addrOfRes(res[*pr.res]) : order[outToOrder[pr.secSym.first]].addr + pr.secSym.second;
    uint64_t SA = S + static_cast<uint64_t>(r.addend);
    switch (r.type) {
      case R_AMDGPU_NONE: break;
      case R_AMDGPU_ABS64:
        if (pr.res && res[*pr.res].absolute) store(os.bytes, pr.placeOff, SA, 8);
        else if (pr.res && isPreemptible(res[*pr.res])) dynRel.push_back({P, R_AMDGPU_ABS64, dynIndex.at(*pr.res), r.addend});
        else dynRel.push_back({P, R_AMDGPU_RELATIVE64, 0, static_cast<int64_t>(SA)});
        break;
      case R_AMDGPU_ABS32: store(os.bytes, pr.placeOff, SA, 4); break;
      case R_AMDGPU_REL64: store(os.bytes, pr.placeOff, SA - P, 8); break;
      case R_AMDGPU_REL32:
      case R_AMDGPU_REL32_LO: store(os.bytes, pr.placeOff, SA - P, 4); break;
      case R_AMDGPU_REL32_HI: store(os.bytes, pr.placeOff, (SA - P) >> 32, 4); break;
      case R_AMDGPU_REL16: {
        // SOPP branch: ((S + A - P) - 4) / 4 as a signed 16-bit value
        int64_t v = (static_cast<int64_t>(SA - P) - 4) / 4;
        if (v < INT16_MIN || v > INT16_MAX) throw Error("shared object writer: R_AMDGPU_REL16 out of range");
        store(os.bytes, pr.placeOff, static_cast<uint64_t>(v), 2);
        break;
      }
      default: break;
    }
  }
  for (size_t k = 0; k < dynRel.size(); ++k) dynRel[k].seq = k;
  std::sort(dynRel.begin(), dynRel.end(), [](const DynReloc& a, const DynReloc& b) {
    return std::make_tuple(a.type != R_AMDGPU_RELATIVE64, a.sym, a.offset, a.seq) <
           std::make_tuple(b.type != R_AMDGPU_RELATIVE64, b.sym, b.offset, b.seq);
  });
  if (numDyn) {
    OutSec& rd = order[idx(".rela.dyn")];
    for (size_t k = 0; k < dynRel.size(); ++k) {
      store(rd.bytes, k * 24, dynRel[k].offset, 8);
      store(rd.bytes, k * 24 + 8, uint64_t(dynRel[k].sym) << 32 | dynRel[k].type, 8);
      store(rd.bytes, k * 24 + 16, static_cast<uint64_t>(dynRel[k].addend), 8);
    }
  }
  // .dynsym
  {
    OutSec& ds = order[idx(".dynsym")];
    for (size_t k = 0; k < dyn.size(); ++k) {
      const Resolved& r = res[dyn[k].res];
      Buf b;
      writeSym(b, dyn[k].name, r.sym->type, r.sym->bind, r.sym->visibility,
               r.absolute ? SHN_ABS : static_cast<uint16_t>(outToOrder[r.out] + 1), addrOfRes(r), r.sym->size);
      std::copy(b.b.begin(), b.b.end(), ds.bytes.begin() + static_cast<long>((k + 1) * kSymSize));
    }
    ds.link = static_cast<uint32_t>(idx(".dynstr") + 1);
    ds.info = 1;
  }
  // .gnu.hash
  {
    OutSec& gh = order[idx(".gnu.hash")];
    std::vector<uint8_t>& b = gh.bytes;
    store(b, 0, nBuckets, 4);
    store(b, 4, 1, 4);  // symndx: every dynamic symbol is hashed
    store(b, 8, maskWords, 4);
    store(b, 12, 26, 4);
    for (const auto& d : dyn) {
      uint64_t i = (d.hash / 64) & (maskWords - 1);
      uint64_t off = 16 + i * 8;
      uint64_t v = 0;
      for (int j = 0; j < 8; ++j) v |= uint64_t(b[off + j]) << (8 * j);
      v |= uint64_t(1) << (d.hash % 64);
      v |= uint64_t(1) << ((d.hash >> 26) % 64);
      store(b, off, v, 8);
    }
    uint64_t buckets = 16 + 8 * maskWords, values = buckets + 4 * nBuckets;
    uint32_t oldBucket = UINT32_MAX;
    for (size_t k = 0; k < dyn.size(); ++k) {
      bool last = k + 1 == dyn.size() || dyn[k].bucket != dyn[k + 1].bucket;
      store(b, values + 4 * k, last ? (dyn[k].hash | 1) : (dyn[k].hash & ~1u), 4);
      if (dyn[k].bucket == oldBucket) continue;
      store(b, buckets + 4 * dyn[k].bucket, k + 1, 4);
      oldBucket = dyn[k].bucket;
    }
    gh.link = static_cast<uint32_t>(idx(".dynsym") + 1);
  }
  // .hash
  {
    OutSec& h = order[idx(".hash")];
    uint32_t n = static_cast<uint32_t>(dyn.size() + 1);
    store(h.bytes, 0, n, 4);
    store(h.bytes, 4, n, 4);
    std::vector<uint32_t> buckets(n, 0), chains(n, 0);
    for (size_t k = 0; k < dyn.size(); ++k) {
      uint32_t i = static_cast<uint32_t>(k + 1);
      uint32_t hv = hashSysV(res[dyn[k].res].sym->name) % n;
      chains[i] = buckets[hv];
      buckets[hv] = i;
    }
    for (uint32_t k = 0; k < n; ++k) {
      store(h.bytes, 8 + 4 * k, buckets[k], 4);
      store(h.bytes, 8 + 4 * (n + k), chains[k], 4);
    }
    h.link = static_cast<uint32_t>(idx(".dynsym") + 1);
  }
  if (numDyn) order[idx(".rela.dyn")].link = static_cast<uint32_t>(idx(".dynsym") + 1);
  // .dynamic
  {
    OutSec& d = order[idx(".dynamic")];
    for (size_t k = 0; k < dynEntries.size(); k += 2) {
      int64_t tag = dynEntries[k];
      int64_t val = dynEntries[k + 1];
      if (tag == DT_RELA) val = static_cast<int64_t>(order[idx(".rela.dyn")].addr);
      if (tag == DT_SYMTAB) val = static_cast<int64_t>(order[idx(".dynsym")].addr);
      if (tag == DT_STRTAB) val = static_cast<int64_t>(order[idx(".dynstr")].addr);
      if (tag == DT_GNU_HASH) val = static_cast<int64_t>(order[idx(".gnu.hash")].addr);
      if (tag == DT_HASH) val = static_cast<int64_t>(order[idx(".hash")].addr);
      store(d.bytes, k * 8, static_cast<uint64_t>(tag), 8);
      store(d.bytes, k * 8 + 8, static_cast<uint64_t>(val), 8);
    }
    d.link = static_cast<uint32_t>(idx(".dynstr") + 1);
  }
  // .symtab / .strtab: file locals, demoted (hidden) globals, _DYNAMIC, exported globals.
  {
    PlainStrtab strtab;
    Buf b;
    writeSym(b, 0, 0, 0, 0, 0, 0, 0);
    auto emit = [&](const Resolved& r, uint8_t bind) {
      writeSym(b, strtab.add(r.sym->name), r.sym->type, bind, r.sym->visibility,
               !r.defined ? SHN_UNDEF : r.absolute ? SHN_ABS : static_cast<uint16_t>(outToOrder[r.out] + 1),
               r.defined ? addrOfRes(r) : 0, r.sym->size);
    };
    uint32_t locals = 1;
    for (const auto& r : res)
      if (r.sym->bind == STB_LOCAL && r.defined) { emit(r, STB_LOCAL); ++locals; }
    for (const auto& r : res)
      if (r.sym->bind != STB_LOCAL && r.defined && !isExported(r)) { emit(r, STB_LOCAL); ++locals; }
    const OutSec& dynS = order[idx(".dynamic")];
    writeSym(b, strtab.add("_DYNAMIC"), STT_NOTYPE, STB_LOCAL, STV_HIDDEN, static_cast<uint16_t>(idx(".dynamic") + 1),
             dynS.addr, 0);
    ++locals;
    for (const auto& r : res)
      if (r.sym->bind != STB_LOCAL && (isExported(r) || !r.defined)) emit(r, r.sym->bind);
    OutSec& st = order[idx(".symtab")];
    st.bytes = b.b;
    st.link = static_cast<uint32_t>(idx(".strtab") + 1);
    st.info = locals;
    order[idx(".strtab")].bytes = strtab.data;
  }
  PlainStrtab shstr;
  std::vector<uint32_t> shName(order.size());
  for (size_t i = 0; i < order.size(); ++i) {
    if (order[i].name == ".shstrtab") continue;
    shName[i] = shstr.add(order[i].name);
  }
  shName[idx(".shstrtab")] = shstr.add(".shstrtab");
  order[idx(".shstrtab")].bytes = shstr.data;

  // Non-allocated sections follow the allocated file contents.
  for (auto& o : order) {
    if (o.flags & SHF_ALLOC) continue;
    fileOff = alignTo(fileOff, std::max<uint64_t>(1, o.align));
    o.offset = fileOff;
    o.addr = 0;
    fileOff += o.size();
  }
  const uint64_t shoff = alignTo(fileOff, 8);

  // 7. Write the file.
  Buf out;
  writeEhdr(out, img, ET_DYN, kEhdrSize, static_cast<uint16_t>(nphdr), shoff, static_cast<uint16_t>(order.size() + 1),
            static_cast<uint16_t>(idx(".shstrtab") + 1));
  auto phdr = [&](uint32_t type, uint32_t flags, uint64_t off, uint64_t vaddr, uint64_t filesz, uint64_t memsz,
                  uint64_t align) {
    out.u32(type);
    out.u32(flags);
    out.u64(off);
    out.u64(vaddr);
    out.u64(vaddr);
    out.u64(filesz);
    out.u64(memsz);
    out.u64(align);
  };
  auto segRange = [&](Seg sg, uint64_t& off, uint64_t& addr, uint64_t& filesz, uint64_t& memsz) {
    bool first = true;
    uint64_t fileEnd = 0, memEnd = 0;
    for (const auto& o : order) {
      if (segOf(o) != sg) continue;
      if (first) {
        off = o.offset;
        addr = o.addr;
        first = false;
      }
      if (o.type != SHT_NOBITS) fileEnd = o.addr + o.size();
      memEnd = o.addr + o.size();
    }
    filesz = fileEnd > addr ? fileEnd - addr : 0;
    memsz = memEnd - addr;
  };
  phdr(PT_PHDR, PF_R, kEhdrSize, kEhdrSize, nphdr * kPhdrSize, nphdr * kPhdrSize, 8);
  uint64_t o1 = 0, a1 = 0, f1 = 0, m1 = 0;
  segRange(S_R, o1, a1, f1, m1);
  phdr(PT_LOAD, PF_R, 0, 0, a1 + f1, a1 + m1, kPageSize);
  if (hasRX) {
    segRange(S_RX, o1, a1, f1, m1);
    phdr(PT_LOAD, PF_R | PF_X, o1, a1, f1, m1, kPageSize);
  }
  uint64_t ro = 0, ra = 0, rf = 0, rm = 0;
  segRange(S_RELRO, ro, ra, rf, rm);
  phdr(PT_LOAD, PF_R | PF_W, ro, ra, rf, rm, kPageSize);
  if (hasData) {
    segRange(S_RW, o1, a1, f1, m1);
    phdr(PT_LOAD, PF_R | PF_W, o1, a1, f1, m1, kPageSize);
  }
  const OutSec& dynS = order[idx(".dynamic")];
  phdr(PT_DYNAMIC, PF_R | PF_W, dynS.offset, dynS.addr, dynS.size(), dynS.size(), 8);
  phdr(PT_GNU_RELRO, PF_R, ro, ra, rf, rm, 1);
  phdr(PT_GNU_STACK, PF_R | PF_W, 0, 0, 0, 0, 0);
  if (hasNote) {
    for (const auto& o : order)
      if (o.type == SHT_NOTE && (o.flags & SHF_ALLOC)) {
        phdr(PT_NOTE, PF_R, o.offset, o.addr, o.size(), o.size(), o.align);
        break;
      }
  }
  for (const auto& o : order) {
    if (o.type == SHT_NOBITS) continue;
    out.pad(o.offset);
    if (out.size() != o.offset) throw Error("shared object writer: internal layout error at " + o.name);
    out.put(o.bytes);
  }
  out.pad(shoff);
  writeShdr(out, Shdr{});
  for (size_t i = 0; i < order.size(); ++i) {
    const OutSec& o = order[i];
    writeShdr(out, Shdr{shName[i], o.type, o.flags, o.addr, o.offset, o.size(), o.link, o.info, o.align, o.entsize});
  }
  return out.b;
}

}  // namespace gfxsim::codeobj
