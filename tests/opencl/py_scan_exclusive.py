"""cl.scan.ExclusiveScanKernel: exclusive prefix sums (neutral 0) of int32 and uint32, and an
exclusive prefix product of small integers (neutral 1) modulo overflow."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyopencl.scan import ExclusiveScanKernel
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 9000
a = ((np.arange(n) * 31) % 50).astype(np.int32)
res = {}
ex = ExclusiveScanKernel(ctx, np.int32, "a+b", "0")
d = cla.to_device(q, a)
ex(d)
want = np.concatenate([[0], np.cumsum(a)[:-1]]).astype(np.int32)
check_equal("int_excl", d.get(), want)
res["int_excl"] = summary(d.get())
u = ((np.arange(n, dtype=np.uint64) * 2654435761) % 4000000000).astype(np.uint32)
exu = ExclusiveScanKernel(ctx, np.uint32, "a+b", "0")
du = cla.to_device(q, u)
exu(du)
wantu = np.concatenate([np.zeros(1, np.uint64), np.cumsum(u.astype(np.uint64))[:-1]]) % 2**32  # wraps mod 2^32
wantu = wantu.astype(np.uint32)
check_equal("uint_excl_wrap", du.get(), wantu)
res["uint_excl_wrap"] = summary(du.get())
p = (np.arange(n) % 3 + 1).astype(np.uint32)
exp_ = ExclusiveScanKernel(ctx, np.uint32, "a*b", "1")
dp = cla.to_device(q, p)
exp_(dp)
wp = np.ones(n, np.uint32)
acc = np.uint32(1)
with np.errstate(over="ignore"):
    for i in range(n):
        wp[i] = acc
        acc = np.uint32(acc * p[i])
check_equal("uint_excl_prod", dp.get(), wp)
res["uint_excl_prod"] = summary(dp.get())
emit(res)
