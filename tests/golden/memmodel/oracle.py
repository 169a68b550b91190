#!/usr/bin/env python3
# The test oracle for compiler/memmodel/: it asks llc-19 (Debian package llvm-19), never the table
# it checks. Used by gen_goldens.py and by the live tier of tests/unit/compiler/memmodel/test_memmodel.cpp.
"""Oracle: the machine code LLVM's AMDGPU backend emits for one atomic or fence.

Builds a tiny LLVM IR kernel around the operation, runs llc (Debian package llvm-19) and prints
the instructions between two inline-asm markers placed right before and after it.

Before the atomic the kernel leaves a global load, a global store and an LDS load outstanding;
after it comes a global load. That way the waits the memory legalizer inserts are not dropped
by SIInsertWaitcnts for lack of anything to wait for. --no-context removes that scaffolding.

Every selector takes a comma list; one block (or, with --oneline, one line) per combination:
  amdgpu_atomic_oracle.py --op load --order acquire --scope agent --as global --mcpu gfx900
  amdgpu_atomic_oracle.py --oneline --op fence --order release,acquire --scope workgroup,agent \\
      --mcpu gfx900,gfx90a,gfx942,gfx1030,gfx1100,gfx1200
  amdgpu_atomic_oracle.py --op add --order seq_cst --scope system --as flat --type i64 --ir --full
"""
import argparse, itertools, re, shutil, subprocess, sys

AS = {"global": 1, "local": 3, "lds": 3, "flat": 0, "generic": 0}
RMW = {"add", "sub", "and", "or", "xor", "xchg", "max", "min", "umax", "umin", "nand",
       "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"}
FAIL_ORDER = {"monotonic": "monotonic", "acquire": "acquire", "release": "monotonic",
              "acq_rel": "acquire", "seq_cst": "seq_cst"}
SCOPES = {"system": "", "agent": "agent", "workgroup": "workgroup",
          "wavefront": "wavefront", "singlethread": "singlethread"}


def syncscope(scope, one_as):
    s = SCOPES[scope]
    if one_as:
        s = f"{s}-one-as" if s else "one-as"
    return f' syncscope("{s}")' if s else ""


def make_ir(op, order, scope, space, ty, one_as, context, unsafe_fp):
    P, ss = f"ptr addrspace({AS[space]})", syncscope(scope, one_as)
    align = 8 if ty in ("i64", "double") else 4
    md = ", !amdgpu.no.fine.grained.memory !0" if unsafe_fp else ""  # honoured from LLVM 20 on
    b = []
    if context:  # per-lane addresses so they stay VMEM/DS ops (uniform ones become s_load)
        b += ["  %tid = call i32 @llvm.amdgcn.workitem.id.x()",
              "  %g2 = getelementptr i32, ptr addrspace(1) %out2, i32 %tid",
              "  %g3 = getelementptr i32, ptr addrspace(1) %out3, i32 %tid",
              "  %li = add i32 %tid, %lofs",  # kernarg-dependent: keeps the ds load after the kernarg wait
              "  %gl = getelementptr i32, ptr addrspace(3) @lds, i32 %li",
              "  %pre = load i32, ptr addrspace(1) %g2, align 4",
              "  store i32 1, ptr addrspace(1) %out, align 4",
              "  %lpre = load i32, ptr addrspace(3) %gl, align 4"]
    b.append('  call void asm sideeffect "; ORACLE_BEGIN", ""()')
    if op == "load":
        b.append(f"  %r = load atomic {ty}, {P} %p{ss} {order}, align {align}")
    elif op == "store":
        b.append(f"  store atomic {ty} %v, {P} %p{ss} {order}, align {align}")
    elif op == "fence":
        b.append(f"  fence{ss} {order}")
    elif op == "cmpxchg":
        b.append(f"  %x = cmpxchg {P} %p, {ty} %v, {ty} %v2{ss} {order} {FAIL_ORDER[order]}, align {align}")
        b.append(f"  %r = extractvalue {{ {ty}, i1 }} %x, 0")
    elif op in RMW:
        b.append(f"  %r = atomicrmw {op} {P} %p, {ty} %v{ss} {order}, align {align}{md}")
    else:
        sys.exit(f"unknown op {op}")
    b.append('  call void asm sideeffect "; ORACLE_END", ""()')
    if op not in ("store", "fence"):
        b.append(f"  store {ty} %r, ptr addrspace(1) %out, align {align}")
    if context:
        b += ["  %after = load i32, ptr addrspace(1) %g3, align 4",
              "  %s1 = add i32 %pre, %lpre",
              "  %s2 = add i32 %s1, %after",
              "  store i32 %s2, ptr addrspace(1) %out, align 4"]
    attrs = ' "amdgpu-unsafe-fp-atomics"="true"' if unsafe_fp else ""  # LLVM 19's switch
    return ("@lds = internal addrspace(3) global [64 x i32] undef, align 4\n"
            f"define amdgpu_kernel void @k({P} %p, ptr addrspace(1) %out, ptr addrspace(1) %out2, "
            f"ptr addrspace(1) %out3, {ty} %v, {ty} %v2, i32 %lofs) #0 {{\n"
            + "\n".join(b) + "\n  ret void\n}\n"
            "declare i32 @llvm.amdgcn.workitem.id.x()\n"
            f"attributes #0 = {{ nounwind{attrs} }}\n!0 = !{{}}\n")


def run_llc(llc, ir, mcpu, mattr, cov, full, atomic_opt):
    cmd = [llc, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", "-O2", "-o", "-"]
    if not atomic_opt:  # else a uniform atomicrmw becomes a wave reduction + a single lane's atomic
        cmd.append("-amdgpu-atomic-optimizer-strategy=None")
    if mattr:
        cmd.append(f"-mattr={mattr}")
    if cov:
        cmd.append(f"--amdhsa-code-object-version={cov}")
    p = subprocess.run(cmd, input=ir, capture_output=True, text=True)
    if p.returncode != 0:
        return None, (p.stderr.strip() or "llc failed")
    out, on = [], False
    for line in p.stdout.splitlines():
        if re.match(r"^k:", line):
            on = True
            continue
        if not on:
            continue
        if "ORACLE_BEGIN" in line or "ORACLE_END" in line:
            begin = "BEGIN" in line
            if full:
                out.append(f"---- {'begin' if begin else 'end'} of atomic sequence ----")
            elif begin:
                out = []
            else:
                break
            continue
        line = re.sub(r"\s*;.*$", "", line).strip()
        if not line or line.startswith(".") or line == "s_code_end":
            continue
        if not full and line.startswith("s_load"):  # kernarg load the scheduler moved between markers
            continue
        out.append(line)
        if line.startswith("s_endpgm"):
            break
    return out, None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--op", default="load", help="load|store|fence|cmpxchg|" + "|".join(sorted(RMW)))
    ap.add_argument("--order", default="acquire", help="unordered|monotonic|acquire|release|acq_rel|seq_cst")
    ap.add_argument("--scope", default="agent", help="|".join(SCOPES))
    ap.add_argument("--as", dest="space", default="global", help="global|local|flat")
    ap.add_argument("--mcpu", default="gfx900")
    ap.add_argument("--type", default="i32", help="i32|i64|float|double")
    ap.add_argument("--mattr", default="", help="e.g. +tgsplit (gfx90a/gfx942), +cumode (gfx10+), +wavefrontsize64")
    ap.add_argument("--cov", default="", help="code object version 4|5|6 (LLVM 19 default: 5)")
    ap.add_argument("--one-as", action="store_true", help="'<scope>-one-as' sync scopes (what OpenCL emits for non-seq_cst)")
    ap.add_argument("--no-context", action="store_true", help="no outstanding accesses around the atomic")
    ap.add_argument("--unsafe-fp-atomics", action="store_true", help="allow hardware float atomics")
    ap.add_argument("--atomic-optimizer", action="store_true", help="keep LLVM's wave-level atomic optimizer on")
    ap.add_argument("--oneline", action="store_true", help="one line per combination")
    ap.add_argument("--full", action="store_true", help="whole kernel, atomic sequence between markers")
    ap.add_argument("--ir", action="store_true", help="also print the IR")
    ap.add_argument("--llc", default=shutil.which("llc-19") or "llc")
    a = ap.parse_args()
    L = lambda s: [x for x in s.split(",") if x]
    rc = 0
    for mcpu, op, order, scope, space in itertools.product(L(a.mcpu), L(a.op), L(a.order), L(a.scope), L(a.space)):
        ir = make_ir(op, order, scope, space, a.type, a.one_as, not a.no_context, a.unsafe_fp_atomics)
        head = (f"{op} {order} {scope}{'-one-as' if a.one_as else ''} {space} {a.type} {mcpu}"
                + (f" {a.mattr}" if a.mattr else ""))
        seq, err = run_llc(a.llc, ir, mcpu, a.mattr, a.cov, a.full, a.atomic_optimizer)
        if a.ir:
            print(ir)
        if err:
            rc = 1
            print(f"{head}: ERROR {err.splitlines()[0]}")
        elif a.oneline:
            print(f"{head}: " + " ; ".join(seq))
        else:
            print(f"### {head}\n" + "\n".join("  " + s for s in seq))
    return rc


if __name__ == "__main__":
    sys.exit(main())
