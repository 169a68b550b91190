#include "runtime/kernarg.h"

#include <algorithm>
#include <bit>

#include "support/error.h"

namespace gfxsim::rt {

using codeobj::ValueKind;

namespace {

std::string argLabel(const codeobj::KernelMetadata& md, unsigned index, const codeobj::KernelArg& a) {
  std::string s = "kernel '" + md.name + "': argument " + std::to_string(index);
  if (!a.name.empty()) s += " '" + a.name + "'";
  s += " (" + std::string(codeobj::valueKindName(a.valueKind)) + ", " + std::to_string(a.size) + " bytes at offset " +
       std::to_string(a.offset) + ")";
  return s;
}

uint64_t alignUp(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

}  // namespace

const KernargSlot* KernargImage::find(ValueKind k) const {
  for (const auto& s : slots)
    if (s.kind == k) return &s;
  return nullptr;
}

size_t explicitArgCount(const codeobj::KernelMetadata& md) {
  return static_cast<size_t>(std::count_if(md.args.begin(), md.args.end(),
                                           [](const codeobj::KernelArg& a) { return !codeobj::isHidden(a.valueKind); }));
}

KernargImage buildKernargs(const codeobj::KernelMetadata& md, std::span<const ArgValue> values,
                           const KernargContext& ctx) {
  KernargImage img;
  const std::string kn = "kernel '" + md.name + "'";
  size_t nExplicit = explicitArgCount(md);
  if (values.size() != nExplicit)
    throw Error(kn + " takes " + std::to_string(nExplicit) + " explicit argument" + (nExplicit == 1 ? "" : "s") + ", " +
                std::to_string(values.size()) + " given");
  if (md.kernargSegmentAlign && !std::has_single_bit(md.kernargSegmentAlign))
    throw Error(kn + ": .kernarg_segment_align " + std::to_string(md.kernargSegmentAlign) + " is not a power of two");
  img.align = std::max<uint64_t>(16, md.kernargSegmentAlign);

  uint64_t size = md.kernargSegmentSize;
  if (size > (uint64_t{1} << 32)) throw Error(kn + ": kernarg segment of " + std::to_string(size) + " bytes is too large");
  img.bytes.assign(size, 0);

  // Dynamic LDS: local-pointer arguments first (in order), then the launch's request.
  uint64_t lds = ctx.staticLdsBytes;

  auto write = [&](unsigned index, const codeobj::KernelArg& a, uint64_t v) {
    if (a.size == 0 || a.size > 8)
      throw Error(argLabel(md, index, a) + ": a " + std::string(codeobj::valueKindName(a.valueKind)) +
                  " value needs 1 to 8 bytes");
    if (a.size < 8 && (v >> (8 * a.size)))
      throw Error(argLabel(md, index, a) + ": value " + std::to_string(v) + " does not fit in " +
                  std::to_string(a.size) + " bytes");
    for (uint64_t i = 0; i < a.size; ++i) img.bytes[a.offset + i] = static_cast<uint8_t>(v >> (8 * i));
  };

  const Dim3 full = ctx.geometry.fullGroups(), rem = ctx.geometry.remainder();
  size_t next = 0;
  for (unsigned index = 0; index < md.args.size(); ++index) {
    const codeobj::KernelArg& a = md.args[index];
    if (a.offset + a.size < a.offset || a.offset + a.size > size)
      throw Error(argLabel(md, index, a) + " extends past the " + std::to_string(size) +
                  "-byte kernarg segment (.kernarg_segment_size)");
    // Pointers and hidden values are naturally aligned (a by-value struct need not be).
    bool natural = codeobj::isHidden(a.valueKind) || a.valueKind == ValueKind::GlobalBuffer ||
                   a.valueKind == ValueKind::DynamicSharedPointer;
    if (natural && a.size && std::has_single_bit(a.size) && a.size <= 8 && a.offset % a.size)
      throw Error(argLabel(md, index, a) + " is not aligned to its size");
    KernargSlot slot;
    slot.index = index;
    slot.name = a.name;
    slot.kind = a.valueKind;
    slot.offset = a.offset;
    slot.size = a.size;
    slot.hidden = codeobj::isHidden(a.valueKind);
    uint64_t v = 0;
    bool isValue = true;
    if (!slot.hidden) {
      const ArgValue& av = values[next++];
      switch (a.valueKind) {
        case ValueKind::DynamicSharedPointer: {
          if (av.kind != ArgValue::Kind::LocalSize)
            throw Error(argLabel(md, index, a) + ": give the LDS bytes to reserve (ArgValue::local)");
          uint64_t align = a.pointeeAlign.value_or(16);
          if (!align || !std::has_single_bit(align))
            throw Error(argLabel(md, index, a) + ": .pointee_align " + std::to_string(align) + " is not a power of two");
          lds = alignUp(lds, align);
          v = lds;
          lds += av.localBytes;
          write(index, a, v);
          break;
        }
        default:
          if (av.kind == ArgValue::Kind::LocalSize)
            throw Error(argLabel(md, index, a) + ": an LDS size is only valid for a dynamic_shared_pointer argument");
          if (av.kind == ArgValue::Kind::Address) {
            v = av.address;
            write(index, a, v);
          } else {
            if (av.bytes.size() != a.size)
              throw Error(argLabel(md, index, a) + ": value has " + std::to_string(av.bytes.size()) + " bytes, " +
                          std::to_string(a.size) + " expected");
            std::copy(av.bytes.begin(), av.bytes.end(), img.bytes.begin() + static_cast<std::ptrdiff_t>(a.offset));
            isValue = a.size <= 8;  // record blobs up to 8 bytes as an integer too
            if (isValue)
              for (uint64_t i = 0; i < a.size; ++i) v |= uint64_t{av.bytes[i]} << (8 * i);
          }
      }
      slot.value = isValue ? v : 0;
      img.slots.push_back(slot);
      continue;
    }
    switch (a.valueKind) {
      case ValueKind::HiddenBlockCountX: v = full.x; break;
      case ValueKind::HiddenBlockCountY: v = full.y; break;
      case ValueKind::HiddenBlockCountZ: v = full.z; break;
      case ValueKind::HiddenGroupSizeX: v = ctx.geometry.group.x; break;
      case ValueKind::HiddenGroupSizeY: v = ctx.geometry.group.y; break;
      case ValueKind::HiddenGroupSizeZ: v = ctx.geometry.group.z; break;
      case ValueKind::HiddenRemainderX: v = rem.x; break;
      case ValueKind::HiddenRemainderY: v = rem.y; break;
      case ValueKind::HiddenRemainderZ: v = rem.z; break;
      case ValueKind::HiddenGlobalOffsetX: v = ctx.globalOffset[0]; break;
      case ValueKind::HiddenGlobalOffsetY: v = ctx.globalOffset[1]; break;
      case ValueKind::HiddenGlobalOffsetZ: v = ctx.globalOffset[2]; break;
      case ValueKind::HiddenGridDims: v = ctx.dims; break;
      case ValueKind::HiddenQueuePtr: v = ctx.queueAddress; break;
      case ValueKind::HiddenPrivateBase: v = ctx.privateApertureHi; break;
      case ValueKind::HiddenSharedBase: v = ctx.sharedApertureHi; break;
      case ValueKind::HiddenPrintfBuffer: v = ctx.printfBuffer; break;
      case ValueKind::HiddenHostcallBuffer: v = ctx.hostcallBuffer; break;
      case ValueKind::HiddenHeapV1: v = ctx.heapV1; break;
      case ValueKind::HiddenDefaultQueue: v = ctx.defaultQueue; break;
      case ValueKind::HiddenCompletionAction: v = ctx.completionAction; break;
      case ValueKind::HiddenMultigridSyncArg: v = ctx.multigridSyncArg; break;
      case ValueKind::HiddenDynamicLdsSize: v = 0; break;  // filled below, once the LDS layout is known
      case ValueKind::HiddenNone: isValue = false; break;
      default: throw Error(argLabel(md, index, a) + ": unknown hidden argument kind");
    }
    if (isValue && a.valueKind != ValueKind::HiddenDynamicLdsSize) write(index, a, v);
    slot.value = v;
    img.slots.push_back(slot);
  }

  if (ctx.dynamicLdsBytes) lds = alignUp(lds, 16) + ctx.dynamicLdsBytes;
  if (lds > 0xffffffffu) throw Error(kn + ": LDS of " + std::to_string(lds) + " bytes does not fit the dispatch packet");
  img.groupSegmentSize = static_cast<uint32_t>(lds);
  img.dynamicLdsBytes = static_cast<uint32_t>(lds - ctx.staticLdsBytes);
  for (auto& s : img.slots)
    if (s.kind == ValueKind::HiddenDynamicLdsSize) {
      s.value = img.dynamicLdsBytes;
      write(s.index, md.args[s.index], s.value);
    }
  return img;
}

}  // namespace gfxsim::rt
