#include "isa/swizzle.h"

#include <bit>
#include <cstdlib>

namespace gfxsim::isa {

// Offset layout (GFX8+ ds_swizzle_b32): bit 15 set = QUAD_PERM, lanes in bits 7:0
// (2 bits each); bit 15 clear = BITMASK, and_mask 4:0, or_mask 9:5, xor_mask 14:10.
namespace {
constexpr uint16_t kQuadPerm = 0x8000;
constexpr unsigned kMaskMax = 0x1f;
}  // namespace

SwizzlePattern decodeSwizzle(uint16_t offset) {
  SwizzlePattern p;
  if (offset & kQuadPerm) {
    p.quadPerm = true;
    for (unsigned i = 0; i < 4; ++i) p.quadLanes[i] = static_cast<uint8_t>((offset >> (2 * i)) & 3);
  } else {
    p.andMask = offset & kMaskMax;
    p.orMask = (offset >> 5) & kMaskMax;
    p.xorMask = (offset >> 10) & kMaskMax;
  }
  return p;
}

unsigned swizzleSourceLane(const SwizzlePattern& p, unsigned lane) {
  if (p.quadPerm) return (lane & ~3u) | p.quadLanes[lane & 3];
  unsigned l = lane & kMaskMax;
  return (lane & ~kMaskMax) | (((l & p.andMask) | p.orMask) ^ p.xorMask);
}

std::string printSwizzle(uint16_t offset) {
  // QUAD_PERM needs bits 14:8 clear; anything else that is not BITMASK prints raw.
  if ((offset & 0x8000) && (offset & 0x7f00)) return std::to_string(offset);
  SwizzlePattern p = decodeSwizzle(offset);
  if (p.quadPerm) {
    std::string s = "swizzle(QUAD_PERM";
    for (unsigned i = 0; i < 4; ++i) s += "," + std::to_string(p.quadLanes[i]);
    return s + ")";
  }
  if (p.andMask == kMaskMax && p.orMask == 0 && std::popcount(p.xorMask) == 1)
    return "swizzle(SWAP," + std::to_string(p.xorMask) + ")";
  if (p.andMask == kMaskMax && p.orMask == 0 && p.xorMask > 0 && std::has_single_bit(unsigned(p.xorMask) + 1))
    return "swizzle(REVERSE," + std::to_string(p.xorMask + 1) + ")";
  unsigned group = kMaskMax - p.andMask + 1;
  if (group > 1 && std::has_single_bit(group) && p.orMask < group && p.xorMask == 0)
    return "swizzle(BROADCAST," + std::to_string(group) + "," + std::to_string(p.orMask) + ")";
  // Each mask character says what lane bit i becomes: probe lanes 0 and 31.
  unsigned probe0 = ((0u & p.andMask) | p.orMask) ^ p.xorMask;
  unsigned probe1 = ((kMaskMax & p.andMask) | p.orMask) ^ p.xorMask;
  std::string mask;
  for (unsigned bit = 1u << 4; bit; bit >>= 1) {
    bool b0 = probe0 & bit, b1 = probe1 & bit;
    mask += b0 == b1 ? (b0 ? '1' : '0') : (b0 ? 'i' : 'p');
  }
  // The mask string cannot express every and/or/xor combination; print those raw so the
  // text reassembles to the same offset (llvm-mc prints a lossy string there).
  std::string why;
  if (encodeSwizzle("BITMASK_PERM", {mask}, &why) != offset) return std::to_string(offset);
  return "swizzle(BITMASK_PERM,\"" + mask + "\")";
}

std::optional<uint16_t> encodeSwizzle(const std::string& mode, const std::vector<std::string>& args, std::string* why) {
  auto fail = [&](const std::string& m) -> std::optional<uint16_t> {
    if (why) *why = m;
    return std::nullopt;
  };
  auto num = [&](size_t i, long lo, long hi, long* out) {
    if (i >= args.size()) return false;
    char* end = nullptr;
    long v = std::strtol(args[i].c_str(), &end, 0);
    if (args[i].empty() || *end || v < lo || v > hi) return false;
    *out = v;
    return true;
  };
  if (mode == "QUAD_PERM") {
    if (args.size() != 4) return fail("expected 4 lane ids");
    uint16_t v = kQuadPerm;
    for (size_t i = 0; i < 4; ++i) {
      long l;
      if (!num(i, 0, 3, &l)) return fail("expected a 2-bit lane id");
      v |= static_cast<uint16_t>(l << (2 * i));
    }
    return v;
  }
  if (mode == "BITMASK_PERM") {
    if (args.size() != 1 || args[0].size() != 5) return fail("expected a 5-character mask");
    unsigned andM = 0, orM = 0, xorM = 0;
    for (size_t i = 0; i < 5; ++i) {
      unsigned bit = 1u << (4 - i);
      switch (args[0][i]) {
        case '0': break;
        case '1': orM |= bit; break;
        case 'p': andM |= bit; break;
        case 'i': andM |= bit; xorM |= bit; break;
        default: return fail("invalid mask");
      }
    }
    return static_cast<uint16_t>(andM | (orM << 5) | (xorM << 10));
  }
  if (mode == "BROADCAST") {
    long size, lane;
    if (args.size() != 2 || !num(0, 2, 32, &size) || !std::has_single_bit(static_cast<unsigned long>(size)))
      return fail("group size must be a power of two");
    if (!num(1, 0, size - 1, &lane)) return fail("lane id must be in the interval [0,group size - 1]");
    return static_cast<uint16_t>((kMaskMax - (size - 1)) | (lane << 5));
  }
  if (mode == "SWAP") {
    long n;
    if (args.size() != 1 || !num(0, 1, 16, &n) || !std::has_single_bit(static_cast<unsigned long>(n)))
      return fail("group size must be a power of two");
    return static_cast<uint16_t>(kMaskMax | (n << 10));
  }
  if (mode == "REVERSE") {
    long n;
    if (args.size() != 1 || !num(0, 2, 32, &n) || !std::has_single_bit(static_cast<unsigned long>(n)))
      return fail("group size must be a power of two");
    return static_cast<uint16_t>(kMaskMax | ((n - 1) << 10));
  }
  return fail("expected a swizzle mode");
}

}  // namespace gfxsim::isa
