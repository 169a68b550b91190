// The IR's integer and comparison semantics on constant bits, shared by the constant folder
// (simplify.cpp) and available to anything else that evaluates IR ops on the host.
#pragma once
#include <cstdint>
#include <optional>

#include "ir/ir.h"

namespace gfxsim::ir {

// An integer binary op (Add .. UMax, MulHiU/MulHiS) on `bits`-wide operands given as their
// zero-extended bits; the result masked to the width. nullopt where the IR leaves the result
// undefined (division or remainder by zero, INT_MIN / -1) or for a non-integer op. Shift
// amounts are taken modulo the width.
std::optional<uint64_t> evalIntBinary(Op op, unsigned bits, uint64_t a, uint64_t b);

// ICmp on `bits`-wide operands (zero-extended bits).
bool evalICmp(ICmpPred p, unsigned bits, uint64_t a, uint64_t b);

// FCmp (f32 operands widen exactly to double): ordered predicates are false on NaN,
// unordered ones true.
bool evalFCmp(FCmpPred p, double a, double b);

}  // namespace gfxsim::ir
