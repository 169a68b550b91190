#include "support/error.h"

namespace gfxsim {

std::string SourceLoc::str() const {
  std::string s = file.empty() ? "<input>" : file;
  if (line) {
    s += ":" + std::to_string(line);
    if (col) s += ":" + std::to_string(col);
  }
  return s;
}

}  // namespace gfxsim
