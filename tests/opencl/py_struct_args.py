"""Structs: a numpy record dtype registered with pyopencl.tools.match_dtype_to_c_struct and
get_or_register_dtype, an array of structs processed by a kernel, and a struct passed by value."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
import pyopencl.tools as clt
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
dev = ctx.devices[0]
particle = np.dtype([("pos", np.float32), ("vel", np.float32), ("id", np.int32), ("flags", np.uint32)])
particle, decl = clt.match_dtype_to_c_struct(dev, "particle", particle)
particle = clt.get_or_register_dtype("particle", particle)
SRC = decl + """
typedef struct { float dt; int step; } params;
__kernel void advance(__global particle* p, params prm) {
  size_t i = get_global_id(0);
  particle x = p[i];
  x.pos += x.vel * prm.dt;
  x.flags |= (x.pos > 10.0f) ? 1u : 0u;
  x.id += prm.step;
  p[i] = x;
}
"""
prg = cl.Program(ctx, SRC).build()
n = 3000
h = np.zeros(n, particle)
h["pos"] = (np.arange(n) % 40).astype(np.float32) * 0.5
h["vel"] = ((np.arange(n) % 9) - 4).astype(np.float32)
h["id"] = np.arange(n)
h["flags"] = 2
d = cla.to_device(q, h)
params = np.array([(0.25, 100)], dtype=[("dt", np.float32), ("step", np.int32)])[0]
prg.advance(q, (n,), None, d.data, params)
r = d.get()
pos = h["pos"] + h["vel"] * np.float32(0.25)
check_equal("pos", r["pos"], pos)
check_equal("id", r["id"], h["id"] + 100)
check_equal("flags", r["flags"], 2 | (pos > 10).astype(np.uint32))
emit({"pos": summary(r["pos"]), "id": summary(r["id"]), "flags": summary(r["flags"]), "itemsize": particle.itemsize})
