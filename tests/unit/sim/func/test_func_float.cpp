// Vector floating-point, conversion and packed-math semantics, driven through the real
// path: a tiny kernel assembled by gfxsim's assembler loads each lane's operands from a
// buffer, sets MODE, executes the instructions under test for every lane and stores the
// results; the launcher runs it in the functional simulator. Expected values are computed
// here independently (host C++ arithmetic, known constants), bit-exact where the ISA is
// exact.
#include <doctest/doctest.h>

#include <array>
#include <bit>
#include <cfenv>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "support/func_kernel.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

namespace {

float ftz(float x) { return std::fpclassify(x) == FP_SUBNORMAL ? std::copysign(0.0f, x) : x; }

}  // namespace

// ---------------------------------------------------------------------------------------
TEST_CASE("func float: f32 arithmetic, denormal MODE control and rounding") {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1000.0f, 1000.0f);
  const float den = bf(0x00123456);  // a denormal
  std::vector<std::array<float, 3>> ops = {
      {den, 1.0f, 0.0f}, {-den, 3.0f, den}, {bf(0x1f800000), bf(0x1f800000), 0.0f},  // 2^-64 * 2^-64: denormal product
      {1e30f, 1e10f, 1.0f}, {0.0f, -0.0f, -0.0f}, {INFINITY, 0.0f, 1.0f}};
  while (ops.size() < kLanes) ops.push_back({dist(rng), dist(rng), dist(rng)});
  std::vector<LaneIn> in;
  for (auto& o : ops) in.push_back(lane32({fb(o[0]), fb(o[1]), fb(o[2])}));
  const std::string body = "v_mul_f32_e32 v20, v2, v3\nv_add_f32_e32 v21, v2, v3\nv_fma_f32 v22, v2, v3, v4\nv_sub_f32_e32 v23, v2, v3";
  for (const Tgt& t : kMain) {
    for (uint32_t mode : {kModeKeep, kModeFlush}) {
      bool keep = mode == kModeKeep;
      auto out = run(t, body, in, mode);
      for (unsigned l = 0; l < kLanes; ++l) {
        float a = keep ? ops[l][0] : ftz(ops[l][0]), b = keep ? ops[l][1] : ftz(ops[l][1]), c = keep ? ops[l][2] : ftz(ops[l][2]);
        auto fix = [&](float r) { return keep ? r : ftz(r); };
        float want[4] = {fix(a * b), fix(a + b), fix(std::fma(a, b, c)), fix(a - b)};
        for (unsigned k = 0; k < 4; ++k) {
          if (std::isnan(want[k])) CHECK(std::isnan(bf(out[l][k])));
          else expect32(out, l, k, fb(want[k]), keep ? "keep" : "flush");
        }
      }
    }
  }
  // MODE rounding: 1 + 2^-30 rounds to 1 (nearest, toward zero, -inf) or 1 + 2^-23 (+inf).
  std::vector<LaneIn> rin = {lane32({fb(1.0f), fb(0x1.0p-30f)}), lane32({fb(-1.0f), fb(-0x1.0p-30f)})};
  for (const Tgt& t : kMain) {
    const uint32_t rmode[4] = {0, 1, 2, 3};
    const float wantPos[4] = {1.0f, 0x1.000002p0f, 1.0f, 1.0f}, wantNeg[4] = {-1.0f, -1.0f, -0x1.000002p0f, -1.0f};
    for (unsigned r = 0; r < 4; ++r) {
      auto out = run(t, "v_add_f32_e32 v20, v2, v3", rin, kModeKeep | rmode[r]);
      expect32(out, 0, 0, fb(wantPos[r]), "round pos");
      expect32(out, 1, 0, fb(wantNeg[r]), "round neg");
    }
  }
}

TEST_CASE("func float: min/max follow the IEEE-mode NaN rules and order -0 below +0") {
  const uint32_t sNaN = 0x7f800001, qNaN = 0x7fc00000, one = fb(1.0f), two = fb(2.0f), three = fb(3.0f);
  std::vector<LaneIn> in = {lane32({sNaN, one, two}), lane32({one, sNaN, two}), lane32({qNaN, one, two}),
                            lane32({one, qNaN, two}), lane32({0x80000000, 0, two}), lane32({0, 0x80000000, two}),
                            lane32({three, one, two}), lane32({one, qNaN, three})};
  const std::string body = "v_min_f32_e32 v20, v2, v3\nv_max_f32_e32 v21, v2, v3\nv_med3_f32 v22, v2, v3, v4\nv_max3_f32 v23, v2, v3, v4";
  for (const Tgt& t : kMain) {
    auto out = run(t, body, in, kModeKeep);
    // IEEE mode: a signaling NaN wins, quieted; a quiet NaN loses.
    expect32(out, 0, 0, 0x7fc00001, "min sNaN");
    expect32(out, 0, 1, 0x7fc00001, "max sNaN");
    expect32(out, 1, 0, 0x7fc00001, "min x,sNaN");
    expect32(out, 2, 0, one, "min qNaN");
    expect32(out, 3, 1, one, "max x,qNaN");
    expect32(out, 4, 0, 0x80000000, "min -0,+0");
    expect32(out, 4, 1, 0, "max -0,+0");
    expect32(out, 5, 0, 0x80000000, "min +0,-0");
    expect32(out, 5, 1, 0, "max +0,-0");
    expect32(out, 6, 2, two, "med3 3,1,2");
    expect32(out, 6, 3, three, "max3");
    expect32(out, 7, 2, one, "med3 with NaN = min3");
    auto nonIeee = run(t, body, in, kModeNoIeee);
    expect32(nonIeee, 0, 0, one, "non-IEEE min sNaN");
    expect32(nonIeee, 1, 1, one, "non-IEEE max x,sNaN");
  }
  // f64 and f16 forms.
  std::vector<LaneIn> in64 = {lane32({lo(0x7ff0000000000001ull), hi(0x7ff0000000000001ull), lo(db(1.0)), hi(db(1.0))}),
                              lane64({-0.0, 0.0}), lane64({2.5, -7.0})};
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_min_f64 v[20:21], v[2:3], v[4:5]\nv_max_f64 v[22:23], v[2:3], v[4:5]", in64, kModeKeep);
    expect64(out, 0, 0, 0x7ff8000000000001ull, "min_f64 sNaN");
    expect64(out, 1, 0, db(-0.0), "min_f64 -0");
    expect64(out, 1, 2, db(0.0), "max_f64 +0");
    expect64(out, 2, 0, db(-7.0), "min_f64");
    expect64(out, 2, 2, db(2.5), "max_f64");
    auto h = run(t, "v_max_f16_e32 v20, v2, v3\nv_min_f16_e32 v21, v2, v3", {lane32({0x7c01, 0x3c00}), lane32({0x7e00, 0x3c00})},
                 kModeKeep);
    expect32(h, 0, 0, 0x7e01, "max_f16 sNaN");
    expect32(h, 1, 1, 0x3c00, "min_f16 qNaN");
  }
}

TEST_CASE("func float: rounding to integers and fract edge cases") {
  std::vector<LaneIn> in = {lane32({fb(-0.0f)}), lane32({fb(-1e-10f)}), lane32({fb(INFINITY)}), lane32({0x7fc00123}),
                            lane32({fb(2.75f)}), lane32({fb(-2.25f)}), lane32({fb(2.5f)}), lane32({fb(-0.5f)}),
                            lane32({fb(3.5f)})};
  const std::string body = "v_fract_f32_e32 v20, v2\nv_rndne_f32_e32 v21, v2\nv_floor_f32_e32 v22, v2\nv_ceil_f32_e32 v23, v2";
  for (const Tgt& t : kMain) {
    auto out = run(t, body, in);
    expect32(out, 0, 0, 0, "fract(-0) = +0");
    expect32(out, 1, 0, 0x3f7fffff, "fract(-tiny) below 1");
    CHECK(std::isnan(bf(out[2][0])));
    expect32(out, 3, 0, 0x7fc00123, "fract(NaN)");
    expect32(out, 4, 0, fb(0.75f), "fract 2.75");
    expect32(out, 5, 0, fb(0.75f), "fract -2.25");
    expect32(out, 6, 1, fb(2.0f), "rndne 2.5");
    expect32(out, 7, 1, fb(-0.0f), "rndne -0.5");
    expect32(out, 8, 1, fb(4.0f), "rndne 3.5");
    expect32(out, 5, 2, fb(-3.0f), "floor -2.25");
    expect32(out, 5, 3, fb(-2.0f), "ceil -2.25");
    expect32(out, 0, 3, fb(-0.0f), "ceil -0");
  }
  std::vector<LaneIn> in64 = {lane64({-0.0}), lane64({-1e-300}), lane64({2.5}), lane64({-3.5}), lane64({1.75})};
  const std::string b64 = "v_fract_f64_e32 v[20:21], v[2:3]\nv_rndne_f64_e32 v[22:23], v[2:3]\nv_trunc_f64_e32 v[24:25], v[2:3]";
  for (const Tgt& t : kAll) {
    auto out = run(t, b64, in64);
    expect64(out, 0, 0, 0, "fract_f64(-0)");
    expect64(out, 1, 0, 0x3fefffffffffffffull, "fract_f64(-tiny)");
    expect64(out, 2, 2, db(2.0), "rndne_f64 2.5");
    expect64(out, 3, 2, db(-4.0), "rndne_f64 -3.5");
    expect64(out, 4, 0, db(0.75), "fract_f64 1.75");
    // v24 is overwritten by VCC after the body; v25 keeps the trunc's high half.
    CHECK(out[3][5] == hi(db(-3.0)));
  }
}

TEST_CASE("func float: legacy multiplies and the MAD family's denormal flushing") {
  const float den = bf(0x00400000);
  std::vector<LaneIn> in = {lane32({0, fb(INFINITY), fb(1.0f)}), lane32({fb(-0.0f), fb(5.0f), fb(1.0f)}),
                            lane32({0, 0x7fc00000, fb(1.0f)}), lane32({fb(3.0f), fb(-2.0f), fb(0.5f)}),
                            lane32({fb(den), fb(1.0f), 0}), lane32({fb(0x1p-70f), fb(0x1p-70f), 0})};
  for (const Tgt& t : kMain) {
    bool gfx9 = t.wave == 64;
    // v_mad_f32 and v_mac_f32 are GFX9 instructions.
    std::string body = "v_mul_legacy_f32_e32 v20, v2, v3\nv_fma_f32 v22, v2, v3, v4";
    if (gfx9) body += "\nv_mad_f32 v21, v2, v3, v4";
    auto out = run(t, body, in, kModeKeep);
    expect32(out, 0, 0, 0, "0 * inf legacy");
    expect32(out, 1, 0, 0, "-0 * 5 legacy = +0");
    expect32(out, 2, 0, 0, "0 * NaN legacy");
    expect32(out, 3, 0, fb(-6.0f), "3 * -2 legacy");
    if (gfx9) expect32(out, 3, 1, fb(-5.5f), "mad");
    // v_mad_f32 flushes denormal inputs and results even when MODE keeps them; v_fma_f32 does not.
    if (gfx9) expect32(out, 4, 1, 0, "mad denormal input");
    expect32(out, 4, 2, fb(den), "fma denormal input kept");
    if (gfx9) expect32(out, 5, 1, 0, "mad denormal product");
    expect32(out, 5, 2, fb(0x1p-140f), "fma denormal result kept");
  }
  // v_mac_f32 (gfx9) accumulates into (and flushes) its destination.
  std::vector<LaneIn> mac = {lane32({fb(2.0f), fb(3.0f), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, fb(1.0f)}),
                             lane32({fb(1.0f), fb(1.0f), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, fb(den)})};
  for (const Tgt& t : {kGfx900, kGfx90a}) {
    auto out = run(t, "v_mac_f32_e32 v20, v2, v3", mac, kModeKeep);
    expect32(out, 0, 0, fb(7.0f), "mac");
    expect32(out, 1, 0, fb(1.0f), "mac flushes the denormal accumulator");
  }
}

TEST_CASE("func float: conversions saturate, convert NaN to 0 and round per MODE") {
  std::vector<LaneIn> in = {lane32({fb(3e9f)}), lane32({fb(-3e9f)}), lane32({0x7fc00000}), lane32({fb(-1.5f)}),
                            lane32({fb(2.5f)}), lane32({fb(-0.7f)}), lane32({fb(65520.0f)}), lane32({fb(1.0009765625f + 0x1p-12f)})};
  const std::string body = "v_cvt_i32_f32_e32 v20, v2\nv_cvt_u32_f32_e32 v21, v2\nv_cvt_flr_i32_f32_e32 v22, v2\nv_cvt_rpi_i32_f32_e32 v23, v2";
  for (const Tgt& t : kMain) {
    auto out = run(t, body, in);
    expect32(out, 0, 0, 0x7fffffff, "i32 saturates");
    expect32(out, 0, 1, 3000000000u, "u32");
    expect32(out, 1, 0, 0x80000000, "i32 saturates low");
    expect32(out, 1, 1, 0, "u32 of negative");
    expect32(out, 2, 0, 0, "NaN -> 0");
    expect32(out, 2, 1, 0, "NaN -> 0 (u32)");
    expect32(out, 2, 2, 0, "flr NaN");
    expect32(out, 3, 0, static_cast<uint32_t>(-1), "trunc -1.5");
    expect32(out, 3, 2, static_cast<uint32_t>(-2), "flr -1.5");
    expect32(out, 3, 3, static_cast<uint32_t>(-1), "rpi -1.5");
    expect32(out, 4, 3, 3, "rpi 2.5");
    expect32(out, 5, 1, 0, "u32 -0.7");
  }
  // f32 <-> f16: nearest even, overflow to infinity, toward zero for pkrtz.
  std::vector<LaneIn> h = {lane32({fb(65520.0f), fb(65519.0f)}), lane32({fb(1.0f + 0x1p-11f), fb(1.0f + 0x1p-11f + 0x1p-20f)}),
                           lane32({fb(0x1p-25f), fb(0x1.8p-25f)}), lane32({0x7f800001, fb(-2.0f)})};
  const std::string hb = "v_cvt_f16_f32_e32 v20, v2\nv_cvt_f16_f32_e32 v21, v3\nv_cvt_pkrtz_f16_f32 v22, v2, v3\nv_cvt_f32_f16_e32 v23, v2";
  for (const Tgt& t : kMain) {
    auto out = run(t, hb, h, kModeKeep);
    expect32(out, 0, 0, 0x7c00, "65520 -> inf");
    expect32(out, 0, 1, 0x7bff, "65519 -> 65504");
    expect32(out, 0, 2, 0x7bff7bff, "pkrtz keeps max finite");
    expect32(out, 1, 0, 0x3c00, "tie to even");
    expect32(out, 1, 1, 0x3c01, "above the tie");
    expect32(out, 2, 0, 0x0000, "2^-25 ties to 0");
    expect32(out, 2, 1, 0x0001, "1.5 * 2^-25 -> smallest denormal");
    expect32(out, 3, 0, 0x7e00, "sNaN quieted");
    expect32(out, 3, 2, 0xc0007e00, "pkrtz halves");
    auto flush = run(t, hb, h, kModeFlush);
    expect32(flush, 2, 1, 0x0000, "f16 denormal flushed");
    // v_cvt_f32_f16 reads the low half of v2: 0x3c01 -> 1 + 2^-10.
    auto w = run(t, "v_cvt_f32_f16_e32 v20, v2\nv_cvt_f32_f16_e32 v21, v3", {lane32({0x3c01, 0x8001})}, kModeKeep);
    expect32(w, 0, 0, fb(1.0f + 0x1p-10f), "f16 -> f32");
    expect32(w, 0, 1, fb(-0x1p-24f), "f16 denormal -> f32");
    auto wf = run(t, "v_cvt_f32_f16_e32 v21, v3", {lane32({0x3c01, 0x8001})}, kModeFlush);
    expect32(wf, 0, 1, 0x80000000, "f16 denormal input flushed");
  }
  // f64 conversions.
  std::vector<LaneIn> d = {lane64({1e10}), lane64({-1e10}), lane64({-2.9}), lane64({1.0 + 0x1p-30}),
                           lane32({0, 0x7ff80000}), lane64({0x1p-140})};
  const std::string db_ = "v_cvt_i32_f64_e32 v20, v[2:3]\nv_cvt_u32_f64_e32 v21, v[2:3]\nv_cvt_f32_f64_e32 v22, v[2:3]";
  for (const Tgt& t : kAll) {
    auto out = run(t, db_, d, kModeKeep);
    expect32(out, 0, 0, 0x7fffffff, "i32_f64 sat");
    expect32(out, 0, 1, 0xffffffff, "u32_f64 sat");
    expect32(out, 1, 0, 0x80000000, "i32_f64 sat low");
    expect32(out, 2, 0, static_cast<uint32_t>(-2), "i32_f64 trunc");
    expect32(out, 2, 1, 0, "u32_f64 negative");
    expect32(out, 3, 2, fb(1.0f), "f32_f64 nearest");
    expect32(out, 4, 0, 0, "i32_f64 NaN");
    expect32(out, 5, 2, fb(0x1p-140f), "f32_f64 denormal kept");
    auto rtz = run(t, "v_cvt_f32_f64_e32 v22, v[2:3]", {lane64({1.0 - 0x1p-40}), lane64({-(1.0 - 0x1p-40)})}, kModeKeep | 3);
    expect32(rtz, 0, 2, fb(0x1.fffffep-1f), "f32_f64 toward zero");
    expect32(rtz, 1, 2, fb(-0x1.fffffep-1f), "f32_f64 toward zero (negative)");
    auto w = run(t, "v_cvt_f64_i32_e32 v[20:21], v2\nv_cvt_f64_u32_e32 v[22:23], v2\nv_cvt_f64_f32_e32 v[24:25], v3",
                 {lane32({0xffffffff, fb(0x1p-140f)})}, kModeKeep);
    expect64(w, 0, 0, db(-1.0), "f64_i32");
    expect64(w, 0, 2, db(4294967295.0), "f64_u32");
    CHECK(out.size() == kLanes);
    CHECK(pair(w[0][4], w[0][5]) != 0);  // v24 holds VCC; v25 the high half of 2^-140
    CHECK(w[0][5] == hi(db(0x1p-140)));
  }
  // Packing conversions.
  std::vector<LaneIn> p = {lane32({fb(0.5f), fb(-2.0f), 0x11223344, fb(200.7f), 1}),
                           lane32({0x7fc00000, fb(1.0f), 0xaabbccdd, fb(-3.0f), 3}),
                           lane32({fb(-0.25f), fb(0.75f), 0x7fff8000, 0x00010001, 2})};
  const std::string pb =
      "v_cvt_pknorm_i16_f32 v20, v2, v3\nv_cvt_pknorm_u16_f32 v21, v2, v3\nv_cvt_pk_u8_f32 v22, v5, v6, v4\n"
      "v_cvt_pk_i16_i32 v23, v4, v5";
  for (const Tgt& t : kMain) {
    auto out = run(t, pb, p);
    expect32(out, 0, 0, (static_cast<uint32_t>(static_cast<uint16_t>(-32767)) << 16) | 16384, "pknorm_i16");  // 0.5*32767 = 16383.5 -> 16384
    expect32(out, 0, 1, 0x00008000, "pknorm_u16");  // 0.5*65535 = 32767.5 -> 32768; -2 -> 0
    expect32(out, 0, 2, 0x1122c944, "pk_u8 byte 1 = 201");
    expect32(out, 1, 0, 0x7fff0000, "pknorm NaN -> 0");
    expect32(out, 1, 2, 0x00bbccdd, "pk_u8 byte 3 of -3 = 0");
    expect32(out, 2, 0, (24575u << 16) | static_cast<uint16_t>(-8192), "pknorm_i16 -0.25,0.75");
    expect32(out, 2, 3, 0x7fff7fff, "pk_i16_i32 saturates");
  }
  std::vector<LaneIn> i4;
  for (uint32_t v = 0; v < 16; ++v) i4.push_back(lane32({v | 0xfffffff0u}));
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_cvt_off_f32_i4_e32 v20, v2", i4);
    for (uint32_t v = 0; v < 16; ++v) expect32(out, v, 0, fb(static_cast<float>(v < 8 ? int(v) : int(v) - 16) / 16.0f), "off_f32_i4");
  }
}

// ---------------------------------------------------------------------------------------
TEST_CASE("func float: v_div_scale scales the operands and sets VCC") {
  // f64: lanes with S0 = denominator (v[2:3] = den, v[4:5] = num; the instruction
  // computes v_div_scale_f64 v[20:21], vcc, den, den, num) and S0 = numerator.
  struct C { double num, den; double wantDen, wantNum; int vcc; };
  const double t128 = 0x1p128;
  std::vector<C> cases = {
      {3.0, 7.0, 7.0, 3.0, 0},                                    // ordinary: unchanged
      {0x1p900, 0x1p100, 0x1p100 * t128, 0x1p900, 1},             // exponent difference >= 768
      {1.0, 0x1p-1030, 0x1p-1030 * t128, 1.0, 1},                 // denormal denominator, difference >= 768
      {0x1p-300, 0x1p-1030, 0x1p-1030 * t128, 0x1p-300 * t128, 0}, // denormal denominator, moderate quotient
      {0x1p-1000, 0x1p-500, 0x1p-500 * t128, 0x1p-1000 * t128, 0}, // tiny numerator (exponent field <= 53)
      {0x1p-1000, 3.0, 3.0, 0x1p-1000 * t128, 1},                 // exponent difference <= -768: numerator up
      {0x1p-200, 0x1p600, 0x1p600, 0x1p-200 * t128, 1},           // quotient near underflow: numerator up
      {0x1p300, 0x1p1023, 0x1p1023 / t128, 0x1p300 / t128, 0},    // huge denominator: both down
      {5.0, 0x1p1023, 0x1p1023 / t128, 5.0, 1},                   // huge denominator, difference <= -768
      {0x1p-300, 0x1p1023, 0x1p1023 / t128, 0x1p-300, 1},         // huge denominator, tiny quotient
  };
  std::vector<LaneIn> in;
  for (auto& c : cases) in.push_back(lane64({c.den, c.num}));
  in.push_back(lane64({0.0, 1.0}));  // zero denominator: NaN
  for (const Tgt& t : kAll) {
    auto out = run(t, "v_div_scale_f64 v[20:21], {VCC}, v[2:3], v[2:3], v[4:5]\nv_cndmask_b32_e64 v25, 0, 1, {VCC}\n"
                      "v_div_scale_f64 v[22:23], {VCC}, v[4:5], v[2:3], v[4:5]",
                   in);
    for (unsigned l = 0; l < cases.size(); ++l) {
      expect64(out, l, 0, db(cases[l].wantDen), "div_scale_f64 denominator");
      expect64(out, l, 2, db(cases[l].wantNum), "div_scale_f64 numerator");
      CHECK_MESSAGE(out[l][4] == static_cast<uint32_t>(cases[l].vcc), "vcc lane " << l);
      CHECK_MESSAGE(out[l][5] == static_cast<uint32_t>(cases[l].vcc), "vcc (den) lane " << l);
    }
    CHECK(std::isnan(bd(pair(out[cases.size()][0], out[cases.size()][1]))));
  }
  // f32: thresholds 96 and scale 2^64.
  struct C32 { float num, den, wantDen, wantNum; int vcc; };
  const float t64 = 0x1p64f;
  std::vector<C32> c32 = {{3.0f, 7.0f, 7.0f, 3.0f, 0},
                          {0x1p100f, 0x1p-10f, 0x1p-10f * t64, 0x1p100f, 1},
                          {0x1p-60f, 0x1p-130f, 0x1p-130f * t64, 0x1p-60f * t64, 0},
                          {1.0f, 0x1p-130f, 0x1p-130f * t64, 1.0f, 1},
                          {0x1p-110f, 0x1p-40f, 0x1p-40f * t64, 0x1p-110f * t64, 0},
                          {0x1p-110f, 3.0f, 3.0f, 0x1p-110f * t64, 1},
                          {0x1p40f, 0x1p127f, 0x1p127f / t64, 0x1p40f / t64, 0},
                          {0x1p-60f, 0x1p40f, 0x1p40f, 0x1p-60f * t64, 1}};
  std::vector<LaneIn> in32;
  for (auto& c : c32) in32.push_back(lane32({fb(c.den), fb(c.num)}));
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_div_scale_f32 v20, {VCC}, v2, v2, v3\nv_div_scale_f32 v21, {VCC}, v3, v2, v3", in32, kModeKeep);
    for (unsigned l = 0; l < c32.size(); ++l) {
      expect32(out, l, 0, fb(c32[l].wantDen), "div_scale_f32 denominator");
      expect32(out, l, 1, fb(c32[l].wantNum), "div_scale_f32 numerator");
      CHECK_MESSAGE(out[l][4] == static_cast<uint32_t>(c32[l].vcc), "vcc lane " << l);
    }
  }
}

TEST_CASE("func float: v_div_fmas fuses the VCC post-scale into one rounding") {
  // v13 != 0 sets VCC for the lane. v_div_fmas_f64 v[20:21], v[2:3], v[4:5], v[6:7].
  auto lane = [](double a, double b, double c, bool vcc) {
    LaneIn l = lane64({a, b, c});
    l[11] = vcc;
    return l;
  };
  std::vector<LaneIn> in = {
      lane(3.0, 5.0, 1.0, false),                      // plain fma: 16
      lane(3.0, 5.0, 1.0, true),                       // |c| < 2: * 2^-128
      lane(3.0, 5.0, 4.0, true),                       // |c| >= 2: * 2^128
      lane(0x1p-503, 0x1p-503, 2.5 * 0x1p-946, true),  // 2^-1074 * (2.5 + 2^-60): one rounding -> 3 ulps
      lane(0x1p1000, 0x1p20, 0x1p1020, true),          // overflow only after the scale
  };
  for (const Tgt& t : kAll) {
    auto out = run(t, "v_div_fmas_f64 v[20:21], v[2:3], v[4:5], v[6:7]", in, kModeKeep);
    expect64(out, 0, 0, db(16.0), "fmas no vcc");
    expect64(out, 1, 0, db(std::ldexp(16.0, -128)), "fmas vcc, small c");
    expect64(out, 2, 0, db(std::ldexp(19.0, 128)), "fmas vcc, large c");
    expect64(out, 3, 0, 3, "fmas rounds once into the denormal range");
    expect64(out, 4, 0, db(INFINITY), "fmas overflow");
    auto flush = run(t, "v_div_fmas_f64 v[20:21], v[2:3], v[4:5], v[6:7]", in, kModeFlush);
    expect64(flush, 3, 0, 0, "fmas denormal result flushed");
  }
  auto lane32v = [](float a, float b, float c, bool vcc) {
    LaneIn l = lane32({fb(a), fb(b), fb(c)});
    l[11] = vcc;
    return l;
  };
  std::vector<LaneIn> in32 = {lane32v(3.0f, 5.0f, 1.0f, false), lane32v(3.0f, 5.0f, 1.0f, true),
                              lane32v(3.0f, 5.0f, 4.0f, true),
                              lane32v(0x1p-43f, 0x1p-43f, 2.5f * 0x1p-85f, true)};  // 2^-149 * (2.5 + 2^-22)
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_div_fmas_f32 v20, v2, v3, v4", in32, kModeKeep);
    expect32(out, 0, 0, fb(16.0f), "fmas_f32");
    expect32(out, 1, 0, fb(16.0f * 0x1p-64f), "fmas_f32 vcc small c");
    expect32(out, 2, 0, fb(19.0f * 0x1p64f), "fmas_f32 vcc large c");
    expect32(out, 3, 0, 3, "fmas_f32 single rounding");
  }
}

TEST_CASE("func float: v_div_fixup special cases") {
  const uint64_t defNan = 0xfff8000000000000ull;
  // v_div_fixup_f64 v[20:21], quotient v[2:3], denominator v[4:5], numerator v[6:7]
  std::vector<LaneIn> in = {lane64({1.0, 0.0, 0.0}),       lane64({1.0, INFINITY, -INFINITY}), lane64({1.0, -0.0, 3.0}),
                            lane64({1.0, 2.0, -0.0}),      lane64({1.0, -INFINITY, 5.0}),    lane64({0.5, -2.0, 1.0}),
                            lane64({INFINITY, 0x1p-1000, 0x1p1000}), lane64({1.0, 0x1p1000, 0x1p-1000}),
                            lane32({0, 0, lo(db(2.0)), hi(db(2.0)), 0x1, 0x7ff00000}),  // signaling NaN numerator
                            lane64({0.75, 3.0, -2.25})};
  for (const Tgt& t : kAll) {
    auto out = run(t, "v_div_fixup_f64 v[20:21], v[2:3], v[4:5], v[6:7]", in, kModeKeep);
    expect64(out, 0, 0, defNan, "0/0");
    expect64(out, 1, 0, defNan, "inf/inf");
    expect64(out, 2, 0, db(-INFINITY), "x/-0");
    expect64(out, 3, 0, db(-0.0), "-0/x");
    expect64(out, 4, 0, db(-0.0), "x/-inf");
    expect64(out, 5, 0, db(-0.5), "sign fixed");
    expect64(out, 6, 0, db(INFINITY), "quotient overflow");
    expect64(out, 7, 0, db(0.0), "extreme underflow");
    expect64(out, 8, 0, 0x7ff8000000000001ull, "NaN numerator quieted");
    expect64(out, 9, 0, db(-0.75), "sign");
  }
  std::vector<LaneIn> in32 = {lane32({fb(1.0f), 0, 0}), lane32({fb(2.0f), fb(-3.0f), fb(6.0f)}),
                              lane32({fb(1.0f), fb(0x1p100f), fb(0x1p-60f)})};
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_div_fixup_f32 v20, v2, v3, v4\nv_div_fixup_f16 v21, v5, v6, v7", in32, kModeKeep);
    expect32(out, 0, 0, 0xffc00000, "f32 0/0");
    expect32(out, 1, 0, fb(-2.0f), "f32 sign");
    expect32(out, 2, 0, 0, "f32 extreme underflow");
  }
  std::vector<LaneIn> in16 = {lane32({0x3c00, 0, 0}), lane32({0x4000, 0xc200, 0x4600}), lane32({0x3c00, 0x0000, 0x3c00})};
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_div_fixup_f16 v21, v2, v3, v4", in16, kModeKeep);
    expect32(out, 0, 1, 0xfe00, "f16 0/0");
    expect32(out, 1, 1, 0xc000, "f16 sign");
    expect32(out, 2, 1, 0x7c00, "f16 x/0");
  }
}

// ---------------------------------------------------------------------------------------
TEST_CASE("func float: approximate operations return the correctly rounded value") {
  // Reciprocal square roots, correctly rounded (computed to 80 digits offline).
  struct R64 { double x; uint64_t want; };
  const R64 r64[] = {{2.0, 0x3fe6a09e667f3bcdull}, {3.0, 0x3fe279a74590331cull}, {10.0, 0x3fd43d136248490full},
                     {0.1, 0x40094c583ada5b52ull}, {1e-300, 0x5f138d352e5096afull}, {1.5, 0x3fea20bd700c2c3eull},
                     {7.0, 0x3fd83091e6a7f7e7ull}, {123456.789, 0x3f67509968c2d46aull}, {5e-324, 0x6180000000000000ull},
                     {4.0, db(0.5)}, {0.0, db(INFINITY)}, {-0.0, db(-INFINITY)}, {INFINITY, 0}};
  std::vector<LaneIn> in;
  for (auto& r : r64) in.push_back(lane64({r.x}));
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> u(-50.0, 50.0);
  std::vector<double> rnd;
  while (in.size() < kLanes) {
    double x = std::ldexp(1.0 + std::fabs(u(rng)) / 64, static_cast<int>(u(rng) * 20));
    rnd.push_back(x);
    in.push_back(lane64({x}));
  }
  for (const Tgt& t : kAll) {
    auto out = run(t, "v_rsq_f64_e32 v[20:21], v[2:3]\nv_rcp_f64_e32 v[22:23], v[2:3]", in, kModeKeep);
    for (unsigned l = 0; l < std::size(r64); ++l) expect64(out, l, 0, r64[l].want, "rsq_f64");
    for (unsigned l = 0; l < kLanes; ++l) {
      double x = bd(pair(in[l][0], in[l][1]));
      expect64(out, l, 2, db(1.0 / x), "rcp_f64");
    }
    auto s = run(t, "v_sqrt_f64_e32 v[20:21], v[2:3]", in, kModeKeep);
    for (unsigned l = 0; l < kLanes; ++l) {
      double x = bd(pair(in[l][0], in[l][1]));
      if (x < 0 || std::isnan(x)) continue;
      expect64(s, l, 0, db(std::sqrt(x)), "sqrt_f64");
    }
  }
  // f32: rsq (correctly rounded constants), rcp and sqrt against host IEEE float ops.
  struct R32 { uint32_t x, want; };
  const R32 r32[] = {{0x40000000, 0x3f3504f3}, {0x40400000, 0x3f13cd3a}, {0x41200000, 0x3ea1e89b}, {0x3dcccccd, 0x404a62c2},
                     {0x3fc00000, 0x3f5105ec}, {0x40e00000, 0x3ec1848f}};
  std::vector<LaneIn> in32;
  for (auto& r : r32) in32.push_back(lane32({r.x}));
  std::mt19937 rng32(5);
  std::uniform_real_distribution<float> uf(0.001f, 1000.0f);
  while (in32.size() < kLanes) in32.push_back(lane32({fb(uf(rng32))}));
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_rsq_f32_e32 v20, v2\nv_rcp_f32_e32 v21, v2\nv_sqrt_f32_e32 v22, v2", in32, kModeKeep);
    for (unsigned l = 0; l < std::size(r32); ++l) expect32(out, l, 0, r32[l].want, "rsq_f32");
    for (unsigned l = 0; l < kLanes; ++l) {
      float x = bf(in32[l][0]);
      expect32(out, l, 1, fb(1.0f / x), "rcp_f32");
      expect32(out, l, 2, fb(std::sqrt(x)), "sqrt_f32");
    }
  }
  // Sine and cosine take revolutions; quarter turns are exact.
  std::vector<LaneIn> tr = {lane32({fb(0.25f)}), lane32({fb(0.5f)}), lane32({fb(-0.25f)}), lane32({fb(1.0f / 12.0f)}),
                            lane32({fb(3.0f)}), lane32({fb(INFINITY)})};
  std::mt19937 rt(3);
  std::uniform_real_distribution<float> ut(-4.0f, 4.0f);
  while (tr.size() < kLanes) tr.push_back(lane32({fb(ut(rt))}));
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_sin_f32_e32 v20, v2\nv_cos_f32_e32 v21, v2\nv_exp_f32_e32 v22, v2\nv_log_f32_e32 v23, v2", tr);
    expect32(out, 0, 0, fb(1.0f), "sin quarter");
    expect32(out, 0, 1, 0, "cos quarter");
    expect32(out, 1, 0, 0, "sin half");
    expect32(out, 1, 1, fb(-1.0f), "cos half");
    expect32(out, 2, 0, fb(-1.0f), "sin -quarter");
    expect32(out, 3, 1, fb(static_cast<float>(std::cos(2 * M_PI / 12))), "cos 1/12");
    CHECK(std::fabs(bf(out[3][0]) - 0.5f) <= 0x1p-24f);
    expect32(out, 4, 2, fb(8.0f), "exp 3");
    CHECK(std::isnan(bf(out[5][0])));
    for (unsigned l = 6; l < kLanes; ++l) {
      double x = bf(tr[l][0]);
      float s = static_cast<float>(std::sin(2 * M_PI * x)), c = static_cast<float>(std::cos(2 * M_PI * x));
      // Within one f32 ULP of the host's sin/cos (the hardware's own error bound).
      CHECK(std::fabs(bf(out[l][0]) - s) <= std::fabs(std::nextafter(s, INFINITY) - s) + 1e-7f);
      CHECK(std::fabs(bf(out[l][1]) - c) <= std::fabs(std::nextafter(c, INFINITY) - c) + 1e-7f);
      float e = static_cast<float>(std::exp2(x));
      CHECK(bf(out[l][2]) == doctest::Approx(e).epsilon(1e-6));
    }
  }
  // The f32 transcendental-unit instructions flush denormals even when MODE keeps them.
  std::vector<LaneIn> dn = {lane32({0x00000400}), lane32({fb(0x1p127f)}), lane32({fb(-130.0f)})};
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_rcp_f32_e32 v20, v2\nv_log_f32_e32 v21, v2\nv_exp_f32_e32 v22, v2\nv_rsq_f32_e32 v23, v2", dn, kModeKeep);
    expect32(out, 0, 0, fb(INFINITY), "rcp of a denormal");
    expect32(out, 0, 1, fb(-INFINITY), "log of a denormal");
    expect32(out, 0, 3, fb(INFINITY), "rsq of a denormal");
    expect32(out, 1, 0, 0, "rcp with a denormal result");
    expect32(out, 2, 2, 0, "exp with a denormal result");
    auto h = run(t, "v_rcp_f16_e32 v20, v2", {lane32({0x7800})}, kModeKeep);  // 1/32768 = 2^-15: an f16 denormal
    expect32(h, 0, 0, 0x0200, "rcp_f16 keeps denormals");
  }
  std::vector<LaneIn> lg = {lane32({fb(8.0f)}), lane32({0}), lane32({fb(-1.0f)}), lane32({fb(INFINITY)}), lane32({fb(0.125f)})};
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_log_f32_e32 v20, v2\nv_exp_f32_e32 v21, v2", lg);
    expect32(out, 0, 0, fb(3.0f), "log 8");
    expect32(out, 1, 0, fb(-INFINITY), "log 0");
    CHECK(std::isnan(bf(out[2][0])));
    expect32(out, 3, 0, fb(INFINITY), "log inf");
    expect32(out, 4, 0, fb(-3.0f), "log 1/8");
    expect32(out, 2, 1, fb(0.5f), "exp -1");
  }
}

TEST_CASE("func float: frexp, ldexp and trig_preop") {
  const float den = bf(0x00000300);
  std::vector<LaneIn> in = {lane32({fb(12.0f), 3}), lane32({fb(-0.375f), static_cast<uint32_t>(-2)}), lane32({fb(INFINITY), 1}),
                            lane32({0, 5}), lane32({fb(den), 0}), lane32({fb(1.5f), static_cast<uint32_t>(-149)}),
                            lane32({fb(1.0f), 200})};
  const std::string body = "v_frexp_mant_f32_e32 v20, v2\nv_frexp_exp_i32_f32_e32 v21, v2\nv_ldexp_f32 v22, v2, v3";
  for (const Tgt& t : kMain) {
    auto out = run(t, body, in, kModeKeep);
    expect32(out, 0, 0, fb(0.75f), "mant 12");
    expect32(out, 0, 1, 4, "exp 12");
    expect32(out, 0, 2, fb(96.0f), "ldexp");
    expect32(out, 1, 0, fb(-0.75f), "mant -0.375");
    expect32(out, 1, 1, static_cast<uint32_t>(-1), "exp -0.375");
    expect32(out, 1, 2, fb(-0.09375f), "ldexp negative exponent");
    expect32(out, 2, 0, fb(INFINITY), "mant inf");
    expect32(out, 2, 1, 0, "exp inf");
    expect32(out, 3, 1, 0, "exp 0");
    expect32(out, 4, 0, fb(0.75f), "mant denormal");
    expect32(out, 4, 1, static_cast<uint32_t>(-139), "exp denormal");
    expect32(out, 5, 2, 2, "ldexp rounds to nearest even in the denormal range");  // 1.5 * 2^-149 -> 2 * 2^-149
    expect32(out, 6, 2, fb(INFINITY), "ldexp overflow");
    auto flush = run(t, body, in, kModeFlush);
    expect32(flush, 4, 1, 0, "frexp of a flushed denormal");
    expect32(flush, 5, 2, 0, "ldexp denormal result flushed");
  }
  std::vector<LaneIn> in64 = {lane32({lo(db(6.5)), hi(db(6.5)), static_cast<uint32_t>(-1)}), lane32({lo(db(0.3)), hi(db(0.3)), 2000}),
                              lane32({0, 0, 0}), lane32({0, 0, 1})};
  for (const Tgt& t : kAll) {
    auto out = run(t, "v_ldexp_f64 v[20:21], v[2:3], v4\nv_frexp_mant_f64_e32 v[22:23], v[2:3]", in64, kModeKeep);
    expect64(out, 0, 0, db(3.25), "ldexp_f64");
    expect64(out, 0, 2, db(0.8125), "frexp_mant_f64");
    expect64(out, 1, 0, db(INFINITY), "ldexp_f64 overflow");
    // trig_preop: segment 0 is the first 53 bits of 2/pi (0.a2f9836e4e44152...), scaled by 2^-53.
    auto tp = run(t, "v_trig_preop_f64 v[20:21], v[2:3], v4", in64, kModeKeep);
    expect64(tp, 2, 0, db(std::ldexp(static_cast<double>(0xa2f9836e4e44152ull >> 7), -53)), "trig_preop segment 0");
    expect64(tp, 3, 0, db(std::ldexp(static_cast<double>(0x14a7f09d5f47d4ull), -106)),
             "trig_preop segment 1");
  }
}

// ---------------------------------------------------------------------------------------
TEST_CASE("func float: half-precision arithmetic") {
  // 0x3c00 = 1, 0x4000 = 2, 0x3e00 = 1.5, 0x0001 = smallest denormal, 0x7bff = 65504.
  std::vector<LaneIn> in = {lane32({0x3e00, 0x4000, 0x3c00}), lane32({0x7bff, 0x7bff, 0}), lane32({0x0001, 0x3c00, 0}),
                            lane32({0x3c01, 0x3bff, 0xbc00}),  // (1+2^-10)(1-2^-11) - 1 = 2^-11 - 2^-21: fused keeps it
                            lane32({0x3c00, 0x1000, 0x0000})};
  const std::string body = "v_add_f16_e32 v20, v2, v3\nv_mul_f16_e32 v21, v2, v3\nv_fma_f16 v22, v2, v3, v4";
  for (const Tgt& t : kMain) {
    auto out = run(t, body, in, kModeKeep);
    expect32(out, 0, 0, 0x4300, "1.5 + 2");
    expect32(out, 0, 1, 0x4200, "1.5 * 2");
    expect32(out, 0, 2, 0x4400, "fma 1.5*2+1");
    expect32(out, 1, 0, 0x7c00, "overflow");
    expect32(out, 2, 0, 0x3c00, "denormal + 1");
    expect32(out, 2, 1, 0x0001, "denormal kept");
    expect32(out, 3, 2, 0x0ffe, "fma fused: 2^-11 - 2^-21 exactly");
    auto fl = run(t, body, in, kModeFlush);
    expect32(fl, 2, 1, 0x0000, "denormal flushed");
  }
  // v_mad_f16 (gfx9) rounds the product and flushes denormals.
  auto out = run(kGfx900, "v_mad_f16 v20, v2, v3, v4\nv_mac_f16_e32 v21, v2, v3", in, kModeKeep);
  expect32(out, 3, 0, 0x0000, "mad rounds the product to 1 first");
  expect32(out, 0, 0, 0x4400, "mad");
  // The high half of a 16-bit destination: GFX9 zeroes it (except for v_mac/madak/madmk_f16),
  // GFX10 keeps it.
  LaneIn h = lane32({0x3e00, 0x4000, fb(2.0f)});
  h[12] = h[13] = h[14] = 0xabcd0000;
  auto g9 = run(kGfx900, "v_add_f16_e32 v20, v2, v3\nv_mac_f16_e32 v21, v2, v3", {h}, kModeKeep);
  expect32(g9, 0, 0, 0x00004300, "gfx9 VOP2 f16 zeroes the high half");
  expect32(g9, 0, 1, 0xabcd4200, "gfx9 v_mac_f16 keeps the high half");
  auto g10 = run(kGfx1030, "v_add_f16_e32 v20, v2, v3\nv_fmac_f16_e32 v21, v2, v3\nv_cvt_f16_f32_e32 v22, v4", {h}, kModeKeep);
  expect32(g10, 0, 0, 0xabcd4300, "gfx10 keeps the high half");
  expect32(g10, 0, 1, 0xabcd4200, "gfx10 v_fmac_f16");
  expect32(g10, 0, 2, 0xabcd4000, "gfx10 v_cvt_f16_f32");
  // The VOP3 op_sel forms on gfx9 read and write the high halves.
  auto hs = run(kGfx900, "v_fma_f16 v20, v2, v3, v4 op_sel:[1,1,0,1]",
                {lane32({0x40000000, 0x3c000000, 0x3c00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x1234})});
  expect32(hs, 0, 0, 0x42001234, "op_sel: 2 * 1 + 1 into the high half, the low half kept");
}

TEST_CASE("func float: packed f16 and i16 math with op_sel, op_sel_hi and negation") {
  // v2 = {lo 1.0, hi 2.0}, v3 = {lo 3.0, hi 4.0}.
  std::vector<LaneIn> in = {lane32({0x40003c00, 0x44004200, 0x3c003c00})};
  for (const Tgt& t : kMain) {
    auto out = run(t,
                   "v_pk_add_f16 v20, v2, v3\n"
                   "v_pk_add_f16 v21, v2, v3 op_sel:[1,0] op_sel_hi:[0,1]\n"
                   "v_pk_mul_f16 v22, v2, v3 neg_lo:[1,0] neg_hi:[0,1]\n"
                   "v_pk_fma_f16 v23, v2, v3, v4",
                   in);
    expect32(out, 0, 0, 0x46004400, "pk_add: {4, 6}");
    expect32(out, 0, 1, 0x45004500, "pk_add swapped halves: lo 2+3, hi 1+4 -> {5, 5}");
    expect32(out, 0, 2, 0xc800c200, "pk_mul neg: lo -1*3, hi 2*-4");
    expect32(out, 0, 3, 0x48804400, "pk_fma: {1*3+1, 2*4+1}");
    auto mm = run(t, "v_pk_max_f16 v20, v2, v3\nv_pk_min_f16 v21, v2, v3 op_sel_hi:[0,0]", in);
    expect32(mm, 0, 0, 0x44004200, "pk_max");
    expect32(mm, 0, 1, 0x3c003c00, "pk_min of the low halves, twice");
  }
  std::vector<LaneIn> ii = {lane32({0x7fff0005, 0x00020003, 0xfff0fff0, 0x80000002})};
  for (const Tgt& t : kMain) {
    auto out = run(t,
                   "v_pk_add_i16 v20, v2, v3 clamp\n"
                   "v_pk_add_u16 v21, v4, v4 clamp\n"
                   "v_pk_lshlrev_b16 v22, v3, v2\n"
                   "v_pk_max_i16 v23, v2, v5",
                   ii);
    expect32(out, 0, 0, 0x7fff0008, "pk_add_i16 clamp");
    expect32(out, 0, 1, 0xffffffff, "pk_add_u16 clamp");
    expect32(out, 0, 2, 0xfffc0028, "pk_lshlrev_b16");
    expect32(out, 0, 3, 0x7fff0005, "pk_max_i16");
    auto mad = run(t, "v_pk_mad_u16 v20, v2, v3, v3\nv_pk_mul_lo_u16 v21, v2, v3\nv_pk_sub_u16 v22, v3, v2", ii);
    expect32(mad, 0, 0, (((0x7fffu * 2 + 2) & 0xffffu) << 16) | (5u * 3 + 3), "pk_mad_u16 wraps");
    expect32(mad, 0, 1, ((0x7fffu * 2) & 0xffff) << 16 | 15, "pk_mul_lo_u16");
    expect32(mad, 0, 2, ((2u - 0x7fff) & 0xffff) << 16 | ((3u - 5) & 0xffff), "pk_sub_u16");
  }
}

TEST_CASE("func float: gfx90a packed f32 on register pairs") {
  // v[2:3] = {1.5, -2}, v[4:5] = {4, 0.25}, v[6:7] = {10, 20}.
  std::vector<LaneIn> in = {lane32({fb(1.5f), fb(-2.0f), fb(4.0f), fb(0.25f), fb(10.0f), fb(20.0f)})};
  auto out = run(kGfx90a,
                 "v_pk_fma_f32 v[20:21], v[2:3], v[4:5], v[6:7]\n"
                 "v_pk_mul_f32 v[22:23], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1]\n"
                 "v_pk_add_f32 v[24:25], v[2:3], v[6:7] neg_hi:[1,0]",
                 in);
  expect32(out, 0, 0, fb(16.0f), "pk_fma lo");
  expect32(out, 0, 1, fb(19.5f), "pk_fma hi");
  expect32(out, 0, 2, fb(8.0f), "pk_mul lo: -2 * -4");
  expect32(out, 0, 3, fb(0.375f), "pk_mul hi: 1.5 * 0.25");
  // v24 is overwritten with VCC after the body; the high result survives in v25.
  expect32(out, 0, 5, fb(22.0f), "pk_add hi: 2 + 20");
}

TEST_CASE("func float: mixed-precision multiply-add") {
  // v2 = f16 pair {lo 2.0, hi 3.0}, v3 = f32 0.5, v4 = f32 1.0, v14 (-> v20) keeps 0xabcd in its halves.
  LaneIn l = lane32({0x42004000, fb(0.5f), fb(1.0f)});
  l[12] = 0xabcd1234;
  l[13] = 0x5678abcd;
  std::vector<LaneIn> in = {l};
  for (const Tgt& t : {kGfx1030, kGfx90a}) {
    auto out = run(t,
                   "v_fma_mix_f32 v22, v2, v3, v4 op_sel:[1,0,0] op_sel_hi:[1,0,0]\n"
                   "v_fma_mix_f32 v23, -v2, v2, v4 op_sel:[0,1,0] op_sel_hi:[1,1,0]\n"
                   "v_fma_mixlo_f16 v20, v2, v3, v4 op_sel_hi:[1,0,0]\n"
                   "v_fma_mixhi_f16 v21, v2, v3, v4 op_sel:[1,0,0] op_sel_hi:[1,0,0]",
                   in);
    expect32(out, 0, 2, fb(2.5f), "fma_mix: 3.0 (f16 hi) * 0.5 + 1");
    expect32(out, 0, 3, fb(-5.0f), "fma_mix: -2 * 3 + 1");
    expect32(out, 0, 0, 0xabcd3c00 + 0x0000 - 0x3c00 + 0x4000, "fma_mixlo: 2*0.5+1 = 2.0 in the low half");
    expect32(out, 0, 1, 0x4100abcd, "fma_mixhi: 3*0.5+1 = 2.5 in the high half");
  }
  auto out = run(kGfx900, "v_mad_mix_f32 v22, v2, v3, v4 op_sel:[1,0,0] op_sel_hi:[1,0,0]\nv_mad_mixhi_f16 v21, v2, v3, v4 op_sel_hi:[1,0,0]",
                 in);
  expect32(out, 0, 2, fb(2.5f), "mad_mix");
  expect32(out, 0, 1, 0x4000abcd, "mad_mixhi");
}

TEST_CASE("func float: dot products") {
  // v2 = f16 {lo 1.5, hi -2}, v3 = f16 {lo 4, hi 0.5}, v4 = f32 10.
  std::vector<LaneIn> in = {lane32({0xc0003e00, 0x38004400, fb(10.0f), 0x80ff7f02, 0x0303ff02, 0x7fffffff, 0x12345678, 0x87654321})};
  for (const Tgt& t : {kGfx1030, kGfx90a}) {
    auto out = run(t,
                   "v_dot2_f32_f16 v20, v2, v3, v4\n"
                   "v_dot4_i32_i8 v21, v5, v6, v7\n"
                   "v_dot4_i32_i8 v22, v5, v6, v7 clamp\n"
                   "v_dot8_u32_u4 v23, v8, v9, 0",
                   in);
    expect32(out, 0, 0, fb(1.5f * 4 + -2.0f * 0.5f + 10), "dot2_f32_f16");
    // bytes of v5: 02 7f ff 80 -> 2, 127, -1, -128; v6: 02 ff 03 03 -> 2, -1, 3, 3.
    int64_t s = 2 * 2 + 127 * -1 + -1 * 3 + -128 * 3;
    expect32(out, 0, 1, static_cast<uint32_t>(0x7fffffff + s), "dot4_i32_i8 wraps");
    expect32(out, 0, 2, 0x7fffffff + s > 0x7fffffff ? 0x7fffffffu : static_cast<uint32_t>(0x7fffffff + s), "dot4 clamp");
    uint32_t u = 0;
    for (int i = 0; i < 8; ++i) u += ((0x12345678u >> (4 * i)) & 15) * ((0x87654321u >> (4 * i)) & 15);
    expect32(out, 0, 3, u, "dot8_u32_u4");
  }
}

TEST_CASE("func float: output modifiers and clamp") {
  std::vector<LaneIn> in = {lane32({fb(0.75f), fb(0.5f)}), lane32({fb(-3.0f), fb(1.0f)}), lane32({0x7fc00000, fb(1.0f)})};
  for (const Tgt& t : kMain) {
    // OMOD applies only when IEEE mode is off and output denormals are flushed.
    auto off = run(t, "v_add_f32_e64 v20, v2, v3 mul:2\nv_add_f32_e64 v21, v2, v3 clamp\nv_add_f32_e64 v22, v2, v3 div:2", in,
                   kModeNoIeee);
    expect32(off, 0, 0, fb(2.5f), "mul:2");
    expect32(off, 0, 1, fb(1.0f), "clamp high");
    expect32(off, 1, 1, 0, "clamp low");
    expect32(off, 2, 1, 0, "clamp NaN with DX10_CLAMP");
    expect32(off, 0, 2, fb(0.625f), "div:2");
    auto ieee = run(t, "v_add_f32_e64 v20, v2, v3 mul:2", in, kModeKeep);
    expect32(ieee, 0, 0, fb(1.25f), "OMOD ignored in IEEE mode");
    auto nan = run(t, "v_add_f32_e64 v21, v2, v3 clamp", in, 0x200);
    CHECK(std::isnan(bf(nan[2][1])));
  }
}

// ---------------------------------------------------------------------------------------
// The f64 division sequence clang-19 emits for a / b (tests/golden/clang19/*/poly_double-O2.s)
// gives the correctly rounded quotient.
TEST_CASE("func float: clang's f64 division sequence gives correctly rounded quotients") {
  const std::string gfx9Seq =
      "v_div_scale_f64 v[6:7], s[8:9], v[4:5], v[4:5], v[2:3]\n"
      "v_rcp_f64_e32 v[10:11], v[6:7]\n"
      "v_fma_f64 v[12:13], -v[6:7], v[10:11], 1.0\n"
      "v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]\n"
      "v_div_scale_f64 v[12:13], vcc, v[2:3], v[4:5], v[2:3]\n"
      "v_fma_f64 v[14:15], -v[6:7], v[10:11], 1.0\n"
      "v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]\n"
      "v_mul_f64 v[14:15], v[12:13], v[10:11]\n"
      "v_fma_f64 v[6:7], -v[6:7], v[14:15], v[12:13]\n"
      "v_div_fmas_f64 v[6:7], v[6:7], v[10:11], v[14:15]\n"
      "v_div_fixup_f64 v[20:21], v[6:7], v[4:5], v[2:3]";
  const std::string gfx10Seq =
      "v_div_scale_f64 v[6:7], null, v[4:5], v[4:5], v[2:3]\n"
      "v_div_scale_f64 v[12:13], vcc_lo, v[2:3], v[4:5], v[2:3]\n"
      "v_rcp_f64_e32 v[10:11], v[6:7]\n"
      "v_fma_f64 v[14:15], -v[6:7], v[10:11], 1.0\n"
      "v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]\n"
      "v_fma_f64 v[14:15], -v[6:7], v[10:11], 1.0\n"
      "v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]\n"
      "v_mul_f64 v[14:15], v[12:13], v[10:11]\n"
      "v_fma_f64 v[6:7], -v[6:7], v[14:15], v[12:13]\n"
      "v_div_fmas_f64 v[6:7], v[6:7], v[10:11], v[14:15]\n"
      "v_div_fixup_f64 v[20:21], v[6:7], v[4:5], v[2:3]";
  // Pairs (numerator, denominator): edge cases, then random values over the whole
  // exponent range (denormal quotients, overflow, scaled operands included).
  std::vector<std::pair<double, double>> pairs = {
      {1.0, 3.0}, {2.0, 3.0}, {-7.0, 0.1}, {0x1p1023, 0x1p-1}, {0x1p1023, 0x1p-60}, {0x1p-1074, 3.0}, {0x1p-1022, 0x1p52},
      {3.0, 0x1p-1074}, {1.0, 0x1p1023}, {0x1.fffffffffffffp1023, 0x1.0000000000001p0}, {1e-310, 1e-300}, {0.0, 5.0},
      {5.0, 0.0}, {-0.0, -2.0}, {INFINITY, 2.0}, {2.0, INFINITY}, {INFINITY, INFINITY}, {0.0, 0.0},
      {std::nan(""), 1.0}, {1.0, std::nan("")}, {0x1p-1000, 0x1p30}, {0x1p-600, 0x1p500}, {0x1p700, 0x1p-300},
      {123456789.0, 1e-320}, {9007199254740993.0, 3.0}, {1.0, 0x1.0000000000001p0}, {0x1.8p-1070, 0x1.4p1}};
  std::mt19937_64 rng(2024);
  auto randomDouble = [&](int emin, int emax) {
    uint64_t mant = rng() & ((1ull << 52) - 1);
    int e = emin + static_cast<int>(rng() % static_cast<uint64_t>(emax - emin + 1));
    uint64_t sign = rng() & 1;
    return bd((sign << 63) | (static_cast<uint64_t>(e) << 52) | mant);
  };
  while (pairs.size() < 5 * kLanes) {
    size_t kind = pairs.size() % 4;
    if (kind == 0) pairs.push_back({randomDouble(1, 2046), randomDouble(1, 2046)});          // anything
    else if (kind == 1) pairs.push_back({randomDouble(1000, 1046), randomDouble(1000, 1046)});  // ordinary
    else if (kind == 2) pairs.push_back({randomDouble(0, 60), randomDouble(900, 2046)});      // tiny quotients
    else pairs.push_back({randomDouble(1900, 2046), randomDouble(0, 200)});                   // huge quotients
  }
  for (const Tgt& t : kAll) {
    const std::string& seq = t.wave == 32 ? gfx10Seq : gfx9Seq;
    unsigned mismatches = 0;
    for (size_t base = 0; base < pairs.size(); base += kLanes) {
      std::vector<LaneIn> in;
      for (size_t i = base; i < base + kLanes && i < pairs.size(); ++i) in.push_back(lane64({pairs[i].first, pairs[i].second}));
      auto out = run(t, seq, in, kModeKeep);
      for (size_t i = base; i < base + kLanes && i < pairs.size(); ++i) {
        double want = pairs[i].first / pairs[i].second;
        uint64_t got = pair(out[i - base][0], out[i - base][1]);
        bool ok = std::isnan(want) ? std::isnan(bd(got)) : got == db(want);
        if (!ok) ++mismatches;
        CHECK_MESSAGE(ok, t.name << ": " << pairs[i].first << " / " << pairs[i].second << " = " << bd(got) << " ("
                                 << hex(got) << "), want " << want << " (" << hex(db(want)) << ")");
      }
    }
    CHECK(mismatches == 0);
  }
}

// The f32 division sequence LLVM emits when f32 denormals are kept (MODE keeps them here).
TEST_CASE("func float: the f32 division sequence gives correctly rounded quotients") {
  const std::string seq =
      "v_div_scale_f32 v6, s[8:9], v3, v3, v2\n"
      "v_div_scale_f32 v7, {VCC}, v2, v3, v2\n"
      "v_rcp_f32_e32 v8, v6\n"
      "v_fma_f32 v9, -v6, v8, 1.0\n"
      "v_fma_f32 v8, v9, v8, v8\n"
      "v_mul_f32_e32 v9, v7, v8\n"
      "v_fma_f32 v10, -v6, v9, v7\n"
      "v_fma_f32 v9, v10, v8, v9\n"
      "v_fma_f32 v6, -v6, v9, v7\n"
      "v_div_fmas_f32 v6, v6, v8, v9\n"
      "v_div_fixup_f32 v20, v6, v3, v2";
  std::mt19937 rng(99);
  auto randomFloat = [&](int emin, int emax) {
    uint32_t e = static_cast<uint32_t>(emin + static_cast<int>(rng() % static_cast<uint32_t>(emax - emin + 1)));
    return bf(((rng() & 1) << 31) | (e << 23) | (rng() & 0x7fffff));
  };
  std::vector<std::pair<float, float>> pairs = {{1.0f, 3.0f}, {0x1p-149f, 3.0f}, {3.0f, 0x1p-149f}, {0x1p127f, 0x1p-10f},
                                                {0x1p-130f, 0x1p100f}, {0.0f, 0.0f}, {INFINITY, 1.0f}, {1.0f, 0.0f}};
  while (pairs.size() < 4 * kLanes) {
    size_t kind = pairs.size() % 4;
    if (kind == 0) pairs.push_back({randomFloat(1, 254), randomFloat(1, 254)});
    else if (kind == 1) pairs.push_back({randomFloat(110, 140), randomFloat(110, 140)});
    else if (kind == 2) pairs.push_back({randomFloat(0, 30), randomFloat(100, 254)});
    else pairs.push_back({randomFloat(200, 254), randomFloat(0, 60)});
  }
  for (const Tgt& t : kMain) {
    std::string body = t.wave == 32 ? replaceAll(seq, "s[8:9]", "s8") : seq;
    for (size_t base = 0; base < pairs.size(); base += kLanes) {
      std::vector<LaneIn> in;
      for (size_t i = base; i < base + kLanes; ++i) in.push_back(lane32({fb(pairs[i].first), fb(pairs[i].second)}));
      auto out = run(t, body, in, kModeKeep);
      for (size_t i = base; i < base + kLanes; ++i) {
        float want = pairs[i].first / pairs[i].second;
        uint32_t got = out[i - base][0];
        bool ok = std::isnan(want) ? std::isnan(bf(got)) : got == fb(want);
        CHECK_MESSAGE(ok, t.name << ": " << pairs[i].first << " / " << pairs[i].second << " = " << bf(got) << " (" << hex(got)
                                 << "), want " << want << " (" << hex(fb(want)) << ")");
      }
    }
  }
}

TEST_CASE("func float: v_ldexp_f64 reads its exponent as one register, also the wave's last VGPR (difftest seed 301464)") {
  // The exponent operand is 32-bit (the ISA row's src1:b32): reading it as a register pair
  // faulted when it was the last VGPR of the allocation (32 here), as clang-19 -O2 code had it.
  std::vector<LaneIn> in;
  const double xs[] = {1.5, -3.0, 0.1, 1e300, 5e-324};
  const int32_t es[] = {3, -2, 10, 10, 1074};
  for (unsigned i = 0; i < 5; ++i) {
    LaneIn l = lane64({xs[i]});
    l[2] = static_cast<uint32_t>(es[i]);  // v4
    in.push_back(l);
  }
  for (const Tgt& t : kAll) {
    auto out = run(t, "v_mov_b32_e32 v31, v4\nv_ldexp_f64 v[20:21], v[2:3], v31", in, kModeKeep);
    for (unsigned i = 0; i < 5; ++i) expect64(out, i, 0, db(std::ldexp(xs[i], es[i])), "ldexp_f64");
  }
}
