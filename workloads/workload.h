// Workload descriptions: an OpenCL C kernel, how to launch it, the arguments it takes, and a
// host reference that checks what it left in its output buffers.
//
// The C++ registry is the source of truth; workloads/<name>/launch.ini repeats the launch in
// the text form `gfxsim run` takes, and tests/unit/workloads/test_workloads.cpp checks that they agree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace gfxsim::workloads {

// Kinds of by-value kernel arguments; the names are the prefixes of the CLI argument specs.
enum class ScalarKind : std::uint8_t { i32, u32, i64, u64, f32, f64 };

std::string_view to_string(ScalarKind kind);
std::size_t size_of(ScalarKind kind);

// A by-value argument. `bits` holds the value's bytes in its low size_of(kind) bytes
// (little-endian, as in the kernarg segment); the rest is zero.
struct Scalar {
  ScalarKind kind = ScalarKind::u32;
  std::uint64_t bits = 0;

  static Scalar i32(std::int32_t v);
  static Scalar u32(std::uint32_t v);
  static Scalar i64(std::int64_t v);
  static Scalar u64(std::uint64_t v);
  static Scalar f32(float v);
  static Scalar f64(double v);

  std::int32_t as_i32() const { return static_cast<std::int32_t>(static_cast<std::uint32_t>(bits)); }
  std::uint32_t as_u32() const { return static_cast<std::uint32_t>(bits); }
  std::int64_t as_i64() const { return static_cast<std::int64_t>(bits); }
  std::uint64_t as_u64() const { return bits; }
  float as_f32() const;
  double as_f64() const;

  bool operator==(const Scalar&) const = default;
};

// A global-memory buffer: the kernel gets its device address. `is_output` marks the buffers
// the check reads back; inputs are never written by the kernels.
struct Buffer {
  std::vector<std::uint8_t> bytes;
  bool is_output = false;

  template <class T>
  std::size_t count() const {
    return bytes.size() / sizeof(T);
  }
  // Element i read as T (memcpy, so any alignment and no aliasing questions).
  template <class T>
  T at(std::size_t i) const {
    static_assert(std::is_trivially_copyable_v<T>);
    T v;
    std::memcpy(&v, bytes.data() + i * sizeof(T), sizeof(T));
    return v;
  }
  template <class T>
  void set(std::size_t i, T v) {
    static_assert(std::is_trivially_copyable_v<T>);
    std::memcpy(bytes.data() + i * sizeof(T), &v, sizeof(T));
  }
  template <class T>
  std::vector<T> as() const {
    std::vector<T> out(count<T>());
    std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
    return out;
  }
  bool all_zero() const;

  bool operator==(const Buffer&) const = default;
};

// One kernel argument, in kernel-signature order. `name` is the kernel parameter's name.
struct Argument {
  std::string name;
  std::variant<Scalar, Buffer> value;

  bool is_scalar() const { return std::holds_alternative<Scalar>(value); }
  bool is_buffer() const { return std::holds_alternative<Buffer>(value); }
  const Scalar& scalar() const { return std::get<Scalar>(value); }
  const Buffer& buffer() const { return std::get<Buffer>(value); }
  Buffer& buffer() { return std::get<Buffer>(value); }

  bool operator==(const Argument&) const = default;
};
using Arguments = std::vector<Argument>;

Argument scalar_arg(std::string name, Scalar value);
// An input buffer holding `values`.
template <class T>
Argument input_arg(std::string name, const std::vector<T>& values) {
  static_assert(std::is_trivially_copyable_v<T>);
  Buffer b;
  b.bytes.resize(values.size() * sizeof(T));
  std::memcpy(b.bytes.data(), values.data(), b.bytes.size());
  return Argument{std::move(name), std::move(b)};
}
// An output buffer of `count` elements of T, all zero before the launch.
template <class T>
Argument output_arg(std::string name, std::size_t count) {
  Buffer b;
  b.bytes.assign(count * sizeof(T), 0);
  b.is_output = true;
  return Argument{std::move(name), std::move(b)};
}
// An output buffer whose elements start as `initial` (e.g. INT_MAX for an atomic minimum).
template <class T>
Argument output_arg(std::string name, const std::vector<T>& initial) {
  Argument a = input_arg(std::move(name), initial);
  a.buffer().is_output = true;
  return a;
}

// The argument called `name`; throws std::out_of_range if there is none.
const Argument& find_argument(const Arguments& args, std::string_view name);
Argument& find_argument(Arguments& args, std::string_view name);

struct Dim3 {
  std::uint32_t x = 1;
  std::uint32_t y = 1;
  std::uint32_t z = 1;

  std::uint64_t count() const { return std::uint64_t{x} * y * z; }
  bool operator==(const Dim3&) const = default;
};

struct CheckResult {
  bool ok = false;
  std::string detail;  // one line: what was compared, or the first mismatch / the worst error
};

struct Workload {
  std::string name;
  std::string description;  // one line: what the kernel exercises
  std::string source;       // the .cl file, relative to the workloads directory
  std::string kernel;       // kernel function name (its descriptor symbol is kernel + ".kd")
  std::uint32_t dims = 1;   // work dimensions (1..3), as in the dispatch packet's setup field
  Dim3 grid;                // grid size in work-items, HSA style (need not be a multiple of block)
  Dim3 block;               // work-group size
  // The arguments in kernel-signature order for a seed: the same seed gives the same bytes.
  std::function<Arguments(std::uint64_t seed)> make_arguments;
  // Checks the outputs left in the argument list after a run against a host reference.
  std::function<CheckResult(const Arguments& after)> check;
};

const std::vector<Workload>& allWorkloads();
const Workload* findWorkload(std::string_view name);

// The workloads source directory (where <name>/<name>.cl and launch.ini live), as configured
// at build time.
std::filesystem::path source_dir();

}  // namespace gfxsim::workloads
