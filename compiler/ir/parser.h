// Parses the IR's text form (the grammar is at the top of printer.h) into a Module.
#pragma once
#include <string>

#include "ir/ir.h"

namespace gfxsim::ir {

// Throws gfxsim::Error "file:line:col: error: ..." on malformed text. The result is not
// verified (a test may want to build an invalid function): run verify() on it.
Module parseModule(const std::string& text, const std::string& fileName);

}  // namespace gfxsim::ir
