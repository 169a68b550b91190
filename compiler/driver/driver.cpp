#include "driver/driver.h"

#include <exception>

#include "codegen/codegen.h"
#include "frontend/frontend.h"
#include "ir/expand.h"
#include "ir/passes.h"
#include "ir/verifier.h"
#include "support/error.h"

namespace gfxsim::driver {

namespace {

// The IR must verify between stages; a failure is the compiler's bug, not the user's, and the
// message says which stage left it broken.
void checkIr(const ir::Module& m, const std::string& fileName, const char* stage) {
  ir::verifyOrThrow(m, fileName + ": internal compiler error: invalid IR after " + stage);
}

}  // namespace

CompileOutput compileOpenCL(const std::string& source, const std::string& fileName, const CompileOptions& opt) {
  if (!opt.target.info) throw Error(fileName + ": error: no target");
  if (opt.codeObjectVersion != 4 && opt.codeObjectVersion != 5)
    throw Error(fileName + ": error: code object version " + std::to_string(opt.codeObjectVersion) +
                " cannot be written (4 or 5)");

  cl::CompileOptions fe;
  fe.pp.includeDirs = opt.includeDirs;
  fe.pp.defines = opt.defines;
  fe.target = std::string(opt.target.info->name);
  // Only RDNA has wave32; a GCN/CDNA target runs wave64 whatever the caller's id says.
  fe.waveSize = opt.target.wave64 || !opt.target.info->wave32Default ? 64 : 32;
  CompileOutput out;
  out.ir = cl::compileToIr(source, fileName, fe);
  checkIr(out.ir, fileName, "irgen");

  if (opt.optLevel > 0) {
    ir::optimize(out.ir, 2);
    checkIr(out.ir, fileName, "optimisation");
  }
  for (ir::Function& f : out.ir.functions) ir::expandForTarget(f, *opt.target.info);
  checkIr(out.ir, fileName, "target expansion");
  if (opt.optLevel > 0) {
    // The expansions leave constants and common subexpressions (divisions by the same
    // divisor, repeated scale factors) that the scalar passes clean up.
    ir::optimize(out.ir, 2);
    checkIr(out.ir, fileName, "optimisation after expansion");
  }

  codegen::CodegenOptions cg;
  cg.target = opt.target;
  // Only RDNA has wave32; a GCN/CDNA target runs wave64 whatever the caller's id says.
  if (!cg.target.info->wave32Default) cg.target.wave64 = true;
  cg.optLevel = opt.optLevel;
  cg.codeObjectVersion = opt.codeObjectVersion;
  cg.sourceName = fileName;
  out.assembly = codegen::emitAssembly(out.ir, cg);
  if (opt.wantObject) {
    try {
      out.object = codegen::assembleCodeObject(out.assembly, cg);
    } catch (const Error& e) {
      // The back end wrote something the assembler rejects: a compiler bug.
      throw Error(fileName + ": internal compiler error: the generated assembly does not assemble: " + e.what());
    }
  }
  return out;
}

}  // namespace gfxsim::driver
