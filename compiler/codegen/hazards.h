// Hazard recognition after register allocation (see hazards.cpp).
#pragma once
#include "codegen/mir.h"
#include "codegen/subtarget.h"

namespace gfxsim::codegen {

void fixHazards(MFunction& mf, const Subtarget& st);

}  // namespace gfxsim::codegen
