# Memory-model lowering table, GFX6-9 column. Transcribed by hand from AMDGPUUsage, "Memory Model":
# the GFX6-GFX9 column of the table "AMDHSA Memory Model Code Sequences GFX6-GFX10" of an earlier
# version of the document (current versions have the GFX6-GFX9 sequences under "Memory Model
# GFX6-GFX9"); llc-19 is only the test oracle (tests/unit/test_memmodel.cpp, tests/golden/memmodel/).
# Row ids (M1, A5, SC4g, ...) are this project's names for that table's rows, numbered in table
# order within each ordering: M monotonic, A acquire, R release, AR acq_rel, SC seq_cst. A suffix
# splits a row the table writes as "same as" other rows: g global, f generic (flat), a-d the rows
# it refers to, in order. Each row spells out the operations, orderings, scopes and spaces it covers.
#
# Syntax (see compiler/memmodel/memmodel.h for the full description):
#   <id> <ops> <orders> <scopes> <spaces> : <before steps> | <bits on the access> | <after steps>
# ops: load store rmw cmpxchg fence; orders: monotonic acquire release acq_rel seq_cst;
# scopes: st wf wg ag sy (each also matches its -one-as variant); spaces: global local generic,
# '-' for fences. Lists are comma separated. Steps: wait(<counter>,...) or a maintenance
# instruction. A '!cu' suffix drops the item in CU mode, '!ocl' drops it for -one-as scopes (the
# table's "If OpenCL, omit" notes: OpenCL orders only the access's own address space). The
# counter 'rtn' is vm when the atomic returns a value, else vs (targets without vs: vm). '-' =
# nothing.
# Every legal combination must match exactly one row (checked when the table is parsed).
# AMDGPUUsage rule: a scope wider than workgroup on LDS is treated as workgroup, so the local rows
# cover wg, ag and sy.

family gfx9
targets gfx900
counters vm lgkm
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
A3   load            acquire    wg,ag,sy     local          : -                     | -        | wait(lgkm!ocl)
A4   load            acquire    wg           generic        : -                     | -        | wait(lgkm!ocl)
A5   load            acquire    ag,sy        global         : -                     | glc      | wait(vm) buffer_wbinvl1_vol
A6   load            acquire    ag,sy        generic        : -                     | glc      | wait(vm,lgkm!ocl) buffer_wbinvl1_vol
A7   rmw,cmpxchg     acquire    st,wf        global,local,generic : -               | -        | -
A8   rmw,cmpxchg     acquire    wg           global         : -                     | -        | -
A9   rmw,cmpxchg     acquire    wg,ag,sy     local          : -                     | -        | wait(lgkm!ocl)
A10  rmw,cmpxchg     acquire    wg           generic        : -                     | -        | wait(lgkm!ocl)
A11  rmw,cmpxchg     acquire    ag,sy        global         : -                     | -        | wait(vm) buffer_wbinvl1_vol
A12  rmw,cmpxchg     acquire    ag,sy        generic        : -                     | -        | wait(vm,lgkm!ocl) buffer_wbinvl1_vol
A13  fence           acquire    st,wf        -              : -                     | -        | -
A14  fence           acquire    wg           -              : wait(lgkm!ocl)            | -        | -
A15  fence           acquire    ag,sy        -              : wait(lgkm!ocl,vm) buffer_wbinvl1_vol | - | -

# ---- release
R1   store           release    st,wf        global,local,generic : -               | -        | -
R2   store           release    wg           global         : wait(lgkm!ocl)        | -        | -
R3   store           release    wg,ag,sy     local          : -                     | -        | -
R4   store           release    wg           generic        : wait(lgkm!ocl)        | -        | -
R5   store           release    ag,sy        global,generic : wait(lgkm!ocl,vm)     | -        | -
R6   rmw,cmpxchg     release    st,wf        global,local,generic : -               | -        | -
R7   rmw,cmpxchg     release    wg           global         : wait(lgkm!ocl)        | -        | -
R8   rmw,cmpxchg     release    wg,ag,sy     local          : -                     | -        | -
R9   rmw,cmpxchg     release    wg           generic        : wait(lgkm!ocl)        | -        | -
R10  rmw,cmpxchg     release    ag,sy        global,generic : wait(lgkm!ocl,vm)     | -        | -
R11  fence           release    st,wf        -              : -                     | -        | -
R12  fence           release    wg           -              : wait(lgkm!ocl)            | -        | -
R13  fence           release    ag,sy        -              : wait(lgkm!ocl,vm)         | -        | -

# ---- acq_rel
AR1  rmw,cmpxchg     acq_rel    st,wf        global,local,generic : -               | -        | -
AR2  rmw,cmpxchg     acq_rel    wg           global         : wait(lgkm!ocl)        | -        | -
AR3  rmw,cmpxchg     acq_rel    wg,ag,sy     local          : -                     | -        | wait(lgkm!ocl)
AR4  rmw,cmpxchg     acq_rel    wg           generic        : wait(lgkm!ocl)        | -        | wait(lgkm!ocl)
AR5  rmw,cmpxchg     acq_rel    ag,sy        global         : wait(lgkm!ocl,vm)     | -        | wait(vm) buffer_wbinvl1_vol
AR6  rmw,cmpxchg     acq_rel    ag,sy        generic        : wait(lgkm!ocl,vm)     | -        | wait(vm,lgkm!ocl) buffer_wbinvl1_vol
AR7  fence           acq_rel    st,wf        -              : -                     | -        | -
AR8  fence           acq_rel    wg           -              : wait(lgkm!ocl)            | -        | -
AR9  fence           acq_rel    ag,sy        -              : wait(lgkm!ocl,vm) buffer_wbinvl1_vol | - | -

# ---- seq_cst. The table's "same as row X, never apply the OpenCL omissions" is about the OpenCL
# model, where clang emits plain scopes for seq_cst; an explicit -one-as scope still drops the
# other address space (as llc-19 does), so the omissions carry !ocl here too. See
# tests/golden/memmodel/DEVIATIONS.md, "Resolved in the table".
SC1  load            seq_cst    st,wf        global,local,generic : -               | -        | -
SC2g load            seq_cst    wg           global         : wait(lgkm!ocl)            | -        | -
SC2f load            seq_cst    wg           generic        : wait(lgkm!ocl)            | -        | wait(lgkm!ocl)
SC3  load            seq_cst    wg,ag,sy     local          : -                     | -        | wait(lgkm!ocl)
SC4g load            seq_cst    ag,sy        global         : wait(lgkm!ocl,vm)         | glc      | wait(vm) buffer_wbinvl1_vol
SC4f load            seq_cst    ag,sy        generic        : wait(lgkm!ocl,vm)         | glc      | wait(vm,lgkm!ocl) buffer_wbinvl1_vol
SC5a store           seq_cst    st,wf        global,local,generic : -               | -        | -
SC5b store           seq_cst    wg           global,generic : wait(lgkm!ocl)            | -        | -
SC5c store           seq_cst    wg,ag,sy     local          : -                     | -        | -
SC6  store           seq_cst    ag,sy        global,generic : wait(lgkm!ocl,vm)         | -        | -
SC7a rmw,cmpxchg     seq_cst    st,wf        global,local,generic : -               | -        | -
SC7b rmw,cmpxchg     seq_cst    wg           global         : wait(lgkm!ocl)            | -        | -
SC7c rmw,cmpxchg     seq_cst    wg,ag,sy     local          : -                     | -        | wait(lgkm!ocl)
SC7d rmw,cmpxchg     seq_cst    wg           generic        : wait(lgkm!ocl)            | -        | wait(lgkm!ocl)
SC8g rmw,cmpxchg     seq_cst    ag,sy        global         : wait(lgkm!ocl,vm)         | -        | wait(vm) buffer_wbinvl1_vol
SC8f rmw,cmpxchg     seq_cst    ag,sy        generic        : wait(lgkm!ocl,vm)         | -        | wait(vm,lgkm!ocl) buffer_wbinvl1_vol
SC9a fence           seq_cst    st,wf        -              : -                     | -        | -
SC9b fence           seq_cst    wg           -              : wait(lgkm!ocl)            | -        | -
SC9c fence           seq_cst    ag,sy        -              : wait(lgkm!ocl,vm) buffer_wbinvl1_vol | - | -
