// Shared by the HIP test programs: every check prints one PASS or FAIL line, every result is
// also printed as a checksum (so the test driver can compare a functional-mode run with a
// timing-mode run line by line), and main returns finish(): non-zero when any check failed.
#pragma once
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

// A failed HIP call is a failed test: say which call, where, and stop.
#define HIP_CHECK(call)                                                                             \
  do {                                                                                              \
    hipError_t err_ = (call);                                                                       \
    if (err_ != hipSuccess) {                                                                       \
      std::printf("FAIL %s: %s (%d) at %s:%d\n", #call, hipGetErrorString(err_), static_cast<int>(err_), \
                  __FILE__, __LINE__);                                                              \
      std::fflush(stdout);                                                                          \
      std::exit(1);                                                                                 \
    }                                                                                               \
  } while (0)

// Line-buffered output: a program that HIP aborts (a device fault) keeps every line it printed.
namespace {
struct LineBufferedStdout {
  LineBufferedStdout() { std::setvbuf(stdout, nullptr, _IOLBF, 0); }
} lineBufferedStdout;
}  // namespace

inline int& failureCount() {
  static int failures = 0;
  return failures;
}

// FNV-1a over the bytes of a result.
inline uint64_t checksum(const void* data, size_t bytes) {
  uint64_t h = 0xcbf29ce484222325ull;
  const auto* p = static_cast<const unsigned char*>(data);
  for (size_t i = 0; i < bytes; ++i) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

// One named check: PASS or FAIL with a reason.
inline bool expect(const char* what, bool ok, const char* detail = "") {
  std::printf("%s %s%s%s\n", ok ? "PASS" : "FAIL", what, *detail ? ": " : "", detail);
  if (!ok) ++failureCount();
  return ok;
}

// Written for hipcc's default language (C++14 with clang-15): overloads, not if constexpr.
inline void printValue(char* out, size_t size, double v) { std::snprintf(out, size, "%.17g", v); }
inline void printValue(char* out, size_t size, long long v) { std::snprintf(out, size, "%lld", v); }
inline void printValue(char* out, size_t size, unsigned long long v) { std::snprintf(out, size, "%llu", v); }
inline void printValue(char* out, size_t size, float v) { printValue(out, size, static_cast<double>(v)); }
inline void printValue(char* out, size_t size, int v) { printValue(out, size, static_cast<long long>(v)); }
inline void printValue(char* out, size_t size, long v) { printValue(out, size, static_cast<long long>(v)); }
inline void printValue(char* out, size_t size, unsigned v) { printValue(out, size, static_cast<unsigned long long>(v)); }
inline void printValue(char* out, size_t size, unsigned long v) { printValue(out, size, static_cast<unsigned long long>(v)); }

// Equal bit for bit, or (floating point with a tolerance) within a relative error.
template <class T>
bool sameValue(T got, T want, double) {
  return got == want;
}
inline bool sameFloat(double got, double want, double tolerance) {
  return std::fabs(got - want) <= tolerance * std::fmax(1.0, std::fabs(want));
}
inline bool sameValue(float got, float want, double tolerance) {
  return tolerance == 0 ? std::memcmp(&got, &want, sizeof got) == 0 : sameFloat(got, want, tolerance);
}
inline bool sameValue(double got, double want, double tolerance) {
  return tolerance == 0 ? std::memcmp(&got, &want, sizeof got) == 0 : sameFloat(got, want, tolerance);
}

// Compares n results with the host's, exactly (tolerance 0) or within a relative tolerance;
// prints the first mismatch, the number of mismatches and the checksum of the results.
template <class T>
bool expectArray(const char* what, const T* got, const T* want, size_t n, double tolerance = 0) {
  size_t bad = 0, first = 0;
  for (size_t i = 0; i < n; ++i)
    if (!sameValue(got[i], want[i], tolerance) && bad++ == 0) first = i;
  std::printf("checksum %s %016llx\n", what, static_cast<unsigned long long>(checksum(got, n * sizeof(T))));
  char detail[200] = "";
  if (bad) {
    char g[64], w[64];
    printValue(g, sizeof g, got[first]);
    printValue(w, sizeof w, want[first]);
    std::snprintf(detail, sizeof detail, "%zu of %zu wrong, first at [%zu]: got %s, expected %s", bad, n, first, g, w);
  }
  return expect(what, bad == 0, detail);
}

template <class T>
bool expectValue(const char* what, T got, T want) {
  return expectArray(what, &got, &want, 1);
}

// main's exit status.
inline int finish() {
  std::printf("%s: %d check%s failed\n", failureCount() ? "FAIL" : "PASS", failureCount(),
              failureCount() == 1 ? "" : "s");
  return failureCount() ? 1 : 0;
}
