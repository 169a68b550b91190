// gfxsim run: bad code objects and bad argument lists give a one-line error and a non-zero
// exit status; kernel faults name the wave, PC, instruction and reason.
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <fstream>

#include "func/launcher.h"
#include "support/asm_kernel.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

using Outcome = test::CliOutcome;
Outcome runGfxsim(const std::string& args) { return test::runGfxsim(args); }

unsigned lines(const std::string& s) {
  unsigned n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

std::string golden(const std::string& rel) { return test::sourcePath("tests/golden/clang19/" + rel); }

func::Fault runFault(const std::string& body, uint64_t watchdog = 0) {
  func::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{128, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  if (watchdog) req.engine.watchdogInstructions = watchdog;
  auto r = func::launchKernel(test::gfx900Kernel(body), "fault.hsaco", req);
  REQUIRE(r.dispatch.fault.has_value());
  return *r.dispatch.fault;
}

}  // namespace

TEST_CASE("gfxsim run: bad argument lists and code objects give one-line errors") {
  std::string saxpy = golden("gfx900/saxpy-O2.hsaco");
  std::string tmp = test::tempPath("x.bin");
  { std::ofstream(tmp, std::ios::binary) << std::string(64, '\0'); }
  struct Case {
    std::string args, expect;
  };
  const Case cases[] = {
      {saxpy + " --kernel saxpy --grid 16 --block 16 --arg f32:1", "takes 5 arguments, 1 given"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --arg f32:1 --arg u32:3 --arg file:" + tmp + " --arg zero:64 --arg u32:16",
       "is a global buffer"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --arg zero:4 --arg file:" + tmp + " --arg file:" + tmp + " --arg zero:64 --arg u32:16",
       "is a value of 4 bytes, not a buffer"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --arg f32:1 --arg file:/nonexistent/x.bin", "/nonexistent/x.bin"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --arg q32:1", "unknown kind 'q32'"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --arg u32:-1", "not an integer"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --arg local:many", "not an integer"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --arg local:64 --arg zero:64 --arg zero:64 --arg zero:64 --arg u32:16",
       "is not a __local pointer"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --arg i32:99999999999", "out of range"},
      {saxpy + " --kernel nosuch --grid 16 --block 16", "no kernel named 'nosuch'"},
      {saxpy + " --kernel saxpy --grid 0 --block 16", "--grid"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --dump 9=/tmp/x", "--dump 9"},
      {tmp + " --kernel saxpy --grid 16 --block 16", tmp},
      {"/nonexistent.hsaco --kernel k --grid 1 --block 1", "/nonexistent.hsaco"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --bogus-option", "bogus-option"},
  };
  for (const auto& c : cases) {
    Outcome o = runGfxsim("run " + c.args);
    INFO("gfxsim run " << c.args << "\n  -> rc " << o.rc << ": " << o.out);
    CHECK(o.rc != 0);
    CHECK(o.rc < 128);  // no crash (signals show as >= 128)
    CHECK(lines(o.out) == 1);
    CHECK(o.out.find(c.expect) != std::string::npos);
  }
}

TEST_CASE("gfxsim run: a kernel runs from its launch file and dumps its buffers") {
  // saxpy through the CLI, with its arguments given by hand.
  std::string x = test::tempPath("sx.bin"), y = test::tempPath("sy.bin"), out = test::tempPath("sout.bin");
  {
    std::ofstream fx(x, std::ios::binary), fy(y, std::ios::binary);
    for (int i = 0; i < 64; ++i) {
      float a = static_cast<float>(i), b = 1.0f;
      fx.write(reinterpret_cast<const char*>(&a), 4);
      fy.write(reinterpret_cast<const char*>(&b), 4);
    }
  }
  Outcome o = runGfxsim("run " + golden("gfx1030/saxpy-O2.hsaco") + " --kernel saxpy --grid 64 --block 32 --arg f32:2 --arg file:" +
                     x + " --arg file:" + y + " --arg zero:256 --arg u32:64 --dump 3=" + out);
  INFO(o.out);
  REQUIRE(o.rc == 0);
  CHECK(o.out.find("wave32") != std::string::npos);
  std::string bytes = test::readText(out);
  REQUIRE(bytes.size() == 256);
  for (int i = 0; i < 64; ++i) {
    float v;
    std::memcpy(&v, bytes.data() + 4 * i, 4);
    CHECK(v == 2.0f * static_cast<float>(i) + 1.0f);
  }
}

TEST_CASE("kernel faults name the wave, PC, instruction and reason") {
  SUBCASE("unmapped address") {
    func::Fault f = runFault("  v_mov_b32 v1, 0\n  v_mov_b32 v2, 0\n  global_load_dword v3, v[1:2], off\n");
    CHECK(f.instruction == "global_load_dword v3, v[1:2], off");
    CHECK(f.reason.find("0x0") != std::string::npos);
    CHECK(f.wave == 0);
    CHECK(f.workgroup[0] == 0);
  }
  SUBCASE("illegal instruction") {
    func::Fault f = runFault("  s_nop 0\n  .long 0xffffffff\n");
    CHECK(f.reason.find("illegal instruction") != std::string::npos);
    CHECK((f.pc & 0xff) == 4);  // the word after s_nop
  }
  SUBCASE("hang past the watchdog") {
    func::Fault f = runFault(".Lspin:\n  s_branch .Lspin\n", 10000);
    CHECK(f.reason.find("watchdog") != std::string::npos);
    CHECK(f.instruction.starts_with("s_branch"));
  }
  SUBCASE("LDS access outside the group's allocation") {
    func::Fault f = runFault("  v_mov_b32 v1, 0x1000\n  ds_read_b32 v2, v1\n");
    CHECK(f.reason.find("LDS") != std::string::npos);
    CHECK(f.instruction == "ds_read_b32 v2, v1");
  }
  SUBCASE("s_trap") {
    func::Fault f = runFault("  s_trap 2\n");
    CHECK(f.reason.find("s_trap") != std::string::npos);
  }
}
