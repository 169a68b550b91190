// Targets gfxsim knows: processor names, ELF machine numbers, generation and the
// per-target facts the code object writer, the loader and the assembler share.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gfxsim::isa {

enum class Gen { GFX9, GFX10, GFX11, GFX12 };

// Setting of a target feature in a target id (AMDGPUUsage, "Target Features" and "Target ID").
enum class FeatureSetting { Unsupported, Any, Off, On };

struct TargetInfo {
  std::string_view name;     // "gfx900"
  Gen gen;
  std::string_view isaFile;  // ISA description used by this target ("gfx9")
  uint32_t elfMach;          // EF_AMDGPU_MACH_* value
  unsigned major, minor, stepping;  // .amdgcn.gfx_generation_number / _minor / _stepping
  bool supportsXnack;
  bool supportsSramecc;
  bool wave32Default;        // RDNA: wave32 unless +wavefrontsize64
  bool hasArchVgprSplit;     // gfx90a: AGPRs share the unified VGPR file
  unsigned vgprGranuleW64;   // VGPR allocation granule (registers) for wave64
  unsigned vgprGranuleW32;   // and for wave32 (0 when wave32 is not supported)
  unsigned sgprGranule;      // SGPR allocation granule (GFX9: 8, encoded 2*granules-1 ... see kd)
  unsigned addressableSgprs; // SGPRs a wave can name (excluding vcc etc.)
  unsigned ldsBytesPerWorkgroup;
  // The generation's organisation and the ABI facts the loader, the compiler and the timing
  // model share (LLVM's AMDGPU target features named where they are one):
  bool rdna;                 // WGPs of two CUs, 32-lane SIMDs, L0 + GL1 caches, wave32, vscnt (GFX10+)
  bool packedWorkitemIds;    // work-item ids packed in v0, 10 bits each (FeaturePackedTID)
  bool archFlatScratch;      // the hardware sets FLAT_SCRATCH; no private segment buffer or
                             // flat_scratch_init SGPRs (FeatureArchitectedFlatScratch)
  bool kernargPreload;       // the kernel descriptor's kernarg_preload fields apply
  bool userSgprInit16Bug;    // user + work-group id SGPRs must add up to 16 (FeatureUserSGPRInit16Bug)
  unsigned scratchWaveBits;     // COMPUTE_TMPRING_SIZE.WAVESIZE: its width in bits ...
  unsigned scratchWaveGranule;  // ... and its unit in bytes (a wave's largest scratch: the product)
};

const TargetInfo* findTarget(std::string_view name);
const std::vector<TargetInfo>& allTargets();

// A parsed target id: "gfx90a:sramecc+:xnack-" (features in any order).
struct TargetId {
  const TargetInfo* info = nullptr;
  FeatureSetting xnack = FeatureSetting::Any;    // Unsupported when the target lacks it
  FeatureSetting sramecc = FeatureSetting::Any;
  bool wave64 = false;                           // RDNA +wavefrontsize64 (not part of the id)

  std::string str() const;          // canonical "gfx90a:sramecc+:xnack-" form
  uint32_t elfFlags() const;        // e_flags for code object V4/V5
};

// Parses "gfx900", "gfx900:xnack+", "amdgcn-amd-amdhsa--gfx90a:sramecc-". Returns
// nullopt and sets *why on failure.
std::optional<TargetId> parseTargetId(std::string_view text, std::string* why);

// e_flags bit fields (AMDGPUUsage, "Header": the e_flags table for code object V4 and later).
inline constexpr uint32_t kEfMachMask = 0xff;
inline constexpr uint32_t kEfXnackMaskV4 = 0x300;
inline constexpr uint32_t kEfSrameccMaskV4 = 0xc00;

}  // namespace gfxsim::isa
