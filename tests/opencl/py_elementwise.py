"""cl.elementwise.ElementwiseKernel: a saxpy-like kernel over float32 arrays, one with an int
index-dependent expression and a preamble function, and one writing two outputs."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyopencl.elementwise import ElementwiseKernel
from pyocl_common import context, check_equal, check_close, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 12000
x = np.linspace(-4, 4, n).astype(np.float32)
y = np.linspace(10, -2, n).astype(np.float32)
dx, dy = cla.to_device(q, x), cla.to_device(q, y)
res = {}
axpy = ElementwiseKernel(ctx, "float a, float *x, float *y, float *z", "z[i] = a*x[i] + y[i]", "axpy")
z = cla.empty_like(dx)
axpy(np.float32(2.5), dx, dy, z)
check_close("axpy", z.get(), np.float32(2.5) * x + y, rtol=1e-6, atol=1e-6)
res["axpy"] = summary(z.get())

idxk = ElementwiseKernel(ctx, "int *out, int k", "out[i] = tri(i % 100) * k - (int)i",
                         "idx_kernel", preamble="int tri(int v) { return v * (v + 1) / 2; }")
o = cla.empty(q, n, np.int32)
idxk(o, np.int32(3))
ii = np.arange(n)
check_equal("preamble", o.get(), ((ii % 100) * (ii % 100 + 1) // 2 * 3 - ii).astype(np.int32))
res["preamble"] = summary(o.get())

two = ElementwiseKernel(ctx, "float *x, float *mn, float *mx, float t",
                        "mn[i] = fmin(x[i], t); mx[i] = fmax(x[i], t)", "two_out")
mn, mx = cla.empty_like(dx), cla.empty_like(dx)
two(dx, mn, mx, np.float32(0.5))
check_equal("fmin", mn.get(), np.minimum(x, np.float32(0.5)))
check_equal("fmax", mx.get(), np.maximum(x, np.float32(0.5)))
res["fmin"] = summary(mn.get())
res["fmax"] = summary(mx.get())
# a range: only elements 100..199
part = cla.zeros(q, n, np.int32)
ElementwiseKernel(ctx, "int *p", "p[i] = 1", "ones")(part, range=slice(100, 200))
res["range_count"] = int(part.get().sum())
check_equal("range", res["range_count"], 100)
emit(res)
