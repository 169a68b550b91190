#include "support/fileio.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sys/stat.h>
#include <unistd.h>

#include "support/error.h"

namespace gfxsim {

std::vector<uint8_t> readFileBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": error: cannot open file: " + std::strerror(errno));
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw Error(path + ": error: read failed");
  return bytes;
}

std::string readFileText(const std::string& path) {
  auto bytes = readFileBytes(path);
  return std::string(bytes.begin(), bytes.end());
}

void writeFileAtomic(const std::string& path, std::span<const uint8_t> bytes) {
  namespace fs = std::filesystem;
  fs::path target(path);
  fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  // Built piecewise: GCC 12 at -O3 raises a false -Wrestrict on "literal" + std::string&&.
  std::string hidden = ".";
  hidden += target.filename().string();
  hidden += ".tmpXXXXXX";
  std::string tmpl = (dir / hidden).string();
  int fd = ::mkstemp(tmpl.data());
  if (fd < 0) throw Error(path + ": error: cannot create output: " + std::strerror(errno));
  mode_t mask = ::umask(0);  // mkstemp makes 0600 files; give the output ordinary permissions
  ::umask(mask);
  ::fchmod(fd, 0666 & ~mask);
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      int e = errno;
      ::close(fd);
      ::unlink(tmpl.c_str());
      throw Error(path + ": error: write failed: " + std::strerror(e));
    }
    done += static_cast<size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    int e = errno;
    ::unlink(tmpl.c_str());
    throw Error(path + ": error: write failed: " + std::strerror(e));
  }
  if (std::rename(tmpl.c_str(), path.c_str()) != 0) {
    int e = errno;
    ::unlink(tmpl.c_str());
    throw Error(path + ": error: cannot replace output: " + std::strerror(e));
  }
}

void writeFileAtomic(const std::string& path, const std::string& text) {
  writeFileAtomic(path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

}  // namespace gfxsim
