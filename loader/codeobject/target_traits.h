// Per-target facts the code object library needs beyond isa::TargetInfo. Derived from the
// target table; kept here (internal) until the target table carries them itself.
#pragma once
#include "isa/target.h"

namespace gfxsim::codeobj::detail {

struct Traits {
  unsigned major = 0;           // 9, 10, 11, 12
  bool gfx90a = false;          // unified VGPR/AGPR file, ACCUM_OFFSET/TG_SPLIT in RSRC3
  bool archFlatScratch = false; // GFX11+: no private segment buffer / flat scratch init SGPRs
  bool kernargPreload = false;  // KD kernarg_preload field usable (gfx90a)
  bool wave32 = false;          // default wavefront size is 32
  bool xnackOnOrAny = false;    // target id xnack+ or xnack unspecified on an xnack target
  unsigned addressableSgprs = 102;
};

inline Traits traitsOf(const isa::TargetId& t) {
  Traits r;
  if (!t.info) return r;
  r.major = t.info->major;
  r.gfx90a = t.info->hasArchVgprSplit;
  r.archFlatScratch = t.info->archFlatScratch;
  r.kernargPreload = t.info->kernargPreload;
  r.wave32 = t.info->rdna && t.info->wave32Default && !t.wave64;
  r.xnackOnOrAny = t.info->supportsXnack &&
                   (t.xnack == isa::FeatureSetting::On || t.xnack == isa::FeatureSetting::Any);
  r.addressableSgprs = t.info->addressableSgprs;
  return r;
}

}  // namespace gfxsim::codeobj::detail
