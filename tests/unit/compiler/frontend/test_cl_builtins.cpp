// The OpenCL C built-in functions the front end lowers to IR sequences (compiler/frontend/
// builtin_lowering.h, irgen.cpp): each kernel runs in the IR interpreter over edge cases and
// seeded random inputs, and every result is compared with the OpenCL C definition computed on
// the host (C++20 <bit>, 128-bit products from 32-bit halves, <cmath>, the host FPU's
// rounding modes for the directed conversions).
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "support/error.h"
#include "support/cl_util.h"

using namespace gfxsim;
using cl::test::bytesOf;
using cl::test::Run;
using cl::test::runAs;

namespace {

constexpr uint32_t kItems = 64;

// Edge cases first (0, 1, -1, the limits, powers of two), then seeded random values.
template <class T>
std::vector<T> inputs(uint64_t seed) {
  using L = std::numeric_limits<T>;
  std::vector<T> v = {T(0), T(1), T(-1), L::min(), L::max(), T(L::min() + 1), T(L::max() - 1), T(2),
                      T(T(1) << (sizeof(T) * 8 - 2)), T(3), T(-2), T(L::max() / 2)};
  std::mt19937_64 rng(seed);
  while (v.size() < kItems) {
    uint64_t r = rng();
    // Small magnitudes too, so that sums near zero and narrow shifts are exercised.
    v.push_back(static_cast<T>(rng() % 4 == 0 ? static_cast<int64_t>(r % 64) - 32 : static_cast<int64_t>(r)));
  }
  std::shuffle(v.begin() + 6, v.end(), rng);  // pair edge cases with different partners
  return v;
}

// The high half of the full product (OpenCL mul_hi).
template <class T>
T hostMulHi(T a, T b) {
  constexpr unsigned w = sizeof(T) * 8;
  if constexpr (w < 64 && std::is_signed_v<T>) {
    return static_cast<T>((static_cast<int64_t>(a) * static_cast<int64_t>(b)) >> w);
  } else if constexpr (w < 64) {
    return static_cast<T>((static_cast<uint64_t>(a) * static_cast<uint64_t>(b)) >> w);
  } else {
    // 64 x 64 -> 128 from 32-bit halves, unsigned; the signed high half corrects by the signs.
    uint64_t x = static_cast<uint64_t>(a), y = static_cast<uint64_t>(b);
    uint64_t xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;
    uint64_t ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
    uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    uint64_t hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    if (std::is_signed_v<T>) {
      if (a < 0) hi -= y;
      if (b < 0) hi -= x;
    }
    return static_cast<T>(hi);
  }
}

template <class T>
T hostAddSat(T a, T b) {
  T r;
  if (!__builtin_add_overflow(a, b, &r)) return r;
  return (std::is_signed_v<T> && a < 0) ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
}

template <class T>
T hostSubSat(T a, T b) {
  T r;
  if (!__builtin_sub_overflow(a, b, &r)) return r;
  if (!std::is_signed_v<T>) return 0;
  return a < 0 ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
}

// floor((a + b) / 2) and floor((a + b + 1) / 2) without overflow.
template <class T>
T hostHadd(T a, T b, bool round) {
  T carry = static_cast<T>((round ? (a | b) : (a & b)) & 1);
  return static_cast<T>((a >> 1) + (b >> 1) + carry);
}

const char* clName(int bytes, bool isSigned) {
  static const char* const s[] = {"char", "short", "int", "long"};
  static const char* const u[] = {"uchar", "ushort", "uint", "ulong"};
  int i = bytes == 1 ? 0 : bytes == 2 ? 1 : bytes == 4 ? 2 : 3;
  return isSigned ? s[i] : u[i];
}

template <class T>
void checkIntegerFunctions() {
  using U = std::make_unsigned_t<T>;
  const std::string t = clName(sizeof(T), std::is_signed_v<T>);
  CAPTURE(t);
  std::string src = "__kernel void k(__global T* o, __global const T* a, __global const T* b, __global const T* c) {\n"
                    "  size_t i = get_global_id(0);\n"
                    "  T x = a[i], y = b[i], z = c[i];\n"
                    "  __global T* r = o + i * 11;\n"
                    "  r[0] = popcount(x); r[1] = clz(x); r[2] = ctz(x); r[3] = rotate(x, y);\n"
                    "  r[4] = mul_hi(x, y); r[5] = mad_hi(x, y, z); r[6] = (T)abs_diff(x, y);\n"
                    "  r[7] = add_sat(x, y); r[8] = sub_sat(x, y); r[9] = hadd(x, y); r[10] = rhadd(x, y);\n"
                    "}\n";
  for (size_t p; (p = src.find('T')) != std::string::npos;) src.replace(p, 1, t);  // the placeholder type
  std::vector<T> a = inputs<T>(1), b = inputs<T>(2), c = inputs<T>(3);
  auto o = runAs<T>(src, kItems * 11, Run{{bytesOf(a), bytesOf(b), bytesOf(c)}, {}, kItems, kItems});
  constexpr int w = sizeof(T) * 8;
  for (uint32_t i = 0; i < kItems; ++i) {
    T x = a[i], y = b[i], z = c[i];
    CAPTURE(i);
    CAPTURE(+x);
    CAPTURE(+y);
    const T* r = &o[i * 11];
    CHECK(r[0] == static_cast<T>(std::popcount(static_cast<U>(x))));
    CHECK(r[1] == static_cast<T>(std::countl_zero(static_cast<U>(x))));
    CHECK(r[2] == static_cast<T>(std::countr_zero(static_cast<U>(x))));
    CHECK(r[3] == static_cast<T>(std::rotl(static_cast<U>(x), static_cast<int>(static_cast<U>(y) % w))));
    CHECK(r[4] == hostMulHi(x, y));
    CHECK(r[5] == static_cast<T>(static_cast<U>(hostMulHi(x, y)) + static_cast<U>(z)));
    CHECK(r[6] == static_cast<T>(x > y ? static_cast<U>(static_cast<U>(x) - static_cast<U>(y))
                                       : static_cast<U>(static_cast<U>(y) - static_cast<U>(x))));
    CHECK(r[7] == hostAddSat(x, y));
    CHECK(r[8] == hostSubSat(x, y));
    CHECK(r[9] == hostHadd(x, y, false));
    CHECK(r[10] == hostHadd(x, y, true));
  }
}

// A conversion computed by the host FPU in a given rounding mode (volatile: not folded).
template <class To, class From>
To convertIn(int mode, From v) {
  int old = std::fegetround();
  std::fesetround(mode);
  volatile From in = v;
  volatile To out = static_cast<To>(in);
  std::fesetround(old);
  return out;
}

}  // namespace

TEST_CASE("cl builtins: integer functions of every integer type match their OpenCL definitions") {
  checkIntegerFunctions<int8_t>();
  checkIntegerFunctions<uint8_t>();
  checkIntegerFunctions<int16_t>();
  checkIntegerFunctions<uint16_t>();
  checkIntegerFunctions<int32_t>();
  checkIntegerFunctions<uint32_t>();
  checkIntegerFunctions<int64_t>();
  checkIntegerFunctions<uint64_t>();
}

TEST_CASE("cl builtins: mul24, mad24, upsample, select, bitselect, any, all on vectors") {
  std::vector<int32_t> a = inputs<int32_t>(4), b = inputs<int32_t>(5);
  auto o = runAs<int64_t>(R"(
__kernel void k(__global long* o, __global const int* a, __global const int* b) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i];
  __global long* r = o + i * 12;
  int2 v = (int2)(x, y);
  int2 m = mad24(v, (int2)(y, x), (int2)(1, 2));
  r[0] = mul24(x, y);
  r[1] = mul24((uint)x, (uint)y);
  r[2] = m.x;
  r[3] = m.y;
  r[4] = upsample((char)x, (uchar)y);
  r[5] = upsample((ushort)x, (ushort)y);
  r[6] = upsample(x, (uint)y);
  int4 s = select((int4)(1, 2, 3, 4), (int4)(5, 6, 7, 8), (int4)(x, y, -1, 0));
  r[7] = s.x + s.y * 10 + s.z * 100 + s.w * 1000;
  r[8] = select(x, y, x & 1);                       // scalar: nonzero picks y
  r[9] = bitselect(x, y, 0x0f0f0f0f);
  r[10] = any((int2)(x, y)) + all((int2)(x, y)) * 2 + any(x) * 4 + all((short4)(-1)) * 8;
  float f = bitselect(1.0f, -2.5f, as_float(0x80000000u));  // the sign bit from -2.5f
  r[11] = as_int(f);
}
)",
                          kItems * 12, Run{{bytesOf(a), bytesOf(b)}, {}, kItems, kItems});
  auto sext24 = [](int32_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v) << 8) >> 8; };
  for (uint32_t i = 0; i < kItems; ++i) {
    int32_t x = a[i], y = b[i];
    CAPTURE(i);
    const int64_t* r = &o[i * 12];
    CHECK(r[0] == static_cast<int32_t>(static_cast<uint32_t>(sext24(x)) * static_cast<uint32_t>(sext24(y))));
    CHECK(r[1] == static_cast<int64_t>((static_cast<uint32_t>(x) & 0xffffff) * (static_cast<uint32_t>(y) & 0xffffff)));
    CHECK(r[2] == static_cast<int32_t>(static_cast<uint32_t>(sext24(x)) * static_cast<uint32_t>(sext24(y)) + 1));
    CHECK(r[3] == static_cast<int32_t>(static_cast<uint32_t>(sext24(y)) * static_cast<uint32_t>(sext24(x)) + 2));
    CHECK(r[4] == static_cast<int16_t>((static_cast<uint16_t>(static_cast<int8_t>(x)) << 8) | static_cast<uint8_t>(y)));
    CHECK(r[5] == ((static_cast<uint32_t>(static_cast<uint16_t>(x)) << 16) | static_cast<uint16_t>(y)));
    CHECK(r[6] == static_cast<int64_t>((static_cast<uint64_t>(static_cast<uint32_t>(x)) << 32) | static_cast<uint32_t>(y)));
    int64_t sel = (x < 0 ? 5 : 1) + (y < 0 ? 6 : 2) * 10 + 7 * 100 + 4 * 1000;
    CHECK(r[7] == sel);
    CHECK(r[8] == ((x & 1) ? y : x));
    CHECK(r[9] == ((x & ~0x0f0f0f0f) | (y & 0x0f0f0f0f)));
    CHECK(r[10] == ((x < 0 || y < 0) + (x < 0 && y < 0) * 2 + (x < 0) * 4 + 8));
    CHECK(r[11] == static_cast<int32_t>(std::bit_cast<uint32_t>(-1.0f)));
  }
}

TEST_CASE("cl builtins: convert_ with saturation and every rounding mode, scalars and vectors") {
  std::vector<float> fin = {0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.7f, 2.7f, 300.0f, -300.0f, 1e10f, -1e10f,
                            NAN, INFINITY, -INFINITY, 65535.9f, 4294967040.0f, 127.5f, -128.5f, 1e-30f, -0.0f};
  std::vector<int64_t> iin = {0, 1, -1, 255, 256, -129, 40000, -40000, 4294967295LL, 4294967296LL, INT64_MAX,
                              INT64_MIN, 16777217, 16777219, -16777219, 9007199254740993LL, INT64_MAX - 511,
                              -9007199254740993LL, 33554435, 123456789012345LL};
  std::vector<double> din = {0.1, -0.1, 1.0000001, 3.4028235677973366e38, -3.5e38, 1e-46, -1e-46, 1.0 / 3,
                             -1.0 / 3, 16777217.0, NAN, 1e300, -1e300, 0.0, 5e-324, 2.0, 1.5e-45, 7e-46,
                             -2.9e-39, 123.456};
  REQUIRE(fin.size() == 20);
  REQUIRE(iin.size() == 20);
  REQUIRE(din.size() == 20);
  constexpr int K = 30;
  auto o = runAs<int64_t>(R"(
__kernel void k(__global long* o, __global const float* fa, __global const long* ia, __global const double* da) {
  size_t i = get_global_id(0);
  float f = fa[i];
  long l = ia[i];
  double d = da[i];
  __global long* r = o + i * 30;
  r[0] = convert_int(f);
  r[1] = convert_int_sat(f);
  r[2] = convert_int_rte(f);
  r[3] = convert_int_sat_rtp(f);
  r[4] = convert_int_sat_rtn(f);
  r[5] = convert_uchar_sat(f);
  r[6] = convert_char_sat_rte(f);
  r[7] = convert_ushort_sat(f);
  r[8] = convert_uint_sat(f);
  r[9] = convert_long_sat(f);
  r[10] = (long)convert_ulong_sat(f);
  r[11] = convert_uchar_sat(l);
  r[12] = convert_char_sat(l);
  r[13] = convert_short_sat((uint)l);
  r[14] = convert_uint_sat(l);
  r[15] = convert_int_sat((ulong)l);
  r[16] = (long)convert_ulong_sat(l);
  r[17] = convert_long_sat((ulong)l);
  r[18] = convert_uchar(l);
  r[19] = as_int(convert_float(l));
  r[20] = as_int(convert_float_rtz(l));
  r[21] = as_int(convert_float_rtp(l));
  r[22] = as_int(convert_float_rtn(l));
  r[23] = as_int(convert_float_rtp((int)l));
  r[24] = as_int(convert_float_rtn((ulong)l));
  r[25] = as_long(convert_double_rtz(l));
  r[26] = as_int(convert_float_rtz(d));
  r[27] = as_int(convert_float_rtp(d));
  r[28] = as_int(convert_float_rtn(d));
  int4 v = convert_int4_sat((float4)(f, -f, f * 2.0f, 0.5f));
  r[29] = v.x + (v.y == -v.x) * 2 + (v.w == 0) * 4;
}
)",
                          20 * K, Run{{bytesOf(fin), bytesOf(iin), bytesOf(din)}, {}, 20, 20});
  auto satI = [](double v, double lo, double hi) -> int64_t {
    if (std::isnan(v)) return 0;
    return static_cast<int64_t>(std::clamp(v, lo, hi));
  };
  auto satU64 = [](double v) -> int64_t {
    if (std::isnan(v) || v <= 0) return 0;
    if (v >= 18446744073709551616.0) return -1;
    return static_cast<int64_t>(static_cast<uint64_t>(v));
  };
  auto clampS = [](int64_t v, int64_t lo, int64_t hi) { return std::clamp(v, lo, hi); };
  auto clampU = [](uint64_t v, uint64_t hi) { return static_cast<int64_t>(std::min(v, hi)); };
  auto bitsF = [](float v) { return static_cast<int64_t>(static_cast<int32_t>(std::bit_cast<uint32_t>(v))); };
  for (int i = 0; i < 20; ++i) {
    float f = fin[i];
    int64_t l = iin[i];
    double d = din[i];
    CAPTURE(i);
    CAPTURE(f);
    CAPTURE(l);
    CAPTURE(d);
    const int64_t* r = &o[i * K];
    double tf = std::trunc(f);
    if (std::fabs(f) < 2e9f) CHECK(r[0] == static_cast<int32_t>(f));  // in range: defined
    CHECK(r[1] == satI(tf, INT32_MIN, INT32_MAX));
    if (std::fabs(f) < 2e9f) CHECK(r[2] == static_cast<int64_t>(std::nearbyint(f)));
    CHECK(r[3] == satI(std::ceil(f), INT32_MIN, INT32_MAX));
    CHECK(r[4] == satI(std::floor(f), INT32_MIN, INT32_MAX));
    CHECK(r[5] == satI(tf, 0, 255));
    CHECK(r[6] == satI(std::nearbyint(f), -128, 127));
    CHECK(r[7] == satI(tf, 0, 65535));
    CHECK(r[8] == satI(tf, 0, 4294967295.0));
    CHECK(r[9] == (std::isnan(f) ? 0 : tf >= 9223372036854775807.0 ? INT64_MAX : tf <= -9223372036854775808.0 ? INT64_MIN : static_cast<int64_t>(tf)));
    CHECK(r[10] == satU64(tf));
    CHECK(r[11] == clampS(l, 0, 255));
    CHECK(r[12] == clampS(l, -128, 127));
    CHECK(r[13] == clampU(static_cast<uint32_t>(l), 32767));
    CHECK(r[14] == clampS(l, 0, UINT32_MAX));
    CHECK(r[15] == clampU(static_cast<uint64_t>(l), INT32_MAX));
    CHECK(r[16] == clampS(l, 0, INT64_MAX));
    CHECK(r[17] == clampU(static_cast<uint64_t>(l), INT64_MAX));
    CHECK(r[18] == static_cast<uint8_t>(l));
    CHECK(r[19] == bitsF(convertIn<float>(FE_TONEAREST, l)));
    CHECK(r[20] == bitsF(convertIn<float>(FE_TOWARDZERO, l)));
    CHECK(r[21] == bitsF(convertIn<float>(FE_UPWARD, l)));
    CHECK(r[22] == bitsF(convertIn<float>(FE_DOWNWARD, l)));
    CHECK(r[23] == bitsF(convertIn<float>(FE_UPWARD, static_cast<int32_t>(l))));
    CHECK(r[24] == bitsF(convertIn<float>(FE_DOWNWARD, static_cast<uint64_t>(l))));
    CHECK(r[25] == std::bit_cast<int64_t>(convertIn<double>(FE_TOWARDZERO, l)));
    CHECK(r[26] == bitsF(convertIn<float>(FE_TOWARDZERO, d)));
    CHECK(r[27] == bitsF(convertIn<float>(FE_UPWARD, d)));
    CHECK(r[28] == bitsF(convertIn<float>(FE_DOWNWARD, d)));
    int64_t v0 = satI(tf, INT32_MIN, INT32_MAX), v1 = satI(std::trunc(-f), INT32_MIN, INT32_MAX);
    CHECK(r[29] == static_cast<int32_t>(static_cast<uint32_t>(v0) + (v1 == -v0) * 2 + 4));  // wraps as int
  }
}

TEST_CASE("cl builtins: float functions, classification and geometric functions") {
  std::vector<float> x = {1.5f, -2.25f, 0.0f, -0.0f, NAN, INFINITY, -INFINITY, 1e-40f, 3.0f, -7.5f,
                          0.5f, 2.5f, -0.5f, 1e30f, 123.456f, -1e-30f};
  std::vector<float> y = {0.75f, 3.0f, -1.0f, 2.0f, 1.0f, 2.0f, 1.0f, 5.0f, -4.0f, 2.0f, -0.5f, 0.1f, 7.0f,
                          2e30f, -3.5f, 8.0f};
  const size_t n = x.size();
  constexpr int K = 32;
  auto o = runAs<float>(R"(
__kernel void k(__global float* o, __global const float* xa, __global const float* ya) {
  size_t i = get_global_id(0);
  float x = xa[i], y = ya[i];
  __global float* r = o + i * 32;
  r[0] = sign(x);
  r[1] = copysign(y, x);
  r[2] = fmod(x, y);
  r[3] = step(y, x);
  r[4] = smoothstep(-1.0f, 2.0f, x);
  r[5] = mix(x, y, 0.25f);
  r[6] = degrees(x);
  r[7] = radians(x);
  r[8] = round(x);
  r[9] = rsqrt(y);
  r[10] = fdim(x, y);
  r[11] = isnan(x) + isinf(x) * 2 + isfinite(x) * 4 + isnormal(x) * 8 + signbit(x) * 16;
  r[12] = isequal(x, y) + isnotequal(x, y) * 2 + isgreater(x, y) * 4 + isless(x, y) * 8 +
          islessgreater(x, y) * 16 + isunordered(x, y) * 32 + isordered(x, y) * 64 +
          isgreaterequal(x, y) * 128 + islessequal(x, y) * 256;
  int4 c = isnan((float4)(x, y, 0.0f, NAN));
  r[13] = c.x + c.y * 2 + c.z * 4 + c.w * 8;
  float3 a = (float3)(x, y, 1.0f), b = (float3)(y, 2.0f, x);
  r[14] = dot(a, b);
  r[15] = length((float2)(x, y));
  r[16] = distance(a, b);
  float4 nv = normalize((float4)(x, y, 0.0f, 1.0f));
  r[17] = nv.x; r[18] = nv.y; r[19] = nv.w;
  float3 cr = cross(a, b);
  r[20] = cr.x; r[21] = cr.y; r[22] = cr.z;
  r[23] = length(x);
  r[24] = fmin(x, y) + fmax(x, y);
  float2 m = mix((float2)(x, y), (float2)(y, x), (float2)(0.5f, 2.0f));
  r[25] = m.x; r[26] = m.y;
  r[27] = smoothstep((float2)(0.0f), (float2)(1.0f), (float2)(x)).y;
  r[28] = dot(x, y);
  double dd = length((double2)((double)x, (double)y));
  r[29] = (float)dd;
  r[30] = as_float(isnan(y) ? 0 : 1);
  r[31] = normalize(0.0f);
}
)",
                        n * K, Run{{bytesOf(x), bytesOf(y)}, {}, static_cast<uint32_t>(n), static_cast<uint32_t>(n)});
  // Exact comparison, NaN equal to NaN.
  auto same = [](float got, float want) {
    return (std::isnan(got) && std::isnan(want)) || std::bit_cast<uint32_t>(got) == std::bit_cast<uint32_t>(want);
  };
  // Within `ulps` units in the last place of a double reference.
  auto near = [](float got, double want, double ulps) {
    if (std::isnan(want)) return std::isnan(got);
    if (std::isinf(want)) return got == static_cast<float>(want);
    double ulp = std::ldexp(1.0, std::max(std::ilogb(static_cast<float>(want)), -126) - 23);
    return std::fabs(got - want) <= ulps * ulp;
  };
  for (size_t i = 0; i < n; ++i) {
    float xv = x[i], yv = y[i];
    CAPTURE(i);
    CAPTURE(xv);
    CAPTURE(yv);
    const float* r = &o[i * K];
    float sgn = std::isnan(xv) ? 0.0f : xv > 0 ? 1.0f : xv < 0 ? -1.0f : xv;
    CHECK(same(r[0], sgn));
    CHECK(same(r[1], std::copysign(yv, xv)));
    CHECK(same(r[2], std::fmod(xv, yv)));
    CHECK(same(r[3], xv < yv ? 0.0f : 1.0f));
    float t = std::fmin(std::fmax((xv - -1.0f) / (2.0f - -1.0f), 0.0f), 1.0f);
    if (!std::isnan(xv)) CHECK(same(r[4], t * t * (3.0f - 2.0f * t)));
    CHECK(same(r[5], xv + (yv - xv) * 0.25f));
    CHECK(same(r[6], xv * static_cast<float>(180.0 / M_PI)));
    CHECK(same(r[7], xv * static_cast<float>(M_PI / 180.0)));
    CHECK(same(r[8], std::round(xv)));
    CHECK(same(r[9], 1.0f / std::sqrt(yv)));
    CHECK(same(r[10], std::fdim(xv, yv)));
    int cls = std::isnan(xv) + std::isinf(xv) * 2 + std::isfinite(xv) * 4 + std::isnormal(xv) * 8 + std::signbit(xv) * 16;
    CHECK(r[11] == static_cast<float>(cls));
    bool un = std::isnan(xv) || std::isnan(yv);
    int rel = (xv == yv) + (xv != yv) * 2 + (xv > yv) * 4 + (xv < yv) * 8 + (xv < yv || xv > yv) * 16 + un * 32 +
              !un * 64 + (xv >= yv) * 128 + (xv <= yv) * 256;
    CHECK(r[12] == static_cast<float>(rel));
    CHECK(r[13] == static_cast<float>(-(std::isnan(xv) ? 1 : 0) - (std::isnan(yv) ? 2 : 0) - 8));
    CHECK(same(r[14], (xv * yv + yv * 2.0f) + 1.0f * xv));
    CHECK(near(r[15], std::hypot(static_cast<double>(xv), static_cast<double>(yv)), 2));
    double dx = static_cast<double>(xv - yv), dy = static_cast<double>(yv - 2.0f), dz = static_cast<double>(1.0f - xv);
    CHECK(near(r[16], std::sqrt(dx * dx + dy * dy + dz * dz), 3));
    double len4 = std::sqrt(static_cast<double>(xv) * xv + static_cast<double>(yv) * yv + 1.0);
    if (std::isfinite(len4)) {
      CHECK(near(r[17], xv / len4, 3));
      CHECK(near(r[18], yv / len4, 3));
      CHECK(near(r[19], 1.0 / len4, 3));
    }
    CHECK(same(r[20], yv * xv - 1.0f * 2.0f));
    CHECK(same(r[21], 1.0f * yv - xv * xv));
    CHECK(same(r[22], xv * 2.0f - yv * yv));
    CHECK(same(r[23], std::fabs(xv)));
    CHECK(same(r[24], std::fmin(xv, yv) + std::fmax(xv, yv)));
    CHECK(same(r[25], xv + (yv - xv) * 0.5f));
    CHECK(same(r[26], yv + (xv - yv) * 2.0f));
    float t2 = std::fmin(std::fmax(xv / 1.0f, 0.0f), 1.0f);
    if (!std::isnan(xv)) CHECK(same(r[27], t2 * t2 * (3.0f - 2.0f * t2)));
    CHECK(same(r[28], xv * yv));
    CHECK(near(r[29], std::hypot(static_cast<double>(xv), static_cast<double>(yv)), 1));
    CHECK(std::bit_cast<int32_t>(r[30]) == (std::isnan(yv) ? 0 : 1));
    CHECK(same(r[31], 0.0f));
  }
}

TEST_CASE("cl builtins: vload and vstore move N elements at p + offset * N") {
  std::vector<int16_t> in(64);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<int16_t>(i * 3 - 50);
  auto o = runAs<int16_t>(R"(
__kernel void k(__global short* o, __global const short* in) {
  short4 a = vload4(1, in);            // in[4..7]
  short3 b = vload3(2, in + 1);        // in[7..9]
  short16 c = vload16(1, in);          // in[16..31]
  vstore4(a, 0, o);
  vstore3(b, 2, o);                    // o[6..8]
  vstore2(c.s9a, 5, o);                // o[10..11]
  __private short tmp[8];
  vstore8(c.lo, 0, tmp);
  o[12] = vload2(3, tmp).y;            // tmp[7] = c.s7 = in[23]
}
)",
                              13, Run{{bytesOf(in)}});
  CHECK(o[0] == in[4]);
  CHECK(o[3] == in[7]);
  CHECK(o[6] == in[7]);
  CHECK(o[8] == in[9]);
  CHECK(o[10] == in[25]);
  CHECK(o[11] == in[26]);
  CHECK(o[12] == in[23]);
}

TEST_CASE("cl builtins: program-scope __constant tables read at constant places") {
  auto o = runAs<int32_t>(R"(
typedef struct { int a; float b; short c[2]; } Entry;
__constant int table[] = {10, 20, 30, 40};
__constant int grid[2][3] = {{1, 2, 3}, {4, 5}};
__constant float4 weights = (float4)(0.5f, 1.5f, 2.5f, 3.5f);
__constant Entry entries[2] = {{1, 2.5f, {7, 8}}, {3}};
constant uint limit = 7u * 6u;
int lookup(void) { return table[3] + grid[1][1]; }
__kernel void k(__global int* o) {
  o[0] = table[0] + table[2];
  o[1] = grid[0][2] * 100 + grid[1][2];
  o[2] = (int)(weights.y * 2.0f + weights.w);
  o[3] = entries[0].c[1] + entries[1].a * 10 + (int)entries[0].b;
  Entry e = entries[0];
  o[4] = e.c[0] + (int)(entries[1].b * 10.0f);
  o[5] = limit + lookup() + sizeof(table) + *table;
}
)",
                            6);
  CHECK(o[0] == 40);
  CHECK(o[1] == 300);
  CHECK(o[2] == 6);
  CHECK(o[3] == 8 + 30 + 2);
  CHECK(o[4] == 7);
  CHECK(o[5] == 42 + 40 + 5 + 16 + 10);
}

TEST_CASE("cl builtins: what is not supported says so") {
  auto err = cl::test::errorOf;
  CHECK(err("__kernel void k(__global float* o) { o[0] = half_exp(o[0]); }") ==
        "t.cl:1:45: error: unsupported: built-in function 'half_exp' (half precision)");
  CHECK(err("extern __constant int t[2];\n__kernel void k(__global int* o) { o[0] = t[o[1]]; }") ==
        "t.cl:1:23: error: unsupported: extern program-scope variables");
  CHECK(err("__constant int t[2] = {1, 2};\n__kernel void k(__global int* o) { o[0] = t[2]; }") ==
        "t.cl:2:44: error: array index 2 is outside the bounds of __constant 't' (2 elements)");
  CHECK(err("__local int g;") == "t.cl:1:13: error: program scope variable must reside in global or constant address space");
  CHECK(err("__constant int c;") == "t.cl:1:16: error: variable in constant address space must be initialized");
  CHECK(err("int f(void);\n__constant int c = f();") == "t.cl:2:20: error: initializer element is not a compile-time constant");
  CHECK(err("__kernel void k(__global int* o) { o[0] = as_int((short)1); }") ==
        "t.cl:1:43: error: invalid reinterpretation: sizes of 'int' and 'short' must match");
  CHECK(err("__kernel void k(__global int* o) { o[0] = convert_float_sat(o[0]); }") ==
        "t.cl:1:43: error: 'convert_float_sat': saturation applies only to conversions to integer types");
  CHECK(err("__kernel void k(__global int* o) { o[0] = convert_bool(o[0]); }") ==
        "t.cl:1:43: error: unsupported: built-in function 'convert_bool' (not a conversion to a supported type)");
  CHECK(err("__kernel void k(__global float* o) { o[0] = dot((float8)(1.0f), (float8)(2.0f)); }") ==
        "t.cl:1:45: error: no matching built-in 'dot' for arguments of type 'float8'");
  CHECK(err("__kernel void k(__global const int* o) { vstore2((int2)(1), 0, o); }") ==
        "t.cl:1:42: error: 'vstore2' cannot store through a pointer to const ('__global const int *')");
}

TEST_CASE("cl builtins: fract, modf, frexp and ldexp of float and double match the C library, and mem_fence compiles") {
  auto check = [](auto zero) {
    using T = decltype(zero);
    const bool dbl = sizeof(T) == 8;
    const std::string tn = dbl ? "double" : "float", in = dbl ? "long" : "int";
    std::vector<T> x = {T(0), -T(0), T(1.75), T(-1.75), T(-1e-30), T(123456.5), T(-7), T(0.5),
                        std::numeric_limits<T>::denorm_min(), -std::numeric_limits<T>::denorm_min() * 3,
                        std::numeric_limits<T>::infinity(), -std::numeric_limits<T>::infinity(),
                        std::numeric_limits<T>::max(), T(3.0e-5), T(-2.5), T(1e15)};
    const uint32_t n = static_cast<uint32_t>(x.size());
    std::string src = "__kernel void k(__global T* o, __global const T* x) {\n"
                      "  size_t i = get_global_id(0);\n"
                      "  T ip, mi;\n  int e;\n"
                      "  o[i * 6] = fract(x[i], &ip);\n  o[i * 6 + 1] = ip;\n"
                      "  o[i * 6 + 2] = modf(x[i], &mi);\n  o[i * 6 + 3] = mi;\n"
                      "  o[i * 6 + 4] = frexp(x[i], &e) + e * 4;\n"
                      "  read_mem_fence(CLK_LOCAL_MEM_FENCE);\n  mem_fence(CLK_GLOBAL_MEM_FENCE);\n"
                      "  write_mem_fence(CLK_GLOBAL_MEM_FENCE);\n"
                      "  o[i * 6 + 5] = ldexp(x[i], (int)i * 9 - 70);\n}\n";
    for (size_t p; (p = src.find('T')) != std::string::npos;) src.replace(p, 1, tn);
    auto o = runAs<T>(src, n * 6, Run{{bytesOf(x)}, {}, n, n});
    for (uint32_t i = 0; i < n; ++i) {
      T v = x[i];
      CAPTURE(v);
      auto same = [](T a, T b) { return (std::isnan(a) && std::isnan(b)) || std::memcmp(&a, &b, sizeof a) == 0; };
      T fl = std::floor(v);
      T fr = std::isinf(v) ? std::copysign(T(0), v) : std::fmin(v - fl, std::nextafter(T(1), T(0)));
      CHECK(same(o[i * 6], fr));
      CHECK(same(o[i * 6 + 1], fl));
      T mi;
      T mf = std::modf(v, &mi);
      CHECK(same(o[i * 6 + 2], mf));
      CHECK(same(o[i * 6 + 3], mi));
      int e = 0;
      T m = std::frexp(v, &e);
      if (std::isfinite(v)) CHECK(same(o[i * 6 + 4], m + static_cast<T>(e * 4)));
      else CHECK(same(o[i * 6 + 4], v));
      CHECK(same(o[i * 6 + 5], std::ldexp(v, static_cast<int>(i) * 9 - 70)));
    }
  };
  check(0.0f);
  check(0.0);
}
