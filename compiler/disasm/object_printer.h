// Prints a whole code object the way llvm-objdump -d does: every executable section
// with its function labels and instructions, followed by each kernel's descriptor as
// .amdhsa_* directives.
#pragma once
#include <cstdint>
#include <span>
#include <string>

namespace gfxsim::disasm {

std::string printCodeObject(std::span<const uint8_t> bytes, const std::string& fileName);

}  // namespace gfxsim::disasm
