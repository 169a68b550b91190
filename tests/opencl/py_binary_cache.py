"""PyOpenCL's binary cache. The script runs itself twice as a child with the same fresh cache
directory (XDG_CACHE_HOME=<temp dir>, PYOPENCL_NO_CACHE unset): the first child builds from
source (a cache miss) and the cache directory gains files, the second builds from the cached
binary (Program._build_duration_info says "cache retrieval") through
clCreateProgramWithBinary, and both compute the same results.

PyOpenCL 2022.3 puts its compiler cache in
platformdirs.user_cache_dir("pyopencl", "pyopencl")/pyopencl-compiler-cache-v2-py<python version>,
i.e. $XDG_CACHE_HOME/pyopencl/... (default ~/.cache/pyopencl/...); pytools' invoker cache goes to
$XDG_CACHE_HOME/pytools. PYOPENCL_NO_CACHE (any value) disables the binary cache."""
import json
import os
import subprocess
import sys
import tempfile

import numpy as np

SRC = """
__kernel void scramble(__global const int* a, __global int* b, int k) {
  int i = (int)get_global_id(0);
  int v = a[i];
  for (int j = 0; j < 4; j++) v = v * 1103515245 + 12345 + k;
  b[i] = v ^ (v >> 7);
}
"""


def child():
    import pyopencl as cl
    import pyopencl.array as cla
    from pyocl_common import context
    ctx = context()
    q = cl.CommandQueue(ctx)
    prg = cl.Program(ctx, SRC).build()
    descr, was_cached, _secs = prg._build_duration_info
    a = np.arange(5000, dtype=np.int32)
    b = cla.empty(q, a.size, np.int32)
    prg.scramble(q, a.shape, None, cla.to_device(q, a).data, b.data, np.int32(3))
    h = b.get()
    print(json.dumps({"descr": descr, "was_cached": bool(was_cached), "head": h[:6].tolist(),
                      "sum": int(h.astype(np.int64).sum())}))


def files_under(d):
    return sorted(os.path.relpath(os.path.join(r, f), d) for r, _, fs in os.walk(d) for f in fs)


def parent():
    from pyocl_common import check, emit
    with tempfile.TemporaryDirectory(prefix="pyopencl-cache-test-") as cache:
        env = dict(os.environ, XDG_CACHE_HOME=cache)
        env.pop("PYOPENCL_NO_CACHE", None)
        runs = []
        counts = []
        for _ in range(2):
            p = subprocess.run([sys.executable, os.path.abspath(__file__), "--child"], env=env,
                               stdout=subprocess.PIPE, text=True, timeout=600)
            check(p.returncode == 0, f"child exited {p.returncode}")
            if p.returncode != 0:
                emit({})
            runs.append(json.loads(p.stdout.strip().splitlines()[-1]))
            counts.append(len([f for f in files_under(cache) if "pyopencl-compiler-cache" in f]))
        print(f"py_binary_cache: build 1: {runs[0]['descr']}; build 2: {runs[1]['descr']}; "
              f"cache files {counts}", file=sys.stderr)
        check(not runs[0]["was_cached"], "the first build came from the cache of a fresh directory")
        check(counts[0] > 0, "the first build left no files in the cache directory")
        check(runs[1]["was_cached"], f"the second build was not a cache retrieval ({runs[1]['descr']})")
        check(runs[0]["head"] == runs[1]["head"] and runs[0]["sum"] == runs[1]["sum"],
              "the cached binary computed different results")
        want = np.arange(5000, dtype=np.int64)
        for _ in range(4):
            want = (want * 1103515245 + 12345 + 3) % 2**32
        want = want.astype(np.uint32).astype(np.int32)
        want = want ^ (want >> 7)
        check(runs[1]["sum"] == int(want.astype(np.int64).sum()), "results differ from numpy")
        emit({"first_cached": int(runs[0]["was_cached"]), "second_cached": int(runs[1]["was_cached"]),
              "cache_gained_files": int(counts[0] > 0), "head": runs[1]["head"], "sum": runs[1]["sum"]})


if __name__ == "__main__":
    child() if "--child" in sys.argv else parent()
