"""cl.scan.GenericScanKernel: stream compaction (keep the elements > threshold, in order, with
their count) and a segmented prefix sum with segment flags."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyopencl.scan import GenericScanKernel
from pyocl_common import context, check, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 8000
x = ((np.arange(n) * 7919) % 1000).astype(np.int32)
dx = cla.to_device(q, x)
res = {}
compact = GenericScanKernel(
    ctx, np.int32,
    arguments="__global int *ary, __global int *out, __global int *count, int thr",
    input_expr="(ary[i] > thr) ? 1 : 0",
    scan_expr="a+b", neutral="0",
    output_statement="""
        if (prev_item != item) out[item - 1] = ary[i];
        if (i + 1 == N) *count = item;
        """)
out = cla.empty_like(dx)
cnt = cla.zeros(q, 1, np.int32)
compact(dx, out, cnt, np.int32(600))
c = int(cnt.get()[0])
want = x[x > 600]
check(c == want.size, f"compaction count {c} vs {want.size}")
check_equal("compacted", out.get()[:c], want)
res["count"] = c
res["compacted"] = summary(out.get()[:c])

seg = GenericScanKernel(
    ctx, np.int32,
    arguments="__global int *ary, __global char *flags, __global int *out",
    input_expr="ary[i]", scan_expr="across_seg_boundary ? b : (a+b)", neutral="0",
    is_segment_start_expr="flags[i]",
    output_statement="out[i] = item;")
flags = np.zeros(n, np.int8)
flags[::97] = 1
flags[5] = 1
dflags = cla.to_device(q, flags)
so = cla.empty_like(dx)
seg(dx, dflags, so)
w = np.empty(n, np.int64)
acc = 0
for i in range(n):
    acc = x[i] if flags[i] else acc + x[i]
    w[i] = acc
check_equal("segmented", so.get(), w.astype(np.int32))
res["segmented"] = summary(so.get())
emit(res)
