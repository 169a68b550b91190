// The matrix built-in table, from the ISA description rows (see matrix.h).
#include "ir/matrix.h"

#include <map>
#include <mutex>
#include <set>

#include "isa/description.h"
#include "isa/target.h"

namespace gfxsim::ir {

unsigned matrixElemBits(MatrixElem e) {
  switch (e) {
    case MatrixElem::F16: case MatrixElem::BF16: return 16;
    case MatrixElem::F32: case MatrixElem::I32: return 32;
    case MatrixElem::F64: case MatrixElem::I64: return 64;
  }
  return 32;
}

namespace {

// The element tokens of the names (the source types BuiltinsAMDGPU.def gives them). `packed`:
// 8- and 4-bit elements travel packed in integers: one integer of the register's width for
// dense MFMA (int, or long on gfx942), ints for SMFMAC (v2i, v4i) and WMMA (v4i, v2i).
struct ElemToken {
  const char* token;
  MatrixElem elem;
  bool packed;
};
constexpr ElemToken kElemTokens[] = {
    {"f16", MatrixElem::F16, false}, {"bf16_1k", MatrixElem::BF16, false}, {"bf16", MatrixElem::BF16, false},
    {"f32", MatrixElem::F32, false}, {"xf32", MatrixElem::F32, false},     {"f64", MatrixElem::F64, false},
    {"i8", MatrixElem::I32, true},   {"iu8", MatrixElem::I32, true},       {"iu4", MatrixElem::I32, true},
    {"fp8_fp8", MatrixElem::I32, true}, {"fp8_bf8", MatrixElem::I32, true}, {"bf8_fp8", MatrixElem::I32, true},
    {"bf8_bf8", MatrixElem::I32, true},
};
// The result tokens (the name's first part after the prefix).
constexpr std::pair<const char*, MatrixElem> kResultTokens[] = {
    {"f32", MatrixElem::F32}, {"i32", MatrixElem::I32}, {"f64", MatrixElem::F64},
    {"f16", MatrixElem::F16}, {"bf16", MatrixElem::BF16},
};

// "f32_32x32x8f16" -> result "f32", shape 32x32x8, input "f16". False when the name has
// another form.
bool splitName(const std::string& rest, std::string& result, unsigned shape[3], std::string& input) {
  size_t us = rest.find('_');
  if (us == std::string::npos) return false;
  result = rest.substr(0, us);
  size_t p = us + 1;
  for (int i = 0; i < 3; ++i) {
    size_t q = p;
    while (q < rest.size() && rest[q] >= '0' && rest[q] <= '9') ++q;
    if (q == p) return false;
    shape[i] = static_cast<unsigned>(std::stoul(rest.substr(p, q - p)));
    p = q;
    if (i < 2) {
      if (p >= rest.size() || rest[p] != 'x') return false;
      ++p;
    }
  }
  if (p < rest.size() && rest[p] == '_') ++p;
  input = rest.substr(p);
  return true;
}

MatrixArg argOf(MatrixElem e, bool packed, unsigned dwords, bool packedLong) {
  MatrixArg a;
  a.dwords = dwords;
  a.elem = packed && packedLong && dwords == 2 ? MatrixElem::I64 : e;
  a.lanes = dwords * 32 / matrixElemBits(a.elem);
  return a;
}

std::vector<MatrixOp> buildTable(const isa::TargetInfo& t, unsigned waveSize) {
  std::vector<MatrixOp> out;
  const isa::Description& desc = isa::description(t.isaFile);
  bool wave64 = waveSize == 64;
  std::set<std::string> seen;
  for (const auto& row : desc.insts) {
    const isa::Inst& r = *row;
    const std::string& sem = r.semantic.empty() ? r.mnemonic : r.semantic;
    MatrixKind kind;
    bool sparse = false;
    if (r.mnemonic.rfind("v_mfma_", 0) == 0) kind = MatrixKind::Mfma;
    else if (r.mnemonic.rfind("v_smfmac_", 0) == 0) kind = MatrixKind::Mfma, sparse = true;
    else if (r.mnemonic.rfind("v_wmma_", 0) == 0) kind = MatrixKind::Wmma;
    else continue;
    // D, A, B, C with C of D's type; SMFMAC: D (also C), A, B and a one-register index.
    if (r.ops.size() != 4 || r.dpp() || r.sdwa()) continue;
    if (sparse ? isa::typeDwords(r.ops[3].type, wave64) != 1 : r.ops[3].type != r.ops[0].type) continue;
    std::string result, input;
    unsigned shape[3];
    size_t prefix = sem.find('_', 2) + 1;  // after v_mfma_ / v_smfmac_ / v_wmma_
    if (!splitName(sem.substr(prefix), result, shape, input)) continue;
    const ElemToken* in = nullptr;
    for (const ElemToken& e : kElemTokens)
      if (input == e.token) in = &e;
    const MatrixElem* res = nullptr;
    for (const auto& [tok, e] : kResultTokens)
      if (result == tok) res = &e;
    if (!in || !res) continue;
    MatrixOp op;
    op.kind = kind;
    op.mnemonic = r.mnemonic;
    op.builtin = "__builtin_amdgcn_" + sem.substr(2) + (kind == MatrixKind::Wmma ? (wave64 ? "_w64" : "_w32") : "");
    if (!seen.insert(op.builtin).second) continue;
    op.m = shape[0], op.n = shape[1], op.k = shape[2];
    bool packedLong = kind == MatrixKind::Mfma && !sparse;
    op.a = argOf(in->elem, in->packed, isa::typeDwords(r.ops[1].type, wave64), packedLong);
    op.b = argOf(in->elem, in->packed, isa::typeDwords(r.ops[2].type, wave64), packedLong);
    op.cd = argOf(*res, false, isa::typeDwords(r.ops[0].type, wave64), packedLong);
    op.blgp = r.acceptsMod("blgp");
    op.sparse = sparse;
    op.dgemm = *res == MatrixElem::F64;
    // The row's cycles (ISA description `props`), in CDNA's passes of 4 cycles.
    if (kind == MatrixKind::Mfma) op.passes = r.props.cycles / 4;
    // The 16-bit WMMA results fill half of each register; clang's `_tied` built-ins keep C's
    // other half there. The back end always ties D to C's tuple, so both names are one entry.
    bool tied = kind == MatrixKind::Wmma && matrixElemBits(op.cd.elem) == 16;
    out.push_back(op);
    if (tied) {
      op.builtin.insert(op.builtin.size() - 4, "_tied");
      out.push_back(std::move(op));
    }
  }
  return out;
}

}  // namespace

const std::vector<MatrixOp>& matrixOps(const std::string& target, unsigned waveSize) {
  static std::mutex mu;
  static std::map<std::pair<std::string, unsigned>, std::vector<MatrixOp>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto key = std::make_pair(target, waveSize);
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  const isa::TargetInfo* t = isa::findTarget(target);
  return cache.emplace(key, t ? buildTable(*t, waveSize) : std::vector<MatrixOp>{}).first->second;
}

int findMatrixOp(const std::string& target, unsigned waveSize, const std::string& builtin) {
  const std::vector<MatrixOp>& ops = matrixOps(target, waveSize);
  for (size_t i = 0; i < ops.size(); ++i)
    if (ops[i].builtin == builtin) return static_cast<int>(i);
  return -1;
}

bool isMatrixBuiltinName(const std::string& name) {
  for (const char* p : {"__builtin_amdgcn_mfma_", "__builtin_amdgcn_smfmac_", "__builtin_amdgcn_wmma_"})
    if (name.rfind(p, 0) == 0) return true;
  return false;
}

uint64_t packMatrix(unsigned index, const MatrixMods& m) {
  uint64_t mods = (m.cbsz & 7u) | ((m.abid & 15u) << 3) | ((m.blgp & 7u) << 7) | (uint64_t{m.signA} << 10) |
                  (uint64_t{m.signB} << 11) | (uint64_t{m.clamp} << 12) | (uint64_t{m.opselHi} << 13);
  return (index & 0xffffu) | (mods << 16);
}

unsigned matrixIndex(uint64_t imm) { return imm & 0xffffu; }

MatrixMods matrixMods(uint64_t imm) {
  uint64_t x = imm >> 16;
  MatrixMods m;
  m.cbsz = x & 7;
  m.abid = (x >> 3) & 15;
  m.blgp = (x >> 7) & 7;
  m.signA = (x >> 10) & 1;
  m.signB = (x >> 11) & 1;
  m.clamp = (x >> 12) & 1;
  m.opselHi = (x >> 13) & 1;
  return m;
}

}  // namespace gfxsim::ir
