// gfxsim run: bad code objects and bad argument lists give a one-line error and a non-zero
// exit status; kernel faults name the wave, PC, instruction and reason.
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <fstream>

#include "runtime/device/launch.h"
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
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{128, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  if (watchdog) req.engine.watchdogInstructions = watchdog;
  auto r = device::launchKernel(test::gfx900Kernel(body), "fault.hsaco", req);
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
      {saxpy + " --kernel saxpy --grid 16 --block 16 --lane-trace 16=/tmp/x", "outside the grid"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --lane-trace 3", "expected X[,Y[,Z]]=FILE"},
      {saxpy + " --kernel saxpy --grid 16 --block 16 --lane-trace -1=/tmp/x", "non-negative"},
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

namespace {

// The lane trace of `item` through a small kernel: v1 = lid.x + 5 on every lane, v2 = 7 on
// lanes 0..3 only (under an exec mask), s4 = 0x1234.
std::string laneTrace(rt::Dim3 grid, rt::Dim3 group, rt::Dim3 item) {
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = grid;
  req.geometry.group = group;
  req.engine.laneTrace = std::make_shared<func::LaneTrace>();
  req.engine.laneTrace->item = item;
  auto r = device::launchKernel(test::gfx900Kernel("  v_add_u32 v1, 5, v0\n"
                                                 "  v_cmp_gt_u32 vcc, 4, v0\n"
                                                 "  s_and_saveexec_b64 s[2:3], vcc\n"
                                                 "  v_mov_b32 v2, 7\n"
                                                 "  s_or_b64 exec, exec, s[2:3]\n"
                                                 "  s_mov_b32 s4, 0x1234\n"),
                              "trace.hsaco", req);
  REQUIRE_FALSE(r.dispatch.fault.has_value());
  CHECK(req.engine.laneTrace->found);
  return req.engine.laneTrace->text;
}

std::string lineWith(const std::string& text, const std::string& what) {
  size_t at = text.find(what);
  if (at == std::string::npos) return "";
  size_t b = text.rfind('\n', at), e = text.find('\n', at);
  return text.substr(b == std::string::npos ? 0 : b + 1, e == std::string::npos ? std::string::npos : e - b - 1);
}

}  // namespace

TEST_CASE("a lane trace follows one work-item: its instructions, its lane's exec bit and the registers they change") {
  SUBCASE("an active lane in the partial last group") {
    // 200 work-items in groups of 64: work-item 195 is lane 3 of group 3's only wave.
    std::string t = laneTrace(rt::Dim3{200, 1, 1}, rt::Dim3{64, 1, 1}, rt::Dim3{195, 0, 0});
    INFO(t);
    CHECK(t.starts_with("work-item (195,0,0): work-group (3,0,0) wave 0 lane 3\n"));
    CHECK(lineWith(t, "v_add_u32_e32 v1, 5, v0").find(" * ") != std::string::npos);
    CHECK(lineWith(t, "v_add_u32_e32 v1, 5, v0").ends_with("; v1=0x00000008"));  // lid 3 + 5
    // The group's 8 work-items: exec 0xff at launch, lanes 0..3 inside the if.
    CHECK(lineWith(t, "s_and_saveexec_b64").ends_with("; s2=0x000000ff exec_lo=0x0000000f scc=1"));
    CHECK(lineWith(t, "v_mov_b32_e32 v2, 7").ends_with("; v2=0x00000007"));
    CHECK(lineWith(t, "s_or_b64 exec").find("exec_lo=0x000000ff") != std::string::npos);
    CHECK(lineWith(t, "s_mov_b32 s4").ends_with("; s4=0x00001234"));
    CHECK(lineWith(t, "s_endpgm").find(" * ") != std::string::npos);
  }
  SUBCASE("an inactive lane: the masked instruction changes nothing in it") {
    std::string t = laneTrace(rt::Dim3{200, 1, 1}, rt::Dim3{64, 1, 1}, rt::Dim3{132, 0, 0});  // group 2, lane 4
    INFO(t);
    CHECK(t.starts_with("work-item (132,0,0): work-group (2,0,0) wave 0 lane 4\n"));
    std::string mov = lineWith(t, "v_mov_b32_e32 v2, 7");
    CHECK(mov.find(" . ") != std::string::npos);
    CHECK(mov.find(';') == std::string::npos);
    CHECK(lineWith(t, "v_add_u32_e32 v1, 5, v0").ends_with("; v1=0x00000009"));
  }
  SUBCASE("a 2-D grid: the work-item's wave and lane from its position in the group") {
    // Groups of 16x8 = 128 work-items (two waves); (21,13) is (5,5) in group (1,1): local 85.
    std::string t = laneTrace(rt::Dim3{32, 16, 1}, rt::Dim3{16, 8, 1}, rt::Dim3{21, 13, 0});
    INFO(t);
    CHECK(t.starts_with("work-item (21,13,0): work-group (1,1,0) wave 1 lane 21\n"));
    CHECK(lineWith(t, "v_add_u32_e32 v1, 5, v0").ends_with("; v1=0x0000000a"));  // lid.x 5 + 5
  }
}

TEST_CASE("gfxsim run --lane-trace writes the trace file") {
  std::string src = test::tempPath("lt.s"), out = test::tempPath("lt.trace");
  {
    std::ofstream f(src);
    f << ".amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n.text\n.protected k\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
         "  v_lshlrev_b32 v1, 1, v0\n  s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_next_free_vgpr 2\n"
         "  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";
  }
  Outcome o = runGfxsim("run " + src + " --kernel k --grid 64 --block 64 --lane-trace 40=" + out);
  INFO(o.out);
  REQUIRE(o.rc == 0);
  std::string t = test::readText(out);
  INFO(t);
  CHECK(t.starts_with("work-item (40,0,0): work-group (0,0,0) wave 1 lane 8\n"));  // wave32
  CHECK(lineWith(t, "v_lshlrev_b32_e32 v1, 1, v0").ends_with("; v1=0x00000050"));
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
