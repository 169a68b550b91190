// Shared by the back end's tests (tests/unit/compiler/codegen/, tests/e2e/test_codegen_workloads.cpp): the targets the AMDGPU
// back end supports, each with the wave sizes it is tested in.
#pragma once
#include <cstring>
#include <string>
#include <vector>

#include "isa/target.h"
#include "runtime/device/launch.h"
#include "support/error.h"

namespace gfxsim::test {

struct CgTarget {
  const char* name;  // processor ("gfx1030")
  bool wave64;
  isa::TargetId id() const {
    std::string why;
    auto t = isa::parseTargetId(name, &why);
    if (!t) throw Error(std::string("test: bad target ") + name + ": " + why);
    t->wave64 = wave64;
    return *t;
  }
  // "gfx900", "gfx1030-w32", "gfx1030-w64", "gfx1100-w32"
  std::string label() const {
    std::string n = name;
    if (n.rfind("gfx9", 0) == 0) return n;
    return n + (wave64 ? "-w64" : "-w32");
  }
};

// Every target x wave size the back end compiles for (gfx942: the gfx90a code path with
// sc0/sc1/nt cache bits and its own memory-model table, compiler/memmodel/gfx942.mm).
inline const std::vector<CgTarget>& codegenTargets() {
  static const std::vector<CgTarget> t = {{"gfx900", true},   {"gfx90a", true},   {"gfx942", true},  {"gfx1030", false},
                                          {"gfx1030", true},  {"gfx1100", false}, {"gfx1100", true}};
  return t;
}

// A launch of kernel `k` of `obj` over `grid` work-items (groups of 64) with a zero-filled
// output buffer of `outBytes` (argument 0) and an input buffer of `in` (argument 1).
inline device::LaunchRequest outInLaunch(size_t outBytes, const void* in, size_t inBytes, uint32_t grid) {
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{grid, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  device::HostArg out, input;
  out.isBuffer = input.isBuffer = true;
  out.bytes.assign(outBytes, 0);
  input.bytes.resize(inBytes);
  if (inBytes) std::memcpy(input.bytes.data(), in, inBytes);
  req.args = {out, input};
  return req;
}

}  // namespace gfxsim::test
