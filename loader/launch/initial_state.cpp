#include "launch/initial_state.h"

#include <algorithm>

#include "support/error.h"

namespace gfxsim::launch {

using codeobj::KdField;

namespace {

unsigned majorOf(const isa::TargetId& t) {
  if (!t.info) throw Error("initial wave state: unknown target");
  return t.info->major;
}

// The 16 user-data registers CP can load (AMDGPUUsage, "Initial Kernel Execution State").
constexpr unsigned kMaxUserSgprs = 16;

struct UserEntry {
  const char* name;
  std::vector<uint32_t> values;
};

void put64(std::vector<uint32_t>& v, uint64_t x) {
  v.push_back(static_cast<uint32_t>(x));
  v.push_back(static_cast<uint32_t>(x >> 32));
}

}  // namespace

bool hasPackedWorkitemIds(const isa::TargetId& t) { return t.info && t.info->packedWorkitemIds; }

bool hasArchitectedFlatScratch(const isa::TargetId& t) { return t.info && t.info->archFlatScratch; }

uint32_t modeRegister(const codeobj::KernelDescriptor& kd, const isa::TargetId& target) {
  unsigned major = majorOf(target);
  uint32_t m = 0;
  m |= kd.get(KdField::FloatRoundMode32) << 0;
  m |= kd.get(KdField::FloatRoundMode1664) << 2;
  m |= kd.get(KdField::FloatDenormMode32) << 4;
  m |= kd.get(KdField::FloatDenormMode1664) << 6;
  m |= kd.get(KdField::EnableDx10Clamp) << 8;
  m |= kd.get(KdField::EnableIeeeMode) << 9;
  m |= kd.get(KdField::DebugMode) << 11;
  m |= kd.get(KdField::EnableExceptionFpInvalidOperation) << 12;
  m |= kd.get(KdField::EnableExceptionFpDenormalSource) << 13;
  m |= kd.get(KdField::EnableExceptionFpDivisionByZero) << 14;
  m |= kd.get(KdField::EnableExceptionFpOverflow) << 15;
  m |= kd.get(KdField::EnableExceptionFpUnderflow) << 16;
  m |= kd.get(KdField::EnableExceptionFpInexact) << 17;
  m |= kd.get(KdField::EnableExceptionIntDivideByZero) << 18;
  if (major >= 9) m |= kd.get(KdField::Fp16Ovfl) << 23;
  return m;
}

std::optional<unsigned> InitialWaveState::sgprOf(std::string_view name) const {
  for (const auto& e : layout)
    if (e.name == name && e.initialised) return e.first;
  return std::nullopt;
}

WaveSetup prepareWaves(const DispatchState& d) {
  const isa::TargetId& t = d.target;
  const unsigned major = majorOf(t);
  const codeobj::KernelDescriptor& kd = d.kd;
  if (auto problems = codeobj::validateForTarget(kd, t); !problems.empty())
    throw Error("kernel descriptor invalid for " + t.str() + ": " + problems.front());

  WaveSetup setup;
  InitialWaveState& s = setup.common;
  s.waveSize = codeobj::isWave32(kd, t) ? 32 : 64;
  setup.archFlatScratch = hasArchitectedFlatScratch(t);

  const bool psb = kd.get(KdField::EnableSgprPrivateSegmentBuffer);
  const bool dispatchPtr = kd.get(KdField::EnableSgprDispatchPtr);
  const bool queuePtr = kd.get(KdField::EnableSgprQueuePtr);
  const bool kernargPtr = kd.get(KdField::EnableSgprKernargSegmentPtr);
  const bool dispatchId = kd.get(KdField::EnableSgprDispatchId);
  const bool flatScratchInit = kd.get(KdField::EnableSgprFlatScratchInit);
  const bool privSize = kd.get(KdField::EnableSgprPrivateSegmentSize);
  const unsigned preloadLength = kd.kernargPreload ? kd.get(KdField::KernargPreloadSpecLength) : 0;
  const unsigned preloadOffset = kd.kernargPreload ? kd.get(KdField::KernargPreloadSpecOffset) : 0;
  setup.tidig = kd.get(KdField::EnableVgprWorkitemId);

  if (setup.archFlatScratch && psb)
    throw Error("ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER is set, but " + t.str() +
                " has architected flat scratch and no private segment buffer user SGPRs");
  if (setup.archFlatScratch && flatScratchInit)
    throw Error("ENABLE_SGPR_FLAT_SCRATCH_INIT is set, but " + t.str() +
                " has architected flat scratch and no flat scratch init user SGPRs");
  if (setup.tidig == 3) throw Error("COMPUTE_PGM_RSRC2.ENABLE_VGPR_WORKITEM_ID is 3, which is undefined (0, 1 or 2: X, XY, XYZ)");

  // --- scratch, as far as it is the dispatch's ---------------------------------------------
  s.privateSegmentBuffer = rt::dispatchScratchDescriptor(t, d.scratchDescriptor, s.waveSize);
  if (setup.archFlatScratch) s.flatScratch = FlatScratchSetup::Architected;
  else if (flatScratchInit) s.flatScratch = major >= 10 ? FlatScratchSetup::PrologHwReg : FlatScratchSetup::PrologSgprPair;

  // --- user SGPRs -------------------------------------------------------------------------
  std::vector<UserEntry> user;
  if (psb) user.push_back({"private_segment_buffer", {s.privateSegmentBuffer.begin(), s.privateSegmentBuffer.end()}});
  if (dispatchPtr) {
    user.push_back({"dispatch_ptr", {}});
    put64(user.back().values, d.packetAddress);
  }
  if (queuePtr) {
    user.push_back({"queue_ptr", {}});
    put64(user.back().values, d.queueAddress);
  }
  if (kernargPtr) {
    user.push_back({"kernarg_segment_ptr", {}});
    put64(user.back().values, d.kernargAddress);
  }
  if (dispatchId) {
    user.push_back({"dispatch_id", {}});
    put64(user.back().values, d.dispatchId);
  }
  if (flatScratchInit) {
    user.push_back({"flat_scratch_init", {}});
    put64(user.back().values, d.scratch.base);  // GFX9-GFX10: 64-bit address of the queue's scratch
  }
  if (privSize) user.push_back({"private_segment_size", {rt::roundedPrivateSegmentSize(d.privateSegmentSize)}});
  if (preloadLength) {
    uint64_t need = (uint64_t{preloadOffset} + preloadLength) * 4;
    if (d.kernargPreload.size() < need)
      throw Error("the descriptor preloads kernarg dwords " + std::to_string(preloadOffset) + ".." +
                  std::to_string(preloadOffset + preloadLength - 1) + " but only " +
                  std::to_string(d.kernargPreload.size()) + " kernarg bytes were given");
    user.push_back({"kernarg_preload", {}});
    for (unsigned i = 0; i < preloadLength; ++i) {
      const uint8_t* p = d.kernargPreload.data() + (preloadOffset + i) * 4;
      user.back().values.push_back(uint32_t{p[0]} | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16 | uint32_t{p[3]} << 24);
    }
  }
  unsigned requested = 0;
  for (const auto& e : user) requested += static_cast<unsigned>(e.values.size());
  s.userSgprsRequested = requested;
  s.userSgprCount = kd.get(KdField::UserSgprCount);
  if (s.userSgprCount > kMaxUserSgprs)
    throw Error("COMPUTE_PGM_RSRC2.USER_SGPR_COUNT is " + std::to_string(s.userSgprCount) + "; CP initialises at most " +
                std::to_string(kMaxUserSgprs) + " user SGPRs");
  if (s.userSgprCount < std::min(requested, kMaxUserSgprs)) {
    std::string list;
    for (const auto& e : user) list += std::string(list.empty() ? "" : ", ") + e.name + " (" + std::to_string(e.values.size()) + ")";
    throw Error("COMPUTE_PGM_RSRC2.USER_SGPR_COUNT is " + std::to_string(s.userSgprCount) + " but the enabled user SGPRs need " +
                std::to_string(std::min(requested, kMaxUserSgprs)) + ": " + list);
  }
  if (requested > kMaxUserSgprs)
    s.notes.push_back("the enables request " + std::to_string(requested) + " user SGPRs; only the first " +
                      std::to_string(kMaxUserSgprs) + " are initialised");
  if (s.userSgprCount > requested)
    s.notes.push_back("USER_SGPR_COUNT " + std::to_string(s.userSgprCount) + " is above the " + std::to_string(requested) +
                      " user SGPRs the enables request; s" + std::to_string(requested) + "..s" +
                      std::to_string(s.userSgprCount - 1) + " are not initialised");

  // System SGPRs: which, and where; their values are each wave's.
  const std::pair<KdField, const char*> system[] = {{KdField::EnableSgprWorkgroupIdX, "workgroup_id_x"},
                                                    {KdField::EnableSgprWorkgroupIdY, "workgroup_id_y"},
                                                    {KdField::EnableSgprWorkgroupIdZ, "workgroup_id_z"},
                                                    {KdField::EnableSgprWorkgroupInfo, "workgroup_info"},
                                                    {KdField::EnablePrivateSegment, "private_segment_wavefront_offset"}};
  unsigned systemCount = 0;
  for (const auto& [field, name] : system) systemCount += kd.get(field) ? 1 : 0;

  s.sgprs.assign(s.userSgprCount + systemCount, 0);
  unsigned u = 0;
  for (const auto& e : user) {
    SgprEntry le{e.name, u, static_cast<unsigned>(e.values.size()), 0, true};
    for (unsigned i = 0; i < e.values.size(); ++i, ++u) {
      if (u < kMaxUserSgprs) {
        s.sgprs[u] = e.values[i];
        ++le.initialised;
      }
    }
    s.layout.push_back(le);
  }
  for (unsigned i = std::min(requested, kMaxUserSgprs); i < s.userSgprCount; ++i) s.undefinedSgprs.push_back(i);
  unsigned sysIndex = s.userSgprCount;
  for (size_t k = 0; k < std::size(system); ++k) {
    if (!kd.get(system[k].first)) continue;
    setup.systemSgpr[k] = static_cast<int>(sysIndex);
    s.layout.push_back({system[k].second, sysIndex++, 1, 1, false});
  }

  // --- VGPRs: work-item ids ---------------------------------------------------------------
  s.packedWorkitemIds = hasPackedWorkitemIds(t);
  s.vgprs.assign(s.packedWorkitemIds ? 1 : setup.tidig + 1, {});

  s.mode = modeRegister(kd, t);
  s.entryPc = d.kernelObject + static_cast<uint64_t>(kd.kernelCodeEntryByteOffset) + (preloadLength ? 256 : 0);
  return setup;
}

void initialWaveState(const WaveSetup& setup, const DispatchState& d, const WaveLocation& w, InitialWaveState& s) {
  s = setup.common;  // a copy into storage the previous wave left: no allocation

  // --- geometry of this wave --------------------------------------------------------------
  s.groupSize = d.geometry.groupSizeAt(w.workgroup);
  const uint64_t items = s.groupSize.count();
  s.wavesInGroup = rt::GridGeometry::wavesFor(items, s.waveSize);
  if (w.waveInGroup >= s.wavesInGroup)
    throw Error("wave " + std::to_string(w.waveInGroup) + " of work-group " + w.workgroup.str() + ": the group (" +
                s.groupSize.str() + " work-items) has only " + std::to_string(s.wavesInGroup) + " wave" +
                (s.wavesInGroup == 1 ? "" : "s") + " of " + std::to_string(s.waveSize));
  const uint64_t firstItem = uint64_t{w.waveInGroup} * s.waveSize;
  s.activeLanes = static_cast<unsigned>(std::min<uint64_t>(s.waveSize, items - firstItem));
  s.exec = s.activeLanes >= 64 ? ~uint64_t{0} : (uint64_t{1} << s.activeLanes) - 1;

  // --- scratch of this wave ---------------------------------------------------------------
  if (w.scratchSlot) {
    s.scratchSlot = *w.scratchSlot;
  } else {
    uint64_t slot = d.geometry.linearGroupId(w.workgroup) * d.geometry.wavesPerFullGroup(s.waveSize) + w.waveInGroup;
    if (d.scratch.waveStride && slot >= d.scratch.slots)
      throw Error("wave " + std::to_string(w.waveInGroup) + " of work-group " + w.workgroup.str() + " is wave " +
                  std::to_string(slot) + " of the grid, beyond the " + std::to_string(d.scratch.slots) +
                  " scratch slots; give WaveLocation::scratchSlot (a slot no running wave holds)");
    s.scratchSlot = static_cast<uint32_t>(slot);
  }
  if (d.scratch.waveStride) {
    if (s.scratchSlot >= d.scratch.slots)
      throw Error("scratch slot " + std::to_string(s.scratchSlot) + " is outside the queue's " +
                  std::to_string(d.scratch.slots) + " slots");
    uint64_t off = uint64_t{s.scratchSlot} * d.scratch.waveStride;
    if (off > 0xffffffffu) throw Error("scratch wave offset " + std::to_string(off) + " does not fit 32 bits");
    s.scratchWaveOffset = static_cast<uint32_t>(off);
  }
  s.waveScratchBase = d.scratch.base + s.scratchWaveOffset;
  s.flatScratchAfterProlog = s.waveScratchBase;
  if (setup.archFlatScratch) s.flatScratchAtLaunch = s.waveScratchBase;

  // --- system SGPRs -----------------------------------------------------------------------
  s.workgroupInfo = (w.waveInGroup == 0 ? 1u << 31 : 0u) | (s.wavesInGroup & 0x3fu);  // ordered append term 0
  const uint32_t values[] = {w.workgroup.x, w.workgroup.y, w.workgroup.z, s.workgroupInfo, s.scratchWaveOffset};
  for (size_t k = 0; k < std::size(values); ++k)
    if (setup.systemSgpr[k] >= 0) s.sgprs[static_cast<size_t>(setup.systemSgpr[k])] = values[k];

  // --- VGPRs: work-item ids ---------------------------------------------------------------
  const unsigned tidig = setup.tidig;
  // The first lane's ids by division, the others by stepping x, carrying into y and z.
  const uint32_t ax = s.groupSize.x, ay = s.groupSize.y;
  uint32_t x = static_cast<uint32_t>(firstItem % ax);
  uint32_t y = static_cast<uint32_t>((firstItem / ax) % ay);
  uint32_t z = static_cast<uint32_t>(firstItem / (uint64_t{ax} * ay));
  for (unsigned lane = 0; lane < s.activeLanes; ++lane, ++x) {
    if (x == ax) {
      x = 0;
      if (++y == ay) {
        y = 0;
        ++z;
      }
    }
    if (s.packedWorkitemIds) {
      s.vgprs[0][lane] = x | (tidig >= 1 ? y << 10 : 0u) | (tidig >= 2 ? z << 20 : 0u);
    } else {
      s.vgprs[0][lane] = x;
      if (tidig >= 1) s.vgprs[1][lane] = y;
      if (tidig >= 2) s.vgprs[2][lane] = z;
    }
  }
}

InitialWaveState initialWaveState(const DispatchState& d, const WaveLocation& w) {
  InitialWaveState s;
  initialWaveState(prepareWaves(d), d, w, s);
  return s;
}

DispatchState readDispatch(const rt::Memory& mem, const isa::TargetId& target, rt::Addr queueAddress,
                           uint64_t packetIndex) {
  namespace q = rt::aql::amd_queue;
  DispatchState d;
  d.target = target;
  majorOf(target);
  const std::string where = "queue " + rt::hexString(queueAddress) + " packet " + std::to_string(packetIndex);
  if (auto f = mem.probe(queueAddress, q::kSize, rt::Access::Read))
    throw Error(where + ": no amd_queue_t there: " + f->message());
  rt::Addr ring = mem.load<uint64_t>(queueAddress + q::kBaseAddress);
  uint32_t size = mem.load<uint32_t>(queueAddress + q::kQueueSize);
  if (size == 0 || (size & (size - 1))) throw Error(where + ": queue size " + std::to_string(size) + " is not a power of two");
  d.queueAddress = queueAddress;
  d.packetAddress = ring + (packetIndex & (size - 1)) * rt::aql::kPacketSize;
  d.dispatchId = packetIndex;
  auto pk = rt::aql::KernelDispatchPacket::decode(mem.readBytes(d.packetAddress, rt::aql::kPacketSize));
  try {
    pk.validate();
  } catch (const Error& e) {
    throw Error(where + ": " + e.what());
  }
  d.dims = pk.dimensions();
  d.geometry.grid = {pk.gridSizeX, pk.gridSizeY, pk.gridSizeZ};
  d.geometry.group = {pk.workgroupSizeX, pk.workgroupSizeY, pk.workgroupSizeZ};
  d.kernargAddress = pk.kernargAddress;
  d.privateSegmentSize = pk.privateSegmentSize;
  d.groupSegmentSize = pk.groupSegmentSize;
  d.kernelObject = pk.kernelObject;
  if (auto f = mem.probe(pk.kernelObject, codeobj::kKernelDescriptorSize, rt::Access::Read))
    throw Error(where + ": kernel_object does not point at a 64-byte kernel descriptor: " + f->message());
  try {
    d.kd = codeobj::KernelDescriptor::decode(mem.readBytes(pk.kernelObject, codeobj::kKernelDescriptorSize));
  } catch (const Error& e) {
    throw Error(where + ": kernel descriptor at " + rt::hexString(pk.kernelObject) + ": " + e.what());
  }
  d.scratch = rt::decodeTmpringSize(target, mem.load<uint32_t>(queueAddress + q::kComputeTmpringSize));
  d.scratch.base = mem.load<uint64_t>(queueAddress + q::kScratchBackingMemoryLocation);
  d.scratch.bytes = mem.load<uint64_t>(queueAddress + q::kScratchBackingMemoryByteSize);
  for (unsigned i = 0; i < 4; ++i)
    d.scratchDescriptor[i] = mem.load<uint32_t>(queueAddress + q::kScratchResourceDescriptor + 4 * i);
  d.apertures = mem.apertures();
  if (d.kd.kernargPreload) {
    unsigned len = d.kd.get(KdField::KernargPreloadSpecLength), off = d.kd.get(KdField::KernargPreloadSpecOffset);
    if (len) d.kernargPreload = mem.readBytes(pk.kernargAddress, (uint64_t{off} + len) * 4);
  }
  return d;
}

}  // namespace gfxsim::launch
