#!/usr/bin/env python3
"""Writes assembly lines for every gfx10 v_cmpx_*_e64 row of an ISA description (argument):
register, inline-constant, literal and modifier operands. build.sh feeds them to llvm-mc-15,
whose encodings (vdst 0, as clang-15 writes it) are the test's reference."""
import sys

SGPR = {False: "s2", True: "s[2:3]"}
VGPR = {False: ("v0", "v5"), True: ("v[0:1]", "v[4:5]")}


def lines(mn, t0, t1, mods, absmask):
    w0, w1 = t0.endswith("64"), t1.endswith("64")
    out = ["%s %s, %s" % (mn, SGPR[w0], VGPR[w1][0]), "%s %s, %s" % (mn, VGPR[w0][0], VGPR[w1][1]),
           "%s %s, %s" % (mn, VGPR[w0][1], SGPR[w1]),
           "%s %s, %s" % (mn, "0.5" if t0.startswith("f") else "-4", VGPR[w1][1])]
    if t0 in ("i32", "u32", "f32"):
        out.append("%s 0x12345, %s" % (mn, VGPR[w1][1]))  # gfx10 VOP3 takes a literal
    if "neg" in mods:
        src1 = "|%s|" % SGPR[w1] if absmask & 2 else SGPR[w1]
        out.append("%s -%s, %s" % (mn, VGPR[w0][0], src1))
    if "clamp" in mods:
        out.append("%s %s, %s clamp" % (mn, VGPR[w0][0], VGPR[w1][1]))
    return out


def main():
    for line in open(sys.argv[1]):
        t = line.split("#")[0].split()
        if len(t) < 4 or t[0] != "inst" or t[2] != "VOP3" or not t[1].startswith("v_cmpx_"):
            continue
        ops = [x.split(":") for x in t[4:] if x.count(":") == 2]
        mods = next((x[5:].split(",") for x in t[4:] if x.startswith("mods=")), [])
        absmask = next((int(x[8:], 0) for x in t[4:] if x.startswith("absmask=")), 7)
        for l in lines(t[1] + "_e64", ops[0][2], ops[1][2], mods, absmask):
            print("\t" + l)


main()
