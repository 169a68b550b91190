// Operand fetch and write-back for vector instructions: DPP lane selection, SDWA selects
// and destination merging, VOP3 op_sel on 16-bit operands, neg/abs, lane masks.
#include <algorithm>

#include "func/engine.h"
#include "func/exec.h"
#include "isa/description.h"

namespace gfxsim::func {

using isa::OpType;

namespace {

bool isFloat(OpType t) { return t == OpType::F16 || t == OpType::F32 || t == OpType::F64 || t == OpType::V2F16; }

// SDWA select: BYTE_0..3 = 0..3, WORD_0/1 = 4/5, DWORD = 6 (values from the description).
inline uint32_t sdwaExtract(uint32_t v, uint8_t sel, bool sext) {
  unsigned shift = sel < 4 ? sel * 8 : sel < 6 ? (sel - 4) * 16 : 0;
  unsigned width = sel < 4 ? 8 : sel < 6 ? 16 : 32;
  if (width == 32) return v;
  uint32_t x = (v >> shift) & ((1u << width) - 1);
  if (sext && (x >> (width - 1))) x |= ~((1u << width) - 1);
  return x;
}

// The source lane a DPP control reads for `lane`, or -1 when it has none.
int dppSource(DppKind k, unsigned n, uint16_t ctrl, unsigned lane, unsigned waveSize) {
  unsigned row = lane & ~15u, inRow = lane & 15u;
  switch (k) {
    case DppKind::QuadPerm: return static_cast<int>((lane & ~3u) | ((ctrl >> (2 * (lane & 3))) & 3u));
    case DppKind::RowShl: return inRow + n < 16 ? static_cast<int>(lane + n) : -1;
    case DppKind::RowShr: return inRow >= n ? static_cast<int>(lane - n) : -1;
    case DppKind::RowRor: return static_cast<int>(row + ((inRow + 16 - n) & 15u));
    case DppKind::WaveShl: return lane + 1 < waveSize ? static_cast<int>(lane + 1) : -1;
    case DppKind::WaveShr: return lane >= 1 ? static_cast<int>(lane - 1) : -1;
    case DppKind::WaveRol: return static_cast<int>((lane + 1) % waveSize);
    case DppKind::WaveRor: return static_cast<int>((lane + waveSize - 1) % waveSize);
    case DppKind::RowMirror: return static_cast<int>(row + 15 - inRow);
    case DppKind::RowHalfMirror: return static_cast<int>((lane & ~7u) + 7 - (lane & 7u));
    case DppKind::RowBcast15: return row >= 16 ? static_cast<int>(row - 1) : -1;
    case DppKind::RowBcast31: return row >= 32 ? 31 : -1;
    case DppKind::RowShare:
    case DppKind::RowNewBcast: return static_cast<int>(row + n);
    case DppKind::RowXmask: return static_cast<int>(row + (inRow ^ n));
    case DppKind::Unknown: break;
  }
  return -1;
}

inline uint32_t applyNegAbs32(uint32_t v, const Opnd& o) {
  if (!o.neg && !o.abs) return v;
  unsigned bits = o.bits;
  uint32_t sign = bits == 16 ? 0x8000u : 0x80000000u;
  if (o.abs) v &= ~sign;
  if (o.neg) v ^= sign;
  return v;
}

// GFX9 VGPR index mode (s_set_gpr_idx_on): a VGPR operand of VALU source `slot` (0-2) or
// of the destination (slot 3) is offset by M0[7:0] when M0[12 + slot] enables the slot.
inline const Opnd& indexed(const Exec& x, const Opnd& o, unsigned slot, Opnd& tmp) {
  if (!x.w.gprIdx || o.kind != OpnKind::Vgpr) [[likely]] return o;
  uint32_t m0 = x.w.s[x.w.regs->m0];
  if (!((m0 >> (12 + slot)) & 1)) return o;
  tmp = o;
  tmp.reg = static_cast<uint16_t>(o.reg + (m0 & 0xffu));
  return tmp;
}

}  // namespace

uint32_t specialSource32(const Exec& x, unsigned number) {
  return static_cast<uint32_t>(specialSource64(x, number));
}

uint64_t specialSource64(const Exec& x, unsigned number) {
  const auto& sp = x.eng.specials();
  if (number == sp.vccz) return x.w.vcc() == 0;
  if (number == sp.execz) return x.w.exec() == 0;
  if (number == sp.scc) return x.w.scc;
  if (number == sp.sharedBase) return x.eng.apertures().sharedBase;
  if (number == sp.sharedLimit) return x.eng.apertures().sharedLimit();
  if (number == sp.privateBase) return x.eng.apertures().privateBase;
  if (number == sp.privateLimit) return x.eng.apertures().privateLimit();
  if (number == sp.popsExitingWaveId) return 0;
  fault("unsupported source operand " + std::to_string(number));
}

const uint32_t* vsrc32(Exec& x, const DecodedInst& d, unsigned k, uint32_t* tmp) {
  int8_t idx = d.srcIndex(k);
  if (idx < 0) fault("missing source operand " + std::to_string(k));
  Opnd rel;
  const Opnd& o = indexed(x, d.op[static_cast<size_t>(idx)], k, rel);
  const unsigned n = x.w.size;
  bool half = o.bits == 16 && d.form == Form::Plain && ((d.opsel >> k) & 1);
  bool plain = d.form == Form::Plain || k > 1 || (d.form != Form::Sdwa && k == 1);
  if (o.kind == OpnKind::Vgpr && plain && !o.neg && !o.abs && !half) {
    if (o.reg >= x.w.numV) fault("VGPR v" + std::to_string(o.reg) + " beyond the wave's allocation");
    return x.w.vgpr(o.reg);
  }
  switch (o.kind) {
    case OpnKind::Vgpr:
      if (o.reg >= x.w.numV) fault("VGPR v" + std::to_string(o.reg) + " beyond the wave's allocation");
      std::copy_n(x.w.vgpr(o.reg), n, tmp);
      break;
    case OpnKind::Agpr:
      if (o.reg >= x.w.numA) fault("AGPR a" + std::to_string(o.reg) + " beyond the wave's allocation");
      std::copy_n(x.w.agpr(o.reg), n, tmp);
      break;
    default: std::fill_n(tmp, n, sget32(x, o)); break;
  }
  if (k == 0 && (d.form == Form::Dpp || d.form == Form::Dpp8)) {
    uint32_t src[kMaxLanes];
    std::copy_n(tmp, n, src);
    uint64_t exec = x.w.exec();
    uint64_t disable = 0;
    for (unsigned l = 0; l < n; ++l) {
      int s;
      if (d.form == Form::Dpp8) s = static_cast<int>((l & ~7u) | ((d.dpp8Sel >> (3 * (l & 7u))) & 7u));
      else s = dppSource(x.eng.dppKind(d.dppCtrl), x.eng.dppAmount(d.dppCtrl), d.dppCtrl, l, n);
      bool valid = s >= 0 && static_cast<unsigned>(s) < n && (d.fi || ((exec >> s) & 1));
      if (valid) tmp[l] = src[s];
      else if (d.boundCtrl && d.form == Form::Dpp) tmp[l] = 0;
      else disable |= 1ull << l;
    }
    if (d.form == Form::Dpp) {
      for (unsigned l = 0; l < n; ++l) {
        bool rowOn = (d.rowMask >> (l / 16)) & 1;
        bool bankOn = (d.bankMask >> ((l & 15u) / 4)) & 1;
        if (!rowOn || !bankOn) disable |= 1ull << l;
      }
    }
    x.writeMask &= ~disable;
  }
  if (d.form == Form::Sdwa && k <= 1) {
    for (unsigned l = 0; l < n; ++l) tmp[l] = sdwaExtract(tmp[l], o.sel, o.sext);
  }
  if (half)
    for (unsigned l = 0; l < n; ++l) tmp[l] >>= 16;
  if (o.neg || o.abs) {
    if (!isFloat(o.type) && !(d.form == Form::Sdwa)) {
      // Integer VOP3 sources accept no modifiers; the assembler rejects them too.
    }
    for (unsigned l = 0; l < n; ++l) tmp[l] = applyNegAbs32(tmp[l], o);
  }
  return tmp;
}

void vsrc64(Exec& x, const DecodedInst& d, unsigned k, uint64_t* out) {
  int8_t idx = d.srcIndex(k);
  if (idx < 0) fault("missing source operand " + std::to_string(k));
  Opnd rel;
  const Opnd& o = indexed(x, d.op[static_cast<size_t>(idx)], k, rel);
  const unsigned n = x.w.size;
  switch (o.kind) {
    case OpnKind::Vgpr:
    case OpnKind::Agpr: {
      bool a = o.kind == OpnKind::Agpr;
      const unsigned regs = o.bits == 64 ? 2 : 1;  // a 32-bit operand of a 64-bit op (v_ldexp_f64's exponent)
      if (o.reg + regs > (a ? x.w.numA : x.w.numV))
        fault(regs == 1 ? std::string(a ? "AGPR a" : "VGPR v") + std::to_string(o.reg) + " beyond the wave's allocation"
                        : std::string("register pair beyond the wave's allocation"));
      const uint32_t* lo = a ? x.w.agpr(o.reg) : x.w.vgpr(o.reg);
      if (regs == 1) {
        for (unsigned l = 0; l < n; ++l) out[l] = lo[l];
        break;
      }
      const uint32_t* hi = a ? x.w.agpr(o.reg + 1u) : x.w.vgpr(o.reg + 1u);
      for (unsigned l = 0; l < n; ++l) out[l] = lo[l] | (static_cast<uint64_t>(hi[l]) << 32);
      break;
    }
    default: {
      uint64_t v = o.bits == 64 ? sget64(x, o) : sget32(x, o);
      std::fill_n(out, n, v);
    }
  }
  if (k == 0 && d.form == Form::Dpp) {
    // 64-bit DPP (gfx90a row_newbcast): same lane selection on both dwords.
    uint64_t src[kMaxLanes];
    std::copy_n(out, n, src);
    uint64_t exec = x.w.exec(), disable = 0;
    for (unsigned l = 0; l < n; ++l) {
      int s = dppSource(x.eng.dppKind(d.dppCtrl), x.eng.dppAmount(d.dppCtrl), d.dppCtrl, l, n);
      bool valid = s >= 0 && static_cast<unsigned>(s) < n && (d.fi || ((exec >> s) & 1));
      if (valid) out[l] = src[s];
      else if (d.boundCtrl) out[l] = 0;
      else disable |= 1ull << l;
    }
    x.writeMask &= ~disable;
  }
  if (o.neg || o.abs)
    for (unsigned l = 0; l < n; ++l) {
      if (o.abs) out[l] &= ~(1ull << 63);
      if (o.neg) out[l] ^= 1ull << 63;
    }
}

namespace {

// Destination k of a vector write: the operand (GPR-index mode applied) and the lane array
// of its first register, checked to have `regs` registers inside the wave's allocation.
const Opnd& vectorDest(Exec& x, const DecodedInst& d, unsigned k, unsigned regs, Opnd& rel, uint32_t*& first) {
  int8_t idx = d.dst[k];
  if (idx < 0) fault("missing destination operand");
  const Opnd& o = indexed(x, d.op[static_cast<size_t>(idx)], 3, rel);
  if (o.kind != OpnKind::Vgpr && o.kind != OpnKind::Agpr) fault("vector destination expected");
  bool a = o.kind == OpnKind::Agpr;
  if (o.reg + regs > (a ? x.w.numA : x.w.numV))
    fault(regs == 1 ? std::string(a ? "AGPR a" : "VGPR v") + std::to_string(o.reg) + " beyond the wave's allocation"
                    : std::string("register pair beyond the wave's allocation"));
  first = a ? x.w.agpr(o.reg) : x.w.vgpr(o.reg);
  return o;
}

}  // namespace

void vwrite32(Exec& x, const DecodedInst& d, unsigned k, const uint32_t* vals, uint64_t mask) {
  Opnd rel;
  uint32_t* dst = nullptr;
  const Opnd& o = vectorDest(x, d, k, 1, rel, dst);
  mask &= x.writeMask & x.w.laneMask;
  bool half = o.bits == 16 && d.form == Form::Plain && d.acceptsOpsel;
  if (d.form == Form::Sdwa && d.dstSel != 6) {
    unsigned shift = d.dstSel < 4 ? d.dstSel * 8 : (d.dstSel - 4) * 16;
    unsigned width = d.dstSel < 4 ? 8 : 16;
    uint32_t fieldMask = ((1u << width) - 1) << shift;
    forLanes(mask, [&](unsigned l) {
      uint32_t v = (vals[l] & ((1u << width) - 1)) << shift;
      uint32_t old = dst[l];
      switch (d.dstUnused) {
        case 0: dst[l] = v; break;                                       // UNUSED_PAD
        case 1: {                                                          // UNUSED_SEXT
          bool neg = (vals[l] >> (width - 1)) & 1;
          uint32_t above = shift + width >= 32 ? 0u : (~0u << (shift + width));
          dst[l] = v | (neg ? above : 0u);
          break;
        }
        default: dst[l] = (old & ~fieldMask) | v; break;                 // UNUSED_PRESERVE
      }
    });
    return;
  }
  if (half && ((d.opsel >> 3) & 1)) {
    forLanes(mask, [&](unsigned l) { dst[l] = (dst[l] & 0xffffu) | (vals[l] << 16); });
    return;
  }
  if (half) {
    // 16-bit results written without op_sel keep the upper half on GFX9/GFX10 VOP3 forms
    // that take op_sel (the d16 behaviour); others zero it, as their 32-bit writes do.
    forLanes(mask, [&](unsigned l) { dst[l] = (dst[l] & 0xffff0000u) | (vals[l] & 0xffffu); });
    return;
  }
  if (mask == x.w.laneMask && x.w.size == kMaxLanes) {
    std::copy_n(vals, kMaxLanes, dst);
    return;
  }
  forLanes(mask, [&](unsigned l) { dst[l] = vals[l]; });
}

void vwrite64(Exec& x, const DecodedInst& d, unsigned k, const uint64_t* vals, uint64_t mask) {
  Opnd rel;
  uint32_t* lo = nullptr;
  vectorDest(x, d, k, 2, rel, lo);
  mask &= x.writeMask & x.w.laneMask;
  uint32_t* hi = lo + kMaxLanes;  // registers are kMaxLanes-lane arrays, one after another
  forLanes(mask, [&](unsigned l) {
    lo[l] = static_cast<uint32_t>(vals[l]);
    hi[l] = static_cast<uint32_t>(vals[l] >> 32);
  });
}

namespace {
bool keepsHigh16(const Exec& x, const DecodedInst& d) {
  if (d.form == Form::Sdwa || (d.form == Form::Plain && d.acceptsOpsel)) return false;
  // GFX10 and GFX11 keep the high half (GFX11's true16 registers are the halves).
  if (x.eng.target().info->rdna) return true;
  const std::string& n = d.mnemonic();
  return n == "v_mac_f16" || n == "v_madak_f16" || n == "v_madmk_f16" || n == "v_fmac_f16";
}
}  // namespace

void vwrite16(Exec& x, const DecodedInst& d, uint32_t* vals, uint64_t mask) {
  if (keepsHigh16(x, d)) {
    Opnd rel;
    const Opnd& o = indexed(x, d.dstOp(0), 3, rel);
    if (o.kind == OpnKind::Vgpr && o.reg < x.w.numV) {
      const uint32_t* old = x.w.vgpr(o.reg);
      forLanes(mask, [&](unsigned l) { vals[l] = (old[l] & 0xffff0000u) | (vals[l] & 0xffffu); });
    }
  } else {
    forLanes(mask, [&](unsigned l) { vals[l] &= 0xffffu; });
  }
  vwrite32(x, d, 0, vals, mask);
}

}  // namespace gfxsim::func
