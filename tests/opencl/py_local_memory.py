"""A user kernel with __local memory passed as cl.LocalMemory: per-group sums with a barrier
tree, and a 1-D stencil that stages a tile plus halo in local memory."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, emit, summary

SRC = """
__kernel void group_sum(__global const int* in, __global int* out, __local int* tmp) {
  size_t l = get_local_id(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) out[get_group_id(0)] = tmp[0];
}
__kernel void stencil(__global const float* in, __global float* out, __local float* tile, int n) {
  int g = (int)get_global_id(0), l = (int)get_local_id(0), ls = (int)get_local_size(0);
  tile[l + 1] = in[g];
  if (l == 0) tile[0] = g > 0 ? in[g - 1] : 0.0f;
  if (l == ls - 1) tile[ls + 1] = g + 1 < n ? in[g + 1] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = 0.25f * tile[l] + 0.5f * tile[l + 1] + 0.25f * tile[l + 2];
}
"""
ctx = context()
q = cl.CommandQueue(ctx)
prg = cl.Program(ctx, SRC).build()
n, wg = 16384, 128
a = ((np.arange(n) * 7919) % 1000 - 500).astype(np.int32)
da = cla.to_device(q, a)
out = cla.empty(q, n // wg, np.int32)
prg.group_sum(q, (n,), (wg,), da.data, out.data, cl.LocalMemory(wg * 4))
want = a.reshape(-1, wg).sum(axis=1).astype(np.int32)
check_equal("group_sum", out.get(), want)
res = {"group_sum": summary(out.get())}
f = (np.arange(n) % 64).astype(np.float32)
df = cla.to_device(q, f)
fo = cla.empty_like(df)
prg.stencil(q, (n,), (64,), df.data, fo.data, cl.LocalMemory((64 + 2) * 4), np.int32(n))
pad = np.concatenate([[0], f, [0]]).astype(np.float32)
ws = (np.float32(0.25) * pad[:-2] + np.float32(0.5) * pad[1:-1] + np.float32(0.25) * pad[2:]).astype(np.float32)
check_equal("stencil", fo.get(), ws)  # exact: multiples of 1/4 of small integers
res["stencil"] = summary(fo.get())
emit(res)
