// Writes AMDGPU code objects from a plain description of sections, symbols and
// relocations: relocatable objects laid out like llvm-mc-19 -filetype=obj, and shared
// objects laid out like ld.lld-19 -shared (same section addresses, so resolved kernel
// descriptors and code addresses equal lld's).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "codeobject/elf_format.h"
#include "isa/target.h"

namespace gfxsim::codeobj {

struct Symbol {
  std::string name;
  // Defining section name; "" = undefined, "*ABS*" = absolute, "*COMMON*", "*AMDGPU_LDS*".
  std::string section;
  uint64_t value = 0;  // offset in `section` (absolute value for *ABS*)
  uint64_t size = 0;
  uint8_t type = elf::STT_NOTYPE;   // STT_*; STT_SECTION entries only fix where the section
                                    // symbol goes in the symbol table (kept only if used)
  uint8_t bind = elf::STB_GLOBAL;   // STB_*
  uint8_t visibility = elf::STV_DEFAULT;  // STV_*
};

struct Reloc {
  std::string section;   // section the relocation patches
  uint64_t offset = 0;   // byte offset in that section
  uint32_t type = 0;     // R_AMDGPU_*
  std::string symbol;    // a Symbol name, or a section name (= its section symbol)
  int64_t addend = 0;
};

struct Section {
  std::string name;
  uint32_t type = elf::SHT_PROGBITS;
  uint64_t flags = 0;     // SHF_*
  uint64_t align = 1;
  std::vector<uint8_t> bytes;
  uint64_t nobitsSize = 0;  // size of an SHT_NOBITS section
  uint64_t entsize = 0;
  uint64_t size() const { return type == elf::SHT_NOBITS ? nobitsSize : bytes.size(); }
};

struct ObjectImage {
  isa::TargetId target;
  unsigned codeObjectVersion = 5;   // 3..6 (EI_ABIVERSION = cov - 2)
  std::vector<Section> sections;    // in creation order; .note is added from metadataMsgpack
  std::vector<Symbol> symbols;      // in creation order (locals and globals mixed)
  std::vector<Reloc> relocs;
  std::vector<uint8_t> metadataMsgpack;  // NT_AMDGPU_METADATA description ("" = no note)
};

// ET_REL as llvm-mc-19 -filetype=obj writes it: .strtab (also the section name table)
// first, each section followed by its .rela section, the metadata .note (SHF_ALLOC, align 4)
// last, then .symtab; locals before globals; relocations against local symbols rewritten
// to the section symbol; tail-merged string table. Throws Error on inconsistent input.
std::vector<uint8_t> writeRelocatable(const ObjectImage& image);

// ET_DYN as ld.lld-19 -shared links the ET_REL above: PHDR, LOAD R (.note .dynsym .gnu.hash
// .hash .dynstr [.rela.dyn] .rodata...), LOAD RX (.text, next page), LOAD RW (.dynamic,
// .relro_padding), [LOAD RW (.data .bss)], DYNAMIC, GNU_RELRO, GNU_STACK, NOTE.
// REL32/REL32_LO/REL32_HI/REL64 are resolved, ABS64 becomes R_AMDGPU_RELATIVE64 in .rela.dyn
// (ABS64 with a dynamic symbol when the target is preemptible), ABS32 applies to absolute
// symbols only. Errors (like lld): undefined symbols, PC-relative or 32-bit absolute
// relocations that would need a dynamic relocation, dynamic relocations in read-only
// sections, GOT relocations.
std::vector<uint8_t> writeShared(const ObjectImage& image);

}  // namespace gfxsim::codeobj
