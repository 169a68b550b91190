; Generated from empty_gfx9.s by to_gfx90a.sh (gfx90a target, .amdhsa_accum_offset added): edit that file instead.
; empty(): s_endpgm only; launch/dispatch overhead (total simulated cycles for a grid).
; Target: gfx900 (GCN5, wave64). Also valid for gfx90a (CDNA2): the instruction bodies use
; nothing gfx90a lacks; convert with workloads/micro/to_gfx90a.sh (see README.md).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
  .amdhsa_code_object_version 5
  .text
  .protected empty
  .globl empty
  .p2align 8
  .type empty,@function
empty:
  s_endpgm
.Lempty_end:
  .size empty, .Lempty_end-empty

  .rodata
  .p2align 6
  .amdhsa_kernel empty
    .amdhsa_kernarg_size 0
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
    .amdhsa_accum_offset ((.amdgcn.next_free_vgpr+3)/4)*4 + 4*((.amdgcn.next_free_vgpr==0)&1)
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.kernels:
  - .name:           empty
    .symbol:         empty.kd
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 1024
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .vgpr_count:     4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
  .end_amdgpu_metadata
