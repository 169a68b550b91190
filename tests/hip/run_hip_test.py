#!/usr/bin/python3
"""Runs one HIP test program under `gfxsim exec` in functional and in timing mode and checks it.

  run_hip_test.py --gfxsim GFXSIM --gpu NAME [--config INI] [--props] [--elapsed KERNEL]
                  [--expect-fault KERNEL] -- PROGRAM ARGS...

Every run must end as expected (exit status 0 and the program's "PASS: 0 checks failed", or with
--expect-fault the fault report described below), and the two modes must print the same
standard output (PASS/FAIL lines and checksums), apart from "elapsed_ms" lines, which measure
time.

--props        appends the GPU's expected properties to the program's arguments, from the
               config: NAME COMPUTE_UNITS WARP_SIZE LDS_BYTES TARGET BUS_BITS DRAM_GBS (the warp
               size is 64 on gfx9 targets, 32 on RDNA).
--elapsed K    the program prints "elapsed_ms K MS" (hipEventElapsedTime around kernel K); in
               timing mode MS must equal K's simulated time in gfxsim exec's report within 1%.
--expect-fault K  kernel K faults: gfxsim reports it once on stderr ("gfxsim-hsa: kernel fault"
               naming K, the wave, PC and instruction), the report counts it, the program gets the
               error (HIP 5.2 aborts; a program that returns with an error status is fine too),
               gfxsim exec exits non-zero, and nothing is killed by any other signal.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from client_check import echo, gpu_config, verdict, warp_size  # noqa: E402

SIGABRT_STATUS = 128 + 6  # gfxsim exec's status when HIP aborts the program


def props_args(config):
    cfg = gpu_config(config)
    agent = cfg["agent"]
    target = agent["target"].split(":")[0]
    # HIP (ROCclr) runs RDNA GPUs in WGP mode (GPU_ENABLE_WGP_MODE, on by default) and then
    # reports work-group processors, two CUs each, as multiprocessors: 40 on an 80-CU RX 6900 XT.
    cus = int(agent["compute_units"])
    multiprocessors = cus // 2 if target.startswith("gfx1") else cus
    return [agent["name"], str(multiprocessors), str(warp_size(target)), agent["lds_bytes_per_workgroup"], target,
            agent["memory_bus_bits"], cfg["dram"]["bandwidth_gbs"]]


def run(args, mode, report, program):
    cmd = [args.gfxsim, "exec", "--gpu", args.gpu, "--mode", mode, "--report", report, "--"] + program
    print(f"$ {' '.join(cmd)}", flush=True)
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return None
    echo(p)
    return p


def report_kernels(path):
    try:
        with open(path) as f:
            return json.load(f)["kernels"]
    except (OSError, ValueError, KeyError) as e:
        return e


def kernel_row(kernels, name):
    """The report row of kernel `name` (the report demangles: "name(args...)" or just "name")."""
    rows = [k for k in kernels if k["kernel"] == name or k["kernel"].startswith(name + "(")]
    return rows[0] if len(rows) == 1 else None


def check_mode(args, mode, p, report, problems):
    def problem(msg):
        problems.append(f"{mode}: {msg}")

    if p is None:
        problem(f"timed out after {args.timeout} s")
        return
    lines = p.stdout.splitlines()
    fails = [l for l in lines if l.startswith("FAIL")]
    if fails:
        problem(f"{len(fails)} FAIL line(s), first: {fails[0]}")
    kernels = report_kernels(report)
    if isinstance(kernels, Exception):
        problem(f"no readable --report JSON ({kernels})")
        kernels = []
    for l in p.stderr.splitlines():
        if re.search(r"killed by signal (\d+)", l) and p.returncode != SIGABRT_STATUS:
            problem(f"a process was killed: {l}")

    if args.expect_fault:
        k = args.expect_fault
        if p.returncode == 0:
            problem("gfxsim exec exited 0 after a kernel fault")
        elif p.returncode not in (1, SIGABRT_STATUS):
            problem(f"exit status {p.returncode}: expected 1 (the program returned an error) or "
                    f"{SIGABRT_STATUS} (HIP aborted it)")
        faults = [l for l in p.stderr.splitlines() if l.startswith("gfxsim-hsa: kernel fault")]
        if len(faults) != 1:
            problem(f"{len(faults)} 'gfxsim-hsa: kernel fault' lines on stderr, expected one")
        for l in faults:
            if k not in l:
                problem(f"the fault line does not name kernel {k}: {l}")
            if not re.search(r"\bwave \d+\b", l):
                problem(f"the fault line names no wave: {l}")
            if not re.search(r"\bpc 0x[0-9a-f]+ '[^']+'", l):
                problem(f"the fault line names no PC and instruction: {l}")
        row = kernel_row(kernels, k)
        if not row or row["faults"] < 1:
            problem(f"the report counts no fault for kernel {k}")
    else:
        if p.returncode != 0:
            problem(f"exit status {p.returncode}")
        if not lines or lines[-1] != "PASS: 0 checks failed":
            problem("the program did not finish with 'PASS: 0 checks failed'")

    if args.elapsed and mode == "timing":
        k = args.elapsed
        measured = [l.split() for l in lines if l.startswith("elapsed_ms ")]
        measured = [float(m[2]) for m in measured if len(m) == 3 and m[1] == k]
        row = kernel_row(kernels, k)
        if len(measured) != 1:
            problem(f"expected one 'elapsed_ms {k} MS' line")
        elif not row or row["dispatches"] != 1:
            problem(f"the report has no single dispatch of {k}")
        else:
            ms, sim_us = measured[0], row["simulated_us"]
            print(f"hipEventElapsedTime {ms * 1000:.3f} us, simulated {sim_us:.3f} us")
            if sim_us <= 0 or abs(ms * 1000 - sim_us) > 0.01 * sim_us:
                problem(f"hipEventElapsedTime gave {ms * 1000:.3f} us, the simulated kernel took {sim_us:.3f} us "
                        f"(more than 1% apart)")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gfxsim", required=True)
    ap.add_argument("--gpu", required=True)
    ap.add_argument("--config", help="the GPU's config file (for --props)")
    ap.add_argument("--props", action="store_true")
    ap.add_argument("--elapsed", metavar="KERNEL")
    ap.add_argument("--expect-fault", metavar="KERNEL")
    ap.add_argument("--timeout", type=float, default=120, help="seconds per run")
    ap.add_argument("program", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    program = args.program[1:] if args.program[:1] == ["--"] else args.program
    if not program:
        ap.error("no program given")
    if args.props:
        if not args.config:
            ap.error("--props needs --config")
        program = program + props_args(args.config)

    problems = []
    outputs = {}
    with tempfile.TemporaryDirectory(prefix="gfxsim-hip-") as tmp:
        for mode in ("functional", "timing"):
            report = os.path.join(tmp, f"report-{mode}.json")
            p = run(args, mode, report, program)
            check_mode(args, mode, p, report, problems)
            if p is not None:
                outputs[mode] = [l for l in p.stdout.splitlines() if not l.startswith("elapsed_ms ")]
    if len(outputs) == 2 and outputs["functional"] != outputs["timing"]:
        f, t = outputs["functional"], outputs["timing"]
        first = next((i for i in range(min(len(f), len(t))) if f[i] != t[i]), min(len(f), len(t)))
        problems.append(f"functional and timing mode printed different results, first at line {first + 1}: "
                        f"{f[first] if first < len(f) else '(end)'!r} vs {t[first] if first < len(t) else '(end)'!r}")
    return verdict("run_hip_test", problems, "PASS (functional and timing mode agree)")


if __name__ == "__main__":
    sys.exit(main())
