#!/usr/bin/python3
"""Runs one OpenCL test program against two OpenCL implementations and compares the results.

  run_opencl_test.py [--reference-icd ICD] --icd ICD [--env K=V ...] [--modes M1,M2]
                     [--no-reference] [--timeout S] [--rtol R] [--atol A] -- PROGRAM ARGS...

PROGRAM is a C test binary (tests/opencl/*.c) or a PyOpenCL script (*.py, run with
/usr/bin/python3). It runs once with OCL_ICD_VENDORS=<reference ICD> (default PoCL,
/etc/OpenCL/vendors/pocl.icd) and once with OCL_ICD_VENDORS=<ICD> plus the --env settings
(e.g. GFXSIM_GPU=mi210; they apply to the candidate runs only). The test passes when both exit
0 and their results agree:

* C programs: the standard output lines up to "PASS" must be identical (a line starting with
  "varying:" is skipped). A reference run that exits 77 with "SKIP: ..." (the reference lacks a
  feature, e.g. PoCL has no sub-groups) is not compared: the candidate must then pass on its
  own self-checks.
* Python scripts: the JSON object on the last stdout line; integers and strings must be equal,
  floats within rtol * max(|a|, |b|) + atol (default 1e-5 and 1e-6; a script may loosen it per
  top-level key with "_rtol": {key: rtol}; the "sum" of a summary with an "abssum" is compared
  at the scale of "abssum").

--save-reference FILE runs only the reference and keeps its result in FILE (a ctest fixture
does this once per program); --reference-from FILE compares with that result instead of
running the reference again.

--modes functional,timing runs the candidate once per GFXSIM_MODE: the runs must print
identical standard output (exactly, floats included), and the first is compared with the
reference as above. --no-reference skips the reference run (with --modes: only the mode
comparison).

Every run gets a fresh temporary XDG_CACHE_HOME and PYOPENCL_NO_CACHE=1, so PyOpenCL neither
reads nor writes a binary cache (PyOpenCL 2022.3 keeps it under
platformdirs.user_cache_dir("pyopencl", "pyopencl") = $XDG_CACHE_HOME/pyopencl, and pytools'
invoker cache under $XDG_CACHE_HOME/pytools); py_binary_cache.py sets up its own cache
directory. PoCL's kernel cache stays where it was (POCL_CACHE_DIR), so reference runs stay fast.
"""
import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile

SKIP_STATUS = 77
PYTHON = "/usr/bin/python3"


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--reference-icd", default="/etc/OpenCL/vendors/pocl.icd")
    ap.add_argument("--icd", help="the ICD vendor file of the implementation under test")
    ap.add_argument("--env", action="append", default=[], metavar="K=V", help="set for the candidate runs")
    ap.add_argument("--modes", help="comma-separated GFXSIM_MODE values to run the candidate in and compare")
    ap.add_argument("--no-reference", action="store_true", help="do not run the reference")
    ap.add_argument("--save-reference", metavar="FILE", help="run only the reference and keep its result in FILE")
    ap.add_argument("--reference-from", metavar="FILE", help="the reference's result, kept by --save-reference")
    ap.add_argument("--timeout", type=float, default=900, help="seconds per run (default 900)")
    ap.add_argument("--rtol", type=float, default=1e-5)
    ap.add_argument("--atol", type=float, default=1e-6)
    ap.add_argument("program", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    if a.program and a.program[0] == "--":
        a.program = a.program[1:]
    if not a.program:
        ap.error("no program given (after --)")
    for kv in a.env:
        if "=" not in kv:
            ap.error(f"--env {kv}: expected K=V")
    if not a.icd and not a.save_reference:
        ap.error("--icd is required")
    return a


class Run:
    def __init__(self, label, rc, stdout, stderr, timed_out):
        self.label, self.rc, self.stdout, self.stderr, self.timed_out = label, rc, stdout, stderr, timed_out


def run_once(label, program, icd, extra_env, timeout):
    cmd = list(program)
    if cmd[0].endswith(".py"):
        cmd = [PYTHON] + cmd
    env = dict(os.environ)
    # PoCL's kernel cache follows XDG_CACHE_HOME; pin it to where it was before we move that.
    env.setdefault("POCL_CACHE_DIR", os.path.join(os.environ.get("XDG_CACHE_HOME") or
                                                  os.path.expanduser("~/.cache"), "pocl", "kcache"))
    env.update(extra_env)
    env["OCL_ICD_VENDORS"] = icd
    env["PYOPENCL_NO_CACHE"] = "1"
    env.setdefault("PYTHONDONTWRITEBYTECODE", "1")
    cache = tempfile.mkdtemp(prefix="opencl-test-cache-")
    env["XDG_CACHE_HOME"] = cache
    shown = " ".join(f"{k}={v}" for k, v in sorted(extra_env.items()))
    print(f"$ OCL_ICD_VENDORS={icd} {shown} {' '.join(cmd)}".replace("  ", " "), flush=True)
    try:
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           errors="replace", timeout=timeout)
        r = Run(label, p.returncode, p.stdout, p.stderr, False)
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
        r = Run(label, None, out, err, True)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    return r


def show(r, limit=4000):
    status = "timed out" if r.timed_out else f"exit status {r.rc}"
    print(f"--- {r.label}: {status}")
    for name, text in (("stdout", r.stdout), ("stderr", r.stderr)):
        if text:
            t = text if len(text) <= limit else "...\n" + text[-limit:]
            print(f"[{name}]\n{t.rstrip()}")


def is_python(program):
    return program[0].endswith(".py")


def c_result_lines(r):
    lines = []
    for l in r.stdout.splitlines():
        if l == "PASS":
            return lines, True
        if not l.startswith("varying:"):
            lines.append(l)
    return lines, False


def json_result(r):
    lines = [l for l in r.stdout.splitlines() if l.strip()]
    if not lines:
        return None, "no output"
    try:
        v = json.loads(lines[-1])
    except ValueError as e:
        return None, f"the last stdout line is not JSON ({e})"
    if not isinstance(v, dict):
        return None, "the last stdout line is not a JSON object"
    return v, None


def compare_values(path, a, b, rtol, atol, problems, scale=None):
    if len(problems) > 20:
        return
    if isinstance(a, dict) and isinstance(b, dict):
        if sorted(a) != sorted(b):
            problems.append(f"{path}: keys {sorted(a)} vs {sorted(b)}")
            return
        sub_scale = None
        if "abssum" in a and isinstance(a["abssum"], (int, float)) and isinstance(b.get("abssum"), (int, float)):
            sub_scale = max(abs(a["abssum"]), abs(b["abssum"]))
        for k in sorted(a):
            compare_values(f"{path}.{k}", a[k], b[k], rtol, atol, problems, sub_scale if k == "sum" else None)
        return
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            problems.append(f"{path}: length {len(a)} vs {len(b)}")
            return
        for i, (x, y) in enumerate(zip(a, b)):
            compare_values(f"{path}[{i}]", x, y, rtol, atol, problems)
        return
    num = (int, float)
    if isinstance(a, bool) or isinstance(b, bool) or isinstance(a, str) or isinstance(b, str) or a is None or b is None:
        if a != b:
            problems.append(f"{path}: {a!r} vs {b!r}")
        return
    if isinstance(a, int) and isinstance(b, int):
        if a != b:
            problems.append(f"{path}: {a} vs {b} (integers must be equal)")
        return
    if isinstance(a, num) and isinstance(b, num):
        if math.isnan(a) and math.isnan(b):
            return
        s = scale if scale is not None else max(abs(a), abs(b))
        if not abs(a - b) <= rtol * s + atol:
            problems.append(f"{path}: {a!r} vs {b!r} (rtol {rtol:g})")
        return
    problems.append(f"{path}: {a!r} vs {b!r} (different types)")


def compare_json(ref, cand, rtol, atol):
    problems = []
    tols = ref.get("_rtol") or {}
    if (cand.get("_rtol") or {}) != tols:
        problems.append(f"_rtol: {tols} vs {cand.get('_rtol')}")
    if sorted(ref) != sorted(cand):
        problems.append(f"keys: {sorted(ref)} vs {sorted(cand)}")
        return problems
    for k in sorted(ref):
        if k == "_rtol":
            continue
        compare_values(k, ref[k], cand[k], max(rtol, float(tols.get(k, rtol))), atol, problems)
    return problems


def own_check(r, python):
    """Problems with one run on its own (exit status, PASS line, JSON)."""
    if r.timed_out:
        return [f"{r.label}: timed out"]
    if r.rc != 0:
        return [f"{r.label}: exit status {r.rc}"]
    if python:
        _, err = json_result(r)
        return [f"{r.label}: {err}"] if err else []
    _, passed = c_result_lines(r)
    return [] if passed else [f"{r.label}: no PASS line"]


def compare_runs(a, b, python, rtol, atol):
    if python:
        ja, _ = json_result(a)
        jb, _ = json_result(b)
        return [f"{a.label} vs {b.label}: {p}" for p in compare_json(ja, jb, rtol, atol)]
    la, _ = c_result_lines(a)
    lb, _ = c_result_lines(b)
    problems = []
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<missing>"
        y = lb[i] if i < len(lb) else "<missing>"
        if x != y:
            problems.append(f"{a.label} vs {b.label}: line {i + 1}: '{x}' vs '{y}'")
    return problems


def save_reference(args, python):
    ref = run_once("reference", args.program, args.reference_icd, {}, args.timeout)
    show(ref)
    skipped = ref.rc == SKIP_STATUS and "SKIP:" in ref.stdout
    problems = [] if skipped else own_check(ref, python)
    if problems:
        for p in problems:
            print(f"FAIL: {p}")
        return 1
    tmp = args.save_reference + ".tmp"
    with open(tmp, "w") as f:
        json.dump({"rc": ref.rc, "stdout": ref.stdout, "stderr": ref.stderr}, f)
    os.replace(tmp, args.save_reference)
    print("PASS (reference kept)")
    return 0


def main():
    args = parse_args()
    python = is_python(args.program)
    if args.save_reference:
        return save_reference(args, python)
    env = dict(kv.split("=", 1) for kv in args.env)
    problems = []
    ref = None
    if args.reference_from:
        try:
            with open(args.reference_from) as f:
                kept = json.load(f)
            ref = Run("reference", kept["rc"], kept["stdout"], kept["stderr"], False)
        except (OSError, ValueError, KeyError) as e:
            print(f"FAIL: the reference's result {args.reference_from}: {e}")
            return 1
    elif not args.no_reference:
        ref = run_once("reference", args.program, args.reference_icd, {}, args.timeout)
        show(ref)
    modes = [m for m in (args.modes or "").split(",") if m]
    cands = []
    for m in modes or [None]:
        e = dict(env)
        if m:
            e["GFXSIM_MODE"] = m
        c = run_once(f"candidate{'/' + m if m else ''}", args.program, args.icd, e, args.timeout)
        show(c)
        cands.append(c)

    ref_skipped = ref is not None and ref.rc == SKIP_STATUS and "SKIP:" in ref.stdout
    if ref is not None and not ref_skipped:
        problems += own_check(ref, python)
    for c in cands:
        if c.rc == SKIP_STATUS:
            problems.append(f"{c.label}: skipped ({c.stdout.strip()}): the implementation under test lacks the feature")
        else:
            problems += own_check(c, python)
    if not problems:
        if ref is not None and not ref_skipped:
            problems += compare_runs(ref, cands[0], python, args.rtol, args.atol)
        for c in cands[1:]:
            # Modes of one simulator: identical output, no tolerance.
            if c.stdout.splitlines() != cands[0].stdout.splitlines():
                problems += compare_runs(cands[0], c, python, 0.0, 0.0) or [
                    f"{cands[0].label} vs {c.label}: standard output differs"]
    if ref_skipped:
        print(f"note: the reference skipped ({ref.stdout.strip().splitlines()[-1]}); the candidate was checked on its own")
    if problems:
        for p in problems[:30]:
            print(f"FAIL: {p}")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
