// The encoding corpus: every line llvm-mc-19 accepts must assemble to llvm-mc's bytes,
// and our disassembly of those bytes must read back as the same instruction.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "asm/assembler.h"
#include "disasm/disassembler.h"
#include "isa/description.h"
#include "support/error.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

struct Corpus {
  std::string name, target;
  bool wave64;
};

const Corpus kCorpora[] = {
    {"gfx900", "gfx900", true},
    {"gfx1030", "gfx1030", false},
    {"gfx1030-w64", "gfx1030", true},
    {"gfx90a", "gfx90a", true},
    {"gfx1100", "gfx1100", false},
    {"gfx1100-w64", "gfx1100", true},
    {"gfx942", "gfx942", true},
};

as::AsmResult assembleCorpus(const Corpus& c, std::string* src) {
  *src = test::readText(test::sourcePath("tests/asm/corpus/" + c.name + ".s"));
  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId(c.target, &why);
  o.target.wave64 = c.wave64;
  o.targetGiven = true;
  return as::assemble(*src, c.name + ".s", o);
}

std::vector<std::string> sourceLines(const std::string& src) {
  std::vector<std::string> lines;
  std::istringstream in(src);
  std::string l;
  while (std::getline(in, l)) lines.push_back(l);
  return lines;
}

void checkEncodings(const Corpus& c) {
  std::string src;
  as::AsmResult res = assembleCorpus(c, &src);
  auto golden = test::parseMcOutput(test::readText(test::sourcePath("tests/asm/corpus/" + c.name + ".golden")));
  auto lines = sourceLines(src);
  REQUIRE(golden.size() == res.listing.size());
  CHECK(golden.size() >= (c.name.ends_with("-w64") ? 300u : 3000u));
  size_t bad = 0;
  for (size_t i = 0; i < golden.size(); ++i) {
    const auto& g = golden[i];
    const auto& ours = res.listing[i].bytes;
    bool same = g.bytes.size() == ours.size();
    for (size_t k = 0; same && k < ours.size(); ++k) same = g.bytes[k] < 0 || g.bytes[k] == ours[k];
    if (!same && ++bad <= 20) {
      std::string hex;
      for (auto b : ours) hex += " " + std::to_string(b);
      FAIL_CHECK(c.name << ".s:" << res.listing[i].line << ": " << lines[res.listing[i].line - 1]
                        << "\n  llvm-mc: " << g.text << "\n  bytes differ (ours:" << hex << ")");
    }
  }
  MESSAGE(c.name << ": " << golden.size() - bad << "/" << golden.size() << " lines encode identically");
  CHECK(bad == 0);
}

// corpus line -> the text gfxsim prints there instead of llvm-mc's (see the file's header).
std::map<unsigned, std::string> loadDeviations(const Corpus& c) {
  std::map<unsigned, std::string> dev;
  std::istringstream in(test::readText(test::sourcePath("tests/asm/corpus/" + c.name + ".deviations")));
  std::string l;
  while (std::getline(in, l)) {
    if (l.empty() || l[0] == '#') continue;
    auto t1 = l.find('\t'), t2 = l.find('\t', t1 + 1);
    dev[static_cast<unsigned>(std::stoul(l.substr(0, t1)))] = l.substr(t1 + 1, t2 - t1 - 1);
  }
  return dev;
}

void checkDisassembly(const Corpus& c) {
  auto deviations = loadDeviations(c);
  size_t deviated = 0;
  std::string src;
  as::AsmResult res = assembleCorpus(c, &src);
  auto golden = test::parseMcOutput(test::readText(test::sourcePath("tests/asm/corpus/" + c.name + ".golden")));
  REQUIRE(golden.size() == res.listing.size());
  const auto& d = isa::description(res.target.info->isaFile);
  disasm::Options o;
  o.wave64 = c.wave64;
  size_t bad = 0, compared = 0;
  for (size_t i = 0; i < golden.size(); ++i) {
    if (golden[i].hasFixup) continue;  // llvm-mc prints the label name there
    // llvm-mc annotates operands its own checker dislikes ("exec/*Invalid register...*/")
    // but assembled anyway; we print the operand plainly.
    if (golden[i].text.find("/*Invalid") != std::string::npos) continue;
    ++compared;
    auto dec = disasm::disassembleOne(d, res.listing[i].bytes, o);
    std::string ours = test::normalizeSpace(dec.text);
    if (auto dv = deviations.find(res.listing[i].line); dv != deviations.end() && dv->second == ours) {
      ++deviated;
      continue;
    }
    if (!dec.valid || dec.size != res.listing[i].bytes.size() || ours != golden[i].text) {
      if (++bad <= 20) FAIL_CHECK(c.name << " line " << res.listing[i].line << ":\n  llvm-mc: " << golden[i].text << "\n  gfxsim:  " << dec.text);
    }
  }
  MESSAGE(c.name << ": " << compared - bad - deviated << "/" << compared << " lines disassemble to llvm-mc's text, "
                    << deviated << " to the documented deviations");
  CHECK(bad == 0);
}

// Live tier: our disassembly, fed back through llvm-mc-19, gives the same bytes.
void checkLiveRoundTrip(const Corpus& c) {
  if (!test::haveTool("llvm-mc-19")) {
    MESSAGE("llvm-mc-19 not installed: live tier skipped");
    return;
  }
  std::string src;
  as::AsmResult res = assembleCorpus(c, &src);
  const auto& d = isa::description(res.target.info->isaFile);
  disasm::Options o;
  o.wave64 = c.wave64;
  std::string text;
  for (const auto& l : res.listing) text += "\t" + disasm::disassembleOne(d, l.bytes, o).text + "\n";
  std::string path = test::tempPath(c.name + "-roundtrip.s");
  { std::ofstream(path) << text; }
  std::string out;
  std::string attr = c.name.ends_with("-w64") ? " -mattr=+wavefrontsize64" : "";
  int rc = test::runCommand("llvm-mc-19 -arch=amdgcn -mcpu=" + c.target + attr + " -show-encoding " + path + " 2>&1", &out);
  REQUIRE(rc == 0);
  auto back = test::parseMcOutput(out);
  REQUIRE(back.size() == res.listing.size());
  size_t bad = 0;
  for (size_t i = 0; i < back.size(); ++i) {
    const auto& ours = res.listing[i].bytes;
    bool same = back[i].bytes.size() == ours.size();
    for (size_t k = 0; same && k < ours.size(); ++k) same = back[i].bytes[k] == ours[k];
    if (!same && ++bad <= 20) FAIL_CHECK(c.name << " line " << res.listing[i].line << ": llvm-mc re-assembles '" << back[i].text << "' differently");
  }
  MESSAGE(c.name << ": " << back.size() - bad << "/" << back.size() << " disassembled lines re-assemble identically in llvm-mc-19");
  CHECK(bad == 0);
}

// Live tier: the whole corpus as one object; .text equals llvm-mc-19 -filetype=obj's,
// which also checks the branch offsets llvm-mc cannot show with -show-encoding.
void checkLiveObject(const Corpus& c) {
  if (!test::haveTool("llvm-mc-19") || !test::haveTool("llvm-objcopy-19")) {
    MESSAGE("llvm-mc-19/llvm-objcopy-19 not installed: live tier skipped");
    return;
  }
  std::string src;
  as::AsmResult res = assembleCorpus(c, &src);
  std::vector<uint8_t> ours;
  for (const auto& s : res.sections)
    if (s.name == ".text") ours = s.bytes;
  std::string obj = test::tempPath(c.name + ".o"), bin = test::tempPath(c.name + ".text");
  std::string attr = c.name.ends_with("-w64") ? " -mattr=+wavefrontsize64" : "";
  std::string out;
  REQUIRE(test::runCommand("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=" + c.target + attr + " -filetype=obj " +
                           test::sourcePath("tests/asm/corpus/" + c.name + ".s") + " -o " + obj + " 2>&1", &out) == 0);
  REQUIRE(test::runCommand("llvm-objcopy-19 -O binary --only-section=.text " + obj + " " + bin, &out) == 0);
  std::string ref = test::readText(bin);
  REQUIRE(ref.size() == ours.size());
  size_t firstDiff = ref.size();
  for (size_t i = 0; i < ref.size() && firstDiff == ref.size(); ++i)
    if (static_cast<uint8_t>(ref[i]) != ours[i]) firstDiff = i;
  CHECK_MESSAGE(firstDiff == ref.size(), "first difference at .text offset " << firstDiff);
  MESSAGE(c.name << ": " << ours.size() << " bytes of .text identical to llvm-mc-19 -filetype=obj");
}

}  // namespace

TEST_CASE("asm corpus gfx900: object .text equals llvm-mc-19 -filetype=obj (live)") { checkLiveObject(kCorpora[0]); }
TEST_CASE("asm corpus gfx1030: object .text equals llvm-mc-19 -filetype=obj (live)") { checkLiveObject(kCorpora[1]); }
TEST_CASE("asm corpus gfx1030 wave64: object .text equals llvm-mc-19 -filetype=obj (live)") { checkLiveObject(kCorpora[2]); }
TEST_CASE("asm corpus gfx900: encodings match llvm-mc-19") { checkEncodings(kCorpora[0]); }
TEST_CASE("asm corpus gfx1030: encodings match llvm-mc-19") { checkEncodings(kCorpora[1]); }
TEST_CASE("asm corpus gfx1030 wave64: encodings match llvm-mc-19") { checkEncodings(kCorpora[2]); }
TEST_CASE("asm corpus gfx900: disassembly matches llvm-mc-19 text") { checkDisassembly(kCorpora[0]); }
TEST_CASE("asm corpus gfx1030: disassembly matches llvm-mc-19 text") { checkDisassembly(kCorpora[1]); }
TEST_CASE("asm corpus gfx1030 wave64: disassembly matches llvm-mc-19 text") { checkDisassembly(kCorpora[2]); }
TEST_CASE("asm corpus gfx900: disassembly re-assembles in llvm-mc-19 (live)") { checkLiveRoundTrip(kCorpora[0]); }
TEST_CASE("asm corpus gfx1030: disassembly re-assembles in llvm-mc-19 (live)") { checkLiveRoundTrip(kCorpora[1]); }
TEST_CASE("asm corpus gfx1030 wave64: disassembly re-assembles in llvm-mc-19 (live)") { checkLiveRoundTrip(kCorpora[2]); }
TEST_CASE("asm corpus gfx90a: object .text equals llvm-mc-19 -filetype=obj (live)") { checkLiveObject(kCorpora[3]); }
TEST_CASE("asm corpus gfx90a: encodings match llvm-mc-19") { checkEncodings(kCorpora[3]); }
TEST_CASE("asm corpus gfx90a: disassembly matches llvm-mc-19 text") { checkDisassembly(kCorpora[3]); }
TEST_CASE("asm corpus gfx90a: disassembly re-assembles in llvm-mc-19 (live)") { checkLiveRoundTrip(kCorpora[3]); }
TEST_CASE("asm corpus gfx1100: object .text equals llvm-mc-19 -filetype=obj (live)") { checkLiveObject(kCorpora[4]); }
TEST_CASE("asm corpus gfx1100: encodings match llvm-mc-19") { checkEncodings(kCorpora[4]); }
TEST_CASE("asm corpus gfx1100: disassembly matches llvm-mc-19 text") { checkDisassembly(kCorpora[4]); }
TEST_CASE("asm corpus gfx1100: disassembly re-assembles in llvm-mc-19 (live)") { checkLiveRoundTrip(kCorpora[4]); }
TEST_CASE("asm corpus gfx1100 wave64: object .text equals llvm-mc-19 -filetype=obj (live)") { checkLiveObject(kCorpora[5]); }
TEST_CASE("asm corpus gfx1100 wave64: encodings match llvm-mc-19") { checkEncodings(kCorpora[5]); }
TEST_CASE("asm corpus gfx1100 wave64: disassembly matches llvm-mc-19 text") { checkDisassembly(kCorpora[5]); }
TEST_CASE("asm corpus gfx1100 wave64: disassembly re-assembles in llvm-mc-19 (live)") { checkLiveRoundTrip(kCorpora[5]); }
TEST_CASE("asm corpus gfx942: object .text equals llvm-mc-19 -filetype=obj (live)") { checkLiveObject(kCorpora[6]); }
TEST_CASE("asm corpus gfx942: encodings match llvm-mc-19") { checkEncodings(kCorpora[6]); }
TEST_CASE("asm corpus gfx942: disassembly matches llvm-mc-19 text") { checkDisassembly(kCorpora[6]); }
TEST_CASE("asm corpus gfx942: disassembly re-assembles in llvm-mc-19 (live)") { checkLiveRoundTrip(kCorpora[6]); }
