#include "support/fileio.h"

#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fmt/format.h>
#include <iostream>
#include <poll.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

#include "support/error.h"

namespace gfxsim {

namespace {

[[noreturn]] void fail(const std::string& path, const std::string& what) { throw Error(path + ": error: " + what); }

[[noreturn]] void failErrno(const std::string& path, const char* what, int e) {
  fail(path, fmt::format("{}: {}", what, std::strerror(e)));
}

std::string sizeText(uint64_t n) {
  if (n >= (uint64_t{1} << 30) && n % (uint64_t{1} << 30) == 0) return fmt::format("{} GiB", n >> 30);
  if (n >= (uint64_t{1} << 20) && n % (uint64_t{1} << 20) == 0) return fmt::format("{} MiB", n >> 20);
  return fmt::format("{} bytes", n);
}

const char* typeName(mode_t m) {
  if (S_ISDIR(m)) return "a directory";
  if (S_ISFIFO(m)) return "a FIFO (named pipe)";
  if (S_ISCHR(m)) return "a character device";
  if (S_ISBLK(m)) return "a block device";
  if (S_ISSOCK(m)) return "a socket";
  return "not a regular file";
}

class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }
  int release() { return std::exchange(fd_, -1); }

 private:
  int fd_;
};

// Reads fd to its end into `out`, refusing more than `limit` bytes: an endless stream
// (/dev/zero, a pipe that never closes) stops at the limit instead of exhausting memory.
template <class Buffer>
void readBounded(int fd, const std::string& name, uint64_t limit, const char* kind, uint64_t sizeHint, Buffer& out) {
  auto tooLarge = [&] { fail(name, fmt::format("larger than the {} limit on {} (README.md, Limits)", sizeText(limit), kind)); };
  size_t used = 0;
  out.resize(static_cast<size_t>(std::min(sizeHint, limit) + 1));
  for (;;) {
    if (used == out.size()) {
      if (used > limit) tooLarge();
      uint64_t grow = std::min<uint64_t>(std::max<uint64_t>(used, 65536), limit + 1 - used);
      out.resize(static_cast<size_t>(used + grow));
    }
    ssize_t n = ::read(fd, out.data() + used, out.size() - used);
    if (n < 0) {
      if (errno == EINTR) continue;
      failErrno(name, "read failed", errno);
    }
    if (n == 0) break;
    used += static_cast<size_t>(n);
    if (used > limit) tooLarge();
  }
  out.resize(used);
}

// Opens an input after checking that it is a regular file. The type is checked before the
// open (opening a device can have effects of its own, and a FIFO without a writer blocks)
// and again on the descriptor, in case the path changed in between.
int openInput(const std::string& path, struct stat& st) {
  if (path.empty()) throw Error("error: an input file name is empty");
  if (::stat(path.c_str(), &st) != 0) failErrno(path, "cannot open file", errno);
  if (!S_ISREG(st.st_mode)) fail(path, fmt::format("is {}, not a regular file", typeName(st.st_mode)));
  Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
  if (fd.get() < 0) failErrno(path, "cannot open file", errno);
  if (::fstat(fd.get(), &st) != 0) failErrno(path, "cannot open file", errno);
  if (!S_ISREG(st.st_mode)) fail(path, fmt::format("is {}, not a regular file", typeName(st.st_mode)));
  return fd.release();
}

template <class Buffer>
Buffer readInput(const std::string& path, uint64_t limit, const char* kind) {
  struct stat st {};
  Fd fd(openInput(path, st));
  uint64_t size = static_cast<uint64_t>(st.st_size);
  if (size > limit) fail(path, fmt::format("{} bytes, more than the {} limit on {} (README.md, Limits)", size, sizeText(limit), kind));
  Buffer out;
  readBounded(fd.get(), path, limit, kind, size, out);
  return out;
}

constexpr const char* kBinaryKind = "a binary input";
constexpr const char* kTextKind = "a text input";

// --- output -----------------------------------------------------------------------------

// Writes all of `bytes` to fd; returns 0 or the errno of the write that failed. SIGPIPE is
// held back meanwhile: a FIFO whose reader went away is reported as an error, not a silent
// death of the process.
int writeAll(int fd, std::span<const uint8_t> bytes) {
  sigset_t pipeSet, old;
  sigemptyset(&pipeSet);
  sigaddset(&pipeSet, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipeSet, &old);
  int err = 0;
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) {  // a descriptor someone made non-blocking
        pollfd p{fd, POLLOUT, 0};
        ::poll(&p, 1, -1);
        continue;
      }
      err = errno;
      break;
    }
    if (n == 0) {
      err = EIO;
      break;
    }
    done += static_cast<size_t>(n);
  }
  if (err == EPIPE) {  // take the SIGPIPE this write raised off the thread before unblocking it
    timespec zero{0, 0};
    sigtimedwait(&pipeSet, nullptr, &zero);
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  return err;
}

// /dev/stdout, /dev/stderr, /dev/fd/N and /proc/self/fd/N name a descriptor of this process:
// reopening or replacing what it points to would lose what the shell redirected there
// (`--stats /dev/stdout > log` must append to log, not replace it).
int descriptorAlias(const std::string& p) {
  if (p == "/dev/stdout") return 1;
  if (p == "/dev/stderr") return 2;
  for (std::string_view prefix : {std::string_view("/dev/fd/"), std::string_view("/proc/self/fd/")}) {
    if (!p.starts_with(prefix) || p.size() == prefix.size()) continue;
    int n = -1;
    auto [end, ec] = std::from_chars(p.data() + prefix.size(), p.data() + p.size(), n);
    if (ec == std::errc() && end == p.data() + p.size()) return n;
  }
  return -1;
}

void writeDescriptor(const std::string& path, int fd, std::span<const uint8_t> bytes) {
  if (::fcntl(fd, F_GETFD) < 0) fail(path, fmt::format("descriptor {} is not open", fd));
  std::cout.flush();  // what the program printed so far comes first
  std::cerr.flush();
  std::fflush(nullptr);
  if (int e = writeAll(fd, bytes)) failErrno(path, "write failed", e);
}

// A character device or FIFO: written through the node, which stays. O_NONBLOCK makes the
// open of a FIFO without a reader fail (ENXIO) instead of waiting for one forever; a reader
// started at the same moment as gfxsim gets two seconds to open its end.
void writeInPlace(const std::string& path, std::span<const uint8_t> bytes) {
  int raw = -1;
  for (int tries = 0; tries < 200; ++tries) {
    raw = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (raw >= 0 || errno != ENXIO) break;
    ::usleep(10'000);
  }
  Fd fd(raw);
  if (fd.get() < 0) {
    if (errno == ENXIO) fail(path, "is a FIFO (named pipe) that nobody reads (waited 2 s); start its reader first");
    failErrno(path, "cannot open output", errno);
  }
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0) failErrno(path, "cannot open output", errno);
  if (!S_ISCHR(st.st_mode) && !S_ISFIFO(st.st_mode))
    fail(path, fmt::format("changed while being opened (now {})", typeName(st.st_mode)));
  int flags = ::fcntl(fd.get(), F_GETFL);
  if (flags >= 0) ::fcntl(fd.get(), F_SETFL, flags & ~O_NONBLOCK);
  if (int e = writeAll(fd.get(), bytes)) failErrno(path, "write failed", e);
  if (::close(fd.release()) != 0) failErrno(path, "write failed", errno);
}

// Where a chain of symbolic links ending nowhere (a dangling link) points: the file to
// create. Links are followed as open(O_CREAT) would, at most 40 (Linux's MAXSYMLINKS).
std::string danglingTarget(const std::string& path) {
  namespace fs = std::filesystem;
  fs::path p(path);
  for (int hops = 0; hops < 40; ++hops) {
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return p.string();
    std::error_code ec;
    fs::path next = fs::read_symlink(p, ec);
    if (ec) failErrno(path, "cannot follow the symbolic link", ec.value());
    p = next.is_absolute() ? next : p.parent_path() / next;
  }
  fail(path, "too many levels of symbolic links");
}

// Writes a new file beside `target` and renames it over target: readers see the old file or
// the new one, never a part. `shown` is the name messages use.
void writeReplacing(const std::string& shown, const std::string& target, std::span<const uint8_t> bytes, const struct stat* old) {
  namespace fs = std::filesystem;
  fs::path t(target);
  fs::path dir = t.has_parent_path() ? t.parent_path() : fs::path(".");
  // Built piecewise: GCC 12 at -O3 raises a false -Wrestrict on "literal" + std::string&&.
  std::string hidden = ".";
  hidden += t.filename().string();
  hidden += ".tmpXXXXXX";
  std::string tmpl = (dir / hidden).string();
  int raw = ::mkstemp(tmpl.data());
  if (raw < 0) failErrno(shown, "cannot create output", errno);
  Fd fd(raw);
  // mkstemp makes 0600 files: a replaced file keeps its permissions, a new one gets the
  // ordinary ones.
  mode_t mask = ::umask(0);
  ::umask(mask);
  ::fchmod(fd.get(), old ? (old->st_mode & 07777) : (0666 & ~mask));
  auto undo = [&](const char* what, int e) {
    ::unlink(tmpl.c_str());
    failErrno(shown, what, e);
  };
  if (int e = writeAll(fd.get(), bytes)) undo("write failed", e);
  if (::fsync(fd.get()) != 0) undo("write failed", errno);
  if (::close(fd.release()) != 0) undo("write failed", errno);
  if (std::rename(tmpl.c_str(), target.c_str()) != 0) undo("cannot replace output", errno);
}

}  // namespace

std::vector<uint8_t> readFileBytes(const std::string& path, uint64_t limit) {
  return readInput<std::vector<uint8_t>>(path, limit, kBinaryKind);
}

std::string readFileText(const std::string& path, uint64_t limit) { return readInput<std::string>(path, limit, kTextKind); }

std::string readStdinText(uint64_t limit) {
  std::string out;
  readBounded(0, "<stdin>", limit, kTextKind, 0, out);
  return out;
}

void writeFileAtomic(const std::string& path, std::span<const uint8_t> bytes) {
  if (path.empty()) throw Error("error: an output file name is empty");
  if (int fd = descriptorAlias(path); fd >= 0) return writeDescriptor(path, fd, bytes);
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    if (errno != ENOENT) failErrno(path, "cannot write output", errno);
    // Nothing there yet, or a link to nothing: create the file the path (or link) names.
    std::string target = danglingTarget(path);
    return writeReplacing(target == path ? path : path + " -> " + target, target, bytes, nullptr);
  }
  if (S_ISREG(st.st_mode)) {
    struct stat lst {};
    std::string target = path;
    if (::lstat(path.c_str(), &lst) == 0 && S_ISLNK(lst.st_mode)) {
      // Replace the file the link names, beside it; the link stays.
      std::error_code ec;
      target = std::filesystem::canonical(path, ec).string();
      if (ec) failErrno(path, "cannot follow the symbolic link", ec.value());
    }
    return writeReplacing(target == path ? path : path + " -> " + target, target, bytes, &st);
  }
  if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) return writeInPlace(path, bytes);
  if (S_ISDIR(st.st_mode)) fail(path, "is a directory; name a file to write the output to");
  if (S_ISBLK(st.st_mode)) fail(path, "is a block device; gfxsim does not write outputs onto disks");
  fail(path, fmt::format("is {}; outputs go to files, character devices and FIFOs", typeName(st.st_mode)));
}

void writeFileAtomic(const std::string& path, const std::string& text) {
  writeFileAtomic(path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

}  // namespace gfxsim
