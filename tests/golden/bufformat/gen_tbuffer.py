#!/usr/bin/env python3
"""Writes the MTBUF kernels of this directory (README.md): tbuffer.ll (gfx900, gfx90a, gfx942),
tbuffer-gfx10.ll (gfx1030) and tbuffer-gfx11.ll (gfx1100). Each kernel is one
llvm.amdgcn.raw.tbuffer.load/store with the format as the intrinsic's immediate, the format
named in the kernel's name. The immediates: gfx9 DATA_FORMAT | NUM_FORMAT << 4 (the numbers of
the Vega ISA guide's buffer format tables); gfx10/gfx11 the unified format, asked of llvm-mc-19
(`format:[BUF_FMT_<name>]` assembled, the value read back from bits 25:19)."""
import re
import subprocess

KERNELS = [  # kernel name, load?, components, d16?, format name
    ("tload_xyzw_16_16_16_16_SNORM", 1, 4, 0, "16_16_16_16_SNORM"),
    ("tload_xyz_32_32_32_SINT", 1, 3, 0, "32_32_32_SINT"),
    ("tload_xy_8_8_UINT", 1, 2, 0, "8_8_UINT"),
    ("tload_x_10_11_11_FLOAT", 1, 1, 0, "10_11_11_FLOAT"),
    ("tload_d16_xyzw_16_16_16_16_FLOAT", 1, 4, 1, "16_16_16_16_FLOAT"),
    ("tload_d16_xy_8_8_8_8_UNORM", 1, 2, 1, "8_8_8_8_UNORM"),
    ("tstore_xyzw_8_8_8_8_SNORM", 0, 4, 0, "8_8_8_8_SNORM"),
    ("tstore_xyz_32_32_32_UINT", 0, 3, 0, "32_32_32_UINT"),
    ("tstore_xy_16_16_SINT", 0, 2, 0, "16_16_SINT"),
    ("tstore_x_32_FLOAT", 0, 1, 0, "32_FLOAT"),
    ("tstore_d16_xyzw_16_16_16_16_UNORM", 0, 4, 1, "16_16_16_16_UNORM"),
    ("tstore_d16_x_16_FLOAT", 0, 1, 1, "16_FLOAT"),
]
DFMT = ["INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10", "10_10_10_2", "2_10_10_10", "8_8_8_8",
        "32_32", "16_16_16_16", "32_32_32", "32_32_32_32"]
NFMT = {"UNORM": 0, "SNORM": 1, "USCALED": 2, "SSCALED": 3, "UINT": 4, "SINT": 5, "FLOAT": 7}


def gfx9_format(name):
    d, n = name.rsplit("_", 1)
    return DFMT.index(d) | NFMT[n] << 4


def unified_format(name, mcpu):
    line = "tbuffer_load_format_x v1, off, s[0:3], 0 format:[BUF_FMT_%s]\n" % name
    out = subprocess.run(["llvm-mc-19", "-arch=amdgcn", "-mcpu=" + mcpu, "-show-encoding"], input=line,
                         capture_output=True, text=True, check=True).stdout
    b = [int(x, 16) for x in re.search(r"encoding: \[([^\]]*)\]", out).group(1).split(",")]
    return ((b[3] << 24 | b[2] << 16) >> 19) & 0x7f


def ty(n, d16):
    e = "half" if d16 else "float"
    return e if n == 1 else "<%d x %s>" % (n, e)


def suf(n, d16):
    e = "f16" if d16 else "f32"
    return e if n == 1 else "v%d%s" % (n, e)


def write(path, targets, fmt_of, numbering):
    out = ["; MTBUF kernels for tests/unit/sim/func/test_func_buffer_format.cpp (the \"tbuffer\" test cases),",
           "; compiled by llc-19 for %s (build.sh); written by gen_tbuffer.py. As in bufformat.ll, each" % targets,
           "; kernel builds its V# from a global pointer and the word 3 the host passes, and lane `tid`",
           "; accesses element `tid` (byte offset tid * elem); loads write to io + 16 * tid, stores read",
           "; from there. The format is the intrinsic's immediate (%s), named in the" % numbering,
           "; kernel's name; the V# the host passes names another format, which the instruction overrides.",
           ";   kernel(ptr addrspace(1) %buf, ptr addrspace(1) %io, i32 %word3, i32 %nrec, i32 %elem)", "",
           "declare i32 @llvm.amdgcn.workitem.id.x()"]
    decl, body = set(), []
    for name, load, n, d16, fname in KERNELS:
        t, s, f = ty(n, d16), suf(n, d16), fmt_of(fname)
        if load:
            decl.add("declare %s @llvm.amdgcn.raw.tbuffer.load.%s(<4 x i32>, i32, i32, i32 immarg, i32 immarg)" % (t, s))
        else:
            decl.add("declare void @llvm.amdgcn.raw.tbuffer.store.%s(%s, <4 x i32>, i32, i32, i32 immarg, i32 immarg)" % (s, t))
        body += ["", "define amdgpu_kernel void @%s(ptr addrspace(1) %%buf, ptr addrspace(1) %%io, i32 %%word3, i32 %%nrec, i32 %%elem) {" % name,
                 "  %tid = call i32 @llvm.amdgcn.workitem.id.x()",
                 "  %p = ptrtoint ptr addrspace(1) %buf to i64",
                 "  %lo = trunc i64 %p to i32",
                 "  %hi64 = lshr i64 %p, 32",
                 "  %hi = trunc i64 %hi64 to i32",
                 "  %hi16 = and i32 %hi, 65535",
                 "  %r0 = insertelement <4 x i32> poison, i32 %lo, i32 0",
                 "  %r1 = insertelement <4 x i32> %r0, i32 %hi16, i32 1",
                 "  %r2 = insertelement <4 x i32> %r1, i32 %nrec, i32 2",
                 "  %rsrc = insertelement <4 x i32> %r2, i32 %word3, i32 3",
                 "  %off = mul i32 %tid, %elem",
                 "  %slot = getelementptr [16 x i8], ptr addrspace(1) %io, i32 %tid"]
        if load:
            body += ["  %%v = call %s @llvm.amdgcn.raw.tbuffer.load.%s(<4 x i32> %%rsrc, i32 %%off, i32 0, i32 %d, i32 0)" % (t, s, f),
                     "  store %s %%v, ptr addrspace(1) %%slot, align 4" % t]
        else:
            body += ["  %%v = load %s, ptr addrspace(1) %%slot, align 4" % t,
                     "  call void @llvm.amdgcn.raw.tbuffer.store.%s(%s %%v, <4 x i32> %%rsrc, i32 %%off, i32 0, i32 %d, i32 0)" % (s, t, f)]
        body += ["  ret void", "}"]
    with open(path, "w") as fh:
        fh.write("\n".join(out + sorted(decl) + body) + "\n")


write("tbuffer.ll", "gfx900, gfx90a and gfx942", gfx9_format, "gfx9: DATA_FORMAT | NUM_FORMAT << 4")
write("tbuffer-gfx10.ll", "gfx1030", lambda n: unified_format(n, "gfx1030"), "gfx10's unified format")
write("tbuffer-gfx11.ll", "gfx1100", lambda n: unified_format(n, "gfx1100"), "gfx11's unified format")
