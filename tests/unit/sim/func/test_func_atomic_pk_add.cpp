// The packed 16-bit float atomics (sim/func/atomic_pk_add.h): gfx942 ds_pk_add_[rtn_]f16/bf16,
// flat/global_atomic_pk_add_f16/bf16, and global/buffer_atomic_pk_add_f16 (gfx90a, gfx942).
// Assembly kernels: every lane adds its data dword to its own memory dword, returns the old
// value and reads the new one back. The host reference adds each half in double (exact for
// f16; for bf16 the double rounding is innocuous, 53 >= 2 * 8 + 2) and rounds once to nearest
// even with the compiler's _Float16 conversion or the bf16 bit rule; LDS atomics flush
// denormals as MODE says, the memory-side ones never (the CDNA3 ISA guide's "Denorm Handling
// Rules for Memory Ops"). Then clang-19's and llc-19's builds of the builtins and intrinsics
// (tests/golden/mem942), functional and timing.
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "support/func_kernel.h"
#include "support/golden_live.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

namespace {

double h2d(uint16_t h) {
  _Float16 f;
  std::memcpy(&f, &h, 2);
  return static_cast<double>(f);
}
uint16_t d2h(double d) {
  auto f = static_cast<_Float16>(d);
  uint16_t h;
  std::memcpy(&h, &f, 2);
  return h;
}
double b2d(uint16_t b) { return static_cast<double>(std::bit_cast<float>(static_cast<uint32_t>(b) << 16)); }
uint16_t d2b(double d) {
  uint32_t u = std::bit_cast<uint32_t>(static_cast<float>(d));
  return static_cast<uint16_t>((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

bool isNan16(uint16_t v, bool bf) { return bf ? (v & 0x7fff) > 0x7f80 : (v & 0x7fff) > 0x7c00; }
bool isSub16(uint16_t v, bool bf) { return bf ? (v & 0x7f80) == 0 && (v & 0x7f) : (v & 0x7c00) == 0 && (v & 0x3ff); }
uint16_t quiet16(uint16_t v, bool bf) { return static_cast<uint16_t>(v | (bf ? 0x40 : 0x200)); }

// One half of the reference: mem + data rounded to nearest even; `flush`: subnormal inputs and
// results become signed zeros. NaNs: the memory value's first, quieted; inf - inf: a NaN.
uint16_t addHalf(uint16_t a, uint16_t b, bool bf, bool flush) {
  if (isNan16(a, bf)) return quiet16(a, bf);
  if (isNan16(b, bf)) return quiet16(b, bf);
  if (flush && isSub16(a, bf)) a &= 0x8000;
  if (flush && isSub16(b, bf)) b &= 0x8000;
  double s = (bf ? b2d(a) : h2d(a)) + (bf ? b2d(b) : h2d(b));
  if (std::isnan(s)) return 0xffff;  // inf - inf: checked as "some NaN" below
  uint16_t r = bf ? d2b(s) : d2h(s);
  if (s == 0 && !std::signbit(s)) r = 0;  // -x + x = +0
  if (flush && isSub16(r, bf)) r &= 0x8000;
  return r;
}
uint32_t addPacked(uint32_t a, uint32_t b, bool bf, bool flush) {
  return addHalf(static_cast<uint16_t>(a), static_cast<uint16_t>(b), bf, flush) |
         (static_cast<uint32_t>(addHalf(static_cast<uint16_t>(a >> 16), static_cast<uint16_t>(b >> 16), bf, flush)) << 16);
}

// Operand halves: random values around 1 and far apart, subnormals, ties, zeros, infinities, NaNs.
uint16_t pick(std::mt19937& rng, bool bf) {
  static const uint16_t f16[] = {0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x3c01, 0x1400,
                                 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 0x0200, 0x8200, 0x1000, 0x3555};
  static const uint16_t b16[] = {0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x0080, 0x3f80, 0xbf80, 0x3f81, 0x3b80,
                                 0x7f7f, 0xff7f, 0x7f80, 0xff80, 0x7fc0, 0x7fa0, 0x0040, 0x8040, 0x3380, 0x3eab};
  unsigned k = rng() % 40;
  if (k < 20) return bf ? b16[k] : f16[k];
  return static_cast<uint16_t>(rng());
}

std::vector<LaneIn> inputs(bool bf, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<LaneIn> in(kLanes);
  for (auto& l : in) {
    l[0] = pick(rng, bf) | (static_cast<uint32_t>(pick(rng, bf)) << 16);  // v2: memory
    l[1] = pick(rng, bf) | (static_cast<uint32_t>(pick(rng, bf)) << 16);  // v3: data
  }
  return in;
}

void checkHalves(uint32_t got, uint32_t want, bool bf, const std::string& what, unsigned lane) {
  for (unsigned h = 0; h < 2; ++h) {
    auto g = static_cast<uint16_t>(got >> (16 * h)), w = static_cast<uint16_t>(want >> (16 * h));
    bool ok = w == 0xffff ? isNan16(g, bf) : g == w;
    CHECK_MESSAGE(ok, what << " lane " << lane << " half " << h << ": got " << hex(g) << " want " << hex(w));
  }
}

// out[l][0] = old value, out[l][1] = new value.
void checkRun(const std::vector<LaneOut>& out, const std::vector<LaneIn>& in, bool bf, bool flush, const std::string& what) {
  for (unsigned l = 0; l < kLanes; ++l) {
    CHECK_MESSAGE(out[l][0] == in[l][0], what << " lane " << l << ": the returned value is not the old one");
    checkHalves(out[l][1], addPacked(in[l][0], in[l][1], bf, flush), bf, what, l);
  }
}

}  // namespace

TEST_CASE("func pk add gfx942: ds_pk_add_[rtn_]f16/bf16 add each half, round to nearest even, flush denormals as MODE says") {
  for (bool bf : {false, true}) {
    const char* ty = bf ? "bf16" : "f16";
    for (uint32_t mode : {kModeKeep, kModeFlush, kModeKeep | 0xf}) {  // 0xf: MODE asks for round toward zero: ignored
      auto in = inputs(bf, bf ? 77 : 78);
      bool flush = mode == kModeFlush;
      std::string pre = "  v_lshlrev_b32_e32 v26, 2, v0\n  ds_write_b32 v26, v2\n  s_waitcnt lgkmcnt(0)\n";
      std::string rtn = pre + fmt::format("  ds_pk_add_rtn_{} v20, v26, v3\n  s_waitcnt lgkmcnt(0)\n  ds_read_b32 v21, v26\n  s_waitcnt lgkmcnt(0)\n", ty);
      checkRun(run(kGfx942, rtn, in, mode, 256), in, bf, flush, fmt::format("ds_pk_add_rtn_{} mode {:#x}", ty, mode));
      // The non-returning form, at an offset (v20 = the old value read before).
      std::string noret = "  v_lshlrev_b32_e32 v26, 2, v0\n  ds_write_b32 v26, v2 offset:8\n  s_waitcnt lgkmcnt(0)\n  v_mov_b32_e32 v20, v2\n" +
                          fmt::format("  ds_pk_add_{} v26, v3 offset:8\n  s_waitcnt lgkmcnt(0)\n  ds_read_b32 v21, v26 offset:8\n  s_waitcnt lgkmcnt(0)\n", ty);
      checkRun(run(kGfx942, noret, in, mode, 264), in, bf, flush, fmt::format("ds_pk_add_{} mode {:#x}", ty, mode));
    }
  }
}

TEST_CASE("func pk add: global, flat and buffer pk_add atomics keep denormals whatever MODE says (gfx942, gfx90a)") {
  struct Case {
    Tgt t;
    const char* ty;
    const char* what;
    const char* op;  // the atomic on the lane's record dword 0 (= v2), data v3, old value to v20
  };
  const std::string flatAddr = "  v_mov_b32_e32 v29, s5\n  v_add_co_u32_e32 v28, vcc, s4, v1\n  v_addc_co_u32_e32 v29, vcc, 0, v29, vcc\n";
  const std::string rsrc = "  s_mov_b32 s8, s4\n  s_and_b32 s9, s5, 0xffff\n  s_mov_b32 s10, -1\n  s_mov_b32 s11, 0\n  v_mov_b32_e32 v20, v3\n";
  const Case cases[] = {
      {kGfx942, "f16", "global sc0", "  global_atomic_pk_add_f16 v20, v1, v3, s[4:5] sc0\n"},
      {kGfx942, "bf16", "global sc0", "  global_atomic_pk_add_bf16 v20, v1, v3, s[4:5] sc0\n"},
      {kGfx942, "f16", "flat sc0", "  flat_atomic_pk_add_f16 v20, v[28:29], v3 sc0\n"},
      {kGfx942, "bf16", "flat sc0", "  flat_atomic_pk_add_bf16 v20, v[28:29], v3 sc0\n"},
      {kGfx942, "f16", "buffer sc0", "  buffer_atomic_pk_add_f16 v20, v1, s[8:11], 0 offen sc0\n"},
      {kGfx90a, "f16", "global glc", "  global_atomic_pk_add_f16 v20, v1, v3, s[4:5] glc\n"},
      {kGfx90a, "f16", "buffer glc", "  buffer_atomic_pk_add_f16 v20, v1, s[8:11], 0 offen glc\n"},
  };
  for (const Case& c : cases) {
    bool bf = std::string(c.ty) == "bf16";
    for (uint32_t mode : {kModeKeep, kModeFlush}) {
      auto in = inputs(bf, 91);
      std::string body = flatAddr + rsrc + c.op + "  s_waitcnt vmcnt(0)\n  global_load_dword v21, v1, s[4:5]\n  s_waitcnt vmcnt(0)\n";
      checkRun(run(c.t, body, in, mode), in, bf, false, fmt::format("{} {} {} mode {:#x}", c.t.name, c.what, c.ty, mode));
    }
  }
}

TEST_CASE("func pk add gfx942: the non-returning global and flat forms") {
  for (bool bf : {false, true}) {
    const char* ty = bf ? "bf16" : "f16";
    auto in = inputs(bf, 5);
    std::string flat = fmt::format("  v_mov_b32_e32 v29, s5\n  v_add_co_u32_e32 v28, vcc, s4, v1\n  v_addc_co_u32_e32 v29, vcc, 0, v29, vcc\n"
                                   "  v_mov_b32_e32 v20, v2\n  flat_atomic_pk_add_{} v[28:29], v3\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n"
                                   "  global_load_dword v21, v1, s[4:5]\n  s_waitcnt vmcnt(0)\n",
                                   ty);
    checkRun(run(kGfx942, flat, in), in, bf, false, fmt::format("flat_atomic_pk_add_{}", ty));
    std::string global = fmt::format("  v_mov_b32_e32 v20, v2\n  global_atomic_pk_add_{} v1, v3, s[4:5]\n  s_waitcnt vmcnt(0)\n"
                                     "  global_load_dword v21, v1, s[4:5]\n  s_waitcnt vmcnt(0)\n",
                                     ty);
    checkRun(run(kGfx942, global, in), in, bf, false, fmt::format("global_atomic_pk_add_{}", ty));
  }
}

// ---------------------------------------------------------------------------------------
// clang-19's and llc-19's builds (tests/golden/mem942): lane l adds data[l] to dword l % 16. Only
// lanes 0..15 add non-zero data, so whatever order the 4 lanes of a dword run in, its final value
// is init + data (+0 changes nothing: neither init nor data holds -0 or a signaling NaN), and each
// lane sees init or that final value.
namespace {

device::HostArg u32Arg(uint32_t v) {
  device::HostArg a;
  a.bytes.resize(4);
  std::memcpy(a.bytes.data(), &v, 4);
  return a;
}
device::HostArg localArg(uint32_t bytes) {
  device::HostArg a;
  a.isLocal = true;
  a.localBytes = bytes;
  return a;
}

uint32_t pickQuiet(std::mt19937& rng, bool bf) {
  uint32_t v = 0;
  for (unsigned h = 0; h < 2; ++h) {
    uint16_t x;
    do x = pick(rng, bf);
    while (x == 0x8000 || (isNan16(x, bf) && quiet16(x, bf) != x));
    v |= static_cast<uint32_t>(x) << (16 * h);
  }
  return v;
}

std::vector<uint32_t> words(const std::vector<uint8_t>& b) {
  std::vector<uint32_t> w(b.size() / 4);
  std::memcpy(w.data(), b.data(), w.size() * 4);
  return w;
}

bool sameOrNan(uint32_t got, uint32_t want, bool bf) {
  for (unsigned h = 0; h < 2; ++h) {
    auto g = static_cast<uint16_t>(got >> (16 * h)), w = static_cast<uint16_t>(want >> (16 * h));
    if (w == 0xffff ? !isNan16(g, bf) : g != w) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("func pk add gfx942: clang-19's pk_add builtin kernels (LDS, global, flat) and llc-19's buffer kernel, functional and timing") {
  struct K {
    const char* object;
    const char* kernel;
    bool bf, lds, ret, flat;
    const char* config;
  };
  const K ks[] = {
      {"mem942/mem942.hsaco", "ds_pk_add_rtn_f16", false, true, true, false, "gfx942.ini"},
      {"mem942/mem942.hsaco", "ds_pk_add_rtn_bf16", true, true, true, false, "gfx942.ini"},
      {"mem942/mem942.hsaco", "ds_pk_add_f16", false, true, false, false, "gfx942.ini"},
      {"mem942/mem942.hsaco", "ds_pk_add_bf16", true, true, false, false, "gfx942.ini"},
      {"mem942/mem942.hsaco", "global_pk_add_f16", false, false, true, false, "gfx942.ini"},
      {"mem942/mem942.hsaco", "global_pk_add_bf16", true, false, false, false, "gfx942.ini"},
      {"mem942/mem942.hsaco", "flat_pk_add_f16", false, false, true, true, "gfx942.ini"},
      {"mem942/mem942.hsaco", "flat_pk_add_bf16", true, false, true, true, "gfx942.ini"},
      {"mem942/mubuf_lds_gfx942.hsaco", "buffer_pk_add_f16", false, false, true, false, "gfx942.ini"},
      {"mem942/mubuf_lds_gfx90a.hsaco", "buffer_pk_add_f16", false, false, true, false, "gfx90a.ini"},
  };
  for (const K& k : ks)
    for (bool timed : {false, true}) {
      CAPTURE(k.object);
      CAPTURE(k.kernel);
      CAPTURE(timed);
      std::mt19937 rng(static_cast<unsigned>(std::string(k.kernel).size()) * 31u + k.bf);
      std::vector<uint32_t> init(16), data(64, 0);
      for (auto& v : init) v = pickQuiet(rng, k.bf);
      for (unsigned l = 0; l < 16; ++l) data[l] = pickQuiet(rng, k.bf);
      std::vector<device::HostArg> args;
      unsigned outIndex, oldIndex = ~0u;
      if (k.lds) {  // (init, data, [old,] out, local acc)
        args = {bufferArg(init.data(), 64), bufferArg(data.data(), 256)};
        if (k.ret) args.push_back(bufferArg(nullptr, 256)), oldIndex = 2;
        outIndex = static_cast<unsigned>(args.size());
        args.push_back(bufferArg(nullptr, 64));
        args.push_back(localArg(64));
      } else {  // (acc, data, [old,] [local unused, useLocal])
        args = {bufferArg(init.data(), 64), bufferArg(data.data(), 256)};
        outIndex = 0;
        if (k.ret) args.push_back(bufferArg(nullptr, 256)), oldIndex = 2;
        if (k.flat) args.push_back(localArg(64)), args.push_back(u32Arg(0));
      }
      auto r = test::runGoldenKernel(k.object, k.kernel, args, timed ? k.config : "");
      auto out = words(r.buffers[outIndex]);
      for (unsigned s = 0; s < 16; ++s) {
        uint32_t want = addPacked(init[s], data[s], k.bf, false);
        checkHalves(out[s], want, k.bf, k.kernel, s);
        if (oldIndex == ~0u) continue;
        auto old = words(r.buffers[oldIndex]);
        for (unsigned l = s; l < 64; l += 16)
          CHECK_MESSAGE((sameOrNan(old[l], init[s], k.bf) || sameOrNan(old[l], want, k.bf)),
                        k.kernel << " lane " << l << " returned " << hex(old[l]) << ", neither " << hex(init[s]) << " nor " << hex(want));
      }
    }
}

TEST_CASE("func pk add gfx942: the checked-in mem942 code objects are what clang-19 and llc-19 build (live)") {
  test::checkGoldenLive("mem942", {"mem942", "mubuf_lds_gfx900", "mubuf_lds_gfx90a", "mubuf_lds_gfx942"});
}
