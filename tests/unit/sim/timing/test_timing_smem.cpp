// The scalar memory path (sim/timing/smem.h): the scalar cache's hits and misses counted in
// 64-byte lines, s_dcache_inv, and the data it returns.
#include <doctest/doctest.h>

#include <cstring>

#include "support/timing_kernel.h"

using namespace gfxsim;
using namespace gfxsim::test;

TEST_CASE("smem: scalar loads hit in a line a load brought, s_dcache_inv empties the cache") {
  timing::GpuConfig g = config("gfx900.ini");
  REQUIRE(g.timing.scache.lineBytes == 64);
  const char* args = R"(      - { .name: buf, .address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer }
      - { .name: out, .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }
)";
  std::string body = R"(
  s_load_dwordx4 s[8:11], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_load_dword s20, s[8:9], 0x0
  s_waitcnt lgkmcnt(0)
  s_load_dword s21, s[8:9], 0x4
  s_load_dword s22, s[8:9], 0x40
  s_waitcnt lgkmcnt(0)
  s_dcache_inv
  s_load_dword s23, s[8:9], 0x0
  s_waitcnt lgkmcnt(0)
  v_mov_b32_e32 v0, 0
  v_mov_b32_e32 v1, s20
  v_mov_b32_e32 v2, s21
  v_mov_b32_e32 v3, s22
  v_mov_b32_e32 v4, s23
  global_store_dwordx4 v0, v[1:4], s[10:11]
  s_waitcnt vmcnt(0)
)";
  std::vector<uint8_t> buf(256);
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t v = 3 * i + 1;
    std::memcpy(buf.data() + 4 * i, &v, 4);
  }
  TRun r = runTiming(g, kernel("gfx900", body, 8, 16, args, false), true, 64, 64, {buffer(buf), buffer(std::vector<uint8_t>(16))});
  const timing::LevelStats& sc = r.stats.levels[1];
  REQUIRE(sc.name == "scalar cache");
  // Misses: the kernarg line, buf's line 0, buf's line 1, line 0 again after the invalidate.
  CHECK(sc.c.misses == 4);
  CHECK(sc.c.hits == 1);  // dword 1, in line 0
  CHECK(sc.c.bytesRead == 4 * 64);
  uint32_t got[4];
  std::memcpy(got, r.buffers[1].data(), 16);
  CHECK(got[0] == 1);            // dword 0
  CHECK(got[1] == 4);            // dword 1
  CHECK(got[2] == 3 * 16 + 1);   // dword 16 (byte 0x40)
  CHECK(got[3] == 1);
}
