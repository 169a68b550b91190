"""Sub-buffers from PyOpenCL (Buffer.get_sub_region and buf[a:b] slicing): kernels write
through two sub-buffers at aligned offsets; the parent sees both; reading a sub-buffer starts at
its origin."""
import numpy as np
import pyopencl as cl
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
dev = ctx.devices[0]
align = dev.mem_base_addr_align // 8
n = 8192
parent = cl.Buffer(ctx, cl.mem_flags.READ_WRITE, n * 4)
half = ((n * 4 // 2 + align - 1) // align) * align
s0 = parent.get_sub_region(0, half)
s1 = parent[half:n * 4]
prg = cl.Program(ctx, "__kernel void tag(__global int* p, int t) { p[get_global_id(0)] = t + (int)get_global_id(0); }").build()
prg.tag(q, (half // 4,), None, s0, np.int32(1000))
prg.tag(q, ((n * 4 - half) // 4,), None, s1, np.int32(-50000))
h = np.empty(n, np.int32)
cl.enqueue_copy(q, h, parent)
k = half // 4
want = np.concatenate([1000 + np.arange(k), -50000 + np.arange(n - k)]).astype(np.int32)
check_equal("parent", h, want)
first = np.empty(4, np.int32)
cl.enqueue_copy(q, first, s1)
check_equal("sub_read", first, want[k:k + 4])
emit({"parent": summary(h), "sub_first": first, "sub1_size": s1.size})
