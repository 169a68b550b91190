"""pyopencl.array arithmetic between arrays: +, -, *, /, unary -, abs, in-place ops (int32 and
float32)."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, check_close, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 10000
rng = np.random.default_rng(1)
a = rng.integers(-1000, 1000, n).astype(np.int32)
b = rng.integers(1, 50, n).astype(np.int32)
fa = rng.uniform(-10, 10, n).astype(np.float32)
fb = rng.uniform(0.5, 4, n).astype(np.float32)
da, db, dfa, dfb = (cla.to_device(q, x) for x in (a, b, fa, fb))

res = {}
for name, got, want in [("iadd", da + db, a + b), ("isub", da - db, a - b), ("imul", da * db, a * b),
                        ("ineg", -da, -a), ("iabs", abs(da), np.abs(a))]:
    check_equal(name, got.get(), want)
    res[name] = summary(got.get())
for name, got, want in [("fadd", dfa + dfb, fa + fb), ("fsub", dfa - dfb, fa - fb), ("fmul", dfa * dfb, fa * fb),
                        ("fdiv", dfa / dfb, fa / fb), ("fneg", -dfa, -fa), ("fabs", abs(dfa), np.abs(fa))]:
    check_close(name, got.get(), want, rtol=1e-6)
    res[name] = summary(got.get())
c = dfa.copy()
c += dfb
c *= dfb
c -= dfa
want = (fa + fb) * fb - fa
check_close("inplace", c.get(), want, rtol=1e-5, atol=1e-5)
res["inplace"] = summary(c.get())
emit(res)
