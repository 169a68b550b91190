// Lowering of the checked AST (ast.h) to the SSA IR (ir/ir.h), one IR function per kernel.
//
// The shape is clang -O0's: every variable and parameter lives in an Alloca in the entry
// block and is loaded and stored where it is used (a later mem2reg promotes them); helper
// functions are inlined at every call site (their parameters and return value get allocas
// of their own); __local variables become Function::locals. OpenCL vectors are scalarised
// (an int4 is four values); structs and arrays stay in memory and are copied member by
// member. && || and ?: produce control flow with phis; blocks nothing branches to are
// dropped at the end, so every block ends in exactly one terminator.
//
// Work-item functions, barrier() and the atomics are lowered as workloads/include/
// clang_prelude.h defines them for clang (code object v5 hidden arguments).
#pragma once
#include "frontend/ast.h"
#include "ir/ir.h"

namespace gfxsim::cl {

// Lowers every kernel with a body, in source order. Throws gfxsim::Error (located) for
// what the IR cannot express.
ir::Module generateIr(const TranslationUnit& tu);

// How deeply calls are inlined into each other (a guard: Sema already rejects recursion).
inline constexpr int kMaxInlineDepth = 64;
// The most scalar loads/stores one aggregate copy or initialization may expand to.
inline constexpr uint64_t kMaxScalarizedAccesses = 16384;

}  // namespace gfxsim::cl
