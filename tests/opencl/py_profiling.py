"""Event profiling: a queue with PROFILING_ENABLE; a kernel's and a copy's events have
profile.queued <= submit <= start <= end. Only the fact is emitted, not the times."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check, emit

ctx = context()
q = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
prg = cl.Program(ctx, "__kernel void twice(__global float* p) { size_t i = get_global_id(0); p[i] = 2.0f * p[i]; }").build()
a = np.arange(8192, dtype=np.float32)
buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=a)
kev = prg.twice(q, a.shape, None, buf)
out = np.empty_like(a)
cev = cl.enqueue_copy(q, out, buf)
cev.wait()
res = {}
for name, ev in (("kernel", kev), ("copy", cev)):
    p = ev.profile
    ordered = p.queued <= p.submit <= p.start <= p.end
    check(ordered, f"{name}: queued {p.queued} submit {p.submit} start {p.start} end {p.end}")
    check(p.end > 0, f"{name}: end is 0")
    res[name + "_ordered"] = int(ordered)
    res[name + "_has_profile"] = 1
check(kev.profile.end <= cev.profile.start, "in-order queue: the copy started before the kernel ended")
check(np.array_equal(out, 2 * a), "kernel result")
res["result_sum"] = float(out.sum())
emit(res)
