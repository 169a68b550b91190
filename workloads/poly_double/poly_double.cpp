// poly_double: f64 Horner polynomial over (1 + x^2), then an LDS tree sum per work-group.
#include <cmath>

#include "../support.h"

namespace gfxsim::workloads::detail {
namespace {

constexpr std::uint32_t kGroup = 64;  // POLY_WG
constexpr std::uint32_t kGroups = 32;
constexpr std::uint32_t kN = kGroup * kGroups;
constexpr int kDegree = 7;            // POLY_DEGREE

Arguments poly_double_arguments(std::uint64_t seed) {
  Rng rng(seed, "poly_double");
  std::vector<double> x(kN);
  for (auto& v : x) {
    v = rng.uniform_f64(-2.0, 2.0);
  }
  std::vector<double> coef(kDegree + 1);
  for (auto& c : coef) {
    c = rng.uniform_f64(-1.0, 1.0);
  }
  return {input_arg("x", x), input_arg("coef", coef), output_arg<double>("y", kN),
          output_arg<double>("partial", kGroups)};
}

// Tolerance, with u = 2^-53 and S(x) = sum_j |c_j| |x|^j:
//  y: Horner of degree 7 is within gamma_14 * S of the exact polynomial (Higham 5.1), the
//     denominator 1 + x*x within gamma_2 relative, and the division (v_div_scale/fmas/fixup)
//     within 1 ulp; all together stay below 20 u * S / (1 + x^2), the bound used.
//  partial: a 64-leaf tree sum adds at most gamma_6 * sum |y| on top of the elements' own
//     errors; the bound is sum_i bound(y_i) + 8 u * sum_i |y_i|.
// The reference evaluates the same formula in long double (64-bit mantissa).
CheckResult poly_double_check(const Arguments& args) {
  const Buffer* x = find_buffer(args, "x");
  const Buffer* coef = find_buffer(args, "coef");
  if (x == nullptr || coef == nullptr || x->count<double>() != kN ||
      coef->count<double>() != kDegree + 1) {
    return {false, "poly_double: missing or mis-sized inputs"};
  }
  const long double u = std::ldexp(1.0L, -53);
  std::vector<long double> y(kN);
  std::vector<long double> y_bound(kN);
  std::vector<long double> partial(kGroups, 0);
  std::vector<long double> partial_bound(kGroups, 0);
  for (std::uint32_t i = 0; i < kN; ++i) {
    long double v = x->at<double>(i);
    long double power = 1;
    long double p = 0;
    long double magnitude = 0;
    for (int j = 0; j <= kDegree; ++j) {
      long double c = coef->at<double>(static_cast<std::size_t>(j));
      p += c * power;
      magnitude += std::fabs(c) * std::fabs(power);
      power *= v;
    }
    long double denominator = 1 + v * v;
    y[i] = p / denominator;
    y_bound[i] = 20 * u * magnitude / denominator;
    partial[i / kGroup] += y[i];
    partial_bound[i / kGroup] += y_bound[i] + 8 * u * std::fabs(y[i]);
  }
  Verdict verdict;
  expect_within<double>(verdict, args, "y", y, y_bound);
  expect_within<double>(verdict, args, "partial", partial, partial_bound);
  return verdict.result();
}

}  // namespace

Workload make_poly_double() {
  return Workload{
      .name = "poly_double",
      .description = "f64 Horner polynomial, f64 division (div_scale/fmas/fixup), f64 LDS "
                     "tree sum",
      .source = "poly_double/poly_double.cl",
      .kernel = "poly_double",
      .dims = 1,
      .grid = {kN, 1, 1},
      .block = {kGroup, 1, 1},
      .make_arguments = poly_double_arguments,
      .check = poly_double_check,
  };
}

}  // namespace gfxsim::workloads::detail
