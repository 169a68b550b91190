// The calibration microbenchmarks reproduce every published figure the
// shipped configs cite within 10%; the latency sweep steps at the configured cache sizes; and
// the sanity trends hold: LDS tiling beats the naive matrix multiply, coalesced access beats
// strides of 64 bytes and more, more VGPRs across an occupancy step slow a latency-bound
// kernel, and wave32/wave64 builds on gfx1030 differ as the issue model predicts.
#include <doctest/doctest.h>

#include <cmath>
#include <numeric>
#include <cstring>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "cli/calibrate.h"
#include "cli/workload_runner.h"
#include "runtime/device/launch.h"
#include "support/fileio.h"
#include "support/test_util.h"
#include "support/timing_kernel.h"
#include "timing/gpu.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

// strided(in, stride_bytes, out): out[gid] = in[gid * stride_bytes / 4] (gfx900, 256-wide groups).
const char* kStridedBody = R"(
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dword s6, s[0:1], 0x8
  s_load_dwordx2 s[8:9], s[0:1], 0x10
  s_lshl_b32 s2, s2, 8
  v_add_u32_e32 v0, s2, v0
  s_waitcnt lgkmcnt(0)
  v_mul_lo_u32 v1, v0, s6
  global_load_dword v2, v1, s[4:5]
  v_lshlrev_b32_e32 v3, 2, v0
  s_waitcnt vmcnt(0)
  global_store_dword v3, v2, s[8:9]
)";
const char* kStridedArgs = R"(      - { .name: in, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }
      - { .name: stride, .offset: 8, .size: 4, .value_kind: by_value }
      - { .name: out, .address_space: global, .offset: 16, .size: 8, .value_kind: global_buffer }
)";

TRun strided(const timing::GpuConfig& g, uint32_t items, uint32_t strideBytes, unsigned vgprs) {
  std::vector<uint8_t> in(static_cast<size_t>(items) * strideBytes);
  for (size_t i = 0; i * 4 < in.size(); ++i) {
    uint32_t v = static_cast<uint32_t>(i * 2654435761u);
    std::memcpy(in.data() + 4 * i, &v, 4);
  }
  TRun r = runTiming(g, kernel("gfx900", kStridedBody, vgprs, 24, kStridedArgs, false), true, items, 256,
                     {buffer(in), u32(strideBytes), buffer(std::vector<uint8_t>(items * 4u))});
  // The loads read what they should (timing mode computes the functional result).
  for (uint32_t i = 0; i < items; i += 97) {
    uint32_t got, want;
    std::memcpy(&got, r.buffers[2].data() + 4 * i, 4);
    std::memcpy(&want, in.data() + static_cast<size_t>(i) * strideBytes, 4);
    REQUIRE(got == want);
  }
  return r;
}

void calibrationReproduced(const char* name) {
  timing::GpuConfig g = config(name);
  auto rows = cli::calibrate(g);
  unsigned cited = 0;
  for (const auto& r : rows) {
    if (!r.published) continue;
    ++cited;
    INFO(name << " " << r.key << ": published " << *r.published << ", simulated " << r.simulated);
    REQUIRE(!std::isnan(r.simulated));
    CHECK(*r.error() <= 0.10);
  }
  CHECK(cited >= 5);  // (MI300X cites five: its peak DRAM bandwidth is not an achieved figure, so it is not compared)
  MESSAGE(cli::calibrationTable(g, rows));
}

}  // namespace

// A test case per config, so that ctest -j spreads them.
TEST_CASE("calibration: every figure a shipped config cites is reproduced within 10%: gfx900") { calibrationReproduced("gfx900.ini"); }
TEST_CASE("calibration: every figure a shipped config cites is reproduced within 10%: gfx90a") { calibrationReproduced("gfx90a.ini"); }
TEST_CASE("calibration: every figure a shipped config cites is reproduced within 10%: gfx942") { calibrationReproduced("gfx942.ini"); }
TEST_CASE("calibration: every figure a shipped config cites is reproduced within 10%: gfx1030") { calibrationReproduced("gfx1030.ini"); }

TEST_CASE("calibration: the latency sweep steps at the configured cache sizes") {
  // The small test GPU: 4 KiB L1, 64 KiB L2 (4 channels), then DRAM.
  timing::GpuConfig g = config("small.ini");
  const auto& c = g.timing;
  auto at = [&](uint64_t kib) { return cli::chaseLatency(g, kib << 10, false); };
  double l1a = at(2), l1b = at(4), l2a = at(8), l2b = at(32), l2c = at(64), dram1 = at(128), dram2 = at(512);
  MESSAGE("small.ini chase latency (cycles): 2K " << l1a << ", 4K " << l1b << ", 8K " << l2a << ", 32K " << l2b << ", 64K "
                                                  << l2c << ", 128K " << dram1 << ", 512K " << dram2);
  // Flat within a level, a step past each configured size, each step near the configured latency.
  CHECK(l1b == doctest::Approx(l1a).epsilon(0.02));
  CHECK(l2b == doctest::Approx(l2a).epsilon(0.02));
  CHECK(l2c == doctest::Approx(l2a).epsilon(0.02));
  CHECK(dram2 == doctest::Approx(dram1).epsilon(0.05));
  CHECK(l2a > l1b + 0.5 * (c.l2.hitLatency - c.l1.hitLatency));
  CHECK(dram1 > l2c + 0.5 * (c.dramLatency - c.l2.hitLatency));
  // Each step is the configured difference between the levels (the loop's own cycles cancel).
  CHECK(l2a - l1a == doctest::Approx(c.l2.hitLatency - c.l1.hitLatency).epsilon(0.10));
  CHECK(dram1 - l2c == doctest::Approx(c.dramLatency - c.l2.hitLatency).epsilon(0.10));
  // Vega 64's 16 KiB L1.
  timing::GpuConfig v = config("gfx900.ini");
  double in = cli::chaseLatency(v, 16 << 10, false), out = cli::chaseLatency(v, 32 << 10, false);
  CHECK(out > in + 0.5 * (v.timing.l2.hitLatency - v.timing.l1.hitLatency));
}

TEST_CASE("trends: the LDS-tiled matrix multiply beats the naive one") {
  for (const char* t : {"gfx900", "gfx1030"}) {
    timing::GpuConfig g = config((std::string(t) + ".ini").c_str());
    rt::RuntimeConfig rc = g.agent.runtimeConfig();
    uint64_t cycles[2];
    int i = 0;
    for (const char* w : {"matmul_naive", "matmul_tiled"}) {
      const workloads::Workload* wl = nullptr;
      for (const auto& x : workloads::allWorkloads())
        if (x.name == w) wl = &x;
      REQUIRE(wl);
      std::string path = test::sourcePath(std::string("tests/golden/clang19/") + t + "/" + w + "-O2.hsaco");
      timing::TimingEngine e(g, {});
      cli::WorkloadRunOptions o;
      o.runtime = &rc;
      o.processor = &e;
      cli::WorkloadRun r = cli::runWorkload(*wl, readFileBytes(path), path, o);
      CHECK(r.check.ok);
      cycles[i++] = e.stats().cycles - g.timing.kernelLaunchCycles - g.timing.kernelEndCycles;
    }
    MESSAGE(std::string(t) << ": naive " << cycles[0] << " cycles, tiled " << cycles[1]);
    CHECK(cycles[1] < cycles[0]);
  }
}

TEST_CASE("trends: coalesced access beats strides of 64 bytes and more") {
  timing::GpuConfig g = config("gfx900.ini");
  const uint32_t items = 16384;
  auto active = [&](const TRun& r) { return r.stats.lastIssue - r.stats.firstIssue; };
  TRun c4 = strided(g, items, 4, 8), c64 = strided(g, items, 64, 8), c256 = strided(g, items, 256, 8);
  MESSAGE("stride 4: " << active(c4) << " cycles, 64: " << active(c64) << ", 256: " << active(c256));
  CHECK(active(c64) > 2 * active(c4));
  CHECK(active(c256) > 2 * active(c4));
  // Every lane of a coalesced wave64 dword load shares 4 L1 lines; at 64 bytes each lane has its own.
  CHECK(c64.stats.levels[2].c.misses >= 16 * c4.stats.levels[2].c.misses / 2);
}

TEST_CASE("trends: more VGPRs across an occupancy step slow a latency-bound kernel") {
  timing::GpuConfig g = config("gfx900.ini");
  const uint32_t items = 1u << 18;  // 4,096 waves: more than the GPU holds at once
  // 24 VGPRs: 10 waves per SIMD (the slot limit); 128: 256/128 = 2 waves per SIMD.
  TRun lo = strided(g, items, 4, 24), hi = strided(g, items, 4, 128);
  MESSAGE("24 VGPRs: " << lo.stats.cycles << " cycles, occupancy " << lo.stats.occupancy << "; 128 VGPRs: " << hi.stats.cycles
                       << " cycles, occupancy " << hi.stats.occupancy);
  CHECK(hi.stats.occupancy < lo.stats.occupancy);
  CHECK(hi.stats.cycles > lo.stats.cycles);
}

TEST_CASE("trends: wave32 and wave64 builds on gfx1030 differ as the issue model predicts") {
  // One wave, N VALU operations between two s_memtime: a dependent chain, and independent
  // operations on eight registers. A SIMD32 runs wave64 in two passes: the model predicts
  // (valu_latency + passes - 1) cycles per dependent operation and `passes` per independent one.
  // The sequence runs twice and the second pass is measured (the instruction cache is warm),
  // less the same measurement around no operations.
  timing::GpuConfig g = config("gfx1030.ini");
  const unsigned n = 256;
  auto run1 = [&](bool wave64, bool dependent, unsigned ops) {
    std::string body = "  s_load_dwordx2 s[8:9], s[0:1], 0x0\n  v_mov_b32_e32 v1, 1.0\n  v_mov_b32_e32 v2, 1.0\n"
                       "  s_waitcnt lgkmcnt(0)\n  s_mov_b32 s10, 2\n.Lpass:\n  s_memtime s[4:5]\n  s_waitcnt lgkmcnt(0)\n";
    for (unsigned i = 0; i < ops; ++i) {
      unsigned r = dependent ? 1 : 1 + i % 8;
      body += "  v_add_f32_e32 v" + std::to_string(r + 8) + ", v" + std::to_string(r + 8) + ", v2\n";
    }
    body += "  s_memtime s[6:7]\n  s_waitcnt lgkmcnt(0)\n  s_sub_u32 s10, s10, 1\n  s_cmp_lg_u32 s10, 0\n  s_cbranch_scc1 .Lpass\n"
            "  s_sub_u32 s6, s6, s4\n  s_subb_u32 s7, s7, s5\n"
            "  v_mov_b32_e32 v20, s6\n  v_mov_b32_e32 v21, s7\n  v_mov_b32_e32 v22, 0\n  global_store_dwordx2 v22, v[20:21], s[8:9]\n";
    std::string args = "      - { .name: out, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }\n";
    unsigned lanes = wave64 ? 64 : 32;
    TRun r = runTiming(g, kernel("gfx1030", body, 24, 8, args, !wave64), wave64, lanes, lanes, {buffer(std::vector<uint8_t>(8))});
    uint64_t cycles;
    std::memcpy(&cycles, r.buffers[0].data(), 8);
    return static_cast<double>(cycles);
  };
  auto run = [&](bool wave64, bool dependent) { return run1(wave64, dependent, n) - run1(wave64, dependent, 0); };
  const auto& c = g.timing;
  for (bool dependent : {true, false}) {
    double w32 = run(false, dependent), w64 = run(true, dependent);
    double p32 = n * (dependent ? c.valuLatency : 1.0), p64 = n * (dependent ? c.valuLatency + 1.0 : 2.0);
    MESSAGE(std::string(dependent ? "dependent" : "independent") << ": wave32 " << w32 << " cycles (model " << p32 << "), wave64 " << w64
                                                      << " (model " << p64 << ")");
    CHECK(w32 == doctest::Approx(p32).epsilon(0.10));
    CHECK(w64 == doctest::Approx(p64).epsilon(0.10));
    CHECK(w64 > w32);
  }
}

namespace {

// One wave of `body` between two s_memtime; out[0] = the cycles between them. s[8:9] holds
// `buf` (a 4 KiB global buffer), s[12:13] `out`. The whole runs twice and the second pass is
// measured (the code is in the instruction cache); each pass starts by invalidating the
// first-level data caches (`inval`) and running `prologue`.
double timed(const timing::GpuConfig& g, const std::string& target, const std::string& prologue, const std::string& body,
             bool wave32) {
  std::string inval = wave32 ? "  buffer_gl0_inv\n  buffer_gl1_inv\n  s_dcache_inv\n" : "  buffer_wbinvl1\n  s_dcache_inv\n";
  std::string b = "  s_load_dwordx2 s[8:9], s[0:1], 0x0\n  s_load_dwordx2 s[12:13], s[0:1], 0x8\n  s_waitcnt lgkmcnt(0)\n"
                  "  s_mov_b32 s10, 2\n.Lpass:\n" + inval + prologue + "  s_memtime s[4:5]\n  s_waitcnt lgkmcnt(0)\n" + body +
                  "  s_memtime s[6:7]\n  s_waitcnt lgkmcnt(0)\n  s_waitcnt vmcnt(0)\n" + (wave32 ? "  s_waitcnt_vscnt null, 0\n" : "") +
                  "  s_sub_u32 s10, s10, 1\n  s_cmp_lg_u32 s10, 0\n  s_cbranch_scc1 .Lpass\n  s_sub_u32 s6, s6, s4\n  s_subb_u32 s7, s7, s5\n"
                  "  v_mov_b32_e32 v20, s6\n  v_mov_b32_e32 v21, s7\n  v_mov_b32_e32 v22, 0\n"
                  "  global_store_dwordx2 v22, v[20:21], s[12:13]\n  s_waitcnt vmcnt(0)\n";
  std::string args = "      - { .name: buf, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }\n"
                     "      - { .name: out, .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }\n";
  unsigned lanes = wave32 ? 32 : 64;
  TRun r = runTiming(g, kernel(target, b, 24, 16, args, wave32), !wave32, lanes, lanes,
                     {buffer(std::vector<uint8_t>(4096)), buffer(std::vector<uint8_t>(8))});
  uint64_t c;
  std::memcpy(&c, r.buffers[1].data(), 8);
  return static_cast<double>(c);
}

}  // namespace

TEST_CASE("wait counters: vmcnt reports in order, SMEM in lgkmcnt in any order, GFX10 stores in vscnt") {
  timing::GpuConfig g = config("small.ini");
  const auto& c = g.timing;
  // Line 0 is warm in the L1; line 1024 is not. The hit is done long before the miss, but
  // vmcnt(1) (one left) must wait for the miss: it is older, and vmcnt reports in order.
  std::string warm = "  v_mov_b32_e32 v0, 0\n  v_mov_b32_e32 v1, 1024\n  global_load_dword v2, v0, s[8:9]\n  s_waitcnt vmcnt(0)\n";
  double inOrder = timed(g, "gfx900", warm, "  global_load_dword v3, v1, s[8:9]\n  global_load_dword v2, v0, s[8:9]\n  s_waitcnt vmcnt(1)\n", false);
  double hitOnly = timed(g, "gfx900", warm, "  global_load_dword v2, v0, s[8:9]\n  s_waitcnt vmcnt(0)\n", false);
  MESSAGE("vmcnt(1) after a miss and a hit: " << inOrder << " cycles; a hit alone: " << hitOnly);
  CHECK(inOrder >= c.l2.hitLatency);
  CHECK(hitOnly < c.l2.hitLatency);
  // SMEM: a scalar-cache miss, then a hit; lgkmcnt(1) is satisfied by the hit alone.
  std::string swarm = "  s_load_dword s20, s[8:9], 0x0\n  s_waitcnt lgkmcnt(0)\n";
  double anyOrder = timed(g, "gfx900", swarm, "  s_load_dword s21, s[8:9], 0x400\n  s_load_dword s20, s[8:9], 0x0\n  s_waitcnt lgkmcnt(1)\n", false);
  double both = timed(g, "gfx900", swarm, "  s_load_dword s21, s[8:9], 0x400\n  s_load_dword s20, s[8:9], 0x0\n  s_waitcnt lgkmcnt(0)\n", false);
  MESSAGE("lgkmcnt(1) after an SMEM miss and a hit: " << anyOrder << " cycles; lgkmcnt(0): " << both);
  CHECK(anyOrder < c.l2.hitLatency);
  CHECK(both >= c.l2.hitLatency);
  // GFX10: a store counts in vscnt, not vmcnt.
  timing::GpuConfig r = config("gfx1030.ini");
  std::string st = "  v_mov_b32_e32 v0, 0\n  global_store_dword v0, v0, s[8:9]\n";
  double vm = timed(r, "gfx1030", "", st + "  s_waitcnt vmcnt(0)\n", true);
  double vs = timed(r, "gfx1030", "", st + "  s_waitcnt_vscnt null, 0\n", true);
  MESSAGE("gfx1030 store then vmcnt(0): " << vm << " cycles; then vscnt(0): " << vs);
  CHECK(vm < r.timing.l2.hitLatency);
  CHECK(vs >= r.timing.l2.hitLatency);
}

TEST_CASE("cache invalidates: the invalidating wave waits while the cache is walked (invalidate_cycles)") {
  timing::GpuConfig r = config("gfx1030.ini");
  const auto& c = r.timing;
  REQUIRE(c.l1.invalidateCycles < c.gl1.invalidateCycles);
  double none = timed(r, "gfx1030", "", "  s_nop 0\n", true);
  double gl0 = timed(r, "gfx1030", "", "  buffer_gl0_inv\n  s_nop 0\n", true);
  double gl1 = timed(r, "gfx1030", "", "  buffer_gl1_inv\n  s_nop 0\n", true);
  MESSAGE("gfx1030: nothing " << none << " cycles; buffer_gl0_inv " << gl0 << "; buffer_gl1_inv " << gl1);
  CHECK(gl0 - none >= c.l1.invalidateCycles - 1);
  CHECK(gl0 - none < c.gl1.invalidateCycles);
  CHECK(gl1 - none >= c.gl1.invalidateCycles - 1);
  timing::GpuConfig g = config("gfx900.ini");
  double gnone = timed(g, "gfx900", "", "  s_nop 0\n", false);
  double wbinv = timed(g, "gfx900", "", "  buffer_wbinvl1_vol\n  s_nop 0\n", false);
  MESSAGE("gfx900: nothing " << gnone << " cycles; buffer_wbinvl1_vol " << wbinv);
  CHECK(wbinv - gnone >= g.timing.l1.invalidateCycles - 1);
}

TEST_CASE("RDNA CU mode keeps a work-group on one CU, WGP mode spreads it over two") {
  // A VALU-bound group of 16 wave32 waves: WGP mode has four SIMDs for it, CU mode two.
  timing::GpuConfig g = config("gfx1030.ini");
  std::string body;
  for (unsigned i = 0; i < 256; ++i) body += "  v_add_f32_e32 v" + std::to_string(8 + i % 8) + ", v" + std::to_string(8 + i % 8) + ", v1\n";
  auto run = [&](bool wgp) {
    std::string src = kernel("gfx1030", body, 24, 0, "", true);
    src.insert(src.find("  .end_amdhsa_kernel"), std::string("    .amdhsa_workgroup_processor_mode ") + (wgp ? "1" : "0") + "\n");
    src.replace(src.find("  - .args:\n"), 11, "  - .args: []\n");
    TRun r = runTiming(g, src, false, 512, 512, {});
    CHECK(r.stats.wgpMode == wgp);
    return static_cast<double>(r.stats.lastIssue - r.stats.firstIssue);
  };
  double wgp = run(true), cu = run(false);
  MESSAGE("16 waves x 256 VALU: WGP mode " << wgp << " cycles, CU mode " << cu);
  CHECK(cu > 1.6 * wgp);
}

TEST_CASE("gfxsim run --mode timing: table, --stats JSON, --trace timeline, and bad options") {
  std::string saxpy = test::sourcePath("tests/golden/clang19/gfx900/saxpy-O2.hsaco");
  std::string args = " --kernel saxpy --grid 4096 --block 256 --arg f32:2 --arg zero:16384 --arg zero:16384 --arg zero:16384 --arg u32:4096";
  std::string cfg = " --config " + test::sourcePath("configs/gfx900.ini");
  std::string stats = test::tempPath("timing-stats.json"), trace = test::tempPath("timing-trace.json"), out;
  int rc = test::runCommand(std::string(GFXSIM_BINARY) + " run " + saxpy + args + cfg + " --mode timing --stats " + stats +
                                " --trace " + trace + " --threads 2 2>&1",
                            &out);
  REQUIRE(rc == 0);
  for (const char* k : {"cycles", "IPC", "wave occupancy", "stalls", "waitcnt vmcnt", "L1 (vector)", "L2", "DRAM", "GB/s achieved"})
    CHECK_MESSAGE(out.find(k) != std::string::npos, k);
  std::string s = readFileText(stats);
  for (const char* k : {"\"cycles\":", "\"ipc\":", "\"occupancy\":", "\"stalls\":", "\"caches\":", "\"hit_rate\":", "\"dram\":", "\"achieved_gbs\":"})
    CHECK_MESSAGE(s.find(k) != std::string::npos, k);
  std::string t = readFileText(trace);
  CHECK(t.find("\"traceEvents\"") != std::string::npos);
  size_t spans = 0;
  for (size_t p = t.find("\"ph\":\"X\""); p != std::string::npos; p = t.find("\"ph\":\"X\"", p + 1)) ++spans;
  CHECK(spans == 64);  // one per wave: 16 groups of 4 waves
  CHECK(t.find("\"name\":\"L2 channel 0\"") != std::string::npos);
  CHECK(t.find("\"name\":\"DRAM channel 15\"") != std::string::npos);
  CHECK(t.find("\"name\":\"L1 CU 0\"") != std::string::npos);
  // Bad uses are one-line errors.
  rc = test::runCommand(std::string(GFXSIM_BINARY) + " run " + saxpy + args + " --mode timing 2>&1", &out);
  CHECK(rc != 0);
  CHECK(out.find("--mode timing needs --gpu (or --config): vega64 (gfx900, AMD Radeon RX Vega 64), mi210") != std::string::npos);
  // A shipped GPU by name, from any folder: the configs are embedded.
  rc = test::runCommand("cd / && " + std::string(GFXSIM_BINARY) + " run " + saxpy + args + " --mode timing --gpu vega64 2>&1", &out);
  CHECK(rc == 0);
  CHECK(out.find("[AMD Radeon RX Vega 64]") != std::string::npos);
  rc = test::runCommand(std::string(GFXSIM_BINARY) + " run " + saxpy + args + " --mode timing --gpu rx9999 2>&1", &out);
  CHECK(rc != 0);
  CHECK(out.find("unknown GPU 'rx9999': expected one of vega64 (gfx900)") != std::string::npos);
  rc = test::runCommand(std::string(GFXSIM_BINARY) + " run " + saxpy + args + cfg + " --mode fast 2>&1", &out);
  CHECK(rc != 0);
  CHECK(out.find("--mode 'fast': expected functional or timing") != std::string::npos);
  rc = test::runCommand(std::string(GFXSIM_BINARY) + " run " + saxpy + args + " --stats x.json 2>&1", &out);
  CHECK(rc != 0);
  CHECK(out.find("--stats and --trace need --mode timing") != std::string::npos);
}

TEST_CASE("calibration: LDS bank conflicts grow with the lanes that share a bank") {
  // Lane l reads dword l * stride: gcd(stride, banks) lanes of each group of `banks` lanes
  // share a bank (stride 0 is a broadcast). Once the conflicts outlast the wave's issue rate,
  // each doubling of the degree adds (lanes / banks) * degree cycles per read.
  for (const char* name : {"gfx900.ini", "gfx1030.ini"}) {
    timing::GpuConfig g = config(name);
    unsigned banks = g.timing.ldsBanks, lanes = g.timing.rdna ? 32 : 64, groups = lanes / banks;
    double c[33];
    for (uint32_t s = 0; s <= 32; ++s) c[s] = cli::ldsStrideCycles(g, s);
    auto degree = [&](uint32_t s) { return s == 0 ? 1u : std::gcd(s, banks); };
    for (uint32_t a = 0; a <= 32; ++a)
      for (uint32_t b = 0; b <= 32; ++b)
        if (degree(a) < degree(b)) CHECK_MESSAGE(c[a] <= c[b] + 0.01, name << " stride " << a << " vs " << b);
    CHECK(c[0] == doctest::Approx(c[1]));
    CHECK(c[32] - c[16] == doctest::Approx(16.0 * groups * g.timing.ldsCyclesPerAccess).epsilon(0.1));
    CHECK(c[16] - c[8] == doctest::Approx(8.0 * groups * g.timing.ldsCyclesPerAccess).epsilon(0.1));
    MESSAGE(name << ": cycles per ds_read at stride 1, 8, 16, 32: " << c[1] << ", " << c[8] << ", " << c[16] << ", " << c[32]);
  }
}

TEST_CASE("an unaligned load straddling a missed line and a line that hit lands every byte") {
  // Line 1 (bytes 64..127) is warmed; then dword loads at 62 (line 0 misses, line 1 hits) and at
  // 126 (line 1 hits, line 2 misses). The lanes wait for the missed line and must keep the bytes
  // the hit gave (HIP's copyBuffer blit kernel copies unaligned ranges with such loads).
  const char* body = R"(
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dwordx2 s[8:9], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  v_mov_b32_e32 v0, 64
  global_load_dword v1, v0, s[4:5]
  s_waitcnt vmcnt(0)
  v_mov_b32_e32 v0, 62
  global_load_dword v2, v0, s[4:5]
  v_mov_b32_e32 v0, 126
  global_load_dword v3, v0, s[4:5]
  v_mov_b32_e32 v0, 0
  s_waitcnt vmcnt(0)
  global_store_dwordx2 v0, v[2:3], s[8:9]
)";
  const char* args = R"(      - { .name: in, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }
      - { .name: out, .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }
)";
  std::vector<uint8_t> in(256);
  std::iota(in.begin(), in.end(), uint8_t{1});
  TRun r = runTiming(config("gfx900.ini"), kernel("gfx900", body, 4, 16, args, false), true, 64, 64,
                     {buffer(in), buffer(std::vector<uint8_t>(8))});
  CHECK(std::memcmp(r.buffers[1].data(), &in[62], 4) == 0);
  CHECK(std::memcmp(r.buffers[1].data() + 4, &in[126], 4) == 0);
}

TEST_CASE("cache-policy bits: GFX10's dlc bypasses the GL1, GFX11's glc bypasses the L0 and the GL1 and its dlc neither") {
  // One wave reads a line, drops it from its L0 (buffer_gl0_inv: the GL1 keeps it), then reads
  // it twice more with the bits given. A read that bypasses a level neither hits nor fills it.
  struct Case {
    const char* target;
    const char* bits;
    uint64_t l0Hits, gl1Hits;  // of the second and third reads
  };
  const Case cases[] = {{"gfx1030", "", 1, 1},       {"gfx1030", " glc", 0, 2}, {"gfx1030", " dlc", 1, 0},
                        {"gfx1030", " glc dlc", 0, 0}, {"gfx1100", "", 1, 1},    {"gfx1100", " glc", 0, 0},
                        {"gfx1100", " dlc", 1, 1},     {"gfx1100", " glc dlc", 0, 0}};
  const char* args = "      - { .name: in, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }\n";
  for (const Case& c : cases) {
    bool gfx11 = std::string(c.target) == "gfx1100";
    std::string load = std::string(gfx11 ? "  global_load_b32" : "  global_load_dword") + " v1, v0, s[4:5]";
    std::string body = std::string(gfx11 ? "  s_load_b64" : "  s_load_dwordx2") + " s[4:5], s[0:1], 0x0\n" +
                       "  v_mov_b32_e32 v0, 0\n  s_waitcnt lgkmcnt(0)\n" + load + "\n  s_waitcnt vmcnt(0)\n  buffer_gl0_inv\n" + load +
                       c.bits + "\n  s_waitcnt vmcnt(0)\n" + load + c.bits + "\n  s_waitcnt vmcnt(0)\n";
    TRun r = runTiming(config((std::string(c.target) + ".ini").c_str()), kernel(c.target, body, 4, 8, args, true), false, 32, 32,
                       {buffer(std::vector<uint8_t>(256))});
    uint64_t l0Hits = ~0ull, gl1Hits = ~0ull;
    for (const timing::LevelStats& l : r.stats.levels) {
      if (l.name.starts_with("L0")) l0Hits = l.c.hits;
      if (l.name == "GL1") gl1Hits = l.c.hits;
    }
    INFO(c.target << " load" << c.bits);
    CHECK(l0Hits == c.l0Hits);
    CHECK(gl1Hits == c.gl1Hits);
  }
}
