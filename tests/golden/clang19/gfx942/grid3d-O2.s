	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	grid3d                  ; -- Begin function grid3d
	.globl	grid3d
	.p2align	8
	.type	grid3d,@function
grid3d:                                 ; @grid3d
; %bb.0:
	s_load_dwordx2 s[12:13], s[2:3], 0x3c
	s_load_dwordx4 s[16:19], s[2:3], 0x20
	s_load_dwordx4 s[8:11], s[2:3], 0x58
	s_add_u32 s20, s2, 48
	s_addc_u32 s21, s3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s14, s13, 0xffff
	s_lshr_b32 s19, s12, 16
	s_and_b32 s7, s12, 0xffff
	s_load_dwordx2 s[12:13], s[2:3], 0x68
	v_mov_b32_e32 v13, 0
	s_mul_i32 s9, s7, s4
	v_bfe_u32 v4, v0, 10, 10
	v_mov_b32_e32 v5, v13
	v_and_b32_e32 v2, 0x3ff, v0
	s_add_i32 s9, s9, s8
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[4:5]
	v_mov_b32_e32 v1, s5
	v_add_u32_e32 v6, s9, v2
	v_mad_u64_u32 v[8:9], s[8:9], s19, v1, v[8:9]
	v_bfe_u32 v0, v0, 20, 10
	v_mov_b32_e32 v1, v13
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], s[12:13], 0, v[0:1]
	v_mov_b32_e32 v1, s6
	v_mad_u64_u32 v[10:11], s[8:9], s14, v1, v[10:11]
	v_cmp_gt_u32_e32 vcc, s16, v6
	v_cmp_gt_u32_e64 s[8:9], s17, v8
	s_and_b64 s[8:9], vcc, s[8:9]
	v_cmp_gt_u32_e32 vcc, s18, v10
	s_and_b64 s[8:9], s[8:9], vcc
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_15
; %bb.1:
	s_load_dwordx8 s[8:15], s[2:3], 0x0
	v_mad_u64_u32 v[14:15], s[2:3], v10, s17, v[8:9]
	v_mad_u64_u32 v[14:15], s[2:3], v14, s16, v[6:7]
	v_mov_b32_e32 v12, v14
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[12:13], 2, s[8:9]
	global_load_dword v1, v[14:15], off
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_add_u32_e32 v14, -1, v12
	v_mov_b32_e32 v15, v13
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	global_load_dword v3, v[14:15], off
.LBB0_3:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v5, 1, v6
	v_cmp_gt_u32_e32 vcc, s16, v5
	v_mov_b32_e32 v7, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_add_u32_e32 v14, 1, v12
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	global_load_dword v7, v[14:15], off
.LBB0_5:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_mov_b32_e32 v5, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_7
; %bb.6:
	v_subrev_u32_e32 v14, s16, v12
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	global_load_dword v5, v[14:15], off
.LBB0_7:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v9, 1, v8
	v_cmp_gt_u32_e32 vcc, s17, v9
	v_mov_b32_e32 v11, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_add_u32_e32 v14, s16, v12
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	global_load_dword v11, v[14:15], off
.LBB0_9:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_ne_u32_e32 vcc, 0, v10
	s_mul_i32 s16, s17, s16
	v_mov_b32_e32 v14, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_11
; %bb.10:
	v_subrev_u32_e32 v14, s16, v12
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[8:9]
	global_load_dword v14, v[14:15], off
.LBB0_11:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v9, 1, v10
	v_cmp_gt_u32_e32 vcc, s18, v9
	v_mov_b32_e32 v15, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_13
; %bb.12:
	v_add_u32_e32 v16, s16, v12
	v_mov_b32_e32 v17, 0
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	global_load_dword v15, v[16:17], off
.LBB0_13:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v9, 0
	global_load_dword v16, v9, s[20:21] offset:18
	s_load_dwordx2 s[16:17], s[20:21], 0x0
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v3, v3, v7
	v_add3_u32 v3, v3, v5, v11
	v_mul_lo_u32 v1, v1, 6
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add3_u32 v3, v3, v14, v15
	s_and_b32 s2, 0xffff, s19
	v_or3_b32 v8, v8, v6, v10
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[12:13]
	v_sub_u32_e32 v1, v1, v3
	global_store_dword v[6:7], v1, off
	v_mov_b32_e32 v5, s2
	v_mov_b32_e32 v17, s7
	v_lshl_add_u64 v[10:11], s[12:13], 0, v[12:13]
	s_waitcnt vmcnt(1)
	v_cmp_ne_u16_e32 vcc, 0, v16
	v_lshrrev_b32_e32 v1, 16, v16
	s_cmp_lg_u64 vcc, 0
	v_cmp_ne_u16_e64 s[2:3], 0, v1
	s_waitcnt lgkmcnt(0)
	s_addc_u32 s8, s16, 0
	s_cmp_lg_u64 s[2:3], 0
	s_addc_u32 s9, s17, 0
	s_mul_i32 s2, s9, s6
	s_add_i32 s2, s2, s5
	s_mul_i32 s2, s2, s8
	s_add_i32 s6, s2, s4
	s_cmp_lt_u32 s5, s17
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_u32 s4, s16
	v_and_b32_e32 v3, 0xffff, v16
	v_cndmask_b32_e32 v1, v1, v5, vcc
	s_cselect_b64 vcc, -1, 0
	v_mad_u32_u24 v0, v0, v1, v4
	v_cndmask_b32_e32 v3, v3, v17, vcc
	v_mad_u64_u32 v[0:1], s[2:3], v0, v3, v[2:3]
	v_lshl_or_b32 v0, s6, 16, v0
	v_cmp_eq_u32_e32 vcc, 0, v8
	global_store_dword v[10:11], v0, off
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_15
; %bb.14:
	s_load_dword s2, s[20:21], 0x40
	s_load_dwordx4 s[4:7], s[0:1], 0xc
	s_load_dword s3, s[20:21], 0x8
	s_waitcnt lgkmcnt(0)
	s_load_dword s7, s[20:21], 0x14
                                        ; kill: killed $sgpr0_sgpr1
	v_mov_b64_e32 v[0:1], s[8:9]
	s_and_b32 s0, s2, 0xffff
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v5, s4
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s0, s7, 16
	s_cmp_lg_u32 s0, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lg_u64 s[0:1], 0
	s_addc_u32 s0, s3, 0
	v_mov_b32_e32 v6, s5
	v_mov_b32_e32 v7, s6
	v_mov_b32_e32 v2, s0
                                        ; kill: killed $sgpr20 killed $sgpr21
	global_store_dwordx4 v9, v[4:7], s[14:15]
	global_store_dwordx4 v9, v[0:3], s[14:15] offset:16
.LBB0_15:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel grid3d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
	.size	grid3d, .Lfunc_end0-grid3d
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 876
; NumSgprs: 28
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           grid3d
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         grid3d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
