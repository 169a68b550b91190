; c[i] = a[i] + b[i] for i < n, hand-written for gfx900 (GCN5, wave64).
; Kernel arguments: a (global float*), b (global float*), c (global float*), n (uint).
; Initial state (per .amdhsa_* enables): s[4:5] kernarg pointer, s6 work-group id x,
; v0 work-item id x. 64 work-items per group.
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .amdhsa_code_object_version 5
  .text
  .protected vadd
  .globl vadd
  .p2align 8
  .type vadd,@function
vadd:
  s_load_dwordx4 s[8:11], s[4:5], 0x0       ; a, b
  s_load_dwordx2 s[12:13], s[4:5], 0x10     ; c
  s_load_dword s14, s[4:5], 0x18            ; n
  s_lshl_b32 s6, s6, 6                      ; group base = group id * 64
  v_add_u32_e32 v0, s6, v0                  ; i
  s_waitcnt lgkmcnt(0)
  v_cmp_gt_u32_e32 vcc, s14, v0             ; i < n
  s_and_saveexec_b64 s[0:1], vcc
  s_cbranch_execz .Ldone
  v_lshlrev_b32_e32 v1, 2, v0               ; byte offset
  global_load_dword v2, v1, s[8:9]
  global_load_dword v3, v1, s[10:11]
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v2, v2, v3
  global_store_dword v1, v2, s[12:13]
.Ldone:
  s_endpgm
.Lvadd_end:
  .size vadd, .Lvadd_end-vadd

  .rodata
  .p2align 6
  .amdhsa_kernel vadd
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_kernarg_size 28
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel
