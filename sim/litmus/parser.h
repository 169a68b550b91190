// A hand-written recursive-descent parser for OpenCL litmus files. Errors throw gfxsim::Error
// with "file:line:col: error: expected ..."; malformed input never crashes the parser.
#pragma once
#include <string>

#include "litmus/ast.h"

namespace gfxsim::litmus {

// Parses the text of one test; `file` is used in messages only.
Test parse(const std::string& text, const std::string& file = "<input>");
// Reads and parses a file.
Test parseFile(const std::string& path);

}  // namespace gfxsim::litmus
