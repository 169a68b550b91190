// Kernel arguments and inputs for the commands that dispatch kernels on large host arrays
// (bench --large, validate).
#pragma once
#include <cstdint>
#include <cstring>
#include <fmt/format.h>
#include <string>
#include <span>
#include <vector>

#include "runtime/device/launch.h"

namespace gfxsim::cli {

// Deterministic inputs in [lo, hi) with full mantissas (a splitmix64 stream), so that fused
// and separately rounded multiply-adds differ and a misplaced element shows. Element i of the
// stream on its own: a check can recompute an input where it needs it instead of keeping a copy.
template <class T>
T streamElement(uint64_t seed, uint64_t i, T lo, T hi) {
  uint64_t s = seed + (i + 1) * 0x9e3779b97f4a7c15ull;
  uint64_t z = (s ^ (s >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return lo + (hi - lo) * static_cast<T>(static_cast<double>(z >> 11) * 0x1p-53);
}
template <class T>
void fill(std::span<T> v, uint64_t seed, T lo, T hi) {
  for (size_t i = 0; i < v.size(); ++i) v[i] = streamElement(seed, i, lo, hi);
}
template <class T>
std::vector<T> filled(uint64_t n, uint64_t seed, T lo, T hi) {
  std::vector<T> v(n);
  fill(std::span<T>(v), seed, lo, hi);
  return v;
}

// A buffer argument read from `v` in place (not copied on the host, not read back).
template <class T>
device::HostArg input(const std::vector<T>& v, const char* name) {
  device::HostArg h;
  h.isBuffer = true;
  h.view = std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(v.data()), v.size() * sizeof(T));
  h.readBack = false;
  h.name = name;
  return h;
}
// A buffer argument that is `v` itself: the kernel reads and writes it in place (not copied,
// not read back; see HostArg::inPlace).
template <class T>
device::HostArg inPlace(std::span<T> v, const char* name) {
  device::HostArg h;
  h.isBuffer = true;
  h.inPlace = std::span<uint8_t>(reinterpret_cast<uint8_t*>(v.data()), v.size_bytes());
  h.name = name;
  return h;
}
// A zero-filled buffer argument of `bytes`, read back after the dispatch.
inline device::HostArg output(uint64_t bytes, const char* name) {
  device::HostArg h;
  h.isBuffer = true;
  h.size = bytes;
  h.name = name;
  return h;
}
// A by-value argument.
template <class T>
device::HostArg value(T v) {
  device::HostArg h;
  h.bytes.resize(sizeof(T));
  std::memcpy(h.bytes.data(), &v, sizeof(T));
  return h;
}

// Element i of a buffer read back.
template <class T>
T at(const std::vector<uint8_t>& bytes, size_t i) {
  T v;
  std::memcpy(&v, bytes.data() + i * sizeof(T), sizeof(T));
  return v;
}

// "" when `got` holds exactly want's values (bit for bit), else the first difference.
template <class T>
std::string firstDifference(const std::vector<uint8_t>& got, const std::vector<T>& want, const char* array) {
  if (got.size() != want.size() * sizeof(T)) return fmt::format("{}: {} bytes read back, expected {}", array, got.size(), want.size() * sizeof(T));
  if (std::memcmp(got.data(), want.data(), got.size()) == 0) return "";
  for (size_t i = 0; i < want.size(); ++i)
    if (std::memcmp(got.data() + i * sizeof(T), &want[i], sizeof(T)) != 0)
      return fmt::format("{}[{}] = {}, expected {}", array, i, at<T>(got, i), want[i]);
  return "";
}

}  // namespace gfxsim::cli
