// The engine (sim/timing/gpu.cpp): how it cuts the GPU into partitions, the epoch length, the
// independence of the result from the host thread count, and the dispatch budget.
#include <doctest/doctest.h>

#include <algorithm>

#include "support/timing_kernel.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

// Every lane adds its id to a counter in memory a few times (global atomics: every partition
// talks to the L2 through the serial phase).
const char* kBody = R"(
  s_load_dwordx2 s[8:9], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_mov_b32_e32 v1, 0
  s_mov_b32 s10, 4
.Lloop:
  global_atomic_add v1, v0, s[8:9]
  s_waitcnt vmcnt(0)
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 .Lloop
)";
const char* kArgs = "      - { .name: buf, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }\n";

}  // namespace

TEST_CASE("engine: partitions are the CUs sharing a scalar cache (GCN) or the shader arrays (RDNA)") {
  timing::GpuConfig g9 = config("gfx900.ini");
  REQUIRE(g9.agent.computeUnits == 64);
  REQUIRE(g9.timing.scacheCusSharing == 3);
  TRun r9 = runTiming(g9, kernel("gfx900", kBody, 4, 8, kArgs, false), true, 64, 64, {buffer(std::vector<uint8_t>(8))});
  CHECK(r9.stats.partitions == (64 + 2) / 3);
  timing::GpuConfig g10 = config("gfx1030.ini");
  REQUIRE(g10.timing.shaderArrays == 8);
  TRun r10 = runTiming(g10, kernel("gfx1030", kBody, 4, 8, kArgs, true), false, 32, 32, {buffer(std::vector<uint8_t>(8))});
  CHECK(r10.stats.partitions == 8);
}

TEST_CASE("engine: epochs of Q = min(L2 hit latency, 128) cycles cover the kernel") {
  timing::GpuConfig g = config("gfx900.ini");
  const timing::TimingConfig& c = g.timing;
  const uint64_t q = std::min<uint64_t>(c.l2.hitLatency, 128);
  TRun r = runTiming(g, kernel("gfx900", kBody, 4, 8, kArgs, false), true, 256, 64, {buffer(std::vector<uint8_t>(8))});
  uint32_t sum;
  std::memcpy(&sum, r.buffers[0].data(), 4);
  CHECK(sum == 4 * 4 * (63 * 64 / 2));  // 4 groups x 4 iterations x the lane ids
  // The epochs start at the kernel's launch and run until everything is done: the last
  // instruction issued lies in the last epoch.
  CHECK(r.stats.lastIssue < c.kernelLaunchCycles + r.stats.epochs * q);
  CHECK(r.stats.lastIssue >= c.kernelLaunchCycles + (r.stats.epochs - 2) * q);
}

TEST_CASE("engine: the result does not depend on the host thread count") {
  timing::GpuConfig g = config("gfx1030.ini");
  auto run = [&](unsigned threads) {
    timing::TimingOptions o;
    o.threads = threads;
    return runTiming(g, kernel("gfx1030", kBody, 4, 8, kArgs, true), false, 16 * 32, 32, {buffer(std::vector<uint8_t>(8))}, o);
  };
  TRun one = run(1), four = run(4);
  CHECK(one.stats.cycles == four.stats.cycles);
  CHECK(one.stats.epochs == four.stats.epochs);
  for (unsigned k = 0; k < timing::kStallCount; ++k) CHECK(one.stats.stalls[k] == four.stats.stalls[k]);
  CHECK(one.buffers[0] == four.buffers[0]);
}

TEST_CASE("engine: a dispatch past its cycle budget faults, naming the wave that executed the most") {
  timing::GpuConfig g = config("gfx900.ini");
  timing::TimingOptions o;
  o.maxCycles = 50'000;
  timing::TimingStats stats;
  device::LaunchResult r =
      launchTiming(g, kernel("gfx900", ".Lspin:\n  s_branch .Lspin\n", 4, 0, "", false), true, 64, 64, {}, o, &stats);
  REQUIRE(r.dispatch.fault);
  CHECK(r.dispatch.fault->reason.find("--max-cycles") != std::string::npos);
  CHECK(r.dispatch.fault->reason.find("the most of any wave") != std::string::npos);
}
