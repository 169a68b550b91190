// The IR's reference interpreter: runs a kernel Function over a grid on the host.
//
// It defines what the IR means, for testing every stage against it: the front end (a
// workload's IR against its host reference, see ir/workload/interp_workload.h), the
// optimiser (the same results before and after a pass) and the target expansions (expand.h:
// the expanded sequence against the original op).
//
// Semantics (ir.h gives the ops; where ir.h leaves a choice, the interpreter decides it here):
//   * Integers wrap at their width; shift amounts are taken modulo the width. Division by
//     zero, INT_MIN / -1 (SDiv and SRem) are errors.
//   * Floats are IEEE binary32/binary64, round to nearest even. With FloatMode::f32Denormals
//     false, f32 denormal inputs and results of arithmetic (FAdd ... FMA, Sqrt, rounding,
//     FCmp, conversions) are flushed to zero, sign kept; loads, stores, Select, Phi, Bitcast,
//     FNeg and FAbs move bits unchanged. f64Denormals likewise for f64.
//   * FPToSI / FPToUI truncate and saturate to the result range, NaN gives 0 (what
//     v_cvt_i32_f32 / v_cvt_u32_f32 do); an I1/I8/I16 result is the signed i32 conversion
//     truncated (OpenCL leaves out-of-range conversions undefined; this is what the
//     expansions produce). SIToFP / UIToFP round to nearest even.
//   * The target intrinsics (Rcp, Rsq, NativeSqrt/Exp2/Log2/Sin/Cos, Ldexp, FrexpMant,
//     FrexpExp, DivScale, DivScaleFlag, DivFmas, DivFixup) compute exactly what the hardware
//     instruction does, through the functional simulator's own helpers (sim/func/fp_special.h),
//     with the kernel's FloatMode as the MODE register's denormal controls.
//   * Undef: reading it is allowed and gives an undefined value that propagates through
//     arithmetic; it is an error where it matters: a branch condition, an address, a divisor,
//     a stored or atomic value, a cross-lane address.
//   * Memory: global and constant pointers are 64-bit device addresses in an InterpMemory
//     (every access bounds-checked; the kernarg segment and dispatch packet are read-only
//     buffers there). Local pointers are 32-bit offsets into the work-group's LDS (the
//     Function::locals laid out in order, each at its alignment, then the dynamic LDS of
//     DynamicSharedPointer arguments); Private pointers 32-bit offsets into the work-item's
//     private segment (every Alloca has a fixed offset, laid out in value order). Generic
//     pointers are flat addresses: the LDS and private apertures (kSharedApertureBase,
//     kPrivateApertureBase: the runtime's defaults, runtime/memory.h) hold the 32-bit offset
//     in their low half; anything else is global memory. Segment (Local/Private) null is
//     0xffffffff, generic null 0, and AddrSpaceCast maps one to the other, as on AMDGPU.
//     Atomics are sequentially consistent (one work-item runs at a time) and must be aligned
//     to their size.
//   * Execution: work-groups one after another; inside a group every work-item runs until it
//     reaches a Barrier or returns, round-robin. A barrier is released when every work-item
//     of the group waits at one; a barrier that some work-item of the group never reaches
//     (it returned) is an error. Waves are consecutive work-items in linear local id order
//     (x fastest; the last group of a dimension may be partial, OpenCL 2.0). MbcntLo/Hi count
//     the lanes of the wave below the work-item's; an intrinsic that reads other lanes
//     (DsBpermute, ReadLane, Ballot, WaveReduce/Scan, DsSwizzle, UpdateDpp...) waits until
//     every work-item of its wave is blocked, then runs among the work-items waiting at that
//     same instruction: they are the active lanes (a lane not there reads 0 through a
//     permute or swizzle, as an inactive lane does on the hardware). Of several such
//     instructions the wave's work-items wait at, the earliest in the program goes first, so
//     work-items that left a branch or loop early wait for the others (reconvergence). Reductions and scans fold
//     the lanes in lane order (the hardware's tree may round a float sum differently; OpenCL
//     leaves the order open). MemTime/MemRealTime give the steps run so far, GetPc an
//     address per instruction.
//   * The kernarg segment holds the explicit arguments at the offsets kernargLayout gives
//     (each at its alignment, as the code object V5 metadata lays them out) and the 256 bytes
//     of hidden arguments after them (at a multiple of 8): block counts, group sizes,
//     remainders, global offsets (0), grid dims, private/shared aperture bases
//     (workloads/README.md). DispatchPtr points to an AQL kernel dispatch packet
//     (runtime/aql.h: workgroup_size_x/y/z u16 at 4/6/8, grid_size_x/y/z u32 at 12/16/20).
//
// Errors never crash: interpret returns ok = false and one line naming the kernel, the
// work-item, its group, the block and the instruction, then the reason.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "ir/kernarg.h"

namespace gfxsim::ir {

// The flat-address apertures (4 GiB each; bits 63:32 select them).
inline constexpr uint64_t kSharedApertureBase = uint64_t{1} << 48;
inline constexpr uint64_t kPrivateApertureBase = uint64_t{2} << 48;
// Local / Private null (generic null is 0).
inline constexpr uint32_t kSegmentNull = 0xffffffffu;

// Host buffers at 64-bit device addresses for global and constant memory. Allocations are
// handed out upwards from 4 GiB, each followed by an unmapped gap, so an access past the
// end of one never lands in the next.
class InterpMemory {
 public:
  static constexpr uint64_t kBase = uint64_t{1} << 32;

  // A zero-filled buffer of `size` bytes aligned to `align` (a power of two up to 64 KiB);
  // returns its device address. A read-only buffer faults device writes and atomics.
  uint64_t allocate(uint64_t size, uint64_t align = 256, std::string name = {}, bool readOnly = false);
  void free(uint64_t address);  // the buffer starting at `address`; later accesses fault

  // Host access (throws gfxsim::Error when the range is not inside one buffer).
  void write(uint64_t address, const void* src, uint64_t size);
  void read(uint64_t address, void* dst, uint64_t size) const;
  std::vector<uint8_t> read(uint64_t address, uint64_t size) const;
  template <class T>
  T load(uint64_t address) const {
    T v;
    read(address, &v, sizeof v);
    return v;
  }
  template <class T>
  void store(uint64_t address, T v) {
    write(address, &v, sizeof v);
  }

  // Device access: the host bytes of [address, address + size) or nullptr, with the reason
  // in *why ("out-of-bounds read of 4 bytes at 0x100000100: buffer 'out' [0x..., 0x...)").
  uint8_t* find(uint64_t address, uint64_t size, bool write, std::string* why);

 private:
  struct Buffer {
    std::vector<uint8_t> bytes;
    std::string name;
    bool readOnly = false;
  };
  const Buffer* lookup(uint64_t address, uint64_t size, uint64_t* base) const;
  std::map<uint64_t, Buffer> buffers_;  // by base address
  uint64_t next_ = kBase;
};

struct InterpLaunch {
  uint32_t grid[3] = {1, 1, 1};   // in work-items; need not be a multiple of group
  uint32_t group[3] = {1, 1, 1};
  unsigned dims = 0;              // hidden_grid_dims / packet setup; 0: the highest dimension > 1
  unsigned waveSize = 64;         // lanes per wave for MbcntLo/Hi and the cross-lane intrinsics (32 or 64)
  unsigned permuteWidth = 0;      // lanes DsBpermute/DsPermute reach: 0 = the wave size; 32 for a
                                  // GFX10+ wave64, whose halves permute on their own
  std::vector<uint64_t> args;     // one raw value per Function::args entry: pointers are device
                                  // addresses, scalars their bits; a DynamicSharedPointer argument
                                  // gives the bytes of LDS to reserve (the kernel gets its offset)
  // Optional raw bytes per argument (the size ArgInfo says), for a by-value argument wider
  // than 8 bytes that the kernel loads from the kernarg segment; empty: use args[i].
  std::vector<std::vector<uint8_t>> argBytes;
  uint64_t maxSteps = uint64_t{1} << 32;  // watchdog over the whole launch
  // The device addresses of the module's globals (GlobalAddr), as loadGlobals gives them.
  std::vector<uint64_t> globals;
  uint64_t printfBuffer = 0;  // hidden_printf_buffer (0: none)
};

// Places a module's globals in `mem` (each at its alignment, with its initial bytes and its
// pointer relocations applied; __constant ones read-only) and returns their addresses.
std::vector<uint64_t> loadGlobals(const Module& m, InterpMemory& mem);

struct InterpResult {
  bool ok = false;
  std::string error;   // "kernel k: work-item (x,y,z) group (x,y,z): block b: %v = udiv i32 %a, %b: division by zero"
  uint64_t steps = 0;  // instructions executed (phis not counted)
};

InterpResult interpret(const Function& kernel, InterpMemory& mem, const InterpLaunch& launch);

}  // namespace gfxsim::ir
