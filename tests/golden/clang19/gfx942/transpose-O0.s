	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	transpose               ; -- Begin function transpose
	.globl	transpose
	.p2align	8
	.type	transpose,@function
transpose:                              ; @transpose
; %bb.0:
	s_mov_b32 s33, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	s_mov_b64 s[8:9], s[2:3]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_load_dwordx2 s[4:5], s[8:9], 0x0
	s_load_dwordx2 s[2:3], s[8:9], 0x8
	s_load_dword s1, s[8:9], 0x10
	s_load_dword s0, s[8:9], 0x14
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[4:5]
	scratch_store_dwordx2 off, v[2:3], s33 offset:8
	v_mov_b64_e32 v[2:3], s[2:3]
	scratch_store_dwordx2 off, v[2:3], s33 offset:16
	v_mov_b32_e32 v2, s1
	scratch_store_dword off, v2, s33 offset:24
	v_mov_b32_e32 v2, s0
	scratch_store_dword off, v2, s33 offset:28
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v2, v1, s0
	scratch_store_dword off, v2, s33 offset:32
	v_bfe_u32 v1, v1, 10, 10
	scratch_store_dword off, v1, s33 offset:36
	s_mov_b32 s0, 4
	s_lshl_b32 s1, s6, s0
	v_mov_b32_e32 v1, s1
	scratch_store_dword off, v1, s33 offset:40
	s_lshl_b32 s0, s7, s0
	v_mov_b32_e32 v1, s0
	scratch_store_dword off, v1, s33 offset:44
	scratch_load_dword v1, off, s33 offset:40
	s_nop 0
	scratch_load_dword v2, off, s33 offset:32
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v2
	scratch_store_dword off, v1, s33 offset:48
	scratch_load_dword v1, off, s33 offset:44
	s_nop 0
	scratch_load_dword v2, off, s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v2
	scratch_store_dword off, v1, s33 offset:52
	scratch_load_dword v1, off, s33 offset:48
	s_nop 0
	scratch_load_dword v2, off, s33 offset:24
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 0
	s_nop 1
	v_writelane_b32 v0, s1, 1
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.1:
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	scratch_load_dword v1, off, s33 offset:52
	scratch_load_dword v2, off, s33 offset:28
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 2
	s_nop 1
	v_writelane_b32 v0, s1, 3
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_3
; %bb.2:
	scratch_load_dwordx2 v[2:3], off, s33 offset:8
	scratch_load_dword v0, off, s33 offset:52
	scratch_load_dword v1, off, s33 offset:24
	scratch_load_dword v4, off, s33 offset:48
                                        ; implicit-def: $sgpr0
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v6, s0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[0:1], v0, v1, v[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr0
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s0, 2
	s_mov_b32 s1, s0
	v_lshl_add_u64 v[0:1], v[0:1], s1, v[2:3]
	global_load_dword v1, v[0:1], off
	s_nop 0
	scratch_load_dword v0, off, s33 offset:36
	s_mov_b32 s1, 0x44
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v0, s1
	scratch_load_dword v0, off, s33 offset:32
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s0, v2
	ds_write_b32 v0, v1
.LBB0_3:
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s0, v0, 2
	v_readlane_b32 s1, v0, 3
	s_or_b64 exec, exec, s[0:1]
.LBB0_4:
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s0, v0, 0
	v_readlane_b32 s1, v0, 1
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 1
	scratch_store_dword off, v1, s33
	scratch_load_dword v1, off, s33
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v1, s0
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v0, s2, 4
	s_nop 1
	v_writelane_b32 v0, s3, 5
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_7
.LBB0_5:
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s0, v0, 4
	v_readlane_b32 s1, v0, 5
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v0, s0, 6
	s_nop 1
	v_writelane_b32 v0, s1, 7
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.6:
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_8
.LBB0_7:
	s_barrier
	s_branch .LBB0_5
.LBB0_8:
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s0, v0, 6
	v_readlane_b32 s1, v0, 7
	s_or_b64 exec, exec, s[0:1]
	scratch_load_dword v1, off, s33 offset:40
	scratch_load_dword v2, off, s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v2
	scratch_store_dword off, v1, s33 offset:56
	scratch_load_dword v1, off, s33 offset:44
	s_nop 0
	scratch_load_dword v2, off, s33 offset:32
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v2
	scratch_store_dword off, v1, s33 offset:60
	scratch_load_dword v1, off, s33 offset:56
	s_nop 0
	scratch_load_dword v2, off, s33 offset:24
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 8
	s_nop 1
	v_writelane_b32 v0, s1, 9
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.9:
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	scratch_load_dword v1, off, s33 offset:60
	scratch_load_dword v2, off, s33 offset:28
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v0, s0, 10
	s_nop 1
	v_writelane_b32 v0, s1, 11
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_11
; %bb.10:
	scratch_load_dword v0, off, s33 offset:32
	s_mov_b32 s0, 0x44
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v0, s0
	scratch_load_dword v0, off, s33 offset:36
	s_mov_b32 s0, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s0, v1
	ds_read_b32 v2, v0
	scratch_load_dwordx2 v[4:5], off, s33 offset:16
	scratch_load_dword v0, off, s33 offset:56
	scratch_load_dword v1, off, s33 offset:28
	scratch_load_dword v6, off, s33 offset:60
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr2
	v_mov_b32_e32 v3, s1
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[2:3], v0, v1, v[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_mov_b32 s1, 0
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB0_11:
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s0, v0, 10
	v_readlane_b32 s1, v0, 11
	s_or_b64 exec, exec, s[0:1]
.LBB0_12:
	s_or_saveexec_b64 s[10:11], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[10:11]
	v_readlane_b32 s0, v0, 8
	v_readlane_b32 s1, v0, 9
	s_or_b64 exec, exec, s[0:1]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 72
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 8
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
	.size	transpose, .Lfunc_end0-transpose
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1384
; NumSgprs: 40
; NumVgprs: 8
; NumAgprs: 1
; TotalNumVgprs: 9
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	.str,@object                    ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.str:
	.asciz	"workgroup"
	.size	.str, 10

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
  - .agpr_count:     1
    .args:
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
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           transpose
    .private_segment_fixed_size: 72
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     40
    .sgpr_spill_count: 12
    .symbol:         transpose.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 6
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
