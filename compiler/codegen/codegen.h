// gfxsim's AMDGPU back end: IR (compiler/ir) -> LLVM-syntax assembly text -> ELF code object.
//
// Pipeline (one file per stage, see each file's header):
//   uniformity.cpp  divergence analysis: which values live in SGPRs (uniform) or VGPRs
//   layout.cpp      critical-edge splitting, loop-contiguous linear block order, lane masks
//   isel.cpp        instruction selection into MIR (mir.h) with virtual registers, EXEC masking
//   memlegalizer.cpp atomics and fences from the shared memory-model table (compiler/memmodel)
//   regalloc.cpp    copy coalescing (-O1 and up), liveness on the linear machine CFG, linear
//                   scan, VGPR spilling to scratch, SGPR spilling to VGPR lanes
//   waitcnt.cpp     s_waitcnt insertion from the ISA description's counter rules, along the CFG
//   hazards.cpp     s_nop wait states and the GFX10/GFX11 mitigations the targets need
//   emit.cpp        assembly text, .amdhsa_kernel directives and .amdgpu_metadata
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "isa/target.h"

namespace gfxsim::codegen {

struct CodegenOptions {
  isa::TargetId target;
  int optLevel = 2;
  unsigned codeObjectVersion = 5;
  std::string sourceName;
  // Register budgets (0 = the defaults: 128 VGPRs, 96 SGPRs). Tests lower them to force
  // spilling (VGPRs to scratch, SGPRs to VGPR lanes).
  unsigned maxVgprs = 0;
  unsigned maxSgprs = 0;
};

// Assembly text in LLVM syntax for every kernel of the module. Throws gfxsim::Error
// ("<source>: error: unsupported: ...") for IR the back end cannot lower.
std::string emitAssembly(const ir::Module&, const CodegenOptions&);

// emitAssembly + gfxsim's assembler + code-object writer -> a shared-object ELF code object.
std::vector<uint8_t> emitCodeObject(const ir::Module&, const CodegenOptions&);
// Assembly (emitAssembly's) to a code object through gfxsim's assembler and writer.
std::vector<uint8_t> assembleCodeObject(const std::string& assembly, const CodegenOptions&);

}  // namespace gfxsim::codegen
