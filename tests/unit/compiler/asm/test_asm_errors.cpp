// Bad assembly gets "file:line:col: error: reason"; no input crashes the assembler.
#include <doctest/doctest.h>

#include <random>
#include <sstream>

#include "asm/assembler.h"
#include "asm/object_emitter.h"
#include "disasm/disassembler.h"
#include "isa/description.h"
#include "support/error.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

std::string assembleError(const std::string& src, const std::string& target = "gfx900") {
  as::AsmOptions o;
  std::string why;
  o.target = *isa::parseTargetId(target, &why);
  o.target.wave64 = !o.target.info->wave32Default;
  o.targetGiven = true;
  try {
    auto res = as::assemble(src, "t.s", o);
    (void)as::buildCodeObject(res, false);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

struct Case {
  const char* src;
  const char* where;   // "line:col" expected in the message
  const char* reason;  // a substring of the reason
};

// Each case, assembled for `target`, fails with one error line at its place, naming its reason.
template <size_t N>
void checkCases(const Case (&cases)[N], const std::string& target) {
  for (const auto& c : cases) {
    std::string msg = assembleError(std::string(c.src) + "\n", target);
    INFO("source: " << std::string(c.src) << "\n  message: " << msg);
    CHECK(msg.starts_with(c.where));
    CHECK(msg.find(": error: ") != std::string::npos);
    CHECK(msg.find(c.reason) != std::string::npos);
    CHECK(msg.find('\n') == std::string::npos);  // one line
  }
}

}  // namespace

TEST_CASE("assembler diagnostics name the place and the reason") {
  const Case cases[] = {
      {"v_bogus v0, v1", "t.s:1:1:", "unknown mnemonic 'v_bogus'"},
      {"v_fmac_f32 v0, v1, v2", "t.s:1:1:", "not supported on this GPU"},
      {"v_add_f32 v0, v1", "t.s:1:1:", "invalid operand count"},
      {"v_add_f32 v0, s[0:1], v2", "t.s:1:15:", "invalid register width"},
      {"  s_mov_b32 s0, 0x1ffffffff", "t.s:1:17:", "does not fit in 32 bits"},
      {"s_load_dword s0, s[0:1], 0x10000000", "t.s:1:26:", "21-bit signed offset"},
      {"global_load_dword v1, v[2:3], off offset:99999", "t.s:1:35:", "13-bit signed offset"},
      {"v_add_f32 v0, v1, v2 glc", "t.s:1:22:", "invalid modifier 'glc'"},
      {"s_waitcnt vmcnt(99)", "t.s:1:11:", "too large value for vmcnt"},
      {"v_mov_b32 v300, v1", "t.s:1:11:", "register index out of range"},
      {"v_mov_b32 v0 v1", "t.s:1:14:", "expected ',' or a modifier"},
      {"v_add_f32_e64 v0, 1.5, v1", "t.s:1:19:", "literal operands are not supported"},
      {"s_nop\n\nx:\nx:", "t.s:4:1:", "redefinition"},
      {"s_branch nowhere", "t.s:1:10:", "undefined symbol 'nowhere'"},
      {".p2align 100", "t.s:1:1:", "invalid alignment"},
      {"k: s_endpgm\n.amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n.end_amdhsa_kernel", "t.s:2:", "next_free_sgpr"},
      {"k: s_endpgm\n.amdhsa_kernel k\n.amdhsa_bogus 1\n.end_amdhsa_kernel", "t.s:3:", "bogus"},
      {".amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel", "t.s:1:", "no code label"},
      {".amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"", "t.s:1:16:", "does not match"},
      {".bogus_directive", "t.s:1:1:", "unknown directive"},
      {".amdgpu_metadata\n---\namdhsa.version: [ 1, 2 ]\n  bad: : indent\n.end_amdgpu_metadata", "t.s:", ""},
  };
  checkCases(cases, "gfx900");
}

TEST_CASE("gfx90a diagnostics: AGPRs, aligned tuples, DP ALU DPP") {
  const Case cases[] = {
      {"v_add_f64 v[1:2], v[2:3], v[4:5]", "t.s:1:11:", "vgpr tuples must be 64 bit aligned"},
      {"global_load_dwordx2 a[3:4], v[2:3], off", "t.s:1:21:", "vgpr tuples must be 64 bit aligned"},
      {"v_mov_b32 v1, a2", "t.s:1:15:", "AGPRs are not allowed here"},
      {"ds_write2_b32 v1, a2, v3 offset1:4", "t.s:1:23:", "all VGPR or AGPR"},
      {"v_mfma_f32_4x4x1f32 a[0:3], v1, v2, v[0:3]", "t.s:1:37:", "all VGPR or AGPR"},
      {"v_mfma_f32_4x4x1f32 a[0:3], s1, v2, a[0:3]", "t.s:1:29:", "expected a VGPR or an AGPR"},
      {"v_mfma_f32_4x4x1f32 a[0:3], v1, v2, a[0:3] cbsz:8", "t.s:1:44:", "cbsz"},
      {"v_ceil_f64_dpp v[0:1], v[2:3] quad_perm:[0,1,2,3]", "t.s:1:31:", "only row_newbcast"},
      {"v_accvgpr_write_b32 a1, 0x1234", "t.s:1:25:", "literal operands are not supported"},
      {"ds_read_b32 v1, v2 gds", "t.s:1:20:", "invalid modifier 'gds'"},
      {"v_mad_mix_f32 v1, v2, v3, v4", "t.s:1:1:", "exists on gfx9 targets, not on gfx90a"},
  };
  checkCases(cases, "gfx90a");
  // ... and the same AGPR syntax is an error on gfx900.
  CHECK(assembleError("v_accvgpr_read_b32 v1, a2\n").find("exists on gfx90a targets") != std::string::npos);
  CHECK(assembleError("global_load_dword v1, v[2:3], off scc\n").find("unexpected 'scc'") != std::string::npos);
}

TEST_CASE("gfx942 diagnostics: the f64 MFMAs' neg list, op_sel lists") {
  // llvm-mc-19 rejects these too: -x on an MFMA source, a neg bit past the three sources,
  // neg:[..] where the row takes blgp, an op_sel list longer than four.
  const Case cases[] = {
      {"v_mfma_f64_16x16x4_f64 v[0:7], -v[8:9], v[10:11], v[0:7]", "t.s:1:32:", "source modifiers are not allowed"},
      {"v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7] neg:[0,0,0,1]", "t.s:1:57:", "invalid neg operand"},
      {"v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], v[0:1] neg:[2,0,0]", "t.s:1:56:", "invalid neg value"},
      {"v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], v[0:1] blgp:1", "t.s:1:56:", "invalid modifier 'blgp'"},
      {"v_mfma_f32_16x16x4_f32 v[0:3], v8, v10, v[0:3] neg:[1,0,0]", "t.s:1:48:", "invalid modifier 'neg'"},
      {"v_cvt_sr_bf8_f32 v1, v2, v3 op_sel:[0,0,1,0,1]", "t.s:1:29:", "op_sel"},
  };
  checkCases(cases, "gfx942");
}

// MTBUF format:... (llvm-mc-19 rejects each of these; its messages: "expected a format string",
// "unsupported format", "duplicate data format", "expected a closing square bracket", "out of
// range format", "not a valid operand." for a format elsewhere than right after soffset).
TEST_CASE("MTBUF format diagnostics: names, duplicates, range, position") {
  const Case cases[] = {
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[]", "t.s:1:51:", "expected a format name"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[1]", "t.s:1:51:", "expected a format name"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_FOO]", "t.s:1:51:", "unsupported format 'BUF_FOO'"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[buf_data_format_32]", "t.s:1:51:", "unsupported format"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_FMT_32_FLOAT]", "t.s:1:51:", "unsupported format"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_DATA_FORMAT_32,BUF_DATA_FORMAT_8]", "t.s:1:70:",
       "duplicate data format"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_NUM_FORMAT_UINT,BUF_NUM_FORMAT_SINT]", "t.s:1:71:",
       "duplicate numeric format"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_DATA_FORMAT_32 BUF_NUM_FORMAT_FLOAT]", "t.s:1:70:",
       "expected a closing square bracket"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_DATA_FORMAT_32,]", "t.s:1:70:", "expected a format name"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:128", "t.s:1:43:", "out of range format"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:-1", "t.s:1:43:", "out of range format"},
      {"tbuffer_load_format_x v1, v0, s[4:7], s0 offen format:2", "t.s:1:48:", "right after the soffset operand"},
      {"tbuffer_load_format_x v1, off, s[4:7], format:2, s0", "t.s:1:40:", "right after the soffset operand"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:2 format:3", "t.s:1:52:", "duplicate modifier 'format'"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 lds", "t.s:1:", "lds"},
  };
  checkCases(cases, "gfx900");
  checkCases(cases, "gfx942");
  // gfx10/gfx11: one unified name; names of the other generation's table are unsupported.
  const Case unified[] = {
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_FMT_32_FLOAT,BUF_FMT_8_UNORM]", "t.s:1:67:",
       "expected a closing square bracket"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_FOO]", "t.s:1:51:", "unsupported format 'BUF_FOO'"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[]", "t.s:1:51:", "expected a format name"},
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:128", "t.s:1:43:", "out of range format"},
      {"tbuffer_load_format_x v1, v0, s[4:7], s0 offen format:2", "t.s:1:48:", "right after the soffset operand"},
  };
  checkCases(unified, "gfx1030");
  checkCases(unified, "gfx1100");
  const Case gfx11Only[] = {
      {"tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_FMT_10_11_11_UNORM]", "t.s:1:51:", "unsupported format"},
  };
  checkCases(gfx11Only, "gfx1100");
}

TEST_CASE("assembler survives random mutations of the corpus (deterministic fuzz)") {
  // Every mutated line must either assemble or raise gfxsim::Error; anything else
  // (another exception, a crash, a sanitizer report) fails the test.
  for (const char* name : {"gfx900", "gfx90a", "gfx1030"}) {
    std::istringstream in(test::readText(test::sourcePath(std::string("tests/asm/corpus/") + name + ".s")));
    std::vector<std::string> lines;
    for (std::string l; std::getline(in, l);)
      if (!l.empty() && l.back() != ':') lines.push_back(l);
    std::mt19937_64 rng(20261121);
    const char alphabet[] = "vsa0123456789[]:,|-+*()xfe.@_ \"\\;#!$%^&/<>=~\t";
    size_t ok = 0, rejected = 0;
    for (int i = 0; i < 6000; ++i) {
      std::string l = lines[rng() % lines.size()];
      int edits = 1 + static_cast<int>(rng() % 4);
      for (int e = 0; e < edits && !l.empty(); ++e) {
        size_t pos = rng() % l.size();
        switch (rng() % 4) {
          case 0: l[pos] = alphabet[rng() % (sizeof(alphabet) - 1)]; break;
          case 1: l.erase(pos, 1 + rng() % 3); break;
          case 2: l.insert(pos, 1, alphabet[rng() % (sizeof(alphabet) - 1)]); break;
          case 3: l.insert(pos, lines[rng() % lines.size()].substr(0, 1 + rng() % 12)); break;
        }
      }
      std::string msg;
      try {
        msg = assembleError(l + "\n", name);
      } catch (const std::exception& ex) {
        FAIL("non-gfxsim exception for '" << l << "': " << ex.what());
      }
      (msg.empty() ? ok : rejected)++;
    }
    MESSAGE(std::string(name) << ": " << ok << " mutated lines assembled, " << rejected << " rejected with a diagnostic");
  }
}

TEST_CASE("disassembler survives random words") {
  std::mt19937_64 rng(7);
  for (const char* isaName : {"gfx9", "gfx90a", "gfx10"}) {
    const auto& d = isa::description(isaName);
    for (int i = 0; i < 200000; ++i) {
      uint8_t bytes[12];
      for (auto& b : bytes) b = static_cast<uint8_t>(rng());
      size_t n = 1 + rng() % 12;
      disasm::Options o;
      o.wave64 = rng() & 1;
      auto dec = disasm::disassembleOne(d, std::span<const uint8_t>(bytes, n), o);
      REQUIRE(dec.size <= n);
      REQUIRE(!dec.text.empty());
    }
  }
}
