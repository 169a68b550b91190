// atomics_cas: atomics whose returned values matter (tickets, CAS loop, exchange), 64-bit atomics.
#include <bit>

#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kN = 2048;

// Only zero-initialised outputs: the inputs of this kernel are the global ids.
Arguments atomics_cas_arguments(std::uint64_t) {
  return {output_arg<std::uint32_t>("counter", 1), output_arg<std::uint32_t>("order", kN),
          output_arg<float>("fsum", 1),            output_arg<std::uint64_t>("hash", 1),
          output_arg<std::int64_t>("lmax", 1),     output_arg<std::uint32_t>("exchanged", 1),
          output_arg<std::uint64_t>("returned_sum", 1)};
}

std::uint64_t item_hash(std::uint32_t gid) {
  std::uint64_t h = gid * 0x9E3779B97F4A7C15ull;
  return h ^ (h >> 29);
}

// Everything is order independent and exact: the float sum adds small integers (total 7168).
CheckResult atomics_cas_check(const Arguments& args) {
  Verdict verdict;
  expect_exact(verdict, args, "counter", std::vector<std::uint32_t>{kN});

  const Buffer* order = find_buffer(args, "order");
  if (order == nullptr || order->count<std::uint32_t>() != kN) {
    return {false, "order: missing or mis-sized"};
  }
  std::vector<bool> seen(kN, false);
  for (std::uint32_t t = 0; t < kN; ++t) {
    std::uint32_t gid = order->at<std::uint32_t>(t);
    if (gid >= kN || seen[gid]) {
      return {false, fmt::format("order[{}] = {}: not a permutation of 0..{}", t, gid, kN - 1)};
    }
    seen[gid] = true;
  }
  verdict.pass(fmt::format("order: a permutation of 0..{}", kN - 1));

  float sum = 0;
  std::uint64_t hash = 0;
  std::int64_t highest = 0;  // lmax starts at 0
  for (std::uint32_t gid = 0; gid < kN; ++gid) {
    sum += static_cast<float>(gid % 8);
    hash ^= item_hash(gid);
    std::int64_t v = std::bit_cast<std::int64_t>(item_hash(gid) ^ 0x5555555555555555ull);
    highest = v > highest ? v : highest;
  }
  expect_exact(verdict, args, "fsum", std::vector<float>{sum});
  expect_exact(verdict, args, "hash", std::vector<std::uint64_t>{hash});
  expect_exact(verdict, args, "lmax", std::vector<std::int64_t>{highest});

  // Each value ever stored in `exchanged` (0 first, then every gid) is returned by exactly one
  // exchange except the last, which stays.
  const Buffer* exchanged = find_buffer(args, "exchanged");
  const Buffer* returned = find_buffer(args, "returned_sum");
  if (exchanged == nullptr || returned == nullptr || exchanged->count<std::uint32_t>() != 1 ||
      returned->count<std::uint64_t>() != 1) {
    return {false, "exchanged/returned_sum: missing or mis-sized"};
  }
  std::uint64_t last = exchanged->at<std::uint32_t>(0);
  std::uint64_t total = returned->at<std::uint64_t>(0);
  std::uint64_t expected_total = std::uint64_t{kN} * (kN - 1) / 2;
  if (last >= kN || last + total != expected_total) {
    verdict.fail(fmt::format("exchanged = {}, returned_sum = {}: sum {} != {}", last, total,
                             last + total, expected_total));
  } else {
    verdict.pass("exchange: returned values consistent");
  }
  return verdict.result();
}

}  // namespace

Workload make_atomics_cas() {
  return Workload{
      .name = "atomics_cas",
      .description = "returning atomics: ticket counter, f32 compare-exchange loop, u64 xor, "
                     "i64 max, exchange",
      .source = "atomics_cas/atomics_cas.cl",
      .kernel = "atomics_cas",
      .dims = 1,
      .grid = {kN, 1, 1},
      .block = {128, 1, 1},
      .make_arguments = atomics_cas_arguments,
      .check = atomics_cas_check,
  };
}

}  // namespace gfxsim::workloads::detail
