// transpose: 96 x 64 float matrix through 16x16 LDS tiles on a 2D grid.
#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kWidth = 96;   // columns of the input
constexpr std::uint32_t kHeight = 64;  // rows of the input

Arguments transpose_arguments(std::uint64_t seed) {
  Rng rng(seed, "transpose");
  std::vector<float> in(kWidth * kHeight);
  for (auto& v : in) {
    v = rng.uniform_f32(-1000.0f, 1000.0f);
  }
  return {input_arg("in", in), output_arg<float>("out", kWidth * kHeight),
          scalar_arg("width", Scalar::u32(kWidth)), scalar_arg("height", Scalar::u32(kHeight))};
}

// Data is only moved, so the output is bit-exact: out[c][r] = in[r][c].
CheckResult transpose_check(const Arguments& args) {
  const Buffer* in = find_buffer(args, "in");
  if (in == nullptr || in->count<float>() != kWidth * kHeight) {
    return {false, "transpose: missing or mis-sized input"};
  }
  std::vector<float> expected(kWidth * kHeight);
  for (std::uint32_t r = 0; r < kHeight; ++r) {
    for (std::uint32_t c = 0; c < kWidth; ++c) {
      expected[c * kHeight + r] = in->at<float>(r * kWidth + c);
    }
  }
  Verdict verdict;
  expect_exact(verdict, args, "out", expected);
  return verdict.result();
}

}  // namespace

Workload make_transpose() {
  return Workload{
      .name = "transpose",
      .description = "2D grid, 16x16 LDS tile (padded rows), barrier; f32 96x64 transpose",
      .source = "transpose/transpose.cl",
      .kernel = "transpose",
      .dims = 2,
      .grid = {kWidth, kHeight, 1},
      .block = {16, 16, 1},
      .make_arguments = transpose_arguments,
      .check = transpose_check,
  };
}

}  // namespace gfxsim::workloads::detail
