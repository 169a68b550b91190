"""Integer bit operations on pyopencl.array: &, |, ^, ~, and shifts through a user kernel
(<<, >> arithmetic and logical, rotate, popcount, clz), for int32 and uint32."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 8192
u = ((np.arange(n, dtype=np.uint64) * 2654435761) % 2**32).astype(np.uint32)
w = ((np.arange(n, dtype=np.uint64) * 40503 + 17) % 2**32).astype(np.uint32)
du, dw = cla.to_device(q, u), cla.to_device(q, w)
res = {}
for name, got, want in [("and", du & dw, u & w), ("or", du | dw, u | w), ("xor", du ^ dw, u ^ w), ("not", ~du, ~u)]:
    check_equal(name, got.get(), want)
    res[name] = summary(got.get())
prg = cl.Program(ctx, """
__kernel void bits(__global const uint* u, __global uint* o) {
  size_t i = get_global_id(0);
  uint x = u[i]; int s = (int)x;
  o[i * 6 + 0] = x << (i % 32);
  o[i * 6 + 1] = x >> (i % 32);
  o[i * 6 + 2] = (uint)(s >> (i % 32));
  o[i * 6 + 3] = rotate(x, (uint)(i % 32));
  o[i * 6 + 4] = popcount(x);
  o[i * 6 + 5] = clz(x);
}""").build()
o = cla.empty(q, n * 6, np.uint32)
prg.bits(q, (n,), None, du.data, o.data)
r = o.get().reshape(n, 6)
sh = (np.arange(n) % 32).astype(np.uint32)
s = u.view(np.int32)
check_equal("shl", r[:, 0], (u.astype(np.uint64) << sh) % 2**32)
check_equal("shr", r[:, 1], u >> sh)
check_equal("sar", r[:, 2], (s >> sh.astype(np.int32)).view(np.uint32))
check_equal("rotate", r[:, 3], ((u.astype(np.uint64) << sh) | (u.astype(np.uint64) >> ((32 - sh) % 32))) % 2**32)
check_equal("popcount", r[:, 4], np.array([bin(int(x)).count("1") for x in u]))
check_equal("clz", r[:, 5], np.array([32 - int(x).bit_length() for x in u]))
for j, name in enumerate(["shl", "shr", "sar", "rotate", "popcount", "clz"]):
    res[name] = summary(r[:, j])
emit(res)
