#include "asm/encoder.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#include "isa/constants.h"
#include "support/error.h"

namespace gfxsim::as {

using isa::Field;
using isa::Format;
using isa::Inst;
using isa::OpKind;
using isa::OpType;
using isa::fpBitsFor;
using isa::inlineConstantFor;

namespace {


unsigned valueBits(OpType t, bool wave64) {
  unsigned b = isa::typeBits(t, wave64);
  return b > 64 ? 64 : b;
}

bool isSourceField(const Field* f) {
  return f && (f->name == "src0" || f->name == "src1" || f->name == "src2");
}

int srcIndex(const Field* f) {
  if (!f) return -1;
  if (f->name == "src0") return 0;
  if (f->name == "src1" || f->name == "vsrc1") return 1;
  if (f->name == "src2") return 2;
  return -1;
}

struct MatchError {
  int score = -1;
  std::string msg;
  unsigned line = 0, col = 0;
};

class Matcher {
 public:
  Matcher(ParsedInst& pi, const isa::Description& d, const EncodeOptions& opt)
      : pi_(pi), d_(d), opt_(opt) {}

  enum class Form { Plain, Dpp, Dpp8, Sdwa };

  bool tryRow(const Inst& row, Form form, Encoded& out, MatchError& err);

 private:
  bool fail(MatchError& err, int score, const std::string& msg, unsigned line = 0, unsigned col = 0) {
    if (score > err.score) {
      err.score = score;
      err.msg = msg;
      err.line = line ? line : pi_.line;
      err.col = line ? col : pi_.col;
    }
    return false;
  }
  bool encodeSource(const isa::Operand& spec, ParsedOperand& op, bool vgprAllowed, uint64_t& number,
                    std::string& why);
  bool putField(const Field* f, uint64_t value) {
    if (!f) return false;
    uint64_t stored = value >> f->shift;
    if ((stored << f->shift) != value || stored > f->maxValue()) return false;
    word_ = f->insert(word_, stored);
    return true;
  }
  const Field* fieldOf(const Format* fmt, std::string_view name) const {
    const Field* f = fmt->field(name);
    if (!f && ext_) f = ext_->field(name);
    return f;
  }
  void noteReg(const ParsedOperand& op, Encoded& out) {
    if (op.kind != ParsedOperand::Kind::Reg) return;
    int last = static_cast<int>(op.number + op.dwords) - 1;
    if (op.file == RegFile::V) out.maxVgpr = std::max(out.maxVgpr, last);
    else if (op.file == RegFile::A) out.maxAgpr = std::max(out.maxAgpr, last);
    else if (op.number < static_cast<unsigned>(d_.attr("max_sgpr"))) out.maxSgpr = std::max(out.maxSgpr, last);
  }

  ParsedInst& pi_;
  const isa::Description& d_;
  const EncodeOptions& opt_;
  uint64_t word_ = 0;
  const Format* ext_ = nullptr;
  bool hasLiteral_ = false;
  uint32_t literal_ = 0;
  Expr* literalExpr_ = nullptr;
  // acc fields set by AGPR/VGPR operands (operands sharing one must agree).
  std::vector<std::pair<const Field*, uint64_t>> accClaims_;
  bool claimAcc(const Field* acc, bool agpr) {
    for (const auto& [f, v] : accClaims_)
      if (f == acc) return v == static_cast<uint64_t>(agpr);
    accClaims_.emplace_back(acc, agpr);
    return putField(acc, agpr);
  }
};

// `null` and the special sources (src_shared_base, ...) stand for an operand of any width.
bool anyWidth(const ParsedOperand& op) {
  return op.kind == ParsedOperand::Kind::Reg && op.file == RegFile::Scalar && op.dwords == 1 &&
         (op.regText == "null" || op.number >= 128);
}

// DPP syntax: the controls of the description plus the masks and flags every DPP word has.
bool isDppModifier(const isa::Description& d, std::string_view name) {
  return d.isDppControl(name) || name == "quad_perm" || name == "row_mask" || name == "bank_mask" ||
         name == "bound_ctrl" || name == "fi";
}

// The scalar operand number of the lane-mask register vcc (wave64: the pair).
std::optional<unsigned> vccNumber(const isa::Description& d) {
  if (auto n = d.regNumber("vcc")) return n;
  return d.regNumber("vcc_lo");
}

}  // namespace

bool Matcher::encodeSource(const isa::Operand& spec, ParsedOperand& op, bool vgprAllowed, uint64_t& number,
                           std::string& why) {
  const unsigned wantDwords = isa::typeDwords(spec.type, opt_.wave64);
  switch (op.kind) {
    case ParsedOperand::Kind::Reg: {
      // AGPRs only where an acc field selects them (MFMA src2); numbered like VGPRs.
      if (op.file == RegFile::V || (op.file == RegFile::A && spec.acc)) {
        if (!vgprAllowed) { why = "VGPR not allowed here"; return false; }
        if (op.dwords != wantDwords) { why = "invalid register width"; return false; }
        number = static_cast<uint64_t>(d_.attr("vgpr_base")) + op.number;
        return true;
      }
      if (op.file == RegFile::A) { why = "AGPR not allowed here"; return false; }
      // Scalar: named specials of one dword (src_shared_base, scc, ...) are fine for any
      // width; register ranges must match the width.
      if (op.dwords != wantDwords && !anyWidth(op)) {
        why = "invalid register width";
        return false;
      }
      number = op.number;
      return true;
    }
    case ParsedOperand::Kind::Int:
    case ParsedOperand::Kind::Float: {
      unsigned w = valueBits(spec.type, opt_.wave64);
      uint64_t bits;
      bool isFloatTok = op.kind == ParsedOperand::Kind::Float;
      unsigned fw = w;  // the width a float token is converted to
      if (isFloatTok) {
        // llvm-mc converts a float token to f16 for f16 operands, to f64 for 64-bit
        // operands and to f32 otherwise -- also for 16-bit integer operands.
        bool half = spec.type == OpType::F16 || spec.type == OpType::V2F16;
        fw = half ? 16 : w == 64 ? 64 : 32;
        bits = fpBitsFor(op.fval, fw == 16 ? OpType::F16 : fw == 64 ? OpType::F64 : OpType::F32);
      } else {
        bits = static_cast<uint64_t>(op.ival);
        // The written integer must fit the operand before anything else is considered.
        if (w == 32 && (op.ival < INT32_MIN || op.ival > static_cast<int64_t>(UINT32_MAX))) {
          why = "invalid operand (value does not fit in 32 bits)";
          return false;
        }
        if (w == 16 && (op.ival < -32768 || op.ival > 65535)) {
          why = "invalid operand (value does not fit in 16 bits)";
          return false;
        }
      }
      OpType inlineType = !isFloatTok ? spec.type : fw == 16 ? OpType::F16 : fw == 64 ? OpType::F64 : OpType::F32;
      if (auto inl = inlineConstantFor(d_, bits, inlineType, opt_.wave64)) {
        number = *inl;
        return true;
      }
      // Literal.
      uint32_t lit;
      if (isFloatTok) {
        if (fw == 64) {
          if (!isa::typeIsFloat(spec.type)) { why = "invalid operand for instruction"; return false; }
          lit = static_cast<uint32_t>(bits >> 32);
        } else {
          lit = static_cast<uint32_t>(bits);
        }
      } else {
        int64_t v = op.ival;
        if (w == 16) {
          if (v < -32768 || v > 65535) { why = "invalid operand (literal does not fit in 16 bits)"; return false; }
          lit = static_cast<uint32_t>(v) & 0xffff;
        } else {
          if (v < INT32_MIN || v > static_cast<int64_t>(UINT32_MAX)) { why = "invalid operand (literal does not fit in 32 bits)"; return false; }
          lit = static_cast<uint32_t>(v);
        }
      }
      if (hasLiteral_ && (literal_ != lit || literalExpr_)) { why = "only one unique literal operand is allowed"; return false; }
      hasLiteral_ = true;
      literal_ = lit;
      number = static_cast<uint64_t>(d_.attr("src_literal"));
      return true;
    }
    case ParsedOperand::Kind::Expr: {
      if (hasLiteral_) { why = "only one literal operand is allowed"; return false; }
      hasLiteral_ = true;
      literalExpr_ = op.expr.get();
      number = static_cast<uint64_t>(d_.attr("src_literal"));
      return true;
    }
    default:
      why = "invalid operand";
      return false;
  }
}

bool Matcher::tryRow(const Inst& row, Form form, Encoded& out, MatchError& err) {
  word_ = 0;
  ext_ = nullptr;
  hasLiteral_ = false;
  literal_ = 0;
  literalExpr_ = nullptr;
  accClaims_.clear();
  out = Encoded{};
  out.row = &row;
  const Format* fmt = row.format;
  word_ = fmt->match;
  if (!putField(fmt->field("op"), row.opcode)) return fail(err, 0, "opcode does not fit its field");
  for (const auto& [f, v] : row.fixed) word_ = f->insert(word_, v);
  for (const auto& [f, v] : row.filled) word_ = f->insert(word_, v);

  const bool isVop3 = fmt->field("src1") || fmt->name.starts_with("VOP3");
  if (form == Form::Dpp) ext_ = d_.format("DPP");
  if (form == Form::Dpp8) ext_ = d_.format("DPP8");
  if (form == Form::Sdwa) ext_ = d_.format("SDWA");
  if (form != Form::Plain && !ext_) return fail(err, 0, "form not supported on this target");

  // Operands the syntax shows (an implicit vcc read is not written).
  size_t shown = row.ops.size();
  while (shown && row.ops[shown - 1].kind == OpKind::ImplicitVcc) --shown;
  // A trailing SOPP immediate may be omitted (`s_endpgm` = `s_endpgm 0`).
  const bool optionalTail = fmt->name == "SOPP" && pi_.ops.size() + 1 == shown &&
                            row.ops.back().kind == OpKind::Imm;
  if (pi_.ops.size() != shown && !optionalTail)
    return fail(err, 1, "invalid operand count (expected " + std::to_string(shown) + ")");

  const bool allowLitInVop3 = d_.attr("vop3_literal") != 0;
  uint64_t negBits = 0, absBits = 0;
  int score = 2;
  const Field* flatAddrField = nullptr;
  int flatAddrDwords = 0;
  bool saddrOff = false;
  for (size_t i = 0; i < pi_.ops.size(); ++i, ++score) {
    const isa::Operand& spec = row.ops[i];
    ParsedOperand& op = pi_.ops[i];
    std::string why;
    const unsigned wantDwords = isa::typeDwords(spec.type, opt_.wave64);
    auto bad = [&](const std::string& m) { return fail(err, score, m, op.line, op.col); };
    noteReg(op, out);
    const bool extSrc1 = form != Form::Plain && spec.field && spec.field->name == "vsrc1";
    if ((op.neg || op.abs) && !(spec.kind == OpKind::Src || spec.kind == OpKind::SSrc || extSrc1))
      return bad("source modifiers are not allowed on this operand");
    if ((op.neg || op.abs) && form == Form::Plain && !row.acceptsMod(op.neg ? "neg" : "abs"))
      return bad("source modifiers are not supported by this instruction encoding");
    // sext(): SDWA integer sources, and the DPP sources whose neg bit llvm-mc names so
    // (`dppsext=`, v_ldexp_f16's exponent).
    const bool dppSext = form == Form::Dpp && srcIndex(spec.field) >= 0 && ((row.dppSextMask >> srcIndex(spec.field)) & 1);
    if (op.sext && form != Form::Sdwa && !dppSext) return bad("sext() is only allowed in SDWA");
    if (extSrc1) {
      // DPP/SDWA vsrc1: modifiers live in the extension word; SDWA may read an SGPR (s1).
      if ((op.neg && !((row.negMask >> 1) & 1)) || (op.abs && !((row.absMask >> 1) & 1)))
        return bad("not a valid operand: this source takes no modifiers");
      if (op.neg) negBits |= 2;
      if (op.abs) absBits |= 2;
      if (op.sext && dppSext) negBits |= 2;
      else if (op.sext) putField(ext_->field("src1_sext"), 1);
      if (form == Form::Sdwa && op.kind == ParsedOperand::Kind::Reg && op.file == RegFile::Scalar && ext_->field("s1")) {
        if (op.dwords != wantDwords) return bad("invalid register width");
        putField(spec.field, op.number);
        putField(ext_->field("s1"), 1);
        continue;
      }
      if (form == Form::Sdwa && (op.kind == ParsedOperand::Kind::Int || op.kind == ParsedOperand::Kind::Float) && ext_->field("s1")) {
        uint64_t n = 0;
        std::string why2;
        if (!encodeSource(spec, op, false, n, why2) || hasLiteral_) return bad(why2.empty() ? "literal operands are not supported in SDWA" : why2);
        putField(spec.field, n);
        putField(ext_->field("s1"), 1);
        continue;
      }
    }
    noteReg(op, out);
    if (op.kind == ParsedOperand::Kind::Reg && op.file != RegFile::Scalar && op.dwords > 1 &&
        op.number % static_cast<unsigned>(d_.attr("vgpr_tuple_align", 1)) != 0)
      return bad("invalid register class: vgpr tuples must be " + std::to_string(32 * d_.attr("vgpr_tuple_align", 1)) +
                 " bit aligned");
    if (op.kind == ParsedOperand::Kind::Reg && op.file == RegFile::A && !spec.acc && spec.kind != OpKind::A)
      return bad("invalid operand for instruction: AGPRs are not allowed here");
    if (spec.acc && op.kind == ParsedOperand::Kind::Reg && op.file != RegFile::Scalar &&
        !claimAcc(spec.acc, op.file == RegFile::A))
      return bad("invalid register class: data and dst should be all VGPR or AGPR");
    switch (spec.kind) {
      case OpKind::V:
      case OpKind::A:
      case OpKind::AV: {
        // AV: a VGPR or an AGPR, told apart by the operand's acc field.
        RegFile want = spec.kind == OpKind::A ? RegFile::A : RegFile::V;
        bool ok = op.kind == ParsedOperand::Kind::Reg &&
                  (op.file == want || (spec.kind == OpKind::AV && op.file == RegFile::A));
        if (!ok) return bad(spec.kind == OpKind::A ? "expected an AGPR" : spec.kind == OpKind::AV ? "expected a VGPR or an AGPR" : "expected a VGPR");
        if (op.dwords != wantDwords) return bad("invalid register width (expected " + std::to_string(wantDwords) + " registers)");
        uint64_t n = op.number;
        // A VGPR (or AGPR) in a 9-bit source field is numbered from 256.
        if (spec.field && spec.field->width == 9 && spec.field->shift == 0) n += static_cast<uint64_t>(d_.attr("vgpr_base"));
        if (form != Form::Plain && spec.field && spec.field->name == "src0") {
          // DPP/SDWA: src0 moves into the extension word.
          const Field* ef = ext_->field(form == Form::Sdwa ? "sdwa_src0" : "dpp_src0");
          if (!putField(ef, op.number)) return bad("operand does not fit");
          std::string_view marker = form == Form::Dpp ? "src_dpp" : form == Form::Sdwa ? "src_sdwa"
                                    : (pi_.mod("fi") && pi_.mod("fi")->value) ? "src_dpp8fi" : "src_dpp8";
          putField(spec.field, static_cast<uint64_t>(d_.attr(marker, 0)));
          break;
        }
        // A field storing the value shifted (the VOPD Y destination) drops the low bits: the
        // pair's encoder checks them against the other half (encodeDual).
        if (spec.field && spec.field->shift) n &= ~((1ull << spec.field->shift) - 1);
        if (!putField(spec.field, n)) return bad("register number out of range for this field");
        break;
      }
      case OpKind::S: {
        if (op.kind != ParsedOperand::Kind::Reg || op.file != RegFile::Scalar) return bad("expected a scalar register");
        if (op.dwords != wantDwords && !anyWidth(op)) return bad("invalid register width (expected " + std::to_string(wantDwords) + " registers)");
        if (form == Form::Sdwa && spec.field && spec.field->name == "vdst") {
          // VOPC SDWA on GFX9: the destination goes to sdst with sd=1, vcc keeps sd=0.
          auto vcc = vccNumber(d_);
          if (!(vcc && op.number == *vcc)) {
            putField(ext_->field("sdst"), op.number);
            putField(ext_->field("sd"), 1);
          }
          break;
        }
        if (!putField(spec.field, op.number)) return bad("register out of range for this field");
        break;
      }
      case OpKind::ImplicitVcc:
        return bad("invalid operand for instruction");
      case OpKind::Vcc: {
        auto vcc = vccNumber(d_);
        bool isVcc = op.kind == ParsedOperand::Kind::Reg && op.file == RegFile::Scalar && vcc && op.number == *vcc &&
                     op.dwords == wantDwords;
        if (form == Form::Sdwa && i == 0 && fmt->name == "VOPC" && !isVcc) {
          // SDWA compares may write any SGPR lane mask: sdst with sd = 1.
          if (op.kind != ParsedOperand::Kind::Reg || op.file != RegFile::Scalar || op.dwords != wantDwords)
            return bad("expected a scalar lane mask");
          putField(ext_->field("sdst"), op.number);
          putField(ext_->field("sd"), 1);
          break;
        }
        if (!isVcc) return bad(opt_.wave64 ? "expected vcc" : "expected vcc_lo");
        break;
      }
      case OpKind::Src:
      case OpKind::SSrc: {
        uint64_t n = 0;
        bool vgprOk = spec.kind == OpKind::Src;
        if (form == Form::Dpp || form == Form::Dpp8) {
          if (spec.field && spec.field->name == "src0") {
            if (op.kind != ParsedOperand::Kind::Reg || op.file != RegFile::V) return bad("DPP src0 must be a VGPR");
          }
        }
        if (form != Form::Plain && spec.field && spec.field->name == "src0") {
          // Extension src0: VGPR index (or, SDWA on GFX9+, an SGPR with s0 = 1).
          if (op.kind == ParsedOperand::Kind::Reg && op.file == RegFile::V && op.dwords == wantDwords) {
            putField(ext_->field(form == Form::Sdwa ? "sdwa_src0" : "dpp_src0"), op.number);
          } else if (form == Form::Sdwa && ext_->field("s0")) {
            if (!encodeSource(spec, op, false, n, why)) return bad(why);
            if (hasLiteral_) return bad("literal operands are not supported in SDWA");
            putField(ext_->field("sdwa_src0"), n);
            putField(ext_->field("s0"), 1);
          } else {
            return bad("invalid operand for this encoding");
          }
          std::string_view marker = form == Form::Dpp ? "src_dpp" : form == Form::Sdwa ? "src_sdwa"
                                    : (pi_.mod("fi") && pi_.mod("fi")->value) ? "src_dpp8fi" : "src_dpp8";
          putField(spec.field, static_cast<uint64_t>(d_.attr(marker, 0)));
          if (form == Form::Sdwa) {
            if (op.neg) putField(ext_->field("src0_neg"), 1);
            if (op.abs) putField(ext_->field("src0_abs"), 1);
            if (op.sext) putField(ext_->field("src0_sext"), 1);
          } else if (form == Form::Dpp) {
            if (op.neg || op.sext) putField(ext_->field("src0_neg"), 1);
            if (op.abs) putField(ext_->field("src0_abs"), 1);
          }
          break;
        }
        {
          int si0 = srcIndex(spec.field);
          if (si0 >= 0 && ((op.neg && !((row.negMask >> si0) & 1)) || (op.abs && !((row.absMask >> si0) & 1))))
            return bad("not a valid operand: this source takes no modifiers");
        }
        if (!encodeSource(spec, op, vgprOk, n, why)) return bad(why);
        if (hasLiteral_ && isVop3 && !allowLitInVop3 && fmt->size == 8 && !row.hasFlag("literal"))
          return bad("literal operands are not supported");
        if (!putField(spec.field, n)) return bad("operand does not fit its field");
        int si = srcIndex(spec.field);
        if (si >= 0) {
          if (op.neg) negBits |= 1ull << si;
          if (op.abs) absBits |= 1ull << si;
        }
        break;
      }
      case OpKind::Imm:
      case OpKind::Label: {
        if (op.kind == ParsedOperand::Kind::Expr) {
          if (spec.kind == OpKind::Label) {
            out.fixups.push_back({Fixup::Kind::Branch16, 0, spec.field, 0, op.expr.get()});
          } else if (spec.field) {
            out.fixups.push_back({Fixup::Kind::Field, 0, spec.field, 0, op.expr.get()});
          } else {
            if (hasLiteral_) return bad("only one literal operand is allowed");
            hasLiteral_ = true;
            literalExpr_ = op.expr.get();
          }
          break;
        }
        if (op.kind != ParsedOperand::Kind::Int && !(op.kind == ParsedOperand::Kind::Float && !spec.field) &&
            !(op.kind == ParsedOperand::Kind::Hwreg && spec.kind == OpKind::Imm) &&
            !(op.kind == ParsedOperand::Kind::Sendmsg && spec.kind == OpKind::Imm))
          return bad("expected an immediate");
        if (spec.kind == OpKind::Label) {
          // A numeric branch target is the encoded offset itself.
          if (op.ival < -32768 || op.ival > 65535) return bad("branch offset out of range");
          putField(spec.field, static_cast<uint64_t>(op.ival) & spec.field->maxValue());
          break;
        }
        if (!spec.field) {
          // A mandatory literal (v_madmk_f32's K, s_setreg_imm32_b32's value).
          // llvm-mc quirk: a float token on an integer literal operand is taken as the
          // low 32 bits of its double encoding (1.5 -> 0).
          uint64_t bits = op.kind != ParsedOperand::Kind::Float ? static_cast<uint64_t>(op.ival)
                          : isa::typeIsFloat(spec.type) ? fpBitsFor(op.fval, spec.type)
                                                        : (fpBitsFor(op.fval, OpType::F64) & 0xffffffffull);
          unsigned w = valueBits(spec.type, opt_.wave64);
          if (op.kind == ParsedOperand::Kind::Float && w == 64 && isa::typeIsFloat(spec.type)) bits >>= 32;
          if (op.kind == ParsedOperand::Kind::Int && (op.ival < INT32_MIN || op.ival > static_cast<int64_t>(UINT32_MAX)))
            return bad("literal does not fit in 32 bits");
          hasLiteral_ = true;
          literal_ = static_cast<uint32_t>(bits);
          break;
        }
        int64_t v = op.ival;
        unsigned w = spec.field->width + spec.field->shift;
        int64_t lo = -(int64_t(1) << (w - 1)), hi = (int64_t(1) << w) - 1;
        if (w >= 63) { lo = INT64_MIN; hi = INT64_MAX; }
        if (v < lo || v > hi) return bad("immediate out of range (" + std::to_string(w) + "-bit field)");
        if (!putField(spec.field, static_cast<uint64_t>(v) & ((w >= 64) ? ~0ull : ((1ull << w) - 1))))
          return bad("immediate not representable (alignment)");
        break;
      }
      case OpKind::Waitcnt:
      case OpKind::Hwreg:
      case OpKind::Sendmsg:
      case OpKind::GprIdx:
      case OpKind::DepCtr:
      case OpKind::DelayAlu: {
        bool ok = op.kind == ParsedOperand::Kind::Int ||
                  (spec.kind == OpKind::DelayAlu && op.kind == ParsedOperand::Kind::DelayAlu) ||
                  (spec.kind == OpKind::Waitcnt && op.kind == ParsedOperand::Kind::Waitcnt) ||
                  (spec.kind == OpKind::GprIdx && op.kind == ParsedOperand::Kind::GprIdx) ||
                  (spec.kind == OpKind::DepCtr && op.kind == ParsedOperand::Kind::DepCtr) ||
                  (spec.kind == OpKind::Hwreg && op.kind == ParsedOperand::Kind::Hwreg) ||
                  (spec.kind == OpKind::Sendmsg && op.kind == ParsedOperand::Kind::Sendmsg);
        if (!ok) return bad(std::string("expected a ") + std::string(isa::opKindName(spec.kind)) + " operand");
        if (op.ival < -32768 || op.ival > 65535 ||
            static_cast<uint64_t>(op.ival & 0xffff) > spec.field->maxValue())
          return bad("immediate out of range (" + std::to_string(spec.field->width) + "-bit field)");
        putField(spec.field, static_cast<uint64_t>(op.ival) & spec.field->maxValue());
        break;
      }
      case OpKind::SmemOff: {
        if (op.kind == ParsedOperand::Kind::Reg && op.file == RegFile::Scalar && op.dwords == 1) {
          if (fmt->field("imm")) {
            // GFX9: imm = 0, the SGPR number goes to offset.
            putField(fmt->field("imm"), 0);
            if (!putField(fmt->field("offset"), op.number)) return bad("invalid offset register");
          } else {
            if (!putField(fmt->field("soffset"), op.number)) return bad("invalid offset register");
          }
        } else if (op.kind == ParsedOperand::Kind::Int) {
          const Field* of = fmt->field("offset");
          int64_t v = op.ival;
          // Signed, except s_buffer_* whose offset is unsigned with one bit less.
          int64_t bits = d_.attr("smem_offset_bits", of->width);
          bool isSigned = !row.mnemonic.starts_with("s_buffer_");
          if (!isSigned) --bits;
          int64_t lo = isSigned ? -(int64_t(1) << (bits - 1)) : 0;
          int64_t hi = isSigned ? (int64_t(1) << (bits - 1)) - 1 : (int64_t(1) << bits) - 1;
          if (v < lo || v > hi) return bad("expected a " + std::to_string(bits) + "-bit " + (isSigned ? "signed" : "unsigned") + " offset");
          if (fmt->field("imm")) putField(fmt->field("imm"), 1);
          else if (fmt->field("soffset")) putField(fmt->field("soffset"), static_cast<uint64_t>(d_.attr("smem_soffset_none")));
          putField(of, static_cast<uint64_t>(v) & of->maxValue());
        } else {
          return bad("expected an SGPR or an immediate offset");
        }
        break;
      }
      case OpKind::MubufAddr: {
        if (op.kind == ParsedOperand::Kind::Off) break;
        if (op.kind != ParsedOperand::Kind::Reg || op.file != RegFile::V) return bad("expected a VGPR address or 'off'");
        bool both = pi_.mod("offen") && pi_.mod("idxen");
        if (op.dwords != (both ? 2u : 1u)) return bad(both ? "expected a VGPR pair for idxen offen" : "invalid register width");
        if (!pi_.mod("offen") && !pi_.mod("idxen") && !pi_.mod("addr64")) return bad("VGPR address needs offen or idxen");
        putField(spec.field, op.number);
        break;
      }
      case OpKind::FlatAddr: {
        if (op.kind == ParsedOperand::Kind::Off) {
          flatAddrField = spec.field;
          flatAddrDwords = 0;
          putField(spec.field, 0);
          break;
        }
        if (op.kind != ParsedOperand::Kind::Reg || op.file != RegFile::V) return bad("expected a VGPR address");
        flatAddrField = spec.field;
        flatAddrDwords = static_cast<int>(op.dwords);
        putField(spec.field, op.number);
        break;
      }
      case OpKind::SAddr: {
        if (op.kind == ParsedOperand::Kind::Off) {
          saddrOff = true;
          putField(spec.field, static_cast<uint64_t>(d_.attr("flat_saddr_off")));
          break;
        }
        if (op.kind != ParsedOperand::Kind::Reg || op.file != RegFile::Scalar) return bad("expected an SGPR or 'off'");
        if (op.dwords != wantDwords) return bad("invalid register width");
        putField(spec.field, op.number);
        break;
      }
    }
  }
  if (fmt->name == "FLAT" && fmt->field("saddr")) {
    bool hasSaddrOp = false;
    for (const auto& o : row.ops) hasSaddrOp |= o.kind == OpKind::SAddr;
    if (!hasSaddrOp) putField(fmt->field("saddr"), static_cast<uint64_t>(d_.attr("flat_saddr_flat")));
  }
  // FLAT address width rules: GLOBAL with saddr=off and FLAT take a 64-bit VGPR address;
  // GLOBAL with an SGPR base takes a 32-bit offset; SCRATCH takes one VGPR or 'off'.
  if (flatAddrField) {
    bool hasSaddr = false;
    for (const auto& o : row.ops) hasSaddr |= o.kind == OpKind::SAddr;
    bool scratch = d_.isScratch(row);
    int want = scratch ? 1 : (!hasSaddr || saddrOff) ? 2 : 1;
    if (flatAddrDwords == 0) {
      if (!scratch) return fail(err, score, "'off' address needs an SGPR base");
      if (saddrOff) {
        // `off, off`: the offset alone (ST mode). GFX11 says so with sve=0 and saddr=null;
        // GFX10.3 with its own saddr value; GFX9 has no such form.
        int64_t st = d_.attr("flat_scratch_st", -1);
        if (st >= 0) putField(fmt->field("saddr"), static_cast<uint64_t>(st));
        else if (!fmt->field("sve")) return fail(err, score, "scratch needs a VGPR or an SGPR address on this target");
      }
    } else if (flatAddrDwords != want) {
      return fail(err, score, "invalid address register width");
    }
    if (scratch && flatAddrDwords == 1 && fmt->field("sve")) {
      // GFX11: sve says the VGPR address is used (alone, or added to the SGPR base).
      putField(fmt->field("sve"), 1);
    } else if (scratch && flatAddrDwords == 1 && !saddrOff) {
      return fail(err, score, "scratch address: use either a VGPR or an SGPR, not both");
    }
  }

  // MTBUF: the format written when none is given (llvm-mc-19 writes it, and omits it when printing).
  if (row.acceptsMod("format") && !pi_.mod("format"))
    putField(fmt->field("format"), static_cast<uint64_t>(d_.attr("mtbuf_format_default")));

  // Modifiers.
  static const char* kSdwaMods[] = {"dst_sel", "dst_unused", "src0_sel", "src1_sel"};
  bool dppCtrlSet = false;
  uint64_t opSel = 0, opSelHi = ~0ull, negLo = 0, negHi = 0;
  bool opSelHiSet = false;
  for (const auto& m : pi_.mods) {
    auto bad = [&](const std::string& msg) { return fail(err, 100, msg, m.line, m.col); };
    if (m.name == "format" && row.acceptsMod("format")) {
      // MTBUF: `format:N` or `format:[NAME,...]` (resolved by the parser), written right
      // after the soffset operand as llvm-mc-19 requires.
      if (&m != &pi_.mods.front() || m.opsBefore != pi_.ops.size())
        return bad("format must come right after the soffset operand");
      const Field* f = fmt->field("format");
      if (!m.hasValue || !m.list.empty() || !m.ident.empty()) return bad("expected format:N or format:[NAME,...]");
      if (!f || m.value < 0 || static_cast<uint64_t>(m.value) > f->maxValue())
        return bad("out of range format: must be in range [0, " + std::to_string(f ? f->maxValue() : 0) + "]");
      putField(f, static_cast<uint64_t>(m.value));
      continue;
    }
    bool isDpp = isDppModifier(d_, m.name);
    bool isSdwa = std::find_if(std::begin(kSdwaMods), std::end(kSdwaMods), [&](const char* s) { return m.name == s; }) != std::end(kSdwaMods);
    if (form == Form::Dpp && isDpp) {
      if (auto allowed = row.flagValue("dppctrls"); !allowed.empty() && d_.isDppControl(m.name)) {
        // Rows that take only some controls (gfx90a 64-bit operations: row_newbcast).
        bool listed = false;
        for (size_t p = 0; p <= allowed.size();) {
          size_t c = std::min(allowed.find(',', p), allowed.size());
          listed |= allowed.substr(p, c - p) == m.name;
          p = c + 1;
        }
        if (!listed) return bad("DPP control " + m.name + " is not supported by this instruction (only " +
                                std::string(allowed) + ")");
      }
      if (m.name == "row_mask" || m.name == "bank_mask") {
        if (m.value < 0 || m.value > 15) return bad("invalid " + m.name);
        putField(ext_->field(m.name), static_cast<uint64_t>(m.value));
      } else if (m.name == "bound_ctrl") {
        if (m.value != 0 && m.value != 1) return bad("invalid bound_ctrl value");
        // gfx9/gfx10 llvm-mc reads `bound_ctrl:0` as `bound_ctrl:1` (both set the bit); gfx11
        // writes the value as given (sim/isa/QUIRKS.md, attr dpp_bound_ctrl0).
        putField(ext_->field("bound_ctrl"), m.value || d_.attr("dpp_bound_ctrl0"));
      } else if (m.name == "fi") {
        if (!ext_->field("fi")) return bad("fi is not supported on this target");
        if (m.value != 0 && m.value != 1) return bad("invalid fi value");
        putField(ext_->field("fi"), static_cast<uint64_t>(m.value));
      } else if (m.name == "quad_perm") {
        if (m.list.size() != 4) return bad("expected a 4-element quad_perm list");
        uint64_t v = 0;
        for (size_t k = 0; k < 4; ++k) {
          if (m.list[k] < 0 || m.list[k] > 3) return bad("invalid quad_perm lane");
          v |= static_cast<uint64_t>(m.list[k]) << (2 * k);
        }
        if (dppCtrlSet) return bad("only one DPP control is allowed");
        dppCtrlSet = true;
        putField(ext_->field("dpp_ctrl"), v);
      } else {
        // dppctrl rows: value = BASE + n for NAME:n; whole names like row_bcast:15.
        const isa::DppCtrl* c = nullptr;
        bool whole = false;
        for (const auto& dc : d_.dppctrls) {
          if (dc.name == m.name) c = &dc;
          if (m.hasValue && dc.name == m.name + ":" + std::to_string(m.value)) { c = &dc; whole = true; }
        }
        if (!c) return bad(m.name + " is not supported on this target");
        bool takesValue = !(c->min == 0 && c->max == 0);
        if (!whole && takesValue != m.hasValue) return bad(takesValue ? m.name + " needs a value" : "unexpected value for " + m.name);
        int64_t v = whole || !takesValue ? 0 : m.value;
        if (!whole && takesValue && (v < static_cast<int64_t>(c->min) || v > static_cast<int64_t>(c->max)))
          return bad("invalid " + m.name + " value");
        if (dppCtrlSet) return bad("only one DPP control is allowed");
        dppCtrlSet = true;
        putField(ext_->field("dpp_ctrl"), c->base + static_cast<uint64_t>(v));
      }
      continue;
    }
    if (form == Form::Dpp8 && (m.name == "dpp8" || m.name == "fi")) {
      if (m.name == "dpp8") {
        if (m.list.size() != 8) return bad("expected an 8-element dpp8 list");
        uint64_t v = 0;
        for (size_t k = 0; k < 8; ++k) {
          if (m.list[k] < 0 || m.list[k] > 7) return bad("invalid dpp8 lane");
          v |= static_cast<uint64_t>(m.list[k]) << (3 * k);
        }
        putField(ext_->field("lane_sel"), v);
      } else if (m.value != 0 && m.value != 1) {
        return bad("invalid fi value");
      }
      continue;
    }
    if (form == Form::Sdwa && isSdwa) {
      const auto& table = m.name == "dst_unused" ? d_.dstunused : d_.sdwasels;
      const isa::NamedValue* nv = nullptr;
      for (const auto& e : table)
        if (e.name == m.ident) nv = &e;
      if (!nv) return bad("invalid " + m.name + " value '" + m.ident + "'");
      putField(ext_->field(m.name), nv->value);
      continue;
    }
    if (form == Form::Sdwa && (m.name == "clamp" || m.name == "mul" || m.name == "div")) {
      // handled below with the generic clamp/omod code, targeting the SDWA word
    } else if (!row.acceptsMod(m.name == "mul" || m.name == "div" ? "omod" : m.name)) {
      return bad("invalid modifier '" + m.name + "' for this instruction");
    }
    const Format* mf = (form == Form::Sdwa && (m.name == "clamp" || m.name == "mul" || m.name == "div")) ? ext_ : fmt;
    if (m.name == "mul" || m.name == "div") {
      uint64_t v = m.name == "mul" ? (m.value == 2 ? 1 : m.value == 4 ? 2 : m.value == 1 ? 0 : 99)
                                   : (m.value == 2 ? 3 : m.value == 1 ? 0 : 99);
      if (v == 99) return bad("invalid output modifier");
      if (!putField(mf->field("omod"), v)) return bad("output modifier not supported");
    } else if (m.name == "neg" && row.negList) {
      // neg:[a,b,c] (gfx942's f64 MFMAs): bit i negates source i; up to 4 elements as
      // llvm-mc-19 takes them, those past the row's sources 0.
      uint64_t v = 0;
      if (m.list.empty() || m.list.size() > 4) return bad("invalid neg list");
      for (size_t k = 0; k < m.list.size(); ++k) {
        if (m.list[k] != 0 && m.list[k] != 1) return bad("invalid neg value");
        v |= static_cast<uint64_t>(m.list[k]) << k;
      }
      if (v >> row.negList->width) return bad("invalid neg operand: the instruction has " + std::to_string(row.negList->width) + " sources");
      putField(row.negList, v);
    } else if (m.name == "op_sel" || m.name == "op_sel_hi" || m.name == "neg_lo" || m.name == "neg_hi") {
      uint64_t v = 0;
      for (size_t k = 0; k < m.list.size(); ++k) {
        if (m.list[k] != 0 && m.list[k] != 1) return bad("invalid " + m.name + " value");
        v |= static_cast<uint64_t>(m.list[k]) << k;
      }
      if (m.list.empty() || m.list.size() > 4) return bad("invalid " + m.name + " list");
      if (m.name == "op_sel") {
        // VOP3 (not VOP3P): op_sel:[src0, src1, ..., dst]; the last element is the
        // destination bit (bit 3) regardless of the number of sources. Rows with
        // opsel_len=N take the elements as the bits in order, as llvm-mc does (v_permlane*:
        // op_sel:[fi, bound_ctrl]; gfx11 v_fmac_f16_e64: [src0, src1, src2, dst];
        // v_cvt_sr_fp8_f32: [src0, src1, byte sel lo, byte sel hi]); elements past the N-th
        // must be 0, and those the row's opsel_drop names are accepted and dropped
        // (v_fmac_f16's tied src2).
        if (!fmt->field("op_sel_hi") && row.opselLen) {
          if (v >> row.opselLen) return bad("invalid op_sel operand");
          v &= ~static_cast<uint64_t>(row.opselDrop);
        } else if (!fmt->field("op_sel_hi") && m.list.size() >= 2) {
          unsigned nsrc = static_cast<unsigned>(m.list.size()) - 1;
          uint64_t dst = (v >> nsrc) & 1;
          v = (v & ((1ull << nsrc) - 1)) | (dst << 3);
        }
        opSel = v;
      } else if (m.name == "op_sel_hi") {
        // Entries not written keep their default (1 for packed math).
        opSelHi = v | (row.acceptsMod("neg") ? 0 : (~0ull << m.list.size()));
        opSelHiSet = true;
      } else if (m.name == "neg_lo") {
        negLo = v;
      } else {
        negHi = v;
      }
    } else if (m.hasValue && m.list.empty() && m.ident.empty()) {
      const Field* f = fieldOf(mf, m.name);
      if (!f) return bad("modifier '" + m.name + "' has no field");
      int64_t lo = 0, hi = static_cast<int64_t>(f->maxValue());
      std::string what = m.name;
      if (m.name == "offset" && fmt->name == "FLAT") {
        // FLAT offsets are unsigned with one bit less; GLOBAL/SCRATCH offsets are signed.
        int64_t bits = d_.attr("flat_offset_bits", f->width);
        bool flatSeg = true;
        for (const auto& [ff, val] : row.fixed)
          if (ff->name == "seg" && val != 0) flatSeg = false;
        if (flatSeg) { lo = 0; hi = (int64_t(1) << (bits - 1)) - 1; what = std::to_string(bits - 1) + "-bit unsigned offset"; }
        else { lo = -(int64_t(1) << (bits - 1)); hi = (int64_t(1) << (bits - 1)) - 1; what = std::to_string(bits) + "-bit signed offset"; }
      } else if (m.name == "offset" && fmt->name == "SMEM") {
        // `sN offset:imm`: an SGPR offset plus an immediate one.
        const Field* immf = fmt->field("imm");
        if (immf) {
          if (immf->extract(word_)) return bad("offset: needs an SGPR offset operand");
          uint64_t sreg = fmt->field("offset")->extract(word_);
          putField(fmt->field("soffset"), sreg);
          putField(fmt->field("soe"), 1);
          putField(immf, 1);
        } else if (fmt->field("soffset")->extract(word_) == static_cast<uint64_t>(d_.attr("smem_soffset_none"))) {
          return bad("offset: needs an SGPR offset operand");
        }
        int64_t bits = d_.attr("smem_offset_bits", f->width);
        lo = -(int64_t(1) << (bits - 1));
        hi = (int64_t(1) << (bits - 1)) - 1;
        what = std::to_string(bits) + "-bit signed offset";
      }
      if (m.value < lo || m.value > hi)
        return bad(what == m.name ? m.name + " must be in range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]"
                                  : "expected a " + what + " in range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
      if (!putField(f, static_cast<uint64_t>(m.value) & f->maxValue())) return bad(m.name + " out of range");
    } else if (!m.hasValue) {
      const Field* f = fieldOf(mf, m.name);
      if (!f) return bad("modifier '" + m.name + "' has no field");
      putField(f, 1);
    } else {
      return bad("invalid value for modifier '" + m.name + "'");
    }
  }
  if (form == Form::Dpp) {
    if (!pi_.mod("row_mask")) putField(ext_->field("row_mask"), 0xf);
    if (!pi_.mod("bank_mask")) putField(ext_->field("bank_mask"), 0xf);
    if (!dppCtrlSet) return fail(err, 100, "missing DPP control");
    if (negBits & 1) putField(ext_->field("src0_neg"), 1);
    if (absBits & 1) putField(ext_->field("src0_abs"), 1);
    if (negBits & 2) putField(ext_->field("src1_neg"), 1);
    if (absBits & 2) putField(ext_->field("src1_abs"), 1);
  }
  if (form == Form::Sdwa) {
    auto dflt = [&](const char* name, const char* val) {
      if (pi_.mod(name) || !ext_->field(name)) return;
      const auto& table = std::string_view(name) == "dst_unused" ? d_.dstunused : d_.sdwasels;
      for (const auto& e : table)
        if (e.name == val) putField(ext_->field(name), e.value);
    };
    if (fmt->name != "VOPC") {  // VOPC SDWA words hold sdst/sd there instead
      dflt("dst_sel", "DWORD");
      dflt("dst_unused", "UNUSED_PRESERVE");
    }
    dflt("src0_sel", "DWORD");
    if (fmt->field("vsrc1")) dflt("src1_sel", "DWORD");
    if (negBits & 2) putField(ext_->field("src1_neg"), 1);
    if (absBits & 2) putField(ext_->field("src1_abs"), 1);
  }
  const bool mixRow = fmt->field("op_sel_hi") && row.acceptsMod("neg");
  if (form == Form::Plain && mixRow) {
    // v_mad_mix/v_fma_mix: -x sets neg, |x| sets neg_hi; op_sel_hi defaults to 0.
    if (negBits) putField(fmt->field("neg"), negBits);
    if (absBits) putField(fmt->field("neg_hi"), absBits);
    negBits = absBits = 0;
    if (!opSelHiSet) opSelHi = 0;
    opSelHiSet = true;
  }
  if (form == Form::Plain) {
    if (negBits) {
      const Field* nf = fmt->field("neg");
      if (!nf) return fail(err, 100, "negation is not supported by this encoding");
      putField(nf, negBits);
    }
    if (absBits) {
      const Field* af = fmt->field("abs");
      if (!af) return fail(err, 100, "absolute value is not supported by this encoding");
      putField(af, absBits);
    }
    if (fmt->field("op_sel_hi")) {
      // VOP3P: op_sel_hi defaults to 1 for every source.
      unsigned nsrc = 0;
      for (const auto& o : row.ops) nsrc += isSourceField(o.field) ? 1 : 0;
      uint64_t all = (1ull << fmt->field("op_sel_hi")->width) - 1;
      (void)nsrc;
      putField(fmt->field("op_sel_hi"), (opSelHiSet ? opSelHi : all) & all);
      if (negLo) putField(fmt->field("neg"), negLo);
      if (negHi) putField(fmt->field("neg_hi"), negHi);
    }
    if (opSel) {
      const Field* of = fmt->field("op_sel");
      if (!of || !putField(of, opSel)) return fail(err, 100, "op_sel is not supported by this instruction");
    }
  }

  // Emit bytes: base word, extension word, literal.
  unsigned size = fmt->size;
  if (ext_) size = 4 + ext_->size;
  for (unsigned b = 0; b < size && b < 8; ++b) out.bytes[b] = static_cast<uint8_t>(word_ >> (8 * b));
  if (hasLiteral_) {
    if (literalExpr_) out.fixups.push_back({Fixup::Kind::Literal32, size, nullptr, 0, literalExpr_});
    for (unsigned b = 0; b < 4; ++b) out.bytes[size + b] = static_cast<uint8_t>(literal_ >> (8 * b));
    size += 4;
  }
  out.size = size;
  for (auto& f : out.fixups) f.instSize = size;
  return true;
}

namespace {

// The rows of `mnemonic` in format `fmt` tried in order; the first that matches is encoded.
Encoded encodeHalf(ParsedInst& pi, const Format* fmt, const isa::Description& d, const EncodeOptions& opt,
                   const std::string& file) {
  MatchError err;
  Matcher m(pi, d, opt);
  Encoded out;
  bool any = false;
  for (const Inst* row : d.byMnemonic(pi.mnemonic)) {
    if (row->format != fmt) continue;
    any = true;
    if (m.tryRow(*row, Matcher::Form::Plain, out, err)) return out;
  }
  if (!any)
    throw Error(SourceLoc{file, pi.line, pi.col}, "invalid instruction: '" + pi.mnemonic + "' cannot be the " +
                                                      (fmt == d.duals.front().first ? "first" : "second") +
                                                      " half of a dual-issue (VOPD) instruction");
  throw Error(SourceLoc{file, err.line, err.col}, err.msg);
}

uint64_t wordOf(const Encoded& e) {
  uint64_t w = 0;
  for (unsigned b = 0; b < 8; ++b) w |= static_cast<uint64_t>(e.bytes[b]) << (8 * b);
  return w;
}

// VOPD (`v_dual_X ... :: v_dual_Y ...`): each half is matched against the rows of its format,
// the two words are merged, and the hardware's pairing rules are checked (seed: RDNA3 ISA
// "VOPD"; the same as llvm-mc's): one literal at most, destinations of opposite parity, and
// each source slot's VGPRs in different banks (register number mod 4).
Encoded encodeDual(ParsedInst& pi, const isa::Description& d, const EncodeOptions& opt, const std::string& file) {
  SourceLoc at{file, pi.line, pi.col};
  if (d.duals.empty()) throw Error(at, "invalid instruction: dual-issue (::) instructions are not supported on this target");
  if (opt.wave64 && d.attr("vopd_wave32_only", 0)) throw Error(at, "invalid instruction: VOPD (v_dual_*) requires wave32");
  if (pi.dual->dual) throw Error(SourceLoc{file, pi.dual->line, pi.dual->col}, "a dual-issue instruction has two halves");
  auto [fx, fy] = d.duals.front();
  Encoded x = encodeHalf(pi, fx, d, opt, file);
  Encoded y = encodeHalf(*pi.dual, fy, d, opt, file);
  if (!x.fixups.empty() || !y.fixups.empty())
    throw Error(at, "unsupported: relocatable operands in a VOPD instruction");
  auto reg = [](const ParsedInst& p, const char* field, const Encoded& e) -> int {
    for (size_t i = 0; i < e.row->ops.size() && i < p.ops.size(); ++i) {
      const isa::Operand& o = e.row->ops[i];
      if (o.field && o.field->name == field && p.ops[i].kind == ParsedOperand::Kind::Reg && p.ops[i].file == RegFile::V)
        return static_cast<int>(p.ops[i].number);
    }
    return -1;
  };
  int dx = reg(pi, "vdst", x), dy = reg(*pi.dual, "vdst", y);
  if (dx < 0 || dy < 0 || ((dx ^ dy) & 1) == 0)
    throw Error(at, "invalid VOPD instruction: one destination VGPR must be even and the other odd");
  for (const char* f : {"src0", "vsrc1"}) {
    int a = reg(pi, f, x), b = reg(*pi.dual, f, y);
    if (a >= 0 && b >= 0 && (a & 3) == (b & 3))
      throw Error(at, std::string("invalid VOPD instruction: ") + f + " operands must use different VGPR banks");
  }
  if (x.size > 8 && y.size > 8 && std::memcmp(&x.bytes[8], &y.bytes[8], 4) != 0)
    throw Error(at, "invalid VOPD instruction: only one unique literal operand is allowed");
  Encoded out = std::move(x);
  uint64_t w = wordOf(out) | wordOf(y);
  for (unsigned b = 0; b < 8; ++b) out.bytes[b] = static_cast<uint8_t>(w >> (8 * b));
  if (y.size > out.size) {
    std::memcpy(&out.bytes[8], &y.bytes[8], 4);
    out.size = y.size;
  }
  out.maxVgpr = std::max(out.maxVgpr, y.maxVgpr);
  out.maxSgpr = std::max(out.maxSgpr, y.maxSgpr);
  return out;
}

}  // namespace

Encoded encodeInstruction(ParsedInst& pi, const isa::Description& d, const EncodeOptions& opt, const std::string& file) {
  if (pi.dual) return encodeDual(pi, d, opt, file);
  // Split an encoding suffix off the mnemonic.
  std::string_view suffix;
  std::string base(d.withoutEncodingSuffix(pi.mnemonic, &suffix));
  enum class Want { Any, E32, E64, Dpp, Sdwa } want = suffix == "_e32" ? Want::E32
                                                   : suffix == "_e64" ? Want::E64
                                                   : suffix == "_dpp" ? Want::Dpp
                                                   : suffix == "_sdwa" ? Want::Sdwa
                                                                       : Want::Any;

  // The current name, or an older generation's name of a renamed instruction (as llvm-mc).
  const auto& rows = !d.byMnemonic(base).empty() ? d.byMnemonic(base) : d.byOldName(base);
  if (rows.empty()) {
    // Name the generation that has it, if another one does.
    for (std::string_view other : isa::descriptionNames()) {
      if (other == d.gen) continue;
      if (!isa::description(other).byMnemonic(base).empty())
        throw Error(SourceLoc{file, pi.line, pi.col}, "instruction not supported on this GPU: '" + base +
                                                          "' exists on " + std::string(other) + " targets, not on " + d.gen);
    }
    throw Error(SourceLoc{file, pi.line, pi.col}, "invalid instruction: unknown mnemonic '" + pi.mnemonic + "'");
  }

  bool dppMods = false, dpp8Mod = false, sdwaMods = false;
  for (const auto& m : pi.mods) {
    dppMods |= isDppModifier(d, m.name) && m.name != "fi";
    dpp8Mod |= m.name == "dpp8";
    sdwaMods |= m.name == "dst_sel" || m.name == "dst_unused" || m.name == "src0_sel" || m.name == "src1_sel";
  }
  bool sext = false;  // sext() means SDWA unless DPP is asked for (v_ldexp_f16_dpp's exponent)
  for (const auto& o : pi.ops) sext |= o.sext;

  Matcher::Form form = Matcher::Form::Plain;
  if (want == Want::Dpp || dppMods) form = Matcher::Form::Dpp;
  if (dpp8Mod) form = Matcher::Form::Dpp8;
  if (want == Want::Sdwa || sdwaMods || (sext && form == Matcher::Form::Plain)) form = Matcher::Form::Sdwa;

  std::vector<const Inst*> cands(rows.begin(), rows.end());
  std::stable_sort(cands.begin(), cands.end(), [](const Inst* a, const Inst* b) { return a->format->size < b->format->size; });
  MatchError err;
  Matcher m(pi, d, opt);
  Encoded out;
  for (const Inst* row : cands) {
    const std::string& fn = row->format->name;
    bool valu32 = fn == "VOP1" || fn == "VOP2" || fn == "VOPC";
    // _e64 names any 64-bit VALU encoding (llvm-mc accepts it on VOP3P and MAI rows too).
    bool vop3 = row->format->size == 8 && row->format->field("src0");
    if (want == Want::E32 && !valu32) continue;
    if (want == Want::E64 && !vop3) continue;
    if (form == Matcher::Form::Dpp && !(valu32 && row->dpp())) continue;
    if (form == Matcher::Form::Dpp8 && !(valu32 && row->dpp8())) continue;
    if (form == Matcher::Form::Sdwa && !(valu32 && row->sdwa())) continue;
    if (m.tryRow(*row, form, out, err)) {
      for (const auto& o : pi.ops)
        if (o.expr) (void)0;
      // Transfer ownership of fixup expressions.
      for (auto& o : pi.ops)
        if (o.expr) out.exprs.push_back(std::move(o.expr));
      return out;
    }
  }
  if (err.score < 0) {
    std::string what = form == Matcher::Form::Dpp ? "DPP" : form == Matcher::Form::Dpp8 ? "DPP8"
                       : form == Matcher::Form::Sdwa ? "SDWA" : want == Want::E32 ? "e32" : want == Want::E64 ? "e64" : "this";
    throw Error(SourceLoc{file, pi.line, pi.col}, "invalid instruction: " + base + " has no " + what + " encoding on this target");
  }
  throw Error(SourceLoc{file, err.line, err.col}, err.msg);
}

}  // namespace gfxsim::as
