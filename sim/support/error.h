// The one error type of gfxsim: a message that already names where the problem is
// (file, line and column, a field, an instruction). Everything user-facing throws it;
// the command line prints what() on one line and exits non-zero.
#pragma once
#include <stdexcept>
#include <string>
#include <string_view>

namespace gfxsim {

struct SourceLoc {
  std::string file;
  unsigned line = 0;  // 1-based; 0 when unknown
  unsigned col = 0;   // 1-based; 0 when unknown
  std::string str() const;  // "file:line:col"
};

// `text` with every control character but newline and tab written as an escape (NUL as \x00,
// a carriage return as \r): what() is a C string, so a NUL quoted from the input would end
// the message there. (Newlines stay: an internal error may carry a multi-line IR dump.)
std::string printable(std::string_view text);

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& msg) : std::runtime_error(printable(msg)) {}
  Error(const SourceLoc& loc, const std::string& msg) : std::runtime_error(printable(loc.str() + ": error: " + msg)) {}
};

}  // namespace gfxsim
