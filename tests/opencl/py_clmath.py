"""pyopencl.clmath: sin, cos, tan, exp, log, log10, sqrt, pow-free compositions, atan2, fabs,
floor/ceil, tanh, asin, exp2, and Array ** scalar / ** array (pow) on float32 and (when the device has fp64) float64. Float32
results are compared with numpy in float64 within 1e-5 relative (OpenCL allows a few ULP);
the comparator uses 1e-4."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
import pyopencl.clmath as clm
from pyocl_common import context, check_close, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
has_fp64 = "cl_khr_fp64" in ctx.devices[0].extensions
n = 4096
x = np.linspace(0.01, 6.0, n).astype(np.float32)
y = np.linspace(-3.0, 2.5, n).astype(np.float32)
dx, dy = cla.to_device(q, x), cla.to_device(q, y)
res = {}
rtol = {}
cases = [("sin", clm.sin(dx), np.sin(x.astype(np.float64))), ("cos", clm.cos(dx), np.cos(x.astype(np.float64))),
         ("exp", clm.exp(dy), np.exp(y.astype(np.float64))), ("log", clm.log(dx), np.log(x.astype(np.float64))),
         ("log10", clm.log10(dx), np.log10(x.astype(np.float64))), ("sqrt", clm.sqrt(dx), np.sqrt(x.astype(np.float64))),
         ("atan2", clm.atan2(dy, dx), np.arctan2(y.astype(np.float64), x)), ("tanh", clm.tanh(dy), np.tanh(y.astype(np.float64))),
         ("floor", clm.floor(dy), np.floor(y)), ("ceil", clm.ceil(dy), np.ceil(y)), ("fabs", clm.fabs(dy), np.abs(y)),
         ("pow_scalar", dx ** 2.5, x.astype(np.float64) ** 2.5), ("pow_array", dx ** (dy / 2), x.astype(np.float64) ** (y.astype(np.float64) / 2)),
         ("asin", clm.asin(dx / 6.5), np.arcsin(x.astype(np.float64) / 6.5)), ("exp2", clm.exp2(dy), np.exp2(y.astype(np.float64)))]
for name, got, want in cases:
    g = got.get()
    check_close(name, g, want, rtol=1e-5, atol=1e-6)
    res[name] = summary(g)
    rtol[name] = 1e-4
if has_fp64:
    xd = x.astype(np.float64)
    for name, got, want in [("sin_f64", clm.sin(cla.to_device(q, xd)), np.sin(xd)),
                            ("exp_f64", clm.exp(cla.to_device(q, xd)), np.exp(xd))]:
        g = got.get()
        check_close(name, g, want, rtol=1e-13, atol=1e-15)
        res[name] = summary(g)
        rtol[name] = 1e-12
emit(res, rtol=rtol)
