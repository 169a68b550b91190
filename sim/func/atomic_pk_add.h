// The arithmetic of the packed 16-bit float atomics (gfx942 ds_pk_add_[rtn_]f16/bf16,
// flat/global_atomic_pk_add_f16/bf16, gfx90a/gfx942 global/buffer_atomic_pk_add_f16): each
// 16-bit half of the memory dword gets the same half of the data added, on its own.
//
// The rules (AMD Instinct MI300 "CDNA3" ISA reference guide, "Float Memory Atomics": rounding,
// the "Denorm Handling Rules for Memory Ops" table, NaN handling; the FLAT chapter's
// "Atomics"): every float atomic add rounds to nearest even whatever MODE says. Performed in
// the L2 (global, buffer, FLAT to global memory) PK_ADD_F16/BF16 does not flush denormals;
// performed in the LDS (DS, FLAT to the LDS aperture) it flushes input and output denormals
// as MODE's f16 controls say (FP_DENORM[7:6], which f16 shares with f64). The table names
// PK_ADD_F16 and BF16 together and MODE has no bf16 control: gfxsim applies the f16 ones to
// bf16 too (a choice). A NaN operand gives that NaN quieted, the memory value's first; inf + -inf
// gives the default NaN.
#pragma once
#include <cstdint>
#include <type_traits>

#include "func/exec.h"
#include "func/fp_core.h"

namespace gfxsim::func {

// One half: mem + data in format F, rounded to nearest even.
template <class F>
inline uint16_t atomicAdd16(uint16_t mem, uint16_t data, bool keepIn, bool keepOut) {
  if (F::isNan(mem) || F::isNan(data)) return propagateNan<F>({mem, data});
  constexpr uint16_t one = static_cast<uint16_t>(F::bias << F::frac);
  return fmaRound<F>(F::flush(mem, keepIn), one, F::flush(data, keepIn), 0, keepOut);
}

// The new memory dword of a packed add; `inLds`: performed in the LDS (MODE's denormal
// controls) rather than the L2 (denormals kept).
template <bool Bf>
inline uint32_t pkAtomicAdd(const Exec& x, bool inLds, uint32_t mem, uint32_t data) {
  using F = std::conditional_t<Bf, BF16, F16>;
  FpMode m(x.w.mode);
  bool keepIn = !inLds || m.keepIn16(), keepOut = !inLds || m.keepOut16();
  uint32_t out = 0;
  for (unsigned h = 0; h < 2; ++h) {
    auto a = static_cast<uint16_t>(mem >> (16 * h)), b = static_cast<uint16_t>(data >> (16 * h));
    out |= static_cast<uint32_t>(atomicAdd16<F>(a, b, keepIn, keepOut)) << (16 * h);
  }
  return out;
}

}  // namespace gfxsim::func
