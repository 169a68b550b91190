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
	v_lshlrev_b32_e32 v21, 1, v9
	v_lshlrev_b32_e32 v13, 5, v9
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v1, v21, s[4:5]
	global_load_u16 v2, v21, s[4:5] offset:64
	global_load_u16 v3, v21, s[4:5] offset:128
	global_load_u16 v4, v21, s[4:5] offset:192
	global_load_u16 v5, v21, s[4:5] offset:256
	global_load_u16 v6, v21, s[4:5] offset:320
	global_load_u16 v7, v21, s[4:5] offset:384
	global_load_u16 v8, v21, s[4:5] offset:448
	s_clause 0x1
	global_load_b128 v[9:12], v13, s[2:3]
	global_load_b128 v[13:16], v13, s[2:3] offset:16
	s_clause 0x3
	global_load_b32 v17, v0, s[6:7]
	global_load_b32 v18, v0, s[6:7] offset:256
	global_load_b32 v19, v0, s[6:7] offset:512
	global_load_b32 v20, v0, s[6:7] offset:768
	s_clause 0x7
	global_load_d16_hi_b16 v1, v21, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v21, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v21, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v21, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v21, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v21, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v21, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v21, s[4:5] offset:480
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[17:20], v[9:16], v[1:8], v[17:20]
	s_clause 0x3
	global_store_b32 v0, v17, s[0:1]
	global_store_b32 v0, v18, s[0:1] offset:256
	global_store_b32 v0, v19, s[0:1] offset:512
	global_store_b32 v0, v20, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f32_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
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
; codeLenInByte = 284
; NumSgprs: 8
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_lshlrev_b32_e32 v37, 1, v17
	v_lshlrev_b32_e32 v29, 5, v17
	s_waitcnt lgkmcnt(0)
	s_clause 0xf
	global_load_u16 v1, v37, s[4:5]
	global_load_u16 v2, v37, s[4:5] offset:64
	global_load_u16 v3, v37, s[4:5] offset:128
	global_load_u16 v4, v37, s[4:5] offset:192
	global_load_u16 v5, v37, s[4:5] offset:256
	global_load_u16 v6, v37, s[4:5] offset:320
	global_load_u16 v7, v37, s[4:5] offset:384
	global_load_u16 v8, v37, s[4:5] offset:448
	global_load_u16 v9, v37, s[4:5] offset:512
	global_load_u16 v10, v37, s[4:5] offset:576
	global_load_u16 v11, v37, s[4:5] offset:640
	global_load_u16 v12, v37, s[4:5] offset:704
	global_load_u16 v13, v37, s[4:5] offset:768
	global_load_u16 v14, v37, s[4:5] offset:832
	global_load_u16 v15, v37, s[4:5] offset:896
	global_load_u16 v16, v37, s[4:5] offset:960
	s_clause 0x3
	global_load_b128 v[17:20], v29, s[2:3]
	global_load_b128 v[21:24], v29, s[2:3] offset:16
	global_load_b128 v[25:28], v29, s[2:3] offset:512
	global_load_b128 v[29:32], v29, s[2:3] offset:528
	s_clause 0x3
	global_load_b32 v33, v0, s[6:7]
	global_load_b32 v34, v0, s[6:7] offset:256
	global_load_b32 v35, v0, s[6:7] offset:512
	global_load_b32 v36, v0, s[6:7] offset:768
	s_clause 0xf
	global_load_d16_hi_b16 v1, v37, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v37, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v37, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v37, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v37, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v37, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v37, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v37, s[4:5] offset:480
	global_load_d16_hi_b16 v9, v37, s[4:5] offset:544
	global_load_d16_hi_b16 v10, v37, s[4:5] offset:608
	global_load_d16_hi_b16 v11, v37, s[4:5] offset:672
	global_load_d16_hi_b16 v12, v37, s[4:5] offset:736
	global_load_d16_hi_b16 v13, v37, s[4:5] offset:800
	global_load_d16_hi_b16 v14, v37, s[4:5] offset:864
	global_load_d16_hi_b16 v15, v37, s[4:5] offset:928
	global_load_d16_hi_b16 v16, v37, s[4:5] offset:992
	s_waitcnt vmcnt(8)
	v_wmma_f32_16x16x16_f16 v[33:36], v[17:24], v[1:8], v[33:36]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[33:36], v[25:32], v[9:16], v[33:36]
	s_clause 0x3
	global_store_b32 v0, v33, s[0:1]
	global_store_b32 v0, v34, s[0:1] offset:256
	global_store_b32 v0, v35, s[0:1] offset:512
	global_store_b32 v0, v36, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f32_f16_k32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
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
; codeLenInByte = 444
; NumSgprs: 8
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 38
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_lshlrev_b32_e32 v21, 1, v9
	v_lshlrev_b32_e32 v13, 5, v9
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v1, v21, s[4:5]
	global_load_u16 v2, v21, s[4:5] offset:64
	global_load_u16 v3, v21, s[4:5] offset:128
	global_load_u16 v4, v21, s[4:5] offset:192
	global_load_u16 v5, v21, s[4:5] offset:256
	global_load_u16 v6, v21, s[4:5] offset:320
	global_load_u16 v7, v21, s[4:5] offset:384
	global_load_u16 v8, v21, s[4:5] offset:448
	s_clause 0x1
	global_load_b128 v[9:12], v13, s[2:3]
	global_load_b128 v[13:16], v13, s[2:3] offset:16
	s_clause 0x3
	global_load_b32 v17, v0, s[6:7]
	global_load_b32 v18, v0, s[6:7] offset:256
	global_load_b32 v19, v0, s[6:7] offset:512
	global_load_b32 v20, v0, s[6:7] offset:768
	s_clause 0x7
	global_load_d16_hi_b16 v1, v21, s[4:5] offset:32
	global_load_d16_hi_b16 v2, v21, s[4:5] offset:96
	global_load_d16_hi_b16 v3, v21, s[4:5] offset:160
	global_load_d16_hi_b16 v4, v21, s[4:5] offset:224
	global_load_d16_hi_b16 v5, v21, s[4:5] offset:288
	global_load_d16_hi_b16 v6, v21, s[4:5] offset:352
	global_load_d16_hi_b16 v7, v21, s[4:5] offset:416
	global_load_d16_hi_b16 v8, v21, s[4:5] offset:480
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[17:20], v[9:16], v[1:8], v[17:20]
	s_clause 0x3
	global_store_b32 v0, v17, s[0:1]
	global_store_b32 v0, v18, s[0:1] offset:256
	global_store_b32 v0, v19, s[0:1] offset:512
	global_store_b32 v0, v20, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f32_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
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
; codeLenInByte = 284
; NumSgprs: 8
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v8, 15, v0
	v_lshlrev_b32_e32 v21, 1, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v20, 1, v8
	v_lshlrev_b32_e32 v12, 5, v8
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v0, v20, s[4:5]
	global_load_u16 v1, v20, s[4:5] offset:64
	global_load_u16 v2, v20, s[4:5] offset:128
	global_load_u16 v3, v20, s[4:5] offset:192
	global_load_u16 v4, v20, s[4:5] offset:256
	global_load_u16 v5, v20, s[4:5] offset:320
	global_load_u16 v6, v20, s[4:5] offset:384
	global_load_u16 v7, v20, s[4:5] offset:448
	s_clause 0x3
	global_load_u16 v16, v21, s[6:7]
	global_load_u16 v17, v21, s[6:7] offset:128
	global_load_u16 v18, v21, s[6:7] offset:256
	global_load_u16 v19, v21, s[6:7] offset:384
	s_clause 0x1
	global_load_b128 v[8:11], v12, s[2:3]
	global_load_b128 v[12:15], v12, s[2:3] offset:16
	s_clause 0x7
	global_load_d16_hi_b16 v0, v20, s[4:5] offset:32
	global_load_d16_hi_b16 v1, v20, s[4:5] offset:96
	global_load_d16_hi_b16 v2, v20, s[4:5] offset:160
	global_load_d16_hi_b16 v3, v20, s[4:5] offset:224
	global_load_d16_hi_b16 v4, v20, s[4:5] offset:288
	global_load_d16_hi_b16 v5, v20, s[4:5] offset:352
	global_load_d16_hi_b16 v6, v20, s[4:5] offset:416
	global_load_d16_hi_b16 v7, v20, s[4:5] offset:480
	s_clause 0x3
	global_load_d16_hi_b16 v16, v21, s[6:7] offset:512
	global_load_d16_hi_b16 v17, v21, s[6:7] offset:640
	global_load_d16_hi_b16 v18, v21, s[6:7] offset:768
	global_load_d16_hi_b16 v19, v21, s[6:7] offset:896
	s_waitcnt vmcnt(0)
	v_wmma_f16_16x16x16_f16 v[16:19], v[8:15], v[0:7], v[16:19]
	s_clause 0x7
	global_store_b16 v21, v16, s[0:1]
	global_store_b16 v21, v17, s[0:1] offset:128
	global_store_b16 v21, v18, s[0:1] offset:256
	global_store_b16 v21, v19, s[0:1] offset:384
	global_store_d16_hi_b16 v21, v16, s[0:1] offset:512
	global_store_d16_hi_b16 v21, v17, s[0:1] offset:640
	global_store_d16_hi_b16 v21, v18, s[0:1] offset:768
	global_store_d16_hi_b16 v21, v19, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f16_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
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
; codeLenInByte = 352
; NumSgprs: 8
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v8, 15, v0
	v_lshlrev_b32_e32 v21, 1, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v20, 1, v8
	v_lshlrev_b32_e32 v12, 5, v8
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v0, v20, s[4:5]
	global_load_u16 v1, v20, s[4:5] offset:64
	global_load_u16 v2, v20, s[4:5] offset:128
	global_load_u16 v3, v20, s[4:5] offset:192
	global_load_u16 v4, v20, s[4:5] offset:256
	global_load_u16 v5, v20, s[4:5] offset:320
	global_load_u16 v6, v20, s[4:5] offset:384
	global_load_u16 v7, v20, s[4:5] offset:448
	s_clause 0x3
	global_load_u16 v16, v21, s[6:7] offset:512
	global_load_u16 v17, v21, s[6:7] offset:640
	global_load_u16 v18, v21, s[6:7] offset:768
	global_load_u16 v19, v21, s[6:7] offset:896
	s_clause 0x1
	global_load_b128 v[8:11], v12, s[2:3]
	global_load_b128 v[12:15], v12, s[2:3] offset:16
	s_clause 0x7
	global_load_d16_hi_b16 v0, v20, s[4:5] offset:32
	global_load_d16_hi_b16 v1, v20, s[4:5] offset:96
	global_load_d16_hi_b16 v2, v20, s[4:5] offset:160
	global_load_d16_hi_b16 v3, v20, s[4:5] offset:224
	global_load_d16_hi_b16 v4, v20, s[4:5] offset:288
	global_load_d16_hi_b16 v5, v20, s[4:5] offset:352
	global_load_d16_hi_b16 v6, v20, s[4:5] offset:416
	global_load_d16_hi_b16 v7, v20, s[4:5] offset:480
	s_clause 0x3
	global_load_d16_hi_b16 v16, v21, s[6:7]
	global_load_d16_hi_b16 v17, v21, s[6:7] offset:128
	global_load_d16_hi_b16 v18, v21, s[6:7] offset:256
	global_load_d16_hi_b16 v19, v21, s[6:7] offset:384
	s_waitcnt vmcnt(0)
	v_wmma_f16_16x16x16_f16 v[16:19], v[8:15], v[0:7], v[16:19] op_sel:[0,0,1]
	s_clause 0x7
	global_store_d16_hi_b16 v21, v16, s[0:1]
	global_store_d16_hi_b16 v21, v17, s[0:1] offset:128
	global_store_d16_hi_b16 v21, v18, s[0:1] offset:256
	global_store_d16_hi_b16 v21, v19, s[0:1] offset:384
	global_store_b16 v21, v16, s[0:1] offset:512
	global_store_b16 v21, v17, s[0:1] offset:640
	global_store_b16 v21, v18, s[0:1] offset:768
	global_store_b16 v21, v19, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f16_f16_hi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
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
; codeLenInByte = 352
; NumSgprs: 8
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v8, 15, v0
	v_lshlrev_b32_e32 v21, 1, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v20, 1, v8
	v_lshlrev_b32_e32 v12, 5, v8
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v0, v20, s[4:5]
	global_load_u16 v1, v20, s[4:5] offset:64
	global_load_u16 v2, v20, s[4:5] offset:128
	global_load_u16 v3, v20, s[4:5] offset:192
	global_load_u16 v4, v20, s[4:5] offset:256
	global_load_u16 v5, v20, s[4:5] offset:320
	global_load_u16 v6, v20, s[4:5] offset:384
	global_load_u16 v7, v20, s[4:5] offset:448
	s_clause 0x3
	global_load_u16 v16, v21, s[6:7]
	global_load_u16 v17, v21, s[6:7] offset:128
	global_load_u16 v18, v21, s[6:7] offset:256
	global_load_u16 v19, v21, s[6:7] offset:384
	s_clause 0x1
	global_load_b128 v[8:11], v12, s[2:3]
	global_load_b128 v[12:15], v12, s[2:3] offset:16
	s_clause 0x7
	global_load_d16_hi_b16 v0, v20, s[4:5] offset:32
	global_load_d16_hi_b16 v1, v20, s[4:5] offset:96
	global_load_d16_hi_b16 v2, v20, s[4:5] offset:160
	global_load_d16_hi_b16 v3, v20, s[4:5] offset:224
	global_load_d16_hi_b16 v4, v20, s[4:5] offset:288
	global_load_d16_hi_b16 v5, v20, s[4:5] offset:352
	global_load_d16_hi_b16 v6, v20, s[4:5] offset:416
	global_load_d16_hi_b16 v7, v20, s[4:5] offset:480
	s_clause 0x3
	global_load_d16_hi_b16 v16, v21, s[6:7] offset:512
	global_load_d16_hi_b16 v17, v21, s[6:7] offset:640
	global_load_d16_hi_b16 v18, v21, s[6:7] offset:768
	global_load_d16_hi_b16 v19, v21, s[6:7] offset:896
	s_waitcnt vmcnt(0)
	v_wmma_bf16_16x16x16_bf16 v[16:19], v[8:15], v[0:7], v[16:19]
	s_clause 0x7
	global_store_b16 v21, v16, s[0:1]
	global_store_b16 v21, v17, s[0:1] offset:128
	global_store_b16 v21, v18, s[0:1] offset:256
	global_store_b16 v21, v19, s[0:1] offset:384
	global_store_d16_hi_b16 v21, v16, s[0:1] offset:512
	global_store_d16_hi_b16 v21, v17, s[0:1] offset:640
	global_store_d16_hi_b16 v21, v18, s[0:1] offset:768
	global_store_d16_hi_b16 v21, v19, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bf16_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
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
; codeLenInByte = 352
; NumSgprs: 8
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v8, 15, v0
	v_lshlrev_b32_e32 v21, 1, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v20, 1, v8
	v_lshlrev_b32_e32 v12, 5, v8
	s_waitcnt lgkmcnt(0)
	s_clause 0x7
	global_load_u16 v0, v20, s[4:5]
	global_load_u16 v1, v20, s[4:5] offset:64
	global_load_u16 v2, v20, s[4:5] offset:128
	global_load_u16 v3, v20, s[4:5] offset:192
	global_load_u16 v4, v20, s[4:5] offset:256
	global_load_u16 v5, v20, s[4:5] offset:320
	global_load_u16 v6, v20, s[4:5] offset:384
	global_load_u16 v7, v20, s[4:5] offset:448
	s_clause 0x3
	global_load_u16 v16, v21, s[6:7] offset:512
	global_load_u16 v17, v21, s[6:7] offset:640
	global_load_u16 v18, v21, s[6:7] offset:768
	global_load_u16 v19, v21, s[6:7] offset:896
	s_clause 0x1
	global_load_b128 v[8:11], v12, s[2:3]
	global_load_b128 v[12:15], v12, s[2:3] offset:16
	s_clause 0x7
	global_load_d16_hi_b16 v0, v20, s[4:5] offset:32
	global_load_d16_hi_b16 v1, v20, s[4:5] offset:96
	global_load_d16_hi_b16 v2, v20, s[4:5] offset:160
	global_load_d16_hi_b16 v3, v20, s[4:5] offset:224
	global_load_d16_hi_b16 v4, v20, s[4:5] offset:288
	global_load_d16_hi_b16 v5, v20, s[4:5] offset:352
	global_load_d16_hi_b16 v6, v20, s[4:5] offset:416
	global_load_d16_hi_b16 v7, v20, s[4:5] offset:480
	s_clause 0x3
	global_load_d16_hi_b16 v16, v21, s[6:7]
	global_load_d16_hi_b16 v17, v21, s[6:7] offset:128
	global_load_d16_hi_b16 v18, v21, s[6:7] offset:256
	global_load_d16_hi_b16 v19, v21, s[6:7] offset:384
	s_waitcnt vmcnt(0)
	v_wmma_bf16_16x16x16_bf16 v[16:19], v[8:15], v[0:7], v[16:19] op_sel:[0,0,1]
	s_clause 0x7
	global_store_d16_hi_b16 v21, v16, s[0:1]
	global_store_d16_hi_b16 v21, v17, s[0:1] offset:128
	global_store_d16_hi_b16 v21, v18, s[0:1] offset:256
	global_store_d16_hi_b16 v21, v19, s[0:1] offset:384
	global_store_b16 v21, v16, s[0:1] offset:512
	global_store_b16 v21, v17, s[0:1] offset:640
	global_store_b16 v21, v18, s[0:1] offset:768
	global_store_b16 v21, v19, s[0:1] offset:896
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bf16_bf16_hi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
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
; codeLenInByte = 352
; NumSgprs: 8
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v4, 15, v0
	v_lshlrev_b32_e32 v22, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0xc
	global_load_u8 v8, v4, s[4:5]
	global_load_u8 v9, v4, s[4:5] offset:16
	global_load_u8 v10, v4, s[4:5] offset:64
	global_load_u8 v11, v4, s[4:5] offset:80
	global_load_u8 v12, v4, s[4:5] offset:128
	global_load_u8 v13, v4, s[4:5] offset:144
	global_load_u8 v14, v4, s[4:5] offset:192
	global_load_u8 v15, v4, s[4:5] offset:208
	global_load_u8 v16, v4, s[4:5] offset:32
	global_load_u8 v17, v4, s[4:5] offset:48
	global_load_u8 v19, v4, s[4:5] offset:96
	global_load_u8 v20, v4, s[4:5] offset:160
	global_load_u8 v21, v4, s[4:5] offset:224
	v_lshlrev_b32_e32 v18, 4, v4
	s_clause 0x1
	global_load_u8 v23, v4, s[4:5] offset:176
	global_load_u8 v24, v4, s[4:5] offset:112
	global_load_b128 v[0:3], v18, s[2:3]
	global_load_u8 v25, v4, s[4:5] offset:240
	s_clause 0x3
	global_load_b32 v4, v22, s[6:7]
	global_load_b32 v5, v22, s[6:7] offset:256
	global_load_b32 v6, v22, s[6:7] offset:512
	global_load_b32 v7, v22, s[6:7] offset:768
	global_load_b32 v0, v18, s[2:3]
	s_waitcnt vmcnt(20)
	v_lshl_or_b32 v8, v9, 8, v8
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v9, v11, 8, v10
	s_waitcnt vmcnt(16)
	v_lshl_or_b32 v10, v13, 8, v12
	s_waitcnt vmcnt(14)
	v_lshl_or_b32 v11, v15, 8, v14
	s_waitcnt vmcnt(13)
	v_lshl_or_b32 v8, v16, 16, v8
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v9, v19, 16, v9
	s_waitcnt vmcnt(10)
	v_lshl_or_b32 v10, v20, 16, v10
	s_waitcnt vmcnt(9)
	v_lshl_or_b32 v11, v21, 16, v11
	v_lshl_or_b32 v8, v17, 24, v8
	s_waitcnt vmcnt(7)
	v_lshl_or_b32 v9, v24, 24, v9
	v_lshl_or_b32 v10, v23, 24, v10
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v11, v25, 24, v11
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu8 v[4:7], v[0:3], v[8:11], v[4:7]
	s_clause 0x3
	global_store_b32 v22, v4, s[0:1]
	global_store_b32 v22, v5, s[0:1] offset:256
	global_store_b32 v22, v6, s[0:1] offset:512
	global_store_b32 v22, v7, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu8_uu
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
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
.Lfunc_end7:
	.size	iu8_uu, .Lfunc_end7-iu8_uu
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 412
; NumSgprs: 8
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 26
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v4, 15, v0
	v_lshlrev_b32_e32 v22, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0xc
	global_load_u8 v8, v4, s[4:5]
	global_load_u8 v9, v4, s[4:5] offset:16
	global_load_u8 v10, v4, s[4:5] offset:64
	global_load_u8 v11, v4, s[4:5] offset:80
	global_load_u8 v12, v4, s[4:5] offset:128
	global_load_u8 v13, v4, s[4:5] offset:144
	global_load_u8 v14, v4, s[4:5] offset:192
	global_load_u8 v15, v4, s[4:5] offset:208
	global_load_u8 v16, v4, s[4:5] offset:32
	global_load_u8 v17, v4, s[4:5] offset:48
	global_load_u8 v19, v4, s[4:5] offset:96
	global_load_u8 v20, v4, s[4:5] offset:160
	global_load_u8 v21, v4, s[4:5] offset:224
	v_lshlrev_b32_e32 v18, 4, v4
	s_clause 0x1
	global_load_u8 v23, v4, s[4:5] offset:176
	global_load_u8 v24, v4, s[4:5] offset:112
	global_load_b128 v[0:3], v18, s[2:3]
	global_load_u8 v25, v4, s[4:5] offset:240
	s_clause 0x3
	global_load_b32 v4, v22, s[6:7]
	global_load_b32 v5, v22, s[6:7] offset:256
	global_load_b32 v6, v22, s[6:7] offset:512
	global_load_b32 v7, v22, s[6:7] offset:768
	global_load_b32 v0, v18, s[2:3]
	s_waitcnt vmcnt(20)
	v_lshl_or_b32 v8, v9, 8, v8
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v9, v11, 8, v10
	s_waitcnt vmcnt(16)
	v_lshl_or_b32 v10, v13, 8, v12
	s_waitcnt vmcnt(14)
	v_lshl_or_b32 v11, v15, 8, v14
	s_waitcnt vmcnt(13)
	v_lshl_or_b32 v8, v16, 16, v8
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v9, v19, 16, v9
	s_waitcnt vmcnt(10)
	v_lshl_or_b32 v10, v20, 16, v10
	s_waitcnt vmcnt(9)
	v_lshl_or_b32 v11, v21, 16, v11
	v_lshl_or_b32 v8, v17, 24, v8
	s_waitcnt vmcnt(7)
	v_lshl_or_b32 v9, v24, 24, v9
	v_lshl_or_b32 v10, v23, 24, v10
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v11, v25, 24, v11
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu8 v[4:7], v[0:3], v[8:11], v[4:7] neg_lo:[1,1,0]
	s_clause 0x3
	global_store_b32 v22, v4, s[0:1]
	global_store_b32 v22, v5, s[0:1] offset:256
	global_store_b32 v22, v6, s[0:1] offset:512
	global_store_b32 v22, v7, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu8_ss
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
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
.Lfunc_end8:
	.size	iu8_ss, .Lfunc_end8-iu8_ss
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 412
; NumSgprs: 8
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 26
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v4, 15, v0
	v_lshlrev_b32_e32 v22, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0xc
	global_load_u8 v8, v4, s[4:5]
	global_load_u8 v9, v4, s[4:5] offset:16
	global_load_u8 v10, v4, s[4:5] offset:64
	global_load_u8 v11, v4, s[4:5] offset:80
	global_load_u8 v12, v4, s[4:5] offset:128
	global_load_u8 v13, v4, s[4:5] offset:144
	global_load_u8 v14, v4, s[4:5] offset:192
	global_load_u8 v15, v4, s[4:5] offset:208
	global_load_u8 v16, v4, s[4:5] offset:32
	global_load_u8 v17, v4, s[4:5] offset:48
	global_load_u8 v19, v4, s[4:5] offset:96
	global_load_u8 v20, v4, s[4:5] offset:160
	global_load_u8 v21, v4, s[4:5] offset:224
	v_lshlrev_b32_e32 v18, 4, v4
	s_clause 0x1
	global_load_u8 v23, v4, s[4:5] offset:176
	global_load_u8 v24, v4, s[4:5] offset:112
	global_load_b128 v[0:3], v18, s[2:3]
	global_load_u8 v25, v4, s[4:5] offset:240
	s_clause 0x3
	global_load_b32 v4, v22, s[6:7]
	global_load_b32 v5, v22, s[6:7] offset:256
	global_load_b32 v6, v22, s[6:7] offset:512
	global_load_b32 v7, v22, s[6:7] offset:768
	global_load_b32 v0, v18, s[2:3]
	s_waitcnt vmcnt(20)
	v_lshl_or_b32 v8, v9, 8, v8
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v9, v11, 8, v10
	s_waitcnt vmcnt(16)
	v_lshl_or_b32 v10, v13, 8, v12
	s_waitcnt vmcnt(14)
	v_lshl_or_b32 v11, v15, 8, v14
	s_waitcnt vmcnt(13)
	v_lshl_or_b32 v8, v16, 16, v8
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v9, v19, 16, v9
	s_waitcnt vmcnt(10)
	v_lshl_or_b32 v10, v20, 16, v10
	s_waitcnt vmcnt(9)
	v_lshl_or_b32 v11, v21, 16, v11
	v_lshl_or_b32 v8, v17, 24, v8
	s_waitcnt vmcnt(7)
	v_lshl_or_b32 v9, v24, 24, v9
	v_lshl_or_b32 v10, v23, 24, v10
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v11, v25, 24, v11
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu8 v[4:7], v[0:3], v[8:11], v[4:7] neg_lo:[1,0,0] clamp
	s_clause 0x3
	global_store_b32 v22, v4, s[0:1]
	global_store_b32 v22, v5, s[0:1] offset:256
	global_store_b32 v22, v6, s[0:1] offset:512
	global_store_b32 v22, v7, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu8_su_clamp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
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
.Lfunc_end9:
	.size	iu8_su_clamp, .Lfunc_end9-iu8_su_clamp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 412
; NumSgprs: 8
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 26
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v4, 15, v0
	v_lshlrev_b32_e32 v22, 2, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0xc
	global_load_u8 v8, v4, s[4:5]
	global_load_u8 v9, v4, s[4:5] offset:16
	global_load_u8 v10, v4, s[4:5] offset:64
	global_load_u8 v11, v4, s[4:5] offset:80
	global_load_u8 v12, v4, s[4:5] offset:128
	global_load_u8 v13, v4, s[4:5] offset:144
	global_load_u8 v14, v4, s[4:5] offset:192
	global_load_u8 v15, v4, s[4:5] offset:208
	global_load_u8 v16, v4, s[4:5] offset:32
	global_load_u8 v17, v4, s[4:5] offset:48
	global_load_u8 v19, v4, s[4:5] offset:96
	global_load_u8 v20, v4, s[4:5] offset:160
	global_load_u8 v21, v4, s[4:5] offset:224
	v_lshlrev_b32_e32 v18, 4, v4
	s_clause 0x1
	global_load_u8 v23, v4, s[4:5] offset:176
	global_load_u8 v24, v4, s[4:5] offset:112
	global_load_b128 v[0:3], v18, s[2:3]
	global_load_u8 v25, v4, s[4:5] offset:240
	s_clause 0x3
	global_load_b32 v4, v22, s[6:7]
	global_load_b32 v5, v22, s[6:7] offset:256
	global_load_b32 v6, v22, s[6:7] offset:512
	global_load_b32 v7, v22, s[6:7] offset:768
	global_load_b32 v0, v18, s[2:3]
	s_waitcnt vmcnt(20)
	v_lshl_or_b32 v8, v9, 8, v8
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v9, v11, 8, v10
	s_waitcnt vmcnt(16)
	v_lshl_or_b32 v10, v13, 8, v12
	s_waitcnt vmcnt(14)
	v_lshl_or_b32 v11, v15, 8, v14
	s_waitcnt vmcnt(13)
	v_lshl_or_b32 v8, v16, 16, v8
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v9, v19, 16, v9
	s_waitcnt vmcnt(10)
	v_lshl_or_b32 v10, v20, 16, v10
	s_waitcnt vmcnt(9)
	v_lshl_or_b32 v11, v21, 16, v11
	v_lshl_or_b32 v8, v17, 24, v8
	s_waitcnt vmcnt(7)
	v_lshl_or_b32 v9, v24, 24, v9
	v_lshl_or_b32 v10, v23, 24, v10
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v11, v25, 24, v11
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu8 v[4:7], v[0:3], v[8:11], v[4:7] neg_lo:[0,1,0] clamp
	s_clause 0x3
	global_store_b32 v22, v4, s[0:1]
	global_store_b32 v22, v5, s[0:1] offset:256
	global_store_b32 v22, v6, s[0:1] offset:512
	global_store_b32 v22, v7, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu8_us_clamp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
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
.Lfunc_end10:
	.size	iu8_us_clamp, .Lfunc_end10-iu8_us_clamp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 412
; NumSgprs: 8
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 26
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v5, 15, v0
	v_lshlrev_b32_e32 v23, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 4, v5
	s_waitcnt lgkmcnt(0)
	global_load_b128 v[1:4], v1, s[2:3]
	s_clause 0xf
	global_load_u8 v9, v5, s[4:5]
	global_load_u8 v10, v5, s[4:5] offset:16
	global_load_u8 v11, v5, s[4:5] offset:32
	global_load_u8 v12, v5, s[4:5] offset:48
	global_load_u8 v13, v5, s[4:5] offset:64
	global_load_u8 v14, v5, s[4:5] offset:80
	global_load_u8 v15, v5, s[4:5] offset:96
	global_load_u8 v16, v5, s[4:5] offset:128
	global_load_u8 v17, v5, s[4:5] offset:144
	global_load_u8 v18, v5, s[4:5] offset:160
	global_load_u8 v19, v5, s[4:5] offset:176
	global_load_u8 v20, v5, s[4:5] offset:192
	global_load_u8 v21, v5, s[4:5] offset:208
	global_load_u8 v22, v5, s[4:5] offset:224
	global_load_u8 v24, v5, s[4:5] offset:112
	global_load_u8 v25, v5, s[4:5] offset:240
	s_clause 0x3
	global_load_b32 v5, v23, s[6:7]
	global_load_b32 v6, v23, s[6:7] offset:256
	global_load_b32 v7, v23, s[6:7] offset:512
	global_load_b32 v8, v23, s[6:7] offset:768
	s_waitcnt vmcnt(20)
	v_lshrrev_b32_e32 v0, 8, v1
	s_waitcnt vmcnt(19)
	v_and_b32_e32 v9, 15, v9
	s_waitcnt vmcnt(18)
	v_lshlrev_b16 v10, 4, v10
	s_waitcnt vmcnt(17)
	v_and_b32_e32 v11, 15, v11
	v_lshrrev_b32_e32 v26, 8, v3
	s_waitcnt vmcnt(16)
	v_and_b32_e32 v12, 15, v12
	v_and_b32_e32 v28, 15, v2
	v_or_b32_e32 v9, v10, v9
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v16, 15, v16
	s_waitcnt vmcnt(11)
	v_lshlrev_b16 v17, 4, v17
	s_waitcnt vmcnt(10)
	v_and_b32_e32 v18, 15, v18
	v_lshlrev_b32_e32 v29, 12, v2
	s_waitcnt vmcnt(9)
	v_and_b32_e32 v19, 15, v19
	v_perm_b32 v9, v11, v9, 0x6050400
	v_or_b32_e32 v16, v17, v16
	v_and_b32_e32 v27, 15, v1
	v_and_b32_e32 v13, 15, v13
	v_lshrrev_b32_e32 v1, 12, v1
	v_and_b32_e32 v31, 15, v3
	v_perm_b32 v11, v18, v16, 0x6050400
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v20, 15, v20
	v_lshlrev_b32_e32 v33, 12, v4
	v_lshlrev_b16 v35, 4, v0
	v_lshlrev_b32_e32 v10, 16, v28
	v_and_b32_e32 v28, 0xf00000, v29
	v_lshlrev_b16 v17, 4, v26
	v_lshl_or_b32 v9, v12, 12, v9
	v_lshl_or_b32 v11, v19, 12, v11
	v_and_b32_e32 v14, 15, v14
	v_lshlrev_b32_e32 v30, 8, v2
	v_and_b32_e32 v32, 15, v4
	v_lshrrev_b32_e32 v3, 12, v3
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v21, 15, v21
	v_and_b32_e32 v0, 0xf00, v0
	v_and_b32_e32 v16, 0xf00000, v33
	v_or_b32_e32 v27, v35, v27
	v_and_or_b32 v1, 0xf000, v1, v28
	v_or_b32_e32 v12, v17, v31
	v_lshl_or_b32 v9, v13, 16, v9
	v_lshl_or_b32 v11, v20, 16, v11
	v_and_b32_e32 v15, 15, v15
	v_lshlrev_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v34, 8, v4
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v22, 15, v22
	v_lshlrev_b32_e32 v4, 4, v4
	v_and_b32_e32 v29, 0xf000000, v30
	v_lshlrev_b32_e32 v30, 16, v32
	v_and_b32_e32 v26, 0xf00, v26
	v_and_or_b32 v3, 0xf000, v3, v16
	v_and_b32_e32 v13, 0xff, v27
	v_or3_b32 v0, v0, v10, v1
	v_and_b32_e32 v1, 0xff, v12
	v_lshl_or_b32 v9, v14, 20, v9
	v_lshl_or_b32 v10, v21, 20, v11
	v_and_b32_e32 v18, 0xf000000, v34
	v_or3_b32 v3, v26, v30, v3
	v_and_or_b32 v2, 0xf0000000, v2, v13
	v_and_or_b32 v1, 0xf0000000, v4, v1
	v_lshl_or_b32 v4, v15, 24, v9
	v_lshl_or_b32 v9, v22, 24, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_or3_b32 v0, v0, v29, v2
	v_or3_b32 v1, v3, v18, v1
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v2, v24, 28, v4
	s_waitcnt vmcnt(4)
	v_lshl_or_b32 v3, v25, 28, v9
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu4 v[5:8], v[0:1], v[2:3], v[5:8]
	s_clause 0x3
	global_store_b32 v23, v5, s[0:1]
	global_store_b32 v23, v6, s[0:1] offset:256
	global_store_b32 v23, v7, s[0:1] offset:512
	global_store_b32 v23, v8, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu4_uu
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
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
; codeLenInByte = 736
; NumSgprs: 8
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 36
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v5, 15, v0
	v_lshlrev_b32_e32 v23, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 4, v5
	s_waitcnt lgkmcnt(0)
	global_load_b128 v[1:4], v1, s[2:3]
	s_clause 0xf
	global_load_u8 v9, v5, s[4:5]
	global_load_u8 v10, v5, s[4:5] offset:16
	global_load_u8 v11, v5, s[4:5] offset:32
	global_load_u8 v12, v5, s[4:5] offset:48
	global_load_u8 v13, v5, s[4:5] offset:64
	global_load_u8 v14, v5, s[4:5] offset:80
	global_load_u8 v15, v5, s[4:5] offset:96
	global_load_u8 v16, v5, s[4:5] offset:128
	global_load_u8 v17, v5, s[4:5] offset:144
	global_load_u8 v18, v5, s[4:5] offset:160
	global_load_u8 v19, v5, s[4:5] offset:176
	global_load_u8 v20, v5, s[4:5] offset:192
	global_load_u8 v21, v5, s[4:5] offset:208
	global_load_u8 v22, v5, s[4:5] offset:224
	global_load_u8 v24, v5, s[4:5] offset:112
	global_load_u8 v25, v5, s[4:5] offset:240
	s_clause 0x3
	global_load_b32 v5, v23, s[6:7]
	global_load_b32 v6, v23, s[6:7] offset:256
	global_load_b32 v7, v23, s[6:7] offset:512
	global_load_b32 v8, v23, s[6:7] offset:768
	s_waitcnt vmcnt(20)
	v_lshrrev_b32_e32 v0, 8, v1
	s_waitcnt vmcnt(19)
	v_and_b32_e32 v9, 15, v9
	s_waitcnt vmcnt(18)
	v_lshlrev_b16 v10, 4, v10
	s_waitcnt vmcnt(17)
	v_and_b32_e32 v11, 15, v11
	v_lshrrev_b32_e32 v26, 8, v3
	s_waitcnt vmcnt(16)
	v_and_b32_e32 v12, 15, v12
	v_and_b32_e32 v28, 15, v2
	v_or_b32_e32 v9, v10, v9
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v16, 15, v16
	s_waitcnt vmcnt(11)
	v_lshlrev_b16 v17, 4, v17
	s_waitcnt vmcnt(10)
	v_and_b32_e32 v18, 15, v18
	v_lshlrev_b32_e32 v29, 12, v2
	s_waitcnt vmcnt(9)
	v_and_b32_e32 v19, 15, v19
	v_perm_b32 v9, v11, v9, 0x6050400
	v_or_b32_e32 v16, v17, v16
	v_and_b32_e32 v27, 15, v1
	v_and_b32_e32 v13, 15, v13
	v_lshrrev_b32_e32 v1, 12, v1
	v_and_b32_e32 v31, 15, v3
	v_perm_b32 v11, v18, v16, 0x6050400
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v20, 15, v20
	v_lshlrev_b32_e32 v33, 12, v4
	v_lshlrev_b16 v35, 4, v0
	v_lshlrev_b32_e32 v10, 16, v28
	v_and_b32_e32 v28, 0xf00000, v29
	v_lshlrev_b16 v17, 4, v26
	v_lshl_or_b32 v9, v12, 12, v9
	v_lshl_or_b32 v11, v19, 12, v11
	v_and_b32_e32 v14, 15, v14
	v_lshlrev_b32_e32 v30, 8, v2
	v_and_b32_e32 v32, 15, v4
	v_lshrrev_b32_e32 v3, 12, v3
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v21, 15, v21
	v_and_b32_e32 v0, 0xf00, v0
	v_and_b32_e32 v16, 0xf00000, v33
	v_or_b32_e32 v27, v35, v27
	v_and_or_b32 v1, 0xf000, v1, v28
	v_or_b32_e32 v12, v17, v31
	v_lshl_or_b32 v9, v13, 16, v9
	v_lshl_or_b32 v11, v20, 16, v11
	v_and_b32_e32 v15, 15, v15
	v_lshlrev_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v34, 8, v4
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v22, 15, v22
	v_lshlrev_b32_e32 v4, 4, v4
	v_and_b32_e32 v29, 0xf000000, v30
	v_lshlrev_b32_e32 v30, 16, v32
	v_and_b32_e32 v26, 0xf00, v26
	v_and_or_b32 v3, 0xf000, v3, v16
	v_and_b32_e32 v13, 0xff, v27
	v_or3_b32 v0, v0, v10, v1
	v_and_b32_e32 v1, 0xff, v12
	v_lshl_or_b32 v9, v14, 20, v9
	v_lshl_or_b32 v10, v21, 20, v11
	v_and_b32_e32 v18, 0xf000000, v34
	v_or3_b32 v3, v26, v30, v3
	v_and_or_b32 v2, 0xf0000000, v2, v13
	v_and_or_b32 v1, 0xf0000000, v4, v1
	v_lshl_or_b32 v4, v15, 24, v9
	v_lshl_or_b32 v9, v22, 24, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_or3_b32 v0, v0, v29, v2
	v_or3_b32 v1, v3, v18, v1
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v2, v24, 28, v4
	s_waitcnt vmcnt(4)
	v_lshl_or_b32 v3, v25, 28, v9
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu4 v[5:8], v[0:1], v[2:3], v[5:8] neg_lo:[1,0,0]
	s_clause 0x3
	global_store_b32 v23, v5, s[0:1]
	global_store_b32 v23, v6, s[0:1] offset:256
	global_store_b32 v23, v7, s[0:1] offset:512
	global_store_b32 v23, v8, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu4_su
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
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
; codeLenInByte = 736
; NumSgprs: 8
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 36
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	v_and_b32_e32 v5, 15, v0
	v_lshlrev_b32_e32 v23, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 4, v5
	s_waitcnt lgkmcnt(0)
	global_load_b128 v[1:4], v1, s[2:3]
	s_clause 0xf
	global_load_u8 v9, v5, s[4:5]
	global_load_u8 v10, v5, s[4:5] offset:16
	global_load_u8 v11, v5, s[4:5] offset:32
	global_load_u8 v12, v5, s[4:5] offset:48
	global_load_u8 v13, v5, s[4:5] offset:64
	global_load_u8 v14, v5, s[4:5] offset:80
	global_load_u8 v15, v5, s[4:5] offset:96
	global_load_u8 v16, v5, s[4:5] offset:128
	global_load_u8 v17, v5, s[4:5] offset:144
	global_load_u8 v18, v5, s[4:5] offset:160
	global_load_u8 v19, v5, s[4:5] offset:176
	global_load_u8 v20, v5, s[4:5] offset:192
	global_load_u8 v21, v5, s[4:5] offset:208
	global_load_u8 v22, v5, s[4:5] offset:224
	global_load_u8 v24, v5, s[4:5] offset:112
	global_load_u8 v25, v5, s[4:5] offset:240
	s_clause 0x3
	global_load_b32 v5, v23, s[6:7]
	global_load_b32 v6, v23, s[6:7] offset:256
	global_load_b32 v7, v23, s[6:7] offset:512
	global_load_b32 v8, v23, s[6:7] offset:768
	s_waitcnt vmcnt(20)
	v_lshrrev_b32_e32 v0, 8, v1
	s_waitcnt vmcnt(19)
	v_and_b32_e32 v9, 15, v9
	s_waitcnt vmcnt(18)
	v_lshlrev_b16 v10, 4, v10
	s_waitcnt vmcnt(17)
	v_and_b32_e32 v11, 15, v11
	v_lshrrev_b32_e32 v26, 8, v3
	s_waitcnt vmcnt(16)
	v_and_b32_e32 v12, 15, v12
	v_and_b32_e32 v28, 15, v2
	v_or_b32_e32 v9, v10, v9
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v16, 15, v16
	s_waitcnt vmcnt(11)
	v_lshlrev_b16 v17, 4, v17
	s_waitcnt vmcnt(10)
	v_and_b32_e32 v18, 15, v18
	v_lshlrev_b32_e32 v29, 12, v2
	s_waitcnt vmcnt(9)
	v_and_b32_e32 v19, 15, v19
	v_perm_b32 v9, v11, v9, 0x6050400
	v_or_b32_e32 v16, v17, v16
	v_and_b32_e32 v27, 15, v1
	v_and_b32_e32 v13, 15, v13
	v_lshrrev_b32_e32 v1, 12, v1
	v_and_b32_e32 v31, 15, v3
	v_perm_b32 v11, v18, v16, 0x6050400
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v20, 15, v20
	v_lshlrev_b32_e32 v33, 12, v4
	v_lshlrev_b16 v35, 4, v0
	v_lshlrev_b32_e32 v10, 16, v28
	v_and_b32_e32 v28, 0xf00000, v29
	v_lshlrev_b16 v17, 4, v26
	v_lshl_or_b32 v9, v12, 12, v9
	v_lshl_or_b32 v11, v19, 12, v11
	v_and_b32_e32 v14, 15, v14
	v_lshlrev_b32_e32 v30, 8, v2
	v_and_b32_e32 v32, 15, v4
	v_lshrrev_b32_e32 v3, 12, v3
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v21, 15, v21
	v_and_b32_e32 v0, 0xf00, v0
	v_and_b32_e32 v16, 0xf00000, v33
	v_or_b32_e32 v27, v35, v27
	v_and_or_b32 v1, 0xf000, v1, v28
	v_or_b32_e32 v12, v17, v31
	v_lshl_or_b32 v9, v13, 16, v9
	v_lshl_or_b32 v11, v20, 16, v11
	v_and_b32_e32 v15, 15, v15
	v_lshlrev_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v34, 8, v4
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v22, 15, v22
	v_lshlrev_b32_e32 v4, 4, v4
	v_and_b32_e32 v29, 0xf000000, v30
	v_lshlrev_b32_e32 v30, 16, v32
	v_and_b32_e32 v26, 0xf00, v26
	v_and_or_b32 v3, 0xf000, v3, v16
	v_and_b32_e32 v13, 0xff, v27
	v_or3_b32 v0, v0, v10, v1
	v_and_b32_e32 v1, 0xff, v12
	v_lshl_or_b32 v9, v14, 20, v9
	v_lshl_or_b32 v10, v21, 20, v11
	v_and_b32_e32 v18, 0xf000000, v34
	v_or3_b32 v3, v26, v30, v3
	v_and_or_b32 v2, 0xf0000000, v2, v13
	v_and_or_b32 v1, 0xf0000000, v4, v1
	v_lshl_or_b32 v4, v15, 24, v9
	v_lshl_or_b32 v9, v22, 24, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_or3_b32 v0, v0, v29, v2
	v_or3_b32 v1, v3, v18, v1
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v2, v24, 28, v4
	s_waitcnt vmcnt(4)
	v_lshl_or_b32 v3, v25, 28, v9
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_i32_16x16x16_iu4 v[5:8], v[0:1], v[2:3], v[5:8] neg_lo:[1,1,0] clamp
	s_clause 0x3
	global_store_b32 v23, v5, s[0:1]
	global_store_b32 v23, v6, s[0:1] offset:256
	global_store_b32 v23, v7, s[0:1] offset:512
	global_store_b32 v23, v8, s[0:1] offset:768
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel iu4_ss_clamp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
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
; codeLenInByte = 736
; NumSgprs: 8
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 36
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
