#include "timing/cache_policy.h"

#include <string>

#include "support/error.h"

namespace gfxsim::timing {

namespace {

using enum LineAction;

struct Row {
  isa::Gen gen;
  CachePolicy policy;
};

// Sources: LLVM's AMDGPUUsage, sections "Memory Model GFX6-GFX9" and "Memory Model
// GFX10-GFX11" with their code-sequence tables (an agent-scope atomic load carries glc=1 on
// GFX9, glc=1 dlc=1 on GFX10, and "If GFX11, omit dlc=1"; stores are written through, the GL1
// being write-evict; atomics are performed at the L2); LLVM's SIMemoryLegalizer, where
// SIGfx10CacheControl bypasses the L0 with GLC and the GL1 with DLC and SIGfx11CacheControl
// sets GLC alone for both; LLVM review D127405 (GFX11 gives DLC to the memory-attached
// last-level cache's no-allocate, and GLC bypasses the GL1 as well as the L0); the Vega ISA
// reference guide, section 9.1.10, the RDNA 1/2 ISA reference guides, section 8.1.10, and the
// RDNA3 ISA reference guide, section 4.1.1, on the GLC/SLC/DLC bits. Not modelled: DLC's
// no-allocate in the Infinity Cache, SLC's streaming hint (it changes no hit or miss here).
//
// The L2 at the end of a kernel: AMDGPUUsage ("Memory Model", GFX6-GFX10 and GFX10-GFX11) has
// a discrete GPU read its kernel arguments uncached "to avoid needing to invalidate the L2",
// so that L2 is not coherent with the host: the dispatch's system-scope release writes its
// dirty lines back before the completion signal. GFX90A keeps local memory coherent through
// the L2 instead (MTYPE RW, probes for the CPU's and PCIe's coherent requests: "no L2
// invalidation or writeback is required for coherence", "Memory Model GFX90A"); gfx942's L2s
// (one per XCD) are not coherent with each other and are written back ("Memory Model GFX942").
//
//   generation  load bits that miss      store              atomic           end of kernel
//               L1/L0   GL1              L1/L0    GL1       L1/L0  GL1       L2 written back
constexpr Row kRows[] = {
    {isa::Gen::GFX9, {"GFX9", kGlc, 0, Update, Keep, Drop, Keep, true}},
    {isa::Gen::GFX10, {"GFX10", kGlc, kDlc, Update, Drop, Drop, Drop, true}},
    {isa::Gen::GFX11, {"GFX11", kGlc, kGlc, Update, Drop, Drop, Drop, true}},
    // GFX12 replaces the bits by scope and temporal hints: no row yet.
};
constexpr CachePolicy kGfx90a = {"GFX90A", kGlc, 0, Update, Keep, Drop, Keep, false};

// gfx942 gives the bits a scope: sc0 alone is work-group scope, sc1 alone agent scope, both
// system scope (LLVM's SIGfx940CacheControl::enableLoadCacheBypass; AMDGPUUsage, "Memory Model
// GFX942"), and a load of any scope wider than the wavefront misses the vector L1. Atomics
// implicitly bypass the L1 and use sc0 for "return the old value" (same section).
constexpr CachePolicy kGfx942 = {"GFX942", kGlc | kScc, 0, Update, Keep, Drop, Keep, true};

}  // namespace

const CachePolicy& cachePolicyOf(const isa::TargetInfo& target, const char* file) {
  if (target.name == "gfx942") return kGfx942;
  if (target.name == "gfx90a") return kGfx90a;
  return cachePolicyOf(target.gen, file);
}

const CachePolicy& cachePolicyOf(isa::Gen gen, const char* file) {
  for (const Row& r : kRows)
    if (r.gen == gen) return r.policy;
  throw Error(std::string(file) + ": error: the timing model has no cache policy for this target's generation");
}

}  // namespace gfxsim::timing
