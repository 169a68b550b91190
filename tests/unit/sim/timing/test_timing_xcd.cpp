// Several L2 instances (MI300X's eight XCDs, configs/gfx942.ini): each XCD's L2 holds data and
// is not coherent with the others. LLVM's AMDGPUUsage ("Memory Model GFX942") is the reference:
// a store stays in its XCD's L2 until `buffer_wbl2 sc1` writes it back, and another XCD that
// holds the line keeps returning its own copy until `buffer_inv sc1` drops it; sc1 loads and
// stores (agent scope) reach memory. With one L2 (the same GPU with l2.instances = 1) the
// L2 is the coherence point and every variant sees the store.
#include <doctest/doctest.h>

#include <cstring>

#include "runtime/memory.h"
#include "support/fileio.h"
#include "support/timing_kernel.h"
#include "timing/memside.h"

using namespace gfxsim;
using namespace gfxsim::test;

namespace {

const char* kArgs = R"(      - { .name: buf, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }
      - { .name: out, .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }
)";

constexpr uint32_t kOld = 7, kNew = 42;

// Work-group 0 (XCD 0) stores kNew to buf[0], then (after `release`) sets the flag buf[64]
// with an agent-scope (sc1) store. Work-group `reader` (by default 1, on XCD 1: work-groups
// are dealt round-robin over the XCDs) first reads buf[0], so its L2 holds the line, spins on
// the flag with sc1 loads, then (after `acquire`) reads buf[0] again, bypassing its L1 (sc0),
// into out[lane]. Other work-groups end at once.
std::string crossXcd(const std::string& release, const std::string& acquire, unsigned reader = 1) {
  std::string body = R"(
  s_load_dwordx2 s[8:9], s[0:1], 0x0
  s_load_dwordx2 s[10:11], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  v_mov_b32_e32 v1, 0
  v_mov_b32_e32 v5, 256
  s_cmp_eq_u32 s2, )" + std::to_string(reader) + R"(
  s_cbranch_scc1 .Lreader
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc1 .Lwriter
  s_endpgm
.Lwriter:
  s_sleep 20
  v_mov_b32_e32 v2, 42
  global_store_dword v1, v2, s[8:9]
  s_waitcnt vmcnt(0)
)" + release + R"(
  v_mov_b32_e32 v3, 1
  global_store_dword v5, v3, s[8:9] sc1
  s_waitcnt vmcnt(0)
  s_endpgm
.Lreader:
  global_load_dword v2, v1, s[8:9] sc0
  s_waitcnt vmcnt(0)
.Lspin:
  global_load_dword v3, v5, s[8:9] sc1
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32_e32 vcc, 1, v3
  s_cbranch_vccz .Lspin
)" + acquire + R"(
  global_load_dword v4, v1, s[8:9] sc0
  s_waitcnt vmcnt(0)
  v_lshlrev_b32_e32 v6, 2, v0
  global_store_dword v6, v4, s[10:11]
  s_waitcnt vmcnt(0)
)";
  std::string src = kernel("gfx942", body, 8, 16, kArgs, false);
  // gfx942 (like gfx90a) requires the AGPR offset.
  const std::string end = "  .end_amdhsa_kernel";
  src.insert(src.find(end), "    .amdhsa_accum_offset 8\n");
  return src;
}

const char* kRelease = "  buffer_wbl2 sc1\n  s_waitcnt vmcnt(0)\n";
const char* kAcquire = "  buffer_inv sc1\n";

TRun run(const timing::GpuConfig& g, const std::string& src, unsigned threads = 1, unsigned groups = 2) {
  std::vector<uint8_t> buf(1024, 0);
  std::memcpy(buf.data(), &kOld, 4);
  timing::TimingOptions opt;
  opt.threads = threads;
  return runTiming(g, src, true, 64 * groups, 64, {buffer(buf), buffer(std::vector<uint8_t>(256))}, opt);
}

uint32_t dword(const std::vector<uint8_t>& b, unsigned i) {
  uint32_t v;
  std::memcpy(&v, b.data() + 4 * i, 4);
  return v;
}

// What the reader's lanes saw (all the same), checked uniform.
uint32_t seen(const TRun& r) {
  uint32_t v = dword(r.buffers[1], 0);
  for (unsigned l = 1; l < 64; ++l) REQUIRE(dword(r.buffers[1], l) == v);
  return v;
}

}  // namespace

TEST_CASE("xcd: gfx942.ini has eight L2 instances of 38 CUs, 4 MiB each") {
  timing::GpuConfig g = config("gfx942.ini");
  CHECK(g.timing.l2Instances == 8);
  CHECK(g.agent.computeUnits / g.timing.l2Instances == 38);  // MI300X: 8 XCDs x 38 CUs (CDNA 3 white paper)
  CHECK(g.timing.l2.sizeBytes == 4u << 20);                 // 4 MiB per XCD
}

TEST_CASE("xcd: another XCD reads its stale L2 copy until the writer writes back and the reader invalidates") {
  timing::GpuConfig g = config("gfx942.ini");
  // Neither: the reader's L2 returns the copy it read before the store.
  TRun none = run(g, crossXcd("", ""));
  CHECK(seen(none) == kOld);
  // Write-back alone: memory has the store, but the reader's L2 still holds its clean copy.
  TRun wbOnly = run(g, crossXcd(kRelease, ""));
  CHECK(seen(wbOnly) == kOld);
  // Invalidate alone: the reader refetches, but the store is still dirty in XCD 0's L2.
  TRun invOnly = run(g, crossXcd("", kAcquire));
  CHECK(seen(invOnly) == kOld);
  // Both (AMDGPUUsage's agent-scope release and acquire on gfx942): the new value.
  TRun both = run(g, crossXcd(kRelease, kAcquire));
  CHECK(seen(both) == kNew);
  // Whatever the variant, the end of the kernel writes the dirty line back: the host sees the
  // store and the flag.
  for (const TRun* r : {&none, &wbOnly, &invOnly, &both}) {
    CHECK(dword(r->buffers[0], 0) == kNew);
    CHECK(dword(r->buffers[0], 64) == 1u);
  }
}

TEST_CASE("xcd: work-groups are dealt round-robin over the XCDs: work-group 8 shares work-group 0's L2") {
  timing::GpuConfig g = config("gfx942.ini");
  // Without write-back or invalidate, a reader on XCD 0 (work-group 8 of 9) sees the store
  // dirty in its own L2; on XCD 1..7 it sees its stale copy.
  CHECK(seen(run(g, crossXcd("", "", 8), 1, 9)) == kNew);
  for (unsigned reader : {1u, 7u}) CHECK(seen(run(g, crossXcd("", "", reader), 1, 9)) == kOld);
}

TEST_CASE("xcd: with one L2 instance the L2 is the coherence point and every variant sees the store") {
  timing::GpuConfig g = config("gfx942.ini");
  g.timing.l2Instances = 1;
  for (const char* rel : {"", kRelease})
    for (const char* acq : {"", kAcquire}) CHECK(seen(run(g, crossXcd(rel, acq))) == kNew);
}

TEST_CASE("xcd: cross-XCD runs give the same values and cycles at 1 and 2 threads") {
  timing::GpuConfig g = config("gfx942.ini");
  for (const char* rel : {"", kRelease}) {
    std::string src = crossXcd(rel, kAcquire);
    TRun a = run(g, src, 1), b = run(g, src, 2);
    CHECK(a.stats.cycles == b.stats.cycles);
    CHECK(a.stats.waveInstructions == b.stats.waveInstructions);
    CHECK(a.buffers == b.buffers);
  }
}

// L2Data directly: two instances of a 2-set, 2-way L2 of 128-byte lines over a small buffer.
TEST_CASE("xcd: L2Data writes back only dirty bytes, on eviction, write-back and at the end") {
  timing::TimingConfig c;
  c.l2.sizeBytes = 2 * 2 * 128;
  c.l2.assoc = 2;
  c.l2.lineBytes = 128;
  c.l2Instances = 2;
  rt::Memory mem;
  const uint64_t base = mem.allocate(4096, 4096);
  auto memByte = [&](uint64_t off) { return *mem.translate(base + off, 1); };
  timing::L2Data d(c, mem);
  const uint64_t all[2] = {~uint64_t{0}, ~uint64_t{0}};
  uint8_t line[128], out[128];
  // XCD 0 writes byte 0 and XCD 1 byte 1 of the same line: each sees its own, memory neither.
  uint64_t m0[2] = {1, 0}, m1[2] = {2, 0};
  std::memset(line, 0xaa, 128);
  d.write(0, base, 128, line, m0, false);
  std::memset(line, 0xbb, 128);
  d.write(1, base, 128, line, m1, false);
  d.read(0, base, 128, out, false);
  CHECK((out[0] == 0xaa && out[1] == 0));
  d.read(1, base, 128, out, false);
  CHECK((out[0] == 0 && out[1] == 0xbb));
  CHECK((memByte(0) == 0 && memByte(1) == 0));
  // Both written back: only the dirty bytes, so neither overwrites the other's.
  d.writeBack(0);
  d.writeBack(1);
  CHECK((memByte(0) == 0xaa && memByte(1) == 0xbb));
  CHECK(d.bytesWrittenBack == 2);
  // A coherent (sc1) read sees memory's bytes where the instance wrote none.
  d.read(0, base, 128, out, true);
  CHECK((out[0] == 0xaa && out[1] == 0xbb));
  // Eviction: three lines of one set (set = line number & 1: lines 2, 4, 6) in a 2-way set
  // evict the least recently used, which is written back.
  std::memset(line, 0x11, 128);
  d.write(0, base + 2 * 128, 128, line, all, false);
  d.read(0, base + 4 * 128, 128, out, false);
  CHECK(memByte(2 * 128) == 0);
  d.read(0, base + 6 * 128, 128, out, false);
  CHECK(memByte(2 * 128) == 0x11);
  // An sc1 store is written through and stays clean; invalidate then drops the line and the
  // next read refetches memory.
  std::memset(line, 0x22, 128);
  d.write(1, base + 8 * 128, 128, line, m0, true);
  CHECK(memByte(8 * 128) == 0x22);
  *mem.translate(base + 8 * 128 + 1, 1, rt::Access::Write) = 0x33;  // another agent's write to memory
  d.read(1, base + 8 * 128, 128, out, false);
  CHECK(out[1] == 0);  // the stale copy
  d.invalidate(1);
  d.read(1, base + 8 * 128, 128, out, false);
  CHECK((out[0] == 0x22 && out[1] == 0x33));
  // A dirty line survives invalidate with its dirty bytes; the end of the kernel writes it back.
  std::memset(line, 0x44, 128);
  d.write(1, base + 10 * 128, 128, line, m1, false);
  d.invalidate(1);
  CHECK(memByte(10 * 128 + 1) == 0);
  d.writeBackAll();
  CHECK(memByte(10 * 128 + 1) == 0x44);
}

TEST_CASE("xcd: a bad l2.instances names the file and the key") {
  std::string text = readFileText(test::sourcePath("configs/gfx942.ini"));
  auto with = [&](const std::string& from, const std::string& to) {
    std::string t = text;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  CHECK_THROWS_WITH(timing::parseGpuConfig(with("instances = 8 ", "instances = 7 "), "x.ini"),
                    doctest::Contains("l2.instances"));
  CHECK_THROWS_WITH(timing::parseGpuConfig(with("instances = 8 ", "instances = 0 "), "x.ini"), doctest::Contains("x.ini"));
  // 304 CUs in 16 instances of 19: not whole pairs sharing a scalar cache.
  CHECK_THROWS_WITH(timing::parseGpuConfig(with("instances = 8 ", "instances = 16"), "x.ini"),
                    doctest::Contains("scalar_cache.cus_sharing"));
}
