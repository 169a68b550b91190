"""pyopencl.clrandom statistics: rand() uniform in [0, 1), normal() (Box-Muller: uses log, sqrt,
sin, cos) with the mean and standard deviation checked against their expected values, and
fill_rand. Only the statistics are compared between implementations (with a tolerance); the
exact normals depend on the device's transcendental functions."""
import numpy as np
import pyopencl as cl
import pyopencl.clrandom as clr
from pyocl_common import context, check, emit

ctx = context()
q = cl.CommandQueue(ctx)
n = 20000
res = {}
gen = clr.PhiloxGenerator(ctx, seed=4242)
u = gen.uniform(q, n, np.float32).get()
check(0 <= u.min() and u.max() < 1, "rand range")
res["uniform_mean"] = round(float(u.mean()), 2)
res["uniform_var"] = round(float(u.var()), 2)
check(abs(u.mean() - 0.5) < 0.01 and abs(u.var() - 1 / 12) < 0.01, f"uniform stats {u.mean()} {u.var()}")
g = gen.normal(q, n, np.float32, mu=3.0, sigma=2.0).get()
res["normal_mean"] = round(float(g.mean()), 1)
res["normal_std"] = round(float(g.std()), 1)
check(abs(g.mean() - 3.0) < 0.05 and abs(g.std() - 2.0) < 0.05, f"normal stats {g.mean()} {g.std()}")
frac = float(np.mean(np.abs(g - 3.0) < 2.0))
res["normal_within_1sigma"] = round(frac, 2)
check(abs(frac - 0.6827) < 0.02, f"1-sigma fraction {frac}")
r = clr.rand(q, 5000, np.float32, a=0, b=10)
rr = r.get()
check(0 <= rr.min() and rr.max() < 10, "clrandom.rand range")
res["rand_0_10_mean"] = round(float(rr.mean()), 0)
emit(res, rtol={"uniform_mean": 0.05, "uniform_var": 0.15, "normal_mean": 0.05, "normal_std": 0.06,
                "normal_within_1sigma": 0.05, "rand_0_10_mean": 0.21})
