// collatz: data-dependent trip counts (divergent loops) with 64-bit peaks.
#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kN = 1024;
constexpr std::uint32_t kLimit = 1000;  // COLLATZ_LIMIT

Arguments collatz_arguments(std::uint64_t seed) {
  Rng rng(seed, "collatz");
  std::vector<std::uint32_t> start(kN);
  for (auto& v : start) {
    v = static_cast<std::uint32_t>(rng.uniform_int(1, 1 << 20));
  }
  // Fixed cases: 1 (no step), 27 (111 steps), a power of two, 837799 (524 steps, the longest
  // below 10^6) and 704511 (peak 56,991,483,520, above 2^32), 0 (never enters the loop).
  const std::uint32_t fixed[] = {1, 27, 1u << 19, 837799, 704511, 0};
  for (std::size_t i = 0; i < std::size(fixed); ++i) {
    start[i * 97] = fixed[i];
  }
  return {input_arg("start", start), output_arg<std::uint32_t>("steps", kN),
          output_arg<std::uint64_t>("peak", kN), scalar_arg("n", Scalar::u32(kN))};
}

CheckResult collatz_check(const Arguments& args) {
  const Buffer* start = find_buffer(args, "start");
  if (start == nullptr || start->count<std::uint32_t>() != kN) {
    return {false, "collatz: missing or mis-sized input"};
  }
  std::vector<std::uint32_t> steps(kN);
  std::vector<std::uint64_t> peak(kN);
  for (std::uint32_t i = 0; i < kN; ++i) {
    std::uint64_t x = start->at<std::uint32_t>(i);
    std::uint64_t highest = x;
    std::uint32_t count = 0;
    for (; x > 1 && count < kLimit; ++count) {
      if (x % 2 == 0) {
        x /= 2;
      } else {
        x = 3 * x + 1;
      }
      highest = x > highest ? x : highest;
    }
    steps[i] = count;
    peak[i] = highest;
  }
  Verdict verdict;
  expect_exact(verdict, args, "steps", steps);
  expect_exact(verdict, args, "peak", peak);
  return verdict.result();
}

}  // namespace

Workload make_collatz() {
  return Workload{
      .name = "collatz",
      .description = "divergent data-dependent while loops, u64 iterate, a helper function "
                     "(a real call at -O0)",
      .source = "collatz/collatz.cl",
      .kernel = "collatz",
      .dims = 1,
      .grid = {kN, 1, 1},
      .block = {64, 1, 1},
      .make_arguments = collatz_arguments,
      .check = collatz_check,
  };
}

}  // namespace gfxsim::workloads::detail
