	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	private_sort            ; -- Begin function private_sort
	.globl	private_sort
	.p2align	8
	.type	private_sort,@function
private_sort:                           ; @private_sort
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s33, s[0:1], 0x18
	s_load_dwordx2 s[4:5], s[0:1], 0x48
	s_load_dwordx4 s[36:39], s[0:1], 0x0
	s_load_dwordx2 s[34:35], s[0:1], 0x10
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	v_mov_b32_e32 v2, s2
	v_mad_u64_u32 v[16:17], s[0:1], s0, v2, v[0:1]
	s_cmp_lg_u32 s33, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u32 s33, 0
	s_mov_b32 s0, 0
	s_cbranch_scc1 .LBB0_8
; %bb.1:
	v_mad_u64_u32 v[0:1], s[4:5], v16, s33, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[4:5], v17, s33, v[2:3]
	v_mov_b32_e32 v1, v2
	s_cmp_lg_u32 s33, 1
	s_mov_b64 s[4:5], -1
	s_cbranch_scc0 .LBB0_5
; %bb.2:
	s_and_b32 s0, s33, -2
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[36:37]
	v_mov_b32_e32 v4, 0
	s_mov_b32 s1, s0
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[6:7], v[2:3], off
	s_add_i32 s1, s1, -2
	v_lshl_add_u64 v[2:3], v[2:3], 0, 8
	s_cmp_lg_u32 s1, 0
	s_waitcnt vmcnt(0)
	scratch_store_dwordx2 v4, v[6:7], off
	v_add_u32_e32 v4, 8, v4
	s_cbranch_scc1 .LBB0_3
; %bb.4:
	s_cmp_lg_u32 s0, s33
	s_cselect_b64 s[4:5], -1, 0
.LBB0_5:
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_8
; %bb.6:
	s_mov_b32 s1, 0
	s_sub_i32 s4, s33, s0
	s_lshl_b64 s[6:7], s[0:1], 2
	s_add_u32 s6, s36, s6
	s_addc_u32 s7, s37, s7
	s_lshl_b32 s0, s0, 2
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	v_add_u32_e32 v2, s0, v2
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v3, v[0:1], off
	s_add_i32 s4, s4, -1
	v_lshl_add_u64 v[0:1], v[0:1], 0, 4
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0)
	scratch_store_dword v2, v3, off
	v_add_u32_e32 v2, 4, v2
	s_cbranch_scc0 .LBB0_7
.LBB0_8:
	s_cmp_lt_u32 s33, 2
	s_cbranch_scc1 .LBB0_17
; %bb.9:
	v_mov_b32_e32 v0, 0
	s_mov_b32 s8, 0
	s_mov_b32 s9, 1
	s_branch .LBB0_12
.LBB0_10:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b64 exec, exec, s[0:1]
.LBB0_11:                               ;   in Loop: Header=BB0_12 Depth=1
	s_add_i32 s9, s9, 1
	s_add_i32 s8, s8, 4
	v_lshl_add_u32 v2, v2, 2, v0
	s_cmp_eq_u32 s9, s33
	s_waitcnt vmcnt(0)
	scratch_store_dword v2, v1, off
	s_cbranch_scc1 .LBB0_17
.LBB0_12:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_15 Depth 2
	s_lshl_b32 s0, s9, 2
	s_add_i32 s0, s0, 0
	scratch_load_dword v1, off, s0
	s_cmp_lt_i32 s9, 1
	v_mov_b32_e32 v2, s9
	s_cbranch_scc1 .LBB0_11
; %bb.13:                               ;   in Loop: Header=BB0_12 Depth=1
	s_mov_b64 s[0:1], 0
	s_mov_b32 s10, s8
	s_mov_b32 s11, s9
                                        ; implicit-def: $sgpr4_sgpr5
	s_branch .LBB0_15
.LBB0_14:                               ;   in Loop: Header=BB0_15 Depth=2
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], exec, s[4:5]
	s_or_b64 s[0:1], s[6:7], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_10
.LBB0_15:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	scratch_load_dword v3, off, s10
	v_mov_b32_e32 v2, s11
	s_or_b64 s[4:5], s[4:5], exec
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e32 vcc, v3, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_14
; %bb.16:                               ;   in Loop: Header=BB0_15 Depth=2
	s_add_i32 s14, s11, -1
	s_add_i32 s12, s10, 4
	s_add_i32 s10, s10, -4
	s_cmp_lt_u32 s11, 2
	scratch_store_dword off, v3, s12
	s_cselect_b64 s[12:13], -1, 0
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[12:13], s[12:13], exec
	v_mov_b32_e32 v2, 0
	s_or_b64 s[4:5], s[4:5], s[12:13]
	s_mov_b32 s11, s14
	s_branch .LBB0_14
.LBB0_17:
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	v_cmp_ne_u32_e64 s[0:1], 1, v0
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_vccnz .LBB0_20
; %bb.18:
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v18, 0
	s_mov_b32 s36, s33
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v12
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v9, v12
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v11, v12
	v_mov_b32_e32 v4, v12
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v6, v12
	v_mov_b32_e32 v7, v12
	v_mov_b32_e32 v0, v12
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v3, v12
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	scratch_load_dword v19, v18, off
	s_add_i32 s36, s36, -1
	v_add_u32_e32 v18, 4, v18
	s_cmp_eq_u32 s36, 0
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v19, 28, v19
	v_cmp_eq_u32_e32 vcc, 1, v19
	v_cmp_eq_u32_e64 s[2:3], 2, v19
	v_cmp_eq_u32_e64 s[4:5], 3, v19
	v_cndmask_b32_e32 v20, v12, v13, vcc
	v_cndmask_b32_e64 v20, v20, v14, s[2:3]
	v_cndmask_b32_e64 v20, v20, v15, s[4:5]
	v_cmp_eq_u32_e64 s[6:7], 4, v19
	v_cmp_eq_u32_e64 s[8:9], 5, v19
	v_cmp_eq_u32_e64 s[10:11], 6, v19
	v_cndmask_b32_e64 v20, v20, v8, s[6:7]
	v_cndmask_b32_e64 v20, v20, v9, s[8:9]
	v_cndmask_b32_e64 v20, v20, v10, s[10:11]
	v_cmp_eq_u32_e64 s[12:13], 7, v19
	v_cmp_eq_u32_e64 s[14:15], 8, v19
	v_cmp_eq_u32_e64 s[16:17], 9, v19
	v_cndmask_b32_e64 v20, v20, v11, s[12:13]
	v_cndmask_b32_e64 v20, v20, v4, s[14:15]
	v_cndmask_b32_e64 v20, v20, v5, s[16:17]
	v_cmp_eq_u32_e64 s[18:19], 10, v19
	v_cmp_eq_u32_e64 s[20:21], 11, v19
	v_cmp_eq_u32_e64 s[22:23], 12, v19
	v_cndmask_b32_e64 v20, v20, v6, s[18:19]
	v_cndmask_b32_e64 v20, v20, v7, s[20:21]
	v_cndmask_b32_e64 v20, v20, v0, s[22:23]
	v_cmp_eq_u32_e64 s[24:25], 13, v19
	v_cmp_eq_u32_e64 s[26:27], 14, v19
	v_cmp_eq_u32_e64 s[28:29], 15, v19
	v_cndmask_b32_e64 v20, v20, v1, s[24:25]
	v_cndmask_b32_e64 v20, v20, v2, s[26:27]
	v_cndmask_b32_e64 v20, v20, v3, s[28:29]
	v_add_u32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[30:31], 0, v19
	v_cndmask_b32_e32 v13, v13, v20, vcc
	v_cndmask_b32_e64 v14, v14, v20, s[2:3]
	v_cndmask_b32_e64 v12, v12, v20, s[30:31]
	v_cndmask_b32_e64 v15, v15, v20, s[4:5]
	v_cndmask_b32_e64 v8, v8, v20, s[6:7]
	v_cndmask_b32_e64 v9, v9, v20, s[8:9]
	v_cndmask_b32_e64 v10, v10, v20, s[10:11]
	v_cndmask_b32_e64 v11, v11, v20, s[12:13]
	v_cndmask_b32_e64 v4, v4, v20, s[14:15]
	v_cndmask_b32_e64 v5, v5, v20, s[16:17]
	v_cndmask_b32_e64 v6, v6, v20, s[18:19]
	v_cndmask_b32_e64 v7, v7, v20, s[20:21]
	v_cndmask_b32_e64 v0, v0, v20, s[22:23]
	v_cndmask_b32_e64 v1, v1, v20, s[24:25]
	v_cndmask_b32_e64 v2, v2, v20, s[26:27]
	v_cndmask_b32_e64 v3, v3, v20, s[28:29]
	s_cbranch_scc0 .LBB0_19
.LBB0_20:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_28
; %bb.21:
	v_mad_u64_u32 v[18:19], s[0:1], v16, s33, 0
	v_mov_b32_e32 v20, v19
	v_mad_u64_u32 v[20:21], s[0:1], v17, s33, v[20:21]
	s_cmp_lg_u32 s33, 1
	v_mov_b32_e32 v19, v20
	s_cbranch_scc0 .LBB0_25
; %bb.22:
	s_and_b32 s0, s33, -2
	v_lshl_add_u64 v[20:21], v[18:19], 2, s[38:39]
	v_mov_b32_e32 v22, 0
	s_mov_b32 s1, s0
.LBB0_23:                               ; =>This Inner Loop Header: Depth=1
	scratch_load_dwordx2 v[24:25], v22, off
	s_add_i32 s1, s1, -2
	v_add_u32_e32 v22, 8, v22
	s_cmp_lg_u32 s1, 0
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[20:21], v[24:25], off
	v_lshl_add_u64 v[20:21], v[20:21], 0, 8
	s_cbranch_scc1 .LBB0_23
; %bb.24:
	s_cmp_lg_u32 s0, s33
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_26
	s_branch .LBB0_28
.LBB0_25:
	s_mov_b32 s0, 0
	s_cbranch_execz .LBB0_28
.LBB0_26:
	s_mov_b32 s1, 0
	s_sub_i32 s2, s33, s0
	s_lshl_b64 s[4:5], s[0:1], 2
	s_add_u32 s4, s38, s4
	s_addc_u32 s5, s39, s5
	s_lshl_b32 s0, s0, 2
	v_mov_b32_e32 v20, 0
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[4:5]
	v_add_u32_e32 v20, s0, v20
.LBB0_27:                               ; =>This Inner Loop Header: Depth=1
	scratch_load_dword v21, v20, off
	s_add_i32 s2, s2, -1
	v_add_u32_e32 v20, 4, v20
	s_cmp_eq_u32 s2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v[18:19], v21, off
	v_lshl_add_u64 v[18:19], v[18:19], 0, 4
	s_cbranch_scc0 .LBB0_27
.LBB0_28:
	v_lshlrev_b64 v[16:17], 6, v[16:17]
	v_lshl_add_u64 v[16:17], s[34:35], 0, v[16:17]
	global_store_dwordx4 v[16:17], v[12:15], off
	global_store_dwordx4 v[16:17], v[8:11], off offset:16
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[0:3], off offset:48
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_sort
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 388
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	private_sort, .Lfunc_end0-private_sort
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1336
; NumSgprs: 46
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 388
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           private_sort
    .private_segment_fixed_size: 388
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         private_sort.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
