// Shared by the tests that build OpenCL C with clang-19 and ROCm's device library as their
// reference (test_cl_subgroups.cpp, test_cl_new_user_sweep.cpp): where Debian's
// rocm-device-libs keeps its bitcode, a library directory clang accepts for every target, and
// clang's flags for a target.
#pragma once
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "support/test_util.h"
#include "support/codegen_util.h"

namespace gfxsim::test {

// The device library's bitcode (opencl.bc, ockl.bc, ...), or "".
inline std::string rocmBitcodeDir() {
  namespace fs = std::filesystem;
  for (const char* d : {"/usr/lib/x86_64-linux-gnu/amdgcn/bitcode", "/usr/lib/amdgcn/bitcode", "/opt/rocm/amdgcn/bitcode"})
    if (fs::exists(fs::path(d) / "opencl.bc") && fs::exists(fs::path(d) / "ockl.bc")) return d;
  return "";
}

// A device-library directory under `scratch` that clang-19 accepts for every target: links to
// the installed bitcode, plus oclc_isa_version_1100.bc and oclc_isa_version_942.bc, which ROCm
// 5.2's library predates (the ISA version constant the library tests; gfx1100 takes its GFX10
// paths, whose instructions it has, gfx942 its GFX9 ones). Empty string when clang cannot make a
// file (the log in *why).
inline std::string deviceLibDir(const std::filesystem::path& scratch, const std::string& installed, std::string* why) {
  namespace fs = std::filesystem;
  fs::path dir = scratch / "bitcode";
  // (processor, its __oclc_ISA_version: major * 1000 + minor * 100 + stepping)
  const std::pair<const char*, int> added[] = {{"1100", 11000}, {"942", 9402}};
  if (fs::exists(dir / "oclc_isa_version_1100.bc") && fs::exists(dir / "oclc_isa_version_942.bc")) return dir.string();
  fs::create_directories(dir);
  for (const auto& e : fs::directory_iterator(installed))
    if (!fs::exists(dir / e.path().filename())) fs::create_symlink(e.path(), dir / e.path().filename());
  for (const auto& [gpu, version] : added) {
    fs::path bc = dir / fmt::format("oclc_isa_version_{}.bc", gpu), cl = scratch / fmt::format("isa{}.cl", gpu);
    if (fs::exists(bc)) continue;
    std::ofstream(cl) << fmt::format("__constant int __oclc_ISA_version = {};\n", version);
    if (runCommand(fmt::format("clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx{} -nogpulib "
                               "-O2 -c -emit-llvm '{}' -o '{}' 2>&1",
                               gpu, cl.string(), bc.string()),
                   why) != 0)
      return "";
  }
  return dir.string();
}

// clang's target flags. On gfx1100, clang's DPP combining would fold DPP moves into VOP3
// instructions (v_add_co_u32_e64_dpp), GFX11's VOP3 DPP16 encoding, which gfxsim's ISA
// description does not have: clang is asked to keep them apart (the moves and the operations
// stay the same).
inline std::string clangTargetFlags(const CgTarget& t) {
  std::string n = t.name;
  bool gfx9 = n.rfind("gfx9", 0) == 0;
  return fmt::format("-mcpu={}{}{}", n, gfx9 ? "" : t.wave64 ? " -mwavefrontsize64" : " -mno-wavefrontsize64",
                     n.rfind("gfx11", 0) == 0 ? " -mllvm -amdgpu-dpp-combine=false" : "");
}

// clang-19's code object (an ld.lld-19 shared object) for the OpenCL C source `src`, built
// in `dir` for t with the device library in libDir ("" for -nogpulib) and `extra` flags.
// Empty with the tools' output in *log when the build fails.
inline std::vector<uint8_t> clangCodeObject(const std::filesystem::path& dir, const std::string& name, const std::string& src,
                                            const CgTarget& t, const std::string& libDir, const std::string& extra,
                                            std::string* log) {
  std::filesystem::path cl = dir / name, obj = dir / "k.o", so = dir / "k.hsaco";
  std::ofstream(cl) << src;
  std::string libs = libDir.empty() ? "-nogpulib" : "--rocm-device-lib-path='" + libDir + "'";
  std::string cmd = fmt::format(
      "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa {} {} {} -Xclang -finclude-default-header -O2 -c '{}' "
      "-o '{}' 2>&1 && ld.lld-19 -shared '{}' -o '{}' 2>&1",
      clangTargetFlags(t), libs, extra, cl.string(), obj.string(), obj.string(), so.string());
  if (runCommand(cmd, log) != 0) return {};
  std::ifstream f(so, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

}  // namespace gfxsim::test
