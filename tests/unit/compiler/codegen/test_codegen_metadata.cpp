// The back end's code-object metadata (argument names and YAML typing) and a live check of
// every code object `gfxsim cc` writes for the workloads with LLVM 19's tools: llvm-objdump
// decodes every instruction, llvm-readelf parses the metadata note, llvm-mc assembles the
// assembly text. The live tests are skipped when the tools are missing.
#include <doctest/doctest.h>

#include <fstream>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "cli/workload_runner.h"
#include "codeobject/elf_reader.h"
#include "codeobject/metadata.h"
#include "codeobject/msgpack_doc.h"
#include "driver/driver.h"
#include "support/checks.h"
#include "support/error.h"
#include "support/fileio.h"
#include "support/test_util.h"
#include "support/codegen_util.h"

using namespace gfxsim;

namespace {

// Argument names that a plain YAML scalar would read as something else (YAML 1.1 booleans,
// floats), next to ordinary ones.
const char* kNamesSource = R"(
kernel void names(global int* y, int n, int yes, int on, global int* x, int nan, int Null, int off) {
  y[get_global_id(0)] = n + yes + on + x[0] + nan + Null + off;
}
)";

std::vector<std::string> argNames(const std::vector<uint8_t>& object) {
  auto md = codeobj::parseMetadata(codeobj::readCodeObject(object, "test.hsaco").metadataMsgpack, "test");
  std::vector<std::string> names;
  REQUIRE(md.kernels.size() == 1);
  for (const auto& a : md.kernels[0].args)
    if (!codeobj::isHidden(a.valueKind)) names.push_back(a.name);
  return names;
}

void writeBytes(const std::string& path, const std::vector<uint8_t>& b) {
  std::ofstream o(path, std::ios::binary);
  o.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

}  // namespace

TEST_CASE("codegen metadata: argument names are strings, whatever YAML would make of them") {
  const std::vector<std::string> want = {"y", "n", "yes", "on", "x", "nan", "Null", "off"};
  for (const test::CgTarget& t : test::codegenTargets()) {
    INFO(t.label());
    driver::CompileOptions co;
    co.target = t.id();
    auto out = driver::compileOpenCL(kNamesSource, "names.cl", co);
    CHECK(argNames(out.object) == want);
    // The YAML carries the tag LLVM writes for such strings.
    CHECK(test::contains(out.assembly, ".name:           !str y\n"));
    CHECK(test::contains(out.assembly, ".name:           x\n"));
  }
}

TEST_CASE("codegen metadata: the assembler types plain YAML scalars as llvm-mc-19 does (live)") {
  if (!test::haveTool("llvm-mc-19") || !test::haveTool("llvm-readelf-19")) return;
  driver::CompileOptions co;
  co.target = test::codegenTargets()[0].id();
  co.wantObject = false;
  std::string text = driver::compileOpenCL(kNamesSource, "names.cl", co).assembly;
  as::AsmOptions ao;
  ao.target = co.target;
  ao.targetGiven = true;
  auto assemble = [&](const std::string& s) { return as::buildCodeObject(as::assemble(s, "names.s", ao), false); };
  auto llvmMc = [&](const std::string& s, std::string* notes) {
    std::string src = test::tempPath("cg_names.s"), obj = test::tempPath("cg_names.o"), out;
    std::ofstream(src) << s;
    int rc = test::runCommand("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj " + src + " -o " + obj +
                                  " 2>&1",
                              &out);
    if (rc == 0) test::runCommand("llvm-readelf-19 --notes " + obj, notes);
    return rc == 0;
  };
  // As emitted (`!str y`): both assemblers accept it; our note reads back as LLVM's does.
  std::string notes;
  REQUIRE(llvmMc(text, &notes));
  CHECK(test::contains(notes, ".name:           !str y"));
  CHECK(argNames(assemble(text))[0] == "y");
  // Plain `y` is a YAML 1.1 boolean to llvm-mc, so `.name: y` is invalid HSA metadata there,
  // quoted or not; gfxsim's assembler rejects it the same way.
  for (const char* spelling : {"y", "'y'"}) {
    std::string bad = text;
    size_t at = bad.find("!str y");
    REQUIRE(at != std::string::npos);
    bad.replace(at, 6, spelling);
    INFO(spelling);
    CHECK_FALSE(llvmMc(bad, &notes));
    CHECK(test::contains(test::errorOf([&] { assemble(bad); }), "invalid HSA metadata"));
  }
}

TEST_CASE("codegen live: every workload's code object decodes with llvm-objdump-19, its notes parse, its assembly assembles with llvm-mc-19") {
  if (!test::haveTool("llvm-objdump-19") || !test::haveTool("llvm-readelf-19") || !test::haveTool("llvm-mc-19")) return;
  for (const test::CgTarget& t : test::codegenTargets()) {
    for (const auto& w : workloads::allWorkloads()) {
      std::string name = t.label() + " " + w.name;
      INFO(name);
      std::string path = test::sourcePath("workloads/" + w.name + "/" + w.name + ".cl");
      driver::CompileOptions co;
      co.target = t.id();
      auto out = driver::compileOpenCL(readFileText(path), path, co);
      std::string obj = test::tempPath("cg_live_" + t.label() + "_" + w.name + ".hsaco"), dis, notes;
      writeBytes(obj, out.object);
      REQUIRE(test::runCommand("llvm-objdump-19 -d " + obj + " 2>&1", &dis) == 0);
      CHECK_MESSAGE(!test::contains(dis, "<unknown>"), dis.substr(0, 4000));
      CHECK(test::contains(dis, "s_endpgm"));
      REQUIRE(test::runCommand("llvm-readelf-19 --notes " + obj + " 2>&1", &notes) == 0);
      CHECK(test::contains(notes, "AMDGPU Metadata"));
      CHECK_MESSAGE(!test::contains(notes, "Invalid AMDGPU Metadata"), notes.substr(0, 2000));
      CHECK(test::contains(notes, ".name:           " + w.name));
      // The mnemonics (GFX11's renamed ones included), operands and .amdhsa_* directives
      // are valid LLVM assembly for the target and wave size.
      std::string src = test::tempPath("cg_live_" + t.label() + "_" + w.name + ".s"), mc;
      std::ofstream(src) << out.assembly;
      std::string attr = std::string(t.name).rfind("gfx9", 0) == 0 ? "" : t.wave64 ? " -mattr=+wavefrontsize64" : " -mattr=+wavefrontsize32";
      int rc = test::runCommand("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=" + std::string(t.name) + attr + " -filetype=obj " +
                                    src + " -o " + src + ".o 2>&1",
                                &mc);
      CHECK_MESSAGE(rc == 0, mc.substr(0, 3000));
    }
  }
}
