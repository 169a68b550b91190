// A tiled GEMM on the matrix cores (tests/golden/gemm: clang-19's build of gemm.cl for gfx90a and
// gfx942): its product is exact in the functional simulator and in the timing model, and on every
// CU of the MI210 and MI300X configs its steady state comes within 10% of the vendor's published
// peak dense f16 throughput without passing it.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include <cstdint>
#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "func/fp_core.h"
#include "runtime/device/launch.h"
#include "support/golden_live.h"
#include "support/test_util.h"
#include "timing/config.h"
#include "timing/gpu.h"

using namespace gfxsim;

namespace {

struct Problem {
  int m, n, k, ld, xcds;
};

struct GemmRun {
  std::vector<float> c;
  timing::TimingStats stats;
};

device::HostArg i32(int v) {
  device::HostArg a;
  a.bytes.resize(4);
  std::memcpy(a.bytes.data(), &v, 4);
  return a;
}

device::HostArg halves(const std::vector<uint16_t>& v) {
  device::HostArg a;
  a.isBuffer = true;
  a.bytes.resize(v.size() * 2);
  std::memcpy(a.bytes.data(), v.data(), a.bytes.size());
  return a;
}

// A (m x ld) and Bt (n x ld) hold small integers (-4 .. 4) as f16: every product and partial sum
// is an integer below 2^24, exact in f32, so C equals the integer product whatever order the
// matrix cores add in.
struct Inputs {
  std::vector<uint16_t> a, bt;
  std::vector<int> ai, bi;
  Inputs(const Problem& p, unsigned seed) : a(size_t(p.m) * p.ld), bt(size_t(p.n) * p.ld), ai(a.size()), bi(bt.size()) {
    std::mt19937 rng(seed);
    auto fill = [&](std::vector<uint16_t>& h, std::vector<int>& v) {
      for (size_t i = 0; i < h.size(); ++i) {
        v[i] = static_cast<int>(rng() % 9) - 4;
        h[i] = func::floatToHalf(static_cast<float>(v[i]));
      }
    };
    fill(a, ai);
    fill(bt, bi);
  }
  long product(const Problem& p, int i, int j) const {
    long s = 0;
    for (int k = 0; k < p.k; ++k) s += static_cast<long>(ai[size_t(i) * p.ld + k]) * bi[size_t(j) * p.ld + k];
    return s;
  }
};

// Runs gemm_f16_nt of tests/golden/gemm/gemm-<target>.hsaco: functional, or on `config`'s timing model.
GemmRun runGemm(const std::string& target, const Problem& p, const Inputs& in, const std::string& config) {
  REQUIRE((p.m % 256 == 0 && p.n % 128 == 0 && p.k % 128 == 0 && p.ld % 8 == 0 && p.ld >= p.k));
  std::string path = "tests/golden/gemm/gemm-" + target + ".hsaco";
  std::string text = test::readText(test::sourcePath(path));
  std::vector<uint8_t> obj(text.begin(), text.end());
  const uint32_t groups = static_cast<uint32_t>((p.m / 256) * (p.n / 128));
  REQUIRE(groups % static_cast<uint32_t>(p.xcds) == 0);
  device::LaunchRequest req;
  req.kernel = "gemm_f16_nt";
  req.geometry.grid = rt::Dim3{groups * 512, 1, 1};
  req.geometry.group = rt::Dim3{512, 1, 1};
  device::HostArg c;
  c.isBuffer = true;
  c.bytes.assign(size_t(p.m) * p.n * 4, 0);
  req.args = {halves(in.a), halves(in.bt), c, i32(p.m), i32(p.n), i32(p.k), i32(p.ld), i32(p.xcds)};
  std::optional<timing::GpuConfig> gpu;
  std::optional<timing::TimingEngine> engine;
  if (!config.empty()) {
    gpu = timing::loadGpuConfig(test::sourcePath("configs/" + config));
    req.runtime = gpu->agent.runtimeConfig();
    engine.emplace(*gpu);
    req.processor = &*engine;
  }
  device::LaunchResult r = device::launchKernel(obj, path, req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  GemmRun run;
  run.c.resize(size_t(p.m) * p.n);
  std::memcpy(run.c.data(), r.buffers[2].data(), run.c.size() * 4);
  if (engine) run.stats = engine->stats();
  return run;
}

}  // namespace

TEST_CASE("gemm: clang-19's tiled MFMA GEMM gives the exact product, functional and timing, gfx90a and gfx942") {
  struct Case {
    const char* target;
    const char* config;
    Problem p;
  };
  // Four work-groups; on gfx942 the tiles are renumbered for 4 XCDs (the kernel's remapping).
  for (const Case& cs : {Case{"gfx90a", "gfx90a.ini", {512, 256, 256, 264, 1}}, Case{"gfx942", "gfx942.ini", {512, 256, 256, 264, 4}}}) {
    std::string target = cs.target;
    CAPTURE(target);
    Inputs in(cs.p, 11);
    GemmRun f = runGemm(cs.target, cs.p, in, "");
    GemmRun t = runGemm(cs.target, cs.p, in, cs.config);
    unsigned bad = 0;
    for (int i = 0; i < cs.p.m; ++i)
      for (int j = 0; j < cs.p.n; ++j) {
        float want = static_cast<float>(in.product(cs.p, i, j));
        float got = f.c[size_t(i) * cs.p.n + j];
        if (got != want && bad++ < 4) FAIL_CHECK("C[" << i << "][" << j << "] = " << got << ", want " << want);
      }
    CHECK(bad == 0);
    CHECK(std::memcmp(f.c.data(), t.c.data(), f.c.size() * 4) == 0);
  }
}

TEST_CASE("gemm: on every CU of the MI210 and MI300X configs the tiled GEMM is correct and within 10% of the published peak in the steady state") {
  struct Case {
    const char* target;
    const char* config;
    Problem p;  // one 256 x 128 tile per CU
    double published;
    const char* source;
  };
  // `ld` = 576 halves (1152 bytes): rows do not all start in the same memory channels, and both
  // runs below use the same one.
  const Case cases[] = {
      {"gfx90a", "gfx90a.ini", {2048, 1664, 256, 576, 1}, 181.0, "AMD Instinct MI210 data sheet: peak FP16 181.0 TFLOPS"},
      {"gfx942", "gfx942.ini", {4096, 2432, 256, 576, 8}, 1307.4, "AMD Instinct MI300X data sheet: peak FP16 1307.4 TFLOPS"},
  };
  for (const Case& cs : cases) {
    std::string target = cs.target;
    CAPTURE(target);
    Inputs in(cs.p, 5);
    GemmRun t = runGemm(cs.target, cs.p, in, cs.config);
    // A sample of C against the integer product.
    std::mt19937 rng(3);
    unsigned bad = 0;
    for (int s = 0; s < 4000; ++s) {
      int i = static_cast<int>(rng() % cs.p.m), j = static_cast<int>(rng() % cs.p.n);
      float want = static_cast<float>(in.product(cs.p, i, j)), got = t.c[size_t(i) * cs.p.n + j];
      if (got != want && bad++ < 4) FAIL_CHECK("C[" << i << "][" << j << "] = " << got << ", want " << want);
    }
    CHECK(bad == 0);
    auto tflops = [&](double flops, uint64_t cycles) { return flops / (static_cast<double>(cycles) / (t.stats.coreMhz * 1e6)) / 1e12; };
    double whole = tflops(2.0 * cs.p.m * cs.p.n * cs.p.k, t.stats.cycles);
    // The steady state: what twice the K costs beyond the first run, so that the launch, the
    // first loads and the stores of C (the same in both) drop out.
    Problem twice = cs.p;
    twice.k *= 2;
    GemmRun t2 = runGemm(cs.target, twice, Inputs(twice, 5), cs.config);
    REQUIRE(t2.stats.cycles > t.stats.cycles);
    double steady = tflops(2.0 * cs.p.m * cs.p.n * cs.p.k, t2.stats.cycles - t.stats.cycles);
    MESSAGE(fmt::format("{}: {}x{}x{} in {} cycles ({:.1f} TFLOPS, {:.0f}% of the published {:.1f}: {}); K {} -> {}: {} cycles more, "
                        "{:.1f} TFLOPS = {:.1f}% in the steady state",
                        cs.config, cs.p.m, cs.p.n, cs.p.k, t.stats.cycles, whole, 100 * whole / cs.published, cs.published, cs.source, cs.p.k,
                        twice.k, t2.stats.cycles - t.stats.cycles, steady, 100 * steady / cs.published));
    CHECK(whole < cs.published);
    CHECK(steady < cs.published * 1.005);  // (the two runs' fill and drain differ by a few cycles)
    CHECK(steady >= 0.9 * cs.published);
  }
}

TEST_CASE("gemm: the checked-in tiled GEMM code objects are what clang-19 builds (live)") {
  test::checkGoldenLive("gemm", {"gemm-gfx90a", "gemm-gfx942"});
}
