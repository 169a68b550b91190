#include "frontend/frontend.h"

#include <string_view>

#include "frontend/builtins.h"
#include "frontend/irgen.h"
#include "frontend/parser.h"
#include "support/recent_values.h"

namespace gfxsim::cl {

namespace embedded {
extern const std::string_view mathlib;  // frontend/mathlib.cl
}

namespace {

// The math library's tokens when the program names one of its functions, else nothing: the
// library is OpenCL C (frontend/mathlib.cl) parsed ahead of the program, preprocessed on its
// own (the program's macros cannot touch it), and only the functions a kernel calls are
// inlined into it, so a program without full-precision math pays nothing.
std::vector<Token> mathLibraryTokens(const std::vector<Token>& program, const std::string& target) {
  bool used = false;
  for (const Token& t : program)
    if (t.kind == TokKind::Identifier && isMathLibraryName(t.text)) {
      used = true;
      break;
    }
  if (!used) return {};
  // The library's tokens depend on the target's macros only: preprocessed once per target
  // (lexing and expanding its 46 KB took a third of a small program's compile).
  static RecentValues<std::string, std::vector<Token>> kept;
  std::shared_ptr<const std::vector<Token>> lib = kept.find(target);
  if (!lib) {
    PreprocessOptions pp;
    pp.defines = builtinMacros(target);
    auto tokens = std::make_shared<std::vector<Token>>(preprocess(std::string(embedded::mathlib), "<gfxsim math library>", pp));
    if (!tokens->empty() && tokens->back().kind == TokKind::EndOfFile) tokens->pop_back();
    lib = tokens;
    kept.keep(target, lib);
  }
  return *lib;
}

}  // namespace

ir::Module compileToIr(const std::string& source, const std::string& fileName, const CompileOptions& opt) {
  PreprocessOptions pp = opt.pp;
  // The built-in constants come first, so that a -D of the same name with a different value
  // is reported as a redefinition.
  std::vector<std::string> defines = builtinMacros(opt.target, opt.waveSize);
  defines.insert(defines.end(), pp.defines.begin(), pp.defines.end());
  pp.defines = std::move(defines);
  std::vector<Token> tokens = preprocess(source, fileName, pp);
  std::vector<Token> lib = mathLibraryTokens(tokens, opt.target);
  tokens.insert(tokens.begin(), std::make_move_iterator(lib.begin()), std::make_move_iterator(lib.end()));
  TranslationUnit tu;
  tu.target = opt.target;
  tu.waveSize = opt.waveSize;
  Sema sema(tu);
  Parser parser(std::move(tokens), sema);
  parser.parseUnit();
  return generateIr(tu);
}

}  // namespace gfxsim::cl
