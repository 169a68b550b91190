#include "isa/constants.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace gfxsim::isa {

uint16_t floatToHalf(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  uint32_t sign = (x >> 16) & 0x8000;
  int32_t exp = static_cast<int32_t>((x >> 23) & 0xff) - 127 + 15;
  uint32_t mant = x & 0x7fffff;
  if (((x >> 23) & 0xff) == 0xff) return static_cast<uint16_t>(sign | 0x7c00 | (mant ? 0x200 : 0));
  if (exp >= 31) return static_cast<uint16_t>(sign | 0x7c00);
  if (exp <= 0) {
    if (exp < -10) return static_cast<uint16_t>(sign);
    mant |= 0x800000;
    uint32_t shift = static_cast<uint32_t>(14 - exp);
    uint32_t half = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1);
    uint32_t mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1))) ++half;
    return static_cast<uint16_t>(sign | half);
  }
  uint32_t half = sign | (static_cast<uint32_t>(exp) << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (half & 1))) ++half;
  return static_cast<uint16_t>(half);
}

namespace {
unsigned valueBits(OpType t, bool wave64) {
  unsigned b = typeBits(t, wave64);
  return b > 64 ? 64 : b;
}
}  // namespace

uint64_t fpBitsFor(double v, OpType type) {
  switch (type) {
    case OpType::F16: case OpType::I16: case OpType::U16: case OpType::B16:
    case OpType::V2F16: case OpType::V2I16: case OpType::V2B16:
      return floatToHalf(static_cast<float>(v));
    case OpType::F64: case OpType::I64: case OpType::U64: case OpType::B64:
      return std::bit_cast<uint64_t>(v);
    default:
      return std::bit_cast<uint32_t>(static_cast<float>(v));
  }
}

namespace {
// Bit patterns of the floating-point inline constants in each width.
uint64_t constBits(const InlineConst& c, unsigned bits) {
  if (c.text == "inv2pi") {
    if (bits == 16) return 0x3118;
    if (bits == 64) return 0x3fc45f306dc9c882ull;
    return 0x3e22f983;
  }
  double v = std::strtod(c.text.c_str(), nullptr);
  if (bits == 16) return floatToHalf(static_cast<float>(v));
  if (bits == 64) return std::bit_cast<uint64_t>(v);
  return std::bit_cast<uint32_t>(static_cast<float>(v));
}
}  // namespace

std::optional<unsigned> inlineConstantFor(const Description& d, uint64_t bits, OpType type, bool wave64) {
  // Packed 16-bit operands match inline constants as 16-bit values.
  bool packed = type == OpType::V2F16 || type == OpType::V2I16 || type == OpType::V2B16;
  unsigned w = packed ? 16 : valueBits(type, wave64);
  // Integers -16..64 (sign-extended in the operand's width).
  int64_t sval;
  // 16-bit integer operands compare the written value (0xffff is 65535, not inline);
  // f16 operands compare its low 16 bits (65535 is -1, inline).
  if (w == 16) sval = type == OpType::F16 ? static_cast<int16_t>(bits) : static_cast<int32_t>(bits);
  else if (w == 32) sval = static_cast<int32_t>(bits);
  else sval = static_cast<int64_t>(bits);
  for (const auto& r : d.iconsts) {
    int64_t lo = std::min(r.from, r.to), hi = std::max(r.from, r.to);
    if (sval >= lo && sval <= hi)
      return r.number + static_cast<unsigned>(r.from <= r.to ? sval - r.from : r.from - sval);
  }
  uint64_t mask = w >= 64 ? ~0ull : ((1ull << w) - 1);
  for (const auto& c : d.consts)
    if ((constBits(c, w) & mask) == (bits & mask)) return c.number;
  return std::nullopt;
}


std::optional<uint64_t> inlineConstantValue(const Description& d, unsigned number, OpType type, bool wave64) {
  bool packed = type == OpType::V2F16 || type == OpType::V2I16 || type == OpType::V2B16;
  unsigned w = packed ? 16 : valueBits(type, wave64);
  for (const auto& r : d.iconsts) {
    int64_t lo = std::min(r.from, r.to), hi = std::max(r.from, r.to);
    if (number >= r.number && number <= r.number + static_cast<unsigned>(hi - lo)) {
      int64_t v = r.from <= r.to ? r.from + (number - r.number) : r.from - (number - r.number);
      uint64_t mask = w >= 64 ? ~0ull : ((1ull << w) - 1);
      return static_cast<uint64_t>(v) & mask;
    }
  }
  for (const auto& c : d.consts)
    if (c.number == number) return constBits(c, w);
  return std::nullopt;
}

}  // namespace gfxsim::isa
