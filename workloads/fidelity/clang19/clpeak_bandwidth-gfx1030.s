	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.protected	bandwidth_v1            ; -- Begin function bandwidth_v1
	.globl	bandwidth_v1
	.p2align	8
	.type	bandwidth_v1,@function
bandwidth_v1:                           ; @bandwidth_v1
; %bb.0:
	s_clause 0x2
	s_load_dword s0, s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v4, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	global_load_ushort v2, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, s6, v2
	v_mul_lo_u32 v0, s6, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v5, 3, v2
	v_mul_lo_u32 v6, v2, 12
	v_lshlrev_b32_e32 v7, 4, v2
	v_mul_lo_u32 v8, v2, 20
	v_mul_lo_u32 v9, v2, 24
	v_mul_lo_u32 v10, v2, 28
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	v_lshlrev_b32_e32 v11, 5, v2
	v_mul_lo_u32 v12, v2, 36
	v_mul_lo_u32 v13, v2, 40
	v_mul_lo_u32 v14, v2, 44
	v_mul_lo_u32 v15, v2, 48
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	v_mul_lo_u32 v16, v2, 52
	v_add_co_u32 v19, vcc_lo, v0, v4
	v_add_co_ci_u32_e32 v20, vcc_lo, 0, v1, vcc_lo
	v_readfirstlane_b32 s0, v0
	v_add_co_u32 v0, vcc_lo, v19, v3
	v_readfirstlane_b32 s1, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	v_mul_lo_u32 v17, v2, 56
	v_mul_lo_u32 v18, v2, 60
	v_add_co_u32 v2, vcc_lo, v19, v5
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	s_clause 0x1
	global_load_dword v5, v4, s[0:1]
	global_load_dword v21, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_dword v6, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v7
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_dword v7, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v8
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_dword v8, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v9
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_dword v9, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v10
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_dword v10, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v11
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_dword v11, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v12
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_dword v12, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v13
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_dword v13, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v14
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_dword v14, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v15
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_dword v15, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v16
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_dword v16, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v17
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_dword v17, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v18
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	s_clause 0x1
	global_load_dword v2, v[2:3], off
	global_load_dword v0, v[0:1], off
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
	v_add_f32_e32 v1, v5, v21
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v1, v1, v6
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v1, v1, v8
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v1, v1, v9
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v1, v1, v10
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v1, v1, v11
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v1, v1, v12
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v1, v1, v13
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v1, v14
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v1, v1, v15
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v1, v1, v16
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v17
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v1, v0
	global_store_dword v4, v0, s[0:1]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 736
; NumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	bandwidth_v2            ; -- Begin function bandwidth_v2
	.globl	bandwidth_v2
	.p2align	8
	.type	bandwidth_v2,@function
bandwidth_v2:                           ; @bandwidth_v2
; %bb.0:
	s_clause 0x2
	s_load_dword s0, s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v5, 3, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	global_load_ushort v3, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s6, v3
	v_mul_lo_u32 v1, s6, v3
	v_lshlrev_b32_e32 v4, 3, v3
	v_lshlrev_b32_e32 v6, 4, v3
	v_mul_lo_u32 v7, v3, 24
	v_lshlrev_b32_e32 v9, 5, v3
	v_mul_lo_u32 v11, v3, 40
	v_mul_lo_u32 v13, v3, 48
	v_mul_lo_u32 v15, v3, 56
	v_lshlrev_b64 v[1:2], 7, v[1:2]
	v_lshlrev_b32_e32 v17, 6, v3
	v_mul_lo_u32 v19, 0x48, v3
	v_mul_lo_u32 v21, 0x50, v3
	v_mul_lo_u32 v23, 0x58, v3
	v_mul_lo_u32 v25, 0x60, v3
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_mul_lo_u32 v27, 0x68, v3
	v_add_co_u32 v32, vcc_lo, v1, v5
	v_add_co_ci_u32_e32 v33, vcc_lo, 0, v2, vcc_lo
	v_readfirstlane_b32 s0, v1
	v_add_co_u32 v1, vcc_lo, v32, v4
	v_readfirstlane_b32 s1, v2
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v33, vcc_lo
	v_mul_lo_u32 v29, 0x70, v3
	v_mul_lo_u32 v31, 0x78, v3
	v_add_co_u32 v3, vcc_lo, v32, v6
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v33, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[5:6], v5, s[0:1]
	global_load_dwordx2 v[1:2], v[1:2], off
	v_add_co_u32 v7, vcc_lo, v32, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v33, vcc_lo
	global_load_dwordx2 v[3:4], v[3:4], off
	v_add_co_u32 v9, vcc_lo, v32, v9
	global_load_dwordx2 v[7:8], v[7:8], off
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v11, vcc_lo, v32, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v33, vcc_lo
	global_load_dwordx2 v[9:10], v[9:10], off
	v_add_co_u32 v13, vcc_lo, v32, v13
	global_load_dwordx2 v[11:12], v[11:12], off
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v15, vcc_lo, v32, v15
	v_add_co_ci_u32_e32 v16, vcc_lo, 0, v33, vcc_lo
	global_load_dwordx2 v[13:14], v[13:14], off
	v_add_co_u32 v17, vcc_lo, v32, v17
	global_load_dwordx2 v[15:16], v[15:16], off
	v_add_co_ci_u32_e32 v18, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v19, vcc_lo, v32, v19
	v_add_co_ci_u32_e32 v20, vcc_lo, 0, v33, vcc_lo
	global_load_dwordx2 v[17:18], v[17:18], off
	v_add_co_u32 v21, vcc_lo, v32, v21
	global_load_dwordx2 v[19:20], v[19:20], off
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v23, vcc_lo, v32, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, 0, v33, vcc_lo
	global_load_dwordx2 v[21:22], v[21:22], off
	v_add_co_u32 v25, vcc_lo, v32, v25
	global_load_dwordx2 v[23:24], v[23:24], off
	v_add_co_ci_u32_e32 v26, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v27, vcc_lo, v32, v27
	v_add_co_ci_u32_e32 v28, vcc_lo, 0, v33, vcc_lo
	global_load_dwordx2 v[25:26], v[25:26], off
	v_add_co_u32 v29, vcc_lo, v32, v29
	global_load_dwordx2 v[27:28], v[27:28], off
	v_add_co_ci_u32_e32 v30, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v31, vcc_lo, v32, v31
	v_add_co_ci_u32_e32 v32, vcc_lo, 0, v33, vcc_lo
	s_clause 0x1
	global_load_dwordx2 v[29:30], v[29:30], off
	global_load_dwordx2 v[31:32], v[31:32], off
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
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v1, v5, v1
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v1, v1, v3
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v2, v2, v8
	v_add_f32_e32 v1, v1, v7
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v2, v2, v10
	v_add_f32_e32 v1, v1, v9
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v2, v2, v12
	v_add_f32_e32 v1, v1, v11
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v2, v2, v14
	v_add_f32_e32 v1, v1, v13
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v2, v2, v16
	v_add_f32_e32 v1, v1, v15
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v2, v2, v18
	v_add_f32_e32 v1, v1, v17
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v2, v2, v20
	v_add_f32_e32 v1, v1, v19
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v2, v2, v22
	v_add_f32_e32 v1, v1, v21
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v2, v2, v24
	v_add_f32_e32 v1, v1, v23
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v2, v2, v26
	v_add_f32_e32 v1, v1, v25
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v2, v2, v28
	v_add_f32_e32 v1, v1, v27
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v30
	v_add_f32_e32 v1, v1, v29
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v32
	v_add_f32_e32 v1, v1, v31
	v_add_f32_e32 v1, v1, v2
	global_store_dword v0, v1, s[0:1]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 832
; NumSgprs: 12
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 34
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	bandwidth_v4            ; -- Begin function bandwidth_v4
	.globl	bandwidth_v4
	.p2align	8
	.type	bandwidth_v4,@function
bandwidth_v4:                           ; @bandwidth_v4
; %bb.0:
	s_clause 0x2
	s_load_dword s0, s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v3, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	global_load_ushort v13, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s6, v13
	v_mul_lo_u32 v1, s6, v13
	v_lshlrev_b32_e32 v4, 4, v13
	v_lshlrev_b32_e32 v9, 5, v13
	v_mul_lo_u32 v14, v13, 48
	v_lshlrev_b32_e32 v15, 6, v13
	v_mul_lo_u32 v16, 0x50, v13
	v_mul_lo_u32 v19, 0x60, v13
	v_mul_lo_u32 v23, 0x70, v13
	v_lshlrev_b64 v[1:2], 8, v[1:2]
	v_lshlrev_b32_e32 v27, 7, v13
	v_mul_lo_u32 v31, 0x90, v13
	v_mul_lo_u32 v35, 0xa0, v13
	v_mul_lo_u32 v39, 0xb0, v13
	v_mul_lo_u32 v43, 0xc0, v13
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_mul_lo_u32 v47, 0xd0, v13
	v_add_co_u32 v53, vcc_lo, v1, v3
	v_add_co_ci_u32_e32 v54, vcc_lo, 0, v2, vcc_lo
	v_readfirstlane_b32 s0, v1
	v_add_co_u32 v5, vcc_lo, v53, v4
	v_readfirstlane_b32 s1, v2
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v54, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[1:4], v3, s[0:1]
	global_load_dwordx4 v[5:8], v[5:6], off
	v_add_co_u32 v9, vcc_lo, v53, v9
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v54, vcc_lo
	v_mul_lo_u32 v55, 0xe0, v13
	v_mul_lo_u32 v56, 0xf0, v13
	v_add_co_u32 v13, vcc_lo, v53, v14
	global_load_dwordx4 v[9:12], v[9:10], off
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v17, vcc_lo, v53, v15
	v_add_co_ci_u32_e32 v18, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v21, vcc_lo, v53, v16
	global_load_dwordx4 v[13:16], v[13:14], off
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v25, vcc_lo, v53, v19
	global_load_dwordx4 v[17:20], v[17:18], off
	v_add_co_ci_u32_e32 v26, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v29, vcc_lo, v53, v23
	global_load_dwordx4 v[21:24], v[21:22], off
	v_add_co_ci_u32_e32 v30, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v33, vcc_lo, v53, v27
	global_load_dwordx4 v[25:28], v[25:26], off
	v_add_co_ci_u32_e32 v34, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v37, vcc_lo, v53, v31
	global_load_dwordx4 v[29:32], v[29:30], off
	v_add_co_ci_u32_e32 v38, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v41, vcc_lo, v53, v35
	global_load_dwordx4 v[33:36], v[33:34], off
	v_add_co_ci_u32_e32 v42, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v45, vcc_lo, v53, v39
	global_load_dwordx4 v[37:40], v[37:38], off
	v_add_co_ci_u32_e32 v46, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v49, vcc_lo, v53, v43
	global_load_dwordx4 v[41:44], v[41:42], off
	v_add_co_ci_u32_e32 v50, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v51, vcc_lo, v53, v47
	global_load_dwordx4 v[45:48], v[45:46], off
	v_add_co_ci_u32_e32 v52, vcc_lo, 0, v54, vcc_lo
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v57, v4, v8
	v_add_f32_e32 v58, v3, v7
	v_add_f32_e32 v59, v2, v6
	v_add_f32_e32 v60, v1, v5
	s_clause 0x1
	global_load_dwordx4 v[1:4], v[49:50], off
	global_load_dwordx4 v[5:8], v[51:52], off
	v_add_co_u32 v49, vcc_lo, v53, v55
	v_add_co_ci_u32_e32 v50, vcc_lo, 0, v54, vcc_lo
	v_add_co_u32 v53, vcc_lo, v53, v56
	v_add_co_ci_u32_e32 v54, vcc_lo, 0, v54, vcc_lo
	global_load_dwordx4 v[49:52], v[49:50], off
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v55, v60, v9
	v_add_f32_e32 v56, v59, v10
	v_add_f32_e32 v58, v58, v11
	v_add_f32_e32 v57, v57, v12
	global_load_dwordx4 v[9:12], v[53:54], off
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v13, v55, v13
	v_add_f32_e32 v14, v56, v14
	v_add_f32_e32 v15, v58, v15
	v_add_f32_e32 v16, v57, v16
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v13, v13, v17
	v_add_f32_e32 v14, v14, v18
	v_add_f32_e32 v15, v15, v19
	v_add_f32_e32 v16, v16, v20
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v13, v13, v21
	v_add_f32_e32 v14, v14, v22
	v_add_f32_e32 v15, v15, v23
	v_add_f32_e32 v16, v16, v24
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v13, v13, v25
	v_add_f32_e32 v14, v14, v26
	v_add_f32_e32 v15, v15, v27
	v_add_f32_e32 v16, v16, v28
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v13, v13, v29
	v_add_f32_e32 v14, v14, v30
	v_add_f32_e32 v15, v15, v31
	v_add_f32_e32 v16, v16, v32
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v13, v13, v33
	v_add_f32_e32 v14, v14, v34
	v_add_f32_e32 v15, v15, v35
	v_add_f32_e32 v16, v16, v36
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v13, v13, v37
	v_add_f32_e32 v14, v14, v38
	v_add_f32_e32 v15, v15, v39
	v_add_f32_e32 v16, v16, v40
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v13, v13, v41
	v_add_f32_e32 v14, v14, v42
	v_add_f32_e32 v15, v15, v43
	v_add_f32_e32 v16, v16, v44
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v13, v13, v45
	v_add_f32_e32 v14, v14, v46
	v_add_f32_e32 v15, v15, v47
	v_add_f32_e32 v16, v16, v48
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v4, v16, v4
	v_add_f32_e32 v2, v14, v2
	v_add_f32_e32 v1, v13, v1
	v_add_f32_e32 v3, v15, v3
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v3, v3, v7
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v4, v4, v52
	v_add_f32_e32 v2, v2, v50
	v_add_f32_e32 v1, v1, v49
	v_add_f32_e32 v3, v3, v51
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v12
	v_add_f32_e32 v2, v2, v10
	v_add_f32_e32 v1, v1, v9
	v_add_f32_e32 v3, v3, v11
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v2, v3, v4
	v_add_f32_e32 v1, v1, v2
	global_store_dword v0, v1, s[0:1]
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 972
; NumSgprs: 12
; NumVgprs: 61
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 61
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	bandwidth_v8            ; -- Begin function bandwidth_v8
	.globl	bandwidth_v8
	.p2align	8
	.type	bandwidth_v8,@function
bandwidth_v8:                           ; @bandwidth_v8
; %bb.0:
	s_clause 0x2
	s_load_dword s0, s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v9, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	global_load_ushort v51, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s6, v51
	v_mul_lo_u32 v1, s6, v51
	v_lshlrev_b32_e32 v3, 5, v51
	v_lshlrev_b32_e32 v17, 6, v51
	v_mul_lo_u32 v25, 0x60, v51
	v_lshlrev_b32_e32 v33, 7, v51
	v_mul_lo_u32 v41, 0xa0, v51
	v_mul_lo_u32 v49, 0xc0, v51
	v_mul_lo_u32 v52, 0xe0, v51
	v_lshlrev_b64 v[1:2], 9, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_add_co_u32 v57, vcc_lo, v1, v9
	v_add_co_ci_u32_e32 v58, vcc_lo, 0, v2, vcc_lo
	v_readfirstlane_b32 s0, v1
	v_add_co_u32 v13, vcc_lo, v57, v3
	v_readfirstlane_b32 s1, v2
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v58, vcc_lo
	s_clause 0x3
	global_load_dwordx4 v[1:4], v9, s[0:1] offset:16
	global_load_dwordx4 v[5:8], v[13:14], off offset:16
	global_load_dwordx4 v[9:12], v9, s[0:1]
	global_load_dwordx4 v[13:16], v[13:14], off
	v_add_co_u32 v21, vcc_lo, v57, v17
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v58, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[17:20], v[21:22], off
	global_load_dwordx4 v[21:24], v[21:22], off offset:16
	v_add_co_u32 v29, vcc_lo, v57, v25
	v_add_co_ci_u32_e32 v30, vcc_lo, 0, v58, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[25:28], v[29:30], off offset:16
	global_load_dwordx4 v[29:32], v[29:30], off
	v_add_co_u32 v37, vcc_lo, v57, v33
	v_add_co_ci_u32_e32 v38, vcc_lo, 0, v58, vcc_lo
	s_clause 0x1
	global_load_dwordx4 v[33:36], v[37:38], off
	global_load_dwordx4 v[37:40], v[37:38], off offset:16
	v_add_co_u32 v45, vcc_lo, v57, v41
	v_add_co_ci_u32_e32 v46, vcc_lo, 0, v58, vcc_lo
	v_add_co_u32 v49, vcc_lo, v57, v49
	s_clause 0x1
	global_load_dwordx4 v[41:44], v[45:46], off offset:16
	global_load_dwordx4 v[45:48], v[45:46], off
	v_add_co_ci_u32_e32 v50, vcc_lo, 0, v58, vcc_lo
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v53, v4, v8
	v_add_f32_e32 v54, v3, v7
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v60, v9, v13
	v_lshlrev_b32_e32 v9, 8, v51
	v_add_co_u32 v13, vcc_lo, v57, v52
	v_add_f32_e32 v55, v2, v6
	v_add_f32_e32 v56, v1, v5
	s_clause 0x1
	global_load_dwordx4 v[1:4], v[49:50], off offset:16
	global_load_dwordx4 v[5:8], v[49:50], off
	v_add_f32_e32 v59, v10, v14
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v58, vcc_lo
	v_add_co_u32 v49, vcc_lo, v57, v9
	v_add_f32_e32 v16, v12, v16
	v_add_f32_e32 v15, v11, v15
	v_add_co_ci_u32_e32 v50, vcc_lo, 0, v58, vcc_lo
	global_load_dwordx4 v[9:12], v[13:14], off
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v24, v53, v24
	v_mul_lo_u32 v53, 0x120, v51
	v_add_f32_e32 v21, v56, v21
	v_add_f32_e32 v22, v55, v22
	v_add_f32_e32 v23, v54, v23
	v_add_f32_e32 v52, v60, v17
	v_add_f32_e32 v59, v59, v18
	v_add_f32_e32 v60, v15, v19
	v_add_f32_e32 v61, v16, v20
	s_clause 0x1
	global_load_dwordx4 v[17:20], v[49:50], off
	global_load_dwordx4 v[13:16], v[13:14], off offset:16
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v54, v24, v28
	v_add_f32_e32 v55, v23, v27
	v_add_f32_e32 v56, v22, v26
	v_add_f32_e32 v62, v21, v25
	global_load_dwordx4 v[21:24], v[49:50], off offset:16
	v_add_co_u32 v49, vcc_lo, v57, v53
	v_add_co_ci_u32_e32 v50, vcc_lo, 0, v58, vcc_lo
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v53, v61, v32
	v_add_f32_e32 v60, v60, v31
	v_add_f32_e32 v59, v59, v30
	v_add_f32_e32 v52, v52, v29
	s_clause 0x1
	global_load_dwordx4 v[25:28], v[49:50], off offset:16
	global_load_dwordx4 v[29:32], v[49:50], off
	v_mul_lo_u32 v49, 0x140, v51
	v_mul_lo_u32 v50, 0x160, v51
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v34, v59, v34
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v59, v62, v37
	v_add_f32_e32 v33, v52, v33
	v_add_f32_e32 v35, v60, v35
	v_add_f32_e32 v36, v53, v36
	v_mul_lo_u32 v52, 0x180, v51
	v_add_co_u32 v37, vcc_lo, v57, v49
	v_add_f32_e32 v56, v56, v38
	v_add_f32_e32 v39, v55, v39
	v_add_f32_e32 v40, v54, v40
	v_add_co_ci_u32_e32 v38, vcc_lo, 0, v58, vcc_lo
	v_add_co_u32 v49, vcc_lo, v57, v50
	v_mul_lo_u32 v53, 0x1a0, v51
	v_add_co_ci_u32_e32 v50, vcc_lo, 0, v58, vcc_lo
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v44, v40, v44
	v_add_f32_e32 v43, v39, v43
	v_add_f32_e32 v42, v56, v42
	v_add_f32_e32 v41, v59, v41
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v48, v36, v48
	v_add_f32_e32 v45, v33, v45
	v_add_f32_e32 v46, v34, v46
	v_add_f32_e32 v47, v35, v47
	s_clause 0x1
	global_load_dwordx4 v[33:36], v[37:38], off offset:16
	global_load_dwordx4 v[37:40], v[37:38], off
	v_mul_lo_u32 v55, 0x1c0, v51
	v_mul_lo_u32 v60, 0x1e0, v51
	v_add_co_u32 v51, vcc_lo, v57, v52
	v_add_co_ci_u32_e32 v52, vcc_lo, 0, v58, vcc_lo
	v_add_co_u32 v53, vcc_lo, v57, v53
	v_add_co_ci_u32_e32 v54, vcc_lo, 0, v58, vcc_lo
	v_add_co_u32 v55, vcc_lo, v57, v55
	v_add_co_ci_u32_e32 v56, vcc_lo, 0, v58, vcc_lo
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v59, v41, v1
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v45, v45, v5
	v_add_f32_e32 v46, v46, v6
	v_add_f32_e32 v47, v47, v7
	v_add_f32_e32 v48, v48, v8
	v_add_f32_e32 v61, v42, v2
	v_add_f32_e32 v62, v43, v3
	v_add_f32_e32 v63, v44, v4
	s_clause 0x1
	global_load_dwordx4 v[1:4], v[49:50], off
	global_load_dwordx4 v[5:8], v[49:50], off offset:16
	v_add_co_u32 v49, vcc_lo, v57, v60
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v48, v48, v12
	v_add_f32_e32 v47, v47, v11
	v_add_f32_e32 v46, v46, v10
	v_add_f32_e32 v45, v45, v9
	s_clause 0x1
	global_load_dwordx4 v[9:12], v[51:52], off offset:16
	global_load_dwordx4 v[41:44], v[51:52], off
	v_add_co_ci_u32_e32 v50, vcc_lo, 0, v58, vcc_lo
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v64, v47, v19
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v51, v63, v16
	v_add_f32_e32 v52, v62, v15
	v_add_f32_e32 v61, v61, v14
	v_add_f32_e32 v59, v59, v13
	v_add_f32_e32 v62, v45, v17
	v_add_f32_e32 v63, v46, v18
	v_add_f32_e32 v65, v48, v20
	s_clause 0x1
	global_load_dwordx4 v[13:16], v[53:54], off
	global_load_dwordx4 v[17:20], v[53:54], off offset:16
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v53, v59, v21
	v_add_f32_e32 v51, v51, v24
	v_add_f32_e32 v52, v52, v23
	v_add_f32_e32 v54, v61, v22
	s_clause 0x1
	global_load_dwordx4 v[21:24], v[55:56], off offset:16
	global_load_dwordx4 v[45:48], v[55:56], off
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v53, v53, v25
	v_add_f32_e32 v51, v51, v28
	v_add_f32_e32 v52, v52, v27
	v_add_f32_e32 v54, v54, v26
	global_load_dwordx4 v[25:28], v[49:50], off offset:16
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v55, v65, v32
	v_add_f32_e32 v56, v64, v31
	v_add_f32_e32 v57, v63, v30
	v_add_f32_e32 v58, v62, v29
	global_load_dwordx4 v[29:32], v[49:50], off
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v36, v51, v36
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v37, v58, v37
	v_add_f32_e32 v38, v57, v38
	v_add_f32_e32 v39, v56, v39
	v_add_f32_e32 v35, v52, v35
	v_add_f32_e32 v34, v54, v34
	v_add_f32_e32 v40, v55, v40
	v_add_f32_e32 v33, v53, v33
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v1, v37, v1
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v8, v36, v8
	v_add_f32_e32 v7, v35, v7
	v_add_f32_e32 v6, v34, v6
	v_add_f32_e32 v2, v38, v2
	v_add_f32_e32 v3, v39, v3
	v_add_f32_e32 v5, v33, v5
	v_add_f32_e32 v4, v40, v4
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v1, v1, v41
	v_add_f32_e32 v2, v2, v42
	v_add_f32_e32 v3, v3, v43
	v_add_f32_e32 v8, v8, v12
	v_add_f32_e32 v7, v7, v11
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v4, v4, v44
	v_add_f32_e32 v5, v5, v9
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v1, v13
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v8, v8, v20
	v_add_f32_e32 v7, v7, v19
	v_add_f32_e32 v6, v6, v18
	v_add_f32_e32 v2, v2, v14
	v_add_f32_e32 v3, v3, v15
	v_add_f32_e32 v5, v5, v17
	v_add_f32_e32 v4, v4, v16
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v45
	v_add_f32_e32 v2, v2, v46
	v_add_f32_e32 v3, v3, v47
	v_add_f32_e32 v8, v8, v24
	v_add_f32_e32 v6, v6, v22
	v_add_f32_e32 v4, v4, v48
	v_add_f32_e32 v5, v5, v21
	v_add_f32_e32 v7, v7, v23
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v8, v28
	v_add_f32_e32 v6, v6, v26
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v32
	v_add_f32_e32 v2, v2, v30
	v_add_f32_e32 v1, v1, v29
	v_add_f32_e32 v3, v3, v31
	v_add_f32_e32 v5, v5, v25
	v_add_f32_e32 v7, v7, v27
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v2, v3, v4
	v_add_f32_e32 v3, v5, v6
	v_add_f32_e32 v4, v7, v8
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v2, v3, v4
	v_add_f32_e32 v1, v1, v2
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 1452
; NumSgprs: 12
; NumVgprs: 66
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 66
; Occupancy: 12
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, 0
	s_lshr_b32 s10, s6, 22
	global_load_ushort v21, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b64 s[4:5], s[6:7], 10
	s_or_b32 s7, s4, 0x80
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v23, s10, v21
	v_mul_hi_u32 v1, s4, v21
	v_mul_lo_u32 v2, s4, v21
	s_or_b32 s4, s4, 64
	v_mul_lo_u32 v18, s5, v21
	v_mul_hi_u32 v19, s7, v21
	v_mul_hi_u32 v24, s4, v21
	v_mul_lo_u32 v20, s7, v21
	v_mul_lo_u32 v22, s4, v21
	v_add_nc_u32_e32 v1, v1, v23
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_lshlrev_b32_e32 v25, 7, v21
	v_add_nc_u32_e32 v19, v19, v18
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	v_readfirstlane_b32 s10, v2
	v_add_nc_u32_e32 v27, v24, v23
	v_readfirstlane_b32 s11, v1
	s_clause 0x3
	global_load_dwordx4 v[13:16], v17, s[10:11] offset:48
	global_load_dwordx4 v[9:12], v17, s[10:11] offset:32
	global_load_dwordx4 v[5:8], v17, s[10:11] offset:16
	global_load_dwordx4 v[1:4], v17, s[10:11]
	v_add_co_u32 v17, s0, s0, v17
	v_add_co_ci_u32_e64 v18, null, s1, 0, s0
	s_mov_b32 s0, 14
	s_branch .LBB4_2
.LBB4_1:                                ;   in Loop: Header=BB4_2 Depth=1
	v_add_co_u32 v9, vcc_lo, v17, v20
	v_add_co_ci_u32_e32 v10, vcc_lo, v18, v19, vcc_lo
	v_add_co_u32 v17, vcc_lo, v17, v25
	v_add_co_ci_u32_e32 v18, vcc_lo, 0, v18, vcc_lo
	s_clause 0x3
	global_load_dwordx4 v[1:4], v[9:10], off offset:48
	global_load_dwordx4 v[5:8], v[9:10], off offset:32
	global_load_dwordx4 v[40:43], v[9:10], off offset:16
	global_load_dwordx4 v[44:47], v[9:10], off
	s_add_i32 s0, s0, -2
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v16, v21, v4
	v_add_f32_e32 v15, v23, v3
	v_add_f32_e32 v14, v24, v2
	v_add_f32_e32 v13, v26, v1
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v12, v28, v8
	v_add_f32_e32 v11, v29, v7
	v_add_f32_e32 v10, v30, v6
	v_add_f32_e32 v9, v31, v5
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v32, v43
	v_add_f32_e32 v7, v33, v42
	v_add_f32_e32 v6, v34, v41
	v_add_f32_e32 v5, v35, v40
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v36, v47
	v_add_f32_e32 v3, v37, v46
	v_add_f32_e32 v2, v38, v45
	v_add_f32_e32 v1, v39, v44
	s_cbranch_execz .LBB4_4
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v23, vcc_lo, v17, v22
	v_add_co_ci_u32_e32 v24, vcc_lo, v18, v27, vcc_lo
	s_cmp_eq_u32 s0, 0
	s_clause 0x3
	global_load_dwordx4 v[28:31], v[23:24], off offset:48
	global_load_dwordx4 v[32:35], v[23:24], off offset:32
	global_load_dwordx4 v[36:39], v[23:24], off offset:16
	global_load_dwordx4 v[40:43], v[23:24], off
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v21, v16, v31
	v_add_f32_e32 v23, v15, v30
	v_add_f32_e32 v24, v14, v29
	v_add_f32_e32 v26, v13, v28
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v28, v12, v35
	v_add_f32_e32 v29, v11, v34
	v_add_f32_e32 v30, v10, v33
	v_add_f32_e32 v31, v9, v32
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v32, v8, v39
	v_add_f32_e32 v33, v7, v38
	v_add_f32_e32 v34, v6, v37
	v_add_f32_e32 v35, v5, v36
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v36, v4, v43
	v_add_f32_e32 v37, v3, v42
	v_add_f32_e32 v38, v2, v41
	v_add_f32_e32 v39, v1, v40
	s_cbranch_scc0 .LBB4_1
; %bb.3:
                                        ; implicit-def: $vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7_vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15_vgpr16
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $vgpr17_vgpr18
.LBB4_4:
	s_clause 0x1
	s_load_dword s4, s[8:9], 0xc
	s_load_dwordx2 s[0:1], s[8:9], 0x28
	v_add_f32_e32 v1, v39, v38
	v_add_f32_e32 v2, v37, v36
	v_add_f32_e32 v3, v35, v34
	v_add_f32_e32 v4, v33, v32
	v_add_f32_e32 v5, v31, v30
	v_add_f32_e32 v6, v29, v28
	v_add_f32_e32 v7, v26, v24
	v_add_f32_e32 v8, v23, v21
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v2, v3, v4
	v_add_f32_e32 v3, v5, v6
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_f32_e32 v4, v7, v8
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v2, v3, v4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_hi_u32 s5, s4, s6
	s_mul_i32 s4, s4, s6
	v_add_f32_e32 v1, v1, v2
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s0, s2
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 676
; NumSgprs: 14
; NumVgprs: 48
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 48
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v1.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
