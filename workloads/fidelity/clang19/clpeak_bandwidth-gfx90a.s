	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	bandwidth_v1            ; -- Begin function bandwidth_v1
	.globl	bandwidth_v1
	.p2align	8
	.type	bandwidth_v1,@function
bandwidth_v1:                           ; @bandwidth_v1
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	v_mov_b32_e32 v1, 0
	global_load_ushort v22, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v23, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, s6, v22
	v_mul_lo_u32 v0, s6, v22
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_add_co_u32_e32 v25, vcc, v0, v23
	v_lshlrev_b32_e32 v3, 2, v22
	v_addc_co_u32_e32 v26, vcc, 0, v1, vcc
	v_readfirstlane_b32 s0, v0
	v_add_co_u32_e32 v0, vcc, v25, v3
	v_lshlrev_b32_e32 v4, 3, v22
	v_readfirstlane_b32 s1, v1
	v_addc_co_u32_e32 v1, vcc, 0, v26, vcc
	v_add_co_u32_e32 v2, vcc, v25, v4
	v_mul_lo_u32 v5, v22, 12
	v_addc_co_u32_e32 v3, vcc, 0, v26, vcc
	v_add_co_u32_e32 v4, vcc, v25, v5
	v_lshlrev_b32_e32 v6, 4, v22
	v_addc_co_u32_e32 v5, vcc, 0, v26, vcc
	v_add_co_u32_e32 v6, vcc, v25, v6
	v_mul_lo_u32 v8, v22, 20
	v_addc_co_u32_e32 v7, vcc, 0, v26, vcc
	v_add_co_u32_e32 v8, vcc, v25, v8
	v_mul_lo_u32 v10, v22, 24
	v_addc_co_u32_e32 v9, vcc, 0, v26, vcc
	v_add_co_u32_e32 v10, vcc, v25, v10
	v_mul_lo_u32 v12, v22, 28
	v_addc_co_u32_e32 v11, vcc, 0, v26, vcc
	v_add_co_u32_e32 v12, vcc, v25, v12
	v_lshlrev_b32_e32 v14, 5, v22
	v_addc_co_u32_e32 v13, vcc, 0, v26, vcc
	v_add_co_u32_e32 v14, vcc, v25, v14
	v_mul_lo_u32 v16, v22, 36
	v_addc_co_u32_e32 v15, vcc, 0, v26, vcc
	v_add_co_u32_e32 v16, vcc, v25, v16
	v_mul_lo_u32 v18, v22, 40
	v_addc_co_u32_e32 v17, vcc, 0, v26, vcc
	v_add_co_u32_e32 v18, vcc, v25, v18
	v_mul_lo_u32 v20, v22, 44
	v_addc_co_u32_e32 v19, vcc, 0, v26, vcc
	v_add_co_u32_e32 v20, vcc, v25, v20
	v_mul_lo_u32 v24, v22, 48
	v_addc_co_u32_e32 v21, vcc, 0, v26, vcc
	global_load_dword v27, v23, s[0:1]
	global_load_dword v28, v[0:1], off
	global_load_dword v29, v[2:3], off
	global_load_dword v30, v[4:5], off
	global_load_dword v31, v[6:7], off
	global_load_dword v32, v[8:9], off
	global_load_dword v33, v[10:11], off
	global_load_dword v34, v[12:13], off
	v_add_co_u32_e32 v0, vcc, v25, v24
	v_addc_co_u32_e32 v1, vcc, 0, v26, vcc
	v_mul_lo_u32 v2, v22, 52
	v_add_co_u32_e32 v2, vcc, v25, v2
	v_addc_co_u32_e32 v3, vcc, 0, v26, vcc
	v_mul_lo_u32 v4, v22, 56
	v_add_co_u32_e32 v4, vcc, v25, v4
	v_addc_co_u32_e32 v5, vcc, 0, v26, vcc
	v_mul_lo_u32 v6, v22, 60
	v_add_co_u32_e32 v6, vcc, v25, v6
	v_addc_co_u32_e32 v7, vcc, 0, v26, vcc
	global_load_dword v8, v[14:15], off
	global_load_dword v9, v[16:17], off
	global_load_dword v10, v[18:19], off
	global_load_dword v11, v[20:21], off
	global_load_dword v12, v[0:1], off
	global_load_dword v13, v[2:3], off
	global_load_dword v22, v[4:5], off
	global_load_dword v24, v[6:7], off
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v0, v27, v28
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v0, v0, v29
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v0, v0, v30
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v0, v0, v31
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v0, v0, v32
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v0, v0, v33
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v0, v0, v34
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v0, v0, v8
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v0, v0, v9
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v0, v0, v10
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v0, v0, v11
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v0, v0, v12
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v0, v0, v13
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v24
	global_store_dword v23, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; codeLenInByte = 660
; NumSgprs: 14
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bandwidth_v2            ; -- Begin function bandwidth_v2
	.globl	bandwidth_v2
	.p2align	8
	.type	bandwidth_v2,@function
bandwidth_v2:                           ; @bandwidth_v2
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	v_mov_b32_e32 v1, 0
	global_load_ushort v48, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v49, 3, v0
	s_movk_i32 s4, 0x48
	s_movk_i32 s5, 0x50
	s_movk_i32 s10, 0x58
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v3, s6, v48
	v_mul_lo_u32 v2, s6, v48
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_add_co_u32_e32 v50, vcc, v2, v49
	v_lshlrev_b32_e32 v4, 3, v48
	v_addc_co_u32_e32 v51, vcc, 0, v1, vcc
	v_readfirstlane_b32 s0, v2
	v_add_co_u32_e32 v2, vcc, v50, v4
	v_lshlrev_b32_e32 v5, 4, v48
	v_addc_co_u32_e32 v3, vcc, 0, v51, vcc
	v_add_co_u32_e32 v4, vcc, v50, v5
	v_mul_lo_u32 v6, v48, 24
	v_addc_co_u32_e32 v5, vcc, 0, v51, vcc
	v_add_co_u32_e32 v6, vcc, v50, v6
	v_lshlrev_b32_e32 v8, 5, v48
	v_addc_co_u32_e32 v7, vcc, 0, v51, vcc
	v_add_co_u32_e32 v8, vcc, v50, v8
	v_mul_lo_u32 v10, v48, 40
	v_addc_co_u32_e32 v9, vcc, 0, v51, vcc
	v_add_co_u32_e32 v10, vcc, v50, v10
	v_mul_lo_u32 v12, v48, 48
	v_addc_co_u32_e32 v11, vcc, 0, v51, vcc
	v_add_co_u32_e32 v12, vcc, v50, v12
	v_mul_lo_u32 v14, v48, 56
	v_addc_co_u32_e32 v13, vcc, 0, v51, vcc
	v_add_co_u32_e32 v14, vcc, v50, v14
	v_lshlrev_b32_e32 v16, 6, v48
	v_addc_co_u32_e32 v15, vcc, 0, v51, vcc
	v_add_co_u32_e32 v16, vcc, v50, v16
	v_mul_lo_u32 v18, v48, s4
	v_addc_co_u32_e32 v17, vcc, 0, v51, vcc
	v_add_co_u32_e32 v18, vcc, v50, v18
	v_mul_lo_u32 v20, v48, s5
	v_addc_co_u32_e32 v19, vcc, 0, v51, vcc
	v_add_co_u32_e32 v20, vcc, v50, v20
	v_mul_lo_u32 v22, v48, s10
	v_addc_co_u32_e32 v21, vcc, 0, v51, vcc
	v_readfirstlane_b32 s1, v1
	v_add_co_u32_e32 v22, vcc, v50, v22
	v_addc_co_u32_e32 v23, vcc, 0, v51, vcc
	s_nop 2
	global_load_dwordx2 v[24:25], v49, s[0:1]
	global_load_dwordx2 v[26:27], v[2:3], off
	global_load_dwordx2 v[28:29], v[4:5], off
	global_load_dwordx2 v[30:31], v[6:7], off
	global_load_dwordx2 v[32:33], v[8:9], off
	global_load_dwordx2 v[34:35], v[10:11], off
	global_load_dwordx2 v[36:37], v[12:13], off
	global_load_dwordx2 v[38:39], v[14:15], off
	global_load_dwordx2 v[40:41], v[16:17], off
	global_load_dwordx2 v[42:43], v[18:19], off
	global_load_dwordx2 v[44:45], v[20:21], off
	global_load_dwordx2 v[46:47], v[22:23], off
	s_movk_i32 s0, 0x60
	v_mul_lo_u32 v1, v48, s0
	v_add_co_u32_e32 v2, vcc, v50, v1
	s_movk_i32 s0, 0x68
	v_addc_co_u32_e32 v3, vcc, 0, v51, vcc
	v_mul_lo_u32 v1, v48, s0
	v_add_co_u32_e32 v4, vcc, v50, v1
	s_movk_i32 s0, 0x70
	v_addc_co_u32_e32 v5, vcc, 0, v51, vcc
	v_mul_lo_u32 v1, v48, s0
	v_add_co_u32_e32 v6, vcc, v50, v1
	s_movk_i32 s0, 0x78
	v_addc_co_u32_e32 v7, vcc, 0, v51, vcc
	v_mul_lo_u32 v1, v48, s0
	v_add_co_u32_e32 v8, vcc, v50, v1
	v_addc_co_u32_e32 v9, vcc, 0, v51, vcc
	global_load_dwordx2 v[10:11], v[2:3], off
	global_load_dwordx2 v[12:13], v[4:5], off
	global_load_dwordx2 v[14:15], v[6:7], off
	global_load_dwordx2 v[16:17], v[8:9], off
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(14)
	v_pk_add_f32 v[0:1], v[24:25], v[26:27]
	s_waitcnt vmcnt(13)
	v_pk_add_f32 v[0:1], v[0:1], v[28:29]
	s_waitcnt vmcnt(12)
	v_pk_add_f32 v[0:1], v[0:1], v[30:31]
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[0:1], v[0:1], v[32:33]
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[0:1], v[0:1], v[34:35]
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[0:1], v[0:1], v[36:37]
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[0:1], v[0:1], v[38:39]
	s_waitcnt vmcnt(7)
	v_pk_add_f32 v[0:1], v[0:1], v[40:41]
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[0:1], v[0:1], v[42:43]
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[0:1], v[0:1], v[44:45]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[0:1], v[0:1], v[46:47]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[0:1], v[0:1], v[10:11]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[0:1], v[0:1], v[12:13]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[0:1], v[0:1], v[14:15]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[0:1], v[0:1], v[16:17]
	v_add_f32_e32 v0, v0, v1
	global_store_dword v2, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 52
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; NumSgprs: 15
; NumVgprs: 52
; NumAgprs: 0
; TotalNumVgprs: 52
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 52
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bandwidth_v4            ; -- Begin function bandwidth_v4
	.globl	bandwidth_v4
	.p2align	8
	.type	bandwidth_v4,@function
bandwidth_v4:                           ; @bandwidth_v4
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	v_mov_b32_e32 v1, 0
	global_load_ushort v14, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v12, 4, v0
	s_movk_i32 s4, 0x50
	s_movk_i32 s5, 0x60
	s_movk_i32 s10, 0x70
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	s_movk_i32 s11, 0x90
	s_movk_i32 s12, 0xa0
	s_movk_i32 s13, 0xb0
	s_movk_i32 s14, 0xc0
	s_movk_i32 s15, 0xf0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v3, s6, v14
	v_mul_lo_u32 v2, s6, v14
	v_lshlrev_b64 v[2:3], 8, v[2:3]
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_add_co_u32_e32 v66, vcc, v2, v12
	v_lshlrev_b32_e32 v4, 4, v14
	v_addc_co_u32_e32 v67, vcc, 0, v1, vcc
	v_add_co_u32_e32 v10, vcc, v66, v4
	v_readfirstlane_b32 s0, v2
	v_readfirstlane_b32 s1, v1
	v_addc_co_u32_e32 v11, vcc, 0, v67, vcc
	v_lshlrev_b32_e32 v1, 5, v14
	s_nop 2
	global_load_dwordx4 v[2:5], v12, s[0:1]
	global_load_dwordx4 v[6:9], v[10:11], off
	v_add_co_u32_e32 v10, vcc, v66, v1
	v_addc_co_u32_e32 v11, vcc, 0, v67, vcc
	global_load_dwordx4 v[10:13], v[10:11], off
	v_mul_lo_u32 v1, v14, 48
	v_add_co_u32_e32 v30, vcc, v66, v1
	v_lshlrev_b32_e32 v15, 6, v14
	v_addc_co_u32_e32 v31, vcc, 0, v67, vcc
	v_add_co_u32_e32 v32, vcc, v66, v15
	v_mul_lo_u32 v16, v14, s4
	v_addc_co_u32_e32 v33, vcc, 0, v67, vcc
	v_add_co_u32_e32 v34, vcc, v66, v16
	v_mul_lo_u32 v17, v14, s5
	v_addc_co_u32_e32 v35, vcc, 0, v67, vcc
	v_add_co_u32_e32 v36, vcc, v66, v17
	v_mul_lo_u32 v18, v14, s10
	v_addc_co_u32_e32 v37, vcc, 0, v67, vcc
	v_add_co_u32_e32 v50, vcc, v66, v18
	v_lshlrev_b32_e32 v19, 7, v14
	v_addc_co_u32_e32 v51, vcc, 0, v67, vcc
	v_add_co_u32_e32 v52, vcc, v66, v19
	v_mul_lo_u32 v20, v14, s11
	v_addc_co_u32_e32 v53, vcc, 0, v67, vcc
	v_add_co_u32_e32 v54, vcc, v66, v20
	v_mul_lo_u32 v21, v14, s12
	v_addc_co_u32_e32 v55, vcc, 0, v67, vcc
	v_add_co_u32_e32 v56, vcc, v66, v21
	v_mul_lo_u32 v22, v14, s13
	v_addc_co_u32_e32 v57, vcc, 0, v67, vcc
	v_add_co_u32_e32 v58, vcc, v66, v22
	v_mul_lo_u32 v23, v14, s14
	v_addc_co_u32_e32 v59, vcc, 0, v67, vcc
	s_movk_i32 s0, 0xd0
	v_add_co_u32_e32 v60, vcc, v66, v23
	s_movk_i32 s1, 0xe0
	v_mul_lo_u32 v24, v14, s0
	v_addc_co_u32_e32 v61, vcc, 0, v67, vcc
	v_mul_lo_u32 v38, v14, s1
	v_mul_lo_u32 v68, v14, s15
	v_add_co_u32_e32 v62, vcc, v66, v24
	global_load_dwordx4 v[14:17], v[30:31], off
	global_load_dwordx4 v[18:21], v[32:33], off
	global_load_dwordx4 v[22:25], v[34:35], off
	global_load_dwordx4 v[26:29], v[36:37], off
	v_addc_co_u32_e32 v63, vcc, 0, v67, vcc
	v_add_co_u32_e32 v64, vcc, v66, v38
	global_load_dwordx4 v[30:33], v[50:51], off
	global_load_dwordx4 v[34:37], v[52:53], off
	global_load_dwordx4 v[38:41], v[54:55], off
	global_load_dwordx4 v[42:45], v[56:57], off
	global_load_dwordx4 v[46:49], v[58:59], off
	v_addc_co_u32_e32 v65, vcc, 0, v67, vcc
	v_add_co_u32_e32 v56, vcc, v66, v68
	v_addc_co_u32_e32 v57, vcc, 0, v67, vcc
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[50:51], v[4:5], v[8:9]
	v_pk_add_f32 v[54:55], v[2:3], v[6:7]
	global_load_dwordx4 v[2:5], v[60:61], off
	global_load_dwordx4 v[6:9], v[62:63], off
	s_addc_u32 s3, s3, s1
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[58:59], v[50:51], v[12:13]
	global_load_dwordx4 v[50:53], v[64:65], off
	v_pk_add_f32 v[54:55], v[54:55], v[10:11]
	global_load_dwordx4 v[10:13], v[56:57], off
	v_lshlrev_b32_e32 v56, 2, v0
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(12)
	v_pk_add_f32 v[0:1], v[58:59], v[16:17]
	v_pk_add_f32 v[14:15], v[54:55], v[14:15]
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
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	v_pk_add_f32 v[2:3], v[14:15], v[2:3]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[0:1], v[0:1], v[52:53]
	v_pk_add_f32 v[2:3], v[2:3], v[50:51]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[0:1], v[0:1], v[12:13]
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v3, v1
	v_pk_add_f32 v[0:1], v[4:5], v[2:3]
	v_add_f32_e32 v0, v0, v1
	global_store_dword v56, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 69
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 72
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; NumSgprs: 20
; NumVgprs: 69
; NumAgprs: 0
; TotalNumVgprs: 69
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 69
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bandwidth_v8            ; -- Begin function bandwidth_v8
	.globl	bandwidth_v8
	.p2align	8
	.type	bandwidth_v8,@function
bandwidth_v8:                           ; @bandwidth_v8
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	v_mov_b32_e32 v1, 0
	global_load_ushort v62, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 5, v0
	s_movk_i32 s4, 0xe0
	s_movk_i32 s5, 0x120
	s_movk_i32 s10, 0x1c0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	s_movk_i32 s11, 0x1e0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v3, s6, v62
	v_mul_lo_u32 v2, s6, v62
	v_lshlrev_b64 v[2:3], 9, v[2:3]
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_add_co_u32_e32 v63, vcc, v2, v4
	v_lshlrev_b32_e32 v5, 5, v62
	v_addc_co_u32_e32 v64, vcc, 0, v1, vcc
	v_readfirstlane_b32 s0, v2
	v_add_co_u32_e32 v2, vcc, v63, v5
	v_readfirstlane_b32 s1, v1
	v_addc_co_u32_e32 v3, vcc, 0, v64, vcc
	v_lshlrev_b32_e32 v1, 6, v62
	v_lshlrev_b32_e32 v58, 8, v62
	s_nop 1
	global_load_dwordx4 v[6:9], v4, s[0:1]
	global_load_dwordx4 v[10:13], v[2:3], off
	global_load_dwordx4 v[14:17], v4, s[0:1] offset:16
	global_load_dwordx4 v[18:21], v[2:3], off offset:16
	v_add_co_u32_e32 v2, vcc, v63, v1
	s_movk_i32 s0, 0x60
	v_addc_co_u32_e32 v3, vcc, 0, v64, vcc
	v_mul_lo_u32 v1, v62, s0
	global_load_dwordx4 v[22:25], v[2:3], off offset:16
	global_load_dwordx4 v[26:29], v[2:3], off
	v_add_co_u32_e32 v2, vcc, v63, v1
	v_addc_co_u32_e32 v3, vcc, 0, v64, vcc
	global_load_dwordx4 v[30:33], v[2:3], off
	global_load_dwordx4 v[34:37], v[2:3], off offset:16
	v_lshlrev_b32_e32 v1, 7, v62
	v_add_co_u32_e32 v42, vcc, v63, v1
	v_addc_co_u32_e32 v43, vcc, 0, v64, vcc
	global_load_dwordx4 v[38:41], v[42:43], off offset:16
	global_load_dwordx4 v[2:5], v[42:43], off
	s_movk_i32 s0, 0xa0
	v_mul_lo_u32 v1, v62, s0
	s_movk_i32 s1, 0xc0
	v_add_co_u32_e32 v50, vcc, v63, v1
	v_mul_lo_u32 v52, v62, s1
	v_addc_co_u32_e32 v51, vcc, 0, v64, vcc
	global_load_dwordx4 v[42:45], v[50:51], off offset:16
	global_load_dwordx4 v[46:49], v[50:51], off
	v_add_co_u32_e32 v50, vcc, v63, v52
	v_mul_lo_u32 v1, v62, s4
	v_addc_co_u32_e32 v51, vcc, 0, v64, vcc
	v_add_co_u32_e32 v52, vcc, v63, v1
	v_addc_co_u32_e32 v53, vcc, 0, v64, vcc
	v_mul_lo_u32 v1, v62, s5
	s_movk_i32 s0, 0x140
	s_movk_i32 s1, 0x160
	s_movk_i32 s4, 0x180
	s_movk_i32 s5, 0x1a0
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[54:55], v[8:9], v[12:13]
	v_pk_add_f32 v[56:57], v[6:7], v[10:11]
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
	v_pk_add_f32 v[14:15], v[14:15], v[18:19]
	global_load_dwordx4 v[6:9], v[50:51], off
	global_load_dwordx4 v[10:13], v[50:51], off offset:16
	v_add_co_u32_e32 v50, vcc, v63, v58
	v_addc_co_u32_e32 v51, vcc, 0, v64, vcc
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[58:59], v[16:17], v[24:25]
	v_pk_add_f32 v[60:61], v[14:15], v[22:23]
	global_load_dwordx4 v[14:17], v[52:53], off offset:16
	global_load_dwordx4 v[18:21], v[52:53], off
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[52:53], v[54:55], v[28:29]
	v_pk_add_f32 v[54:55], v[56:57], v[26:27]
	global_load_dwordx4 v[22:25], v[50:51], off
	global_load_dwordx4 v[26:29], v[50:51], off offset:16
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[50:51], v[52:53], v[32:33]
	v_pk_add_f32 v[52:53], v[54:55], v[30:31]
	v_add_co_u32_e32 v54, vcc, v63, v1
	v_addc_co_u32_e32 v55, vcc, 0, v64, vcc
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[56:57], v[58:59], v[36:37]
	v_pk_add_f32 v[58:59], v[60:61], v[34:35]
	global_load_dwordx4 v[30:33], v[54:55], off
	global_load_dwordx4 v[34:37], v[54:55], off offset:16
	v_mul_lo_u32 v1, v62, s0
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[4:5], v[50:51], v[4:5]
	v_add_co_u32_e32 v50, vcc, v63, v1
	v_mul_lo_u32 v54, v62, s1
	v_addc_co_u32_e32 v51, vcc, 0, v64, vcc
	v_pk_add_f32 v[2:3], v[52:53], v[2:3]
	v_add_co_u32_e32 v52, vcc, v63, v54
	v_mul_lo_u32 v55, v62, s4
	v_addc_co_u32_e32 v53, vcc, 0, v64, vcc
	v_add_co_u32_e32 v54, vcc, v63, v55
	v_pk_add_f32 v[40:41], v[56:57], v[40:41]
	v_mul_lo_u32 v56, v62, s5
	v_addc_co_u32_e32 v55, vcc, 0, v64, vcc
	v_pk_add_f32 v[38:39], v[58:59], v[38:39]
	v_add_co_u32_e32 v56, vcc, v63, v56
	v_mul_lo_u32 v58, v62, s10
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[48:49], v[4:5], v[48:49]
	v_pk_add_f32 v[46:47], v[2:3], v[46:47]
	v_addc_co_u32_e32 v57, vcc, 0, v64, vcc
	v_pk_add_f32 v[44:45], v[40:41], v[44:45]
	v_pk_add_f32 v[42:43], v[38:39], v[42:43]
	global_load_dwordx4 v[2:5], v[50:51], off
	global_load_dwordx4 v[38:41], v[50:51], off offset:16
	v_add_co_u32_e32 v58, vcc, v63, v58
	v_mul_lo_u32 v60, v62, s11
	v_addc_co_u32_e32 v59, vcc, 0, v64, vcc
	v_add_co_u32_e32 v60, vcc, v63, v60
	v_addc_co_u32_e32 v61, vcc, 0, v64, vcc
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[50:51], v[44:45], v[12:13]
	v_pk_add_f32 v[44:45], v[48:49], v[8:9]
	v_pk_add_f32 v[48:49], v[42:43], v[10:11]
	v_pk_add_f32 v[42:43], v[46:47], v[6:7]
	global_load_dwordx4 v[6:9], v[52:53], off offset:16
	global_load_dwordx4 v[10:13], v[52:53], off
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[16:17], v[50:51], v[16:17]
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[46:47], v[44:45], v[20:21]
	v_pk_add_f32 v[52:53], v[42:43], v[18:19]
	global_load_dwordx4 v[18:21], v[54:55], off
	global_load_dwordx4 v[42:45], v[54:55], off offset:16
	v_pk_add_f32 v[14:15], v[48:49], v[14:15]
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[50:51], v[16:17], v[28:29]
	v_pk_add_f32 v[54:55], v[14:15], v[26:27]
	global_load_dwordx4 v[14:17], v[56:57], off offset:16
	global_load_dwordx4 v[26:29], v[56:57], off
	v_pk_add_f32 v[56:57], v[46:47], v[24:25]
	v_pk_add_f32 v[52:53], v[52:53], v[22:23]
	global_load_dwordx4 v[22:25], v[58:59], off
	global_load_dwordx4 v[46:49], v[58:59], off offset:16
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[56:57], v[56:57], v[32:33]
	v_pk_add_f32 v[52:53], v[52:53], v[30:31]
	global_load_dwordx4 v[30:33], v[60:61], off
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[50:51], v[50:51], v[36:37]
	v_pk_add_f32 v[54:55], v[54:55], v[34:35]
	global_load_dwordx4 v[34:37], v[60:61], off offset:16
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[2:3], v[52:53], v[2:3]
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[38:39], v[54:55], v[38:39]
	v_pk_add_f32 v[40:41], v[50:51], v[40:41]
	v_pk_add_f32 v[4:5], v[56:57], v[4:5]
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[6:7], v[38:39], v[6:7]
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[8:9], v[40:41], v[8:9]
	s_waitcnt vmcnt(7)
	v_pk_add_f32 v[2:3], v[2:3], v[18:19]
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[6:7], v[6:7], v[42:43]
	v_pk_add_f32 v[8:9], v[8:9], v[44:45]
	v_pk_add_f32 v[4:5], v[4:5], v[20:21]
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[2:3], v[2:3], v[26:27]
	v_pk_add_f32 v[4:5], v[4:5], v[28:29]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[6:7], v[6:7], v[46:47]
	v_pk_add_f32 v[2:3], v[2:3], v[22:23]
	v_pk_add_f32 v[8:9], v[8:9], v[48:49]
	v_pk_add_f32 v[4:5], v[4:5], v[24:25]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[2:3], v[2:3], v[30:31]
	v_pk_add_f32 v[4:5], v[4:5], v[32:33]
	v_mov_b32_e32 v10, v2
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[6:7], v[6:7], v[34:35]
	v_pk_add_f32 v[8:9], v[8:9], v[36:37]
	v_mov_b32_e32 v11, v6
	v_mov_b32_e32 v6, v3
	v_pk_add_f32 v[2:3], v[10:11], v[6:7]
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v8, v5
	v_pk_add_f32 v[4:5], v[6:7], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_add_f32_e32 v1, v2, v3
	global_store_dword v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 68
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; codeLenInByte = 1352
; NumSgprs: 16
; NumVgprs: 65
; NumAgprs: 0
; TotalNumVgprs: 65
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 65
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bandwidth_v16           ; -- Begin function bandwidth_v16
	.globl	bandwidth_v16
	.p2align	8
	.type	bandwidth_v16,@function
bandwidth_v16:                          ; @bandwidth_v16
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_add_u32 s8, s4, 16
	s_addc_u32 s9, s5, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s7, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, 0
	global_load_ushort v25, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b64 s[4:5], s[6:7], 10
	s_lshr_b32 s7, s6, 22
	v_lshlrev_b32_e32 v18, 6, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, s7, v25
	v_mul_hi_u32 v3, s4, v25
	v_mul_lo_u32 v4, s4, v25
	v_add_u32_e32 v3, v3, v2
	v_add_co_u32_e32 v2, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_readfirstlane_b32 s10, v2
	v_readfirstlane_b32 s11, v1
	s_nop 4
	global_load_dwordx4 v[6:9], v18, s[10:11] offset:48
	global_load_dwordx4 v[14:17], v18, s[10:11] offset:32
	global_load_dwordx4 v[2:5], v18, s[10:11] offset:16
	global_load_dwordx4 v[10:13], v18, s[10:11]
	v_add_co_u32_e32 v18, vcc, s0, v18
	s_movk_i32 s0, 0xc0
	s_or_b32 s7, s4, 0x80
	v_mul_lo_u32 v21, v25, s0
	s_or_b32 s0, s4, 0xc0
	v_mul_lo_u32 v24, s5, v25
	v_mul_hi_u32 v1, s7, v25
	v_mul_hi_u32 v22, s0, v25
	v_mul_lo_u32 v23, s0, v25
	s_or_b32 s0, s4, 64
	v_add_u32_e32 v19, v1, v24
	v_mov_b32_e32 v1, s1
	v_mul_hi_u32 v26, s0, v25
	v_mul_lo_u32 v20, s7, v25
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v22, v22, v24
	v_add_u32_e32 v24, v26, v24
	v_mul_lo_u32 v25, s0, v25
	s_mov_b32 s0, 15
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32_e32 v50, vcc, v18, v25
	v_addc_co_u32_e32 v51, vcc, v1, v24, vcc
	v_add_co_u32_e32 v52, vcc, v18, v20
	v_addc_co_u32_e32 v53, vcc, v1, v19, vcc
	global_load_dwordx4 v[26:29], v[50:51], off offset:48
	global_load_dwordx4 v[30:33], v[50:51], off offset:32
	global_load_dwordx4 v[34:37], v[50:51], off offset:16
	global_load_dwordx4 v[38:41], v[50:51], off
	global_load_dwordx4 v[42:45], v[52:53], off offset:16
	global_load_dwordx4 v[46:49], v[52:53], off
	v_add_co_u32_e32 v54, vcc, v18, v23
	v_addc_co_u32_e32 v55, vcc, v1, v22, vcc
	s_add_i32 s0, s0, -3
	v_add_co_u32_e32 v18, vcc, v18, v21
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cmp_eq_u32 s0, 0
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[50:51], v[6:7], v[26:27]
	v_pk_add_f32 v[56:57], v[8:9], v[28:29]
	global_load_dwordx4 v[6:9], v[52:53], off offset:48
	global_load_dwordx4 v[26:29], v[52:53], off offset:32
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[52:53], v[14:15], v[30:31]
	v_pk_add_f32 v[58:59], v[16:17], v[32:33]
	global_load_dwordx4 v[14:17], v[54:55], off offset:32
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[34:35], v[2:3], v[34:35]
	v_pk_add_f32 v[36:37], v[4:5], v[36:37]
	global_load_dwordx4 v[2:5], v[54:55], off offset:48
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[40:41], v[12:13], v[40:41]
	v_pk_add_f32 v[38:39], v[10:11], v[38:39]
	global_load_dwordx4 v[10:13], v[54:55], off offset:16
	global_load_dwordx4 v[30:33], v[54:55], off
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[40:41], v[40:41], v[48:49]
	v_pk_add_f32 v[36:37], v[36:37], v[44:45]
	v_pk_add_f32 v[38:39], v[38:39], v[46:47]
	v_pk_add_f32 v[34:35], v[34:35], v[42:43]
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[8:9], v[56:57], v[8:9]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[28:29], v[58:59], v[28:29]
	v_pk_add_f32 v[26:27], v[52:53], v[26:27]
	v_pk_add_f32 v[6:7], v[50:51], v[6:7]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[16:17], v[28:29], v[16:17]
	v_pk_add_f32 v[14:15], v[26:27], v[14:15]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[8:9], v[8:9], v[4:5]
	v_pk_add_f32 v[6:7], v[6:7], v[2:3]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[4:5], v[36:37], v[12:13]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[12:13], v[40:41], v[32:33]
	v_pk_add_f32 v[2:3], v[34:35], v[10:11]
	v_pk_add_f32 v[10:11], v[38:39], v[30:31]
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	s_load_dword s4, s[8:9], 0xc
	s_load_dwordx2 s[0:1], s[8:9], 0x28
	v_mov_b32_e32 v18, v10
	v_mov_b32_e32 v19, v14
	v_mov_b32_e32 v14, v11
	v_pk_add_f32 v[10:11], v[18:19], v[14:15]
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v16
	v_mov_b32_e32 v16, v13
	v_pk_add_f32 v[12:13], v[14:15], v[16:17]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v6
	v_mov_b32_e32 v6, v3
	s_mul_hi_u32 s5, s4, s6
	s_mul_i32 s4, s4, s6
	v_pk_add_f32 v[2:3], v[12:13], v[6:7]
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v8, v5
	s_lshl_b64 s[4:5], s[4:5], 2
	v_pk_add_f32 v[4:5], v[6:7], v[8:9]
	s_add_u32 s2, s2, s4
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	s_addc_u32 s3, s3, s5
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
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 60
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
; codeLenInByte = 840
; NumSgprs: 16
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v1.kd
    .uses_dynamic_stack: false
    .vgpr_count:     35
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
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     69
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     65
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
