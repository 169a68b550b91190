// The ISA description grammar: delta descriptions (`base`, replacement by key, `drop`) and
// the merged gfx90a description.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "isa/description.h"
#include "isa/target.h"
#include "support/error.h"

using namespace gfxsim;

namespace {

std::string parseError(const std::string& text) {
  try {
    isa::Description::parse(text, "delta.isa");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

const isa::Inst* row(const isa::Description& d, std::string_view mnemonic, std::string_view format) {
  for (const isa::Inst* in : d.byMnemonic(mnemonic))
    if (in->format->name == format) return in;
  return nullptr;
}

}  // namespace

TEST_CASE("a delta description replaces, adds and drops lines of its base") {
  const auto& base = isa::description("gfx9");
  auto d = isa::Description::parse(
      "gen test\n"
      "base gfx9\n"
      "attr const_bus_limit 2                 # replaces the base attr\n"
      "attr new_attr 7                        # added\n"
      "reg a 256 256\n"
      "drop alias lds_direct\n"
      "drop reg src_lds_direct\n"
      "dppctrl row_newbcast 0x150 0 15\n"
      "format DS 8 0xd8000000 0xfc000000 op=24:17 acc=25 offset1=15:8 offset0=7:0 offset=15:0 vdst=63:56 "
      "data1=55:48 data0=47:40 addr=39:32\n"
      "inst s_add_u32 SOP2 0 sdst:s:u32 ssrc0:ssrc:u32 ssrc1:ssrc:i32   # same key: replaced\n"
      "inst ds_read_b32 DS 54 vdst:av:b32:acc addr:v:b32 mods=offset\n"
      "inst v_new_thing VOP1 99 vdst:v:b32 src0:src:b32\n"
      "drop v_mul_legacy_f32 VOP2\n"
      "drop global_atomic_add FLAT seg=2 glc=1\n",
      "delta.isa");
  CHECK(d->gen == "test");
  CHECK(d->base == "gfx9");
  CHECK(d->attr("const_bus_limit") == 2);
  CHECK(d->attr("new_attr") == 7);
  CHECK(d->attr("vgpr_base") == base.attr("vgpr_base"));  // inherited
  CHECK(!d->namedReg("lds_direct"));
  CHECK(!d->namedReg("src_lds_direct"));
  CHECK(d->isDppControl("row_newbcast"));
  CHECK(d->insts.size() == base.insts.size() + 1 - 2);
  // the replaced format: base rows keep working with the new layout (by field name)
  const isa::Inst* add = row(*d, "ds_add_u32", "DS");
  REQUIRE(add);
  CHECK(add->format->field("acc"));
  CHECK(!add->format->field("gds"));
  const isa::Inst* rd = row(*d, "ds_read_b32", "DS");
  REQUIRE(rd);
  CHECK(rd->ops[0].kind == isa::OpKind::AV);
  REQUIRE(rd->ops[0].acc);
  CHECK(rd->ops[0].acc->name == "acc");
  REQUIRE(row(*d, "s_add_u32", "SOP2"));
  CHECK(row(*d, "s_add_u32", "SOP2")->ops[2].type == isa::OpType::I32);
  CHECK(d->byMnemonic("s_add_u32").size() == 1);
  CHECK(row(*d, "v_new_thing", "VOP1"));
  CHECK(!row(*d, "v_mul_legacy_f32", "VOP2"));
  CHECK(row(*d, "v_mul_legacy_f32", "VOP3"));
  // only the returning global_atomic_add row is gone
  REQUIRE(d->byMnemonic("global_atomic_add").size() == 1);
  CHECK(d->byMnemonic("global_atomic_add")[0]->hasFlag("noret"));
  // the new row decodes
  uint64_t w = d->format("VOP1")->match;
  w = d->format("VOP1")->field("op")->insert(w, 99);
  REQUIRE(d->decode(w));
  CHECK(d->decode(w)->mnemonic == "v_new_thing");
}

TEST_CASE("delta description errors name the delta file and line") {
  CHECK(parseError("gen x\nbase gfx77\n").find("delta.isa:2:") != std::string::npos);
  CHECK(parseError("gen x\nbase gfx77\n").find("unknown base description 'gfx77'") != std::string::npos);
  CHECK(parseError("gen x\nbase gfx9\ndrop v_bogus VOP1\n").find("delta.isa:3:") != std::string::npos);
  CHECK(parseError("gen x\nbase gfx9\ndrop v_bogus VOP1\n").find("matches nothing") != std::string::npos);
  CHECK(parseError("gen x\nbase gfx9\ndrop hwreg HW_REG_BOGUS\n").find("matches nothing") != std::string::npos);
  CHECK(parseError("gen x\nbase gfx9\nbase gfx9\n").find("first lines") != std::string::npos);
  CHECK(parseError("gen x\nbase gfx9\nbogus 1 2\n").find("unknown keyword 'bogus'") != std::string::npos);
  // an error in a merged line is reported where that line came from
  CHECK(parseError("gen x\nbase gfx9\ninst v_x VOP1 1 vdst:v:b32:nofield\n").find("delta.isa:3:") != std::string::npos);
}

TEST_CASE("gfx90a: the merged description") {
  const isa::TargetInfo* t = isa::findTarget("gfx90a");
  REQUIRE(t);
  CHECK(t->isaFile == "gfx90a");
  const auto& d = isa::description("gfx90a");
  CHECK(d.gen == "gfx90a");
  CHECK(d.base == "gfx9");
  CHECK(&d == &isa::description("gfx90a"));  // parsed once
  CHECK(d.attr("vgpr_tuple_align") == 2);
  CHECK(!isa::description("gfx9").hasAttr("vgpr_tuple_align"));
  CHECK(d.format("MAI"));
  CHECK(!d.format("MUBUF")->field("tfe"));
  CHECK(d.format("MUBUF")->field("scc"));
  CHECK(d.insts.size() > isa::description("gfx9").insts.size());
  const isa::Inst* mfma = row(d, "v_mfma_f32_32x32x1f32", "MAI");
  REQUIRE(mfma);
  CHECK(mfma->ops[0].type == isa::OpType::V32F32);
  CHECK(isa::typeDwords(mfma->ops[0].type, true) == 32);
  CHECK(mfma->ops[3].kind == isa::OpKind::Src);
  CHECK(mfma->ops[3].acc == mfma->ops[0].acc);
  CHECK(mfma->acceptsMod("cbsz"));
  CHECK(d.isModifier("scc"));
  CHECK(!isa::description("gfx9").isModifier("scc"));
  CHECK(row(d, "v_fmac_f64", "VOP2")->flagValue("dppctrls") == "row_newbcast");
  CHECK(!row(d, "v_mul_legacy_f32", "VOP2"));
  CHECK(row(isa::description("gfx9"), "v_mul_legacy_f32", "VOP2"));
  for (std::string_view n : {"gfx9", "gfx90a", "gfx10"})
    CHECK(std::find(isa::descriptionNames().begin(), isa::descriptionNames().end(), n) != isa::descriptionNames().end());
}
