// Loads into LDS (sim/func/ops_lds_dma.cpp): gfx942 global_load_lds_* / scratch_load_lds_*, the
// MUBUF `lds` forms of gfx900/gfx90a/gfx942 and gfx1100's buffer_load_lds_*. Assembly kernels:
// the LDS is filled with a sentinel, the load under test runs with some lanes inactive, and every
// lane reads two LDS dwords back; the host places the loaded values by the ISA guides' rule
// (M0 part + instruction offset + 4 * lane; GLOBAL/SCRATCH take M0[17:2] * 4, MUBUF M0[15:0];
// the byte/short forms write the zero/sign-extended dword) on a byte image of the LDS. clang-19's
// and llc-19's builds of the LLVM intrinsics (tests/golden/mem942) run last, functional and timing.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "support/func_kernel.h"
#include "support/golden_live.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

namespace {

constexpr uint32_t kSentinel = 0xa5a5a5a5u;
constexpr unsigned kLds = 512;  // bytes; lanes read back [4l, 4l+4) and [256+4l, 256+4l+4)

// Lane l's input bytes (its 64-byte record, which the load reads from at `offset`).
std::vector<LaneIn> inputs() {
  std::vector<LaneIn> in(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) {
    for (unsigned k = 0; k < kIn; ++k) in[l][k] = 0x80706050u * (l + 1) + 0x01030507u * k + (k == 3 ? 0x8080u : 0u);
    in[l][11] = (l % 5 == 3) ? 0 : 1;  // v13 = in[11]: VCC (the lanes the load runs for) from v13 != 0
  }
  return in;
}

// The host's LDS after the load: lane l (active) writes the extended value of `bytes` bytes read
// at its record + `offset` (zero when out of the buffer's range) at base + 4 l.
std::array<uint8_t, kLds> expectLds(const std::vector<LaneIn>& in, unsigned waveLanes, uint32_t base, int offset, unsigned bytes,
                                    bool sign, uint32_t numRecords = ~0u) {
  std::array<uint8_t, kLds> lds;
  for (unsigned i = 0; i < kLds; i += 4) std::memcpy(&lds[i], &kSentinel, 4);
  for (unsigned l = 0; l < kLanes; ++l) {
    if (!in[l][11]) continue;
    uint8_t rec[kIn * 4];
    std::memcpy(rec, in[l].data(), sizeof rec);
    uint64_t at = uint64_t{l} * 64 + static_cast<uint64_t>(offset);
    uint32_t v = 0;
    if (at + bytes <= numRecords) std::memcpy(&v, rec + offset, bytes);
    if (sign && bytes < 4 && ((v >> (8 * bytes - 1)) & 1)) v |= ~0u << (8 * bytes);
    // Lane l of its wave: a second wave32 wave starts its M0 128 bytes further (the kernel adds it).
    uint32_t a = base + 4 * (l % waveLanes) + (l / waveLanes) * 4 * waveLanes;
    REQUIRE(a + 4 <= kLds);
    std::memcpy(&lds[a], &v, 4);
  }
  return lds;
}

void check(const std::vector<LaneOut>& out, const std::array<uint8_t, kLds>& lds, const std::string& what) {
  for (unsigned l = 0; l < kLanes; ++l) {
    uint32_t w0, w1;
    std::memcpy(&w0, &lds[4 * l], 4);
    std::memcpy(&w1, &lds[256 + 4 * l], 4);
    expect32(out, l, 0, w0, what.c_str());
    expect32(out, l, 1, w1, what.c_str());
  }
}

// The body around the load: sentinel in both of the lane's dwords, M0 = m0 (+ 128 bytes for a
// second wave32 wave), EXEC = VCC for the load, then the read-back into v20/v21.
std::string body(const Tgt& t, uint32_t m0, const std::string& load) {
  bool w32 = t.wave == 32;
  std::string s;
  s += fmt::format("  v_mov_b32_e32 v25, {:#x}\n  v_lshlrev_b32_e32 v26, 2, v0\n", kSentinel);
  s += "  ds_write_b32 v26, v25\n  ds_write_b32 v26, v25 offset:256\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n";
  s += fmt::format("  s_mov_b32 m0, {:#x}\n", m0);
  if (w32) s += "  v_readfirstlane_b32 s12, v0\n  s_lshl_b32 s12, s12, 2\n  s_add_u32 m0, m0, s12\n";
  s += w32 ? "  s_mov_b32 exec_lo, vcc_lo\n" : "  s_mov_b64 exec, vcc\n";
  s += load + "\n";
  s += w32 ? "  s_mov_b32 exec_lo, -1\n" : "  s_mov_b64 exec, -1\n";
  s += "  s_waitcnt vmcnt(0)\n  s_barrier\n";
  s += "  ds_read_b32 v20, v26\n  ds_read_b32 v21, v26 offset:256\n  s_waitcnt lgkmcnt(0)\n";
  return s;
}

struct Form {
  const char* suffix;  // ubyte, sbyte, ...
  unsigned bytes;
  bool sign;
};
const Form kFlatForms[] = {{"ubyte", 1, false}, {"sbyte", 1, true}, {"ushort", 2, false}, {"sshort", 2, true}, {"dword", 4, false}};

// A harness kernel source (kernelSource, edited) assembled for gfx942 and run on the lanes' inputs.
device::LaunchResult launch942(const std::string& src, const std::vector<LaneIn>& in) {
  as::AsmOptions o;
  std::string why;
  auto id = isa::parseTargetId("gfx942", &why);
  REQUIRE(id);
  o.target = *id;
  o.target.wave64 = true;
  std::vector<uint8_t> object = as::buildCodeObject(as::assemble(src, "lds_dma.s", o), false);
  device::LaunchRequest req;
  req.kernel = "t";
  req.geometry.grid = rt::Dim3{kLanes, 1, 1};
  req.geometry.group = rt::Dim3{kLanes, 1, 1};
  req.args = {bufferArg(in.data(), kLanes * kIn * 4), bufferArg(nullptr, kLanes * kOut * 4)};
  return device::launchKernel(object, "lds_dma.s", req);
}

}  // namespace

TEST_CASE("func lds dma gfx942: global_load_lds_* put each active lane's dword at M0[17:2]*4 + offset + 4*lane") {
  auto in = inputs();
  for (const Form& f : kFlatForms) {
    // M0 = 0x40027: bit 18 and bits 1:0 are not address bits, the LDS part is 0x24.
    for (int offset : {0, 6, 24}) {
      CAPTURE(f.suffix);
      CAPTURE(offset);
      std::string off = offset ? fmt::format(" offset:{}", offset) : "";
      // SGPR base + 32-bit VGPR offset, and the 64-bit VGPR address form.
      std::string saddr = fmt::format("  global_load_lds_{} v1, s[4:5]{}", f.suffix, off);
      std::string vaddr = fmt::format("  v_mov_b32_e32 v29, s5\n  v_add_co_u32_e32 v28, vcc, s4, v1\n  v_addc_co_u32_e32 v29, vcc, 0, v29, vcc\n"
                                      "  v_cmp_ne_u32_e32 vcc, 0, v13\n  s_mov_b64 exec, vcc\n  global_load_lds_{} v[28:29], off{}",
                                      f.suffix, off);
      auto want = expectLds(in, 64, 0x24 + static_cast<uint32_t>(offset), offset, f.bytes, f.sign);
      check(run(kGfx942, body(kGfx942, 0x40027, saddr), in, kModeKeep, kLds), want, "saddr");
      check(run(kGfx942, body(kGfx942, 0x40027, vaddr), in, kModeKeep, kLds), want, "vaddr");
    }
  }
}

TEST_CASE("func lds dma gfx942: scratch_load_lds_* read the lane's private bytes into its LDS dword") {
  // Each lane first stores its record's dwords 0..3 to its private offset 16 (scratch_store), then
  // loads them back into LDS from offset 16 + k.
  auto in = inputs();
  for (const Form& f : kFlatForms) {
    CAPTURE(f.suffix);
    std::string load = fmt::format("  scratch_load_lds_{} v30, off offset:2", f.suffix);
    std::string pre = "  v_mov_b32_e32 v30, 14\n  scratch_store_dwordx4 v30, v[2:5], off offset:2\n  s_waitcnt vmcnt(0)\n";
    auto want = expectLds(in, 64, 0x10 + 2, 0, f.bytes, f.sign);  // the bytes at private 16 = the record's first bytes
    // The body's M0 is 0x10 (LDS part 16); the instruction offset 2 adds to both addresses.
    std::string s = pre + body(kGfx942, 0x10, load);
    // Scratch needs the private segment: the harness's kernel has none, so this runs a variant with it.
    std::string src = kernelSource(kGfx942, s, kModeKeep, kLds);
    src = replaceAll(src, "    .amdhsa_next_free_sgpr 16\n",
                     "    .amdhsa_next_free_sgpr 16\n    .amdhsa_enable_private_segment 1\n    .amdhsa_private_segment_fixed_size 64\n");
    src = replaceAll(src, "    .private_segment_fixed_size: 0\n", "    .private_segment_fixed_size: 64\n");
    device::LaunchResult r = launch942(src, in);
    REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
    std::vector<LaneOut> out(kLanes);
    std::memcpy(out.data(), r.buffers[1].data(), kLanes * kOut * 4);
    check(out, want, "scratch");
  }
}

// gfxsim's assembler writes the MUBUF lds form with a vdata operand (its description has `lds` as
// a modifier of the VGPR rows; llvm-mc-19 prints the form without vdata and encodes vdata 0, as
// here): sim/isa/QUIRKS.md.
TEST_CASE("func lds dma: MUBUF lds forms of gfx900, gfx90a and gfx942 (M0[15:0], out-of-range lanes write zero)") {
  auto in = inputs();
  const uint32_t numRecords = 62 * 64 + 8;  // lanes from 62 on (some of them) read past the buffer
  for (const Tgt& t : {kGfx900, kGfx90a, kGfx942}) {
    for (const Form& f : kFlatForms) {
      CAPTURE(t.name);
      CAPTURE(f.suffix);
      std::string mubuf = fmt::format("  s_mov_b32 s8, s4\n  s_and_b32 s9, s5, 0xffff\n  s_mov_b32 s10, {}\n  s_mov_b32 s11, 0\n", numRecords);
      std::string load = fmt::format("  buffer_load_{} v0, v1, s[8:11], 0 offen offset:4 lds", f.suffix);
      // M0 = 0x10020: bit 16 is not an address bit, the LDS part is 0x20.
      auto want = expectLds(in, 64, 0x20 + 4, 4, f.bytes, f.sign, numRecords);
      check(run(t, mubuf + body(t, 0x10020, load), in, kModeKeep, kLds), want, "mubuf lds");
    }
  }
}

TEST_CASE("func lds dma gfx1100: buffer_load_lds_{u8,i8,u16,i16,b32}, wave32 and wave64") {
  auto in = inputs();
  const uint32_t numRecords = 62 * 64 + 8;
  const Form forms[] = {{"u8", 1, false}, {"i8", 1, true}, {"u16", 2, false}, {"i16", 2, true}, {"b32", 4, false}};
  for (const Tgt& t : kGfx11) {
    for (const Form& f : forms) {
      CAPTURE(t.wave);
      CAPTURE(f.suffix);
      std::string mubuf = fmt::format("  s_mov_b32 s8, s4\n  s_and_b32 s9, s5, 0xffff\n  s_mov_b32 s10, {}\n  s_mov_b32 s11, 0\n", numRecords);
      std::string load = fmt::format("  buffer_load_lds_{} v1, s[8:11], 0 offen offset:8", f.suffix);
      auto want = expectLds(in, t.wave, 0x40 + 8, 8, f.bytes, f.sign, numRecords);
      check(run(t, mubuf + body(t, 0x40, load), in, kModeKeep, kLds), want, "buffer_load_lds");
    }
  }
}

// Typed loads into LDS: the V# names 16_SNORM (RDNA3 / Vega ISA guides, buffer resource word 3:
// DST_SEL_X = 4 (X) in bits 2:0, the format in bits 18:12; gfx9: NUM_FORMAT 1 (SNORM) | DATA_FORMAT
// 2 (16) << 3, gfx11: the unified 16_SNORM = 8; OOB_SELECT 3, raw bounds, on gfx11), and each
// active lane's LDS dword is its element converted as the VGPR form returns it:
// max(raw / 32767, -1) as a float (out of range: 0).
TEST_CASE("func lds dma: typed loads into LDS (gfx1100 buffer_load_lds_format_x, gfx9 buffer_load_format_x lds), functional and timing") {
  auto in = inputs();
  const uint32_t numRecords = 62 * 64 + 8;
  struct Case {
    Tgt t;
    const char* config;
    const char* load;
    uint32_t word3;
  };
  const Case cases[] = {
      {kGfx900, "gfx900.ini", "  buffer_load_format_x v0, v1, s[8:11], 0 offen offset:8 lds", 4u | (1u | 2u << 3) << 12},
      {kGfx90a, "gfx90a.ini", "  buffer_load_format_x v0, v1, s[8:11], 0 offen offset:8 lds", 4u | (1u | 2u << 3) << 12},
      {kGfx1100, "gfx1100.ini", "  buffer_load_lds_format_x v1, s[8:11], 0 offen offset:8", 4u | 8u << 12 | 3u << 28},
      {kGfx1100W64, "gfx1100.ini", "  buffer_load_lds_format_x v1, s[8:11], 0 offen offset:8", 4u | 8u << 12 | 3u << 28},
  };
  for (const Case& c : cases) {
    CAPTURE(c.t.name);
    CAPTURE(c.t.wave);
    std::string mubuf = fmt::format("  s_mov_b32 s8, s4\n  s_and_b32 s9, s5, 0xffff\n  s_mov_b32 s10, {}\n  s_mov_b32 s11, {:#x}\n", numRecords, c.word3);
    // The integer expectation of the 2-byte load, then each written dword converted.
    auto want = expectLds(in, c.t.wave, 0x40 + 8, 8, 2, true, numRecords);
    for (size_t i = 0; i < want.size(); i += 4) {
      uint32_t v;
      std::memcpy(&v, &want[i], 4);
      if (v == kSentinel) continue;
      float f = static_cast<float>(std::max(static_cast<long double>(static_cast<int32_t>(v)) / 32767.0L, -1.0L));
      std::memcpy(&want[i], &f, 4);
    }
    for (const char* config : {static_cast<const char*>(nullptr), c.config})
      check(run(c.t, mubuf + body(c.t, 0x40, c.load), in, kModeKeep, kLds, config), want, config ? "typed lds, timing" : "typed lds");
  }
}

TEST_CASE("func lds dma: a load whose lanes would write outside the work-group's LDS faults, naming the lane and M0") {
  auto in = inputs();
  std::string src = kernelSource(kGfx942, body(kGfx942, 0x1f0, "  global_load_lds_dword v1, s[4:5]"), kModeKeep, kLds);
  device::LaunchResult r = launch942(src, in);
  REQUIRE(r.dispatch.fault);
  std::string msg = r.dispatch.fault->str();
  CHECK_MESSAGE(msg.find("load into LDS: lane 62") != std::string::npos, msg);
  CHECK_MESSAGE(msg.find("M0 = 0x1f0") != std::string::npos, msg);
  CHECK_MESSAGE(msg.find("global_load_lds_dword") != std::string::npos, msg);
}

// ---------------------------------------------------------------------------------------
// clang-19's global_load_lds kernels and llc-19's MUBUF lds kernels (tests/golden/mem942).
namespace {

device::HostArg scalarArg(const void* v, size_t bytes) {
  device::HostArg a;
  a.bytes.resize(bytes);
  std::memcpy(a.bytes.data(), v, bytes);
  return a;
}
device::HostArg localArg(uint32_t bytes) {
  device::HostArg a;
  a.isLocal = true;
  a.localBytes = bytes;
  return a;
}

// The 128 LDS dwords after lanes (mask) each wrote the zero-extended `bytes` at in + src(l) to
// LDS byte dst0 + 4 l; the rest is `fill`.
std::vector<uint32_t> expectBlock(const std::vector<uint8_t>& in, uint64_t lanes, unsigned bytes, uint32_t dst0, uint32_t fill,
                                  uint64_t (*src)(unsigned, const void*), const void* ctx, uint32_t numRecords) {
  std::vector<uint8_t> lds(512);
  for (unsigned i = 0; i < 512; i += 4) std::memcpy(&lds[i], &fill, 4);
  for (unsigned l = 0; l < 64; ++l) {
    if (!((lanes >> l) & 1)) continue;
    uint64_t a = src(l, ctx);
    uint32_t v = 0;
    if (a + bytes <= numRecords) std::memcpy(&v, &in[a], bytes);
    std::memcpy(&lds[dst0 + 4 * l], &v, 4);
  }
  std::vector<uint32_t> w(128);
  std::memcpy(w.data(), lds.data(), 512);
  return w;
}

void compareBlock(const std::vector<uint8_t>& got, const std::vector<uint32_t>& want, const std::string& what) {
  REQUIRE(got.size() >= 512);
  for (unsigned k = 0; k < 128; ++k) {
    uint32_t g;
    std::memcpy(&g, &got[4 * k], 4);
    CHECK_MESSAGE(g == want[k], what << " LDS dword " << k << ": got " << hex(g) << " want " << hex(want[k]));
  }
}

}  // namespace

TEST_CASE("func lds dma gfx942: clang-19's __builtin_amdgcn_global_load_lds kernels, functional and timing") {
  std::vector<uint8_t> in(4096 + 64);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<uint8_t>(i * 167 + 13 + (i >> 7));
  std::vector<int64_t> off(64);
  for (unsigned l = 0; l < 64; ++l) off[l] = (l * 1237) % 4000;  // per-lane addresses, lines apart
  const uint64_t lanes = 0xf7ff'ffff'ffef'bffdull;
  const int32_t base = 3, fill = static_cast<int32_t>(kSentinel);
  struct K {
    const char* kernel;
    unsigned bytes, offset;  // the builtin's size and immediate offset (in the kernel source)
  };
  for (const K& k : {K{"global_load_lds_ubyte", 1, 0}, K{"global_load_lds_ushort", 2, 2}, K{"global_load_lds_dword", 4, 8}})
    for (bool timed : {false, true}) {
      CAPTURE(k.kernel);
      CAPTURE(timed);
      struct Ctx {
        const std::vector<int64_t>* off;
        unsigned offset;
      } ctx{&off, k.offset};
      auto src = [](unsigned l, const void* c) {
        auto* x = static_cast<const Ctx*>(c);
        return static_cast<uint64_t>((*x->off)[l]) + x->offset;
      };
      auto want = expectBlock(in, lanes, k.bytes, 4 * base + k.offset, kSentinel, src, &ctx, ~0u);
      std::vector<device::HostArg> args = {bufferArg(in.data(), in.size()), bufferArg(off.data(), 8 * off.size()), bufferArg(nullptr, 512),
                                           localArg(512), scalarArg(&base, 4), scalarArg(&fill, 4), scalarArg(&lanes, 8)};
      auto r = test::runGoldenKernel("mem942/mem942.hsaco", k.kernel, args, timed ? "gfx942.ini" : "");
      compareBlock(r.buffers[2], want, k.kernel);
    }
}

TEST_CASE("func lds dma: llc-19's llvm.amdgcn.raw.ptr.buffer.load.lds kernels on gfx900, gfx90a and gfx942, functional and timing") {
  std::vector<uint8_t> in(4096 + 64);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<uint8_t>(i * 89 + 7 + (i >> 6));
  const uint64_t lanes = 0xdfff'ffff'7fff'fffeull;
  const int32_t base = 5, fill = static_cast<int32_t>(kSentinel);
  const uint32_t numRecords = 62 * 64 + 8;  // lane 63 reads out of range (zero); lane 62 is in range by either rule
  auto src = [](unsigned l, const void*) { return uint64_t{l} * 64 + 4; };
  for (const char* gpu : {"gfx900", "gfx90a", "gfx942"})
    for (auto [name, bytes] : {std::pair{"ubyte", 1u}, std::pair{"ushort", 2u}, std::pair{"dword", 4u}})
      for (bool timed : {false, true}) {
        std::string kernel = std::string("buffer_load_lds_") + name;
        CAPTURE(gpu);
        CAPTURE(kernel);
        CAPTURE(timed);
        auto want = expectBlock(in, lanes, bytes, 4 * base + 4, kSentinel, src, nullptr, numRecords);
        std::vector<device::HostArg> args = {bufferArg(in.data(), in.size()), bufferArg(nullptr, 512), localArg(512), scalarArg(&base, 4),
                                             scalarArg(&fill, 4), scalarArg(&numRecords, 4), scalarArg(&lanes, 8)};
        auto r = test::runGoldenKernel(fmt::format("mem942/mubuf_lds_{}.hsaco", gpu), kernel, args,
                                       timed ? fmt::format("{}.ini", gpu) : "");
        compareBlock(r.buffers[1], want, kernel);
      }
}
