// The LDS component (sim/timing/lds.h): bank-conflict cycles against a hand computation from the
// config's bank count and width, directly and through the statistics of small kernels.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "support/timing_kernel.h"
#include "timing/lds.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

// Per-lane addresses base + lane * stride.
std::vector<uint32_t> strided(unsigned lanes, uint32_t stride, uint32_t base = 0) {
  std::vector<uint32_t> v(lanes);
  for (unsigned l = 0; l < lanes; ++l) v[l] = base + l * stride;
  return v;
}

}  // namespace

TEST_CASE("lds: bank passes per group of lanes, by hand from 32 banks of 4 bytes") {
  timing::GpuConfig g = config("gfx900.ini");
  const timing::TimingConfig& c = g.timing;
  REQUIRE(c.ldsBanks == 32);  // the config's figure (MI25: 32 banks x 4 B)
  REQUIRE(c.ldsBankBytes == 4);
  const uint64_t all = ~uint64_t{0};
  timing::LdsAccessShape dword;  // ds_read_b32 / ds_write_b32
  // 64 lanes go through in two groups of 32.
  // Consecutive dwords: every bank once per group.
  CHECK(timing::ldsBankPasses(c, dword, strided(64, 4).data(), all, 64) == 2);
  // One address for every lane: broadcast, one pass per group.
  CHECK(timing::ldsBankPasses(c, dword, strided(64, 0, 256).data(), all, 64) == 2);
  // A stride of 128 bytes = 32 dwords: all 32 lanes of a group in bank 0, distinct dwords.
  CHECK(timing::ldsBankPasses(c, dword, strided(64, 128).data(), all, 64) == 64);
  // A stride of 8 bytes: the 32 lanes of a group use the 16 even banks twice each.
  CHECK(timing::ldsBankPasses(c, dword, strided(64, 8).data(), all, 64) == 4);
  // Only lanes 0 and 32 active, stride 128: one dword in each group.
  CHECK(timing::ldsBankPasses(c, dword, strided(64, 128).data(), 1 | (1ull << 32), 64) == 2);
  // No lane of the second group active: that group still takes its pass.
  CHECK(timing::ldsBankPasses(c, dword, strided(64, 128).data(), 0xffffffffull, 64) == 32 + 1);
  // ds_read_b64 on consecutive 8-byte elements: 64 dwords per group, every bank twice.
  timing::LdsAccessShape qword;
  qword.bytes = 8;
  CHECK(timing::ldsBankPasses(c, qword, strided(64, 8).data(), all, 64) == 4);
  // ds_read2_b32 offset0:0 offset1:1 at lane * 8: the same 64 dwords per group as above.
  timing::LdsAccessShape two;
  two.elems = 2;
  two.offset1 = 1;
  CHECK(timing::ldsBankPasses(c, two, strided(64, 8).data(), all, 64) == 4);
  // ds_read2st64_b32 offset0:0 offset1:1: the second element 64 dwords on, in the same bank
  // as the first; lanes at consecutive dwords: each bank holds two distinct dwords per group.
  two.stride = 64;
  CHECK(timing::ldsBankPasses(c, two, strided(64, 4).data(), all, 64) == 4);
  // wave32 on RDNA: one group.
  timing::GpuConfig r = config("gfx1030.ini");
  CHECK(timing::ldsBankPasses(r.timing, dword, strided(32, 4 * r.timing.ldsBanks).data(), 0xffffffffull, 32) == 32);
}

TEST_CASE("lds: a kernel's conflict cycles are its passes beyond one per group of lanes") {
  timing::GpuConfig g = config("gfx900.ini");
  const timing::TimingConfig& c = g.timing;
  auto conflicts = [&](unsigned shift) {
    std::string body = "  v_lshlrev_b32_e32 v1, " + std::to_string(shift) + ", v0\n  ds_write_b32 v1, v0\n  s_waitcnt lgkmcnt(0)\n";
    TRun r = runTiming(g, kernel("gfx900", body, 8, 0, "", false, 8192), true, 64, 64, {});
    CHECK(r.stats.ldsAccesses == 1);
    return r.stats.ldsConflictCycles;
  };
  // One wave64: 2 groups of 32 lanes, each one pass without conflicts.
  uint64_t free = 2 * c.ldsCyclesPerAccess;
  CHECK(conflicts(2) == 0);                                 // consecutive dwords
  CHECK(conflicts(3) == 4 * c.ldsCyclesPerAccess - free);   // stride 8: two dwords per bank
  CHECK(conflicts(7) == 64 * c.ldsCyclesPerAccess - free);  // stride 128: all in one bank
}
