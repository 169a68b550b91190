// Agents from configs/*.ini: the shipped configs parse and reach the runtime (amd_queue_t
// max_cu_id / max_wave_id, LDS limit, memory size); every bad config gets an error naming the
// file, the line and the key; gfxsim run --config and local:BYTES (__local pointer) arguments.
#include <doctest/doctest.h>

#include <cstdlib>
#include <cstring>
#include <fstream>

#include "runtime/device/launch.h"
#include "runtime/agent_config.h"
#include "support/config_keys.h"
#include "support/error.h"
#include "timing/config.h"
#include "support/asm_kernel.h"
#include "support/checks.h"
#include "support/fileio.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

std::string errorOf(const std::string& text) {
  try {
    rt::parseAgentConfig(text, "bad.ini");
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

const std::string kGood =
    "# comment\n"
    "[agent]\n"
    "name = Test GPU\n"
    "target = gfx900\n"
    "compute_units = 2\n"
    "simds_per_cu = 4\n"
    "waves_per_simd = 10\n"
    "lds_bytes_per_workgroup = 32768\n"
    "memory_mib = 64\n";

std::string replaceLine(const std::string& key, const std::string& line) {
  std::string s = kGood;
  auto p = s.find(key + " =");
  REQUIRE(p != std::string::npos);
  auto e = s.find('\n', p);
  return s.substr(0, p) + line + s.substr(e);
}

// A gfx900 kernel with two __local pointer arguments and one global buffer: it stores the two
// LDS offsets it was given to out[0..1], and writes LDS at byte `ldsProbe` of the group segment.
std::vector<uint8_t> localArgKernel(unsigned ldsProbe) {
  std::string body = R"(
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_load_dwordx2 s[6:7], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v0, s4
  v_mov_b32 v1, s5
  v_mov_b32 v2, 0
  global_store_dwordx2 v2, v[0:1], s[6:7]
  v_mov_b32 v3, )" + std::to_string(ldsProbe) + R"(
  ds_write_b32 v3, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
)";
  std::string args = R"(      - .address_space:  local
        .name:           a
        .offset:         0
        .pointee_align:  16
        .size:           4
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .name:           b
        .offset:         4
        .pointee_align:  64
        .size:           4
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .name:           out
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
)";
  return test::gfx900Kernel(body, args, 16);
}

}  // namespace

TEST_CASE("agent configs: the shipped configs parse and describe their GPUs") {
  struct Expect {
    const char* file;
    const char* target;
    uint32_t cus, simds, waves;
    uint64_t memoryGiB;
  };
  // Figures from the vendors' product pages and LLVM's getMaxWavesPerEU (see each file).
  const Expect expect[] = {{"configs/gfx900.ini", "gfx900", 64, 4, 10, 8},
                           {"configs/gfx90a.ini", "gfx90a", 104, 4, 8, 64},
                           {"configs/gfx1030.ini", "gfx1030", 80, 2, 16, 16},
                           {"configs/small.ini", "gfx900", 4, 4, 10, 1}};
  for (const auto& e : expect) {
    INFO(e.file);
    // The whole file (agent and timing model) parses strictly.
    timing::GpuConfig g = timing::loadGpuConfig(test::sourcePath(e.file));
    rt::AgentConfig a = g.agent;
    CHECK(g.timing.coreMhz > 0);
    CHECK(std::string(a.target.info->name) == e.target);
    CHECK(a.computeUnits == e.cus);
    CHECK(a.simdsPerCu == e.simds);
    CHECK(a.wavesPerSimd == e.waves);
    CHECK(a.ldsBytesPerWorkgroup == 65536);
    CHECK(a.memoryBytes == (e.memoryGiB << 30));
    CHECK(!a.name.empty());

    // The runtime built from it publishes the agent in amd_queue_t (ROCr amd_hsa_queue.h:
    // max_cu_id at 0x48, max_wave_id at 0x4c, both count - 1).
    rt::Runtime r(a.target, a.runtimeConfig());
    CHECK(r.memory().load<uint32_t>(r.queue().address() + 0x48) == e.cus - 1);
    CHECK(r.memory().load<uint32_t>(r.queue().address() + 0x4c) == e.simds * e.waves - 1);
  }
}

TEST_CASE("agent configs: the memory size bounds what the runtime allocates") {
  rt::AgentConfig a = rt::parseAgentConfig(kGood, "good.ini");
  rt::Runtime r(a.target, a.runtimeConfig());
  CHECK_NOTHROW(r.memory().allocate(16u << 20, 256, "fits"));
  CHECK_THROWS_AS(r.memory().allocate(64u << 20, 256, "too big"), Error);
}

TEST_CASE("agent configs: bad configs name the file, line and key") {
  struct Case {
    std::string text, expect;
  };
  const Case cases[] = {
      {kGood + "clock_mhz = 1500\n", "bad.ini:10: error: unknown key 'agent.clock_mhz'"},
      {kGood + "[cache]\nl2_bytes = 4\n", "bad.ini:11: error: unknown key 'cache.l2_bytes'"},
      {kGood + "compute_units = 3\n", "bad.ini:10: error: key 'agent.compute_units' given twice"},
      {replaceLine("compute_units", "compute_units = many"), "bad.ini:5: error: key 'agent.compute_units': 'many' is not an integer"},
      {replaceLine("compute_units", "compute_units = 0"), "bad.ini:5: error: key 'agent.compute_units': '0' is not an integer in [1, 1024]"},
      {replaceLine("waves_per_simd", "waves_per_simd = -1"), "bad.ini:7: error: key 'agent.waves_per_simd'"},
      {replaceLine("lds_bytes_per_workgroup", "lds_bytes_per_workgroup = 131072"), "bad.ini:8: error: key 'agent.lds_bytes_per_workgroup': '131072'"},
      {replaceLine("lds_bytes_per_workgroup", "lds_bytes_per_workgroup = 1000"), "multiple of the 512-byte"},
      {replaceLine("target", "target = gfx333"), "bad.ini:4: error: key 'agent.target': 'gfx333'"},
      {replaceLine("name", "name ="), "bad.ini:3: error: key 'agent.name' has no value"},
      {replaceLine("memory_mib", ""), "bad.ini: error: missing key 'agent.memory_mib'"},
      {replaceLine("simds_per_cu", "simds_per_cu 4"), "bad.ini:6: error: expected 'key = value' or '[section]', not 'simds_per_cu 4'"},
      {"", "missing key 'agent.name'"},
      {kGood + "pci_device_id = 740f\n", "bad.ini:10: error: key 'agent.pci_device_id': '740f' is not a hexadecimal number from 0x0001 to 0xffff"},
      {kGood + "pci_device_id = 0x10000\n", "key 'agent.pci_device_id': '0x10000' is not a hexadecimal number"},
      {kGood + "memory_bus_bits = 8\n", "bad.ini:10: error: key 'agent.memory_bus_bits': '8' is not an integer in [16, 16384]"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    std::string e = errorOf(c.text);
    CHECK(e.find(c.expect) != std::string::npos);
    CHECK(e.find('\n') == std::string::npos);
  }
  CHECK_THROWS_WITH_AS(rt::loadAgentConfig("/nonexistent/agent.ini"), doctest::Contains("/nonexistent/agent.ini"), Error);
}

TEST_CASE("agent configs: LDS per work-group is limited by the agent") {
  // Two __local arguments of 40 and 8 bytes: offsets 0 and 64 (pointee alignments 16 and 64),
  // a group segment of 72 bytes. The simulator checks LDS accesses against the group segment
  // (stricter than hardware, which allows the rest of its 512-byte allocation granule).
  device::LaunchRequest req;
  req.kernel = "k";
  req.geometry.grid = rt::Dim3{64, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  device::HostArg a, b, out;
  a.isLocal = true;
  a.localBytes = 40;
  b.isLocal = true;
  b.localBytes = 8;
  out.isBuffer = true;
  out.bytes.assign(8, 0xff);
  req.args = {a, b, out};
  auto r = device::launchKernel(localArgKernel(68), "local.hsaco", req);
  INFO((r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  REQUIRE_FALSE(r.dispatch.fault.has_value());
  uint32_t offs[2];
  std::memcpy(offs, r.buffers[2].data(), 8);
  CHECK(offs[0] == 0);
  CHECK(offs[1] == 64);

  // The same store just past the group segment faults.
  auto f = device::launchKernel(localArgKernel(72), "local.hsaco", req);
  REQUIRE(f.dispatch.fault.has_value());
  CHECK(f.dispatch.fault->str().find("ds_write_b32") != std::string::npos);

  // An agent with 512 bytes of LDS per work-group refuses 1 KiB of dynamic LDS.
  rt::AgentConfig small = rt::parseAgentConfig(replaceLine("lds_bytes_per_workgroup", "lds_bytes_per_workgroup = 512"), "small.ini");
  req.runtime = small.runtimeConfig();
  req.args[1].localBytes = 1024;
  CHECK_THROWS_WITH_AS(device::launchKernel(localArgKernel(0), "local.hsaco", req), doctest::Contains("exceeds the 512 bytes"), Error);
}

TEST_CASE("gfxsim run --config: the agent runs the kernel, and a config for another target is refused") {
  std::string saxpy = test::sourcePath("tests/golden/clang19/gfx900/saxpy-O2.hsaco");
  std::string args = " --kernel saxpy --grid 64 --block 64 --arg f32:2 --arg zero:256 --arg zero:256 --arg zero:256 --arg u32:64";
  std::string out;
  int rc = test::runCommand(std::string(GFXSIM_BINARY) + " run " + saxpy + args + " --config " +
                                test::sourcePath("configs/gfx900.ini") + " 2>&1",
                            &out);
  CHECK(rc == 0);
  CHECK(out.find("[AMD Radeon RX Vega 64]") != std::string::npos);
  rc = test::runCommand(std::string(GFXSIM_BINARY) + " run " + saxpy + args + " --config " +
                            test::sourcePath("configs/gfx1030.ini") + " 2>&1",
                        &out);
  CHECK(rc != 0);
  CHECK(out.find("is for gfx900") != std::string::npos);
  std::string bad = test::tempPath("bad-agent.ini");
  { std::ofstream(bad) << "[agent]\nname = x\nfrequency = 3\n"; }
  rc = test::runCommand(std::string(GFXSIM_BINARY) + " run " + saxpy + args + " --config " + bad + " 2>&1", &out);
  CHECK(rc != 0);
  CHECK(out.find(bad + ":3: error: unknown key 'agent.frequency'") != std::string::npos);
}

TEST_CASE("timing configs: bad timing keys and values name the file, line and key") {
  std::string good = readFileText(test::sourcePath("configs/small.ini"));
  auto with = [&](const std::string& key, const std::string& line) {
    std::string t = good;
    auto p = t.find("\n" + key + " =");
    REQUIRE(p != std::string::npos);
    auto e = t.find('\n', p + 1);
    return t.substr(0, p + 1) + line + t.substr(e);
  };
  auto err = [](const std::string& text) {
    try {
      timing::parseGpuConfig(text, "t.ini");
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  CHECK(err(good) == "(no error)");
  CHECK(test::contains(err(good + "[l2]\nways = 4\n"), "unknown key 'l2.ways' (known in [l2]: size_kib, assoc"));
  CHECK(test::contains(err(good + "[mall]\nsize = 4\n"), "unknown key 'mall.size' (no section [mall] is known)"));
  CHECK(test::contains(err(with("line_bytes", "line_bytes = 48")), "key 'icache.line_bytes': 48 is not a power of two"));
  CHECK(test::contains(err(with("core_mhz", "core_mhz = fast")), "key 'clock.core_mhz': 'fast' is not a number"));
  CHECK(test::contains(err(with("simd_width", "simd_width = 32")), "GCN/CDNA SIMDs are 16 lanes wide"));
  CHECK(test::contains(err(with("shader_arrays", "shader_arrays = 3")), "4 CUs do not divide into 3 shader arrays"));
  CHECK(test::contains(err(good + "[gl1]\nsize_kib = 16\n"), "GCN/CDNA targets have no GL1"));
  CHECK(test::contains(err(with("write_policy", "write_policy = write-back")), "key 'l1.write_policy': 'write-back' is not one of write-through"));
  CHECK(test::contains(err(with("write_policy", "invalidate_cycles = 0")), "key 'l1.invalidate_cycles': '0' is not an integer in [1, 100000]"));
  {  // (an L1 line longer than 128 bytes once overran the pending-store buffers)
    std::string longL1 = good;
    std::string::size_type l1 = longL1.find("line_bytes", longL1.find("[l1]")), eol = longL1.find('\n', l1);
    longL1.replace(l1, eol - l1, "line_bytes = 256");
    std::string::size_type l2 = longL1.find("line_bytes", longL1.find("[l2]"));
    longL1.replace(l2, longL1.find('\n', l2) - l2, "line_bytes = 256");
    CHECK(test::contains(err(longL1), "key 'l1.line_bytes': larger than 128 bytes"));
  }
  std::string l2Inv = good;
  l2Inv.insert(l2Inv.find("\n", l2Inv.find("[l2]")) + 1, "invalidate_cycles = 8\n");
  CHECK(test::contains(err(l2Inv), "key 'l2.invalidate_cycles': only the L1/L0 and the GL1 are invalidated by a wave"));
  std::string noDram = good.substr(0, good.find("[dram]"));
  CHECK(test::contains(err(noDram), "missing key 'dram.channels'"));
  // The runtime alone accepts the timing keys (it ignores them) but still refuses unknown ones.
  CHECK_NOTHROW(rt::parseAgentConfig(good, "t.ini", timing::timingConfigKeys()));
  CHECK_THROWS_WITH_AS(rt::parseAgentConfig(good, "t.ini"), doctest::Contains("unknown key 'clock.core_mhz'"), Error);
}

TEST_CASE("config keys: configs/README.md's key table is the one the declarations give") {
  std::string table = "### `[agent]`\n\n" + configKeyTable(rt::agentConfigKeyTable()) + "\n### The timing model\n\n" +
                      configKeyTable(timing::timingConfigKeyTable());
  const std::string path = test::sourcePath("configs/README.md");
  std::string readme = readFileText(path);
  const std::string begin = "<!-- BEGIN keys (generated from the declarations: see tests/unit/runtime/test_agent_config.cpp) -->\n",
                    end = "<!-- END keys -->";
  auto b = readme.find(begin), e = readme.find(end);
  REQUIRE(b != std::string::npos);
  REQUIRE(e != std::string::npos);
  std::string now = readme.substr(b + begin.size(), e - b - begin.size());
  if (const char* u = std::getenv("GFXSIM_UPDATE_GOLDENS"); u && *u == '1') {
    writeFileAtomic(path, readme.substr(0, b + begin.size()) + table + readme.substr(e));
    return;
  }
  CHECK_MESSAGE(now == table, "regenerate it: GFXSIM_UPDATE_GOLDENS=1 build/tests/gfxsim_unit_tests -tc=\"config keys*\"");
}
