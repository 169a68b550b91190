// Limits and messages past the assembler, on hostile input: the compiler, the
// loader, the simulator and the litmus lowering each refuse what they cannot do with a
// one-line message naming the file, the place and the limit (clang-19 is the oracle for which
// kernels the compiler refuses and with which words).
#include <doctest/doctest.h>

#include <chrono>
#include <fstream>

#include "codeobject/metadata.h"
#include "codeobject/msgpack_doc.h"
#include "driver/driver.h"
#include "runtime/device/launch.h"
#include "isa/target.h"
#include "support/asm_kernel.h"
#include "support/error.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

std::string compileError(const std::string& src, const std::string& target, int opt, bool wave64 = false) {
  driver::CompileOptions o;
  std::string why;
  o.target = *isa::parseTargetId(target, &why);
  o.target.wave64 = wave64 || !o.target.info->wave32Default;
  o.optLevel = opt;
  try {
    (void)driver::compileOpenCL(src, "x.cl", o);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

// clang-19's first diagnostic for the same source ("" when it compiles).
std::string clangError(const std::string& src, const std::string& target, int opt, bool wave64) {
  std::string in = test::tempPath("x.cl"), out;
  std::ofstream(in, std::ios::binary) << src;
  int rc = test::runCommand("cd " + test::tempPath("") + " && clang-19 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -mcpu=" + target +
                                (wave64 ? " -mwavefrontsize64" : "") + " -O" + std::to_string(opt) + " -c x.cl -o x.o 2>&1",
                            &out);
  if (rc == 0) return "";
  return out.substr(0, out.find('\n'));
}

unsigned lines(const std::string& s) {
  unsigned n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

}  // namespace

TEST_CASE("gfxsim cc refuses at compile time what no device can hold, as clang-19 does") {
  struct Case {
    const char* what;
    std::string src;
    const char* error;  // gfxsim's message without "x.cl:1:15: error: " ("" when it compiles)
  } cases[] = {
      {"a 400 MB __local array",
       "__kernel void k(__global int* p) {\n  __local int big[100000000];\n  big[p[0]] = 1;\n  p[1] = big[p[2]];\n}\n",
       "local memory (400000000) exceeds limit (65536) in 'k'"},
      {"a 71,680-byte __local array",
       "__kernel void k(__global int* p) {\n  __local int big[17920];\n  big[p[0]] = 1;\n  p[1] = big[p[2]];\n}\n",
       "local memory (71680) exceeds limit (65536) in 'k'"},
      {"two __local arrays of exactly 64 KiB",
       "__kernel void k(__global int* p) {\n  __local int a[8192];\n  __local int b[8192];\n  a[p[0]] = 1; b[p[0]] = 2;\n"
       "  p[1] = a[p[2]] + b[p[3]];\n}\n",
       ""},
      {"a 400 MB array inside a private struct",
       "struct S { int a[100000000]; };\n__kernel void k(__global int* p) {\n  struct S s;\n  s.a[p[0]] = 1;\n  p[1] = s.a[p[2]];\n}\n",
       "stack frame size"},
      {"a 4 MB private array", "__kernel void k(__global int* p) {\n  int a[1000000];\n  a[p[0]] = 1;\n  p[1] = a[p[2]];\n}\n",
       "stack frame size"},
      {"five 800 MB private arrays (4 GB: more than 32 bits of frame)",
       "__kernel void k(__global int* p) {\n  int a[200000000], b[200000000], c[200000000], d[200000000], e[200000000];\n"
       "  a[p[0]] = 1; b[p[0]] = 1; c[p[0]] = 1; d[p[0]] = 1; e[p[0]] = 1;\n  p[1] = a[p[2]] + b[p[2]] + c[p[2]] + d[p[2]] + e[p[2]];\n}\n",
       "stack frame size"},
  };
  bool clang = test::haveTool("clang-19");
  for (const auto& c : cases)
    for (int opt : {0, 2}) {
      std::string msg = compileError(c.src, "gfx900", opt);
      INFO(std::string(c.what) << " -O" << opt << ": " << msg);
      if (!*c.error) {
        CHECK(msg.empty());
      } else {
        // At the kernel's name, as clang-19 puts its local-memory error.
        int line = c.src.starts_with("struct") ? 2 : 1;
        CHECK(msg.starts_with("x.cl:" + std::to_string(line) + ":15: error: " + c.error));
        CHECK(lines(msg) == 0);
      }
      if (!clang) continue;
      std::string theirs = clangError(c.src, "gfx900", opt, false);
      INFO("clang-19: " << theirs);
      CHECK(theirs.empty() == msg.empty());
      if (std::string(c.error).starts_with("local")) CHECK(theirs == msg);
    }
}

TEST_CASE("gfxsim cc: the private-memory limit is the target's, as clang-19 computes it") {
  const std::string src = "__kernel void k(__global int* p) {\n  int a[1000000];\n  a[p[0]] = 1;\n  p[1] = a[p[2]];\n}\n";
  struct T {
    const char* target;
    bool wave64;
    const char* limit;
  } targets[] = {{"gfx900", true, "131056"},  {"gfx90a", true, "131056"},   {"gfx1030", false, "262112"},
                 {"gfx1030", true, "131056"}, {"gfx1100", false, "262136"}, {"gfx1100", true, "131068"}};
  for (const auto& t : targets) {
    std::string msg = compileError(src, t.target, 2, t.wave64);
    INFO(std::string(t.target) << (t.wave64 ? " wave64: " : ": ") << msg);
    CHECK(msg.find("exceeds limit (" + std::string(t.limit) + ") in function 'k'") != std::string::npos);
    if (!test::haveTool("clang-19")) continue;
    std::string theirs = clangError(src, t.target, 2, t.wave64);
    CHECK(theirs.find("exceeds limit (" + std::string(t.limit) + ") in function 'k'") != std::string::npos);
  }
  // Just under the limit compiles (the frame is the array and nothing else here).
  std::string fits = "__kernel void k(__global int* p) {\n  int a[32000];\n  a[p[0]] = 1;\n  p[1] = a[p[2]];\n}\n";
  CHECK(compileError(fits, "gfx900", 2) == "");
}

TEST_CASE("functional and timing runs: a kernel without s_endpgm faults where its PC leaves the code") {
  std::string so = test::tempPath("noend.hsaco");
  {
    auto bytes = test::gfx900Kernel("  v_mov_b32 v0, 1\n  s_nop 0\n", "", 0, "", false);
    std::ofstream(so, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  }
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{64, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  auto r = device::launchKernel(test::gfx900Kernel("  v_mov_b32 v0, 1\n  s_nop 0\n", "", 0, "", false), "noend.hsaco", req);
  REQUIRE(r.dispatch.fault.has_value());
  const func::Fault& f = *r.dispatch.fault;
  INFO(f.str());
  CHECK(f.reason.starts_with("PC left the kernel's code: "));
  CHECK(r.dispatch.stats.waveInstructions == 2);  // the two instructions, nothing past them
  CHECK(f.str().find("wave 0 pc 0x") != std::string::npos);
  CHECK(f.instruction == "?");  // not the disassembly of whatever follows the code
  for (const char* mode : {"", " --mode timing --config configs/gfx900.ini"}) {
    auto o = test::runGfxsim("run " + so + " --kernel k --grid 64 --block 64" + mode);
    INFO(mode << ": " << o.out);
    CHECK(o.rc != 0);
    CHECK(o.out.find("PC left the kernel's code") != std::string::npos);
  }
}

TEST_CASE("load errors name the file, the kernel and the field") {
  SUBCASE("a descriptor the packet processor refuses") {
    device::LaunchRequest req;
    req.kernel = "k";
    req.geometry.grid = rt::Dim3{64, 1, 1};
    req.geometry.group = rt::Dim3{64, 1, 1};
    std::string msg;
    try {
      (void)device::launchKernel(test::gfx900Kernel("", "", 0, "    .amdhsa_user_sgpr_count 31\n"), "usgpr.hsaco", req);
    } catch (const Error& e) {
      msg = e.what();
    }
    CHECK(msg.starts_with("usgpr.hsaco: error: kernel 'k': COMPUTE_PGM_RSRC2.USER_SGPR_COUNT is 31"));
  }
  SUBCASE("metadata: an argument that is not a map names its index, not an empty field") {
    std::string yaml =
        "amdhsa.version: [ 1, 2 ]\namdhsa.kernels:\n  - .name: k\n    .symbol: k.kd\n    .args: [ 5 ]\n"
        "    .kernarg_segment_size: 0\n    .kernarg_segment_align: 8\n    .group_segment_fixed_size: 0\n"
        "    .private_segment_fixed_size: 0\n    .wavefront_size: 64\n    .sgpr_count: 8\n    .vgpr_count: 8\n"
        "    .max_flat_workgroup_size: 64\n";
    std::string msg;
    try {
      (void)codeobj::parseMetadata(codeobj::parseYaml(yaml), "f.hsaco");
    } catch (const Error& e) {
      msg = e.what();
    }
    CHECK(msg == "f.hsaco: metadata: kernel 'k': .args[0]: expected a map, found integer");
  }
  SUBCASE("msgpack: a reserved type byte is printed in hex") {
    const uint8_t bytes[] = {0x81, 0xa1, 'a', 0xc1};
    std::string msg;
    try {
      (void)codeobj::decodeMsgpack(bytes, "f.hsaco: metadata note");
    } catch (const Error& e) {
      msg = e.what();
    }
    CHECK(msg == "f.hsaco: metadata note: malformed msgpack: invalid type byte 0xc1 at byte 3");
  }
}

TEST_CASE("litmus: a test past the lowering's limits says which limit") {
  std::string dir = test::tempPath("");
  SUBCASE("1,000 threads: more code than a branch reaches") {
    std::string t = "OPENCL many\n{ [x] = 0; }\n";
    for (int i = 0; i < 1000; ++i)
      t += "P" + std::to_string(i) + "@wg " + std::to_string(i) +
           ", dev 0 (global atomic_int* x) {\n  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);\n}\n";
    t += "exists (x=2)\n";
    std::ofstream(dir + "many.litmus") << t;
    auto start = std::chrono::steady_clock::now();
    auto o = test::runGfxsim("litmus " + dir + "many.litmus --target gfx900 --iterations 64");
    INFO(o.out);
    CHECK(o.rc == 1);
    CHECK(lines(o.out) == 1);
    CHECK(o.out.find("many.litmus: error: litmus: the lowered kernel has ") != std::string::npos);
    CHECK(o.out.find("instructions for 1000 threads; at most 10922 fit in the reach of a branch") != std::string::npos);
    CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < 10);
  }
  SUBCASE("300 registers in one thread: more than the VGPRs a wave has") {
    std::string t = "OPENCL regs\n{ [x] = 0; }\nP0@wg 0, dev 0 (global atomic_int* x) {\n";
    for (int i = 0; i < 300; ++i)
      t += "  int r" + std::to_string(i) + " = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);\n";
    t += "}\nexists (0:r0=1)\n";
    std::ofstream(dir + "regs.litmus") << t;
    auto o = test::runGfxsim("litmus " + dir + "regs.litmus --target gfx900 --iterations 64");
    INFO(o.out);
    CHECK(o.rc == 1);
    CHECK(lines(o.out) == 1);
    CHECK(o.out.find("regs.litmus: error: litmus: thread P0's registers and temporaries need more than the 256 VGPRs") !=
          std::string::npos);
  }
}
