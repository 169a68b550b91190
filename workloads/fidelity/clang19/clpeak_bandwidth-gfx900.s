	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.protected	bandwidth_v1            ; -- Begin function bandwidth_v1
	.globl	bandwidth_v1
	.p2align	8
	.type	bandwidth_v1,@function
bandwidth_v1:                           ; @bandwidth_v1
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s10, s[4:5], 0x10
	s_load_dword s7, s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_add_u32 s4, s4, 16
	s_addc_u32 s5, s5, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s10
	s_cselect_b32 s10, 12, 18
	s_add_u32 s4, s4, s10
	s_addc_u32 s5, s5, 0
	v_mov_b32_e32 v1, 0
	global_load_ushort v3, v1, s[4:5]
	v_mov_b32_e32 v4, s1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s6, v3
	v_mul_lo_u32 v1, s6, v3
	v_lshlrev_b64 v[1:2], 6, v[1:2]
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v4, v2, vcc
	v_lshlrev_b32_e32 v4, 2, v0
	v_add_co_u32_e32 v5, vcc, v1, v4
	v_addc_co_u32_e32 v6, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v0, 2, v3
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_readfirstlane_b32 s0, v1
	v_readfirstlane_b32 s1, v2
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_nop 2
	global_load_dword v2, v4, s[0:1]
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_lshlrev_b32_e32 v0, 3, v3
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 12
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_lshlrev_b32_e32 v0, 4, v3
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 20
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 24
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 28
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_lshlrev_b32_e32 v0, 5, v3
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 36
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 40
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 44
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 48
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 52
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 56
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	v_mul_lo_u32 v0, v3, 60
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v2, v0
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 11
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
; NumSgprs: 15
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 7
; Occupancy: 10
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
	global_load_ushort v15, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v7, 3, v0
	s_movk_i32 s4, 0x58
	s_movk_i32 s5, 0x60
	s_movk_i32 s10, 0x68
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	s_movk_i32 s11, 0x70
	s_movk_i32 s12, 0x78
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s6, v15
	v_mul_lo_u32 v1, s6, v15
	v_lshlrev_b32_e32 v4, 3, v15
	v_mul_lo_u32 v11, v15, 40
	v_lshlrev_b32_e32 v9, 5, v15
	v_lshlrev_b64 v[1:2], 7, v[1:2]
	v_mul_lo_u32 v13, v15, 48
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_add_co_u32_e32 v19, vcc, v1, v7
	v_addc_co_u32_e32 v20, vcc, 0, v2, vcc
	v_readfirstlane_b32 s0, v1
	v_readfirstlane_b32 s1, v2
	v_add_co_u32_e32 v1, vcc, v19, v4
	v_addc_co_u32_e32 v2, vcc, 0, v20, vcc
	s_nop 2
	global_load_dwordx2 v[3:4], v7, s[0:1]
	global_load_dwordx2 v[5:6], v[1:2], off
	v_mul_lo_u32 v7, v15, 24
	v_lshlrev_b32_e32 v1, 4, v15
	v_add_co_u32_e32 v1, vcc, v19, v1
	v_addc_co_u32_e32 v2, vcc, 0, v20, vcc
	v_add_co_u32_e32 v7, vcc, v19, v7
	v_addc_co_u32_e32 v8, vcc, 0, v20, vcc
	global_load_dwordx2 v[1:2], v[1:2], off
	v_add_co_u32_e32 v9, vcc, v19, v9
	global_load_dwordx2 v[7:8], v[7:8], off
	v_addc_co_u32_e32 v10, vcc, 0, v20, vcc
	global_load_dwordx2 v[9:10], v[9:10], off
	v_add_co_u32_e32 v11, vcc, v19, v11
	v_addc_co_u32_e32 v12, vcc, 0, v20, vcc
	global_load_dwordx2 v[11:12], v[11:12], off
	v_add_co_u32_e32 v13, vcc, v19, v13
	v_mul_lo_u32 v16, v15, 56
	v_addc_co_u32_e32 v14, vcc, 0, v20, vcc
	global_load_dwordx2 v[13:14], v[13:14], off
	s_movk_i32 s0, 0x48
	v_mul_lo_u32 v17, v15, s0
	s_movk_i32 s1, 0x50
	v_mul_lo_u32 v18, v15, s1
	v_mul_lo_u32 v21, v15, s4
	v_mul_lo_u32 v22, v15, s5
	v_mul_lo_u32 v23, v15, s10
	v_mul_lo_u32 v24, v15, s11
	v_mul_lo_u32 v25, v15, s12
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v5, v3, v5
	v_add_co_u32_e32 v3, vcc, v19, v16
	v_add_f32_e32 v6, v4, v6
	v_addc_co_u32_e32 v4, vcc, 0, v20, vcc
	global_load_dwordx2 v[3:4], v[3:4], off
	v_lshlrev_b32_e32 v16, 6, v15
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v5, v1
	v_add_f32_e32 v2, v6, v2
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v1, v1, v7
	v_add_f32_e32 v2, v2, v8
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v5, v1, v9
	v_add_co_u32_e32 v1, vcc, v19, v16
	v_add_f32_e32 v6, v2, v10
	v_addc_co_u32_e32 v2, vcc, 0, v20, vcc
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v10, v5, v11
	v_add_co_u32_e32 v5, vcc, v19, v17
	v_add_f32_e32 v9, v6, v12
	v_addc_co_u32_e32 v6, vcc, 0, v20, vcc
	v_add_co_u32_e32 v7, vcc, v19, v18
	v_addc_co_u32_e32 v8, vcc, 0, v20, vcc
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v14, v9, v14
	v_add_co_u32_e32 v9, vcc, v19, v21
	v_add_f32_e32 v13, v10, v13
	v_addc_co_u32_e32 v10, vcc, 0, v20, vcc
	v_add_co_u32_e32 v11, vcc, v19, v22
	v_addc_co_u32_e32 v12, vcc, 0, v20, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v22, v13, v3
	v_add_co_u32_e32 v3, vcc, v19, v23
	v_add_f32_e32 v21, v14, v4
	v_addc_co_u32_e32 v4, vcc, 0, v20, vcc
	global_load_dwordx2 v[13:14], v[1:2], off
	global_load_dwordx2 v[15:16], v[5:6], off
                                        ; kill: killed $vgpr1 killed $vgpr2
                                        ; kill: killed $vgpr5 killed $vgpr6
	s_nop 0
	global_load_dwordx2 v[1:2], v[7:8], off
	v_add_co_u32_e32 v5, vcc, v19, v24
	v_addc_co_u32_e32 v6, vcc, 0, v20, vcc
	global_load_dwordx2 v[7:8], v[9:10], off
	global_load_dwordx2 v[17:18], v[11:12], off
                                        ; kill: killed $vgpr9 killed $vgpr10
                                        ; kill: killed $vgpr11 killed $vgpr12
	s_nop 0
	global_load_dwordx2 v[9:10], v[3:4], off
	global_load_dwordx2 v[11:12], v[5:6], off
	v_add_co_u32_e32 v3, vcc, v19, v25
	v_addc_co_u32_e32 v4, vcc, 0, v20, vcc
	global_load_dwordx2 v[3:4], v[3:4], off
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v5, v22, v13
	v_add_f32_e32 v6, v21, v14
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v6, v6, v16
	v_add_f32_e32 v5, v5, v15
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v5, v1
	v_add_f32_e32 v2, v6, v2
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v2, v2, v8
	v_add_f32_e32 v1, v1, v7
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v2, v2, v18
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v2, v2, v10
	v_add_f32_e32 v1, v1, v9
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v1, v11
	v_add_f32_e32 v2, v2, v12
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v1, v1, v3
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 13
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
; codeLenInByte = 768
; NumSgprs: 17
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 26
; Occupancy: 9
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
	global_load_ushort v13, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v11, 4, v0
	s_movk_i32 s4, 0xf0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s6, v13
	v_mul_lo_u32 v1, s6, v13
	v_lshlrev_b32_e32 v4, 4, v13
	v_mul_lo_u32 v14, v13, 48
	v_lshlrev_b64 v[1:2], 8, v[1:2]
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_add_co_u32_e32 v15, vcc, v1, v11
	v_addc_co_u32_e32 v16, vcc, 0, v2, vcc
	v_readfirstlane_b32 s0, v1
	v_readfirstlane_b32 s1, v2
	v_add_co_u32_e32 v9, vcc, v15, v4
	v_addc_co_u32_e32 v10, vcc, 0, v16, vcc
	s_nop 2
	global_load_dwordx4 v[1:4], v11, s[0:1]
	global_load_dwordx4 v[5:8], v[9:10], off
	v_lshlrev_b32_e32 v9, 5, v13
	v_add_co_u32_e32 v9, vcc, v15, v9
	v_addc_co_u32_e32 v10, vcc, 0, v16, vcc
	global_load_dwordx4 v[9:12], v[9:10], off
	s_movk_i32 s0, 0x50
	s_movk_i32 s1, 0xe0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v20, v1, v5
	v_add_co_u32_e32 v1, vcc, v15, v14
	v_add_f32_e32 v19, v2, v6
	v_addc_co_u32_e32 v2, vcc, 0, v16, vcc
	v_add_f32_e32 v17, v4, v8
	v_add_f32_e32 v18, v3, v7
	global_load_dwordx4 v[1:4], v[1:2], off
	v_lshlrev_b32_e32 v5, 6, v13
	v_add_co_u32_e32 v5, vcc, v15, v5
	v_addc_co_u32_e32 v6, vcc, 0, v16, vcc
	global_load_dwordx4 v[5:8], v[5:6], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v14, v20, v9
	v_mul_lo_u32 v9, v13, s0
	s_movk_i32 s0, 0x60
	v_add_f32_e32 v19, v19, v10
	v_add_f32_e32 v18, v18, v11
	v_add_co_u32_e32 v9, vcc, v15, v9
	v_addc_co_u32_e32 v10, vcc, 0, v16, vcc
	v_add_f32_e32 v17, v17, v12
	global_load_dwordx4 v[9:12], v[9:10], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v14, v14, v1
	v_mul_lo_u32 v1, v13, s0
	v_add_f32_e32 v19, v19, v2
	v_add_f32_e32 v17, v17, v4
	v_add_f32_e32 v18, v18, v3
	v_add_co_u32_e32 v1, vcc, v15, v1
	v_addc_co_u32_e32 v2, vcc, 0, v16, vcc
	global_load_dwordx4 v[1:4], v[1:2], off
	s_movk_i32 s0, 0x70
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v14, v14, v5
	v_mul_lo_u32 v5, v13, s0
	v_add_f32_e32 v19, v19, v6
	v_add_f32_e32 v18, v18, v7
	v_add_f32_e32 v17, v17, v8
	v_add_co_u32_e32 v5, vcc, v15, v5
	v_addc_co_u32_e32 v6, vcc, 0, v16, vcc
	global_load_dwordx4 v[5:8], v[5:6], off
	s_movk_i32 s0, 0x90
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v14, v14, v9
	v_lshlrev_b32_e32 v9, 7, v13
	v_add_co_u32_e32 v9, vcc, v15, v9
	v_add_f32_e32 v19, v19, v10
	v_addc_co_u32_e32 v10, vcc, 0, v16, vcc
	v_add_f32_e32 v17, v17, v12
	v_add_f32_e32 v18, v18, v11
	global_load_dwordx4 v[9:12], v[9:10], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v14, v14, v1
	v_mul_lo_u32 v1, v13, s0
	v_add_f32_e32 v19, v19, v2
	v_add_f32_e32 v18, v18, v3
	v_add_f32_e32 v17, v17, v4
	v_add_co_u32_e32 v1, vcc, v15, v1
	v_addc_co_u32_e32 v2, vcc, 0, v16, vcc
	global_load_dwordx4 v[1:4], v[1:2], off
	s_movk_i32 s0, 0xa0
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v14, v14, v5
	v_mul_lo_u32 v5, v13, s0
	v_add_f32_e32 v19, v19, v6
	v_add_f32_e32 v17, v17, v8
	v_add_f32_e32 v18, v18, v7
	v_add_co_u32_e32 v5, vcc, v15, v5
	v_addc_co_u32_e32 v6, vcc, 0, v16, vcc
	global_load_dwordx4 v[5:8], v[5:6], off
	s_movk_i32 s0, 0xb0
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v14, v14, v9
	v_mul_lo_u32 v9, v13, s0
	s_movk_i32 s0, 0xc0
	v_add_f32_e32 v19, v19, v10
	v_add_f32_e32 v18, v18, v11
	v_add_co_u32_e32 v9, vcc, v15, v9
	v_addc_co_u32_e32 v10, vcc, 0, v16, vcc
	v_add_f32_e32 v17, v17, v12
	global_load_dwordx4 v[9:12], v[9:10], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v14, v14, v1
	v_mul_lo_u32 v1, v13, s0
	v_add_f32_e32 v19, v19, v2
	v_add_f32_e32 v17, v17, v4
	v_add_f32_e32 v18, v18, v3
	v_add_co_u32_e32 v1, vcc, v15, v1
	v_addc_co_u32_e32 v2, vcc, 0, v16, vcc
	global_load_dwordx4 v[1:4], v[1:2], off
	s_movk_i32 s0, 0xd0
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v20, v14, v5
	v_mul_lo_u32 v5, v13, s0
	v_mul_lo_u32 v14, v13, s1
	v_add_f32_e32 v8, v17, v8
	v_mul_lo_u32 v17, v13, s4
	v_add_co_u32_e32 v5, vcc, v15, v5
	v_add_f32_e32 v19, v19, v6
	v_addc_co_u32_e32 v6, vcc, 0, v16, vcc
	v_add_co_u32_e32 v13, vcc, v15, v14
	v_add_f32_e32 v7, v18, v7
	v_addc_co_u32_e32 v14, vcc, 0, v16, vcc
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v18, v8, v12
	v_add_f32_e32 v21, v7, v11
	global_load_dwordx4 v[5:8], v[5:6], off
	v_add_f32_e32 v9, v20, v9
	v_add_co_u32_e32 v15, vcc, v15, v17
	v_add_f32_e32 v19, v19, v10
	v_addc_co_u32_e32 v16, vcc, 0, v16, vcc
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v17, v9, v1
	global_load_dwordx4 v[9:12], v[13:14], off
	v_add_f32_e32 v13, v19, v2
	v_add_f32_e32 v14, v21, v3
	v_add_f32_e32 v18, v18, v4
	global_load_dwordx4 v[1:4], v[15:16], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v8, v18, v8
	v_add_f32_e32 v7, v14, v7
	v_add_f32_e32 v6, v13, v6
	v_add_f32_e32 v5, v17, v5
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v7, v7, v11
	v_add_f32_e32 v8, v8, v12
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v8, v4
	v_add_f32_e32 v3, v7, v3
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v1, v5, v1
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
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 900
; NumSgprs: 14
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 22
; Occupancy: 10
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
	global_load_ushort v11, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v12, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s6, v11
	v_mul_lo_u32 v1, s6, v11
	v_lshlrev_b32_e32 v5, 5, v11
	v_lshlrev_b64 v[1:2], 9, v[1:2]
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_add_co_u32_e32 v13, vcc, v1, v12
	v_addc_co_u32_e32 v14, vcc, 0, v2, vcc
	v_add_co_u32_e32 v9, vcc, v13, v5
	v_readfirstlane_b32 s0, v1
	v_readfirstlane_b32 s1, v2
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	global_load_dwordx4 v[5:8], v[9:10], off offset:16
	s_nop 2
	global_load_dwordx4 v[1:4], v12, s[0:1] offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v4, v8
	v_add_f32_e32 v16, v3, v7
	v_add_f32_e32 v17, v2, v6
	v_add_f32_e32 v18, v1, v5
	global_load_dwordx4 v[1:4], v12, s[0:1]
	global_load_dwordx4 v[5:8], v[9:10], off
	v_lshlrev_b32_e32 v9, 6, v11
	v_add_co_u32_e32 v9, vcc, v13, v9
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_movk_i32 s0, 0x60
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v4, v8
	v_add_f32_e32 v19, v3, v7
	v_add_f32_e32 v20, v2, v6
	v_add_f32_e32 v21, v1, v5
	global_load_dwordx4 v[1:4], v[9:10], off
	global_load_dwordx4 v[5:8], v[9:10], off offset:16
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v21, v21, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v20, v20, v2
	v_add_f32_e32 v19, v19, v3
	v_add_f32_e32 v12, v12, v4
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v5
	v_add_f32_e32 v17, v17, v6
	v_add_f32_e32 v16, v16, v7
	v_add_f32_e32 v15, v15, v8
	global_load_dwordx4 v[1:4], v[9:10], off offset:16
	global_load_dwordx4 v[5:8], v[9:10], off
	s_movk_i32 s0, 0xa0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v18, v18, v1
	v_lshlrev_b32_e32 v1, 7, v11
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	v_add_f32_e32 v15, v15, v4
	v_add_f32_e32 v16, v16, v3
	v_add_f32_e32 v17, v17, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v8
	v_add_f32_e32 v19, v19, v7
	v_add_f32_e32 v20, v20, v6
	v_add_f32_e32 v21, v21, v5
	global_load_dwordx4 v[1:4], v[9:10], off
	global_load_dwordx4 v[5:8], v[9:10], off offset:16
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v21, v21, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v20, v20, v2
	v_add_f32_e32 v19, v19, v3
	v_add_f32_e32 v12, v12, v4
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v5
	v_add_f32_e32 v17, v17, v6
	v_add_f32_e32 v16, v16, v7
	v_add_f32_e32 v15, v15, v8
	global_load_dwordx4 v[1:4], v[9:10], off offset:16
	global_load_dwordx4 v[5:8], v[9:10], off
	s_movk_i32 s0, 0xc0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v18, v18, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v15, v15, v4
	v_add_f32_e32 v16, v16, v3
	v_add_f32_e32 v17, v17, v2
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v8
	v_add_f32_e32 v19, v19, v7
	v_add_f32_e32 v20, v20, v6
	v_add_f32_e32 v21, v21, v5
	global_load_dwordx4 v[1:4], v[9:10], off
	global_load_dwordx4 v[5:8], v[9:10], off offset:16
	s_movk_i32 s0, 0xe0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v21, v21, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v20, v20, v2
	v_add_f32_e32 v19, v19, v3
	v_add_f32_e32 v12, v12, v4
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v5
	v_add_f32_e32 v17, v17, v6
	v_add_f32_e32 v16, v16, v7
	v_add_f32_e32 v15, v15, v8
	global_load_dwordx4 v[1:4], v[9:10], off offset:16
	global_load_dwordx4 v[5:8], v[9:10], off
	s_movk_i32 s0, 0x120
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v18, v18, v1
	v_lshlrev_b32_e32 v1, 8, v11
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	v_add_f32_e32 v15, v15, v4
	v_add_f32_e32 v16, v16, v3
	v_add_f32_e32 v17, v17, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v8
	v_add_f32_e32 v19, v19, v7
	v_add_f32_e32 v20, v20, v6
	v_add_f32_e32 v21, v21, v5
	global_load_dwordx4 v[1:4], v[9:10], off
	global_load_dwordx4 v[5:8], v[9:10], off offset:16
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v21, v21, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v20, v20, v2
	v_add_f32_e32 v19, v19, v3
	v_add_f32_e32 v12, v12, v4
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v5
	v_add_f32_e32 v17, v17, v6
	v_add_f32_e32 v16, v16, v7
	v_add_f32_e32 v15, v15, v8
	global_load_dwordx4 v[1:4], v[9:10], off offset:16
	global_load_dwordx4 v[5:8], v[9:10], off
	s_movk_i32 s0, 0x140
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v18, v18, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v15, v15, v4
	v_add_f32_e32 v16, v16, v3
	v_add_f32_e32 v17, v17, v2
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v8
	v_add_f32_e32 v19, v19, v7
	v_add_f32_e32 v20, v20, v6
	v_add_f32_e32 v21, v21, v5
	global_load_dwordx4 v[1:4], v[9:10], off
	global_load_dwordx4 v[5:8], v[9:10], off offset:16
	s_movk_i32 s0, 0x160
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v21, v21, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v20, v20, v2
	v_add_f32_e32 v19, v19, v3
	v_add_f32_e32 v12, v12, v4
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v5
	v_add_f32_e32 v17, v17, v6
	v_add_f32_e32 v16, v16, v7
	v_add_f32_e32 v15, v15, v8
	global_load_dwordx4 v[1:4], v[9:10], off offset:16
	global_load_dwordx4 v[5:8], v[9:10], off
	s_movk_i32 s0, 0x180
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v18, v18, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v15, v15, v4
	v_add_f32_e32 v16, v16, v3
	v_add_f32_e32 v17, v17, v2
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v8
	v_add_f32_e32 v19, v19, v7
	v_add_f32_e32 v20, v20, v6
	v_add_f32_e32 v21, v21, v5
	global_load_dwordx4 v[1:4], v[9:10], off
	global_load_dwordx4 v[5:8], v[9:10], off offset:16
	s_movk_i32 s0, 0x1a0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v21, v21, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v20, v20, v2
	v_add_f32_e32 v19, v19, v3
	v_add_f32_e32 v12, v12, v4
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v5
	v_add_f32_e32 v17, v17, v6
	v_add_f32_e32 v16, v16, v7
	v_add_f32_e32 v15, v15, v8
	global_load_dwordx4 v[1:4], v[9:10], off offset:16
	global_load_dwordx4 v[5:8], v[9:10], off
	s_movk_i32 s0, 0x1c0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v18, v18, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v15, v15, v4
	v_add_f32_e32 v16, v16, v3
	v_add_f32_e32 v17, v17, v2
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v8
	v_add_f32_e32 v19, v19, v7
	v_add_f32_e32 v20, v20, v6
	v_add_f32_e32 v21, v21, v5
	global_load_dwordx4 v[1:4], v[9:10], off
	global_load_dwordx4 v[5:8], v[9:10], off offset:16
	s_movk_i32 s0, 0x1e0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v21, v21, v1
	v_mul_lo_u32 v1, v11, s0
	v_add_f32_e32 v20, v20, v2
	v_add_f32_e32 v19, v19, v3
	v_add_f32_e32 v11, v12, v4
	v_add_co_u32_e32 v9, vcc, v13, v1
	v_addc_co_u32_e32 v10, vcc, 0, v14, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v18, v5
	global_load_dwordx4 v[1:4], v[9:10], off offset:16
	v_add_f32_e32 v13, v17, v6
	v_add_f32_e32 v14, v16, v7
	v_add_f32_e32 v15, v15, v8
	global_load_dwordx4 v[5:8], v[9:10], off
	s_and_b32 s0, s7, 0xffff
	s_mul_hi_u32 s1, s0, s6
	s_mul_i32 s0, s0, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v4, v15, v4
	v_add_f32_e32 v3, v14, v3
	v_add_f32_e32 v2, v13, v2
	v_add_f32_e32 v1, v12, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, v11, v8
	v_add_f32_e32 v7, v19, v7
	v_add_f32_e32 v6, v20, v6
	v_add_f32_e32 v5, v21, v5
	v_add_f32_e32 v5, v5, v6
	v_add_f32_e32 v6, v7, v8
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v2, v3, v4
	v_add_f32_e32 v5, v5, v6
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v1, v5, v1
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
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 1348
; NumSgprs: 14
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 22
; Occupancy: 10
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
	s_load_dword s7, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_add_u32 s8, s4, 16
	s_addc_u32 s9, s5, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s7
	s_cselect_b32 s4, 12, 18
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, 0
	global_load_ushort v23, v1, s[4:5]
	s_mov_b32 s7, 0
	s_lshl_b64 s[4:5], s[6:7], 10
	s_lshr_b32 s7, s6, 22
	v_mov_b32_e32 v3, s1
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v22, s7, v23
	v_mul_hi_u32 v1, s4, v23
	v_mul_lo_u32 v2, s4, v23
	s_or_b32 s7, s4, 0x80
	v_mul_lo_u32 v18, s5, v23
	v_add_u32_e32 v1, v1, v22
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_readfirstlane_b32 s10, v2
	v_readfirstlane_b32 s11, v1
	s_nop 4
	global_load_dwordx4 v[13:16], v17, s[10:11] offset:48
	global_load_dwordx4 v[9:12], v17, s[10:11] offset:32
	global_load_dwordx4 v[5:8], v17, s[10:11] offset:16
	global_load_dwordx4 v[1:4], v17, s[10:11]
	v_mul_hi_u32 v19, s7, v23
	v_add_co_u32_e32 v17, vcc, s0, v17
	v_mul_lo_u32 v20, s7, v23
	v_add_u32_e32 v19, v19, v18
	v_mov_b32_e32 v18, s1
	s_or_b32 s1, s4, 64
	v_mul_hi_u32 v24, s1, v23
	v_addc_co_u32_e32 v18, vcc, 0, v18, vcc
	v_mul_lo_u32 v21, s1, v23
	v_add_u32_e32 v22, v24, v22
	v_lshlrev_b32_e32 v23, 7, v23
	s_mov_b32 s4, 14
	s_branch .LBB4_2
.LBB4_1:                                ;   in Loop: Header=BB4_2 Depth=1
	v_add_co_u32_e32 v44, vcc, v17, v20
	v_addc_co_u32_e32 v45, vcc, v18, v19, vcc
	global_load_dwordx4 v[1:4], v[44:45], off offset:48
	global_load_dwordx4 v[5:8], v[44:45], off offset:32
	v_add_co_u32_e32 v17, vcc, v17, v23
	s_add_i32 s4, s4, -2
	v_addc_co_u32_e32 v18, vcc, 0, v18, vcc
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, v24, v4
	v_add_f32_e32 v15, v25, v3
	v_add_f32_e32 v14, v26, v2
	v_add_f32_e32 v13, v27, v1
	global_load_dwordx4 v[1:4], v[44:45], off offset:16
	global_load_dwordx4 v[40:43], v[44:45], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v12, v28, v8
	v_add_f32_e32 v11, v29, v7
	v_add_f32_e32 v10, v30, v6
	v_add_f32_e32 v9, v31, v5
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v32, v4
	v_add_f32_e32 v7, v33, v3
	v_add_f32_e32 v6, v34, v2
	v_add_f32_e32 v5, v35, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v36, v43
	v_add_f32_e32 v3, v37, v42
	v_add_f32_e32 v2, v38, v41
	v_add_f32_e32 v1, v39, v40
	s_cbranch_execz .LBB4_4
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32_e32 v24, vcc, v17, v21
	v_addc_co_u32_e32 v25, vcc, v18, v22, vcc
	global_load_dwordx4 v[27:30], v[24:25], off offset:48
	global_load_dwordx4 v[31:34], v[24:25], off offset:32
	global_load_dwordx4 v[35:38], v[24:25], off offset:16
	global_load_dwordx4 v[39:42], v[24:25], off
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v24, v16, v30
	v_add_f32_e32 v25, v15, v29
	v_add_f32_e32 v26, v14, v28
	v_add_f32_e32 v27, v13, v27
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v28, v12, v34
	v_add_f32_e32 v29, v11, v33
	v_add_f32_e32 v30, v10, v32
	v_add_f32_e32 v31, v9, v31
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v32, v8, v38
	v_add_f32_e32 v33, v7, v37
	v_add_f32_e32 v34, v6, v36
	v_add_f32_e32 v35, v5, v35
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v36, v4, v42
	v_add_f32_e32 v37, v3, v41
	v_add_f32_e32 v38, v2, v40
	v_add_f32_e32 v39, v1, v39
	s_cbranch_scc0 .LBB4_1
; %bb.3:
                                        ; implicit-def: $vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7_vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15_vgpr16
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $vgpr17_vgpr18
.LBB4_4:
	s_load_dword s4, s[8:9], 0xc
	s_load_dwordx2 s[0:1], s[8:9], 0x28
	v_add_f32_e32 v1, v39, v38
	v_add_f32_e32 v2, v37, v36
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v2, v35, v34
	v_add_f32_e32 v3, v33, v32
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_add_f32_e32 v2, v2, v3
	s_mul_hi_u32 s5, s4, s6
	s_mul_i32 s4, s4, s6
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v2, v31, v30
	v_add_f32_e32 v3, v29, v28
	s_lshl_b64 s[4:5], s[4:5], 2
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v3, v27, v26
	v_add_f32_e32 v4, v25, v24
	s_add_u32 s2, s2, s4
	v_add_f32_e32 v3, v3, v4
	s_addc_u32 s3, s3, s5
	s_lshl_b64 s[0:1], s[0:1], 2
	v_add_f32_e32 v2, v2, v3
	s_add_u32 s0, s0, s2
	v_add_f32_e32 v1, v1, v2
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 12
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
; codeLenInByte = 644
; NumSgprs: 16
; NumVgprs: 46
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 46
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v1.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
