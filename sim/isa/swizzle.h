// The ds_swizzle_b32 offset: a 16-bit pattern selecting a lane permutation, written
// swizzle(QUAD_PERM,...), swizzle(BITMASK_PERM,"..."), swizzle(BROADCAST,..),
// swizzle(SWAP,n) or swizzle(REVERSE,n) in assembly.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gfxsim::isa {

struct SwizzlePattern {
  bool quadPerm = false;
  uint8_t quadLanes[4] = {0, 1, 2, 3};  // QUAD_PERM: source lane within each quad
  uint8_t andMask = 0x1f, orMask = 0, xorMask = 0;  // BITMASK mode (32-lane groups)
};

SwizzlePattern decodeSwizzle(uint16_t offset);
// The lane a lane reads from, for lanes of a 32-lane half (BITMASK) or quad (QUAD_PERM).
unsigned swizzleSourceLane(const SwizzlePattern& p, unsigned lane);

// Assembly text of an offset, as llvm-mc prints it ("swizzle(SWAP,16)").
std::string printSwizzle(uint16_t offset);
// Parses the mode and arguments inside swizzle(...); args are integers or a quoted
// 5-character mask for BITMASK_PERM. Returns nullopt and sets *why on error.
std::optional<uint16_t> encodeSwizzle(const std::string& mode, const std::vector<std::string>& args, std::string* why);

}  // namespace gfxsim::isa
