#include "func/buffer_format.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <vector>

#include <fmt/format.h>

#include "func/fp_core.h"

namespace gfxsim::func::buffer_format {

namespace {

// DATA_FORMAT 0..15 (SIDefines.h MTBUFFormat::DataFormat). Widths X first.
const Layout kLayouts[16] = {
    {"INVALID", 0, 0, {}},
    {"8", 1, 1, {8}},
    {"16", 2, 1, {16}},
    {"8_8", 2, 2, {8, 8}},
    {"32", 4, 1, {32}},
    {"16_16", 4, 2, {16, 16}},
    {"10_11_11", 4, 3, {11, 11, 10}},
    {"11_11_10", 4, 3, {10, 11, 11}},
    {"10_10_10_2", 4, 4, {2, 10, 10, 10}},
    {"2_10_10_10", 4, 4, {10, 10, 10, 2}},
    {"8_8_8_8", 4, 4, {8, 8, 8, 8}},
    {"32_32", 8, 2, {32, 32}},
    {"16_16_16_16", 8, 4, {16, 16, 16, 16}},
    {"32_32_32", 12, 3, {32, 32, 32}},
    {"32_32_32_32", 16, 4, {32, 32, 32, 32}},
    {"RESERVED_15", 0, 0, {}},
};

const char* numName(Num n) {
  static const char* names[] = {"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "FLOAT"};
  return names[static_cast<unsigned>(n)];
}

// NUM_FORMAT 0..7 (SIDefines.h MTBUFFormat::NumFormat); 6 is reserved on gfx9.
bool numFromField(unsigned v, Num& out) {
  static const int map[8] = {0, 1, 2, 3, 4, 5, -1, 6};
  if (map[v & 7] < 0) return false;
  out = static_cast<Num>(map[v & 7]);
  return true;
}

struct Entry {
  uint8_t dfmt = 0;
  Num num = Num::Uint;
};

// The unified FORMAT tables (SIDefines.h UfmtGFX10 / UfmtGFX11): groups of consecutive
// numbers, one DATA_FORMAT with its number formats in NUM_FORMAT order.
std::vector<Entry> unifiedTable(bool gfx11) {
  using enum Num;
  const std::initializer_list<Num> six = {Unorm, Snorm, Uscaled, Sscaled, Uint, Sint};
  const std::initializer_list<Num> seven = {Unorm, Snorm, Uscaled, Sscaled, Uint, Sint, Float};
  const std::initializer_list<Num> wide = {Uint, Sint, Float};
  const std::initializer_list<Num> flt = {Float};
  const std::initializer_list<Num> normInt = {Unorm, Snorm, Uint, Sint};
  struct Group {
    uint8_t dfmt;
    std::initializer_list<Num> nums;
  };
  std::vector<Group> groups = {{1, six}, {2, seven}, {3, six}, {4, wide}, {5, seven}};
  if (gfx11) groups.insert(groups.end(), {{6, flt}, {7, flt}, {8, normInt}, {9, six}});
  else groups.insert(groups.end(), {{6, seven}, {7, seven}, {8, six}, {9, six}});
  groups.insert(groups.end(), {{10, six}, {11, wide}, {12, seven}, {13, wide}, {14, wide}});
  std::vector<Entry> t(1);  // 0: INVALID
  for (const auto& g : groups)
    for (Num n : g.nums) t.push_back({g.dfmt, n});
  return t;
}

bool isFloatValued(Num n) { return n != Num::Uint && n != Num::Sint; }

// Which (width, number format) pairs have a defined conversion: the float number format
// needs a binary16/binary32 or one of the small unsigned floats; the normalized and scaled
// ones need a width the conversions below keep exact (at most 16 bits).
bool supported(uint8_t width, Num n) {
  if (n == Num::Float) return width == 10 || width == 11 || width == 16 || width == 32;
  if (n == Num::Uint || n == Num::Sint) return width >= 1;
  return width >= 2 && width <= 16;
}

uint32_t signExtend(uint32_t v, unsigned bits) {
  if (bits >= 32) return v;
  uint32_t s = 1u << (bits - 1);
  return (v ^ s) - s;
}

// The unsigned small floats of 10_11_11 / 11_11_10: 5-bit exponent (bias 15), `frac`
// mantissa bits, no sign. Every value is exact in binary16 and so in double.
double smallFloatValue(uint32_t raw, unsigned frac) {
  uint32_t e = raw >> frac, m = raw & ((1u << frac) - 1);
  if (e == 31) return m ? std::nan("") : INFINITY;
  if (e == 0) return std::ldexp(static_cast<double>(m), -14 - static_cast<int>(frac));
  return std::ldexp(1.0 + std::ldexp(static_cast<double>(m), -static_cast<int>(frac)), static_cast<int>(e) - 15);
}

// x rounded to the nearest integer, ties to even, without the host rounding mode.
double roundEven(double x) {
  double f = std::floor(x), r = x - f;
  if (r > 0.5 || (r == 0.5 && std::fmod(f, 2.0) != 0.0)) f += 1.0;
  return f;
}

// Rounds to the small unsigned float, nearest even (gfxsim's choice, as the binary16
// conversion): negative values and -inf give 0, NaN the quiet NaN (exponent and mantissa MSB
// set), values beyond the largest finite +inf.
uint32_t smallFloatBits(double v, unsigned frac) {
  const uint32_t expAll = 31u << frac;
  if (std::isnan(v)) return expAll | 1u << (frac - 1);
  if (!(v > 0)) return 0;
  if (std::isinf(v)) return expAll;
  int e2;
  (void)std::frexp(v, &e2);  // v = f * 2^e2, f in [0.5, 1): leading bit 2^(e2-1)
  int lead = std::max(e2 - 1, -14);
  double q = roundEven(std::ldexp(v, static_cast<int>(frac) - lead));
  if (q >= std::ldexp(1.0, static_cast<int>(frac) + 1)) {
    q /= 2;
    ++lead;
  }
  if (lead > 15) return expAll;
  auto qi = static_cast<uint32_t>(q);
  if (qi < (1u << frac)) return qi;  // subnormal
  return static_cast<uint32_t>(lead + 15) << frac | (qi & ((1u << frac) - 1));
}

uint32_t f32Bits(double v) { return fromDouble<F32>(v, 0, true); }
uint16_t f16Bits(double v) { return fromDouble<F16>(v, 0, true); }

// One component read from memory.
void loadComponent(uint32_t raw, uint8_t w, Num n, uint32_t& full, uint16_t& half) {
  if (n == Num::Uint || n == Num::Sint) {
    full = n == Num::Sint ? signExtend(raw, w) : raw;
    half = static_cast<uint16_t>(full);  // integer d16: the low 16 bits (gfxsim's choice for 32-bit data)
    return;
  }
  if (n == Num::Float && w == 32) {
    full = raw;
    half = convert<F16, F32>(raw, 0, true);
    return;
  }
  if (n == Num::Float && w == 16) {
    half = static_cast<uint16_t>(raw);
    full = convert<F32, F16>(half, 0, true);
    return;
  }
  double v;
  double maxU = std::ldexp(1.0, w) - 1, maxS = std::ldexp(1.0, w - 1) - 1;
  switch (n) {
    case Num::Unorm: v = raw / maxU; break;
    case Num::Snorm: v = std::max(static_cast<int32_t>(signExtend(raw, w)) / maxS, -1.0); break;
    case Num::Uscaled: v = raw; break;
    case Num::Sscaled: v = static_cast<int32_t>(signExtend(raw, w)); break;
    default: v = smallFloatValue(raw, w - 5u); break;  // Float, 10 or 11 bits
  }
  if (std::isnan(v)) {
    full = F32::defaultNan & ~F32::sign;
    half = F16::defaultNan & ~F16::sign;
    return;
  }
  // One rounding from the exact quotient: c / (2^n - 1) is a repeating binary fraction of
  // period n <= 16, so its double is never within 2^-53 of an f32 or f16 rounding midpoint.
  full = f32Bits(v);
  half = f16Bits(v);
}

uint32_t maskBits(unsigned w) { return w >= 32 ? ~0u : (1u << w) - 1; }

// One component written to memory, from a 32-bit register value or (d16) a 16-bit one.
uint32_t storeComponent(uint32_t reg, bool d16, uint8_t w, Num n) {
  if (n == Num::Uint || n == Num::Sint) {
    // Out-of-range integers saturate to the component's range (gfxsim's choice: the guides
    // do not say; a d16 value is zero- or sign-extended first).
    if (n == Num::Uint) {
      uint64_t u = d16 ? (reg & 0xffffu) : reg;
      return static_cast<uint32_t>(std::min<uint64_t>(u, maskBits(w)));
    }
    int64_t s = static_cast<int32_t>(d16 ? signExtend(reg & 0xffffu, 16) : reg);
    int64_t hi = (int64_t{1} << (w - 1)) - 1, lo = -(int64_t{1} << (w - 1));
    return static_cast<uint32_t>(std::clamp(s, lo, hi)) & maskBits(w);
  }
  uint32_t f = d16 ? convert<F32, F16>(static_cast<uint16_t>(reg), 0, true) : reg;
  if (n == Num::Float && w == 32) return f;
  if (n == Num::Float && w == 16) return d16 ? (reg & 0xffffu) : convert<F16, F32>(f, 0, true);
  double v = toDouble<F32>(f);
  if (n == Num::Float) return smallFloatBits(v, w - 5u);
  // Normalized and scaled: NaN gives 0; clamp to the range, scale, round to nearest even
  // (D3D's float-to-UNORM/SNORM rule; the guides give no rounding).
  if (std::isnan(v)) return 0;
  double maxU = std::ldexp(1.0, w) - 1, maxS = std::ldexp(1.0, w - 1) - 1;
  double r;
  switch (n) {
    case Num::Unorm: r = roundEven(std::clamp(v, 0.0, 1.0) * maxU); break;
    case Num::Snorm: r = roundEven(std::clamp(v, -1.0, 1.0) * maxS); break;
    case Num::Uscaled: r = roundEven(std::clamp(v, 0.0, maxU)); break;
    default: r = roundEven(std::clamp(v, -maxS - 1, maxS)); break;  // Sscaled
  }
  return static_cast<uint32_t>(static_cast<int64_t>(r)) & maskBits(w);
}

uint64_t readBits(const uint8_t* p, unsigned bytes) {
  uint64_t v = 0;
  std::memcpy(&v, p, std::min(bytes, 8u));
  return v;
}

}  // namespace

namespace {
Format fromFields(unsigned major, uint32_t word3, const char* src);
}  // namespace

Format fromResource(unsigned major, uint32_t word3) { return fromFields(major, word3, "the V#"); }

Format fromInstruction(unsigned major, int ufmt, int dfmt, int nfmt, uint32_t word3) {
  // The instruction's format placed where the V# keeps its own (word 3 bits 18:12), so the
  // one decoding below serves both.
  uint32_t w = word3 & ~(0x7fu << 12);
  if (major >= 10) {
    if (ufmt < 0 || ufmt > (major >= 11 ? 0x3f : 0x7f)) {
      Format f;
      f.error = fmt::format("the instruction's FORMAT {} names no buffer format on gfx{}", ufmt, major);
      return f;
    }
    w |= static_cast<uint32_t>(ufmt) << 12;
  } else {
    if (dfmt < 0 || dfmt > 15 || nfmt < 0 || nfmt > 7) {
      Format f;
      f.error = "typed buffer instruction without a DATA_FORMAT/NUM_FORMAT";
      return f;
    }
    w |= static_cast<uint32_t>(dfmt) << 15 | static_cast<uint32_t>(nfmt) << 12;
  }
  return fromFields(major, w, "the instruction's");
}

namespace {
Format fromFields(unsigned major, uint32_t word3, const char* src) {
  Format f;
  for (unsigned i = 0; i < 4; ++i) f.dstSel[i] = static_cast<uint8_t>((word3 >> (3 * i)) & 7);
  unsigned dfmt = 0;
  Num num = Num::Uint;
  if (major >= 10) {
    static const std::vector<Entry> t10 = unifiedTable(false), t11 = unifiedTable(true);
    const auto& t = major >= 11 ? t11 : t10;
    unsigned ufmt = (word3 >> 12) & (major >= 11 ? 0x3fu : 0x7fu);
    if (ufmt == 0 || ufmt >= t.size()) {
      f.error = fmt::format("{} FORMAT {} names no buffer format on gfx{}", src, ufmt, major);
      return f;
    }
    dfmt = t[ufmt].dfmt;
    num = t[ufmt].num;
  } else {
    dfmt = (word3 >> 15) & 0xf;
    if (!numFromField((word3 >> 12) & 7, num)) {
      f.error = fmt::format("{} NUM_FORMAT {} is reserved", src, (word3 >> 12) & 7);
      return f;
    }
  }
  f.layout = kLayouts[dfmt];
  f.num = num;
  if (f.layout.comps == 0) {
    f.error = fmt::format("{} DATA_FORMAT {} ({}) names no buffer format", src, dfmt, f.layout.name);
    return f;
  }
  for (unsigned i = 0; i < f.layout.comps; ++i)
    if (!supported(f.layout.bits[i], num)) {
      f.error = fmt::format("buffer format {}_{} has no defined conversion", f.layout.name, numName(num));
      return f;
    }
  for (unsigned i = 0; i < 4; ++i)
    if (f.dstSel[i] == 2 || f.dstSel[i] == 3) {
      f.error = fmt::format("the V# DST_SEL_{} is the reserved value {}", "XYZW"[i], f.dstSel[i]);
      return f;
    }
  return f;
}
}  // namespace

Loaded load(const Format& f, const uint8_t* element) {
  uint32_t full[4] = {}, one = isFloatValued(f.num) ? 0x3f800000u : 1u;
  uint16_t half[4] = {};
  const Layout& L = f.layout;
  // Components of the element: bit-packed from the low end (whole dwords for 32-bit ones).
  unsigned pos = 0;
  for (unsigned c = 0; c < L.comps; ++c) {
    uint8_t w = L.bits[c];
    uint32_t raw = w == 32 ? static_cast<uint32_t>(readBits(element + pos / 8, 4))
                           : static_cast<uint32_t>(readBits(element, L.bytes) >> pos) & maskBits(w);
    loadComponent(raw, w, f.num, full[c], half[c]);
    pos += w;
  }
  // Missing components: 0, and 1 for W.
  for (unsigned c = L.comps; c < 4; ++c) {
    full[c] = c == 3 ? one : 0;
    half[c] = c == 3 ? static_cast<uint16_t>(isFloatValued(f.num) ? 0x3c00u : 1u) : 0;
  }
  Loaded r;
  for (unsigned i = 0; i < 4; ++i) {
    uint8_t s = f.dstSel[i];
    if (s >= 4) {
      r.full[i] = full[s - 4];
      r.half[i] = half[s - 4];
    } else if (s == 1) {
      r.full[i] = one;
      r.half[i] = static_cast<uint16_t>(isFloatValued(f.num) ? 0x3c00u : 1u);
    }
  }
  return r;
}

uint32_t storeBytes(const Format& f, unsigned count) {
  const Layout& L = f.layout;
  if (count >= L.comps) return L.bytes;
  unsigned bits = 0;
  for (unsigned c = 0; c < count; ++c) bits += L.bits[c];
  for (unsigned c = 0; c < L.comps; ++c)
    if (L.bits[c] % 8) return 0;  // packed: a component boundary inside a byte
  return bits / 8;
}

bool store(const Format& f, const std::array<uint32_t, 4>& values, unsigned count, bool d16, uint8_t* element,
           uint32_t& written, std::string& why) {
  const Layout& L = f.layout;
  written = storeBytes(f, count);
  if (!written) {
    why = fmt::format("a store of {} component(s) to the packed buffer format {} is not modelled", count, L.name);
    return false;
  }
  unsigned n = std::min<unsigned>(count, L.comps), pos = 0;
  uint64_t packed = 0;
  uint8_t bytes[16] = {};
  for (unsigned c = 0; c < n; ++c) {
    uint8_t w = L.bits[c];
    uint32_t v = storeComponent(values[c], d16, w, f.num);
    if (w == 32) std::memcpy(bytes + pos / 8, &v, 4);
    else packed |= uint64_t{v & maskBits(w)} << pos;
    pos += w;
  }
  if (L.bits[0] != 32) std::memcpy(bytes, &packed, std::min<uint32_t>(L.bytes, 8));
  std::memcpy(element, bytes, written);
  return true;
}

}  // namespace gfxsim::func::buffer_format
