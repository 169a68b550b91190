// Reads AMDGPU code objects V3-V6 (ET_REL and ET_DYN): validates the ELF structure, the
// metadata note and every kernel descriptor. Any malformed input gives one gfxsim::Error
// "FILE: what is wrong" -- never a crash or an out-of-bounds read (every offset and size is
// checked, with overflow-safe arithmetic; tests/unit/loader/codeobject/test_codeobject_malformed.cpp and the
// libFuzzer target loader/fuzz/fuzz_codeobject.cpp exercise this).
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "codeobject/elf_format.h"
#include "codeobject/elf_writer.h"
#include "codeobject/kernel_descriptor.h"
#include "codeobject/metadata.h"
#include "isa/target.h"

namespace gfxsim::codeobj {

struct ElfSection {
  std::string name;
  uint32_t type = 0;
  uint64_t flags = 0, addr = 0, offset = 0, size = 0, align = 0, entsize = 0;
  uint32_t link = 0, info = 0;
  bool alloc() const { return flags & elf::SHF_ALLOC; }
  bool exec() const { return flags & elf::SHF_EXECINSTR; }
};

struct ElfSymbol {
  std::string name;
  uint64_t value = 0, size = 0;
  uint8_t type = 0, bind = 0, visibility = 0;
  uint16_t shndx = 0;          // raw st_shndx
  std::string sectionName;     // "" (undefined), "*ABS*", "*COMMON*", "*AMDGPU_LDS*" or the section
  uint64_t sectionOffset = 0;  // value relative to its section (ET_DYN: value - section address)
  uint64_t address = 0;        // virtual address (ET_REL: section-relative, sections start at 0)
  bool defined() const { return shndx != elf::SHN_UNDEF; }
};

struct ElfReloc {
  uint32_t section = 0;        // index of the patched section (ET_REL); 0 for .rela.dyn
  uint64_t offset = 0;         // r_offset: section offset (ET_REL) or address (ET_DYN)
  uint32_t type = 0;
  uint32_t symbol = 0;         // index into the symbol table the RELA section links to
  std::string symbolName;      // resolved name ("" for none; section name for STT_SECTION)
  int64_t addend = 0;
  bool dynamic = false;        // from a SHF_ALLOC RELA section (.rela.dyn)
};

struct ElfSegment {
  uint32_t type = 0, flags = 0;
  uint64_t offset = 0, vaddr = 0, filesz = 0, memsz = 0, align = 0;
};

struct KernelCode {
  std::string name;             // kernel (metadata .name / symbol without ".kd")
  std::string descriptorSymbol; // "NAME.kd"
  KernelDescriptor descriptor;
  uint32_t descriptorSection = 0;
  uint64_t descriptorAddress = 0;  // virtual address (ET_REL: offset in its section)
  uint32_t entrySection = 0;       // section holding the code
  uint64_t entryAddress = 0;       // virtual address (ET_REL: offset in entrySection)
  uint64_t codeSize = 0;           // st_size of the NAME symbol when present
  const KernelMetadata* metadata = nullptr;  // points into CodeObject::metadata
};

struct CodeObject {
  std::string fileName;
  std::vector<uint8_t> bytes;   // the whole file (section data refers into it)
  uint16_t type = 0;            // ET_REL or ET_DYN
  unsigned abiVersion = 0;
  unsigned codeObjectVersion = 0;
  uint32_t eFlags = 0;
  isa::TargetId target;
  std::vector<ElfSection> sections;    // index 0 is the null section
  std::vector<ElfSegment> segments;
  std::vector<ElfSymbol> symbols;      // .symtab (index 0 = null symbol); empty if none
  std::vector<ElfSymbol> dynamicSymbols;  // .dynsym
  std::vector<ElfReloc> relocs;
  std::vector<uint8_t> metadataMsgpack;
  CodeObjectMetadata metadata;
  std::vector<KernelCode> kernels;     // in metadata order

  CodeObject() = default;
  CodeObject(const CodeObject&) = delete;  // kernels point into metadata
  CodeObject& operator=(const CodeObject&) = delete;
  CodeObject(CodeObject&&) = default;
  CodeObject& operator=(CodeObject&&) = default;

  std::span<const uint8_t> sectionData(const ElfSection& s) const;  // empty for SHT_NOBITS
  const ElfSection* findSection(std::string_view name) const;
  const ElfSymbol* findSymbol(std::string_view name) const;  // .symtab, then .dynsym
  const KernelCode* findKernel(std::string_view name) const;
};

// Parses and validates. Throws Error("<fileNameForErrors>: ...") on any problem.
CodeObject readCodeObject(std::span<const uint8_t> bytes, const std::string& fileNameForErrors);
CodeObject readCodeObjectFile(const std::string& path);

// The relocatable object as a writer image (sections without the generated ones, symbols
// in symbol-table order including section symbols, relocations by symbol/section name,
// metadata bytes). writeRelocatable(toObjectImage(readCodeObject(x))) reproduces an
// llvm-mc-19 object x (apart from sections the writer does not produce, e.g.
// .llvm_addrsig). Throws Error for ET_DYN input.
ObjectImage toObjectImage(const CodeObject& co);

}  // namespace gfxsim::codeobj
