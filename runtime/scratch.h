// Scratch (private segment) backing memory and its buffer descriptor (AMDGPUUsage, "HSA AQL
// Queue", "Initial Kernel Execution State", "Private Segment Buffer" and, for the swizzle,
// "Address Spaces").
//
// The runtime gives a queue one scratch area in global memory, divided into equal per-wave
// slots: slot i starts at base + i * waveStride, and "Scratch Wavefront Offset" of a wave is
// i * waveStride. A slot holds waveSize lanes of the per-lane private segment, dword-interleaved
// (AMDGPUUsage, "Address Spaces", the private address space): lane l's private byte p lives at
// slotBase + (p/4)*waveSize*4 + l*4 + p%4.
//
// Sizes (as ROCR-Runtime's AqlQueue::FillComputeTmpRingSize computes them): per-lane bytes = the
// packet's private_segment_size rounded up to a dword (the value the Private Segment Size SGPR
// gets, AMDGPUUsage "Initial Kernel Execution State"); per-wave bytes = per-lane * waveSize
// rounded up to the COMPUTE_TMPRING_SIZE.WAVESIZE unit of 1 KiB; slots = min(waves in the grid,
// waves the device runs at once).
#pragma once
#include <array>
#include <cstdint>
#include <string>

#include "isa/target.h"
#include "runtime/memory.h"

namespace gfxsim::rt {

inline constexpr uint32_t kScratchWaveGranule = 1024;  // COMPUTE_TMPRING_SIZE.WAVESIZE unit (bytes)

// Per-lane scratch bytes for a packet private_segment_size: rounded up to a dword multiple.
inline uint32_t roundedPrivateSegmentSize(uint32_t bytes) { return (bytes + 3u) & ~3u; }
// Bytes of one wave's scratch slot (0 when the kernel has no private segment).
uint64_t scratchWaveBytes(uint32_t privateSegmentSize, unsigned waveSize);

// Backing address of byte `privateOffset` of lane `lane`'s private segment in a wave whose slot
// starts at `waveBase` (AMDGPUUsage, "Address Spaces"): dwords of all lanes are interleaved, so
// base + (p / 4) * waveSize * 4 + lane * 4 + p % 4. Buffer accesses through the scratch V#
// (swizzle, ADD_TID, index stride = wave size, element size 4), scratch_* instructions and flat
// accesses in the private aperture all land here.
inline Addr swizzledScratchAddress(Addr waveBase, unsigned waveSize, unsigned lane, uint32_t privateOffset) {
  return waveBase + uint64_t{privateOffset / 4} * waveSize * 4 + uint64_t{lane} * 4 + privateOffset % 4;
}

// A queue's scratch area as the packet processor sees it (mirrored in amd_queue_t).
struct ScratchArea {
  Addr base = 0;             // scratch_backing_memory_location (GFX9+: an address)
  uint64_t bytes = 0;        // scratch_backing_memory_byte_size
  uint32_t waveStride = 0;   // bytes per wave slot (multiple of kScratchWaveGranule)
  uint32_t slots = 0;        // wave slots (COMPUTE_TMPRING_SIZE.WAVES)
  bool operator==(const ScratchArea&) const = default;
};

// COMPUTE_TMPRING_SIZE for a scratch area: WAVES (bits 11:0) = slots, WAVESIZE (bits 24:12 on
// GFX9/10, 26:12 on GFX11) = waveStride / 1 KiB. Throws Error when a value does not fit.
uint32_t computeTmpringSize(const isa::TargetId& target, const ScratchArea& area);
// The inverse (waveStride in bytes, slots).
ScratchArea decodeTmpringSize(const isa::TargetId& target, uint32_t tmpring);

// The scratch V# the runtime stores in amd_queue_t.scratch_resource_descriptor, as ROCR-Runtime's
// AqlQueue::InitScratchSRD builds it for a dGPU: base = area base, stride 0, swizzle enabled,
// num_records = area bytes, DST_SEL XYZW, 32-bit uint format, ADD_TID_ENABLE = 1; per generation
//   GFX9:  NUM_FORMAT UINT, DATA_FORMAT 32, ELEMENT_SIZE 1 (4 bytes), INDEX_STRIDE 3 (64),
//          ATC 0 (dGPU), MTYPE 0, TYPE 0                      -> word3 0x00EA4FAC
//   GFX10: FORMAT 32_UINT (0x14), INDEX_STRIDE 0 ("filled in by CP"), RESOURCE_LEVEL 1,
//          OOB_SELECT 2 (no bounds check in swizzle mode)    -> word3 0x21814FAC
//   GFX11: FORMAT 0x14 (6 bits), INDEX_STRIDE 0, OOB_SELECT 2; SWIZZLE_ENABLE is the 2-bit
//          field 31:30 with value 1                          -> word1 bit 30, word3 0x20814FAC
std::array<uint32_t, 4> queueScratchDescriptor(const isa::TargetId& target, Addr base, uint64_t bytes);
// What CP loads into the Private Segment Buffer user SGPRs for a dispatch: the queue's V#, with
// INDEX_STRIDE (word3 bits 22:21) set to the dispatch's wave size on GFX10+ (2 = 32 lanes,
// 3 = 64 lanes), where the runtime leaves it to CP. GFX9 descriptors pass through unchanged.
std::array<uint32_t, 4> dispatchScratchDescriptor(const isa::TargetId& target, const std::array<uint32_t, 4>& queueVsharp,
                                                  unsigned waveSize);

// The fields of a buffer V# that scratch addressing uses, decoded per generation.
struct BufferDescriptor {
  uint64_t base = 0;          // 48 bits
  uint32_t stride = 0;        // word1 bits 29:16 (GFX9 with ADD_TID: DATA_FORMAT extends it, ignored here)
  bool swizzle = false;       // SWIZZLE_ENABLE
  uint32_t numRecords = 0;
  uint32_t indexStride = 0;   // lanes: 8, 16, 32 or 64
  uint32_t elementSize = 4;   // swizzle element bytes (GFX9+: fixed 4; ELEMENT_SIZE is ignored)
  bool addTid = false;        // ADD_TID_ENABLE
  uint32_t rawWord3 = 0;
};
BufferDescriptor decodeBufferDescriptor(const isa::TargetId& target, const std::array<uint32_t, 4>& v);

}  // namespace gfxsim::rt
