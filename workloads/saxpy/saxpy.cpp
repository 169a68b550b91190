// saxpy: out = a * x + y over 4096 floats.
#include <cmath>

#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kN = 4096;
// sqrt(3) rounded to float: a full mantissa, so fused and unfused results differ.
constexpr float kA = 1.73205080757f;

Arguments saxpy_arguments(std::uint64_t seed) {
  Rng rng(seed, "saxpy");
  std::vector<float> x(kN);
  std::vector<float> y(kN);
  for (std::uint32_t i = 0; i < kN; ++i) {
    x[i] = rng.uniform_f32(-4.0f, 4.0f);
    y[i] = rng.uniform_f32(-4.0f, 4.0f);
  }
  return {scalar_arg("a", Scalar::f32(kA)), input_arg("x", x), input_arg("y", y),
          output_arg<float>("out", kN), scalar_arg("n", Scalar::u32(kN))};
}

// OpenCL lets the compiler contract a * x + y into one fma (and clang does at -O2 on every
// target here), so each element must equal, bit for bit, either the fused result or the
// product rounded to float and then added. Nothing in between is acceptable.
CheckResult saxpy_check(const Arguments& args) {
  Verdict verdict;
  const Buffer* out = find_buffer(args, "out");
  const Buffer* x = find_buffer(args, "x");
  const Buffer* y = find_buffer(args, "y");
  if (out == nullptr || x == nullptr || y == nullptr || out->count<float>() != kN ||
      x->count<float>() != kN || y->count<float>() != kN) {
    return {false, "saxpy: missing or mis-sized buffers"};
  }
  float a = find_argument(args, "a").scalar().as_f32();
  std::uint32_t fused = 0;
  for (std::uint32_t i = 0; i < kN; ++i) {
    float xi = x->at<float>(i);
    float yi = y->at<float>(i);
    float with_fma = std::fma(a, xi, yi);
    float product = a * xi;
    float separate = product + yi;
    float got = out->at<float>(i);
    bool is_fused = std::memcmp(&got, &with_fma, sizeof(float)) == 0;
    bool is_separate = std::memcmp(&got, &separate, sizeof(float)) == 0;
    if (!is_fused && !is_separate) {
      return {false, fmt::format("out[{}] = {:.9g}, expected {:.9g} (fma) or {:.9g} (mul+add)", i,
                                 got, with_fma, separate)};
    }
    fused += is_fused && !is_separate ? 1u : 0u;
  }
  verdict.pass(fmt::format("out: {} values exact ({} only match the fused result)", kN, fused));
  return verdict.result();
}

}  // namespace

Workload make_saxpy() {
  return Workload{
      .name = "saxpy",
      .description = "f32 a*x+y, one work-item per element",
      .source = "saxpy/saxpy.cl",
      .kernel = "saxpy",
      .dims = 1,
      .grid = {kN, 1, 1},
      .block = {256, 1, 1},
      .make_arguments = saxpy_arguments,
      .check = saxpy_check,
  };
}

}  // namespace gfxsim::workloads::detail
