// An AQL queue in simulated memory (AMDGPUUsage, "Kernel Dispatch" and "HSA AQL Queue"; the
// amd_queue_t layout of ROCR-Runtime's amd_hsa_queue.h).
//
// Memory holds the 256-byte amd_queue_t, a ring of `size` 64-byte packets (all headers INVALID
// at creation), a DOORBELL-kind amd_signal_t (hsa_queue_t.doorbell_signal) whose
// hardware_doorbell_ptr points at an 8-byte doorbell word, and whatever scratch the queue has.
//
// Producer side (the runtime): reserveWriteIndex() bumps write_dispatch_id; writePacket() stores
// bytes 2..63 first and the 16-bit header last (the "store-release of the header" that
// publishes the packet); ringDoorbell(v) stores v to the doorbell word and then calls the
// doorbell handler -- the doorbell is a function call into the packet processor.
//
// Consumer side (the simulator's packet processor): nextPacket() returns the packet at
// read_dispatch_id if its header is no longer INVALID; retire() marks the slot INVALID again,
// advances read_dispatch_id and decrements the packet's completion signal by 1.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>

#include "isa/target.h"
#include "runtime/aql.h"
#include "runtime/memory.h"
#include "runtime/scratch.h"

namespace gfxsim::rt {

struct QueueConfig {
  uint32_t packets = 256;        // ring size, a power of two
  uint64_t id = 0;               // hsa_queue_t.id
  uint32_t computeUnits = 4;     // max_cu_id = computeUnits - 1
  uint32_t wavesPerCu = 40;      // max_wave_id = wavesPerCu - 1
};

// A packet the processor found in the ring.
struct QueuedPacket {
  uint64_t index = 0;            // dispatch id (ring slot = index % size)
  Addr address = 0;
  aql::PacketType type = aql::PacketType::Invalid;
  aql::KernelDispatchPacket dispatch;  // when type == KernelDispatch
  aql::BarrierPacket barrier;          // when type == BarrierAnd/BarrierOr
};

class Queue {
 public:
  using DoorbellHandler = std::function<void(Queue&, uint64_t value)>;

  Queue(Memory& mem, const isa::TargetId& target, QueueConfig cfg = {});
  Queue(const Queue&) = delete;
  Queue& operator=(const Queue&) = delete;

  Memory& memory() const { return *mem_; }
  const isa::TargetId& target() const { return target_; }
  Addr address() const { return queue_; }                // the amd_queue_t (Queue Ptr SGPRs)
  Addr ringAddress() const { return ring_; }
  uint32_t size() const { return cfg_.packets; }
  const QueueConfig& config() const { return cfg_; }
  Addr doorbellSignal() const { return doorbellSignal_; }
  Addr doorbellWord() const { return doorbellWord_; }
  Addr packetAddress(uint64_t index) const { return ring_ + (index & (cfg_.packets - 1)) * aql::kPacketSize; }

  // Indices, as stored in the amd_queue_t.
  uint64_t loadWriteIndex() const;
  uint64_t loadReadIndex() const;
  // Reserves `n` packet slots; returns the first index. Throws Error when the ring has fewer
  // than n free slots (a real producer would wait; here nothing else could free them).
  uint64_t reserveWriteIndex(uint64_t n = 1);
  void writePacket(uint64_t index, const aql::KernelDispatchPacket& p);
  void writePacket(uint64_t index, const aql::BarrierPacket& p);
  void setDoorbellHandler(DoorbellHandler h) { handler_ = std::move(h); }
  void ringDoorbell(uint64_t value);
  uint64_t lastDoorbellValue() const;

  // Packet-processor side.
  std::optional<QueuedPacket> nextPacket() const;
  void retire(const QueuedPacket& p);
  bool idle() const { return loadReadIndex() == loadWriteIndex(); }

  // Scratch: the area currently described by the amd_queue_t scratch fields.
  ScratchArea scratch() const { return scratch_; }
  // Makes the queue's scratch at least `waveStride` bytes per wave with `slots` slots (it
  // never shrinks); rewrites the amd_queue_t scratch fields (V#, location, size, per-lane
  // size, COMPUTE_TMPRING_SIZE). Growing needs an idle queue (packets in the ring were
  // dispatched against the old area): throws Error otherwise -- unless the caller is the packet
  // processor about to run the packet at the read index (`atHead`): the packets before it are
  // done and the ones after it read the scratch fields only when they run.
  void ensureScratch(uint32_t waveStride, uint32_t slots, bool atHead = false);

 private:
  Memory* mem_;
  isa::TargetId target_;
  QueueConfig cfg_;
  Addr queue_ = 0, ring_ = 0, doorbellSignal_ = 0, doorbellWord_ = 0;
  ScratchArea scratch_;
  DoorbellHandler handler_;
};

}  // namespace gfxsim::rt
