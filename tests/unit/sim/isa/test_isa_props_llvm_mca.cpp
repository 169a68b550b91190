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

}  // namespace

TEST_CASE("props: every row's issue unit is the one LLVM's scheduling model uses (llvm-mca-19)") {
  if (!test::haveTool("llvm-mca-19")) {
    MESSAGE("llvm-mca-19 not found: skipped");
    return;
  }
  for (const char* target : {"gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100"}) {
    std::string targetName = target;
    CAPTURE(targetName);
    const isa::Description& d = isa::description(isa::findTarget(target)->isaFile);
    std::string path = test::tempPath(std::string("props_mca_") + target + ".s");
    {
      std::ofstream(path) << oneOfEach(test::readText(test::sourcePath(std::string("tests/asm/corpus/") + target + ".s")));
    }
    std::string out;
    int rc = test::runCommand(std::string("llvm-mca-19 -mtriple=amdgcn -mcpu=") + target +
                                  " -resource-pressure -instruction-info=0 --summary-view=0 -iterations=1 " + path + " 2>/dev/null",
                              &out);
    REQUIRE(rc == 0);
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
  }
}
