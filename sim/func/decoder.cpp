#include <algorithm>
#include <cstring>

#include "func/decoded.h"
#include "isa/constants.h"

namespace gfxsim::func {

using isa::Field;
using isa::Format;
using isa::OpKind;
using isa::OpType;

namespace {

int64_t signExtend(uint64_t v, unsigned bits) {
  if (bits == 0 || bits >= 64) return static_cast<int64_t>(v);
  uint64_t m = 1ull << (bits - 1);
  v &= (1ull << bits) - 1;
  return static_cast<int64_t>((v ^ m) - m);
}

bool isSigned64(OpType t) { return t == OpType::I64; }

// The value of a 32-bit literal as an operand of type t (LLVM/hardware: f64 takes it as the
// high dword, signed 64-bit integers sign-extend it, other 64-bit operands zero-extend).
uint64_t literalValue(uint32_t lit, OpType t, bool wave64) {
  unsigned bits = isa::typeBits(t, wave64);
  if (bits == 16) return lit & 0xffffu;
  if (bits < 64) return lit;
  if (t == OpType::F64) return static_cast<uint64_t>(lit) << 32;
  if (isSigned64(t)) return static_cast<uint64_t>(static_cast<int64_t>(static_cast<int32_t>(lit)));
  return lit;
}

// The first format of the dual encoding whose second format is `second` (VOPD), or null.
const Format* dualFirst(const isa::Description& d, const Format* second) {
  for (const auto& [a, b] : d.duals)
    if (b == second) return a;
  return nullptr;
}

Role roleOf(const std::string& field) {
  static const std::pair<const char*, Role> roles[] = {
      {"vdst", Role::Vdst},   {"vdata", Role::Vdata}, {"data", Role::Data},     {"data0", Role::Data0},
      {"data1", Role::Data1}, {"addr", Role::Addr},   {"saddr", Role::Saddr},   {"srsrc", Role::Srsrc},
      {"soffset", Role::Soffset}, {"sdata", Role::Sdata}, {"sbase", Role::Sbase}, {"vaddr", Role::Vaddr},
  };
  for (const auto& [n, r] : roles)
    if (field == n) return r;
  return Role::Count;
}

// Decodes the instruction at `bytes` as `row` (for VOPD: one of the word's two rows).
bool decodeRow(const DecodeContext& ctx, std::span<const uint8_t> bytes, uint64_t pc, const isa::Inst* row,
               DecodedInst& out) {
  const isa::Description& d = *ctx.desc;
  out = DecodedInst{};
  out.role.fill(-1);
  out.pc = pc;
  if (bytes.size() < 4) return false;
  uint64_t word = 0;
  for (size_t i = 0; i < 8 && i < bytes.size(); ++i) word |= static_cast<uint64_t>(bytes[i]) << (8 * i);
  if (!row) return false;
  const Format* fmt = row->format;
  unsigned size = fmt->size;
  if (size > bytes.size()) return false;
  const std::string& fn = fmt->name;
  const bool valu32 = fn == "VOP1" || fn == "VOP2" || fn == "VOPC";
  const Format* ext = nullptr;
  if (valu32) {
    uint64_t s0 = fmt->field("src0")->extract(word);
    auto is = [&](const char* key) { return d.hasAttr(key) && s0 == static_cast<uint64_t>(d.attr(key)); };
    if (is("src_dpp") && row->dpp()) { out.form = Form::Dpp; ext = d.format("DPP"); }
    else if (is("src_sdwa") && row->sdwa()) { out.form = Form::Sdwa; ext = d.format("SDWA"); }
    else if ((is("src_dpp8") || is("src_dpp8fi")) && row->dpp8()) {
      out.form = Form::Dpp8;
      ext = d.format("DPP8");
      out.fi = is("src_dpp8fi");
    }
    if (ext) {
      if (bytes.size() < 8) return false;
      size = 8;
    }
  }
  if (size == 4) word &= 0xffffffffull;
  auto field = [&](const char* name) -> std::optional<uint64_t> {
    if (const Field* f = fmt->field(name)) return f->extract(word) << f->shift;
    if (ext)
      if (const Field* f = ext->field(name)) return f->extract(word) << f->shift;
    return std::nullopt;
  };
  auto flag = [&](const char* name) { return field(name).value_or(0) != 0; };

  // Literal: a source field holding the literal marker, or a mandatory literal operand.
  bool needLiteral = false;
  for (const auto& o : row->ops) {
    if ((o.kind == OpKind::Src || o.kind == OpKind::SSrc) && o.field && ext == nullptr &&
        o.field->extract(word) == ctx.literalMarker)
      needLiteral = true;
    if (o.kind == OpKind::Imm && !o.field) needLiteral = true;
  }
  uint32_t literal = 0;
  if (needLiteral) {
    if (bytes.size() < size + 4u) return false;
    std::memcpy(&literal, bytes.data() + size, 4);
    size += 4;
  }
  out.row = row;
  out.size = static_cast<uint8_t>(size);
  out.isValu = fmt->name.starts_with("VOP");
  out.isMubuf = fmt->field("srsrc") != nullptr;  // MUBUF and MTBUF: addressed through a V#
  out.isVop3p = fmt->name == "VOP3P";
  out.acceptsOpsel = row->acceptsMod("op_sel");
  out.acceptsNeg = row->acceptsMod("neg");

  // Modifiers and fields by name.
  out.clamp = static_cast<uint8_t>(field("clamp").value_or(0));
  out.omod = static_cast<uint8_t>(field("omod").value_or(0));
  out.cbsz = static_cast<uint8_t>(field("cbsz").value_or(0));
  out.abid = static_cast<uint8_t>(field("abid").value_or(0));
  out.blgp = static_cast<uint8_t>(field("blgp").value_or(0));
  out.opsel = static_cast<uint8_t>(fmt->field("op_sel") ? fmt->field("op_sel")->extract(word) : 0);
  out.opselHi = static_cast<uint8_t>(fmt->field("op_sel_hi") ? fmt->field("op_sel_hi")->extract(word) : 0);
  out.negHi = static_cast<uint8_t>(fmt->field("neg_hi") ? fmt->field("neg_hi")->extract(word) : 0);
  uint64_t negBits = fmt->field("neg") ? fmt->field("neg")->extract(word) : 0;
  uint64_t absBits = fmt->field("abs") ? fmt->field("abs")->extract(word) : 0;
  if (fmt->field("op_sel_hi")) out.negLo = static_cast<uint8_t>(negBits);  // VOP3P: the neg field is neg_lo
  if (out.form == Form::Dpp) {
    out.dppCtrl = static_cast<uint16_t>(field("dpp_ctrl").value_or(0));
    out.rowMask = static_cast<uint8_t>(field("row_mask").value_or(0xf));
    out.bankMask = static_cast<uint8_t>(field("bank_mask").value_or(0xf));
    out.boundCtrl = flag("bound_ctrl");
    out.fi = flag("fi");
  } else if (out.form == Form::Dpp8) {
    out.dpp8Sel = static_cast<uint32_t>(field("lane_sel").value_or(0));
  } else if (out.form == Form::Sdwa && fn != "VOPC") {
    out.dstSel = static_cast<uint8_t>(field("dst_sel").value_or(6));
    out.dstUnused = static_cast<uint8_t>(field("dst_unused").value_or(2));
  }
  // gfx942 names the MUBUF/FLAT cache bits sc0, nt, sc1 (the bits of glc, slc, scc). sc0 on an
  // atomic still selects the returning form (LLVM AMDGPUUsage, "Memory Model GFX942": returning
  // atomics carry sc0=1), so it lands where the semantics look for glc; what the bits mean to
  // the caches (scope, non-temporal) is the timing model's business.
  out.glc = flag("glc") || flag("sc0");
  out.slc = flag("slc") || flag("nt");
  out.dlc = flag("dlc");
  out.sccBit = flag("scc") || flag("sc1");
  out.nv = flag("nv");
  out.gds = flag("gds");
  out.lds = flag("lds");
  out.tfe = flag("tfe");
  if (const Field* ff = fmt->field("format")) {
    uint64_t v = ff->extract(word);
    out.bufFormat = static_cast<int16_t>(v);
    if (const Format* bf = d.format("BUFFMT"); bf && bf->field("dfmt") && bf->field("nfmt")) {
      out.bufDfmt = static_cast<int16_t>(bf->field("dfmt")->extract(v));
      out.bufNfmt = static_cast<int16_t>(bf->field("nfmt")->extract(v));
    }
  }
  out.offen = flag("offen");
  out.idxen = flag("idxen");
  out.seg = static_cast<uint8_t>(field("seg").value_or(0));
  if (const Field* sve = fmt->field("sve")) out.scratchVgpr = sve->extract(word) != 0;
  out.simm16 = static_cast<uint32_t>(field("simm16").value_or(0));
  out.offset0 = static_cast<uint8_t>(field("offset0").value_or(0));
  out.offset1 = static_cast<uint8_t>(field("offset1").value_or(0));
  if (const Field* of = fmt->field("offset")) {
    uint64_t raw = of->extract(word);
    if (fn == "FLAT" && out.seg != 0) {
      out.offset = signExtend(raw, static_cast<unsigned>(d.attr("flat_offset_bits", of->width)));
    } else if (fn == "SMEM") {
      out.offset = row->mnemonic.starts_with("s_buffer_") ? static_cast<int64_t>(raw)
                                                          : signExtend(raw, static_cast<unsigned>(d.attr("smem_offset_bits", of->width)));
    } else {
      out.offset = static_cast<int64_t>(raw);
    }
  }

  // Operands, in the row's order.
  bool seenSource = false;
  unsigned srcCount = 0, dstCount = 0;
  const bool mixRow = fmt->field("op_sel_hi") && out.acceptsNeg;
  if (mixRow) absBits = out.negHi;
  for (size_t i = 0; i < row->ops.size() && i < out.op.size(); ++i) {
    const isa::Operand& spec = row->ops[i];
    Opnd& o = out.op[i];
    o.type = spec.type;
    o.rowKind = spec.kind;
    o.dwords = static_cast<uint8_t>(std::max(1u, isa::typeDwords(spec.type, ctx.wave64)));
    o.bits = static_cast<uint8_t>(isa::typeDwords(spec.type, true) >= 2 ? 64 : isa::typeBits(spec.type, true) <= 16 ? 16 : 32);
    const std::string fname = spec.field ? spec.field->name : std::string();
    uint64_t v = spec.field ? (spec.field->extract(word) << spec.field->shift) : 0;
    bool isDst = fname == "vdst" || fname == "sdst" || (spec.kind == OpKind::Vcc && !seenSource);
    int srcIdx = fname == "src0" ? 0 : (fname == "src1" || fname == "vsrc1") ? 1 : fname == "src2" ? 2 : -1;
    auto scalarOrSpecial = [&](uint64_t n) {
      o.reg = static_cast<uint16_t>(n);
      o.kind = n < 128 ? OpnKind::Sgpr : OpnKind::Special;
    };
    auto source = [&](uint64_t n, bool vgprField) {
      if (vgprField && n >= ctx.vgprBase) {
        o.kind = OpnKind::Vgpr;
        o.reg = static_cast<uint16_t>(n - ctx.vgprBase);
      } else if (n == ctx.literalMarker) {
        o.kind = OpnKind::Imm;
        o.literal = true;
        o.imm = literalValue(literal, spec.type, ctx.wave64);
      } else if (auto c = isa::inlineConstantValue(d, static_cast<unsigned>(n), spec.type, ctx.wave64)) {
        o.kind = OpnKind::Imm;
        o.imm = *c;
      } else {
        scalarOrSpecial(n);
      }
    };
    switch (spec.kind) {
      case OpKind::V:
      case OpKind::A:
      case OpKind::AV: {
        bool nine = spec.field && spec.field->width == 9 && spec.field->shift == 0;
        if (ext && fname == "src0") v = field(out.form == Form::Sdwa ? "sdwa_src0" : "dpp_src0").value_or(0);
        else if (nine) v -= ctx.vgprBase;
        o.kind = spec.kind == OpKind::A ? OpnKind::Agpr : OpnKind::Vgpr;
        if (spec.kind == OpKind::AV && spec.acc && spec.acc->extract(word)) o.kind = OpnKind::Agpr;
        if (spec.field && spec.field->shift && fname == "vdst")
          if (const Format* first = dualFirst(d, fmt))  // VOPD Y: the opposite parity of X's vdst
            v |= (~first->field("vdst")->extract(word)) & 1;
        o.reg = static_cast<uint16_t>(v);
        if (out.form == Form::Sdwa && fname == "vsrc1" && flag("s1")) source(v, false);
        break;
      }
      case OpKind::S:
        if (out.form == Form::Sdwa && fname == "vdst") {
          v = flag("sd") ? field("sdst").value_or(0) : d.regNumber("vcc_lo").value_or(0);
        }
        scalarOrSpecial(v);
        break;
      case OpKind::Vcc:
      case OpKind::ImplicitVcc:
        o.kind = OpnKind::Sgpr;
        o.reg = static_cast<uint16_t>(d.regNumber("vcc_lo").value_or(0));
        if (out.form == Form::Sdwa && fn == "VOPC" && i == 0 && flag("sd"))
          o.reg = static_cast<uint16_t>(field("sdst").value_or(0));
        break;
      case OpKind::Src:
      case OpKind::SSrc:
        if (ext && fname == "src0") {
          uint64_t s0 = field(out.form == Form::Sdwa ? "sdwa_src0" : "dpp_src0").value_or(0);
          if (out.form == Form::Sdwa && flag("s0")) source(s0, false);
          else {
            o.kind = OpnKind::Vgpr;
            o.reg = static_cast<uint16_t>(s0);
          }
        } else {
          source(v, spec.kind == OpKind::Src);
          if (spec.acc && spec.acc->extract(word) && o.kind == OpnKind::Vgpr) o.kind = OpnKind::Agpr;
        }
        break;
      case OpKind::Imm:
      case OpKind::Label:
      case OpKind::Waitcnt:
      case OpKind::Hwreg:
      case OpKind::Sendmsg:
      case OpKind::GprIdx:
      case OpKind::DepCtr:
      case OpKind::DelayAlu:
        o.kind = OpnKind::Imm;
        if (!spec.field) {
          o.literal = true;
          o.imm = literalValue(literal, spec.type, ctx.wave64);
        } else {
          o.imm = v;
        }
        break;
      case OpKind::SmemOff: {
        // The SGPR offset operand (if any) becomes an Sgpr operand; immediates go to offset.
        const Field* immf = fmt->field("imm");
        const Field* soe = fmt->field("soe");
        uint64_t offRaw = fmt->field("offset")->extract(word);
        if (immf) {
          if (soe && soe->extract(word)) scalarOrSpecial(fmt->field("soffset")->extract(word));
          else if (!immf->extract(word)) {
            scalarOrSpecial(offRaw);
            out.offset = 0;
          }
          if (immf->extract(word) == 0 && !(soe && soe->extract(word))) out.offset = 0;
        } else {
          uint64_t so = fmt->field("soffset")->extract(word);
          if (so != static_cast<uint64_t>(d.attr("smem_soffset_none", -1))) scalarOrSpecial(so);
        }
        break;
      }
      case OpKind::MubufAddr:
      case OpKind::FlatAddr:
        o.kind = OpnKind::Vgpr;
        o.reg = static_cast<uint16_t>(v);
        if (spec.kind == OpKind::MubufAddr) o.dwords = (out.offen && out.idxen) ? 2 : 1;
        break;
      case OpKind::SAddr:
        out.saddrOff = v == static_cast<uint64_t>(d.attr("flat_saddr_off", -1));
        if (out.seg == d.attr("seg_scratch", -1) && v == static_cast<uint64_t>(d.attr("flat_scratch_st", -1))) {
          out.saddrOff = true;  // ST mode: the offset alone
          out.scratchVgpr = false;
          break;
        }
        if (!out.saddrOff) scalarOrSpecial(v);
        if (!fmt->field("sve")) out.scratchVgpr = out.saddrOff;
        break;
    }
    // Source modifiers.
    if (srcIdx >= 0) {
      if (ext) {
        std::string p = "src" + std::to_string(srcIdx) + "_";
        o.neg = flag((p + "neg").c_str());
        o.abs = flag((p + "abs").c_str());
        o.sext = flag((p + "sext").c_str());
        if (out.form == Form::Sdwa) o.sel = static_cast<uint8_t>(field((p + "sel").c_str()).value_or(6));
      } else if (!fmt->field("op_sel_hi") || mixRow) {
        o.neg = (negBits >> srcIdx) & 1;
        o.abs = (absBits >> srcIdx) & 1;
      }
    }
    Role r = spec.field ? roleOf(fname) : Role::Count;
    if (r != Role::Count) out.role[static_cast<size_t>(r)] = static_cast<int8_t>(i);
    if (isDst && dstCount < out.dst.size()) out.dst[dstCount++] = static_cast<int8_t>(i);
    else if (!isDst && srcCount < out.src.size()) out.src[srcCount++] = static_cast<int8_t>(i);
    if (!isDst) seenSource = true;
    out.nops = static_cast<uint8_t>(i + 1);
  }
  out.fn = ctx.lookup ? ctx.lookup(*row) : nullptr;
  return true;
}

}  // namespace

bool decodeInstruction(const DecodeContext& ctx, std::span<const uint8_t> bytes, uint64_t pc, DecodedInst& out) {
  const isa::Description& d = *ctx.desc;
  uint64_t word = 0;
  for (size_t i = 0; i < 8 && i < bytes.size(); ++i) word |= static_cast<uint64_t>(bytes[i]) << (8 * i);
  const isa::Inst* row = bytes.size() >= 4 ? d.decode(word) : nullptr;
  if (!decodeRow(ctx, bytes, pc, row, out)) return false;
  if (!d.dualSecond(row->format)) return true;
  // VOPD: two VOP2-like halves in one word, sharing the literal dword.
  auto x = std::make_shared<DecodedInst>(out);
  auto y = std::make_shared<DecodedInst>();
  if (!decodeRow(ctx, bytes, pc, d.secondHalf(*row, word), *y)) return false;
  out.size = std::max(x->size, y->size);
  x->size = y->size = out.size;
  out.dualX = std::move(x);
  out.dualY = std::move(y);
  out.fn = ctx.dualFn;
  if (out.dualX->fn == nullptr || out.dualY->fn == nullptr) out.fn = nullptr;
  return true;
}

}  // namespace gfxsim::func
