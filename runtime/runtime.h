// The HSA-style runtime: one device address space, one AQL queue, and kernel dispatch
// (AMDGPUUsage, "Kernel Dispatch", steps 1-6; the packet processor and the simulator do 7-10).
//
//   rt::Runtime r(target);
//   Addr x = r.memory().allocate(n * 4, 256, "x");            // buffers
//   Addr kd = r.loadKernelDescriptor(kernel.descriptor, "saxpy"); // or a loaded code object
//   auto d = r.dispatch(rt::KernelRef::of(kernel, kd), {ArgValue::scalar(2.0f), ArgValue::pointer(x), ...},
//                       {.geometry = {.grid = {4096}, .group = {256}}});
//   // the doorbell handler (the simulator) runs the packet; r.queue().retire(...) signals it
//
// dispatch() computes the LDS size (static + dynamic), the private segment size (static +
// dynamic stack), sizes the queue's scratch, builds and writes the kernarg segment, reserves a
// packet slot, writes the packet (header last) and rings the doorbell.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>

#include "codeobject/elf_reader.h"
#include "isa/target.h"
#include "runtime/aql.h"
#include "runtime/geometry.h"
#include "runtime/kernarg.h"
#include "runtime/memory.h"
#include "runtime/queue.h"
#include "runtime/scratch.h"
#include "runtime/signal.h"

namespace gfxsim::rt {

struct RuntimeConfig {
  MemoryConfig memory;
  QueueConfig queue;
  // Waves the device runs at once; scratch slots = min(this, waves in the grid).
  // 0 = queue.computeUnits * queue.wavesPerCu.
  uint32_t maxScratchWaves = 0;
  // Per-work-item bytes added to the private segment of a kernel with .uses_dynamic_stack
  // (or the KD's USES_DYNAMIC_STACK bit) for its call stack: the metadata's fixed size leaves the
  // stack out, so the runtime adds an allowance (AMDGPU Compute ABI, "Dynamic call stack").
  uint32_t dynamicStackBytes = 1024;
  // LDS a work-group may have; 0 = the target's limit (an agent config may lower it).
  uint32_t ldsBytesPerWorkgroup = 0;
};

// A kernel as the runtime needs it: its descriptor, its metadata and where the descriptor is
// in device memory (the packet's kernel_object).
struct KernelRef {
  const codeobj::KernelDescriptor* descriptor = nullptr;
  const codeobj::KernelMetadata* metadata = nullptr;
  Addr kernelObject = 0;

  static KernelRef of(const codeobj::KernelCode& k, Addr kernelObject) {
    return KernelRef{&k.descriptor, k.metadata, kernelObject};
  }
};

struct DispatchParams {
  GridGeometry geometry;                       // grid and group sizes in work-items
  unsigned dims = 0;                           // 0 = implied by the sizes
  uint32_t dynamicLdsBytes = 0;                // extra group segment (beyond static + local args)
  std::array<uint64_t, 3> globalOffset{};      // hidden_global_offset_*
  std::optional<Addr> completionSignal;        // default: a new USER signal with value 1
  bool noCompletionSignal = false;             // completion_signal = 0
  bool barrier = true;                         // packet header barrier bit
  aql::FenceScope acquire = aql::FenceScope::System, release = aql::FenceScope::System;
  std::optional<uint32_t> privateSegmentSize;  // override the computed per-work-item bytes
  bool ringDoorbell = true;
  // Values for the hidden arguments gfxsim does not model (see kernarg.h); 0 = none.
  uint64_t printfBuffer = 0, hostcallBuffer = 0, heapV1 = 0, defaultQueue = 0, completionAction = 0;
};

struct DispatchRecord {
  uint64_t packetIndex = 0;     // also the dispatch id (Dispatch Id SGPRs)
  Addr packetAddress = 0;
  Addr queueAddress = 0;
  Addr kernargAddress = 0;
  Addr completionSignal = 0;
  aql::KernelDispatchPacket packet;
  KernargImage kernargs;
  unsigned waveSize = 64;
  uint32_t privateSegmentSize = 0;  // packet value (bytes per work-item)
  uint32_t groupSegmentSize = 0;    // packet value (bytes per work-group)
  uint32_t ldsAllocation = 0;       // groupSegmentSize rounded up to the LDS granule
  ScratchArea scratch;              // the queue's scratch after this dispatch's sizing
};

// LDS the hardware allocates for a group segment size: rounded up to 512 bytes (128 dwords,
// the GFX7+ granule of RSRC2 GRANULATED_LDS_SIZE, AMDGPUUsage "Kernel Descriptor"). Throws Error
// above the target's LDS.
uint32_t ldsAllocationBytes(const isa::TargetId& target, uint32_t groupSegmentSize, uint32_t limit = 0);

class Runtime {
 public:
  explicit Runtime(const isa::TargetId& target, RuntimeConfig cfg = {});

  const isa::TargetId& target() const { return target_; }
  Memory& memory() { return *mem_; }
  const Memory& memory() const { return *mem_; }
  Queue& queue() { return *queue_; }
  const RuntimeConfig& config() const { return cfg_; }

  // Copies a kernel descriptor into device memory (64-byte aligned, read-only); returns its
  // address. (A loaded code object places descriptors itself: see loader/launch/code_loader.h.)
  Addr loadKernelDescriptor(const codeobj::KernelDescriptor& kd, const std::string& name);

  // The packet's private_segment_size for a kernel: metadata .private_segment_fixed_size
  // (descriptor value when there is no metadata) + dynamicStackBytes if it uses a dynamic stack.
  uint32_t privateSegmentSize(const KernelRef& k) const;
  unsigned waveSize(const KernelRef& k) const;

  // Steps 3-5 of the dispatch protocol. Throws Error (naming the kernel and what is wrong) on a
  // bad launch: wrong arguments, bad geometry, a work-group larger than .max_flat_workgroup_size
  // or different from .reqd_workgroup_size, a partial group for a kernel compiled with
  // .uniform_work_group_size 1, LDS beyond the target's, a descriptor invalid for the target.
  DispatchRecord dispatch(const KernelRef& k, std::span<const ArgValue> args, const DispatchParams& p);

 private:
  isa::TargetId target_;
  RuntimeConfig cfg_;
  std::unique_ptr<Memory> mem_;
  std::unique_ptr<Queue> queue_;
};

}  // namespace gfxsim::rt
