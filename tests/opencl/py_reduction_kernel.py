"""cl.reduction.ReductionKernel: sum of squares (float32 -> float32), a max of absolute values,
an integer count with a condition, and a dot product with a map expression over two arrays."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyopencl.reduction import ReductionKernel
from pyocl_common import context, check, check_close, emit

ctx = context()
q = cl.CommandQueue(ctx)
n = 15000
x = ((np.arange(n) * 37 % 1000) / 100.0 - 5).astype(np.float32)
y = ((np.arange(n) * 11 % 300) / 30.0).astype(np.float32)
k = ((np.arange(n) * 7919) % 1009).astype(np.int32)
dx, dy, dk = cla.to_device(q, x), cla.to_device(q, y), cla.to_device(q, k)
res = {}
sumsq = ReductionKernel(ctx, np.float32, neutral="0", reduce_expr="a+b", map_expr="x[i]*x[i]", arguments="__global float *x")
res["sumsq"] = float(sumsq(dx).get())
check_close("sumsq", res["sumsq"], (x.astype(np.float64) ** 2).sum(), rtol=1e-5)
maxabs = ReductionKernel(ctx, np.float32, neutral="0", reduce_expr="fmax(a,b)", map_expr="fabs(x[i])", arguments="__global float *x")
res["maxabs"] = float(maxabs(dx).get())
check(res["maxabs"] == float(np.abs(x).max()), f"maxabs {res['maxabs']}")
count = ReductionKernel(ctx, np.int32, neutral="0", reduce_expr="a+b", map_expr="(k[i] % 3 == 0) ? 1 : 0", arguments="__global int *k")
res["count_mod3"] = int(count(dk).get())
check(res["count_mod3"] == int((k % 3 == 0).sum()), f"count {res['count_mod3']}")
dot = ReductionKernel(ctx, np.float32, neutral="0", reduce_expr="a+b", map_expr="x[i]*y[i]", arguments="__global float *x, __global float *y")
res["dot"] = float(dot(dx, dy).get())
check_close("dot", res["dot"], np.dot(x.astype(np.float64), y), rtol=1e-5)
imax = ReductionKernel(ctx, np.int32, neutral="-2147483647-1", reduce_expr="max(a,b)", map_expr="k[i] - (int)i", arguments="__global int *k")
res["imax"] = int(imax(dk).get())
check(res["imax"] == int((k - np.arange(n)).max()), "imax")
emit(res, rtol={"sumsq": 1e-5, "dot": 1e-5})
