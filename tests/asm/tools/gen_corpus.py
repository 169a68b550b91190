#!/usr/bin/env python3
"""Generates the assembler acceptance corpus from the ISA description files.

For each target (gfx900 from sim/isa/gfx9.isa, gfx90a from sim/isa/gfx90a.isa merged with its
base gfx9.isa, gfx942 from sim/isa/gfx942.isa merged with gfx90a's, gfx1030 from sim/isa/gfx10.isa, gfx1100 from sim/isa/gfx11.isa, plus wave64
gfx1030 and gfx1100 corpora focusing on lane-mask operands) it writes, for every `inst` row,
several assembly lines with varied operands and modifiers, adds lines for the special
syntaxes (inline constants, literals, special registers, DPP/SDWA/DPP8 controls, s_waitcnt,
hwreg, sendmsg, s_delay_alu, branches to labels, gfx11 VOPD pairs), runs everything through llvm-mc-19 -show-encoding,
keeps only the lines llvm-mc accepts, and writes

    tests/asm/corpus/<target>.s       the input lines (one instruction per line, labels allowed)
    tests/asm/corpus/<target>.golden  llvm-mc-19's exact -show-encoding output for that file

Deterministic: fixed seeds; the committed corpora are exactly this script's output for the
committed .isa files (regenerate them after changing either, and the .deviations files with
make_deviations.py).
Usage: gen_corpus.py [--target gfx900|gfx90a|gfx942|gfx1030|gfx1030-w64|gfx1100|gfx1100-w64]...
"""
import argparse
import collections
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "sim", "isa", "tools"))
import extract_isa as X  # noqa: E402  (llvm-mc batch driver, format encoder)

TARGETS = {
    "gfx900": dict(gen="gfx9", isa="gfx9.isa", mattr=None, seed=900, per_row=2),
    "gfx90a": dict(gen="gfx90a", isa="gfx90a.isa", mattr=None, seed=90, per_row=2),
    "gfx942": dict(gen="gfx942", isa="gfx942.isa", mattr=None, seed=942, per_row=2),
    "gfx1030": dict(gen="gfx10", isa="gfx10.isa", mattr=None, seed=1030, per_row=2),
    "gfx1030-w64": dict(gen="gfx10", isa="gfx10.isa", mattr="+wavefrontsize64", seed=1064, per_row=2),
    "gfx1100": dict(gen="gfx11", isa="gfx11.isa", mattr=None, seed=1100, per_row=2),
    "gfx1100-w64": dict(gen="gfx11", isa="gfx11.isa", mattr="+wavefrontsize64", seed=1164, per_row=2),
}
MCPU = {"gfx900": "gfx900", "gfx90a": "gfx90a", "gfx942": "gfx942", "gfx1030": "gfx1030", "gfx1030-w64": "gfx1030",
        "gfx1100": "gfx1100", "gfx1100-w64": "gfx1100"}
VOPD = ("VOPDX", "VOPDY")
# Lines left out of a corpus because gfxsim does not handle them yet (each a known gap, to fix
# in gfxsim and then drop here):
#  - gfx942 v_cvt_{f32,pk_f32}_{fp8,bf8}_sdwa: llvm-mc-19's SDWA form of these has no
#    dst_sel/dst_unused syntax (it writes DWORD / UNUSED_PAD); gfxsim prints and encodes
#    the usual VOP1 SDWA destination fields.
KNOWN_GAPS = {"gfx942": (r"^v_cvt_(f32|pk_f32)_(fp8|bf8)_sdwa ",)}     # gfx11 dual issue: the halves are rendered in pairs (vopd_lines)


# ---------------------------------------------------------------------------
# The .isa file
# ---------------------------------------------------------------------------

class Row:
    def __init__(self, toks):
        self.mn, self.fmt, self.op = toks[1], toks[2], int(toks[3])
        self.ops, self.flags, self.fixed, self.mods = [], set(), {}, []
        self.acc = {}        # operand index -> the field that makes it an AGPR (field:kind:type:ACC)
        self.values = {}     # KEY=VALUE flags (dppctrls=, immfmt=, ...)
        self.negmask = self.absmask = 7
        for t in toks[4:]:
            if t.startswith("mods="):
                self.mods = t[5:].split(",")
            elif t.count(":") in (2, 3) and "=" not in t:
                parts = t.split(":")
                if len(parts) == 4:
                    self.acc[len(self.ops)] = parts[3]
                self.ops.append(tuple(parts[:3]))
            elif t.startswith(("negmask=", "absmask=")):
                k, v = t.split("=")
                setattr(self, k, int(v, 0))
            elif t.split("=")[0] in X.VALUE_FLAGS:
                k, v = t.split("=")
                self.values[k] = v
            elif "?=" in t:
                pass         # FIELD?=VALUE: filled by the assembler, any value decodes
            elif "=" in t:
                k, v = t.split("=")
                self.fixed[k] = int(v, 0)
            else:
                self.flags.add(t)
        self.printed = self.mn

    def key(self):
        return (self.fmt, self.op, self.fixed.get("seg"))

    def __repr__(self):
        return "%s(%s %d)" % (self.mn, self.fmt, self.op)


class Isa:
    def __init__(self, path):
        self.rows, self.formats, self.attrs = [], {}, {}
        self.regs32, self.regs64, self.consts = {}, {}, []
        self.hwreg, self.sendmsg, self.sysmsg, self.waitcnt = [], [], [], []
        self.dppctrl, self.sdwasel, self.dstunused, self.aliases = [], [], [], []
        self.delayalu = []   # gfx11 s_delay_alu fields: (name, [value names])
        self.depctr = []     # s_waitcnt_depctr counter names (gfx10, gfx11)
        self.buffmt = collections.defaultdict(list)  # MTBUF format names: bufdfmt/bufnfmt/bufufmt -> [(name, value)]
        for t in X.load_isa(path):     # a delta description comes merged with its base
            line = " ".join(t)
            k = t[0]
            if k == "inst":
                self.rows.append(Row(t))
            elif k == "format":
                self.formats[t[1]] = X.Format(line)
            elif k == "attr":
                self.attrs[t[1]] = int(t[2], 0)
            elif k == "reg":
                if len(t) == 4 and t[3] == "@2":
                    self.regs64[t[1]] = int(t[2])
                elif len(t) == 3:
                    self.regs32[t[1]] = int(t[2])
            elif k == "const":
                self.consts.append(t[1])
            elif k == "hwreg":
                self.hwreg.append(t[1])
            elif k == "sendmsg":
                self.sendmsg.append(t[1])
            elif k == "sysmsg":
                self.sysmsg.append((t[1], t[2]))
            elif k == "waitcnt":
                self.waitcnt.append(t[1])
            elif k == "dppctrl":
                self.dppctrl.append((t[1], int(t[3]), int(t[4])))
            elif k == "sdwasel":
                self.sdwasel.append(t[1])
            elif k == "dstunused":
                self.dstunused.append(t[1])
            elif k == "alias":
                self.aliases.append((t[1], t[2]))
            elif k == "depctr":
                self.depctr.append(t[1])
            elif k in ("bufdfmt", "bufnfmt", "bufufmt"):
                self.buffmt[k].append((t[1], int(t[2])))
            elif k == "delayalu":
                self.delayalu.append((t[1], [v.split("=")[0] for v in t[3].split(",")]))
        fam = collections.defaultdict(set)
        for r in self.rows:
            if r.fmt in ("VOP1", "VOP2", "VOPC"):
                fam[r.mn].add("e32")
            elif r.fmt in ("VOP3", "VOP3B"):
                fam[r.mn].add("e64")
        for r in self.rows:
            both = fam[r.mn] == {"e32", "e64"}
            if r.fmt in ("VOP1", "VOP2", "VOPC") and (both or "suffix" in r.flags) and "nosuffix" not in r.flags:
                r.printed = r.mn + "_e32"
            elif r.fmt in ("VOP3", "VOP3B") and both:
                r.printed = r.mn + "_e64"
        self.max_sgpr = self.attrs.get("max_sgpr", 102)


TYPE_REGS = {"b96": 3, "b128": 4, "b160": 5, "b256": 8, "b512": 16, "b1024": 32}


def nregs(t, wave64):
    if t == "lm":
        return 2 if wave64 else 1
    if t == "wacc":                               # gfx11 WMMA C/D
        return 4 if wave64 else 8
    if t in TYPE_REGS:
        return TYPE_REGS[t]
    m = re.match(r"^v(\d+)[bfiu](\d+)$", t)      # tuples: v2f16 (one register), v2f32, v16f32
    if m:
        return max(1, int(m.group(1)) * int(m.group(2)) // 32)
    return 2 if t.endswith("64") else 1


# ---------------------------------------------------------------------------
# Operand generators
# ---------------------------------------------------------------------------

class Gen:
    def __init__(self, isa, target, rng):
        self.isa, self.rng = isa, rng
        self.gfx9 = isa.attrs.get("wave64_only") == 1
        self.wave64 = self.gfx9 or target.endswith("w64")
        self.labels = ["L_top", "L_mid", "L_end"]
        self.align = isa.attrs.get("vgpr_tuple_align", 1)   # gfx90a: tuples start even

    # registers ---------------------------------------------------------
    def vreg(self, n, lo=0, file="v"):
        r = self.rng
        x = r.random()
        base = 256 - n if x < 0.08 else r.randrange(lo, 32) if x < 0.4 else r.randrange(lo, 256 - n + 1)
        if n > 1:
            base -= base % self.align
        return "%s%d" % (file, base) if n == 1 else "%s[%d:%d]" % (file, base, base + n - 1)

    def sreg(self, n, special=True, allow_null=False):
        r = self.rng
        if special and r.random() < 0.3:
            c = self.special(n, allow_null)
            if c:
                return c
        align = 1 if n == 1 else (2 if n == 2 else 4)
        top = self.isa.max_sgpr - n
        base = r.randrange(0, top // align + 1) * align
        if n == 1:
            return "s%d" % base
        return "s[%d:%d]" % (base, base + n - 1)

    def special(self, n, allow_null=False):
        r = self.rng
        if n == 1:
            names = [k for k in self.isa.regs32 if not k.startswith(("src_",))]
            if not allow_null:
                names = [k for k in names if k != "null"]
            c = r.choice(names + ["ttmp%d" % r.randrange(16)])
            return c
        if n == 2:
            names = list(self.isa.regs64) + ["ttmp[%d:%d]" % (2 * k, 2 * k + 1) for k in (0, 3, 7)]
            return r.choice(names)
        if n == 4:
            k = r.randrange(4) * 4
            return "ttmp[%d:%d]" % (k, k + 3)
        return None

    def lm(self):
        r = self.rng
        if self.wave64:
            return r.choice(["vcc", "exec", self.sreg(2, special=False), "ttmp[4:5]"])
        return r.choice(["vcc_lo", "exec_lo", self.sreg(1, special=False), "ttmp5"])

    # constants ---------------------------------------------------------
    def inline_int(self):
        return str(self.rng.randint(-16, 64))

    def inline_fp(self, t="f32"):
        # 0.15915494 is the inline constant 1/(2*pi) only for 16/32-bit operands: on a 64-bit
        # operand it is a (lossy or illegal) literal
        c = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"]
        if not t.endswith("64"):
            c.append("0.15915494")
        return self.rng.choice(c)

    def literal(self, t):
        r = self.rng
        if t in ("f16", "v2f16"):
            return r.choice(["0x3e00", "1.5", "-1.5", "0.1", "0x4567", "100.0"])
        if t in ("i16", "u16", "b16", "v2i16", "v2b16"):
            return r.choice(["0x1234", "0xffff", "-300", "1000", "0x7fff"])
        if t == "f64":
            return r.choice(["1.5", "-1.5", "0x3ff80000", "100.0", "0x40490000"])
        if t in ("i64", "u64", "b64"):
            return r.choice(["0x12345", "-1000", "0x7fffffff", "12345678", "0xffff0000"])
        if t == "f32":
            return r.choice(["1.5", "-1.5", "0.1", "0x3fc00000", "1e6", "-100.25", "0x12345678"])
        return r.choice(["0x12345678", "-12345", "1.5", "0xdeadbeef", "100000", "-1.5", "0xffff"])

    def scalar_src(self, t, allow_lit=True):
        r = self.rng
        n = nregs(t, self.wave64)
        x = r.random()
        if x < 0.45:
            return self.sreg(n)
        if x < 0.65:
            return self.inline_int()
        if x < 0.8:
            return self.inline_fp(t)
        if x < 0.85 and n == 1:
            return r.choice(["src_shared_base", "src_private_limit", "src_vccz", "src_execz",
                             "src_scc", "src_pops_exiting_wave_id", "src_shared_limit", "src_private_base"])
        if allow_lit:
            return self.literal(t)
        return self.inline_int()

    def vsrc(self, t, allow_lit=True):
        n = nregs(t, self.wave64)
        if self.rng.random() < 0.55:
            return self.vreg(n)
        return self.scalar_src(t, allow_lit)


# ---------------------------------------------------------------------------
# Lines for one row
# ---------------------------------------------------------------------------

def bits_list(rng, n, p=0.5):
    return "[" + ",".join(str(int(rng.random() < p)) for _ in range(n)) + "]"


def render_base(g, row, vop3_lit):
    """One assembly line for row (the plain encoding, not DPP/SDWA)."""
    r = g.rng
    isa = g.isa
    ops = []
    src_idx = []
    fmt = row.fmt
    mubuf_mode = r.choice(["offen", "idxen", "both", "none", "offen"])
    seg = row.fixed.get("seg")
    flat_saddr = r.random() < 0.5
    smem_mode = r.choice(["imm", "imm", "sgpr", "sgproff"])
    # gfx90a: the register file of the operands an acc field chooses (one choice per field:
    # data and destination of one instruction are all VGPRs or all AGPRs)
    accfile = {}
    for i in sorted(row.acc):
        accfile.setdefault(row.acc[i], "a" if r.random() < 0.5 else "v")
    for oi, (field, kind, t) in enumerate(row.ops):
        n = nregs(t, g.wave64)
        if kind == "vcc":
            ops.append("vcc" if g.wave64 else "vcc_lo")
        elif kind == "ivcc":
            continue                     # implicit vcc (VOPD cndmask): not written
        elif kind == "v":
            ops.append(g.vreg(n))
        elif kind in ("a", "av"):
            ops.append(g.vreg(n, file="a" if kind == "a" else accfile[row.acc[oi]]))
        elif kind == "src" and oi in row.acc:
            # MFMA src2: the accumulator (often the destination itself) or an inline constant
            x = r.random()
            if x < 0.4 and ops and row.acc.get(0) == row.acc[oi]:
                ops.append(ops[0])
            elif x < 0.75:
                ops.append(g.vreg(n, file=accfile[row.acc[oi]]))
            else:
                ops.append(r.choice([g.inline_int(), g.inline_fp(t)]))
        elif kind == "s":
            if t == "lm":
                ops.append(g.lm())
            elif field in ("srsrc",):
                ops.append(g.sreg(4, special=r.random() < 0.2))
            elif field == "sbase":
                ops.append(g.sreg(n, special=False))
            else:
                ops.append(g.sreg(n, special=fmt not in ("SMEM",)))
        elif kind == "ssrc":
            if fmt in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3B", "VOP3P"):
                src_idx.append(len(ops))
                ops.append(g.scalar_src(t, allow_lit=vop3_lit or fmt in ("VOP1", "VOP2", "VOPC")))
            elif field == "soffset":
                ops.append(r.choice([g.sreg(1), g.inline_int(), "m0", "s%d" % r.randrange(0, 100)]))
            else:
                ops.append(g.scalar_src(t))
        elif kind == "src":
            src_idx.append(len(ops))
            allow = vop3_lit or fmt in ("VOP1", "VOP2", "VOPC")
            ops.append(g.vsrc(t, allow_lit=allow))
        elif kind == "imm":
            if field == "lit":
                ops.append(g.literal(t))
            elif field == "simm16":
                if t == "u16":
                    ops.append(r.choice(["0x%x" % r.randrange(0, 0x10000), str(r.randrange(0, 65536)), "0"]))
                else:
                    ops.append(r.choice(["0x%x" % r.randrange(0, 0x8000), str(r.randint(-32768, 32767)), "0"]))
            elif field == "ssrc1":
                ops.append(str(r.randrange(0, 16)))
            else:
                ops.append(str(r.randrange(0, 128)))
        elif kind == "label":
            ops.append(r.choice(g.labels))
        elif kind == "waitcnt":
            ops.append(waitcnt_text(g))
        elif kind == "hwreg":
            ops.append(hwreg_text(g))
        elif kind == "sendmsg":
            ops.append(sendmsg_text(g))
        elif kind == "delayalu":
            ops.append(delayalu_text(g))
        elif kind == "gpridx":
            ops.append("gpr_idx(" + ",".join(sorted(r.sample(["SRC0", "SRC1", "SRC2", "DST"], r.randint(1, 4)),
                                                    key=["SRC0", "SRC1", "SRC2", "DST"].index)) + ")")
        elif kind == "depctr" and not isa.depctr:    # no counter table: a raw immediate
            ops.append("0x%x" % r.choice([0xfffe, 0xffe3, 0x0f9f, 0xff83, r.randrange(0, 0x10000)]))
        elif kind == "depctr":
            ops.append(r.choice(["depctr_va_vdst(0)", "depctr_sa_sdst(0)", "depctr_vm_vsrc(3)",
                                 "depctr_va_sdst(1) depctr_vm_vsrc(0)", "0xfffe", "depctr_hold_cnt(0)"]))
        elif kind == "smemoff":
            if smem_mode == "imm":
                ops.append("0x%x" % r.choice([0, 4, 0x10, 0xfc, 0x1000, r.randrange(0, 0xfffff)]))
            else:
                ops.append(r.choice([g.sreg(1, special=False), "m0"]))
        elif kind == "mubufaddr":
            ops.append({"none": "off", "offen": g.vreg(1), "idxen": g.vreg(1), "both": g.vreg(2)}[mubuf_mode])
        elif kind == "flataddr":
            if seg == 0:
                ops.append(g.vreg(2))
            elif seg == 2:
                ops.append(g.vreg(1) if flat_saddr else g.vreg(2))
            else:
                ops.append("off" if flat_saddr else g.vreg(1))
        elif kind == "saddr":
            if not flat_saddr:
                ops.append("off")
            else:
                ops.append(g.sreg(2 if seg == 2 else 1, special=False))
        else:
            raise ValueError(kind)
    # source modifiers
    if src_idx and ("neg" in row.mods or "abs" in row.mods):
        for si, i in enumerate(src_idx):
            o = ops[i]
            if r.random() < 0.35:
                if "abs" in row.mods and (row.absmask >> si) & 1 and r.random() < 0.5:
                    o = "|%s|" % o
                if "neg" in row.mods and (row.negmask >> si) & 1 and r.random() < 0.6:
                    o = "-" + o
                ops[i] = o
    mods = []
    nsrc = sum(1 for f, k, t in row.ops if f in ("src0", "src1", "src2"))
    for m in row.mods:
        if m in ("neg", "abs"):
            continue
        p = r.random()
        if m == "offset":
            if fmt == "DS":
                if p < 0.7:
                    mods.append("offset:%d" % r.choice([r.randrange(0, 65536), 4, 64, 65535]))
            elif fmt in ("MUBUF", "MTBUF"):
                if p < 0.7:
                    mods.append("offset:%d" % r.randrange(0, 4096))
            elif fmt == "FLAT":
                if p < 0.7:
                    if seg == 0:
                        mods.append("offset:%d" % r.randrange(0, 2048 if not g.gfx9 else 4096))
                    else:
                        lim = 4096 if g.gfx9 else 2048
                        mods.append("offset:%d" % r.randrange(-lim, lim))
            elif fmt == "SMEM":
                if smem_mode == "sgproff":
                    mods.append("offset:0x%x" % r.randrange(0, 0x10000))
        elif m == "format":
            t = format_text(g)
            if t:
                mods.append(t)
        elif m in ("offset0", "offset1"):
            if p < 0.7:
                mods.append("%s:%d" % (m, r.randrange(0, 256)))
        elif m in ("offen", "idxen"):
            if m == "offen" and mubuf_mode in ("offen", "both"):
                mods.append("offen")
            if m == "idxen" and mubuf_mode in ("idxen", "both"):
                mods.append("idxen")
        elif m in ("glc", "slc", "dlc", "gds", "tfe", "lds", "clamp", "scc", "sc0", "sc1", "nt"):
            if row.fixed.get(m) or p < (0.3 if m in ("lds", "tfe", "gds") else 0.4):
                mods.append(m)
        elif m in ("cbsz", "abid", "blgp"):
            if p < 0.5:
                mods.append("%s:%d" % (m, r.randrange(16 if m == "abid" else 8)))
        elif m == "omod":
            if p < 0.4:
                mods.append(r.choice(["mul:2", "mul:4", "div:2"]))
        elif m == "op_sel":
            if p < 0.5:
                n = nsrc + (1 if fmt == "VOP3" else 0)
                mods.append("op_sel:" + bits_list(r, n))
        elif m == "op_sel_hi":
            if p < 0.5:
                mods.append("op_sel_hi:" + bits_list(r, nsrc, 0.6))
        elif m in ("neg_lo", "neg_hi"):
            if p < 0.4:
                mods.append("%s:%s" % (m, bits_list(r, nsrc, 0.4)))
    text = row.printed
    if ops:
        text += " " + ", ".join(ops)
    if mods:
        text += " " + " ".join(mods)
    return text


def format_text(g):
    """An MTBUF `format:` modifier (or none): numeric, or the names of the description's tables
    (gfx9: a data and/or a number format, in either order; gfx10+: a unified format)."""
    r, t = g.rng, g.isa.buffmt
    p = r.random()
    if p < 0.15:
        return ""
    if p < 0.35:
        return "format:%d" % r.randrange(0, 128)
    if t["bufufmt"]:
        return "format:[%s]" % r.choice(t["bufufmt"])[0]
    parts = []
    if r.random() < 0.85:
        parts.append(r.choice(t["bufdfmt"])[0])
    if r.random() < 0.7 or not parts:
        parts.append(r.choice(t["bufnfmt"])[0])
    if r.random() < 0.3:
        parts.reverse()
    return "format:[%s]" % ",".join(parts)


def waitcnt_text(g):
    r = g.rng
    lim = {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15 if g.gfx9 else 63}
    if r.random() < 0.15:
        return "0x%x" % r.randrange(0, 0x10000)
    names = r.sample(list(lim), r.randint(1, 3))
    names.sort(key=list(lim).index)
    sep = r.choice([" ", " & ", ", "])
    return sep.join("%s(%d)" % (n, r.choice([0, r.randrange(0, lim[n] + 1)])) for n in names)


def delayalu_text(g):
    """gfx11 `s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)` (or a
    raw immediate)."""
    r = g.rng
    if r.random() < 0.15:
        return "0x%x" % r.randrange(0, 0x800)
    parts = []
    for name, values in g.isa.delayalu:
        if not parts or r.random() < 0.5:
            parts.append("%s(%s)" % (name, r.choice(values)))
    return " | ".join(parts)


def vopd_lines(g, rows, count):
    """gfx11 VOPD pairs `v_dual_X ... :: v_dual_Y ...`. The generator honours the pairing
    rules (destinations of opposite parity, src0 and vsrc1 VGPRs of the two halves in
    different banks = register mod 4, one shared literal) most of the time; llvm-mc rejects
    the other candidates, which are dropped with every other rejected line."""
    r = g.rng
    xs = [row for row in rows if row.fmt == "VOPDX"]
    ys = [row for row in rows if row.fmt == "VOPDY"]
    L = []

    def half(row, dst, bank_src0, bank_vsrc1, lit):
        ops = []
        for field, kind, t in row.ops:
            if kind == "ivcc":
                continue
            if field == "vdst":
                ops.append("v%d" % dst)
            elif field == "vsrc1":
                ops.append("v%d" % (4 * r.randrange(0, 60) + bank_vsrc1))
            elif field == "src0":
                x = r.random()
                if x < 0.6:
                    ops.append("v%d" % (4 * r.randrange(0, 60) + bank_src0))
                elif x < 0.8:
                    ops.append(g.sreg(1, special=False))
                elif x < 0.9:
                    ops.append(r.choice([g.inline_int(), g.inline_fp("f32")]))
                else:
                    ops.append(lit)
            elif field == "lit":
                ops.append(lit)
        return row.mn + " " + ", ".join(ops)

    for i in range(count):
        x, y = xs[i % len(xs)], ys[(i // len(xs) + i) % len(ys)]
        # one literal shared by the halves, in hex: a float token would be read as f16 by the
        # v2f16 source of v_dual_dot2acc_f32_f16 and as f32 by the others
        lit = r.choice(["0x3fc00000", "0x12345678", "0xdeadbeef", "0x42c80000", "0x3e00"])
        dx = 2 * r.randrange(0, 120) + r.randrange(2)
        dy = 2 * r.randrange(0, 120) + (1 - dx % 2 if r.random() < 0.9 else dx % 2)
        b0, b1 = r.sample(range(4), 2)
        c0, c1 = r.sample(range(4), 2)
        L.append(half(x, dx, b0, c0, lit) + " :: " + half(y, dy, b1, c1, lit))
    return L


def hwreg_text(g):
    r = g.rng
    name = r.choice(g.isa.hwreg)
    x = r.random()
    if x < 0.4:
        return "hwreg(%s)" % name
    if x < 0.8:
        off = r.randrange(0, 32)
        size = r.randint(1, 32 - off)
        return "hwreg(%s, %d, %d)" % (name, off, size)
    return "hwreg(%d, %d, %d)" % (r.randrange(1, 20), r.randrange(0, 8), r.randint(1, 8))


def sendmsg_text(g):
    r = g.rng
    x = r.random()
    if x < 0.5 and g.isa.sysmsg:
        msg, op = r.choice(g.isa.sysmsg)
        if msg in ("MSG_GS", "MSG_GS_DONE") and op != "GS_OP_NOP" and r.random() < 0.5:
            return "sendmsg(%s, %s, %d)" % (msg, op, r.randrange(4))
        return "sendmsg(%s, %s)" % (msg, op)
    if x < 0.85:
        return "sendmsg(%s)" % r.choice(g.isa.sendmsg)
    return "sendmsg(%d)" % r.randrange(1, 16)


def dpp_ctrl_text(g, row=None):
    r = g.rng
    ctrls = g.isa.dppctrl
    if row is not None and "dppctrls" in row.values:    # gfx90a 64-bit operations: row_newbcast only
        allowed = row.values["dppctrls"].split(",")
        ctrls = [c for c in ctrls if c[0] in allowed]
    name, lo, hi = r.choice(ctrls)
    if name == "quad_perm":
        return "quad_perm:[%s]" % ",".join(str(r.randrange(4)) for _ in range(4))
    if lo == hi == 0:
        return name
    return "%s:%d" % (name, r.randint(lo, hi))


def render_ext(g, row, kind):
    """The DPP16 / SDWA / DPP8 form of a VOP1/VOP2/VOPC row."""
    r = g.rng
    isa = g.isa
    ops = []
    srcs = []
    for field, k, t in row.ops:
        n = nregs(t, g.wave64)
        if k == "vcc":
            if kind == "sdwa" and row.fmt == "VOPC" and r.random() < 0.4:
                ops.append(g.lm())
            else:
                ops.append("vcc" if g.wave64 else "vcc_lo")
        elif field == "src0":
            if kind == "sdwa" and r.random() < 0.15:
                ops.append(r.choice([g.sreg(n, special=False), g.inline_int()]))
            else:
                ops.append(g.vreg(n))
            srcs.append(len(ops) - 1)
        elif field == "vsrc1":
            ops.append(g.vreg(n))
            srcs.append(len(ops) - 1)
        elif k == "v":
            ops.append(g.vreg(n))
        elif k == "s":
            ops.append(g.lm() if t == "lm" else g.sreg(n))
        else:
            return None
    isfp = any(t in ("f16", "f32") for f, k, t in row.ops if f in ("src0", "vsrc1"))
    isint = any(t in ("i16", "u16", "i32", "u32", "b16", "b32") for f, k, t in row.ops if f in ("src0", "vsrc1"))
    for i in srcs:
        if isfp and r.random() < 0.3:
            o = ops[i]
            if r.random() < 0.5:
                o = "|%s|" % o
            if r.random() < 0.5:
                o = "-" + o
            ops[i] = o
        elif kind == "sdwa" and isint and r.random() < 0.25:
            ops[i] = "sext(%s)" % ops[i]
    mods = []
    if kind == "dpp":
        mods.append(dpp_ctrl_text(g, row if "dppctrls" in row.values else None))
        if r.random() < 0.7:
            mods.append("row_mask:0x%x" % r.randrange(16))
        if r.random() < 0.7:
            mods.append("bank_mask:0x%x" % r.randrange(16))
        if r.random() < 0.3:
            mods.append("bound_ctrl:0")
        if not g.gfx9 and r.random() < 0.3:
            mods.append("fi:1")
    elif kind == "dpp8":
        mods.append("dpp8:[%s]" % ",".join(str(r.randrange(8)) for _ in range(8)))
        if r.random() < 0.3:
            mods.append("fi:1")
    else:
        if row.fmt != "VOPC":
            if r.random() < 0.2:
                mods.append("clamp")
            if g.gfx9 and isfp and r.random() < 0.2:
                mods.append(r.choice(["mul:2", "mul:4", "div:2"]))
            if r.random() < 0.8:
                mods.append("dst_sel:%s" % r.choice(isa.sdwasel))
            if r.random() < 0.6:
                mods.append("dst_unused:%s" % r.choice(isa.dstunused))
        else:
            if r.random() < 0.2:
                mods.append("clamp")
        if r.random() < 0.8:
            mods.append("src0_sel:%s" % r.choice(isa.sdwasel))
        if row.fmt != "VOP1" and r.random() < 0.8:
            mods.append("src1_sel:%s" % r.choice(isa.sdwasel))
    suffix = "_sdwa" if kind == "sdwa" else "_dpp"
    text = row.mn + suffix
    if ops:
        text += " " + ", ".join(ops)
    if mods:
        text += " " + " ".join(mods)
    return text


# ---------------------------------------------------------------------------
# Special lines: constants, literals, registers, branches
# ---------------------------------------------------------------------------

def special_lines(g, target):
    r = g.rng
    L = []
    gfx9 = g.gfx9
    ints = [str(v) for v in range(-16, 65)]
    fps = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494"]
    # every inline constant, in SALU, VALU e32, VOP3, 64-bit and 16-bit operands
    for i, c in enumerate(ints + fps):
        L.append("s_mov_b32 s%d, %s" % (i % 100, c))
        L.append("v_mov_b32 v%d, %s" % (i % 256, c))
    for c in fps + ["-16", "64", "0", "-1", "17"]:
        L.append("s_mov_b64 s[0:1], %s" % c)
        L.append("v_add_f16 v1, %s, v2" % c)
        L.append("v_add_f64 v[0:1], %s, v[2:3]" % c)
        L.append("v_add_u16 v1, %s, v2" % c)
        L.append("v_mul_f32_e64 v1, %s, v2" % c)
        L.append("v_fma_f32 v1, v2, %s, v3" % c)
        L.append("v_pk_add_f16 v1, %s, v2" % c)
        L.append("s_add_u32 s1, %s, s2" % c)
    # literals: hex, negative decimal, float, in many positions
    lits = ["0x12345678", "-12345", "1.5", "-1.5", "0xdeadbeef", "0.1", "3.14159", "-100000",
            "0x3e00", "0xffffffff", "65535", "0x1", "1e10"]
    for c in lits:
        L.append("s_mov_b32 s5, %s" % c)
        L.append("s_add_u32 s1, s2, %s" % c)
        L.append("s_mov_b64 s[4:5], %s" % c)
        L.append("v_mov_b32 v5, %s" % c)
        L.append("v_add_f32 v1, %s, v2" % c)
        L.append("v_add_f16 v1, %s, v2" % c)
        L.append("v_add_f64 v[0:1], %s, v[2:3]" % c)
        L.append("v_cmp_lt_f32 vcc, %s, v2" % c if (gfx9 or target.endswith("w64")) else "v_cmp_lt_f32 vcc_lo, %s, v2" % c)
        L.append("v_madak_f32 v1, v2, v3, %s" % c)
        L.append("v_madmk_f32 v1, v2, %s, v3" % c)
        L.append("s_cmpk_eq_u32 s1, %s" % c)
        L.append("v_add_u16 v1, %s, v2" % c)
        L.append("v_and_b32 v1, %s, v2" % c)
        if not gfx9:
            L.append("v_fma_f32 v1, v2, %s, v3" % c)
            L.append("v_add3_u32 v1, %s, v2, %s" % (c, c))
            L.append("v_pk_mul_f16 v1, %s, v2" % c)
    # special registers as sources and destinations
    names32 = ["vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "m0", "ttmp0", "ttmp15",
               "src_shared_base", "src_shared_limit", "src_private_base", "src_private_limit",
               "src_pops_exiting_wave_id", "src_vccz", "src_execz", "src_scc",
               "shared_base", "private_limit", "vccz", "execz", "scc", "pops_exiting_wave_id"]
    names32 += ["flat_scratch_lo", "flat_scratch_hi", "xnack_mask_lo", "xnack_mask_hi"] if gfx9 else ["null"]
    names64 = ["vcc", "exec", "ttmp[0:1]", "ttmp[14:15]", "s[100:101]" if gfx9 else "s[104:105]"]
    names64 += ["flat_scratch", "xnack_mask"] if gfx9 else ["null"]
    for n in names32:
        L.append("s_mov_b32 s7, %s" % n)
        L.append("v_mov_b32 v7, %s" % n)
        L.append("s_add_u32 s7, %s, 1" % n)
        L.append("v_add_f32_e64 v7, %s, v1" % n)
        if not n.startswith(("src_", "shared", "private", "pops", "vccz", "execz", "scc")):
            L.append("s_mov_b32 %s, s7" % n)
    for n in names64:
        L.append("s_mov_b64 s[6:7], %s" % n)
        L.append("s_mov_b64 %s, s[6:7]" % n)
        L.append("s_and_b64 s[6:7], %s, exec" % n)
    L.append("v_mov_b32 v1, src_lds_direct")
    L.append("v_mov_b32 v1, lds_direct")
    L.append("s_mov_b32 s%d, s0" % (g.isa.max_sgpr - 1))
    L.append("v_mov_b32 v255, v0")
    L.append("s_load_dwordx16 s[%d:%d], s[2:3], 0x0" % (g.isa.max_sgpr - 16 - (g.isa.max_sgpr % 4), g.isa.max_sgpr - 1 - (g.isa.max_sgpr % 4)))
    # s_waitcnt forms
    for _ in range(24):
        L.append("s_waitcnt " + waitcnt_text(g))
    L += ["s_waitcnt 0", "s_waitcnt vmcnt(0)", "s_waitcnt lgkmcnt(0)", "s_waitcnt expcnt(0)",
          "s_waitcnt vmcnt(0) lgkmcnt(0)", "s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)"]
    if not gfx9:
        L += ["s_waitcnt_vscnt null, 0x0", "s_waitcnt_vscnt s1, 0x10", "s_waitcnt_vmcnt null, 0x3",
              "s_waitcnt_lgkmcnt null, 0x0", "s_waitcnt_expcnt null, 0x1"]
        # the symbolic counters where the description has them
        if g.isa.depctr:
            L += ["s_waitcnt_depctr depctr_va_vdst(0)", "s_waitcnt_depctr depctr_vm_vsrc(0)",
                  "s_waitcnt_depctr depctr_sa_sdst(0)"]
        L.append("s_waitcnt_depctr 0xffe3")
    # hwreg / sendmsg
    for name in g.isa.hwreg:
        L.append("s_getreg_b32 s1, hwreg(%s)" % name)
        L.append("s_setreg_b32 hwreg(%s, 0, 8), s2" % name)
    for _ in range(12):
        L.append("s_getreg_b32 s3, " + hwreg_text(g))
        L.append("s_setreg_imm32_b32 %s, 0x%x" % (hwreg_text(g), r.randrange(1 << 32)))
    for name in g.isa.sendmsg:
        L.append("s_sendmsg sendmsg(%s)" % name)
    for msg, op in g.isa.sysmsg:
        L.append("s_sendmsg sendmsg(%s, %s)" % (msg, op))
        L.append("s_sendmsghalt sendmsg(%s, %s)" % (msg, op))
    L += ["s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)", "s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2)",
          "s_sendmsg 0x22", "s_sendmsg sendmsg(2, 2, 0)"]
    # DPP bound_ctrl where the written value is the bit (gfx11; gfx9/gfx10 set the bit for
    # bound_ctrl:0 too, and the random DPP lines write bound_ctrl:0 only)
    if not g.isa.attrs.get("dpp_bound_ctrl0", 1):
        L += ["v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] bound_ctrl:1",
              "v_add_f32_dpp v1, -v2, |v3| row_shl:1 row_mask:0x3 bank_mask:0xc bound_ctrl:1 fi:1",
              "v_cmp_lt_f32_dpp vcc_lo, v1, v2 row_ror:3 bound_ctrl:1",
              "v_cmpx_eq_u32_dpp v1, v2 row_share:2 bound_ctrl:1"]
    # gfx11 s_delay_alu forms
    for _ in range(24 if g.isa.delayalu else 0):
        L.append("s_delay_alu " + delayalu_text(g))
    # gfx9 gpr indexing
    if gfx9:
        L += ["s_set_gpr_idx_on s2, gpr_idx(SRC0,DST)", "s_set_gpr_idx_on 3, gpr_idx(SRC0,SRC1,SRC2,DST)",
              "s_set_gpr_idx_mode gpr_idx(SRC1)", "s_set_gpr_idx_off", "s_set_gpr_idx_idx s5"]
    return L


def agpr_lines(g):
    """gfx90a: AGPRs in every role, the MFMA modifiers, packed FP32, 64-bit DPP, cache bits,
    aligned tuples."""
    r = g.rng
    isa = g.isa
    L = []
    for a in (0, 1, 127, 128, 254, 255):
        L += ["v_accvgpr_write_b32 a%d, v%d" % (a, 255 - a), "v_accvgpr_read_b32 v%d, a%d" % (a, 255 - a),
              "v_accvgpr_mov_b32 a%d, a%d" % (a, 255 - a)]
    for src in ["s5", "vcc_lo", "m0", "exec_hi", "ttmp3", "0", "-16", "64", "0.5", "-4.0", "0.15915494",
                "src_shared_base", "src_vccz"]:
        L.append("v_accvgpr_write_b32 a7, %s" % src)
    mfma = [row for row in isa.rows if row.fmt == "MAI"]
    for row in mfma:
        nd = nregs(row.ops[0][2], True)
        ns = nregs(row.ops[1][2], True)
        top = 256 - nd
        for acc in ("a", "v"):
            d = "%s[%d:%d]" % (acc, top, 255) if nd > 1 else "%s255" % acc
            d0 = "%s[0:%d]" % (acc, nd - 1) if nd > 1 else "%s0" % acc
            src = lambda f, b: ("%s%d" % (f, b) if ns == 1 else "%s[%d:%d]" % (f, b, b + ns - 1))
            L.append("%s %s, %s, %s, %s" % (row.mn, d0, src("v", 0), src("a", 2), d0))
            L.append("%s %s, %s, %s, %s cbsz:%d abid:%d blgp:%d" % (row.mn, d, src("a", 254 - ns + 1 - (ns > 1)),
                                                                   src("v", 100), d, r.randrange(8), r.randrange(16),
                                                                   r.randrange(8)))
            for c in ("0", "1.0", "-1", "0.15915494", "-4.0"):
                L.append("%s %s, %s, %s, %s" % (row.mn, d0, src("v", 4), src("v", 8), c))
        for m in ("cbsz:1", "abid:3", "blgp:5", "cbsz:7 abid:15 blgp:7", "cbsz:2 blgp:1"):
            L.append("%s a[0:%d], v[10:%d], v[20:%d], a[0:%d] %s" % (row.mn, nd - 1, 9 + ns, 19 + ns, nd - 1, m)
                     if ns > 1 else "%s a[0:%d], v10, v20, a[0:%d] %s" % (row.mn, nd - 1, nd - 1, m))
        L.append("%s_e64 a[0:%d], %s, %s, a[0:%d]" % (row.mn, nd - 1, "v[2:3]" if ns > 1 else "v2",
                                                      "v[4:5]" if ns > 1 else "v4", nd - 1))
    for op in ("v_pk_fma_f32 v[0:1], %s, v[4:5], v[6:7]", "v_pk_mul_f32 v[254:255], %s, v[4:5]",
               "v_pk_add_f32 v[0:1], v[2:3], %s", "v_pk_mov_b32 v[0:1], %s, v[4:5]"):
        for c in ("v[2:3]", "s[2:3]", "vcc", "exec", "ttmp[2:3]", "0", "-1", "1.0", "-0.5", "0.15915494", "64"):
            L.append(op % c)
    for sel in ("op_sel:[1,0]", "op_sel:[0,1]", "op_sel_hi:[0,0]", "op_sel_hi:[1,0]", "neg_lo:[1,1]",
                "neg_hi:[0,1]", "op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[0,1]", "clamp"):
        L.append("v_pk_add_f32 v[0:1], v[2:3], v[4:5] " + sel)
        L.append("v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] " + sel.replace("[1,0]", "[1,0,1]").replace(
            "[0,1]", "[0,1,1]").replace("[1,1]", "[1,1,0]").replace("[0,0]", "[0,0,0]"))
        L.append("v_pk_mov_b32 v[0:1], v[2:3], v[4:5] " + sel)
    for n in range(16):
        L.append("v_mov_b32_dpp v1, v2 row_newbcast:%d row_mask:0x%x bank_mask:0x%x" % (n, r.randrange(16),
                                                                                       r.randrange(16)))
        L.append("v_add_f32_dpp v1, -v2, |v3| row_newbcast:%d%s" % (n, " bound_ctrl:0" if n % 3 == 0 else ""))
    for row in isa.rows:
        if "dppctrls" in row.values:
            for n in (0, 7, 15):
                t = render_ext(g, row, "dpp")
                if t:
                    L.append(re.sub(r"row_newbcast:\d+", "row_newbcast:%d" % n, t))
    for m in ("scc", "glc scc", "slc scc", "glc slc scc"):
        L += ["global_load_dword v1, v[2:3], off " + m, "global_store_dword v[2:3], a1, off " + m,
              "buffer_load_dword a1, off, s[4:7], 0 " + m, "buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen " + m,
              "flat_load_dwordx4 a[4:7], v[2:3] " + m, "scratch_load_dword a5, v2, off " + m,
              "global_atomic_add v1, v[2:3], v4, off glc " + m.replace("glc ", "").replace("glc", "")]
    for a in ("a", "v"):
        L += ["ds_read_b128 %s[252:255], v1 offset:16" % a, "ds_write_b96 v1, %s[4:6]" % a,
              "ds_read2_b64 %s[0:3], v1 offset0:1 offset1:2" % a, "ds_cmpst_rtn_b64 %s[2:3], v1, %s[4:5], %s[6:7]" % (a, a, a),
              "global_load_dwordx3 %s[2:4], v[2:3], off" % a, "buffer_atomic_cmpswap_x2 %s[0:3], v1, s[8:11], 0 idxen glc" % a,
              "global_atomic_add_f64 %s[0:1], v[2:3], %s[4:5], off glc" % (a, a),
              "flat_atomic_max_f64 %s[0:1], v[2:3], %s[4:5] glc" % (a, a),
              "global_atomic_pk_add_f16 %s1, v[2:3], %s4, off glc" % (a, a)]
    L += ["buffer_atomic_add_f64 v[4:5], off, s[0:3], 0", "buffer_atomic_min_f64 v[4:5], v1, s[0:3], 0 offen glc",
          "ds_add_f64 v1, v[2:3] offset:8", "ds_add_rtn_f64 v[2:3], v1, v[4:5]", "v_fmac_f64 v[0:1], v[2:3], v[4:5]",
          "v_fmac_f64_e64 v[0:1], -v[2:3], |v[4:5]| clamp div:2", "v_pk_fmac_f16 v1, v2, v3",
          "v_xnor_b32 v1, v2, v3", "v_dot2c_f32_f16 v1, v2, v3", "v_fma_mix_f32 v1, v2, v3, v4 op_sel_hi:[1,1,1]",
          "buffer_wbl2", "buffer_invl2", "v_mul_legacy_f32 v1, v2, v3"]
    if "sc0" in isa.formats["FLAT"].fields:
        # gfx942 spells the MUBUF/FLAT cache bits sc0 (glc), nt (slc), sc1 (scc)
        names = {"glc": "sc0", "slc": "nt", "scc": "sc1"}
        L = [re.sub(r"\b(glc|slc|scc)\b", lambda m: names[m.group(1)], t)
             if t.startswith(("buffer_", "global_", "flat_", "scratch_")) else t for t in L]
        L += cdna3_lines(g)
    return L


def cdna3_lines(g):
    """gfx942: the cache-bit combinations and scopes, the fp8/bf8 conversions with their byte
    and word selects, the fp8/bf8/xf32/i8 MFMAs and the sparse v_smfmac_* (src2 is the index
    VGPR), v_mov_b64 and v_lshl_add_u64."""
    r = g.rng
    L = []
    bits = ["", "sc0", "sc1", "nt", "sc0 sc1", "sc0 nt", "sc1 nt", "sc0 nt sc1"]
    for b in bits:
        # (llvm-mc-19 accepts nt on buffer_inv/buffer_wbl2 and drops it from the encoding: not used)
        L += ["buffer_inv " + b.replace("nt", "").strip(), "buffer_wbl2 " + b.replace("nt", "").strip(),
              "global_load_dwordx2 v[2:3], v[4:5], off " + b,
              "global_store_dword v1, v2, s[4:5] offset:-8 " + b, "flat_store_dwordx4 v[2:3], v[4:7] " + b,
              "scratch_store_dword off, v1, s3 offset:4 " + b, "buffer_load_dwordx4 v[4:7], v1, s[8:11], s2 idxen " + b,
              "buffer_atomic_smax v1, v2, s[4:7], 0 offen " + b, "global_atomic_or_x2 v[2:3], v[4:5], off " + b,
              "flat_atomic_swap v1, v[2:3], v4 sc0 " + b.replace("sc0", "").strip()]
    for op in ("v_cvt_f32_fp8", "v_cvt_f32_bf8", "v_cvt_pk_f32_fp8", "v_cvt_pk_f32_bf8"):
        dst = "v[2:3]" if "_pk_" in op else "v2"
        for sel in ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_1"):
            L.append("%s_sdwa %s, v4 src0_sel:%s" % (op, dst, sel))
        for src in ("v1", "s5", "0", "-1", "0x1234", "vcc_lo"):
            L.append("%s %s, %s" % (op, dst, src))
        L += ["%s_e64 %s, v1 clamp" % (op, dst), "%s_e64 %s, v1 mul:2" % (op, dst),
              "%s_dpp %s, v1 quad_perm:[3,2,1,0] row_mask:0x%x" % (op, dst, r.randrange(16))]
        if "_pk_" not in op:
            L.append("%s_e64 %s, v1 op_sel:[1,0]" % (op, dst))
    for op in ("v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32"):
        for sel in ("", " op_sel:[0,0,1]", " op_sel:[1,1,1]"):
            L += ["%s v1, v2, v3%s" % (op, sel), "%s v1, -v2, |v3|%s" % (op, sel), "%s v1, s2, 1.0%s" % (op, sel)]
    for op in ("v_cvt_sr_fp8_f32", "v_cvt_sr_bf8_f32"):
        for sel in ("", " op_sel:[0,0,0,1]", " op_sel:[0,0,1,0]", " op_sel:[0,0,1,1]"):
            L += ["%s v1, v2, v3%s" % (op, sel), "%s v1, -|v2|, s3%s" % (op, sel), "%s v1, 0.5, v3%s" % (op, sel)]
    for row in [x for x in g.isa.rows if x.fmt == "MAI"]:
        nd = nregs(row.ops[0][2], True)
        n0, n1 = nregs(row.ops[1][2], True), nregs(row.ops[2][2], True)
        tup = lambda f, b, n: "%s%d" % (f, b) if n == 1 else "%s[%d:%d]" % (f, b, b + n - 1)
        if row.mn.startswith("v_smfmac_"):
            for acc in ("a", "v"):
                d = tup(acc, 0, nd)
                L += ["%s %s, %s, %s, v%d" % (row.mn, d, tup("v", 32, n0), tup("v", 40, n1), 50 + k) for k in (0, 1)]
                L += ["%s %s, %s, %s, v9 cbsz:%d abid:%d" % (row.mn, d, tup("a", 36, n0), tup("v", 44, n1),
                                                              r.randrange(8), r.randrange(4)),
                      "%s %s, %s, %s, v9" % (row.mn, tup(acc, 256 - nd, nd), tup("v", 240, n0), tup("a", 248, n1))]
        elif row.mn.startswith("v_mfma_"):
            for acc in ("a", "v"):
                d = tup(acc, 0, nd)
                L += ["%s %s, %s, %s, %s" % (row.mn, d, tup("v", 32, n0), tup("v", 40, n1), d),
                      "%s %s, %s, %s, 0" % (row.mn, d, tup("a", 36, n0), tup("v", 44, n1)),
                      "%s %s, %s, %s, %s blgp:%d" % (row.mn, d, tup("v", 2, n0), tup("a", 4, n1), d, r.randrange(8))]
            if "neglist" in row.values:  # the f64 rows' neg:[a,b,c] in place of blgp
                for neg in ("[1,0,0]", "[0,1,0]", "[0,0,1]", "[1,1,1]", "[0,1]", "[0,0,0]"):
                    L.append("%s %s, %s, %s, %s cbsz:1 abid:2 neg:%s" % (row.mn, tup("a", 0, nd), tup("v", 2, n0),
                                                                       tup("a", 4, n1), tup("a", 0, nd), neg))
                L.append("%s %s, %s, %s, 0 neg:[0,0,1]" % (row.mn, tup("v", 0, nd), tup("v", 2, n0), tup("v", 4, n1)))
            if "sem" in row.values:     # gfx90a's name, an alias llvm-mc-19 still takes
                L.append("%s a[0:%d], %s, %s, a[0:%d]" % (row.values["sem"], nd - 1, tup("v", 2, n0), tup("v", 4, n1),
                                                          nd - 1))
    for n in range(16):
        L.append("v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:%d row_mask:0x%x" % (n, r.randrange(16)))
    for src in ("v[2:3]", "s[2:3]", "vcc", "exec", "0", "-1", "1.0", "0x12345678", "src_shared_base"):
        L += ["v_mov_b64 v[0:1], %s" % src, "v_lshl_add_u64 v[0:1], %s, 3, v[4:5]" % src]
    for sh in ("0", "1", "4", "v2", "s3"):
        L.append("v_lshl_add_u64 v[0:1], v[2:3], %s, s[4:5]" % sh)
    L += ["v_fmamk_f32 v1, v2, 0x40490fdb, v3", "v_fmaak_f32 v1, s2, v3, 0xbf800000",
          "ds_pk_add_f16 v1, v2 offset:4", "ds_pk_add_bf16 v1, a2", "ds_pk_add_rtn_bf16 a1, v2, a3 offset:65535",
          "global_atomic_pk_add_bf16 v1, v[2:3], v4, off sc0", "flat_atomic_pk_add_bf16 v[2:3], v4 offset:16"]
    return L


def branch_lines(g, rows):
    L = []
    for row in rows:
        if any(k == "label" for f, k, t in row.ops):
            for lab in g.labels:
                ops = []
                for f, k, t in row.ops:
                    ops.append(lab if k == "label" else g.sreg(nregs(t, g.wave64), special=False))
                L.append(row.printed + " " + ", ".join(ops))
    return L


# ---------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------

def row_of_encoding(isa, enc):
    """Which row an encoding belongs to (format + opcode + fixed fields)."""
    w = int.from_bytes(enc[:8].ljust(8, b"\0"), "little")
    best = None
    for f in isa.formats.values():
        if f.mask and (w & f.mask) == f.match:
            if best is None or bin(f.mask).count("1") > bin(best[0].mask).count("1"):
                best = (f, [f])
            elif f.mask == best[0].mask and f.match == best[0].match:
                best[1].append(f)
    if not best:
        return None
    for f in best[1]:
        op = f.decode(w, "op")
        for row in sorted(isa.by_fmt_op.get((f.name, op), []), key=lambda r: -len(r.fixed)):
            if all(f.decode(w, k) == v for k, v in row.fixed.items() if k in f.fields):
                return row
    return None


def build(target, outdir, log=print):
    cfg = TARGETS[target]
    mcpu = MCPU[target]
    isa = Isa(os.path.join(ROOT, "sim", "isa", cfg["isa"]))
    isa.by_fmt_op = collections.defaultdict(list)
    for row in isa.rows:
        isa.by_fmt_op[(row.fmt, row.op)].append(row)
    rng = random.Random(cfg["seed"])
    g = Gen(isa, target, rng)
    vop3_lit = bool(isa.attrs.get("vop3_literal"))
    w64 = target.endswith("w64")

    if w64:
        rows = [r for r in isa.rows if (any(t == "lm" for f, k, t in r.ops) or
                (r.fmt.startswith("SOP") and ("saveexec" in r.mn or "wrexec" in r.mn))) and
                not (r.fmt in VOPD and isa.attrs.get("vopd_wave32_only"))]
    else:
        rows = list(isa.rows)
    cand = []   # (row or None, text)
    # MTBUF rows (added after the rest) draw from their own random sequence, so that the other
    # lines do not change with them; their lines go at the end of the corpus
    g_mtbuf = Gen(isa, target, random.Random(cfg["seed"] + 1))
    for row in rows:
        if row.fmt in VOPD:
            continue
        if row.fmt == "MTBUF":
            for _ in range(0 if w64 else 8):
                cand.append((row, render_base(g_mtbuf, row, vop3_lit)))
            continue
        n = cfg["per_row"] + (2 if row.mods and not w64 else 0)
        for _ in range(n):
            cand.append((row, render_base(g, row, vop3_lit)))
        for kind in ("dpp", "sdwa", "dpp8"):
            if kind in row.flags:
                for _ in range(1 if w64 else 2):
                    t = render_ext(g, row, kind)
                    if t:
                        cand.append((row, t))
    # the special lines draw from the random sequence in every corpus (kept only in the wave32 /
    # gfx9 ones), so that the lines after them do not depend on the wave size
    special = special_lines(g, target)
    if not w64:
        for t in special:
            cand.append((None, t))
    if any(row.fmt in VOPD for row in rows) and not (w64 and isa.attrs.get("vopd_wave32_only")):
        for t in vopd_lines(g, rows, 600):
            cand.append((None, t))
    if any(row.fmt == "MAI" for row in rows):
        for t in agpr_lines(g):
            cand.append((None, t))
    # registers the description leaves out (gfx11: src_vccz, src_execz and
    # src_pops_exiting_wave_id, which llvm-mc-19 rejects bare but accepts under neg/abs)
    absent = [n for n in ("src_vccz", "src_execz", "src_pops_exiting_wave_id") if n not in isa.regs32]
    if absent:
        pat = re.compile(r"\b(src_)?(%s)\b" % "|".join(n[4:] for n in absent))
        cand = [(r, t) for r, t in cand if not pat.search(t)]
    # spellings gfxsim does not yet produce llvm-mc's bytes/text for (listed, not hidden: see
    # KNOWN_GAPS)
    for pat in KNOWN_GAPS.get(target, ()):
        cand = [(r, t) for r, t in cand if not re.search(pat, t)]
    branches = branch_lines(g, rows)
    res = X.assemble(mcpu, [t for r, t in cand], cfg["mattr"])
    kept, rejected = [], collections.Counter()
    covered = set()
    for (row, text), x in zip(cand, res):
        if x[0] == "error":
            rejected[re.sub(r"'[^']*'", "'..'", x[1])] += 1
            continue
        kept.append(text)
        got = row_of_encoding(isa, x[1])
        if got is not None:
            covered.add(id(got))
    # VOPD halves: covered when some kept pair names them (both formats share MATCH/MASK, so
    # row_of_encoding cannot tell the halves apart)
    for text in kept:
        if " :: " in text:
            hx, hy = text.split(" :: ")
            for row in rows:
                if (row.fmt == "VOPDX" and hx.split()[0] == row.mn) or (row.fmt == "VOPDY" and hy.split()[0] == row.mn):
                    covered.add(id(row))
    # rows never covered: retry with more variants, then the canonical line
    missing = [r for r in rows if id(r) not in covered and r.fmt not in VOPD]
    retry = []
    for row in missing:
        for _ in range(12):
            retry.append((row, render_base(g, row, vop3_lit)))
    res = X.assemble(mcpu, [t for r, t in retry], cfg["mattr"])
    for (row, text), x in zip(retry, res):
        if x[0] != "error" and id(row) not in covered:
            got = row_of_encoding(isa, x[1])
            if got is row:
                kept.append(text)
                covered.add(id(row))
    still = [r for r in rows if id(r) not in covered]
    # dedupe, keep order
    seen = set()
    final = []
    for t in kept:
        if t not in seen:
            seen.add(t)
            final.append(t)
    mtbuf = [t for t in final if t.startswith(("tbuffer_",))]
    final = [t for t in final if not t.startswith(("tbuffer_",))]
    # drop lines on which llvm-mc warns (e.g. f64 literals that lose their low 32 bits)
    noisy = set(warning_lines(mcpu, cfg["mattr"], final + mtbuf))
    if noisy:
        log("   dropped %d lines on which llvm-mc warns, e.g. %s" % (len(noisy), sorted(noisy)[0]))
    final = [t for t in final if t not in noisy]
    mtbuf = [t for t in mtbuf if t not in noisy]
    # labels: the file starts with L_top, has L_mid in the middle and L_end at the end
    half = len(final) // 2
    body = ["L_top:"] + final[:half] + branches[:len(branches) // 2] + ["L_mid:"] + \
        final[half:] + branches[len(branches) // 2:] + mtbuf + ["L_end:", "s_endpgm"]
    os.makedirs(outdir, exist_ok=True)
    spath = os.path.join(outdir, target + ".s")
    gpath = os.path.join(outdir, target + ".golden")
    with open(spath, "w") as f:
        f.write("".join(l + "\n" for l in body))
    cmd = [X.LLVM_MC, "-arch=amdgcn", "-mcpu=" + mcpu, "-show-encoding"]
    if cfg["mattr"]:
        cmd.append("-mattr=" + cfg["mattr"])
    p = subprocess.run(cmd + [target + ".s"], cwd=outdir, capture_output=True, text=True)
    if p.returncode != 0 or p.stderr.strip():
        raise RuntimeError("llvm-mc failed on the final corpus:\n" + p.stderr[:3000])
    with open(gpath, "w") as f:
        f.write("// Generated by tests/asm/tools/gen_corpus.py from sim/isa/%s.\n" % cfg["isa"])
        f.write("// Command (in tests/asm/corpus): %s %s.s\n" % (" ".join(cmd), target))
        f.write("// llvm-mc version: %s\n" % llvm_version())
        f.write(p.stdout)
    ninst = sum(1 for l in body if not l.endswith(":"))
    stats = dict(target=target, rows=len(rows), covered=len(rows) - len(still), missing=still,
                 lines=ninst, generated=len(cand), rejected=sum(rejected.values()), reasons=rejected,
                 bytes_s=os.path.getsize(spath), bytes_g=os.path.getsize(gpath))
    log("%s: %d rows, %d covered, %d lines (%d generated, %d rejected by llvm-mc), .s %d bytes, .golden %d bytes"
        % (target, stats["rows"], stats["covered"], ninst, len(cand), stats["rejected"], stats["bytes_s"],
           stats["bytes_g"]))
    for r in still:
        log("   not covered: %s %s %d %s %s" % (r.mn, r.fmt, r.op, " ".join(sorted(r.flags)), r.fixed))
    for why, n in rejected.most_common(12):
        log("   rejected %5d x %s" % (n, why))
    return stats


def warning_lines(mcpu, mattr, lines):
    """Lines for which llvm-mc prints a warning (its warnings carry no line number,
    so the set is found by bisection)."""
    if not lines:
        return []
    cmd = [X.LLVM_MC, "-arch=amdgcn", "-mcpu=" + mcpu, "-show-encoding"] + (["-mattr=" + mattr] if mattr else [])
    p = subprocess.run(cmd, input="".join(l + "\n" for l in lines), capture_output=True, text=True)
    if "warning" not in p.stderr:
        return []
    if len(lines) == 1:
        return list(lines)
    h = len(lines) // 2
    return warning_lines(mcpu, mattr, lines[:h]) + warning_lines(mcpu, mattr, lines[h:])


def llvm_version():
    p = subprocess.run([X.LLVM_MC, "--version"], capture_output=True, text=True)
    m = re.search(r"LLVM version ([\d.]+)", p.stdout)
    return m.group(1) if m else "?"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--target", action="append", choices=sorted(TARGETS))
    ap.add_argument("--outdir", default=os.path.join(ROOT, "tests", "asm", "corpus"))
    a = ap.parse_args()
    for t in a.target or sorted(TARGETS):
        build(t, a.outdir)


if __name__ == "__main__":
    main()
