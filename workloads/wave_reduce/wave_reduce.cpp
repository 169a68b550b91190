// wave_reduce: ds_bpermute rotate and butterfly sum/max over aligned sets of 32 lanes.
#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kN = 1024;
constexpr std::uint32_t kSet = 32;

Arguments wave_reduce_arguments(std::uint64_t seed) {
  Rng rng(seed, "wave_reduce");
  std::vector<std::uint32_t> in(kN);
  for (auto& v : in) {
    v = rng.next_u32();  // full range: the sums wrap modulo 2^32
  }
  return {input_arg("in", in), output_arg<std::uint32_t>("rotated", kN),
          output_arg<std::uint32_t>("sums", kN), output_arg<std::uint32_t>("maxes", kN)};
}

// Lanes map to consecutive global ids (1D, group size a multiple of 64), so a set of 32 lanes
// is a 32-aligned run of elements whatever the wavefront size. Bit-exact.
CheckResult wave_reduce_check(const Arguments& args) {
  const Buffer* in = find_buffer(args, "in");
  if (in == nullptr || in->count<std::uint32_t>() != kN) {
    return {false, "wave_reduce: missing or mis-sized input"};
  }
  std::vector<std::uint32_t> rotated(kN);
  std::vector<std::uint32_t> sums(kN);
  std::vector<std::uint32_t> maxes(kN);
  for (std::uint32_t base = 0; base < kN; base += kSet) {
    std::uint32_t sum = 0;
    std::uint32_t high = 0;
    for (std::uint32_t j = 0; j < kSet; ++j) {
      std::uint32_t v = in->at<std::uint32_t>(base + j);
      sum += v;
      high = v > high ? v : high;
      rotated[base + j] = in->at<std::uint32_t>(base + (j + 1) % kSet);
    }
    for (std::uint32_t j = 0; j < kSet; ++j) {
      sums[base + j] = sum;
      maxes[base + j] = high;
    }
  }
  Verdict verdict;
  expect_exact(verdict, args, "rotated", rotated);
  expect_exact(verdict, args, "sums", sums);
  expect_exact(verdict, args, "maxes", maxes);
  return verdict.result();
}

}  // namespace

Workload make_wave_reduce() {
  return Workload{
      .name = "wave_reduce",
      .description = "cross-lane: mbcnt lane id, ds_bpermute rotate and xor-butterfly sum/max "
                     "(wave32 and wave64 give the same result)",
      .source = "wave_reduce/wave_reduce.cl",
      .kernel = "wave_reduce",
      .dims = 1,
      .grid = {kN, 1, 1},
      .block = {128, 1, 1},
      .make_arguments = wave_reduce_arguments,
      .check = wave_reduce_check,
  };
}

}  // namespace gfxsim::workloads::detail
