// The fidelity suite's D3Q19 step (lbm_d3q19.cl) with every select() written as the ?: a
// programmer would write: a test of gfxsim cc's if-conversion, which should compile both to
// the same straight-line code (tests/unit/sim/cli/test_lbm_run.cpp; gfxsim_lbm --source).
// OpenCL's scalar select(a, b, c) is c ? b : a.
#define select(a, b, c) ((c) ? (b) : (a))
#include "lbm_d3q19.cl"
