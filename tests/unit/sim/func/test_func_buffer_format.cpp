// Typed buffer loads and stores (buffer_load/store_format_* and the d16 forms) in the
// functional simulator, on gfx900, gfx90a, gfx942, gfx1030 and gfx1100.
//
// Tier 1: llc-19's builds of tests/golden/bufformat/bufformat.ll (llvm.amdgcn.raw/struct
// .buffer.load/store.format.*) run with every buffer format of the target's V# (gfx9
// DATA_FORMAT x NUM_FORMAT, gfx10 and gfx11 the unified FORMAT tables) and edge values, and
// are compared with a host decoding of the formats written here from the ISA guides' tables
// (Vega / CDNA2 / CDNA3 / RDNA2 / RDNA3 ISA guides, "Vector Memory Operations": buffer
// resource, data format and number format; LLVM SIDefines.h for the unified numbering), not
// from the simulator's table. Conversions the guides leave open (store rounding and integer
// saturation, NaN payloads) follow the model stated in sim/isa/QUIRKS.md, "Typed buffer
// access"; NaN results are checked to be NaNs.
// Tier 2: gfxsim-assembled kernels for the d16_hi rows, which llc-19 does not select.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstring>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "runtime/device/launch.h"
#include "support/codeobject_util.h"
#include "support/func_kernel.h"
#include "support/test_util.h"
#include "timing/gpu.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

namespace {

// ---------------------------------------------------------------------------------------
// The formats, by name: "<widths from the most significant end>_<number format>".
struct RefFormat {
  std::string name;      // e.g. "2_10_10_10_SNORM"
  uint32_t field = 0;    // word 3 bits 18:12 (gfx9: NUM_FORMAT | DATA_FORMAT << 3)
  std::vector<unsigned> bits;  // X first
  std::string num;       // UNORM SNORM USCALED SSCALED UINT SINT FLOAT
  unsigned bytes = 0;
};

RefFormat parse(const std::string& name, uint32_t field) {
  RefFormat f{name, field, {}, "", 0};
  size_t p = 0;
  std::vector<unsigned> msbFirst;
  while (p < name.size() && std::isdigit(static_cast<unsigned char>(name[p]))) {
    size_t q = name.find('_', p);
    msbFirst.push_back(static_cast<unsigned>(std::stoul(name.substr(p, q - p))));
    p = q + 1;
  }
  f.num = name.substr(p);
  f.bits.assign(msbFirst.rbegin(), msbFirst.rend());
  unsigned total = 0;
  for (unsigned b : f.bits) total += b;
  f.bytes = total / 8;
  return f;
}

bool floatValued(const RefFormat& f) { return f.num != "UINT" && f.num != "SINT"; }

// gfx9: the data formats (DATA_FORMAT 1..14) and number formats (NUM_FORMAT 0..5, 7) of the
// Vega ISA guide; a pair is listed when the guide's conversion is defined for every component
// (FLOAT: 16/32-bit and the 10/11-bit floats; the normalized and scaled formats up to 16 bits).
std::vector<RefFormat> gfx9Formats(std::vector<RefFormat>* undefined) {
  const char* dfmts[] = {"", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10", "10_10_10_2", "2_10_10_10", "8_8_8_8", "32_32", "16_16_16_16", "32_32_32", "32_32_32_32"};
  const std::pair<const char*, unsigned> nums[] = {{"UNORM", 0}, {"SNORM", 1}, {"USCALED", 2}, {"SSCALED", 3}, {"UINT", 4}, {"SINT", 5}, {"FLOAT", 7}};
  std::vector<RefFormat> out;
  for (unsigned d = 1; d <= 14; ++d)
    for (auto [n, nv] : nums) {
      RefFormat f = parse(std::string(dfmts[d]) + "_" + n, nv | d << 3);
      bool ok = true;
      for (unsigned b : f.bits) {
        if (f.num == "FLOAT") ok &= b == 10 || b == 11 || b == 16 || b == 32;
        else if (floatValued(f)) ok &= b <= 16;
      }
      (ok ? out : *undefined).push_back(f);
    }
  return out;
}

// The unified FORMAT tables in order (RDNA2 / RDNA3 ISA guides, "buffer format" tables; the
// numbering as LLVM's SIDefines.h UfmtGFX10 / UfmtGFX11).
std::vector<RefFormat> unifiedFormats(bool gfx11) {
  std::vector<std::string> names = {"8_UNORM", "8_SNORM", "8_USCALED", "8_SSCALED", "8_UINT", "8_SINT",
      "16_UNORM", "16_SNORM", "16_USCALED", "16_SSCALED", "16_UINT", "16_SINT", "16_FLOAT",
      "8_8_UNORM", "8_8_SNORM", "8_8_USCALED", "8_8_SSCALED", "8_8_UINT", "8_8_SINT",
      "32_UINT", "32_SINT", "32_FLOAT",
      "16_16_UNORM", "16_16_SNORM", "16_16_USCALED", "16_16_SSCALED", "16_16_UINT", "16_16_SINT", "16_16_FLOAT"};
  if (gfx11) {
    names.insert(names.end(), {"10_11_11_FLOAT", "11_11_10_FLOAT", "10_10_10_2_UNORM", "10_10_10_2_SNORM", "10_10_10_2_UINT", "10_10_10_2_SINT"});
  } else {
    names.insert(names.end(), {"10_11_11_UNORM", "10_11_11_SNORM", "10_11_11_USCALED", "10_11_11_SSCALED", "10_11_11_UINT", "10_11_11_SINT", "10_11_11_FLOAT",
                               "11_11_10_UNORM", "11_11_10_SNORM", "11_11_10_USCALED", "11_11_10_SSCALED", "11_11_10_UINT", "11_11_10_SINT", "11_11_10_FLOAT",
                               "10_10_10_2_UNORM", "10_10_10_2_SNORM", "10_10_10_2_USCALED", "10_10_10_2_SSCALED", "10_10_10_2_UINT", "10_10_10_2_SINT"});
  }
  names.insert(names.end(), {"2_10_10_10_UNORM", "2_10_10_10_SNORM", "2_10_10_10_USCALED", "2_10_10_10_SSCALED", "2_10_10_10_UINT", "2_10_10_10_SINT",
      "8_8_8_8_UNORM", "8_8_8_8_SNORM", "8_8_8_8_USCALED", "8_8_8_8_SSCALED", "8_8_8_8_UINT", "8_8_8_8_SINT",
      "32_32_UINT", "32_32_SINT", "32_32_FLOAT",
      "16_16_16_16_UNORM", "16_16_16_16_SNORM", "16_16_16_16_USCALED", "16_16_16_16_SSCALED", "16_16_16_16_UINT", "16_16_16_16_SINT", "16_16_16_16_FLOAT",
      "32_32_32_UINT", "32_32_32_SINT", "32_32_32_FLOAT", "32_32_32_32_UINT", "32_32_32_32_SINT", "32_32_32_32_FLOAT"});
  std::vector<RefFormat> out;
  for (size_t i = 0; i < names.size(); ++i) out.push_back(parse(names[i], static_cast<uint32_t>(i + 1)));
  return out;
}

struct Target {
  const char* name;
  unsigned major;
};
const Target kTargets[] = {{"gfx900", 9}, {"gfx90a", 9}, {"gfx942", 9}, {"gfx1030", 10}, {"gfx1100", 11}};

// Word 3 of the V#: DST_SEL (SQ_SEL 0, 1, 4..7 = X..W) and the format; gfx10 adds
// RESOURCE_LEVEL = 1 and, like gfx11, OOB_SELECT = 3 (raw bounds), as drivers set them.
uint32_t word3(unsigned major, const RefFormat& f, std::array<unsigned, 4> sel = {4, 5, 6, 7}) {
  uint32_t w = sel[0] | sel[1] << 3 | sel[2] << 6 | sel[3] << 9 | f.field << 12;
  if (major == 10) w |= 1u << 24 | 3u << 28;
  if (major == 11) w |= 3u << 28;
  return w;
}

// ---------------------------------------------------------------------------------------
// Host reference conversions.
float h2f(uint16_t h) { return static_cast<float>(std::bit_cast<_Float16>(h)); }
uint16_t f2hBits(long double v) { return std::bit_cast<uint16_t>(static_cast<_Float16>(v)); }
uint16_t f2hBits(float v) { return std::bit_cast<uint16_t>(static_cast<_Float16>(v)); }

// An unsigned float with a 5-bit exponent (bias 15) and `m` mantissa bits.
long double smallFloat(uint32_t raw, unsigned m) {
  uint32_t e = raw >> m, f = raw & ((1u << m) - 1);
  if (e == 31) return f ? NAN : INFINITY;
  long double frac = static_cast<long double>(f) / static_cast<long double>(1u << m);
  return e == 0 ? std::ldexp(frac, -14) : std::ldexp(1.0L + frac, static_cast<int>(e) - 15);
}

int64_t sext(uint32_t raw, unsigned w) { return w == 32 ? static_cast<int32_t>(raw) : (raw & (1u << (w - 1))) ? static_cast<int64_t>(raw) - (int64_t{1} << w) : raw; }

struct Val {
  uint32_t full = 0;
  uint16_t half = 0;
};

Val loadRef(const RefFormat& f, uint32_t raw, unsigned w) {
  if (f.num == "UINT" || f.num == "SINT") {
    uint32_t v = f.num == "SINT" ? static_cast<uint32_t>(sext(raw, w)) : raw;
    return {v, static_cast<uint16_t>(v)};
  }
  if (f.num == "FLOAT" && w == 32) return {raw, f2hBits(std::bit_cast<float>(raw))};
  if (f.num == "FLOAT" && w == 16) return {fb(h2f(static_cast<uint16_t>(raw))), static_cast<uint16_t>(raw)};
  long double v;
  long double umax = std::ldexp(1.0L, static_cast<int>(w)) - 1, smax = std::ldexp(1.0L, static_cast<int>(w) - 1) - 1;
  if (f.num == "UNORM") v = raw / umax;
  else if (f.num == "SNORM") v = std::max(static_cast<long double>(sext(raw, w)) / smax, -1.0L);
  else if (f.num == "USCALED") v = raw;
  else if (f.num == "SSCALED") v = static_cast<long double>(sext(raw, w));
  else v = smallFloat(raw, w - 5);
  return {fb(static_cast<float>(v)), f2hBits(v)};
}

// The four results after DST_SEL: a missing component is 0, W 1 (1.0).
std::array<Val, 4> loadElement(const RefFormat& f, const uint8_t* e, std::array<unsigned, 4> sel) {
  Val comp[4];
  unsigned pos = 0;
  for (size_t c = 0; c < f.bits.size(); ++c) {
    unsigned w = f.bits[c];
    uint32_t raw = 0;
    for (unsigned b = 0; b < w; ++b) raw |= static_cast<uint32_t>((e[(pos + b) / 8] >> ((pos + b) % 8)) & 1) << b;
    comp[c] = loadRef(f, raw, w);
    pos += w;
  }
  Val one = floatValued(f) ? Val{0x3f800000u, 0x3c00} : Val{1, 1};
  if (f.bits.size() < 4) comp[3] = one;
  std::array<Val, 4> r{};
  for (unsigned i = 0; i < 4; ++i) r[i] = sel[i] == 1 ? one : sel[i] >= 4 ? comp[sel[i] - 4] : Val{};
  return r;
}

// Store model: normalized/scaled values clamp, scale and round to nearest even (NaN -> 0);
// integers saturate; the small floats round to nearest even (negative -> 0, beyond the
// largest finite -> inf, NaN -> NaN), found here by searching the representable values.
uint32_t smallFloatEncode(long double v, unsigned m) {
  uint32_t inf = 31u << m;
  if (std::isnan(v)) return inf | 1u << (m - 1);
  if (!(v > 0)) return 0;
  uint32_t best = 0;
  long double bestErr = INFINITY;
  for (uint32_t c = 0; c < inf; ++c) {
    long double err = std::fabs(smallFloat(c, m) - v);
    if (err < bestErr || (err == bestErr && !(c & 1))) best = c, bestErr = err;
  }
  long double maxv = smallFloat(inf - 1, m), ulp = maxv - smallFloat(inf - 2, m);
  return v >= maxv + ulp / 2 ? inf : best;
}

uint32_t storeRef(const RefFormat& f, uint32_t reg, bool d16, unsigned w) {
  uint32_t mask = w == 32 ? ~0u : (1u << w) - 1;
  if (f.num == "UINT") return static_cast<uint32_t>(std::min<uint64_t>(d16 ? (reg & 0xffff) : reg, mask));
  if (f.num == "SINT") {
    int64_t s = d16 ? static_cast<int16_t>(reg) : static_cast<int32_t>(reg);
    int64_t hi = (int64_t{1} << (w - 1)) - 1;
    return static_cast<uint32_t>(std::clamp(s, -hi - 1, hi)) & mask;
  }
  float v = d16 ? h2f(static_cast<uint16_t>(reg)) : bf(reg);
  if (f.num == "FLOAT") {
    if (w == 32) return fb(v);
    if (w == 16) return d16 ? (reg & 0xffff) : f2hBits(v);
    return smallFloatEncode(v, w - 5);
  }
  if (std::isnan(v)) return 0;
  long double umax = std::ldexp(1.0L, static_cast<int>(w)) - 1, smax = std::ldexp(1.0L, static_cast<int>(w) - 1) - 1;
  long double x = v;
  if (f.num == "UNORM") x = std::clamp(x, 0.0L, 1.0L) * umax;
  else if (f.num == "SNORM") x = std::clamp(x, -1.0L, 1.0L) * smax;
  else if (f.num == "USCALED") x = std::clamp(x, 0.0L, umax);
  else x = std::clamp(x, -smax - 1, smax);
  return static_cast<uint32_t>(static_cast<int64_t>(std::nearbyint(x))) & mask;
}

std::vector<uint8_t> storeElement(const RefFormat& f, const std::array<uint32_t, 4>& regs, unsigned count, bool d16) {
  std::vector<uint8_t> e(f.bytes, 0);
  unsigned pos = 0;
  for (size_t c = 0; c < f.bits.size() && c < count; ++c) {
    uint32_t v = storeRef(f, regs[c], d16, f.bits[c]);
    for (unsigned b = 0; b < f.bits[c]; ++b, ++pos)
      if ((v >> b) & 1) e[pos / 8] |= static_cast<uint8_t>(1u << (pos % 8));
  }
  e.resize(pos / 8);  // the bytes of the components stored
  return e;
}

// ---------------------------------------------------------------------------------------
// Inputs: per component, lanes 0..9 take edge patterns (0, all ones, 1, the sign bit alone,
// the largest signed value, +inf, a NaN, -inf, the smallest subnormal of 16/32-bit floats, a
// quiet NaN with payload), the others random bits.
uint32_t edge(unsigned lane, unsigned w, std::mt19937& rng) {
  uint32_t mask = w == 32 ? ~0u : (1u << w) - 1, sign = 1u << (w - 1);
  uint32_t expAll = w == 32 ? 0x7f800000u : w == 16 ? 0x7c00u : w == 11 ? 0x7c0u : w == 10 ? 0x3e0u : mask;
  switch (lane) {
    case 0: return 0;
    case 1: return mask;
    case 2: return 1;
    case 3: return sign;
    case 4: return sign - 1;
    case 5: return expAll;
    case 6: return expAll | 1;
    case 7: return (w == 16 || w == 32) ? (expAll | sign) : sign | 1;
    case 8: return w == 32 ? 0x3f800000u : w == 16 ? 0x3c00u : mask >> 1;
    case 9: return (w == 16 || w == 32) ? (expAll | sign >> 1 | 5) : mask - 1;
    default: return rng() & mask;
  }
}

constexpr unsigned kN = 64, kInRange = 60;  // lanes 60..63 are out of the V#'s range

std::vector<uint8_t> elements(const RefFormat& f, std::mt19937& rng) {
  std::vector<uint8_t> buf(kN * f.bytes, 0);
  for (unsigned l = 0; l < kN; ++l) {
    unsigned pos = 0;
    for (unsigned w : f.bits) {
      uint32_t v = edge(l, w, rng);
      for (unsigned b = 0; b < w; ++b, ++pos)
        if ((v >> b) & 1) buf[l * f.bytes + pos / 8] |= static_cast<uint8_t>(1u << (pos % 8));
    }
  }
  return buf;
}

// Register values for stores: floats for the float-valued formats (edge values around the
// ranges, rounding ties, NaN, infinities), integers for UINT/SINT (limits of every width).
std::array<uint32_t, 4> storeInput(const RefFormat& f, unsigned lane, std::mt19937& rng) {
  static const float fl[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 1.0f / 3, 2.0f / 3, -0.5f, 2.0f, -2.0f, 2.5f, 3.5f, 127.5f, -128.5f,
                             100.7f, 1e10f, -1e10f, 65504.0f, 65520.0f, 1e-8f, NAN, INFINITY, -INFINITY, 0.999f, 1023.5f, 6.1e-5f, 1.5f / 255};
  static const uint32_t in[] = {0, 1, 255, 256, 65535, 65536, 0x7fffffff, 0x80000000, 0xffffffff, 0xffffff80, 0xffffff7f, 127, 128,
                                32767, 0xffff8000, 1023, 1024, 511, 0xfffffe00, 0xfffffdff, 3, 4, 2, 0xfffffffe};
  std::array<uint32_t, 4> r{};
  for (unsigned c = 0; c < 4; ++c) {
    unsigned k = lane * 4 + c;
    if (floatValued(f)) {
      float v = k < std::size(fl) ? fl[k] : std::ldexp(std::uniform_real_distribution<float>(-1.5f, 1.5f)(rng), static_cast<int>(rng() % 24) - 8);
      r[c] = fb(v);
    } else {
      r[c] = k < std::size(in) ? in[k] : static_cast<uint32_t>(rng());
    }
  }
  return r;
}

// ---------------------------------------------------------------------------------------
// Running the llc-19 kernels.
std::vector<uint8_t> golden(const Target& t) {
  return cotest::readBytes(test::sourcePath(std::string("tests/golden/bufformat/bufformat-") + t.name + ".hsaco"));
}

device::HostArg u32Arg(uint32_t v) {
  device::HostArg a;
  a.bytes.resize(4);
  std::memcpy(a.bytes.data(), &v, 4);
  return a;
}

// Set while a test runs the kernels in timing mode: puts the timing model in the request.
std::function<void(device::LaunchRequest&)> gTimingMode;

// Runs `kernel` over 64 lanes; returns {buf, io} after the run (empty on a fault, whose text
// goes to *fault).
std::pair<std::vector<uint8_t>, std::vector<uint8_t>> runFormatKernel(const std::vector<uint8_t>& obj, const std::string& kernel,
                                                             const std::vector<uint8_t>& buf, const std::vector<uint8_t>& io, uint32_t w3,
                                                             uint32_t nrec, uint32_t elem, std::string* fault = nullptr) {
  device::LaunchRequest req;
  req.kernel = kernel;
  req.geometry.grid = rt::Dim3{kN, 1, 1};
  req.geometry.group = rt::Dim3{kN, 1, 1};
  req.args = {bufferArg(buf.data(), buf.size()), bufferArg(io.data(), io.size()), u32Arg(w3), u32Arg(nrec), u32Arg(elem)};
  if (gTimingMode) gTimingMode(req);
  device::LaunchResult r = device::launchKernel(obj, kernel, req);
  if (r.dispatch.fault) {
    if (fault) *fault = r.dispatch.fault->str();
    else FAIL_CHECK(kernel << ": " << r.dispatch.fault->str());
    return {};
  }
  return {r.buffers[0], r.buffers[1]};
}

bool isNan32(uint32_t v) { return (v & 0x7fffffffu) > 0x7f800000u; }
bool isNan16(uint16_t v) { return (v & 0x7fffu) > 0x7c00u; }

void expect32(uint32_t got, uint32_t want, bool floatFmt, const std::string& what) {
  if (floatFmt && isNan32(want)) CHECK_MESSAGE(isNan32(got), what << ": got " << hex(got) << ", want a NaN");
  else CHECK_MESSAGE(got == want, what << ": got " << hex(got) << ", want " << hex(want));
}
void expect16(uint16_t got, uint16_t want, bool floatFmt, const std::string& what) {
  if (floatFmt && isNan16(want)) CHECK_MESSAGE(isNan16(got), what << ": got " << hex(got) << ", want a NaN");
  else CHECK_MESSAGE(got == want, what << ": got " << hex(got) << ", want " << hex(want));
}

uint32_t dword(const std::vector<uint8_t>& b, size_t at) {
  uint32_t v;
  std::memcpy(&v, b.data() + at, 4);
  return v;
}

// Loads: every component of every lane, 32-bit and d16, against the reference.
// `vsharp`: the format the V# names when it is not f (MTBUF kernels, whose instruction names f).
void checkLoads(const Target& t, const std::vector<uint8_t>& obj, const RefFormat& f, std::mt19937& rng, std::array<unsigned, 4> sel,
                const char* kernel, unsigned count, bool d16, bool indexed = false, const RefFormat* vsharp = nullptr) {
  std::vector<uint8_t> in = elements(f, rng);
  std::vector<uint8_t> io(kN * 16, 0x5a);
  uint32_t nrec = indexed ? kInRange : kInRange * f.bytes;  // records: bytes (raw) or elements (stride)
  auto [buf, out] = runFormatKernel(obj, kernel, in, io, word3(t.major, vsharp ? *vsharp : f, sel), nrec, f.bytes);
  if (out.empty()) return;
  bool fl = floatValued(f);
  for (unsigned l = 0; l < kN; ++l) {
    std::array<Val, 4> want = l < kInRange ? loadElement(f, &in[l * f.bytes], sel) : std::array<Val, 4>{};
    for (unsigned c = 0; c < count; ++c) {
      std::string what = std::string(t.name) + " " + kernel + " " + f.name + " lane " + std::to_string(l) + " comp " + std::to_string(c);
      if (d16) {
        uint16_t got;
        std::memcpy(&got, &out[l * 16 + 2 * c], 2);
        expect16(got, want[c].half, fl, what);
      } else {
        expect32(dword(out, l * 16 + 4 * c), want[c].full, fl, what);
      }
    }
  }
}

// Stores: the element bytes written (only those of the components stored), the rest of the
// buffer untouched (0xA5), out-of-range lanes not written.
void checkStores(const Target& t, const std::vector<uint8_t>& obj, const RefFormat& f, std::mt19937& rng, const char* kernel, unsigned count,
                 bool d16, const RefFormat* vsharp = nullptr) {
  std::vector<uint8_t> io(kN * 16, 0);
  std::vector<std::array<uint32_t, 4>> regs(kN);
  for (unsigned l = 0; l < kN; ++l) {
    regs[l] = storeInput(f, l, rng);
    if (d16) {  // the kernel reads <N x half>: the f16 of each value (integers: their low 16 bits)
      std::array<uint32_t, 4> h{};
      for (unsigned c = 0; c < 4; ++c) h[c] = floatValued(f) ? f2hBits(bf(regs[l][c])) : (regs[l][c] & 0xffff);
      regs[l] = h;
      for (unsigned c = 0; c < 4; ++c) std::memcpy(&io[l * 16 + 2 * c], &h[c], 2);
    } else {
      std::memcpy(&io[l * 16], regs[l].data(), 16);
    }
  }
  std::vector<uint8_t> mem(kN * f.bytes, 0xa5);
  auto [buf, out] = runFormatKernel(obj, kernel, mem, io, word3(t.major, vsharp ? *vsharp : f), kInRange * f.bytes, f.bytes);
  if (buf.empty()) return;
  for (unsigned l = 0; l < kN; ++l) {
    std::vector<uint8_t> want(mem.begin() + l * f.bytes, mem.begin() + (l + 1) * f.bytes);
    if (l < kInRange) {
      std::vector<uint8_t> e = storeElement(f, regs[l], count, d16);
      std::copy(e.begin(), e.end(), want.begin());
    }
    std::vector<uint8_t> got(buf.begin() + l * f.bytes, buf.begin() + (l + 1) * f.bytes);
    bool nanOk = false;  // a NaN stored to a float format: any NaN bits of that width
    if (f.num == "FLOAT" && l < kInRange && got != want) {
      nanOk = true;
      unsigned pos = 0;
      for (size_t c = 0; c < f.bits.size() && c < count; ++c) {
        unsigned w = f.bits[c];
        auto field = [&](const std::vector<uint8_t>& b) {
          uint64_t v = 0;
          for (unsigned i = 0; i < w; ++i) v |= static_cast<uint64_t>((b[(pos + i) / 8] >> ((pos + i) % 8)) & 1) << i;
          return v;
        };
        uint64_t g = field(got), x = field(want);
        uint64_t expMask = w == 32 ? 0x7f800000u : w == 16 ? 0x7c00u : (31u << (w - 5));
        uint64_t fracMask = w == 32 ? 0x7fffffu : w == 16 ? 0x3ffu : ((1u << (w - 5)) - 1);
        auto nan = [&](uint64_t v) { return (v & expMask) == expMask && (v & fracMask); };
        nanOk &= g == x || (nan(g) && nan(x));
        pos += w;
      }
    }
    CHECK_MESSAGE((got == want || nanOk), t.name << " " << kernel << " " << f.name << " lane " << l << ": bytes differ (got "
                                                  << cotest::hex(got.data(), got.size()) << ", want " << cotest::hex(want.data(), want.size()) << ")");
  }
}

std::vector<RefFormat> formatsOf(const Target& t, std::vector<RefFormat>* undefined = nullptr) {
  std::vector<RefFormat> u;
  if (t.major == 9) return gfx9Formats(undefined ? undefined : &u);
  return unifiedFormats(t.major == 11);
}

void runAll(const Target& t) {
  std::vector<uint8_t> obj = golden(t);
  std::mt19937 rng(1234);
  for (const RefFormat& f : formatsOf(t)) {
    CAPTURE(f.name);
    checkLoads(t, obj, f, rng, {4, 5, 6, 7}, "load_xyzw", 4, false);
    checkLoads(t, obj, f, rng, {4, 5, 6, 7}, "load_d16_xyzw", 4, true);
    checkStores(t, obj, f, rng, "store_xyzw", 4, false);
    checkStores(t, obj, f, rng, "store_d16_xyzw", 4, true);
  }
}

}  // namespace

TEST_CASE("func buffer format gfx900: llc-19 load/store format kernels, every DATA_FORMAT x NUM_FORMAT") { runAll(kTargets[0]); }
TEST_CASE("func buffer format gfx90a: llc-19 load/store format kernels, every DATA_FORMAT x NUM_FORMAT") { runAll(kTargets[1]); }
TEST_CASE("func buffer format gfx942: llc-19 load/store format kernels, every DATA_FORMAT x NUM_FORMAT") { runAll(kTargets[2]); }
TEST_CASE("func buffer format gfx1030: llc-19 load/store format kernels, every gfx10 FORMAT") { runAll(kTargets[3]); }
TEST_CASE("func buffer format gfx1100: llc-19 load/store format kernels, every gfx11 FORMAT") { runAll(kTargets[4]); }

// Timing mode: a typed load's lanes land when the port delivers their data (a miss lands
// later, MemPort::load), a store goes through the port's caches; the values are the
// reference's all the same.
TEST_CASE("func buffer format in timing mode: llc-19 load/store format kernels on gfx900 and gfx1030 give the reference's values") {
  for (const Target& t : {kTargets[0], kTargets[3]}) {
    CAPTURE(t.name);
    timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath(std::string("configs/") + t.name + ".ini"));
    std::optional<timing::TimingEngine> engine;
    gTimingMode = [&](device::LaunchRequest& req) {
      req.runtime = gpu.agent.runtimeConfig();
      engine.emplace(gpu);
      req.processor = &*engine;
    };
    runAll(t);
    gTimingMode = nullptr;
  }
}

TEST_CASE("func buffer format: x/xy/xyz forms, DST_SEL swizzles and constants, the indexed form") {
  for (const Target& t : kTargets) {
    CAPTURE(t.name);
    std::vector<uint8_t> obj = golden(t);
    std::mt19937 rng(99);
    for (const RefFormat& f : formatsOf(t)) {
      if (f.name != "8_8_8_8_UNORM" && f.name != "16_16_SINT" && f.name != "32_FLOAT" && f.name != "2_10_10_10_SNORM" &&
          f.name != "16_16_16_16_FLOAT" && f.name != "32_32_32_UINT" && f.name != "10_11_11_FLOAT")
        continue;
      CAPTURE(f.name);
      checkLoads(t, obj, f, rng, {4, 5, 6, 7}, "load_x", 1, false);
      checkLoads(t, obj, f, rng, {4, 5, 6, 7}, "load_xy", 2, false);
      checkLoads(t, obj, f, rng, {4, 5, 6, 7}, "load_xyz", 3, false);
      checkLoads(t, obj, f, rng, {4, 5, 6, 7}, "load_d16_x", 1, true);
      checkLoads(t, obj, f, rng, {4, 5, 6, 7}, "load_d16_xy", 2, true);
      checkLoads(t, obj, f, rng, {7, 6, 5, 4}, "load_xyzw", 4, false);  // BGRA-style reversal
      checkLoads(t, obj, f, rng, {1, 0, 7, 1}, "load_xyzw", 4, false);  // constants and W of a shorter format
      checkLoads(t, obj, f, rng, {5, 1, 0, 7}, "load_d16_xyzw", 4, true);
      checkLoads(t, obj, f, rng, {4, 5, 6, 7}, "struct_load_xyzw", 4, false, true);
      if (f.name != "2_10_10_10_SNORM" && f.name != "10_11_11_FLOAT") {  // byte-aligned: partial stores write their components only
        checkStores(t, obj, f, rng, "store_x", 1, false);
        checkStores(t, obj, f, rng, "store_xy", 2, false);
        checkStores(t, obj, f, rng, "store_xyz", 3, false);
        checkStores(t, obj, f, rng, "store_d16_x", 1, true);
        checkStores(t, obj, f, rng, "store_d16_xy", 2, true);
      }
    }
  }
}

TEST_CASE("func buffer format: undefined formats and partial stores of packed formats fault with a reason") {
  for (const Target& t : kTargets) {
    CAPTURE(t.name);
    std::vector<uint8_t> obj = golden(t);
    std::vector<uint8_t> mem(kN * 16, 0), io(kN * 16, 0);
    std::string fault;
    RefFormat packed = parse("2_10_10_10_UINT", 0);
    for (const RefFormat& f : formatsOf(t))
      if (f.name == packed.name) packed = f;
    runFormatKernel(obj, "store_x", mem, io, word3(t.major, packed), 1024, 4, &fault);
    CHECK_MESSAGE(fault.find("packed buffer format 2_10_10_10") != std::string::npos, fault);
    fault.clear();
    RefFormat invalid = parse("8_UINT", 0);  // FORMAT / DATA_FORMAT 0: INVALID
    runFormatKernel(obj, "load_xyzw", mem, io, word3(t.major, invalid), 1024, 4, &fault);
    CHECK_MESSAGE(fault.find("names no buffer format") != std::string::npos, fault);
    if (t.major == 9) {
      std::vector<RefFormat> undefined;
      gfx9Formats(&undefined);
      CHECK(undefined.size() == 21);  // FLOAT on 8/10_10_10_2/2_10_10_10/8_8_8_8 bits, norm/scaled on 32 bits
      for (const RefFormat& f : undefined) {
        fault.clear();
        runFormatKernel(obj, "load_x", mem, io, word3(9, f), 1024, 4, &fault);
        CHECK_MESSAGE(fault.find("has no defined conversion") != std::string::npos, f.name << ": " << fault);
      }
    }
  }
}

TEST_CASE("func buffer format: d16_hi load and store keep the other half (assembled kernels)") {
  // v20 starts as v14; the body loads X of the lane's element (its first input bytes) into
  // v20[31:16], stores X = v3[31:16] at byte 8 of the lane's input, and reads that dword back.
  for (const Tgt& t : {kGfx900, kGfx90a, kGfx942, kGfx1030, kGfx1100}) {
    unsigned major = std::string(t.name) == "gfx1100" ? 11 : std::string(t.name) == "gfx1030" ? 10 : 9;
    for (const char* name : {"16_FLOAT", "8_8_8_8_UNORM", "16_16_SINT"}) {
      RefFormat f = parse(name, 0);
      for (const RefFormat& g : formatsOf({t.name, major}))
        if (g.name == name) f = g;
      std::string body = "s_mov_b32 s8, s4\ns_and_b32 s9, s5, 0xffff\ns_mov_b32 s10, 0x7fffffff\ns_mov_b32 s11, " +
                         std::to_string(word3(major, f)) +
                         "\nv_lshlrev_b32_e32 v30, 6, v0\nbuffer_load_format_d16_hi_x v20, v30, s[8:11], 0 offen\n"
                         "buffer_store_format_d16_hi_x v3, v30, s[8:11], 0 offen offset:8\ns_waitcnt vmcnt(0)\n"
                         "buffer_load_dword v21, v30, s[8:11], 0 offen offset:8\ns_waitcnt vmcnt(0)\n";
      std::mt19937 rng(7);
      std::vector<LaneIn> in(kLanes);
      for (auto& l : in)
        for (auto& w : l) w = rng();
      in[0][0] = 0x7c00ffffu;  // edge lanes: inf, all ones, NaN in the halves used
      in[1][1] = 0x7e01ffffu;
      std::vector<LaneOut> out = run(t, body, in);
      bool fl = floatValued(f);
      for (unsigned l = 0; l < kLanes; ++l) {
        std::string what = std::string(t.name) + " " + name + " lane " + std::to_string(l);
        uint8_t e[4];
        std::memcpy(e, &in[l][0], 4);
        uint16_t x = loadElement(f, e, {4, 5, 6, 7})[0].half;
        CHECK_MESSAGE((out[l][0] & 0xffffu) == (in[l][12] & 0xffffu), what << ": the low half changed");
        expect16(static_cast<uint16_t>(out[l][0] >> 16), x, fl, what + " (load)");
        std::vector<uint8_t> st = storeElement(f, {in[l][1] >> 16, 0, 0, 0}, 1, true);
        uint8_t want[4];
        std::memcpy(want, &in[l][2], 4);
        std::copy(st.begin(), st.end(), want);
        CHECK_MESSAGE(out[l][1] == dword(std::vector<uint8_t>(want, want + 4), 0), what << " (store): got " << hex(out[l][1]));
      }
    }
  }
}

TEST_CASE("func buffer format: a rebuild of the golden kernels with llc-19 gives the same code (live)") {
  if (!test::haveTool("llc-19") || !test::haveTool("ld.lld-19")) {
    MESSAGE("llc-19 or ld.lld-19 not installed: live tier skipped");
    return;
  }
  std::string dir = test::sourcePath("tests/golden/bufformat");
  std::string out = test::tempPath("bufformat_rebuild");
  std::string log;
  REQUIRE_MESSAGE(test::runCommand("sh " + dir + "/build.sh " + out + " 2>&1", &log) == 0, log);
  for (const Target& t : kTargets) {
    std::string s = std::string("bufformat-") + t.name + ".s";
    CHECK_MESSAGE(test::readText(dir + "/" + s) == test::readText(out + "/" + s), s << " differs from llc-19's output");
  }
}

namespace {

// MTBUF: llc-19's builds of tests/golden/bufformat/tbuffer*.ll (llvm.amdgcn.raw.tbuffer.load/store
// with the format as an immediate, named in the kernel's name). The V# names 32_32_32_32_UINT
// (and DST_SEL swizzles): the instruction's format must be the one converted, the V#'s DST_SEL
// still applied to loads.
void runTbuffer(const Target& t) {
  struct K {
    const char* kernel;
    const char* format;
    unsigned count;
    bool d16, load;
  };
  const K ks[] = {
      {"tload_xyzw_16_16_16_16_SNORM", "16_16_16_16_SNORM", 4, false, true},
      {"tload_xyz_32_32_32_SINT", "32_32_32_SINT", 3, false, true},
      {"tload_xy_8_8_UINT", "8_8_UINT", 2, false, true},
      {"tload_x_10_11_11_FLOAT", "10_11_11_FLOAT", 1, false, true},
      {"tload_d16_xyzw_16_16_16_16_FLOAT", "16_16_16_16_FLOAT", 4, true, true},
      {"tload_d16_xy_8_8_8_8_UNORM", "8_8_8_8_UNORM", 2, true, true},
      {"tstore_xyzw_8_8_8_8_SNORM", "8_8_8_8_SNORM", 4, false, false},
      {"tstore_xyz_32_32_32_UINT", "32_32_32_UINT", 3, false, false},
      {"tstore_xy_16_16_SINT", "16_16_SINT", 2, false, false},
      {"tstore_x_32_FLOAT", "32_FLOAT", 1, false, false},
      {"tstore_d16_xyzw_16_16_16_16_UNORM", "16_16_16_16_UNORM", 4, true, false},
      {"tstore_d16_x_16_FLOAT", "16_FLOAT", 1, true, false},
  };
  {
    CAPTURE(t.name);
    std::vector<uint8_t> obj = cotest::readBytes(test::sourcePath(std::string("tests/golden/bufformat/tbuffer-") + t.name + ".hsaco"));
    std::vector<RefFormat> undefined, fs = formatsOf(t, &undefined);
    auto byName = [&](const std::string& n) -> const RefFormat& {
      for (const auto& f : fs)
        if (f.name == n) return f;
      FAIL("no format " << n);
      return fs.front();
    };
    const RefFormat& vs = byName("32_32_32_32_UINT");
    std::mt19937 rng(4242);
    for (const K& k : ks) {
      CAPTURE(k.kernel);
      const RefFormat& f = byName(k.format);
      if (k.load) {
        checkLoads(t, obj, f, rng, {4, 5, 6, 7}, k.kernel, k.count, k.d16, false, &vs);
        checkLoads(t, obj, f, rng, {7, 1, 0, 4}, k.kernel, k.count, k.d16, false, &vs);
      } else {
        checkStores(t, obj, f, rng, k.kernel, k.count, k.d16, &vs);
      }
    }
  }
}

}  // namespace

TEST_CASE("func tbuffer gfx900 gfx90a gfx942: llc-19 tbuffer load/store kernels, the instruction's format over the V#'s") {
  for (const Target& t : kTargets)
    if (t.major == 9) runTbuffer(t);
}
TEST_CASE("func tbuffer gfx1030: llc-19 tbuffer load/store kernels, the instruction's unified format over the V#'s") {
  runTbuffer(kTargets[3]);
}
TEST_CASE("func tbuffer gfx1100: llc-19 tbuffer load/store kernels, the instruction's unified format over the V#'s") {
  runTbuffer(kTargets[4]);
}
