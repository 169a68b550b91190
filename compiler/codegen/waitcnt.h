// s_waitcnt insertion after register allocation (see waitcnt.cpp).
#pragma once
#include "codegen/mir.h"
#include "codegen/subtarget.h"

namespace gfxsim::codegen {

void insertWaitcnts(MFunction& mf, const Subtarget& st);

}  // namespace gfxsim::codegen
