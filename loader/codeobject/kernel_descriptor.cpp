#include "codeobject/kernel_descriptor.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "codeobject/target_traits.h"
#include "support/error.h"

namespace gfxsim::codeobj {

using detail::Traits;
using detail::traitsOf;

namespace {

constexpr KdFieldInfo kFields[] = {
    // COMPUTE_PGM_RSRC1
    {"COMPUTE_PGM_RSRC1_GRANULATED_WORKITEM_VGPR_COUNT", KdWord::Rsrc1, 0, 6},
    {"COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT", KdWord::Rsrc1, 6, 4},
    {"COMPUTE_PGM_RSRC1_PRIORITY", KdWord::Rsrc1, 10, 2},
    {"COMPUTE_PGM_RSRC1_FLOAT_ROUND_MODE_32", KdWord::Rsrc1, 12, 2},
    {"COMPUTE_PGM_RSRC1_FLOAT_ROUND_MODE_16_64", KdWord::Rsrc1, 14, 2},
    {"COMPUTE_PGM_RSRC1_FLOAT_DENORM_MODE_32", KdWord::Rsrc1, 16, 2},
    {"COMPUTE_PGM_RSRC1_FLOAT_DENORM_MODE_16_64", KdWord::Rsrc1, 18, 2},
    {"COMPUTE_PGM_RSRC1_PRIV", KdWord::Rsrc1, 20, 1},
    {"COMPUTE_PGM_RSRC1_ENABLE_DX10_CLAMP", KdWord::Rsrc1, 21, 1},
    {"COMPUTE_PGM_RSRC1_DEBUG_MODE", KdWord::Rsrc1, 22, 1},
    {"COMPUTE_PGM_RSRC1_ENABLE_IEEE_MODE", KdWord::Rsrc1, 23, 1},
    {"COMPUTE_PGM_RSRC1_BULKY", KdWord::Rsrc1, 24, 1},
    {"COMPUTE_PGM_RSRC1_CDBG_USER", KdWord::Rsrc1, 25, 1},
    {"COMPUTE_PGM_RSRC1_FP16_OVFL", KdWord::Rsrc1, 26, 1},
    {"COMPUTE_PGM_RSRC1_RESERVED27", KdWord::Rsrc1, 27, 1},
    {"COMPUTE_PGM_RSRC1_RESERVED28", KdWord::Rsrc1, 28, 1},
    {"COMPUTE_PGM_RSRC1_WGP_MODE", KdWord::Rsrc1, 29, 1},
    {"COMPUTE_PGM_RSRC1_MEM_ORDERED", KdWord::Rsrc1, 30, 1},
    {"COMPUTE_PGM_RSRC1_FWD_PROGRESS", KdWord::Rsrc1, 31, 1},
    // COMPUTE_PGM_RSRC2
    {"COMPUTE_PGM_RSRC2_ENABLE_PRIVATE_SEGMENT", KdWord::Rsrc2, 0, 1},
    {"COMPUTE_PGM_RSRC2_USER_SGPR_COUNT", KdWord::Rsrc2, 1, 5},
    {"COMPUTE_PGM_RSRC2_ENABLE_TRAP_HANDLER", KdWord::Rsrc2, 6, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_X", KdWord::Rsrc2, 7, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y", KdWord::Rsrc2, 8, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z", KdWord::Rsrc2, 9, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_INFO", KdWord::Rsrc2, 10, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_VGPR_WORKITEM_ID", KdWord::Rsrc2, 11, 2},
    {"COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_ADDRESS_WATCH", KdWord::Rsrc2, 13, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_MEMORY", KdWord::Rsrc2, 14, 1},
    {"COMPUTE_PGM_RSRC2_GRANULATED_LDS_SIZE", KdWord::Rsrc2, 15, 9},
    {"COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION", KdWord::Rsrc2, 24, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_FP_DENORMAL_SOURCE", KdWord::Rsrc2, 25, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO", KdWord::Rsrc2, 26, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW", KdWord::Rsrc2, 27, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW", KdWord::Rsrc2, 28, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_IEEE_754_FP_INEXACT", KdWord::Rsrc2, 29, 1},
    {"COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO", KdWord::Rsrc2, 30, 1},
    {"COMPUTE_PGM_RSRC2_RESERVED31", KdWord::Rsrc2, 31, 1},
    // COMPUTE_PGM_RSRC3
    {"COMPUTE_PGM_RSRC3_GFX90A_ACCUM_OFFSET", KdWord::Rsrc3, 0, 6},
    {"COMPUTE_PGM_RSRC3_GFX90A_TG_SPLIT", KdWord::Rsrc3, 16, 1},
    {"COMPUTE_PGM_RSRC3_GFX10_GFX11_SHARED_VGPR_COUNT", KdWord::Rsrc3, 0, 4},
    {"COMPUTE_PGM_RSRC3_GFX11_INST_PREF_SIZE", KdWord::Rsrc3, 4, 6},
    {"COMPUTE_PGM_RSRC3_GFX11_TRAP_ON_START", KdWord::Rsrc3, 10, 1},
    {"COMPUTE_PGM_RSRC3_GFX11_TRAP_ON_END", KdWord::Rsrc3, 11, 1},
    {"COMPUTE_PGM_RSRC3_GFX11_PLUS_IMAGE_OP", KdWord::Rsrc3, 31, 1},
    // kernel_code_properties
    {"KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER", KdWord::CodeProperties, 0, 1},
    {"KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_PTR", KdWord::CodeProperties, 1, 1},
    {"KERNEL_CODE_PROPERTY_ENABLE_SGPR_QUEUE_PTR", KdWord::CodeProperties, 2, 1},
    {"KERNEL_CODE_PROPERTY_ENABLE_SGPR_KERNARG_SEGMENT_PTR", KdWord::CodeProperties, 3, 1},
    {"KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_ID", KdWord::CodeProperties, 4, 1},
    {"KERNEL_CODE_PROPERTY_ENABLE_SGPR_FLAT_SCRATCH_INIT", KdWord::CodeProperties, 5, 1},
    {"KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE", KdWord::CodeProperties, 6, 1},
    {"KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32", KdWord::CodeProperties, 10, 1},
    {"KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK", KdWord::CodeProperties, 11, 1},
    // kernarg_preload
    {"KERNARG_PRELOAD_SPEC_LENGTH", KdWord::KernargPreload, 0, 7},
    {"KERNARG_PRELOAD_SPEC_OFFSET", KdWord::KernargPreload, 7, 9},
};
static_assert(std::size(kFields) == static_cast<size_t>(KdField::Count_));

uint32_t load32(const uint8_t* p) {
  return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}
uint16_t load16(const uint8_t* p) { return uint16_t(p[0] | p[1] << 8); }
void store32(uint8_t* p, uint32_t v) {
  for (int i = 0; i < 4; ++i) p[i] = uint8_t(v >> (8 * i));
}
void store16(uint8_t* p, uint16_t v) {
  p[0] = uint8_t(v);
  p[1] = uint8_t(v >> 8);
}

uint32_t wordOf(const KernelDescriptor& kd, KdWord w) {
  switch (w) {
    case KdWord::Rsrc1: return kd.computePgmRsrc1;
    case KdWord::Rsrc2: return kd.computePgmRsrc2;
    case KdWord::Rsrc3: return kd.computePgmRsrc3;
    case KdWord::CodeProperties: return kd.kernelCodeProperties;
    case KdWord::KernargPreload: return kd.kernargPreload;
  }
  return 0;
}

std::string_view wordName(KdWord w) {
  switch (w) {
    case KdWord::Rsrc1: return "COMPUTE_PGM_RSRC1";
    case KdWord::Rsrc2: return "COMPUTE_PGM_RSRC2";
    case KdWord::Rsrc3: return "COMPUTE_PGM_RSRC3";
    case KdWord::CodeProperties: return "kernel_code_properties";
    case KdWord::KernargPreload: return "kernarg_preload";
  }
  return "?";
}

uint32_t maskOf(unsigned shift, unsigned width) {
  return (width >= 32 ? 0xffffffffu : ((1u << width) - 1)) << shift;
}

// LLVM's getBitRangeFromMask: "bit (N)" or "bits in range (H:L)".
std::string bitRange(uint32_t mask, unsigned baseBytes) {
  unsigned lo = 0;
  while (!((mask >> lo) & 1)) ++lo;
  unsigned count = 0;
  while (lo + count < 32 && ((mask >> (lo + count)) & 1)) ++count;
  unsigned base = baseBytes * 8;
  if (count == 1) return "bit (" + std::to_string(lo + base) + ")";
  return "bits in range (" + std::to_string(lo + count - 1 + base) + ":" + std::to_string(lo + base) + ")";
}

std::string bitsText(const KdFieldInfo& fi) {
  if (fi.width == 1) return "bit " + std::to_string(fi.shift);
  return "bits " + std::to_string(fi.shift + fi.width - 1) + ":" + std::to_string(fi.shift);
}

bool allZero(std::span<const uint8_t> b) {
  return std::all_of(b.begin(), b.end(), [](uint8_t x) { return x == 0; });
}

uint64_t granules(uint64_t n, uint64_t granule) {
  // LLVM: alignTo(max(1, n), granule) / granule - 1, without overflow.
  if (n == 0) n = 1;
  return n / granule + (n % granule != 0) - 1;
}

}  // namespace

const KdFieldInfo& fieldInfo(KdField f) { return kFields[static_cast<size_t>(f)]; }

std::array<uint8_t, kKernelDescriptorSize> KernelDescriptor::encode() const {
  std::array<uint8_t, kKernelDescriptorSize> b{};
  store32(&b[0], groupSegmentFixedSize);
  store32(&b[4], privateSegmentFixedSize);
  store32(&b[8], kernargSize);
  std::memcpy(&b[12], reserved0.data(), 4);
  uint64_t e = static_cast<uint64_t>(kernelCodeEntryByteOffset);
  store32(&b[16], uint32_t(e));
  store32(&b[20], uint32_t(e >> 32));
  std::memcpy(&b[24], reserved1.data(), 20);
  store32(&b[44], computePgmRsrc3);
  store32(&b[48], computePgmRsrc1);
  store32(&b[52], computePgmRsrc2);
  store16(&b[56], kernelCodeProperties);
  store16(&b[58], kernargPreload);
  std::memcpy(&b[60], reserved3.data(), 4);
  return b;
}

KernelDescriptor KernelDescriptor::decodeRaw(std::span<const uint8_t> b) {
  if (b.size() != kKernelDescriptorSize)
    throw Error("kernel descriptor: expected 64 bytes, got " + std::to_string(b.size()));
  KernelDescriptor kd;
  kd.groupSegmentFixedSize = load32(&b[0]);
  kd.privateSegmentFixedSize = load32(&b[4]);
  kd.kernargSize = load32(&b[8]);
  std::memcpy(kd.reserved0.data(), &b[12], 4);
  kd.kernelCodeEntryByteOffset = static_cast<int64_t>(uint64_t(load32(&b[16])) | uint64_t(load32(&b[20])) << 32);
  std::memcpy(kd.reserved1.data(), &b[24], 20);
  kd.computePgmRsrc3 = load32(&b[44]);
  kd.computePgmRsrc1 = load32(&b[48]);
  kd.computePgmRsrc2 = load32(&b[52]);
  kd.kernelCodeProperties = load16(&b[56]);
  kd.kernargPreload = load16(&b[58]);
  std::memcpy(kd.reserved3.data(), &b[60], 4);
  return kd;
}

KernelDescriptor KernelDescriptor::decode(std::span<const uint8_t> b) {
  KernelDescriptor kd = decodeRaw(b);
  if (!allZero(kd.reserved0))
    throw Error("kernel descriptor: reserved bytes 12-15 (bits 127:96) must be zero");
  if (!allZero(kd.reserved1))
    throw Error("kernel descriptor: reserved bytes 24-43 (bits 351:192) must be zero");
  if (!allZero(kd.reserved3))
    throw Error("kernel descriptor: reserved bytes 60-63 (bits 511:480) must be zero");
  static constexpr KdField kAlwaysZero[] = {
      KdField::Priority, KdField::Priv, KdField::DebugMode, KdField::Bulky, KdField::CdbgUser,
      KdField::Rsrc1Reserved27, KdField::Rsrc1Reserved28, KdField::EnableExceptionAddressWatch,
      KdField::EnableExceptionMemory, KdField::GranulatedLdsSize, KdField::Rsrc2Reserved31};
  for (KdField f : kAlwaysZero) {
    if (uint32_t v = kd.get(f)) {
      const auto& fi = fieldInfo(f);
      throw Error("kernel descriptor: " + std::string(fi.name) + " (" + bitsText(fi) + " of " +
                  std::string(wordName(fi.word)) + ") is reserved and must be 0, found " + std::to_string(v));
    }
  }
  if (kd.kernelCodeProperties & 0x0380)
    throw Error("kernel descriptor: kernel_code_properties bits 7-9 (descriptor bits 457:455) are reserved and must be 0");
  if (kd.kernelCodeProperties & 0xf000)
    throw Error("kernel descriptor: kernel_code_properties bits 12-15 (descriptor bits 463:460) are reserved and must be 0");
  return kd;
}

uint32_t KernelDescriptor::get(KdField f) const {
  const auto& fi = fieldInfo(f);
  return (wordOf(*this, fi.word) & maskOf(fi.shift, fi.width)) >> fi.shift;
}

void KernelDescriptor::set(KdField f, uint32_t value) {
  const auto& fi = fieldInfo(f);
  if (fi.width < 32 && value >> fi.width)
    throw Error("value " + std::to_string(value) + " does not fit " + std::string(fi.name) + " (" +
                std::to_string(fi.width) + " bits)");
  uint32_t mask = maskOf(fi.shift, fi.width);
  auto apply = [&](auto& word) {
    word = static_cast<std::remove_reference_t<decltype(word)>>((word & ~mask) | ((value << fi.shift) & mask));
  };
  switch (fi.word) {
    case KdWord::Rsrc1: apply(computePgmRsrc1); break;
    case KdWord::Rsrc2: apply(computePgmRsrc2); break;
    case KdWord::Rsrc3: apply(computePgmRsrc3); break;
    case KdWord::CodeProperties: apply(kernelCodeProperties); break;
    case KdWord::KernargPreload: apply(kernargPreload); break;
  }
}

bool isWave32(const KernelDescriptor& kd, const isa::TargetId& target) {
  return traitsOf(target).major >= 10 && kd.get(KdField::EnableWavefrontSize32);
}

unsigned allocatedVgprs(const KernelDescriptor& kd, const isa::TargetId& target) {
  Traits t = traitsOf(target);
  unsigned granule = t.gfx90a ? 8 : (isWave32(kd, target) ? 8 : 4);
  return (kd.get(KdField::GranulatedWorkitemVgprCount) + 1) * granule;
}

unsigned allocatedSgprs(const KernelDescriptor& kd, const isa::TargetId& target) {
  Traits t = traitsOf(target);
  if (t.major >= 10) return 128;  // GFX10+: field ignored, 128 SGPRs (AMDGPUUsage compute_pgm_rsrc1)
  unsigned n = (kd.get(KdField::GranulatedWavefrontSgprCount) + 1) * 8;
  return (n + 15) / 16 * 16;      // GFX8-9 allocate in 16s
}

std::vector<std::string> validateForTarget(const KernelDescriptor& kd, const isa::TargetId& target) {
  std::vector<std::string> out;
  Traits t = traitsOf(target);
  std::string tn = target.info ? std::string(target.info->name) : "unknown target";
  auto rsrc3 = [&](uint32_t mask, const char* what) {
    if (kd.computePgmRsrc3 & mask)
      out.push_back("COMPUTE_PGM_RSRC3 " + bitRange(mask, 0) + " must be zero on " + tn + " (" + what + ")");
  };
  if (t.major < 10) {
    // GFX9 grants (count + 1) * 8 SGPRs; a wave has at most its addressable SGPRs plus VCC,
    // FLAT_SCRATCH and XNACK_MASK (LLVM's AMDGPUBaseInfo, getNumSGPRBlocks with the extra
    // SGPRs). A larger grant names registers the SIMD does not have.
    unsigned most = t.addressableSgprs + 6;
    unsigned maxCount = (most + 7) / 8 - 1;
    if (uint32_t c = kd.get(KdField::GranulatedWavefrontSgprCount); c > maxCount)
      out.push_back("COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT is " + std::to_string(c) + ", which grants " +
                    std::to_string((c + 1) * 8) + " SGPRs; a wave on " + tn + " has at most " + std::to_string(most) + " (" +
                    std::to_string(t.addressableSgprs) + " addressable plus VCC, FLAT_SCRATCH and XNACK_MASK): at most " +
                    std::to_string(maxCount));
    if (kd.kernelCodeProperties & 0x0400)
      out.push_back("KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32 must be 0 on " + tn + " (wave64 only)");
    if (kd.computePgmRsrc1 & 0xe0000000u)
      out.push_back("COMPUTE_PGM_RSRC1 bits 31:29 (WGP_MODE, MEM_ORDERED, FWD_PROGRESS) must be 0 on " + tn);
    if (t.gfx90a) {
      rsrc3(0x0000ffc0u, "reserved");
      rsrc3(0xfffe0000u, "reserved");
    } else if (kd.computePgmRsrc3) {
      out.push_back("COMPUTE_PGM_RSRC3 must be 0 on " + tn);
    }
  } else {
    if (t.major == 10) {
      rsrc3(0x00000ff0u, "reserved");
      rsrc3(0x80000000u, "reserved");
    }
    rsrc3(0x00001000u, "reserved");
    rsrc3(0x00002000u, "reserved");
    rsrc3(0x7fffc000u, "reserved");
  }
  if (kd.kernargPreload && !t.kernargPreload)
    out.push_back("kernarg_preload must be 0 on " + tn + " (no kernarg preloading)");
  return out;
}

// ---------------------------------------------------------------------------------------
// Directive table
// ---------------------------------------------------------------------------------------
namespace {
using DK = DirectiveKind;
using DA = DirectiveAvail;
using DD = DirectiveDefault;
using F = KdField;
constexpr F kNoField = F::Count_;

constexpr DirectiveInfo kDirectives[] = {
    {".amdhsa_group_segment_fixed_size", DK::GroupSegmentSize, kNoField, DA::All, DD::Zero, 0, 4},
    {".amdhsa_private_segment_fixed_size", DK::PrivateSegmentSize, kNoField, DA::All, DD::Zero, 0, 4},
    {".amdhsa_kernarg_size", DK::KernargSize, kNoField, DA::All, DD::Zero, 0, 4},
    {".amdhsa_user_sgpr_count", DK::UserSgprCount, F::UserSgprCount, DA::All, DD::Implied, 0, 4},
    {".amdhsa_user_sgpr_private_segment_buffer", DK::Field, F::EnableSgprPrivateSegmentBuffer, DA::NoArchFlatScratch, DD::Zero, 4, 4},
    {".amdhsa_user_sgpr_kernarg_preload_length", DK::PreloadLength, F::KernargPreloadSpecLength, DA::KernargPreload, DD::Zero, 0, 4},
    {".amdhsa_user_sgpr_kernarg_preload_offset", DK::PreloadOffset, F::KernargPreloadSpecOffset, DA::KernargPreload, DD::Zero, 0, 4},
    {".amdhsa_user_sgpr_dispatch_ptr", DK::Field, F::EnableSgprDispatchPtr, DA::All, DD::Zero, 2, 4},
    {".amdhsa_user_sgpr_queue_ptr", DK::Field, F::EnableSgprQueuePtr, DA::All, DD::Zero, 2, 4},
    {".amdhsa_user_sgpr_kernarg_segment_ptr", DK::Field, F::EnableSgprKernargSegmentPtr, DA::All, DD::Zero, 2, 4},
    {".amdhsa_user_sgpr_dispatch_id", DK::Field, F::EnableSgprDispatchId, DA::All, DD::Zero, 2, 4},
    {".amdhsa_user_sgpr_flat_scratch_init", DK::Field, F::EnableSgprFlatScratchInit, DA::NoArchFlatScratch, DD::Zero, 2, 4},
    {".amdhsa_user_sgpr_private_segment_size", DK::Field, F::EnableSgprPrivateSegmentSize, DA::All, DD::Zero, 1, 4},
    {".amdhsa_wavefront_size32", DK::Field, F::EnableWavefrontSize32, DA::Gfx10Plus, DD::Wave32Feature, 0, 4},
    {".amdhsa_uses_dynamic_stack", DK::Field, F::UsesDynamicStack, DA::All, DD::Zero, 0, 4},
    {".amdhsa_system_sgpr_private_segment_wavefront_offset", DK::Field, F::EnablePrivateSegment, DA::NoArchFlatScratch, DD::Zero, 0, 4},
    {".amdhsa_enable_private_segment", DK::Field, F::EnablePrivateSegment, DA::ArchFlatScratch, DD::Zero, 0, 4},
    {".amdhsa_system_sgpr_workgroup_id_x", DK::Field, F::EnableSgprWorkgroupIdX, DA::All, DD::One, 0, 4},
    {".amdhsa_system_sgpr_workgroup_id_y", DK::Field, F::EnableSgprWorkgroupIdY, DA::All, DD::Zero, 0, 4},
    {".amdhsa_system_sgpr_workgroup_id_z", DK::Field, F::EnableSgprWorkgroupIdZ, DA::All, DD::Zero, 0, 4},
    {".amdhsa_system_sgpr_workgroup_info", DK::Field, F::EnableSgprWorkgroupInfo, DA::All, DD::Zero, 0, 4},
    {".amdhsa_system_vgpr_workitem_id", DK::Field, F::EnableVgprWorkitemId, DA::All, DD::Zero, 0, 4},
    {".amdhsa_next_free_vgpr", DK::NextFreeVgpr, F::GranulatedWorkitemVgprCount, DA::All, DD::Required, 0, 4},
    {".amdhsa_next_free_sgpr", DK::NextFreeSgpr, F::GranulatedWavefrontSgprCount, DA::All, DD::Required, 0, 4},
    {".amdhsa_accum_offset", DK::AccumOffset, F::Gfx90aAccumOffset, DA::Gfx90a, DD::Required, 0, 4},
    {".amdhsa_reserve_vcc", DK::ReserveVcc, kNoField, DA::All, DD::One, 0, 4},
    {".amdhsa_reserve_flat_scratch", DK::ReserveFlatScratch, kNoField, DA::NoArchFlatScratchGfx7Plus, DD::One, 0, 4},
    {".amdhsa_reserve_xnack_mask", DK::ReserveXnackMask, kNoField, DA::Gfx8Plus, DD::XnackFeature, 0, 4},
    {".amdhsa_float_round_mode_32", DK::Field, F::FloatRoundMode32, DA::All, DD::Zero, 0, 4},
    {".amdhsa_float_round_mode_16_64", DK::Field, F::FloatRoundMode1664, DA::All, DD::Zero, 0, 4},
    {".amdhsa_float_denorm_mode_32", DK::Field, F::FloatDenormMode32, DA::All, DD::Zero, 0, 4},
    {".amdhsa_float_denorm_mode_16_64", DK::Field, F::FloatDenormMode1664, DA::All, DD::Three, 0, 4},
    {".amdhsa_dx10_clamp", DK::Field, F::EnableDx10Clamp, DA::PreGfx12, DD::GenDependent, 0, 4},
    {".amdhsa_ieee_mode", DK::Field, F::EnableIeeeMode, DA::PreGfx12, DD::GenDependent, 0, 4},
    {".amdhsa_fp16_overflow", DK::Field, F::Fp16Ovfl, DA::Gfx9Plus, DD::Zero, 0, 4},
    {".amdhsa_tg_split", DK::Field, F::Gfx90aTgSplit, DA::Gfx90a, DD::Zero, 0, 4},
    {".amdhsa_workgroup_processor_mode", DK::Field, F::WgpMode, DA::Gfx10Plus, DD::WgpFeature, 0, 4},
    {".amdhsa_memory_ordered", DK::Field, F::MemOrdered, DA::Gfx10Plus, DD::GenDependent, 0, 4},
    {".amdhsa_forward_progress", DK::Field, F::FwdProgress, DA::Gfx10Plus, DD::Zero, 0, 4},
    {".amdhsa_shared_vgpr_count", DK::Field, F::Gfx10SharedVgprCount, DA::Gfx10To11, DD::Zero, 0, 4},
    {".amdhsa_exception_fp_ieee_invalid_op", DK::Field, F::EnableExceptionFpInvalidOperation, DA::All, DD::Zero, 0, 4},
    {".amdhsa_exception_fp_denorm_src", DK::Field, F::EnableExceptionFpDenormalSource, DA::All, DD::Zero, 0, 4},
    {".amdhsa_exception_fp_ieee_div_zero", DK::Field, F::EnableExceptionFpDivisionByZero, DA::All, DD::Zero, 0, 4},
    {".amdhsa_exception_fp_ieee_overflow", DK::Field, F::EnableExceptionFpOverflow, DA::All, DD::Zero, 0, 4},
    {".amdhsa_exception_fp_ieee_underflow", DK::Field, F::EnableExceptionFpUnderflow, DA::All, DD::Zero, 0, 4},
    {".amdhsa_exception_fp_ieee_inexact", DK::Field, F::EnableExceptionFpInexact, DA::All, DD::Zero, 0, 4},
    {".amdhsa_exception_int_div_zero", DK::Field, F::EnableExceptionIntDivideByZero, DA::All, DD::Zero, 0, 4},
    {".amdhsa_round_robin_scheduling", DK::Field, F::EnableDx10Clamp /* GFX12 WG_RR_EN, bit 21 */, DA::Gfx12Plus, DD::Zero, 0, 4},
};
}  // namespace

std::span<const DirectiveInfo> directiveTable() { return kDirectives; }

const DirectiveInfo* findDirective(std::string_view name) {
  for (const auto& d : kDirectives)
    if (d.name == name) return &d;
  return nullptr;
}

bool directiveAvailable(const DirectiveInfo& d, const isa::TargetId& target) {
  Traits t = traitsOf(target);
  switch (d.avail) {
    case DA::All: return true;
    case DA::Gfx7Plus: return t.major >= 7;
    case DA::Gfx8Plus: return t.major >= 8;
    case DA::Gfx9Plus: return t.major >= 9;
    case DA::Gfx10Plus: return t.major >= 10;
    case DA::Gfx10To11: return t.major >= 10 && t.major < 12;
    case DA::Gfx12Plus: return t.major >= 12;
    case DA::PreGfx12: return t.major < 12;
    case DA::Gfx90a: return t.gfx90a;
    case DA::KernargPreload: return t.kernargPreload;
    case DA::NoArchFlatScratch: return !t.archFlatScratch;
    case DA::ArchFlatScratch: return t.archFlatScratch;
    case DA::NoArchFlatScratchGfx7Plus: return t.major >= 7 && !t.archFlatScratch;
  }
  return false;
}

std::string directiveRequirement(DirectiveAvail a) {
  switch (a) {
    case DA::All: return "any target";
    case DA::Gfx7Plus: return "gfx7+";
    case DA::Gfx8Plus: return "gfx8+";
    case DA::Gfx9Plus: return "gfx9+";
    case DA::Gfx10Plus: return "gfx10+";
    case DA::Gfx10To11: return "gfx10 or gfx11";
    case DA::Gfx12Plus: return "gfx12+";
    case DA::PreGfx12: return "a target before gfx12";
    case DA::Gfx90a: return "gfx90a";
    case DA::KernargPreload: return "gfx90a (kernarg preloading)";
    case DA::NoArchFlatScratch: return "a target without architected flat scratch (gfx9/gfx10)";
    case DA::ArchFlatScratch: return "architected flat scratch (gfx11+)";
    case DA::NoArchFlatScratchGfx7Plus: return "gfx7+ without architected flat scratch (gfx9/gfx10)";
  }
  return "?";
}

// ---------------------------------------------------------------------------------------
// KdBuilder
// ---------------------------------------------------------------------------------------
KernelDescriptor KdBuilder::defaults(const isa::TargetId& target) {
  Traits t = traitsOf(target);
  KernelDescriptor kd;
  kd.set(F::FloatDenormMode1664, 3);
  if (t.major < 12) {
    kd.set(F::EnableDx10Clamp, 1);
    kd.set(F::EnableIeeeMode, 1);
  }
  if (t.major >= 10) {
    kd.set(F::EnableWavefrontSize32, t.wave32 ? 1 : 0);
    kd.set(F::WgpMode, 1);
    kd.set(F::MemOrdered, 1);
  }
  kd.set(F::EnableSgprWorkgroupIdX, 1);
  return kd;
}

KdBuilder::KdBuilder(const isa::TargetId& target, unsigned cov) : target_(target), cov_(cov) {
  if (!target.info) throw Error("kernel descriptor: no target processor");
  if (cov < 4 || cov > 6)
    throw Error("code object version " + std::to_string(cov) + " is not supported (4, 5 or 6)");
  kd_ = defaults(target);
}

bool KdBuilder::seen(std::string_view directive) const {
  return std::find(seen_.begin(), seen_.end(), directive) != seen_.end();
}

void KdBuilder::set(std::string_view directive, int64_t value) {
  if (value < 0) {
    // LLVM reports a negative value before looking at the directive, after the repeat check.
    if (seen(directive)) throw Error("'" + std::string(directive) + "' cannot be repeated");
    throw Error("value " + std::to_string(value) + " out of range for '" + std::string(directive) + "'");
  }
  setUnsigned(directive, static_cast<uint64_t>(value));
}

void KdBuilder::setUnsigned(std::string_view directive, uint64_t value) {
  const std::string name(directive);
  if (seen(directive)) throw Error("'" + name + "' cannot be repeated");
  seen_.push_back(name);
  if (value > uint64_t(INT64_MAX)) throw Error("value " + std::to_string(value) + " out of range for '" + name + "'");
  const DirectiveInfo* d = findDirective(directive);
  if (!d) throw Error("unknown .amdhsa_kernel directive '" + name + "'");
  Traits t = traitsOf(target_);
  if (!directiveAvailable(*d, target_))
    throw Error("'" + name + "' is not supported on " + std::string(target_.info->name) + " (requires " +
                directiveRequirement(d->avail) + ")");
  auto outOfRange = [&](const std::string& range) {
    return Error("value " + std::to_string(value) + " out of range for '" + name + "' (" + range + ")");
  };
  auto setField = [&](KdField f) {
    const auto& fi = fieldInfo(f);
    if (value >> fi.width) throw outOfRange("0.." + std::to_string((uint64_t(1) << fi.width) - 1));
    kd_.set(f, static_cast<uint32_t>(value));
  };
  switch (d->kind) {
    case DK::Field:
      if (d->field == F::EnableWavefrontSize32) explicitWave32_ = value != 0;
      if (d->field == F::Gfx10SharedVgprCount) sharedVgprCount_ = value;
      setField(d->field);
      if (value) impliedUserSgprs_ += d->userSgprs;
      break;
    case DK::GroupSegmentSize:
    case DK::PrivateSegmentSize:
    case DK::KernargSize: {
      if (value > 0xffffffffull) throw outOfRange("0..4294967295");
      uint32_t v = static_cast<uint32_t>(value);
      if (d->kind == DK::GroupSegmentSize) kd_.groupSegmentFixedSize = v;
      else if (d->kind == DK::PrivateSegmentSize) kd_.privateSegmentFixedSize = v;
      else kd_.kernargSize = v;
      break;
    }
    case DK::UserSgprCount:
      explicitUserSgprs_ = static_cast<uint32_t>(value);  // LLVM keeps it in an unsigned
      break;
    case DK::NextFreeVgpr: nextFreeVgpr_ = value; break;
    case DK::NextFreeSgpr: nextFreeSgpr_ = value; break;
    case DK::AccumOffset: accumOffset_ = value; break;
    case DK::ReserveVcc:
      if (value > 1) throw outOfRange("0..1");
      reserveVcc_ = value != 0;
      break;
    case DK::ReserveFlatScratch:
      if (value > 1) throw outOfRange("0..1");
      reserveFlatScratch_ = value != 0;
      break;
    case DK::ReserveXnackMask:
      if (value > 1) throw outOfRange("0..1");
      if ((value != 0) != t.xnackOnOrAny)
        throw Error("'.amdhsa_reserve_xnack_mask " + std::to_string(value) + "' does not match target id " +
                    target_.str() + " (must be " + (t.xnackOnOrAny ? "1" : "0") + ")");
      break;
    case DK::PreloadLength:
      if (value > 16) throw outOfRange("0..16");
      setField(d->field);
      if (value) {
        impliedUserSgprs_ += static_cast<unsigned>(value);
        preloadLength_ = value;
      }
      break;
    case DK::PreloadOffset:
      if (value >= 1024) throw outOfRange("0..511");
      setField(d->field);
      preloadOffset_ = value;
      break;
  }
}

KernelDescriptor KdBuilder::finish() const {
  if (!seen(".amdhsa_next_free_vgpr")) throw Error("'.amdhsa_next_free_vgpr' directive is required");
  if (!seen(".amdhsa_next_free_sgpr")) throw Error("'.amdhsa_next_free_sgpr' directive is required");
  Traits t = traitsOf(target_);
  KernelDescriptor kd = kd_;
  bool wave32 = explicitWave32_ ? *explicitWave32_ : t.wave32;
  uint64_t vgprGranule = t.gfx90a ? 8 : (wave32 ? 8 : 4);

  uint64_t numSgprs = nextFreeSgpr_;
  if (t.major >= 10) {
    numSgprs = 0;  // GFX10+: SGPRs are not granulated (LLVM 19 writes 0)
  } else {
    if (t.major >= 8 && numSgprs > t.addressableSgprs)
      throw Error("value " + std::to_string(nextFreeSgpr_) + " out of range for '.amdhsa_next_free_sgpr' (" +
                  std::string(target_.info->name) + " has " + std::to_string(t.addressableSgprs) + " SGPRs)");
    unsigned extra = reserveVcc_ ? 2 : 0;
    if (t.major < 8) {
      if (reserveFlatScratch_) extra = 4;
    } else {
      if (t.xnackOnOrAny) extra = 4;
      if (reserveFlatScratch_ || t.archFlatScratch) extra = 6;
    }
    numSgprs += extra;
  }
  uint64_t vgprBlocks = granules(nextFreeVgpr_, vgprGranule);
  uint64_t sgprBlocks = granules(numSgprs, 8);
  if (vgprBlocks > 63)
    throw Error("value " + std::to_string(nextFreeVgpr_) + " out of range for '.amdhsa_next_free_vgpr' (at most " +
                std::to_string(64 * vgprGranule) + " VGPRs)");
  if (sgprBlocks > 15)
    throw Error("value " + std::to_string(nextFreeSgpr_) + " out of range for '.amdhsa_next_free_sgpr'");
  kd.set(F::GranulatedWorkitemVgprCount, static_cast<uint32_t>(vgprBlocks));
  kd.set(F::GranulatedWavefrontSgprCount, static_cast<uint32_t>(sgprBlocks));

  if (explicitUserSgprs_ && impliedUserSgprs_ > *explicitUserSgprs_)
    throw Error("'.amdhsa_user_sgpr_count " + std::to_string(*explicitUserSgprs_) +
                "' is smaller than the " + std::to_string(impliedUserSgprs_) + " user SGPRs the enables imply");
  uint32_t userSgprs = explicitUserSgprs_ ? *explicitUserSgprs_ : impliedUserSgprs_;
  if (userSgprs > 31)
    throw Error("too many user SGPRs enabled (" + std::to_string(userSgprs) + ", at most 31)");
  kd.set(F::UserSgprCount, userSgprs);

  if (preloadLength_ && kd.kernargSize && (preloadLength_ * 4 + preloadOffset_ * 4 > kd.kernargSize))
    throw Error("kernarg preload length + offset (" + std::to_string(preloadLength_ * 4 + preloadOffset_ * 4) +
                " bytes) is larger than the kernarg segment size (" + std::to_string(kd.kernargSize) + ")");

  if (t.gfx90a) {
    if (!seen(".amdhsa_accum_offset")) throw Error("'.amdhsa_accum_offset' directive is required on gfx90a");
    if (accumOffset_ < 4 || accumOffset_ > 256 || (accumOffset_ & 3))
      throw Error("'.amdhsa_accum_offset " + std::to_string(accumOffset_) +
                  "' must be in the range [4..256] in increments of 4");
    uint64_t total = std::max<uint64_t>(1, nextFreeVgpr_);
    total = (total + 3) / 4 * 4;
    if (accumOffset_ > total)
      throw Error("'.amdhsa_accum_offset " + std::to_string(accumOffset_) + "' exceeds the total VGPR allocation (" +
                  std::to_string(total) + ")");
    kd.set(F::Gfx90aAccumOffset, static_cast<uint32_t>(accumOffset_ / 4 - 1));
  }

  if (t.major >= 10 && t.major < 12) {
    if (sharedVgprCount_ && explicitWave32_ && *explicitWave32_)
      throw Error("'.amdhsa_shared_vgpr_count' is not valid with wavefront size 32");
    if (sharedVgprCount_ * 2 + vgprBlocks > 63)
      throw Error("'.amdhsa_shared_vgpr_count' * 2 + GRANULATED_WORKITEM_VGPR_COUNT (" +
                  std::to_string(sharedVgprCount_ * 2 + vgprBlocks) + ") cannot exceed 63");
  }
  return kd;
}

// ---------------------------------------------------------------------------------------
// printDirectives: llvm-objdump-19's kernel descriptor disassembly
// ---------------------------------------------------------------------------------------
namespace {

struct KdPrinter {
  const KernelDescriptor& kd;
  Traits t;
  unsigned cov;
  std::string out;
  std::string error;  // first decoding error, LLVM's text

  void line(std::string_view directive, uint64_t v) {
    out += "\t";
    out += directive;
    out += " ";
    out += std::to_string(v);
    out += "\n";
  }
  void pseudo(std::string_view name, uint64_t v) {
    out += "\t; ";
    out += name;
    out += " ";
    out += std::to_string(v);
    out += "\n";
  }
  // Returns false (and records LLVM's message) when `word & mask` is non-zero.
  bool reserved(uint32_t word, uint32_t mask, std::string_view desc, std::string_view msg = {}) {
    if (!(word & mask)) return true;
    error = "kernel descriptor " + std::string(desc) + " reserved " + bitRange(mask, 0) + " set";
    if (!msg.empty()) error += ", " + std::string(msg);
    return false;
  }
  static uint32_t bits(uint32_t w, unsigned shift, unsigned width) { return (w >> shift) & ((1u << width) - 1); }

  bool rsrc3() {
    uint32_t w = kd.computePgmRsrc3;
    if (t.gfx90a) {
      line(".amdhsa_accum_offset", (bits(w, 0, 6) + 1) * 4);
      line(".amdhsa_tg_split", bits(w, 16, 1));
      if (!reserved(w, 0x0000ffc0u, "COMPUTE_PGM_RSRC3", "must be zero on gfx90a")) return false;
      return reserved(w, 0xfffe0000u, "COMPUTE_PGM_RSRC3", "must be zero on gfx90a");
    }
    if (t.major >= 10) {
      bool wave32 = kd.kernelCodeProperties & 0x0400;
      if (t.major < 12) {
        if (!wave32) line(".amdhsa_shared_vgpr_count", bits(w, 0, 4));
        else pseudo("SHARED_VGPR_COUNT", bits(w, 0, 4));
      }
      if (t.major == 11) {
        pseudo("INST_PREF_SIZE", bits(w, 4, 6));
        pseudo("TRAP_ON_START", bits(w, 10, 1));
        pseudo("TRAP_ON_END", bits(w, 11, 1));
      } else if (t.major == 10) {
        if (!reserved(w, 0x00000ff0u, "COMPUTE_PGM_RSRC3", "must be zero on gfx10")) return false;
      }
      if (!reserved(w, 0x00001000u, "COMPUTE_PGM_RSRC3", "must be zero on gfx10+")) return false;
      if (!reserved(w, 0x00002000u, "COMPUTE_PGM_RSRC3", "must be zero on gfx10 or gfx11")) return false;
      if (!reserved(w, 0x7fffc000u, "COMPUTE_PGM_RSRC3", "must be zero on gfx10+")) return false;
      if (t.major >= 11) pseudo("IMAGE_OP", bits(w, 31, 1));
      else if (!reserved(w, 0x80000000u, "COMPUTE_PGM_RSRC3", "must be zero on gfx10")) return false;
      return true;
    }
    if (w) {
      error = "kernel descriptor COMPUTE_PGM_RSRC3 must be all zero before gfx9";
      return false;
    }
    return true;
  }

  bool rsrc1() {
    uint32_t w = kd.computePgmRsrc1;
    bool wave32 = t.major >= 10 && (kd.kernelCodeProperties & 0x0400);
    unsigned vgprGranule = t.gfx90a ? 8 : (wave32 ? 8 : 4);
    line(".amdhsa_next_free_vgpr", (bits(w, 0, 6) + 1) * vgprGranule);
    if (t.major >= 10 &&
        !reserved(w, 0x3c0u, "COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT", "must be zero on gfx10+"))
      return false;
    line(".amdhsa_reserve_vcc", 0);
    if (!t.archFlatScratch) line(".amdhsa_reserve_flat_scratch", 0);
    line(".amdhsa_reserve_xnack_mask", 0);
    line(".amdhsa_next_free_sgpr", (bits(w, 6, 4) + 1) * 8);
    if (!reserved(w, 0xc00u, "COMPUTE_PGM_RSRC1_PRIORITY")) return false;
    line(".amdhsa_float_round_mode_32", bits(w, 12, 2));
    line(".amdhsa_float_round_mode_16_64", bits(w, 14, 2));
    line(".amdhsa_float_denorm_mode_32", bits(w, 16, 2));
    line(".amdhsa_float_denorm_mode_16_64", bits(w, 18, 2));
    if (!reserved(w, 1u << 20, "COMPUTE_PGM_RSRC1_PRIV")) return false;
    if (t.major < 12) line(".amdhsa_dx10_clamp", bits(w, 21, 1));
    if (!reserved(w, 1u << 22, "COMPUTE_PGM_RSRC1_DEBUG_MODE")) return false;
    if (t.major < 12) line(".amdhsa_ieee_mode", bits(w, 23, 1));
    if (!reserved(w, 1u << 24, "COMPUTE_PGM_RSRC1_BULKY")) return false;
    if (!reserved(w, 1u << 25, "COMPUTE_PGM_RSRC1_CDBG_USER")) return false;
    if (t.major >= 9) line(".amdhsa_fp16_overflow", bits(w, 26, 1));
    else if (!reserved(w, 1u << 26, "COMPUTE_PGM_RSRC1", "must be zero pre-gfx9")) return false;
    if (!reserved(w, 0x18000000u, "COMPUTE_PGM_RSRC1")) return false;
    if (t.major >= 10) {
      line(".amdhsa_workgroup_processor_mode", bits(w, 29, 1));
      line(".amdhsa_memory_ordered", bits(w, 30, 1));
      line(".amdhsa_forward_progress", bits(w, 31, 1));
    } else if (!reserved(w, 0xe0000000u, "COMPUTE_PGM_RSRC1", "must be zero pre-gfx10")) {
      return false;
    }
    if (t.major >= 12) line(".amdhsa_round_robin_scheduling", bits(w, 21, 1));
    return true;
  }

  bool rsrc2() {
    uint32_t w = kd.computePgmRsrc2;
    line(t.archFlatScratch ? ".amdhsa_enable_private_segment" : ".amdhsa_system_sgpr_private_segment_wavefront_offset",
         bits(w, 0, 1));
    line(".amdhsa_system_sgpr_workgroup_id_x", bits(w, 7, 1));
    line(".amdhsa_system_sgpr_workgroup_id_y", bits(w, 8, 1));
    line(".amdhsa_system_sgpr_workgroup_id_z", bits(w, 9, 1));
    line(".amdhsa_system_sgpr_workgroup_info", bits(w, 10, 1));
    line(".amdhsa_system_vgpr_workitem_id", bits(w, 11, 2));
    if (!reserved(w, 1u << 13, "COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_ADDRESS_WATCH")) return false;
    if (!reserved(w, 1u << 14, "COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_MEMORY")) return false;
    if (!reserved(w, 0x00ff8000u, "COMPUTE_PGM_RSRC2_GRANULATED_LDS_SIZE")) return false;
    line(".amdhsa_exception_fp_ieee_invalid_op", bits(w, 24, 1));
    line(".amdhsa_exception_fp_denorm_src", bits(w, 25, 1));
    line(".amdhsa_exception_fp_ieee_div_zero", bits(w, 26, 1));
    line(".amdhsa_exception_fp_ieee_overflow", bits(w, 27, 1));
    line(".amdhsa_exception_fp_ieee_underflow", bits(w, 28, 1));
    line(".amdhsa_exception_fp_ieee_inexact", bits(w, 29, 1));
    line(".amdhsa_exception_int_div_zero", bits(w, 30, 1));
    return reserved(w, 0x80000000u, "COMPUTE_PGM_RSRC2");
  }

  bool codeProperties() {
    uint32_t w = kd.kernelCodeProperties;
    if (!t.archFlatScratch) line(".amdhsa_user_sgpr_private_segment_buffer", bits(w, 0, 1));
    line(".amdhsa_user_sgpr_dispatch_ptr", bits(w, 1, 1));
    line(".amdhsa_user_sgpr_queue_ptr", bits(w, 2, 1));
    line(".amdhsa_user_sgpr_kernarg_segment_ptr", bits(w, 3, 1));
    line(".amdhsa_user_sgpr_dispatch_id", bits(w, 4, 1));
    if (!t.archFlatScratch) line(".amdhsa_user_sgpr_flat_scratch_init", bits(w, 5, 1));
    line(".amdhsa_user_sgpr_private_segment_size", bits(w, 6, 1));
    if (w & 0x0380u) {
      error = "kernel descriptor reserved " + bitRange(0x0380u, 56) + " set";
      return false;
    }
    if (t.major < 10) {
      if (w & 0x0400u) {
        error = "kernel descriptor reserved " + bitRange(0x0400u, 56) + " set, must be zero on gfx9";
        return false;
      }
    } else {
      line(".amdhsa_wavefront_size32", bits(w, 10, 1));
    }
    if (cov >= 5) line(".amdhsa_uses_dynamic_stack", bits(w, 11, 1));
    if (w & 0xf000u) {
      error = "kernel descriptor reserved " + bitRange(0xf000u, 56) + " set";
      return false;
    }
    return true;
  }

  bool run() {
    line(".amdhsa_group_segment_fixed_size", kd.groupSegmentFixedSize);
    line(".amdhsa_private_segment_fixed_size", kd.privateSegmentFixedSize);
    line(".amdhsa_kernarg_size", kd.kernargSize);
    if (!allZero(kd.reserved0)) {
      error = "kernel descriptor reserved bits in range (127:96) set";
      return false;
    }
    if (!allZero(kd.reserved1)) {
      error = "kernel descriptor reserved bits in range (351:192) set";
      return false;
    }
    if (!rsrc3() || !rsrc1() || !rsrc2() || !codeProperties()) return false;
    uint32_t p = kd.kernargPreload;
    if (p & 0x7f) line(".amdhsa_user_sgpr_kernarg_preload_length", p & 0x7f);
    if (p & 0xff80) line(".amdhsa_user_sgpr_kernarg_preload_offset", p >> 7);
    if (!allZero(kd.reserved3)) {
      error = "kernel descriptor reserved bits in range (511:480) set";
      return false;
    }
    return true;
  }
};

}  // namespace

std::string printDirectives(const KernelDescriptor& kd, const isa::TargetId& target, unsigned cov,
                            std::string_view kernelName) {
  KdPrinter p{kd, traitsOf(target), cov, {}, {}};
  if (p.run()) return ".amdhsa_kernel " + std::string(kernelName) + "\n" + p.out + ".end_amdhsa_kernel\n";
  std::string s = "; error decoding " + std::string(kernelName) + ".kd: " + p.error + "\n; decoding failed region as bytes\n";
  char buf[16];
  for (uint8_t b : kd.encode()) {
    std::snprintf(buf, sizeof buf, "\t.byte\t 0x%X\n", b);
    s += buf;
  }
  return s;
}

}  // namespace gfxsim::codeobj
