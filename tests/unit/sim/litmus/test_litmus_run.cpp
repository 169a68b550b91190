// The litmus runner on the timing model. Every test of gfxsim's own suite
// (tests/litmus) and of the peer suite (../shared/litmus, Dat3M verdicts) whose condition the
// OpenCL model forbids never shows it, on gfx900, gfx90a, gfx942 (work-groups on different XCDs), and gfx1030 and gfx1100 in CU and WGP
// mode; the relaxed cross-work-group shapes (those real AMD GPUs were seen to weaken) do show
// their weak outcomes; runs are reproducible at any thread count; the report is litmus7's.
#include <doctest/doctest.h>

#include <tbb/global_control.h>

#include <filesystem>
#include <map>
#include <fstream>
#include <sstream>

#include "litmus/parser.h"
#include "litmus/runner.h"
#include "support/checks.h"
#include "support/fileio.h"
#include "support/shipped_configs.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

// "file,verdict[,...]" lines (comments start with #).
std::vector<std::pair<std::string, int>> verdicts(const std::string& csv) {
  std::vector<std::pair<std::string, int>> out;
  std::istringstream in(readFileText(csv));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#' || line.starts_with("//")) continue;
    auto c = line.find(',');
    if (c == std::string::npos) continue;
    std::string f = line.substr(0, c);
    int v = std::atoi(line.c_str() + c + 1);
    bool dup = false;
    for (const auto& [g, w] : out) dup |= g == f;
    if (!dup) out.emplace_back(f, v);
  }
  return out;
}

// Runs every test of a suite on every configuration: a forbidden outcome must never show,
// except where `llcAllows` names the configuration (llc-19's sequences do not forbid it
// there); with `relaxedWeak`, the relaxed cross-group tests (*_rlx_dev) must show theirs.
void checkSuite(const std::string& base, const std::vector<std::pair<std::string, int>>& list, uint64_t instances,
                const std::map<std::string, std::string>& llcAllows, bool relaxedWeak, unsigned minSupported,
                const std::string& only, bool everyMode = false) {
  std::vector<test::LitmusConfig> configs(std::begin(test::kLitmusConfigs), std::end(test::kLitmusConfigs));
  if (everyMode) configs.insert(configs.end(), std::begin(test::kLitmusOtherModes), std::end(test::kLitmusOtherModes));
  bool ran = false;
  for (const test::LitmusConfig& c : configs) {
    if (c.name() != only) continue;
    ran = true;
    timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath(c.file));
    litmus::RunOptions ro = c.options(instances);
    std::string cfg = c.name();
    unsigned supported = 0, forbidden = 0, allowed = 0, seen = 0;
    for (const auto& [f, verdict] : list) {
      litmus::RunResult r = litmus::run(litmus::parseFile(base + "/" + f), ro, gpu);
      std::string where = cfg + " " + f;
      INFO(where);
      if (!r.supported) continue;
      ++supported;
      auto known = llcAllows.find(f);
      if (verdict == 0 && known != llcAllows.end() && (" " + known->second + " ").find(" " + cfg + " ") != std::string::npos) {
        MESSAGE(where << ": llc-19's sequences do not forbid it here; observed " << r.positive << " of " << instances);
      } else if (verdict == 0) {
        ++forbidden;
        CHECK_MESSAGE(r.positive == 0, litmus::report(r, ro));
      } else {
        ++allowed;
        seen += r.positive > 0;
        if (relaxedWeak && f.find("_rlx_dev") != std::string::npos) CHECK_MESSAGE(r.positive > 0, litmus::report(r, ro));
      }
    }
    CHECK(supported >= minSupported);
    MESSAGE(cfg << ": " << supported << " of " << list.size() << " supported; " << forbidden << " forbidden outcomes never seen; "
                << seen << " of " << allowed << " allowed weak outcomes seen (" << instances << " instances each)");
  }
  CHECK_MESSAGE(ran, only << " is not a litmus configuration");
}

// The own suite on one configuration.
void ownSuite(const std::string& cfg) {
  std::string dir = test::sourcePath("tests/litmus");
  auto list = verdicts(dir + "/expected.csv");
  REQUIRE(list.size() >= 40);
  // The fourth column: configurations where llc-19's sequences are known not to forbid the outcome.
  std::map<std::string, std::string> llcAllows;
  std::istringstream in(readFileText(dir + "/expected.csv"));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    size_t c3 = line.find(',', line.find(',', line.find(',') + 1) + 1);
    if (c3 != std::string::npos && c3 + 1 < line.size()) llcAllows[line.substr(0, line.find(','))] = line.substr(c3 + 1);
  }
  checkSuite(dir, list, 8192, llcAllows, true, static_cast<unsigned>(list.size()), cfg);
}

// The peer suite on one configuration.
void peerSuite(const std::string& cfg) {
  std::string root = test::sourcePath("../shared/litmus/dat3m-opencl");
  if (!std::filesystem::exists(root)) {
    MESSAGE("no ../shared/litmus here; skipped");
    return;
  }
  auto list = verdicts(root + "/dartagnan/src/test/resources/OPENCL-expected.csv");
  REQUIRE(list.size() >= 170);
  // Where llc-19's sequences do not forbid a forbidden outcome: a work-group-scope release
  // with no wait, then a device-scope release by another thread of the group (the chain of
  // LLVM PR #161638); the simulator can show it there (8 in 100,000 on gfx90a).
  const std::map<std::string, std::string> llcAllows = {{"litmus/OPENCL/overhauling/ISA2.litmus", "gfx900 gfx90a gfx1030-cu"}};
  checkSuite(root, list, 2048, llcAllows, false, 160, cfg, true);
}

}  // namespace

// One test case per configuration, so that ctest -j spreads the suites over the cores.
TEST_CASE("litmus: gfxsim's own suite: forbidden outcomes never, relaxed cross-group weak outcomes observed: gfx900") { ownSuite("gfx900"); }
TEST_CASE("litmus: gfxsim's own suite: forbidden outcomes never, relaxed cross-group weak outcomes observed: gfx90a") { ownSuite("gfx90a"); }
TEST_CASE("litmus: gfxsim's own suite: forbidden outcomes never, relaxed cross-group weak outcomes observed: gfx942") { ownSuite("gfx942"); }
TEST_CASE("litmus: gfxsim's own suite: forbidden outcomes never, relaxed cross-group weak outcomes observed: gfx1030-cu") { ownSuite("gfx1030-cu"); }
TEST_CASE("litmus: gfxsim's own suite: forbidden outcomes never, relaxed cross-group weak outcomes observed: gfx1030-wgp") { ownSuite("gfx1030-wgp"); }
TEST_CASE("litmus: gfxsim's own suite: forbidden outcomes never, relaxed cross-group weak outcomes observed: gfx1100-cu") { ownSuite("gfx1100-cu"); }
TEST_CASE("litmus: gfxsim's own suite: forbidden outcomes never, relaxed cross-group weak outcomes observed: gfx1100-wgp") { ownSuite("gfx1100-wgp"); }

TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx900") { peerSuite("gfx900"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx90a") { peerSuite("gfx90a"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx942") { peerSuite("gfx942"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx1030-cu") { peerSuite("gfx1030-cu"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx1030-wgp") { peerSuite("gfx1030-wgp"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx1100-cu") { peerSuite("gfx1100-cu"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx1100-wgp") { peerSuite("gfx1100-wgp"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx90a-tgsplit") { peerSuite("gfx90a-tgsplit"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx942-tgsplit") { peerSuite("gfx942-tgsplit"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx1030-cu-w64") { peerSuite("gfx1030-cu-w64"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx1030-wgp-w64") { peerSuite("gfx1030-wgp-w64"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx1100-cu-w64") { peerSuite("gfx1100-cu-w64"); }
TEST_CASE("litmus: the peer suite's forbidden outcomes never show: gfx1100-wgp-w64") { peerSuite("gfx1100-wgp-w64"); }

TEST_CASE("litmus: the same seed gives the same histogram at any thread count, another seed another run") {
  timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath("configs/gfx1030.ini"));
  litmus::Test t = litmus::parseFile(test::sourcePath("tests/litmus/MP_rlx_dev.litmus"));
  litmus::RunOptions ro;
  ro.target = "gfx1030";
  ro.instances = 16384;
  litmus::RunResult a, b, c;
  {
    tbb::global_control one(tbb::global_control::max_allowed_parallelism, 1);
    a = litmus::run(t, ro, gpu);
  }
  {
    tbb::global_control two(tbb::global_control::max_allowed_parallelism, 2);
    b = litmus::run(t, ro, gpu);
  }
  ro.seed = 2;
  c = litmus::run(t, ro, gpu);
  CHECK(a.histogram == b.histogram);
  CHECK(a.positive > 0);
  CHECK(c.histogram != a.histogram);
}

// The harness itself: every thread of a test runs exactly once per instance, whatever the
// sizes of its work-groups, the rotation of threads over waves, and the stress waves.
TEST_CASE("litmus: every thread runs exactly once per instance (unequal work-groups, rotation, stress waves)") {
  std::string text = "OPENCL ONCE\n{ [x]=0; [y]=0; }\n";
  const char* where[] = {"wg 0", "wg 0", "wg 0", "wg 1", "wg 1"};
  const char* loc[] = {"x", "x", "y", "x", "y"};
  for (int i = 0; i < 5; ++i)
    text += "P" + std::to_string(i) + "@" + where[i] + ", dev 0 (global atomic_int* x, global atomic_int* y) {\n  int r0 = atomic_fetch_add_explicit(" +
            loc[i] + ", 1, memory_order_relaxed, memory_scope_device);\n}\n";
  text += "forall (x=3 /\\ y=2)\n";
  litmus::Test t = litmus::parse(text, "once.litmus");
  for (const char* cfg : {"gfx900", "gfx90a", "gfx1030-cu", "gfx1030-wgp", "gfx1100-cu", "gfx1100-wgp"}) {
    std::string target = std::string(cfg).substr(0, std::string(cfg).find('-'));
    timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath("configs/" + target + ".ini"));
    litmus::RunOptions ro;
    ro.target = target;
    if (target == "gfx1030" || target == "gfx1100") ro.mode = std::string(cfg).substr(8);
    ro.instances = 4096;
    litmus::RunResult r = litmus::run(t, ro, gpu);
    CHECK_MESSAGE(r.observation() == "Always", cfg << "\n" << litmus::report(r, ro));
  }
}

// Compare-exchange returns the old value and stores the new one only on a match, in LDS and
// global memory, on every target: gfx11 swapped ds_cmpst's data operands (ds_cmpstore: the new
// value first), and a lowering that kept gfx10's order stored the compare value.
TEST_CASE("litmus: compare-exchange succeeds and fails as it should on every target, LDS and global") {
  for (const char* space : {"local", "global"}) {
    std::string scope = std::string(space) == "local" ? "memory_scope_work_group" : "memory_scope_device";
    std::string text = std::string("OPENCL CAS\n{ [x]=0; }\nP0 (") + space + " atomic_int* x) {\n"
                       "  int e = 0;\n"
                       "  int r0 = atomic_compare_exchange_strong_explicit(x, &e, 5, memory_order_relaxed, memory_order_relaxed, " + scope + ");\n"
                       "  int f = 7;\n"
                       "  int r1 = atomic_compare_exchange_strong_explicit(x, &f, 9, memory_order_relaxed, memory_order_relaxed, " + scope + ");\n"
                       "  int r2 = atomic_load_explicit(x, memory_order_relaxed, " + scope + ");\n"
                       "}\nscopeTree\n(device (work_group P0))\nforall (0:r2=5)\n";
    litmus::Test t = litmus::parse(text, "cas.litmus");
    for (const char* target : {"gfx900", "gfx90a", "gfx1030", "gfx1100"}) {
      timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath(std::string("configs/") + target + ".ini"));
      litmus::RunOptions ro;
      ro.target = target;
      ro.instances = 256;
      litmus::RunResult r = litmus::run(t, ro, gpu);
      CHECK_MESSAGE(r.observation() == "Always", space << " " << target << "\n" << litmus::report(r, ro));
    }
  }
}

TEST_CASE("litmus: litmus7-style report, unsupported tests said so, lowered code shown") {
  timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath("configs/gfx900.ini"));
  litmus::RunOptions ro;
  ro.target = "gfx900";
  ro.instances = 4096;
  litmus::RunResult r = litmus::run(litmus::parseFile(test::sourcePath("tests/litmus/MP_sync_dev.litmus")), ro, gpu);
  std::string rep = litmus::report(r, ro);
  for (const char* k : {"Test MP_sync_dev Allowed", "Histogram (", ":>1:r0=", "\nNo\n", "Witnesses", "Positive: 0, Negative: 4096",
                        "Condition exists (1:r0=1 /\\ 1:r1=0) is NOT validated", "Observation MP_sync_dev Never 0 4096",
                        "Target gfx900", "Stress seed=1", "Environment 0"})
    CHECK_MESSAGE(test::contains(rep, k), k << "\n" << rep);
  // The acquire is the table's: a glc load, a wait, the L1 invalidate.
  bool sawInv = false;
  for (const auto& [tid, code] : r.lowered.threadCode) sawInv |= test::contains(code, "buffer_wbinvl1_vol");
  CHECK(sawInv);
  // A test with a while loop is reported unsupported, not passed.
  std::string text = "OPENCL W\n{ [x]=0; }\nP0@wg 0, dev 0 (global atomic_int* x) {\n  int r = 0;\n  while (r == 0) { r = atomic_load(x); }\n}\nexists (0:r=1)\n";
  litmus::RunResult u = litmus::run(litmus::parse(text, "w.litmus"), ro, gpu);
  CHECK(!u.supported);
  CHECK(test::contains(litmus::report(u, ro), "Unsupported"));
  CHECK(test::contains(u.unsupported, "while"));
}

// Mutants: a mutant whose machine has the mechanism to break it is killed (the
// forbidden outcome shows); a mutant that changes nothing that runs is equivalent.
TEST_CASE("litmus: mutants are killed through the weak mechanisms, and one that drops only idle waits is equivalent") {
  struct Case {
    const char* target;
    const char* file;
    litmus::Mutation::Kind kind;
    unsigned site;
    const char* change;  // in the mutation's description
  };
  const Case cases[] = {
      // The stale L1: the acquire load without its invalidate reads x from the L1.
      {"gfx900", "MP_sync_dev.litmus", litmus::Mutation::Kind::DropMaintenance, 0, "drop buffer_wbinvl1_vol"},
      // The LDS request queue: the acquire fence without its LDS wait lets the global load of
      // x pass the LDS read of the flag.
      {"gfx90a", "MP_global_lds_fences.litmus", litmus::Mutation::Kind::DropWait, 0, "drop the wait"},
      // GFX10 WGP mode: a work-group on two CUs, each with its own GL0.
      {"gfx1030", "MP_sync_wg.litmus", litmus::Mutation::Kind::DropMaintenance, 0, "drop buffer_gl0_inv"},
      // MI300X: the two threads on different XCDs, whose L2s are not coherent. Without the
      // release's write-back the data stays in the writer's L2; without the acquire's
      // invalidate the reader's L2 returns its stale copy.
      {"gfx942", "MP_sync_dev.litmus", litmus::Mutation::Kind::DropMaintenance, 0, "drop buffer_wbl2 sc1"},
      {"gfx942", "MP_sync_dev.litmus", litmus::Mutation::Kind::DropMaintenance, 1, "drop buffer_inv sc1"},
  };
  for (const Case& c : cases) {
    timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath(std::string("configs/") + c.target + ".ini"));
    litmus::Test t = litmus::parseFile(test::sourcePath(std::string("tests/litmus/") + c.file));
    litmus::RunOptions ro;
    ro.target = c.target;
    if (std::string(c.target) == "gfx1030") ro.mode = "wgp";
    ro.instances = 32768;
    litmus::RunResult orig = litmus::run(t, ro, gpu);
    ro.mutation.kind = c.kind;
    ro.mutation.site = c.site;
    litmus::RunResult m = litmus::run(t, ro, gpu);
    INFO(c.target << " " << c.file << ": " << m.lowered.mutationApplied);
    CHECK(orig.positive == 0);
    CHECK(test::contains(m.lowered.mutationApplied, c.change));
    CHECK(m.lowered.effective != orig.lowered.effective);
    CHECK_MESSAGE(m.positive > 0, litmus::report(m, ro));
  }
  // On gfx900 a work-group-scope seq_cst store waits for lgkmcnt(0) only; in a test with no
  // LDS or scalar access before it, narrowing it to wavefront scope removes a wait that has
  // nothing to wait for: other machine code, the same effective code.
  timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath("configs/gfx900.ini"));
  litmus::Test t = litmus::parseFile(test::sourcePath("tests/litmus/SB_sync_wg.litmus"));
  litmus::RunOptions ro;
  ro.target = "gfx900";
  ro.instances = 64;
  litmus::RunResult orig = litmus::run(t, ro, gpu);
  ro.mutation.kind = litmus::Mutation::Kind::NarrowScope;
  ro.mutation.site = 0;
  litmus::RunResult m = litmus::run(t, ro, gpu);
  CHECK(test::contains(m.lowered.mutationApplied, "narrowed to wavefront"));
  CHECK(m.lowered.assembly != orig.lowered.assembly);
  CHECK(m.lowered.effective == orig.lowered.effective);
}

// Every mutant of the own suite that survives is listed with its reason.
// tests/litmus/mutants.py runs them all (100,000 instances each, four configurations) and
// exits non-zero when a survivor has no explanation; the runs are seeded, so what it writes
// must be tests/litmus/MUTANTS.md as committed (regenerate it after a change to the model).
// That campaign is the ctest `litmus_mutants_campaign`, label `long` (tests/CMakeLists.txt).
// Here runs its sample (mutants.py's SAMPLE: per configuration, tests covering every mutation
// kind) at 16,384 instances, a prefix of the campaign's runs: every survivor MUTANTS.md lists for
// those tests must survive with the same explanation (and so no mutant it kills is listed).
TEST_CASE("litmus: the sampled mutants of the own suite agree with MUTANTS.md") {
  if (!test::haveTool("python3")) {
    MESSAGE("python3 not installed; skipped");
    return;
  }
  std::string log;
  int rc = test::runCommand("python3 " + test::sourcePath("tests/litmus/mutants.py") + " --gfxsim " + GFXSIM_BINARY +
                                " --instances 16384 --sample --check " + test::sourcePath("tests/litmus/MUTANTS.md") + " 2>&1",
                            &log);
  CHECK_MESSAGE(rc == 0, log);
  CHECK_MESSAGE(test::contains(log, "survivor rows for these tests reproduced"), log);
  MESSAGE(log);
}
