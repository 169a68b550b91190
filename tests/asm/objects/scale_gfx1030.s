; out[i] = in[i] * k with an .amdgpu_metadata block, for the object-level comparison
; against llvm-mc-19 (tests/unit/compiler/asm/test_asm_objects.cpp).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
  .amdhsa_code_object_version 5
  .text
  .protected scale
  .globl scale
  .p2align 8
  .type scale,@function
scale:
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_load_dword s7, s[0:1], 0x10
  v_lshlrev_b32_e32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[4:5]
  s_waitcnt vmcnt(0)
  v_mul_f32_e32 v2, s7, v2
  global_store_dword v1, v2, s[6:7]
  s_endpgm
.Lscale_end:
  .size scale, .Lscale_end-scale

  .rodata
  .p2align 6
  .amdhsa_kernel scale
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 20
    .amdhsa_next_free_vgpr 3
    .amdhsa_next_free_sgpr 8
    .amdhsa_reserve_vcc 0
    .amdhsa_reserve_flat_scratch 0
    .amdhsa_float_denorm_mode_32 3
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 256
    .name:           scale
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .symbol:         scale.kd
    .vgpr_count:     3
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...
  .end_amdgpu_metadata
