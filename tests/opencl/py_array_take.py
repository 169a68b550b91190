"""Gathering and indexing: cl.array.take with an index array, integer indexing of one element,
contiguous slices, Array.setitem with an array, take into a given output array."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 10000
a = (np.arange(n, dtype=np.float32) * 1.5) - 77
idx = ((np.arange(3000) * 7907) % n).astype(np.int32)
da, di = cla.to_device(q, a), cla.to_device(q, idx)
res = {}
t = cla.take(da, di).get()
check_equal("take", t, a[idx])
res["take"] = summary(t)
res["element_1234"] = float(da[1234].get())
check_equal("element", res["element_1234"], a[1234])
sl = da[2000:2100].get()
check_equal("slice", sl, a[2000:2100])
res["slice"] = summary(sl)
b = da.copy()
b[10:20] = cla.to_device(q, np.full(10, -1.0, np.float32))
h = a.copy()
h[10:20] = -1.0
check_equal("setitem_array", b.get(), h)
res["setitem_array"] = summary(b.get())
# take into a preallocated output (cl.array.multi_take fails in PyOpenCL 2022.3 with this numpy)
out = cla.empty(q, idx.size, np.float32)
cla.take(da * 2, di, out=out)
check_equal("take_out", out.get(), (a * 2)[idx])
res["take_out"] = summary(out.get())
emit(res)
