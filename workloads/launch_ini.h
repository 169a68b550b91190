// workloads/<name>/launch.ini: a workload's launch in the text form `gfxsim run` takes.
//
//   kernel = saxpy
//   source = saxpy.cl            (relative to the launch.ini's directory)
//   grid = 4096                  (one number per work dimension: "96,64", "20,12,6")
//   block = 256
//   arg = f32:1.73205078         (one `arg` line per kernel argument, in order)
//   arg = file:x.bin             (a buffer with contents: written by gfxsim_workload_data)
//   arg = zero:16384             (a buffer of that many zero bytes)
//
// Scalars are i32:V, u32:V, i64:V, u64:V (decimal) and f32:V, f64:V (printed with 9 and 17
// significant digits, so they read back to the same bits). Lines starting with # are comments.
// The registry is the source of truth: render_launch_ini() writes the file, and the unit tests
// parse the checked-in file and compare it with the registry.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "workload.h"

namespace gfxsim::workloads {

// The seed the launch files and their data files are generated with.
inline constexpr std::uint64_t kLaunchSeed = 1;

struct LaunchSpec {
  std::string kernel;
  std::string source;
  std::uint32_t dims = 1;
  Dim3 grid;
  Dim3 block;
  std::vector<std::string> args;  // the specs, e.g. "u32:4096", "file:x.bin", "zero:64"

  bool operator==(const LaunchSpec&) const = default;
};

// The spec of one argument: scalars by value, all-zero buffers as zero:BYTES, other buffers
// as file:<argument name>.bin.
std::string argument_spec(const Argument& arg);
// The launch of `w` with the arguments of kLaunchSeed.
LaunchSpec launch_spec(const Workload& w);
// The text of workloads/<name>/launch.ini.
std::string render_launch_ini(const Workload& w);
// Parses launch.ini text; throws std::runtime_error naming the line on a malformed file.
LaunchSpec parse_launch_ini(std::string_view text);

}  // namespace gfxsim::workloads
