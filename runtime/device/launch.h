// Runs one kernel of a code object end to end (gfxsim run, the workload and litmus runners):
// loads the code object into a fresh device, allocates and fills the buffers, dispatches
// through the runtime's AQL queue, whose doorbell makes the packet processor
// (queue_processor.h) execute the packet on the functional engine or the executor given, and
// reads the buffers back.
#pragma once
#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "func/engine.h"
#include "func/executor.h"
#include "runtime/geometry.h"
#include "runtime/runtime.h"

namespace gfxsim::device {

// One kernel argument, in kernel-argument order.
struct HostArg {
  bool isBuffer = false;
  bool isLocal = false;        // a __local pointer (dynamic_shared_pointer): localBytes of LDS
  uint32_t localBytes = 0;
  std::vector<uint8_t> bytes;  // scalar: its bytes (size = the argument's size); buffer: contents
  std::string name;            // for messages and allocation names
  // Buffers only: a size beyond bytes.size() (zero-filled; allocated lazily, so a large
  // sparse buffer costs only the pages written), dwords written at byte offsets after the
  // contents, and whether the buffer is read back after the run.
  uint64_t size = 0;
  uint64_t align = 256;        // buffers: the alignment of its address (a power of two)
  std::vector<std::pair<uint64_t, uint32_t>> dwords;
  bool readBack = true;
  // Buffers only: contents read from the caller's memory instead of `bytes` (which must then
  // be empty), so a large input is not copied on the host before it is copied to the device.
  std::span<const uint8_t> view;
  // Buffers only: the device buffer is these caller bytes themselves (rt::Memory::adopt, at the
  // address a copy would have had): the kernel reads and writes them in place, nothing is
  // copied, cleared or read back (the result's buffer stays empty; the caller reads its own
  // bytes), and the device holds no storage for it. `bytes` and `view` must then be empty and
  // `size` at most inPlace.size(); the bytes must stay valid until launchKernel returns.
  std::span<uint8_t> inPlace;
  std::span<const uint8_t> contents() const { return bytes.empty() ? view : std::span<const uint8_t>(bytes); }
  // A buffer's bytes on the device.
  uint64_t bufferBytes() const { return std::max<uint64_t>(std::max<uint64_t>(size, contents().size()), inPlace.size()); }
};

struct LaunchRequest {
  std::string kernel;
  rt::GridGeometry geometry;
  std::vector<HostArg> args;
  std::optional<isa::TargetId> target;  // must agree with the code object when given
  uint32_t dynamicLdsBytes = 0;
  rt::RuntimeConfig runtime;            // the agent (configs/*.ini gives one)
  func::EngineOptions engine;
  func::KernelExecutor* processor = nullptr;  // nullptr: the functional engine
};

struct LaunchResult {
  func::DispatchResult dispatch;
  isa::TargetId target;
  unsigned waveSize = 64;
  std::vector<std::vector<uint8_t>> buffers;  // per argument (empty for scalars), after the run
  std::string printfText;     // what the kernel's printf calls printed, in record order
  std::string printfWarning;  // one line when printf output was lost, else ""
  // Device memory after the run: the bytes of its live allocations (buffers, code, kernarg
  // segment, queue, ...) and the part of them that are the caller's own (HostArg::inPlace), for
  // which the runtime held no storage.
  uint64_t deviceBytes = 0, deviceAdoptedBytes = 0;
};

// Throws gfxsim::Error for bad code objects, unknown kernels and bad argument lists; a
// kernel fault is reported in the result.
LaunchResult launchKernel(const std::vector<uint8_t>& codeObject, const std::string& fileName, const LaunchRequest& req);

}  // namespace gfxsim::device
