"""One user kernel template instantiated for int8, int32, uint32, int64, float32 and float64
(when the device has fp64): c = a * b + a / d (integer division truncates, unsigned wraps),
compared with numpy in the same dtype."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyopencl.tools import dtype_to_ctype
from pyocl_common import context, check_equal, check_close, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
has_fp64 = "cl_khr_fp64" in ctx.devices[0].extensions
n = 4096
res = {}
rtol = {}
types = [np.int8, np.int32, np.uint32, np.int64, np.float32] + ([np.float64] if has_fp64 else [])
for t in types:
    ct = dtype_to_ctype(t)
    src = f"__kernel void k(__global const {ct}* a, __global const {ct}* b, __global const {ct}* d, __global {ct}* c) {{ size_t i = get_global_id(0); c[i] = ({ct})(a[i] * b[i] + a[i] / d[i]); }}"
    prg = cl.Program(ctx, src).build()
    i = np.arange(n)
    if np.dtype(t).kind == "f":
        a = ((i % 200) - 100.5).astype(t)
        b = ((i % 7) * 0.5 + 0.25).astype(t)
        d = ((i % 5) + 1.5).astype(t)
    else:
        lo = 0 if np.dtype(t).kind == "u" else -60
        a = ((i * 37) % 120 + lo).astype(t)
        b = ((i * 11) % 9 + 1).astype(t)
        d = ((i % 13) + 1).astype(t)
    da, db, dd = (cla.to_device(q, x) for x in (a, b, d))
    dc = cla.empty_like(da)
    prg.k(q, (n,), None, da.data, db.data, dd.data, dc.data)
    c = dc.get()
    name = np.dtype(t).name
    with np.errstate(over="ignore"):
        if np.dtype(t).kind == "f":
            want = (a * b + a / d).astype(t)
            check_close(name, c, want, rtol=1e-6 if t == np.float32 else 1e-14)
            rtol[name] = 1e-5 if t == np.float32 else 1e-13
        else:
            q_ = (np.abs(a.astype(np.int64)) // d.astype(np.int64)) * np.sign(a.astype(np.int64))  # C truncation
            want = (a.astype(np.int64) * b.astype(np.int64) + q_).astype(t)  # wraps like the device type
            check_equal(name, c, want)
    res[name] = summary(c)
emit(res, rtol=rtol)
