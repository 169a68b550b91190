// LD_PRELOAD shim for programs that check for an AMD GPU driver before they call HSA (rocminfo
// runs `lsmod | grep amdgpu` and opens /dev/kfd read-write first). gfxsim exec preloads it:
// /dev/kfd opens as /dev/null, and an lsmod pipeline reads a line naming amdgpu. Everything
// else goes to the C library untouched.
#include <dlfcn.h>
#include <fcntl.h>

#include <cstdarg>
#include <cstdio>
#include <cstring>

namespace {

bool isKfd(const char* path) { return path && std::strcmp(path, "/dev/kfd") == 0; }

template <class Fn>
Fn next(const char* name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

mode_t modeArg(int flags, va_list ap) { return (flags & (O_CREAT | O_TMPFILE)) ? static_cast<mode_t>(va_arg(ap, int)) : 0; }

}  // namespace

extern "C" {

int open(const char* path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  mode_t mode = modeArg(flags, ap);
  va_end(ap);
  static auto real = next<int (*)(const char*, int, ...)>("open");
  return real(isKfd(path) ? "/dev/null" : path, flags, mode);
}

int open64(const char* path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  mode_t mode = modeArg(flags, ap);
  va_end(ap);
  static auto real = next<int (*)(const char*, int, ...)>("open64");
  return real(isKfd(path) ? "/dev/null" : path, flags, mode);
}

int openat(int dir, const char* path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  mode_t mode = modeArg(flags, ap);
  va_end(ap);
  static auto real = next<int (*)(int, const char*, int, ...)>("openat");
  return real(dir, isKfd(path) ? "/dev/null" : path, flags, mode);
}

FILE* popen(const char* command, const char* type) {
  static auto real = next<FILE* (*)(const char*, const char*)>("popen");
  if (command && std::strstr(command, "lsmod") && std::strstr(command, "amdgpu"))
    return real("echo 'amdgpu 0 0 (gfxsim simulated GPU)'", type);
  return real(command, type);
}

}  // extern "C"
