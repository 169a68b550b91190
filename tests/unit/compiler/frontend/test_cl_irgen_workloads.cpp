// The OpenCL C front end on the workloads: every workloads/*/*.cl compiles to IR that the
// verifier accepts, and the IR interpreter running that IR passes each workload's host
// reference check (workloads/workload.h), for wave32 and wave64, before and after the
// optimisation pipeline; the kernel-argument metadata types match clang-19's.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "frontend/frontend.h"
#include "ir/interp.h"
#include "ir/passes.h"
#include "ir/verifier.h"
#include "ir/workload/interp_workload.h"
#include "support/test_util.h"
#include "workload.h"

using namespace gfxsim;

namespace {

ir::Module compileWorkload(const workloads::Workload& w) {
  std::string path = (workloads::source_dir() / w.source).string();
  std::string text = test::readText(path);
  cl::CompileOptions opt;
  opt.target = "gfx900";
  return cl::compileToIr(text, w.source, opt);
}

}  // namespace

TEST_CASE("cl irgen: every workload compiles to verified IR with one kernel") {
  for (const auto& w : workloads::allWorkloads()) {
    CAPTURE(w.name);
    ir::Module m;
    try {
      m = compileWorkload(w);
    } catch (const Error& e) {
      FAIL(e.what());
    }
    REQUIRE(m.functions.size() == 1);
    const ir::Function& f = m.functions[0];
    CHECK(f.name == w.kernel);
    auto problems = ir::verify(f);
    std::string all;
    for (const auto& p : problems) all += p + "\n";
    CHECK_MESSAGE(problems.empty(), all);
  }
}

TEST_CASE("cl irgen: every workload's IR passes its host reference in the interpreter") {
  for (const auto& w : workloads::allWorkloads()) {
    for (unsigned wave : {32u, 64u}) {
      CAPTURE(w.name);
      CAPTURE(wave);
      ir::Module m = compileWorkload(w);
      REQUIRE(m.functions.size() == 1);
      ir::InterpWorkloadOptions opt;
      opt.waveSize = wave;
      workloads::CheckResult r = ir::runWorkloadInterp(m.functions[0], w, opt);
      CHECK_MESSAGE(r.ok, r.detail);
    }
  }
}

TEST_CASE("cl irgen: every workload's IR after ir::optimize(m, 2) still passes its host reference") {
  for (const auto& w : workloads::allWorkloads()) {
    CAPTURE(w.name);
    ir::Module m = compileWorkload(w);
    ir::optimize(m, 2);
    REQUIRE(m.functions.size() == 1);
    auto problems = ir::verify(m.functions[0]);
    CHECK_MESSAGE(problems.empty(), (problems.empty() ? "" : problems[0]));
    for (unsigned wave : {32u, 64u}) {
      CAPTURE(wave);
      ir::InterpWorkloadOptions opt;
      opt.waveSize = wave;
      workloads::CheckResult r = ir::runWorkloadInterp(m.functions[0], w, opt);
      CHECK_MESSAGE(r.ok, r.detail);
    }
  }
}

TEST_CASE("cl irgen: kernel argument .type_name as clang-19 writes it for every workload") {
  // tests/golden/clang19/gfx900/<workload>-O2.notes holds clang's metadata: the explicit
  // arguments' `.type_name:` lines come in argument order (hidden arguments have none).
  for (const auto& w : workloads::allWorkloads()) {
    CAPTURE(w.name);
    std::ifstream notes(test::sourcePath("tests/golden/clang19/gfx900/" + w.name + "-O2.notes"));
    REQUIRE(notes.good());
    std::vector<std::string> clangNames;
    for (std::string line; std::getline(notes, line);) {
      size_t k = line.find(".type_name:");
      if (k == std::string::npos) continue;
      std::string v = line.substr(line.find_first_not_of(' ', k + 11));
      if (v.size() >= 2 && v.front() == '\'' && v.back() == '\'') v = v.substr(1, v.size() - 2);
      clangNames.push_back(v);
    }
    ir::Module m = compileWorkload(w);
    REQUIRE(m.functions.size() == 1);
    std::vector<std::string> ours;
    for (const ir::ArgInfo& a : m.functions[0].args) ours.push_back(a.typeName);
    CHECK(ours == clangNames);
  }
  // Typedef names survive as clang keeps them (clang-19 -cl-std=CL2.0 writes exactly these).
  ir::Module m = cl::compileToIr(R"(
typedef unsigned int u32;
typedef struct { int a; } P;
typedef __global float* fptr;
__kernel void k(__global size_t* a, u32 n, __global const u32* b, P p, fptr f, __global uint4* v,
                unsigned long ul, __constant ptrdiff_t* d, __global struct Q* q) {}
)",
                                 "t.cl", {});
  std::vector<std::string> names;
  for (const ir::ArgInfo& a : m.functions[0].args) names.push_back(a.typeName);
  CHECK(names == std::vector<std::string>{"size_t*", "u32", "u32*", "P", "float*", "uint4*", "ulong", "ptrdiff_t*",
                                          "struct Q*"});
}
