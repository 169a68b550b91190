"""cl.enqueue_copy in every direction: host -> buffer, buffer -> host, buffer -> buffer, with
byte offsets (device_offset, src_offset/dst_offset, byte_count), non-blocking copies waited on
through events, and the rect forms (buffer_origin/host_origin/region)."""
import numpy as np
import pyopencl as cl
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
mf = cl.mem_flags
n = 10000
a = (np.arange(n, dtype=np.int32) * 3 + 1)
b1 = cl.Buffer(ctx, mf.READ_WRITE, a.nbytes)
b2 = cl.Buffer(ctx, mf.READ_WRITE, a.nbytes)
res = {}
cl.enqueue_copy(q, b1, a)  # host -> buffer (blocking by default)
h = np.empty_like(a)
cl.enqueue_copy(q, h, b1)
check_equal("h2d_d2h", h, a)
ev = cl.enqueue_copy(q, b2, b1)  # buffer -> buffer
ev.wait()
h2 = np.empty_like(a)
cl.enqueue_copy(q, h2, b2, is_blocking=False).wait()
check_equal("d2d", h2, a)
res["d2d"] = summary(h2)
# partial copies with offsets
part = np.full(100, -7, np.int32)
cl.enqueue_copy(q, b2, part, dst_offset=400 * 4)  # host -> buffer at an offset
cl.enqueue_copy(q, b1, b2, src_offset=400 * 4, dst_offset=8000 * 4, byte_count=100 * 4)
got = np.empty(200, np.int32)
cl.enqueue_copy(q, got, b1, src_offset=7950 * 4)  # buffer -> host from an offset
want = a[7950:8150].copy()
want[50:150] = -7
check_equal("offsets", got, want)
res["offsets"] = summary(got)
# rect: a 2-D window of a 100x100 int32 matrix
m = np.arange(100 * 100, dtype=np.int32).reshape(100, 100)
bm = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=m)
win = np.zeros((20, 30), np.int32)
cl.enqueue_copy(q, win, bm, buffer_origin=(10 * 4, 5, 0), host_origin=(0, 0, 0), region=(30 * 4, 20, 1),
                buffer_pitches=(100 * 4, 0), host_pitches=(30 * 4, 0))
check_equal("rect_read", win, m[5:25, 10:40])
res["rect_read"] = summary(win)
emit(res)
