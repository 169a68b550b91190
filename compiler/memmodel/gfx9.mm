# Memory-model lowering table, GFX6-9 column. Transcribed by hand from AMDGPUUsage, "Memory Model":
# the GFX6-GFX9 column of the table "AMDHSA Memory Model Code Sequences GFX6-GFX10" of an earlier
# version of the document (current versions have the GFX6-GFX9 sequences under "Memory Model
# GFX6-GFX9"); llc-19 is only the test oracle (tests/unit/compiler/memmodel/test_memmodel.cpp, tests/golden/memmodel/).
# Row ids (M1, A5, SC4g, ...) are this project's names for that table's rows, numbered in table
# order within each ordering: M monotonic, A acquire, R release, AR acq_rel, SC seq_cst. A suffix
# splits a row the table writes as "same as" other rows: g global, f generic (flat), a-d the rows
# it refers to, in order. Each row spells out the operations, orderings, scopes and spaces it covers.
#
# Syntax (see compiler/memmodel/memmodel.h for the full description):
#   <id> <ops> <orders> <scopes> <spaces> : <before steps> | <bits on the access> | <after steps>
# ops: load store rmw cmpxchg fence; orders: monotonic acquire release acq_rel seq_cst;
# scopes: st wf wg ag sy (each also matches its -one-as variant); spaces: global local generic,
# '-' for fences. Lists are comma separated. Steps: wait(<counter>,...), the counters named as
# the targets' ISA descriptions name them, or a maintenance instruction. A '!cu' suffix drops the item in CU mode, '!ocl' drops it for -one-as scopes (the
# table's "If OpenCL, omit" notes: OpenCL orders only the access's own address space). The
# counter 'rtn' is the one the atomic counts in (the descriptions' `counts` lines): vmcnt when it
# returns a value, else vscnt (targets without vscnt: vmcnt). '-' = nothing.
# Every legal combination must match exactly one row (checked when the table is parsed).
# AMDGPUUsage rule: a scope wider than workgroup on LDS is treated as workgroup, so the local rows
# cover wg, ag and sy.

family gfx9
targets gfx900
modes -

# ---- monotonic
M1   load            monotonic  st,wf,wg     global,generic : -                     | -        | -
M3   load            monotonic  st,wf,wg,ag,sy local        : -                     | -        | -
M4   load            monotonic  ag,sy        global,generic : -                     | glc      | -
M5   store           monotonic  st,wf,wg,ag,sy global,generic : -                   | -        | -
M6   store           monotonic  st,wf,wg,ag,sy local        : -                     | -        | -
M7   rmw,cmpxchg     monotonic  st,wf,wg,ag,sy global,generic : -                   | -        | -
M8   rmw,cmpxchg     monotonic  st,wf,wg,ag,sy local        : -                     | -        | -

# ---- acquire
A1   load            acquire    st,wf        global,local,generic : -               | -        | -
A2   load            acquire    wg           global         : -                     | -        | -
A3   load            acquire    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
A4   load            acquire    wg           generic        : -                     | -        | wait(lgkmcnt!ocl)
A5   load            acquire    ag,sy        global         : -                     | glc      | wait(vmcnt) buffer_wbinvl1_vol
A6   load            acquire    ag,sy        generic        : -                     | glc      | wait(vmcnt,lgkmcnt!ocl) buffer_wbinvl1_vol
A7   rmw,cmpxchg     acquire    st,wf        global,local,generic : -               | -        | -
A8   rmw,cmpxchg     acquire    wg           global         : -                     | -        | -
A9   rmw,cmpxchg     acquire    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
A10  rmw,cmpxchg     acquire    wg           generic        : -                     | -        | wait(lgkmcnt!ocl)
A11  rmw,cmpxchg     acquire    ag,sy        global         : -                     | -        | wait(vmcnt) buffer_wbinvl1_vol
A12  rmw,cmpxchg     acquire    ag,sy        generic        : -                     | -        | wait(vmcnt,lgkmcnt!ocl) buffer_wbinvl1_vol
A13  fence           acquire    st,wf        -              : -                     | -        | -
A14  fence           acquire    wg           -              : wait(lgkmcnt!ocl)            | -        | -
A15  fence           acquire    ag,sy        -              : wait(lgkmcnt!ocl,vmcnt) buffer_wbinvl1_vol | - | -

# ---- release
R1   store           release    st,wf        global,local,generic : -               | -        | -
R2   store           release    wg           global         : wait(lgkmcnt!ocl)        | -        | -
R3   store           release    wg,ag,sy     local          : -                     | -        | -
R4   store           release    wg           generic        : wait(lgkmcnt!ocl)        | -        | -
R5   store           release    ag,sy        global,generic : wait(lgkmcnt!ocl,vmcnt)     | -        | -
R6   rmw,cmpxchg     release    st,wf        global,local,generic : -               | -        | -
R7   rmw,cmpxchg     release    wg           global         : wait(lgkmcnt!ocl)        | -        | -
R8   rmw,cmpxchg     release    wg,ag,sy     local          : -                     | -        | -
R9   rmw,cmpxchg     release    wg           generic        : wait(lgkmcnt!ocl)        | -        | -
R10  rmw,cmpxchg     release    ag,sy        global,generic : wait(lgkmcnt!ocl,vmcnt)     | -        | -
R11  fence           release    st,wf        -              : -                     | -        | -
R12  fence           release    wg           -              : wait(lgkmcnt!ocl)            | -        | -
R13  fence           release    ag,sy        -              : wait(lgkmcnt!ocl,vmcnt)         | -        | -

# ---- acq_rel
AR1  rmw,cmpxchg     acq_rel    st,wf        global,local,generic : -               | -        | -
AR2  rmw,cmpxchg     acq_rel    wg           global         : wait(lgkmcnt!ocl)        | -        | -
AR3  rmw,cmpxchg     acq_rel    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
AR4  rmw,cmpxchg     acq_rel    wg           generic        : wait(lgkmcnt!ocl)        | -        | wait(lgkmcnt!ocl)
AR5  rmw,cmpxchg     acq_rel    ag,sy        global         : wait(lgkmcnt!ocl,vmcnt)     | -        | wait(vmcnt) buffer_wbinvl1_vol
AR6  rmw,cmpxchg     acq_rel    ag,sy        generic        : wait(lgkmcnt!ocl,vmcnt)     | -        | wait(vmcnt,lgkmcnt!ocl) buffer_wbinvl1_vol
AR7  fence           acq_rel    st,wf        -              : -                     | -        | -
AR8  fence           acq_rel    wg           -              : wait(lgkmcnt!ocl)            | -        | -
AR9  fence           acq_rel    ag,sy        -              : wait(lgkmcnt!ocl,vmcnt) buffer_wbinvl1_vol | - | -

# ---- seq_cst. The table's "same as row X, never apply the OpenCL omissions" is about the OpenCL
# model, where clang emits plain scopes for seq_cst; an explicit -one-as scope still drops the
# other address space (as llc-19 does), so the omissions carry !ocl here too. See
# tests/golden/memmodel/DEVIATIONS.md, "Resolved in the table".
SC1  load            seq_cst    st,wf        global,local,generic : -               | -        | -
SC2g load            seq_cst    wg           global         : wait(lgkmcnt!ocl)            | -        | -
SC2f load            seq_cst    wg           generic        : wait(lgkmcnt!ocl)            | -        | wait(lgkmcnt!ocl)
SC3  load            seq_cst    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
SC4g load            seq_cst    ag,sy        global         : wait(lgkmcnt!ocl,vmcnt)         | glc      | wait(vmcnt) buffer_wbinvl1_vol
SC4f load            seq_cst    ag,sy        generic        : wait(lgkmcnt!ocl,vmcnt)         | glc      | wait(vmcnt,lgkmcnt!ocl) buffer_wbinvl1_vol
SC5a store           seq_cst    st,wf        global,local,generic : -               | -        | -
SC5b store           seq_cst    wg           global,generic : wait(lgkmcnt!ocl)            | -        | -
SC5c store           seq_cst    wg,ag,sy     local          : -                     | -        | -
SC6  store           seq_cst    ag,sy        global,generic : wait(lgkmcnt!ocl,vmcnt)         | -        | -
SC7a rmw,cmpxchg     seq_cst    st,wf        global,local,generic : -               | -        | -
SC7b rmw,cmpxchg     seq_cst    wg           global         : wait(lgkmcnt!ocl)            | -        | -
SC7c rmw,cmpxchg     seq_cst    wg,ag,sy     local          : -                     | -        | wait(lgkmcnt!ocl)
SC7d rmw,cmpxchg     seq_cst    wg           generic        : wait(lgkmcnt!ocl)            | -        | wait(lgkmcnt!ocl)
SC8g rmw,cmpxchg     seq_cst    ag,sy        global         : wait(lgkmcnt!ocl,vmcnt)         | -        | wait(vmcnt) buffer_wbinvl1_vol
SC8f rmw,cmpxchg     seq_cst    ag,sy        generic        : wait(lgkmcnt!ocl,vmcnt)         | -        | wait(vmcnt,lgkmcnt!ocl) buffer_wbinvl1_vol
SC9a fence           seq_cst    st,wf        -              : -                     | -        | -
SC9b fence           seq_cst    wg           -              : wait(lgkmcnt!ocl)            | -        | -
SC9c fence           seq_cst    ag,sy        -              : wait(lgkmcnt!ocl,vmcnt) buffer_wbinvl1_vol | - | -
