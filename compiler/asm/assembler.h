// gfxsim's assembler for LLVM's AMDGPU assembly syntax. Produces an object image
// (sections, symbols, relocations, kernel descriptors, metadata) that the code-object
// writer turns into an ELF file, and, for --show-encoding, the text of each instruction
// with its bytes.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "isa/target.h"

namespace gfxsim::as {

struct AsmOptions {
  isa::TargetId target;            // from --target (may be refined by .amdgcn_target)
  bool targetGiven = false;        // whether --target was given on the command line
  unsigned codeObjectVersion = 5;  // default; .amdhsa_code_object_version overrides
  bool cov_given = false;          // --code-object-version given (overrides the directive)
};

struct AsmSection {
  std::string name;
  uint32_t type = 1;   // SHT_PROGBITS
  uint64_t flags = 0;  // SHF_*
  uint64_t align = 1;
  std::vector<uint8_t> bytes;
  uint64_t nobitsSize = 0;  // SHT_NOBITS
  uint64_t entsize = 0;     // entry size of mergeable sections (.section ...,"aMS",@progbits,1)
};

struct AsmSymbol {
  std::string name;
  int section = -1;  // index into sections; -1 undefined
  uint64_t value = 0;
  uint64_t size = 0;
  uint8_t type = 0, bind = 0, visibility = 0;
};

struct AsmReloc {
  int section;       // section the relocation applies to
  uint64_t offset;
  uint32_t type;     // R_AMDGPU_*
  std::string symbol;  // symbol name ("" = section symbol of symSection)
  int symSection = -1;
  int64_t addend;
};

struct AsmKernel {
  std::string name;
  int section;       // where its 64-byte descriptor lies
  uint64_t offset;
  unsigned line;
  std::vector<std::pair<std::string, int64_t>> directives;  // .amdhsa_* in source order
  std::vector<unsigned> directiveLines;
};

// One assembled instruction for --show-encoding.
struct AsmListingLine {
  unsigned line;
  std::string text;   // the statement as written, normalised
  std::vector<uint8_t> bytes;
};

struct AsmResult {
  isa::TargetId target;
  unsigned codeObjectVersion = 5;
  std::vector<AsmSection> sections;
  std::vector<AsmSymbol> symbols;
  std::vector<AsmReloc> relocs;
  std::vector<AsmKernel> kernels;
  std::optional<std::string> metadataYaml;  // the .amdgpu_metadata block, verbatim
  unsigned metadataLine = 0;                // source line of its first YAML line
  std::string fileName;
  std::vector<AsmListingLine> listing;
};

// Assembles a whole source. Throws Error("file:line:col: error: ...") on the first error.
AsmResult assemble(const std::string& source, const std::string& fileName, const AsmOptions& opt);

}  // namespace gfxsim::as
