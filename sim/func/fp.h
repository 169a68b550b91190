// Floating-point helpers for the vector semantics: fp_core.h (MODE controls, formats,
// rounding, fused multiply-add, half conversions), fp_special.h (the transcendental and
// division helpers as pure functions) and, here, the output modifiers, which need the
// decoded instruction.
#pragma once
#include "func/exec.h"
#include "func/fp_core.h"
#include "func/fp_special.h"

namespace gfxsim::func {

// Output modifiers. OMOD (1: *2, 2: *4, 3: /2) is applied only when MODE.IEEE is clear and
// output denormals are flushed for the instruction's precision: the hardware ignores it
// otherwise (LLVM's SIFoldOperands relies on both). CLAMP then limits the result to
// [+0, 1]; a NaN becomes +0 when DX10_CLAMP is set and stays a (quiet) NaN otherwise.
template <class F>
inline typename F::Bits outMods(typename F::Bits v, const DecodedInst& d, const FpMode& m, bool keepOut, unsigned rm) {
  using B = typename F::Bits;
  if (d.omod && !m.ieee && !keepOut && !F::isNan(v)) {
    int k = d.omod == 1 ? 1 : d.omod == 2 ? 2 : -1;
    if (!F::isInf(v) && !F::isZero(v)) {
      u128 sig;
      int exp;
      unpack<F>(v, sig, exp);
      v = roundPack<F>(F::neg(v), sig, exp + k, rm, false);
    }
  }
  if (d.clamp) {
    if (F::isNan(v)) return m.dx10Clamp ? B(0) : F::quieten(v);
    if (F::neg(v) || F::isZero(v)) return 0;
    B one = static_cast<B>(static_cast<B>(F::bias) << F::frac);
    if (v >= one) return one;
  }
  return v;
}

}  // namespace gfxsim::func
