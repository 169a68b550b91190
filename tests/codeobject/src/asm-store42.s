  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .amdhsa_code_object_version 5
  .text
  .globl store42
  .p2align 8
  .type store42,@function
store42:
  s_load_dwordx2 s[0:1], s[4:5], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 42
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[0:1]
  s_endpgm
.Lstore42_end:
  .size store42, .Lstore42_end-store42

  .rodata
  .p2align 6
  .amdhsa_kernel store42
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
    .amdhsa_next_free_vgpr 3
    .amdhsa_next_free_sgpr 8
    .amdhsa_reserve_vcc 0
    .amdhsa_reserve_flat_scratch 0
    .amdhsa_reserve_xnack_mask 1
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx900
amdhsa.kernels:
  - .name: store42
    .symbol: store42.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
    .args:
      - { .name: out, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }
...
  .end_amdgpu_metadata
