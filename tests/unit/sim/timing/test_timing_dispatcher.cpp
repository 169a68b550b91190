// The dispatcher's occupancy rules (sim/timing/dispatcher.h) against the configs' figures:
// waves per SIMD, VGPRs and SGPRs per SIMD, LDS per CU/WGP, barriers; RDNA's CU and WGP modes.
#include <doctest/doctest.h>

#include "support/timing_kernel.h"
#include "timing/dispatcher.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

// How many work-groups of `waves` waves and `lds` bytes one empty CU/WGP takes.
unsigned capacity(const timing::Occupancy& o, uint32_t waves, uint32_t lds, uint32_t cuIndex = 0) {
  timing::CuResources r;
  unsigned n = 0;
  uint8_t side = 0;
  while (o.fits(r, cuIndex, waves, lds, &side)) {
    o.reserve(r, waves, lds, side, +1);
    REQUIRE(++n < 1000);
  }
  return n;
}

}  // namespace

TEST_CASE("dispatcher: a GCN CU holds what its SIMDs' wave slots, registers, LDS and barriers allow") {
  timing::GpuConfig g = config("gfx900.ini");
  const timing::TimingConfig& c = g.timing;
  const unsigned simds = g.agent.simdsPerCu, slots = g.agent.wavesPerSimd;
  REQUIRE(simds == 4);  // the config's figures (Vega 10)
  REQUIRE(slots == 10);
  REQUIRE(c.vgprsPerSimd == 256);
  REQUIRE(c.sgprsPerSimd == 800);
  REQUIRE(c.ldsBytesPerCu == 65536);
  REQUIRE(c.barriersPerCu == 16);
  auto rules = [&](unsigned vgprs, unsigned sgprs) { return timing::Occupancy(c, slots, simds, false, vgprs, sgprs); };
  // Groups of four waves, one on each SIMD. Few registers: the wave slots are the limit, 10.
  CHECK(capacity(rules(4, 16), 4, 0) == 10);
  // VGPRs: 256 per lane per SIMD; 64 per wave -> 4 waves per SIMD, 84 -> 3 (the GCN occupancy table).
  CHECK(capacity(rules(64, 16), 4, 0) == 4);
  CHECK(capacity(rules(84, 16), 4, 0) == 3);
  // SGPRs: 800 per SIMD; 96 per wave -> 8 waves per SIMD.
  CHECK(capacity(rules(4, 96), 4, 0) == 8);
  // LDS: 64 KiB per CU; 16 KiB per group -> 4 groups.
  CHECK(capacity(rules(4, 16), 4, 16384) == 4);
  // Groups of more than one wave take one of the 16 barriers: eight-wave groups (two per
  // SIMD) would fit 5 by the slots, 16 by the barriers.
  CHECK(capacity(rules(4, 16), 8, 0) == 5);
}

TEST_CASE("dispatcher: a finished work-group gives back all it took") {
  timing::GpuConfig g = config("gfx900.ini");
  timing::Occupancy o(g.timing, g.agent.wavesPerSimd, g.agent.simdsPerCu, false, 64, 32);
  timing::CuResources r;
  uint8_t place = 9;
  REQUIRE(o.fits(r, 0, 3, 4096, &place));
  CHECK(place == 0);
  o.reserve(r, 3, 4096, place, +1);
  // Waves 0, 1, 2 on SIMDs 0, 1, 2.
  CHECK(r.simdWaves[0] == 1);
  CHECK(r.simdWaves[2] == 1);
  CHECK(r.simdWaves[3] == 0);
  CHECK(r.simdVgprs[1] == 64);
  CHECK(r.simdSgprs[1] == 32);
  CHECK(r.ldsUsed[0] == 4096);
  CHECK(r.barriers == 1);
  o.reserve(r, 3, 4096, place, -1);
  for (unsigned s = 0; s < 4; ++s) CHECK(r.simdWaves[s] + r.simdVgprs[s] + r.simdSgprs[s] == 0);
  CHECK(r.ldsUsed[0] + r.barriers == 0);
}

TEST_CASE("dispatcher: an RDNA WGP in CU mode keeps a group on one CU with half the LDS, WGP mode spreads it") {
  timing::GpuConfig g = config("gfx1030.ini");
  const timing::TimingConfig& c = g.timing;
  REQUIRE(c.ldsBytesPerCu == 128 * 1024);  // per WGP (RDNA 2)
  const unsigned slots = g.agent.wavesPerSimd;
  REQUIRE(slots == 16);
  timing::Occupancy cuMode(c, slots, 4, false, 8, 0), wgpMode(c, slots, 4, true, 8, 0);
  // 40 KiB per group: one per CU's 64 KiB half in CU mode (2 per WGP), 3 in 128 KiB in WGP mode.
  CHECK(capacity(cuMode, 1, 40 * 1024) == 2);
  CHECK(capacity(wgpMode, 1, 40 * 1024) == 3);
  // Groups of more than one wave take one of the WGP's 16 barriers: groups of two waves (one
  // per SIMD of a CU) stop at 16, though the slots would take 2 CUs x 16.
  REQUIRE(c.barriersPerCu == 16);
  CHECK(capacity(cuMode, 2, 0) == 16);
  // WGP mode deals a group's waves over the two CUs first: SIMDs 0, 2, 1, 3.
  for (unsigned i = 0; i < 4; ++i) CHECK(wgpMode.simdOf(i, 0) == (i % 2) * 2 + i / 2);
  // CU mode: waves alternate over the two SIMDs of their CU (CU 1: SIMDs 2 and 3).
  const uint8_t cu1 = 1 << 2;
  CHECK(cuMode.simdOf(0, cu1) == 2);
  CHECK(cuMode.simdOf(1, cu1) == 3);
  CHECK(cuMode.simdOf(2, cu1) == 2);
  // CU mode: the first choice of CU alternates between WGPs.
  timing::CuResources r;
  uint8_t place = 9;
  REQUIRE(cuMode.fits(r, 0, 2, 0, &place));
  CHECK(timing::Occupancy::placeSide(place) == 0);
  REQUIRE(cuMode.fits(r, 1, 2, 0, &place));
  CHECK(timing::Occupancy::placeSide(place) == 1);
}

TEST_CASE("dispatcher: small work-groups start on the least loaded SIMD, so one-wave groups use every SIMD") {
  // GCN: four one-wave groups land on SIMDs 0, 1, 2, 3, and a CU takes 4 x 10 of them (the
  // wave slots of all four SIMDs), not the 10 of one SIMD.
  timing::GpuConfig g = config("gfx900.ini");
  timing::Occupancy gcn(g.timing, g.agent.wavesPerSimd, 4, false, 4, 16);
  timing::CuResources r;
  for (unsigned k = 0; k < 4; ++k) {
    uint8_t place = 0;
    REQUIRE(gcn.fits(r, 0, 1, 0, &place));
    CHECK(gcn.simdOf(0, place) == k);
    gcn.reserve(r, 1, 0, place, +1);
  }
  for (unsigned s = 0; s < 4; ++s) CHECK(r.simdWaves[s] == 1);
  CHECK(capacity(gcn, 1, 0) == 40);
  // Groups of two waves alternate SIMD pairs 0-1 and 2-3.
  timing::CuResources r2;
  for (unsigned k = 0; k < 2; ++k) {
    uint8_t place = 0;
    REQUIRE(gcn.fits(r2, 0, 2, 0, &place));
    gcn.reserve(r2, 2, 0, place, +1);
  }
  for (unsigned s = 0; s < 4; ++s) CHECK(r2.simdWaves[s] == 1);
  // RDNA: in WGP mode two groups of two waves use all four SIMD32s; in CU mode four one-wave
  // groups use all four too (the emptier CU first, then the emptier SIMD of that CU).
  timing::GpuConfig n = config("gfx1030.ini");
  timing::Occupancy wgp(n.timing, n.agent.wavesPerSimd, 4, true, 8, 0), cu(n.timing, n.agent.wavesPerSimd, 4, false, 8, 0);
  timing::CuResources r3, r4;
  for (unsigned k = 0; k < 2; ++k) {
    uint8_t place = 0;
    REQUIRE(wgp.fits(r3, 0, 2, 0, &place));
    wgp.reserve(r3, 2, 0, place, +1);
  }
  for (unsigned s = 0; s < 4; ++s) CHECK(r3.simdWaves[s] == 1);
  for (unsigned k = 0; k < 4; ++k) {
    uint8_t place = 0;
    REQUIRE(cu.fits(r4, 0, 1, 0, &place));
    cu.reserve(r4, 1, 0, place, +1);
  }
  for (unsigned s = 0; s < 4; ++s) CHECK(r4.simdWaves[s] == 1);
}
