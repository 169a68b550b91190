// reduce_sum: LDS tree reduction per group plus global atomics (add, min, unsigned max).
#include <climits>

#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kGroup = 256;  // REDUCE_WG in the kernel
constexpr std::uint32_t kGroups = 16;
constexpr std::uint32_t kN = kGroup * kGroups;

Arguments reduce_sum_arguments(std::uint64_t seed) {
  Rng rng(seed, "reduce_sum");
  std::vector<std::int32_t> in(kN);
  for (auto& v : in) {
    v = static_cast<std::int32_t>(rng.uniform_int(-100000, 100000));
  }
  return {input_arg("in", in), output_arg<std::int32_t>("partial", kGroups),
          output_arg<std::int32_t>("total", 1),
          output_arg("global_min", std::vector<std::int32_t>{INT_MAX}),
          output_arg<std::uint32_t>("global_umax", 1)};
}

// Integer sums are exact (|sum| <= 4096 * 100000 < 2^31), so everything is bit-exact.
CheckResult reduce_sum_check(const Arguments& args) {
  const Buffer* in = find_buffer(args, "in");
  if (in == nullptr || in->count<std::int32_t>() != kN) {
    return {false, "reduce_sum: missing or mis-sized input"};
  }
  std::vector<std::int32_t> partial(kGroups, 0);
  std::int64_t total = 0;
  std::int32_t lowest = INT_MAX;  // the initial value of global_min
  std::uint32_t highest_bits = 0;
  for (std::uint32_t i = 0; i < kN; ++i) {
    std::int32_t v = in->at<std::int32_t>(i);
    partial[i / kGroup] += v;
    total += v;
    lowest = v < lowest ? v : lowest;
    std::uint32_t bits = static_cast<std::uint32_t>(v);
    highest_bits = bits > highest_bits ? bits : highest_bits;
  }
  Verdict verdict;
  expect_exact(verdict, args, "partial", partial);
  expect_exact(verdict, args, "total", std::vector<std::int32_t>{static_cast<std::int32_t>(total)});
  expect_exact(verdict, args, "global_min", std::vector<std::int32_t>{lowest});
  expect_exact(verdict, args, "global_umax", std::vector<std::uint32_t>{highest_bits});
  return verdict.result();
}

}  // namespace

Workload make_reduce_sum() {
  return Workload{
      .name = "reduce_sum",
      .description = "int sum/min tree in LDS with barriers; global atomic add, min, umax",
      .source = "reduce_sum/reduce_sum.cl",
      .kernel = "reduce_sum",
      .dims = 1,
      .grid = {kN, 1, 1},
      .block = {kGroup, 1, 1},
      .make_arguments = reduce_sum_arguments,
      .check = reduce_sum_check,
  };
}

}  // namespace gfxsim::workloads::detail
