// Per-target facts the back end's stages share: wave size, generation, and the spelling of
// the few instructions whose mnemonic differs between GFX9 and GFX10 (the assembler knows
// the encodings; this only picks names as clang prints them). The back end's passes work on
// the GFX9/GFX10 mnemonics; GFX11's renamed ones (s_load_b32, global_load_b32, ds_load_b32,
// s_and_not1_b32, ...) are spelled only when the text is written (spell(), from the ISA
// description's `sem=` rows, the renaming llvm-mc itself applies).
#pragma once
#include <string>

#include "ir/ir.h"
#include "isa/description.h"
#include "isa/target.h"

namespace gfxsim::codegen {

struct Subtarget {
  isa::TargetId id;
  const isa::TargetInfo* info = nullptr;  // the target table's row: its generation and ABI facts
  bool rdna = false;        // GFX10+ (RDNA: wave32, VOP3 literals, v_add_nc, vscnt, GL0/GL1 caches)
  bool gfx11 = false;       // GFX11 (RDNA3): renamed mnemonics, GFX11 hazards
  bool gfx90a = false;      // CDNA2's unified VGPR/AGPR file: accum_offset, aligned tuples, row_newbcast
  bool wave64 = true;
  std::string name;         // "gfx900"
  std::string isaFile;      // ISA description name ("gfx9", "gfx90a", "gfx10")
  // The cache bit that makes a global/flat/buffer atomic return the pre-op value: glc, or sc0
  // on gfx942, whose ISA description names the MUBUF/FLAT cache bits sc0/sc1/nt.
  std::string returnBit = "glc";

  const isa::Description* desc = nullptr;  // the ISA description of isaFile

  explicit Subtarget(const isa::TargetId& t);
  // The properties of an instruction the back end emits (as the passes name it: GFX10 names,
  // encoding suffixes allowed), from the ISA description; nullptr for pseudo-instructions.
  const isa::InstProps* props(std::string_view op) const;
  unsigned maskDwords() const { return wave64 ? 2 : 1; }
  const char* exec() const { return wave64 ? "exec" : "exec_lo"; }
  const char* vcc() const { return wave64 ? "vcc" : "vcc_lo"; }
  // Lane-mask SALU ops: "s_and_b64" / "s_and_b32" etc.
  std::string maskOp(const char* base) const { return std::string(base) + (wave64 ? "_b64" : "_b32"); }
  // 32-bit VALU add/sub without carry out.
  const char* vAdd32() const { return rdna ? "v_add_nc_u32_e64" : "v_add_u32_e64"; }
  const char* vSub32() const { return rdna ? "v_sub_nc_u32_e64" : "v_sub_u32_e64"; }
  // Carry-out add/sub and carry-in forms (VOP3 with an SGPR carry).
  const char* vAddCo() const { return rdna ? "v_add_co_u32" : "v_add_co_u32_e64"; }
  const char* vAddCi() const { return rdna ? "v_add_co_ci_u32_e64" : "v_addc_co_u32_e64"; }
  const char* vSubCo() const { return rdna ? "v_sub_co_u32" : "v_sub_co_u32_e64"; }
  const char* vSubCi() const { return rdna ? "v_sub_co_ci_u32_e64" : "v_subb_co_u32_e64"; }
  // Work-item ids packed into v0 (10 bits each) (the target table: gfx90a, GFX11).
  bool packedWorkitemIds() const { return info->packedWorkitemIds; }
  // The hardware sets FLAT_SCRATCH to the wave's scratch at launch (the target table: GFX11):
  // private memory is reached with scratch_* instructions, there is no private segment
  // buffer and no prolog.
  bool archFlatScratch() const { return info->archFlatScratch; }
  // User SGPRs + work-group id SGPRs must add up to 16 (the target table: gfx1100); clang
  // pads USER_SGPR_COUNT with unused user SGPRs.
  bool userSgprInit16Bug() const { return info->userSgprInit16Bug; }
  // The generation-specific hazards of hazards.cpp: the GFX10.1 ones the back end also
  // applies to gfx1030 (conservatively), and GFX11's.
  bool gfx10Hazards() const { return info->gen == isa::Gen::GFX10; }
  // The mnemonic as this target's assembler and clang spell it: on GFX11 the GFX10 name the
  // passes use (s_load_dword, ds_read_b32, buffer_... are never emitted for GFX11) becomes
  // the row that carries it as `sem=` (s_load_b32, ds_load_b32). Throws Error when GFX11
  // has no such instruction.
  std::string spell(const std::string& op) const;
  // The most private memory a work-item may have: the largest COMPUTE_TMPRING_SIZE.WAVESIZE
  // (the target table: 13 bits of 1 KiB before GFX11, 15 bits of 256 bytes from GFX11) over
  // the wave's lanes, as LLVM's AMDGPU back end limits a stack frame (getMaxWaveScratchSize):
  // 131,056 bytes on gfx900 and gfx90a, 262,112 on gfx1030 wave32, 262,136 on gfx1100 wave32.
  uint64_t maxPrivateBytes() const {
    return ((uint64_t{1} << info->scratchWaveBits) - 1) * info->scratchWaveGranule / (wave64 ? 64 : 32);
  }
  // Refuses a kernel whose frame (private bytes per work-item) or LDS (static __local bytes)
  // no device of this target can hold, with clang-19's wording, at the kernel's name.
  void checkResources(const ir::Function& f, uint64_t privateBytes, uint64_t ldsBytes) const;
};

}  // namespace gfxsim::codegen
