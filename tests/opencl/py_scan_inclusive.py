"""cl.scan.InclusiveScanKernel: prefix sums of int32 and float32 arrays, and a prefix max."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyopencl.scan import InclusiveScanKernel
from pyocl_common import context, check_equal, check_close, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 10007  # not a power of two
a = ((np.arange(n) * 7919) % 201 - 100).astype(np.int32)
f = ((np.arange(n) % 17) * 0.125).astype(np.float32)
res = {}
isum = InclusiveScanKernel(ctx, np.int32, "a+b", neutral="0")
d = cla.to_device(q, a)
isum(d)
check_equal("int_sum", d.get(), np.cumsum(a).astype(np.int32))
res["int_sum"] = summary(d.get())
fsum = InclusiveScanKernel(ctx, np.float32, "a+b", neutral="0")
df = cla.to_device(q, f)
fsum(df)
check_close("float_sum", df.get(), np.cumsum(f.astype(np.float64)), rtol=1e-6)  # exact: multiples of 1/8
res["float_sum"] = summary(df.get())
imax = InclusiveScanKernel(ctx, np.int32, "max(a,b)", neutral="(-2147483647-1)")
dm = cla.to_device(q, a)
imax(dm)
check_equal("int_max", dm.get(), np.maximum.accumulate(a))
res["int_max"] = summary(dm.get())
out = cla.empty_like(d)
isum(cla.to_device(q, a), out)
check_equal("out_of_place", out.get(), np.cumsum(a).astype(np.int32))
emit(res)
