// Tokens of LLVM's AMDGPU assembly syntax. Comments are ';' and '//' to the end of the
// line and '/* */'; statements end at a newline.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gfxsim::as {

enum class Tok : uint8_t { Ident, Int, Float, String, Punct, EndOfStatement, EndOfFile };

struct Token {
  Tok kind;
  std::string_view text;  // spelling in the source (for Punct: one or two characters)
  uint64_t ival = 0;      // Int: value (wraps at 64 bits, see overflow)
  double fval = 0;        // Float
  bool overflow = false;  // Int literal did not fit in 64 bits
  unsigned line = 0, col = 0;
  std::string str;        // String: unescaped contents
  bool is(std::string_view p) const { return (kind == Tok::Punct || kind == Tok::Ident) && text == p; }
};

// Splits a whole source text into tokens. Never fails: bad characters become Punct
// tokens the parser reports with their position.
std::vector<Token> lex(std::string_view src);

}  // namespace gfxsim::as
