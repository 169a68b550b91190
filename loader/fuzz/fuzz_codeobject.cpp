// libFuzzer target for the code object reader (and what consumes its result): any input
// must either parse or throw gfxsim::Error. Build with -DGFXSIM_FUZZ=ON and clang:
//   cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-19 -DGFXSIM_FUZZ=ON
//   ninja -C build-fuzz fuzz_codeobject
//   mkdir -p /tmp/corpus   # libFuzzer writes new inputs into the FIRST directory given
//   build-fuzz/loader/fuzz_codeobject -runs=1000000 /tmp/corpus tests/codeobject/
#include <cstddef>
#include <cstdint>
#include <span>

#include "codeobject/elf_reader.h"
#include "codeobject/elf_writer.h"
#include "codeobject/kernel_descriptor.h"
#include "codeobject/metadata.h"
#include "support/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gfxsim::codeobj;
  try {
    CodeObject co = readCodeObject(std::span<const uint8_t>(data, size), "fuzz.hsaco");
    for (const auto& k : co.kernels) {
      (void)printDirectives(k.descriptor, co.target, co.codeObjectVersion, k.name);
      (void)allocatedVgprs(k.descriptor, co.target);
    }
    (void)msgpackToYaml(co.metadataMsgpack);
    (void)readelfNoteText(co.metadataMsgpack);
    if (co.type == elf::ET_REL) {
      ObjectImage img = toObjectImage(co);
      try {
        auto rel = writeRelocatable(img);
        (void)readCodeObject(rel, "rewritten.o");
      } catch (const gfxsim::Error&) {
      }
      try {
        auto so = writeShared(img);
        (void)readCodeObject(so, "linked.so");
      } catch (const gfxsim::Error&) {
      }
    }
  } catch (const gfxsim::Error&) {
  }
  return 0;
}
