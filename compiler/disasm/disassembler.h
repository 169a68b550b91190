// Prints machine code in LLVM's AMDGPU assembly syntax, driven by the ISA description.
#pragma once
#include <cstdint>
#include <span>
#include <string>

#include "isa/description.h"

namespace gfxsim::disasm {

struct Options {
  bool wave64 = true;
};

struct Decoded {
  unsigned size = 0;            // bytes consumed (4 when invalid)
  bool valid = false;
  const isa::Inst* row = nullptr;
  std::string text;             // "v_add_f32_e32 v0, v1, v2" (or a .long for invalid words)
};

// Decodes and prints one instruction at the start of `bytes`. Never reads past the span.
Decoded disassembleOne(const isa::Description& d, std::span<const uint8_t> bytes, const Options& opt);

}  // namespace gfxsim::disasm
