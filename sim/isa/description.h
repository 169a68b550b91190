// The parsed form of one ISA description file (see README.md beside this file).
// Everything that knows an encoding asks this object: the assembler, the disassembler
// and the simulator's decoder.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "isa/counters.h"
#include "isa/properties.h"

namespace gfxsim::isa {

struct FieldPart {
  uint8_t lo;     // lowest bit within the 64-bit instruction
  uint8_t width;
};

struct Field {
  std::string name;
  std::vector<FieldPart> parts;  // least-significant part first
  unsigned shift = 0;            // stored value = value >> shift
  unsigned width = 0;            // sum of part widths

  uint64_t maxValue() const { return width >= 64 ? ~0ull : ((1ull << width) - 1); }
  // Insert/extract the stored field value (already shifted).
  uint64_t insert(uint64_t word, uint64_t stored) const;
  uint64_t extract(uint64_t word) const;
};

struct Format {
  std::string name;
  unsigned size = 4;   // base size in bytes (extension formats: size of the extra word)
  uint64_t match = 0;
  uint64_t mask = 0;
  bool extension = false;  // DPP/SDWA/DPP8 words (fields in bits 32-63)
  std::vector<Field> fields;
  const Field* field(std::string_view name) const;
};

enum class OpKind : uint8_t {
  V, A, AV, S, SSrc, Src, Vcc, Imm, Label, SmemOff, MubufAddr, FlatAddr, SAddr, Waitcnt, Hwreg, Sendmsg,
  GprIdx, DepCtr,
  ImplicitVcc,  // `ivcc`: vcc read but neither written in the syntax nor encoded (VOPD v_dual_cndmask_b32)
  DelayAlu,  // s_delay_alu's `instid0(..) | instskip(..) | instid1(..)` (gfx11, `delayalu` lines)
};

enum class OpType : uint8_t {
  B16, F16, I16, U16, B32, F32, I32, U32, V2F16, V2I16, V2B16, B64, F64, I64, U64,
  B96, B128, B160, B256, B512, B1024, LaneMask, None,
  // The gfx11 WMMA C/D matrix: 8 registers in wave32, 4 in wave64 (RDNA3 ISA section 7.9).
  WmmaAcc,
  // Register tuples of N elements (packed FP32, MFMA accumulators): the element type says
  // how an inline constant is read.
  V2F32, V2B32, V4F32, V16F32, V32F32, V4I32, V16I32, V32I32, V4F64
};

// Register width in dwords (the lane mask and the WMMA accumulator depend on the wave size).
unsigned typeDwords(OpType t, bool wave64);
bool typeIsFloat(OpType t);
unsigned typeBits(OpType t, bool wave64);  // value width: 16, 32 or 64 for sources
std::string_view opTypeName(OpType t);
std::string_view opKindName(OpKind k);

struct Operand {
  const Field* field = nullptr;  // null for implicit operands (kind Vcc) and the literal (`lit`)
  const Field* acc = nullptr;    // `field:kind:type:ACC`: set to 1 when the register is an AGPR
  OpKind kind = OpKind::Imm;
  OpType type = OpType::B32;
};

struct Inst {
  std::string mnemonic;
  const Format* format = nullptr;
  uint32_t opcode = 0;
  std::vector<Operand> ops;
  std::vector<std::string> mods;  // accepted modifiers, in printing order
  std::vector<std::string> flags; // bare flags (dpp, sdwa, dpp8, noret, ...)
  std::vector<std::pair<const Field*, uint64_t>> fixed;  // fixed field values
  // `FIELD?=VALUE`: a field the syntax does not show that the assembler fills with VALUE and
  // the decoder ignores (gfx10+ v_cmpx VOP3 rows: vdst?=126; clang-15 writes 0 there).
  std::vector<std::pair<const Field*, uint64_t>> filled;
  unsigned line = 0;  // line in the description file, for diagnostics
  // The mnemonic whose semantics (simulator, timing classes) this row has: the `sem=` flag
  // (gfx11 renamed rows: `s_load_b32 ... sem=s_load_dword`), else the mnemonic itself.
  std::string semantic;
  // What the row is to the timing model and the compiler (`props` lines).
  InstProps props;

  unsigned negMask = 7, absMask = 7;  // sources (bit i = src i) that take neg / abs
  // `opsel_len=N` (1..4): the VOP3 op_sel list has N elements that are the op_sel bits in
  // order (v_permlane*16: [fi, bound_ctrl]; gfx11 v_fmac_f16_e64: [src0, src1, src2, dst]);
  // 0: one element per source plus the destination bit last.
  unsigned opselLen = 0;
  // `opsel_drop=N` (with opsel_len): bit i is a list element the row does not encode (gfx11
  // v_fmac_f16_e64's src2, its tied destination): assembled as given and dropped, and a word
  // with that op_sel bit set is no encoding of the row. Other elements are encoded bits, also
  // those of a source the row does not have (v_cvt_sr_*_f32's op_sel[2], a byte select).
  unsigned opselDrop = 0;
  // `neglist=FIELD`: the row's `neg` is the printed list `neg:[a,b,c]` (bit i negates source
  // i) held in FIELD, not `-x` on the operands (gfx942's f64 MFMAs: the MAI word's blgp bits).
  const Field* negList = nullptr;
  // `dppsext=N`: in the DPP form, source i (bit i) takes `sext(vN)` for its neg bit, and the
  // disassembler prints that bit so (v_ldexp_f16's exponent, llvm-mc-19).
  unsigned dppSextMask = 0;
  bool hasFlag(std::string_view f) const;
  // Value of a `key=value` flag (immfmt=hex, opsel_len=2), or "" when absent.
  std::string_view flagValue(std::string_view key) const;
  std::string_view immFormat() const { return flagValue("immfmt"); }
  bool acceptsMod(std::string_view m) const;
  bool dpp() const { return hasFlag("dpp"); }
  bool dpp8() const { return hasFlag("dpp8"); }
  bool sdwa() const { return hasFlag("sdwa"); }
};

struct NamedReg {
  std::string name;
  unsigned number;   // scalar operand number of the first register
  unsigned count;    // 0: single named register; >0: register file NAME0..NAME(count-1)
  unsigned width;    // dwords covered by a single name (2 for "vcc", "exec", ...)
};

struct InlineConst {
  std::string text;   // "0.5", "inv2pi"
  unsigned number;
};

struct NamedValue {
  std::string name;
  uint64_t value;
  std::string group;  // for sysmsg: the message name it belongs to
};

// One field of s_delay_alu's immediate (`delayalu NAME BITS VALUE=N,...`): its bits and the
// names of its values, printed as NAME(VALUE).
struct DelayAluField {
  std::string name;
  const Field* bits = nullptr;
  std::vector<std::pair<std::string, uint64_t>> values;
};

struct DppCtrl {
  std::string name;
  unsigned base, min, max;  // encoded = base + (value - min); min == max == 0: no value
};

class Description {
 public:
  // Parses a description; throws Error naming "<name>.isa:line" on malformed input. A
  // description that starts with `gen NAME` + `base OTHER` is a delta of the embedded
  // description OTHER (see README.md).
  static std::unique_ptr<Description> parse(std::string_view text, const std::string& fileName);

  std::string gen;
  std::string base;  // the description this one is a delta of (`base gfx9`), or ""
  std::map<std::string, std::string, std::less<>> attrs;
  std::vector<NamedReg> regs;
  std::vector<std::pair<std::string, std::string>> aliases;  // other spelling -> canonical reg name
  std::vector<InlineConst> consts;
  struct IntRange { int64_t from, to; unsigned number; };
  std::vector<IntRange> iconsts;
  std::vector<std::unique_ptr<Format>> formats;
  std::vector<std::unique_ptr<Inst>> insts;
  std::vector<NamedValue> hwregs, sendmsgs, sysmsgs, sdwasels, dstunused;
  std::vector<std::pair<std::string, const Field*>> waitcnts;  // counter name -> bits (in simm16)
  std::vector<std::pair<std::string, const Field*>> depctrs;   // s_waitcnt_depctr counters
  std::vector<NamedValue> gpridx;                              // gpr_idx(...) mask bits
  // MTBUF `format:` names: gfx9 data and number formats (`bufdfmt`/`bufnfmt`, packed into the
  // format field as the pseudo-format BUFFMT says), gfx10+ unified formats (`bufufmt`).
  std::vector<NamedValue> bufDfmts, bufNfmts, bufUfmts;
  std::vector<std::unique_ptr<Field>> waitcntFields;
  std::vector<DppCtrl> dppctrls;
  std::vector<WaitCounter> counters;  // in declaration order; a counter's index is its position
  std::vector<CountRule> counts;
  std::vector<DelayAluField> delayAlu;  // in printing order
  // Encodings made of two rows (`dual FIRST SECOND`, gfx11 VOPD): a word of FIRST's
  // MATCH/MASK holds a FIRST row and a SECOND row, printed `first :: second`. Decoding finds
  // the FIRST row; secondHalf() the other.
  std::vector<std::pair<const Format*, const Format*>> duals;
  const Format* dualSecond(const Format* first) const;
  const Inst* secondHalf(const Inst& first, uint64_t word) const;

  // A generation-wide number. Without a default the description must define it (the
  // numbers are encodings, and C++ code must not invent them); throws Error otherwise.
  int64_t attr(std::string_view key) const;
  int64_t attr(std::string_view key, int64_t def) const;
  bool hasAttr(std::string_view key) const { return attrs.find(key) != attrs.end(); }
  // A SCRATCH row: a FLAT-format row whose fixed `seg` field is attr seg_scratch.
  bool isScratch(const Inst& row) const;
  const Format* format(std::string_view name) const;
  // The index of a wait counter in `counters`, or -1 when the generation has none of that name.
  int counterIndex(std::string_view name) const;
  // The row that waits on the counters of its immediate (op=waitcnt): s_waitcnt.
  const Inst* waitcntRow() const { return waitcntRow_; }
  // A DPP control named by a `dppctrl` line (row_shl, row_bcast, row_newbcast, ...).
  bool isDppControl(std::string_view name) const;
  // A modifier some row accepts (its `mods=`), or a DPP control.
  bool isModifier(std::string_view name) const;
  // All rows with a mnemonic (several encodings), in file order.
  const std::vector<const Inst*>& byMnemonic(std::string_view mnemonic) const;
  // A written mnemonic without its encoding suffix (_e32, _e64, _dpp, _sdwa), which goes to
  // `suffix` (empty when there is none): a name that is a row's own keeps its suffix-like end.
  std::string_view withoutEncodingSuffix(std::string_view written, std::string_view* suffix = nullptr) const;
  // The first row a written mnemonic names (its own name or an older generation's, with or
  // without an encoding suffix), or nullptr: how the compiler finds the properties of what it emits.
  const Inst* rowOf(std::string_view written) const;
  // Rows renamed from an older generation's mnemonic (`sem=OLD`, outside dual encodings):
  // llvm-mc accepts OLD as an alias of them (gfx11: s_load_dwordx4 for s_load_b128).
  const std::vector<const Inst*>& byOldName(std::string_view mnemonic) const;
  // Decoding: the formats that match a first dword/qword, and the row for (format, opcode).
  const Format* matchFormat(uint64_t word) const;
  const Inst* findInst(const Format* f, uint32_t opcode, uint64_t word) const;
  // The row of an instruction word (formats sharing a mask, such as VOP3 and VOP3B, are
  // told apart by their rows). Only the first dword is looked at for 4-byte formats.
  const Inst* decode(uint64_t word) const;

  // A single named register (after resolving aliases): its operand number and width.
  const NamedReg* namedReg(std::string_view name) const;
  std::optional<unsigned> regNumber(std::string_view name) const;

 private:
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, std::vector<const Inst*>, NameHash, std::equal_to<>> byMnemonic_, byOldName_;
  std::unordered_map<std::string, const NamedReg*, NameHash, std::equal_to<>> namedRegs_;
  const NamedReg* resolveNamedReg(std::string_view name) const;
  std::set<std::string, std::less<>> modifiers_;
  std::map<std::pair<const Format*, uint32_t>, std::vector<const Inst*>> byOpcode_;
  std::vector<const Format*> decodeOrder_;
  const Inst* waitcntRow_ = nullptr;  // non-extension formats, most specific mask first
  void index();
};

// The description for an ISA file name ("gfx9", "gfx90a", "gfx10"), parsed once from the
// embedded text (a delta description merged with its base). Thread-safe. Throws Error if
// the name is unknown.
const Description& description(std::string_view isaName);
// The names of the embedded descriptions.
const std::vector<std::string_view>& descriptionNames();

}  // namespace gfxsim::isa
