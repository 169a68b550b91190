// End-to-end regressions of the compiler that the differential tester (tests/difftest) found,
// and kernels in the style of the sources PyOpenCL generates: each kernel is compiled from
// OpenCL C by driver::compileOpenCL for every target at -O0 and -O2, run in the functional
// simulator, and its output compared with a host computation (or, for clang's AMDGPU target
// built-ins, with the same source compiled by clang-19 and run in the simulator).
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "support/test_util.h"
#include "support/codegen_util.h"

using namespace gfxsim;

namespace {

// Runs kernel `k` of `src` over `grid` work-items (groups of 64) with an output buffer of
// `outWords` words (argument 0) and an input buffer `in` (argument 1); returns the output.
std::vector<uint32_t> runCl(const std::string& src, const test::CgTarget& t, int opt, const std::vector<uint32_t>& in,
                            size_t outWords, uint32_t grid) {
  driver::CompileOptions co;
  co.target = t.id();
  co.optLevel = opt;
  auto obj = driver::compileOpenCL(src, "t.cl", co).object;
  auto r = device::launchKernel(obj, "t.hsaco", test::outInLaunch(outWords * 4, in.data(), in.size() * 4, grid));
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  std::vector<uint32_t> v(outWords);
  std::memcpy(v.data(), r.buffers[0].data(), outWords * 4);
  return v;
}

// Every target x {-O0, -O2}: the kernel's output equals `want`.
void checkEverywhere(const std::string& src, const std::vector<uint32_t>& in, const std::vector<uint32_t>& want, uint32_t grid) {
  for (const auto& t : test::codegenTargets())
    for (int opt : {0, 2}) {
      INFO(t.label() << " -O" << opt);
      CHECK(runCl(src, t, opt, in, want.size(), grid) == want);
    }
}

std::vector<uint32_t> words(const std::vector<double>& d) {
  std::vector<uint32_t> w(d.size() * 2);
  std::memcpy(w.data(), d.data(), w.size() * 4);
  return w;
}

}  // namespace

TEST_CASE("cc regression: double x - 0.0 keeps the sign of -0.0 (difftest seed 105176)") {
  // v_add_f64 x, 0 (no v_sub_f64; the constant's negation was lost) turned -0.0 into +0.0.
  const std::string src = R"(
__kernel void k(__global double* out, __global const double* in) {
  uint i = get_global_id(0);
  double zero = (double)(get_global_id(0) % 1u);
  out[i] = in[i] - 0.0;
  out[i + 4] = in[i] - zero;
})";
  std::vector<double> in = {-0.0, 0.0, -1.5, 3.25}, want(8);
  volatile double z = 0.0;
  for (size_t i = 0; i < 4; ++i) want[i] = want[i + 4] = in[i] - z;
  checkEverywhere(src, words(in), words(want), 4);
}

TEST_CASE("cc regression: a v_div_scale is not reused from another block (difftest seeds 100282, 100929)") {
  // ISel shared the v_div_scale of a DivScale/DivScaleFlag pair with every later one of the
  // same (num, den, sel) in the function, also one in a block that had run under other lanes
  // (two arms of an if) or not dominating (an if-arm before the join): those lanes got inf.
  const std::string src = R"(
__kernel void k(__global float* out, __global const float* in) {
  uint i = get_global_id(0);
  float x = in[i];
  float a = 0.0f, b = 0.0f, c = 0.0f;
  if (i & 1u) a = x / 3.0f; else b = x / 3.0f;
  if (i & 2u) c = x / 5.0f;
  out[i] = a;
  out[i + 8] = b;
  out[i + 16] = c;
  out[i + 24] = x / 5.0f;
})";
  std::vector<float> in = {1.0f, 177.0f, -2.5f, 7.0f, 1e-3f, -1e6f, 0.0f, 3.0f}, want(32, 0.0f);
  volatile float three = 3.0f, five = 5.0f;
  for (size_t i = 0; i < 8; ++i) {
    (i & 1 ? want[i] : want[i + 8]) = in[i] / three;
    if (i & 2) want[i + 16] = in[i] / five;
    want[i + 24] = in[i] / five;
  }
  auto bits = [](const std::vector<float>& f) {
    std::vector<uint32_t> w(f.size());
    std::memcpy(w.data(), f.data(), w.size() * 4);
    return w;
  };
  checkEverywhere(src, bits(in), bits(want), 8);
}

TEST_CASE("cc regression: one constant f64 division in an if and after it (difftest seed 101152, -O0)") {
  const std::string src = R"(
__kernel void k(__global double* out, __global const uint* in) {
  uint i = get_global_id(0);
  double d = 0;
  if (in[i] & 1u) d = 14.234375 / 1246.0;
  d += 14.234375 / 1246.0;
  out[i] = d;
})";
  std::vector<uint32_t> in = {0, 1, 2, 3, 5, 8, 13, 21};
  volatile double num = 14.234375, den = 1246.0;
  std::vector<double> want(8);
  for (size_t i = 0; i < 8; ++i) want[i] = (in[i] & 1 ? num / den : 0.0) + num / den;
  checkEverywhere(src, in, words(want), 8);
}

TEST_CASE("cc regression: a uniform bool phi is a 0/1 value, not a lane mask, in wave32 too (difftest seed 309548)") {
  // A uniform I1 phi (from || on uniform operands) has a lane mask's size in wave32 (one
  // SGPR): it was merged under exec like a mask, so true became exec_lo, and in a partial wave
  // the inactive lanes' bits kept the register's old contents.
  const std::string src = R"(
__kernel void k(__global uint* out, __global const uint* in) {
  uint gid = get_global_id(0);
  uint grp = get_group_id(0);
  uint b = ((grp & 0x40000000u) == 0u) || (2468.0f < -482.0f);
  out[gid] = b;
  uint r = 5u;
  if (((grp & in[0]) != 0u) || (in[1] == 7u)) r = 9u;
  out[gid + 66u] = r;
})";
  std::vector<uint32_t> want(132);
  for (size_t i = 0; i < 66; ++i) {
    want[i] = 1;
    want[i + 66] = 5;
  }
  checkEverywhere(src, {0, 0}, want, 66);
}
// PyOpenCL-style kernels (written after the sources pyopencl 2022-2024 generates for
// pyopencl.array arithmetic on complex64, ReductionKernel, GenericScanKernel and the
// Random123 generators of pyopencl.clrandom): a header of complex helpers (a union of two
// aligned anonymous structs, helpers the kernel never calls among them), a work-group tree
// reduction with a long neutral element, an inclusive scan in local memory, and a counter
// generator taking generic pointers to private structs (at -O0 FLAT accesses to scratch). Each is compiled from OpenCL C for
// every target, run in the functional simulator, and compared with the host.
namespace {

const char* const kPyoclStyle = R"(
typedef union {
  struct { float x, y; } __attribute__((aligned(8)));
  struct { float real, imag; } __attribute__((aligned(8)));
} cfloat_t;
inline cfloat_t cfloat_new(float real, float imag) { cfloat_t r; r.real = real; r.imag = imag; return r; }
inline cfloat_t cfloat_mul(cfloat_t a, cfloat_t b) {
  return cfloat_new(a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real);
}
inline cfloat_t cfloat_add(cfloat_t a, cfloat_t b) { return cfloat_new(a.real + b.real, a.imag + b.imag); }
inline float cfloat_abs(cfloat_t a) { return hypot(a.real, a.imag); }  /* never called */

typedef struct { uint v[2]; } key_t;
typedef struct { uint v[4]; } ctr_t;
uint4 gen_bits(key_t* key, ctr_t* ctr) {
  union { ctr_t c; uint4 vec; } u;
  for (int r = 0; r < 4; ++r) u.c.v[r] = (ctr->v[r] ^ key->v[r & 1]) * 0x9E3779B1u + (uint)r;
  if (++ctr->v[0] == 0)
    if (++ctr->v[1] == 0) ++ctr->v[2];
  return u.vec;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void k(__global uint* out, __global const uint* in) {
  uint i = get_global_id(0), lid = get_local_id(0);
  // pyopencl.array complex64 a * b + a
  __global const cfloat_t* cin = (__global const cfloat_t*)in;
  __global cfloat_t* cout = (__global cfloat_t*)out;
  cfloat_t a = cin[i], b = cin[(i + 1) % 64];
  cout[i] = cfloat_add(cfloat_mul(a, b), a);
  // ReductionKernel: max over long, neutral -9223372036854775808
  __local long ldata[64];
  long acc = -9223372036854775808;
  acc = max(acc, (long)(int)in[i] - 1000);
  ldata[lid] = acc;
  for (uint s = 32; s > 0; s >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < s) ldata[lid] = max(ldata[lid], ldata[lid + s]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) ((__global long*)(out + 128))[get_group_id(0)] = ldata[0];
  // GenericScanKernel-like inclusive scan of a + b in local memory
  __local uint scan[2][64];
  uint cur = 0;
  scan[0][lid] = in[i] & 0xffu;
  for (uint d = 1; d < 64; d <<= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    uint v = scan[cur][lid];
    if (lid >= d) v += scan[cur][lid - d];
    scan[cur ^ 1][lid] = v;
    cur ^= 1;
  }
  out[136 + i] = scan[cur][lid];
#ifdef WITH_GENERATOR
  // clrandom: a counter generator advanced through generic pointers to private structs
  key_t key = {{i, 7u}};
  ctr_t ctr = {{0xfffffffeu, 0u, in[i], 3u}};
  uint4 r0 = gen_bits(&key, &ctr);
  uint4 r1 = gen_bits(&key, &ctr);
  uint4 r2 = gen_bits(&key, &ctr);
  out[200 + i] = r0.x ^ r1.y ^ r2.z ^ r2.w ^ ctr.v[0] ^ ctr.v[1];
#endif
}
)";

}  // namespace

TEST_CASE("codegen: PyOpenCL-style complex, reduction, scan and generator kernels run on every target") {
  const uint32_t n = 64;
  std::vector<uint32_t> in(2 * n);
  for (uint32_t j = 0; j < 2 * n; ++j) {
    float f = static_cast<float>(static_cast<int>(j * 37 % 23) - 11) * 0.25f;
    std::memcpy(&in[j], &f, 4);
  }
  // Host results.
  std::vector<uint32_t> want(264, 0);
  auto fl = [&](uint32_t w) { float f; std::memcpy(&f, &w, 4); return f; };
  for (uint32_t i = 0; i < n; ++i) {
    float ar = fl(in[2 * i]), ai = fl(in[2 * i + 1]);
    uint32_t k = (i + 1) % 64;
    float br = fl(in[2 * k]), bi = fl(in[2 * k + 1]);
    float rr = ar * br - ai * bi, ri = ar * bi + ai * br;
    rr = rr + ar;
    ri = ri + ai;
    std::memcpy(&want[2 * i], &rr, 4);
    std::memcpy(&want[2 * i + 1], &ri, 4);
  }
  int64_t mx = INT64_MIN;
  for (uint32_t i = 0; i < n; ++i) mx = std::max<int64_t>(mx, static_cast<int64_t>(static_cast<int32_t>(in[i])) - 1000);
  std::memcpy(&want[128], &mx, 8);
  uint32_t run = 0;
  for (uint32_t i = 0; i < n; ++i) want[136 + i] = (run += in[i] & 0xffu);
  for (uint32_t i = 0; i < n; ++i) {
    uint32_t key[2] = {i, 7u}, ctr[4] = {0xfffffffeu, 0u, in[i], 3u}, r[3][4];
    for (auto& rk : r) {
      for (uint32_t q = 0; q < 4; ++q) rk[q] = (ctr[q] ^ key[q & 1]) * 0x9E3779B1u + q;
      if (++ctr[0] == 0)
        if (++ctr[1] == 0) ++ctr[2];
    }
    want[200 + i] = r[0][0] ^ r[1][1] ^ r[2][2] ^ r[2][3] ^ ctr[0] ^ ctr[1];
  }
  for (const auto& t : test::codegenTargets()) {
    for (int opt : {0, 2}) {
      INFO(t.label() << " -O" << opt);
      // The generator's generic pointers to private structs: resolved to private ones at
      // -O2; at -O0 they stay generic and reach scratch through FLAT (GFX9/GFX10 kernels set
      // FLAT_SCRATCH up from flat_scratch_init, GFX11's is architected).
      std::string src = "#define WITH_GENERATOR\n" + std::string(kPyoclStyle);
      std::vector<uint32_t> expect = want;
      CHECK(runCl(src, t, opt, in, want.size(), n) == expect);
    }
  }
}

TEST_CASE("codegen: generic pointers to local memory go through the LDS aperture and back on every target") {
  // OpenCL C 2.0 generic pointers (6.5.5): a __local address converted to a generic one (the
  // flat address in the LDS aperture), used by a helper, cast back; null maps to null. At
  // -O0 the casts reach the back end (uniform and divergent ones); at -O2 most fold away.
  const std::string src = R"(
void bump(int* p, int v) { *p += v; }
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void k(__global uint* out, __global const uint* in) {
  __local int l[64];
  uint lid = get_local_id(0);
  l[lid] = (int)in[lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  int* g = &l[(lid + 1) % 64];
  bump(g, 1000);
  barrier(CLK_LOCAL_MEM_FENCE);
  __local int* back = (__local int*)g;
  int* u = l;
  int* nul = 0;
  __local int* ln = (__local int*)nul;
  out[lid] = (uint)(*back + (back == &l[(lid + 1) % 64]) * 100000);
  out[64 + lid] = (uint)u[lid] + (ln == 0) * 7 + (g != 0) * 70;
})";
  std::vector<uint32_t> in(64);
  for (uint32_t i = 0; i < 64; ++i) in[i] = i * 3 + 1;
  std::vector<uint32_t> want(128);
  for (uint32_t i = 0; i < 64; ++i) {
    want[i] = in[(i + 1) % 64] + 1000 + 100000;
    want[64 + i] = in[i] + 1000 + 77;
  }
  checkEverywhere(src, in, want, 64);
}

TEST_CASE("cc: clang's AMDGPU target built-ins match clang-19's kernels on every target (live, needs clang-19)") {
  if (!test::haveTool("clang-19") || !test::haveTool("ld.lld-19")) {
    MESSAGE("clang-19 or ld.lld-19 not found: skipped");
    return;
  }
  // Ids, the dispatch packet (hsa_kernel_dispatch_packet_t: workgroup_size_x at byte 4,
  // grid_size_x at 12), the hidden arguments (code object V5: hidden_block_count_x at 0),
  // the kernarg segment (the first explicit argument), mbcnt, ds_bpermute and s_barrier.
  const std::string src = R"(
__kernel void k(__global uint* out, __global const uint* in) {
  uint lid = __builtin_amdgcn_workitem_id_x(), grp = __builtin_amdgcn_workgroup_id_x();
  __constant ushort* d = (__constant ushort*)__builtin_amdgcn_dispatch_ptr();
  __constant uint* hidden = (__constant uint*)__builtin_amdgcn_implicitarg_ptr();
  __constant ulong* ka = (__constant ulong*)__builtin_amdgcn_kernarg_segment_ptr();
  uint i = grp * d[2] + lid;
  uint lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  int next = __builtin_amdgcn_ds_bpermute((int)((lane + 1) * 4), (int)in[i]);
  __builtin_amdgcn_s_barrier();
  out[i] = lid + grp * 1000 + __builtin_amdgcn_workitem_id_y() * 7 + __builtin_amdgcn_workgroup_id_y() * 9;
  out[128 + i] = ((__constant uint*)d)[3] + hidden[0] * 1000 + (ka[0] == (ulong)out) * 100000;
  out[256 + i] = lane + (uint)next * 100;
})";
  std::vector<uint32_t> in(128);
  for (uint32_t j = 0; j < 128; ++j) in[j] = j * 7 + 3;
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("gfxsim_amdgcn_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    std::ofstream f(dir / "t.cl");
    f << src;
  }
  for (const auto& t : test::codegenTargets()) {
    INFO(t.label());
    std::string flags = std::string("-mcpu=") + t.name + (std::string(t.name).rfind("gfx9", 0) == 0 ? "" : t.wave64 ? " -mwavefrontsize64" : " -mno-wavefrontsize64");
    std::string d = dir.string();
    std::string cmd = "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa " + flags +
                      " -nogpulib -Xclang -finclude-default-header -O2 -c '" + d + "/t.cl' -o '" + d + "/t.o' 2>&1 && ld.lld-19 -shared '" + d +
                      "/t.o' -o '" + d + "/t.hsaco' 2>&1";
    std::string log;
    REQUIRE_MESSAGE(test::runCommand(cmd, &log) == 0, log);
    std::ifstream obj(dir / "t.hsaco", std::ios::binary);
    std::vector<uint8_t> clangObj((std::istreambuf_iterator<char>(obj)), std::istreambuf_iterator<char>());
    device::LaunchRequest req;
    req.kernel = "k";
    req.geometry.grid = rt::Dim3{128, 1, 1};
    req.geometry.group = rt::Dim3{64, 1, 1};
    device::HostArg out, input;
    out.isBuffer = input.isBuffer = true;
    out.bytes.assign(384 * 4, 0);
    input.bytes.resize(in.size() * 4);
    std::memcpy(input.bytes.data(), in.data(), input.bytes.size());
    req.args = {out, input};
    auto r = device::launchKernel(clangObj, "clang.hsaco", req);
    REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
    std::vector<uint32_t> want(384);
    std::memcpy(want.data(), r.buffers[0].data(), want.size() * 4);
    CHECK(want[128] == 128 + 2 * 1000 + 100000);  // the oracle itself: grid size, groups, out
    for (int opt : {0, 2}) {
      INFO("-O" << opt);
      CHECK(runCl(src, t, opt, in, want.size(), 128) == want);
    }
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("codegen: branches beyond the 16-bit reach become long branches through s_setpc_b64 on every target") {
  // A loop around a divergent if whose body is ~140 KiB of code (3,000 dependent statements,
  // six instructions each): the if's s_cbranch_execz and the loop's back edge reach further
  // than a SOPP branch's ±128 KiB, so both go through s_getpc_b64/s_add/s_setpc_b64. (The
  // -O0 build of PyOpenCL's Threefry generator for gfx1100 did not assemble before.)
  std::string body;
  for (unsigned s = 0; s < 3000; ++s) body += "      x = (x * 2654435761u + (x >> 7)) ^ (i + " + std::to_string(s) + "u);\n";
  const std::string src = "__kernel void k(__global uint* out, __global const uint* in) {\n"
                          "  uint g = get_global_id(0), x = g;\n"
                          "  for (uint i = 0; i < in[0]; i++) {\n"
                          "    if ((g + i) % 3 != 0) {\n" + body + "    }\n  }\n  out[g] = x;\n}\n";
  const uint32_t n = 64, iterations = 3;
  std::vector<uint32_t> want(n);
  for (uint32_t g = 0; g < n; ++g) {
    uint32_t x = g;
    for (uint32_t i = 0; i < iterations; ++i)
      if ((g + i) % 3 != 0)
        for (uint32_t s = 0; s < 3000; ++s) x = (x * 2654435761u + (x >> 7)) ^ (i + s);
    want[g] = x;
  }
  for (const auto& t : test::codegenTargets()) {
    INFO(t.label());
    driver::CompileOptions co;
    co.target = t.id();
    co.optLevel = 2;
    co.wantObject = false;
    std::string text = driver::compileOpenCL(src, "t.cl", co).assembly;
    CHECK(text.find("s_setpc_b64") != std::string::npos);
    CHECK(text.find("s_cbranch_execnz") != std::string::npos);  // the inverted skip
    CHECK(runCl(src, t, 2, {iterations}, n, n) == want);
  }
}
