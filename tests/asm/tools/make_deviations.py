#!/usr/bin/env python3
"""Regenerates tests/asm/corpus/NAME.deviations: the corpus lines where `gfxsim asm
--show-encoding` prints other text than llvm-mc-19's golden, each with its reason.

Usage: make_deviations.py BUILD/gfxsim NAME TARGET [wave64]

A difference no rule below explains is written with the reason "UNCLASSIFIED: <llvm-mc text>"
and must be fixed in gfxsim (or explained here) before the file is committed.
"""
import os
import re
import subprocess
import sys

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus")

HEADER = [
    "# Lines where gfxsim disasm deliberately prints other text than llvm-mc-19: llvm-mc's own text",
    "# does not reassemble to the same bytes, or it echoes source that llvm-mc's disassembler does",
    "# not print. The live test proves ours reassembles.",
    "# corpus line <TAB> gfxsim text <TAB> reason",
]


def reason(ours, mc):
    """Why gfxsim prints `ours` where llvm-mc prints `mc` (None: no known reason)."""
    if "_e64" in ours and ours.replace("_e64", "", 1) == mc:
        return "llvm-mc prints the VOP3 form bare; bare text selects the VOP1 form"
    if ours.replace(", null", ", 0x0") == mc:
        return "llvm-mc's disassembler and llvm-objdump print a zero offset as null; -show-encoding echoes the source"
    if ours.startswith("ds_swizzle"):
        return "a swizzle bit mask its string form cannot express; printed raw"
    if ours.startswith("s_waitcnt"):
        return "bits outside the wait counters are set; only the raw value keeps them"
    if ours.startswith("v_fmac_f16") and "op_sel" in mc and re.sub(r" op_sel:\[[01,]*\]", "", mc) == ours:
        return ("llvm-mc echoes op_sel for v_fmac_f16's tied src2, which it does not encode; "
                "its disassembler prints none")
    if "_f64" in ours:
        return "an f64 literal with neg/abs: llvm-mc prints hex, which it rejects with modifiers"
    if "_u16" in ours or "_i16" in ours or "_b16" in ours:
        return "a float on a 16-bit integer operand is stored as f32 bits; llvm-mc prints only the low half"
    return None


def golden_lines(name):
    """(text, has a fixup) for every encoded line of NAME.golden."""
    out = []
    with open(os.path.join(CORPUS, name + ".golden")) as f:
        for line in f:
            m = re.search(r"; encoding: \[(.*)\]", line)
            if m:
                out.append((" ".join(line[:m.start()].split()), "A" in m.group(1)))
    return out


def main():
    gfxsim, name, target = sys.argv[1], sys.argv[2], sys.argv[3]
    wave64 = len(sys.argv) > 4
    src_path = os.path.join(CORPUS, name + ".s")
    p = subprocess.run([gfxsim, "asm", src_path, "--target", target, "--show-encoding"] +
                       (["--wave64"] if wave64 else []), capture_output=True, text=True, check=True)
    with open(src_path) as f:
        src = f.read().split("\n")
    inst_lines = [i + 1 for i, l in enumerate(src)
                  if l.strip() and not l.strip().startswith((".", "//", ";")) and not l.strip().endswith(":")]
    out = list(HEADER)
    for ln, l, (mc, fixup) in zip(inst_lines, p.stdout.strip().split("\n"), golden_lines(name)):
        ours = " ".join(l.split("; encoding:")[0].split())
        if ours == mc or fixup or "/*Invalid" in mc:
            continue
        out.append("%d\t%s\t%s" % (ln, ours, reason(ours, mc) or "UNCLASSIFIED: " + mc))
    with open(os.path.join(CORPUS, name + ".deviations"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(name, len(out) - len(HEADER))


if __name__ == "__main__":
    main()
