// Instruction selection: one IR kernel (critical edges split) -> MIR with virtual registers,
// in the linear block order, with the EXEC-masking control flow (see isel.cpp's header).
#pragma once
#include "codegen/layout.h"
#include "codegen/mir.h"
#include "codegen/subtarget.h"
#include "codegen/uniformity.h"
#include "ir/ir.h"

namespace gfxsim::codegen {

// Byte layout of the explicit kernel arguments (offsets as clang lays them out) and the
// size of the explicit part; hidden arguments follow at alignTo(explicitBytes, 8).
struct KernargLayout {
  std::vector<uint32_t> offsets;  // per ArgInfo
  uint32_t explicitBytes = 0;
  uint32_t hiddenOffset = 0;
  bool hidden = false;            // the kernel reads the hidden arguments
};
KernargLayout layoutKernargs(const ir::Function& f);

MFunction selectInstructions(const ir::Function& f, const Subtarget& st, const Layout& layout,
                             const Uniformity& uni, const KernargLayout& kernargs);

}  // namespace gfxsim::codegen
