// The OpenCL C lexer: C99 preprocessing tokens, classified as the parser wants them.
//
// It removes line splices (backslash-newline, also before CR LF) and comments, marks each
// token's line start and preceding whitespace, and lexes numbers as C99 pp-numbers, then
// parses them: integer literals (decimal, hex, octal, u/l/ll suffixes in any order, value
// in uint64) and floating literals (decimal and hex, exponent, f/F/h/H suffix, a double).
//
// Only an unterminated /* comment throws. Everything else that is not a valid token (a
// stray character, a byte outside ASCII, an unterminated or bad literal, a malformed or
// too-large number) becomes an Invalid token whose value says why: C allows such
// tokens in skipped groups and in # operands, so the preprocessor reports them only when
// they are used.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/token.h"

namespace gfxsim::cl {

class Lexer {
 public:
  // text must outlive the lexer.
  Lexer(std::string_view text, std::string file);

  // The next token; EndOfFile (repeatedly) at the end.
  Token next();

  // For #include: when the rest of the line starts with <...> or "..." (after blanks and
  // comments) returns it as a HeaderName with the raw characters between the delimiters in
  // value (no escapes); otherwise consumes nothing and returns nullopt.
  std::optional<Token> headerName();

  const std::string& file() const { return file_; }

 private:
  struct State {
    size_t pos = 0;
    unsigned line = 1, col = 1;
    bool atLineStart = true;
  };
  size_t skipSplices(size_t p) const;  // first index >= p that is not a line splice
  void normalize();                    // skips the splices at the current position
  int peek(size_t ahead = 0) const;    // the logical character, -1 at the end
  int get();
  bool skipBlanks(bool crossNewlines);  // whitespace and comments; true when any
  void lexNumber(Token& t);
  void lexQuoted(Token& t, char quote);
  void lexPunct(Token& t);

  std::string_view text_;
  std::string file_;
  State s_;
};

// Lexes a whole text; the last token is EndOfFile. Throws only for an unterminated comment.
std::vector<Token> lexAll(std::string_view text, const std::string& file);

// Decodes the escapes of a char or string literal body (between the quotes). False with a
// reason in err when an escape is bad.
bool decodeEscapes(std::string_view body, std::string& out, std::string& err);

// Classifies a pp-number spelling (t.text) as IntLiteral or FloatLiteral with its value,
// or Invalid with the reason.
void classifyNumber(Token& t);

}  // namespace gfxsim::cl
