// Vector integer (16-bit, saturating, SAD family) and lane/register-move semantics, run
// through the same kernel harness as the float tests (support/func_kernel.h). Expected
// values are computed here on the host, independently of the simulator's code.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "support/func_kernel.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

namespace {

const Tgt kGfx1030W64{"gfx1030", 64};
bool isGfx10(const Tgt& t) { return std::string(t.name) == "gfx1030"; }

// Operand values with the interesting edges of 8/16/32-bit integers, then random ones.
std::vector<LaneIn> intInputs(unsigned seed) {
  const uint32_t edge[] = {0, 1, 0x7fff, 0x8000, 0xffff, 0x7fffffff, 0x80000000, 0xffffffff, 0x00ff00ff, 0xff00ff00, 0x12345678};
  std::mt19937 rng(seed);
  std::vector<LaneIn> in;
  for (uint32_t a : edge)
    for (uint32_t b : {0x7fffu, 0x8000u, 0xffffffffu, 0x80000000u, 1u}) {
      if (in.size() == kLanes) break;
      LaneIn l{};
      for (auto& v : l) v = rng();
      l[0] = a;
      l[1] = b;
      l[2] = a ^ b;
      l[3] = b - a;
      in.push_back(l);
    }
  while (in.size() < kLanes) {
    LaneIn l{};
    for (auto& v : l) v = rng();
    in.push_back(l);
  }
  return in;
}

int64_t sx16(uint32_t v) { return static_cast<int16_t>(v & 0xffff); }
int64_t sx32(uint32_t v) { return static_cast<int32_t>(v); }
uint32_t clampS(int64_t v, int bits) {
  int64_t lim = (int64_t{1} << (bits - 1));
  v = v < -lim ? -lim : v > lim - 1 ? lim - 1 : v;
  return static_cast<uint32_t>(v);
}
uint32_t clampU(int64_t v, int bits) {
  int64_t lim = (int64_t{1} << bits) - 1;
  return static_cast<uint32_t>(v < 0 ? 0 : v > lim ? lim : v);
}
uint32_t byteOf(uint64_t v, unsigned i) { return static_cast<uint32_t>((v >> (8 * i)) & 0xff); }
uint32_t sadRef(uint32_t a, uint32_t b, bool masked) {
  uint32_t s = 0;
  for (unsigned i = 0; i < 4; ++i) {
    int d = static_cast<int>(byteOf(a, i)) - static_cast<int>(byteOf(b, i));
    if (!masked || byteOf(b, i)) s += static_cast<uint32_t>(d < 0 ? -d : d);
  }
  return s;
}

void expect16(const std::vector<LaneOut>& out, unsigned lane, unsigned k, uint32_t want, const char* what) {
  uint32_t got = out[lane][k] & 0xffff;
  CHECK_MESSAGE(got == (want & 0xffff), std::string(what) << " lane " << lane << ": got " << hex(got) << " want " << hex(want & 0xffff));
}

}  // namespace

// ---------------------------------------------------------------------------------------
TEST_CASE("func int: signed and unsigned adds saturate under clamp, wrap without") {
  auto in = intInputs(11);
  for (const Tgt& t : kMain) {
    bool g10 = isGfx10(t);
    std::string body = g10 ? "v_add_nc_i32 v20, v2, v3\nv_add_nc_i32 v21, v2, v3 clamp\nv_sub_nc_i32 v22, v2, v3 clamp\n"
                             "v_add_nc_i16 v23, v2, v3 clamp\nv_sub_nc_i16 v25, v2, v3 clamp\n"
                             "v_add_nc_u16 v26, v2, v3 clamp\nv_sub_nc_u16 v27, v2, v3 clamp"
                           : "v_add_i32 v20, v2, v3\nv_add_i32 v21, v2, v3 clamp\nv_sub_i32 v22, v2, v3 clamp\n"
                             "v_add_i16 v23, v2, v3 clamp\nv_sub_i16 v25, v2, v3 clamp\n"
                             "v_add_u16_e64 v26, v2, v3 clamp\nv_sub_u16_e64 v27, v2, v3 clamp";
    auto out = run(t, body, in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0], b = in[l][1];
      expect32(out, l, 0, a + b, "add_i32 wraps");
      expect32(out, l, 1, clampS(sx32(a) + sx32(b), 32), "add_i32 clamp");
      expect32(out, l, 2, clampS(sx32(a) - sx32(b), 32), "sub_i32 clamp");
      expect16(out, l, 3, clampS(sx16(a) + sx16(b), 16), "add_i16 clamp");
      expect16(out, l, 5, clampS(sx16(a) - sx16(b), 16), "sub_i16 clamp");
      expect16(out, l, 6, clampU(int64_t{a & 0xffff} + (b & 0xffff), 16), "add_u16 clamp");
      expect16(out, l, 7, clampU(int64_t{a & 0xffff} - (b & 0xffff), 16), "sub_u16 clamp");
    }
    // Without clamp the 16-bit forms wrap.
    std::string wrap = g10 ? "v_add_nc_i16 v20, v2, v3\nv_sub_nc_i16 v21, v2, v3\nv_sub_nc_i32 v22, v2, v3"
                           : "v_add_i16 v20, v2, v3\nv_sub_i16 v21, v2, v3\nv_sub_i32 v22, v2, v3";
    auto w = run(t, wrap, in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0], b = in[l][1];
      expect16(w, l, 0, a + b, "add_i16 wraps");
      expect16(w, l, 1, a - b, "sub_i16 wraps");
      expect32(w, l, 2, a - b, "sub_i32 wraps");
    }
  }
}

TEST_CASE("func int: 16-bit results keep the destination's high half on gfx10, zero it on gfx9") {
  auto in = intInputs(12);
  for (const Tgt& t : kMain) {
    bool g10 = isGfx10(t);
    // v20..v23 start as v14..v17.
    std::string body = g10 ? "v_mul_lo_u16 v20, v2, v3\nv_max_i16 v21, v2, v3\nv_lshlrev_b16 v22, v2, v3\n"
                             "v_mad_u16 v23, v2, v3, v4 op_sel:[0,0,0,1]"
                           : "v_mul_lo_u16_e32 v20, v2, v3\nv_max_i16_e32 v21, v2, v3\nv_lshlrev_b16_e32 v22, v2, v3\n"
                             "v_mad_u16 v23, v2, v3, v4 op_sel:[0,0,0,1]";
    auto out = run(t, body, in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0], b = in[l][1], c = in[l][2];
      uint32_t mul = (a * b) & 0xffff;
      uint32_t mx = static_cast<uint32_t>(std::max(sx16(a), sx16(b))) & 0xffff;
      uint32_t shl = ((b & 0xffff) << (a & 15)) & 0xffff;
      uint32_t keep0 = g10 ? in[l][12] & 0xffff0000u : 0, keep1 = g10 ? in[l][13] & 0xffff0000u : 0,
               keep2 = g10 ? in[l][14] & 0xffff0000u : 0;
      expect32(out, l, 0, keep0 | mul, "mul_lo_u16");
      expect32(out, l, 1, keep1 | mx, "max_i16");
      expect32(out, l, 2, keep2 | shl, "lshlrev_b16");
      // op_sel[3]: the result goes to the high half, the low half stays.
      uint32_t mad = ((a & 0xffff) * (b & 0xffff) + (c & 0xffff)) & 0xffff;
      expect32(out, l, 3, (mad << 16) | (in[l][15] & 0xffff), "mad_u16 op_sel hi");
    }
  }
}

TEST_CASE("func int: 16-bit multiply-adds and three-operand min/max/median") {
  auto in = intInputs(13);
  for (const Tgt& t : kMain) {
    std::string body =
        "v_mad_u16 v20, v2, v3, v4\nv_mad_i16 v21, v2, v3, v4 clamp\nv_mad_i32_i16 v22, v2, v3, v5\n"
        "v_min3_i16 v23, v2, v3, v4\nv_max3_u16 v25, v2, v3, v4\nv_med3_i16 v26, v2, v3, v4\nv_med3_u16 v27, v2, v3, v4";
    auto out = run(t, body, in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0], b = in[l][1], c = in[l][2], e = in[l][3];
      int64_t sa = sx16(a), sb = sx16(b), sc = sx16(c);
      uint32_t ua = a & 0xffff, ub = b & 0xffff, uc = c & 0xffff;
      expect16(out, l, 0, ua * ub + uc, "mad_u16");
      expect16(out, l, 1, clampS(sa * sb + sc, 16), "mad_i16 clamp");
      expect32(out, l, 2, static_cast<uint32_t>(sa * sb + sx32(e)), "mad_i32_i16");
      expect16(out, l, 3, static_cast<uint32_t>(std::min({sa, sb, sc})), "min3_i16");
      expect16(out, l, 5, std::max({ua, ub, uc}), "max3_u16");
      int64_t s3[3] = {sa, sb, sc};
      std::sort(s3, s3 + 3);
      uint32_t u3[3] = {ua, ub, uc};
      std::sort(u3, u3 + 3);
      expect16(out, l, 6, static_cast<uint32_t>(s3[1]), "med3_i16");
      expect16(out, l, 7, u3[1], "med3_u16");
    }
    std::string body2 = "v_min3_u16 v20, v2, v3, v4\nv_max3_i16 v21, v2, v3, v4\nv_mad_u16 v22, v2, v3, v4 clamp\nv_mad_i16 v23, v2, v3, v4";
    if (!isGfx10(t)) body2 += "\nv_mad_legacy_u16 v25, v2, v3, v4 clamp\nv_mad_legacy_i16 v26, v2, v3, v4";
    auto o2 = run(t, body2, in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0], b = in[l][1], c = in[l][2];
      int64_t sa = sx16(a), sb = sx16(b), sc = sx16(c);
      uint32_t ua = a & 0xffff, ub = b & 0xffff, uc = c & 0xffff;
      expect16(o2, l, 0, std::min({ua, ub, uc}), "min3_u16");
      expect16(o2, l, 1, static_cast<uint32_t>(std::max({sa, sb, sc})), "max3_i16");
      expect16(o2, l, 2, clampU(int64_t{ua} * ub + uc, 16), "mad_u16 clamp");
      expect16(o2, l, 3, static_cast<uint32_t>(sa * sb + sc), "mad_i16 wraps");
      if (!isGfx10(t)) {
        // No op_sel on the legacy forms: the high half is zeroed.
        expect32(o2, l, 5, clampU(int64_t{ua} * ub + uc, 16), "mad_legacy_u16 clamp");
        expect32(o2, l, 6, static_cast<uint32_t>(sa * sb + sc) & 0xffff, "mad_legacy_i16");
      }
    }
  }
}

TEST_CASE("func int: sums of absolute differences and byte lerp") {
  auto in = intInputs(14);
  for (const Tgt& t : kMain) {
    std::string body = "v_sad_u8 v20, v2, v3, v4\nv_sad_hi_u8 v21, v2, v3, v4\nv_sad_u16 v22, v2, v3, v4\n"
                       "v_msad_u8 v23, v2, v3, v4\nv_lerp_u8 v25, v2, v3, v4\nv_sad_u32 v26, v2, v3, v4\n"
                       "v_sad_u8 v27, v2, v3, v4 clamp";
    auto out = run(t, body, in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0], b = in[l][1], c = in[l][2];
      expect32(out, l, 0, sadRef(a, b, false) + c, "sad_u8");
      expect32(out, l, 1, (sadRef(a, b, false) << 16) + c, "sad_hi_u8");
      uint32_t d16 = (a & 0xffff) > (b & 0xffff) ? (a & 0xffff) - (b & 0xffff) : (b & 0xffff) - (a & 0xffff);
      expect32(out, l, 2, d16 + c, "sad_u16");
      expect32(out, l, 3, sadRef(a, b, true) + c, "msad_u8");
      uint32_t lerp = 0;
      for (unsigned i = 0; i < 4; ++i) lerp |= ((byteOf(a, i) + byteOf(b, i) + (byteOf(c, i) & 1)) / 2) << (8 * i);
      expect32(out, l, 5, lerp, "lerp_u8");
      expect32(out, l, 6, (a > b ? a - b : b - a) + c, "sad_u32");
      expect32(out, l, 7, clampU(int64_t{sadRef(a, b, false)} + c, 32), "sad_u8 clamp");
    }
    // Quad SADs: v[6:7] the eight bytes, v3 the reference, v[8:9] / v[8:11] accumulators.
    std::string q = "v_qsad_pk_u16_u8 v[20:21], v[6:7], v3, v[8:9]\nv_mqsad_pk_u16_u8 v[22:23], v[6:7], v3, v[8:9]";
    auto oq = run(t, q, in);
    auto om = run(t, "v_mqsad_u32_u8 v[20:23], v[6:7], v3, v[8:11]", in);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint64_t src = pair(in[l][4], in[l][5]);
      uint32_t ref = in[l][1];
      uint64_t acc = pair(in[l][6], in[l][7]);
      uint64_t wantQ = 0, wantMq = 0;
      for (unsigned i = 0; i < 4; ++i) {
        uint32_t win = static_cast<uint32_t>(src >> (8 * i));
        uint64_t ai = (acc >> (16 * i)) & 0xffff;
        wantQ |= ((sadRef(win, ref, false) + ai) & 0xffff) << (16 * i);
        wantMq |= ((sadRef(win, ref, true) + ai) & 0xffff) << (16 * i);
        expect32(om, l, i, sadRef(win, ref, true) + in[l][6 + i], "mqsad_u32_u8");
      }
      expect64(oq, l, 0, wantQ, "qsad_pk_u16_u8");
      expect64(oq, l, 2, wantMq, "mqsad_pk_u16_u8");
    }
  }
}

// The leading-bit counts. v_ffbh_i32 / s_flbit_i32 count the leading bits equal to the sign
// bit, the sign bit included (0x40000000 -> 1): LLVM's signed i64 -> f32 conversion subtracts
// one from it to get its normalising shift (a simulator that left the sign bit out made
// clang-19 -O2's (float)(long)x wrong; found by tests/difftest).
TEST_CASE("func int: v_ffbh_i32, v_ffbh_u32 and v_ffbl_b32 leading/trailing bit positions") {
  auto in = intInputs(21);
  in[0][0] = 0x40000000;
  in[1][0] = 0x80000000;
  in[2][0] = 0xfffffffe;
  in[3][0] = 1;
  in[4][0] = 0;
  in[5][0] = 0xffffffff;
  auto signedRef = [](uint32_t a) -> uint32_t {
    if (a == 0 || a == 0xffffffffu) return 0xffffffffu;
    uint32_t sign = a >> 31, n = 0;
    for (int bit = 31; bit >= 0 && ((a >> bit) & 1) == sign; --bit) ++n;
    return n;
  };
  auto lzRef = [](uint32_t a) -> uint32_t {
    if (a == 0) return 0xffffffffu;
    uint32_t n = 0;
    for (int bit = 31; !((a >> bit) & 1); --bit) ++n;
    return n;
  };
  auto tzRef = [](uint32_t a) -> uint32_t {
    if (a == 0) return 0xffffffffu;
    uint32_t n = 0;
    while (!((a >> n) & 1)) ++n;
    return n;
  };
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_ffbh_i32 v20, v2\nv_ffbh_u32 v21, v2\nv_ffbl_b32 v22, v2", in);
    CHECK(out[0][0] == 1u);
    CHECK(out[1][0] == 1u);
    CHECK(out[2][0] == 31u);
    CHECK(out[3][0] == 31u);
    for (unsigned l = 0; l < kLanes; ++l) {
      uint32_t a = in[l][0];
      expect32(out, l, 0, signedRef(a), "ffbh_i32");
      expect32(out, l, 1, lzRef(a), "ffbh_u32");
      expect32(out, l, 2, tzRef(a), "ffbl_b32");
    }
  }
}

// 24-bit signed multiplies keep the low 32 bits of the 48-bit product (65336 * -65336 does not
// fit 32 bits: the simulator once multiplied in int, undefined behaviour UBSan caught).
TEST_CASE("func int: v_mul_i32_i24 and v_mad_i32_i24 wrap the 48-bit product") {
  auto in = intInputs(22);
  in[0][0] = 65336;
  in[0][1] = static_cast<uint32_t>(-65336);
  in[1][0] = 0x7fffff;
  in[1][1] = 0x800000;  // -2^23 as i24
  auto i24 = [](uint32_t v) { return static_cast<int64_t>(static_cast<int32_t>(v << 8) >> 8); };
  for (const Tgt& t : kMain) {
    auto out = run(t, "v_mul_i32_i24 v20, v2, v3\nv_mad_i32_i24 v21, v2, v3, v4\nv_mul_hi_i32_i24 v22, v2, v3", in);
    for (unsigned l = 0; l < kLanes; ++l) {
      int64_t p = i24(in[l][0]) * i24(in[l][1]);
      expect32(out, l, 0, static_cast<uint32_t>(p), "mul_i32_i24");
      expect32(out, l, 1, static_cast<uint32_t>(p) + in[l][2], "mad_i32_i24");
      expect32(out, l, 2, static_cast<uint32_t>(static_cast<uint64_t>(p) >> 32), "mul_hi_i32_i24");
    }
  }
}

TEST_CASE("func: s_getreg HW_REG_SH_MEM_BASES holds the apertures src_shared_base/src_private_base show") {
  // LLVM 15 (code object v4, ROCm 5.2's hipcc) reads an aperture's high dword as
  // getreg(SH_MEM_BASES, 16 or 0, 16) << 16; LLVM 19 reads src_shared_base/src_private_base.
  auto in = intInputs(16);
  for (const Tgt& t : kAll) {
    std::string body =
        "s_getreg_b32 s12, hwreg(HW_REG_SH_MEM_BASES, 16, 16)\ns_getreg_b32 s13, hwreg(HW_REG_SH_MEM_BASES, 0, 16)\n"
        "s_lshl_b32 s12, s12, 16\ns_lshl_b32 s13, s13, 16\n"
        "s_mov_b64 s[8:9], src_shared_base\ns_mov_b64 s[10:11], src_private_base\n"
        "v_mov_b32 v20, s12\nv_mov_b32 v21, s9\nv_mov_b32 v22, s13\nv_mov_b32 v23, s11";
    auto out = run(t, body, in);
    for (unsigned l = 0; l < kLanes; ++l) {
      CHECK(out[l][0] == out[l][1]);
      CHECK(out[l][2] == out[l][3]);
      CHECK(out[l][0] != out[l][2]);
      CHECK(out[l][0] != 0);
    }
  }
}

TEST_CASE("func lane: v_swap_b32, M0-relative moves and misc no-ops") {
  auto in = intInputs(15);
  for (const Tgt& t : kMain) {
    // v26 = v13; swap v26 <-> v10; v23 = v10 (the old v26).
    std::string body = "v_mov_b32 v26, v13\nv_swap_b32 v26, v10\nv_mov_b32 v23, v10\nv_nop\nv_clrexcp";
    if (isGfx10(t)) {
      body += "\ns_mov_b32 m0, 3\n"
              "v_movrels_b32 v20, v2\n"     // v20 = v5
              "v_movreld_b32 v18, v6\n"     // v21 = v6
              "v_movrelsd_b32 v19, v4\n"    // v22 = v7
              "s_mov_b32 m0, 0x50001\n"
              "v_movrelsd_2_b32 v20, v8\n"  // v25 = v9
              "v_mov_b32 v27, v15\n"
              "v_swaprel_b32 v22, v11\n"    // v27 <-> v12
              "v_mov_b32 v22, v12\n"        // v22 = the old v27 (= v15)
              "v_pipeflush";
    } else {
      body += "\nv_screen_partition_4se_b32 v20, v2\nv_screen_partition_4se_b32_e64 v21, 0x12";
    }
    auto out = run(t, body, in);
    for (unsigned l = 0; l < kLanes; ++l) {
      const LaneIn& v = in[l];  // v[k] = v(k + 2)
      expect32(out, l, 6, v[8], "swap: v26 = v10");
      expect32(out, l, 3, v[11], "swap: v10 = old v26");
      if (isGfx10(t)) {
        expect32(out, l, 0, v[3], "movrels");
        expect32(out, l, 1, v[4], "movreld");
        expect32(out, l, 2, v[13], "swaprel: v12 = old v27");
        expect32(out, l, 5, v[7], "movrelsd_2");
        expect32(out, l, 7, v[10], "swaprel: v27 = v12");
      } else {
        // Spot checks of the 4-SE partition table (Vega ISA / CLRX): entries 0, 1, 3, 0x12, 0xff.
        uint32_t idx = v[0] & 0xff;
        if (idx == 0) expect32(out, l, 0, 0x1, "screen_partition[0]");
        if (idx == 0xff) expect32(out, l, 0, 0x1, "screen_partition[0xff]");
        if (idx == 1) expect32(out, l, 0, 0x3, "screen_partition[1]");
        expect32(out, l, 1, 0x6, "screen_partition[0x12]");
      }
    }
    if (isGfx10(t)) {
      // v_movrelsd_b32: VGPR[dst + M0] = VGPR[src + M0] (checked on its own).
      auto o2 = run(t, "s_mov_b32 m0, 2\nv_movrelsd_b32 v19, v3", in);
      for (unsigned l = 0; l < kLanes; ++l) expect32(o2, l, 1, in[l][3], "movrelsd");
    }
  }
}

TEST_CASE("func lane: v_permlane16_b32 and v_permlanex16_b32 in wave32 and wave64") {
  auto in = intInputs(16);
  const uint32_t selLo = 0x3c5a1f07, selHi = 0x9be28d64;
  for (const Tgt& t : {kGfx1030, kGfx1030W64}) {
    bool w64 = t.wave == 64;
    std::string sel = "s_mov_b32 s8, " + hex(selLo) + "\ns_mov_b32 s9, " + hex(selHi) + "\n";
    auto full = run(t, sel + "v_permlane16_b32 v20, v2, s8, s9\nv_permlanex16_b32 v21, v2, s8, s9", in);
    // Even lanes active: odd source lanes are inactive. Plain: keep; FI: read; BOUND_CTRL: 0.
    std::string even = w64 ? "s_mov_b32 exec_lo, 0x55555555\ns_mov_b32 exec_hi, 0x55555555\n" : "s_mov_b32 exec_lo, 0x55555555\n";
    std::string all = w64 ? "s_mov_b64 exec, -1\n" : "s_mov_b32 exec_lo, -1\n";
    auto part = run(t, sel + even +
                           "v_permlane16_b32 v20, v2, s8, s9\nv_permlanex16_b32 v21, v2, s8, s9 op_sel:[1,0]\n"
                           "v_permlane16_b32 v22, v2, s8, s9 op_sel:[0,1]\n" + all,
                    in);
    const unsigned n = t.wave;
    auto srcLane = [&](unsigned l, bool cross) {
      unsigned nib = static_cast<unsigned>(((static_cast<uint64_t>(selHi) << 32 | selLo) >> (4 * (l % 16))) & 15);
      unsigned row = (l / 16) * 16;
      if (cross) row = row % 32 < 16 ? row + 16 : row - 16;
      return row + nib;
    };
    for (unsigned l = 0; l < n; ++l) {
      INFO("wave" << n << " lane " << l);
      expect32(full, l, 0, in[srcLane(l, false)][0], "permlane16");
      expect32(full, l, 1, in[srcLane(l, true)][0], "permlanex16");
      bool active = l % 2 == 0;
      unsigned s16l = srcLane(l, false), sx = srcLane(l, true);
      bool srcOn16 = s16l % 2 == 0;
      expect32(part, l, 0, !active ? in[l][12] : srcOn16 ? in[s16l][0] : in[l][12], "permlane16 partial exec");
      expect32(part, l, 1, !active ? in[l][13] : in[sx][0], "permlanex16 fi");
      expect32(part, l, 2, !active ? in[l][14] : srcOn16 ? in[s16l][0] : 0u, "permlane16 bound_ctrl");
    }
  }
}

// ds_bpermute_b32 / ds_permute_b32 reach every lane of a wave on GFX9 and in wave32; a GFX10+
// wave64 permutes its 32-lane halves separately (the index wraps within the lane's own half).
// ds_swizzle_b32 applies its pattern within quads (QUAD_PERM) or 32 lanes (BITMASK). An
// inactive source lane gives 0; inactive lanes keep their destination.
TEST_CASE("func lane: ds_bpermute, ds_permute and ds_swizzle lane reach, full and partial EXEC") {
  std::vector<LaneIn> in(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) {
    in[l][0] = (l * 5 + 3) % 64;  // the lane index: a permutation of 0..63 (and of each half mod 32)
    in[l][1] = 1000 + l;
    in[l][12] = 0xdead0000 + l;
    in[l][13] = 0xbeef0000 + l;
    in[l][14] = 0xcafe0000 + l;
    in[l][15] = 0xf00d0000 + l;
  }
  const std::string body =
      "v_lshlrev_b32_e32 v25, 2, v2\n"
      "ds_bpermute_b32 v20, v25, v3\n"
      "ds_permute_b32 v21, v25, v3\n"
      "ds_swizzle_b32 v22, v3 offset:swizzle(BITMASK_PERM,\"01pi0\")\n"
      "ds_swizzle_b32 v23, v3 offset:swizzle(QUAD_PERM,3,0,2,1)\n"
      "s_waitcnt lgkmcnt(0)\n";
  for (const Tgt& t : {kGfx900, kGfx90a, kGfx1030, kGfx1030W64, kGfx1100, kGfx1100W64}) {
    const unsigned w = t.wave;
    const bool halves = std::string(t.name) != "gfx900" && std::string(t.name) != "gfx90a" && w == 64;
    const unsigned span = halves ? 32 : w;
    std::string even = w == 64 ? "s_mov_b32 exec_lo, 0x55555555\ns_mov_b32 exec_hi, 0x55555555\n" : "s_mov_b32 exec_lo, 0x55555555\n";
    std::string all = w == 64 ? "s_mov_b64 exec, -1\n" : "s_mov_b32 exec_lo, -1\n";
    for (bool partial : {false, true}) {
      auto out = run(t, partial ? even + body + all : body, in);
      // Lane l's source lane of ds_bpermute, and the lane ds_permute writes.
      auto target = [&](unsigned l) { return in[l][0] % span + (l / span) * span; };
      auto active = [&](unsigned l) { return !partial || l % 2 == 0; };
      std::vector<uint32_t> permuted(kLanes, 0);
      for (unsigned l = 0; l < kLanes; ++l)
        if (active(l)) permuted[target(l)] = in[l][1];
      for (unsigned l = 0; l < kLanes; ++l) {
        INFO(t.name << " wave" << w << (partial ? " even lanes" : " all lanes") << " lane " << l);
        unsigned base = l / 32 * 32;  // the swizzle's 32-lane group
        unsigned b = l % 32;
        unsigned sw = base + (((b & 0b00110) | 0b01000) ^ 0b00010);  // "01pi0": bits 4..0 = 0, 1, kept, inverted, 0
        static const unsigned quad[4] = {3, 0, 2, 1};
        unsigned q = (l & ~3u) | quad[l & 3];
        if (!active(l)) {
          expect32(out, l, 0, in[l][12], "bpermute inactive");
          expect32(out, l, 1, in[l][13], "permute inactive");
          expect32(out, l, 2, in[l][14], "swizzle inactive");
          expect32(out, l, 3, in[l][15], "swizzle inactive");
          continue;
        }
        unsigned s = target(l);
        expect32(out, l, 0, active(s) ? in[s][1] : 0u, "ds_bpermute_b32");
        expect32(out, l, 1, permuted[l], "ds_permute_b32");
        expect32(out, l, 2, active(sw) ? in[sw][1] : 0u, "ds_swizzle_b32 bitmask");
        expect32(out, l, 3, active(q) ? in[q][1] : 0u, "ds_swizzle_b32 quad_perm");
      }
    }
  }
}

TEST_CASE("func lane: gfx9 VGPR index mode (s_set_gpr_idx_on/mode/idx/off)") {
  auto in = intInputs(17);
  std::string body = "s_mov_b32 m0, 0\ns_mov_b32 s8, 3\ns_mov_b32 s9, 2\n"
                     "s_set_gpr_idx_on s8, gpr_idx(SRC0)\n"
                     "v_mov_b32_e32 v20, v2\n"                  // v20 = v5
                     "s_set_gpr_idx_mode gpr_idx(DST)\n"
                     "v_mov_b32_e32 v18, v6\n"                  // v21 = v6
                     "s_set_gpr_idx_idx s9\n"
                     "s_set_gpr_idx_mode gpr_idx(SRC0,SRC1,DST)\n"
                     "v_add_u32_e32 v20, v2, v3\n"              // v22 = v4 + v5
                     "s_set_gpr_idx_off\n"
                     "v_mov_b32_e32 v23, v2\n"                  // not indexed
                     "s_mov_b32 s10, m0\nv_mov_b32_e32 v25, s10";
  auto out = run(kGfx900, body, in);
  for (unsigned l = 0; l < kLanes; ++l) {
    const LaneIn& v = in[l];
    expect32(out, l, 0, v[3], "indexed src0");
    expect32(out, l, 1, v[4], "indexed dst");
    expect32(out, l, 2, v[2] + v[3], "indexed src0, src1, dst");
    expect32(out, l, 3, v[0], "index mode off");
    expect32(out, l, 5, 0xb002u, "M0 = mode bits 15:12 | index 7:0");
  }
}

TEST_CASE("func lane: v_permlane op_sel:[fi, bound_ctrl] encodes as llvm-mc-19 does") {
  as::AsmOptions o;
  std::string why;
  auto id = isa::parseTargetId("gfx1030", &why);
  REQUIRE(id);
  o.target = *id;
  o.targetGiven = true;
  auto res = as::assemble("  .text\n  v_permlane16_b32 v22, v5, s21, s39 op_sel:[0,1]\n"
                          "  v_permlanex16_b32 v22, v5, s21, s39 op_sel:[1,1]\n",
                          "permlane.s", o);
  REQUIRE(res.listing.size() == 2);
  // llvm-mc-19 -mcpu=gfx1030 -show-encoding: bound_ctrl is op_sel bit 1 (bit 12), fi bit 0 (bit 11).
  const std::vector<uint8_t> want0 = {0x16, 0x10, 0x77, 0xd7, 0x05, 0x2b, 0x9c, 0x00};
  const std::vector<uint8_t> want1 = {0x16, 0x18, 0x78, 0xd7, 0x05, 0x2b, 0x9c, 0x00};
  CHECK(std::vector<uint8_t>(res.listing[0].bytes.begin(), res.listing[0].bytes.end()) == want0);
  CHECK(std::vector<uint8_t>(res.listing[1].bytes.begin(), res.listing[1].bytes.end()) == want1);
}
