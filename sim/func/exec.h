// What a semantic function sees while it executes one instruction of one wave, and the
// operand access it uses. Encoding variants (VOP1/VOP2/VOP3, DPP, SDWA, op_sel, source
// modifiers, lane-mask width) are handled here once, so a semantic function only
// computes its result.
#pragma once
#include <bit>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "func/decoded.h"
#include "func/mem_port.h"
#include "func/wave.h"

namespace gfxsim::rt {
class Memory;
}

namespace gfxsim::func {

class Engine;

struct Workgroup {
  std::vector<uint8_t> lds;
  uint32_t id[3] = {0, 0, 0};
  uint32_t flatIndex = 0;
};

// A kernel fault: the engine adds the wave and the instruction text.
struct FaultException : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// DPP source-lane transforms, decoded from the description's dppctrl names.
enum class DppKind : uint8_t {
  QuadPerm, RowShl, RowShr, RowRor, WaveShl, WaveRol, WaveShr, WaveRor, RowMirror, RowHalfMirror,
  RowBcast15, RowBcast31, RowShare, RowXmask, RowNewBcast, Unknown
};

struct Exec {
  WaveState& w;
  Workgroup& wg;
  Engine& eng;
  rt::Memory& mem;
  MemPort* port = nullptr;     // the timing model's memory (nullptr: device memory directly)
  bool deferred = false;       // the port put the instruction off (it runs again later)
  uint64_t writeMask = ~0ull;  // lanes DPP leaves unwritten are cleared here
  uint32_t laneCount() const { return w.size; }
};

[[noreturn]] inline void fault(const std::string& reason) { throw FaultException(reason); }

// ---------------------------------------------------------------------------------------
// Scalar operands.
uint32_t specialSource32(const Exec& x, unsigned number);
uint64_t specialSource64(const Exec& x, unsigned number);

inline uint32_t sget32(const Exec& x, const Opnd& o) {
  switch (o.kind) {
    case OpnKind::Sgpr: return o.reg == x.w.regs->null ? 0u : x.w.s[o.reg];
    case OpnKind::Imm: return static_cast<uint32_t>(o.imm);
    case OpnKind::Special: return specialSource32(x, o.reg);
    default: fault("scalar operand expected");
  }
}

inline uint64_t sget64(const Exec& x, const Opnd& o) {
  switch (o.kind) {
    case OpnKind::Sgpr:
      if (o.reg == x.w.regs->null) return 0;
      if (o.reg + 1u >= x.w.s.size()) fault("64-bit scalar operand out of range");
      return x.w.pair(o.reg);
    case OpnKind::Imm: return o.imm;
    case OpnKind::Special: return specialSource64(x, o.reg);
    default: fault("scalar operand expected");
  }
}

inline void sset32(Exec& x, const Opnd& o, uint32_t v) {
  if (o.kind != OpnKind::Sgpr) fault("scalar destination expected");
  if (o.reg == x.w.regs->null) return;
  x.w.s[o.reg] = v;
}

inline void sset64(Exec& x, const Opnd& o, uint64_t v) {
  if (o.kind != OpnKind::Sgpr) fault("scalar destination expected");
  if (o.reg == x.w.regs->null) return;
  if (o.reg + 1u >= x.w.s.size()) fault("64-bit scalar destination out of range");
  x.w.setPair(o.reg, v);
}

// A lane mask (VOPC destination, carry, v_cndmask selector): 64 bits in wave64, 32 in wave32.
inline uint64_t getMask(const Exec& x, const Opnd& o) {
  if (x.w.size == 64) return sget64(x, o);
  return sget32(x, o);
}
inline void setMask(Exec& x, const Opnd& o, uint64_t m) {
  if (x.w.size == 64) sset64(x, o, m);
  else sset32(x, o, static_cast<uint32_t>(m));
}

// ---------------------------------------------------------------------------------------
// Vector operands. Sources come back as arrays of kMaxLanes values.
const uint32_t* vsrc32(Exec& x, const DecodedInst& d, unsigned k, uint32_t* tmp);
void vsrc64(Exec& x, const DecodedInst& d, unsigned k, uint64_t* out);
// Writes destination `k` for the lanes in `mask` (callers pass exec; DPP/SDWA/op_sel apply).
void vwrite32(Exec& x, const DecodedInst& d, unsigned k, const uint32_t* vals, uint64_t mask);
void vwrite64(Exec& x, const DecodedInst& d, unsigned k, const uint64_t* vals, uint64_t mask);
// A 16-bit result (low half of `vals`) written to destination 0. GFX10 and GFX11 keep the
// destination's high half for every 16-bit VALU instruction; GFX9 zeroes it, except for
// v_mac_f16, v_fmac_f16 and v_madak/madmk_f16 (LLVM's GCNSubtarget::zeroesHigh16BitsOfDest).
// VOP3 forms with op_sel (d16 halves) and SDWA destinations are handled by vwrite32.
// `vals` is updated in place to the dwords written.
void vwrite16(Exec& x, const DecodedInst& d, uint32_t* vals, uint64_t mask);

// Lanes an ALU instruction writes: EXEC and the DPP write mask.
inline uint64_t activeLanes(const Exec& x) { return x.w.exec() & x.writeMask; }

template <class F>
inline void forLanes(uint64_t mask, F f) {
  if ((mask & (mask + 1)) == 0) {  // lanes 0..n-1 (a full or tail-partial wave): a dense loop
    const unsigned n = 64u - static_cast<unsigned>(std::countl_zero(mask));
    for (unsigned l = 0; l < n; ++l) f(l);
    return;
  }
  while (mask) {
    unsigned l = static_cast<unsigned>(std::countr_zero(mask));
    f(l);
    mask &= mask - 1;
  }
}

// ---------------------------------------------------------------------------------------
// Registration of semantic functions by mnemonic (one table per instruction family).
struct SemanticEntry {
  const char* mnemonic;
  ExecFn fn;
};
void registerSemantics(std::initializer_list<SemanticEntry> entries);
void registerSemantic(const std::string& mnemonic, ExecFn fn);
ExecFn findSemantics(const std::string& mnemonic);

}  // namespace gfxsim::func
