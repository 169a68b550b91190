// Malformed code objects: every problem must be a gfxsim::Error naming the file and what
// is wrong -- never a crash or an out-of-bounds read (run under ASan+UBSan in CI's
// sanitizer build and by the libFuzzer target).
#include <doctest/doctest.h>

#include <cstring>
#include <random>

#include "codeobject/elf_reader.h"
#include "codeobject/elf_writer.h"
#include "launch/code_loader.h"
#include "runtime/memory.h"
#include "support/codeobject_util.h"

using namespace gfxsim;
using namespace gfxsim::codeobj;
using namespace gfxsim::cotest;

namespace {

// Parses; returns "" on success, the Error text otherwise. Any other exception fails.
std::string tryRead(const std::vector<uint8_t>& b, const std::string& name = "bad.hsaco") {
  try {
    readCodeObject(b, name);
    return "";
  } catch (const Error& e) {
    return e.what();
  } catch (const std::exception& e) {
    FAIL_CHECK("non-gfxsim exception: " << e.what());
    return "other exception";
  }
}

void put16(std::vector<uint8_t>& b, uint64_t o, uint16_t v) {
  b[o] = uint8_t(v);
  b[o + 1] = uint8_t(v >> 8);
}
void put32(std::vector<uint8_t>& b, uint64_t o, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[o + i] = uint8_t(v >> (8 * i));
}
void put64(std::vector<uint8_t>& b, uint64_t o, uint64_t v) {
  for (int i = 0; i < 8; ++i) b[o + i] = uint8_t(v >> (8 * i));
}
uint64_t get64(const std::vector<uint8_t>& b, uint64_t o) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = v << 8 | b[o + i];
  return v;
}

const std::vector<std::string> kSmall = {"vadd-gfx900.hsaco", "vadd-gfx900.o", "asm-store42-gfx900.o",
                                         "asm-gfx1100.hsaco", "vadd-gfx90a.clang.hsaco"};

}  // namespace

TEST_CASE("malformed: every truncation of small objects fails cleanly") {
  size_t cases = 0;
  for (const auto& f : kSmall) {
    auto full = readBytes(dataDir() / f);
    CHECK(tryRead(full, f) == "");
    for (size_t n = 0; n < full.size(); ++n) {
      std::vector<uint8_t> cut(full.begin(), full.begin() + static_cast<long>(n));
      std::string e = tryRead(cut, f);
      // A prefix may still parse only if everything the reader needs lies before the cut.
      if (!e.empty()) CHECK(e.rfind(f + ": ", 0) == 0);
      ++cases;
    }
  }
  MESSAGE("truncations: " << cases);
}

TEST_CASE("malformed: random bit flips and byte stores (fixed seed)") {
  std::mt19937_64 rng(0x5eed);
  size_t parsed = 0, rejected = 0;
  for (const auto& f : kSmall) {
    auto full = readBytes(dataDir() / f);
    for (int iter = 0; iter < 3000; ++iter) {
      auto b = full;
      int n = 1 + static_cast<int>(rng() % 8);
      for (int k = 0; k < n; ++k) {
        size_t pos = rng() % b.size();
        // bias towards the headers and tables, where the interesting fields are
        if (rng() % 2) pos = rng() % std::min<size_t>(b.size(), 0x100);
        if (rng() % 3) b[pos] ^= uint8_t(1u << (rng() % 8));
        else b[pos] = static_cast<uint8_t>(rng());
      }
      std::string e = tryRead(b, f);
      if (e.empty()) ++parsed;
      else {
        ++rejected;
        CHECK(e.rfind(f + ": ", 0) == 0);
        CHECK(e.find('\n') == std::string::npos);
      }
    }
  }
  MESSAGE("bit flips: " << parsed << " still valid, " << rejected << " rejected");
}

TEST_CASE("malformed: specific problems give specific messages") {
  const std::string f = "vadd-gfx900.hsaco";
  const auto good = readBytes(dataDir() / f);
  CodeObject co = readCodeObject(good, f);
  auto expect = [&](std::vector<uint8_t> b, const std::string& needle) {
    std::string e = tryRead(b, f);
    CHECK_MESSAGE(e.find(needle) != std::string::npos, "got: " << e << "\nwanted: " << needle);
    CHECK(e.rfind(f + ": ", 0) == 0);
  };
  expect({}, "truncated file: 0 bytes");
  expect(std::vector<uint8_t>(good.begin(), good.begin() + 40), "truncated file: 40 bytes");
  auto b = good;
  b[1] = 'X';
  expect(b, "not an ELF file");
  b = good;
  b[4] = 1;
  expect(b, "not ELFCLASS64");
  b = good;
  b[5] = 2;
  expect(b, "not little-endian");
  b = good;
  put16(b, 18, 62);
  expect(b, "e_machine 62 is not EM_AMDGPU (224)");
  b = good;
  b[7] = 0;
  expect(b, "EI_OSABI 0 is not ELFOSABI_AMDGPU_HSA");
  b = good;
  b[8] = 0;
  expect(b, "code object V2 is not supported");
  b = good;
  b[8] = 9;
  expect(b, "EI_ABIVERSION 9 is unknown");
  b = good;
  put16(b, 16, 2);
  expect(b, "e_type 2 is neither ET_REL");
  b = good;
  put32(b, 48, 0x12d);
  expect(b, "EF_AMDGPU_MACH 0x2d is not a processor gfxsim supports");
  b = good;
  put32(b, 48, 0x2c);
  expect(b, "xnack setting 'unsupported'");
  b = good;
  put32(b, 48, 0x52c);
  expect(b, "sramecc set for gfx900");
  b = good;
  put64(b, 40, good.size() - 10);
  expect(b, "section header table at");
  b = good;
  put16(b, 60, 0);
  expect(b, "extended section numbering");
  b = good;
  put16(b, 62, 200);
  expect(b, "e_shstrndx 200 is not below e_shnum");
  b = good;
  put16(b, 56, 2000);
  expect(b, "program header table at");

  const uint64_t shoff = get64(good, 40);
  auto shdr = [&](size_t i) { return shoff + i * 64; };
  size_t noteIdx = 0, dynsymIdx = 0, rodataIdx = 0, symtabIdx = 0;
  for (size_t i = 0; i < co.sections.size(); ++i) {
    if (co.sections[i].name == ".note") noteIdx = i;
    if (co.sections[i].name == ".dynsym") dynsymIdx = i;
    if (co.sections[i].name == ".rodata") rodataIdx = i;
    if (co.sections[i].name == ".symtab") symtabIdx = i;
  }
  REQUIRE(noteIdx);
  REQUIRE(rodataIdx);
  REQUIRE(symtabIdx);
  b = good;
  put64(b, shdr(rodataIdx) + 24, good.size() + 100);  // sh_offset past the end
  expect(b, "section [" + std::to_string(rodataIdx) + "] contents");
  b = good;
  put64(b, shdr(rodataIdx) + 32, UINT64_MAX - 4);  // sh_size huge (offset + size overflows)
  expect(b, "lie outside the file");
  b = good;
  put32(b, shdr(rodataIdx), 0x7fffffff);  // sh_name outside .shstrtab
  expect(b, "name: string offset 2147483647 is outside the string table");
  b = good;
  put64(b, shdr(rodataIdx) + 48, 48);  // alignment not a power of two
  expect(b, "alignment 48 is not a power of two");
  b = good;
  put64(b, shdr(symtabIdx) + 56, 16);
  expect(b, "sh_entsize 16 is not 24");
  b = good;
  put32(b, shdr(symtabIdx) + 40, 0);
  expect(b, "is not a string table");
  b = good;
  put32(b, shdr(noteIdx) + 4, elf::SHT_PROGBITS);
  {
    // Without the note the object still reads; its kernels come from their .kd symbols
    // and carry no metadata.
    codeobj::CodeObject noNote = codeobj::readCodeObject(b, f);
    CHECK(noNote.metadataMsgpack.empty());
    REQUIRE(noNote.kernels.size() == co.kernels.size());
    for (size_t i = 0; i < co.kernels.size(); ++i) {
      CHECK(noNote.kernels[i].name == co.kernels[i].name);
      CHECK(noNote.kernels[i].metadata == nullptr);
      CHECK(noNote.kernels[i].entryAddress == co.kernels[i].entryAddress);
    }
  }
  b = good;
  put32(b, co.sections[noteIdx].offset + 4, 0x7ffffff0);  // descsz
  expect(b, "runs past the section end");
  b = good;
  b[co.sections[noteIdx].offset + 20] = 0xc1;  // first msgpack byte: reserved type
  expect(b, "metadata note: malformed msgpack");
  // Kernel descriptor problems.
  const auto& k = co.kernels[0];
  uint64_t kdOff = co.sections[rodataIdx].offset + (k.descriptorAddress - co.sections[rodataIdx].addr);
  b = good;
  b[kdOff + 49] |= 0x04;  // RSRC1 PRIORITY
  expect(b, "kernel 'vadd': kernel descriptor: COMPUTE_PGM_RSRC1_PRIORITY");
  b = good;
  b[kdOff + 57] |= 0x04;  // wave32 on gfx900
  expect(b, "kernel 'vadd': kernel descriptor: KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32 must be 0 on gfx900");
  b = good;
  put64(b, kdOff + 16, 0x100000);  // entry far away
  expect(b, "outside every executable section");
  b = good;
  put64(b, kdOff + 16, get64(good, kdOff + 16) + 4);  // misaligned entry
  expect(b, "is not 256-byte aligned");
  b = good;
  put64(b, kdOff + 16, 0x8000000000000000ull);
  expect(b, "overflows the address space");
  b = good;
  b[kdOff] = 1;  // group segment size vs metadata
  expect(b, "descriptor GROUP_SEGMENT_FIXED_SIZE 1 does not match metadata .group_segment_fixed_size 0");
  // The descriptor symbol name: rename "vadd.kd" in both string tables.
  b = good;
  for (const auto& s : co.sections) {
    if (s.type != elf::SHT_STRTAB) continue;
    for (size_t p = s.offset; p + 7 <= s.offset + s.size; ++p)
      if (std::memcmp(&b[p], "vadd.kd", 7) == 0) b[p + 5] = 'x';
  }
  expect(b, "kernel 'vadd': kernel descriptor symbol 'vadd.kd' is missing");
  (void)dynsymIdx;
}

TEST_CASE("malformed: relocatable objects") {
  const std::string f = "asm-store42-gfx900.o";
  const auto good = readBytes(dataDir() / f);
  CodeObject co = readCodeObject(good, f);
  auto expect = [&](std::vector<uint8_t> b, const std::string& needle) {
    std::string e = tryRead(b, f);
    CHECK_MESSAGE(e.find(needle) != std::string::npos, "got: " << e << "\nwanted: " << needle);
  };
  const ElfSection* rela = co.findSection(".rela.rodata");
  REQUIRE(rela);
  auto b = good;
  put32(b, rela->offset + 8, 99);  // relocation type
  expect(b, "unknown relocation type 99");
  b = good;
  put32(b, rela->offset + 12, 50);  // symbol index
  expect(b, "symbol index 50 is out of range");
  b = good;
  put64(b, rela->offset, 62);  // r_offset + 8 > .rodata size
  expect(b, "lies outside");
  b = good;
  put32(b, rela->offset + 8, elf::R_AMDGPU_ABS64);
  expect(b, "is relocated by R_AMDGPU_ABS64, expected R_AMDGPU_REL64");
  b = good;
  put64(b, rela->offset + 16, 4096);  // addend: entry beyond .text
  expect(b, "lies outside the section");
}

TEST_CASE("malformed: fuzzer regressions") {
  // Inputs libFuzzer found crashing earlier versions (tests/codeobject/regressions): each
  // must now parse or fail with an Error, and so must the writers fed with what parsed.
  size_t n = 0;
  for (const auto& e : std::filesystem::directory_iterator(dataDir() / "regressions")) {
    INFO(e.path().filename().string());
    auto b = readBytes(e.path());
    std::string err = tryRead(b, "regression");
    if (err.empty()) {
      CodeObject co = readCodeObject(b, "regression");
      if (co.type == elf::ET_REL) {
        ObjectImage img = toObjectImage(co);
        try {
          (void)writeShared(img);
        } catch (const Error&) {
        }
      }
    }
    ++n;
  }
  CHECK(n >= 1);
}

TEST_CASE("malformed: loadable segments that overlap, or that need more memory than the device has left, are refused") {
  // fuzz_hsa_loader found a 5 KB object whose writable segment spans 256 GiB over the next one:
  // loading it took 20 s of page-table work before the runtime noticed anything.
  auto big = readBytes(dataDir() / "regressions" / "overlapping-256gib-segment.hsaco");
  CHECK(tryRead(big, "big.hsaco") == "big.hsaco: program headers [3] and [4] (PT_LOAD) overlap");
  CodeObject co = readCodeObject(readBytes(dataDir() / "saxpy-gfx90a.hsaco"), "saxpy.hsaco");
  rt::Memory mem{rt::MemoryConfig{}};
  std::string err;
  try {
    (void)launch::loadCodeObject(mem, co, 4096);
  } catch (const Error& e) {
    err = e.what();
  }
  CHECK(err.starts_with("saxpy.hsaco: its PT_LOAD segments span "));
  CHECK(err.ends_with(" bytes, more than the 4096 bytes of device memory free"));
  CHECK(mem.bytesAllocated() == 0);
  CHECK(launch::loadCodeObject(mem, co, 1 << 20).kernels.size() == 1);
}

TEST_CASE("malformed: writer inputs from hostile objects") {
  // A relocatable object whose sections carry the linker's reserved names or absurd
  // alignments must be refused by the writers, not mis-linked.
  CodeObject co = readCodeObject(readBytes(dataDir() / "asm-store42-gfx900.o"), "store42.o");
  ObjectImage img = toObjectImage(co);
  auto renamed = img;
  renamed.sections[0].name = ".dynamic";
  for (auto& s : renamed.symbols)
    if (s.section == ".text") s.section = ".dynamic";
  CHECK_THROWS_AS(writeShared(renamed), Error);
  auto aligned = img;
  aligned.sections[0].align = uint64_t(1) << 40;
  CHECK_THROWS_AS(writeRelocatable(aligned), Error);
  auto strtab = img;
  strtab.sections[0].name = ".symtab";
  CHECK_THROWS_AS(writeRelocatable(strtab), Error);
}
