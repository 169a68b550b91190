// gfx90a and gfx942 matrix fused multiply-add (v_mfma_*, gfx942's sparse v_smfmac_*) in the
// functional simulator. Two kinds of kernels: assembly kernels made here for every MFMA row of
// gfx90a.isa and every new MFMA/SMFMAC row of gfx942.isa (A/B in VGPRs or
// AGPRs, C/D in AGPRs or VGPRs, C an inline constant, CBSZ/ABID/BLGP), which load register
// images the host packed and store D's registers; and clang-19's builds of OpenCL kernels
// calling the MFMA builtins (tests/golden/mfma), which gather their operands from logical
// matrices themselves, plus a tiled GEMM. D is compared with a host GEMM of the logical
// matrices under the numerics model of sim/isa/QUIRKS.md ("gfx90a matrix instructions").
//
// The host's lane layout is transcribed from the AMD Matrix Instruction Calculator's
// equations for CDNA2 (the per-shape "element to register" formulas it prints), not taken
// from the simulator's table; the shapes are parsed from the mnemonics and the operand sizes
// of the ISA description.
#include <doctest/doctest.h>

#include <bit>
#include <cctype>
#include <cmath>
#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "func/mfma.h"
#include "func/semantics.h"
#include "isa/description.h"
#include "support/func_kernel.h"
#include "support/golden_live.h"
#include "support/test_util.h"
#include "timing/gpu.h"

using namespace gfxsim;
using namespace gfxsim::test::funck;

#include "support/mfma_model.h"

using namespace gfxsim::test::mfma;

namespace {

// ---------------------------------------------------------------------------------------
// Assembly kernels: A, B, C register images in, D's registers out.

struct Form {
  bool abAgpr = false;  // A and B in AGPRs
  bool cdAgpr = true;   // C and D in AGPRs
  bool dIsC = true;     // D is C's tuple (else a separate one)
  bool cInline = false; // C an inline constant (1.0, or 3 for i32)
  Mods mods;
};

std::string regs(char k, unsigned base, unsigned n) {
  return n == 1 ? std::string(1, k) + std::to_string(base)
                : std::string(1, k) + "[" + std::to_string(base) + ":" + std::to_string(base + n - 1) + "]";
}

std::string asmKernel(const Shape& s, const Form& f) {
  char ab = f.abAgpr ? 'a' : 'v', cd = f.cdAgpr ? 'a' : 'v';
  // A: 2 registers at most, B: 4 (SMFMAC); the sparsity index (SMFMAC's src2) in v10.
  unsigned aBase = f.abAgpr ? 64 : 4, bBase = aBase + 2, cBase = f.cdAgpr ? 0 : 32;
  unsigned dBase = f.dIsC ? cBase : (f.cdAgpr ? 32 : 64);
  std::string body = "  s_load_dwordx8 s[4:11], s[0:1], 0x0\n  s_load_dwordx2 s[12:13], s[0:1], 0x20\n"
                     "  v_lshlrev_b32_e32 v1, 2, v0\n  s_waitcnt lgkmcnt(0)\n";
  auto load = [&](char k, unsigned base, unsigned n, const char* sbase) {
    for (unsigned r = 0; r < n; ++r) {
      body += "  v_add_u32_e32 v3, " + std::to_string(r * 256) + ", v1\n";
      body += "  global_load_dword " + std::string(1, k) + std::to_string(base + r) + ", v3, " + sbase + "\n";
    }
  };
  load(ab, aBase, s.aDw(), "s[4:5]");
  load(ab, bBase, s.bDw(), "s[6:7]");
  if (!f.cInline) load(cd, cBase, s.outDw(), "s[8:9]");
  if (s.sparse) load('v', 10, 1, "s[12:13]");
  body += "  s_waitcnt vmcnt(0)\n";
  std::string c = s.sparse ? "v10" : f.cInline ? (s.out == T::I32 ? "3" : "1.0") : regs(cd, cBase, s.outDw());
  body += "  " + s.name + " " + regs(cd, dBase, s.outDw()) + ", " + regs(ab, aBase, s.aDw()) + ", " + regs(ab, bBase, s.bDw()) + ", " + c;
  if (f.mods.cbsz) body += " cbsz:" + std::to_string(f.mods.cbsz);
  if (f.mods.abid) body += " abid:" + std::to_string(f.mods.abid);
  if (f.mods.blgp) body += " blgp:" + std::to_string(f.mods.blgp);
  if (f.mods.neg)  // gfx942's f64 rows: neg:[A, B, C]
    body += " neg:[" + std::to_string(f.mods.neg & 1) + "," + std::to_string((f.mods.neg >> 1) & 1) + "," + std::to_string((f.mods.neg >> 2) & 1) + "]";
  body += "\n  s_nop 7\n  s_nop 7\n  s_nop 7\n";
  for (unsigned r = 0; r < s.outDw(); ++r) {
    body += "  v_add_u32_e32 v3, " + std::to_string(r * 256) + ", v1\n";
    body += "  global_store_dword v3, " + std::string(1, cd) + std::to_string(dBase + r) + ", s[10:11]\n";
  }
  std::string src = "  .amdgcn_target \"amdgcn-amd-amdhsa--" + s.gen + "\"\n  .amdhsa_code_object_version 5\n  .text\n"
                    "  .protected t\n  .globl t\n  .p2align 8\n  .type t,@function\nt:\n" +
                    body + "  s_endpgm\n.Lt_end:\n  .size t, .Lt_end-t\n\n  .rodata\n  .p2align 6\n  .amdhsa_kernel t\n"
                    "    .amdhsa_user_sgpr_kernarg_segment_ptr 1\n    .amdhsa_kernarg_size 40\n"
                    "    .amdhsa_next_free_vgpr 164\n    .amdhsa_accum_offset 96\n    .amdhsa_next_free_sgpr 16\n" +
                    std::string(s.gen == "gfx942" ? "" : "    .amdhsa_reserve_flat_scratch 0\n") +  // gfx942: architected flat scratch
                    "  .end_amdhsa_kernel\n\n  .amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n";
  for (unsigned n = 0; n < 5; ++n)
    src += "      - .address_space:  global\n        .offset:         " + std::to_string(8 * n) +
           "\n        .size:           8\n        .value_kind:     global_buffer\n";
  src += "    .group_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .kernarg_segment_size: 40\n"
         "    .max_flat_workgroup_size: 64\n    .name:           t\n    .private_segment_fixed_size: 0\n"
         "    .sgpr_count:     16\n    .symbol:         t.kd\n    .vgpr_count:     164\n    .wavefront_size: 64\n"
         "amdhsa.target:   amdgcn-amd-amdhsa--" + s.gen + "\namdhsa.version:\n  - 1\n  - 2\n...\n  .end_amdgpu_metadata\n";
  return src;
}

std::vector<uint64_t> runAsm(const Shape& s, const Form& f, const Mats& m) {
  std::string src = asmKernel(s, f);
  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId(s.gen, &why);
  std::vector<uint8_t> object = as::buildCodeObject(as::assemble(src, "mfma_kernel.s", o), false);
  auto aImg = packInput(s, m.a, true), bImg = packInput(s, m.b, false), cImg = packOutput(s, m.c);
  std::vector<uint32_t> idxImg(64, 0);
  if (s.sparse) {  // CBSZ != 0 selects index set 0, else ABID selects it
    unsigned sets = 32 / s.kpl();
    packSparseA(s, m, f.mods.cbsz ? 0 : f.mods.abid % sets, f.mods.cbsz * 7 + f.mods.abid + 1, aImg, idxImg);
  }
  device::LaunchRequest req;
  req.kernel = "t";
  req.geometry.grid = rt::Dim3{64, 1, 1};
  req.geometry.group = rt::Dim3{64, 1, 1};
  req.args = {bufferArg(aImg.data(), 4 * aImg.size()), bufferArg(bImg.data(), 4 * bImg.size()),
              bufferArg(cImg.data(), 4 * cImg.size()), bufferArg(nullptr, 4 * cImg.size()), bufferArg(idxImg.data(), 4 * idxImg.size())};
  device::LaunchResult r = device::launchKernel(object, "mfma_kernel.s", req);
  REQUIRE_MESSAGE(!r.dispatch.fault, (r.dispatch.fault ? r.dispatch.fault->str() : std::string()));
  std::vector<uint32_t> dImg(s.outDw() * 64);
  std::memcpy(dImg.data(), r.buffers[3].data(), 4 * dImg.size());
  return unpackOutput(s, dImg);
}

// ---------------------------------------------------------------------------------------
// clang-19's kernels (tests/golden/mfma).

std::vector<uint8_t> clangObject() {
  std::string text = test::readText(test::sourcePath("tests/golden/mfma/mfma.hsaco"));
  return std::vector<uint8_t>(text.begin(), text.end());
}


}  // namespace

TEST_CASE("func mfma: the simulator's shape table is every MFMA row of gfx90a, with the row's operand sizes") {
  auto all = gfx90aShapes();
  CHECK(all.size() == 27);
  CHECK(func::mfma::shapes().size() == all.size() + gfx942NewShapes().size());
  const auto& desc = isa::description("gfx90a");
  for (const auto& r : desc.insts) {
    if (!r->mnemonic.starts_with("v_mfma_")) continue;
    CAPTURE(r->mnemonic);
    Shape s = parseShape(*r, "gfx90a");
    const func::mfma::Shape* t = func::mfma::findShape(r->mnemonic);
    REQUIRE(t);
    bool executes = func::semanticsFor(*r) != nullptr;
    CHECK(executes);
    CHECK(t->m == s.M);
    CHECK(t->n == s.N);
    CHECK(t->k == s.K);
    CHECK(t->blocks == s.B);
    CHECK(t->kPerLane() == s.kpl());
    CHECK(t->aDwords() == isa::typeDwords(r->ops[1].type, true));
    CHECK(t->bDwords() == isa::typeDwords(r->ops[2].type, true));
    CHECK(t->outDwords() == isa::typeDwords(r->ops[0].type, true));
    CHECK(t->outDwords() == isa::typeDwords(r->ops[3].type, true));
    // The table's layout formulas agree with the calculator's per-shape equations.
    for (unsigned b = 0; b < s.B; ++b)
      for (unsigned i = 0; i < s.M; ++i)
        for (unsigned j = 0; j < s.N; ++j) {
          CHECK(t->outIndex(i, j, b) == outReg(s, i, b));
          CHECK(t->outLane(i, j, b) == outLane(s, i, j, b));
        }
    for (unsigned b = 0; b < s.B; ++b)
      for (unsigned i = 0; i < s.M; ++i)
        for (unsigned k = 0; k < s.K; ++k) CHECK(t->inLane(s.M, i, k, b) == inLane(s, s.M, i, k, b));
  }
}

TEST_CASE("func mfma: the register layout puts every element of A, B, C and D in its own lane slot") {
  for (const Shape& s : gfx90aShapes()) {
    CAPTURE(s.name);
    std::vector<int> seenA(64 * 8, 0), seenD(s.outDw() * 64, 0);
    for (unsigned b = 0; b < s.B; ++b)
      for (unsigned i = 0; i < s.M; ++i)
        for (unsigned k = 0; k < s.K; ++k) ++seenA[inLane(s, s.M, i, k, b) * 8 + inSlot(s, k)];
    for (int n : seenA) CHECK(n <= 1);
    CHECK(s.B * s.M * s.K == 64 * s.kpl());  // every lane slot holds one element
    for (unsigned b = 0; b < s.B; ++b)
      for (unsigned i = 0; i < s.M; ++i)
        for (unsigned j = 0; j < s.N; ++j) ++seenD[outReg(s, i, b) * s.outW() * 64 + outLane(s, i, j, b)];
    unsigned used = 0;
    for (int n : seenD) {
      CHECK(n <= 1);
      used += n;
    }
    CHECK(used == s.M * s.N * s.B);
  }
}

TEST_CASE("func mfma: every gfx90a MFMA row matches the host GEMM, VGPR and AGPR operand forms, CBSZ/ABID/BLGP") {
  unsigned seed = 1;
  for (const Shape& s : gfx90aShapes()) {
    CAPTURE(s.name);
    Mats m = randomMats(s, seed++);
    // A, B in VGPRs; C = D in AGPRs (what clang emits).
    Form f1;
    compare(s, runAsm(s, f1, m), reference(s, m, {}), s.name + " v/v/a=a");
    // A, B in AGPRs; C and D separate VGPR tuples; broadcast modifiers where the row has them.
    Form f2;
    f2.abAgpr = true;
    f2.cdAgpr = false;
    f2.dIsC = false;
    if (s.modifiers()) {
      unsigned maxCbsz = s.B == 16 ? 4 : s.B == 4 ? 2 : s.B == 2 ? 1 : 0;
      f2.mods.cbsz = maxCbsz ? 1 + seed % maxCbsz : 0;
      f2.mods.abid = f2.mods.cbsz ? seed % (1u << f2.mods.cbsz) : 0;
      f2.mods.blgp = 1 + seed % 7;
    }
    CAPTURE(f2.mods.cbsz);
    CAPTURE(f2.mods.abid);
    CAPTURE(f2.mods.blgp);
    compare(s, runAsm(s, f2, m), reference(s, m, f2.mods), s.name + " a/a/v->v");
    // C an inline constant, D in AGPRs.
    Form f3;
    f3.cInline = true;
    f3.dIsC = false;
    Mats mc = m;
    for (auto& c : mc.c) c = s.out == T::I32 ? 3 : s.out == T::F64 ? db(1.0) : fb(1.0f);
    compare(s, runAsm(s, f3, m), reference(s, mc, {}), s.name + " C inline");
  }
}

TEST_CASE("func mfma: every BLGP pattern and CBSZ/ABID group size on v_mfma_f32_4x4x1f32 (16 blocks)") {
  auto all = gfx90aShapes();
  const Shape& s = shapeNamed(all, "v_mfma_f32_4x4x1f32");
  Mats m = randomMats(s, 99);
  for (unsigned blgp = 0; blgp < 8; ++blgp)
    for (unsigned cbsz = 0; cbsz <= 4; ++cbsz) {
      Form f;
      f.mods = {cbsz, cbsz ? (blgp * 5 + cbsz) % (1u << cbsz) : 0, blgp};
      CAPTURE(blgp);
      CAPTURE(cbsz);
      compare(s, runAsm(s, f, m), reference(s, m, f.mods), "4x4x1f32 modifiers");
    }
}

TEST_CASE("func mfma: f16/bf16 rows flush subnormal inputs and results, f32 and f64 rows keep them") {
  auto all = gfx90aShapes();
  // 16x16x16f16: A = the smallest f16 subnormal everywhere, B = 1: the model flushes A, so D = C.
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_16x16x16f16");
    Mats m{std::vector<uint64_t>(s.M * s.K, 0x0001), std::vector<uint64_t>(s.K * s.N, 0x3c00), std::vector<uint64_t>(s.M * s.N, fb(2.0f))};
    auto d = runAsm(s, Form{}, m);
    for (uint64_t v : d) CHECK(v == fb(2.0f));
  }
  // bf16: 2^-100 * 2^-30 = 2^-130, a binary32 subnormal: flushed to +0 (C = 0).
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_32x32x8bf16_1k");
    uint64_t a = (127 - 100) << 7, b = (127 - 30) << 7;
    Mats m{std::vector<uint64_t>(s.M * s.K, a), std::vector<uint64_t>(s.K * s.N, b), std::vector<uint64_t>(s.M * s.N, 0)};
    auto d = runAsm(s, Form{}, m);
    for (uint64_t v : d) CHECK(v == 0);
  }
  // f32: the same subnormal product is kept (8 of them: 2^-127).
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_32x32x2f32");
    Mats m{std::vector<uint64_t>(s.M * s.K, fb(std::ldexp(1.0f, -100))), std::vector<uint64_t>(s.K * s.N, fb(std::ldexp(1.0f, -30))),
           std::vector<uint64_t>(s.M * s.N, 0)};
    auto d = runAsm(s, Form{}, m);
    for (uint64_t v : d) CHECK(v == fb(std::ldexp(1.0f, -129)));
  }
}

TEST_CASE("func mfma: f32 accumulation is a chain of rounded fmas, C first (the documented model)") {
  // 32x32x2f32 with C = 2^24, A[i][0] * B[0][j] = 1 and A[i][1] * B[1][j] = 1: C + 1 rounds
  // back to 2^24 (ties to even) at each step, so the chain gives 2^24, where an exact sum
  // rounded once would give 2^24 + 2.
  auto all = gfx90aShapes();
  const Shape& s = shapeNamed(all, "v_mfma_f32_32x32x2f32");
  Mats m{std::vector<uint64_t>(s.M * s.K, fb(1.0f)), std::vector<uint64_t>(s.K * s.N, fb(1.0f)),
         std::vector<uint64_t>(s.M * s.N, fb(16777216.0f))};
  auto d = runAsm(s, Form{}, m);
  for (uint64_t v : d) CHECK(v == fb(16777216.0f));
  CHECK(reference(s, m, {}) == d);
}

TEST_CASE("func mfma gfx942: the shape table has every new MFMA and SMFMAC row of gfx942, with the row's operand sizes") {
  auto all = gfx942NewShapes();
  CHECK(all.size() == 26);  // 2 xf32, 2 i8, 8 fp8/bf8, 14 SMFMAC
  const auto& desc = isa::description("gfx942");
  for (const Shape& s : all) {
    CAPTURE(s.name);
    const isa::Inst* r = nullptr;
    for (const auto& row : desc.insts)
      if (row->mnemonic == s.name) r = row.get();
    REQUIRE(r);
    const func::mfma::Shape* t = func::mfma::findShape(s.name);
    REQUIRE(t);
    bool executes = func::semanticsFor(*r) != nullptr;
    CHECK(executes);
    CHECK(t->m == s.M);
    CHECK(t->n == s.N);
    CHECK(t->k == s.K);
    CHECK(t->blocks == s.B);
    CHECK(t->sparse == s.sparse);
    CHECK(t->kPerLane() == s.kpl());
    CHECK(t->aDwords() == isa::typeDwords(r->ops[1].type, true));
    CHECK(t->bDwords() == isa::typeDwords(r->ops[2].type, true));
    CHECK(t->outDwords() == isa::typeDwords(r->ops[0].type, true));
    CHECK(s.aDw() == isa::typeDwords(r->ops[1].type, true));
    CHECK(s.bDw() == isa::typeDwords(r->ops[2].type, true));
    // The table's layout formulas agree with the calculator's equations (one block).
    for (unsigned i = 0; i < s.M; ++i)
      for (unsigned j = 0; j < s.N; ++j) {
        CHECK(t->outIndex(i, j, 0) == outReg(s, i, 0));
        CHECK(t->outLane(i, j, 0) == outLane(s, i, j, 0));
      }
    for (unsigned i = 0; i < s.M; ++i)
      for (unsigned k = 0; k < s.K; ++k) CHECK(t->inLane(s.M, i, k, 0) == inLane(s, s.M, i, k, 0));
  }
}

TEST_CASE("func mfma gfx942: every new MFMA and SMFMAC row matches the host GEMM, VGPR and AGPR forms, BLGP, index sets") {
  unsigned seed = 2000;
  for (const Shape& s : gfx942NewShapes()) {
    CAPTURE(s.name);
    Mats m = randomMats(s, seed++);
    // A, B in VGPRs; C = D in AGPRs.
    Form f1;
    compare(s, runAsm(s, f1, m), reference(s, m, {}), s.name + " v/v/a=a");
    // A, B in AGPRs; C and D in VGPRs (separate tuples for MFMA; SMFMAC's C is D). MFMA: a
    // BLGP pattern; SMFMAC: ABID picks one of the index sets (CBSZ = 0).
    Form f2;
    f2.abAgpr = true;
    f2.cdAgpr = false;
    f2.dIsC = s.sparse;
    if (s.sparse) f2.mods.abid = 1 + seed % (32 / s.kpl() - 1);
    else f2.mods.blgp = 1 + seed % 7;
    CAPTURE(f2.mods.abid);
    CAPTURE(f2.mods.blgp);
    compare(s, runAsm(s, f2, m), reference(s, m, f2.mods), s.name + " a/a/v");
    Form f3;
    if (s.sparse) {  // CBSZ != 0: index set 0 whatever ABID says
      f3.mods.cbsz = 1;
      f3.mods.abid = 1;
      compare(s, runAsm(s, f3, m), reference(s, m, {}), s.name + " cbsz:1 abid:1");
    } else {  // C an inline constant, D a separate AGPR tuple
      f3.cInline = true;
      f3.dIsC = false;
      Mats mc = m;
      for (auto& c : mc.c) c = s.out == T::I32 ? 3 : fb(1.0f);
      compare(s, runAsm(s, f3, m), reference(s, mc, {}), s.name + " C inline");
    }
  }
}

TEST_CASE("func mfma gfx942: the renamed gfx90a rows execute, f64 rows take NEG") {
  const auto& desc = isa::description("gfx942");
  auto row = [&](const char* name) {
    for (const auto& r : desc.insts)
      if (r->mnemonic == name) return parseShape(*r, "gfx942");
    FAIL("no gfx942 row " << name);
    return Shape{};
  };
  unsigned renamed = 0;
  for (const auto& r : desc.insts)
    if (r->mnemonic.starts_with("v_mfma_") && r->semantic != r->mnemonic) {
      CAPTURE(r->mnemonic);
      bool executes = func::semanticsFor(*r) != nullptr;
    CHECK(executes);
      ++renamed;
    }
  CHECK(renamed == 20);
  for (const char* name : {"v_mfma_f64_16x16x4_f64", "v_mfma_f64_4x4x4_4b_f64"})
    for (unsigned neg : {0u, 1u, 2u, 5u, 7u}) {
      Shape s = row(name);
      CAPTURE(name);
      CAPTURE(neg);
      Mats m = randomMats(s, 300 + neg);
      Form f;
      f.mods.neg = neg;
      compare(s, runAsm(s, f, m), reference(s, m, f.mods), s.name + " neg");
    }
  for (const char* name : {"v_mfma_f32_32x32x8_f16", "v_mfma_f32_4x4x4_16b_bf16", "v_mfma_i32_16x16x4_4b_i8"}) {
    Shape s = row(name);
    CAPTURE(name);
    Mats m = randomMats(s, 400);
    Form f;
    f.mods.blgp = 3;
    compare(s, runAsm(s, f, m), reference(s, m, f.mods), s.name);
  }
}

TEST_CASE("func mfma gfx942: fp8 and bf8 inputs decode exactly, subnormals kept, xf32 drops the low 13 fraction bits") {
  auto all = gfx942NewShapes();
  // 16x16x32 fp8: A = the smallest fp8 subnormal (2^-10) in column 0 only, B = 1.0 (0x40):
  // D[i][j] = C + 2^-10 exactly.
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_16x16x32_fp8_fp8");
    Mats m{std::vector<uint64_t>(s.M * s.K, 0), std::vector<uint64_t>(s.K * s.N, 0x40), std::vector<uint64_t>(s.M * s.N, fb(1.0f)), {}};
    for (unsigned i = 0; i < s.M; ++i) m.a[i * s.K] = 0x01;
    for (uint64_t v : runAsm(s, Form{}, m)) CHECK(v == fb(1.0f + std::ldexp(1.0f, -10)));
  }
  // bf8 largest finite (0x7f = 57344) times fp8 largest finite (0x7f = 240), K = 32 times:
  // 32 * 57344 * 240 = 440401920, exact in binary32.
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_16x16x32_bf8_fp8");
    Mats m{std::vector<uint64_t>(s.M * s.K, 0x7f), std::vector<uint64_t>(s.K * s.N, 0x7f), std::vector<uint64_t>(s.M * s.N, 0), {}};
    for (uint64_t v : runAsm(s, Form{}, m)) CHECK(v == fb(440401920.0f));
  }
  // xf32: A = 1 + 2^-23 (dropped) + 2^-10 (kept), B = 1: D = C + K * (1 + 2^-10).
  {
    const Shape& s = shapeNamed(all, "v_mfma_f32_16x16x8_xf32");
    Mats m{std::vector<uint64_t>(s.M * s.K, fb(1.0f) | 0x2001u), std::vector<uint64_t>(s.K * s.N, fb(1.0f)), std::vector<uint64_t>(s.M * s.N, 0), {}};
    for (uint64_t v : runAsm(s, Form{}, m)) CHECK(v == fb(8.0f * (1.0f + std::ldexp(1.0f, -10))));
  }
}

TEST_CASE("func mfma: clang-19's MFMA builtin kernels match the host GEMM") { checkBuiltinKernels(clangObject(), "mfma.hsaco"); }

// Functional mode, and timing mode on the MI300X config (configs/gfx942.ini): the same bits.
TEST_CASE("func mfma gfx942: clang-19's gfx942 MFMA and SMFMAC builtin kernels match the host GEMM, functional and timing") {
  std::string text = test::readText(test::sourcePath("tests/golden/mfma942/mfma942.hsaco"));
  std::vector<uint8_t> obj(text.begin(), text.end());
  checkBuiltinKernels942(obj, "mfma942.hsaco");
  INFO("timing mode");
  timing::GpuConfig gpu = timing::loadGpuConfig(test::sourcePath("configs/gfx942.ini"));
  std::optional<timing::TimingEngine> engine;
  checkBuiltinKernels942(obj, "mfma942.hsaco", [&](device::LaunchRequest& req) {
    req.runtime = gpu.agent.runtimeConfig();
    engine.emplace(gpu);
    req.processor = &*engine;
  });
}

TEST_CASE("func mfma: clang-19's tiled f16 GEMM (64x64 tiles of v_mfma_f32_32x32x8f16) matches the host") {
  checkTiledGemm(clangObject(), "mfma.hsaco");
}

TEST_CASE("func mfma: the checked-in MFMA code object is what clang-19 builds (live)") { test::checkGoldenLive("mfma", {"mfma"}); }

TEST_CASE("func mfma gfx942: the checked-in gfx942 MFMA code object is what clang-19 builds (live)") {
  test::checkGoldenLive("mfma942", {"mfma942"});
}
