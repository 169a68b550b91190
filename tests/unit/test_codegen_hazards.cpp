// The back end's hazard recognizer (compiler/codegen/hazards.cpp) on machine-IR sequences:
// each rule of its header inserts exactly the wait states (or the GFX10 mitigation) the
// source table asks for, counts the instructions already between, and leaves the other
// targets' code alone.
#include <doctest/doctest.h>

#include "codegen/hazards.h"
#include "codegen/mir.h"
#include "codegen/subtarget.h"
#include "test_codegen_util.h"

using namespace gfxsim;
using codegen::MInst;
using codegen::MOp;
using codegen::RegClass;

namespace {

MOp s(unsigned i, unsigned n = 1, bool def = false) { return MOp::physGpr(RegClass::SGPR, i, n, def); }
MOp v(unsigned i, unsigned n = 1, bool def = false) { return MOp::physGpr(RegClass::VGPR, i, n, def); }
MInst I(const char* op, std::vector<MOp> ops, bool branch = false) {
  MInst m;
  m.op = op;
  m.ops = std::move(ops);
  m.branch = branch;
  return m;
}

// The mnemonics (s_nop with its count) after hazard recognition.
std::vector<std::string> fix(const char* target, bool wave64, std::vector<MInst> code) {
  codegen::MFunction mf;
  mf.blocks.push_back({0, std::move(code)});
  codegen::Subtarget st(test::CgTarget{target, wave64}.id());
  codegen::fixHazards(mf, st);
  std::vector<std::string> out;
  for (const MInst& m : mf.blocks[0].insts)
    out.push_back(m.op == "s_nop" ? "s_nop " + std::to_string(m.ops[0].imm) : m.op);
  return out;
}
using L = std::vector<std::string>;

}  // namespace

TEST_CASE("hazards 1 (GFX9): VALU writes an SGPR, VMEM reads it: 5 wait states") {
  auto code = [](int between) {
    std::vector<MInst> c{I("v_readlane_b32", {s(4, 1, true), v(3), MOp::immediate(0)})};
    for (int i = 0; i < between; ++i) c.push_back(I("v_mov_b32_e32", {v(5, 1, true), v(6)}));
    c.push_back(I("buffer_load_dword", {v(1, 1, true), MOp::raw("off"), s(0, 4), s(4)}));
    return c;
  };
  CHECK(fix("gfx900", true, code(0)) == L{"v_readlane_b32", "s_nop 4", "buffer_load_dword"});
  CHECK(fix("gfx90a", true, code(2)) == L{"v_readlane_b32", "v_mov_b32_e32", "v_mov_b32_e32", "s_nop 2", "buffer_load_dword"});
  CHECK(fix("gfx900", true, code(5)).size() == 7);  // far enough: nothing added
  CHECK(fix("gfx1030", false, code(0)) == L{"v_readlane_b32", "buffer_load_dword"});  // not a GFX10 hazard
}

TEST_CASE("hazards 2: a VCC write before v_div_fmas: 4 wait states on every target") {
  for (const auto& t : test::codegenTargets()) {
    codegen::Subtarget st(t.id());
    std::vector<MInst> c{I("s_mov_b64", {MOp::phys(st.vcc(), true), s(6, 2)}),
                         I("v_div_fmas_f32", {v(0, 1, true), v(1), v(2), v(3)})};
    c[1].ops.push_back(MOp::phys(st.vcc()));
    c[1].ops.back().implicit = true;
    CHECK(fix(t.name, t.wave64, c) == L{"s_mov_b64", "s_nop 3", "v_div_fmas_f32"});
  }
}

TEST_CASE("hazards 3 (GFX9): VALU writes an SGPR used as a lane select: 4 wait states") {
  std::vector<MInst> c{I("v_cmp_eq_u32_e64", {s(8, 2, true), v(0), v(1)}),
                       I("v_readlane_b32", {s(10, 1, true), v(2), s(8)})};
  CHECK(fix("gfx900", true, c) == L{"v_cmp_eq_u32_e64", "s_nop 3", "v_readlane_b32"});
  // A constant lane select (the SGPR spill code) needs nothing.
  c[1].ops[2] = MOp::immediate(3);
  CHECK(fix("gfx900", true, c) == L{"v_cmp_eq_u32_e64", "v_readlane_b32"});
}

TEST_CASE("hazards 4 (GFX10): VMEM reads an SGPR, SALU writes it: s_waitcnt_depctr unless a VALU is between") {
  std::vector<MInst> c{I("global_load_dword", {v(1, 1, true), v(2, 2), s(4, 2)}), I("s_mov_b32", {s(5, 1, true), MOp::immediate(0)})};
  CHECK(fix("gfx1030", false, c) == L{"global_load_dword", "s_waitcnt_depctr", "s_mov_b32"});
  c.insert(c.begin() + 1, I("v_mov_b32_e32", {v(7, 1, true), v(8)}));
  CHECK(fix("gfx1030", true, c) == L{"global_load_dword", "v_mov_b32_e32", "s_mov_b32"});
  CHECK(fix("gfx900", true, {c[0], c[2]}) == L{"global_load_dword", "s_mov_b32"});
}

TEST_CASE("hazards 5 (GFX10): SMEM reads an SGPR, VALU writes it: s_mov_b32 null, 0 unless an SALU or lgkmcnt(0) is between") {
  std::vector<MInst> c{I("s_load_dword", {s(6, 1, true), s(4, 2), MOp::immediate(0)}),
                       I("v_cmp_gt_u32_e64", {s(4, 1, true), v(0), v(1)})};
  CHECK(fix("gfx1030", false, c) == L{"s_load_dword", "s_mov_b32", "v_cmp_gt_u32_e64"});
  std::vector<MInst> salu{c[0], I("s_add_u32", {s(9, 1, true), s(10), s(11)}), c[1]};
  CHECK(fix("gfx1030", false, salu) == L{"s_load_dword", "s_add_u32", "v_cmp_gt_u32_e64"});
  std::vector<MInst> waited{c[0], I("s_waitcnt", {MOp::raw("lgkmcnt(0)")}), c[1]};
  CHECK(fix("gfx1030", false, waited) == L{"s_load_dword", "s_waitcnt", "v_cmp_gt_u32_e64"});
  std::vector<MInst> vmWait{c[0], I("s_waitcnt", {MOp::raw("vmcnt(0)")}), c[1]};
  CHECK(fix("gfx1030", false, vmWait) == L{"s_load_dword", "s_waitcnt", "s_mov_b32", "v_cmp_gt_u32_e64"});
  CHECK(fix("gfx90a", true, c) == L{"s_load_dword", "v_cmp_gt_u32_e64"});
}

TEST_CASE("hazards 6 (GFX10): LDS and VMEM accesses with a branch between: s_waitcnt_vscnt null, 0") {
  MInst ds = I("ds_write_b32", {v(0), v(1)});
  MInst st = I("global_store_dword", {v(2, 2), v(1), MOp::raw("off")});
  MInst br = I("s_cbranch_execz", {MOp::label(1)}, true);
  CHECK(fix("gfx1030", false, {ds, br, st}) == L{"ds_write_b32", "s_cbranch_execz", "s_waitcnt_vscnt", "global_store_dword"});
  CHECK(fix("gfx1030", true, {st, br, ds}) == L{"global_store_dword", "s_cbranch_execz", "s_waitcnt_vscnt", "ds_write_b32"});
  CHECK(fix("gfx1030", false, {ds, st}) == L{"ds_write_b32", "global_store_dword"});     // no branch between
  CHECK(fix("gfx1030", false, {ds, br, ds}) == L{"ds_write_b32", "s_cbranch_execz", "ds_write_b32"});  // same kind
  MInst wait = I("s_waitcnt_vscnt", {MOp::raw("null"), MOp::immediate(0, true)});
  CHECK(fix("gfx1030", false, {ds, br, wait, st}) == L{"ds_write_b32", "s_cbranch_execz", "s_waitcnt_vscnt", "global_store_dword"});
  CHECK(fix("gfx900", true, {ds, br, st}) == L{"ds_write_b32", "s_cbranch_execz", "global_store_dword"});
}
