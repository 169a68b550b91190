; Issue-rate kernels, one wave, all lanes active, out[0] = cycles for iters x 16 ops (lane 0 writes).
; issue_valu(uint iters, global ulong* out): 16 FMAs per iteration on 8 accumulators (dependency distance 8).
; issue_trans(uint iters, global ulong* out): 16 v_rcp_f32 per iteration on 8 registers.
; issue_salu(uint iters, global ulong* out): 16 independent s_add_u32 on s16..s31.
; Cycles per op = out[0] / (16*iters).
; Initial state: s[0:1] kernarg pointer, s2 work-group id x, v0 work-item id x.
; Target: gfx900 (GCN5, wave64). Also valid for gfx90a (CDNA2): the instruction bodies use
; nothing gfx90a lacks; the build derives the gfx90a form (to_gfx90a.cmake).
  .amdgcn_target "amdgcn-amd-amdhsa--gfx900"
  .amdhsa_code_object_version 5
  .text
  .protected issue_valu
  .globl issue_valu
  .p2align 8
  .type issue_valu,@function
issue_valu:
  s_load_dword s6, s[0:1], 0x0              ; iters
  s_load_dwordx2 s[8:9], s[0:1], 0x8        ; out
  v_mov_b32_e32 v1, 1.0
  v_mov_b32_e32 v2, 1.0
  v_mov_b32_e32 v8, 0
  v_mov_b32_e32 v9, 0
  v_mov_b32_e32 v10, 0
  v_mov_b32_e32 v11, 0
  v_mov_b32_e32 v12, 0
  v_mov_b32_e32 v13, 0
  v_mov_b32_e32 v14, 0
  v_mov_b32_e32 v15, 0
  s_waitcnt lgkmcnt(0)
  ; ---- timed: iters x 16 independent ops ----
  s_mov_b32 s7, s6                          ; loop counter
  s_memtime s[10:11]
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s7, 0
  s_cbranch_scc1 .Lissue_valu_timed_done
.Lissue_valu_timed:
  v_fma_f32 v8, v8, v1, v2
  v_fma_f32 v9, v9, v1, v2
  v_fma_f32 v10, v10, v1, v2
  v_fma_f32 v11, v11, v1, v2
  v_fma_f32 v12, v12, v1, v2
  v_fma_f32 v13, v13, v1, v2
  v_fma_f32 v14, v14, v1, v2
  v_fma_f32 v15, v15, v1, v2
  v_fma_f32 v8, v8, v1, v2
  v_fma_f32 v9, v9, v1, v2
  v_fma_f32 v10, v10, v1, v2
  v_fma_f32 v11, v11, v1, v2
  v_fma_f32 v12, v12, v1, v2
  v_fma_f32 v13, v13, v1, v2
  v_fma_f32 v14, v14, v1, v2
  v_fma_f32 v15, v15, v1, v2
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Lissue_valu_timed
.Lissue_valu_timed_done:
  s_memtime s[12:13]
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s12, s12, s10                   ; cycles = t1 - t0 (64-bit)
  s_subb_u32 s13, s13, s11
  v_cvt_u32_f32_e32 v14, v8                 ; out[1] = v8 = 2*iters (exact below 2^24)
  s_mov_b64 exec, 1                         ; lane 0 writes
  v_mov_b32_e32 v12, s12                    ; out[0] = cycles
  v_mov_b32_e32 v13, s13
  v_mov_b32_e32 v15, 0
  v_mov_b32_e32 v0, 0
  global_store_dwordx4 v0, v[12:15], s[8:9]
  s_endpgm
.Lissue_valu_end:
  .size issue_valu, .Lissue_valu_end-issue_valu

  .protected issue_trans
  .globl issue_trans
  .p2align 8
  .type issue_trans,@function
issue_trans:
  s_load_dword s6, s[0:1], 0x0              ; iters
  s_load_dwordx2 s[8:9], s[0:1], 0x8        ; out
  v_mov_b32_e32 v8, 2.0
  v_mov_b32_e32 v9, 2.0
  v_mov_b32_e32 v10, 2.0
  v_mov_b32_e32 v11, 2.0
  v_mov_b32_e32 v12, 2.0
  v_mov_b32_e32 v13, 2.0
  v_mov_b32_e32 v14, 2.0
  v_mov_b32_e32 v15, 2.0
  s_waitcnt lgkmcnt(0)
  ; ---- timed: iters x 16 independent ops ----
  s_mov_b32 s7, s6                          ; loop counter
  s_memtime s[10:11]
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s7, 0
  s_cbranch_scc1 .Lissue_trans_timed_done
.Lissue_trans_timed:
  v_rcp_f32_e32 v8, v8
  v_rcp_f32_e32 v9, v9
  v_rcp_f32_e32 v10, v10
  v_rcp_f32_e32 v11, v11
  v_rcp_f32_e32 v12, v12
  v_rcp_f32_e32 v13, v13
  v_rcp_f32_e32 v14, v14
  v_rcp_f32_e32 v15, v15
  v_rcp_f32_e32 v8, v8
  v_rcp_f32_e32 v9, v9
  v_rcp_f32_e32 v10, v10
  v_rcp_f32_e32 v11, v11
  v_rcp_f32_e32 v12, v12
  v_rcp_f32_e32 v13, v13
  v_rcp_f32_e32 v14, v14
  v_rcp_f32_e32 v15, v15
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Lissue_trans_timed
.Lissue_trans_timed_done:
  s_memtime s[12:13]
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s12, s12, s10                   ; cycles = t1 - t0 (64-bit)
  s_subb_u32 s13, s13, s11
  v_cvt_u32_f32_e32 v14, v8                 ; out[1] = v8 = 2 (rcp applied an even number of times)
  s_mov_b64 exec, 1                         ; lane 0 writes
  v_mov_b32_e32 v12, s12                    ; out[0] = cycles
  v_mov_b32_e32 v13, s13
  v_mov_b32_e32 v15, 0
  v_mov_b32_e32 v0, 0
  global_store_dwordx4 v0, v[12:15], s[8:9]
  s_endpgm
.Lissue_trans_end:
  .size issue_trans, .Lissue_trans_end-issue_trans

  .protected issue_salu
  .globl issue_salu
  .p2align 8
  .type issue_salu,@function
issue_salu:
  s_load_dword s6, s[0:1], 0x0              ; iters
  s_load_dwordx2 s[8:9], s[0:1], 0x8        ; out
  s_mov_b32 s16, 0
  s_mov_b32 s17, 0
  s_mov_b32 s18, 0
  s_mov_b32 s19, 0
  s_mov_b32 s20, 0
  s_mov_b32 s21, 0
  s_mov_b32 s22, 0
  s_mov_b32 s23, 0
  s_mov_b32 s24, 0
  s_mov_b32 s25, 0
  s_mov_b32 s26, 0
  s_mov_b32 s27, 0
  s_mov_b32 s28, 0
  s_mov_b32 s29, 0
  s_mov_b32 s30, 0
  s_mov_b32 s31, 0
  s_waitcnt lgkmcnt(0)
  ; ---- timed: iters x 16 independent ops ----
  s_mov_b32 s7, s6                          ; loop counter
  s_memtime s[10:11]
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s7, 0
  s_cbranch_scc1 .Lissue_salu_timed_done
.Lissue_salu_timed:
  s_add_u32 s16, s16, 3
  s_add_u32 s17, s17, 3
  s_add_u32 s18, s18, 3
  s_add_u32 s19, s19, 3
  s_add_u32 s20, s20, 3
  s_add_u32 s21, s21, 3
  s_add_u32 s22, s22, 3
  s_add_u32 s23, s23, 3
  s_add_u32 s24, s24, 3
  s_add_u32 s25, s25, 3
  s_add_u32 s26, s26, 3
  s_add_u32 s27, s27, 3
  s_add_u32 s28, s28, 3
  s_add_u32 s29, s29, 3
  s_add_u32 s30, s30, 3
  s_add_u32 s31, s31, 3
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Lissue_salu_timed
.Lissue_salu_timed_done:
  s_memtime s[12:13]
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s12, s12, s10                   ; cycles = t1 - t0 (64-bit)
  s_subb_u32 s13, s13, s11
  v_mov_b32_e32 v14, s16                    ; out[1] = s16 = 3*iters (mod 2^32)
  s_mov_b64 exec, 1                         ; lane 0 writes
  v_mov_b32_e32 v12, s12                    ; out[0] = cycles
  v_mov_b32_e32 v13, s13
  v_mov_b32_e32 v15, 0
  v_mov_b32_e32 v0, 0
  global_store_dwordx4 v0, v[12:15], s[8:9]
  s_endpgm
.Lissue_salu_end:
  .size issue_salu, .Lissue_salu_end-issue_salu

  .rodata
  .p2align 6
  .amdhsa_kernel issue_valu
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 16
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel

  .p2align 6
  .amdhsa_kernel issue_trans
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 16
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel

  .p2align 6
  .amdhsa_kernel issue_salu
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 16
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
    .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
    .amdhsa_reserve_flat_scratch 0
  .end_amdhsa_kernel

  .amdgpu_metadata
---
amdhsa.kernels:
  - .name:           issue_valu
    .symbol:         issue_valu.kd
    .args:
      - { .name: "iters", .offset: 0, .size: 4, .value_kind: by_value }
      - { .name: "out", .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .vgpr_count:     16
    .wavefront_size: 64
  - .name:           issue_trans
    .symbol:         issue_trans.kd
    .args:
      - { .name: "iters", .offset: 0, .size: 4, .value_kind: by_value }
      - { .name: "out", .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .vgpr_count:     16
    .wavefront_size: 64
  - .name:           issue_salu
    .symbol:         issue_salu.kd
    .args:
      - { .name: "iters", .offset: 0, .size: 4, .value_kind: by_value }
      - { .name: "out", .address_space: global, .offset: 8, .size: 8, .value_kind: global_buffer }
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .vgpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...
  .end_amdgpu_metadata
