	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	f32_f16                 ; -- Begin function f32_f16
	.globl	f32_f16
	.p2align	8
	.type	f32_f16,@function
f32_f16:                                ; @f32_f16
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v9, 15, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v25, 1, v9
	v_lshlrev_b32_e32 v13, 5, v9
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v1, v25, s[4:5]
	global_load_u16 v2, v25, s[4:5] offset:64
	global_load_u16 v3, v25, s[4:5] offset:128
	global_load_u16 v4, v25, s[4:5] offset:192
	global_load_u16 v5, v25, s[4:5] offset:256
	global_load_u16 v6, v25, s[4:5] offset:320
	global_load_u16 v7, v25, s[4:5] offset:384
	global_load_u16 v8, v25, s[4:5] offset:448
	s_clause 0x1
	global_load_b128 v[9:12], v13, s[2:3]
	global_load_b128 v[13:16], v13, s[2:3] offset:16
	s_clause 0x7
	global_load_b32 v17, v0, s[6:7]
	global_load_b32 v18, v0, s[6:7] offset:128
	global_load_b32 v19, v0, s[6:7] offset:256
	global_load_b32 v20, v0, s[6:7] offset:384
	global_load_b32 v21, v0, s[6:7] offset:512
	global_load_b32 v22, v0, s[6:7] offset:640
	global_load_b32 v23, v0, s[6:7] offset:768
	global_load_b32 v24, v0, s[6:7] offset:896
	s_clause 0x7
	global_load_d16_hi_b16 v1, v25, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v25, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v25, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v25, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v25, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v25, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v25, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v25, s[4:5] offset:480
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[17:24], v[9:16], v[1:8], v[17:24]
	s_clause 0x7
	global_store_b32 v0, v17, s[0:1]
	global_store_b32 v0, v18, s[0:1] offset:128
	global_store_b32 v0, v19, s[0:1] offset:256
	global_store_b32 v0, v20, s[0:1] offset:384
	global_store_b32 v0, v21, s[0:1] offset:512
	global_store_b32 v0, v22, s[0:1] offset:640
	global_store_b32 v0, v23, s[0:1] offset:768
	global_store_b32 v0, v24, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f32_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
	.size	f32_f16, .Lfunc_end0-f32_f16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 348
; NumSgprs: 8
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 26
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
	.protected	f32_f16_k32             ; -- Begin function f32_f16_k32
	.globl	f32_f16_k32
	.p2align	8
	.type	f32_f16_k32,@function
f32_f16_k32:                            ; @f32_f16_k32
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v17, 15, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v41, 1, v17
	v_lshlrev_b32_e32 v29, 5, v17
	s_waitcnt lgkmcnt(0)
	s_clause 0xf
	global_load_u16 v1, v41, s[4:5]
	global_load_u16 v2, v41, s[4:5] offset:64
	global_load_u16 v3, v41, s[4:5] offset:128
	global_load_u16 v4, v41, s[4:5] offset:192
	global_load_u16 v5, v41, s[4:5] offset:256
	global_load_u16 v6, v41, s[4:5] offset:320
	global_load_u16 v7, v41, s[4:5] offset:384
	global_load_u16 v8, v41, s[4:5] offset:448
	global_load_u16 v9, v41, s[4:5] offset:512
	global_load_u16 v10, v41, s[4:5] offset:576
	global_load_u16 v11, v41, s[4:5] offset:640
	global_load_u16 v12, v41, s[4:5] offset:704
	global_load_u16 v13, v41, s[4:5] offset:768
	global_load_u16 v14, v41, s[4:5] offset:832
	global_load_u16 v15, v41, s[4:5] offset:896
	global_load_u16 v16, v41, s[4:5] offset:960
	s_clause 0x3
	global_load_b128 v[17:20], v29, s[2:3]
	global_load_b128 v[21:24], v29, s[2:3] offset:16
	global_load_b128 v[25:28], v29, s[2:3] offset:512
	global_load_b128 v[29:32], v29, s[2:3] offset:528
	s_clause 0x7
	global_load_b32 v33, v0, s[6:7]
	global_load_b32 v34, v0, s[6:7] offset:128
	global_load_b32 v35, v0, s[6:7] offset:256
	global_load_b32 v36, v0, s[6:7] offset:384
	global_load_b32 v37, v0, s[6:7] offset:512
	global_load_b32 v38, v0, s[6:7] offset:640
	global_load_b32 v39, v0, s[6:7] offset:768
	global_load_b32 v40, v0, s[6:7] offset:896
	s_clause 0xf
	global_load_d16_hi_b16 v1, v41, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v41, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v41, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v41, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v41, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v41, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v41, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v41, s[4:5] offset:480
	global_load_d16_hi_b16 v9, v41, s[4:5] offset:544
	global_load_d16_hi_b16 v10, v41, s[4:5] offset:608
	global_load_d16_hi_b16 v11, v41, s[4:5] offset:672
	global_load_d16_hi_b16 v12, v41, s[4:5] offset:736
	global_load_d16_hi_b16 v13, v41, s[4:5] offset:800
	global_load_d16_hi_b16 v14, v41, s[4:5] offset:864
	global_load_d16_hi_b16 v15, v41, s[4:5] offset:928
	global_load_d16_hi_b16 v16, v41, s[4:5] offset:992
	s_waitcnt vmcnt(8)
	v_wmma_f32_16x16x16_f16 v[33:40], v[17:24], v[1:8], v[33:40]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:40], v[25:32], v[9:16], v[33:40]
	s_clause 0x7
	global_store_b32 v0, v33, s[0:1]
	global_store_b32 v0, v34, s[0:1] offset:128
	global_store_b32 v0, v35, s[0:1] offset:256
	global_store_b32 v0, v36, s[0:1] offset:384
	global_store_b32 v0, v37, s[0:1] offset:512
	global_store_b32 v0, v38, s[0:1] offset:640
	global_store_b32 v0, v39, s[0:1] offset:768
	global_store_b32 v0, v40, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f32_f16_k32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
	.size	f32_f16_k32, .Lfunc_end1-f32_f16_k32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 508
; NumSgprs: 8
; NumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 42
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
	.protected	f32_bf16                ; -- Begin function f32_bf16
	.globl	f32_bf16
	.p2align	8
	.type	f32_bf16,@function
f32_bf16:                               ; @f32_bf16
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v9, 15, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v25, 1, v9
	v_lshlrev_b32_e32 v13, 5, v9
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v1, v25, s[4:5]
	global_load_u16 v2, v25, s[4:5] offset:64
	global_load_u16 v3, v25, s[4:5] offset:128
	global_load_u16 v4, v25, s[4:5] offset:192
	global_load_u16 v5, v25, s[4:5] offset:256
	global_load_u16 v6, v25, s[4:5] offset:320
	global_load_u16 v7, v25, s[4:5] offset:384
	global_load_u16 v8, v25, s[4:5] offset:448
	s_clause 0x1
	global_load_b128 v[9:12], v13, s[2:3]
	global_load_b128 v[13:16], v13, s[2:3] offset:16
	s_clause 0x7
	global_load_b32 v17, v0, s[6:7]
	global_load_b32 v18, v0, s[6:7] offset:128
	global_load_b32 v19, v0, s[6:7] offset:256
	global_load_b32 v20, v0, s[6:7] offset:384
	global_load_b32 v21, v0, s[6:7] offset:512
	global_load_b32 v22, v0, s[6:7] offset:640
	global_load_b32 v23, v0, s[6:7] offset:768
	global_load_b32 v24, v0, s[6:7] offset:896
	s_clause 0x7
	global_load_d16_hi_b16 v1, v25, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v25, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v25, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v25, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v25, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v25, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v25, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v25, s[4:5] offset:480
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[17:24], v[9:16], v[1:8], v[17:24]
	s_clause 0x7
	global_store_b32 v0, v17, s[0:1]
	global_store_b32 v0, v18, s[0:1] offset:128
	global_store_b32 v0, v19, s[0:1] offset:256
	global_store_b32 v0, v20, s[0:1] offset:384
	global_store_b32 v0, v21, s[0:1] offset:512
	global_store_b32 v0, v22, s[0:1] offset:640
	global_store_b32 v0, v23, s[0:1] offset:768
	global_store_b32 v0, v24, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f32_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
	.size	f32_bf16, .Lfunc_end2-f32_bf16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 348
; NumSgprs: 8
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 26
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
	.protected	f16_f16                 ; -- Begin function f16_f16
	.globl	f16_f16
	.p2align	8
	.type	f16_f16,@function
f16_f16:                                ; @f16_f16
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v17, 15, v0
	v_add_nc_u32_e32 v1, 32, v0
	v_add_nc_u32_e32 v2, 64, v0
	v_add_nc_u32_e32 v9, 0x60, v0
	v_add_nc_u32_e32 v10, 0x80, v0
	v_lshlrev_b32_e32 v25, 1, v0
	v_add_nc_u32_e32 v11, 0xa0, v0
	v_add_nc_u32_e32 v12, 0xc0, v0
	v_add_nc_u32_e32 v0, 0xe0, v0
	v_and_or_b32 v1, 0x1f0, v1, v17
	v_and_or_b32 v2, 0x1f0, v2, v17
	v_and_or_b32 v9, 0x1f0, v9, v17
	v_and_or_b32 v10, 0x1f0, v10, v17
	v_lshlrev_b32_e32 v26, 1, v17
	v_and_or_b32 v11, 0x1f0, v11, v17
	v_and_or_b32 v12, 0x1f0, v12, v17
	v_and_or_b32 v0, 0x1f0, v0, v17
	v_lshlrev_b32_e32 v27, 1, v1
	v_lshlrev_b32_e32 v28, 1, v2
	v_lshlrev_b32_e32 v29, 1, v9
	v_lshlrev_b32_e32 v30, 1, v10
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v1, v26, s[4:5]
	global_load_u16 v2, v26, s[4:5] offset:64
	global_load_u16 v3, v26, s[4:5] offset:128
	global_load_u16 v4, v26, s[4:5] offset:192
	global_load_u16 v5, v26, s[4:5] offset:256
	global_load_u16 v6, v26, s[4:5] offset:320
	global_load_u16 v7, v26, s[4:5] offset:384
	global_load_u16 v8, v26, s[4:5] offset:448
	v_lshlrev_b32_e32 v31, 1, v11
	v_lshlrev_b32_e32 v32, 1, v12
	v_lshlrev_b32_e32 v0, 1, v0
	s_clause 0x7
	global_load_u16 v9, v25, s[6:7]
	global_load_u16 v10, v27, s[6:7]
	global_load_u16 v11, v28, s[6:7]
	global_load_u16 v12, v29, s[6:7]
	global_load_u16 v13, v30, s[6:7]
	global_load_u16 v14, v31, s[6:7]
	global_load_u16 v15, v32, s[6:7]
	global_load_u16 v16, v0, s[6:7]
	v_lshlrev_b32_e32 v21, 5, v17
	s_clause 0x1
	global_load_b128 v[17:20], v21, s[2:3]
	global_load_b128 v[21:24], v21, s[2:3] offset:16
	s_clause 0x7
	global_load_d16_hi_b16 v1, v26, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v26, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v26, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v26, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v26, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v26, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v26, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v26, s[4:5] offset:480
	s_clause 0x7
	global_load_d16_hi_b16 v9, v25, s[6:7] offset:512
	global_load_d16_hi_b16 v10, v27, s[6:7] offset:512
	global_load_d16_hi_b16 v11, v28, s[6:7] offset:512
	global_load_d16_hi_b16 v12, v29, s[6:7] offset:512
	global_load_d16_hi_b16 v13, v30, s[6:7] offset:512
	global_load_d16_hi_b16 v14, v31, s[6:7] offset:512
	global_load_d16_hi_b16 v15, v32, s[6:7] offset:512
	global_load_d16_hi_b16 v16, v0, s[6:7] offset:512
	s_waitcnt vmcnt(0)
	v_wmma_f16_16x16x16_f16 v[9:16], v[17:24], v[1:8], v[9:16]
	s_clause 0xf
	global_store_b16 v25, v9, s[0:1]
	global_store_d16_hi_b16 v25, v9, s[0:1] offset:512
	global_store_b16 v27, v10, s[0:1]
	global_store_d16_hi_b16 v27, v10, s[0:1] offset:512
	global_store_b16 v28, v11, s[0:1]
	global_store_d16_hi_b16 v28, v11, s[0:1] offset:512
	global_store_b16 v29, v12, s[0:1]
	global_store_d16_hi_b16 v29, v12, s[0:1] offset:512
	global_store_b16 v30, v13, s[0:1]
	global_store_d16_hi_b16 v30, v13, s[0:1] offset:512
	global_store_b16 v31, v14, s[0:1]
	global_store_d16_hi_b16 v31, v14, s[0:1] offset:512
	global_store_b16 v32, v15, s[0:1]
	global_store_d16_hi_b16 v32, v15, s[0:1] offset:512
	global_store_b16 v0, v16, s[0:1]
	global_store_d16_hi_b16 v0, v16, s[0:1] offset:512
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f16_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
	.size	f16_f16, .Lfunc_end3-f16_f16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 636
; NumSgprs: 8
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 33
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
	.protected	f16_f16_hi              ; -- Begin function f16_f16_hi
	.globl	f16_f16_hi
	.p2align	8
	.type	f16_f16_hi,@function
f16_f16_hi:                             ; @f16_f16_hi
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v17, 15, v0
	v_add_nc_u32_e32 v1, 32, v0
	v_add_nc_u32_e32 v2, 64, v0
	v_add_nc_u32_e32 v9, 0x60, v0
	v_add_nc_u32_e32 v10, 0x80, v0
	v_lshlrev_b32_e32 v25, 1, v0
	v_add_nc_u32_e32 v11, 0xa0, v0
	v_add_nc_u32_e32 v12, 0xc0, v0
	v_add_nc_u32_e32 v0, 0xe0, v0
	v_and_or_b32 v1, 0x1f0, v1, v17
	v_and_or_b32 v2, 0x1f0, v2, v17
	v_and_or_b32 v9, 0x1f0, v9, v17
	v_and_or_b32 v10, 0x1f0, v10, v17
	v_lshlrev_b32_e32 v26, 1, v17
	v_and_or_b32 v11, 0x1f0, v11, v17
	v_and_or_b32 v12, 0x1f0, v12, v17
	v_and_or_b32 v0, 0x1f0, v0, v17
	v_lshlrev_b32_e32 v27, 1, v1
	v_lshlrev_b32_e32 v28, 1, v2
	v_lshlrev_b32_e32 v29, 1, v9
	v_lshlrev_b32_e32 v30, 1, v10
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v1, v26, s[4:5]
	global_load_u16 v2, v26, s[4:5] offset:64
	global_load_u16 v3, v26, s[4:5] offset:128
	global_load_u16 v4, v26, s[4:5] offset:192
	global_load_u16 v5, v26, s[4:5] offset:256
	global_load_u16 v6, v26, s[4:5] offset:320
	global_load_u16 v7, v26, s[4:5] offset:384
	global_load_u16 v8, v26, s[4:5] offset:448
	v_lshlrev_b32_e32 v31, 1, v11
	v_lshlrev_b32_e32 v32, 1, v12
	v_lshlrev_b32_e32 v0, 1, v0
	s_clause 0x7
	global_load_u16 v9, v25, s[6:7] offset:512
	global_load_u16 v10, v27, s[6:7] offset:512
	global_load_u16 v11, v28, s[6:7] offset:512
	global_load_u16 v12, v29, s[6:7] offset:512
	global_load_u16 v13, v30, s[6:7] offset:512
	global_load_u16 v14, v31, s[6:7] offset:512
	global_load_u16 v15, v32, s[6:7] offset:512
	global_load_u16 v16, v0, s[6:7] offset:512
	v_lshlrev_b32_e32 v21, 5, v17
	s_clause 0x1
	global_load_b128 v[17:20], v21, s[2:3]
	global_load_b128 v[21:24], v21, s[2:3] offset:16
	s_clause 0x7
	global_load_d16_hi_b16 v1, v26, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v26, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v26, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v26, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v26, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v26, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v26, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v26, s[4:5] offset:480
	s_clause 0x7
	global_load_d16_hi_b16 v9, v25, s[6:7]
	global_load_d16_hi_b16 v10, v27, s[6:7]
	global_load_d16_hi_b16 v11, v28, s[6:7]
	global_load_d16_hi_b16 v12, v29, s[6:7]
	global_load_d16_hi_b16 v13, v30, s[6:7]
	global_load_d16_hi_b16 v14, v31, s[6:7]
	global_load_d16_hi_b16 v15, v32, s[6:7]
	global_load_d16_hi_b16 v16, v0, s[6:7]
	s_waitcnt vmcnt(0)
	v_wmma_f16_16x16x16_f16 v[9:16], v[17:24], v[1:8], v[9:16] op_sel:[0,0,1]
	s_clause 0xf
	global_store_d16_hi_b16 v25, v9, s[0:1]
	global_store_b16 v25, v9, s[0:1] offset:512
	global_store_d16_hi_b16 v27, v10, s[0:1]
	global_store_b16 v27, v10, s[0:1] offset:512
	global_store_d16_hi_b16 v28, v11, s[0:1]
	global_store_b16 v28, v11, s[0:1] offset:512
	global_store_d16_hi_b16 v29, v12, s[0:1]
	global_store_b16 v29, v12, s[0:1] offset:512
	global_store_d16_hi_b16 v30, v13, s[0:1]
	global_store_b16 v30, v13, s[0:1] offset:512
	global_store_d16_hi_b16 v31, v14, s[0:1]
	global_store_b16 v31, v14, s[0:1] offset:512
	global_store_d16_hi_b16 v32, v15, s[0:1]
	global_store_b16 v32, v15, s[0:1] offset:512
	global_store_d16_hi_b16 v0, v16, s[0:1]
	global_store_b16 v0, v16, s[0:1] offset:512
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f16_f16_hi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
	.size	f16_f16_hi, .Lfunc_end4-f16_f16_hi
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 636
; NumSgprs: 8
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 33
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
	.protected	bf16_bf16               ; -- Begin function bf16_bf16
	.globl	bf16_bf16
	.p2align	8
	.type	bf16_bf16,@function
bf16_bf16:                              ; @bf16_bf16
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v17, 15, v0
	v_add_nc_u32_e32 v1, 32, v0
	v_add_nc_u32_e32 v2, 64, v0
	v_add_nc_u32_e32 v9, 0x60, v0
	v_add_nc_u32_e32 v10, 0x80, v0
	v_lshlrev_b32_e32 v25, 1, v0
	v_add_nc_u32_e32 v11, 0xa0, v0
	v_add_nc_u32_e32 v12, 0xc0, v0
	v_add_nc_u32_e32 v0, 0xe0, v0
	v_and_or_b32 v1, 0x1f0, v1, v17
	v_and_or_b32 v2, 0x1f0, v2, v17
	v_and_or_b32 v9, 0x1f0, v9, v17
	v_and_or_b32 v10, 0x1f0, v10, v17
	v_lshlrev_b32_e32 v26, 1, v17
	v_and_or_b32 v11, 0x1f0, v11, v17
	v_and_or_b32 v12, 0x1f0, v12, v17
	v_and_or_b32 v0, 0x1f0, v0, v17
	v_lshlrev_b32_e32 v27, 1, v1
	v_lshlrev_b32_e32 v28, 1, v2
	v_lshlrev_b32_e32 v29, 1, v9
	v_lshlrev_b32_e32 v30, 1, v10
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v1, v26, s[4:5]
	global_load_u16 v2, v26, s[4:5] offset:64
	global_load_u16 v3, v26, s[4:5] offset:128
	global_load_u16 v4, v26, s[4:5] offset:192
	global_load_u16 v5, v26, s[4:5] offset:256
	global_load_u16 v6, v26, s[4:5] offset:320
	global_load_u16 v7, v26, s[4:5] offset:384
	global_load_u16 v8, v26, s[4:5] offset:448
	v_lshlrev_b32_e32 v31, 1, v11
	v_lshlrev_b32_e32 v32, 1, v12
	v_lshlrev_b32_e32 v0, 1, v0
	s_clause 0x7
	global_load_u16 v9, v25, s[6:7]
	global_load_u16 v10, v27, s[6:7]
	global_load_u16 v11, v28, s[6:7]
	global_load_u16 v12, v29, s[6:7]
	global_load_u16 v13, v30, s[6:7]
	global_load_u16 v14, v31, s[6:7]
	global_load_u16 v15, v32, s[6:7]
	global_load_u16 v16, v0, s[6:7]
	v_lshlrev_b32_e32 v21, 5, v17
	s_clause 0x1
	global_load_b128 v[17:20], v21, s[2:3]
	global_load_b128 v[21:24], v21, s[2:3] offset:16
	s_clause 0x7
	global_load_d16_hi_b16 v1, v26, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v26, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v26, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v26, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v26, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v26, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v26, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v26, s[4:5] offset:480
	s_clause 0x7
	global_load_d16_hi_b16 v9, v25, s[6:7] offset:512
	global_load_d16_hi_b16 v10, v27, s[6:7] offset:512
	global_load_d16_hi_b16 v11, v28, s[6:7] offset:512
	global_load_d16_hi_b16 v12, v29, s[6:7] offset:512
	global_load_d16_hi_b16 v13, v30, s[6:7] offset:512
	global_load_d16_hi_b16 v14, v31, s[6:7] offset:512
	global_load_d16_hi_b16 v15, v32, s[6:7] offset:512
	global_load_d16_hi_b16 v16, v0, s[6:7] offset:512
	s_waitcnt vmcnt(0)
	v_wmma_bf16_16x16x16_bf16 v[9:16], v[17:24], v[1:8], v[9:16]
	s_clause 0xf
	global_store_b16 v25, v9, s[0:1]
	global_store_d16_hi_b16 v25, v9, s[0:1] offset:512
	global_store_b16 v27, v10, s[0:1]
	global_store_d16_hi_b16 v27, v10, s[0:1] offset:512
	global_store_b16 v28, v11, s[0:1]
	global_store_d16_hi_b16 v28, v11, s[0:1] offset:512
	global_store_b16 v29, v12, s[0:1]
	global_store_d16_hi_b16 v29, v12, s[0:1] offset:512
	global_store_b16 v30, v13, s[0:1]
	global_store_d16_hi_b16 v30, v13, s[0:1] offset:512
	global_store_b16 v31, v14, s[0:1]
	global_store_d16_hi_b16 v31, v14, s[0:1] offset:512
	global_store_b16 v32, v15, s[0:1]
	global_store_d16_hi_b16 v32, v15, s[0:1] offset:512
	global_store_b16 v0, v16, s[0:1]
	global_store_d16_hi_b16 v0, v16, s[0:1] offset:512
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bf16_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end5:
	.size	bf16_bf16, .Lfunc_end5-bf16_bf16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 636
; NumSgprs: 8
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 33
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
	.protected	bf16_bf16_hi            ; -- Begin function bf16_bf16_hi
	.globl	bf16_bf16_hi
	.p2align	8
	.type	bf16_bf16_hi,@function
bf16_bf16_hi:                           ; @bf16_bf16_hi
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v17, 15, v0
	v_add_nc_u32_e32 v1, 32, v0
	v_add_nc_u32_e32 v2, 64, v0
	v_add_nc_u32_e32 v9, 0x60, v0
	v_add_nc_u32_e32 v10, 0x80, v0
	v_lshlrev_b32_e32 v25, 1, v0
	v_add_nc_u32_e32 v11, 0xa0, v0
	v_add_nc_u32_e32 v12, 0xc0, v0
	v_add_nc_u32_e32 v0, 0xe0, v0
	v_and_or_b32 v1, 0x1f0, v1, v17
	v_and_or_b32 v2, 0x1f0, v2, v17
	v_and_or_b32 v9, 0x1f0, v9, v17
	v_and_or_b32 v10, 0x1f0, v10, v17
	v_lshlrev_b32_e32 v26, 1, v17
	v_and_or_b32 v11, 0x1f0, v11, v17
	v_and_or_b32 v12, 0x1f0, v12, v17
	v_and_or_b32 v0, 0x1f0, v0, v17
	v_lshlrev_b32_e32 v27, 1, v1
	v_lshlrev_b32_e32 v28, 1, v2
	v_lshlrev_b32_e32 v29, 1, v9
	v_lshlrev_b32_e32 v30, 1, v10
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v1, v26, s[4:5]
	global_load_u16 v2, v26, s[4:5] offset:64
	global_load_u16 v3, v26, s[4:5] offset:128
	global_load_u16 v4, v26, s[4:5] offset:192
	global_load_u16 v5, v26, s[4:5] offset:256
	global_load_u16 v6, v26, s[4:5] offset:320
	global_load_u16 v7, v26, s[4:5] offset:384
	global_load_u16 v8, v26, s[4:5] offset:448
	v_lshlrev_b32_e32 v31, 1, v11
	v_lshlrev_b32_e32 v32, 1, v12
	v_lshlrev_b32_e32 v0, 1, v0
	s_clause 0x7
	global_load_u16 v9, v25, s[6:7] offset:512
	global_load_u16 v10, v27, s[6:7] offset:512
	global_load_u16 v11, v28, s[6:7] offset:512
	global_load_u16 v12, v29, s[6:7] offset:512
	global_load_u16 v13, v30, s[6:7] offset:512
	global_load_u16 v14, v31, s[6:7] offset:512
	global_load_u16 v15, v32, s[6:7] offset:512
	global_load_u16 v16, v0, s[6:7] offset:512
	v_lshlrev_b32_e32 v21, 5, v17
	s_clause 0x1
	global_load_b128 v[17:20], v21, s[2:3]
	global_load_b128 v[21:24], v21, s[2:3] offset:16
	s_clause 0x7
	global_load_d16_hi_b16 v1, v26, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v26, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v26, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v26, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v26, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v26, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v26, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v26, s[4:5] offset:480
	s_clause 0x7
	global_load_d16_hi_b16 v9, v25, s[6:7]
	global_load_d16_hi_b16 v10, v27, s[6:7]
	global_load_d16_hi_b16 v11, v28, s[6:7]
	global_load_d16_hi_b16 v12, v29, s[6:7]
	global_load_d16_hi_b16 v13, v30, s[6:7]
	global_load_d16_hi_b16 v14, v31, s[6:7]
	global_load_d16_hi_b16 v15, v32, s[6:7]
	global_load_d16_hi_b16 v16, v0, s[6:7]
	s_waitcnt vmcnt(0)
	v_wmma_bf16_16x16x16_bf16 v[9:16], v[17:24], v[1:8], v[9:16] op_sel:[0,0,1]
	s_clause 0xf
	global_store_d16_hi_b16 v25, v9, s[0:1]
	global_store_b16 v25, v9, s[0:1] offset:512
	global_store_d16_hi_b16 v27, v10, s[0:1]
	global_store_b16 v27, v10, s[0:1] offset:512
	global_store_d16_hi_b16 v28, v11, s[0:1]
	global_store_b16 v28, v11, s[0:1] offset:512
	global_store_d16_hi_b16 v29, v12, s[0:1]
	global_store_b16 v29, v12, s[0:1] offset:512
	global_store_d16_hi_b16 v30, v13, s[0:1]
	global_store_b16 v30, v13, s[0:1] offset:512
	global_store_d16_hi_b16 v31, v14, s[0:1]
	global_store_b16 v31, v14, s[0:1] offset:512
	global_store_d16_hi_b16 v32, v15, s[0:1]
	global_store_b16 v32, v15, s[0:1] offset:512
	global_store_d16_hi_b16 v0, v16, s[0:1]
	global_store_b16 v0, v16, s[0:1] offset:512
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bf16_bf16_hi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end6:
	.size	bf16_bf16_hi, .Lfunc_end6-bf16_bf16_hi
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 636
; NumSgprs: 8
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 33
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
	.protected	iu8_uu                  ; -- Begin function iu8_uu
	.globl	iu8_uu
	.p2align	8
	.type	iu8_uu,@function
iu8_uu:                                 ; @iu8_uu
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v25, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0xb
	global_load_u8 v13, v1, s[4:5]
	global_load_u8 v14, v1, s[4:5] offset:16
	global_load_u8 v15, v1, s[4:5] offset:32
	global_load_u8 v16, v1, s[4:5] offset:48
	global_load_u8 v17, v1, s[4:5] offset:64
	global_load_u8 v18, v1, s[4:5] offset:80
	global_load_u8 v19, v1, s[4:5] offset:128
	global_load_u8 v20, v1, s[4:5] offset:144
	global_load_u8 v21, v1, s[4:5] offset:160
	global_load_u8 v22, v1, s[4:5] offset:176
	global_load_u8 v23, v1, s[4:5] offset:192
	global_load_u8 v24, v1, s[4:5] offset:208
	v_lshlrev_b32_e32 v12, 4, v1
	global_load_b128 v[8:11], v12, s[2:3]
	s_clause 0x3
	global_load_u8 v26, v1, s[4:5] offset:96
	global_load_u8 v27, v1, s[4:5] offset:112
	global_load_u8 v28, v1, s[4:5] offset:224
	global_load_u8 v29, v1, s[4:5] offset:240
	s_clause 0x7
	global_load_b32 v0, v25, s[6:7]
	global_load_b32 v1, v25, s[6:7] offset:128
	global_load_b32 v2, v25, s[6:7] offset:256
	global_load_b32 v3, v25, s[6:7] offset:384
	global_load_b32 v4, v25, s[6:7] offset:512
	global_load_b32 v5, v25, s[6:7] offset:640
	global_load_b32 v6, v25, s[6:7] offset:768
	global_load_b32 v7, v25, s[6:7] offset:896
	global_load_b32 v8, v12, s[2:3]
	s_waitcnt vmcnt(24)
	v_lshl_or_b32 v12, v14, 8, v13
	s_waitcnt vmcnt(20)
	v_lshl_or_b32 v13, v18, 8, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v12, v15, 16, v12
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v14, v20, 8, v19
	s_waitcnt vmcnt(12)
	v_lshl_or_b32 v13, v26, 16, v13
	v_lshl_or_b32 v17, v24, 8, v23
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v14, v21, 16, v14
	v_lshl_or_b32 v12, v16, 24, v12
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v13, v27, 24, v13
	s_waitcnt vmcnt(10)
	v_lshl_or_b32 v15, v28, 16, v17
	v_lshl_or_b32 v14, v22, 24, v14
	s_waitcnt vmcnt(9)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v15, v29, 24, v15
	s_waitcnt vmcnt(0)
	v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[12:15], v[0:7]
	s_clause 0x7
	global_store_b32 v25, v0, s[0:1]
	global_store_b32 v25, v1, s[0:1] offset:128
	global_store_b32 v25, v2, s[0:1] offset:256
	global_store_b32 v25, v3, s[0:1] offset:384
	global_store_b32 v25, v4, s[0:1] offset:512
	global_store_b32 v25, v5, s[0:1] offset:640
	global_store_b32 v25, v6, s[0:1] offset:768
	global_store_b32 v25, v7, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu8_uu
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end7:
	.size	iu8_uu, .Lfunc_end7-iu8_uu
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 8
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 30
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
	.protected	iu8_ss                  ; -- Begin function iu8_ss
	.globl	iu8_ss
	.p2align	8
	.type	iu8_ss,@function
iu8_ss:                                 ; @iu8_ss
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v25, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0xb
	global_load_u8 v13, v1, s[4:5]
	global_load_u8 v14, v1, s[4:5] offset:16
	global_load_u8 v15, v1, s[4:5] offset:32
	global_load_u8 v16, v1, s[4:5] offset:48
	global_load_u8 v17, v1, s[4:5] offset:64
	global_load_u8 v18, v1, s[4:5] offset:80
	global_load_u8 v19, v1, s[4:5] offset:128
	global_load_u8 v20, v1, s[4:5] offset:144
	global_load_u8 v21, v1, s[4:5] offset:160
	global_load_u8 v22, v1, s[4:5] offset:176
	global_load_u8 v23, v1, s[4:5] offset:192
	global_load_u8 v24, v1, s[4:5] offset:208
	v_lshlrev_b32_e32 v12, 4, v1
	global_load_b128 v[8:11], v12, s[2:3]
	s_clause 0x3
	global_load_u8 v26, v1, s[4:5] offset:96
	global_load_u8 v27, v1, s[4:5] offset:112
	global_load_u8 v28, v1, s[4:5] offset:224
	global_load_u8 v29, v1, s[4:5] offset:240
	s_clause 0x7
	global_load_b32 v0, v25, s[6:7]
	global_load_b32 v1, v25, s[6:7] offset:128
	global_load_b32 v2, v25, s[6:7] offset:256
	global_load_b32 v3, v25, s[6:7] offset:384
	global_load_b32 v4, v25, s[6:7] offset:512
	global_load_b32 v5, v25, s[6:7] offset:640
	global_load_b32 v6, v25, s[6:7] offset:768
	global_load_b32 v7, v25, s[6:7] offset:896
	global_load_b32 v8, v12, s[2:3]
	s_waitcnt vmcnt(24)
	v_lshl_or_b32 v12, v14, 8, v13
	s_waitcnt vmcnt(20)
	v_lshl_or_b32 v13, v18, 8, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v12, v15, 16, v12
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v14, v20, 8, v19
	s_waitcnt vmcnt(12)
	v_lshl_or_b32 v13, v26, 16, v13
	v_lshl_or_b32 v17, v24, 8, v23
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v14, v21, 16, v14
	v_lshl_or_b32 v12, v16, 24, v12
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v13, v27, 24, v13
	s_waitcnt vmcnt(10)
	v_lshl_or_b32 v15, v28, 16, v17
	v_lshl_or_b32 v14, v22, 24, v14
	s_waitcnt vmcnt(9)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v15, v29, 24, v15
	s_waitcnt vmcnt(0)
	v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[12:15], v[0:7] neg_lo:[1,1,0]
	s_clause 0x7
	global_store_b32 v25, v0, s[0:1]
	global_store_b32 v25, v1, s[0:1] offset:128
	global_store_b32 v25, v2, s[0:1] offset:256
	global_store_b32 v25, v3, s[0:1] offset:384
	global_store_b32 v25, v4, s[0:1] offset:512
	global_store_b32 v25, v5, s[0:1] offset:640
	global_store_b32 v25, v6, s[0:1] offset:768
	global_store_b32 v25, v7, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu8_ss
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end8:
	.size	iu8_ss, .Lfunc_end8-iu8_ss
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 8
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 30
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
	.protected	iu8_su_clamp            ; -- Begin function iu8_su_clamp
	.globl	iu8_su_clamp
	.p2align	8
	.type	iu8_su_clamp,@function
iu8_su_clamp:                           ; @iu8_su_clamp
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v25, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0xb
	global_load_u8 v13, v1, s[4:5]
	global_load_u8 v14, v1, s[4:5] offset:16
	global_load_u8 v15, v1, s[4:5] offset:32
	global_load_u8 v16, v1, s[4:5] offset:48
	global_load_u8 v17, v1, s[4:5] offset:64
	global_load_u8 v18, v1, s[4:5] offset:80
	global_load_u8 v19, v1, s[4:5] offset:128
	global_load_u8 v20, v1, s[4:5] offset:144
	global_load_u8 v21, v1, s[4:5] offset:160
	global_load_u8 v22, v1, s[4:5] offset:176
	global_load_u8 v23, v1, s[4:5] offset:192
	global_load_u8 v24, v1, s[4:5] offset:208
	v_lshlrev_b32_e32 v12, 4, v1
	global_load_b128 v[8:11], v12, s[2:3]
	s_clause 0x3
	global_load_u8 v26, v1, s[4:5] offset:96
	global_load_u8 v27, v1, s[4:5] offset:112
	global_load_u8 v28, v1, s[4:5] offset:224
	global_load_u8 v29, v1, s[4:5] offset:240
	s_clause 0x7
	global_load_b32 v0, v25, s[6:7]
	global_load_b32 v1, v25, s[6:7] offset:128
	global_load_b32 v2, v25, s[6:7] offset:256
	global_load_b32 v3, v25, s[6:7] offset:384
	global_load_b32 v4, v25, s[6:7] offset:512
	global_load_b32 v5, v25, s[6:7] offset:640
	global_load_b32 v6, v25, s[6:7] offset:768
	global_load_b32 v7, v25, s[6:7] offset:896
	global_load_b32 v8, v12, s[2:3]
	s_waitcnt vmcnt(24)
	v_lshl_or_b32 v12, v14, 8, v13
	s_waitcnt vmcnt(20)
	v_lshl_or_b32 v13, v18, 8, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v12, v15, 16, v12
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v14, v20, 8, v19
	s_waitcnt vmcnt(12)
	v_lshl_or_b32 v13, v26, 16, v13
	v_lshl_or_b32 v17, v24, 8, v23
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v14, v21, 16, v14
	v_lshl_or_b32 v12, v16, 24, v12
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v13, v27, 24, v13
	s_waitcnt vmcnt(10)
	v_lshl_or_b32 v15, v28, 16, v17
	v_lshl_or_b32 v14, v22, 24, v14
	s_waitcnt vmcnt(9)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v15, v29, 24, v15
	s_waitcnt vmcnt(0)
	v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[12:15], v[0:7] neg_lo:[1,0,0] clamp
	s_clause 0x7
	global_store_b32 v25, v0, s[0:1]
	global_store_b32 v25, v1, s[0:1] offset:128
	global_store_b32 v25, v2, s[0:1] offset:256
	global_store_b32 v25, v3, s[0:1] offset:384
	global_store_b32 v25, v4, s[0:1] offset:512
	global_store_b32 v25, v5, s[0:1] offset:640
	global_store_b32 v25, v6, s[0:1] offset:768
	global_store_b32 v25, v7, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu8_su_clamp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end9:
	.size	iu8_su_clamp, .Lfunc_end9-iu8_su_clamp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 8
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 30
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
	.protected	iu8_us_clamp            ; -- Begin function iu8_us_clamp
	.globl	iu8_us_clamp
	.p2align	8
	.type	iu8_us_clamp,@function
iu8_us_clamp:                           ; @iu8_us_clamp
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v25, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0xb
	global_load_u8 v13, v1, s[4:5]
	global_load_u8 v14, v1, s[4:5] offset:16
	global_load_u8 v15, v1, s[4:5] offset:32
	global_load_u8 v16, v1, s[4:5] offset:48
	global_load_u8 v17, v1, s[4:5] offset:64
	global_load_u8 v18, v1, s[4:5] offset:80
	global_load_u8 v19, v1, s[4:5] offset:128
	global_load_u8 v20, v1, s[4:5] offset:144
	global_load_u8 v21, v1, s[4:5] offset:160
	global_load_u8 v22, v1, s[4:5] offset:176
	global_load_u8 v23, v1, s[4:5] offset:192
	global_load_u8 v24, v1, s[4:5] offset:208
	v_lshlrev_b32_e32 v12, 4, v1
	global_load_b128 v[8:11], v12, s[2:3]
	s_clause 0x3
	global_load_u8 v26, v1, s[4:5] offset:96
	global_load_u8 v27, v1, s[4:5] offset:112
	global_load_u8 v28, v1, s[4:5] offset:224
	global_load_u8 v29, v1, s[4:5] offset:240
	s_clause 0x7
	global_load_b32 v0, v25, s[6:7]
	global_load_b32 v1, v25, s[6:7] offset:128
	global_load_b32 v2, v25, s[6:7] offset:256
	global_load_b32 v3, v25, s[6:7] offset:384
	global_load_b32 v4, v25, s[6:7] offset:512
	global_load_b32 v5, v25, s[6:7] offset:640
	global_load_b32 v6, v25, s[6:7] offset:768
	global_load_b32 v7, v25, s[6:7] offset:896
	global_load_b32 v8, v12, s[2:3]
	s_waitcnt vmcnt(24)
	v_lshl_or_b32 v12, v14, 8, v13
	s_waitcnt vmcnt(20)
	v_lshl_or_b32 v13, v18, 8, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v12, v15, 16, v12
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v14, v20, 8, v19
	s_waitcnt vmcnt(12)
	v_lshl_or_b32 v13, v26, 16, v13
	v_lshl_or_b32 v17, v24, 8, v23
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v14, v21, 16, v14
	v_lshl_or_b32 v12, v16, 24, v12
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v13, v27, 24, v13
	s_waitcnt vmcnt(10)
	v_lshl_or_b32 v15, v28, 16, v17
	v_lshl_or_b32 v14, v22, 24, v14
	s_waitcnt vmcnt(9)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v15, v29, 24, v15
	s_waitcnt vmcnt(0)
	v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[12:15], v[0:7] neg_lo:[0,1,0] clamp
	s_clause 0x7
	global_store_b32 v25, v0, s[0:1]
	global_store_b32 v25, v1, s[0:1] offset:128
	global_store_b32 v25, v2, s[0:1] offset:256
	global_store_b32 v25, v3, s[0:1] offset:384
	global_store_b32 v25, v4, s[0:1] offset:512
	global_store_b32 v25, v5, s[0:1] offset:640
	global_store_b32 v25, v6, s[0:1] offset:768
	global_store_b32 v25, v7, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu8_us_clamp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end10:
	.size	iu8_us_clamp, .Lfunc_end10-iu8_us_clamp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 8
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 30
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
	.protected	iu4_uu                  ; -- Begin function iu4_uu
	.globl	iu4_uu
	.p2align	8
	.type	iu4_uu,@function
iu4_uu:                                 ; @iu4_uu
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v26, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v2, 4, v1
	s_waitcnt lgkmcnt(0)
	global_load_b128 v[8:11], v2, s[2:3]
	s_clause 0xf
	global_load_u8 v12, v1, s[4:5]
	global_load_u8 v13, v1, s[4:5] offset:16
	global_load_u8 v14, v1, s[4:5] offset:32
	global_load_u8 v15, v1, s[4:5] offset:48
	global_load_u8 v16, v1, s[4:5] offset:64
	global_load_u8 v17, v1, s[4:5] offset:80
	global_load_u8 v18, v1, s[4:5] offset:96
	global_load_u8 v19, v1, s[4:5] offset:128
	global_load_u8 v20, v1, s[4:5] offset:144
	global_load_u8 v21, v1, s[4:5] offset:160
	global_load_u8 v22, v1, s[4:5] offset:176
	global_load_u8 v23, v1, s[4:5] offset:192
	global_load_u8 v24, v1, s[4:5] offset:208
	global_load_u8 v25, v1, s[4:5] offset:224
	global_load_u8 v27, v1, s[4:5] offset:112
	global_load_u8 v28, v1, s[4:5] offset:240
	s_clause 0x7
	global_load_b32 v0, v26, s[6:7]
	global_load_b32 v1, v26, s[6:7] offset:128
	global_load_b32 v2, v26, s[6:7] offset:256
	global_load_b32 v3, v26, s[6:7] offset:384
	global_load_b32 v4, v26, s[6:7] offset:512
	global_load_b32 v5, v26, s[6:7] offset:640
	global_load_b32 v6, v26, s[6:7] offset:768
	global_load_b32 v7, v26, s[6:7] offset:896
	s_waitcnt vmcnt(24)
	v_lshrrev_b32_e32 v29, 8, v8
	s_waitcnt vmcnt(23)
	v_and_b32_e32 v12, 15, v12
	s_waitcnt vmcnt(22)
	v_lshlrev_b16 v13, 4, v13
	s_waitcnt vmcnt(21)
	v_and_b32_e32 v14, 15, v14
	v_lshrrev_b32_e32 v30, 8, v10
	s_waitcnt vmcnt(20)
	v_and_b32_e32 v15, 15, v15
	v_and_b32_e32 v32, 15, v9
	v_or_b32_e32 v12, v13, v12
	s_waitcnt vmcnt(16)
	v_and_b32_e32 v19, 15, v19
	s_waitcnt vmcnt(15)
	v_lshlrev_b16 v20, 4, v20
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v21, 15, v21
	v_lshlrev_b32_e32 v33, 12, v9
	s_waitcnt vmcnt(13)
	v_and_b32_e32 v22, 15, v22
	v_perm_b32 v12, v14, v12, 0x6050400
	v_or_b32_e32 v19, v20, v19
	v_and_b32_e32 v31, 15, v8
	v_and_b32_e32 v16, 15, v16
	v_lshrrev_b32_e32 v8, 12, v8
	v_and_b32_e32 v35, 15, v10
	v_perm_b32 v14, v21, v19, 0x6050400
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v23, 15, v23
	v_lshlrev_b32_e32 v37, 12, v11
	v_lshlrev_b16 v39, 4, v29
	v_lshlrev_b32_e32 v13, 16, v32
	v_and_b32_e32 v32, 0xf00000, v33
	v_lshlrev_b16 v20, 4, v30
	v_lshl_or_b32 v12, v15, 12, v12
	v_lshl_or_b32 v14, v22, 12, v14
	v_and_b32_e32 v17, 15, v17
	v_lshlrev_b32_e32 v34, 8, v9
	v_and_b32_e32 v36, 15, v11
	v_lshrrev_b32_e32 v10, 12, v10
	s_waitcnt vmcnt(11)
	v_and_b32_e32 v24, 15, v24
	v_and_b32_e32 v29, 0xf00, v29
	v_and_b32_e32 v19, 0xf00000, v37
	v_or_b32_e32 v31, v39, v31
	v_and_or_b32 v8, 0xf000, v8, v32
	v_or_b32_e32 v15, v20, v35
	v_lshl_or_b32 v12, v16, 16, v12
	v_lshl_or_b32 v14, v23, 16, v14
	v_and_b32_e32 v18, 15, v18
	v_lshlrev_b32_e32 v9, 4, v9
	v_lshlrev_b32_e32 v38, 8, v11
	s_waitcnt vmcnt(10)
	v_and_b32_e32 v25, 15, v25
	v_lshlrev_b32_e32 v11, 4, v11
	v_and_b32_e32 v33, 0xf000000, v34
	v_lshlrev_b32_e32 v34, 16, v36
	v_and_b32_e32 v30, 0xf00, v30
	v_and_or_b32 v10, 0xf000, v10, v19
	v_and_b32_e32 v16, 0xff, v31
	v_or3_b32 v8, v29, v13, v8
	v_and_b32_e32 v13, 0xff, v15
	v_lshl_or_b32 v12, v17, 20, v12
	v_lshl_or_b32 v14, v24, 20, v14
	v_and_b32_e32 v21, 0xf000000, v38
	v_or3_b32 v10, v30, v34, v10
	v_and_or_b32 v9, 0xf0000000, v9, v16
	v_and_or_b32 v11, 0xf0000000, v11, v13
	v_lshl_or_b32 v12, v18, 24, v12
	v_lshl_or_b32 v13, v25, 24, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_or3_b32 v8, v8, v33, v9
	v_or3_b32 v9, v10, v21, v11
	s_waitcnt vmcnt(9)
	v_lshl_or_b32 v10, v27, 28, v12
	s_waitcnt vmcnt(8)
	v_lshl_or_b32 v11, v28, 28, v13
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7]
	s_clause 0x7
	global_store_b32 v26, v0, s[0:1]
	global_store_b32 v26, v1, s[0:1] offset:128
	global_store_b32 v26, v2, s[0:1] offset:256
	global_store_b32 v26, v3, s[0:1] offset:384
	global_store_b32 v26, v4, s[0:1] offset:512
	global_store_b32 v26, v5, s[0:1] offset:640
	global_store_b32 v26, v6, s[0:1] offset:768
	global_store_b32 v26, v7, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu4_uu
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end11:
	.size	iu4_uu, .Lfunc_end11-iu4_uu
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 800
; NumSgprs: 8
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 40
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
	.protected	iu4_su                  ; -- Begin function iu4_su
	.globl	iu4_su
	.p2align	8
	.type	iu4_su,@function
iu4_su:                                 ; @iu4_su
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v26, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v2, 4, v1
	s_waitcnt lgkmcnt(0)
	global_load_b128 v[8:11], v2, s[2:3]
	s_clause 0xf
	global_load_u8 v12, v1, s[4:5]
	global_load_u8 v13, v1, s[4:5] offset:16
	global_load_u8 v14, v1, s[4:5] offset:32
	global_load_u8 v15, v1, s[4:5] offset:48
	global_load_u8 v16, v1, s[4:5] offset:64
	global_load_u8 v17, v1, s[4:5] offset:80
	global_load_u8 v18, v1, s[4:5] offset:96
	global_load_u8 v19, v1, s[4:5] offset:128
	global_load_u8 v20, v1, s[4:5] offset:144
	global_load_u8 v21, v1, s[4:5] offset:160
	global_load_u8 v22, v1, s[4:5] offset:176
	global_load_u8 v23, v1, s[4:5] offset:192
	global_load_u8 v24, v1, s[4:5] offset:208
	global_load_u8 v25, v1, s[4:5] offset:224
	global_load_u8 v27, v1, s[4:5] offset:112
	global_load_u8 v28, v1, s[4:5] offset:240
	s_clause 0x7
	global_load_b32 v0, v26, s[6:7]
	global_load_b32 v1, v26, s[6:7] offset:128
	global_load_b32 v2, v26, s[6:7] offset:256
	global_load_b32 v3, v26, s[6:7] offset:384
	global_load_b32 v4, v26, s[6:7] offset:512
	global_load_b32 v5, v26, s[6:7] offset:640
	global_load_b32 v6, v26, s[6:7] offset:768
	global_load_b32 v7, v26, s[6:7] offset:896
	s_waitcnt vmcnt(24)
	v_lshrrev_b32_e32 v29, 8, v8
	s_waitcnt vmcnt(23)
	v_and_b32_e32 v12, 15, v12
	s_waitcnt vmcnt(22)
	v_lshlrev_b16 v13, 4, v13
	s_waitcnt vmcnt(21)
	v_and_b32_e32 v14, 15, v14
	v_lshrrev_b32_e32 v30, 8, v10
	s_waitcnt vmcnt(20)
	v_and_b32_e32 v15, 15, v15
	v_and_b32_e32 v32, 15, v9
	v_or_b32_e32 v12, v13, v12
	s_waitcnt vmcnt(16)
	v_and_b32_e32 v19, 15, v19
	s_waitcnt vmcnt(15)
	v_lshlrev_b16 v20, 4, v20
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v21, 15, v21
	v_lshlrev_b32_e32 v33, 12, v9
	s_waitcnt vmcnt(13)
	v_and_b32_e32 v22, 15, v22
	v_perm_b32 v12, v14, v12, 0x6050400
	v_or_b32_e32 v19, v20, v19
	v_and_b32_e32 v31, 15, v8
	v_and_b32_e32 v16, 15, v16
	v_lshrrev_b32_e32 v8, 12, v8
	v_and_b32_e32 v35, 15, v10
	v_perm_b32 v14, v21, v19, 0x6050400
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v23, 15, v23
	v_lshlrev_b32_e32 v37, 12, v11
	v_lshlrev_b16 v39, 4, v29
	v_lshlrev_b32_e32 v13, 16, v32
	v_and_b32_e32 v32, 0xf00000, v33
	v_lshlrev_b16 v20, 4, v30
	v_lshl_or_b32 v12, v15, 12, v12
	v_lshl_or_b32 v14, v22, 12, v14
	v_and_b32_e32 v17, 15, v17
	v_lshlrev_b32_e32 v34, 8, v9
	v_and_b32_e32 v36, 15, v11
	v_lshrrev_b32_e32 v10, 12, v10
	s_waitcnt vmcnt(11)
	v_and_b32_e32 v24, 15, v24
	v_and_b32_e32 v29, 0xf00, v29
	v_and_b32_e32 v19, 0xf00000, v37
	v_or_b32_e32 v31, v39, v31
	v_and_or_b32 v8, 0xf000, v8, v32
	v_or_b32_e32 v15, v20, v35
	v_lshl_or_b32 v12, v16, 16, v12
	v_lshl_or_b32 v14, v23, 16, v14
	v_and_b32_e32 v18, 15, v18
	v_lshlrev_b32_e32 v9, 4, v9
	v_lshlrev_b32_e32 v38, 8, v11
	s_waitcnt vmcnt(10)
	v_and_b32_e32 v25, 15, v25
	v_lshlrev_b32_e32 v11, 4, v11
	v_and_b32_e32 v33, 0xf000000, v34
	v_lshlrev_b32_e32 v34, 16, v36
	v_and_b32_e32 v30, 0xf00, v30
	v_and_or_b32 v10, 0xf000, v10, v19
	v_and_b32_e32 v16, 0xff, v31
	v_or3_b32 v8, v29, v13, v8
	v_and_b32_e32 v13, 0xff, v15
	v_lshl_or_b32 v12, v17, 20, v12
	v_lshl_or_b32 v14, v24, 20, v14
	v_and_b32_e32 v21, 0xf000000, v38
	v_or3_b32 v10, v30, v34, v10
	v_and_or_b32 v9, 0xf0000000, v9, v16
	v_and_or_b32 v11, 0xf0000000, v11, v13
	v_lshl_or_b32 v12, v18, 24, v12
	v_lshl_or_b32 v13, v25, 24, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_or3_b32 v8, v8, v33, v9
	v_or3_b32 v9, v10, v21, v11
	s_waitcnt vmcnt(9)
	v_lshl_or_b32 v10, v27, 28, v12
	s_waitcnt vmcnt(8)
	v_lshl_or_b32 v11, v28, 28, v13
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[1,0,0]
	s_clause 0x7
	global_store_b32 v26, v0, s[0:1]
	global_store_b32 v26, v1, s[0:1] offset:128
	global_store_b32 v26, v2, s[0:1] offset:256
	global_store_b32 v26, v3, s[0:1] offset:384
	global_store_b32 v26, v4, s[0:1] offset:512
	global_store_b32 v26, v5, s[0:1] offset:640
	global_store_b32 v26, v6, s[0:1] offset:768
	global_store_b32 v26, v7, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu4_su
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end12:
	.size	iu4_su, .Lfunc_end12-iu4_su
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 800
; NumSgprs: 8
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 40
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
	.protected	iu4_ss_clamp            ; -- Begin function iu4_ss_clamp
	.globl	iu4_ss_clamp
	.p2align	8
	.type	iu4_ss_clamp,@function
iu4_ss_clamp:                           ; @iu4_ss_clamp
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v26, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v2, 4, v1
	s_waitcnt lgkmcnt(0)
	global_load_b128 v[8:11], v2, s[2:3]
	s_clause 0xf
	global_load_u8 v12, v1, s[4:5]
	global_load_u8 v13, v1, s[4:5] offset:16
	global_load_u8 v14, v1, s[4:5] offset:32
	global_load_u8 v15, v1, s[4:5] offset:48
	global_load_u8 v16, v1, s[4:5] offset:64
	global_load_u8 v17, v1, s[4:5] offset:80
	global_load_u8 v18, v1, s[4:5] offset:96
	global_load_u8 v19, v1, s[4:5] offset:128
	global_load_u8 v20, v1, s[4:5] offset:144
	global_load_u8 v21, v1, s[4:5] offset:160
	global_load_u8 v22, v1, s[4:5] offset:176
	global_load_u8 v23, v1, s[4:5] offset:192
	global_load_u8 v24, v1, s[4:5] offset:208
	global_load_u8 v25, v1, s[4:5] offset:224
	global_load_u8 v27, v1, s[4:5] offset:112
	global_load_u8 v28, v1, s[4:5] offset:240
	s_clause 0x7
	global_load_b32 v0, v26, s[6:7]
	global_load_b32 v1, v26, s[6:7] offset:128
	global_load_b32 v2, v26, s[6:7] offset:256
	global_load_b32 v3, v26, s[6:7] offset:384
	global_load_b32 v4, v26, s[6:7] offset:512
	global_load_b32 v5, v26, s[6:7] offset:640
	global_load_b32 v6, v26, s[6:7] offset:768
	global_load_b32 v7, v26, s[6:7] offset:896
	s_waitcnt vmcnt(24)
	v_lshrrev_b32_e32 v29, 8, v8
	s_waitcnt vmcnt(23)
	v_and_b32_e32 v12, 15, v12
	s_waitcnt vmcnt(22)
	v_lshlrev_b16 v13, 4, v13
	s_waitcnt vmcnt(21)
	v_and_b32_e32 v14, 15, v14
	v_lshrrev_b32_e32 v30, 8, v10
	s_waitcnt vmcnt(20)
	v_and_b32_e32 v15, 15, v15
	v_and_b32_e32 v32, 15, v9
	v_or_b32_e32 v12, v13, v12
	s_waitcnt vmcnt(16)
	v_and_b32_e32 v19, 15, v19
	s_waitcnt vmcnt(15)
	v_lshlrev_b16 v20, 4, v20
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v21, 15, v21
	v_lshlrev_b32_e32 v33, 12, v9
	s_waitcnt vmcnt(13)
	v_and_b32_e32 v22, 15, v22
	v_perm_b32 v12, v14, v12, 0x6050400
	v_or_b32_e32 v19, v20, v19
	v_and_b32_e32 v31, 15, v8
	v_and_b32_e32 v16, 15, v16
	v_lshrrev_b32_e32 v8, 12, v8
	v_and_b32_e32 v35, 15, v10
	v_perm_b32 v14, v21, v19, 0x6050400
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v23, 15, v23
	v_lshlrev_b32_e32 v37, 12, v11
	v_lshlrev_b16 v39, 4, v29
	v_lshlrev_b32_e32 v13, 16, v32
	v_and_b32_e32 v32, 0xf00000, v33
	v_lshlrev_b16 v20, 4, v30
	v_lshl_or_b32 v12, v15, 12, v12
	v_lshl_or_b32 v14, v22, 12, v14
	v_and_b32_e32 v17, 15, v17
	v_lshlrev_b32_e32 v34, 8, v9
	v_and_b32_e32 v36, 15, v11
	v_lshrrev_b32_e32 v10, 12, v10
	s_waitcnt vmcnt(11)
	v_and_b32_e32 v24, 15, v24
	v_and_b32_e32 v29, 0xf00, v29
	v_and_b32_e32 v19, 0xf00000, v37
	v_or_b32_e32 v31, v39, v31
	v_and_or_b32 v8, 0xf000, v8, v32
	v_or_b32_e32 v15, v20, v35
	v_lshl_or_b32 v12, v16, 16, v12
	v_lshl_or_b32 v14, v23, 16, v14
	v_and_b32_e32 v18, 15, v18
	v_lshlrev_b32_e32 v9, 4, v9
	v_lshlrev_b32_e32 v38, 8, v11
	s_waitcnt vmcnt(10)
	v_and_b32_e32 v25, 15, v25
	v_lshlrev_b32_e32 v11, 4, v11
	v_and_b32_e32 v33, 0xf000000, v34
	v_lshlrev_b32_e32 v34, 16, v36
	v_and_b32_e32 v30, 0xf00, v30
	v_and_or_b32 v10, 0xf000, v10, v19
	v_and_b32_e32 v16, 0xff, v31
	v_or3_b32 v8, v29, v13, v8
	v_and_b32_e32 v13, 0xff, v15
	v_lshl_or_b32 v12, v17, 20, v12
	v_lshl_or_b32 v14, v24, 20, v14
	v_and_b32_e32 v21, 0xf000000, v38
	v_or3_b32 v10, v30, v34, v10
	v_and_or_b32 v9, 0xf0000000, v9, v16
	v_and_or_b32 v11, 0xf0000000, v11, v13
	v_lshl_or_b32 v12, v18, 24, v12
	v_lshl_or_b32 v13, v25, 24, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_or3_b32 v8, v8, v33, v9
	v_or3_b32 v9, v10, v21, v11
	s_waitcnt vmcnt(9)
	v_lshl_or_b32 v10, v27, 28, v12
	s_waitcnt vmcnt(8)
	v_lshl_or_b32 v11, v28, 28, v13
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[1,1,0] clamp
	s_clause 0x7
	global_store_b32 v26, v0, s[0:1]
	global_store_b32 v26, v1, s[0:1] offset:128
	global_store_b32 v26, v2, s[0:1] offset:256
	global_store_b32 v26, v3, s[0:1] offset:384
	global_store_b32 v26, v4, s[0:1] offset:512
	global_store_b32 v26, v5, s[0:1] offset:640
	global_store_b32 v26, v6, s[0:1] offset:768
	global_store_b32 v26, v7, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu4_ss_clamp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end13:
	.size	iu4_ss_clamp, .Lfunc_end13-iu4_ss_clamp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 800
; NumSgprs: 8
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 40
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
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f32_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         f32_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f32_f16_k32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         f32_f16_k32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f32_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         f32_bf16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f16_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         f16_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           f16_f16_hi
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         f16_f16_hi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bf16_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         bf16_bf16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bf16_bf16_hi
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         bf16_bf16_hi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           iu8_uu
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         iu8_uu.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           iu8_ss
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         iu8_ss.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           iu8_su_clamp
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         iu8_su_clamp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           iu8_us_clamp
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         iu8_us_clamp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           iu4_uu
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         iu4_uu.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           iu4_su
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         iu4_su.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           iu4_ss_clamp
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         iu4_ss_clamp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
