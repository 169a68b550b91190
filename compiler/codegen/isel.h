// Instruction selection: one IR kernel (critical edges split) -> MIR with virtual registers,
// in the linear block order, with the EXEC-masking control flow (see isel.cpp's header).
#pragma once
#include "codegen/layout.h"
#include "codegen/mir.h"
#include "codegen/subtarget.h"
#include "codegen/uniformity.h"
#include "ir/ir.h"
#include "ir/kernarg.h"

namespace gfxsim::codegen {

// The kernarg segment (ir/kernarg.h), and whether the kernel reads its hidden arguments
// (only then does the segment, and the metadata, include them).
struct KernargLayout : ir::KernargLayout {
  bool hidden = false;
  bool printf = false;  // the module calls printf: the metadata lists hidden_printf_buffer
  uint32_t segmentSize() const { return hidden ? size : explicitSize; }
};
KernargLayout layoutKernargs(const ir::Function& f);

// `globals`: the module's program-scope data, whose symbols GlobalAddr names.
MFunction selectInstructions(const ir::Function& f, const Subtarget& st, const Layout& layout,
                             const Uniformity& uni, const KernargLayout& kernargs,
                             const std::vector<ir::Global>* globals = nullptr);

}  // namespace gfxsim::codegen
