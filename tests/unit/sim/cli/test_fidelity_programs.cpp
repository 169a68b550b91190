// The fidelity kernels' code objects (cli/fidelity_programs.h): every variant has a committed
// clang-19 build for every target, which is what workloads/fidelity/clang19/build.sh builds
// (live, skipped without clang-19); gfxsim cc builds a variant with its macros; and the
// requests that cannot be served are refused with a message naming what is missing.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli/common.h"
#include "cli/fidelity_programs.h"
#include "support/checks.h"
#include "support/error.h"
#include "support/golden_live.h"
#include "support/test_util.h"

using namespace gfxsim;
using namespace gfxsim::cli;

namespace {

const char* const kTargets[] = {"gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100"};

std::string errorOf(const std::string& variant, const isa::TargetId& target, FidelityCompiler c) {
  try {
    fidelityObject(variant, target, c);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("fidelity programs: every variant has a committed clang-19 object for every target, and nothing else is committed") {
  size_t objects = 0;
  for (const auto& e : std::filesystem::directory_iterator(test::sourcePath("workloads/fidelity/clang19")))
    objects += e.path().extension() == ".hsaco";
  CHECK(objects == fidelityVariants().size() * std::size(kTargets));
  for (const char* t : kTargets)
    for (const auto& v : fidelityVariants()) {
      FidelityObject o = fidelityObject(v.name, resolveTarget(t, false, "test"), FidelityCompiler::Clang19);
      INFO(o.file);
      // An AMDGPU ELF code object.
      REQUIRE(o.code.size() > 64);
      CHECK(std::string(o.code.begin(), o.code.begin() + 4) == "\x7f" "ELF");
    }
  CHECK(fidelityVariants().size() == 14);  // 3 single kernels, 8 mixbench points, 3 LBM storages
}

TEST_CASE("fidelity programs: the committed clang-19 objects are what build.sh builds (live)") {
  std::vector<std::string> names;
  for (const char* t : kTargets)
    for (const auto& v : fidelityVariants()) names.push_back(v.name + "-" + t);
  test::checkBuildLive("workloads/fidelity/clang19/build.sh", "workloads/fidelity/clang19", names);
}

TEST_CASE("fidelity programs: clang-19 loads float4 with one instruction, mixbench's loop is unrolled") {
  // Why validate defaults to these builds: the vector-width cases read with wide loads, and
  // mixbench's compute iterations are a compile-time constant as in its HIP kernel.
  std::string bw = test::readText(test::sourcePath("workloads/fidelity/clang19/clpeak_bandwidth-gfx90a.s"));
  CHECK(test::contains(bw, "global_load_dwordx4"));
  std::string mix = test::readText(test::sourcePath("workloads/fidelity/clang19/mixbench-k8-gfx90a.s"));
  CHECK_FALSE(test::contains(mix, "s_cbranch"));
}

TEST_CASE("fidelity programs: gfxsim cc builds a variant with its macros, and bad requests are refused") {
  isa::TargetId gfx900 = resolveTarget("gfx900", false, "test");
  FidelityObject o = fidelityObject("mixbench-k2", gfx900, FidelityCompiler::Gfxsim);
  CHECK(o.code.size() > 64);
  CHECK(o.file.ends_with("workloads/fidelity/mixbench.cl"));
  CHECK(fidelityVariant("lbm_d3q19-fp16s").defines == std::vector<std::string>{"LBM_FP16S"});
  CHECK(errorOf("mixbench-k3", gfx900, FidelityCompiler::Gfxsim) == "fidelity: no kernel variant 'mixbench-k3'");
  CHECK(test::contains(errorOf("stream", resolveTarget("gfx1030", true, "test"), FidelityCompiler::Clang19), "wave32 builds"));
  CHECK(parseCompiler("gfxsim", "--compiler") == FidelityCompiler::Gfxsim);
  CHECK(parseCompiler("clang-19", "--compiler") == FidelityCompiler::Clang19);
  std::string what;
  try {
    parseCompiler("gcc", "--compiler");
  } catch (const Error& e) {
    what = e.what();
  }
  CHECK(what == "--compiler 'gcc': expected clang-19 or gfxsim");
}
