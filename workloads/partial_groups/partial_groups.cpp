// partial_groups: 1000 work-items in groups of 64; the last group has 40.
#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kN = 1000;
constexpr std::uint32_t kGroup = 64;
constexpr std::uint32_t kGroups = (kN + kGroup - 1) / kGroup;

Arguments partial_groups_arguments(std::uint64_t seed) {
  Rng rng(seed, "partial_groups");
  std::vector<float> in(kN);
  for (auto& v : in) {
    v = rng.uniform_f32(-100.0f, 100.0f);
  }
  return {input_arg("in", in), output_arg<float>("out", kN),
          output_arg<std::uint32_t>("group_info", std::size_t{kGroups} * 4),
          scalar_arg("n", Scalar::u32(kN))};
}

// 2x is exact, so 2x + 1 rounds once whether or not it is contracted: bit-exact.
CheckResult partial_groups_check(const Arguments& args) {
  const Buffer* in = find_buffer(args, "in");
  if (in == nullptr || in->count<float>() != kN) {
    return {false, "partial_groups: missing or mis-sized input"};
  }
  std::vector<float> out(kN);
  std::vector<std::uint32_t> info;
  for (std::uint32_t g = 0; g < kGroups; ++g) {
    std::uint32_t first = g * kGroup;
    std::uint32_t size = std::min(kGroup, kN - first);
    for (std::uint32_t l = 0; l < size; ++l) {
      float twice = 2.0f * in->at<float>(first + size - 1 - l);
      out[first + l] = twice + 1.0f;
    }
    info.insert(info.end(), {size, kGroups, kN, kGroup});
  }
  Verdict verdict;
  expect_exact(verdict, args, "out", out);
  expect_exact(verdict, args, "group_info", info);
  return verdict.result();
}

}  // namespace

Workload make_partial_groups() {
  return Workload{
      .name = "partial_groups",
      .description = "grid of 1000 in groups of 64 (last group 40): bounds check, barrier and "
                     "get_local_size in a partial group",
      .source = "partial_groups/partial_groups.cl",
      .kernel = "partial_groups",
      .dims = 1,
      .grid = {kN, 1, 1},
      .block = {kGroup, 1, 1},
      .make_arguments = partial_groups_arguments,
      .check = partial_groups_check,
  };
}

}  // namespace gfxsim::workloads::detail
