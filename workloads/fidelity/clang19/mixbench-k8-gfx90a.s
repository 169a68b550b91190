	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	mix_sp                  ; -- Begin function mix_sp
	.globl	mix_sp
	.p2align	8
	.type	mix_sp,@function
mix_sp:                                 ; @mix_sp
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v14, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	global_load_ushort v2, v1, s[0:1]
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, s6, v2
	v_mul_lo_u32 v0, s6, v2
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_lshlrev_b32_e32 v12, 2, v2
	v_add_co_u32_e32 v2, vcc, v0, v14
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_readfirstlane_b32 s0, v0
	v_add_co_u32_e32 v0, vcc, v2, v12
	v_readfirstlane_b32 s1, v1
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	v_add_co_u32_e32 v2, vcc, v0, v12
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_add_co_u32_e32 v4, vcc, v2, v12
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	v_add_co_u32_e32 v6, vcc, v4, v12
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_add_co_u32_e32 v8, vcc, v6, v12
	v_addc_co_u32_e32 v9, vcc, 0, v7, vcc
	v_add_co_u32_e32 v10, vcc, v8, v12
	v_addc_co_u32_e32 v11, vcc, 0, v9, vcc
	v_add_co_u32_e32 v12, vcc, v10, v12
	v_addc_co_u32_e32 v13, vcc, 0, v11, vcc
	global_load_dword v15, v14, s[0:1]
	global_load_dword v16, v[0:1], off
	global_load_dword v17, v[2:3], off
	global_load_dword v18, v[4:5], off
	global_load_dword v19, v[6:7], off
	global_load_dword v20, v[8:9], off
	global_load_dword v21, v[10:11], off
	global_load_dword v22, v[12:13], off
	s_waitcnt vmcnt(7)
	v_fma_f32 v15, v15, v15, s2
	s_waitcnt vmcnt(6)
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	s_waitcnt vmcnt(5)
	v_fma_f32 v17, v17, v17, s2
	s_waitcnt vmcnt(4)
	v_fma_f32 v18, v18, v18, s2
	s_waitcnt vmcnt(3)
	v_fma_f32 v19, v19, v19, s2
	s_waitcnt vmcnt(2)
	v_fma_f32 v20, v20, v20, s2
	s_waitcnt vmcnt(1)
	v_fma_f32 v21, v21, v21, s2
	s_waitcnt vmcnt(0)
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v15, v15, v15, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	v_fma_f32 v16, v16, v16, s2
	v_fma_f32 v17, v17, v17, s2
	v_fma_f32 v18, v18, v18, s2
	v_fma_f32 v19, v19, v19, s2
	v_fma_f32 v20, v20, v20, s2
	v_fma_f32 v21, v21, v21, s2
	v_fma_f32 v22, v22, v22, s2
	global_store_dword v14, v15, s[0:1]
	global_store_dword v[0:1], v16, off
	global_store_dword v[2:3], v17, off
	global_store_dword v[4:5], v18, off
	global_store_dword v[6:7], v19, off
	global_store_dword v[8:9], v20, off
	global_store_dword v[10:11], v21, off
	global_store_dword v[12:13], v22, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mix_sp
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
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 24
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
	.size	mix_sp, .Lfunc_end0-mix_sp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1440
; NumSgprs: 11
; NumVgprs: 23
; NumAgprs: 0
; TotalNumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 23
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mix_dp                  ; -- Begin function mix_dp
	.globl	mix_dp
	.p2align	8
	.type	mix_dp,@function
mix_dp:                                 ; @mix_dp
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v30, 3, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	global_load_ushort v2, v1, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, s6, v2
	v_mul_lo_u32 v0, s6, v2
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_lshlrev_b32_e32 v26, 3, v2
	v_add_co_u32_e32 v2, vcc, v0, v30
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_readfirstlane_b32 s0, v0
	v_add_co_u32_e32 v0, vcc, v2, v26
	v_readfirstlane_b32 s1, v1
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	v_add_co_u32_e32 v2, vcc, v0, v26
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_add_co_u32_e32 v4, vcc, v2, v26
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, v4, v26
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	v_add_co_u32_e32 v18, vcc, v14, v26
	v_addc_co_u32_e32 v19, vcc, 0, v15, vcc
	v_add_co_u32_e32 v22, vcc, v18, v26
	v_addc_co_u32_e32 v23, vcc, 0, v19, vcc
	v_add_co_u32_e32 v26, vcc, v22, v26
	v_addc_co_u32_e32 v27, vcc, 0, v23, vcc
	global_load_dwordx2 v[6:7], v30, s[0:1]
	global_load_dwordx2 v[8:9], v[0:1], off
	global_load_dwordx2 v[10:11], v[2:3], off
	global_load_dwordx2 v[12:13], v[4:5], off
	global_load_dwordx2 v[16:17], v[14:15], off
	global_load_dwordx2 v[20:21], v[18:19], off
	global_load_dwordx2 v[24:25], v[22:23], off
	global_load_dwordx2 v[28:29], v[26:27], off
	s_waitcnt vmcnt(7)
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	s_waitcnt vmcnt(6)
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	s_waitcnt vmcnt(5)
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	s_waitcnt vmcnt(4)
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	s_waitcnt vmcnt(3)
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	s_waitcnt vmcnt(2)
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	s_waitcnt vmcnt(1)
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[6:7], v[6:7], v[6:7], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	v_fma_f64 v[8:9], v[8:9], v[8:9], s[2:3]
	v_fma_f64 v[10:11], v[10:11], v[10:11], s[2:3]
	v_fma_f64 v[12:13], v[12:13], v[12:13], s[2:3]
	v_fma_f64 v[16:17], v[16:17], v[16:17], s[2:3]
	v_fma_f64 v[20:21], v[20:21], v[20:21], s[2:3]
	v_fma_f64 v[24:25], v[24:25], v[24:25], s[2:3]
	v_fma_f64 v[28:29], v[28:29], v[28:29], s[2:3]
	global_store_dwordx2 v30, v[6:7], s[0:1]
	global_store_dwordx2 v[0:1], v[8:9], off
	global_store_dwordx2 v[2:3], v[10:11], off
	global_store_dwordx2 v[4:5], v[12:13], off
	global_store_dwordx2 v[14:15], v[16:17], off
	global_store_dwordx2 v[18:19], v[20:21], off
	global_store_dwordx2 v[22:23], v[24:25], off
	global_store_dwordx2 v[26:27], v[28:29], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mix_dp
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
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 32
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
	.size	mix_dp, .Lfunc_end1-mix_dp
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1432
; NumSgprs: 11
; NumVgprs: 31
; NumAgprs: 0
; TotalNumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 31
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mix_int                 ; -- Begin function mix_int
	.globl	mix_int
	.p2align	8
	.type	mix_int,@function
mix_int:                                ; @mix_int
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	s_add_u32 s1, s4, 16
	s_addc_u32 s2, s5, 0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v30, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s6, s0
	s_cselect_b32 s0, 12, 18
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, 0
	global_load_ushort v2, v1, s[0:1]
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_load_dword s0, s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, s6, v2
	v_mul_lo_u32 v0, s6, v2
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_lshlrev_b32_e32 v12, 2, v2
	v_add_co_u32_e32 v2, vcc, v0, v30
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_readfirstlane_b32 s2, v0
	v_add_co_u32_e32 v0, vcc, v2, v12
	v_readfirstlane_b32 s3, v1
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	v_add_co_u32_e32 v2, vcc, v0, v12
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_add_co_u32_e32 v4, vcc, v2, v12
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	v_add_co_u32_e32 v6, vcc, v4, v12
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_add_co_u32_e32 v8, vcc, v6, v12
	v_addc_co_u32_e32 v9, vcc, 0, v7, vcc
	v_add_co_u32_e32 v10, vcc, v8, v12
	v_addc_co_u32_e32 v11, vcc, 0, v9, vcc
	v_add_co_u32_e32 v12, vcc, v10, v12
	v_addc_co_u32_e32 v13, vcc, 0, v11, vcc
	global_load_dword v14, v30, s[2:3]
	global_load_dword v16, v[0:1], off
	global_load_dword v18, v[2:3], off
	global_load_dword v20, v[4:5], off
	global_load_dword v22, v[6:7], off
	global_load_dword v24, v[8:9], off
	global_load_dword v26, v[10:11], off
	global_load_dword v28, v[12:13], off
	s_waitcnt vmcnt(7)
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	s_waitcnt vmcnt(6)
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	s_waitcnt vmcnt(5)
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	s_waitcnt vmcnt(4)
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	s_waitcnt vmcnt(3)
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	s_waitcnt vmcnt(2)
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[4:5], v28, v28, s[0:1]
	v_mad_u64_u32 v[14:15], s[4:5], v14, v14, s[0:1]
	v_mad_u64_u32 v[16:17], s[4:5], v16, v16, s[0:1]
	v_mad_u64_u32 v[18:19], s[4:5], v18, v18, s[0:1]
	v_mad_u64_u32 v[20:21], s[4:5], v20, v20, s[0:1]
	v_mad_u64_u32 v[22:23], s[4:5], v22, v22, s[0:1]
	v_mad_u64_u32 v[24:25], s[4:5], v24, v24, s[0:1]
	v_mad_u64_u32 v[26:27], s[4:5], v26, v26, s[0:1]
	v_mad_u64_u32 v[28:29], s[0:1], v28, v28, s[0:1]
	global_store_dword v30, v14, s[2:3]
	global_store_dword v[0:1], v16, off
	global_store_dword v[2:3], v18, off
	global_store_dword v[4:5], v20, off
	global_store_dword v[6:7], v22, off
	global_store_dword v[8:9], v24, off
	global_store_dword v[10:11], v26, off
	global_store_dword v[12:13], v28, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mix_int
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
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 32
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
	.size	mix_int, .Lfunc_end2-mix_int
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1440
; NumSgprs: 11
; NumVgprs: 31
; NumAgprs: 0
; TotalNumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 31
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      float
        .value_kind:     by_value
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
    .name:           mix_sp
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         mix_sp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .type_name:      double
        .value_kind:     by_value
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
    .name:           mix_dp
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         mix_dp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .name:           mix_int
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         mix_int.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
