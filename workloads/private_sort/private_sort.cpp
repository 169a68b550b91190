// private_sort: per-work-item insertion sort and histogram in private (scratch) arrays.
#include <algorithm>

#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kItems = 256;
constexpr std::uint32_t kLen = 96;   // SORT_LEN, passed as the `len` argument
constexpr std::uint32_t kBins = 16;  // SORT_BINS

Arguments private_sort_arguments(std::uint64_t seed) {
  Rng rng(seed, "private_sort");
  std::vector<std::uint32_t> in(std::size_t{kItems} * kLen);
  for (std::uint32_t item = 0; item < kItems; ++item) {
    // Every fourth work-item gets few distinct values (many equal keys), one in eight an
    // already sorted or reversed run; the rest is uniform over the full 32 bits.
    for (std::uint32_t k = 0; k < kLen; ++k) {
      std::uint32_t v = rng.next_u32();
      if (item % 4 == 1) {
        v = (v % 5) * 0x30000000u;
      } else if (item % 8 == 2) {
        v = k * 0x02000000u;
      } else if (item % 8 == 6) {
        v = (kLen - k) * 0x02000000u;
      }
      in[std::size_t{item} * kLen + k] = v;
    }
  }
  return {input_arg("in", in), output_arg<std::uint32_t>("out", std::size_t{kItems} * kLen),
          output_arg<std::uint32_t>("bins_out", std::size_t{kItems} * kBins),
          scalar_arg("len", Scalar::u32(kLen))};
}

// std::sort of each work-item's segment and a count of the top nibbles; bit-exact.
CheckResult private_sort_check(const Arguments& args) {
  const Buffer* in = find_buffer(args, "in");
  if (in == nullptr || in->count<std::uint32_t>() != std::size_t{kItems} * kLen) {
    return {false, "private_sort: missing or mis-sized input"};
  }
  std::vector<std::uint32_t> sorted = in->as<std::uint32_t>();
  std::vector<std::uint32_t> bins(std::size_t{kItems} * kBins, 0);
  for (std::uint32_t item = 0; item < kItems; ++item) {
    auto first = sorted.begin() + static_cast<std::ptrdiff_t>(item * kLen);
    std::sort(first, first + kLen);
    for (std::uint32_t k = 0; k < kLen; ++k) {
      ++bins[item * kBins + sorted[item * kLen + k] / 0x10000000u];
    }
  }
  Verdict verdict;
  expect_exact(verdict, args, "out", sorted);
  expect_exact(verdict, args, "bins_out", bins);
  return verdict.result();
}

}  // namespace

Workload make_private_sort() {
  return Workload{
      .name = "private_sort",
      .description = "private arrays with data-dependent indices: 384-byte array in scratch "
                     "even at -O2, insertion sort, private histogram",
      .source = "private_sort/private_sort.cl",
      .kernel = "private_sort",
      .dims = 1,
      .grid = {kItems, 1, 1},
      .block = {32, 1, 1},
      .make_arguments = private_sort_arguments,
      .check = private_sort_check,
  };
}

}  // namespace gfxsim::workloads::detail
