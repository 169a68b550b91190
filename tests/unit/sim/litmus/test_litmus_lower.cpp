// The litmus lowerer on gfx942 (no timing config is needed to lower): atomics and fences go
// through compiler/memmodel/gfx942.mm, so the release store and the acquire load of a
// message-passing test carry llc-19's gfx942 sequences (scope bits sc0/sc1, buffer_wbl2 and
// buffer_inv with their scope bits), and the whole kernel assembles with llvm-mc-19.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "litmus/lower.h"
#include "litmus/parser.h"
#include "support/checks.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

// The memory-ordering instructions of a text (lines or ';'-separated), without registers:
// waits verbatim, accesses and maintenance as mnemonic + cache bits.
std::vector<std::string> orderingInsts(const std::string& text) {
  std::vector<std::string> out;
  std::string flat = text;
  for (char& c : flat)
    if (c == ';') c = '\n';
  std::istringstream in(flat);
  for (std::string line; std::getline(in, line);) {
    std::istringstream w(line);
    std::string m, x, bits;
    w >> m;
    bool wait = m.rfind("s_waitcnt", 0) == 0;
    bool mem = m.rfind("buffer_", 0) == 0 || m.rfind("global_", 0) == 0 || m.rfind("flat_", 0) == 0;
    if (!wait && !mem) continue;
    if (wait) {
      out.push_back(test::normalizeSpace(line));
      continue;
    }
    while (w >> x)
      if (x == "glc" || x == "sc0" || x == "sc1" || x == "nt") bits += " " + x;
    out.push_back(m + bits);
  }
  return out;
}

bool containsRun(const std::vector<std::string>& hay, const std::vector<std::string>& needle) {
  return std::search(hay.begin(), hay.end(), needle.begin(), needle.end()) != hay.end();
}

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " ; ") + x;
  return s;
}

}  // namespace

TEST_CASE("litmus: gfx942 lowers through its memory-model table, as llc-19 -mcpu=gfx942 would") {
  std::map<std::string, std::string> golden;  // llc-19's sequences (gen_goldens.py)
  for (const char* stem : {"gfx942", "gfx942-tgsplit"}) {
    std::istringstream in(test::readText(test::sourcePath(std::string("tests/golden/memmodel/") + stem + ".txt")));
    for (std::string l; std::getline(in, l);)
      if (!l.empty() && l[0] != '#') golden[std::string(stem) + " " + l.substr(0, l.find(':'))] = l.substr(l.find(':') + 1);
  }
  litmus::Test t = litmus::parseFile(test::sourcePath("tests/litmus/MP_sync_dev.litmus"));
  for (const char* mode : {"", "tgsplit"}) {
    const std::string stem = *mode ? std::string("gfx942-") + mode : "gfx942";
    INFO(stem);
    litmus::LowerOptions o;
    o.target = "gfx942";
    o.mode = mode;
    litmus::Lowered l = litmus::lower(t, o);
    REQUIRE(l.threadCode.size() == 2);
    // OpenCL's release store / acquire load at device scope: LLVM's agent-one-as (clang-19).
    std::vector<std::string> store = orderingInsts(golden.at(stem + " store release agent-one-as global"));
    std::vector<std::string> load = orderingInsts(golden.at(stem + " load acquire agent-one-as global"));
    CHECK(join(store) == "buffer_wbl2 sc1 ; s_waitcnt vmcnt(0) ; global_store_dword sc1");
    CHECK(join(load) == "global_load_dword sc1 ; s_waitcnt vmcnt(0) ; buffer_inv sc1");
    std::vector<std::string> p0 = orderingInsts(l.threadCode[0].second), p1 = orderingInsts(l.threadCode[1].second);
    CHECK_MESSAGE(containsRun(p0, store), join(p0));
    CHECK_MESSAGE(containsRun(p1, load), join(p1));
    CHECK(test::contains(l.assembly, ".amdhsa_accum_offset"));
    CHECK(test::contains(l.assembly, ".amdhsa_tg_split 1") == (*mode != 0));
    // The start synchronisation reads past every cache: a system-scope load's bits.
    CHECK(test::contains(l.assembly, "s[4:5] sc0 sc1\n"));
    if (!test::haveTool("llvm-mc-19")) continue;
    std::string path = test::tempPath("litmus-gfx942" + std::string(mode) + ".s"), out;
    std::ofstream(path) << l.assembly;
    CHECK_MESSAGE(test::runCommand("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj -o /dev/null " + path + " 2>&1",
                                   &out) == 0,
                  out);
  }
}
