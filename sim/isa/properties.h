// What an instruction is, as the timing model and the compiler's passes need to know it: the
// unit that issues it, what it does, how fast it runs and which hazards it takes part in. The
// ISA description states them per row with `props` lines (README.md beside this file,
// "Instruction properties"); code asks a row's `Inst::props` and never looks at its mnemonic.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace gfxsim::isa {

// The issue port: at most one instruction of each per cycle per scheduler. `Matrix` is the
// SIMD's matrix core (CDNA's MFMAs): issued through the VALU's port, it then works on its own
// while the VALU takes other instructions.
enum class IssueUnit : uint8_t { Internal, Valu, Salu, Smem, Vmem, Lds, Branch, Matrix };

// What the instruction does, in the terms the timing model and the compiler distinguish.
enum class InstOp : uint8_t {
  Alu,         // computes in registers
  Load, Store, Atomic,  // memory accesses (an atomic returns a value when its encoding says so)
  Access,      // an access whose direction no reader needs yet (LDS/GDS, scalar cache probes)
  Branch,      // changes the PC
  Waitcnt,     // s_waitcnt: waits on the counters of its immediate
  WaitcntOne,  // waits on one counter (`waits=`), given by an SGPR plus an immediate
  WaitDepctr,  // s_waitcnt_depctr: waits on the dependency counters of its immediate
  Barrier, Nop, Sleep, SetPrio, EndPgm, SendMsg,
  MemTime,     // reads a clock through the scalar memory path
  InvL1,       // invalidates the vector L0/L1
  InvGl1,      // invalidates the GL1
  InvScalar,   // invalidates the scalar cache
  WbL2,        // writes back or invalidates the L2
  Other,       // none of the above (s_dcache_wb)
};

// How many cycles a VALU instruction occupies its unit, as a class (the config gives the rates).
enum class RateClass : uint8_t { Full, Trans, F64, IntMul, IntMul64 };

// Hazard classes the compiler's hazard pass recognises (bit i of InstProps::hazards).
enum class HazardClass : uint8_t {
  ReadsVccAfterValu,  // reads VCC implicitly and needs wait states after a VALU writes it
  LaneSelect,         // takes an SGPR lane select that needs wait states after a VALU writes it
  Count
};

struct InstProps {
  IssueUnit unit = IssueUnit::Internal;
  InstOp op = InstOp::Other;
  RateClass rate = RateClass::Full;
  uint32_t hazards = 0;  // bit per HazardClass
  std::string waits;     // InstOp::WaitcntOne: the counter waited on, by name
  uint8_t waitsCounter = 0xff;  // and by its index in Description::counters (set once the counters are known)
  // The memory each lane touches per address (LDS rows; the timing model's bank conflicts):
  // bytes per element, one or two addresses (offset0/offset1), and the unit those two offsets
  // count in, in elements (64 for the st64/stride64 forms).
  uint8_t accessBytes = 0;
  uint8_t addresses = 1;
  uint8_t offsetScale = 1;
  // How many cycles the instruction holds its unit, whatever the wave size; 0: one pass of the
  // wave through the SIMD, scaled by the rate class. Matrix rows (MFMA, WMMA) state it, as
  // AMD's tables list it per instruction (in passes of 4 cycles on CDNA).
  uint8_t cycles = 0;
  bool hasUnit = false, hasOp = false;  // stated by some `props` line (every row must be)

  bool has(HazardClass h) const { return (hazards >> static_cast<unsigned>(h)) & 1; }
  // A vector ALU instruction (the matrix core's too, as LLVM's hazard rules count them).
  bool isValu() const { return unit == IssueUnit::Valu || unit == IssueUnit::Matrix; }
  bool isVmem() const { return unit == IssueUnit::Vmem; }
  bool isSmem() const { return unit == IssueUnit::Smem; }
  bool isLds() const { return unit == IssueUnit::Lds; }
  // Executed by the scalar ALU (the SALU port, or the sequencer for internal instructions).
  bool isScalarAlu() const { return unit == IssueUnit::Salu || unit == IssueUnit::Internal || unit == IssueUnit::Branch; }
};

// Sets one property from its `KEY=VALUE` text; returns an error message, empty on success.
std::string setProperty(InstProps& p, std::string_view key, std::string_view value);

// `*` matches any run of characters (the only wildcard of `props` patterns).
bool globMatch(std::string_view pattern, std::string_view text);

std::string_view unitName(IssueUnit u);
std::string_view opName(InstOp o);

}  // namespace gfxsim::isa
