// The host side of the fidelity suite's D3Q19 lattice-Boltzmann step (workloads/fidelity/
// lbm_d3q19.h): the storage formats against GCC's conversions (float, _Float16) and against
// the FP16C figures Lehmann et al. 2022 and FluidX3D give; the reference step against the
// physics it must keep (mass and momentum, the equilibrium as a fixed point); the checker
// accepting the reference and rejecting corrupted results; FluidX3D's bytes per cell; the
// published figures' file.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "cli/validate_published.h"
#include "fidelity/lbm_d3q19.h"
#include "support/fileio.h"
#include "support/checks.h"
#include "timing/catalog.h"

namespace {

namespace lbm = gfxsim::workloads::lbm;
using lbm::Storage;

__extension__ typedef _Float16 Half;  // GCC on x86-64: IEEE binary16, libgcc's correctly rounded conversions

// Values around the DDFs' range and the formats' edges: normal, subnormal, ties.
std::vector<double> sampleValues() {
  std::vector<double> v;
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> mant(1.0, 2.0);
  for (int e = -30; e <= 2; ++e)
    for (int k = 0; k < 200; ++k) {
      double x = std::ldexp(mant(rng), e);
      v.push_back(x);
      v.push_back(-x);
    }
  return v;
}

}  // namespace

TEST_CASE("lbm: FP32 and FP16S rounding match the host's float and _Float16 conversions") {
  for (double x : sampleValues()) {
    CHECK(lbm::roundTo(Storage::FP32, x) == static_cast<double>(static_cast<float>(x)));
    CHECK(lbm::encode(Storage::FP32, x) == std::bit_cast<uint32_t>(static_cast<float>(x)));
    Half h = static_cast<Half>(x);
    CHECK(lbm::roundTo(Storage::FP16S, x) == static_cast<double>(h));
    CHECK(lbm::encode(Storage::FP16S, x) == std::bit_cast<uint16_t>(h));
  }
  // Every binary16 code reads back as _Float16 reads it (NaN aside).
  for (uint32_t b = 0; b < 0x10000; ++b) {
    double want = static_cast<double>(std::bit_cast<Half>(static_cast<uint16_t>(b)));
    double got = lbm::decode(Storage::FP16S, b);
    if (std::isnan(want)) CHECK(std::isnan(got));
    else CHECK(got == want);
  }
  CHECK(lbm::roundTo(Storage::FP16S, 65520.0) == INFINITY);  // the half-way point past 65504
}

TEST_CASE("lbm: FP16C is Lehmann et al.'s 1-4-11 format with bias 15") {
  // The format's figures (Lehmann et al. 2022, and FluidX3D's: +-1.99951168, smallest normal
  // 6.10351562e-5, smallest subnormal 2.98023224e-8).
  CHECK(lbm::decode(Storage::FP16C, 0x7fff) == 2.0 - std::ldexp(1.0, -11));
  CHECK(lbm::decode(Storage::FP16C, 0x0800) == std::ldexp(1.0, -14));
  CHECK(lbm::decode(Storage::FP16C, 0x0001) == std::ldexp(1.0, -25));
  CHECK(lbm::decode(Storage::FP16C, 0x7800) == 1.0);  // exponent field 15 = 2^0
  CHECK(lbm::decode(Storage::FP16C, 0x8000 | 0x7800) == -1.0);
  // Codes ascend with their values, and each value encodes back to its code.
  double prev = -1;
  for (uint32_t b = 0; b < 0x8000; ++b) {
    double v = lbm::decode(Storage::FP16C, b);
    CHECK(v > prev);
    prev = v;
    CHECK(lbm::encode(Storage::FP16C, v) == b);
    CHECK(lbm::encode(Storage::FP16C, -v) == (b | 0x8000u));
    if (b + 1 < 0x8000) {
      // The midpoint rounds to the even code; just off it, to the nearer.
      double next = lbm::decode(Storage::FP16C, b + 1), mid = (v + next) / 2;
      CHECK(lbm::encode(Storage::FP16C, mid) == ((b & 1) ? b + 1 : b));
      CHECK(lbm::encode(Storage::FP16C, std::nextafter(mid, 0.0)) == b);
      CHECK(lbm::encode(Storage::FP16C, std::nextafter(mid, 4.0)) == b + 1);
    }
  }
  // No infinity: past the largest value it saturates.
  CHECK(lbm::encode(Storage::FP16C, 3.5) == 0x7fffu);
  CHECK(lbm::encode(Storage::FP16C, -3.5) == 0xffffu);
  // One more mantissa bit than binary16 in [2^-14, 2): half the spacing.
  CHECK(lbm::decode(Storage::FP16C, 0x7801) - 1.0 == std::ldexp(1.0, -11));
}

TEST_CASE("lbm: FluidX3D's bytes per cell and the MLUPs/s arithmetic") {
  // The FluidX3D README: 153 bytes per cell and time step for FP32/FP32, 77 for FP32/FP16.
  CHECK(lbm::bytesPerCellStep(Storage::FP32) == 153);
  CHECK(lbm::bytesPerCellStep(Storage::FP16S) == 77);
  CHECK(lbm::bytesPerCellStep(Storage::FP16C) == 77);
  // 256^3 cells in 1.7e6 cycles at 1700 MHz: 1 ms per step, 16777.216 MLUPs/s.
  CHECK(lbm::mlups(uint64_t{256} * 256 * 256, 1, 1'700'000, 1700) == doctest::Approx(16777.216));
  CHECK(lbm::mlups(1000, 2, 0, 1700) == 0);
}

TEST_CASE("lbm: the reference step keeps mass and momentum and leaves an equilibrium as it is") {
  const lbm::Grid g{6, 5, 4};
  const uint64_t cells = g.cells();
  const int c[lbm::kQ][3] = {{0, 0, 0}, {1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1},
                             {1, 1, 0}, {-1, -1, 0}, {1, 0, 1}, {-1, 0, -1}, {0, 1, 1}, {0, -1, -1}, {1, -1, 0},
                             {-1, 1, 0}, {1, 0, -1}, {-1, 0, 1}, {0, 1, -1}, {0, -1, 1}};
  auto totals = [&](auto value) {
    std::vector<double> t(4, 0.0);  // mass (of the shifted values), momentum x, y, z
    for (unsigned i = 0; i < lbm::kQ; ++i)
      for (uint64_t n = 0; n < cells; ++n) {
        double f = value(i * cells + n);
        t[0] += f;
        for (int d = 0; d < 3; ++d) t[1 + d] += c[i][d] * f;
      }
    return t;
  };
  for (Storage s : lbm::kAllStorages) {
    std::string storage = lbm::storageName(s);
    CAPTURE(storage);
    lbm::State st = lbm::initialState(g, s, 3);
    std::vector<double> out = lbm::collideExact(st, lbm::kDefaultOmega);
    std::vector<double> before = totals([&](uint64_t k) { return lbm::valueAt(st, k); });
    std::vector<double> after = totals([&](uint64_t k) { return out[k]; });
    for (int k = 0; k < 4; ++k) CHECK(after[k] == doctest::Approx(before[k]).epsilon(1e-12).scale(1));
    // The velocities are of 0.05, not vanishing: the momentum test tests something.
    CHECK(std::fabs(before[1]) + std::fabs(before[2]) + std::fabs(before[3]) > 0.01);
  }
  // A uniform equilibrium (density 1.02, velocity (0.03, -0.02, 0.01)) written with this test's
  // own formula f_i - w_i = w_i rho (1 + 3 c.u + 4.5 (c.u)^2 - 1.5 u.u) - w_i: unchanged by a step.
  lbm::State eq = lbm::initialState(g, Storage::FP32, 1);
  const double rho = 1.02, u[3] = {0.03, -0.02, 0.01};
  for (unsigned i = 0; i < lbm::kQ; ++i) {
    double w = i == 0 ? 1.0 / 3 : i <= 6 ? 1.0 / 18 : 1.0 / 36;
    double cu = c[i][0] * u[0] + c[i][1] * u[1] + c[i][2] * u[2];
    float f = static_cast<float>(w * rho * (1 + 3 * cu + 4.5 * cu * cu - 1.5 * (u[0] * u[0] + u[1] * u[1] + u[2] * u[2])) - w);
    for (uint64_t n = 0; n < cells; ++n) std::memcpy(eq.ddf.data() + (i * cells + n) * 4, &f, 4);
  }
  std::vector<double> out = lbm::collideExact(eq, lbm::kDefaultOmega);
  // The stored equilibrium is float-rounded (by 2^-25 at most), so the step moves it by a few
  // such roundings at most.
  double moved = 0;
  for (uint64_t k = 0; k < out.size(); ++k) moved = std::max(moved, std::fabs(out[k] - lbm::valueAt(eq, k)));
  CHECK(moved < 1e-6);
}

TEST_CASE("lbm: the checker accepts the reference step and rejects a corrupted one") {
  const lbm::Grid g{8, 4, 4};
  for (Storage s : lbm::kAllStorages) {
    std::string storage = lbm::storageName(s);
    CAPTURE(storage);
    lbm::State src = lbm::initialState(g, s, 5, 7);
    lbm::State before = src, dst = src;
    lbm::referenceStep(src, dst, lbm::kDefaultOmega);
    lbm::CheckResult ok = lbm::checkStep(src, before, dst.ddf, lbm::kDefaultOmega);
    CHECK_MESSAGE(ok.ok, ok.detail);
    CHECK(ok.exact == ok.values);  // the reference is the exact value rounded
    CHECK(ok.values > 0);
    CHECK(ok.values < g.cells() * lbm::kQ);  // some cells are solid
    const unsigned b = lbm::bytesPerValue(s);
    // A fluid value moved by 2^-10 (more than the bound and than a 16-bit ulp below 1).
    uint64_t fluid = 0;
    while (src.flags[fluid]) ++fluid;
    uint64_t k = 5 * g.cells() + fluid;
    lbm::State bad = dst;
    uint32_t bits = lbm::encode(s, lbm::valueAt(dst, k) + std::ldexp(1.0, -10));
    std::memcpy(bad.ddf.data() + k * b, &bits, b);
    CHECK_FALSE(lbm::checkStep(src, before, bad.ddf, lbm::kDefaultOmega).ok);
    // A solid cell's value changed.
    uint64_t solid = 0;
    while (!src.flags[solid]) ++solid;
    bad = dst;
    bad.ddf[(3 * g.cells() + solid) * b] ^= 1;
    CHECK_FALSE(lbm::checkStep(src, before, bad.ddf, lbm::kDefaultOmega).ok);
  }
}

TEST_CASE("lbm: published.tsv gives FluidX3D's figure for every shipped GPU and storage") {
  std::string path = GFXSIM_SOURCE_DIR "/workloads/fidelity/published.tsv";
  auto figures = gfxsim::cli::parsePublished(gfxsim::readFileText(path), path);
  unsigned rows = 0;
  for (const auto& e : gfxsim::timing::gpuCatalog())
    for (const char* s : {"lbm-fp32", "lbm-fp16s", "lbm-fp16c"})
      for (const auto& f : figures)
        if (f.gpu == e.name && f.caseName == s) {
          ++rows;
          CHECK(f.unit == "MLUPs/s");
          CHECK(gfxsim::test::contains(f.source, "FluidX3D"));
        }
  CHECK(rows == 15);  // five GPUs, three storages
  // One figure read back: the MI210's FP32/FP16S row of the FluidX3D README.
  for (const auto& f : figures)
    if (f.gpu == "mi210" && f.caseName == "lbm-fp16s") CHECK(f.value == 9547);
}
