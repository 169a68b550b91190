#!/usr/bin/python3
"""Runs the system's unmodified rocminfo under `gfxsim exec --gpu GPU` and checks that it lists
the CPU agent and the simulated GPU agent as the GPU's config describes it.

  check_rocminfo.py --gfxsim GFXSIM --gpu NAME --config INI --isa ISA_NAME [--rocminfo PATH]

From the config: [agent] target (the agent's Name), name (Marketing Name), compute_units,
simds_per_cu and waves_per_simd (Max Waves Per CU), lds_bytes_per_workgroup (the GROUP pool),
memory_mib (the device memory pool); [clock] core_mhz; [l1] and [l2] size_kib. ISA_NAME is the
ISA as ROCm spells it on that GPU (features included), which the config does not say. The
wavefront size is 64 on gfx9 targets, 32 on RDNA.
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from client_check import echo, gpu_config, verdict, warp_size  # noqa: E402


def parse_agents(text):
    """Each agent as {"fields": {key: value}, "pools": [{key: value}], "isas": [{key: value}]}."""
    agents = []
    for block in re.split(r"^\*+\s*\nAgent \d+\s*\n\*+\s*$", text, flags=re.M)[1:]:
        agent = {"fields": {}, "pools": [], "isas": []}
        current = None
        for line in block.splitlines():
            m = re.match(r"^(\s*)([^:]+?):\s*(.*?)\s*$", line)
            if re.match(r"^\s+Pool \d+\s*$", line):
                current = {}
                agent["pools"].append(current)
            elif re.match(r"^\s+ISA \d+\s*$", line):
                current = {}
                agent["isas"].append(current)
            elif m and len(m.group(1)) == 2:
                current = None
                agent["fields"][m.group(2)] = m.group(3)
            elif m and current is not None and len(m.group(1)) == 6:
                current[m.group(2)] = m.group(3)
            elif m and len(m.group(1)) == 4 and m.group(2) in ("L1", "L2"):
                agent["fields"]["cache " + m.group(2)] = m.group(3)
        agents.append(agent)
    return agents


def number(text):
    """The leading number of a rocminfo value ("104", "64(0x40)", "16(0x10) KB")."""
    m = re.match(r"\s*(\d+)", text or "")
    return int(m.group(1)) if m else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gfxsim", required=True)
    ap.add_argument("--gpu", required=True)
    ap.add_argument("--config", required=True)
    ap.add_argument("--isa", required=True)
    ap.add_argument("--rocminfo", default="rocminfo")
    args = ap.parse_args()

    cp = gpu_config(args.config)
    agent = cp["agent"]
    target = agent["target"].split(":")[0]
    want = {
        "Name": target,
        "Marketing Name": agent["name"],
        "Device Type": "GPU",
        "Compute Unit": int(agent["compute_units"]),
        "SIMDs per CU": int(agent["simds_per_cu"]),
        "Max Waves Per CU": int(agent["simds_per_cu"]) * int(agent["waves_per_simd"]),
        "Wavefront Size": warp_size(target),
        "Max Clock Freq. (MHz)": int(cp["clock"]["core_mhz"]),
        "cache L1": int(cp["l1"]["size_kib"]),
        "cache L2": int(cp["l2"]["size_kib"]),
    }
    lds_kb = int(agent["lds_bytes_per_workgroup"]) // 1024
    memory_kb = int(agent["memory_mib"]) * 1024

    cmd = [args.gfxsim, "exec", "--gpu", args.gpu, "--", args.rocminfo]
    print("$ " + " ".join(cmd), flush=True)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=120)
    echo(p)
    problems = []
    if p.returncode != 0:
        problems.append(f"gfxsim exec -- rocminfo exited {p.returncode}")
    if "*** Done ***" not in p.stdout:
        problems.append("rocminfo did not finish ('*** Done ***' missing)")
    agents = parse_agents(p.stdout)
    cpus = [a for a in agents if a["fields"].get("Device Type") == "CPU"]
    gpus = [a for a in agents if a["fields"].get("Device Type") == "GPU"]
    if len(cpus) != 1 or len(gpus) != 1:
        problems.append(f"{len(cpus)} CPU and {len(gpus)} GPU agents listed, expected one of each")

    for cpu in cpus[:1]:
        flags = [pl.get("Segment", "") for pl in cpu["pools"]]
        if not any("GLOBAL" in f and "KERNARG" in f and "FINE GRAINED" in f for f in flags):
            problems.append(f"the CPU agent has no fine-grained kernarg GLOBAL pool: {flags}")
        if not any("GLOBAL" in f and "COARSE GRAINED" in f for f in flags):
            problems.append(f"the CPU agent has no coarse-grained GLOBAL pool: {flags}")

    for gpu in gpus[:1]:
        f = gpu["fields"]
        for key, value in want.items():
            got = f.get(key)
            ok = got == value if isinstance(value, str) else number(got) == value
            print(f"GPU agent {key}: {got!r}, expected {value!r}: {'PASS' if ok else 'FAIL'}")
            if not ok:
                problems.append(f"GPU agent {key}: {got!r}, expected {value!r}")
        isas = [i.get("Name") for i in gpu["isas"]]
        if isas != [args.isa]:
            problems.append(f"GPU ISAs {isas}, expected [{args.isa!r}]")
        groups = [pl for pl in gpu["pools"] if pl.get("Segment", "").strip() == "GROUP"]
        if len(groups) != 1 or number(groups[0].get("Size")) != lds_kb or "KB" not in groups[0].get("Size", ""):
            problems.append(f"GPU GROUP (LDS) pools {groups}, expected one of {lds_kb} KB")
        device = [pl for pl in gpu["pools"] if "GLOBAL" in pl.get("Segment", "") and "COARSE GRAINED" in pl.get("Segment", "")]
        if len(device) != 1 or number(device[0].get("Size")) != memory_kb or device[0].get("Allocatable") != "TRUE":
            problems.append(f"GPU device-memory pools {device}, expected one allocatable coarse-grained "
                            f"GLOBAL pool of {memory_kb} KB")

    return verdict("check_rocminfo", problems)


if __name__ == "__main__":
    sys.exit(main())
