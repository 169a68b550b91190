// The rows gfx942.isa adds to gfx90a's (new mnemonics: the fp8 conversions, v_mov_b64,
// v_lshl_add_u64, the xf32/fp8/i8 MFMAs, SMFMAC, ...) have a semantic function, or are listed
// here with the reason they do not execute. Rows gfx942 inherits from gfx90a are gfx90a's
// business (its own coverage), and the renamed MFMAs are checked in test_func_mfma.cpp.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "func/semantics.h"
#include "isa/description.h"

using namespace gfxsim;

TEST_CASE("func gfx942: every row new in gfx942 has semantics, except the listed ones") {
  // New rows that do not execute (sim/isa/QUIRKS.md, "gfx942"): none since the packed 16-bit
  // float atomics (test_func_atomic_pk_add.cpp) and the loads into LDS (test_func_lds_dma.cpp).
  const std::set<std::string> unimplemented = {};
  std::set<std::string> base;
  for (const auto& r : isa::description("gfx90a").insts) base.insert(r->mnemonic);
  std::set<std::string> missing;
  unsigned added = 0;
  for (const auto& r : isa::description("gfx942").insts) {
    if (base.count(r->mnemonic)) continue;
    ++added;
    if (!func::semanticsFor(*r)) missing.insert(r->mnemonic);
  }
  CHECK(added > 40);
  for (const auto& m : missing) CHECK_MESSAGE(unimplemented.count(m), m << " (new in gfx942) has no semantic function");
  for (const auto& m : unimplemented) CHECK_MESSAGE(missing.count(m), m << " is listed as unimplemented but executes or is no gfx942 row");
}
