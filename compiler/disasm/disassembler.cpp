#include "disasm/disassembler.h"

#include "isa/constants.h"
#include "isa/swizzle.h"

#include <algorithm>
#include <bit>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <vector>

namespace gfxsim::disasm {

using isa::Field;
using isa::Format;
using isa::Inst;
using isa::OpKind;
using isa::OpType;

namespace {

std::string hex(uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%" PRIx64, v);
  return buf;
}

enum class Form { Plain, Dpp, Dpp8, Sdwa };

class Printer {
 public:
  Printer(const isa::Description& d, const Options& opt) : d_(d), opt_(opt) {}

  std::string reg(char prefix, unsigned first, unsigned dwords) const {
    if (dwords == 1) return std::string(1, prefix) + std::to_string(first);
    return std::string(1, prefix) + "[" + std::to_string(first) + ":" + std::to_string(first + dwords - 1) + "]";
  }

  // A scalar operand number (registers, constants, specials) of the given width.
  std::string scalar(unsigned number, unsigned dwords) const {
    for (const auto& r : d_.regs) {
      if (r.count == 0 && r.number == number && r.width == dwords) return r.name;
    }
    for (const auto& r : d_.regs) {
      if (r.count == 0 || r.name == "v" || r.name == "a") continue;
      if (number >= r.number && number < r.number + r.count) {
        unsigned idx = number - r.number;
        if (dwords == 1) return r.name + std::to_string(idx);
        return r.name + "[" + std::to_string(idx) + ":" + std::to_string(idx + dwords - 1) + "]";
      }
    }
    // Single-width specials (src_shared_base, scc, m0 ...) printed by name whatever the width.
    for (const auto& r : d_.regs)
      if (r.count == 0 && r.number == number && r.width == 1) return r.name;
    return "";
  }

  std::string constant(unsigned number, OpType type) const {
    for (const auto& r : d_.iconsts) {
      int64_t lo = std::min(r.from, r.to), hi = std::max(r.from, r.to);
      int64_t span = hi - lo;
      if (number >= r.number && number <= r.number + static_cast<unsigned>(span)) {
        int64_t v = r.from <= r.to ? r.from + (number - r.number) : r.from - (number - r.number);
        return std::to_string(v);
      }
    }
    for (const auto& c : d_.consts)
      if (c.number == number) {
        if (c.text == "inv2pi") return "0.15915494";
        std::string t = c.text;
        if (t.find('.') == std::string::npos) t += ".0";
        return t;
      }
    (void)type;
    return "";
  }

  // `agpr`: the operand's acc field says AGPR (MFMA src2 with acc_cd).
  std::string source(uint64_t number, const isa::Operand& spec, uint32_t literal, bool& usesLiteral,
                     bool agpr = false) const {
    unsigned dwords = isa::typeDwords(spec.type, opt_.wave64);
    uint64_t vbase = static_cast<uint64_t>(d_.attr("vgpr_base"));
    if (number >= vbase) return reg(agpr ? 'a' : 'v', static_cast<unsigned>(number - vbase), dwords);
    if (number == static_cast<uint64_t>(d_.attr("src_literal"))) {
      usesLiteral = true;
      bool intHalf = spec.type == OpType::I16 || spec.type == OpType::U16 || spec.type == OpType::B16;
      if (intHalf && (literal >> 16)) {
        // A float written on a 16-bit integer operand is stored as f32 bits; llvm-mc prints
        // only the low half (which does not reassemble). Print the float instead.
        char buf[40];
        std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(std::bit_cast<float>(literal)));
        std::string f = buf;
        if (f.find_first_of(".en") == std::string::npos) f += ".0";
        return f;
      }
      bool half = spec.type == OpType::F16 || intHalf;
      uint32_t value = half ? (literal & 0xffff) : literal;  // 16-bit operands print their low half
      // A literal holding an inline-constant value (only relocations make those) prints
      // as that constant, as llvm-objdump does.
      if (!half && isa::typeBits(spec.type, opt_.wave64) == 32)
        if (auto inl = isa::inlineConstantFor(d_, value, spec.type, opt_.wave64)) return constant(*inl, spec.type);
      return hex(value);
    }
    std::string s = scalar(static_cast<unsigned>(number), dwords);
    if (!s.empty()) return s;
    s = constant(static_cast<unsigned>(number), spec.type);
    if (!s.empty()) return s;
    return "";
  }

  const isa::Description& d_;
  const Options& opt_;
};

// sendmsg(...) as llvm-mc-19 prints it: the message name with its operation (and a GS
// operation's stream) when the description names them; otherwise `sendmsg(ID, OP, STREAM)`;
// the raw number when bits outside the fields are set. Where msg_op overlaps msg_id (gfx11's
// 8-bit ids) neither operation nor stream is decoded. One deliberate difference: llvm-mc
// prints the name of a gfx11 message with bits 9:8 set and drops them; this prints the number.
std::string sendmsgText(const isa::Description& d, uint64_t v) {
  const Format* mf = d.format("SENDMSG");
  const Field* idf = mf ? mf->field("msg_id") : nullptr;
  const Field* opf = mf ? mf->field("msg_op") : nullptr;
  const Field* stf = mf ? mf->field("msg_stream") : nullptr;
  if (!idf || !opf || !stf) return "";
  const bool opsDecoded = (idf->insert(0, idf->maxValue()) & opf->insert(0, opf->maxValue())) == 0;
  const uint64_t id = idf->extract(v);
  const uint64_t op = opsDecoded ? opf->extract(v) : 0;
  const uint64_t stream = opsDecoded ? stf->extract(v) : 0;
  if ((idf->insert(0, id) | opf->insert(0, op) | stf->insert(0, stream)) != v) return std::to_string(v);
  for (const auto& m : d.sendmsgs) {
    if (m.value != id) continue;
    bool hasOps = false;
    const isa::NamedValue* opName = nullptr;
    for (const auto& o : d.sysmsgs) {
      if (o.group != m.name) continue;
      hasOps = true;
      if (o.value == op) opName = &o;
    }
    const bool showStream = opName && opName->name.starts_with("GS_OP") && op != 0;
    if ((hasOps ? opName != nullptr : op == 0) && (showStream || stream == 0)) {
      std::string t = "sendmsg(" + m.name;
      if (opName) t += ", " + opName->name;
      if (showStream) t += ", " + std::to_string(stream);
      return t + ")";
    }
    break;
  }
  return "sendmsg(" + std::to_string(id) + ", " + std::to_string(op) + ", " + std::to_string(stream) + ")";
}

bool hasRowIn(const isa::Description& d, const std::string& mnemonic, bool vop3) {
  for (const Inst* r : d.byMnemonic(mnemonic)) {
    const std::string& fn = r->format->name;
    bool isVop3 = fn.starts_with("VOP3") && fn != "VOP3P";
    bool isValu32 = fn == "VOP1" || fn == "VOP2" || fn == "VOPC";
    if (vop3 ? isVop3 : isValu32) return true;
  }
  return false;
}

std::string withMods(const std::string& base, const std::string& srcText, bool neg, bool abs) {
  (void)base;
  std::string s = srcText;
  if (abs) s = "|" + s + "|";
  if (neg) s = "-" + s;
  return s;
}

// A DPP/SDWA source (si = 0 or 1) with the modifiers its extension word gives: neg/abs, SDWA
// sext, and the DPP neg bit that llvm-mc prints as sext() on `dppsext=` sources.
std::string extSourceMods(const Inst& row, const Format& ext, uint64_t word, bool sdwa, int si, const std::string& src) {
  const std::string prefix = "src" + std::to_string(si) + "_";
  auto bit = [&](const std::string& name) {
    const Field* f = ext.field(prefix + name);
    return f && f->extract(word);
  };
  bool neg = bit("neg");
  bool sext = sdwa ? bit("sext") : neg && ((row.dppSextMask >> si) & 1);
  if (!sdwa && sext) neg = false;
  std::string s = withMods("", src, neg, bit("abs"));
  return sext ? "sext(" + s + ")" : s;
}

}  // namespace

namespace {

// Prints the instruction at `bytes` as `row` (one half of a dual-issue word for VOPD).
Decoded disassembleRow(const isa::Description& d, std::span<const uint8_t> bytes, const Options& opt, const Inst* row) {
  Decoded out;
  auto invalid = [&]() {
    out = Decoded{};
    out.size = bytes.size() >= 4 ? 4 : static_cast<unsigned>(bytes.size());
    uint32_t w = 0;
    for (unsigned i = 0; i < out.size; ++i) w |= static_cast<uint32_t>(bytes[i]) << (8 * i);
    out.text = ".long " + hex(w);
    return out;
  };
  if (bytes.size() < 4) return invalid();
  uint64_t word = 0;
  for (size_t i = 0; i < 8 && i < bytes.size(); ++i) word |= static_cast<uint64_t>(bytes[i]) << (8 * i);
  if (!row) return invalid();
  const Format* fmt = row->format;
  if (fmt->size == 8 && bytes.size() < 8) return invalid();

  Printer p(d, opt);
  unsigned size = fmt->size;
  Form form = Form::Plain;
  const Format* ext = nullptr;
  const Field* src0f = fmt->field("src0");
  const std::string& fn = fmt->name;
  bool valu32 = fn == "VOP1" || fn == "VOP2" || fn == "VOPC";
  if (valu32 && src0f) {
    uint64_t s0 = src0f->extract(word);
    if (s0 == static_cast<uint64_t>(d.attr("src_dpp", -1)) && row->dpp()) { form = Form::Dpp; ext = d.format("DPP"); }
    else if (s0 == static_cast<uint64_t>(d.attr("src_sdwa", -1)) && row->sdwa()) { form = Form::Sdwa; ext = d.format("SDWA"); }
    else if ((s0 == static_cast<uint64_t>(d.attr("src_dpp8", -1)) || s0 == static_cast<uint64_t>(d.attr("src_dpp8fi", -1))) && row->dpp8()) {
      form = Form::Dpp8;
      ext = d.format("DPP8");
    }
    if (form != Form::Plain) {
      if (!ext || bytes.size() < 8) return invalid();
      size = 8;
    }
  }
  if (size == 4) word &= 0xffffffffull;  // the next dword is another instruction (or a literal)
  // Literal: any source field holding the literal marker.
  uint32_t literal = 0;
  bool needLiteral = false;
  uint64_t litMarker = static_cast<uint64_t>(d.attr("src_literal"));
  if (form == Form::Plain)
    for (const auto& o : row->ops)
      if ((o.kind == OpKind::Src || o.kind == OpKind::SSrc) && o.field && o.field->extract(word) == litMarker) needLiteral = true;
  bool mandatoryLiteral = false;
  for (const auto& o : row->ops)
    if (o.kind == OpKind::Imm && !o.field) mandatoryLiteral = true;
  if (needLiteral || mandatoryLiteral) {
    if (bytes.size() < size + 4) return invalid();
    for (unsigned i = 0; i < 4; ++i) literal |= static_cast<uint32_t>(bytes[size + i]) << (8 * i);
    size += 4;
  }

  // Mnemonic and suffix.
  std::string text = row->mnemonic;
  if (form == Form::Dpp || form == Form::Dpp8) {
    // gfx11 prints the VOPC DPP forms without any suffix (attr dpp_vopc_suffix 0); the DPP
    // controls alone select the form when the text is assembled again.
    if (fn != "VOPC" || d.attr("dpp_vopc_suffix", 1)) text += "_dpp";
  } else if (form == Form::Sdwa) text += "_sdwa";
  else if (row->hasFlag("nosuffix")) {
    // llvm-mc prints these bare in both encodings, and bare text assembles to the 32-bit
    // form; we print _e64 on the VOP3 form so the text reassembles to the same bytes.
    if (fn == "VOP3" || fn == "VOP3B") text += "_e64";
  } else if (valu32 && (hasRowIn(d, row->mnemonic, true) || row->hasFlag("suffix"))) text += "_e32";
  else if ((fn == "VOP3" || fn == "VOP3B") && hasRowIn(d, row->mnemonic, false)) text += "_e64";

  uint64_t neg = fmt->field("neg") ? fmt->field("neg")->extract(word) : 0;
  uint64_t abs = fmt->field("abs") ? fmt->field("abs")->extract(word) : 0;
  bool isVop3p = fmt->field("op_sel_hi") != nullptr;
  const bool mixRow = isVop3p && row->acceptsMod("neg");
  if (mixRow) abs = fmt->field("neg_hi")->extract(word);
  std::vector<std::string> ops;
  bool usesLiteral = false;
  uint64_t smemOffsetMod = 0;  // SMEM: immediate offset printed as a modifier
  for (const auto& o : row->ops) {
    if (o.kind == OpKind::ImplicitVcc) continue;  // not part of the syntax
    unsigned dwords = isa::typeDwords(o.type, opt.wave64);
    uint64_t v = o.field ? o.field->extract(word) << o.field->shift : 0;
    const bool agpr = o.kind == OpKind::A || (o.acc && o.acc->extract(word));
    std::string s;
    switch (o.kind) {
      case OpKind::V:
      case OpKind::A:
      case OpKind::AV: {
        uint64_t vb = static_cast<uint64_t>(d.attr("vgpr_base"));
        if (form != Form::Plain && o.field && o.field->name == "src0") v = ext->field(form == Form::Sdwa ? "sdwa_src0" : "dpp_src0")->extract(word);
        else if (o.field && o.field->width == 9 && o.field->shift == 0) {
          if (v < vb) return invalid();
          v -= vb;
        }
        if (form != Form::Plain && form != Form::Dpp8 && o.field && o.field->name == "vsrc1") {
          // The second source of DPP/SDWA: an SGPR or constant in SDWA when s1 is set,
          // and its modifiers come from the extension word.
          bool sgpr = form == Form::Sdwa && ext->field("s1") && ext->field("s1")->extract(word);
          s = sgpr ? p.source(v, o, 0, usesLiteral) : p.reg('v', static_cast<unsigned>(v), dwords);
          if (s.empty()) return invalid();
          s = extSourceMods(*row, *ext, word, form == Form::Sdwa, 1, s);
          break;
        }
        if (o.field && o.field->shift && o.field->name == "vdst") {
          // VOPD Y destination: the low bit is the opposite of the X destination's.
          for (const auto& [first, second] : d.duals)
            if (second == fmt) v |= (~first->field("vdst")->extract(word)) & 1;
        }
        s = p.reg(agpr ? 'a' : 'v', static_cast<unsigned>(v), dwords);
        break;
      }
      case OpKind::S: {
        if (form == Form::Sdwa && o.field && o.field->name == "vdst") {
          bool sd = ext->field("sd") && ext->field("sd")->extract(word);
          s = sd ? p.scalar(static_cast<unsigned>(ext->field("sdst")->extract(word)), dwords) : p.scalar(static_cast<unsigned>(*d.regNumber(opt.wave64 ? "vcc" : "vcc_lo")), dwords);
        } else {
          s = p.scalar(static_cast<unsigned>(v), dwords);
        }
        if (s.empty()) return invalid();
        break;
      }
      case OpKind::ImplicitVcc:  // skipped above
      case OpKind::Vcc:
        s = opt.wave64 ? "vcc" : "vcc_lo";
        if (form == Form::Sdwa && fn == "VOPC" && &o == &row->ops.front() && ext->field("sd") && ext->field("sd")->extract(word)) {
          s = p.scalar(static_cast<unsigned>(ext->field("sdst")->extract(word)), dwords);
          if (s.empty()) return invalid();
        }
        break;
      case OpKind::Src:
      case OpKind::SSrc: {
        int si = o.field ? (o.field->name == "src0" ? 0 : o.field->name == "src1" ? 1 : o.field->name == "src2" ? 2 : -1) : -1;
        if (form != Form::Plain && si == 0) {
          uint64_t x = ext->field(form == Form::Sdwa ? "sdwa_src0" : "dpp_src0")->extract(word);
          bool sgpr = form == Form::Sdwa && ext->field("s0") && ext->field("s0")->extract(word);
          s = sgpr ? p.source(x, o, 0, usesLiteral) : p.reg('v', static_cast<unsigned>(x), dwords);
          if (s.empty()) return invalid();
          s = extSourceMods(*row, *ext, word, form == Form::Sdwa, 0, s);
          break;
        }
        s = p.source(v, o, literal, usesLiteral, agpr);
        if (s.empty()) return invalid();
        if ((!isVop3p || mixRow) && si >= 0) {
          bool n = (neg >> si) & 1, a = (abs >> si) & 1;
          if ((n || a) && o.type == OpType::F64 && v == litMarker) {
            // llvm-mc prints "-|0x3ff80000|", which it then rejects (an integer literal
            // takes no modifiers); the double it stands for reassembles to the same bits.
            char buf[40];
            std::snprintf(buf, sizeof buf, "%.17g", std::bit_cast<double>(static_cast<uint64_t>(literal) << 32));
            s = buf;
            if (s.find_first_of(".en") == std::string::npos) s += ".0";
          }
          s = withMods(text, s, n, a);
        }
        break;
      }
      case OpKind::Imm:
        if (auto f = row->immFormat(); o.field && !f.empty()) {
          // Per-instruction printing (llvm-mc's printer differs between SOPP/SOPK ops).
          if (f == "dec") s = std::to_string(v);
          else if (f == "hex16") s = hex(v & 0xffff);
          else s = hex(v);
        } else if (!o.field) {
          uint32_t lit = isa::typeBits(o.type, opt.wave64) == 16 ? (literal & 0xffff) : literal;
          s = !isa::typeIsFloat(o.type) && static_cast<int32_t>(lit) >= -16 && static_cast<int32_t>(lit) <= 64
                  ? std::to_string(static_cast<int32_t>(lit)) : hex(lit);
        } else if (fn == "SOPP" && row->mnemonic.starts_with("s_endpgm")) {
          s = v ? std::to_string(v) : "";  // s_endpgm prints its optional count in decimal
        } else if (fn == "SOPP") {
          // Signed 16-bit: inline-constant range in decimal, else the sign-extended hex.
          int16_t sv = static_cast<int16_t>(v);
          s = (sv >= -16 && sv <= 64) ? std::to_string(sv) : hex(static_cast<uint32_t>(static_cast<int32_t>(sv)));
        } else if (fn == "SMEM") {
          s = v <= 64 ? std::to_string(v) : hex(v);
        } else {
          s = hex(v);
        }
        break;
      case OpKind::Label: s = std::to_string(v & 0xffff); break;  // printed unsigned, like llvm-objdump
      case OpKind::GprIdx: {
        std::string l;
        for (const auto& g : d.gpridx)
          if (v & g.value) l += (l.empty() ? "" : ",") + g.name;
        s = "gpr_idx(" + l + ")";
        break;
      }
      case OpKind::DelayAlu: {
        // instid0(..) | instskip(..) | instid1(..): fields that are 0 are omitted, except the
        // first; a value with no name (or bits outside the fields) prints the raw number.
        std::string w;
        uint64_t covered = 0;
        bool named = true;
        for (size_t k = 0; k < d.delayAlu.size(); ++k) {
          const auto& f = d.delayAlu[k];
          covered = f.bits->insert(covered, f.bits->maxValue());
          uint64_t x = f.bits->extract(v);
          if (x == 0 && k > 0) continue;
          const std::string* name = nullptr;
          for (const auto& [n, val] : f.values)
            if (val == x) name = &n;
          if (!name) named = false;
          else w += (w.empty() ? "" : " | ") + f.name + "(" + *name + ")";
        }
        s = (!named || (v & ~covered) || d.delayAlu.empty()) ? hex(v) : w;
        break;
      }
      case OpKind::Waitcnt:
      case OpKind::DepCtr: {
        const auto& table = o.kind == OpKind::Waitcnt ? d.waitcnts : d.depctrs;
        std::string w;
        bool allMax = true;
        uint64_t covered = 0;
        for (const auto& [name, f] : table) {
          if (f->extract(v) != f->maxValue()) allMax = false;
          covered = f->insert(covered, f->maxValue());
        }
        if (v & ~covered) {  // bits outside every counter: only the raw value says it all
          s = hex(v);
          break;
        }
        for (const auto& [name, f] : table) {
          uint64_t c = f->extract(v);
          if (c == f->maxValue() && !allMax) continue;
          if (!w.empty()) w += " ";
          w += name + "(" + std::to_string(c) + ")";
        }
        s = w;
        break;
      }
      case OpKind::Hwreg: {
        const Format* hf = d.format("HWREG");
        if (!hf) return invalid();
        unsigned id = static_cast<unsigned>(hf->field("hwreg_id")->extract(v));
        unsigned off = static_cast<unsigned>(hf->field("hwreg_offset")->extract(v));
        unsigned sz = static_cast<unsigned>(hf->field("hwreg_size")->extract(v)) + 1;
        std::string name = std::to_string(id);
        for (const auto& h : d.hwregs)
          if (h.value == id) name = h.name;
        s = "hwreg(" + name + (off == 0 && sz == 32 ? "" : ", " + std::to_string(off) + ", " + std::to_string(sz)) + ")";
        break;
      }
      case OpKind::Sendmsg:
        s = sendmsgText(d, v);
        if (s.empty()) return invalid();
        break;
      case OpKind::SmemOff: {
        // GFX9: imm selects an immediate offset, soe adds an SGPR in soffset (then the
        // immediate prints as offset:). GFX10: soffset is the SGPR or null.
        const Field* immf = fmt->field("imm");
        const Field* soef = fmt->field("soe");
        uint64_t off = fmt->field("offset")->extract(word);
        if (immf) {
          if (soef && soef->extract(word)) {
            s = p.scalar(static_cast<unsigned>(fmt->field("soffset")->extract(word)), 1);
            smemOffsetMod = immf->extract(word) ? off : 0;
          } else {
            s = immf->extract(word) ? hex(off) : p.scalar(static_cast<unsigned>(off), 1);
          }
        } else {
          uint64_t so = fmt->field("soffset")->extract(word);
          if (so == static_cast<uint64_t>(d.attr("smem_soffset_none"))) {
            // llvm-mc's disassembler prints a zero offset as the null register itself.
            s = off ? hex(off) : p.scalar(static_cast<unsigned>(so), 1);
          } else {
            s = p.scalar(static_cast<unsigned>(so), 1);
            smemOffsetMod = off;
          }
        }
        if (s.empty()) return invalid();
        break;
      }
      case OpKind::MubufAddr: {
        bool offen = fmt->field("offen") && fmt->field("offen")->extract(word);
        bool idxen = fmt->field("idxen") && fmt->field("idxen")->extract(word);
        s = (offen || idxen) ? p.reg('v', static_cast<unsigned>(v), offen && idxen ? 2 : 1) : "off";
        break;
      }
      case OpKind::FlatAddr: {
        bool scratch = d.isScratch(*row), hasSaddr = false;
        uint64_t saddr = 0;
        for (const auto& oo : row->ops)
          if (oo.kind == OpKind::SAddr) { hasSaddr = true; saddr = oo.field->extract(word); }
        bool off = saddr == static_cast<uint64_t>(d.attr("flat_saddr_off"));
        bool st = scratch && saddr == static_cast<uint64_t>(d.attr("flat_scratch_st", -1));
        if (st) s = "off";
        else if (scratch && fmt->field("sve")) s = fmt->field("sve")->extract(word) ? p.reg('v', static_cast<unsigned>(v), 1) : "off";
        else if (scratch) s = off ? p.reg('v', static_cast<unsigned>(v), 1) : "off";
        else s = p.reg('v', static_cast<unsigned>(v), (!hasSaddr || off) ? 2 : 1);
        break;
      }
      case OpKind::SAddr: {
        bool off = v == static_cast<uint64_t>(d.attr("flat_saddr_off")) ||
                   (d.isScratch(*row) && v == static_cast<uint64_t>(d.attr("flat_scratch_st", -1)));
        s = off ? "off" : p.scalar(static_cast<unsigned>(v), dwords);
        if (s.empty()) return invalid();
        break;
      }
    }
    ops.push_back(s);
  }
  if (usesLiteral && !needLiteral) return invalid();

  // Modifiers in the row's order.
  std::string mods;
  auto add = [&](const std::string& m) { mods += " " + m; };
  for (const auto& m : row->mods) {
    if (m == "neg" && row->negList) {
      // neg:[a,b,c], one element per source (gfx942's f64 MFMAs), printed when any is set.
      uint64_t x = row->negList->extract(word);
      if (!x) continue;
      std::string l = "neg:[";
      for (unsigned i = 0; i < row->negList->width; ++i) l += std::string(i ? "," : "") + std::to_string((x >> i) & 1);
      add(l + "]");
      continue;
    }
    if (m == "neg" || m == "abs") continue;
    const Field* f = fmt->field(m);
    if (m == "omod") {
      uint64_t x = f ? f->extract(word) : 0;
      if (x == 1) add("mul:2");
      if (x == 2) add("mul:4");
      if (x == 3) add("div:2");
      continue;
    }
    if (m == "op_sel") {
      uint64_t x = f ? f->extract(word) : 0;
      // llvm-mc-19 reports a word with a dropped element's bit set as an invalid encoding.
      if (x & row->opselDrop) return invalid();
      if (!x) continue;
      unsigned nsrc = 0;
      for (const auto& o : row->ops)
        if (o.field && (o.field->name == "src0" || o.field->name == "src1" || o.field->name == "src2")) ++nsrc;
      std::string l = "op_sel:[";
      if (row->opselLen) {
        // The bits in order, as many as llvm-mc-19 prints (v_permlane*: op_sel:[fi,
        // bound_ctrl]; gfx11 v_fmac_f16_e64: [src0, src1, src2, dst]).
        for (unsigned i = 0; i < row->opselLen; ++i) l += std::string(i ? "," : "") + std::to_string((x >> i) & 1);
      } else if (isVop3p) {
        for (unsigned i = 0; i < nsrc; ++i) l += std::string(i ? "," : "") + std::to_string((x >> i) & 1);
      } else {
        for (unsigned i = 0; i < nsrc; ++i) l += std::to_string((x >> i) & 1) + ",";
        l += std::to_string((x >> 3) & 1);
      }
      add(l + "]");
      continue;
    }
    if (m == "op_sel_hi" || m == "neg_lo" || m == "neg_hi") {
      const Field* ff = fmt->field(m == "neg_lo" ? "neg" : m);
      uint64_t x = ff ? ff->extract(word) : 0;
      unsigned nsrc = 0;
      for (const auto& o : row->ops)
        if (o.field && (o.field->name == "src0" || o.field->name == "src1" || o.field->name == "src2")) ++nsrc;
      uint64_t dflt = m == "op_sel_hi" && !mixRow ? ((1ull << nsrc) - 1) : 0;
      if ((x & ((1ull << nsrc) - 1)) == dflt) continue;
      std::string l = m + ":[";
      for (unsigned i = 0; i < nsrc; ++i) l += std::string(i ? "," : "") + std::to_string((x >> i) & 1);
      add(l + "]");
      continue;
    }
    if (m == "format" && f) {
      // MTBUF: nothing for the default format; gfx9 format:[DATA,NUM] naming only the
      // components that differ from the default's; gfx10+ format:[UNIFIED]; format:N where
      // the value has no name (as llvm-mc-19 prints).
      uint64_t x = f->extract(word);
      uint64_t dflt = static_cast<uint64_t>(d.attr("mtbuf_format_default"));
      if (x == dflt) continue;
      auto name = [](const std::vector<isa::NamedValue>& tab, uint64_t v) -> const std::string* {
        for (const auto& e : tab)
          if (static_cast<uint64_t>(e.value) == v) return &e.name;
        return nullptr;
      };
      const isa::Format* bf = d.format("BUFFMT");
      if (bf && bf->field("dfmt") && bf->field("nfmt")) {
        const isa::Field* df = bf->field("dfmt");
        const isa::Field* nf = bf->field("nfmt");
        const std::string* dn = name(d.bufDfmts, df->extract(x));
        const std::string* nn = name(d.bufNfmts, nf->extract(x));
        if (dn && nn) {
          std::vector<std::string> parts;
          if (df->extract(x) != df->extract(dflt)) parts.push_back(*dn);
          if (nf->extract(x) != nf->extract(dflt)) parts.push_back(*nn);
          std::string l = "format:[";
          for (size_t k = 0; k < parts.size(); ++k) l += (k ? "," : "") + parts[k];
          add(l + "]");
          continue;
        }
      } else if (const std::string* un = name(d.bufUfmts, x)) {
        add("format:[" + *un + "]");
        continue;
      }
      add("format:" + std::to_string(x));
      continue;
    }
    if (!f) continue;
    uint64_t x = f->extract(word);
    if (f->width > 1 && m != "offset" && m != "offset0" && m != "offset1") {
      if (x) add(m + ":" + std::to_string(x));  // cbsz:1, abid:2, blgp:3 (MFMA)
      continue;
    }
    if (m == "offset" && fn == "SMEM") {
      if (smemOffsetMod) add("offset:" + hex(smemOffsetMod));
      continue;
    }
    if (m == "offset" || m == "offset0" || m == "offset1") {
      if (!x) continue;
      if (m == "offset" && row->hasFlag("swizzle")) {
        add("offset:" + isa::printSwizzle(static_cast<uint16_t>(x)));
        continue;
      }
      // GLOBAL/SCRATCH offsets are signed.
      bool isSigned = false;
      for (const auto& [ff, val] : row->fixed)
        if (fn == "FLAT" && ff->name == "seg" && val != 0) isSigned = true;
      unsigned bits = isSigned ? static_cast<unsigned>(d.attr("flat_offset_bits", f->width)) : f->width;
      if (isSigned && (x >> (bits - 1)) & 1) add(m + ":" + std::to_string(static_cast<int64_t>(x) - (int64_t(1) << bits)));
      else add(m + ":" + std::to_string(x));
      continue;
    }
    if (x) add(m);
  }
  if (form == Form::Sdwa && fn != "VOPC") {  // VOPC SDWA words hold sdst/sd there
    if (ext->field("clamp") && ext->field("clamp")->extract(word)) add("clamp");
    if (ext->field("omod")) {
      uint64_t x = ext->field("omod")->extract(word);
      if (x == 1) add("mul:2");
      if (x == 2) add("mul:4");
      if (x == 3) add("div:2");
    }
  }
  if (form == Form::Sdwa) {
    auto sel = [&](const char* name, const std::vector<isa::NamedValue>& table) {
      const Field* f = ext->field(name);
      if (!f) return;
      uint64_t x = f->extract(word);
      for (const auto& e : table)
        if (e.value == x) { add(std::string(name) + ":" + e.name); return; }
      add(std::string(name) + ":" + std::to_string(x));
    };
    bool isVopc = fn == "VOPC";
    bool hasSrc1 = fmt->field("vsrc1") != nullptr;
    if (!isVopc) {
      sel("dst_sel", d.sdwasels);
      sel("dst_unused", d.dstunused);
    }
    sel("src0_sel", d.sdwasels);
    if (hasSrc1) sel("src1_sel", d.sdwasels);
  }
  if (form == Form::Dpp) {
    uint64_t ctrl = ext->field("dpp_ctrl")->extract(word);
    std::string c;
    if (ctrl <= 0xff) {
      c = "quad_perm:[" + std::to_string(ctrl & 3) + "," + std::to_string((ctrl >> 2) & 3) + "," +
          std::to_string((ctrl >> 4) & 3) + "," + std::to_string((ctrl >> 6) & 3) + "]";
    } else {
      for (const auto& dc : d.dppctrls) {
        if (ctrl >= dc.base + dc.min && ctrl <= dc.base + dc.max) {
          c = dc.name;
          if (dc.min != 0 || dc.max != 0) c += ":" + std::to_string(ctrl - dc.base);
          break;
        }
      }
      if (c.empty()) return invalid();
    }
    add(c);
    add("row_mask:" + hex(ext->field("row_mask")->extract(word)));
    add("bank_mask:" + hex(ext->field("bank_mask")->extract(word)));
    if (ext->field("bound_ctrl")->extract(word)) add("bound_ctrl:1");
    if (ext->field("fi") && ext->field("fi")->extract(word)) add("fi:1");
  }
  if (form == Form::Dpp8) {
    uint64_t sel = ext->field("lane_sel")->extract(word);
    std::string l = "dpp8:[";
    for (unsigned i = 0; i < 8; ++i) l += std::string(i ? "," : "") + std::to_string((sel >> (3 * i)) & 7);
    add(l + "]");
    if (src0f->extract(word) == static_cast<uint64_t>(d.attr("src_dpp8fi", -1))) add("fi:1");
  }

  std::string all = text;
  if (!ops.empty() && ops.back().empty()) ops.pop_back();  // an omitted optional operand
  for (size_t i = 0; i < ops.size(); ++i) all += (i ? ", " : " ") + ops[i];
  all += mods;
  out.valid = true;
  out.size = size;
  out.row = row;
  out.text = all;
  return out;
}

}  // namespace

Decoded disassembleOne(const isa::Description& d, std::span<const uint8_t> bytes, const Options& opt) {
  uint64_t word = 0;
  for (size_t i = 0; i < 8 && i < bytes.size(); ++i) word |= static_cast<uint64_t>(bytes[i]) << (8 * i);
  const Inst* row = bytes.size() >= 4 ? d.decode(word) : nullptr;
  Decoded first = disassembleRow(d, bytes, opt, row);
  if (!first.valid || !d.dualSecond(row->format)) return first;
  // VOPD: the word holds a second row; both halves share the literal dword, if any.
  Decoded second = disassembleRow(d, bytes, opt, d.secondHalf(*row, word));
  if (!second.valid) return disassembleRow(d, bytes, opt, nullptr);
  first.size = std::max(first.size, second.size);
  first.text += " :: " + second.text;
  return first;
}

}  // namespace gfxsim::disasm
