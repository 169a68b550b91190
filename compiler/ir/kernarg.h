// The kernarg segment as code object V5 lays it out, in one place for the whole compiler: the
// front end reads the hidden arguments and the dispatch packet through these offsets, the back
// end writes the metadata from them, the interpreter fills them.
//
// The explicit arguments come first, each at its ArgInfo size and alignment (from its
// parameter's type when ArgInfo leaves them 0), in order; the 256 bytes of hidden arguments
// follow at the next multiple of 8 (AMDGPUUsage, "Code Object V5 Metadata"; runtime/kernarg.h
// fills them in the simulator's runtime).
#pragma once
#include <cstdint>
#include <vector>

#include "ir/ir.h"

namespace gfxsim::ir {

struct KernargLayout {
  std::vector<uint32_t> offsets;  // per Function::args entry
  uint32_t explicitSize = 0;      // end of the last explicit argument
  uint32_t hiddenOffset = 0;
  uint32_t size = 0;              // the whole segment, hidden arguments included
};
KernargLayout kernargLayout(const Function& kernel);

// Where an argument goes when the explicit arguments so far end at `end`.
uint32_t kernargOffset(uint32_t end, const Function& kernel, const ArgInfo& arg);

// Offsets of the code object V5 hidden arguments from KernargLayout::hiddenOffset.
namespace hidden {
inline constexpr uint32_t kBlockCount = 0;        // u32 x3: floor(grid / group)
inline constexpr uint32_t kGroupSize = 12;        // u16 x3
inline constexpr uint32_t kRemainder = 18;        // u16 x3: grid % group
inline constexpr uint32_t kGlobalOffset = 40;     // u64 x3
inline constexpr uint32_t kGridDims = 64;         // u16
inline constexpr uint32_t kPrintfBuffer = 72;     // u64: the printf buffer (AMDGPUUsage, "printf")
inline constexpr uint32_t kDynamicLdsSize = 120;  // u32
inline constexpr uint32_t kPrivateBase = 192;     // u32: high half of the private aperture
inline constexpr uint32_t kSharedBase = 196;      // u32: high half of the LDS aperture
inline constexpr uint32_t kQueuePtr = 200;        // u64 (0: no queue)
inline constexpr uint32_t kSize = 256;

// The hidden arguments a kernel's metadata lists (those clang-19 lists for OpenCL kernels
// that read the work-item geometry), with their .value_kind names.
struct Entry {
  uint32_t offset, size;
  const char* valueKind;
};
inline constexpr Entry kListed[] = {
    {kBlockCount, 4, "hidden_block_count_x"},        {kBlockCount + 4, 4, "hidden_block_count_y"},
    {kBlockCount + 8, 4, "hidden_block_count_z"},    {kGroupSize, 2, "hidden_group_size_x"},
    {kGroupSize + 2, 2, "hidden_group_size_y"},      {kGroupSize + 4, 2, "hidden_group_size_z"},
    {kRemainder, 2, "hidden_remainder_x"},           {kRemainder + 2, 2, "hidden_remainder_y"},
    {kRemainder + 4, 2, "hidden_remainder_z"},       {kGlobalOffset, 8, "hidden_global_offset_x"},
    {kGlobalOffset + 8, 8, "hidden_global_offset_y"}, {kGlobalOffset + 16, 8, "hidden_global_offset_z"},
    {kGridDims, 2, "hidden_grid_dims"}};
// Listed after them by a module that calls printf, as clang-19 lists it.
inline constexpr Entry kPrintfBufferEntry = {kPrintfBuffer, 8, "hidden_printf_buffer"};
}  // namespace hidden

// Offsets in the AQL kernel dispatch packet (hsa_kernel_dispatch_packet_t; the runtime's
// rt::KernelDispatchPacket in runtime/aql.h, which a test holds these against).
namespace packet {
inline constexpr uint32_t kHeader = 0;          // u16
inline constexpr uint32_t kSetup = 2;           // u16: dimensions in bits 1:0
inline constexpr uint32_t kWorkgroupSize = 4;   // u16 x3
inline constexpr uint32_t kGridSize = 12;       // u32 x3
inline constexpr uint32_t kPrivateSegmentSize = 24;  // u32
inline constexpr uint32_t kGroupSegmentSize = 28;    // u32
inline constexpr uint32_t kKernargAddress = 40;      // u64
inline constexpr uint32_t kSize = 64;
}  // namespace packet

}  // namespace gfxsim::ir
