// How the timing model sees an instruction: which unit issues it, what it waits for or
// counts, and how long it occupies its unit. Derived once per decoded instruction from the
// ISA description's row (format and mnemonic) and the counter rules (`counts` lines).
#pragma once
#include <cstdint>
#include <string_view>

#include "func/decoded.h"
#include "isa/description.h"

namespace gfxsim::timing {

// Issue categories: at most one instruction of each per cycle per scheduler. The matrix
// core's instructions (Kind::Matrix) issue through the VALU's port.
enum class Unit : uint8_t { Valu, Salu, Vmem, Lds, Smem, Branch, Internal, Count };

enum class Kind : uint8_t {
  Valu, Matrix, Salu, Branch,
  VmemLoad, VmemStore, VmemAtomic, VmemAtomicRet,
  Lds, Smem, MemTime,
  Waitcnt, WaitcntOne, Barrier, Nop, Sleep, SetPrio, EndPgm, SendMsg,
  InvL1, InvGl1, InvScalar, WbL2, Other,
};

struct TimingClass {
  Kind kind = Kind::Other;
  Unit unit = Unit::Internal;
  bool trans = false;   // quarter-rate transcendental
  bool f64 = false;     // double precision
  bool imul = false;    // 32-bit integer multiply
  bool imul64 = false;  // 32 x 32 + 64-bit integer multiply-add
  bool flat = false;    // FLAT segment (counts in lgkmcnt too)
  isa::CounterMask counters = 0;  // the counters it increments (bit k: the description's counter k)
  uint8_t waits = 0;              // WaitcntOne: the counter it waits on
  uint8_t cycles = 0;             // Valu, Matrix: cycles it holds its unit (the row's `cycles`; 0: by rate)
};

// The classification of `d` for a description (cached in d.timingClass).
TimingClass classify(const isa::Description& desc, const func::DecodedInst& d);

}  // namespace gfxsim::timing
