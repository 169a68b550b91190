#include "runtime/aql.h"

#include <cstring>

#include "support/error.h"

namespace gfxsim::rt::aql {

namespace {

template <class T>
void put(uint8_t* p, unsigned off, T v) {
  for (unsigned i = 0; i < sizeof(T); ++i) p[off + i] = static_cast<uint8_t>(static_cast<uint64_t>(v) >> (8 * i));
}

template <class T>
T get(const uint8_t* p, unsigned off) {
  uint64_t v = 0;
  for (unsigned i = 0; i < sizeof(T); ++i) v |= uint64_t{p[off + i]} << (8 * i);
  return static_cast<T>(v);
}

void needPacket(std::span<const uint8_t> bytes, const char* what) {
  if (bytes.size() != kPacketSize)
    throw Error(std::string(what) + ": a packet is 64 bytes, not " + std::to_string(bytes.size()));
}

}  // namespace

uint16_t makeHeader(PacketType type, bool barrier, FenceScope acquire, FenceScope release) {
  return static_cast<uint16_t>((static_cast<unsigned>(type) << kHeaderTypeShift) |
                               (static_cast<unsigned>(barrier) << kHeaderBarrierShift) |
                               (static_cast<unsigned>(acquire) << kHeaderAcquireShift) |
                               (static_cast<unsigned>(release) << kHeaderReleaseShift));
}

std::string packetTypeName(uint16_t header) {
  switch (header & 0xff) {
    case 0: return "VENDOR_SPECIFIC";
    case 1: return "INVALID";
    case 2: return "KERNEL_DISPATCH";
    case 3: return "BARRIER_AND";
    case 4: return "AGENT_DISPATCH";
    case 5: return "BARRIER_OR";
  }
  return "type " + std::to_string(header & 0xff);
}

std::array<uint8_t, kPacketSize> KernelDispatchPacket::encode() const {
  std::array<uint8_t, kPacketSize> b{};
  uint8_t* p = b.data();
  put(p, 0, header);
  put(p, 2, setup);
  put(p, 4, workgroupSizeX);
  put(p, 6, workgroupSizeY);
  put(p, 8, workgroupSizeZ);
  put(p, 10, reserved0);
  put(p, 12, gridSizeX);
  put(p, 16, gridSizeY);
  put(p, 20, gridSizeZ);
  put(p, 24, privateSegmentSize);
  put(p, 28, groupSegmentSize);
  put(p, 32, kernelObject);
  put(p, 40, kernargAddress);
  put(p, 48, reserved2);
  put(p, 56, completionSignal);
  return b;
}

KernelDispatchPacket KernelDispatchPacket::decode(std::span<const uint8_t> bytes) {
  needPacket(bytes, "kernel dispatch packet");
  const uint8_t* p = bytes.data();
  KernelDispatchPacket k;
  k.header = get<uint16_t>(p, 0);
  k.setup = get<uint16_t>(p, 2);
  k.workgroupSizeX = get<uint16_t>(p, 4);
  k.workgroupSizeY = get<uint16_t>(p, 6);
  k.workgroupSizeZ = get<uint16_t>(p, 8);
  k.reserved0 = get<uint16_t>(p, 10);
  k.gridSizeX = get<uint32_t>(p, 12);
  k.gridSizeY = get<uint32_t>(p, 16);
  k.gridSizeZ = get<uint32_t>(p, 20);
  k.privateSegmentSize = get<uint32_t>(p, 24);
  k.groupSegmentSize = get<uint32_t>(p, 28);
  k.kernelObject = get<uint64_t>(p, 32);
  k.kernargAddress = get<uint64_t>(p, 40);
  k.reserved2 = get<uint64_t>(p, 48);
  k.completionSignal = get<uint64_t>(p, 56);
  return k;
}

void KernelDispatchPacket::validate() const {
  auto bad = [](const std::string& m) { throw Error("kernel dispatch packet: " + m); };
  if (type() != PacketType::KernelDispatch) bad("header type is " + packetTypeName(header) + ", not KERNEL_DISPATCH");
  if ((header >> kHeaderAcquireShift & 3u) == 3u) bad("acquire fence scope 3 is reserved");
  if ((header >> kHeaderReleaseShift & 3u) == 3u) bad("release fence scope 3 is reserved");
  if (header >> 13) bad("header bits 15:13 are reserved and must be 0");
  unsigned dims = dimensions();
  if (dims < 1 || dims > 3) bad("setup dimensions is " + std::to_string(dims) + "; it must be 1, 2 or 3");
  if (setup >> 2) bad("setup bits 15:2 are reserved and must be 0");
  const uint32_t wg[3] = {workgroupSizeX, workgroupSizeY, workgroupSizeZ};
  const uint32_t gr[3] = {gridSizeX, gridSizeY, gridSizeZ};
  static const char* axis = "xyz";
  for (unsigned i = 0; i < 3; ++i) {
    std::string a(1, axis[i]);
    if (wg[i] == 0) bad("workgroup_size_" + a + " is 0");
    if (gr[i] == 0) bad("grid_size_" + a + " is 0");
    if (i >= dims && (wg[i] != 1 || gr[i] != 1))
      bad("a " + std::to_string(dims) + "-dimensional dispatch needs workgroup_size_" + a + " and grid_size_" + a +
          " of 1");
  }
  if (uint64_t{wg[0]} * wg[1] * wg[2] > 1024)
    bad("work-group of " + std::to_string(uint64_t{wg[0]} * wg[1] * wg[2]) + " work-items; at most 1024");
  if (reserved0 || reserved2) bad("reserved fields must be 0");
  if (kernelObject == 0) bad("kernel_object is 0");
  if (kernelObject % 64) bad("kernel_object is not 64-byte aligned (kernel descriptors are)");
  if (kernargAddress % 16) bad("kernarg_address is not 16-byte aligned");
}

std::array<uint8_t, kPacketSize> BarrierPacket::encode() const {
  std::array<uint8_t, kPacketSize> b{};
  uint8_t* p = b.data();
  put(p, 0, header);
  put(p, 2, reserved0);
  put(p, 4, reserved1);
  for (unsigned i = 0; i < 5; ++i) put(p, 8 + 8 * i, depSignal[i]);
  put(p, 48, reserved2);
  put(p, 56, completionSignal);
  return b;
}

BarrierPacket BarrierPacket::decode(std::span<const uint8_t> bytes) {
  needPacket(bytes, "barrier packet");
  const uint8_t* p = bytes.data();
  BarrierPacket k;
  k.header = get<uint16_t>(p, 0);
  k.reserved0 = get<uint16_t>(p, 2);
  k.reserved1 = get<uint32_t>(p, 4);
  for (unsigned i = 0; i < 5; ++i) k.depSignal[i] = get<uint64_t>(p, 8 + 8 * i);
  k.reserved2 = get<uint64_t>(p, 48);
  k.completionSignal = get<uint64_t>(p, 56);
  return k;
}

}  // namespace gfxsim::rt::aql
