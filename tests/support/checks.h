// Small helpers shared by the unit tests: error capture, substring checks, little-endian
// reads, targets by name and the clang-19 reference builds.
#pragma once
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "isa/target.h"
#include "support/error.h"
#include "support/test_util.h"

namespace gfxsim::test {

// The message of the gfxsim::Error that f() throws, or "<no error>".
inline std::string errorOf(auto&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "<no error>";
}

inline bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// n bytes at off, little-endian.
inline uint64_t le(const uint8_t* b, size_t off, size_t n) {
  uint64_t v = 0;
  for (size_t i = 0; i < n; ++i) v |= uint64_t{b[off + i]} << (8 * i);
  return v;
}
inline uint64_t le(const std::vector<uint8_t>& b, size_t off, size_t n) {
  REQUIRE(off + n <= b.size());
  return le(b.data(), off, n);
}

inline isa::TargetId target(const char* name) {
  std::string why;
  auto t = isa::parseTargetId(name, &why);
  REQUIRE(t.has_value());
  return *t;
}

// A file of the committed clang-19 builds, e.g. "gfx900/saxpy-O2.hsaco".
inline std::string clangGolden(const std::string& rel) { return sourcePath("tests/golden/clang19/" + rel); }

}  // namespace gfxsim::test
