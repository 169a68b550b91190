#!/usr/bin/env python3
"""Generates gfxsim's own litmus suite (tests/litmus/*.litmus and expected.csv).

The shapes are the classic ones of the GPU memory-model literature: MP, SB, LB, S, R, 2+2W, WRC,
ISA2, IRIW, CoRR, CoWW, CoRW, CoWR, the transitive mixed-scope chain, MP through LDS, mixed
global/LDS, generic pointers and barrier variants. Each shape comes
  * synchronised ("sync"): the orders and scopes the OpenCL model needs to forbid the weak
    outcome (verdict 0, forbidden), placed inside one work-group (work-group scope) and
    across work-groups (device scope); these are the tests the mutants are run on;
  * relaxed ("rlx"), across work-groups: the weak outcome is allowed (verdict 1).
The coherence shapes are forbidden even relaxed. Usage: python3 tests/litmus/gen_suite.py
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

def thread(i, wg, params, body):
    return "P%d@wg %d, dev 0 (%s) {\n%s}\n" % (i, wg, ", ".join(params), "".join("  " + l + "\n" for l in body))

def test(name, comment, locs, threads, cond, space="global"):
    init = " ".join("[%s] = 0;" % l for l in locs)
    s = "OPENCL %s\n(* %s *)\n{ %s }\n\n" % (name, comment, init)
    for i, (wg, body) in enumerate(threads):
        # A location the thread touches only through plain accesses is an int* there.
        def kind(l):
            text = " ".join(body)
            return "atomic_int" if ("(%s," % l) in text or ("(%s)" % l) in text else "int"
        params = ["%s %s* %s" % (space if isinstance(space, str) else space[l], kind(l), l) for l in locs]
        params = [p.replace("generic ", "") for p in params]
        s += thread(i, wg, params, body) + "\n"
    return s + "exists (%s)\n" % cond

def st(l, v, mo, sc): return "atomic_store_explicit(%s, %d, memory_order_%s, memory_scope_%s);" % (l, v, mo, sc)
def ld(r, l, mo, sc): return "int %s = atomic_load_explicit(%s, memory_order_%s, memory_scope_%s);" % (r, l, mo, sc)
# Plain (non-atomic) data accesses: what release/acquire protects, and what stale caches show.
def pst(l, v): return "*%s = %d;" % (l, v)
def pld(r, l): return "int %s = *%s;" % (r, l)

def shapes(rel, acq, sc, scope):
    """(name, locations, [(wg offset, body)], condition) with the given orders."""
    R, A, S_, X = rel, acq, sc, scope
    rl = "relaxed"
    return [
        ("MP", ["x", "y"], [[pst("x", 1), st("y", 1, R, X)], [ld("r0", "y", A, X), pld("r1", "x")]],
         "1:r0=1 /\\ 1:r1=0"),
        ("SB", ["x", "y"], [[st("x", 1, S_, X), ld("r0", "y", S_, X)], [st("y", 1, S_, X), ld("r1", "x", S_, X)]],
         "0:r0=0 /\\ 1:r1=0"),
        ("LB", ["x", "y"], [[ld("r0", "x", A, X), st("y", 1, R, X)], [ld("r1", "y", A, X), st("x", 1, R, X)]],
         "0:r0=1 /\\ 1:r1=1"),
        ("S", ["x", "y"], [[pst("x", 2), st("y", 1, R, X)], [ld("r0", "y", A, X), pst("x", 1)]],
         "1:r0=1 /\\ x=2"),
        ("R", ["x", "y"], [[st("x", 1, S_, X), st("y", 1, S_, X)], [st("y", 2, S_, X), ld("r0", "x", S_, X)]],
         "y=2 /\\ 1:r0=0"),
        ("2+2W", ["x", "y"], [[st("x", 1, S_, X), st("y", 2, S_, X)], [st("y", 1, S_, X), st("x", 2, S_, X)]],
         "x=1 /\\ y=1"),
        ("WRC", ["x", "y"], [[st("x", 1, rl, X)], [ld("r0", "x", A, X), st("y", 1, R, X)], [ld("r1", "y", A, X), pld("r2", "x")]],
         "1:r0=1 /\\ 2:r1=1 /\\ 2:r2=0"),
        ("ISA2", ["x", "y", "z"], [[pst("x", 1), st("y", 1, R, X)], [ld("r0", "y", A, X), st("z", 1, R, X)],
                                   [ld("r1", "z", A, X), pld("r2", "x")]],
         "1:r0=1 /\\ 2:r1=1 /\\ 2:r2=0"),
        ("IRIW", ["x", "y"], [[st("x", 1, S_, X)], [st("y", 1, S_, X)], [ld("r0", "x", S_, X), ld("r1", "y", S_, X)],
                              [ld("r2", "y", S_, X), ld("r3", "x", S_, X)]],
         "2:r0=1 /\\ 2:r1=0 /\\ 3:r2=1 /\\ 3:r3=0"),
    ]

def coherence(scope):
    rl = "relaxed"
    X = scope
    return [
        ("CoRR", ["x"], [[st("x", 1, rl, X)], [ld("r0", "x", rl, X), ld("r1", "x", rl, X)]], "1:r0=1 /\\ 1:r1=0"),
        ("CoWW", ["x"], [[st("x", 1, rl, X), st("x", 2, rl, X)]], "x=1"),
        ("CoRW", ["x"], [[ld("r0", "x", rl, X), st("x", 1, rl, X)], [st("x", 2, rl, X)]], "0:r0=2 /\\ x=2"),
        ("CoWR", ["x"], [[st("x", 1, rl, X), ld("r0", "x", rl, X)], [st("x", 2, rl, X)]], "0:r0=2 /\\ x=1"),
    ]

def main():
    out = []  # (file, verdict, mutate, configs where llc-19's sequences are known not to forbid it)
    def write(fname, text, verdict, mutate, broken=""):
        with open(os.path.join(HERE, fname), "w") as f:
            f.write(text)
        out.append((fname, verdict, mutate, broken))
    for name, locs, bodies, cond in shapes("release", "acquire", "seq_cst", "work_group"):
        threads = [(0, b) for b in bodies]
        write("%s_sync_wg.litmus" % name, test(name + "_sync_wg", "synchronised, one work-group: forbidden", locs, threads, cond), 0, True)
    for name, locs, bodies, cond in shapes("release", "acquire", "seq_cst", "device"):
        threads = [(i, b) for i, b in enumerate(bodies)]
        write("%s_sync_dev.litmus" % name, test(name + "_sync_dev", "synchronised, one work-group per thread: forbidden", locs, threads, cond), 0, True)
    for name, locs, bodies, cond in shapes("relaxed", "relaxed", "relaxed", "device"):
        threads = [(i, b) for i, b in enumerate(bodies)]
        write("%s_rlx_dev.litmus" % name, test(name + "_rlx_dev", "relaxed, one work-group per thread: allowed", locs, threads, cond), 1, False)
    for scope, place in (("work_group", "wg"), ("device", "dev")):
        for name, locs, bodies, cond in coherence(scope):
            threads = [(0 if place == "wg" else i, b) for i, b in enumerate(bodies)]
            write("%s_%s.litmus" % (name, place), test(name + "_" + place, "coherence (relaxed): forbidden", locs, threads, cond), 0, True)
    # The transitive mixed-scope chain (LLVM PR #161638): a work-group release/acquire pair
    # then a device one; the data reaches the third thread, in another work-group.
    rl = "relaxed"
    chain = [(0, [pst("x", 1), st("y", 1, "release", "work_group")]),
             (0, [ld("r0", "y", "acquire", "work_group"), st("z", 1, "release", "device")]),
             (1, [ld("r1", "z", "acquire", "device"), pld("r2", "x")])]
    # llc-19 emits no wait for a workgroup-scope release where a work-group shares one CU
    # (gfx900, gfx90a, gfx1030 in CU mode): the first thread's store may still be on its way
    # when the second releases at device scope, so the chain breaks (LLVM PR #161638, 2025,
    # fixed it for GFX10+ CU mode). The simulator shows it; the verdict stays "forbidden".
    write("chain_wg_dev.litmus", test("chain_wg_dev", "transitive mixed-scope chain (wg then device): forbidden", ["x", "y", "z"], chain,
                                      "1:r0=1 /\\ 2:r1=1 /\\ 2:r2=0"), 0, True, "gfx900 gfx90a gfx1030-cu")
    # MP through LDS, and mixed global data with an LDS flag (one work-group).
    mp = [(0, [st("x", 1, rl, "work_group"), st("y", 1, "release", "work_group")]),
          (0, [ld("r0", "y", "acquire", "work_group"), ld("r1", "x", rl, "work_group")])]
    write("MP_lds.litmus", test("MP_lds", "MP, both locations in LDS, one work-group: forbidden", ["x", "y"], mp, "1:r0=1 /\\ 1:r1=0", "local"), 0, True)
    # A release/acquire pair on an LDS flag orders LDS only (OpenCL 2.0 atomics synchronise
    # their own address space; clang emits "-one-as" scopes): global data is not ordered.
    write("MP_global_lds_flag.litmus", test("MP_global_lds_flag", "MP, global data, LDS flag (rel/acq orders LDS only), one work-group: allowed",
                                            ["x", "y"], mp, "1:r0=1 /\\ 1:r1=0", {"x": "global", "y": "local"}), 1, False)
    # With fences over both address spaces, the same message passing is forbidden.
    both = "CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE"
    mpf = [(0, [st("x", 1, rl, "work_group"), "atomic_work_item_fence(%s, memory_order_release, memory_scope_work_group);" % both,
                st("y", 1, rl, "work_group")]),
           (0, [ld("r0", "y", rl, "work_group"), "atomic_work_item_fence(%s, memory_order_acquire, memory_scope_work_group);" % both,
                ld("r1", "x", rl, "work_group")])]
    write("MP_global_lds_fences.litmus", test("MP_global_lds_fences", "MP, global data, LDS flag, fences on both spaces, one work-group: forbidden",
                                              ["x", "y"], mpf, "1:r0=1 /\\ 1:r1=0", {"x": "global", "y": "local"}), 0, True)
    # Generic pointers (no address space): MP across work-groups at device scope.
    mpd = [(0, [pst("x", 1), st("y", 1, "release", "device")]),
           (1, [ld("r0", "y", "acquire", "device"), pld("r1", "x")])]
    write("MP_generic_dev.litmus", test("MP_generic_dev", "MP through generic pointers, across work-groups: forbidden", ["x", "y"], mpd,
                                        "1:r0=1 /\\ 1:r1=0", "generic"), 0, True)
    # Barrier variants: a work-group barrier orders a plain store before a plain load.
    for sp, tag in (("global", "global"), ("local", "lds")):
        flag = "CLK_GLOBAL_MEM_FENCE" if sp == "global" else "CLK_LOCAL_MEM_FENCE"
        bar = [(0, ["*x = 1;", "B1: barrier(%s);" % flag]), (0, ["B1: barrier(%s);" % flag, "int r0 = *x;"])]
        text = test("barrier_" + tag, "a work-group barrier: forbidden", ["x"], bar, "1:r0=0", sp).replace("atomic_int*", "int*")
        write("barrier_%s.litmus" % tag, text, 0, True)
    with open(os.path.join(HERE, "expected.csv"), "w") as f:
        f.write("# file,verdict (1: the condition may hold, 0: forbidden),mutants (1: run the mutants on it),"
                "configs where llc-19's sequences are known not to forbid it\n")
        for fname, verdict, mutate, broken in out:
            f.write("%s,%d,%d,%s\n" % (fname, verdict, 1 if mutate else 0, broken))
    print("%d tests" % len(out))

if __name__ == "__main__":
    main()
