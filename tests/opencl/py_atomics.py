"""Atomics in user kernels through PyOpenCL: a histogram with atomic_inc on global memory, a
per-group local histogram merged with atomic_add, and atomic_max/min."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, emit

SRC = """
__kernel void hist(__global const int* v, __global int* h) { atomic_inc(&h[v[get_global_id(0)] & 63]); }
__kernel void lhist(__global const int* v, __global int* h, __local int* lh) {
  size_t l = get_local_id(0);
  if (l < 64) lh[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&lh[v[get_global_id(0)] & 63], 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 64) atomic_add(&h[l], lh[l]);
}
__kernel void extremes(__global const int* v, __global int* mm) {
  int x = v[get_global_id(0)];
  atomic_min(&mm[0], x);
  atomic_max(&mm[1], x);
}
"""
ctx = context()
q = cl.CommandQueue(ctx)
prg = cl.Program(ctx, SRC).build()
n = 16384
v = ((np.arange(n, dtype=np.int64) * 2654435761) % 100003 - 50000).astype(np.int32)
dv = cla.to_device(q, v)
want = np.bincount(v & 63, minlength=64).astype(np.int32)
h = cla.zeros(q, 64, np.int32)
prg.hist(q, (n,), None, dv.data, h.data)
check_equal("global_hist", h.get(), want)
h2 = cla.zeros(q, 64, np.int32)
prg.lhist(q, (n,), (128,), dv.data, h2.data, cl.LocalMemory(64 * 4))
check_equal("local_hist", h2.get(), want)
mm = cla.to_device(q, np.array([2**31 - 1, -2**31], np.int32))
prg.extremes(q, (n,), None, dv.data, mm.data)
check_equal("extremes", mm.get(), np.array([v.min(), v.max()], np.int32))
emit({"hist": h.get(), "local_hist_sum": int(h2.get().sum()), "extremes": mm.get()})
