// The one error type of gfxsim: a message that already names where the problem is
// (file, line and column, a field, an instruction). Everything user-facing throws it;
// the command line prints what() on one line and exits non-zero.
#pragma once
#include <stdexcept>
#include <string>

namespace gfxsim {

struct SourceLoc {
  std::string file;
  unsigned line = 0;  // 1-based; 0 when unknown
  unsigned col = 0;   // 1-based; 0 when unknown
  std::string str() const;  // "file:line:col"
};

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& msg) : std::runtime_error(msg) {}
  Error(const SourceLoc& loc, const std::string& msg) : std::runtime_error(loc.str() + ": error: " + msg) {}
};

}  // namespace gfxsim
