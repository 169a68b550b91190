// matmul_naive: c = a * b, f32, 64x80 times 80x48, one work-item per element of c.
// The arguments and the check are shared with matmul_tiled (same problem, other kernel).
#include <cmath>

#include "../support.h"

namespace gfxsim::workloads::detail {

namespace {

constexpr std::uint32_t kM = 64;
constexpr std::uint32_t kN = 48;
constexpr std::uint32_t kK = 80;

Arguments matmul_arguments(std::uint64_t seed, std::string_view stream) {
  Rng rng(seed, stream);
  std::vector<float> a(kM * kK);
  std::vector<float> b(kK * kN);
  for (auto& v : a) {
    v = rng.uniform_f32(-1.0f, 1.0f);
  }
  for (auto& v : b) {
    v = rng.uniform_f32(-1.0f, 1.0f);
  }
  return {input_arg("a", a),
          input_arg("b", b),
          output_arg<float>("c", kM * kN),
          scalar_arg("m", Scalar::u32(kM)),
          scalar_arg("n", Scalar::u32(kN)),
          scalar_arg("k", Scalar::u32(kK))};
}

// Tolerance: the classic bound for a length-k dot product accumulated in f32, in any order
// and with or without fma contraction (Higham, "Accuracy and Stability of Numerical
// Algorithms", 3.1): |c - exact| <= gamma_k * sum_i |a_i * b_i|, gamma_k = k*u / (1 - k*u),
// u = 2^-24. The reference sums the exact products (float * float is exact in long double) in
// long double; 2^-50 * sum covers that reference's own rounding.
CheckResult matmul_check(const Arguments& args) {
  const Buffer* a = find_buffer(args, "a");
  const Buffer* b = find_buffer(args, "b");
  if (a == nullptr || b == nullptr || a->count<float>() != kM * kK ||
      b->count<float>() != kK * kN) {
    return {false, "matmul: missing or mis-sized inputs"};
  }
  const long double u = std::ldexp(1.0L, -24);
  const long double gamma = kK * u / (1 - kK * u);
  std::vector<long double> expected(kM * kN);
  std::vector<long double> bound(kM * kN);
  for (std::uint32_t row = 0; row < kM; ++row) {
    for (std::uint32_t col = 0; col < kN; ++col) {
      long double sum = 0;
      long double magnitude = 0;
      for (std::uint32_t i = 0; i < kK; ++i) {
        long double p = static_cast<long double>(a->at<float>(row * kK + i)) *
                        static_cast<long double>(b->at<float>(i * kN + col));
        sum += p;
        magnitude += std::fabs(p);
      }
      expected[row * kN + col] = sum;
      bound[row * kN + col] = gamma * magnitude + std::ldexp(magnitude, -50);
    }
  }
  Verdict verdict;
  expect_within<float>(verdict, args, "c", expected, bound);
  return verdict.result();
}

}  // namespace

Workload make_matmul(std::string name, std::string description) {
  std::string source = name + "/" + name + ".cl";
  std::string kernel = name;
  return Workload{
      .name = name,
      .description = std::move(description),
      .source = std::move(source),
      .kernel = std::move(kernel),
      .dims = 2,
      .grid = {kN, kM, 1},
      .block = {16, 16, 1},
      .make_arguments = [name](std::uint64_t seed) { return matmul_arguments(seed, name); },
      .check = matmul_check,
  };
}

Workload make_matmul_naive() {
  return make_matmul("matmul_naive", "f32 matmul 64x80 * 80x48, 2D grid, one dot product per "
                                     "work-item from global memory");
}

}  // namespace gfxsim::workloads::detail
