// histogram: 256 bins over 8192 bytes; LDS atomics per group, then global atomic_add.
#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kGroup = 256;       // HIST_WG
constexpr std::uint32_t kPerItem = 4;       // HIST_PER_ITEM
constexpr std::uint32_t kGroups = 8;
constexpr std::uint32_t kBytes = kGroup * kPerItem * kGroups;
constexpr std::uint32_t kBins = 256;

Arguments histogram_arguments(std::uint64_t seed) {
  Rng rng(seed, "histogram");
  std::vector<std::uint8_t> data(kBytes);
  for (auto& b : data) {
    // Skewed: half the bytes fall in 16 bins, so the LDS atomics contend.
    b = static_cast<std::uint8_t>(rng.next_u32() % 2 == 0 ? rng.uniform_int(0, 15)
                                                          : rng.uniform_int(0, 255));
  }
  return {input_arg("data", data), output_arg<std::uint32_t>("hist", kBins)};
}

CheckResult histogram_check(const Arguments& args) {
  const Buffer* data = find_buffer(args, "data");
  if (data == nullptr || data->bytes.size() != kBytes) {
    return {false, "histogram: missing or mis-sized input"};
  }
  std::vector<std::uint32_t> expected(kBins, 0);
  for (std::uint8_t b : data->bytes) {
    ++expected[b];
  }
  Verdict verdict;
  expect_exact(verdict, args, "hist", expected);
  return verdict.result();
}

}  // namespace

Workload make_histogram() {
  return Workload{
      .name = "histogram",
      .description = "u8 -> 256-bin histogram: LDS atomic_fetch_add (work-group scope), "
                     "global atomic_add (1.x)",
      .source = "histogram/histogram.cl",
      .kernel = "histogram",
      .dims = 1,
      .grid = {kGroup * kGroups, 1, 1},
      .block = {kGroup, 1, 1},
      .make_arguments = histogram_arguments,
      .check = histogram_check,
  };
}

}  // namespace gfxsim::workloads::detail
