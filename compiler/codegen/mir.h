// The back end's machine IR: a linear list of labelled machine blocks holding instructions
// written as assembler mnemonics with operands (virtual registers before register
// allocation, physical registers after). The assembler (compiler/asm) is the only place
// that knows encodings; MIR only carries text-level facts: the mnemonic, which operands are
// defined or read, and a few flags the later passes need (branch, memory counter events).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "isa/counters.h"

namespace gfxsim::codegen {

enum class RegClass : uint8_t { SGPR, VGPR };

// One virtual register: a tuple of `size` dwords of one class. A lane mask is an SGPR tuple
// of the wave size (2 dwords in wave64, 1 in wave32).
struct VRegInfo {
  RegClass cls = RegClass::VGPR;
  uint8_t size = 1;
};

struct MOp {
  // PcRelative: the low (sub 0) or high (sub 1) dword of label `reg` minus label `imm`, a
  // long branch's offset from its s_getpc_b64 (branch_relax.cpp).
  enum class Kind : uint8_t { VReg, Phys, Imm, Label, Text, PcRelative };
  Kind kind = Kind::Imm;
  bool def = false;       // written by the instruction
  bool use = true;        // read by the instruction (a def that is not also read: use = false)
  bool partial = false;   // a def that leaves other lanes/dwords of the register live
  uint32_t reg = 0;       // VReg id; Label id
  uint8_t sub = 0, count = 0;  // dword window [sub, sub+count) of a VReg (count 0 = whole)
  int64_t imm = 0;        // Imm (printed in decimal, or hex when `hex`)
  bool hex = false;
  bool neg = false;       // VOP3 neg modifier on a source ("-v[2:3]")
  bool implicit = false;  // an implicit operand (vcc of v_div_fmas): seen by the passes, not printed
  std::string text;       // Phys register name ("exec", "s[4:5]", "v0") or raw Text ("off")
  // Physical register identity of Phys operands the passes must see (waitcnt/hazards):
  // class and first index/count; physCount 0 = not a numbered GPR (exec, vcc, m0...).
  RegClass physCls = RegClass::SGPR;
  uint16_t physIndex = 0, physCount = 0;

  static MOp vreg(uint32_t r, bool isDef = false, uint8_t sub = 0, uint8_t count = 0) {
    MOp o;
    o.kind = Kind::VReg;
    o.reg = r;
    o.def = isDef;
    o.use = !isDef;
    o.sub = sub;
    o.count = count;
    o.partial = isDef && count != 0;
    return o;
  }
  static MOp immediate(int64_t v, bool asHex = false) {
    MOp o;
    o.kind = Kind::Imm;
    o.imm = v;
    o.hex = asHex;
    return o;
  }
  static MOp label(uint32_t id) {
    MOp o;
    o.kind = Kind::Label;
    o.reg = id;
    return o;
  }
  static MOp pcRelative(uint32_t target, uint32_t from, bool high) {
    MOp o;
    o.kind = Kind::PcRelative;
    o.reg = target;
    o.imm = from;
    o.sub = high ? 1 : 0;
    return o;
  }
  static MOp raw(std::string t) {
    MOp o;
    o.kind = Kind::Text;
    o.text = std::move(t);
    o.use = false;
    return o;
  }
  // A named special register (exec, vcc, m0, null) or a fixed GPR range (cls, index, count).
  static MOp phys(std::string name, bool isDef = false) {
    MOp o;
    o.kind = Kind::Phys;
    o.text = std::move(name);
    o.def = isDef;
    o.use = !isDef;
    return o;
  }
  static MOp physGpr(RegClass cls, unsigned index, unsigned count, bool isDef = false);
};

// Memory counter events an instruction causes (for waitcnt insertion); see waitcnt.cpp.
enum class MemEvent : uint8_t { None, VmemLoad, VmemStore, VmemAtomicRet, VmemAtomic, Flat, Lds, Smem };

struct MInst {
  std::string op;         // the mnemonic ("v_add_f32_e64"), or a pseudo ("KILL")
  std::vector<MOp> ops;   // in assembly order; modifiers (glc, offset:N) as Text at the end
  MemEvent event = MemEvent::None;
  bool branch = false;    // s_branch / s_cbranch_*: the Label operand is the target
  bool conditional = false;
  bool pseudo = false;    // KILL (start of a multi-def register's live range): no code
  bool spill = false;     // inserted by the register allocator
  isa::CounterMask waits = 0;  // a wait: the counters it waits to zero (the description's indices)
  uint16_t site = 0;      // part of memory-model site `site` (MFunction::sites[site - 1]): an
                          // atomic's or fence's table sequence; 0 = none
  // s_getpc_b64 of a symbol's address: printed with the s_add_u32/s_addc_u32 of the symbol's
  // rel32@lo+4 and rel32@hi+12 after it. The three stay one instruction through register
  // allocation, waitcnt and hazards, since the addends count the bytes from the s_getpc_b64
  // and nothing may come between (they only write the pair, and SCC, as isel's other adds).
  std::string pcrel;
};

// An instruction from its mnemonic and operands (the passes that add code after selection).
inline MInst makeInst(std::string op, std::vector<MOp> ops) {
  MInst m;
  m.op = std::move(op);
  m.ops = std::move(ops);
  return m;
}

struct MBlock {
  uint32_t label = 0;
  std::vector<MInst> insts;
};

// Fixed hardware inputs of the kernel the prolog enables (see prolog in isel.cpp).
struct KernelInputs {
  bool dispatchPtr = false, flatScratchInit = false, scratch = false;
  bool workgroupId[3] = {true, false, false};
  unsigned workitemIdDims = 1;   // v0 (x), v1 (y), v2 (z) / packed v0 on gfx90a
  unsigned userSgprs = 0;        // after layout
  unsigned kernargSgpr = 0, dispatchSgpr = 0, workgroupSgpr[3] = {0, 0, 0}, waveOffsetSgpr = 0;
  unsigned flatScratchInitSgpr = 0;  // GFX9/GFX10 with flatScratchInit: the queue's scratch base
  unsigned fixedSgprs = 0;       // user + system SGPRs (reserved for the whole kernel)
  // User SGPRs [paddingBegin, paddingEnd) that only pad USER_SGPR_COUNT (gfx1100's
  // UserSGPRInit16Bug): they hold nothing and are free for allocation.
  unsigned paddingBegin = 0, paddingEnd = 0;
  // GFX11 VGPR spills: an SGPR set to 0 by the prolog, the base of the spill slots'
  // scratch_load/store (-1: none).
  int spillBaseSgpr = -1;
  unsigned fixedVgprs = 1;       // work-item id VGPRs (reserved)
};

struct MFunction {
  std::string name;
  std::vector<VRegInfo> vregs;
  std::vector<MBlock> blocks;    // linear order; execution falls through block to block
  uint32_t nextLabel = 0;
  KernelInputs inputs;
  // Results of register allocation (highest register used + 1) and frame sizes.
  unsigned numSgprs = 0, numVgprs = 0;
  uint32_t privateBytes = 0;     // allocas + spill slots, per lane
  uint32_t ldsBytes = 0;
  unsigned vgprSpills = 0, sgprSpills = 0;
  // The memory-model sites (atomics and fences, in selection order), each described as
  // "<op> <order> <scope>[-one-as] <space> (row <id>)"; the assembly names each site's
  // instructions with "; memory model #<n>: <description>".
  std::vector<std::string> sites;

  uint32_t newVReg(RegClass c, unsigned size) {
    vregs.push_back(VRegInfo{c, static_cast<uint8_t>(size)});
    return static_cast<uint32_t>(vregs.size() - 1);
  }
  uint32_t newLabel() { return nextLabel++; }
};

// Printed register name of a physical GPR range: "v5", "s[4:5]".
std::string gprName(RegClass cls, unsigned index, unsigned count);

}  // namespace gfxsim::codegen
