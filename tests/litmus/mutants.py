#!/usr/bin/env python3
"""Runs the mutants of gfxsim's own litmus suite and writes tests/litmus/MUTANTS.md.

For every test of expected.csv marked for mutants, on gfx900, gfx90a and gfx1030 in CU and WGP
mode, `gfxsim litmus --mutate --show-code` runs each mutant of the lowered sequences. A mutant
is killed when the forbidden outcome shows. Every survivor is explained here, by rules that look
at what the mutation changed in the thread's machine code and at the test:

  older-value   The change only drops cache-policy bits (or the invalidates and waits that
                follow) from a load whose value in the condition is the one value another
                thread writes: without them the load may return an older value from a
                non-coherent cache, which only makes the condition false. Not weaker here.
  after-last    Everything the change removes or moves comes after the thread's last memory
                access: no later access of the thread can be reordered or read stale data
                because of it (its registers are stored only once their loads complete).
                Not weaker here.
  first-access  Dropped cache bits on the thread's first access: an older value is what it would
                read had the thread started earlier. Not weaker here.
  fresh         Dropped cache bits on a load that a wait for the thread's previous access and the
                invalidates of the caches it now reads through precede: those caches hold only
                lines filled since, no older than reading past them. Not weaker here.
  covered       A removed wait is followed, before the thread's next memory access, by a wait for
                the same counters (the next access's own sequence); a removed or moved invalidate
                only served later loads that read past the cache it cleans (glc past the L1/GL0,
                dlc past the GL1, LDS loads past both). Not weaker here.
  listed        Explained by hand in mutants-explained.csv (config, test, description
                pattern, explanation): the cases the rules above do not decide.

A survivor no rule explains is printed as UNEXPLAINED and the script exits with 1; a gfxsim run
that fails (a non-zero exit or anything on stderr) stops it with 2.

The sample (--sample --check MUTANTS.md), what the README's test command runs: per configuration
only the tests of SAMPLE, the first tests in expected.csv order that together have a mutant of every
kind the configuration has (first fit: a test is taken when one of its non-equivalent mutants is of
a kind not yet covered). A full run checks that SAMPLE is still what that rule picks. The sample
runs fewer instances than the campaign, and its runs are a prefix of the campaign's (each dispatch
of a run has its own seed, whatever the number of instances), so a mutant it kills is killed in
MUTANTS.md, and a survivor of MUTANTS.md survives it: --check requires every survivor row that
MUTANTS.md has for the sampled tests among the sample's rows, explanation included, and exits with 1
otherwise.

Usage: python3 tests/litmus/mutants.py [--gfxsim build/gfxsim] [--instances 100000] [--out FILE]
                                       [--sample] [--check MUTANTS.md]
"""
import argparse
import csv
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIGS = [("gfx900", ""), ("gfx90a", ""), ("gfx1030", "cu"), ("gfx1030", "wgp")]
MEM = re.compile(r"^\s*(global_|flat_|ds_|buffer_load|buffer_store|buffer_atomic)")
WAIT = re.compile(r"^\s*s_waitcnt")


# The sample (see above): per configuration, the tests the first-fit rule picks from a full run.
SAMPLE = {
    "gfx900": ["MP_sync_dev.litmus"],
    "gfx90a": ["MP_sync_dev.litmus", "MP_generic_dev.litmus"],
    "gfx1030-cu": ["MP_sync_dev.litmus"],
    "gfx1030-wgp": ["MP_sync_wg.litmus", "MP_sync_dev.litmus"],
}


def first_fit(kinds_of, order):
    """The tests of `order` first fit takes to cover every kind in kinds_of (test -> set of kinds)."""
    covered, picked = set(), []
    for t in order:
        if kinds_of.get(t, set()) - covered:
            picked.append(t)
            covered |= kinds_of[t]
    return picked


def survivor_rows(path):
    """The rows of a MUTANTS.md's survivors table, as written."""
    with open(path) as f:
        text = f.read()
    rows = text.split("## Survivors", 1)[1].splitlines() if "## Survivors" in text else []
    return [r for r in rows if r.startswith("| ") and not r.startswith("| config ")]


def config_name(target, mode):
    return target + ("-" + mode if mode else "")


def parse_test(path):
    """Per thread: {line: (kind, location, register)}; the condition atoms; each location's writes."""
    stmts, cond, writes = {}, {}, {}
    thread = -1
    with open(path) as f:
        for n, text in enumerate(f, 1):
            m = re.match(r"^P(\d+)", text)
            if m:
                thread = int(m.group(1))
                continue
            m = re.search(r"int (\w+) = atomic_load_explicit\((\w+),", text)
            if m:
                stmts[(thread, n)] = ("load", m.group(2), m.group(1))
            m = re.search(r"int (\w+) = \*(\w+);", text)
            if m:
                stmts[(thread, n)] = ("load", m.group(2), m.group(1))
            m = re.search(r"atomic_store_explicit\((\w+), (\d+),", text) or re.search(r"^\s*\*(\w+) = (\d+);", text)
            if m:
                stmts[(thread, n)] = ("store", m.group(1), None)
                writes.setdefault(m.group(1), set()).add(int(m.group(2)))
            if text.startswith("exists"):
                for a in re.findall(r"(\d+):(\w+)=(-?\d+)", text):
                    cond[(int(a[0]), a[1])] = int(a[2])
    return stmts, cond, writes


def code_blocks(out):
    """'Code of Pn:' blocks of the original, then per mutant its line and 'Mutant code of Pn:' blocks."""
    orig, mutants, cur = {}, [], None
    for line in out.splitlines():
        m = re.match(r"^Code of P(\d+):$", line)
        if m:
            cur = orig.setdefault(int(m.group(1)), [])
            continue
        m = re.match(r"^Mutant code of P(\d+):$", line)
        if m:
            cur = mutants[-1]["code"].setdefault(int(m.group(1)), [])
            continue
        if line.startswith("Mutant ") and not line.startswith("Mutants "):
            mutants.append({"line": line, "code": {}})
            cur = None
            continue
        if cur is not None and line.startswith("  "):
            cur.append(line.strip())
        else:
            cur = None
    return orig, mutants


def bits(instr):
    return set(w for w in re.split(r"[\s,]+", instr) if w in ("glc", "slc", "dlc", "sc0", "sc1", "nt"))


def strip_bits(instr):
    return " ".join(w for w in instr.split(" ") if w not in ("glc", "slc", "dlc", "sc0", "sc1", "nt"))


def lcs_match(a, b):
    """Indices of a and of b left unmatched by a longest common subsequence."""
    n, m = len(a), len(b)
    L = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            L[i][j] = L[i + 1][j + 1] + 1 if a[i] == b[j] else max(L[i + 1][j], L[i][j + 1])
    i = j = 0
    ga, gb = [], []
    while i < n and j < m:
        if a[i] == b[j]:
            i += 1
            j += 1
        elif L[i + 1][j] >= L[i][j + 1]:
            ga.append(i)
            i += 1
        else:
            gb.append(j)
            j += 1
    return ga + list(range(i, n)), gb + list(range(j, m))


def bypasses(instr, inv):
    """A load that reads past the cache `inv` cleans: glc past the vector L1 (GFX9) and the GL0
    (GFX10), dlc past the GL1 (GFX10)."""
    b = bits(instr)
    if instr.startswith("ds_"):
        return True  # (the LDS is not behind the caches the invalidates clean)
    return ("dlc" if inv == "buffer_gl1_inv" else "glc") in b


def counters(w):
    c = set(re.findall(r"(vmcnt|lgkmcnt)\(0\)", w))
    if "vscnt" in w:
        c.add("vscnt")
    return c


def normalize(code, target):
    """The accesses, waits and cache maintenance of a thread's code, without the waits (or counters of
    them) that have nothing outstanding: they do nothing."""
    out_ = {"vmcnt": 0, "lgkmcnt": 0, "vscnt": 0}
    res = []
    for x in code:
        if WAIT.match(x):
            keep = [c for c in counters(x) if out_[c]]
            for c in counters(x):
                out_[c] = 0
            if keep:
                vmlg = " ".join("%s(0)" % c for c in ("vmcnt", "lgkmcnt") if c in keep)
                if vmlg:
                    res.append("s_waitcnt " + vmlg)
                if "vscnt" in keep:
                    res.append("s_waitcnt_vscnt null, 0x0")
            continue
        if MEM.match(x):
            if x.startswith("ds_"):
                out_["lgkmcnt"] += 1
            else:
                writes = "store" in x or ("atomic" in x and "glc" not in bits(x))
                out_["vscnt" if (target == "gfx1030" and writes) else "vmcnt"] += 1
                if x.startswith("flat_"):
                    out_["lgkmcnt"] += 1
        if MEM.match(x) or x.startswith("buffer_") or x.startswith("s_dcache"):
            res.append(x)  # (register moves and the like order nothing)
    return res


def explain(mut, orig, test, target, listed, cfg, name):
    """Why a surviving mutant is not weaker for its test (None: no rule decides)."""
    line = mut["line"]
    why = rules(mut, orig, test, target)
    if why:
        return why
    for k, (glob_cfg, test_name, pattern, text) in enumerate(listed):
        if (test_name == "*" or name in test_name.split()) and re.search(pattern, line) and (glob_cfg == "*" or cfg in glob_cfg.split()):
            USED.add(k)
            return "listed: " + text
    return None


USED = set()  # rows of mutants-explained.csv that explained a survivor


def rules(mut, orig, test, target):
    stmts, cond, writes = test
    if not mut["code"]:
        return None
    reasons = []
    for thread, b in mut["code"].items():
        a = normalize(orig[thread], target)
        b = normalize(b, target)
        ga, gb = lcs_match(a, b)
        mem_a = [i for i, x in enumerate(a) if MEM.match(x)]
        mem_b = [j for j, x in enumerate(b) if MEM.match(x)]
        # The loads in program order, with the statement (line) each comes from.
        loads = {}
        src_loads = sorted((ln, st) for (t, ln), st in stmts.items() if t == thread and st[0] == "load")
        k = 0
        for i in mem_a:
            if "load" in a[i] or a[i].startswith("ds_read"):
                if k < len(src_loads):
                    loads[i] = src_loads[k][1]
                k += 1
        # Pair a changed access in a with its form in b (cache bits dropped).
        bitdrop = {}
        for i in ga:
            if MEM.match(a[i]):
                for j in gb:
                    if strip_bits(a[i]) == strip_bits(b[j]) and bits(b[j]) < bits(a[i]):
                        bitdrop[i] = j
                        break
        paired = set(bitdrop.values())
        moved_texts = [b[j] for j in gb if j not in paired]
        for i in ga:
            if i in bitdrop:
                st = loads.get(i)
                val = cond.get((thread, st[2])) if st else None
                if st and val is not None and val != 0 and writes.get(st[1]) == {val}:
                    reasons.append("older-value")
                    continue
                if i == mem_a[0]:
                    reasons.append("first-access")
                    continue
                # fresh: since the thread's previous access, a wait and the invalidates of the
                # caches this load now reads through.
                j = bitdrop[i]
                prev = max(x for x in mem_b if x < j)
                between = b[prev + 1:j]
                dropped = bits(a[i]) - bits(b[j])
                if target == "gfx1030":
                    need = ({"buffer_gl0_inv"} if "glc" in dropped else set()) | ({"buffer_gl1_inv"} if "dlc" in dropped else set())
                else:
                    need = {"buffer_wbinvl1_vol"}
                pc = {"lgkmcnt"} if b[prev].startswith("ds_") else {"vmcnt", "vscnt"}
                waited = [k for k, x in enumerate(between) if WAIT.match(x) and counters(x) & pc]
                invs = set(x for k, x in enumerate(between) if waited and k > waited[0] and x.startswith("buffer_"))
                if waited and need <= invs:
                    reasons.append("fresh")
                    continue
                return None
            if a[i] in moved_texts:
                moved_texts.remove(a[i])  # a swap: judged like a removal at its old place
            later_mem = [x for x in mem_a if x > i]
            if not later_mem:
                reasons.append("after-last")
                continue
            if WAIT.match(a[i]):
                nxt = later_mem[0]
                have = set()
                for x in range(i + 1, nxt):
                    if WAIT.match(a[x]) and x not in ga:
                        have |= counters(a[x])
                if counters(a[i]) <= have:
                    reasons.append("covered")
                    continue
                return None
            if a[i].startswith("buffer_") or a[i].startswith("s_dcache"):
                later_loads = [b[j] for j in mem_b if "load" in b[j] or b[j].startswith("ds_read")]
                # Only the loads after this point in b matter: map by order of the accesses.
                after = [x for x in later_mem if "load" in a[x] or a[x].startswith("ds_read")]
                idx = [mem_a.index(x) for x in after]
                later_loads = [b[mem_b[q]] for q in idx if q < len(mem_b)]
                if all(bypasses(x, a[i]) for x in later_loads):
                    reasons.append("covered")
                    continue
                return None
            return None
        for t in moved_texts:  # lines only in b (a wait moved to the end)
            j = b.index(t)
            if mem_b and j < mem_b[-1]:
                return None
    if not reasons:
        return None
    texts = {
        "older-value": "older-value: the load may read an older value from a non-coherent cache, and the condition needs the one value another thread writes there: this can only hide the outcome",
        "after-last": "after-last: what it removes or moves comes after the thread's last memory access",
        "first-access": "first-access: the load is the thread's first access, and an older value is what it would read had the thread started earlier",
        "fresh": "fresh: a wait and the invalidates come between the thread's previous access and the load, so the caches it now reads hold only lines filled since: no older than reading past them",
        "covered": "covered: a later wait of the thread drains the same counters before its next access, and the loads after the removed invalidate read past the caches it cleans",
    }
    assert all("; " not in texts[r] for r in reasons)  # (the reasons are joined, and counted, by "; ")
    return "; ".join(texts[r] for r in dict.fromkeys(reasons))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gfxsim", default=os.path.join(HERE, "..", "..", "build", "gfxsim"))
    ap.add_argument("--instances", type=int, default=100000)
    ap.add_argument("--out", default=None, help="the file to write (default: MUTANTS.md here; none with --sample)")
    ap.add_argument("--sample", action="store_true", help="run only the tests of SAMPLE")
    ap.add_argument("--check", default=None, help="compare the survivors with this MUTANTS.md (see above)")
    args = ap.parse_args()
    if args.out is None and not args.sample:
        args.out = os.path.join(HERE, "MUTANTS.md")
    tests = []
    with open(os.path.join(HERE, "expected.csv")) as f:
        for row in csv.reader(f):
            if not row or row[0].startswith("#"):
                continue
            if len(row) > 2 and row[2] == "1":
                tests.append((row[0], (row[3] if len(row) > 3 else "").split()))
    listed = []
    with open(os.path.join(HERE, "mutants-explained.csv")) as f:
        for row in csv.reader(f):
            if row and not row[0].startswith("#"):
                listed.append(tuple(x.strip() for x in row[:4]))
    summary, survivors, unexplained, skipped = [], [], 0, []
    kinds = {}  # cfg -> test -> kinds of its non-equivalent mutants
    for target, mode in CONFIGS:
        cfg = config_name(target, mode)
        killed = survived = equivalent = weaker_survived = 0
        for t, deviant in tests:
            if args.sample and t not in SAMPLE.get(cfg, ()):
                continue
            if cfg in deviant:
                # llc-19's own sequences already allow the outcome here (a known deviation of
                # the table): a mutant showing it says nothing about the mutation.
                skipped.append((cfg, t[:-len(".litmus")]))
                continue
            cmd = [args.gfxsim, "litmus", os.path.join(HERE, t), "--target", target, "--iterations", str(args.instances),
                   "--mutate", "--show-code"] + (["--mode", mode] if mode else [])
            proc = subprocess.run(cmd, capture_output=True, text=True)
            if proc.returncode != 0 or proc.stderr:
                print("gfxsim failed (exit %d) on %s: %s\n%s" % (proc.returncode, cfg, " ".join(cmd), proc.stderr[-4000:]), flush=True)
                return 2
            out = proc.stdout
            obs = re.search(r"^Observation \S+ (\w+) ", out, re.M)
            if not obs or obs.group(1) != "Never":
                print("the unmutated %s shows its forbidden outcome on %s (%s): the model or the table is wrong" %
                      (t, cfg, obs.group(1) if obs else "no observation"), flush=True)
                return 2
            orig, mutants = code_blocks(out)
            test = parse_test(os.path.join(HERE, t))
            name = t[:-len(".litmus")]
            for mu in mutants:
                line = mu["line"]
                if ": equivalent (" not in line:
                    kinds.setdefault(cfg, {}).setdefault(t, set()).add(line.split(" ")[1])
                if ": equivalent (" in line:
                    equivalent += 1
                elif ": killed (" in line:
                    killed += 1
                elif ": survived (" in line:
                    survived += 1
                    why = explain(mu, orig, test, target, listed, cfg, name)
                    if why is None:
                        unexplained += 1
                        why = "UNEXPLAINED"
                    rules = ("older-value", "after-last", "covered", "first-access", "fresh")
                    if not all(r.split(":")[0] in rules for r in why.split("; ")) and not why.startswith("listed: not weaker"):
                        weaker_survived += 1
                    desc = re.sub(r"^Mutant ", "", line)
                    desc = re.sub(r": survived \(.*\)$", "", desc)
                    survivors.append((cfg, name, desc, why))
        total = killed + survived
        weaker = killed + weaker_survived
        summary.append((cfg, killed, survived, equivalent, total, weaker))
        print("%s: %d killed of %d (%d equivalent); %d of %d that are weaker for their test" % (cfg, killed, total, equivalent, killed, weaker),
              flush=True)
    lines = ["# Mutants of the own litmus suite", "",
             "Generated by `python3 tests/litmus/mutants.py --instances %d` (do not edit: the explanations come from" % args.instances,
             "the rules in that script and from `mutants-explained.csv`). Every forbidden test of `expected.csv`",
             "marked for mutants runs once per mutant of its lowered sequences (`gfxsim litmus --mutate`): drop",
             "a wait or one counter of it, drop a cache bit, drop an invalidate, narrow a scope by one level,",
             "swap two invalidates. *Killed*: the forbidden outcome showed. *Equivalent*: the same machine code,",
             "or only waits with nothing outstanding removed (not counted). A survivor is explained either as",
             "not weaker for its test (rules `older-value`, `after-last`, `first-access`, `fresh`, `covered`,",
             "described in the script, or by hand) or as weaker, with the mechanism the simulator lacks or",
             "shows too rarely. The last column counts the killed mutants among those not explained as not weaker.", "",
             "| config | killed | survived | equivalent | killed of all mutants | killed of those weaker for their test |",
             "|---|---|---|---|---|---|"]
    for cfg, k, s, e, total, weaker in summary:
        lines.append("| %s | %d | %d | %d | %d of %d (%.0f%%) | %d of %d (%.0f%%) |" % (
            cfg, k, s, e, k, total, 100.0 * k / max(total, 1), k, weaker, 100.0 * k / max(weaker, 1)))
    if skipped:
        lines += ["", "Not run (llc-19's unmutated sequences already allow the outcome there, a known deviation of",
                  "the table listed in `expected.csv`): " + ", ".join("%s on %s" % (n, c) for c, n in skipped) + "."]
    lines += ["", "## Survivors", "", "| config | test | mutant | why it survives |", "|---|---|---|---|"]
    rows = []
    for cfg, name, desc, why in survivors:
        rows.append("| %s | %s | %s | %s |" % (cfg, name, desc.replace("|", "\\|"), why.replace("|", "\\|")))
    lines += rows
    if args.out:
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(args.out)))
        with os.fdopen(fd, "w") as f:
            f.write("\n".join(lines) + "\n")
        os.replace(tmp, args.out)
    print("%d survivors, %d unexplained%s" % (len(survivors), unexplained, "; wrote " + args.out if args.out else ""))
    failed = False
    if args.check:
        # The sample's runs are a prefix of the campaign's: a survivor there survives here.
        ran = set((cfg, t[:-len(".litmus")]) for cfg in SAMPLE for t in SAMPLE[cfg]) if args.sample else None
        now = set(rows)
        want = [r for r in survivor_rows(args.check) if ran is None or tuple(r[2:].split(" | ")[0:2]) in ran]
        missing = [r for r in want if r not in now]
        for r in missing:
            print("survives in %s but not here (killed, or explained otherwise): %s" % (args.check, r))
        extra = len(rows) - (len(want) - len(missing))
        print("checked against %s: %d of its %d survivor rows for these tests reproduced; %d more survive %d instances "
              "(killed by more)" % (args.check, len(want) - len(missing), len(want), extra, args.instances))
        failed |= bool(missing) or not want
    if args.sample:
        return 1 if failed else 0
    # The sample must still be what the first-fit rule picks from this full run.
    order = [t for t, _ in tests]
    for cfg in kinds:
        pick = first_fit(kinds[cfg], order)
        if pick != SAMPLE.get(cfg):
            print("SAMPLE[%r] is not what first fit picks from this run; it should be %r" % (cfg, pick))
            failed = True
    unused = [listed[k] for k in range(len(listed)) if k not in USED]
    for row in unused:
        print("mutants-explained.csv: a row explains no survivor now, remove it: %s,%s,%s" % row[:3])
    return 1 if unexplained or unused or failed else 0


if __name__ == "__main__":
    sys.exit(main())
