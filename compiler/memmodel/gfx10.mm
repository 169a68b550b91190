# Memory-model lowering table, GFX10 column (AMDGPUUsage, "Memory Model": the GFX10 column of the
# table "AMDHSA Memory Model Code Sequences GFX6-GFX10" of an earlier version of the document; row
# ids as in gfx9.mm), also answering GFX11 (gfx1100): LLVM's AMDGPUUsage table "AMDHSA Memory
# Model Code Sequences GFX10-GFX11" (llvm/docs/AMDGPUUsage.rst) has the same rows, with "If
# GFX11, omit dlc=1" on the agent/system loads: written 'dlc!gfx1100' here (M4, A5, A6; SC4g/SC4f
# are "same as" the acquire loads). The dlc notes were checked against llvm-project
# 001388cf6923b54a564faf4f2daf66c1a3ab3527 (monotonic and acquire load rows); the other rows were
# not re-checked against that doc.
# Syntax: see gfx9.mm and compiler/memmodel/memmodel.h. Modes: wgp (default, WGP_MODE=1) and cu.
# '!cu' marks the table's "If CU wavefront execution mode, omit" notes, '!ocl' its "If OpenCL,
# omit" notes (applied to -one-as scopes). 'rtn' = vmcnt if the atomic returns a value, else
# vscnt (the table's "vm/vscnt").
#
# Deliberate differences from the table's text (all listed in tests/golden/memmodel/DEVIATIONS.md):
#  * The table writes the agent/system invalidate as "buffer_gl0_inv; buffer_gl1_inv" (one numbered
#    step). This table uses buffer_gl1_inv first, as LLVM 19 does: invalidating GL0 first would let
#    another wave refill GL0 from a stale GL1 line before GL1 is invalidated.

family gfx10
targets gfx1030 gfx1100
modes wgp cu

# ---- monotonic
M1   load            monotonic  st,wf        global,generic : -                     | -        | -
M2   load            monotonic  wg           global,generic : -                     | glc!cu   | -
M3   load            monotonic  st,wf,wg,ag,sy local        : -                     | -        | -
M4   load            monotonic  ag,sy        global,generic : -                     | glc dlc!gfx1100  | -
M5   store           monotonic  st,wf,wg,ag,sy global,generic : -                   | -        | -
M6   store           monotonic  st,wf,wg,ag,sy local        : -                     | -        | -
M7   rmw,cmpxchg     monotonic  st,wf,wg,ag,sy global,generic : -                   | -        | -
M8   rmw,cmpxchg     monotonic  st,wf,wg,ag,sy local        : -                     | -        | -

# ---- acquire
A1   load            acquire    st,wf        global,local,generic : -               | -        | -
A2   load            acquire    wg           global         : -                     | glc!cu   | wait(vmcnt!cu) buffer_gl0_inv!cu
A3   load            acquire    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl) buffer_gl0_inv!cu!ocl
A4   load            acquire    wg           generic        : -                     | glc!cu   | wait(lgkmcnt!ocl,vmcnt!cu) buffer_gl0_inv!cu
A5   load            acquire    ag,sy        global         : -                     | glc dlc!gfx1100  | wait(vmcnt) buffer_gl1_inv buffer_gl0_inv
A6   load            acquire    ag,sy        generic        : -                     | glc dlc!gfx1100  | wait(vmcnt,lgkmcnt!ocl) buffer_gl1_inv buffer_gl0_inv
A7   rmw,cmpxchg     acquire    st,wf        global,local,generic : -               | -        | -
A8   rmw,cmpxchg     acquire    wg           global         : -                     | -        | wait(rtn!cu) buffer_gl0_inv!cu
A9   rmw,cmpxchg     acquire    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl) buffer_gl0_inv!cu!ocl
A10  rmw,cmpxchg     acquire    wg           generic        : -                     | -        | wait(lgkmcnt!ocl,rtn!cu) buffer_gl0_inv!cu
A11  rmw,cmpxchg     acquire    ag,sy        global         : -                     | -        | wait(rtn) buffer_gl1_inv buffer_gl0_inv
A12  rmw,cmpxchg     acquire    ag,sy        generic        : -                     | -        | wait(rtn,lgkmcnt!ocl) buffer_gl1_inv buffer_gl0_inv
A13  fence           acquire    st,wf        -              : -                     | -        | -
A14  fence           acquire    wg           -              : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) buffer_gl0_inv!cu | - | -
A15  fence           acquire    ag,sy        -              : wait(lgkmcnt!ocl,vmcnt,vscnt) buffer_gl1_inv buffer_gl0_inv | - | -

# ---- release
R1   store           release    st,wf        global,local,generic : -               | -        | -
R2   store           release    wg           global         : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -   | -
R3   store           release    wg,ag,sy     local          : wait(vmcnt!cu!ocl,vscnt!cu!ocl) | -    | -
R4   store           release    wg           generic        : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -   | -
R5   store           release    ag,sy        global,generic : wait(lgkmcnt!ocl,vmcnt,vscnt)  | -        | -
R6   rmw,cmpxchg     release    st,wf        global,local,generic : -               | -        | -
R7   rmw,cmpxchg     release    wg           global         : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -       | -
R8   rmw,cmpxchg     release    wg,ag,sy     local          : wait(vmcnt!cu!ocl,vscnt!cu!ocl) | -    | -
R9   rmw,cmpxchg     release    wg           generic        : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -   | -
R10  rmw,cmpxchg     release    ag,sy        global,generic : wait(lgkmcnt!ocl,vmcnt,vscnt)  | -        | -
R11  fence           release    st,wf        -              : -                     | -        | -
R12  fence           release    wg           -              : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -       | -
R13  fence           release    ag,sy        -              : wait(lgkmcnt!ocl,vmcnt,vscnt)      | -        | -

# ---- acq_rel
AR1  rmw,cmpxchg     acq_rel    st,wf        global,local,generic : -               | -        | -
AR2  rmw,cmpxchg     acq_rel    wg           global         : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -   | wait(rtn!cu) buffer_gl0_inv!cu
AR3  rmw,cmpxchg     acq_rel    wg,ag,sy     local          : wait(vmcnt!cu!ocl,vscnt!cu!ocl) | -    | wait(lgkmcnt!ocl) buffer_gl0_inv!cu!ocl
AR4  rmw,cmpxchg     acq_rel    wg           generic        : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -   | wait(lgkmcnt!ocl,rtn!cu) buffer_gl0_inv!cu
AR5  rmw,cmpxchg     acq_rel    ag,sy        global         : wait(lgkmcnt!ocl,vmcnt,vscnt)  | -        | wait(rtn) buffer_gl1_inv buffer_gl0_inv
AR6  rmw,cmpxchg     acq_rel    ag,sy        generic        : wait(lgkmcnt!ocl,vmcnt,vscnt)  | -        | wait(rtn,lgkmcnt!ocl) buffer_gl1_inv buffer_gl0_inv
AR7  fence           acq_rel    st,wf        -              : -                     | -        | -
AR8  fence           acq_rel    wg           -              : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) buffer_gl0_inv!cu | - | -
AR9  fence           acq_rel    ag,sy        -              : wait(lgkmcnt!ocl,vmcnt,vscnt) buffer_gl1_inv buffer_gl0_inv | - | -

# ---- seq_cst. The table's "same as row X, never apply the OpenCL omissions" is about the OpenCL
# model, where clang emits plain scopes for seq_cst; an explicit -one-as scope still drops the
# other address space (as llc-19 does), so the omissions carry !ocl here too. See
# tests/golden/memmodel/DEVIATIONS.md, "Resolved in the table".
SC1  load            seq_cst    st,wf        global,local,generic : -               | -        | -
SC2g load            seq_cst    wg           global         : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | glc!cu  | wait(vmcnt!cu) buffer_gl0_inv!cu
SC2f load            seq_cst    wg           generic        : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | glc!cu  | wait(lgkmcnt!ocl,vmcnt!cu) buffer_gl0_inv!cu
SC3  load            seq_cst    wg,ag,sy     local          : wait(vmcnt!cu!ocl,vscnt!cu!ocl)     | -        | wait(lgkmcnt!ocl) buffer_gl0_inv!cu!ocl
SC4g load            seq_cst    ag,sy        global         : wait(lgkmcnt!ocl,vmcnt,vscnt)      | glc dlc!gfx1100  | wait(vmcnt) buffer_gl1_inv buffer_gl0_inv
SC4f load            seq_cst    ag,sy        generic        : wait(lgkmcnt!ocl,vmcnt,vscnt)      | glc dlc!gfx1100  | wait(vmcnt,lgkmcnt!ocl) buffer_gl1_inv buffer_gl0_inv
SC5a store           seq_cst    st,wf        global,local,generic : -               | -        | -
SC5b store           seq_cst    wg           global,generic : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -       | -
SC5c store           seq_cst    wg,ag,sy     local          : wait(vmcnt!cu!ocl,vscnt!cu!ocl)     | -        | -
SC6  store           seq_cst    ag,sy        global,generic : wait(lgkmcnt!ocl,vmcnt,vscnt)      | -        | -
SC7a rmw,cmpxchg     seq_cst    st,wf        global,local,generic : -               | -        | -
SC7b rmw,cmpxchg     seq_cst    wg           global         : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -       | wait(rtn!cu) buffer_gl0_inv!cu
SC7c rmw,cmpxchg     seq_cst    wg,ag,sy     local          : wait(vmcnt!cu!ocl,vscnt!cu!ocl)     | -        | wait(lgkmcnt!ocl) buffer_gl0_inv!cu!ocl
SC7d rmw,cmpxchg     seq_cst    wg           generic        : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) | -       | wait(lgkmcnt!ocl,rtn!cu) buffer_gl0_inv!cu
SC8g rmw,cmpxchg     seq_cst    ag,sy        global         : wait(lgkmcnt!ocl,vmcnt,vscnt)      | -        | wait(rtn) buffer_gl1_inv buffer_gl0_inv
SC8f rmw,cmpxchg     seq_cst    ag,sy        generic        : wait(lgkmcnt!ocl,vmcnt,vscnt)      | -        | wait(rtn,lgkmcnt!ocl) buffer_gl1_inv buffer_gl0_inv
SC9a fence           seq_cst    st,wf        -              : -                     | -        | -
SC9b fence           seq_cst    wg           -              : wait(lgkmcnt!ocl,vmcnt!cu,vscnt!cu) buffer_gl0_inv!cu | - | -
SC9c fence           seq_cst    ag,sy        -              : wait(lgkmcnt!ocl,vmcnt,vscnt) buffer_gl1_inv buffer_gl0_inv | - | -
