// rt::Memory: deterministic allocation, the allocation table and bounds checks with precise
// messages, the lane-batched access paths, host helpers, apertures (AMDGPUUsage, "Address
// Spaces").
#include <doctest/doctest.h>

#include <array>
#include <atomic>
#include <cstring>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

#include "runtime/memory.h"
#include "support/checks.h"
#include "support/error.h"

using namespace gfxsim;
using namespace gfxsim::test;
using rt::Access;
using rt::Addr;
using rt::Memory;

TEST_CASE("runtime memory: addresses are deterministic, granule aligned, with guard granules") {
  // Default config: global base 4 GiB, 64 KiB granule, one unmapped granule after each block.
  Memory m;
  Addr a = m.allocate(100, 256, "a");
  Addr b = m.allocate(200000, 256, "b");   // 4 granules
  Addr c = m.allocate(1, 1 << 20, "c");    // 1 MiB alignment
  Addr d = m.allocate(0, 16, "d");         // empty allocations still get an address
  CHECK(a == 0x100000000ull);
  CHECK(b == 0x100020000ull);              // a: 1 granule + 1 guard
  CHECK(c == 0x100100000ull);              // b ends at +0x60000, guard to +0x70000, aligned up to 1 MiB
  CHECK(d == 0x100120000ull);
  // The same sequence in a fresh instance gives the same addresses.
  Memory m2;
  CHECK(m2.allocate(100, 256, "x") == a);
  CHECK(m2.allocate(200000, 256, "y") == b);
  CHECK(m2.allocate(1, 1 << 20, "z") == c);
  // Frees do not make addresses reusable: the next one continues after the last.
  m.free(b);
  CHECK(m.allocate(100) == 0x100140000ull);
  CHECK(m.bytesAllocated() == 100 + 1 + 0 + 100);
  // Contents start zeroed.
  for (uint8_t v : m.readBytes(a, 100)) CHECK(v == 0);
}

TEST_CASE("runtime memory: checkRange returns the allocation or says exactly what is wrong") {
  Memory m;
  Addr a = m.allocate(100, 256, "in");
  Addr b = m.allocate(64, 256, "out");
  CHECK(m.checkRange(a, 100, Access::Read).base == a);
  CHECK(m.checkRange(a + 96, 4, Access::Write).name == "in");
  CHECK(&m.checkRange(b, 1, Access::Atomic) == m.find(b));

  // Straddling the end by 2 bytes.
  std::string e = errorOf([&] { m.checkRange(a + 98, 4, Access::Write); });
  CHECK(e == "out-of-bounds write of 4 bytes at 0x100000062: allocation #1 'in' [0x100000000, 0x100000064) "
             "(100 bytes) ends 2 bytes into the 4-byte access (overrun by 2 bytes)");
  // Past the end, inside the allocation's granule.
  e = errorOf([&] { m.checkRange(a + 0x100, 4, Access::Read); });
  CHECK(e == "out-of-bounds read of 4 bytes at 0x100000100: allocation #1 'in' [0x100000000, 0x100000064) "
             "(100 bytes) ends 156 bytes before the access");
  // In the guard granule: unmapped, nearest allocation named.
  e = errorOf([&] { m.checkRange(a + 0x10000, 8, Access::Read); });
  CHECK(e == "invalid read of 8 bytes at 0x100010000: no allocation there (nearest below: allocation #1 'in' "
             "[0x100000000, 0x100000064) (100 bytes), which ends 65436 bytes before it)");
  CHECK(errorOf([&] { m.checkRange(0, 4, Access::Read); }) == "invalid read of 4 bytes at 0x0: null address");
  CHECK(contains(errorOf([&] { m.checkRange(0x1234, 4, Access::Read); }), "no allocation there"));
  CHECK(contains(errorOf([&] { m.checkRange(~uint64_t{0} - 1, 4, Access::Read); }), "wraps around"));
  // Zero-sized accesses still have to be inside.
  CHECK(m.probe(a + 100, 0, Access::Read).has_value());
  CHECK(!m.probe(a + 99, 0, Access::Read).has_value());

  // Use after free.
  m.free(b);
  e = errorOf([&] { m.checkRange(b + 8, 4, Access::Read); });
  CHECK(e == "use after free: read of 4 bytes at 0x100020008 hits allocation #2 'out' [0x100020000, "
             "0x100020040) (64 bytes), which was freed");
  CHECK(contains(errorOf([&] { m.free(b); }), "double free"));
  CHECK(contains(errorOf([&] { m.free(a + 4); }), "not the start of an allocation"));
  CHECK(contains(errorOf([&] { (void)m.allocation(b); }), "not the start of a live allocation"));

  // Read-only allocations: device writes and atomics fault, reads and host writes work.
  Addr k = m.allocate(64, 64, "kernarg", rt::AllocKind::Kernarg, true);
  CHECK(!m.probe(k, 8, Access::Read));
  e = errorOf([&] { m.checkRange(k + 8, 8, Access::Atomic); });
  CHECK(e == "invalid atomic of 8 bytes at 0x100040008: allocation #3 'kernarg' [0x100040000, 0x100040040) "
             "(64 bytes) is read-only");
  m.store<uint64_t>(k + 8, 42);  // host side
  CHECK(m.load<uint64_t>(k + 8) == 42);
}

TEST_CASE("runtime memory: apertures are decoded, not served") {
  Memory m;
  const rt::Apertures& ap = m.apertures();
  CHECK(ap.sharedBase == 0x0001000000000000ull);
  CHECK(ap.privateBase == 0x0002000000000000ull);
  CHECK(ap.sharedLimit() == 0x00010000ffffffffull);
  CHECK(ap.privateLimit() == 0x00020000ffffffffull);
  CHECK(ap.sharedHi() == 0x00010000u);
  CHECK(ap.privateHi() == 0x00020000u);
  CHECK(ap.shMemBases() == 0x00010002u);  // SHARED_BASE 31:16 = 1, PRIVATE_BASE 15:0 = 2
  CHECK(m.classify(0x0001000000000010ull) == rt::AddressKind::Shared);
  CHECK(m.classify(0x00020000fffffffcull) == rt::AddressKind::Private);
  CHECK(m.classify(0x0001000100000000ull) == rt::AddressKind::Global);
  CHECK(m.classify(0x100000000ull) == rt::AddressKind::Global);
  CHECK(errorOf([&] { m.checkRange(0x0001000000000010ull, 4, Access::Read); }) ==
        "invalid read of 4 bytes at 0x1000000000010: the address is in the LDS (shared) aperture, not global memory");
  CHECK(contains(errorOf([&] { m.checkRange(0x0002000000000000ull, 4, Access::Write); }), "scratch (private) aperture"));

  // Configurable, validated.
  rt::MemoryConfig cfg;
  cfg.globalLimit = 0x0000600000000000ull;
  cfg.apertures.sharedBase = 0x0000700000000000ull;
  cfg.apertures.privateBase = 0x0000710000000000ull;
  Memory m2(cfg);
  CHECK(m2.classify(0x0000700000001234ull) == rt::AddressKind::Shared);
  CHECK(contains(errorOf([&] { (void)m2.apertures().shMemBases(); }), "bits 63:48"));
  cfg.apertures.sharedBase = 0x0000000200000000ull;  // inside the global range
  CHECK(contains(errorOf([&] { Memory bad(cfg); }), "overlaps the global range"));
  cfg.apertures.sharedBase = 0x0001000080000000ull;
  CHECK(contains(errorOf([&] { Memory bad(cfg); }), "4 GiB aligned"));
  rt::MemoryConfig g;
  g.granule = 3000;
  CHECK(contains(errorOf([&] { Memory bad(g); }), "power of two"));
  CHECK(contains(errorOf([&] { Memory().allocate(8, 3); }), "not a power of two"));
  rt::MemoryConfig small;
  small.globalLimit = small.globalBase + (uint64_t{1} << 20);
  Memory ms(small);
  ms.allocate(512 << 10);
  CHECK(contains(errorOf([&] { ms.allocate(512 << 10, 256, "big"); }), "does not fit the global range"));
}

TEST_CASE("runtime memory: lane-batched reads and writes (wave64 and wave32)") {
  Memory m;
  Addr buf = m.allocate(64 * 4, 256, "buf");
  Addr other = m.allocate(16, 256, "other");
  std::array<Addr, 64> addr{};
  for (unsigned l = 0; l < 64; ++l) addr[l] = buf + 4 * ((l * 7) % 64);  // a permutation
  std::vector<uint8_t> data(64 * 4);
  for (unsigned l = 0; l < 64; ++l) {
    uint32_t v = 1000 + l;
    std::memcpy(&data[4 * l], &v, 4);
  }
  uint64_t exec = 0xF0F0F0F0F0F0F0F0ull;
  m.writeLanes(addr, exec, 4, data);
  for (unsigned l = 0; l < 64; ++l) {
    uint32_t got = m.load<uint32_t>(addr[l]);
    CHECK(got == (((exec >> l) & 1) ? 1000 + l : 0u));
  }
  std::vector<uint8_t> out(64 * 4, 0xEE);
  m.readLanes(addr, ~uint64_t{0}, 4, out);
  for (unsigned l = 0; l < 64; ++l) {
    uint32_t v;
    std::memcpy(&v, &out[4 * l], 4);
    CHECK(v == (((exec >> l) & 1) ? 1000 + l : 0u));
  }
  // Inactive lanes' output bytes are left alone; their addresses are not checked.
  std::fill(out.begin(), out.end(), 0xEE);
  std::array<Addr, 64> bad = addr;
  bad[1] = 0;
  m.readLanes(bad, 1, 4, out);
  CHECK(out[4] == 0xEE);

  // A fault on one lane: nothing is written, the lowest faulting lane is named.
  std::array<Addr, 64> wrong = addr;
  wrong[5] = buf + 64 * 4 - 2;  // straddles the end
  wrong[9] = other + 16;        // past 'other'
  std::vector<uint8_t> ones(64 * 4, 0xFF);
  auto before = m.readBytes(buf, 64 * 4);
  std::string e = errorOf([&] { m.writeLanes(wrong, ~uint64_t{0}, 4, ones); });
  CHECK(e == "out-of-bounds write of 4 bytes at 0x1000000fe (lane 5): allocation #1 'buf' [0x100000000, 0x100000100) "
             "(256 bytes) ends 2 bytes into the 4-byte access (overrun by 2 bytes)");
  CHECK(m.readBytes(buf, 64 * 4) == before);
  auto f = m.tryWriteLanes(wrong, ~uint64_t{0} & ~(uint64_t{1} << 5), 4, ones);
  REQUIRE(f.has_value());
  CHECK(f->lane == 9);
  CHECK(f->kind == rt::MemFault::Kind::OutOfBounds);
  CHECK(f->allocation->name == "other");

  // Wave32: 32 addresses, 8-byte lanes, mixed allocations, translateLanes pointers.
  std::array<Addr, 32> a32{};
  for (unsigned l = 0; l < 32; ++l) a32[l] = (l < 16 ? buf + 8 * l : other + 8 * (l & 1));
  std::array<uint8_t*, 32> ptr{};
  REQUIRE(!m.translateLanes(a32, 0xFFFFFFFFull, 8, Access::Read, ptr));
  CHECK(ptr[0] == m.translate(buf, 8, Access::Read));
  CHECK(ptr[17] == m.translate(other + 8, 8, Access::Read));
  // Exec bits beyond the address list are a usage error.
  auto g = m.translateLanes(a32, 0x1FFFFFFFFull, 8, Access::Read, ptr);
  REQUIRE(g.has_value());
  CHECK(g->kind == rt::MemFault::Kind::Misaligned);
  CHECK(contains(g->message(), "beyond the 32 addresses"));
  // Reads of read-only memory work lane-batched; writes fault.
  Addr ro = m.allocate(64, 64, "ro", rt::AllocKind::Code, true);
  std::array<Addr, 2> r2{ro, ro + 8};
  std::vector<uint8_t> b16(16);
  m.readLanes(r2, 3, 8, b16);
  CHECK(contains(errorOf([&] { m.writeLanes(r2, 2, 8, b16); }), "(lane 1): allocation #3 'ro'"));
}

TEST_CASE("runtime memory: host helpers") {
  Memory m;
  Addr a = m.allocate(32, 16, "a");
  m.fill(a, 0xAB, 32);
  CHECK(m.load<uint32_t>(a + 28) == 0xABABABABu);
  m.store<uint64_t>(a, 0x0102030405060708ull);
  m.copy(a + 8, a, 8);
  CHECK(m.load<uint64_t>(a + 8) == 0x0102030405060708ull);
  m.copy(a + 1, a, 8);  // overlapping: memmove semantics
  CHECK(m.load<uint8_t>(a + 1) == 0x08);
  CHECK(m.load<uint8_t>(a + 8) == 0x01);
  std::vector<uint8_t> bytes{1, 2, 3};
  m.write(a + 29, bytes);
  CHECK(m.readBytes(a + 29, 3) == bytes);
  CHECK(contains(errorOf([&] { m.write(a + 30, bytes); }), "overrun by 1 bytes"));
  CHECK(contains(errorOf([&] { m.fill(a, 0, 33); }), "out-of-bounds write of 33 bytes"));
  CHECK(m.allocations().size() == 1);
  CHECK(m.allocation(a).describe() == "#1 'a' [0x100000000, 0x100000020) (32 bytes)");
  // Many allocations: lookups stay exact.
  std::vector<Addr> v;
  for (unsigned i = 0; i < 2000; ++i) v.push_back(m.allocate(8 + i, 8));
  for (unsigned i = 0; i < 2000; i += 97) {
    CHECK(m.find(v[i] + 4)->base == v[i]);
    CHECK(m.probe(v[i] + 8 + i, 1, Access::Read)->kind == rt::MemFault::Kind::OutOfBounds);
  }
}

// --- host-shared address space (the drop-in HSA runtime's) --------------------------------------

namespace {
rt::MemoryConfig hostShared() {
  rt::MemoryConfig c;
  c.hostAddresses = true;
  c.granule = 4096;
  return c;
}
}  // namespace

TEST_CASE("runtime memory: in a host-shared space an allocation's address is the host address of its bytes") {
  Memory m(hostShared());
  Addr a = m.allocate(10000, 65536, "a");
  CHECK(a % 65536 == 0);
  // The device sees what the host writes through the pointer, and the other way round.
  auto* p = reinterpret_cast<uint32_t*>(a);
  CHECK(p[0] == 0);  // fresh pages are zero
  p[5] = 0xabcd1234;
  CHECK(m.load<uint32_t>(a + 20) == 0xabcd1234);
  m.store<uint32_t>(a + 9996, 77);
  CHECK(p[2499] == 77);
  // Bounds and the guard after the allocation still hold.
  CHECK(contains(m.probe(a + 9998, 4, Access::Read)->message(), "out-of-bounds read of 4 bytes"));
  CHECK(m.probe(a + ((10000 + 4095) & ~4095), 4, Access::Read).has_value());
  CHECK(m.findLive(a + 100, 8) == &m.allocation(a));
  CHECK(m.findLive(a + 9999, 2) == nullptr);
  m.free(a);
  CHECK(contains(m.probe(a, 4, Access::Read)->message(), "use after free"));
  CHECK(m.findLive(a) == nullptr);
}

TEST_CASE("runtime memory: adopted host ranges are checked per byte even when they share a granule") {
  Memory m(hostShared());
  alignas(4096) static uint8_t page[4096];
  std::memset(page, 0, sizeof page);
  Addr x = m.adopt(page + 100, 200, "x");
  Addr y = m.adopt(page + 400, 100, "y");  // same 4 KiB granule as x
  CHECK(x == reinterpret_cast<Addr>(page + 100));
  CHECK(m.probe(x + 196, 4, Access::Write) == std::nullopt);
  CHECK(m.probe(y, 100, Access::Read) == std::nullopt);
  CHECK(m.allocation(y).adopted);
  // Between the two ranges nothing is mapped, though the granule is.
  auto gap = m.probe(x + 250, 4, Access::Read);
  REQUIRE(gap);
  CHECK(contains(gap->message(), "no allocation there"));
  // A write lands in the host's own bytes.
  m.store<uint16_t>(y + 2, 0x5a5a);
  CHECK(page[402] == 0x5a);
  // Overlaps are refused, naming the allocation in the way.
  CHECK(contains(errorOf([&] { m.adopt(page + 250, 200, "z"); }), "overlaps allocation"));
  CHECK(contains(errorOf([&] { m.adopt(page, 0, "empty"); }), "empty range"));
  // Forgetting x leaves y reachable; x's bytes can be adopted again.
  m.free(x);
  CHECK(m.probe(y + 99, 1, Access::Read) == std::nullopt);
  CHECK(m.adopt(page + 100, 50, "x again") == x);
  CHECK(contains(errorOf([&] { Memory bump; int v = 0; bump.adopt(&v, 4, "v"); }), "host-shared address space"));
  // An alias: the same host bytes at device addresses of their own (locked memory on a GPU).
  Addr al = m.adopt(page + 100, 50, "alias", rt::AllocKind::Buffer, true);
  CHECK(al != x);
  CHECK(al % 4096 == 0);
  m.store<uint8_t>(al + 7, 0x3c);
  CHECK(page[107] == 0x3c);
  CHECK(contains(m.probe(al + 50, 1, Access::Read)->message(), "out-of-bounds read"));
  m.free(al);
  CHECK(contains(m.probe(al, 1, Access::Read)->message(), "use after free"));
  CHECK(page[107] == 0x3c);  // forgetting the alias leaves the host's bytes alone
}

TEST_CASE("runtime memory: in a bump space an adopted alias gets the address allocate would have given") {
  // Two spaces given the same sequence, one allocating, one adopting the host's arrays: the
  // same addresses, the adopted bytes are the host's own (no copy, not cleared), and the
  // bytes the Memory holds storage for leave the adopted ones out.
  Memory copying, adopting;
  std::vector<uint8_t> x(100000, 7), y(3000, 9);
  Addr cx = copying.allocate(x.size(), 256, "x"), cy = copying.allocate(y.size(), 256, "y");
  Addr ax = adopting.adopt(x.data(), x.size(), "x", rt::AllocKind::Buffer, true);
  Addr ay = adopting.adopt(y.data(), y.size(), "y", rt::AllocKind::Buffer, true);
  CHECK(ax == cx);
  CHECK(ay == cy);
  CHECK(adopting.allocate(10, 256, "z") == copying.allocate(10, 256, "z"));
  CHECK(adopting.load<uint8_t>(ax + 99999) == 7);  // the host's bytes, not cleared
  adopting.store<uint32_t>(ay + 8, 0x01020304);
  CHECK(y[8] == 0x04);
  CHECK(y[11] == 0x01);
  CHECK(adopting.bytesAllocated() == 103010);
  CHECK(adopting.bytesAdopted() == 103000);
  CHECK(copying.bytesAdopted() == 0);
  // Bounds and the guard granule are the allocation's, as for allocate.
  CHECK(contains(adopting.probe(ay + 2999, 2, Access::Read)->message(), "out-of-bounds read"));
  CHECK(adopting.allocation(ax).adopted);
  adopting.free(ax);
  CHECK(contains(adopting.probe(ax, 1, Access::Read)->message(), "use after free"));
  CHECK(x[0] == 7);  // forgetting it leaves the host's bytes alone
  CHECK(adopting.bytesAdopted() == 3000);
  CHECK(adopting.bytesAllocated() == 3010);
}

TEST_CASE("runtime memory: allocations from another thread do not disturb accesses in flight") {
  Memory m(hostShared());
  Addr a = m.allocate(4096, 4096, "busy");
  std::atomic<bool> stop{false};
  std::atomic<uint64_t> faults{0}, reads{0};
  std::thread reader([&] {
    while (!stop.load()) {
      faults += m.probe(a + 8, 8, Access::Read).has_value();
      m.store<uint64_t>(a + 8, m.load<uint64_t>(a + 8) + 1);
      ++reads;
    }
  });
  std::vector<Addr> made;
  for (int i = 0; i < 2000; ++i) made.push_back(m.allocate(100 + i, 4096, "churn"));
  for (Addr b : made) m.free(b);
  stop = true;
  reader.join();
  CHECK(faults == 0);
  CHECK(reads > 0);
  CHECK(m.load<uint64_t>(a + 8) == reads.load());
}
