// The vector memory path (sim/timing/vmem.h): the L1's hits and misses counted in lines, the
// cache-policy bits, write-through of stores, and a CU's own pending stores seen by its loads.
#include <doctest/doctest.h>

#include <cstring>

#include "support/timing_kernel.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

const char* kArgs = R"(      - { .name: buf, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }
      - { .name: out, .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }
)";
// buf in s[8:9], out in s[10:11], v1 = lane * 4, v2 = 1000 + lane.
const char* kPrologue = R"(
  s_load_dwordx2 s[8:9], s[0:1], 0x0
  s_load_dwordx2 s[10:11], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32_e32 v1, 2, v0
  v_add_u32_e32 v2, 1000, v0
)";

// One wave64 on gfx900 running `body` after the prologue; buf holds 7 * i at dword i.
TRun run(const timing::GpuConfig& g, const std::string& body) {
  std::vector<uint8_t> buf(4096);
  for (uint32_t i = 0; i < 1024; ++i) {
    uint32_t v = 7 * i;
    std::memcpy(buf.data() + 4 * i, &v, 4);
  }
  return runTiming(g, kernel("gfx900", kPrologue + body, 8, 16, kArgs, false), true, 64, 64,
                   {buffer(buf), buffer(std::vector<uint8_t>(256))});
}

const timing::LevelStats& l1(const TRun& r) {
  REQUIRE(r.stats.levels[2].name == "L1 (vector)");
  return r.stats.levels[2];
}

uint32_t outAt(const TRun& r, unsigned lane) {
  uint32_t v;
  std::memcpy(&v, r.buffers[1].data() + 4 * lane, 4);
  return v;
}

}  // namespace

TEST_CASE("vmem: a wave's 64 dwords are four 64-byte L1 lines: four misses, then four hits") {
  timing::GpuConfig g = config("gfx900.ini");
  REQUIRE(g.timing.l1.lineBytes == 64);
  const uint64_t lines = 64 * 4 / g.timing.l1.lineBytes;
  TRun r = run(g, "  global_load_dword v3, v1, s[8:9]\n  s_waitcnt vmcnt(0)\n  global_load_dword v4, v1, s[8:9]\n  s_waitcnt vmcnt(0)\n"
                  "  global_store_dword v1, v4, s[10:11]\n  s_waitcnt vmcnt(0)\n");
  CHECK(l1(r).c.misses == lines);
  CHECK(l1(r).c.hits == lines);
  CHECK(l1(r).c.bytesRead == lines * g.timing.l1.lineBytes);
  CHECK(l1(r).c.bytesWritten == 64 * 4);  // the store, written through
  for (unsigned l = 0; l < 64; l += 9) CHECK(outAt(r, l) == 7 * l);
}

TEST_CASE("vmem: glc loads miss the GCN L1 (CachePolicy)") {
  timing::GpuConfig g = config("gfx900.ini");
  TRun r = run(g, "  global_load_dword v3, v1, s[8:9] glc\n  s_waitcnt vmcnt(0)\n  global_load_dword v4, v1, s[8:9] glc\n  s_waitcnt vmcnt(0)\n");
  CHECK(l1(r).c.misses == 8);
  CHECK(l1(r).c.hits == 0);
}

TEST_CASE("vmem: a store updates a line the L1 holds (write-through), and a CU's later load sees its pending store") {
  timing::GpuConfig g = config("gfx900.ini");
  // The line is in the L1: the store writes it through, and the next load hits it.
  TRun held = run(g, "  global_load_dword v3, v1, s[8:9]\n  s_waitcnt vmcnt(0)\n  global_store_dword v1, v2, s[8:9]\n"
                     "  global_load_dword v4, v1, s[8:9]\n  s_waitcnt vmcnt(0)\n  global_store_dword v1, v4, s[10:11]\n  s_waitcnt vmcnt(0)\n");
  CHECK(l1(held).c.hits == 4);
  for (unsigned l = 0; l < 64; l += 9) CHECK(outAt(held, l) == 1000 + l);
  // The line is not in the L1 (no write-allocate): the load misses, and its data from the L2
  // has this CU's store, still on its way, merged in.
  TRun pending = run(g, "  global_store_dword v1, v2, s[8:9]\n  global_load_dword v4, v1, s[8:9]\n  s_waitcnt vmcnt(0)\n"
                        "  global_store_dword v1, v4, s[10:11]\n  s_waitcnt vmcnt(0)\n");
  CHECK(l1(pending).c.hits == 0);
  CHECK(l1(pending).c.misses == 4);
  for (unsigned l = 0; l < 64; l += 9) CHECK(outAt(pending, l) == 1000 + l);
}

TEST_CASE("cache policy: each generation's row gives AMDGPUUsage's code sequences their meaning") {
  using timing::LineAction;
  // An agent-scope acquire load is `glc` on GFX9, `glc dlc` on GFX10 and `glc` on GFX11
  // (AMDGPUUsage, memory model code sequences): with each generation's bits it must miss every
  // cache above the L2, and a plain load (no bits) must be allowed to hit them.
  struct Case {
    isa::Gen gen;
    uint8_t acquireBits;
    bool hasGl1;
  };
  for (const Case& c : {Case{isa::Gen::GFX9, timing::kGlc, false}, Case{isa::Gen::GFX10, timing::kGlc | timing::kDlc, true},
                        Case{isa::Gen::GFX11, timing::kGlc, true}}) {
    const timing::CachePolicy& p = timing::cachePolicyOf(c.gen, "t.ini");
    INFO(p.generation);
    CHECK((p.loadMissL1 & c.acquireBits) != 0);
    CHECK(((p.loadMissGl1 & c.acquireBits) != 0) == c.hasGl1);
    // Write-through L1/L0; the GL1 (write-evict) drops a stored line; atomics at the L2 leave
    // no stale copy above it.
    CHECK(p.storeL1 == LineAction::Update);
    CHECK(p.storeGl1 == (c.hasGl1 ? LineAction::Drop : LineAction::Keep));
    CHECK(p.atomicL1 == LineAction::Drop);
    CHECK(p.atomicGl1 == (c.hasGl1 ? LineAction::Drop : LineAction::Keep));
  }
  // GFX11's dlc no longer bypasses the GL1 (it is the Infinity Cache's no-allocate hint).
  CHECK((timing::cachePolicyOf(isa::Gen::GFX11, "t.ini").loadMissGl1 & timing::kDlc) == 0);
  CHECK_THROWS_WITH(timing::cachePolicyOf(isa::Gen::GFX12, "t.ini"), doctest::Contains("t.ini: error: the timing model has no cache policy"));
}
