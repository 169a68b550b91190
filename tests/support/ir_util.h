// Helpers shared by the IR unit tests (test_ir_*.cpp).
#pragma once
#include <doctest/doctest.h>

#include <string>
#include <utility>

#include "ir/parser.h"

namespace gfxsim::ir::test {

// Parses text holding exactly one function.
inline Function parseOne(const std::string& text, const std::string& file = "test.ir") {
  Module m = parseModule(text, file);
  REQUIRE(m.functions.size() == 1);
  return std::move(m.functions[0]);
}

}  // namespace gfxsim::ir::test
