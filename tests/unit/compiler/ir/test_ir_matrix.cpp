// The matrix built-in table (compiler/ir/matrix.cpp), read from the ISA descriptions: one entry
// per v_mfma_/v_smfmac_/v_wmma_ row of each target (plus the `_tied` names of the 16-bit WMMA
// results), and signatures that clang-19 accepts: every entry's call, written with the table's
// types, compiles with clang-19 for that target and wave size; clang-19's own list of matrix
// built-in names (from its library) is covered, but for the targets gfxsim does not have (gfx12,
// gfx908-only).
#include <doctest/doctest.h>

#include <fstream>
#include <set>
#include <tuple>
#include <string>

#include "ir/matrix.h"
#include "isa/description.h"
#include "support/test_util.h"

using namespace gfxsim;

namespace {

const char* elemName(ir::MatrixElem e) {
  switch (e) {
    case ir::MatrixElem::F16: return "half";
    case ir::MatrixElem::BF16: return "short";
    case ir::MatrixElem::F32: return "float";
    case ir::MatrixElem::F64: return "double";
    case ir::MatrixElem::I32: return "int";
    case ir::MatrixElem::I64: return "long";
  }
  return "?";
}

std::string typeOf(const ir::MatrixArg& a) {
  return a.lanes == 1 ? elemName(a.elem) : std::string(elemName(a.elem)) + "x" + std::to_string(a.lanes);
}

// A function calling every entry of a table with the entry's types.
std::string callsOf(const std::vector<ir::MatrixOp>& ops) {
  std::set<std::string> types;
  std::string body;
  int n = 0;
  for (const ir::MatrixOp& op : ops) {
    for (const ir::MatrixArg* a : {&op.a, &op.b, &op.cd}) types.insert(typeOf(*a) + " " + std::to_string(a->lanes) + " " + elemName(a->elem));
    std::string f = "f" + std::to_string(n++);
    std::string args;
    if (op.sparse) args = "a, b, *c, 1, 0, 0";  // the index, cbsz, abid
    else if (op.kind == ir::MatrixKind::Mfma) args = "a, b, *c, 0, 0, 0";
    else if (op.cd.elem == ir::MatrixElem::F32) args = "a, b, *c";
    else if (op.cd.elem == ir::MatrixElem::I32) args = "1, a, 0, b, *c, 1";
    else args = "a, b, *c, 1";
    body += "void " + f + "(" + typeOf(op.a) + " a, " + typeOf(op.b) + " b, " + typeOf(op.cd) + "* c) { *c = " + op.builtin + "(" + args + "); }\n";
  }
  std::string head = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  for (const std::string& t : types) {
    std::string name = t.substr(0, t.find(' '));
    std::string rest = t.substr(t.find(' ') + 1);
    std::string lanes = rest.substr(0, rest.find(' ')), elem = rest.substr(rest.find(' ') + 1);
    if (lanes != "1") head += "typedef " + elem + " " + name + " __attribute__((ext_vector_type(" + lanes + ")));\n";
  }
  return head + body;
}

}  // namespace

TEST_CASE("ir matrix: one entry per MFMA/SMFMAC/WMMA row of the target's ISA description") {
  for (const auto& [target, isa, wave] : {std::tuple{"gfx90a", "gfx90a", 64u}, std::tuple{"gfx942", "gfx942", 64u},
                                          std::tuple{"gfx1100", "gfx11", 32u}, std::tuple{"gfx1100", "gfx11", 64u}}) {
    CAPTURE(target);
    CAPTURE(wave);
    std::set<std::string> rows;
    for (const auto& r : isa::description(isa).insts)
      if (r->mnemonic.rfind("v_mfma_", 0) == 0 || r->mnemonic.rfind("v_smfmac_", 0) == 0 || r->mnemonic.rfind("v_wmma_", 0) == 0)
        rows.insert(r->mnemonic);
    std::set<std::string> entries;
    unsigned tied = 0, sparse = 0;
    for (const ir::MatrixOp& op : ir::matrixOps(target, wave)) {
      entries.insert(op.mnemonic);
      tied += op.builtin.find("_tied_") != std::string::npos;
      CHECK(op.sparse == (op.mnemonic.rfind("v_smfmac_", 0) == 0));
      CHECK(op.sparse == (op.builtin.rfind("__builtin_amdgcn_smfmac_", 0) == 0));
      sparse += op.sparse;
      // SMFMAC: A holds half of B's K values (clang-19: half4/short4/int2 with half8/short8/int4).
      if (op.sparse) CHECK(op.a.dwords * 2 == op.b.dwords);
      CHECK(ir::findMatrixOp(target, wave, op.builtin) >= 0);
      // The tuples are the rows' register widths: D as wide as C, the passes of the shape.
      CHECK(op.cd.dwords * 32 == op.cd.lanes * ir::matrixElemBits(op.cd.elem));
      if (op.kind == ir::MatrixKind::Mfma) CHECK(op.passes >= 2);
    }
    CHECK(rows == entries);
    CHECK(tied == (std::string(target) == "gfx1100" ? 2u : 0u));
    CHECK(sparse == (std::string(target) == "gfx942" ? 14u : 0u));
  }
  CHECK(ir::matrixOps("gfx90a", 64).size() == 27);
  CHECK(ir::matrixOps("gfx900", 64).empty());
  CHECK(ir::matrixOps("gfx1030", 32).empty());
}

TEST_CASE("ir matrix: the modifiers pack and unpack") {
  ir::MatrixMods m;
  m.cbsz = 5, m.abid = 11, m.blgp = 6, m.signA = true, m.clamp = true;
  uint64_t imm = ir::packMatrix(17, m);
  CHECK(ir::matrixIndex(imm) == 17);
  ir::MatrixMods u = ir::matrixMods(imm);
  CHECK(u.cbsz == 5);
  CHECK(u.abid == 11);
  CHECK(u.blgp == 6);
  CHECK(u.signA);
  CHECK(!u.signB);
  CHECK(u.clamp);
  CHECK(!u.opselHi);
}

TEST_CASE("ir matrix: clang-19 accepts every entry's call with the table's types, and has no other gfx90a/gfx942/gfx11 name (live)") {
  if (!test::haveTool("clang-19")) {
    MESSAGE("clang-19 not installed: live tier skipped");
    return;
  }
  std::set<std::string> ours;
  for (const auto& [target, wave] : {std::pair{"gfx90a", 64u}, std::pair{"gfx942", 64u}, std::pair{"gfx1100", 32u}, std::pair{"gfx1100", 64u}}) {
    CAPTURE(target);
    CAPTURE(wave);
    const auto& ops = ir::matrixOps(target, wave);
    for (const auto& op : ops) ours.insert(op.builtin);
    std::string file = test::tempPath(std::string("matrix_") + target + "_" + std::to_string(wave) + ".cl");
    std::ofstream(file) << callsOf(ops);
    std::string log;
    int rc = test::runCommand(std::string("clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -mcpu=") + target +
                                  (wave == 64 && std::string(target) == "gfx1100" ? " -mwavefrontsize64" : "") +
                                  " -S -emit-llvm -o /dev/null " + file + " 2>&1",
                              &log);
    CHECK_MESSAGE(rc == 0, log);
  }
  // clang-19's names, from its library's strings.
  std::string names;
  int rc = test::runCommand(
      "strings /usr/lib/llvm-19/lib/libclang-cpp.so.19* | grep -oE '__builtin_amdgcn_(mfma|smfmac|wmma)_[a-z0-9_]+' | sort -u", &names);
  if (rc != 0 || names.empty()) {
    MESSAGE("clang-19's library not found: the name list is not checked");
    return;
  }
  size_t p = 0;
  unsigned seen = 0;
  while (p < names.size()) {
    size_t e = names.find('\n', p);
    if (e == std::string::npos) e = names.size();
    std::string n = names.substr(p, e - p);
    p = e + 1;
    if (n.empty() || n.ends_with("_gfx12")) continue;  // gfx12's WMMAs
    ++seen;
    CHECK_MESSAGE(ours.count(n), n << " (a clang-19 built-in) is in no gfxsim target's table");
  }
  CHECK(seen >= 40);
}
