"""Built-in reductions: sum, min, max (int32, float32, float64), dot and vdot, and sum of an
integer array into int64 (no overflow)."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check, check_close, emit

ctx = context()
q = cl.CommandQueue(ctx)
has_fp64 = "cl_khr_fp64" in ctx.devices[0].extensions
n = 20000
i = ((np.arange(n, dtype=np.int64) * 7919) % 2003 - 1001).astype(np.int32)
f = np.sin(np.arange(n) * 0.01).astype(np.float32)
g = np.cos(np.arange(n) * 0.003).astype(np.float32)
di, df, dg = cla.to_device(q, i), cla.to_device(q, f), cla.to_device(q, g)
res = {}
res["isum"] = int(cla.sum(di).get())
res["imin"] = int(cla.min(di).get())
res["imax"] = int(cla.max(di).get())
check(res["isum"] == int(i.sum()), f"isum {res['isum']} vs {i.sum()}")
check(res["imin"] == int(i.min()) and res["imax"] == int(i.max()), "imin/imax")
big = cla.to_device(q, np.full(n, 2**20, np.int32))
res["isum_int64"] = int(cla.sum(big, dtype=np.int64).get())
check(res["isum_int64"] == n * 2**20, f"int64 sum {res['isum_int64']}")
res["fsum"] = float(cla.sum(df).get())
res["fmin"] = float(cla.min(df).get())
res["fmax"] = float(cla.max(df).get())
res["dot"] = float(cla.dot(df, dg).get())
res["vdot"] = float(cla.vdot(df, dg).get())
check_close("fsum", res["fsum"], f.astype(np.float64).sum(), rtol=1e-4, atol=1e-3)
check(res["fmin"] == float(f.min()) and res["fmax"] == float(f.max()), "fmin/fmax")
check_close("dot", res["dot"], np.dot(f.astype(np.float64), g), rtol=1e-4, atol=1e-3)
check_close("vdot", res["vdot"], np.vdot(f.astype(np.float64), g), rtol=1e-4, atol=1e-3)
rtol = {"fsum": 1e-4, "dot": 1e-4, "vdot": 1e-4}
if has_fp64:
    d = np.arange(n, dtype=np.float64) / 3
    dd = cla.to_device(q, d)
    res["dsum"] = float(cla.sum(dd).get())
    check_close("dsum", res["dsum"], d.sum(), rtol=1e-12)
emit(res, rtol=rtol)
