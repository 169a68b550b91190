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

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    auto u = static_cast<unsigned char>(c);
    if ((u >= 0x20 && u != 0x7f) || c == '\n' || c == '\t') {
      out += c;
      continue;
    }
    static const char* hex = "0123456789abcdef";
    if (c == '\r') out += "\\r";
    else out += {'\\', 'x', hex[u >> 4], hex[u & 15]};
  }
  return out;
}

}  // namespace gfxsim
