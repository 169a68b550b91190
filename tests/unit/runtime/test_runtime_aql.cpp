// AQL packets, amd_queue_t and amd_signal_t at the byte offsets of ROCR-Runtime's hsa.h,
// amd_hsa_queue.h and amd_hsa_signal.h, the doorbell call and packet retirement, scratch
// descriptors (as ROCR-Runtime's AqlQueue::InitScratchSRD builds them).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "runtime/aql.h"
#include "runtime/queue.h"
#include "runtime/scratch.h"
#include "runtime/signal.h"
#include "support/checks.h"
#include "support/error.h"

using namespace gfxsim;
using namespace gfxsim::test;
using namespace gfxsim::rt;

TEST_CASE("aql: kernel dispatch packet bytes at the HSA offsets") {
  aql::KernelDispatchPacket p;
  p.header = aql::makeHeader(aql::PacketType::KernelDispatch, true, aql::FenceScope::System, aql::FenceScope::Agent);
  // type 2 | barrier 1<<8 | acquire 2<<9 | release 1<<11
  CHECK(p.header == 0x0D02);
  CHECK(aql::makeHeader(aql::PacketType::KernelDispatch, true, aql::FenceScope::System, aql::FenceScope::System) == 0x1502);
  CHECK(aql::makeHeader(aql::PacketType::Invalid, false, aql::FenceScope::None, aql::FenceScope::None) == 1);
  p.setup = 3;
  p.workgroupSizeX = 0x0102;
  p.workgroupSizeY = 0x0304;
  p.workgroupSizeZ = 0x0506;
  p.gridSizeX = 0x11121314;
  p.gridSizeY = 0x21222324;
  p.gridSizeZ = 0x31323334;
  p.privateSegmentSize = 0x41424344;
  p.groupSegmentSize = 0x51525354;
  p.kernelObject = 0x6162636465666768ull;
  p.kernargAddress = 0x7172737475767778ull;
  p.completionSignal = 0x8182838485868788ull;
  auto b = p.encode();
  const uint8_t* d = b.data();
  CHECK(le(d, 0, 2) == 0x0D02);
  CHECK(le(d, 2, 2) == 3);
  CHECK(le(d, 4, 2) == 0x0102);
  CHECK(le(d, 6, 2) == 0x0304);
  CHECK(le(d, 8, 2) == 0x0506);
  CHECK(le(d, 10, 2) == 0);
  CHECK(le(d, 12, 4) == 0x11121314);
  CHECK(le(d, 16, 4) == 0x21222324);
  CHECK(le(d, 20, 4) == 0x31323334);
  CHECK(le(d, 24, 4) == 0x41424344);
  CHECK(le(d, 28, 4) == 0x51525354);
  CHECK(le(d, 32, 8) == 0x6162636465666768ull);
  CHECK(le(d, 40, 8) == 0x7172737475767778ull);
  CHECK(le(d, 48, 8) == 0);
  CHECK(le(d, 56, 8) == 0x8182838485868788ull);
  CHECK(d[32] == 0x68);  // little-endian
  auto q = aql::KernelDispatchPacket::decode(b);
  CHECK(q == p);
  CHECK(q.type() == aql::PacketType::KernelDispatch);
  CHECK(q.dimensions() == 3);
  CHECK(q.barrier());
  CHECK(q.acquireScope() == aql::FenceScope::System);
  CHECK(q.releaseScope() == aql::FenceScope::Agent);

  // validate(): sizes beyond the dimensions, zero sizes, alignment of the addresses.
  aql::KernelDispatchPacket v;
  v.header = 0x1502;
  v.setup = 1;
  v.workgroupSizeX = 64;
  v.workgroupSizeY = v.workgroupSizeZ = 1;
  v.gridSizeX = 1000;
  v.gridSizeY = v.gridSizeZ = 1;
  v.kernelObject = 0x100000040ull;
  v.kernargAddress = 0x100010000ull;
  v.validate();
  v.gridSizeY = 2;
  CHECK(errorOf([&] { v.validate(); }) ==
        "kernel dispatch packet: a 1-dimensional dispatch needs workgroup_size_y and grid_size_y of 1");
  v.gridSizeY = 1;
  v.workgroupSizeX = 0;
  CHECK(contains(errorOf([&] { v.validate(); }), "workgroup_size_x is 0"));
  v.workgroupSizeX = 64;
  v.kernelObject += 8;
  CHECK(contains(errorOf([&] { v.validate(); }), "not 64-byte aligned"));
  v.kernelObject -= 8;
  v.header = 0x1501;
  CHECK(contains(errorOf([&] { v.validate(); }), "header type is INVALID"));
  v.header = 0x1502;
  v.setup = 0;
  CHECK(contains(errorOf([&] { v.validate(); }), "setup dimensions is 0"));
  CHECK(contains(errorOf([&] { aql::KernelDispatchPacket::decode(std::vector<uint8_t>(63)); }), "64 bytes, not 63"));
}

TEST_CASE("aql: barrier packet layout") {
  aql::BarrierPacket p;
  p.header = aql::makeHeader(aql::PacketType::BarrierAnd, true, aql::FenceScope::Agent, aql::FenceScope::Agent);
  for (unsigned i = 0; i < 5; ++i) p.depSignal[i] = 0x1000 * (i + 1);
  p.completionSignal = 0xABCDEF;
  auto b = p.encode();
  CHECK(le(b.data(), 0, 2) == (3u | 1u << 8 | 1u << 9 | 1u << 11));
  for (unsigned i = 0; i < 5; ++i) CHECK(le(b.data(), 8 + 8 * i, 8) == 0x1000 * (i + 1));
  CHECK(le(b.data(), 56, 8) == 0xABCDEF);
  CHECK(aql::BarrierPacket::decode(b) == p);
}

TEST_CASE("aql: amd_queue_t in memory, doorbell as a function call, retirement and completion signal") {
  Memory mem;
  auto t = target("gfx900");
  QueueConfig cfg;
  cfg.packets = 4;
  cfg.id = 7;
  cfg.computeUnits = 2;
  cfg.wavesPerCu = 10;
  Queue q(mem, t, cfg);
  const uint8_t* a = mem.translate(q.address(), 256);
  CHECK(q.address() % 64 == 0);
  CHECK(le(a, 0, 4) == 0);             // type MULTI
  CHECK(le(a, 4, 4) == 1);             // features KERNEL_DISPATCH
  CHECK(le(a, 8, 8) == q.ringAddress());
  CHECK(le(a, 16, 8) == q.doorbellSignal());
  CHECK(le(a, 24, 4) == 4);            // size in packets
  CHECK(le(a, 32, 8) == 7);            // id
  CHECK(le(a, 56, 8) == 0);            // write_dispatch_id
  CHECK(le(a, 64, 4) == 0x00010000);   // group_segment_aperture_base_hi
  CHECK(le(a, 68, 4) == 0x00020000);   // private_segment_aperture_base_hi
  CHECK(le(a, 72, 4) == 1);            // max_cu_id
  CHECK(le(a, 76, 4) == 9);            // max_wave_id
  CHECK(le(a, 128, 8) == 0);           // read_dispatch_id
  CHECK(le(a, 136, 4) == 128);         // read_dispatch_id_field_base_byte_offset
  CHECK(le(a, 180, 4) == 2);           // queue_properties: is_ptr64
  // No scratch yet: V# with base 0 and no records, TMPRING 0.
  CHECK(le(a, 140, 4) == 0);
  CHECK(le(a, 144, 4) == 0);
  CHECK(le(a, 148, 4) == 0x80000000u);
  CHECK(le(a, 152, 4) == 0);
  CHECK(le(a, 156, 4) == 0x00EA4FACu);
  // Ring slots start INVALID.
  for (uint64_t i = 0; i < 4; ++i) CHECK(mem.load<uint16_t>(q.ringAddress() + 64 * i) == 1);
  // The doorbell signal (amd_signal_t, kind DOORBELL).
  const uint8_t* ds = mem.translate(q.doorbellSignal(), 64);
  CHECK(static_cast<int64_t>(le(ds, 0, 8)) == -1);
  CHECK(le(ds, 8, 8) == q.doorbellWord());
  CHECK(le(ds, 48, 8) == q.address());

  std::vector<uint64_t> rung;
  q.setDoorbellHandler([&](Queue& qq, uint64_t v) {
    CHECK(&qq == &q);
    rung.push_back(v);
  });
  Signal done = Signal::create(mem, 1, "done");
  aql::KernelDispatchPacket p;
  p.header = 0x1502;
  p.setup = 1;
  p.workgroupSizeX = p.workgroupSizeY = p.workgroupSizeZ = 1;
  p.gridSizeX = p.gridSizeY = p.gridSizeZ = 1;
  p.kernelObject = 0x40;
  p.completionSignal = done.handle();
  uint64_t i0 = q.reserveWriteIndex();
  uint64_t i1 = q.reserveWriteIndex(3);
  CHECK(i0 == 0);
  CHECK(i1 == 1);
  CHECK(le(a, 56, 8) == 4);
  CHECK(contains(errorOf([&] { q.reserveWriteIndex(); }), "is full: 4 of 4 packets pending"));
  CHECK(!q.nextPacket().has_value());  // slot 0 reserved but not published (header INVALID)
  q.writePacket(i0, p);
  auto pbytes = p.encode();
  CHECK(mem.readBytes(q.packetAddress(0), 64) == std::vector<uint8_t>(pbytes.begin(), pbytes.end()));
  q.ringDoorbell(i0);
  CHECK(rung == std::vector<uint64_t>{0});
  CHECK(q.lastDoorbellValue() == 0);
  CHECK(mem.load<uint64_t>(q.doorbellWord()) == 0);

  auto n = q.nextPacket();
  REQUIRE(n.has_value());
  CHECK(n->index == 0);
  CHECK(n->type == aql::PacketType::KernelDispatch);
  CHECK(n->dispatch == p);
  q.retire(*n);
  CHECK(done.load() == 0);                                  // decremented by 1
  CHECK(done.waitSatisfied(SignalCondition::Eq, 0));
  CHECK(le(a, 128, 8) == 1);                                // read_dispatch_id advanced
  CHECK(mem.load<uint16_t>(q.packetAddress(0)) == 1);       // slot INVALID again
  CHECK(contains(errorOf([&] { q.retire(*n); }), "read index is 1"));
  // Index 4 wraps to slot 0.
  CHECK(q.reserveWriteIndex() == 4);
  CHECK(q.packetAddress(4) == q.ringAddress());
}

TEST_CASE("aql: signals") {
  Memory mem;
  Signal s = Signal::create(mem, 5);
  const uint8_t* a = mem.translate(s.handle(), 64);
  CHECK(s.handle() % 64 == 0);
  CHECK(le(a, 0, 8) == 1);   // kind USER
  CHECK(le(a, 8, 8) == 5);   // value
  CHECK(le(a, 16, 8) == 0);  // event mailbox
  CHECK(s.subtract(2) == 5);
  CHECK(s.load() == 3);
  CHECK(s.add(10) == 3);
  CHECK(s.exchange(-1) == 13);
  CHECK(s.compareExchange(-1, 7) == -1);
  CHECK(s.compareExchange(0, 9) == 7);
  CHECK(s.load() == 7);
  CHECK(s.waitSatisfied(SignalCondition::Gte, 7));
  CHECK(!s.waitSatisfied(SignalCondition::Lt, 7));
  CHECK(s.waitSatisfied(SignalCondition::Ne, 0));
  CHECK(contains(errorOf([&] { Signal(mem, 0); }), "handle 0"));
  CHECK(contains(errorOf([&] { Signal(mem, s.handle() + 8); }), "not 64-byte aligned"));
  CHECK(contains(errorOf([&] { Signal(mem, 0x7000000040ull); }), "not a 64-byte amd_signal_t"));
}

TEST_CASE("aql: scratch descriptors and COMPUTE_TMPRING_SIZE per generation") {
  const uint64_t base = 0x0000123456789A00ull;
  auto v9 = queueScratchDescriptor(target("gfx900"), base, 0x40000);
  CHECK(v9[0] == 0x56789A00u);
  CHECK(v9[1] == (0x1234u | 0x80000000u));  // base[47:32], stride 0, swizzle enable bit 31
  CHECK(v9[2] == 0x40000u);
  CHECK(v9[3] == 0x00EA4FACu);              // XYZW, UINT, 32, element 4, index stride 64, add_tid
  CHECK(dispatchScratchDescriptor(target("gfx900"), v9, 64) == v9);
  auto v10 = queueScratchDescriptor(target("gfx1030"), base, 0x40000);
  CHECK(v10[1] == (0x1234u | 0x80000000u));
  CHECK(v10[3] == 0x21814FACu);             // FORMAT 0x14, add_tid, resource level, OOB_SELECT 2, index stride 0
  CHECK(dispatchScratchDescriptor(target("gfx1030"), v10, 32)[3] == 0x21C14FACu);  // CP: index stride 2 (32)
  CHECK(dispatchScratchDescriptor(target("gfx1030"), v10, 64)[3] == 0x21E14FACu);  // 3 (64)
  auto v11 = queueScratchDescriptor(target("gfx1100"), base, 0x40000);
  CHECK(v11[1] == (0x1234u | 0x40000000u)); // SWIZZLE_ENABLE is bits 31:30 = 1
  CHECK(v11[3] == 0x20814FACu);
  auto d = decodeBufferDescriptor(target("gfx1030"), dispatchScratchDescriptor(target("gfx1030"), v10, 32));
  CHECK(d.base == base);
  CHECK(d.swizzle);
  CHECK(d.addTid);
  CHECK(d.indexStride == 32);
  CHECK(d.numRecords == 0x40000u);
  CHECK(decodeBufferDescriptor(target("gfx900"), v9).indexStride == 64);
  CHECK(contains(errorOf([&] { queueScratchDescriptor(target("gfx900"), uint64_t{1} << 48, 16); }), "48-bit"));

  // Dword interleave (AMDGPUUsage, "Address Spaces"): lane 3, byte 9 of wave64 -> dword row 2
  // (2*64*4 = 512), lane column 12, byte 1.
  CHECK(swizzledScratchAddress(0x1000, 64, 3, 9) == 0x1000 + 512 + 12 + 1);
  CHECK(swizzledScratchAddress(0x1000, 32, 31, 4) == 0x1000 + 128 + 124);
  CHECK(scratchWaveBytes(0, 64) == 0);
  CHECK(scratchWaveBytes(1, 64) == 1024);      // 4 bytes * 64 = 256 -> 1 KiB
  CHECK(scratchWaveBytes(388, 32) == 13312);   // 388 * 32 = 12416 -> 13 KiB
  CHECK(scratchWaveBytes(388, 64) == 25600);   // 24832 -> 25 KiB
  CHECK(roundedPrivateSegmentSize(13) == 16);
  ScratchArea area{0x100000000ull, 0, 13312, 160};
  uint32_t tr = computeTmpringSize(target("gfx1030"), area);
  CHECK(tr == (160u | 13u << 12));
  CHECK(decodeTmpringSize(target("gfx1030"), tr).waveStride == 13312);
  CHECK(decodeTmpringSize(target("gfx1030"), tr).slots == 160);
  area.slots = 5000;
  CHECK(contains(errorOf([&] { computeTmpringSize(target("gfx900"), area); }), "12 bits"));
}

TEST_CASE("aql: queue scratch grows only when idle, and rewrites the amd_queue_t fields") {
  Memory mem;
  auto t = target("gfx1030");
  Queue q(mem, t);
  q.ensureScratch(2048, 10);
  ScratchArea s = q.scratch();
  CHECK(s.waveStride == 2048);
  CHECK(s.slots == 10);
  CHECK(s.bytes == 20480);
  CHECK(mem.find(s.base)->kind == AllocKind::Scratch);
  const uint8_t* a = mem.translate(q.address(), 256);
  CHECK(le(a, 140, 4) == (10u | 2u << 12));
  CHECK(le(a, 144, 4) == static_cast<uint32_t>(s.base));
  CHECK(le(a, 148, 4) == ((s.base >> 32) | 0x80000000u));
  CHECK(le(a, 152, 4) == 20480);
  CHECK(le(a, 156, 4) == 0x21814FACu);
  CHECK(le(a, 160, 8) == s.base);
  CHECK(le(a, 168, 8) == 20480);
  CHECK(le(a, 176, 4) == 32);  // per lane of a wave64: 2048 / 64
  // Smaller needs keep the area.
  q.ensureScratch(1024, 4);
  CHECK(q.scratch() == s);
  // Growth with a packet pending is refused.
  q.reserveWriteIndex();
  CHECK(contains(errorOf([&] { q.ensureScratch(4096, 10); }), "packets are still pending"));
}
