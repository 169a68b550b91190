#include "frontend/source.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

namespace gfxsim::cl {

std::string dirName(const std::string& path) {
  size_t slash = path.rfind('/');
  if (slash == std::string::npos) return "";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

std::string joinPath(const std::string& dir, const std::string& name) {
  if (dir.empty() || (!name.empty() && name[0] == '/')) return name;
  if (dir.back() == '/') return dir + name;
  return dir + "/" + name;
}

std::optional<std::string> readSourceFile(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return std::nullopt;
  auto size = std::filesystem::file_size(path, ec);
  if (ec) return std::nullopt;
  if (size > kMaxSourceBytes)
    throw Error(SourceLoc{path, 0, 0}, "source file is larger than " + std::to_string(kMaxSourceBytes) + " bytes");
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace gfxsim::cl
