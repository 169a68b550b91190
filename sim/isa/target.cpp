#include "isa/target.h"

namespace gfxsim::isa {

const std::vector<TargetInfo>& allTargets() {
  // Machine numbers: AMDGPUUsage, "Header", table "AMDGPU EF_AMDGPU_MACH Values". Granules:
  // AMDGPUUsage, "Kernel Descriptor", compute_pgm_rsrc1 GRANULATED_WORKITEM_VGPR_COUNT /
  // GRANULATED_WAVEFRONT_SGPR_COUNT. Features: AMDGPUUsage, "Processors", and LLVM's
  // AMDGPU.td feature lists of each processor. Scratch wave size: the ISA reference guides'
  // COMPUTE_TMPRING_SIZE (13 bits of 1 KiB; GFX11: 15 bits of 256 bytes).
  static const std::vector<TargetInfo> targets = {
      {.name = "gfx900", .gen = Gen::GFX9, .isaFile = "gfx9", .elfMach = 0x02c, .major = 9, .minor = 0, .stepping = 0,
       .supportsXnack = true, .supportsSramecc = false, .wave32Default = false, .hasArchVgprSplit = false,
       .vgprGranuleW64 = 4, .vgprGranuleW32 = 0, .sgprGranule = 8, .addressableSgprs = 102, .ldsBytesPerWorkgroup = 65536,
       .rdna = false, .packedWorkitemIds = false, .archFlatScratch = false, .kernargPreload = false,
       .userSgprInit16Bug = false, .scratchWaveBits = 13, .scratchWaveGranule = 1024},
      {.name = "gfx90a", .gen = Gen::GFX9, .isaFile = "gfx90a", .elfMach = 0x03f, .major = 9, .minor = 0, .stepping = 10,
       .supportsXnack = true, .supportsSramecc = true, .wave32Default = false, .hasArchVgprSplit = true,
       .vgprGranuleW64 = 8, .vgprGranuleW32 = 0, .sgprGranule = 8, .addressableSgprs = 102, .ldsBytesPerWorkgroup = 65536,
       .rdna = false, .packedWorkitemIds = true, .archFlatScratch = false, .kernargPreload = true,
       .userSgprInit16Bug = false, .scratchWaveBits = 13, .scratchWaveGranule = 1024},
      // gfx942 (CDNA3, Instinct MI300X/MI300A): AMDGPUUsage, "Processors" (GCN GFX9 (CDNA 3):
      // sramecc, tgsplit, xnack; architected flat scratch, packed work-item IDs) and "Header"
      // (EF_AMDGPU_MACH_AMDGCN_GFX942 = 0x04c); "Kernel Descriptor" for the kernarg preload
      // fields and the unified VGPR/AGPR file with gfx90a's granule of 8
      // (GRANULATED_WORKITEM_VGPR_COUNT, "GFX90A, GFX942"). Checked against LLVM 19 itself:
      // llvm-mc-19 -mcpu=gfx942 writes machine 0x04c, clang-19 writes the kernarg preload and
      // `.amdhsa_enable_private_segment` (architected flat scratch) directives and no flat
      // scratch init. COMPUTE_TMPRING_SIZE is GFX9's.
      {.name = "gfx942", .gen = Gen::GFX9, .isaFile = "gfx942", .elfMach = 0x04c, .major = 9, .minor = 4, .stepping = 2,
       .supportsXnack = true, .supportsSramecc = true, .wave32Default = false, .hasArchVgprSplit = true,
       .vgprGranuleW64 = 8, .vgprGranuleW32 = 0, .sgprGranule = 8, .addressableSgprs = 102, .ldsBytesPerWorkgroup = 65536,
       .rdna = false, .packedWorkitemIds = true, .archFlatScratch = true, .kernargPreload = true,
       .userSgprInit16Bug = false, .scratchWaveBits = 13, .scratchWaveGranule = 1024},
      {.name = "gfx1030", .gen = Gen::GFX10, .isaFile = "gfx10", .elfMach = 0x036, .major = 10, .minor = 3, .stepping = 0,
       .supportsXnack = false, .supportsSramecc = false, .wave32Default = true, .hasArchVgprSplit = false,
       .vgprGranuleW64 = 4, .vgprGranuleW32 = 8, .sgprGranule = 8, .addressableSgprs = 106, .ldsBytesPerWorkgroup = 65536,
       .rdna = true, .packedWorkitemIds = false, .archFlatScratch = false, .kernargPreload = false,
       .userSgprInit16Bug = false, .scratchWaveBits = 13, .scratchWaveGranule = 1024},
      {.name = "gfx1100", .gen = Gen::GFX11, .isaFile = "gfx11", .elfMach = 0x041, .major = 11, .minor = 0, .stepping = 0,
       .supportsXnack = false, .supportsSramecc = false, .wave32Default = true, .hasArchVgprSplit = false,
       .vgprGranuleW64 = 4, .vgprGranuleW32 = 8, .sgprGranule = 8, .addressableSgprs = 106, .ldsBytesPerWorkgroup = 65536,
       .rdna = true, .packedWorkitemIds = true, .archFlatScratch = true, .kernargPreload = false,
       .userSgprInit16Bug = true, .scratchWaveBits = 15, .scratchWaveGranule = 256},
  };
  return targets;
}

const TargetInfo* findTarget(std::string_view name) {
  for (const auto& t : allTargets())
    if (t.name == name) return &t;
  return nullptr;
}

std::string TargetId::str() const {
  std::string s(info ? info->name : "unknown");
  // LLVM prints features in alphabetical order: sramecc before xnack.
  if (sramecc == FeatureSetting::On) s += ":sramecc+";
  if (sramecc == FeatureSetting::Off) s += ":sramecc-";
  if (xnack == FeatureSetting::On) s += ":xnack+";
  if (xnack == FeatureSetting::Off) s += ":xnack-";
  return s;
}

static uint32_t featureBits(FeatureSetting f, uint32_t any, uint32_t off, uint32_t on) {
  switch (f) {
    case FeatureSetting::Unsupported: return 0;
    case FeatureSetting::Any: return any;
    case FeatureSetting::Off: return off;
    case FeatureSetting::On: return on;
  }
  return 0;
}

uint32_t TargetId::elfFlags() const {
  uint32_t flags = info ? info->elfMach : 0;
  flags |= featureBits(xnack, 0x100, 0x200, 0x300);
  flags |= featureBits(sramecc, 0x400, 0x800, 0xc00);
  return flags;
}

std::optional<TargetId> parseTargetId(std::string_view text, std::string* why) {
  auto fail = [&](std::string msg) -> std::optional<TargetId> {
    if (why) *why = std::move(msg);
    return std::nullopt;
  };
  // Strip an optional triple prefix "amdgcn-amd-amdhsa--".
  if (auto pos = text.rfind("--"); pos != std::string_view::npos) {
    if (text.substr(0, pos) != "amdgcn-amd-amdhsa")
      return fail("unsupported triple '" + std::string(text.substr(0, pos)) + "' (expected amdgcn-amd-amdhsa)");
    text = text.substr(pos + 2);
  }
  auto colon = text.find(':');
  std::string_view proc = text.substr(0, colon);
  TargetId id;
  id.info = findTarget(proc);
  if (!id.info) return fail("unknown processor '" + std::string(proc) + "'");
  id.xnack = id.info->supportsXnack ? FeatureSetting::Any : FeatureSetting::Unsupported;
  id.sramecc = id.info->supportsSramecc ? FeatureSetting::Any : FeatureSetting::Unsupported;
  while (colon != std::string_view::npos) {
    text = text.substr(colon + 1);
    colon = text.find(':');
    std::string_view feat = text.substr(0, colon);
    if (feat.size() < 2 || (feat.back() != '+' && feat.back() != '-'))
      return fail("malformed target feature '" + std::string(feat) + "'");
    FeatureSetting setting = feat.back() == '+' ? FeatureSetting::On : FeatureSetting::Off;
    std::string_view name = feat.substr(0, feat.size() - 1);
    if (name == "xnack") {
      if (!id.info->supportsXnack) return fail(std::string(proc) + " does not support xnack");
      id.xnack = setting;
    } else if (name == "sramecc") {
      if (!id.info->supportsSramecc) return fail(std::string(proc) + " does not support sramecc");
      id.sramecc = setting;
    } else {
      return fail("unknown target feature '" + std::string(name) + "'");
    }
  }
  return id;
}

}  // namespace gfxsim::isa
