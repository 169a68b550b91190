"""half (numpy float16) buffers from PyOpenCL: vload_half / vstore_half in every rounding mode,
the vector and aligned forms (OpenCL 1.2 core: PoCL's CPU device, which lacks cl_khr_fp16, runs
them too), and float arithmetic on widened halves rounded once to half. On a device with
cl_khr_fp16 the same sums, differences, products and quotients computed in half must be the
same bits (f32 has 2*11+2 bits, so widening and rounding once is correct rounding), and a half
ElementwiseKernel must match numpy's float16 arithmetic. Only the device-independent results
are printed (PoCL has no cl_khr_fp16)."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, emit, summary

SRC = r"""
__kernel void store(__global const half* x, __global const float* f, __global half* o) {
  size_t i = get_global_id(0);
  float v = vload_half(i, x) * 3.0f + f[i];
  vstore_half(v, i * 5, o);
  vstore_half_rte(v, i * 5 + 1, o);
  vstore_half_rtz(v, i * 5 + 2, o);
  vstore_half_rtp(v, i * 5 + 3, o);
  vstore_half_rtn(v, i * 5 + 4, o);
}
__kernel void vec(__global const half* x, __global half* o) {
  size_t i = get_global_id(0);
  float4 a = vload_half4(i, x);
  float4 b = vloada_half4(i, x);
  vstorea_half4_rtz(a * b, i, o);
}
__kernel void arith(__global const half* x, __global const half* y, __global half* o) {
  size_t i = get_global_id(0);
  float a = vload_half(i, x), b = vload_half(i, y);
  vstore_half(a + b, i * 4, o);
  vstore_half(a - b, i * 4 + 1, o);
  vstore_half(a * b, i * 4 + 2, o);
  vstore_half(a / b, i * 4 + 3, o);
}
"""
FP16 = r"""
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void arith(__global const half* x, __global const half* y, __global half* o) {
  size_t i = get_global_id(0);
  half a = x[i], b = y[i];
  o[i * 4] = a + b;
  o[i * 4 + 1] = a - b;
  o[i * 4 + 2] = a * b;
  o[i * 4 + 3] = a / b;
}
"""


def round_half(v, mode):
    """float32 v rounded to float16 bits in mode rte/rtz/rtp/rtn: numpy's nearest-even result,
    stepped one half toward zero or the asked infinity where it lies on the wrong side of v."""
    with np.errstate(over="ignore"):
        h = v.astype(np.float16)
    bits = h.view(np.uint16).astype(np.int32)
    if mode == "rte":
        return bits.astype(np.uint16)
    back = h.astype(np.float32)
    neg = np.signbit(v)
    with np.errstate(invalid="ignore"):
        if mode == "rtz":
            bits = np.where(np.abs(back) > np.abs(v), bits - 1, bits)
        elif mode == "rtp":
            bits = np.where(back < v, np.where(neg, bits - 1, bits + 1), bits)
        else:
            bits = np.where(back > v, np.where(neg, bits + 1, bits - 1), bits)
    return bits.astype(np.uint16)


ctx = context()
q = cl.CommandQueue(ctx)
dev = ctx.devices[0]
prg = cl.Program(ctx, SRC).build()
n = 8192
rng = np.random.default_rng(3)
x = rng.standard_normal(n).astype(np.float16) * np.float16(200)
f = (rng.standard_normal(n) * 1000).astype(np.float32)
f[:4] = [65504.0 * 2, -1e-9, 2.0 ** -25 * 3, 65520.0]
y = (rng.standard_normal(n) * 4).astype(np.float16)
dx, df, dy = cla.to_device(q, x), cla.to_device(q, f), cla.to_device(q, y)

o = cla.zeros(q, n * 5, np.float16)
prg.store(q, (n,), None, dx.data, df.data, o.data)
got = o.get().view(np.uint16).reshape(n, 5)
v = x.astype(np.float32) * np.float32(3) + f
for k, mode in enumerate(["rte", "rte", "rtz", "rtp", "rtn"]):
    check_equal(f"vstore_half{'' if k == 0 else '_' + mode}", got[:, k], round_half(v, mode))

ov = cla.zeros(q, n, np.float16)
prg.vec(q, (n // 4,), None, dx.data, ov.data)
xf = x.astype(np.float32)
check_equal("vstorea_half4_rtz", ov.get().view(np.uint16), round_half(xf * xf, "rtz"))

oa = cla.zeros(q, n * 4, np.float16)
prg.arith(q, (n,), None, dx.data, dy.data, oa.data)
arith = oa.get().view(np.uint16).reshape(n, 4)
with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
    want = np.stack([x + y, x - y, x * y, x / y], axis=1).view(np.uint16)  # numpy float16: one rounding
check_equal("float arithmetic rounded to half", arith, want)

if "cl_khr_fp16" in dev.extensions:
    import sys
    print(f"py_half.py: cl_khr_fp16, half config {dev.half_fp_config}", file=sys.stderr)
    hp = cl.Program(ctx, FP16).build()
    oh = cla.zeros(q, n * 4, np.float16)
    hp.arith(q, (n,), None, dx.data, dy.data, oh.data)
    check_equal("half arithmetic", oh.get().view(np.uint16).reshape(n, 4), arith)
    # PyOpenCL 2022.3 maps float16 to no C type by itself: registered as half, in an
    # ElementwiseKernel whose preamble enables the extension.
    from pyopencl.elementwise import ElementwiseKernel
    from pyopencl.tools import get_or_register_dtype
    get_or_register_dtype("half", np.float16)
    axpb = ElementwiseKernel(ctx, "__global half* z, __global const half* x, __global const half* y, half s",
                             "half t = x[i] * s; z[i] = t + y[i]", "axpb_half",
                             preamble="#pragma OPENCL EXTENSION cl_khr_fp16 : enable")
    z = cla.empty_like(dx)
    axpb(z, dx, dy, np.float16(0.375))
    with np.errstate(over="ignore"):
        check_equal("ElementwiseKernel on half", z.get().view(np.uint16), (x * np.float16(0.375) + y).view(np.uint16))

emit({"store": summary(got), "vec": summary(ov.get().view(np.uint16)), "arith": summary(arith)})
