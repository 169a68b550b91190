// Uniformity (divergence) analysis: which IR values may differ between the lanes of a wave
// (they live in VGPRs and use the VALU) and which are the same in every active lane (SGPRs,
// SALU, SMEM).
#pragma once
#include <vector>

#include "codegen/layout.h"
#include "ir/ir.h"

namespace gfxsim::codegen {

struct Uniformity {
  std::vector<bool> divergent;  // per ValueId
  bool isDivergent(ir::ValueId v) const { return divergent[v]; }
};

Uniformity analyzeUniformity(const ir::Function& f, const Layout& layout);

}  // namespace gfxsim::codegen
