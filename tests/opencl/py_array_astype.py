"""astype between dtypes: float32 -> int32 (truncation), int32 -> float32/float64, int32 -> int8
(wrap-around), uint32 -> float32, float64 -> float32, int64 -> int32."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, check_close, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
has_fp64 = "cl_khr_fp64" in ctx.devices[0].extensions
n = 5000
f = np.linspace(-300.7, 300.7, n).astype(np.float32)
i = (np.arange(n, dtype=np.int32) * 37 - 90000)
u = (np.arange(n, dtype=np.uint32) * 859433).astype(np.uint32)
res = {}
df, di, du = cla.to_device(q, f), cla.to_device(q, i), cla.to_device(q, u)
for name, got, want in [("f32_to_i32", df.astype(np.int32), f.astype(np.int32)),
                        ("i32_to_i8", di.astype(np.int8), i.astype(np.int8)),
                        ("i32_to_i64", di.astype(np.int64), i.astype(np.int64)),
                        ("u32_to_i32", du.astype(np.int32), u.astype(np.int32))]:
    g = got.get()
    check_equal(name, g, want)
    res[name] = summary(g)
for name, got, want in [("i32_to_f32", di.astype(np.float32), i.astype(np.float32)),
                        ("u32_to_f32", du.astype(np.float32), u.astype(np.float32))]:
    g = got.get()
    check_equal(name, g, want)  # int -> float conversion is exact or correctly rounded
    res[name] = summary(g)
if has_fp64:
    d = np.linspace(-1e6, 1e6, n)
    dd = cla.to_device(q, d)
    g = dd.astype(np.float32).get()
    check_equal("f64_to_f32", g, d.astype(np.float32))
    res["f64_to_f32"] = summary(g)
    g = di.astype(np.float64).get()
    check_equal("i32_to_f64", g, i.astype(np.float64))
    res["i32_to_f64"] = summary(g)
emit(res)
