// The register state a wave starts with (AMDGPUUsage, "Initial Kernel Execution State"; MODE from
// the "Kernel Descriptor" tables; FLAT_SCRATCH and the scratch V# from "Flat Scratch" and
// "Private Segment Buffer"): what CP, ADC and SPI set up before the first instruction of a
// kernel runs.
//
//   auto d = launch::readDispatch(mem, target, queue.address(), packetIndex);  // from memory
//   for each work-group wg, each wave w of it:
//     launch::InitialWaveState s = launch::initialWaveState(d, {.workgroup = wg, .waveInGroup = w});
//
// initialWaveState() is a pure function of its two arguments.
//
// SGPRs (dense from s0, only enabled entries get registers; table "SGPR Register Set Up Order"):
//   user SGPRs (set by CP, identical for every wave of the dispatch), in this order:
//     Private Segment Buffer V# (4)  kernel code property bit 0
//     Dispatch Ptr (2)               bit 1   address of the AQL packet
//     Queue Ptr (2)                  bit 2   address of the amd_queue_t
//     Kernarg Segment Ptr (2)        bit 3   the packet's kernarg_address
//     Dispatch Id (2)                bit 4   the packet's index in its queue
//     Flat Scratch Init (2)          bit 5   GFX9/GFX10: the queue's scratch base address
//     Private Segment Size (1)       bit 6   packet private_segment_size rounded up to 4
//     preloaded kernarg dwords       KD kernarg_preload length (gfx90a), from the kernarg offset
//   only the first 16 user SGPRs are initialised; system SGPRs start at USER_SGPR_COUNT:
//     Work-Group Id X, Y, Z (1 each) RSRC2 bits 7, 8, 9
//     Work-Group Info (1)            RSRC2 bit 10: bit 31 first wave, 16:6 ordered append (0), 5:0 waves
//     Scratch Wavefront Offset (1)   RSRC2 bit 0: byte offset of this wave's scratch slot
// VGPRs: work-item ids x (always), y (ENABLE_VGPR_WORKITEM_ID >= 1), z (>= 2) in v0, v1, v2; on
// targets with packed work-item ids (gfx90a, GFX11) all in v0 as x | y << 10 | z << 20.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "codeobject/kernel_descriptor.h"
#include "isa/target.h"
#include "runtime/aql.h"
#include "runtime/geometry.h"
#include "runtime/memory.h"
#include "runtime/scratch.h"

namespace gfxsim::launch {

// What the packet processor knows about one dispatch.
struct DispatchState {
  isa::TargetId target;
  codeobj::KernelDescriptor kd;
  rt::Addr kernelObject = 0;              // descriptor address (entry = this + entry offset)
  rt::GridGeometry geometry;              // packet grid and workgroup sizes
  unsigned dims = 1;                      // packet setup dimensions
  rt::Addr packetAddress = 0;             // Dispatch Ptr
  rt::Addr queueAddress = 0;              // Queue Ptr
  rt::Addr kernargAddress = 0;            // Kernarg Segment Ptr
  uint64_t dispatchId = 0;                // Dispatch Id
  uint32_t privateSegmentSize = 0;        // packet private_segment_size (bytes per work-item)
  uint32_t groupSegmentSize = 0;          // packet group_segment_size
  rt::ScratchArea scratch;                // the queue's scratch area
  std::array<uint32_t, 4> scratchDescriptor{};  // the queue's scratch V# (amd_queue_t @144)
  rt::Apertures apertures;                // for FLAT / SRC_*_BASE
  std::vector<uint8_t> kernargPreload;    // kernarg bytes, needed only when the KD preloads kernargs
  // The executable bytes of the loaded code object, [begin, end) each, where the loader knows
  // them: a wave whose PC leaves them faults at once. Empty: not known, not checked.
  std::vector<std::pair<rt::Addr, rt::Addr>> code;
};

// Reads the packet at `packetIndex` of the amd_queue_t at `queueAddress`, the kernel
// descriptor it names and the queue's scratch fields. Throws Error if any of it is not in
// memory, the packet is not a valid KERNEL_DISPATCH packet, or the descriptor does not decode.
DispatchState readDispatch(const rt::Memory& mem, const isa::TargetId& target, rt::Addr queueAddress,
                           uint64_t packetIndex);

// Which wave of the dispatch.
struct WaveLocation {
  rt::Dim3 workgroup{0, 0, 0};            // work-group id
  uint32_t waveInGroup = 0;
  // Scratch slot of this wave (the simulator hands slots to waves in flight, at most
  // scratch.slots at a time). Default: the wave's index in the grid (work-groups in x-fastest
  // order, waves of full-size groups), which must then be below scratch.slots.
  std::optional<uint32_t> scratchSlot;
};

// How FLAT_SCRATCH gets its value (AMDGPUUsage, "Flat Scratch"). For GFX10 the document speaks of
// an SGPR pair; clang-19 writes the hardware registers instead (tests/golden/clang19/gfx1030/
// collatz-O0.s), and PrologHwReg follows clang-19.
enum class FlatScratchSetup : uint8_t {
  None,           // the kernel asked for no flat scratch init (or no scratch)
  PrologSgprPair, // GFX9: the prolog adds the wave offset to Flat Scratch Init and writes the
                  //   FLAT_SCRATCH SGPR pair (s_add_u32 flat_scratch_lo / s_addc_u32 flat_scratch_hi)
  PrologHwReg,    // GFX10: same value, written with s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO/HI)
  Architected,    // GFX11 (architected flat scratch): hardware sets FLAT_SCRATCH to the wave's
                  //   scratch base at launch; no Flat Scratch Init SGPRs exist
};

// One named entry of the SGPR layout.
struct SgprEntry {
  std::string name;        // "private_segment_buffer", "dispatch_ptr", ..., "workgroup_id_x", "kernarg_preload"
  unsigned first = 0;      // first SGPR
  unsigned count = 0;      // SGPRs it was given
  unsigned initialised = 0;// of those, how many the hardware writes (user SGPRs past 16 are not)
  bool user = true;
};

struct InitialWaveState {
  unsigned waveSize = 64;
  uint64_t exec = 0;                       // active lanes (partial last wave: lanes past the group's work-items off)
  unsigned activeLanes = 0;
  // s0.. up to the last system SGPR. User SGPRs that are enabled but past the 16 the hardware
  // initialises, and user SGPRs between the enables' total and a larger USER_SGPR_COUNT, hold 0
  // and are listed in `undefinedSgprs`.
  std::vector<uint32_t> sgprs;
  std::vector<unsigned> undefinedSgprs;
  std::vector<SgprEntry> layout;
  unsigned userSgprCount = 0;              // RSRC2.USER_SGPR_COUNT: first system SGPR
  unsigned userSgprsRequested = 0;         // total the enables ask for (may exceed 16)
  // v0.. (1 to 3 registers, or 1 when packed): vgprs[r][lane]; inactive lanes hold 0.
  std::vector<std::array<uint32_t, rt::kMaxLanes>> vgprs;
  bool packedWorkitemIds = false;
  uint32_t mode = 0;                       // hardware MODE register
  std::optional<uint32_t> m0;              // nullopt: not initialised (GFX9+, AMDGPUUsage "M0")
  // Scratch of this wave.
  uint32_t scratchSlot = 0;
  uint32_t scratchWaveOffset = 0;          // Scratch Wavefront Offset value (bytes from the area base)
  rt::Addr waveScratchBase = 0;            // area base + offset: where lane 0's dword 0 is
  std::array<uint32_t, 4> privateSegmentBuffer{};  // the V# CP delivers (even if not enabled)
  FlatScratchSetup flatScratch = FlatScratchSetup::None;
  std::optional<uint64_t> flatScratchAtLaunch;     // FLAT_SCRATCH at the first instruction, if set by hardware
  uint64_t flatScratchAfterProlog = 0;     // the value a correct prolog computes (= waveScratchBase)
  // Work-group.
  rt::Dim3 groupSize;                      // actual size of this (possibly partial) group
  uint32_t wavesInGroup = 0;
  uint32_t workgroupInfo = 0;
  rt::Addr entryPc = 0;                    // kernelObject + KERNEL_CODE_ENTRY_BYTE_OFFSET (+256 with kernarg preload)
  std::vector<std::string> notes;          // accepted oddities (e.g. USER_SGPR_COUNT above the enables)

  // The SGPR an entry starts at, or nullopt if the entry is not enabled.
  std::optional<unsigned> sgprOf(std::string_view name) const;
};

// The state of one wave. Throws Error (naming the field) for: ENABLE_VGPR_WORKITEM_ID 3,
// USER_SGPR_COUNT below the user SGPRs the enables request (or above 16), a descriptor invalid
// for the target (wave32 on GFX9, ...), Private Segment Buffer / Flat Scratch Init on a target
// with architected flat scratch, a work-group id outside the grid, a wave index past the
// group's waves, a scratch slot outside the area, kernarg preload without kernarg bytes.
InitialWaveState initialWaveState(const DispatchState& d, const WaveLocation& w);

// The same in two parts, for a simulator that launches many waves of one dispatch: what every
// wave shares (the descriptor checked, the user SGPRs and the whole SGPR layout, MODE, the entry
// PC), prepared once, then each wave's own (geometry, scratch, system SGPR values, work-item
// ids). prepareWaves throws the dispatch's errors above, initialWaveState the wave's.
struct WaveSetup {
  InitialWaveState common;       // every wave's state starts as a copy of this
  unsigned tidig = 0;            // ENABLE_VGPR_WORKITEM_ID
  bool archFlatScratch = false;
  // The SGPR of workgroup_id_x, _y, _z, workgroup_info, private_segment_wavefront_offset; -1: not enabled.
  std::array<int, 5> systemSgpr{-1, -1, -1, -1, -1};
};
WaveSetup prepareWaves(const DispatchState& d);
// Wave `w`'s state into `out`, reusing its storage (no allocation once it has held a wave of
// the same dispatch).
void initialWaveState(const WaveSetup& setup, const DispatchState& d, const WaveLocation& w, InitialWaveState& out);

// Pieces, usable on their own.
// MODE from RSRC1/RSRC2: FP_ROUND 3:0 (round32 1:0, round16/64 3:2), FP_DENORM 7:4, DX10_CLAMP 8,
// IEEE 9, DEBUG 11, EXCP_EN 18:12 (RSRC2 bits 30:24), FP16_OVFL 23 (GFX9+).
uint32_t modeRegister(const codeobj::KernelDescriptor& kd, const isa::TargetId& target);
// Targets whose hardware packs the three work-item ids into v0 (AMDGPUUsage, "Processors": the
// target property "Packed work-item IDs"; LLVM's FeaturePackedTID: gfx90a and GFX11+).
bool hasPackedWorkitemIds(const isa::TargetId& target);
// Targets with architected flat scratch (GFX11+ among gfxsim's targets).
bool hasArchitectedFlatScratch(const isa::TargetId& target);

}  // namespace gfxsim::launch
