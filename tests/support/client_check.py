"""Shared by the scripts that check real clients of the drop-in runtime under gfxsim exec
(tests/hip/run_hip_test.py, tests/hsa/check_rocminfo.py): reading a GPU config, printing a
command's output into the test log, and the verdict."""
import configparser
import sys


def gpu_config(path):
    """The config file's sections ([agent], [clock], [l1], ...), inline comments removed."""
    cp = configparser.ConfigParser(inline_comment_prefixes=("#", ";"))
    with open(path) as f:
        cp.read_file(f)
    return cp


def warp_size(target):
    """Wave64 on GCN/CDNA (gfx9), wave32 by default on RDNA."""
    return 64 if target.startswith("gfx9") else 32


def echo(completed):
    """A finished subprocess's stdout, then its stderr with each line marked."""
    sys.stdout.write(completed.stdout)
    sys.stdout.write("".join("  stderr: " + line + "\n" for line in completed.stderr.splitlines()))


def verdict(tool, problems, passed="PASS"):
    """One FAIL line per problem, or the PASS line; the exit status."""
    for msg in problems:
        print(f"{tool}: FAIL {msg}")
    if not problems:
        print(f"{tool}: {passed}")
    return 1 if problems else 0
