; c[i] = a[i] + b[i] for i < n, hand-written for gfx1030 (RDNA2, wave32).
; Kernel arguments: a (global float*), b (global float*), c (global float*), n (uint).
; Initial state: s[0:1] kernarg pointer, s2 work-group id x, v0 work-item id x.
; 64 work-items per group (two waves of 32).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
  .amdhsa_code_object_version 5
  .text
  .protected vadd
  .globl vadd
  .p2align 8
  .type vadd,@function
vadd:
  s_load_dwordx4 s[4:7], s[0:1], 0x0        ; a, b
  s_load_dwordx2 s[8:9], s[0:1], 0x10       ; c
  s_load_dword s10, s[0:1], 0x18            ; n
  s_lshl_b32 s2, s2, 6                      ; group base = group id * 64
  v_add_nc_u32_e32 v0, s2, v0               ; i
  s_waitcnt lgkmcnt(0)
  v_cmp_gt_u32_e32 vcc_lo, s10, v0          ; i < n
  s_and_saveexec_b32 s3, vcc_lo
  s_cbranch_execz .Ldone
  v_lshlrev_b32_e32 v1, 2, v0               ; byte offset
  global_load_dword v2, v1, s[4:5]
  global_load_dword v3, v1, s[6:7]
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v2, v2, v3
  global_store_dword v1, v2, s[8:9]
.Ldone:
  s_endpgm
.Lvadd_end:
  .size vadd, .Lvadd_end-vadd

  .rodata
  .p2align 6
  .amdhsa_kernel vadd
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 28
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel
