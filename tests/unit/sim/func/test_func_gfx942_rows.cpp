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
  // New rows that do not execute (sim/isa/QUIRKS.md, "gfx942 rows without semantics").
  const std::set<std::string> unimplemented = {
      // LDS and memory atomics on packed 16-bit floats: not modelled yet.
      "ds_pk_add_f16", "ds_pk_add_rtn_f16", "ds_pk_add_bf16", "ds_pk_add_rtn_bf16", "flat_atomic_pk_add_f16",
      "flat_atomic_pk_add_bf16", "global_atomic_pk_add_bf16",
      // Loads into LDS (M0-addressed LDS writes): not modelled yet.
      "global_load_lds_dword", "global_load_lds_ubyte", "global_load_lds_sbyte", "global_load_lds_ushort",
      "global_load_lds_sshort", "scratch_load_lds_dword", "scratch_load_lds_ubyte", "scratch_load_lds_sbyte",
      "scratch_load_lds_ushort", "scratch_load_lds_sshort"};
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
