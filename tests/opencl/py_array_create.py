"""Array creation: zeros, empty + fill, arange (int and float), zeros_like, to_device/get,
full-like fill of a slice, and Array.set from the host."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, check_close, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
res = {}
z = cla.zeros(q, 3000, np.int32)
check_equal("zeros", z.get(), np.zeros(3000, np.int32))
res["zeros"] = summary(z.get())
e = cla.empty(q, 4000, np.float32)
e.fill(2.5)
check_equal("fill", e.get(), np.full(4000, 2.5, np.float32))
res["fill"] = summary(e.get())
ar = cla.arange(q, 5, 20005, 3, dtype=np.int32)
check_equal("arange_int", ar.get(), np.arange(5, 20005, 3, dtype=np.int32))
res["arange_int"] = summary(ar.get())
af = cla.arange(q, 0, 100, 0.25, dtype=np.float32)
check_close("arange_float", af.get(), np.arange(0, 100, 0.25, dtype=np.float32), rtol=1e-6)
res["arange_float"] = summary(af.get())
zl = cla.zeros_like(af)
check_equal("zeros_like", zl.get(), np.zeros_like(af.get()))
res["zeros_like_dtype"] = str(zl.dtype)
s = cla.zeros(q, 1000, np.int32)
s[100:200].fill(7)
s.setitem(slice(500, 510), 9)
h = np.zeros(1000, np.int32)
h[100:200] = 7
h[500:510] = 9
check_equal("slice_fill", s.get(), h)
res["slice_fill"] = summary(s.get())
t = cla.empty(q, 2048, np.uint32)
t.set(np.arange(2048, dtype=np.uint32) ** 2)
check_equal("set", t.get(), np.arange(2048, dtype=np.uint32) ** 2)
res["set"] = summary(t.get())
emit(res)
