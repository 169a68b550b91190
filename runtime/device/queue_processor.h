// The packet processor: the consumer side of an AQL queue (HSA Platform System Architecture
// 1.2, "Architected Queuing Language"; AMDGPUUsage "Kernel Dispatch" steps 7-10). Every way
// gfxsim runs a kernel comes through here: gfxsim run (synchronously, from the doorbell), the
// drop-in HSA runtime (from its processor thread) and the workload and litmus runners.
//
// step() looks at the packet at the queue's read index:
//   INVALID            -> Empty (nothing published there yet);
//   BARRIER_AND / _OR  -> NotReady while its dependency signals are not (all / any) zero;
//   KERNEL_DISPATCH    -> sizes the queue's scratch for it, reads the dispatch state
//                         (launch::readDispatch) and runs it on the executor;
//   anything else      -> Stopped with an error (the queue cannot go on).
// A packet that ran is retired: its slot becomes INVALID (header stored with release), the
// read index moves past it, and its completion signal gets the start and end timestamps and
// drops by one. A dispatch that faulted is retired too unless `stopOnFault` is set (then the
// queue stays at it, as a hardware queue in error does, and step() returns Stopped).
//
// Timestamps are nanoseconds of the device clock: simulated time when the executor models time
// (the clock advances by each kernel's simulated duration, so two markers around a kernel
// measure exactly it), the host's monotonic clock otherwise.
//
// Not thread-safe per queue: one processor thread (or the doorbell's caller) drives a queue. The
// producer may write packets concurrently; the processor reads each header with acquire.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "func/engine.h"
#include "func/executor.h"
#include "runtime/queue.h"
#include "runtime/runtime.h"

namespace gfxsim::device {

enum class Step : uint8_t { Empty, NotReady, Ran, Stopped };

// What a processed packet did.
struct PacketOutcome {
  uint64_t index = 0;
  rt::aql::PacketType type = rt::aql::PacketType::Invalid;
  rt::aql::KernelDispatchPacket dispatch;  // kernel dispatches
  func::DispatchResult result;             // kernel dispatches
  std::string error;                       // why the packet could not run (bad packet, bad descriptor)
  uint64_t start = 0, end = 0;             // device clock, ns
  bool failed() const { return !error.empty() || result.fault.has_value(); }
  std::string failure() const { return !error.empty() ? error : result.fault ? result.fault->str() : ""; }
};

struct ProcessorOptions {
  bool stopOnFault = false;
  // Whether a handle is a live signal the processor may decrement (default: any non-zero
  // handle inside a live allocation).
  std::function<bool(uint64_t)> isSignal;
  // The executable ranges of the code object a kernel object belongs to, so that a PC leaving
  // them faults there (default: not known, not checked).
  std::function<std::vector<std::pair<rt::Addr, rt::Addr>>(rt::Addr kernelObject)> codeOf;
};

class QueueProcessor {
 public:
  // `executor` null: the functional engine with `engine` options.
  QueueProcessor(rt::Memory& mem, const isa::TargetId& target, const rt::RuntimeConfig& rc,
                 func::KernelExecutor* executor = nullptr, func::EngineOptions engine = {}, ProcessorOptions opt = {});

  Step step(rt::Queue& q, PacketOutcome* out = nullptr);
  // Steps until the queue is empty, blocked or stopped; calls `each` for every packet that ran.
  Step drain(rt::Queue& q, const std::function<void(const PacketOutcome&)>& each = {});

  // The device clock now (ns).
  uint64_t now() const;
  ProcessorOptions& options() { return opt_; }

 private:
  void runDispatch(rt::Queue& q, uint64_t index, PacketOutcome& out);
  void complete(uint64_t signal, uint64_t start, uint64_t end);

  rt::Memory& mem_;
  isa::TargetId target_;
  rt::RuntimeConfig rc_;
  func::KernelExecutor* executor_;
  func::EngineOptions engine_;
  ProcessorOptions opt_;
  // Read by other threads (a runtime's timestamp queries) while the processor advances them.
  std::atomic<bool> simulatedClock_{false};  // the clock has advanced by simulated time
  std::atomic<uint64_t> clock_{0};
  mutable std::atomic<uint64_t> latest_{0};  // the latest time now() has returned
};

}  // namespace gfxsim::device
