"""2-D arrays: pyopencl.array arithmetic on (rows, cols) arrays, a row slice, a 2-D NDRange
transpose kernel with a local tile (16x16 __local, barrier), and a matrix multiply kernel;
checked against numpy."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, check_close, emit, summary

SRC = """
#define T 16
__kernel void transpose(__global const float* in, __global float* out, int rows, int cols) {
  __local float tile[T][T + 1];
  int x = (int)get_global_id(0), y = (int)get_global_id(1);
  int lx = (int)get_local_id(0), ly = (int)get_local_id(1);
  if (x < cols && y < rows) tile[ly][lx] = in[y * cols + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = (int)get_group_id(1) * T + lx, oy = (int)get_group_id(0) * T + ly;
  if (ox < rows && oy < cols) out[oy * rows + ox] = tile[lx][ly];
}
__kernel void matmul(__global const float* a, __global const float* b, __global float* c, int n, int k, int m) {
  int col = (int)get_global_id(0), row = (int)get_global_id(1);
  float acc = 0.0f;
  for (int i = 0; i < k; i++) acc += a[row * k + i] * b[i * m + col];
  c[row * m + col] = acc;
}
"""
ctx = context()
q = cl.CommandQueue(ctx)
prg = cl.Program(ctx, SRC).build()
rows, cols = 96, 80
m = (np.arange(rows * cols) % 113 - 56).astype(np.float32).reshape(rows, cols) / 4
dm = cla.to_device(q, m)
res = {}
s = (dm * 2 + 1).get()
check_equal("arith_2d", s, m * 2 + 1)
res["arith_2d"] = summary(s)
res["shape"] = list(s.shape)
r = dm[10:20].get()
check_equal("row_slice", r, m[10:20])
res["row_slice"] = summary(r)
out = cla.empty(q, (cols, rows), np.float32)
prg.transpose(q, (cols, rows), (16, 16), dm.data, out.data, np.int32(rows), np.int32(cols))
check_equal("transpose", out.get(), m.T)
res["transpose"] = summary(out.get())
n_, k_, m_ = 64, 48, 32
A = ((np.arange(n_ * k_) % 9) - 4).astype(np.float32).reshape(n_, k_)
B = ((np.arange(k_ * m_) % 7) - 3).astype(np.float32).reshape(k_, m_) * 0.5
C = cla.empty(q, (n_, m_), np.float32)
prg.matmul(q, (m_, n_), None, cla.to_device(q, A).data, cla.to_device(q, B).data, C.data,
           np.int32(n_), np.int32(k_), np.int32(m_))
check_equal("matmul", C.get(), A @ B)  # small integers and halves: exact in float32
res["matmul"] = summary(C.get())
emit(res)
