// Helpers shared by the workload definitions: a seeded generator and the comparisons the
// checks use. Internal to the gfxsim_workloads library.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "workload.h"

namespace gfxsim::workloads::detail {

// splitmix64 (Steele, Lea, Flood 2014): tiny, and the same sequence on every platform, unlike
// the std:: distributions.
class Rng {
 public:
  Rng(std::uint64_t seed, std::string_view stream);

  std::uint64_t next_u64();
  std::uint32_t next_u32() { return static_cast<std::uint32_t>(next_u64() >> 32); }
  // Uniform in [lo, hi] (inclusive); the modulo bias is irrelevant here.
  std::int64_t uniform_int(std::int64_t lo, std::int64_t hi);
  // Uniform in [lo, hi) with a full 24-bit (float) or 53-bit (double) mantissa of randomness.
  float uniform_f32(float lo, float hi);
  double uniform_f64(double lo, double hi);

 private:
  std::uint64_t state_;
};

// Workload constructors, one per workloads/<name>/<name>.cpp.
Workload make_saxpy();
Workload make_reduce_sum();
Workload make_transpose();
Workload make_histogram();
Workload make_scan();
Workload make_matmul_naive();
Workload make_matmul_tiled();
Workload make_collatz();
Workload make_int64_math();
Workload make_poly_double();
Workload make_intdiv();
Workload make_private_sort();
Workload make_wave_reduce();
Workload make_grid3d();
Workload make_partial_groups();
Workload make_atomics_cas();
// The matmul problem (arguments and check) shared by matmul_naive and matmul_tiled.
Workload make_matmul(std::string name, std::string description);

// The buffer argument called `name`, or nullptr if it is missing or not a buffer.
const Buffer* find_buffer(const Arguments& args, std::string_view name);

// Accumulates the outcome of several comparisons: the first failure wins, otherwise the
// details are joined with "; ".
class Verdict {
 public:
  void pass(std::string detail);
  void fail(std::string detail);
  bool failed() const { return failed_; }
  CheckResult result() const;

 private:
  bool failed_ = false;
  std::string detail_;
};

template <class T>
std::string show(T v) {
  if constexpr (sizeof(T) == 1) {
    return fmt::format("{}", static_cast<int>(v));
  } else {
    return fmt::format("{}", v);
  }
}

// Bit-exact comparison of buffer `name` (elements of T) with `expected`.
template <class T>
void expect_exact(Verdict& verdict, const Arguments& args, std::string_view name,
                  const std::vector<T>& expected) {
  const Buffer* b = find_buffer(args, name);
  if (b == nullptr) {
    verdict.fail(fmt::format("{}: no such buffer argument", name));
    return;
  }
  if (b->bytes.size() != expected.size() * sizeof(T)) {
    verdict.fail(fmt::format("{}: {} bytes, expected {}", name, b->bytes.size(),
                             expected.size() * sizeof(T)));
    return;
  }
  for (std::size_t i = 0; i < expected.size(); ++i) {
    T got = b->at<T>(i);
    if (std::memcmp(&got, &expected[i], sizeof(T)) != 0) {
      verdict.fail(fmt::format("{}[{}] = {}, expected {}", name, i, show(got), show(expected[i])));
      return;
    }
  }
  verdict.pass(fmt::format("{}: {} values exact", name, expected.size()));
}

// |got[i] - expected[i]| <= bound[i] for every element of buffer `name` (f32 or f64), where the
// bound is an a-priori rounding-error bound. NaN never passes. Reports the worst error/bound.
template <class T>
void expect_within(Verdict& verdict, const Arguments& args, std::string_view name,
                   const std::vector<long double>& expected, const std::vector<long double>& bound) {
  const Buffer* b = find_buffer(args, name);
  if (b == nullptr) {
    verdict.fail(fmt::format("{}: no such buffer argument", name));
    return;
  }
  if (b->bytes.size() != expected.size() * sizeof(T)) {
    verdict.fail(fmt::format("{}: {} bytes, expected {}", name, b->bytes.size(),
                             expected.size() * sizeof(T)));
    return;
  }
  long double worst = 0;
  std::size_t worst_index = 0;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    long double got = b->at<T>(i);
    long double err = got > expected[i] ? got - expected[i] : expected[i] - got;
    if (!(err <= bound[i])) {  // also catches NaN
      verdict.fail(fmt::format("{}[{}] = {:.17g}, expected {:.17g} +- {:.3g}", name, i,
                               static_cast<double>(got), static_cast<double>(expected[i]),
                               static_cast<double>(bound[i])));
      return;
    }
    long double ratio = bound[i] > 0 ? err / bound[i] : 0;
    if (ratio > worst) {
      worst = ratio;
      worst_index = i;
    }
  }
  verdict.pass(fmt::format("{}: {} values within bound, worst {:.3f} of bound at [{}]", name,
                           expected.size(), static_cast<double>(worst), worst_index));
}

}  // namespace gfxsim::workloads::detail
