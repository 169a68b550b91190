# Memory-model lowering table, GFX90A: LLVM's AMDGPUUsage table "AMDHSA Memory Model Code Sequences
# GFX90A" (llvm/docs/AMDGPUUsage.rst, llvm/llvm-project; the older GFX6-GFX10 table that gfx9.mm
# and gfx10.mm follow has no GFX90A column). The rows are gfx9.mm's (same ids; the agent/system
# rows are split, suffix 'a'/'s', where system scope adds cache maintenance) plus the GFX90A notes:
#  * system scope: buffer_wbl2 before the release wait, buffer_invl2 before buffer_wbinvl1_vol on
#    acquire (L2 writeback/invalidate of MTYPE NC data);
#  * tgsplit mode (the waves of a work-group may run on different CUs): workgroup scope needs what
#    agent scope needs. '!notgsplit' = the table's "If not TgSplit execution mode, omit";
#    '!tgsplit' = "If TgSplit execution mode, omit" (on lgkmcnt waits: no LDS is allocated).
#  * "If TgSplit execution mode, local address space cannot be used": the local rows are the
#    non-tgsplit ones.
# Syntax: see gfx9.mm and compiler/memmodel/memmodel.h. Modes: notgsplit (default) and tgsplit.
# Transcribed by hand; llc-19 is only the test oracle (tests/unit/compiler/memmodel/test_memmodel.cpp).
# Checked row by row against AMDGPUUsage.rst at llvm/llvm-project commit
# 001388cf6923b54a564faf4f2daf66c1a3ab3527 (the GFX90A table: monotonic .. seq_cst, all rows).
# Doc specifics kept where llc-19 differs (tests/golden/memmodel/DEVIATIONS.md 3 and 5):
#  * store release/seq_cst agent/system generic: "If OpenCL and address space is not generic, omit
#    lgkmcnt(0)" -> separate generic rows (R5af, R5sf, SC6af, SC6sf) without '!ocl';
#  * AR4/SC7d (acq_rel/seq_cst rmw, workgroup, generic) acquire wait: "If not TgSplit execution
#    mode, omit vmcnt(0). If OpenCL, omit lgkmcnt(0)" -- no tgsplit omission of lgkmcnt(0).

family gfx90a
targets gfx90a
modes notgsplit tgsplit

# ---- monotonic
M1   load            monotonic  st,wf        global,generic : -                     | -        | -
M2   load            monotonic  wg           global,generic : -                     | glc!notgsplit | -
M3   load            monotonic  st,wf,wg,ag,sy local        : -                     | -        | -
M4   load            monotonic  ag,sy        global,generic : -                     | glc      | -
M5   store           monotonic  st,wf,wg,ag,sy global,generic : -                   | -        | -
M6   store           monotonic  st,wf,wg,ag,sy local        : -                     | -        | -
M7   rmw,cmpxchg     monotonic  st,wf,wg,ag,sy global,generic : -                   | -        | -
M8   rmw,cmpxchg     monotonic  st,wf,wg,ag,sy local        : -                     | -        | -

# ---- acquire
A1   load            acquire    st,wf        global,local,generic : -               | -        | -
A2   load            acquire    wg           global         : -                     | glc!notgsplit | wait(vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
A3   load            acquire    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
A4   load            acquire    wg           generic        : -                     | glc!notgsplit | wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
A5a  load            acquire    ag           global         : -                     | glc      | wait(vmcnt) buffer_wbinvl1_vol
A5s  load            acquire    sy           global         : -                     | glc      | wait(vmcnt) buffer_invl2 buffer_wbinvl1_vol
A6a  load            acquire    ag           generic        : -                     | glc      | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_wbinvl1_vol
A6s  load            acquire    sy           generic        : -                     | glc      | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_invl2 buffer_wbinvl1_vol
A7   rmw,cmpxchg     acquire    st,wf        global,local,generic : -               | -        | -
A8   rmw,cmpxchg     acquire    wg           global         : -                     | -        | wait(vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
A9   rmw,cmpxchg     acquire    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
A10  rmw,cmpxchg     acquire    wg           generic        : -                     | -        | wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
A11a rmw,cmpxchg     acquire    ag           global         : -                     | -        | wait(vmcnt) buffer_wbinvl1_vol
A11s rmw,cmpxchg     acquire    sy           global         : -                     | -        | wait(vmcnt) buffer_invl2 buffer_wbinvl1_vol
A12a rmw,cmpxchg     acquire    ag           generic        : -                     | -        | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_wbinvl1_vol
A12s rmw,cmpxchg     acquire    sy           generic        : -                     | -        | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_invl2 buffer_wbinvl1_vol
A13  fence           acquire    st,wf        -              : -                     | -        | -
A14  fence           acquire    wg           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit | - | -
A15a fence           acquire    ag           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_wbinvl1_vol | - | -
A15s fence           acquire    sy           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_invl2 buffer_wbinvl1_vol | - | -

# ---- release
R1   store           release    st,wf        global,local,generic : -               | -        | -
R2   store           release    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | -
R3   store           release    wg,ag,sy     local          : -                     | -        | -
R4   store           release    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | -
R5a  store           release    ag           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt) | -    | -
R5af store           release    ag           generic        : wait(lgkmcnt!tgsplit,vmcnt) | -        | -
R5s  store           release    sy           global         : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | -
R5sf store           release    sy           generic        : buffer_wbl2 wait(lgkmcnt!tgsplit,vmcnt) | - | -
R6   rmw,cmpxchg     release    st,wf        global,local,generic : -               | -        | -
R7   rmw,cmpxchg     release    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | -
R8   rmw,cmpxchg     release    wg,ag,sy     local          : -                     | -        | -
R9   rmw,cmpxchg     release    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | -
R10a rmw,cmpxchg     release    ag           global,generic : wait(lgkmcnt!ocl!tgsplit,vmcnt) | -    | -
R10s rmw,cmpxchg     release    sy           global,generic : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | -
R11  fence           release    st,wf        -              : -                     | -        | -
R12  fence           release    wg           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | -
R13a fence           release    ag           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt) | -    | -
R13s fence           release    sy           -              : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | -

# ---- acq_rel
AR1  rmw,cmpxchg     acq_rel    st,wf        global,local,generic : -               | -        | -
AR2  rmw,cmpxchg     acq_rel    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | wait(vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
AR3  rmw,cmpxchg     acq_rel    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
AR4  rmw,cmpxchg     acq_rel    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | wait(lgkmcnt!ocl,vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
AR5a rmw,cmpxchg     acq_rel    ag           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt) | -    | wait(vmcnt) buffer_wbinvl1_vol
AR5s rmw,cmpxchg     acq_rel    sy           global         : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | wait(vmcnt) buffer_invl2 buffer_wbinvl1_vol
AR6a rmw,cmpxchg     acq_rel    ag           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt) | -    | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_wbinvl1_vol
AR6s rmw,cmpxchg     acq_rel    sy           generic        : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_invl2 buffer_wbinvl1_vol
AR7  fence           acq_rel    st,wf        -              : -                     | -        | -
AR8  fence           acq_rel    wg           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit | - | -
AR9a fence           acq_rel    ag           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_wbinvl1_vol | - | -
AR9s fence           acq_rel    sy           -              : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_invl2 buffer_wbinvl1_vol | - | -

# ---- seq_cst: as gfx9.mm ("same as" the acquire/release rows plus the leading wait; the OpenCL
# omissions apply to -one-as scopes). A seq_cst load has no release half, so no buffer_wbl2.
SC1  load            seq_cst    st,wf        global,local,generic : -               | -        | -
SC2g load            seq_cst    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | glc!notgsplit | wait(vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
SC2f load            seq_cst    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | glc!notgsplit | wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
SC3  load            seq_cst    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
SC4ga load           seq_cst    ag           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt) | glc  | wait(vmcnt) buffer_wbinvl1_vol
SC4gs load           seq_cst    sy           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt) | glc  | wait(vmcnt) buffer_invl2 buffer_wbinvl1_vol
SC4fa load           seq_cst    ag           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt) | glc  | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_wbinvl1_vol
SC4fs load           seq_cst    sy           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt) | glc  | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_invl2 buffer_wbinvl1_vol
SC5a store           seq_cst    st,wf        global,local,generic : -               | -        | -
SC5b store           seq_cst    wg           global,generic : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | -
SC5c store           seq_cst    wg,ag,sy     local          : -                     | -        | -
SC6a store           seq_cst    ag           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt) | -    | -
SC6af store          seq_cst    ag           generic        : wait(lgkmcnt!tgsplit,vmcnt) | -        | -
SC6s store           seq_cst    sy           global         : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | -
SC6sf store          seq_cst    sy           generic        : buffer_wbl2 wait(lgkmcnt!tgsplit,vmcnt) | - | -
SC7a rmw,cmpxchg     seq_cst    st,wf        global,local,generic : -               | -        | -
SC7b rmw,cmpxchg     seq_cst    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | wait(vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
SC7c rmw,cmpxchg     seq_cst    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
SC7d rmw,cmpxchg     seq_cst    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | wait(lgkmcnt!ocl,vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit
SC8ga rmw,cmpxchg    seq_cst    ag           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt) | -    | wait(vmcnt) buffer_wbinvl1_vol
SC8gs rmw,cmpxchg    seq_cst    sy           global         : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | wait(vmcnt) buffer_invl2 buffer_wbinvl1_vol
SC8fa rmw,cmpxchg    seq_cst    ag           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt) | -    | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_wbinvl1_vol
SC8fs rmw,cmpxchg    seq_cst    sy           generic        : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_invl2 buffer_wbinvl1_vol
SC9a fence           seq_cst    st,wf        -              : -                     | -        | -
SC9b fence           seq_cst    wg           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_wbinvl1_vol!notgsplit | - | -
SC9c fence           seq_cst    ag           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_wbinvl1_vol | - | -
SC9s fence           seq_cst    sy           -              : buffer_wbl2 wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_invl2 buffer_wbinvl1_vol | - | -
