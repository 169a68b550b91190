// Instruction fetch (sim/timing/fetch.h): a wave's buffer one fetch block ahead, the shared
// instruction cache's latencies and its port, against a hand computation from the config.
#include <doctest/doctest.h>

#include "support/timing_kernel.h"
#include "timing/fetch.h"

using namespace gfxsim;
using namespace gfxsim::test;

TEST_CASE("fetch: a wave's buffer refills on a jump and prefetches one block ahead") {
  timing::GpuConfig g = config("gfx900.ini");
  const timing::TimingConfig& c = g.timing;
  REQUIRE(c.fetchBytes == 32);  // two fetch blocks per 64-byte line
  REQUIRE(c.icache.lineBytes == 64);
  const timing::Cycle hit = c.icache.hitLatency, miss = c.icacheMissLatency;
  timing::InstructionFetch f(c, 1);
  f.build(0);
  timing::FetchBuffer b;
  // The first instruction: blocks 0x1000 (a miss, the port's request at 100) and 0x1020 (the
  // same line: a hit at 101, but no earlier than the block before it).
  CHECK(f.ready(0, b, 0x1000, 4, 100) == 100 + miss);
  CHECK(f.ready(0, b, 0x1004, 8, 101) == 100 + miss);  // buffered: nothing fetched
  // Into the second block: it is ready (it came with the first), and the next block (0x1040,
  // a new line) is prefetched at 400.
  CHECK(f.ready(0, b, 0x1020, 4, 400) == 100 + miss);
  // Into that block: it arrives a miss latency after the prefetch.
  CHECK(f.ready(0, b, 0x1040, 4, 401) == 400 + miss);
  // A jump back to 0x1000 (outside the buffer): refetched from the cache, a hit.
  CHECK(f.ready(0, b, 0x1000, 4, 1000) == 1000 + hit);
  // An instruction straddling the end of the buffer: the buffer moves on until it holds it.
  CHECK(f.ready(0, b, 0x103c, 8, 2000) == 2000 + hit);
  const timing::Cache& ic = f.cache(0);
  CHECK(ic.counters.misses == 2);  // lines 0x1000 and 0x1040
  CHECK(ic.counters.bytesRead == 2 * c.icache.lineBytes);
}

TEST_CASE("fetch: the instruction cache's port serves one request per cycle, in order") {
  timing::GpuConfig g = config("gfx900.ini");
  const timing::TimingConfig& c = g.timing;
  timing::InstructionFetch f(c, 2);
  f.build(0);
  f.build(1);
  // Warm line 0 in cache 0.
  f.fetch(0, 0, 0);
  // Three requests at cycle 10 to the shared cache 0: served at 10, 11, 12.
  CHECK(f.fetch(0, 0, 10) == 10 + c.icache.hitLatency);
  CHECK(f.fetch(0, 0, 10) == 11 + c.icache.hitLatency);
  CHECK(f.fetch(0, 0, 10) == 12 + c.icache.hitLatency);
  // Cache 1 has its own port (and is cold).
  CHECK(f.fetch(1, 0, 10) == 10 + c.icacheMissLatency);
  // A prefetch is answered no earlier than the block before it.
  CHECK(f.fetch(0, 0, 20, 500) == 500);
}

TEST_CASE("fetch: waves of one CU share its instruction cache, work-groups dealt to other partitions miss again") {
  timing::GpuConfig g = config("gfx900.ini");
  std::string body;
  for (int i = 0; i < 32; ++i) body += "  s_nop 0\n";  // with s_endpgm: 132 bytes from a 256-byte aligned entry
  const uint64_t lines = (32 * 4 + 4 + g.timing.icache.lineBytes - 1) / g.timing.icache.lineBytes;
  auto misses = [&](uint32_t grid, uint32_t block) {
    TRun r = runTiming(g, kernel("gfx900", body, 4, 0, "", false), true, grid, block, {});
    REQUIRE(r.stats.levels[0].name == "instruction cache");
    return r.stats.levels[0].c.misses;
  };
  CHECK(misses(64, 64) == lines);       // one wave
  CHECK(misses(128, 128) == lines);     // two waves of one work-group, on one CU
  CHECK(misses(128, 64) == 2 * lines);  // two work-groups: dealt to two partitions
}
