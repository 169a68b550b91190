// int64_math: ulong/long multiply, shifts, division and remainder, rotate.
#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kN = 1024;

Arguments int64_math_arguments(std::uint64_t seed) {
  Rng rng(seed, "int64_math");
  std::vector<std::uint64_t> a(kN);
  std::vector<std::uint64_t> b(kN);
  std::vector<std::uint32_t> shifts(kN);
  for (std::uint32_t i = 0; i < kN; ++i) {
    // Random magnitudes: values from 1 bit to 64 bits wide, so divisors below 2^32 (the
    // 32-bit fast path of the 64-bit division expansion) and above both occur.
    a[i] = rng.next_u64() >> rng.uniform_int(0, 63);
    b[i] = rng.next_u64() >> rng.uniform_int(0, 63);
    shifts[i] = rng.next_u32();  // the kernel masks it to 0..63
  }
  return {input_arg("a", a), input_arg("b", b), input_arg("shifts", shifts),
          output_arg<std::uint64_t>("out", std::size_t{kN} * 8), scalar_arg("n", Scalar::u32(kN))};
}

// Arithmetic right shift written out with masks rather than relying on >> of a negative.
std::uint64_t shift_right_arithmetic(std::uint64_t x, unsigned s) {
  if (s == 0) {
    return x;
  }
  std::uint64_t logical = x >> s;
  bool negative = (x >> 63) != 0;
  return negative ? logical | (~std::uint64_t{0} << (64 - s)) : logical;
}

// Signed division through magnitudes: truncate toward zero, remainder takes the dividend's sign.
void signed_divide(std::int64_t x, std::int64_t d, std::int64_t& q, std::int64_t& r) {
  std::uint64_t ux = x < 0 ? 0 - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x);
  std::uint64_t ud = d < 0 ? 0 - static_cast<std::uint64_t>(d) : static_cast<std::uint64_t>(d);
  std::uint64_t uq = ux / ud;
  std::uint64_t ur = ux - uq * ud;
  q = static_cast<std::int64_t>((x < 0) != (d < 0) ? 0 - uq : uq);
  r = static_cast<std::int64_t>(x < 0 ? 0 - ur : ur);
}

CheckResult int64_math_check(const Arguments& args) {
  const Buffer* a = find_buffer(args, "a");
  const Buffer* b = find_buffer(args, "b");
  const Buffer* shifts = find_buffer(args, "shifts");
  if (a == nullptr || b == nullptr || shifts == nullptr || a->count<std::uint64_t>() != kN ||
      b->count<std::uint64_t>() != kN || shifts->count<std::uint32_t>() != kN) {
    return {false, "int64_math: missing or mis-sized inputs"};
  }
  std::vector<std::uint64_t> out(std::size_t{kN} * 8);
  for (std::uint32_t i = 0; i < kN; ++i) {
    std::uint64_t x = a->at<std::uint64_t>(i);
    std::uint64_t y = b->at<std::uint64_t>(i);
    unsigned s = shifts->at<std::uint32_t>(i) % 64;
    std::uint64_t d = y | 1;
    std::int64_t sd = static_cast<std::int64_t>((y >> 1) | 2);
    if (s % 2 == 1) {
      sd = -sd;
    }
    std::int64_t q = 0;
    std::int64_t r = 0;
    signed_divide(static_cast<std::int64_t>(x), sd, q, r);
    std::uint64_t* o = &out[std::size_t{i} * 8];
    o[0] = x * y;
    o[1] = (x << s) ^ (y >> (63 - s));
    o[2] = x / d;
    o[3] = x - (x / d) * d;
    o[4] = static_cast<std::uint64_t>(q);
    o[5] = static_cast<std::uint64_t>(r);
    o[6] = shift_right_arithmetic(x, s);
    o[7] = s == 0 ? x : (x >> s) | (x << (64 - s));
  }
  Verdict verdict;
  expect_exact(verdict, args, "out", out);
  return verdict.result();
}

}  // namespace

Workload make_int64_math() {
  return Workload{
      .name = "int64_math",
      .description = "u64/i64 mul, variable shifts, udiv/urem/sdiv/srem of every magnitude, "
                     "arithmetic shift, rotate",
      .source = "int64_math/int64_math.cl",
      .kernel = "int64_math",
      .dims = 1,
      .grid = {kN, 1, 1},
      .block = {128, 1, 1},
      .make_arguments = int64_math_arguments,
      .check = int64_math_check,
  };
}

}  // namespace gfxsim::workloads::detail
