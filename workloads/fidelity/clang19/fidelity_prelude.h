// The OpenCL built-in functions the fidelity kernels use beyond workloads/include/clang_prelude.h,
// for their clang-19 builds (build.sh, which force-includes both). Without the ROCm device
// libraries clang declares these but nothing defines them, and ld.lld fails with "undefined
// hidden symbol". Only the scalar forms the kernels call are given; any other use fails to
// compile instead of linking to nothing. gfxsim cc implements them natively and never sees this.
#ifndef GFXSIM_FIDELITY_PRELUDE_H
#define GFXSIM_FIDELITY_PRELUDE_H

// vload_half/vstore_half read and write binary16 through half pointers, which needs the
// extension; clang's fpext/fptrunc are exact and round to nearest even, as the built-ins are
// specified (vstore_half without a suffix rounds to nearest even).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// Scalar select(a, b, c): b where c is non-zero, else a (OpenCL C 2.0, 6.13.6). Each argument
// is evaluated once.
#define select(a, b, c) ((c) ? (b) : (a))

GFXSIM_CL_INLINE __attribute__((overloadable)) uint gfxsim_min(uint a, uint b) { return a < b ? a : b; }
#define min(a, b) gfxsim_min(a, b)

// Round to nearest even, then convert: defined for the in-range values the kernels convert.
GFXSIM_CL_INLINE uint gfxsim_convert_uint_rte(float x) { return (uint)__builtin_rintf(x); }
#define convert_uint_rte(x) gfxsim_convert_uint_rte(x)

GFXSIM_CL_INLINE float gfxsim_vload_half(size_t i, const __global half* p) { return (float)p[i]; }
GFXSIM_CL_INLINE void gfxsim_vstore_half(float v, size_t i, __global half* p) { p[i] = (half)v; }
#define vload_half(i, p) gfxsim_vload_half(i, p)
#define vstore_half(v, i, p) gfxsim_vstore_half(v, i, p)

#endif
