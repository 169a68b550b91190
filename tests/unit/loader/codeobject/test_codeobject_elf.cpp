// ELF reader and writers: clang-19/llvm-mc-19/ld.lld-19 objects read back, the relocatable
// writer reproducing llvm-mc-19's bytes, the shared writer reproducing ld.lld-19's layout.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "codeobject/elf_reader.h"
#include "codeobject/elf_writer.h"
#include "codeobject/metadata.h"
#include "support/codeobject_util.h"

using namespace gfxsim;
using namespace gfxsim::codeobj;
using namespace gfxsim::cotest;

namespace {

const std::vector<std::string> kObjects = {"vadd-gfx900", "vadd-gfx90a", "vadd-gfx1030", "vadd-gfx1100",
                                           "vadd-cov4-gfx900", "multi-gfx900", "multi-gfx1100", "kinds-gfx900",
                                           "kinds-gfx1100", "saxpy-gfx90a", "saxpy-gfx1100", "asm-store42-gfx900",
                                           "asm-data-gfx900", "asm-gfx1100"};

CodeObject load(const std::string& file) { return readCodeObject(readBytes(dataDir() / file), file); }

// Alloc sections of an ET_DYN, by name: (addr, size, bytes).
struct SecView {
  uint64_t addr, size, align, flags;
  uint32_t type;
  std::vector<uint8_t> bytes;
};
std::map<std::string, SecView> allocSections(const CodeObject& co) {
  std::map<std::string, SecView> m;
  for (const auto& s : co.sections) {
    if (!s.alloc()) continue;
    auto d = co.sectionData(s);
    m[s.name] = {s.addr, s.size, s.align, s.flags, s.type, std::vector<uint8_t>(d.begin(), d.end())};
  }
  return m;
}

}  // namespace

TEST_CASE("elf reader: clang-19 / ld.lld-19 objects") {
  for (const auto& name : kObjects) {
    for (const std::string ext : {".hsaco", ".o"}) {
      INFO(name << ext);
      CodeObject co = load(name + ext);
      CHECK(co.type == (ext == ".o" ? elf::ET_REL : elf::ET_DYN));
      CHECK(co.codeObjectVersion == (name.find("cov4") != std::string::npos ? 4u : 5u));
      CHECK(!co.kernels.empty());
      CHECK(co.kernels.size() == co.metadata.kernels.size());
      std::string cpu = name.substr(name.rfind('-') + 1);
      CHECK(co.target.info->name == cpu);
      for (const auto& k : co.kernels) {
        INFO(k.name);
        REQUIRE(k.metadata != nullptr);
        CHECK(k.descriptorSymbol == k.name + ".kd");
        CHECK(k.entryAddress % 256 == 0);
        CHECK(co.sections[k.entrySection].exec());
        const ElfSymbol* fn = co.findSymbol(k.name);
        REQUIRE(fn != nullptr);
        CHECK(fn->address == k.entryAddress);
        CHECK(k.descriptor.groupSegmentFixedSize == k.metadata->groupSegmentFixedSize);
      }
    }
  }
}

TEST_CASE("elf reader: clang-19 one-step objects (integrated assembler descriptors)") {
  for (const std::string t : {"gfx900", "gfx90a", "gfx1030", "gfx1100"}) {
    INFO(t);
    CodeObject co = load("vadd-" + t + ".clang.hsaco");
    REQUIRE(co.kernels.size() == 1);
    const auto& k = co.kernels[0];
    CHECK(k.name == "vadd");
    CHECK(k.metadata->kernargSegmentSize == 28);
    CHECK(k.metadata->args.size() == 4);
    CHECK(k.metadata->args[3].valueKind == ValueKind::ByValue);
    // On GFX10+ clang -c writes a non-zero SGPR granule (llvm-mc writes 0): accepted.
    if (co.target.info->major >= 10) CHECK(k.descriptor.get(KdField::GranulatedWavefrontSgprCount) != 0);
    CHECK(co.kernels[0].entryAddress == co.findSection(".text")->addr);
  }
}

TEST_CASE("printDirectives matches llvm-objdump-19 on the committed objects") {
  std::vector<std::string> files;
  for (const auto& n : kObjects) files.push_back(n + ".hsaco");
  for (const std::string t : {"gfx900", "gfx90a", "gfx1030", "gfx1100"}) files.push_back("vadd-" + t + ".clang.hsaco");
  for (const auto& f : files) {
    INFO(f);
    CodeObject co = load(f);
    std::vector<const KernelCode*> ks;
    for (const auto& k : co.kernels) ks.push_back(&k);
    std::sort(ks.begin(), ks.end(), [](auto* a, auto* b) { return a->descriptorAddress < b->descriptorAddress; });
    std::string got = "Disassembly of section .rodata:\n";
    for (const auto* k : ks) {
      char addr[32];
      std::snprintf(addr, sizeof addr, "%016llx", static_cast<unsigned long long>(k->descriptorAddress));
      got += "\n" + std::string(addr) + " <" + k->descriptorSymbol + ">:\n";
      got += printDirectives(k->descriptor, co.target, co.codeObjectVersion, k->name);
    }
    std::string expected = readText(dataDir() / (f.substr(0, f.size() - 6) + ".kd.txt"));
    CHECK(got == expected);
  }
}

TEST_CASE("relocatable writer reproduces llvm-mc-19 objects") {
  for (const auto& name : kObjects) {
    INFO(name);
    auto original = readBytes(dataDir() / (name + ".o"));
    CodeObject co = readCodeObject(original, name + ".o");
    ObjectImage img = toObjectImage(co);
    auto written = writeRelocatable(img);
    CodeObject back = readCodeObject(written, "written " + name);
    bool hasAddrsig = co.findSection(".llvm_addrsig") != nullptr;
    // Every section llvm-mc wrote (except .llvm_addrsig) comes back with the same contents,
    // type, flags and alignment, and the same symbols and relocations.
    for (const auto& s : co.sections) {
      if (s.type == elf::SHT_LLVM_ADDRSIG || s.type == elf::SHT_NULL) continue;
      INFO(s.name);
      const ElfSection* t = back.findSection(s.name);
      REQUIRE(t != nullptr);
      CHECK(t->type == s.type);
      CHECK(t->flags == s.flags);
      CHECK(t->align == s.align);
      if (!(hasAddrsig && s.name == ".strtab")) CHECK(t->size == s.size);  // ".llvm_addrsig" is not written
      if (s.type != elf::SHT_STRTAB && s.type != elf::SHT_SYMTAB && s.type != elf::SHT_RELA) {
        auto a = co.sectionData(s);
        auto b = back.sectionData(*t);
        CHECK(std::equal(a.begin(), a.end(), b.begin(), b.end()));
      }
    }
    CHECK(back.relocs.size() == co.relocs.size());
    CHECK(back.symbols.size() == co.symbols.size());
    if (!hasAddrsig) CHECK(written == original);
  }
}

TEST_CASE("shared writer reproduces ld.lld-19's layout and contents") {
  for (const auto& name : kObjects) {
    INFO(name);
    CodeObject rel = load(name + ".o");
    auto written = writeShared(toObjectImage(rel));
    CodeObject ours = readCodeObject(written, "written " + name);
    CodeObject lld = load(name + ".hsaco");
    auto a = allocSections(ours);
    auto b = allocSections(lld);
    std::vector<std::string> na, nb;
    for (const auto& [n, s] : a) na.push_back(n);
    for (const auto& [n, s] : b) nb.push_back(n);
    CHECK(na == nb);
    for (const auto& [n, s] : b) {
      INFO(n);
      auto it = a.find(n);
      if (it == a.end()) continue;
      CHECK(it->second.addr == s.addr);
      CHECK(it->second.size == s.size);
      CHECK(it->second.align == s.align);
      CHECK(it->second.type == s.type);
      CHECK(it->second.flags == s.flags);
      CHECK(it->second.bytes == s.bytes);
    }
    REQUIRE(ours.segments.size() == lld.segments.size());
    for (size_t i = 0; i < lld.segments.size(); ++i) {
      INFO("segment " << i);
      CHECK(ours.segments[i].type == lld.segments[i].type);
      CHECK(ours.segments[i].flags == lld.segments[i].flags);
      CHECK(ours.segments[i].offset == lld.segments[i].offset);
      CHECK(ours.segments[i].vaddr == lld.segments[i].vaddr);
      CHECK(ours.segments[i].filesz == lld.segments[i].filesz);
      CHECK(ours.segments[i].memsz == lld.segments[i].memsz);
      CHECK(ours.segments[i].align == lld.segments[i].align);
    }
    // Kernel descriptors (with the resolved entry offset) and code addresses equal lld's.
    REQUIRE(ours.kernels.size() == lld.kernels.size());
    for (size_t i = 0; i < lld.kernels.size(); ++i) {
      CHECK(ours.kernels[i].descriptor == lld.kernels[i].descriptor);
      CHECK(ours.kernels[i].entryAddress == lld.kernels[i].entryAddress);
      CHECK(ours.kernels[i].descriptorAddress == lld.kernels[i].descriptorAddress);
    }
  }
}

namespace {

// What an assembler hands the writer for tests/codeobject/src/asm-store42.s.
ObjectImage store42Image() {
  CodeObject mc = load("asm-store42-gfx900.o");
  ObjectImage img;
  img.target = target("gfx900");
  img.codeObjectVersion = 5;
  Section text{".text", elf::SHT_PROGBITS, elf::SHF_ALLOC | elf::SHF_EXECINSTR, 256, {}, 0, 0};
  auto code = mc.sectionData(*mc.findSection(".text"));
  text.bytes.assign(code.begin(), code.end());
  KdBuilder b(img.target, 5);
  b.set(".amdhsa_user_sgpr_private_segment_buffer", 1);
  b.set(".amdhsa_user_sgpr_kernarg_segment_ptr", 1);
  b.set(".amdhsa_kernarg_size", 8);
  b.set(".amdhsa_next_free_vgpr", 3);
  b.set(".amdhsa_next_free_sgpr", 8);
  b.set(".amdhsa_reserve_vcc", 0);
  b.set(".amdhsa_reserve_flat_scratch", 0);
  b.set(".amdhsa_reserve_xnack_mask", 1);
  auto kd = b.finish().encode();
  Section rodata{".rodata", elf::SHT_PROGBITS, elf::SHF_ALLOC, 64, std::vector<uint8_t>(kd.begin(), kd.end()), 0, 0};
  img.sections = {text, rodata};
  // llvm-mc: the kernel symbol becomes protected; NAME.kd copies its binding and visibility
  // from before that (default here, protected when the source says .protected).
  img.symbols = {{"store42", ".text", 0, text.bytes.size(), elf::STT_FUNC, elf::STB_GLOBAL, elf::STV_PROTECTED},
                 {"store42.kd", ".rodata", 0, 64, elf::STT_OBJECT, elf::STB_GLOBAL, elf::STV_DEFAULT}};
  img.relocs = {{".rodata", 16, elf::R_AMDGPU_REL64, "store42", 16}};
  std::string src = readText(dataDir() / "src/asm-store42.s");
  auto b0 = src.find(".amdgpu_metadata\n") + 17;
  img.metadataMsgpack = yamlToMsgpack(src.substr(b0, src.find(".end_amdgpu_metadata") - b0), "asm-store42.s");
  return img;
}

}  // namespace

TEST_CASE("writers: an assembler's image gives llvm-mc-19's and ld.lld-19's bytes") {
  ObjectImage img = store42Image();
  CHECK(writeRelocatable(img) == readBytes(dataDir() / "asm-store42-gfx900.o"));
  CodeObject ours = readCodeObject(writeShared(img), "store42 shared");
  CodeObject lld = load("asm-store42-gfx900.hsaco");
  CHECK(allocSections(ours).size() == allocSections(lld).size());
  for (const auto& [n, s] : allocSections(lld)) {
    INFO(n);
    CHECK(allocSections(ours).at(n).bytes == s.bytes);
    CHECK(allocSections(ours).at(n).addr == s.addr);
  }
  REQUIRE(ours.kernels.size() == 1);
  CHECK(ours.kernels[0].descriptor.kernelCodeEntryByteOffset == 0x1500 - 0x440);
}

TEST_CASE("writers: error cases") {
  ObjectImage img = store42Image();
  auto expectError = [](const ObjectImage& i, bool shared, const std::string& needle) {
    try {
      shared ? writeShared(i) : writeRelocatable(i);
      FAIL("no error, expected: " << needle);
    } catch (const Error& e) {
      CHECK_MESSAGE(std::string(e.what()).find(needle) != std::string::npos, e.what());
    }
  };
  {
    auto i = img;
    i.relocs[0].symbol = "nope";
    expectError(i, false, "unknown symbol 'nope'");
    expectError(i, true, "undefined symbol: nope");
  }
  {
    auto i = img;
    i.relocs[0].offset = 60;
    expectError(i, false, "lies outside the section");
  }
  {
    auto i = img;
    i.symbols[0].visibility = elf::STV_DEFAULT;  // preemptible: lld refuses the PC-relative reloc
    CHECK_NOTHROW(writeRelocatable(i));
    expectError(i, true, "preemptible symbol 'store42'");
  }
  {
    auto i = img;
    i.relocs.push_back({".text", 4, elf::R_AMDGPU_ABS32_LO, "store42", 0});
    expectError(i, true, "R_AMDGPU_ABS32_LO");
  }
  {
    auto i = img;
    i.relocs.push_back({".rodata", 32, elf::R_AMDGPU_ABS64, "store42", 0});
    expectError(i, true, "read-only section");
  }
  {
    auto i = img;
    i.sections.push_back(i.sections[0]);
    expectError(i, false, "duplicate section '.text'");
  }
  {
    auto i = img;
    i.sections[1].align = 3;
    expectError(i, false, "not a power of two");
  }
  {
    auto i = img;
    i.target.info = nullptr;
    expectError(i, false, "no target");
  }
}

TEST_CASE("writers: outputs pass llvm-readelf-19 and ld.lld-19 (live)") {
  if (!haveTool("llvm-readelf-19") || !haveTool("ld.lld-19")) {
    MESSAGE("llvm-readelf-19/ld.lld-19 not on PATH: live tier skipped");
    return;
  }
  TempDir tmp;
  std::vector<std::pair<std::string, ObjectImage>> images = {{"store42", store42Image()}};
  for (const auto& n : kObjects) images.emplace_back(n, toObjectImage(load(n + ".o")));
  for (const auto& [name, img] : images) {
    INFO(name);
    writeBytes(tmp / "r.o", writeRelocatable(img));
    writeBytes(tmp / "s.so", writeShared(img));
    for (const std::string f : {"r.o", "s.so"}) {
      auto r = run("llvm-readelf-19 -h -S -s -r --notes " + (tmp / f).string() + " 2>&1 >/dev/null");
      INFO(f << ": " << r.out);
      CHECK(r.status == 0);
      CHECK(r.out.find("warning") == std::string::npos);
      CHECK(r.out.find("error") == std::string::npos);
    }
    // ld.lld-19 links our relocatable object to what writeShared produces (allocated part).
    auto l = run("ld.lld-19 -shared " + (tmp / "r.o").string() + " -o " + (tmp / "l.so").string() + " 2>&1");
    INFO(l.out);
    REQUIRE(l.status == 0);
    CodeObject a = readCodeObject(readBytes(tmp / "l.so"), "lld");
    CodeObject b = readCodeObject(readBytes(tmp / "s.so"), "ours");
    auto sa = allocSections(a), sb = allocSections(b);
    CHECK(sa.size() == sb.size());
    for (const auto& [n, s] : sa) {
      INFO(n);
      REQUIRE(sb.count(n));
      CHECK(sb.at(n).addr == s.addr);
      CHECK(sb.at(n).bytes == s.bytes);
    }
  }
}

TEST_CASE("writers and reader: code object V3, V4 and V6 headers") {
  for (unsigned cov : {3u, 4u, 6u}) {
    INFO("V" << cov);
    ObjectImage img = store42Image();
    img.codeObjectVersion = cov;
    img.target = target(cov == 3 ? "gfx900:xnack+" : "gfx900:xnack-");
    KdBuilder b(img.target, cov == 3 ? 4 : cov);  // LLVM 19 builds descriptors for V4+ only
    b.set(".amdhsa_next_free_vgpr", 3);
    b.set(".amdhsa_next_free_sgpr", 8);
    b.set(".amdhsa_kernarg_size", 8);
    b.set(".amdhsa_reserve_xnack_mask", cov == 3 ? 1 : 0);
    KernelDescriptor kd = b.finish();
    auto bytes = kd.encode();
    img.sections[1].bytes.assign(bytes.begin(), bytes.end());
    std::vector<KernelSummary> ks = {{"store42", kd, 8u, 3u, std::nullopt}};
    img.metadataMsgpack = encodeMsgpack(generateMetadata(img.target, cov, ks));
    for (bool shared : {false, true}) {
      auto file = shared ? writeShared(img) : writeRelocatable(img);
      CHECK(file[8] == cov - 2);  // EI_ABIVERSION
      CodeObject co = readCodeObject(file, "v" + std::to_string(cov));
      CHECK(co.codeObjectVersion == cov);
      CHECK(co.target.str() == img.target.str());
      CHECK(co.eFlags == (cov == 3 ? 0x12cu : 0x22cu));
      CHECK(co.metadata.versionMinor == (cov == 3 ? 0u : cov == 4 ? 1u : 2u));
      REQUIRE(co.kernels.size() == 1);
      CHECK(co.kernels[0].descriptor.computePgmRsrc1 == kd.computePgmRsrc1);
    }
  }
}
