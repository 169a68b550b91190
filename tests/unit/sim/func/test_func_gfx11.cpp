// gfx1100 (RDNA3) instructions that have no gfx10 counterpart, run through the kernel
// harness (support/func_kernel.h) in wave32 and wave64, and clang-19's own gfx1100 builds of
// small kernels that use them (tests/asm/gfx11_clang). Expected values are computed here on
// the host, independently of the simulator's code.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "func/semantics.h"
#include "isa/description.h"
#include "support/func_kernel.h"
#include "support/test_util.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

namespace {

// ---------------------------------------------------------------------------------------
// Host references.

constexpr uint32_t kQNan = 0x7fc00000u, kSNan = 0x7fa00000u, kDenorm = 0x00000003u, kNegDenorm = 0x80400000u;

bool isNan32(uint32_t v) { return (v & 0x7fffffffu) > 0x7f800000u; }
bool isSNan32(uint32_t v) { return isNan32(v) && !(v & 0x00400000u); }
bool isDenorm32(uint32_t v) { return (v & 0x7f800000u) == 0 && (v & 0x007fffffu) != 0; }
uint32_t flush32(uint32_t v) { return isDenorm32(v) ? (v & 0x80000000u) : v; }

// v_min_f32 / v_max_f32 as the RDNA3 ISA describes them: in IEEE mode a signaling NaN
// operand gives that NaN quieted; otherwise a NaN operand loses to a number; -0 < +0. Pairs
// of NaNs are not compared bit-exactly by the tests (any NaN is accepted there).
uint32_t hostMinMax(uint32_t a, uint32_t b, bool isMax, bool ieee) {
  if (ieee && isSNan32(a)) return a | 0x00400000u;
  if (ieee && isSNan32(b)) return b | 0x00400000u;
  if (isNan32(a) && isNan32(b)) return kQNan;
  if (isNan32(a)) return b;
  if (isNan32(b)) return a;
  float x = bf(a), y = bf(b);
  if (x == 0 && y == 0) return isMax ? (a & b) : (a | b);  // the sign bits: -0 below +0
  return fb(isMax ? std::fmax(x, y) : std::fmin(x, y));
}
// CLAMP with DX10_CLAMP: [+0, 1], NaN -> +0.
uint32_t hostClamp(uint32_t v) {
  if (isNan32(v)) return 0;
  float f = bf(v);
  return f <= 0 ? 0u : f >= 1 ? fb(1.0f) : v;
}

double halfToDouble(uint16_t h) {
  int e = (h >> 10) & 31, m = h & 1023;
  double v = e == 0 ? std::ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : std::ldexp(1024 + m, e - 25);
  return (h & 0x8000) ? -v : v;
}
double bf16ToDouble(uint16_t h) { return static_cast<double>(bf(static_cast<uint32_t>(h) << 16)); }
// A double rounded to nearest even into a binary format with `frac` fraction bits and the
// given exponent bias (f16: 10, 15; bf16: 7, 127), keeping subnormals.
uint16_t roundToNarrow(double v, int frac, int bias) {
  uint16_t sign = std::signbit(v) ? static_cast<uint16_t>(0x8000) : uint16_t{0};
  v = std::fabs(v);
  uint16_t inf = static_cast<uint16_t>(((1 << (15 - frac)) - 1) << frac);
  if (std::isinf(v)) return sign | inf;
  if (v == 0) return sign;
  int e;
  std::frexp(v, &e);
  e -= 1;  // v in [2^e, 2^(e+1))
  int quantum = std::max(e, 1 - bias) - frac;
  double q = std::nearbyint(std::ldexp(v, -quantum));  // round to nearest even
  double r = std::ldexp(q, quantum);
  int re;
  std::frexp(r, &re);
  re -= 1;
  if (re > bias) return sign | inf;
  if (re < 1 - bias) return static_cast<uint16_t>(sign | static_cast<uint16_t>(q));  // subnormal
  uint32_t mant = static_cast<uint32_t>(std::ldexp(r, frac - re)) & ((1u << frac) - 1);
  return static_cast<uint16_t>(sign | ((re + bias) << frac) | mant);
}
uint16_t toHalf(double v) { return roundToNarrow(v, 10, 15); }
uint16_t toBf16(double v) { return roundToNarrow(v, 7, 127); }

void expect16(const std::vector<LaneOut>& out, unsigned lane, unsigned k, uint32_t want, const char* what) {
  uint32_t got = out[lane][k] & 0xffffu;
  CHECK_MESSAGE(got == (want & 0xffffu), std::string(what) << " lane " << lane << ": got " << hex(got) << " want "
                                                          << hex(want & 0xffffu));
}

std::string tname(const Tgt& t) { return std::string(t.name) + (t.wave == 64 ? " wave64" : " wave32"); }

// f32 operands with the interesting special values in every position, then random ones.
std::vector<LaneIn> specialF32Inputs(unsigned seed) {
  const uint32_t sp[] = {kQNan,        kSNan,         0x80000000u, 0u,          kDenorm, kNegDenorm, 0x7f800000u,
                         0xff800000u, fb(1.5f),      fb(-2.0f),   fb(0.25f),   fb(3.0f), fb(-0.5f)};
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-4.0f, 4.0f);
  std::vector<LaneIn> in;
  auto pick = [&](unsigned i) { return i < std::size(sp) ? sp[i] : fb(dist(rng)); };
  for (unsigned l = 0; l < kLanes; ++l) {
    LaneIn v{};
    for (auto& w : v) w = rng();
    v[0] = pick(l % 16);
    v[1] = pick((l / 4 + 3 * l) % 16);
    v[2] = pick((l * 7 + 5) % 16);
    in.push_back(v);
  }
  return in;
}

}  // namespace

// ---------------------------------------------------------------------------------------
// Which gfx11 rows the simulator runs. Everything not listed here has semantics; each
// listed row is still unimplemented (the list cannot go stale) and says why.
TEST_CASE("func gfx11: every gfx1100 row has semantics except the documented ones") {
  const std::map<std::string, const char*> kNotImplemented = {
      // Ray-tracing traversal stack.
      {"ds_bvh_stack_rtn_b32", "ray tracing"},
  };
  // Rows whose gfx10 semantics (sem=) the gfx10 simulator does not have either: the
  // graphics, debug, trap and M0-relative scalar instructions outside this simulator's scope.
  const auto& d10 = isa::description("gfx10");
  std::set<std::string> gfx10Missing;
  for (const auto& r : d10.insts)
    if (!func::semanticsFor(*r)) gfx10Missing.insert(r->semantic);

  const auto& d = isa::description("gfx11");
  std::set<std::string> missing, newMissing;
  size_t rows = 0;
  for (const auto& r : d.insts) {
    ++rows;
    if (func::semanticsFor(*r)) continue;
    missing.insert(r->mnemonic);
    if (!gfx10Missing.count(r->semantic)) newMissing.insert(r->mnemonic);
  }
  for (const auto& m : newMissing)
    CHECK_MESSAGE(kNotImplemented.count(m), m << " has no semantics and is not documented as unimplemented");
  for (const auto& [m, why] : kNotImplemented) CHECK_MESSAGE(missing.count(m), m << " (" << why << ") has semantics now");
  MESSAGE("gfx11: " << rows << " rows, " << missing.size() << " mnemonics without semantics (" << newMissing.size()
                    << " of them gfx11-only, " << missing.size() - newMissing.size() << " inherited from gfx10)");
}

// ---------------------------------------------------------------------------------------
TEST_CASE("func gfx11: v_maxmin_f32 / v_minmax_f32 follow v_min/v_max's NaN, zero and denormal rules") {
  auto in = specialF32Inputs(41);
  const std::string body =
      "v_maxmin_f32 v20, v2, v3, v4\nv_minmax_f32 v21, v2, v3, v4\n"
      "v_maxmin_f32 v22, -v2, |v3|, -|v4|\nv_minmax_f32 v23, v2, v3, v4 clamp";
  for (const Tgt& t : kGfx11)
    for (uint32_t mode : {kModeKeep, kModeFlush, kModeNoIeee}) {
      CAPTURE(tname(t));
      CAPTURE(mode);
      bool ieee = (mode >> 9) & 1, keep = (mode >> 4) & 1;
      auto out = run(t, body, in, mode);
      for (unsigned l = 0; l < kLanes; ++l) {
        auto fl = [&](uint32_t v) { return keep ? v : flush32(v); };
        uint32_t a = fl(in[l][0]), b = fl(in[l][1]), c = fl(in[l][2]);
        auto mm = [&](uint32_t x, uint32_t y, uint32_t z, bool maxFirst) {
          return fl(hostMinMax(hostMinMax(x, y, maxFirst, ieee), z, !maxFirst, ieee));
        };
        uint32_t want[4] = {mm(a, b, c, true), mm(a, b, c, false),
                            mm(fl(in[l][0] ^ 0x80000000u), fl(in[l][1] & 0x7fffffffu), fl(in[l][2] | 0x80000000u), true),
                            hostClamp(mm(a, b, c, false))};
        const char* what[4] = {"maxmin", "minmax", "maxmin with neg/abs", "minmax clamp"};
        for (unsigned k = 0; k < 4; ++k) {
          if (isNan32(want[k])) CHECK_MESSAGE(isNan32(out[l][k]), what[k] << " lane " << l << ": got " << hex(out[l][k]));
          else expect32(out, l, k, want[k], what[k]);
        }
      }
    }
}

TEST_CASE("func gfx11: v_maxmin_f16 / v_minmax_f16 keep the destination's high half") {
  // Values as f16 bits: qNaN, sNaN, -0, +0, a denormal, inf, -inf, 1.5, -2, 0.25, 3.
  const uint16_t sp[] = {0x7e00, 0x7d00, 0x8000, 0x0000, 0x0003, 0x7c00, 0xfc00, 0x3e00, 0xc000, 0x3400, 0x4200};
  std::vector<LaneIn> in;
  std::mt19937 rng(43);
  for (unsigned l = 0; l < kLanes; ++l) {
    LaneIn v{};
    for (auto& w : v) w = rng();
    auto h = [&](unsigned i) -> uint32_t { return sp[i % std::size(sp)]; };
    v[0] = h(l) | (h(l + 3) << 16);
    v[1] = h(l / 3 + 1) | (h(l + 5) << 16);
    v[2] = h(l * 5 + 2) | (h(l / 2) << 16);
    in.push_back(v);
  }
  auto minMax16 = [](uint16_t a, uint16_t b, bool isMax) -> uint16_t {  // IEEE mode, denormals kept
    auto nan = [](uint16_t v) { return (v & 0x7fff) > 0x7c00; };
    auto snan = [&](uint16_t v) { return nan(v) && !(v & 0x200); };
    if (snan(a)) return a | 0x200;
    if (snan(b)) return b | 0x200;
    if (nan(a) && nan(b)) return 0x7e00;
    if (nan(a)) return b;
    if (nan(b)) return a;
    double x = halfToDouble(a), y = halfToDouble(b);
    if (x == 0 && y == 0) return isMax ? (a & b) : (a | b);
    return (x < y) != isMax ? a : b;
  };
  auto check = [&](uint32_t got, uint16_t want, const char* what, unsigned l) {
    if ((want & 0x7fff) > 0x7c00) CHECK_MESSAGE((got & 0x7fff) > 0x7c00, what << " lane " << l << ": got " << hex(got));
    else CHECK_MESSAGE(got == want, what << " lane " << l << ": got " << hex(got) << " want " << hex(want));
  };
  for (const Tgt& t : kGfx11) {
    CAPTURE(tname(t));
    auto out = run(t, "v_maxmin_f16 v20, v2, v3, v4\nv_minmax_f16 v21, v2, v3, v4\n"
                      "v_maxmin_f16 v22, -v2, |v3|, v4",
                   in, kModeKeep);
    for (unsigned l = 0; l < kLanes; ++l) {
      auto lo = [&](unsigned k) { return static_cast<uint16_t>(in[l][k]); };
          check(out[l][0] & 0xffff, minMax16(minMax16(lo(0), lo(1), true), lo(2), false), "maxmin_f16", l);
      check(out[l][1] & 0xffff, minMax16(minMax16(lo(0), lo(1), false), lo(2), true), "minmax_f16", l);
      check(out[l][2] & 0xffff, minMax16(minMax16(lo(0) ^ 0x8000, lo(1) & 0x7fff, true), lo(2), false), "maxmin_f16 -a, |b|", l);
      // gfx11 keeps the high half of a 16-bit destination (v20..v22 start as v14..v16).
      for (unsigned k = 0; k < 3; ++k) CHECK((out[l][k] >> 16) == (in[l][12 + k] >> 16));
    }
  }
}

TEST_CASE("func gfx11: v_maxmin / v_minmax on signed and unsigned 32-bit integers") {
  const uint32_t edge[] = {0, 1, 0x7fffffffu, 0x80000000u, 0xffffffffu, 5, 0xfffffffbu, 100};
  std::mt19937 rng(44);
  std::vector<LaneIn> in;
  for (unsigned l = 0; l < kLanes; ++l) {
    LaneIn v{};
    for (auto& w : v) w = rng();
    if (l < 48) {
      v[0] = edge[l % 8];
      v[1] = edge[(l / 8) % 8];
      v[2] = edge[(l * 3 + 1) % 8];
    }
    in.push_back(v);
  }
  for (const Tgt& t : kGfx11) {
    CAPTURE(tname(t));
    auto out = run(t, "v_maxmin_u32 v20, v2, v3, v4\nv_minmax_u32 v21, v2, v3, v4\nv_maxmin_i32 v22, v2, v3, v4\n"
                      "v_minmax_i32 v23, v2, v3, s8\nv_minmax_i32 v25, -5, v3, 0x12345",
                   in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0], b = in[l][1], c = in[l][2];
      int32_t sa = static_cast<int32_t>(a), sb = static_cast<int32_t>(b), sc = static_cast<int32_t>(c);
      expect32(out, l, 0, std::min(std::max(a, b), c), "maxmin_u32");
      expect32(out, l, 1, std::max(std::min(a, b), c), "minmax_u32");
      expect32(out, l, 2, static_cast<uint32_t>(std::min(std::max(sa, sb), sc)), "maxmin_i32");
      expect32(out, l, 3, static_cast<uint32_t>(std::max(std::min(sa, sb), 0)), "minmax_i32 with s8 = 0");
      expect32(out, l, 5, static_cast<uint32_t>(std::max(std::min(-5, sb), 0x12345)), "minmax_i32 constants");
    }
  }
}

// ---------------------------------------------------------------------------------------
TEST_CASE("func gfx11: 16-bit logic, v_cndmask_b16 and v_cvt_pk_{i16,u16}_f32") {
  const float fv[] = {0.0f, -0.0f, 1.9f, -1.9f, 32767.4f, 32768.0f, -32769.5f, 65535.9f, 70000.0f, -1.0f,
                      INFINITY, -INFINITY, NAN, 1e-40f, 12345.6f, -0.99f};
  std::mt19937 rng(45);
  std::vector<LaneIn> in;
  for (unsigned l = 0; l < kLanes; ++l) {
    LaneIn v{};
    for (auto& w : v) w = rng();
    v[3] = fb(fv[l % 16]);
    v[4] = fb(fv[(l * 5 + 3) % 16]);
    v[11] = l % 3 == 0 ? 0u : l;  // v13: VCC
    in.push_back(v);
  }
  auto sat = [](float f, bool isSigned) -> uint32_t {
    if (std::isnan(f)) return 0;
    double t = std::trunc(static_cast<double>(f));
    double lo = isSigned ? -32768.0 : 0.0, hi = isSigned ? 32767.0 : 65535.0;
    return static_cast<uint32_t>(static_cast<int32_t>(std::clamp(t, lo, hi))) & 0xffffu;
  };
  for (const Tgt& t : kGfx11) {
    CAPTURE(tname(t));
    auto out = run(t,
                   "v_not_b16 v20, v2\nv_and_b16 v21, v2, v3\nv_or_b16 v22, v2, v3\nv_xor_b16 v23, v2, v3\n"
                   "v_cndmask_b16 v25, v2, v3, {VCC}\nv_cvt_pk_i16_f32 v26, v5, v6\nv_cvt_pk_u16_f32 v27, v5, v6",
                   in);
    auto neg = run(t, "v_cndmask_b16 v20, -v2, |v3|, {VCC}\nv_not_b16_e64 v21, v2", in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0], b = in[l][1];
      bool sel = in[l][11] != 0;
      expect16(out, l, 0, ~a, "not_b16");
      expect16(out, l, 1, a & b, "and_b16");
      expect16(out, l, 2, a | b, "or_b16");
      expect16(out, l, 3, a ^ b, "xor_b16");
      for (unsigned k = 0; k < 4; ++k)  // the high half is kept (v20..v23 start as v14..v17)
        CHECK_MESSAGE((out[l][k] >> 16) == (in[l][12 + k] >> 16), "high half of v" << 20 + k << " lane " << l);
      expect16(out, l, 5, sel ? b : a, "cndmask_b16");
      float f0 = bf(in[l][3]), f1 = bf(in[l][4]);
      expect32(out, l, 6, sat(f0, true) | (sat(f1, true) << 16), "cvt_pk_i16_f32");
      expect32(out, l, 7, sat(f0, false) | (sat(f1, false) << 16), "cvt_pk_u16_f32");
      expect16(neg, l, 0, sel ? (b & 0x7fff) : (a ^ 0x8000), "cndmask_b16 -a, |b|");
      expect16(neg, l, 1, ~a, "not_b16_e64");
    }
  }
}

TEST_CASE("func gfx11: v_permlane64_b32 swaps the wave64 halves and is a no-operation in wave32") {
  std::vector<LaneIn> in;
  for (unsigned l = 0; l < kLanes; ++l) in.push_back(lane32({0x1000u + l * 7u}));
  auto w64 = run(kGfx1100W64, "v_permlane64_b32 v20, v2\nv_permlane64_b32 v21, v20", in);
  for (unsigned l = 0; l < kLanes; ++l) {
    expect32(w64, l, 0, 0x1000u + (l ^ 32u) * 7u, "permlane64 wave64");
    expect32(w64, l, 1, 0x1000u + l * 7u, "permlane64 twice");
  }
  auto w32 = run(kGfx1100, "v_permlane64_b32 v20, v2", in);
  for (unsigned l = 0; l < kLanes; ++l) expect32(w32, l, 0, in[l][12], "permlane64 wave32 leaves the destination");
}

TEST_CASE("func gfx11: s_pack_hl_b32_b16 and s_wait_event") {
  std::vector<LaneIn> in = {lane32({0x11223344u, 0xaabbccddu})};
  for (const Tgt& t : kGfx11) {
    auto out = run(t,
                   "v_readfirstlane_b32 s8, v2\nv_readfirstlane_b32 s9, v3\ns_pack_hl_b32_b16 s10, s8, s9\n"
                   "s_wait_event 0x0\ns_pack_hl_b32_b16 s11, 0x12345678, s9\nv_mov_b32 v20, s10\nv_mov_b32 v21, s11",
                   in);
    expect32(out, 0, 0, 0xccdd1122u, "s_pack_hl: S0 high half below S1 low half");
    expect32(out, 0, 1, 0xccdd1234u, "s_pack_hl with a literal");
  }
}

// ---------------------------------------------------------------------------------------
TEST_CASE("func gfx11: dot products (f32 += bf16 pairs, f16 and bf16 results, mixed-sign integer)") {
  std::mt19937 rng(46);
  std::uniform_int_distribution<int> small(-64, 64);
  std::vector<LaneIn> in;
  // Halves: f16 values k/16 (exact products and sums), bf16 values k/8.
  auto f16of = [](int k) { return static_cast<uint32_t>(toHalf(k / 16.0)); };
  auto bf16of = [](int k) { return static_cast<uint32_t>(toBf16(k / 8.0)); };
  for (unsigned l = 0; l < kLanes; ++l) {
    LaneIn v{};
    for (auto& w : v) w = rng();
    v[0] = bf16of(small(rng)) | (bf16of(small(rng)) << 16);
    v[1] = bf16of(small(rng)) | (bf16of(small(rng)) << 16);
    v[2] = fb(static_cast<float>(small(rng)) / 4.0f);
    v[6] = f16of(small(rng)) | (f16of(small(rng)) << 16);
    v[7] = f16of(small(rng)) | (f16of(small(rng)) << 16);
    v[8] = f16of(small(rng)) | (f16of(small(rng)) << 16);
    v[9] = bf16of(small(rng)) | (bf16of(small(rng)) << 16);
    in.push_back(v);
  }
  // Lane 0: 1*1 + 2^-6*2^-5 + 2^-24 = 1 + 2^-11 + 2^-24 rounds up to 1 + 2^-10 only when the
  // sum is rounded once (an f16 intermediate would stop at the tie 1 + 2^-11 -> 1).
  in[0][6] = 0x3c00u | (static_cast<uint32_t>(toHalf(std::ldexp(1.0, -6))) << 16);
  in[0][7] = 0x3c00u | (static_cast<uint32_t>(toHalf(std::ldexp(1.0, -5))) << 16);
  in[0][8] = 0x0001u | (0x3c00u << 16);
  auto lo = [](uint32_t v) { return static_cast<uint16_t>(v); };
  auto hi = [](uint32_t v) { return static_cast<uint16_t>(v >> 16); };
  for (const Tgt& t : kGfx11) {
    CAPTURE(tname(t));
    auto out = run(t,
                   "v_dot2_f32_bf16 v20, v2, v3, v4\nv_dot2_f32_bf16 v21, v2, v3, v4 neg_lo:[1,0,0] neg_hi:[1,0,0]\n"
                   "v_dot2_f16_f16 v22, v8, v9, v10\nv_dot2_f16_f16 v23, v8, v9, v10 op_sel:[0,0,1,1]\n"
                   "v_dot2_bf16_bf16 v25, v2, v11, v3\nv_dot2_f16_f16 v26, v8, v9, -|v10|",
                   in);
    for (unsigned l = 0; l < kLanes; ++l) {
      const auto& v = in[l];
      double pb = bf16ToDouble(lo(v[0])) * bf16ToDouble(lo(v[1])) + bf16ToDouble(hi(v[0])) * bf16ToDouble(hi(v[1]));
      expect32(out, l, 0, fb(static_cast<float>(pb + bf(v[2]))), "dot2_f32_bf16");
      double nb = -bf16ToDouble(lo(v[0])) * bf16ToDouble(lo(v[1])) - bf16ToDouble(hi(v[0])) * bf16ToDouble(hi(v[1]));
      expect32(out, l, 1, fb(static_cast<float>(nb + bf(v[2]))), "dot2_f32_bf16 neg");
      double ph = halfToDouble(lo(v[6])) * halfToDouble(lo(v[7])) + halfToDouble(hi(v[6])) * halfToDouble(hi(v[7]));
      expect16(out, l, 2, toHalf(ph + halfToDouble(lo(v[8]))), "dot2_f16_f16");
      CHECK((out[l][2] >> 16) == (v[14] >> 16));  // the high half is kept (v22 starts as v16)
      CHECK_MESSAGE((out[l][3] >> 16) == toHalf(ph + halfToDouble(hi(v[8]))), "dot2_f16_f16 op_sel lane " << l);
      CHECK((out[l][3] & 0xffff) == (v[15] & 0xffff));
      double pbb = bf16ToDouble(lo(v[0])) * bf16ToDouble(lo(v[9])) + bf16ToDouble(hi(v[0])) * bf16ToDouble(hi(v[9]));
      expect16(out, l, 5, toBf16(pbb + bf16ToDouble(lo(v[1]))), "dot2_bf16_bf16");
      expect16(out, l, 6, toHalf(ph - std::fabs(halfToDouble(lo(v[8])))), "dot2_f16_f16 -|c|");
    }
    expect16(out, 0, 2, 0x3c01, "dot2_f16_f16 rounds the exact sum once");
  }
}

TEST_CASE("func gfx11: v_dot4_i32_iu8 / v_dot8_i32_iu4 signedness from neg_lo, clamp") {
  std::mt19937 rng(47);
  std::vector<LaneIn> in;
  for (unsigned l = 0; l < kLanes; ++l) {
    LaneIn v{};
    for (auto& w : v) w = rng();
    if (l % 4 == 0) v[2] = 0x7fffff00u;  // near INT32_MAX: clamp matters
    if (l % 4 == 1) v[2] = 0x80000010u;  // near INT32_MIN
    in.push_back(v);
  }
  auto ref = [](uint32_t a, uint32_t b, uint32_t c, unsigned bits, bool sa, bool sb) {
    int64_t sum = static_cast<int32_t>(c);
    unsigned mask = (1u << bits) - 1;
    for (unsigned i = 0; i < 32 / bits; ++i) {
      int64_t ea = (a >> (i * bits)) & mask, eb = (b >> (i * bits)) & mask;
      if (sa && ea > static_cast<int64_t>(mask >> 1)) ea -= mask + 1;
      if (sb && eb > static_cast<int64_t>(mask >> 1)) eb -= mask + 1;
      sum += ea * eb;
    }
    return sum;
  };
  auto clampI32 = [](int64_t v) { return static_cast<uint32_t>(std::clamp<int64_t>(v, INT32_MIN, INT32_MAX)); };
  for (const Tgt& t : kGfx11) {
    CAPTURE(tname(t));
    auto out = run(t,
                   "v_dot4_i32_iu8 v20, v2, v3, v4\nv_dot4_i32_iu8 v21, v2, v3, v4 neg_lo:[1,0,0]\n"
                   "v_dot4_i32_iu8 v22, v2, v3, v4 neg_lo:[0,1,0] clamp\nv_dot4_i32_iu8 v23, v2, v3, v4 neg_lo:[1,1,0] clamp\n"
                   "v_dot8_i32_iu4 v25, v2, v3, v4 neg_lo:[1,1,0]\nv_dot8_i32_iu4 v26, v2, v3, v4 neg_lo:[0,1,0] clamp\n"
                   "v_dot8_i32_iu4 v27, v2, v3, v4",
                   in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0], b = in[l][1], c = in[l][2];
      expect32(out, l, 0, static_cast<uint32_t>(ref(a, b, c, 8, false, false)), "dot4 u8*u8 wraps");
      expect32(out, l, 1, static_cast<uint32_t>(ref(a, b, c, 8, true, false)), "dot4 i8*u8");
      expect32(out, l, 2, clampI32(ref(a, b, c, 8, false, true)), "dot4 u8*i8 clamp");
      expect32(out, l, 3, clampI32(ref(a, b, c, 8, true, true)), "dot4 i8*i8 clamp");
      expect32(out, l, 5, static_cast<uint32_t>(ref(a, b, c, 4, true, true)), "dot8 i4*i4");
      expect32(out, l, 6, clampI32(ref(a, b, c, 4, false, true)), "dot8 u4*i4 clamp");
      expect32(out, l, 7, static_cast<uint32_t>(ref(a, b, c, 4, false, false)), "dot8 u4*u4");
    }
  }
}

// ---------------------------------------------------------------------------------------
TEST_CASE("func gfx11: ds_cmpstore takes the new value in data0 and the compare value in data1") {
  // Per lane: 8 bytes of LDS at lane * 8 hold a b32 and an f32, 8 more at 512 + lane * 8 an
  // f64. Registers: v2 / v3 the initial b32 / f32, v4 / v5 the new / compare b32, v6 / v7
  // the new / compare f32, v[8:9] the initial f64, v[10:11] the new f64, v[12:13] the
  // compare f64.
  const float fcmp[][2] = {{1.5f, 1.5f}, {0.0f, -0.0f}, {NAN, NAN}, {2.0f, 3.0f}};
  std::vector<LaneIn> in;
  for (unsigned l = 0; l < kLanes; ++l) {
    LaneIn v{};
    v[0] = 100 + l;
    v[1] = fb(fcmp[l % 4][0]);
    v[2] = l;
    v[3] = l % 2 ? 100 + l : 7;  // every other lane: the compare value matches
    v[4] = fb(-8.0f);
    v[5] = fb(fcmp[l % 4][1]);
    double d0 = fcmp[(l / 2) % 4][0], d1 = fcmp[(l / 2) % 4][1];
    v[6] = lo(db(d0)), v[7] = hi(db(d0));
    v[8] = lo(db(-3.0)), v[9] = hi(db(-3.0));
    v[10] = lo(db(d1)), v[11] = hi(db(d1));
    in.push_back(v);
  }
  const std::string body =
      "v_lshlrev_b32 v1, 3, v0\n"
      "ds_store_b64 v1, v[2:3]\nds_store_b64 v1, v[8:9] offset:512\n"
      "ds_cmpstore_rtn_b32 v20, v1, v4, v5\nds_cmpstore_f32 v1, v6, v7 offset:4\n"
      "ds_cmpstore_rtn_f64 v[22:23], v1, v[10:11], v[12:13] offset:512\n"
      "ds_load_b64 v[25:26], v1\ns_waitcnt lgkmcnt(0)\nv_mov_b32 v21, v26\nds_load_b64 v[26:27], v1 offset:512\n"
      "s_waitcnt lgkmcnt(0)";
  for (const Tgt& t : kGfx11) {
    CAPTURE(tname(t));
    auto out = run(t, body, in, kModeKeep, 1024);
    for (unsigned l = 0; l < kLanes; ++l) {
      const auto& v = in[l];
      expect32(out, l, 0, v[0], "cmpstore_rtn_b32 returns the old value");
      expect32(out, l, 5, v[3] == v[0] ? v[2] : v[0], "cmpstore_b32 stores data0 when data1 matches");
      expect32(out, l, 1, bf(v[5]) == bf(v[1]) ? v[4] : v[1], "cmpstore_f32 compares as floats");
      uint64_t old64 = pair(v[6], v[7]);
      expect64(out, l, 2, old64, "cmpstore_rtn_f64 returns the old value");
      expect64(out, l, 6, bd(pair(v[10], v[11])) == bd(old64) ? pair(v[8], v[9]) : old64, "cmpstore_f64 compares as floats");
    }
  }
}

// ---------------------------------------------------------------------------------------
// clang-19's own gfx1100 builds (tests/asm/gfx11_clang/*.s, regenerated by the live check
// below): assembled by gfxsim, run in the simulator, checked against the host.
namespace {

std::vector<uint8_t> assembleClang(const std::string& file, bool wave64) {
  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId("gfx1100", &why);
  o.target.wave64 = wave64;
  std::string path = test::sourcePath("tests/asm/gfx11_clang/" + file);
  return as::buildCodeObject(as::assemble(test::readText(path), path, o), false);
}

device::LaunchResult launchClang(const std::vector<uint8_t>& obj, const std::string& kernel, std::vector<device::HostArg> args) {
  device::LaunchRequest req;
  req.kernel = kernel;
  req.geometry.grid = rt::Dim3{kLanes, 1, 1};
  req.geometry.group = rt::Dim3{kLanes, 1, 1};
  req.args = std::move(args);
  device::LaunchResult r = device::launchKernel(obj, kernel, req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  return r;
}

}  // namespace

TEST_CASE("func gfx11: clang-19's fmin(fmax()) / min(max()) kernels select v_maxmin/v_minmax and match the host") {
  auto in = specialF32Inputs(49);
  std::vector<uint32_t> f(3 * kLanes), iv(3 * kLanes);
  std::mt19937 rng(50);
  const uint32_t edge[] = {0, 1, 0x7fffffffu, 0x80000000u, 0xffffffffu, 17, 0xfffffff0u};
  for (unsigned l = 0; l < kLanes; ++l)
    for (unsigned k = 0; k < 3; ++k) {
      f[3 * l + k] = in[l][k];
      iv[3 * l + k] = l < 40 ? edge[(l * (k + 2) + k) % 7] : static_cast<uint32_t>(rng());
    }
  for (const char* file : {"minmax-gfx1100-w32.s", "minmax-gfx1100-w64.s"}) {
    CAPTURE(file);
    std::string text = test::readText(test::sourcePath(std::string("tests/asm/gfx11_clang/") + file));
    for (const char* inst : {"v_maxmin_f32", "v_minmax_f32", "v_maxmin_i32", "v_minmax_i32", "v_maxmin_u32", "v_minmax_u32"})
      CHECK_MESSAGE(text.find(inst) != std::string::npos, "clang-19 no longer selects " << inst);
    auto obj = assembleClang(file, std::string(file).ends_with("w64.s"));
    auto rf = launchClang(obj, "minmax_f32", {bufferArg(nullptr, 8 * kLanes), bufferArg(f.data(), 12 * kLanes)});
    auto ri = launchClang(obj, "minmax_i32", {bufferArg(nullptr, 8 * kLanes), bufferArg(iv.data(), 12 * kLanes)});
    auto ru = launchClang(obj, "minmax_u32", {bufferArg(nullptr, 8 * kLanes), bufferArg(iv.data(), 12 * kLanes)});
    std::vector<uint32_t> of(2 * kLanes), oi(2 * kLanes), ou(2 * kLanes);
    std::memcpy(of.data(), rf.buffers[0].data(), 8 * kLanes);
    std::memcpy(oi.data(), ri.buffers[0].data(), 8 * kLanes);
    std::memcpy(ou.data(), ru.buffers[0].data(), 8 * kLanes);
    for (unsigned l = 0; l < kLanes; ++l) {
      // OpenCL fmin/fmax: a NaN operand is ignored (clang quiets signaling NaNs first).
      auto q = [](uint32_t v) { return isNan32(v) ? kQNan : v; };
      uint32_t a = q(f[3 * l]), b = q(f[3 * l + 1]), c = q(f[3 * l + 2]);
      uint32_t w0 = hostMinMax(hostMinMax(a, b, true, true), c, false, true);
      uint32_t w1 = hostMinMax(hostMinMax(a, b, false, true), c, true, true);
      if (isNan32(w0)) CHECK(isNan32(of[2 * l]));
      else CHECK_MESSAGE(of[2 * l] == w0, "fmin(fmax) lane " << l << ": got " << hex(of[2 * l]) << " want " << hex(w0));
      if (isNan32(w1)) CHECK(isNan32(of[2 * l + 1]));
      else CHECK_MESSAGE(of[2 * l + 1] == w1, "fmax(fmin) lane " << l << ": got " << hex(of[2 * l + 1]) << " want " << hex(w1));
      uint32_t x = iv[3 * l], y = iv[3 * l + 1], z = iv[3 * l + 2];
      int32_t sx = static_cast<int32_t>(x), sy = static_cast<int32_t>(y), sz = static_cast<int32_t>(z);
      CHECK(oi[2 * l] == static_cast<uint32_t>(std::min(std::max(sx, sy), sz)));
      CHECK(oi[2 * l + 1] == static_cast<uint32_t>(std::max(std::min(sx, sy), sz)));
      CHECK(ou[2 * l] == std::min(std::max(x, y), z));
      CHECK(ou[2 * l + 1] == std::max(std::min(x, y), z));
    }
  }
}

TEST_CASE("func gfx11: clang-19's LDS compare-and-swap kernels (ds_cmpstore_rtn_b32/_b64) match the host") {
  std::mt19937 rng(51);
  std::vector<int32_t> init(kLanes), cmp(kLanes), val(kLanes);
  std::vector<int64_t> init64(kLanes), cmp64(kLanes), val64(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) {
    init[l] = static_cast<int32_t>(rng());
    cmp[l] = l % 2 ? init[l] : init[l] ^ 1;
    val[l] = static_cast<int32_t>(rng());
    init64[l] = static_cast<int64_t>((uint64_t{rng()} << 32) | rng());
    cmp64[l] = l % 3 ? init64[l] : init64[l] ^ (int64_t{1} << 40);
    val64[l] = static_cast<int64_t>((uint64_t{rng()} << 32) | rng());
  }
  for (const char* file : {"cmpstore-gfx1100-w32.s", "cmpstore-gfx1100-w64.s"}) {
    CAPTURE(file);
    std::string text = test::readText(test::sourcePath(std::string("tests/asm/gfx11_clang/") + file));
    CHECK(text.find("ds_cmpstore_rtn_b32") != std::string::npos);
    CHECK(text.find("ds_cmpstore_rtn_b64") != std::string::npos);
    auto obj = assembleClang(file, std::string(file).ends_with("w64.s"));
    auto r32 = launchClang(obj, "cmpstore_b32", {bufferArg(nullptr, 8 * kLanes), bufferArg(init.data(), 4 * kLanes),
                                            bufferArg(cmp.data(), 4 * kLanes), bufferArg(val.data(), 4 * kLanes)});
    auto r64 = launchClang(obj, "cmpstore_b64", {bufferArg(nullptr, 16 * kLanes), bufferArg(init64.data(), 8 * kLanes),
                                            bufferArg(cmp64.data(), 8 * kLanes), bufferArg(val64.data(), 8 * kLanes)});
    std::vector<int32_t> o32(2 * kLanes);
    std::vector<int64_t> o64(2 * kLanes);
    std::memcpy(o32.data(), r32.buffers[0].data(), 8 * kLanes);
    std::memcpy(o64.data(), r64.buffers[0].data(), 16 * kLanes);
    for (unsigned l = 0; l < kLanes; ++l) {
      CHECK_MESSAGE(o32[2 * l] == init[l], "b32 old value, lane " << l);
      CHECK_MESSAGE(o32[2 * l + 1] == (cmp[l] == init[l] ? val[l] : init[l]), "b32 final value, lane " << l);
      CHECK_MESSAGE(o64[2 * l] == init64[l], "b64 old value, lane " << l);
      CHECK_MESSAGE(o64[2 * l + 1] == (cmp64[l] == init64[l] ? val64[l] : init64[l]), "b64 final value, lane " << l);
    }
  }
}

TEST_CASE("func gfx11: the checked-in clang-19 builds are what clang-19 produces (live)") {
  if (!test::haveTool("clang-19")) {
    MESSAGE("clang-19 not installed: live tier skipped");
    return;
  }
  for (const char* name : {"minmax", "cmpstore"})
    for (bool w64 : {false, true}) {
      std::string dir = test::sourcePath("tests/asm/gfx11_clang/");
      std::string out = test::tempPath(std::string(name) + (w64 ? "-w64.s" : "-w32.s"));
      std::string log;
      int rc = test::runCommand("cd " + dir + " && clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -Wall -Wextra -Werror "
                                "-mcpu=gfx1100" + std::string(w64 ? " -mwavefrontsize64" : "") + " -O2 -S " + name + ".cl -o " + out + " 2>&1",
                                &log);
      REQUIRE_MESSAGE(rc == 0, log);
      std::string golden = dir + name + "-gfx1100-" + (w64 ? "w64" : "w32") + ".s";
      CHECK_MESSAGE(test::readText(out) == test::readText(golden), golden << " differs from clang-19's output");
    }
}
