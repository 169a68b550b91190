// libFuzzer target: the assembler, then the code-object writer, reader and printer on
// whatever it accepted. Only gfxsim::Error may escape the assembler; a code object it
// wrote must always read back.
#include <cstddef>
#include <cstdint>
#include <string>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "disasm/object_printer.h"
#include "isa/target.h"
#include "support/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  // The first byte picks a target of the table and, on RDNA, the wave size: every ISA
  // description is fuzzed.
  const auto& targets = gfxsim::isa::allTargets();
  unsigned pick = data[0] % (2 * targets.size());
  const gfxsim::isa::TargetInfo& t = targets[pick / 2];
  std::string why;
  gfxsim::as::AsmOptions o;
  o.target = *gfxsim::isa::parseTargetId(t.name, &why);
  o.target.wave64 = !t.rdna || (pick & 1);
  std::string src(reinterpret_cast<const char*>(data + 1), size - 1);
  gfxsim::as::AsmResult res;
  try {
    res = gfxsim::as::assemble(src, "fuzz.s", o);
  } catch (const gfxsim::Error&) {
    return 0;
  }
  for (bool reloc : {false, true}) {
    std::vector<uint8_t> obj;
    try {
      obj = gfxsim::as::buildCodeObject(res, reloc);
    } catch (const gfxsim::Error&) {
      return 0;  // e.g. a descriptor directive out of range: reported, fine
    }
    (void)gfxsim::disasm::printCodeObject(obj, "fuzz.o");  // must not throw
  }
  return 0;
}
