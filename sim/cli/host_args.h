// Kernel arguments for device::launchKernel from host data, shared by the commands that
// dispatch their own kernels (bench --large, the lattice-Boltzmann runner).
#pragma once
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

#include "runtime/device/launch.h"

namespace gfxsim::cli {

// A buffer whose contents are read from `v` where it lies (not copied on the host first); not
// read back after the run unless the caller sets readBack.
template <class T>
device::HostArg inputArg(const std::vector<T>& v, const char* name) {
  device::HostArg h;
  h.isBuffer = true;
  h.view = std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(v.data()), v.size() * sizeof(T));
  h.readBack = false;
  h.name = name;
  return h;
}

// A by-value argument: v's bytes.
template <class T>
device::HostArg valueArg(T v) {
  device::HostArg h;
  h.bytes.resize(sizeof(T));
  std::memcpy(h.bytes.data(), &v, sizeof(T));
  return h;
}

}  // namespace gfxsim::cli
