// The table from mnemonics to semantic functions. Each instruction family registers its
// functions in its own file (ops_*.cpp); the decoder asks semanticsFor() once per row.
#pragma once
#include "func/exec.h"

namespace gfxsim::func {

ExecFn semanticsFor(const isa::Inst& row);
// A VOPD instruction (DecodedInst::dualX/dualY): both halves read their sources before
// either writes its destination.
void execDual(Exec& x, const DecodedInst& d);

// Family registration functions (ops_*.cpp).
void registerScalarOps();
void registerVectorIntOps();
void registerVectorFloatOps();
void registerVectorPackedOps();
void registerVectorCompareOps();
void registerLaneOps();
void registerMemoryOps();
void registerBufferFormatOps();
void registerLdsDmaOps();
void registerMfmaOps();
void registerWmmaOps();

}  // namespace gfxsim::func
