#include "runtime/scratch.h"

#include "support/error.h"

namespace gfxsim::rt {

namespace {

unsigned majorOf(const isa::TargetId& t) {
  if (!t.info) throw Error("scratch setup needs a known target");
  return t.info->major;
}

// DST_SEL_X..W = SQ_SEL_X(4), Y(5), Z(6), W(7) in bits 11:0.
constexpr uint32_t kDstSelXyzw = 4u | 5u << 3 | 6u << 6 | 7u << 9;  // 0xFAC

}  // namespace

uint64_t scratchWaveBytes(uint32_t privateSegmentSize, unsigned waveSize) {
  uint64_t perWave = uint64_t{roundedPrivateSegmentSize(privateSegmentSize)} * waveSize;
  return (perWave + kScratchWaveGranule - 1) / kScratchWaveGranule * kScratchWaveGranule;
}

uint32_t computeTmpringSize(const isa::TargetId& target, const ScratchArea& area) {
  unsigned waveSizeBits = majorOf(target) >= 11 ? 15 : 13;
  if (area.waveStride % kScratchWaveGranule)
    throw Error("scratch wave stride " + std::to_string(area.waveStride) + " is not a multiple of 1 KiB");
  uint64_t units = area.waveStride / kScratchWaveGranule;
  if (units >> waveSizeBits)
    throw Error("scratch of " + std::to_string(area.waveStride) + " bytes per wave exceeds COMPUTE_TMPRING_SIZE.WAVESIZE (" +
                std::to_string(waveSizeBits) + " bits of 1 KiB)");
  if (area.slots > 0xfff)
    throw Error("scratch wave slots " + std::to_string(area.slots) + " exceed COMPUTE_TMPRING_SIZE.WAVES (12 bits)");
  return area.slots | static_cast<uint32_t>(units << 12);
}

ScratchArea decodeTmpringSize(const isa::TargetId& target, uint32_t tmpring) {
  unsigned waveSizeBits = majorOf(target) >= 11 ? 15 : 13;
  ScratchArea a;
  a.slots = tmpring & 0xfff;
  a.waveStride = ((tmpring >> 12) & ((1u << waveSizeBits) - 1)) * kScratchWaveGranule;
  return a;
}

std::array<uint32_t, 4> queueScratchDescriptor(const isa::TargetId& target, Addr base, uint64_t bytes) {
  unsigned major = majorOf(target);
  if (base >> 48) throw Error("scratch base " + hexString(base) + " does not fit the V#'s 48-bit base address");
  if (bytes >> 32)
    throw Error("scratch area of " + std::to_string(bytes) + " bytes does not fit the V#'s 32-bit NUM_RECORDS");
  std::array<uint32_t, 4> v{};
  v[0] = static_cast<uint32_t>(base);
  uint32_t hi = static_cast<uint32_t>(base >> 32) & 0xffff;
  if (major >= 11)
    v[1] = hi | (1u << 30);        // STRIDE 0, SWIZZLE_ENABLE (2 bits, 31:30) = 1
  else
    v[1] = hi | (1u << 31);        // STRIDE 0, CACHE_SWIZZLE 0, SWIZZLE_ENABLE 1
  v[2] = static_cast<uint32_t>(bytes);  // NUM_RECORDS
  if (major >= 11) {
    v[3] = kDstSelXyzw | 0x14u << 12 /*FORMAT 32_UINT*/ | 1u << 23 /*ADD_TID*/ | 2u << 28 /*OOB_SELECT*/;
  } else if (major == 10) {
    v[3] = kDstSelXyzw | 0x14u << 12 /*FORMAT*/ | 1u << 23 /*ADD_TID*/ | 1u << 24 /*RESOURCE_LEVEL*/ |
           2u << 28 /*OOB_SELECT*/;
  } else {
    v[3] = kDstSelXyzw | 4u << 12 /*NUM_FORMAT UINT*/ | 4u << 15 /*DATA_FORMAT 32*/ | 1u << 19 /*ELEMENT_SIZE 4*/ |
           3u << 21 /*INDEX_STRIDE 64*/ | 1u << 23 /*ADD_TID*/;
  }
  return v;
}

std::array<uint32_t, 4> dispatchScratchDescriptor(const isa::TargetId& target, const std::array<uint32_t, 4>& q,
                                                  unsigned waveSize) {
  if (waveSize != 32 && waveSize != 64) throw Error("wave size must be 32 or 64, not " + std::to_string(waveSize));
  std::array<uint32_t, 4> v = q;
  if (majorOf(target) >= 10) {
    uint32_t stride = waveSize == 32 ? 2u : 3u;
    v[3] = (v[3] & ~(3u << 21)) | stride << 21;
  }
  return v;
}

BufferDescriptor decodeBufferDescriptor(const isa::TargetId& target, const std::array<uint32_t, 4>& v) {
  unsigned major = majorOf(target);
  BufferDescriptor d;
  d.base = uint64_t{v[0]} | (uint64_t{v[1] & 0xffff} << 32);
  d.stride = (v[1] >> 16) & 0x3fff;
  d.swizzle = major >= 11 ? ((v[1] >> 30) & 3u) != 0 : ((v[1] >> 31) & 1u) != 0;
  d.numRecords = v[2];
  d.indexStride = 8u << ((v[3] >> 21) & 3u);
  d.elementSize = 4;
  d.addTid = (v[3] >> 23) & 1u;
  d.rawWord3 = v[3];
  return d;
}

}  // namespace gfxsim::rt
