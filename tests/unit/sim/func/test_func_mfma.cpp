// gfx90a and gfx942 matrix fused multiply-add (v_mfma_*, gfx942's sparse v_smfmac_*) in the
// functional simulator. Two kinds of kernels: assembly kernels made here for every MFMA row of
// gfx90a.isa and every new MFMA/SMFMAC row of gfx942.isa (A/B in VGPRs or
// AGPRs, C/D in AGPRs or VGPRs, C an inline constant, CBSZ/ABID/BLGP), which load register
// images the host packed and store D's registers; and clang-19's builds of OpenCL kernels
// calling the MFMA builtins (tests/golden/mfma), which gather their operands from logical
// matrices themselves, plus a tiled GEMM. D is compared with a host GEMM of the logical
// matrices under the numerics model of sim/isa/QUIRKS.md ("gfx90a matrix instructions").
//
// The host's lane layout is transcribed from the AMD Matrix Instruction Calculator's
// equations for CDNA2 (the per-shape "element to register" formulas it prints), not taken
// from the simulator's table; the shapes are parsed from the mnemonics and the operand sizes
// of the ISA description.
#include <doctest/doctest.h>

#include <bit>
#include <cctype>
#include <cmath>
#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "func/mfma.h"
#include "func/semantics.h"
#include "isa/description.h"
#include "support/func_kernel.h"
#include "support/test_util.h"
#include "timing/gpu.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

namespace {

// ---------------------------------------------------------------------------------------
// Shapes, from the mnemonic (v_mfma_<out>_<M>x<N>x<K><in>[_1k]) and the row's operand sizes.

enum class T { F32, F16, BF16, I8, I32, F64, FP8, BF8, XF32 };
unsigned tbits(T t) {
  return t == T::F16 || t == T::BF16 ? 16 : t == T::I8 || t == T::FP8 || t == T::BF8 ? 8 : t == T::F64 ? 64 : 32;
}

struct Shape {
  std::string name, gen = "gfx90a";
  unsigned M = 0, N = 0, K = 0, B = 0;
  T in = T::F32, inB = T::F32, out = T::F32;  // A's, B's and D's element types
  bool sparse = false;  // SMFMAC: A holds 2 of every 4 K values, src2 is the index VGPR
  unsigned kpl() const { return M * K * B / 64; }  // the calculator's "div": K values per lane (B's)
  unsigned aPerLane() const { return sparse ? kpl() / 2 : kpl(); }
  unsigned aDw() const { return (aPerLane() * tbits(in) + 31) / 32; }
  unsigned bDw() const { return (kpl() * tbits(inB) + 31) / 32; }
  unsigned outW() const { return tbits(out) / 32; }
  unsigned outDw() const { return M * N * B * outW() / 64; }
  bool modifiers() const { return out != T::F64 && !sparse; }
};

T typeNamed(const std::string& t) {
  if (t == "f32") return T::F32;
  if (t == "f16") return T::F16;
  if (t == "bf16") return T::BF16;
  if (t == "i8") return T::I8;
  if (t == "fp8") return T::FP8;
  if (t == "bf8") return T::BF8;
  if (t == "xf32") return T::XF32;
  return T::F64;
}

// v_mfma_<out>_<M>x<N>x<K><in>[_1k] (gfx90a), v_[s]mfma[c]_<out>_<M>x<N>x<K>[_<n>b]_<A>[_<B>] (gfx942).
Shape parseShape(const isa::Inst& row, const std::string& gen) {
  Shape s;
  s.name = row.mnemonic;
  s.gen = gen;
  s.sparse = s.name.starts_with("v_smfmac_");
  std::string rest = s.name.substr(std::string(s.sparse ? "v_smfmac_" : "v_mfma_").size());
  std::string outT = rest.substr(0, 3);
  s.out = outT == "f64" ? T::F64 : outT == "i32" ? T::I32 : T::F32;
  rest = rest.substr(4);
  if (rest.ends_with("_1k")) rest.resize(rest.size() - 3);
  size_t x1 = rest.find('x'), x2 = rest.find('x', x1 + 1);
  s.M = static_cast<unsigned>(std::stoul(rest.substr(0, x1)));
  s.N = static_cast<unsigned>(std::stoul(rest.substr(x1 + 1, x2 - x1 - 1)));
  size_t p = x2 + 1;
  while (p < rest.size() && std::isdigit(static_cast<unsigned char>(rest[p]))) ++p;
  s.K = static_cast<unsigned>(std::stoul(rest.substr(x2 + 1, p - x2 - 1)));
  std::vector<std::string> types;
  for (size_t q = p; q < rest.size();) {
    if (rest[q] == '_') ++q;
    size_t e = rest.find('_', q);
    std::string tok = rest.substr(q, e == std::string::npos ? std::string::npos : e - q);
    bool blocksTag = tok.size() > 1 && tok.back() == 'b' && std::isdigit(static_cast<unsigned char>(tok[0]));
    if (!tok.empty() && !blocksTag) types.push_back(tok);
    q = e == std::string::npos ? rest.size() : e;
  }
  s.in = typeNamed(types.at(0));
  s.inB = typeNamed(types.size() > 1 ? types[1] : types[0]);
  unsigned vdstDw = isa::typeDwords(row.ops[0].type, true);
  s.B = vdstDw * 64 / (s.M * s.N * s.outW());
  return s;
}

std::vector<Shape> gfx90aShapes() {
  std::vector<Shape> v;
  for (const auto& r : isa::description("gfx90a").insts)
    if (r->mnemonic.starts_with("v_mfma_")) v.push_back(parseShape(*r, "gfx90a"));
  return v;
}

// gfx942's MFMA and SMFMAC rows that are new (the renamed gfx90a rows carry `sem=`).
std::vector<Shape> gfx942NewShapes() {
  std::vector<Shape> v;
  for (const auto& r : isa::description("gfx942").insts)
    if ((r->mnemonic.starts_with("v_mfma_") || r->mnemonic.starts_with("v_smfmac_")) && r->semantic == r->mnemonic)
      v.push_back(parseShape(*r, "gfx942"));
  return v;
}

// ---------------------------------------------------------------------------------------
// The CDNA2 layout, as the calculator prints it per shape.

// A[i][k] (R = M) or B[k][j] (R = N) of block b: "R * block + (R * blocks) * floor(k / div) + i",
// the middle term only when R * blocks < 64; the value sits in slot k % div of the lane.
unsigned inLane(const Shape& s, unsigned R, unsigned r, unsigned k, unsigned b) {
  unsigned lane = (s.B > 1 ? R * b : 0) + r;
  if (R * s.B < 64) lane += R * s.B * (k / s.kpl());
  return lane;
}
unsigned inSlot(const Shape& s, unsigned k) { return k % s.kpl(); }

// C/D[i][j] of block b: the result register (32-bit: a VGPR; f64: a pair, counted in pairs)
// and the lane, from the calculator's output equations.
unsigned outReg(const Shape& s, unsigned i, unsigned b) {
  if (s.out == T::F64) return s.B == 1 ? i / 4 : 0;
  if (s.M == 4) return i;                                   // 4x4, 16 blocks
  if (s.M == 16) return (s.B == 4 ? 4 * b : 0) + i % 4;      // 16x16
  return (s.B == 2 ? 16 * b : 0) + 4 * (i / 8) + i % 4;     // 32x32
}
unsigned outLane(const Shape& s, unsigned i, unsigned j, unsigned b) {
  unsigned lane = j;
  if (s.out == T::F64) lane += 16 * (i % 4);
  else if (s.N * s.M / 4 > 64) lane += (s.N * (i / 4)) % 64;
  else if (s.N * s.M / 4 == 64) lane += s.N * (i / 4);
  if (s.M * s.N < 64) lane += s.N * b;
  return lane;
}

// BLGP, as the calculator's if/else chain writes it.
unsigned blgpLane(unsigned lane, unsigned blgp) {
  switch (blgp) {
    case 1: return lane % 32;
    case 2: return lane < 32 ? lane + 32 : lane;
    case 3: return (lane + 16) % 64;
    case 4: return lane % 16;
    case 5: return lane < 16 ? lane + 16 : lane >= 48 ? lane - 32 : lane >= 32 ? lane - 16 : lane;
    case 6: return lane >= 48 ? lane - 16 : lane < 16 ? lane + 32 : lane < 32 ? lane + 16 : lane;
    case 7: return lane + (3 - lane / 16) * 16;
    default: return lane;
  }
}

// ---------------------------------------------------------------------------------------
// Logical matrices (raw element bits) and their register images ([reg][lane] dwords).

struct Mats {
  std::vector<uint64_t> a, b, c;  // A[b][i][k], B[b][k][j], C[b][i][j]
  std::vector<uint8_t> held;       // SMFMAC: A[i][k] is one of the two held values of its group of 4
};
struct Mods {
  unsigned cbsz = 0, abid = 0, blgp = 0;
  unsigned neg = 0;  // gfx942 f64 rows: bit 0 negates A, bit 1 B, bit 2 C
};

std::vector<uint32_t> packInput(const Shape& s, const std::vector<uint64_t>& m, bool isA) {
  std::vector<uint32_t> img((isA ? s.aDw() : s.bDw()) * 64, 0);
  unsigned R = isA ? s.M : s.N, bits = tbits(isA ? s.in : s.inB), dws = isA ? s.aDw() : s.bDw();
  for (unsigned b = 0; b < s.B; ++b)
    for (unsigned r = 0; r < R; ++r)
      for (unsigned k = 0; k < s.K; ++k) {
        uint64_t v = isA ? m[(b * s.M + r) * s.K + k] : m[(b * s.K + k) * s.N + r];
        unsigned lane = inLane(s, R, r, k, b), bit = inSlot(s, k) * bits;
        uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
        unsigned dw0 = bit / 32;  // a value never straddles two registers
        for (unsigned dw = dw0; dw < dws && dw < dw0 + (bits == 64 ? 2 : 1); ++dw) {
          uint64_t part = ((v & mask) << (bit % 32)) >> (32 * (dw - dw0));
          img[dw * 64 + lane] |= static_cast<uint32_t>(part);
        }
      }
  return img;
}

// SMFMAC's A operand and index VGPR, from the dense A and its held mask (AMD Instinct MI300
// ISA reference guide, the sparse matrix section; LLVM's amdgpu.sparse_mfma documentation):
// lane group g of row i holds the K values g * kpl .. g * kpl + kpl - 1, i.e. kpl / 4 groups of
// 4; the two held values of each group go to consecutive A slots (the lower K first), and the
// index set `set` of the lane's index dword gets each slot's position (2 bits) in its group.
// The other index sets are filled with `noise`.
void packSparseA(const Shape& s, const Mats& m, unsigned set, uint32_t noise, std::vector<uint32_t>& aImg, std::vector<uint32_t>& idxImg) {
  aImg.assign(s.aDw() * 64, 0);
  idxImg.assign(64, 0);
  unsigned bits = tbits(s.in), kpl = s.kpl(), setBits = kpl / 4 * 2 * 2;
  uint32_t setMask = setBits == 32 ? ~0u : ((1u << setBits) - 1) << (set * setBits);
  for (unsigned l = 0; l < 64; ++l) idxImg[l] = (noise * (l + 1) * 2654435761u) & ~setMask;
  for (unsigned i = 0; i < s.M; ++i)
    for (unsigned g = 0; g < s.K / kpl; ++g) {
      unsigned lane = inLane(s, s.M, i, g * kpl, 0), slot = 0;
      for (unsigned k = g * kpl; k < (g + 1) * kpl; ++k) {
        if (!m.held[i * s.K + k]) continue;
        uint64_t v = m.a[i * s.K + k] & ((1ull << bits) - 1);
        aImg[(slot * bits / 32) * 64 + lane] |= static_cast<uint32_t>(v << (slot * bits % 32));
        idxImg[lane] |= static_cast<uint32_t>(k % 4) << (set * setBits + 2 * slot);
        ++slot;
      }
    }
}
std::vector<uint32_t> packOutput(const Shape& s, const std::vector<uint64_t>& m) {
  std::vector<uint32_t> img(s.outDw() * 64, 0);
  for (unsigned b = 0; b < s.B; ++b)
    for (unsigned i = 0; i < s.M; ++i)
      for (unsigned j = 0; j < s.N; ++j) {
        uint64_t v = m[(b * s.M + i) * s.N + j];
        unsigned r = outReg(s, i, b) * s.outW(), lane = outLane(s, i, j, b);
        img[r * 64 + lane] = static_cast<uint32_t>(v);
        if (s.outW() == 2) img[(r + 1) * 64 + lane] = static_cast<uint32_t>(v >> 32);
      }
  return img;
}
std::vector<uint64_t> unpackOutput(const Shape& s, const std::vector<uint32_t>& img) {
  std::vector<uint64_t> m(s.M * s.N * s.B);
  for (unsigned b = 0; b < s.B; ++b)
    for (unsigned i = 0; i < s.M; ++i)
      for (unsigned j = 0; j < s.N; ++j) {
        unsigned r = outReg(s, i, b) * s.outW(), lane = outLane(s, i, j, b);
        uint64_t v = img[r * 64 + lane];
        if (s.outW() == 2) v |= static_cast<uint64_t>(img[(r + 1) * 64 + lane]) << 32;
        m[(b * s.M + i) * s.N + j] = v;
      }
  return m;
}

// ---------------------------------------------------------------------------------------
// The numerics model (sim/isa/QUIRKS.md): f32 accumulation by a chain of binary32 fused
// multiply-adds, C first and k ascending; f16/bf16 rows flush subnormal inputs, C, partial
// sums and D; f64 a chain of binary64 fmas; i8 exact products summed modulo 2^32.

float halfToF(uint16_t h) {
  int e = (h >> 10) & 31, m = h & 1023;
  float v = e == 0 ? std::ldexp(static_cast<float>(m), -24) : e == 31 ? (m ? NAN : INFINITY) : std::ldexp(static_cast<float>(1024 + m), e - 25);
  return (h & 0x8000) ? -v : v;
}
float ftz(float v) { return std::fpclassify(v) == FP_SUBNORMAL ? std::copysign(0.0f, v) : v; }
double inVal(T t, uint64_t raw) {
  switch (t) {
    case T::F32: return bf(static_cast<uint32_t>(raw));
    case T::F16: return (raw & 0x7c00) == 0 ? ((raw & 0x8000) ? -0.0 : 0.0) : halfToF(static_cast<uint16_t>(raw));  // f16 subnormals flushed
    case T::BF16: return ftz(bf(static_cast<uint32_t>(raw & 0xffff) << 16));
    case T::I8: return static_cast<int8_t>(raw);
    case T::FP8:
    case T::BF8: {
      // E4M3 / E5M2 "FNUZ" (AMD Instinct MI300 ISA reference guide): bias 8 / 16, no
      // infinities, 0x80 the only NaN, exponent field 0 subnormal.
      unsigned man = t == T::FP8 ? 3 : 2, bias = t == T::FP8 ? 8 : 16;
      if ((raw & 0xff) == 0x80) return NAN;
      int e = static_cast<int>((raw & 0x7f) >> man), f = static_cast<int>(raw & ((1u << man) - 1));
      double mag = e == 0 ? std::ldexp(f, 1 - static_cast<int>(bias + man)) : std::ldexp((1 << man) + f, e - static_cast<int>(bias + man));
      return (raw & 0x80) ? -mag : mag;
    }
    case T::XF32: {  // the model: the low 13 fraction bits are not read
      float v = bf(static_cast<uint32_t>(raw));
      return std::isnan(v) ? v : bf(static_cast<uint32_t>(raw) & 0xffffe000u);
    }
    default: return bd(raw);
  }
}

std::vector<uint64_t> reference(const Shape& s, const Mats& m, const Mods& mods) {
  // B through BLGP: the value a lane reads is what the packed image holds at the permuted lane.
  std::vector<uint32_t> bImg = packInput(s, m.b, false);
  unsigned bits = tbits(s.inB);
  auto bAt = [&](unsigned k, unsigned j, unsigned b) {
    unsigned lane = blgpLane(inLane(s, s.N, j, k, b), s.modifiers() ? mods.blgp : 0);
    unsigned bit = inSlot(s, k) * bits;
    uint64_t v = bImg[(bit / 32) * 64 + lane];
    if (bits == 64) v |= static_cast<uint64_t>(bImg[64 + lane]) << 32;
    uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
    return (v >> (bit % 32)) & mask;
  };
  auto used = [&](unsigned i, unsigned k) { return !s.sparse || m.held[i * s.K + k]; };
  double negA = (mods.neg & 1) ? -1.0 : 1.0, negB = (mods.neg & 2) ? -1.0 : 1.0, negC = (mods.neg & 4) ? -1.0 : 1.0;
  bool flush = s.in == T::F16 || s.in == T::BF16;
  std::vector<uint64_t> d(m.c.size());
  for (unsigned b = 0; b < s.B; ++b) {
    unsigned group = 1u << mods.cbsz;
    unsigned ab = (s.modifiers() && s.B > 1) ? (b / group) * group + mods.abid : b;
    for (unsigned i = 0; i < s.M; ++i)
      for (unsigned j = 0; j < s.N; ++j) {
        uint64_t c = m.c[(b * s.M + i) * s.N + j];
        uint64_t r;
        if (s.out == T::I32) {
          uint32_t acc = static_cast<uint32_t>(c);
          for (unsigned k = 0; k < s.K; ++k)
            if (used(i, k))
              acc += static_cast<uint32_t>(static_cast<int32_t>(inVal(s.in, m.a[(ab * s.M + i) * s.K + k]) * inVal(s.inB, bAt(k, j, b))));
          r = acc;
        } else if (s.out == T::F64) {
          double acc = negC * bd(c);
          for (unsigned k = 0; k < s.K; ++k)
            acc = std::fma(negA * inVal(s.in, m.a[(ab * s.M + i) * s.K + k]), negB * inVal(s.inB, bAt(k, j, b)), acc);
          r = db(acc);
        } else {
          float acc = bf(static_cast<uint32_t>(c));
          if (flush) acc = ftz(acc);
          for (unsigned k = 0; k < s.K; ++k) {
            if (!used(i, k)) continue;
            acc = std::fma(static_cast<float>(inVal(s.in, m.a[(ab * s.M + i) * s.K + k])), static_cast<float>(inVal(s.inB, bAt(k, j, b))), acc);
            if (flush) acc = ftz(acc);
          }
          r = std::isnan(acc) ? 0x7fc00000u : fb(acc);
        }
        d[(b * s.M + i) * s.N + j] = r;
      }
  }
  return d;
}

// Random inputs: f32 with full mantissas in [-4, 4]; f16 and bf16 bit patterns with small
// exponents and some subnormals (flushed by the model); all 256 i8 values; C around the
// products' size (i32: near the wraparound too).
uint64_t randomIn(T t, std::mt19937& rng) {
  switch (t) {
    case T::F32: return fb(std::uniform_real_distribution<float>(-4.0f, 4.0f)(rng));
    case T::F16: {
      uint32_t sign = rng() & 1, mant = rng() & 0x3ff, e = rng() % 8 == 0 ? 0 : 12 + rng() % 6;
      return (sign << 15) | (e << 10) | mant;
    }
    case T::BF16: {
      uint32_t sign = rng() & 1, mant = rng() & 0x7f, e = rng() % 8 == 0 ? 0 : 124 + rng() % 6;
      return (sign << 15) | (e << 7) | mant;
    }
    case T::I8: return rng() & 0xff;
    case T::FP8:
    case T::BF8: {  // every encoding but the NaN 0x80, subnormals included
      uint32_t v = rng() & 0xff;
      return v == 0x80 ? 0 : v;
    }
    case T::XF32: return fb(std::uniform_real_distribution<float>(-4.0f, 4.0f)(rng));  // full mantissas: the low bits matter
    default: return db(std::uniform_real_distribution<double>(-4.0, 4.0)(rng));
  }
}
uint64_t randomC(T t, std::mt19937& rng) {
  switch (t) {
    case T::I32: return rng() % 4 == 0 ? 0x7fffff00u + (rng() & 0x1ff) : rng() & 0xffffu;
    case T::F64: return db(std::uniform_real_distribution<double>(-8.0, 8.0)(rng));
    default: return rng() % 16 == 0 ? (rng() & 0x807fffffu) : fb(std::uniform_real_distribution<float>(-8.0f, 8.0f)(rng));
  }
}
Mats randomMats(const Shape& s, unsigned seed) {
  std::mt19937 rng(seed);
  Mats m;
  for (unsigned n = 0; n < s.B * s.M * s.K; ++n) m.a.push_back(randomIn(s.in, rng));
  for (unsigned n = 0; n < s.B * s.K * s.N; ++n) m.b.push_back(randomIn(s.inB, rng));
  if (s.sparse) {  // two distinct positions of every group of 4 K values; A is 0 elsewhere
    m.held.assign(s.M * s.K, 0);
    for (unsigned i = 0; i < s.M; ++i)
      for (unsigned g = 0; g < s.K; g += 4) {
        unsigned p0 = rng() % 4, p1 = (p0 + 1 + rng() % 3) % 4;
        m.held[i * s.K + g + p0] = m.held[i * s.K + g + p1] = 1;
      }
    for (unsigned n = 0; n < m.a.size(); ++n)
      if (!m.held[n]) m.a[n] = 0;
  }
  for (unsigned n = 0; n < s.B * s.M * s.N; ++n) m.c.push_back(randomC(s.out, rng));
  return m;
}

void compare(const Shape& s, const std::vector<uint64_t>& got, const std::vector<uint64_t>& want, const std::string& what) {
  unsigned bad = 0;
  for (size_t n = 0; n < want.size(); ++n)
    if (got[n] != want[n] && bad++ < 4) {
      size_t b = n / (s.M * s.N), i = n / s.N % s.M, j = n % s.N;
      std::string g = s.out == T::F64 ? std::to_string(bd(got[n])) : s.out == T::I32 ? std::to_string(static_cast<int32_t>(got[n]))
                                                                                       : std::to_string(bf(static_cast<uint32_t>(got[n])));
      std::string w = s.out == T::F64 ? std::to_string(bd(want[n])) : s.out == T::I32 ? std::to_string(static_cast<int32_t>(want[n]))
                                                                                        : std::to_string(bf(static_cast<uint32_t>(want[n])));
      FAIL_CHECK(what << ": D[" << b << "][" << i << "][" << j << "] got " << hex(got[n]) << " (" << g << ") want " << hex(want[n])
                      << " (" << w << ")");
    }
  CHECK_MESSAGE(bad == 0, what << ": " << bad << " of " << want.size() << " results differ");
}

// ---------------------------------------------------------------------------------------
// Assembly kernels: A, B, C register images in, D's registers out.

struct Form {
  bool abAgpr = false;  // A and B in AGPRs
  bool cdAgpr = true;   // C and D in AGPRs
  bool dIsC = true;     // D is C's tuple (else a separate one)
  bool cInline = false; // C an inline constant (1.0, or 3 for i32)
  Mods mods;
};

std::string regs(char k, unsigned base, unsigned n) {
  return n == 1 ? std::string(1, k) + std::to_string(base)
                : std::string(1, k) + "[" + std::to_string(base) + ":" + std::to_string(base + n - 1) + "]";
}

std::string asmKernel(const Shape& s, const Form& f) {
  char ab = f.abAgpr ? 'a' : 'v', cd = f.cdAgpr ? 'a' : 'v';
  // A: 2 registers at most, B: 4 (SMFMAC); the sparsity index (SMFMAC's src2) in v10.
  unsigned aBase = f.abAgpr ? 64 : 4, bBase = aBase + 2, cBase = f.cdAgpr ? 0 : 32;
  unsigned dBase = f.dIsC ? cBase : (f.cdAgpr ? 32 : 64);
  std::string body = "  s_load_dwordx8 s[4:11], s[0:1], 0x0\n  s_load_dwordx2 s[12:13], s[0:1], 0x20\n"
                     "  v_lshlrev_b32_e32 v1, 2, v0\n  s_waitcnt lgkmcnt(0)\n";
  auto load = [&](char k, unsigned base, unsigned n, const char* sbase) {
    for (unsigned r = 0; r < n; ++r) {
      body += "  v_add_u32_e32 v3, " + std::to_string(r * 256) + ", v1\n";
      body += "  global_load_dword " + std::string(1, k) + std::to_string(base + r) + ", v3, " + sbase + "\n";
    }
  };
  load(ab, aBase, s.aDw(), "s[4:5]");
  load(ab, bBase, s.bDw(), "s[6:7]");
  if (!f.cInline) load(cd, cBase, s.outDw(), "s[8:9]");
  if (s.sparse) load('v', 10, 1, "s[12:13]");
  body += "  s_waitcnt vmcnt(0)\n";
  std::string c = s.sparse ? "v10" : f.cInline ? (s.out == T::I32 ? "3" : "1.0") : regs(cd, cBase, s.outDw());
  if (f.mods.neg) {
    // gfx942 f64 rows with neg:[a,b,c]: gfxsim's assembler does not take `neg` on MAI rows
    // yet, so the words are written as llvm-mc-19 encodes them (MAI: op 22:16, acc_cd 15,
    // vdst 7:0; NEG in BLGP's bits 63:61, src2 58:50, src1 49:41, src0 40:32). Only the
    // default form (A, B in VGPRs, C = D in AGPRs) is used with it.
    REQUIRE((!f.abAgpr && f.cdAgpr && f.dIsC && !f.cInline));
    uint32_t op = 0;
    for (const auto& r : isa::description(s.gen).insts)
      if (r->mnemonic == s.name) op = r->opcode;
    uint32_t w0 = 0xd3800000u | (op << 16) | (1u << 15) | dBase;
    uint32_t w1 = (f.mods.neg << 29) | ((256u + cBase) << 18) | ((256u + bBase) << 9) | (256u + aBase);
    body += "  .long " + hex(w0) + ", " + hex(w1);
  } else {
    body += "  " + s.name + " " + regs(cd, dBase, s.outDw()) + ", " + regs(ab, aBase, s.aDw()) + ", " + regs(ab, bBase, s.bDw()) + ", " + c;
  }
  if (f.mods.cbsz) body += " cbsz:" + std::to_string(f.mods.cbsz);
  if (f.mods.abid) body += " abid:" + std::to_string(f.mods.abid);
  if (f.mods.blgp) body += " blgp:" + std::to_string(f.mods.blgp);
  body += "\n  s_nop 7\n  s_nop 7\n  s_nop 7\n";
  for (unsigned r = 0; r < s.outDw(); ++r) {
    body += "  v_add_u32_e32 v3, " + std::to_string(r * 256) + ", v1\n";
    body += "  global_store_dword v3, " + std::string(1, cd) + std::to_string(dBase + r) + ", s[10:11]\n";
  }
  std::string src = "  .amdgcn_target \"amdgcn-amd-amdhsa--" + s.gen + "\"\n  .amdhsa_code_object_version 5\n  .text\n"
                    "  .protected t\n  .globl t\n  .p2align 8\n  .type t,@function\nt:\n" +
                    body + "  s_endpgm\n.Lt_end:\n  .size t, .Lt_end-t\n\n  .rodata\n  .p2align 6\n  .amdhsa_kernel t\n"
                    "    .amdhsa_user_sgpr_kernarg_segment_ptr 1\n    .amdhsa_kernarg_size 40\n"
                    "    .amdhsa_next_free_vgpr 164\n    .amdhsa_accum_offset 96\n    .amdhsa_next_free_sgpr 16\n" +
                    std::string(s.gen == "gfx942" ? "" : "    .amdhsa_reserve_flat_scratch 0\n") +  // gfx942: architected flat scratch
                    "  .end_amdhsa_kernel\n\n  .amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n";
  for (unsigned n = 0; n < 5; ++n)
    src += "      - .address_space:  global\n        .offset:         " + std::to_string(8 * n) +
           "\n        .size:           8\n        .value_kind:     global_buffer\n";
  src += "    .group_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .kernarg_segment_size: 40\n"
         "    .max_flat_workgroup_size: 64\n    .name:           t\n    .private_segment_fixed_size: 0\n"
         "    .sgpr_count:     16\n    .symbol:         t.kd\n    .vgpr_count:     164\n    .wavefront_size: 64\n"
         "amdhsa.target:   amdgcn-amd-amdhsa--" + s.gen + "\namdhsa.version:\n  - 1\n  - 2\n...\n  .end_amdgpu_metadata\n";
  return src;
}

std::vector<uint64_t> runAsm(const Shape& s, const Form& f, const Mats& m) {
  std::string src = asmKernel(s, f);
  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId(s.gen, &why);
  std::vector<uint8_t> object = as::buildCodeObject(as::assemble(src, "mfma_kernel.s", o), false);
  auto aImg = packInput(s, m.a, true), bImg = packInput(s, m.b, false), cImg = packOutput(s, m.c);
  std::vector<uint32_t> idxImg(64, 0);
  if (s.sparse) {  // CBSZ != 0 selects index set 0, else ABID selects it
    unsigned sets = 32 / s.kpl();
    packSparseA(s, m, f.mods.cbsz ? 0 : f.mods.abid % sets, f.mods.cbsz * 7 + f.mods.abid + 1, aImg, idxImg);
  }
  device::LaunchRequest req;
  req.kernel = "t";
  req.geometry.grid = rt::Dim3{64, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  req.args = {bufferArg(aImg.data(), 4 * aImg.size()), bufferArg(bImg.data(), 4 * bImg.size()),
              bufferArg(cImg.data(), 4 * cImg.size()), bufferArg(nullptr, 4 * cImg.size()), bufferArg(idxImg.data(), 4 * idxImg.size())};
  device::LaunchResult r = device::launchKernel(object, "mfma_kernel.s", req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  std::vector<uint32_t> dImg(s.outDw() * 64);
  std::memcpy(dImg.data(), r.buffers[3].data(), 4 * dImg.size());
  return unpackOutput(s, dImg);
}

// ---------------------------------------------------------------------------------------
// clang-19's kernels (tests/golden/mfma).

std::vector<uint8_t> clangObject() {
  std::string text = test::readText(test::sourcePath("tests/golden/mfma/mfma.hsaco"));
  return std::vector<uint8_t>(text.begin(), text.end());
}

template <class E>
device::HostArg vecArg(const std::vector<E>& v) {
  return bufferArg(v.data(), sizeof(E) * v.size());
}

// Logical matrices as the kernels read them (element type E, an unsigned integer of the
// element's width) from raw bits, and back.
template <class E>
std::vector<E> narrow(const std::vector<uint64_t>& raw) {
  std::vector<E> v(raw.size());
  for (size_t n = 0; n < raw.size(); ++n) v[n] = static_cast<E>(raw[n]);
  return v;
}
template <class E>
std::vector<uint64_t> widen(const std::vector<uint8_t>& bytes, size_t n) {
  std::vector<uint64_t> v(n);
  for (size_t i = 0; i < n; ++i) {
    E u;
    std::memcpy(&u, bytes.data() + i * sizeof(E), sizeof(E));
    v[i] = u;
  }
  return v;
}

const Shape& shapeNamed(const std::vector<Shape>& all, const std::string& name) {
  for (const auto& s : all)
    if (s.name == name) return s;
  FAIL("no MFMA row " << name);
  return all.front();
}

}  // namespace

TEST_CASE("func mfma: the simulator's shape table is every MFMA row of gfx90a, with the row's operand sizes") {
  auto all = gfx90aShapes();
  CHECK(all.size() == 27);
  CHECK(func::mfma::shapes().size() == all.size() + gfx942NewShapes().size());
  const auto& desc = isa::description("gfx90a");
  for (const auto& r : desc.insts) {
    if (!r->mnemonic.starts_with("v_mfma_")) continue;
    CAPTURE(r->mnemonic);
    Shape s = parseShape(*r, "gfx90a");
    const func::mfma::Shape* t = func::mfma::findShape(r->mnemonic);
    REQUIRE(t);
    bool executes = func::semanticsFor(*r) != nullptr;
    CHECK(executes);
    CHECK(t->m == s.M);
    CHECK(t->n == s.N);
    CHECK(t->k == s.K);
    CHECK(t->blocks == s.B);
    CHECK(t->kPerLane() == s.kpl());
    CHECK(t->aDwords() == isa::typeDwords(r->ops[1].type, true));
    CHECK(t->bDwords() == isa::typeDwords(r->ops[2].type, true));
    CHECK(t->outDwords() == isa::typeDwords(r->ops[0].type, true));
    CHECK(t->outDwords() == isa::typeDwords(r->ops[3].type, true));
    // The table's layout formulas agree with the calculator's per-shape equations.
    for (unsigned b = 0; b < s.B; ++b)
      for (unsigned i = 0; i < s.M; ++i)
        for (unsigned j = 0; j < s.N; ++j) {
          CHECK(t->outIndex(i, j, b) == outReg(s, i, b));
          CHECK(t->outLane(i, j, b) == outLane(s, i, j, b));
        }
    for (unsigned b = 0; b < s.B; ++b)
      for (unsigned i = 0; i < s.M; ++i)
        for (unsigned k = 0; k < s.K; ++k) CHECK(t->inLane(s.M, i, k, b) == inLane(s, s.M, i, k, b));
  }
}

TEST_CASE("func mfma: the register layout puts every element of A, B, C and D in its own lane slot") {
  for (const Shape& s : gfx90aShapes()) {
    CAPTURE(s.name);
    std::vector<int> seenA(64 * 8, 0), seenD(s.outDw() * 64, 0);
    for (unsigned b = 0; b < s.B; ++b)
      for (unsigned i = 0; i < s.M; ++i)
        for (unsigned k = 0; k < s.K; ++k) ++seenA[inLane(s, s.M, i, k, b) * 8 + inSlot(s, k)];
    for (int n : seenA) CHECK(n <= 1);
    CHECK(s.B * s.M * s.K == 64 * s.kpl());  // every lane slot holds one element
    for (unsigned b = 0; b < s.B; ++b)
      for (unsigned i = 0; i < s.M; ++i)
        for (unsigned j = 0; j < s.N; ++j) ++seenD[outReg(s, i, b) * s.outW() * 64 + outLane(s, i, j, b)];
    unsigned used = 0;
    for (int n : seenD) {
      CHECK(n <= 1);
      used += n;
    }
    CHECK(used == s.M * s.N * s.B);
  }
}

TEST_CASE("func mfma: every gfx90a MFMA row matches the host GEMM, VGPR and AGPR operand forms, CBSZ/ABID/BLGP") {
  unsigned seed = 1;
  for (const Shape& s : gfx90aShapes()) {
    CAPTURE(s.name);
    Mats m = randomMats(s, seed++);
    // A, B in VGPRs; C = D in AGPRs (what clang emits).
    Form f1;
    compare(s, runAsm(s, f1, m), reference(s, m, {}), s.name + " v/v/a=a");
    // A, B in AGPRs; C and D separate VGPR tuples; broadcast modifiers where the row has them.
    Form f2;
    f2.abAgpr = true;
    f2.cdAgpr = false;
    f2.dIsC = false;
    if (s.modifiers()) {
      unsigned maxCbsz = s.B == 16 ? 4 : s.B == 4 ? 2 : s.B == 2 ? 1 : 0;
      f2.mods.cbsz = maxCbsz ? 1 + seed % maxCbsz : 0;
      f2.mods.abid = f2.mods.cbsz ? seed % (1u << f2.mods.cbsz) : 0;
      f2.mods.blgp = 1 + seed % 7;
    }
    CAPTURE(f2.mods.cbsz);
    CAPTURE(f2.mods.abid);
    CAPTURE(f2.mods.blgp);
    compare(s, runAsm(s, f2, m), reference(s, m, f2.mods), s.name + " a/a/v->v");
    // C an inline constant, D in AGPRs.
    Form f3;
    f3.cInline = true;
    f3.dIsC = false;
    Mats mc = m;
    for (auto& c : mc.c) c = s.out == T::I32 ? 3 : s.out == T::F64 ? db(1.0) : fb(1.0f);
    compare(s, runAsm(s, f3, m), reference(s, mc, {}), s.name + " C inline");
  }
}

TEST_CASE("func mfma: every BLGP pattern and CBSZ/ABID group size on v_mfma_f32_4x4x1f32 (16 blocks)") {
  auto all = gfx90aShapes();
  const Shape& s = shapeNamed(all, "v_mfma_f32_4x4x1f32");
  Mats m = randomMats(s, 99);
  for (unsigned blgp = 0; blgp < 8; ++blgp)
    for (unsigned cbsz = 0; cbsz <= 4; ++cbsz) {
      Form f;
      f.mods = {cbsz, cbsz ? (blgp * 5 + cbsz) % (1u << cbsz) : 0, blgp};
      CAPTURE(blgp);
      CAPTURE(cbsz);
      compare(s, runAsm(s, f, m), reference(s, m, f.mods), "4x4x1f32 modifiers");
    }
}

TEST_CASE("func mfma: f16/bf16 rows flush subnormal inputs and results, f32 and f64 rows keep them") {
  auto all = gfx90aShapes();
  // 16x16x16f16: A = the smallest f16 subnormal everywhere, B = 1: the model flushes A, so D = C.
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_16x16x16f16");
    Mats m{std::vector<uint64_t>(s.M * s.K, 0x0001), std::vector<uint64_t>(s.K * s.N, 0x3c00), std::vector<uint64_t>(s.M * s.N, fb(2.0f))};
    auto d = runAsm(s, Form{}, m);
    for (uint64_t v : d) CHECK(v == fb(2.0f));
  }
  // bf16: 2^-100 * 2^-30 = 2^-130, a binary32 subnormal: flushed to +0 (C = 0).
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_32x32x8bf16_1k");
    uint64_t a = (127 - 100) << 7, b = (127 - 30) << 7;
    Mats m{std::vector<uint64_t>(s.M * s.K, a), std::vector<uint64_t>(s.K * s.N, b), std::vector<uint64_t>(s.M * s.N, 0)};
    auto d = runAsm(s, Form{}, m);
    for (uint64_t v : d) CHECK(v == 0);
  }
  // f32: the same subnormal product is kept (8 of them: 2^-127).
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_32x32x2f32");
    Mats m{std::vector<uint64_t>(s.M * s.K, fb(std::ldexp(1.0f, -100))), std::vector<uint64_t>(s.K * s.N, fb(std::ldexp(1.0f, -30))),
           std::vector<uint64_t>(s.M * s.N, 0)};
    auto d = runAsm(s, Form{}, m);
    for (uint64_t v : d) CHECK(v == fb(std::ldexp(1.0f, -129)));
  }
}

TEST_CASE("func mfma: f32 accumulation is a chain of rounded fmas, C first (the documented model)") {
  // 32x32x2f32 with C = 2^24, A[i][0] * B[0][j] = 1 and A[i][1] * B[1][j] = 1: C + 1 rounds
  // back to 2^24 (ties to even) at each step, so the chain gives 2^24, where an exact sum
  // rounded once would give 2^24 + 2.
  auto all = gfx90aShapes();
  const Shape& s = shapeNamed(all, "v_mfma_f32_32x32x2f32");
  Mats m{std::vector<uint64_t>(s.M * s.K, fb(1.0f)), std::vector<uint64_t>(s.K * s.N, fb(1.0f)),
         std::vector<uint64_t>(s.M * s.N, fb(16777216.0f))};
  auto d = runAsm(s, Form{}, m);
  for (uint64_t v : d) CHECK(v == fb(16777216.0f));
  CHECK(reference(s, m, {}) == d);
}

TEST_CASE("func mfma gfx942: the shape table has every new MFMA and SMFMAC row of gfx942, with the row's operand sizes") {
  auto all = gfx942NewShapes();
  CHECK(all.size() == 26);  // 2 xf32, 2 i8, 8 fp8/bf8, 14 SMFMAC
  const auto& desc = isa::description("gfx942");
  for (const Shape& s : all) {
    CAPTURE(s.name);
    const isa::Inst* r = nullptr;
    for (const auto& row : desc.insts)
      if (row->mnemonic == s.name) r = row.get();
    REQUIRE(r);
    const func::mfma::Shape* t = func::mfma::findShape(s.name);
    REQUIRE(t);
    bool executes = func::semanticsFor(*r) != nullptr;
    CHECK(executes);
    CHECK(t->m == s.M);
    CHECK(t->n == s.N);
    CHECK(t->k == s.K);
    CHECK(t->blocks == s.B);
    CHECK(t->sparse == s.sparse);
    CHECK(t->kPerLane() == s.kpl());
    CHECK(t->aDwords() == isa::typeDwords(r->ops[1].type, true));
    CHECK(t->bDwords() == isa::typeDwords(r->ops[2].type, true));
    CHECK(t->outDwords() == isa::typeDwords(r->ops[0].type, true));
    CHECK(s.aDw() == isa::typeDwords(r->ops[1].type, true));
    CHECK(s.bDw() == isa::typeDwords(r->ops[2].type, true));
    // The table's layout formulas agree with the calculator's equations (one block).
    for (unsigned i = 0; i < s.M; ++i)
      for (unsigned j = 0; j < s.N; ++j) {
        CHECK(t->outIndex(i, j, 0) == outReg(s, i, 0));
        CHECK(t->outLane(i, j, 0) == outLane(s, i, j, 0));
      }
    for (unsigned i = 0; i < s.M; ++i)
      for (unsigned k = 0; k < s.K; ++k) CHECK(t->inLane(s.M, i, k, 0) == inLane(s, s.M, i, k, 0));
  }
}

TEST_CASE("func mfma gfx942: every new MFMA and SMFMAC row matches the host GEMM, VGPR and AGPR forms, BLGP, index sets") {
  unsigned seed = 2000;
  for (const Shape& s : gfx942NewShapes()) {
    CAPTURE(s.name);
    Mats m = randomMats(s, seed++);
    // A, B in VGPRs; C = D in AGPRs.
    Form f1;
    compare(s, runAsm(s, f1, m), reference(s, m, {}), s.name + " v/v/a=a");
    // A, B in AGPRs; C and D in VGPRs (separate tuples for MFMA; SMFMAC's C is D). MFMA: a
    // BLGP pattern; SMFMAC: ABID picks one of the index sets (CBSZ = 0).
    Form f2;
    f2.abAgpr = true;
    f2.cdAgpr = false;
    f2.dIsC = s.sparse;
    if (s.sparse) f2.mods.abid = 1 + seed % (32 / s.kpl() - 1);
    else f2.mods.blgp = 1 + seed % 7;
    CAPTURE(f2.mods.abid);
    CAPTURE(f2.mods.blgp);
    compare(s, runAsm(s, f2, m), reference(s, m, f2.mods), s.name + " a/a/v");
    Form f3;
    if (s.sparse) {  // CBSZ != 0: index set 0 whatever ABID says
      f3.mods.cbsz = 1;
      f3.mods.abid = 1;
      compare(s, runAsm(s, f3, m), reference(s, m, {}), s.name + " cbsz:1 abid:1");
    } else {  // C an inline constant, D a separate AGPR tuple
      f3.cInline = true;
      f3.dIsC = false;
      Mats mc = m;
      for (auto& c : mc.c) c = s.out == T::I32 ? 3 : fb(1.0f);
      compare(s, runAsm(s, f3, m), reference(s, mc, {}), s.name + " C inline");
    }
  }
}

TEST_CASE("func mfma gfx942: the renamed gfx90a rows execute, f64 rows take NEG") {
  const auto& desc = isa::description("gfx942");
  auto row = [&](const char* name) {
    for (const auto& r : desc.insts)
      if (r->mnemonic == name) return parseShape(*r, "gfx942");
    FAIL("no gfx942 row " << name);
    return Shape{};
  };
  unsigned renamed = 0;
  for (const auto& r : desc.insts)
    if (r->mnemonic.starts_with("v_mfma_") && r->semantic != r->mnemonic) {
      CAPTURE(r->mnemonic);
      bool executes = func::semanticsFor(*r) != nullptr;
    CHECK(executes);
      ++renamed;
    }
  CHECK(renamed == 20);
  for (const char* name : {"v_mfma_f64_16x16x4_f64", "v_mfma_f64_4x4x4_4b_f64"})
    for (unsigned neg : {0u, 1u, 2u, 5u, 7u}) {
      Shape s = row(name);
      CAPTURE(name);
      CAPTURE(neg);
      Mats m = randomMats(s, 300 + neg);
      Form f;
      f.mods.neg = neg;
      compare(s, runAsm(s, f, m), reference(s, m, f.mods), s.name + " neg");
    }
  for (const char* name : {"v_mfma_f32_32x32x8_f16", "v_mfma_f32_4x4x4_16b_bf16", "v_mfma_i32_16x16x4_4b_i8"}) {
    Shape s = row(name);
    CAPTURE(name);
    Mats m = randomMats(s, 400);
    Form f;
    f.mods.blgp = 3;
    compare(s, runAsm(s, f, m), reference(s, m, f.mods), s.name);
  }
}

TEST_CASE("func mfma gfx942: fp8 and bf8 inputs decode exactly, subnormals kept, xf32 drops the low 13 fraction bits") {
  auto all = gfx942NewShapes();
  // 16x16x32 fp8: A = the smallest fp8 subnormal (2^-10) in column 0 only, B = 1.0 (0x40):
  // D[i][j] = C + 2^-10 exactly.
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_16x16x32_fp8_fp8");
    Mats m{std::vector<uint64_t>(s.M * s.K, 0), std::vector<uint64_t>(s.K * s.N, 0x40), std::vector<uint64_t>(s.M * s.N, fb(1.0f)), {}};
    for (unsigned i = 0; i < s.M; ++i) m.a[i * s.K] = 0x01;
    for (uint64_t v : runAsm(s, Form{}, m)) CHECK(v == fb(1.0f + std::ldexp(1.0f, -10)));
  }
  // bf8 largest finite (0x7f = 57344) times fp8 largest finite (0x7f = 240), K = 32 times:
  // 32 * 57344 * 240 = 440401920, exact in binary32.
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_16x16x32_bf8_fp8");
    Mats m{std::vector<uint64_t>(s.M * s.K, 0x7f), std::vector<uint64_t>(s.K * s.N, 0x7f), std::vector<uint64_t>(s.M * s.N, 0), {}};
    for (uint64_t v : runAsm(s, Form{}, m)) CHECK(v == fb(440401920.0f));
  }
  // xf32: A = 1 + 2^-23 (dropped) + 2^-10 (kept), B = 1: D = C + K * (1 + 2^-10).
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_16x16x8_xf32");
    Mats m{std::vector<uint64_t>(s.M * s.K, fb(1.0f) | 0x2001u), std::vector<uint64_t>(s.K * s.N, fb(1.0f)), std::vector<uint64_t>(s.M * s.N, 0), {}};
    for (uint64_t v : runAsm(s, Form{}, m)) CHECK(v == fb(8.0f * (1.0f + std::ldexp(1.0f, -10))));
  }
}

TEST_CASE("func mfma: clang-19's MFMA builtin kernels match the host GEMM") {
  auto obj = clangObject();
  auto all = gfx90aShapes();
  auto launch = [&](const std::string& kernel, std::vector<device::HostArg> args) {
    device::LaunchRequest req;
    req.kernel = kernel;
    req.geometry.grid = rt::Dim3{64, 1, 1};
    req.geometry.group = rt::Dim3{64, 1, 1};
    req.args = std::move(args);
    device::LaunchResult r = device::launchKernel(obj, "mfma.hsaco", req);
    REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
    return r;
  };
  struct Case {
    const char* kernel;
    const char* row;
    Mods mods;
  };
  const Case cases[] = {
      {"mfma_32x32x8f16", "v_mfma_f32_32x32x8f16", {}},
      {"mfma_16x16x16f16", "v_mfma_f32_16x16x16f16", {}},
      {"mfma_4x4x4f16_bcast", "v_mfma_f32_4x4x4f16", {3, 5, 6}},
      {"mfma_32x32x2f32_blgp", "v_mfma_f32_32x32x2f32", {0, 0, 1}},
      {"mfma_16x16x4bf16_1k_bcast", "v_mfma_f32_16x16x4bf16_1k", {2, 1, 3}},
      {"mfma_32x32x8i8_blgp", "v_mfma_i32_32x32x8i8", {0, 0, 4}},
      {"mfma_f64_16x16x4f64", "v_mfma_f64_16x16x4f64", {}},
  };
  unsigned seed = 500;
  for (const Case& c : cases) {
    CAPTURE(c.kernel);
    const Shape& s = shapeNamed(all, c.row);
    Mats m = randomMats(s, seed++);
    size_t nd = m.c.size();
    device::LaunchResult r;
    std::vector<uint64_t> got;
    switch (s.in) {
      case T::F16:
      case T::BF16:
        r = launch(c.kernel, {vecArg(narrow<uint16_t>(m.a)), vecArg(narrow<uint16_t>(m.b)), vecArg(narrow<uint32_t>(m.c)), bufferArg(nullptr, 4 * nd)});
        got = widen<uint32_t>(r.buffers[3], nd);
        break;
      case T::F32:
        r = launch(c.kernel, {vecArg(narrow<uint32_t>(m.a)), vecArg(narrow<uint32_t>(m.b)), vecArg(narrow<uint32_t>(m.c)), bufferArg(nullptr, 4 * nd)});
        got = widen<uint32_t>(r.buffers[3], nd);
        break;
      case T::I8:
        r = launch(c.kernel, {vecArg(narrow<uint8_t>(m.a)), vecArg(narrow<uint8_t>(m.b)), vecArg(narrow<uint32_t>(m.c)), bufferArg(nullptr, 4 * nd)});
        got = widen<uint32_t>(r.buffers[3], nd);
        break;
      default:
        r = launch(c.kernel, {vecArg(m.a), vecArg(m.b), vecArg(m.c), bufferArg(nullptr, 8 * nd)});
        got = widen<uint64_t>(r.buffers[3], nd);
        break;
    }
    compare(s, got, reference(s, m, c.mods), c.kernel);
  }
}

// Functional mode, and timing mode: there is no gfx942 GPU config, so the timing run uses
// configs/gfx90a.ini's timing model with the agent's target set to gfx942 (the results must
// be the same bits; the cycle counts mean nothing for MI300X).
TEST_CASE("func mfma gfx942: clang-19's gfx942 MFMA and SMFMAC builtin kernels match the host GEMM, functional and timing") {
  std::string text = test::readText(test::sourcePath("tests/golden/mfma942/mfma942.hsaco"));
  std::vector<uint8_t> obj(text.begin(), text.end());
  const auto& desc = isa::description("gfx942");
  auto row = [&](const std::string& name) {
    for (const auto& r : desc.insts)
      if (r->mnemonic == name) return parseShape(*r, "gfx942");
    FAIL("no gfx942 row " << name);
    return Shape{};
  };
  struct Case {
    const char* kernel;
    const char* row;
    Mods mods;
  };
  const Case cases[] = {
      {"mfma_16x16x32_fp8_fp8", "v_mfma_f32_16x16x32_fp8_fp8", {}},
      {"mfma_32x32x16_bf8_fp8_blgp", "v_mfma_f32_32x32x16_bf8_fp8", {0, 0, 2}},
      {"mfma_16x16x8_xf32", "v_mfma_f32_16x16x8_xf32", {}},
      {"mfma_i32_32x32x16_i8", "v_mfma_i32_32x32x16_i8", {}},
      {"smfmac_16x16x32_f16", "v_smfmac_f32_16x16x32_f16", {}},
      {"smfmac_i32_32x32x32_i8", "v_smfmac_i32_32x32x32_i8", {}},
      {"smfmac_16x16x64_fp8_bf8", "v_smfmac_f32_16x16x64_fp8_bf8", {}},
      {"mfma_32x32x8_f16", "v_mfma_f32_32x32x8_f16", {}},
      {"mfma_4x4x4_16b_f16_bcast", "v_mfma_f32_4x4x4_16b_f16", {2, 3, 5}},
  };
  timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath("configs/gfx90a.ini"));
  std::string why;
  gpu.agent.target = *isa::parseTargetId("gfx942", &why);
  for (bool timed : {false, true})
  for (unsigned n = 0; n < std::size(cases); ++n) {
    const Case& c = cases[n];
    CAPTURE(c.kernel);
    CAPTURE(timed);
    unsigned seed = 900 + n;
    Shape s = row(c.row);
    Mats m = randomMats(s, seed++);
    size_t nd = m.c.size();
    auto elems = [&](const std::vector<uint64_t>& v, T t) {
      return tbits(t) == 8 ? vecArg(narrow<uint8_t>(v)) : tbits(t) == 16 ? vecArg(narrow<uint16_t>(v)) : vecArg(narrow<uint32_t>(v));
    };
    std::vector<device::HostArg> args;
    if (s.sparse) {  // A compressed: the two kept values of each group of 4, and their positions
      std::vector<uint64_t> ac, ap;
      for (unsigned i = 0; i < s.M; ++i)
        for (unsigned k = 0; k < s.K; ++k)
          if (m.held[i * s.K + k]) {
            ac.push_back(m.a[i * s.K + k]);
            ap.push_back(k % 4);
          }
      args = {elems(ac, s.in), vecArg(narrow<uint8_t>(ap))};
    } else {
      args = {elems(m.a, s.in)};
    }
    args.push_back(elems(m.b, s.inB));
    args.push_back(vecArg(narrow<uint32_t>(m.c)));
    args.push_back(bufferArg(nullptr, 4 * nd));
    device::LaunchRequest req;
    req.kernel = c.kernel;
    req.geometry.grid = rt::Dim3{64, 1, 1};
    req.geometry.group = rt::Dim3{64, 1, 1};
    req.args = args;
    std::optional<timing::TimingEngine> engine;
    if (timed) {
      req.runtime = gpu.agent.runtimeConfig();
      engine.emplace(gpu);
      req.processor = &*engine;
    }
    device::LaunchResult r = device::launchKernel(obj, "mfma942.hsaco", req);
    REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
    compare(s, widen<uint32_t>(r.buffers.back(), nd), reference(s, m, c.mods), c.kernel);
  }
}

TEST_CASE("func mfma: clang-19's tiled f16 GEMM (64x64 tiles of v_mfma_f32_32x32x8f16) matches the host") {
  const int M = 256, N = 192, K = 320;
  std::mt19937 rng(7);
  std::vector<uint16_t> a(M * K), b(K * N);
  // f16 values in [-2, 2) with 4 significant bits: products and partial sums stay far from
  // subnormals, so only the f32 additions round.
  auto h = [&] {
    int v = static_cast<int>(rng() % 64) - 32;
    return static_cast<uint16_t>(v == 0 ? 0 : ((v < 0 ? 0x8000 : 0) | ((fb(static_cast<float>(std::abs(v)) / 16.0f) >> 13) - ((127 - 15) << 10))));
  };
  for (auto& v : a) v = h();
  for (auto& v : b) v = h();
  device::LaunchRequest req;
  req.kernel = "gemm_f16_64x64";
  req.geometry.grid = rt::Dim3{static_cast<uint32_t>((M / 64) * (N / 64) * 256), 1, 1};
  req.geometry.group = rt::Dim3{256, 1, 1};
  auto i32 = [](int v) {
    device::HostArg x;
    x.bytes.resize(4);
    std::memcpy(x.bytes.data(), &v, 4);
    return x;
  };
  req.args = {vecArg(a), vecArg(b), bufferArg(nullptr, 4 * M * N), i32(M), i32(N), i32(K)};
  device::LaunchResult r = device::launchKernel(clangObject(), "mfma.hsaco", req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  std::vector<float> d(M * N);
  std::memcpy(d.data(), r.buffers[2].data(), 4 * d.size());
  unsigned bad = 0, far = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float acc = 0;  // the model: one fma chain over k, the MFMAs chained through C
      double exact = 0;
      for (int k = 0; k < K; ++k) {
        float x = halfToF(a[i * K + k]), y = halfToF(b[k * N + j]);
        acc = ftz(std::fma(x, y, acc));
        exact += static_cast<double>(x) * y;
      }
      if (fb(d[i * N + j]) != fb(acc) && bad++ < 4) FAIL_CHECK("D[" << i << "][" << j << "] = " << d[i * N + j] << ", model " << acc);
      if (std::fabs(d[i * N + j] - exact) > 1e-3 * (1 + std::fabs(exact))) ++far;
    }
  CHECK(bad == 0);
  CHECK(far == 0);
}

// Rebuilds tests/golden/<dir> with its build.sh into a temporary directory and compares the
// .text bytes and the assembly with the checked-in files (skipped without clang-19).
static void checkGoldenLive(const std::string& dir, const std::string& name) {
  if (!test::haveTool("clang-19") || !test::haveTool("ld.lld-19") || !test::haveTool("llvm-objcopy-19") || !test::haveTool("llvm-objdump-19")) {
    MESSAGE("clang-19 tools not installed: live tier skipped");
    return;
  }
  std::string tmp = test::tempPath(name + "_golden");
  std::string log;
  int rc = test::runCommand("rm -rf " + tmp + " && OUT_DIR=" + tmp + " bash " + test::sourcePath("tests/golden/" + dir + "/build.sh") + " 2>&1", &log);
  REQUIRE_MESSAGE(rc == 0, log);
  auto text = [&](const std::string& obj) {
    std::string out;
    std::string bin = tmp + "/text.bin";
    REQUIRE(test::runCommand("llvm-objcopy-19 -O binary --only-section=.text " + obj + " " + bin, &out) == 0);
    return test::readText(bin);
  };
  std::string fresh = text(tmp + "/" + name + ".hsaco");
  std::string golden = text(test::sourcePath("tests/golden/" + dir + "/" + name + ".hsaco"));
  CHECK(!fresh.empty());
  CHECK_MESSAGE(fresh == golden, "tests/golden/" << dir << "/" << name << ".hsaco differs from clang-19's build: rerun its build.sh");
  CHECK(test::readText(tmp + "/" + name + ".s") == test::readText(test::sourcePath("tests/golden/" + dir + "/" + name + ".s")));
}

TEST_CASE("func mfma: the checked-in MFMA code object is what clang-19 builds (live)") { checkGoldenLive("mfma", "mfma"); }

TEST_CASE("func mfma gfx942: the checked-in gfx942 MFMA code object is what clang-19 builds (live)") {
  checkGoldenLive("mfma942", "mfma942");
}
