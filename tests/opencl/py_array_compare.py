"""pyopencl.array comparisons (<, <=, >, >=, ==, !=) giving int8 masks, if_positive,
maximum/minimum with arrays and scalars, and any/all-style reductions of the masks."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 6000
a = ((np.arange(n) * 7919) % 101 - 50).astype(np.float32)
b = ((np.arange(n) * 104729) % 89 - 44).astype(np.float32)
da, db = cla.to_device(q, a), cla.to_device(q, b)
res = {}
for name, got, want in [("lt", da < db, a < b), ("le", da <= db, a <= b), ("gt", da > db, a > b),
                        ("ge", da >= db, a >= b), ("eq", da == db, a == b), ("ne", da != db, a != b),
                        ("lt_scalar", da < 3, a < 3), ("eq_scalar", da == 0, a == 0)]:
    g = got.get()
    check_equal(name, g.astype(bool), want)
    res[name] = int(g.astype(bool).sum())
ip = cla.if_positive(da, da, db).get()
check_equal("if_positive", ip, np.where(a > 0, a, b))
res["if_positive"] = summary(ip)
mx = cla.maximum(da, db).get()
mn = cla.minimum(da, np.float32(0)).get()
check_equal("maximum", mx, np.maximum(a, b))
check_equal("minimum_scalar", mn, np.minimum(a, 0))
res["maximum"] = summary(mx)
res["minimum_scalar"] = summary(mn)
emit(res)
