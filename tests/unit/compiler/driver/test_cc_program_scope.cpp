// Program-scope data and printf through gfxsim cc: __constant tables (arrays of scalars,
// vectors and structs, read at indices known only at run time), string literals, __constant
// pointer tables (relocated by the loader), __global and static variables, function-scope
// __constant and static ones; and printf. Each kernel is compiled by driver::compileOpenCL for
// every target (gfx900, gfx90a, gfx1030 and gfx1100 in wave32 and wave64) at -O0 and -O2, run
// in the functional simulator and checked against a host computation, and (live, where clang-19
// is installed) against the same source built by clang-19 and run the same way.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "codeobject/elf_reader.h"
#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "support/error.h"
#include "support/test_util.h"
#include "support/codegen_util.h"

using namespace gfxsim;

namespace {

const char* kTables = R"(
typedef struct { int a; float b; } pair;
__constant int lut[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};
__constant float4 vecs[3] = {(float4)(1.0f, 2.0f, 3.0f, 4.0f), (float4)(0.5f), (float4)(-1.0f, 0.0f, 1.0f, 2.0f)};
__constant pair pairs[2] = {{7, 0.25f}, {-3, 8.0f}};
__constant char greeting[] = "hello, " "world";
__constant char* const names[] = {"zero", "one", "two"};
__constant int* const second = &lut[1];
__global int counter = 100;
__global int scratch[256];
static __constant short small[4] = {-1, 2, -3, 4};

__kernel void k(__global int* out, __global const int* in) {
  int i = get_global_id(0);
  int j = in[i];
  __constant char* msg = "gfxsim";
  __constant uchar bits[4] = {0x80, 0x40, 0x20, 0x10};
  out[i * 8 + 0] = lut[j & 15] + second[j & 7];
  out[i * 8 + 1] = (int)(vecs[j % 3].y * 4.0f) + (int)vecs[j % 3].w;
  out[i * 8 + 2] = pairs[j & 1].a + (int)(pairs[j & 1].b * 4.0f);
  out[i * 8 + 3] = greeting[j % 12] + msg[j % 6] + "xyz"[j % 3];
  out[i * 8 + 4] = names[j % 3][1] + bits[j & 3];
  out[i * 8 + 5] = small[j & 3] + lut[3];
  scratch[i] = j * 3 + counter;
  out[i * 8 + 6] = scratch[i] - counter;
  out[i * 8 + 7] = counter;
}
)";

std::vector<int32_t> tablesInput(uint32_t n) {
  std::vector<int32_t> in(n);
  for (uint32_t i = 0; i < n; ++i) in[i] = static_cast<int32_t>(i * 7 + 3);
  return in;
}

// The host computation of kTables's kernel.
std::vector<int32_t> tablesWant(const std::vector<int32_t>& in) {
  const int lut[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};
  const float vy[3] = {2.0f, 0.5f, 0.0f}, vw[3] = {4.0f, 0.5f, 2.0f};
  const int pa[2] = {7, -3};
  const float pb[2] = {0.25f, 8.0f};
  const char* greeting = "hello, world";
  const char* names[3] = {"zero", "one", "two"};
  const int bits[4] = {0x80, 0x40, 0x20, 0x10};
  const int small[4] = {-1, 2, -3, 4};
  std::vector<int32_t> out;
  for (int32_t j : in) {
    out.push_back(lut[j & 15] + lut[1 + (j & 7)]);
    out.push_back(static_cast<int>(vy[j % 3] * 4.0f) + static_cast<int>(vw[j % 3]));
    out.push_back(pa[j & 1] + static_cast<int>(pb[j & 1] * 4.0f));
    out.push_back(greeting[j % 12] + "gfxsim"[j % 6] + "xyz"[j % 3]);
    out.push_back(names[j % 3][1] + bits[j & 3]);
    out.push_back(small[j & 3] + lut[3]);
    out.push_back(j * 3);
    out.push_back(100);
  }
  return out;
}

struct Run {
  std::vector<int32_t> out;
  std::string printed, warning;
};

Run runK(const std::vector<uint8_t>& obj, const std::string& name, const std::vector<int32_t>& in, size_t outWords) {
  auto r = device::launchKernel(obj, name, test::outInLaunch(outWords * 4, in.data(), in.size() * 4, static_cast<uint32_t>(in.size())));
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  Run run;
  run.out.resize(outWords);
  std::memcpy(run.out.data(), r.buffers[0].data(), outWords * 4);
  run.printed = r.printfText;
  run.warning = r.printfWarning;
  return run;
}

std::vector<uint8_t> ours(const std::string& src, const test::CgTarget& t, int opt) {
  driver::CompileOptions co;
  co.target = t.id();
  co.optLevel = opt;
  return driver::compileOpenCL(src, "t.cl", co).object;
}

// clang-19's build of `src` for t (-O2), with the workloads' prelude for the OpenCL built-ins
// and `extra` (more definitions clang needs without the ROCm device library). Empty when
// clang-19 is not installed.
std::vector<uint8_t> clangBuild(const std::string& src, const test::CgTarget& t, const std::string& extra = "") {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("gfxsim_progscope_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    std::ofstream f(dir / "t.cl");
    f << extra << src;
  }
  std::string flags = std::string("-mcpu=") + t.name +
                      (std::string(t.name).rfind("gfx9", 0) == 0 ? "" : t.wave64 ? " -mwavefrontsize64" : " -mno-wavefrontsize64");
  std::string d = dir.string();
  std::string cmd = "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa " + flags + " -nogpulib -include '" +
                    test::sourcePath("workloads/include/clang_prelude.h") + "' -O2 -c '" + d + "/t.cl' -o '" + d +
                    "/t.o' 2>&1 && ld.lld-19 -shared '" + d + "/t.o' -o '" + d + "/t.hsaco' 2>&1";
  std::string log;
  int rc = test::runCommand(cmd, &log);
  std::ifstream obj(dir / "t.hsaco", std::ios::binary);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(obj)), std::istreambuf_iterator<char>());
  std::filesystem::remove_all(dir);
  REQUIRE_MESSAGE(rc == 0, log);
  return bytes;
}

bool haveClang() { return test::haveTool("clang-19") && test::haveTool("ld.lld-19"); }

}  // namespace

TEST_CASE("cc program scope: tables, strings, pointer tables and __global variables on every target") {
  const std::vector<int32_t> in = tablesInput(128);
  const std::vector<int32_t> want = tablesWant(in);
  bool clang = haveClang();
  if (!clang) MESSAGE("clang-19 or ld.lld-19 not found: the comparison with clang-19's builds is skipped");
  for (const auto& t : test::codegenTargets()) {
    INFO(t.label());
    for (int opt : {0, 2}) {
      INFO("-O" << opt);
      CHECK(runK(ours(kTables, t, opt), "t.hsaco", in, want.size()).out == want);
    }
    if (clang) CHECK(runK(clangBuild(kTables, t), "clang.hsaco", in, want.size()).out == want);
  }
}

TEST_CASE("cc program scope: the data is where clang puts it") {
  test::CgTarget t{"gfx1030", false};
  auto obj = ours(kTables, t, 2);
  codeobj::CodeObject co = codeobj::readCodeObject(obj, "t.hsaco");
  auto section = [&](const char* sym) {
    const codeobj::ElfSymbol* s = co.findSymbol(sym);
    REQUIRE_MESSAGE(s, sym);
    return s->sectionName;
  };
  CHECK(section("lut") == ".rodata");
  CHECK(section("counter") == ".data");
  CHECK(section("scratch") == ".bss");
  CHECK(section("names") == ".data.rel.ro");  // pointers: relocated at load
  CHECK(co.findSymbol("scratch")->size == 1024);
  // PC-relative addressing, as clang's.
  driver::CompileOptions o;
  o.target = t.id();
  o.wantObject = false;
  std::string s = driver::compileOpenCL(kTables, "t.cl", o).assembly;
  CHECK(s.find("s_getpc_b64") != std::string::npos);
  CHECK(s.find("lut@rel32@lo+4") != std::string::npos);
  CHECK(s.find("lut@rel32@hi+12") != std::string::npos);
}

TEST_CASE("cc program scope: unsupported and invalid forms are located errors") {
  driver::CompileOptions o;
  o.target = test::CgTarget{"gfx900", true}.id();
  const std::pair<const char*, const char*> bad[] = {
      {"__constant int c;\n__kernel void k(__global int* o) { o[0] = c; }", "t.cl:1:16: error: variable in constant address space must be initialized"},
      {"__local int l;\n__kernel void k(__global int* o) { o[0] = l; }", "t.cl:1:13: error: program scope variable must reside in global or constant address space"},
      {"extern __global int e;\n__kernel void k(__global int* o) { o[0] = e; }", "t.cl:1:21: error: unsupported: extern program-scope variables"},
      {"__global int g = 1;\n__constant int* p = &g;\n__kernel void k(__global int* o) { o[0] = *p; }", "t.cl:2:17: error: initializing"},
      {"__kernel void k(__global int* o) { int x = 3; __constant int c = x; o[0] = c; }", "t.cl:1:66: error: initializer element is not a compile-time constant"},
      {"__kernel void k(__global int* o) { printf(\"%d %d\\n\", 1); }", "t.cl:1:43: error: more '%' conversions than data arguments"},
      {"__kernel void k(__global int* o) { printf(\"%q\\n\", 1); }", "t.cl:1:43: error: invalid printf format: unknown conversion 'q'"},
      {"__kernel void k(__global int* o, __constant char* f) { printf(f); }", "t.cl:1:63: error: unsupported: printf with a format that is not a string literal"},
      {"__kernel void k(__global int* o, __constant char* s) { printf(\"%s\", s); }", "t.cl:1:69: error: unsupported: a printf %s argument that is not a string literal"},
      {"__kernel void k(__global int* o) { printf(\"%v4hld\", (int2)(1, 2)); }", "t.cl:1:53: error: format '%v4hld' expects a vector of 4 elements"},
  };
  for (const auto& [src, want] : bad) {
    std::string source = src, expected = want;
    CAPTURE(source);
    try {
      driver::compileOpenCL(source, "t.cl", o);
      FAIL("compiled");
    } catch (const Error& e) {
      std::string got = e.what();
      CHECK_MESSAGE(got.rfind(expected, 0) == 0, got);
    }
  }
}

namespace {

// printf with every conversion family; each work-item prints one line (a record each).
const char* kPrintf = R"(
__kernel void k(__global int* out, __global const int* in) {
  int i = get_global_id(0);
  int v = in[i];
  float f = (float)v / 4.0f;
  out[i] = printf("i=%d u=%u x=%x X=%#X o=%o c=%c s=%s|%-6s| f=%.2f e=%e g=%g a=%a d=%.3f\n", i, (uint)v, v, v * 17, v,
                  'A' + i, "str", "ab", f, f * 1000.0f, (double)f, 0.5f, (double)v / 3.0);
  if (i == 1)
    printf("%hhd %hd %ld %lu %5.1f%% %v4hld %v2hlf %v3hhu [%s]\n", (char)-3, (short)-300, (long)v << 36,
           (ulong)-1, 12.34f, (int4)(1, -2, 3, v), (float2)(0.5f, -1.25f), (uchar3)(1, 2, 255), "");
}
)";

// The text, in record order: a wave's lanes print the first line in lane order, then work-item
// 1 its second line, before the next wave runs (waves of `waveSize` work-items).
std::string printfWant(const std::vector<int32_t>& in, size_t waveSize) {
  std::string s, special;
  char buf[512];
  for (size_t i = 0; i < in.size(); ++i) {
    int v = in[i];
    float f = static_cast<float>(v) / 4.0f;
    std::snprintf(buf, sizeof buf, "i=%d u=%u x=%x X=%#X o=%o c=%c s=%s|%-6s| f=%.2f e=%e g=%g a=%a d=%.3f\n", static_cast<int>(i),
                  static_cast<unsigned>(v), v, v * 17, v, static_cast<int>('A' + i), "str", "ab", static_cast<double>(f),
                  static_cast<double>(f * 1000.0f), static_cast<double>(f), 0.5, static_cast<double>(v) / 3.0);
    s += buf;
    if (i == 1) {
      std::snprintf(buf, sizeof buf, "%hhd %hd %lld %llu %5.1f%% %d,%d,%d,%d %f,%f %u,%u,%u [%s]\n", -3, -300,
                    static_cast<long long>(v) << 36, ~0ull, static_cast<double>(12.34f), 1, -2, 3, v, 0.5, -1.25, 1u, 2u, 255u, "");
      special = buf;
    }
    if (i + 1 == waveSize) s += special;
  }
  return s;
}

}  // namespace

TEST_CASE("cc printf: every conversion prints as the host C library prints, on every target") {
  // Records are printed in the order they were reserved: work-group by work-group, and in a
  // wave in lane order (the functional simulator runs one wave's lanes in order).
  const std::vector<int32_t> in = tablesInput(64);
  for (const auto& t : test::codegenTargets()) {
    INFO(t.label());
    const std::string want = printfWant(in, t.wave64 ? 64 : 32);
    for (int opt : {0, 2}) {
      INFO("-O" << opt);
      Run r = runK(ours(kPrintf, t, opt), "t.hsaco", in, in.size());
      CHECK(r.printed == want);
      CHECK(r.warning.empty());
      CHECK(r.out == std::vector<int32_t>(in.size(), 0));  // printf returned 0
    }
  }
}

TEST_CASE("cc printf: a full buffer keeps the records that fit and says so once") {
  // 1 MiB holds 65,535 records of 16 bytes (the header takes 8 bytes, and the device
  // library's test leaves 8 more): 65,536 work-items print one each.
  const char* src = R"(
__kernel void k(__global int* out, __global const int* in) {
  int i = get_global_id(0);
  out[i] = printf("%d %d %d\n", i, i, i);
})";
  std::vector<int32_t> in(65536, 0);
  Run r = runK(ours(src, test::CgTarget{"gfx1030", false}, 2), "t.hsaco", in, in.size());
  size_t lines = 0;
  for (char c : r.printed) lines += c == '\n';
  CHECK(lines == 65535);
  CHECK(r.warning.find("printf buffer full") != std::string::npos);
  CHECK(r.out[0] == 0);
  CHECK(r.out.back() == -1);  // the last one did not fit
}

TEST_CASE("cc printf: clang-19's printf kernels print the same text (live, needs clang-19)") {
  if (!haveClang()) {
    MESSAGE("clang-19 or ld.lld-19 not found: skipped");
    return;
  }
  // Without the ROCm device library: its __printf_alloc (code object V5: the buffer is the
  // hidden argument at implicit-argument offset 72), transcribed from the ROCm device
  // library's public source.
  const std::string alloc = R"(
__global char* __printf_alloc(uint bytes) {
  __global char* ptr = (__global char*)((__constant size_t*)__builtin_amdgcn_implicitarg_ptr())[9];
  uint size = ((__global uint*)ptr)[1];
  uint offset = __opencl_atomic_load((__global atomic_uint*)ptr, memory_order_relaxed, memory_scope_device);
  for (;;) {
    if (8 + offset + bytes > size) return NULL;
    if (__opencl_atomic_compare_exchange_strong((__global atomic_uint*)ptr, &offset, offset + bytes,
                                                memory_order_relaxed, memory_order_relaxed, memory_scope_device))
      break;
  }
  return ptr + 8 + offset;
}
)";
  const std::vector<int32_t> in = tablesInput(64);
  for (const auto& t : test::codegenTargets()) {
    INFO(t.label());
    const std::string want = printfWant(in, t.wave64 ? 64 : 32);
    Run r = runK(clangBuild(kPrintf, t, alloc), "clang.hsaco", in, in.size());
    CHECK(r.printed == want);
    CHECK(r.printed == runK(ours(kPrintf, t, 2), "t.hsaco", in, in.size()).printed);
  }
}
