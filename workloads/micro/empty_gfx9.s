; empty(): s_endpgm only; launch/dispatch overhead (total simulated cycles for a grid).
; Target: gfx900 (GCN5, wave64). Also valid for gfx90a (CDNA2): the instruction bodies use
; nothing gfx90a lacks; the build derives the gfx90a form (to_gfx90a.cmake).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
  .end_amdgpu_metadata
