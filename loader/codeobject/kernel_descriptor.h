// The code object V3+ kernel descriptor (64 bytes; AMDGPUUsage, "Kernel Descriptor" with its
// compute_pgm_rsrc1/2/3 tables), the .amdhsa_* assembler directives that build it (AMDGPUUsage,
// "Code Object V3 and Above Directives", ".amdhsa_kernel <name>") and the text llvm-objdump-19
// prints for it.
//
// Everything here matches LLVM 19 byte for byte: KdBuilder produces the bytes llvm-mc-19
// emits for an .amdhsa_kernel block, printDirectives() the text
// `llvm-objdump-19 -D --disassemble-symbols=NAME.kd` prints (tests/codeobject has the
// golden outputs and the generator that made them).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "isa/target.h"

namespace gfxsim::codeobj {

inline constexpr size_t kKernelDescriptorSize = 64;
inline constexpr size_t kKdEntryOffsetPos = 16;  // byte offset of KERNEL_CODE_ENTRY_BYTE_OFFSET

// The 32/16-bit words of the descriptor that hold bit fields.
enum class KdWord : uint8_t { Rsrc1, Rsrc2, Rsrc3, CodeProperties, KernargPreload };

// Every bit field of the descriptor's words. RSRC3 fields depend on the generation
// (gfx90a: ACCUM_OFFSET/TG_SPLIT, GFX10/11: SHARED_VGPR_COUNT..., GFX6-9: none).
enum class KdField : uint8_t {
  // COMPUTE_PGM_RSRC1
  GranulatedWorkitemVgprCount, GranulatedWavefrontSgprCount, Priority, FloatRoundMode32,
  FloatRoundMode1664, FloatDenormMode32, FloatDenormMode1664, Priv, EnableDx10Clamp, DebugMode,
  EnableIeeeMode, Bulky, CdbgUser, Fp16Ovfl, Rsrc1Reserved27, Rsrc1Reserved28, WgpMode, MemOrdered,
  FwdProgress,
  // COMPUTE_PGM_RSRC2
  EnablePrivateSegment, UserSgprCount, EnableTrapHandler, EnableSgprWorkgroupIdX,
  EnableSgprWorkgroupIdY, EnableSgprWorkgroupIdZ, EnableSgprWorkgroupInfo, EnableVgprWorkitemId,
  EnableExceptionAddressWatch, EnableExceptionMemory, GranulatedLdsSize,
  EnableExceptionFpInvalidOperation, EnableExceptionFpDenormalSource,
  EnableExceptionFpDivisionByZero, EnableExceptionFpOverflow, EnableExceptionFpUnderflow,
  EnableExceptionFpInexact, EnableExceptionIntDivideByZero, Rsrc2Reserved31,
  // COMPUTE_PGM_RSRC3
  Gfx90aAccumOffset, Gfx90aTgSplit, Gfx10SharedVgprCount, Gfx11InstPrefSize, Gfx11TrapOnStart,
  Gfx11TrapOnEnd, Gfx11ImageOp,
  // kernel_code_properties (u16 at byte 56)
  EnableSgprPrivateSegmentBuffer, EnableSgprDispatchPtr, EnableSgprQueuePtr,
  EnableSgprKernargSegmentPtr, EnableSgprDispatchId, EnableSgprFlatScratchInit,
  EnableSgprPrivateSegmentSize, EnableWavefrontSize32, UsesDynamicStack,
  // kernarg_preload (u16 at byte 58)
  KernargPreloadSpecLength, KernargPreloadSpecOffset,
  Count_
};

struct KdFieldInfo {
  std::string_view name;  // LLVM's name, e.g. "COMPUTE_PGM_RSRC1_PRIORITY"
  KdWord word;
  uint8_t shift;
  uint8_t width;
};
const KdFieldInfo& fieldInfo(KdField f);

struct KernelDescriptor {
  uint32_t groupSegmentFixedSize = 0;     // bytes 0-3
  uint32_t privateSegmentFixedSize = 0;   // bytes 4-7
  uint32_t kernargSize = 0;               // bytes 8-11 (V5 .amdhsa_kernarg_size)
  std::array<uint8_t, 4> reserved0{};     // bytes 12-15, must be 0
  int64_t kernelCodeEntryByteOffset = 0;  // bytes 16-23: entry address minus descriptor address
  std::array<uint8_t, 20> reserved1{};    // bytes 24-43, must be 0
  uint32_t computePgmRsrc3 = 0;           // bytes 44-47
  uint32_t computePgmRsrc1 = 0;           // bytes 48-51
  uint32_t computePgmRsrc2 = 0;           // bytes 52-55
  uint16_t kernelCodeProperties = 0;      // bytes 56-57
  uint16_t kernargPreload = 0;            // bytes 58-59 (gfx90a+; printed when non-zero)
  std::array<uint8_t, 4> reserved3{};     // bytes 60-63, must be 0

  std::array<uint8_t, kKernelDescriptorSize> encode() const;
  // Decodes 64 bytes. Throws Error (naming the field) when the span is not 64 bytes or a bit
  // that is reserved on every target is set. Target-dependent checks: validateForTarget.
  static KernelDescriptor decode(std::span<const uint8_t> bytes);
  // Decodes without any check (for printing what a file holds).
  static KernelDescriptor decodeRaw(std::span<const uint8_t> bytes);

  uint32_t get(KdField f) const;
  void set(KdField f, uint32_t value);  // throws Error if value does not fit the field

  bool operator==(const KernelDescriptor&) const = default;
};

// Problems of a descriptor for a target that the hardware would misread: wave32 bit on GFX9,
// RSRC1 bits 29-31 before GFX10, RSRC3 bits reserved on the target, a GFX9 SGPR granule past
// the SGPRs a wave can have. One message per problem, each naming the field (empty = fine).
// Not reported: the SGPR granule on GFX10+ (clang-19's integrated assembler writes one there;
// the hardware ignores it) and the user-SGPR total.
std::vector<std::string> validateForTarget(const KernelDescriptor& kd, const isa::TargetId& target);

// Registers a wave gets from the granulated counts (for occupancy/bounds; AMDGPUUsage,
// compute_pgm_rsrc1).
unsigned allocatedVgprs(const KernelDescriptor& kd, const isa::TargetId& target);
unsigned allocatedSgprs(const KernelDescriptor& kd, const isa::TargetId& target);
bool isWave32(const KernelDescriptor& kd, const isa::TargetId& target);

// ---------------------------------------------------------------------------------------
// .amdhsa_* directives: one table drives the builder, the printer and the documentation.
// ---------------------------------------------------------------------------------------
enum class DirectiveKind : uint8_t {
  Field,             // writes `field` (range: the field width)
  GroupSegmentSize,  // 32-bit words of the descriptor
  PrivateSegmentSize,
  KernargSize,
  UserSgprCount,     // explicit RSRC2.USER_SGPR_COUNT (default: implied by the enables)
  NextFreeVgpr,      // required; -> GRANULATED_WORKITEM_VGPR_COUNT
  NextFreeSgpr,      // required; -> GRANULATED_WAVEFRONT_SGPR_COUNT (GFX9 only; 0 on GFX10+)
  AccumOffset,       // gfx90a, required there; -> RSRC3.ACCUM_OFFSET
  ReserveVcc,        // adds VCC to the SGPR count (GFX9)
  ReserveFlatScratch,
  ReserveXnackMask,  // must equal the target id's xnack setting (on or any)
  PreloadLength,     // kernarg_preload (gfx90a)
  PreloadOffset,
};

// Which targets accept a directive.
enum class DirectiveAvail : uint8_t {
  All, Gfx7Plus, Gfx8Plus, Gfx9Plus, Gfx10Plus, Gfx10To11, Gfx12Plus, PreGfx12, Gfx90a,
  KernargPreload,       // gfx90a (gfx940 family in LLVM)
  NoArchFlatScratch,    // targets without architected flat scratch (GFX9, GFX10)
  ArchFlatScratch,      // GFX11+ (and gfx940)
  NoArchFlatScratchGfx7Plus,
};

enum class DirectiveDefault : uint8_t {
  Zero, One, Three,     // constant defaults
  Required,             // error if missing
  Wave32Feature,        // 1 on GFX10+ unless the target runs wave64
  WgpFeature,           // 1 on GFX10+ (0 with +cumode, which gfxsim targets do not use)
  XnackFeature,         // the target id's xnack (on or any)
  GenDependent,         // dx10_clamp/ieee_mode: 1 before GFX12; memory_ordered: 1 on GFX10+
  Implied,              // user SGPR count: derived from the enables
};

struct DirectiveInfo {
  std::string_view name;   // ".amdhsa_dx10_clamp"
  DirectiveKind kind;
  KdField field;           // for Field (and the bits other kinds write, where one exists)
  DirectiveAvail avail;
  DirectiveDefault def;
  uint8_t userSgprs;       // user SGPRs an enable adds to the implied count (4, 2, 1, 0)
  uint8_t minCov;          // lowest code object version that accepts it (LLVM 19 accepts
                           // every directive from V4 on; V4 is LLVM 19's oldest)
};
std::span<const DirectiveInfo> directiveTable();
const DirectiveInfo* findDirective(std::string_view name);
bool directiveAvailable(const DirectiveInfo& d, const isa::TargetId& target);
std::string directiveRequirement(DirectiveAvail a);  // "gfx90a", "gfx10+", ...

// Builds a descriptor from .amdhsa_* directives exactly like llvm-mc-19.
class KdBuilder {
 public:
  KdBuilder(const isa::TargetId& target, unsigned codeObjectVersion);
  // Applies one directive. Throws Error with just the reason (the caller adds file:line):
  // unknown directive, repeated directive, not supported on the target, value out of range,
  // .amdhsa_reserve_xnack_mask not matching the target id.
  void set(std::string_view directive, int64_t value);
  // Unsigned form for values >= 2^63 (always out of range, but reported as such).
  void setUnsigned(std::string_view directive, uint64_t value);
  bool seen(std::string_view directive) const;
  unsigned codeObjectVersion() const { return cov_; }
  // Applies defaults and the register/user-SGPR computations. Throws Error on missing
  // required directives and on inconsistent values. kernelCodeEntryByteOffset stays 0: the
  // object writer relocates it (R_AMDGPU_REL64 against the kernel symbol, addend 16).
  KernelDescriptor finish() const;

  static KernelDescriptor defaults(const isa::TargetId& target);

 private:
  isa::TargetId target_;
  unsigned cov_;
  KernelDescriptor kd_;
  std::vector<std::string> seen_;
  uint64_t nextFreeVgpr_ = 0, nextFreeSgpr_ = 0, accumOffset_ = 0, sharedVgprCount_ = 0;
  uint64_t preloadLength_ = 0, preloadOffset_ = 0;
  unsigned impliedUserSgprs_ = 0;
  std::optional<uint32_t> explicitUserSgprs_;
  bool reserveVcc_ = true, reserveFlatScratch_ = true;
  std::optional<bool> explicitWave32_;
};

// The text llvm-objdump-19 prints for the descriptor symbol NAME.kd (everything after the
// "<NAME.kd>:" line): ".amdhsa_kernel NAME\n\t.amdhsa_... V\n...\n.end_amdhsa_kernel\n", or,
// when LLVM's decoder rejects the descriptor, its "; error decoding NAME.kd: ..." comment
// followed by the 64 bytes as ".byte" lines.
std::string printDirectives(const KernelDescriptor& kd, const isa::TargetId& target, unsigned cov,
                            std::string_view kernelName);

}  // namespace gfxsim::codeobj
