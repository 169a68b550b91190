#include "support/error.h"

namespace gfxsim {

std::string SourceLoc::str() const {
  std::string s = file.empty() ? "<input>" : file;
  if (line) {
    // (appended piecewise: GCC 12 at -O3 warns, wrongly, on ":" + std::to_string(...))
    s += ':';
    s += std::to_string(line);
    if (col) {
      s += ':';
      s += std::to_string(col);
    }
  }
  return s;
}

}  // namespace gfxsim
