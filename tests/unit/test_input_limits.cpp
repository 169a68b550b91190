// Issue 19: limits and messages past the assembler, on hostile input: the compiler, the
// loader, the simulator and the litmus lowering each refuse what they cannot do with a
// one-line message naming the file, the place and the limit (clang-19 is the oracle for which
// kernels the compiler refuses and with which words).
#include <doctest/doctest.h>

#include <chrono>
#include <fstream>

#include "codeobject/metadata.h"
#include "codeobject/msgpack_doc.h"
#include "driver/driver.h"
#include "func/launcher.h"
#include "isa/target.h"
#include "support/asm_kernel.h"
#include "support/error.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

unsigned lines(const std::string& s) {
  unsigned n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

}  // namespace

TEST_CASE("functional and timing runs: a kernel without s_endpgm faults where its PC leaves the code") {
  std::string so = test::tempPath("noend.hsaco");
  {
    auto bytes = test::gfx900Kernel("  v_mov_b32 v0, 1\n  s_nop 0\n", "", 0, "", false);
    std::ofstream(so, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  }
  func::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{64, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  auto r = func::launchKernel(test::gfx900Kernel("  v_mov_b32 v0, 1\n  s_nop 0\n", "", 0, "", false), "noend.hsaco", req);
  REQUIRE(r.dispatch.fault.has_value());
  const func::Fault& f = *r.dispatch.fault;
  INFO(f.str());
  CHECK(f.reason.starts_with("PC left the kernel's code: "));
  CHECK(r.dispatch.stats.waveInstructions == 2);  // the two instructions, nothing past them
  CHECK(f.str().find("wave 0 pc 0x") != std::string::npos);
  for (const char* mode : {"", " --mode timing --config configs/gfx900.ini"}) {
    auto o = test::runGfxsim("run " + so + " --kernel k --grid 64 --block 64" + mode);
    INFO(mode << ": " << o.out);
    CHECK(o.rc != 0);
    CHECK(o.out.find("PC left the kernel's code") != std::string::npos);
  }
}

TEST_CASE("load errors name the file, the kernel and the field") {
  SUBCASE("a descriptor the packet processor refuses") {
    func::LaunchRequest req;
    req.kernel = "k";
    req.geometry.grid = rt::Dim3{64, 1, 1};
    req.geometry.group = rt::Dim3{64, 1, 1};
    std::string msg;
    try {
      (void)func::launchKernel(test::gfx900Kernel("", "", 0, "    .amdhsa_user_sgpr_count 31\n"), "usgpr.hsaco", req);
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
