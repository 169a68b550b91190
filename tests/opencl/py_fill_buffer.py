"""cl.enqueue_fill_buffer with patterns of 1, 2, 4, 8 and 16 bytes, at offsets, checked by
reading back the bytes."""
import numpy as np
import pyopencl as cl
from pyocl_common import context, check_equal, emit

ctx = context()
q = cl.CommandQueue(ctx)
size = 4096
buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE, size)
ref = np.zeros(size, np.uint8)
cl.enqueue_fill_buffer(q, buf, np.uint8(0), 0, size)
res = {}
for name, pat, off, n in [("p1", np.array([0xa5], np.uint8), 0, 4096), ("p2", np.array([0x1234], np.uint16), 100, 1000),
                          ("p4", np.array([0xdeadbeef], np.uint32), 1024, 1024),
                          ("p8", np.array([0x0102030405060708], np.uint64), 2048, 512),
                          ("p16", np.arange(4, dtype=np.float32) + 0.5, 2560, 1536)]:
    cl.enqueue_fill_buffer(q, buf, pat, off, n)
    pb = pat.view(np.uint8)
    ref[off:off + n] = np.tile(pb, n // pb.size)
    got = np.empty(size, np.uint8)
    cl.enqueue_copy(q, got, buf)
    check_equal(name, got, ref)
    res[name] = int(got.astype(np.int64).sum())
emit(res)
