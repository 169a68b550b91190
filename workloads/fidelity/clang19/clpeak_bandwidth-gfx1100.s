	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	bandwidth_v1            ; -- Begin function bandwidth_v1
	.globl	bandwidth_v1
	.p2align	8
	.type	bandwidth_v1,@function
bandwidth_v1:                           ; @bandwidth_v1
; %bb.0:
	s_clause 0x2
	s_load_b32 s2, s[0:1], 0x10
	s_load_b32 s6, s[0:1], 0x1c
	s_load_b64 s[4:5], s[0:1], 0x38
	s_add_u32 s3, s0, 16
	s_addc_u32 s7, s1, 0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s15, s2
	s_cselect_b32 s2, 12, 18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s3, s2
	s_addc_u32 s3, s7, 0
	global_load_u16 v2, v1, s[2:3]
	s_load_b128 s[0:3], s[0:1], 0x0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, s15, v2
	v_mul_lo_u32 v0, s15, v2
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v19, vcc_lo, v0, v4
	v_add_co_ci_u32_e32 v20, vcc_lo, 0, v1, vcc_lo
	v_readfirstlane_b32 s0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v0, vcc_lo, v19, v3
	v_readfirstlane_b32 s1, v1
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	v_mul_lo_u32 v17, v2, 56
	v_mul_lo_u32 v18, v2, 60
	v_add_co_u32 v2, vcc_lo, v19, v5
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	s_clause 0x1
	global_load_b32 v5, v4, s[0:1]
	global_load_b32 v21, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v6, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v7
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v7, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v8
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v8, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v9
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v9, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v10
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v10, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v11
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v11, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v12
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v12, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v13
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v13, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v14
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v14, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v15
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v15, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v16
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v16, v[2:3], off
	v_add_co_u32 v2, vcc_lo, v19, v17
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v20, vcc_lo
	global_load_b32 v17, v[0:1], off
	v_add_co_u32 v0, vcc_lo, v19, v18
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v20, vcc_lo
	s_clause 0x1
	global_load_b32 v2, v[2:3], off
	global_load_b32 v0, v[0:1], off
	s_and_b32 s0, s6, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s1, s0, s15
	s_mul_i32 s0, s0, s15
	s_lshl_b64 s[0:1], s[0:1], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[4:5], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v1, v5, v21
	s_waitcnt vmcnt(13)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v6
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt vmcnt(11)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v8
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v1, v1, v9
	s_waitcnt vmcnt(9)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v10
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v1, v1, v11
	s_waitcnt vmcnt(7)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v12
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v1, v1, v13
	s_waitcnt vmcnt(5)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v14
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v1, v1, v15
	s_waitcnt vmcnt(3)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v16
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v17
	s_waitcnt vmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v1, v0
	global_store_b32 v4, v0, s[0:1]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
; codeLenInByte = 792
; NumSgprs: 18
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_load_b32 s6, s[0:1], 0x1c
	s_load_b64 s[4:5], s[0:1], 0x38
	s_add_u32 s3, s0, 16
	s_addc_u32 s7, s1, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v5, 3, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s15, s2
	s_cselect_b32 s2, 12, 18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s3, s2
	s_addc_u32 s3, s7, 0
	global_load_u16 v3, v1, s[2:3]
	s_load_b128 s[0:3], s[0:1], 0x0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s15, v3
	v_mul_lo_u32 v1, s15, v3
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v32, vcc_lo, v1, v5
	v_add_co_ci_u32_e32 v33, vcc_lo, 0, v2, vcc_lo
	v_readfirstlane_b32 s0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v1, vcc_lo, v32, v4
	v_readfirstlane_b32 s1, v2
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v33, vcc_lo
	v_mul_lo_u32 v29, 0x70, v3
	v_mul_lo_u32 v31, 0x78, v3
	v_add_co_u32 v3, vcc_lo, v32, v6
	v_add_co_ci_u32_e32 v4, vcc_lo, 0, v33, vcc_lo
	s_clause 0x1
	global_load_b64 v[5:6], v5, s[0:1]
	global_load_b64 v[1:2], v[1:2], off
	v_add_co_u32 v7, vcc_lo, v32, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v33, vcc_lo
	global_load_b64 v[3:4], v[3:4], off
	v_add_co_u32 v9, vcc_lo, v32, v9
	global_load_b64 v[7:8], v[7:8], off
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v11, vcc_lo, v32, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v33, vcc_lo
	global_load_b64 v[9:10], v[9:10], off
	v_add_co_u32 v13, vcc_lo, v32, v13
	global_load_b64 v[11:12], v[11:12], off
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v15, vcc_lo, v32, v15
	v_add_co_ci_u32_e32 v16, vcc_lo, 0, v33, vcc_lo
	global_load_b64 v[13:14], v[13:14], off
	s_and_b32 s0, s6, 0xffff
	global_load_b64 v[15:16], v[15:16], off
	s_mul_hi_u32 s1, s0, s15
	s_mul_i32 s0, s0, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(6)
	v_dual_add_f32 v2, v6, v2 :: v_dual_add_f32 v1, v5, v1
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v2, v2, v4
	s_waitcnt vmcnt(4)
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v8
	v_add_co_u32 v17, vcc_lo, v32, v17
	v_add_co_ci_u32_e32 v18, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v19, vcc_lo, v32, v19
	v_add_co_ci_u32_e32 v20, vcc_lo, 0, v33, vcc_lo
	global_load_b64 v[17:18], v[17:18], off
	v_add_co_u32 v21, vcc_lo, v32, v21
	global_load_b64 v[19:20], v[19:20], off
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v23, vcc_lo, v32, v23
	v_add_co_ci_u32_e32 v24, vcc_lo, 0, v33, vcc_lo
	global_load_b64 v[21:22], v[21:22], off
	v_add_co_u32 v25, vcc_lo, v32, v25
	global_load_b64 v[23:24], v[23:24], off
	v_add_co_ci_u32_e32 v26, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v27, vcc_lo, v32, v27
	v_add_co_ci_u32_e32 v28, vcc_lo, 0, v33, vcc_lo
	global_load_b64 v[25:26], v[25:26], off
	v_add_co_u32 v29, vcc_lo, v32, v29
	global_load_b64 v[27:28], v[27:28], off
	v_add_co_ci_u32_e32 v30, vcc_lo, 0, v33, vcc_lo
	v_add_co_u32 v31, vcc_lo, v32, v31
	v_add_co_ci_u32_e32 v32, vcc_lo, 0, v33, vcc_lo
	s_clause 0x1
	global_load_b64 v[29:30], v[29:30], off
	global_load_b64 v[31:32], v[31:32], off
	s_waitcnt vmcnt(11)
	v_dual_add_f32 v1, v1, v3 :: v_dual_add_f32 v2, v2, v10
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v7 :: v_dual_add_f32 v2, v2, v12
	s_waitcnt vmcnt(9)
	v_dual_add_f32 v1, v1, v9 :: v_dual_add_f32 v2, v2, v14
	s_waitcnt vmcnt(8)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v11 :: v_dual_add_f32 v2, v2, v16
	s_waitcnt vmcnt(7)
	v_dual_add_f32 v1, v1, v13 :: v_dual_add_f32 v2, v2, v18
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v15 :: v_dual_add_f32 v2, v2, v20
	s_waitcnt vmcnt(5)
	v_dual_add_f32 v1, v1, v17 :: v_dual_add_f32 v2, v2, v22
	s_waitcnt vmcnt(4)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v19 :: v_dual_add_f32 v2, v2, v24
	s_waitcnt vmcnt(3)
	v_dual_add_f32 v1, v1, v21 :: v_dual_add_f32 v2, v2, v26
	s_waitcnt vmcnt(2)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v23 :: v_dual_add_f32 v2, v2, v28
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v1, v1, v25 :: v_dual_add_f32 v2, v2, v30
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v27 :: v_dual_add_f32 v2, v2, v32
	v_add_f32_e32 v1, v1, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v31
	v_add_f32_e32 v1, v1, v2
	global_store_b32 v0, v1, s[0:1]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
; codeLenInByte = 892
; NumSgprs: 18
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 34
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_load_b32 s6, s[0:1], 0x1c
	s_load_b64 s[4:5], s[0:1], 0x38
	s_add_u32 s3, s0, 16
	s_addc_u32 s7, s1, 0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s15, s2
	s_cselect_b32 s2, 12, 18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s3, s2
	s_addc_u32 s3, s7, 0
	global_load_u16 v3, v1, s[2:3]
	s_load_b128 s[0:3], s[0:1], 0x0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s15, v3
	v_mul_lo_u32 v1, s15, v3
	v_lshlrev_b32_e32 v5, 4, v3
	v_lshlrev_b32_e32 v7, 5, v3
	v_mul_lo_u32 v11, v3, 48
	v_lshlrev_b32_e32 v15, 6, v3
	v_mul_lo_u32 v19, 0x50, v3
	v_mul_lo_u32 v23, 0x60, v3
	v_mul_lo_u32 v27, 0x70, v3
	v_lshlrev_b64 v[1:2], 8, v[1:2]
	v_lshlrev_b32_e32 v31, 7, v3
	v_mul_lo_u32 v35, 0x90, v3
	v_mul_lo_u32 v39, 0xa0, v3
	v_mul_lo_u32 v43, 0xb0, v3
	v_mul_lo_u32 v47, 0xc0, v3
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_mul_lo_u32 v51, 0xd0, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v60, vcc_lo, v1, v4
	v_add_co_ci_u32_e32 v62, vcc_lo, 0, v2, vcc_lo
	v_readfirstlane_b32 s0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v5, vcc_lo, v60, v5
	v_readfirstlane_b32 s1, v2
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v62, vcc_lo
	v_add_co_u32 v9, vcc_lo, v60, v7
	v_mul_lo_u32 v55, 0xe0, v3
	v_mul_lo_u32 v59, 0xf0, v3
	v_add_co_ci_u32_e32 v10, vcc_lo, 0, v62, vcc_lo
	s_clause 0x1
	global_load_b128 v[1:4], v4, s[0:1]
	global_load_b128 v[5:8], v[5:6], off
	v_add_co_u32 v13, vcc_lo, v60, v11
	global_load_b128 v[9:12], v[9:10], off
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v62, vcc_lo
	v_add_co_u32 v17, vcc_lo, v60, v15
	v_add_co_ci_u32_e32 v18, vcc_lo, 0, v62, vcc_lo
	global_load_b128 v[13:16], v[13:14], off
	v_add_co_u32 v21, vcc_lo, v60, v19
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v62, vcc_lo
	global_load_b128 v[17:20], v[17:18], off
	v_add_co_u32 v25, vcc_lo, v60, v23
	global_load_b128 v[21:24], v[21:22], off
	v_add_co_ci_u32_e32 v26, vcc_lo, 0, v62, vcc_lo
	v_add_co_u32 v29, vcc_lo, v60, v27
	v_add_co_ci_u32_e32 v30, vcc_lo, 0, v62, vcc_lo
	global_load_b128 v[25:28], v[25:26], off
	s_and_b32 s0, s6, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s1, s0, s15
	s_mul_i32 s0, s0, s15
	s_lshl_b64 s[0:1], s[0:1], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[4:5], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v4, v4, v8
	s_waitcnt vmcnt(4)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v2, v2, v10
	v_add_co_u32 v33, vcc_lo, v60, v31
	global_load_b128 v[29:32], v[29:30], off
	v_add_co_ci_u32_e32 v34, vcc_lo, 0, v62, vcc_lo
	v_add_co_u32 v37, vcc_lo, v60, v35
	v_add_co_ci_u32_e32 v38, vcc_lo, 0, v62, vcc_lo
	global_load_b128 v[33:36], v[33:34], off
	v_add_co_u32 v41, vcc_lo, v60, v39
	global_load_b128 v[37:40], v[37:38], off
	v_add_co_ci_u32_e32 v42, vcc_lo, 0, v62, vcc_lo
	v_add_co_u32 v45, vcc_lo, v60, v43
	v_add_co_ci_u32_e32 v46, vcc_lo, 0, v62, vcc_lo
	global_load_b128 v[41:44], v[41:42], off
	v_add_co_u32 v49, vcc_lo, v60, v47
	global_load_b128 v[45:48], v[45:46], off
	v_add_co_ci_u32_e32 v50, vcc_lo, 0, v62, vcc_lo
	v_add_co_u32 v53, vcc_lo, v60, v51
	v_add_co_ci_u32_e32 v54, vcc_lo, 0, v62, vcc_lo
	global_load_b128 v[49:52], v[49:50], off
	v_add_co_u32 v57, vcc_lo, v60, v55
	global_load_b128 v[53:56], v[53:54], off
	v_add_co_ci_u32_e32 v58, vcc_lo, 0, v62, vcc_lo
	v_add_co_u32 v61, vcc_lo, v60, v59
	v_add_co_ci_u32_e32 v62, vcc_lo, 0, v62, vcc_lo
	s_clause 0x1
	global_load_b128 v[57:60], v[57:58], off
	global_load_b128 v[61:64], v[61:62], off
	s_waitcnt vmcnt(12)
	v_dual_add_f32 v3, v3, v7 :: v_dual_add_f32 v2, v2, v14
	v_dual_add_f32 v4, v4, v12 :: v_dual_add_f32 v1, v1, v5
	s_waitcnt vmcnt(11)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v11 :: v_dual_add_f32 v2, v2, v18
	v_dual_add_f32 v4, v4, v16 :: v_dual_add_f32 v1, v1, v9
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v15 :: v_dual_add_f32 v2, v2, v22
	v_dual_add_f32 v4, v4, v20 :: v_dual_add_f32 v1, v1, v13
	s_waitcnt vmcnt(9)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v19 :: v_dual_add_f32 v2, v2, v26
	v_dual_add_f32 v4, v4, v24 :: v_dual_add_f32 v1, v1, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v3, v3, v23 :: v_dual_add_f32 v4, v4, v28
	s_waitcnt vmcnt(8)
	v_dual_add_f32 v1, v1, v21 :: v_dual_add_f32 v4, v4, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v30 :: v_dual_add_f32 v3, v3, v27
	s_waitcnt vmcnt(7)
	v_dual_add_f32 v1, v1, v25 :: v_dual_add_f32 v4, v4, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v34 :: v_dual_add_f32 v3, v3, v31
	s_waitcnt vmcnt(6)
	v_dual_add_f32 v1, v1, v29 :: v_dual_add_f32 v4, v4, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v38 :: v_dual_add_f32 v3, v3, v35
	s_waitcnt vmcnt(5)
	v_dual_add_f32 v1, v1, v33 :: v_dual_add_f32 v4, v4, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v42 :: v_dual_add_f32 v3, v3, v39
	s_waitcnt vmcnt(4)
	v_dual_add_f32 v1, v1, v37 :: v_dual_add_f32 v4, v4, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v46 :: v_dual_add_f32 v3, v3, v43
	s_waitcnt vmcnt(3)
	v_dual_add_f32 v1, v1, v41 :: v_dual_add_f32 v4, v4, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v50 :: v_dual_add_f32 v3, v3, v47
	s_waitcnt vmcnt(2)
	v_dual_add_f32 v1, v1, v45 :: v_dual_add_f32 v4, v4, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v54 :: v_dual_add_f32 v3, v3, v51
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v1, v1, v49 :: v_dual_add_f32 v4, v4, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v58 :: v_dual_add_f32 v3, v3, v55
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v1, v1, v53 :: v_dual_add_f32 v4, v4, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v2, v2, v62 :: v_dual_add_f32 v3, v3, v59
	v_add_f32_e32 v3, v3, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v57
	v_add_f32_e32 v1, v1, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v2 :: v_dual_add_f32 v2, v3, v4
	v_add_f32_e32 v1, v1, v2
	global_store_b32 v0, v1, s[0:1]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
; codeLenInByte = 1064
; NumSgprs: 18
; NumVgprs: 65
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 65
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_load_b32 s6, s[0:1], 0x1c
	s_load_b64 s[4:5], s[0:1], 0x38
	s_add_u32 s3, s0, 16
	s_addc_u32 s7, s1, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v9, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s15, s2
	s_cselect_b32 s2, 12, 18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s3, s2
	s_addc_u32 s3, s7, 0
	global_load_u16 v49, v1, s[2:3]
	s_load_b128 s[0:3], s[0:1], 0x0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, s15, v49
	v_mul_lo_u32 v1, s15, v49
	v_lshlrev_b32_e32 v3, 5, v49
	v_mul_lo_u32 v25, 0x60, v49
	v_mul_lo_u32 v41, 0xa0, v49
	v_mul_lo_u32 v50, 0xc0, v49
	v_mul_lo_u32 v51, 0xe0, v49
	v_lshlrev_b32_e32 v52, 8, v49
	v_mul_lo_u32 v55, 0x120, v49
	v_lshlrev_b64 v[1:2], 9, v[1:2]
	v_mul_lo_u32 v56, 0x140, v49
	v_mul_lo_u32 v57, 0x160, v49
	v_mul_lo_u32 v58, 0x180, v49
	v_mul_lo_u32 v65, 0x1a0, v49
	v_mul_lo_u32 v83, 0x1c0, v49
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_mul_lo_u32 v87, 0x1e0, v49
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v85, vcc_lo, v1, v9
	v_add_co_ci_u32_e32 v86, vcc_lo, 0, v2, vcc_lo
	v_readfirstlane_b32 s0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v13, vcc_lo, v85, v3
	v_readfirstlane_b32 s1, v2
	v_add_co_ci_u32_e32 v14, vcc_lo, 0, v86, vcc_lo
	s_clause 0x1
	global_load_b128 v[1:4], v9, s[0:1] offset:16
	global_load_b128 v[5:8], v[13:14], off offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v88, v4, v8
	v_add_f32_e32 v90, v2, v6
	s_clause 0x1
	global_load_b128 v[9:12], v9, s[0:1]
	global_load_b128 v[13:16], v[13:14], off
	v_lshlrev_b32_e32 v17, 6, v49
	v_lshlrev_b32_e32 v31, 7, v49
	s_and_b32 s0, s6, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s1, s0, s15
	v_add_co_u32 v21, vcc_lo, v85, v17
	v_add_co_ci_u32_e32 v22, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v29, vcc_lo, v85, v25
	v_add_co_ci_u32_e32 v30, vcc_lo, 0, v86, vcc_lo
	s_clause 0x1
	global_load_b128 v[17:20], v[21:22], off
	global_load_b128 v[21:24], v[21:22], off offset:16
	v_add_f32_e32 v91, v1, v5
	s_mul_i32 s0, s0, s15
	global_load_b128 v[25:28], v[29:30], off
	s_lshl_b64 s[0:1], s[0:1], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_lshl_b64 s[0:1], s[4:5], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v92, v10, v14
	v_add_co_u32 v37, vcc_lo, v85, v31
	v_add_co_ci_u32_e32 v38, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v45, vcc_lo, v85, v41
	s_clause 0x1
	global_load_b128 v[29:32], v[29:30], off offset:16
	global_load_b128 v[33:36], v[37:38], off
	v_add_co_ci_u32_e32 v46, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v53, vcc_lo, v85, v50
	global_load_b128 v[37:40], v[37:38], off offset:16
	v_add_co_ci_u32_e32 v54, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v61, vcc_lo, v85, v51
	v_add_co_ci_u32_e32 v62, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v69, vcc_lo, v85, v52
	s_clause 0x1
	global_load_b128 v[41:44], v[45:46], off offset:16
	global_load_b128 v[45:48], v[45:46], off
	v_add_co_ci_u32_e32 v70, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v73, vcc_lo, v85, v55
	v_add_co_ci_u32_e32 v74, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v75, vcc_lo, v85, v56
	s_clause 0x1
	global_load_b128 v[49:52], v[53:54], off offset:16
	global_load_b128 v[53:56], v[53:54], off
	v_add_co_ci_u32_e32 v76, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v77, vcc_lo, v85, v57
	v_add_co_ci_u32_e32 v78, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v79, vcc_lo, v85, v58
	s_clause 0x1
	global_load_b128 v[57:60], v[61:62], off
	global_load_b128 v[61:64], v[61:62], off offset:16
	v_add_co_ci_u32_e32 v80, vcc_lo, 0, v86, vcc_lo
	v_add_co_u32 v81, vcc_lo, v85, v65
	s_clause 0x1
	global_load_b128 v[65:68], v[69:70], off offset:16
	global_load_b128 v[69:72], v[69:70], off
	v_add_f32_e32 v89, v3, v7
	s_clause 0x1
	global_load_b128 v[1:4], v[73:74], off
	global_load_b128 v[5:8], v[73:74], off offset:16
	s_waitcnt vmcnt(14)
	v_dual_add_f32 v73, v12, v16 :: v_dual_add_f32 v90, v90, v22
	v_dual_add_f32 v74, v11, v15 :: v_dual_add_f32 v93, v9, v13
	v_add_f32_e32 v88, v88, v24
	s_clause 0x1
	global_load_b128 v[9:12], v[75:76], off offset:16
	global_load_b128 v[13:16], v[75:76], off
	v_add_f32_e32 v76, v92, v18
	v_dual_add_f32 v74, v74, v19 :: v_dual_add_f32 v75, v93, v17
	v_add_f32_e32 v73, v73, v20
	v_add_f32_e32 v89, v89, v23
	v_add_f32_e32 v91, v91, v21
	s_clause 0x1
	global_load_b128 v[17:20], v[77:78], off
	global_load_b128 v[21:24], v[77:78], off offset:16
	v_add_co_ci_u32_e32 v82, vcc_lo, 0, v86, vcc_lo
	s_waitcnt vmcnt(17)
	v_add_f32_e32 v78, v74, v27
	v_dual_add_f32 v92, v76, v26 :: v_dual_add_f32 v77, v73, v28
	v_add_f32_e32 v93, v75, v25
	s_clause 0x1
	global_load_b128 v[25:28], v[79:80], off offset:16
	global_load_b128 v[73:76], v[79:80], off
	v_add_co_u32 v83, vcc_lo, v85, v83
	v_add_co_ci_u32_e32 v84, vcc_lo, 0, v86, vcc_lo
	s_waitcnt vmcnt(18)
	v_dual_add_f32 v79, v88, v32 :: v_dual_add_f32 v88, v90, v30
	v_add_f32_e32 v80, v89, v31
	s_waitcnt vmcnt(16)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v88, v88, v38
	v_add_f32_e32 v90, v93, v33
	v_add_f32_e32 v89, v91, v29
	v_dual_add_f32 v91, v92, v34 :: v_dual_add_f32 v92, v78, v35
	v_add_f32_e32 v93, v77, v36
	s_clause 0x1
	global_load_b128 v[29:32], v[81:82], off
	global_load_b128 v[33:36], v[81:82], off offset:16
	v_add_co_u32 v81, vcc_lo, v85, v87
	v_add_co_ci_u32_e32 v82, vcc_lo, 0, v86, vcc_lo
	v_dual_add_f32 v85, v89, v37 :: v_dual_add_f32 v86, v79, v40
	s_waitcnt vmcnt(16)
	v_dual_add_f32 v87, v80, v39 :: v_dual_add_f32 v90, v90, v45
	s_clause 0x1
	global_load_b128 v[37:40], v[83:84], off offset:16
	global_load_b128 v[77:80], v[83:84], off
	v_add_f32_e32 v89, v91, v46
	v_dual_add_f32 v83, v86, v44 :: v_dual_add_f32 v84, v87, v43
	v_dual_add_f32 v86, v88, v42 :: v_dual_add_f32 v87, v93, v48
	v_add_f32_e32 v88, v92, v47
	global_load_b128 v[45:48], v[81:82], off
	s_waitcnt vmcnt(17)
	v_add_f32_e32 v54, v89, v54
	v_dual_add_f32 v50, v86, v50 :: v_dual_add_f32 v85, v85, v41
	v_add_f32_e32 v52, v83, v52
	global_load_b128 v[41:44], v[81:82], off offset:16
	v_dual_add_f32 v53, v90, v53 :: v_dual_add_f32 v56, v87, v56
	s_waitcnt vmcnt(16)
	v_dual_add_f32 v55, v88, v55 :: v_dual_add_f32 v50, v50, v62
	v_dual_add_f32 v51, v84, v51 :: v_dual_add_f32 v54, v54, v58
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v49, v85, v49 :: v_dual_add_f32 v56, v56, v60
	v_dual_add_f32 v52, v52, v64 :: v_dual_add_f32 v51, v51, v63
	s_waitcnt vmcnt(14)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_add_f32 v54, v54, v70 :: v_dual_add_f32 v53, v53, v57
	v_dual_add_f32 v55, v55, v59 :: v_dual_add_f32 v50, v50, v66
	v_dual_add_f32 v49, v49, v61 :: v_dual_add_f32 v56, v56, v72
	v_dual_add_f32 v52, v52, v68 :: v_dual_add_f32 v53, v53, v69
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v55, v55, v71 :: v_dual_add_f32 v6, v50, v6
	v_dual_add_f32 v51, v51, v67 :: v_dual_add_f32 v2, v54, v2
	v_dual_add_f32 v49, v49, v65 :: v_dual_add_f32 v4, v56, v4
	v_dual_add_f32 v8, v52, v8 :: v_dual_add_f32 v7, v51, v7
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_add_f32 v2, v2, v14 :: v_dual_add_f32 v1, v53, v1
	v_dual_add_f32 v3, v55, v3 :: v_dual_add_f32 v6, v6, v10
	v_dual_add_f32 v5, v49, v5 :: v_dual_add_f32 v4, v4, v16
	v_dual_add_f32 v8, v8, v12 :: v_dual_add_f32 v1, v1, v13
	s_waitcnt vmcnt(8)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v15 :: v_dual_add_f32 v6, v6, v22
	v_dual_add_f32 v7, v7, v11 :: v_dual_add_f32 v2, v2, v18
	v_dual_add_f32 v5, v5, v9 :: v_dual_add_f32 v4, v4, v20
	v_dual_add_f32 v8, v8, v24 :: v_dual_add_f32 v7, v7, v23
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_add_f32 v2, v2, v74 :: v_dual_add_f32 v1, v1, v17
	v_dual_add_f32 v3, v3, v19 :: v_dual_add_f32 v6, v6, v26
	v_dual_add_f32 v5, v5, v21 :: v_dual_add_f32 v4, v4, v76
	v_dual_add_f32 v8, v8, v28 :: v_dual_add_f32 v1, v1, v73
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f32_e32 v3, v3, v75
	v_add_f32_e32 v7, v7, v27
	s_waitcnt vmcnt(5)
	v_dual_add_f32 v5, v5, v25 :: v_dual_add_f32 v4, v4, v32
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v8, v8, v36
	v_dual_add_f32 v6, v6, v34 :: v_dual_add_f32 v1, v1, v29
	v_dual_add_f32 v2, v2, v30 :: v_dual_add_f32 v7, v7, v35
	v_add_f32_e32 v3, v3, v31
	s_waitcnt vmcnt(3)
	v_dual_add_f32 v5, v5, v33 :: v_dual_add_f32 v8, v8, v40
	s_waitcnt vmcnt(2)
	v_dual_add_f32 v4, v4, v80 :: v_dual_add_f32 v1, v1, v77
	v_add_f32_e32 v2, v2, v78
	v_dual_add_f32 v6, v6, v38 :: v_dual_add_f32 v3, v3, v79
	v_add_f32_e32 v5, v5, v37
	s_waitcnt vmcnt(1)
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_add_f32 v7, v7, v39 :: v_dual_add_f32 v2, v2, v46
	v_add_f32_e32 v4, v4, v48
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, v8, v44
	v_dual_add_f32 v6, v6, v42 :: v_dual_add_f32 v3, v3, v47
	v_add_f32_e32 v1, v1, v45
	v_add_f32_e32 v7, v7, v43
	v_add_f32_e32 v5, v5, v41
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v1, v1, v2 :: v_dual_add_f32 v2, v3, v4
	v_dual_add_f32 v4, v7, v8 :: v_dual_add_f32 v3, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v2 :: v_dual_add_f32 v2, v3, v4
	v_add_f32_e32 v1, v1, v2
	global_store_b32 v0, v1, s[0:1]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 94
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
; codeLenInByte = 1500
; NumSgprs: 18
; NumVgprs: 94
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 94
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
	s_load_b32 s2, s[0:1], 0x10
	s_add_u32 s6, s0, 16
	s_addc_u32 s7, s1, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s4, s15
	s_mov_b32 s5, 0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s15, s2
	s_cselect_b32 s2, 12, 18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	s_lshr_b32 s10, s15, 22
	global_load_u16 v21, v1, s[2:3]
	s_load_b128 s[0:3], s[0:1], 0x0
	s_lshl_b64 s[8:9], s[4:5], 10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s5, s8, 0x80
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v23, s10, v21
	v_mul_hi_u32 v1, s8, v21
	v_mul_lo_u32 v2, s8, v21
	s_or_b32 s8, s8, 64
	v_mul_lo_u32 v18, s9, v21
	v_mul_hi_u32 v19, s5, v21
	v_mul_hi_u32 v24, s8, v21
	v_mul_lo_u32 v20, s5, v21
	v_mul_lo_u32 v22, s8, v21
	v_add_nc_u32_e32 v1, v1, v23
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_lshlrev_b32_e32 v25, 7, v21
	v_add_nc_u32_e32 v19, v19, v18
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_readfirstlane_b32 s10, v2
	v_add_nc_u32_e32 v27, v24, v23
	v_readfirstlane_b32 s11, v1
	s_clause 0x3
	global_load_b128 v[13:16], v17, s[10:11] offset:48
	global_load_b128 v[9:12], v17, s[10:11] offset:32
	global_load_b128 v[5:8], v17, s[10:11] offset:16
	global_load_b128 v[1:4], v17, s[10:11]
	v_add_co_u32 v17, s0, s0, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s1, 0, s0
	s_mov_b32 s0, 14
	s_branch .LBB4_2
.LBB4_1:                                ;   in Loop: Header=BB4_2 Depth=1
	v_add_co_u32 v9, vcc_lo, v17, v20
	v_add_co_ci_u32_e32 v10, vcc_lo, v18, v19, vcc_lo
	v_add_co_u32 v17, vcc_lo, v17, v25
	v_add_co_ci_u32_e32 v18, vcc_lo, 0, v18, vcc_lo
	s_clause 0x3
	global_load_b128 v[1:4], v[9:10], off offset:48
	global_load_b128 v[5:8], v[9:10], off offset:32
	global_load_b128 v[40:43], v[9:10], off offset:16
	global_load_b128 v[44:47], v[9:10], off
	s_add_i32 s0, s0, -2
	s_waitcnt vmcnt(3)
	v_dual_add_f32 v16, v21, v4 :: v_dual_add_f32 v15, v23, v3
	v_dual_add_f32 v14, v24, v2 :: v_dual_add_f32 v13, v26, v1
	s_waitcnt vmcnt(2)
	v_dual_add_f32 v12, v28, v8 :: v_dual_add_f32 v11, v29, v7
	v_dual_add_f32 v10, v30, v6 :: v_dual_add_f32 v9, v31, v5
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v8, v32, v43 :: v_dual_add_f32 v7, v33, v42
	v_dual_add_f32 v6, v34, v41 :: v_dual_add_f32 v5, v35, v40
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v4, v36, v47 :: v_dual_add_f32 v3, v37, v46
	v_dual_add_f32 v2, v38, v45 :: v_dual_add_f32 v1, v39, v44
	s_cbranch_execz .LBB4_4
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v23, vcc_lo, v17, v22
	v_add_co_ci_u32_e32 v24, vcc_lo, v18, v27, vcc_lo
	s_cmp_eq_u32 s0, 0
	s_clause 0x3
	global_load_b128 v[28:31], v[23:24], off offset:48
	global_load_b128 v[32:35], v[23:24], off offset:32
	global_load_b128 v[36:39], v[23:24], off offset:16
	global_load_b128 v[40:43], v[23:24], off
	s_waitcnt vmcnt(3)
	v_dual_add_f32 v21, v16, v31 :: v_dual_add_f32 v24, v14, v29
	v_dual_add_f32 v23, v15, v30 :: v_dual_add_f32 v26, v13, v28
	s_waitcnt vmcnt(2)
	v_dual_add_f32 v28, v12, v35 :: v_dual_add_f32 v29, v11, v34
	v_dual_add_f32 v30, v10, v33 :: v_dual_add_f32 v31, v9, v32
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v32, v8, v39 :: v_dual_add_f32 v33, v7, v38
	v_dual_add_f32 v34, v6, v37 :: v_dual_add_f32 v35, v5, v36
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v36, v4, v43 :: v_dual_add_f32 v37, v3, v42
	v_dual_add_f32 v38, v2, v41 :: v_dual_add_f32 v39, v1, v40
	s_cbranch_scc0 .LBB4_1
; %bb.3:
                                        ; implicit-def: $vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7_vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15_vgpr16
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $vgpr17_vgpr18
.LBB4_4:
	s_clause 0x1
	s_load_b32 s5, s[6:7], 0xc
	s_load_b64 s[0:1], s[6:7], 0x28
	v_dual_add_f32 v1, v39, v38 :: v_dual_add_f32 v2, v37, v36
	v_dual_add_f32 v3, v35, v34 :: v_dual_add_f32 v4, v33, v32
	v_dual_add_f32 v5, v31, v30 :: v_dual_add_f32 v6, v29, v28
	v_dual_add_f32 v7, v26, v24 :: v_dual_add_f32 v8, v23, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v1, v1, v2 :: v_dual_add_f32 v2, v3, v4
	v_dual_add_f32 v3, v5, v6 :: v_dual_add_f32 v4, v7, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v2 :: v_dual_add_f32 v2, v3, v4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s5, 0xffff
	v_lshlrev_b32_e32 v0, 2, v0
	s_mul_hi_u32 s5, s6, s4
	s_mul_i32 s4, s6, s4
	v_add_f32_e32 v1, v1, v2
	s_lshl_b64 s[4:5], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	global_store_b32 v0, v1, s[0:1]
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bandwidth_v16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
; codeLenInByte = 720
; NumSgprs: 18
; NumVgprs: 48
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 48
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .sgpr_count:     18
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
    .sgpr_count:     18
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     65
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     94
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bandwidth_v16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
