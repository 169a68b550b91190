// libFuzzer target for the litmus front end: the parser, then the lowering to each target's
// code sequences (the memory-model table, thread placement, the generated assembly). Any
// text must parse and lower or give an error that names its place; nothing may crash. The
// first byte picks the target and mode, the rest is the test.
#include <cstddef>
#include <cstdint>
#include <string>

#include "litmus/lower.h"
#include "litmus/parser.h"
#include "support/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  struct Pick {
    const char* target;
    const char* mode;
    bool wave64;
  };
  static const Pick picks[] = {{"gfx900", "", true},       {"gfx90a", "tgsplit", true}, {"gfx1030", "cu", false},
                               {"gfx1030", "wgp", true},   {"gfx1100", "wgp", false},   {"gfx1100", "cu", true},
                               {"gfx942", "", true},       {"gfx942", "tgsplit", true}};
  const Pick& p = picks[data[0] % std::size(picks)];
  std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  try {
    gfxsim::litmus::Test test = gfxsim::litmus::parse(text, "fuzz.litmus");
    gfxsim::litmus::LowerOptions o;
    o.target = p.target;
    o.mode = p.mode;
    o.wave64 = p.wave64;
    o.groupsPerRole = 4;
    (void)gfxsim::litmus::lower(test, o);
  } catch (const gfxsim::Error&) {
  } catch (const gfxsim::litmus::Unsupported&) {
  }
  return 0;
}
