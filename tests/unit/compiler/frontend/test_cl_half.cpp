// half in gfxsim's OpenCL C compiler: the storage functions of OpenCL C 1.2 (vload_half,
// vstore_half with every rounding, the aligned and vector forms, half pointers, arrays and
// struct members in every address space) and cl_khr_fp16 arithmetic (half variables and
// literals, conversions, comparisons, math). Kernels run in the IR interpreter and, compiled
// by driver::compileOpenCL, in the functional simulator on every target at -O0 and -O2.
//
// The reference is computed here: GCC's _Float16 (IEEE binary16, libgcc's exact conversions)
// for nearest-even results, and for every rounding mode an f16 rounding written without it
// (a search over the ordered halves, below), checked against _Float16 first. With clang-19
// installed, the live cases also build the same source with clang-19 and require gfxsim's
// results to be bit-identical to clang's code objects run in the simulator.
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <limits>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "codeobject/elf_reader.h"
#include "codeobject/metadata.h"
#include "driver/driver.h"
#include "frontend/frontend.h"
#include "ir/interp.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "support/test_util.h"
#include "support/cl_util.h"
#include "support/codegen_util.h"

using namespace gfxsim;
using cl::test::bytesOf;

namespace {

__extension__ typedef _Float16 Half;  // GCC 12 on x86-64: IEEE binary16

uint16_t hbits(Half h) { return std::bit_cast<uint16_t>(h); }
double hval(uint16_t b) { return static_cast<double>(std::bit_cast<Half>(b)); }
bool hnan(uint16_t b) { return (b & 0x7fffu) > 0x7c00u; }
uint16_t nearestHalf(double x) { return hbits(static_cast<Half>(x)); }  // libgcc: one rounding

enum Mode { Rte, Rtz, Rtp, Rtn };
const char* const kModeSuffix[] = {"_rte", "_rtz", "_rtp", "_rtn"};

// x (a long double holds every exact fma of halves) rounded to half in mode m, by search: the largest non-negative half (bits 0..0x7c00 are
// increasing values, 0x7c00 infinity) not above |x|, then the mode's choice between it and
// the next. Infinity counts as 2^16 for the half-way point (65520 rounds to it). NaN: 0x7e00.
uint16_t roundHalf(long double x, Mode m) {
  if (std::isnan(x)) return 0x7e00;
  uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  long double a = std::fabs(x);
  uint32_t lo = 0, hi = 0x7c00;  // value(lo) <= a < value(hi + ...)
  if (a >= hval(0x7c00)) return sign | 0x7c00;
  while (hi - lo > 1) {
    uint32_t mid = (lo + hi) / 2;
    (hval(static_cast<uint16_t>(mid)) <= a ? lo : hi) = mid;
  }
  if (hval(static_cast<uint16_t>(lo)) == a) return static_cast<uint16_t>(sign | lo);
  uint32_t up = lo + 1;
  uint32_t r = lo;
  switch (m) {
    case Rtz: r = lo; break;
    case Rtp: r = sign ? lo : up; break;
    case Rtn: r = sign ? up : lo; break;
    case Rte: {
      double upv = up == 0x7c00 ? 65536.0 : hval(static_cast<uint16_t>(up));
      double mid = (hval(static_cast<uint16_t>(lo)) + upv) / 2;  // exact
      r = a < mid ? lo : a > mid ? up : ((lo & 1) ? up : lo);
      break;
    }
  }
  return static_cast<uint16_t>(sign | r);
}

std::string hex16(uint16_t v) {
  char b[8];
  std::snprintf(b, sizeof b, "0x%04x", v);
  return b;
}

template <class T>
std::vector<T> valuesOf(const std::vector<uint8_t>& b) {
  std::vector<T> v(b.size() / sizeof(T));
  std::memcpy(v.data(), b.data(), v.size() * sizeof(T));
  return v;
}

// The arguments of kernel `k`: buffers (their initial bytes, read back after the run),
// __local pointers (bytes of LDS) and by-value scalars (their bytes).
struct Arg {
  enum Kind { Buffer, Local, Scalar } kind = Buffer;
  std::vector<uint8_t> bytes;
  uint32_t localBytes = 0;
};
Arg buf(std::vector<uint8_t> b) { return Arg{Arg::Buffer, std::move(b), 0}; }
Arg localArg(uint32_t n) { return Arg{Arg::Local, {}, n}; }
template <class T>
Arg scalarArg(T v) {
  std::vector<uint8_t> b(sizeof v);
  std::memcpy(b.data(), &v, sizeof v);
  return Arg{Arg::Scalar, b, 0};
}
using Buffers = std::vector<std::vector<uint8_t>>;  // per argument (empty but for buffers)

// Runs `k` over `grid` work-items in groups of 64 on a target (or an object built elsewhere).
Buffers runObject(const std::vector<uint8_t>& obj, uint32_t grid, const std::vector<Arg>& args) {
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{grid, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  for (const Arg& a : args) {
    device::HostArg h;
    h.isBuffer = a.kind == Arg::Buffer;
    h.isLocal = a.kind == Arg::Local;
    h.localBytes = a.localBytes;
    h.bytes = a.bytes;
    req.args.push_back(h);
  }
  auto r = device::launchKernel(obj, "t.hsaco", req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  return r.buffers;
}

Buffers runOnTarget(const std::string& src, const test::CgTarget& t, int opt, uint32_t grid, const std::vector<Arg>& args) {
  driver::CompileOptions co;
  co.target = t.id();
  co.optLevel = opt;
  return runObject(driver::compileOpenCL(src, "t.cl", co).object, grid, args);
}

// The same through the IR interpreter: the front end's IR, or (final) the IR the back end
// gets at -O2 (optimised and expanded).
Buffers runInInterpreter(const std::string& src, uint32_t grid, const std::vector<Arg>& args, bool final = false) {
  ir::Module m;
  if (final) {
    driver::CompileOptions co;
    co.target = test::CgTarget{"gfx90a", true}.id();
    co.wantObject = false;
    m = driver::compileOpenCL(src, "t.cl", co).ir;
  } else {
    m = cl::compileToIr(src, "t.cl", {});
  }
  REQUIRE(!m.functions.empty());
  ir::InterpMemory mem;
  ir::InterpLaunch l;
  l.grid[0] = grid;
  l.group[0] = 64;
  l.waveSize = 64;
  std::vector<uint64_t> addrs;
  for (const Arg& a : args) {
    uint64_t v = 0;
    if (a.kind == Arg::Buffer) {
      v = mem.allocate(std::max<size_t>(a.bytes.size(), 1), 256, "buf");
      mem.write(v, a.bytes.data(), a.bytes.size());
    } else if (a.kind == Arg::Local) {
      v = a.localBytes;
    } else {
      std::memcpy(&v, a.bytes.data(), std::min<size_t>(a.bytes.size(), 8));
    }
    addrs.push_back(v);
    l.args.push_back(v);
  }
  ir::InterpResult res = ir::interpret(m.functions[0], mem, l);
  REQUIRE_MESSAGE(res.ok, res.error);
  Buffers out(args.size());
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].kind == Arg::Buffer) out[i] = mem.read(addrs[i], args[i].bytes.size());
  return out;
}

// Floats around every finite half: the half itself and the float after it, the half-way
// point to the next half and the floats on either side of it, for both signs; then the
// special values (infinities, NaNs, f32 denormals, beyond half's range). `step` takes every
// step-th half only.
std::vector<float> floatsAroundHalves(uint32_t step) {
  std::vector<float> v;
  for (uint32_t h = 0; h < 0x7c00; h += step) {
    double a = hval(static_cast<uint16_t>(h)), b = h == 0x7bff ? 65536.0 : hval(static_cast<uint16_t>(h + 1));
    float fa = static_cast<float>(a), mid = static_cast<float>((a + b) / 2);  // both exact
    for (float x : {fa, std::nextafter(fa, INFINITY), mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY)}) {
      v.push_back(x);
      v.push_back(-x);
    }
  }
  for (uint32_t bits : {0x7f800000u, 0xff800000u, 0x7fc00000u, 0x7f800001u, 0xffc12345u, 0x7fffffffu, 0x00000001u,
                        0x80000001u, 0x007fffffu, 0x00800000u, 0x7f7fffffu, 0xff7fffffu, 0x33000000u /* 2^-25 */,
                        0x33000001u, 0x33400000u /* 3 * 2^-26 */, 0x33c00000u /* 3 * 2^-25 */, 0x47800000u /* 65536 */, 0x477fefffu, 0x477ff000u})
    v.push_back(std::bit_cast<float>(bits));
  while (v.size() % 64) v.push_back(1.0f);
  return v;
}

// Doubles where rounding through f32 to nearest would go wrong: a half-way point of two halves
// plus or minus less than half an f32 ulp (f32 would round onto the half-way point), plus or
// minus one double ulp, and the point itself, both signs; then the special values.
std::vector<double> doublesAroundHalfwayPoints(uint32_t step) {
  std::vector<double> v;
  for (uint32_t h = 0; h < 0x7c00; h += step) {
    double a = hval(static_cast<uint16_t>(h)), b = h == 0x7bff ? 65536.0 : hval(static_cast<uint16_t>(h + 1));
    double mid = (a + b) / 2;
    double tiny = std::ldexp(std::max(mid, 0x1p-30), -30);  // below an f32 half-ulp of mid
    for (double x : {mid, mid + tiny, mid - tiny, std::nextafter(mid, INFINITY), std::nextafter(mid, 0.0), a}) {
      v.push_back(x);
      v.push_back(-x);
    }
  }
  for (double x : {double{INFINITY}, -double{INFINITY}, std::numeric_limits<double>::quiet_NaN(), 1e300, -1e300, 5e-324, 0x1p-25,
                   0x1p-25 + 0x1p-80, 65520.0, 65520.0 - 0x1p-40, 0x1p-26 * 3, 0x1p-25 * 3})
    v.push_back(x);
  while (v.size() % 64) v.push_back(1.0);
  return v;
}

// A vstore_half kernel over T (float or double) inputs: o[5i + m] for vstore_half and the
// four suffixes.
std::string vstoreKernel(const char* type) {
  std::string t = type;
  std::string s = std::string(t == "double" ? "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" : "") +
                  "__kernel void k(__global half* o, __global const " + t + "* x) {\n"
                  "  size_t i = get_global_id(0);\n  " + t + " v = x[i];\n"
                  "  vstore_half(v, i * 5, o);\n";
  for (int m = 0; m < 4; ++m)
    s += "  vstore_half" + std::string(kModeSuffix[m]) + "(v, i * 5 + " + std::to_string(m + 1) + ", o);\n";
  return s + "}\n";
}

template <class T>
void checkVstore(const std::vector<T>& in, const std::vector<uint16_t>& out, const std::string& where) {
  size_t bad = 0;
  for (size_t i = 0; i < in.size(); ++i)
    for (int m = 0; m < 5; ++m) {
      uint16_t want = roundHalf(in[i], m == 0 ? Rte : static_cast<Mode>(m - 1)), got = out[i * 5 + m];
      bool ok = hnan(want) ? hnan(got) : got == want;
      if (!ok && ++bad <= 5)
        FAIL_CHECK(where << ": vstore_half" << (m ? kModeSuffix[m - 1] : "") << "(" << std::hexfloat
                         << static_cast<double>(in[i]) << ") = " << hex16(got) << ", want " << hex16(want));
    }
  CHECK_MESSAGE(bad == 0, where << ": " << bad << " wrong");
}

}  // namespace

TEST_CASE("cl half: the host reference rounds as _Float16 and brackets the value in every mode") {
  std::vector<float> fs = floatsAroundHalves(2);
  std::vector<double> ds = doublesAroundHalfwayPoints(2);
  size_t bad = 0;
  auto check = [&](double x) {
    uint16_t n = roundHalf(x, Rte);
    if (hnan(n) ? !hnan(nearestHalf(x)) : n != nearestHalf(x)) ++bad;
    if (std::isnan(x) || std::isinf(x)) return;
    // The directed modes pick the two neighbouring halves of |x| (lo <= |x| <= hi, one apart,
    // equal when x is a half), by the sign.
    uint16_t sign = std::signbit(x) ? 0x8000 : 0;
    uint16_t lo = roundHalf(std::fabs(x), Rtz), hi = roundHalf(std::fabs(x), Rtp);
    bool ok = (hi == lo || hi == lo + 1) && hval(lo) <= std::fabs(x) && (hval(hi) >= std::fabs(x) || hi == 0x7c00) &&
              roundHalf(x, Rtz) == (sign | lo) && roundHalf(x, sign ? Rtp : Rtn) == (sign | lo) &&
              roundHalf(x, sign ? Rtn : Rtp) == (sign | hi);
    if (!ok) ++bad;
  };
  for (float f : fs) check(f);
  for (double d : ds) check(d);
  CHECK(bad == 0);
  CHECK(roundHalf(65520.0, Rte) == 0x7c00);
  CHECK(roundHalf(65519.0, Rte) == 0x7bff);
  CHECK(roundHalf(70000.0, Rtz) == 0x7bff);
  CHECK(roundHalf(-70000.0, Rtp) == 0xfbff);
  CHECK(roundHalf(0x1p-25, Rte) == 0x0000);  // a tie with an even zero
  CHECK(roundHalf(0x1p-26 * 3, Rte) == 0x0001);  // 0.75 of the smallest denormal
  CHECK(roundHalf(0x1p-25 * 3, Rte) == 0x0002);  // a tie between 1 and 2 denormals: even
  CHECK(roundHalf(1e-30, Rtp) == 0x0001);
  CHECK(roundHalf(-1e-30, Rtp) == 0x8000);
}

TEST_CASE("cl half: vstore_half rounds every float and double as its suffix says (interpreter, every target)") {
  // Every half's neighbourhood on gfx90a -O2, every 4th half's in the IR interpreter, every
  // 61st half's on every target at -O0 and -O2.
  std::vector<float> fs = floatsAroundHalves(1), fquarter = floatsAroundHalves(4);
  std::vector<double> ds = doublesAroundHalfwayPoints(1), dquarter = doublesAroundHalfwayPoints(4);
  std::string fsrc = vstoreKernel("float"), dsrc = vstoreKernel("double");
  // Both kernels over the given inputs, by `run` (the interpreter or a target).
  auto both = [&](const std::vector<float>& f, const std::vector<double>& d, const std::string& where,
                  const std::function<Buffers(const std::string&, uint32_t, const std::vector<Arg>&)>& run) {
    auto out = run(fsrc, static_cast<uint32_t>(f.size()), {buf(std::vector<uint8_t>(f.size() * 10)), buf(bytesOf(f))});
    checkVstore(f, valuesOf<uint16_t>(out[0]), where + " float");
    out = run(dsrc, static_cast<uint32_t>(d.size()), {buf(std::vector<uint8_t>(d.size() * 10)), buf(bytesOf(d))});
    checkVstore(d, valuesOf<uint16_t>(out[0]), where + " double");
  };
  auto on = [](const test::CgTarget& t, int opt) {
    return [t, opt](const std::string& src, uint32_t grid, const std::vector<Arg>& args) { return runOnTarget(src, t, opt, grid, args); };
  };
  auto t0 = std::chrono::steady_clock::now();
  both(fquarter, dquarter, "interpreter",
       [](const std::string& src, uint32_t grid, const std::vector<Arg>& args) { return runInInterpreter(src, grid, args); });
  auto t1 = std::chrono::steady_clock::now();
  both(fs, ds, "gfx90a -O2", on({"gfx90a", true}, 2));
  auto t2 = std::chrono::steady_clock::now();
  std::vector<float> fsome = floatsAroundHalves(61);
  std::vector<double> dsome = doublesAroundHalfwayPoints(61);
  for (const auto& t : test::codegenTargets())
    for (int opt : {0, 2}) both(fsome, dsome, t.label() + " -O" + std::to_string(opt), on(t, opt));
  auto t3 = std::chrono::steady_clock::now();
  auto ms = [](auto a, auto b) { return std::chrono::duration_cast<std::chrono::milliseconds>(b - a).count(); };
  MESSAGE(fs.size() << " floats, " << ds.size() << " doubles: gfx90a " << ms(t1, t2) << " ms; a quarter in the interpreter " << ms(t0, t1)
                    << " ms; " << fsome.size() + dsome.size() << " inputs on 6 targets x 2: " << ms(t2, t3) << " ms");
}

TEST_CASE("cl half: storage without cl_khr_fp16 (vload/vstore_half forms, every address space, layout)") {
  // OpenCL C 1.2 core: no pragma. Halves are read and written only through the vload_half /
  // vstore_half family, on __global, __constant, __local, private and generic pointers, and
  // copied as struct members. The sizes and member offsets are clang-19's (sizeof(half3) == 8,
  // a half3 member aligned to 8: S is 24 bytes with h at 2, v at 8, a at 16).
  const std::string src = R"(
typedef struct { char c; half h; half3 v; half a[3]; } S;
__kernel void k(__global float* o, __global half* out, __global const half* in, __constant half* cin,
                __global const float* fin, __local half* lbuf) {
  size_t i = get_global_id(0), l = get_local_id(0);
  __global float* r = o + i * 48;
  float4 g = vload_half4(i, in);
  r[0] = g.x; r[1] = g.y; r[2] = g.z; r[3] = g.w;
  r[4] = vload_half(i * 4 + 1, in);
  float3 g3 = vload_half3(i, in);
  r[5] = g3.x; r[6] = g3.y; r[7] = g3.z;
  float3 a3 = vloada_half3(i, in);
  r[8] = a3.x; r[9] = a3.y; r[10] = a3.z;
  float2 a2 = vloada_half2(i, in);
  r[11] = a2.x; r[12] = a2.y;
  float8 c8 = vload_half8(i & 7, cin);
  r[13] = c8.s0; r[14] = c8.s7;
  r[15] = vloada_half(i, cin);
  float4 f4 = vload4(i, fin);
  vstore_half4_rtp(f4, l, lbuf);
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 n4 = vload_half4(l ^ 1, lbuf);
  r[16] = n4.x; r[17] = n4.y; r[18] = n4.z; r[19] = n4.w;
  S s;
  s.c = 1;
  vstore_half_rtz(f4.x, 0, &s.h);
  vstore_half3_rtn(f4.yzw, 0, (__private half*)&s.v);
  vstorea_half3_rte(f4.xyz, 0, s.a);
  S t = s;
  r[20] = vload_half(0, &t.h);
  float3 tv = vload_half3(0, (__private half*)&t.v);
  r[21] = tv.x; r[22] = tv.y; r[23] = tv.z;
  float3 ta = vload_half3(0, t.a);
  r[24] = ta.x; r[25] = ta.y; r[26] = ta.z;
  const half* gp = (l & 1) ? (const half*)(in + 16 * i + 3) : (const half*)(lbuf + (l ^ 1) * 4 + 2);
  r[27] = vload_half(0, gp);
  r[28] = sizeof(half); r[29] = sizeof(half2); r[30] = sizeof(half3); r[31] = sizeof(half4);
  r[32] = sizeof(half8); r[33] = sizeof(half16); r[34] = sizeof(S);
  r[35] = (__private char*)&s.h - (__private char*)&s; r[36] = (__private char*)&s.v - (__private char*)&s;
  r[37] = (__private char*)s.a - (__private char*)&s;
  r[38] = vec_step(half3);
  float16 h16 = vload_half16(i, in);
  r[39] = h16.s0; r[40] = h16.sf;
  __global half* w = out + i * 32;
  vstore_half(fin[i * 4 + 1], 0, w);
  vstore_half2_rtz(f4.xy, 0, w + 1);
  vstore_half4_rtn(f4, 0, w + 3);
  double d = (double)f4.x * 1.0000000001;
  vstore_half_rtp(d, 7, w);
  vstorea_half4_rtp(f4, 2, w);
  vstorea_half3(f4.xyz, 3, w);
  vstore_half_rtn(f4.w, 15, w);
  vstore_half16_rtz(vload16(0, fin + (i & 31) * 4), 1, w);
}
)";
  const uint32_t n = 64;
  std::mt19937 rng(11);
  auto randomHalf = [&]() {
    uint16_t b = static_cast<uint16_t>(rng());
    return hnan(b) ? static_cast<uint16_t>(b & 0x83ff) : b;  // keep a few infinities, no NaN payload games
  };
  std::vector<uint16_t> in(16 * n), cin(n);
  for (auto& h : in) h = randomHalf();
  for (auto& h : cin) h = randomHalf();
  in[5] = 0x7e00;  // NaN
  in[6] = 0x0001;  // the smallest denormal
  in[7] = 0xfc00;
  std::vector<float> fin(4 * n);
  std::uniform_real_distribution<double> u(-70000, 70000);
  for (size_t k = 0; k < fin.size(); ++k)
    fin[k] = k % 3 == 0 ? static_cast<float>(hval(randomHalf()) * (1 + 0x1p-11)) : static_cast<float>(u(rng) / (1 << (k % 29)));
  fin[1] = 0x1p-25f * 3;  // a tie between denormals
  fin[2] = 65520.0f;
  fin[3] = std::numeric_limits<float>::quiet_NaN();
  auto H = [&](uint16_t b) { return static_cast<float>(hval(b)); };
  auto F = [&](float x, Mode m) { return roundHalf(x, m); };
  auto check = [&](const Buffers& out, const std::string& where) {
    auto r = valuesOf<float>(out[0]);
    auto w = valuesOf<uint16_t>(out[1]);
    size_t bad = 0;
    auto eqf = [&](float got, float want, size_t i, int slot) {
      bool ok = std::isnan(want) ? std::isnan(got) : std::bit_cast<uint32_t>(got) == std::bit_cast<uint32_t>(want);
      if (!ok && ++bad <= 5) FAIL_CHECK(where << ": item " << i << " r[" << slot << "] = " << got << ", want " << want);
    };
    auto eqh = [&](uint16_t got, uint16_t want, size_t i, int slot) {
      bool ok = hnan(want) ? hnan(got) : got == want;
      if (!ok && ++bad <= 5)
        FAIL_CHECK(where << ": item " << i << " out[" << slot << "] = " << hex16(got) << ", want " << hex16(want));
    };
    for (size_t i = 0; i < n; ++i) {
      const float* ri = &r[i * 48];
      const uint16_t* wi = &w[i * 32];
      const float* f4 = &fin[i * 4];
      size_t l = i % 64, nb = l ^ 1;
      float want[48] = {};
      for (int c = 0; c < 4; ++c) want[c] = H(in[4 * i + c]);
      want[4] = H(in[4 * i + 1]);
      for (int c = 0; c < 3; ++c) want[5 + c] = H(in[3 * i + c]);
      for (int c = 0; c < 3; ++c) want[8 + c] = H(in[4 * i + c]);
      for (int c = 0; c < 2; ++c) want[11 + c] = H(in[2 * i + c]);
      want[13] = H(cin[8 * (i & 7)]);
      want[14] = H(cin[8 * (i & 7) + 7]);
      want[15] = H(cin[i]);
      for (int c = 0; c < 4; ++c) want[16 + c] = H(F(fin[nb * 4 + c], Rtp));
      want[20] = H(F(f4[0], Rtz));
      for (int c = 0; c < 3; ++c) want[21 + c] = H(F(f4[1 + c], Rtn));
      for (int c = 0; c < 3; ++c) want[24 + c] = H(F(f4[c], Rte));
      want[27] = (l & 1) ? H(in[16 * i + 3]) : H(F(fin[nb * 4 + 2], Rtp));
      const float sizes[] = {2, 4, 8, 8, 16, 32, 24, 2, 8, 16, 4};
      for (int c = 0; c < 11; ++c) want[28 + c] = sizes[c];
      want[39] = H(in[16 * i]);
      want[40] = H(in[16 * i + 15]);
      for (int c = 0; c <= 40; ++c) eqf(ri[c], want[c], i, c);
      uint16_t hw[32];
      hw[0] = F(f4[1], Rte);
      for (int c = 0; c < 2; ++c) hw[1 + c] = F(f4[c], Rtz);
      for (int c = 0; c < 4; ++c) hw[3 + c] = F(f4[c], Rtn);
      hw[7] = roundHalf(static_cast<double>(f4[0]) * 1.0000000001, Rtp);
      for (int c = 0; c < 4; ++c) hw[8 + c] = F(f4[c], Rtp);
      for (int c = 0; c < 3; ++c) hw[12 + c] = F(f4[c], Rte);
      hw[15] = F(f4[3], Rtn);
      for (int c = 0; c < 16; ++c) hw[16 + c] = F(fin[(i & 31) * 4 + c], Rtz);
      for (int c = 0; c < 32; ++c) eqh(wi[c], hw[c], i, c);
    }
    CHECK_MESSAGE(bad == 0, where << ": " << bad << " wrong");
  };
  std::vector<Arg> args = {buf(std::vector<uint8_t>(n * 48 * 4)), buf(std::vector<uint8_t>(n * 32 * 2)), buf(bytesOf(in)),
                           buf(bytesOf(cin)), buf(bytesOf(fin)), localArg(64 * 4 * 2)};
  check(runInInterpreter(src, n, args), "interpreter");
  check(runInInterpreter(src, n, args, true), "interpreter, final IR");
  for (const auto& t : test::codegenTargets())
    for (int opt : {0, 2}) check(runOnTarget(src, t, opt, n, args), t.label() + " -O" + std::to_string(opt));
}

namespace {

// clang-19's build of `src` for a target (-nogpulib: only what clang lowers inline is used;
// the work-item ids come from its AMDGPU built-ins), linked by ld.lld-19. Empty when the tools
// are missing.
std::vector<uint8_t> clangObject(const std::string& src, const test::CgTarget& t, int opt) {
  if (!test::haveTool("clang-19") || !test::haveTool("ld.lld-19")) return {};
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("gfxsim_half_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    std::ofstream f(dir / "t.cl");
    f << src;
  }
  std::string d = dir.string();
  std::string wave = std::string(t.name).rfind("gfx9", 0) == 0 ? "" : t.wave64 ? " -mwavefrontsize64" : " -mno-wavefrontsize64";
  std::string cmd = "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=" + std::string(t.name) + wave +
                    " -nogpulib -Xclang -finclude-default-header -O" + std::to_string(opt) + " -c '" + d + "/t.cl' -o '" + d +
                    "/t.o' 2>&1 && ld.lld-19 -shared '" + d + "/t.o' -o '" + d + "/t.hsaco' 2>&1";
  std::string log;
  int rc = test::runCommand(cmd, &log);
  std::vector<uint8_t> obj;
  if (rc == 0) {
    std::ifstream f(dir / "t.hsaco", std::ios::binary);
    obj.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  }
  std::filesystem::remove_all(dir);
  REQUIRE_MESSAGE(rc == 0, log);
  return obj;
}

// Halves for the arithmetic tests: the special values paired with each other, then random.
std::vector<uint16_t> specialHalves() {
  return {0x0000, 0x8000, 0x3c00, 0xbc00, 0x3800, 0x3e00, 0x4000, 0x4200, 0x7bff, 0xfbff, 0x0001, 0x8001,
          0x03ff, 0x0400, 0x7c00, 0xfc00, 0x7e00, 0x3555, 0x5140, 0x1400};
}

}  // namespace

TEST_CASE("cl half: cl_khr_fp16 arithmetic is bit-identical to clang-19's kernels and to the host (live, needs clang-19)") {
  // Everything here is lowered inline by clang -O2 (operators, casts, the libm-named built-ins
  // it maps to LLVM intrinsics), one rounding per statement (no a * b + c that clang would
  // contract). Division: gfxsim rounds correctly; clang-19's f16 sequence (v_rcp_f32, a
  // multiply, v_div_fixup_f16) differs for some denormal quotients, which are counted apart.
  const std::string src = R"(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef struct { half h; float f; half2 v; } P;
__kernel void k(__global half* o, __global int* oi, __global float* of, __global const half* a,
                __global const half* b, __global const half* c, __global const float* fx,
                __global const int* ix, half s) {
  uint l = __builtin_amdgcn_workitem_id_x();
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + l;
  __local half lh[64];
  half x = a[i], y = b[i], z = c[i];
  __global half* r = o + i * 40;
  r[0] = x + y;
  r[1] = x - y;
  r[2] = x * y;
  r[3] = x / y;
  r[4] = fma(x, y, z);
  r[5] = sqrt(x);
  r[6] = -x;
  r[7] = fabs(x);
  r[8] = floor(x);
  r[9] = ceil(x);
  r[10] = trunc(x);
  r[11] = rint(x);
  r[12] = fmin(x, y);
  r[13] = fmax(x, y);
  r[14] = x + s;
  r[15] = x * 2;
  r[16] = x < y ? x : y;
  r[17] = (half)fx[i];
  r[18] = (half)((double)fx[i] * 3.0);
  r[19] = (half)ix[i];
  r[20] = (half)((long)ix[i] << 20);
  r[21] = (half)(uint)ix[i];
  r[22] = (half)(short)ix[i];
  r[23] = (half)(uchar)ix[i];
  half4 v = (half4)(x, y, z, s);
  half4 w = v * y;
  w = w + v;
  r[24] = w.x; r[25] = w.y; r[26] = w.z; r[27] = w.w;
  half2 hv = -(half2)(x, y);
  hv = hv.yx;
  r[28] = hv.x; r[29] = hv.y;
  P p;
  p.h = x;
  p.f = (float)y;
  p.v = (half2)(z, x);
  P q = p;
  r[30] = q.h + q.v.x;
  r[31] = (half)q.f;
  lh[l] = x * z;
  r[32] = lh[l];
  half ph[4];
  ph[0] = x; ph[1] = y; ph[2] = z; ph[3] = s;
  r[33] = ph[(i + (uint)ix[i]) & 3];
  half inc = x;
  inc++;
  r[34] = inc;
  half acc = y;
  acc += z;
  r[35] = acc;
  acc *= 3;
  r[36] = acc;
  r[37] = HALF_MAX;
  r[38] = 0.1h;
  r[39] = (half)(x > 0.5h);
  __global int* t = oi + i * 12;
  t[0] = x < y; t[1] = x <= y; t[2] = x == y; t[3] = x != y; t[4] = x > y; t[5] = x >= y;
  t[6] = !x;
  t[7] = x && y;
  short2 cmp = (half2)(x, y) < (half2)(y, x);
  t[8] = cmp.x; t[9] = cmp.y;
  t[10] = (int)x;
  t[11] = (int)-y;
  __global float* f = of + i * 4;
  f[0] = x;
  f[1] = x + 1.5f;
  f[2] = (float)(x * 2.0);
  f[3] = (float)(double)y;
}
)";
  std::vector<uint16_t> sp = specialHalves();
  const size_t nsp = sp.size();
  const uint32_t n = 512;
  std::mt19937 rng(5);
  std::vector<uint16_t> a(n), b(n), c(n);
  for (uint32_t i = 0; i < n; ++i) {
    bool pair = i < nsp * nsp;
    a[i] = pair ? sp[i / nsp] : static_cast<uint16_t>(rng());
    b[i] = pair ? sp[i % nsp] : static_cast<uint16_t>(rng());
    c[i] = static_cast<uint16_t>(rng());
  }
  // Quotients whose correctly rounded f16 is a denormal that clang-19's sequence misses
  // (found by running that sequence on every pair of positive halves: 1,495 of 10^9 pairs).
  const std::pair<uint16_t, uint16_t> hardDivisions[] = {{0x004b, 0x4f80}, {0x005b, 0x4b00}, {0x0096, 0x5380},
                                                         {0x00a9, 0x4e80}, {0x00af, 0x4b00}, {0x00b7, 0x57a0},
                                                         {0x011f, 0x5520}, {0x80cb, 0x4b00}};
  for (size_t k = 0; k < std::size(hardDivisions); ++k) std::tie(a[480 + k], b[480 + k]) = hardDivisions[k];
  std::vector<float> fx(n);
  std::vector<int32_t> ix(n);
  std::uniform_real_distribution<double> u(-70000, 70000);
  for (uint32_t i = 0; i < n; ++i) {
    fx[i] = static_cast<float>(u(rng) / (1 << (i % 26)));
    ix[i] = static_cast<int32_t>(rng()) >> (i % 32);
  }
  fx[3] = 65520.0f;
  fx[4] = 0x1p-25f * 3;
  fx[5] = std::numeric_limits<float>::infinity();
  const uint16_t s = 0x4248;  // 3.140625
  std::vector<Arg> args = {buf(std::vector<uint8_t>(n * 40 * 2)), buf(std::vector<uint8_t>(n * 12 * 4)),
                           buf(std::vector<uint8_t>(n * 4 * 4)), buf(bytesOf(a)), buf(bytesOf(b)), buf(bytesOf(c)),
                           buf(bytesOf(fx)), buf(bytesOf(ix)), scalarArg(s)};
  // The host's results.
  auto R = [](long double v) { return roundHalf(v, Rte); };
  std::vector<uint16_t> wantH(n * 40);
  std::vector<int32_t> wantI(n * 12);
  std::vector<float> wantF(n * 4);
  std::vector<bool> intDefined(n * 12, true);
  for (uint32_t i = 0; i < n; ++i) {
    double x = hval(a[i]), y = hval(b[i]), z = hval(c[i]), sv = hval(s);
    uint16_t* r = &wantH[i * 40];
    r[0] = R(x + y);
    r[1] = R(x - y);
    r[2] = R(x * y);
    r[3] = R(x / y);
    r[4] = R(std::fmal(x, y, z));
    r[5] = R(std::sqrt(x));
    r[6] = static_cast<uint16_t>(a[i] ^ 0x8000);
    r[7] = static_cast<uint16_t>(a[i] & 0x7fff);
    r[8] = R(std::floor(x));
    r[9] = R(std::ceil(x));
    r[10] = R(std::trunc(x));
    r[11] = R(std::nearbyint(x));
    r[12] = std::isnan(x) ? b[i] : std::isnan(y) ? a[i] : (x < y || (x == y && std::signbit(x))) ? a[i] : b[i];
    r[13] = std::isnan(x) ? b[i] : std::isnan(y) ? a[i] : (x > y || (x == y && !std::signbit(x))) ? a[i] : b[i];
    r[14] = R(x + sv);
    r[15] = R(x * 2);
    r[16] = x < y ? a[i] : b[i];
    r[17] = R(fx[i]);
    r[18] = R(static_cast<double>(fx[i]) * 3.0);
    r[19] = R(ix[i]);
    r[20] = R(static_cast<long double>(static_cast<int64_t>(ix[i]) * (1 << 20)));
    r[21] = R(static_cast<uint32_t>(ix[i]));
    r[22] = R(static_cast<int16_t>(ix[i]));
    r[23] = R(static_cast<uint8_t>(ix[i]));
    double vv[4] = {x, y, z, sv};
    for (int k = 0; k < 4; ++k) r[24 + k] = R(hval(R(vv[k] * y)) + vv[k]);
    r[28] = static_cast<uint16_t>(b[i] ^ 0x8000);
    r[29] = static_cast<uint16_t>(a[i] ^ 0x8000);
    r[30] = R(x + z);
    r[31] = b[i];
    r[32] = R(x * z);
    const uint16_t ph[4] = {a[i], b[i], c[i], s};
    r[33] = ph[(i + static_cast<uint32_t>(ix[i])) & 3];
    r[34] = R(x + 1);
    uint16_t acc = R(y + z);
    r[35] = acc;
    r[36] = R(hval(acc) * 3);
    r[37] = 0x7bff;
    r[38] = 0x2e66;  // 0.1 to nearest half
    r[39] = x > 0.5 ? 0x3c00 : 0x0000;
    int32_t* t = &wantI[i * 12];
    t[0] = x < y; t[1] = x <= y; t[2] = x == y; t[3] = x != y; t[4] = x > y; t[5] = x >= y;
    t[6] = x == 0;
    t[7] = x != 0 && y != 0;
    t[8] = x < y ? -1 : 0;
    t[9] = y < x ? -1 : 0;
    t[10] = std::isfinite(x) ? static_cast<int32_t>(x) : 0;
    t[11] = std::isfinite(y) ? static_cast<int32_t>(-y) : 0;
    intDefined[i * 12 + 10] = std::isfinite(x);  // OpenCL leaves NaN and infinity undefined
    intDefined[i * 12 + 11] = std::isfinite(y);
    float* f = &wantF[i * 4];
    f[0] = static_cast<float>(x);
    f[1] = static_cast<float>(x + 1.5);  // exact in double, one rounding to float
    f[2] = static_cast<float>(x * 2.0);
    f[3] = static_cast<float>(y);
  }
  auto checkHost = [&](const Buffers& out, const std::string& where) {
    auto h = valuesOf<uint16_t>(out[0]);
    auto ii = valuesOf<int32_t>(out[1]);
    auto ff = valuesOf<float>(out[2]);
    size_t bad = 0;
    for (size_t k = 0; k < h.size(); ++k) {
      bool ok = hnan(wantH[k]) ? hnan(h[k]) : h[k] == wantH[k];
      if (!ok && ++bad <= 6)
        FAIL_CHECK(where << ": item " << k / 40 << " r[" << k % 40 << "] = " << hex16(h[k]) << ", want " << hex16(wantH[k])
                         << " (x " << hex16(a[k / 40]) << ", y " << hex16(b[k / 40]) << ", z " << hex16(c[k / 40]) << ")");
    }
    for (size_t k = 0; k < ii.size(); ++k)
      if (intDefined[k] && ii[k] != wantI[k] && ++bad <= 6)
        FAIL_CHECK(where << ": item " << k / 12 << " t[" << k % 12 << "] = " << ii[k] << ", want " << wantI[k]);
    for (size_t k = 0; k < ff.size(); ++k) {
      bool ok = std::isnan(wantF[k]) ? std::isnan(ff[k]) : std::bit_cast<uint32_t>(ff[k]) == std::bit_cast<uint32_t>(wantF[k]);
      if (!ok && ++bad <= 6) FAIL_CHECK(where << ": item " << k / 4 << " f[" << k % 4 << "] = " << ff[k] << ", want " << wantF[k]);
    }
    CHECK_MESSAGE(bad == 0, where << ": " << bad << " differ from the host");
  };
  checkHost(runInInterpreter(src, n, args), "interpreter");
  bool live = test::haveTool("clang-19") && test::haveTool("ld.lld-19");
  if (!live) MESSAGE("clang-19 or ld.lld-19 not found: compared with the host only");
  size_t clangDivisions = 0;
  for (const auto& t : test::codegenTargets()) {
    Buffers ours[2];
    for (int opt : {0, 2}) {
      ours[opt / 2] = runOnTarget(src, t, opt, n, args);
      checkHost(ours[opt / 2], t.label() + " -O" + std::to_string(opt));
    }
    if (!live) continue;
    {
      // clang-19 -O2 (at -O0 it calls sqrt(half) and the like as library functions).
      Buffers theirs = runObject(clangObject(src, t, 2), n, args);
      std::string where = t.label() + " clang-19 -O2";
      auto ch = valuesOf<uint16_t>(theirs[0]);
      for (size_t k = 3; k < ch.size(); k += 40)
        if (ch[k] != wantH[k] && !hnan(wantH[k])) {
          ++clangDivisions;
          theirs[0][2 * k] = static_cast<uint8_t>(wantH[k]);  // compared apart
          theirs[0][2 * k + 1] = static_cast<uint8_t>(wantH[k] >> 8);
        }
      const size_t width[3] = {2, 4, 4}, per[3] = {40, 12, 4};
      for (int mine : {0, 1})
        for (size_t bi = 0; bi < 3; ++bi) {
          size_t diffs = 0;
          for (size_t k = 0; k < theirs[bi].size(); k += width[bi]) {
            if (std::memcmp(&ours[mine][bi][k], &theirs[bi][k], width[bi]) == 0) continue;
            uint32_t x = 0, y = 0;
            std::memcpy(&x, &ours[mine][bi][k], width[bi]);
            std::memcpy(&y, &theirs[bi][k], width[bi]);
            size_t e = k / width[bi], item = e / per[bi];
            // A signaling NaN input may come out quieted or not (clang -O2 folds a float
            // round trip of it away): any NaN then.
            auto isNan = [&](uint32_t v) { return bi == 0 ? hnan(static_cast<uint16_t>(v)) : bi == 2 && std::isnan(std::bit_cast<float>(v)); };
            auto signaling = [](uint16_t h) { return hnan(h) && !(h & 0x0200); };
            if (isNan(x) && isNan(y) && (signaling(a[item]) || signaling(b[item]) || signaling(c[item]))) continue;
            if (++diffs <= 4)
              FAIL_CHECK(where << " against gfxsim -O" << mine * 2 << ": output " << bi << " item " << item << " slot "
                               << e % per[bi] << ": gfxsim " << std::hex << x << ", clang " << y << std::dec << " (x "
                               << hex16(a[item]) << ", y " << hex16(b[item]) << ")");
          }
          CHECK_MESSAGE(diffs == 0, where << " against gfxsim -O" << mine * 2 << ": " << diffs << " results differ");
        }
    }
  }
  if (live)
    MESSAGE("clang-19's f16 division differs from the correctly rounded quotient in " << clangDivisions << " of "
                                                                                       << n * test::codegenTargets().size() << " quotients");
}

namespace {

// The error of half `got` against the exact `ref` in ulps of half (OpenCL C 3.0 7.4: the
// spacing of the halves around ref, the denormal spacing below the normal range; beyond 65504
// the spacing of the largest halves). Infinity or NaN where ref has one: 0 if matching.
double halfUlps(uint16_t got, long double ref) {
  double g = hval(got);
  if (std::isnan(ref)) return std::isnan(g) ? 0 : INFINITY;
  if (std::isnan(g)) return INFINITY;
  if (std::isinf(ref)) return std::isinf(g) && (g > 0) == (ref > 0) ? 0 : INFINITY;
  if (std::isinf(g)) {
    // Infinity counts as 2^16 (the next half's place): 0 ulps from 65520 up (where nearest
    // rounding gives it), less than half an ulp just below.
    if ((g > 0) != (ref > 0) || std::fabs(ref) < 65504) return INFINITY;
    return std::fabs(ref) >= 65520 ? 0 : static_cast<double>((65536 - std::fabs(ref)) / 32);
  }
  int e = std::max(std::ilogb(std::fabs(ref) == 0 ? 0x1p-24L : std::fabs(ref)), -14);
  return static_cast<double>(std::fabs(static_cast<long double>(g) - ref) / std::ldexp(1.0L, std::min(e, 15) - 10));
}

// Saturating float -> integer of [lo, hi] (NaN: 0) after rounding r.
int64_t satConvert(double x, double (*r)(double), double lo, double hi) {
  if (std::isnan(x)) return 0;
  double v = r(x);
  return static_cast<int64_t>(std::min(std::max(v, lo), hi));
}

}  // namespace

TEST_CASE("cl half: conversions to and from half, relational and common functions (interpreter, every target)") {
  const std::string src = R"(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global half* oh, __global int* oi, __global long* ol, __global const half* a,
                __global const float* fx, __global const double* dx, __global const int* ix,
                __global const long* lx) {
  size_t i = get_global_id(0);
  half x = a[i];
  float f = fx[i];
  double d = dx[i];
  int n = ix[i];
  long m = lx[i];
  __global half* h = oh + i * 32;
  h[0] = convert_half(f); h[1] = convert_half_rtz(f); h[2] = convert_half_rtp(f); h[3] = convert_half_rtn(f);
  h[4] = convert_half_rte(d); h[5] = convert_half_rtz(d); h[6] = convert_half_rtp(d); h[7] = convert_half_rtn(d);
  h[8] = convert_half(n); h[9] = convert_half_rtz(n); h[10] = convert_half_rtp(n); h[11] = convert_half_rtn(n);
  h[12] = convert_half_rtp(m); h[13] = convert_half_rtn((uint)n); h[14] = convert_half_rtz((short)n);
  h[15] = convert_half((ushort)n);
  half4 v = convert_half4_rtz((float4)(f, -f, f * 0.5f, (float)n));
  h[16] = v.x; h[17] = v.y; h[18] = v.z; h[19] = v.w;
  h[20] = as_half((short)n);
  half2 p = as_half2(n);
  h[21] = p.x; h[22] = p.y;
  h[23] = copysign(x, -1.0h);
  h[24] = sign(x);
  h[25] = round(x);
  h[26] = fdim(x, 1.0h);
  h[27] = step(0.5h, x);
  h[28] = rsqrt(x);
  h[29] = degrees(x);
  h[30] = mix(x, 2.0h, 0.25h);
  h[31] = clamp(x, -1.0h, 1.0h);
  __global int* r = oi + i * 24;
  r[0] = convert_int(x); r[1] = convert_int_rte(x); r[2] = convert_int_rtp(x); r[3] = convert_int_rtn(x);
  r[4] = convert_int_sat(x); r[5] = convert_uchar_sat(x); r[6] = convert_char_sat_rte(x);
  r[7] = convert_short_sat_rtn(x); r[8] = convert_ushort_sat(x); r[9] = (int)convert_uint_sat_rtp(x);
  r[10] = isnan(x); r[11] = isinf(x); r[12] = isfinite(x); r[13] = isnormal(x); r[14] = signbit(x);
  short4 c = isless((half4)(x), (half4)(0.0h, 1.0h, -1.0h, x));
  r[15] = c.x; r[16] = c.y; r[17] = c.z; r[18] = c.w;
  r[19] = isunordered(x, 1.0h); r[20] = islessgreater(x, 1.0h);
  r[21] = as_short(x);
  r[22] = any(isgreater((half2)(x, 1.0h), (half2)(0.0h)));
  r[23] = as_short(select(x, -x, (short)signbit(x)));
  ol[i * 2] = convert_long_sat(x);
  ol[i * 2 + 1] = (long)convert_ulong_sat_rtn(x);
}
)";
  const uint32_t n = 1024;
  std::mt19937_64 rng(23);
  std::vector<uint16_t> a(n);
  std::vector<float> fx(n);
  std::vector<double> dx(n);
  std::vector<int32_t> ix(n);
  std::vector<int64_t> lx(n);
  std::vector<uint16_t> sp = specialHalves();
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = i < sp.size() ? sp[i] : static_cast<uint16_t>(rng());
    uint16_t h = static_cast<uint16_t>(rng() & 0x7fff);
    double mid = h >= 0x7bff ? 65520.0 : (hval(h) + hval(static_cast<uint16_t>(h + 1))) / 2;  // a tie
    double sgn = (rng() & 1) ? -1.0 : 1.0;
    switch (i % 4) {
      case 0: fx[i] = static_cast<float>(sgn * mid); break;
      case 1: fx[i] = static_cast<float>(sgn * mid) * (1 + 0x1p-20f); break;
      case 2: fx[i] = std::bit_cast<float>(static_cast<uint32_t>(rng())); break;
      default: fx[i] = static_cast<float>(sgn * std::ldexp(static_cast<double>(rng() % 1000000), static_cast<int>(rng() % 40) - 44)); break;
    }
    dx[i] = i % 3 == 0 ? sgn * mid : i % 3 == 1 ? sgn * (mid + std::ldexp(mid, -40)) : std::bit_cast<double>(rng());
    ix[i] = static_cast<int32_t>(rng()) >> (rng() % 32);
    lx[i] = static_cast<int64_t>(rng()) >> (rng() % 64);
  }
  auto R = [](long double v, Mode m = Rte) { return roundHalf(v, m); };
  auto check = [&](const Buffers& out, const std::string& where) {
    auto h = valuesOf<uint16_t>(out[0]);
    auto r = valuesOf<int32_t>(out[1]);
    auto ol = valuesOf<int64_t>(out[2]);
    size_t bad = 0;
    auto fail = [&](size_t i, const std::string& what, long long got, long long want) {
      if (++bad <= 8)
        FAIL_CHECK(where << ": item " << i << " (x " << hex16(a[i]) << ") " << what << " = " << std::hex << got << ", want "
                         << want << std::dec);
    };
    for (uint32_t i = 0; i < n; ++i) {
      const uint16_t* hi = &h[i * 32];
      double x = hval(a[i]);
      uint16_t want[32];
      for (int k = 0; k < 4; ++k) want[k] = R(fx[i], static_cast<Mode>(k));
      for (int k = 0; k < 4; ++k) want[4 + k] = R(dx[i], static_cast<Mode>(k));
      for (int k = 0; k < 4; ++k) want[8 + k] = R(ix[i], static_cast<Mode>(k));
      want[12] = R(static_cast<long double>(lx[i]), Rtp);
      want[13] = R(static_cast<uint32_t>(ix[i]), Rtn);
      want[14] = R(static_cast<int16_t>(ix[i]), Rtz);
      want[15] = R(static_cast<uint16_t>(ix[i]));
      float lanes[4] = {fx[i], -fx[i], fx[i] * 0.5f, static_cast<float>(ix[i])};
      for (int k = 0; k < 4; ++k) want[16 + k] = R(lanes[k], Rtz);
      want[20] = static_cast<uint16_t>(ix[i]);
      want[21] = static_cast<uint16_t>(ix[i]);
      want[22] = static_cast<uint16_t>(static_cast<uint32_t>(ix[i]) >> 16);
      want[23] = static_cast<uint16_t>(a[i] | 0x8000);
      want[24] = std::isnan(x) ? 0 : x > 0 ? 0x3c00 : x < 0 ? 0xbc00 : a[i];
      want[25] = R(std::round(x));
      want[26] = std::isnan(x) ? 0x7e00 : x > 1 ? R(x - 1) : 0;
      want[27] = x < 0.5 ? 0 : 0x3c00;
      for (int k = 0; k < 28; ++k) {
        bool ok = hnan(want[k]) ? hnan(hi[k]) : hi[k] == want[k];
        if (!ok) fail(i, "h[" + std::to_string(k) + "]", hi[k], want[k]);
      }
      // Computed in float, rounded once: within OpenCL's half bounds (rsqrt 1 ulp, the rest 2;
      // in practice the correctly rounded value or a neighbour).
      long double refs[3] = {1 / std::sqrt(static_cast<long double>(x)), static_cast<long double>(x) * 180 / 3.14159265358979323846264338327950288L,
                             static_cast<long double>(x) + (2 - static_cast<long double>(x)) * 0.25L};
      for (int k = 0; k < 3; ++k)
        if (halfUlps(hi[28 + k], refs[k]) > 1) fail(i, "h[" + std::to_string(28 + k) + "]", hi[28 + k], R(refs[k]));
      if (!std::isnan(x) && hi[31] != (x < -1 ? 0xbc00 : x > 1 ? 0x3c00 : a[i])) fail(i, "clamp", hi[31], 0);
      const int32_t* ri = &r[i * 24];
      if (std::isfinite(x)) {
        int32_t w[4] = {static_cast<int32_t>(std::trunc(x)), static_cast<int32_t>(std::nearbyint(x)),
                        static_cast<int32_t>(std::ceil(x)), static_cast<int32_t>(std::floor(x))};
        for (int k = 0; k < 4; ++k)
          if (ri[k] != w[k]) fail(i, "r[" + std::to_string(k) + "]", ri[k], w[k]);
      }
      auto tr = [](double v) { return std::trunc(v); };
      auto ne = [](double v) { return std::nearbyint(v); };
      auto up = [](double v) { return std::ceil(v); };
      auto dn = [](double v) { return std::floor(v); };
      int64_t sat[6] = {satConvert(x, tr, INT32_MIN, INT32_MAX), satConvert(x, tr, 0, 255), satConvert(x, ne, -128, 127),
                        satConvert(x, dn, -32768, 32767), satConvert(x, tr, 0, 65535),
                        static_cast<int32_t>(static_cast<uint32_t>(satConvert(x, up, 0, UINT32_MAX)))};
      for (int k = 0; k < 6; ++k)
        if (ri[4 + k] != sat[k]) fail(i, "r[" + std::to_string(4 + k) + "]", ri[4 + k], sat[k]);
      bool normal = (a[i] & 0x7c00) != 0 && (a[i] & 0x7c00) != 0x7c00;  // of half, not of the double
      int32_t rel[] = {std::isnan(x), std::isinf(x), std::isfinite(x), normal, std::signbit(x) ? 1 : 0,
                       x < 0 ? -1 : 0, x < 1 ? -1 : 0, x < -1 ? -1 : 0, 0, std::isnan(x), x < 1 || x > 1,
                       static_cast<int16_t>(a[i]), x > 0 || 1 > 0, static_cast<int16_t>(std::signbit(x) ? a[i] ^ 0x8000 : a[i])};
      for (int k = 0; k < 14; ++k)
        if (ri[10 + k] != rel[k]) fail(i, "r[" + std::to_string(10 + k) + "]", ri[10 + k], rel[k]);
      int64_t l0 = std::isnan(x) ? 0 : std::isinf(x) ? (x > 0 ? INT64_MAX : INT64_MIN) : static_cast<int64_t>(x);
      int64_t l1 = std::isnan(x) || x < 0 ? 0 : std::isinf(x) ? -1 : static_cast<int64_t>(std::floor(x));
      if (ol[i * 2] != l0) fail(i, "convert_long_sat", ol[i * 2], l0);
      if (ol[i * 2 + 1] != l1) fail(i, "convert_ulong_sat_rtn", ol[i * 2 + 1], l1);
    }
    CHECK_MESSAGE(bad == 0, where << ": " << bad << " wrong");
  };
  std::vector<Arg> args = {buf(std::vector<uint8_t>(n * 64)), buf(std::vector<uint8_t>(n * 96)), buf(std::vector<uint8_t>(n * 16)),
                           buf(bytesOf(a)), buf(bytesOf(fx)), buf(bytesOf(dx)), buf(bytesOf(ix)), buf(bytesOf(lx))};
  check(runInInterpreter(src, n, args), "interpreter");
  check(runInInterpreter(src, n, args, true), "interpreter, final IR");
  for (const auto& t : test::codegenTargets())
    for (int opt : {0, 2}) check(runOnTarget(src, t, opt, n, args), t.label() + " -O" + std::to_string(opt));
}

TEST_CASE("cl half: without cl_khr_fp16 half values are errors where clang-19 puts them and the pragma switches them on and off") {
  auto err = cl::test::errorOf;
  const std::string fp16 = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  // Each line and column is the one clang-19 reports for the same source (where clang takes the
  // call, by converting the pointer, the column of its name).
  const std::pair<std::string, std::string> cases[] = {
      {"__kernel void k(__global int* o) { half h; }", "t.cl:1:41: error: declaring variable of type '__private half' is not allowed"},
      {"__kernel void k(__global half* o) {\n  __local half l[4];\n}",
       "t.cl:2:16: error: declaring variable of type '__local half[4]' is not allowed"},
      {"__kernel void k(__global half* o, half s) { }",
       "t.cl:1:40: error: declaring function parameter of type '__private half' is not allowed; did you forget * ?"},
      {"half f(float x) { return x; }", "t.cl:1:6: error: declaring function return value of type 'half' is not allowed; did you forget * ?"},
      {"__kernel void k(__global float* o) { }\n__constant half c[2] = {1, 2};",
       "t.cl:2:17: error: declaring variable of type '__constant half[2]' is not allowed"},
      {"__kernel void k(__global float* o) {\n  o[0] = 1.0h;\n}", "t.cl:2:10: error: half precision constant requires cl_khr_fp16"},
      {"__kernel void k(__global float* o, float q) {\n  o[2] = (float)(half)q;\n}", "t.cl:2:23: error: casting to type 'half' is not allowed"},
      {"__kernel void k(__global float* o, __global const half* a) {\n  float f = *a;\n}",
       "t.cl:2:13: error: loading directly from pointer to type 'const __global half' requires cl_khr_fp16. Use vector data load "
       "builtin functions instead"},
      {"__kernel void k(__global float* o, __global const half* a) {\n  o[1] = a[1];\n}",
       "t.cl:2:10: error: loading directly from pointer to type 'const __global half' requires cl_khr_fp16. Use vector data load "
       "builtin functions instead"},
      {"__kernel void k(__global half* o, __global const half* a) {\n  o[0] = a[0];\n}",
       "t.cl:2:8: error: assigning directly to pointer to type 'half' requires cl_khr_fp16. Use vector data store builtin "
       "functions instead"},
      {"struct S { char c; half h; };\n__kernel void k(__global float* o, struct S st) { }",
       "t.cl:2:45: error: '__private struct S' cannot be used as the type of a kernel parameter"},
      {"__kernel void k(__global half* o, __global float* f) {\n" + fp16 + "  half a = 1.0h;\n"
       "#pragma OPENCL EXTENSION cl_khr_fp16 : disable\n  o[0] = a;\n}",
       "t.cl:5:8: error: assigning directly to pointer to type 'half' requires cl_khr_fp16. Use vector data store builtin "
       "functions instead"},
      {fp16 + "__kernel void k(__global half* o) { o[0] = vload_half(0, (__global float*)o); }",
       "t.cl:2:44: error: no matching built-in 'vload_half' for a pointer of type '__global float *' (expected a pointer to half)"},
      {fp16 + "__kernel void k(__global half* o) { vstore_half2((half2)(1.0h), 0, o); }",
       "t.cl:2:37: error: no matching built-in 'vstore_half2' for data of type 'half2' (expected 'float2' or 'double2')"},
      {"__kernel void k(__constant half* c) { vstore_half(1.0f, 0, c); }",
       "t.cl:1:39: error: 'vstore_half' cannot store through a pointer to const ('__constant const half *')"},
      {"__kernel void k(__global half* o) { vstore_half_rtz4(1.0f, 0, o); }",
       "t.cl:1:37: error: unsupported: built-in function 'vstore_half_rtz4'"},
  };
  for (const auto& [src, want] : cases) {
    INFO(src);
    CHECK(err(src) == want);
  }
  // Enabled, everything above compiles.
  CHECK(err(fp16 + "struct S { char c; half h; };\nhalf f(half x) { return x * 2.0h; }\n"
                   "__constant half c[2] = {1.0h, HALF_MAX};\n"
                   "__kernel void k(__global half* o, half s, struct S st, __global const half* a) {\n"
                   "  __local half l[4];\n  half h = (half)s + c[1];\n  l[0] = h;\n  o[0] = f(l[0]) + a[1] + st.h + M_PI_H;\n}") ==
        "<no error>");
}

TEST_CASE("cl half: the math, geometric and native built-ins on half, within OpenCL C's half bounds (gfx900, gfx1100)") {
  // The full-precision functions run the math library's float function and round once to half;
  // OpenCL C 3.0 7.4 (half): 2 ulp for most, 4 for pow, 1 for rsqrt. The geometric functions
  // are computed in float. native_sin takes its half argument as a float (clang: the float
  // overload), so it only has to run.
  const std::string src = R"(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global half* o, __global float* of, __global const half* a, __global const half* b) {
  size_t i = get_global_id(0);
  half x = a[i], y = b[i];
  __global half* r = o + i * 24;
  r[0] = sin(x); r[1] = cos(x); r[2] = tan(x); r[3] = exp(x); r[4] = exp2(x); r[5] = log(x);
  r[6] = log2(x); r[7] = log10(x); r[8] = pow(x, y); r[9] = atan2(x, y); r[10] = hypot(x, y); r[11] = cbrt(x);
  r[12] = tanh(x); r[13] = asin(x); r[14] = acos(x); r[15] = atan(x); r[16] = sinpi(x); r[17] = expm1(x);
  r[18] = log1p(x);
  half c;
  r[19] = sincos(x, &c);
  r[20] = c;
  half4 p = (half4)(x, y, 0.5h, -x);
  half4 q = (half4)(y, 1.0h, x, 0.25h);
  r[21] = length(p);
  half3 nrm = normalize(p.xyz);
  r[22] = nrm.x;
  r[23] = distance(p, q);
  __global float* f = of + i * 2;
  f[0] = dot(p, q);
  f[1] = native_sin(x);
}
)";
  const uint32_t n = 4096;
  std::mt19937 rng(31);
  std::vector<uint16_t> a(n), b(n);
  std::vector<uint16_t> sp = specialHalves();
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = i < sp.size() ? sp[i] : static_cast<uint16_t>(i * 16 + (rng() & 15));  // every exponent and sign
    b[i] = static_cast<uint16_t>(rng() & 0xcfff);  // |y| below 64 mostly: pow stays in range
  }
  using LD = long double;
  const LD pi = 3.141592653589793238462643383279502884L;
  struct Fn {
    const char* name;
    double bound;
    std::function<LD(LD, LD)> ref;
  };
  const Fn fns[] = {
      {"sin", 2, [](LD x, LD) { return sinl(x); }}, {"cos", 2, [](LD x, LD) { return cosl(x); }},
      {"tan", 2, [](LD x, LD) { return tanl(x); }}, {"exp", 2, [](LD x, LD) { return expl(x); }},
      {"exp2", 2, [](LD x, LD) { return exp2l(x); }}, {"log", 2, [](LD x, LD) { return logl(x); }},
      {"log2", 2, [](LD x, LD) { return log2l(x); }}, {"log10", 2, [](LD x, LD) { return log10l(x); }},
      {"pow", 4, [](LD x, LD y) { return powl(x, y); }}, {"atan2", 2, [](LD x, LD y) { return atan2l(x, y); }},
      {"hypot", 2, [](LD x, LD y) { return hypotl(x, y); }}, {"cbrt", 2, [](LD x, LD) { return cbrtl(x); }},
      {"tanh", 2, [](LD x, LD) { return tanhl(x); }}, {"asin", 2, [](LD x, LD) { return asinl(x); }},
      {"acos", 2, [](LD x, LD) { return acosl(x); }}, {"atan", 2, [](LD x, LD) { return atanl(x); }},
      {"sinpi", 2, [pi](LD x, LD) { return std::fmod(x, 2.0L) == 0 ? std::copysign(0.0L, x) : sinl(pi * std::fmod(x, 2.0L)); }},
      {"expm1", 2, [](LD x, LD) { return expm1l(x); }}, {"log1p", 2, [](LD x, LD) { return log1pl(x); }},
      {"sincos (sin)", 2, [](LD x, LD) { return sinl(x); }}, {"sincos (cos)", 2, [](LD x, LD) { return cosl(x); }},
  };
  for (const auto& t : {test::CgTarget{"gfx900", true}, test::CgTarget{"gfx1100", false}}) {
    Buffers out = runOnTarget(src, t, 2, n, {buf(std::vector<uint8_t>(n * 48)), buf(std::vector<uint8_t>(n * 8)), buf(bytesOf(a)),
                                             buf(bytesOf(b))});
    auto h = valuesOf<uint16_t>(out[0]);
    auto f = valuesOf<float>(out[1]);
    for (size_t k = 0; k < std::size(fns); ++k) {
      double worst = 0;
      size_t wi = 0;
      for (uint32_t i = 0; i < n; ++i) {
        LD x = hval(a[i]), y = hval(b[i]);
        if (fns[k].name == std::string("sinpi") && std::isinf(x)) continue;  // NaN either way; fmodl warns
        double e = halfUlps(h[i * 24 + k], fns[k].ref(x, y));
        if (!(e <= worst)) {
          worst = e;
          wi = i;
        }
      }
 MESSAGE(std::string(fns[k].name) << "(half) on " << t.label() << ": max " << worst << " ulp (bound " << fns[k].bound << ") at x "
                          << hex16(a[wi]) << ", y " << hex16(b[wi]));
      CHECK(worst <= fns[k].bound);
    }
    double geo = 0, dotErr = 0;
    for (uint32_t i = 0; i < n; ++i) {
      LD x = hval(a[i]), y = hval(b[i]);
      LD p[4] = {x, y, 0.5L, -x}, q[4] = {y, 1.0L, x, 0.25L};
      if (!std::isfinite(x) || !std::isfinite(y)) continue;
      LD len = std::sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2] + p[3] * p[3]);
      LD len3 = std::sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]);
      LD dist = std::sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]) +
                          (p[3] - q[3]) * (p[3] - q[3]));
      geo = std::max({geo, halfUlps(h[i * 24 + 21], len), halfUlps(h[i * 24 + 22], p[0] / len3), halfUlps(h[i * 24 + 23], dist)});
      // dot: the products exact in float, three float additions (each within 2^-24 of the
      // terms' magnitude), then one rounding to half: counted in half ulps of the exact dot
      // beyond that float error.
      LD d = p[0] * q[0] + p[1] * q[1] + p[2] * q[2] + p[3] * q[3];
      LD mag = std::fabs(p[0] * q[0]) + std::fabs(p[1] * q[1]) + std::fabs(p[2] * q[2]) + std::fabs(p[3] * q[3]);
      uint16_t got = hbits(static_cast<Half>(f[i * 2]));  // a half, widened exactly
      LD slack = 3 * mag * 0x1p-24L;
      LD nearest = std::fabs(d - static_cast<LD>(hval(got))) <= slack ? static_cast<LD>(hval(got)) : d > hval(got) ? d - slack : d + slack;
      dotErr = std::max(dotErr, halfUlps(got, nearest));
      CHECK(std::isfinite(f[i * 2 + 1]) == std::isfinite(x));
    }
    MESSAGE("length, normalize, distance (half) on " << t.label() << ": max " << geo << " ulp; dot: max " << dotErr
                                                     << " ulp beyond the float sum's error");
    CHECK(geo <= 2);
    CHECK(dotErr <= 1);
  }
}

TEST_CASE("cl half: the f16 instructions the back end selects agree with the host on every half (gfx900 -O2, gfx1100 -O0)") {
  // v_add/sub/mul/fma/min/max/sqrt/floor/ceil/trunc/rndne_f16, v_cmp_*_f16 and the two
  // conversions, each over all 65536 halves as x (y and z: shuffled halves), against the
  // host's exact results rounded once (NaN: any NaN).
  const std::string src = R"(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global half* o, __global int* oc, __global float* of, __global const half* a,
                __global const half* b, __global const half* c, __global const float* fx) {
  size_t i = get_global_id(0);
  half x = a[i], y = b[i], z = c[i];
  __global half* r = o + i * 12;
  r[0] = x + y; r[1] = x - y; r[2] = x * y; r[3] = fma(x, y, z); r[4] = fmin(x, y); r[5] = fmax(x, y);
  r[6] = sqrt(x); r[7] = floor(x); r[8] = ceil(x); r[9] = trunc(x); r[10] = rint(x); r[11] = (half)fx[i];
  oc[i] = (x == y) | (x != y) << 1 | (x < y) << 2 | (x <= y) << 3 | (x > y) << 4 | (x >= y) << 5 |
          islessgreater(x, y) << 6 | isordered(x, y) << 7 | isunordered(x, y) << 8;
  of[i] = x;
}
)";
  const uint32_t n = 65536;
  std::mt19937 rng(99);
  std::vector<uint16_t> a(n), b(n), c(n);
  for (uint32_t i = 0; i < n; ++i) a[i] = b[i] = c[i] = static_cast<uint16_t>(i);
  std::shuffle(b.begin(), b.end(), rng);
  std::shuffle(c.begin(), c.end(), rng);
  std::vector<float> fx(n);
  for (uint32_t i = 0; i < n; ++i)
    fx[i] = i % 2 ? std::bit_cast<float>(static_cast<uint32_t>(rng())) : static_cast<float>(hval(a[i]) * (1 + 0x1p-11));
  auto R = [](long double v) { return roundHalf(v, Rte); };
  for (auto [t, opt] : {std::pair{test::CgTarget{"gfx900", true}, 2}, std::pair{test::CgTarget{"gfx1100", false}, 0}}) {
    std::string where = t.label() + " -O" + std::to_string(opt);
    Buffers out = runOnTarget(src, t, opt, n, {buf(std::vector<uint8_t>(n * 24)), buf(std::vector<uint8_t>(n * 4)),
                                               buf(std::vector<uint8_t>(n * 4)), buf(bytesOf(a)), buf(bytesOf(b)), buf(bytesOf(c)),
                                               buf(bytesOf(fx))});
    auto h = valuesOf<uint16_t>(out[0]);
    auto cmp = valuesOf<int32_t>(out[1]);
    auto f = valuesOf<float>(out[2]);
    size_t bad = 0;
    for (uint32_t i = 0; i < n; ++i) {
      long double x = hval(a[i]), y = hval(b[i]), z = hval(c[i]);
      bool xn = std::isnan(x), yn = std::isnan(y);
      uint16_t want[12] = {R(x + y), R(x - y), R(x * y), R(std::fmal(x, y, z)),
                           xn ? b[i] : yn ? a[i] : (x < y || (x == y && std::signbit(x))) ? a[i] : b[i],
                           xn ? b[i] : yn ? a[i] : (x > y || (x == y && !std::signbit(x))) ? a[i] : b[i],
                           R(std::sqrt(x)), R(std::floor(x)), R(std::ceil(x)), R(std::trunc(x)), R(std::nearbyint(x)), R(fx[i])};
      for (int k = 0; k < 12; ++k) {
        uint16_t got = h[i * 12 + k];
        bool ok = hnan(want[k]) ? hnan(got) : got == want[k];
        if (!ok && ++bad <= 8)
          FAIL_CHECK(where << ": r[" << k << "] for x " << hex16(a[i]) << ", y " << hex16(b[i]) << ", z " << hex16(c[i]) << " = "
                           << hex16(got) << ", want " << hex16(want[k]));
      }
      int32_t wc = (x == y) | (x != y) << 1 | (x < y) << 2 | (x <= y) << 3 | (x > y) << 4 | (x >= y) << 5 |
                   (x < y || x > y) << 6 | (!xn && !yn) << 7 | (xn || yn) << 8;
      if (cmp[i] != wc && ++bad <= 8) FAIL_CHECK(where << ": compares of " << hex16(a[i]) << ", " << hex16(b[i]) << " = " << cmp[i] << ", want " << wc);
      float wf = static_cast<float>(x);
      if (!(std::isnan(wf) ? std::isnan(f[i]) : std::bit_cast<uint32_t>(f[i]) == std::bit_cast<uint32_t>(wf)) && ++bad <= 8)
        FAIL_CHECK(where << ": (float)" << hex16(a[i]) << " = " << f[i]);
    }
    CHECK_MESSAGE(bad == 0, where << ": " << bad << " wrong");
  }
}

TEST_CASE("cl half: half kernel arguments (scalars, vectors, struct members, pointers to every space) as clang-19 lays them out and reads them (live, needs clang-19)") {
  const std::string src = R"(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef struct { half h; float f; half2 v; } P;
__kernel void k(__global half* o, half s, half2 v2, half3 v3, __local half* l, __constant half* c, P st, half4 v4,
                half16 v16, __global const half* restrict in) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  l[i] = in[i];
  __builtin_amdgcn_s_barrier();
  __global half* r = o + i * 16;
  r[0] = s; r[1] = v2.y; r[2] = v3.z; r[3] = l[i]; r[4] = c[0]; r[5] = c[i]; r[6] = st.h; r[7] = (half)st.f;
  r[8] = st.v.y; r[9] = v4.w; r[10] = v16.sf; r[11] = v16.s7; r[12] = in[i] * s;
}
)";
  // clang-19's metadata for the explicit arguments (llvm-readelf-19 --notes): offset, size,
  // value kind, address space, type name, pointee alignment.
  struct Want {
    uint64_t offset, size;
    codeobj::ValueKind kind;
    codeobj::AddressSpace space;
    const char* type;
    uint64_t pointeeAlign;
  };
  using VK = codeobj::ValueKind;
  using AS = codeobj::AddressSpace;
  const Want want[] = {{0, 8, VK::GlobalBuffer, AS::Global, "half*", 0},   {8, 2, VK::ByValue, AS::None, "half", 0},
                       {12, 4, VK::ByValue, AS::None, "half2", 0},         {16, 8, VK::ByValue, AS::None, "half3", 0},
                       {24, 4, VK::DynamicSharedPointer, AS::Local, "half*", 2}, {32, 8, VK::GlobalBuffer, AS::Constant, "half*", 0},
                       {40, 12, VK::ByValue, AS::None, "P", 0},            {56, 8, VK::ByValue, AS::None, "half4", 0},
                       {64, 32, VK::ByValue, AS::None, "half16", 0},       {96, 8, VK::GlobalBuffer, AS::Global, "half*", 0}};
  auto explicitArgs = [](const std::vector<uint8_t>& obj) {
    auto md = codeobj::parseMetadata(codeobj::readCodeObject(obj, "t.hsaco").metadataMsgpack, "t.hsaco");
    REQUIRE(md.kernels.size() == 1);
    std::vector<codeobj::KernelArg> v;
    for (const auto& a : md.kernels[0].args)
      if (!codeobj::isHidden(a.valueKind)) v.push_back(a);
    return v;
  };
  auto checkArgs = [&](const std::vector<codeobj::KernelArg>& got, const std::string& where) {
    REQUIRE(got.size() == std::size(want));
    for (size_t i = 0; i < got.size(); ++i) {
      INFO(where << ": argument " << i);
      CHECK(got[i].offset == want[i].offset);
      CHECK(got[i].size == want[i].size);
      CHECK(got[i].valueKind == want[i].kind);
      CHECK(got[i].addressSpace == want[i].space);
      CHECK(got[i].typeName == want[i].type);
      CHECK(got[i].pointeeAlign.value_or(0) == want[i].pointeeAlign);
    }
  };
  const uint32_t n = 64;
  std::vector<uint16_t> cin(n), in(n), v16(16);
  for (uint32_t i = 0; i < n; ++i) {
    cin[i] = static_cast<uint16_t>(0x3c00 + i);
    in[i] = static_cast<uint16_t>(0x4000 + 3 * i);
  }
  for (uint32_t i = 0; i < 16; ++i) v16[i] = static_cast<uint16_t>(0x5000 + i);
  struct {
    uint16_t h, pad;
    float f;
    uint16_t v[2];
  } st = {0x3555, 0, 1.0f / 3, {0x1234, 0x2345}};
  std::vector<Arg> args = {buf(std::vector<uint8_t>(n * 32)),
                           scalarArg(uint16_t{0x4248}),
                           scalarArg(std::array<uint16_t, 2>{0x3c00, 0xc000}),
                           scalarArg(std::array<uint16_t, 4>{1, 2, 0x7bff, 0}),
                           localArg(n * 2),
                           buf(bytesOf(cin)),
                           scalarArg(st),
                           scalarArg(std::array<uint16_t, 4>{5, 6, 7, 0x8001}),
                           Arg{Arg::Scalar, bytesOf(v16), 0},
                           buf(bytesOf(in))};
  auto check = [&](const Buffers& out, const std::string& where) {
    auto r = valuesOf<uint16_t>(out[0]);
    size_t bad = 0;
    for (uint32_t i = 0; i < n; ++i) {
      const uint16_t w[13] = {0x4248, 0xc000, 0x7bff, in[i], cin[0], cin[i], 0x3555, roundHalf(1.0f / 3, Rte), 0x2345, 0x8001,
                              v16[15], v16[7], roundHalf(hval(in[i]) * hval(0x4248), Rte)};
      for (int k = 0; k < 13; ++k)
        if (r[i * 16 + k] != w[k] && ++bad <= 5)
          FAIL_CHECK(where << ": item " << i << " r[" << k << "] = " << hex16(r[i * 16 + k]) << ", want " << hex16(w[k]));
    }
    CHECK_MESSAGE(bad == 0, where << ": " << bad << " wrong");
  };
  bool live = test::haveTool("clang-19") && test::haveTool("ld.lld-19");
  for (const auto& t : test::codegenTargets()) {
    for (int opt : {0, 2}) {
      driver::CompileOptions co;
      co.target = t.id();
      co.optLevel = opt;
      auto obj = driver::compileOpenCL(src, "t.cl", co).object;
      std::string where = t.label() + " -O" + std::to_string(opt);
      checkArgs(explicitArgs(obj), where);
      check(runObject(obj, n, args), where);
    }
    if (!live) continue;
    auto theirs = clangObject(src, t, 2);
    checkArgs(explicitArgs(theirs), t.label() + " clang-19");
    check(runObject(theirs, n, args), t.label() + " clang-19");
  }
}

TEST_CASE("cl half: h literals round once from their digits (a tie, and digits just beside one)") {
  // 1 + 2^-11 is the tie between 0x3c00 and 0x3c01; the nearest double of the digits beside it
  // is the tie itself, so rounding through double would give 0x3c00 for both.
  const std::string src = R"(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global ushort* o) {
  o[0] = as_ushort(1.000488281250000000001h);
  o[1] = as_ushort(0x1.002p0h);
  o[2] = as_ushort(1.000488281249999999999h);
  o[3] = as_ushort(65519.99999999999999h);
  o[4] = as_ushort(65520.0h);
  o[5] = as_ushort(0x1p-25h);
  o[6] = as_ushort(2.98023223876953125000001e-8h);
  o[7] = as_ushort(HALF_MIN);
}
)";
  auto o = valuesOf<uint16_t>(runInInterpreter(src, 64, {buf(std::vector<uint8_t>(16))})[0]);
  const uint16_t want[8] = {0x3c01, 0x3c00, 0x3c00, 0x7bff, 0x7c00, 0x0000, 0x0001, 0x0400};
  for (int k = 0; k < 8; ++k) CHECK_MESSAGE(o[k] == want[k], "literal " << k << ": " << hex16(o[k]));
}
