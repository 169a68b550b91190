#include "frontend/frontend.h"

#include "frontend/builtins.h"
#include "frontend/irgen.h"
#include "frontend/parser.h"

namespace gfxsim::cl {

ir::Module compileToIr(const std::string& source, const std::string& fileName, const CompileOptions& opt) {
  PreprocessOptions pp = opt.pp;
  // The built-in constants come first, so that a -D of the same name with a different value
  // is reported as a redefinition.
  std::vector<std::string> defines = builtinMacros(opt.target);
  defines.insert(defines.end(), pp.defines.begin(), pp.defines.end());
  pp.defines = std::move(defines);
  std::vector<Token> tokens = preprocess(source, fileName, pp);
  TranslationUnit tu;
  Sema sema(tu);
  Parser parser(std::move(tokens), sema);
  parser.parseUnit();
  return generateIr(tu);
}

}  // namespace gfxsim::cl
