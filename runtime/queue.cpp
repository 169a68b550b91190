#include "runtime/queue.h"

#include <algorithm>
#include <bit>

#include "runtime/signal.h"
#include "support/error.h"

namespace gfxsim::rt {

namespace q = aql::amd_queue;

Queue::Queue(Memory& mem, const isa::TargetId& target, QueueConfig cfg) : mem_(&mem), target_(target), cfg_(cfg) {
  if (!target.info) throw Error("queue: unknown target");
  if (cfg_.packets < 1 || !std::has_single_bit(cfg_.packets))
    throw Error("queue size " + std::to_string(cfg_.packets) + " is not a power of two");
  if (cfg_.computeUnits == 0 || cfg_.wavesPerCu == 0) throw Error("queue: compute units and waves per CU must be non-zero");
  // The allocator aligns to its granule (>= 4 KiB), so the 256-byte amd_queue_t never crosses a
  // 4 GiB boundary.
  queue_ = mem.allocate(q::kSize, q::kAlign, "amd_queue_t " + std::to_string(cfg_.id), AllocKind::Queue);
  ring_ = mem.allocate(uint64_t{cfg_.packets} * aql::kPacketSize, aql::kPacketSize,
                       "AQL ring " + std::to_string(cfg_.id), AllocKind::Ring);
  doorbellWord_ = mem.allocate(8, 8, "doorbell " + std::to_string(cfg_.id), AllocKind::Other);
  doorbellSignal_ = mem.allocate(aql::amd_signal::kSize, aql::amd_signal::kAlign,
                                 "doorbell signal " + std::to_string(cfg_.id), AllocKind::Signal);
  mem.store<int64_t>(doorbellSignal_ + aql::amd_signal::kKind, static_cast<int64_t>(aql::SignalKind::Doorbell));
  mem.store<uint64_t>(doorbellSignal_ + aql::amd_signal::kHardwareDoorbellPtr, doorbellWord_);
  mem.store<uint64_t>(doorbellSignal_ + aql::amd_signal::kQueuePtr, queue_);

  // Every slot starts INVALID.
  uint16_t invalid = aql::makeHeader(aql::PacketType::Invalid, false, aql::FenceScope::None, aql::FenceScope::None);
  for (uint32_t i = 0; i < cfg_.packets; ++i) mem.store<uint16_t>(packetAddress(i), invalid);

  mem.store<uint32_t>(queue_ + q::kType, q::kTypeMulti);
  mem.store<uint32_t>(queue_ + q::kFeatures, q::kFeatureKernelDispatch);
  mem.store<uint64_t>(queue_ + q::kBaseAddress, ring_);
  mem.store<uint64_t>(queue_ + q::kDoorbellSignal, doorbellSignal_);
  mem.store<uint32_t>(queue_ + q::kQueueSize, cfg_.packets);
  mem.store<uint64_t>(queue_ + q::kId, cfg_.id);
  mem.store<uint64_t>(queue_ + q::kWriteDispatchId, 0);
  mem.store<uint32_t>(queue_ + q::kGroupSegmentApertureBaseHi, mem.apertures().sharedHi());
  mem.store<uint32_t>(queue_ + q::kPrivateSegmentApertureBaseHi, mem.apertures().privateHi());
  mem.store<uint32_t>(queue_ + q::kMaxCuId, cfg_.computeUnits - 1);
  mem.store<uint32_t>(queue_ + q::kMaxWaveId, cfg_.wavesPerCu - 1);
  mem.store<uint64_t>(queue_ + q::kReadDispatchId, 0);
  mem.store<uint32_t>(queue_ + q::kReadDispatchIdFieldBaseByteOffset, q::kReadDispatchId);
  mem.store<uint32_t>(queue_ + q::kQueueProperties, q::kPropertyIsPtr64);
  ensureScratch(0, 0);  // an empty scratch area: V# with base 0 and no records
}

uint64_t Queue::loadWriteIndex() const { return mem_->load<uint64_t>(queue_ + q::kWriteDispatchId); }
uint64_t Queue::loadReadIndex() const { return mem_->load<uint64_t>(queue_ + q::kReadDispatchId); }

uint64_t Queue::reserveWriteIndex(uint64_t n) {
  uint64_t w = loadWriteIndex(), r = loadReadIndex();
  if (w - r + n > cfg_.packets)
    throw Error("AQL queue " + std::to_string(cfg_.id) + " is full: " + std::to_string(w - r) + " of " +
                std::to_string(cfg_.packets) + " packets pending; process the queue before submitting more");
  mem_->store<uint64_t>(queue_ + q::kWriteDispatchId, w + n);
  return w;
}

namespace {
void publish(Memory& mem, Addr slot, const std::array<uint8_t, aql::kPacketSize>& bytes) {
  // Body first, header (bytes 0-1) last: the header store is what makes the packet visible.
  mem.write(slot + 2, std::span<const uint8_t>(bytes.data() + 2, aql::kPacketSize - 2));
  mem.write(slot, std::span<const uint8_t>(bytes.data(), 2));
}
}  // namespace

void Queue::writePacket(uint64_t index, const aql::KernelDispatchPacket& p) {
  if (index >= loadWriteIndex() || index < loadReadIndex())
    throw Error("packet index " + std::to_string(index) + " is not a reserved slot of queue " + std::to_string(cfg_.id));
  publish(*mem_, packetAddress(index), p.encode());
}

void Queue::writePacket(uint64_t index, const aql::BarrierPacket& p) {
  if (index >= loadWriteIndex() || index < loadReadIndex())
    throw Error("packet index " + std::to_string(index) + " is not a reserved slot of queue " + std::to_string(cfg_.id));
  publish(*mem_, packetAddress(index), p.encode());
}

void Queue::ringDoorbell(uint64_t value) {
  mem_->store<uint64_t>(doorbellWord_, value);
  if (handler_) handler_(*this, value);
}

uint64_t Queue::lastDoorbellValue() const { return mem_->load<uint64_t>(doorbellWord_); }

std::optional<QueuedPacket> Queue::nextPacket() const {
  uint64_t r = loadReadIndex();
  if (r >= loadWriteIndex()) return std::nullopt;
  QueuedPacket p;
  p.index = r;
  p.address = packetAddress(r);
  auto bytes = mem_->readBytes(p.address, aql::kPacketSize);
  p.type = aql::headerType(static_cast<uint16_t>(bytes[0] | bytes[1] << 8));
  if (p.type == aql::PacketType::Invalid) return std::nullopt;  // reserved, not yet published
  if (p.type == aql::PacketType::KernelDispatch) p.dispatch = aql::KernelDispatchPacket::decode(bytes);
  if (p.type == aql::PacketType::BarrierAnd || p.type == aql::PacketType::BarrierOr)
    p.barrier = aql::BarrierPacket::decode(bytes);
  return p;
}

void Queue::retire(const QueuedPacket& p) {
  if (p.index != loadReadIndex())
    throw Error("retire of packet " + std::to_string(p.index) + " but the queue's read index is " +
                std::to_string(loadReadIndex()));
  uint64_t signal = 0;
  if (p.type == aql::PacketType::KernelDispatch) signal = p.dispatch.completionSignal;
  if (p.type == aql::PacketType::BarrierAnd || p.type == aql::PacketType::BarrierOr) signal = p.barrier.completionSignal;
  mem_->store<uint16_t>(p.address, aql::makeHeader(aql::PacketType::Invalid, false, aql::FenceScope::None,
                                                   aql::FenceScope::None));
  mem_->store<uint64_t>(queue_ + q::kReadDispatchId, p.index + 1);
  if (signal) Signal(*mem_, signal).subtract(1);
}

void Queue::ensureScratch(uint32_t waveStride, uint32_t slots, bool atHead) {
  ScratchArea want;
  want.waveStride = std::max(scratch_.waveStride, waveStride);
  want.slots = std::max(scratch_.slots, slots);
  want.bytes = uint64_t{want.waveStride} * want.slots;
  want.base = scratch_.base;
  if (want.bytes != scratch_.bytes || want.waveStride != scratch_.waveStride || want.slots != scratch_.slots) {
    if (!idle() && !atHead)
      throw Error("queue " + std::to_string(cfg_.id) + ": scratch must grow to " + std::to_string(want.bytes) +
                  " bytes but packets are still pending; process the queue first");
    computeTmpringSize(target_, want);                     // validate before anything changes
    queueScratchDescriptor(target_, 0, want.bytes);
    Addr old = scratch_.base;
    want.base = want.bytes ? mem_->allocate(want.bytes, 256, "scratch " + std::to_string(cfg_.id), AllocKind::Scratch) : 0;
    if (old) mem_->free(old);
  }
  scratch_ = want;
  auto v = queueScratchDescriptor(target_, scratch_.base, scratch_.bytes);
  for (unsigned i = 0; i < 4; ++i) mem_->store<uint32_t>(queue_ + q::kScratchResourceDescriptor + 4 * i, v[i]);
  mem_->store<uint32_t>(queue_ + q::kComputeTmpringSize, computeTmpringSize(target_, scratch_));
  mem_->store<uint64_t>(queue_ + q::kScratchBackingMemoryLocation, scratch_.base);
  mem_->store<uint64_t>(queue_ + q::kScratchBackingMemoryByteSize, scratch_.bytes);
  // ROCr's scratch_wave64_lane_byte_size: the per-lane bytes a 64-lane wave gets.
  mem_->store<uint32_t>(queue_ + q::kScratchWorkitemByteSize, scratch_.waveStride / 64);
}

}  // namespace gfxsim::rt
