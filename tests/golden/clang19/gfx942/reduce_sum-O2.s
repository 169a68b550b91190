	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	reduce_sum              ; -- Begin function reduce_sum
	.globl	reduce_sum
	.p2align	8
	.type	reduce_sum,@function
reduce_sum:                             ; @reduce_sum
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx2 s[14:15], s[0:1], 0x50
	s_mov_b32 s3, 0
	s_lshl_b64 s[16:17], s[2:3], 10
	v_lshlrev_b32_e32 v4, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s4, s16
	s_addc_u32 s17, s5, s17
	s_lshl_b64 s[4:5], s[14:15], 2
	s_add_u32 s4, s4, s16
	s_addc_u32 s5, s5, s17
	global_load_dword v1, v4, s[4:5]
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_mov_b64 s[12:13], exec
	v_or_b32_e32 v5, 0x400, v4
	s_mov_b32 s14, s3
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v4, v1, v1 offset1:4
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s4, s[12:13]
	v_readlane_b32 s15, v1, s4
	s_lshl_b64 s[4:5], 1, s4
	s_max_u32 s14, s14, s15
	s_andn2_b64 s[12:13], s[12:13], s[4:5]
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s14
	s_waitcnt lgkmcnt(0)
	global_atomic_umax v1, v2, s[0:1]
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_movk_i32 s0, 0x80
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
; %bb.5:
	ds_read2st64_b32 v[6:7], v5 offset1:2
	ds_read2st64_b32 v[2:3], v4 offset1:2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v6, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v3, v2
	ds_write_b32 v5, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_7
; %bb.6:
	ds_write_b32 v4, v3
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.8:
	ds_read2st64_b32 v[6:7], v5 offset1:1
	ds_read2st64_b32 v[2:3], v4 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v6, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v3, v2
	ds_write_b32 v5, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_write_b32 v4, v3
.LBB0_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_13
; %bb.11:
	ds_read2_b32 v[6:7], v5 offset1:32
	ds_read2_b32 v[2:3], v4 offset1:32
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v6, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v3, v2
	ds_write_b32 v5, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_13
; %bb.12:
	ds_write_b32 v4, v3
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
; %bb.14:
	ds_read2_b32 v[6:7], v5 offset1:16
	ds_read2_b32 v[2:3], v4 offset1:16
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v6, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v3, v2
	ds_write_b32 v5, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_16
; %bb.15:
	ds_write_b32 v4, v3
.LBB0_16:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
; %bb.17:
	ds_read2_b32 v[6:7], v5 offset1:8
	ds_read2_b32 v[2:3], v4 offset1:8
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v6, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v3, v2
	ds_write_b32 v5, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_19
; %bb.18:
	ds_write_b32 v4, v3
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_22
; %bb.20:
	ds_read2_b32 v[6:7], v5 offset1:4
	ds_read2_b32 v[2:3], v4 offset1:4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v6, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v3, v2
	ds_write_b32 v5, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_22
; %bb.21:
	ds_write_b32 v4, v3
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
; %bb.23:
	ds_read2_b32 v[6:7], v5 offset1:2
	ds_read2_b32 v[2:3], v4 offset1:2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v6, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v3, v2
	ds_write_b32 v5, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_25
; %bb.24:
	ds_write_b32 v4, v3
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_32
; %bb.26:
	v_add_u32_e64 v0, 4, 0
	ds_read2st64_b32 v[0:1], v0 offset1:4
	ds_read_b32 v3, v5
	ds_read_b32 v6, v4
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v1, v3, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v6
	ds_write_b32 v5, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_28
; %bb.27:
	ds_write_b32 v4, v0
.LBB0_28:
	s_or_b64 exec, exec, s[0:1]
	ds_read_b32 v0, v2 offset:1024
	s_mov_b64 s[0:1], exec
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mbcnt_lo_u32_b32 v1, s0, 0
	s_add_u32 s2, s6, s2
	v_mbcnt_hi_u32_b32 v1, s1, v1
	s_addc_u32 s3, s7, s3
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_waitcnt lgkmcnt(0)
	global_store_dword v2, v0, s[2:3]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_bcnt1_i32_b64 s0, s[0:1]
	v_mul_lo_u32 v0, v0, s0
	v_mov_b32_e32 v1, 0
	global_atomic_add v1, v0, s[8:9]
.LBB0_30:
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_32
; %bb.31:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	global_atomic_smin v0, v1, s[10:11]
.LBB0_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce_sum
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 8
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
	.size	reduce_sum, .Lfunc_end0-reduce_sum
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 996
; NumSgprs: 24
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'atomic_uint*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           reduce_sum
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         reduce_sum.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
