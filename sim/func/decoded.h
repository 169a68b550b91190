// An instruction decoded once, from the ISA description's row and the instruction bytes,
// into the operands and modifiers the semantic functions read. Nothing here knows an
// opcode number: operands come from the row's operand list and fields from their names.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "isa/description.h"

namespace gfxsim::func {

struct Exec;
struct DecodedInst;
using ExecFn = void (*)(Exec&, const DecodedInst&);

enum class OpnKind : uint8_t {
  None,
  Vgpr,     // reg = VGPR index
  Agpr,     // reg = AGPR index
  Sgpr,     // reg = scalar operand number below 128 (SGPRs, vcc, exec, m0, ttmp, null)
  Imm,      // inline constant or literal: imm holds the value in the operand's width
  Special,  // reg = scalar operand number of a computed source (src_shared_base, scc, ...)
};

struct Opnd {
  OpnKind kind = OpnKind::None;
  uint8_t dwords = 1;
  uint8_t bits = 32;      // value width: 16, 32 or 64 (register tuples: 64)
  uint16_t reg = 0;
  uint64_t imm = 0;
  isa::OpType type = isa::OpType::B32;
  isa::OpKind rowKind = isa::OpKind::Imm;
  bool neg = false, abs = false, sext = false;
  uint8_t sel = 6;   // SDWA source select (DWORD)
  bool literal = false;
};

enum class Form : uint8_t { Plain, Dpp, Dpp8, Sdwa };

// Operands of memory instructions, by the role their field plays.
enum class Role : uint8_t { Vdst, Vdata, Data, Data0, Data1, Addr, Saddr, Srsrc, Soffset, Sdata, Sbase, Vaddr, Count };

struct DecodedInst {
  const isa::Inst* row = nullptr;
  ExecFn fn = nullptr;
  uint64_t pc = 0;
  uint8_t size = 0;
  uint8_t nops = 0;
  // The row's format, classified once (the hot paths test these, not the format's name).
  bool isValu = false;   // a VOP* format: counts lane operations
  bool isMubuf = false;  // buffer addressing through a V#
  bool isVop3p = false;
  bool acceptsOpsel = false;  // the row takes op_sel (16-bit halves in VOP3 forms)
  bool acceptsNeg = false;    // the row takes `neg` (VOP3P mix rows; gfx942's f64 MFMA, whose blgp bits are neg)
  std::array<Opnd, 6> op{};
  std::array<int8_t, 4> src{{-1, -1, -1, -1}};  // indices into op[] of the sources, in order
  std::array<int8_t, 2> dst{{-1, -1}};           // and of the destinations
  std::array<int8_t, static_cast<size_t>(Role::Count)> role{};

  // Modifiers (0 when the format has no such field).
  uint8_t clamp = 0, omod = 0, opsel = 0, opselHi = 0;
  uint8_t negLo = 0, negHi = 0;  // VOP3P neg_lo / neg_hi fields (bit k: source k)
  uint8_t cbsz = 0, abid = 0, blgp = 0;  // MAI (MFMA) broadcast controls
  Form form = Form::Plain;
  uint16_t dppCtrl = 0;
  uint8_t rowMask = 0xf, bankMask = 0xf;
  bool boundCtrl = false, fi = false;
  uint32_t dpp8Sel = 0;
  uint8_t dstSel = 6, dstUnused = 2;  // SDWA

  // Memory and program-control fields.
  int64_t offset = 0;            // FLAT/MUBUF/DS/SMEM immediate offset (sign handled)
  uint8_t offset0 = 0, offset1 = 0;
  bool glc = false, slc = false, dlc = false, sccBit = false, nv = false, gds = false, lds = false, tfe = false;
  bool offen = false, idxen = false;
  // MTBUF: the instruction's format (-1: none). gfx9 splits it into a data and a number format
  // (the description's pseudo-format BUFFMT); gfx10+ formats are unified (bufFormat alone).
  int16_t bufFormat = -1, bufDfmt = -1, bufNfmt = -1;
  uint8_t seg = 0;               // FLAT segment (0 flat, 1 scratch, 2 global)
  bool saddrOff = true;          // GLOBAL/SCRATCH without an SGPR base
  // SCRATCH: the VGPR address is used. GFX9/10: exactly when there is no SGPR base; GFX11:
  // the `sve` bit (a VGPR and an SGPR base may be added).
  bool scratchVgpr = true;
  uint32_t simm16 = 0;

  // The decoded instruction that follows this one in memory, linked on first use.
  mutable const DecodedInst* next = nullptr;
  // Owned by the timing model: its classification of this instruction, cached (0 = not yet).
  mutable uint32_t timingClass = 0;

  int8_t srcIndex(unsigned k) const { return k < src.size() ? src[k] : -1; }
  const Opnd& srcOp(unsigned k) const { return op[static_cast<size_t>(src[k])]; }
  const Opnd& dstOp(unsigned k) const { return op[static_cast<size_t>(dst[k])]; }
  const Opnd* byRole(Role r) const {
    int8_t i = role[static_cast<size_t>(r)];
    return i < 0 ? nullptr : &op[static_cast<size_t>(i)];
  }
  // The name of the semantics the row has (the mnemonic, or its `sem=` name): what the
  // semantic functions and the timing model classify by.
  const std::string& mnemonic() const { return row->semantic; }
  // VOPD (gfx11 dual issue): the two halves, each decoded like a VOP1/VOP2 instruction; `fn`
  // runs both with the hardware's read-before-write order (execDual).
  std::shared_ptr<const DecodedInst> dualX, dualY;
};

struct DecodeContext {
  const isa::Description* desc = nullptr;
  bool wave64 = true;
  unsigned vgprBase = 256;
  unsigned literalMarker = 255;
  // Semantics lookup: the function that executes a row (nullptr = not implemented).
  ExecFn (*lookup)(const isa::Inst& row) = nullptr;
  // Executes a dual-issue (VOPD) instruction from its two decoded halves.
  ExecFn dualFn = nullptr;
};

// Decodes one instruction at `bytes` (the PC's bytes, at least 4; up to 16 read). Returns
// false when the bytes are not a valid instruction of the description.
bool decodeInstruction(const DecodeContext& ctx, std::span<const uint8_t> bytes, uint64_t pc, DecodedInst& out);

// Decoded instructions of a program, by PC, decoded on first use.
class DecodeCache {
 public:
  const DecodedInst* find(uint64_t pc) const {
    auto it = map_.find(pc);
    return it == map_.end() ? nullptr : it->second.get();
  }
  const DecodedInst* insert(uint64_t pc, const DecodedInst& d) {
    auto& slot = map_[pc];
    slot = std::make_unique<DecodedInst>(d);
    return slot.get();
  }

 private:
  std::unordered_map<uint64_t, std::unique_ptr<DecodedInst>> map_;
};

}  // namespace gfxsim::func
