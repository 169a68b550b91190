// AMDGPU code object metadata (NT_AMDGPU_METADATA, a MessagePack map; AMDGPUUsage, "Code Object
// V3 Metadata" through "Code Object V6 Metadata"): YAML <-> msgpack as llvm-mc-19 /
// llvm-readelf-19 do it, LLVM's metadata verifier, a typed view for the loader, and a generator
// for sources without an .amdgpu_metadata block.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "codeobject/kernel_descriptor.h"
#include "codeobject/msgpack_doc.h"
#include "isa/target.h"

namespace gfxsim::codeobj {

// The text of an .amdgpu_metadata block (what clang -S writes between the directives) ->
// the note's msgpack bytes, byte-identical to llvm-mc-19. `file`/`firstLine` locate the
// YAML in the assembly source for error messages ("file:line:col: error: ..."). Throws
// Error on YAML syntax errors and when LLVM's (non-strict) verifier would reject the
// document ("invalid HSA metadata: ...", naming the kernel and key).
std::vector<uint8_t> yamlToMsgpack(std::string_view yaml, const std::string& file = "<metadata>",
                                   unsigned firstLine = 1);
// msgpack bytes -> YAML text ("---\n...\n...\n") as llvm-readelf-19 prints it.
std::string msgpackToYaml(std::span<const uint8_t> msgpack);
// Exactly what llvm-readelf-19 --notes prints below a metadata note's description line:
// "    AMDGPU Metadata:\n        " + ["Invalid AMDGPU Metadata\n"] + the YAML.
std::string readelfNoteText(std::span<const uint8_t> msgpack);

// LLVM's HSAMD::V3::MetadataVerifier (LLVM 19 rules). Non-strict mode coerces strings to
// the expected scalar type in place, like llvm-mc. Returns an empty string when the
// document is valid, else the first problem ("kernel 'k': .sgpr_count: expected integer").
std::string verifyMetadata(MpNode& root, bool strict);

// --- typed view -------------------------------------------------------------------------
enum class ValueKind : uint8_t {
  ByValue, GlobalBuffer, DynamicSharedPointer, Sampler, Image, Pipe, Queue,
  HiddenGlobalOffsetX, HiddenGlobalOffsetY, HiddenGlobalOffsetZ, HiddenNone, HiddenPrintfBuffer,
  HiddenHostcallBuffer, HiddenDefaultQueue, HiddenCompletionAction, HiddenMultigridSyncArg,
  HiddenHeapV1, HiddenBlockCountX, HiddenBlockCountY, HiddenBlockCountZ, HiddenGroupSizeX,
  HiddenGroupSizeY, HiddenGroupSizeZ, HiddenRemainderX, HiddenRemainderY, HiddenRemainderZ,
  HiddenGridDims, HiddenDynamicLdsSize, HiddenPrivateBase, HiddenSharedBase, HiddenQueuePtr,
};
std::string_view valueKindName(ValueKind k);  // "hidden_block_count_x"
std::optional<ValueKind> parseValueKind(std::string_view s);
bool isHidden(ValueKind k);

enum class AddressSpace : uint8_t { None, Private, Global, Constant, Local, Generic, Region };
enum class Access : uint8_t { None, ReadOnly, WriteOnly, ReadWrite };
std::string_view addressSpaceName(AddressSpace a);
std::string_view accessName(Access a);

struct KernelArg {
  std::string name;        // .name (optional)
  std::string typeName;    // .type_name (optional)
  uint64_t offset = 0;     // .offset
  uint64_t size = 0;       // .size
  ValueKind valueKind = ValueKind::ByValue;
  std::string valueType;   // .value_type (V3/V4, deprecated)
  std::optional<uint64_t> pointeeAlign;
  AddressSpace addressSpace = AddressSpace::None;
  Access access = Access::None;
  Access actualAccess = Access::None;
  bool isConst = false, isRestrict = false, isVolatile = false, isPipe = false;
};

struct KernelMetadata {
  std::string name;                 // .name
  std::string symbol;               // .symbol ("NAME.kd")
  std::string language;             // .language (optional)
  std::vector<uint64_t> languageVersion;
  uint64_t kernargSegmentSize = 0;
  uint64_t kernargSegmentAlign = 0;
  uint64_t groupSegmentFixedSize = 0;
  uint64_t privateSegmentFixedSize = 0;
  uint64_t wavefrontSize = 0;
  uint64_t sgprCount = 0, vgprCount = 0;
  std::optional<uint64_t> agprCount;
  uint64_t sgprSpillCount = 0, vgprSpillCount = 0;
  uint64_t maxFlatWorkgroupSize = 0;
  bool usesDynamicStack = false;
  std::optional<uint64_t> workgroupProcessorMode;
  std::optional<uint64_t> uniformWorkGroupSize;
  std::vector<uint64_t> reqdWorkgroupSize;   // empty when absent
  std::vector<uint64_t> workgroupSizeHint;
  std::string vecTypeHint, deviceEnqueueSymbol;
  std::vector<KernelArg> args;

  const KernelArg* hiddenArg(ValueKind k) const;
};

struct CodeObjectMetadata {
  uint64_t versionMajor = 0, versionMinor = 0;  // amdhsa.version
  std::string target;                           // amdhsa.target (V4+), e.g. amdgcn-amd-amdhsa--gfx900
  std::vector<std::string> printf;              // amdhsa.printf
  std::vector<KernelMetadata> kernels;
  MpNode document;                              // the whole map, for anything else

  const KernelMetadata* findKernel(std::string_view name) const;
};

// Typed view of a decoded document. Throws Error("<what>: kernel 'k': .field: ...") for a
// missing or ill-typed required field (`what` names the file).
CodeObjectMetadata parseMetadata(const MpNode& root, const std::string& what);
CodeObjectMetadata parseMetadata(std::span<const uint8_t> msgpack, const std::string& what);

// --- generator ----------------------------------------------------------------------------
// Metadata for kernels assembled without an .amdgpu_metadata block.
struct KernelSummary {
  std::string name;
  KernelDescriptor kd;
  std::optional<unsigned> sgprCount;  // next_free_sgpr (+VCC...); default: from the granule
  std::optional<unsigned> vgprCount;  // next_free_vgpr; default: from the granule
  std::optional<unsigned> agprCount;  // gfx90a
};
// amdhsa.version [1, 0] for V3, [1, 1] for V4, [1, 2] for V5/V6; amdhsa.target (V4+); per
// kernel .name, .symbol,
// kernarg size/align, segment sizes, sgpr/vgpr counts, wavefront size,
// .max_flat_workgroup_size 1024, spill counts 0, .uses_dynamic_stack (V5+), no .args.
MpNode generateMetadata(const isa::TargetId& target, unsigned codeObjectVersion,
                        std::span<const KernelSummary> kernels);

// "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-"
std::string targetTriple(const isa::TargetId& target);

}  // namespace gfxsim::codeobj
