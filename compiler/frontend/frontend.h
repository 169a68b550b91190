// The OpenCL C front end's entry point: source text -> IR module (one function per kernel).
//
//   preprocess (preprocess.h) -> parse + check (parser.h, sema.h, builtins.h) -> irgen (irgen.h)
#pragma once
#include <string>

#include "frontend/preprocess.h"
#include "ir/ir.h"

namespace gfxsim::cl {

struct CompileOptions {
  PreprocessOptions pp;
  // The target ("gfx900", "gfx1030"...): defines __gfx900__ etc. when not empty.
  std::string target;
  // Lanes per wave (32 or 64) the kernel will run with; 0 leaves it to the back end (the IR
  // then asks with Intrinsic::WaveSize, and ballot_w32/_w64 are both accepted).
  unsigned waveSize = 0;
};

// Preprocesses, parses, checks and lowers every __kernel in the file to IR. Throws
// gfxsim::Error "file:line:col: error: ..." on the first error.
ir::Module compileToIr(const std::string& source, const std::string& fileName, const CompileOptions& opt);

}  // namespace gfxsim::cl
