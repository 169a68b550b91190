"""Events from PyOpenCL: wait_for lists between kernels on two queues, a UserEvent gating a
kernel, enqueue_marker / enqueue_barrier, cl.wait_for_events, event status and command type."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check, check_equal, emit, summary

ctx = context()
q1, q2 = cl.CommandQueue(ctx), cl.CommandQueue(ctx)
prg = cl.Program(ctx, """
__kernel void add(__global int* p, int v) { p[get_global_id(0)] += v; }
__kernel void mul(__global int* p, int v) { p[get_global_id(0)] *= v; }""").build()
n = 4096
a = np.arange(n, dtype=np.int32)
buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=a)
gate = cl.UserEvent(ctx)
check(gate.command_execution_status == cl.command_execution_status.SUBMITTED, "user event status")
e1 = prg.add(q1, (n,), None, buf, np.int32(10), wait_for=[gate])
e2 = prg.mul(q2, (n,), None, buf, np.int32(3), wait_for=[e1])
q1.flush()
q2.flush()
check(e1.command_execution_status != cl.command_execution_status.COMPLETE, "kernel ran before its user event")
gate.set_status(cl.command_execution_status.COMPLETE)
m = cl.enqueue_marker(q2, wait_for=[e2])
cl.enqueue_barrier(q2)
cl.wait_for_events([m, e1, e2])
check(e2.command_type == cl.command_type.NDRANGE_KERNEL, "command type")
check(e2.command_execution_status == cl.command_execution_status.COMPLETE, "status after wait")
h = np.empty_like(a)
cl.enqueue_copy(q2, h, buf)
check_equal("chain", h, (a + 10) * 3)
emit({"chain": summary(h), "marker_complete": int(m.command_execution_status == cl.command_execution_status.COMPLETE)})
