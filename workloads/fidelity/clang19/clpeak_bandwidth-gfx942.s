	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	bandwidth_v1            ; -- Begin function bandwidth_v1
	.globl	bandwidth_v1
	.p2align	8
	.type	bandwidth_v1,@function
bandwidth_v1:                           ; @bandwidth_v1
; %bb.0:
	s_load_dword s3, s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x1c
	s_load_dwordx2 s[8:9], s[0:1], 0x38
	s_add_u32 s4, s0, 16
	s_addc_u32 s5, s1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s2, s3
	s_cselect_b32 s3, 12, 18
	s_add_u32 s4, s4, s3
	s_addc_u32 s5, s5, 0
	v_mov_b32_e32 v1, 0
	global_load_ushort v30, v1, s[4:5]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v31, v1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v33, s2, v30
	v_mul_lo_u32 v32, s2, v30
	v_lshlrev_b64 v[32:33], 6, v[32:33]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[32:33]
	v_lshl_add_u64 v[34:35], v[32:33], 0, v[0:1]
	v_readfirstlane_b32 s0, v32
	v_readfirstlane_b32 s1, v33
	v_lshlrev_b32_e32 v2, 2, v30
	v_lshlrev_b32_e32 v4, 3, v30
	v_mul_lo_u32 v6, v30, 12
	v_lshlrev_b32_e32 v8, 4, v30
	v_mul_lo_u32 v10, v30, 20
	global_load_dword v1, v0, s[0:1]
	v_mul_lo_u32 v12, v30, 24
	v_mul_lo_u32 v14, v30, 28
	v_lshlrev_b32_e32 v16, 5, v30
	v_mul_lo_u32 v18, v30, 36
	v_mul_lo_u32 v20, v30, 40
	v_mul_lo_u32 v22, v30, 44
	v_mul_lo_u32 v24, v30, 48
	v_mul_lo_u32 v26, v30, 52
	v_mul_lo_u32 v28, v30, 56
	v_mul_lo_u32 v30, v30, 60
	v_lshl_add_u64 v[2:3], v[34:35], 0, v[2:3]
	v_lshl_add_u64 v[4:5], v[34:35], 0, v[4:5]
	v_lshl_add_u64 v[6:7], v[34:35], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[34:35], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[10:11]
	v_lshl_add_u64 v[12:13], v[34:35], 0, v[12:13]
	v_lshl_add_u64 v[14:15], v[34:35], 0, v[14:15]
	v_lshl_add_u64 v[16:17], v[34:35], 0, v[16:17]
	v_lshl_add_u64 v[18:19], v[34:35], 0, v[18:19]
	v_lshl_add_u64 v[20:21], v[34:35], 0, v[20:21]
	v_lshl_add_u64 v[22:23], v[34:35], 0, v[22:23]
	v_lshl_add_u64 v[24:25], v[34:35], 0, v[24:25]
	v_lshl_add_u64 v[26:27], v[34:35], 0, v[26:27]
	v_lshl_add_u64 v[28:29], v[34:35], 0, v[28:29]
	v_lshl_add_u64 v[30:31], v[34:35], 0, v[30:31]
	global_load_dword v32, v[2:3], off
	global_load_dword v33, v[4:5], off
	global_load_dword v34, v[6:7], off
	global_load_dword v35, v[8:9], off
	global_load_dword v36, v[10:11], off
	global_load_dword v37, v[12:13], off
	global_load_dword v38, v[14:15], off
	global_load_dword v39, v[16:17], off
	global_load_dword v40, v[18:19], off
	global_load_dword v41, v[20:21], off
	global_load_dword v42, v[22:23], off
	global_load_dword v43, v[24:25], off
	global_load_dword v44, v[26:27], off
	global_load_dword v45, v[28:29], off
	global_load_dword v46, v[30:31], off
	s_and_b32 s0, s10, 0xffff
	s_mul_hi_u32 s1, s0, s2
	s_mul_i32 s0, s0, s2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v1, v1, v32
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v1, v1, v33
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v1, v1, v34
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v1, v1, v35
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v1, v1, v36
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v1, v1, v37
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v1, v1, v38
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v1, v1, v39
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v1, v1, v40
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v1, v41
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v1, v1, v42
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v1, v1, v43
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v44
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v1, v45
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v46
	global_store_dword v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 48
		.amdhsa_reserve_vcc 0
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
	.size	bandwidth_v1, .Lfunc_end0-bandwidth_v1
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 716
; NumSgprs: 17
; NumVgprs: 47
; NumAgprs: 0
; TotalNumVgprs: 47
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 47
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bandwidth_v2            ; -- Begin function bandwidth_v2
	.globl	bandwidth_v2
	.p2align	8
	.type	bandwidth_v2,@function
bandwidth_v2:                           ; @bandwidth_v2
; %bb.0:
	s_load_dword s4, s[0:1], 0x10
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx2 s[8:9], s[0:1], 0x38
	s_add_u32 s5, s0, 16
	s_addc_u32 s6, s1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s2, s4
	s_cselect_b32 s4, 12, 18
	s_add_u32 s4, s5, s4
	s_addc_u32 s5, s6, 0
	v_mov_b32_e32 v3, 0
	global_load_ushort v1, v3, s[4:5]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v2, 3, v0
	s_movk_i32 s10, 0x48
	s_movk_i32 s11, 0x50
	s_movk_i32 s12, 0x58
	s_movk_i32 s13, 0x60
	s_movk_i32 s14, 0x68
	s_movk_i32 s15, 0x70
	s_movk_i32 s16, 0x78
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v5, s2, v1
	v_mul_lo_u32 v4, s2, v1
	v_lshlrev_b64 v[4:5], 7, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[6:7], v[4:5], 0, v[2:3]
	v_readfirstlane_b32 s0, v4
	v_readfirstlane_b32 s1, v5
	s_nop 4
	global_load_dwordx2 v[4:5], v2, s[0:1]
	v_lshlrev_b32_e32 v2, 3, v1
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[2:3]
	v_lshlrev_b32_e32 v2, 4, v1
	v_lshl_add_u64 v[10:11], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, 24
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[2:3]
	v_lshlrev_b32_e32 v2, 5, v1
	v_lshl_add_u64 v[14:15], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, 40
	global_load_dwordx2 v[16:17], v[8:9], off
	global_load_dwordx2 v[18:19], v[10:11], off
	global_load_dwordx2 v[20:21], v[12:13], off
	global_load_dwordx2 v[22:23], v[14:15], off
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, 48
	v_lshl_add_u64 v[10:11], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, 56
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[2:3]
	v_lshlrev_b32_e32 v2, 6, v1
	v_lshl_add_u64 v[14:15], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s10
	global_load_dwordx2 v[24:25], v[8:9], off
	global_load_dwordx2 v[26:27], v[10:11], off
	global_load_dwordx2 v[28:29], v[12:13], off
	global_load_dwordx2 v[30:31], v[14:15], off
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s11
	v_lshl_add_u64 v[10:11], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s12
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s13
	v_lshl_add_u64 v[14:15], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s14
	global_load_dwordx2 v[32:33], v[8:9], off
	global_load_dwordx2 v[34:35], v[10:11], off
	global_load_dwordx2 v[36:37], v[12:13], off
	global_load_dwordx2 v[38:39], v[14:15], off
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s15
	v_lshl_add_u64 v[10:11], v[6:7], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s16
	v_lshl_add_u64 v[2:3], v[6:7], 0, v[2:3]
	global_load_dwordx2 v[6:7], v[8:9], off
	global_load_dwordx2 v[12:13], v[10:11], off
	global_load_dwordx2 v[14:15], v[2:3], off
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_b32 s0, s3, 0xffff
	s_mul_hi_u32 s1, s0, s2
	s_mul_i32 s0, s0, s2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(14)
	v_pk_add_f32 v[0:1], v[4:5], v[16:17]
	s_waitcnt vmcnt(13)
	v_pk_add_f32 v[0:1], v[0:1], v[18:19]
	s_waitcnt vmcnt(12)
	v_pk_add_f32 v[0:1], v[0:1], v[20:21]
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[0:1], v[0:1], v[22:23]
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[0:1], v[0:1], v[24:25]
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[0:1], v[0:1], v[26:27]
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[0:1], v[0:1], v[28:29]
	s_waitcnt vmcnt(7)
	v_pk_add_f32 v[0:1], v[0:1], v[30:31]
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[0:1], v[0:1], v[32:33]
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[0:1], v[0:1], v[34:35]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[0:1], v[0:1], v[36:37]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[0:1], v[0:1], v[38:39]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[0:1], v[0:1], v[6:7]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[0:1], v[0:1], v[12:13]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[0:1], v[0:1], v[14:15]
	s_nop 0
	v_add_f32_e32 v0, v0, v1
	global_store_dword v2, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 0
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
.Lfunc_end1:
	.size	bandwidth_v2, .Lfunc_end1-bandwidth_v2
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 760
; NumSgprs: 23
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 40
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bandwidth_v4            ; -- Begin function bandwidth_v4
	.globl	bandwidth_v4
	.p2align	8
	.type	bandwidth_v4,@function
bandwidth_v4:                           ; @bandwidth_v4
; %bb.0:
	s_load_dword s4, s[0:1], 0x10
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx2 s[8:9], s[0:1], 0x38
	s_add_u32 s5, s0, 16
	s_addc_u32 s6, s1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s2, s4
	s_cselect_b32 s4, 12, 18
	s_add_u32 s4, s5, s4
	s_addc_u32 s5, s6, 0
	v_mov_b32_e32 v55, 0
	global_load_ushort v1, v55, s[4:5]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v54, 4, v0
	s_movk_i32 s10, 0xa0
	s_movk_i32 s11, 0xb0
	s_movk_i32 s12, 0xc0
	s_movk_i32 s13, 0xd0
	s_movk_i32 s14, 0xe0
	s_movk_i32 s15, 0xf0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v3, s2, v1
	v_mul_lo_u32 v2, s2, v1
	v_lshlrev_b64 v[2:3], 8, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[56:57], v[2:3], 0, v[54:55]
	v_readfirstlane_b32 s0, v2
	v_readfirstlane_b32 s1, v3
	s_movk_i32 s4, 0x70
	s_movk_i32 s5, 0x90
	s_nop 2
	global_load_dwordx4 v[2:5], v54, s[0:1]
	v_lshlrev_b32_e32 v54, 4, v1
	v_lshl_add_u64 v[6:7], v[56:57], 0, v[54:55]
	v_lshlrev_b32_e32 v54, 5, v1
	global_load_dwordx4 v[6:9], v[6:7], off
	v_lshl_add_u64 v[10:11], v[56:57], 0, v[54:55]
	global_load_dwordx4 v[10:13], v[10:11], off
	v_mul_lo_u32 v54, v1, 48
	s_movk_i32 s0, 0x50
	v_lshl_add_u64 v[22:23], v[56:57], 0, v[54:55]
	v_lshlrev_b32_e32 v54, 6, v1
	s_movk_i32 s1, 0x60
	v_lshl_add_u64 v[24:25], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s0
	global_load_dwordx4 v[14:17], v[22:23], off
	global_load_dwordx4 v[18:21], v[24:25], off
	v_lshl_add_u64 v[30:31], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s1
	v_lshl_add_u64 v[32:33], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s4
	global_load_dwordx4 v[22:25], v[30:31], off
	global_load_dwordx4 v[26:29], v[32:33], off
	v_lshl_add_u64 v[38:39], v[56:57], 0, v[54:55]
	v_lshlrev_b32_e32 v54, 7, v1
	v_lshl_add_u64 v[40:41], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s5
	global_load_dwordx4 v[30:33], v[38:39], off
	global_load_dwordx4 v[34:37], v[40:41], off
	v_lshl_add_u64 v[46:47], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s10
	v_lshl_add_u64 v[48:49], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s11
	global_load_dwordx4 v[38:41], v[46:47], off
	global_load_dwordx4 v[42:45], v[48:49], off
	v_lshl_add_u64 v[58:59], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s12
	v_lshl_add_u64 v[60:61], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s13
	global_load_dwordx4 v[46:49], v[58:59], off
	global_load_dwordx4 v[50:53], v[60:61], off
	v_lshl_add_u64 v[62:63], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s14
	v_lshl_add_u64 v[64:65], v[56:57], 0, v[54:55]
	v_mul_lo_u32 v54, v1, s15
	v_lshl_add_u64 v[54:55], v[56:57], 0, v[54:55]
	s_and_b32 s0, s3, 0xffff
	s_mul_hi_u32 s1, s0, s2
	s_mul_i32 s0, s0, s2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[58:59], v[4:5], v[8:9]
	v_pk_add_f32 v[60:61], v[2:3], v[6:7]
	global_load_dwordx4 v[2:5], v[62:63], off
	global_load_dwordx4 v[6:9], v[64:65], off
	s_waitcnt vmcnt(12)
	v_pk_add_f32 v[56:57], v[58:59], v[12:13]
	v_pk_add_f32 v[58:59], v[60:61], v[10:11]
	global_load_dwordx4 v[10:13], v[54:55], off
	v_lshlrev_b32_e32 v54, 2, v0
	s_waitcnt vmcnt(12)
	v_pk_add_f32 v[0:1], v[56:57], v[16:17]
	v_pk_add_f32 v[14:15], v[58:59], v[14:15]
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[0:1], v[0:1], v[20:21]
	v_pk_add_f32 v[14:15], v[14:15], v[18:19]
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[0:1], v[0:1], v[24:25]
	v_pk_add_f32 v[14:15], v[14:15], v[22:23]
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[0:1], v[0:1], v[28:29]
	v_pk_add_f32 v[14:15], v[14:15], v[26:27]
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[0:1], v[0:1], v[32:33]
	v_pk_add_f32 v[14:15], v[14:15], v[30:31]
	s_waitcnt vmcnt(7)
	v_pk_add_f32 v[0:1], v[0:1], v[36:37]
	v_pk_add_f32 v[14:15], v[14:15], v[34:35]
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[0:1], v[0:1], v[40:41]
	v_pk_add_f32 v[14:15], v[14:15], v[38:39]
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[0:1], v[0:1], v[44:45]
	v_pk_add_f32 v[14:15], v[14:15], v[42:43]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[0:1], v[0:1], v[48:49]
	v_pk_add_f32 v[14:15], v[14:15], v[46:47]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[0:1], v[0:1], v[52:53]
	v_pk_add_f32 v[14:15], v[14:15], v[50:51]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	v_pk_add_f32 v[2:3], v[14:15], v[2:3]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[0:1], v[0:1], v[12:13]
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v3, v1
	v_pk_add_f32 v[0:1], v[4:5], v[2:3]
	s_nop 0
	v_add_f32_e32 v0, v0, v1
	global_store_dword v54, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 68
		.amdhsa_reserve_vcc 0
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
.Lfunc_end2:
	.size	bandwidth_v4, .Lfunc_end2-bandwidth_v4
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 912
; NumSgprs: 22
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bandwidth_v8            ; -- Begin function bandwidth_v8
	.globl	bandwidth_v8
	.p2align	8
	.type	bandwidth_v8,@function
bandwidth_v8:                           ; @bandwidth_v8
; %bb.0:
	s_load_dword s4, s[0:1], 0x10
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx2 s[8:9], s[0:1], 0x38
	s_add_u32 s5, s0, 16
	s_addc_u32 s6, s1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s2, s4
	s_cselect_b32 s4, 12, 18
	s_add_u32 s4, s5, s4
	s_addc_u32 s5, s6, 0
	v_mov_b32_e32 v3, 0
	global_load_ushort v1, v3, s[4:5]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v2, 5, v0
	s_movk_i32 s10, 0x1c0
	s_movk_i32 s11, 0x1e0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v5, s2, v1
	v_mul_lo_u32 v4, s2, v1
	v_lshlrev_b64 v[4:5], 9, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[2:3]
	v_readfirstlane_b32 s0, v6
	v_readfirstlane_b32 s1, v7
	s_nop 4
	global_load_dwordx4 v[6:9], v2, s[0:1] offset:16
	global_load_dwordx4 v[10:13], v2, s[0:1]
	v_lshlrev_b32_e32 v2, 5, v1
	v_lshl_add_u64 v[22:23], v[4:5], 0, v[2:3]
	global_load_dwordx4 v[14:17], v[22:23], off
	global_load_dwordx4 v[18:21], v[22:23], off offset:16
	v_lshlrev_b32_e32 v2, 6, v1
	s_movk_i32 s0, 0x60
	v_lshl_add_u64 v[30:31], v[4:5], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s0
	global_load_dwordx4 v[22:25], v[30:31], off offset:16
	global_load_dwordx4 v[26:29], v[30:31], off
	v_lshl_add_u64 v[38:39], v[4:5], 0, v[2:3]
	global_load_dwordx4 v[30:33], v[38:39], off
	global_load_dwordx4 v[34:37], v[38:39], off offset:16
	v_lshlrev_b32_e32 v2, 7, v1
	v_lshl_add_u64 v[46:47], v[4:5], 0, v[2:3]
	global_load_dwordx4 v[38:41], v[46:47], off offset:16
	global_load_dwordx4 v[42:45], v[46:47], off
	s_movk_i32 s0, 0xa0
	v_mul_lo_u32 v2, v1, s0
	s_movk_i32 s0, 0xc0
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s0
	s_movk_i32 s0, 0xe0
	global_load_dwordx4 v[46:49], v[54:55], off
	global_load_dwordx4 v[50:53], v[54:55], off offset:16
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s0
	s_movk_i32 s0, 0x120
	s_movk_i32 s1, 0x160
	s_movk_i32 s4, 0x180
	s_movk_i32 s5, 0x1a0
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[56:57], v[12:13], v[16:17]
	v_pk_add_f32 v[58:59], v[10:11], v[14:15]
	global_load_dwordx4 v[10:13], v[54:55], off offset:16
	global_load_dwordx4 v[14:17], v[54:55], off
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[20:21], v[8:9], v[20:21]
	v_pk_add_f32 v[18:19], v[6:7], v[18:19]
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	v_lshlrev_b32_e32 v2, 8, v1
	global_load_dwordx4 v[6:9], v[54:55], off
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[60:61], v[20:21], v[24:25]
	v_pk_add_f32 v[62:63], v[18:19], v[22:23]
	global_load_dwordx4 v[18:21], v[54:55], off offset:16
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[28:29], v[56:57], v[28:29]
	v_pk_add_f32 v[26:27], v[58:59], v[26:27]
	global_load_dwordx4 v[22:25], v[54:55], off offset:16
	v_mul_lo_u32 v2, v1, s0
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[56:57], v[28:29], v[32:33]
	v_pk_add_f32 v[58:59], v[26:27], v[30:31]
	global_load_dwordx4 v[26:29], v[54:55], off
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[36:37], v[60:61], v[36:37]
	v_pk_add_f32 v[34:35], v[62:63], v[34:35]
	global_load_dwordx4 v[30:33], v[54:55], off
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[60:61], v[36:37], v[40:41]
	v_pk_add_f32 v[62:63], v[34:35], v[38:39]
	global_load_dwordx4 v[34:37], v[54:55], off offset:16
	s_movk_i32 s0, 0x140
	v_mul_lo_u32 v2, v1, s0
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s1
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[38:39], v[56:57], v[44:45]
	v_pk_add_f32 v[40:41], v[58:59], v[42:43]
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[56:57], v[38:39], v[48:49]
	v_pk_add_f32 v[58:59], v[40:41], v[46:47]
	global_load_dwordx4 v[38:41], v[54:55], off
	global_load_dwordx4 v[42:45], v[54:55], off offset:16
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s4
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[46:47], v[60:61], v[52:53]
	v_pk_add_f32 v[48:49], v[62:63], v[50:51]
	s_and_b32 s0, s3, 0xffff
	s_mul_hi_u32 s1, s0, s2
	s_mul_i32 s0, s0, s2
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s6, s0
	s_addc_u32 s3, s7, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[50:51], v[46:47], v[12:13]
	v_pk_add_f32 v[52:53], v[48:49], v[10:11]
	global_load_dwordx4 v[10:13], v[54:55], off offset:16
	global_load_dwordx4 v[46:49], v[54:55], off
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s5
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[16:17], v[56:57], v[16:17]
	v_pk_add_f32 v[14:15], v[58:59], v[14:15]
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[56:57], v[16:17], v[8:9]
	v_pk_add_f32 v[58:59], v[14:15], v[6:7]
	global_load_dwordx4 v[6:9], v[54:55], off
	global_load_dwordx4 v[14:17], v[54:55], off offset:16
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s10
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[20:21], v[50:51], v[20:21]
	v_pk_add_f32 v[18:19], v[52:53], v[18:19]
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[50:51], v[20:21], v[24:25]
	v_pk_add_f32 v[52:53], v[18:19], v[22:23]
	global_load_dwordx4 v[18:21], v[54:55], off offset:16
	global_load_dwordx4 v[22:25], v[54:55], off
	v_lshl_add_u64 v[54:55], v[4:5], 0, v[2:3]
	v_mul_lo_u32 v2, v1, s11
	v_lshl_add_u64 v[60:61], v[4:5], 0, v[2:3]
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[56:57], v[56:57], v[28:29]
	v_pk_add_f32 v[58:59], v[58:59], v[26:27]
	global_load_dwordx4 v[2:5], v[54:55], off
	global_load_dwordx4 v[26:29], v[54:55], off offset:16
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[54:55], v[56:57], v[32:33]
	v_pk_add_f32 v[56:57], v[58:59], v[30:31]
	global_load_dwordx4 v[30:33], v[60:61], off
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[50:51], v[50:51], v[36:37]
	v_pk_add_f32 v[52:53], v[52:53], v[34:35]
	global_load_dwordx4 v[34:37], v[60:61], off offset:16
	v_lshlrev_b32_e32 v58, 2, v0
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[40:41], v[54:55], v[40:41]
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[0:1], v[50:51], v[44:45]
	v_pk_add_f32 v[42:43], v[52:53], v[42:43]
	v_pk_add_f32 v[38:39], v[56:57], v[38:39]
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[0:1], v[0:1], v[12:13]
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[40:41], v[40:41], v[48:49]
	v_pk_add_f32 v[12:13], v[38:39], v[46:47]
	v_pk_add_f32 v[10:11], v[42:43], v[10:11]
	s_waitcnt vmcnt(7)
	v_pk_add_f32 v[8:9], v[40:41], v[8:9]
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[0:1], v[0:1], v[16:17]
	v_pk_add_f32 v[10:11], v[10:11], v[14:15]
	v_pk_add_f32 v[6:7], v[12:13], v[6:7]
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[0:1], v[0:1], v[20:21]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[8:9], v[8:9], v[24:25]
	v_pk_add_f32 v[6:7], v[6:7], v[22:23]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[4:5], v[8:9], v[4:5]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[0:1], v[0:1], v[28:29]
	v_pk_add_f32 v[8:9], v[10:11], v[26:27]
	v_pk_add_f32 v[2:3], v[6:7], v[2:3]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[4:5], v[4:5], v[32:33]
	v_pk_add_f32 v[2:3], v[2:3], v[30:31]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[0:1], v[0:1], v[36:37]
	v_pk_add_f32 v[6:7], v[8:9], v[34:35]
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v2, v4
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v0, v5
	v_pk_add_f32 v[4:5], v[8:9], v[6:7]
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	s_nop 0
	v_pk_add_f32 v[0:1], v[4:5], v[0:1]
	s_nop 0
	v_add_f32_e32 v0, v0, v1
	global_store_dword v58, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
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
.Lfunc_end3:
	.size	bandwidth_v8, .Lfunc_end3-bandwidth_v8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1376
; NumSgprs: 18
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bandwidth_v16           ; -- Begin function bandwidth_v16
	.globl	bandwidth_v16
	.p2align	8
	.type	bandwidth_v16,@function
bandwidth_v16:                          ; @bandwidth_v16
; %bb.0:
	s_load_dword s3, s[0:1], 0x10
	s_add_u32 s8, s0, 16
	s_addc_u32 s9, s1, 0
	v_mov_b32_e32 v19, 0
	v_lshlrev_b32_e32 v18, 6, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s2, s3
	s_cselect_b32 s3, 12, 18
	s_add_u32 s4, s8, s3
	s_addc_u32 s5, s9, 0
	global_load_ushort v1, v19, s[4:5]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_lshl_b64 s[0:1], s[2:3], 10
	s_lshr_b32 s3, s2, 22
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[18:19]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, s3, v1
	v_mul_hi_u32 v4, s0, v1
	v_mul_lo_u32 v2, s0, v1
	v_add_u32_e32 v3, v4, v3
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	v_mul_lo_u32 v26, s1, v1
	v_readfirstlane_b32 s10, v2
	v_readfirstlane_b32 s11, v3
	s_nop 4
	global_load_dwordx4 v[2:5], v18, s[10:11] offset:48
	global_load_dwordx4 v[14:17], v18, s[10:11] offset:32
	global_load_dwordx4 v[6:9], v18, s[10:11] offset:16
	global_load_dwordx4 v[10:13], v18, s[10:11]
	s_movk_i32 s1, 0xc0
	s_or_b32 s3, s0, 0x80
	v_mul_lo_u32 v18, v1, s1
	s_or_b32 s1, s0, 0xc0
	s_or_b32 s0, s0, 64
	v_mul_hi_u32 v20, s3, v1
	v_mul_hi_u32 v24, s1, v1
	v_mul_hi_u32 v27, s0, v1
	v_add_u32_e32 v21, v20, v26
	v_mul_lo_u32 v20, s3, v1
	v_add_u32_e32 v25, v24, v26
	v_mul_lo_u32 v24, s1, v1
	v_add_u32_e32 v27, v27, v26
	v_mul_lo_u32 v26, s0, v1
	s_mov_b32 s0, 15
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[56:57], v[22:23], 0, v[26:27]
	v_lshl_add_u64 v[58:59], v[22:23], 0, v[20:21]
	global_load_dwordx4 v[28:31], v[56:57], off offset:48
	global_load_dwordx4 v[32:35], v[56:57], off offset:32
	global_load_dwordx4 v[36:39], v[56:57], off offset:16
	global_load_dwordx4 v[40:43], v[56:57], off
	global_load_dwordx4 v[44:47], v[58:59], off offset:16
	global_load_dwordx4 v[48:51], v[58:59], off
	global_load_dwordx4 v[52:55], v[58:59], off offset:48
	v_lshl_add_u64 v[60:61], v[22:23], 0, v[24:25]
	s_add_i32 s0, s0, -3
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	s_cmp_eq_u32 s0, 0
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[56:57], v[2:3], v[28:29]
	v_pk_add_f32 v[62:63], v[4:5], v[30:31]
	global_load_dwordx4 v[2:5], v[58:59], off offset:32
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[32:33], v[14:15], v[32:33]
	v_pk_add_f32 v[34:35], v[16:17], v[34:35]
	global_load_dwordx4 v[14:17], v[60:61], off offset:32
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[36:37], v[6:7], v[36:37]
	v_pk_add_f32 v[38:39], v[8:9], v[38:39]
	global_load_dwordx4 v[6:9], v[60:61], off offset:48
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[42:43], v[12:13], v[42:43]
	v_pk_add_f32 v[40:41], v[10:11], v[40:41]
	global_load_dwordx4 v[10:13], v[60:61], off offset:16
	global_load_dwordx4 v[28:31], v[60:61], off
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[42:43], v[42:43], v[50:51]
	v_pk_add_f32 v[38:39], v[38:39], v[46:47]
	v_pk_add_f32 v[40:41], v[40:41], v[48:49]
	v_pk_add_f32 v[36:37], v[36:37], v[44:45]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[34:35], v[34:35], v[4:5]
	v_pk_add_f32 v[4:5], v[62:63], v[54:55]
	v_pk_add_f32 v[32:33], v[32:33], v[2:3]
	v_pk_add_f32 v[2:3], v[56:57], v[52:53]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[16:17], v[34:35], v[16:17]
	v_pk_add_f32 v[14:15], v[32:33], v[14:15]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[4:5], v[4:5], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[8:9], v[38:39], v[12:13]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[12:13], v[42:43], v[30:31]
	v_pk_add_f32 v[6:7], v[36:37], v[10:11]
	v_pk_add_f32 v[10:11], v[40:41], v[28:29]
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	s_load_dword s3, s[8:9], 0xc
	s_load_dwordx2 s[0:1], s[8:9], 0x28
	v_mov_b32_e32 v18, v10
	v_mov_b32_e32 v19, v14
	v_mov_b32_e32 v14, v11
	v_pk_add_f32 v[10:11], v[18:19], v[14:15]
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v16
	v_mov_b32_e32 v16, v13
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s3, 0xffff
	v_pk_add_f32 v[12:13], v[14:15], v[16:17]
	s_mul_hi_u32 s3, s4, s2
	s_mul_i32 s2, s4, s2
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
	v_mov_b32_e32 v12, v6
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v4, v9
	s_lshl_b64 s[2:3], s[2:3], 2
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
	v_pk_add_f32 v[4:5], v[6:7], v[4:5]
	s_add_u32 s2, s6, s2
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	s_addc_u32 s3, s7, s3
	s_lshl_b64 s[0:1], s[0:1], 2
	v_pk_add_f32 v[2:3], v[10:11], v[2:3]
	s_add_u32 s0, s0, s2
	v_add_f32_e32 v1, v2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	s_addc_u32 s1, s1, s3
	global_store_dword v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
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
.Lfunc_end4:
	.size	bandwidth_v16, .Lfunc_end4-bandwidth_v16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 828
; NumSgprs: 18
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bandwidth_v1
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v1.kd
    .uses_dynamic_stack: false
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bandwidth_v2
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bandwidth_v4
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bandwidth_v8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bandwidth_v16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
