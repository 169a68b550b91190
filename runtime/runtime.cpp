#include "runtime/runtime.h"

#include <algorithm>
#include <optional>

#include "support/error.h"

namespace gfxsim::rt {

namespace {

std::string kernelName(const KernelRef& k) {
  return k.metadata ? "kernel '" + k.metadata->name + "'" : "kernel at " + hexString(k.kernelObject);
}

}  // namespace

uint32_t ldsAllocationBytes(const isa::TargetId& target, uint32_t groupSegmentSize, uint32_t limit) {
  uint64_t bytes = (uint64_t{groupSegmentSize} + 511) / 512 * 512;
  if (limit == 0) limit = target.info ? target.info->ldsBytesPerWorkgroup : 65536;
  if (bytes > limit)
    throw Error("group segment of " + std::to_string(groupSegmentSize) + " bytes exceeds the " + std::to_string(limit) +
                " bytes of LDS a work-group can have on " + std::string(target.info ? target.info->name : "this target"));
  return static_cast<uint32_t>(bytes);
}

Runtime::Runtime(const isa::TargetId& target, RuntimeConfig cfg) : target_(target), cfg_(cfg) {
  if (!target.info) throw Error("runtime: unknown target");
  mem_ = std::make_unique<Memory>(cfg_.memory);
  queue_ = std::make_unique<Queue>(*mem_, target_, cfg_.queue);
}

Addr Runtime::loadKernelDescriptor(const codeobj::KernelDescriptor& kd, const std::string& name) {
  Addr a = mem_->allocate(codeobj::kKernelDescriptorSize, 64, name + ".kd", AllocKind::Code, true);
  auto bytes = kd.encode();
  mem_->write(a, bytes);
  return a;
}

unsigned Runtime::waveSize(const KernelRef& k) const {
  if (!k.descriptor) throw Error("dispatch: no kernel descriptor");
  return codeobj::isWave32(*k.descriptor, target_) ? 32 : 64;
}

uint32_t Runtime::privateSegmentSize(const KernelRef& k) const {
  if (!k.descriptor) throw Error("dispatch: no kernel descriptor");
  uint64_t size = k.metadata ? k.metadata->privateSegmentFixedSize : k.descriptor->privateSegmentFixedSize;
  bool dynamicStack = k.descriptor->get(codeobj::KdField::UsesDynamicStack) != 0 ||
                      (k.metadata && k.metadata->usesDynamicStack);
  if (dynamicStack) size += cfg_.dynamicStackBytes;
  if (size > 0xffffffffu) throw Error(kernelName(k) + ": private segment of " + std::to_string(size) + " bytes is too large");
  return static_cast<uint32_t>(size);
}

DispatchRecord Runtime::dispatch(const KernelRef& k, std::span<const ArgValue> args, const DispatchParams& p) {
  if (!k.descriptor) throw Error("dispatch: no kernel descriptor");
  const std::string kn = kernelName(k);
  if (k.kernelObject == 0 || k.kernelObject % 64)
    throw Error(kn + ": kernel object address " + hexString(k.kernelObject) + " is not a 64-byte aligned descriptor address");
  const codeobj::KernelDescriptor& kd = *k.descriptor;
  if (auto problems = codeobj::validateForTarget(kd, target_); !problems.empty())
    throw Error(kn + ": kernel descriptor is invalid for " + target_.str() + ": " + problems.front());

  GridGeometry g = p.geometry;
  unsigned dims = p.dims ? p.dims : impliedDims(g);
  validateGeometry(g, dims);

  DispatchRecord rec;
  rec.waveSize = waveSize(k);
  uint32_t staticLds = kd.groupSegmentFixedSize;
  if (const codeobj::KernelMetadata* md = k.metadata) {
    if (md->groupSegmentFixedSize != kd.groupSegmentFixedSize)
      throw Error(kn + ": metadata .group_segment_fixed_size " + std::to_string(md->groupSegmentFixedSize) +
                  " differs from the descriptor's GROUP_SEGMENT_FIXED_SIZE " + std::to_string(kd.groupSegmentFixedSize));
    if (md->wavefrontSize && md->wavefrontSize != rec.waveSize)
      throw Error(kn + ": metadata .wavefront_size " + std::to_string(md->wavefrontSize) + " but the descriptor runs wave" +
                  std::to_string(rec.waveSize));
    if (md->maxFlatWorkgroupSize && g.group.count() > md->maxFlatWorkgroupSize)
      throw Error(kn + ": work-group " + g.group.str() + " has " + std::to_string(g.group.count()) +
                  " work-items, more than its .max_flat_workgroup_size " + std::to_string(md->maxFlatWorkgroupSize));
    if (md->reqdWorkgroupSize.size() == 3 &&
        (md->reqdWorkgroupSize[0] || md->reqdWorkgroupSize[1] || md->reqdWorkgroupSize[2]) &&
        (md->reqdWorkgroupSize[0] != g.group.x || md->reqdWorkgroupSize[1] != g.group.y ||
         md->reqdWorkgroupSize[2] != g.group.z))
      throw Error(kn + ": work-group " + g.group.str() + " differs from its .reqd_workgroup_size " +
                  std::to_string(md->reqdWorkgroupSize[0]) + "x" + std::to_string(md->reqdWorkgroupSize[1]) + "x" +
                  std::to_string(md->reqdWorkgroupSize[2]));
    Dim3 rem = g.remainder();
    if (md->uniformWorkGroupSize.value_or(0) == 1 && (rem.x || rem.y || rem.z))
      throw Error(kn + ": compiled with .uniform_work_group_size 1, but grid " + g.grid.str() +
                  " is not a multiple of the work-group " + g.group.str());
  } else if (!args.empty()) {
    throw Error(kn + ": no metadata, so no argument layout for the " + std::to_string(args.size()) + " arguments given");
  }

  rec.privateSegmentSize = p.privateSegmentSize ? *p.privateSegmentSize : privateSegmentSize(k);

  // Everything that can be refused is checked before anything is allocated.
  KernargContext ctx;
  ctx.geometry = g;
  ctx.dims = dims;
  ctx.globalOffset = p.globalOffset;
  ctx.staticLdsBytes = staticLds;
  ctx.dynamicLdsBytes = p.dynamicLdsBytes;
  ctx.queueAddress = queue_->address();
  ctx.privateApertureHi = mem_->apertures().privateHi();
  ctx.sharedApertureHi = mem_->apertures().sharedHi();
  ctx.printfBuffer = p.printfBuffer;
  ctx.hostcallBuffer = p.hostcallBuffer;
  ctx.heapV1 = p.heapV1;
  ctx.defaultQueue = p.defaultQueue;
  ctx.completionAction = p.completionAction;
  if (k.metadata) {
    rec.kernargs = buildKernargs(*k.metadata, args, ctx);
  } else {
    rec.kernargs.bytes.assign(kd.kernargSize, 0);
    uint64_t lds = staticLds;
    if (p.dynamicLdsBytes) lds = (lds + 15) / 16 * 16 + p.dynamicLdsBytes;
    if (lds > 0xffffffffu) throw Error(kn + ": LDS of " + std::to_string(lds) + " bytes does not fit the dispatch packet");
    rec.kernargs.groupSegmentSize = static_cast<uint32_t>(lds);
    rec.kernargs.dynamicLdsBytes = static_cast<uint32_t>(lds - staticLds);
  }
  rec.groupSegmentSize = rec.kernargs.groupSegmentSize;
  rec.ldsAllocation = ldsAllocationBytes(target_, rec.groupSegmentSize, cfg_.ldsBytesPerWorkgroup);

  aql::KernelDispatchPacket& pk = rec.packet;
  pk.header = aql::makeHeader(aql::PacketType::KernelDispatch, p.barrier, p.acquire, p.release);
  pk.setup = static_cast<uint16_t>(dims);
  pk.workgroupSizeX = static_cast<uint16_t>(g.group.x);
  pk.workgroupSizeY = static_cast<uint16_t>(g.group.y);
  pk.workgroupSizeZ = static_cast<uint16_t>(g.group.z);
  pk.gridSizeX = g.grid.x;
  pk.gridSizeY = g.grid.y;
  pk.gridSizeZ = g.grid.z;
  pk.privateSegmentSize = rec.privateSegmentSize;
  pk.groupSegmentSize = rec.groupSegmentSize;
  pk.kernelObject = k.kernelObject;
  pk.validate();  // kernarg address and signal are filled below (16-aligned, any value)

  if (queue_->loadWriteIndex() - queue_->loadReadIndex() >= queue_->size())
    throw Error(kn + ": AQL queue is full (" + std::to_string(queue_->size()) +
                " packets pending); process the queue before dispatching more");
  std::optional<Signal> given;
  if (p.completionSignal && !p.noCompletionSignal) given.emplace(*mem_, *p.completionSignal);

  // Scratch: one slot per wave that can run at once.
  uint64_t waveStride = scratchWaveBytes(rec.privateSegmentSize, rec.waveSize);
  if (waveStride > 0xffffffffu) throw Error(kn + ": scratch of " + std::to_string(waveStride) + " bytes per wave is too large");
  if (waveStride) {
    uint64_t maxWaves = cfg_.maxScratchWaves ? cfg_.maxScratchWaves : uint64_t{cfg_.queue.computeUnits} * cfg_.queue.wavesPerCu;
    uint64_t slots = std::min<uint64_t>(maxWaves, g.totalWaves(rec.waveSize));
    queue_->ensureScratch(static_cast<uint32_t>(waveStride), static_cast<uint32_t>(slots));
  }
  rec.scratch = queue_->scratch();

  // Completion signal, kernarg segment (step 3-4), packet (step 5).
  if (!p.noCompletionSignal)
    rec.completionSignal = given ? given->handle() : Signal::create(*mem_, 1, "completion " + kn).handle();
  // Compilers load kernargs with wide scalar loads that may run past the segment's end
  // (clang-19 reads 16 bytes at offset 24 of a 36-byte segment); ROCr's kernarg pool has
  // room for that. The allocation is rounded up to 256 bytes, the tail zero.
  uint64_t kaSize = (std::max<uint64_t>(rec.kernargs.bytes.size(), 16) + 255) & ~uint64_t{255};
  rec.kernargAddress = mem_->allocate(kaSize, rec.kernargs.align, "kernarg " + kn, AllocKind::Kernarg, true);
  mem_->write(rec.kernargAddress, rec.kernargs.bytes);
  pk.kernargAddress = rec.kernargAddress;
  pk.completionSignal = rec.completionSignal;

  rec.queueAddress = queue_->address();
  rec.packetIndex = queue_->reserveWriteIndex(1);
  rec.packetAddress = queue_->packetAddress(rec.packetIndex);
  queue_->writePacket(rec.packetIndex, pk);
  if (p.ringDoorbell) queue_->ringDoorbell(rec.packetIndex);
  return rec;
}

}  // namespace gfxsim::rt
