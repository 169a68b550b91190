// Byte layouts of the structures the runtime and the packet processor share through memory:
// the AQL kernel-dispatch and barrier packets (hsa_kernel_dispatch_packet_t of hsa.h; HSA Platform
// System Architecture Specification, "Architected Queuing Language"), amd_queue_t (ROCR-Runtime,
// amd_hsa_queue.h) and amd_signal_t (ROCR-Runtime, amd_hsa_signal.h). All little-endian.
#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <string>

namespace gfxsim::rt::aql {

inline constexpr unsigned kPacketSize = 64;

// hsa_packet_type_t (header bits 7:0).
enum class PacketType : uint8_t {
  VendorSpecific = 0, Invalid = 1, KernelDispatch = 2, BarrierAnd = 3, AgentDispatch = 4, BarrierOr = 5,
};
// hsa_fence_scope_t (header bits 10:9 acquire, 12:11 release).
enum class FenceScope : uint8_t { None = 0, Agent = 1, System = 2 };

inline constexpr unsigned kHeaderTypeShift = 0, kHeaderTypeWidth = 8;
inline constexpr unsigned kHeaderBarrierShift = 8;
inline constexpr unsigned kHeaderAcquireShift = 9, kHeaderReleaseShift = 11, kHeaderFenceWidth = 2;
inline constexpr unsigned kSetupDimensionsShift = 0, kSetupDimensionsWidth = 2;

uint16_t makeHeader(PacketType type, bool barrier, FenceScope acquire, FenceScope release);
inline PacketType headerType(uint16_t header) { return static_cast<PacketType>(header & 0xff); }
std::string packetTypeName(uint16_t header);  // "KERNEL_DISPATCH", "INVALID", "type 9"

// hsa_kernel_dispatch_packet_t (hsa.h).
struct KernelDispatchPacket {
  uint16_t header = 0;              // 0
  uint16_t setup = 0;               // 2: bits 1:0 dimensions
  uint16_t workgroupSizeX = 0;      // 4
  uint16_t workgroupSizeY = 0;      // 6
  uint16_t workgroupSizeZ = 0;      // 8
  uint16_t reserved0 = 0;           // 10
  uint32_t gridSizeX = 0;           // 12
  uint32_t gridSizeY = 0;           // 16
  uint32_t gridSizeZ = 0;           // 20
  uint32_t privateSegmentSize = 0;  // 24: bytes per work-item
  uint32_t groupSegmentSize = 0;    // 28: bytes per work-group, static + dynamic
  uint64_t kernelObject = 0;        // 32: address of the kernel descriptor
  uint64_t kernargAddress = 0;      // 40
  uint64_t reserved2 = 0;           // 48
  uint64_t completionSignal = 0;    // 56: amd_signal_t address, 0 = none

  PacketType type() const { return headerType(header); }
  unsigned dimensions() const { return setup & 3u; }
  bool barrier() const { return (header >> kHeaderBarrierShift) & 1u; }
  FenceScope acquireScope() const { return static_cast<FenceScope>((header >> kHeaderAcquireShift) & 3u); }
  FenceScope releaseScope() const { return static_cast<FenceScope>((header >> kHeaderReleaseShift) & 3u); }

  std::array<uint8_t, kPacketSize> encode() const;
  // Any 64 bytes decode (throws Error only for a wrong length); use validate() to check one.
  static KernelDispatchPacket decode(std::span<const uint8_t> bytes);
  // Problems a packet processor would reject: wrong type, dimensions not 1-3, zero sizes,
  // sizes beyond `dims` not 1, kernel object or kernarg address 0, reserved fields set.
  // Throws Error naming the field.
  void validate() const;
  bool operator==(const KernelDispatchPacket&) const = default;
};

// hsa_barrier_and_packet_t / hsa_barrier_or_packet_t.
struct BarrierPacket {
  uint16_t header = 0;                   // 0
  uint16_t reserved0 = 0;                // 2
  uint32_t reserved1 = 0;                // 4
  std::array<uint64_t, 5> depSignal{};   // 8, 16, 24, 32, 40
  uint64_t reserved2 = 0;                // 48
  uint64_t completionSignal = 0;         // 56

  std::array<uint8_t, kPacketSize> encode() const;
  static BarrierPacket decode(std::span<const uint8_t> bytes);
  bool operator==(const BarrierPacket&) const = default;
};

// amd_queue_t: 256 bytes, 64-byte aligned, not crossing a 4 GiB boundary (AMDGPU Compute ABI,
// "AMD AQL Queue Object amd_queue_t"; ROCR-Runtime, amd_hsa_queue.h). The first 40 bytes are
// hsa_queue_t.
namespace amd_queue {
inline constexpr unsigned kSize = 256, kAlign = 64;
inline constexpr unsigned kType = 0;                  // u32 hsa_queue_type_t
inline constexpr unsigned kFeatures = 4;              // u32 hsa_queue_feature_t bits
inline constexpr unsigned kBaseAddress = 8;           // u64 ring of 64-byte packets
inline constexpr unsigned kDoorbellSignal = 16;       // u64 hsa_signal_t (amd_signal_t address)
inline constexpr unsigned kQueueSize = 24;            // u32 packets, power of two
inline constexpr unsigned kReserved1 = 28;            // u32
inline constexpr unsigned kId = 32;                   // u64
inline constexpr unsigned kWriteDispatchId = 56;      // u64 next packet index to allocate
inline constexpr unsigned kGroupSegmentApertureBaseHi = 64;    // u32
inline constexpr unsigned kPrivateSegmentApertureBaseHi = 68;  // u32
inline constexpr unsigned kMaxCuId = 72;              // u32 (count - 1, as ROCR-Runtime fills it)
inline constexpr unsigned kMaxWaveId = 76;            // u32 (count - 1, as ROCR-Runtime fills it)
inline constexpr unsigned kMaxLegacyDoorbellDispatchIdPlus1 = 80;  // u64
inline constexpr unsigned kLegacyDoorbellLock = 88;   // u32
inline constexpr unsigned kReadDispatchId = 128;      // u64 next packet index the CP consumes
inline constexpr unsigned kReadDispatchIdFieldBaseByteOffset = 136;  // u32
// ROCR-Runtime's amd_hsa_queue.h fields past read_dispatch_id, which the AMDGPU Compute ABI
// leaves as "not normally accessed by CP":
inline constexpr unsigned kComputeTmpringSize = 140;          // u32 WAVES 11:0, WAVESIZE 24:12 (1 KiB units)
inline constexpr unsigned kScratchResourceDescriptor = 144;   // u32[4] scratch V#
inline constexpr unsigned kScratchBackingMemoryLocation = 160;// u64 (GFX9+: address)
inline constexpr unsigned kScratchBackingMemoryByteSize = 168;// u64
inline constexpr unsigned kScratchWorkitemByteSize = 176;     // u32 per-lane bytes of a wave64
inline constexpr unsigned kQueueProperties = 180;             // u32 bit0 trap handler, bit1 is_ptr64, ...
inline constexpr unsigned kQueueInactiveSignal = 192;         // u64

inline constexpr uint32_t kTypeMulti = 0, kTypeSingle = 1;     // hsa_queue_type_t
inline constexpr uint32_t kFeatureKernelDispatch = 1, kFeatureAgentDispatch = 2;
inline constexpr uint32_t kPropertyEnableTrapHandler = 1u << 0, kPropertyIsPtr64 = 1u << 1;
}  // namespace amd_queue

// amd_signal_t: 64 bytes, 64-byte aligned (AMDGPU Compute ABI, "Signal object amd_signal_t";
// ROCR-Runtime, amd_hsa_signal.h).
namespace amd_signal {
inline constexpr unsigned kSize = 64, kAlign = 64;
inline constexpr unsigned kKind = 0;                 // i64 amd_signal_kind_t
inline constexpr unsigned kValue = 8;                // i64 (USER)
inline constexpr unsigned kHardwareDoorbellPtr = 8;  // u64 (DOORBELL)
inline constexpr unsigned kEventMailboxPtr = 16;     // u64
inline constexpr unsigned kEventId = 24;             // u32
inline constexpr unsigned kStartTs = 32;             // u64
inline constexpr unsigned kEndTs = 40;               // u64
inline constexpr unsigned kQueuePtr = 48;            // u64 (DOORBELL kinds)
}  // namespace amd_signal

enum class SignalKind : int64_t { Invalid = 0, User = 1, Doorbell = -1, LegacyDoorbell = -2 };

}  // namespace gfxsim::rt::aql
