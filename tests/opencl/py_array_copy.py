"""Array copies: Array.copy, device-to-device copy into another array with Array.set
(via host), sub-array views and their get(), and a copy of a 2-D C-contiguous array."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
a = np.arange(12000, dtype=np.int32) * 3 - 5
da = cla.to_device(q, a)
res = {}
c = da.copy()
da.fill(0)  # the copy must be independent
check_equal("copy_independent", c.get(), a)
res["copy"] = summary(c.get())
v = c[3000:6000]
check_equal("view", v.get(), a[3000:6000])
res["view"] = summary(v.get())
v2 = v.copy()
check_equal("view_copy", v2.get(), a[3000:6000])
d = cla.empty_like(c)
cl.enqueue_copy(q, d.data, c.data)  # device-to-device buffer copy
check_equal("enqueue_copy_d2d", d.get(), a)
res["d2d"] = summary(d.get())
m = (np.arange(60 * 70, dtype=np.float32).reshape(60, 70)) / 8
dm = cla.to_device(q, m)
m2 = dm.copy().get()
check_equal("2d_copy", m2, m)
res["2d_copy"] = summary(m2)
res["2d_shape"] = list(m2.shape)
emit(res)
