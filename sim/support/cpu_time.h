// The CPU time of the calling host thread: a per-core speed figure measured with it does not
// depend on what else the host runs (gfxsim bench on a shared machine).
#pragma once
#include <ctime>

namespace gfxsim {

inline double threadCpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace gfxsim
