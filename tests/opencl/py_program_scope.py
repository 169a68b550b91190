"""Program-scope variables from PyOpenCL (OpenCL 2.0, -cl-std=CL2.0): a __constant lookup table
of structs and vectors read at indices known only at run time, a string literal, and a __global
counter whose value persists from one launch of a kernel to the next. (The program's other
kernels see it too, OpenCL 3.0 6.8; PoCL 3.1, the reference, gives each kernel a copy of its own,
so that part is checked by tests/unit/dropin/opencl/test_opencl_platform.cpp instead.)"""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, emit, summary

SRC = """
typedef struct { int weight; float scale; } entry;
__constant entry table[5] = {{1, 0.5f}, {2, 1.5f}, {3, -2.0f}, {5, 4.0f}, {8, 0.25f}};
__constant float2 offsets[3] = {(float2)(0.0f, 1.0f), (float2)(2.0f, -1.0f), (float2)(0.5f, 0.5f)};
__global int launches = 10;

__kernel void lookup(__global const int* idx, __global float* out, __global int* name) {
  int i = get_global_id(0);
  int j = idx[i];
  __constant char* word = "program";
  out[i] = table[j % 5].weight * table[j % 5].scale + offsets[j % 3].x - offsets[j % 3].y;
  name[i] = word[j % 7];
}

__kernel void count(__global int* out) {
  if (get_global_id(0) == 0) {
    out[0] = launches;
    launches += 1;
  }
}
"""
ctx = context()
q = cl.CommandQueue(ctx)
prg = cl.Program(ctx, SRC).build(options=["-cl-std=CL2.0"])
n = 1000
idx = (np.arange(n, dtype=np.int32) * 37 + 11) % 1000
didx = cla.to_device(q, idx)
out = cla.empty(q, n, np.float32)
name = cla.empty(q, n, np.int32)
prg.lookup(q, (n,), None, didx.data, out.data, name.data)
w = np.array([1, 2, 3, 5, 8], np.float32)
s = np.array([0.5, 1.5, -2.0, 4.0, 0.25], np.float32)
ox = np.array([0.0, 2.0, 0.5], np.float32)
oy = np.array([1.0, -1.0, 0.5], np.float32)
want = w[idx % 5] * s[idx % 5] + ox[idx % 3] - oy[idx % 3]
check_equal("lookup", out.get(), want.astype(np.float32))
check_equal("name", name.get(), np.frombuffer(b"program", np.uint8)[idx % 7].astype(np.int32))

# __global variables live as long as the program: each launch sees the previous one's writes.
counts = []
one = cla.zeros(q, 1, np.int32)
for _ in range(3):
    prg.count(q, (64,), None, one.data)
    counts.append(int(one.get()[0]))
check_equal("launches", np.array(counts), np.array([10, 11, 12]))
emit({"lookup": summary(out.get()), "name": summary(name.get()), "launches": counts})
