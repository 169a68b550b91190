// Initial wave state (AMDGPUUsage, "Initial Kernel Execution State") against expectations computed
// here from that section's tables with a separate, deliberately simple table walk, plus literal
// cases: an example worked out by hand from those tables, and clang-19 kernels.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "codeobject/elf_reader.h"
#include "launch/code_loader.h"
#include "launch/initial_state.h"
#include "runtime/runtime.h"
#include "support/checks.h"
#include "support/error.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

// Fixed dispatch facts used by the tests.
constexpr uint64_t kKernelObject = 0x100001000ull;
constexpr uint64_t kPacket = 0x100200040ull;
constexpr uint64_t kQueue = 0x100100000ull;
constexpr uint64_t kKernarg = 0x100300000ull;
constexpr uint64_t kDispatchId = 0x0000001234567890ull;
constexpr uint64_t kScratchBase = 0x100400000ull;
constexpr uint32_t kStride = 2048, kSlots = 100;

// The queue's scratch V# (what the runtime stores in amd_queue_t), written out per generation:
// GFX9 word3 = DST_SEL XYZW 0xFAC | NUM_FORMAT 4<<12 | DATA_FORMAT 4<<15 | ELEMENT_SIZE 1<<19 |
// INDEX_STRIDE 3<<21 | ADD_TID 1<<23; GFX10 = 0xFAC | FORMAT 0x14<<12 | ADD_TID | RESOURCE_LEVEL
// 1<<24 | OOB_SELECT 2<<28 (index stride left 0 for CP); GFX11 = 0xFAC | 0x14<<12 | ADD_TID |
// OOB 2<<28 and SWIZZLE_ENABLE at bit 30 of word1.
std::array<uint32_t, 4> queueVsharp(unsigned major) {
  uint32_t bytes = kStride * kSlots;
  if (major >= 11) return {0x00400000u, 0x40000001u, bytes, 0x20814FACu};
  if (major == 10) return {0x00400000u, 0x80000001u, bytes, 0x21814FACu};
  return {0x00400000u, 0x80000001u, bytes, 0x00EA4FACu};
}
// What CP hands the wave: GFX10+ get INDEX_STRIDE (bits 22:21) = 2 for wave32, 3 for wave64.
std::array<uint32_t, 4> waveVsharp(unsigned major, unsigned wave) {
  auto v = queueVsharp(major);
  if (major >= 10) v[3] |= (wave == 32 ? 2u : 3u) << 21;
  return v;
}

launch::DispatchState baseDispatch(const isa::TargetId& t) {
  launch::DispatchState d;
  d.target = t;
  d.kernelObject = kKernelObject;
  d.geometry.grid = {20, 12, 6};
  d.geometry.group = {8, 4, 2};
  d.dims = 3;
  d.packetAddress = kPacket;
  d.queueAddress = kQueue;
  d.kernargAddress = kKernarg;
  d.dispatchId = kDispatchId;
  d.privateSegmentSize = 13;  // rounded to 16 in the Private Segment Size SGPR
  d.scratch = {kScratchBase, uint64_t{kStride} * kSlots, kStride, kSlots};
  d.scratchDescriptor = queueVsharp(t.info->major);
  return d;
}

// AMDGPUUsage's table "SGPR Register Set Up Order" as rows: kernel code property bit,
// register count. Written independently of the implementation.
struct UserRow {
  const char* name;
  unsigned bit;
  unsigned count;
};
const UserRow kUserRows[] = {
    {"private_segment_buffer", 0, 4}, {"dispatch_ptr", 1, 2},      {"queue_ptr", 2, 2},
    {"kernarg_segment_ptr", 3, 2},    {"dispatch_id", 4, 2},       {"flat_scratch_init", 5, 2},
    {"private_segment_size", 6, 1},
};
struct SysRow {
  const char* name;
  unsigned rsrc2Bit;
};
const SysRow kSysRows[] = {
    {"workgroup_id_x", 7}, {"workgroup_id_y", 8}, {"workgroup_id_z", 9}, {"workgroup_info", 10},
    {"private_segment_wavefront_offset", 0},
};

std::vector<uint32_t> userValues(unsigned row, unsigned major, unsigned wave) {
  switch (row) {
    case 0: {
      auto v = waveVsharp(major, wave);
      return {v[0], v[1], v[2], v[3]};
    }
    case 1: return {0x00200040u, 0x1u};
    case 2: return {0x00100000u, 0x1u};
    case 3: return {0x00300000u, 0x1u};
    case 4: return {0x34567890u, 0x12u};
    case 5: return {0x00400000u, 0x1u};
    case 6: return {16u};
  }
  return {};
}

struct Case {
  const char* target;
  bool wave32;
  rt::Dim3 wg;
  uint32_t wave;
};

}  // namespace

TEST_CASE("initial state: every combination of the SGPR enables and ENABLE_VGPR_WORKITEM_ID") {
  const Case cases[] = {
      {"gfx900", false, {2, 1, 1}, 0},   // partial group (4x4x2 = 32 items): lanes 32-63 off
      {"gfx90a", false, {2, 1, 1}, 0},   // packed work-item ids
      {"gfx1030", true, {1, 2, 1}, 1},   // wave32: the second wave of a full 64-item group
      {"gfx1030", false, {0, 0, 2}, 0},  // wave64 on GFX10
      {"gfx1100", true, {1, 1, 1}, 0},   // architected flat scratch, packed ids
  };
  unsigned checked = 0;
  for (const Case& c : cases) {
    isa::TargetId t = target(c.target);
    const unsigned major = t.info->major;
    const unsigned W = c.wave32 ? 32 : 64;
    const bool packed = std::string(c.target) == "gfx90a" || major >= 11;
    // The work-group's actual size and this wave's first work-item, by hand from 20x12x6 / 8x4x2.
    rt::Dim3 size{c.wg.x == 2 ? 4u : 8u, 4, 2};
    uint32_t items = size.x * size.y * size.z;
    uint32_t waves = (items + W - 1) / W;
    uint32_t first = c.wave * W;
    uint32_t active = std::min<uint32_t>(W, items - first);
    uint32_t linearGroup = (c.wg.z * 3 + c.wg.y) * 3 + c.wg.x;  // 3x3x3 groups
    uint32_t slot = linearGroup * (64 / W) + c.wave;              // full groups have 64 items
    uint32_t offset = slot * kStride;
    for (unsigned userMask = 0; userMask < 128; ++userMask) {
      if (major >= 11 && (userMask & 0x21)) continue;  // no PSB / flat scratch init there (tested below)
      for (unsigned sysMask = 0; sysMask < 32; ++sysMask) {
        for (unsigned tidig = 0; tidig < 3; ++tidig) {
          // Expected layout by walking the tables.
          std::vector<uint32_t> expect;
          std::vector<std::pair<std::string, unsigned>> where;
          for (unsigned r = 0; r < 7; ++r) {
            if (!(userMask >> kUserRows[r].bit & 1)) continue;
            where.push_back({kUserRows[r].name, static_cast<unsigned>(expect.size())});
            for (uint32_t v : userValues(r, major, W)) expect.push_back(v);
          }
          unsigned userCount = static_cast<unsigned>(expect.size());
          uint32_t sysValues[5] = {c.wg.x, c.wg.y, c.wg.z, (c.wave == 0 ? 0x80000000u : 0u) | waves, offset};
          unsigned rsrc2 = userCount << 1 | tidig << 11;
          for (unsigned r = 0; r < 5; ++r) {
            if (!(sysMask >> r & 1)) continue;
            rsrc2 |= 1u << kSysRows[r].rsrc2Bit;
            where.push_back({kSysRows[r].name, static_cast<unsigned>(expect.size())});
            expect.push_back(sysValues[r]);
          }
          launch::DispatchState d = baseDispatch(t);
          d.kd.kernelCodeProperties = static_cast<uint16_t>(userMask | (c.wave32 ? 1u << 10 : 0u));
          d.kd.computePgmRsrc2 = rsrc2;
          launch::InitialWaveState s = launch::initialWaveState(d, {c.wg, c.wave, std::nullopt});

          CHECK(s.waveSize == W);
          CHECK(s.userSgprCount == userCount);
          REQUIRE(s.sgprs.size() == expect.size());
          if (s.sgprs != expect) {
            INFO(c.target, " user ", userMask, " sys ", sysMask, " tidig ", tidig);
            CHECK(s.sgprs == expect);
          }
          for (const auto& [name, reg] : where) {
            auto got = s.sgprOf(name);
            REQUIRE(got.has_value());
            CHECK(*got == reg);
          }
          CHECK(s.undefinedSgprs.empty());
          CHECK(s.activeLanes == active);
          CHECK(s.exec == (active == 64 ? ~uint64_t{0} : (uint64_t{1} << active) - 1));
          // VGPRs.
          REQUIRE(s.vgprs.size() == (packed ? 1u : tidig + 1));
          CHECK(s.packedWorkitemIds == packed);
          for (unsigned lane = 0; lane < W; ++lane) {
            uint32_t x = 0, y = 0, z = 0;
            if (lane < active) {
              uint32_t f = first + lane;
              x = f % size.x;
              y = f / size.x % size.y;
              z = f / (size.x * size.y);
            }
            if (packed) {
              uint32_t v = x | (tidig >= 1 ? y << 10 : 0) | (tidig >= 2 ? z << 20 : 0);
              if (s.vgprs[0][lane] != v) CHECK(s.vgprs[0][lane] == v);
            } else {
              if (s.vgprs[0][lane] != x) CHECK(s.vgprs[0][lane] == x);
              if (tidig >= 1 && s.vgprs[1][lane] != y) CHECK(s.vgprs[1][lane] == y);
              if (tidig >= 2 && s.vgprs[2][lane] != z) CHECK(s.vgprs[2][lane] == z);
            }
          }
          CHECK(s.scratchWaveOffset == offset);
          CHECK(s.waveScratchBase == kScratchBase + offset);
          CHECK(s.workgroupInfo == sysValues[3]);
          CHECK(s.wavesInGroup == waves);
          CHECK(s.mode == 0);
          CHECK(!s.m0.has_value());
          CHECK(s.entryPc == kKernelObject);
          if (major < 11) CHECK(s.privateSegmentBuffer == waveVsharp(major, W));
          ++checked;
        }
      }
    }
  }
  CHECK(checked == 4 * 128 * 32 * 3 + 32 * 32 * 3);
}

TEST_CASE("initial state: a worked example of AMDGPUUsage's initial SGPR/VGPR layout, as literal registers (gfx900)") {
  // Private segment buffer + dispatch ptr + kernarg ptr + flat scratch init; work-group ids X
  // and Y; scratch wavefront offset; work-item ids X, Y, Z (laid out by hand from the tables).
  launch::DispatchState d = baseDispatch(target("gfx900"));
  d.kd.kernelCodeProperties = 0x1 | 0x2 | 0x8 | 0x20;
  d.kd.computePgmRsrc2 = 1u /*offset*/ | 10u << 1 /*USER_SGPR_COUNT*/ | 1u << 7 | 1u << 8 | 2u << 11;
  auto s = launch::initialWaveState(d, {{1, 2, 2}, 0, 5});
  std::vector<uint32_t> want{
      0x00400000, 0x80000001, 204800, 0x00EA4FAC,  // s0-3   V#: base 0x100400000, swizzled, 2048*100 bytes
      0x00200040, 0x00000001,                      // s4-5   dispatch packet 0x100200040
      0x00300000, 0x00000001,                      // s6-7   kernarg 0x100300000
      0x00400000, 0x00000001,                      // s8-9   flat scratch init = scratch base
      1,          2,                               // s10-11 work-group id x, y (of group 1,2,2)
      5 * 2048,                                    // s12    scratch wave offset of slot 5
  };
  CHECK(s.sgprs == want);
  CHECK(s.layout.size() == 7);
  CHECK(s.flatScratch == launch::FlatScratchSetup::PrologSgprPair);
  CHECK(!s.flatScratchAtLaunch.has_value());
  CHECK(s.flatScratchAfterProlog == kScratchBase + 5 * 2048);
  REQUIRE(s.vgprs.size() == 3);
  // Work-group (1,2,2) is full (8x4x2); lane 13 is work-item (5, 1, 0), lane 63 is (7, 3, 1).
  CHECK(s.vgprs[0][13] == 5);
  CHECK(s.vgprs[1][13] == 1);
  CHECK(s.vgprs[2][13] == 0);
  CHECK(s.vgprs[0][63] == 7);
  CHECK(s.vgprs[1][63] == 3);
  CHECK(s.vgprs[2][63] == 1);
  CHECK(s.exec == ~uint64_t{0});
}

TEST_CASE("initial state: clang-19 kernels get the registers their code reads") {
  SUBCASE("gfx900 private_sort -O0: s[0:3] V#, s[4:5] dispatch, s[6:7] kernarg, s[8:9] id, s[10:11] flat scratch, s12-14 ids, s15 offset") {
    auto co = codeobj::readCodeObjectFile(clangGolden("gfx900/private_sort-O0.hsaco"));
    launch::DispatchState d = baseDispatch(co.target);
    d.kd = co.findKernel("private_sort")->descriptor;
    d.geometry.grid = {256, 1, 1};
    d.geometry.group = {32, 1, 1};
    auto s = launch::initialWaveState(d, {{3, 0, 0}, 0, 9});
    CHECK(s.userSgprCount == 12);
    CHECK(s.sgprOf("private_segment_buffer") == 0u);
    CHECK(s.sgprOf("dispatch_ptr") == 4u);
    CHECK(s.sgprOf("kernarg_segment_ptr") == 6u);  // `s_mov_b64 s[8:9], s[6:7]` then loads via s[8:9]
    CHECK(s.sgprOf("dispatch_id") == 8u);
    CHECK(s.sgprOf("flat_scratch_init") == 10u);
    CHECK(s.sgprOf("workgroup_id_x") == 12u);
    CHECK(s.sgprOf("workgroup_id_z") == 14u);
    CHECK(s.sgprOf("private_segment_wavefront_offset") == 15u);  // `s_add_u32 s0, s0, s15`
    CHECK(s.sgprs[12] == 3);
    CHECK(s.sgprs[15] == 9 * 2048);
    CHECK(s.exec == 0xFFFFFFFFull);  // 32 work-items in a wave64
    CHECK(s.vgprs.size() == 3);      // .amdhsa_system_vgpr_workitem_id 2
    CHECK(s.mode == 0x3F0);          // denorm 3/3, dx10_clamp, ieee
  }
  SUBCASE("gfx90a grid3d -O2: packed ids decoded the way the kernel does it") {
    auto co = codeobj::readCodeObjectFile(clangGolden("gfx90a/grid3d-O2.hsaco"));
    launch::DispatchState d = baseDispatch(co.target);
    d.kd = co.findKernel("grid3d")->descriptor;
    auto s = launch::initialWaveState(d, {{2, 1, 1}, 0, std::nullopt});  // partial: 4x4x2
    CHECK(s.packedWorkitemIds);
    REQUIRE(s.vgprs.size() == 1);
    CHECK(s.sgprOf("workgroup_id_x") == 8u);
    CHECK(s.sgprOf("workgroup_id_z") == 10u);
    for (unsigned lane = 0; lane < 32; ++lane) {
      uint32_t v0 = s.vgprs[0][lane];
      CHECK((v0 & 0x3ff) == lane % 4);                // v_and_b32 v2, 0x3ff, v0
      CHECK(((v0 >> 10) & 0x3ff) == lane / 4 % 4);    // v_bfe_u32 v3, v0, 10, 10
      CHECK(((v0 >> 20) & 0x3ff) == lane / 16);       // v_bfe_u32 v5, v0, 20, 10
    }
    CHECK(s.exec == 0xFFFFFFFFull);
  }
  SUBCASE("gfx1030 collatz -O0: wave32, FLAT_SCRATCH through s_setreg of HW_REG_FLAT_SCR_LO/HI") {
    auto co = codeobj::readCodeObjectFile(clangGolden("gfx1030/collatz-O0.hsaco"));
    launch::DispatchState d = baseDispatch(co.target);
    d.kd = co.findKernel("collatz")->descriptor;
    d.geometry.grid = {1024, 1, 1};
    d.geometry.group = {64, 1, 1};
    auto s = launch::initialWaveState(d, {{3, 0, 0}, 1, std::nullopt});
    CHECK(s.waveSize == 32);
    CHECK(s.flatScratch == launch::FlatScratchSetup::PrologHwReg);
    // `s_add_u32 s10, s10, s15; s_addc_u32 s11, s11, 0; s_setreg ... s10 / s11`
    CHECK(s.sgprOf("flat_scratch_init") == 10u);
    CHECK(s.sgprOf("private_segment_wavefront_offset") == 15u);
    CHECK((uint64_t{s.sgprs[11]} << 32 | s.sgprs[10]) + s.sgprs[15] == s.flatScratchAfterProlog);
    CHECK(s.sgprs[15] == (3 * 2 + 1) * 2048);  // slot = group 3 * 2 waves + wave 1
    CHECK(s.privateSegmentBuffer[3] == 0x21C14FACu);
  }
}

TEST_CASE("initial state: only 16 user SGPRs are initialised, USER_SGPR_COUNT checks") {
  // gfx90a: all seven enables (15 SGPRs) plus 3 preloaded kernarg dwords = 18 requested.
  launch::DispatchState d = baseDispatch(target("gfx90a"));
  d.kd.kernelCodeProperties = 0x7f;
  d.kd.kernargPreload = static_cast<uint16_t>(3 | 2 << 7);  // length 3 dwords from dword 2
  for (unsigned i = 0; i < 32; ++i) d.kernargPreload.push_back(static_cast<uint8_t>(i));
  d.kd.computePgmRsrc2 = 16u << 1 | 1u << 7 | 1u;  // USER_SGPR_COUNT 16, wg id x, wave offset
  auto s = launch::initialWaveState(d, {{0, 0, 0}, 0, std::nullopt});
  CHECK(s.userSgprsRequested == 18);
  CHECK(s.userSgprCount == 16);
  REQUIRE(s.sgprs.size() == 18);
  CHECK(s.sgprs[14] == 16);          // private segment size
  CHECK(s.sgprs[15] == 0x0B0A0908u); // first preloaded dword (kernarg bytes 8..11)
  CHECK(s.sgprs[16] == 0);           // system: work-group id x
  CHECK(s.sgprs[17] == 0);           // wave offset of slot 0
  const launch::SgprEntry& pre = s.layout[7];
  CHECK(pre.name == "kernarg_preload");
  CHECK(pre.first == 15);
  CHECK(pre.count == 3);
  CHECK(pre.initialised == 1);
  CHECK(s.sgprOf("workgroup_id_x") == 16u);
  CHECK(s.notes.size() == 1);
  CHECK(contains(s.notes[0], "request 18 user SGPRs; only the first 16"));
  CHECK(s.entryPc == kKernelObject + 256);  // preloading firmware skips the 256-byte compatibility prologue

  d.kd.computePgmRsrc2 = 18u << 1;
  CHECK(errorOf([&] { launch::initialWaveState(d, {}); }) ==
        "COMPUTE_PGM_RSRC2.USER_SGPR_COUNT is 18; CP initialises at most 16 user SGPRs");
  d.kd.computePgmRsrc2 = 12u << 1;
  CHECK(contains(errorOf([&] { launch::initialWaveState(d, {}); }),
                 "USER_SGPR_COUNT is 12 but the enabled user SGPRs need 16: private_segment_buffer (4), dispatch_ptr (2)"));
  d.kernargPreload.resize(10);
  d.kd.computePgmRsrc2 = 16u << 1;
  CHECK(contains(errorOf([&] { launch::initialWaveState(d, {}); }), "preloads kernarg dwords 2..4 but only 10 kernarg bytes"));

  // USER_SGPR_COUNT above the enables: accepted (as llvm-mc does), the extra SGPRs undefined.
  launch::DispatchState e = baseDispatch(target("gfx900"));
  e.kd.kernelCodeProperties = 0x8;                 // kernarg ptr only
  e.kd.computePgmRsrc2 = 6u << 1 | 1u << 7;        // count 6
  auto t = launch::initialWaveState(e, {{1, 0, 0}, 0, std::nullopt});
  CHECK(t.sgprs == std::vector<uint32_t>{0x00300000, 1, 0, 0, 0, 0, 1});
  CHECK(t.undefinedSgprs == std::vector<unsigned>{2, 3, 4, 5});
  CHECK(t.sgprOf("workgroup_id_x") == 6u);
  CHECK(t.notes.size() == 1);
}

TEST_CASE("initial state: partial waves, work-group info, scratch slots") {
  launch::DispatchState d = baseDispatch(target("gfx1030"));
  d.kd.computePgmRsrc2 = 1u << 10 | 1u;  // work-group info, wave offset (USER_SGPR_COUNT 0)
  d.geometry.grid = {1000, 1, 1};
  d.geometry.group = {64, 1, 1};
  d.dims = 1;
  // Wave64: the last group has 40 work-items.
  auto s = launch::initialWaveState(d, {{15, 0, 0}, 0, 3});
  CHECK(s.exec == 0x000000FFFFFFFFFFull);
  CHECK(s.activeLanes == 40);
  CHECK(s.groupSize == rt::Dim3{40, 1, 1});
  CHECK(s.sgprs == std::vector<uint32_t>{0x80000001u, 3 * 2048});
  CHECK(s.vgprs[0][39] == 39);
  CHECK(s.vgprs[0][40] == 0);
  // Wave32: 2 waves, the second with 8 lanes.
  d.kd.kernelCodeProperties = 1u << 10;
  s = launch::initialWaveState(d, {{15, 0, 0}, 1, std::nullopt});
  CHECK(s.exec == 0xFFull);
  CHECK(s.wavesInGroup == 2);
  CHECK(s.workgroupInfo == 2u);
  CHECK(s.vgprs[0][7] == 39);
  CHECK(s.scratchSlot == 15 * 2 + 1);
  s = launch::initialWaveState(d, {{3, 0, 0}, 0, std::nullopt});
  CHECK(s.exec == 0xFFFFFFFFull);
  CHECK(s.workgroupInfo == 0x80000002u);
  // A 96-item wave32 group: 3 waves.
  d.geometry.group = {96, 1, 1};
  CHECK(launch::initialWaveState(d, {{0, 0, 0}, 2, 0}).workgroupInfo == 3u);
  CHECK(launch::initialWaveState(d, {{0, 0, 0}, 0, 0}).workgroupInfo == 0x80000003u);
  // 2D partial group: grid 13x8 in 8x8 -> group (1,0) is 5x8; lanes map x-fastest over 5.
  d.geometry.grid = {13, 8, 1};
  d.geometry.group = {8, 8, 1};
  d.dims = 2;
  d.kd.computePgmRsrc2 |= 1u << 11;  // X, Y ids
  s = launch::initialWaveState(d, {{1, 0, 0}, 1, 0});
  CHECK(s.groupSize == rt::Dim3{5, 8, 1});
  CHECK(s.activeLanes == 8);          // 40 items: 32 + 8
  CHECK(s.vgprs[0][0] == 2);          // item 32 = (2, 6)
  CHECK(s.vgprs[1][0] == 6);
  CHECK(s.vgprs[0][7] == 4);          // item 39 = (4, 7)
  CHECK(s.vgprs[1][7] == 7);

  // Errors.
  CHECK(contains(errorOf([&] { launch::initialWaveState(d, {{1, 0, 0}, 2, 0}); }),
                 "wave 2 of work-group 1x0x0: the group (5x8x1 work-items) has only 2 waves of 32"));
  CHECK(contains(errorOf([&] { launch::initialWaveState(d, {{2, 0, 0}, 0, 0}); }),
                 "work-group id 2x0x0 is outside the grid: x must be below 2"));
  CHECK(errorOf([&] { launch::initialWaveState(d, {{0, 0, 0}, 0, 100}); }) == "scratch slot 100 is outside the queue's 100 slots");
  d.geometry.grid = {64 * 200, 1, 1};
  d.geometry.group = {64, 1, 1};
  d.dims = 1;
  CHECK(contains(errorOf([&] { launch::initialWaveState(d, {{60, 0, 0}, 0, std::nullopt}); }),
                 "is wave 120 of the grid, beyond the 100 scratch slots; give WaveLocation::scratchSlot"));
  CHECK(launch::initialWaveState(d, {{60, 0, 0}, 0, 99}).scratchWaveOffset == 99 * 2048);
}

TEST_CASE("initial state: flat scratch per generation") {
  auto flat = [](const char* tn, uint16_t props) {
    launch::DispatchState d = baseDispatch(target(tn));
    d.kd.kernelCodeProperties = props;
    unsigned user = (props & 1 ? 4 : 0) + (props & 0x20 ? 2 : 0);
    d.kd.computePgmRsrc2 = 1u | user << 1;  // wave offset
    return launch::initialWaveState(d, {{0, 0, 0}, 0, 4});
  };
  auto g9 = flat("gfx900", 0x20);
  CHECK(g9.flatScratch == launch::FlatScratchSetup::PrologSgprPair);
  CHECK(g9.sgprs == std::vector<uint32_t>{0x00400000, 1, 4 * 2048});
  CHECK(!g9.flatScratchAtLaunch.has_value());
  CHECK(g9.flatScratchAfterProlog == kScratchBase + 4 * 2048);
  CHECK(flat("gfx900", 0).flatScratch == launch::FlatScratchSetup::None);
  CHECK(flat("gfx1030", 0x20 | 1 << 10).flatScratch == launch::FlatScratchSetup::PrologHwReg);
  auto g11 = flat("gfx1100", 1 << 10);
  CHECK(g11.flatScratch == launch::FlatScratchSetup::Architected);
  CHECK(g11.flatScratchAtLaunch == kScratchBase + 4 * 2048);
  CHECK(g11.sgprs == std::vector<uint32_t>{4 * 2048});
  CHECK(contains(errorOf([&] { flat("gfx1100", 0x1 | 1 << 10); }), "architected flat scratch and no private segment buffer"));
  CHECK(contains(errorOf([&] { flat("gfx1100", 0x20 | 1 << 10); }), "no flat scratch init"));
  CHECK(contains(errorOf([&] { flat("gfx900", 1 << 10); }), "ENABLE_WAVEFRONT_SIZE32 must be 0 on gfx900"));
}

TEST_CASE("initial state: MODE from RSRC1/RSRC2, and ENABLE_VGPR_WORKITEM_ID 3") {
  launch::DispatchState d = baseDispatch(target("gfx900"));
  // round32 = 1 (+inf), round16/64 = 2 (-inf), denorm32 = 3, denorm16/64 = 0, dx10 clamp,
  // no ieee, fp16_ovfl; exceptions: invalid (RSRC2 bit 24) and int div0 (bit 30).
  d.kd.computePgmRsrc1 = 1u << 12 | 2u << 14 | 3u << 16 | 0u << 18 | 1u << 21 | 1u << 26;
  d.kd.computePgmRsrc2 = 1u << 24 | 1u << 30;
  auto s = launch::initialWaveState(d, {});
  CHECK(s.mode == (0x1u | 0x2u << 2 | 0x3u << 4 | 1u << 8 | 1u << 12 | 1u << 18 | 1u << 23));
  d.kd.computePgmRsrc1 = 0x00AF0000;  // clang's default: denorm 3/3 (bits 19:16 = 0xF), dx10 (21), ieee (23)
  d.kd.computePgmRsrc2 = 0;
  CHECK(launch::initialWaveState(d, {}).mode == 0x3F0u);
  CHECK(launch::modeRegister(d.kd, target("gfx1030")) == 0x3F0u);
  d.kd.computePgmRsrc2 = 3u << 11;
  CHECK(errorOf([&] { launch::initialWaveState(d, {}); }) ==
        "COMPUTE_PGM_RSRC2.ENABLE_VGPR_WORKITEM_ID is 3, which is undefined (0, 1 or 2: X, XY, XYZ)");
}

TEST_CASE("initial state: read back from memory after a runtime dispatch (gfx90a grid3d -O2)") {
  auto co = codeobj::readCodeObjectFile(clangGolden("gfx90a/grid3d-O2.hsaco"));
  rt::Runtime r(co.target);
  auto loaded = launch::loadCodeObject(r.memory(), co);
  const launch::LoadedKernel* k = loaded.find("grid3d");
  REQUIRE(k);
  rt::Addr buf = r.memory().allocate(20 * 12 * 6 * 4);
  std::vector<rt::ArgValue> args{rt::ArgValue::pointer(buf), rt::ArgValue::pointer(buf), rt::ArgValue::pointer(buf),
                                 rt::ArgValue::pointer(buf), rt::ArgValue::scalar(uint32_t{20}),
                                 rt::ArgValue::scalar(uint32_t{12}), rt::ArgValue::scalar(uint32_t{6})};
  rt::DispatchParams p;
  p.geometry.grid = {20, 12, 6};
  p.geometry.group = {8, 4, 2};
  auto rec = r.dispatch(rt::KernelRef::of(*k->code, k->descriptorAddress), args, p);
  launch::DispatchState d = launch::readDispatch(r.memory(), co.target, r.queue().address(), rec.packetIndex);
  CHECK(d.kernelObject == k->descriptorAddress);
  CHECK(d.kd == k->code->descriptor);
  CHECK(d.geometry.grid == rt::Dim3{20, 12, 6});
  CHECK(d.geometry.group == rt::Dim3{8, 4, 2});
  CHECK(d.dims == 3);
  CHECK(d.packetAddress == rec.packetAddress);
  CHECK(d.kernargAddress == rec.kernargAddress);
  CHECK(d.dispatchId == 0);
  CHECK(d.scratch == rec.scratch);
  auto s = launch::initialWaveState(d, {{2, 2, 2}, 0, std::nullopt});
  // s[0:3] V#, s[4:5] dispatch ptr, s[6:7] kernarg ptr, s8-10 work-group ids.
  CHECK((uint64_t{s.sgprs[5]} << 32 | s.sgprs[4]) == rec.packetAddress);
  CHECK((uint64_t{s.sgprs[7]} << 32 | s.sgprs[6]) == rec.kernargAddress);
  CHECK(s.sgprs[8] == 2);
  CHECK(s.sgprs[10] == 2);
  CHECK(s.entryPc == k->entryAddress);
  CHECK(s.exec == 0xFFFFFFFFull);  // group (2,2,2) is 4x4x2
  CHECK(contains(errorOf([&] { launch::readDispatch(r.memory(), co.target, r.queue().address(), 1); }),
                 "header type is INVALID"));
}

// The simulator prepares a dispatch's part once and builds wave after wave into one reused
// state (func::Engine::initWave): each must equal the wave's state built from nothing, whatever
// wave (full or partial group, another group) the storage held before.
TEST_CASE("initial state: a dispatch's setup reused wave after wave gives each wave's own state") {
  struct Kernel {
    const char* golden;
    const char* name;
  };
  for (Kernel k : {Kernel{"gfx90a/grid3d-O2.hsaco", "grid3d"}, Kernel{"gfx1030/collatz-O0.hsaco", "collatz"},
                   Kernel{"gfx900/saxpy-O2.hsaco", "saxpy"}}) {
    CAPTURE(k.golden);
    auto co = codeobj::readCodeObjectFile(clangGolden(k.golden));
    launch::DispatchState d = baseDispatch(co.target);
    d.kd = co.findKernel(k.name)->descriptor;
    launch::WaveSetup setup = launch::prepareWaves(d);
    launch::InitialWaveState reused;
    for (rt::Dim3 wg : {rt::Dim3{2, 2, 2}, rt::Dim3{0, 0, 0}, rt::Dim3{2, 1, 1}, rt::Dim3{1, 2, 0}}) {
      launch::InitialWaveState fresh = launch::initialWaveState(d, {wg, 0, 3});
      launch::initialWaveState(setup, d, {wg, 0, 3}, reused);
      CAPTURE(wg.str());
      CHECK(reused.sgprs == fresh.sgprs);
      CHECK(reused.vgprs == fresh.vgprs);
      CHECK(reused.exec == fresh.exec);
      CHECK(reused.groupSize.str() == fresh.groupSize.str());
      CHECK(reused.wavesInGroup == fresh.wavesInGroup);
      CHECK(reused.workgroupInfo == fresh.workgroupInfo);
      CHECK(reused.scratchWaveOffset == fresh.scratchWaveOffset);
      CHECK(reused.waveScratchBase == fresh.waveScratchBase);
      CHECK(reused.flatScratchAtLaunch == fresh.flatScratchAtLaunch);
      CHECK(reused.entryPc == fresh.entryPc);
      CHECK(reused.mode == fresh.mode);
      REQUIRE(reused.layout.size() == fresh.layout.size());
      for (size_t i = 0; i < fresh.layout.size(); ++i) {
        CHECK(reused.layout[i].name == fresh.layout[i].name);
        CHECK(reused.layout[i].first == fresh.layout[i].first);
      }
    }
  }
}
