// intdiv: 32-bit signed and unsigned division and remainder.
#include <climits>

#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kN = 2048;
constexpr std::int32_t kDivisor = -7;  // the scalar argument k

Arguments intdiv_arguments(std::uint64_t seed) {
  Rng rng(seed, "intdiv");
  std::vector<std::int32_t> a(kN);
  std::vector<std::int32_t> b(kN);
  for (std::uint32_t i = 0; i < kN; ++i) {
    std::int32_t x = static_cast<std::int32_t>(rng.next_u32());
    std::int32_t y = static_cast<std::int32_t>(rng.next_u32());
    switch (i % 8) {
      case 0: break;                                                           // full range
      case 1: y = static_cast<std::int32_t>(rng.uniform_int(-16, 16)); break;  // small divisors
      case 2: x = INT_MIN; break;
      case 3: y = rng.next_u32() % 2 == 0 ? 1 : -1; break;
      case 4: x = static_cast<std::int32_t>(rng.uniform_int(-1000, 1000)); break;  // |y| > |x|
      case 5: y = static_cast<std::int32_t>(rng.next_u32() | 0x80000000u); break;  // ub >= 2^31
      case 6: x = INT_MAX; y = static_cast<std::int32_t>(rng.uniform_int(1, 70000)); break;
      default:  // exact quotients
        y = static_cast<std::int32_t>(rng.uniform_int(-20000, 20000));
        x = static_cast<std::int32_t>(rng.uniform_int(-100, 100)) * y;
        break;
    }
    if (y == 0) {
      y = 3;
    }
    if (x == INT_MIN && y == -1) {
      x = INT_MIN + 1;  // INT_MIN / -1 overflows: undefined in OpenCL C
    }
    a[i] = x;
    b[i] = y;
  }
  return {input_arg("a", a),
          input_arg("b", b),
          output_arg<std::int32_t>("sres", std::size_t{kN} * 4),
          output_arg<std::uint32_t>("ures", std::size_t{kN} * 4),
          scalar_arg("k", Scalar::i32(kDivisor)),
          scalar_arg("n", Scalar::u32(kN))};
}

// The reference divides in 64-bit arithmetic (no overflow case there) and derives the
// remainder from the quotient; C99/OpenCL semantics: truncation toward zero.
CheckResult intdiv_check(const Arguments& args) {
  const Buffer* a = find_buffer(args, "a");
  const Buffer* b = find_buffer(args, "b");
  if (a == nullptr || b == nullptr || a->count<std::int32_t>() != kN ||
      b->count<std::int32_t>() != kN) {
    return {false, "intdiv: missing or mis-sized inputs"};
  }
  std::int64_t k = find_argument(args, "k").scalar().as_i32();
  std::vector<std::int32_t> sres(std::size_t{kN} * 4);
  std::vector<std::uint32_t> ures(std::size_t{kN} * 4);
  for (std::uint32_t i = 0; i < kN; ++i) {
    std::int64_t x = a->at<std::int32_t>(i);
    std::int64_t y = b->at<std::int32_t>(i);
    std::int64_t q = x / y;
    std::int64_t qk = x / k;
    sres[4 * i + 0] = static_cast<std::int32_t>(q);
    sres[4 * i + 1] = static_cast<std::int32_t>(x - q * y);
    sres[4 * i + 2] = static_cast<std::int32_t>(qk);
    sres[4 * i + 3] = static_cast<std::int32_t>(x - qk * k);
    std::uint64_t ux = static_cast<std::uint32_t>(x);
    std::uint64_t uy = static_cast<std::uint32_t>(y);
    ures[4 * i + 0] = static_cast<std::uint32_t>(ux / uy);
    ures[4 * i + 1] = static_cast<std::uint32_t>(ux - (ux / uy) * uy);
    ures[4 * i + 2] = static_cast<std::uint32_t>(ux / 10);
    ures[4 * i + 3] = static_cast<std::uint32_t>(ux - (ux / 10) * 10);
  }
  Verdict verdict;
  expect_exact(verdict, args, "sres", sres);
  expect_exact(verdict, args, "ures", ures);
  return verdict.result();
}

}  // namespace

Workload make_intdiv() {
  return Workload{
      .name = "intdiv",
      .description = "i32/u32 division and remainder by per-element, scalar-argument and "
                     "constant divisors, edge cases",
      .source = "intdiv/intdiv.cl",
      .kernel = "intdiv",
      .dims = 1,
      .grid = {kN, 1, 1},
      .block = {256, 1, 1},
      .make_arguments = intdiv_arguments,
      .check = intdiv_check,
  };
}

}  // namespace gfxsim::workloads::detail
