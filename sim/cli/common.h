// Helpers shared by the sub-commands.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "asm/assembler.h"

namespace gfxsim::cli {

std::string readStdin();
// The target id named by a source's .amdgcn_target directive, or "".
std::string targetFromSource(const std::string& source);
std::string listingLine(const std::string& text, const std::vector<uint8_t>& bytes);

}  // namespace gfxsim::cli
