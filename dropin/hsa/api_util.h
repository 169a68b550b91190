// Helpers the API files share: typed attribute stores, status texts, the one-line log.
#pragma once
#include <algorithm>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include "state.h"

namespace gfxsim::hsa {

// The system timestamp domain: nanoseconds.
inline constexpr uint64_t kTicksPerSecond = 1'000'000'000;

template <class T>
hsa_status_t put(void* value, const T& v) {
  std::memcpy(value, &v, sizeof v);
  return HSA_STATUS_SUCCESS;
}

// A NUL-terminated string in a fixed-size field (names are char[64]).
inline hsa_status_t putString(void* value, size_t field, const std::string& s) {
  auto* out = static_cast<char*>(value);
  std::memset(out, 0, field);
  std::memcpy(out, s.data(), std::min(s.size(), field - 1));
  return HSA_STATUS_SUCCESS;
}

template <class A>
hsa_status_t unsupportedAttribute(const char* fn, A attribute) {
  logLine(fmt::format("{}: attribute {:#x} is not provided by gfxsim", fn, static_cast<uint32_t>(attribute)));
  return HSA_STATUS_ERROR_INVALID_ARGUMENT;
}

// The text of a status (HSA 1.2 table of status codes), nullptr for an unknown one.
const char* statusText(hsa_status_t s);

// The state, or nullptr after logging that `fn` was called before hsa_init.
State* stateFor(const char* fn);

}  // namespace gfxsim::hsa
