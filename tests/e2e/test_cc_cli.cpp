// gfxsim cc and gfxsim run FILE.cl: the command lines of gfxsim's own OpenCL C compiler, run as
// a user runs them (the binary, not the library): outputs, the -S/--emit-ir forms, run-time
// compilation, and one-line located errors for bad source and bad options.
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <fstream>

#include "support/test_util.h"

using namespace gfxsim;

namespace {

using Outcome = test::CliOutcome;
Outcome gfxsimCmd(const std::string& args) { return test::runGfxsim(args); }

std::string writeTemp(const std::string& name, const std::string& text) {
  std::string p = test::tempPath(name);
  std::ofstream(p, std::ios::binary) << text;
  return p;
}

const char* kScale = R"(// scale: out[i] = k * in[i] + i for i < n
__kernel void scale(__global const int* in, __global int* out, int k, uint n) {
  uint i = get_global_id(0);
  if (i < n) out[i] = k * in[i] + (int)i;
}
)";

}  // namespace

TEST_CASE("gfxsim cc: writes a code object, its assembly and its IR") {
  std::string src = writeTemp("scale.cl", kScale);
  for (const char* target : {"gfx900", "gfx90a", "gfx1030", "gfx1100"}) {
    INFO(std::string(target));
    std::string obj = test::tempPath(std::string("scale-") + target + ".hsaco");
    Outcome o = gfxsimCmd("cc " + src + " --target " + target + " -O2 -o " + obj);
    INFO(o.out);
    REQUIRE(o.rc == 0);
    std::string bytes = test::readText(obj);
    REQUIRE(bytes.size() > 64);
    CHECK(bytes.compare(0, 4, "\x7f" "ELF") == 0);
    // The disassembler reads it back: the kernel and its descriptor are there.
    Outcome d = gfxsimCmd("disasm " + obj);
    CHECK(d.rc == 0);
    CHECK(d.out.find("scale") != std::string::npos);
  }
  Outcome s = gfxsimCmd("cc " + src + " --target gfx1030 -O0 -S -o -");
  REQUIRE(s.rc == 0);
  CHECK(s.out.find(".amdhsa_kernel scale") != std::string::npos);
  CHECK(s.out.find(".amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"") != std::string::npos);
  CHECK(s.out.find(".amdhsa_wavefront_size32 1") != std::string::npos);
  Outcome w64 = gfxsimCmd("cc " + src + " --target gfx1030 --wave64 -S -o -");
  REQUIRE(w64.rc == 0);
  CHECK(w64.out.find(".amdhsa_wavefront_size32 0") != std::string::npos);
  Outcome ir = gfxsimCmd("cc " + src + " --target gfx900 --emit-ir -o -");
  REQUIRE(ir.rc == 0);
  CHECK(ir.out.find("kernel @scale") != std::string::npos);
}

TEST_CASE("gfxsim run FILE.cl compiles on the fly and the results are right") {
  std::string src = writeTemp("scale_run.cl", kScale);
  std::string in = test::tempPath("scale_in.bin"), out = test::tempPath("scale_out.bin");
  {
    std::ofstream f(in, std::ios::binary);
    for (int i = 0; i < 100; ++i) {
      int v = i * 7 - 300;
      f.write(reinterpret_cast<const char*>(&v), 4);
    }
  }
  for (const char* extra : {"--target gfx900 -O2", "--target gfx1030 -O0", "--target gfx1030 --wave64", "--target gfx1100",
                            "--target gfx90a -O0"}) {
    INFO(std::string(extra));
    std::filesystem::remove(out);
    Outcome o = gfxsimCmd("run " + src + " " + extra + " --kernel scale --grid 128 --block 64 --arg file:" + in +
                          " --arg zero:512 --arg i32:-3 --arg u32:100 --dump 1=" + out);
    INFO(o.out);
    REQUIRE(o.rc == 0);
    std::string bytes = test::readText(out);
    REQUIRE(bytes.size() == 512);
    for (int i = 0; i < 128; ++i) {
      int v;
      std::memcpy(&v, bytes.data() + 4 * i, 4);
      int want = i < 100 ? -3 * (i * 7 - 300) + i : 0;
      CHECK_MESSAGE(v == want, "element " << i);
    }
  }
}

TEST_CASE("gfxsim cc: bad source and bad options give one-line located errors") {
  std::string bad = writeTemp("bad.cl", "__kernel void k(__global int* p) {\n  p[0] = undeclared_name;\n}\n");
  std::string good = writeTemp("good.cl", kScale);
  struct Case {
    std::string args, expect;
  };
  const Case cases[] = {
      {"cc " + bad + " --target gfx900", "bad.cl:2:10: error:"},
      {"cc " + good, "--target is required"},
      {"cc " + good + " --target gfx901", "gfx901"},
      {"cc " + good + " --target gfx900 -O7", "-O7"},
      {"cc " + good + " --target gfx900 -S --emit-ir", "exclude each other"},
      {"cc " + good + " --target gfx900 --code-object-version 3", "--code-object-version '3': expected an integer from 4 to 5"},
      {"cc " + test::tempPath("missing.cl") + " --target gfx900", "missing.cl"},
      {"run " + good + " --kernel scale --grid 64 --block 64", "needs --target or --config"},
  };
  for (const auto& c : cases) {
    Outcome o = gfxsimCmd(c.args);
    INFO(c.args);
    INFO(o.out);
    CHECK(o.rc != 0);
    CHECK(o.out.find(c.expect) != std::string::npos);
    CHECK(o.out.find("terminate") == std::string::npos);
  }
}
