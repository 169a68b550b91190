// The issue units of the ISA descriptions' `props` lines against LLVM's scheduling model, as
// llvm-mca-19 reports it (its resource pressure per instruction: HWVALU, HWXDL, HWTransVALU,
// HWVMEM, HWLGKM, HWSALU, HWBranch). One instruction of each mnemonic of the encoding corpus
// of every target goes through llvm-mca; each must use the resource its unit stands for.
// LLVM puts the scalar sequencer's instructions (s_waitcnt, s_nop, s_barrier, s_endpgm,
// s_setpc) on HWSALU or HWBranch as its scheduler needs them, so those two count as one.
// MUBUF lines are left out: llvm-mca-19 aborts on them (malloc corruption), whatever the operands.
// On CDNA the rows that state `cycles` (the MFMAs) must hold their resource as long as LLVM's
// model says: its resource cycles count passes of 4 cycles (HWXDL for the matrix core, HWVALU
// for the f64 MFMAs, which do not co-execute). LLVM 19 has no model of gfx11's WMMA.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "isa/description.h"
#include "isa/target.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

// The LLVM resources an issue unit may use.
std::set<std::string> expectedResources(isa::IssueUnit u) {
  switch (u) {
    case isa::IssueUnit::Valu: return {"HWVALU", "HWTransVALU"};
    case isa::IssueUnit::Matrix: return {"HWXDL"};
    case isa::IssueUnit::Vmem: return {"HWVMEM"};
    case isa::IssueUnit::Smem:
    case isa::IssueUnit::Lds: return {"HWLGKM"};
    case isa::IssueUnit::Salu:
    case isa::IssueUnit::Internal:
    case isa::IssueUnit::Branch: return {"HWSALU", "HWBranch"};
  }
  return {};
}

// One line per mnemonic of a corpus file: no labels, directives or MUBUF.
std::string oneOfEach(const std::string& corpus) {
  std::istringstream in(corpus);
  std::set<std::string> seen;
  std::string line, out;
  while (std::getline(in, line)) {
    line = line.substr(0, line.find("//"));
    std::istringstream words(line);
    std::string m;
    if (!(words >> m) || m[0] == '.' || m[0] == '#' || m.back() == ':' || m.rfind("buffer_", 0) == 0) continue;
    if (line.find("L_") != std::string::npos || !seen.insert(m).second) continue;
    out += line + "\n";
  }
  return out;
}

// The corpus's one line per mnemonic of `target`, filtered by `keep`.
template <class Keep>
std::string corpusLines(const char* target, Keep keep) {
  std::istringstream corpus(oneOfEach(test::readText(test::sourcePath(std::string("tests/asm/corpus/") + target + ".s"))));
  std::string line, lines;
  while (std::getline(corpus, line)) {
    std::istringstream words(line);
    std::string m;
    words >> m;
    if (keep(m)) lines += line + "\n";
  }
  return lines;
}

// llvm-mca-19's report on `text` for `target` with `views`; empty when it fails.
std::string mca(const char* target, const std::string& name, const std::string& text, const std::string& views) {
  std::string path = test::tempPath(name + "_" + target + ".s");
  std::ofstream(path) << text;
  std::string out;
  int rc = test::runCommand(std::string("llvm-mca-19 -mtriple=amdgcn -mcpu=") + target + " " + views +
                                " --summary-view=0 -iterations=1 " + path + " 2>/dev/null",
                            &out);
  return rc == 0 ? out : std::string();
}

// Runs f(target, its description) for every target, when llvm-mca-19 is installed.
template <class F>
void forEachTarget(F f) {
  if (!test::haveTool("llvm-mca-19")) {
    MESSAGE("llvm-mca-19 not found: skipped");
    return;
  }
  for (const char* target : {"gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100"}) {
    std::string targetName = target;
    CAPTURE(targetName);
    f(target, isa::description(isa::findTarget(target)->isaFile));
  }
}

}  // namespace

TEST_CASE("props: every row's issue unit is the one LLVM's scheduling model uses (llvm-mca-19)") {
  forEachTarget([](const char* target, const isa::Description& d) {
    std::string out = mca(target, "props_mca", corpusLines(target, [](const std::string&) { return true; }),
                          "-resource-pressure -instruction-info=0");
    REQUIRE(!out.empty());
    // "Resources:" lists "[k]   - NAME"; the per-instruction table has one column per resource.
    std::istringstream in(out);
    std::string line;
    std::vector<std::string> resources;
    while (std::getline(in, line) && line != "Resources:") {
    }
    while (std::getline(in, line) && line.rfind("[", 0) == 0) resources.push_back(line.substr(line.find("- ") + 2));
    REQUIRE(!resources.empty());
    while (std::getline(in, line) && line != "Resource pressure by instruction:") {
    }
    std::getline(in, line);  // the column header
    size_t checked = 0, timed = 0;
    std::map<std::string, std::string> wrong;
    while (std::getline(in, line) && !line.empty()) {
      std::istringstream cols(line);
      std::set<std::string> used;
      std::map<std::string, double> pressure;
      for (const std::string& r : resources) {
        std::string v;
        cols >> v;
        if (v != "-") {
          used.insert(r);
          pressure[r] = std::stod(v);
        }
      }
      std::string mnemonic;
      cols >> mnemonic;
      const isa::Inst* row = d.rowOf(mnemonic);
      if (!row) continue;  // a spelling only llvm-mc prints (the corpus test covers those)
      ++checked;
      std::set<std::string> ok = expectedResources(row->props.unit);
      bool fine = false;
      for (const std::string& r : used) fine |= ok.count(r) > 0;
      if (!fine) wrong[mnemonic] = std::string(isa::unitName(row->props.unit)) + " vs " + *used.begin();
      if (row->props.cycles && d.gen != "gfx11") {
        ++timed;
        const char* r = row->props.unit == isa::IssueUnit::Matrix ? "HWXDL" : "HWVALU";
        if (pressure[r] * 4 != row->props.cycles)
          wrong[mnemonic] = std::to_string(row->props.cycles) + " cycles vs " + std::to_string(pressure[r]) + " passes of " + r;
      }
    }
    MESSAGE(std::string(target) << ": " << checked << " mnemonics checked against llvm-mca-19, " << timed << " matrix rows' cycles");
    CHECK(checked > 1000);
    if (std::string(target) == "gfx90a" || std::string(target) == "gfx942") CHECK(timed >= 27);
    for (const auto& [m, why] : wrong) FAIL_CHECK(m << ": " << why);
  });
}

// The integer multiply rate classes: LLVM's scheduling models give the 32 x 32 + 64-bit
// multiply-adds (`rate=imul64`) two micro-ops and the 32-bit multiplies (`rate=imul`) one, on
// every target; the configs' int_mul64_rate is twice int_mul_rate accordingly.
TEST_CASE("props: the integer multiply rate classes follow LLVM's micro-op counts (llvm-mca-19)") {
  forEachTarget([](const char* target, const isa::Description& d) {
    auto rateOf = [&](const std::string& m) {
      const isa::Inst* row = d.rowOf(m);
      return row ? row->props.rate : isa::RateClass::Full;
    };
    std::string out = mca(target, "props_mca_imul", corpusLines(target, [&](const std::string& m) {
                            return rateOf(m) == isa::RateClass::IntMul || rateOf(m) == isa::RateClass::IntMul64;
                          }), "-instruction-info");
    REQUIRE(!out.empty());
    std::string line;
    // The instruction info table: "uops latency rthroughput flags... mnemonic operands".
    std::istringstream in(out);
    while (std::getline(in, line) && line != "Instruction Info:") {
    }
    while (std::getline(in, line) && line.rfind("[1]    [2]", 0) != 0) {  // the legend, then the table's header
    }
    unsigned imul = 0, imul64 = 0;
    while (std::getline(in, line) && !line.empty()) {
      size_t v = line.find(" v_");
      if (v == std::string::npos) continue;
      std::istringstream cols(line);
      unsigned uops = 0;
      cols >> uops;
      std::string m = line.substr(v + 1);
      m = m.substr(0, m.find_first_of(" \t"));
      isa::RateClass r = rateOf(m);
      if (r == isa::RateClass::IntMul64) {
        ++imul64;
        CHECK_MESSAGE(uops == 2, m << ": " << uops << " micro-ops");
      } else if (r == isa::RateClass::IntMul) {
        ++imul;
        CHECK_MESSAGE(uops == 1, m << ": " << uops << " micro-ops");
      }
    }
    CHECK(imul >= 3);
    CHECK(imul64 == 2);
  });
}
