// The back end's hazard recognizer (compiler/codegen/hazards.cpp) on machine-IR sequences:
// each rule of its header inserts exactly the wait states (or the GFX10 mitigation) the
// source table asks for, counts the instructions already between, and leaves the other
// targets' code alone.
#include <doctest/doctest.h>

#include "codegen/hazards.h"
#include "codegen/mir.h"
#include "codegen/subtarget.h"
#include "isa/description.h"
#include "support/codegen_util.h"

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

// A wait to zero on one counter, as the memory legalizer and the waitcnt pass emit it: the
// counters it drains are in MInst::waits (the target's ISA description's indices).
MInst waitZero(const char* isaName, const char* op, std::vector<MOp> ops, const char* counter) {
  MInst m = I(op, std::move(ops));
  m.waits = static_cast<isa::CounterMask>(1u << isa::description(isaName).counterIndex(counter));
  return m;
}

// The mnemonics (s_nop with its count) after hazard recognition.
std::vector<std::string> fix(const char* target, bool wave64, std::vector<MInst> code) {
  codegen::MFunction mf;
  mf.blocks.push_back({0, std::move(code)});
  mf.blocks.push_back({1, {}});  // the target of the branches in the sequences
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
  std::vector<MInst> waited{c[0], waitZero("gfx10", "s_waitcnt", {MOp::raw("lgkmcnt(0)")}, "lgkmcnt"), c[1]};
  CHECK(fix("gfx1030", false, waited) == L{"s_load_dword", "s_waitcnt", "v_cmp_gt_u32_e64"});
  std::vector<MInst> vmWait{c[0], waitZero("gfx10", "s_waitcnt", {MOp::raw("vmcnt(0)")}, "vmcnt"), c[1]};
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
  MInst wait = waitZero("gfx10", "s_waitcnt_vscnt", {MOp::raw("null"), MOp::immediate(0, true)}, "vscnt");
  CHECK(fix("gfx1030", false, {ds, br, wait, st}) == L{"ds_write_b32", "s_cbranch_execz", "s_waitcnt_vscnt", "global_store_dword"});
  CHECK(fix("gfx900", true, {ds, br, st}) == L{"ds_write_b32", "s_cbranch_execz", "global_store_dword"});
}

namespace {
// Like fix(), over several blocks (labels 0, 1, ... in order): the mnemonics of each.
std::vector<L> fixBlocks(const char* target, bool wave64, std::vector<std::vector<MInst>> blocks) {
  codegen::MFunction mf;
  for (size_t b = 0; b < blocks.size(); ++b) mf.blocks.push_back({static_cast<uint32_t>(b), std::move(blocks[b])});
  codegen::Subtarget st(test::CgTarget{target, wave64}.id());
  codegen::fixHazards(mf, st);
  std::vector<L> out;
  for (const auto& b : mf.blocks) {
    out.emplace_back();
    for (const MInst& m : b.insts)
      out.back().push_back(m.op == "s_waitcnt_depctr" ? "depctr " + std::to_string(m.ops[0].imm) : m.op);
  }
  return out;
}
}  // namespace

TEST_CASE("hazards 7 (GFX11): a transcendental's result read within 5 VALUs: s_waitcnt_depctr va_vdst(0)") {
  auto code = [](int valusBetween, bool vmemBetween) {
    std::vector<MInst> c{I("v_rcp_f32_e64", {v(1, 1, true), v(2)})};
    for (int i = 0; i < valusBetween; ++i) c.push_back(I("v_mov_b32_e32", {v(5, 1, true), v(6)}));
    if (vmemBetween) c.push_back(I("global_load_dword", {v(7, 1, true), v(8, 2), MOp::raw("off")}));
    c.push_back(I("v_add_f32_e64", {v(3, 1, true), v(1), v(4)}));
    return c;
  };
  const std::string wait = "depctr " + std::to_string(0x0fff);
  for (bool w64 : {false, true}) {
    CHECK(fixBlocks("gfx1100", w64, {code(0, false)})[0] == L{"v_rcp_f32_e64", wait, "v_add_f32_e64"});
    CHECK(fixBlocks("gfx1100", w64, {code(5, false)})[0].size() == 8);  // 5 VALUs between: still a hazard
    CHECK(fixBlocks("gfx1100", w64, {code(6, false)})[0].size() == 8);  // 6: expired
    CHECK(fixBlocks("gfx1100", w64, {code(0, true)})[0].size() == 3);   // a VMEM access ends it
  }
  CHECK(fixBlocks("gfx1030", false, {code(0, false)})[0].size() == 2);  // not a GFX10 hazard
  // Found over the CFG: the branch skips the block whose VALUs would have expired it.
  std::vector<MInst> b0{I("v_rcp_f32_e64", {v(1, 1, true), v(2)}), I("s_cbranch_execz", {MOp::label(2)}, true)};
  b0.back().conditional = true;
  std::vector<MInst> b1(6, I("v_mov_b32_e32", {v(5, 1, true), v(6)}));
  std::vector<MInst> b2{I("v_add_f32_e64", {v(3, 1, true), v(1), v(4)})};
  CHECK(fixBlocks("gfx1100", false, {b0, b1, b2})[2] == L{wait, "v_add_f32_e64"});
}

TEST_CASE("hazards 8 (GFX11 wave64): VGPR sources written around an SALU EXEC write: s_waitcnt_depctr va_vdst(0)") {
  std::vector<MInst> c{I("v_mov_b32_e32", {v(1, 1, true), v(9)}), I("s_mov_b64", {MOp::phys("exec", true), s(4, 2)}),
                       I("v_mov_b32_e32", {v(2, 1, true), v(9)}), I("v_add_nc_u32_e64", {v(3, 1, true), v(1), v(2)})};
  const std::string wait = "depctr " + std::to_string(0x0fff);
  CHECK(fixBlocks("gfx1100", true, {c})[0] == L{"v_mov_b32_e32", "s_mov_b64", "v_mov_b32_e32", wait, "v_add_nc_u32_e64"});
  c[1] = I("s_mov_b32", {MOp::phys("exec_lo", true), s(4)});
  CHECK(fixBlocks("gfx1100", false, {c})[0].size() == 4);  // wave32: no hazard
  std::vector<MInst> noExec{c[0], I("s_mov_b64", {s(6, 2, true), s(4, 2)}), c[2], c[3]};
  CHECK(fixBlocks("gfx1100", true, {noExec})[0].size() == 4);
}

TEST_CASE("hazards 9 (GFX11 wave64): an SALU writes an SGPR a VALU read as a lane mask: s_waitcnt_depctr sa_sdst(0) after it") {
  std::vector<MInst> c{I("v_cndmask_b32_e64", {v(1, 1, true), v(2), v(3), s(4, 2)}), I("s_mov_b64", {s(4, 2, true), s(8, 2)})};
  const std::string wait = "depctr " + std::to_string(0xfffe);
  CHECK(fixBlocks("gfx1100", true, {c})[0] == L{"v_cndmask_b32_e64", "s_mov_b64", wait});
  // A VALU reading another SGPR between ends the hazard; wave32 and other SGPRs have none.
  std::vector<MInst> between{c[0], I("v_add_nc_u32_e64", {v(5, 1, true), v(6), s(10)}), c[1]};
  CHECK(fixBlocks("gfx1100", true, {between})[0].size() == 3);
  CHECK(fixBlocks("gfx1100", false, {{I("v_cndmask_b32_e64", {v(1, 1, true), v(2), v(3), s(4)}),
                                      I("s_mov_b32", {s(4, 1, true), s(8)})}})[0].size() == 2);
  CHECK(fixBlocks("gfx1100", true, {{c[0], I("s_mov_b64", {s(6, 2, true), s(8, 2)})}})[0].size() == 2);
  CHECK(fixBlocks("gfx1030", true, {c})[0].size() == 2);
}

TEST_CASE("hazards 11 (gfx90a/gfx942): MFMA results, sources and overwrites wait LLVM's wait states by passes") {
  // The constants of LLVM GCNHazardRecognizer's checkMAIHazards90A / checkMAIVALUHazards:
  // SMFMA 4x4 (2 passes) 5, 16x16 (8) 11, 32x32 (16) 19 for a VALU or memory read or a VALU
  // write of the result; 1/7/15 for a VALU write of a C the MFMA is still reading; DGEMM
  // 16x16: 11 for a VALU read, 18 for a memory read; 2 for a VALU write the MFMA reads.
  auto mfma = [](const char* op, unsigned d, unsigned dn, unsigned a, unsigned an, unsigned c) {
    return I(op, {v(d, dn, true), v(a, an), v(a + an, an), v(c, dn)});
  };
  const char* f32_32 = "v_mfma_f32_32x32x2f32";
  CHECK(fix("gfx90a", true, {mfma(f32_32, 0, 16, 40, 1, 16), I("v_mov_b32_e32", {v(50, 1, true), v(3)})}) ==
        L{f32_32, "s_nop 7", "s_nop 7", "s_nop 2", "v_mov_b32_e32"});
  CHECK(fix("gfx90a", true, {mfma(f32_32, 0, 16, 40, 1, 16), I("v_mov_b32_e32", {v(50, 1, true), v(30)})}) ==
        L{f32_32, "v_mov_b32_e32"});  // neither reads D nor writes C: nothing
  CHECK(fix("gfx90a", true, {mfma(f32_32, 0, 16, 40, 1, 16), I("v_mov_b32_e32", {v(20, 1, true), v(30)})}) ==
        L{f32_32, "s_nop 7", "s_nop 6", "v_mov_b32_e32"});  // WAR on C (v[16:31]): 15
  CHECK(fix("gfx90a", true, {mfma("v_mfma_f32_16x16x16f16", 0, 4, 40, 2, 8), I("global_store_dword", {v(44, 2), v(2), MOp::raw("off")})}) ==
        L{"v_mfma_f32_16x16x16f16", "s_nop 7", "s_nop 2", "global_store_dword"});
  CHECK(fix("gfx90a", true, {mfma("v_mfma_f32_4x4x1f32", 0, 4, 40, 1, 8), I("v_mov_b32_e32", {v(1, 1, true), v(30)})}) ==
        L{"v_mfma_f32_4x4x1f32", "s_nop 4", "v_mov_b32_e32"});  // WAW: 5
  CHECK(fix("gfx90a", true, {mfma("v_mfma_f64_16x16x4f64", 0, 8, 40, 2, 8), I("v_mov_b32_e32", {v(50, 1, true), v(7)})}) ==
        L{"v_mfma_f64_16x16x4f64", "s_nop 7", "s_nop 2", "v_mov_b32_e32"});
  CHECK(fix("gfx90a", true, {mfma("v_mfma_f64_16x16x4f64", 0, 8, 40, 2, 8), I("global_store_dword", {v(44, 2), v(7), MOp::raw("off")})}) ==
        L{"v_mfma_f64_16x16x4f64", "s_nop 7", "s_nop 7", "s_nop 1", "global_store_dword"});
  // A VALU write of an MFMA source: 2; the result of a 32x32 MFMA as the next one's A: 19.
  CHECK(fix("gfx90a", true, {I("v_mov_b32_e32", {v(40, 1, true), v(3)}), mfma(f32_32, 0, 16, 40, 1, 16)}) ==
        L{"v_mov_b32_e32", "s_nop 1", f32_32});
  CHECK(fix("gfx90a", true, {mfma(f32_32, 0, 16, 40, 1, 16), mfma(f32_32, 48, 16, 0, 1, 64)}) ==
        L{f32_32, "s_nop 7", "s_nop 7", "s_nop 2", f32_32});
  // gfx90a: a DGEMM between a VALU write and a memory read of the VGPR: 2 (1 covered by the DGEMM).
  CHECK(fix("gfx90a", true, {I("v_mov_b32_e32", {v(30, 1, true), v(3)}), mfma("v_mfma_f64_4x4x4f64", 0, 2, 40, 2, 8),
                             I("global_store_dword", {v(44, 2), v(30), MOp::raw("off")})}) ==
        L{"v_mov_b32_e32", "v_mfma_f64_4x4x4f64", "s_nop 0", "global_store_dword"});
  // gfx942's 32x32 (16 passes, XDL): 16 + 3.
  CHECK(fix("gfx942", true, {mfma("v_mfma_f32_32x32x2_f32", 0, 16, 40, 1, 16), I("v_mov_b32_e32", {v(50, 1, true), v(3)})}) ==
        L{"v_mfma_f32_32x32x2_f32", "s_nop 7", "s_nop 7", "s_nop 2", "v_mov_b32_e32"});
  // gfx942's 32x32x8 f16 takes 8 passes (the row's cycles=32; LLVM's gfx940 scheduling model):
  // 8 + 3, where gfx90a's 16-pass one needs 19; its 16x16x16 f16, 4 passes: 4 + 3.
  CHECK(fix("gfx942", true, {mfma("v_mfma_f32_32x32x8_f16", 0, 16, 40, 2, 16), I("v_mov_b32_e32", {v(50, 1, true), v(3)})}) ==
        L{"v_mfma_f32_32x32x8_f16", "s_nop 7", "s_nop 2", "v_mov_b32_e32"});
  CHECK(fix("gfx942", true, {mfma("v_mfma_f32_16x16x16_f16", 0, 4, 40, 2, 8), I("v_mov_b32_e32", {v(50, 1, true), v(3)})}) ==
        L{"v_mfma_f32_16x16x16_f16", "s_nop 6", "v_mov_b32_e32"});
}

TEST_CASE("hazards 11 (gfx942): SMFMAC reads its index like A and B and accumulates in D, as llc-19 waits") {
  // The wait states llc-19's post-RA hazard recognizer inserts for gfx942 between these pairs
  // (MIR with physical registers, -run-pass=post-RA-hazard-rec): v_smfmac_f32_16x16x32_f16
  // takes 4 passes, v_smfmac_f32_32x32x16_f16 8 (both XDL).
  const char* sm16 = "v_smfmac_f32_16x16x32_f16";
  const char* sm32 = "v_smfmac_f32_32x32x16_f16";
  auto smfmac = [](const char* op, unsigned d, unsigned dn, unsigned a, unsigned b, unsigned idx) {
    MOp dst = v(d, dn, true);
    dst.use = true;  // the accumulator
    return I(op, {dst, v(a, 2), v(b, 4), v(idx)});
  };
  auto mov = [](unsigned d, unsigned src) { return I("v_mov_b32_e32", {v(d, 1, true), v(src)}); };
  // An SMFMAC result as the next one's index: passes + 3 (7, 11), as for A and B.
  CHECK(fix("gfx942", true, {smfmac(sm16, 4, 4, 8, 0, 11), smfmac(sm16, 40, 4, 8, 0, 4)}) == L{sm16, "s_nop 6", sm16});
  CHECK(fix("gfx942", true, {smfmac(sm32, 16, 16, 8, 0, 11), smfmac(sm16, 40, 4, 8, 0, 16)}) == L{sm32, "s_nop 7", "s_nop 2", sm16});
  CHECK(fix("gfx942", true, {smfmac(sm16, 4, 4, 8, 0, 11), smfmac(sm16, 40, 4, 4, 0, 11)}) == L{sm16, "s_nop 6", sm16});  // as A
  // ... as part of the next one's accumulator: the C rule, passes + 1.
  CHECK(fix("gfx942", true, {smfmac(sm16, 4, 4, 10, 0, 12), smfmac(sm16, 6, 4, 40, 0, 12)}) == L{sm16, "s_nop 4", sm16});
  // A dense MFMA's result as the index: 4 + 3.
  CHECK(fix("gfx942", true, {I("v_mfma_f32_16x16x16_f16", {v(4, 4, true), v(8, 2), v(12, 2), v(4, 4)}), smfmac(sm16, 40, 4, 8, 0, 4)}) ==
        L{"v_mfma_f32_16x16x16_f16", "s_nop 6", sm16});
  // A VALU write of the index or of the accumulator: 2.
  CHECK(fix("gfx942", true, {mov(11, 50), smfmac(sm16, 4, 4, 8, 0, 11)}) == L{"v_mov_b32_e32", "s_nop 1", sm16});
  CHECK(fix("gfx942", true, {mov(4, 50), smfmac(sm16, 4, 4, 8, 0, 11)}) == L{"v_mov_b32_e32", "s_nop 1", sm16});
  // The result read by a VALU or a store, or overwritten by a VALU: passes + 3.
  CHECK(fix("gfx942", true, {smfmac(sm16, 4, 4, 8, 0, 11), mov(50, 4)}) == L{sm16, "s_nop 6", "v_mov_b32_e32"});
  CHECK(fix("gfx942", true, {smfmac(sm32, 16, 16, 8, 0, 11), mov(50, 16)}) == L{sm32, "s_nop 7", "s_nop 2", "v_mov_b32_e32"});
  CHECK(fix("gfx942", true, {smfmac(sm16, 4, 4, 8, 0, 11), I("global_store_dword", {v(10, 2), v(4), MOp::raw("off")})}) ==
        L{sm16, "s_nop 6", "global_store_dword"});
  CHECK(fix("gfx942", true, {smfmac(sm16, 4, 4, 8, 0, 11), mov(4, 50)}) == L{sm16, "s_nop 6", "v_mov_b32_e32"});
  // A VALU overwriting the index or A after the SMFMAC: none.
  CHECK(fix("gfx942", true, {smfmac(sm16, 4, 4, 8, 0, 11), mov(11, 50)}) == L{sm16, "v_mov_b32_e32"});
  CHECK(fix("gfx942", true, {smfmac(sm32, 16, 16, 8, 0, 11), mov(11, 50)}) == L{sm32, "v_mov_b32_e32"});
  CHECK(fix("gfx942", true, {smfmac(sm16, 4, 4, 8, 0, 11), mov(8, 50)}) == L{sm16, "v_mov_b32_e32"});
}

TEST_CASE("hazards 12 (GFX11): a WMMA reading the previous WMMA's result as A or B takes a v_nop") {
  auto wmma = [](unsigned d, unsigned a, unsigned b) {
    return I("v_wmma_f32_16x16x16_f16", {v(d, 8, true), v(a, 8), v(b, 8), v(d, 8)});
  };
  CHECK(fix("gfx1100", false, {wmma(0, 8, 16), wmma(24, 0, 16)}) == L{"v_wmma_f32_16x16x16_f16", "v_nop", "v_wmma_f32_16x16x16_f16"});
  CHECK(fix("gfx1100", false, {wmma(0, 8, 16), wmma(24, 32, 4)}) == L{"v_wmma_f32_16x16x16_f16", "v_nop", "v_wmma_f32_16x16x16_f16"});
  CHECK(fix("gfx1100", false, {wmma(0, 8, 16), wmma(0, 32, 40)}) == L{"v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16"});  // as C: none
  CHECK(fix("gfx1100", false, {wmma(0, 8, 16), I("v_mov_b32_e32", {v(50, 1, true), v(51)}), wmma(24, 0, 16)}) ==
        L{"v_wmma_f32_16x16x16_f16", "v_mov_b32_e32", "v_wmma_f32_16x16x16_f16"});  // another VALU between
}
