// Assembly text of one allocated machine function: the kernel's code, its .amdhsa_kernel
// block and its entry in the .amdgpu_metadata YAML (see emit.cpp).
#pragma once
#include <string>
#include <vector>

#include "codeobject/msgpack_doc.h"

#include "codegen/isel.h"
#include "codegen/mir.h"
#include "codegen/subtarget.h"
#include "ir/ir.h"

namespace gfxsim::codegen {

// The kernel symbol's code (from `.globl` to `.size`) and its descriptor directives.
std::string emitKernelText(const MFunction& mf, const ir::Function& f, const Subtarget& st, const KernargLayout& k,
                           unsigned index);
// One kernel's entry of amdhsa.kernels (a map: .args, .name, segment sizes, ...).
codeobj::MpNode emitKernelMetadata(const MFunction& mf, const ir::Function& f, const Subtarget& st,
                                   const KernargLayout& k);
// The whole `.amdgpu_metadata` ... `.end_amdgpu_metadata` block for these kernels, with
// amdhsa.printf when the module calls printf.
std::string emitMetadataBlock(const std::vector<codeobj::MpNode>& kernels, const std::string& targetTriple,
                              const std::vector<std::string>& printfFormats = {});
// The module's program-scope data, each object in its section with its symbol.
std::string emitGlobals(const std::vector<ir::Global>& globals);

}  // namespace gfxsim::codegen
