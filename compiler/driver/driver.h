// The compiler driver: OpenCL C source to a code object (or assembly), through every stage of
// gfxsim's compiler in order:
//
//   preprocess + parse + check + irgen   compiler/frontend  (cl::compileToIr)
//   verify                               compiler/ir        (after every stage below too)
//   optimise (-O2: mem2reg, folding, CSE, DCE, LICM, strength reduction, CFG clean-up)
//   target expansions                    compiler/ir/expand (division, sqrt, conversions)
//   code generation                      compiler/codegen   (uniformity, EXEC masking, isel,
//                                                            register allocation, waits, hazards,
//                                                            memory legalizer, descriptor/metadata)
//   assembly + code-object writer        compiler/asm
//
// `gfxsim cc` and `gfxsim run FILE.cl` call compileOpenCL; the tests call it in-process.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "isa/target.h"

namespace gfxsim::driver {

struct CompileOptions {
  isa::TargetId target;              // with wave64 for RDNA wave64
  int optLevel = 2;                  // 0 or 2 (1 and 3 are accepted as 2)
  unsigned codeObjectVersion = 5;    // 4 or 5
  std::vector<std::string> includeDirs;
  std::vector<std::string> defines;  // -D NAME[=VALUE]
  bool wantObject = true;            // assemble into a code object (else assembly and IR only)
};

struct CompileOutput {
  ir::Module ir;                 // the IR the back end received (after optimisation and expansion)
  std::string assembly;          // the back end's assembly text
  std::vector<uint8_t> object;   // the code object (empty unless wantObject)
};

// Throws gfxsim::Error "file:line:col: error: ..." for bad source, and a message naming the
// stage for an internal failure (an IR verifier failure is a compiler bug and says so).
CompileOutput compileOpenCL(const std::string& source, const std::string& fileName, const CompileOptions& opt);

}  // namespace gfxsim::driver
