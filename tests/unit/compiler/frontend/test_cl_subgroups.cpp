// Sub-groups (cl_khr_subgroups) and clang's AMDGPU target built-ins in gfxsim cc:
//  * live, against clang-19: the same OpenCL C source built by clang-19 (the sub-group
//    functions from ROCm's device library, Debian's rocm-device-libs) and by gfxsim cc at
//    -O0 and -O2, both code objects run in the functional simulator over grids with partial
//    work-groups and partial waves, for gfx900, gfx90a, gfx1030 and gfx1100 (RDNA in wave32
//    and wave64); the output buffers must be equal;
//  * the IR interpreter against the host's definition of each function, over active lanes
//    that are a wave's tail (partial waves) or any subset (non-uniform control flow), and
//    gfxsim cc's code in the simulator against the interpreter on the same kernels;
//  * one located error for each built-in a target lacks or a bad constant argument.
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "driver/driver.h"
#include "frontend/frontend.h"
#include "ir/interp.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "support/test_util.h"
#include "support/cl_util.h"
#include "support/clang_rocm.h"
#include "support/codegen_util.h"

using namespace gfxsim;

namespace {

namespace fs = std::filesystem;

struct Geometry {
  rt::Dim3 grid, group;
};

// A scratch directory for clang's files, removed at the end of the test.
struct TempDir {
  fs::path path;
  explicit TempDir(const std::string& tag)
      : path(fs::temp_directory_path() / fmt::format("gfxsim_{}_{}", tag, ::getpid())) {
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

// clang-19's code object for `src` (libDir: ROCm's device libraries, "" for -nogpulib).
std::vector<uint8_t> clangBuild(const TempDir& tmp, const std::string& src, const test::CgTarget& t, const std::string& libDir) {
  std::string log;
  std::vector<uint8_t> obj = test::clangCodeObject(tmp.path, "k.cl", src, t, libDir, "", &log);
  REQUIRE_MESSAGE(!obj.empty(), log);
  return obj;
}

std::vector<uint8_t> gfxsimBuild(const std::string& src, const test::CgTarget& t, int opt) {
  driver::CompileOptions co;
  co.target = t.id();
  co.optLevel = opt;
  return driver::compileOpenCL(src, "t.cl", co).object;
}

// Runs kernel `k` with an output buffer of `outBytes` (argument 0) and the input (argument 1);
// returns the output.
std::vector<uint8_t> runKernel(const std::vector<uint8_t>& obj, const std::string& k, const Geometry& g, size_t outBytes,
                               const std::vector<uint8_t>& in) {
  device::LaunchRequest req;
  req.kernel = k;
  req.geometry.grid = g.grid;
  req.geometry.group = g.group;
  device::HostArg out, input;
  out.isBuffer = input.isBuffer = true;
  out.bytes.assign(outBytes, 0xa5);
  input.bytes = in;
  req.args = {out, input};
  auto r = device::launchKernel(obj, "k.hsaco", req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  return r.buffers[0];
}

using cl::test::bytesOf;

// clang-19 and ld.lld-19 on PATH; says why the test is skipped when not.
bool haveClang() {
  if (test::haveTool("clang-19") && test::haveTool("ld.lld-19")) return true;
  MESSAGE("clang-19 or ld.lld-19 not found: skipped");
  return false;
}

// The first differing element of two buffers of T, for the failure message.
template <class T>
std::string firstDifference(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b, size_t perItem) {
  size_t n = std::min(a.size(), b.size()) / sizeof(T);
  for (size_t i = 0; i < n; ++i) {
    T x, y;
    std::memcpy(&x, a.data() + i * sizeof(T), sizeof(T));
    std::memcpy(&y, b.data() + i * sizeof(T), sizeof(T));
    if (x != y) return fmt::format("work-item {} slot {}: want {:#x}, got {:#x}", i / perItem, i % perItem, x, y);
  }
  return a.size() == b.size() ? "" : "sizes differ";
}

// The inputs: small integers, so that every float and double sum below is exact and any
// order of additions gives the same bits (OpenCL leaves the order of a float reduction open).
std::vector<int32_t> smallInts(size_t n) {
  std::vector<int32_t> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = static_cast<int32_t>((i * 37 + 11) % 101) - 50;
  return v;
}

// Every cl_khr_subgroups function, for each of the six types.
const char* const kSubGroupKernel = R"(
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#define SLOTS 72
#define ALL(T, X, BITS) { \
    T y = X; \
    o[k++] = BITS(sub_group_reduce_add(y)); o[k++] = BITS(sub_group_reduce_min(y)); \
    o[k++] = BITS(sub_group_reduce_max(y)); o[k++] = BITS(sub_group_scan_inclusive_add(y)); \
    o[k++] = BITS(sub_group_scan_inclusive_min(y)); o[k++] = BITS(sub_group_scan_inclusive_max(y)); \
    o[k++] = BITS(sub_group_scan_exclusive_add(y)); o[k++] = BITS(sub_group_scan_exclusive_min(y)); \
    o[k++] = BITS(sub_group_scan_exclusive_max(y)); \
    o[k++] = BITS(sub_group_broadcast(y, get_sub_group_size() / 2)); }
#define U32(x) ((ulong)(uint)(x))
#define F32(x) ((ulong)as_uint(x))
#define F64(x) as_ulong(x)
__kernel void sg(__global ulong* out, __global const int* in) {
  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  int v = in[i];
  __global ulong* o = out + i * SLOTS;
  o[0] = get_sub_group_size();
  o[1] = get_max_sub_group_size();
  o[2] = get_num_sub_groups();
  o[3] = get_enqueued_num_sub_groups();
  o[4] = get_sub_group_id();
  o[5] = get_sub_group_local_id();
  o[6] = sub_group_all(v > -45) | sub_group_any(v == 7) << 1 | sub_group_all(v != 3) << 2;
  int k = 7;
  ALL(int, v, U32)
  ALL(uint, (uint)v * 2654435761u, U32)
  ALL(long, (long)v * 0x100000001L, )
  ALL(ulong, (ulong)v * 0x9E3779B97F4A7C15UL, )
  ALL(float, (float)v * 0.25f, F32)
  ALL(double, (double)v * 0.125, F64)
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
}
)";
constexpr size_t kSubGroupSlots = 72;

}  // namespace

TEST_CASE("cl subgroups: the cl_khr_subgroups functions match clang-19 with ROCm's device library on every target, partial waves included (live, needs clang-19 and rocm-device-libs)") {
  if (!haveClang()) return;
  std::string installed = test::rocmBitcodeDir();
  if (installed.empty()) {
    MESSAGE("ROCm's device library bitcode (Debian: rocm-device-libs) not found: skipped");
    return;
  }
  TempDir tmp("subgroups");
  std::string why;
  std::string libs = test::deviceLibDir(tmp.path, installed, &why);
  REQUIRE_MESSAGE(!libs.empty(), why);
  // 1-D: groups of 48 (a full and a half wave in wave32, one partial wave64) and a last
  // group of 4; 2-D: groups of 8x6 cut to 8x3 at the edge (groups of 48 and 24). Partial in x
  // too (13x9: groups of 5x6, 5x3) only against the OpenCL definitions below: ROCm 5.2's
  // get_local_linear_id takes the enqueued x size there (4 * 8 for local id (0, 4) of a 5-wide
  // group, not 4 * 5), so its sub-group ids and sizes disagree with the lanes of the waves.
  const Geometry geoms[] = {{{100, 1, 1}, {48, 1, 1}}, {{16, 9, 1}, {8, 6, 1}}};
  std::vector<uint8_t> in = bytesOf(smallInts(256));
  for (const auto& t : test::codegenTargets()) {
    INFO(t.label());
    std::vector<uint8_t> ref = clangBuild(tmp, kSubGroupKernel, t, libs);
    std::vector<uint8_t> o0 = gfxsimBuild(kSubGroupKernel, t, 0), o2 = gfxsimBuild(kSubGroupKernel, t, 2);
    for (const Geometry& g : geoms) {
      size_t items = size_t{g.grid.x} * g.grid.y;
      size_t bytes = items * kSubGroupSlots * 8;
      INFO("grid " << g.grid.x << "x" << g.grid.y << ", groups " << g.group.x << "x" << g.group.y);
      std::vector<uint8_t> want = runKernel(ref, "sg", g, bytes, in);
      // The oracle itself: the sub-group size of the last item is what the geometry implies.
      uint64_t lastSize;
      std::memcpy(&lastSize, want.data() + (items - 1) * kSubGroupSlots * 8, 8);
      CHECK(lastSize >= 1);
      CHECK(lastSize <= (t.wave64 || std::string(t.name).rfind("gfx9", 0) == 0 ? 64u : 32u));
      for (const auto* obj : {&o0, &o2}) {
        INFO((obj == &o0 ? "-O0" : "-O2"));
        std::vector<uint8_t> got = runKernel(*obj, "sg", g, bytes, in);
        CHECK_MESSAGE(got == want, firstDifference<uint64_t>(want, got, kSubGroupSlots));
      }
    }
  }
}

TEST_CASE("cl subgroups: the sub-group queries follow the OpenCL definitions in groups partial in x and y") {
  const Geometry g{{13, 9, 1}, {8, 6, 1}};
  std::vector<uint8_t> in = bytesOf(smallInts(13 * 9));
  for (const auto& t : test::codegenTargets()) {
    const uint64_t w = t.wave64 || std::string(t.name).rfind("gfx9", 0) == 0 ? 64 : 32;
    std::vector<uint8_t> out = runKernel(gfxsimBuild(kSubGroupKernel, t, 2), "sg", g, 13 * 9 * kSubGroupSlots * 8, in);
    for (uint32_t y = 0; y < 9; ++y)
      for (uint32_t x = 0; x < 13; ++x) {
        // The group's actual size, the item's linear local id (x fastest) and its wave.
        uint64_t sx = x < 8 ? 8 : 5, sy = y < 6 ? 6 : 3, items = sx * sy, lin = (y % 6) * sx + x % 8;
        uint64_t want[6] = {std::min(w, items - lin / w * w), std::min<uint64_t>(w, 48), (items + w - 1) / w,
                            (48 + w - 1) / w, lin / w, lin % w};
        uint64_t got[6];
        std::memcpy(got, out.data() + (y * 13 + x) * kSubGroupSlots * 8, sizeof got);
        for (int k = 0; k < 6; ++k) {
          INFO(t.label() << " item (" << x << "," << y << ") query " << k);
          CHECK(got[k] == want[k]);
        }
      }
  }
}

namespace {

// clang's AMDGPU target built-ins (other than the ids and pointers test_cc_regressions.cpp
// covers). Every value is one both compilers must give bit for bit: DPP moves whose
// unwritten lanes keep a given value or get 0 (bound_ctrl), lanes read that are active,
// the hardware's transcendental and division helpers, the bit helpers.
const char* const kAmdgcnKernel = R"(
__kernel void amd(__global uint* out, __global const int* in) {
  /* No OpenCL library functions: clang builds this without ROCm's device library. */
  uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  int v = in[i];
  __global uint* o = out + i * 64;
  uint lane = __builtin_amdgcn_mbcnt_lo(~0u, 0u);
#if __AMDGCN_WAVEFRONT_SIZE == 64
  lane = __builtin_amdgcn_mbcnt_hi(~0u, lane);
#endif
  /* Lanes 0-3 are active in every wave of the launch (its smallest wave has 4 items). */
  uint last = 3;
  uint u = (uint)v * 2654435761u, w = (uint)(v + 77) * 40503u;
  o[0] = __builtin_amdgcn_wavefrontsize();
  o[1] = __builtin_amdgcn_readfirstlane(v);
  o[2] = __builtin_amdgcn_readlane(v, last);
  o[3] = __builtin_amdgcn_readlane(v * 3, __builtin_amdgcn_readfirstlane((int)lane + 5) % (last + 1));
  o[4] = __builtin_amdgcn_ds_permute((int)(lane ^ 1) * 4, v);
  o[5] = __builtin_amdgcn_ds_bpermute((int)((lane + 5) % 32) * 4, v);
  o[6] = __builtin_amdgcn_ds_swizzle(v, 0x041f);   /* BITMASK: swap neighbours */
  o[7] = __builtin_amdgcn_ds_swizzle(v, 0x801b);   /* QUAD_PERM 3,2,1,0 */
  o[8] = __builtin_amdgcn_mov_dpp(v, 0x111, 0xf, 0xf, true);              /* row_shr:1, bound_ctrl */
  o[9] = __builtin_amdgcn_update_dpp(v + 1000, v, 0x101, 0xf, 0xf, false); /* row_shl:1, keep old */
  o[10] = __builtin_amdgcn_update_dpp(-1, v, 0x1b, 0xa, 0x5, false);      /* row and bank masks */
  o[11] = __builtin_amdgcn_update_dpp(v, v * 2, 0x140, 0xf, 0xf, false);  /* row_mirror */
  o[12] = __builtin_amdgcn_update_dpp(v, v * 5, 0x12b, 0xf, 0xf, false);  /* row_ror:11 */
#if defined(__GFX9__)
  o[13] = __builtin_amdgcn_update_dpp(7, v, 0x138, 0xf, 0xf, false);      /* wave_shr:1 */
  o[14] = __builtin_amdgcn_update_dpp(7, v, 0x142, 0xa, 0xf, false);      /* row_bcast:15 */
  o[15] = __builtin_amdgcn_update_dpp(7, v, 0x134, 0xf, 0xf, false);      /* wave_rol:1 */
#else
  o[13] = __builtin_amdgcn_update_dpp(7, v, 0x152, 0xf, 0xf, false);      /* row_share:2 */
  o[14] = __builtin_amdgcn_update_dpp(7, v, 0x163, 0xf, 0xf, false);      /* row_xmask:3 */
#endif
#if defined(__gfx90a__)
  o[16] = __builtin_amdgcn_update_dpp(7, v, 0x153, 0xf, 0xf, false);      /* row_newbcast:3 */
#endif
  ulong b = __builtin_amdgcn_ballot_w64(v > 0);
  o[17] = (uint)b;
  o[18] = (uint)(b >> 32);
#if __AMDGCN_WAVEFRONT_SIZE == 32
  o[19] = __builtin_amdgcn_ballot_w32(v < 0);
#endif
  o[20] = (uint)__builtin_amdgcn_uicmp((uint)v, 5u, 34);          /* ugt */
  o[21] = (uint)(__builtin_amdgcn_sicmpl((long)v, -3L, 40) >> 1);  /* slt */
  o[22] = (uint)__builtin_amdgcn_fcmpf((float)v, 0.5f, 4);          /* olt */
  o[23] = (uint)__builtin_amdgcn_sicmp(v, 0, 32);                   /* eq */
  o[24] = __builtin_amdgcn_read_exec_lo();
  o[25] = __builtin_amdgcn_read_exec_hi();
  o[26] = __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workgroup_size_y() * 1000;
  o[27] = __builtin_amdgcn_grid_size_x() + __builtin_amdgcn_grid_size_z() * 1000;
  float f = (float)v * 0.37f + 0.5f;
  o[28] = as_uint(__builtin_amdgcn_fmed3f(f, 1.0f, -2.0f));
  o[29] = as_uint(__builtin_amdgcn_rcpf(f));
  float af = f < 0.0f ? -f : f;
  o[30] = as_uint(__builtin_amdgcn_sqrtf(af));
  o[31] = as_uint(__builtin_amdgcn_rsqf(af + 1.0f));
  o[32] = as_uint(__builtin_amdgcn_ldexpf(f, v));
  o[33] = as_uint(__builtin_amdgcn_frexp_mantf(f));
  o[34] = (uint)__builtin_amdgcn_frexp_expf(f);
  bool flag;
  o[35] = as_uint(__builtin_amdgcn_div_scalef(f, 3.0f, true, &flag));
  o[36] = flag;
  o[37] = as_uint(__builtin_amdgcn_div_fmasf(f, 2.0f, 1.0f, (v & 1) != 0));
  o[38] = as_uint(__builtin_amdgcn_div_fixupf(f, 3.0f, 7.0f));
  o[39] = __builtin_amdgcn_ubfe(u, lane & 31, 7);
  o[40] = (uint)__builtin_amdgcn_sbfe((int)w, 3, lane % 20);
  o[41] = __builtin_amdgcn_alignbit(u, w, lane);
  o[42] = __builtin_amdgcn_alignbyte(u, w, lane);
  o[43] = __builtin_amdgcn_lerp(u, w, lane * 0x01010101u);
  o[44] = __builtin_amdgcn_perm(u, w, 0x0c0d0506u + lane);
  double d = (double)f;
  double ad = (double)af;
  ulong dr = as_ulong(__builtin_amdgcn_rcp(d)), ds = as_ulong(__builtin_amdgcn_sqrt(ad));
  ulong dq = as_ulong(__builtin_amdgcn_rsq(ad + 1.0)), dl = as_ulong(__builtin_amdgcn_ldexp(d, -v));
  o[45] = (uint)dr; o[46] = (uint)(dr >> 32); o[47] = (uint)ds; o[48] = (uint)(ds >> 32);
  o[49] = (uint)dq; o[50] = (uint)(dq >> 32); o[51] = (uint)dl; o[52] = (uint)(dl >> 32);
  ulong dm = as_ulong(__builtin_amdgcn_frexp_mant(d));
  o[53] = (uint)dm; o[54] = (uint)(dm >> 32); o[55] = (uint)__builtin_amdgcn_frexp_exp(d);
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_sleep(1);
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent-one-as");
  o[56] = __builtin_amdgcn_readfirstlane((int)(lane * 7 + 3));
  o[57] = __builtin_amdgcn_readlane(v, 0);
}
)";
constexpr size_t kAmdgcnSlots = 64;

}  // namespace

TEST_CASE("cl subgroups: clang's AMDGPU cross-lane, DPP, compare, math and bit built-ins match clang-19 on every target (live, needs clang-19)") {
  if (!haveClang()) return;
  TempDir tmp("amdgcn");
  const Geometry g{{100, 1, 1}, {48, 1, 1}};
  std::vector<uint8_t> in = bytesOf(smallInts(128));
  for (const auto& t : test::codegenTargets()) {
    INFO(t.label());
    std::vector<uint8_t> want = runKernel(clangBuild(tmp, kAmdgcnKernel, t, ""), "amd", g, 100 * kAmdgcnSlots * 4, in);
    for (int opt : {0, 2}) {
      INFO("-O" << opt);
      std::vector<uint8_t> got = runKernel(gfxsimBuild(kAmdgcnKernel, t, opt), "amd", g, 100 * kAmdgcnSlots * 4, in);
      CHECK_MESSAGE(got == want, firstDifference<uint32_t>(want, got, kAmdgcnSlots));
    }
  }
}

namespace {

// Sub-group functions where only some lanes of a wave take part: a divergent branch, a
// loop whose lanes leave in different iterations, and a whole-wave sequence while other lanes
// hold values in registers (their phi is written on the other path). OpenCL leaves such uses
// undefined; gfxsim defines them over the active lanes, as clang's non-uniform sub-group
// operations are, and the interpreter is the reference.
const char* const kNonUniformKernel = R"(
__kernel void nu(__global long* out, __global const int* in) {
  size_t i = get_global_id(0);
  int v = in[i];
  long r0 = -1, r1 = -1, r2 = -1, r3 = -1;
  if (v % 3 != 0) {
    r0 = sub_group_reduce_add(v);
    r1 = sub_group_scan_inclusive_max((long)v * 3);
    r2 = as_uint(sub_group_scan_exclusive_add((float)v));
    r3 = __builtin_amdgcn_readfirstlane(v) + sub_group_all(v > 0) * 1000 + sub_group_any(v == 10) * 10000;
  }
  int acc = 0;
  for (int k = 0; k < (v & 7) + 1; ++k) acc += sub_group_reduce_max(v + k);
  int t = v * 7, s = 0;
  if (v & 1) t = t + 1;
  else s = sub_group_reduce_min(v);
  __global long* o = out + i * 6;
  o[0] = r0; o[1] = r1; o[2] = r2; o[3] = r3; o[4] = acc; o[5] = (long)t + (long)s * 100000;
}
)";

// The host's reference for kNonUniformKernel over waves of `wave` consecutive items.
std::vector<int64_t> nonUniformReference(const std::vector<int32_t>& in, size_t n, size_t group, unsigned wave) {
  std::vector<int64_t> out(n * 6);
  for (size_t g0 = 0; g0 < n; g0 += group)
    for (size_t w0 = g0; w0 < std::min(n, g0 + group); w0 += wave) {
      size_t w1 = std::min({n, g0 + group, w0 + wave});
      auto lanes = [&](auto pred) {
        std::vector<size_t> l;
        for (size_t i = w0; i < w1; ++i)
          if (pred(in[i])) l.push_back(i);
        return l;
      };
      std::vector<size_t> a = lanes([](int v) { return v % 3 != 0; });
      int64_t sum = 0, mx = INT64_MIN;
      float fsum = 0.0f;
      int32_t first = a.empty() ? 0 : in[a.front()];
      bool all = true, any = false;
      for (size_t i : a) {
        sum += in[i];
        all = all && in[i] > 0;
        any = any || in[i] == 10;
      }
      for (size_t i : a) {
        int64_t& o = out[i * 6];
        mx = std::max<int64_t>(mx, int64_t{in[i]} * 3);
        o = static_cast<int32_t>(sum);
        out[i * 6 + 1] = mx;
        out[i * 6 + 2] = std::bit_cast<uint32_t>(fsum);
        fsum += static_cast<float>(in[i]);
        out[i * 6 + 3] = first + all * 1000 + any * 10000;
      }
      for (size_t i = w0; i < w1; ++i)
        if (in[i] % 3 == 0)
          for (int k = 0; k < 4; ++k) out[i * 6 + k] = -1;
      for (size_t i = w0; i < w1; ++i) {
        int64_t acc = 0;
        for (int k = 0; k < (in[i] & 7) + 1; ++k) {
          int32_t m = INT32_MIN;
          for (size_t j = w0; j < w1; ++j)
            if ((in[j] & 7) + 1 > k) m = std::max(m, in[j] + k);
          acc += m;
        }
        out[i * 6 + 4] = static_cast<int32_t>(acc);
        int32_t mn = INT32_MAX;
        for (size_t j = w0; j < w1; ++j)
          if (!(in[j] & 1)) mn = std::min(mn, in[j]);
        out[i * 6 + 5] = (in[i] & 1) ? int64_t{in[i]} * 7 + 1 : int64_t{in[i]} * 7 + int64_t{mn} * 100000;
      }
    }
  return out;
}

}  // namespace

TEST_CASE("cl subgroups: sub-group functions over a divergent subset of the wave: interpreter, gfxsim cc on every target and the host agree") {
  const size_t n = 100, group = 48;
  std::vector<int32_t> in = smallInts(n);
  for (unsigned wave : {32u, 64u}) {
    INFO("interpreter, wave" << wave);
    cl::CompileOptions fo;
    ir::Module m = cl::compileToIr(kNonUniformKernel, "t.cl", fo);
    ir::InterpMemory mem;
    uint64_t out = mem.allocate(n * 6 * 8, 256, "out");
    uint64_t inp = mem.allocate(n * 4, 256, "in");
    mem.write(inp, in.data(), n * 4);
    ir::InterpLaunch l;
    l.grid[0] = n;
    l.group[0] = group;
    l.waveSize = wave;
    l.args = {out, inp};
    ir::InterpResult r = ir::interpret(m.functions[0], mem, l);
    REQUIRE_MESSAGE(r.ok, r.error);
    std::vector<int64_t> got(n * 6);
    mem.read(out, got.data(), n * 6 * 8);
    std::vector<int64_t> want = nonUniformReference(in, n, group, wave);
    CHECK_MESSAGE(got == want, firstDifference<int64_t>(bytesOf(want), bytesOf(got), 6));
  }
  for (const auto& t : test::codegenTargets()) {
    unsigned wave = t.wave64 || std::string(t.name).rfind("gfx9", 0) == 0 ? 64 : 32;
    std::vector<int64_t> want = nonUniformReference(in, n, group, wave);
    for (int opt : {0, 2}) {
      INFO(t.label() << " -O" << opt);
      std::vector<uint8_t> o = runKernel(gfxsimBuild(kNonUniformKernel, t, opt), "nu", Geometry{{100, 1, 1}, {48, 1, 1}},
                                         n * 6 * 8, bytesOf(in));
      std::vector<int64_t> got(n * 6);
      std::memcpy(got.data(), o.data(), o.size());
      CHECK_MESSAGE(got == want, firstDifference<int64_t>(bytesOf(want), bytesOf(got), 6));
    }
  }
}

TEST_CASE("cl subgroups: built-ins a target lacks and bad constant arguments give one located error") {
  struct Case {
    const char* target;
    bool wave64;
    std::string body;
    std::string at;     // where the error points: the first occurrence of this text in body
    std::string error;  // the message after "t.cl:3:COL: error: "
  };
  const std::string pre = "__kernel void k(__global ulong* o, __global int* p) {\n  int x = p[0];\n  ";
  const Case cases[] = {
      {"gfx1100", false, "o[0] = __builtin_amdgcn_s_memtime();", "__builtin",
       "'__builtin_amdgcn_s_memtime' needs target feature s-memtime-inst"},
      {"gfx1100", true, "o[0] = __builtin_amdgcn_s_memrealtime();", "__builtin",
       "'__builtin_amdgcn_s_memrealtime' needs target feature s-memrealtime"},
      {"gfx900", true, "o[0] = __builtin_amdgcn_ballot_w32(x > 0);", "__builtin",
       "'__builtin_amdgcn_ballot_w32' needs target feature wavefrontsize32"},
      {"gfx1030", true, "o[0] = __builtin_amdgcn_ballot_w32(x > 0);", "__builtin",
       "'__builtin_amdgcn_ballot_w32' needs target feature wavefrontsize32"},
      {"gfx1030", false, "o[0] = __builtin_amdgcn_mov_dpp(x, 0x130, 15, 15, false);", "0x130",
       "invalid dpp_ctrl value 304 for '__builtin_amdgcn_mov_dpp': wavefront shifts are not supported on GFX10+"},
      {"gfx1100", false, "o[0] = __builtin_amdgcn_update_dpp(x, x, 0x143, 15, 15, false);", "0x143",
       "invalid dpp_ctrl value 323 for '__builtin_amdgcn_update_dpp': broadcasts are not supported on GFX10+"},
      {"gfx900", true, "o[0] = __builtin_amdgcn_mov_dpp(x, 0x151, 15, 15, false);", "0x151",
       "invalid dpp_ctrl value 337 for '__builtin_amdgcn_mov_dpp': row_newbroadcast/row_share is not supported before GFX90A/GFX10"},
      {"gfx90a", true, "o[0] = __builtin_amdgcn_mov_dpp(x, 0x161, 15, 15, false);", "0x161",
       "invalid dpp_ctrl value 353 for '__builtin_amdgcn_mov_dpp': row_share and row_xmask are not supported before GFX10"},
      {"gfx900", true, "o[0] = __builtin_amdgcn_mov_dpp(x, 0x100, 15, 15, false);", "0x100",
       "invalid dpp_ctrl value 256 for '__builtin_amdgcn_mov_dpp'"},
      {"gfx900", true, "o[0] = __builtin_amdgcn_mov_dpp(x, x, 15, 15, false);", "x, 15",
       "argument to '__builtin_amdgcn_mov_dpp' must be a constant integer"},
      {"gfx900", true, "o[0] = __builtin_amdgcn_ds_swizzle(x, x);", "x);",
       "argument to '__builtin_amdgcn_ds_swizzle' must be a constant integer"},
      {"gfx1030", false, "o[0] = __builtin_amdgcn_ds_swizzle(x, 0xc010);", "0xc010",
       "unsupported: '__builtin_amdgcn_ds_swizzle' pattern 49168 (the rotate and FFT modes, offsets 0xc000 and up)"},
      {"gfx900", true, "__builtin_amdgcn_fence(__ATOMIC_SEQ_CST, \"bogus\");", "\"bogus",
       "unsupported atomic synchronization scope 'bogus'"},
      {"gfx900", true, "__builtin_amdgcn_fence(__ATOMIC_RELAXED, \"agent\");", "__ATOMIC",
       "memory order argument to atomic operation is invalid"},
      {"gfx900", true, "__builtin_amdgcn_fence(__ATOMIC_SEQ_CST, 3);", "3)",
       "incompatible integer to pointer conversion passing 'int' to parameter of type 'const char *'"},
      {"gfx900", true, "o[0] = __builtin_amdgcn_uicmp(x, 3, 7);", "7)",
       "invalid comparison predicate 7 for '__builtin_amdgcn_uicmp'"},
      {"gfx1030", false, "o[0] = sub_group_reduce_add((int2)(x, x)).x;", "(x, x)",
       "no matching built-in 'sub_group_reduce_add' for an argument of type 'int2'"},
      {"gfx1030", false, "o[0] = sub_group_shuffle(x, 3);", "sub_group",
       "unsupported: built-in function 'sub_group_shuffle'"},
      {"gfx1100", false, "o[0] = __builtin_amdgcn_permlanex16(x, x, 0, 0, false, false);", "__builtin",
       "unsupported: built-in function '__builtin_amdgcn_permlanex16'"},
  };
  for (const Case& c : cases) {
    INFO(c.target << (c.wave64 ? " wave64: " : ": ") << c.body);
    test::CgTarget t{c.target, c.wave64};
    std::string err;
    try {
      gfxsimBuild(pre + c.body + "\n}\n", t, 2);
    } catch (const Error& e) {
      err = e.what();
    }
    CHECK(err == fmt::format("t.cl:3:{}: error: {}", 3 + c.body.find(c.at), c.error));
  }
}

TEST_CASE("cl subgroups: s_getpc, s_memtime and s_memrealtime read the simulated PC and clocks") {
  // No two compilers agree on these values: the PCs are 4-aligned, increase along the code
  // and stay within a small kernel; the clocks never run backwards (gfx1100 has no
  // s_memtime or s_memrealtime: the test of the errors above).
  const std::string src = R"(
__kernel void t(__global ulong* o, __global const int* in) {
  size_t i = get_global_id(0);
  ulong pc0 = __builtin_amdgcn_s_getpc();
#ifndef __gfx1100__
  ulong t0 = __builtin_amdgcn_s_memtime(), r0 = __builtin_amdgcn_s_memrealtime();
#else
  ulong t0 = 0, r0 = 0;
#endif
  int v = in[i];
  for (int k = 0; k < (v & 15); ++k) v = v * 3 + k;
  __builtin_amdgcn_s_sleep(2);
#ifndef __gfx1100__
  ulong t1 = __builtin_amdgcn_s_memtime(), r1 = __builtin_amdgcn_s_memrealtime();
#else
  ulong t1 = 0, r1 = 0;
#endif
  ulong pc1 = __builtin_amdgcn_s_getpc();
  o[i * 5] = pc0; o[i * 5 + 1] = pc1; o[i * 5 + 2] = t1 >= t0; o[i * 5 + 3] = r1 >= r0; o[i * 5 + 4] = v;
}
)";
  std::vector<int32_t> in = smallInts(64);
  for (const auto& t : test::codegenTargets())
    for (int opt : {0, 2}) {
      INFO(t.label() << " -O" << opt);
      std::vector<uint8_t> o = runKernel(gfxsimBuild(src, t, opt), "t", Geometry{{64, 1, 1}, {64, 1, 1}}, 64 * 5 * 8, bytesOf(in));
      std::vector<uint64_t> r(64 * 5);
      std::memcpy(r.data(), o.data(), o.size());
      for (size_t i = 0; i < 64; ++i) {
        CHECK(r[i * 5] % 4 == 0);
        CHECK(r[i * 5 + 1] > r[i * 5]);
        CHECK(r[i * 5 + 1] - r[i * 5] < 4096);
        CHECK(r[i * 5 + 2] == 1);
        CHECK(r[i * 5 + 3] == 1);
      }
    }
}
