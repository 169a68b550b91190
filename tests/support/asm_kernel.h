// A gfx900 wave64 code object with one kernel `k` around a hand-written body, assembled by
// gfxsim's assembler, for tests that need a specific instruction sequence or argument list.
// `args` is the YAML of the metadata's `.args` list (empty: no arguments); the body ends with
// s_endpgm added here unless `endpgm` is false; `kd` adds .amdhsa_* directives. The kernarg
// segment pointer is in s[0:1].
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "isa/target.h"

namespace gfxsim::test {

inline std::vector<uint8_t> gfx900Kernel(const std::string& body, const std::string& args = "",
                                         unsigned kernargBytes = 0, const std::string& kd = "", bool endpgm = true) {
  std::string src = R"(
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .amdhsa_code_object_version 5
  .text
  .protected k
  .globl k
  .p2align 8
  .type k,@function
k:
)" + body + (endpgm ? "\n  s_endpgm" : "") + R"(
.Lk_end:
  .size k, .Lk_end-k
  .rodata
  .p2align 6
  .amdhsa_kernel k
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 8
    .amdhsa_next_free_sgpr 16
)" + kd + R"(
  .end_amdhsa_kernel
  .amdgpu_metadata
---
amdhsa.kernels:
  - )" + (args.empty() ? std::string() : ".args:\n" + args + "    ") +
                    R"(.group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: )" + std::to_string(kernargBytes) + R"(
    .max_flat_workgroup_size: 256
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .symbol:         k.kd
    .vgpr_count:     8
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
  .end_amdgpu_metadata
)";
  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId("gfx900", &why);
  o.target.wave64 = true;
  return as::buildCodeObject(as::assemble(src, "kernel.s", o), false);
}

}  // namespace gfxsim::test
