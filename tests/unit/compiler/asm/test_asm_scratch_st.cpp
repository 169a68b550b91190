// SCRATCH "ST mode" (`scratch_load_dword v0, off, off offset:16`: neither a VGPR nor an SGPR
// address, the offset alone): GFX10.3 encodes it with saddr = 0x7f (0x7d is `off` with a VGPR
// address), GFX11 with sve = 0 and saddr = null; GFX9 has no such form. The bytes are
// llvm-mc-19's (-show-encoding), checked live when it is installed; the disassembler prints
// the form back, and the decoder gives the simulator an address of the offset alone.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "asm/assembler.h"
#include "disasm/disassembler.h"
#include "func/decoded.h"
#include "isa/description.h"
#include "isa/target.h"
#include "support/error.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

struct StCase {
  const char* target;
  const char* src;   // as written
  const char* text;  // as the disassembler prints it
  std::vector<uint8_t> bytes;
};

const StCase kCases[] = {
    {"gfx1030", "scratch_load_dword v0, off, off offset:16", "scratch_load_dword v0, off, off offset:16",
     {0x10, 0x40, 0x30, 0xdc, 0x00, 0x00, 0x7f, 0x00}},
    {"gfx1030", "scratch_store_dword off, v1, off offset:8", "scratch_store_dword off, v1, off offset:8",
     {0x08, 0x40, 0x70, 0xdc, 0x00, 0x01, 0x7f, 0x00}},
    {"gfx1100", "scratch_load_b32 v0, off, off offset:16", "scratch_load_b32 v0, off, off offset:16",
     {0x10, 0x00, 0x51, 0xdc, 0x00, 0x00, 0x7c, 0x00}},
    {"gfx1100", "scratch_store_b32 off, v1, off offset:8", "scratch_store_b32 off, v1, off offset:8",
     {0x08, 0x00, 0x69, 0xdc, 0x00, 0x01, 0x7c, 0x00}},
};

as::AsmOptions options(const char* target) {
  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId(target, &why);
  o.target.wave64 = !o.target.info->wave32Default;
  o.targetGiven = true;
  return o;
}

}  // namespace

TEST_CASE("asm: SCRATCH ST mode (`off, off`) encodes as llvm-mc-19, disassembles back and decodes to the offset alone") {
  for (const auto& c : kCases) {
    INFO(c.target << ": " << c.src);
    auto res = as::assemble(std::string(c.src) + "\n", "t.s", options(c.target));
    REQUIRE(res.listing.size() == 1);
    CHECK(res.listing[0].bytes == c.bytes);

    const isa::Description& d = isa::description(options(c.target).target.info->isaFile);
    auto dis = disasm::disassembleOne(d, c.bytes, disasm::Options{});
    CHECK(test::normalizeSpace(dis.text) == c.text);

    func::DecodeContext ctx;
    ctx.desc = &d;
    ctx.wave64 = false;
    ctx.vgprBase = static_cast<unsigned>(d.attr("vgpr_base"));
    ctx.literalMarker = static_cast<unsigned>(d.attr("src_literal"));
    func::DecodedInst inst;
    REQUIRE(func::decodeInstruction(ctx, c.bytes, 0, inst));
    CHECK(inst.seg == 1);
    CHECK_FALSE(inst.scratchVgpr);  // no VGPR address
    CHECK(inst.saddrOff);           // no SGPR base
  }
  // GFX9 has no ST mode (llvm-mc-19: "operands are not valid for this GPU or mode").
  CHECK_THROWS_WITH_AS(as::assemble("scratch_load_dword v0, off, off offset:16\n", "t.s", options("gfx900")),
                       doctest::Contains("t.s:1:1: error: scratch needs a VGPR or an SGPR address"), Error);
}

TEST_CASE("asm live: SCRATCH ST-mode encodings equal llvm-mc-19's") {
  if (!test::haveTool("llvm-mc-19")) {
    MESSAGE("llvm-mc-19 not installed: the committed bytes were checked instead");
    return;
  }
  for (const auto& c : kCases) {
    std::string path = test::tempPath(std::string("st-") + c.target + ".s");
    std::string cmd = "printf '%s\\n' '" + std::string(c.src) + "' > " + path + " && llvm-mc-19 -arch=amdgcn -mcpu=" + c.target +
                      " -show-encoding " + path + " 2>&1";
    std::string out;
    REQUIRE(test::runCommand(cmd, &out) == 0);
    auto lines = test::parseMcOutput(out);
    REQUIRE(lines.size() == 1);
    std::vector<uint8_t> got;
    for (int b : lines[0].bytes) got.push_back(static_cast<uint8_t>(b));
    INFO(c.target << ": " << c.src);
    CHECK(got == c.bytes);
  }
}
