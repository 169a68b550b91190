// The full-precision math built-ins (compiler/frontend/mathlib.cl): each function is compiled
// from OpenCL C by driver::compileOpenCL, run in the functional simulator over ~16k inputs (the
// special values, a sweep of every exponent, random values in the interesting range) on
// gfx90a (wave64) and gfx1100 (wave32), and compared with glibc's long double functions on
// the host. The largest error in ulps must be within OpenCL C 3.0 7.4's full-profile bound;
// each case prints it (the README's table of measured errors comes from these lines).
#include <doctest/doctest.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "support/codegen_util.h"

using namespace gfxsim;

namespace {

const test::CgTarget kMathTargets[] = {{"gfx90a", true}, {"gfx1100", false}};

// Runs kernel `k` of `src` over `n` work-items (n a multiple of 64): argument 0 is an output
// buffer of outBytes, then the input buffers. Returns every buffer after the run.
std::vector<std::vector<uint8_t>> runKernel(const std::string& src, const test::CgTarget& t, size_t n,
                                            size_t outBytes, const std::vector<std::vector<uint8_t>>& inputs) {
  driver::CompileOptions co;
  co.target = t.id();
  auto obj = driver::compileOpenCL(src, "t.cl", co).object;
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{static_cast<uint32_t>(n), 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  device::HostArg out;
  out.isBuffer = true;
  out.bytes.assign(outBytes, 0);
  req.args.push_back(out);
  for (const auto& in : inputs) {
    device::HostArg a;
    a.isBuffer = true;
    a.bytes = in;
    req.args.push_back(a);
  }
  auto r = device::launchKernel(obj, "t.hsaco", req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  return r.buffers;
}

template <class T>
std::vector<uint8_t> bytes(const std::vector<T>& v) {
  std::vector<uint8_t> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

template <class T>
std::vector<T> values(const std::vector<uint8_t>& b, size_t n) {
  std::vector<T> v(n);
  std::memcpy(v.data(), b.data(), n * sizeof(T));
  return v;
}

// The error of `got` against the exact `ref` in ulps of T (OpenCL C 3.0 7.4's definition:
// the spacing of T's numbers around ref; below the normal range, the denormal spacing).
// Infinity or NaN where the reference has one is 0 when matching, else infinite error.
template <class T>
double ulpError(T got, long double ref) {
  constexpr int p = std::numeric_limits<T>::digits;
  constexpr int emin = std::numeric_limits<T>::min_exponent - 1;  // -126 / -1022
  constexpr int emax = std::numeric_limits<T>::max_exponent - 1;
  if (std::isnan(ref)) return std::isnan(got) ? 0.0 : INFINITY;
  if (std::isnan(got)) return INFINITY;
  long double aref = std::fabs(ref);
  if (std::isinf(ref) || aref >= std::ldexp(1.0L, emax + 1)) {
    // Beyond T's range: inf of the sign, or the error from the largest finite value.
    if (std::isinf(got)) return (got > 0) == (ref > 0) ? 0.0 : INFINITY;
    if (std::isinf(ref)) return INFINITY;
    return static_cast<double>(std::fabs(static_cast<long double>(got) - ref) / std::ldexp(1.0L, emax - p + 1));
  }
  if (std::isinf(got)) return INFINITY;
  if (ref == 0) {
    if (got != 0) return static_cast<double>(std::fabs(static_cast<long double>(got)) / std::ldexp(1.0L, emin - p + 1));
    return std::signbit(got) == std::signbit(ref) ? 0.0 : INFINITY;
  }
  int e = std::ilogb(aref);
  long double ulp = std::ldexp(1.0L, std::max(e, emin) - p + 1);
  return static_cast<double>(std::fabs(static_cast<long double>(got) - ref) / ulp);
}

// Inputs for T: the special values, every exponent with a few random mantissas (both signs),
// and random values uniform in [lo, hi]; `count` in all (a multiple of 64).
template <class T>
std::vector<T> inputs(uint32_t seed, double lo, double hi, size_t count) {
  std::mt19937_64 rng(seed);
  using L = std::numeric_limits<T>;
  std::vector<T> v = {T(0), -T(0), L::infinity(), -L::infinity(), L::quiet_NaN(), L::denorm_min(),
                      -L::denorm_min(), L::min(), -L::min(), L::max(), -L::max(), T(1), T(-1), T(0.5),
                      T(-0.5), T(2), T(-2), T(3), T(10), T(-10), L::epsilon(), T(1) + L::epsilon(),
                      T(1) - L::epsilon() / 2, T(M_PI), T(-M_PI), T(M_PI / 2), T(M_PI / 4), T(100), T(-100)};
  std::uniform_real_distribution<double> unit(1.0, 2.0);
  for (int e = L::min_exponent - L::digits; e < L::max_exponent; e += (sizeof(T) == 8 ? 2 : 1))
    for (int k = 0; k < 2; ++k) {
      T x = static_cast<T>(std::ldexp(unit(rng), e));
      v.push_back(x);
      v.push_back(-x);
    }
  std::uniform_real_distribution<double> range(lo, hi);
  while (v.size() < count) v.push_back(static_cast<T>(range(rng)));
  v.resize(count);
  return v;
}

const size_t kCount = 16384;

const char* typeName(bool dbl) { return dbl ? "double" : "float"; }

// A kernel k(__global T* out, params) whose body starts with i = get_global_id(0).
template <class T>
std::string kernelSource(const std::string& params, const std::string& body) {
  constexpr bool dbl = sizeof(T) == 8;
  return std::string(dbl ? "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" : "") + "__kernel void k(__global " +
         typeName(dbl) + "* out, " + params + ") {\n  size_t i = get_global_id(0);\n" + body + "}\n";
}

// Runs `fn` (a call `call` of the kernel's inputs, e.g. "fn(x[i], y[i])") over `n` work-items
// with the given input buffers on both targets, and checks the largest error in ulps of the
// output against ref(i) within `bound`; `at(i)` describes input i for the report.
template <class T>
void checkCall(const std::string& fn, const std::string& params, const std::string& call,
               const std::vector<std::vector<uint8_t>>& ins, size_t n, double bound,
               const std::function<long double(size_t)>& ref, const std::function<std::string(size_t)>& at) {
  constexpr bool dbl = sizeof(T) == 8;
  std::string tn = typeName(dbl);
  std::string src = kernelSource<T>(params, "  out[i] = " + call + ";\n");
  for (const auto& t : kMathTargets) {
    auto out = values<T>(runKernel(src, t, n, n * sizeof(T), ins)[0], n);
    double worst = 0;
    size_t wi = 0;
    for (size_t i = 0; i < n; ++i) {
      double e = ulpError<T>(out[i], ref(i));
      if (!(e <= worst)) {
        worst = e;
        wi = i;
      }
    }
    MESSAGE(fn << "(" << tn << ") on " << t.label() << ": max " << worst << " ulp (bound " << bound << ") at " << at(wi));
    CHECK_MESSAGE(worst <= bound, fn << "(" << tn << ") at " << at(wi) << " got " << std::hexfloat
                                     << static_cast<double>(out[wi]));
  }
}

template <class T>
std::string hex(T v) {
  std::ostringstream o;
  o << std::hexfloat << static_cast<double>(v);
  return o.str();
}

// One unary function over the inputs of [lo, hi].
template <class T>
void checkUnary(const char* fn, long double (*ref)(long double), double bound, double lo, double hi) {
  std::string tn = typeName(sizeof(T) == 8);
  std::vector<T> x = inputs<T>(std::hash<std::string>{}(fn), lo, hi, kCount);
  checkCall<T>(fn, "__global const " + tn + "* x", std::string(fn) + "(x[i])", {bytes(x)}, x.size(), bound,
               [&](size_t i) { return ref(x[i]); }, [&](size_t i) { return "x = " + hex(x[i]); });
}

// One binary function: x and y from two input sets (y's own sweep), and a grid of the
// special values.
template <class T>
void checkBinary(const char* fn, long double (*ref)(long double, long double), double bound, double xlo, double xhi,
                 double ylo, double yhi) {
  std::string tn = typeName(sizeof(T) == 8);
  std::vector<T> xs = inputs<T>(std::hash<std::string>{}(fn), xlo, xhi, kCount);
  std::vector<T> ys = inputs<T>(std::hash<std::string>{}(fn) + 1, ylo, yhi, kCount);
  std::mt19937 rng(7);
  std::shuffle(ys.begin() + 100, ys.end(), rng);  // pair the sweeps differently
  const size_t nsp = 29;                          // the special values lead both sets
  for (size_t a = 0; a < nsp; ++a)
    for (size_t b = 0; b < nsp; ++b) {
      size_t i = 2048 + a * nsp + b;
      xs[i] = xs[a];
      ys[i] = ys[b];
    }
  checkCall<T>(fn, "__global const " + tn + "* x, __global const " + tn + "* y", std::string(fn) + "(x[i], y[i])",
               {bytes(xs), bytes(ys)}, xs.size(), bound, [&](size_t i) { return ref(xs[i], ys[i]); },
               [&](size_t i) { return "(" + hex(xs[i]) + ", " + hex(ys[i]) + ")"; });
}

long double refPowr(long double x, long double y) {
  // OpenCL C 6.15.2.2: powr is pow for x >= 0, NaN where pow's special cases would pick 1.
  if (std::isnan(x) || std::isnan(y) || x < 0) return NAN;
  if (x == 0) return y == 0 ? NAN : y > 0 ? 0.0L : INFINITY;
  if (std::isinf(x) && y == 0) return NAN;
  if (x == 1 && std::isinf(y)) return NAN;
  return std::pow(x, y);
}

long double refExp10(long double x) { return std::pow(10.0L, x); }

const long double kPi = 3.141592653589793238462643383279502884L;

// sin(pi x) and cos(pi x) with x reduced exactly (fmod and symmetries) to |r| <= 1/2, where
// the long double product pi r is accurate relative to the result, and the exact cases of
// OpenCL C 6.15.2.3 (sinpi(n) = +-0 with n's sign, cospi(n + 1/2) = +0).
long double refSinpi(long double x) {
  if (!std::isfinite(x)) return NAN;
  long double r = std::fmod(x, 2.0L);  // (-2, 2), exact
  if (r == 0 || std::fabs(r) == 1) return std::copysign(0.0L, x);
  if (r > 1) r -= 2;
  if (r < -1) r += 2;
  if (r > 0.5L) r = 1 - r;  // sin(pi (1 - r)) = sin(pi r)
  if (r < -0.5L) r = -1 - r;
  return std::sin(kPi * r);
}

long double refCospi(long double x) {
  if (!std::isfinite(x)) return NAN;
  long double r = std::fmod(std::fabs(x), 2.0L);  // [0, 2)
  if (r > 1) r = 2 - r;
  long double sign = 1;
  if (r > 0.5L) {
    r = 1 - r;
    sign = -1;
  }
  if (r == 0.5L) return 0.0L;
  return sign * (r > 0.25L ? std::sin(kPi * (0.5L - r)) : std::cos(kPi * r));
}

long double refTanpi(long double x) { return refSinpi(x) / refCospi(x); }
long double refAsinpi(long double x) { return std::asin(x) / kPi; }
long double refAcospi(long double x) { return std::acos(x) / kPi; }
long double refAtanpi(long double x) { return std::atan(x) / kPi; }
long double refAtan2pi(long double y, long double x) { return std::atan2(y, x) / kPi; }

template <class T>
void checkAll() {
  constexpr bool dbl = sizeof(T) == 8;
  const double expHi = dbl ? 710 : 89, expLo = dbl ? -746 : -104;
  using R = long double (*)(long double);
  checkUnary<T>("sin", static_cast<R>(std::sin), 4, -100, 100);
  checkUnary<T>("cos", static_cast<R>(std::cos), 4, -100, 100);
  checkUnary<T>("tan", static_cast<R>(std::tan), 5, -100, 100);
  checkUnary<T>("exp", static_cast<R>(std::exp), 3, expLo, expHi);
  checkUnary<T>("exp2", static_cast<R>(std::exp2), 3, expLo * 1.45, expHi * 1.45);
  checkUnary<T>("exp10", refExp10, 3, expLo / 2.3, expHi / 2.3);
  checkUnary<T>("expm1", static_cast<R>(std::expm1), 3, -40, expHi);
  checkUnary<T>("log", static_cast<R>(std::log), 3, 0, 10);
  checkUnary<T>("log2", static_cast<R>(std::log2), 3, 0, 10);
  checkUnary<T>("log10", static_cast<R>(std::log10), 3, 0, 10);
  checkUnary<T>("log1p", static_cast<R>(std::log1p), 2, -1, 4);
  checkUnary<T>("atan", static_cast<R>(std::atan), 5, -4, 4);
  checkUnary<T>("asin", static_cast<R>(std::asin), 4, -1, 1);
  checkUnary<T>("acos", static_cast<R>(std::acos), 4, -1, 1);
  checkUnary<T>("sinh", static_cast<R>(std::sinh), 4, -expHi, expHi);
  checkUnary<T>("cosh", static_cast<R>(std::cosh), 4, -expHi, expHi);
  checkUnary<T>("tanh", static_cast<R>(std::tanh), 5, -20, 20);
  checkUnary<T>("cbrt", static_cast<R>(std::cbrt), 2, -1000, 1000);
  using R2 = long double (*)(long double, long double);
  checkBinary<T>("pow", static_cast<R2>(std::pow), 16, 0, 10, -40, 40);
  checkBinary<T>("powr", refPowr, 16, 0, 10, -40, 40);
  checkBinary<T>("atan2", static_cast<R2>(std::atan2), 6, -10, 10, -10, 10);
  checkBinary<T>("hypot", static_cast<R2>(std::hypot), 4, -1e3, 1e3, -1e3, 1e3);
  checkUnary<T>("asinh", static_cast<R>(std::asinh), 4, -10, 10);
  checkUnary<T>("acosh", static_cast<R>(std::acosh), 4, 1, 10);
  checkUnary<T>("atanh", static_cast<R>(std::atanh), 5, -1, 1);
  checkUnary<T>("sinpi", refSinpi, 4, -10, 10);
  checkUnary<T>("cospi", refCospi, 4, -10, 10);
  checkUnary<T>("tanpi", refTanpi, 6, -10, 10);
  checkUnary<T>("asinpi", refAsinpi, 5, -1, 1);
  checkUnary<T>("acospi", refAcospi, 5, -1, 1);
  checkUnary<T>("atanpi", refAtanpi, 5, -4, 4);
  checkBinary<T>("atan2pi", refAtan2pi, 6, -10, 10, -10, 10);
  checkUnary<T>("logb", static_cast<R>(std::logb), 0, -1e3, 1e3);
  checkUnary<T>("erf", static_cast<R>(std::erf), 16, -6, 6);
  checkUnary<T>("erfc", static_cast<R>(std::erfc), 16, -6, dbl ? 28 : 11);
  checkBinary<T>("remainder", static_cast<R2>(std::remainder), 0, -1e3, 1e3, -10, 10);
  checkUnary<T>("tgamma", static_cast<R>(std::tgamma), 16, dbl ? -190 : -45, dbl ? 172 : 36);
}

// pown(x, n) and rootn(x, n) over the sweep of x and n in [-12, 12].
template <class T>
void checkIntExponent(const char* fn, double bound) {
  bool root = std::string(fn) == "rootn";
  std::vector<T> xs = inputs<T>(std::hash<std::string>{}(fn), root ? -1000 : -10, root ? 1000 : 10, kCount);
  std::vector<int32_t> ns(xs.size());
  std::mt19937 rng(11);
  for (auto& n : ns) n = static_cast<int32_t>(rng() % 25) - 12;
  auto ref = [&](size_t i) -> long double {
    long double x = xs[i];
    int n = ns[i];
    if (!root) return std::pow(x, static_cast<long double>(n));
    bool odd = (n & 1) != 0;
    if (n == 0 || std::isnan(x) || (x < 0 && !odd)) return NAN;
    if (x == 0) return n > 0 ? (odd ? x : 0.0L) : (odd ? std::copysign(INFINITY, x) : INFINITY);
    if (std::isinf(x)) return n > 0 ? x : std::copysign(0.0L, x);
    long double r = std::pow(std::fabs(x), 1.0L / n);
    return x < 0 ? -r : r;
  };
  std::string tn = typeName(sizeof(T) == 8);
  checkCall<T>(fn, "__global const " + tn + "* x, __global const int* n", std::string(fn) + "(x[i], n[i])",
               {bytes(xs), bytes(ns)}, xs.size(), bound, ref,
               [&](size_t i) { return "(" + hex(xs[i]) + ", " + std::to_string(ns[i]) + ")"; });
}

// sincos through a private, a global and a vector pointer: the same values as sin and cos.
template <class T>
void checkSincos() {
  constexpr bool dbl = sizeof(T) == 8;
  std::vector<T> in = inputs<T>(99, -100, 100, 4096);
  std::string tn = typeName(dbl);
  std::string src = kernelSource<T>("__global const " + tn + "* in, __global " + tn + "* c",
                                    "  " + tn + " cp;\n  " + tn +
                    " s = sincos(in[i], &cp);\n"
                    "  out[i] = s - sin(in[i]);\n"
                    "  out[i] += sincos(in[i], &c[i]) - s;\n"
                    "  if (cp != cos(in[i]) && !isnan(cp)) out[i] = 1;\n"
                    "  if (i % 4 == 0) {\n    " + tn + "4 c4;\n    " + tn + "4 s4 = sincos(vload4(i / 4, in), &c4);\n" +
                    "    vstore4(c4, i / 4, c + 4096);\n    vstore4(s4, i / 4, c + 8192);\n  }\n");
  for (const auto& t : kMathTargets) {
    auto bufs = runKernel(src, t, in.size(), in.size() * sizeof(T), {bytes(in), std::vector<uint8_t>(3 * 4096 * sizeof(T))});
    auto diff = values<T>(bufs[0], in.size());
    auto c = values<T>(bufs[2], 3 * 4096);
    double worstS = 0, worstC = 0;
    size_t bad = 0;
    for (size_t i = 0; i < in.size(); ++i) {
      if (diff[i] != 0 && !std::isnan(diff[i])) ++bad;
      long double x = in[i];
      worstC = std::max({worstC, ulpError<T>(c[i], std::cos(x)), ulpError<T>(c[4096 + i], std::cos(x))});
      worstS = std::max(worstS, ulpError<T>(c[8192 + i], std::sin(x)));
    }
    MESSAGE("sincos(" << tn << ") on " << t.label() << ": max " << worstS << " ulp (sin), " << worstC << " ulp (cos)");
    CHECK(bad == 0);
    CHECK(worstS <= 4);
    CHECK(worstC <= 4);
  }
}

// remquo: the remainder exactly and the quotient's low 3 bits with the sign of x / y.
template <class T>
void checkRemquo() {
  constexpr bool dbl = sizeof(T) == 8;
  std::vector<T> xs = inputs<T>(21, -1e4, 1e4, 4096), ys = inputs<T>(22, -20, 20, 4096);
  std::mt19937 rng(3);
  std::shuffle(ys.begin() + 50, ys.end(), rng);
  std::string tn = typeName(dbl);
  std::string src = kernelSource<T>("__global const " + tn + "* x, __global const " + tn + "* y, __global int* q",
                                    "  int qp;\n  out[i] = remquo(x[i], y[i], &qp);\n  q[i] = qp;\n");
  for (const auto& t : kMathTargets) {
    auto bufs = runKernel(src, t, xs.size(), xs.size() * sizeof(T), {bytes(xs), bytes(ys), std::vector<uint8_t>(4 * 4096)});
    auto r = values<T>(bufs[0], xs.size());
    auto q = values<int32_t>(bufs[3], xs.size());
    size_t bad = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      int qr = 0;
      T want = std::remquo(xs[i], ys[i], &qr);
      bool same = std::isnan(want) ? std::isnan(r[i]) : (r[i] == want && std::signbit(r[i]) == std::signbit(want));
      if (!std::isnan(want) && (std::abs(q[i]) % 8 != std::abs(qr) % 8 || (q[i] != 0 && (q[i] < 0) != (qr < 0)))) same = false;
      if (!same && bad++ < 5) MESSAGE("remquo(" << xs[i] << ", " << ys[i] << ") = " << r[i] << ", " << q[i] << " (want " << want << ", " << qr << ")");
    }
    MESSAGE("remquo(" << tn << ") on " << t.label() << ": " << bad << " inexact of " << xs.size());
    CHECK(bad == 0);
  }
}

// lgamma and lgamma_r (OpenCL C 7.4 sets them no ulp bound): within 16 ulp where |lgamma| >=
// 1/2, within a few ulps of 1 absolutely near its zeros at 1 and 2; the sign exact.
template <class T>
void checkLgamma() {
  constexpr bool dbl = sizeof(T) == 8;
  std::vector<T> xs = inputs<T>(31, -30, 30, 8192);
  std::string tn = typeName(dbl);
  std::string src = kernelSource<T>("__global const " + tn + "* x, __global int* sg",
                                    "  int s;\n  out[i] = lgamma_r(x[i], &s) - lgamma(x[i]);\n  sg[i] = s;\n"
                                    "  if (out[i] == 0 || isnan(out[i])) out[i] = lgamma(x[i]);\n");
  for (const auto& t : kMathTargets) {
    auto bufs = runKernel(src, t, xs.size(), xs.size() * sizeof(T), {bytes(xs), std::vector<uint8_t>(4 * xs.size())});
    auto out = values<T>(bufs[0], xs.size());
    auto sg = values<int32_t>(bufs[2], xs.size());
    double worstUlp = 0, worstAbs = 0;
    size_t badSign = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      long double ref = std::lgamma(static_cast<long double>(xs[i]));
      if (std::fabs(ref) >= 0.5L || !std::isfinite(ref)) {
        worstUlp = std::max(worstUlp, ulpError<T>(out[i], ref));
      } else {
        worstAbs = std::max(worstAbs, static_cast<double>(std::fabs(out[i] - ref) / std::numeric_limits<T>::epsilon()));
      }
      long double g = std::tgamma(static_cast<long double>(xs[i]));
      bool finiteNonInt = std::isfinite(xs[i]) && !(xs[i] <= 0 && std::rint(xs[i]) == xs[i]);
      if (finiteNonInt && g != 0 && (sg[i] > 0) != (g > 0)) ++badSign;
    }
    MESSAGE("lgamma(" << tn << ") on " << t.label() << ": max " << worstUlp << " ulp where |lgamma| >= 1/2, "
                      << worstAbs << " epsilons absolute below; " << badSign << " wrong signs");
    CHECK(worstUlp <= 16);
    CHECK(worstAbs <= 4);
    CHECK(badSign == 0);
  }
}

}  // namespace

TEST_CASE("cl math: pown, rootn, sincos, remquo and lgamma_r, float and double") {
  checkLgamma<float>();
  checkLgamma<double>();
  checkRemquo<float>();
  checkRemquo<double>();
  checkIntExponent<float>("pown", 16);
  checkIntExponent<float>("rootn", 16);
  checkIntExponent<double>("pown", 16);
  checkIntExponent<double>("rootn", 16);
  checkSincos<float>();
  checkSincos<double>();
}

TEST_CASE("cl math: vector calls are the scalar function on each lane") {
  // float2/3/4/8/16 and double2/3/4 of unary and binary functions and an int exponent; a
  // scalar operand widens. Each lane must equal the scalar call on its own inputs.
  const std::string src = R"(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void k(__global float* out, __global const float* in, __global double* dout) {
  size_t i = get_global_id(0);
  float16 v = vload16(i, in);
  float16 r = exp(v) - (float16)(exp(v.s0), exp(v.s1), exp(v.s2), exp(v.s3), exp(v.s4), exp(v.s5), exp(v.s6),
                                 exp(v.s7), exp(v.s8), exp(v.s9), exp(v.sa), exp(v.sb), exp(v.sc), exp(v.sd),
                                 exp(v.se), exp(v.sf));
  float3 a = atan2(v.s012, v.s345) - (float3)(atan2(v.s0, v.s3), atan2(v.s1, v.s4), atan2(v.s2, v.s5));
  float4 p = pow(v.s0123, 2.5f) - (float4)(pow(v.s0, 2.5f), pow(v.s1, 2.5f), pow(v.s2, 2.5f), pow(v.s3, 2.5f));
  float8 n = pown(v.s01234567, (int8)(3)) - (float8)(pown(v.s0, 3), pown(v.s1, 3), pown(v.s2, 3), pown(v.s3, 3),
                                                     pown(v.s4, 3), pown(v.s5, 3), pown(v.s6, 3), pown(v.s7, 3));
  float2 l = log1p(v.s89) - (float2)(log1p(v.s8), log1p(v.s9));
  double3 d = convert_double3(v.sabc);
  double3 s = sin(d * 1e6) - (double3)(sin(d.x * 1e6), sin(d.y * 1e6), sin(d.z * 1e6));
  vstore16(r, i, out);
  vstore3(a, 0, out + 16 * get_global_size(0) + 18 * i);
  vstore4(p, 0, out + 16 * get_global_size(0) + 18 * i + 3);
  vstore8(n, 0, out + 16 * get_global_size(0) + 18 * i + 7);
  vstore2(l, 0, out + 16 * get_global_size(0) + 18 * i + 15);
  vstore3(s, i, dout);
}
)";
  std::vector<float> in = inputs<float>(5, -4, 4, 64 * 16);
  for (float& x : in)
    if (std::isnan(x)) x = 1.0f;  // NaN - NaN would not compare
  auto bufs = runKernel(src, kMathTargets[1], 64, 64 * (16 + 18) * sizeof(float),
                        {bytes(in), std::vector<uint8_t>(64 * 3 * sizeof(double))});
  auto out = values<float>(bufs[0], 64 * (16 + 18));
  auto dout = values<double>(bufs[2], 64 * 3);
  size_t bad = 0;
  for (float f : out)
    if (f != 0 && !std::isnan(f)) ++bad;  // inf - inf is NaN: equal lanes
  for (double d : dout)
    if (d != 0 && !std::isnan(d)) ++bad;
  CHECK(bad == 0);
}

TEST_CASE("cl math: the library stays out of programs that do not call it, and programs can shadow it") {
  // A program's own function named like a built-in is called instead; a macro of the
  // program does not reach the library; a function the library lacks stays refused.
  driver::CompileOptions co;
  co.target = kMathTargets[0].id();
  auto plain = driver::compileOpenCL("__kernel void k(__global float* o) { o[0] = native_sin(o[0]); }", "t.cl", co);
  auto lib = driver::compileOpenCL("__kernel void k(__global float* o) { o[0] = sin(o[0]); }", "t.cl", co);
  CHECK(lib.assembly.size() > plain.assembly.size() * 4);
  const std::string own = R"(
#define x 3.0f
float cos(float y) { return y * 2.0f; }
__kernel void k(__global float* o, __global const float* in) { o[0] = cos(in[0]) + sin(in[0]) * 0.0f + x; }
)";
  std::vector<float> in = {1.5f};
  auto bufs = runKernel(own, kMathTargets[0], 64, 4, {bytes(in)});
  CHECK(values<float>(bufs[0], 1)[0] == 6.0f);
  auto err = [&](const std::string& src) -> std::string {
    try {
      driver::compileOpenCL(src, "t.cl", co);
    } catch (const Error& e) {
      return e.what();
    }
    return "<no error>";
  };
  // Every full-precision name has its float and double definition in the library.
  for (const char* fn : {"exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "logb", "pow", "pown",
                         "powr", "rootn", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
                         "asinh", "acosh", "atanh", "sinpi", "cospi", "tanpi", "asinpi", "acospi", "atanpi", "atan2pi",
                         "sincos", "cbrt", "hypot", "remainder", "remquo", "erf", "erfc", "tgamma", "lgamma",
                         "lgamma_r"})
    for (const char* ty : {"float", "double"}) {
      std::string f = fn, t = ty;
      bool two = f == "pow" || f == "powr" || f == "atan2" || f == "atan2pi" || f == "hypot" || f == "remainder" ||
                 f == "remquo";
      std::string args = f == "pown" || f == "rootn" ? "x, 3"
                         : f == "sincos"             ? "x, &x"
                         : f == "lgamma_r"           ? "x, &n"
                         : f == "remquo"             ? "x, x, &n"
                         : two                       ? "x, x"
                                                     : "x";
      std::string src = "__kernel void k(__global " + t + "* o) { " + t + " x = o[0]; int n; o[1] = " + f + "(" + args +
                        "); }";
      INFO(src);
      CHECK(err(src) == "<no error>");
    }
  CHECK(err("__kernel void k(__global float* o) { float c; o[0] = sincos(o[0], &o[1]) + sincos(o[0], (__global int*)o); }")
            .find("no matching built-in 'sincos' for a pointer of type '__global int *'") != std::string::npos);
  CHECK(err("__kernel void k(__global float* o) { o[0] = atan2(o[0]); }") ==
        "t.cl:1:45: error: too few arguments to 'atan2', expected 2, have 1");
}

TEST_CASE("cl math: float functions within OpenCL C's ulp bounds on gfx90a and gfx1100") { checkAll<float>(); }

TEST_CASE("cl math: double functions within OpenCL C's ulp bounds on gfx90a and gfx1100") { checkAll<double>(); }
