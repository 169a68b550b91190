# Memory-model lowering table, GFX942: LLVM's AMDGPUUsage table "AMDHSA Memory Model Code Sequences
# GFX940, GFX941, GFX942" (llvm/docs/AMDGPUUsage.rst, section "Memory Model GFX942", llvm/llvm-project;
# later revisions call it "... GFX942"). The GFX942 column only (GFX940/GFX941 stores differ).
# Checked row by row against AMDGPUUsage.rst at llvm/llvm-project commit
# 001388cf6923b54a564faf4f2daf66c1a3ab3527 (monotonic .. seq_cst, all rows).
# The rows keep gfx90a.mm's ids and shape (tgsplit conditions, the OpenCL omissions, the split of
# agent/system rows, suffix 'a'/'s', and of the workgroup ones where a cache bit is added); what
# GFX942 changes:
#  * scope bits instead of glc on loads and stores: workgroup sc0, agent sc1, system sc0 sc1
#    (the section's preamble: sc0 = L1 policy, sc1 = L2 policy). Atomics bypass the L1 and "use
#    the sc0 bit ... to indicate if the instruction returns the original value", sc1 for system
#    scope only ("leave SC1 unset for agent scope", as the monotonic atomicrmw rows say); the
#    return bit is the instruction's form and is added by the renderer, not named here.
#  * acquire: buffer_inv sc0 (workgroup, tgsplit only), sc1 (agent), sc0 sc1 (system) instead of
#    buffer_wbinvl1_vol (+ buffer_invl2);
#  * release: buffer_wbl2 sc1 (agent; GFX90A needs none there) or sc0 sc1 (system) before the wait.
#  * tgsplit mode as GFX90A: workgroup scope needs what agent scope needs, '!notgsplit' = "If not
#    TgSplit execution mode, omit", '!tgsplit' = "If TgSplit execution mode, omit" (lgkmcnt: no
#    LDS); "If TgSplit execution mode, local address space cannot be used": the local rows are
#    the non-tgsplit ones.
# Doc rows not followed (tests/golden/memmodel/DEVIATIONS.md, "Resolved in the table"): the
# atomicrmw release/acq_rel rows write the atomic with "sc0=1" (workgroup), "sc1=1" (agent) and
# "sc0=1 sc1=1" (system), contradicting the preamble and the monotonic rows above (sc0 on an
# atomic selects the returning form); the table sets sc1 at system scope only, as llc-19 does.
# Doc specifics kept where llc-19 differs: as gfx90a.mm (generic store release agent/system keeps
# lgkmcnt for OpenCL; tgsplit waits lgkmcnt nowhere) -- DEVIATIONS.md 3, 4, 5 name gfx942 too.
# Syntax: see gfx9.mm and compiler/memmodel/memmodel.h. Modes: notgsplit (default) and tgsplit.
# Transcribed by hand; llc-19 is only the test oracle (tests/unit/compiler/memmodel/test_memmodel.cpp).

family gfx942
targets gfx942
modes notgsplit tgsplit

# ---- monotonic
M1   load            monotonic  st,wf        global,generic : -                     | -        | -
M2   load            monotonic  wg           global,generic : -                     | sc0      | -
M3   load            monotonic  st,wf,wg,ag,sy local        : -                     | -        | -
M4a  load            monotonic  ag           global,generic : -                     | sc1      | -
M4s  load            monotonic  sy           global,generic : -                     | sc0 sc1  | -
M5   store           monotonic  st,wf        global,generic : -                     | -        | -
M5w  store           monotonic  wg           global,generic : -                     | sc0      | -
M5a  store           monotonic  ag           global,generic : -                     | sc1      | -
M5s  store           monotonic  sy           global,generic : -                     | sc0 sc1  | -
M6   store           monotonic  st,wf,wg,ag,sy local        : -                     | -        | -
M7   rmw,cmpxchg     monotonic  st,wf,wg,ag  global,generic : -                     | -        | -
M7s  rmw,cmpxchg     monotonic  sy           global,generic : -                     | sc1      | -
M8   rmw,cmpxchg     monotonic  st,wf,wg,ag,sy local        : -                     | -        | -

# ---- acquire
A1   load            acquire    st,wf        global,local,generic : -               | -        | -
A2   load            acquire    wg           global         : -                     | sc0      | wait(vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
A3   load            acquire    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
A4   load            acquire    wg           generic        : -                     | sc0      | wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
A5a  load            acquire    ag           global         : -                     | sc1      | wait(vmcnt) buffer_inv(sc1)
A5s  load            acquire    sy           global         : -                     | sc0 sc1  | wait(vmcnt) buffer_inv(sc0,sc1)
A6a  load            acquire    ag           generic        : -                     | sc1      | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc1)
A6s  load            acquire    sy           generic        : -                     | sc0 sc1  | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc0,sc1)
A7   rmw,cmpxchg     acquire    st,wf        global,local,generic : -               | -        | -
A8   rmw,cmpxchg     acquire    wg           global         : -                     | -        | wait(vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
A9   rmw,cmpxchg     acquire    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
A10  rmw,cmpxchg     acquire    wg           generic        : -                     | -        | wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
A11a rmw,cmpxchg     acquire    ag           global         : -                     | -        | wait(vmcnt) buffer_inv(sc1)
A11s rmw,cmpxchg     acquire    sy           global         : -                     | sc1      | wait(vmcnt) buffer_inv(sc0,sc1)
A12a rmw,cmpxchg     acquire    ag           generic        : -                     | -        | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc1)
A12s rmw,cmpxchg     acquire    sy           generic        : -                     | sc1      | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc0,sc1)
A13  fence           acquire    st,wf        -              : -                     | -        | -
A14  fence           acquire    wg           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_inv(sc0)!notgsplit | - | -
A15a fence           acquire    ag           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_inv(sc1) | - | -
A15s fence           acquire    sy           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_inv(sc0,sc1) | - | -

# ---- release
R1   store           release    st,wf        global,local,generic : -               | -        | -
R2   store           release    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | sc0 | -
R3   store           release    wg,ag,sy     local          : -                     | -        | -
R4   store           release    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | sc0 | -
R5a  store           release    ag           global         : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc1 | -
R5af store           release    ag           generic        : buffer_wbl2(sc1) wait(lgkmcnt!tgsplit,vmcnt) | sc1 | -
R5s  store           release    sy           global         : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc0 sc1 | -
R5sf store           release    sy           generic        : buffer_wbl2(sc0,sc1) wait(lgkmcnt!tgsplit,vmcnt) | sc0 sc1 | -
R6   rmw,cmpxchg     release    st,wf        global,local,generic : -               | -        | -
R7   rmw,cmpxchg     release    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | -
R8   rmw,cmpxchg     release    wg,ag,sy     local          : -                     | -        | -
R9   rmw,cmpxchg     release    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | -
R10a rmw,cmpxchg     release    ag           global,generic : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | -
R10s rmw,cmpxchg     release    sy           global,generic : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc1 | -
R11  fence           release    st,wf        -              : -                     | -        | -
R12  fence           release    wg           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | -
R13a fence           release    ag           -              : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | -
R13s fence           release    sy           -              : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | -

# ---- acq_rel
AR1  rmw,cmpxchg     acq_rel    st,wf        global,local,generic : -               | -        | -
AR2  rmw,cmpxchg     acq_rel    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | wait(vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
AR3  rmw,cmpxchg     acq_rel    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
AR4  rmw,cmpxchg     acq_rel    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | wait(lgkmcnt!ocl,vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
AR5a rmw,cmpxchg     acq_rel    ag           global         : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | wait(vmcnt) buffer_inv(sc1)
AR5s rmw,cmpxchg     acq_rel    sy           global         : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc1 | wait(vmcnt) buffer_inv(sc0,sc1)
AR6a rmw,cmpxchg     acq_rel    ag           generic        : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc1)
AR6s rmw,cmpxchg     acq_rel    sy           generic        : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc1 | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc0,sc1)
AR7  fence           acq_rel    st,wf        -              : -                     | -        | -
AR8  fence           acq_rel    wg           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_inv(sc0)!notgsplit | - | -
AR9a fence           acq_rel    ag           -              : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_inv(sc1) | - | -
AR9s fence           acq_rel    sy           -              : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_inv(sc0,sc1) | - | -

# ---- seq_cst: "same as" the acquire/release/acq_rel rows plus the leading wait, as gfx90a.mm
# (the OpenCL omissions apply to -one-as scopes). A seq_cst load has no release half, so no
# buffer_wbl2.
SC1  load            seq_cst    st,wf        global,local,generic : -               | -        | -
SC2g load            seq_cst    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | sc0 | wait(vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
SC2f load            seq_cst    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | sc0 | wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
SC3  load            seq_cst    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
SC4ga load           seq_cst    ag           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc1 | wait(vmcnt) buffer_inv(sc1)
SC4gs load           seq_cst    sy           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc0 sc1 | wait(vmcnt) buffer_inv(sc0,sc1)
SC4fa load           seq_cst    ag           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc1 | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc1)
SC4fs load           seq_cst    sy           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc0 sc1 | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc0,sc1)
SC5a store           seq_cst    st,wf        global,local,generic : -               | -        | -
SC5b store           seq_cst    wg           global,generic : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | sc0 | -
SC5c store           seq_cst    wg,ag,sy     local          : -                     | -        | -
SC6a store           seq_cst    ag           global         : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc1 | -
SC6af store          seq_cst    ag           generic        : buffer_wbl2(sc1) wait(lgkmcnt!tgsplit,vmcnt) | sc1 | -
SC6s store           seq_cst    sy           global         : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc0 sc1 | -
SC6sf store          seq_cst    sy           generic        : buffer_wbl2(sc0,sc1) wait(lgkmcnt!tgsplit,vmcnt) | sc0 sc1 | -
SC7a rmw,cmpxchg     seq_cst    st,wf        global,local,generic : -               | -        | -
SC7b rmw,cmpxchg     seq_cst    wg           global         : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | wait(vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
SC7c rmw,cmpxchg     seq_cst    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
SC7d rmw,cmpxchg     seq_cst    wg           generic        : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) | - | wait(lgkmcnt!ocl,vmcnt!notgsplit) buffer_inv(sc0)!notgsplit
SC8ga rmw,cmpxchg    seq_cst    ag           global         : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | wait(vmcnt) buffer_inv(sc1)
SC8gs rmw,cmpxchg    seq_cst    sy           global         : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc1 | wait(vmcnt) buffer_inv(sc0,sc1)
SC8fa rmw,cmpxchg    seq_cst    ag           generic        : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | - | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc1)
SC8fs rmw,cmpxchg    seq_cst    sy           generic        : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) | sc1 | wait(vmcnt,lgkmcnt!ocl!tgsplit) buffer_inv(sc0,sc1)
SC9a fence           seq_cst    st,wf        -              : -                     | -        | -
SC9b fence           seq_cst    wg           -              : wait(lgkmcnt!ocl!tgsplit,vmcnt!notgsplit) buffer_inv(sc0)!notgsplit | - | -
SC9c fence           seq_cst    ag           -              : buffer_wbl2(sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_inv(sc1) | - | -
SC9s fence           seq_cst    sy           -              : buffer_wbl2(sc0,sc1) wait(lgkmcnt!ocl!tgsplit,vmcnt) buffer_inv(sc0,sc1) | - | -
