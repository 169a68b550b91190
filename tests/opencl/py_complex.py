"""Complex arrays (complex64): +, *, abs, conj through pyopencl.array, whose kernels include
pyopencl-complex.h, and cla.dot/vdot of complex and of int32 arrays (their reduction kernels
include the same header)."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check, check_close, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 4000
re_ = np.linspace(-2, 2, n).astype(np.float32)
im_ = np.linspace(1, -3, n).astype(np.float32)
z = (re_ + 1j * im_).astype(np.complex64)
w = (im_ * 0.5 + 1j * re_).astype(np.complex64)
dz, dw = cla.to_device(q, z), cla.to_device(q, w)
res = {}
for name, got, want in [("add", dz + dw, z + w), ("mul", dz * dw, z * w), ("conj", dz.conj(), np.conj(z))]:
    g = got.get()
    check_close(name, g, want, rtol=1e-5, atol=1e-6)
    res[name + "_real"] = summary(g.real)
    res[name + "_imag"] = summary(g.imag)
ab = abs(dz).get()
check_close("abs", ab, np.abs(z), rtol=1e-5)
res["abs"] = summary(ab)
d = complex(cla.dot(dz, dw).get())
check_close("dot", d, np.dot(z.astype(np.complex128), w), rtol=1e-4, atol=1e-3)
res["dot"] = [d.real, d.imag]
a = ((np.arange(n) * 7) % 23 - 11).astype(np.int32)
b = (np.arange(n) % 5).astype(np.int32)
res["dot_int"] = int(cla.dot(cla.to_device(q, a), cla.to_device(q, b)).get())
check(res["dot_int"] == int(np.dot(a.astype(np.int64), b)), "dot_int")
emit(res, rtol={"dot": 1e-4})
