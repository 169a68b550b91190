"""OpenCL vector types from PyOpenCL: float4 and int2 buffers (cl.cltypes), a kernel with
vector arithmetic, swizzles, dot() and a vector scalar argument (cltypes.make_float4)."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
import pyopencl.cltypes as ct
from pyocl_common import context, check_equal, check_close, emit, summary

SRC = """
__kernel void vec(__global const float4* a, __global float4* out, __global int2* ip, float4 s) {
  size_t i = get_global_id(0);
  float4 v = a[i];
  out[i] = v.wzyx * s + (float4)(dot(v, s));
  int2 t = ip[i];
  ip[i] = t.yx * 2 + (int2)(1, -1);
}
"""
ctx = context()
q = cl.CommandQueue(ctx)
prg = cl.Program(ctx, SRC).build()
n = 4096
a = np.zeros(n, ct.float4)
for j, f in enumerate("xyzw"):
    a[f] = (np.arange(n) % (j + 5)).astype(np.float32) * 0.5
ip = np.zeros(n, ct.int2)
ip["x"] = np.arange(n)
ip["y"] = -np.arange(n)
s = ct.make_float4(1.0, 2.0, 0.5, -1.0)
da, dip = cla.to_device(q, a), cla.to_device(q, ip)
out = cla.empty_like(da)
prg.vec(q, (n,), None, da.data, out.data, dip.data, s)
A = np.stack([a[f] for f in "xyzw"], axis=1)
S = np.array([1.0, 2.0, 0.5, -1.0], np.float32)
want = A[:, ::-1] * S + (A @ S)[:, None]
o = out.get()
O = np.stack([o[f] for f in "xyzw"], axis=1)
check_equal("float4", O, want.astype(np.float32))  # halves times small values: exact
r = dip.get()
check_equal("int2_x", r["x"], -np.arange(n) * 2 + 1)
check_equal("int2_y", r["y"], np.arange(n) * 2 - 1)
emit({"float4": summary(O), "int2_x": summary(r["x"]), "int2_y": summary(r["y"])})
