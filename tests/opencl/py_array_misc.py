"""More pyopencl.array: if_positive (where), reshape, concatenate, stack, cumsum and reverse. (cla.dot of int arrays is in py_complex.py: its kernel includes
pyopencl-complex.h.)"""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyocl_common import context, check_equal, emit, summary

ctx = context()
q = cl.CommandQueue(ctx)
n = 6000
a = ((np.arange(n) * 7) % 23 - 11).astype(np.int32)
b = (np.arange(n) % 5).astype(np.int32)
da, db = cla.to_device(q, a), cla.to_device(q, b)
res = {}
w = cla.if_positive(da, db, -db).get()
check_equal("if_positive", w, np.where(a > 0, b, -b))
res["if_positive"] = summary(w)
r = da.reshape(60, 100).get()
check_equal("reshape", r, a.reshape(60, 100))
c = cla.concatenate((da, db)).get()
check_equal("concatenate", c, np.concatenate((a, b)))
res["concatenate"] = summary(c)
s = cla.stack((da, db)).get()
check_equal("stack", s, np.stack((a, b)))
res["stack_shape"] = list(s.shape)
cs = cla.cumsum(da).get()
check_equal("cumsum", cs, np.cumsum(a).astype(np.int32))
res["cumsum"] = summary(cs)
rv = da.reverse().get()
check_equal("reverse", rv, a[::-1])
res["reverse"] = summary(rv)
emit(res)
