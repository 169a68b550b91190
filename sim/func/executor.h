// What executes a kernel-dispatch packet the packet processor took from a queue: the functional
// engine (func::Engine), or the timing model (timing::TimingEngine) in its place. The packet
// processor that calls it is runtime/device/queue_processor.h.
#pragma once
#include "func/engine.h"
#include "isa/target.h"
#include "launch/initial_state.h"
#include "runtime/memory.h"

namespace gfxsim::func {

class KernelExecutor {
 public:
  virtual ~KernelExecutor() = default;
  virtual DispatchResult run(const isa::TargetId& target, rt::Memory& mem, const launch::DispatchState& ds) = 0;
};

}  // namespace gfxsim::func
