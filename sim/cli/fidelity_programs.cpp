#include "cli/fidelity_programs.h"

#include <cctype>
#include <filesystem>
#include <fmt/format.h>

#include "driver/driver.h"
#include "support/error.h"
#include "support/fileio.h"

#ifndef GFXSIM_SOURCE_DIR
#define GFXSIM_SOURCE_DIR "."
#endif

namespace gfxsim::cli {

const char* compilerName(FidelityCompiler c) { return c == FidelityCompiler::Clang19 ? "clang-19" : "gfxsim"; }

FidelityCompiler parseCompiler(const std::string& name, const std::string& what) {
  if (name == "clang-19" || name == "clang19" || name == "clang") return FidelityCompiler::Clang19;
  if (name == "gfxsim") return FidelityCompiler::Gfxsim;
  throw Error(fmt::format("{} '{}': expected clang-19 or gfxsim", what, name));
}

const std::vector<FidelityVariant>& fidelityVariants() {
  static const std::vector<FidelityVariant> v = [] {
    std::vector<FidelityVariant> out{{"clpeak_bandwidth", "fidelity/clpeak_bandwidth.cl", {}},
                                     {"int_rate", "fidelity/int_rate.cl", {}},
                                     {"stream", "stream/stream.cl", {}}};
    for (unsigned k : {0u, 1u, 2u, 4u, 8u, 16u, 32u, 64u})
      out.push_back({fmt::format("mixbench-k{}", k), "fidelity/mixbench.cl", {fmt::format("MIX_ITERS={}", k)}});
    for (const char* s : {"fp32", "fp16s", "fp16c"}) {
      std::string macro = "LBM_";
      for (const char* c = s; *c; ++c) macro += static_cast<char>(std::toupper(static_cast<unsigned char>(*c)));
      out.push_back({std::string("lbm_d3q19-") + s, "fidelity/lbm_d3q19.cl", {macro}});
    }
    return out;
  }();
  return v;
}

const FidelityVariant& fidelityVariant(const std::string& name) {
  for (const auto& v : fidelityVariants())
    if (v.name == name) return v;
  throw Error(fmt::format("fidelity: no kernel variant '{}'", name));
}

std::string clangObjectPath(const std::string& variant, const std::string& target) {
  return fmt::format("{}/workloads/fidelity/clang19/{}-{}.hsaco", GFXSIM_SOURCE_DIR, variant, target);
}

FidelityObject fidelityObject(const std::string& variant, const isa::TargetId& target, FidelityCompiler compiler) {
  const FidelityVariant& v = fidelityVariant(variant);
  FidelityObject o;
  if (compiler == FidelityCompiler::Clang19) {
    // RDNA's objects are wave32 builds: a wave64 run has no clang-19 object here.
    if (target.wave64 && target.info->rdna)
      throw Error(fmt::format("fidelity: {}: the clang-19 objects of {} are wave32 builds; use the gfxsim compiler for wave64", variant,
                              target.info->name));
    o.file = clangObjectPath(variant, std::string(target.info->name));
    if (!std::filesystem::exists(o.file))
      throw Error(fmt::format("fidelity: {}: no clang-19 object (workloads/fidelity/clang19/build.sh builds it)", o.file));
    o.code = readFileBytes(o.file);
    return o;
  }
  return fidelityObjectFromSource(variant, std::string(GFXSIM_SOURCE_DIR) + "/workloads/" + v.source, target);
}

FidelityObject fidelityObjectFromSource(const std::string& variant, const std::string& source, const isa::TargetId& target) {
  const FidelityVariant& v = fidelityVariant(variant);
  FidelityObject o;
  o.file = source;
  driver::CompileOptions co;
  co.target = target;
  co.optLevel = 2;
  co.defines = v.defines;
  o.code = driver::compileOpenCL(readFileText(o.file), o.file, co).object;
  return o;
}

}  // namespace gfxsim::cli
