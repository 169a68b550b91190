// Kernarg segment construction (AMDGPUUsage, "Code Object V3 Metadata": the kernel argument
// metadata map; "Code Object V5 Metadata": the hidden arguments).
//
// The segment is laid out exactly as the kernel's metadata says: every argument at its
// .offset with its .size; bytes no argument covers stay 0. Explicit arguments take the values
// the caller gives, in metadata order (hidden arguments skipped). Hidden arguments are filled
// by .value_kind:
//
//   hidden_block_count_x/y/z   u32  floor(grid / group): full work-groups (see below)
//   hidden_group_size_x/y/z    u16  work-group size (the enqueued size)
//   hidden_remainder_x/y/z     u16  grid % group: work-items of the partial last group, 0 if none
//   hidden_global_offset_x/y/z u64  the dispatch's global offset (0 unless asked)
//   hidden_grid_dims           u16  dimensions (1..3), = packet setup
//   hidden_dynamic_lds_size    u32  bytes of dynamic LDS (dispatch parameter + local-pointer args)
//   hidden_queue_ptr           u64  address of the amd_queue_t
//   hidden_private_base        u32  high half of the scratch aperture base (src_private_base >> 32)
//   hidden_shared_base         u32  high half of the LDS aperture base
//   hidden_printf_buffer       u64  } not modelled: 0 unless the caller supplies an address
//   hidden_hostcall_buffer     u64  }   (a kernel that uses one faults on address 0 with a
//   hidden_heap_v1             u64  }   "null address" message rather than corrupting memory)
//   hidden_default_queue       u64  }
//   hidden_completion_action   u64  }
//   hidden_multigrid_sync_arg  u64  0: no multi-grid launches
//   hidden_none                     left 0 (reserved slot)
//
// clang-19 (code object V5, device-library conventions) computes get_local_size as
// `group_id < block_count ? group_size : remainder` and get_num_groups as
// `block_count + (remainder != 0)`; so block_count is the number of *full* groups. Checked
// against tests/golden/clang19/*/partial_groups-O2.s (s_cmp_lt_u32 wg_id, block_count).
//
// A value is written little-endian into the argument's .size bytes; a value that does not fit
// (or a size over 8 for a scalar hidden argument) is an error.
#pragma once
#include <array>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "codeobject/metadata.h"
#include "runtime/geometry.h"
#include "runtime/memory.h"

namespace gfxsim::rt {

// The value of one explicit kernel argument.
struct ArgValue {
  enum class Kind : uint8_t {
    Bytes,      // by_value (and image/sampler/pipe/queue handles): exactly .size bytes
    Address,    // global_buffer (or any pointer-sized argument): a device address
    LocalSize,  // dynamic_shared_pointer: bytes of LDS to reserve; the argument gets its offset
  };
  Kind kind = Kind::Bytes;
  std::vector<uint8_t> bytes;
  uint64_t address = 0;
  uint32_t localBytes = 0;

  template <class T>
  static ArgValue scalar(T v) {
    static_assert(std::is_trivially_copyable_v<T>);
    ArgValue a;
    a.bytes.resize(sizeof(T));
    std::memcpy(a.bytes.data(), &v, sizeof(T));
    return a;
  }
  static ArgValue raw(std::span<const uint8_t> b) {
    ArgValue a;
    a.bytes.assign(b.begin(), b.end());
    return a;
  }
  static ArgValue pointer(uint64_t addr) {
    ArgValue a;
    a.kind = Kind::Address;
    a.address = addr;
    return a;
  }
  static ArgValue local(uint32_t bytes) {
    ArgValue a;
    a.kind = Kind::LocalSize;
    a.localBytes = bytes;
    return a;
  }
};

// Everything besides the explicit values that goes into the segment.
struct KernargContext {
  GridGeometry geometry;
  unsigned dims = 1;                            // packet setup dimensions
  std::array<uint64_t, 3> globalOffset{};       // hidden_global_offset_*
  uint32_t staticLdsBytes = 0;                  // group_segment_fixed_size
  uint32_t dynamicLdsBytes = 0;                 // dynamic LDS asked for by the launch
  uint64_t queueAddress = 0;                    // hidden_queue_ptr
  uint32_t privateApertureHi = 0;               // hidden_private_base
  uint32_t sharedApertureHi = 0;                // hidden_shared_base
  uint64_t printfBuffer = 0, hostcallBuffer = 0, heapV1 = 0, defaultQueue = 0, completionAction = 0,
           multigridSyncArg = 0;                // not modelled: 0 unless supplied
};

// One argument slot of the built segment, for traces and tests.
struct KernargSlot {
  unsigned index = 0;          // position in the metadata .args list
  std::string name;            // .name (may be empty)
  codeobj::ValueKind kind = codeobj::ValueKind::ByValue;
  uint64_t offset = 0, size = 0;
  bool hidden = false;
  uint64_t value = 0;          // the integer written (pointer, size, count), 0 for byte blobs
};

struct KernargImage {
  std::vector<uint8_t> bytes;   // the segment: .kernarg_segment_size bytes
  uint64_t align = 16;          // max(16, .kernarg_segment_align) (AMDGPUUsage "Kernel Dispatch", step 3)
  std::vector<KernargSlot> slots;
  uint32_t dynamicLdsBytes = 0; // local-pointer args + the launch's dynamic LDS
  uint32_t groupSegmentSize = 0;// static + dynamic LDS: the packet's group_segment_size

  const KernargSlot* find(codeobj::ValueKind k) const;
};

// Builds the segment. Throws Error naming the kernel and argument for: the wrong number of
// explicit values, a value of the wrong size or kind, an argument outside .kernarg_segment_size,
// a pointer or hidden argument not aligned to its size, a hidden value that does not fit its slot.
KernargImage buildKernargs(const codeobj::KernelMetadata& md, std::span<const ArgValue> explicitArgs,
                           const KernargContext& ctx);

// Number of explicit (non-hidden) arguments of a kernel.
size_t explicitArgCount(const codeobj::KernelMetadata& md);

}  // namespace gfxsim::rt
