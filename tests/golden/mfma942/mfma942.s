	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	mfma_16x16x32_fp8_fp8   ; -- Begin function mfma_16x16x32_fp8_fp8
	.globl	mfma_16x16x32_fp8_fp8
	.p2align	8
	.type	mfma_16x16x32_fp8_fp8,@function
mfma_16x16x32_fp8_fp8:                  ; @mfma_16x16x32_fp8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v3, 2, v1
	s_movk_i32 s0, 0xf00
	v_and_or_b32 v4, v2, s0, v3
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshrrev_b32_e32 v0, 1, v0
	s_movk_i32 s0, 0x3c0
	v_and_b32_e32 v5, 0x78, v0
	v_and_or_b32 v2, v2, s0, v1
	v_lshl_or_b32 v6, v5, 4, v1
	v_lshlrev_b32_e32 v0, 4, v0
	s_movk_i32 s0, 0x70
	v_mov_b32_e32 v3, 0xc0
	v_or3_b32 v0, v0, v1, s0
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v7, v6, s[6:7]
	global_load_ubyte v8, v6, s[6:7] offset:16
	global_load_ubyte v9, v6, s[6:7] offset:32
	global_load_ubyte v10, v6, s[6:7] offset:48
	global_load_ubyte v11, v6, s[6:7] offset:64
	global_load_ubyte v12, v6, s[6:7] offset:80
	global_load_ubyte v13, v6, s[6:7] offset:96
	global_load_ubyte v14, v0, s[6:7]
	v_lshl_or_b32 v6, v2, 2, v3
	v_lshl_add_u32 v2, v1, 5, v5
	global_load_dwordx2 v[0:1], v2, s[4:5]
	global_load_dword a0, v4, s[8:9]
	global_load_dword a1, v4, s[8:9] offset:64
	global_load_dword a2, v4, s[8:9] offset:128
	global_load_dword a3, v6, s[8:9]
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v2, 0xffff, v7
	s_waitcnt vmcnt(11)
	v_lshlrev_b32_e32 v3, 8, v8
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v5, 16, v9
	s_waitcnt vmcnt(9)
	v_lshlrev_b32_e32 v7, 24, v10
	v_or_b32_e32 v2, v3, v2
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e32 v8, 8, v12
	v_or3_b32 v2, v2, v5, v7
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e32 v9, 16, v13
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e32 v10, 24, v14
	v_or3_b32 v3, 0, v11, v8
	v_or3_b32 v2, v2, 0, 0
	v_or3_b32 v3, v3, v9, v10
	v_or3_b32 v2, v2, 0, 0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]
	s_nop 6
	global_store_dword v4, a0, s[10:11]
	global_store_dword v4, a1, s[10:11] offset:64
	global_store_dword v4, a2, s[10:11] offset:128
	global_store_dword v6, a3, s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_16x16x32_fp8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
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
	.size	mfma_16x16x32_fp8_fp8, .Lfunc_end0-mfma_16x16x32_fp8_fp8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 376
; NumSgprs: 18
; NumVgprs: 15
; NumAgprs: 4
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_32x32x16_bf8_fp8_blgp ; -- Begin function mfma_32x32x16_bf8_fp8_blgp
	.globl	mfma_32x32x16_bf8_fp8_blgp
	.p2align	8
	.type	mfma_32x32x16_bf8_fp8_blgp,@function
mfma_32x32x16_bf8_fp8_blgp:             ; @mfma_32x32x16_bf8_fp8_blgp
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_movk_i32 s0, 0x380
	v_lshrrev_b32_e32 v5, 2, v0
	v_and_or_b32 v2, v2, s0, v1
	v_and_b32_e32 v6, 56, v5
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshl_add_u32 v2, v1, 4, v6
	s_waitcnt lgkmcnt(0)
	global_load_dword a0, v4, s[8:9]
	global_load_dword a1, v4, s[8:9] offset:128
	global_load_dword a2, v4, s[8:9] offset:256
	global_load_dword a3, v4, s[8:9] offset:384
	global_load_dword a4, v4, s[8:9] offset:1024
	global_load_dword a5, v4, s[8:9] offset:1152
	global_load_dword a6, v4, s[8:9] offset:1280
	global_load_dword a7, v4, s[8:9] offset:1408
	v_lshl_or_b32 v1, v6, 5, v1
	global_load_dwordx2 v[2:3], v2, s[4:5]
	v_lshlrev_b32_e32 v5, 5, v5
	s_movk_i32 s0, 0xe0
	v_or3_b32 v0, v5, v0, s0
	global_load_ubyte v5, v1, s[6:7]
	global_load_ubyte v6, v1, s[6:7] offset:32
	global_load_ubyte v7, v1, s[6:7] offset:64
	global_load_ubyte v8, v1, s[6:7] offset:96
	global_load_ubyte v9, v1, s[6:7] offset:128
	global_load_ubyte v10, v1, s[6:7] offset:160
	global_load_ubyte v11, v1, s[6:7] offset:192
	global_load_ubyte v12, v0, s[6:7]
	global_load_dword a8, v4, s[8:9] offset:2048
	global_load_dword a9, v4, s[8:9] offset:2176
	global_load_dword a10, v4, s[8:9] offset:2304
	global_load_dword a11, v4, s[8:9] offset:2432
	global_load_dword a12, v4, s[8:9] offset:3072
	global_load_dword a13, v4, s[8:9] offset:3200
	global_load_dword a14, v4, s[8:9] offset:3328
                                        ; kill: killed $sgpr6_sgpr7
                                        ; kill: killed $vgpr0
                                        ; kill: killed $vgpr1
	global_load_dword a15, v4, s[8:9] offset:3456
	s_waitcnt vmcnt(15)
	v_and_b32_e32 v0, 0xffff, v5
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v1, 8, v6
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v5, 16, v7
	s_waitcnt vmcnt(12)
	v_lshlrev_b32_e32 v6, 24, v8
	v_or_b32_e32 v0, v1, v0
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v7, 8, v10
	v_or3_b32 v0, v0, v5, v6
	s_waitcnt vmcnt(9)
	v_lshlrev_b32_e32 v8, 16, v11
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v10, 24, v12
	v_or3_b32 v1, 0, v9, v7
	v_or3_b32 v0, v0, 0, 0
	v_or3_b32 v1, v1, v8, v10
	v_or3_b32 v0, v0, 0, 0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x16_bf8_fp8 a[0:15], v[2:3], v[0:1], a[0:15] blgp:2
	s_nop 7
	s_nop 2
	global_store_dword v4, a0, s[10:11]
	global_store_dword v4, a1, s[10:11] offset:128
	global_store_dword v4, a2, s[10:11] offset:256
	global_store_dword v4, a3, s[10:11] offset:384
	global_store_dword v4, a4, s[10:11] offset:1024
	global_store_dword v4, a5, s[10:11] offset:1152
	global_store_dword v4, a6, s[10:11] offset:1280
	global_store_dword v4, a7, s[10:11] offset:1408
	global_store_dword v4, a8, s[10:11] offset:2048
	global_store_dword v4, a9, s[10:11] offset:2176
	global_store_dword v4, a10, s[10:11] offset:2304
	global_store_dword v4, a11, s[10:11] offset:2432
	global_store_dword v4, a12, s[10:11] offset:3072
	global_store_dword v4, a13, s[10:11] offset:3200
	global_store_dword v4, a14, s[10:11] offset:3328
	global_store_dword v4, a15, s[10:11] offset:3456
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_32x32x16_bf8_fp8_blgp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
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
	.size	mfma_32x32x16_bf8_fp8_blgp, .Lfunc_end1-mfma_32x32x16_bf8_fp8_blgp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; NumSgprs: 18
; NumVgprs: 13
; NumAgprs: 16
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_16x16x8_xf32       ; -- Begin function mfma_16x16x8_xf32
	.globl	mfma_16x16x8_xf32
	.p2align	8
	.type	mfma_16x16x8_xf32,@function
mfma_16x16x8_xf32:                      ; @mfma_16x16x8_xf32
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v4, 3, v0
	v_lshlrev_b32_e32 v2, 3, v1
	v_and_b32_e32 v3, 30, v4
	v_add_lshl_u32 v2, v2, v3, 2
	v_lshlrev_b32_e32 v6, 2, v1
	v_lshl_or_b32 v7, v3, 6, v6
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v2, s[4:5]
	v_lshlrev_b32_e32 v4, 6, v4
	v_or3_b32 v8, v4, v6, 64
	global_load_dword v4, v7, s[6:7]
	global_load_dword v5, v8, s[6:7]
	v_lshlrev_b32_e32 v7, 4, v0
	s_movk_i32 s0, 0xf00
	v_and_or_b32 v6, v7, s0, v6
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 s0, 0x3c0
	v_and_or_b32 v0, v0, s0, v1
	v_mov_b32_e32 v1, 0xc0
	v_lshl_or_b32 v0, v0, 2, v1
	global_load_dword a0, v6, s[8:9]
	global_load_dword a1, v6, s[8:9] offset:64
	global_load_dword a2, v6, s[8:9] offset:128
	global_load_dword a3, v0, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x8_xf32 a[0:3], v[2:3], v[4:5], a[0:3]
	s_nop 6
	global_store_dword v6, a0, s[10:11]
	global_store_dword v6, a1, s[10:11] offset:64
	global_store_dword v6, a2, s[10:11] offset:128
	global_store_dword v0, a3, s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_16x16x8_xf32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
	.size	mfma_16x16x8_xf32, .Lfunc_end2-mfma_16x16x8_xf32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 18
; NumVgprs: 9
; NumAgprs: 4
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i32_32x32x16_i8    ; -- Begin function mfma_i32_32x32x16_i8
	.globl	mfma_i32_32x32x16_i8
	.p2align	8
	.type	mfma_i32_32x32x16_i8,@function
mfma_i32_32x32x16_i8:                   ; @mfma_i32_32x32x16_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_movk_i32 s0, 0x380
	v_lshrrev_b32_e32 v5, 2, v0
	v_and_or_b32 v2, v2, s0, v1
	v_and_b32_e32 v6, 56, v5
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshl_add_u32 v2, v1, 4, v6
	s_waitcnt lgkmcnt(0)
	global_load_dword a0, v4, s[8:9]
	global_load_dword a1, v4, s[8:9] offset:128
	global_load_dword a2, v4, s[8:9] offset:256
	global_load_dword a3, v4, s[8:9] offset:384
	global_load_dword a4, v4, s[8:9] offset:1024
	global_load_dword a5, v4, s[8:9] offset:1152
	global_load_dword a6, v4, s[8:9] offset:1280
	global_load_dword a7, v4, s[8:9] offset:1408
	v_lshl_or_b32 v1, v6, 5, v1
	global_load_dwordx2 v[2:3], v2, s[4:5]
	v_lshlrev_b32_e32 v5, 5, v5
	s_movk_i32 s0, 0xe0
	v_or3_b32 v0, v5, v0, s0
	global_load_ubyte v5, v1, s[6:7]
	global_load_ubyte v6, v1, s[6:7] offset:32
	global_load_ubyte v7, v1, s[6:7] offset:64
	global_load_ubyte v8, v1, s[6:7] offset:96
	global_load_ubyte v9, v1, s[6:7] offset:128
	global_load_ubyte v10, v1, s[6:7] offset:160
	global_load_ubyte v11, v1, s[6:7] offset:192
	global_load_ubyte v12, v0, s[6:7]
	global_load_dword a8, v4, s[8:9] offset:2048
	global_load_dword a9, v4, s[8:9] offset:2176
	global_load_dword a10, v4, s[8:9] offset:2304
	global_load_dword a11, v4, s[8:9] offset:2432
	global_load_dword a12, v4, s[8:9] offset:3072
	global_load_dword a13, v4, s[8:9] offset:3200
	global_load_dword a14, v4, s[8:9] offset:3328
                                        ; kill: killed $sgpr6_sgpr7
                                        ; kill: killed $vgpr0
                                        ; kill: killed $vgpr1
	global_load_dword a15, v4, s[8:9] offset:3456
	s_waitcnt vmcnt(15)
	v_and_b32_e32 v0, 0xffff, v5
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v1, 8, v6
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v5, 16, v7
	s_waitcnt vmcnt(12)
	v_lshlrev_b32_e32 v6, 24, v8
	v_or_b32_e32 v0, v1, v0
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v7, 8, v10
	v_or3_b32 v0, v0, v5, v6
	s_waitcnt vmcnt(9)
	v_lshlrev_b32_e32 v8, 16, v11
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v10, 24, v12
	v_or3_b32 v1, 0, v9, v7
	v_or3_b32 v0, v0, 0, 0
	v_or3_b32 v1, v1, v8, v10
	v_or3_b32 v0, v0, 0, 0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_i32_32x32x16_i8 a[0:15], v[2:3], v[0:1], a[0:15]
	s_nop 7
	s_nop 2
	global_store_dword v4, a0, s[10:11]
	global_store_dword v4, a1, s[10:11] offset:128
	global_store_dword v4, a2, s[10:11] offset:256
	global_store_dword v4, a3, s[10:11] offset:384
	global_store_dword v4, a4, s[10:11] offset:1024
	global_store_dword v4, a5, s[10:11] offset:1152
	global_store_dword v4, a6, s[10:11] offset:1280
	global_store_dword v4, a7, s[10:11] offset:1408
	global_store_dword v4, a8, s[10:11] offset:2048
	global_store_dword v4, a9, s[10:11] offset:2176
	global_store_dword v4, a10, s[10:11] offset:2304
	global_store_dword v4, a11, s[10:11] offset:2432
	global_store_dword v4, a12, s[10:11] offset:3072
	global_store_dword v4, a13, s[10:11] offset:3200
	global_store_dword v4, a14, s[10:11] offset:3328
	global_store_dword v4, a15, s[10:11] offset:3456
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_32x32x16_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
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
	.size	mfma_i32_32x32x16_i8, .Lfunc_end3-mfma_i32_32x32x16_i8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; NumSgprs: 18
; NumVgprs: 13
; NumAgprs: 16
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_16x16x32_f16     ; -- Begin function smfmac_16x16x32_f16
	.globl	smfmac_16x16x32_f16
	.p2align	8
	.type	smfmac_16x16x32_f16,@function
smfmac_16x16x32_f16:                    ; @smfmac_16x16x32_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshrrev_b32_e32 v2, 4, v0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshl_add_u32 v3, v1, 4, v3
	v_lshlrev_b32_e32 v4, 1, v3
	s_waitcnt lgkmcnt(0)
	global_load_dword v5, v3, s[6:7]
	global_load_dwordx2 v[8:9], v4, s[4:5]
	v_lshlrev_b32_e32 v3, 1, v1
	v_lshl_or_b32 v2, v2, 8, v3
	global_load_ushort v4, v2, s[8:9]
	global_load_ushort v10, v2, s[8:9] offset:32
	global_load_ushort v11, v2, s[8:9] offset:64
	global_load_ushort v12, v2, s[8:9] offset:96
	global_load_ushort v6, v2, s[8:9] offset:128
	global_load_ushort v13, v2, s[8:9] offset:160
	global_load_ushort v7, v2, s[8:9] offset:192
	global_load_ushort v14, v2, s[8:9] offset:224
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v3, 2, v1
	s_movk_i32 s2, 0xf00
	v_and_or_b32 v15, v2, s2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 s2, 0x3c0
	v_and_or_b32 v0, v0, s2, v1
	v_mov_b32_e32 v1, 0xc0
	v_lshl_or_b32 v16, v0, 2, v1
	global_load_dword v0, v15, s[10:11]
	global_load_dword v1, v15, s[10:11] offset:64
	global_load_dword v2, v15, s[10:11] offset:128
	global_load_dword v3, v16, s[10:11]
	v_mov_b32_e32 v17, 3
	s_mov_b32 s2, 0x5040100
	s_mov_b32 s3, 0x5a005a5a
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt vmcnt(10)
	v_perm_b32 v4, v10, v4, s2
	v_lshlrev_b32_e32 v18, 10, v5
	v_lshlrev_b32_e32 v19, 4, v5
	v_and_b32_sdwa v17, v5, v17 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v20, 2, v5
	s_waitcnt vmcnt(8)
	v_perm_b32 v5, v12, v11, s2
	v_and_b32_e32 v10, 0xc0000, v18
	v_and_b32_e32 v11, 0x300000, v19
	v_and_b32_e32 v12, 0xc00000, v20
	v_or3_b32 v10, v17, v10, v11
	s_waitcnt vmcnt(4)
	v_perm_b32 v7, v14, v7, s2
	v_perm_b32 v6, v13, v6, s2
	v_or3_b32 v10, v10, v12, s3
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x32_f16 v[0:3], v[8:9], v[4:7], v10 abid:2
	s_waitcnt lgkmcnt(0)
	s_nop 5
	global_store_dword v15, v0, s[0:1]
	global_store_dword v15, v1, s[0:1] offset:64
	global_store_dword v15, v2, s[0:1] offset:128
	global_store_dword v16, v3, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_16x16x32_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
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
	.size	smfmac_16x16x32_f16, .Lfunc_end4-smfmac_16x16x32_f16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 404
; NumSgprs: 18
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_i32_32x32x32_i8  ; -- Begin function smfmac_i32_32x32x32_i8
	.globl	smfmac_i32_32x32x32_i8
	.p2align	8
	.type	smfmac_i32_32x32x32_i8,@function
smfmac_i32_32x32x32_i8:                 ; @smfmac_i32_32x32x32_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v0, 5, v0
	v_lshlrev_b32_e32 v2, 3, v0
	v_lshl_add_u32 v2, v1, 4, v2
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[16:17], v2, s[6:7]
	global_load_dwordx2 v[20:21], v2, s[4:5]
	v_lshlrev_b32_e32 v0, 9, v0
	v_or_b32_e32 v14, v0, v1
	v_lshl_or_b32 v22, v1, 2, v0
	global_load_ubyte v18, v14, s[8:9]
	global_load_ubyte v19, v14, s[8:9] offset:32
	global_load_ubyte v23, v14, s[8:9] offset:64
	global_load_ubyte v24, v14, s[8:9] offset:96
	global_load_ubyte v25, v14, s[8:9] offset:128
	global_load_ubyte v26, v14, s[8:9] offset:160
	global_load_ubyte v27, v14, s[8:9] offset:192
	global_load_ubyte v28, v14, s[8:9] offset:224
	global_load_ubyte v29, v14, s[8:9] offset:256
	global_load_ubyte v30, v14, s[8:9] offset:288
	global_load_ubyte v31, v14, s[8:9] offset:320
	global_load_ubyte v32, v14, s[8:9] offset:352
	global_load_ubyte v33, v14, s[8:9] offset:384
	global_load_ubyte v34, v14, s[8:9] offset:416
	global_load_ubyte v35, v14, s[8:9] offset:448
	global_load_ubyte v36, v14, s[8:9] offset:480
	global_load_dword v0, v22, s[10:11]
	global_load_dword v1, v22, s[10:11] offset:128
	global_load_dword v2, v22, s[10:11] offset:256
	global_load_dword v3, v22, s[10:11] offset:384
	global_load_dword v4, v22, s[10:11] offset:1024
	global_load_dword v5, v22, s[10:11] offset:1152
	global_load_dword v6, v22, s[10:11] offset:1280
	global_load_dword v7, v22, s[10:11] offset:1408
	global_load_dword v8, v22, s[10:11] offset:2048
	global_load_dword v9, v22, s[10:11] offset:2176
	global_load_dword v10, v22, s[10:11] offset:2304
	global_load_dword v11, v22, s[10:11] offset:2432
	global_load_dword v12, v22, s[10:11] offset:3072
	global_load_dword v13, v22, s[10:11] offset:3200
                                        ; kill: killed $vgpr14
                                        ; kill: killed $sgpr8_sgpr9
	global_load_dword v14, v22, s[10:11] offset:3328
	global_load_dword v15, v22, s[10:11] offset:3456
	v_mov_b32_e32 v37, 3
	s_movk_i32 s2, 0x1234
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt vmcnt(30)
	v_lshl_or_b32 v18, v19, 8, v18
	s_waitcnt vmcnt(29)
	v_lshlrev_b32_e32 v19, 16, v23
	s_waitcnt vmcnt(28)
	v_lshlrev_b32_e32 v23, 24, v24
	s_waitcnt vmcnt(26)
	v_lshl_or_b32 v24, v26, 8, v25
	s_waitcnt vmcnt(25)
	v_lshlrev_b32_e32 v25, 16, v27
	s_waitcnt vmcnt(24)
	v_lshlrev_b32_e32 v26, 24, v28
	s_waitcnt vmcnt(22)
	v_lshl_or_b32 v27, v30, 8, v29
	s_waitcnt vmcnt(21)
	v_lshlrev_b32_e32 v28, 16, v31
	s_waitcnt vmcnt(20)
	v_lshlrev_b32_e32 v29, 24, v32
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v30, v34, 8, v33
	s_waitcnt vmcnt(17)
	v_lshlrev_b32_e32 v31, 16, v35
	s_waitcnt vmcnt(16)
	v_lshlrev_b32_e32 v32, 24, v36
	v_lshlrev_b32_e32 v39, 10, v16
	v_lshlrev_b32_e32 v40, 4, v16
	v_and_b32_sdwa v38, v16, v37 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v16, 2, v16
	v_and_b32_e32 v33, 0xc0000, v39
	v_and_b32_e32 v34, 0x300000, v40
	v_and_b32_sdwa v37, v17, v37 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v41, 18, v17
	v_lshlrev_b32_e32 v42, 12, v17
	v_and_b32_e32 v35, 0xc00000, v16
	v_or3_b32 v16, v18, v19, v23
	v_or3_b32 v23, v38, v33, v34
	v_lshlrev_b32_e32 v17, 6, v17
	v_and_b32_e32 v36, 0xc000000, v41
	v_and_b32_e32 v39, 0x30000000, v42
	v_or3_b32 v23, v23, v35, v37
	v_and_b32_e32 v40, -2.0, v17
	v_or3_b32 v23, v23, v36, v39
	v_or3_b32 v17, v24, v25, v26
	v_or3_b32 v18, v27, v28, v29
	v_or3_b32 v19, v30, v31, v32
	v_or3_b32 v23, v23, v40, s2
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_i32_32x32x32_i8 v[0:15], v[20:21], v[16:19], v23 abid:1
	s_waitcnt lgkmcnt(0)
	s_nop 7
	s_nop 1
	global_store_dword v22, v0, s[0:1]
	global_store_dword v22, v1, s[0:1] offset:128
	global_store_dword v22, v2, s[0:1] offset:256
	global_store_dword v22, v3, s[0:1] offset:384
	global_store_dword v22, v4, s[0:1] offset:1024
	global_store_dword v22, v5, s[0:1] offset:1152
	global_store_dword v22, v6, s[0:1] offset:1280
	global_store_dword v22, v7, s[0:1] offset:1408
	global_store_dword v22, v8, s[0:1] offset:2048
	global_store_dword v22, v9, s[0:1] offset:2176
	global_store_dword v22, v10, s[0:1] offset:2304
	global_store_dword v22, v11, s[0:1] offset:2432
	global_store_dword v22, v12, s[0:1] offset:3072
	global_store_dword v22, v13, s[0:1] offset:3200
	global_store_dword v22, v14, s[0:1] offset:3328
	global_store_dword v22, v15, s[0:1] offset:3456
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_i32_32x32x32_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 44
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
.Lfunc_end5:
	.size	smfmac_i32_32x32x32_i8, .Lfunc_end5-smfmac_i32_32x32x32_i8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 756
; NumSgprs: 18
; NumVgprs: 43
; NumAgprs: 0
; TotalNumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 43
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_16x16x64_fp8_bf8 ; -- Begin function smfmac_16x16x64_fp8_bf8
	.globl	smfmac_16x16x64_fp8_bf8
	.p2align	8
	.type	smfmac_16x16x64_fp8_bf8,@function
smfmac_16x16x64_fp8_bf8:                ; @smfmac_16x16x64_fp8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshrrev_b32_e32 v2, 1, v0
	v_and_b32_e32 v1, 15, v0
	v_and_b32_e32 v2, 0x78, v2
	v_lshl_add_u32 v6, v1, 5, v2
	v_lshlrev_b32_e32 v2, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[4:5], v6, s[6:7]
	v_and_b32_e32 v3, 0xf00, v2
	v_or_b32_e32 v7, v3, v1
	global_load_ubyte v10, v7, s[8:9]
	global_load_ubyte v11, v7, s[8:9] offset:16
	global_load_ubyte v12, v7, s[8:9] offset:32
	global_load_ubyte v13, v7, s[8:9] offset:48
	global_load_ubyte v14, v7, s[8:9] offset:64
	global_load_ubyte v15, v7, s[8:9] offset:80
	global_load_ubyte v16, v7, s[8:9] offset:96
	global_load_ubyte v17, v7, s[8:9] offset:112
	s_movk_i32 s2, 0xf0
	v_or3_b32 v2, v2, v0, s2
	global_load_ubyte v18, v7, s[8:9] offset:128
	global_load_ubyte v19, v7, s[8:9] offset:144
	global_load_ubyte v20, v7, s[8:9] offset:160
	global_load_ubyte v21, v7, s[8:9] offset:176
	global_load_ubyte v22, v7, s[8:9] offset:192
	global_load_ubyte v23, v7, s[8:9] offset:208
	global_load_ubyte v24, v7, s[8:9] offset:224
	global_load_ubyte v25, v2, s[8:9]
	s_movk_i32 s2, 0x3c0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v2, 0xc0
	v_and_or_b32 v0, v0, s2, v1
	v_lshl_or_b32 v26, v1, 2, v3
	v_lshl_or_b32 v27, v0, 2, v2
	global_load_dwordx2 v[8:9], v6, s[4:5]
	global_load_dword v0, v26, s[10:11]
	global_load_dword v1, v26, s[10:11] offset:64
	global_load_dword v2, v26, s[10:11] offset:128
	global_load_dword v3, v27, s[10:11]
	v_mov_b32_e32 v6, 4
	v_mov_b32_e32 v7, 6
	s_mov_b32 s2, 0x6050400
	s_mov_b32 s3, 0xabcd0000
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt vmcnt(19)
	v_lshl_or_b32 v10, v11, 8, v10
	s_waitcnt vmcnt(18)
	v_lshlrev_b32_e32 v11, 16, v12
	s_waitcnt vmcnt(17)
	v_lshlrev_b32_e32 v12, 24, v13
	v_lshrrev_b32_e32 v28, 8, v4
	v_and_b32_e32 v29, 3, v4
	v_lshlrev_b16_sdwa v6, v6, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshlrev_b16_sdwa v30, v7, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_e32 v4, 2, v5
	s_waitcnt vmcnt(15)
	v_lshl_or_b32 v13, v15, 8, v14
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v14, 16, v16
	s_waitcnt vmcnt(11)
	v_lshl_or_b32 v16, v19, 8, v18
	s_waitcnt vmcnt(7)
	v_lshl_or_b32 v19, v23, 8, v22
	v_lshlrev_b16_e32 v22, 2, v28
	v_lshlrev_b32_e32 v15, 24, v17
	v_lshlrev_b32_e32 v17, 16, v20
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e32 v20, 16, v24
	v_and_b32_e32 v24, 0xc00, v4
	v_or3_b32 v4, v10, v11, v12
	v_and_b32_e32 v10, 12, v22
	v_and_b32_e32 v23, 48, v6
	v_or_b32_e32 v10, v10, v29
	v_or_b32_e32 v10, v10, v23
	v_and_b32_e32 v31, 3, v5
	v_lshrrev_b32_e32 v7, 4, v5
	v_or_b32_e32 v10, v10, v30
	v_lshrrev_b32_e32 v5, 10, v5
	v_lshlrev_b32_e32 v18, 24, v21
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e32 v21, 24, v25
	v_and_b32_e32 v25, 0x3000, v7
	v_perm_b32 v10, v31, v10, s2
	v_and_b32_e32 v28, 0xc000, v5
	v_or3_b32 v10, v10, v24, v25
	v_or3_b32 v5, v13, v14, v15
	v_or3_b32 v6, v16, v17, v18
	v_or3_b32 v7, v19, v20, v21
	v_or3_b32 v10, v10, v28, s3
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x64_fp8_bf8 v[0:3], v[8:9], v[4:7], v10 cbsz:1 abid:1
	s_waitcnt lgkmcnt(0)
	s_nop 5
	global_store_dword v26, v0, s[0:1]
	global_store_dword v26, v1, s[0:1] offset:64
	global_store_dword v26, v2, s[0:1] offset:128
	global_store_dword v27, v3, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_16x16x64_fp8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
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
.Lfunc_end6:
	.size	smfmac_16x16x64_fp8_bf8, .Lfunc_end6-smfmac_16x16x64_fp8_bf8
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 616
; NumSgprs: 18
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_32x32x8_f16        ; -- Begin function mfma_32x32x8_f16
	.globl	mfma_32x32x8_f16
	.p2align	8
	.type	mfma_32x32x8_f16,@function
mfma_32x32x8_f16:                       ; @mfma_32x32x8_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v4, 3, v0
	v_lshlrev_b32_e32 v2, 3, v1
	v_and_b32_e32 v3, 28, v4
	v_add_lshl_u32 v2, v2, v3, 1
	v_lshlrev_b32_e32 v5, 1, v1
	v_lshl_or_b32 v6, v3, 6, v5
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v2, s[4:5]
	v_lshlrev_b32_e32 v4, 6, v4
	s_movk_i32 s0, 0xc0
	v_or3_b32 v4, v4, v5, s0
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 s0, 0x380
	v_and_or_b32 v0, v0, s0, v1
	global_load_ushort v5, v6, s[6:7]
	global_load_ushort v7, v6, s[6:7] offset:64
	global_load_ushort v8, v6, s[6:7] offset:128
	global_load_ushort v9, v4, s[6:7]
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_dword a0, v4, s[8:9]
	global_load_dword a1, v4, s[8:9] offset:128
	global_load_dword a2, v4, s[8:9] offset:256
	global_load_dword a3, v4, s[8:9] offset:384
	global_load_dword a4, v4, s[8:9] offset:1024
	global_load_dword a5, v4, s[8:9] offset:1152
	global_load_dword a6, v4, s[8:9] offset:1280
	global_load_dword a7, v4, s[8:9] offset:1408
	global_load_dword a8, v4, s[8:9] offset:2048
	global_load_dword a9, v4, s[8:9] offset:2176
	global_load_dword a10, v4, s[8:9] offset:2304
	global_load_dword a11, v4, s[8:9] offset:2432
	global_load_dword a12, v4, s[8:9] offset:3072
	global_load_dword a13, v4, s[8:9] offset:3200
	global_load_dword a14, v4, s[8:9] offset:3328
	global_load_dword a15, v4, s[8:9] offset:3456
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(18)
	v_perm_b32 v0, v7, v5, s0
	s_waitcnt vmcnt(16)
	v_perm_b32 v1, v9, v8, s0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 a[0:15], v[2:3], v[0:1], a[0:15]
	s_nop 7
	s_nop 2
	global_store_dword v4, a0, s[10:11]
	global_store_dword v4, a1, s[10:11] offset:128
	global_store_dword v4, a2, s[10:11] offset:256
	global_store_dword v4, a3, s[10:11] offset:384
	global_store_dword v4, a4, s[10:11] offset:1024
	global_store_dword v4, a5, s[10:11] offset:1152
	global_store_dword v4, a6, s[10:11] offset:1280
	global_store_dword v4, a7, s[10:11] offset:1408
	global_store_dword v4, a8, s[10:11] offset:2048
	global_store_dword v4, a9, s[10:11] offset:2176
	global_store_dword v4, a10, s[10:11] offset:2304
	global_store_dword v4, a11, s[10:11] offset:2432
	global_store_dword v4, a12, s[10:11] offset:3072
	global_store_dword v4, a13, s[10:11] offset:3200
	global_store_dword v4, a14, s[10:11] offset:3328
	global_store_dword v4, a15, s[10:11] offset:3456
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_32x32x8_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
.Lfunc_end7:
	.size	mfma_32x32x8_f16, .Lfunc_end7-mfma_32x32x8_f16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 440
; NumSgprs: 18
; NumVgprs: 10
; NumAgprs: 16
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_4x4x4_16b_f16_bcast ; -- Begin function mfma_4x4x4_16b_f16_bcast
	.globl	mfma_4x4x4_16b_f16_bcast
	.p2align	8
	.type	mfma_4x4x4_16b_f16_bcast,@function
mfma_4x4x4_16b_f16_bcast:               ; @mfma_4x4x4_16b_f16_bcast
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v2, 3, v0
	v_lshlrev_b32_e32 v3, 2, v0
	v_lshlrev_b32_e32 v0, 3, v0
	s_movk_i32 s0, 0x3f0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v0, s[4:5]
	v_and_or_b32 v4, v3, s0, v2
	v_lshlrev_b32_e32 v5, 1, v4
	v_or3_b32 v2, v3, v2, 12
	v_lshlrev_b32_e32 v3, 1, v2
	global_load_ushort v6, v5, s[6:7]
	global_load_ushort v7, v5, s[6:7] offset:8
	global_load_ushort v8, v5, s[6:7] offset:16
	global_load_ushort v9, v3, s[6:7]
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v2
	global_load_dword a0, v4, s[8:9]
	global_load_dword a1, v4, s[8:9] offset:16
	global_load_dword a2, v4, s[8:9] offset:32
	global_load_dword a3, v5, s[8:9]
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(6)
	v_perm_b32 v2, v7, v6, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v3, v9, v8, s0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], v[2:3], a[0:3] cbsz:2 abid:3 blgp:5
	s_nop 4
	global_store_dword v4, a0, s[10:11]
	global_store_dword v4, a1, s[10:11] offset:16
	global_store_dword v4, a2, s[10:11] offset:32
	global_store_dword v5, a3, s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_4x4x4_16b_f16_bcast
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
.Lfunc_end8:
	.size	mfma_4x4x4_16b_f16_bcast, .Lfunc_end8-mfma_4x4x4_16b_f16_bcast
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 220
; NumSgprs: 18
; NumVgprs: 10
; NumAgprs: 4
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           mfma_16x16x32_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_16x16x32_fp8_fp8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           mfma_32x32x16_bf8_fp8_blgp
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_32x32x16_bf8_fp8_blgp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           mfma_16x16x8_xf32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_16x16x8_xf32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           mfma_i32_32x32x16_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_32x32x16_i8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'half*'
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           smfmac_16x16x32_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_16x16x32_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           smfmac_i32_32x32x32_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_i32_32x32x32_i8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           smfmac_16x16x64_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_16x16x64_fp8_bf8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           mfma_32x32x8_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_32x32x8_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           mfma_4x4x4_16b_f16_bcast
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_4x4x4_16b_f16_bcast.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
