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
  const char* strError = nullptr;  // String: why it is malformed (llvm-mc's wording), or null
  bool is(std::string_view p) const { return (kind == Tok::Punct || kind == Tok::Ident) && text == p; }
};

// Splits a source text into tokens, one statement (line) at a time, so that the tokens of a
// large file need not all exist at once (a 500,000-line file made 3 million tokens, most of
// the assembler's memory). Never fails: bad characters become Punct tokens the parser
// reports with their position, malformed strings String tokens with strError set.
class Lexer {
 public:
  explicit Lexer(std::string_view src) : s_(src) {}
  // Appends the next statement's tokens to `out`, through its EndOfStatement; at the end of
  // the text, its last tokens and the EndOfFile token, and returns false.
  bool statement(std::vector<Token>& out);

 private:
  std::string_view s_;
  size_t i_ = 0, lineStart_ = 0;
  unsigned line_ = 1;
};

}  // namespace gfxsim::as
