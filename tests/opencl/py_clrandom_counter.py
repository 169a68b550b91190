"""pyopencl.clrandom with the counter-based generators (Philox4x32 and Threefry4x32) and fixed
seeds: uniform int32 draws and uniform float32/float64 in [a, b). Their output is a pure
function of (key, counter), so the integer streams must be identical on every implementation;
the floats are derived by one multiply-add and compared with a tight tolerance."""
import numpy as np
import pyopencl as cl
import pyopencl.clrandom as clr
from pyocl_common import context, check, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
has_fp64 = "cl_khr_fp64" in ctx.devices[0].extensions
res = {}
rtol = {}
for name, make, seed in (("philox", clr.PhiloxGenerator, 12345), ("threefry", clr.ThreefryGenerator, 777)):
    gen = make(ctx, seed=seed)
    ui = gen.uniform(q, 4096, np.int32, a=0, b=1000).get()
    check(ui.min() >= 0 and ui.max() < 1000, f"{name}: int32 range")
    res[f"{name}_int32_0_1000"] = summary(ui)
    f = gen.uniform(q, 8192, np.float32, a=-2.0, b=3.0).get()
    check(f.min() >= -2.0 and f.max() <= 3.0, f"{name}: float32 range")
    check(abs(f.mean() - 0.5) < 0.05, f"{name}: float32 mean {f.mean()}")
    res[f"{name}_float32_m2_3"] = summary(f)
    rtol[f"{name}_float32_m2_3"] = 1e-6
    if has_fp64:
        d = gen.uniform(q, 4096, np.float64, a=0.0, b=1.0).get()
        check(0.0 <= d.min() and d.max() < 1.0, f"{name}: float64 range")
        res[f"{name}_float64_0_1"] = summary(d)
        rtol[f"{name}_float64_0_1"] = 1e-12
    # The same seed restarts the same stream.
    ui2 = make(ctx, seed=seed).uniform(q, 4096, np.int32, a=0, b=1000).get()
    check(np.array_equal(ui, ui2), f"{name}: same seed, different int32 stream")
emit(res, rtol=rtol)
