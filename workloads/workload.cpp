#include "workload.h"

#include <bit>
#include <stdexcept>

#include "support.h"

namespace gfxsim::workloads {

std::string_view to_string(ScalarKind kind) {
  switch (kind) {
    case ScalarKind::i32: return "i32";
    case ScalarKind::u32: return "u32";
    case ScalarKind::i64: return "i64";
    case ScalarKind::u64: return "u64";
    case ScalarKind::f32: return "f32";
    case ScalarKind::f64: return "f64";
  }
  return "?";
}

std::size_t size_of(ScalarKind kind) {
  switch (kind) {
    case ScalarKind::i32:
    case ScalarKind::u32:
    case ScalarKind::f32: return 4;
    case ScalarKind::i64:
    case ScalarKind::u64:
    case ScalarKind::f64: return 8;
  }
  return 0;
}

Scalar Scalar::i32(std::int32_t v) { return {ScalarKind::i32, static_cast<std::uint32_t>(v)}; }
Scalar Scalar::u32(std::uint32_t v) { return {ScalarKind::u32, v}; }
Scalar Scalar::i64(std::int64_t v) { return {ScalarKind::i64, static_cast<std::uint64_t>(v)}; }
Scalar Scalar::u64(std::uint64_t v) { return {ScalarKind::u64, v}; }
Scalar Scalar::f32(float v) { return {ScalarKind::f32, std::bit_cast<std::uint32_t>(v)}; }
Scalar Scalar::f64(double v) { return {ScalarKind::f64, std::bit_cast<std::uint64_t>(v)}; }
float Scalar::as_f32() const { return std::bit_cast<float>(static_cast<std::uint32_t>(bits)); }
double Scalar::as_f64() const { return std::bit_cast<double>(bits); }

bool Buffer::all_zero() const {
  for (std::uint8_t b : bytes) {
    if (b != 0) {
      return false;
    }
  }
  return true;
}

Argument scalar_arg(std::string name, Scalar value) { return Argument{std::move(name), value}; }

const Argument& find_argument(const Arguments& args, std::string_view name) {
  for (const Argument& a : args) {
    if (a.name == name) {
      return a;
    }
  }
  throw std::out_of_range("no kernel argument named " + std::string(name));
}

Argument& find_argument(Arguments& args, std::string_view name) {
  for (Argument& a : args) {
    if (a.name == name) {
      return a;
    }
  }
  throw std::out_of_range("no kernel argument named " + std::string(name));
}

const std::vector<Workload>& allWorkloads() {
  static const std::vector<Workload> all = {
      detail::make_saxpy(),         detail::make_reduce_sum(),  detail::make_transpose(),
      detail::make_histogram(),     detail::make_scan(),        detail::make_matmul_naive(),
      detail::make_matmul_tiled(),  detail::make_collatz(),     detail::make_int64_math(),
      detail::make_poly_double(),   detail::make_intdiv(),      detail::make_private_sort(),
      detail::make_wave_reduce(),   detail::make_grid3d(),      detail::make_partial_groups(),
      detail::make_atomics_cas(),
  };
  return all;
}

const Workload* findWorkload(std::string_view name) {
  for (const Workload& w : allWorkloads()) {
    if (w.name == name) {
      return &w;
    }
  }
  return nullptr;
}

std::filesystem::path source_dir() { return GFXSIM_WORKLOADS_SOURCE_DIR; }

namespace detail {

Rng::Rng(std::uint64_t seed, std::string_view stream) {
  // FNV-1a of the stream name, so every workload draws different numbers from the same seed.
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (char c : stream) {
    h = (h ^ static_cast<std::uint8_t>(c)) * 0x100000001b3ull;
  }
  state_ = seed ^ h;
}

std::uint64_t Rng::next_u64() {
  std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

std::int64_t Rng::uniform_int(std::int64_t lo, std::int64_t hi) {
  std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1;
  std::uint64_t r = span == 0 ? next_u64() : next_u64() % span;
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + r);
}

float Rng::uniform_f32(float lo, float hi) {
  float unit = static_cast<float>(next_u64() >> 40) * 0x1.0p-24f;
  return lo + (hi - lo) * unit;
}

double Rng::uniform_f64(double lo, double hi) {
  double unit = static_cast<double>(next_u64() >> 11) * 0x1.0p-53;
  return lo + (hi - lo) * unit;
}

const Buffer* find_buffer(const Arguments& args, std::string_view name) {
  for (const Argument& a : args) {
    if (a.name == name && a.is_buffer()) {
      return &a.buffer();
    }
  }
  return nullptr;
}

void Verdict::pass(std::string detail) {
  if (failed_) {
    return;
  }
  if (!detail_.empty()) {
    detail_ += "; ";
  }
  detail_ += detail;
}

void Verdict::fail(std::string detail) {
  if (failed_) {
    return;
  }
  failed_ = true;
  detail_ = std::move(detail);
}

CheckResult Verdict::result() const { return CheckResult{!failed_, detail_}; }

}  // namespace detail
}  // namespace gfxsim::workloads
