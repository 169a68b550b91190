// The OpenCL C preprocessor: C99 translation phase 4 on the lexer's tokens.
//
// Supported: #define (object-like and function-like, # and ##, variadic __VA_ARGS__,
// rescanning with hide sets so a macro never expands inside its own expansion), #undef,
// #if/#elif/#else/#endif with the full C constant expressions in intmax_t/uintmax_t
// (defined X, defined(X), unknown names are 0), #ifdef/#ifndef, #include "file" (next to
// the including file, then the include directories) and #include <file> (include
// directories only), computed includes, #pragma once, #error, #warning (to the warning
// callback), the null directive, _Pragma("...").
//
// #pragma lines are kept: each becomes one Pragma token (its body unexpanded, e.g.
// "OPENCL EXTENSION cl_khr_fp64 : enable") at the position of its '#', unless
// keepPragmas is false. #line and unknown directives are errors. A redefinition that is not
// identical to the first definition is an error (C99 6.10.3p2).
//
// Predefined: __OPENCL_VERSION__ 200, __OPENCL_C_VERSION__ 200, CL_VERSION_1_0 100,
// CL_VERSION_1_1 110, CL_VERSION_1_2 120, CL_VERSION_2_0 200, __ENDIAN_LITTLE__ 1,
// __AMDGCN__ 1, __AMDGPU__ 1, __FILE__, __LINE__ (not __IMAGE_SUPPORT__).
//
// Output tokens carry where they were written; tokens a macro body produced carry the
// location of the outermost expansion (the macro name in the source) and fromMacro, tokens
// of a macro argument keep their own location. No Invalid or HeaderName token survives:
// an invalid token reaching the output is an error at its location.
//
// Every error is a gfxsim::Error "file:line:col: error: ...", with "(included from
// file:line:col, ...)" appended when it happened inside an included file. Limits keep any
// input bounded in time and memory (see PreprocessOptions).
#pragma once
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "frontend/token.h"

namespace gfxsim::cl {

struct PreprocessOptions {
  std::vector<std::string> includeDirs;  // searched in order after the includer's directory
  std::vector<std::string> defines;      // "NAME", "NAME=VALUE" or "F(x)=VALUE", as -D
  std::vector<std::string> undefines;    // "NAME", as -U; applied after all defines
  // Reads an include file by path: nullopt when absent. Empty: the host file system.
  std::function<std::optional<std::string>(const std::string& path)> readFile;
  // Receives "file:line:col: warning: text" for #warning. Empty: #warning is ignored.
  std::function<void(const std::string&)> warn;
  bool keepPragmas = true;

  // Limits.
  size_t maxIncludeDepth = 200;         // nested #include levels
  size_t maxMacroNesting = 200;         // macros nested in one expansion, and nested arguments
  size_t maxExpansionTokens = 1000000;  // tokens produced by macro expansion, in all
  size_t maxOutputTokens = 4000000;     // tokens in the result
  size_t maxInputBytes = 64u << 20;     // bytes of all files read, each #include counted
};

// Preprocesses text (the contents of file) into tokens ending with one EndOfFile token.
std::vector<Token> preprocess(const std::string& text, const std::string& file,
                              const PreprocessOptions& opt = {});

// Spells tokens as text, one space where the source had whitespace (Pragma tokens as
// "#pragma ..." on their own line); for tests and -E style dumps.
std::string spellTokens(const std::vector<Token>& toks);

}  // namespace gfxsim::cl
