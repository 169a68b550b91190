#include "cli/common.h"

#include <iostream>
#include <iterator>
#include <regex>

namespace gfxsim::cli {

std::string readStdin() {
  return std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
}

std::string targetFromSource(const std::string& source) {
  static const std::regex re(R"(^\s*\.amdgcn_target\s+"([^"]*)\")", std::regex::multiline);
  std::smatch m;
  if (std::regex_search(source, m, re)) return m[1];
  return "";
}

}  // namespace gfxsim::cli
