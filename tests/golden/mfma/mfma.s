	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	mfma_32x32x8f16         ; -- Begin function mfma_32x32x8f16
	.globl	mfma_32x32x8f16
	.p2align	8
	.type	mfma_32x32x8f16,@function
mfma_32x32x8f16:                        ; @mfma_32x32x8f16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_and_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v4, 3, v0
	v_lshlrev_b32_e32 v2, 3, v1
	v_and_b32_e32 v3, 28, v4
	v_add_lshl_u32 v2, v2, v3, 1
	v_lshlrev_b32_e32 v5, 1, v1
	v_lshl_or_b32 v6, v3, 6, v5
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v2, s[8:9]
	v_lshlrev_b32_e32 v4, 6, v4
	s_movk_i32 s0, 0xc0
	v_or3_b32 v4, v4, v5, s0
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 s0, 0x380
	v_and_or_b32 v0, v0, s0, v1
	global_load_ushort v5, v6, s[10:11]
	global_load_ushort v7, v6, s[10:11] offset:64
	global_load_ushort v8, v6, s[10:11] offset:128
	global_load_ushort v9, v4, s[10:11]
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_dword a0, v4, s[12:13]
	global_load_dword a1, v4, s[12:13] offset:128
	global_load_dword a2, v4, s[12:13] offset:256
	global_load_dword a3, v4, s[12:13] offset:384
	global_load_dword a4, v4, s[12:13] offset:1024
	global_load_dword a5, v4, s[12:13] offset:1152
	global_load_dword a6, v4, s[12:13] offset:1280
	global_load_dword a7, v4, s[12:13] offset:1408
	global_load_dword a8, v4, s[12:13] offset:2048
	global_load_dword a9, v4, s[12:13] offset:2176
	global_load_dword a10, v4, s[12:13] offset:2304
	global_load_dword a11, v4, s[12:13] offset:2432
	global_load_dword a12, v4, s[12:13] offset:3072
	global_load_dword a13, v4, s[12:13] offset:3200
	global_load_dword a14, v4, s[12:13] offset:3328
	global_load_dword a15, v4, s[12:13] offset:3456
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(18)
	v_perm_b32 v0, v7, v5, s0
	s_waitcnt vmcnt(16)
	v_perm_b32 v1, v9, v8, s0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8f16 a[0:15], v[2:3], v[0:1], a[0:15]
	s_nop 7
	s_nop 7
	s_nop 2
	global_store_dword v4, a0, s[14:15]
	global_store_dword v4, a1, s[14:15] offset:128
	global_store_dword v4, a2, s[14:15] offset:256
	global_store_dword v4, a3, s[14:15] offset:384
	global_store_dword v4, a4, s[14:15] offset:1024
	global_store_dword v4, a5, s[14:15] offset:1152
	global_store_dword v4, a6, s[14:15] offset:1280
	global_store_dword v4, a7, s[14:15] offset:1408
	global_store_dword v4, a8, s[14:15] offset:2048
	global_store_dword v4, a9, s[14:15] offset:2176
	global_store_dword v4, a10, s[14:15] offset:2304
	global_store_dword v4, a11, s[14:15] offset:2432
	global_store_dword v4, a12, s[14:15] offset:3072
	global_store_dword v4, a13, s[14:15] offset:3200
	global_store_dword v4, a14, s[14:15] offset:3328
	global_store_dword v4, a15, s[14:15] offset:3456
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_32x32x8f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
	.size	mfma_32x32x8f16, .Lfunc_end0-mfma_32x32x8f16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 444
; NumSgprs: 20
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
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_16x16x16f16        ; -- Begin function mfma_16x16x16f16
	.globl	mfma_16x16x16f16
	.p2align	8
	.type	mfma_16x16x16f16,@function
mfma_16x16x16f16:                       ; @mfma_16x16x16f16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_and_b32_e32 v2, 15, v0
	v_lshrrev_b32_e32 v3, 2, v0
	v_lshlrev_b32_e32 v1, 4, v2
	v_and_b32_e32 v0, 60, v3
	v_add_lshl_u32 v1, v1, v0, 1
	v_lshl_or_b32 v4, v0, 4, v2
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v1, s[8:9]
	v_lshlrev_b32_e32 v3, 4, v3
	v_lshlrev_b32_e32 v5, 1, v4
	v_or3_b32 v2, v3, v2, 48
	v_lshlrev_b32_e32 v3, 1, v2
	global_load_ushort v6, v5, s[10:11]
	global_load_ushort v7, v5, s[10:11] offset:32
	global_load_ushort v8, v5, s[10:11] offset:64
	global_load_ushort v9, v3, s[10:11]
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v2
	global_load_dword a0, v4, s[12:13]
	global_load_dword a1, v4, s[12:13] offset:64
	global_load_dword a2, v4, s[12:13] offset:128
	global_load_dword a3, v5, s[12:13]
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(6)
	v_perm_b32 v2, v7, v6, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v3, v9, v8, s0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[2:3], a[0:3]
	s_nop 7
	s_nop 2
	global_store_dword v4, a0, s[14:15]
	global_store_dword v4, a1, s[14:15] offset:64
	global_store_dword v4, a2, s[14:15] offset:128
	global_store_dword v5, a3, s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_16x16x16f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
	.size	mfma_16x16x16f16, .Lfunc_end1-mfma_16x16x16f16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 236
; NumSgprs: 20
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
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_4x4x4f16_bcast     ; -- Begin function mfma_4x4x4f16_bcast
	.globl	mfma_4x4x4f16_bcast
	.p2align	8
	.type	mfma_4x4x4f16_bcast,@function
mfma_4x4x4f16_bcast:                    ; @mfma_4x4x4f16_bcast
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_and_b32_e32 v2, 3, v0
	v_lshlrev_b32_e32 v3, 2, v0
	v_lshlrev_b32_e32 v0, 3, v0
	s_movk_i32 s0, 0x3f0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v0, s[8:9]
	v_and_or_b32 v4, v3, s0, v2
	v_lshlrev_b32_e32 v5, 1, v4
	v_or3_b32 v2, v3, v2, 12
	v_lshlrev_b32_e32 v3, 1, v2
	global_load_ushort v6, v5, s[10:11]
	global_load_ushort v7, v5, s[10:11] offset:8
	global_load_ushort v8, v5, s[10:11] offset:16
	global_load_ushort v9, v3, s[10:11]
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v2
	global_load_dword a0, v4, s[12:13]
	global_load_dword a1, v4, s[12:13] offset:16
	global_load_dword a2, v4, s[12:13] offset:32
	global_load_dword a3, v5, s[12:13]
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(6)
	v_perm_b32 v2, v7, v6, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v3, v9, v8, s0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3] cbsz:3 abid:5 blgp:6
	s_nop 4
	global_store_dword v4, a0, s[14:15]
	global_store_dword v4, a1, s[14:15] offset:16
	global_store_dword v4, a2, s[14:15] offset:32
	global_store_dword v5, a3, s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_4x4x4f16_bcast
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
	.size	mfma_4x4x4f16_bcast, .Lfunc_end2-mfma_4x4x4f16_bcast
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 220
; NumSgprs: 20
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
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_32x32x2f32_blgp    ; -- Begin function mfma_32x32x2f32_blgp
	.globl	mfma_32x32x2f32_blgp
	.p2align	8
	.type	mfma_32x32x2f32_blgp,@function
mfma_32x32x2f32_blgp:                   ; @mfma_32x32x2f32_blgp
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_and_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v2, 5, v0
	v_lshlrev_b32_e32 v3, 1, v1
	v_add_lshl_u32 v3, v3, v2, 2
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v3, s[8:9]
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_or_b32 v1, v2, 9, v1
	global_load_dword v0, v0, s[10:11]
	s_nop 0
	global_load_dword a0, v1, s[12:13]
	global_load_dword a1, v1, s[12:13] offset:128
	global_load_dword a2, v1, s[12:13] offset:256
	global_load_dword a3, v1, s[12:13] offset:384
	global_load_dword a4, v1, s[12:13] offset:1024
	global_load_dword a5, v1, s[12:13] offset:1152
	global_load_dword a6, v1, s[12:13] offset:1280
	global_load_dword a7, v1, s[12:13] offset:1408
	global_load_dword a8, v1, s[12:13] offset:2048
	global_load_dword a9, v1, s[12:13] offset:2176
	global_load_dword a10, v1, s[12:13] offset:2304
	global_load_dword a11, v1, s[12:13] offset:2432
	global_load_dword a12, v1, s[12:13] offset:3072
	global_load_dword a13, v1, s[12:13] offset:3200
	global_load_dword a14, v1, s[12:13] offset:3328
	global_load_dword a15, v1, s[12:13] offset:3456
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2f32 a[0:15], v3, v0, a[0:15] blgp:1
	s_nop 7
	s_nop 7
	s_nop 2
	global_store_dword v1, a0, s[14:15]
	global_store_dword v1, a1, s[14:15] offset:128
	global_store_dword v1, a2, s[14:15] offset:256
	global_store_dword v1, a3, s[14:15] offset:384
	global_store_dword v1, a4, s[14:15] offset:1024
	global_store_dword v1, a5, s[14:15] offset:1152
	global_store_dword v1, a6, s[14:15] offset:1280
	global_store_dword v1, a7, s[14:15] offset:1408
	global_store_dword v1, a8, s[14:15] offset:2048
	global_store_dword v1, a9, s[14:15] offset:2176
	global_store_dword v1, a10, s[14:15] offset:2304
	global_store_dword v1, a11, s[14:15] offset:2432
	global_store_dword v1, a12, s[14:15] offset:3072
	global_store_dword v1, a13, s[14:15] offset:3200
	global_store_dword v1, a14, s[14:15] offset:3328
	global_store_dword v1, a15, s[14:15] offset:3456
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_32x32x2f32_blgp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
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
	.size	mfma_32x32x2f32_blgp, .Lfunc_end3-mfma_32x32x2f32_blgp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 352
; NumSgprs: 20
; NumVgprs: 4
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_16x16x4bf16_1k_bcast ; -- Begin function mfma_16x16x4bf16_1k_bcast
	.globl	mfma_16x16x4bf16_1k_bcast
	.p2align	8
	.type	mfma_16x16x4bf16_1k_bcast,@function
mfma_16x16x4bf16_1k_bcast:              ; @mfma_16x16x4bf16_1k_bcast
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_movk_i32 s0, 0x3c0
	v_and_or_b32 v2, v2, s0, v1
	v_lshlrev_b32_e32 v3, 3, v0
	v_lshlrev_b32_e32 v4, 1, v2
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[0:1], v3, s[8:9]
	global_load_ushort v5, v4, s[10:11]
	global_load_ushort v6, v4, s[10:11] offset:32
	global_load_ushort v7, v4, s[10:11] offset:64
	global_load_ushort v8, v4, s[10:11] offset:96
	v_lshlrev_b32_e32 v4, 2, v2
	global_load_dword a0, v4, s[12:13]
	global_load_dword a1, v4, s[12:13] offset:64
	global_load_dword a2, v4, s[12:13] offset:128
	global_load_dword a3, v4, s[12:13] offset:192
	global_load_dword a4, v4, s[12:13] offset:1024
	global_load_dword a5, v4, s[12:13] offset:1088
	global_load_dword a6, v4, s[12:13] offset:1152
	global_load_dword a7, v4, s[12:13] offset:1216
	global_load_dword a8, v4, s[12:13] offset:2048
	global_load_dword a9, v4, s[12:13] offset:2112
	global_load_dword a10, v4, s[12:13] offset:2176
	global_load_dword a11, v4, s[12:13] offset:2240
	global_load_dword a12, v4, s[12:13] offset:3072
	global_load_dword a13, v4, s[12:13] offset:3136
	global_load_dword a14, v4, s[12:13] offset:3200
	global_load_dword a15, v4, s[12:13] offset:3264
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(18)
	v_perm_b32 v2, v6, v5, s0
	s_waitcnt vmcnt(16)
	v_perm_b32 v3, v8, v7, s0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_16x16x4bf16_1k a[0:15], v[0:1], v[2:3], a[0:15] cbsz:2 abid:1 blgp:3
	s_nop 7
	s_nop 2
	global_store_dword v4, a0, s[14:15]
	global_store_dword v4, a1, s[14:15] offset:64
	global_store_dword v4, a2, s[14:15] offset:128
	global_store_dword v4, a3, s[14:15] offset:192
	global_store_dword v4, a4, s[14:15] offset:1024
	global_store_dword v4, a5, s[14:15] offset:1088
	global_store_dword v4, a6, s[14:15] offset:1152
	global_store_dword v4, a7, s[14:15] offset:1216
	global_store_dword v4, a8, s[14:15] offset:2048
	global_store_dword v4, a9, s[14:15] offset:2112
	global_store_dword v4, a10, s[14:15] offset:2176
	global_store_dword v4, a11, s[14:15] offset:2240
	global_store_dword v4, a12, s[14:15] offset:3072
	global_store_dword v4, a13, s[14:15] offset:3136
	global_store_dword v4, a14, s[14:15] offset:3200
	global_store_dword v4, a15, s[14:15] offset:3264
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_16x16x4bf16_1k_bcast
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
	.size	mfma_16x16x4bf16_1k_bcast, .Lfunc_end4-mfma_16x16x4bf16_1k_bcast
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; NumSgprs: 20
; NumVgprs: 9
; NumAgprs: 16
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_32x32x8i8_blgp     ; -- Begin function mfma_32x32x8i8_blgp
	.globl	mfma_32x32x8i8_blgp
	.p2align	8
	.type	mfma_32x32x8i8_blgp,@function
mfma_32x32x8i8_blgp:                    ; @mfma_32x32x8i8_blgp
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshrrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v1, 31, v0
	v_and_b32_e32 v3, 28, v2
	v_lshlrev_b32_e32 v2, 5, v2
	s_movk_i32 s0, 0x60
	v_or3_b32 v2, v2, v1, s0
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 s0, 0x380
	v_lshl_add_u32 v4, v1, 3, v3
	v_lshl_or_b32 v3, v3, 5, v1
	v_and_or_b32 v0, v0, s0, v1
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v5, v3, s[10:11]
	global_load_ubyte v6, v3, s[10:11] offset:32
	global_load_ubyte v7, v3, s[10:11] offset:64
	global_load_ubyte v8, v2, s[10:11]
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dword a0, v0, s[12:13]
	global_load_dword a1, v0, s[12:13] offset:128
	global_load_dword a2, v0, s[12:13] offset:256
	global_load_dword a3, v0, s[12:13] offset:384
	global_load_dword a4, v0, s[12:13] offset:1024
	global_load_dword a5, v0, s[12:13] offset:1152
	global_load_dword a6, v0, s[12:13] offset:1280
	global_load_dword a7, v0, s[12:13] offset:1408
	global_load_dword v1, v4, s[8:9]
	global_load_dword a8, v0, s[12:13] offset:2048
	global_load_dword a9, v0, s[12:13] offset:2176
	global_load_dword a10, v0, s[12:13] offset:2304
	global_load_dword a11, v0, s[12:13] offset:2432
	global_load_dword a12, v0, s[12:13] offset:3072
	global_load_dword a13, v0, s[12:13] offset:3200
                                        ; kill: killed $sgpr8_sgpr9
                                        ; kill: killed $vgpr4
	global_load_dword a14, v0, s[12:13] offset:3328
	global_load_dword a15, v0, s[12:13] offset:3456
	s_waitcnt vmcnt(19)
	v_lshl_or_b32 v2, v6, 8, v5
	s_waitcnt vmcnt(18)
	v_lshl_or_b32 v2, v7, 16, v2
	s_waitcnt vmcnt(17)
	v_lshl_or_b32 v2, v8, 24, v2
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_i32_32x32x8i8 a[0:15], v1, v2, a[0:15] blgp:4
	s_nop 7
	s_nop 7
	s_nop 2
	global_store_dword v0, a0, s[14:15]
	global_store_dword v0, a1, s[14:15] offset:128
	global_store_dword v0, a2, s[14:15] offset:256
	global_store_dword v0, a3, s[14:15] offset:384
	global_store_dword v0, a4, s[14:15] offset:1024
	global_store_dword v0, a5, s[14:15] offset:1152
	global_store_dword v0, a6, s[14:15] offset:1280
	global_store_dword v0, a7, s[14:15] offset:1408
	global_store_dword v0, a8, s[14:15] offset:2048
	global_store_dword v0, a9, s[14:15] offset:2176
	global_store_dword v0, a10, s[14:15] offset:2304
	global_store_dword v0, a11, s[14:15] offset:2432
	global_store_dword v0, a12, s[14:15] offset:3072
	global_store_dword v0, a13, s[14:15] offset:3200
	global_store_dword v0, a14, s[14:15] offset:3328
	global_store_dword v0, a15, s[14:15] offset:3456
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_32x32x8i8_blgp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end5:
	.size	mfma_32x32x8i8_blgp, .Lfunc_end5-mfma_32x32x8i8_blgp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 440
; NumSgprs: 20
; NumVgprs: 9
; NumAgprs: 16
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f64_16x16x4f64     ; -- Begin function mfma_f64_16x16x4f64
	.globl	mfma_f64_16x16x4f64
	.p2align	8
	.type	mfma_f64_16x16x4f64,@function
mfma_f64_16x16x4f64:                    ; @mfma_f64_16x16x4f64
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_lshl_u32 v1, v1, v2, 3
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[2:3], v1, s[8:9]
	v_lshlrev_b32_e32 v4, 3, v0
	global_load_dwordx2 v[0:1], v4, s[10:11]
	global_load_dwordx2 a[0:1], v4, s[12:13]
	global_load_dwordx2 a[2:3], v4, s[12:13] offset:512
	global_load_dwordx2 a[4:5], v4, s[12:13] offset:1024
	global_load_dwordx2 a[6:7], v4, s[12:13] offset:1536
	s_waitcnt vmcnt(0)
	v_mfma_f64_16x16x4f64 a[0:7], v[2:3], v[0:1], a[0:7]
	s_nop 7
	s_nop 7
	s_nop 1
	global_store_dwordx2 v4, a[0:1], s[14:15]
	global_store_dwordx2 v4, a[2:3], s[14:15] offset:512
	global_store_dwordx2 v4, a[4:5], s[14:15] offset:1024
	global_store_dwordx2 v4, a[6:7], s[14:15] offset:1536
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f64_16x16x4f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end6:
	.size	mfma_f64_16x16x4f64, .Lfunc_end6-mfma_f64_16x16x4f64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; NumSgprs: 20
; NumVgprs: 5
; NumAgprs: 8
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	gemm_f16_64x64          ; -- Begin function gemm_f16_64x64
	.globl	gemm_f16_64x64
	.p2align	8
	.type	gemm_f16_64x64,@function
gemm_f16_64x64:                         ; @gemm_f16_64x64
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x18
	s_abs_i32 s8, s6
	v_lshrrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s1, 31
	s_lshr_b32 s3, s3, 26
	s_add_i32 s3, s1, s3
	s_ashr_i32 s14, s3, 6
	s_abs_i32 s7, s14
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s9, 0, s7
	s_xor_b32 s3, s6, s14
	s_ashr_i32 s3, s3, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s10, v1
	s_mul_i32 s9, s9, s10
	s_mul_hi_u32 s9, s10, s9
	s_add_i32 s10, s10, s9
	s_mul_hi_u32 s9, s8, s10
	s_mul_i32 s10, s9, s7
	s_sub_i32 s8, s8, s10
	s_add_i32 s11, s9, 1
	s_sub_i32 s10, s8, s7
	s_cmp_ge_u32 s8, s7
	s_cselect_b32 s9, s11, s9
	s_cselect_b32 s8, s10, s8
	s_add_i32 s10, s9, 1
	s_cmp_ge_u32 s8, s7
	s_cselect_b32 s7, s10, s9
	s_xor_b32 s7, s7, s3
	s_sub_i32 s15, s7, s3
	v_and_b32_e32 v1, 32, v2
	v_lshl_or_b32 v3, s15, 6, v1
	v_cmp_gt_i32_e32 vcc, s0, v3
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB7_9
; %bb.1:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_mul_i32 s0, s15, s14
	v_lshrrev_b32_e32 v2, 1, v0
	s_sub_i32 s4, s6, s0
	v_and_b32_e32 v9, 32, v2
	v_lshl_or_b32 v2, s4, 6, v9
	v_and_b32_e32 v6, 31, v0
	s_cmp_gt_i32 s2, 0
	v_or_b32_e32 v4, v2, v6
	s_cbranch_scc1 .LBB7_3
; %bb.2:
	v_or_b32_e32 v2, v2, v6
	s_mov_b64 s[4:5], 0
	s_mov_b32 s14, 0
	s_branch .LBB7_4
.LBB7_3:
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr2
.LBB7_4:
	s_andn2_b64 vcc, exec, s[4:5]
	v_accvgpr_write_b32 a0, s14
	v_accvgpr_write_b32 a1, s14
	v_accvgpr_write_b32 a2, s14
	v_accvgpr_write_b32 a3, s14
	v_accvgpr_write_b32 a4, s14
	v_accvgpr_write_b32 a5, s14
	v_accvgpr_write_b32 a6, s14
	v_accvgpr_write_b32 a7, s14
	v_accvgpr_write_b32 a8, s14
	v_accvgpr_write_b32 a9, s14
	v_accvgpr_write_b32 a10, s14
	v_accvgpr_write_b32 a11, s14
	v_accvgpr_write_b32 a12, s14
	v_accvgpr_write_b32 a13, s14
	v_accvgpr_write_b32 a14, s14
	v_accvgpr_write_b32 a15, s14
	v_lshrrev_b32_e32 v5, 3, v0
	s_cbranch_vccnz .LBB7_8
; %bb.5:
	v_bfe_u32 v0, v0, 5, 1
	v_and_b32_e32 v10, 4, v5
	s_lshl_b32 s4, s6, 6
	v_mul_lo_u32 v0, s1, v0
	v_mul_lo_u32 v2, s1, v10
	s_add_i32 s5, s4, s1
	v_or_b32_e32 v7, 2, v10
	v_or_b32_e32 v8, 3, v10
	v_lshlrev_b32_e32 v0, 2, v0
	v_add3_u32 v2, s5, v2, v9
	s_lshl_b32 s5, s0, 6
	v_mul_lo_u32 v7, s1, v7
	v_mul_lo_u32 v8, s1, v8
	v_add3_u32 v0, v0, s4, v9
	v_add3_u32 v7, v7, s4, v9
	v_add3_u32 v8, v8, s4, v9
	v_subrev_u32_e32 v9, s5, v0
	v_lshl_or_b32 v0, s7, 6, v1
	v_add_u32_e32 v0, v0, v6
	s_lshl_b32 s3, s3, 6
	v_subrev_u32_e32 v0, s3, v0
	v_subrev_u32_e32 v2, s5, v2
	v_subrev_u32_e32 v7, s5, v7
	v_subrev_u32_e32 v8, s5, v8
	v_mad_u64_u32 v[0:1], s[4:5], s2, v0, v[10:11]
	s_lshl_b32 s0, s1, 3
	s_mov_b32 s3, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v10, s11
	s_mov_b32 s4, 0x5040100
.LBB7_6:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v12, s3, v0
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_u32_e32 v14, v6, v9
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_u32_e32 v12, vcc, s8, v12
	v_add_u32_e32 v16, v6, v2
	v_lshlrev_b64 v[14:15], 1, v[14:15]
	v_addc_co_u32_e32 v13, vcc, v1, v13, vcc
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s10, v14
	v_add_u32_e32 v18, v6, v7
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_addc_co_u32_e32 v15, vcc, v10, v15, vcc
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_u32_e32 v16, vcc, s10, v16
	v_add_u32_e32 v20, v6, v8
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v10, v17, vcc
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_co_u32_e32 v18, vcc, s10, v18
	v_lshlrev_b64 v[20:21], 1, v[20:21]
	v_addc_co_u32_e32 v19, vcc, v10, v19, vcc
	v_add_co_u32_e32 v20, vcc, s10, v20
	v_addc_co_u32_e32 v21, vcc, v10, v21, vcc
	global_load_dwordx2 v[22:23], v[12:13], off
	global_load_ushort v11, v[18:19], off
	global_load_ushort v24, v[20:21], off
	global_load_ushort v25, v[14:15], off
	global_load_ushort v26, v[16:17], off
	s_add_i32 s3, s3, 8
	v_add_u32_e32 v2, s0, v2
	v_add_u32_e32 v7, s0, v7
	v_add_u32_e32 v8, s0, v8
	s_cmp_lt_i32 s3, s2
	v_add_u32_e32 v9, s0, v9
	s_waitcnt vmcnt(2)
	v_perm_b32 v13, v24, v11, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v12, v26, v25, s4
	s_nop 1
	v_mfma_f32_32x32x8f16 a[0:15], v[22:23], v[12:13], a[0:15]
	s_cbranch_scc1 .LBB7_6
; %bb.7:
	v_mov_b32_e32 v2, v4
.LBB7_8:
	v_and_or_b32 v0, v5, 4, v3
	v_mad_u64_u32 v[0:1], s[2:3], v0, s1, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	s_nop 6
	global_store_dword v[2:3], a0, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a1, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a2, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_mul_i32 s0, s1, 5
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s0, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a3, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a4, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a5, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a6, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s0, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a7, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a8, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a9, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a10, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s0, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a11, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a12, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_add_u32_e32 v0, s1, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[2:3], a13, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_u32_e32 v0, s1, v0
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_store_dword v[2:3], a14, off
	global_store_dword v[0:1], a15, off
.LBB7_9:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_f16_64x64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 28
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
.Lfunc_end7:
	.size	gemm_f16_64x64, .Lfunc_end7-gemm_f16_64x64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1452
; NumSgprs: 20
; NumVgprs: 27
; NumAgprs: 16
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
    .name:           mfma_32x32x8f16
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_32x32x8f16.kd
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
    .name:           mfma_16x16x16f16
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_16x16x16f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
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
    .name:           mfma_4x4x4f16_bcast
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_4x4x4f16_bcast.kd
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
    .name:           mfma_32x32x2f32_blgp
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_32x32x2f32_blgp.kd
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
    .name:           mfma_16x16x4bf16_1k_bcast
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_16x16x4bf16_1k_bcast.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'char*'
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
    .name:           mfma_32x32x8i8_blgp
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_32x32x8i8_blgp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     8
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_f64_16x16x4f64
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f64_16x16x4f64.kd
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gemm_f16_64x64
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         gemm_f16_64x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
