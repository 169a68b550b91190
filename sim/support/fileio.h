// File input and atomic output. Outputs are written to a temporary file beside the
// target and renamed over it, so a crash or a full disk never leaves half a file.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gfxsim {

std::vector<uint8_t> readFileBytes(const std::string& path);  // throws Error naming the file
std::string readFileText(const std::string& path);
void writeFileAtomic(const std::string& path, std::span<const uint8_t> bytes);
void writeFileAtomic(const std::string& path, const std::string& text);

}  // namespace gfxsim
