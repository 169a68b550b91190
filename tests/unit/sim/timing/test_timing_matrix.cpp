// The matrix instructions' timing (issue.cpp, Kind::Matrix; the ISA descriptions' `unit=matrix`
// and `cycles` properties): a loop of MFMAs/WMMAs on every SIMD of a GPU reaches the peak dense
// matrix throughput its vendor publishes; an MFMA co-executes with independent VALU work while
// a reader of its result waits; the f64 MFMAs and WMMA hold the VALU.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include <cmath>
#include <string>

#include "support/timing_kernel.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

// A kernel whose waves each run `iterations` times `body`; kernarg unused.
std::string loopKernel(const std::string& target, const std::string& body, unsigned iterations, unsigned vgprs, bool wave32) {
  std::string directives = target == "gfx90a" || target == "gfx942"
                               ? fmt::format("    .amdhsa_accum_offset {}\n", (vgprs + 3) / 4 * 4)
                               : std::string();
  std::string loop = fmt::format("  s_mov_b32 s4, {}\n.Lloop:\n{}  s_sub_u32 s4, s4, 1\n  s_cmp_lg_u32 s4, 0\n  s_cbranch_scc1 .Lloop\n",
                                 iterations, body);
  return kernel(target, loop, (vgprs + 7) / 8 * 8, 8, "", wave32, 0, directives);
}

// `count` copies of `inst` ("MNEMONIC {acc}, SRC0, SRC1, {acc}") on independent accumulators of
// `accDwords` registers from v16 up.
std::string independent(const std::string& inst, unsigned accDwords, unsigned count) {
  std::string body;
  for (unsigned i = 0; i < count; ++i) {
    std::string acc = fmt::format("v[{}:{}]", 16 + i * accDwords, 16 + (i + 1) * accDwords - 1);
    body += "  " + fmt::format(fmt::runtime(inst), fmt::arg("acc", acc)) + "\n";
  }
  return body;
}

struct Peak {
  const char* config;
  bool wave32;
  const char* inst;
  unsigned accDwords;
  double flops;      // per wave-instruction: 2 * M * N * K * blocks
  double published;  // TFLOPS (TOPS)
  const char* source;
};

// Published peak dense matrix throughput at the configs' clocks (MI210: 104 CUs at 1,700 MHz;
// MI300X: 304 CUs at 2,100 MHz; RX 7900 XTX: 96 CUs at 2,500 MHz).
const Peak kPeaks[] = {
    {"gfx90a.ini", false, "v_mfma_f32_32x32x8f16 {acc}, v[0:1], v[2:3], {acc}", 16, 2.0 * 32 * 32 * 8, 181.0,
     "AMD Instinct MI210 data sheet: peak FP16 181.0 TFLOPS"},
    {"gfx90a.ini", false, "v_mfma_f32_16x16x16f16 {acc}, v[0:1], v[2:3], {acc}", 4, 2.0 * 16 * 16 * 16, 181.0,
     "AMD Instinct MI210 data sheet: peak FP16 181.0 TFLOPS"},
    {"gfx90a.ini", false, "v_mfma_f32_32x32x8bf16_1k {acc}, v[0:1], v[2:3], {acc}", 16, 2.0 * 32 * 32 * 8, 181.0,
     "AMD Instinct MI210 data sheet: peak bfloat16 181.0 TFLOPS"},
    {"gfx90a.ini", false, "v_mfma_i32_32x32x8i8 {acc}, v0, v1, {acc}", 16, 2.0 * 32 * 32 * 8, 181.0,
     "AMD Instinct MI210 data sheet: peak INT8 181.0 TOPS"},
    {"gfx90a.ini", false, "v_mfma_f32_32x32x2f32 {acc}, v0, v1, {acc}", 16, 2.0 * 32 * 32 * 2, 45.3,
     "AMD Instinct MI210 data sheet: peak FP32 matrix 45.3 TFLOPS"},
    {"gfx90a.ini", false, "v_mfma_f64_16x16x4f64 {acc}, v[0:1], v[2:3], {acc}", 8, 2.0 * 16 * 16 * 4, 45.3,
     "AMD Instinct MI210 data sheet: peak FP64 matrix 45.3 TFLOPS"},
    {"gfx942.ini", false, "v_mfma_f32_32x32x8_f16 {acc}, v[0:1], v[2:3], {acc}", 16, 2.0 * 32 * 32 * 8, 1307.4,
     "AMD Instinct MI300X data sheet: peak FP16 1307.4 TFLOPS"},
    {"gfx942.ini", false, "v_mfma_f32_16x16x32_fp8_fp8 {acc}, v[0:1], v[2:3], {acc}", 4, 2.0 * 16 * 16 * 32, 2614.9,
     "AMD Instinct MI300X data sheet: peak FP8 2614.9 TFLOPS"},
    {"gfx942.ini", false, "v_mfma_f32_16x16x8_xf32 {acc}, v[0:1], v[2:3], {acc}", 4, 2.0 * 16 * 16 * 8, 653.7,
     "AMD Instinct MI300X data sheet: peak TF32 653.7 TFLOPS"},
    {"gfx942.ini", false, "v_mfma_f64_16x16x4_f64 {acc}, v[0:1], v[2:3], {acc}", 8, 2.0 * 16 * 16 * 4, 163.4,
     "AMD Instinct MI300X data sheet: peak FP64 matrix 163.4 TFLOPS"},
    {"gfx1100.ini", true, "v_wmma_f32_16x16x16_f16 {acc}, v[0:7], v[8:15], {acc}", 8, 2.0 * 16 * 16 * 16, 122.8,
     "AMD Radeon RX 7900 XTX specifications: peak FP16 122.8 TFLOPS"},
};

}  // namespace

TEST_CASE("matrix: an MFMA/WMMA loop on every SIMD reaches the published peak matrix throughput within 10%") {
  for (const Peak& p : kPeaks) {
    std::string inst = p.inst;
    CAPTURE(inst);
    timing::GpuConfig g = config(p.config);
    // Eight independent accumulators: the loop's branch then costs a few cycles in 8 x 16 or
    // more, as in a compute-bound kernel's unrolled inner loop.
    const unsigned accumulators = 8;
    // The steady state: the extra instructions of a longer loop over the extra cycles they take
    // (the launch, the first instruction fetches and the last instruction's own cycles cancel).
    auto window = [&](unsigned iterations) {
      std::string src = loopKernel(std::string(g.agent.target.info->name), independent(p.inst, p.accDwords, accumulators), iterations,
                                   16 + accumulators * p.accDwords, p.wave32);
      // One wave per SIMD, in work-groups of four waves: a GCN CU's four SIMDs, or an RDNA
      // WGP's (in WGP mode a work-group's waves go to all four SIMDs of its WGP).
      unsigned wave = p.wave32 ? 32 : 64, block = 4 * wave, waves = g.agent.computeUnits * g.agent.simdsPerCu;
      TRun r = runTiming(g, src, !p.wave32, waves * wave, block, {});
      return static_cast<double>(r.stats.lastIssue - r.stats.firstIssue);
    };
    const unsigned shorter = 1, longer = 3;
    double cycles = window(longer) - window(shorter);
    double instructions = static_cast<double>(g.agent.computeUnits * g.agent.simdsPerCu) * accumulators * (longer - shorter);
    double tflops = instructions * p.flops / (cycles / (g.timing.coreMhz * 1e6)) / 1e12;
    MESSAGE(fmt::format("{}: {:.1f} T/s simulated, {:.1f} published ({})", p.inst, tflops, p.published, p.source));
    CHECK(std::fabs(tflops / p.published - 1) <= 0.10);
  }
}

TEST_CASE("matrix: an MFMA co-executes with independent VALU work, its readers wait, an f64 MFMA holds the VALU") {
  timing::GpuConfig g = config("gfx90a.ini");
  // The cycles of one wave running `body` once (with the kernel's fixed costs, which cancel in
  // the differences below).
  auto cycles = [&](const std::string& body) {
    std::string src = loopKernel("gfx90a", body, 1, 48, false);
    return static_cast<long>(runTiming(g, src, true, 64, 64, {}).stats.cycles);
  };
  const std::string mfma = "  v_mfma_f32_32x32x8f16 v[16:31], v[0:1], v[2:3], v[16:31]\n";  // 64 cycles
  const std::string f64 = "  v_mfma_f64_16x16x4f64 v[16:23], v[0:1], v[2:3], v[16:23]\n";   // 32 cycles, no co-execution
  std::string adds, readers;
  for (int i = 0; i < 8; ++i) {
    adds += fmt::format("  v_add_f32 v{}, v4, v5\n", 6 + i);
    readers += fmt::format("  v_add_f32 v{}, v{}, v5\n", 6 + i, 16 + i);
  }
  long base = cycles(adds);
  // Eight independent adds after an MFMA: the MFMA costs the VALU one pass (4 cycles).
  CHECK(cycles(mfma + adds) - base == 4);
  // Adds that read its result wait for its 64 cycles.
  CHECK(cycles(mfma + readers) - base >= 64);
  // An f64 MFMA holds the VALU its 32 cycles.
  CHECK(cycles(f64 + adds) - base >= 32);
  // Back-to-back MFMAs that accumulate into the same registers issue as the matrix core frees
  // (no wait beyond its 64 cycles), as MFMAs on independent registers do.
  long chainedTwo = cycles(mfma + mfma);
  CHECK(chainedTwo == cycles(independent("v_mfma_f32_32x32x8f16 {acc}, v[0:1], v[2:3], {acc}", 16, 2)));
  CHECK(cycles(mfma + mfma + mfma + mfma) - chainedTwo == 2 * 64);
}
