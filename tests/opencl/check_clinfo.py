#!/usr/bin/python3
"""clinfo on gfxsim's OpenCL platform: one platform whose devices are the shipped configs, each
reporting its config's name, compute units, clock, memory and LDS, with the platform's
extensions, and clinfo's own checks silent (it prints its complaints, e.g. an error code in
place of a value or a failed context, inline).

  check_clinfo.py ICD_FILE CONFIG_DIR"""
import configparser
import os
import re
import subprocess
import sys


def main():
    icd, configs = sys.argv[1], sys.argv[2]
    env = dict(os.environ, OCL_ICD_VENDORS=icd)
    env.pop("GFXSIM_GPU", None)
    raw = subprocess.run(["clinfo", "--raw"], env=env, capture_output=True, text=True, timeout=300)
    human = subprocess.run(["clinfo"], env=env, capture_output=True, text=True, timeout=300)
    problems = []
    if raw.returncode or human.returncode:
        problems.append(f"clinfo exit status {raw.returncode}/{human.returncode}: {raw.stderr}{human.stderr}")
    # The configs as gfxsim ships them, in its catalog's order (their [agent] sections).
    want = []
    for f in ("gfx900.ini", "gfx90a.ini", "gfx1030.ini", "gfx1100.ini", "gfx942.ini"):
        c = configparser.ConfigParser(inline_comment_prefixes=("#", ";"))
        c.read(os.path.join(configs, f))
        want.append({"CL_DEVICE_NAME": c["agent"]["name"], "CL_DEVICE_MAX_COMPUTE_UNITS": c["agent"]["compute_units"],
                     "CL_DEVICE_MAX_CLOCK_FREQUENCY": str(int(float(c["clock"]["core_mhz"]))),
                     "CL_DEVICE_GLOBAL_MEM_SIZE": str(int(c["agent"]["memory_mib"]) << 20),
                     "CL_DEVICE_LOCAL_MEM_SIZE": c["agent"]["lds_bytes_per_workgroup"]})
    got = {}
    for line in raw.stdout.splitlines():
        m = re.match(r"\[gfxsim/(\d+)\]\s+(CL_\w+)\s+(.*)$", line)
        if m:
            got.setdefault(int(m.group(1)), {})[m.group(2)] = m.group(3).strip()
    if "Number of platforms                               1" not in human.stdout:
        problems.append("clinfo does not list exactly one platform")
    if "cl_khr_icd" not in human.stdout:
        problems.append("the platform does not list cl_khr_icd")
    if len(got) != len(want):
        problems.append(f"{len(got)} devices, expected {len(want)}")
    for i, w in enumerate(want):
        for k, v in w.items():
            if got.get(i, {}).get(k) != v:
                problems.append(f"device {i}: {k} is {got.get(i, {}).get(k)!r}, the config says {v!r}")
        ext = got.get(i, {}).get("CL_DEVICE_EXTENSIONS", "")
        for e in ("cl_khr_fp16", "cl_khr_fp64", "cl_khr_global_int32_base_atomics", "cl_khr_int64_base_atomics"):
            if e not in ext:
                problems.append(f"device {i}: {e} missing from the extensions")
        # cl_khr_fp16 requires round to nearest and infinities and NaNs in the half config.
        half = got.get(i, {}).get("CL_DEVICE_HALF_FP_CONFIG", "")
        if "CL_FP_ROUND_TO_NEAREST" not in half or "CL_FP_INF_NAN" not in half:
            problems.append(f"device {i}: CL_DEVICE_HALF_FP_CONFIG is {half!r}")
        if got.get(i, {}).get("CL_DEVICE_MAX_WORK_GROUP_SIZE") != "256":
            problems.append(f"device {i}: max work-group size {got.get(i, {}).get('CL_DEVICE_MAX_WORK_GROUP_SIZE')}")
    # clinfo's checks: an entry point's error shows as <...: error ...> or "Invalid ..." in place
    # of a value (its context tests print "Success" or the error's name).
    for line in human.stdout.splitlines():
        if re.search(r"<[^>]*error[^>]*>|Invalid|CL_INVALID", line):
            problems.append(f"clinfo reports: {line.strip()}")
    for p in problems:
        print("FAIL:", p)
    if problems:
        return 1
    print(f"PASS: {len(got)} devices")
    return 0


if __name__ == "__main__":
    sys.exit(main())
