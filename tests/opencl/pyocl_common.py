"""Shared helpers of the PyOpenCL scripts (tests/opencl/py_*.py).

Each script makes its context with context(), checks its results against numpy (check()), and
ends by printing one JSON object on the last line of stdout (emit()): names -> scalars or lists.
run_opencl_test.py compares that line between two OpenCL implementations: integers exactly,
floats within a relative tolerance (default 1e-5; a script can name looser ones per key with
emit(..., rtol={"key": 1e-4})). Anything implementation-specific goes to stderr.
"""
import json
import os
import sys

import numpy as np
import pyopencl as cl


def context():
    """cl.create_some_context(interactive=False) when PYOPENCL_CTX is set, else the first
    platform's device OCL_TEST_DEVICE (default 0) of any type."""
    if "PYOPENCL_CTX" in os.environ:
        ctx = cl.create_some_context(interactive=False)
    else:
        devs = cl.get_platforms()[0].get_devices(cl.device_type.ALL)
        ctx = cl.Context([devs[int(os.environ.get("OCL_TEST_DEVICE", "0"))]])
    dev = ctx.devices[0]
    print(f"{os.path.basename(sys.argv[0])}: platform '{dev.platform.name}', device '{dev.name}'", file=sys.stderr)
    return ctx


_failures = []


def check(cond, msg):
    """Records a failed check (the script goes on, emit() then exits with status 1)."""
    if not cond:
        _failures.append(msg)
        print(f"FAIL: {msg}", file=sys.stderr)


def check_close(name, got, want, rtol=1e-5, atol=0.0):
    got = np.asarray(got)
    want = np.asarray(want)
    ok = got.shape == want.shape and np.allclose(got, want, rtol=rtol, atol=atol)
    if not ok and got.shape == want.shape:
        bad = np.flatnonzero(~np.isclose(got, want, rtol=rtol, atol=atol))
        i = bad[0]
        msg = f"{name}: {bad.size} of {got.size} elements differ, first at {i}: {got.flat[i]!r} vs {want.flat[i]!r}"
    else:
        msg = f"{name}: shape {got.shape} vs {want.shape}"
    check(ok, msg)


def check_equal(name, got, want):
    got = np.asarray(got)
    want = np.asarray(want)
    ok = got.shape == want.shape and np.array_equal(got, want)
    if not ok and got.shape == want.shape:
        bad = np.flatnonzero(got != want)
        msg = f"{name}: {bad.size} of {got.size} elements differ, first at {bad[0]}: {got.flat[bad[0]]!r} vs {want.flat[bad[0]]!r}"
    else:
        msg = f"{name}: {got!r} vs {want!r}" if not ok else ""
    check(ok, msg)


def _plain(v):
    if isinstance(v, np.ndarray):
        return [_plain(x) for x in v.tolist()] if v.dtype.kind != "b" else [int(x) for x in v.ravel()]
    if isinstance(v, (np.integer,)):
        return int(v)
    if isinstance(v, (np.floating,)):
        return float(v)
    if isinstance(v, (np.bool_, bool)):
        return int(v)
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, float) and (v != v or v in (float("inf"), float("-inf"))):
        return repr(v)
    return v


def summary(a, head=8):
    """A short, comparable digest of a large array: its first elements, sum and length (and for
    floats the sum of magnitudes, which the comparator uses as the scale of the sum's tolerance:
    a sum with cancellation may differ by more than rtol * |sum|)."""
    a = np.asarray(a).ravel()
    if a.dtype.kind == "f":
        x = a.astype(np.float64)
        return {"head": _plain(a[:head]), "sum": float(x.sum()), "abssum": float(np.abs(x).sum()), "n": int(a.size)}
    return {"head": _plain(a[:head]), "sum": int(a.astype(np.int64).sum()), "n": int(a.size)}


def emit(results, rtol=None):
    """Prints the results as the last stdout line; exits 1 if any check failed."""
    out = {k: (v if isinstance(v, dict) else _plain(v)) for k, v in results.items()}
    out = {k: ({kk: _plain(vv) for kk, vv in v.items()} if isinstance(v, dict) else v) for k, v in out.items()}
    if rtol:
        out["_rtol"] = rtol
    if _failures:
        print(f"FAIL: {len(_failures)} check(s) failed", file=sys.stderr)
        print(json.dumps(out, sort_keys=True))
        sys.exit(1)
    print(json.dumps(out, sort_keys=True))
