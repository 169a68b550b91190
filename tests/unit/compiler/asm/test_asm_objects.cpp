// Our own code objects against llvm-mc-19's for the same sources (live tier): the ELF
// header, section contents, the kernel descriptor, symbols, relocations and the
// metadata note, for code object V4 and V5.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "codeobject/elf_reader.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

std::vector<uint8_t> bytesOf(const std::string& s) { return std::vector<uint8_t>(s.begin(), s.end()); }

void compareWithLlvmMc(const std::string& srcPath, const std::string& target, unsigned cov, bool hasMetadataBlock) {
  std::string src = test::readText(srcPath);
  src = std::regex_replace(src, std::regex(R"(\.amdhsa_code_object_version \d)"), ".amdhsa_code_object_version " + std::to_string(cov));
  if (cov == 4) src = std::regex_replace(src, std::regex(R"(- 1\n  - 2)"), "- 1\n  - 1");
  std::string stem = std::filesystem::path(srcPath).stem().string() + "-v" + std::to_string(cov);
  std::string sPath = test::tempPath(stem + ".s"), refPath = test::tempPath(stem + ".ref.o");
  { std::ofstream(sPath) << src; }
  std::string out;
  REQUIRE(test::runCommand("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=" + target + " -filetype=obj " + sPath + " -o " + refPath + " 2>&1", &out) == 0);

  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId(target, &why);
  o.target.wave64 = !o.target.info->wave32Default;
  auto ours = as::buildCodeObject(as::assemble(src, sPath, o), true);
  auto refBytes = bytesOf(test::readText(refPath));
  codeobj::CodeObject a = codeobj::readCodeObject(ours, "gfxsim");
  codeobj::CodeObject b = codeobj::readCodeObject(refBytes, "llvm-mc");

  INFO(stem);
  CHECK(a.type == b.type);
  CHECK(a.abiVersion == b.abiVersion);
  CHECK(a.codeObjectVersion == cov);
  CHECK(a.eFlags == b.eFlags);
  for (const char* name : {".text", ".rodata"}) {
    const auto* sa = a.findSection(name);
    const auto* sb = b.findSection(name);
    REQUIRE(sa);
    REQUIRE(sb);
    auto da = a.sectionData(*sa), db = b.sectionData(*sb);
    CHECK_MESSAGE(std::equal(da.begin(), da.end(), db.begin(), db.end()), name << " differs");
    CHECK(sa->flags == sb->flags);
    CHECK(sa->align == sb->align);
  }
  if (hasMetadataBlock) {
    CHECK(a.metadataMsgpack == b.metadataMsgpack);
  } else {
    // llvm-mc writes no note for a source without .amdgpu_metadata; gfxsim generates one
    // from the kernel directives so that the object can be loaded.
    CHECK(b.metadataMsgpack.empty());
    REQUIRE(a.kernels.size() == b.kernels.size());
    for (size_t k = 0; k < a.kernels.size(); ++k) {
      REQUIRE(a.kernels[k].metadata != nullptr);
      CHECK(a.kernels[k].metadata->kernargSegmentSize == a.kernels[k].descriptor.kernargSize);
      CHECK(a.kernels[k].descriptor.encode() == b.kernels[k].descriptor.encode());
    }
  }
  // Symbols that matter to a loader: name, type, binding, visibility, section, value, size.
  auto key = [](const codeobj::ElfSymbol& s) {
    return s.name + "/" + std::to_string(s.type) + "/" + std::to_string(s.bind) + "/" + std::to_string(s.visibility) +
           "/" + s.sectionName + "/" + std::to_string(s.value) + "/" + std::to_string(s.size);
  };
  std::set<std::string> sa, sb;
  for (const auto& s : a.symbols) if (!s.name.empty() && s.type != codeobj::elf::STT_SECTION) sa.insert(key(s));
  for (const auto& s : b.symbols) if (!s.name.empty() && s.type != codeobj::elf::STT_SECTION) sb.insert(key(s));
  CHECK(sa == sb);
  // Relocations: type, offset, addend and symbol.
  std::set<std::string> ra, rb;
  for (const auto& r : a.relocs) ra.insert(std::to_string(r.type) + "@" + std::to_string(r.offset) + "+" + std::to_string(r.addend) + ":" + r.symbolName);
  for (const auto& r : b.relocs) rb.insert(std::to_string(r.type) + "@" + std::to_string(r.offset) + "+" + std::to_string(r.addend) + ":" + r.symbolName);
  CHECK(ra == rb);
}

}  // namespace

TEST_CASE("gfxsim asm objects equal llvm-mc-19's for the same source, V4 and V5 (live)") {
  if (!test::haveTool("llvm-mc-19")) {
    MESSAGE("llvm-mc-19 not installed: live tier skipped");
    return;
  }
  struct Source { const char* path; const char* target; bool hasMetadataBlock; };
  const Source sources[] = {
      {"tests/asm/objects/scale_gfx900.s", "gfx900", true},
      {"tests/asm/objects/scale_gfx90a.s", "gfx90a", true},
      {"tests/asm/objects/scale_gfx1030.s", "gfx1030", true},
      {"workloads/asm/vadd_gfx900.s", "gfx900", false},
      {"workloads/asm/vadd_gfx1030.s", "gfx1030", false},
  };
  for (const auto& s : sources)
    for (unsigned cov : {4u, 5u}) compareWithLlvmMc(test::sourcePath(s.path), s.target, cov, s.hasMetadataBlock);
}
