// scan: exclusive prefix sum of uint within blocks of 256, one work-group (128) per block.
#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kGroup = 128;            // SCAN_WG
constexpr std::uint32_t kBlock = 2 * kGroup;     // SCAN_BLOCK
constexpr std::uint32_t kBlocks = 16;
constexpr std::uint32_t kN = kBlock * kBlocks;

Arguments scan_arguments(std::uint64_t seed) {
  Rng rng(seed, "scan");
  std::vector<std::uint32_t> in(kN);
  for (auto& v : in) {
    v = static_cast<std::uint32_t>(rng.uniform_int(0, 65535));
  }
  return {input_arg("in", in), output_arg<std::uint32_t>("out", kN),
          output_arg<std::uint32_t>("block_sums", kBlocks)};
}

// A running sum per block; bit-exact (sums stay below 2^24).
CheckResult scan_check(const Arguments& args) {
  const Buffer* in = find_buffer(args, "in");
  if (in == nullptr || in->count<std::uint32_t>() != kN) {
    return {false, "scan: missing or mis-sized input"};
  }
  std::vector<std::uint32_t> out(kN);
  std::vector<std::uint32_t> sums(kBlocks);
  for (std::uint32_t block = 0; block < kBlocks; ++block) {
    std::uint32_t running = 0;
    for (std::uint32_t j = 0; j < kBlock; ++j) {
      out[block * kBlock + j] = running;
      running += in->at<std::uint32_t>(block * kBlock + j);
    }
    sums[block] = running;
  }
  Verdict verdict;
  expect_exact(verdict, args, "out", out);
  expect_exact(verdict, args, "block_sums", sums);
  return verdict.result();
}

}  // namespace

Workload make_scan() {
  return Workload{
      .name = "scan",
      .description = "work-group exclusive prefix sum (Blelloch) of uint in LDS, many barriers",
      .source = "scan/scan.cl",
      .kernel = "scan",
      .dims = 1,
      .grid = {kGroup * kBlocks, 1, 1},
      .block = {kGroup, 1, 1},
      .make_arguments = scan_arguments,
      .check = scan_check,
  };
}

}  // namespace gfxsim::workloads::detail
