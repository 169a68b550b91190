// The memory side's channels and DRAM (memside.cpp): the channel hash, a bank's row changes,
// the write drain's bus turns and the end of the kernel's write-back, each against the time a
// hand count of the transfers gives.
#include <doctest/doctest.h>

#include <set>

#include "support/test_util.h"
#include "timing/config.h"
#include "timing/memside.h"

using namespace gfxsim;
using namespace gfxsim::timing;

namespace {

// configs/small.ini (1,000 MHz: a nanosecond is a cycle) with one DRAM channel of one bank, so
// that every transfer's turn is known: 64 GB/s moves a 64-byte line in one cycle.
TimingConfig oneBank() {
  TimingConfig c = loadGpuConfig(test::sourcePath("configs/small.ini")).timing;
  REQUIRE(c.coreMhz == 1000);
  REQUIRE(c.dramBandwidthGBs == 64);
  REQUIRE(c.l2.lineBytes == 64);
  c.dramChannels = 1;
  c.dramBanks = 1;
  c.dramRowBytes = 256;  // one 256-byte chunk per row: four lines
  c.dramRowCycleNs = 0;
  c.dramTurnaroundNs = 0;
  c.dramRefreshNs = 0;
  c.dramWriteBatch = 1;
  return c;
}

}  // namespace

TEST_CASE("memside: the channel hash spreads a stride of n chunks over all n channels, and inverts") {
  for (unsigned n : {1u, 4u, 16u, 128u}) {
    std::set<unsigned> seen;
    for (uint64_t k = 0; k < n; ++k) seen.insert(hashedChannel(k * n, n));  // (k * n) % n == 0 for every k
    CHECK(seen.size() == n);
    for (uint64_t local : {uint64_t{0}, uint64_t{1}, uint64_t{77}, uint64_t{123456789}})
      for (unsigned c = 0; c < n; ++c) {
        uint64_t chunk = chunkOfChannel(local, c, n);
        CHECK(chunk / n == local);
        CHECK(hashedChannel(chunk, n) == c);
      }
  }
}

TEST_CASE("memside: a bank changing rows holds its transfers row_cycle apart, row hits do not") {
  const uint64_t lines = 64;  // 16 rows of 4 lines, read in order, all requested at cycle 0
  auto run = [&](double rowCycleNs) {
    TimingConfig c = oneBank();
    c.dramRowCycleNs = rowCycleNs;
    MemorySide side(c, 64);
    for (uint64_t i = 0; i < lines; ++i) side.access(0, i * 64, 64, MemOp::Read, static_cast<unsigned>(i % 128));
    CHECK(side.dramRowMisses == lines / 4);
    CHECK(side.dramRowHits == lines - lines / 4);
    return side.lastDramBusy;
  };
  CHECK(run(0) == lines);                  // one cycle a line
  CHECK(run(20) == lines + 16 * 20);       // and 20 cycles before each of the 16 rows
}

TEST_CASE("memside: writes carry their share of the bus turns, and the end of the kernel writes the dirty L2 back") {
  const uint64_t lines = 40;
  TimingConfig c = oneBank();
  c.dramRowBytes = 1 << 16;  // every line in one row: no row changes
  c.dramTurnaroundNs = 8;
  c.dramWriteBatch = 4;      // 2 x 8 / 4 = 4 cycles a write on top of its one
  MemorySide side(c, 64);
  for (uint64_t i = 0; i < lines; ++i) side.access(0, i * 64, 64, MemOp::Write, 0);
  CHECK(side.dramBytesWritten == 0);  // the L2 holds them
  Cycle done = side.writeBackDirty(1000);
  CHECK(side.dramBytesWritten == lines * 64);
  CHECK(side.l2WrittenBack == lines * 64);
  CHECK(side.lastDramBusy >= 1000 + lines * 5);
  CHECK(side.lastDramBusy <= 1000 + lines * 5 + 2);  // (the L2 channels read the first lines out)
  CHECK(done == side.lastDramBusy);
  CHECK(side.writeBackDirty(done) == done);  // nothing left dirty
}
