#!/usr/bin/env python3
"""Derives sim/isa/gfx9.isa (gfx900), sim/isa/gfx10.isa (gfx1030), sim/isa/gfx11.isa (gfx1100),
sim/isa/gfx90a.isa (gfx90a, written as a delta of gfx9.isa) and sim/isa/gfx942.isa (gfx942, a
delta of the merged gfx90a description) by probing llvm-mc-19.

Phases (see the sections below):
  0. register names: disassemble s_mov_b32/s_mov_b64 with every source/destination number;
  1. rows: for every format and opcode, disassemble words with distinctive field values
     (vdst=v10, src0=v20, src1=v30, src2=v40, sdst=s50, ...) and with every subset of the
     optional fields cleared (llvm-mc rejects non-zero unused fields); the register numbers in
     the text tell which field each operand comes from, and its width;
  2. modifiers: set one modifier bit at a time (and pairs, for the printed order); probe
     src0 = DPP/SDWA/DPP8 markers to learn the `dpp`/`sdwa`/`dpp8` flags;
  3. operand kinds and types: assemble each row with a VGPR, an SGPR, inline constants and the
     literals 1.5 / 0x12345 / -1.5 in every source position (f16 -> 0x3e00, f32 -> 0x3fc00000,
     f64 -> 0x3ff80000 high dword, 64-bit integer -> rejects 1.5, 16-bit integer -> rejects
     0x12345); types come from the mnemonic suffixes, corrected by these probes;
  4. round trip: print every row with the probe values (`render`), assemble it with llvm-mc
     and compare with the encoding the row gives (`expected_encoding`); gfx10 rows also with
     -mattr=+wavefrontsize64.  Fields the assembler sets silently become FIELD?=VALUE: the
     assembler writes VALUE, the decoder takes any value there (the probes decoded with 0).

  gfx90a adds phase 1b (which operands an `acc` bit turns into AGPRs), the MAI/VOP3P split of the
  VOP3P opcode space and the DPP controls of 64-bit operations; the complete result is then
  written as the lines that differ from gfx9.isa (checked by merging them back).

  gfx942 (CDNA3) is probed like gfx90a with its own MUBUF/FLAT field names (sc0 sc1 nt, the
  only cache-bit spellings llvm-mc-19 accepts there; sc0 selects a FLAT atomic's returning
  form) and gets `sem=` flags against gfx90a for the renamed MFMAs, as gfx11 does against gfx10.

  gfx11 (RDNA3) adds phase 1c: the VOPD dual-issue encoding, probed one half at a time with
  v_dual_mov_b32 as the other half (rows of the formats VOPDX / VOPDY, joined by a `dual` line),
  the s_delay_alu fields, and `sem=` flags: the gfx10 mnemonic whose semantics a renamed gfx11
  row has, learnt by assembling every gfx10.isa row on gfx1100 (llvm-mc accepts the old names as
  aliases and prints the new ones).

Usage: extract_isa.py [--gen gfx9|gfx10|gfx11|gfx90a|gfx942] [--outdir DIR] [--full]
  (writes DIR/GEN.isa; --full writes delta generations as complete files)
The module also provides the llvm-mc batch driver used by tests/asm/tools/gen_corpus.py.

llvm-mc batch driver: many probes are fed to one llvm-mc process; results are mapped back to
probes by walking llvm-mc's stdout (one line per decoded instruction, with its encoding) and
stderr (`file:LINE:COL: warning: invalid instruction encoding`, resp. `error:`).
llvm-mc-19 crashes (SIGSEGV) on a few words; a crashing batch is bisected.
"""
import os
import sys
import re
import subprocess
import tempfile

LLVM_MC = os.environ.get("LLVM_MC", "llvm-mc-19")

_enc_re = re.compile(r"^\t(.*?)\s*; encoding: \[([^\]]*)\]\s*$")
_diag_re = re.compile(r"^.*?:(\d+):(\d+): (warning|error): (.*)$")


def _run(args, text):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
        name = f.name
    try:
        p = subprocess.run([LLVM_MC] + args + [name], capture_output=True, text=True)
    finally:
        os.unlink(name)
    return p.returncode, p.stdout, p.stderr


def _crashed(rc, err):
    return rc < 0 or "Stack dump" in err or "PLEASE submit a bug report" in err


def mc_args(mcpu, mattr=None):
    a = ["-arch=amdgcn", "-mcpu=" + mcpu, "-show-encoding"]
    if mattr:
        a.append("-mattr=" + mattr)
    return a


def _parse_out(out):
    res = []
    for line in out.splitlines():
        m = _enc_re.match(line)
        if m:
            enc = bytes(int(x, 16) for x in m.group(2).split(",") if x.strip())
            res.append((m.group(1).strip(), enc))
    return res


_CACHE = {}   # EXTRACT_ISA_CACHE=FILE: disassembly results kept between runs (re-runs are quick)


def _cache():
    path = os.environ.get("EXTRACT_ISA_CACHE")
    if path and not _CACHE and os.path.exists(path):
        import pickle
        with open(path, "rb") as f:
            _CACHE.update(pickle.load(f))
    return path


def disasm(mcpu, probes, mattr=None, batch=20000):
    """probes: list of bytes.  Returns one entry per probe: None (invalid),
    'crash', or (text, nbytes, reencodes_same) of the FIRST instruction
    decoded at its start."""
    path = _cache()
    todo = [p for p in dict.fromkeys(probes) if (mcpu, mattr, p) not in _CACHE]
    for i in range(0, len(todo), batch):
        part = todo[i:i + batch]
        for p, r in zip(part, _disasm_batch(mcpu, part, mattr)):
            _CACHE[(mcpu, mattr, p)] = r
    if path and todo:
        import pickle
        with open(path, "wb") as f:
            pickle.dump(_CACHE, f)
    return [_CACHE[(mcpu, mattr, p)] for p in probes]


def _disasm_batch(mcpu, probes, mattr):
    if not probes:
        return []
    text = "".join(" ".join("0x%02x" % b for b in p) + "\n" for p in probes)
    rc, out, err = _run(mc_args(mcpu, mattr) + ["--disassemble"], text)
    if _crashed(rc, err):
        if len(probes) == 1:
            return ["crash"]
        h = len(probes) // 2
        return _disasm_batch(mcpu, probes[:h], mattr) + _disasm_batch(mcpu, probes[h:], mattr)
    starts = []
    pos = 0
    for p in probes:
        starts.append(pos)
        pos += len(p)
    total = pos
    stream = b"".join(probes)
    warn = set()
    for line in err.splitlines():
        m = _diag_re.match(line)
        if m and "invalid instruction encoding" in m.group(4):
            ln, col = int(m.group(1)), int(m.group(2))
            warn.add(starts[ln - 1] + (col - 1) // 5)
    outs = _parse_out(out)
    k = 0
    at = {}
    pos = 0
    while pos < total:
        if pos in warn:
            pos += 4
            continue
        if k >= len(outs):
            break
        t, enc = outs[k]
        k += 1
        # -show-encoding re-encodes the decoded MCInst: ignored bits come
        # back as 0, so only the length is compared.
        at[pos] = (t, len(enc), enc == stream[pos:pos + len(enc)])
        pos += len(enc)
    res = []
    for i, s0 in enumerate(starts):
        r = at.get(s0)
        # an instruction that runs into the next probe is not a valid probe result
        if r and s0 + r[1] > s0 + len(probes[i]):
            r = None
        res.append(r)
    return res


def assemble(mcpu, lines, mattr=None, batch=20000):
    """lines: list of assembly lines (one instruction each).  Returns one entry
    per line: (text, encoding bytes) or ('error', message)."""
    out = []
    for i in range(0, len(lines), batch):
        out.extend(_asm_batch(mcpu, lines[i:i + batch], mattr))
    return out


def _asm_batch(mcpu, lines, mattr):
    if not lines:
        return []
    text = "".join(l + "\n" for l in lines)
    rc, out, err = _run(mc_args(mcpu, mattr), text)
    if _crashed(rc, err):
        if len(lines) == 1:
            return [("error", "crash")]
        h = len(lines) // 2
        return _asm_batch(mcpu, lines[:h], mattr) + _asm_batch(mcpu, lines[h:], mattr)
    errs = {}
    for line in err.splitlines():
        m = _diag_re.match(line)
        if m and m.group(3) == "error":
            errs.setdefault(int(m.group(1)), m.group(4))
    outs = _parse_out(out)
    k = 0
    res = []
    for ln, l in enumerate(lines, 1):
        if ln in errs:
            res.append(("error", errs[ln]))
        elif not l.strip() or l.strip().endswith(":") or l.strip().startswith((";", "//", ".")):
            res.append(("none", b""))
        else:
            if k >= len(outs):
                raise RuntimeError("assembler output out of sync at line %d: %s" % (ln, l))
            res.append(outs[k])
            k += 1
    if k != len(outs):
        raise RuntimeError("assembler output count mismatch (%d vs %d)" % (k, len(outs)))
    return res


def words_to_bytes(w, size):
    return bytes((w >> (8 * i)) & 0xFF for i in range(size))


# ---------------------------------------------------------------------------
# Formats (bit layouts).  These lines are copied verbatim into the .isa files.
# Every field is exercised by the probes below: a probe puts a distinctive
# value into each field and the disassembly must show it in the right place.
# ---------------------------------------------------------------------------

FORMATS = {
    "gfx9": """
format SOP2  4 0x80000000 0xc0000000 op=29:23 sdst=22:16 ssrc1=15:8 ssrc0=7:0
format SOPK  4 0xb0000000 0xf0000000 op=27:23 sdst=22:16 simm16=15:0
format SOP1  4 0xbe800000 0xff800000 sdst=22:16 op=15:8 ssrc0=7:0
format SOPC  4 0xbf000000 0xff800000 op=22:16 ssrc1=15:8 ssrc0=7:0
format SOPP  4 0xbf800000 0xff800000 op=22:16 simm16=15:0
format SMEM  8 0xc0000000 0xfc000000 op=25:18 imm=17 glc=16 nv=15 soe=14 sdata=12:6 sbase=5:0>>1 offset=52:32 soffset=63:57
format VOP1  4 0x7e000000 0xfe000000 vdst=24:17 op=16:9 src0=8:0
format VOP2  4 0x00000000 0x80000000 op=30:25 vdst=24:17 vsrc1=16:9 src0=8:0
format VOPC  4 0x7c000000 0xfe000000 op=24:17 vsrc1=16:9 src0=8:0
format VOP3  8 0xd0000000 0xfc000000 op=25:16 clamp=15 op_sel=14:11 abs=10:8 vdst=7:0 neg=63:61 omod=60:59 src2=58:50 src1=49:41 src0=40:32
format VOP3B 8 0xd0000000 0xfc000000 op=25:16 clamp=15 sdst=14:8 vdst=7:0 neg=63:61 omod=60:59 src2=58:50 src1=49:41 src0=40:32
format VOP3P 8 0xd3800000 0xff800000 op=22:16 clamp=15 op_sel=13:11 op_sel_hi=59,60,14 neg_hi=10:8 vdst=7:0 neg=63:61 src2=58:50 src1=49:41 src0=40:32
format DS    8 0xd8000000 0xfc000000 op=24:17 gds=16 offset1=15:8 offset0=7:0 offset=15:0 vdst=63:56 data1=55:48 data0=47:40 addr=39:32
format MUBUF 8 0xe0000000 0xfc000000 op=24:18 slc=17 lds=16 glc=14 idxen=13 offen=12 offset=11:0 soffset=63:56 tfe=55 srsrc=52:48>>2 vdata=47:40 vaddr=39:32
format FLAT  8 0xdc000000 0xfc000000 op=24:18 slc=17 glc=16 seg=15:14 lds=13 offset=12:0 vdst=63:56 nv=55 saddr=54:48 data=47:40 addr=39:32
format DPP   4 0 0 row_mask=63:60 bank_mask=59:56 src1_abs=55 src1_neg=54 src0_abs=53 src0_neg=52 bound_ctrl=51 dpp_ctrl=48:40 dpp_src0=39:32
format SDWA  4 0 0 s1=63 src1_abs=61 src1_neg=60 src1_sext=59 src1_sel=58:56 s0=55 src0_abs=53 src0_neg=52 src0_sext=51 src0_sel=50:48 omod=47:46 clamp=45 dst_unused=44:43 dst_sel=42:40 sd=47 sdst=46:40 sdwa_src0=39:32
""",
    # gfx90a (CDNA2): GFX9 with AGPRs.  `acc` (DS/MUBUF/FLAT) makes the data registers AGPRs
    # (gds, tfe and nv are gone, their bits decode as ignored or as acc); MUBUF/FLAT gain the
    # `scc` cache bit; MAI is the VOP3P opcode space of the matrix instructions (v_mfma_*):
    # acc_cd makes vdst/src2 AGPRs, src0_acc/src1_acc the A/B sources.
    "gfx90a": """
format SOP2  4 0x80000000 0xc0000000 op=29:23 sdst=22:16 ssrc1=15:8 ssrc0=7:0
format SOPK  4 0xb0000000 0xf0000000 op=27:23 sdst=22:16 simm16=15:0
format SOP1  4 0xbe800000 0xff800000 sdst=22:16 op=15:8 ssrc0=7:0
format SOPC  4 0xbf000000 0xff800000 op=22:16 ssrc1=15:8 ssrc0=7:0
format SOPP  4 0xbf800000 0xff800000 op=22:16 simm16=15:0
format SMEM  8 0xc0000000 0xfc000000 op=25:18 imm=17 glc=16 soe=14 sdata=12:6 sbase=5:0>>1 offset=52:32 soffset=63:57
format VOP1  4 0x7e000000 0xfe000000 vdst=24:17 op=16:9 src0=8:0
format VOP2  4 0x00000000 0x80000000 op=30:25 vdst=24:17 vsrc1=16:9 src0=8:0
format VOPC  4 0x7c000000 0xfe000000 op=24:17 vsrc1=16:9 src0=8:0
format VOP3  8 0xd0000000 0xfc000000 op=25:16 clamp=15 op_sel=14:11 abs=10:8 vdst=7:0 neg=63:61 omod=60:59 src2=58:50 src1=49:41 src0=40:32
format VOP3B 8 0xd0000000 0xfc000000 op=25:16 clamp=15 sdst=14:8 vdst=7:0 neg=63:61 omod=60:59 src2=58:50 src1=49:41 src0=40:32
format VOP3P 8 0xd3800000 0xff800000 op=22:16 clamp=15 op_sel=13:11 op_sel_hi=59,60,14 neg_hi=10:8 vdst=7:0 neg=63:61 src2=58:50 src1=49:41 src0=40:32
format MAI   8 0xd3800000 0xff800000 op=22:16 acc_cd=15 abid=14:11 cbsz=10:8 vdst=7:0 blgp=63:61 src1_acc=60 src0_acc=59 src2=58:50 src1=49:41 src0=40:32
format DS    8 0xd8000000 0xfc000000 op=24:17 acc=25 offset1=15:8 offset0=7:0 offset=15:0 vdst=63:56 data1=55:48 data0=47:40 addr=39:32
format MUBUF 8 0xe0000000 0xfc000000 op=24:18 slc=17 lds=16 scc=15 glc=14 idxen=13 offen=12 offset=11:0 soffset=63:56 acc=55 srsrc=52:48>>2 vdata=47:40 vaddr=39:32
format FLAT  8 0xdc000000 0xfc000000 op=24:18 scc=25 slc=17 glc=16 seg=15:14 lds=13 offset=12:0 vdst=63:56 acc=55 saddr=54:48 data=47:40 addr=39:32
format DPP   4 0 0 row_mask=63:60 bank_mask=59:56 src1_abs=55 src1_neg=54 src0_abs=53 src0_neg=52 bound_ctrl=51 dpp_ctrl=48:40 dpp_src0=39:32
format SDWA  4 0 0 s1=63 src1_abs=61 src1_neg=60 src1_sext=59 src1_sel=58:56 s0=55 src0_abs=53 src0_neg=52 src0_sext=51 src0_sel=50:48 omod=47:46 clamp=45 dst_unused=44:43 dst_sel=42:40 sd=47 sdst=46:40 sdwa_src0=39:32
""",
    "gfx10": """
format SOP2  4 0x80000000 0xc0000000 op=29:23 sdst=22:16 ssrc1=15:8 ssrc0=7:0
format SOPK  4 0xb0000000 0xf0000000 op=27:23 sdst=22:16 simm16=15:0
format SOP1  4 0xbe800000 0xff800000 sdst=22:16 op=15:8 ssrc0=7:0
format SOPC  4 0xbf000000 0xff800000 op=22:16 ssrc1=15:8 ssrc0=7:0
format SOPP  4 0xbf800000 0xff800000 op=22:16 simm16=15:0
format SMEM  8 0xf4000000 0xfc000000 op=25:18 glc=16 dlc=14 sdata=12:6 sbase=5:0>>1 soffset=63:57 offset=52:32
format VOP1  4 0x7e000000 0xfe000000 vdst=24:17 op=16:9 src0=8:0
format VOP2  4 0x00000000 0x80000000 op=30:25 vdst=24:17 vsrc1=16:9 src0=8:0
format VOPC  4 0x7c000000 0xfe000000 op=24:17 vsrc1=16:9 src0=8:0
format VOP3  8 0xd4000000 0xfc000000 op=25:16 clamp=15 op_sel=14:11 abs=10:8 vdst=7:0 neg=63:61 omod=60:59 src2=58:50 src1=49:41 src0=40:32
format VOP3B 8 0xd4000000 0xfc000000 op=25:16 clamp=15 sdst=14:8 vdst=7:0 neg=63:61 omod=60:59 src2=58:50 src1=49:41 src0=40:32
format VOP3P 8 0xcc000000 0xfc000000 op=22:16 clamp=15 op_sel=13:11 op_sel_hi=59,60,14 neg_hi=10:8 vdst=7:0 neg=63:61 src2=58:50 src1=49:41 src0=40:32
format DS    8 0xd8000000 0xfc000000 op=25:18 gds=17 offset1=15:8 offset0=7:0 offset=15:0 vdst=63:56 data1=55:48 data0=47:40 addr=39:32
format MUBUF 8 0xe0000000 0xfc000000 op=24:18,25 lds=16 dlc=15 glc=14 idxen=13 offen=12 offset=11:0 soffset=63:56 tfe=55 slc=54 srsrc=52:48>>2 vdata=47:40 vaddr=39:32
format FLAT  8 0xdc000000 0xfc000000 op=24:18 slc=17 glc=16 seg=15:14 lds=13 dlc=12 offset=11:0 vdst=63:56 nv=55 saddr=54:48 data=47:40 addr=39:32
format DPP   4 0 0 row_mask=63:60 bank_mask=59:56 src1_abs=55 src1_neg=54 src0_abs=53 src0_neg=52 bound_ctrl=51 fi=50 dpp_ctrl=48:40 dpp_src0=39:32
format DPP8  4 0 0 lane_sel=63:40 dpp_src0=39:32
format SDWA  4 0 0 s1=63 src1_abs=61 src1_neg=60 src1_sext=59 src1_sel=58:56 s0=55 src0_abs=53 src0_neg=52 src0_sext=51 src0_sel=50:48 omod=47:46 clamp=45 dst_unused=44:43 dst_sel=42:40 sd=47 sdst=46:40 sdwa_src0=39:32
""",
    # gfx11 (RDNA3): SMEM/MUBUF/FLAT cache bits moved (glc 14, dlc 13, slc 12 resp. 15), FLAT
    # offsets are 13 bits, SCRATCH has `sve` (bit 55: the VGPR address is used), MUBUF moved
    # offen/idxen/tfe into the second dword; no SDWA.  VOPD (dual issue) is one 64-bit word
    # holding two VOP2/VOP1-like halves: VOPDX and VOPDY are the two halves' layouts (same
    # MATCH/MASK; the `dual` line pairs them).  The Y destination's low bit is not encoded: it
    # is the opposite of the X destination's (`vdst=55:49>>1`).
    "gfx11": """
format SOP2  4 0x80000000 0xc0000000 op=29:23 sdst=22:16 ssrc1=15:8 ssrc0=7:0
format SOPK  4 0xb0000000 0xf0000000 op=27:23 sdst=22:16 simm16=15:0
format SOP1  4 0xbe800000 0xff800000 sdst=22:16 op=15:8 ssrc0=7:0
format SOPC  4 0xbf000000 0xff800000 op=22:16 ssrc1=15:8 ssrc0=7:0
format SOPP  4 0xbf800000 0xff800000 op=22:16 simm16=15:0
format SMEM  8 0xf4000000 0xfc000000 op=25:18 glc=14 dlc=13 sdata=12:6 sbase=5:0>>1 soffset=63:57 offset=52:32
format VOP1  4 0x7e000000 0xfe000000 vdst=24:17 op=16:9 src0=8:0
format VOP2  4 0x00000000 0x80000000 op=30:25 vdst=24:17 vsrc1=16:9 src0=8:0
format VOPC  4 0x7c000000 0xfe000000 op=24:17 vsrc1=16:9 src0=8:0
format VOP3  8 0xd4000000 0xfc000000 op=25:16 clamp=15 op_sel=14:11 abs=10:8 vdst=7:0 neg=63:61 omod=60:59 src2=58:50 src1=49:41 src0=40:32
format VOP3B 8 0xd4000000 0xfc000000 op=25:16 clamp=15 sdst=14:8 vdst=7:0 neg=63:61 omod=60:59 src2=58:50 src1=49:41 src0=40:32
format VOP3P 8 0xcc000000 0xfc000000 op=22:16 clamp=15 op_sel=13:11 op_sel_hi=59,60,14 neg_hi=10:8 vdst=7:0 neg=63:61 src2=58:50 src1=49:41 src0=40:32
format VOPDX 8 0xc8000000 0xfc000000 op=25:22 vsrc1=16:9 src0=8:0 vdst=63:56
format VOPDY 8 0xc8000000 0xfc000000 op=21:17 vdst=55:49>>1 vsrc1=48:41 src0=40:32
format DS    8 0xd8000000 0xfc000000 op=25:18 gds=17 offset1=15:8 offset0=7:0 offset=15:0 vdst=63:56 data1=55:48 data0=47:40 addr=39:32
format MUBUF 8 0xe0000000 0xfc000000 op=25:18 glc=14 dlc=13 slc=12 offset=11:0 soffset=63:56 idxen=55 offen=54 tfe=53 srsrc=52:48>>2 vdata=47:40 vaddr=39:32
format FLAT  8 0xdc000000 0xfc000000 op=24:18 seg=17:16 slc=15 glc=14 dlc=13 offset=12:0 vdst=63:56 sve=55 saddr=54:48 data=47:40 addr=39:32
format DPP   4 0 0 row_mask=63:60 bank_mask=59:56 src1_abs=55 src1_neg=54 src0_abs=53 src0_neg=52 bound_ctrl=51 fi=50 dpp_ctrl=48:40 dpp_src0=39:32
format DPP8  4 0 0 lane_sel=63:40 dpp_src0=39:32
""",
}
# gfx942 (CDNA3): gfx90a's encodings; the MUBUF/FLAT cache bits keep their positions under
# new names (llvm-mc-19 -mcpu=gfx942 prints and accepts only these): sc0 where glc was, sc1
# where scc was, nt where slc was.  SMEM keeps `glc`.  FLAT bit 13 is no `lds` bit any more
# (the LDS-DMA loads are opcodes of their own, *_load_lds_*) but SCRATCH's `sve`, as on
# gfx11: the VGPR address is used (`scratch_load_dword v1, v2, s3` adds both); llvm-mc-19
# rejects the bit on FLAT and GLOBAL words.
FORMATS["gfx942"] = FORMATS["gfx90a"].replace(
    "format MUBUF 8 0xe0000000 0xfc000000 op=24:18 slc=17 lds=16 scc=15 glc=14",
    "format MUBUF 8 0xe0000000 0xfc000000 op=24:18 nt=17 lds=16 sc1=15 sc0=14").replace(
    "format FLAT  8 0xdc000000 0xfc000000 op=24:18 scc=25 slc=17 glc=16 seg=15:14 lds=13",
    "format FLAT  8 0xdc000000 0xfc000000 op=24:18 sc1=25 nt=17 sc0=16 seg=15:14 sve=13")
# Encodings made of two rows (VOPD: `v_dual_X ... :: v_dual_Y ...`): first half, second half.
DUALS = {"gfx11": ("VOPDX", "VOPDY")}

MCPU = {"gfx9": "gfx900", "gfx90a": "gfx90a", "gfx942": "gfx942", "gfx10": "gfx1030", "gfx11": "gfx1100"}
# Generations written as a delta of another description (`base` line): gfx90a on gfx9, gfx942
# on gfx90a (a chain: gfx942.isa lists what differs from the merged gfx9 + gfx90a description).
BASE = {"gfx90a": "gfx9", "gfx942": "gfx90a"}
# The family whose syntax rules a generation follows (gfx90a and gfx942 are GFX9 parts).
FAMILY = {"gfx9": "gfx9", "gfx90a": "gfx9", "gfx942": "gfx9", "gfx10": "gfx10", "gfx11": "gfx11"}
# Generations whose syntax follows the RDNA rules (wave32 lane masks, null, no `imm` SMEM bit).
RDNA = ("gfx10", "gfx11")


def family(gen):
    return FAMILY[gen]


def rdna(gen):
    return family(gen) in RDNA


def null_reg(gen):
    """The scalar operand number of `null` (gfx9 has none; gfx11 swapped null and m0)."""
    return {"gfx10": 125, "gfx11": 124}.get(family(gen))


class Format:
    def __init__(self, line):
        t = line.split()
        assert t[0] == "format"
        self.line = " ".join(t)
        self.name = t[1]
        self.size = int(t[2])
        self.match = int(t[3], 16)
        self.mask = int(t[4], 16)
        self.fields = {}
        for f in t[5:]:
            name, bits = f.split("=")
            shift = 0
            if ">>" in bits:
                bits, s = bits.split(">>")
                shift = int(s)
            parts = []
            for p in bits.split(","):
                if ":" in p:
                    hi, lo = p.split(":")
                    hi, lo = int(hi), int(lo)
                else:
                    hi = lo = int(p)
                parts.append((hi, lo))
            self.fields[name] = (parts, shift)

    def width(self, field):
        parts, shift = self.fields[field]
        return sum(hi - lo + 1 for hi, lo in parts) + shift

    def encode(self, vals, base=None):
        w = self.match if base is None else base
        for name, v in vals.items():
            if name not in self.fields:
                raise KeyError("%s has no field %s" % (self.name, name))
            parts, shift = self.fields[name]
            v >>= shift
            for hi, lo in parts:
                n = hi - lo + 1
                m = ((1 << n) - 1) << lo
                w = (w & ~m) | ((v & ((1 << n) - 1)) << lo)
                v >>= n
        return w

    def decode(self, w, field):
        parts, shift = self.fields[field]
        v = 0
        pos = 0
        for hi, lo in parts:
            n = hi - lo + 1
            v |= ((w >> lo) & ((1 << n) - 1)) << pos
            pos += n
        return v << shift


def formats(gen):
    return {f.name: f for f in (Format(l) for l in FORMATS[gen].strip().splitlines())}


def best_format(fmts, w, size):
    """The most specific non-extension format that matches word w."""
    best = None
    for f in fmts.values():
        if f.mask == 0:
            continue
        if (w & f.mask) == f.match:
            if best is None or bin(f.mask).count("1") > bin(best.mask).count("1"):
                best = f
    return best


# ---------------------------------------------------------------------------
# Parsing llvm-mc's instruction text
# ---------------------------------------------------------------------------

MODWORDS = {"glc", "slc", "dlc", "gds", "lds", "tfe", "offen", "idxen", "clamp", "nv",
            "lwe", "a16", "d16", "da", "unorm", "r128", "noret", "scc", "sc0", "sc1", "nt"}
_modkv_re = re.compile(r"^[a-z_0-9]+:")
WHOLE_OPERAND = {"s_waitcnt", "s_sendmsg", "s_sendmsghalt", "s_delay_alu", "s_waitcnt_depctr"}


def _split_depth(s, seps):
    out, cur, d = [], "", 0
    for ch in s:
        if ch in "([":
            d += 1
        elif ch in ")]":
            d -= 1
        if d == 0 and ch in seps:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [x.strip() for x in out if x.strip()]


def is_mod_token(t):
    return t in MODWORDS or bool(_modkv_re.match(t))


def split_inst(text):
    """-> (mnemonic, [operand strings], [modifier strings])"""
    text = re.sub(r"/\*.*?\*/", "", text).strip()
    parts = text.split(None, 1)
    mn = parts[0]
    rest = parts[1] if len(parts) > 1 else ""
    if not rest:
        return mn, [], []
    if mn in WHOLE_OPERAND:
        return mn, [rest], []
    pieces = _split_depth(rest, ",")
    ops, mods = [], []
    for i, p in enumerate(pieces):
        toks = _split_depth(p, " \t")
        if i < len(pieces) - 1:
            ops.append(" ".join(toks))
        else:
            if toks and not is_mod_token(toks[0]) or (len(pieces) > 1 and toks):
                ops.append(toks[0])
                mods.extend(toks[1:])
            else:
                mods.extend(toks)
    return mn, ops, mods


class Opnd:
    """A parsed operand: file in {'v','s','a','off','imm','sym'}, num (scalar
    operand number for 's', register index for 'v'), count (registers),
    neg/abs/sext flags, text."""

    def __init__(self, text, regs):
        self.text = text
        self.neg = self.abs = self.sext = False
        t = text
        m = re.match(r"^sext\((.*)\)$", t)
        if m:
            self.sext = True
            t = m.group(1)
        if t.startswith("-") and not re.match(r"^-[0-9.]", t):
            self.neg = True
            t = t[1:]
        m = re.match(r"^neg\((.*)\)$", t)
        if m:
            self.neg = True
            t = m.group(1)
        if t.startswith("|") and t.endswith("|"):
            self.abs = True
            t = t[1:-1]
        m = re.match(r"^abs\((.*)\)$", t)
        if m:
            self.abs = True
            t = m.group(1)
        self.base = t
        self.file, self.num, self.count = None, None, 1
        m = re.match(r"^(v|s|a|ttmp)(?:(\d+)|\[(\d+):(\d+)\])$", t)
        if m:
            f = m.group(1)
            lo = int(m.group(2) if m.group(2) is not None else m.group(3))
            hi = int(m.group(4)) if m.group(4) is not None else lo
            self.count = hi - lo + 1
            if f == "ttmp":
                self.file, self.num = "s", regs["ttmp"] + lo
            else:
                self.file, self.num = f, lo
            return
        if t in regs.named:
            self.file = "s"
            self.num, self.count = regs.named[t]
            return
        if t == "off":
            self.file = "off"
            return
        if re.match(r"^-?(0x[0-9a-fA-F]+|\d+(\.\d+)?(e[-+]?\d+)?)$", t):
            self.file = "imm"
            return
        self.file = "sym"

    def __repr__(self):
        return "Opnd(%s %s %s x%d)" % (self.text, self.file, self.num, self.count)


class Regs:
    """Scalar operand names, learnt by disassembling s_mov_b32/s_mov_b64."""

    def __init__(self):
        self.named = {}   # name -> (number, count)
        self.files = {}   # 's' -> (base, count), 'ttmp' -> ...

    def __getitem__(self, k):
        return self.files[k][0]


# ---------------------------------------------------------------------------
# Phase 0: scalar register names
# ---------------------------------------------------------------------------

def learn_regs(gen):
    """Finds s_mov_b32/s_mov_b64 in SOP1 and disassembles every source and
    destination number.  Returns (Regs, table lines, sop1 opcodes)."""
    mcpu = MCPU[gen]
    F = formats(gen)["SOP1"]
    res = disasm(mcpu, [words_to_bytes(F.encode(dict(op=o, sdst=10, ssrc0=20)), 4) for o in range(256)])
    ops = {}
    for o, r in enumerate(res):
        if r and r not in ("crash",):
            ops.setdefault(r[0].split()[0], o)
    mov32, mov64 = ops["s_mov_b32"], ops["s_mov_b64"]
    lit = bytes([0x78, 0x56, 0x34, 0x12])
    src32 = disasm(mcpu, [words_to_bytes(F.encode(dict(op=mov32, sdst=10, ssrc0=n)), 4) + lit for n in range(256)])
    src64 = disasm(mcpu, [words_to_bytes(F.encode(dict(op=mov64, sdst=10, ssrc0=n)), 4) + lit for n in range(256)])
    dst32 = disasm(mcpu, [words_to_bytes(F.encode(dict(op=mov32, sdst=n, ssrc0=20)), 4) for n in range(128)])
    regs = Regs()
    names32 = {}
    for n, r in enumerate(src32):
        if r and r != "crash":
            names32[n] = r[0].split(", ", 1)[1].split("/*")[0].strip()
    for n, r in enumerate(dst32):
        if r and r != "crash":
            names32.setdefault(n, r[0].split()[1].rstrip(","))
    names64 = {}
    for n, r in enumerate(src64):
        if r and r != "crash":
            names64[n] = r[0].split(", ", 1)[1].split("/*")[0].strip()
    return names32, names64, (mov32, mov64)


def reg_table(gen, names32, names64):
    """Builds the reg/const lines and a Regs object from the probed names."""
    regs = Regs()
    lines = []
    # register files
    sg = [n for n, s in names32.items() if re.fullmatch(r"s\d+", s)]
    tt = [n for n, s in names32.items() if re.fullmatch(r"ttmp\d+", s)]
    regs.files["s"] = (0, max(sg) + 1)
    regs.files["ttmp"] = (min(tt), len(tt))
    lines.append("reg s %d %d" % regs.files["s"])
    lines.append("reg ttmp %d %d" % regs.files["ttmp"])
    lines.append("reg v 256 256")
    consts = []
    for n in sorted(names32):
        s = names32[n]
        if re.fullmatch(r"(s|ttmp)\d+", s):
            continue
        if re.fullmatch(r"-?\d+", s):
            consts.append((n, int(s)))
            continue
        if re.fullmatch(r"-?\d+\.\d+", s):
            val = "inv2pi" if s == "0.15915494" else s
            lines.append("const %s %d" % (val, n))
            continue
        if n == 255:
            continue  # literal
        comment = ""
        if "Invalid" in names32[n] or n == 254:
            comment = "  # only as a VALU source"
        lines.append("reg %s %d%s" % (s, n, comment))
        regs.named[s] = (n, 1)
    # 64-bit aliases
    for n in sorted(names64):
        s = names64[n]
        if re.fullmatch(r"(s|ttmp)\[\d+:\d+\]", s) or re.fullmatch(r"-?[\d.]+", s) or s.startswith("0x"):
            continue
        if s in regs.named:
            continue
        if n + 1 in names32 and names32[n].endswith("_lo"):
            lines.append("reg %s %d @2" % (s, n))
            regs.named[s] = (n, 2)
    # integer inline constants as ranges
    pos = sorted((n, v) for n, v in consts if v >= 0)
    neg = sorted((n, v) for n, v in consts if v < 0)
    iconst = []
    if pos:
        iconst.append("iconst %d %d %d" % (pos[0][1], pos[-1][1], pos[0][0]))
    if neg:
        iconst.append("iconst %d %d %d" % (neg[0][1], neg[-1][1], neg[0][0]))
    lines += iconst
    lines.append("const literal 255  # a 32-bit literal dword follows the instruction")
    return regs, lines


# ---------------------------------------------------------------------------
# Phase 1: disassemble every opcode of every format
# ---------------------------------------------------------------------------

SRC9 = {"src0", "src1", "src2"}
LIT = 0x00004567          # appended after every probe: consumed only by literal users (fits f16)
V = 256                   # VGPR offset in 9-bit source fields


def off_value(gen):
    return 0x7F if family(gen) == "gfx9" else null_reg(gen)


def probe_variants(gen, fname):
    """Field values for the probes of one format, most preferred first.
    All values are distinct so that an operand's register number tells its
    field.  Each variant: (tag, fields)."""
    off = off_value(gen)
    if fname == "SOP2":
        return [("", dict(sdst=10, ssrc0=20, ssrc1=30))]
    if fname == "SOPK":
        return [("", dict(sdst=10, simm16=0x1234))]
    if fname == "SOP1":
        return [("", dict(sdst=10, ssrc0=20))]
    if fname == "SOPC":
        return [("", dict(ssrc0=20, ssrc1=30))]
    if fname == "SOPP":
        return [("", dict(simm16=3)), ("zero", dict(simm16=0))]
    if fname == "SMEM":
        if family(gen) == "gfx9":
            return [("", dict(sdata=32, sbase=20, imm=1, offset=0x12)),
                    ("sgpr", dict(sdata=32, sbase=20, imm=0, offset=40))]
        return [("", dict(sdata=32, sbase=20, offset=0x12, soffset=null_reg(gen))),
                ("sgpr", dict(sdata=32, sbase=20, offset=0, soffset=40))]
    if fname == "VOP1":
        return [("", dict(vdst=10, src0=V + 20)), ("s", dict(vdst=10, src0=20))]
    if fname == "VOP2":
        return [("", dict(vdst=10, src0=V + 20, vsrc1=30)), ("s", dict(vdst=10, src0=20, vsrc1=30))]
    if fname == "VOPC":
        return [("", dict(src0=V + 20, vsrc1=30)), ("s", dict(src0=20, vsrc1=30))]
    if fname in ("VOP3", "VOP3B"):
        extra = dict(sdst=50) if fname == "VOP3B" else {}
        return [("", dict(vdst=10, src0=V + 20, src1=V + 30, src2=V + 40, **extra)),
                ("vvs", dict(vdst=10, src0=V + 20, src1=V + 30, src2=40, **extra)),
                ("vss", dict(vdst=10, src0=V + 20, src1=30, src2=40, **extra)),
                ("sss", dict(vdst=10, src0=20, src1=30, src2=40, **extra)),
                ("svv", dict(vdst=10, src0=20, src1=V + 30, src2=V + 40, **extra))]
    if fname == "VOP3P":
        return [("", dict(vdst=10, src0=V + 20, src1=V + 30, src2=V + 40, op_sel_hi=7)),
                ("sss", dict(vdst=10, src0=20, src1=30, src2=40, op_sel_hi=7))]
    if fname == "MAI":
        # src2 apart from vdst: llvm-mc rejects a partial overlap of the accumulators
        return [("", dict(vdst=10, src0=V + 20, src1=V + 30, src2=V + 50))]
    if fname == "DS":
        return [("", dict(vdst=10, addr=20, data0=30, data1=40, offset0=4, offset1=8))]
    if fname == "MUBUF":
        return [("", dict(vdata=10, vaddr=20, srsrc=24, soffset=40, offset=16, offen=1)),
                ("off", dict(vdata=10, vaddr=20, srsrc=24, soffset=40, offset=16)),
                ("idxen", dict(vdata=10, vaddr=20, srsrc=24, soffset=40, offset=16, idxen=1))]
    if fname == "FLAT" and family(gen) == "gfx11":
        # SCRATCH: sve=1 says the VGPR address is used (with `off` or an SGPR base)
        return [("flat", dict(seg=0, vdst=10, addr=20, data=30, saddr=off, offset=16)),
                ("scratch", dict(seg=1, vdst=10, addr=20, data=30, saddr=off, offset=16, sve=1)),
                ("scratch_s", dict(seg=1, vdst=10, data=30, saddr=40, offset=16)),
                ("global", dict(seg=2, vdst=10, addr=20, data=30, saddr=off, offset=16)),
                ("global_s", dict(seg=2, vdst=10, addr=20, data=30, saddr=40, offset=16))]
    if fname == "FLAT":
        # gfx942: SCRATCH's sve=1 says the VGPR address is used (as on gfx11)
        sve = dict(sve=1) if "sve" in formats(gen)["FLAT"].fields else {}
        return [("flat", dict(seg=0, vdst=10, addr=20, data=30, saddr=off, offset=16)),
                ("flat0", dict(seg=0, vdst=10, addr=20, data=30, saddr=0, offset=16)),
                ("scratch", dict(seg=1, vdst=10, addr=20, data=30, saddr=off, offset=16, **sve)),
                ("scratch_s", dict(seg=1, vdst=10, addr=20, data=30, saddr=40, offset=16)),
                ("global", dict(seg=2, vdst=10, addr=20, data=30, saddr=off, offset=16)),
                ("global_s", dict(seg=2, vdst=10, addr=20, data=30, saddr=40, offset=16))]
    raise KeyError(fname)


def opcode_count(F):
    return 1 << F.width("op")


SCALAR_FIELDS = {"sdst", "ssrc0", "ssrc1", "sdata", "sbase", "soffset", "srsrc", "saddr", "sdst"}
VGPR8_FIELDS = {"vdst", "vsrc1", "addr", "data0", "data1", "data", "vaddr", "vdata", "dpp_src0", "sdwa_src0"}
IMM_FIELDS = ("simm16", "offset", "lit")


def match_operands(opnds, vals, fname, gen):
    """Assigns each parsed operand a field.  Returns list of (field, Opnd) or
    None if some register operand matches no field."""
    out = []
    for o in opnds:
        f = None
        if o.file in ("v", "a"):
            for k, v in vals.items():
                if (k in SRC9 and v == V + o.num) or (k in VGPR8_FIELDS and k not in SRC9 and v == o.num):
                    f = k
        elif o.file == "s":
            for k, v in vals.items():
                if k in SRC9 or k in SCALAR_FIELDS or (k == "vdst" and fname.startswith("VOP")) or (k == "offset" and fname == "SMEM"):
                    if v == o.num and k not in ("offset",) or (k == "offset" and fname == "SMEM" and vals.get("imm", 1) == 0 and v == o.num):
                        f = k
            if f is None and o.num in (106, 126) and o.base.startswith(("vcc", "exec")):
                f = "-"        # implicit operand written in the syntax
            if f is None and o.base == "null" and fname == "FLAT":
                f = "saddr"
        elif o.file == "off":
            if fname == "MUBUF":
                f = "vaddr"
            elif fname == "FLAT":
                f = "saddr" if vals.get("saddr") == off_value(gen) else "addr"
        elif o.file == "imm":
            try:
                val = int(o.base, 0)
            except ValueError:
                val = None
            if val == LIT:
                f = "lit"
            elif fname in ("SOPK", "SOPP") and val is not None:
                f = "simm16"
            elif fname == "SMEM" and val == vals.get("offset"):
                f = "offset"
            elif fname == "SMEM" and val == vals.get("sdata"):
                f = "sdata"          # s_atc_probe: sdata is a 7-bit immediate
            elif fname == "SOPC" and val == vals.get("ssrc1"):
                f = "ssrc1"          # s_set_gpr_idx_on: ssrc1 is a 4-bit immediate
        elif o.file == "sym":
            if fname in ("SOPK", "SOPP"):
                f = "simm16"
        if f is None:
            return None
        out.append((f, o))
    return out


OPTIONAL = {
    "SOP1": ["sdst", "ssrc0"], "SOPK": ["sdst"], "SOP2": ["sdst"], "SOPC": [],
    "SOPP": [], "SMEM": ["sdata", "sbase", "offset", "soffset"],
    "VOP1": ["vdst", "src0"], "VOP2": [], "VOPC": [],
    "VOP3": ["vdst", "src0", "src1", "src2"], "VOP3B": ["src2"], "VOP3P": ["src1", "src2"], "MAI": ["src1", "src2"],
    "DS": ["vdst", "addr", "data0", "data1"], "MUBUF": ["vdata", "vaddr", "srsrc", "soffset"],
    "FLAT": ["vdst", "data", "addr"],
}
SKIP_MNEMONICS = ("v_interp_",)   # VINTRP-in-VOP3 (graphics only)


def subsets(xs):
    out = [[]]
    for x in xs:
        out += [o + [x] for o in out]
    return sorted(out, key=len)


def phase1(gen, regs):
    """Disassembles every (format, opcode, variant, cleared-field subset).
    Returns {(fmt, op): [candidate dicts]} with keys fmt op tag vals mn text
    size same match mods cleared."""
    mcpu = MCPU[gen]
    F = formats(gen)
    todo = []
    for fname in FMT_ORDER:
        if fname not in F or fname in DUALS.get(gen, ()):
            continue
        fmt = F[fname]
        for op in range(opcode_count(fmt)):
            for vi, (tag, vals) in enumerate(probe_variants(gen, fname)):
                for clr in subsets([x for x in OPTIONAL[fname] if x in vals]):
                    v = dict(vals, op=op)
                    for c in clr:
                        v[c] = 0
                    w = fmt.encode(v)
                    bf = best_format(F, w, fmt.size)
                    if bf is None or bf.match != fmt.match or bf.mask != fmt.mask:
                        continue
                    for c in clr:
                        del v[c]
                    todo.append((fname, op, tag, vi, clr, v,
                                 words_to_bytes(w, fmt.size) + words_to_bytes(LIT, 4)))
    res = disasm(mcpu, [t[-1] for t in todo])
    byop = {}
    for (fname, op, tag, vi, clr, v, b), r in zip(todo, res):
        if r is None or r == "crash":
            if r == "crash":
                print("  crash: %s op %d %s %s" % (fname, op, tag, b.hex()), file=sys.stderr)
            continue
        text, n, same = r
        mn, ops, mods = split_inst(text)
        if mn.startswith(SKIP_MNEMONICS):
            continue
        opnds = [Opnd(x, regs) for x in ops]
        m = match_operands(opnds, v, fname, gen)
        byop.setdefault((fname, op), []).append(dict(fmt=fname, op=op, tag=tag, vi=vi, cleared=clr, vals=v,
                                                     mn=mn, text=text, size=n, same=same, match=m,
                                                     mods=mods))
    return byop


def select_rows(byop):
    """Picks the best candidate per (format, opcode[, seg]): every operand
    matched, as many fields in use as possible, earliest variant."""
    rows = {}
    for (fname, op), cands in byop.items():
        good = [c for c in cands if c["match"] is not None]
        if not good:
            continue
        groups = {}
        for c in good:
            key = (fname, op, c["vals"].get("seg")) if fname == "FLAT" else (fname, op)
            groups.setdefault(key, []).append(c)
        for key, g in groups.items():
            g.sort(key=lambda c: (not c["same"], "/*" in c["text"], -len(c["vals"]), c["vi"]))
            best = g[0]
            best["alts"] = g
            rows[key] = best
    # VOP3 vs VOP3B: the same opcode space.  VOP3B when the VOP3 probe leaves
    # an SGPR operand unmatched (bits 14:8 are sdst).
    for key in list(rows):
        if key[0] == "VOP3B":
            k3 = ("VOP3", key[1])
            if k3 in rows:
                del rows[key]
    return rows


# ---------------------------------------------------------------------------
# Phase 1c (gfx11): VOPD.  Every (OPX, OPY) pair is disassembled once with distinctive
# registers in both halves (X: v10 = v20 op v30; Y: v41 = v50 op v60, the Y destination odd
# because X's is even); each half of the text gives the row of its opcode.  The halves are
# told apart by the " :: " separator.
# ---------------------------------------------------------------------------

VOPD_VALS = ({"vdst": 10, "src0": V + 20, "vsrc1": 30}, {"vdst": 41, "src0": V + 50, "vsrc1": 60})


def dual_word(gen, xvals, yvals):
    """The 64-bit VOPD word of two halves' field values."""
    F = formats(gen)
    fx, fy = DUALS[gen]
    return F[fy].encode(yvals, F[fx].encode(xvals))


def phase1_vopd(gen, regs, rows):
    if gen not in DUALS:
        return
    fx, fy = DUALS[gen]
    F = formats(gen)
    todo = []
    # vsrc1 cleared in X, Y or both as well: one-source operations (v_dual_mov_b32) need it 0
    for cx, cy in ((False, False), (True, False), (False, True), (True, True)):
        for ox in range(opcode_count(F[fx])):
            for oy in range(opcode_count(F[fy])):
                xv, yv = dict(VOPD_VALS[0], op=ox), dict(VOPD_VALS[1], op=oy)
                if cx:
                    del xv["vsrc1"]
                if cy:
                    del yv["vsrc1"]
                todo.append((xv, yv, words_to_bytes(dual_word(gen, xv, yv), 8) + words_to_bytes(LIT, 4)))
    for (xv, yv, b), r in zip(todo, disasm(MCPU[gen], [t[2] for t in todo])):
        if not r or r == "crash" or " :: " not in r[0]:
            continue
        for fname, vals, text in ((fx, xv, r[0].split(" :: ")[0]), (fy, yv, r[0].split(" :: ")[1])):
            key = (fname, vals["op"])
            if key in rows:
                continue
            mn, ops, mods = split_inst(text)
            opnds = [Opnd(x, regs) for x in ops]
            m = match_operands(opnds, vals, "VOP2", gen)
            if m is None:
                continue
            used = {f for f, o in m}
            rows[key] = dict(fmt=fname, op=vals["op"], tag="", vi=0, cleared=[], mn=mn, text=text,
                             vals={k: v for k, v in vals.items() if k in used or k == "op"},
                             size=r[1], same=r[2], match=m, mods=mods)


# ---------------------------------------------------------------------------
# Phase 1b (gfx90a): AGPR operands.  For every row of a format with `acc` fields, set one
# acc field at a time: the operands the disassembly then prints as AGPRs (a10 for v10) are
# chosen by that field (`field:av:type:ACC` in the row).
# ---------------------------------------------------------------------------

ACC_FIELDS = ("acc", "acc_cd", "src0_acc", "src1_acc")


def phase1_acc(gen, rows, regs):
    mcpu = MCPU[gen]
    F = formats(gen)
    todo = []
    for key, row in rows.items():
        if not row["match"]:
            continue
        for f in ACC_FIELDS:
            if f in F[row["fmt"]].fields:
                w, size = row_word(gen, row, {f: 1})
                todo.append((key, f, words_to_bytes(w, size) + words_to_bytes(LIT, 4)))
    res = disasm(mcpu, [t[2] for t in todo])
    for (key, f, b), r in zip(todo, res):
        row = rows[key]
        if not r or r == "crash":
            continue
        mn, ops, mods = split_inst(r[0])
        if mn != row["mn"] or len(ops) != len(row["match"]):
            continue
        for i, (field, o) in enumerate(row["match"]):
            a = Opnd(ops[i], regs)
            if o.file == "v" and a.file == "a" and a.num == o.num and a.count == o.count:
                row.setdefault("acc", {})[i] = f


def resolve_mai(rows):
    """MAI shares the VOP3P opcode space: an opcode is MAI when that form takes the matrix
    modifiers (cbsz/abid/blgp), else (v_accvgpr_read/write) VOP3P."""
    for key in list(rows):
        if key[0] != "MAI":
            continue
        kp = ("VOP3P", key[1])
        mai = any(m in ("cbsz", "abid", "blgp") for m in rows[key].get("modorder", []))
        if mai and kp in rows:
            del rows[kp]
        elif not mai:
            del rows[key]


# ---------------------------------------------------------------------------
# Phase 2: modifiers (disassembly with one modifier bit set at a time) and
# the DPP / SDWA / DPP8 forms of VOP1/VOP2/VOPC rows.
# ---------------------------------------------------------------------------

def mod_probes(gen, fname):
    """(field, value) pairs to try for modifier discovery."""
    fields = formats(gen)[fname].fields

    def have(pairs):
        return [(f, v) for f, v in pairs if f in fields]
    if fname == "SMEM":
        return have([("glc", 1), ("dlc", 1), ("nv", 1)])
    if fname == "VOP3":
        return [("clamp", 1), ("omod", 1), ("omod", 2), ("omod", 3), ("abs", 1), ("abs", 2), ("abs", 4),
                ("neg", 1), ("neg", 2), ("neg", 4), ("op_sel", 1), ("op_sel", 2), ("op_sel", 4), ("op_sel", 8)]
    if fname == "VOP3B":
        return [("clamp", 1), ("omod", 1), ("neg", 1), ("neg", 2), ("neg", 4)]
    if fname == "VOP3P":
        return [("clamp", 1), ("op_sel", 1), ("op_sel", 2), ("op_sel", 4), ("op_sel_hi", 6), ("op_sel_hi", 5),
                ("op_sel_hi", 3), ("neg", 1), ("neg", 2), ("neg", 4), ("neg_hi", 1), ("neg_hi", 2), ("neg_hi", 4)]
    if fname == "MAI":
        return [("cbsz", 1), ("abid", 1), ("blgp", 1)]
    if fname == "DS":
        return have([("gds", 1)])
    if fname == "MUBUF":
        return have([("glc", 1), ("slc", 1), ("lds", 1), ("tfe", 1), ("dlc", 1), ("scc", 1),
                     ("sc0", 1), ("sc1", 1), ("nt", 1)])
    if fname == "FLAT":
        return have([("glc", 1), ("slc", 1), ("lds", 1), ("nv", 1), ("dlc", 1), ("scc", 1),
                     ("sc0", 1), ("sc1", 1), ("nt", 1)])
    return []


MOD_NAME = [(re.compile(r"^(mul|div):"), "omod"), (re.compile(r"^op_sel:"), "op_sel"),
            (re.compile(r"^op_sel_hi:"), "op_sel_hi"), (re.compile(r"^neg_lo:"), "neg_lo"),
            (re.compile(r"^neg_hi:"), "neg_hi"), (re.compile(r"^offset:"), "offset"),
            (re.compile(r"^offset0:"), "offset0"), (re.compile(r"^offset1:"), "offset1")]


def mod_name(tok):
    for r, n in MOD_NAME:
        if r.match(tok):
            return n
    return tok.split(":")[0]


def row_word(gen, row, extra=None):
    F = formats(gen)
    vals = dict(row["vals"])
    if extra:
        vals.update(extra)
    return F[row["fmt"]].encode(vals), F[row["fmt"]].size


def return_bit(gen):
    """The FLAT cache bit that selects an atomic's returning form: glc, sc0 on gfx942."""
    return "glc" if "glc" in formats(gen)["FLAT"].fields else "sc0"


def add_returning_atomics(gen, rows, regs):
    """FLAT/GLOBAL atomics: glc=1 (gfx942: sc0=1) selects the returning form, which has a vdst
    operand in front.  It becomes its own row with glc=1 fixed; the no-return
    row gets the flag `noret`."""
    mcpu = MCPU[gen]
    F = formats(gen)
    rb = return_bit(gen)
    todo = []
    for key, row in rows.items():
        if row["fmt"] != "FLAT" or not row["match"]:
            continue
        fields = [f for f, o in row["match"]]
        if "data" in fields and "vdst" not in fields:
            vals = dict(row["vals"], vdst=10, **{rb: 1})
            todo.append((key, vals, words_to_bytes(F["FLAT"].encode(vals), 8) + words_to_bytes(LIT, 4)))
    res = disasm(mcpu, [t[2] for t in todo])
    for (key, vals, b), r in zip(todo, res):
        if not r or r == "crash":
            continue
        mn, ops, mods = split_inst(r[0])
        opnds = [Opnd(x, regs) for x in ops]
        m = match_operands(opnds, vals, "FLAT", gen)
        if mn != rows[key]["mn"] or not m or m[0][0] != "vdst":
            continue
        new = dict(rows[key])
        new.update(vals=vals, text=r[0], match=m, mods=mods, rtn=True)
        rows[key]["noret"] = True
        rows[key + ("rtn",)] = new


def phase2_mods(gen, rows):
    mcpu = MCPU[gen]
    todo = []
    for key, row in rows.items():
        for f, v in mod_probes(gen, row["fmt"]):
            extra = {f: v}
            if f == "op_sel_hi":
                pass
            w, size = row_word(gen, row, extra)
            todo.append((key, f, v, words_to_bytes(w, size) + words_to_bytes(LIT, 4)))
    res = disasm(mcpu, [t[3] for t in todo])
    for (key, f, v, b), r in zip(todo, res):
        row = rows[key]
        row.setdefault("modres", {})
        if not r or r == "crash":
            continue
        text, n, same = r
        mn, ops, mods = split_inst(text)
        if mn != row["mn"]:
            continue
        base_mods = set(row["mods"])
        new = [m for m in mods if m not in base_mods]
        opmods = []
        for o in ops:
            oo = Opnd(o, REGS_DUMMY)
            if oo.neg:
                opmods.append("neg")
            if oo.abs:
                opmods.append("abs")
        row["modres"][(f, v)] = (text, new, opmods, same)
    # the printed order: every pair of accepted modifiers at once
    todo = []
    for key, row in rows.items():
        acc = [(f, v) for (f, v), (text, new, opmods, same) in row.get("modres", {}).items() if new]
        seen = set()
        acc2 = []
        for f, v in acc:       # one value per field (first one)
            if f not in seen:
                seen.add(f)
                acc2.append((f, v))
        for i in range(len(acc2)):
            for j in range(i + 1, len(acc2)):
                (f1, v1), (f2, v2) = acc2[i], acc2[j]
                w, size = row_word(gen, row, {f1: v1, f2: v2})
                todo.append((key, f1, f2, words_to_bytes(w, size) + words_to_bytes(LIT, 4)))
    res = disasm(mcpu, [t[3] for t in todo])
    for (key, f1, f2, b), r in zip(todo, res):
        row = rows[key]
        row.setdefault("pairs", [])
        if r and r != "crash":
            mn, ops, mods = split_inst(r[0])
            names = [mod_name(m) for m in mods]
            row["pairs"].append(names)
    for key, row in rows.items():
        row["modorder"] = order_mods(row)


def order_mods(row):
    """Modifier names in printed order (topological sort of the pairwise
    observations, base modifiers of the canonical text first)."""
    names = []
    base = [mod_name(m) for m in row["mods"]]
    for (f, v), (text, new, opmods, same) in sorted(row.get("modres", {}).items(), key=str):
        for m in new:
            n = mod_name(m)
            if n not in names:
                names.append(n)
    allnames = []
    for n in base + names:
        if n not in allnames:
            allnames.append(n)
    before = set()
    for seq in [base] + row.get("pairs", []):
        for i in range(len(seq)):
            for j in range(i + 1, len(seq)):
                before.add((seq[i], seq[j]))
    out = []
    rest = list(allnames)
    while rest:
        for n in rest:
            if not any((m, n) in before for m in rest if m != n):
                out.append(n)
                rest.remove(n)
                break
        else:
            out.extend(rest)
            break
    return out


class _DummyRegs(Regs):
    def __getitem__(self, k):
        return 108


REGS_DUMMY = _DummyRegs()


def phase2_ext(gen, rows):
    """DPP / SDWA / DPP8 forms of VOP1, VOP2, VOPC rows."""
    mcpu = MCPU[gen]
    F = formats(gen)
    todo = []
    for key, row in rows.items():
        if row["fmt"] not in ("VOP1", "VOP2", "VOPC") or "src0" not in row["vals"]:
            continue
        base = dict(row["vals"])
        base.pop("src0")
        # DPP16: quad_perm identity, all rows/banks
        w = F[row["fmt"]].encode(dict(base, src0=250))
        ext = F["DPP"].encode(dict(dpp_src0=20, dpp_ctrl=0xE4, row_mask=15, bank_mask=15), 0) >> 32
        todo.append((key, "dpp", words_to_bytes(w, 4) + words_to_bytes(ext, 4) + words_to_bytes(LIT, 4)))
        # the DPP neg bits one at a time: llvm-mc prints some integer sources' bit as sext()
        for si, bit in ((0, "src0_neg"), (1, "src1_neg")):
            ext = F["DPP"].encode({"dpp_src0": 20, "dpp_ctrl": 0xE4, "row_mask": 15, "bank_mask": 15, bit: 1}, 0) >> 32
            todo.append((key, "dppneg%d" % si, words_to_bytes(w, 4) + words_to_bytes(ext, 4) + words_to_bytes(LIT, 4)))
        if "SDWA" in F:                # (gfx11 has no SDWA)
            # SDWA: all selects DWORD, dst_unused preserve
            w = F[row["fmt"]].encode(dict(base, src0=249))
            ext = F["SDWA"].encode(dict(sdwa_src0=20, dst_sel=6, dst_unused=2, src0_sel=6, src1_sel=6), 0) >> 32
            if row["fmt"] == "VOP1":      # no src1: its select bits must be 0
                ext = F["SDWA"].encode(dict(sdwa_src0=20, dst_sel=6, dst_unused=2, src0_sel=6), 0) >> 32
            if row["fmt"] == "VOPC":
                ext = F["SDWA"].encode(dict(sdwa_src0=20, src0_sel=6, src1_sel=6), 0) >> 32
            todo.append((key, "sdwa", words_to_bytes(w, 4) + words_to_bytes(ext, 4) + words_to_bytes(LIT, 4)))
        if "DPP8" in F:
            w = F[row["fmt"]].encode(dict(base, src0=233))
            ext = F["DPP8"].encode(dict(dpp_src0=20, lane_sel=0o76543210), 0) >> 32
            todo.append((key, "dpp8", words_to_bytes(w, 4) + words_to_bytes(ext, 4) + words_to_bytes(LIT, 4)))
    res = disasm(mcpu, [t[2] for t in todo])
    for (key, kind, b), r in zip(todo, res):
        row = rows[key]
        row.setdefault("ext", {})
        if not (r and r != "crash" and r[1] == 8):
            continue
        if kind.startswith("dppneg"):
            if "sext(" in r[0]:
                row["dppsext"] = row.get("dppsext", 0) | (1 << int(kind[-1]))
        else:
            row["ext"][kind] = r[0]


def phase2_dpp_controls(gen, rows):
    """Rows whose DPP form llvm-mc prints with a complaint for the identity quad_perm
    (gfx90a 64-bit "DP ALU" operations): the DPP controls it does accept there, as
    `dppctrls=NAME,...`."""
    mcpu = MCPU[gen]
    F = formats(gen)
    todo = []
    for key, row in rows.items():
        if "/*" not in row.get("ext", {}).get("dpp", ""):
            continue
        base = dict(row["vals"])
        base.pop("src0")
        w = F[row["fmt"]].encode(dict(base, src0=250))
        for c in range(512):
            ext = F["DPP"].encode(dict(dpp_src0=20, dpp_ctrl=c, row_mask=15, bank_mask=15), 0) >> 32
            todo.append((key, words_to_bytes(w, 4) + words_to_bytes(ext, 4)))
    res = disasm(mcpu, [t[1] for t in todo])
    for (key, b), r in zip(todo, res):
        if not r or r == "crash" or "/*" in r[0]:
            continue
        m = re.search(r" (quad_perm|row_(?!mask)\w+|wave_\w+)(?::(\[[\d,]+\]|\d+))?", r[0])
        if m:
            names = rows[key].setdefault("dppctrls", [])
            if m.group(1) not in names:
                names.append(m.group(1))


# ---------------------------------------------------------------------------
# Phase 3: what the assembler accepts in each operand position, and how it
# encodes literals there (the operand's type).
# ---------------------------------------------------------------------------

SRC_LIKE = {"src0", "src1", "src2", "ssrc0", "ssrc1", "soffset"}
LIT_PROBES = ["1.5", "0x12345", "-1.5"]


def regtext(file, num, count):
    if count == 1:
        return "%s%d" % (file, num)
    return "%s[%d:%d]" % (file, num, num + count - 1)


def _lit_of(enc, size):
    if len(enc) >= size + 4:
        return int.from_bytes(enc[size:size + 4], "little")
    return None


def phase3_operands(gen, rows, mattr=None):
    mcpu = MCPU[gen]
    F = formats(gen)
    todo = []
    for key, row in rows.items():
        if row["fmt"] in DUALS.get(gen, ()):
            continue                      # VOPD halves: src0 takes any source, vsrc1 a VGPR
        mn, ops, mods = split_inst(row["text"])
        for i, (field, o) in enumerate(row["match"]):
            if field not in SRC_LIKE or o.file not in ("v", "s"):
                continue
            cnt = o.count
            alts = {"v": regtext("v", 50, cnt), "s": regtext("s", 52, cnt), "ic": "1", "fc": "0.5"}
            for j, l in enumerate(LIT_PROBES):
                alts["lit%d" % j] = l
            for tag, a in alts.items():
                nops = list(ops)
                nops[i] = a
                line = mn + " " + ", ".join(nops) + ("" if not mods else " " + " ".join(mods))
                todo.append((key, i, field, tag, line))
    res = assemble(mcpu, [t[4] for t in todo], mattr)
    for (key, i, field, tag, line), r in zip(todo, res):
        row = rows[key]
        acc = row.setdefault("accept", {}).setdefault(i, {})
        if r[0] in ("error", "none"):
            acc[tag] = None
        else:
            acc[tag] = r[1]


def literal_class(acc, size):
    """From the encodings of 1.5 / 0x12345: the operand's literal class."""
    a = acc.get("lit0")
    b = acc.get("lit1")
    la = _lit_of(a, size) if a else None
    lb = _lit_of(b, size) if b else None
    if a is None and b is None:
        return None
    if la == 0x3E00:
        return "fp16"
    if la == 0x3FC00000 and b is None:
        return "int16"
    if la == 0x3FC00000:
        return "32"
    if la == 0x3FF80000:
        return "fp64"
    if a is None and b is not None:
        return "int64"
    return "?%s/%s" % (la, lb)


# ---------------------------------------------------------------------------
# Phase 4: rows -> `inst` lines (kinds, types, flags)
# ---------------------------------------------------------------------------

TYPE_RE = re.compile(r"^(b|f|i|u)(8|16|24|32|64|128)$")
LM_SRC2 = ("v_cndmask_b32", "v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32",
           "v_add_co_ci_u32", "v_sub_co_ci_u32", "v_subrev_co_ci_u32")
BRANCHES = ("s_branch", "s_cbranch_", "s_call_b64")
VOP_FMTS = ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3B", "VOP3P", "MAI", "VOPDX", "VOPDY")


def base_mnemonic(mn):
    for suf in ("_e32", "_e64"):
        if mn.endswith(suf):
            return mn[:-len(suf)]
    return mn


def mnemonic_types(mn):
    """Types named by the mnemonic's suffixes: [dst, src] (or [t])."""
    ts = []
    for tok in mn.split("_")[1:]:
        m = TYPE_RE.match(tok)
        if m:
            k, n = m.group(1), int(m.group(2))
            if n == 24:
                n = 32
            if n == 8 or n == 128:
                k, n = "b", 32
            ts.append(k + str(n))
    return ts


def sized(t, regs):
    """Adjusts a type to a register count (1 -> 32-bit or 16-bit, 2 -> 64-bit)."""
    if t in ("lm",):
        return t
    if t.startswith("v2"):
        return t if regs == 1 else "b%d" % (32 * regs)
    k, n = t[0], int(t[1:])
    if regs == 1 and n in (16, 32):
        return t
    if regs == 1 and n == 64:
        return k + "32" if k != "f" else "b32"
    if regs == 2:
        return k + "64" if k != "f" or n == 64 else "b64"
    return "b%d" % (32 * regs)


def vector_type(elem, regs):
    """A tuple type of `regs` registers of elements `elem` (v4f32, v2b32; f64 for one)."""
    n = regs * 32 // int(elem[1:])
    return elem if n == 1 else "v%d%s" % (n, elem)


def packed_type(mn, t):
    if not mn.startswith("v_pk_"):
        return t
    return {"f16": "v2f16", "i16": "v2i16", "u16": "v2i16", "b16": "v2b16"}.get(t, t)


def operand_kind_type(gen, row, i, field, o):
    mn = base_mnemonic(row["mn"])
    fname = row["fmt"]
    ts = mnemonic_types(mn)
    dst_t = ts[0] if ts else "b32"
    src_t = ts[-1] if ts else "b32"
    if mn.startswith(("v_mad_u64_u32", "v_mad_i64_i32")):
        dst_t, src_t = ts[0], ts[1]
    if mn.startswith("v_cvt_") and len(ts) == 1:
        src_t = "u32"            # v_cvt_f32_ubyte0, v_cvt_off_f32_i4: the source is an integer
    if mn.startswith(("v_cmp_class", "v_cmpx_class")) and field == "src1":
        src_t = "u32"            # class mask
    if mn.startswith(("v_dot2", "v_dual_dot2")):
        src_t = {"f16": "v2f16", "i16": "v2i16", "u16": "v2i16"}.get(src_t, src_t)
        if field == "src2":
            src_t = dst_t
    if mn.startswith(("v_dot4_", "v_dot8_")):
        src_t = "b32" if field != "src2" else dst_t
    acc = row.get("accept", {}).get(i)
    is_dst = i == 0 and field in ("vdst", "sdst", "sdata", "vdata") and not mn.startswith(("s_cmpk", "s_setreg"))
    # kind
    if field == "-":
        return "vcc", "lm"
    if o.file == "sym":
        b = o.base
        kind = ("hwreg" if b.startswith("hwreg(") else "sendmsg" if b.startswith("sendmsg(") else
                "gpridx" if b.startswith("gpr_idx(") else "depctr" if b.startswith("depctr") else
                "delayalu" if b.startswith(("instid", "instskip")) else "waitcnt")
        return kind, "b16"
    if field == "lit":
        return "imm", sized(src_t, 1)
    if o.file == "imm":
        if field == "simm16" and mn.startswith(BRANCHES):
            return "label", "i16"
        if field == "offset" and fname == "SMEM":
            return "smemoff", "u32"
        if field == "simm16":
            return "imm", ("u16" if ("_u32" in mn or mn.startswith(("s_version", "s_waitcnt_", "s_subvector"))) else "i16")
        return "imm", "u32"
    if fname == "SMEM" and field in ("offset", "soffset"):
        return "smemoff", "u32"
    if fname == "MUBUF" and field == "vaddr":
        return "mubufaddr", sized("b32", max(o.count, 1))
    if fname == "FLAT" and field == "addr":
        return "flataddr", "b64" if (o.count == 2 or row["vals"].get("seg") == 0) else "b32"
    if fname == "FLAT" and field == "saddr":
        return "saddr", "b64" if row["vals"].get("seg") == 2 else "b32"
    if o.file == "a":
        kind = "a"
    elif fname.startswith("VOPD"):
        kind = "src" if field == "src0" else "v"
    elif acc is not None:
        v = bool(acc.get("v"))
        sc = bool(acc.get("s"))
        c = bool(acc.get("ic") or acc.get("fc"))
        kind = "src" if v and (sc or c) else "v" if v else "ssrc" if c else "s"
        if field in ("ssrc0", "ssrc1", "soffset") and kind == "src":
            kind = "ssrc"
    elif o.file == "v":
        kind = "v"
    else:
        kind = "s"
    # type
    lm = False
    if kind == "v" and i in row.get("acc", {}):
        kind = "av"               # VGPR or AGPR, chosen by an acc field (appended in finalize)
    if fname in VOP_FMTS and o.file == "s" and kind == "s":
        if field in ("sdst",) or (field == "vdst" and mn.startswith("v_cmp")) or \
                (field == "src2" and mn.startswith(LM_SRC2)):
            lm = True
    if fname in VOP_FMTS and field == "src2" and mn.startswith(LM_SRC2) and kind in ("s", "ssrc"):
        lm = True
    if lm:
        return kind, "lm"
    if fname in VOP_FMTS:
        if field in SRC9:
            t = src_t
            if mn.startswith(("v_mad_u64_u32", "v_mad_i64_i32")) and field == "src2":
                t = dst_t
            t = packed_type(mn, t)
        else:
            t = packed_type(mn, dst_t)
            if mn.startswith(("v_cvt_pk", "v_cvt_pknorm", "v_pack_b32")):
                t = "b32"
        t = sized(t, o.count)
        if mn.startswith("v_wmma_") and field in ("vdst", "src2"):
            # The C/D matrix spans 8 registers in wave32 and 4 in wave64 (RDNA3 ISA section
            # 7.9); the probes run in wave32, so the width comes from the wave size.
            return kind, "wacc"
        if o.count > 1 and (mn.startswith("v_pk_") or (fname == "MAI" and field in ("vdst", "src2"))):
            # packed FP32 (gfx90a) and MFMA accumulators: tuples whose element type says how
            # an inline constant is read (v2f32: 1.0 = 0x3f800000 in each half)
            t = vector_type(dst_t if field in ("vdst", "src2") else src_t, o.count)
        cls = literal_class(acc, formats(gen)[fname].size) if acc else None
        t2 = refine_type(t, cls)
        if t2 != t:
            row.setdefault("type_fixes", []).append((field, t, t2, cls))
        return kind, t2
    if fname in ("SOP1", "SOP2", "SOPC", "SOPK"):
        t = dst_t if (is_dst or field == "sdst") else src_t
        t = sized(t, o.count)
        cls = literal_class(acc, 4) if acc else None
        t2 = refine_type(t, cls)
        if t2 != t:
            row.setdefault("type_fixes", []).append((field, t, t2, cls))
        return kind, t2
    return kind, "b%d" % (32 * o.count)


def refine_type(t, cls):
    if cls is None or t == "lm":
        return t
    if cls == "32" and t in ("v2i16", "v2b16"):
        return t                 # packed integer sources take a plain 32-bit literal
    if cls == "fp16" and t not in ("f16", "v2f16"):
        return "v2f16" if t.startswith("v2") else "f16"
    if cls == "int16" and t not in ("i16", "u16", "b16", "v2i16", "v2b16"):
        return (t[0] if t[0] in "iub" else "b") + "16"
    if cls == "fp64" and t != "f64":
        return "f64"
    if cls == "int64" and t not in ("i64", "u64", "b64"):
        return (t[0] if t[0] in "iub" else "b") + "64"
    if cls == "32" and t in ("f16", "i16", "u16", "b16", "f64", "i64", "u64", "b64"):
        return t[0] + "32"
    return t


def finalize(gen, rows):
    """Builds the row records that go into the file."""
    out = []
    vopfam = {}
    for key, row in rows.items():
        if row["fmt"] in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3B"):
            fam = "e32" if row["fmt"] in ("VOP1", "VOP2", "VOPC") else "e64"
            vopfam.setdefault(base_mnemonic(row["mn"]), set()).add(fam)
    for key, row in sorted(rows.items(), key=lambda kv: (FMT_ORDER.index(kv[0][0]), kv[0][1], kv[0][2] if len(kv[0]) > 2 else 0, len(kv[0]))):
        mn = row["mn"]
        b = base_mnemonic(mn)
        # probe values that do not make a legal canonical line
        if b == "s_set_gpr_idx_on":
            row["vals"]["ssrc1"] = 3            # a 4-bit immediate
        if b.startswith("s_waitcnt_") and row["fmt"] == "SOPK" and family(gen) == "gfx11":
            row["vals"]["sdst"] = null_reg(gen)    # gfx11: "src0 must be null"
        if b == "v_writelane_b32" and family(gen) == "gfx9":
            row["vals"]["src1"] = 132           # gfx9: one SGPR on the constant bus -> lane = inline 4
        if not row["match"] and not row["mods"]:
            row["vals"] = {k: v for k, v in row["vals"].items() if k in ("op", "seg")}
        ops = []
        for i, (field, o) in enumerate(row["match"]):
            kind, t = operand_kind_type(gen, row, i, field, o)
            ops.append((field, kind, t))
        accs = row.get("acc", {})
        flags = []
        mods = list(row.get("modorder", []))
        opm = set()
        for (f, v), (text, new, opmods, same) in row.get("modres", {}).items():
            opm.update(opmods)
        if row["fmt"] == "MUBUF" and "offen" in mods and "idxen" not in mods:
            mods.insert(mods.index("offen") + 1, "idxen")
        if row["fmt"] == "SMEM" and any(k == "smemoff" for f, k, t in ops):
            mods = ["offset"] + [m for m in mods if m != "offset"]
        negmask = absmask = 0
        for (f, v), (text, new, opmods, same) in row.get("modres", {}).items():
            if f in ("neg", "abs", "neg_hi") and opmods:
                name = "abs" if (f == "neg_hi" or "abs" in opmods and f == "abs") else "neg"
                if name == "neg" and "neg" in opmods:
                    negmask |= v
                elif name == "abs" and "abs" in opmods:
                    absmask |= v
        if row.get("noret") and return_bit(gen) in mods:
            mods.remove(return_bit(gen))        # glc (sc0) selects the returning row
        pre = [m for m in ("neg", "abs") if m in opm]
        mods = pre + [m for m in mods if m not in pre]
        if mods:
            flags.append("mods=" + ",".join(mods))
        for x in ("dpp", "dpp8", "sdwa"):
            if x in row.get("ext", {}):
                flags.append(x)
        fam = vopfam.get(b, set())
        suffixed = mn != b
        if row["fmt"] in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3B"):
            predicted = fam == {"e32", "e64"}
            if predicted != suffixed:
                flags.append("nosuffix" if not suffixed else "suffix")
        if row["fmt"] in ("VOP1", "VOP2", "VOPC") and "e64" not in fam:
            flags.append("e32only")
        if row["fmt"] in ("VOP3", "VOP3B") and not suffixed and "e32" in fam:
            mn = b + "_e64"       # the disassembler omits _e64 here, the assembler needs it
        nsrcs = sum(1 for f, k, t in ops if f in SRC9)
        full = (1 << nsrcs) - 1
        if "neg" in opm and negmask != full:
            # a float row whose source takes no neg modifier: that source is an integer
            # (v_ldexp_* exponent, v_cmp_class_* mask, v_cvt_pk_u8_f32 byte index)
            si = 0
            for j, (f, k, t) in enumerate(ops):
                if f in SRC9:
                    if not (negmask >> si) & 1 and t in ("f16", "f32"):
                        ops[j] = (f, k, {"f16": "i16", "f32": "i32" if b.startswith("v_ldexp") else "u32"}[t])
                        row.setdefault("type_fixes", []).append((f, t, ops[j][2], "no neg modifier"))
                    si += 1
        if "neg" in opm and negmask != full:
            flags.append("negmask=%d" % negmask)
        if "neg" in mods and "neg" not in opm:
            # printed as neg:[a,b,c], not -x (gfx942's f64 MFMAs): the field whose bits it shows
            # (the MAI word's blgp)
            nf = sorted(f for (f, v), (text, new, opmods, same) in row.get("modres", {}).items()
                        if any(m.startswith("neg:[") for m in new))
            if nf:
                flags.append("neglist=" + nf[0])
        if "abs" in opm and absmask != full:
            flags.append("absmask=%d" % absmask)
        if row.get("noret"):
            flags.append("noret")
        if row.get("dppctrls"):
            flags.append("dppctrls=" + ",".join(row["dppctrls"]))
        if row.get("dppsext") and "dpp" in flags:
            flags.append("dppsext=%d" % row["dppsext"])    # v_ldexp_f16's exponent
        if row["fmt"] == "VOP3" and "op_sel" in mods:
            # VOP3 op_sel lists are [src0, .., dst], one element per source plus the destination,
            # except where llvm-mc prints another length: v_permlane*16 op_sel:[fi, bound_ctrl],
            # gfx11 v_fmac_f16_e64 op_sel:[src0, src1, src2, dst] (src2 is the tied destination,
            # not encoded)
            n = opsel_printed_len(row)
            if n and n != nsrcs + 1:
                flags.append("opsel_len=%d" % n)
                # elements whose bit llvm-mc's disassembler rejects are not encoded (gfx11
                # v_fmac_f16: src2 is the tied destination; the assembler takes and drops
                # it); the others are bits, even without a source (v_cvt_sr_*: byte select)
                drop = sum(1 << i for i in range(n) if ("op_sel", 1 << i) not in row.get("modres", {}))
                if drop:
                    flags.append("opsel_drop=%d" % drop)
        # operands whose register file an acc field chooses: field:kind:type:ACC
        ops = [(f, k, t + ":" + accs[j]) if k in ("av", "src") and j in accs else (f, k, t)
               for j, (f, k, t) in enumerate(ops)]
        fixed = []
        if row["fmt"] == "FLAT":
            fixed.append("seg=%d" % row["vals"]["seg"])
        if row.get("rtn"):
            fixed.append("%s=1" % return_bit(gen))
        out.append(dict(key=key, mn=b, printed=mn, fmt=row["fmt"], op=row["op"], ops=ops, flags=flags,
                        fixed=fixed, row=row))
    # the e32 rows take the integer source types found on their VOP3 form
    e64 = {r["mn"]: r for r in out if r["fmt"] in ("VOP3", "VOP3B")}
    for r in out:
        if r["fmt"] in ("VOP1", "VOP2", "VOPC") and r["mn"] in e64:
            t64 = {f: t for f, k, t in e64[r["mn"]]["ops"]}
            for j, (f, k, t) in enumerate(r["ops"]):
                f64 = {"vsrc1": "src1"}.get(f, f)
                if t in ("f16", "f32") and t64.get(f64) in ("i16", "i32", "u32"):
                    r["ops"][j] = (f, k, t64[f64])
    return out


def opsel_printed_len(row):
    """The number of elements llvm-mc prints in the op_sel list of a row (0: never printed)."""
    for (f, v), (text, new, opmods, same) in sorted(row.get("modres", {}).items()):
        for m in new:
            if m.startswith("op_sel:["):
                return m.count(",") + 1
    return 0


FMT_ORDER = ["SOP2", "SOPK", "SOP1", "SOPC", "SOPP", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3", "VOP3B",
             "VOP3P", "VOPDX", "VOPDY", "MAI", "DS", "MUBUF", "FLAT"]


def inst_line(r):
    ops = " ".join("%s:%s:%s" % x for x in r["ops"])
    parts = ["inst", r["mn"], r["fmt"], str(r["op"])]
    if ops:
        parts.append(ops)
    parts += r["flags"] + r["fixed"]
    return " ".join(parts)


# ---------------------------------------------------------------------------
# Tables for the special syntaxes, by probing
# ---------------------------------------------------------------------------

def find_op(rows, fmt, mn):
    for key, row in rows.items():
        if row["fmt"] == fmt and base_mnemonic(row["mn"]) == mn:
            return row
    return None


def special_tables(gen, rows):
    mcpu = MCPU[gen]
    F = formats(gen)
    lines = []
    # hwreg: s_getreg_b32 s10, hwreg(ID) for every id (offset 0, size 32)
    getreg = find_op(rows, "SOPK", "s_getreg_b32")
    ws = [words_to_bytes(F["SOPK"].encode(dict(op=getreg["op"], sdst=10, simm16=i | (31 << 11))), 4) for i in range(64)]
    for i, r in enumerate(disasm(mcpu, ws)):
        if r and r != "crash":
            m = re.search(r"hwreg\((HW_REG_\w+)\)", r[0])
            if m:
                lines.append("hwreg %s %d" % (m.group(1), i))
    # sendmsg: ids 0..15 x op 0..7 (op in bits 6:4, stream in 9:8)
    sm = find_op(rows, "SOPP", "s_sendmsg")
    seen = set()
    probes = [(i, o) for i in range(16) for o in range(8)]
    ws = [words_to_bytes(F["SOPP"].encode(dict(op=sm["op"], simm16=i | (o << 4))), 4) for i, o in probes]
    for (i, o), r in zip(probes, disasm(mcpu, ws)):
        if r and r != "crash":
            m = re.search(r"sendmsg\((\w+)(?:, (\w+))?", r[0])
            if m and not m.group(1).isdigit():
                if m.group(1) not in seen:
                    seen.add(m.group(1))
                    lines.append("sendmsg %s %d" % (m.group(1), i))
                if m.group(2) and not m.group(2).isdigit():
                    lines.append("sysmsg %s %s %d" % (m.group(1), m.group(2), o))
    if SPECIAL_EXTRA.get(family(gen)):
        lines += SPECIAL_EXTRA[family(gen)].splitlines()
    # waitcnt: which simm16 bits feed which counter
    wc = find_op(rows, "SOPP", "s_waitcnt")
    ctr_bits = {}
    base = 0xFFFF
    r0 = disasm(mcpu, [words_to_bytes(F["SOPP"].encode(dict(op=wc["op"], simm16=0)), 4)])[0][0]
    ws = [words_to_bytes(F["SOPP"].encode(dict(op=wc["op"], simm16=1 << b)), 4) for b in range(16)]
    for b, r in enumerate(disasm(mcpu, ws)):
        if r and r != "crash":
            for m in re.finditer(r"(\w+)\((\d+)\)", r[0]):
                if int(m.group(2)) != 0:
                    ctr_bits.setdefault(m.group(1), []).append(b)
    lines += (COUNTERS if rdna(gen) else COUNTERS_GCN).splitlines()
    # in llvm-mc's printing order (gfx11 stores expcnt in the lowest bits)
    order = ["vmcnt", "expcnt", "lgkmcnt"]
    for name, bits in sorted(ctr_bits.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else 9):
        parts = []
        for b in bits:
            if parts and parts[-1][0] == b - 1:
                parts[-1][0] = b
            else:
                parts.append([b, b])
        lines.append("waitcnt %s %s" % (name, ",".join("%d:%d" % (h, l) if h != l else str(h) for h, l in parts)))
    lines += (COUNTS if rdna(gen) else COUNTS_GCN).splitlines()
    lines += props_lines(gen)
    # DPP controls: v_mov_b32_dpp with every dpp_ctrl value
    mov = find_op(rows, "VOP1", "v_mov_b32")
    ws = []
    for c in range(512):
        w = F["VOP1"].encode(dict(op=mov["op"], vdst=10, src0=250))
        ext = F["DPP"].encode(dict(dpp_src0=20, dpp_ctrl=c, row_mask=15, bank_mask=15), 0) >> 32
        ws.append(words_to_bytes(w, 4) + words_to_bytes(ext, 4))
    groups = []
    dis = disasm(mcpu, ws)
    # keep only the controls the assembler accepts back to the same word
    back = assemble(mcpu, [r[0] if r and r != "crash" else "s_nop 0" for r in dis])
    for c, r in enumerate(dis):
        if not r or r == "crash" or back[c][0] == "error" or back[c][1] != ws[c]:
            continue
        m = re.search(r" (quad_perm|row_(?!mask)\w+|wave_\w+)(?::(\[[\d,]+\]|\d+))?", r[0])
        if not m:
            continue
        name = m.group(1)
        arg = m.group(2)
        val = None
        if arg and arg.startswith("["):
            val = None
        elif arg:
            val = int(arg)
        if name == "row_bcast":
            name = "row_bcast:%d" % val
            val = None
        if groups and groups[-1][0] == name and (val is None or groups[-1][3] == val - 1):
            groups[-1][3] = val if val is not None else groups[-1][3]
            groups[-1][4] = c
        else:
            groups.append([name, c, val, val, c])
    for name, c0, vmin, vmax, c1 in groups:
        if name == "quad_perm":
            lines.append("dppctrl quad_perm 0x%03x 0 255" % c0)
        elif vmin is None:
            lines.append("dppctrl %s 0x%03x 0 0" % (name, c0))
        else:
            lines.append("dppctrl %s 0x%03x %d %d" % (name, c0 - vmin, vmin, vmax))
    lines += delay_alu_table(gen, rows)
    if "SDWA" not in F:
        return lines
    # SDWA selects
    add = find_op(rows, "VOP2", "v_add_f32")
    ws = []
    for sel in range(8):
        w = F["VOP2"].encode(dict(op=add["op"], vdst=10, src0=249, vsrc1=30))
        ext = F["SDWA"].encode(dict(sdwa_src0=20, dst_sel=sel, dst_unused=sel % 4, src0_sel=6, src1_sel=6), 0) >> 32
        ws.append(words_to_bytes(w, 4) + words_to_bytes(ext, 4))
    sels, unused = {}, {}
    for sel, r in enumerate(disasm(mcpu, ws)):
        if r and r != "crash":
            m = re.search(r"dst_sel:(\w+)", r[0])
            if m:
                sels[sel] = m.group(1)
            m = re.search(r"dst_unused:(\w+)", r[0])
            if m and m.group(1) not in unused.values():
                unused[sel % 4] = m.group(1)
    for v, n in sorted(sels.items()):
        lines.append("sdwasel %s %d" % (n, v))
    for v, n in sorted(unused.items()):
        lines.append("dstunused %s %d" % (n, v))
    return lines


def delay_alu_table(gen, rows):
    """s_delay_alu (gfx11): `instid0(NAME) | instskip(NAME) | instid1(NAME)`.  The fields are
    found by setting simm16 bits one at a time, the names by disassembling every value of each
    field (the other fields kept at a printed value: instid0 = 1, instskip = 1)."""
    row = find_op(rows, "SOPP", "s_delay_alu")
    if row is None:
        return []
    mcpu = MCPU[gen]
    F = formats(gen)

    def words(vals):
        return [words_to_bytes(F["SOPP"].encode(dict(op=row["op"], simm16=v)), 4) for v in vals]
    bits = {}
    for b, r in enumerate(disasm(mcpu, words([1 << b for b in range(16)]))):
        if r and r != "crash":
            for m in re.finditer(r"(\w+)\((\w+)\)", r[0]):
                bits.setdefault(m.group(1), []).append(b)
    fields = {}
    for name in ("instid0", "instskip", "instid1"):
        # a field is the contiguous range from its lowest bit to the next field's lowest bit
        lo = min(bits[name])
        fields[name] = lo
    order = sorted(fields.items(), key=lambda kv: kv[1])
    lines = ["# s_delay_alu fields (simm16 bits) and the names of their values; printed in this",
             "# order, joined by ' | ', a field that is 0 omitted (instid0 is always printed)."]
    for i, (name, lo) in enumerate(order):
        hi = (order[i + 1][1] if i + 1 < len(order) else max(max(b) for b in bits.values()) + 1) - 1
        base = {"instid0": 0, "instskip": 1, "instid1": 1 | (1 << fields["instskip"])}[name]
        vals = list(range(1 << (hi - lo + 1)))
        names = []
        for v, r in zip(vals, disasm(mcpu, words([base | (v << lo) for v in vals]))):
            if r and r != "crash":
                m = re.search(name + r"\((\w+)\)", r[0])
                if m and not m.group(1).isdigit():
                    names.append("%s=%d" % (m.group(1), v))
        lines.append("delayalu %s %d:%d %s" % (name, hi, lo, ",".join(names)))
    return lines


# ---------------------------------------------------------------------------
# Printing a row (the canonical assembly) and the round-trip check
# ---------------------------------------------------------------------------

TYPE_REGS = {"b96": 3, "b128": 4, "b160": 5, "b256": 8, "b512": 16, "b1024": 32}


def type_regs(t, gen, wave64):
    t = t.split(":")[0]       # b32:acc -> b32
    if t == "lm":
        return 2 if (family(gen) == "gfx9" or wave64) else 1
    if t == "wacc":           # gfx11 WMMA C/D: 8 registers in wave32, 4 in wave64
        return 4 if wave64 else 8
    if t in TYPE_REGS:
        return TYPE_REGS[t]
    m = re.match(r"^v(\d+)[bfiu](\d+)$", t)      # tuples: v2f16 (one register), v4f32, v4f64
    if m:
        return max(1, int(m.group(1)) * int(m.group(2)) // 32)
    return 2 if t.endswith("64") else 1


class Namer:
    def __init__(self, reg_lines):
        self.n32, self.n64 = {}, {}
        self.ttmp = None
        for l in reg_lines:
            t = l.split("#")[0].split()
            if t and t[0] == "iconst":
                lo, hi, base = int(t[1]), int(t[2]), int(t[3])
                step = 1 if hi >= lo else -1
                for k, val in enumerate(range(lo, hi + step, step)):
                    self.n32.setdefault(base + k, str(val))
                    self.n64.setdefault(base + k, str(val))
                continue
            if t and t[0] == "const" and t[1] != "literal":
                self.n32.setdefault(int(t[2]), "0.15915494" if t[1] == "inv2pi" else t[1])
                self.n64.setdefault(int(t[2]), "0.15915494" if t[1] == "inv2pi" else t[1])
                continue
            if not t or t[0] != "reg":
                continue
            if len(t) == 4 and t[3] == "@2":
                self.n64[int(t[2])] = t[1]
            elif len(t) == 4:
                if t[1] == "ttmp":
                    self.ttmp = (int(t[2]), int(t[3]))
            else:
                self.n32.setdefault(int(t[2]), t[1])

    def scalar(self, n, cnt):
        if cnt == 2 and n in self.n64:
            return self.n64[n]
        if cnt == 1 and n in self.n32:
            return self.n32[n]
        if self.ttmp and self.ttmp[0] <= n < self.ttmp[0] + self.ttmp[1]:
            return regtext("ttmp", n - self.ttmp[0], cnt)
        return regtext("s", n, cnt)


def render(gen, r, vals, namer, wave64=False):
    """The canonical assembly text of row r with field values vals."""
    fmt = r["fmt"]
    ops = []
    nsrc = 0
    for field, kind, t in r["ops"]:
        w = type_regs(t, gen, wave64)
        v = vals.get(field, 0)
        accf = t.split(":")[1] if ":" in t else None
        vfile = "a" if kind == "a" or (accf and vals.get(accf)) else "v"
        if field in SRC9:
            nsrc += 1
        if kind == "ivcc":
            continue
        if kind == "vcc":
            ops.append("vcc" if (family(gen) == "gfx9" or wave64) else "vcc_lo")
        elif kind == "imm" and field == "simm16" and "immfmt=hex" in r["flags"]:
            ops.append(hex(v))
        elif kind in ("v", "a", "av", "src", "ssrc", "s") and field in SRC9 and v >= 256:
            ops.append(regtext(vfile, v - 256, w))
        elif kind in ("v", "a", "av"):
            ops.append(regtext(vfile, v, w))
        elif kind in ("s", "ssrc", "src"):
            ops.append(namer.scalar(v, w))
        elif kind == "imm":
            ops.append(hex(LIT) if field == "lit" else str(v))
        elif kind in ("label", "waitcnt", "sendmsg", "gpridx", "depctr", "delayalu"):
            ops.append(str(v))
        elif kind == "hwreg":
            ops.append("hwreg(%d, %d, %d)" % (v & 63, (v >> 6) & 31, ((v >> 11) & 31) + 1))
        elif kind == "smemoff":
            if family(gen) == "gfx9":
                ops.append(hex(vals.get("offset", 0)) if vals.get("imm") else namer.scalar(vals.get("offset", 0), 1))
            else:
                so = vals.get("soffset", null_reg(gen))
                ops.append(hex(vals.get("offset", 0)) if so == null_reg(gen) else namer.scalar(so, 1))
        elif kind == "mubufaddr":
            n = int(bool(vals.get("offen"))) + int(bool(vals.get("idxen")))
            ops.append("off" if n == 0 else regtext("v", v, n))
        elif kind == "flataddr":
            seg = vals.get("seg", 0)
            sa = vals.get("saddr", off_value(gen))
            off = off_value(gen)
            if seg == 0:
                ops.append(regtext("v", v, 2))
            elif seg == 2:
                ops.append(regtext("v", v, 2 if sa == off else 1))
            elif family(gen) == "gfx11":
                ops.append(regtext("v", v, 1) if vals.get("sve") else "off")
            else:
                ops.append(regtext("v", v, 1) if sa == off else "off")
        elif kind == "saddr":
            seg = vals.get("seg", 0)
            ops.append("off" if v == off_value(gen) else namer.scalar(v, 2 if seg == 2 else 1))
        else:
            raise ValueError(kind)
    mods = []
    modlist = []
    for f in r["flags"]:
        if f.startswith("mods="):
            modlist = f[5:].split(",")
    for m in modlist:
        if m == "offset":
            if fmt == "DS":
                o = vals.get("offset0", 0) | (vals.get("offset1", 0) << 8)
            elif fmt == "SMEM":
                o = vals.get("offset", 0) if (rdna(gen) and vals.get("soffset", null_reg(gen)) != null_reg(gen)) or \
                    (family(gen) == "gfx9" and vals.get("soe")) else 0
            else:
                o = vals.get("offset", 0)
            if o:
                mods.append("offset:%d" % o)
        elif m in ("offset0", "offset1"):
            if vals.get(m):
                mods.append("%s:%d" % (m, vals[m]))
        elif m in ("offen", "idxen", "glc", "slc", "dlc", "lds", "tfe", "gds", "clamp", "scc", "sc0", "sc1", "nt"):
            if vals.get(m):
                mods.append(m)
        elif m in ("cbsz", "abid", "blgp"):
            if vals.get(m):
                mods.append("%s:%d" % (m, vals[m]))
        elif m == "omod":
            if vals.get("omod"):
                mods.append(["", "mul:2", "mul:4", "div:2"][vals["omod"]])
        elif m in ("op_sel", "op_sel_hi", "neg_lo", "neg_hi"):
            fld = {"neg_lo": "neg"}.get(m, m)
            n = nsrc + (1 if m == "op_sel" and fmt == "VOP3" else 0)
            v = vals.get(fld, 0)
            default = 7 if (m == "op_sel_hi" and not r["mn"].startswith(("v_mad_mix", "v_fma_mix"))) else 0
            if (v & ((1 << n) - 1)) != (default & ((1 << n) - 1)) or (m == "op_sel_hi" and v != default):
                mods.append("%s:[%s]" % (m, ",".join(str((v >> k) & 1) for k in range(n))))
    text = r["printed"]
    if ops:
        text += " " + ", ".join(ops)
    if mods:
        text += " " + " ".join(mods)
    return text


def dual_partner(gen, r, recs):
    """A VOPD half is checked as a whole instruction: with v_dual_mov_b32 as the other half.
    Returns (x record, y record) or None for other rows."""
    if r["fmt"] not in DUALS.get(gen, ()):
        return None
    fx, fy = DUALS[gen]
    mov = {x["fmt"]: x for x in recs if x["fmt"] in (fx, fy) and x["mn"] == "v_dual_mov_b32"}
    return (r, mov[fy]) if r["fmt"] == fx else (mov[fx], r)


def expected_encoding(gen, r, vals, recs=None):
    F = formats(gen)
    pair = dual_partner(gen, r, recs) if recs else None
    if pair:
        x, y = pair
        b = words_to_bytes(dual_word(gen, x["row"]["vals"], y["row"]["vals"]), 8)
        if any(f == "lit" for h in pair for f, k, t in h["ops"]):
            b += words_to_bytes(LIT, 4)
        return b
    fmt = F[r["fmt"]]
    w = fmt.encode(vals)
    b = words_to_bytes(w, fmt.size)
    if any(f == "lit" for f, k, t in r["ops"]):
        b += words_to_bytes(LIT, 4)
    return b


def row_text(gen, r, namer, wave64, recs):
    """The canonical assembly of a row (a VOPD half: joined with its partner)."""
    pair = dual_partner(gen, r, recs)
    if pair:
        return " :: ".join(render(gen, h, h["row"]["vals"], namer, wave64) for h in pair)
    return render(gen, r, r["row"]["vals"], namer, wave64)


def roundtrip(gen, recs, namer, wave64=False):
    mcpu = MCPU[gen]
    lines = [row_text(gen, r, namer, wave64, recs) for r in recs]
    res = assemble(mcpu, lines, "+wavefrontsize64" if wave64 else None)
    ok = []
    bad = []
    F = formats(gen)
    for r, l, x in zip(recs, lines, res):
        exp = expected_encoding(gen, r, r["row"]["vals"], recs)
        if x[0] != "error" and x[1] != exp and len(x[1]) == len(exp) and not wave64 and not dual_partner(gen, r, recs):
            # a field the syntax does not show, set by the assembler: record it
            fmt = F[r["fmt"]]
            got = int.from_bytes(x[1][:fmt.size], "little")
            want = int.from_bytes(exp[:fmt.size], "little")
            used = {f for f, k, t in r["ops"]} | {"op"}
            diff = {f: fmt.decode(got, f) for f in fmt.fields if fmt.decode(got, f) != fmt.decode(want, f)}
            if diff and not (set(diff) & used) and x[1][fmt.size:] == exp[fmt.size:]:
                for f, v in diff.items():
                    r["row"]["vals"][f] = v
                    r["fixed"].append("%s?=%d" % (f, v))
                exp = expected_encoding(gen, r, r["row"]["vals"])
        if x[0] == "error":
            bad.append((r, l, "asm error: " + x[1]))
        elif x[1] != exp:
            bad.append((r, l, "encoding %s != expected %s (llvm prints %s)" % (x[1].hex(), exp.hex(), x[0])))
        else:
            ok.append((r, l))
    return ok, bad


# ---------------------------------------------------------------------------
# Writing the .isa file
# ---------------------------------------------------------------------------

GEN_ATTRS = {
    "gfx9": [("wave64_only", 1, "no wave32"), ("vop3_literal", 0, "VOP3/VOP3P sources take inline constants only"),
             ("const_bus_limit", 1, "SGPRs + literals a VALU instruction may read"),
             ("src_sdwa", 249, "src0 value selecting the SDWA extension dword"),
             ("src_dpp", 250, "src0 value selecting the DPP extension dword"),
             ("src_literal", 255, "a 32-bit literal dword follows the instruction"),
             ("flat_saddr_off", 0x7F, "GLOBAL/SCRATCH saddr value meaning `off`"),
             ("flat_offset_bits", 13, "FLAT offset width (signed for GLOBAL/SCRATCH, unsigned 12 bits for FLAT)"),
             ("smem_offset_bits", 21, "SMEM immediate offset width (signed, except s_buffer_*)"),
             "attr vgpr_base         256   # source number of v0 in 9-bit source fields",
             "attr seg_scratch        1     # FLAT seg value of SCRATCH instructions",
             "attr flat_saddr_flat    0     # saddr value plain FLAT (seg 0) instructions carry"],
    "gfx10": [("wave64_only", 0, "wave32 is the default, wave64 with +wavefrontsize64"),
              ("vop3_literal", 1, "VOP3/VOP3P sources may use one 32-bit literal"),
              ("const_bus_limit", 2, "SGPRs + literals a VALU instruction may read"),
              ("src_sdwa", 249, "src0 value selecting the SDWA extension dword"),
              ("src_dpp", 250, "src0 value selecting the DPP16 extension dword"),
              ("src_dpp8", 233, "src0 value selecting the DPP8 extension dword (fi=0)"),
              ("src_dpp8fi", 234, "src0 value selecting the DPP8 extension dword with fi=1"),
              ("src_literal", 255, "a 32-bit literal dword follows the instruction"),
              ("flat_saddr_off", 0x7D, "GLOBAL/SCRATCH saddr value meaning `off` (null)"),
              ("flat_scratch_st", 0x7F, "SCRATCH saddr value of ST mode: no VGPR, no SGPR, the offset alone (`off, off`)"),
              "attr flat_saddr_flat     125   # saddr value plain FLAT (seg 0) instructions carry (null; gfx9: 0)",
              ("flat_offset_bits", 12, "FLAT offset width (signed for GLOBAL/SCRATCH, unsigned 11 bits for FLAT)"),
              ("smem_offset_bits", 21, "SMEM immediate offset width (signed, except s_buffer_*)"),
              ("smem_soffset_none", 125, "SMEM soffset value meaning no SGPR offset (null)"),
              "attr vgpr_base         256   # source number of v0 in 9-bit source fields",
              "attr seg_scratch        1     # FLAT seg value of SCRATCH instructions"],
    "gfx11": [("wave64_only", 0, "wave32 is the default, wave64 with +wavefrontsize64"),
              ("vop3_literal", 1, "VOP3/VOP3P sources may use one 32-bit literal"),
              ("const_bus_limit", 2, "SGPRs + literals a VALU instruction may read"),
              ("src_dpp", 250, "src0 value selecting the DPP16 extension dword"),
              ("src_dpp8", 233, "src0 value selecting the DPP8 extension dword (fi=0)"),
              ("src_dpp8fi", 234, "src0 value selecting the DPP8 extension dword with fi=1"),
              ("src_literal", 255, "a 32-bit literal dword follows the instruction"),
              ("flat_saddr_off", 124, "GLOBAL/SCRATCH saddr value meaning `off` (null = 124 on gfx11)"),
              ("flat_saddr_flat", 124, "saddr value plain FLAT (seg 0) instructions carry (null)"),
              ("flat_offset_bits", 13, "FLAT offset width (signed for GLOBAL/SCRATCH, unsigned 12 bits for FLAT)"),
              ("smem_offset_bits", 21, "SMEM immediate offset width (signed, except s_buffer_*)"),
              ("smem_soffset_none", 124, "SMEM soffset value meaning no SGPR offset (null)"),
              ("vgpr_base", 256, "source number of v0 in 9-bit source fields"),
              ("seg_scratch", 1, "FLAT seg value of SCRATCH instructions"),
              ("flat_sve", 1, "SCRATCH rows set the `sve` field when the address operand is a VGPR"),
              ("vopd_wave32_only", 1, "VOPD (v_dual_*) exists in wave32 only")],
}
# (Attributes given as whole lines were added by hand after the first extraction; they are
# encodings the assembler needs that the probes do not derive.)

# Layouts of the special immediates: pseudo-formats written after the encodings.
PSEUDO_FORMATS = """# Layouts of the special immediates (fields of simm16): hwreg(ID, OFFSET, SIZE) with
# size stored minus one, and sendmsg(MSG, OP, STREAM).
format HWREG 4 0 0 hwreg_id=5:0 hwreg_offset=10:6 hwreg_size=15:11
format SENDMSG 4 0 0 msg_id=3:0 msg_op=6:4 msg_stream=9:8"""
# gfx11 widens the message id to bits 7:0 and drops the operation and stream fields; llvm-mc-19
# still accepts sendmsg(ID, OP, STREAM) and ORs OP << 4 and STREAM << 8 into the id
# (sendmsg(2, 2, 0) = 0x22, which its disassembler prints as sendmsg(34, 0, 0)).
PSEUDO_FORMATS_GFX11 = """# Layouts of the special immediates (fields of simm16): hwreg(ID, OFFSET, SIZE) with
# size stored minus one, and sendmsg(MSG, OP, STREAM). The message id is bits 7:0; msg_op
# overlaps it: an operation or stream written in the syntax is ORed into the word, and the
# disassembler decodes neither (llvm-mc-19: sendmsg(2, 2, 0) = 0x22 = sendmsg(34, 0, 0)).
format HWREG 4 0 0 hwreg_id=5:0 hwreg_offset=10:6 hwreg_size=15:11
format SENDMSG 4 0 0 msg_id=7:0 msg_op=6:4 msg_stream=9:8"""


def pseudo_formats(gen):
    return PSEUDO_FORMATS_GFX11 if family(gen) == "gfx11" else PSEUDO_FORMATS


# s_waitcnt_depctr counters of gfx10 and gfx11 (identical in llvm-mc-19; checked against its
# encodings by verify_depctr).
DEPCTR_TABLE = """# s_waitcnt_depctr counters (simm16 bit fields; a counter not named stays at its maximum;
# bits 6:5 are unused and zero). Derived from llvm-mc-19 encodings: depctr_va_vdst(0) = 0x0f9f,
# depctr_sa_sdst(0) = 0xff9e, depctr_vm_vsrc(0) = 0xff83.
depctr depctr_hold_cnt 7
depctr depctr_sa_sdst 0
depctr depctr_va_vdst 15:12
depctr depctr_va_sdst 11:9
depctr depctr_va_ssrc 8
depctr depctr_va_vcc 1
depctr depctr_vm_vsrc 4:2"""

# Tables of special syntaxes not derived by probing, written after the sendmsg table.
SPECIAL_EXTRA = {
    "gfx9": """# gpr_idx(...) operand of s_set_gpr_idx_on / s_set_gpr_idx_mode: a mask of these bits.
gpridx SRC0 1
gpridx SRC1 2
gpridx SRC2 4
gpridx DST 8""",
    "gfx10": DEPCTR_TABLE,
    "gfx11": DEPCTR_TABLE,     # the same counters and bits (verify_depctr checks both)
}

# The wait counters (written before the waitcnt lines; added by hand), in the order reports
# list them: RDNA adds vscnt, which has no s_waitcnt field.
_COUNTERS_HEAD = """# The wait counters, in the order reports list them (README.md, "Wait counters"). A counter
# s_waitcnt's immediate names takes its largest count from its field (`waitcnt NAME BITS`,
# the ISA reference guide's S_WAITCNT); one without a field gives it here.
counter vmcnt
counter lgkmcnt
"""
COUNTERS_GCN = _COUNTERS_HEAD + "counter expcnt"
COUNTERS = _COUNTERS_HEAD + """# vscnt: only s_waitcnt_vscnt names it, with a 6-bit count (RDNA ISA reference guides,
# S_WAITCNT_VSCNT).
counter vscnt 63
counter expcnt"""

# What the wait counters count (written after the waitcnt lines; added by hand): RDNA, and
# GCN (gfx9), which has no vscnt: its stores and atomics without return count in vmcnt.
_COUNTS_COMMON = """counts flat lgkmcnt inorder
counts lds lgkmcnt inorder
counts gds lgkmcnt inorder
counts sendmsg lgkmcnt inorder
counts smem lgkmcnt anyorder
counts export expcnt inorder"""
COUNTS_GCN = """# What the wait counters count (AMDGPUUsage, "Memory Model GFX6-GFX9"): every vector
# memory access counts in vmcnt, reported in issue order; LDS, GDS and messages in lgkmcnt
# in order, scalar memory in lgkmcnt in any order; FLAT also counts in lgkmcnt.
counts vmem_load vmcnt inorder
counts vmem_store vmcnt inorder
counts vmem_atomic_ret vmcnt inorder
counts vmem_atomic vmcnt inorder
""" + _COUNTS_COMMON
COUNTS = """# What the wait counters count (AMDGPUUsage, "Memory Model GFX10-GFX11"): loads and
# atomics with a return value count in vmcnt, stores and atomics without one in vscnt
# (s_waitcnt_vscnt), each reported in issue order; LDS, GDS and messages in lgkmcnt
# in order, scalar memory in lgkmcnt in any order; FLAT also counts in lgkmcnt.
counts vmem_load vmcnt inorder
counts vmem_store vscnt inorder
counts vmem_atomic_ret vmcnt inorder
counts vmem_atomic vscnt inorder
""" + _COUNTS_COMMON


# Instruction properties (written after the counts lines; added by hand): README.md,
# "Instruction properties". The patterns name rows, so each generation lists its own.
_PROPS_COMMON = """# What each row is to the timing model and the compiler's passes (README.md, "Instruction
# properties"): `props PATTERN... : KEY=VALUE...`, a pattern being a format or a mnemonic with
# `*`; a later line overrides what an earlier one set. Issue units and rate classes follow the
# ISA reference guides' instruction groups (the "Instruction Issue" and "Data-Sharing"
# chapters); the hazard classes are those of AMDGPUUsage's and the guides' wait-state tables.
props SOP1 SOP2 SOPC SOPK : unit=salu op=alu
props SOPP : unit=internal op=alu
props s_branch s_cbranch_* : unit=branch op=branch
props s_setpc_b64 s_swappc_b64 : unit=branch op=branch
props s_waitcnt : unit=internal op=waitcnt
props s_barrier : unit=internal op=barrier
props s_nop : op=nop
props s_sleep : op=sleep
props s_setprio : op=setprio
props s_endpgm : op=endpgm
props s_sendmsg s_sendmsghalt : unit=salu op=sendmsg
props SMEM : unit=smem op=load
props s_dcache_inv* : op=inv_scalar
props DS : unit=lds op=access
props MUBUF FLAT : unit=vmem op=load
props *_store* : op=store
props *_atomic_* : op=atomic
props VOP1 VOP2 VOPC VOP3 VOP3B VOP3P : unit=valu op=alu
props v_mul_lo_u32 v_mul_hi_u32 v_mul_hi_i32 : rate=imul
props v_mad_u64_u32 v_mad_i64_i32 : rate=imul64
props v_*_f64* : rate=f64
props v_exp_* v_log_* v_rcp_* v_rsq_* v_sqrt_* v_sin_* v_cos_* : rate=trans
props v_div_fmas_* : hazards=reads_vcc_after_valu
props v_readlane_b32 v_writelane_b32 : hazards=lane_select"""
_PROPS_RDNA = _PROPS_COMMON + """
props s_waitcnt_vmcnt : unit=internal op=waitcnt_one waits=vmcnt
props s_waitcnt_vscnt : unit=internal op=waitcnt_one waits=vscnt
props s_waitcnt_lgkmcnt : unit=internal op=waitcnt_one waits=lgkmcnt
props s_waitcnt_expcnt : unit=internal op=waitcnt_one waits=expcnt
props s_waitcnt_depctr : op=waitcnt_depctr
props s_atc_probe* : op=access
props s_gl1_inv : op=inv_gl1
props buffer_gl0_inv : op=inv_l1
props buffer_gl1_inv : op=inv_gl1"""
# The LDS access shape (added by hand after the props lines): written after `props DS`.
_LDS_SHAPE = """props DS : unit=lds op=access
# The LDS access shape each lane presents to the banks: bytes per address, and the
# two-address forms (offset0/offset1 count elements, 64 of them for %s).
props DS : access_bytes=4
props ds_*_b64 ds_*_u64 ds_*_i64 ds_*_f64 : access_bytes=8
props ds_*_b96 : access_bytes=12
props ds_*_b128 : access_bytes=16
"""
_LDS_TWO_ADDR = {"gcn": """props ds_read2_* ds_write2_* ds_wrxchg2_* : addresses=2
props ds_read2st64_* ds_write2st64_* ds_wrxchg2st64_* : addresses=2 offset_scale=64
""", "gfx11": """props ds_*_2addr_* : addresses=2
props ds_*_2addr_stride64_* : addresses=2 offset_scale=64
"""}


def _with_lds_shape(text, names):
    return text.replace("props DS : unit=lds op=access\n", _LDS_SHAPE % ("st64" if names == "gcn" else "stride64") +
                        _LDS_TWO_ADDR[names], 1)


PROPS = {
    "gfx9": _PROPS_COMMON + """
props s_cbranch_g_fork s_cbranch_join : unit=salu op=alu
props s_store_* s_scratch_store_* s_buffer_store_* : op=store
props s_atomic_* s_buffer_atomic_* : op=atomic
props s_atc_probe* s_dcache_discard* : op=access
props buffer_wbinvl1 buffer_wbinvl1_vol : op=inv_l1
props s_dcache_wb* : op=other
props s_memtime s_memrealtime : op=memtime""",
    "gfx10": _PROPS_RDNA + """
props s_memtime s_memrealtime : op=memtime""",
    "gfx11": _PROPS_RDNA + """
props VOPDX VOPDY : unit=valu op=alu
# WMMA runs on the SIMD's VALU, without co-execution, 32 cycles (16 for iu4) in either wave size:
# a wave64 computes the same 16x16x16 product (AMD Matrix Instruction Calculator, RDNA3 "cycles"
# and "co-execution"; GPUOpen, "How to accelerate AI applications on RDNA 3 using WMMA": "a
# single WMMA instruction coordinates 32 clocks").
props v_wmma_* : cycles=32
props v_wmma_i32_16x16x16_iu4 : cycles=16""",
}
PROPS = {g: _with_lds_shape(t, "gfx11" if g == "gfx11" else "gcn") for g, t in PROPS.items()}
# A delta generation's own, applied after its base's (gfx90a's full description is gfx9's
# lines plus these; gfx942's is gfx90a's, less PROPS_DROP, plus these).
PROPS_EXTRA = {"gfx90a": """# The matrix core (the AMD Matrix Instruction Calculator, CDNA2 "cycles" and "co-execution";
# LLVM's scheduling model for gfx90a, SIDPFullSpeedModel, in passes of 4 cycles): an MFMA
# co-executes with the VALU and holds the SIMD's matrix core 8 (4x4 shapes), 32 (16x16) or 64
# (32x32) cycles; the f64 MFMAs do not co-execute: they hold the VALU 16 (4x4x4) or 32 cycles.
props MAI : unit=matrix op=alu
props v_mfma_*_4x4x* : cycles=8
props v_mfma_*_16x16x* : cycles=32
props v_mfma_*_32x32x* : cycles=64
props v_mfma_f64_* : unit=valu cycles=32
props v_mfma_f64_4x4x4f64 : cycles=16
props buffer_wbl2 buffer_invl2 : op=wb_l2""",
               # gfx942 (MI300 ISA reference guide, "Memory Scope and Temporal Controls"): buffer_wbl2
               # writes back the L2, buffer_inv invalidates the vector L1 (and, by its sc0/sc1
               # scope bits, the L2 for system scope; the op list has no separate scope).  The fp8
               # and sparse MFMAs are MAI rows: `props MAI` above covers them.
               "gfx942": """props buffer_wbl2 : op=wb_l2
props buffer_inv : op=inv_l1
# gfx942's matrix core is twice as fast on the 16x16 shapes with K of 8 (xf32), 16 or 32 and
# the 32x32 shapes with K of 4 (xf32), 8 or 16, and the sparse ones (LLVM's scheduling model for
# gfx940, SIDPGFX940FullSpeedModel): 4 and 8 passes, 16 and 32 cycles.
props v_mfma_f32_16x16x8_xf32 v_mfma_*_16x16x16* v_mfma_*_16x16x32* v_smfmac_*_16x16x* : cycles=16
props v_mfma_f32_32x32x4_xf32 v_mfma_*_32x32x8* v_mfma_*_32x32x16* v_smfmac_*_32x32x* : cycles=32"""}
# Base props lines a delta generation removes (a pattern must match a row of the merged
# description, and gfx942 has no buffer_invl2).
PROPS_DROP = {"gfx942": ("props buffer_wbl2 buffer_invl2 : op=wb_l2",)}


def props_lines(gen):
    """The props lines of a generation's complete description: its base chain's, then its own."""
    lines = props_lines(BASE[gen]) if gen in BASE else PROPS[gen].splitlines()
    lines = [l for l in lines if l not in PROPS_DROP.get(gen, ())]
    if gen in MTBUF_GENS and "props MTBUF : unit=vmem op=load" not in lines:
        i = lines.index("props MUBUF FLAT : unit=vmem op=load")
        lines.insert(i + 1, "props MTBUF : unit=vmem op=load")
    return lines + PROPS_EXTRA.get(gen, "").splitlines()
# Row corrections made by hand after probing (printing hints the probes cannot see, and
# operand kinds the probe values hide): mnemonic -> (extra flags, replacement ops, comment).
ROW_FIXES = {
    "gfx9": {
        "s_set_gpr_idx_on": ([], [("ssrc0", "ssrc", "b32"), ("ssrc1", "gpridx", "u32")],
                             "hand-corrected: src0 takes constants, src1 prints gpr_idx()"),
        "ds_swizzle_b32": (["swizzle"], None, None),
    },
    "gfx10": {
        "s_subvector_loop_begin": (["immfmt=dec"], None, None),
        "s_subvector_loop_end": (["immfmt=dec"], None, None),
        "s_inst_prefetch": (["immfmt=hex"], None, None),
        "s_clause": (["immfmt=hex"], None, None),
        "s_round_mode": (["immfmt=hex"], None, None),
        "s_ttracedata_imm": (["immfmt=hex16"], None, None),
        "ds_swizzle_b32": (["swizzle"], None, None),
    },
    "gfx11": {
        "s_subvector_loop_begin": (["immfmt=dec"], None, None),
        "s_subvector_loop_end": (["immfmt=dec"], None, None),
        "s_clause": (["immfmt=hex"], None, None),
        "s_round_mode": (["immfmt=hex"], None, None),
        "s_wait_event": (["immfmt=hex"], None, None),
        "s_set_inst_prefetch_distance": (["immfmt=hex"], None, None),
        "s_ttracedata_imm": (["immfmt=hex16"], None, None),
        "ds_swizzle_b32": (["swizzle"], None, None),
        # VOPD: the condition is vcc_lo, read although the syntax does not show it
        "v_dual_cndmask_b32": ([], [("vdst", "v", "b32"), ("src0", "src", "b32"), ("vsrc1", "v", "b32"),
                                    ("-", "ivcc", "lm")], "hand-corrected: reads vcc_lo (implicit)"),
        # the probes (wave32) see one SGPR; the condition is a lane mask (s[n:n+1] in wave64)
        "v_cndmask_b16": ([], [("vdst", "v", "b16"), ("src0", "src", "b16"), ("src1", "src", "b16"),
                               ("src2", "s", "lm")], "hand-corrected: src2 is the lane mask"),
    },
}


def apply_row_fixes(gen, recs):
    fixes = ROW_FIXES.get(family(gen), {})
    for r in recs:
        if r["mn"] in fixes:
            flags, ops, comment = fixes[r["mn"]]
            r["flags"] = r["flags"] + flags
            if ops is not None:
                r["ops"] = list(ops)
            if comment:
                r["comment"] = comment

FMT_COMMENTS = {
    "SOPP": "# SOPP: label operands are in dwords relative to the next instruction.",
    "SMEM": None,
    "VOP1": "# VOP1/VOP2/VOPC: the e32 forms.  The printer appends _e32 when the mnemonic also has a\n"
            "# VOP3 row (flag `nosuffix` marks rows printed without it anyway); `dpp`/`sdwa`/`dpp8` tell\n"
            "# that the same opcode exists with the extension dword.",
    "VOP3": "# VOP3: native VOP3 opcodes and the _e64 forms of VOP1/VOP2/VOPC (own opcode numbers).",
    "VOP3B": "# VOP3B: VOP3 with a scalar destination (carry-out / div_scale) in bits 14:8.",
    "FLAT": "# FLAT, GLOBAL (seg=2) and SCRATCH (seg=1) share the encoding; `seg` is fixed per row.",
}

# ---------------------------------------------------------------------------
# MTBUF (typed buffer access with the format in the instruction: tbuffer_load/store_format_*).
# Probed apart from phases 1-4 (added after the first extraction): the layout below was found by
# setting one bit at a time and disassembling (the `format` field is bits 25:19 everywhere; gfx9
# splits it into DATA_FORMAT 22:19 and NUM_FORMAT 25:23, the pseudo-format BUFFMT); the rows by
# disassembling every opcode with vdata=v10 (the register width gives the type); the `format:`
# names by disassembling every format value: llvm-mc prints the gfx9 name pairs
# `format:[BUF_DATA_FORMAT_x,BUF_NUM_FORMAT_y]`, omitting a component equal to the default's
# (format 1 = [BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_UNORM], printed as nothing), and the gfx10/gfx11
# unified names `format:[BUF_FMT_x]`, or `format:N` where N has no name.  The modifiers are the
# MUBUF rows' (no lds): gfx900 `tfe`, gfx90a `scc` and AGPR data (`acc`), gfx942 sc0/nt/sc1.
# ---------------------------------------------------------------------------
MTBUF_FORMATS = {
    "gfx9": "format MTBUF 8 0xe8000000 0xfc000000 op=18:15 format=25:19 glc=14 idxen=13 offen=12 offset=11:0 "
            "soffset=63:56 tfe=55 slc=54 srsrc=52:48>>2 vdata=47:40 vaddr=39:32",
    "gfx90a": "format MTBUF 8 0xe8000000 0xfc000000 op=18:15 format=25:19 glc=14 idxen=13 offen=12 offset=11:0 "
              "soffset=63:56 acc=55 slc=54 scc=53 srsrc=52:48>>2 vdata=47:40 vaddr=39:32",
    "gfx942": "format MTBUF 8 0xe8000000 0xfc000000 op=18:15 format=25:19 sc0=14 idxen=13 offen=12 offset=11:0 "
              "soffset=63:56 acc=55 nt=54 sc1=53 srsrc=52:48>>2 vdata=47:40 vaddr=39:32",
    "gfx10": "format MTBUF 8 0xe8000000 0xfc000000 op=18:16,53 format=25:19 dlc=15 glc=14 idxen=13 offen=12 "
             "offset=11:0 soffset=63:56 tfe=55 slc=54 srsrc=52:48>>2 vdata=47:40 vaddr=39:32",
    "gfx11": "format MTBUF 8 0xe8000000 0xfc000000 op=18:15 format=25:19 glc=14 dlc=13 slc=12 offset=11:0 "
             "soffset=63:56 idxen=55 offen=54 tfe=53 srsrc=52:48>>2 vdata=47:40 vaddr=39:32",
}
MTBUF_MODS = {"gfx9": "format,offen,idxen,offset,glc,slc,tfe", "gfx90a": "format,offen,idxen,offset,glc,slc,scc",
              "gfx942": "format,offen,idxen,offset,sc0,nt,sc1", "gfx10": "format,offen,idxen,offset,glc,slc,dlc,tfe",
              "gfx11": "format,offen,idxen,offset,glc,slc,dlc,tfe"}
# The generations whose descriptions hold the MTBUF lines.
MTBUF_GENS = ("gfx9", "gfx90a", "gfx942", "gfx10", "gfx11")
MTBUF_DEFAULT = 1       # the format llvm-mc writes when none is given (and does not print)


def mtbuf_section(gen):
    """The MTBUF lines of `gen`: the format line, the `format:` name tables and the rows."""
    F = Format(MTBUF_FORMATS[gen])
    mcpu = MCPU[gen]
    base = dict(vdata=10, vaddr=0, srsrc=24, soffset=40)
    probes = [words_to_bytes(F.encode(dict(base, op=op, format=MTBUF_DEFAULT)), 8) for op in range(opcode_count(F))]
    rows = []
    av = ":acc" if "acc" in F.fields else ""
    for op, r in enumerate(disasm(mcpu, probes)):
        if r is None or r == "crash":
            continue
        mn, ops, _ = split_inst(r[0])
        m = re.match(r"^[va](?:10|\[10:(\d+)\])$", ops[0])
        regs = int(m.group(1)) - 9 if m and m.group(1) else 1
        t = {1: "b32", 2: "b64", 3: "b96", 4: "b128"}[regs]
        rows.append("inst %s MTBUF %d vdata:%s:%s%s vaddr:mubufaddr:b32 srsrc:s:b128 soffset:ssrc:b32 mods=%s" %
                    (mn, op, "av" if av else "v", t, av, MTBUF_MODS[gen]))
    nfmt = 1 << F.width("format")
    texts = disasm(mcpu, [words_to_bytes(F.encode(dict(base, op=0, format=v)), 8) for v in range(nfmt)])
    names = {}
    for v, r in enumerate(texts):
        m = re.search(r"format:\[([^\]]*)\]", r[0]) if r not in (None, "crash") else None
        names[v] = m.group(1).split(",") if m else []
    lines = [MTBUF_FORMATS[gen]]
    if family(gen) == "gfx9":
        lines.append("# format:[BUF_DATA_FORMAT_x,BUF_NUM_FORMAT_y]: the fields of MTBUF `format`")
        lines.append("format BUFFMT 4 0 0 dfmt=3:0 nfmt=6:4")
        dn, nn = {}, {}
        for v, ns in names.items():
            for n in ns:
                (dn if n.startswith("BUF_DATA_FORMAT_") else nn)[n] = (v & 15) if n.startswith("BUF_DATA_FORMAT_") else v >> 4
        # the default's components are never printed: their names are learnt by assembling
        for n in ("BUF_DATA_FORMAT_8", "BUF_NUM_FORMAT_UNORM"):
            if not mtbuf_accepts_default(gen, n):
                raise RuntimeError("default format name %s not accepted" % n)
            (dn if n.startswith("BUF_DATA_FORMAT_") else nn)[n] = (MTBUF_DEFAULT & 15) if "DATA" in n else MTBUF_DEFAULT >> 4
        tables = ["bufdfmt %s %d" % (n, x) for n, x in sorted(dn.items(), key=lambda e: e[1])]
        tables += ["bufnfmt %s %d" % (n, x) for n, x in sorted(nn.items(), key=lambda e: e[1])]
    else:
        tables = ["bufufmt %s %d" % (ns[0], v) for v, ns in sorted(names.items()) if ns]
        if not mtbuf_accepts_default(gen, "BUF_FMT_8_UNORM"):
            raise RuntimeError("default unified format name not accepted")
        tables.insert(1, "bufufmt BUF_FMT_8_UNORM %d" % MTBUF_DEFAULT)
    attr = "attr mtbuf_format_default %d  # the format written when none is given (printed as nothing)" % MTBUF_DEFAULT
    return lines, [attr], tables, rows


def mtbuf_accepts_default(gen, name):
    """True when `format:[NAME]` assembles to the default format (which llvm-mc never prints)."""
    F = Format(MTBUF_FORMATS[gen])
    out = assemble(MCPU[gen], ["tbuffer_load_format_x v1, off, s[4:7], 0 format:[%s]" % name])[0]
    want = words_to_bytes(F.encode(dict(vdata=1, vaddr=0, srsrc=4, soffset=128, op=0, format=MTBUF_DEFAULT)), 8)
    return out[0] != "error" and bytes(out[1]) == want


# After the format comment, where a row of the format has a filled field (the round trip).
FILLED_COMMENT = ("# `vdst?=126` (gfx10+ v_cmpx): the assembler fills the unused destination with exec_lo's\n"
                  "# number, as llvm-mc-19 does; any value decodes (llvm-mc-15/clang-15 write 0).")


# ---------------------------------------------------------------------------
# Semantic names (gfx11): llvm-mc accepts the gfx10 mnemonics on gfx1100 as aliases of the
# renamed instructions (s_load_dword -> s_load_b32, ds_read_b32 -> ds_load_b32,
# s_andn2_b32 -> s_and_not1_b32, ...).  Every gfx10.isa row is printed with the probe values
# and assembled for gfx1100; the mnemonic llvm-mc prints is the new name of the old one.  A
# gfx11 row whose mnemonic gfx10 lacks gets `sem=OLD`: the simulator runs it with OLD's
# semantics.  VOPD halves take the semantics of the VOP1/VOP2 instruction they name
# (v_dual_add_f32 -> v_add_f32).
# ---------------------------------------------------------------------------

# gfx942 renames gfx90a's MFMAs (v_mfma_f32_32x32x8f16 -> v_mfma_f32_32x32x8_f16,
# v_mfma_f32_32x32x1f32 -> v_mfma_f32_32x32x1_2b_f32, ...), learnt the same way against gfx90a.
SEM_BASE = {"gfx11": "gfx10", "gfx942": "gfx90a"}


def isa_records(gen, path):
    """The inst rows of a description file as render() records, with probe field values."""
    recs = []
    st = load_isa(path)
    both = {}
    for t in st:
        if t[0] == "inst" and t[2] in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3B"):
            both.setdefault(t[1], set()).add("e32" if t[2] in ("VOP1", "VOP2", "VOPC") else "e64")
    for t in st:
        if t[0] != "inst":
            continue
        ops, flags, fixed = [], [], {}
        for x in t[4:]:
            if is_fixed_field(x) or is_filled_field(x):
                k, v = x.split("=")
                fixed[k.rstrip("?")] = int(v, 0)
            elif ":" in x and "=" not in x:
                ops.append(tuple(x.split(":", 2)))
            else:
                flags.append(x)
        fmt = t[2]
        if fmt == "MTBUF":
            continue            # written apart from the phases (mtbuf_section); no renames there
        variants = probe_variants(gen, fmt)
        vals = dict(variants[0][1])
        if fmt == "FLAT":
            tag = {0: "flat", 1: "scratch", 2: "global"}[fixed.get("seg", 0)]
            vals = dict(dict(variants)[tag])
        vals.update(fixed)
        vals["op"] = int(t[3])
        printed = t[1] + ("_e64" if fmt in ("VOP3", "VOP3B") and both.get(t[1]) == {"e32", "e64"} else "")
        recs.append(dict(mn=t[1], printed=printed, fmt=fmt, ops=ops, flags=flags, row=dict(vals=vals)))
    reg_lines = [" ".join(t) for t in st if t[0] in ("reg", "const", "iconst")]
    return recs, Namer(reg_lines)


def semantic_names(gen, recs, log=print):
    base = SEM_BASE[gen]
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", base + ".isa")
    old, namer = isa_records(base, path)
    old_names = {r["mn"] for r in old}
    lines = [render(base, r, r["row"]["vals"], namer) for r in old]
    renamed = {}
    for r, x in zip(old, assemble(MCPU[gen], lines)):
        if x[0] in ("error", "none"):
            continue
        new = base_mnemonic(x[0].split()[0])
        if new != r["mn"] and new not in old_names:
            renamed.setdefault(new, r["mn"])
    unmapped = []
    for r in recs:
        mn = r["mn"]
        if r["fmt"] in DUALS.get(gen, ()):
            mn = "v_" + mn[len("v_dual_"):]
            if mn not in old_names and mn not in renamed:
                unmapped.append(r["mn"])
                continue
            r["flags"].append("sem=" + renamed.get(mn, mn))
        elif mn not in old_names:
            if mn in renamed:
                r["flags"].append("sem=" + renamed[mn])
            else:
                unmapped.append(mn)
    log("%s: %d mnemonics renamed from %s (sem=), %d rows with no %s counterpart" %
        (gen, len(renamed), base, len(unmapped), base))


def probed_attrs(gen, recs):
    """Generation-wide DPP facts, by probing llvm-mc:
    - dpp_bound_ctrl0: whether `bound_ctrl:0` sets bit 51 as `bound_ctrl:1` does (gfx9/gfx10:
      llvm-mc's legacy reading of the written 0) or leaves it clear (gfx11: the value is the bit);
    - dpp_vopc_suffix (only where VOPC rows have DPP forms): whether llvm-mc prints those with
      `_dpp` (gfx11 does not: `v_cmp_eq_f32 vcc_lo, v1, v2 quad_perm:[..]`)."""
    out = []
    probe = "v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] bound_ctrl:%d"
    r0, r1 = assemble(MCPU[gen], [probe % 0, probe % 1])
    if r0[0] == "error" or r1[0] == "error" or not (r1[1][6] >> 3) & 1:
        raise RuntimeError("%s: the bound_ctrl probes do not assemble as expected: %s %s" % (gen, r0, r1))
    sets = (r0[1][6] >> 3) & 1
    out.append(("dpp_bound_ctrl0", sets, "DPP `bound_ctrl:0` sets bit 51 as `bound_ctrl:1` does" if sets
                else "DPP `bound_ctrl:N` writes N to bit 51 (`bound_ctrl:0` leaves it clear)"))
    texts = [r["row"]["ext"][x] for r in recs if r["fmt"] == "VOPC" for x in ("dpp", "dpp8")
             if x in r["row"].get("ext", {})]
    if texts:
        suffixed = {t.split()[0].endswith("_dpp") for t in texts}
        if len(suffixed) != 1:
            raise RuntimeError("%s: VOPC DPP forms are printed both with and without _dpp" % gen)
        sfx = int(suffixed.pop())
        out.append(("dpp_vopc_suffix", sfx, "VOPC DPP16/DPP8 forms print %s`_dpp`" % ("with " if sfx else "without ")))
    return out


def verify_depctr(gen, special):
    """The depctr table (written by hand) against llvm-mc: s_waitcnt_depctr NAME(0) must give
    the immediate with every counter at its maximum, NAME's bits cleared and the unused bits 0."""
    fields = []
    for l in special:
        t = l.split("#")[0].split()
        if t and t[0] == "depctr":
            mask = 0
            for part in t[2].split(","):
                hi, lo = (int(x) for x in part.split(":")) if ":" in part else (int(part), int(part))
                mask |= ((1 << (hi - lo + 1)) - 1) << lo
            fields.append((t[1], mask))
    if not fields:
        return
    full = 0
    for n, m in fields:
        full |= m
    res = assemble(MCPU[gen], ["s_waitcnt_depctr %s(0)" % n for n, m in fields])
    for (n, m), r in zip(fields, res):
        got = None if r[0] == "error" else int.from_bytes(r[1][:2], "little")
        if got != full & ~m:
            raise RuntimeError("%s: depctr %s: llvm-mc gives %s, the table 0x%04x" % (gen, n, got, full & ~m))


def tuple_align(gen):
    """The alignment llvm-mc demands of VGPR tuples (gfx90a: 64-bit, i.e. even registers)."""
    r = assemble(MCPU[gen], ["v_lshlrev_b64 v[2:3], 1, v[3:4]"])[0]
    return 2 if r[0] == "error" and "aligned" in r[1] else 1


# ---------------------------------------------------------------------------
# Delta descriptions (`base NAME`): the same rules as sim/isa/description.cpp
# ---------------------------------------------------------------------------

KEY_ARITY = {"gen": 0, "attr": 1, "reg": 1, "alias": 1, "const": 1, "iconst": 1, "format": 1, "hwreg": 1,
             "sendmsg": 1, "sysmsg": 2, "gpridx": 1, "waitcnt": 1, "depctr": 1, "dppctrl": 1, "sdwasel": 1,
             "dstunused": 1, "inst": 2, "dual": 1, "delayalu": 1, "counter": 1, "counts": 2, "props": 0,
             "bufdfmt": 1, "bufnfmt": 1, "bufufmt": 1}
VALUE_FLAGS = ("mods", "immfmt", "opsel_len", "opsel_drop", "neglist", "negmask", "absmask", "dppctrls", "dppsext", "sem")


def statements(text):
    """The lines of a description as token lists (comments and blank lines dropped)."""
    out = []
    for line in text.splitlines():
        t = line.split("#")[0].split()
        if t:
            out.append(t)
    return out


def is_fixed_field(tok):
    eq, c = tok.find("="), tok.find(":")
    return eq > 0 and (c < 0 or eq < c) and tok[:eq] not in VALUE_FLAGS and not is_filled_field(tok)


def is_filled_field(tok):
    """FIELD?=VALUE: written by the assembler, ignored by the decoder (not part of a row's key)."""
    eq, c = tok.find("?="), tok.find(":")
    return eq > 0 and (c < 0 or eq < c)


def stmt_key(t):
    """What identifies a line when a delta replaces or drops it."""
    n = KEY_ARITY.get(t[0])
    if n is None or len(t) < n + 1:
        return None
    if t[0] == "inst":
        return ("inst", t[1], t[2]) + tuple(sorted(x for x in t[3:] if is_fixed_field(x)))
    if t[0] == "props":                         # applied in order: the whole line is its key
        return tuple(t)
    return tuple(t[:n + 1])


def merge_delta(base, delta):
    """Applies delta statements (after `gen`/`base`) to base statements."""
    merged = [list(t) for t in base]
    for d in delta:
        if d[0] == "drop":
            if d[1] in KEY_ARITY and d[1] != "inst":
                k = stmt_key(d[1:])
                hit = [i for i, t in enumerate(merged) if stmt_key(t) == k]
            elif len(d) > 3:
                k = ("inst", d[1], d[2]) + tuple(sorted(d[3:]))
                hit = [i for i, t in enumerate(merged) if stmt_key(t) == k]
            else:
                hit = [i for i, t in enumerate(merged) if t[0] == "inst" and t[1] == d[1] and t[2] == d[2]]
            if not hit:
                raise ValueError("drop matches nothing: %s" % " ".join(d))
            for i in reversed(hit):
                del merged[i]
            continue
        k = stmt_key(d)
        if k is None:
            raise ValueError("bad delta line: %s" % " ".join(d))
        hit = [i for i, t in enumerate(merged) if stmt_key(t) == k]
        if hit:
            merged[hit[0]] = list(d)
            for i in reversed(hit[1:]):
                del merged[i]
            continue
        same = [i for i, t in enumerate(merged) if t[0] == d[0]]
        fmt = [i for i in same if d[0] != "inst" or t_fmt(merged[i]) == t_fmt(d)]
        at = (fmt or same or [len(merged) - 1])[-1] + 1
        merged.insert(at, list(d))
    return merged


def t_fmt(t):
    return t[2] if len(t) > 2 else None


def load_isa(path):
    """The statements of a description file, with its base (`base NAME` right after `gen`,
    found as NAME.isa beside it) merged in."""
    own = statements(open(path).read())
    if len(own) < 2 or own[0][0] != "gen" or own[1][0] != "base":
        return own
    merged = load_isa(os.path.join(os.path.dirname(path), own[1][1] + ".isa"))
    merged[0] = own[0]
    return merge_delta(merged, own[2:])


def delta_lines(base, full_lines):
    """The lines of a delta description that turn base (the statements of the complete base
    description, its own base chain merged in) into full_lines (a complete description);
    checked by merging them back."""
    bkeys = {}
    for t in base:
        bkeys.setdefault(stmt_key(t), []).append(t)
    full = [(l, l.split("#")[0].split()) for l in full_lines]
    full = [(l, t) for l, t in full if t]
    fkeys = {stmt_key(t) for l, t in full}
    head, rows, drops = [], [], []
    for l, t in full[1:]:                       # [0] is `gen`
        if bkeys.get(stmt_key(t)) == [t]:
            continue
        (rows if t[0] == "inst" else head).append((l, t))
    for t in base[1:]:
        k = stmt_key(t)
        if k not in fkeys:
            if t[0] == "inst":
                drops.append("drop %s %s%s" % (t[1], t[2], "".join(" " + x for x in k[3:])
                                                if sum(1 for u in base if u[0] == "inst" and u[1:3] == t[1:3]) > 1
                                                else ""))
            else:
                drops.append("drop " + " ".join(k))
    return head, rows, drops, [t for l, t in full]


def write_isa(gen, path, reg_lines, special, recs, ok_keys, notes, align=1, base_path=None, probed=()):
    L = []
    L.append("# %s ISA description (target %s).  See README.md for the grammar." % (gen.upper(), MCPU[gen]))
    L.append("# Generated by tools/extract_isa.py from llvm-mc-19 probes; edit the script, not this file,")
    L.append("# unless you also record the change there.")
    for n in notes:
        L.append("# " + n)
    L.append("")
    L.append("gen %s" % gen)
    L.append("")
    attrs = list(GEN_ATTRS[family(gen)]) + list(probed)
    if "sve" in formats(gen)["FLAT"].fields and not any(isinstance(a, tuple) and a[0] == "flat_sve" for a in attrs):
        attrs.append(("flat_sve", 1, "SCRATCH rows set the `sve` field when the address operand is a VGPR"))
    if align > 1:
        attrs.append(("vgpr_tuple_align", align, "VGPR/AGPR tuples start at a multiple of this register"))
    for a in attrs:
        L.append(a if isinstance(a, str) else "attr %-18s %-5s # %s" % a)
    mt = mtbuf_section(gen) if gen in MTBUF_GENS else None
    if mt:
        L += mt[1]
    L.append("attr max_sgpr %d" % int([l for l in reg_lines if l.startswith("reg s ")][0].split()[3]))
    L.append("")
    L.append("# --- scalar operand numbers (8-bit scalar / 9-bit vector source encoding) ---")
    L += [l for l in reg_lines if not l.startswith("const literal")]
    L.append("")
    L.append("# --- encodings ---")
    L += [" ".join(l.split()) for l in FORMATS[gen].strip().splitlines()]
    if mt:
        i = max(k for k, l in enumerate(L) if l.startswith("format MUBUF "))
        L[i + 1:i + 1] = mt[0][:1]
    if gen in DUALS:
        L.append("# VOPD: one word, two rows (`v_dual_X ... :: v_dual_Y ...`): X of the first format,")
        L.append("# Y of the second.")
        L.append("dual %s %s" % DUALS[gen])
    L += pseudo_formats(gen).splitlines()
    if mt:
        L += mt[0][1:]
    L.append("")
    L.append("# --- special syntaxes ---")
    L += special
    cur = None
    for r in recs:
        if r["fmt"] != cur:
            cur = r["fmt"]
            L.append("")
            L.append("# ===== %s =====" % cur)
            if FMT_COMMENTS.get(cur):
                L.append(FMT_COMMENTS[cur])
            if any("?=" in x for q in recs if q["fmt"] == cur for x in q["fixed"]):
                L.append(FILLED_COMMENT)
        line = inst_line(r)
        if r["key"] not in ok_keys:
            line += "  # not accepted back by llvm-mc: " + r.get("why", "?")
        elif r.get("comment"):
            line += "  # " + r["comment"]
        L.append(line)
    if mt:
        # the name tables after the special syntaxes' extra tables (before the wait counters),
        # the props line after MUBUF's, the rows after MUBUF's
        i = max(k for k, l in enumerate(L) if l.startswith(("gpridx ", "depctr ")))
        L[i + 1:i + 1] = ["# MTBUF format:[...] names (tools/extract_isa.py --mtbuf)"] + mt[2]
        i = max(k for k, l in enumerate(L) if l.startswith("inst ") and l.split()[2] == "MUBUF")
        L[i + 1:i + 1] = ["", "# ===== MTBUF =====",
                          "# MTBUF: MUBUF with the format in the instruction (`format`, bits 25:19; gfx9: see BUFFMT)."] + mt[3]
    if base_path:
        L = delta_file(gen, base_path, L)
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")


def delta_file(gen, base_path, L):
    """Rewrites the complete description L of `gen` as a delta of the file at base_path."""
    base = BASE[gen]
    head, rows, drops, full = delta_lines(load_isa(base_path), L)
    header = []                                 # the complete file's header comment
    for l in L:
        if not l.startswith("#"):
            break
        header.append(l)
    D = ["# %s ISA description (target %s): a delta of %s.isa.  See README.md for the grammar." % (
        gen.upper(), MCPU[gen], base)] + header[1:]
    D += ["# Lines here replace the %s.isa line with the same key (an inst row: the same mnemonic," % base,
          "# format and fixed fields), add new lines, or `drop` what %s lacks." % gen, "",
          "gen %s" % gen, "base %s" % base, ""]
    D.append("# --- attributes, registers, encodings and special syntaxes that differ from %s ---" % base)
    D += [l for l, t in head if t[0] != "props"]
    D += [d for d in drops if d.split()[1] in KEY_ARITY and d.split()[1] != "props"]
    props = [d for d in drops if d.split()[1] == "props"] + [l for l, t in head if t[0] == "props"]
    if props:
        D.append("# Instruction properties beyond %s's (applied after them)." % base)
        D += props
    D.append("")
    D.append("# --- %s rows %s does not have ---" % (base, gen))
    D += [d for d in drops if d.split()[1] not in KEY_ARITY]
    cur = None
    for l, t in rows:
        if t[2] != cur:
            cur = t[2]
            D.append("")
            D.append("# ===== %s: rows that replace %s rows or are new =====" % (cur, base))
        D.append(l)
    # the delta must give back the complete description
    got = merge_delta(load_isa(base_path), statements("\n".join(D))[2:])
    got[0] = ["gen", gen]
    canon = sorted((stmt_key(t), t) for t in got)
    want = sorted((stmt_key(t), t) for t in full)
    if canon != want:
        raise RuntimeError("delta for %s does not merge back to the full description" % gen)
    return D


ALIASES = [("shared_base", "src_shared_base"), ("shared_limit", "src_shared_limit"),
           ("private_base", "src_private_base"), ("private_limit", "src_private_limit"),
           ("pops_exiting_wave_id", "src_pops_exiting_wave_id"), ("vccz", "src_vccz"),
           ("execz", "src_execz"), ("scc", "src_scc"), ("lds_direct", "src_lds_direct")]


def verify_regs(gen, reg_lines):
    """Assembles every named register; comments out names the assembler
    rejects and adds the alias spellings it accepts."""
    mcpu = MCPU[gen]
    lines = []
    probe = []
    for l in reg_lines:
        t = l.split("#")[0].split()
        if t and t[0] == "reg" and len(t) == 3:
            probe.append((l, t[1], "v_mov_b32 v1, %s" % t[1] if t[1] == "src_lds_direct" else "s_mov_b32 s10, %s" % t[1]))
        elif t and t[0] == "reg" and len(t) == 4 and t[3] == "@2":
            probe.append((l, t[1], "s_mov_b64 s[10:11], %s" % t[1]))
    res = assemble(mcpu, [p[2] for p in probe])
    bad = {p[0] for p, r in zip(probe, res) if r[0] == "error"}
    for l in reg_lines:
        if l in bad:
            lines.append("# " + l.split("#")[0].strip() + "   # printed by the disassembler, rejected by the assembler on " + mcpu)
        else:
            lines.append(l)
    # the accumulation registers (gfx90a): a0..a255, numbered like VGPRs in source fields
    if assemble(mcpu, ["v_accvgpr_write_b32 a255, v0"])[0][0] != "error":
        lines.insert(next(i for i, l in enumerate(lines) if l.startswith("reg v ")) + 1, "reg a 256 256")
    al = [(a, c, ("v_mov_b32 v1, %s" if c == "src_lds_direct" else "s_mov_b32 s10, %s") % a) for a, c in ALIASES]
    res = assemble(mcpu, [x[2] for x in al])
    for (a, c, line), r in zip(al, res):
        if r[0] != "error":
            lines.append("alias %s %s" % (a, c))
    return lines


def build(gen, log=print):
    n32, n64, _ = learn_regs(gen)
    regs, reg_lines = reg_table(gen, n32, n64)
    reg_lines = verify_regs(gen, reg_lines)
    byop = phase1(gen, regs)
    rows = select_rows(byop)
    add_returning_atomics(gen, rows, regs)
    phase1_vopd(gen, regs, rows)
    phase1_acc(gen, rows, regs)
    phase2_mods(gen, rows)
    resolve_mai(rows)
    phase2_ext(gen, rows)
    phase2_dpp_controls(gen, rows)
    phase3_operands(gen, rows)
    recs = finalize(gen, rows)
    apply_row_fixes(gen, recs)
    if gen in SEM_BASE:
        semantic_names(gen, recs)
    special = special_tables(gen, rows)
    namer = Namer(reg_lines)
    ok, bad = roundtrip(gen, recs, namer)
    ok_keys = {r["key"] for r, l in ok}
    for r, l, why in bad:
        r["why"] = why
    verify_depctr(gen, special)
    res = dict(gen=gen, recs=recs, reg_lines=reg_lines, special=special, ok=ok, bad=bad, rows=rows,
               align=tuple_align(gen), probed=probed_attrs(gen, recs))
    if rdna(gen):
        ok64, bad64 = roundtrip(gen, recs, namer, wave64=True)
        res["ok64"], res["bad64"] = ok64, bad64
    log("%s: %d rows, %d round-trip through llvm-mc, %d do not" % (gen, len(recs), len(ok), len(bad)))
    for r, l, why in bad:
        log("   not round-tripped: %s | %s | %s" % (inst_line(r), l, why))
    if rdna(gen):
        for r, l, why in res["bad64"]:
            if r["fmt"] not in DUALS.get(gen, ()):
                log("   not in wave64: %s | %s" % (l, why))
        log("%s wave64: %d rows assemble with -mattr=+wavefrontsize64 to the same encoding, %d do not" %
            (gen, len(res["ok64"]), len(res["bad64"])))
    fixes = [(r["mn"],) + tuple(f) for r in recs for f in r["row"].get("type_fixes", [])]
    for f in fixes:
        log("   type from literal probe: %s %s: mnemonic says %s, literal encoding says %s (%s)" % f)
    return res


def main():
    import argparse
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--gen", choices=sorted(MCPU), action="append")
    ap.add_argument("--mtbuf", choices=sorted(MCPU), help="print the MTBUF lines of a generation (mtbuf_section)")
    ap.add_argument("--outdir", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    ap.add_argument("--full", action="store_true", help="write delta generations as complete files")
    a = ap.parse_args()
    if a.mtbuf:
        # The MTBUF lines alone (write_isa places them for MTBUF_GENS: the format line after
        # MUBUF's, BUFFMT after the pseudo-formats, the attr, the name tables after the special
        # syntaxes, the rows after MUBUF's).
        for part in mtbuf_section(a.mtbuf):
            print("\n".join(part))
        return
    for gen in a.gen or ["gfx9", "gfx10", "gfx90a", "gfx942", "gfx11"]:
        res = build(gen)
        name = gen + ".isa"
        notes = ["%d inst rows; %d assemble back (llvm-mc-19 -mcpu=%s) to the encoding this file gives."
                 % (len(res["recs"]), len(res["ok"]), MCPU[gen])]
        if rdna(gen):
            notes.append("%d rows also assemble with -mattr=+wavefrontsize64 (lane masks `lm` as 64-bit)."
                         % len(res["ok64"]))
        base_path = None
        if gen in BASE and not a.full:
            base_path = os.path.join(a.outdir, BASE[gen] + ".isa")
            if not os.path.exists(base_path):
                base_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", BASE[gen] + ".isa")
        write_isa(gen, os.path.join(a.outdir, name), res["reg_lines"], res["special"], res["recs"],
                  {r["key"] for r, l in res["ok"]}, notes, res["align"], base_path, res["probed"])


if __name__ == "__main__":
    main()
