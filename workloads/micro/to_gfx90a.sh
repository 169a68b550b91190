#!/bin/sh
# Usage: to_gfx90a.sh KERNEL_gfx9.s > KERNEL_gfx90a.s
# The gfx9 sources target gfx900; gfx90a needs a different .amdgcn_target (a mismatch with
# --target is an error) and a .amdhsa_accum_offset directive (required on gfx90a, rejected on
# gfx900), and gfxsim's assembler has no .if. The instruction bodies are valid on both.
# The *_gfx90a.s files in this folder are this script's output: edit the gfx9 source and rerun
#   for f in *_gfx9.s; do sh to_gfx90a.sh $f > ${f%_gfx9.s}_gfx90a.s; done
echo "; Generated from $(basename "$1") by to_gfx90a.sh (gfx90a target, .amdhsa_accum_offset added): edit that file instead."
sed -e 's/amdgcn-amd-amdhsa--gfx900/amdgcn-amd-amdhsa--gfx90a/' \
    -e 's|^\( *\)\.end_amdhsa_kernel|\1  .amdhsa_accum_offset ((.amdgcn.next_free_vgpr+3)/4)*4 + 4*((.amdgcn.next_free_vgpr==0)\&1)\n\1.end_amdhsa_kernel|' "$1"
