#include "runtime/device/queue_processor.h"

#include <algorithm>
#include <chrono>

#include <fmt/format.h>

#include "launch/initial_state.h"
#include "runtime/scratch.h"
#include "support/error.h"

namespace gfxsim::device {

namespace aql = rt::aql;

namespace {

uint64_t hostNanos() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
}

// The device is little-endian and shares these words with the producer: read them atomically.
template <class T>
T loadAcquire(rt::Memory& mem, rt::Addr a) {
  return __atomic_load_n(reinterpret_cast<T*>(mem.translate(a, sizeof(T), rt::Access::Read)), __ATOMIC_ACQUIRE);
}
template <class T>
void storeRelease(rt::Memory& mem, rt::Addr a, T v) {
  __atomic_store_n(reinterpret_cast<T*>(mem.translate(a, sizeof(T), rt::Access::Write)), v, __ATOMIC_RELEASE);
}

}  // namespace

QueueProcessor::QueueProcessor(rt::Memory& mem, const isa::TargetId& target, const rt::RuntimeConfig& rc,
                               func::KernelExecutor* executor, func::EngineOptions engine, ProcessorOptions opt)
    : mem_(mem), target_(target), rc_(rc), executor_(executor), engine_(std::move(engine)), opt_(std::move(opt)),
      clock_(hostNanos()) {}

// Never earlier than a time already returned: a command queued on another thread while the first
// timed dispatch ran read the host clock, which the simulated clock (that dispatch's start plus
// its simulated time) need not reach, and its start must not precede its queued time.
uint64_t QueueProcessor::now() const {
  uint64_t t = simulatedClock_.load() ? clock_.load() : hostNanos();
  uint64_t seen = latest_.load();
  while (t > seen && !latest_.compare_exchange_weak(seen, t)) {
  }
  return std::max(t, seen);
}

Step QueueProcessor::step(rt::Queue& q, PacketOutcome* outp) {
  PacketOutcome local;
  PacketOutcome& out = outp ? *outp : local;
  out = PacketOutcome{};
  const rt::Addr amdq = q.address();
  uint64_t index = loadAcquire<uint64_t>(mem_, amdq + aql::amd_queue::kReadDispatchId);
  if (index >= loadAcquire<uint64_t>(mem_, amdq + aql::amd_queue::kWriteDispatchId)) return Step::Empty;
  const rt::Addr slot = q.packetAddress(index);
  uint16_t header = loadAcquire<uint16_t>(mem_, slot);
  out.index = index;
  out.type = aql::headerType(header);
  const auto bytes = std::span<const uint8_t>(mem_.translate(slot, aql::kPacketSize), aql::kPacketSize);
  uint64_t completion = 0;
  switch (out.type) {
    case aql::PacketType::Invalid: return Step::Empty;  // reserved, not yet published
    case aql::PacketType::BarrierAnd:
    case aql::PacketType::BarrierOr: {
      auto p = aql::BarrierPacket::decode(bytes);
      bool any = out.type == aql::PacketType::BarrierOr, anyZero = false, allZero = true, none = true;
      for (uint64_t dep : p.depSignal) {
        if (!dep) continue;
        none = false;
        bool zero = loadAcquire<int64_t>(mem_, dep + aql::amd_signal::kValue) == 0;
        anyZero |= zero;
        allZero &= zero;
      }
      if (!(any ? none || anyZero : allZero)) return Step::NotReady;
      completion = p.completionSignal;
      out.start = out.end = now();
      break;
    }
    case aql::PacketType::KernelDispatch: {
      out.dispatch = aql::KernelDispatchPacket::decode(bytes);
      completion = out.dispatch.completionSignal;
      runDispatch(q, index, out);
      if (out.failed() && opt_.stopOnFault) return Step::Stopped;
      break;
    }
    default:
      out.error = fmt::format("queue {}: packet {} is {}, which gfxsim does not process", q.config().id, index,
                              aql::packetTypeName(header));
      return Step::Stopped;
  }
  // Retire.
  storeRelease<uint16_t>(mem_, slot, aql::makeHeader(aql::PacketType::Invalid, false, aql::FenceScope::None, aql::FenceScope::None));
  storeRelease<uint64_t>(mem_, amdq + aql::amd_queue::kReadDispatchId, index + 1);
  if (completion) complete(completion, out.start, out.end);
  return Step::Ran;
}

Step QueueProcessor::drain(rt::Queue& q, const std::function<void(const PacketOutcome&)>& each) {
  for (;;) {
    PacketOutcome o;
    Step s = step(q, &o);
    if (s == Step::Ran && each) each(o);
    if (s != Step::Ran) return s;
  }
}

void QueueProcessor::runDispatch(rt::Queue& q, uint64_t index, PacketOutcome& out) {
  out.start = now();
  try {
    launch::DispatchState ds = launch::readDispatch(mem_, target_, q.address(), index);
    if (ds.privateSegmentSize) {
      // The queue's scratch must hold every wave that can be resident at once (or every wave
      // of the grid, if fewer): ROCr sizes it the same way when a dispatch needs more.
      unsigned waveSize = codeobj::isWave32(ds.kd, target_) ? 32 : 64;
      uint64_t stride = rt::scratchWaveBytes(ds.privateSegmentSize, waveSize);
      if (stride > 0xffffffffu) throw Error(fmt::format("scratch of {} bytes per wave is too large", stride));
      uint64_t resident = rc_.maxScratchWaves ? rc_.maxScratchWaves : uint64_t{rc_.queue.computeUnits} * rc_.queue.wavesPerCu;
      uint64_t slots = std::min<uint64_t>(resident, ds.geometry.totalWaves(waveSize));
      q.ensureScratch(static_cast<uint32_t>(stride), static_cast<uint32_t>(slots), true);
      ds = launch::readDispatch(mem_, target_, q.address(), index);
    }
    if (opt_.codeOf) ds.code = opt_.codeOf(ds.kernelObject);
    if (executor_) {
      out.result = executor_->run(target_, mem_, ds);
    } else {
      func::Engine engine(target_, mem_, engine_);
      out.result = engine.run(ds);
    }
  } catch (const std::exception& e) {
    out.error = e.what();
  }
  if (out.result.simulatedMicroseconds) {
    clock_ = out.start + static_cast<uint64_t>(*out.result.simulatedMicroseconds * 1000.0 + 0.5);
    simulatedClock_ = true;
  }
  out.end = now();
}

void QueueProcessor::complete(uint64_t signal, uint64_t start, uint64_t end) {
  bool ok = opt_.isSignal ? opt_.isSignal(signal) : mem_.findLive(signal, aql::amd_signal::kSize) != nullptr;
  if (!ok) return;  // a completion signal that is not one: nothing to decrement
  storeRelease<uint64_t>(mem_, signal + aql::amd_signal::kStartTs, start);
  storeRelease<uint64_t>(mem_, signal + aql::amd_signal::kEndTs, end);
  __atomic_fetch_sub(reinterpret_cast<int64_t*>(mem_.translate(signal + aql::amd_signal::kValue, 8, rt::Access::Atomic)), 1,
                     __ATOMIC_ACQ_REL);
}

}  // namespace gfxsim::device
