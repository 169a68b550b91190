// End-to-end dispatch: a clang-19 code object loaded into device memory, the runtime's
// dispatch steps, and what the packet processor then finds in memory.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "codeobject/elf_reader.h"
#include "launch/code_loader.h"
#include "runtime/runtime.h"
#include "support/checks.h"
#include "support/error.h"

using namespace gfxsim;
using namespace gfxsim::test;
using rt::ArgValue;

TEST_CASE("dispatch: saxpy -O2 on gfx900, packet and kernarg read back from memory") {
  auto co = codeobj::readCodeObjectFile(clangGolden("gfx900/saxpy-O2.hsaco"));
  rt::Runtime r(target("gfx900"));
  std::vector<uint64_t> rung;
  r.queue().setDoorbellHandler([&](rt::Queue&, uint64_t v) { rung.push_back(v); });
  auto loaded = launch::loadCodeObject(r.memory(), co);
  const launch::LoadedKernel* lk = loaded.find("saxpy");
  REQUIRE(lk);
  // The loaded image holds the descriptor and the code at the ELF's virtual addresses.
  CHECK(lk->descriptorAddress == loaded.base + lk->code->descriptorAddress);
  CHECK(lk->entryAddress == lk->descriptorAddress + static_cast<uint64_t>(lk->code->descriptor.kernelCodeEntryByteOffset));
  auto kdBytes = r.memory().readBytes(lk->descriptorAddress, 64);
  auto enc = lk->code->descriptor.encode();
  CHECK(kdBytes == std::vector<uint8_t>(enc.begin(), enc.end()));
  CHECK(r.memory().find(loaded.base)->readOnly);

  rt::Addr x = r.memory().allocate(4096 * 4, 256, "x");
  rt::Addr y = r.memory().allocate(4096 * 4, 256, "y");
  rt::Addr out = r.memory().allocate(4096 * 4, 256, "out");
  rt::DispatchParams p;
  p.geometry.grid = {4000, 1, 1};
  p.geometry.group = {256, 1, 1};
  std::vector<ArgValue> args{ArgValue::scalar(2.0f), ArgValue::pointer(x), ArgValue::pointer(y), ArgValue::pointer(out),
                             ArgValue::scalar(uint32_t{4000})};
  rt::DispatchRecord d = r.dispatch(rt::KernelRef::of(*lk->code, lk->descriptorAddress), args, p);
  CHECK(d.packetIndex == 0);
  CHECK(rung == std::vector<uint64_t>{0});
  CHECK(d.waveSize == 64);
  CHECK(d.privateSegmentSize == 0);
  CHECK(d.groupSegmentSize == 0);
  CHECK(d.ldsAllocation == 0);
  CHECK(d.scratch.bytes == 0);

  auto pk = r.memory().readBytes(d.packetAddress, 64);
  CHECK(d.packetAddress == r.queue().ringAddress());
  CHECK(le(pk, 0, 2) == 0x1502);  // KERNEL_DISPATCH, barrier, system acquire/release
  CHECK(le(pk, 2, 2) == 1);       // 1 dimension
  CHECK(le(pk, 4, 2) == 256);
  CHECK(le(pk, 6, 2) == 1);
  CHECK(le(pk, 8, 2) == 1);
  CHECK(le(pk, 12, 4) == 4000);
  CHECK(le(pk, 16, 4) == 1);
  CHECK(le(pk, 20, 4) == 1);
  CHECK(le(pk, 24, 4) == 0);
  CHECK(le(pk, 28, 4) == 0);
  CHECK(le(pk, 32, 8) == lk->descriptorAddress);
  CHECK(le(pk, 40, 8) == d.kernargAddress);
  CHECK(le(pk, 56, 8) == d.completionSignal);
  CHECK(d.kernargAddress % 16 == 0);
  auto ka = r.memory().readBytes(d.kernargAddress, 296);
  CHECK(ka == d.kernargs.bytes);
  CHECK(le(ka, 40, 4) == 15);   // 4000 / 256
  CHECK(le(ka, 58, 2) == 160);  // 4000 % 256
  CHECK(le(ka, 104, 2) == 1);
  // Kernargs are constant to the device.
  CHECK(contains(errorOf([&] { r.memory().checkRange(d.kernargAddress, 4, rt::Access::Write); }), "read-only"));
  // The completion signal starts at 1; retiring the packet brings it to 0.
  rt::Signal sig(r.memory(), d.completionSignal);
  CHECK(sig.load() == 1);
  auto n = r.queue().nextPacket();
  REQUIRE(n.has_value());
  CHECK(n->dispatch == d.packet);
  r.queue().retire(*n);
  CHECK(sig.load() == 0);
  CHECK(r.queue().idle());

  // Determinism: the same sequence in a new runtime gives the same addresses and bytes.
  rt::Runtime r2(target("gfx900"));
  auto loaded2 = launch::loadCodeObject(r2.memory(), co);
  rt::Addr x2 = r2.memory().allocate(4096 * 4, 256, "x");
  rt::Addr y2 = r2.memory().allocate(4096 * 4, 256, "y");
  rt::Addr out2 = r2.memory().allocate(4096 * 4, 256, "out");
  CHECK(x2 == x);
  CHECK(y2 == y);
  CHECK(out2 == out);
  auto d2 = r2.dispatch(rt::KernelRef::of(*loaded2.find("saxpy")->code, loaded2.find("saxpy")->descriptorAddress), args, p);
  CHECK(d2.packetAddress == d.packetAddress);
  CHECK(d2.kernargAddress == d.kernargAddress);
  CHECK(r2.memory().readBytes(d2.packetAddress, 64) == pk);
}

TEST_CASE("dispatch: private_sort -O2 on gfx1030 (wave32) sizes the queue's scratch") {
  auto co = codeobj::readCodeObjectFile(clangGolden("gfx1030/private_sort-O2.hsaco"));
  rt::RuntimeConfig cfg;
  cfg.queue.computeUnits = 2;
  cfg.queue.wavesPerCu = 16;  // 32 waves at once
  rt::Runtime r(target("gfx1030"), cfg);
  auto loaded = launch::loadCodeObject(r.memory(), co);
  const auto* lk = loaded.find("private_sort");
  REQUIRE(lk);
  rt::DispatchParams p;
  p.geometry.grid = {256, 1, 1};
  p.geometry.group = {32, 1, 1};
  rt::Addr buf = r.memory().allocate(4096);
  std::vector<ArgValue> args{ArgValue::pointer(buf), ArgValue::pointer(buf), ArgValue::pointer(buf),
                             ArgValue::scalar(uint32_t{256})};
  auto d = r.dispatch(rt::KernelRef::of(*lk->code, lk->descriptorAddress), args, p);
  CHECK(d.waveSize == 32);
  CHECK(d.privateSegmentSize == 388);           // .private_segment_fixed_size
  CHECK(d.packet.privateSegmentSize == 388);
  // 388 * 32 = 12416 bytes -> 13 KiB per wave; 8 waves in the grid (< 32 at once) -> 8 slots.
  CHECK(d.scratch.waveStride == 13312);
  CHECK(d.scratch.slots == 8);
  CHECK(d.scratch.bytes == 8 * 13312);
  auto q = r.memory().readBytes(r.queue().address(), 256);
  CHECK(le(q, 140, 4) == (8u | 13u << 12));     // COMPUTE_TMPRING_SIZE
  CHECK(le(q, 160, 8) == d.scratch.base);
  CHECK(le(q, 168, 8) == 8 * 13312);
  CHECK(le(q, 152, 4) == 8 * 13312);            // V# NUM_RECORDS
}

TEST_CASE("dispatch: launches the runtime refuses") {
  auto co = codeobj::readCodeObjectFile(clangGolden("gfx900/saxpy-O2.hsaco"));
  rt::Runtime r(target("gfx900"));
  const codeobj::KernelCode* k = co.findKernel("saxpy");
  rt::Addr kd = r.loadKernelDescriptor(k->descriptor, "saxpy");
  CHECK(kd % 64 == 0);
  auto ref = rt::KernelRef::of(*k, kd);
  std::vector<ArgValue> args{ArgValue::scalar(2.0f), ArgValue::pointer(0), ArgValue::pointer(0), ArgValue::pointer(0),
                             ArgValue::scalar(uint32_t{1})};
  rt::DispatchParams p;
  p.geometry.grid = {1024, 1, 1};
  p.geometry.group = {512, 1, 1};
  CHECK(errorOf([&] { r.dispatch(ref, args, p); }) ==
        "kernel 'saxpy': work-group 512x1x1 has 512 work-items, more than its .max_flat_workgroup_size 256");
  p.geometry.group = {0, 1, 1};
  CHECK(errorOf([&] { r.dispatch(ref, args, p); }) == "work-group size x is 0 (every group size must be at least 1)");
  p.geometry.group = {64, 1, 1};
  p.dims = 1;
  p.geometry.grid = {64, 2, 1};
  CHECK(contains(errorOf([&] { r.dispatch(ref, args, p); }), "a 1-dimensional dispatch needs grid and group size y of 1"));
  p.dims = 0;
  p.geometry.grid = {64, 1, 1};
  p.dynamicLdsBytes = 70000;
  CHECK(errorOf([&] { r.dispatch(ref, args, p); }) ==
        "group segment of 70000 bytes exceeds the 65536 bytes of LDS a work-group can have on gfx900");
  p.dynamicLdsBytes = 1000;
  auto d = r.dispatch(ref, args, p);
  CHECK(d.groupSegmentSize == 1000);
  CHECK(d.ldsAllocation == 1024);
  CHECK(d.packet.groupSegmentSize == 1000);
  // Kernel object must be a descriptor address.
  CHECK(contains(errorOf([&] { r.dispatch(rt::KernelRef::of(*k, kd + 4), args, p); }), "not a 64-byte aligned"));
  // A descriptor invalid for the target.
  codeobj::KernelDescriptor w32 = k->descriptor;
  w32.set(codeobj::KdField::EnableWavefrontSize32, 1);
  rt::KernelRef bad{&w32, k->metadata, kd};
  CHECK(contains(errorOf([&] { r.dispatch(bad, args, p); }), "ENABLE_WAVEFRONT_SIZE32 must be 0 on gfx900"));
  // Uniform work-group size kernels reject partial groups.
  codeobj::KernelMetadata uniform = *k->metadata;
  uniform.uniformWorkGroupSize = 1;
  rt::KernelRef uref{&k->descriptor, &uniform, kd};
  p.geometry.grid = {1000, 1, 1};
  CHECK(contains(errorOf([&] { r.dispatch(uref, args, p); }), "not a multiple of the work-group 64x1x1"));
  codeobj::KernelMetadata reqd = *k->metadata;
  reqd.reqdWorkgroupSize = {128, 1, 1};
  CHECK(contains(errorOf([&] { r.dispatch(rt::KernelRef{&k->descriptor, &reqd, kd}, args, p); }),
                 "differs from its .reqd_workgroup_size 128x1x1"));
  // A full queue is refused before anything is allocated.
  rt::RuntimeConfig one;
  one.queue.packets = 1;
  rt::Runtime r1(target("gfx900"), one);
  rt::Addr kd1 = r1.loadKernelDescriptor(k->descriptor, "saxpy");
  p.geometry.grid = {64, 1, 1};
  r1.dispatch(rt::KernelRef::of(*k, kd1), args, p);
  size_t before = r1.memory().allocations().size();
  CHECK(errorOf([&] { r1.dispatch(rt::KernelRef::of(*k, kd1), args, p); }) ==
        "kernel 'saxpy': AQL queue is full (1 packets pending); process the queue before dispatching more");
  CHECK(r1.memory().allocations().size() == before);
  r1.queue().retire(*r1.queue().nextPacket());
  CHECK(r1.dispatch(rt::KernelRef::of(*k, kd1), args, p).packetIndex == 1);
  // Relocatable objects cannot be loaded.
  codeobj::CodeObject rel;
  rel.fileName = "x.o";
  rel.type = codeobj::elf::ET_REL;
  CHECK(contains(errorOf([&] { launch::loadCodeObject(r.memory(), rel); }), "x.o: only shared objects"));
}
