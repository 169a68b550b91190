"""cl.enqueue_map_buffer: a write map fills a buffer, a kernel transforms it, a read map checks
the result; a partial map with an offset; an ALLOC_HOST_PTR buffer."""
import numpy as np
import pyopencl as cl
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
mf = cl.mem_flags
n = 8192
buf = cl.Buffer(ctx, mf.READ_WRITE | mf.ALLOC_HOST_PTR, n * 4)
prg = cl.Program(ctx, "__kernel void f(__global int* p) { size_t i = get_global_id(0); p[i] = p[i] * 5 - 3; }").build()
w, ev = cl.enqueue_map_buffer(q, buf, cl.map_flags.WRITE, 0, (n,), np.int32)
w[:] = np.arange(n, dtype=np.int32) % 1000
w.base.release(q)  # unmap: the data reaches the buffer
del w
prg.f(q, (n,), None, buf)
r, ev = cl.enqueue_map_buffer(q, buf, cl.map_flags.READ, 0, (n,), np.int32)
want = (np.arange(n, dtype=np.int32) % 1000) * 5 - 3
check_equal("read_map", r, want)
res = {"read_map": summary(r)}
r.base.release(q)
p, ev = cl.enqueue_map_buffer(q, buf, cl.map_flags.READ | cl.map_flags.WRITE, 1000 * 4, (24,), np.int32)
check_equal("partial_map", p, want[1000:1024])
p[:] = 0
p.base.release(q)
h = np.empty(n, np.int32)
cl.enqueue_copy(q, h, buf)
want[1000:1024] = 0
check_equal("after_rw_map", h, want)
res["after_rw_map"] = summary(h)
emit(res)
