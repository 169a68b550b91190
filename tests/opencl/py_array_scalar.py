"""pyopencl.array with scalars: a + s, s - a, a * s, s / a, a / s, and int/float promotion.
(a ** s is in py_clmath.py: PyOpenCL implements it with pow().)"""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, check_close, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 8192
a = (np.arange(n, dtype=np.int32) % 97) - 48
f = np.linspace(0.5, 8.0, n).astype(np.float32)
da, df = cla.to_device(q, a), cla.to_device(q, f)
res = {}
for name, got, want in [("i_plus_7", da + 7, a + 7), ("7_minus_i", 7 - da, 7 - a), ("i_times_3", da * 3, a * 3),
                        ("i_sq", da * da, a * a)]:
    check_equal(name, got.get(), want)
    res[name] = summary(got.get())
for name, got, want in [("f_plus", df + 1.5, f + np.float32(1.5)), ("f_rsub", 2.5 - df, np.float32(2.5) - f),
                        ("f_times", df * 0.25, f * np.float32(0.25)), ("f_rdiv", 3.0 / df, np.float32(3.0) / f),
                        ("f_div", df / 4.0, f / np.float32(4.0))]:
    check_close(name, got.get(), want, rtol=1e-6)
    res[name] = summary(got.get())
m = da * 0.5  # int32 array times a Python float promotes like numpy
check_close("mixed", m.get(), a * 0.5, rtol=1e-6)
res["mixed"] = summary(m.get())
res["mixed_dtype"] = str(m.dtype)
emit(res)
