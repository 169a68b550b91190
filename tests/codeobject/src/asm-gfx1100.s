; Hand-written gfx1100 object (wave32, architected flat scratch), no .addrsig.
  .amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
  .amdhsa_code_object_version 5
  .text
  .globl k32
  .p2align 8
  .type k32,@function
k32:
  v_mov_b32 v0, 1
  s_endpgm
.Lk32_end:
  .size k32, .Lk32_end-k32
  .rodata
  .p2align 6
  .amdhsa_kernel k32
    .amdhsa_user_sgpr_dispatch_ptr 1
    .amdhsa_enable_private_segment 1
    .amdhsa_private_segment_fixed_size 64
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 0
    .amdhsa_kernarg_size 0
  .end_amdhsa_kernel
  .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx1100
amdhsa.kernels:
  - .name: k32
    .symbol: k32.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 4
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 64
    .wavefront_size: 32
    .sgpr_count: 0
    .vgpr_count: 1
    .max_flat_workgroup_size: 1024
    .uses_dynamic_stack: false
    .workgroup_processor_mode: 1
...
  .end_amdgpu_metadata
