// The code objects of the fidelity suite (gfxsim validate, gfxsim_lbm): each kernel variant (a
// kernel file with the macros that fix its size parameters at compile time) either as the
// committed clang-19 build (workloads/fidelity/clang19/, built by its build.sh, which lists the
// same variants) or compiled at run time by gfxsim cc -O2. The published measurements ran code
// from AMD's LLVM-based compilers, so the clang-19 builds are the default.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "isa/target.h"

namespace gfxsim::cli {

enum class FidelityCompiler { Clang19, Gfxsim };

// "clang-19" / "gfxsim"; parse throws Error naming `what` (e.g. "--compiler") for anything else.
const char* compilerName(FidelityCompiler c);
FidelityCompiler parseCompiler(const std::string& name, const std::string& what);

struct FidelityVariant {
  std::string name;                  // "mixbench-k8", "lbm_d3q19-fp16s", "stream"
  std::string source;                // relative to workloads/: "fidelity/mixbench.cl"
  std::vector<std::string> defines;  // NAME[=VALUE]
};

// Every variant, in build.sh's order.
const std::vector<FidelityVariant>& fidelityVariants();
// Throws Error for an unknown name.
const FidelityVariant& fidelityVariant(const std::string& name);

// The variant's committed clang-19 object for `target` (gfx900, gfx90a, gfx942, gfx1030, gfx1100):
// workloads/fidelity/clang19/NAME-TARGET.hsaco.
std::string clangObjectPath(const std::string& variant, const std::string& target);

struct FidelityObject {
  std::vector<uint8_t> code;
  std::string file;  // names it in messages: the .hsaco path, or the source for gfxsim cc
};

// The variant for `target`, built by `compiler`. Throws Error for a missing object (naming the
// path and build.sh) or a compile error.
FidelityObject fidelityObject(const std::string& variant, const isa::TargetId& target, FidelityCompiler compiler);
// The variant's macros applied to another OpenCL C file (`source`), compiled by gfxsim cc -O2.
FidelityObject fidelityObjectFromSource(const std::string& variant, const std::string& source, const isa::TargetId& target);

}  // namespace gfxsim::cli
